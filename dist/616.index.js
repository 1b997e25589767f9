const id = 616;
const ids = [616];
const modules = {
  /***/
  4616: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        uploadStepArtifact: () => (
          /* binding */
          uploadStepArtifact
        )
        /* harmony export */
      });
      var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
      var node_path__WEBPACK_IMPORTED_MODULE_0___default = /* @__PURE__ */ __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
      var _action_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58592);
      var _action_outputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18948);
      var _action_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71599);
      var _network_proxy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(71290);
      async function uploadStepArtifact(what, name, file) {
        const artifact = await _action_log_js__WEBPACK_IMPORTED_MODULE_1__.group(`Uploading ${what} as artifact ${name}`, () => uploadArtifact(name, file));
        await (0, _action_outputs_js__WEBPACK_IMPORTED_MODULE_2__.u)("artifact-id", String(artifact.id), "txt");
        await (0, _action_outputs_js__WEBPACK_IMPORTED_MODULE_2__.u)("artifact-url", artifact.url, "txt");
        _action_log_js__WEBPACK_IMPORTED_MODULE_1__.info(`Uploaded artifact ${name}: ${artifact.url}`);
        return artifact;
      }
      async function uploadArtifact(name, file, env = process.env) {
        const { DefaultArtifactClient } = await Promise.all(
          /* import() */
          [__webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(61)]
        ).then(__webpack_require__.bind(__webpack_require__, 54061));
        let result;
        try {
          result = await new DefaultArtifactClient().uploadArtifact(name, [file], node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(file));
        } catch (error) {
          throw new Error(uploadFailure(name, error));
        }
        if (result.id === void 0) {
          throw new Error(`Run the step again: the artifact service gave no ID for artifact '${name}'.`);
        }
        return { id: result.id, name, size: result.size ?? 0, url: artifactUrl(result.id, env) };
      }
      function uploadFailure(name, error) {
        const text = error instanceof Error ? error.message : String(error);
        const status = error?.statusCode;
        if (typeof status === "number")
          return storageFailure(name, status, error);
        if (/^Failed to CreateArtifact: .*\(409\)/.test(text)) {
          return `Check that artifact-name '${name}' is not used twice in this workflow run (each job of a matrix needs its own): the artifact service answered HTTP 409: ${reasonOf(text)}`;
        }
        const network = /^Failed to \w+: Unable to make request: E[A-Z]+/.test(text);
        const proxy = network ? resultsProxy() : void 0;
        if (proxy) {
          return `Check the proxy settings: the artifact service ${proxy.host} could not be reached through the proxy ${proxy.shown} (${reasonOf(text)}); check that the proxy allows ${proxy.host}.`;
        }
        const answered = Number(/Failed request: \((\d{3})\)/.exec(text)?.[1] ?? 0);
        const what = answered ? `the artifact service answered HTTP ${answered}` : "uploading it failed";
        const failure = `artifact '${name}' was not uploaded: ${what}: ${reasonOf(text)}`;
        const refused = answered >= 400 && answered < 500 && ![408, 429].includes(answered);
        return refused ? `${failure[0].toUpperCase()}${failure.slice(1)}` : `Run the step again: ${failure}`;
      }
      function storageFailure(name, status, error) {
        const url = typeof error.request?.url === "string" ? URL.parse(error.request.url) : null;
        const host = url?.hostname ?? "the artifact storage";
        const fromStorage = error.response?.headers?.get?.("x-ms-request-id") !== void 0;
        const proxy = storageProxy();
        if (proxy !== void 0 && (!fromStorage || status === 407)) {
          return `Check the proxy settings: the proxy ${proxy} answered HTTP ${status} to the upload of artifact '${name}' to ${host}; ${(0, _network_proxy_js__WEBPACK_IMPORTED_MODULE_4__.tT)(status, host)}.`;
        }
        const code = typeof error.code === "string" && /^\w{1,60}$/.test(error.code) ? ` (${error.code})` : "";
        return `Run the step again: artifact '${name}' was not uploaded: the artifact storage ${host} answered HTTP ${status}${code}.`;
      }
      function storageProxy(env = process.env) {
        for (const variable of ["HTTPS_PROXY", "ALL_PROXY", "HTTP_PROXY"]) {
          const value = env[variable] || env[variable.toLowerCase()];
          if (!value)
            continue;
          const url = URL.parse(value);
          return url ? `${url.protocol}//${url.host}` : void 0;
        }
        return void 0;
      }
      function resultsProxy() {
        const service = URL.parse(process.env.ACTIONS_RESULTS_URL ?? "");
        const proxy = service ? (0, _network_proxy_js__WEBPACK_IMPORTED_MODULE_4__.iJ)(service) : void 0;
        return service && proxy ? { shown: proxy.shown, host: service.host } : void 0;
      }
      function reasonOf(text) {
        const line = (0, _action_text_js__WEBPACK_IMPORTED_MODULE_3__.TN)(text.split("\n")[0] ?? "").replace(/\s+/g, " ").trim();
        const markup = line.search(/<[!a-z/]/i);
        const kept = markup === -1 ? line : `${line.slice(0, markup).trim()} (an HTML page, not quoted)`;
        return (0, _action_text_js__WEBPACK_IMPORTED_MODULE_3__.xv)(kept, 300);
      }
      function artifactUrl(id2, env) {
        const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
        return `${server}/${env.GITHUB_REPOSITORY ?? ""}/actions/runs/${env.GITHUB_RUN_ID ?? ""}/artifacts/${id2}`;
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=616.index.js.map
