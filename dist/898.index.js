export const id = 898;
export const ids = [898];
export const modules = {

/***/ 29898:
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
/**
 * The job summary of `mode: policies`: the policies by product type, defaults marked; for a
 * deployment on Unified Policies, each product's detection policy and the remediation policies.
 */



const DEPRECATION_WARNING = 'Plan a move to the Policies V2 API (/api/v2): the list-policies operation ' +
    '(GET /api/v1/deployments/{deploymentId}/policies) is deprecated, and it stops working once a ' +
    'deployment moves to Unified Policies.';
/** Short labels for the product types the spec names; others lose the enum's prefix (`SCA`). */
const PRODUCT_LABELS = {
    PRODUCT_TYPE_SAST: 'Code (SAST)',
    PRODUCT_TYPE_SECRETS: 'Secrets'
};
/**
 * Policies grouped by product type (in order of first appearance), defaults marked; a moved
 * deployment's Unified Policies. The deprecation warning is shown once the policies were listed (it
 * is given then).
 */
function renderPoliciesSummary(results, failure, cancelled = false) {
    const { deployment, listing } = results;
    if (listing?.kind === 'moved') {
        return renderUnifiedSummary(deployment, results.unified, failure, cancelled);
    }
    const policies = listing?.policies;
    const sections = [
        (0,summary/* failureBlock */.Qu)(failure, cancelled),
        policies ? (0,summary/* warningsBlock */.LZ)([DEPRECATION_WARNING]) : '',
        ...(policies ? productSections(policies) : [])
    ];
    return (0,summary/* renderSummary */.Br)(verdict(deployment, policies, failure, cancelled), sections);
}
/** One heading and table per product type, in order of first appearance. */
function productSections(policies) {
    const groups = new Map();
    for (const policy of policies) {
        const list = groups.get(policy.productType) ?? [];
        list.push(policy);
        groups.set(policy.productType, list);
    }
    return [...groups].flatMap(([productType, list]) => {
        const rows = list.map(p => [
            (0,markdown/* text */.Qq)(p.name),
            (0,markdown/* code */.aY)(p.slug),
            (0,markdown/* code */.aY)(p.id),
            p.isDefault ? '✅ default' : ''
        ]);
        return [
            `### ${productLabel(productType)} (${list.length})`,
            (0,markdown/* table */.tp)(['Name', 'Slug', 'ID', 'Default'], rows)
        ];
    });
}
/** The spec's product types by their short label; others without the enum's prefix. */
function productLabel(productType) {
    if (Object.hasOwn(PRODUCT_LABELS, productType))
        return PRODUCT_LABELS[productType];
    return (0,markdown/* text */.Qq)(/^PRODUCT_TYPE_[A-Z0-9_]+$/.test(productType)
        ? productType.slice(13).replace(/_/g, ' ')
        : productType);
}
function verdict(deployment, policies, failure, cancelled) {
    if (failure && cancelled)
        return (0,summary/* cancelledVerdict */.F0)('The policies were not listed.');
    if (failure)
        return (0,summary/* failedVerdict */.b9)('Listing the policies failed.', failure);
    const count = (0,action_text/* plural */.LS)(policies ?? [], 'policy', 'policies');
    // Done, with the deprecation warning every run gives.
    return {
        outcome: 'warning',
        sentence: `Deployment ${(0,markdown/* code */.aY)(deployment)} has **${count}**; the operation is deprecated (see the warning below).`
    };
}
const PRODUCT_NAMES = { code: 'Code', secrets: 'Secrets' };
/** A moved deployment: the detection policy per product, then the remediation policies. */
function renderUnifiedSummary(deployment, unified, failure, cancelled) {
    const note = '> [!NOTE]\n> This deployment uses Unified Policies: the list-policies operation answered ' +
        '410 Gone, so its policies are read through the Unified Policies operations (Beta).';
    const sections = [
        (0,summary/* failureBlock */.Qu)(failure, cancelled),
        note,
        ...(unified ? [...detectionSection(unified), ...remediationSection(unified)] : [])
    ];
    return (0,summary/* renderSummary */.Br)(unifiedVerdict(deployment, unified, failure, cancelled), sections);
}
function detectionSection(unified) {
    const products = unified.products.map(p => [
        Object.hasOwn(PRODUCT_NAMES, p.product) ? PRODUCT_NAMES[p.product] : (0,markdown/* text */.Qq)(p.product),
        p.rulesets.length > 0 ? p.rulesets.map(markdown/* code */.aY).join(', ') : 'none',
        (0,action_text/* formatCount */.B4)(p.added),
        (0,action_text/* formatCount */.B4)(p.disabled),
        (0,action_text/* formatCount */.B4)(p.excepted)
    ]);
    return [
        '### Detection policy',
        products.length > 0
            ? (0,markdown/* table */.tp)(['Product', 'Rulesets', 'Rules added', 'Rules disabled', 'Exceptions'], products, [2, 3, 4])
            : 'No product has a detection policy.'
    ];
}
function remediationSection(unified) {
    const remediation = unified.remediation.map(p => [
        p.name ? (0,markdown/* text */.Qq)(p.name) : '(no name)',
        p.slug ? (0,markdown/* code */.aY)(p.slug) : '',
        p.active === true ? '✅ active' : '⏸️ inactive',
        (p.actions ?? [])
            .map(a => a.type)
            .filter((t) => typeof t === 'string')
            .map(markdown/* code */.aY)
            .join(', ')
    ]);
    return [
        `### Remediation policies (${remediation.length})`,
        remediation.length > 0
            ? (0,markdown/* table */.tp)(['Name', 'Slug', 'State', 'Actions'], remediation)
            : 'No remediation policies.'
    ];
}
function unifiedVerdict(deployment, unified, failure, cancelled) {
    if (failure && cancelled)
        return (0,summary/* cancelledVerdict */.F0)('The Unified Policies were not read.');
    if (failure || !unified) {
        return (0,summary/* failedVerdict */.b9)('Reading the Unified Policies failed.', failure ?? 'No answer.');
    }
    const active = unified.remediation.filter(p => p.active === true).length;
    const products = (0,action_text/* plural */.LS)(unified.products, 'product', 'products');
    const remediation = (0,action_text/* plural */.LS)(unified.remediation, 'remediation policy', 'remediation policies');
    return {
        outcome: 'done',
        sentence: `Deployment ${(0,markdown/* code */.aY)(deployment)} uses Unified Policies: a detection policy for ` +
            `**${products}** and **${remediation}** (${active} active).`
    };
}

// EXTERNAL MODULE: ./src/platform/json.ts
var json = __webpack_require__(62253);
;// CONCATENATED MODULE: ./src/modes/policies/unified.ts

async function readUnifiedPolicies(client) {
    const [detection, remediation] = await Promise.all([
        client.getDetectionPolicy(),
        client.getRemediationPolicies()
    ]);
    return {
        products: productsOf(detection),
        remediation: remediation.bundle?.policies ?? [],
        detectionJson: (0,json/* stringifyExactJson */.dj)(detection),
        remediationJson: (0,json/* stringifyExactJson */.dj)(remediation)
    };
}
/** Each product with a policy bundle, `code` and `secrets` first, then any others in answer order. */
function productsOf(detection) {
    const products = [];
    for (const [key, state] of Object.entries(detection)) {
        const bundle = state?.bundle;
        if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle))
            continue;
        const list = (value) => (Array.isArray(value) ? value : []);
        products.push({
            product: key,
            rulesets: list(bundle.rulesets).filter((r) => typeof r === 'string'),
            added: list(bundle.rules).length,
            disabled: list(bundle.disabled).length,
            excepted: list(bundle.exceptions).length
        });
    }
    const rank = (product) => ['code', 'secrets'].indexOf(product) >>> 0;
    return products.sort((a, b) => rank(a.product) - rank(b.product));
}

