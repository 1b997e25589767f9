const id = 962;
const ids = [962, 584];
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
  87962: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        PreviousArtifactError: () => (
          /* binding */
          PreviousArtifactError
        ),
        downloadPreviousArtifact: () => (
          /* binding */
          downloadPreviousArtifact
        ),
        findPreviousArtifact: () => (
          /* binding */
          findPreviousArtifact
        )
      });
      var external_node_crypto_ = __webpack_require__(77598);
      var external_node_fs_ = __webpack_require__(73024);
      var promises_ = __webpack_require__(51455);
      var external_node_path_ = __webpack_require__(76760);
      var external_node_stream_ = __webpack_require__(57075);
      var external_node_stream_promises_ = __webpack_require__(46466);
      var action_text = __webpack_require__(71599);
      var external_node_zlib_ = __webpack_require__(38522);
      ;
      class ZipError extends Error {
        name = "ZipError";
      }
      class InflatedTooLargeError extends ZipError {
        maxBytes;
        name = "InflatedTooLargeError";
        constructor(maxBytes) {
          super(`it unpacks to more than ${maxBytes} bytes`);
          this.maxBytes = maxBytes;
        }
      }
      const END_OF_DIRECTORY = 101010256;
      const DIRECTORY_ENTRY = 33639248;
      const LOCAL_ENTRY = 67324752;
      const END_SEARCH_BYTES = 22 + 65535;
      const ZIP64 = 4294967295;
      const INFLATE_CHUNK_BYTES = 64 * 1024;
      async function listZipEntries(handle, size) {
        const tailLength = Math.min(size, END_SEARCH_BYTES);
        const tail = await readAt(handle, size - tailLength, tailLength);
        let end = -1;
        for (let at2 = tail.length - 22; at2 >= 0; at2--) {
          if (tail.readUInt32LE(at2) === END_OF_DIRECTORY) {
            end = at2;
            break;
          }
        }
        if (end < 0)
          throw new ZipError("it is not a zip (no end of central directory)");
        const count = tail.readUInt16LE(end + 10);
        const directorySize = tail.readUInt32LE(end + 12);
        const directoryOffset = tail.readUInt32LE(end + 16);
        if (directorySize === ZIP64 || directoryOffset === ZIP64 || count === 65535) {
          throw new ZipError("it is a zip64 archive, which an inventory artifact never is");
        }
        if (directoryOffset + directorySize > size)
          throw new ZipError("its central directory is cut off");
        const directory = await readAt(handle, directoryOffset, directorySize);
        const entries = [];
        let at = 0;
        for (let n = 0; n < count; n++) {
          if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
            throw new ZipError("its central directory is malformed");
          }
          const flags = directory.readUInt16LE(at + 8);
          const nameLength = directory.readUInt16LE(at + 28);
          const entry = {
            name: directory.toString("utf8", at + 46, at + 46 + nameLength),
            method: directory.readUInt16LE(at + 10),
            crc32: directory.readUInt32LE(at + 16),
            compressedSize: directory.readUInt32LE(at + 20),
            localOffset: directory.readUInt32LE(at + 42)
          };
          if (flags & 1)
            throw new ZipError(`its entry ${JSON.stringify(entry.name)} is encrypted`);
          if (entry.compressedSize === ZIP64 || entry.localOffset === ZIP64) {
            throw new ZipError("it is a zip64 archive, which an inventory artifact never is");
          }
          entries.push(entry);
          at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
        }
        return entries;
      }
      async function inflateEntry(zipFile, handle, entry, outFile, options) {
        if (entry.method !== 0 && entry.method !== 8) {
          throw new ZipError(`its entry uses compression method ${entry.method}, not deflate`);
        }
        const local = await readAt(handle, entry.localOffset, 30);
        if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_ENTRY) {
          throw new ZipError("its local entry header is malformed");
        }
        const dataStart = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
        let written = 0;
        let crc = 0;
        const bound = new external_node_stream_.Transform({
          transform(chunk, _encoding, callback) {
            if (written + chunk.length > options.maxBytes) {
              callback(new InflatedTooLargeError(options.maxBytes));
              return;
            }
            written += chunk.length;
            crc = (0, external_node_zlib_.crc32)(chunk, crc);
            callback(null, chunk);
          }
        });
        const source = entry.compressedSize === 0 ? external_node_stream_.Readable.from([]) : (0, external_node_fs_.createReadStream)(zipFile, {
          start: dataStart,
          end: dataStart + entry.compressedSize - 1
        });
        const out = (0, external_node_fs_.createWriteStream)(outFile);
        const signal = options.signal && { signal: options.signal };
        try {
          if (entry.method === 8) {
            const inflate = (0, external_node_zlib_.createInflateRaw)({ chunkSize: INFLATE_CHUNK_BYTES });
            await (0, external_node_stream_promises_.pipeline)(source, inflate, bound, out, { ...signal });
          } else
            await (0, external_node_stream_promises_.pipeline)(source, bound, out, { ...signal });
        } catch (error) {
          const code = error.code;
          if (typeof code === "string" && code.startsWith("Z_")) {
            throw new ZipError(`its entry does not inflate (${error.message})`);
          }
          throw error;
        }
        if (crc !== entry.crc32)
          throw new ZipError("its entry does not match its CRC-32");
        return written;
      }
      async function readAt(handle, position, length) {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      }
      var client = __webpack_require__(96584);
      var errors = __webpack_require__(73116);
      var paginate = __webpack_require__(71674);
      ;
      class PreviousArtifactError extends Error {
        kind;
        status;
        name = "PreviousArtifactError";
        constructor(message, kind, status) {
          super(message);
          this.kind = kind;
          this.status = status;
        }
      }
      const MAX_RUNS = 30;
      const MAX_ARTIFACTS_PER_RUN = 10;
      const DEFAULT_TIMEOUT_MS = 6e4;
      const OWN_CODE_EVENTS = /* @__PURE__ */ new Set(["schedule", "workflow_dispatch", "push"]);
      async function findPreviousArtifact(request) {
        const [owner = "", repo = ""] = request.repository.split("/");
        const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        const lookup = {
          request,
          octokit: await (0, client.$)(request),
          owner,
          repo,
          timeoutMs,
          // One deadline for the whole look-up (the run, its workflow's runs, their artifacts).
          signal: AbortSignal.timeout(timeoutMs)
        };
        const thisRun = await getThisRun(lookup);
        const workflowName = thisRun.name ?? String(thisRun.workflow_id);
        const earlier = await earlierRuns(lookup, thisRun);
        for (const run of earlier) {
          const found = await newestArtifact(lookup, run.id);
          if (!found)
            continue;
          if (found.expired) {
            throw new PreviousArtifactError(`The artifact ${request.artifactName} of the most recent earlier successful run of workflow ${workflowName} (run ${run.id}) has expired: run the inventory more often than the artifact retention period, or raise the retention in the repository's Actions settings.`, "expired");
          }
          return previousArtifact(lookup, run, found);
        }
        throw new PreviousArtifactError(earlier.length === 0 ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory to compare with yet: the next run compares with this one.` : `${earlier.length === 1 ? "The earlier successful run" : `None of the ${earlier.length} most recent earlier successful runs`} of workflow ${workflowName} uploaded ${earlier.length === 1 ? "no artifact" : "an artifact"} named ${request.artifactName}: the next run compares with this one's.`, "not-found");
      }
      async function getThisRun({ request, octokit, owner, repo, signal }) {
        try {
          const answer = await octokit.rest.actions.getWorkflowRun({
            owner,
            repo,
            run_id: request.runId,
            request: { signal }
          });
          return answer.data;
        } catch (error) {
          const what = `GET /repos/${owner}/${repo}/actions/runs/${request.runId}`;
          throw describeFailure((0, errors.o7)(error, what), request.apiUrl);
        }
      }
      async function earlierRuns(lookup, thisRun) {
        const { request, octokit, owner, repo, timeoutMs, signal } = lookup;
        const runs = await listed((0, paginate._w)(octokit, {
          route: "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs",
          params: {
            owner,
            repo,
            workflow_id: thisRun.workflow_id,
            status: "success",
            exclude_pull_requests: "true"
          },
          items: (data) => itemsOf(data, "workflow_runs", toRun),
          perPage: MAX_RUNS,
          maxItems: MAX_RUNS,
          maxPages: 1,
          timeoutMs,
          signal
        }), request.apiUrl);
        const startedAt = Date.parse(thisRun.created_at);
        return runs.filter((run) => run.id !== request.runId && Date.parse(run.created_at) <= startedAt && OWN_CODE_EVENTS.has(run.event) && run.headRepositoryId === thisRun.repository.id);
      }
      async function newestArtifact(lookup, runId) {
        const { request, octokit, owner, repo, timeoutMs, signal } = lookup;
        const artifacts = await listed((0, paginate._w)(octokit, {
          route: "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",
          params: { owner, repo, run_id: runId, name: request.artifactName },
          items: (data) => itemsOf(data, "artifacts", toArtifact),
          perPage: MAX_ARTIFACTS_PER_RUN,
          maxItems: MAX_ARTIFACTS_PER_RUN,
          maxPages: 1,
          timeoutMs,
          signal
        }), request.apiUrl);
        return artifacts.filter((artifact) => artifact.name === request.artifactName).sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id)[0];
      }
      function previousArtifact({ request, owner, repo }, run, found) {
        return {
          id: found.id,
          name: found.name,
          size: found.size_in_bytes,
          ...found.digest && { digest: found.digest },
          workflowRunId: run.id,
          workflowRunCreatedAt: run.created_at,
          url: `${request.serverUrl.replace(/\/+$/, "")}/${owner}/${repo}/actions/runs/${run.id}/artifacts/${found.id}`
        };
      }
      async function listed(listing, apiUrl) {
        try {
          return (await listing).items;
        } catch (error) {
          throw describeFailure((0, errors.o7)(error, "GET (listing)"), apiUrl);
        }
      }
      function itemsOf(data, key, read) {
        const list = data?.[key];
        if (!Array.isArray(list))
          throw new Error(`no ${key} array`);
        return list.flatMap((raw) => raw && typeof raw === "object" ? read(raw) ?? [] : []);
      }
      function toRun(raw) {
        if (typeof raw.id !== "number" || typeof raw.created_at !== "string")
          return void 0;
        const event = typeof raw.event === "string" ? raw.event : void 0;
        const head = raw.head_repository;
        const headRepositoryId = typeof head?.id === "number" ? head.id : void 0;
        return { id: raw.id, created_at: raw.created_at, event, headRepositoryId };
      }
      function toArtifact(raw) {
        if (typeof raw.id !== "number" || typeof raw.name !== "string")
          return void 0;
        return {
          id: raw.id,
          name: raw.name,
          size_in_bytes: typeof raw.size_in_bytes === "number" ? raw.size_in_bytes : 0,
          expired: raw.expired === true,
          ...typeof raw.digest === "string" && { digest: raw.digest }
        };
      }
      const MAX_ARTIFACT_BYTES = 128 * 1024 * 1024;
      const ARTIFACT_DOWNLOAD_TIMEOUT_MS = 5 * 6e4;
      async function downloadPreviousArtifact(request, artifact, directory) {
        const what = `the artifact ${artifact.name} of run ${artifact.workflowRunId}`;
        if (isEnterpriseServer(request.serverUrl)) {
          throw new PreviousArtifactError(`Give previous-inventory the path of an earlier inventory file instead: artifacts of other runs cannot be downloaded from GitHub Enterprise Server (${request.serverUrl}).`, "unsupported");
        }
        const maxBytes = request.maxBytes ?? MAX_ARTIFACT_BYTES;
        const timeoutMs = request.downloadTimeoutMs ?? ARTIFACT_DOWNLOAD_TIMEOUT_MS;
        const deadline = AbortSignal.timeout(timeoutMs);
        const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
        const zipFile = external_node_path_.join(directory, "artifact.zip");
        try {
          const digest = await downloadZip(request, artifact, zipFile, { maxBytes, signal });
          if (artifact.digest !== void 0 && artifact.digest !== `sha256:${digest}`) {
            throw new PreviousArtifactError(`The ${what.slice(4)} did not match its digest (${artifact.digest}) when downloaded, so it was not used.`, "failed");
          }
          return await unpackInventory(zipFile, external_node_path_.join(directory, "inventory.json"), {
            maxBytes,
            signal
          });
        } catch (error) {
          if (error instanceof PreviousArtifactError)
            throw error;
          if (deadline.aborted) {
            throw new PreviousArtifactError(`Downloading ${what} did not finish within ${timeoutMs / 1e3} s, so it was not used.`, "failed");
          }
          if (error instanceof InflatedTooLargeError) {
            throw new PreviousArtifactError(`The ${what.slice(4)} unpacks to more than ${(0, action_text.z3)(maxBytes)}, the most read, so it was not used.`, "failed");
          }
          if (error instanceof ZipError) {
            throw new PreviousArtifactError(`The ${what.slice(4)} could not be unpacked (${error.message}), so it was not used.`, "failed");
          }
          throw downloadFailure(error, what, request);
        } finally {
          await (0, promises_.rm)(zipFile, { force: true });
        }
      }
      function isEnterpriseServer(serverUrl) {
        const host = new URL(serverUrl).hostname.toLowerCase();
        return host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost");
      }
      async function downloadZip(request, artifact, file, bounds) {
        const [owner = "", repo = ""] = request.repository.split("/");
        const octokit = await (0, client.$)({ ...request, maxResponseBytes: bounds.maxBytes });
        const response = await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}", {
          owner,
          repo,
          artifact_id: artifact.id,
          archive_format: "zip",
          // The body as a stream: counted, hashed and written as it arrives.
          request: { parseSuccessResponseBody: false, signal: bounds.signal }
        });
        const body = response.data;
        const hash = (0, external_node_crypto_.createHash)("sha256");
        let size = 0;
        const counted = new external_node_stream_.Transform({
          transform(chunk, _encoding, callback) {
            size += chunk.length;
            if (size > bounds.maxBytes) {
              callback(new Error(`the zip is larger than ${(0, action_text.z3)(bounds.maxBytes)}`));
              return;
            }
            hash.update(chunk);
            callback(null, chunk);
          }
        });
        await (0, external_node_stream_promises_.pipeline)(body ? external_node_stream_.Readable.fromWeb(body) : [], counted, (0, external_node_fs_.createWriteStream)(file), {
          signal: bounds.signal
        });
        return hash.digest("hex");
      }
      async function unpackInventory(zipFile, outFile, bounds) {
        const handle = await (0, promises_.open)(zipFile, "r");
        try {
          const entries = await listZipEntries(handle, (await handle.stat()).size);
          const json = entries.filter((entry) => /^[^/\\]+\.json$/.test(entry.name));
          if (json.length !== 1)
            return void 0;
          await inflateEntry(zipFile, handle, json[0], outFile, bounds);
          return outFile;
        } finally {
          await handle.close();
        }
      }
      function downloadFailure(error, what, { token, apiUrl }) {
        const failure = (0, errors.o7)(error, `Downloading ${what}`);
        const reason = failure.message.split(token).join("***");
        if (failure.status === 403 || failure.status === 401) {
          return new PreviousArtifactError(permissionAdvice(reason), "refused", failure.status);
        }
        if (failure.status === 410) {
          return new PreviousArtifactError(`The ${what.slice(4)} has expired (${reason}).`, "expired", failure.status);
        }
        const advice = (0, errors.d_)(failure, apiUrl);
        return new PreviousArtifactError(`${advice ? `${advice} ` : ""}${reason}.`, "failed", failure.status);
      }
      function permissionAdvice(answer) {
        return `Give the job \`permissions: actions: read\` (or pass a github-token that may read Actions artifacts) to compare with the previous inventory: GitHub refused the token (${answer}).`;
      }
      function describeFailure(error, apiUrl) {
        if (error.status === 403) {
          return new PreviousArtifactError(permissionAdvice(error.message), "refused", error.status);
        }
        if (error.status === 401) {
          return new PreviousArtifactError(`Check the github-token input: GitHub did not accept it (${error.message}).`, "refused", error.status);
        }
        const advice = (0, errors.d_)(error, apiUrl);
        return new PreviousArtifactError(`${advice ? `${advice} ` : ""}Looking up the previous inventory's artifact failed: ${error.message}.`, "failed", error.status);
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=962.index.js.map
