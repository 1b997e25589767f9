export const id = 5;
export const ids = [5];
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

/***/ 59005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ sbom_export),
  runSbomExport: () => (/* binding */ runSbomExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
// EXTERNAL MODULE: ./src/action/files.ts
var files = __webpack_require__(61433);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/platform/scans.ts
var scans = __webpack_require__(62413);
;// CONCATENATED MODULE: ./src/modes/sbom-export/scan-commit.ts
/**
 * "Which commit the SBOM describes" (`scan-commit`): before the export job, the platform's latest
 * completed full scan with dependencies is looked up, since the SBOM's dependencies come from it
 * whatever `ref` says. Its commit is `sbom-commit`; compared with GITHUB_SHA it is the released
 * commit, or another (a warning, or with `require` a failure before any job is created).
 */






/** Hex digits of a commit shown in messages (the output has all of them). */
const SHORT_COMMIT = 12;
function shortCommit(commit) {
    return commit.slice(0, SHORT_COMMIT);
}
const FIX = 'Tag a commit of the default branch after its full scan has completed (the scan of the push to ' +
    'that branch), or run this step after that scan';
const NOT_THE_TAG = 'A full scan of the tag is no fix: the platform takes vulnerabilities from the default branch, ' +
    'and its docs warn that full scans of other branches mismatch the two.';
/** Looks the scan up and reports it; undefined with `scan-commit: off`. */
async function checkScanCommit(inputs, repositoryId, context) {
    if (inputs.scanCommit === 'off')
        return undefined;
    const lookup = await (0,scans/* latestFullScan */.sW)(page => context.client.searchScans(page), repositoryId);
    const released = context.event.sha?.trim().toLowerCase() || undefined;
    const outcome = describe(lookup, released, repositoryId);
    if ('scan' in outcome) {
        await (0,outputs/* setOutput */.u)('sbom-commit', outcome.scan.commit, 'txt');
        log.info(`The platform's latest completed full scan of repository ${repositoryId} is of commit ` +
            `${outcome.scan.commit}, completed ${(0,scans/* scanTime */.$v)(outcome.scan.completedAt)}: the SBOM describes it.`);
    }
    if (lookup.kind !== 'unavailable' && !lookup.complete) {
        log.info(`Read the first ${lookup.pages} pages of scans only; the listing was cut there.`);
    }
    if (!('message' in outcome))
        return { outcome };
    if (inputs.scanCommit === 'require') {
        const failure = `${outcome.message} No SBOM export job was created (scan-commit: require).`;
        return { outcome, failure: new Error(failure) };
    }
    if (outcome.state === 'unchecked') {
        (0,annotations/* notice */.lm)('SBOM commit not checked', outcome.message);
        return { outcome };
    }
    (0,annotations/* warn */.R8)('the SBOM may not describe the released commit', outcome.message);
    return { outcome, warning: outcome.message };
}
function describe(lookup, released, repositoryId) {
    if (lookup.kind === 'unavailable') {
        return {
            state: 'unchecked',
            message: `Set scan-commit: off to skip this check, or ask the platform's administrators about ` +
                `ScansService_SearchScans: which commit the SBOM describes could not be checked, because ` +
                `${lookup.reason}. The export goes on.`
        };
    }
    if (lookup.kind === 'none') {
        const releasedWords = released ? ` (the released commit is ${shortCommit(released)})` : '';
        return {
            state: 'none',
            message: `${FIX}: the platform has no completed full scan with dependencies of repository ` +
                `${repositoryId} in the last 30 days, so it cannot be told which commit the SBOM ` +
                `describes${releasedWords}. ${NOT_THE_TAG}`
        };
    }
    const { scan } = lookup;
    if (released === undefined)
        return { state: 'unreleased', scan };
    if (sameCommit(scan.commit, released))
        return { state: 'released', scan };
    return {
        state: 'other',
        scan,
        released,
        message: `${FIX}: the SBOM describes commit ${shortCommit(scan.commit)} (the platform's latest ` +
            `completed full scan, completed ${(0,scans/* scanTime */.$v)(scan.completedAt)}), not the released commit ` +
            `${shortCommit(released)}. ${NOT_THE_TAG}`
    };
}
/** Equal, or one an abbreviation (at least 7 digits) of the other. */
function sameCommit(a, b) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.length >= 7 && long.startsWith(short);
}
/** The summary's cell for the scan the SBOM describes; undefined when none was found. */
function scanCell(outcome) {
    if (outcome === undefined || !('scan' in outcome))
        return undefined;
    const { scan } = outcome;
    const which = outcome.state === 'released'
        ? ' (the released commit)'
        : outcome.state === 'other'
            ? ` (not the released commit ${(0,markdown/* code */.aY)(shortCommit(outcome.released))})`
            : '';
    return `full scan of ${(0,markdown/* code */.aY)(scan.commit)}${which}, completed ${(0,markdown/* text */.Qq)((0,scans/* scanTime */.$v)(scan.completedAt))}`;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/attestation.ts
/**
 * "Ready for attestation": the digest of the SBOM as written and attached, its serial number, and
 * whether `actions/attest` v4 takes it as a CycloneDX predicate (`sbom-path`). That action reads the
 * file as UTF-8, refuses more than 16 MiB, parses it with `JSON.parse` (a byte-order mark is then a
 * syntax error) and wants `bomFormat`, `specVersion` and `serialNumber` truthy. The same test is
 * made here, on the same bytes; the file is never changed to pass it.
 */




/** The largest SBOM `actions/attest` accepts. */
const MAX_ATTESTABLE_BYTES = 16 * 1024 * 1024;
/**
 * The digest, serial number and attestability of these exact bytes. `read` is the run's one parse
 * of them (a byte-order mark stripped, as the read-back does); without it they are parsed here.
 */
function attestationOf(bytes, read) {
    const sha256 = `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
    // Decoded as actions/attest decodes it: UTF-8, a leading byte-order mark kept, so JSON.parse
    // refuses it there; the run's parse stripped it, which is the same document otherwise.
    let document;
    let parsed = true;
    if (read !== undefined) {
        parsed = !read.byteOrderMark;
        document = parsed ? read.bom : undefined;
    }
    else {
        try {
            document = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            parsed = false;
        }
    }
    const bom = (typeof document === 'object' && document !== null ? document : {});
    const serial = Object.hasOwn(bom, 'serialNumber') ? bom.serialNumber : undefined;
    const serialNumber = typeof serial === 'string' && serial !== '' ? serial : undefined;
    const reason = refusal(bytes, parsed, bom);
    return {
        sha256,
        ...(serialNumber !== undefined && { serialNumber }),
        attestable: reason === undefined,
        ...(reason !== undefined && { reason })
    };
}
/** Why actions/attest would refuse the file (in its order: size, JSON, fields); undefined if not. */
function refusal(bytes, parsed, bom) {
    if (bytes.length > MAX_ATTESTABLE_BYTES) {
        return (`it is ${(0,action_text/* formatBytes */.z3)(bytes.length)} (${(0,action_text/* formatCount */.B4)(bytes.length)} bytes), more ` +
            `than the ${(0,action_text/* formatCount */.B4)(MAX_ATTESTABLE_BYTES)} bytes (16 MiB) actions/attest takes`);
    }
    if (!parsed) {
        return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
            ? 'it starts with a byte-order mark, which JSON.parse in actions/attest refuses'
            : 'it is not JSON that JSON.parse in actions/attest reads';
    }
    const missing = ['bomFormat', 'specVersion', 'serialNumber'].filter(field => !(Object.hasOwn(bom, field) && bom[field]));
    if (missing.length === 0)
        return undefined;
    const described = missing.map(field => Object.hasOwn(bom, field) ? `an empty ${field}` : `no ${field}`);
    return `it has ${described.join(' and ')}, which actions/attest needs`;
}
/**
 * The summary's one line on attestation: `attestable: sha256:…` or what is missing, and the commit
 * the SBOM describes. '' before an SBOM was downloaded.
 */
function attestationLine(attestation, scan) {
    if (attestation === undefined)
        return '';
    const digest = (0,markdown/* code */.aY)(attestation.sha256);
    const serial = attestation.serialNumber !== undefined
        ? `, serial number ${(0,markdown/* code */.aY)(attestation.serialNumber)}`
        : '';
    const status = attestation.attestable
        ? `attestable: ${digest}${serial}`
        : `not attestable (${(0,markdown/* text */.Qq)(attestation.reason ?? '')}): ${digest}${serial}`;
    return `**Attestation:** ${status}; ${commitWords(scan)}.`;
}
function commitWords(scan) {
    switch (scan?.state) {
        case 'released':
            return `it describes the released commit ${(0,markdown/* code */.aY)(shortCommit(scan.scan.commit))}`;
        case 'other':
            return (`it describes commit ${(0,markdown/* code */.aY)(shortCommit(scan.scan.commit))}, not the released commit ` +
                (0,markdown/* code */.aY)(shortCommit(scan.released)));
        case 'unreleased':
            return `it describes commit ${(0,markdown/* code */.aY)(shortCommit(scan.scan.commit))}`;
        case 'none':
            return 'no completed full scan says which commit it describes';
        case 'unchecked':
            return 'which commit it describes could not be checked';
        case undefined:
            return 'which commit it describes was not checked (<code>scan-commit: off</code>)';
    }
}

// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __webpack_require__(33566);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/modes/sbom-export/diff-markdown.ts
/**
 * The changes since the base release as Markdown: the summary's "Changes since <tag>" section and
 * the section written into the release notes. Every value from either SBOM is escaped, and long
 * ones are cut, so that a hostile asset can neither change the page nor blow up its size.
 */


/** Rows per table, at most. */
const MAX_ROWS = 50;
/** Characters of one value (a name, a version, a purl) shown in a cell. */
const MAX_CELL = 120;
/** Affected components named per vulnerability. */
const MAX_AFFECTS = 2;
/** Versions of one package named in a cell. */
const MAX_VERSIONS = 10;
/** The summary's section for the comparison; '' when there is nothing to say beyond the warnings. */
function renderComparison(outcome) {
    switch (outcome?.state) {
        case 'compared': {
            const section = renderChanges(outcome.diff, outcome.base, {
                target: 'summary',
                file: outcome.file
            });
            const notes = outcome.notes;
            if (notes?.state !== 'written')
                return section;
            const where = notes.url ? (0,markdown/* link */.nf)('release notes', notes.url) : 'release notes';
            return `${section}\n\nThe same changes are in the ${where}, between the \`sbom-diff\` markers.`;
        }
        case 'first-release':
            return `### Changes since the previous release\n\n${(0,markdown/* prose */.CS)(outcome.message)}`;
        default:
            return '';
    }
}
/** `1 vulnerability introduced, 2 resolved`: the verdict's headline; '' when none changed. */
function vulnerabilityHeadline(diff) {
    const { introduced, resolved } = diff.vulnerabilities;
    if (introduced.length === 0 && resolved.length === 0)
        return '';
    const first = introduced.length > 0 ? introduced : resolved;
    const noun = first.length === 1 ? 'vulnerability' : 'vulnerabilities';
    return introduced.length > 0
        ? `${(0,action_text/* formatCount */.B4)(introduced.length)} ${noun} introduced, ${(0,action_text/* formatCount */.B4)(resolved.length)} resolved`
        : `${(0,action_text/* formatCount */.B4)(resolved.length)} ${noun} resolved, none introduced`;
}
/** `12 components added, 3 removed, 40 changed`; '' when none changed. */
function componentHeadline(diff) {
    const { added, removed, changed } = diff.components;
    if (added.length + removed.length + changed.length === 0)
        return '';
    const noun = added.length === 1 ? 'component' : 'components';
    return `${(0,action_text/* formatCount */.B4)(added.length)} ${noun} added, ${(0,action_text/* formatCount */.B4)(removed.length)} removed, ${(0,action_text/* formatCount */.B4)(changed.length)} changed`;
}
/**
 * The verdict's words for the comparison, vulnerabilities first:
 * `since v1.1.0: 1 vulnerability introduced, 2 resolved, 55 component changes`.
 */
function verdictHeadline(diff, baseTag) {
    const { added, removed, changed } = diff.components;
    const changes = added.length + removed.length + changed.length;
    const vulnerabilities = vulnerabilityHeadline(diff);
    if (!vulnerabilities && changes === 0)
        return `no changes since ${(0,markdown/* code */.aY)(baseTag)}`;
    const parts = [
        vulnerabilities || 'no vulnerability introduced or resolved',
        changes > 0 ? (0,action_text/* plural */.LS)(changes, 'component change') : 'no component changes'
    ];
    return `since ${(0,markdown/* code */.aY)(baseTag)}: ${parts.join(', ')}`;
}
/** The whole section, heading included. */
function renderChanges(diff, base, options) {
    const maxRows = options.maxRows ?? MAX_ROWS;
    const heading = options.target === 'summary'
        ? `### Changes since ${(0,markdown/* text */.Qq)(base.tag)}`
        : `### Changes since ${(0,markdown/* link */.nf)(base.tag, base.releaseUrl)}`;
    const vulnerabilities = vulnerabilityHeadline(diff) || 'No vulnerability introduced or resolved';
    const components = componentHeadline(diff) || 'no component added, removed or changed';
    const counts = `**${capitalise(vulnerabilities)}; ${components}.**`;
    const source = options.target === 'summary'
        ? ` Compared with ${(0,markdown/* link */.nf)(base.assetName, base.assetUrl)} on release ${(0,markdown/* link */.nf)(base.tag, base.releaseUrl)}.`
        : '';
    const parts = [heading, `${counts}${source}`];
    const { introduced, resolved } = diff.vulnerabilities;
    if (introduced.length > 0) {
        parts.push(`**Vulnerabilities introduced**, most severe first:`, vulnerabilityTable(introduced.slice(0, maxRows)), more(introduced.length, maxRows, 'vulnerabilities introduced', options));
    }
    if (resolved.length > 0) {
        const body = [
            vulnerabilityTable(resolved.slice(0, maxRows)),
            more(resolved.length, maxRows, 'vulnerabilities resolved', options)
        ]
            .filter(Boolean)
            .join('\n\n');
        parts.push(options.target === 'summary'
            ? (0,markdown/* details */.zH)(`Vulnerabilities resolved (${(0,action_text/* formatCount */.B4)(resolved.length)})`, body)
            : `**Vulnerabilities resolved:**\n\n${body}`);
    }
    const { added, removed, changed } = diff.components;
    const total = added.length + removed.length + changed.length;
    if (total > 0) {
        const [nChanged, nAdded, nRemoved] = shareRows([changed.length, added.length, removed.length], maxRows);
        const rows = [
            ...changed.slice(0, nChanged).map(changedRow),
            ...added.slice(0, nAdded).map(c => componentRow('added', c)),
            ...removed.slice(0, nRemoved).map(c => componentRow('removed', c))
        ];
        parts.push('**Component changes:**', (0,markdown/* table */.tp)(['Change', 'Component', 'Version'], rows), more(total, rows.length, 'component changes', options));
    }
    return parts.filter(Boolean).join('\n\n');
}
/**
 * Rows per kind within `max`, shared fairly: a kind with few rows shows them all and leaves the
 * rest to the others, so that one long list does not hide the other kinds.
 */
function shareRows(counts, max) {
    const shares = counts.map(() => 0);
    let left = max;
    const order = counts.map((count, i) => [count, i]).sort((a, b) => a[0] - b[0]);
    order.forEach(([count, i], k) => {
        const take = Math.min(count, Math.floor(left / (order.length - k)));
        shares[i] = take;
        left -= take;
    });
    return shares;
}
/** Severity, ID, analysis and affected components, one row each (escaped, cut). */
function vulnerabilityTable(rows, 
/** Instead of the analysis column: why the gate did not count each (Markdown). */
notCountedBecause, 
/** The affected components of each analysis state, for a vulnerability whose entries disagree. */
statesOf) {
    return (0,markdown/* table */.tp)([
        'Severity',
        'Vulnerability',
        notCountedBecause ? 'Not counted because' : 'Analysis',
        'Affects'
    ], rows.map(v => [
        v.severity === 'critical' || v.severity === 'high' ? `**${v.severity}**` : v.severity,
        (0,markdown/* code */.aY)(cut(v.id)),
        notCountedBecause
            ? notCountedBecause(v)
            : v.state !== undefined
                ? (0,markdown/* text */.Qq)(cut(v.state).replace(/_/g, ' '))
                : '—',
        statesCell(statesOf?.(v)) ?? affectsCell(v.affects)
    ]));
}
/** `exploitable: lodash@1; not affected: express@4`; undefined for one state. */
function statesCell(groups) {
    if (groups === undefined)
        return undefined;
    return groups
        .map(g => {
        const state = g.state !== undefined ? cut(g.state).replace(/_/g, ' ') : 'no analysis';
        return `${(0,markdown/* text */.Qq)(state)}: ${affectsCell(g.affects)}`;
    })
        .join('; ');
}
function affectsCell(affects) {
    if (affects.length === 0)
        return '—';
    const shown = affects.slice(0, MAX_AFFECTS).map(purl => (0,markdown/* code */.aY)(cut(shortPurl(purl))));
    const rest = affects.length - shown.length;
    return rest > 0 ? `${shown.join(', ')} and ${(0,action_text/* formatCount */.B4)(rest)} more` : shown.join(', ');
}
/**
 * `pkg:npm/%40scope/name@1.0.0?x=y` → `@scope/name@1.0.0`: the package and version, which is what a
 * reader looks for in a narrow cell (the file keeps the whole purl). Anything else is shown as is.
 */
