const id = 149;
const ids = [149];
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
  40149: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        listPullRequestCommits: () => (
          /* binding */
          listPullRequestCommits
        )
        /* harmony export */
      });
      var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
      var _paginate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71674);
      const MAX_COMMITS = 250;
      const DEFAULT_TIMEOUT_MS = 3e4;
      async function listPullRequestCommits(request) {
        const octokit = await (0, _client_js__WEBPACK_IMPORTED_MODULE_0__.$)(request);
        const listing = await (0, _paginate_js__WEBPACK_IMPORTED_MODULE_1__._w)(octokit, {
          route: "GET /repos/{owner}/{repo}/pulls/{pull_number}/commits",
          params: { owner: request.owner, repo: request.repo, pull_number: request.pullNumber },
          items: commitsOfPage,
          maxItems: MAX_COMMITS,
          timeoutMs: request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...request.signal && { signal: request.signal }
        });
        return listing.items;
      }
      function commitsOfPage(data) {
        if (!Array.isArray(data))
          throw new Error("not an array of commits");
        return data.map((item, i) => {
          const commit = item;
          const sha = commit?.sha;
          const message = commit?.commit?.message;
          if (typeof sha !== "string" || !/^[0-9a-f]{40,64}$/i.test(sha)) {
            throw new Error(`commit ${i + 1} of the page has no SHA`);
          }
          if (typeof message !== "string")
            throw new Error(`commit ${sha.slice(0, 7)} has no message`);
          return { sha, message };
        });
      }
    })
  ),
  /***/
  71674: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        _w: () => (
          /* binding */
          listAll
        )
        /* harmony export */
      });
      var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
      const DEFAULT_LISTING_TIMEOUT_MS = 2 * 6e4;
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
          for (let page = 1; ; page++) {
            const found = pageItems(listing, response.data);
            for (const item of found) {
              if (items.length >= listing.maxItems)
                return { items, truncated: true };
              items.push(item);
            }
            const next = nextLink(response.headers.link);
            if (next === void 0)
              return { items, truncated: false };
            if (items.length >= listing.maxItems)
              return { items, truncated: true };
            if (page >= maxPages) {
              throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.x("EPAGES", `GitHub kept sending next-page links; gave up after ${page} pages`);
            }
            response = await octokit.request({ method: "GET", url: next, request: { signal } });
          }
        } catch (error) {
          if (listing.signal?.aborted)
            throw (0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__.x("ECANCELLED", "cancelled"), what);
          if (deadline.aborted) {
            const limit = `${timeoutMs / 1e3} s`;
            throw (0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__.x("EDEADLINE", `no complete listing within ${limit}`), what);
          }
          throw (0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.o7)(error, what);
        }
      }
      function pageItems(listing, data) {
        try {
          return listing.items(data);
        } catch (error) {
          const problem = error instanceof Error ? error.message : String(error);
          throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.x("ESHAPE", `the answer is not the listing GitHub sends: ${problem}`);
        }
      }
      function nextLink(header) {
        if (typeof header !== "string")
          return void 0;
        for (const part of header.split(",")) {
          const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
          if (match && /(^|;)\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/.test(match[2])) {
            return match[1].replace(/[{}]/g, (c) => encodeURIComponent(c));
          }
        }
        return void 0;
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=149.index.js.map
