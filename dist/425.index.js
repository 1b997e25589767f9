export const id = 425;
export const ids = [425,879];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clientFor),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _network_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95284);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71290);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);



/** The client for `request`, made by its `newClient`. */
function clientFor(request) {
    return (request.newClient ?? createGitHubClient)(request);
}
async function createGitHubClient(options) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const { retry } = await Promise.all(/* import() */[__webpack_require__.e(735), __webpack_require__.e(15)]).then(__webpack_require__.bind(__webpack_require__, 49735));
    const { debug, warn } = options.log ?? { debug: () => undefined, warn: () => undefined };
    const log = { debug, info: debug, warn, error: warn };
    const retries = { retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1_000 };
    const octokit = getOctokit(options.token, { baseUrl: options.apiUrl, log, retry: retries }, retry);
    // Registered last, so it wraps the retry plugin: its deadline covers every attempt of a request.
    octokit.hook.wrap('request', async (request, endpoint) => {
        const deadline = AbortSignal.timeout(_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BOUNDS */ .oI.totalMs);
        const outcome = { refusals: 0 };
        const signals = [deadline, options.signal, endpoint.request?.signal];
        const signal = AbortSignal.any(signals.filter(each => each !== undefined));
        // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
        endpoint.request = { ...endpoint.request, signal, fetch: githubFetch(options, outcome) };
        return await Promise.resolve(request(endpoint)).catch((error) => {
            if (outcome.failure)
                throw outcome.failure;
            if (options.signal?.aborted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ECANCELLED', 'cancelled');
            if (!deadline.aborted)
                throw error;
            const late = `no complete answer within ${(0,_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .seconds */ .YA)(_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BOUNDS */ .oI.totalMs)}`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('EDEADLINE', late);
        });
    });
    return octokit;
}
/**
 * Octokit's `fetch` on the action's stack. A failure not to retry (silence, size, a certificate, the
 * third refused tunnel) is kept in `outcome` and thrown as an AbortError, which Octokit passes on.
 */
function githubFetch(options, outcome) {
    const idleMs = options.idleTimeoutMs ?? _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BOUNDS */ .oI.idleMs;
    const maxBytes = options.maxResponseBytes ?? _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BOUNDS */ .oI.maxBytes;
    const apiOrigin = new URL(options.apiUrl).origin;
    const stop = (error) => {
        const failure = error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .ExchangeError */ .Sb ? error.failure : undefined;
        if (failure) {
            const refusals = failure.code === 'EPROXY' ? ++outcome.refusals : 0;
            if (!failure.certificate && refusals < _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PROXY_ATTEMPTS */ .H$)
                throw error;
            // What happened, never the advice: callers put that first (connectionAdvice), once.
            const text = refusals ? failure.message : `${failure.message} (${failure.code})`;
            outcome.failure ??= new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x(failure.code, text);
            outcome.failure.cause ??= error;
        }
        else if (error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .ExchangeError */ .Sb && error.code !== 'ECANCELLED') {
            // GitHub's own words for silence and size, as its messages always had them.
            outcome.failure ??= ['TIMEOUT', 'ESTALLED'].includes(error.code)
                ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ESTALLED', `no data from GitHub for ${(0,_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .seconds */ .YA)(idleMs)}`)
                : error.code === 'ETOOLARGE'
                    ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ETOOLARGE', `an answer larger than ${maxBytes} bytes`)
                    : new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x(error.code, error.message);
        }
        // Octokit passes an abort on unretried only when it is an Error named so.
        const abort = new Error(outcome.failure?.message ?? 'aborted', { cause: error });
        throw Object.assign(abort, { name: 'AbortError' });
    };
    return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        // Next-page links and upload URLs come from GitHub's answers: checked before the token goes out.
        if (url.origin !== apiOrigin && !options.allowUrl?.(url)) {
            const refused = `refused to follow a link to ${url.origin}, which is not the GitHub API (${apiOrigin})`;
            stop(new _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .ExchangeError */ .Sb('EORIGIN', refused));
        }
        const answer = await (0,_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .exchange */ .cv)({
            method: init?.method ?? 'GET',
            url,
            headers: Object.fromEntries(new Headers(init?.headers)),
            body: init?.body,
            idleTimeoutMs: idleMs,
            maxBodyBytes: maxBytes,
            signal: init?.signal ?? undefined
        }).catch(stop);
        const body = [204, 205, 304].includes(answer.status) ? null : answer.body;
        return Object.defineProperty(new Response(body, answer), 'url', { value: answer.url });
    };
}


