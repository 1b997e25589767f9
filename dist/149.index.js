export const id = 149;
export const ids = [149];
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

/***/ 40149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listPullRequestCommits: () => (/* binding */ listPullRequestCommits)
/* harmony export */ });
/* unused harmony export MAX_COMMITS */
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _paginate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71674);
/**
 * Reads the commit messages of a pull request from the GitHub API (`pulls.listCommits`, paginated)
 * for `mode: ticket-link`. `@actions/github` is imported on the first call only, so that no other
 * mode pays for loading it.
 */


/** GitHub lists at most 250 commits of a pull request; the pages stop there. */
const MAX_COMMITS = 250;
const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * Every commit of the pull request (at most {@link MAX_COMMITS}), oldest first. A failure is a
 * `GitHubError` (see errors.ts) with GitHub's status when it answered.
 */
async function listPullRequestCommits(request) {
    const octokit = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .clientFor */ .$)(request);
    const listing = await (0,_paginate_js__WEBPACK_IMPORTED_MODULE_1__/* .listAll */ ._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
        params: { owner: request.owner, repo: request.repo, pull_number: request.pullNumber },
        items: commitsOfPage,
        maxItems: MAX_COMMITS,
        timeoutMs: request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(request.signal && { signal: request.signal })
    });
    return listing.items;
}
/** A page of commits, as GitHub's answer must be shaped: an array of `{sha, commit: {message}}`. */
function commitsOfPage(data) {
    if (!Array.isArray(data))
        throw new Error('not an array of commits');
    return data.map((item, i) => {
        const commit = item;
        const sha = commit?.sha;
        const message = commit?.commit?.message;
        if (typeof sha !== 'string' || !/^[0-9a-f]{40,64}$/i.test(sha)) {
            throw new Error(`commit ${i + 1} of the page has no SHA`);
        }
        if (typeof message !== 'string')
            throw new Error(`commit ${sha.slice(0, 7)} has no message`);
        return { sha, message };
    });
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


/***/ })

};

