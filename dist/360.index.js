export const id = 360;
export const ids = [360,211];
export const modules = {

/***/ 33360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadPreviousInventory: () => (/* binding */ loadPreviousInventory)
/* harmony export */ });
/* unused harmony exports MAX_PREVIOUS_BYTES, describeSource, readPreviousFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9691);
/* harmony import */ var _action_annotations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47376);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58592);
/* harmony import */ var _action_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71599);
/* harmony import */ var _platform_ids_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(69461);
/* harmony import */ var _platform_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62253);
/* harmony import */ var _platform_schemas_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92211);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74780);
/**
 * The previous inventory (`previous-inventory`): an earlier run's inventory file, given as a path or
 * found as the artifact of the most recent earlier successful run of this workflow. It is read
 * bounded and in pieces, parsed with the action's exact JSON reader, checked to be an inventory of
 * this deployment, and reduced to the index the comparison needs, before this run's listing starts.
 *
 * None of its problems fails the step: a previous inventory that does not exist yet is a notice
 * (the first run), one that cannot be used is a warning, and both leave the run uncompared.
 */











/**
 * The largest previous inventory read. An inventory of 100,000 repositories with a few lockfiles
 * each is about 45 MB; this leaves room for organizations three times as large.
 */
const MAX_PREVIOUS_BYTES = 128 * 1024 * 1024;
/** The file is read in pieces of this size, into one buffer. */
const READ_BYTES = 1024 * 1024;
const headSchema = zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
    deploymentId: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().regex(/^[0-9]+$/, 'expected the deployment ID as digits'),
    complete: zod__WEBPACK_IMPORTED_MODULE_9__/* .boolean */ .zMY(),
    repositories: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .unknown */ .L5J())
});
/**
 * One repository of the previous file: `{id, name, lockfiles: [{lockfilePath}]}`, other fields
 * ignored. Checked by hand rather than with a zod schema: a schema builds a copy of each of 100,000
 * repositories, which took a quarter of a second and tens of megabytes more at that size.
 */
function readRepository(item) {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
        return 'expected an object';
    const { id, name, lockfiles } = item;
    const exact = typeof id === 'number' && Number.isSafeInteger(id) && id >= 0
        ? BigInt(id)
        : typeof id === 'bigint' && id >= 0n && id <= _platform_ids_js__WEBPACK_IMPORTED_MODULE_10__/* .INT64_MAX */ .vh
            ? id
            : undefined;
    if (exact === undefined)
        return 'id: expected an ID (a non-negative integer)';
    if (typeof name !== 'string')
        return 'name: expected a string';
    if (!Array.isArray(lockfiles))
        return 'lockfiles: expected an array';
    const lockfilePaths = [];
    for (const [at, lockfile] of lockfiles.entries()) {
        const path = lockfile?.lockfilePath;
        if (typeof path !== 'string')
            return `lockfiles[${at}].lockfilePath: expected a string`;
        lockfilePaths.push(path);
    }
    return { id: exact, name, lockfilePaths };
}
/** Loads the previous inventory and says, as a notice or a warning, when it cannot. */
async function loadPreviousInventory(input, deploymentId, artifact) {
    const started = Date.now();
    const outcome = input === 'artifact'
        ? await loadFromArtifact(deploymentId, artifact)
        : await readPreviousFile(input.file, deploymentId, { file: input.file });
    if (!outcome.ok) {
        const { level, message } = outcome.problem;
        if (level === 'notice')
            (0,_action_annotations_js__WEBPACK_IMPORTED_MODULE_3__/* .notice */ .lm)('no previous inventory to compare with', message);
        else
            (0,_action_annotations_js__WEBPACK_IMPORTED_MODULE_3__/* .warn */ .R8)('previous inventory not compared', message);
        return outcome;
    }
    const { source, index } = outcome.previous;
    _action_log_js__WEBPACK_IMPORTED_MODULE_4__.info(`Comparing with the previous inventory (${describeSource(source)}): ` +
        `${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(index.size, 'repository', 'repositories')}, read in ` +
        `${((Date.now() - started) / 1000).toFixed(2)} s.`);
    if (!source.complete) {
        (0,_action_annotations_js__WEBPACK_IMPORTED_MODULE_3__/* .warn */ .R8)('previous inventory is incomplete', `The previous inventory (${describeSource(source)}) is incomplete (complete: false): ` +
            'the repositories and lockfiles that run did not reach count as added now, so additions ' +
            'may be overstated: compare with a complete run for exact changes.');
    }
    return outcome;
}
/** `file /path` or `artifact name of run 123`. */
function describeSource(source) {
    return 'file' in source
        ? `file ${source.file}`
        : `artifact ${source.artifact.name} of run ${source.artifact.workflowRunId}`;
}
/** A problem as the outcome: nothing to compare with. */
function problem(level, message) {
    return { ok: false, problem: { level, message } };
}
/**
 * Reads and checks an inventory file. `source` is what the comparison records as its origin (the
 * file, or the artifact it was unpacked from).
 */
