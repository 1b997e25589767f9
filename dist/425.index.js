export const id = 425;
export const ids = [425];
export const modules = {

/***/ 23425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ReleaseAssetError: () => (/* binding */ ReleaseAssetError),
/* harmony export */   attachReleaseAsset: () => (/* binding */ attachReleaseAsset)
/* harmony export */ });
/* unused harmony export checkedUploadUrl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Attaches a file to the GitHub release of a tag (`mode: sbom-export`): finds the release, deletes
 * an asset of the same name (so that a re-run replaces it) and uploads the file to the release's
 * `upload_url`. `@actions/github` is imported on the first call only, so that runs which attach
 * nothing never load it.
 *
 * The token goes to GitHub's API origin (`apiUrl`) and to the upload origin that the release's
 * `upload_url` names, and only when that origin belongs to the same GitHub: the API's host, or its
 * `uploads.` sibling of an `api.` host (api.github.com → uploads.github.com).
 */

class ReleaseAssetError extends Error {
    kind;
    status;
    name = 'ReleaseAssetError';
    constructor(message, kind, 
    /** HTTP status when GitHub answered. */
    status) {
        super(message);
        this.kind = kind;
        this.status = status;
    }
}
const DEFAULT_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [2_000, 5_000];
const DEFAULT_TIMEOUT_MS = 60_000;
/** Attaches `file` to the release; a 5xx or a missing answer is tried again, a few times. */
async function attachReleaseAsset(request) {
    const data = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(request.file);
    const attempts = request.attempts ?? DEFAULT_ATTEMPTS;
    const sleep = request.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms)));
    for (let attempt = 1;; attempt++) {
        try {
            return await attachOnce(request, data);
        }
        catch (error) {
            const failure = describeFailure(error, request);
            const transient = error instanceof Step &&
                failure.kind === 'failed' &&
                (failure.status === undefined || failure.status >= 500);
            if (!transient || attempt >= attempts)
                throw failure;
            request.log?.debug(`${failure.message} Trying again (attempt ${attempt + 1} of ${attempts}).`);
            await sleep(RETRY_DELAYS_MS[attempt - 1] ?? RETRY_DELAYS_MS.at(-1));
        }
    }
}
/** A step of the attachment, for messages: `GET /repos/o/r/releases/tags/v1`. */
class Step extends Error {
    what;
    error;
    constructor(what, error) {
        super(what);
        this.what = what;
        this.error = error;
    }
}
async function attachOnce(request, data) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const log = request.log ?? { debug: () => undefined, warn: () => undefined };
    const octokit = getOctokit(request.token, {
        baseUrl: request.apiUrl,
        log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn }
    });
    const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const { owner, repo, tag } = request;
    const repoPath = `/repos/${owner}/${repo}`;
    const step = async (what, call) => {
        try {
            return await call();
        }
        catch (error) {
            throw new Step(what, error);
        }
    };
    const release = (request.releaseId !== undefined
        ? await step(`GET ${repoPath}/releases/${request.releaseId}`, () => octokit.rest.repos.getRelease({
            owner,
            repo,
            release_id: request.releaseId,
            request: { signal }
        }))
        : await step(`GET ${repoPath}/releases/tags/${tag}`, () => octokit.rest.repos.getReleaseByTag({ owner, repo, tag, request: { signal } }))).data;
    const uploadUrl = checkedUploadUrl(release.upload_url, request.apiUrl);
    const existing = await step(`GET ${repoPath}/releases/${release.id}/assets`, () => octokit.paginate(octokit.rest.repos.listReleaseAssets, {
        owner,
        repo,
        release_id: release.id,
        per_page: 100,
        request: { signal }
    }));
    // GitHub stores a name with special characters with those replaced by dots; match that too.
    const stored = request.assetName.replace(/[^A-Za-z0-9._+-]+/g, '.');
    const same = existing.filter(asset => asset.name === request.assetName || asset.name === stored);
    for (const asset of same) {
        await step(`DELETE ${repoPath}/releases/assets/${asset.id}`, () => octokit.rest.repos.deleteReleaseAsset({
            owner,
            repo,
            asset_id: asset.id,
            request: { signal }
        }));
    }
    const uploaded = await step(`POST ${repoPath}/releases/${release.id}/assets (upload)`, () => octokit.rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: release.id,
        name: request.assetName,
        url: uploadUrl,
        // Octokit sends a Buffer as is; its type says string.
        data: data,
        headers: { 'content-type': 'application/json', 'content-length': data.length },
        request: { signal }
    }));
    return {
        name: uploaded.data.name,
        downloadUrl: uploaded.data.browser_download_url,
        releaseUrl: release.html_url,
        size: uploaded.data.size,
        replaced: same.length > 0
    };
}
/** The release's upload URL template, refused unless its origin belongs to the same GitHub. */
function checkedUploadUrl(template, apiUrl) {
    const refuse = () => {
        throw new ReleaseAssetError(`Attach the SBOM by hand, or report this: the release's upload_url (${template.split('{')[0]}) ` +
            `is not on GitHub's upload origin for ${apiUrl}, so the token was not sent there.`, 'failed', undefined);
    };
    let upload;
    let api;
    try {
        upload = new URL(template.replace(/\{[^}]*\}/g, ''));
        api = new URL(apiUrl);
    }
    catch {
        return refuse();
    }
    const sibling = api.hostname.startsWith('api.') && upload.hostname === `uploads.${api.hostname.slice(4)}`;
    const sameHost = upload.hostname === api.hostname;
    const secure = upload.protocol === 'https:' || upload.protocol === api.protocol;
    if (!secure || !(sameHost || sibling))
        refuse();
    return template;
}
/** A message whose first sentence says what to do, then what GitHub answered. */
function describeFailure(error, request) {
    if (error instanceof ReleaseAssetError)
        return error;
    const what = error instanceof Step ? error.what : 'Attaching the release asset';
    const cause = error instanceof Step ? error.error : error;
    // Octokit gives network errors status 500 too; only an error with a response was answered.
    const answered = cause.response !== undefined;
    const raw = answered ? cause.status : undefined;
    const status = typeof raw === 'number' ? raw : undefined;
    let reason = cause instanceof Error ? cause.message : String(cause);
    if (cause.name === 'AbortError' || /aborted|timeout/i.test(reason)) {
        reason = `no answer within ${(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`;
    }
    if (request.token)
        reason = reason.split(request.token).join('***');
    reason = reason.replace(/\s+/g, ' ').trim().slice(0, 300);
    const answer = status !== undefined
        ? `${what} answered HTTP ${status}: ${reason}`
        : `${what} failed: ${reason}`;
    const repository = `${request.owner}/${request.repo}`;
    if (status === 404 && /\/releases\/(tags\/|[0-9]+$)/.test(what)) {
        return new ReleaseAssetError(`Create a GitHub release for tag ${request.tag} to have the SBOM attached to it: ` +
            `${repository} has no published release for that tag (${answer}).`, 'no-release', status);
    }
    if (status === 403) {
        return new ReleaseAssetError('Give the job `permissions: contents: write` (or pass a github-token that may write ' +
            `releases) to attach the SBOM to the release: ${answer}.`, 'refused', status);
    }
    if (status === 401) {
        return new ReleaseAssetError(`Check the github-token input: GitHub did not accept it. ${answer}.`, 'refused', status);
    }
    return new ReleaseAssetError(`Run the step again to attach the SBOM to the release of ${request.tag}: ${answer}.`, 'failed', status);
}


/***/ })

};

//# sourceMappingURL=425.index.js.map