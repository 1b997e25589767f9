import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 47376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R8: () => (/* binding */ warn),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/* unused harmony exports failureTitle, annotationTitle */
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(58592);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(38770);
/**
 * Annotations (`::error`, `::warning`, `::notice`) with a title, so that the annotations panel of a
 * run reads as a list of headlines. Messages start with what to do; details follow. They go through
 * the log sanitizer like every other line.
 */


/**
 * `Security platform: sbom-export failed` (or `Security platform: failed` before the mode is known);
 * `… cancelled` when the run was cancelled.
 */
function failureTitle(mode, cancelled = false) {
    const ended = cancelled ? 'cancelled' : 'failed';
    return `${_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_TITLE */ .qb}: ${mode ? `${mode} ${ended}` : ended}`;
}
/** `Security platform: <topic>`, e.g. `Security platform: SBOM not attached to the release`. */
function annotationTitle(topic) {
    return `${_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_TITLE */ .qb}: ${topic}`;
}
/** Fails the step: an error annotation with the failure (or cancellation) title, and exit code 1. */
function failStep(message, mode, cancelled = false) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.error(message, { title: failureTitle(mode, cancelled) });
    process.exitCode = 1;
}
function warn(topic, message) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.warning(message, { title: annotationTitle(topic) });
}
function notice(topic, message) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.notice(message, { title: annotationTitle(topic) });
}


/***/ }),

/***/ 40530:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ issueCommand),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   _r: () => (/* binding */ writeLine),
/* harmony export */   eu: () => (/* binding */ addMask),
/* harmony export */   fz: () => (/* binding */ annotate),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The runner's interface, as GitHub documents it ("Workflow commands for GitHub Actions"): inputs in
 * `INPUT_<NAME>` variables, `::command key=value::message` lines on stdout, and `name<<delimiter`
 * blocks appended to the file in $GITHUB_OUTPUT. The escaping is the toolkit's (`@actions/core`).
 *
 * Written here rather than imported from `@actions/core`: its single entry point also loads its OIDC
 * and platform helpers, and with them undici, `@actions/exec` and `@actions/io`, which this action
 * never calls but every run would parse and evaluate before its first request.
 */



/** An input's value as the runner passes it (`INPUT_<NAME>`, spaces as `_`), trimmed; '' when unset. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** The message part of a command: `%`, CR and LF escaped, so one command stays one line. */
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value: as the message, and `:` and `,`, which separate properties, escaped too. */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** Writes `::name key=value,…::message`; properties without a value are left out. */
function issueCommand(name, message = '', properties = {}) {
    const pairs = Object.entries(properties)
        .filter((entry) => Boolean(entry[1]))
        .map(([key, value]) => `${key}=${escapeProperty(value)}`);
    const head = pairs.length > 0 ? `${name} ${pairs.join(',')}` : name;
    process.stdout.write(`::${head}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A plain log line. */
function writeLine(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
/** Asks the runner to mask `secret` wherever it appears in the log from now on. */
function addMask(secret) {
    issueCommand('add-mask', secret);
}
/** An annotation with an optional title, shown on the run's page. */
function annotate(level, message, title) {
    issueCommand(level, message, { title });
}
/**
 * Sets a step output: a `name<<delimiter` block in $GITHUB_OUTPUT, the delimiter random so that no
 * value can end the block early; the old `set-output` command where the runner sets no file.
 */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
        issueCommand('set-output', value, { name });
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`Unexpected input: the output ${name} contains the delimiter "${delimiter}"`);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, 'utf8');
}


/***/ }),

/***/ 33566:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ isForkPullRequest),
/* harmony export */   mE: () => (/* binding */ readWorkflowEvent),
/* harmony export */   mh: () => (/* binding */ releaseTargetOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** The workflow run's event, read from the file the runner names in GITHUB_EVENT_PATH. */

/**
 * The tag whose release an SBOM belongs on: `release.tag_name` of a `release` event, or `<tag>` of
 * a push of `refs/tags/<tag>`. Any other event or ref: undefined.
 */
function releaseTargetOf(event) {
    if (event.name === 'release') {
        const release = event.payload.release;
        const tag = release?.tag_name;
        if (typeof tag !== 'string' || tag === '')
            return undefined;
        const id = release?.id;
        return { tag, ...(typeof id === 'number' && Number.isSafeInteger(id) && { releaseId: id }) };
    }
    if (event.name === 'push') {
        const ref = event.ref ?? (typeof event.payload.ref === 'string' ? event.payload.ref : '');
        const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : '';
        return tag ? { tag } : undefined;
    }
    return undefined;
}
/** Reads the event; an absent or unreadable file gives an empty payload (as when run by hand). */
function readWorkflowEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const known = { name, ...(env.GITHUB_REF && { ref: env.GITHUB_REF }) };
    const file = env.GITHUB_EVENT_PATH;
    if (!file)
        return { ...known, payload: {} };
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return { ...known, payload: payload && typeof payload === 'object' ? payload : {} };
    }
    catch {
        return { ...known, payload: {} };
    }
}
/** A pull request whose head is in another repository: GitHub gives such runs no secrets. */
function isForkPullRequest(event) {
    const pr = event.payload.pull_request;
    if (!pr || event.name === 'pull_request_target')
        return false;
    const head = pr.head?.repo;
    if (head === null)
        return true;
    const base = pr.base?.repo?.full_name;
    return Boolean(head?.full_name && base && head.full_name !== base);
}


/***/ }),

/***/ 61433:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ checkOutputPath),
/* harmony export */   hN: () => (/* binding */ trackTemporary),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   vo: () => (/* binding */ removeTemporaryFiles)
/* harmony export */ });
/* unused harmony exports OutputPathError, FileWriteError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__nccwpck_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/**
 * The one way the action writes a file (the inventory, the SBOM, large outputs): to a temporary file
 * created exclusively under a random name beside the target, then renamed over it, so that the target
 * is complete or absent and a planted symlink at a predictable name is never followed. Output paths
 * are checked before any request, so a bad path fails in a second, not after minutes of listing.
 */






/** Where no file of the action belongs: kernel and device file systems, where a write may hang. */
const FORBIDDEN_ROOTS = ['/proc', '/sys', '/dev'];
/** Temporary files and folders not yet renamed or removed; a cancelled run removes them on its way out. */
const temporaryFiles = new Set();
/**
 * Registers a temporary file or folder that is not written through {@link writeFileSafely}, so that
 * a cancelled run removes it too; call the function returned once it is gone.
 */
function trackTemporary(file) {
    temporaryFiles.add(file);
    return () => void temporaryFiles.delete(file);
}
/** An output path that cannot be written; the message names the input and what to change. */
class OutputPathError extends Error {
    name = 'OutputPathError';
}
/**
 * Checks that the file input `input` (already an absolute path) can be written: not under /proc, /sys
 * or /dev, not a folder or special file itself, and its nearest existing parent is a folder.
 */
function checkOutputPath(input, file) {
    const fail = (problem) => {
        throw new OutputPathError(`Input '${input}' is '${file}': ${problem}`);
    };
    const under = (root, p) => p === root || p.startsWith(`${root}/`);
    if (FORBIDDEN_ROOTS.some(root => under(root, file))) {
        fail(`the action does not write under ${FORBIDDEN_ROOTS.join(', ')}. Choose a path in the workspace or RUNNER_TEMP.`);
    }
    const existing = statOrUndefined(file);
    if (existing?.isDirectory())
        fail('that is a folder. Give a file path, e.g. a name inside it.');
    if (existing && !existing.isFile())
        fail('that is not a regular file (a device, pipe or socket).');
    let parent = node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(file);
    for (;;) {
        const stats = statOrUndefined(parent);
        if (stats !== undefined) {
            if (!stats.isDirectory()) {
                fail(`${parent} is a file, not a folder, so the file cannot be created below it.`);
            }
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(parent);
            if (FORBIDDEN_ROOTS.some(root => under(root, real))) {
                fail(`${parent} leads to ${real}, and the action does not write under ${FORBIDDEN_ROOTS.join(', ')}.`);
            }
            return;
        }
        const up = node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(parent);
        if (up === parent)
            return;
        parent = up;
    }
}
function statOrUndefined(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch {
        try {
            // A dangling symlink is not a place to create a folder in either.
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file, { throwIfNoEntry: false }) ?? undefined;
        }
        catch {
            return undefined;
        }
    }
}
/**
 * A file of ours could not be written: the message names the file and the system's error code
 * (`ENOSPC`, `EROFS`). `local` tells a download that the runner's disk failed, not the network.
 */
class FileWriteError extends Error {
    file;
    code;
    name = 'FileWriteError';
    local = true;
    constructor(file, code, cause) {
        super(`Check the free space and permissions of the runner's disk: writing ${file} failed: ` +
            `${describeFsError(cause)}.`);
        this.file = file;
        this.code = code;
    }
}
/**
 * Writes `content` to `file`: creates missing folders, writes a temporary file beside it (exclusive
 * create, random name), renames it over `file`. On any failure the temporary file is removed.
 */
async function writeFileSafely(file, content) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(file);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
    }
    catch (error) {
        throw new Error(`Could not create the folder ${dir}: ${describeFsError(error)}`);
    }
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_3__.basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.part`);
    temporaryFiles.add(temporary);
    // Only the file's own failures become a FileWriteError; a failing source (a download cut off)
    // is passed on as it is.
    let fileFailure;
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'wx', 0o644).catch((error) => {
            throw (fileFailure = error);
        });
        const source = typeof content === 'string' || Buffer.isBuffer(content)
            ? node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable.from([content])
            : node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable.from(content);
        const sink = handle.createWriteStream();
        sink.on('error', error => (fileFailure ??= error));
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(source, sink);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, file).catch((error) => {
            throw (fileFailure = error);
        });
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        if (fileFailure !== undefined)
            throw fileWriteError(file, fileFailure);
        throw error;
    }
    finally {
        temporaryFiles.delete(temporary);
    }
}
/** Removes the temporary files of writes under way; for a run that is being cancelled. */
function removeTemporaryFiles() {
    for (const file of temporaryFiles)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(file, { recursive: true, force: true });
    temporaryFiles.clear();
}
function fileWriteError(file, error) {
    const code = error.code;
    return new FileWriteError(file, typeof code === 'string' ? code : 'EIO', error);
}
/** What went wrong, in words, with the system's code: `no space left on the device (ENOSPC)`. */
function describeFsError(error) {
    const code = error.code;
    const words = {
        EEXIST: 'a part of that path is a file, not a folder',
        ENOTDIR: 'a part of that path is a file, not a folder',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        ENOSPC: 'no space left on the device',
        EDQUOT: 'the disk quota is used up',
        EROFS: 'the file system is read-only',
        EFBIG: 'the file is larger than the file system allows',
        EIO: 'an input/output error of the disk'
    };
    if (typeof code !== 'string')
        return error instanceof Error ? error.message : String(error);
    return `${words[code] ?? (error instanceof Error ? error.message : code)} (${code})`;
}


/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ githubApiUrl),
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   WP: () => (/* binding */ runnerInputReader),
/* harmony export */   Zx: () => (/* binding */ parseMode),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   f$: () => (/* binding */ parseHttpUrl),
/* harmony export */   i$: () => (/* binding */ parseUnsignedId),
/* harmony export */   nL: () => (/* binding */ parseEnum),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   uQ: () => (/* binding */ parseCommonInputs),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   zJ: () => (/* binding */ parseFilePath)
/* harmony export */ });
/* unused harmony exports DEFAULT_API_URL, parseApiUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(40530);
/* harmony import */ var _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(69461);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79002);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(71599);
/* harmony import */ var _platform_url_safety_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(15417);
/**
 * Reading inputs: the inputs every mode shares, and the readers each mode's own `inputs.ts` builds
 * on. The runner's input variables are read here only; the parsers are pure, so each rule can be
 * tested with a plain object.
 *
 * A bad input throws an `InputError` that names the input, says what is wrong with the value and
 * shows the allowed form, before any request is made.
 */






/** An input whose value cannot be used. */
class InputError extends Error {
    name = 'InputError';
}
/** The runner's GitHub API URL (GITHUB_API_URL) without a trailing slash; github.com's when unset. */
function githubApiUrl(env) {
    return (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.github.com';
}
/** The runner's reader; the tokens are masked before anything can log or output them. */
function runnerInputReader() {
    for (const name of ['token', 'github-token']) {
        const secret = (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4)(name);
        if (secret) {
            (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .addMask */ .eu)(secret);
            (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecret */ .c)(secret);
        }
    }
    return _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4;
}
/** Checks `mode` against the names the action knows. */
function parseMode(value, modes) {
    const mode = value.trim().toLowerCase();
    if (modes.includes(mode))
        return mode;
    throw new InputError(`Input 'mode' ${value.trim() ? `is '${value.trim()}', which is not a mode` : 'is empty'}. ` +
        `Set it to one of: ${modes.join(', ')}.`);
}
/** The inputs every mode uses. */
function parseCommonInputs(read, env) {
    return {
        token: parseToken(read('token'), env),
        deploymentId: parseDeploymentId(read('deployment-id'), read('deploymentId')),
        apiUrl: parseApiUrl(read('api-url'))
    };
}
function parseToken(value, env) {
    const token = value.trim();
    if (token) {
        if (/[\r\n]/.test(token))
            throw new InputError(`Input 'token' contains a line break.`);
        const odd = /[^\x21-\x7e]/.exec(token);
        if (odd) {
            throw new InputError(`Input 'token' holds a character that no API token has (at position ${odd.index + 1}: ` +
                `not a printable ASCII character). Copy the token again from the platform's settings.`);
        }
        return token;
    }
    const fork = env.isForkPullRequest
        ? ' This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
            'triggered by pull requests from forks, so the secret reads as empty here.'
        : ' If this run is a pull request from a fork: GitHub does not pass secrets to such workflows.';
    throw new InputError(`Pass a platform API token with the Web API permission from a secret ` +
        `(\`token: \${{ secrets.SEMGREP_APP_TOKEN }}\`): input 'token' is empty.${fork}`);
}
/** Digits up to `max`; leading zeros are dropped. */
function parseUnsignedId(name, value, max) {
    const trimmed = value.trim();
    if (!(0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .isDigits */ .Hc)(trimmed)) {
        throw new InputError(`Input '${name}' ${trimmed ? `is '${trimmed}', which is not a number` : 'is empty'}. ` +
            `It takes the numeric ID, digits only (e.g. 12345).`);
    }
    const id = (0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeId */ .XB)(trimmed, max);
    if (id === undefined) {
        throw new InputError(`Input '${name}' is ${trimmed}, above the largest ID (${max}).`);
    }
    return id;
}
/** `deployment-id` or its alias `deploymentId`; both empty → undefined. */
function parseDeploymentId(value, alias) {
    const main = value.trim() ? parseUnsignedId('deployment-id', value, _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .UINT64_MAX */ .mN) : undefined;
    const other = alias.trim() ? parseUnsignedId('deploymentId', alias, _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .UINT64_MAX */ .mN) : undefined;
    if (main !== undefined && other !== undefined && main !== other) {
        throw new InputError(`Inputs 'deployment-id' (${main}) and its alias 'deploymentId' (${other}) differ. Set only one.`);
    }
    return main ?? other;
}
/** The platform's public API: action.yml's default for `api-url`, and what an empty input means. */
const DEFAULT_API_URL = 'https://semgrep.dev';
/** https, or http to a loopback host; no credentials, query or fragment; no trailing slash. */
function parseApiUrl(value) {
    const raw = value.trim() || DEFAULT_API_URL;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        // An `@` may end credentials, which are never echoed (the log and the summary show this).
        const shown = raw.includes('@') ? 'not quoted, as it may hold credentials' : `'${raw}'`;
        throw new InputError(`Input 'api-url' is ${shown}, which is not a URL. Use e.g. ${DEFAULT_API_URL}.`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new InputError(`Input 'api-url' must not contain credentials, a query or a fragment: give the base URL only, e.g. ${DEFAULT_API_URL}.`);
    }
    const loopback = (0,_platform_url_safety_js__WEBPACK_IMPORTED_MODULE_5__/* .isLoopbackHost */ .c)(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new InputError(`Input 'api-url' is '${raw}': it must start with https:// (plain http:// is allowed only to ` +
            `localhost, 127.0.0.0/8 or [::1]), so that the token is never sent unencrypted.`);
    }
    const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    if (/\/api\/v\d+$/.test(base)) {
        throw new InputError(`Input 'api-url' is '${raw}': give the base URL without the /api/v1 part (e.g. ${DEFAULT_API_URL}).`);
    }
    return base;
}
/** The YAML 1.2 core booleans, as the runner's own getBooleanInput reads them. */
function parseBoolean(name, value, fallback) {
    const trimmed = value.trim();
    if (!trimmed)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(trimmed))
        return true;
    if (['false', 'False', 'FALSE'].includes(trimmed))
        return false;
    throw new InputError(`Input '${name}' is '${trimmed}'. Use true or false.`);
}
/** A whole number within bounds; empty means the default. */
function parseInteger(name, value, fallback, min, max) {
    const trimmed = value.trim();
    if (!trimmed)
        return fallback;
    const n = (0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .isDigits */ .Hc)(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new InputError(`Input '${name}' is '${trimmed}'. Use a whole number from ${min} to ${max}.`);
    }
    return n;
}
/** A file input: relative paths are taken from the workspace, as other actions do; empty → `fallback`. */
function parseFilePath(value, env, fallback) {
    const file = value.trim();
    if (!file)
        return fallback;
    return node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(env.GITHUB_WORKSPACE || process.cwd(), file);
}
/** Items of a list separated by commas, spaces or newlines. */
function splitList(value) {
    return value.split(/[\s,]+/).filter(item => item !== '');
}
/** An absolute http(s) URL without credentials or blanks; undefined when empty. */
function parseHttpUrl(name, value, example) {
    const raw = value.trim();
    if (!raw)
        return undefined;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        url = undefined;
    }
    if (url === undefined ||
        !['http:', 'https:'].includes(url.protocol) ||
        !url.hostname ||
        /\s/.test(raw) ||
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .hasControlCharacters */ .Kg)(raw) ||
        !/^https?:\/\//i.test(raw)) {
        throw new InputError(`Input '${name}' is '${raw}', which is not an absolute http(s) URL. Use e.g. ${example}.`);
    }
    if (url.username || url.password) {
        throw new InputError(`Input '${name}' must not contain credentials (user:password@).`);
    }
    return raw;
}
/** Accepts a short name (any case) or the API's full enum value; returns the enum value. */
function parseEnum(name, value, table, fallback) {
    const trimmed = value.trim() || fallback;
    const short = trimmed.toLowerCase();
    if (Object.hasOwn(table, short))
        return table[short];
    const full = trimmed.toUpperCase();
    if (Object.values(table).includes(full))
        return full;
    throw new InputError(`Input '${name}' is '${trimmed}', which is not allowed. Use one of: ${Object.keys(table).join(', ')}.`);
}
/** Characters the artifact service refuses in a name (as `@actions/artifact` checks them). */
const INVALID_ARTIFACT_NAME_CHARACTERS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** The one place artifact names are checked (the same rule for every mode). */
function parseArtifactName(value) {
    const name = value.trim();
    if (!name)
        return undefined;
    const bad = INVALID_ARTIFACT_NAME_CHARACTERS.find(c => name.includes(c));
    if (bad !== undefined) {
        throw new InputError(`Input 'artifact-name' is '${name.replace(/[\r\n]/g, ' ')}': artifact names must not contain ` +
            `${JSON.stringify(bad)} (nor any of " : < > | * ? \\ / or a line break), e.g. sbom.`);
    }
    return name;
}


