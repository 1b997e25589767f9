export const id = 616;
export const ids = [616];
export const modules = {

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadArtifact: () => (/* binding */ uploadArtifact)
/* harmony export */ });
/* unused harmony export artifactUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Uploads a file as a workflow artifact with the toolkit's own `@actions/artifact`, so that what a
 * run produced outlives the job (files under $RUNNER_TEMP are deleted when it ends). The library is
 * imported on the first call only: runs without `artifact-name` never load it.
 */

/** Uploads `file` (zipped, as artifacts are) as the artifact `name` of this workflow run. */
async function uploadArtifact(name, file, env = process.env) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(61)]).then(__webpack_require__.bind(__webpack_require__, 54061));
    let result;
    try {
        result = await new DefaultArtifactClient().uploadArtifact(name, [file], node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(file));
    }
    catch (error) {
        throw new Error(`Check that artifact-name '${name}' is not used twice in this workflow run, then run the ` +
            `step again: uploading the artifact failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (result.id === undefined) {
        throw new Error(`Run the step again: the artifact service gave no ID for artifact '${name}'.`);
    }
    return { id: result.id, name, size: result.size ?? 0, url: artifactUrl(result.id, env) };
}
/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
function artifactUrl(id, env) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`;
}


/***/ })

};

//# sourceMappingURL=616.index.js.map