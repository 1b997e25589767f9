export const id = 584;
export const ids = [584];
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

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d_: () => (/* binding */ connectionAdvice),
/* harmony export */   o7: () => (/* binding */ gitHubFailure),
/* harmony export */   x: () => (/* binding */ GitHubTransferError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _action_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71599);
/* harmony import */ var _network_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31303);
/**
 * The one way a failed GitHub request becomes a message: what was asked (`GET /repos/o/r/…`), then
 * GitHub's status and message, or why no answer came. GitHub's text is untrusted: it is put on one
 * line and cut short here, and the sinks (log, summary, outputs) remove secrets before escaping it.
 */


/** A request that got no usable answer: silence, an answer too large, the deadline, cancellation. */
class GitHubTransferError extends Error {
    code;
    name = 'GitHubTransferError';
    constructor(
    /** `ESTALLED`, `ETOOLARGE`, `EDEADLINE`, `ECANCELLED`, `ESHAPE` or `EPAGES`. */
    code, message) {
        super(message);
        this.code = code;
    }
}
/** A GitHub request that failed, after any retries. */
class GitHubError extends Error {
    operation;
    status;
    codes;
    transfer;
    name = 'GitHubError';
    constructor(message, 
    /** What was asked: `GET /repos/acme/widgets/pulls/1/commits`. */
    operation, 
    /** HTTP status when GitHub answered; undefined when no answer came. */
    status, 
    /** GitHub's error codes (`errors[].code`, e.g. `already_exists`), when it gave any. */
    codes = [], 
    /** Why no answer came (see {@link GitHubTransferError}), when none did. */
    transfer) {
        super(message);
        this.operation = operation;
        this.status = status;
        this.codes = codes;
        this.transfer = transfer;
    }
}
/** At most this much of GitHub's own text goes into a message. */
const REASON_LIMIT = 300;
/** `what answered HTTP 404: Not Found`, or `what failed: no data from GitHub for 60 s`. */
function gitHubFailure(error, what) {
    if (error instanceof GitHubError)
        return error;
    const transfer = error instanceof GitHubTransferError ? error.code : undefined;
    // Octokit gives network errors status 500 too; only an error with a response was answered.
    const response = error?.response;
    const raw = response !== undefined ? error.status : undefined;
    const status = typeof raw === 'number' ? raw : undefined;
    const text = error instanceof Error ? error.message : String(error);
    const reason = (0,_action_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_action_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text).replace(/\s+/g, ' ').trim(), REASON_LIMIT);
    const message = status !== undefined
        ? `${what} answered HTTP ${status}: ${reason}`
        : `${what} failed: ${reason}`;
    const failure = new GitHubError(message, what, status, errorCodes(response?.data), transfer);
    // Kept for readers of the connection's failure (a refused proxy, a certificate, DNS).
    return Object.assign(failure, { cause: error });
}
function errorCodes(data) {
    const errors = data?.errors;
    if (!Array.isArray(errors))
        return [];
    return errors
        .map(e => e?.code)
        .filter((code) => typeof code === 'string')
        .slice(0, 10);
}
/**
 * The advice of a request that got no answer because of the network's set-up (a refused proxy, a
 * certificate, a name that does not resolve), for the host of `apiUrl`; undefined otherwise, and
 * for any answered request. Such failures are not cured by running the step again.
 */
function connectionAdvice(error, apiUrl) {
    if (typeof error?.status === 'number') {
        if (error.response !== undefined)
            return undefined;
    }
    return (0,_network_failures_js__WEBPACK_IMPORTED_MODULE_1__/* .describeConnectionFailure */ .yL)(error, new URL(apiUrl).hostname).advice;
}


/***/ })

};