/***/ }),

/***/ 71674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _w: () => (/* binding */ listAll)
/* harmony export */ });
/* unused harmony exports DEFAULT_LISTING_TIMEOUT_MS, nextLink */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);

const DEFAULT_LISTING_TIMEOUT_MS = 2 * 60_000;
/** Reads a listing page by page; a failure is a `GitHubError` naming the listing. */
async function listAll(octokit, listing) {
    const perPage = listing.perPage ?? 100;
    const maxPages = listing.maxPages ?? Math.ceil(listing.maxItems / perPage) + 2;
    const timeoutMs = listing.timeoutMs ?? DEFAULT_LISTING_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = listing.signal ? AbortSignal.any([deadline, listing.signal]) : deadline;
    const first = octokit.request.endpoint(listing.route, { ...listing.params, per_page: perPage });
    const what = `GET ${new URL(first.url).pathname}`;
    const items = [];
    try {
        let response = await octokit.request(listing.route, {
            ...listing.params,
            per_page: perPage,
            request: { signal }
        });
        for (let page = 1;; page++) {
            const found = pageItems(listing, response.data);
            for (const item of found) {
                if (items.length >= listing.maxItems)
                    return { items, truncated: true };
                items.push(item);
            }
            const next = nextLink(response.headers.link);
            if (next === undefined)
                return { items, truncated: false };
            if (items.length >= listing.maxItems)
                return { items, truncated: true };
            if (page >= maxPages) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('EPAGES', `GitHub kept sending next-page links; gave up after ${page} pages`);
            }
            response = await octokit.request({ method: 'GET', url: next, request: { signal } });
        }
    }
    catch (error) {
        if (listing.signal?.aborted)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('ECANCELLED', 'cancelled'), what);
        if (deadline.aborted) {
            const limit = `${timeoutMs / 1000} s`;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('EDEADLINE', `no complete listing within ${limit}`), what);
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(error, what);
    }
}
function pageItems(listing, data) {
    try {
        return listing.items(data);
    }
    catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('ESHAPE', `the answer is not the listing GitHub sends: ${problem}`);
    }
}
/** The `rel="next"` target of a Link header, braces escaped so that Octokit expands nothing in it. */
function nextLink(header) {
    if (typeof header !== 'string')
        return undefined;
    for (const part of header.split(',')) {
        const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
        if (match && /(^|;)\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/.test(match[2])) {
            return match[1].replace(/[{}]/g, c => encodeURIComponent(c));
        }
    }
    return undefined;
}


/***/ }),

/***/ 36879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReleases: () => (/* binding */ listReleases)
/* harmony export */ });
/* unused harmony export MAX_RELEASE_PAGES */
/* harmony import */ var _paginate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71674);

const MAX_RELEASE_PAGES = 10;
const PAGE_SIZE = 100;
/**
 * Lists the repository's releases, newest first, page by page up to the bound. A failed request
 * throws a `GitHubError` (with `status` when GitHub answered), for the caller to word.
 */