/***/ }),

/***/ 58592:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   debug: () => (/* binding */ debug),
/* harmony export */   endGroup: () => (/* binding */ endGroup),
/* harmony export */   error: () => (/* binding */ error),
/* harmony export */   group: () => (/* binding */ group),
/* harmony export */   info: () => (/* binding */ info),
/* harmony export */   notice: () => (/* binding */ notice),
/* harmony export */   sanitizeLog: () => (/* binding */ sanitizeLog),
/* harmony export */   sanitizeLogLine: () => (/* binding */ sanitizeLogLine),
/* harmony export */   startGroup: () => (/* binding */ startGroup),
/* harmony export */   warning: () => (/* binding */ warning)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(40530);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71599);
/**
 * The log, made safe for untrusted text. The runner acts on `::command::` at the start of a line and
 * on `##[command]` anywhere in one; text from a pull request or the API must not be able to form
 * either, nor colour or move the log with escape sequences. Every log line of the action goes through
 * here, so no call site has to remember which of its parts are untrusted.
 */


/** Zero-width space: breaks a command marker without changing what a reader sees. */
const BREAK = '\u200b';
/**
 * Text that cannot form a runner command: made plain (`plainText`: no escape sequences, invisible or
 * control characters), then `##[` broken anywhere and `::` broken at each line start. Line feeds are
 * kept; each line is neutralised on its own.
 */
function sanitizeLog(value) {
    return neutralizeCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(value));
}
/** The same on one line: line feeds become spaces too. */
function sanitizeLogLine(value) {
    return neutralizeCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value));
}
function neutralizeCommands(value) {
    return value.replace(/##\[/g, `#${BREAK}#[`).replace(/^(\s*)::/gm, `$1:${BREAK}:`);
}
function info(message) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLine */ ._r)(sanitizeLog(message));
}
function debug(message) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('debug', sanitizeLog(message));
}
function notice(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('notice', sanitizeLog(message), properties.title);
}
function warning(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('warning', sanitizeLog(message), properties.title);
}
function error(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('error', sanitizeLog(message), properties.title);
}
function startGroup(name) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('group', sanitizeLogLine(name));
}
function endGroup() {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('endgroup');
}
/** Runs `work` inside a collapsible log group. */
async function group(name, work) {
    startGroup(name);
    try {
        return await work();
    }
    finally {
        endGroup();
    }
}


/***/ }),

/***/ 38037:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   Wm: () => (/* binding */ STEP_SUMMARY_LIMIT_BYTES),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71599);
/**
 * Building blocks for job summaries, one escape per context: `text()` for words in a sentence or a
 * table cell, `code()` for values shown as code, `link()` for a URL, and `prose()` for a message of
 * ours that may quote untrusted text. Every string that came from the API or from a pull request
 * goes through one of them, so that it can neither open HTML nor change the Markdown around it, and
 * GitHub's autolinker and emoji shortcodes cannot turn it into something it did not say.
 */

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '\\': '&#92;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '(': '&#40;',
    ')': '&#41;',
    '#': '&#35;',
    '!': '&#33;',
    '~': '&#126;',
    $: '&#36;',
    // `<wbr>` (an empty element GitHub keeps) splits the text node, which stops e-mail links and
    // mentions; an entity alone does not, as GitHub decodes it before looking.
    '@': '&#64;<wbr>',
    ':': '&#58;<wbr>'
};
/**
 * Markdown and HTML syntax, and the colons GitHub would act on: of a URL scheme (`https://`,
 * `mailto:`, `xmpp:`) and of an emoji shortcode (`:x:` would read as ❌).
 */
const SPECIAL = /[&<>"'|\\`*_[\]()#!~$@]|:(?=\/\/|[\w+-]+:)|(?<=\b(?:mailto|xmpp)):/gi;
/** Escapes one line of untrusted text; nothing in it can become Markdown, HTML, a link or an emoji. */
function escapeLine(line) {
    // `www.` starts a link without a scheme.
    return line.replace(SPECIAL, c => ENTITIES[c] ?? c).replace(/\b(www)\./gi, '$1&#46;');
}
/**
 * Untrusted text for a sentence or a table cell: on one line (line breaks, control and invisible
 * characters removed), escaped, and never a link, however URL-like.
 */
function text(value) {
    return escapeLine((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value)));
}
/** Untrusted text shown as inline code (escaped like `text()`, so never autolinked). */
function code(value) {
    return `<code>${text(value)}</code>`;
}
/** An http(s) URL in a message, up to a blank or a character no URL holds unencoded. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/**
 * A message of ours that may quote untrusted text (errors, warnings): escaped like `text()`, its
 * backtick-quoted spans (`permissions: contents: write`) shown as code, and each http(s) URL outside
 * them a working link (trailing punctuation left out, as GitHub's autolinker does).
 */
function prose(value) {
    const line = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value));
    return line
        .split(/(`[^`]+`)/)
        .map((part, i) => (i % 2 === 1 ? code(part.slice(1, -1)) : withLinks(part)))
        .join('');
}
function withLinks(part) {
    let out = '';
    let at = 0;
    for (const match of part.matchAll(URL_IN_TEXT)) {
        const url = trimUrl(match[0]);
        out += escapeLine(part.slice(at, match.index)) + link(url, url);
        at = match.index + url.length;
    }
    return out + escapeLine(part.slice(at));
}
/** Trailing punctuation and unbalanced closing brackets belong to the sentence, not the URL. */
function trimUrl(url) {
    let end = url.length;
    for (;;) {
        const last = url[end - 1];
        const body = url.slice(0, end);
        if (last !== undefined && '.,:;!?*_~'.includes(last))
            end--;
        else if (last === ')' && count(body, ')') > count(body, '('))
            end--;
        else if (last === ']' && count(body, ']') > count(body, '['))
            end--;
        else
            return url.slice(0, end);
    }
}
const count = (value, c) => value.split(c).length - 1;
/**
 * A link: the label escaped like `text()`, the target a parsed http(s) URL with every character
 * that could end the attribute or the table cell percent-encoded. Anything else shows the label only.
 */
function link(label, url) {
    let target;
    try {
        target = new URL(url.trim());
    }
    catch {
        return text(label);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
        return text(label);
    const href = target.href
        .replace(/[<>"'\s`|\\()[\]]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/&/g, '&amp;');
    return `<a href="${href}">${text(label)}</a>`;
}
/**
 * A GitHub-flavoured Markdown table. Cells must already be escaped. `numeric` names the columns
 * (by index) that hold numbers: they are right-aligned, so that digits line up.
 */
function table(headers, rows, numeric = []) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map((_, i) => (numeric.includes(i) ? '---:' : '---')).join(' | ')} |`;
    return [head, rule, ...rows.map(r => `| ${r.join(' | ')} |`)].join('\n');
}
/** A collapsible section. `summary` must already be escaped; `body` is Markdown. */
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** Size in bytes of a summary fragment, the unit of GitHub's step-summary limit. */
function byteLength(markdown) {
    return Buffer.byteLength(markdown, 'utf8');
}
/** GitHub rejects a step summary larger than 1 MiB. */
const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;


/***/ }),

/***/ 18948:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony export OUTPUT_LIMIT_BYTES */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(40530);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58592);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(79002);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(61433);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(71599);
/**
 * Step outputs, bounded and clean. GitHub limits outputs (1 MB each, 50 MB a job); a value that could
 * pass that goes to a file instead, named by the output `<name>-file`. The run's secrets are
 * replaced by `***` in every value: the runner masks them in the log, not in outputs.
 */







/** The largest value set as an output; larger ones go to a file. */
const OUTPUT_LIMIT_BYTES = 1_000_000;
/**
 * Sets output `name`. A value larger than {@link OUTPUT_LIMIT_BYTES} is written to
 * `$RUNNER_TEMP/<name>.<extension>` instead, `name` is set to '' and `<name>-file` names the file.
 */
async function setOutput(name, value, extension = 'json') {
    const clean = (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .redactSecrets */ .f)(value);
    if (Buffer.byteLength(clean, 'utf8') <= OUTPUT_LIMIT_BYTES) {
        (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(name, clean);
        return;
    }
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), `${name}.${extension}`);
    await (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileSafely */ .kv)(file, clean);
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(name, '');
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(`${name}-file`, file);
    (0,_log_js__WEBPACK_IMPORTED_MODULE_3__.info)(`Output ${name} is larger than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B4)(OUTPUT_LIMIT_BYTES)} bytes, so it is ` +
        `in the file named by output ${name}-file (${file}).`);
}


/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ StepSummary),
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   F0: () => (/* binding */ cancelledVerdict),
/* harmony export */   LZ: () => (/* binding */ warningsBlock),
/* harmony export */   Qu: () => (/* binding */ failureBlock),
/* harmony export */   b9: () => (/* binding */ failedVerdict),
/* harmony export */   qb: () => (/* binding */ SUMMARY_TITLE)
/* harmony export */ });
/* unused harmony export verdictLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79002);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58592);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(38037);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(71599);
/**
 * The job summary of one run, and the shape every summary shares: the heading
 * `## Security platform · <mode>` (written here, for every mode), then the mode's verdict line, which
 * starts with ✅, ⚠️ or ❌ and says in one sentence what happened (and, on failure, what to do
 * next), then the mode's details.
 *
 * A mode hands over a render function early, so that the summary written when the step fails
 * part-way still shows what was done before the failure.
 */






const SUMMARY_TITLE = 'Security platform';
const MARKS = { done: '✅', warning: '⚠️', failed: '❌' };
/** `## Security platform · sbom-export`; without a mode (not known yet) just the title. */
function summaryHeading(mode) {
    return mode ? `## ${SUMMARY_TITLE} · ${mode}` : `## ${SUMMARY_TITLE}`;
}
/** The verdict line: the mark, then the sentence. */
function verdictLine(verdict) {
    return `${MARKS[verdict.outcome]} ${verdict.sentence}`;
}
/**
 * The verdict of a failed run: what failed, in bold, then the error's first sentence, which says
 * what to do (errors are written that way). The rest of the error follows in {@link failureBlock}.
 */
function failedVerdict(whatFailed, failure) {
    return { outcome: 'failed', sentence: `**${whatFailed}** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .prose */ .CS)((0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .firstSentence */ .qi)(failure))}` };
}
/**
 * The verdict of a cancelled run: that it was cancelled, in bold, then what that left behind (one
 * sentence, Markdown, already escaped), e.g. that an export job keeps running on the platform.
 */
function cancelledVerdict(whatWasLeft) {
    return { outcome: 'failed', sentence: `**The run was cancelled.** ${whatWasLeft}`.trim() };
}
/**
 * A mode's summary: the verdict line, then the sections (Markdown, blank lines between). The heading
 * above it is {@link StepSummary}'s, which knows the mode by the name the user selected it with.
 */
function renderSummary(verdict, sections) {
    const parts = [verdictLine(verdict), ...sections.filter(s => s !== '')];
    return `${parts.join('\n\n')}\n`;
}
/**
 * The error's details (all but the first sentence, which the verdict shows), escaped, as a GitHub
 * alert block, to go right under the verdict. '' without a failure, when the first sentence is all
 * there is, and for a cancelled run, whose verdict says what the cancellation left behind.
 */
function failureBlock(failure, cancelled = false) {
    if (failure === undefined || cancelled)
        return '';
    const whole = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(failure).trim();
    const rest = whole.slice((0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .firstSentence */ .qi)(whole).length).trim();
    return rest ? `> [!CAUTION]\n> **Details:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .prose */ .CS)(rest)}` : '';
}
/** Warnings given during the run (each also an annotation), as a GitHub alert block. */
function warningsBlock(warnings) {
    if (warnings.length === 0)
        return '';
    return ['> [!WARNING]', ...warnings.map(w => `> - ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .prose */ .CS)(w)}`)].join('\n');
}
class StepSummary {
    renderer;
    mode;
    /** What a failure before the mode's own summary means, in the verdict's bold words. */
    stage = 'The step failed before it started.';
    cancelled = false;
    /** The run was cancelled: the failure the summary is written with is the cancellation. */
    markCancelled() {
        this.cancelled = true;
    }
    /** The mode the run is in, by the name the user selected it with: the heading names it. */
    setMode(mode) {
        this.mode = mode;
    }
    /** What failed if the run stops before the mode shows its own summary (e.g. a look-up). */
    setStage(failedWhat) {
        this.stage = failedWhat;
    }
    /**
     * The summary of a run that had nothing to do and said why in a notice: its first sentence is
     * the verdict, the rest a paragraph under it.
     */
    showNotice(message) {
        const first = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .firstSentence */ .qi)(message);
        const rest = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .oneLine */ .TN)(message).trim().slice(first.length).trim();
        this.renderer = () => renderSummary({ outcome: 'done', sentence: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .prose */ .CS)(first) }, [rest ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .prose */ .CS)(rest) : '']);
    }
    /** Sets how the summary is rendered, from the mode's own result model. */
    show(renderer) {
        this.renderer = renderer;
    }
    /** The Markdown to write, never larger than `limit` bytes (GitHub's limit by default). */
    render(failure, limit = _markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .STEP_SUMMARY_LIMIT_BYTES */ .Wm) {
        const cancelled = this.cancelled && failure !== undefined;
        const body = this.renderer
            ? this.renderer(failure, cancelled)
            : this.renderNotStarted(failure, cancelled);
        return fitToLimit((0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f)(`${summaryHeading(this.mode)}\n\n${body}`), limit);
    }
    /**
     * Appends to $GITHUB_STEP_SUMMARY, ending with a newline; the file GitHub reads stays within its
     * limit, whatever was in it already. Outside a runner (no such file) it only logs a debug line.
     */
    async write(failure) {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file) {
            _log_js__WEBPACK_IMPORTED_MODULE_3__.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.');
            return;
        }
        const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false })?.size ?? 0;
        const room = _markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .STEP_SUMMARY_LIMIT_BYTES */ .Wm - existing;
        if (room < 2)
            return;
        let markdown = this.render(failure, room - 1);
        if (!markdown.endsWith('\n'))
            markdown += '\n';
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)(file, markdown, 'utf8');
    }
    /** Summary for a step that failed before its mode started (e.g. a bad input). */
    renderNotStarted(failure, cancelled = false) {
        if (!failure) {
            return renderSummary({ outcome: 'done', sentence: 'Nothing was done.' }, []);
        }
        if (cancelled) {
            return renderSummary(cancelledVerdict('Nothing was done: it stopped before its mode started.'), []);
        }
        return renderSummary(failedVerdict(this.stage, failure), [failureBlock(failure)]);
    }
}
/** Last line of defence; the modes render to their own budget well below this. */
function fitToLimit(markdown, limit) {
    if ((0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .byteLength */ .dp)(markdown) <= limit)
        return markdown;
    const note = '\n\n_(summary cut at the 1 MiB limit of GitHub step summaries)_\n';
    const room = Math.max(0, limit - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .byteLength */ .dp)(note));
    if (room === 0)
        return '';
    const cut = Buffer.from(markdown, 'utf8')
        .subarray(0, room)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    return cut + note;
}


/***/ }),

/***/ 71599:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Kg: () => (/* binding */ hasControlCharacters),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   dM: () => (/* binding */ distinct),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   pg: () => (/* binding */ shortList),
/* harmony export */   qi: () => (/* binding */ firstSentence),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export stripEscapes */
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79002);
/** Small text helpers for log lines and messages, shared by every mode. */

/** The message of anything thrown. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** For counts that are not whole numbers; made on first use, as it loads the locale data. */
let numberFormat;
/**
 * A count as people read it: `20,000`. Whole numbers are grouped here: the first `Intl` formatter
 * of a run loads ICU's locale data, which costs more than the rest of a start-up step together.
 */
