export const id = 962;
export const ids = [962,584];
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

/***/ 87962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PreviousArtifactError: () => (/* binding */ PreviousArtifactError),
  downloadPreviousArtifact: () => (/* binding */ downloadPreviousArtifact),
  findPreviousArtifact: () => (/* binding */ findPreviousArtifact)
});

// UNUSED EXPORTS: ARTIFACT_DOWNLOAD_TIMEOUT_MS, MAX_ARTIFACT_BYTES, MAX_RUNS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/github/artifact-zip.ts
/**
 * Reads an artifact's zip from a file: its central directory, then one entry inflated into a file,
 * counting the bytes as they are written. The sizes a zip's headers state are not trusted (a hostile
 * zip claims 1 KB for an entry of gigabytes): the inflated bytes are bounded while they are written,
 * and the entry's CRC-32 is checked at the end.
 */




/** A zip the reader cannot or will not unpack. */
class ZipError extends Error {
    name = 'ZipError';
}
/** An entry that inflates to more than the bound. */
class InflatedTooLargeError extends ZipError {
    maxBytes;
    name = 'InflatedTooLargeError';
    constructor(maxBytes) {
        super(`it unpacks to more than ${maxBytes} bytes`);
        this.maxBytes = maxBytes;
    }
}
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** The end record (22 bytes) and the longest comment after it. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** 32-bit fields of this value mean zip64, which no artifact of at most 128 MiB needs. */
const ZIP64 = 0xffffffff;
/** Inflated bytes per chunk: zlib's default 16 KiB makes four times the round trips to the disk. */
const INFLATE_CHUNK_BYTES = 64 * 1024;
/** The entries of the zip in `handle` (`size` bytes), from its central directory. */
async function listZipEntries(handle, size) {
    const tailLength = Math.min(size, END_SEARCH_BYTES);
    const tail = await readAt(handle, size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at--) {
        if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
            end = at;
            break;
        }
    }
    if (end < 0)
        throw new ZipError('it is not a zip (no end of central directory)');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directorySize === ZIP64 || directoryOffset === ZIP64 || count === 0xffff) {
        throw new ZipError('it is a zip64 archive, which an inventory artifact never is');
    }
    if (directoryOffset + directorySize > size)
        throw new ZipError('its central directory is cut off');
    const directory = await readAt(handle, directoryOffset, directorySize);
    const entries = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
        if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
            throw new ZipError('its central directory is malformed');
        }
        const flags = directory.readUInt16LE(at + 8);
        const nameLength = directory.readUInt16LE(at + 28);
        const entry = {
            name: directory.toString('utf8', at + 46, at + 46 + nameLength),
            method: directory.readUInt16LE(at + 10),
            crc32: directory.readUInt32LE(at + 16),
            compressedSize: directory.readUInt32LE(at + 20),
            localOffset: directory.readUInt32LE(at + 42)
        };
        if (flags & 1)
            throw new ZipError(`its entry ${JSON.stringify(entry.name)} is encrypted`);
        if (entry.compressedSize === ZIP64 || entry.localOffset === ZIP64) {
            throw new ZipError('it is a zip64 archive, which an inventory artifact never is');
        }
        entries.push(entry);
        at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return entries;
}
/**
 * Inflates `entry` of the zip `zipFile` into `outFile`, writing at most `maxBytes`: past that, the
 * write stops with {@link InflatedTooLargeError}. Gives the bytes written.
 */
async function inflateEntry(zipFile, handle, entry, outFile, options) {
    if (entry.method !== 0 && entry.method !== 8) {
        throw new ZipError(`its entry uses compression method ${entry.method}, not deflate`);
    }
    const local = await readAt(handle, entry.localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_ENTRY) {
        throw new ZipError('its local entry header is malformed');
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
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            callback(null, chunk);
        }
    });
    // An empty entry has nothing to read (a read stream's `end` is inclusive).
    const source = entry.compressedSize === 0
        ? external_node_stream_.Readable.from([])
        : (0,external_node_fs_.createReadStream)(zipFile, {
            start: dataStart,
            end: dataStart + entry.compressedSize - 1
        });
    const out = (0,external_node_fs_.createWriteStream)(outFile);
    const signal = options.signal && { signal: options.signal };
    try {
        if (entry.method === 8) {
            const inflate = (0,external_node_zlib_.createInflateRaw)({ chunkSize: INFLATE_CHUNK_BYTES });
            await (0,external_node_stream_promises_.pipeline)(source, inflate, bound, out, { ...signal });
        }
        else
            await (0,external_node_stream_promises_.pipeline)(source, bound, out, { ...signal });
    }
    catch (error) {
        const code = error.code;
        if (typeof code === 'string' && code.startsWith('Z_')) {
            throw new ZipError(`its entry does not inflate (${error.message})`);
        }
        throw error;
    }
    if (crc !== entry.crc32)
        throw new ZipError('its entry does not match its CRC-32');
    return written;
}
async function readAt(handle, position, length) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/paginate.ts
var paginate = __webpack_require__(71674);
;// CONCATENATED MODULE: ./src/github/workflow-artifacts.ts
/**
 * The artifact of the most recent earlier successful run of this workflow (`previous-inventory:
 * artifact` of `mode: dependency-inventory`): this run → its workflow → that workflow's successful
 * runs, newest first, a few pages at most → each run's artifacts of that name. The lookup goes
 * through the GitHub client of `client.ts`, and so does the download (a redirect to blob storage),
 * bounded in bytes and time; the zip is then unpacked bounded (artifact-zip.ts).
 *
 * A token without `actions: read` gets 403 from these operations; that, no earlier run, an
 * artifact past its retention and any other failure are told apart by `kind`.
 */











