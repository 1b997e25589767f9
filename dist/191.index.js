export const id = 191;
export const ids = [191];
export const modules = {

/***/ 50191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POLL_SCHEDULE: () => (/* binding */ POLL_SCHEDULE),
  "default": () => (/* binding */ sbom_export),
  runSbomExport: () => (/* binding */ runSbomExport)
});

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
    const wait = (0,inputs/* parseBoolean */.yG)('wait', read('wait'), false);
    const releaseAsset = parseReleaseAssetMode(read('release-asset'));
    const artifactName = (0,inputs/* parseArtifactName */.TZ)(read('artifact-name'));
    // Both act on the downloaded SBOM: asked for explicitly without one, they could only do nothing.
    const needsDownload = releaseAsset === 'true' ? 'release-asset' : artifactName && 'artifact-name';
    if (needsDownload && !wait) {
        throw new inputs/* InputError */.dz(`Set \`wait: true\` so that there is an SBOM to ${needsDownload === 'release-asset' ? 'attach' : 'upload'}: ` +
            `input '${needsDownload}' acts on the downloaded SBOM, and 'wait' is false.`);
    }
    const supplier = compact({ name: read('supplier-name').trim(), url: supplierUrl });
    const metadataSupplier = supplier || contact ? { ...(supplier ?? {}), ...(contact && { contact }) } : undefined;
    return {
        ...repository,
        ref,
        sbomOutputFormat: (0,inputs/* parseEnum */.nL)('sbom-output-format', read('sbom-output-format'), OUTPUT_FORMATS, 'cyclonedx'),
        cyclonedxVersion: (0,inputs/* parseEnum */.nL)('cyclonedx-version', read('cyclonedx-version'), CYCLONEDX_VERSIONS, '1.7'),
        metadataComponentType: (0,inputs/* parseEnum */.nL)('component-type', read('component-type'), COMPONENT_TYPE_ENUM, 'application'),
        ...(metadataSupplier && { metadataSupplier }),
        wait,
        waitTimeoutSeconds: (0,inputs/* parseInteger */.cG)('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
        ...(sbomFile && { sbomFile: (0,inputs/* parseFilePath */.zJ)(sbomFile, env, '') }),
        sbomFolder: env.RUNNER_TEMP || external_node_os_.tmpdir(),
        releaseAsset,
        ...optional('releaseAssetName', parseReleaseAssetName(read('release-asset-name'))),
        ...optional('artifactName', artifactName),
        githubToken: read('github-token').trim(),
        githubApiUrl: (0,inputs/* githubApiUrl */.BN)(env),
        ...optional('githubRepository', env.GITHUB_REPOSITORY?.trim() || undefined)
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
    // eslint-disable-next-line no-control-regex
    if (/[/\\\u0000-\u001f\u007f]/.test(name)) {
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

// EXTERNAL MODULE: ./src/platform/platform-client.ts
var platform_client = __webpack_require__(84338);
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/modes/sbom-export/sbom-file.ts
/**
 * Reads the downloaded SBOM back: is it CycloneDX JSON, which spec version, how many components
 * (nested ones included). What it finds is shown in the summary and the `component-count` output; a
 * problem is a warning, never a failure, as the export itself succeeded.
 */

/** Reads `file` and compares its spec version with `expectedVersion` (e.g. `1.7`). */
async function readSbomFile(file, expectedVersion) {
    let document;
    try {
        document = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch (error) {
        return {
            problem: `Check the SBOM file before relying on it: it is not JSON (${error instanceof Error ? error.message : String(error)}).`
        };
    }
    const bom = document;
    if (!bom || typeof bom !== 'object' || bom.bomFormat !== 'CycloneDX') {
        return {
            problem: 'Check the SBOM file before relying on it: it is JSON but not a CycloneDX document (no "bomFormat": "CycloneDX").'
        };
    }
    const specVersion = typeof bom.specVersion === 'string' ? bom.specVersion : undefined;
    const result = {
        componentCount: countComponents(bom.components),
        ...(specVersion !== undefined && { specVersion })
    };
    if (specVersion !== expectedVersion) {
        result.problem =
            `Check that the platform supports CycloneDX ${expectedVersion}: the SBOM it produced is ` +
                `CycloneDX ${specVersion ?? '(no specVersion)'}, not the ${expectedVersion} asked for.`;
    }
    return result;
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

// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/sbom-export/summary.ts
/** The job summary of `mode: sbom-export`, rendered from what the run did: verdict first, then details. */




const MODE_NAME = 'sbom-export';
/** The job summary: the verdict, then the request, the job, the SBOM and where it is kept. */
function renderSbomExportSummary(model, failure) {
    // What went wrong and what to do come right under the verdict; the details follow.
    const sections = [failure ? (0,summary/* failureBlock */.Qu)(failure) : '', (0,summary/* warningsBlock */.LZ)(model.warnings)];
    if (!failure && model.taskToken && !model.status) {
        sections.push('The job runs on the platform; set `wait: true` to download the SBOM in this step and ' +
            'attach it to the release.');
    }
    sections.push((0,markdown/* table */.tp)(['Item', 'Value'], detailRows(model)));
    return (0,summary/* renderSummary */.Br)(MODE_NAME, verdict(model, failure), sections);
}
function verdict(model, failure) {
    const r = model.request;
    const repositoryId = r.repositoryId ?? model.repositoryId;
    const repository = repositoryId !== undefined ? (0,markdown/* code */.aY)(repositoryId) : (0,markdown/* code */.aY)(r.repository ?? '');
    const subject = `repository ${repository} at ${(0,markdown/* code */.aY)(r.ref)}`;
    if (failure) {
        const what = model.release?.state === 'failed'
            ? 'The SBOM was exported, but attaching it to the release failed.'
            : model.taskToken === undefined
                ? 'No SBOM export job was created.'
                : model.sbomFile === undefined && model.status !== undefined
                    ? 'The SBOM export did not deliver an SBOM.'
                    : 'The SBOM export failed.';
        return (0,summary/* failedVerdict */.b9)(what, failure);
    }
    if (model.sbomFile === undefined) {
        return {
            outcome: 'done',
            sentence: `Created the SBOM export job for ${subject}; it runs on the platform.`
        };
    }
    const facts = [sbomFacts(model)];
    if (model.release?.state === 'attached')
        facts.push(`attached to release ${(0,markdown/* code */.aY)(model.release.tag)}`);
    if (model.artifact)
        facts.push(`uploaded as artifact ${(0,markdown/* code */.aY)(model.artifact.name)}`);
    const release = model.release;
    if (release?.state === 'not-attached' && !model.warnings.includes(release.message)) {
        facts.push(`not attached: ${(0,markdown/* code */.aY)(release.tag)} has no release`);
    }
    const sentence = `Exported the SBOM of ${subject}: ${facts.join(', ')}`;
    if (model.warnings.length === 0)
        return { outcome: 'done', sentence: `${sentence}.` };
    // Name what the warnings are about, so that the verdict alone says what is missing.
    const problems = [];
    if (model.release?.state === 'not-attached' && model.warnings.includes(model.release.message)) {
        problems.push(`it is not attached to release ${(0,markdown/* code */.aY)(model.release.tag)}`);
    }
    if (model.readBack?.problem !== undefined) {
        problems.push(model.readBack.specVersion !== undefined
            ? `it is CycloneDX ${(0,markdown/* text */.Qq)(model.readBack.specVersion)}, not the ${(0,markdown/* text */.Qq)(describeRequest(model.request).cyclonedxVersion)} asked for`
            : 'it is not CycloneDX JSON');
    }
    const but = problems.length > 0 ? problems.join(' and ') : (0,action_text/* plural */.LS)(model.warnings, 'warning');
    return { outcome: 'warning', sentence: `${sentence}, but ${but} (see below).` };
}
/** `1,234 components, CycloneDX 1.7, 11.2 KB` (what is known of it). */
function sbomFacts(model) {
    const facts = [];
    const read = model.readBack;
    if (read?.componentCount !== undefined)
        facts.push((0,action_text/* plural */.LS)(read.componentCount, 'component'));
    if (read?.specVersion !== undefined)
        facts.push(`CycloneDX ${(0,markdown/* text */.Qq)(read.specVersion)}`);
    if (model.bytes !== undefined)
        facts.push((0,action_text/* formatBytes */.z3)(model.bytes));
    return facts.join(', ');
}
/** What the run produced first (where the SBOM is), then the job, then what was asked for. */
function detailRows(model) {
    const r = model.request;
    const shown = describeRequest(r);
    const rows = [];
    const release = releaseCell(model);
    if (release)
        rows.push(['Release asset', release]);
    if (model.artifact) {
        const a = model.artifact;
        rows.push(['Artifact', `${(0,markdown/* link */.nf)(a.name, a.url)} (${(0,action_text/* formatBytes */.z3)(a.size)} zip)`]);
    }
    if (model.sbomFile !== undefined) {
        rows.push(['SBOM', sbomFacts(model) || '—']);
        const kept = model.artifact
            ? 'kept as the artifact above'
            : model.release?.state === 'attached'
                ? 'kept on the release above'
                : 'set <code>artifact-name</code> to keep it';
        rows.push([
            'File on the runner',
            `${(0,markdown/* code */.aY)(model.sbomFile)} (deleted when the job ends; ${kept})`
        ]);
    }
    const job = model.taskToken ? (0,markdown/* code */.aY)(model.taskToken) : '— (not created)';
    const status = model.status
        ? ` · ${(0,markdown/* text */.Qq)(statusWord(model.status))} after ${(0,action_text/* plural */.LS)(model.polls, 'poll')}`
        : '';
    rows.push(['Export job', `${job}${status}`]);
    if (model.errorMessage)
        rows.push(['Platform error', (0,markdown/* text */.Qq)(model.errorMessage)]);
    if (r.repository !== undefined)
        rows.push(['Repository', (0,markdown/* code */.aY)(r.repository)]);
    const repositoryId = r.repositoryId ?? model.repositoryId;
    rows.push(['Repository ID', repositoryId === undefined ? '— (not found)' : (0,markdown/* code */.aY)(repositoryId)], ['Ref', (0,markdown/* code */.aY)(r.ref)], ['Format', `${(0,markdown/* text */.Qq)(shown.format)} ${(0,markdown/* text */.Qq)(shown.cyclonedxVersion)}`], ['Component type', (0,markdown/* text */.Qq)(shown.componentType)]);
    if (r.metadataSupplier?.name || r.metadataSupplier?.url) {
        const name = r.metadataSupplier.name ?? r.metadataSupplier.url ?? '';
        rows.push([
            'Supplier',
            r.metadataSupplier.url ? (0,markdown/* link */.nf)(name, r.metadataSupplier.url) : (0,markdown/* text */.Qq)(name)
        ]);
    }
    return rows;
}
function releaseCell(model) {
    const release = model.release;
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
        case 'not-attached':
        case 'failed':
            // A warning or the failure says why, below; a notice (no release) is said here.
            return model.warnings.includes(release.message) || release.state === 'failed'
                ? `not attached to ${(0,markdown/* code */.aY)(release.tag)} (see below)`
                : `not attached to ${(0,markdown/* code */.aY)(release.tag)}: ${(0,markdown/* prose */.CS)(release.message)}`;
    }
}
/** `SBOM_EXPORT_STATUS_COMPLETED` → `completed`. */
function statusWord(status) {
    return status
        .replace(/^SBOM_EXPORT_STATUS_/, '')
        .replace(/_/g, ' ')
        .toLowerCase();
}

;// CONCATENATED MODULE: ./src/modes/sbom-export/index.ts
/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`). The
 * downloaded SBOM is read back (components counted), uploaded as a workflow artifact when
 * `artifact-name` is set, and attached to the GitHub release of the tag the run is for.
 *
 * Outputs: `task-token` and `repository-id`; with `wait: true` also `sbom-status`, `sbom-file` and
 * `component-count`; `release-asset-url`, `artifact-id` and `artifact-url` when attached or uploaded.
 */










const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED';
const FAILED = 'SBOM_EXPORT_STATUS_FAILED';
async function runSbomExport(inputs, context) {
    const { client } = context;
    const model = { request: inputs, polls: 0, warnings: [] };
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
        throw new Error(`Check the repository and ref on the platform, then run the step again: the SBOM export ` +
            `job ${(0,action_text/* truncate */.xv)(model.taskToken, 100)} failed there: ` +
            `${final.errorMessage ? (0,action_text/* truncate */.xv)(final.errorMessage) : 'no reason given'}.`);
    }
    if (final.status !== COMPLETED) {
        throw new Error(`Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ` +
            `${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
            `last status ${final.status}.`);
    }
    if (!final.downloadUrl) {
        throw new Error(`Run the step again: the SBOM export job ${model.taskToken} completed but gave no downloadUrl.`);
    }
    const downloadUrl = final.downloadUrl;
    const sbomFile = sbomFilePath(inputs, repositoryId);
    const left = deadline - context.clock.now();
    if (left <= 0) {
        throw new Error(`Raise wait-timeout: the SBOM export job ${model.taskToken} completed, but wait-timeout ` +
            `(${inputs.waitTimeoutSeconds} s) ran out before the download.`);
    }
    // No log group: the download logs nothing of its own, and an empty group only adds noise.
    model.bytes = await client.downloadSbom(downloadUrl, body => (0,files/* writeFileSafely */.kv)(sbomFile, body), left);
    model.sbomFile = sbomFile;
    await (0,outputs/* setOutput */.uH)('sbom-file', sbomFile, 'txt');
    log.info(`Wrote the SBOM (${(0,action_text/* formatBytes */.z3)(model.bytes)}) to ${sbomFile}`);
    await readBack(inputs, sbomFile, model);
    if (inputs.artifactName !== undefined)
        await uploadAsArtifact(inputs.artifactName, model);
    await attachToRelease(inputs, sbomFile, context.event, context.clock, model);
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
/** Counts the SBOM's components; a file that is not what was asked for is a warning. */
async function readBack(inputs, sbomFile, model) {
    const expected = describeRequest(inputs).cyclonedxVersion;
    model.readBack = await readSbomFile(sbomFile, expected);
    const { componentCount, specVersion, problem } = model.readBack;
    if (componentCount !== undefined) {
        await (0,outputs/* setOutput */.uH)('component-count', String(componentCount), 'txt');
        log.info(`The SBOM is CycloneDX ${specVersion ?? '(no specVersion)'} with ${componentCount} components.`);
    }
    if (problem !== undefined) {
        model.warnings.push(problem);
        (0,annotations/* warn */.R8)('SBOM is not as requested', problem);
    }
}
async function uploadAsArtifact(name, model) {
    // Loaded here so that runs without artifact-name never load @actions/artifact.
    const { uploadArtifact } = await __webpack_require__.e(/* import() */ 616).then(__webpack_require__.bind(__webpack_require__, 4616));
    model.artifact = await log.group(`Uploading the SBOM as artifact ${name}`, () => uploadArtifact(name, model.sbomFile));
    await (0,outputs/* setOutput */.uH)('artifact-id', String(model.artifact.id), 'txt');
    await (0,outputs/* setOutput */.uH)('artifact-url', model.artifact.url, 'txt');
    log.info(`Uploaded artifact ${name}: ${model.artifact.url}`);
}
/**
 * Attaches the SBOM to the release of the run's tag. `auto`: no release is a notice and any other
 * failure a warning (the export itself succeeded); `true`: both fail the step.
 */
async function attachToRelease(inputs, sbomFile, event, clock, model) {
    if (inputs.releaseAsset === 'false') {
        model.release = { state: 'skipped', reason: 'release-asset is false' };
        return;
    }
    const target = (0,action_event/* releaseTargetOf */.mh)(event);
    const [owner, repo] = (inputs.githubRepository ?? '').split('/');
    const skipped = !target
        ? `this run (${event.name || 'unknown event'}${event.ref ? ` on ${event.ref}` : ''}) is not for a release or a tag push`
        : !inputs.githubToken
            ? 'github-token is empty'
            : !owner || !repo
                ? 'GITHUB_REPOSITORY does not name the repository'
                : undefined;
    if (skipped !== undefined || !target || !owner || !repo) {
        const reason = skipped ?? 'no release target';
        model.release = { state: 'skipped', reason };
        if (inputs.releaseAsset === 'true') {
            throw new Error(`Run this step on a tag push or a release event (or set release-asset: auto): ` +
                `release-asset is true, but nothing can be attached because ${reason}.`);
        }
        log.info(`The SBOM is not attached to a release: ${reason}.`);
        return;
    }
    const assetName = inputs.releaseAssetName ?? `${repo}-${target.tag.replace(/\//g, '-')}.cdx.json`;
    const { attachReleaseAsset, ReleaseAssetError } = await __webpack_require__.e(/* import() */ 425).then(__webpack_require__.bind(__webpack_require__, 23425));
    try {
        const asset = await attachReleaseAsset({
            token: inputs.githubToken,
            apiUrl: inputs.githubApiUrl,
            owner,
            repo,
            tag: target.tag,
            ...(target.releaseId !== undefined && { releaseId: target.releaseId }),
            assetName,
            file: sbomFile,
            sleep: ms => clock.sleep(ms),
            log: { debug: message => log.debug(message), warn: message => log.debug(message) }
        });
        model.release = { state: 'attached', tag: target.tag, asset };
        await (0,outputs/* setOutput */.uH)('release-asset-url', asset.downloadUrl, 'txt');
        log.info(`${asset.replaced ? 'Replaced' : 'Attached'} release asset ${asset.name} on ${target.tag}: ${asset.downloadUrl}`);
    }
    catch (error) {
        if (!(error instanceof ReleaseAssetError))
            throw error;
        if (inputs.releaseAsset === 'true') {
            model.release = { state: 'failed', tag: target.tag, message: error.message };
            throw error;
        }
        model.release = { state: 'not-attached', tag: target.tag, message: error.message };
        if (error.kind === 'no-release') {
            (0,annotations/* notice */.lm)('no release for the tag', error.message);
        }
        else {
            model.warnings.push(error.message);
            (0,annotations/* warn */.R8)('SBOM not attached to the release', error.message);
        }
    }
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

//# sourceMappingURL=191.index.js.map