function formatCount(n) {
    if (Number.isSafeInteger(n))
        return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
    numberFormat ??= new Intl.NumberFormat('en-US');
    return numberFormat.format(n);
}
/** `1 finding`, `20,000 findings`; `many` for irregular plurals (`repositories`). */
function plural(n, one, many = `${one}s`) {
    const k = typeof n === 'number' ? n : n.length;
    return `${formatCount(k)} ${k === 1 ? one : many}`;
}
/**
 * Characters that change how text reads without being seen: the bidirectional controls (U+202E
 * turns `exe.txt` into what reads as `txt.exe`), zero-width characters and the byte-order mark.
 * Untrusted text loses them in every context (log, summary, single line).
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Control characters other than the line feed (C0, DEL, C1) and the Unicode line separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Whether `value` holds a control character, line feed included: no URL or name an input takes does. */
function hasControlCharacters(value) {
    return value.includes('\n') || new RegExp(CONTROL.source).test(value);
}
/**
 * Untrusted text made plain, keeping its line feeds: escape sequences and invisible characters
 * removed, other control characters (carriage returns, tabs, C1) turned into spaces, and the run's
 * secrets replaced by `***` (before any escaping, which would hide them from the runner's mask). The
 * log, summary and single-line sanitisers build on it, so that these rules live here only.
 */
function plainText(value) {
    const plain = stripEscapes(value)
        .replace(/\r\n/g, '\n')
        .replace(INVISIBLE, '')
        .replace(CONTROL, ' ');
    return (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .f)(plain);
}
/** Text on one line, for log lines, messages and summaries: {@link plainText} with line feeds as spaces. */
function oneLine(value) {
    return plainText(value).replace(/\n/g, ' ');
}
/** Values in first-seen order, each once. */
function distinct(values) {
    return [...new Set(values)];
}
/** A size as people read it: `812 B`, `11.2 KB`, `3.4 MB` (units of 1,024 bytes). */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${formatCount(bytes)} B`;
    const units = ['KB', 'MB', 'GB', 'TB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(1)} ${units[unit]}`;
}
/**
 * The first sentence of a message: up to the first `.`, `!` or `?` followed by a blank and a
 * capital, a quote or a backtick (so `e.g. x` and `refs/tags/v1.2.0.` do not end it), or the whole.
 */
function firstSentence(message) {
    const line = oneLine(message).trim();
    const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"(])/.exec(line);
    return end ? line.slice(0, end.index + 1) : line;
}
/** Terminal escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ST`) and two-byte escapes. */
const ESCAPE_SEQUENCES = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?|\u009b[0-?]*[ -/]*[@-~]/g;
/** Text without terminal escape sequences (colours, cursor moves, window titles), which no reader needs. */
function stripEscapes(value) {
    return value.replace(ESCAPE_SEQUENCES, '');
}
/** At most `max` characters of `value`, with `…` when cut: for API text in messages and logs. */
function truncate(value, max = 500) {
    return value.length > max ? `${value.slice(0, max)}…` : value;
}
/** A list for a log line or message: the first `max` items, then how many more. */
function shortList(items, max = 30, separator = ', ') {
    const shown = items.slice(0, max).join(separator);
    return items.length > max ? `${shown} and ${formatCount(items.length - max)} more` : shown;
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(63950);
/** The action's entry point, bundled into dist/index.js. */

// A cancelled run exits at once: requests and timers still under way are of no use any more.
if ((await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .eF)()) === 'cancelled')
    process.exit(1);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 63950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eF: () => (/* binding */ run)
});

// UNUSED EXPORTS: CANCEL_SETTLE_MS, MODE_NAMES, loadMode

// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __nccwpck_require__(33566);
// EXTERNAL MODULE: ./src/action/files.ts
var files = __nccwpck_require__(61433);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __nccwpck_require__(81729);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __nccwpck_require__(47376);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __nccwpck_require__(71599);
;// CONCATENATED MODULE: ./src/action/deployment.ts
/**
 * Which deployment a run works on. `deployment-id` may be left empty: the token then names it, through
 * the deployments list (fetched at most once per run). Modes that need the deployment's slug (the
 * projects operations take it instead of the ID) ask for it lazily, so runs that do not need it make
 * no extra request.
 */

/** The deployments list cannot name the deployment of this run. */
class DeploymentError extends Error {
    name = 'DeploymentError';
}
/** At most this many deployments are named in an error message. */
const NAMED_DEPLOYMENTS = 20;
/**
 * `givenId`: the `deployment-id` input (digits, normalised), or undefined when empty. `onSlug` hears
 * the slug once, when it is learnt (main.ts sets the `deployment-slug` output there).
 */
async function resolveDeployment(givenId, list, onSlug = () => undefined) {
    let fetched;
    const deployments = () => (fetched ??= list());
    let slug;
    let known;
    const learnt = (deployment) => {
        known = deployment.slug;
        onSlug(deployment.slug);
        return deployment.slug;
    };
    if (givenId !== undefined) {
        return {
            id: givenId,
            slug: () => (slug ??= deployments().then(all => learnt(entryFor(givenId, all)))),
            knownSlug: () => known
        };
    }
    const only = onlyDeployment(await deployments());
    slug = Promise.resolve(learnt(only));
    return { id: only.id.toString(), slug: () => slug, knownSlug: () => known };
}
/** The one deployment the token reaches; none or several is an error that says what to set. */
function onlyDeployment(deployments) {
    if (deployments.length === 1)
        return deployments[0];
    if (deployments.length === 0)
        throw new DeploymentError(`The ${NO_DEPLOYMENT}`);
    throw new DeploymentError(`The token reaches ${(0,action_text/* plural */.LS)(deployments, 'deployment')}: ${describe(deployments)}. ` +
        `Set \`deployment-id\` to the one this step should use, e.g. \`deployment-id: ${deployments[0].id}\`.`);
}
/** The list's entry for a `deployment-id` given as input. */
function entryFor(id, deployments) {
    const entry = deployments.find(deployment => deployment.id.toString() === id);
    if (entry)
        return entry;
    if (deployments.length === 0) {
        throw new DeploymentError(`Input 'deployment-id' is ${id}, but the ${NO_DEPLOYMENT}`);
    }
    throw new DeploymentError(`Input 'deployment-id' is ${id}, which is not a deployment the token reaches ` +
        `(${describe(deployments)}). Set it to one of these, or leave it empty when the token reaches one.`);
}
const NO_DEPLOYMENT = 'token reaches no deployment (the platform listed none). Use a token created in the ' +
    'organization whose data this step should read, with the Web API permission.';
/** `acme (12), beta (34)`, cut after NAMED_DEPLOYMENTS entries. */
function describe(deployments) {
    const named = deployments
        .slice(0, NAMED_DEPLOYMENTS)
        .map(deployment => `${(0,action_text/* oneLine */.TN)(deployment.slug)} (${deployment.id})`);
    const rest = deployments.length - named.length;
    return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

// EXTERNAL MODULE: ./src/action/log.ts
var log = __nccwpck_require__(58592);
;// CONCATENATED MODULE: ./src/action/mode.ts
const systemClock = {
    now: () => Date.now(),
    sleep: ms => new Promise(resolve => setTimeout(resolve, ms))
};

// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __nccwpck_require__(18948);
// EXTERNAL MODULE: ./src/action/summary.ts
var action_summary = __nccwpck_require__(38770);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/action/version.ts
/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */

const ACTION_USER_AGENT = `security-platform-action/${package_namespaceObject.rE}`;

// EXTERNAL MODULE: ./src/platform/ids.ts
var ids = __nccwpck_require__(69461);
// EXTERNAL MODULE: ./src/platform/request-json.ts
var request_json = __nccwpck_require__(18945);
;// CONCATENATED MODULE: ./src/platform/deployments.ts
/**
 * DeploymentsService_ListDeployments: the deployments the token reaches. It is the one operation
 * that needs no deployment, so it stands apart from `PlatformClient`, which is built for one.
 *
 * Its answer is checked here rather than by a zod schema: with `deployment-id` left empty it is read
 * before the mode's first request, and loading zod would cost more than the request itself.
 */


async function listDeployments(transport) {
    return (0,request_json/* requestJson */.S)(transport, {
        operation: 'List deployments',
        method: 'GET',
        path: '/api/v1/deployments',
        retry: 'idempotent'
    }, readDeployments);
}
/**
 * `{deployments: [{id, name, slug}]}`, other fields ignored. IDs may come as JSON integers (bigint
 * beyond 2^53) or as digit strings (protobuf-JSON); a missing list is none and a missing name ''.
 */
function readDeployments(json) {
    if (!isRecord(json))
        return problem('(body)', 'expected an object');
    const list = json.deployments === undefined ? [] : json.deployments;
    if (!Array.isArray(list))
        return problem('deployments', 'expected an array');
    const deployments = [];
    for (const [i, entry] of list.entries()) {
        const at = `deployments[${i}]`;
        if (!isRecord(entry))
            return problem(at, 'expected an object');
        const id = deploymentId(entry.id);
        if (id === undefined)
            return problem(`${at}.id`, 'expected a deployment ID of 0 or more');
        const name = entry.name === undefined ? '' : entry.name;
        if (typeof name !== 'string')
            return problem(`${at}.name`, 'expected a string');
        if (typeof entry.slug !== 'string')
            return problem(`${at}.slug`, 'expected a string');
        if (entry.slug === '')
            return problem(`${at}.slug`, 'slug is empty');
        deployments.push({ id, name, slug: entry.slug });
    }
    return { ok: true, value: deployments };
}
/** A JSON integer or a string of digits, 0 to the int64 maximum; undefined for anything else. */
function deploymentId(value) {
    let id;
    if (typeof value === 'bigint')
        id = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value))
        id = BigInt(value);
    else if (typeof value === 'string' && /^-?\d{1,20}$/.test(value))
        id = BigInt(value);
    else
        return undefined;
    return id >= 0n && id <= ids/* INT64_MAX */.vh ? id : undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function problem(path, message) {
    return { ok: false, problem: `${path}: ${message}` };
}

// EXTERNAL MODULE: ./src/platform/platform-client.ts
var platform_client = __nccwpck_require__(84338);
// EXTERNAL MODULE: ./src/network/failures.ts
var failures = __nccwpck_require__(31303);
// EXTERNAL MODULE: ./src/network/proxy.ts
var proxy = __nccwpck_require__(71290);
// EXTERNAL MODULE: ./src/platform/secrets.ts
var secrets = __nccwpck_require__(79002);
// EXTERNAL MODULE: ./src/platform/url-safety.ts
var url_safety = __nccwpck_require__(15417);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __nccwpck_require__(46316);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __nccwpck_require__(44708);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __nccwpck_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
;// CONCATENATED MODULE: ./src/platform/response-reader.ts
/**
 * One HTTP exchange, read defensively: the only place where bytes from a server are read. Every
 * answer is bounded in time (an idle timeout that any byte resets, and a total deadline that nothing
 * resets), in size (decoded bytes, so a compressed bomb is caught too) and in encoding (gzip, br and
 * deflate are decoded; anything else is refused rather than passed on as if it were the document).
 */