class PreviousArtifactError extends Error {
    kind;
    status;
    name = 'PreviousArtifactError';
    constructor(message, kind, 
    /** HTTP status when GitHub answered. */
    status) {
        super(message);
        this.kind = kind;
        this.status = status;
    }
}
/** The most recent successful runs looked at: one page. */
const MAX_RUNS = 30;
/** Artifacts of that name listed per run at most (a re-run uploads anew). */
const MAX_ARTIFACTS_PER_RUN = 10;
const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * The events whose runs run the repository's own code, from its own branches: only their artifacts
 * can serve as the previous inventory. Pull request and review events run a contributor's code;
 * `repository_dispatch` can be sent by any token with write access and `merge_group` runs a queued
 * pull request's code, so they are left out too.
 */
const OWN_CODE_EVENTS = new Set(['schedule', 'workflow_dispatch', 'push']);
/** The newest artifact named `artifactName` of an earlier successful run of this run's workflow. */
async function findPreviousArtifact(request) {
    const [owner = '', repo = ''] = request.repository.split('/');
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const lookup = {
        request,
        octokit: await (0,client/* clientFor */.$)(request),
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
            throw new PreviousArtifactError(`The artifact ${request.artifactName} of the most recent earlier successful run of ` +
                `workflow ${workflowName} (run ${run.id}) has expired: run the inventory more often ` +
                `than the artifact retention period, or raise the retention in the repository's Actions settings.`, 'expired');
        }
        return previousArtifact(lookup, run, found);
    }
    throw new PreviousArtifactError(earlier.length === 0
        ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory ` +
            `to compare with yet: the next run compares with this one.`
        : `${earlier.length === 1 ? 'The earlier successful run' : `None of the ${earlier.length} most recent earlier successful runs`} ` +
            `of workflow ${workflowName} uploaded ${earlier.length === 1 ? 'no artifact' : 'an artifact'} ` +
            `named ${request.artifactName}: the next run compares with this one's.`, 'not-found');
}
/** This run: its workflow, when it started, and its repository. */
async function getThisRun({ request, octokit, owner, repo, signal }) {
    try {
        const answer = await octokit.rest.actions.getWorkflowRun({
            owner,
            repo,
            run_id: request.runId,
            request: { signal }
        });
        return answer.data;
    }
    catch (error) {
        const what = `GET /repos/${owner}/${repo}/actions/runs/${request.runId}`;
        throw describeFailure((0,errors/* gitHubFailure */.o7)(error, what), request.apiUrl);
    }
}
/** The workflow's successful runs that may hold the previous inventory, newest first. */
async function earlierRuns(lookup, thisRun) {
    const { request, octokit, owner, repo, timeoutMs, signal } = lookup;
    const runs = await listed((0,paginate/* listAll */._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        params: {
            owner,
            repo,
            workflow_id: thisRun.workflow_id,
            status: 'success',
            exclude_pull_requests: 'true'
        },
        items: data => itemsOf(data, 'workflow_runs', toRun),
        perPage: MAX_RUNS,
        maxItems: MAX_RUNS,
        maxPages: 1,
        timeoutMs,
        signal
    }), request.apiUrl);
    const startedAt = Date.parse(thisRun.created_at);
    // Only earlier runs: not this one (a re-run), nor one that started after it, and only runs of the
    // repository's own code (`exclude_pull_requests` only trims the answer): anyone who can open a
    // pull request could have shaped the artifact of a run of theirs.
    return runs.filter(run => run.id !== request.runId &&
        Date.parse(run.created_at) <= startedAt &&
        OWN_CODE_EVENTS.has(run.event) &&
        run.headRepositoryId === thisRun.repository.id);
}
/** The run's newest unexpired artifact of the name, else its newest expired one, else none. */
async function newestArtifact(lookup, runId) {
    const { request, octokit, owner, repo, timeoutMs, signal } = lookup;
    const artifacts = await listed((0,paginate/* listAll */._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        params: { owner, repo, run_id: runId, name: request.artifactName },
        items: data => itemsOf(data, 'artifacts', toArtifact),
        perPage: MAX_ARTIFACTS_PER_RUN,
        maxItems: MAX_ARTIFACTS_PER_RUN,
        maxPages: 1,
        timeoutMs,
        signal
    }), request.apiUrl);
    // The name filter matches exactly; the newest unexpired one first.
    return artifacts
        .filter(artifact => artifact.name === request.artifactName)
        .sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id)[0];
}
/** The artifact found, with its run and its page on GitHub. */
function previousArtifact({ request, owner, repo }, run, found) {
    return {
        id: found.id,
        name: found.name,
        size: found.size_in_bytes,
        ...(found.digest && { digest: found.digest }),
        workflowRunId: run.id,
        workflowRunCreatedAt: run.created_at,
        url: `${request.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${run.id}/artifacts/${found.id}`
    };
}
/** The items of a listing, or its failure as a {@link PreviousArtifactError}. */
async function listed(listing, apiUrl) {
    try {
        return (await listing).items;
    }
    catch (error) {
        // listAll's failures already name the listing.
        throw describeFailure((0,errors/* gitHubFailure */.o7)(error, 'GET (listing)'), apiUrl);
    }
}
/** `data[key]`, an array, each entry read by `read` (entries it refuses are left out). */
function itemsOf(data, key, read) {
    const list = data?.[key];
    if (!Array.isArray(list))
        throw new Error(`no ${key} array`);
    return list.flatMap((raw) => raw && typeof raw === 'object' ? (read(raw) ?? []) : []);
}
function toRun(raw) {
    if (typeof raw.id !== 'number' || typeof raw.created_at !== 'string')
        return undefined;
    const event = typeof raw.event === 'string' ? raw.event : undefined;
    const head = raw.head_repository;
    const headRepositoryId = typeof head?.id === 'number' ? head.id : undefined;
    return { id: raw.id, created_at: raw.created_at, event, headRepositoryId };
}
function toArtifact(raw) {
    if (typeof raw.id !== 'number' || typeof raw.name !== 'string')
        return undefined;
    return {
        id: raw.id,
        name: raw.name,
        size_in_bytes: typeof raw.size_in_bytes === 'number' ? raw.size_in_bytes : 0,
        expired: raw.expired === true,
        ...(typeof raw.digest === 'string' && { digest: raw.digest })
    };
}
/** The largest zip downloaded, and the most bytes its inventory may unpack to. */
const MAX_ARTIFACT_BYTES = 128 * 1024 * 1024;
/** One deadline for the download and the unpacking together. */
const ARTIFACT_DOWNLOAD_TIMEOUT_MS = 5 * 60_000;
/**
 * Downloads the artifact's zip into `directory` through the action's GitHub client (its proxy, caps
 * and idle timer; GitHub's redirect to blob storage is followed without the token), checks its
 * digest when GitHub gives one, and unpacks its inventory: the only `.json` file at its top, as
 * `inventory.json`, at most `maxBytes` of it whatever the zip's headers say. Gives that file, or
 * undefined when the zip holds no single such file.
 */