async function readPreviousFile(file, deploymentId, source, name = `The previous inventory ${file}`) {
    // The file is read in pieces and its repositories go one at a time into the index: neither its
    // text nor its object graph is ever held whole (see ExactJsonArrayReader).
    const index = new _changes_js__WEBPACK_IMPORTED_MODULE_8__/* .PreviousIndex */ .uC();
    let badRepository;
    const reader = new _platform_json_js__WEBPACK_IMPORTED_MODULE_6__/* .ExactJsonArrayReader */ .qq('repositories', (item, at) => {
        if (badRepository !== undefined)
            return;
        const repository = readRepository(item);
        if (typeof repository === 'string')
            badRepository = `repositories[${at}].${repository}`;
        else
            index.add(repository);
    });
    const read = await feedFile(file, name, reader);
    if ('unread' in read)
        return read.unread;
    const { notJson, parsed } = endOf(reader, read.notJson);
    if (notJson !== undefined) {
        return problem('warning', `${name} is not JSON (${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(notJson)}), so it was not compared with.`);
    }
    const notInventory = (why) => problem('warning', `${name} is not an inventory file of this action (${why}), so it was not compared with.`);
    const head = headSchema.safeParse(parsed);
    if (!head.success)
        return notInventory((0,_platform_schemas_js__WEBPACK_IMPORTED_MODULE_7__.describeSchemaIssues)(head.error));
    if (badRepository !== undefined)
        return notInventory(badRepository);
    if (head.data.deploymentId !== deploymentId) {
        return problem('warning', `${name} is the inventory of deployment ${head.data.deploymentId}, and this run lists ` +
            `deployment ${deploymentId}, so it was not compared with.`);
    }
    return { ok: true, previous: { index, source: { ...source, complete: head.data.complete } } };
}
/**
 * Pushes the file into `reader`, at most {@link MAX_PREVIOUS_BYTES} of it. Gives why it could not
 * be read (`unread`), or the reader's error when the text is not JSON (`notJson`, else undefined).
 */
