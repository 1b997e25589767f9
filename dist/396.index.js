export const id = 396;
export const ids = [396];
export const modules = {

/***/ 34015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DependencyFilterError: () => (/* binding */ DependencyFilterError),
/* harmony export */   deprecatedFields: () => (/* binding */ deprecatedFields),
/* harmony export */   parseDependencyFilter: () => (/* binding */ parseDependencyFilter)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88532);
/* harmony import */ var _platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69305);
/* harmony import */ var _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69461);
/**
 * The `dependency-filter` input: a JSON or YAML object with exactly the fields of the API's
 * `dependencyFilter`, checked field by field so that a mistake is reported with its path.
 */




/** The `dependency-filter` input is not valid; the message names the field and the problem. */
class DependencyFilterError extends Error {
    /** One entry per problem found, each starting with the field path. */
    problems;
    constructor(problems) {
        super(problems.join('; '));
        this.name = 'DependencyFilterError';
        this.problems = problems;
    }
}
const ROOT = 'dependency-filter';
const MAX_PROBLEMS = 10;
/** Message of a strict object schema: unknown fields are listed with the allowed ones. */
function objectError(allowed) {
    return (issue) => issue.code === 'unrecognized_keys'
        ? unknownFields(issue.keys ?? [], allowed)
        : 'expected an object';
}
const repositoryIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().transform((value, ctx) => {
    const id = toRepositoryId(value);
    if (typeof id === 'string') {
        ctx.addIssue({ code: 'custom', message: id });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return id;
});
const PACKAGE_FILTER_FIELDS = [
    'exactNameMatch',
    'exactVersion',
    'name',
    'versionLowerBound',
    'versionUpperBound'
];
const packageFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    exactNameMatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY({ error: 'expected a boolean (true or false)' }),
    exactVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }),
    versionLowerBound: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }),
    versionUpperBound: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' })
}, { error: objectError(PACKAGE_FILTER_FIELDS) })
    .partial();
const FILTER_FIELDS = [
    'ecosystem',
    'includeArchived',
    'license',
    'licensePolicySettings',
    'lockfilePath',
    'name',
    'packageFilters',
    'repositoryId',
    'transitivity',
    'version'
];
/**
 * An array of published enum values, sent exactly as written: a value outside the list is refused
 * with the allowed ones (and the nearest, for a slip like `direct` for `DIRECT`).
 */
function enumArray(values) {
    const allowed = values.join(', ');
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(values, {
        error: issue => {
            const near = typeof issue.input === 'string' ? closest(issue.input, [...values]) : undefined;
            return `is not one of the published values (${allowed})${near ? `; did you mean "${near}"?` : ''}`;
        }
    }), { error: `expected an array of values from: ${allowed}` });
}
const dependencyFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ecosystem: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .ECOSYSTEMS */ .SQ),
    includeArchived: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY({ error: 'expected a boolean (true or false)' }),
    license: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }), {
        error: 'expected an array of strings'
    }),
    licensePolicySettings: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .LICENSE_POLICY_SETTINGS */ .dO),
    lockfilePath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' }),
    packageFilters: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(packageFilterSchema, {
        error: `expected an array of objects with the fields ${PACKAGE_FILTER_FIELDS.join(', ')}`
    }),
    repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(repositoryIdSchema, {
        error: 'expected an array of repository IDs'
    }),
    transitivity: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .TRANSITIVITIES */ .zR),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a string' })
}, { error: objectError(FILTER_FIELDS) })
    .partial();
const _sameShape = true;
void _sameShape;
/**
 * Parses the `dependency-filter` input. JSON is read as YAML (of which it is a subset), with
 * integers kept as `bigint` so that repository IDs beyond 2^53 stay exact. Empty text, or text
 * with only comments, gives `undefined`. Throws `DependencyFilterError` for anything else that is
 * not a valid filter object.
 */