async function downloadPreviousArtifact(request, artifact, directory) {
    const what = `the artifact ${artifact.name} of run ${artifact.workflowRunId}`;
    if (isEnterpriseServer(request.serverUrl)) {
        throw new PreviousArtifactError(`Give previous-inventory the path of an earlier inventory file instead: artifacts of ` +
            `other runs cannot be downloaded from GitHub Enterprise Server (${request.serverUrl}).`, 'unsupported');
    }
    const maxBytes = request.maxBytes ?? MAX_ARTIFACT_BYTES;
    const timeoutMs = request.downloadTimeoutMs ?? ARTIFACT_DOWNLOAD_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
    const zipFile = external_node_path_.join(directory, 'artifact.zip');
    try {
        const digest = await downloadZip(request, artifact, zipFile, { maxBytes, signal });
        if (artifact.digest !== undefined && artifact.digest !== `sha256:${digest}`) {
            throw new PreviousArtifactError(`The ${what.slice(4)} did not match its digest (${artifact.digest}) when downloaded, ` +
                'so it was not used.', 'failed');
        }
        return await unpackInventory(zipFile, external_node_path_.join(directory, 'inventory.json'), {
            maxBytes,
            signal
        });
    }
    catch (error) {
        if (error instanceof PreviousArtifactError)
            throw error;
        if (deadline.aborted) {
            throw new PreviousArtifactError(`Downloading ${what} did not finish within ${timeoutMs / 1000} s, so it was not used.`, 'failed');
        }
        if (error instanceof InflatedTooLargeError) {
            throw new PreviousArtifactError(`The ${what.slice(4)} unpacks to more than ${(0,action_text/* formatBytes */.z3)(maxBytes)}, the most read, so ` +
                'it was not used.', 'failed');
        }
        if (error instanceof ZipError) {
            throw new PreviousArtifactError(`The ${what.slice(4)} could not be unpacked (${error.message}), so it was not used.`, 'failed');
        }
        throw downloadFailure(error, what, request);
    }
    finally {
        await (0,promises_.rm)(zipFile, { force: true });
    }
}
/**
 * GitHub Enterprise Server offers no downloads of other runs' artifacts; as the toolkit tells it:
 * any server but github.com, *.ghe.com (GitHub Enterprise Cloud) and *.localhost.
 */
