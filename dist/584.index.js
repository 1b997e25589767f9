export const id = 584;
export const ids = [584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* unused harmony exports GITHUB_IDLE_TIMEOUT_MS, GITHUB_REQUEST_TIMEOUT_MS, GITHUB_MAX_RESPONSE_BYTES */
/* harmony import */ var _network_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95284);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71290);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);



/** The same silence the platform's transport allows. */
const GITHUB_IDLE_TIMEOUT_MS = 60_000;
const GITHUB_REQUEST_TIMEOUT_MS = 5 * 60_000;
/** No GitHub answer the action reads comes near this; a larger one is a broken or hostile server. */
const GITHUB_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** An Octokit for GitHub's API that sends the token to GitHub's own origins and nowhere else. */
async function createGitHubClient(options) {
    const [{ getOctokit }, { retry }] = await Promise.all([
        __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351)),
        Promise.all(/* import() */[__webpack_require__.e(735), __webpack_require__.e(15)]).then(__webpack_require__.bind(__webpack_require__, 49735))
    ]);
    const log = options.log ?? { debug: () => undefined, warn: () => undefined };
    const octokit = getOctokit(options.token, {
        baseUrl: options.apiUrl,
        log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
        retry: { retries: options.retries ?? 3, retryAfterBaseValue: options.retryBaseMs ?? 1_000 }
    }, retry);
    const apiOrigin = new URL(options.apiUrl).origin;
    // URLs from GitHub's answers (next-page links, upload URLs) are checked before the token goes out.
    octokit.hook.before('request', request => {
        const raw = String(request.url);
        if (!/^[a-z][a-z0-9+.-]*:/i.test(raw))
            return;
        const url = new URL(raw);
        if (url.origin === apiOrigin || options.allowUrl?.(url))
            return;
        throw new Error(`refused to follow a link to ${url.origin}, which is not the GitHub API (${apiOrigin})`);
    });
    // Registered last, so it wraps the retry plugin: its deadline covers every attempt of a request.
    octokit.hook.wrap('request', async (request, endpoint) => {
        const idleMs = options.idleTimeoutMs ?? GITHUB_IDLE_TIMEOUT_MS;
        const totalMs = options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS;
        const deadline = AbortSignal.timeout(totalMs);
        const signals = [deadline, options.signal, endpoint.request?.signal].filter(s => s !== undefined);
        const outcome = { refusals: 0 };
        // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
        endpoint.request = {
            ...endpoint.request,
            signal: AbortSignal.any(signals),
            fetch: githubFetch({
                idleMs,
                maxBytes: options.maxResponseBytes ?? GITHUB_MAX_RESPONSE_BYTES,
                outcome
            })
        };
        const failed = (error) => {
            if (outcome.failure)
                return outcome.failure;
            if (options.signal?.aborted)
                return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ECANCELLED', 'cancelled');
            if (deadline.aborted) {
                return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('EDEADLINE', `no complete answer within ${seconds(totalMs)}`);
            }
            return error;
        };
        let response;
        try {
            response = await request(endpoint);
        }
        catch (error) {
            throw failed(error);
        }
        // Octokit reads a JSON body that breaks off as '' instead of failing; the failure is ours.
        if (outcome.failure)
            throw outcome.failure;
        return response;
    });
    return octokit;
}
/**
 * Octokit's `fetch`, on the action's one HTTP stack (its bounds, proxies and redirect rule). A failure
 * that must not be retried (silence, size, a certificate, the third refused tunnel) is recorded in
 * `outcome` and thrown as a plain abort, which Octokit and its retry plugin pass on as it is.
 */
function githubFetch(bounds) {
    const { outcome } = bounds;
    const stop = (error) => {
        if (error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .ExchangeError */ .Sb && error.code !== 'ECANCELLED') {
            // GitHub's own words for silence and size, as its messages always had them.
            const silent = error.code === 'TIMEOUT' || error.code === 'ESTALLED';
            outcome.failure ??= silent
                ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ESTALLED', `no data from GitHub for ${seconds(bounds.idleMs)}`)
                : error.code === 'ETOOLARGE'
                    ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`)
                    : new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x(error.code, error.message);
        }
        if (error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc) {
            const { failure } = error;
            const refusals = failure.code === 'EPROXY' ? (outcome.refusals = (outcome.refusals ?? 0) + 1) : 0;
            if (!failure.certificate && refusals < _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PROXY_ATTEMPTS */ .H$)
                throw error;
            // A refused tunnel's advice names the proxy and what to check; a certificate's code goes once.
            const text = failure.code === 'EPROXY'
                ? (failure.advice ?? failure.message)
                : `${failure.message} (${failure.code})`;
            outcome.failure ??= Object.assign(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubTransferError */ .x(failure.code, text), {
                cause: error
            });
        }
        // Octokit passes an abort on unretried only when it is an Error named so.
        throw Object.assign(new Error(outcome.failure?.message ?? 'aborted', { cause: error }), {
            name: 'AbortError'
        });
    };
    return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const answer = await (0,_network_http_js__WEBPACK_IMPORTED_MODULE_0__/* .exchange */ .cv)({
            method: init?.method ?? 'GET',
            url,
            headers: Object.fromEntries(new Headers(init?.headers)),
            body: (init?.body ?? null),
            idleTimeoutMs: bounds.idleMs,
            totalTimeoutMs: Infinity,
            maxBodyBytes: bounds.maxBytes,
            ...(init?.signal && { signal: init.signal }),
            ...(init?.redirect === 'manual' && { follow: false }),
            onFailure: stop
        }).catch(stop);
        const empty = [204, 205, 304].includes(answer.status);
        const response = new Response(empty ? null : answer.body, {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers
        });
        Object.defineProperty(response, 'url', { value: answer.url.href });
        return response;
    };
}
function seconds(ms) {
    return `${ms / 1000} s`;
}


/***/ })

};

//# sourceMappingURL=584.index.js.map