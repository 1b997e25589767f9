export const id = 450;
export const ids = [450];
export const modules = {

/***/ 6450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runSbomExport: () => (/* binding */ runSbomExport)
/* harmony export */ });
/* unused harmony exports POLL_SCHEDULE, renderSbomExportSummary */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3340);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3758);
/* harmony import */ var _step_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7272);
/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Outputs: `task-token`; with `wait: true` also `sbom-status` and `sbom-file`.
 */





const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED';
const FAILED = 'SBOM_EXPORT_STATUS_FAILED';
async function runSbomExport(inputs, context) {
    const { client } = context;
    const model = { request: inputs, polls: 0 };
    context.summary.show(failure => renderSbomExportSummary(model, failure));
    model.taskToken = await client.createSbomExport(inputs);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('task-token', model.taskToken);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`Created the SBOM export job for repository ${inputs.repositoryId} at ${inputs.ref}: task token ${model.taskToken}`);
    if (!inputs.wait)
        return;
    const final = await _actions_core__WEBPACK_IMPORTED_MODULE_2__.group(`Waiting for SBOM export job ${model.taskToken}`, () => waitForExport(client, model, inputs.waitTimeoutSeconds * 1000));
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('sbom-status', final.status);
    if (final.status === FAILED) {
        model.errorMessage = final.errorMessage;
        throw new Error(`The SBOM export job ${model.taskToken} failed on the platform: ${final.errorMessage || 'no reason given'}.`);
    }
    if (final.status !== COMPLETED) {
        throw new Error(`The SBOM export job ${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
            `last status ${final.status}. Raise wait-timeout, or run with wait: false and fetch it later.`);
    }
    if (!final.downloadUrl) {
        throw new Error(`The SBOM export job ${model.taskToken} completed but gave no downloadUrl.`);
    }
    const downloadUrl = final.downloadUrl;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(inputs.sbomFile), { recursive: true });
    model.bytes = await _actions_core__WEBPACK_IMPORTED_MODULE_2__.group('Downloading the SBOM', () => client.downloadSbom(downloadUrl, inputs.sbomFile));
    model.sbomFile = inputs.sbomFile;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.setOutput('sbom-file', inputs.sbomFile);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`Wrote the SBOM (${model.bytes} bytes) to ${inputs.sbomFile}`);
}
/** First wait between status polls, growth factor and longest wait. */
const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000 };
/**
 * Polls until the job completes or fails, or the time is up (then the last status is returned).
 * Waits grow by POLL_SCHEDULE and the last one is shortened to end at the deadline.
 */
async function waitForExport(client, model, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    let delay = POLL_SCHEDULE.firstMs;
    for (;;) {
        const wait = Math.min(delay, deadline - Date.now());
        if (wait > 0)
            await new Promise(resolve => setTimeout(resolve, wait));
        const status = await client.getSbomExportStatus(model.taskToken);
        model.polls++;
        model.status = status.status;
        _actions_core__WEBPACK_IMPORTED_MODULE_2__.info(`Poll ${model.polls}: ${status.status}`);
        if (status.status === COMPLETED || status.status === FAILED)
            return status;
        if (Date.now() >= deadline)
            return status;
        delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor);
    }
}
/** The job summary: the request, the job, and the downloaded file or what went wrong. */
function renderSbomExportSummary(model, failure) {
    const r = model.request;
    const lines = [`## ${_step_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .SUMMARY_TITLE */ .qb}: SBOM export${failure ? ' failed' : ''}`, ''];
    const rows = [
        ['Repository ID', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(r.repositoryId)],
        ['Ref', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(r.ref)],
        ['Format', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(r.sbomOutputFormat)}, ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(r.cyclonedxVersion)}`],
        ['Component type', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(r.metadataComponentType)]
    ];
    if (r.metadataSupplier?.name || r.metadataSupplier?.url) {
        const name = r.metadataSupplier.name ?? r.metadataSupplier.url ?? '';
        rows.push([
            'Supplier',
            r.metadataSupplier.url ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(name, r.metadataSupplier.url) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(name)
        ]);
    }
    rows.push(['Task token', model.taskToken ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(model.taskToken) : '— (not created)']);
    if (model.status)
        rows.push(['Status', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(model.status)} after ${model.polls} poll(s)`]);
    if (model.errorMessage)
        rows.push(['Platform error', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .text */ .Qq)(model.errorMessage)]);
    if (model.sbomFile) {
        rows.push(['SBOM file', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(model.sbomFile)} (${model.bytes ?? 0} bytes)`]);
    }
    lines.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .table */ .tp)(['Item', 'Value'], rows), '');
    if (!failure && model.taskToken && !model.status) {
        lines.push('The job was created and runs on the platform; set `wait: true` to download the SBOM in this step.', '');
    }
    if (failure)
        lines.push((0,_step_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .failureBlock */ .Qu)(failure), '');
    return lines.join('\n');
}


/***/ })

};

//# sourceMappingURL=450.index.js.map