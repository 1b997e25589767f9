export const id = 895;
export const ids = [895];
export const modules = {

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

/***/ 95895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IntegrationMissingError: () => (/* binding */ IntegrationMissingError),
  REFERENCES_LOGGED: () => (/* binding */ REFERENCES_LOGGED),
  commitAdvice: () => (/* binding */ commitAdvice),
  "default": () => (/* binding */ ticket_link),
  integrationMissing: () => (/* binding */ integrationMissing),
  keyWithoutBase: () => (/* binding */ keyWithoutBase),
  runTicketLink: () => (/* binding */ runTicketLink)
});

// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __webpack_require__(33566);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: ./src/platform/errors.ts
var platform_errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/platform/findings.ts
var platform_findings = __webpack_require__(90729);
// EXTERNAL MODULE: ./src/platform/ids.ts
var platform_ids = __webpack_require__(69461);
;// CONCATENATED MODULE: ./src/modes/ticket-link/inputs.ts
/** The inputs of `mode: ticket-link`. */




const FINDINGS_SOURCES = ['auto', 'listed', 'pull-request'];
const DEFAULT_FINDING_TYPES = ['sast', 'sca'];
const SCAN_COMMIT_MODES = ['warn', 'require', 'off'];
/** `scan-wait`: minutes, at most an hour (a job's steps share its time limit). */
const MAX_SCAN_WAIT_MINUTES = 60;
/** The inputs of the pull request's own findings when none is given (action.yml's defaults). */
const DEFAULT_FINDING_INPUTS = {
    findings: 'auto',
    findingStatus: 'open',
    findingSeverities: [],
    findingTypes: [...DEFAULT_FINDING_TYPES],
    relink: false,
    scanCommit: 'warn'
};
/** The values GitHub gives `author_association`. */
const AUTHOR_ASSOCIATIONS = [
    'OWNER',
    'MEMBER',
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIME_CONTRIBUTOR',
    'FIRST_TIMER',
    'MANNEQUIN',
    'NONE'
];
const DEFAULT_TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** How to link the tickets of pull requests from forks, where `pull_request` runs get no secrets. */
/** The notice (and verdict) of a pull request from a fork, whose run GitHub gives no secrets. */
const FORK_PULL_REQUEST_NOTICE = 'Nothing was linked: this pull request comes from a fork, and GitHub passes no secrets to ' +
    'workflows that pull requests from forks trigger, so the token is empty here. To link the ' +
    'tickets of pull requests from forks, run this mode on `pull_request_target` (it runs in the ' +
    'base repository and is given secrets), where it links only pull requests whose author is ' +
    'listed in `trusted-associations`; the mode reads only the event and the commit messages, so do ' +
    "not check out or run the fork's code in that workflow.";