async function listReleases(octokit, request) {
    const maxPages = request.maxPages ?? MAX_RELEASE_PAGES;
    const listing = await (0,_paginate_js__WEBPACK_IMPORTED_MODULE_0__/* .listAll */ ._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/releases',
        params: { owner: request.owner, repo: request.repo },
        items: data => {
            if (!Array.isArray(data))
                throw new Error('not an array of releases');
            return data.flatMap((item) => toListedRelease(item) ?? []);
        },
        perPage: PAGE_SIZE,
        maxItems: maxPages * PAGE_SIZE,
        maxPages,
        ...(request.signal && { signal: request.signal })
    });
    return { releases: listing.items, complete: !listing.truncated };
}
/** The fields read, checked; an entry that lacks an ID or a tag is left out. */
function toListedRelease(raw) {
    if (!raw || typeof raw !== 'object')
        return undefined;
    const r = raw;
    if (typeof r.id !== 'number' || typeof r.tag_name !== 'string')
        return undefined;
    const text = (value) => (typeof value === 'string' ? value : '');
    const nullableText = (value) => (typeof value === 'string' ? value : null);
    const assets = [];
    for (const asset of Array.isArray(r.assets) ? r.assets : []) {
        if (!asset || typeof asset !== 'object')
            continue;
        const a = asset;
        if (typeof a.id !== 'number' || typeof a.name !== 'string')
            continue;
        assets.push({
            id: a.id,
            name: a.name,
            size: typeof a.size === 'number' ? a.size : 0,
            content_type: text(a.content_type),
            browser_download_url: text(a.browser_download_url)
        });
    }
    return {
        id: r.id,
        tag_name: r.tag_name,
        name: nullableText(r.name),
        draft: r.draft === true,
        prerelease: r.prerelease === true,
        ...(typeof r.immutable === 'boolean' && { immutable: r.immutable }),
        created_at: text(r.created_at),
        published_at: nullableText(r.published_at),
        assets,
        body: nullableText(r.body),
        html_url: text(r.html_url),
        upload_url: text(r.upload_url)
    };
}


/***/ }),

/***/ 23425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ReleaseAssetError: () => (/* binding */ ReleaseAssetError),
/* harmony export */   attachReleaseAsset: () => (/* binding */ attachReleaseAsset)
/* harmony export */ });
/* unused harmony export checkedUploadUrl */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _network_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31303);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73116);
/* harmony import */ var _paginate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71674);
/* harmony import */ var _release_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36879);
/**
 * Attaches a file to the GitHub release of a tag (`mode: sbom-export`): finds the release (the
 * event's own, the published release of the tag, or else the tag's draft from the releases list),
 * deletes an asset of the same name (so that a re-run replaces it) and uploads the file to the
 * release's `upload_url`. An immutable release is left as it is. `@actions/github` is imported on
 * the first call only, so that runs which attach nothing never load it.
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
/** A release has at most 1,000 assets. */
const MAX_ASSETS = 1_000;
/**
 * Attaches `file` to the release. Retries of a 5xx or an unanswered request are the client's; a
 * second run replacing the same asset at once is no failure (see {@link replaceAsset}).
 */
