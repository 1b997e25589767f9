export const id = 555;
export const ids = [555];
export const modules = {

/***/ 46555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ modes_policies),
  runPolicies: () => (/* binding */ runPolicies)
});

// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
// EXTERNAL MODULE: ./src/action/markdown.ts
var markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/policies/summary.ts
/** The job summary of `mode: policies`: the policies by product type, defaults marked. */



const DEPRECATION_WARNING = 'Plan a move to the Policies V2 API (/api/v2): the list-policies operation ' +
    '(GET /api/v1/deployments/{deploymentId}/policies) is deprecated, and it stops working once a ' +
    'deployment moves to Unified Policies.';
/** Short labels for the product types the spec names; others are shown as the API gives them. */
const PRODUCT_LABELS = {
    PRODUCT_TYPE_SAST: 'Code (SAST)',
    PRODUCT_TYPE_SECRETS: 'Secrets'
};
/** Policies grouped by product type (in order of first appearance), defaults marked. */
function renderPoliciesSummary(deploymentId, policies, failure) {
    const sections = [failure ? (0,summary/* failureBlock */.Qu)(failure) : '', (0,summary/* warningsBlock */.LZ)([DEPRECATION_WARNING])];
    if (policies) {
        const groups = new Map();
        for (const policy of policies) {
            const list = groups.get(policy.productType) ?? [];
            list.push(policy);
            groups.set(policy.productType, list);
        }
        for (const [productType, list] of groups) {
            const label = Object.hasOwn(PRODUCT_LABELS, productType)
                ? PRODUCT_LABELS[productType]
                : (0,markdown/* text */.Qq)(productType);
            const rows = list.map(p => [
                (0,markdown/* text */.Qq)(p.name),
                (0,markdown/* code */.aY)(p.slug),
                (0,markdown/* code */.aY)(p.id),
                p.isDefault ? '✅ default' : ''
            ]);
            sections.push(`### ${label} (${list.length})`, (0,markdown/* table */.tp)(['Name', 'Slug', 'ID', 'Default'], rows));
        }
    }
    return (0,summary/* renderSummary */.Br)('policies', verdict(deploymentId, policies, failure), sections);
}
function verdict(deploymentId, policies, failure) {
    if (failure)
        return (0,summary/* failedVerdict */.b9)('Listing the policies failed.', failure);
    const count = (0,action_text/* plural */.LS)(policies ?? [], 'policy', 'policies');
    // Done, with the deprecation warning every run gives.
    return {
        outcome: 'warning',
        sentence: `Deployment ${(0,markdown/* code */.aY)(deploymentId)} has **${count}**; the operation is deprecated (see below).`
    };
}

;// CONCATENATED MODULE: ./src/modes/policies/index.ts
/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned; above 1,000,000 bytes in the file named by
 * `policies-file` instead) and `policy-count`.
 */






async function runPolicies(_inputs, context) {
    let policies;
    context.summary.show(failure => renderPoliciesSummary(context.deploymentId, policies, failure));
    (0,annotations/* warn */.R8)('policies operation deprecated', DEPRECATION_WARNING);
    try {
        policies = await context.client.listPolicies();
    }
    catch (error) {
        if (error instanceof errors/* PlatformError */.Wk && error.status === 410) {
            throw migratedError(error, context.deploymentId);
        }
        throw error;
    }
    await (0,outputs/* setOutput */.uH)('policies', JSON.stringify(policies));
    await (0,outputs/* setOutput */.uH)('policy-count', String(policies.length), 'txt');
    log.info(`Found ${(0,action_text/* plural */.LS)(policies, 'policy', 'policies')}.`);
}
/**
 * 410 Gone (code `DEPLOYMENT_MIGRATED`): the deployment has moved to Unified Policies and the
 * operation is gone for it. Nothing is wrong with the token or the IDs, so the message says only that.
 */
function migratedError(error, deploymentId) {
    const code = error.body.includes('DEPLOYMENT_MIGRATED') ? ' (DEPLOYMENT_MIGRATED)' : '';
    const excerpt = (0,errors/* bodyExcerpt */.kG)(error.body);
    return new errors/* PlatformError */.Wk(error.operation, error.status, `Read this deployment's policies through the Policies V2 API (/api/v2) and remove ` +
        `\`mode: policies\` from this workflow: deployment ${deploymentId} has moved to Unified ` +
        `Policies, where this operation no longer exists. ${error.operation} answered HTTP 410 ` +
        `Gone${code}.` +
        (excerpt ? ` Response: ${excerpt}` : ''), error.body);
}
/** The mode takes no inputs of its own. */
const policies = { parseInputs: () => undefined, run: runPolicies };
/* harmony default export */ const modes_policies = (policies);


/***/ })

};

//# sourceMappingURL=555.index.js.map