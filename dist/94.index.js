export const id = 94;
export const ids = [94,584];
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

/***/ 41094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PULL_REQUEST_NOTICE: () => (/* binding */ PULL_REQUEST_NOTICE),
  "default": () => (/* binding */ code_scanning),
  runCodeScanning: () => (/* binding */ runCodeScanning)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __webpack_require__(33566);
// EXTERNAL MODULE: ./src/action/files.ts
var files = __webpack_require__(61433);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: ./src/action/version.ts + 1 modules
var version = __webpack_require__(79133);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/code-scanning.ts
/**
 * GitHub's code scanning SARIF endpoints: "Upload an analysis as SARIF data"
 * (`POST /repos/{owner}/{repo}/code-scanning/sarifs`, the SARIF gzipped then base64-encoded) and
 * "Get information about a SARIF upload" (`GET …/code-scanning/sarifs/{sarif_id}`), on the action's
 * HTTP stack (client.ts). A failure is a `GitHubError` with GitHub's status when it answered.
 */


/** Uploads one analysis; its `id` is what the processing status is asked with. */
async function uploadSarif(request) {
    const octokit = await (0,client/* clientFor */.$)(request);
    const what = `POST /repos/${request.owner}/${request.repo}/code-scanning/sarifs`;
    try {
        const answer = await octokit.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', {
            owner: request.owner,
            repo: request.repo,
            commit_sha: request.commitSha,
            ref: request.ref,
            sarif: request.sarif,
            tool_name: request.toolName,
            started_at: request.startedAt,
            ...(request.signal && { request: { signal: request.signal } })
        });
        const data = answer.data;
        if (typeof data.id !== 'string' || data.id === '') {
            throw new Error('GitHub accepted the upload but its answer names no upload id');
        }
        const url = typeof data.url === 'string' ? data.url : '';
        return { id: data.id, url };
    }
    catch (error) {
        throw (0,errors/* gitHubFailure */.o7)(error, what);
    }
}
/** The processing status of one upload. */
async function sarifProcessing(request) {
    const octokit = await (0,client/* clientFor */.$)(request);
    const what = `GET /repos/${request.owner}/${request.repo}/code-scanning/sarifs/${request.sarifId}`;
    try {
        const answer = await octokit.request('GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}', {
            owner: request.owner,
            repo: request.repo,
            sarif_id: request.sarifId,
            ...(request.signal && { request: { signal: request.signal } })
        });
        const data = answer.data;
        const status = data.processing_status;
        if (status !== 'pending' && status !== 'complete' && status !== 'failed') {
            throw new Error(`GitHub gave the upload's processing_status as ${JSON.stringify(status)}`);
        }
        const errors = Array.isArray(data.errors)
            ? data.errors.filter((e) => typeof e === 'string')
            : [];
        return { status, errors };
    }
    catch (error) {
        throw (0,errors/* gitHubFailure */.o7)(error, what);
    }
}

// EXTERNAL MODULE: ./src/platform/project-pages.ts
var project_pages = __webpack_require__(47039);
// EXTERNAL MODULE: ./src/platform/scans.ts
var scans = __webpack_require__(62413);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/platform/findings.ts
var platform_findings = __webpack_require__(90729);
;// CONCATENATED MODULE: ./src/modes/code-scanning/inputs.ts
/** The inputs of `mode: code-scanning`, checked here once; later code trusts the type. */




const SCAN_COMMIT_MODES = ['warn', 'require', 'off'];
const DEFAULT_FINDING_TYPES = ['sast', 'sca'];
const DEFAULT_CATEGORY = 'semgrep-platform';
const DEFAULT_PROCESSING_TIMEOUT_S = 120;
const MIN_PROCESSING_TIMEOUT_S = 10;
const MAX_PROCESSING_TIMEOUT_S = 900;
/** A branch as a scan records it on push and schedule. */
const BRANCH_REF = /^refs\/heads\/[^\s]+$/;
/** Whether `ref` is a branch ref a scan can record; the same rule for the input and GITHUB_REF. */
function isBranchRef(ref) {
    return BRANCH_REF.test(ref) && !(0,action_text/* hasControlCharacters */.Kg)(ref) && ref.length <= 1000;
}
function branchRefError(ref, from) {
    const shown = JSON.stringify(ref.slice(0, 200));
    return new inputs/* InputError */.dz(`Set finding-ref to a branch, refs/heads/<branch> (e.g. refs/heads/main): ${from} is ${shown}, ` +
        `which is not a branch. Code scanning shows a branch's open findings; run this step on push ` +
        `to the default branch or on a schedule.`);
}
function parseCodeScanningInputs(read, env, common) {
    const ref = read('finding-ref').trim();
    if (ref && !isBranchRef(ref))
        throw branchRefError(ref, 'finding-ref');
    const repository = (env.GITHUB_REPOSITORY ?? '').trim();
    if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) {
        throw new inputs/* InputError */.dz('Run this step in a GitHub Actions workflow: GITHUB_REPOSITORY (owner/name) is not set, and ' +
            'code scanning alerts belong to a repository.');
    }
    const upload = (0,inputs/* parseBoolean */.yG)('upload', read('upload'), true);
    const githubToken = read('github-token').trim();
    if (upload && !githubToken) {
        throw new inputs/* InputError */.dz('Set github-token (default ${{ github.token }}) with permissions: security-events: write, or ' +
            'upload: false to write the SARIF file only.');
    }
    const types = (0,inputs/* parseChoices */.IJ)('finding-types', read('finding-types'), platform_findings/* FINDING_TYPES */.M3);
    const sarifFile = read('sarif-file').trim();
    return {
        ...(ref && { findingRef: ref }),
        findingTypes: types.length > 0 ? types : [...DEFAULT_FINDING_TYPES],
        findingSeverities: (0,inputs/* parseChoices */.IJ)('finding-severities', read('finding-severities'), platform_findings/* FINDING_SEVERITIES */._o),
        category: parseCategory(read('category')),
        ...(sarifFile && { sarifFile: (0,inputs/* parseFilePath */.zJ)(sarifFile, env, '') }),
        sarifFolder: env.RUNNER_TEMP || external_node_os_.tmpdir(),
        upload,
        waitForProcessing: (0,inputs/* parseBoolean */.yG)('wait-for-processing', read('wait-for-processing'), true),
        processingTimeoutMs: (0,inputs/* parseInteger */.cG)('processing-timeout', read('processing-timeout'), DEFAULT_PROCESSING_TIMEOUT_S, MIN_PROCESSING_TIMEOUT_S, MAX_PROCESSING_TIMEOUT_S) * 1000,
        githubToken,
        githubApiUrl: (0,inputs/* githubApiUrl */.BN)(env),
        githubServerUrl: serverUrl(env.GITHUB_SERVER_URL),
        repository,
        scanCommit: (0,inputs/* parseChoice */.HU)('scan-commit', read('scan-commit').trim() || 'warn', SCAN_COMMIT_MODES),
        apiUrl: common.apiUrl
    };
}
/** The analysis category: one line of printable text; a trailing `/` is the one the action adds. */
function parseCategory(value) {
    const category = value.trim().replace(/\/+$/, '') || DEFAULT_CATEGORY;
    if ((0,action_text/* hasControlCharacters */.Kg)(category) || category.length > 200) {
        throw new inputs/* InputError */.dz(`Input 'category' must be one line of at most 200 characters, e.g. ${DEFAULT_CATEGORY}.`);
    }
    return category;
}
/** The origin and path of GITHUB_SERVER_URL; github.com when unset or not an http(s) URL. */
function serverUrl(value) {
    try {
        const url = new URL((value ?? '').trim());
        if (url.protocol === 'https:' || url.protocol === 'http:') {
            return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
        }
    }
    catch {
        // not a URL: the default
    }
    return 'https://github.com';
}

