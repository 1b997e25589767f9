const id = 425;
const ids = [425, 879];
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
  ),
  /***/
  36879: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        listReleases: () => (
          /* binding */
          listReleases
        )
        /* harmony export */
      });
      var _paginate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71674);
      const MAX_RELEASE_PAGES = 10;
      const PAGE_SIZE = 100;
      async function listReleases(octokit, request) {
        const maxPages = request.maxPages ?? MAX_RELEASE_PAGES;
        const listing = await (0, _paginate_js__WEBPACK_IMPORTED_MODULE_0__._w)(octokit, {
          route: "GET /repos/{owner}/{repo}/releases",
          params: { owner: request.owner, repo: request.repo },
          items: (data) => {
            if (!Array.isArray(data))
              throw new Error("not an array of releases");
            return data.flatMap((item) => toListedRelease(item) ?? []);
          },
          perPage: PAGE_SIZE,
          maxItems: maxPages * PAGE_SIZE,
          maxPages,
          ...request.signal && { signal: request.signal }
        });
        return { releases: listing.items, complete: !listing.truncated };
      }
      function toListedRelease(raw) {
        if (!raw || typeof raw !== "object")
          return void 0;
        const r = raw;
        if (typeof r.id !== "number" || typeof r.tag_name !== "string")
          return void 0;
        const text = (value) => typeof value === "string" ? value : "";
        const nullableText = (value) => typeof value === "string" ? value : null;
        const assets = [];
        for (const asset of Array.isArray(r.assets) ? r.assets : []) {
          if (!asset || typeof asset !== "object")
            continue;
          const a = asset;
          if (typeof a.id !== "number" || typeof a.name !== "string")
            continue;
          assets.push({
            id: a.id,
            name: a.name,
            size: typeof a.size === "number" ? a.size : 0,
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
          ...typeof r.immutable === "boolean" && { immutable: r.immutable },
          created_at: text(r.created_at),
          published_at: nullableText(r.published_at),
          assets,
          body: nullableText(r.body),
          html_url: text(r.html_url),
          upload_url: text(r.upload_url)
        };
      }
    })
  ),
  /***/
  23425: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        ReleaseAssetError: () => (
          /* binding */
          ReleaseAssetError
        ),
        /* harmony export */
        attachReleaseAsset: () => (
          /* binding */
          attachReleaseAsset
        )
        /* harmony export */
      });
      var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
      var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /* @__PURE__ */ __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
      var _network_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31303);
      var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96584);
      var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73116);
      var _paginate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71674);
      var _release_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36879);
      class ReleaseAssetError extends Error {
        kind;
        status;
        name = "ReleaseAssetError";
        constructor(message, kind, status) {
          super(message);
          this.kind = kind;
          this.status = status;
        }
      }
      const MAX_ASSETS = 1e3;
      async function attachReleaseAsset(request) {
        const data = request.data ?? await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(request.file);
        const octokit = await (0, _client_js__WEBPACK_IMPORTED_MODULE_2__.$)({
          ...request,
          allowUrl: (url) => isUploadOrigin(url, new URL(request.apiUrl))
        });
        try {
          return await attach(octokit, request, data);
        } catch (error) {
          throw describeFailure(error, request);
        }
      }
      async function step(what, call) {
        try {
          return await call();
        } catch (error) {
          throw (0, _errors_js__WEBPACK_IMPORTED_MODULE_3__.o7)(error, what);
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
        } catch (error) {
          if (!release.draft && isImmutableRefusal(error))
            throw immutableError(request);
          if (!isAlreadyExists(error))
            throw error;
          await removeAssets(session, await sameNameAssets(session));
          uploaded = await uploadAsset(session, data);
        }
        const asset = uploaded;
        if (typeof asset?.name !== "string" || typeof asset.browser_download_url !== "string") {
          const what = `POST ${repoPath}/releases/${release.id}/assets (upload)`;
          throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__.y_(`${what} answered with something that is not an asset.`, what, void 0);
        }
        return {
          name: asset.name,
          downloadUrl: asset.browser_download_url,
          releaseUrl: release.htmlUrl,
          size: typeof asset.size === "number" ? asset.size : data.length,
          replaced: existing.length > 0,
          draft: release.draft
        };
      }
      async function targetRelease(octokit, request, repoPath) {
        const found = await findRelease(octokit, request);
        if (typeof found?.id !== "number" || typeof found.upload_url !== "string") {
          throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__.y_(`GET ${repoPath}/releases answered with something that is not a release.`, `GET ${repoPath}/releases`, void 0);
        }
        if (found.immutable === true && found.draft !== true)
          throw immutableError(request);
        return {
          id: found.id,
          uploadUrl: checkedUploadUrl(found.upload_url, request.apiUrl),
          htmlUrl: typeof found.html_url === "string" ? found.html_url : "",
          draft: found.draft === true
        };
      }
      async function sameNameAssets({ octokit, request, release }) {
        const { owner, repo, signal } = request;
        const stored = request.assetName.replace(/[^A-Za-z0-9._+-]+/g, ".");
        const listing = await (0, _paginate_js__WEBPACK_IMPORTED_MODULE_4__._w)(octokit, {
          route: "GET /repos/{owner}/{repo}/releases/{release_id}/assets",
          params: { owner, repo, release_id: release.id },
          items: assetsOfPage,
          maxItems: MAX_ASSETS,
          ...signal && { signal }
        });
        return listing.items.filter((asset) => asset.name === request.assetName || asset.name === stored).map((asset) => asset.id);
      }
      async function removeAssets(session, ids2) {
        const { octokit, request, repoPath } = session;
        const { owner, repo, signal } = request;
        for (const id2 of ids2) {
          try {
            await step(`DELETE ${repoPath}/releases/assets/${id2}`, () => octokit.rest.repos.deleteReleaseAsset({
              owner,
              repo,
              asset_id: id2,
              ...signal && { request: { signal } }
            }));
          } catch (error) {
            if (error.status !== 404)
              throw error;
          }
        }
      }
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
          data,
          headers: { "content-type": "application/json", "content-length": data.length },
          ...signal && { request: { signal } }
        }));
        return uploaded.data;
      }
      async function findRelease(octokit, request) {
        const { owner, repo, tag, signal } = request;
        const repoPath = `/repos/${owner}/${repo}`;
        if (request.releaseId !== void 0) {
          const answer = await step(`GET ${repoPath}/releases/${request.releaseId}`, () => octokit.rest.repos.getRelease({
            owner,
            repo,
            release_id: request.releaseId,
            ...signal && { request: { signal } }
          }));
          return answer.data;
        }
        try {
          const answer = await step(`GET ${repoPath}/releases/tags/${tag}`, () => octokit.rest.repos.getReleaseByTag({
            owner,
            repo,
            tag,
            ...signal && { request: { signal } }
          }));
          return answer.data;
        } catch (error) {
          if (error.status !== 404)
            throw error;
        }
        const list = await step(`GET ${repoPath}/releases`, () => (0, _release_list_js__WEBPACK_IMPORTED_MODULE_5__.listReleases)(octokit, { owner, repo, ...signal && { signal } }));
        const draft = list.releases.find((release) => release.draft && release.tag_name === tag);
        if (draft)
          return draft;
        const searched = list.complete ? "the releases list" : "the newest 1,000 releases";
        throw new ReleaseAssetError(`Create a GitHub release for tag ${tag} (a draft will do) to have the SBOM attached to it: ${owner}/${repo} has no published release for that tag and no draft for it in ${searched}.`, "no-release", 404);
      }
      function immutableError(request) {
        return new ReleaseAssetError(`Attach the SBOM while the release is a draft: the release of ${request.tag} is immutable, so GitHub takes no new asset on it (and none is removed). On the tag push, create the release as a draft, run this step, then publish it (see "Immutable releases" in docs/sbom-export.md).`, "immutable", 422);
      }
      function isImmutableRefusal(error) {
        return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__.y_ && error.status === 422 && error.codes.length === 0;
      }
      function isAlreadyExists(error) {
        return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__.y_ && error.status === 422 && error.codes.includes("already_exists");
      }
      function assetsOfPage(data) {
        if (!Array.isArray(data))
          throw new Error("not an array of assets");
        return data.map((item, i) => {
          const asset = item;
          if (typeof asset?.id !== "number" || typeof asset.name !== "string") {
            throw new Error(`asset ${i + 1} of the page has no ID or name`);
          }
          return { id: asset.id, name: asset.name };
        });
      }
      function isUploadOrigin(upload, api) {
        const sibling = api.hostname.startsWith("api.") && upload.hostname === `uploads.${api.hostname.slice(4)}`;
        const secure = upload.protocol === "https:" || upload.protocol === api.protocol;
        return secure && (upload.hostname === api.hostname || sibling);
      }
      function checkedUploadUrl(template, apiUrl) {
        const refuse = () => {
          throw new ReleaseAssetError(`Attach the SBOM by hand, or report this: the release's upload_url (${template.split("{")[0]}) is not on GitHub's upload origin for ${apiUrl}, so the token was not sent there.`, "failed", void 0);
        };
        let upload;
        let api;
        try {
          upload = new URL(template.replace(/\{[^}]*\}/g, ""));
          api = new URL(apiUrl);
        } catch {
          return refuse();
        }
        if (!isUploadOrigin(upload, api))
          refuse();
        return template;
      }
      function describeFailure(error, request) {
        if (error instanceof ReleaseAssetError)
          return error;
        const failure = (0, _errors_js__WEBPACK_IMPORTED_MODULE_3__.o7)(error, "Attaching the release asset");
        const { status } = failure;
        const answer = failure.message;
        const repository = `${request.owner}/${request.repo}`;
        if (status === 404 && /\/releases\/(tags\/|[0-9]+$)/.test(failure.operation)) {
          return new ReleaseAssetError(`Create a GitHub release for tag ${request.tag} to have the SBOM attached to it: ${repository} has no published release for that tag (${answer}).`, "no-release", status);
        }
        if (status === 403) {
          return new ReleaseAssetError(`Give the job \`permissions: contents: write\` (or pass a github-token that may write releases) to attach the SBOM to the release: ${answer}.`, "refused", status);
        }
        if (status === 401) {
          return new ReleaseAssetError(`Check the github-token input: GitHub did not accept it. ${answer}.`, "refused", status);
        }
        const connection = status === void 0 ? (0, _network_failures_js__WEBPACK_IMPORTED_MODULE_1__.yL)(error, new URL(request.apiUrl).hostname) : void 0;
        if (connection?.advice) {
          return new ReleaseAssetError(`${connection.advice} The SBOM was not attached to the release of ${request.tag} (${answer}).`, "failed", status);
        }
        return new ReleaseAssetError(`Run the step again to attach the SBOM to the release of ${request.tag}: ${answer}.`, "failed", status);
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=425.index.js.map