function shortPurl(purl) {
    const match = /^pkg:\/*[^/]+\/([^?#]+)/i.exec(purl);
    if (!match)
        return purl;
    try {
        return decodeURIComponent(match[1]);
    }
    catch {
        return match[1];
    }
}
function displayName(c) {
    return cut(c.group !== undefined ? `${c.group}/${c.name}` : c.name);
}
function componentRow(change, c) {
    return [change, (0,markdown/* code */.aY)(displayName(c)), c.version !== undefined ? (0,markdown/* text */.Qq)(cut(c.version)) : '—'];
}
function changedRow(c) {
    return ['changed', (0,markdown/* code */.aY)(displayName(c)), `${versionList(c.from)} → ${versionList(c.to)}`];
}
/**
 * `1.0.0, 1.0.1, … 99,990 more`: at most MAX_VERSIONS of a package's versions in one cell, so that
 * a package in 100,000 versions cannot fill the page (the file keeps them all).
 */
function versionList(list) {
    if (list.length === 0)
        return '(none)';
    const shown = list
        .slice(0, MAX_VERSIONS)
        .map(v => (0,markdown/* text */.Qq)(cut(v)))
        .join(', ');
    const rest = list.length - MAX_VERSIONS;
    return rest > 0 ? `${shown}, … ${(0,action_text/* formatCount */.B4)(rest)} more` : shown;
}
/** `…and 4,950 more component changes in sbom-diff-file (…).`; '' when all are shown. */
function more(total, shown, what, options) {
    const hidden = total - Math.min(total, shown);
    if (hidden <= 0)
        return '';
    const where = options.target === 'summary' && options.file !== undefined
        ? ` in <code>sbom-diff-file</code> (${(0,markdown/* code */.aY)(options.file)})`
        : '';
    return `…and ${(0,action_text/* formatCount */.B4)(hidden)} more ${what}${where}.`;
}
function cut(value) {
    return value.length > MAX_CELL ? `${value.slice(0, MAX_CELL - 1)}…` : value;
}
function capitalise(value) {
    return value.charAt(0).toUpperCase() + value.slice(1);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/platform/ids.ts
var ids = __webpack_require__(69461);
;// CONCATENATED MODULE: ./src/modes/sbom-export/inputs.ts
/** The inputs of `mode: sbom-export`, checked and turned into the export request. */





/** Where the VEX document goes once the repository ID is known. */
function vexFilePath(inputs, repositoryId) {
    return inputs.vexFile ?? external_node_path_.join(inputs.sbomFolder, `vex-${repositoryId}.json`);
}
/** The severities `fail-on-severity` takes, least severe first. */
const GATE_SEVERITIES = ['low', 'medium', 'high', 'critical'];
/** The release asset's name for a tag: `release-asset-name`, else `<repository name>-<tag>.cdx.json`. */
function releaseAssetNameFor(inputs, repo, tag) {
    return inputs.releaseAssetName ?? `${repo}-${tag.replace(/\//g, '-')}.cdx.json`;
}
/**
 * The VEX asset's name: the SBOM's without `.cdx.json` (or `.json`), then `.openvex.json` or
 * `.vex.json`; never `….cdx.json`, which would make it an SBOM candidate of the next comparison.
 */
function vexAssetNameFor(sbomAssetName, format) {
    const stem = sbomAssetName.replace(/\.cdx\.json$/i, '').replace(/\.json$/i, '');
    return `${stem}.${format === 'openvex' ? 'openvex' : 'vex'}.json`;
}
/** Where the comparison goes once the repository ID is known. */
function sbomDiffFilePath(inputs, repositoryId) {
    return inputs.sbomDiffFile ?? external_node_path_.join(inputs.sbomFolder, `sbom-diff-${repositoryId}.json`);
}
/** Where the downloaded SBOM goes once the repository ID is known. */
function sbomFilePath(inputs, repositoryId) {
    return inputs.sbomFile ?? external_node_path_.join(inputs.sbomFolder, `sbom-${repositoryId}.json`);
}
const OUTPUT_FORMATS = {
    cyclonedx: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    json: 'SBOM_OUTPUT_FORMAT_JSON'
};
const CYCLONEDX_VERSIONS = Object.fromEntries(['1.4', '1.5', '1.6', '1.7'].map(v => [v, `SBOM_CYCLONE_DX_VERSION_V${v.replace('.', '_')}`]));
const COMPONENT_TYPES = [
    'application',
    'framework',
    'library',
    'container',
    'platform',
    'operating-system',
    'device',
    'device-driver',
    'firmware',
    'file',
    'machine-learning-model',
    'data'
];
const COMPONENT_TYPE_ENUM = Object.fromEntries(COMPONENT_TYPES.map(t => [
    t,
    `SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_${t.toUpperCase().replace(/-/g, '_')}`
]));
/** The component types CycloneDX 1.5 added: a 1.4 document cannot hold them. */
const TYPES_SINCE_1_5 = new Set(['platform', 'device-driver', 'machine-learning-model', 'data'].map(t => COMPONENT_TYPE_ENUM[t]));
function parseSbomExportInputs(read, env) {
    const repository = parseRepository(read, env);
    const ref = parseRef(read('ref'));
    const metadataSupplier = parseSupplier(read);
    const wait = (0,inputs/* parseBoolean */.yG)('wait', read('wait'), false);
    const delivery = parseDelivery(read, wait);
    const comparison = parseComparison(read, env, wait);
    const gate = parseGate(read, wait);
    const vex = parseVex(read, env, wait);
    const format = parseFormat(read);
    const sbomFile = read('sbom-file').trim();
    return {
        ...repository,
        ref,
        ...format,
        ...(metadataSupplier && { metadataSupplier }),
        wait,
        waitTimeoutSeconds: (0,inputs/* parseInteger */.cG)('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
        ...(sbomFile && { sbomFile: (0,inputs/* parseFilePath */.zJ)(sbomFile, env, '') }),
        sbomFolder: env.RUNNER_TEMP || external_node_os_.tmpdir(),
        ...delivery,
        githubToken: read('github-token').trim(),
        githubApiUrl: (0,inputs/* githubApiUrl */.BN)(env),
        ...optional('githubRepository', env.GITHUB_REPOSITORY?.trim() || undefined),
        ...comparison,
        scanCommit: parseScanCommit(read('scan-commit')),
        ...gate,
        ...vex
    };
}
/** `vex` and `vex-file`: the VEX document, made from the downloaded SBOM. */
function parseVex(read, env, wait) {
    const value = read('vex').trim();
    const format = value.toLowerCase() || 'none';
    if (format !== 'none' && format !== 'openvex' && format !== 'cyclonedx') {
        throw new inputs/* InputError */.dz(`Input 'vex' is '${value}'. Use openvex or cyclonedx (a VEX document from the SBOM's ` +
            `analysis, in that format), or none.`);
    }
    const vexFile = read('vex-file').trim();
    if (format === 'none') {
        if (vexFile) {
            throw new inputs/* InputError */.dz(`Set \`vex\` to openvex or cyclonedx too, or remove \`vex-file\`: input 'vex-file' says ` +
                `where the VEX document goes, and 'vex' is none.`);
        }
        return {};
    }
    if (!wait) {
        throw new inputs/* InputError */.dz(`Set \`wait: true\` so that there is an SBOM to make the VEX document from: input 'vex' is ` +
            `${format}, which states the downloaded SBOM's analysis, and 'wait' is false.`);
    }
    return { vex: format, ...(vexFile && { vexFile: (0,inputs/* parseFilePath */.zJ)(vexFile, env, '') }) };
}
function parseRef(value) {
    const ref = value.trim();
    if (ref)
        return ref;
    throw new inputs/* InputError */.dz(`Set \`ref\` to the branch or tag to export, e.g. \`ref: refs/tags/v1.2.0\`: input 'ref' is ` +
        `empty (its default, \${{ github.ref }}, is empty for this event).`);
}
/** `metadataSupplier` from the supplier inputs; undefined when none is set. */
function parseSupplier(read) {
    const url = read('supplier-url').trim();
    if (url && !/^https?:\/\/[^\s]+$/i.test(url)) {
        throw new inputs/* InputError */.dz(`Input 'supplier-url' is '${url}', which is not an http(s) URL (e.g. https://example.com).`);
    }
    const contact = compact({
        name: read('supplier-contact-name').trim(),
        email: read('supplier-contact-email').trim(),
        phone: read('supplier-contact-phone').trim()
    });
    const supplier = compact({ name: read('supplier-name').trim(), url });
    return supplier || contact ? { ...(supplier ?? {}), ...(contact && { contact }) } : undefined;
}
/** Where the downloaded SBOM goes besides its file: the release asset and the artifact. */
function parseDelivery(read, wait) {
    const releaseAsset = parseReleaseAssetMode(read('release-asset'));
    const artifactName = (0,inputs/* parseArtifactName */.TZ)(read('artifact-name'));
    // Both act on the downloaded SBOM: asked for explicitly without one, they could only do nothing.
    const needsDownload = releaseAsset === 'true' ? 'release-asset' : artifactName && 'artifact-name';
    if (needsDownload && !wait) {
        throw new inputs/* InputError */.dz(`Set \`wait: true\` so that there is an SBOM to ${needsDownload === 'release-asset' ? 'attach' : 'upload'}: ` +
            `input '${needsDownload}' acts on the downloaded SBOM, and 'wait' is false.`);
    }
    return {
        releaseAsset,
        ...optional('releaseAssetName', parseReleaseAssetName(read('release-asset-name'))),
        ...optional('artifactName', artifactName)
    };
}
/** `compare-with`, `release-notes` and `sbom-diff-file`, checked against each other and `wait`. */
function parseComparison(read, env, wait) {
    const compareWith = parseCompareWith(read('compare-with'));
    const releaseNotes = parseReleaseNotes(read('release-notes'));
    if (releaseNotes === 'append' && compareWith.kind === 'none') {
        throw new inputs/* InputError */.dz(`Set \`compare-with\` to previous or a tag, or \`release-notes\` to none: input ` +
            `'release-notes' is append, which writes the changes since an earlier release, and ` +
            `'compare-with' is none.`);
    }
    // An explicit request to compare needs an SBOM to compare; the default quietly does nothing.
    const needsSbom = compareWith.kind === 'tag' ? 'compare-with' : releaseNotes === 'append' && 'release-notes';
    if (needsSbom && !wait) {
        throw new inputs/* InputError */.dz(`Set \`wait: true\` so that there is an SBOM to compare: input '${needsSbom}' acts on the ` +
            `downloaded SBOM, and 'wait' is false.`);
    }
    const sbomDiffFile = read('sbom-diff-file').trim();
    return {
        compareWith,
        releaseNotes,
        ...(sbomDiffFile && { sbomDiffFile: (0,inputs/* parseFilePath */.zJ)(sbomDiffFile, env, '') })
    };
}
/** `fail-on-severity` and `allow-vulnerabilities`: the gate, set only where it can act. */
function parseGate(read, wait) {
    const failOnSeverity = parseFailOnSeverity(read('fail-on-severity'));
    // A gate fails closed: without a downloaded SBOM it could only pass.
    if (failOnSeverity !== undefined && !wait) {
        throw new inputs/* InputError */.dz(`Set \`wait: true\` so that there is an SBOM to check: input 'fail-on-severity' is ` +
            `${failOnSeverity}, which fails on the downloaded SBOM's vulnerabilities, and 'wait' is false.`);
    }
    const allowVulnerabilities = parseAllowVulnerabilities(read('allow-vulnerabilities'));
    if (allowVulnerabilities.length > 0 && failOnSeverity === undefined) {
        throw new inputs/* InputError */.dz(`Set \`fail-on-severity\` too, or remove \`allow-vulnerabilities\`: input ` +
            `'allow-vulnerabilities' names IDs the gate does not count, and there is no gate ` +
            `('fail-on-severity' is empty).`);
    }
    const trustAnalysis = (0,inputs/* parseBoolean */.yG)('trust-analysis', read('trust-analysis'), true);
    if (!trustAnalysis && failOnSeverity === undefined) {
        throw new inputs/* InputError */.dz(`Set \`fail-on-severity\` too, or remove \`trust-analysis: false\`: input 'trust-analysis' ` +
            `tells the gate what to count, and there is no gate ('fail-on-severity' is empty).`);
    }
    return {
        ...(failOnSeverity !== undefined && { failOnSeverity }),
        ...(allowVulnerabilities.length > 0 && { allowVulnerabilities }),
        ...(!trustAnalysis && { trustAnalysis })
    };
}
/** IDs allowed at most; a list longer than this is no review of each. */
const MAX_ALLOWED = 1_000;
/** Characters of a reason kept for the summary. */
const MAX_REASON = 200;
/** A vulnerability ID as databases write them: CVE-2024-1234, GHSA-xxxx-xxxx-xxxx, PYSEC-2021-1. */
const VULNERABILITY_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/-]{0,99}$/;
/**
 * `allow-vulnerabilities`: IDs separated by commas, blanks or lines; `#` starts a comment to the
 * line's end, which is the reason of the IDs on that line. Each ID once (without regard to case).
 */
function parseAllowVulnerabilities(value) {
    const allowed = new Map();
    for (const line of value.split(/\r?\n|\r/)) {
        const hash = line.indexOf('#');
        const reason = hash < 0 ? '' : (0,action_text/* truncate */.xv)((0,action_text/* oneLine */.TN)(line.slice(hash + 1)).trim(), MAX_REASON);
        for (const id of (hash < 0 ? line : line.slice(0, hash)).split(/[\s,]+/)) {
            if (id === '')
                continue;
            if (!VULNERABILITY_ID.test(id)) {
                throw new inputs/* InputError */.dz(`Input 'allow-vulnerabilities' holds '${(0,action_text/* truncate */.xv)((0,action_text/* oneLine */.TN)(id), 60)}', which is not a vulnerability ` +
                    `ID. Write IDs such as CVE-2024-1234 or GHSA-xxxx-xxxx-xxxx, separated by commas, ` +
                    `spaces or lines; \`#\` starts a comment (the reason) to the end of its line.`);
            }
            allowed.set(id.toLowerCase(), { id, ...(reason !== '' && { reason }) });
        }
    }
    if (allowed.size > MAX_ALLOWED) {
        throw new inputs/* InputError */.dz(`Input 'allow-vulnerabilities' names ${allowed.size} IDs, more than the ${MAX_ALLOWED} it ` +
            `takes: raise fail-on-severity instead of allowing that many.`);
    }
    return [...allowed.values()];
}
/** The format, version and component type; a type CycloneDX 1.4 lacks is refused with 1.4. */
function parseFormat(read) {
    const cyclonedxVersion = (0,inputs/* parseEnum */.nL)('cyclonedx-version', read('cyclonedx-version'), CYCLONEDX_VERSIONS, '1.7');
    const metadataComponentType = (0,inputs/* parseEnum */.nL)('component-type', read('component-type'), COMPONENT_TYPE_ENUM, 'application');
    if (cyclonedxVersion === CYCLONEDX_VERSIONS['1.4'] &&
        TYPES_SINCE_1_5.has(metadataComponentType)) {
        const type = describeRequest({ sbomOutputFormat: '', cyclonedxVersion, metadataComponentType });
        throw new inputs/* InputError */.dz(`Set \`cyclonedx-version\` to 1.5 or later, or \`component-type\` to a type CycloneDX 1.4 ` +
            `has (e.g. application): input 'component-type' is ${type.componentType}, a type that ` +
            `CycloneDX 1.5 added, and 'cyclonedx-version' is 1.4, whose documents cannot hold it.`);
    }
    return {
        sbomOutputFormat: (0,inputs/* parseEnum */.nL)('sbom-output-format', read('sbom-output-format'), OUTPUT_FORMATS, 'cyclonedx'),
        cyclonedxVersion,
        metadataComponentType
    };
}
function parseScanCommit(value) {
    const mode = value.trim().toLowerCase() || 'warn';
    if (mode === 'warn' || mode === 'require' || mode === 'off')
        return mode;
    throw new inputs/* InputError */.dz(`Input 'scan-commit' is '${value.trim()}'. Use warn (a warning when the SBOM describes another ` +
        `commit than the released one), require (fail instead) or off (do not check).`);
}
function parseFailOnSeverity(value) {
    const severity = value.trim().toLowerCase();
    if (severity === '')
        return undefined;
    if (GATE_SEVERITIES.includes(severity))
        return severity;
    throw new inputs/* InputError */.dz(`Input 'fail-on-severity' is '${value.trim()}'. Use low, medium, high or critical (an ` +
        `introduced vulnerability at that severity or above fails the step), or leave it empty.`);
}
function parseCompareWith(value) {
    const given = value.trim();
    const lower = given.toLowerCase();
    if (lower === '' || lower === 'previous')
        return { kind: 'previous' };
    if (lower === 'none')
        return { kind: 'none' };
    // A tag name as git allows it: no blanks, control characters or `..`, not ending in `/` or `.`.
    // eslint-disable-next-line no-control-regex
    if (/[\s\u0000-\u001f\u007f~^:?*[\\]|\.\.|@\{|^[/.-]|[/.]$|\.lock$/.test(given)) {
        throw new inputs/* InputError */.dz(`Input 'compare-with' is '${given}'. Use previous (the latest earlier release with an ` +
            `SBOM), none (compare with nothing), or a release's tag, e.g. \`compare-with: v1.2.0\`.`);
    }
    return { kind: 'tag', tag: given };
}
function parseReleaseNotes(value) {
    const mode = value.trim().toLowerCase() || 'none';
    if (mode === 'none' || mode === 'append')
        return mode;
    throw new inputs/* InputError */.dz(`Input 'release-notes' is '${value.trim()}'. Use none (leave the release notes alone) or ` +
        `append (add the changes since the earlier release to them).`);
}
/**
 * `repository-id` when set; otherwise `repository` (default: the workflow's repository), whose
 * project the run looks up by name.
 */
function parseRepository(read, env) {
    const id = read('repository-id');
    if (id.trim())
        return { repositoryId: BigInt((0,inputs/* parseUnsignedId */.i$)('repository-id', id, ids/* INT64_MAX */.vh)) };
    const name = read('repository').trim() || env.GITHUB_REPOSITORY?.trim() || '';
    if (!name) {
        throw new inputs/* InputError */.dz(`Inputs 'repository-id' and 'repository' are empty, and GITHUB_REPOSITORY is not set. Set ` +
            `\`repository\` to the repository's owner/name on the platform, or \`repository-id\` to its numeric ID.`);
    }
    const segments = name.split('/');
    if (segments.length < 2 ||
        segments.some(segment => ['', '.', '..'].includes(segment)) ||
        /\s/.test(name) ||
        (0,action_text/* hasControlCharacters */.Kg)(name)) {
        throw new inputs/* InputError */.dz(`Input 'repository' is '${name}', which is not a repository name. Use owner/name, e.g. ` +
            `\`repository: acme/web-app\`, or set \`repository-id\` to the repository's numeric ID.`);
    }
    return { repository: name };
}
function optional(key, value) {
    return value === undefined ? {} : { [key]: value };
}
function parseReleaseAssetMode(value) {
    const mode = value.trim().toLowerCase() || 'auto';
    if (mode === 'auto' || mode === 'true' || mode === 'false')
        return mode;
    throw new inputs/* InputError */.dz(`Input 'release-asset' is '${value.trim()}'. Use auto (attach when the tag has a release), ` +
        `true (attach, or fail) or false (never attach).`);
}
function parseReleaseAssetName(value) {
    const name = value.trim();
    if (!name)
        return undefined;
    if (/[/\\]/.test(name) || (0,action_text/* hasControlCharacters */.Kg)(name)) {
        throw new inputs/* InputError */.dz(`Input 'release-asset-name' is '${name}': use a file name without slashes or control ` +
            `characters, e.g. web-app-v3.1.0.cdx.json.`);
    }
    return name;
}
/** The values as users write them, for the summary: `cyclonedx`, `1.7`, `application`. */
function describeRequest(inputs) {
    const shortName = (table, value) => Object.entries(table).find(([, full]) => full === value)?.[0] ?? value;
    return {
        format: shortName(OUTPUT_FORMATS, inputs.sbomOutputFormat),
        cyclonedxVersion: shortName(CYCLONEDX_VERSIONS, inputs.cyclonedxVersion),
        componentType: shortName(COMPONENT_TYPE_ENUM, inputs.metadataComponentType)
    };
}
/** Drops empty fields; undefined when none is left. */
function compact(fields) {
    const kept = Object.entries(fields).filter(([, v]) => v !== '');
    return kept.length ? Object.fromEntries(kept) : undefined;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/release-notes.ts
/**
 * The comparison's place in the release notes: between `<!-- sbom-diff:start -->` and
 * `<!-- sbom-diff:end -->`, after what is there. A re-run replaces that section and keeps the rest.
 */
const NOTES_START = '<!-- sbom-diff:start -->';
const NOTES_END = '<!-- sbom-diff:end -->';
/** GitHub refuses release notes longer than this many characters. */
const MAX_NOTES_LENGTH = 125_000;
/**
 * `notes` with `section` between the markers: the last marked section is replaced, or, when there
 * is none, the section is appended after a blank line.
 */
function spliceNotes(notes, section) {
    const marked = `${NOTES_START}\n${section.trim()}\n${NOTES_END}`;
    // The last start marker that an end marker follows; a lone marker elsewhere is left as it is.
    for (let start = notes.lastIndexOf(NOTES_START); start >= 0;) {
        const end = notes.indexOf(NOTES_END, start);
        if (end >= 0)
            return notes.slice(0, start) + marked + notes.slice(end + NOTES_END.length);
        start = start > 0 ? notes.lastIndexOf(NOTES_START, start - 1) : -1;
    }
    const kept = notes.replace(/\s+$/, '');
    return kept === '' ? `${marked}\n` : `${kept}\n\n${marked}\n`;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/release-target.ts
/**
 * The GitHub release a run is for, as both the release asset and the comparison need it: the tag
 * (a `release` event's, or a pushed tag's), the repository, and a token to ask GitHub with.
 */

/** The run's release, or why there is none to work on (a sentence's end, for a log line). */
function gitHubReleaseTarget(inputs, event) {
    const target = (0,action_event/* releaseTargetOf */.mh)(event);
    const [owner, repo] = (inputs.githubRepository ?? '').split('/');
    if (!target) {
        const on = event.ref ? ` on ${event.ref}` : '';
        return {
            skipped: `this run (${event.name || 'unknown event'}${on}) is not for a release or a tag push`
        };
    }
    if (!inputs.githubToken)
        return { skipped: 'github-token is empty' };
    if (!owner || !repo)
        return { skipped: 'GITHUB_REPOSITORY does not name the repository' };
    return { ...target, owner, repo };
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/sbom-base.ts
/** The name GitHub stores an asset under: characters it does not keep become `.`. */
function storedName(name) {
    return name.replace(/[^A-Za-z0-9._+-]+/g, '.');
}
/**
 * The release's SBOM: the asset named as this action names it for that release's tag, else its
 * only asset whose name ends in `.cdx.json`.
 */
function sbomAssetOf(release, assetNameFor) {
    const wanted = assetNameFor(release.tag_name);
    const stored = storedName(wanted);
    const named = release.assets.find(a => a.name === wanted || a.name === stored);
    if (named)
        return named;
    const sboms = release.assets.filter(a => a.name.toLowerCase().endsWith('.cdx.json'));
    return sboms.length === 1 ? sboms[0] : undefined;
}
/**
 * `previous`: the newest release (by `created_at`) that is published, not a prerelease, not the
 * release of `tag`, older than that release when it is listed, and has an SBOM. A tag: that tag's
 * release, drafts and prereleases allowed. `none` is never passed here.
 */
function chooseBase(releases, tag, compareWith, assetNameFor) {
    if (compareWith.kind === 'tag') {
        const release = releases.find(r => r.tag_name === compareWith.tag);
        if (!release)
            return { kind: 'no-release', tag: compareWith.tag };
        const asset = sbomAssetOf(release, assetNameFor);
        return asset ? { kind: 'base', base: { release, asset } } : { kind: 'no-asset', release };
    }
    const own = releases.find(r => r.tag_name === tag);
    const ownTime = own ? time(own.created_at) : Number.NaN;
    const before = Number.isFinite(ownTime) ? ownTime : Number.POSITIVE_INFINITY;
    let best;
    let bestTime = Number.NEGATIVE_INFINITY;
    for (const release of releases) {
        if (release.draft || release.prerelease || release.tag_name === tag)
            continue;
        const created = time(release.created_at);
        // Strictly newer only: of two equally old releases, the one listed first (newer) stays.
        if (!(created < before) || (best && !(created > bestTime)))
            continue;
        const asset = sbomAssetOf(release, assetNameFor);
        if (!asset)
            continue;
        best = { release, asset };
        bestTime = created;
    }
    return best ? { kind: 'base', base: best } : { kind: 'none-earlier' };
}
/** Milliseconds of an ISO time; an unreadable time sorts as the oldest. */
function time(iso) {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/sbom-diff.ts
/**
 * What changed between two CycloneDX SBOMs: components added, removed or changed in version, and
 * vulnerabilities introduced or resolved. Pure functions over parsed documents.
 *
 * SBOMs hold tens of thousands of components, so each document is indexed once into maps (linear),
 * and the comparison walks the maps; nothing is matched pair by pair. The documents come from
 * whoever could upload a release asset: only own, typed fields are read, lengths are clipped, maps
 * (never plain objects) are keyed by their strings, and nesting is walked without recursion.
 */
/** CycloneDX severities, most severe first; `unknown` also stands for no rating at all. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info', 'none', 'unknown'];
const MANY_VERSIONS = 16;
function hasVersion(entry, version) {
    return entry.versionSet ? entry.versionSet.has(version) : entry.versions.includes(version);
}
function addVersion(entry, version, purl) {
    if (hasVersion(entry, version))
        return;
    entry.versions.push(version);
    entry.purls.push(purl);
    if (entry.versionSet)
        entry.versionSet.add(version);
    else if (entry.versions.length > MANY_VERSIONS)
        entry.versionSet = new Set(entry.versions);
}
/**
 * Analysis states, least reassuring first; a state not listed comes after `in_triage`, and no
 * analysis after that: where a vulnerability's entries disagree, the least reassuring one is its state.
 */
const STATE_ORDER = ['exploitable', 'in_triage'];
const REASSURING_ORDER = ['resolved', 'resolved_with_pedigree', 'not_affected', 'false_positive'];
/** The rank of an analysis state (lower is less reassuring). */
function stateRank(state) {
    if (state === undefined)
        return STATE_ORDER.length + 1;
    const lower = state.toLowerCase();
    const early = STATE_ORDER.indexOf(lower);
    if (early >= 0)
        return early;
    const late = REASSURING_ORDER.indexOf(lower);
    return late >= 0 ? STATE_ORDER.length + 2 + late : STATE_ORDER.length;
}
/** Other IDs kept per vulnerability (a document may list thousands; aliases are a handful). */
const MAX_REFERENCES = 32;
/** Longest string kept from the document; longer ones are cut (they are names, versions, IDs). */
const MAX_FIELD_LENGTH = 1_000;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own string field, clipped; undefined when absent, empty or not a string. */
function field(object, key) {
    if (!Object.prototype.hasOwnProperty.call(object, key))
        return undefined;
    const value = object[key];
    if (typeof value !== 'string')
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    return trimmed.length > MAX_FIELD_LENGTH ? trimmed.slice(0, MAX_FIELD_LENGTH) : trimmed;
}
function ownArray(object, key) {
    if (!Object.prototype.hasOwnProperty.call(object, key))
        return [];
    const value = object[key];
    return Array.isArray(value) ? value : [];
}
/**
 * A purl without its version, qualifiers and subpath, with the scheme and type in lower case and
 * percent-escapes decoded (`pkg:npm/%40scope/x` and `pkg:npm/@scope/x` are one package).
 */
function purlWithoutVersion(purl) {
    // Written with index arithmetic rather than split/map/join: it runs once per component.
    let end = purl.length;
    const hash = purl.indexOf('#');
    if (hash >= 0)
        end = hash;
    const query = purl.lastIndexOf('?', end - 1);
    if (query >= 0)
        end = query;
    // The version follows the last `@` after the last `/` (a scope's `@` comes before a `/`).
    const at = purl.lastIndexOf('@', end - 1);
    if (at >= 0 && at > purl.lastIndexOf('/', end - 1))
        end = at;
    const head = /^\s*pkg:\/*([^/]+)\//i.exec(purl);
    if (!head || head[0].length >= end)
        return undefined;
    let path = purl.slice(head[0].length, end).trim();
    if (path.includes('%'))
        path = path.split('/').map(decodeSegment).join('/');
    if (path.includes('//') || path.startsWith('/') || path.endsWith('/')) {
        path = path
            .split('/')
            .filter(segment => segment !== '')
            .join('/');
    }
    if (path === '')
        return undefined;
    return `pkg:${head[1].toLowerCase()}/${path}`;
}
function decodeSegment(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}
/** The key a component is matched by: its purl without version, else `group/name`. */
function componentKey(component) {
    const purl = component.purl !== undefined ? purlWithoutVersion(component.purl) : undefined;
    if (purl !== undefined)
        return purl;
    if (component.name === undefined)
        return undefined;
    // A prefix no purl starts with, so that a name never meets a purl.
    return `name:${component.group ?? ''}/${component.name}`;
}
const SEVERITY_RANK = new Map(SEVERITIES.map((s, i) => [s, i]));
function severityOf(value) {
    const lower = value?.toLowerCase();
    return lower !== undefined && SEVERITY_RANK.has(lower) ? lower : 'unknown';
}
/** The more severe of two. */
function higher(a, b) {
    return SEVERITY_RANK.get(a) <= SEVERITY_RANK.get(b) ? a : b;
}
/**
 * Indexes a CycloneDX document (already parsed): every component, nested ones included (the root
 * `metadata.component`, the software itself, is not a dependency and is left out), and every
 * vulnerability. Anything that is not the expected shape is skipped.
 */
function indexSbom(document) {
    const bom = isObject(document) ? document : {};
    const purlOfRef = new Map();
    const packages = indexComponents(bom, purlOfRef);
    const references = new Map();
    const states = new Map();
    const vulnerabilities = indexVulnerabilities(bom, purlOfRef, references, states);
    return { packages, vulnerabilities, references, states };
}
/** Every component, nested ones included, by matching key; `purlOfRef` learns each bom-ref's purl. */
function indexComponents(bom, purlOfRef) {
    const packages = new Map();
    const pending = [ownArray(bom, 'components')];
    while (pending.length > 0) {
        for (const item of pending.pop()) {
            if (!isObject(item))
                continue;
            const nested = ownArray(item, 'components');
            if (nested.length > 0)
                pending.push(nested);
            addComponent(packages, purlOfRef, item);
        }
    }
    return packages;
}
function addComponent(packages, purlOfRef, item) {
    const name = field(item, 'name');
    const group = field(item, 'group');
    const purl = field(item, 'purl');
    const version = field(item, 'version') ?? '';
    const ref = field(item, 'bom-ref');
    if (ref !== undefined && purl !== undefined)
        purlOfRef.set(ref, purl);
    const key = componentKey({ purl, group, name });
    if (key === undefined)
        return;
    const entry = packages.get(key);
    if (entry) {
        addVersion(entry, version, purl ?? '');
        return;
    }
    // A key that is no `name:` key is the purl without version. Arrays of one, made at their
    // size: at tens of thousands of packages, spare capacity is most of an index's memory.
    const basePurl = key.startsWith('name:') ? undefined : key;
    packages.set(key, {
        name: name ?? nameFromPurl(basePurl ?? key),
        ...(group !== undefined && { group }),
        ...(basePurl !== undefined && { basePurl }),
        versions: [version],
        purls: [purl ?? '']
    });
}
/** The highest `ratings[].severity`; `unknown` when none is rated. */
function ratedSeverity(item) {
    let severity;
    for (const rating of ownArray(item, 'ratings')) {
        if (!isObject(rating))
            continue;
        const s = severityOf(field(rating, 'severity'));
        severity = severity === undefined ? s : higher(severity, s);
    }
    return severity ?? 'unknown';
}
function analysisState(item) {
    const analysis = Object.prototype.hasOwnProperty.call(item, 'analysis')
        ? item.analysis
        : undefined;
    return isObject(analysis) ? field(analysis, 'state') : undefined;
}
/**
 * Every vulnerability by `id`, duplicates merged (the least reassuring state stands); affected refs
 * as purls where known; the IDs its `references` name go into `references`, and its entries by
 * state into `states` where they disagree.
 */
function indexVulnerabilities(bom, purlOfRef, references, states) {
    // Affected purls as sets while indexing, so that merging duplicates stays linear; the same per
    // state ('' for no analysis).
    const affected = new Map();
    const byState = new Map();
    const vulnerabilities = new Map();
    for (const item of ownArray(bom, 'vulnerabilities')) {
        if (!isObject(item))
            continue;
        const id = field(item, 'id');
        if (id === undefined)
            continue;
        const severity = ratedSeverity(item);
        const state = analysisState(item);
        const seen = vulnerabilities.get(id);
        if (seen) {
            // One vulnerability listed more than once (once per component, as some tools do): merged.
            seen.severity = higher(seen.severity, severity);
            mergeState(seen, state);
        }
        else {
            vulnerabilities.set(id, { id, severity, ...(state !== undefined && { state }), affects: [] });
            affected.set(id, new Set());
            byState.set(id, new Map());
        }
        addReferences(references, id, item);
        const affects = affected.get(id);
        const groups = byState.get(id);
        let group = groups.get(state ?? '');
        if (group === undefined)
            groups.set(state ?? '', (group = new Set()));
        for (const entry of ownArray(item, 'affects')) {
            const ref = isObject(entry) ? field(entry, 'ref') : undefined;
            if (ref === undefined)
                continue;
            const purl = purlOfRef.get(ref) ?? ref;
            affects.add(purl);
            group.add(purl);
        }
    }
    for (const [id, affects] of affected)
        vulnerabilities.get(id).affects = [...affects];
    keepDisagreeing(byState, states);
    return vulnerabilities;
}
/** The other IDs an entry's `references` name, each once, at most MAX_REFERENCES per ID. */
function addReferences(references, id, item) {
    for (const entry of ownArray(item, 'references')) {
        const other = isObject(entry) ? field(entry, 'id') : undefined;
        if (other === undefined || other === id)
            continue;
        const known = references.get(id);
        if (known === undefined)
            references.set(id, [other]);
        else if (known.length < MAX_REFERENCES && !known.includes(other))
            known.push(other);
    }
}
/** Keeps the less reassuring of the two states (no analysis is less reassuring than a ruling-out one). */
function mergeState(seen, state) {
    if (stateRank(state) >= stateRank(seen.state))
        return;
    if (state === undefined)
        delete seen.state;
    else
        seen.state = state;
}
/** The entries by state of the vulnerabilities whose entries disagree, least reassuring first. */
function keepDisagreeing(byState, states) {
    for (const [id, groups] of byState) {
        if (groups.size < 2)
            continue;
        const list = [...groups].map(([state, purls]) => ({
            ...(state !== '' && { state }),
            affects: [...purls]
        }));
        states.set(id, list.sort((a, b) => stateRank(a.state) - stateRank(b.state)));
    }
}
/** The last segment of a purl path (`pkg:npm/%40a/b` → `b`), for a component without a name. */
function nameFromPurl(purl) {
    return purl.slice(purl.lastIndexOf('/') + 1);
}
/**
 * Natural order without regard to (ASCII) case: `pkg-9` before `pkg-10`, `1.9.0` before `1.10.0`.
 * Written out rather than `Intl.Collator`, which is several times slower on lists of this size.
 */
function naturalCompare(a, b) {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
        const ca = a.charCodeAt(i);
        const cb = b.charCodeAt(j);
        if (isDigit(ca) && isDigit(cb)) {
            // Compare digit runs as numbers: leading zeros skipped, then the longer is larger.
            let si = i;
            let sj = j;
            while (si < a.length - 1 && a.charCodeAt(si) === 48 && isDigit(a.charCodeAt(si + 1)))
                si++;
            while (sj < b.length - 1 && b.charCodeAt(sj) === 48 && isDigit(b.charCodeAt(sj + 1)))
                sj++;
            let ei = si;
            let ej = sj;
            while (ei < a.length && isDigit(a.charCodeAt(ei)))
                ei++;
            while (ej < b.length && isDigit(b.charCodeAt(ej)))
                ej++;
            if (ei - si !== ej - sj)
                return ei - si - (ej - sj);
            for (let k = 0; k < ei - si; k++) {
                const d = a.charCodeAt(si + k) - b.charCodeAt(sj + k);
                if (d !== 0)
                    return d;
            }
            i = ei;
            j = ej;
            continue;
        }
        const d = lower(ca) - lower(cb);
        if (d !== 0)
            return d;
        i++;
        j++;
    }
    return a.length - i - (b.length - j);
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
function lower(c) {
    return c >= 65 && c <= 90 ? c + 32 : c;
}
/** Natural order, then code units, so that the order is total and the same on every machine. */
function byText(x, y) {
    return naturalCompare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
}
function sortedVersions(versions) {
    return versions.filter(v => v !== '').sort(byText);
}
function byName(a, b) {
    const x = a.group !== undefined ? `${a.group}/${a.name}` : a.name;
    const y = b.group !== undefined ? `${b.group}/${b.name}` : b.name;
    return byText(x, y);
}
/** Most severe first, then by ID. */
function bySeverity(a, b) {
    const rank = SEVERITY_RANK.get(a.severity) - SEVERITY_RANK.get(b.severity);
    if (rank !== 0)
        return rank;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/** Each version of a package as a listed component. */
function listed(entry) {
    const order = entry.versions.map((_, i) => i);
    if (order.length > 1)
        order.sort((x, y) => byText(entry.versions[x], entry.versions[y]));
    return order.map(i => {
        const version = entry.versions[i];
        const purl = entry.purls[i];
        return {
            name: entry.name,
            ...(entry.group !== undefined && { group: entry.group }),
            ...(purl !== '' && { purl }),
            ...(version !== '' && { version })
        };
    });
}
/**
 * Compares two indexed SBOMs. A package only in `head` is added (each of its versions listed), one
 * only in `base` removed, one in both whose set of versions differs changed.
 */
function diffSboms(base, head) {
    const added = [];
    const removed = [];
    const changed = [];
    for (const [key, now] of head.packages) {
        const before = base.packages.get(key);
        if (!before) {
            for (const component of listed(now))
                added.push(component);
            continue;
        }
        const same = before.versions.length === now.versions.length &&
            now.versions.every(v => hasVersion(before, v));
        if (same)
            continue;
        changed.push({
            name: now.name,
            ...(now.group !== undefined && { group: now.group }),
            ...(now.basePurl !== undefined && { purl: now.basePurl }),
            from: sortedVersions(before.versions),
            to: sortedVersions(now.versions)
        });
    }
    for (const [key, before] of base.packages) {
        if (!head.packages.has(key))
            for (const component of listed(before))
                removed.push(component);
    }
    const introduced = [...head.vulnerabilities.values()].filter(v => !base.vulnerabilities.has(v.id));
    const resolved = [...base.vulnerabilities.values()].filter(v => !head.vulnerabilities.has(v.id));
    return {
        components: {
            added: added.sort(byName),
            removed: removed.sort(byName),
            changed: changed.sort(byName)
        },
        vulnerabilities: {
            introduced: introduced.sort(bySeverity),
            resolved: resolved.sort(bySeverity)
        }
    };
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/modes/sbom-export/sbom-file.ts
/**
 * The downloaded SBOM: bounded as it is written and checked as written (MAX_SBOM_BYTES), then
 * parsed once for every reader. The read-back: is it a CycloneDX JSON document at all, which spec
 * version, how many components (nested ones included). A file that is no CycloneDX document is refused
 * (`notSbom`): the download URL may have pointed anywhere, so nothing of it is quoted. Another spec
 * version than the one asked for is a warning (`problem`), as the document is still an SBOM.
 */



/**
 * The largest SBOM this action reads, decoded: the downloaded one and a previous release's alike,
 * so that an SBOM attached today can always be the base of the next release. It is parsed whole.
 */
const MAX_SBOM_BYTES = 64 * 1024 * 1024;
/** An SBOM larger than MAX_SBOM_BYTES; a local failure (the download itself went well), never retried. */
class SbomTooLargeError extends Error {
    name = 'SbomTooLargeError';
    local = true;
}
const BOUND = `${(0,action_text/* formatBytes */.z3)(MAX_SBOM_BYTES)} (${(0,action_text/* formatCount */.B4)(MAX_SBOM_BYTES)} bytes)`;
/** `size`: how large the SBOM is, as far as it was read, as a clause (`is 70.0 MB (…), more than …`). */
function tooLarge(size) {
    return new SbomTooLargeError(`Report this to the platform's administrators, or export a smaller part: the SBOM the ` +
        `platform delivered ${size}, so nothing of it was kept, attached, uploaded or compared.`);
}
/**
 * The download's body (decoded), stopped as soon as it passes MAX_SBOM_BYTES, whatever its
 * encoding or headers said: a few KB of gzip can decode to gigabytes.
 */
function boundedSbom(body) {
    let bytes = 0;
    const counter = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            bytes += chunk.byteLength;
            if (bytes > MAX_SBOM_BYTES) {
                const words = `is more than ${BOUND}, the most this action reads (the download stopped there)`;
                done(tooLarge(words));
            }
            else
                done(null, chunk);
        }
    });
    body.on('error', error => counter.destroy(error));
    return body.pipe(counter);
}
/**
 * The written file's bytes, its size checked first: the file is what is hashed and attached, so
 * the bound holds for it whatever wrote it.
 */
async function readSbomBytes(file) {
    const { size } = await (0,promises_.stat)(file);
    if (size > MAX_SBOM_BYTES) {
        const written = `${(0,action_text/* formatBytes */.z3)(size)} (${(0,action_text/* formatCount */.B4)(size)} bytes)`;
        throw tooLarge(`is ${written}, more than the ${BOUND} this action reads`);
    }
    return (0,promises_.readFile)(file);
}
/** The read-back of text: is it CycloneDX, and of the version `expectedVersion` (e.g. `1.7`)? */
function readSbomText(text, expectedVersion) {
    const parsed = parseCycloneDx(text);
    return 'problem' in parsed ? { notSbom: parsed.problem } : readBackOf(parsed.bom, expectedVersion);
}
/** {@link readSbomText} of a document already parsed. */
function readBackOf(bom, expectedVersion) {
    const specVersion = bom.specVersion;
    const result = { componentCount: countComponents(bom.components), specVersion };
    if (specVersion !== expectedVersion) {
        result.problem =
            `Check that the platform supports CycloneDX ${expectedVersion}: the SBOM it produced is ` +
                `CycloneDX ${specVersion}, not the ${expectedVersion} asked for.`;
    }
    return result;
}
/**
 * Parses text as a CycloneDX JSON document, or says why it is not one (`it is not JSON`, for a
 * sentence) without quoting any of it: the text may be anything a download URL pointed at.
 * `JSON.parse` keeps a `__proto__` key as an own field and copes with deep nesting; readers of the
 * result read own fields only.
 */
function parseCycloneDx(text) {
    let document;
    // A byte-order mark is not JSON, but some tools write one.
    const byteOrderMark = text.charCodeAt(0) === 0xfeff;
    try {
        document = JSON.parse(byteOrderMark ? text.slice(1) : text);
    }
    catch {
        // JSON.parse's message quotes the text.
        return { problem: 'it is not JSON' };
    }
    const bom = document;
    if (!bom || typeof bom !== 'object' || Array.isArray(bom) || bom.bomFormat !== 'CycloneDX') {
        return { problem: 'it is JSON, but has no "bomFormat": "CycloneDX"' };
    }
    if (typeof bom.specVersion !== 'string' || !/^1\.[0-9]{1,2}$/.test(bom.specVersion)) {
        return { problem: 'it has no CycloneDX specVersion' };
    }
    if (bom.components !== undefined && !Array.isArray(bom.components)) {
        return { problem: 'its components are not a list' };
    }
    return { bom: bom, byteOrderMark };
}
/** Components and their nested `components`, at any depth (iteratively: documents can be deep). */
function countComponents(components) {
    let count = 0;
    const pending = [components];
    while (pending.length > 0) {
        const list = pending.pop();
        if (!Array.isArray(list))
            continue;
        for (const component of list) {
            if (!component || typeof component !== 'object')
                continue;
            count++;
            pending.push(component.components);
        }
    }
    return count;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/compare.ts
/**
 * "What changed since the previous release" (`compare-with`, `release-notes`, `sbom-diff-file`):
 * finds the base release in GitHub's releases list, downloads its SBOM asset, compares it with the
 * SBOM just exported, and reports the changes as outputs, a file, a summary section and, when asked,
 * a section of the release notes.
 *
 * Nothing here fails the step: the export succeeded, so a base that cannot be read is a warning, and
 * a first release (nothing to compare with) a notice. The gate (`gate.ts`) reads what became of the
 * comparison and fails the step where it must.
 */














/** All GitHub requests of the comparison together (list, download, notes). */
const GITHUB_TIMEOUT_MS = 120_000;
/** Checks `sbom-diff-file` before any request, as every output path is. */
function checkComparisonPath(inputs) {
    if (inputs.wait && inputs.compareWith.kind !== 'none' && inputs.sbomDiffFile !== undefined) {
        (0,files/* checkOutputPath */.$b)('sbom-diff-file', inputs.sbomDiffFile);
    }
}
/**
 * Compares the exported SBOM (indexed from the run's one parse of it) with the base release's; does
 * nothing (and calls GitHub not at all) for `compare-with: none` or a run that is not for a tag.
 * Returns what became of it, undefined for `compare-with: none`.
 */
async function compareWithBase(inputs, head, repositoryId, context) {
    const { compareWith } = inputs;
    if (compareWith.kind === 'none')
        return undefined;
    const target = gitHubReleaseTarget(inputs, context.event);
    if ('skipped' in target) {
        const message = `The SBOM is not compared with an earlier release: ${target.skipped}.`;
        const forTag = (0,action_event/* releaseTargetOf */.mh)(context.event) !== undefined;
        log.info(message);
        return { state: forTag ? 'skipped' : 'no-tag', message };
    }
    const session = await openSession(inputs, target, context);
    const listed = await listBaseReleases(session);
    if ('state' in listed)
        return listed;
    const found = chooseComparedBase(inputs, compareWith, session, listed, target.tag);
    if ('state' in found)
        return found;
    const baseSbom = await downloadBaseSbom(session, found);
    if ('state' in baseSbom)
        return baseSbom;
    const diff = diffSboms(baseSbom, head);
    const base = comparedBase(found);
    const file = sbomDiffFilePath(inputs, repositoryId);
    await (0,files/* writeFileSafely */.kv)(file, diffFileContent(diff, base, inputs.ref));
    await setOutputs(diff, base, file);
    const headline = [vulnerabilityHeadline(diff), componentHeadline(diff)].filter(Boolean);
    log.info(`Since ${base.tag}: ${headline.length > 0 ? headline.join('; ') : 'no changes'}. ` +
        `The comparison is in ${file}.`);
    if (inputs.releaseNotes !== 'append')
        return { state: 'compared', base, diff, file };
    const notes = await appendToNotes(session, listed.releases, target, diff, base);
    if (notes.state === 'failed')
        (0,annotations/* warn */.R8)('release notes not edited', notes.message);
    return { state: 'compared', base, diff, file, notes };
}
/** The comparison could not be made: a warning (the gate, when set, fails on it later). */
function notCompared(message) {
    (0,annotations/* warn */.R8)('SBOM not compared with the earlier release', message);
    return { state: 'not-compared', message };
}
async function openSession(inputs, target, context) {
    const cancel = context.signal;
    const octokit = await context.newGitHubClient({
        token: inputs.githubToken,
        apiUrl: inputs.githubApiUrl,
        // The base SBOM is the largest answer read; it has its own bound, checked as it arrives.
        maxResponseBytes: MAX_SBOM_BYTES,
        ...(cancel && { signal: cancel }),
        log: { debug: message => log.debug(message), warn: message => log.debug(message) }
    });
    const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
    const { owner, repo } = target;
    return {
        octokit,
        owner,
        repo,
        repoPath: `/repos/${owner}/${repo}`,
        signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
        describe: (what, error) => (0,errors/* gitHubFailure */.o7)(error, what).message,
        networkAdvice: error => (0,errors/* connectionAdvice */.d_)(error, inputs.githubApiUrl)
    };
}
async function listBaseReleases(session) {
    const { listReleases } = await __webpack_require__.e(/* import() */ 879).then(__webpack_require__.bind(__webpack_require__, 36879));
    const { octokit, owner, repo, signal } = session;
    try {
        const { releases, complete } = await listReleases(octokit, { owner, repo, signal });
        const searched = complete
            ? ''
            : ` among its newest ${(0,action_text/* formatCount */.B4)(releases.length)} releases (GitHub lists no more here)`;
        return { releases, searched };
    }
    catch (error) {
        // The listing names itself in its error.
        const todo = refused(error)
            ? 'Give the job `permissions: contents: read` (or a github-token that may read releases)'
            : 'Run the step again';
        const network = session.networkAdvice(error);
        return notCompared(`${network ? `${network} The SBOM was not compared with an earlier release` : `${todo} to compare the SBOM with an earlier release`}: ` +
            `${session.describe(`GET ${session.repoPath}/releases`, error)}.`);
    }
}
/** The base release and its SBOM asset; else the notice or warning saying why there is none. */
function chooseComparedBase(inputs, compareWith, session, listed, tag) {
    const { owner, repo } = session;
    const assetNameFor = (name) => releaseAssetNameFor(inputs, repo, name);
    const choice = chooseBase(listed.releases, tag, compareWith, assetNameFor);
    switch (choice.kind) {
        case 'base':
            return choice.base;
        case 'none-earlier': {
            const message = `This is the first release with an SBOM to compare: ${owner}/${repo} has no earlier ` +
                `published release (not a draft or prerelease) with an SBOM asset${listed.searched}.`;
            (0,annotations/* notice */.lm)('no earlier release to compare with', message);
            return { state: 'first-release', message };
        }
        case 'no-release':
            return notCompared(`Set compare-with to the tag of a release (or to previous): ${owner}/${repo} has no ` +
                `release for tag ${choice.tag}${listed.searched}.`);
        case 'no-asset': {
            const name = choice.release.tag_name;
            return notCompared(`Attach the SBOM to release ${name} as ${assetNameFor(name)}, or set compare-with to ` +
                `another release: release ${name} has no asset of that name and not exactly one ` +
                '*.cdx.json asset.');
        }
    }
}
function comparedBase({ release, asset }) {
    return {
        tag: release.tag_name,
        assetName: asset.name,
        assetUrl: asset.browser_download_url,
        releaseUrl: release.html_url
    };
}
/** The base release's SBOM, downloaded and indexed; else the warning saying why not. */
async function downloadBaseSbom(session, { release, asset }) {
    log.info(`Comparing the SBOM with ${asset.name} (${(0,action_text/* formatBytes */.z3)(asset.size)}) of release ${release.tag_name}.`);
    const tooLarge = `Set compare-with to another release, or none: the SBOM ${asset.name} of release ` +
        `${release.tag_name} is larger than ${(0,action_text/* formatBytes */.z3)(MAX_SBOM_BYTES)}, the most this action reads.`;
    if (asset.size > MAX_SBOM_BYTES)
        return notCompared(tooLarge);
    const { AssetTooLargeError, downloadReleaseAsset } = await __webpack_require__.e(/* import() */ 628).then(__webpack_require__.bind(__webpack_require__, 81628));
    let bytes;
    try {
        bytes = await downloadReleaseAsset(session.octokit, {
            owner: session.owner,
            repo: session.repo,
            assetId: asset.id,
            maxBytes: MAX_SBOM_BYTES,
            signal: session.signal
        });
    }
    catch (error) {
        // The bounded fetch throws its own transfer error (not a GitHubError): read it either way.
        const transfer = (0,errors/* gitHubFailure */.o7)(error, 'download').transfer;
        if (error instanceof AssetTooLargeError || transfer === 'ETOOLARGE') {
            return notCompared(tooLarge);
        }
        const network = session.networkAdvice(error);
        return notCompared(`${network ? `${network} Or set compare-with: none` : 'Run the step again, or set compare-with: none'}: the SBOM ${asset.name} of release ` +
            `${release.tag_name} could not be downloaded: ` +
            `${session.describe(`GET ${session.repoPath}/releases/assets/${asset.id}`, error)}.`);
    }
    // Each document is indexed as soon as it is parsed and then let go: at 20,000 components a parsed
    // SBOM is tens of MB, its index a fraction of that.
    const indexed = indexText(bytes.toString('utf8'));
    bytes = undefined;
    if ('problem' in indexed) {
        return notCompared(`Replace ${asset.name} on release ${release.tag_name} with that release's CycloneDX JSON ` +
            `SBOM, or set compare-with to another release: ${indexed.problem}.`);
    }
    return indexed.index;
}
/** The SBOM in `text`, indexed for the comparison; the parsed document is not kept. */
function indexText(text) {
    const parsed = parseCycloneDx(text);
    return 'problem' in parsed ? parsed : { index: indexSbom(parsed.bom) };
}
async function setOutputs(diff, base, file) {
    const { components, vulnerabilities } = diff;
    await (0,outputs/* setOutput */.u)('sbom-diff-base', base.tag, 'txt');
    await (0,outputs/* setOutput */.u)('components-added', String(components.added.length), 'txt');
    await (0,outputs/* setOutput */.u)('components-removed', String(components.removed.length), 'txt');
    await (0,outputs/* setOutput */.u)('components-changed', String(components.changed.length), 'txt');
    await (0,outputs/* setOutput */.u)('vulnerabilities-introduced', String(vulnerabilities.introduced.length), 'txt');
    await (0,outputs/* setOutput */.u)('vulnerabilities-resolved', String(vulnerabilities.resolved.length), 'txt');
    await (0,outputs/* setOutput */.u)('sbom-diff-file', file, 'txt');
}
/** The `sbom-diff-file` document, as the contract shapes it; written piece by piece. */
function* diffFileContent(diff, base, ref) {
    const list = function* (items, indent) {
        if (items.length === 0) {
            yield '[]';
            return;
        }
        yield '[';
        for (let i = 0; i < items.length; i++) {
            yield `\n${indent}  ${JSON.stringify(items[i])}${i < items.length - 1 ? ',' : ''}`;
        }
        yield `\n${indent}]`;
    };
    yield `{\n  "base": ${JSON.stringify({ tag: base.tag, asset: base.assetName })},\n`;
    yield `  "head": ${JSON.stringify({ ref })},\n`;
    yield '  "components": {\n    "added": ';
    yield* list(diff.components.added, '    ');
    yield ',\n    "removed": ';
    yield* list(diff.components.removed, '    ');
    yield ',\n    "changed": ';
    yield* list(diff.components.changed, '    ');
    yield '\n  },\n  "vulnerabilities": {\n    "introduced": ';
    yield* list(diff.vulnerabilities.introduced, '    ');
    yield ',\n    "resolved": ';
    yield* list(diff.vulnerabilities.resolved, '    ');
    yield '\n  }\n}\n';
}
/** Writes the changes into the tag's release notes; a failure is returned, for a warning. */
async function appendToNotes(at, releases, target, diff, base) {
    const own = releases.find(r => r.tag_name === target.tag);
    const releaseId = target.releaseId ?? own?.id;
    if (releaseId === undefined) {
        return {
            state: 'failed',
            message: `Create a release for tag ${target.tag} (a draft will do) before this step to have the ` +
                `changes written into its notes: ${at.owner}/${at.repo} has no release for that tag.`
        };
    }
    const { editReleaseNotes } = await __webpack_require__.e(/* import() */ 606).then(__webpack_require__.bind(__webpack_require__, 87606));
    try {
        await editReleaseNotes(at.octokit, { owner: at.owner, repo: at.repo, releaseId, signal: at.signal }, notes => {
            // Fewer rows when the notes would be longer than GitHub takes.
            for (const maxRows of [50, 10, 0]) {
                const spliced = spliceNotes(notes, renderChanges(diff, base, { target: 'notes', maxRows }));
                if (spliced.length <= MAX_NOTES_LENGTH || maxRows === 0)
                    return spliced;
            }
            return notes;
        });
        log.info(`Wrote the changes since ${base.tag} into the release notes of ${target.tag}.`);
        return { state: 'written', url: own?.html_url ?? '' };
    }
    catch (error) {
        const todo = refused(error)
            ? 'Give the job `permissions: contents: write` (or a github-token that may edit releases)'
            : 'Run the step again';
        const network = at.networkAdvice(error);
        return {
            state: 'failed',
            message: `${network ? `${network} The changes were not written into the release notes of ${target.tag}` : `${todo} to have the changes written into the release notes of ${target.tag}`}: ` +
                `${at.describe(`GET/PATCH ${at.repoPath}/releases/${releaseId}`, error)}.`
        };
    }
}
/** GitHub answered 401 or 403: a question of the token's permissions. */
function refused(error) {
    const { status } = (0,errors/* gitHubFailure */.o7)(error, '');
    return status === 401 || status === 403;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/download.ts
/**
 * The wait for the export job and the download of its SBOM (`wait: true`): polls the job until it
 * ends, bounded by `wait-timeout` (which also bounds the download), and writes the SBOM to its file.
 */





const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED';
const FAILED = 'SBOM_EXPORT_STATUS_FAILED';
/** `SBOM_EXPORT_STATUS_COMPLETED` → `completed`. */
function statusWord(status) {
    return status
        .replace(/^SBOM_EXPORT_STATUS_/, '')
        .replace(/_/g, ' ')
        .toLowerCase();
}
/**
 * Waits for the job and downloads its SBOM to `sbomFile`; a job that failed, did not finish or gave
 * no URL is a failed download.
 */
async function downloadExport(inputs, job, sbomFile, context) {
    const wait = { polls: 0 };
    try {
        const deadline = context.clock.now() + inputs.waitTimeoutSeconds * 1000;
        const final = await waitLogged(job, context, wait, deadline);
        await (0,outputs/* setOutput */.u)('sbom-status', final.status, 'txt');
        if (final.status === FAILED)
            wait.errorMessage = final.errorMessage && (0,action_text/* truncate */.xv)(final.errorMessage, 2_000);
        const downloadUrl = downloadUrlOf(final, inputs, job);
        const left = deadline - context.clock.now();
        if (left <= 0) {
            throw new Error(`Raise wait-timeout: the SBOM export job ${job.taskToken} completed, but wait-timeout ` +
                `(${inputs.waitTimeoutSeconds} s) ran out before the download.`);
        }
        // No log group: the download logs nothing of its own, and an empty group only adds noise.
        // Bounded as decoded, whatever the encoding or headers said.
        const bytes = await context.client.downloadSbom(downloadUrl, body => (0,files/* writeFileSafely */.kv)(sbomFile, boundedSbom(body)), left);
        return { ...wait, state: 'downloaded', status: final.status, bytes };
    }
    catch (failure) {
        return { ...wait, state: 'failed', failure };
    }
}
/** The wait in a collapsed log group, and its outcome on a line of its own after it. */
async function waitLogged(job, context, wait, deadline) {
    const started = context.clock.now();
    const final = await log.group(`Waiting for SBOM export job ${job.taskToken}`, () => waitForExport(context.client, context, job, wait, deadline));
    const waited = Math.round((context.clock.now() - started) / 1000);
    log.info(`SBOM export job ${job.taskToken}: ${statusWord(final.status)} after ` +
        `${(0,action_text/* plural */.LS)(wait.polls, 'poll')} (${(0,action_text/* formatCount */.B4)(waited)} s).`);
    return final;
}
/** The URL of a completed job's SBOM; else the error saying why there is none. */
function downloadUrlOf(final, inputs, job) {
    if (final.status === FAILED) {
        throw new Error(`Check the repository and ref on the platform, then run the step again: the SBOM export ` +
            `job ${(0,action_text/* truncate */.xv)(job.taskToken, 100)} failed there: ` +
            `${final.errorMessage ? (0,action_text/* truncate */.xv)(final.errorMessage) : 'no reason given'}.`);
    }
    if (final.status !== COMPLETED) {
        throw new Error(`Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ` +
            `${job.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
            `last status ${statusWord(final.status)}.`);
    }
    if (!final.downloadUrl) {
        throw new Error(`Run the step again: the SBOM export job ${job.taskToken} completed but gave no downloadUrl.`);
    }
    return final.downloadUrl;
}
/** First wait between status polls, growth factor, longest wait, least time for one poll request. */
const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000, minRequestMs: 10_000 };
/**
 * Polls until the job completes or fails, or the deadline passes (then the last status is returned).
 * The first poll goes out at once (a small export may be done already); the waits after it grow by
 * POLL_SCHEDULE, and the last one is shortened to end at the deadline. `wait` is this step's own
 * record of the polls, kept up to date so that a failure part-way still reports them.
 */
async function waitForExport(client, context, job, wait, deadline) {
    const { clock } = context;
    let delay = POLL_SCHEDULE.firstMs;
    for (;;) {
        if (context.signal?.aborted)
            throw new Error('Cancelled while waiting for the SBOM export job.');
        // The last poll, at the deadline, still gets a little time to be answered.
        const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now());
        const status = await client.getSbomExportStatus(job.taskToken, left);
        wait.polls++;
        wait.status = status.status;
        log.info(`Poll ${wait.polls}: ${statusWord(status.status)}`);
        if (status.status === COMPLETED || status.status === FAILED)
            return status;
        if (clock.now() >= deadline)
            return status;
        await clock.sleep(Math.min(delay, deadline - clock.now()));
        delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor);
    }
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/gate.ts
/**
 * The gate (`fail-on-severity`): the vulnerabilities this SBOM introduces at the threshold or above
 * fail the step, once the SBOM is attached, uploaded and compared, so that the release holds the
 * evidence. Without a base (a first release, no tag, `compare-with: none`) every vulnerability of
 * the SBOM counts as introduced; a base that could not be read fails, as nothing can be told.
 *
 * The gate trusts the SBOM's own analysis (the platform's reachability): a vulnerability analysed as
 * not affecting the software, and one named in `allow-vulnerabilities`, is listed but not counted.
 */




/** Vulnerabilities named in the error, most severe first. */
const GATE_NAMED = 20;
/** Affected components named per vulnerability in the error. */
const GATE_AFFECTS = 2;
/** Characters of an ID or a component in the error. */
const GATE_VALUE = 80;
/** CycloneDX analysis states that say the vulnerability is no problem of this software. */
const NOT_COUNTED_STATES = [
    'not_affected',
    'false_positive',
    'resolved',
    'resolved_with_pedigree'
];
const RANK = new Map(SEVERITIES.map((s, i) => [s, i]));
const RULED_OUT = new Set(NOT_COUNTED_STATES);
/** Whether a severity is at or above the threshold; info, none and unknown never are. */
function meetsThreshold(severity, threshold) {
    return RANK.get(severity) <= RANK.get(threshold);
}
/**
 * The analysis that rules a vulnerability out, or undefined when it counts: one ID counts when any
 * of its entries counts (an entry `not_affected` for one component does not hide the same ID
 * unanalysed in another), so it is ruled out only when every entry's state rules it out.
 */
function ruledOutBy(v, groups) {
    if (groups !== undefined) {
        const all = groups.every(g => g.state !== undefined && RULED_OUT.has(g.state.toLowerCase()));
        return all ? { states: groups } : undefined;
    }
    return v.state !== undefined && RULED_OUT.has(v.state.toLowerCase())
        ? { state: v.state }
        : undefined;
}
/** The gate's verdict over `introduced` (most severe first, as the diff sorts them). */
function applyGate(introduced, rules) {
    const { threshold, head } = rules;
    const allowed = new Map((rules.allowed ?? []).map(a => [a.id.toLowerCase(), a]));
    const allowedOf = (v) => {
        for (const id of [v.id, ...(head.references.get(v.id) ?? [])]) {
            const entry = allowed.get(id.toLowerCase());
            if (entry !== undefined)
                return entry;
        }
        return undefined;
    };
    const trustAnalysis = rules.trustAnalysis ?? true;
    const failing = [];
    const notCounted = [];
    const states = new Map();
    for (const v of introduced) {
        const groups = head.states?.get(v.id);
        if (groups !== undefined)
            states.set(v.id, groups);
        const analysis = trustAnalysis ? ruledOutBy(v, groups) : undefined;
        const entry = allowedOf(v);
        if (analysis !== undefined || entry !== undefined) {
            notCounted.push({
                vulnerability: v,
                ...analysis,
                ...(entry !== undefined && { allowed: entry })
            });
        }
        else if (meetsThreshold(v.severity, threshold))
            failing.push(v);
    }
    return {
        threshold,
        basis: rules.basis,
        failing,
        considered: introduced.length,
        notCounted,
        unheldAllowed: unheld(rules.allowed ?? [], head),
        release: { kind: 'none' },
        trustAnalysis,
        states
    };
}
/**
 * The vulnerabilities the gate looks at: those introduced since the base when the SBOM was
 * compared with one (none, when nothing was introduced), every vulnerability of the SBOM when
 * there is no base (a first release, `compare-with: none`, no tag), most severe first; or why what
 * was introduced cannot be told (`unreadable`).
 */
function gateSubject(compareWith, comparison, head) {
    const basis = gateBasis(compareWith, comparison);
    if ('unreadable' in basis)
        return basis;
    if (comparison?.state === 'compared') {
        return { basis, introduced: comparison.diff.vulnerabilities.introduced };
    }
    return { basis, introduced: [...head.vulnerabilities.values()].sort(bySeverity) };
}
/**
 * The gate's verdict for this run: what it looks at (`gateSubject`), judged by `applyGate`, with
 * what a failure would hold back; or why it cannot judge (`unreadable`: the step fails).
 */
function decideGate(settings, head, comparison, release) {
    const subject = gateSubject(settings.compareWith, comparison, head);
    if ('unreadable' in subject)
        return subject;
    const outcome = applyGate(subject.introduced, {
        threshold: settings.threshold,
        basis: subject.basis,
        head,
        trustAnalysis: settings.trustAnalysis,
        ...(settings.allowed && { allowed: settings.allowed })
    });
    const diffFile = comparison?.state === 'compared' ? { diffFile: comparison.file } : {};
    return { ...outcome, release, ...diffFile };
}
/** The step's error when the gate cannot tell what this SBOM introduced. */
function unreadableError(threshold, reason) {
    return (`Fix the comparison with the earlier release, or remove fail-on-severity: the gate ` +
        `(fail-on-severity: ${threshold}) cannot tell which vulnerabilities this SBOM introduced. ` +
        (0,action_text/* oneLine */.TN)(reason));
}
/** The allowed entries that are neither the ID nor a reference of any vulnerability of the SBOM. */
function unheld(allowed, head) {
    if (allowed.length === 0)
        return [];
    const held = new Set();
    for (const id of head.vulnerabilities.keys())
        held.add(id.toLowerCase());
    for (const ids of head.references.values())
        for (const id of ids)
            held.add(id.toLowerCase());
    return allowed.filter(a => !held.has(a.id.toLowerCase()));
}
/**
 * What the gate compares with: the base, or why every vulnerability counts; `unreadable` (the
 * comparison's message) when a base was asked for and could not be read.
 */
function gateBasis(compareWith, comparison) {
    if (compareWith.kind === 'none')
        return { kind: 'all', why: 'compare-none' };
    switch (comparison?.state) {
        case 'compared':
            return { kind: 'base', tag: comparison.base.tag };
        case 'first-release':
            return { kind: 'all', why: 'first-release' };
        case 'no-tag':
            return { kind: 'all', why: 'no-tag' };
        case 'not-compared':
        case 'skipped':
            return { unreadable: comparison.message };
        case undefined:
            return { unreadable: 'The SBOM was not compared with an earlier release.' };
    }
}
/** `since v1.1.0`, or why every vulnerability counted. */
function basisWords(basis) {
    if (basis.kind === 'base')
        return `since ${basis.tag}`;
    switch (basis.why) {
        case 'first-release':
            return 'with no earlier release to compare with, so every vulnerability counts';
        case 'no-tag':
            return 'in a run for no tag (nothing compared), so every vulnerability counts';
        case 'compare-none':
            return 'with compare-with: none, so every vulnerability counts';
    }
}
function plainValue(value) {
    return (0,action_text/* truncate */.xv)(value.replace(/`/g, "'"), GATE_VALUE);
}
/** `CVE-1 (critical: lodash@4.17.21, express@4.19.2 and 3 more)`. */
function named(v) {
    const affects = v.affects.length > 0
        ? `: ${(0,action_text/* shortList */.pg)(v.affects.map(purl => plainValue(shortPurl(purl))), GATE_AFFECTS)}`
        : '';
    return `${plainValue(v.id)} (${v.severity}${affects})`;
}
/** Where the fix for a published release is written down. */
const DRAFT_RECIPE = 'the draft recipe under "Immutable releases" in docs/sbom-export.md';
/**
 * How a change reaches the gate: a re-run reads the workflow file of the tag's commit (GitHub:
 * "Re-running a workflow … uses the same GITHUB_SHA … and GITHUB_REF … of the original event"),
 * so an edited `allow-vulnerabilities` or threshold is seen only by a run for a new tag.
 */
const NEW_TAG = "commit the change and push a new tag on that commit (a re-run reads the workflow file at this tag's commit, so it would not see the change)";
/** The same for a run for no tag: the change reaches the gate in a run for a commit that has it. */
const NEW_COMMIT = 'commit the change and run the workflow for that commit (a re-run reads the workflow file at the commit it ran for, so it would not see the change)';
/** The step's error: what to do first, then the 20 most severe, then how many more. */
function gateError(outcome, file = outcome.diffFile) {
    const { failing, threshold, release } = outcome;
    const listed = failing.slice(0, GATE_NAMED).map(named).join('; ');
    const rest = failing.length - Math.min(failing.length, GATE_NAMED);
    const where = file !== undefined ? 'the job summary and sbom-diff-file' : 'the job summary';
    const more = rest > 0 ? `; and ${(0,action_text/* formatCount */.B4)(rest)} more, listed in ${where}` : '';
    const count = `${(0,action_text/* plural */.LS)(failing.length, 'vulnerability', 'vulnerabilities')} at ${threshold} or above ${basisWords(outcome.basis)}`;
    const accept = 'allow-vulnerabilities, with the reason';
    const most = `Most severe first: ${listed}${more}.`;
    switch (release.kind) {
        case 'draft':
            return (`Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise ` +
                `fail-on-severity, then ${NEW_TAG}: the SBOM introduces ${count}, and the draft release ` +
                `${release.tag} stays a draft (with the SBOM attached, and uploaded and compared where ` +
                `asked). ${most}`);
        case 'published':
            return (`Fix the vulnerabilities at ${threshold} or above in a new release, and create releases ` +
                `as drafts that this step checks before they are published (${DRAFT_RECIPE}): the SBOM ` +
                `introduces ${count}, and release ${release.tag} is already published with them (the ` +
                `gate can hold back only a draft). Or accept them (${accept}) or raise ` +
                `fail-on-severity for the next tag. ${most}`);
        case 'none':
            return (`Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise ` +
                `fail-on-severity, then ${outcome.basis.kind === 'all' && outcome.basis.why === 'no-tag' ? NEW_COMMIT : NEW_TAG}: the SBOM introduces ${count}; the step failed on ` +
                `them. ${most}`);
    }
}
/** The failing gate's verdict for the summary, worded for what it could hold back. */
function gateVerdict(outcome) {
    const { release, failing, threshold } = outcome;
    const count = `${(0,action_text/* plural */.LS)(failing.length, 'vulnerability', 'vulnerabilities')} at ${threshold} or above`;
    switch (release.kind) {
        case 'draft':
            // The failure that follows says the SBOM is attached: said once.
            return `The gate held the draft release ${(0,markdown/* code */.aY)(release.tag)} back.`;
        case 'published':
            return `Release ${(0,markdown/* code */.aY)(release.tag)} is published with ${count} the gate does not allow; it ran after the release was out.`;
        case 'none':
            return `The gate failed the step on ${count}.`;
    }
}
function notCountedBecause(entries) {
    const why = new Map(entries.map(entry => [entry.vulnerability, entry]));
    return v => {
        const entry = why.get(v);
        const reasons = [];
        if (entry.state !== undefined)
            reasons.push(`analysis: ${(0,markdown/* code */.aY)((0,action_text/* truncate */.xv)(entry.state, 40))}`);
        if (entry.states !== undefined) {
            const states = entry.states.map(g => (0,markdown/* code */.aY)((0,action_text/* truncate */.xv)(g.state, 40)));
            reasons.push(`analysis of every entry: ${states.join(', ')}`);
        }
        if (entry.allowed !== undefined) {
            const { id, reason } = entry.allowed;
            const named = id.toLowerCase() === v.id.toLowerCase() ? '' : ` as ${(0,markdown/* code */.aY)(id)}`;
            reasons.push(`allowed${named}${reason !== undefined ? `: ${(0,markdown/* text */.Qq)(reason)}` : ''}`);
        }
        return reasons.join('; ');
    };
}
/** The summary's gate section; '' when the gate was not reached. */
function renderGate(outcome) {
    if (outcome === undefined)
        return '';
    const { failing, threshold, notCounted, unheldAllowed } = outcome;
    const statesOf = (v) => outcome.states.get(v.id);
    const heading = `### Gate: ${(0,markdown/* code */.aY)(`fail-on-severity: ${threshold}`)}`;
    const basis = (0,markdown/* text */.Qq)(basisWords(outcome.basis));
    const parts = [heading];
    if (!outcome.trustAnalysis) {
        parts.push(`The SBOM's analysis is not read (${(0,markdown/* code */.aY)('trust-analysis: false')}): every vulnerability counts unless ${(0,markdown/* code */.aY)('allow-vulnerabilities')} names it.`);
    }
    if (failing.length === 0) {
        const looked = (0,action_text/* plural */.LS)(outcome.considered, 'vulnerability', 'vulnerabilities');
        parts.push(`Passed: no vulnerability at ${threshold} or above ${basis} (${looked} looked at).`);
    }
    else {
        const count = (0,action_text/* plural */.LS)(failing.length, 'vulnerability', 'vulnerabilities');
        const lead = outcome.release.kind === 'draft'
            ? 'Held the draft release back'
            : outcome.release.kind === 'published'
                ? 'Published with'
                : 'Failed the step on';
        parts.push(`**${lead}:** ${count} at ${threshold} or above ${basis}, most severe first:`, vulnerabilityTable(failing.slice(0, MAX_ROWS), undefined, statesOf));
        if (failing.length > MAX_ROWS)
            parts.push(`…and ${(0,action_text/* formatCount */.B4)(failing.length - MAX_ROWS)} more.`);
    }
    if (notCounted.length > 0) {
        const count = (0,action_text/* plural */.LS)(notCounted.length, 'vulnerability', 'vulnerabilities');
        const why = outcome.trustAnalysis
            ? `the SBOM's analysis rules out or ${(0,markdown/* code */.aY)('allow-vulnerabilities')} names`
            : `${(0,markdown/* code */.aY)('allow-vulnerabilities')} names`;
        parts.push('#### Not counted', `${count} ${why}, most severe first:`, vulnerabilityTable(notCounted.slice(0, MAX_ROWS).map(entry => entry.vulnerability), notCountedBecause(notCounted), statesOf));
        if (notCounted.length > MAX_ROWS) {
            parts.push(`…and ${(0,action_text/* formatCount */.B4)(notCounted.length - MAX_ROWS)} more.`);
        }
    }
    if (unheldAllowed.length > 0) {
        parts.push(`**Allowed, and no longer in the SBOM** (remove them from ${(0,markdown/* code */.aY)('allow-vulnerabilities')}): ` +
            (0,action_text/* shortList */.pg)(unheldAllowed.map(a => (0,markdown/* code */.aY)(a.id)), MAX_ROWS) +
            '.');
    }
    return parts.join('\n\n');
}

// EXTERNAL MODULE: ./src/platform/project-pages.ts
var project_pages = __webpack_require__(47039);
;// CONCATENATED MODULE: ./src/modes/sbom-export/project.ts
/**
 * The repository ID of an `owner/name`: the platform knows a repository as a project of that name,
 * and the project's ID is the repository ID that SBOM export takes. First the single-project look-up;
 * on 404 the project list, page by page, matching the name without regard to case (as GitHub does,
 * so `Acme/Web-App` finds `acme/web-app`).
 */



/** No project of that name; the message says what to set. */
class ProjectNotFoundError extends Error {
    name = 'ProjectNotFoundError';
}
async function findProject(client, deploymentSlug, repository) {
    let search;
    try {
        search = await (0,project_pages/* projectNamed */.JL)(client, deploymentSlug, repository, () => log.info(`No project is named exactly ${repository}; searching the project list.`));
    }
    catch (error) {
        if (!(error instanceof project_pages/* RepeatedProjectsError */.B_))
            throw error;
        throw new Error(`The project list of deployment ${(0,action_text/* oneLine */.TN)(deploymentSlug)} repeated its projects on page ${error.page}; ` +
            `stopped searching for ${repository}. Set \`repository-id\` to the repository's numeric ID.`);
    }
    if (search.project)
        return search.project;
    throw new ProjectNotFoundError(`Set \`repository\` to the name the platform scanned the repository under, or ` +
        `\`repository-id\` to its numeric ID: no project of deployment ${(0,action_text/* oneLine */.TN)(deploymentSlug)} is ` +
        `named ${repository} (searched ${(0,action_text/* plural */.LS)(search.searched, 'project')}). The platform knows a repository ` +
        `once it has been scanned, by the name it was scanned under.`);
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/release-asset.ts
/**
 * The downloaded SBOM as an asset of the GitHub release of the run's tag (`release-asset`). `auto`:
 * no release is a notice and any other failure a warning (the export itself succeeded); `true`: both
 * fail the step.
 */





/** Attaches the SBOM (`data`, the bytes of `file`) to the release of the run's tag. */
async function attachToRelease(inputs, sbom, context) {
    if (inputs.releaseAsset === 'false')
        return { state: 'skipped', reason: 'release-asset is false' };
    const found = gitHubReleaseTarget(inputs, context.event);
    if ('skipped' in found)
        return skipped(inputs, found.skipped);
    const { attachReleaseAsset, ReleaseAssetError } = await __webpack_require__.e(/* import() */ 425).then(__webpack_require__.bind(__webpack_require__, 23425));
    try {
        const asset = await attachReleaseAsset(attachRequest(inputs, found, sbom, context));
        await (0,outputs/* setOutput */.u)('release-asset-url', asset.downloadUrl, 'txt');
        log.info(`${asset.replaced ? 'Replaced' : 'Attached'} release asset ${asset.name} on ${found.tag}: ${asset.downloadUrl}`);
        return { state: 'attached', tag: found.tag, asset };
    }
    catch (error) {
        if (!(error instanceof ReleaseAssetError))
            throw error;
        const { message, kind } = error;
        if (inputs.releaseAsset === 'true') {
            return { state: 'failed', tag: found.tag, message, failure: error };
        }
        if (kind === 'no-release') {
            (0,annotations/* notice */.lm)('no release for the tag', message);
            return { state: 'not-attached', tag: found.tag, message, kind };
        }
        (0,annotations/* warn */.R8)(kind === 'immutable' ? 'the release is immutable' : 'SBOM not attached to the release', message);
        return { state: 'not-attached', tag: found.tag, message, kind, warning: message };
    }
}
/** No release to attach to: a log line, or with `release-asset: true` the step's failure. */
function skipped(inputs, reason) {
    if (inputs.releaseAsset === 'true') {
        const failure = new Error(`Run this step on a tag push or a release event (or set release-asset: auto): ` +
            `release-asset is true, but nothing can be attached because ${reason}.`);
        return { state: 'skipped', reason, failure };
    }
    log.info(`The SBOM is not attached to a release: ${reason}.`);
    return { state: 'skipped', reason };
}
/**
 * Attaches the VEX document beside the SBOM, to the release the SBOM went to (only then); a
 * re-run replaces it as it does the SBOM. Failing is a warning, or with `release-asset: true` the
 * step's failure.
 */
async function attachVexToRelease(inputs, sbomRelease, vex, context) {
    if (sbomRelease.state !== 'attached')
        return undefined;
    const found = gitHubReleaseTarget(inputs, context.event);
    if ('skipped' in found)
        return undefined;
    const { attachReleaseAsset, ReleaseAssetError } = await __webpack_require__.e(/* import() */ 425).then(__webpack_require__.bind(__webpack_require__, 23425));
    const assetName = vexAssetNameFor(sbomRelease.asset.name, vex.format);
    try {
        const asset = await attachReleaseAsset({
            ...attachRequest(inputs, found, vex, context),
            assetName
        });
        log.info(`${asset.replaced ? 'Replaced' : 'Attached'} the VEX document ${asset.name} on ${found.tag}: ${asset.downloadUrl}`);
        return { state: 'attached', asset };
    }
    catch (error) {
        if (!(error instanceof ReleaseAssetError))
            throw error;
        if (inputs.releaseAsset === 'true')
            return { state: 'failed', failure: error };
        const warning = `The VEX document was not attached beside the SBOM: ${error.message}`;
        (0,annotations/* warn */.R8)('VEX not attached to the release', warning);
        return { state: 'not-attached', warning };
    }
}
/** The VEX report's asset: its name and URL, or the warning. */
function vexAssetOf(outcome) {
    return outcome.state === 'attached'
        ? { name: outcome.asset.name, url: outcome.asset.downloadUrl }
        : { warning: outcome.warning };
}
function attachRequest(inputs, target, sbom, context) {
    const { owner, repo, tag, releaseId } = target;
    return {
        token: inputs.githubToken,
        apiUrl: inputs.githubApiUrl,
        owner,
        repo,
        tag,
        ...(releaseId !== undefined && { releaseId }),
        assetName: releaseAssetNameFor(inputs, repo, tag),
        file: sbom.file,
        data: sbom.data,
        ...(context.signal && { signal: context.signal }),
        newClient: context.newGitHubClient,
        log: { debug: message => log.debug(message), warn: message => log.debug(message) }
    };
}
/** What a failing gate holds back: the tag's draft, a published release, or no release known. */
function gateRelease(release) {
    if (release?.state === 'attached') {
        const { tag } = release;
        return release.asset.draft ? { kind: 'draft', tag } : { kind: 'published', tag };
    }
    // An immutable release is a published one (a draft takes assets).
    if (release?.state === 'not-attached' && release.kind === 'immutable') {
        return { kind: 'published', tag: release.tag };
    }
    return { kind: 'none' };
}

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/sbom-export/vex.ts
/**
 * The VEX document (`vex`): what the SBOM's own analysis says of each vulnerability, for scanners
 * that read VEX (Trivy `--vex`, Grype, anchore/scan-action's `vex`). One statement per vulnerability
 * ID and affected component; where entries for the same pair disagree, the least reassuring status
 * stands. Pure: `vex-file.ts` writes what this builds and says what it left out.
 *
 * The SBOM comes from the platform, but is read as the comparison reads a base: only own, typed
 * fields, lengths clipped, nesting walked without recursion.
 */

/** OpenVEX statuses, least reassuring first: where two entries disagree, the first stands. */
const VEX_STATUSES = ['affected', 'under_investigation', 'fixed', 'not_affected'];
/** OpenVEX justifications for the CycloneDX justifications that have one. */
const JUSTIFICATIONS = {
    code_not_present: 'vulnerable_code_not_present',
    code_not_reachable: 'vulnerable_code_not_in_execute_path',
    protected_by_compiler: 'inline_mitigations_already_exist',
    protected_at_runtime: 'inline_mitigations_already_exist',
    protected_at_perimeter: 'inline_mitigations_already_exist',
    protected_by_mitigating_control: 'inline_mitigations_already_exist'
};
/** The OpenVEX status of a CycloneDX `analysis.state` (none, or one it does not define: under investigation). */
function vexStatus(state) {
    switch (state?.toLowerCase()) {
        case 'not_affected':
        case 'false_positive':
            return 'not_affected';
        case 'exploitable':
            return 'affected';
        case 'resolved':
        case 'resolved_with_pedigree':
            return 'fixed';
        default:
            return 'under_investigation';
    }
}
/** Characters of the analysis' `detail` or a recommendation quoted in a statement. */
const MAX_QUOTE = 500;
/** Longest string read from the document (IDs, refs, purls). */
const MAX_FIELD = 1_000;
/** Other IDs kept per vulnerability. */
const MAX_ALIASES = 32;
function vex_isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function vex_field(object, key) {
    if (!Object.hasOwn(object, key))
        return undefined;
    const value = object[key];
    if (typeof value !== 'string')
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    return trimmed.length > MAX_FIELD ? trimmed.slice(0, MAX_FIELD) : trimmed;
}
function vex_ownArray(object, key) {
    if (!Object.hasOwn(object, key))
        return [];
    const value = object[key];
    return Array.isArray(value) ? value : [];
}
function quote(value) {
    // The value comes trimmed (`field`); its inner runs of blanks become one space.
    const line = value.replace(/\s+/g, ' ');
    return line.length > MAX_QUOTE ? `${line.slice(0, MAX_QUOTE - 1)}…` : line;
}
/** The VEX document of a parsed SBOM. */
function buildVex(bom, context) {
    const document = vex_isObject(bom) ? bom : {};
    const entries = vex_ownArray(document, 'vulnerabilities').filter(vex_isObject);
    if (!entries.some(entry => vex_field(entry, 'id') !== undefined)) {
        return { state: 'no-vulnerabilities' };
    }
    const serialNumber = vex_field(document, 'serialNumber');
    if (context.format === 'cyclonedx' && serialNumber === undefined) {
        return { state: 'no-serial-number' };
    }
    const link = serialNumber !== undefined ? bomLinkPrefix(serialNumber, document) : undefined;
    const { pairs, aliases, bomLinked, leftOut } = pairsOf(entries, purlsByRef(document), link);
    const sorted = [...pairs.values()].sort((a, b) => a.id === b.id ? order(a.product['@id'], b.product['@id']) : order(a.id, b.id));
    if (sorted.length === 0)
        return { state: 'no-statements', leftOut };
    const counts = { affected: 0, under_investigation: 0, fixed: 0, not_affected: 0 };
    for (const pair of sorted)
        counts[pair.status]++;
    const text = context.format === 'openvex'
        ? openVex(document, serialNumber, context, sorted, aliases)
        : cycloneDxVex(document, serialNumber, sorted);
    return {
        state: 'written',
        format: context.format,
        text,
        statements: sorted.length,
        counts,
        bomLinked,
        leftOut
    };
}
/**
 * Each vulnerability ID and affected product once, with the least reassuring status of its entries;
 * the other IDs of each vulnerability; how many products were named by BOM-Link or left out.
 */
function pairsOf(entries, purls, link) {
    const pairs = new Map();
    const aliases = new Map();
    let bomLinked = 0;
    let leftOut = 0;
    for (const entry of entries) {
        const id = vex_field(entry, 'id');
        if (id === undefined)
            continue;
        addAliases(aliases, id, entry);
        const status = vexStatus(analysisOf(entry)?.state);
        for (const affect of vex_ownArray(entry, 'affects').filter(vex_isObject)) {
            const ref = vex_field(affect, 'ref');
            if (ref === undefined)
                continue;
            const purl = purls.get(ref) ?? (/^pkg:/i.test(ref) ? ref : undefined);
            let product;
            if (purl !== undefined)
                product = { '@id': purl, identifiers: { purl } };
            else if (link !== undefined) {
                product = { '@id': `${link}#${encodeURIComponent(ref)}` };
                bomLinked++;
            }
            else {
                leftOut++;
                continue;
            }
            const key = `${id}\n${product['@id']}`;
            const seen = pairs.get(key);
            if (seen && VEX_STATUSES.indexOf(seen.status) <= VEX_STATUSES.indexOf(status))
                continue;
            pairs.set(key, { id, product, status, entry, affect });
        }
    }
    return { pairs, aliases, bomLinked, leftOut };
}
function addAliases(aliases, id, entry) {
    const known = aliases.get(id) ?? new Set();
    aliases.set(id, known);
    for (const reference of vex_ownArray(entry, 'references')) {
        const other = vex_isObject(reference) ? vex_field(reference, 'id') : undefined;
        if (other !== undefined && other !== id && known.size < MAX_ALIASES)
            known.add(other);
    }
}
function order(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The entry's analysis fields read (each undefined where absent); undefined without an analysis. */
function analysisOf(entry) {
    const analysis = Object.hasOwn(entry, 'analysis') ? entry.analysis : undefined;
    if (!vex_isObject(analysis))
        return undefined;
    return {
        state: vex_field(analysis, 'state'),
        justification: vex_field(analysis, 'justification'),
        detail: vex_field(analysis, 'detail')
    };
}
/** Every component's purl by its bom-ref, nested ones included. */
function purlsByRef(document) {
    const purls = new Map();
    const metadata = vex_isObject(document.metadata) ? document.metadata : {};
    const pending = [vex_ownArray(document, 'components')];
    if (vex_isObject(metadata.component))
        pending.push([metadata.component]);
    while (pending.length > 0) {
        for (const item of pending.pop()) {
            if (!vex_isObject(item))
                continue;
            const nested = vex_ownArray(item, 'components');
            if (nested.length > 0)
                pending.push(nested);
            const ref = vex_field(item, 'bom-ref');
            const purl = vex_field(item, 'purl');
            if (ref !== undefined && purl !== undefined)
                purls.set(ref, purl);
        }
    }
    return purls;
}
/** `urn:cdx:<serial without urn:uuid:>/<version>`: a BOM-Link to the SBOM, before `#<bom-ref>`. */
function bomLinkPrefix(serialNumber, document) {
    const version = typeof document.version === 'number' && document.version >= 1 ? document.version : 1;
    return `urn:cdx:${serialNumber.replace(/^urn:uuid:/i, '')}/${version}`;
}
/** The statement's fields beyond its status, as OpenVEX wants them. */
function details(pair) {
    if (pair.status === 'affected')
        return { action_statement: actionStatement(pair) };
    if (pair.status !== 'not_affected')
        return {};
    // A not_affected status comes from an analysis with a state.
    const analysis = analysisOf(pair.entry);
    const key = analysis.justification?.toLowerCase() ?? '';
    const justification = Object.hasOwn(JUSTIFICATIONS, key) ? JUSTIFICATIONS[key] : undefined;
    return {
        ...(justification !== undefined && { justification }),
        impact_statement: impactStatement(analysis)
    };
}
/**
 * Why not affected, in words: CycloneDX's justification (or the state, for `false_positive` or no
 * justification), the analysis' `detail` quoted; or, with neither, the platform's reachability.
 */
function impactStatement({ state, justification, detail }) {
    const reason = justification !== undefined
        ? `CycloneDX justification ${justification}`
        : `CycloneDX analysis state ${state}`;
    if (detail !== undefined)
        return `${reason}: ${quote(detail)}`;
    if (justification !== undefined)
        return reason;
    return `${reason}: the platform's reachability analysis found the product not affected.`;
}
/** The fix the SBOM gives: its `recommendation`, else the versions marked unaffected, else none. */
function actionStatement(pair) {
    const recommendation = vex_field(pair.entry, 'recommendation');
    if (recommendation !== undefined)
        return quote(recommendation);
    const unaffected = vex_ownArray(pair.affect, 'versions')
        .filter(vex_isObject)
        .filter(v => vex_field(v, 'status') === 'unaffected')
        .map(v => vex_field(v, 'version') ?? vex_field(v, 'range'))
        .filter(v => v !== undefined);
    if (unaffected.length > 0) {
        return quote(`Use a version the SBOM marks unaffected: ${unaffected.slice(0, 10).join(', ')}.`);
    }
    return 'No fix recorded in the SBOM.';
}
/** A stable ID for the document: the same SBOM gives the same one on every run. */
function documentId(format, sbom) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`${format}\n${sbom}`).digest('hex');
    // A name-based UUID (version 5's layout, over SHA-256): `urn:uuid:` is an IRI every reader takes.
    const variant = ((parseInt(hash[16], 16) & 0x3) | 0x8).toString(16);
    return `urn:uuid:${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}
function timestampOf(document, fallback) {
    const metadata = vex_isObject(document.metadata) ? document.metadata : {};
    const stamp = vex_field(metadata, 'timestamp');
    return stamp !== undefined && !Number.isNaN(Date.parse(stamp)) ? stamp : fallback;
}
function openVex(document, serialNumber, context, pairs, aliases) {
    const statements = pairs.map(pair => {
        const others = [...(aliases.get(pair.id) ?? [])];
        return {
            vulnerability: { name: pair.id, ...(others.length > 0 && { aliases: others }) },
            products: [pair.product],
            status: pair.status,
            ...details(pair)
        };
    });
    const vex = {
        '@context': 'https://openvex.dev/ns/v0.2.0',
        '@id': documentId('openvex', serialNumber ?? context.sha256),
        author: `Semgrep AppSec Platform (${context.repository})`,
        timestamp: timestampOf(document, context.downloadedAt),
        version: 1,
        tooling: 'security-platform-action (mode: sbom-export), from the SBOM analysis',
        statements
    };
    return `${JSON.stringify(vex, null, 2)}\n`;
}
/**
 * A CycloneDX document of the SBOM's spec version holding only its vulnerabilities: each entry's
 * `analysis` as the SBOM gives it, each `affects[].ref` a BOM-Link to the SBOM's component.
 */
function cycloneDxVex(document, serialNumber, pairs) {
    const link = bomLinkPrefix(serialNumber, document);
    // One entry per entry of the SBOM that a statement stands on, its analysis as given.
    const entries = new Map();
    for (const pair of pairs) {
        const ref = `${link}#${encodeURIComponent(vex_field(pair.affect, 'ref'))}`;
        // Each pair is one product, so each ref comes once.
        const known = entries.get(pair.entry);
        if (known === undefined)
            entries.set(pair.entry, { id: pair.id, refs: [ref] });
        else
            known.refs.push(ref);
    }
    const vex = {
        bomFormat: 'CycloneDX',
        specVersion: vex_field(document, 'specVersion') ?? '1.6',
        serialNumber: documentId('cyclonedx', serialNumber),
        version: 1,
        vulnerabilities: [...entries].map(([entry, { id, refs }]) => {
            const analysis = Object.hasOwn(entry, 'analysis') ? entry.analysis : undefined;
            return {
                id,
                ...(vex_isObject(analysis) && { analysis }),
                affects: refs.map(ref => ({ ref }))
            };
        })
    };
    return `${JSON.stringify(vex, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/summary.ts
/** The job summary of `mode: sbom-export`, rendered from what the run did: verdict first, then details. */










/** The warnings the steps gave (each also an annotation), in the order they ran. */
function warningsOf(results) {
    const { scan, read, attestation, release, comparison, vex } = results;
    const warnings = [
        scan?.warning,
        read?.readBack.problem,
        attestation?.warning,
        vex?.warning,
        vex?.asset !== undefined && 'warning' in vex.asset ? vex.asset.warning : undefined,
        release?.state === 'not-attached' ? release.warning : undefined,
        comparison?.state === 'not-compared' ? comparison.message : undefined,
        comparison?.state === 'compared' && comparison.notes?.state === 'failed'
            ? comparison.notes.message
            : undefined
    ];
    return warnings.filter(warning => warning !== undefined);
}
/** The job summary: the verdict, then the request, the job, the SBOM and where it is kept. */
function renderSbomExportSummary(results, failure, cancelled = false) {
    const sections = [(0,summary/* failureBlock */.Qu)(failure, cancelled), (0,summary/* warningsBlock */.LZ)(warningsOf(results))];
    if (!failure && results.job?.taskToken && !results.download?.status) {
        sections.push('The job runs on the platform; set `wait: true` to download the SBOM in this step and ' +
            'attach it to the release.');
    }
    sections.push(attestationLine(results.attestation, results.scan?.outcome));
    sections.push(vexLine(results.vex));
    sections.push(renderGate(results.gate));
    // What changed since the last release is what a reviewer reads first; the export's details follow.
    sections.push(renderComparison(results.comparison));
    sections.push((0,markdown/* table */.tp)(['Item', 'Value'], detailRows(results)));
    return (0,summary/* renderSummary */.Br)(verdict(results, failure, cancelled), sections);
}
/**
 * `**VEX:** 4 statements (OpenVEX): 1 affected, 1 under investigation, 1 fixed, 1 not affected;
 * attached as …`; or why none was written; '' without `vex`.
 */
function vexLine(vex) {
    if (vex === undefined)
        return '';
    const format = vex.format === 'openvex' ? 'OpenVEX' : 'CycloneDX VEX';
    if (vex.counts === undefined)
        return `**VEX:** no ${format} document: ${(0,markdown/* text */.Qq)(vex.none ?? '')}.`;
    const counts = VEX_STATUSES.map(status => `${vex.counts[status]} ${status.replace(/_/g, ' ')}`).join(', ');
    // A document with counts was written to its file.
    const file = (0,markdown/* code */.aY)(vex.file);
    const asset = vex.asset;
    const where = asset === undefined
        ? ` in ${file}`
        : 'name' in asset
            ? `, attached as ${(0,markdown/* link */.nf)(asset.name, asset.url)}`
            : ` in ${file}, not attached (see the warning above)`;
    return `**VEX:** ${(0,action_text/* plural */.LS)(vex.statements, 'statement')} (${format}): ${counts}${where}.`;
}
/** The repository by name where the run knows it (`acme/web-app`), else by its ID. */
function repositoryLabel(results) {
    const name = results.inputs.repository;
    if (name !== undefined)
        return (0,markdown/* code */.aY)(name);
    const id = results.inputs.repositoryId ?? results.repositoryId;
    return `ID ${(0,markdown/* code */.aY)(id ?? '')}`;
}
function verdict(results, failure, cancelled) {
    const subject = `repository ${repositoryLabel(results)} at ${(0,markdown/* code */.aY)(results.inputs.ref)}`;
    if (failure && cancelled)
        return (0,summary/* cancelledVerdict */.F0)(whatCancellingLeft(results, subject));
    if (failure)
        return (0,summary/* failedVerdict */.b9)(whatFailed(results), failure);
    const sentence = results.read === undefined
        ? `Created the SBOM export job for ${subject}; it runs on the platform`
        : `Exported the SBOM of ${subject}: ${exportFacts(results).join(', ')}${comparedWords(results)}`;
    const warnings = warningsOf(results);
    if (warnings.length === 0)
        return { outcome: 'done', sentence: `${sentence}.` };
    // Name what the warnings are about, so that the verdict alone says what is missing.
    const problems = warnedProblems(results);
    const but = problems.length > 0 ? problems.join(' and ') : (0,action_text/* plural */.LS)(warnings, 'warning');
    const see = warnings.length === 1 ? 'the warning' : 'the warnings';
    return { outcome: 'warning', sentence: `${sentence}, but ${but} (see ${see} below).` };
}
function whatCancellingLeft(results, subject) {
    if (results.job === undefined)
        return 'No SBOM export job was created.';
    if (results.read === undefined) {
        return (`The SBOM export job for ${subject} keeps running on the platform (task token ` +
            `${(0,markdown/* code */.aY)(results.job.taskToken)}, also the <code>task-token</code> output); this step stopped ` +
            'before downloading its SBOM.');
    }
    return (`The SBOM of ${subject} was downloaded (${sbomFacts(results)}), but not every step after ` +
        'that finished (below).');
}
function whatFailed(results) {
    const { gate, release } = results;
    if (gate !== undefined && gate.failing.length > 0) {
        return gateVerdict(gate);
    }
    if (release?.state === 'failed') {
        return 'The SBOM was exported, but attaching it to the release failed.';
    }
    if (results.job === undefined)
        return 'No SBOM export job was created.';
    if (results.read === undefined && results.download?.status !== undefined) {
        return 'The SBOM export did not deliver an SBOM.';
    }
    return 'The SBOM export failed.';
}
/** What became of the SBOM: its facts, where it went. */
function exportFacts(results) {
    const facts = [sbomFacts(results)];
    const { release, artifact } = results;
    if (release?.state === 'attached')
        facts.push(`attached to release ${(0,markdown/* code */.aY)(release.tag)}`);
    if (artifact)
        facts.push(`uploaded as artifact ${(0,markdown/* code */.aY)(artifact.name)}`);
    if (release?.state === 'not-attached' && release.warning === undefined) {
        facts.push(`not attached: ${(0,markdown/* code */.aY)(release.tag)} has no release`);
    }
    return facts;
}
function comparedWords(results) {
    const comparison = results.comparison;
    if (comparison?.state !== 'compared')
        return '';
    return `; ${verdictHeadline(comparison.diff, comparison.base.tag)}`;
}
/** The warnings' subjects, as clauses after "but". */
function warnedProblems(results) {
    const problems = [];
    const { release, read, comparison, scan, attestation } = results;
    if (scan?.outcome.state === 'other') {
        problems.push('the SBOM describes another commit than the released one');
    }
    if (scan?.outcome.state === 'none')
        problems.push('no full scan says which commit the SBOM describes');
    if (release?.state === 'not-attached' && release.warning !== undefined) {
        problems.push(`it is not attached to release ${(0,markdown/* code */.aY)(release.tag)}`);
    }
    if (read?.readBack.problem !== undefined) {
        const asked = describeRequest(results.inputs).cyclonedxVersion;
        problems.push(`it is CycloneDX ${(0,markdown/* text */.Qq)(read.readBack.specVersion)}, not the ${(0,markdown/* text */.Qq)(asked)} asked for`);
    }
    if (attestation !== undefined && !attestation.attestable)
        problems.push('it cannot be attested');
    problems.push(...vexProblems(results.vex));
    if (comparison?.state === 'not-compared') {
        problems.push('it was not compared with an earlier release');
    }
    if (comparison?.state === 'compared' && comparison.notes?.state === 'failed') {
        problems.push('the release notes were not edited');
    }
    return problems;
}
/** The VEX step's warnings, as clauses after "but". */
function vexProblems(vex) {
    if (vex?.warning !== undefined)
        return ['no VEX document was written'];
    if (vex?.asset !== undefined && 'warning' in vex.asset)
        return ['its VEX is not attached'];
    return [];
}
/** `1,234 components, CycloneDX 1.7, 11.2 KB` (what is known of it). */
function sbomFacts(results) {
    const facts = [];
    const read = results.read?.readBack;
    if (read?.componentCount !== undefined)
        facts.push((0,action_text/* plural */.LS)(read.componentCount, 'component'));
    if (read?.specVersion !== undefined)
        facts.push(`CycloneDX ${(0,markdown/* text */.Qq)(read.specVersion)}`);
    const download = results.download;
    if (download?.state === 'downloaded')
        facts.push((0,action_text/* formatBytes */.z3)(download.bytes));
    return facts.join(', ');
}
/** What the run produced first (where the SBOM is), then the job, then what was asked for. */
function detailRows(results) {
    return [...producedRows(results), ...jobRows(results), ...requestRows(results)];
}
/** Where the SBOM went: the release, the artifact, the file on the runner. */
function producedRows(results) {
    const { artifact, read } = results;
    const rows = [];
    const release = releaseCell(results.release);
    if (release)
        rows.push(['Release asset', release]);
    if (artifact) {
        rows.push([
            'Artifact',
            `${(0,markdown/* link */.nf)(artifact.name, artifact.url)} (${(0,action_text/* formatBytes */.z3)(artifact.size)} zip)`
        ]);
    }
    if (read !== undefined) {
        rows.push(['SBOM', sbomFacts(results) || '—']);
        const kept = artifact
            ? 'kept as the artifact above'
            : results.release?.state === 'attached'
                ? 'kept on the release above'
                : 'set <code>artifact-name</code> to keep it';
        rows.push(['File on the runner', `${(0,markdown/* code */.aY)(read.file)} (deleted when the job ends; ${kept})`]);
    }
    return rows;
}
/** The export job, its last status, the scan it describes, and the platform's error. */
function jobRows({ job, download, scan }) {
    const token = job?.taskToken ? (0,markdown/* code */.aY)(job.taskToken) : '— (not created)';
    const status = download?.status
        ? ` · ${(0,markdown/* text */.Qq)(statusWord(download.status))} after ${(0,action_text/* plural */.LS)(download.polls, 'poll')}`
        : '';
    const rows = [['Export job', `${token}${status}`]];
    const scanned = scanCell(scan?.outcome);
    if (scanned)
        rows.push(['Scan it describes', scanned]);
    if (download?.errorMessage)
        rows.push(['Platform error', (0,markdown/* text */.Qq)(download.errorMessage)]);
    return rows;
}
/** What was asked for, as written: the SBOM row above says what the document itself is. */
function requestRows({ inputs, repositoryId }) {
    const shown = describeRequest(inputs);
    const rows = [];
    if (inputs.repository !== undefined)
        rows.push(['Repository', (0,markdown/* code */.aY)(inputs.repository)]);
    const id = inputs.repositoryId ?? repositoryId;
    rows.push(['Repository ID', id === undefined ? '— (not found)' : (0,markdown/* code */.aY)(id)], ['Ref', (0,markdown/* code */.aY)(inputs.ref)], [
        'Requested format',
        `${(0,markdown/* code */.aY)(`sbom-output-format: ${shown.format}`)}, ${(0,markdown/* code */.aY)(`cyclonedx-version: ${shown.cyclonedxVersion}`)}`
    ], ['Component type', (0,markdown/* text */.Qq)(shown.componentType)]);
    const supplier = inputs.metadataSupplier;
    if (supplier?.name || supplier?.url) {
        const name = supplier.name ?? supplier.url ?? '';
        rows.push(['Supplier', supplier.url ? (0,markdown/* link */.nf)(name, supplier.url) : (0,markdown/* text */.Qq)(name)]);
    }
    return rows;
}
function releaseCell(release) {
    switch (release?.state) {
        case undefined:
            return undefined;
        case 'attached': {
            const a = release.asset;
            const replaced = a.replaced ? ', replacing the one of an earlier run' : '';
            return `${(0,markdown/* link */.nf)(a.name, a.downloadUrl)} on release ${(0,markdown/* link */.nf)(release.tag, a.releaseUrl)} (${(0,action_text/* formatBytes */.z3)(a.size)}${replaced})`;
        }
        case 'skipped':
            return `not attached: ${(0,markdown/* text */.Qq)(release.reason)}`;
        case 'failed':
            // The failure says why, above the table.
            return `not attached to ${(0,markdown/* code */.aY)(release.tag)} (see above)`;
        case 'not-attached':
            // A warning says why, above the table; a notice (no release) is said here.
            return release.warning !== undefined
                ? `not attached to ${(0,markdown/* code */.aY)(release.tag)} (see above)`
                : `not attached to ${(0,markdown/* code */.aY)(release.tag)}: ${(0,markdown/* prose */.CS)(release.message)}`;
    }
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/vex-file.ts
/**
 * The VEX step (`vex`): writes the document `vex.ts` builds to `vex-file`, sets its outputs, and says
 * in a notice or a warning what it could not state.
 */





/**
 * Writes the VEX document of the SBOM to `file` and sets `vex-file` and `vex-statement-count`; no
 * vulnerabilities is a notice and an SBOM without serial number (CycloneDX) a warning, with no file.
 */
async function writeVex(bom, file, context) {
    const outcome = buildVex(bom, context);
    const format = context.format;
    switch (outcome.state) {
        case 'no-vulnerabilities':
        case 'no-statements': {
            const none = outcome.state === 'no-vulnerabilities'
                ? 'the SBOM holds no vulnerability, so there is nothing to state (an OpenVEX document needs one statement at least)'
                : `no vulnerability of the SBOM names a component a statement could be about (${outcome.leftOut} without a purl, and the SBOM has no serialNumber to name them by)`;
            (0,annotations/* notice */.lm)('no VEX document', `No VEX document was written: ${none}.`);
            await (0,outputs/* setOutput */.u)('vex-statement-count', '0', 'txt');
            return { report: { format, statements: 0, none } };
        }
        case 'no-serial-number': {
            const none = 'the SBOM has no serialNumber, which a CycloneDX VEX needs to point at its components (BOM-Links); vex: openvex names them by purl';
            const warning = `Ask the platform's administrators for SBOMs with a serialNumber, or set vex: openvex: no ` +
                `CycloneDX VEX document was written, because ${none}.`;
            (0,annotations/* warn */.R8)('no VEX document', warning);
            return { report: { format, statements: 0, none, warning } };
        }
        case 'written': {
            await (0,files/* writeFileSafely */.kv)(file, outcome.text);
            await (0,outputs/* setOutput */.u)('vex-file', file, 'txt');
            await (0,outputs/* setOutput */.u)('vex-statement-count', String(outcome.statements), 'txt');
            log.info(`Wrote the VEX document (${outcome.statements} statements) to ${file}`);
            if (outcome.bomLinked > 0) {
                (0,annotations/* notice */.lm)('VEX products without purl', `${outcome.bomLinked} statements of the VEX document name a component without a purl by its BOM-Link (urn:cdx:…#bom-ref); scanners that match by purl do not apply them.`);
            }
            if (outcome.leftOut > 0) {
                (0,annotations/* notice */.lm)('VEX products left out', `${outcome.leftOut} affected components have no purl, and the SBOM no serialNumber to name them by: the VEX document has no statement for them.`);
            }
            return {
                report: { format, file, statements: outcome.statements, counts: outcome.counts },
                data: Buffer.from(outcome.text, 'utf8')
            };
        }
    }
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/index.ts
/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token
 * (`download.ts`).
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`). The
 * downloaded SBOM is read back (components counted), uploaded as a workflow artifact when
 * `artifact-name` is set, and attached to the GitHub release of the tag the run is for
 * (`release-asset.ts`); then compared with an earlier release's (`compare.ts`).
 *
 * Before the job, the platform's latest full scan says which commit the SBOM describes
 * (`scan-commit.ts`); after the download, the SBOM's digest and attestability are reported
 * (`attestation.ts`), and last the gate (`gate.ts`) may fail the step on what it introduced.
 *
 * Outputs: `task-token`, `repository-id` and `sbom-commit`; with `wait: true` also `sbom-status`,
 * `sbom-file`, `component-count`, `sbom-sha256`, `sbom-serial-number` and `attestable`;
 * `release-asset-url`, `artifact-id` and `artifact-url` when attached or uploaded.
 */


















/**
 * The steps in the order they run; a step that fails part-way returns its `failure` with what it
 * found, for the summary, and it is thrown here.
 */
async function runSbomExport(inputs, context) {
    // Each step's result, set once when the step returns; the summary reads them whenever it is shown,
    // which is why they are declared here and not where they are set.
    /* eslint-disable prefer-const */
    let repositoryId;
    let scan;
    let job;
    let download;
    let read;
    let attestation;
    let artifact;
    let release;
    let comparison;
    let gate;
    let vex;
    /* eslint-enable prefer-const */
    context.summary.show((failure, cancelled) => renderSbomExportSummary({
        inputs,
        repositoryId,
        scan,
        job,
        download,
        read,
        attestation,
        artifact,
        release,
        comparison,
        gate,
        vex
    }, failure, cancelled));
    // Checked before any request; the default name holds the repository ID, so its folder stands in.
    if (inputs.wait)
        (0,files/* checkOutputPath */.$b)('sbom-file', inputs.sbomFile ?? sbomFilePath(inputs, 0n));
    checkComparisonPath(inputs);
    if (inputs.vex !== undefined)
        (0,files/* checkOutputPath */.$b)('vex-file', vexFilePath(inputs, 0n));
    repositoryId = await repositoryIdOf(inputs, context);
    scan = await checkScanCommit(inputs, repositoryId, context);
    if (scan?.failure)
        throw scan.failure;
    job = await createJob(inputs, repositoryId, context);
    if (!inputs.wait)
        return;
    const sbomFile = sbomFilePath(inputs, repositoryId);
    download = await downloadExport(inputs, job, sbomFile, context);
    if (download.state === 'failed')
        throw download.failure;
    // The bytes as written (size checked first): what is hashed is what is attached, never read or
    // formatted again. They are parsed once, for the read-back, attestation, comparison and gate.
    const bytes = await readSbomBytes(sbomFile).catch(async (error) => {
        await (0,promises_.rm)(sbomFile, { force: true });
        throw error;
    });
    const sbom = await readOnce(inputs, sbomFile, bytes, download.bytes, repositoryId);
    read = sbom.read;
    attestation = sbom.attestation;
    vex = sbom.vex?.report;
    const vexFile = vex?.file;
    if (inputs.artifactName !== undefined) {
        const files = vexFile !== undefined ? [sbomFile, vexFile] : [sbomFile];
        artifact = await uploadAsArtifact(inputs.artifactName, files);
    }
    release = await attachToRelease(inputs, { file: sbomFile, data: bytes }, context);
    if ('failure' in release && release.failure)
        throw release.failure;
    if (sbom.vex?.data !== undefined)
        vex = await attachVex(inputs, release, sbom.vex, context);
    comparison = await compareWithBase(inputs, sbom.index, repositoryId, context);
    if (inputs.failOnSeverity === undefined)
        return;
    gate = checkGate(inputs.failOnSeverity, inputs, sbom.index, comparison, gateRelease(release));
    if (gate.failing.length > 0) {
        throw new Error(gateError(gate));
    }
}
/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs, context) {
    const id = inputs.repositoryId ?? (await projectIdOf(inputs.repository, context));
    await (0,outputs/* setOutput */.u)('repository-id', id.toString(), 'txt');
    return id;
}
async function projectIdOf(name, context) {
    const project = await findProject(context.client, await context.deployment.slug(), name);
    log.info(`Repository ${name} is project ${(0,action_text/* oneLine */.TN)(project.name)} with ID ${project.id}.`);
    return project.id;
}
/** Creates the export job; its task token is the `task-token` output. */
async function createJob(inputs, repositoryId, context) {
    const taskToken = await context.client.createSbomExport({ ...inputs, repositoryId });
    await (0,outputs/* setOutput */.u)('task-token', taskToken, 'txt');
    log.info(`Created the SBOM export job for repository ${inputs.repository ?? `ID ${repositoryId}`} at ` +
        `${inputs.ref}: task token ${taskToken}`);
    return { taskToken };
}
/**
 * Parses the SBOM once for every reader: the read-back (which fails the step on a file that is no
 * SBOM), the attestation check, and the index the comparison and the gate read. Only the index is
 * kept: at 20,000 components a parsed SBOM is tens of MB, its index a fraction of that.
 */
async function readOnce(inputs, sbomFile, bytes, size, repositoryId) {
    const { document, read } = await readBack(inputs, sbomFile, bytes);
    await (0,outputs/* setOutput */.u)('sbom-file', sbomFile, 'txt');
    log.info(`Wrote the SBOM (${(0,action_text/* formatBytes */.z3)(size)}) to ${sbomFile}`);
    const attestation = await reportAttestation(bytes, document);
    const vex = inputs.vex !== undefined
        ? await writeVex(document.bom, vexFilePath(inputs, repositoryId), {
            format: inputs.vex,
            repository: inputs.repository ?? inputs.githubRepository ?? `repository ID ${repositoryId}`,
            sha256: attestation.sha256,
            downloadedAt: new Date().toISOString()
        })
        : undefined;
    return { read, attestation, index: indexSbom(document.bom), ...(vex && { vex }) };
}
/** The VEX document attached beside the SBOM where the SBOM was attached; its report says so. */
async function attachVex(inputs, release, vex, context) {
    const { report, data } = vex;
    const document = { file: report.file, data: data, format: report.format };
    const asset = await attachVexToRelease(inputs, release, document, context);
    if (asset?.state === 'failed')
        throw asset.failure;
    return asset !== undefined ? { ...report, asset: vexAssetOf(asset) } : report;
}
/**
 * Parses the SBOM and counts its components. A file that is no CycloneDX JSON document is deleted
 * and fails the step; another spec version than asked for is a warning (`readBack.problem`).
 */
async function readBack(inputs, sbomFile, bytes) {
    const expected = describeRequest(inputs).cyclonedxVersion;
    const parsed = parseCycloneDx(bytes.toString('utf8'));
    if ('problem' in parsed) {
        await (0,promises_.rm)(sbomFile, { force: true });
        throw new Error(`Report this to the platform's administrators: the file its download URL gave is not a ` +
            `CycloneDX SBOM (${parsed.problem}), so it was deleted, and not attached to a release, ` +
            `uploaded as an artifact or compared.`);
    }
    const readBack = readBackOf(parsed.bom, expected);
    const { componentCount, specVersion, problem } = readBack;
    if (componentCount !== undefined) {
        await (0,outputs/* setOutput */.u)('component-count', String(componentCount), 'txt');
        log.info(`The SBOM is CycloneDX ${specVersion ?? '(no specVersion)'} with ${(0,action_text/* plural */.LS)(componentCount, 'component')}.`);
    }
    if (problem !== undefined)
        (0,annotations/* warn */.R8)('SBOM is not as requested', problem);
    return { document: parsed, read: { file: sbomFile, readBack } };
}
/** `sbom-sha256`, `sbom-serial-number` and `attestable`; a warning says why it is not attestable. */
async function reportAttestation(bytes, document) {
    const attestation = attestationOf(bytes, document);
    await (0,outputs/* setOutput */.u)('sbom-sha256', attestation.sha256, 'txt');
    if (attestation.serialNumber !== undefined) {
        await (0,outputs/* setOutput */.u)('sbom-serial-number', attestation.serialNumber, 'txt');
    }
    await (0,outputs/* setOutput */.u)('attestable', String(attestation.attestable), 'txt');
    if (attestation.attestable) {
        log.info(`The SBOM is ${attestation.sha256}; actions/attest can take it as its sbom-path.`);
        return attestation;
    }
    const warning = `Use the SBOM as it is, without actions/attest's sbom-path, or ask the platform's ` +
        `administrators for SBOMs that actions/attest accepts: the SBOM (${attestation.sha256}) cannot ` +
        `be attested, because ${attestation.reason}. It was left as the platform wrote it.`;
    (0,annotations/* warn */.R8)('SBOM cannot be attested', warning);
    return { ...attestation, warning };
}
async function uploadAsArtifact(name, files) {
    // Loaded here so that runs without artifact-name never load @actions/artifact.
    const { uploadStepArtifact } = await __webpack_require__.e(/* import() */ 616).then(__webpack_require__.bind(__webpack_require__, 4616));
    return uploadStepArtifact(files.length > 1 ? 'the SBOM and its VEX' : 'the SBOM', name, files);
}
/**
 * The gate's verdict (`decideGate`), logged; throws when what was introduced cannot be told (a base
 * that could not be read).
 */
function checkGate(threshold, inputs, head, comparison, release) {
    const settings = {
        threshold,
        compareWith: inputs.compareWith,
        ...(inputs.trustAnalysis === false && { trustAnalysis: false }),
        ...(inputs.allowVulnerabilities && { allowed: inputs.allowVulnerabilities })
    };
    const outcome = decideGate(settings, head, comparison, release);
    if ('unreadable' in outcome)
        throw new Error(unreadableError(threshold, outcome.unreadable));
    logGate(outcome);
    return outcome;
}
/** The notice on allowed IDs the SBOM no longer holds, and the gate's log lines. */
function logGate(outcome) {
    const { threshold } = outcome;
    if (outcome.unheldAllowed.length > 0) {
        const ids = outcome.unheldAllowed.map(a => a.id);
        (0,annotations/* notice */.lm)('allowed vulnerability not in the SBOM', `Remove ${(0,action_text/* shortList */.pg)(ids, 20)} from allow-vulnerabilities: the SBOM no longer holds ` +
            `${ids.length === 1 ? 'it' : 'them'}, by ID or reference.`);
    }
    if (outcome.notCounted.length > 0) {
        log.info(`The gate did not count ${(0,action_text/* plural */.LS)(outcome.notCounted.length, 'vulnerability', 'vulnerabilities')} ` +
            `(the SBOM's analysis or allow-vulnerabilities; the summary gives each one's reason).`);
    }
    if (outcome.failing.length === 0) {
        log.info(`The gate (fail-on-severity: ${threshold}) passed: no vulnerability at ${threshold} or above ` +
            `${basisWords(outcome.basis)}.`);
    }
}
const sbomExport = {
    parseInputs: parseSbomExportInputs,
    run: runSbomExport
};
/* harmony default export */ const sbom_export = (sbomExport);


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