// EXTERNAL MODULE: ./src/platform/id-set.ts
var id_set = __webpack_require__(64967);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/modes/code-scanning/sarif.ts
/**
 * The platform's findings as one SARIF 2.1.0 run that GitHub code scanning reads: one rule per
 * rule name, one result per finding, the most severe kept within GitHub's limits (5,000 results a
 * run; the file at most 10 MB gzipped). Pure: the same findings give the same bytes.
 *
 * Every text from the platform is bounded and written as plain text: SARIF reads `[text](n)` in a
 * message as a link, so brackets (and the backslash that escapes them) are escaped.
 */

/** GitHub keeps at most 5,000 results of a run (and rejects more than 25,000). */
const MAX_RESULTS = 5_000;
/** GitHub's limit on the gzipped SARIF file. */
const MAX_GZIPPED_BYTES = 10_000_000;
const MAX_MESSAGE_CHARS = 4_000;
const MAX_DESCRIPTION_CHARS = 1_024;
const MAX_RULE_NAME_CHARS = 255;
/** GitHub keeps 10 tags of a rule and rejects a rule with more than 20. */
const MAX_TAGS = 10;
const MAX_TAG_CHARS = 100;
const TOOL_NAME = 'Semgrep AppSec Platform';
const INFORMATION_URI = 'https://semgrep.dev';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Most severe first; a severity the platform does not name ranks last. */
const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
/** As GitHub's examples write it, so that the alert shows the platform's severity. */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0'
};
const LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note'
};
function severityRank(severity) {
    const index = SEVERITY_ORDER.indexOf(severity);
    return index === -1 ? SEVERITY_ORDER.length : index;
}
function knownSeverity(severity) {
    return SEVERITY_ORDER.includes(severity)
        ? severity
        : undefined;
}
/** The repository-relative path as a URI reference, or why it cannot be one. */
function repositoryPath(filePath) {
    if (filePath.trim() === '')
        return { skip: 'no location' };
    const relative = filePath.replace(/^(\.\/)+/, '');
    const outside = { skip: 'path outside the repository' };
    if (relative === '' || /^[/\\]/.test(relative) || /^[A-Za-z]:/.test(relative))
        return outside;
    const segments = relative.split('/');
    if (segments.some(s => s.split('\\').includes('..')))
        return outside;
    return { uri: segments.map(s => encodeURIComponent(s)).join('/') };
}
/** At most `max` characters, never half a surrogate pair; a cut text ends with `…`. */
function bounded(value, max) {
    // Control characters but line breaks and tabs: no reader of an alert wants them.
    const clean = value.replace(/(?![\n\r\t])\p{Cc}/gu, '');
    if (clean.length <= max)
        return clean;
    let cut = clean.slice(0, max - 1);
    if (/[\ud800-\udbff]$/.test(cut))
        cut = cut.slice(0, -1);
    return `${cut}…`;
}
/** Plain text for a SARIF message: `[`, `]` and `\` escaped, so that nothing becomes a link. */
function plain(value) {
    return value.replace(/[\\[\]]/g, c => `\\${c}`);
}
/** A message from platform text: escaped, the whole at most `max` characters (a cut ends in `…`). */
function messageText(value, max) {
    const whole = plain(bounded(value, Number.MAX_SAFE_INTEGER));
    if (whole.length <= max)
        return whole;
    let text = '';
    // By code point, escape and all: a cut never splits either.
    for (const c of bounded(value, Number.MAX_SAFE_INTEGER)) {
        const piece = plain(c);
        if (text.length + piece.length > max - 1)
            break;
        text += piece;
    }
    return `${text}…`;
}
/** The region as given, 1-based; an end before the start is dropped. */
function regionOf(place) {
    if (place.line === undefined)
        return undefined;
    const region = { startLine: place.line };
    if (place.column !== undefined)
        region.startColumn = place.column;
    let endLine = place.endLine;
    let endColumn = place.endColumn;
    if (endLine !== undefined && endLine < place.line) {
        endLine = undefined;
        endColumn = undefined;
    }
    if (endLine !== undefined)
        region.endLine = endLine;
    const sameLine = (endLine ?? place.line) === place.line;
    if (endColumn !== undefined &&
        sameLine &&
        place.column !== undefined &&
        endColumn < place.column) {
        endColumn = undefined;
    }
    if (endColumn !== undefined)
        region.endColumn = endColumn;
    return region;
}
/** A supply-chain finding's lead: advisory, `package@version`, reachability, fix. */
function supplyChainLead(finding) {
    const sc = finding.supplyChain;
    if (sc === undefined)
        return '';
    const parts = [];
    const pkg = sc.package ? `${sc.package}${sc.version ? `@${sc.version}` : ''}` : '';
    if (sc.advisory && pkg)
        parts.push(`${sc.advisory} in ${pkg}`);
    else if (sc.advisory || pkg)
        parts.push(sc.advisory || pkg);
    if (sc.reachability)
        parts.push(sc.reachability);
    parts.push(sc.fixVersion ? `fixed in ${sc.fixVersion}` : 'no fixed version');
    return `${parts.join('; ')}. `;
}
function ruleMessageOf(finding) {
    return finding.ruleMessage || finding.ruleName || 'Finding';
}
/** The result's message text, with a link to the call site when there is one. */
function resultMessage(finding, hasCallSite) {
    const link = hasCallSite ? ' See the [call site](1).' : '';
    const body = messageText(`${supplyChainLead(finding)}${ruleMessageOf(finding)}`, MAX_MESSAGE_CHARS - link.length);
    return `${body}${link}`;
}
function tagsOf(finding) {
    const tags = ['security', ...(finding.cweNames ?? []), ...(finding.owaspNames ?? [])]
        .map(tag => bounded(tag.trim(), MAX_TAG_CHARS))
        .filter(tag => tag !== '');
    return [...new Set(tags)].slice(0, MAX_TAGS);
}
/** Most severe first, then by ID (numerically), so that the cut is the same on every run. */
function compareFindings(a, b) {
    const bySeverity = severityRank(a.severity) - severityRank(b.severity);
    if (bySeverity !== 0)
        return bySeverity;
    const [x, y] = [BigInt(a.id), BigInt(b.id)];
    return x < y ? -1 : x > y ? 1 : 0;
}
/**
 * The findings of a listing as they arrive, holding at most about twice {@link MAX_RESULTS} of
 * those that can be results: the less severe beyond the 5,000 most severe are only counted, so
 * that memory does not grow with the branch's findings.
 */
