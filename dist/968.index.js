export const id = 968;
export const ids = [968,584];
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


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o7: () => (/* binding */ gitHubFailure),
/* harmony export */   x: () => (/* binding */ GitHubTransferError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _action_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71599);
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

/***/ 55968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PreviousArtifactError: () => (/* binding */ PreviousArtifactError),
/* harmony export */   downloadPreviousArtifact: () => (/* binding */ downloadPreviousArtifact),
/* harmony export */   findPreviousArtifact: () => (/* binding */ findPreviousArtifact)
/* harmony export */ });
/* unused harmony export MAX_RUNS */
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73116);
/* harmony import */ var _paginate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71674);
/**
 * The artifact of the most recent earlier successful run of this workflow (`previous-inventory:
 * artifact` of `mode: dependency-inventory`): this run → its workflow → that workflow's successful
 * runs, newest first, a few pages at most → each run's artifacts of that name. The lookup goes
 * through the GitHub client of `client.ts`; the download (a redirect to blob storage, then the zip
 * unpacked) is the toolkit's own `@actions/artifact`, imported only when an artifact was found.
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
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The newest artifact named `artifactName` of an earlier successful run of this run's workflow. */
async function findPreviousArtifact(request) {
    const [owner = '', repo = ''] = request.repository.split('/');
    const octokit = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__.createGitHubClient)(request);
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // One deadline for the whole look-up (the run, its workflow's runs, their artifacts).
    const signal = AbortSignal.timeout(timeoutMs);
    const repoPath = `/repos/${owner}/${repo}`;
    let thisRun;
    try {
        thisRun = (await octokit.rest.actions.getWorkflowRun({
            owner,
            repo,
            run_id: request.runId,
            request: { signal }
        })).data;
    }
    catch (error) {
        throw describeFailure((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubFailure */ .o7)(error, `GET ${repoPath}/actions/runs/${request.runId}`));
    }
    const workflowId = thisRun.workflow_id;
    const workflowName = thisRun.name ?? String(workflowId);
    const startedAt = Date.parse(thisRun.created_at);
    const runs = await listed((0,_paginate_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
        params: {
            owner,
            repo,
            workflow_id: workflowId,
            status: 'success',
            exclude_pull_requests: 'true'
        },
        items: data => itemsOf(data, 'workflow_runs', toRun),
        perPage: MAX_RUNS,
        maxItems: MAX_RUNS,
        maxPages: 1,
        timeoutMs,
        signal
    }));
    // Only earlier runs: not this one (a re-run), nor one that started after it, nor one a pull
    // request started (`exclude_pull_requests` only trims the answer), whose artifact anyone who can
    // open a pull request could have shaped.
    const earlier = runs.filter(run => run.id !== request.runId &&
        Date.parse(run.created_at) <= startedAt &&
        !PULL_REQUEST_EVENTS.has(run.event));
    for (const run of earlier) {
        const artifacts = await listed((0,_paginate_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._w)(octokit, {
            route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
            params: { owner, repo, run_id: run.id, name: request.artifactName },
            items: data => itemsOf(data, 'artifacts', toArtifact),
            perPage: MAX_ARTIFACTS_PER_RUN,
            maxItems: MAX_ARTIFACTS_PER_RUN,
            maxPages: 1,
            timeoutMs,
            signal
        }));
        // The name filter matches exactly; the newest unexpired one first.
        const named = artifacts
            .filter(artifact => artifact.name === request.artifactName)
            .sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id);
        const found = named[0];
        if (!found)
            continue;
        if (found.expired) {
            throw new PreviousArtifactError(`The artifact ${request.artifactName} of the most recent earlier successful run of ` +
                `workflow ${workflowName} (run ${run.id}) has expired: run the inventory more often ` +
                `than the artifact retention period, or raise the retention in the repository's Actions settings.`, 'expired');
        }
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
    throw new PreviousArtifactError(earlier.length === 0
        ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory ` +
            `to compare with yet: the next run compares with this one.`
        : `None of the ${earlier.length === 1 ? 'earlier successful run' : `${earlier.length} most recent earlier successful runs`} ` +
            `of workflow ${workflowName} uploaded an artifact named ${request.artifactName}: the next ` +
            `run compares with this one's.`, 'not-found');
}
/** The items of a listing, or its failure as a {@link PreviousArtifactError}. */
async function listed(listing) {
    try {
        return (await listing).items;
    }
    catch (error) {
        // listAll's failures already name the listing.
        throw describeFailure((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubFailure */ .o7)(error, 'GET (listing)'));
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
    return { id: raw.id, created_at: raw.created_at, event };
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
/**
 * Downloads the artifact into `directory` (its files unpacked) with the toolkit's client, which
 * follows GitHub's redirect to blob storage without the token and checks the digest when given.
 */
async function downloadPreviousArtifact(request, artifact, directory) {
    const [owner = '', repo = ''] = request.repository.split('/');
    const { DefaultArtifactClient, GHESNotSupportedError } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(351), __webpack_require__.e(735), __webpack_require__.e(61)]).then(__webpack_require__.bind(__webpack_require__, 54061));
    let result;
    // The toolkit's unzip library calls `new Buffer()`; bundled, that is outside node_modules, so
    // Node would print a deprecation warning about the library into the step's log.
    const noDeprecation = process.noDeprecation;
    process.noDeprecation = true;
    try {
        result = await new DefaultArtifactClient().downloadArtifact(artifact.id, {
            path: directory,
            ...(artifact.digest && { expectedHash: artifact.digest }),
            findBy: {
                token: request.token,
                workflowRunId: artifact.workflowRunId,
                repositoryOwner: owner,
                repositoryName: repo
            }
        });
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error))
            .split(request.token)
            .join('***');
        if (error instanceof GHESNotSupportedError) {
            throw new PreviousArtifactError(`Give previous-inventory the path of an earlier inventory file instead: artifacts of ` +
                `other runs cannot be downloaded from GitHub Enterprise Server (${reason}).`, 'unsupported');
        }
        const status = error.status;
        if (status === 403 || status === 401) {
            throw new PreviousArtifactError(permissionAdvice(reason), 'refused', status);
        }
        if (status === 410) {
            throw new PreviousArtifactError(`The artifact ${artifact.name} of run ${artifact.workflowRunId} has expired (${reason}).`, 'expired', status);
        }
        throw new PreviousArtifactError(`Downloading the artifact ${artifact.name} of run ${artifact.workflowRunId} failed: ${reason}`, 'failed');
    }
    finally {
        process.noDeprecation = noDeprecation;
    }
    if (result.digestMismatch) {
        throw new PreviousArtifactError(`The artifact ${artifact.name} of run ${artifact.workflowRunId} did not match its digest ` +
            `(${artifact.digest}) when downloaded, so it was not used.`, 'failed');
    }
}
function permissionAdvice(answer) {
    return ('Give the job `permissions: actions: read` (or pass a github-token that may read Actions ' +
        `artifacts) to compare with the previous inventory: GitHub refused the token (${answer}).`);
}
/** A failed GitHub request as the reason the previous inventory is not compared with. */
function describeFailure(error) {
    if (error.status === 403) {
        return new PreviousArtifactError(permissionAdvice(error.message), 'refused', error.status);
    }
    if (error.status === 401) {
        return new PreviousArtifactError(`Check the github-token input: GitHub did not accept it (${error.message}).`, 'refused', error.status);
    }
    return new PreviousArtifactError(`Looking up the previous inventory's artifact failed: ${error.message}.`, 'failed', error.status);
}


/***/ })

};

//# sourceMappingURL=968.index.js.map