/** What the action asks servers for; `deflate` is decoded too, as some servers send it anyway. */
const ACCEPT_ENCODING = 'gzip, br';
class ExchangeError extends Error {
    code;
    name = 'ExchangeError';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/** Sends one request and reads its whole answer, within the bounds of `options`. */
function exchange(options) {
    return new Promise((resolve, reject) => {
        const { url, signal } = options;
        let settled = false;
        let phase = 'headers';
        let response;
        let decoded;
        let stopListening = () => undefined;
        const finish = (error, result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(deadline);
            stopListening();
            if (error) {
                request.destroy();
                response?.destroy();
                decoded?.destroy();
                reject(error);
            }
            else {
                resolve(result);
            }
        };
        const onAbort = () => finish(new ExchangeError('ECANCELLED', 'the run was cancelled'));
        const lib = url.protocol === 'https:' ? external_node_https_ : external_node_http_;
        const request = lib.request(url, {
            method: options.method,
            headers: {
                ...options.headers,
                'accept-encoding': ACCEPT_ENCODING,
                // A known length lets headers and body go out in one write, not as chunks.
                ...(options.body !== undefined && { 'content-length': Buffer.byteLength(options.body) })
            },
            ...(options.agent && { agent: options.agent })
        });
        const deadline = setTimeout(() => finish(new ExchangeError('EDEADLINE', `no complete answer within ${seconds(options.totalTimeoutMs)} (${phase === 'body' ? 'the body kept trickling in' : 'no headers yet'})`)), options.totalTimeoutMs);
        if (signal?.aborted)
            return onAbort();
        if (signal)
            stopListening = whenAborted(signal, onAbort);
        request.setTimeout(options.idleTimeoutMs, () => finish(phase === 'body'
            ? new ExchangeError('ESTALLED', `the answer stalled: no byte of its body for ${seconds(options.idleTimeoutMs)}`)
            : new ExchangeError('TIMEOUT', `no answer for ${seconds(options.idleTimeoutMs)}`)));
        request.on('error', error => finish(error));
        request.on('response', res => {
            response = res;
            phase = 'body';
            const status = res.statusCode ?? 0;
            const toConsumer = options.consume !== undefined && status === 200;
            const limit = toConsumer ? Infinity : options.maxBodyBytes;
            const declared = Number(res.headers['content-length']);
            if (!toConsumer && Number.isFinite(declared) && declared > limit) {
                return finish(tooLarge(limit));
            }
            let decoder;
            try {
                decoder = decoderFor(res.headers['content-encoding']);
            }
            catch (error) {
                return finish(error);
            }
            res.on('aborted', () => finish(new ExchangeError('ECONNRESET', 'connection closed mid-answer')));
            const done = (bytes, body) => finish(undefined, {
                status,
                statusText: res.statusMessage ?? '',
                headers: res.headers,
                body,
                bytes
            });
            if (toConsumer) {
                // Downloads: the decoded stream goes to the consumer, its failures fail the exchange.
                const counter = new ByteCounter(limit);
                decoded = counter;
                const source = decoder ? (0,promises_.pipeline)(res, decoder, counter) : (0,promises_.pipeline)(res, counter);
                void Promise.allSettled([source, options.consume(counter)]).then(([read, saved]) => {
                    if (saved.status === 'rejected' && isLocalFailure(saved.reason)) {
                        return finish(saved.reason);
                    }
                    const failed = [read, saved].find(r => r.status === 'rejected');
                    if (failed)
                        return finish(classify(failed.reason, phase));
                    done(counter.bytes, Buffer.alloc(0));
                });
                return;
            }
            // API answers: read with plain events (cheaper than a pipeline per request), counting the
            // decoded bytes against the limit.
            const source = decoder ? res.pipe(decoder) : res;
            decoded = decoder;
            const chunks = [];
            let bytes = 0;
            if (decoder)
                res.on('error', error => finish(classify(error, phase)));
            source.on('data', (chunk) => {
                bytes += chunk.length;
                if (bytes > limit)
                    finish(tooLarge(limit));
                else
                    chunks.push(chunk);
            });
            source.on('error', error => finish(classify(error, phase)));
            source.on('end', () => done(bytes, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
        });
        request.end(options.body);
    });
}
/** Per signal, the callbacks of the requests under way on it: see {@link whenAborted}. */
const abortCallbacks = new WeakMap();
/**
 * Calls `callback` when `signal` aborts, until the returned function is called. Requests share one
 * listener per signal, and their callbacks are kept in a plain array: a removed entry of an
 * EventTarget's listener list keeps its links to its neighbours, and so does a Set's table replaced
 * when it fills up; young-generation collections treat links from older objects as live, so each
 * request's state kept the next one's alive until a full collection, and V8 grew its heap to hold
 * them (by hundreds of MB over 100,000 requests).
 */
function whenAborted(signal, callback) {
    let callbacks = abortCallbacks.get(signal);
    if (callbacks === undefined) {
        const shared = [];
        callbacks = shared;
        abortCallbacks.set(signal, shared);
        signal.addEventListener('abort', () => shared.splice(0).forEach(call => call()), {
            once: true
        });
    }
    const own = callbacks;
    own.push(callback);
    return () => {
        const at = own.indexOf(callback);
        if (at < 0)
            return;
        // The last entry takes the place of the removed one, so that nothing is shifted.
        own[at] = own[own.length - 1];
        own.pop();
    };
}
/** The decoder for a Content-Encoding header; undefined for none. Throws for one it cannot decode. */
function decoderFor(header) {
    const encodings = (header ?? '')
        .split(',')
        .map(value => value.trim().toLowerCase())
        .filter(value => value !== '' && value !== 'identity');
    if (encodings.length === 0)
        return undefined;
    if (encodings.length > 1) {
        throw new ExchangeError('EENCODING', `the answer is encoded more than once (Content-Encoding: ${encodings.join(', ').slice(0, 100)}), which is not decoded`);
    }
    switch (encodings[0]) {
        case 'gzip':
        case 'x-gzip':
            return external_node_zlib_.createGunzip();
        case 'br':
            return external_node_zlib_.createBrotliDecompress();
        case 'deflate':
            return external_node_zlib_.createInflate();
        default:
            throw new ExchangeError('EENCODING', `the answer has Content-Encoding ${JSON.stringify(encodings[0].slice(0, 40))}, which the action cannot decode (it decodes gzip, br and deflate)`);
    }
}
/** Passes bytes through, counting them, and fails once more than `limit` have passed. */
class ByteCounter extends external_node_stream_.Transform {
    limit;
    bytes = 0;
    constructor(limit) {
        super();
        this.limit = limit;
    }
    _transform(chunk, _encoding, done) {
        this.bytes += chunk.length;
        if (this.bytes > this.limit)
            done(tooLarge(this.limit));
        else
            done(null, chunk);
    }
}
function tooLarge(limit) {
    return new ExchangeError('ETOOLARGE', `the answer is larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API should be`);
}
/** Errors of the body pipeline, named for what happened. */
/** A failure on this machine's side of a download (the consumer's disk), not the network's. */
function isLocalFailure(error) {
    return error instanceof Error && error.local === true;
}
function classify(error, phase) {
    if (error instanceof ExchangeError)
        return error;
    const code = error.code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
        return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`);
    }
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET') {
        return new ExchangeError('ECONNRESET', phase === 'body' ? 'connection closed mid-answer' : 'connection closed');
    }
    return error instanceof Error ? error : new Error(String(error));
}
function seconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/platform/retry-policy.ts
/**
 * When to retry a platform request and how long to wait: pure rules, no timers and no I/O, so each rule
 * can be tested on its own. The transport applies them.
 */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxTotalWaitMs: 120_000
};
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const UNTAKEN_STATUSES = new Set([429, 503]);
/** Failures where the request may have reached the server. */
const RETRYABLE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'ECONNABORTED',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET',
    'TIMEOUT',
    'ESTALLED',
    'EDEADLINE',
    'EPROXY'
]);
/** Failures where the request never reached the server (EPROXY: the proxy refused the tunnel). */
const UNTAKEN_NETWORK_CODES = new Set([
    'ECONNREFUSED',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'EPROXY'
]);
/** A proxy that refuses a tunnel rarely changes its mind: fewer attempts than other failures. */
const MAX_PROXY_ATTEMPTS = 3;
/** Whether a failed attempt may be tried again under the given rule. */
function isRetryable(failure, rule) {
    if (failure.kind === 'status') {
        return (rule === 'idempotent' ? RETRYABLE_STATUSES : UNTAKEN_STATUSES).has(failure.status);
    }
    return (rule === 'idempotent' ? RETRYABLE_NETWORK_CODES : UNTAKEN_NETWORK_CODES).has(failure.code);
}
/**
 * Parses a Retry-After header: delay-seconds or an HTTP date. Returns the wait in milliseconds (0 for a
 * date in the past), or undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, nowMs) {
    if (value === undefined || value === null)
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    if (/^\d+\.\d+$/.test(trimmed))
        return Math.ceil(Number(trimmed) * 1000);
    // An HTTP date starts with a day name ("Wed, 21 Oct 2015 07:28:00 GMT", or the obsolete forms);
    // anything else (a negative number, words) is unreadable rather than a date in the past.
    if (!/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /.test(trimmed))
        return undefined;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * Exponential backoff with "equal jitter": half of the doubled delay is fixed, the other half random,
 * so that many workers retrying at once spread out but none retries immediately.
 * `retryNumber` is 1 for the wait before the second attempt.
 */
function backoffDelay(retryNumber, policy, random) {
    const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retryNumber - 1));
    return Math.round(exponential / 2 + (random() * exponential) / 2);
}
/**
 * Decides whether to try again after attempt number `attempt` (1-based) failed, given the time already
 * spent waiting on earlier retries of the same request.
 */
function decideRetry(args) {
    const { failure, rule, attempt, waitedMs, policy } = args;
    if (!isRetryable(failure, rule))
        return { retry: false, reason: 'not-retryable' };
    const maxAttempts = failure.kind === 'network' && failure.code === 'EPROXY'
        ? Math.min(MAX_PROXY_ATTEMPTS, policy.maxAttempts)
        : policy.maxAttempts;
    if (attempt >= maxAttempts)
        return { retry: false, reason: 'attempts' };
    const asked = failure.kind === 'status' ? parseRetryAfter(failure.retryAfter, args.nowMs) : undefined;
    const delayMs = asked ?? backoffDelay(attempt, policy, args.random);
    if (waitedMs + delayMs > policy.maxTotalWaitMs)
        return { retry: false, reason: 'wait-budget' };
    return { retry: true, delayMs, serverAsked: asked !== undefined };
}
/** A short description of a failure for log lines: `rate limited (429)`, `connection reset (ECONNRESET)`. */
function describeFailure(failure) {
    if (failure.kind === 'status') {
        const names = {
            429: 'rate limited',
            500: 'server error',
            502: 'bad gateway',
            503: 'service unavailable',
            504: 'gateway timeout'
        };
        return `${names[failure.status] ?? 'HTTP error'} (${failure.status})`;
    }
    const names = {
        ECONNRESET: 'connection reset',
        ECONNREFUSED: 'connection refused',
        EPIPE: 'connection closed',
        ETIMEDOUT: 'connection timed out',
        TIMEOUT: 'no answer in time',
        EAI_AGAIN: 'DNS lookup failed',
        ENOTFOUND: 'host not found'
    };
    // The response reader's own failures carry a message that says what happened.
    const own = ['ESTALLED', 'EDEADLINE', 'ETOOLARGE', 'EENCODING', 'ECANCELLED', 'EPROXY'];
    const name = own.includes(failure.code) ? failure.message : names[failure.code];
    return `${name ?? failure.message} (${failure.code})`;
}
/** Seconds for log lines: `3 s`, `0.5 s`. */
function formatSeconds(ms) {
    const seconds = ms / 1000;
    return `${seconds >= 10 || Number.isInteger(seconds) ? Math.round(seconds) : seconds.toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/platform/transport.ts







const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 5 * 60_000;
/** No answer of the API comes near this; a larger one is a broken or hostile server. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
class Transport {
    options;
    stats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 };
    base;
    agents = new proxy/* AgentPool */.mS();
    policy;
    timeoutMs;
    attemptTimeoutMs;
    maxResponseBytes;
    now;
    sleep;
    random;
    /** Set by a 429: no request of this transport starts before this time. */
    pausedUntil = 0;
    constructor(options) {
        this.options = options;
        this.base = new URL(options.apiUrl);
        (0,secrets/* registerSecret */.c)(options.token);
        this.policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
        this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        this.attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
        this.maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
        this.now = options.now ?? Date.now;
        this.sleep = options.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms)));
        this.random = options.random ?? Math.random;
    }
    /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
    async request(req) {
        // Built as one string from the origin, so that no path (`//other.host/…`) can change the host.
        const url = new URL(this.base.origin + this.base.pathname.replace(/\/$/, '') + req.path);
        if (url.origin !== this.base.origin) {
            throw new errors/* PlatformError */.Wk(req.operation, undefined, `${req.operation}: refusing a URL off api-url.`);
        }
        return this.withRetries({
            operation: req.operation,
            target: `${req.method} ${url.pathname}`,
            rule: req.retry,
            timeLimitMs: req.timeLimitMs,
            api: true,
            suspects: req.suspects
        }, attemptMs => this.send({
            method: req.method,
            url,
            ...(req.body !== undefined && { body: req.body }),
            api: true,
            attemptMs
        }));
    }
    /**
     * Downloads a pre-signed URL, without the token, handing the decoded body of the 200 answer to
     * `save` (which writes it somewhere and must fail if the stream fails). The URL is on another host
     * by design; it must be https (or http to loopback, for the emulator). Returns the bytes saved.
     */
    async download(operation, rawUrl, save, timeLimitMs) {
        const url = new URL(rawUrl);
        if (!(0,url_safety/* isAllowedScheme */.a)(url, this.base)) {
            throw new errors/* PlatformError */.Wk(operation, undefined, `Report this to the platform's administrators: ${operation} was refused, as its URL is ` +
                'not https (plain http is allowed only when api-url itself is http to this machine).');
        }
        const response = await this.withRetries({
            operation,
            target: `GET ${url.origin}${url.pathname}`,
            rule: 'idempotent',
            timeLimitMs,
            api: false
        }, attemptMs => this.send({ method: 'GET', url, api: false, attemptMs, save }));
        return response.bytes;
    }
    /**
     * Runs attempts until one answers 200 or the retry rules say stop. A 429 pauses every request of
     * this transport, not only the one that got it. `target` (method and path) is for messages only.
     * With `timeLimitMs`, no attempt runs past that time and no retry starts that would.
     */
    async withRetries(request, attemptOnce) {
        const { operation, target, rule, timeLimitMs } = request;
        const endsAt = timeLimitMs === undefined ? Infinity : this.now() + timeLimitMs;
        let waitedMs = 0;
        for (let attempt = 1;; attempt++) {
            // The pause another request's 429 imposed counts toward this request's wait budget too, and
            // is cut short where it would pass it.
            waitedMs += await this.waitForRateLimit(this.policy.maxTotalWaitMs - waitedMs);
            this.throwIfCancelled(operation);
            let failure;
            let response;
            try {
                const attemptMs = Math.max(1, Math.min(this.attemptTimeoutMs, endsAt - this.now()));
                response = await attemptOnce(attemptMs);
                if (response.status === 200)
                    return response;
                const retryAfter = headerValue(response, 'retry-after');
                failure = { kind: 'status', status: response.status, retryAfter };
            }
            catch (error) {
                this.throwIfCancelled(operation);
                // The runner's disk, not the network: no retry, and the consumer's message as it is.
                if (isLocalFailure(error))
                    throw error;
                failure = toNetworkFailure(error);
            }
            const decision = decideRetry({
                failure,
                rule,
                attempt,
                waitedMs,
                policy: this.policy,
                nowMs: this.now(),
                random: this.random
            });
            const outOfTime = decision.retry && this.now() + decision.delayMs >= endsAt;
            if (!decision.retry || outOfTime) {
                throw this.finalError({
                    ...request,
                    label: `${operation} (${target})`,
                    failure,
                    response,
                    attempts: attempt,
                    reason: decision.retry ? 'time-limit' : decision.reason
                });
            }
            if (failure.kind === 'status' && failure.status === 429) {
                this.pausedUntil = Math.max(this.pausedUntil, this.now() + decision.delayMs);
            }
            this.stats.retries++;
            this.options.logger.info(`${operation}: ${describeFailure(failure)}, retrying in ${formatSeconds(decision.delayMs)}, ` +
                `attempt ${attempt + 1} of ${this.policy.maxAttempts}`);
            waitedMs += decision.delayMs;
            await this.pause(decision.delayMs);
        }
    }
    /** Removes the run's secrets from text that came from the server, before it goes anywhere. */
    redact(value) {
        return (0,secrets/* redactSecrets */.f)(value);
    }
    /** Closes kept-alive connections so the process can exit. */
    close() {
        this.agents.close();
    }
    throwIfCancelled(operation) {
        if (this.options.signal?.aborted) {
            throw new errors/* PlatformError */.Wk(operation, undefined, `${operation}: cancelled.`);
        }
    }
    /** Waits out a 429 pause under way, at most `maxMs`; returns how long that was. */
    async waitForRateLimit(maxMs) {
        const wait = Math.min(this.pausedUntil - this.now(), maxMs);
        if (wait <= 0)
            return 0;
        await this.pause(wait);
        return wait;
    }
    /** Sleeps, but wakes at once when the run is cancelled. */
    async pause(ms) {
        const signal = this.options.signal;
        if (!signal)
            return this.sleep(ms);
        if (signal.aborted)
            return;
        let onAbort;
        await Promise.race([
            this.sleep(ms),
            new Promise(resolve => {
                onAbort = resolve;
                signal.addEventListener('abort', onAbort, { once: true });
            })
        ]);
        signal.removeEventListener('abort', onAbort);
    }
    /**
     * One attempt, following redirects. `api` requests carry the token while they stay on the API's
     * origin; `save` takes a 200 body as a stream instead of it being read into memory.
     */
    async send(attempt) {
        const { api, save } = attempt;
        const endsAt = this.now() + attempt.attemptMs;
        let url = attempt.url;
        let currentMethod = attempt.method;
        let currentBody = attempt.body;
        for (let hop = 0;; hop++) {
            const headers = {
                accept: 'application/json',
                'user-agent': this.options.userAgent
            };
            if (api && url.origin === this.base.origin) {
                headers.authorization = `Bearer ${this.options.token}`;
            }
            if (currentBody !== undefined)
                headers['content-type'] = 'application/json';
            const started = this.now();
            this.stats.requests++;
            this.stats.inFlight++;
            this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.stats.inFlight);
            let response;
            try {
                response = await exchange({
                    method: currentMethod,
                    url,
                    headers,
                    ...(currentBody !== undefined && { body: currentBody }),
                    idleTimeoutMs: this.timeoutMs,
                    totalTimeoutMs: Math.max(1, endsAt - this.now()),
                    maxBodyBytes: this.maxResponseBytes,
                    ...(this.options.signal && { signal: this.options.signal }),
                    ...(save && { consume: save }),
                    agent: this.agents.agentFor(url)
                });
            }
            catch (error) {
                if (error instanceof ExchangeError || isLocalFailure(error))
                    throw error;
                // Named here, where the host is known: a refused proxy tunnel, a certificate, DNS.
                throw new ConnectionError((0,failures/* describeConnectionFailure */.y)(error, url.hostname));
            }
            finally {
                this.stats.inFlight--;
            }
            this.options.logger.debug(`${currentMethod} ${url.origin === this.base.origin ? '' : url.origin}${url.pathname} → ` +
                `${response.status} in ${Math.round(this.now() - started)} ms`);
            const location = headerValue(response, 'location');
            if (!REDIRECT_STATUSES.has(response.status) || !location)
                return response;
            if (hop >= MAX_REDIRECTS) {
                throw Object.assign(new Error(`more than ${MAX_REDIRECTS} redirects`), {
                    code: 'EREDIRECTS'
                });
            }
            const next = new URL(location, url);
            if (!(0,url_safety/* isAllowedScheme */.a)(next, this.base) ||
                (url.protocol === 'https:' && next.protocol !== 'https:')) {
                throw Object.assign(new Error(`redirect to a non-https URL refused`), { code: 'EREDIRECT' });
            }
            if (response.status === 303 || (response.status !== 307 && response.status !== 308)) {
                if (currentMethod === 'POST') {
                    currentMethod = 'GET';
                    currentBody = undefined;
                }
            }
            url = next;
        }
    }
    finalError(final) {
        const { label, failure, response, attempts, reason } = final;
        if (failure.kind === 'status' && response) {
            const error = (0,errors/* httpStatusError */.H6)({
                operation: label,
                status: failure.status,
                // The status phrase is the server's text like the body: a secret echoed there is removed too.
                statusText: (0,secrets/* redactSecrets */.f)(response.statusText).slice(0, 100),
                body: (0,secrets/* redactSecrets */.f)(response.body.toString('utf8')),
                attempts,
                ...(final.suspects && { suspects: final.suspects }),
                api: final.api
            });
            if (reason === 'wait-budget') {
                error.message += ` Gave up: waiting longer would exceed ${formatSeconds(this.policy.maxTotalWaitMs)} of retries.`;
            }
            else if (reason === 'time-limit') {
                error.message += ' Gave up: the time allowed for it (wait-timeout) ran out.';
            }
            return error;
        }
        const what = (0,secrets/* redactSecrets */.f)(describeFailure(failure));
        const error = (0,errors/* networkError */.x6)({
            operation: label,
            what,
            attempts,
            ...(failure.kind === 'network' && failure.advice && { advice: (0,secrets/* redactSecrets */.f)(failure.advice) })
        });
        if (reason === 'time-limit')
            error.message += ' The time allowed for it (wait-timeout) ran out.';
        return error;
    }
}
/** A connection that failed before any answer, described where its host was known. */
class ConnectionError extends Error {
    failure;
    name = 'ConnectionError';
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
    }
}
function headerValue(response, name) {
    const value = response.headers[name];
    return Array.isArray(value) ? value[0] : value;
}
function toNetworkFailure(error) {
    if (error instanceof ExchangeError) {
        return { kind: 'network', code: error.code, message: error.message };
    }
    const failure = error instanceof ConnectionError ? error.failure : (0,failures/* describeConnectionFailure */.y)(error, 'the host');
    return {
        kind: 'network',
        code: failure.code,
        message: failure.message,
        ...(failure.advice !== undefined && { advice: failure.advice })
    };
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * Runs the action: reads the inputs every mode shares, loads the selected mode (only that one, so
 * that no mode's dependencies slow the start of another), lets it parse its own inputs and run, and
 * always writes a job summary, also when the run is cancelled.
 */














/** Every mode, by the name users write in `mode:`. Adding a mode: a folder, an entry, action.yml. */
const MODES = {
    'sbom-export': () => __nccwpck_require__.e(/* import() */ 612).then(__nccwpck_require__.bind(__nccwpck_require__, 22612)),
    'ticket-link': () => __nccwpck_require__.e(/* import() */ 132).then(__nccwpck_require__.bind(__nccwpck_require__, 33132)),
    'dependency-inventory': () => __nccwpck_require__.e(/* import() */ 865).then(__nccwpck_require__.bind(__nccwpck_require__, 29865)),
    policies: () => __nccwpck_require__.e(/* import() */ 898).then(__nccwpck_require__.bind(__nccwpck_require__, 29898))
};
const MODE_NAMES = Object.keys(MODES);
/** Loads the mode users select with this name (only that mode's code). */
async function loadMode(name) {
    return (await MODES[name]()).default;
}
/**
 * How long a cancelled mode gets to stop and write what it has (the partial inventory) before the
 * summary is written regardless; the runner kills the step a few seconds after its SIGINT.
 */
const CANCEL_SETTLE_MS = 1_500;
async function run() {
    const summary = new action_summary/* StepSummary */.B();
    const controller = new AbortController();
    let cancelledBy;
    let onCancel = () => undefined;
    const cancelled = new Promise(resolve => (onCancel = resolve));
    const cancel = (signal) => {
        if (cancelledBy !== undefined)
            return;
        cancelledBy = signal;
        log.info(`Received ${signal}: stopping.`);
        controller.abort();
        onCancel();
    };
    const onSigint = () => cancel('SIGINT');
    const onSigterm = () => cancel('SIGTERM');
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    let failure;
    let transport;
    let name;
    const work = (async () => {
        const event = (0,action_event/* readWorkflowEvent */.mE)(process.env);
        const env = {
            RUNNER_TEMP: process.env.RUNNER_TEMP,
            GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE,
            isForkPullRequest: (0,action_event/* isForkPullRequest */.B7)(event),
            GITHUB_API_URL: process.env.GITHUB_API_URL,
            GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY
        };
        const read = (0,action_inputs/* runnerInputReader */.WP)();
        name = (0,action_inputs/* parseMode */.Zx)(read('mode'), MODE_NAMES);
        summary.setMode(name);
        const mode = await loadMode(name);
        if (mode.forkPullRequestNotice !== undefined &&
            env.isForkPullRequest &&
            !read('token').trim()) {
            (0,annotations/* notice */.lm)('pull request from a fork', mode.forkPullRequestNotice);
            summary.showNotice(mode.forkPullRequestNotice);
            return;
        }
        const common = (0,action_inputs/* parseCommonInputs */.uQ)(read, env);
        const inputs = await mode.parseInputs(read, env, common);
        transport = new Transport({
            apiUrl: common.apiUrl,
            token: common.token,
            userAgent: ACTION_USER_AGENT,
            logger: log,
            signal: controller.signal
        });
        const api = transport;
        summary.setStage('The deployment could not be looked up.');
        const deployment = await resolveDeployment(common.deploymentId, () => listDeployments(api), slug => void (0,outputs/* setOutput */.u)('deployment-slug', slug, 'txt').catch((error) => (0,annotations/* warn */.R8)('output not set', `Check $GITHUB_OUTPUT: deployment-slug was not set: ${(0,action_text/* errorMessage */.gJ)(error)}`)));
        await (0,outputs/* setOutput */.u)('deployment-id', deployment.id, 'txt');
        if (common.deploymentId === undefined) {
            log.info(`Deployment ${deployment.id}: the one the token reaches.`);
        }
        await mode.run(inputs, {
            client: new platform_client/* PlatformClient */.H(transport, deployment.id),
            requestStats: transport.stats,
            summary,
            event,
            deploymentId: deployment.id,
            deploymentSlug: () => deployment.slug(),
            deploymentName: () => deployment.knownSlug() ?? deployment.id,
            clock: systemClock,
            signal: controller.signal
        });
    })();
    const settled = work.then(() => undefined, (error) => (0,action_text/* errorMessage */.gJ)(error));
    // Once cancelled, the mode gets a moment to settle; the summary is written either way.
    let timer;
    const settleWindow = new Promise(resolve => {
        void cancelled.then(() => (timer = setTimeout(() => resolve(undefined), CANCEL_SETTLE_MS)));
    });
    failure = await Promise.race([
        settled,
        cancelled.then(() => Promise.race([settled, settleWindow]))
    ]);
    clearTimeout(timer);
    if (cancelledBy !== undefined) {
        failure =
            `The run was cancelled (${cancelledBy}) before it finished; what was done until then is in the ` +
                'job summary, and files it was writing were removed or written as incomplete.';
        summary.markCancelled();
    }
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    transport?.close();
    if (cancelledBy !== undefined)
        (0,files/* removeTemporaryFiles */.vo)();
    // Not core.setFailed: its annotation has no title.
    if (failure !== undefined)
        (0,annotations/* failStep */.vy)(failure, name, cancelledBy !== undefined);
    try {
        await summary.write(failure);
    }
    catch (error) {
        (0,annotations/* warn */.R8)('job summary not written', `Check that the runner can write $GITHUB_STEP_SUMMARY: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
    if (cancelledBy !== undefined)
        return 'cancelled';
    return failure === undefined ? 'succeeded' : 'failed';
}


/***/ }),

/***/ 31303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ findCause),
/* harmony export */   y: () => (/* binding */ describeConnectionFailure)
/* harmony export */ });
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71290);
/**
 * What a failed connection means for the user, read from the error's type and code (never its
 * message text): a refused proxy tunnel, an untrusted certificate, a host that does not resolve.
 */

/** TLS verification failures: the server's certificate is not trusted for this host. */
const CERTIFICATE_CODES = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_UNTRUSTED',
    'CERT_SIGNATURE_FAILURE',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'ERR_TLS_CERT_ALTNAME_INVALID'
]);
/** Errors that say the host name does not resolve (EAI_AGAIN is a temporary DNS failure). */
const UNRESOLVED_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL']);
/** The code of an error, looking through `cause` chains (fetch wraps its errors in TypeError). */
function findCause(error, test) {
    let current = error;
    for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
        if (test(current))
            return current;
        current = current.cause;
    }
    return undefined;
}
const hasCode = (value) => typeof value?.code === 'string';
/** Describes a connection failure to `host` (the target's host name, for the message). */
function describeConnectionFailure(error, host) {
    const proxy = findCause(error, (value) => value instanceof _proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxyError */ .T6);
    if (proxy) {
        const what = proxy.status !== undefined
            ? `the proxy ${proxy.proxy} answered HTTP ${proxy.status} to CONNECT ${proxy.target}`
            : `the proxy ${proxy.proxy} could not be reached (${proxy.reason ?? 'no answer'})`;
        return {
            code: proxy.code,
            message: what,
            advice: proxy.message,
            ...(proxy.status !== undefined && { proxyStatus: proxy.status })
        };
    }
    const coded = findCause(error, hasCode);
    const code = coded?.code ?? '';
    if (CERTIFICATE_CODES.has(code)) {
        return {
            code,
            message: `the certificate of ${host} is not trusted (${code})`,
            advice: `Set NODE_EXTRA_CA_CERTS to your CA's certificate file (PEM) if ${host} uses a private CA: ` +
                `the certificate of ${host} is not trusted.`
        };
    }
    if (UNRESOLVED_CODES.has(code)) {
        return {
            code,
            message: `the host ${host} does not resolve (${code})`,
            advice: `Check the host name ${host} and the runner's DNS: ${host} does not resolve.`
        };
    }
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    return { code: code || 'EUNKNOWN', message };
}


/***/ }),