class ResultCandidates {
    list = [];
    placeable = 0;
    /** The least severe kept at the last pruning: anything less severe is only counted. */
    worst;
    /** Findings left out as less severe than {@link MAX_RESULTS} others. */
    dropped = 0;
    add(finding) {
        const placeable = 'uri' in repositoryPath(finding.filePath);
        // Dropped at once, so that it never outlives a young collection (see docs/performance.md).
        if (placeable && this.worst !== undefined && compareFindings(finding, this.worst) > 0) {
            this.dropped++;
            return;
        }
        this.list.push(finding);
        if (placeable && ++this.placeable >= 2 * MAX_RESULTS)
            this.prune();
    }
    get findings() {
        return this.list;
    }
    /** Every finding added, dropped ones included. */
    get count() {
        return this.list.length + this.dropped;
    }
    prune() {
        const placeable = this.list.filter(f => 'uri' in repositoryPath(f.filePath));
        const others = this.list.filter(f => !('uri' in repositoryPath(f.filePath)));
        placeable.sort(compareFindings);
        this.dropped += placeable.length - MAX_RESULTS;
        this.list = [...others, ...placeable.slice(0, MAX_RESULTS)];
        this.placeable = MAX_RESULTS;
        this.worst = placeable[MAX_RESULTS - 1];
    }
}
/**
 * The run for these findings: the skipped ones counted, the rest most severe first, at most
 * {@link MAX_RESULTS}, fewer when the file would pass {@link MAX_GZIPPED_BYTES} gzipped.
 */
function buildSarif(findings, meta, maxGzippedBytes = MAX_GZIPPED_BYTES) {
    const dropped = findings instanceof ResultCandidates ? findings.dropped : 0;
    const all = findings instanceof ResultCandidates ? findings.findings : findings;
    const skipped = new Map();
    const placed = [];
    for (const finding of all) {
        const place = repositoryPath(finding.filePath);
        if ('skip' in place) {
            skipped.set(place.skip, (skipped.get(place.skip) ?? 0) + 1);
            continue;
        }
        const call = finding.supplyChain?.callSite;
        const callPlace = call ? repositoryPath(call.filePath) : undefined;
        const callSite = call && callPlace && 'uri' in callPlace
            ? { uri: callPlace.uri, ...withRegion(regionOf(call)) }
            : undefined;
        placed.push({ finding, uri: place.uri, ...(callSite && { callSite }) });
    }
    placed.sort((a, b) => compareFindings(a.finding, b.finding));
    let keep = Math.min(placed.length, MAX_RESULTS);
    let cutBy = keep < placed.length || dropped > 0 ? 'results' : undefined;
    for (;;) {
        const { json, ruleCount } = render(placed.slice(0, keep), meta);
        const gzipped = (0,external_node_zlib_.gzipSync)(json);
        if (gzipped.length <= maxGzippedBytes || keep === 0) {
            return {
                json,
                gzipped,
                kept: placed.slice(0, keep).map(({ finding: f }) => ({
                    id: f.id,
                    type: f.type,
                    severity: f.severity,
                    ruleName: f.ruleName
                })),
                ruleCount,
                skipped,
                cut: placed.length - keep + dropped,
                ...(cutBy && { cutBy })
            };
        }
        // Fewer results in proportion, with a margin, until the file fits.
        keep = Math.floor((keep * maxGzippedBytes * 0.9) / gzipped.length);
        cutBy = 'size';
    }
}
function withRegion(region) {
    return region ? { region } : {};
}
/** The SARIF text of these results and their rules. */
function render(placed, meta) {
    const rules = new Map();
    for (const { finding } of placed) {
        const entry = rules.get(finding.ruleName);
        if (entry === undefined) {
            rules.set(finding.ruleName, {
                index: rules.size,
                name: finding.ruleName,
                message: ruleMessageOf(finding),
                rank: severityRank(finding.severity),
                tags: tagsOf(finding)
            });
        }
        else {
            entry.rank = Math.min(entry.rank, severityRank(finding.severity));
        }
    }
    const document = {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: TOOL_NAME,
                        informationUri: INFORMATION_URI,
                        semanticVersion: meta.version,
                        rules: [...rules.values()].map(ruleJson)
                    }
                },
                automationDetails: { id: `${meta.category}/` },
                versionControlProvenance: [
                    { repositoryUri: meta.repositoryUrl, revisionId: meta.commit, branch: meta.ref }
                ],
                results: placed.map(p => resultJson(p, rules.get(p.finding.ruleName).index, meta))
            }
        ]
    };
    return { json: JSON.stringify(document), ruleCount: rules.size };
}
function ruleJson(rule) {
    const severity = SEVERITY_ORDER[rule.rank];
    const description = bounded(rule.message, MAX_DESCRIPTION_CHARS);
    return {
        id: rule.name,
        name: bounded(rule.name, MAX_RULE_NAME_CHARS),
        shortDescription: { text: bounded(rule.name, MAX_DESCRIPTION_CHARS) },
        fullDescription: { text: description },
        help: { text: description },
        defaultConfiguration: { level: severity ? LEVEL[severity] : 'warning' },
        properties: {
            tags: rule.tags,
            ...(severity && { 'security-severity': SECURITY_SEVERITY[severity] })
        }
    };
}
function resultJson({ finding, uri, callSite }, ruleIndex, meta) {
    const severity = knownSeverity(finding.severity);
    const region = regionOf(finding);
    return {
        ruleId: finding.ruleName,
        ruleIndex,
        level: severity ? LEVEL[severity] : 'warning',
        message: { text: resultMessage(finding, callSite !== undefined) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
                    ...withRegion(region)
                }
            }
        ],
        ...(callSite && {
            relatedLocations: [
                {
                    id: 1,
                    physicalLocation: {
                        artifactLocation: { uri: callSite.uri, uriBaseId: '%SRCROOT%' },
                        ...withRegion(callSite.region)
                    },
                    message: { text: 'call site' }
                }
            ]
        }),
        partialFingerprints: {
            primaryLocationLineHash: finding.matchBasedId ?? `semgrepFindingId:${finding.id}`,
            ...(finding.matchBasedId !== undefined && {
                'semgrepMatchBasedId/v1': finding.matchBasedId
            }),
            'semgrepFindingId/v1': finding.id
        },
        properties: {
            semgrepFindingId: finding.id,
            semgrepFindingUrl: meta.findingUrl(finding.id),
            semgrepFindingType: finding.type
        }
    };
}

;// CONCATENATED MODULE: ./src/modes/code-scanning/listing.ts




