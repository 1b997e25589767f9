export const id = 584;
export const ids = [584];
export const modules = {

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* unused harmony exports GITHUB_IDLE_TIMEOUT_MS, GITHUB_REQUEST_TIMEOUT_MS, GITHUB_MAX_RESPONSE_BYTES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);

/** The same silence the platform's transport allows. */
const GITHUB_IDLE_TIMEOUT_MS = 60_000;
const GITHUB_REQUEST_TIMEOUT_MS = 5 * 60_000;
/** No GitHub answer the action reads comes near this; a larger one is a broken or hostile server. */
const GITHUB_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** An Octokit for GitHub's API that sends the token to GitHub's own origins and nowhere else. */
async function createGitHubClient(options) {
    const [{ getOctokit }, { retry }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351)),
        Promise.all(/* import() */[__webpack_require__.e(735), __webpack_require__.e(15)]).then(__webpack_require__.bind(__webpack_require__, 49735))
    ]);
    const log = options.log ?? { debug: () => undefined, warn: () => undefined };
    const octokit = getOctokit(options.token, {
        baseUrl: options.apiUrl,
        log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
        // Proxies decided per origin by the toolkit's rules (the default decides once, for baseUrl).
        request: { fetch: await sharedFetch() },
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
        const outcome = {};
        // Octokit types its request options loosely; a fetch given there has fetch's shape.
        const inner = endpoint.request?.fetch ?? globalThis.fetch;
        // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
        endpoint.request = {
            ...endpoint.request,
            signal: AbortSignal.any(signals),
            fetch: boundedFetch(inner, {
                idleMs,
                maxBytes: options.maxResponseBytes ?? GITHUB_MAX_RESPONSE_BYTES,
                outcome
            })
        };
        const failed = (error) => {
            if (outcome.failure)
                return outcome.failure;
            if (options.signal?.aborted)
                return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('ECANCELLED', 'cancelled');
            if (deadline.aborted) {
                return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('EDEADLINE', `no complete answer within ${seconds(totalMs)}`);
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
let proxiedFetch;
/** One connection pool for every GitHub client of the run. */
function sharedFetch() {
    proxiedFetch ??= Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(34)]).then(__webpack_require__.bind(__webpack_require__, 98034)).then(module => module.createProxiedFetch().fetch);
    return proxiedFetch;
}
/**
 * `fetch` with an idle timer (reset by the headers and every chunk of the body) and a size bound.
 * A failure is recorded in `outcome` and the request aborted as a plain abort, which Octokit and its
 * retry plugin pass on without retrying.
 */
function boundedFetch(inner, bounds) {
    return async (input, init) => {
        const stop = new AbortController();
        const fail = (code, message) => {
            bounds.outcome.failure ??= new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x(code, message);
            stop.abort();
        };
        let timer;
        const arm = () => {
            clearTimeout(timer);
            timer = setTimeout(() => fail('ESTALLED', `no data from GitHub for ${seconds(bounds.idleMs)}`), bounds.idleMs);
            timer.unref();
        };
        arm();
        const signal = init?.signal ? AbortSignal.any([init.signal, stop.signal]) : stop.signal;
        let response;
        try {
            response = await inner(input, { ...init, signal });
        }
        catch (error) {
            clearTimeout(timer);
            // Octokit passes an abort on unretried only when it is an Error, which a DOMException from
            // another realm is not; so every abort is thrown as one.
            if (signal.aborted)
                throw abortError();
            throw error;
        }
        const declared = Number(response.headers.get('content-length'));
        if (declared > bounds.maxBytes) {
            clearTimeout(timer);
            fail('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`);
            await response.body?.cancel().catch(() => undefined);
            throw abortError();
        }
        if (!response.body) {
            clearTimeout(timer);
            return response;
        }
        arm();
        let bytes = 0;
        const body = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                bytes += chunk.byteLength;
                if (bytes > bounds.maxBytes) {
                    clearTimeout(timer);
                    fail('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`);
                    controller.error(bounds.outcome.failure);
                    return;
                }
                arm();
                controller.enqueue(chunk);
            },
            flush() {
                clearTimeout(timer);
            }
        }));
        const bounded = new Response(body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers
        });
        Object.defineProperty(bounded, 'url', { value: response.url });
        return bounded;
    };
}
function abortError() {
    return Object.assign(new Error('aborted'), { name: 'AbortError' });
}
function seconds(ms) {
    return `${ms / 1000} s`;
}


/***/ })

};

//# sourceMappingURL=584.index.js.map