function isEnterpriseServer(serverUrl) {
    const host = new URL(serverUrl).hostname.toLowerCase();
    return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}
/** Writes the zip to `file`, at most `maxBytes`; gives its SHA-256 (hex). */
async function downloadZip(request, artifact, file, bounds) {
    const [owner = '', repo = ''] = request.repository.split('/');
    const octokit = await (0,client/* clientFor */.$)({ ...request, maxResponseBytes: bounds.maxBytes });
    const response = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
        owner,
        repo,
        artifact_id: artifact.id,
        archive_format: 'zip',
        // The body as a stream: counted, hashed and written as it arrives.
        request: { parseSuccessResponseBody: false, signal: bounds.signal }
    });
    const body = response.data;
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, callback) {
            size += chunk.length;
            if (size > bounds.maxBytes) {
                callback(new Error(`the zip is larger than ${(0,action_text/* formatBytes */.z3)(bounds.maxBytes)}`));
                return;
            }
            hash.update(chunk);
            callback(null, chunk);
        }
    });
    await (0,external_node_stream_promises_.pipeline)(body ? external_node_stream_.Readable.fromWeb(body) : [], counted, (0,external_node_fs_.createWriteStream)(file), {
        signal: bounds.signal
    });
    return hash.digest('hex');
}
/** The zip's only top-level `.json` entry, inflated into `outFile`; undefined without one. */
async function unpackInventory(zipFile, outFile, bounds) {
    const handle = await (0,promises_.open)(zipFile, 'r');
    try {
        const entries = await listZipEntries(handle, (await handle.stat()).size);
        const json = entries.filter(entry => /^[^/\\]+\.json$/.test(entry.name));
        if (json.length !== 1)
            return undefined;
        await inflateEntry(zipFile, handle, json[0], outFile, bounds);
        return outFile;
    }
    finally {
        await handle.close();
    }
}
/** A failed download as the reason the previous inventory is not compared with. */
function downloadFailure(error, what, { token, apiUrl }) {
    const failure = (0,errors/* gitHubFailure */.o7)(error, `Downloading ${what}`);
    const reason = failure.message.split(token).join('***');
    if (failure.status === 403 || failure.status === 401) {
        return new PreviousArtifactError(permissionAdvice(reason), 'refused', failure.status);
    }
    if (failure.status === 410) {
        return new PreviousArtifactError(`The ${what.slice(4)} has expired (${reason}).`, 'expired', failure.status);
    }
    const advice = (0,errors/* connectionAdvice */.d_)(failure, apiUrl);
    return new PreviousArtifactError(`${advice ? `${advice} ` : ''}${reason}.`, 'failed', failure.status);
}
function permissionAdvice(answer) {
    return ('Give the job `permissions: actions: read` (or pass a github-token that may read Actions ' +
        `artifacts) to compare with the previous inventory: GitHub refused the token (${answer}).`);
}
/** A failed GitHub request as the reason the previous inventory is not compared with. */
function describeFailure(error, apiUrl) {
    if (error.status === 403) {
        return new PreviousArtifactError(permissionAdvice(error.message), 'refused', error.status);
    }
    if (error.status === 401) {
        return new PreviousArtifactError(`Check the github-token input: GitHub did not accept it (${error.message}).`, 'refused', error.status);
    }
    // A refused proxy, a certificate or DNS: what to check comes first, once.
    const advice = (0,errors/* connectionAdvice */.d_)(error, apiUrl);
    return new PreviousArtifactError(`${advice ? `${advice} ` : ''}Looking up the previous inventory's artifact failed: ${error.message}.`, 'failed', error.status);
}


/***/ })

};