/***/ 71290:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T6: () => (/* binding */ ProxyError),
/* harmony export */   X: () => (/* binding */ openTunnel),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   mS: () => (/* binding */ AgentPool)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(41692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(19783);
/**
 * Proxies as runners have them. Which requests go through a proxy is decided by the Actions
 * toolkit's own rules (`@actions/http-client`: `HTTPS_PROXY`/`https_proxy` for https targets,
 * `HTTP_PROXY`/`http_proxy` for http ones, `NO_PROXY`/`no_proxy`, loopback always direct), so the
 * action behaves like every other action on the runner. The tunnel itself (an HTTP CONNECT) is
 * opened here, for both HTTP stacks the action uses: node:http agents (the platform transport) and
 * an undici dispatcher (Octokit). Opening it here gives a typed error that carries the proxy's
 * status, which neither library's tunnel exposes other than in message text.
 *
 * Proxy credentials go only to the proxy, as `Proxy-Authorization: Basic`; the proxy is named
 * everywhere else by its origin without them.
 */




/** The proxy for a target URL, or undefined when it goes direct. Reads the environment each time. */
function proxyFor(target) {
    let proxy;
    try {
        proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_3__/* .getProxyUrl */ .s)(target);
    }
    catch {
        throw new ProxyError({
            shown: 'the proxy in HTTPS_PROXY/HTTP_PROXY',
            target: target.host,
            message: 'Check HTTPS_PROXY/HTTP_PROXY: the proxy URL set there cannot be read (expected http://host:port).'
        });
    }
    if (!proxy?.hostname)
        return undefined;
    const protocol = proxy.protocol === 'https:' ? 'https:' : 'http:';
    const port = proxy.port ? Number(proxy.port) : protocol === 'https:' ? 443 : 80;
    // getProxyUrl gives the user name and password percent-decoded.
    const credentials = proxy.username || proxy.password ? `${proxy.username}:${proxy.password}` : '';
    return {
        shown: `${protocol}//${proxy.host}`,
        protocol,
        host: proxy.hostname.replace(/^\[|\]$/g, ''),
        port,
        ...(credentials && {
            authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`
        })
    };
}
/** The proxy refused the tunnel (407, 403, 502…) or could not be reached. */
class ProxyError extends Error {
    name = 'ProxyError';
    /** The proxy, as shown (no credentials). */
    proxy;
    /** `host:port` the tunnel was for. */
    target;
    /** The proxy's answer to CONNECT; undefined when it gave none. */
    status;
    code = 'EPROXY';
    /** The system error code when the proxy could not be reached (`ECONNREFUSED`…). */
    reason;
    constructor(args) {
        super(args.message);
        this.proxy = args.shown;
        this.target = args.target;
        this.status = args.status;
        this.reason = args.reason;
    }
}
const PROXY_ADVICE = {
    407: 'check the user name and password in the proxy URL (percent-encoded)',
    403: 'ask the proxy administrator to allow this host'
};
function refused(route, target, status, statusText) {
    const advice = PROXY_ADVICE[status] ??
        (status === 502 || status === 504
            ? `check that ${target.replace(/:\d+$/, '')} is right and reachable from the proxy`
            : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)');
    return new ProxyError({
        shown: route.shown,
        target,
        status,
        message: `Check the proxy settings: the proxy ${route.shown} refused the tunnel to ${target} ` +
            `(HTTP ${status}${statusText ? ` ${statusText}` : ''}); ${advice}.`
    });
}
/** Time allowed for the proxy to answer CONNECT. */
const TUNNEL_TIMEOUT_MS = 30_000;
/** Opens a CONNECT tunnel to `host:port` through the proxy; resolves with the raw socket. */
function openTunnel(route, host, port) {
    const target = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    return new Promise((resolve, reject) => {
        const lib = route.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__;
        const request = lib.request({
            host: route.host,
            port: route.port,
            method: 'CONNECT',
            path: target,
            agent: false,
            headers: {
                host: target,
                ...(route.authorization && { 'proxy-authorization': route.authorization })
            },
            timeout: TUNNEL_TIMEOUT_MS
        });
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            request.destroy();
            reject(error);
        };
        request.once('connect', (response, socket) => {
            if (response.statusCode === 200) {
                settled = true;
                resolve(socket);
                return;
            }
            socket.destroy();
            fail(refused(route, target, response.statusCode ?? 0, response.statusMessage ?? ''));
        });
        // A proxy that answers CONNECT with a non-2xx status may come through as a plain response.
        request.once('response', (response) => {
            response.resume();
            fail(refused(route, target, response.statusCode ?? 0, response.statusMessage ?? ''));
        });
        request.once('timeout', () => fail(new ProxyError({
            shown: route.shown,
            target,
            reason: 'ETIMEDOUT',
            message: `Check the proxy settings: the proxy ${route.shown} did not answer the tunnel request to ${target} within ${TUNNEL_TIMEOUT_MS / 1000} s.`
        })));
        request.once('error', (error) => fail(new ProxyError({
            shown: route.shown,
            target,
            reason: error.code,
            message: `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${route.shown} could not be reached (${error.code ?? error.message}).`
        })));
        request.end();
    });
}
/**
 * A connection through a CONNECT tunnel, handed to an agent's callback; `wrap` puts TLS on top for
 * https targets.
 */
function tunnelledConnection(route, options, defaultPort, callback, wrap = socket => socket) {
    const host = String(options.hostname ?? options.host ?? '').replace(/^\[|\]$/g, '');
    openTunnel(route, host, Number(options.port ?? defaultPort)).then(socket => callback?.(null, wrap(socket, host)), (error) => callback?.(error, undefined));
    return undefined;
}
/**
 * A keep-alive node:http(s) agent; through a proxy, each new connection is a CONNECT tunnel, with TLS
 * on top for https targets (certificates checked as usual, NODE_EXTRA_CA_CERTS included).
 */
function keepAliveAgent(secure, route) {
    const agent = secure ? new node_https__WEBPACK_IMPORTED_MODULE_1__.Agent({ keepAlive: true }) : new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent({ keepAlive: true });
    if (route === undefined)
        return agent;
    agent.createConnection = (options, callback) => secure
        ? tunnelledConnection(route, options, 443, callback, (socket, host) => {
            const tlsOptions = options;
            return node_tls__WEBPACK_IMPORTED_MODULE_2__.connect({
                ...tlsOptions,
                socket,
                servername: tlsOptions.servername ?? (host.includes(':') ? '' : host)
            });
        })
        : tunnelledConnection(route, options, 80, callback);
    return agent;
}
/**
 * Keep-alive node:http agents, one per target protocol and route, each going direct or through
 * the proxy the toolkit's rules choose for the URL.
 */
class AgentPool {
    agents = new Map();
    agentFor(url) {
        const route = proxyFor(url);
        const key = `${url.protocol} ${route ? `${route.shown} ${route.authorization ?? ''}` : 'direct'}`;
        let agent = this.agents.get(key);
        if (!agent) {
            agent = keepAliveAgent(url.protocol === 'https:', route);
            this.agents.set(key, agent);
        }
        return agent;
    }
    /** Closes kept-alive connections so the process can exit. */
    close() {
        for (const agent of this.agents.values())
            agent.destroy();
        this.agents.clear();
    }
}


/***/ }),

/***/ 46316:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ httpStatusError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   kG: () => (/* binding */ bodyExcerpt),
/* harmony export */   x6: () => (/* binding */ networkError),
/* harmony export */   yM: () => (/* binding */ unexpectedBodyError)
/* harmony export */ });
/* unused harmony exports BODY_EXCERPT_LIMIT, notFoundHint */
/**
 * Errors raised by the platform client, with messages a workflow author can act on: the first
 * sentence says what to do, the HTTP details follow (annotations and summary verdicts show the
 * first sentence on its own).
 */
/** At most this much of a response body goes into an error message. */
const BODY_EXCERPT_LIMIT = 500;
/** Downloads carry no token, so their refusals say nothing about its permissions. */
const DOWNLOAD_ADVICE = {
    403: 'Run the step again: the download URL was refused (no token is sent with it); it may have expired.',
    404: 'Run the step again: the download URL was not found (no token is sent with it); it may have expired.'
};
/**
 * The 404 advice. The platform answers 404 both for a missing object and for a token without the
 * Web API permission, so the advice names both causes: `suspects` are the IDs of this request that
 * could be wrong, e.g. `repository-id 42 (a project of deployment 7)`.
 */
function notFoundHint(suspects = []) {
    const check = 'Check that the token was created with the "Web API" permission (Settings → Tokens)';
    const last = suspects[suspects.length - 1];
    const named = suspects.length <= 1 ? last : `${suspects.slice(0, -1).join(', ')} and ${last}`;
    const ids = named === undefined ? '' : `, and that ${named} ${suspects.length === 1 ? 'is' : 'are'} right`;
    return `${check}${ids}: the platform also answers 404 when the token lacks the "Web API" permission.`;
}
/** What to do about a status, as the first sentence of the message (404: notFoundHint). */
const STATUS_ADVICE = {
    400: 'Check the inputs this request was built from: the platform rejected the request.',
    401: 'Check the `token` input: the platform did not accept the token.',
    403: 'Give the token the permission this operation needs on the platform: the platform refused it.',
    410: 'Stop using this operation for this deployment: the platform no longer offers it there.',
    429: 'Run the step again later: the platform kept rate-limiting the requests.'
};
const SERVER_ADVICE = 'Run the step again later: the platform answered with a server error.';
const NETWORK_ADVICE = 'Check that api-url is right and reachable from the runner, then run the step again.';
const BODY_ADVICE = "Check that api-url points at the platform (not a proxy or login page): the answer was not the API's.";
/** Cuts a response body to the excerpt limit, on one line. */
function bodyExcerpt(body) {
    const oneLine = body.replace(/\s+/g, ' ').trim();
    return oneLine.length > BODY_EXCERPT_LIMIT ? `${oneLine.slice(0, BODY_EXCERPT_LIMIT)}…` : oneLine;
}
/** A request that did not end in the expected answer. */
class PlatformError extends Error {
    operation;
    status;
    body;
    name = 'PlatformError';
    constructor(
    /** What was attempted, e.g. `List policies (GET /api/v1/deployments/1/policies)`. */
    operation, 
    /** HTTP status, or undefined when no response came. */
    status, message, 
    /** The (redacted) response body of a non-200 answer, for callers that read its error code. */
    body = '') {
        super(message);
        this.operation = operation;
        this.status = status;
        this.body = body;
    }
}
/** The server answered with a status that is not 200 (after any retries). */
function httpStatusError(failure) {
    const { operation, status, statusText, body, attempts } = failure;
    const advice = failure.api === false
        ? (DOWNLOAD_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]))
        : status === 404
            ? notFoundHint(failure.suspects)
            : (STATUS_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]));
    let what = `${operation} failed with HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
    if (attempts > 1)
        what += ` after ${attempts} attempts`;
    const parts = [advice, `${what}.`];
    // A download URL may point anywhere the platform names, so what it answers is never quoted.
    const excerpt = failure.api === false ? '' : bodyExcerpt(body);
    if (excerpt)
        parts.push(`Response: ${excerpt}`);
    return new PlatformError(operation, status, parts.join(' '), body);
}
/** No response came (reset, refused, timeout, proxy, certificate), after any retries. */
function networkError(failure) {
    const { operation, what, attempts } = failure;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const advice = failure.advice ?? NETWORK_ADVICE;
    return new PlatformError(operation, undefined, `${advice} ${operation} failed${tries}: ${what}.`);
}
/** A 200 whose body is not the JSON the spec describes. */
function unexpectedBodyError(operation, problem, body) {
    const excerpt = bodyExcerpt(body);
    return new PlatformError(operation, 200, `${BODY_ADVICE} ${operation} answered 200 but not with the expected JSON: ${problem}.` +
        (excerpt ? ` Response: ${excerpt}` : ' The response was empty.'));
}


/***/ }),

/***/ 69461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ isDigits),
/* harmony export */   XB: () => (/* binding */ normalizeId),
/* harmony export */   bO: () => (/* binding */ INT64_MIN),
/* harmony export */   mN: () => (/* binding */ UINT64_MAX),
/* harmony export */   vh: () => (/* binding */ INT64_MAX)
/* harmony export */ });
/**
 * The API's integer ID types. Every limit on an ID is checked against these, and nowhere else is a
 * limit written down.
 */
