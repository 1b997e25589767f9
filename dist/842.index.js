export const id = 842;
export const ids = [842];
export const modules = {

/***/ 3842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POLL_SCHEDULE: () => (/* binding */ POLL_SCHEDULE),
  "default": () => (/* binding */ sbom_export),
  runSbomExport: () => (/* binding */ runSbomExport)
});

// EXTERNAL MODULE: ./src/action/files.ts
var files = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(8948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(1599);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/platform/ids.ts
var ids = __webpack_require__(9461);
;// CONCATENATED MODULE: ./src/modes/sbom-export/inputs.ts
/** The inputs of `mode: sbom-export`, checked and turned into the export request. */




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
function parseSbomExportInputs(read, env) {
    const repository = parseRepository(read, env);
    const sbomFile = read('sbom-file').trim();
    const ref = read('ref').trim();
    if (!ref) {
        throw new inputs/* InputError */.dz(`Input 'ref' is empty. Set it to the branch or tag to export, e.g. \`ref: refs/tags/v1.2.0\` ` +
            `(the default, \${{ github.ref }}, is empty for this event).`);
    }
    const supplierUrl = read('supplier-url').trim();
    if (supplierUrl && !/^https?:\/\/[^\s]+$/i.test(supplierUrl)) {
        throw new inputs/* InputError */.dz(`Input 'supplier-url' is '${supplierUrl}', which is not an http(s) URL (e.g. https://example.com).`);
    }
    const contact = compact({
        name: read('supplier-contact-name').trim(),
        email: read('supplier-contact-email').trim(),
        phone: read('supplier-contact-phone').trim()
    });
    const supplier = compact({ name: read('supplier-name').trim(), url: supplierUrl });
    const metadataSupplier = supplier || contact ? { ...(supplier ?? {}), ...(contact && { contact }) } : undefined;
    return {
        ...repository,
        ref,
        sbomOutputFormat: (0,inputs/* parseEnum */.nL)('sbom-output-format', read('sbom-output-format'), OUTPUT_FORMATS, 'cyclonedx'),
        cyclonedxVersion: (0,inputs/* parseEnum */.nL)('cyclonedx-version', read('cyclonedx-version'), CYCLONEDX_VERSIONS, '1.7'),
        metadataComponentType: (0,inputs/* parseEnum */.nL)('component-type', read('component-type'), COMPONENT_TYPE_ENUM, 'application'),
        ...(metadataSupplier && { metadataSupplier }),
        wait: (0,inputs/* parseBoolean */.yG)('wait', read('wait'), false),
        waitTimeoutSeconds: (0,inputs/* parseInteger */.cG)('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
        ...(sbomFile && { sbomFile: (0,inputs/* parseFilePath */.zJ)(sbomFile, env, '') }),
        sbomFolder: env.RUNNER_TEMP || external_node_os_.tmpdir()
    };
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
        // eslint-disable-next-line no-control-regex
        /[\s\u0000-\u001f\u007f]/.test(name)) {
        throw new inputs/* InputError */.dz(`Input 'repository' is '${name}', which is not a repository name. Use owner/name, e.g. ` +
            `\`repository: acme/web-app\`, or set \`repository-id\` to the repository's numeric ID.`);
    }
    return { repository: name };
}
/** Drops empty fields; undefined when none is left. */
function compact(fields) {
    const kept = Object.entries(fields).filter(([, v]) => v !== '');
    return kept.length ? Object.fromEntries(kept) : undefined;
}

// EXTERNAL MODULE: ./src/platform/platform-client.ts
var platform_client = __webpack_require__(4338);
;// CONCATENATED MODULE: ./src/modes/sbom-export/project.ts
/**
 * The repository ID of an `owner/name`: the platform knows a repository as a project of that name,
 * and the project's ID is the repository ID that SBOM export takes. First the single-project look-up;
 * on 404 the project list, page by page, matching the name without regard to case (as GitHub does,
 * so `Acme/Web-App` finds `acme/web-app`).
 */



/** 1,000 pages of 100: far beyond any organization, and a bound on a server that never ends. */
const MAX_PROJECT_PAGES = 1_000;
/** No project of that name; the message says what to set. */
class ProjectNotFoundError extends Error {
    name = 'ProjectNotFoundError';
}
async function findProject(client, deploymentSlug, repository) {
    const direct = await client.getProject(deploymentSlug, repository);
    if (direct)
        return direct;
    log.info(`No project is named exactly ${repository}; searching the project list.`);
    const wanted = repository.toLowerCase();
    const seen = new Set();
    let count = 0;
    for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
        const projects = await client.listProjects(deploymentSlug, page, platform_client/* PROJECTS_PAGE_SIZE */.f);
        const match = projects.find(project => project.name.toLowerCase() === wanted);
        if (match)
            return match;
        // A server that ignores `page` would send the first page for ever.
        if (projects.length > 0 && projects.every(project => seen.has(project.id))) {
            throw new Error(`The project list of deployment ${(0,action_text/* oneLine */.TN)(deploymentSlug)} repeated its projects on page ${page}; ` +
                `stopped searching for ${repository}. Set \`repository-id\` to the repository's numeric ID.`);
        }
        for (const project of projects)
            seen.add(project.id);
        count += projects.length;
        if (projects.length < platform_client/* PROJECTS_PAGE_SIZE */.f)
            break;
    }
    throw new ProjectNotFoundError(`No project of deployment ${(0,action_text/* oneLine */.TN)(deploymentSlug)} is named ${repository} ` +
        `(searched ${(0,action_text/* plural */.LS)(count, 'project')}), so no SBOM export job was created. The platform ` +
        `knows a repository once it has been scanned, by the name it was scanned under: set ` +
        `\`repository\` to that name, or \`repository-id\` to the repository's numeric ID.`);
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(8037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(8770);
;// CONCATENATED MODULE: ./src/modes/sbom-export/summary.ts
/** The job summary of `mode: sbom-export`, rendered from what the run did. */


/** The job summary: the request, the job, and the downloaded file or what went wrong. */
function renderSbomExportSummary(model, failure) {
    const r = model.request;
    const lines = [`## ${summary/* SUMMARY_TITLE */.qb}: SBOM export${failure ? ' failed' : ''}`, ''];
    const repositoryId = r.repositoryId ?? model.repositoryId;
    const rows = [];
    if (r.repository !== undefined)
        rows.push(['Repository', (0,markdown/* code */.aY)(r.repository)]);
    rows.push(['Repository ID', repositoryId === undefined ? '— (not found)' : (0,markdown/* code */.aY)(repositoryId)], ['Ref', (0,markdown/* code */.aY)(r.ref)], ['Format', `${(0,markdown/* code */.aY)(r.sbomOutputFormat)}, ${(0,markdown/* code */.aY)(r.cyclonedxVersion)}`], ['Component type', (0,markdown/* code */.aY)(r.metadataComponentType)]);
    if (r.metadataSupplier?.name || r.metadataSupplier?.url) {
        const name = r.metadataSupplier.name ?? r.metadataSupplier.url ?? '';
        rows.push([
            'Supplier',
            r.metadataSupplier.url ? (0,markdown/* link */.nf)(name, r.metadataSupplier.url) : (0,markdown/* text */.Qq)(name)
        ]);
    }
    rows.push(['Task token', model.taskToken ? (0,markdown/* code */.aY)(model.taskToken) : '— (not created)']);
    if (model.status)
        rows.push(['Status', `${(0,markdown/* code */.aY)(model.status)} after ${model.polls} poll(s)`]);
    if (model.errorMessage)
        rows.push(['Platform error', (0,markdown/* text */.Qq)(model.errorMessage)]);
    if (model.sbomFile) {
        rows.push(['SBOM file', `${(0,markdown/* code */.aY)(model.sbomFile)} (${model.bytes ?? 0} bytes)`]);
    }
    lines.push((0,markdown/* table */.tp)(['Item', 'Value'], rows), '');
    if (!failure && model.taskToken && !model.status) {
        lines.push('The job was created and runs on the platform; set `wait: true` to download the SBOM in this step.', '');
    }
    if (failure)
        lines.push((0,summary/* failureBlock */.Qu)(failure), '');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/index.ts
/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`).
 *
 * Outputs: `task-token` and `repository-id`; with `wait: true` also `sbom-status` and `sbom-file`.
 */







const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED';
const FAILED = 'SBOM_EXPORT_STATUS_FAILED';
async function runSbomExport(inputs, context) {
    const { client } = context;
    const model = { request: inputs, polls: 0 };
    context.summary.show(failure => renderSbomExportSummary(model, failure));
    // Checked before any request; the default name holds the repository ID, so its folder stands in.
    if (inputs.wait)
        (0,files/* checkOutputPath */.$b)('sbom-file', inputs.sbomFile ?? sbomFilePath(inputs, 0n));
    const repositoryId = await repositoryIdOf(inputs, context);
    model.repositoryId = repositoryId;
    await (0,outputs/* setOutput */.uH)('repository-id', repositoryId.toString(), 'txt');
    model.taskToken = await client.createSbomExport({ ...inputs, repositoryId });
    await (0,outputs/* setOutput */.uH)('task-token', model.taskToken, 'txt');
    log.info(`Created the SBOM export job for repository ${repositoryId} at ${inputs.ref}: task token ${model.taskToken}`);
    if (!inputs.wait)
        return;
    // wait-timeout bounds the polling and the download together.
    const deadline = context.clock.now() + inputs.waitTimeoutSeconds * 1000;
    const final = await log.group(`Waiting for SBOM export job ${model.taskToken}`, () => waitForExport(client, context, model, deadline));
    await (0,outputs/* setOutput */.uH)('sbom-status', final.status, 'txt');
    if (final.status === FAILED) {
        model.errorMessage = final.errorMessage && (0,action_text/* truncate */.xv)(final.errorMessage, 2_000);
        throw new Error(`The SBOM export job ${(0,action_text/* truncate */.xv)(model.taskToken, 100)} failed on the platform: ` +
            `${final.errorMessage ? (0,action_text/* truncate */.xv)(final.errorMessage) : 'no reason given'}.`);
    }
    if (final.status !== COMPLETED) {
        throw new Error(`The SBOM export job ${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
            `last status ${final.status}. Raise wait-timeout, or run with wait: false and fetch it later.`);
    }
    if (!final.downloadUrl) {
        throw new Error(`The SBOM export job ${model.taskToken} completed but gave no downloadUrl.`);
    }
    const downloadUrl = final.downloadUrl;
    const sbomFile = sbomFilePath(inputs, repositoryId);
    const left = deadline - context.clock.now();
    if (left <= 0) {
        throw new Error(`The SBOM export job ${model.taskToken} completed, but wait-timeout (${inputs.waitTimeoutSeconds} s) ` +
            'ran out before the download. Raise wait-timeout.');
    }
    model.bytes = await log.group('Downloading the SBOM', () => client.downloadSbom(downloadUrl, body => (0,files/* writeFileSafely */.kv)(sbomFile, body), left));
    model.sbomFile = sbomFile;
    await (0,outputs/* setOutput */.uH)('sbom-file', sbomFile, 'txt');
    log.info(`Wrote the SBOM (${model.bytes} bytes) to ${sbomFile}`);
}
/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs, context) {
    if (inputs.repositoryId !== undefined)
        return inputs.repositoryId;
    const name = inputs.repository;
    const project = await findProject(context.client, await context.deploymentSlug(), name);
    log.info(`Repository ${name} is project ${(0,action_text/* oneLine */.TN)(project.name)} with ID ${project.id}.`);
    return project.id;
}
/** First wait between status polls, growth factor, longest wait, least time for one poll request. */
const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000, minRequestMs: 10_000 };
/**
 * Polls until the job completes or fails, or the deadline passes (then the last status is returned).
 * Waits grow by POLL_SCHEDULE and the last one is shortened to end at the deadline.
 */
async function waitForExport(client, context, model, deadline) {
    const { clock } = context;
    let delay = POLL_SCHEDULE.firstMs;
    for (;;) {
        const wait = Math.min(delay, deadline - clock.now());
        if (wait > 0)
            await clock.sleep(wait);
        if (context.signal?.aborted)
            throw new Error('Cancelled while waiting for the SBOM export job.');
        // The last poll, at the deadline, still gets a little time to be answered.
        const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now());
        const status = await client.getSbomExportStatus(model.taskToken, left);
        model.polls++;
        model.status = status.status;
        log.info(`Poll ${model.polls}: ${status.status}`);
        if (status.status === COMPLETED || status.status === FAILED)
            return status;
        if (clock.now() >= deadline)
            return status;
        delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor);
    }
}
const sbomExport = {
    parseInputs: parseSbomExportInputs,
    run: runSbomExport
};
/* harmony default export */ const sbom_export = (sbomExport);


/***/ })

};

//# sourceMappingURL=842.index.js.map