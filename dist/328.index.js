export const id = 328;
export const ids = [328];
export const modules = {

/***/ 9328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPolicies: () => (/* binding */ runPolicies)
/* harmony export */ });
/* unused harmony exports DEPRECATION_WARNING, renderPoliciesSummary */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3758);
/* harmony import */ var _platform_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6316);
/* harmony import */ var _step_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7272);
/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned) and `policy-count`.
 */




const DEPRECATION_WARNING = 'The list-policies operation (GET /api/v1/deployments/{deploymentId}/policies) is deprecated: ' +
    'deployments on the Unified Policies model must use the Policies V2 API (/api/v2), and this ' +
    'operation stops working after that migration.';
async function runPolicies(deploymentId, context) {
    let policies;
    context.summary.show(failure => renderPoliciesSummary(deploymentId, policies, failure));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(DEPRECATION_WARNING);
    try {
        policies = await context.client.listPolicies();
    }
    catch (error) {
        if (error instanceof _platform_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PlatformError */ .Wk && error.status !== undefined && error.status !== 200) {
            error.message +=
                ' If this deployment has moved to Unified Policies, this operation no longer works there: use the Policies V2 API.';
        }
        throw error;
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput('policies', JSON.stringify(policies));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput('policy-count', String(policies.length));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Found ${policies.length} polic${policies.length === 1 ? 'y' : 'ies'}.`);
}
/** Short labels for the product types the spec names; others are shown as the API gives them. */
const PRODUCT_LABELS = {
    PRODUCT_TYPE_SAST: 'Code (SAST)',
    PRODUCT_TYPE_SECRETS: 'Secrets'
};
/** Policies grouped by product type (in order of first appearance), defaults marked. */
function renderPoliciesSummary(deploymentId, policies, failure) {
    const lines = [`## ${_step_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_TITLE */ .qb}: policies${failure ? ' (failed)' : ''}`, ''];
    lines.push(`> [!WARNING]\n> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(DEPRECATION_WARNING)}`, '');
    if (policies) {
        lines.push(`Deployment ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(deploymentId)} has **${policies.length}** polic${policies.length === 1 ? 'y' : 'ies'}.`, '');
        const groups = new Map();
        for (const policy of policies) {
            const list = groups.get(policy.productType) ?? [];
            list.push(policy);
            groups.set(policy.productType, list);
        }
        for (const [productType, list] of groups) {
            lines.push(`### ${Object.hasOwn(PRODUCT_LABELS, productType) ? PRODUCT_LABELS[productType] : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(productType)} (${list.length})`, '');
            const rows = list.map(p => [
                (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(p.name),
                (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(p.slug),
                (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(p.id),
                p.isDefault ? '✅ default' : ''
            ]);
            lines.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['Name', 'Slug', 'ID', 'Default'], rows), '');
        }
    }
    if (failure)
        lines.push((0,_step_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .failureBlock */ .Qu)(failure), '');
    return lines.join('\n');
}


/***/ })

};

//# sourceMappingURL=328.index.js.map