/** The statuses still to fix; never `ignored`, `provisionally_ignored` or `fixed`. */
const TO_FIX = ['open', 'reviewing', 'fixing'];
/** The largest page the operation serves. */
const PAGE_SIZE = 100;
/** Listings in flight at once. */
const LISTING_CONCURRENCY = 4;
/** More distinct findings than this over every listing is an error that says how to narrow. */
const MAX_BRANCH_FINDINGS = 50_000;
/** Every listing together, every page and retry. */
const LISTING_TIME_LIMIT_MS = 10 * 60_000;
const NOTHING_UPLOADED = 'Nothing was uploaded.';
/** Every listing, {@link LISTING_CONCURRENCY} at a time; the first failure stops the others. */
async function listBranchFindings(target, context) {
    const stop = new AbortController();
    const signal = context.signal ? AbortSignal.any([context.signal, stop.signal]) : stop.signal;
    const endsAt = context.clock.now() + LISTING_TIME_LIMIT_MS;
    const tasks = TO_FIX.flatMap(status => target.types.map(type => ({ status, type })));
    const seen = new id_set/* IdSet */.w();
    const findings = new ResultCandidates();
    const mismatched = new Map();
    let pages = 0;
    // Findings listed without their ref or repository: counted as another's, unless none is left.
    let unnamed = 0;
    const take = (finding) => {
        const reason = mismatch(finding, target);
        if (reason !== undefined) {
            mismatched.set(reason, (mismatched.get(reason) ?? 0) + 1);
            if (finding.ref === undefined || finding.repositoryName === undefined)
                unnamed++;
            return;
        }
        if (!seen.add(BigInt(finding.id)))
            return;
        if (seen.size > MAX_BRANCH_FINDINGS)
            throw tooMany(target);
        findings.add(finding);
    };
    let next = 0;
    const worker = async () => {
        while (next < tasks.length) {
            const { status, type } = tasks[next++];
            const found = await (0,platform_findings/* listFindings */.F$)(context.client, target.slug, {
                ref: target.ref,
                repository: target.repository,
                status,
                severities: target.severities,
                types: [type]
            }, {
                pageSize: PAGE_SIZE,
                maxFindings: MAX_BRANCH_FINDINGS,
                timeLimitMs: Math.max(1, endsAt - context.clock.now()),
                now: () => context.clock.now(),
                signal,
                consequence: NOTHING_UPLOADED,
                // Each page as it comes: only the most severe are held (ResultCandidates).
                onPage: page => page.forEach(take)
            });
            pages += found.pages;
        }
    };
    const workers = Array.from({ length: Math.min(LISTING_CONCURRENCY, tasks.length) }, () => worker().catch((error) => {
        stop.abort();
        throw error;
    }));
    const settled = await Promise.allSettled(workers);
    const failed = settled.find(s => s.status === 'rejected');
    if (failed) {
        const reason = failed.reason;
        throw reason instanceof platform_findings/* TooManyFindingsError */.UW ? tooMany(target) : reason;
    }
    // An empty run closes every open alert of its category: it is uploaded only when the findings
    // left out were shown to be another branch's or repository's, not merely unnamed.
    if (findings.count === 0 && unnamed > 0)
        throw unnamedFindings(target, unnamed);
    return { findings, mismatched, pages };
}
function mismatch(finding, target) {
    if (finding.ref !== target.ref)
        return 'another ref';
    if (finding.repositoryName?.toLowerCase() !== target.repository.toLowerCase()) {
        return 'another repository';
    }
    if (finding.status !== undefined && !TO_FIX.includes(finding.status)) {
        return 'a status not to fix';
    }
    return undefined;
}
function unnamedFindings(target, count) {
    return new Error(`Ask the platform's support why its findings do not say where they are: it listed ` +
        `${(0,action_text/* plural */.LS)(count, 'finding')} to fix on ${target.ref} in ${target.repository} without their ` +
        `ref or repository, and none with them. An empty upload would close every open alert of ` +
        `the category. ${NOTHING_UPLOADED}`);
}
function tooMany(target) {
    return new Error(`Narrow the findings with finding-severities (e.g. high, critical) or finding-types: the ` +
        `platform lists more than ${MAX_BRANCH_FINDINGS} findings still to fix on ${target.ref} in ` +
        `${target.repository}, more than this step maps (code scanning keeps 5,000 of a run). ` +
        NOTHING_UPLOADED);
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/code-scanning/summary.ts
/**
 * The job summary of `mode: code-scanning`, rendered from the run's result model: the verdict
 * first (what was uploaded, of which scan, in which category), then the counts by severity and
 * type, the rules with the most results, and what was skipped and why.
 */





const TYPE_LABELS = {
    sast: 'code',
    sca: 'supply chain',
    ai_sast: 'AI-found code'
};
const TOP_RULES = 10;
function renderCodeScanningSummary(run, failure, cancelled) {
    const verdict = failure !== undefined ? failed(run, failure, cancelled) : done(run);
    return (0,summary/* renderSummary */.Br)(verdict, [
        failure !== undefined && !cancelled ? (0,summary/* failureBlock */.Qu)(failure) : '',
        (0,summary/* warningsBlock */.LZ)(run.warnings),
        countsTable(run),
        rulesTable(run),
        skippedList(run)
    ]);
}
function failed(run, failure, cancelled) {
    if (cancelled) {
        return {
            outcome: 'failed',
            sentence: `**The run was cancelled.** ${run.upload ? 'The SARIF was uploaded before that.' : 'Nothing was uploaded.'}`
        };
    }
    const what = run.upload
        ? 'GitHub could not process the upload.'
        : 'Nothing was uploaded to code scanning.';
    return (0,summary/* failedVerdict */.b9)(what, failure);
}
/** `3 critical, 40 high, 2 medium` (the severities present, most severe first). */
function bySeverity(kept) {
    const counts = new Map();
    for (const f of kept) {
        const key = severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other';
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...SEVERITY_ORDER, 'other']
        .filter(s => counts.has(s))
        .map(s => `${(0,action_text/* formatCount */.B4)(counts.get(s))} ${s}`)
        .join(', ');
}
function scanWords(run) {
    const scan = run.scan;
    const commit = (0,markdown/* code */.aY)(scan.commit.slice(0, 7));
    return scan.completedAt !== undefined
        ? `the scan of ${commit} (completed ${(0,markdown/* text */.Qq)((0,scans/* scanTime */.$v)(scan.completedAt))})`
        : `commit ${commit} (scan-commit: off)`;
}
function done(run) {
    const sarif = run.sarif;
    const outcome = run.warnings.length > 0 ? 'warning' : 'done';
    const count = sarif.kept.length;
    const ref = (0,markdown/* code */.aY)(run.ref);
    const category = (0,markdown/* code */.aY)(run.category);
    if (run.uploadSkipped) {
        const what = count === 0 ? 'an empty run' : resultsWords(run);
        return {
            outcome,
            sentence: `Wrote ${what} from ${scanWords(run)} to ${(0,markdown/* code */.aY)(sarif.file)}; not uploaded (upload: false).`
        };
    }
    if (count === 0) {
        return {
            outcome,
            sentence: `No open findings on ${ref} of ${(0,markdown/* text */.Qq)(run.repository)} at ${scanWords(run)}: uploaded ` +
                `an empty run to code scanning, category ${category}, so that fixed alerts close.`
        };
    }
    return {
        outcome,
        sentence: `Uploaded ${resultsWords(run)} from ${scanWords(run)} to code scanning, category ${category}.`
    };
}
function resultsWords(run) {
    const sarif = run.sarif;
    return (`${(0,action_text/* plural */.LS)(sarif.kept.length, 'result')} (${bySeverity(sarif.kept)}) of ` +
        (0,action_text/* plural */.LS)(sarif.ruleCount, 'rule'));
}
function countsTable(run) {
    const kept = run.sarif?.kept;
    if (!kept || kept.length === 0)
        return '';
    const types = ['sast', 'sca', 'ai_sast'].filter(t => kept.some(f => f.type === t));
    const severities = [...SEVERITY_ORDER, 'other'].filter(s => kept.some(f => (severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other') === s));
    const rows = severities.map(s => [
        s,
        ...types.map(t => (0,action_text/* formatCount */.B4)(kept.filter(f => f.type === t &&
            (severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other') === s).length))
    ]);
    const numeric = types.map((_, i) => i + 1);
    return `### Results by severity and type\n\n${(0,markdown/* table */.tp)(['severity', ...types.map(t => TYPE_LABELS[t])], rows, numeric)}`;
}
function rulesTable(run) {
    const kept = run.sarif?.kept;
    if (!kept || kept.length === 0)
        return '';
    const byRule = new Map();
    for (const f of kept) {
        const entry = byRule.get(f.ruleName) ?? { count: 0, rank: severityRank(f.severity) };
        entry.count++;
        entry.rank = Math.min(entry.rank, severityRank(f.severity));
        byRule.set(f.ruleName, entry);
    }
    const top = [...byRule.entries()]
        .sort((a, b) => b[1].count - a[1].count || a[1].rank - b[1].rank || (a[0] < b[0] ? -1 : 1))
        .slice(0, TOP_RULES);
    const rows = top.map(([rule, { count, rank }]) => [
        (0,markdown/* code */.aY)(rule.slice(0, 200)),
        SEVERITY_ORDER[rank] ?? 'other',
        (0,action_text/* formatCount */.B4)(count)
    ]);
    const more = byRule.size > top.length ? `\n\n_${(0,action_text/* plural */.LS)(byRule.size - top.length, 'more rule')}._` : '';
    return `### Rules with the most results\n\n${(0,markdown/* table */.tp)(['rule', 'highest severity', 'results'], rows, [2])}${more}`;
}
const SKIP_WORDS = {
    'no location': 'no location (the platform says such a finding lacks integrity)',
    'path outside the repository': 'an absolute path or one with `..`',
    'another ref': 'listed for another ref than the one asked',
    'another repository': 'listed for another repository than this one',
    'a status not to fix': 'listed with a status not to fix (ignored or fixed)'
};
function skippedList(run) {
    const lines = [];
    for (const [reason, count] of [
        ...(run.mismatched ?? new Map()),
        ...(run.sarif?.skipped ?? new Map())
    ]) {
        if (count > 0)
            lines.push(`- ${(0,action_text/* plural */.LS)(count, 'finding')}: ${(0,markdown/* prose */.CS)(SKIP_WORDS[reason])}`);
    }
    const sarif = run.sarif;
    if (sarif && sarif.cut > 0) {
        const limit = sarif.cutBy === 'size'
            ? "GitHub's 10 MB limit on the gzipped file"
            : "GitHub's 5,000 results a run";
        lines.push(`- ${(0,action_text/* plural */.LS)(sarif.cut, 'finding')}: left out, the least severe, to keep within ${limit}`);
    }
    return lines.length > 0 ? `### Not uploaded\n\n${lines.join('\n')}` : '';
}

;// CONCATENATED MODULE: ./src/modes/code-scanning/index.ts
/**
 * `mode: code-scanning`: the platform's open findings of a branch as GitHub code scanning alerts,
 * with no rescan. The steps, in order:
 * 1. on a pull request event, one notice and nothing else (a pull request scan holds only the
 *    findings it adds: code scanning would read the others as fixed);
 * 2. the repository's project, and the commit of the branch's latest completed full scan
 *    (`scan-commit`; `off`: GITHUB_SHA) — the alerts' lines belong to that commit;
 * 3. the findings still to fix on the branch (listing.ts), mapped to one SARIF run (sarif.ts) and
 *    written to `sarif-file`;
 * 4. with `upload: true`, the upload to code scanning, and with `wait-for-processing`, its
 *    processing until complete or failed (a timeout is a warning).
 */
















const PULL_REQUEST_NOTICE = 'Nothing uploaded on a pull request: code scanning shows the platform’s open findings of a ' +
    'branch, and a pull request’s scan on the platform holds only the findings it adds, so code ' +
    'scanning would read the others as fixed. Run this step on push to the default branch and on ' +
    'a schedule.';
/** Polls of the upload's processing: the first wait, growing to the longest. */
const FIRST_POLL_MS = 2_000;
const LONGEST_POLL_MS = 15_000;
/** At most this much of GitHub's processing errors goes into the failure. */
const ERRORS_LIMIT = 1_000;
async function runCodeScanning(inputs, context) {
    const run = {
        repository: inputs.repository,
        category: inputs.category,
        warnings: []
    };
    if (action_event/* PULL_REQUEST_EVENTS */.m_.includes(context.event.name)) {
        (0,annotations/* notice */.lm)('nothing uploaded on a pull request', PULL_REQUEST_NOTICE);
        context.summary.showNotice(PULL_REQUEST_NOTICE);
        return;
    }
    context.summary.show((failure, cancelled) => renderCodeScanningSummary(run, failure, cancelled));
    const startedAt = new Date(context.clock.now()).toISOString().replace(/\.\d+Z$/, 'Z');
    const ref = inputs.findingRef ?? context.event.ref ?? '';
    if (!isBranchRef(ref))
        throw branchRefError(ref, 'GITHUB_REF');
    run.ref = ref;
    const slug = await context.deployment.slug();
    const repositoryId = await repositoryIdOf(inputs.repository, slug, context);
    const sarifFile = inputs.sarifFile ?? external_node_path_.join(inputs.sarifFolder, `code-scanning-${repositoryId}.sarif`);
    (0,files/* checkOutputPath */.$b)('sarif-file', sarifFile);
    run.scan = await scanCommit(inputs, ref, repositoryId, context);
    await (0,outputs/* setOutput */.u)('scan-commit', run.scan.commit, 'txt');
    const listing = await listBranchFindings({
        slug,
        repository: inputs.repository,
        ref,
        types: inputs.findingTypes,
        severities: inputs.findingSeverities
    }, context);
    run.mismatched = listing.mismatched;
    log.info(`Listed ${(0,action_text/* plural */.LS)(listing.findings.count, 'finding')} still to fix on ${ref} ` +
        `(${(0,action_text/* plural */.LS)(listing.pages, 'page')}).`);
    const sarif = buildSarif(listing.findings, {
        version: version/* ACTION_VERSION */.Yt,
        category: inputs.category,
        repositoryUrl: `${inputs.githubServerUrl}/${inputs.repository}`,
        commit: run.scan.commit,
        ref,
        findingUrl: id => `${inputs.apiUrl}/orgs/${encodeURIComponent(slug)}/findings/${encodeURIComponent(id)}`
    });
    await (0,files/* writeFileSafely */.kv)(sarifFile, sarif.json);
    run.sarif = { file: sarifFile, ...sarif };
    await reportSarif(sarif, listing.mismatched, sarifFile, run);
    if (!inputs.upload) {
        run.uploadSkipped = true;
        log.info(`Wrote ${sarifFile}; not uploaded (upload: false).`);
        return;
    }
    const receipt = await upload(inputs, ref, run.scan.commit, sarif, startedAt, context);
    run.upload = { id: receipt.id, url: receipt.url };
    await (0,outputs/* setOutput */.u)('sarif-id', receipt.id, 'txt');
    log.info(`Uploaded to code scanning: upload ${receipt.id}.`);
    if (inputs.waitForProcessing) {
        run.upload.processing = await waitForProcessing(inputs, receipt, context, run);
    }
}
/** The repository's ID: its project's, as the platform knows it. */
async function repositoryIdOf(repository, slug, context) {
    let search;
    try {
        search = await (0,project_pages/* projectNamed */.JL)(context.client, slug, repository, () => log.info(`No project is named exactly ${repository}; searching the project list.`));
    }
    catch (error) {
        if (!(error instanceof project_pages/* RepeatedProjectsError */.B_))
            throw error;
        throw new Error(`Run the step again later: the project list of deployment ${(0,action_text/* oneLine */.TN)(slug)} repeated its ` +
            `projects on page ${error.page}, so ${repository} could not be found. Nothing was uploaded.`);
    }
    if (search.project === undefined) {
        throw new Error(`Scan ${repository} on the platform first: no project of deployment ${(0,action_text/* oneLine */.TN)(slug)} is ` +
            `named ${repository} (searched ${(0,action_text/* plural */.LS)(search.searched, 'project')}), so it has no ` +
            `findings to show. Nothing was uploaded.`);
    }
    return search.project.id;
}
/** The commit the SARIF describes: the branch's latest completed full scan's, or GITHUB_SHA. */
async function scanCommit(inputs, ref, repositoryId, context) {
    if (inputs.scanCommit === 'off') {
        const sha = context.event.sha?.trim().toLowerCase() ?? '';
        if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
            throw new Error('Run this step in a workflow, or set scan-commit: warn: with scan-commit: off the SARIF ' +
                'describes GITHUB_SHA, which is not a commit here. Nothing was uploaded.');
        }
        log.info(`scan-commit: off: the SARIF describes GITHUB_SHA ${sha}.`);
        return { commit: sha };
    }
    const lookup = await (0,scans/* latestFullScan */.sW)(page => context.client.searchBranchFullScans({ ...page, branch: ref }), repositoryId);
    const off = 'Set scan-commit: off to describe GITHUB_SHA instead, if the findings are known to match it.';
    if (lookup.kind === 'unavailable') {
        throw new Error(`Ask the platform's administrators about ScansService_SearchScans: the commit of the ` +
            `latest full scan of ${ref} could not be looked up, because ` +
            `${lookup.reason}, and alerts must name the commit their lines belong to. ${off} ` +
            'Nothing was uploaded.');
    }
    if (lookup.kind === 'none') {
        throw new Error(`Run this step after a full scan of ${ref} has completed on the platform (the scan of a ` +
            `push to that branch, or a scheduled one): it has no completed full scan of ${ref} of ` +
            `repository ${repositoryId} in the last 30 days, and alerts must name the commit their ` +
            `lines belong to. ${off} Nothing was uploaded.`);
    }
    const { scan } = lookup;
    log.info(`The platform's latest completed full scan of ${ref} is of commit ${scan.commit}, completed ` +
        `${(0,scans/* scanTime */.$v)(scan.completedAt)}: the SARIF describes it.`);
    return { commit: scan.commit, completedAt: scan.completedAt };
}
/** The outputs of the file, and the warning of results left out by GitHub's limits. */
async function reportSarif(sarif, mismatched, file, run) {
    const skipped = [...mismatched.values()].reduce((a, b) => a + b, 0) +
        [...sarif.skipped.values()].reduce((a, b) => a + b, 0);
    await (0,outputs/* setOutput */.u)('sarif-file', file, 'txt');
    await (0,outputs/* setOutput */.u)('result-count', String(sarif.kept.length), 'txt');
    await (0,outputs/* setOutput */.u)('rule-count', String(sarif.ruleCount), 'txt');
    await (0,outputs/* setOutput */.u)('skipped-count', String(skipped), 'txt');
    if (sarif.cut > 0) {
        const limit = sarif.cutBy === 'size'
            ? "GitHub's limit of 10 MB on the gzipped file"
            : `GitHub's limit of ${(0,action_text/* formatCount */.B4)(MAX_RESULTS)} results a run`;
        const message = `Narrow the findings with finding-severities or finding-types to upload them all: ` +
            `${(0,action_text/* plural */.LS)(sarif.cut, 'finding')} still to fix, the least severe, were left out to keep ` +
            `within ${limit}; the ${(0,action_text/* plural */.LS)(sarif.kept.length, 'result')} kept are the most severe.`;
        (0,annotations/* warn */.R8)('findings left out of the upload', message);
        run.warnings.push(message);
    }
}
async function upload(inputs, ref, commit, sarif, startedAt, context) {
    const [owner = '', repo = ''] = inputs.repository.split('/');
    try {
        return await uploadSarif({
            ...gitHub(inputs, context),
            owner,
            repo,
            commitSha: commit,
            ref,
            sarif: sarif.gzipped.toString('base64'),
            toolName: TOOL_NAME,
            startedAt
        });
    }
    catch (error) {
        throw uploadError(error, inputs, sarif);
    }
}
function gitHub(inputs, context) {
    return {
        token: inputs.githubToken,
        apiUrl: inputs.githubApiUrl,
        newClient: context.newGitHubClient,
        log: { debug: log.debug, warn: log.debug },
        ...(context.signal && { signal: context.signal })
    };
}
/** GitHub's refusals of the upload, each with what to check; other failures as they are. */
function uploadError(error, inputs, sarif) {
    if (!(error instanceof errors/* GitHubError */.y_))
        return error;
    const quoted = (0,action_text/* truncate */.xv)((0,action_text/* oneLine */.TN)(error.message), 500);
    const keep = 'Set upload: false to keep the SARIF file without uploading it.';
    if (error.status === 403) {
        return new Error('Give the workflow permissions: security-events: write, and on a private repository turn on ' +
            `GitHub Code Security (or Advanced Security): GitHub refused the SARIF upload to ` +
            `${inputs.repository} (${quoted}). It answers 403 also for an archived repository. ${keep}`);
    }
    if (error.status === 404) {
        return new Error(`Check that github-token can reach ${inputs.repository} (GITHUB_API_URL ` +
            `${inputs.githubApiUrl}): GitHub answered 404 to the SARIF upload (${quoted}). ${keep}`);
    }
    if (error.status === 413) {
        return new Error(`Narrow the findings with finding-severities or finding-types: GitHub refused the SARIF as ` +
            `too large (${quoted}); it held ${(0,action_text/* plural */.LS)(sarif.kept.length, 'result')} of ` +
            `${(0,action_text/* plural */.LS)(sarif.ruleCount, 'rule')}, ${sarif.gzipped.length} bytes gzipped. ${keep}`);
    }
    return error;
}
/** Polls the upload until GitHub has processed it, or the timeout (a warning). */
async function waitForProcessing(inputs, receipt, context, run) {
    const [owner = '', repo = ''] = inputs.repository.split('/');
    const endsAt = context.clock.now() + inputs.processingTimeoutMs;
    let wait = FIRST_POLL_MS;
    for (;;) {
        const processing = await sarifProcessing({
            ...gitHub(inputs, context),
            owner,
            repo,
            sarifId: receipt.id
        });
        if (processing.status === 'complete') {
            log.info(`GitHub has processed upload ${receipt.id}.`);
            return 'complete';
        }
        if (processing.status === 'failed') {
            run.upload.processing = 'failed';
            const errors = (0,action_text/* truncate */.xv)((0,action_text/* oneLine */.TN)(processing.errors.join('; ')) || 'no errors given', ERRORS_LIMIT);
            throw new Error(`Check the SARIF file (sarif-file): GitHub could not process upload ${receipt.id}: ${errors}.`);
        }
        const left = endsAt - context.clock.now();
        if (left <= 0)
            break;
        await context.clock.sleep(Math.min(wait, left), context.signal);
        context.signal?.throwIfAborted();
        wait = Math.min(LONGEST_POLL_MS, Math.round(wait * 1.5));
    }
    const url = receipt.url ||
        `${inputs.githubApiUrl}/repos/${inputs.repository}/code-scanning/sarifs/${receipt.id}`;
    const message = `Look at the upload later: GitHub had not finished processing upload ${receipt.id} after ` +
        `${Math.round(inputs.processingTimeoutMs / 1000)} s (processing-timeout); its status is at ${url}.`;
    (0,annotations/* warn */.R8)('upload not processed yet', message);
    run.warnings.push(message);
    return 'timeout';
}
const codeScanning = {
    parseInputs: parseCodeScanningInputs,
    run: runCodeScanning,
    // A fork's pull request gets no token: the same notice, not an input error.
    forkPullRequestNotice: PULL_REQUEST_NOTICE
};
/* harmony default export */ const code_scanning = (codeScanning);


/***/ }),

/***/ 90729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ listFindings),
/* harmony export */   M3: () => (/* binding */ FINDING_TYPES),
/* harmony export */   UW: () => (/* binding */ TooManyFindingsError),
/* harmony export */   _o: () => (/* binding */ FINDING_SEVERITIES),
/* harmony export */   dg: () => (/* binding */ findingsSearchParams),
/* harmony export */   pM: () => (/* binding */ FINDING_STATUSES)
/* harmony export */ });
/* unused harmony exports MIN_FINDINGS_PAGE_SIZE, MAX_FINDINGS_PAGE_SIZE, FindingsListingError, MAX_FINDINGS_PAGES */
/* harmony import */ var _id_set_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64967);


const FINDING_TYPES = ['sast', 'sca', 'ai_sast'];
const FINDING_STATUSES = [
    'open',
    'fixed',
    'ignored',
    'reviewing',
    'fixing',
    'provisionally_ignored'
];
const FINDING_SEVERITIES = ['low', 'medium', 'high', 'critical'];
/** The page sizes the operation accepts. */
const MIN_FINDINGS_PAGE_SIZE = 100;
const MAX_FINDINGS_PAGE_SIZE = 3000;
/** More findings than a run links. */
class TooManyFindingsError extends Error {
    limit;
    query;
    name = 'TooManyFindingsError';
    constructor(limit, query) {
        super(`Narrow the findings to link with finding-severities (e.g. high, critical) or ` +
            `finding-types: the platform lists more than ${limit} findings for ref ` +
            `${query.ref} in ${query.repository} (${query.types.join(', ')}), and at most ${limit} ` +
            `are linked in one run. No finding was linked.`);
        this.limit = limit;
        this.query = query;
    }
}
/** The list misbehaved: a page repeated, or it went on beyond any bound. */
class FindingsListingError extends Error {
    name = 'FindingsListingError';
}
const NOT_LINKED = 'No finding was linked.';
/** Far beyond what {@link FindingsBounds.maxFindings} lets through at the smallest page size. */
const MAX_FINDINGS_PAGES = 1000;
/** Every page of every type asked for; stops at a short page, and at every bound. */
async function listFindings(client, deploymentSlug, query, bounds) {
    const endsAt = bounds.now() + bounds.timeLimitMs;
    // Finding IDs come from the answer: the seeded ID set, not a Map that crafted IDs can flood.
    const found = new _id_set_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSet */ .w();
    const findings = [];
    const perType = [];
    let pages = 0;
    for (const type of query.types) {
        const seen = new _id_set_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSet */ .w();
        for (let page = 0;; page++) {
            bounds.signal?.throwIfAborted();
            const left = endsAt - bounds.now();
            if (left <= 0 || pages >= MAX_FINDINGS_PAGES)
                throw beyondBounds(query, type, page, bounds);
            const params = findingsSearchParams(query, type, page, bounds.pageSize);
            const answer = await client.listFindings(deploymentSlug, params, left);
            pages++;
            if (answer.length > 0 && answer.every(f => seen.has(BigInt(f.id)))) {
                throw new FindingsListingError(`Run the step again later: the platform's list of ${type} findings for ref ` +
                    `${query.ref} sent page ${page} with only findings of earlier pages, so the list ` +
                    `would never end (a server that ignores the page number?). ` +
                    (bounds.consequence ?? NOT_LINKED));
            }
            const fresh = [];
            for (const finding of answer) {
                const id = BigInt(finding.id);
                seen.add(id);
                if (found.add(id))
                    fresh.push({ ...finding, type });
            }
            if (bounds.onPage)
                bounds.onPage(fresh);
            else
                findings.push(...fresh);
            if (found.size > bounds.maxFindings)
                throw new TooManyFindingsError(bounds.maxFindings, query);
            if (answer.length < bounds.pageSize)
                break;
        }
        perType.push({ type, count: seen.size });
    }
    return { findings, perType, pages };
}
function beyondBounds(query, type, page, bounds) {
    return new FindingsListingError(`Run the step again later: listing the ${type} findings of ref ${query.ref} stopped at page ` +
        `${page}, beyond ${Math.round(bounds.timeLimitMs / 1000)} s or ${MAX_FINDINGS_PAGES} ` +
        `pages. ${bounds.consequence ?? NOT_LINKED}`);
}
/** The query of one page: only parameters the published operation declares. */
function findingsSearchParams(query, type, page, pageSize) {
    const params = new URLSearchParams({ issue_type: type, ref: query.ref });
    params.append('repos', query.repository);
    if (query.status !== undefined)
        params.set('status', query.status);
    for (const severity of query.severities)
        params.append('severities', severity);
    params.set('dedup', 'true');
    params.set('page', String(page));
    params.set('page_size', String(pageSize));
    return params;
}


/***/ }),

