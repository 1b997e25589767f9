const id = 584;
const ids = [584];
const modules = {
  /***/
  96584: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        $: () => (
          /* binding */
          clientFor
        ),
        /* harmony export */
        createGitHubClient: () => (
          /* binding */
          createGitHubClient
        )
        /* harmony export */
      });
      var _network_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95284);
      var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71290);
      var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
      function clientFor(request) {
        return (request.newClient ?? createGitHubClient)(request);
      }
      async function createGitHubClient(options) {
        const { getOctokit } = await __webpack_require__.e(
          /* import() */
          351
        ).then(__webpack_require__.bind(__webpack_require__, 61351));
        const { retry } = await Promise.all(
          /* import() */
          [__webpack_require__.e(735), __webpack_require__.e(15)]
        ).then(__webpack_require__.bind(__webpack_require__, 49735));
        const { debug, warn } = options.log ?? { debug: () => void 0, warn: () => void 0 };
        const log = { debug, info: debug, warn, error: warn };
        const retries = { retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1e3 };
        const octokit = getOctokit(options.token, { baseUrl: options.apiUrl, log, retry: retries }, retry);
        octokit.hook.wrap("request", async (request, endpoint) => {
          const deadline = AbortSignal.timeout(_network_http_js__WEBPACK_IMPORTED_MODULE_0__.oI.totalMs);
          const outcome = { refusals: 0 };
          const signals = [deadline, options.signal, endpoint.request?.signal];
          const signal = AbortSignal.any(signals.filter((each) => each !== void 0));
          endpoint.request = { ...endpoint.request, signal, fetch: githubFetch(options, outcome) };
          return await Promise.resolve(request(endpoint)).catch((error) => {
            if (outcome.failure)
              throw outcome.failure;
            if (options.signal?.aborted)
              throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x("ECANCELLED", "cancelled");
            if (!deadline.aborted)
              throw error;
            const late = `no complete answer within ${(0, _network_http_js__WEBPACK_IMPORTED_MODULE_0__.YA)(_network_http_js__WEBPACK_IMPORTED_MODULE_0__.oI.totalMs)}`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x("EDEADLINE", late);
          });
        });
        return octokit;
      }
      function githubFetch(options, outcome) {
        const idleMs = options.idleTimeoutMs ?? _network_http_js__WEBPACK_IMPORTED_MODULE_0__.oI.idleMs;
        const maxBytes = options.maxResponseBytes ?? _network_http_js__WEBPACK_IMPORTED_MODULE_0__.oI.maxBytes;
        const apiOrigin = new URL(options.apiUrl).origin;
        const stop = (error) => {
          const failure = error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__.Sb ? error.failure : void 0;
          if (failure) {
            const refusals = failure.code === "EPROXY" ? ++outcome.refusals : 0;
            if (!failure.certificate && refusals < _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__.H$)
              throw error;
            const text = refusals ? failure.message : `${failure.message} (${failure.code})`;
            outcome.failure ??= new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x(failure.code, text);
            outcome.failure.cause ??= error;
          } else if (error instanceof _network_http_js__WEBPACK_IMPORTED_MODULE_0__.Sb && error.code !== "ECANCELLED") {
            outcome.failure ??= ["TIMEOUT", "ESTALLED"].includes(error.code) ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x("ESTALLED", `no data from GitHub for ${(0, _network_http_js__WEBPACK_IMPORTED_MODULE_0__.YA)(idleMs)}`) : error.code === "ETOOLARGE" ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x("ETOOLARGE", `an answer larger than ${maxBytes} bytes`) : new _errors_js__WEBPACK_IMPORTED_MODULE_2__.x(error.code, error.message);
          }
          const abort = new Error(outcome.failure?.message ?? "aborted", { cause: error });
          throw Object.assign(abort, { name: "AbortError" });
        };
        return async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          if (url.origin !== apiOrigin && !options.allowUrl?.(url)) {
            const refused = `refused to follow a link to ${url.origin}, which is not the GitHub API (${apiOrigin})`;
            stop(new _network_http_js__WEBPACK_IMPORTED_MODULE_0__.Sb("EORIGIN", refused));
          }
          const answer = await (0, _network_http_js__WEBPACK_IMPORTED_MODULE_0__.cv)({
            method: init?.method ?? "GET",
            url,
            headers: Object.fromEntries(new Headers(init?.headers)),
            body: init?.body,
            idleTimeoutMs: idleMs,
            maxBodyBytes: maxBytes,
            signal: init?.signal ?? void 0
          }).catch(stop);
          const body = [204, 205, 304].includes(answer.status) ? null : answer.body;
          return Object.defineProperty(new Response(body, answer), "url", { value: answer.url });
        };
      }
    })
  ),
  /***/
  73116: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        d_: () => (
          /* binding */
          connectionAdvice
        ),
        /* harmony export */
        o7: () => (
          /* binding */
          gitHubFailure
        ),
        /* harmony export */
        x: () => (
          /* binding */
          GitHubTransferError
        ),
        /* harmony export */
        y_: () => (
          /* binding */
          GitHubError
        )
        /* harmony export */
      });
      var _action_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71599);
      var _network_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31303);
      class GitHubTransferError extends Error {
        code;
        name = "GitHubTransferError";
        constructor(code, message) {
          super(message);
          this.code = code;
        }
      }
      class GitHubError extends Error {
        operation;
        status;
        codes;
        transfer;
        name = "GitHubError";
        constructor(message, operation, status, codes = [], transfer) {
          super(message);
          this.operation = operation;
          this.status = status;
          this.codes = codes;
          this.transfer = transfer;
        }
      }
      const REASON_LIMIT = 300;
      function gitHubFailure(error, what) {
        if (error instanceof GitHubError)
          return error;
        const transfer = error instanceof GitHubTransferError ? error.code : void 0;
        const response = error?.response;
        const raw = response !== void 0 ? error.status : void 0;
        const status = typeof raw === "number" ? raw : void 0;
        const text = error instanceof Error ? error.message : String(error);
        const reason = (0, _action_text_js__WEBPACK_IMPORTED_MODULE_0__.xv)((0, _action_text_js__WEBPACK_IMPORTED_MODULE_0__.TN)(text).replace(/\s+/g, " ").trim(), REASON_LIMIT);
        const message = status !== void 0 ? `${what} answered HTTP ${status}: ${reason}` : `${what} failed: ${reason}`;
        const failure = new GitHubError(message, what, status, errorCodes(response?.data), transfer);
        return Object.assign(failure, { cause: error });
      }
      function errorCodes(data) {
        const errors = data?.errors;
        if (!Array.isArray(errors))
          return [];
        return errors.map((e) => e?.code).filter((code) => typeof code === "string").slice(0, 10);
      }
      function connectionAdvice(error, apiUrl) {
        if (typeof error?.status === "number") {
          if (error.response !== void 0)
            return void 0;
        }
        return (0, _network_failures_js__WEBPACK_IMPORTED_MODULE_1__.yL)(error, new URL(apiUrl).hostname).advice;
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=584.index.js.map