async function feedFile(file, name, reader) {
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
        try {
            const stats = await handle.stat();
            const unusable = unusableFile(name, stats.isFile(), stats.size);
            if (unusable)
                return { unread: problem('warning', unusable) };
            return { notJson: await pushPieces(handle, reader) };
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            const message = `${name} does not exist yet, so there is nothing to compare with (the first run?): ` +
                'the inventory of this run is not compared.';
            return { unread: problem('notice', message) };
        }
        return { unread: problem('warning', `${name} could not be read: ${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}`) };
    }
}
/** Why a file is not read at all: not a file, or too large; '' when it is read. */
function unusableFile(name, isFile, size) {
    if (!isFile)
        return `${name} is not a file, so it was not compared with.`;
    if (size <= MAX_PREVIOUS_BYTES)
        return '';
    return (`${name} is ${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(size)}, more than the ${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(MAX_PREVIOUS_BYTES)} ` +
        'read at most, so it was not compared with.');
}
/** Reads the open file piece by piece into `reader`; gives the reader's error, if it threw one. */
async function pushPieces(handle, reader) {
    const piece = Buffer.allocUnsafe(READ_BYTES);
    for (let total = 0;;) {
        const { bytesRead } = await handle.read(piece, 0, piece.length, null);
        total += bytesRead;
        if (bytesRead === 0 || total > MAX_PREVIOUS_BYTES)
            return undefined;
        try {
            reader.push(piece.subarray(0, bytesRead));
        }
        catch (error) {
            return error;
        }
    }
}
/** The parsed head of the file, or the reader's error (the one met while reading, else at its end). */
function endOf(reader, notJson) {
    if (notJson !== undefined)
        return { notJson };
    try {
        return { notJson: undefined, parsed: reader.end() };
    }
    catch (error) {
        return { notJson: error };
    }
}
/** Finds, downloads and reads the previous run's artifact. */
async function loadFromArtifact(deploymentId, settings) {
    const request = artifactRequest(settings);
    if (typeof request === 'string')
        return problem('warning', request);
    const { findPreviousArtifact, downloadPreviousArtifact, PreviousArtifactError } = await __webpack_require__.e(/* import() */ 962).then(__webpack_require__.bind(__webpack_require__, 87962));
    let directory;
    try {
        const found = await _action_log_js__WEBPACK_IMPORTED_MODULE_4__.group(`Finding the previous inventory: artifact ${settings.artifactName} of an earlier run`, async () => {
            const artifact = await findPreviousArtifact(request);
            _action_log_js__WEBPACK_IMPORTED_MODULE_4__.info(`Found artifact ${artifact.name} (${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(artifact.size)}) of run ` +
                `${artifact.workflowRunId}, created ${artifact.workflowRunCreatedAt}.`);
            if (artifact.size > MAX_PREVIOUS_BYTES)
                return { artifact, file: undefined };
            const parent = settings.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir();
            directory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(parent, 'previous-inventory-'));
            return { artifact, file: await downloadPreviousArtifact(request, artifact, directory) };
        });
        const { artifact, file } = found;
        const name = `The previous inventory (artifact ${artifact.name} of run ${artifact.workflowRunId})`;
        if (file === undefined)
            return problem('warning', unreadArtifact(name, artifact.size));
        return await readPreviousFile(file, deploymentId, { artifact: sourceOf(artifact) }, name);
    }
    catch (error) {
        if (error instanceof PreviousArtifactError) {
            return problem(error.kind === 'not-found' ? 'notice' : 'warning', error.message);
        }
        const message = `The previous inventory's artifact could not be used: ${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}`;
        return problem('warning', message);
    }
    finally {
        if (directory !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(directory, { recursive: true, force: true });
    }
}
/**
 * The artifact look-up's request, from the run's settings; or why there is none: outside a
 * workflow run there is no run to start from.
 */
function artifactRequest(settings) {
    const { env } = settings;
    const runId = Number(env.GITHUB_RUN_ID);
    const repository = env.GITHUB_REPOSITORY ?? '';
    if (!Number.isSafeInteger(runId) || runId <= 0 || !/^[^/]+\/[^/]+$/.test(repository)) {
        return ('previous-inventory: artifact works in a GitHub Actions workflow run (GITHUB_RUN_ID and ' +
            'GITHUB_REPOSITORY are not set here); give the path of an earlier inventory file instead.');
    }
    return {
        token: settings.githubToken,
        apiUrl: settings.githubApiUrl,
        repository,
        runId,
        artifactName: settings.artifactName,
        serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
        log: { debug: _action_log_js__WEBPACK_IMPORTED_MODULE_4__.debug, warn: _action_log_js__WEBPACK_IMPORTED_MODULE_4__.debug },
        ...(settings.signal && { signal: settings.signal }),
        ...(settings.newClient && { newClient: settings.newClient })
    };
}
/** Why a found artifact was not read: too large to download, or no single .json file in it. */
function unreadArtifact(name, size) {
    return size > MAX_PREVIOUS_BYTES
        ? `${name} is ${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(size)}, more than the ` +
            `${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(MAX_PREVIOUS_BYTES)} read at most, so it was not compared with.`
        : `${name} holds no single .json file, so it was not compared with.`;
}
function sourceOf(artifact) {
    return {
        name: artifact.name,
        id: artifact.id,
        workflowRunId: artifact.workflowRunId,
        url: artifact.url
    };
}