/***/ 64967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IdSet)
/* harmony export */ });
/* unused harmony export IdHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A set of repository IDs (non-negative 64-bit integers), each numbered in the order it was added,
 * held in typed arrays outside the JavaScript heap: about 16 to 32 bytes an ID, where a `Set<bigint>`
 * takes about 60 and every ID is an object the garbage collector walks.
 *
 * IDs come from files and answers anyone may shape, so the table's hash is keyed with random bytes
 * drawn for each table: no set of IDs chosen in advance collides in it. (A `Map` is no cure: V8
 * hashes number, bigint and, before Node 24.14.1, decimal-string keys without a seed.)
 */

/**
 * Simple tabulation hashing: one random 32-bit word per byte value and byte position, the words of
 * the ID's eight bytes XOR-ed. With random tables it is 3-independent, and linear probing on it takes
 * constant expected time per operation (Pătraşcu and Thorup), whatever the IDs.
 */
class IdHash {
    table;
    /** `seed`: 2,048 words, random unless given (tests). */
    constructor(seed) {
        this.table = seed ? Uint32Array.from(seed) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomFillSync)(new Uint32Array(2048));
        if (this.table.length !== 2048)
            throw new RangeError('an IdHash seed is 2,048 words');
    }
    hash(id) {
        const low = Number(BigInt.asUintN(32, id));
        const high = Number(BigInt.asUintN(32, id >> 32n));
        const t = this.table;
        return ((t[low & 255] ^
            t[256 + ((low >>> 8) & 255)] ^
            t[512 + ((low >>> 16) & 255)] ^
            t[768 + (low >>> 24)] ^
            t[1024 + (high & 255)] ^
            t[1280 + ((high >>> 8) & 255)] ^
            t[1536 + ((high >>> 16) & 255)] ^
            t[1792 + (high >>> 24)]) >>>
            0);
    }
}
class IdSet {
    hash;
    /** The IDs by position, in the order added. */
    ids = new BigUint64Array(1024);
    /** Open addressing with linear probing on the IDs: position plus one, 0 when empty. */
    table = new Int32Array(2048);
    count = 0;
    probeCount = 0;
    constructor(hash = new IdHash()) {
        this.hash = hash;
    }
    get size() {
        return this.count;
    }
    /** Slots looked at so far, by every operation: what crafted IDs would inflate (bench, tests). */
    get probes() {
        return this.probeCount;
    }
    has(id) {
        return this.table[this.slotOf(id)] !== 0;
    }
    /** Adds `id` at the next position; false when it was there already. */
    add(id) {
        const slot = this.slotOf(id);
        if (this.table[slot] !== 0)
            return false;
        if (this.count === this.ids.length) {
            const old = this.ids;
            this.ids = new BigUint64Array(old.length * 2);
            this.ids.set(old);
        }
        this.ids[this.count++] = id;
        this.table[slot] = this.count;
        // At most half full, so that probes stay short.
        if (this.count * 2 > this.table.length)
            this.growTable();
        return true;
    }
    /** The position `id` was added at (0 for the first), if it was. */
    positionOf(id) {
        const found = this.table[this.slotOf(id)];
        return found === 0 ? undefined : found - 1;
    }
    /** The ID added at `position`. */
    idAt(position) {
        return this.ids[position];
    }
    /** The table slot of `id`, or the empty slot where it would go. */
    slotOf(id) {
        const mask = this.table.length - 1;
        let slot = this.hash.hash(id) & mask;
        for (;;) {
            this.probeCount++;
            const found = this.table[slot];
            if (found === 0 || this.ids[found - 1] === id)
                return slot;
            slot = (slot + 1) & mask;
        }
    }
    growTable() {
        this.table = new Int32Array(this.table.length * 2);
        for (let at = 0; at < this.count; at++)
            this.table[this.slotOf(this.ids[at])] = at + 1;
    }
}