async function attachReleaseAsset(request) {
    const data = request.data ?? (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(request.file));
    const octokit = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .clientFor */ .$)({
        ...request,
        allowUrl: url => isUploadOrigin(url, new URL(request.apiUrl))
    });
    try {
        return await attach(octokit, request, data);
    }
    catch (error) {
        throw describeFailure(error, request);
    }
}
/** Runs one step of the attachment; a failure is a `GitHubError` naming the step. */
async function step(what, call) {
    try {
        return await call();
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubFailure */ .o7)(error, what);
    }
}
async function attach(octokit, request, data) {
    const repoPath = `/repos/${request.owner}/${request.repo}`;
    const release = await targetRelease(octokit, request, repoPath);
    const session = { octokit, request, repoPath, release };
    const existing = await sameNameAssets(session);
    let uploaded;
    try {
        await removeAssets(session, existing);
        uploaded = await uploadAsset(session, data);
    }
    catch (error) {
        // Older servers do not say `immutable`; the 422 they answer then means the same.
        if (!release.draft && isImmutableRefusal(error))
            throw immutableError(request);
        // Another run uploaded the same name between our delete and upload (or a retried upload had
        // landed): delete what is there now and upload once more.
        if (!isAlreadyExists(error))
            throw error;
        await removeAssets(session, await sameNameAssets(session));
        uploaded = await uploadAsset(session, data);
    }
    const asset = uploaded;
    if (typeof asset?.name !== 'string' || typeof asset.browser_download_url !== 'string') {
        const what = `POST ${repoPath}/releases/${release.id}/assets (upload)`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubError */ .y_(`${what} answered with something that is not an asset.`, what, undefined);
    }
    return {
        name: asset.name,
        downloadUrl: asset.browser_download_url,
        releaseUrl: release.htmlUrl,
        size: typeof asset.size === 'number' ? asset.size : data.length,
        replaced: existing.length > 0,
        draft: release.draft
    };
}
/** The release, checked: a release at all, and not a published immutable one (asked nothing). */
async function targetRelease(octokit, request, repoPath) {
    const found = await findRelease(octokit, request);
    if (typeof found?.id !== 'number' || typeof found.upload_url !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubError */ .y_(`GET ${repoPath}/releases answered with something that is not a release.`, `GET ${repoPath}/releases`, undefined);
    }
    // A published immutable release takes no new asset and loses none: ask nothing of it.
    if (found.immutable === true && found.draft !== true)
        throw immutableError(request);
    return {
        id: found.id,
        uploadUrl: checkedUploadUrl(found.upload_url, request.apiUrl),
        htmlUrl: typeof found.html_url === 'string' ? found.html_url : '',
        draft: found.draft === true
    };
}
/** IDs of the release's assets of the asset's name (or the name GitHub stores it under). */
async function sameNameAssets({ octokit, request, release }) {
    const { owner, repo, signal } = request;
    // GitHub stores a name with special characters with those replaced by dots; match that too.
    const stored = request.assetName.replace(/[^A-Za-z0-9._+-]+/g, '.');
    const listing = await (0,_paginate_js__WEBPACK_IMPORTED_MODULE_4__/* .listAll */ ._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/releases/{release_id}/assets',
        params: { owner, repo, release_id: release.id },
        items: assetsOfPage,
        maxItems: MAX_ASSETS,
        ...(signal && { signal })
    });
    return listing.items
        .filter(asset => asset.name === request.assetName || asset.name === stored)
        .map(asset => asset.id);
}
async function removeAssets(session, ids) {
    const { octokit, request, repoPath } = session;
    const { owner, repo, signal } = request;
    for (const id of ids) {
        try {
            await step(`DELETE ${repoPath}/releases/assets/${id}`, () => octokit.rest.repos.deleteReleaseAsset({
                owner,
                repo,
                asset_id: id,
                ...(signal && { request: { signal } })
            }));
        }
        catch (error) {
            // Gone already: another run replacing the same asset deleted it first.
            if (error.status !== 404)
                throw error;
        }
    }
}
/** Uploads the bytes as they are; returns GitHub's asset. */
async function uploadAsset(session, data) {
    const { octokit, request, repoPath, release } = session;
    const { owner, repo, signal } = request;
    const uploaded = await step(`POST ${repoPath}/releases/${release.id}/assets (upload)`, () => octokit.rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: release.id,
        name: request.assetName,
        url: release.uploadUrl,
        // Octokit sends a Buffer as is; its type says string.
        data: data,
        headers: { 'content-type': 'application/json', 'content-length': data.length },
        ...(signal && { request: { signal } })
    }));
    return uploaded.data;
}
/**
 * The release to attach to: the event's own (by ID, a draft too), else the published release of
 * the tag, else the tag's draft from the releases list (the by-tag lookup finds published releases
 * only). None: a `no-release` failure.
 */
