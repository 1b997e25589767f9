export const id = 211;
export const ids = [211];
export const modules = {

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

