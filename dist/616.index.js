export const id = 616;
export const ids = [616];
export const modules = {

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadStepArtifact: () => (/* binding */ uploadStepArtifact)
/* harmony export */ });
/* unused harmony exports uploadArtifact, artifactUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61433);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58592);
/* harmony import */ var _action_outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18948);
/* harmony import */ var _action_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71599);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71290);
/**
 * Uploads a file as a workflow artifact with the toolkit's own `@actions/artifact`, so that what a
 * run produced outlives the job (files under $RUNNER_TEMP are deleted when it ends). The library is
 * imported on the first call only: runs without `artifact-name` never load it.
 */






/**
 * A mode's upload of its file (`what`, e.g. "the SBOM") as artifact `name`: in a log group, then
 * the `artifact-id` and `artifact-url` outputs and a line with the artifact's page.
 */
async function uploadStepArtifact(what, name, file) {
    const artifact = await _action_log_js__WEBPACK_IMPORTED_MODULE_2__.group(`Uploading ${what} as artifact ${name}`, () => uploadArtifact(name, file));
    await (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .u)('artifact-id', String(artifact.id), 'txt');
    await (0,_action_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .u)('artifact-url', artifact.url, 'txt');
    _action_log_js__WEBPACK_IMPORTED_MODULE_2__.info(`Uploaded artifact ${name}: ${artifact.url}`);
    return artifact;
}
/**
 * Uploads `file` (or several, each named in the zip by its path below their common folder) as the
 * artifact `name` of this workflow run.
 */
async function uploadArtifact(name, file, env = process.env) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(61)]).then(__webpack_require__.bind(__webpack_require__, 54061));
    const files = typeof file === 'string' ? [file] : [...file];
    let result;
    try {
        result = await new DefaultArtifactClient().uploadArtifact(name, files, commonFolder(files));
    }
    catch (error) {
        throw new Error(uploadFailure(name, error));
    }
    if (result.id === undefined) {
        throw new Error(`Run the step again: the artifact service gave no ID for artifact '${name}'.`);
    }
    return { id: result.id, name, size: result.size ?? 0, url: artifactUrl(result.id, env) };
}
/** The deepest folder that holds every file (absolute paths). */
function commonFolder(files) {
    let folder = node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(files[0]);
    for (const file of files.slice(1)) {
        while (!(0,_action_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isInside */ .FK)(file, folder))
            folder = node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(folder);
    }
    return folder;
}
/**
 * What a failed upload means. The library reports the artifact service (Twirp) in its messages and
 * the blob storage as Azure's `RestError`, whose message is the answer's body: a proxy's error page
 * is never quoted, and the name-clash advice goes only with the service's 409 to CreateArtifact.
 */
function uploadFailure(name, error) {
    const text = error instanceof Error ? error.message : String(error);
    const status = error?.statusCode;
    if (typeof status === 'number')
        return storageFailure(name, status, error);
    if (/^Failed to CreateArtifact: .*\(409\)/.test(text)) {
        return `Check that artifact-name '${name}' is not used twice in this workflow run (each job of a matrix needs its own): the artifact service answered HTTP 409: ${reasonOf(text)}`;
    }
    // The Twirp client re-wraps the library's NetworkError in a plain Error: only its text is left.
    const network = /^Failed to \w+: Unable to make request: E[A-Z]+/.test(text);
    const proxy = network ? resultsProxy() : undefined;
    if (proxy) {
        // The toolkit's tunnel reports every refused CONNECT as ECONNRESET, without the status.
        return `Check the proxy settings: the artifact service ${proxy.host} could not be reached through the proxy ${proxy.shown} (${reasonOf(text)}); check that the proxy allows ${proxy.host}.`;
    }
    const answered = Number(/Failed request: \((\d{3})\)/.exec(text)?.[1] ?? 0);
    const what = answered ? `the artifact service answered HTTP ${answered}` : 'uploading it failed';
    const failure = `artifact '${name}' was not uploaded: ${what}: ${reasonOf(text)}`;
    // A refusal (4xx) would be the same on a second run; silence and the 5xx may not be.
    const refused = answered >= 400 && answered < 500 && ![408, 429].includes(answered);
    return refused
        ? `${failure[0].toUpperCase()}${failure.slice(1)}`
        : `Run the step again: ${failure}`;
}
/** A blob upload answered with an error status, by the storage or by a proxy on the way. */
function storageFailure(name, status, error) {
    const url = typeof error.request?.url === 'string' ? URL.parse(error.request.url) : null;
    // Only the host: the upload URL's query is its signature.
    const host = url?.hostname ?? 'the artifact storage';
    // Azure's storage sends a request ID with every answer, its errors included; a proxy does not.
    const fromStorage = error.response?.headers?.get?.('x-ms-request-id') !== undefined;
    const proxy = storageProxy();
    if (proxy !== undefined && (!fromStorage || status === 407)) {
        return `Check the proxy settings: the proxy ${proxy} answered HTTP ${status} to the upload of artifact '${name}' to ${host}; ${(0,_network_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .refusalAdvice */ .tT)(status, host)}.`;
    }
    const code = typeof error.code === 'string' && /^\w{1,60}$/.test(error.code) ? ` (${error.code})` : '';
    return `Run the step again: artifact '${name}' was not uploaded: the artifact storage ${host} answered HTTP ${status}${code}.`;
}
/**
 * The proxy the Azure storage client sends blob uploads through, shown without credentials: its
 * own order (upper case first, ALL_PROXY too), loopback not exempt.
 */
function storageProxy(env = process.env) {
    for (const variable of ['HTTPS_PROXY', 'ALL_PROXY', 'HTTP_PROXY']) {
        const value = env[variable] || env[variable.toLowerCase()];
        if (!value)
            continue;
        const url = URL.parse(value);
        return url ? `${url.protocol}//${url.host}` : undefined;
    }
    return undefined;
}
/** The proxy of the artifact service's requests (the toolkit's rules), and the service's host. */
function resultsProxy() {
    const service = URL.parse(process.env.ACTIONS_RESULTS_URL ?? '');
    const proxy = service ? (0,_network_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .proxyFor */ .iJ)(service) : undefined;
    return service && proxy ? { shown: proxy.shown, host: service.host } : undefined;
}
/** The library's message on one line and short, an HTML page in it left out. */
function reasonOf(text) {
    const line = (0,_action_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(text.split('\n')[0] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
    const markup = line.search(/<[!a-z/]/i);
    const kept = markup === -1 ? line : `${line.slice(0, markup).trim()} (an HTML page, not quoted)`;
    return (0,_action_text_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(kept, 300);
}
/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
function artifactUrl(id, env) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`;
}


/***/ })

};