async function findRelease(octokit, request) {
    const { owner, repo, tag, signal } = request;
    const repoPath = `/repos/${owner}/${repo}`;
    if (request.releaseId !== undefined) {
        const answer = await step(`GET ${repoPath}/releases/${request.releaseId}`, () => octokit.rest.repos.getRelease({
            owner,
            repo,
            release_id: request.releaseId,
            ...(signal && { request: { signal } })
        }));
        return answer.data;
    }
    try {
        const answer = await step(`GET ${repoPath}/releases/tags/${tag}`, () => octokit.rest.repos.getReleaseByTag({
            owner,
            repo,
            tag,
            ...(signal && { request: { signal } })
        }));
        return answer.data;
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
    const list = await step(`GET ${repoPath}/releases`, () => (0,_release_list_js__WEBPACK_IMPORTED_MODULE_5__.listReleases)(octokit, { owner, repo, ...(signal && { signal }) }));
    const draft = list.releases.find(release => release.draft && release.tag_name === tag);
    if (draft)
        return draft;
    const searched = list.complete ? 'the releases list' : 'the newest 1,000 releases';
    throw new ReleaseAssetError(`Create a GitHub release for tag ${tag} (a draft will do) to have the SBOM attached to it: ` +
        `${owner}/${repo} has no published release for that tag and no draft for it in ${searched}.`, 'no-release', 404);
}
/** The refusal, worded the same whether GitHub said `immutable: true` or answered 422. */
function immutableError(request) {
    return new ReleaseAssetError(`Attach the SBOM while the release is a draft: the release of ${request.tag} is immutable, ` +
        'so GitHub takes no new asset on it (and none is removed). On the tag push, create the ' +
        'release as a draft, run this step, then publish it (see "Immutable releases" in ' +
        'docs/sbom-export.md).', 'immutable', 422);
}
/**
 * GitHub's 422 for a change to an immutable release (`Cannot upload assets to an immutable
 * release.`). Validation 422s name a code (`already_exists`, `missing_field`); this one does not.
 */
function isImmutableRefusal(error) {
    return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubError */ .y_ && error.status === 422 && error.codes.length === 0;
}
/** GitHub's 422 for an upload whose name is taken. */
function isAlreadyExists(error) {
    return (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubError */ .y_ && error.status === 422 && error.codes.includes('already_exists'));
}
/** A page of release assets as GitHub's answer must be shaped: `{id, name}` each. */
function assetsOfPage(data) {
    if (!Array.isArray(data))
        throw new Error('not an array of assets');
    return data.map((item, i) => {
        const asset = item;
        if (typeof asset?.id !== 'number' || typeof asset.name !== 'string') {
            throw new Error(`asset ${i + 1} of the page has no ID or name`);
        }
        return { id: asset.id, name: asset.name };
    });
}
/** Whether `upload` may take the token: the API's host, or the `uploads.` sibling of an `api.` host. */
function isUploadOrigin(upload, api) {
    const sibling = api.hostname.startsWith('api.') && upload.hostname === `uploads.${api.hostname.slice(4)}`;
    const secure = upload.protocol === 'https:' || upload.protocol === api.protocol;
    return secure && (upload.hostname === api.hostname || sibling);
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
    if (!isUploadOrigin(upload, api))
        refuse();
    return template;
}
/** A message whose first sentence says what to do, then what GitHub answered. */
function describeFailure(error, request) {
    if (error instanceof ReleaseAssetError)
        return error;
    const failure = (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubFailure */ .o7)(error, 'Attaching the release asset');
    const { status } = failure;
    const answer = failure.message;
    const repository = `${request.owner}/${request.repo}`;
    if (status === 404 && /\/releases\/(tags\/|[0-9]+$)/.test(failure.operation)) {
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
    // No answer: a refused proxy, an untrusted certificate or a name that does not resolve has advice
    // of its own; running the step again would not help.
    const connection = status === undefined
        ? (0,_network_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .describeConnectionFailure */ .yL)(error, new URL(request.apiUrl).hostname)
        : undefined;
    if (connection?.advice) {
        return new ReleaseAssetError(`${connection.advice} The SBOM was not attached to the release of ${request.tag} (${answer}).`, 'failed', status);
    }
    return new ReleaseAssetError(`Run the step again to attach the SBOM to the release of ${request.tag}: ${answer}.`, 'failed', status);
}


/***/ })

};