/***/ }),

/***/ 47039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ RepeatedProjectsError),
/* harmony export */   JL: () => (/* binding */ projectNamed),
/* harmony export */   aX: () => (/* binding */ projectPages)
/* harmony export */ });
/* unused harmony export MAX_PROJECT_PAGES */
/* harmony import */ var _id_set_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64967);
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20852);
/**
 * The deployment's projects, page by page (`GET .../projects?page=N&page_size=M`, pages from 0),
 * bounded: at most {@link MAX_PROJECT_PAGES} pages, and a page that only repeats projects already
 * seen (a server that ignores `page` would send the first page for ever) stops the listing. The
 * projects seen are kept in the seeded ID set: the IDs come from the answer, and a `Set<bigint>`
 * takes quadratic time on IDs chosen to collide in V8's unseeded hash.
 */


/** 1,000 pages of 100: far beyond any organization, and a bound on a server that never ends. */
const MAX_PROJECT_PAGES = 1_000;
/** The list sent a page of projects it had already sent. */
class RepeatedProjectsError extends Error {
    deploymentSlug;
    page;
    name = 'RepeatedProjectsError';
    constructor(deploymentSlug, page) {
        super(`The project list of deployment ${deploymentSlug} repeated its projects on page ${page}.`);
        this.deploymentSlug = deploymentSlug;
        this.page = page;
    }
}
/**
 * Each page of projects in turn; stops after a short page or {@link MAX_PROJECT_PAGES}. `seen`
 * receives every project ID (given by tests).
 */