/***/ }),

/***/ 92211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dependenciesPageSchema: () => (/* binding */ dependenciesPageSchema),
/* harmony export */   describeSchemaIssues: () => (/* binding */ describeSchemaIssues),
/* harmony export */   detectionPolicySchema: () => (/* binding */ detectionPolicySchema),
/* harmony export */   exactId: () => (/* binding */ exactId),
/* harmony export */   exactInteger: () => (/* binding */ exactInteger),
/* harmony export */   foundDependencySchema: () => (/* binding */ foundDependencySchema),
/* harmony export */   getProjectSchema: () => (/* binding */ getProjectSchema),
/* harmony export */   lockfileSummarySchema: () => (/* binding */ lockfileSummarySchema),
/* harmony export */   lockfilesPageSchema: () => (/* binding */ lockfilesPageSchema),
/* harmony export */   policiesSchema: () => (/* binding */ policiesSchema),
/* harmony export */   policySchema: () => (/* binding */ policySchema),
/* harmony export */   projectSchema: () => (/* binding */ projectSchema),
/* harmony export */   projectsPageSchema: () => (/* binding */ projectsPageSchema),
/* harmony export */   remediationPoliciesSchema: () => (/* binding */ remediationPoliciesSchema),
/* harmony export */   repositoriesPageSchema: () => (/* binding */ repositoriesPageSchema),
/* harmony export */   repositorySummarySchema: () => (/* binding */ repositorySummarySchema),
/* harmony export */   sbomExportStatusSchema: () => (/* binding */ sbomExportStatusSchema),
/* harmony export */   sbomExportTaskSchema: () => (/* binding */ sbomExportTaskSchema),
/* harmony export */   ticketLinkResultSchema: () => (/* binding */ ticketLinkResultSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69461);
/**
 * The shapes of the platform's 200 answers, as the spec describes them. Parsing is lenient where the
 * platform's gateway is known to vary (64-bit integers may arrive as digit strings, fields holding
 * their default value may be left out) and strict about everything else.
 */


/**
 * A 64-bit integer sent as a JSON number (possibly beyond 2^53) or as a string of digits. Values
 * outside int64 are refused: they are no ID the API can hold, and some go into request paths.
 */
const exactInteger = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .bigint */ .oad(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^-?\d{1,20}$/, 'expected an integer')])
    .transform(value => BigInt(value))
    .refine(value => value >= _ids_js__WEBPACK_IMPORTED_MODULE_1__/* .INT64_MIN */ .bO && value <= _ids_js__WEBPACK_IMPORTED_MODULE_1__/* .INT64_MAX */ .vh, 'expected a 64-bit integer');
/** An ID (repository, ticket): an int64 that is not negative. */
const exactId = exactInteger.refine(value => value >= 0n, 'expected an ID, not negative');
/** A count: a non-negative JSON integer. */
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__/* .bigint */ .oad(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d+$/)])
    .transform(value => Number(value))
    .pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative());