function parseDependencyFilter(text) {
    if (text.trim() === '')
        return undefined;
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { intAsBigInt: true });
    const syntax = doc.errors[0] ?? doc.warnings[0];
    if (syntax)
        throw new DependencyFilterError([`${ROOT}: ${syntaxProblem(syntax)}`]);
    if (doc.contents === null)
        return undefined;
    let value;
    try {
        value = doc.toJS();
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new DependencyFilterError([`${ROOT}: cannot be read: ${message}`]);
    }
    const result = dependencyFilterSchema.safeParse(value);
    if (result.success)
        return result.data;
    const issues = [...result.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
    const problems = issues.slice(0, MAX_PROBLEMS).map(issue => {
        const where = fieldPath(issue.path);
        if (issue.code === 'unrecognized_keys')
            return `${where}: ${issue.message}`;
        // An enum value: the message reads after the value (see enumArray).
        if (issue.code === 'invalid_value') {
            return `${where}: ${describe(valueAt(value, issue.path))} ${issue.message}`;
        }
        return `${where}: ${issue.message}, got ${describe(valueAt(value, issue.path))}`;
    });
    if (issues.length > MAX_PROBLEMS)
        problems.push(`and ${issues.length - MAX_PROBLEMS} more`);
    throw new DependencyFilterError(problems);
}
/** The deprecated fields a filter sets (`name`, `version`); `packageFilters` replaces them. */
function deprecatedFields(filter) {
    return _platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .DEPRECATED_FILTER_FIELDS */ .zN.filter(field => filter[field] !== undefined);
}
/** A repository ID from a YAML integer, an exact JSON number or a string of digits. */
function toRepositoryId(value) {
    const expected = 'expected a repository ID (an integer, or a string of digits)';
    let id;
    if (typeof value === 'bigint')
        id = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value))
        id = BigInt(value);
    else if (typeof value === 'number' && Number.isInteger(value)) {
        return 'expected a repository ID written as an integer without a fraction or exponent (that number cannot be kept exact)';
    }
    else if (typeof value === 'string' && /^[0-9]+$/.test(value.trim()))
        id = BigInt(value.trim());
    else
        return expected;
    if (id < 0n || id > _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .INT64_MAX */ .vh) {
        return `expected a repository ID from 0 to ${_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .INT64_MAX */ .vh}`;
    }
    return id;
}
function syntaxProblem(error) {
    const pos = error.linePos?.[0];
    const at = pos ? ` at line ${pos.line}, column ${pos.col}` : '';
    const detail = error.code === 'MULTIPLE_DOCS'
        ? 'holds more than one YAML document (a "---" line); give a single object'
        : (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    return `not valid JSON or YAML${at}: ${detail}`;
}
function unknownFields(keys, allowed) {
    const named = keys.map(k => JSON.stringify(k)).join(', ');
    const hints = keys.flatMap(k => {
        const near = closest(k, allowed);
        if (near === undefined)
            return [];
        return [keys.length === 1 ? `"${near}"` : `"${near}" for "${k}"`];
    });
    const hint = hints.length > 0 ? `; did you mean ${hints.join(', ')}?` : '';
    const plural = keys.length === 1 ? '' : 's';
    return `unknown field${plural} ${named} (allowed: ${allowed.join(', ')})${hint}`;
}
/** The allowed name a misspelt key most likely meant: same letters ignoring case, or 1–2 edits. */
function closest(key, allowed) {
    const lower = key.toLowerCase();
    let best;
    let bestDistance = 3;
    for (const name of allowed) {
        const distance = name.toLowerCase() === lower ? 0 : editDistance(lower, name.toLowerCase());
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    return best;
}
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 2)
        return 3;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
function fieldPath(path) {
    return path.reduce((out, key) => {
        if (typeof key === 'number')
            return `${out}[${key}]`;
        const name = String(key);
        return /^[A-Za-z_$][\w$]*$/.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
    }, ROOT);
}
function valueAt(root, path) {
    let value = root;
    for (const key of path) {
        if (value === null || typeof value !== 'object')
            return undefined;
        value = value[key];
    }
    return value;
}
/** A short description of a value the user wrote, for error messages. */
function describe(value) {
    if (typeof value === 'string') {
        const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
        return JSON.stringify(shown);
    }
    if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') {
        return String(value);
    }
    if (value === null)
        return 'null';
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if (value instanceof Uint8Array)
        return 'binary data';
    if (value instanceof Map)
        return 'a map';
    if (value instanceof Set)
        return 'a set';
    if (value instanceof Date)
        return 'a date';
    return 'an object';
}


/***/ }),

/***/ 69305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ ECOSYSTEMS),
/* harmony export */   dO: () => (/* binding */ LICENSE_POLICY_SETTINGS),
/* harmony export */   zN: () => (/* binding */ DEPRECATED_FILTER_FIELDS),
/* harmony export */   zR: () => (/* binding */ TRANSITIVITIES)
/* harmony export */ });
/**
 * The API's `dependencyFilter` object (`protos.sca.v1.DependencyFilter`), as `SupplyChainService`'s
 * list operations take it, with the enum values of the published OpenAPI file. A test holds these
 * lists equal to the file's.
 */
/** `ecosystem`: the package manager of a lockfile. */
const ECOSYSTEMS = [
    'no_package_manager',
    'npm',
    'pypi',
    'gomod',
    'cargo',
    'maven',
    'gem',
    'composer',
    'nuget',
    'pub',
    'swiftpm',
    'hex',
    'cocoapods',
    'mix',
    'opam'
];
/** `transitivity`: whether a dependency is declared directly or pulled in by another. */
const TRANSITIVITIES = ['UNKNOWN_TRANSITIVITY', 'TRANSITIVE', 'DIRECT'];
/** `licensePolicySettings`: what the deployment's license policy does with a dependency's license. */
const LICENSE_POLICY_SETTINGS = [
    'LICENSE_POLICY_SETTING_ALLOW',
    'LICENSE_POLICY_SETTING_COMMENT',
    'LICENSE_POLICY_SETTING_BLOCK'
];
/** The fields the API has deprecated, each with what replaces it. */
const DEPRECATED_FILTER_FIELDS = ['name', 'version'];


/***/ })

};