/** Largest `int64` (repository, finding and project IDs). */
const INT64_MAX = 9223372036854775807n;
/** Smallest `int64`. */
const INT64_MIN = -9223372036854775808n;
/** Largest `uint64` (the contract allows deployment IDs up to it). */
const UINT64_MAX = 18446744073709551615n;
/** A string of ASCII digits, without sign or blanks. */
function isDigits(value) {
    return /^[0-9]+$/.test(value);
}
/**
 * `digits` (ASCII digits) as an ID without leading zeros (`007` and `7` are the same ID), or
 * undefined when it exceeds `max`. Works on the text, so a million hostile digits cost linear time.
 */
function normalizeId(digits, max = INT64_MAX) {
    let i = 0;
    while (i < digits.length - 1 && digits.charCodeAt(i) === 48)
        i++;
    const id = digits.slice(i);
    const limit = max.toString();
    const fits = id.length < limit.length || (id.length === limit.length && id <= limit);
    return fits ? id : undefined;
}


/***/ }),

/***/ 81078:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  qq: () => (/* binding */ ExactJsonArrayReader),
  Q_: () => (/* binding */ JsonDepthError),
  lQ: () => (/* binding */ parseExactJson),
  dj: () => (/* binding */ stringifyExactJson)
});

// UNUSED EXPORTS: MAX_JSON_DEPTH, parseExactJsonWithArray

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/utils.js
/**
 * Test whether a string contains an integer number
 */
function utils_isInteger(value) {
  return INTEGER_REGEX.test(value);
}
const INTEGER_REGEX = /^-?[0-9]+$/;

/**
 * Test whether a string contains a number
 * http://stackoverflow.com/questions/13340717/json-numbers-regular-expression
 */
function utils_isNumber(value) {
  return NUMBER_REGEX.test(value);
}
const NUMBER_REGEX = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Test whether a string can be safely represented with a number
 * without information loss.
 *
 * When approx is true, floating point numbers that lose a few digits but
 * are still approximately equal in value are considered safe too.
 * Integer numbers must still be exactly equal.
 */
function isSafeNumber(value, config) {
  if (utils_isInteger(value)) {
    return Number.isSafeInteger(Number.parseInt(value, 10));
  }
  const num = Number.parseFloat(value);
  // Reject unsafe integers written as floats, like '9007199254740992.0', which isInteger(value) misses.
  if (Number.isInteger(num) && !Number.isSafeInteger(num)) {
    return false;
  }
  const parsed = String(num);
  if (value === parsed) {
    return true;
  }
  const valueDigits = extractSignificantDigits(value);
  const parsedDigits = extractSignificantDigits(parsed);
  if (valueDigits === parsedDigits) {
    return true;
  }
  if (config?.approx === true) {
    // A floating point value is approximately equal when:
    // 1. it has at least 14 digits
    // 2. the first 14 digits are equal
    const requiredDigits = 14;
    if (parsedDigits.length >= requiredDigits && valueDigits.startsWith(parsedDigits.substring(0, requiredDigits))) {
      return true;
    }
  }
  return false;
}
let utils_UnsafeNumberReason = /*#__PURE__*/function (UnsafeNumberReason) {
  UnsafeNumberReason["underflow"] = "underflow";
  UnsafeNumberReason["overflow"] = "overflow";
  UnsafeNumberReason["truncate_integer"] = "truncate_integer";
  UnsafeNumberReason["truncate_float"] = "truncate_float";
  return UnsafeNumberReason;
}({});

/**
 * When the provided value is an unsafe number, describe what the reason is:
 * overflow, underflow, truncate_integer, or truncate_float.
 * Returns undefined when the value is safe.
 */
function utils_getUnsafeNumberReason(value) {
  if (isSafeNumber(value, {
    approx: false
  })) {
    return undefined;
  }
  if (utils_isInteger(value)) {
    return utils_UnsafeNumberReason.truncate_integer;
  }
  const num = Number.parseFloat(value);
  if (!Number.isFinite(num)) {
    return utils_UnsafeNumberReason.overflow;
  }
  if (num === 0) {
    return utils_UnsafeNumberReason.underflow;
  }
  return utils_UnsafeNumberReason.truncate_float;
}

/**
 * Convert a string into a number when it is safe to do so.
 * Throws an error otherwise, explaining the reason.
 */
function toSafeNumberOrThrow(value, config) {
  const number = Number.parseFloat(value);
  const unsafeReason = utils_getUnsafeNumberReason(value);
  if (config?.approx === true ? unsafeReason && unsafeReason !== utils_UnsafeNumberReason.truncate_float : unsafeReason) {
    const unsafeReasonText = unsafeReason?.replace(/_\w+$/, '');
    throw new Error(`Cannot safely convert to number: the value '${value}' would ${unsafeReasonText} and become ${number}`);
  }
  return number;
}

/**
 * Split a number into sign, digits, and exponent.
 * Leading zeros and non-canonical zeros are normalized.
 *
 * The value can be constructed again from a split number by inserting a dot
 * at the second character of the digits if there is more than one digit,
 * prepending it with the sign, and appending an "e" and the exponent as follows:
 *
 *     const reconstructed = `${sign}${digits[0]}.${digits.slice(1)}e${exponent}`
 *
 */
function splitNumber(value) {
  const match = value.match(/^(-?)(\d+(?:\.\d*)?)([eE]([+-]?\d+))?$/);
  if (!match) {
    throw new SyntaxError(`Invalid number: ${value}`);
  }
  const sign = match[1];
  const digitsStr = match[2];
  let exponent = match[4] !== undefined ? Number.parseInt(match[4], 10) : 0;
  const dot = digitsStr.indexOf('.');
  exponent += dot !== -1 ? dot - 1 : digitsStr.length - 1;
  const coefficient = digitsStr.replace('.', '');
  const {
    start,
    end
  } = getSignificantDigitRange(coefficient);
  exponent -= start;
  const digits = coefficient.slice(start, end);

  // normalize zero, for example normalizes 0e5 or -0 into 0
  return digits.length > 0 ? {
    sign,
    digits,
    exponent
  } : {
    sign: '',
    digits: '0',
    exponent: 0
  };
}

/**
 * Compare two strings containing a numeric value
 * Returns 1 when a is larger than b, 0 when they are equal,
 * and -1 when a is smaller than b.
 */
function utils_compareNumber(a, b) {
  if (a === b) {
    return 0;
  }
  const aa = splitNumber(a);
  const bb = splitNumber(b);
  const sign = aa.sign === '-' ? -1 : 1;
  if (aa.sign !== bb.sign) {
    return sign;
  }
  if (aa.digits === '0') {
    return bb.digits === '0' ? 0 : -1;
  }
  if (bb.digits === '0') {
    return 1;
  }
  if (aa.exponent !== bb.exponent) {
    return aa.exponent > bb.exponent ? sign : aa.exponent < bb.exponent ? -sign : 0;
  }
  return aa.digits > bb.digits ? sign : aa.digits < bb.digits ? -sign : 0;
}

/**
 * Count the significant digits of a number.
 *
 * For example:
 *   '2.34' returns 3
 *   '-77' returns 2
 *   '0.003400' returns 2
 *   '120.5e+30' returns 4
 **/
function utils_countSignificantDigits(value) {
  const {
    start,
    end
  } = getSignificantDigitRange(value);
  const dot = value.indexOf('.');
  if (dot === -1 || dot < start || dot > end) {
    return end - start;
  }
  return end - start - 1;
}

/**
 * Get the significant digits of a number.
 *
 * For example:
 *   '2.34' returns '234'
 *   '-77' returns '77'
 *   '0.003400' returns '34'
 *   '120.5e+30' returns '1205'
 **/
function extractSignificantDigits(value) {
  const {
    start,
    end
  } = getSignificantDigitRange(value);
  const digits = value.substring(start, end);
  const dot = digits.indexOf('.');
  if (dot === -1) {
    return digits;
  }
  return digits.substring(0, dot) + digits.substring(dot + 1);
}

/**
 * Returns the range (start to end) of the significant digits of a value.
 * Note that this range _may_ contain the decimal dot.
 *
 * For example:
 *
 *     getSignificantDigitRange('0.0325900') // { start: 3, end: 7 }
 *     getSignificantDigitRange('2.0300')    // { start: 0, end: 3 }
 *     getSignificantDigitRange('0.0')       // { start: 3, end: 3 }
 *
 */
function getSignificantDigitRange(value) {
  let start = 0;
  if (value[0] === '-') {
    start++;
  }
  while (value[start] === '0' || value[start] === '.') {
    start++;
  }
  let end = value.lastIndexOf('e');
  if (end === -1) {
    end = value.lastIndexOf('E');
  }
  if (end === -1) {
    end = value.length;
  }
  while ((value[end - 1] === '0' || value[end - 1] === '.') && end > start) {
    end--;
  }
  return {
    start,
    end
  };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/LosslessNumber.js


// A shared symbol recognizes numbers from separate library copies where instanceof fails.
const losslessNumberMarker = Symbol.for('lossless-json.LosslessNumber');

/**
 * A lossless number. Stores its numeric value as string
 */
class LosslessNumber_LosslessNumber {
  // numeric value as string
  value;

  /**
   * @deprecated Use the isLosslessNumber(value) function instead.
   *
   * Ordinary objects may also have an isLosslessNumber property, so this
   * field cannot reliably identify lossless numbers.
   */
  isLosslessNumber = true;
  get [losslessNumberMarker]() {
    return true;
  }
  constructor(value) {
    if (!isNumber(value)) {
      throw new Error(`Invalid number (value: "${value}")`);
    }
    this.value = value;
  }

  /**
   * Get the value of the LosslessNumber as number or bigint.
   *
   * - a number is returned for safe numbers and decimal values that only lose some insignificant digits
   * - a bigint is returned for big integer numbers
   * - an Error is thrown for values that will overflow or underflow
   *
   * Note that you can implement your own strategy for conversion by just getting the value as string
   * via .toString(), and using util functions like isInteger, isSafeNumber, getUnsafeNumberReason,
   * and toSafeNumberOrThrow to convert it to a numeric value.
   */
  valueOf() {
    const unsafeReason = getUnsafeNumberReason(this.value);

    // safe or truncate_float
    if (unsafeReason === undefined || unsafeReason === UnsafeNumberReason.truncate_float) {
      return Number.parseFloat(this.value);
    }

    // truncate_integer
    if (isInteger(this.value)) {
      return BigInt(this.value);
    }

    // overflow or underflow
    throw new Error(`Cannot safely convert to number: the value '${this.value}' would ${unsafeReason} and become ${Number.parseFloat(this.value)}`);
  }

  /**
   * Get the value of the LosslessNumber as string.
   */
  toString() {
    return this.value;
  }

  // Note: we do NOT implement a .toJSON() method, and you should not implement
  // or use that, it cannot safely turn the numeric value in the string into
  // stringified JSON since it has to be parsed into a number first.
}

/**
 * Test whether a value is a LosslessNumber
 */
function LosslessNumber_isLosslessNumber(value) {
  return value !== null && typeof value === 'object' && value[losslessNumberMarker] === true;
}

/**
 * Convert a number into a LosslessNumber if this is possible in a safe way
 * If the value has too many digits, or is NaN or Infinity, an error will be thrown
 */
function toLosslessNumber(value) {
  const maxDigits = 15;
  if (countSignificantDigits(String(value)) > maxDigits) {
    throw new Error(`Invalid number: contains more than 15 digits and is most likely truncated and unsafe by itself (value: ${value})`);
  }
  if (Number.isNaN(value)) {
    throw new Error('Invalid number: NaN');
  }
  if (!Number.isFinite(value)) {
    throw new Error(`Invalid number: ${value}`);
  }
  return new LosslessNumber_LosslessNumber(String(value));
}

/**
 * Compare two lossless numbers.
 * Returns 1 when a is larger than b, 0 when they are equal,
 * and -1 when a is smaller than b.
 */
function compareLosslessNumber(a, b) {
  return compareNumber(a.value, b.value);
}
//# sourceMappingURL=LosslessNumber.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/numberParsers.js


function numberParsers_parseLosslessNumber(value) {
  return new LosslessNumber(value);
}
function parseNumberAndBigInt(value) {
  return isInteger(value) ? BigInt(value) : Number.parseFloat(value);
}
//# sourceMappingURL=numberParsers.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/revive.js

/**
 * Revive a json object.
 * Applies the reviver function recursively on all values in the JSON object.
 * @param json   A JSON Object, Array, or value
 * @param reviver
 *              A reviver function invoked with arguments `key` and `value`,
 *              which must return a replacement value. The function context
 *              (`this`) is the Object or Array that contains the currently
 *              handled value.
 */
function revive_revive(json, reviver) {
  return reviveValue({
    '': json
  }, '', json, reviver);
}

/**
 * Revive a value
 */
function reviveValue(context, key, value, reviver) {
  if (Array.isArray(value)) {
    return reviver.call(context, key, reviveArray(value, reviver));
  }
  if (value && typeof value === 'object' && !isLosslessNumber(value)) {
    // note the special case for LosslessNumber,
    // we don't want to iterate over the internals of a LosslessNumber
    return reviver.call(context, key, reviveObject(value, reviver));
  }
  return reviver.call(context, key, value);
}

/**
 * Revive the properties of an object
 */
function reviveObject(object, reviver) {
  for (const key of Object.keys(object)) {
    const value = reviveValue(object, key, object[key], reviver);
    if (value !== undefined) {
      object[key] = value;
    } else {
      delete object[key];
    }
  }
  return object;
}

/**
 * Revive the properties of an Array
 */
function reviveArray(array, reviver) {
  for (let i = 0; i < array.length; i++) {
    const value = reviveValue(array, String(i), array[i], reviver);
    if (value === undefined) {
      // Remove the own property entirely, like native JSON.parse does: the
      // position becomes a genuine hole (no own key, and `Object.keys` omits
      // it) while the length stays unchanged. Assigning `array[i] = undefined`
      // would leave an own property holding `undefined` instead.
      delete array[i];
    } else {
      // Assign right away rather than after the loop: the reviver observes the
      // holder through `this`, so later items must see the already revived
      // values (e.g. a preceding `null` replacement).
      array[i] = value;
    }
  }
  return array;
}
//# sourceMappingURL=revive.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/parse.js


/**
 * The LosslessJSON.parse() method parses a string as JSON, optionally transforming
 * the value produced by parsing.
 *
 * The parser is based on the parser of Tan Li Hou shared in
 * https://lihautan.com/json-parser-with-javascript/
 *
 * @param text
 * The string to parse as JSON. See the JSON object for a description of JSON syntax.
 *
 * @param [reviver]
 * If a function, prescribes how the value originally produced by parsing is
 * transformed, before being returned.
 *
 * @param [options=ParseOptions | NumberParserArgument]
 * Pass a custom number parser. Input is a string, and the output can be unknown
 * numeric value: number, bigint, LosslessNumber, or a custom BigNumber library.
 *
 * @returns Returns the Object corresponding to the given JSON text.
 *
 * @throws Throws a SyntaxError exception if the string to parse is not valid JSON.
 */
function parse(text, reviver, options) {
  const optionsObj = typeof options === 'function' ? {
    parseNumber: options
  } : options;
  const parseNumber = optionsObj?.parseNumber ?? parseLosslessNumber;
  const onDuplicateKey = optionsObj?.onDuplicateKey ?? throwDuplicateKey;
  let i = 0;
  const value = parseValue();
  expectValue(value);
  expectEndOfInput();
  return reviver ? revive(value, reviver) : value;
  function parseObject() {
    if (text.charCodeAt(i) === codeOpeningBrace) {
      i++;
      skipWhitespace();
      const object = {};
      let initial = true;
      while (i < text.length && text.charCodeAt(i) !== codeClosingBrace) {
        if (!initial) {
          eatComma();
          skipWhitespace();
        } else {
          initial = false;
        }
        const start = i;
        const key = parseString();
        if (key === undefined) {
          throwObjectKeyExpected();
          return; // To make TS happy
        }
        skipWhitespace();
        eatColon();
        const value = parseValue();
        if (value === undefined) {
          throwObjectValueExpected();
          return; // To make TS happy
        }

        // handle duplicate keys
        // TODO: replace with hasOwn one day, when browser support is high enough
        if (Object.prototype.hasOwnProperty.call(object, key) && !isDeepEqual(value, object[key])) {
          // Note that we could also test `if(key in object) {...}`
          // or `if (object[key] !== 'undefined') {...}`, but that is slower.
          const returnedValue = onDuplicateKey({
            key,
            position: start + 1,
            oldValue: object[key],
            newValue: value
          });
          if (returnedValue !== undefined) {
            setObjectKey(object, key, returnedValue);
          }
        } else {
          setObjectKey(object, key, value);
        }
      }
      if (text.charCodeAt(i) !== codeClosingBrace) {
        throwObjectKeyOrEndExpected();
      }
      i++;
      return object;
    }
  }
  function parseArray() {
    if (text.charCodeAt(i) === codeOpeningBracket) {
      i++;
      skipWhitespace();
      const array = [];
      let initial = true;
      while (i < text.length && text.charCodeAt(i) !== codeClosingBracket) {
        if (!initial) {
          eatComma();
        } else {
          initial = false;
        }
        const value = parseValue();
        expectArrayItem(value);
        array.push(value);
      }
      if (text.charCodeAt(i) !== codeClosingBracket) {
        throwArrayItemOrEndExpected();
      }
      i++;
      return array;
    }
  }
  function parseValue() {
    skipWhitespace();
    const value = parseString() ?? parseNumeric() ?? parseObject() ?? parseArray() ?? parseKeyword('true', true) ?? parseKeyword('false', false) ?? parseKeyword('null', null);
    skipWhitespace();
    return value;
  }
  function parseKeyword(name, value) {
    if (text.slice(i, i + name.length) === name) {
      i += name.length;
      return value;
    }
  }
  function skipWhitespace() {
    while (isWhitespace(text.charCodeAt(i))) {
      i++;
    }
  }
  function parseString() {
    if (text.charCodeAt(i) === codeDoubleQuote) {
      i++;
      let result = '';
      while (i < text.length && text.charCodeAt(i) !== codeDoubleQuote) {
        if (text.charCodeAt(i) === codeBackslash) {
          const char = text[i + 1];
          const escapeChar = escapeCharacters[char];
          if (escapeChar !== undefined) {
            result += escapeChar;
            i++;
          } else if (char === 'u') {
            if (isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4)) && isHex(text.charCodeAt(i + 5))) {
              result += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
              i += 5;
            } else {
              throwInvalidUnicodeCharacter(i);
            }
          } else {
            throwInvalidEscapeCharacter(i);
          }
        } else {
          if (isValidStringCharacter(text.charCodeAt(i))) {
            result += text[i];
          } else {
            throwInvalidCharacter(text[i]);
          }
        }
        i++;
      }
      expectEndOfString();
      i++;
      return result;
    }
  }
  function parseNumeric() {
    const start = i;
    if (text.charCodeAt(i) === codeMinus) {
      i++;
      expectDigit(start);
    }
    if (text.charCodeAt(i) === codeZero) {
      i++;
    } else if (isNonZeroDigit(text.charCodeAt(i))) {
      i++;
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    } else {
      // A JSON number must have an integer part, so a leading dot like '.5'
      // is not a number at all.
      return undefined;
    }
    if (text.charCodeAt(i) === codeDot) {
      i++;
      expectDigit(start);
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    }
    if (text.charCodeAt(i) === codeLowercaseE || text.charCodeAt(i) === codeUppercaseE) {
      i++;
      if (text.charCodeAt(i) === codeMinus || text.charCodeAt(i) === codePlus) {
        i++;
      }
      expectDigit(start);
      while (isDigit(text.charCodeAt(i))) {
        i++;
      }
    }
    if (i > start) {
      return parseNumber(text.slice(start, i));
    }
  }
  function eatComma() {
    if (text.charCodeAt(i) !== codeComma) {
      throw new SyntaxError(`Comma ',' expected after value ${gotAt()}`);
    }
    i++;
  }
  function eatColon() {
    if (text.charCodeAt(i) !== codeColon) {
      throw new SyntaxError(`Colon ':' expected after property name ${gotAt()}`);
    }
    i++;
  }
  function expectValue(value) {
    if (value === undefined) {
      throw new SyntaxError(`JSON value expected ${gotAt()}`);
    }
  }
  function expectArrayItem(value) {
    if (value === undefined) {
      throw new SyntaxError(`Array item expected ${gotAt()}`);
    }
  }
  function expectEndOfInput() {
    if (i < text.length) {
      throw new SyntaxError(`Expected end of input ${gotAt()}`);
    }
  }
  function expectDigit(start) {
    if (!isDigit(text.charCodeAt(i))) {
      const numSoFar = text.slice(start, i);
      throw new SyntaxError(`Invalid number '${numSoFar}', expecting a digit ${gotAt()}`);
    }
  }
  function expectEndOfString() {
    if (text.charCodeAt(i) !== codeDoubleQuote) {
      throw new SyntaxError(`End of string '"' expected ${gotAt()}`);
    }
  }
  function throwObjectKeyExpected() {
    throw new SyntaxError(`Quoted object key expected ${gotAt()}`);
  }
  function throwDuplicateKey({
    key,
    position
  }) {
    throw new SyntaxError(`Duplicate key '${key}' encountered at position ${position}`);
  }
  function throwObjectKeyOrEndExpected() {
    throw new SyntaxError(`Quoted object key or end of object '}' expected ${gotAt()}`);
  }
  function throwArrayItemOrEndExpected() {
    throw new SyntaxError(`Array item or end of array ']' expected ${gotAt()}`);
  }
  function throwInvalidCharacter(char) {
    throw new SyntaxError(`Invalid character '${char}' ${pos()}`);
  }
  function throwInvalidEscapeCharacter(start) {
    const chars = text.slice(start, start + 2);
    throw new SyntaxError(`Invalid escape character '${chars}' ${pos()}`);
  }
  function throwObjectValueExpected() {
    throw new SyntaxError(`Object value expected after ':' ${pos()}`);
  }
  function throwInvalidUnicodeCharacter(start) {
    const chars = text.slice(start, start + 6);
    throw new SyntaxError(`Invalid unicode character '${chars}' ${pos()}`);
  }

  // zero based character position
  function pos() {
    return `at position ${i}`;
  }
  function got() {
    return i < text.length ? `but got '${text[i]}'` : 'but reached end of input';
  }
  function gotAt() {
    return `${got()} ${pos()}`;
  }
}
function setObjectKey(object, key, value) {
  if (key === '__proto__') {
    // Plain assignment would trigger the `__proto__` setter inherited from
    // Object.prototype, changing the object's prototype instead of storing the
    // key. Define an ordinary own property, like JSON.parse does.
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    object[key] = value;
  }
}
function isWhitespace(code) {
  return code === codeSpace || code === codeNewline || code === codeTab || code === codeReturn;
}
function isHex(code) {
  return code >= codeZero && code <= codeNine || code >= codeUppercaseA && code <= codeUppercaseF || code >= codeLowercaseA && code <= codeLowercaseF;
}
function isDigit(code) {
  return code >= codeZero && code <= codeNine;
}
function isNonZeroDigit(code) {
  return code >= codeOne && code <= codeNine;
}
function isValidStringCharacter(code) {
  return code >= 0x20 && code <= 0x10ffff;
}
function isDeepEqual(a, b) {
  if (a === b) {
    return true;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isDeepEqual(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.every(key => isDeepEqual(a[key], b[key]));
  }
  return false;
}
function isObject(value) {
  return typeof value === 'object' && value !== null;
}

// map with all escape characters
const escapeCharacters = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t'
  // note that \u is handled separately in parseString()
};
const codeBackslash = 0x5c; // "\"
const codeOpeningBrace = 0x7b; // "{"
const codeClosingBrace = 0x7d; // "}"
const codeOpeningBracket = 0x5b; // "["
const codeClosingBracket = 0x5d; // "]"
const codeSpace = 0x20; // " "
const codeNewline = 0xa; // "\n"
const codeTab = 0x9; // "\t"
const codeReturn = 0xd; // "\r"
const codeDoubleQuote = 0x0022; // "
const codePlus = 0x2b; // "+"
const codeMinus = 0x2d; // "-"
const codeZero = 0x30;
const codeOne = 0x31;
const codeNine = 0x39;
const codeComma = 0x2c; // ","
const codeDot = 0x2e; // "." (dot, period)
const codeColon = 0x3a; // ":"
const codeUppercaseA = 0x41; // "A"
const codeLowercaseA = 0x61; // "a"
const codeUppercaseE = 0x45; // "E"
const codeLowercaseE = 0x65; // "e"
const codeUppercaseF = 0x46; // "F"
const codeLowercaseF = 0x66; // "f"
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/stringify.js