async function* projectPages(client, deploymentSlug, pageSize = _platform_client_js__WEBPACK_IMPORTED_MODULE_1__/* .PROJECTS_PAGE_SIZE */ .f, seen = new _id_set_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSet */ .w()) {
    for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
        const projects = await client.listProjects(deploymentSlug, page, pageSize);
        if (projects.length > 0 && projects.every(project => seen.has(project.id))) {
            throw new RepeatedProjectsError(deploymentSlug, page);
        }
        for (const project of projects)
            seen.add(project.id);
        yield projects;
        if (projects.length < pageSize)
            return;
    }
}
/**
 * The project named `repository`: the single-project look-up, then (after `onListSearch`) the
 * project list without regard to case, as GitHub's names are. A repeated list throws
 * {@link RepeatedProjectsError}; each caller decides what that means for it.
 */
async function projectNamed(client, deploymentSlug, repository, onListSearch) {
    const direct = await client.getProject(deploymentSlug, repository);
    if (direct !== undefined)
        return { project: direct, searched: 0 };
    onListSearch?.();
    const wanted = repository.toLowerCase();
    let searched = 0;
    for await (const projects of projectPages(client, deploymentSlug)) {
        const match = projects.find(project => project.name.toLowerCase() === wanted);
        if (match !== undefined)
            return { project: match, searched };
        searched += projects.length;
    }
    return { project: undefined, searched };
}


/***/ })

};