/** Finding IDs as the link operation carries them: strings of ASCII digits (int64). */
const findingIds = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9]{1,19}$/, 'expected finding IDs as digits'));
const ticketLinkResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    external_slug: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    linked_issue_ids: findingIds.default([]),
    replaced_issue_ids: findingIds.default([]),
    ticket_id: exactId,
    ticket_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('')
});
const repositorySummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: exactId,
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    numDependencies: count.default(0),
    hasDependencyPathScan: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false)
});
const repositoriesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cursor: exactInteger.optional(),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    repositorySummaries: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(repositorySummarySchema).default([])
});
const lockfileSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    lockfilePath: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    numDependencies: count.default(0)
});
const lockfilesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cursor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    lockfileSummaries: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(lockfileSummarySchema).default([])
});
/** Where a dependency is defined: the lockfile, its line (int64 digits, as a string) and a URL. */
const codeLocationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    startLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d{1,19}$/), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative()])
        .transform(value => Number(value))
        .optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional()
});
/**
 * One dependency as ListDependencies returns it. Only what the search reads is checked; a field
 * left out holds its default (protobuf JSON leaves defaults out).
 */
const foundDependencySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repositoryId: exactId,
    ecosystem: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('no_package_manager'),
    package: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''), versionSpecifier: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('') })
        .default({ name: '', versionSpecifier: '' }),
    transitivity: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('UNKNOWN_TRANSITIVITY'),
    definedAt: codeLocationSchema.optional()
});
/** A page of ListDependencies: the cursor is an int64 the file types as a string. */
const dependenciesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cursor: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__/* .bigint */ .oad()])
        .transform(value => String(value))
        .optional(),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    dependencies: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(foundDependencySchema).default([])
});
/** Goes into the status request's path: never `.` or `..`, bounded, no control characters. */
const sbomExportTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskToken: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .min(1, 'taskToken is empty')
        .max(1024, 'taskToken is longer than 1024 characters')
        .refine(token => token !== '.' && token !== '..', 'taskToken is "." or ".."')
        // eslint-disable-next-line no-control-regex
        .refine(token => !/[\u0000-\u001f\u007f]/.test(token), 'taskToken holds control characters')
});
const sbomExportStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    downloadUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    errorMessage: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional()
});
const policySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    isDefault: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    productType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('PRODUCT_TYPE_UNSPECIFIED'),
    slug: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default('')
});
const policiesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ policies: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(policySchema).default([]) });
/*
 * Unified Policies (v2, Beta). The answers are kept as returned (they become outputs), so unknown
 * fields are kept and nothing is defaulted; only the fields the summary reads are checked. No
 * field of more than one word is read: the published file names them in snake_case, a protobuf-JSON
 * gateway may send camelCase.
 */
const unifiedDetectionBundleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    product: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    rulesets: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    rules: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    disabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    exceptions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })).optional()
});
const unifiedDetectionStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    bundle: unifiedDetectionBundleSchema.optional()
});
/** `GET /api/policies/v2/deployments/{deploymentId}/detection-policy`: one state per product. */
const detectionPolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    code: unifiedDetectionStateSchema.optional(),
    secrets: unifiedDetectionStateSchema.optional()
});
const remediationPolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    slug: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    active: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })).optional()
});
/** `GET /api/policies/v2/deployments/{deploymentId}/remediation-policies`. */
const remediationPoliciesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    bundle: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ policies: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(remediationPolicySchema).optional() }).optional()
});
/** A project: a repository the platform knows, named `owner/name`; its `id` is the repository ID. */
const projectSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: exactInteger.pipe(zod__WEBPACK_IMPORTED_MODULE_0__/* .bigint */ .oad().nonnegative('expected a project ID of 0 or more')),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
});
const getProjectSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ project: projectSchema });
const projectsPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ projects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(projectSchema).default([]) });
/**
 * One line naming the first problems zod found: `policies[0].isDefault: expected boolean`. `at`:
 * where the value checked stands in the answer, when it is a part of it (`['dependencies', 3]`).
 */
function describeSchemaIssues(error, at = []) {
    return error.issues
        .slice(0, 3)
        .map(issue => {
        const path = [...at, ...issue.path]
            .map((part, i) => typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)
            .join('');
        return `${path || '(body)'}: ${issue.message}`;
    })
        .join('; ');
}


/***/ })

};