;// CONCATENATED MODULE: ./src/modes/policies/index.ts
/**
 * `mode: policies`: lists the deployment's policies. The list-policies operation is deprecated
 * upstream and answers 410 (`DEPLOYMENT_MIGRATED`) once a deployment has moved to Unified Policies;
 * such a deployment's policies are read through the two read-only Unified Policies operations
 * (v2, Beta) instead (`unified.ts`).
 *
 * Outputs: `policies` (the JSON array as returned; above 1,000,000 bytes in the file named by
 * `policies-file` instead) and `policy-count`; for a moved deployment `detection-policy`,
 * `remediation-policies` (each the JSON answer as returned) and `policy-count` (remediation
 * policies).
 */







async function runPolicies(_inputs, context) {
    // Set once, after the summary's closure that reads it is registered.
    // eslint-disable-next-line prefer-const
    let listing;
    let unified;
    context.summary.show((failure, cancelled) => renderPoliciesSummary({ deployment: context.deployment.name(), listing, unified }, failure, cancelled));
    listing = await listPolicies(context);
    if (listing.kind === 'moved') {
        unified = await readUnified(listing.gone, context);
        await reportUnified(unified, context);
        return;
    }
    await reportListed(listing.policies);
}
async function listPolicies(context) {
    try {
        return { kind: 'listed', policies: await context.client.listPolicies() };
    }
    catch (error) {
        // The deprecation no longer applies: the deployment has moved on.
        if (error instanceof errors/* PlatformError */.Wk && error.status === 410)
            return { kind: 'moved', gone: error };
        throw error;
    }
}
/** The outputs, the deprecation warning and the log line of a listing. */
async function reportListed(policies) {
    // Only once the operation answered: where it is gone (410), a warning that it will go is noise.
    (0,annotations/* warn */.R8)('policies operation deprecated', DEPRECATION_WARNING);
    await (0,outputs/* setOutput */.u)('policies', JSON.stringify(policies));
    await (0,outputs/* setOutput */.u)('policy-count', String(policies.length), 'txt');
    log.info(`Found ${(0,action_text/* plural */.LS)(policies, 'policy', 'policies')}.`);
}
/** A moved deployment: its detection policy and remediation policies, through Unified Policies. */
async function readUnified(gone, context) {
    try {
        return await readUnifiedPolicies(context.client);
    }
    catch (error) {
        if (error instanceof errors/* PlatformError */.Wk)
            throw migratedError(gone, error, context.deployment.id);
        throw error;
    }
}
/** The outputs, the notice and the log line of a moved deployment's policies. */
async function reportUnified(unified, context) {
    const { detectionJson, remediationJson, remediation } = unified;
    await (0,outputs/* setOutput */.u)('detection-policy', detectionJson);
    await (0,outputs/* setOutput */.u)('remediation-policies', remediationJson);
    await (0,outputs/* setOutput */.u)('policy-count', String(remediation.length), 'txt');
    (0,annotations/* notice */.lm)('deployment uses Unified Policies', `Deployment ${context.deployment.id} uses Unified Policies: its detection policy and ` +
        `${(0,action_text/* plural */.LS)(remediation, 'remediation policy', 'remediation policies')} were read through ` +
        'the Unified Policies operations (Beta), since the list-policies operation answered 410.');
    log.info(`Read the detection policy and ${(0,action_text/* plural */.LS)(remediation, 'remediation policy', 'remediation policies')} (Unified Policies).`);
}
/**
 * 410 Gone (code `DEPLOYMENT_MIGRATED`) and the Unified Policies operations failed too: what that
 * failure says to do comes first, then that the deployment has moved.
 */
function migratedError(gone, unified, deploymentId) {
    const code = gone.body.includes('DEPLOYMENT_MIGRATED') ? ' (DEPLOYMENT_MIGRATED)' : '';
    const excerpt = (0,errors/* bodyExcerpt */.kG)(gone.body);
    return new errors/* PlatformError */.Wk(unified.operation, unified.status, `${unified.message} Deployment ${deploymentId} has moved to Unified Policies: ` +
        `${gone.operation} answered HTTP 410 Gone${code}${excerpt ? ` (${excerpt})` : ''}, so its ` +
        'policies can only be read through the Unified Policies operations, which failed.', unified.body);
}
/** The mode takes no inputs of its own. */
const policies = { parseInputs: () => undefined, run: runPolicies };
/* harmony default export */ const modes_policies = (policies);


/***/ })

};

