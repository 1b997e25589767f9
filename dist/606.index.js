export const id = 606;
export const ids = [606];
export const modules = {

/***/ 87606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   editReleaseNotes: () => (/* binding */ editReleaseNotes)
/* harmony export */ });
/** Rewrites the release's notes with `edit(current notes)`; returns the notes as written. */
async function editReleaseNotes(octokit, request, edit) {
    const common = {
        owner: request.owner,
        repo: request.repo,
        release_id: request.releaseId,
        ...(request.signal && { request: { signal: request.signal } })
    };
    const { data } = await octokit.rest.repos.getRelease(common);
    const body = edit(data.body ?? '');
    await octokit.rest.repos.updateRelease({ ...common, body });
    return body;
}


/***/ })

};