const PROJECT_KEY = /^[A-Z][A-Z0-9_]+$/;
function parseTicketLinkInputs(read, env, common) {
    const ticketUrl = (0,inputs/* parseHttpUrl */.f$)('ticket-url', read('ticket-url'), 'https://acme.atlassian.net/browse/PROJ-42');
    const ticketBaseUrl = (0,inputs/* parseHttpUrl */.f$)('ticket-base-url', read('ticket-base-url'), 'https://acme.atlassian.net/browse/');
    if (ticketBaseUrl !== undefined && /[?#]/.test(ticketBaseUrl)) {
        throw new inputs/* InputError */.dz(`Input 'ticket-base-url' is '${ticketBaseUrl}': it must not have a query or fragment, as the ` +
            `ticket key is appended to it (e.g. https://acme.atlassian.net/browse/).`);
    }
    const repository = env.GITHUB_REPOSITORY?.trim();
    return {
        ...(ticketUrl !== undefined && { ticketUrl }),
        ...(ticketBaseUrl !== undefined && { ticketBaseUrl }),
        ticketProjects: parseTicketProjects(read('ticket-projects')),
        findingIds: parseFindingIds(read('finding-ids')),
        platformHost: new URL(common.apiUrl).host,
        platformUrl: common.apiUrl,
        githubToken: read('github-token').trim(),
        githubApiUrl: (0,inputs/* githubApiUrl */.BN)(env),
        githubServerOrigin: serverOrigin(env.GITHUB_SERVER_URL),
        ...(repository && { repository }),
        trustedAssociations: parseTrustedAssociations(read('trusted-associations')),
        ...parseFindingInputs(read)
    };
}
/** The inputs of the pull request's own findings (the listing); checked here, trusted later. */
function parseFindingInputs(read) {
    const findings = (0,inputs/* parseChoice */.HU)('findings', read('findings').trim() || 'auto', FINDINGS_SOURCES);
    if (findings === 'pull-request' && read('finding-ids').trim() !== '') {
        throw new inputs/* InputError */.dz("Input 'finding-ids' is set, but 'findings' is pull-request, which links only the findings " +
            'the platform lists for the pull request. Leave one of them empty (findings: auto links ' +
            'finding-ids when given).');
    }
    const ref = read('finding-ref').trim();
    if ((0,action_text/* hasControlCharacters */.Kg)(ref) || /\s/.test(ref) || ref.length > 1000) {
        throw new inputs/* InputError */.dz(`Input 'finding-ref' must be one ref as a scan records it (e.g. refs/pull/7/merge or ` +
            `fix-login), without blanks or control characters.`);
    }
    const status = read('finding-status').trim().toLowerCase() || 'open';
    const wait = read('scan-wait').trim();
    const types = (0,inputs/* parseChoices */.IJ)('finding-types', read('finding-types'), platform_findings/* FINDING_TYPES */.M3);
    return {
        findings,
        ...(ref && { findingRef: ref }),
        ...(status !== 'any' && {
            findingStatus: (0,inputs/* parseChoice */.HU)('finding-status', status, [
                ...platform_findings/* FINDING_STATUSES */.pM,
                'any'
            ])
        }),
        findingSeverities: (0,inputs/* parseChoices */.IJ)('finding-severities', read('finding-severities'), platform_findings/* FINDING_SEVERITIES */._o),
        findingTypes: types.length > 0 ? types : [...DEFAULT_FINDING_TYPES],
        relink: (0,inputs/* parseBoolean */.yG)('relink', read('relink'), false),
        scanCommit: (0,inputs/* parseChoice */.HU)('scan-commit', read('scan-commit').trim() || 'warn', SCAN_COMMIT_MODES),
        ...(wait !== '' && {
            scanWaitMinutes: (0,inputs/* parseInteger */.cG)('scan-wait', wait, 0, 0, MAX_SCAN_WAIT_MINUTES)
        })
    };
}
/** The origin of GITHUB_SERVER_URL; github.com's when unset or not a URL. */
function serverOrigin(value) {
    try {
        const url = new URL((value ?? '').trim());
        if (url.protocol === 'https:' || url.protocol === 'http:')
            return url.origin;
    }
    catch {
        // not a URL: the default
    }
    return 'https://github.com';
}
/** Empty means the default; each item must be one of GitHub's association values. */
function parseTrustedAssociations(value) {
    const items = (0,inputs/* splitList */.ry)(value).map(item => item.toUpperCase());
    if (items.length === 0)
        return DEFAULT_TRUSTED_ASSOCIATIONS;
    for (const item of items) {
        if (!AUTHOR_ASSOCIATIONS.includes(item)) {
            throw new inputs/* InputError */.dz(`Input 'trusted-associations' holds '${item}', which is not an author association. Use ` +
                `${AUTHOR_ASSOCIATIONS.join(', ')} (default: ${DEFAULT_TRUSTED_ASSOCIATIONS.join(', ')}).`);
        }
    }
    return [...new Set(items)];
}
function parseTicketProjects(value) {
    const projects = [];
    for (const item of (0,inputs/* splitList */.ry)(value)) {
        const project = item.toUpperCase();
        if (!PROJECT_KEY.test(project)) {
            throw new inputs/* InputError */.dz(`Input 'ticket-projects' holds '${item}', which is not a project key. List keys such as ` +
                `PROJ, SEC (a letter, then letters, digits or _), separated by commas, spaces or newlines.`);
        }
        if (!projects.includes(project))
            projects.push(project);
    }
    return projects;
}
/** The one place finding IDs are checked: later code trusts them. */
function parseFindingIds(value) {
    const ids = [];
    for (const item of (0,inputs/* splitList */.ry)(value)) {
        if (!(0,platform_ids/* isDigits */.Hc)(item)) {
            throw new inputs/* InputError */.dz(`Input 'finding-ids' holds '${item}', which is not a finding ID. List the numeric IDs, ` +
                `digits only, separated by commas, spaces or newlines (e.g. 1001, 1002).`);
        }
        const id = (0,platform_ids/* normalizeId */.XB)(item);
        if (id === undefined) {
            throw new inputs/* InputError */.dz(`Input 'finding-ids' holds ${item}, above the largest finding ID (${platform_ids/* INT64_MAX */.vh}).`);
        }
        if (!ids.includes(id))
            ids.push(id);
    }
    return ids;
}

// EXTERNAL MODULE: ./src/platform/scans.ts
var scans = __webpack_require__(62413);
// EXTERNAL MODULE: ./src/platform/project-pages.ts
var project_pages = __webpack_require__(47039);
;// CONCATENATED MODULE: ./src/modes/ticket-link/pull-request-scan.ts
/**
 * "The pull request's scan": a pull request's findings exist on the platform only once its scan
 * has uploaded them, and that scan usually runs beside this step. Before the listing, the scan of
 * the pull request's head commit (`pull_request.head.sha`, which `semgrep ci` records; not the
 * merge commit) is looked up on the finding ref, and waited for where the repository's pull
 * requests are scanned at all. Not seen in the end: a warning (`scan-commit: require`: the
 * failure); the operation or the project missing: a notice (`require`: the failure). `scan-wait`
 * is a deadline, requests included; left empty, a fork's pull request (whose `pull_request` scan
 * gets no secrets and uploads nothing) is checked once, and a missing scan is a notice.
 */





/** About every 15 s, as the contract says: a scan takes minutes, a request is cheap. */
const SCAN_POLL_MS = 15_000;
/** `scan-wait` left empty: minutes, except on a fork's pull request (none). */
const DEFAULT_SCAN_WAIT_MINUTES = 10;
/**
 * The first look-up's time, when `scan-wait` leaves less: `scan-wait: 0` still checks once. Polls
 * get only what is left of `scan-wait`.
 */
const FIRST_CHECK_MS = 30_000;
/** Hex digits of a commit in messages and the summary (at least 7, as the contract asks). */
const SHORT_COMMIT = 12;
function shortCommit(commit) {
    return commit.slice(0, SHORT_COMMIT);
}
/** `2025-03-01 12:00 UTC`, or the text as given when it is no time. */
function scanTime(iso) {
    if (iso === undefined)
        return 'time not given';
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** The status as words: `SCAN_STATUS_NEVER_FINISHED` → `never finished`; none: `no status`. */
function statusWords(status) {
    return status
        ? status
            .replace(/^SCAN_STATUS_/, '')
            .replace(/_/g, ' ')
            .toLowerCase()
        : 'no status';
}
/** The head commit of a pull request payload, when it is one. */
function headCommitOf(pr) {
    const sha = pr?.head?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : undefined;
}
const FIX = "Run this step after the pull request's scan: in the scan's job after `semgrep ci`, or in a " +
    'job with `needs:` on it, each with `if: ${{ !cancelled() }}` (semgrep ci exits 1 when it finds ' +
    'blocking findings); where the scan runs in another workflow, set scan-wait to the minutes it takes';
/** A pull request whose head is in another repository than its base (a deleted fork's: null). */
function fromFork(pr) {
    const head = pr?.head?.repo;
    if (head === null)
        return true;
    const base = pr?.base?.repo?.full_name;
    return Boolean(head?.full_name && base && head.full_name.toLowerCase() !== base.toLowerCase());
}
/** The minutes to wait: `scan-wait` as given; empty: 10, and none on a fork's pull request. */
function scanWaitOf(inputs, fork) {
    return inputs.scanWaitMinutes ?? (fork ? 0 : DEFAULT_SCAN_WAIT_MINUTES);
}
/** Looks the head commit's scan up on `ref` and waits for it as the contract says. */
async function lookUpPullRequestScan(inputs, context, target) {
    const check = await lookUp(inputs, context, target);
    if (check.state === 'completed') {
        log.info(`The scan of head commit ${shortCommit(target.commit)} on ${(0,action_text/* oneLine */.TN)(target.ref)} completed ` +
            `${scanTime(check.scan.completedAt)}: the findings listed come from it.`);
    }
    return check;
}
/**
 * What the check means for the run: nothing when the scan completed; an error when the run was
 * cancelled, or with `scan-commit: require`; otherwise a notice (not checked) or a warning.
 */
function reportScanCheck(check, scanCommit) {
    if (check.state === 'completed')
        return;
    if (check.state === 'cancelled') {
        log.info("Stopped waiting for the pull request's scan: the run was cancelled.");
        throw new Error("The run was cancelled while waiting for the pull request's scan.");
    }
    if (scanCommit === 'require') {
        throw new Error(`${check.message} Nothing was linked (scan-commit: require).`);
    }
    if (check.state === 'unchecked')
        (0,annotations/* notice */.lm)("pull request's scan not checked", check.message);
    else if (check.fork)
        (0,annotations/* notice */.lm)('pull request from a fork', check.message);
    else
        (0,annotations/* warn */.R8)("pull request's scan not seen", check.message);
}
async function lookUp(inputs, context, target) {
    const { ref, commit, repository } = target;
    const project = await findProject(context.client, target.slug, repository);
    if (project === undefined) {
        return unchecked(target, `the platform has no project named ${(0,action_text/* oneLine */.TN)(repository)} (its scans would make one)`);
    }
    const minutes = scanWaitOf(inputs, target.fork);
    const deadline = target.startedAt + minutes * 60_000;
    // Each request gets what is left of scan-wait, the first ones at least FIRST_CHECK_MS.
    const search = (floorMs) => (page) => context.client.searchRepositoryScans(page, Math.max(floorMs, deadline - context.clock.now(), 1));
    const onRef = (floorMs = 0) => () => (0,scans/* listRepositoryScans */.nh)(search(floorMs), project.id, ref);
    log.info(`Looking for the scan of head commit ${shortCommit(commit)} on ${(0,action_text/* oneLine */.TN)(ref)}.`);
    const lookup = await onRef(FIRST_CHECK_MS)();
    if (lookup.kind === 'unavailable')
        return unchecked(target, lookup.reason);
    const scan = (0,scans/* scanOfCommit */.IL)(lookup.scans, ref, commit);
    // A fork's scan on pull_request cannot upload: one check, and a notice where it is not there.
    if (target.fork && inputs.scanWaitMinutes === undefined && !ended(scan)) {
        return forkWithoutScan(target, scan);
    }
    if (scan === undefined) {
        const all = await (0,scans/* listRepositoryScans */.nh)(search(FIRST_CHECK_MS), project.id);
        if (all.kind === 'unavailable')
            return unchecked(target, all.reason);
        if (!(0,scans/* pullRequestsScanned */.Qh)(all.scans))
            return notScanned(target);
    }
    const seen = await waitForScan(context, target, deadline, onRef(), { lookup, scan });
    if ('state' in seen)
        return seen;
    const waitedMs = Math.max(0, context.clock.now() - target.startedAt);
    return scanOutcome(minutes, target, seen, waitedMs);
}
/** Whether the scan has ended, completed or not. */
function ended(scan) {
    return (scan?.status === 'SCAN_STATUS_COMPLETED' || scans/* FAILED_SCAN_STATUSES */.Xy.includes(scan?.status ?? ''));
}
/**
 * Polls the ref about every {@link SCAN_POLL_MS} until the head commit's scan has ended or
 * `deadline` has passed; a poll still in flight then is cut off by its time limit. A cancellation
 * or a listing no longer there ends the wait with its check. The time left is logged once, then
 * only a change of the scan's state.
 */
async function waitForScan(context, target, deadline, onRef, first) {
    const { ref, commit } = target;
    const state = (scan) => scan ? statusWords(scan.status) : 'not started yet';
    let seen = first;
    for (let poll = 0; !ended(seen.scan); poll++) {
        const left = deadline - context.clock.now();
        if (left <= 0)
            break;
        if (poll === 0) {
            const minutes = Math.ceil(left / 60_000);
            log.info(`Waiting up to ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} for the scan of head ` +
                `commit ${shortCommit(commit)} on ${(0,action_text/* oneLine */.TN)(ref)} (${state(seen.scan)}), checking ` +
                `about every ${SCAN_POLL_MS / 1000} s.`);
        }
        await context.clock.sleep(Math.min(SCAN_POLL_MS, left), context.signal);
        if (context.signal?.aborted)
            return { state: 'cancelled', ref, commit };
        let lookup;
        try {
            lookup = await onRef();
        }
        catch (error) {
            if (context.signal?.aborted)
                return { state: 'cancelled', ref, commit };
            // The poll was cut off at the deadline (timers may fire a little early): the wait is over,
            // with what the last poll saw.
            if (context.clock.now() >= deadline - 1000)
                break;
            throw error;
        }
        if (lookup.kind === 'unavailable')
            return unchecked(target, lookup.reason);
        const scan = (0,scans/* scanOfCommit */.IL)(lookup.scans, ref, commit);
        if (state(scan) !== state(seen.scan)) {
            log.info(`The scan of head commit ${shortCommit(commit)} is ${state(scan)} now.`);
        }
        seen = { lookup, scan };
    }
    return seen;
}
/** After the wait: the completed scan, or why the findings may not be the pull request's. */
function scanOutcome(scanWaitMinutes, target, { lookup, scan }, waitedMs) {
    const { ref, commit } = target;
    if (scan?.status === 'SCAN_STATUS_COMPLETED') {
        return { state: 'completed', ref, commit, scan, waitedMs };
    }
    if (scan !== undefined && scans/* FAILED_SCAN_STATUSES */.Xy.includes(scan.status ?? '')) {
        return missing(target, `Run the pull request's scan again: the scan of head commit ${shortCommit(commit)} on ` +
            `${(0,action_text/* oneLine */.TN)(ref)} ended ${statusWords(scan.status)} (${scan.status}), so the findings ` +
            `listed may not be all of the pull request's.`);
    }
    const latest = (0,scans/* latestScan */.x7)(lookup.scans.filter(s => s.branch === ref));
    const latestWords = latest
        ? `the latest scan on that ref is of commit ${shortCommit(latest.commit)} (${statusWords(latest.status)})`
        : 'the platform lists no scan on that ref';
    const minutes = Math.round(waitedMs / 60_000);
    return missing(target, `${FIX}. No completed scan of head commit ${shortCommit(commit)} on ${(0,action_text/* oneLine */.TN)(ref)} was seen ` +
        `after waiting ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (scan-wait: ` +
        `${scanWaitMinutes}); ${latestWords}. Findings may be missing only because the scan ` +
        `has not uploaded them yet.`);
}
/** A fork's pull request without its scan, `scan-wait` left empty: a notice, not a wait. */
function forkWithoutScan(target, scan) {
    const seen = scan ? `is ${statusWords(scan.status)}` : 'is not on the platform';
    return {
        state: 'missing',
        ref: target.ref,
        commit: target.commit,
        message: `Set scan-wait to the minutes your scan takes if this repository scans pull requests from ` +
            `forks (managed scans, or a scan on pull_request_target): this pull request comes from a ` +
            `fork, where semgrep ci on pull_request gets no secrets and uploads nothing, so the scan ` +
            `of head commit ${shortCommit(target.commit)} on ${(0,action_text/* oneLine */.TN)(target.ref)} was checked once ` +
            `and not waited for. It ${seen}, so the findings listed may not be the pull request's.`,
        fork: true
    };
}
/** The repository's pull requests are not scanned on the platform: nothing to wait for. */
function notScanned(target) {
    return missing(target, `Set scan-commit: off where this repository's pull requests are not scanned on the ` +
        `platform: it lists no pull request scan of ${(0,action_text/* oneLine */.TN)(target.repository)} in the last 30 ` +
        `days, so the scan of head commit ${shortCommit(target.commit)} on ${(0,action_text/* oneLine */.TN)(target.ref)} ` +
        `was not waited for, and the findings listed may not be the pull request's.`);
}
/** SearchScans or the project is not there: the scan could not be checked, and why. */
function unchecked(target, because) {
    const { ref, commit } = target;
    return {
        state: 'unchecked',
        ref,
        commit,
        message: `Set scan-commit: off to skip this check, or ask the platform's administrators about ` +
            `ScansService_SearchScans: whether the scan of head commit ${shortCommit(commit)} on ` +
            `${(0,action_text/* oneLine */.TN)(ref)} has completed could not be checked, because ${because}. The findings are ` +
            `listed without it, and may not be all of the pull request's yet.`
    };
}
/** The repository's project, or undefined when there is none. */
async function findProject(client, slug, repository) {
    try {
        return (await (0,project_pages/* projectNamed */.JL)(client, slug, repository)).project;
    }
    catch (error) {
        // A list that repeats itself has no project of that name worth waiting on.
        if (!(error instanceof project_pages/* RepeatedProjectsError */.B_))
            throw error;
        return undefined;
    }
}
function missing(target, message) {
    return { state: 'missing', ref: target.ref, commit: target.commit, message };
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/results.ts
/** The words the summary uses for each type. */
const TYPE_LABELS = {
    sast: 'code',
    sca: 'supply chain',
    ai_sast: 'AI-found code'
};

;// CONCATENATED MODULE: ./src/modes/ticket-link/discovery.ts
/**
 * The pull request's own findings (`findings: pull-request`, or `auto` with none named): the
 * platform lists them for the pull request's ref and repository, and they go to the pull request's
 * own ticket (`ticket-url`, else the one key in its title, else in its head branch). A finding
 * linked to another ticket stays there unless `relink`; one linked to this ticket already counts as
 * linked and is sent again only with others.
 */






/** More found findings than this, summed over the types, is an error before any link. */
const MAX_FOUND_FINDINGS = 1000;
/** The largest page the operation serves: a pull request's findings take one request per type. */
const FINDINGS_PAGE_SIZE = 3000;
/** The whole listing, every page and retry. */
const DISCOVERY_TIME_LIMIT_MS = 5 * 60_000;

/** Whether this run lists the pull request's findings instead of using named ones. */
function discoveryWanted(inputs, plan) {
    if (inputs.findings === 'pull-request')
        return true;
    return inputs.findings === 'auto' && plan.findings.length === 0;
}
/**
 * The ticket the found findings go to: `ticket-url`, else the one ticket of the title, else the one
 * of the head branch; otherwise why there is none.
 */
function discoveryTicket(plan, explicitUrl) {
    if (explicitUrl !== undefined) {
        const explicit = plan.tickets[0];
        return { ticket: explicit ?? { url: explicitUrl, where: ['ticket-url'] } };
    }
    for (const where of ['title', 'branch']) {
        const named = plan.tickets.filter(t => t.where.includes(where));
        if (named.length === 1)
            return { ticket: named[0] };
        if (named.length > 1) {
            const keys = (0,action_text/* shortList */.pg)(named.map(t => t.key ?? t.url), 10);
            return {
                notice: `Nothing to link: name one ticket in the pull request's title, or set ticket-url: ` +
                    `the ${where === 'title' ? 'title' : 'head branch'} names several (${keys}), and the ` +
                    `pull request's findings go to one.`
            };
        }
    }
    const withoutBase = plan.ignored.some(i => (i.where === 'title' || i.where === 'branch') && /ticket-base-url/.test(i.reason));
    return {
        ...(withoutBase && { keyWithoutBase: true }),
        notice: withoutBase
            ? 'Nothing to link: set ticket-base-url (or ticket-url): the title names a ticket key, ' +
                'but without ticket-base-url it has no URL to link the findings to.'
            : "Nothing to link: name one ticket in the pull request's title (e.g. PROJ-42: …), or " +
                'set ticket-url: the title and head branch name no ticket to link its findings to.'
    };
}
/** Whether a finding's current ticket is this one: its key is the ticket's, or its URL. */
function isThisTicket(current, ticket) {
    if (ticket.key !== undefined && current.slug === ticket.key)
        return true;
    return current.url !== '' && sameUrl(current.url, ticket.url);
}
function sameUrl(a, b) {
    const normal = (url) => {
        try {
            return new URL(url).href.replace(/\/+$/, '');
        }
        catch {
            return url;
        }
    };
    return normal(a) === normal(b);
}
/** Sorts the found findings by their current ticket. */
function sortFindings(found, ticket, relink) {
    const sorted = { fresh: [], alreadyHere: [], kept: [], moving: [] };
    for (const finding of found) {
        const current = finding.externalTicket;
        if (current === undefined)
            sorted.fresh.push(finding);
        else if (isThisTicket(current, ticket))
            sorted.alreadyHere.push(finding);
        else if (relink)
            sorted.moving.push(finding);
        else
            sorted.kept.push(finding);
    }
    return sorted;
}
/** The repository whose findings are asked for: the pull request's base, else the workflow's. */
function repositoryOf(pr, inputs) {
    const base = pr?.base?.repo?.full_name;
    const repository = typeof base === 'string' && base ? base : inputs.repository;
    if (!repository) {
        throw new Error('Run this step in a workflow (GITHUB_REPOSITORY names the repository whose findings are ' +
            'listed): neither the event nor the environment names a repository.');
    }
    return repository;
}
/** The ref asked for: `finding-ref`, else the pull request's merge ref. */
function refOf(pr, inputs) {
    if (inputs.findingRef !== undefined)
        return inputs.findingRef;
    if (pr === undefined)
        throw new Error('Set finding-ref: this run is not for a pull request.');
    return `refs/pull/${pr.number}/merge`;
}
/** What the platform is asked for: the ref and repository, with the inputs' filters. */
function discoveryOf(pr, inputs) {
    const query = {
        ref: refOf(pr, inputs),
        repository: repositoryOf(pr, inputs),
        ...(inputs.findingStatus !== undefined && { status: inputs.findingStatus }),
        severities: inputs.findingSeverities,
        types: inputs.findingTypes
    };
    const headBranch = typeof pr?.head?.ref === 'string' && pr.head.ref ? pr.head.ref : undefined;
    return { query, ...(headBranch && { headBranch }) };
}
/**
 * Lists the pull request's findings and plans their one link. The result's plan has that link, or
 * a notice that says why there is none (then `alreadyLinked` may be the outcome). Failing part-way
 * (the deployment, the scan, the listing), it returns what it learnt with the `error` to throw.
 */
async function discoverFindings(inputs, context, plan, pr, startedAt) {
    const result = {
        discovery: discoveryOf(pr, inputs),
        plan,
        keyWithoutBase: false,
        warnings: []
    };
    const choice = discoveryTicket(plan, inputs.ticketUrl);
    // A pull request that references nothing at all gets a log line, not an annotation, as before.
    if ('notice' in choice) {
        return stop(result, choice.notice, plan.referencesNothing === true, choice.keyWithoutBase);
    }
    const ticket = { ...(choice.ticket.key && { key: choice.ticket.key }), url: choice.ticket.url };
    result.discovery.ticket = ticket;
    try {
        return await findAndPlan(inputs, context, { pr, startedAt }, result, ticket);
    }
    catch (error) {
        return { ...result, error: error instanceof Error ? error : new Error(String(error)) };
    }
}
/** The deployment, the pull request's scan, the listing, then the plan of the found findings. */
async function findAndPlan(inputs, context, { pr, startedAt }, result, ticket) {
    const { discovery } = result;
    const { query } = discovery;
    const slug = await context.deployment.slug();
    result.deploymentSlug = slug;
    const commit = headCommitOf(pr);
    // Without a pull request there is no head commit to look for (workflow_dispatch with finding-ref).
    if (inputs.scanCommit !== 'off' && commit !== undefined) {
        const fork = fromFork(pr);
        const target = { slug, repository: query.repository, ref: query.ref, commit, startedAt, fork };
        discovery.scan = await lookUpPullRequestScan(inputs, context, target);
        const { scan } = discovery;
        if (scan.state === 'missing' && !scan.fork && inputs.scanCommit !== 'require') {
            result.warnings.push(scan.message);
        }
        reportScanCheck(scan, inputs.scanCommit);
    }
    log.info(`Listing the findings of ref ${query.ref} in ${query.repository} ` +
        `(${query.types.join(', ')}; status ${query.status ?? 'any'}).`);
    const found = await (0,platform_findings/* listFindings */.F$)(context.client, slug, query, {
        pageSize: inputs.findingsPageSize ?? FINDINGS_PAGE_SIZE,
        maxFindings: MAX_FOUND_FINDINGS,
        timeLimitMs: DISCOVERY_TIME_LIMIT_MS,
        now: () => context.clock.now(),
        ...(context.signal && { signal: context.signal })
    });
    discovery.perType = found.perType;
    log.info(`Found ${(0,action_text/* plural */.LS)(found.findings, 'finding')} in ${(0,action_text/* plural */.LS)(found.pages, 'request')}: ` +
        found.perType.map(t => `${t.type} ${t.count}`).join(', '));
    if (found.findings.length === 0)
        return stop(result, noneFound(discovery));
    discovery.sorted = sortFindings(found.findings, ticket, inputs.relink);
    logKept(discovery.sorted.kept);
    const planned = linkOfFound(result.plan, ticket, discovery.sorted);
    if ('notice' in planned)
        return stop(result, planned.notice);
    if (planned.alreadyLinked !== undefined) {
        const ids = planned.alreadyLinked.link.findingIds;
        log.info(`All ${(0,action_text/* plural */.LS)(ids, 'finding')} found are linked to ${ticket.key ?? ticket.url} already.`);
    }
    return { ...result, ...planned };
}
function logKept(kept) {
    if (kept.length === 0)
        return;
    log.info(`${(0,action_text/* plural */.LS)(kept, 'finding')} ${kept.length === 1 ? 'stays' : 'stay'} with ` +
        'other tickets (relink: true moves them): ' +
        (0,action_text/* shortList */.pg)(kept.map(f => `${f.id} (${f.externalTicket?.slug || f.externalTicket?.url})`)));
}
/**
 * The one link of the found findings: the plan with it, and when every one is linked to the ticket
 * already, that outcome (no request); or why there is none (all are with other tickets).
 */
function linkOfFound(plan, ticket, sorted) {
    const toSend = [...sorted.fresh, ...sorted.moving];
    const link = {
        ...(ticket.key !== undefined && { ticketKey: ticket.key }),
        ticketUrl: ticket.url,
        // Already linked ones ride along with the others: the answer then lists them as linked too.
        findingIds: [...toSend, ...sorted.alreadyHere].map(f => f.id)
    };
    const linked = { plan: { ...plan, links: [link] } };
    delete linked.plan.notice;
    delete linked.plan.referencesNothing;
    if (toSend.length > 0)
        return linked;
    const current = sorted.alreadyHere[0]?.externalTicket;
    if (current === undefined) {
        return {
            notice: `Nothing to link: every finding found (${sorted.kept.length}) is linked to another ` +
                `ticket and stays there; set relink: true to move them to ${ticket.key ?? ticket.url}.`
        };
    }
    // Nothing new: no request; the outputs still report the findings as linked to this ticket.
    const result = {
        external_slug: current.slug,
        linked_issue_ids: link.findingIds,
        replaced_issue_ids: [],
        ticket_id: current.id ?? 0n,
        ticket_url: ticket.url
    };
    return { ...linked, alreadyLinked: { link, result, alreadyLinked: true } };
}
/**
 * The plan of a discovery that links nothing: no link, the notice; `referencesNothing` stays only
 * where the notice is a log line (the pull request referenced nothing at all).
 */
function stoppedPlan(plan, message, quiet) {
    const stopped = { ...plan, links: [], notice: message };
    if (!quiet)
        delete stopped.referencesNothing;
    return stopped;
}
/** Stops with a notice: a warning for a key without `ticket-base-url`, a log line, or a notice. */
function stop(result, message, quiet = false, keyWithoutBase = false) {
    const plan = stoppedPlan(result.plan, message, quiet && !keyWithoutBase);
    if (keyWithoutBase) {
        (0,annotations/* warn */.R8)('ticket key without ticket-base-url', message);
        return { ...result, plan, keyWithoutBase: true, warnings: [...result.warnings, message] };
    }
    if (quiet)
        log.info(message);
    else
        (0,annotations/* notice */.lm)('nothing to link', message);
    return { ...result, plan };
}
/** None found: the ref and repository asked, and the ref a `pull_request_target` scan records. */
function noneFound(discovery) {
    const { query } = discovery;
    const types = query.types.map(t => TYPE_LABELS[t]).join(', ');
    const status = query.status === undefined ? '' : `${query.status} `;
    const target = discovery.headBranch !== undefined && discovery.headBranch !== query.ref
        ? ` Scans on pull_request_target record the bare head branch name: if yours run there, ` +
            `set finding-ref: ${discovery.headBranch}.`
        : '';
    return (`Nothing to link: the platform lists no ${status}findings (${types}) for ref ${query.ref} ` +
        `in ${query.repository}.${target}`);
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/named-findings.ts
/**
 * Named findings (`Findings:` lines, finding links, `finding-ids`) are checked on the platform
 * before any link: a pull request's text may name any ID of the deployment. Each is looked up with
 * ListFindings for the base repository, every type and status, first on the pull request's ref,
 * then without `ref` for the IDs not yet found, page by page until every ID is found or the listing
 * ends (bounded). A finding the answer names in another repository counts as not found (the server
 * may ignore `repos`). An ID not found is never linked; one linked to another ticket stays there unless
 * `relink: true`, as for the pull request's own findings.
 */





/** Pages read at most over one pass (a ref, or none) and every type: 150,000 findings of 3,000. */
const MAX_LOOKUP_PAGES = 50;
/** The whole look-up, both passes, every page and retry. */
const LOOKUP_TIME_LIMIT_MS = 5 * 60_000;
/**
 * Finds the named IDs on the platform. Listing stops as soon as every ID is found; a listing that
 * reaches its bound leaves the rest `not checked`.
 */
async function lookUpNamedFindings(ids, target, context) {
    const search = {
        wanted: new Set(ids),
        found: new Map(),
        endsAt: context.clock.now() + LOOKUP_TIME_LIMIT_MS
    };
    let cut = false;
    for (const ref of target.ref !== undefined ? [target.ref, undefined] : [undefined]) {
        if (search.found.size === search.wanted.size)
            break;
        cut = await lookUpPass(ref, search, target, context);
        if (cut)
            break;
    }
    const unchecked = new Set(cut ? ids.filter(id => !search.found.has(id)) : []);
    return { found: search.found, unchecked };
}
/**
 * One pass (on a ref, or without one) over every type, page by page until every ID is found.
 * Returns whether the pass was cut: at its bound, or by a server that ignores `page`.
 */
async function lookUpPass(ref, search, target, context) {
    const { wanted, found } = search;
    const query = {
        ref: ref ?? '',
        repository: target.repository,
        severities: [],
        types: platform_findings/* FINDING_TYPES */.M3
    };
    let pages = 0;
    for (const type of platform_findings/* FINDING_TYPES */.M3) {
        const seen = new Set();
        for (let page = 0; found.size < wanted.size; page++) {
            context.signal?.throwIfAborted();
            const left = search.endsAt - context.clock.now();
            if (left <= 0 || pages >= MAX_LOOKUP_PAGES)
                return true;
            const params = (0,platform_findings/* findingsSearchParams */.dg)(query, type, page, target.pageSize);
            if (ref === undefined)
                params.delete('ref');
            const answer = await context.client.listFindings(target.slug, params, left);
            pages++;
            // A page of only findings seen already: a server that ignores `page`; the rest unchecked.
            if (answer.length > 0 && answer.every(f => seen.has(f.id)))
                return true;
            for (const finding of answer) {
                seen.add(finding.id);
                // The `repos` filter is the server's promise only: another repository's finding is not found.
                if (!inRepository(finding, target.repository))
                    continue;
                if (wanted.has(finding.id) && !found.has(finding.id)) {
                    found.set(finding.id, { ...finding, type });
                }
            }
            if (answer.length < target.pageSize)
                break;
        }
        if (found.size === wanted.size)
            break;
    }
    return false;
}
/** Whether the answer names `repository` (`owner/name`, without regard to case) as the finding's. */
function inRepository(finding, repository) {
    return finding.repository?.toLowerCase() === repository.toLowerCase();
}
/**
 * Looks the plan's findings up and takes out of it every one that is not to be linked: not found,
 * not checked, or linked to another ticket without `relink`. Tickets left without a finding are
 * dropped; when none is left, the plan says why. Warns once for the findings not found.
 */
async function checkNamedFindings(plan, target, relink, context) {
    const ids = [...new Set(plan.links.flatMap(l => l.findingIds))];
    log.info(`Looking up ${(0,action_text/* plural */.LS)(ids, 'named finding')} in ${target.repository}` +
        `${target.ref !== undefined ? `, on ${target.ref} first` : ''}.`);
    const { found, unchecked } = await lookUpNamedFindings(ids, target, context);
    const lookup = {
        repository: target.repository,
        found,
        notLinked: new Map(),
        kept: new Map()
    };
    for (const id of ids) {
        if (!found.has(id))
            lookup.notLinked.set(id, unchecked.has(id) ? 'not checked' : 'not found');
    }
    const links = plan.links.flatMap(link => {
        const ticket = { ...(link.ticketKey && { key: link.ticketKey }), url: link.ticketUrl };
        const findingIds = link.findingIds.filter(id => {
            const finding = found.get(id);
            if (finding === undefined)
                return false;
            const current = finding.externalTicket;
            if (current !== undefined && !relink && !isThisTicket(current, ticket)) {
                lookup.kept.set(id, current);
                return false;
            }
            return true;
        });
        return findingIds.length > 0 ? [{ ...link, findingIds }] : [];
    });
    const warnings = warnNotLinked(lookup, target);
    if (lookup.kept.size > 0) {
        log.info(`${(0,action_text/* plural */.LS)(lookup.kept.size, 'named finding')} ${lookup.kept.size === 1 ? 'stays' : 'stay'} ` +
            `with other tickets (relink: true moves them): ` +
            (0,action_text/* shortList */.pg)([...lookup.kept].map(([id, t]) => `${id} (${t.slug || t.url})`)));
    }
    if (links.length > 0)
        return { plan: { ...plan, links }, lookup, warnings };
    const why = lookup.kept.size > 0 && lookup.notLinked.size === 0
        ? `every finding named is linked to another ticket and stays there; set relink: true to move them`
        : `no finding named could be linked (see the warning)`;
    return { plan: { ...plan, links: [], notice: `Nothing to link: ${why}.` }, lookup, warnings };
}
/** Warns once for the findings not found and once for those not checked; returns the warnings. */
function warnNotLinked(lookup, target) {
    const notFound = [...lookup.notLinked].filter(([, r]) => r === 'not found').map(([id]) => id);
    const notChecked = [...lookup.notLinked].filter(([, r]) => r === 'not checked').map(([id]) => id);
    const parts = [];
    if (notFound.length > 0) {
        parts.push(`Check the finding ${notFound.length === 1 ? 'ID' : 'IDs'} ${(0,action_text/* shortList */.pg)(notFound)}: the ` +
            `platform lists no such finding in ${target.repository}, on any ref or status, so ` +
            `${notFound.length === 1 ? 'it is' : 'they are'} not linked. Either ` +
            `${notFound.length === 1 ? 'it is' : 'they are'} not on the platform yet (its scan may ` +
            `not have uploaded: run this step after the scan), or another repository's.`);
    }
    if (notChecked.length > 0) {
        parts.push(`Run the step again, or name fewer findings: ${(0,action_text/* shortList */.pg)(notChecked)} ` +
            `${notChecked.length === 1 ? 'was' : 'were'} not checked, as the listing of ` +
            `${target.repository}'s findings stopped at its bound (${MAX_LOOKUP_PAGES} pages per ` +
            `pass, ${LOOKUP_TIME_LIMIT_MS / 60_000} minutes), so ${notChecked.length === 1 ? 'it is' : 'they are'} not linked.`);
    }
    for (const message of parts)
        (0,annotations/* warn */.R8)('named finding not linked', message);
    return parts;
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/lexer.ts
/**
 * The lexer of ticket references: finds ticket keys, bare URLs and `Findings:` lists in one line
 * of text. Character loops and literal patterns only, so hostile input (megabytes of near-matches)
 * costs linear time.
 */

/** Shown references are cut to this length; a key with its `-<digits>` tail is shown up to it. */
const SHOWN_LENGTH = 80;
function isDigit(c) {
    return c >= 48 && c <= 57;
}
function isUpper(c) {
    return c >= 65 && c <= 90;
}
function isLetter(c) {
    return isUpper(c) || (c >= 97 && c <= 122);
}
function isWord(c) {
    return isDigit(c) || isLetter(c) || c === 95;
}
function isBlank(c) {
    return c === 32 || c === 9;
}
/** Characters that end a bare URL in text (besides whitespace and control characters). */
const URL_END = new Set([...'<>"\'`()[]{}|\\'].map(ch => ch.charCodeAt(0)));
/** Start of a bare URL; global, so `lastIndex` is reset before each use. */
const URL_START = /https?:\/\//gi;
/** Where a `Finding:` label may start; global, so `lastIndex` is reset before each use. */
const LABEL_WORD = /finding/gi;
/** Punctuation that ends a sentence rather than a URL. */
const URL_TRAILING = new Set([...'.,;:!?*_~'].map(ch => ch.charCodeAt(0)));
/**
 * Follows a left-to-right scan through sorted, non-overlapping spans (links, ticket keys), so that
 * the scan stays linear however often it asks.
 */
class SpanWalker {
    spans;
    next = 0;
    constructor(spans) {
        this.spans = spans;
    }
    /** The span that covers `i` or comes next after it; undefined when none is left. */
    from(i) {
        while (this.next < this.spans.length && this.spans[this.next].end <= i)
            this.next++;
        return this.spans[this.next];
    }
}
function startsWithIgnoringCase(text, at, prefix) {
    return text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase();
}
/** Index just past the run of word characters that starts at `i`. */
function wordEnd(line, i) {
    let j = i;
    while (j < line.length && isWord(line.charCodeAt(j)))
        j++;
    return j;
}
/** No tracker's keys come near this; longer key-shaped words are not keys. */
const MAX_KEY_LENGTH = 64;
/**
 * A key-shaped pair of words starting at `i` (a word start): a word of 2+ characters that starts
 * with a letter, `-`, then a word of digits without a leading zero. Case is checked by the caller.
 */
function keyAt(line, i, firstEnd) {
    if (firstEnd - i < 2 || !isLetter(line.charCodeAt(i)))
        return undefined;
    if (line.charCodeAt(firstEnd) !== 45)
        return undefined;
    const secondEnd = wordEnd(line, firstEnd + 1);
    if (secondEnd - i > MAX_KEY_LENGTH)
        return undefined;
    const number = line.slice(firstEnd + 1, secondEnd);
    if (!(0,platform_ids/* isDigits */.Hc)(number) || number.charCodeAt(0) === 48)
        return undefined;
    let shownEnd = secondEnd;
    while (shownEnd - i < SHOWN_LENGTH && line.charCodeAt(shownEnd) === 45) {
        const next = wordEnd(line, shownEnd + 1);
        if (!(0,platform_ids/* isDigits */.Hc)(line.slice(shownEnd + 1, next)))
            break;
        shownEnd = next;
    }
    return { project: line.slice(i, firstEnd), number, end: secondEnd, shownEnd };
}
function isUpperProject(project) {
    if (!isUpper(project.charCodeAt(0)))
        return false;
    for (let i = 1; i < project.length; i++) {
        const c = project.charCodeAt(i);
        if (!isUpper(c) && !isDigit(c) && c !== 95)
            return false;
    }
    return true;
}
/** Bare URLs (`http://` or `https://`) in a line, trailing sentence punctuation left out. */
function urlsIn(line) {
    const spans = [];
    if (!line.includes('://'))
        return spans;
    const start = URL_START;
    start.lastIndex = 0;
    for (let m = start.exec(line); m !== null; m = start.exec(line)) {
        const from = m.index;
        const schemeEnd = from + m[0].length;
        let end = schemeEnd;
        while (end < line.length) {
            const c = line.charCodeAt(end);
            if (c <= 32 || c === 127 || URL_END.has(c))
                break;
            end++;
        }
        const next = end;
        while (end > schemeEnd && URL_TRAILING.has(line.charCodeAt(end - 1)))
            end--;
        if (end > schemeEnd)
            spans.push({ start: from, end });
        start.lastIndex = next;
    }
    return spans;
}
/** The first `/findings/<digits>` segment of a path. */
function findingIdInPath(path) {
    const marker = '/findings/';
    for (let p = path.indexOf(marker); p !== -1; p = path.indexOf(marker, p + marker.length - 1)) {
        const from = p + marker.length;
        let to = from;
        while (to < path.length && isDigit(path.charCodeAt(to)))
            to++;
        if (to > from && (to === path.length || path.charCodeAt(to) === 47))
            return path.slice(from, to);
    }
    return undefined;
}
function hostMatches(url, host) {
    const wanted = host.toLowerCase();
    return url.host.toLowerCase() === wanted || url.hostname.toLowerCase() === wanted;
}
/** Sorted, merged union of two sorted span lists. */
function mergeSpans(a, b) {
    const all = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        const x = a[i];
        const y = b[j];
        let next;
        if (x !== undefined && (y === undefined || x.start <= y.start)) {
            next = x;
            i++;
        }
        else {
            next = y;
            j++;
        }
        const last = all[all.length - 1];
        if (last !== undefined && next.start <= last.end)
            last.end = Math.max(last.end, next.end);
        else
            all.push({ start: next.start, end: next.end });
    }
    return all;
}
// ---------------------------------------------------------------------------------------------
// `Finding:` lists
/** Index just past a `Finding:`/`Findings:` label (bold allowed) that starts at `i`, or -1. */
function labelEnd(line, i) {
    if (i > 0 && isWord(line.charCodeAt(i - 1)))
        return -1;
    if (!startsWithIgnoringCase(line, i, 'finding'))
        return -1;
    let j = i + 7;
    if (line.charCodeAt(j) === 115 || line.charCodeAt(j) === 83)
        j++;
    if (isWord(line.charCodeAt(j)))
        return -1;
    j = skipEmphasis(line, j);
    while (isBlank(line.charCodeAt(j)))
        j++;
    if (line.charCodeAt(j) !== 58)
        return -1;
    return skipEmphasis(line, j + 1);
}
function skipEmphasis(line, j) {
    const c = line.charCodeAt(j);
    return (c === 42 || c === 95) && line.charCodeAt(j + 1) === c ? j + 2 : j;
}
/**
 * Where a `Findings:` label may start: after leading punctuation (list markers, quotes, emphasis,
 * table pipes), a numbered-list marker, and any ticket keys or links (`neutral` spans).
 */
function headOf(line, neutral) {
    let p = 0;
    const skipPunctuation = () => {
        while (p < line.length && !isLetter(line.charCodeAt(p)) && !isDigit(line.charCodeAt(p)))
            p++;
    };
    skipPunctuation();
    let q = p;
    while (q < line.length && q - p <= 9 && isDigit(line.charCodeAt(q)))
        q++;
    const marker = line.charCodeAt(q);
    if (q > p &&
        (marker === 46 || marker === 41) &&
        (q + 1 >= line.length || isBlank(line.charCodeAt(q + 1)))) {
        p = q + 1;
    }
    const spans = new SpanWalker(neutral);
    for (;;) {
        skipPunctuation();
        const span = spans.from(p);
        if (span === undefined || span.start > p)
            return p;
        p = span.end;
    }
}
const LIST_TRIM = new Set([...'*_`()[]<>|'].map(ch => ch.charCodeAt(0)));
function isListSeparator(c) {
    return c <= 32 || c === 44 || c === 59;
}
/**
 * The finding IDs after a label: numbers (a leading `#` allowed) separated by commas, semicolons,
 * spaces or `and`. Links and ticket keys (`neutral` spans) are skipped: links are read elsewhere.
 */
function parseFindingList(line, from, neutral) {
    const ids = [];
    const spans = new SpanWalker(neutral);
    let i = from;
    while (i < line.length) {
        const span = spans.from(i);
        if (span !== undefined && span.start <= i) {
            i = span.end;
            continue;
        }
        if (isListSeparator(line.charCodeAt(i))) {
            i++;
            continue;
        }
        const stop = span === undefined ? line.length : span.start;
        let j = i;
        while (j < stop && !isListSeparator(line.charCodeAt(j)))
            j++;
        let a = i;
        let b = j;
        i = j;
        while (a < b && LIST_TRIM.has(line.charCodeAt(a)))
            a++;
        while (b > a && (LIST_TRIM.has(line.charCodeAt(b - 1)) || line.charCodeAt(b - 1) === 46))
            b--;
        if (line.charCodeAt(a) === 35 && b > a + 1)
            a++;
        const item = line.slice(a, b);
        if (item === '' || item.toLowerCase() === 'and')
            continue;
        if (!(0,platform_ids/* isDigits */.Hc)(item))
            return { ids: [], invalid: line.slice(from).trim() };
        ids.push({ at: a, digits: item, shown: `#${item}` });
    }
    return { ids };
}
/** Two lists of IDs, each in text order, merged in text order. */
function mergeByPosition(a, b) {
    const all = [];
    let i = 0;
    let j = 0;
    for (;;) {
        const x = a[i];
        const y = b[j];
        if (x === undefined && y === undefined)
            return all;
        if (x !== undefined && (y === undefined || x.at <= y.at)) {
            all.push(x);
            i++;
        }
        else {
            all.push(y);
            j++;
        }
    }
}
/** Where a `Findings:` list of IDs starts when it is not at the head of the line, or -1. */
function misplacedListAt(line, neutral) {
    const label = LABEL_WORD;
    label.lastIndex = 0;
    for (let m = label.exec(line); m !== null; m = label.exec(line)) {
        const end = labelEnd(line, m.index);
        if (end === -1)
            continue;
        const list = parseFindingList(line, end, neutral);
        return list.invalid === undefined && list.ids.length > 0 ? m.index : -1;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/markdown-lines.ts
/**
 * What a reader sees of a Markdown text, line by line: fenced code blocks (``` or ~~~) and HTML
 * comments (`<!-- ... -->`, as left by pull request templates) are left out; inline code stays.
 */

/** The lines of `text` outside code fences, HTML comments cut out (one space in their place). */
function* readableLines(text) {
    let fence;
    let inComment = false;
    for (const raw of text.split('\n')) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        let from = 0;
        if (inComment) {
            const close = line.indexOf('-->');
            if (close === -1)
                continue;
            inComment = false;
            from = close + 3;
        }
        else if (fence !== undefined) {
            if (closesFence(line, fence))
                fence = undefined;
            continue;
        }
        else {
            fence = opensFence(line);
            if (fence !== undefined)
                continue;
        }
        let visible = '';
        for (;;) {
            const open = line.indexOf('<!--', from);
            if (open === -1) {
                visible += line.slice(from);
                break;
            }
            visible += `${line.slice(from, open)} `;
            const close = line.indexOf('-->', open + 4);
            if (close === -1) {
                inComment = true;
                break;
            }
            from = close + 3;
        }
        yield visible;
    }
}
/** Index after leading blanks and block-quote markers. */
function blockIndent(line) {
    let i = 0;
    while (i < line.length && (isBlank(line.charCodeAt(i)) || line.charCodeAt(i) === 62))
        i++;
    return i;
}
function opensFence(line) {
    const i = blockIndent(line);
    const c = line.charCodeAt(i);
    if (c !== 96 && c !== 126)
        return undefined;
    let j = i;
    while (line.charCodeAt(j) === c)
        j++;
    if (j - i < 3)
        return undefined;
    if (c === 96 && line.indexOf('`', j) !== -1)
        return undefined;
    return { char: c, length: j - i };
}
function closesFence(line, fence) {
    const i = blockIndent(line);
    let j = i;
    while (line.charCodeAt(j) === fence.char)
        j++;
    return j - i >= fence.length && line.slice(j).trim() === '';
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/collector.ts
/**
 * The collector of ticket references: reads the texts of a pull request (title, head branch, body,
 * commit messages) with the lexer and keeps the tickets and findings that count, where each was
 * named, which ticket a finding's line binds it to, and what was ignored and why.
 *
 * Reading rules:
 * - The body and commit messages are read as Markdown (see `markdown-lines.ts`).
 * - A ticket key is `[A-Z][A-Z0-9_]+-[1-9][0-9]*`, at most 64 characters, between non-word
 *   characters. A URL that starts with `ticketBaseUrl` names the key after it (its case does not
 *   matter there).
 * - A finding is named by a `Finding:`/`Findings:` list at the start of a line (after a list
 *   marker, emphasis or the ticket it belongs to), or by a link on the platform host whose
 *   path holds `/findings/<digits>`, plus the explicit finding IDs.
 */



/** More distinct finding IDs are named than `limit`; reading stops there. */
class FindingLimitReached extends Error {
    limit;
    constructor(limit) {
        super(`more than ${limit} distinct finding IDs`);
        this.limit = limit;
        this.name = 'FindingLimitReached';
    }
}
/**
 * Project prefixes that look like ticket keys but name standards, algorithms, advisories, licences
 * and the like. Used only when `ticketProjects` is empty. A prefix followed by digits (`SHA3`,
 * `ISO8859`) is treated like the prefix.
 */
const NON_TICKET_PREFIXES = new Set([
    // vulnerabilities, weaknesses, advisories
    'CVE CWE CAPEC GHSA OSV PYSEC RUSTSEC GO GSD MAL OWASP ASVS NVD BDSA SNYK DSA DLA USN RHSA',
    'RHBA RHEA ALAS ELSA SUSE MSRC KB ZDI EDB VU JVN CNVD CNNVD EUVD CERT TALOS',
    // standards and specifications
    'ISO IEC IEEE ANSI DIN EN RFC BCP STD ECMA ES W3C WCAG PEP JSR JEP PSR NIST SP FIPS PCI DSS',
    'SOC HIPAA GDPR CIS',
    // encodings, protocols, algorithms
    'UTF UCS ASCII LATIN CP SHA MD AES DES RSA ECDSA EDDSA HMAC PBKDF CRC TLS SSL DTLS HTTP HTTPS',
    'TCP UDP IP IPV',
    // licences, time zones, others
    'GPL LGPL AGPL MPL EPL BSD CDDL EUPL SSPL CC UTC GMT COVID'
]
    .join(' ')
    .split(' '));
/** How many ignored references the plan keeps. */
const MAX_IGNORED_SHOWN = 200;
/**
 * How many distinct tickets are kept; further ones are only counted. Far above the tickets one run
 * links, and it keeps memory and the log small whatever a pull request holds.
 */
const MAX_TICKETS_KEPT = 1000;
const DEFAULT_MAX_FINDING_IDS = 1000;
/** The URL of a ticket: `baseUrl` without trailing slashes, exactly one `/`, then `key`. */
function ticketUrlForKey(baseUrl, key) {
    let end = baseUrl.length;
    while (end > 0 && baseUrl.charCodeAt(end - 1) === 47)
        end--;
    return `${baseUrl.slice(0, end)}/${key}`;
}
function shorten(value) {
    return value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value;
}
/** A deny-listed prefix, or a deny-listed prefix followed by digits (`SHA3`, `ISO8859`). */
function deniedPrefix(project) {
    if (NON_TICKET_PREFIXES.has(project))
        return project;
    let i = 0;
    while (i < project.length && isUpper(project.charCodeAt(i)))
        i++;
    const letters = project.slice(0, i);
    return i < project.length && NON_TICKET_PREFIXES.has(letters) && (0,platform_ids/* isDigits */.Hc)(project.slice(i))
        ? letters
        : undefined;
}
function addWhere(list, where) {
    if (!list.includes(where))
        list.push(where);
}
class ReferenceCollector {
    explicitUrl;
    tickets = new Map();
    findings = new Map();
    ignored = [];
    ignoredSeen = new Set();
    ignoredOmitted = 0;
    /** References to tickets beyond {@link MAX_TICKETS_KEPT} distinct ones, counted, not kept. */
    ticketsOmitted = 0;
    allow;
    base;
    host;
    maxFindings;
    /** The key of `ticket-url`, when it is on the ticket base URL. */
    explicitKey;
    /** Where the key of `ticket-url` was named, `ticket-url` first. */
    explicitWhere = ['ticket-url'];
    /** Keys seen while no ticket base URL was set to build their URLs. */
    keysWithoutUrl = 0;
    constructor(options, explicitUrl) {
        this.explicitUrl = explicitUrl;
        this.allow = new Set(options.ticketProjects.map(p => p.trim().toUpperCase()).filter(Boolean));
        const base = options.ticketBaseUrl?.trim();
        this.base = base ? ticketUrlForKey(base, '') : undefined;
        this.host = options.platformHost?.trim() || undefined;
        this.maxFindings = options.maxFindingIds ?? DEFAULT_MAX_FINDING_IDS;
        this.explicitKey =
            explicitUrl !== undefined && this.base !== undefined
                ? this.keyAfterBase(explicitUrl, 0, explicitUrl.length)?.key
                : undefined;
    }
    /** A title (`withFindings`) or a branch name: read as-is, line by line. */
    readPlain(text, where, withFindings) {
        for (const line of text.split('\n'))
            this.readLine(line, where, withFindings);
    }
    /** A body or commit message: fenced code blocks and HTML comments are not read. */
    readMarkdown(text, where) {
        for (const line of readableLines(text))
            this.readLine(line, where, true);
    }
    /** `finding-ids`, already checked and normalised by the mode's inputs. */
    readExplicitFindings(ids) {
        for (const id of ids)
            this.addFinding(id, 'finding-ids', []);
    }
    readLine(line, where, withFindings) {
        if (line.length < 4)
            return; // shorter than any key (`AB-1`), label or link
        const lineTickets = new Set();
        let found = [];
        const urls = withFindings ? urlsIn(line) : [];
        const ticketUrlSpans = [];
        for (const url of urls) {
            const key = this.base !== undefined ? this.keyAfterBase(line, url.start, url.end) : undefined;
            const text = line.slice(url.start, url.end);
            if (key !== undefined) {
                ticketUrlSpans.push({ start: url.start, end: key.end });
                this.ticket(key.key, line.slice(url.start, key.end), where, true, lineTickets);
                continue;
            }
            const digits = this.findingLink(text, where);
            if (digits !== undefined)
                found.push({ at: url.start, digits, shown: text, url: text });
        }
        const keySpans = this.readKeys(line, where, ticketUrlSpans, lineTickets);
        if (withFindings) {
            const listed = this.readFindingList(line, where, mergeSpans(urls, keySpans));
            if (listed.length > 0)
                found = found.length === 0 ? listed : mergeByPosition(found, listed);
        }
        const lineFindings = [];
        for (const id of found)
            this.foundFindingId(id, where, lineFindings);
        if (lineTickets.size === 1 && lineFindings.length > 0) {
            const key = lineTickets.values().next().value;
            for (const id of lineFindings) {
                const entry = this.findings.get(id);
                if (entry !== undefined && !entry.boundTo.includes(key))
                    entry.boundTo.push(key);
            }
        }
    }
    /** The key right after the ticket base URL at `start`, if the text there is one. */
    keyAfterBase(text, start, end) {
        const base = this.base;
        if (end - start <= base.length || !startsWithIgnoringCase(text, start, base))
            return undefined;
        const from = start + base.length;
        const found = keyAt(text, from, wordEnd(text, from));
        if (found === undefined || found.end > end)
            return undefined;
        return { key: `${found.project.toUpperCase()}-${found.number}`, end: found.end };
    }
    /** Scans the words of a line for keys; returns the spans of every key-shaped reference. */
    readKeys(line, where, skip, lineTickets) {
        const spans = [];
        const skipping = new SpanWalker(skip);
        let i = 0;
        while (i < line.length) {
            const skipped = skipping.from(i);
            if (skipped !== undefined && skipped.start <= i) {
                i = skipped.end;
                continue;
            }
            if (!isWord(line.charCodeAt(i))) {
                i++;
                continue;
            }
            const end = wordEnd(line, i);
            const found = keyAt(line, i, end);
            if (found !== undefined) {
                spans.push({ start: i, end: found.shownEnd });
                const shown = line.slice(i, found.shownEnd);
                if (isUpperProject(found.project)) {
                    this.ticket(`${found.project}-${found.number}`, shown, where, false, lineTickets);
                }
                else if (this.allow.has(found.project.toUpperCase())) {
                    this.ignore(shown, where, 'not upper case: ticket keys are read in upper case only');
                }
            }
            i = end;
        }
        return spans;
    }
    ticket(key, shown, where, fromUrl, lineTickets) {
        const project = key.slice(0, key.lastIndexOf('-'));
        if (this.allow.size > 0 && !this.allow.has(project)) {
            const allowed = [...this.allow].join(', ');
            this.ignore(shown, where, `project ${project} is not in ticket-projects (${allowed})`);
            return;
        }
        const denied = this.allow.size === 0 && !fromUrl ? deniedPrefix(project) : undefined;
        if (denied !== undefined) {
            this.ignore(shown, where, `${denied} is a well-known non-ticket prefix (set ticket-projects to choose the projects)`);
            return;
        }
        if (this.explicitUrl !== undefined) {
            if (key === this.explicitKey)
                addWhere(this.explicitWhere, where);
            else
                this.ignore(key, where, 'not used: ticket-url is set, so every finding goes to it');
            return;
        }
        if (this.base === undefined) {
            this.keysWithoutUrl++;
            this.ignore(key, where, 'no ticket-base-url is set to build its URL (or set ticket-url)');
            return;
        }
        let entry = this.tickets.get(key);
        if (entry === undefined) {
            if (this.tickets.size >= MAX_TICKETS_KEPT) {
                this.ticketsOmitted++;
                return;
            }
            entry = { key, url: ticketUrlForKey(this.base, key), where: [] };
            this.tickets.set(key, entry);
        }
        addWhere(entry.where, where);
        lineTickets.add(key);
    }
    /** The finding ID a link on the platform host names; links elsewhere are reported. */
    findingLink(url, where) {
        if (!url.includes('/findings/'))
            return undefined;
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            return undefined;
        }
        const id = findingIdInPath(parsed.pathname);
        if (id === undefined)
            return undefined;
        if (this.host === undefined) {
            this.ignore(url, where, 'no platform host is known to recognise links to findings');
            return undefined;
        }
        if (!hostMatches(parsed, this.host)) {
            this.ignore(url, where, `not a link to a finding on ${this.host}`);
            return undefined;
        }
        return id;
    }
    /** The IDs of a `Findings:` list on this line; a list in the wrong place is reported. */
    readFindingList(line, where, neutral) {
        const head = headOf(line, neutral);
        const atHead = labelEnd(line, head);
        if (atHead !== -1) {
            const list = parseFindingList(line, atHead, neutral);
            if (list.invalid === undefined)
                return list.ids;
            this.ignore(`${line.slice(head, atHead)} ${list.invalid}`, where, 'a Findings list holds only finding IDs separated by commas or spaces ' +
                '(e.g. Findings: 123, 456)');
            return [];
        }
        const misplaced = misplacedListAt(line, neutral);
        if (misplaced !== -1) {
            this.ignore(line.slice(misplaced).trim(), where, 'a Findings list is read only at the start of a line ' +
                '(after a list marker or the ticket key)');
        }
        return [];
    }
    foundFindingId(found, where, lineFindings) {
        const id = (0,platform_ids/* normalizeId */.XB)(found.digits);
        if (id === undefined) {
            this.ignore(found.shown, where, `larger than the largest finding ID (${platform_ids/* INT64_MAX */.vh})`);
            return;
        }
        this.addFinding(id, where, lineFindings, found.url);
    }
    addFinding(id, where, lineFindings, url) {
        let entry = this.findings.get(id);
        if (entry === undefined) {
            if (this.findings.size >= this.maxFindings)
                throw new FindingLimitReached(this.maxFindings);
            entry = { id, where: [], boundTo: [] };
            this.findings.set(id, entry);
        }
        addWhere(entry.where, where);
        entry.url ??= url;
        lineFindings.push(id);
    }
    ignore(reference, where, reason) {
        const shown = shorten(reference);
        const key = `${shown}\n${where}\n${reason}`;
        if (this.ignoredSeen.has(key))
            return;
        // Once the list is full, further ones are only counted (each time they occur): remembering
        // them would grow with the text.
        if (this.ignored.length >= MAX_IGNORED_SHOWN) {
            this.ignoredOmitted++;
            return;
        }
        this.ignoredSeen.add(key);
        this.ignored.push({ reference: shown, where, reason });
    }
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/planner.ts
/**
 * Plans which ticket gets which findings (mode `ticket-link`) from the references the collector
 * read, and words the errors the user has to fix. Pure: no I/O.
 *
 * One ticket: every finding goes to it. Several: a finding on a line that names exactly one of
 * them goes to that one; a finding left unbound is an error. `explicitTicketUrl` overrides all this.
 */


/** The notice of a pull request that names no ticket and no finding. */
const NOTHING_REFERENCED = 'Nothing to link: no ticket or finding is referenced.';
/** A reference problem the user has to fix (ambiguous or too many references). */
class TicketReferenceError extends Error {
    /** Ticket keys (or URLs) the pull request references. */
    tickets;
    /** Finding IDs that could not be assigned to one ticket. */
    findingIds;
    /** The references found (no links planned), so that the summary can show them with the error. */
    plan;
    constructor(message, tickets, findingIds, plan) {
        super(message);
        this.name = 'TicketReferenceError';
        this.tickets = tickets;
        this.findingIds = findingIds;
        this.plan = plan;
    }
}
const DEFAULT_MAX_TICKETS = 20;
/** How many tickets or findings an error message names before "and N more". */
const LISTED_IN_ERRORS = 10;
/** Reads the pull request and plans the links; throws {@link TicketReferenceError} if ambiguous. */
function planTicketLinks(pr, options) {
    const explicitUrl = options.explicitTicketUrl?.trim() || undefined;
    const read = new ReferenceCollector(options, explicitUrl);
    try {
        if (pr !== undefined) {
            read.readPlain(pr.title, 'title', true);
            read.readPlain(pr.branch, 'branch', false);
            read.readMarkdown(pr.body, 'body');
            for (const commit of pr.commits)
                read.readMarkdown(commit.message, `commit ${commit.label}`);
        }
        read.readExplicitFindings(options.explicitFindingIds);
    }
    catch (error) {
        if (!(error instanceof FindingLimitReached))
            throw error;
        throw new TicketReferenceError(`Name fewer findings per pull request: more than ${error.limit} distinct ` +
            `finding IDs are named (in the pull request and finding-ids), and at most ` +
            `${error.limit} are linked in one run.`, [...read.tickets.keys()], []);
    }
    return new Planner(read, options.maxTickets ?? DEFAULT_MAX_TICKETS).plan();
}
class Planner {
    read;
    maxTickets;
    constructor(read, maxTickets) {
        this.read = read;
        this.maxTickets = maxTickets;
    }
    /** The links to make, from what was read; throws {@link TicketReferenceError} if ambiguous. */
    plan() {
        const findings = [...this.read.findings.values()];
        if (this.read.explicitUrl !== undefined)
            return this.planExplicit(this.read.explicitUrl, findings);
        const entries = [...this.read.tickets.values()];
        const tickets = entries.map(t => ({ key: t.key, url: t.url, where: t.where }));
        const only = entries[0];
        if (only === undefined || findings.length === 0) {
            return this.result([], tickets, this.nothingToLink(entries.length, findings.length));
        }
        const keys = entries.map(t => t.key);
        if (this.read.ticketsOmitted > 0) {
            throw new TicketReferenceError(`Link fewer tickets per pull request, or set ticket-url to link every finding to one ` +
                `ticket: the pull request references more than ${(0,action_text/* formatCount */.B4)(MAX_TICKETS_KEPT)} ` +
                `distinct tickets (${(0,action_text/* shortList */.pg)(keys, LISTED_IN_ERRORS)}), and at most ` +
                `${this.maxTickets} are linked in one run.`, keys.slice(0, LISTED_IN_ERRORS), [], this.result([], tickets));
        }
        if (entries.length === 1) {
            const ids = findings.map(f => f.id);
            return this.result([{ ticketKey: only.key, ticketUrl: only.url, findingIds: ids }], tickets);
        }
        this.requireOneTicketEach(findings, entries, tickets);
        return this.result(this.linksByTicket(findings, entries, tickets), tickets);
    }
    /** `ticket-url` set: every finding goes to it. */
    planExplicit(url, findings) {
        const key = this.read.explicitKey;
        const ticket = {
            ...(key !== undefined && { key }),
            url,
            where: this.read.explicitWhere
        };
        if (findings.length === 0) {
            return this.result([], [ticket], 'Nothing to link: the pull request names no finding and finding-ids is empty.');
        }
        const link = {
            ...(key !== undefined && { ticketKey: key }),
            ticketUrl: url,
            findingIds: findings.map(f => f.id)
        };
        return this.result([link], [ticket]);
    }
    /** Several tickets: every finding must be bound to exactly one of them, by its line. */
    requireOneTicketEach(findings, entries, tickets) {
        const keys = entries.map(t => t.key);
        const twice = findings.filter(f => f.boundTo.length > 1);
        const first = twice[0];
        if (first !== undefined) {
            throw new TicketReferenceError(`Name finding ${first.id} on the line of one ticket only, or set ticket-url to link ` +
                `every finding to one ticket: finding ${first.id} is bound to more than one ticket ` +
                `(${first.boundTo.join(', ')}) in ${first.where.join(', ')}, but a finding can be ` +
                'linked to only one ticket.', keys, twice.map(f => f.id), this.result([], tickets));
        }
        const unboundFindings = findings.filter(f => f.boundTo.length === 0);
        const unbound = unboundFindings.map(f => f.id);
        if (unbound.length === 0)
            return;
        const named = entries.map(t => `${t.key} in ${t.where.join(', ')}`);
        const where = unboundFindings.map(f => `${f.id} in ${f.where.join(', ')}`);
        const example = `${entries[0].key}: Findings: ${unbound.slice(0, 3).join(', ')}`;
        throw new TicketReferenceError(`Put finding${unbound.length > 1 ? 's' : ''} ${(0,action_text/* shortList */.pg)(unbound, LISTED_IN_ERRORS)} on a line that names ` +
            `exactly one ticket (e.g. "${example}"), or set ticket-url to link every finding to ` +
            `one ticket: the pull request references ${entries.length} tickets ` +
            `(${(0,action_text/* shortList */.pg)(named, LISTED_IN_ERRORS, '; ')}), and ${unbound.length > 1 ? 'these findings are' : 'this finding is'} ` +
            `on no line with one of them (${(0,action_text/* shortList */.pg)(where, LISTED_IN_ERRORS, '; ')}).`, keys, unbound, this.result([], tickets));
    }
    /** One link per ticket that has findings bound to it, in first-seen order, at most maxTickets. */
    linksByTicket(findings, entries, tickets) {
        const byTicket = new Map();
        for (const finding of findings) {
            const key = finding.boundTo[0];
            const list = byTicket.get(key);
            if (list === undefined)
                byTicket.set(key, [finding.id]);
            else
                list.push(finding.id);
        }
        const links = [];
        for (const ticket of entries) {
            const bound = byTicket.get(ticket.key);
            if (bound !== undefined) {
                links.push({ ticketKey: ticket.key, ticketUrl: ticket.url, findingIds: bound });
            }
        }
        if (links.length > this.maxTickets) {
            const over = (0,action_text/* shortList */.pg)(links.map(l => l.ticketKey ?? l.ticketUrl), LISTED_IN_ERRORS);
            throw new TicketReferenceError(`Link fewer tickets per pull request: findings would be linked to ${links.length} ` +
                `tickets, more than the ${this.maxTickets} allowed in one run (${over}).`, entries.map(t => t.key), [], this.result([], tickets));
        }
        return links;
    }
    result(links, tickets, notice) {
        const target = new Map();
        for (const link of links)
            for (const id of link.findingIds)
                target.set(id, link.ticketUrl);
        const findings = [...this.read.findings.values()].map(f => {
            const ticketUrl = target.get(f.id);
            return {
                id: f.id,
                where: f.where,
                ...(ticketUrl !== undefined && { ticketUrl }),
                ...(f.url !== undefined && { url: f.url })
            };
        });
        return {
            links,
            tickets,
            findings,
            ignored: this.read.ignored,
            ignoredOmitted: this.read.ignoredOmitted,
            ...(this.read.ticketsOmitted > 0 && { ticketsOmitted: this.read.ticketsOmitted }),
            ...(notice !== undefined && { notice }),
            ...(notice === NOTHING_REFERENCED && { referencesNothing: true })
        };
    }
    nothingToLink(ticketCount, findingCount) {
        const noTicket = this.read.keysWithoutUrl > 0
            ? 'ticket keys were found, but ticket-base-url is not set to build their URLs ' +
                '(set it, or set ticket-url)'
            : 'no ticket is referenced (name a key such as PROJ-42 in the title, branch, ' +
                'description or a commit message, or set ticket-url)';
        const noFinding = 'no finding is named (add a line "Findings: 123, 456" to the description, link the ' +
            'findings, or set finding-ids)';
        if (ticketCount === 0 && findingCount === 0) {
            return this.read.keysWithoutUrl > 0
                ? `Nothing to link: ${noTicket}, and ${noFinding}.`
                : NOTHING_REFERENCED;
        }
        if (ticketCount === 0)
            return `Nothing to link: ${noTicket}.`;
        return `Nothing to link: ${noFinding}.`;
    }
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/ticket-link/severity.ts
/**
 * "Order of the summary": findings most severe first (critical, high, medium, low, then any other
 * value the platform gives), then by type and ID, in every table; a table cut at its row limit so
 * keeps the most severe. The verdict counts findings by severity in the same order.
 */

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 };
const TYPE_RANK = { sast: 0, sca: 1, ai_sast: 2 };
function severityRank(severity) {
    return SEVERITY_RANK[(severity ?? '').toLowerCase()] ?? 4;
}
/** Compares two finding IDs (digits, any length) as numbers. */
function compareIds(a, b) {
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
function bySeverity(a, b) {
    return (severityRank(a.severity) - severityRank(b.severity) ||
        (a.type === undefined ? 3 : TYPE_RANK[a.type]) -
            (b.type === undefined ? 3 : TYPE_RANK[b.type]) ||
        compareIds(a.id, b.id));
}
/** A sorted copy, most severe first. */
function inSeverityOrder(findings) {
    return [...findings].sort(bySeverity);
}
/**
 * `3 critical, 12 high, 1 medium` over the findings whose severity is known, most severe first,
 * any other value as `other`; undefined when no severity is known.
 */
function severityCounts(findings) {
    const counts = new Map();
    for (const finding of inSeverityOrder(findings)) {
        if (finding.severity === undefined)
            continue;
        // Any value the platform makes up is "other": the verdict stays one short line.
        const named = finding.severity.toLowerCase();
        const severity = named in SEVERITY_RANK ? named : 'other';
        counts.set(severity, (counts.get(severity) ?? 0) + 1);
    }
    if (counts.size === 0)
        return undefined;
    return [...counts].map(([severity, count]) => `${(0,action_text/* formatCount */.B4)(count)} ${severity}`).join(', ');
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/discovery-summary.ts
/**
 * The summary's part for the pull request's own findings: the verdict (`PROJ-42 ← 3 findings found
 * on this pull request`), a table of the ticket's findings, the findings left with other tickets,
 * and what the platform was asked. Everything from the API is escaped here.
 */





/** At most this many findings per table. */
const MAX_FINDING_ROWS = 50;
/** The verdict of a run that linked (or found linked) the pull request's findings. */
function discoveryVerdict(view, discovery) {
    const outcome = view.results[0];
    const sorted = discovery.sorted;
    if (outcome === undefined || sorted === undefined)
        return undefined;
    const name = outcome.link.ticketKey ?? outcome.link.ticketUrl;
    const count = outcome.link.findingIds.length;
    const where = view.pullRequest ? 'this pull request' : `ref ${(0,markdown/* code */.aY)(discovery.query.ref)}`;
    const sent = new Set(outcome.link.findingIds);
    const counts = severityCounts([...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere].filter(f => sent.has(f.id)));
    const notes = [
        ...(counts !== undefined ? [counts] : []),
        ...(sorted.alreadyHere.length > 0 && !outcome.alreadyLinked
            ? [`${(0,action_text/* formatCount */.B4)(sorted.alreadyHere.length)} linked already`]
            : []),
        ...(outcome.alreadyLinked ? ['all linked already, no request made'] : []),
        ...(sorted.kept.length > 0
            ? [`${(0,action_text/* plural */.LS)(sorted.kept, 'other finding')} left with other tickets`]
            : [])
    ];
    const sentence = `${(0,markdown/* link */.nf)(name, outcome.link.ticketUrl)} ← ${(0,action_text/* plural */.LS)(count, 'finding')} found on ${where}` +
        (notes.length > 0 ? ` (${notes.join('; ')})` : '');
    const warnings = view.warnings;
    if (warnings.length > 0) {
        return {
            outcome: 'warning',
            sentence: `${sentence}, with ${(0,action_text/* plural */.LS)(warnings, 'warning')} (below).`
        };
    }
    if (scanUnseen(discovery)) {
        const scan = discovery.scan;
        const why = scan?.state === 'missing' && scan.fork === true
            ? 'the pull request comes from a fork, whose scan was not seen'
            : "the pull request's scan was not checked";
        return { outcome: 'warning', sentence: `${sentence}; ${why} (below).` };
    }
    return { outcome: 'done', sentence: `${sentence}.` };
}
/** Whether the findings were listed without the head commit's scan seen completed. */
function scanUnseen(discovery) {
    return discovery?.scan !== undefined && discovery.scan.state !== 'completed';
}
/** Which scan the findings come from, or why none was seen; undefined where none was looked for. */
function scanLine(discovery) {
    const check = discovery.scan;
    if (check === undefined)
        return undefined;
    const of = `the scan of head commit ${(0,markdown/* code */.aY)(shortCommit(check.commit))} on ${(0,markdown/* code */.aY)(check.ref)}`;
    switch (check.state) {
        case 'completed': {
            const waited = check.waitedMs >= 60_000 ? ` (waited ${Math.round(check.waitedMs / 60_000)} min)` : '';
            return `The findings come from ${of}, completed ${(0,markdown/* text */.Qq)(scanTime(check.scan.completedAt))}${waited}.`;
        }
        case 'missing':
            // Under `scan-commit: require`, or when the listing failed, nothing was listed at all.
            return discovery.perType === undefined
                ? `No finding was listed, and ${of} was not seen completed.`
                : `The findings were listed without ${of} seen completed (the ${check.fork ? 'notice' : 'warning'} above says why).`;
        case 'unchecked':
            return `The pull request's scan was not checked: ${(0,markdown/* text */.Qq)(check.message)}`;
        case 'cancelled':
            return `The run was cancelled while waiting for ${of}.`;
    }
}
/** The ticket's findings, then the ones left with other tickets. */
function discoverySections(view, discovery, state) {
    const sorted = discovery.sorted;
    const planned = view.plan?.links[0];
    if (sorted === undefined || planned === undefined)
        return [];
    const outcome = view.results[0];
    const name = (0,markdown/* link */.nf)(planned.ticketKey ?? planned.ticketUrl, planned.ticketUrl);
    const id = outcome && outcome.result.ticket_id > 0n ? ` (ticket ID ${(0,markdown/* code */.aY)(outcome.result.ticket_id)})` : '';
    const note = (f) => sorted.alreadyHere.includes(f)
        ? 'linked here already'
        : sorted.moving.includes(f)
            ? `moved from ${ticketOf(view)(f)}`
            : 'new';
    const linked = [...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere];
    const sections = [
        [
            `### ${name} ← ${(0,action_text/* plural */.LS)(linked, 'finding')}${id}: ${state}`,
            '',
            findingTable(view, linked, 'Status', note)
        ].join('\n')
    ];
    if (sorted.kept.length > 0) {
        sections.push([
            `### Left with other tickets (${(0,action_text/* formatCount */.B4)(sorted.kept.length)})`,
            '',
            `Already linked elsewhere, so not moved; set ${(0,markdown/* code */.aY)('relink: true')} to move them to ${name}.`,
            '',
            findingTable(view, sorted.kept, 'Stays with', ticketOf(view))
        ].join('\n'));
    }
    return sections;
}
/** What the platform was asked, and how many findings each type returned. */
function askedLine(discovery) {
    const { query, perType } = discovery;
    const severities = query.severities.length > 0 ? `severities ${query.severities.join(', ')}` : 'every severity';
    const filters = `status ${query.status ?? 'any'}, ${severities}`;
    const asked = `ref ${(0,markdown/* code */.aY)(query.ref)} in ${(0,markdown/* code */.aY)(query.repository)} (${(0,markdown/* text */.Qq)(filters)})`;
    if (perType === undefined) {
        const types = query.types.map(t => TYPE_LABELS[t]).join(', ');
        return `Findings of ${asked} were not listed (${(0,markdown/* text */.Qq)(types)}).`;
    }
    const counts = perType.map(t => `${(0,action_text/* formatCount */.B4)(t.count)} ${TYPE_LABELS[t.type]}`).join(', ');
    return `Asked the platform for the findings of ${asked}: ${counts}.`;
}
function findingTable(view, findings, lastHeader, last) {
    const base = view.platformUrl && view.deploymentSlug
        ? `${view.platformUrl.replace(/\/+$/, '')}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/`
        : undefined;
    // Most severe first, so that a cut table keeps the most severe.
    const rows = inSeverityOrder(findings)
        .slice(0, MAX_FINDING_ROWS)
        .map(f => [
        base ? (0,markdown/* link */.nf)(f.id, `${base}${f.id}`) : (0,markdown/* code */.aY)(f.id),
        (0,markdown/* text */.Qq)(f.severity || '—'),
        f.ruleName ? (0,markdown/* code */.aY)(f.ruleName) : '—',
        place(f, view.githubServerOrigin ?? 'https://github.com'),
        TYPE_LABELS[f.type],
        last(f)
    ]);
    const more = findings.length - rows.length;
    return [
        (0,markdown/* table */.tp)(['Finding', 'Severity', 'Rule', 'File', 'Type', lastHeader], rows),
        ...(more > 0 ? ['', `_… and ${(0,action_text/* plural */.LS)(more, 'more finding')}, not shown._`] : [])
    ].join('\n');
}
/**
 * `file:line`, linked to the platform's `line_of_code_url` only where that is on the repository's
 * GitHub (GITHUB_SERVER_URL's origin); elsewhere the URL is shown as text, never followed.
 */
function place(finding, githubOrigin) {
    const label = finding.line !== undefined ? `${finding.filePath}:${finding.line}` : finding.filePath;
    if (!label)
        return '—';
    const url = finding.lineUrl;
    if (url === undefined)
        return (0,markdown/* text */.Qq)(label);
    if (originOf(url) === githubOrigin)
        return (0,markdown/* link */.nf)(label, url);
    return `${(0,markdown/* text */.Qq)(label)} (${(0,markdown/* code */.aY)(url)})`;
}
function originOf(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return undefined;
    }
}
/**
 * A ticket a finding is linked to now, as the platform names it: linked only where its URL starts
 * with `ticket-base-url` (the tracker this run links to); otherwise its key and URL as text.
 */
function ticketShown(current, ticketBaseUrl) {
    const label = current.slug || current.url;
    if (!current.url)
        return (0,markdown/* text */.Qq)(label);
    const base = ticketBaseUrl === undefined ? undefined : ticketBaseUrl.replace(/\/*$/, '/');
    if (base !== undefined && /^https?:\/\//i.test(current.url) && current.url.startsWith(base)) {
        return (0,markdown/* link */.nf)(label, current.url);
    }
    return current.slug ? `${(0,markdown/* text */.Qq)(current.slug)} (${(0,markdown/* code */.aY)(current.url)})` : (0,markdown/* code */.aY)(current.url);
}
function ticketOf(view) {
    return finding => finding.externalTicket === undefined
        ? '—'
        : ticketShown(finding.externalTicket, view.ticketBaseUrl);
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/summary.ts
/** The job summary of `mode: ticket-link`, rendered from what the run did. */





/** At most this many rows per table of the summary. */
const MAX_SUMMARY_ROWS = 50;
/** At most this many finding IDs in one cell. */
const MAX_IDS_PER_CELL = 30;
/** The flat view of the step results. */
function summaryView(results, cancelled = false) {
    const { reading, nothing, discovery, named, links } = results;
    return {
        eventName: results.eventName,
        pullRequest: results.pullRequest,
        commitsRead: reading?.commitsRead,
        commitsSkipped: reading?.commitsSkipped,
        commitsWarned: reading !== undefined && reading.warnings.length > 0,
        untrustedAuthor: results.untrustedAuthor,
        plan: named?.plan ?? discovery?.plan ?? results.plan,
        ...linksView(results),
        cancelledRun: cancelled,
        warnings: [reading, nothing, discovery, named, links].flatMap(step => step?.warnings ?? []),
        platformUrl: results.platformUrl,
        deploymentSlug: results.deploymentSlug ?? discovery?.deploymentSlug,
        githubServerOrigin: results.githubServerOrigin,
        ticketBaseUrl: results.ticketBaseUrl,
        discovery: discovery?.discovery,
        keyWithoutBase: nothing?.keyWithoutBase === true || discovery?.keyWithoutBase === true,
        named: named?.lookup
    };
}
/** The link requests' part of the view: the one already made, or those made by this run. */
function linksView(results) {
    const { discovery, links } = results;
    return {
        results: discovery?.alreadyLinked ? [discovery.alreadyLinked] : (links?.outcomes ?? []),
        attempted: links?.attempted ?? 0,
        integrationMissing: links?.integrationMissing === true
    };
}
/** The job summary: the verdict, what was read, which ticket got which findings, what was not used. */
function renderTicketLinkSummary(results, failure, cancelled = false) {
    const view = summaryView(results, cancelled);
    const sections = [(0,summary/* failureBlock */.Qu)(failure, cancelled), (0,summary/* warningsBlock */.LZ)(view.warnings)];
    sections.push(...readingLines(view));
    const plan = view.plan;
    if (plan !== undefined && plan.links.length > 0)
        sections.push(...linkSections(view, plan));
    if (view.discovery !== undefined) {
        sections.push(askedLine(view.discovery));
        const scan = scanLine(view.discovery);
        if (scan !== undefined)
            sections.push(scan);
    }
    if (plan !== undefined)
        sections.push(...referencesSection(view, plan));
    return (0,summary/* renderSummary */.Br)(verdict(view, failure, cancelled), sections);
}
/** Where the references came from, and what of the pull request was not read. */
function readingLines(view) {
    const lines = [sourceLine(view)];
    if (view.commitsSkipped !== undefined && !view.commitsWarned) {
        lines.push(`Commit messages were not read: ${(0,markdown/* text */.Qq)(view.commitsSkipped)}.`);
    }
    if (view.untrustedAuthor !== undefined) {
        lines.push(`On ${(0,markdown/* code */.aY)('pull_request_target')} only pull requests whose authors are listed in ` +
            `${(0,markdown/* code */.aY)('trusted-associations')} are read. A maintainer can link this pull request's ` +
            `tickets with ${(0,markdown/* code */.aY)('ticket-url')} and ${(0,markdown/* code */.aY)('finding-ids')}.`);
    }
    return lines;
}
/** The table of the planned links: the discovery's one ticket, or one row per ticket. */
function linkSections(view, plan) {
    const stopped = view.cancelledRun ? 'the run was cancelled before' : 'the step stopped before';
    if (view.discovery?.sorted !== undefined) {
        return discoverySections(view, view.discovery, discoveryState(view, stopped));
    }
    return [linkedSection(view, plan, stopped)];
}
function verdict(view, failure, cancelled = false) {
    if (failure !== undefined && failure !== '') {
        return cancelled
            ? (0,summary/* cancelledVerdict */.F0)(cancelledWhat(view))
            : (0,summary/* failedVerdict */.b9)(failedWhat(view), failure);
    }
    if (view.untrustedAuthor !== undefined) {
        return {
            outcome: 'done',
            sentence: `Nothing was linked: the author of this pull request is ${(0,markdown/* code */.aY)(view.untrustedAuthor)}, ` +
                `not one of ${(0,markdown/* code */.aY)('trusted-associations')}.`
        };
    }
    if (view.plan?.notice !== undefined)
        return noticeVerdict(view, view.plan.notice);
    return (view.discovery && discoveryVerdict(view, view.discovery)) ?? linkedVerdict(view);
}
/** What a cancellation left: how many of the planned tickets were linked before it. */
function cancelledWhat(view) {
    const done = view.results.length;
    if (done === 0)
        return 'No ticket was linked.';
    const planned = view.plan?.links.length ?? 0;
    return `Linked ${done} of ${(0,action_text/* plural */.LS)(planned, 'ticket')} before it stopped; the rest are not linked.`;
}
/** What a failure left: a refusal for want of an integration, a failed request, or references. */
function failedWhat(view) {
    const done = view.results.length;
    const planned = view.plan?.links.length ?? 0;
    if (view.integrationMissing) {
        return done > 0
            ? `Linked ${done} of ${(0,action_text/* plural */.LS)(planned, 'ticket')}, then the platform refused: the deployment has no ticketing integration.`
            : 'No ticket was linked: the deployment has no ticketing integration.';
    }
    if (view.attempted > 0) {
        return done > 0
            ? `Linked ${done} of ${(0,action_text/* plural */.LS)(planned, 'ticket')}, then a link request failed.`
            : 'No ticket was linked: the link request failed.';
    }
    return view.plan !== undefined && view.plan.notice === undefined
        ? 'Nothing was linked: the references need fixing.'
        : 'Nothing was linked.';
}
/** Nothing to link: a warning while something was not seen that could have given findings. */
function noticeVerdict(view, notice) {
    // Nothing found is no all-clear while the scan that would upload the findings was not seen.
    const unseen = scanUnseen(view.discovery) || (view.named?.notLinked.size ?? 0) > 0 || view.keyWithoutBase;
    return { outcome: unseen ? 'warning' : 'done', sentence: (0,markdown/* text */.Qq)(notice) };
}
/** The named findings linked: the ticket (or how many), the findings, and any warnings. */
function linkedVerdict(view) {
    const linkedIds = (0,action_text/* distinct */.dM)(view.results.flatMap(r => r.result.linked_issue_ids));
    const only = view.results.length === 1 ? view.results[0] : undefined;
    const tickets = only
        ? (0,markdown/* link */.nf)(ticketName(only.link), only.link.ticketUrl)
        : (0,action_text/* plural */.LS)(view.results.length, 'ticket');
    const counts = namedCounts(view, linkedIds);
    const sentence = `Linked ${tickets} to ${(0,action_text/* plural */.LS)(linkedIds, 'finding')}${counts ? ` (${counts})` : ''}`;
    if (view.warnings.length === 0)
        return { outcome: 'done', sentence: `${sentence}.` };
    return {
        outcome: 'warning',
        sentence: `${sentence}, with ${(0,action_text/* plural */.LS)(view.warnings, 'warning')} (below).`
    };
}
/** The linked named findings by severity, where the look-up gave their severities. */
function namedCounts(view, ids) {
    const found = view.named?.found;
    if (found === undefined)
        return undefined;
    return severityCounts(ids.flatMap(id => found.get(id) ?? []));
}
function sourceLine(view) {
    const pr = view.pullRequest;
    if (pr === undefined) {
        const findings = view.discovery ? 'finding-ref' : 'finding-ids';
        return `Event ${(0,markdown/* code */.aY)(view.eventName || 'unknown')} is not a pull request: the references are ${(0,markdown/* code */.aY)('ticket-url')} and ${(0,markdown/* code */.aY)(findings)}.`;
    }
    const name = `#${pr.number}`;
    const shown = pr.url ? (0,markdown/* link */.nf)(name, pr.url) : (0,markdown/* text */.Qq)(name);
    const commits = view.commitsRead !== undefined ? ` and ${(0,action_text/* plural */.LS)(view.commitsRead, 'commit message')}` : '';
    return `Pull request ${shown}: read its title, head branch, description${commits}.`;
}
/**
 * What became of the planned link at `index`: linked, failed, cut by a cancellation while under way
 * (whether the platform recorded it is not known), or never requested.
 */
function linkState(view, index) {
    if (index < view.results.length)
        return 'linked';
    if (index !== view.results.length || view.attempted <= view.results.length) {
        return 'not requested';
    }
    return view.cancelledRun ? 'cancelled' : 'failed';
}
const CUT = 'not known: the run was cancelled during its link request';
/** The state of the one link of the pull request's own findings, for its table's heading. */
function discoveryState(view, stopped) {
    if (view.results[0]?.alreadyLinked)
        return 'linked already (no request made)';
    const state = linkState(view, 0);
    return state === 'failed'
        ? '❌ link request failed'
        : state === 'cancelled'
            ? CUT
            : state === 'linked'
                ? 'linked'
                : `not linked (${stopped})`;
}
function linkedSection(view, plan, stopped) {
    const urls = findingUrls(view, plan);
    const rows = plan.links.slice(0, MAX_SUMMARY_ROWS).map((planned, index) => {
        const outcome = view.results[index];
        // Links go where this run sent them, whatever ticket_url the platform's answer names.
        const ticket = (0,markdown/* link */.nf)(ticketName(planned), planned.ticketUrl);
        if (outcome === undefined) {
            const state = linkState(view, index);
            return [
                ticket,
                '—',
                idList(planned.findingIds, urls, view),
                state === 'failed'
                    ? '❌ link request failed'
                    : state === 'cancelled'
                        ? CUT
                        : `not linked (${stopped})`
            ];
        }
        const replaced = outcome.result.replaced_issue_ids;
        return [
            ticket,
            (0,markdown/* code */.aY)(outcome.result.ticket_id),
            idList(outcome.result.linked_issue_ids, urls, view),
            replaced.length > 0
                ? `linked; moved here from another ticket: ${idList(replaced, urls)}`
                : 'linked'
        ];
    });
    return [
        (0,markdown/* table */.tp)(['Ticket', 'Ticket ID', 'Findings', 'Result'], rows),
        ...omitted(plan.links.length, 'ticket')
    ].join('\n');
}
function referencesSection(view, plan) {
    const sections = [];
    const urls = findingUrls(view, plan);
    const references = [
        ...plan.tickets.map(t => [
            `ticket ${(0,markdown/* link */.nf)(t.key ?? t.url, t.url)}`,
            (0,markdown/* text */.Qq)(t.where.join(', ')),
            ticketUse(view, plan, t.url)
        ]),
        ...inSeverityOrder(plan.findings.map(f => {
            const known = view.named?.found.get(f.id);
            return { ...f, ...(known && { severity: known.severity, type: known.type }) };
        })).map(f => {
            const url = urls.get(f.id);
            return [
                `finding ${url ? (0,markdown/* link */.nf)(f.id, url) : (0,markdown/* code */.aY)(f.id)}`,
                (0,markdown/* text */.Qq)(f.where.join(', ')),
                findingUse(view, plan, f.id, f.ticketUrl)
            ];
        })
    ];
    if (references.length > 0) {
        sections.push([
            '### References found',
            '',
            (0,markdown/* table */.tp)(['Reference', 'Found in', 'Use'], references.slice(0, MAX_SUMMARY_ROWS)),
            ...omitted(references.length, 'reference')
        ].join('\n'));
    }
    const ignoredTotal = plan.ignored.length + plan.ignoredOmitted;
    if (ignoredTotal > 0) {
        const rows = plan.ignored
            .slice(0, MAX_SUMMARY_ROWS)
            .map(i => [(0,markdown/* code */.aY)(i.reference), (0,markdown/* text */.Qq)(i.where), (0,markdown/* text */.Qq)(i.reason)]);
        const body = [
            (0,markdown/* table */.tp)(['Reference', 'Found in', 'Why not used'], rows),
            ...omitted(ignoredTotal, 'reference')
        ].join('\n');
        sections.push((0,markdown/* details */.zH)(`${(0,action_text/* plural */.LS)(ignoredTotal, 'reference')} found but not used`, body));
    }
    return sections;
}
/** A ticket's row: the same words as the link table's result for it. */
function ticketUse(view, plan, url) {
    const index = plan.links.findIndex(l => l.ticketUrl === url);
    if (index < 0)
        return plan.links.length > 0 ? 'no finding bound to it' : 'not linked';
    const state = linkState(view, index);
    return state === 'linked'
        ? 'linked'
        : state === 'failed'
            ? '❌ link request failed'
            : state === 'cancelled'
                ? CUT
                : 'not linked';
}
/** A finding's row: linked where the platform's answer says so, else why not. */
function findingUse(view, plan, id, ticketUrl) {
    const named = view.named;
    const reason = named?.notLinked.get(id);
    if (named !== undefined && reason !== undefined) {
        return reason === 'not found'
            ? `⚠️ not linked: the platform lists no such finding in ${(0,markdown/* code */.aY)(named.repository)} (not uploaded yet, or another repository's)`
            : '⚠️ not linked: not checked (the listing stopped at its bound)';
    }
    const kept = named?.kept.get(id);
    if (kept !== undefined) {
        return `stays with ${ticketShown(kept, view.ticketBaseUrl)} (${(0,markdown/* code */.aY)('relink: true')} moves it)`;
    }
    if (ticketUrl === undefined) {
        return plan.links.length === 0 && plan.notice === undefined
            ? 'not linked: on no line with exactly one ticket'
            : 'not linked';
    }
    const index = plan.links.findIndex(l => l.ticketUrl === ticketUrl);
    const name = ticketNameOf(plan, ticketUrl);
    const outcome = view.results[index];
    if (outcome !== undefined) {
        return outcome.result.linked_issue_ids.includes(id)
            ? `linked to ${name}`
            : `not linked: the platform did not link it to ${name}`;
    }
    const state = linkState(view, index);
    return state === 'failed'
        ? `❌ not linked: the link request to ${name} failed`
        : state === 'cancelled'
            ? `not known: the run was cancelled during the link request to ${name}`
            : `not linked (meant for ${name})`;
}
/** Where each finding's page is: the link the pull request gave, or the platform's page. */
function findingUrls(view, plan) {
    const urls = new Map();
    const base = view.platformUrl && view.deploymentSlug
        ? `${view.platformUrl.replace(/\/+$/, '')}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/`
        : undefined;
    for (const f of plan.findings) {
        if (f.url)
            urls.set(f.id, f.url);
        else if (base)
            urls.set(f.id, `${base}${f.id}`);
    }
    for (const l of plan.links) {
        for (const id of l.findingIds)
            if (!urls.has(id) && base)
                urls.set(id, `${base}${id}`);
    }
    return urls;
}
/**
 * Finding IDs, most severe first where the look-up gave severities, linked where the platform URL
 * is known, at most {@link MAX_IDS_PER_CELL}.
 */
function idList(ids, urls, view) {
    const found = view?.named?.found;
    const ordered = found
        ? inSeverityOrder(ids.map(id => ({ id, ...found.get(id) }))).map(f => f.id)
        : ids;
    const shown = ordered.slice(0, MAX_IDS_PER_CELL).map(id => {
        const url = urls.get(id);
        return url ? (0,markdown/* link */.nf)(id, url) : (0,markdown/* text */.Qq)(id);
    });
    const more = ids.length - shown.length;
    return shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
}
function omitted(total, noun) {
    const more = total - MAX_SUMMARY_ROWS;
    return more > 0 ? ['', `_… and ${(0,action_text/* plural */.LS)(more, `more ${noun}`)}, not shown._`] : [];
}
function ticketNameOf(plan, url) {
    const planned = plan.links.find(l => l.ticketUrl === url);
    return planned ? (0,markdown/* link */.nf)(ticketName(planned), url) : (0,markdown/* text */.Qq)(url);
}
/** A ticket's key where it has one, else its URL. */
function ticketName(planned) {
    return planned.ticketKey ?? planned.ticketUrl;
}

;// CONCATENATED MODULE: ./src/modes/ticket-link/index.ts
/**
 * `mode: ticket-link`, on pull requests: reads the tickets and findings a pull request references
 * (its title, head branch, description and commit messages; the reading rules are in
 * `collector.ts`, the planning in `planner.ts`) and records on the platform which ticket covers
 * which finding, with one link request per ticket. It never creates a ticket. With no finding
 * named, the platform's findings for the pull request go to its ticket (`discovery.ts`). Any event
 * can instead give `ticket-url` with `finding-ids` or `finding-ref` explicitly.
 *
 * Outputs: `links`, `linked-issue-ids`, `replaced-issue-ids`, and when exactly one ticket was
 * linked `ticket-url`, `ticket-id` and `external-slug`.
 */












/** Reads the references, plans the links, makes one link request per ticket and sets the outputs. */
async function runTicketLink(inputs, context) {
    const startedAt = context.clock.now();
    const pr = pullRequestOf(context.event);
    let untrustedAuthor;
    let reading;
    let plan;
    let nothing;
    let discovery;
    let named;
    let deploymentSlug;
    let links;
    context.summary.show((failure, cancelled) => renderTicketLinkSummary({
        ...summaryContext(context.event.name, pr, inputs),
        ...{ untrustedAuthor, reading, plan, nothing, discovery, named, deploymentSlug, links }
    }, failure, cancelled));
    if (pr === undefined)
        requireExplicitReferences(inputs, context.event.name);
    else if (!authorIsTrusted(pr, inputs, context.event.name)) {
        untrustedAuthor = untrusted(pr, inputs);
        return setOutputs([]);
    }
    else
        reading = await readPullRequest(pr, inputs, context);
    try {
        plan = planReferences(reading?.text, inputs);
    }
    catch (error) {
        // The summary still shows what was found, so that the author sees where each reference is.
        if (error instanceof TicketReferenceError)
            plan = error.plan;
        throw error;
    }
    if (discoveryWanted(inputs, plan)) {
        discovery = await discoverFindings(inputs, context, plan, pr, startedAt);
        if (discovery.error !== undefined)
            throw discovery.error;
        if (discovery.alreadyLinked !== undefined)
            return setOutputs([discovery.alreadyLinked]);
        plan = discovery.plan;
        deploymentSlug = discovery.deploymentSlug;
    }
    else if (plan.notice !== undefined) {
        nothing = sayNothingToLink(plan, plan.notice);
    }
    else {
        deploymentSlug = await context.deployment.slug();
        named = await checkNamedFindings(plan, lookupTarget(deploymentSlug, pr, inputs), inputs.relink, context);
        plan = named.plan;
        if (plan.notice !== undefined)
            (0,annotations/* notice */.lm)('nothing to link', plan.notice);
    }
    if (plan.notice !== undefined)
        return setOutputs([]);
    // Findings link to their platform page by the deployment's slug; without it they are plain IDs.
    if (inputs.platformUrl !== undefined && deploymentSlug === undefined) {
        deploymentSlug = await context.deployment.slug().catch(() => undefined);
    }
    links = { attempted: 0, outcomes: [], warnings: [] };
    const movedFrom = previousTickets(named?.lookup, discovery?.discovery);
    for (const planned of plan.links) {
        links = { ...links, attempted: links.attempted + 1 };
        try {
            const { outcome, warnings } = await requestLink(planned, context, movedFrom);
            links = {
                ...links,
                outcomes: [...links.outcomes, outcome],
                warnings: [...links.warnings, ...warnings]
            };
        }
        catch (error) {
            links = { ...links, integrationMissing: error instanceof IntegrationMissingError };
            throw error;
        }
    }
    return setOutputs(links.outcomes);
}
/** What the summary takes from the event and the inputs, whatever the steps did. */
function summaryContext(eventName, pr, inputs) {
    return {
        eventName,
        ...(pr && { pullRequest: { number: pr.number, ...(pr.html_url && { url: pr.html_url }) } }),
        ...(inputs.platformUrl !== undefined && { platformUrl: inputs.platformUrl }),
        ...(inputs.githubServerOrigin !== undefined && {
            githubServerOrigin: inputs.githubServerOrigin
        }),
        ...(inputs.ticketBaseUrl !== undefined && { ticketBaseUrl: inputs.ticketBaseUrl })
    };
}
/** The author's association, which is not trusted: said in a notice, and nothing is linked. */
function untrusted(pr, inputs) {
    const association = pr.author_association || 'NONE';
    (0,annotations/* notice */.lm)('pull request author not trusted', `Pull request #${pr.number} is not linked: on pull_request_target, only pull requests whose ` +
        `author is ${inputs.trustedAssociations.join(', ')} (input trusted-associations) are, and ` +
        `this author is ${association}. A maintainer can link its tickets with ticket-url ` +
        `and finding-ids, or re-run it after adding the author as a collaborator.`);
    return association;
}
/** The references read, planned and logged; an ambiguity error carries them for the summary. */
function planReferences(pullRequestText, inputs) {
    try {
        const plan = planTicketLinks(pullRequestText, {
            ticketBaseUrl: inputs.ticketBaseUrl,
            ticketProjects: inputs.ticketProjects,
            explicitTicketUrl: inputs.ticketUrl,
            explicitFindingIds: inputs.findingIds,
            platformHost: inputs.platformHost
        });
        logReferences(plan);
        return plan;
    }
    catch (error) {
        if (error instanceof TicketReferenceError && error.plan)
            logReferences(error.plan);
        throw error;
    }
}
/**
 * The plan's notice, said: a log line when the pull request referenced nothing, a warning for a
 * ticket key without `ticket-base-url`, otherwise a notice.
 */
function sayNothingToLink(plan, message) {
    if (plan.referencesNothing) {
        log.info(message);
        return { keyWithoutBase: false, warnings: [] };
    }
    if (keyWithoutBase(plan)) {
        (0,annotations/* warn */.R8)('ticket key without ticket-base-url', message);
        return { keyWithoutBase: true, warnings: [message] };
    }
    (0,annotations/* notice */.lm)('nothing to link', message);
    return { keyWithoutBase: false, warnings: [] };
}
/** Where the named findings are looked up: the base repository, on the pull request's ref first. */
function lookupTarget(slug, pr, inputs) {
    const ref = namedRef(pr, inputs);
    return {
        slug,
        repository: repositoryOf(pr, inputs),
        ...(ref !== undefined && { ref }),
        pageSize: inputs.findingsPageSize ?? FINDINGS_PAGE_SIZE
    };
}
/** One link request; a refusal names a missing integration. Returns its warning of moved findings. */
async function requestLink(planned, context, movedFrom) {
    const result = await context.client
        .linkTicket(planned.ticketUrl, planned.findingIds)
        .catch(async (error) => {
        const slug = await context.deployment.slug().catch(() => undefined);
        throw integrationMissing(error, slug ?? context.deployment.id) ?? error;
    });
    const name = ticketName(planned);
    log.info(`Linked ${name} (ticket ID ${result.ticket_id}) to ${(0,action_text/* plural */.LS)(result.linked_issue_ids, 'finding')}: ` +
        `${(0,action_text/* shortList */.pg)(result.linked_issue_ids)}`);
    const warnings = [];
    if (result.replaced_issue_ids.length > 0) {
        const message = replacedWarning(name, result.replaced_issue_ids, movedFrom);
        warnings.push(message);
        (0,annotations/* warn */.R8)('finding moved to another ticket', message);
    }
    return { outcome: { link: planned, result }, warnings };
}
/** The link request was refused for want of a ticketing integration (the verdict names it). */
class IntegrationMissingError extends Error {
    name = 'IntegrationMissingError';
}
/**
 * The platform refuses every link while the deployment has no ticketing integration, and says so
 * only in its answer's text (a 4xx whose body names the integration). That is not an input error:
 * the verdict names the missing integration and where to set it up; the answer stays quoted.
 */
function integrationMissing(error, deployment) {
    if (!(error instanceof platform_errors/* PlatformError */.Wk) || error.status === undefined)
        return undefined;
    if (error.status < 400 || error.status >= 500 || error.status === 404)
        return undefined;
    if (!/integration/i.test(error.body))
        return undefined;
    const details = error.message.slice((0,action_text/* firstSentence */.qi)(error.message).length).trim();
    return new IntegrationMissingError(`Set up a ticketing integration (e.g. Jira) for deployment ${deployment} on the platform, ` +
        `under Settings → Integrations, then run the step again: linking a ticket needs one, and the ` +
        `platform says there is none. ${details}`);
}
/**
 * On `pull_request_target` the workflow runs with the base repository's secrets for a pull request
 * anyone may open; only authors with a listed association may have it relink findings.
 * `pull_request` runs are trusted as before: from forks they get no secrets.
 */
function authorIsTrusted(pr, inputs, eventName) {
    if (eventName !== 'pull_request_target')
        return true;
    const association = typeof pr.author_association === 'string' ? pr.author_association : '';
    return inputs.trustedAssociations.includes(association.toUpperCase());
}
/** The pull request of a `pull_request` / `pull_request_target` event; undefined otherwise. */
function pullRequestOf(event) {
    const pr = event.payload.pull_request;
    if (!action_event/* PULL_REQUEST_EVENTS */.m_.includes(event.name) || !pr || typeof pr !== 'object')
        return undefined;
    return pr;
}
/**
 * Outside a pull request, `ticket-url` must be given, with `finding-ids` or `finding-ref` (the
 * one `findings` asks for, when it names one).
 */
function requireExplicitReferences(inputs, eventName) {
    const findings = inputs.findings === 'listed'
        ? inputs.findingIds.length > 0
        : inputs.findings === 'pull-request'
            ? inputs.findingRef !== undefined
            : inputs.findingIds.length > 0 || inputs.findingRef !== undefined;
    const wanted = inputs.findings === 'listed'
        ? 'finding-ids'
        : inputs.findings === 'pull-request'
            ? 'finding-ref'
            : 'finding-ids or finding-ref';
    const missing = [
        ...(inputs.ticketUrl === undefined ? ['ticket-url'] : []),
        ...(findings ? [] : [wanted])
    ];
    if (missing.length === 0)
        return;
    throw new Error(`This run was triggered by ${eventName ? `a '${eventName}' event` : 'no known event'}, not by ` +
        `a pull request (${action_event/* PULL_REQUEST_EVENTS */.m_.join(' or ')}), so there is no pull request to read ` +
        `ticket and finding references from, and ${missing.join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} not set. Run this mode on pull requests, or set ` +
        `ticket-url and ${wanted}.`);
}
/**
 * A ticket key was named, but without `ticket-base-url` it has no URL: nothing is linked, which
 * the author would not expect, so it is a warning (a ⚠️ verdict), not a notice.
 */
function keyWithoutBase(plan) {
    return plan.links.length === 0 && plan.ignored.some(i => /ticket-base-url/.test(i.reason));
}
/** The ref named findings are looked up on first: `finding-ref`, else the pull request's. */
function namedRef(pr, inputs) {
    if (inputs.findingRef !== undefined)
        return inputs.findingRef;
    return pr !== undefined ? `refs/pull/${pr.number}/merge` : undefined;
}
/** The texts references are read from: the payload's title, branch and body, and the commits. */
async function readPullRequest(pr, inputs, context) {
    const { messages, ...commits } = context.event.name === 'pull_request_target'
        ? skipCommits()
        : await readCommitMessages(pr, inputs, context);
    const read = ['title', 'head branch', 'description'];
    if (commits.commitsRead !== undefined)
        read.push((0,action_text/* plural */.LS)(commits.commitsRead, 'commit message'));
    log.info(`Reading pull request #${pr.number}: ${read.join(', ')}.`);
    const text = {
        title: stringOr(pr.title),
        branch: stringOr(pr.head?.ref),
        body: stringOr(pr.body),
        commits: messages
    };
    return { ...commits, text };
}
/**
 * On `pull_request_target` no commit message is read: a commit carries no author association, and
 * anyone can write one under the pull request author's e-mail, so only the author's own text counts.
 */
function skipCommits() {
    const why = 'on pull_request_target only the title, head branch and description count (anyone can ' +
        "write a commit under the author's e-mail)";
    log.info(`Commit messages are not read: ${why}.`);
    return { messages: [], commitsSkipped: why, warnings: [] };
}
/** The commit messages through the GitHub API; where that fails, a warning and none. */
async function readCommitMessages(pr, inputs, context) {
    if (!inputs.githubToken) {
        log.info('github-token is empty: the commit messages of the pull request are not read.');
        return { messages: [], commitsSkipped: 'github-token is empty', warnings: [] };
    }
    const repository = baseRepository(pr, inputs);
    if (repository === undefined || !Number.isSafeInteger(pr.number) || pr.number < 1) {
        const why = 'the event names no repository or pull request number';
        const message = 'Run this mode on pull_request or pull_request_target events to have commit messages read: ' +
            `they are not read, as ${why}. The title, branch and description still count.`;
        (0,annotations/* warn */.R8)('commit messages not read', message);
        return { messages: [], commitsSkipped: why, warnings: [message] };
    }
    // Loaded here so that only this mode, and only on pull requests, pays for @actions/github.
    const { listPullRequestCommits } = await __webpack_require__.e(/* import() */ 149).then(__webpack_require__.bind(__webpack_require__, 40149));
    try {
        const commits = await listPullRequestCommits({
            token: inputs.githubToken,
            apiUrl: inputs.githubApiUrl,
            ...repository,
            pullNumber: pr.number,
            ...(context.signal && { signal: context.signal }),
            newClient: context.newGitHubClient,
            log: {
                debug: message => log.debug(message),
                warn: message => (0,annotations/* warn */.R8)('GitHub API', message)
            }
        });
        const messages = commits.map(c => ({ label: c.sha.slice(0, 7), message: c.message }));
        return { messages, commitsRead: commits.length, warnings: [] };
    }
    catch (error) {
        return commitsNotListed(error, pr.number, inputs.githubApiUrl);
    }
}
/** The commit listing failed: why, and the warning with what to do about it. */
function commitsNotListed(error, pullNumber, apiUrl) {
    const status = error.status;
    const refused = status === 401 || status === 403 || status === 404;
    const message = `${(0,errors/* connectionAdvice */.d_)(error, apiUrl) ?? commitAdvice(status)} ` +
        `The commit messages of pull request #${pullNumber} are not read: ` +
        `${error.message}. The title, branch and description still count.`;
    (0,annotations/* warn */.R8)('commit messages not read', message);
    return {
        messages: [],
        commitsSkipped: refused ? `GitHub refused (HTTP ${status})` : 'listing them failed',
        warnings: [message]
    };
}
/**
 * What to do about a failed commit listing, by GitHub's answer: 401, 403 and 404 differ; anything
 * else (no answer, a 5xx after the retries) is worth another run.
 */
function commitAdvice(status) {
    switch (status) {
        case 401:
            return 'Check the github-token input: GitHub did not accept the token (expired or revoked?).';
        case 403:
            return ('Give the job `permissions: pull-requests: read` (and `contents: read`), or pass a ' +
                'github-token that may read pull requests.');
        case 404:
            return ('Pass a github-token that can see this repository: GitHub answers 404 to a token ' +
                'without access to it (a token of another repository, or without private-repository access).');
        default:
            return 'Run the step again to have the commit messages read.';
    }
}
/** `owner` and `repo` of the pull request's base repository (the workflow's repository). */
function baseRepository(pr, inputs) {
    const owner = pr.base?.repo?.owner?.login;
    const repo = pr.base?.repo?.name;
    if (typeof owner === 'string' && owner && typeof repo === 'string' && repo) {
        return { owner, repo };
    }
    const fullName = pr.base?.repo?.full_name ?? inputs.repository ?? '';
    const [first, second, ...rest] = fullName.split('/');
    return first && second && rest.length === 0 ? { owner: first, repo: second } : undefined;
}
/** How many references of each kind the log lists; the rest are counted. */
const REFERENCES_LOGGED = 50;
/**
 * The references found, in a log group: the first {@link REFERENCES_LOGGED} of each kind, then how
 * many more, so that the log stays small whatever the pull request holds. Text from the pull
 * request is kept on one line.
 */
function logReferences(plan) {
    const moreTickets = plan.ticketsOmitted ?? 0;
    log.startGroup(`References found: ${(0,action_text/* plural */.LS)(plan.tickets.length + moreTickets, 'ticket')}` +
        `${moreTickets > 0 ? ' (or more)' : ''}, ${(0,action_text/* plural */.LS)(plan.findings, 'finding')}, ` +
        `${(0,action_text/* formatCount */.B4)(plan.ignored.length + plan.ignoredOmitted)} not used`);
    const list = (items, more, line, what) => {
        for (const item of items.slice(0, REFERENCES_LOGGED))
            log.info((0,action_text/* oneLine */.TN)(line(item)));
        const rest = Math.max(0, items.length - REFERENCES_LOGGED) + more;
        if (rest > 0)
            log.info(`… and ${(0,action_text/* formatCount */.B4)(rest)} more ${what}`);
    };
    list(plan.tickets, moreTickets, t => `ticket ${t.key ?? t.url} (${t.url}) in ${(0,action_text/* shortList */.pg)(t.where, 10)}`, 'ticket references');
    list(plan.findings, 0, f => `finding ${f.id} in ${(0,action_text/* shortList */.pg)(f.where, 10)}`, 'findings');
    list(plan.ignored, plan.ignoredOmitted, i => `not used: ${i.reference} in ${i.where}: ${i.reason}`, 'not used');
    log.endGroup();
}
async function setOutputs(outcomes) {
    // The URL this run sent, not the one the answer names: an answer must not redirect what a later
    // step opens or posts to.
    const links = outcomes.map(({ link: planned, result }) => ({
        ticket_url: planned.ticketUrl,
        ticket_id: result.ticket_id.toString(),
        external_slug: result.external_slug,
        linked_issue_ids: result.linked_issue_ids,
        replaced_issue_ids: result.replaced_issue_ids
    }));
    await (0,outputs/* setOutput */.u)('links', JSON.stringify(links));
    await (0,outputs/* setOutput */.u)('linked-issue-ids', JSON.stringify((0,action_text/* distinct */.dM)(links.flatMap(l => l.linked_issue_ids))));
    await (0,outputs/* setOutput */.u)('replaced-issue-ids', JSON.stringify((0,action_text/* distinct */.dM)(links.flatMap(l => l.replaced_issue_ids))));
    const only = links.length === 1 ? links[0] : undefined;
    if (only !== undefined) {
        await (0,outputs/* setOutput */.u)('ticket-url', only.ticket_url, 'txt');
        await (0,outputs/* setOutput */.u)('ticket-id', only.ticket_id, 'txt');
        await (0,outputs/* setOutput */.u)('external-slug', only.external_slug, 'txt');
    }
}
/**
 * The ticket each finding was linked to before, where the platform said so (the look-up of named
 * findings, or the listing of the pull request's): the warning of findings moved here names it.
 */
function previousTickets(named, discovery) {
    const before = new Map();
    for (const finding of [...(named?.found.values() ?? []), ...(discovery?.sorted?.moving ?? [])]) {
        const ticket = finding.externalTicket;
        if (ticket !== undefined)
            before.set(finding.id, (0,action_text/* oneLine */.TN)(ticket.slug || ticket.url));
    }
    return before;
}
/** The warning of findings that moved here, naming the ticket each was linked to before. */
function replacedWarning(name, ids, before) {
    const previous = (0,action_text/* distinct */.dM)(ids.map(id => before.get(id) ?? 'another ticket'));
    const one = ids.length === 1;
    const where = previous.length === 1
        ? previous[0]
        : `other tickets (${(0,action_text/* shortList */.pg)(ids.map(id => `${id}: ${before.get(id) ?? 'another ticket'}`))})`;
    return (`Check that ${one ? `finding ${ids[0]} belongs` : `findings ${(0,action_text/* shortList */.pg)(ids)} belong`} to ` +
        `${name}: ${one ? 'it was' : 'they were'} linked to ${where} before and ` +
        `${one ? 'is' : 'are'} now linked to ${name} instead.`);
}
const ticketLink = {
    parseInputs: parseTicketLinkInputs,
    run: runTicketLink,
    forkPullRequestNotice: FORK_PULL_REQUEST_NOTICE
};
/* harmony default export */ const ticket_link = (ticketLink);
function stringOr(value) {
    return typeof value === 'string' ? value : '';
}


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