/**
 * The LosslessJSON.stringify() method converts a JavaScript value to a JSON string,
 * optionally replacing values if a replacer function is specified, or
 * optionally including only the specified properties if a replacer array is specified.
 *
 * @param value
 * The value to convert to a JSON string.
 *
 * @param [replacer]
 * A function that alters the behavior of the stringification process,
 * or an array of String and Number objects that serve as a whitelist for
 * selecting the properties of the value object to be included in the JSON string.
 * If this value is null or not provided, all properties of the object are
 * included in the resulting JSON string.
 *
 * @param [space]
 * A String or Number object that's used to insert white space into the output
 * JSON string for readability purposes. If this is a Number, it indicates the
 * number of space characters to use as white space; this number is capped at 10
 * if it's larger than that. Values less than 1 indicate that no space should be
 * used. If this is a String, the string (or the first 10 characters of the string,
 * if it's longer than that) is used as white space. If this parameter is not
 * provided (or is null), no white space is used.
 *
 * @param [numberStringifiers]
 * An optional list with additional number stringifiers, for example to serialize
 * a BigNumber. The output of the function must be valid stringified JSON.
 * When `undefined` is returned, the property will be deleted from the object.
 * The difference with using a `replacer` is that the output of a `replacer`
 * must be JSON and will be stringified afterwards, whereas the output of the
 * `numberStringifiers` is already stringified JSON.
 *
 * @returns Returns the string representation of the JSON object.
 */
function stringify(value, replacer, space, numberStringifiers) {
  const resolvedSpace = resolveSpace(space);
  const replacedValue = typeof replacer === 'function' ? replacer.call({
    '': value
  }, '', value) : value;
  return stringifyValue(replacedValue, '');

  /**
   * Stringify a value
   */
  function stringifyValue(value, indent) {
    if (Array.isArray(numberStringifiers)) {
      const stringifier = numberStringifiers.find(item => item.test(value));
      if (stringifier) {
        const str = stringifier.stringify(value);
        if (typeof str !== 'string' || !utils_isNumber(str)) {
          throw new Error(`Invalid JSON number: output of a number stringifier must be a string containing a JSON number (output: ${str})`);
        }
        return str;
      }
    }

    // boolean, null, number, string, or date
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' || value === null || value instanceof Date || value instanceof Boolean || value instanceof Number || value instanceof String) {
      return JSON.stringify(value);
    }

    // lossless number, the secret ingredient :)
    if (LosslessNumber_isLosslessNumber(value)) {
      return value.toString();
    }

    // BigInt
    if (typeof value === 'bigint') {
      return value.toString();
    }

    // Array
    if (Array.isArray(value)) {
      return stringifyArray(value, indent);
    }

    // Object (test lastly!)
    if (value && typeof value === 'object') {
      return stringifyObject(value, indent);
    }
    return undefined;
  }

  /**
   * Stringify an array
   */
  function stringifyArray(array, indent) {
    if (array.length === 0) {
      return '[]';
    }
    const childIndent = resolvedSpace ? indent + resolvedSpace : undefined;
    let str = resolvedSpace ? '[\n' : '[';
    for (let i = 0; i < array.length; i++) {
      const item = typeof replacer === 'function' ? replacer.call(array, String(i), array[i]) : array[i];
      if (resolvedSpace) {
        str += childIndent;
      }
      if (typeof item !== 'undefined' && typeof item !== 'function') {
        const serialized = stringifyValue(item, childIndent);
        // Values without a JSON representation (a symbol, or an object whose
        // toJSON() returns undefined) become null inside an array.
        str += serialized === undefined ? 'null' : serialized;
      } else {
        str += 'null';
      }
      if (i < array.length - 1) {
        str += resolvedSpace ? ',\n' : ',';
      }
    }
    str += resolvedSpace ? `\n${indent}]` : ']';
    return str;
  }

  /**
   * Stringify an object
   */
  function stringifyObject(object, indent) {
    if (typeof object.toJSON === 'function') {
      return stringifyValue(object.toJSON(), indent);
    }

    // A replacer array is a property whitelist: duplicates must not produce
    // duplicate keys in the output.
    const keys = Array.isArray(replacer) ? [...new Set(replacer.map(String))] : Object.keys(object);
    if (keys.length === 0) {
      return '{}';
    }
    const childIndent = resolvedSpace ? indent + resolvedSpace : undefined;
    let first = true;
    let str = resolvedSpace ? '{\n' : '{';
    for (const key of keys) {
      const value = typeof replacer === 'function' ? replacer.call(object, key, object[key]) : object[key];
      if (includeProperty(key, value)) {
        const serialized = stringifyValue(value, childIndent);
        // Like JSON.stringify, omit properties that have no JSON
        // representation (e.g. an object whose toJSON() returns undefined).
        if (serialized === undefined) {
          continue;
        }
        if (first) {
          first = false;
        } else {
          str += resolvedSpace ? ',\n' : ',';
        }
        const keyStr = JSON.stringify(key);
        str += resolvedSpace ? `${childIndent + keyStr}: ` : `${keyStr}:`;
        str += serialized;
      }
    }
    str += resolvedSpace ? `\n${indent}}` : '}';
    return str;
  }

  /**
   * Test whether to include a property in a stringified object or not.
   */
  function includeProperty(_key, value) {
    return typeof value !== 'undefined' && typeof value !== 'function' && typeof value !== 'symbol';
  }
}

/**
 * The number of spaces or characters a space is capped to, like JSON.stringify does
 */
const MAX_SPACE_LENGTH = 10;

/**
 * Resolve a JSON stringify space:
 * replace a number with a string containing that number of spaces
 */
function resolveSpace(space) {
  if (typeof space === 'number') {
    // same rules as JSON.stringify: truncate towards zero, cap at 10,
    // and treat anything below 1 (including NaN and negatives) as no indent
    const count = Math.min(Math.trunc(space), MAX_SPACE_LENGTH);
    return count >= 1 ? ' '.repeat(count) : undefined;
  }
  if (typeof space === 'string' && space !== '') {
    return space.slice(0, MAX_SPACE_LENGTH);
  }
  return undefined;
}
//# sourceMappingURL=stringify.js.map
;// CONCATENATED MODULE: ./node_modules/lossless-json/lib/esm/index.js








//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./src/platform/json.ts
/**
 * JSON with exact integers. The platform's IDs are 64-bit; `JSON.parse` would round those above 2^53
 * and `JSON.stringify` cannot write a bigint. Integers that fit a double stay numbers, larger ones are
 * bigints, and bigints are written as plain digits.
 *
 * Parsing uses the engine's own `JSON.parse` (fast, and its strings are compact: a parser that builds
 * strings a character at a time leaves ropes that cost ten times their length in memory). Integers
 * beyond 2^53 are first found by a scan of the text and turned into marked strings, which a reviver
 * turns into bigints.
 */


/** Longer integers are left to JSON.parse (inexact): they are no ID, and no check accepts them. */
const MAX_EXACT_DIGITS = 40;
const SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER).length;
/**
 * No answer of the API nests near this deep; deeper text is refused before it is parsed, as every
 * walk over the parsed value (checks, redaction) would otherwise exhaust the stack.
 */
const MAX_JSON_DEPTH = 64;
/** JSON text nested deeper than {@link MAX_JSON_DEPTH}. */
class JsonDepthError extends Error {
    name = 'JsonDepthError';
    constructor() {
        super(`nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
}
/**
 * Parses JSON text; integers beyond 2^53 come back as bigint. Throws SyntaxError on bad JSON and
 * {@link JsonDepthError} on JSON nested too deep.
 */
function parseExactJson(text) {
    const big = bigIntegerTokens(text);
    if (big.length === 0)
        return JSON.parse(text);
    // A marker no string of the answer can start with: U+0000 (escaped in JSON text) and a nonce.
    const nonce = (0,external_node_crypto_.randomBytes)(9).toString('base64');
    const marker = `\u0000${nonce}:`;
    const pieces = [];
    let last = 0;
    for (const [start, end] of big) {
        pieces.push(text.slice(last, start), `"\\u0000${nonce}:`, text.slice(start, end), '"');
        last = end;
    }
    pieces.push(text.slice(last));
    return JSON.parse(pieces.join(''), (_key, value) => typeof value === 'string' && value.startsWith(marker)
        ? BigInt(value.slice(marker.length))
        : value);
}
/**
 * [start, end) of each integer token outside strings whose value is beyond ±(2^53 − 1). The same
 * scan checks the nesting depth.
 */
function bigIntegerTokens(text) {
    const found = [];
    let depth = 0;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (c === 34) {
            i = stringEnd(text, i);
        }
        else if (c === 91 || c === 123) {
            if (++depth > MAX_JSON_DEPTH)
                throw new JsonDepthError();
            i++;
        }
        else if (c === 93 || c === 125) {
            depth--;
            i++;
        }
        else if (c === 45 || (c >= 48 && c <= 57)) {
            const start = i;
            let integer = true;
            i++;
            for (; i < text.length; i++) {
                const d = text.charCodeAt(i);
                if (d >= 48 && d <= 57)
                    continue;
                if (d === 46 || d === 69 || d === 101 || d === 43 || d === 45)
                    integer = false;
                else
                    break;
            }
            const digits = i - start - (c === 45 ? 1 : 0);
            if (integer && digits >= SAFE_DIGITS && digits <= MAX_EXACT_DIGITS) {
                if (!Number.isSafeInteger(Number(text.slice(start, i))))
                    found.push([start, i]);
            }
        }
        else {
            i++;
        }
    }
    return found;
}
/** Index just past the string literal that opens at `open` (or the end of the text). */
function stringEnd(text, open) {
    let j = open + 1;
    for (;;) {
        const close = text.indexOf('"', j);
        if (close < 0)
            return text.length;
        let backslashes = 0;
        while (text.charCodeAt(close - 1 - backslashes) === 92)
            backslashes++;
        if (backslashes % 2 === 0)
            return close + 1;
        j = close + 1;
    }
}
/** Serialises a value; bigints are written as JSON numbers with every digit. */
function stringifyExactJson(value, indent) {
    const out = stringify(value, undefined, indent);
    if (out === undefined)
        throw new TypeError('value cannot be written as JSON');
    return out;
}
/**
 * Parses a large JSON object whose bulk is one array member, `key`, of the top-level object, without
 * building the whole document: each element of that array is parsed on its own (with
 * {@link parseExactJson}) and handed to `onElement`, then dropped; the object is returned with that
 * member as an empty array. A 100,000-repository inventory file so costs what `onElement` keeps,
 * instead of its text and the whole object graph besides. See {@link ExactJsonArrayReader}, which
 * takes the text in pieces.
 */
function parseExactJsonWithArray(bytes, key, onElement) {
    const reader = new ExactJsonArrayReader(key, onElement);
    reader.push(bytes);
    return reader.end();
}
/**
 * {@link parseExactJsonWithArray} for text that arrives in pieces (a file read in chunks): `push`
 * each piece, then `end()` gives the object with the member `key` as an empty array.
 *
 * Pieces are not kept (what is needed of them is copied), so a reader may reuse its buffer. Only the
 * structure is scanned here (strings, brackets, commas at the array's level): the values
 * are parsed by the engine, so a malformed element or a malformed rest still throws a SyntaxError.
 * Without such a member at the top level, the whole text is parsed as usual. JSON's structural
 * characters are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so the bytes are
 * scanned directly.
 */
class ExactJsonArrayReader {
    key;
    onElement;
    phase = 'head';
    /** Bytes before the array (its `[` included), and after it. */
    head = [];
    tail = [];
    /** The current element's bytes from earlier pieces. */
    element = [];
    index = 0;
    depth = 0;
    inString = false;
    escaped = false;
    /** In the head: the bytes of a string at the top level so far, while it may still be `key`. */
    name;
    /** In the head: where the top level stands after a string equal to `key`. */
    afterKey = 'none';
    quoted;
    constructor(key, onElement) {
        this.key = key;
        this.onElement = onElement;
        this.quoted = Buffer.from(JSON.stringify(key));
    }
    push(bytes) {
        let i = 0;
        if (this.phase === 'head') {
            i = this.scanHead(bytes);
            // A copy: the head is small, the piece it came from need not stay.
            this.head.push(Buffer.from(bytes.subarray(0, i)));
        }
        if (this.phase === 'array')
            i = this.scanArray(bytes, i);
        if (this.phase === 'tail' && i < bytes.length)
            this.tail.push(Buffer.from(bytes.subarray(i)));
    }
    end() {
        if (this.phase === 'head')
            return parseExactJson(Buffer.concat(this.head).toString('utf8'));
        if (this.phase === 'array')
            throw new SyntaxError(`the ${this.key} array does not end`);
        const head = Buffer.concat(this.head);
        return parseExactJson(`${head.toString('utf8', 0, head.length - 1)}[]${Buffer.concat(this.tail).toString('utf8')}`);
    }
    /** Scans the head; returns the offset just past the array's `[` once found, else the length. */
    scanHead(bytes) {
        for (let i = 0; i < bytes.length; i++) {
            const c = bytes[i];
            if (this.inString) {
                if (this.name !== undefined) {
                    this.name.push(c);
                    if (this.name.length > this.quoted.length)
                        this.name = undefined;
                }
                if (this.escaped)
                    this.escaped = false;
                else if (c === 92)
                    this.escaped = true;
                else if (c === 34) {
                    this.inString = false;
                    if (this.name !== undefined && this.quoted.equals(Buffer.from(this.name))) {
                        this.afterKey = 'key';
                    }
                    this.name = undefined;
                }
                continue;
            }
            if (isBlank(c))
                continue;
            if (this.afterKey === 'key' && c === 58) {
                this.afterKey = 'colon';
                continue;
            }
            if (this.afterKey === 'colon' && c === 91 && this.depth === 1) {
                this.phase = 'array';
                this.depth = 0;
                return i + 1;
            }
            this.afterKey = 'none';
            if (c === 34) {
                this.inString = true;
                if (this.depth === 1)
                    this.name = [c];
            }
            else if (c === 91 || c === 123) {
                this.depth++;
            }
            else if (c === 93 || c === 125) {
                this.depth--;
            }
        }
        return bytes.length;
    }
    /** Scans array elements from `from`; returns where the tail starts once the array ends. */
    scanArray(bytes, from) {
        let start = from;
        for (let i = from; i < bytes.length; i++) {
            const c = bytes[i];
            if (this.inString) {
                if (this.escaped)
                    this.escaped = false;
                else if (c === 92)
                    this.escaped = true;
                else if (c === 34)
                    this.inString = false;
            }
            else if (c === 34) {
                this.inString = true;
            }
            else if (c === 91 || c === 123) {
                this.depth++;
            }
            else if (c === 93 || c === 125) {
                if (this.depth === 0) {
                    if (c !== 93)
                        throw new SyntaxError(`the ${this.key} array does not end`);
                    const last = this.take(bytes, start, i);
                    // `[]` has no element; `[1,]` has an empty last one, which JSON.parse refuses.
                    if (this.index > 0 || last.trim() !== '')
                        this.onElement(parseExactJson(last), this.index++);
                    this.phase = 'tail';
                    return i + 1;
                }
                this.depth--;
            }
            else if (c === 44 && this.depth === 0) {
                this.onElement(parseExactJson(this.take(bytes, start, i)), this.index++);
                start = i + 1;
            }
        }
        // The element goes on in the next piece.
        if (start < bytes.length)
            this.element.push(Buffer.from(bytes.subarray(start)));
        return bytes.length;
    }
    /** The current element's text: what earlier pieces held of it, and `bytes[start, end)`. */
    take(bytes, start, end) {
        if (this.element.length === 0)
            return bytes.toString('utf8', start, end);
        const whole = Buffer.concat([...this.element, bytes.subarray(start, end)]).toString('utf8');
        this.element = [];
        return whole;
    }
}
function isBlank(c) {
    return c === 32 || c === 9 || c === 10 || c === 13;
}


/***/ }),

/***/ 84338:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ PlatformClient),
/* harmony export */   f: () => (/* binding */ PROJECTS_PAGE_SIZE)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(46316);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(81078);
/* harmony import */ var _request_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(18945);



/** The largest page the projects list serves. */
const PROJECTS_PAGE_SIZE = 100;
class PlatformClient {
    transport;
    deploymentId;
    constructor(transport, 
    /** Numeric deployment ID, as digits. */
    deploymentId) {
        this.transport = transport;
        this.deploymentId = deploymentId;
    }
    get deploymentPath() {
        return `/api/v1/deployments/${encodeURIComponent(this.deploymentId)}`;
    }
    /** For the 404 hint of operations whose only ID is the deployment's. */
    get deploymentSuspect() {
        return [`the deployment ID ${this.deploymentId} (\`deployment-id\`)`];
    }
    /** TicketingService_LinkTicket: associates an existing external ticket with findings. */
    async linkTicket(ticketUrl, issueIds) {
        return this.call({
            operation: 'Link ticket',
            method: 'POST',
            path: `${this.deploymentPath}/tickets/link`,
            body: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringifyExactJson */ .dj)({
                ticket_url: ticketUrl,
                issue_ids: issueIds,
                deploymentId: this.deploymentId
            }),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.ticketLinkResultSchema);
    }
    /** One page of the repositories that have dependencies (integer cursor). */
    async listRepositories(page) {
        return this.call({
            operation: 'List repositories with dependencies',
            method: 'POST',
            path: `${this.deploymentPath}/dependencies/repositories`,
            body: dependenciesPageBody(this.deploymentId, page),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.repositoriesPageSchema);
    }
    /** One page of a repository's lockfiles that have dependencies (string cursor). */
    async listLockfiles(repositoryId, page) {
        const id = repositoryId.toString();
        return this.call({
            operation: `List lockfiles of repository ${id}`,
            method: 'POST',
            path: `${this.deploymentPath}/dependencies/repositories/${pathSegment(`List lockfiles of repository ${id}`, 'repository ID', id)}/lockfiles`,
            body: dependenciesPageBody(this.deploymentId, page, { repositoryId: id }),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.lockfilesPageSchema);
    }
    /** Creates an SBOM export job. Not idempotent: retried only where the server did not take it. */
    async createSbomExport(request) {
        const result = await this.call({
            operation: 'Create SBOM export job',
            method: 'POST',
            path: `${this.deploymentPath}/sbom/export`,
            body: (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringifyExactJson */ .dj)({
                deploymentId: BigInt(this.deploymentId),
                repositoryId: request.repositoryId,
                ref: request.ref,
                formatVersion: {
                    format: 'SBOM_FORMAT_CYCLONEDX',
                    cyclonedxVersion: request.cyclonedxVersion
                },
                metadataComponentType: request.metadataComponentType,
                ...(request.metadataSupplier && { metadataSupplier: request.metadataSupplier }),
                sbomOutputFormat: request.sbomOutputFormat
            }),
            retry: 'unless-taken',
            suspects: [
                `the repository ID ${request.repositoryId} (\`repository-id\`) is a project of deployment ` +
                    this.deploymentId
            ]
        }, schemas => schemas.sbomExportTaskSchema);
        return result.taskToken;
    }
    /** The status of an SBOM export job. */
    async getSbomExportStatus(taskToken, timeLimitMs) {
        return this.call({
            operation: 'Get SBOM export status',
            method: 'GET',
            path: `${this.deploymentPath}/sbom/export/${pathSegment('Get SBOM export status', 'task token', taskToken)}`,
            retry: 'idempotent',
            suspects: this.deploymentSuspect,
            ...(timeLimitMs !== undefined && { timeLimitMs })
        }, schemas => schemas.sbomExportStatusSchema);
    }
    /**
     * Downloads a finished export from its pre-signed URL, without the token, handing the decoded
     * document to `save`. Returns the bytes saved.
     */
    async downloadSbom(downloadUrl, save, timeLimitMs) {
        return this.transport.download('Download SBOM', downloadUrl, save, timeLimitMs);
    }
    /** Lists the deployment's policies (deprecated upstream in favour of the Policies V2 API). */
    async listPolicies() {
        const result = await this.read('List policies', `${this.deploymentPath}/policies`, schemas => schemas.policiesSchema);
        return result.policies;
    }
    /** Unified Policies (v2, Beta): the detection policy of each enabled product. */
    async getDetectionPolicy() {
        return this.read('Get detection policy (Unified Policies)', `${this.unifiedPoliciesPath}/detection-policy`, schemas => schemas.detectionPolicySchema);
    }
    /** Unified Policies (v2, Beta): the deployment's remediation policies. */
    async getRemediationPolicies() {
        return this.read('Get remediation policies (Unified Policies)', `${this.unifiedPoliciesPath}/remediation-policies`, schemas => schemas.remediationPoliciesSchema);
    }
    get unifiedPoliciesPath() {
        return `/api/policies/v2/deployments/${encodeURIComponent(this.deploymentId)}`;
    }
    /**
     * ProjectsService_GetProject: the project named `owner/name` in the deployment with this slug, or
     * undefined when the platform answers 404 (the caller then searches the project list). Each
     * segment is percent-encoded; the `/` between them is kept, as the published path expects.
     */
    async getProject(deploymentSlug, projectName) {
        const operation = `Get project ${projectName}`;
        const name = projectName
            .split('/')
            .map(segment => pathSegment(operation, 'project name', segment))
            .join('/');
        const slug = pathSegment(operation, 'deployment slug', deploymentSlug);
        try {
            const result = await this.call({
                operation,
                method: 'GET',
                path: `/api/v1/deployments/${slug}/projects/${name}`,
                retry: 'idempotent'
            }, schemas => schemas.getProjectSchema);
            return result.project;
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk && error.status === 404)
                return undefined;
            throw error;
        }
    }
    /** ProjectsService_ListProjects: one page of the deployment's projects, pages numbered from 0. */
    async listProjects(deploymentSlug, page, pageSize = PROJECTS_PAGE_SIZE) {
        const operation = `List projects (page ${page})`;
        const slug = pathSegment(operation, 'deployment slug', deploymentSlug);
        const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
        const result = await this.call({
            operation,
            method: 'GET',
            path: `/api/v1/deployments/${slug}/projects?${query.toString()}`,
            retry: 'idempotent',
            suspects: [`the deployment ${deploymentSlug} (ID ${this.deploymentId})`]
        }, schemas => schemas.projectsPageSchema);
        return result.projects;
    }
    /** A GET of something of the deployment's, retried; a 404 names the deployment as what may be wrong. */
    read(operation, path, pick) {
        return this.call({ operation, method: 'GET', path, retry: 'idempotent', suspects: this.deploymentSuspect }, pick);
    }
    call(request, pick) {
        return (0,_request_json_js__WEBPACK_IMPORTED_MODULE_2__/* .requestJson */ .S)(this.transport, request, (0,_request_json_js__WEBPACK_IMPORTED_MODULE_2__/* .bySchema */ .L)(pick));
    }
}
/** The body of a dependencies list request: the deployment, whose list, and which page. */
function dependenciesPageBody(deploymentId, page, whose = {}) {
    return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .stringifyExactJson */ .dj)({
        deploymentId,
        ...whose,
        pageSize: page.pageSize,
        ...(page.cursor !== undefined && { cursor: page.cursor }),
        ...(page.dependencyFilter && { dependencyFilter: page.dependencyFilter })
    });
}
/**
 * One path segment, percent-encoded. Empty, `.` and `..` are refused: a URL parser would drop or
 * climb over them and the request would go to another path.
 */
function pathSegment(operation, what, value) {
    if (value === '' || value === '.' || value === '..') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk(operation, undefined, `${operation}: the ${what} ${JSON.stringify(value)} cannot be a segment of a request path.`);
    }
    return encodeURIComponent(value);
}


/***/ }),

/***/ 18945:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ bySchema),
/* harmony export */   S: () => (/* binding */ requestJson)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(46316);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(81078);


let schemas;
/**
 * The check by the schema `pick` chooses. The schemas are loaded on the first answer instead of at
 * start: zod and the schemas built with it cost more than the whole rest of the start.
 */
function bySchema(pick) {
    return async (json) => {
        const loaded = await (schemas ??= Promise.all(/* import() */[__nccwpck_require__.e(691), __nccwpck_require__.e(211)]).then(__nccwpck_require__.bind(__nccwpck_require__, 92211)));
        const parsed = pick(loaded).safeParse(json);
        return parsed.success
            ? { ok: true, value: parsed.data }
            : { ok: false, problem: loaded.describeSchemaIssues(parsed.error) };
    };
}
/** Sends `request` and returns its answer as `check` reads it. */
async function requestJson(transport, request, check) {
    const response = await transport.request(request);
    const label = `${request.operation} (${request.method} ${request.path})`;
    const text = response.body.toString('utf8');
    const body = transport.redact(text);
    let json;
    try {
        json = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseExactJson */ .lQ)(text);
    }
    catch (error) {
        const problem = error instanceof _json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonDepthError */ .Q_ ? error.message : `not JSON (${error.message})`;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unexpectedBodyError */ .yM)(label, problem, body);
    }
    // A server that echoes the token must not carry it into outputs, files or the summary.
    json = redactStrings(json, value => transport.redact(value));
    const checked = await check(json);
    if (!checked.ok)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unexpectedBodyError */ .yM)(label, checked.problem, body);
    return checked.value;
}
/** Every string in a parsed JSON value, passed through `redact` (keys are left as they are). */
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            value[i] = redactStrings(value[i], redact);
        return value;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        for (const key of Object.keys(record))
            record[key] = redactStrings(record[key], redact);
    }
    return value;
}


/***/ }),

/***/ 79002:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ registerSecret),
/* harmony export */   f: () => (/* binding */ redactSecrets)
/* harmony export */ });
/**
 * The secrets this run knows (the platform token, github-token), registered once, and the one
 * function that removes them from text. Every place text leaves the action (log lines, the job
 * summary, outputs, error messages built from answers) calls it before escaping, since an escaped
 * secret (`tok&#95;…`) no longer matches the runner's mask. It lives in the platform layer, the one
 * every other layer may import.
 */
/** Shorter values are no credential, and replacing them would garble ordinary text. */
const MIN_SECRET_LENGTH = 4;
const secrets = new Set();
/** Keeps `secret` out of everything the run shows or writes from now on. */
function registerSecret(secret) {
    if (secret.length >= MIN_SECRET_LENGTH)
        secrets.add(secret);
}
/** `text` with every registered secret replaced by `***`. */
function redactSecrets(text) {
    let clean = text;
    for (const secret of secrets) {
        if (clean.includes(secret))
            clean = clean.split(secret).join('***');
    }
    return clean;
}


/***/ }),

/***/ 15417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ isAllowedScheme),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/** Which URLs may be contacted at all: the token and the SBOM never travel unencrypted off the machine. */
/**
 * https anywhere; plain http only to a loopback host, and only when `api-url` itself is plain http
 * to loopback (the emulator): an https platform cannot point a download at a local http service.
 */
function isAllowedScheme(url, apiUrl) {
    if (url.protocol === 'https:')
        return true;
    const local = (u) => u.protocol === 'http:' && isLoopbackHost(u.hostname);
    return local(url) && local(apiUrl);
}
/** `localhost`, `127.0.0.0/8` or `[::1]`. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    if (host === 'localhost' || host === '[::1]' || host === '::1')
        return true;
    const octets = host.split('.');
    return (octets.length === 4 &&
        octets[0] === '127' &&
        octets.every(o => /^\d{1,3}$/.test(o) && Number(o) <= 255));
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 19783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map