export const id = 576;
export const ids = [576];
export const modules = {

/***/ 40576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PROGRESS_INTERVAL_MS: () => (/* binding */ PROGRESS_INTERVAL_MS),
  "default": () => (/* binding */ dependency_inventory),
  runDependencyInventory: () => (/* binding */ runDependencyInventory),
  writeInventoryFile: () => (/* binding */ writeInventoryFile)
});

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
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
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
;// CONCATENATED MODULE: ./src/platform/dependency-filter.ts
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

// EXTERNAL MODULE: ./src/platform/ids.ts
var ids = __webpack_require__(69461);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/filter.ts
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
const repositoryIdSchema = schemas/* unknown */.L5J().transform((value, ctx) => {
    const id = toRepositoryId(value);
    if (typeof id === 'string') {
        ctx.addIssue({ code: 'custom', message: id });
        return core/* NEVER */.tm;
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
const packageFilterSchema = schemas/* strictObject */.rej({
    exactNameMatch: schemas/* boolean */.zMY({ error: 'expected a boolean (true or false)' }),
    exactVersion: schemas/* string */.YjP({ error: 'expected a string' }),
    name: schemas/* string */.YjP({ error: 'expected a string' }),
    versionLowerBound: schemas/* string */.YjP({ error: 'expected a string' }),
    versionUpperBound: schemas/* string */.YjP({ error: 'expected a string' })
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
    return schemas/* array */.YOg(schemas/* enum */.k5n(values, {
        error: issue => {
            const near = typeof issue.input === 'string' ? closest(issue.input, [...values]) : undefined;
            return `is not one of the published values (${allowed})${near ? `; did you mean "${near}"?` : ''}`;
        }
    }), { error: `expected an array of values from: ${allowed}` });
}
const dependencyFilterSchema = schemas/* strictObject */.rej({
    ecosystem: enumArray(ECOSYSTEMS),
    includeArchived: schemas/* boolean */.zMY({ error: 'expected a boolean (true or false)' }),
    license: schemas/* array */.YOg(schemas/* string */.YjP({ error: 'expected a string' }), {
        error: 'expected an array of strings'
    }),
    licensePolicySettings: enumArray(LICENSE_POLICY_SETTINGS),
    lockfilePath: schemas/* string */.YjP({ error: 'expected a string' }),
    name: schemas/* string */.YjP({ error: 'expected a string' }),
    packageFilters: schemas/* array */.YOg(packageFilterSchema, {
        error: `expected an array of objects with the fields ${PACKAGE_FILTER_FIELDS.join(', ')}`
    }),
    repositoryId: schemas/* array */.YOg(repositoryIdSchema, {
        error: 'expected an array of repository IDs'
    }),
    transitivity: enumArray(TRANSITIVITIES),
    version: schemas/* string */.YjP({ error: 'expected a string' })
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
    const doc = (0,dist/* parseDocument */.Tp)(text, { intAsBigInt: true });
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
    return DEPRECATED_FILTER_FIELDS.filter(field => filter[field] !== undefined);
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
    if (id < 0n || id > ids/* INT64_MAX */.vh) {
        return `expected a repository ID from 0 to ${ids/* INT64_MAX */.vh}`;
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

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/inputs.ts
/** The inputs of `mode: dependency-inventory`. */





function parseDependencyInventoryInputs(read, env) {
    let dependencyFilter;
    try {
        dependencyFilter = parseDependencyFilter(read('dependency-filter'));
    }
    catch (error) {
        if (!(error instanceof DependencyFilterError))
            throw error;
        // A problem may end in a question (`did you mean "DIRECT"?`), which needs no full stop.
        const problems = /[.?!]$/.test(error.message) ? error.message : `${error.message}.`;
        throw new inputs/* InputError */.dz(`Input 'dependency-filter' is not valid: ${problems} Give a JSON or YAML object with ` +
            `the API's dependencyFilter fields, e.g. \`{"includeArchived": false, "license": ["MIT"]}\`.`);
    }
    if (dependencyFilter)
        warnDeprecated(dependencyFilter);
    const artifactName = (0,inputs/* parseArtifactName */.TZ)(read('artifact-name'));
    const previousInventory = parsePreviousInventory(read('previous-inventory'), env);
    const githubToken = read('github-token').trim();
    if (previousInventory === 'artifact' && artifactName === undefined) {
        throw new inputs/* InputError */.dz(`Set 'artifact-name' too (e.g. \`artifact-name: dependency-inventory\`): with ` +
            `'previous-inventory: artifact' each run uploads its inventory under that name and ` +
            `compares with the artifact of that name from the previous successful run.`);
    }
    if (previousInventory === 'artifact' && !githubToken) {
        throw new inputs/* InputError */.dz(`Input 'github-token' is empty: 'previous-inventory: artifact' reads the previous run's ` +
            `artifact through GitHub's API. Leave github-token at its default (\${{ github.token }}) ` +
            `and give the job \`permissions: actions: read\`.`);
    }
    return {
        ...(dependencyFilter && { dependencyFilter }),
        ...(artifactName !== undefined && { artifactName }),
        ...(previousInventory !== undefined && { previousInventory }),
        ...(previousInventory === 'artifact' && { githubToken, githubApiUrl: (0,inputs/* githubApiUrl */.BN)(env) }),
        listUncovered: (0,inputs/* parseBoolean */.yG)('list-uncovered', read('list-uncovered'), false),
        summaryLimit: (0,inputs/* parseInteger */.cG)('summary-limit', read('summary-limit'), 100, 1, 1000),
        pageSize: (0,inputs/* parseInteger */.cG)('page-size', read('page-size'), 100, 1, 100),
        concurrency: (0,inputs/* parseInteger */.cG)('concurrency', read('concurrency'), 8, 1, 32),
        inventoryFile: (0,inputs/* parseFilePath */.zJ)(read('inventory-file'), env, external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'dependency-inventory.json'))
    };
}
/** `artifact` (any case), or a path taken from the workspace; empty → not compared. */
function parsePreviousInventory(value, env) {
    const trimmed = value.trim();
    if (!trimmed)
        return undefined;
    if (trimmed.toLowerCase() === 'artifact')
        return 'artifact';
    return { file: (0,inputs/* parseFilePath */.zJ)(trimmed, env, '') };
}
/** `name` and `version` still work upstream, but are deprecated in favour of `packageFilters`. */
function warnDeprecated(filter) {
    const fields = deprecatedFields(filter);
    if (fields.length === 0)
        return;
    const named = fields.map(field => `'${field}'`).join(' and ');
    (0,annotations/* warn */.R8)('dependency-filter uses deprecated fields', `Use 'packageFilters' in dependency-filter instead of ${named}, e.g. \`packageFilters: ` +
        `[{name: lodash, exactNameMatch: true, exactVersion: "4.17.21"}]\` (versionLowerBound / ` +
        `versionUpperBound take ranges such as ">=1.0.0"): the platform has deprecated ${named}.`);
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/changes.ts
/** The previous inventory reduced to what the comparison needs. */
class PreviousIndex {
    /** Keyed by the ID as a number where that is exact (faster to hash), else as a bigint. */
    positions = new Map();
    names = [];
    /** Per repository: no lockfile, one path, or several (most have a few; arrays cost more). */
    lockfiles = [];
    /** Lockfile paths repeat across repositories (`package-lock.json`): one string for each. */
    paths = new Map();
    /** Adds a repository; a repeated ID keeps its first entry, a repeated path counts once. */
    add(repository) {
        const key = mapKey(repository.id);
        if (this.positions.has(key))
            return;
        this.positions.set(key, this.names.length);
        this.names.push(repository.name);
        const paths = [];
        for (const raw of repository.lockfilePaths) {
            let path = this.paths.get(raw);
            if (path === undefined) {
                path = raw;
                this.paths.set(raw, raw);
            }
            paths.push(path);
        }
        const unique = distinct(paths);
        this.lockfiles.push(unique.length === 0 ? undefined : unique.length === 1 ? unique[0] : unique);
    }
    pathsAt(at) {
        const paths = this.lockfiles[at];
        return paths === undefined ? [] : typeof paths === 'string' ? [paths] : paths;
    }
    get size() {
        return this.names.length;
    }
    /** Compares `current` (this run's repositories) with the indexed ones. */
    compare(current, previous) {
        const changes = {
            previous,
            repositories: { added: [], removed: [], renamed: [] },
            lockfiles: { added: [], removed: [] }
        };
        const seen = new Uint8Array(this.names.length);
        for (const repo of current) {
            const at = this.positions.get(mapKey(repo.id));
            if (at === undefined || seen[at] === 1) {
                changes.repositories.added.push({ id: repo.id, name: repo.name });
                for (const lockfile of repo.lockfiles) {
                    changes.lockfiles.added.push(lockfileRef(repo, lockfile.lockfilePath));
                }
                continue;
            }
            seen[at] = 1;
            const previousName = this.names[at];
            if (previousName !== repo.name) {
                changes.repositories.renamed.push({ id: repo.id, name: repo.name, previousName });
            }
            const before = this.pathsAt(at);
            const now = repo.lockfiles.map(lockfile => lockfile.lockfilePath);
            for (const path of distinctMissing(now, before)) {
                changes.lockfiles.added.push(lockfileRef(repo, path));
            }
            for (const path of distinctMissing(before, now)) {
                changes.lockfiles.removed.push(lockfileRef(repo, path));
            }
        }
        // The map keeps the previous file's order.
        for (const [key, at] of this.positions) {
            if (seen[at] === 1)
                continue;
            const gone = { id: BigInt(key), name: this.names[at] };
            changes.repositories.removed.push(gone);
            for (const path of this.pathsAt(at)) {
                changes.lockfiles.removed.push(lockfileRef(gone, path));
            }
        }
        return changes;
    }
}
function mapKey(id) {
    return id <= MAX_SAFE ? Number(id) : id;
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Each path once, in order; most repositories have a few lockfiles, so no set for those. */
function distinct(paths) {
    if (paths.length <= 16) {
        return paths.every((path, i) => paths.indexOf(path) === i)
            ? paths
            : paths.filter((path, i) => paths.indexOf(path) === i);
    }
    return [...new Set(paths)];
}
function lockfileRef(repo, lockfilePath) {
    return { repositoryId: repo.id, repository: repo.name, lockfilePath };
}
/** The items of `from` that `other` lacks, each once, in `from`'s order. */
function distinctMissing(from, other) {
    if (from.length === 0)
        return [];
    // Most repositories have a few lockfiles: arrays then, sets only where they pay off.
    if (from.length + other.length <= 32) {
        const missing = [];
        for (const path of from) {
            if (!other.includes(path) && !missing.includes(path))
                missing.push(path);
        }
        return missing;
    }
    const present = new Set(other);
    const missing = new Set();
    for (const path of from)
        if (!present.has(path))
            missing.add(path);
    return [...missing];
}
/** The counts the outputs and the summary give. */
function changeCounts(changes) {
    return {
        repositoriesAdded: changes.repositories.added.length,
        repositoriesRemoved: changes.repositories.removed.length,
        repositoriesRenamed: changes.repositories.renamed.length,
        lockfilesAdded: changes.lockfiles.added.length,
        lockfilesRemoved: changes.lockfiles.removed.length
    };
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/model.ts
/**
 * The dependency inventory: every repository with dependencies and its lockfiles, as collected by
 * the `dependency-inventory` mode, and the text of the inventory file.
 */
/** Totals of a list of repositories; `dependencies` sums the repositories' own counts. */
function computeTotals(repos) {
    const totals = {
        repositories: repos.length,
        lockfiles: 0,
        dependencies: 0,
        repositoriesWithDependencyPathScan: 0
    };
    for (const repo of repos) {
        totals.lockfiles += repo.lockfiles.length;
        totals.dependencies += repo.numDependencies;
        if (repo.hasDependencyPathScan)
            totals.repositoriesWithDependencyPathScan++;
    }
    return totals;
}
/** Repositories whose lockfile listing did not finish. */
function repositoriesWithIncompleteLockfiles(repos) {
    return repos.filter(repo => repo.lockfilesError !== undefined);
}
/**
 * The inventory file's content, pretty-printed with 2 spaces:
 * `{deploymentId, complete, error?, repositories: [{id, name, numDependencies,
 * hasDependencyPathScan, lockfiles: [{lockfilePath, numDependencies}], lockfilesComplete?,
 * lockfilesError?}], totals}`. Repository IDs are JSON integers with every digit exact, beyond 2^53
 * too. `error` appears only on a failed run; `lockfilesComplete: false` and `lockfilesError` only
 * on repositories whose lockfile listing did not finish.
 */
function inventoryToJson(inv) {
    return [...inventoryJsonChunks(inv)].join('');
}
/**
 * The text of `inventoryToJson` in pieces (the opening, one piece per repository, the end), so that
 * a large inventory can be written to a file without building the whole text in memory.
 */
function* inventoryJsonChunks(inv) {
    const head = ['{'];
    const member = (key, value, out, first = false) => {
        out.push(`${first ? '\n' : ',\n'}  ${JSON.stringify(key)}: `);
        write(value, '  ', out);
    };
    member('deploymentId', inv.deploymentId, head, true);
    member('complete', inv.complete, head);
    if (inv.error !== undefined)
        member('error', inv.error, head);
    head.push(',\n  "repositories": ');
    if (inv.repositories.length === 0) {
        head.push('[]');
    }
    else {
        head.push('[');
        yield head.join('');
        head.length = 0;
        for (const [i, repo] of inv.repositories.entries()) {
            yield (i === 0 ? '\n    ' : ',\n    ') + repositoryJson(repo);
        }
        head.push('\n  ]');
    }
    member('totals', {
        repositories: inv.totals.repositories,
        lockfiles: inv.totals.lockfiles,
        dependencies: inv.totals.dependencies,
        repositoriesWithDependencyPathScan: inv.totals.repositoriesWithDependencyPathScan
    }, head);
    if (inv.changes) {
        const { previous, repositories, lockfiles } = inv.changes;
        head.push(',\n  "changes": {\n    "previous": ');
        write(previous, '    ', head);
        head.push(',\n    "repositories": {');
        yield head.join('');
        head.length = 0;
        yield* listJson('added', repositories.added, '      ', true);
        yield* listJson('removed', repositories.removed, '      ');
        yield* listJson('renamed', repositories.renamed, '      ');
        yield '\n    },\n    "lockfiles": {';
        yield* listJson('added', lockfiles.added, '      ', true);
        yield* listJson('removed', lockfiles.removed, '      ');
        head.push('\n    }\n  }');
    }
    if (inv.uncovered) {
        yield head.join('');
        head.length = 0;
        yield* listJson('uncovered', inv.uncovered, '  ');
    }
    head.push('\n}');
    yield head.join('');
}
/** `"key": [items]` at `indent`, one piece per item, as `write` would put it. */
function* listJson(key, items, indent, first = false) {
    const opening = `${first ? '\n' : ',\n'}${indent}${JSON.stringify(key)}: `;
    if (items.length === 0) {
        yield `${opening}[]`;
        return;
    }
    yield `${opening}[`;
    const inner = `${indent}  `;
    for (const [i, item] of items.entries()) {
        const out = [i === 0 ? `\n${inner}` : `,\n${inner}`];
        write(item, inner, out);
        yield out.join('');
    }
    yield `\n${indent}]`;
}
/**
 * One repository as `write` would put it at an indent of four spaces, written directly: the file of
 * 100,000 repositories must be written within the moments a cancelled run has.
 */
function repositoryJson(repo) {
    const lockfiles = repo.lockfiles.length === 0
        ? '[]'
        : `[${repo.lockfiles
            .map((lockfile, i) => `${i === 0 ? '' : ','}\n        {\n          "lockfilePath": ${JSON.stringify(lockfile.lockfilePath)},` +
            `\n          "numDependencies": ${JSON.stringify(lockfile.numDependencies)}\n        }`)
            .join('')}\n      ]`;
    const incomplete = repo.lockfilesError === undefined
        ? ''
        : `,\n      "lockfilesComplete": false,\n      "lockfilesError": ${JSON.stringify(repo.lockfilesError)}`;
    return (`{\n      "id": ${repo.id.toString()},\n      "name": ${JSON.stringify(repo.name)},` +
        `\n      "numDependencies": ${JSON.stringify(repo.numDependencies)},` +
        `\n      "hasDependencyPathScan": ${JSON.stringify(repo.hasDependencyPathScan)},` +
        `\n      "lockfiles": ${lockfiles}${incomplete}\n    }`);
}
/**
 * Appends `value` as `JSON.stringify(value, null, 2)` would write it at `indent`, except that a
 * `bigint` is written as its exact digits. Built here rather than with a placeholder replacement, so
 * no string content can be mistaken for a number.
 */
function write(value, indent, out) {
    if (typeof value === 'bigint') {
        out.push(value.toString());
    }
    else if (Array.isArray(value)) {
        if (value.length === 0) {
            out.push('[]');
            return;
        }
        const inner = `${indent}  `;
        out.push('[');
        value.forEach((item, i) => {
            out.push(i === 0 ? `\n${inner}` : `,\n${inner}`);
            if (item === undefined)
                out.push('null');
            else
                write(item, inner, out);
        });
        out.push(`\n${indent}]`);
    }
    else if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).filter(([, member]) => member !== undefined);
        if (entries.length === 0) {
            out.push('{}');
            return;
        }
        const inner = `${indent}  `;
        out.push('{');
        entries.forEach(([key, member], i) => {
            out.push(`${i === 0 ? '\n' : ',\n'}${inner}${JSON.stringify(key)}: `);
            write(member, inner, out);
        });
        out.push(`\n${indent}}`);
    }
    else {
        out.push(JSON.stringify(value) ?? 'null');
    }
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/paginate.ts
/**
 * The API's "mixed" pagination: each response carries `cursor` and `hasMore`, and the next request
 * sends that cursor back until `hasMore` is false. Used with an integer cursor (`bigint`) for the
 * repositories list and a string cursor for the lockfiles list.
 */
/** Longest cursor accepted; the API's are a few dozen characters. */
const MAX_CURSOR_LENGTH = 1024;
/** Pages in a row with no items and `hasMore: true` before the listing is given up as endless. */
const MAX_EMPTY_PAGES = 100;
/** Cursors remembered exactly to name a repeat at once; longer cycles are caught with O(1) memory. */
const RECENT_CURSORS = 1000;
/**
 * A server answer that would make pagination loop, stop early or run without end: a missing,
 * repeated or overlong cursor, or too many empty pages in a row that still say `hasMore`.
 */
class PaginationError extends Error {
    /** `missing-cursor`: `hasMore` was true without a cursor. `repeated-cursor`: a cursor came back. */
    kind;
    /** 1-based number of the page whose response was wrong. */
    page;
    constructor(kind, page, message) {
        super(message);
        this.name = 'PaginationError';
        this.kind = kind;
        this.page = page;
    }
}
/**
 * Fetches page after page and yields each page's items (an empty page too). The first request has
 * no cursor; each next one sends the previous response's cursor. A page is yielded before its
 * cursor is checked, so items already received are never lost. Throws `PaginationError` when a
 * page says `hasMore: true` but has no cursor (absent, null or empty), a cursor longer than
 * {@link MAX_CURSOR_LENGTH}, or a cursor that was already sent (compared as text; cycles of any
 * length are caught, in memory that does not grow with the number of pages), and after
 * {@link MAX_EMPTY_PAGES} empty pages in a row that say `hasMore: true`. `describe` names the list
 * in messages, e.g. `repositories`.
 */
async function* paginate(fetchPage, describe) {
    const repeats = new RepeatDetector();
    let emptyInARow = 0;
    let cursor;
    for (let page = 1;; page++) {
        const response = await fetchPage(cursor);
        yield response.items;
        if (!response.hasMore)
            return;
        const next = response.cursor;
        if (next === undefined || next === null || next === '') {
            throw new PaginationError('missing-cursor', page, `${describe}: page ${page} of the listing says hasMore is true but has no cursor for the next page; stopped here instead of starting over`);
        }
        // A cursor is a string or an integer (bigint), by the schemas of both lists.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string
        const key = String(next);
        if (key.length > MAX_CURSOR_LENGTH) {
            throw new PaginationError('long-cursor', page, `${describe}: page ${page} of the listing returned a cursor of ${key.length} characters, longer than the ${MAX_CURSOR_LENGTH} accepted; stopped here`);
        }
        emptyInARow = response.items.length === 0 ? emptyInARow + 1 : 0;
        if (emptyInARow >= MAX_EMPTY_PAGES) {
            throw new PaginationError('empty-pages', page, `${describe}: ${MAX_EMPTY_PAGES} pages in a row (up to page ${page}) were empty yet said hasMore is true; stopped here instead of paging without end`);
        }
        const earlier = repeats.check(key, page + 1);
        if (earlier !== undefined) {
            throw new PaginationError('repeated-cursor', page, `${describe}: page ${page} of the listing returned cursor ${show(next)}, which was already sent to fetch page ${earlier}; stopped here instead of looping`);
        }
        cursor = response.cursor;
    }
}
/**
 * Finds a cursor sent before. The last {@link RECENT_CURSORS} are kept exactly; beyond them, Brent's
 * cycle finding keeps one checkpoint, moved at doubling distances, which a cycle of any length
 * eventually returns to. Memory stays bounded however long the listing.
 */
class RepeatDetector {
    recent = new Map();
    checkpoint;
    distance = 0;
    power = 1;
    /** The page an earlier request sent `key` for, or undefined; then remembers it for `page`. */
    check(key, page) {
        const seen = this.recent.get(key);
        if (seen !== undefined)
            return seen;
        if (this.checkpoint?.key === key)
            return this.checkpoint.page;
        this.recent.set(key, page);
        if (this.recent.size > RECENT_CURSORS) {
            this.recent.delete(this.recent.keys().next().value);
        }
        if (this.checkpoint === undefined || this.distance === this.power) {
            this.checkpoint = { key, page };
            this.power *= 2;
            this.distance = 0;
        }
        this.distance++;
        return undefined;
    }
}
function show(cursor) {
    const value = String(cursor);
    const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
    return typeof cursor === 'string' ? JSON.stringify(shown) : shown;
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/pipeline.ts
/**
 * The listing pipeline of `mode: dependency-inventory`. Repository pages come one after another (each
 * request needs the previous page's cursor); the repositories of a page join a queue as soon as it
 * arrives, and `concurrency` workers list their lockfiles while later repository pages are still
 * being fetched. Every request, repository pages included, takes one of `concurrency` slots; the next
 * repository page takes the next free slot ahead of lockfile pages, so that chain is never starved.
 */


const ungated = send => send();
/** The repositories list, page by page (integer cursor), each request through `gate`. */
function repositoryPages(client, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listRepositories({
            cursor,
            pageSize: query.pageSize,
            dependencyFilter: query.dependencyFilter
        }));
        return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, 'List repositories with dependencies');
}
/** The lockfiles list of one repository, page by page (string cursor), each request through `gate`. */
function lockfilePages(client, repositoryId, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listLockfiles(repositoryId, {
            cursor,
            pageSize: query.pageSize,
            dependencyFilter: query.dependencyFilter
        }));
        return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, `List lockfiles of repository ${repositoryId}`);
}
function newProgress() {
    return {
        repositoryPages: 0,
        repositories: 0,
        repositoriesListed: 0,
        lockfilePages: 0,
        lockfiles: 0,
        duplicates: 0
    };
}
/** Set on repositories whose lockfile listing never started because the run stopped. */
const NOT_LISTED = 'not listed: the run stopped after an error elsewhere';
/** Set on repositories whose lockfile listing was under way when the run stopped. */
const INTERRUPTED = 'listing interrupted: the run stopped after an error elsewhere';
/** The same two when the run was cancelled. */
const NOT_LISTED_CANCELLED = 'not listed: the run was cancelled';
const INTERRUPTED_CANCELLED = 'listing interrupted: the run was cancelled';
/**
 * Lists every repository and its lockfiles into `into` (in the API's order), with at most
 * `concurrency` requests in flight. Resolves when everything is listed; on the first error, lets the
 * requests under way finish, starts no new one, marks each repository whose lockfile listing did not
 * finish with `lockfilesError`, and rejects with that error.
 */
async function collectInventory(client, options, into, progress = newProgress()) {
    const slots = new RequestSlots(options.concurrency);
    const queue = new WorkQueue();
    const unfinished = new Set();
    let failure;
    const stop = (error) => {
        failure ??= { error };
        queue.close();
    };
    /** Holds a slot for the request; `first` puts the caller ahead of everyone waiting. */
    const gated = (first) => async (send) => {
        await slots.acquire(first);
        try {
            if (failure)
                throw new Stopped();
            return await send();
        }
        finally {
            slots.release();
        }
    };
    const listRepositories = async () => {
        // Bigints compare by value in a Set, and cost less than their text as keys.
        const seen = new Set();
        try {
            for await (const page of repositoryPages(client, options, gated(true))) {
                progress.repositoryPages++;
                for (const summary of page) {
                    if (seen.has(summary.id)) {
                        progress.duplicates++;
                        continue;
                    }
                    seen.add(summary.id);
                    const entry = {
                        id: summary.id,
                        name: summary.name,
                        numDependencies: summary.numDependencies,
                        hasDependencyPathScan: summary.hasDependencyPathScan,
                        lockfiles: []
                    };
                    into.push(entry);
                    unfinished.add(entry);
                    progress.repositories++;
                    queue.push(entry);
                }
            }
        }
        catch (error) {
            if (!(error instanceof Stopped))
                stop(error);
        }
        finally {
            queue.close();
        }
    };
    const paths = new StringPool(LOCKFILE_PATH_POOL_SIZE);
    const listLockfiles = async () => {
        for (;;) {
            const entry = await queue.take();
            if (entry === undefined || failure)
                return;
            let pages = 0;
            try {
                for await (const page of lockfilePages(client, entry.id, options, gated(false))) {
                    pages++;
                    progress.lockfilePages++;
                    progress.lockfiles += page.length;
                    for (const lockfile of page) {
                        entry.lockfiles.push({
                            lockfilePath: paths.get(lockfile.lockfilePath),
                            numDependencies: lockfile.numDependencies
                        });
                    }
                }
            }
            catch (error) {
                if (error instanceof Stopped) {
                    entry.lockfilesError = stoppedReason(pages > 0);
                }
                else {
                    entry.lockfilesError = (0,action_text/* errorMessage */.gJ)(error);
                    stop(error);
                }
                return;
            }
            unfinished.delete(entry);
            progress.repositoriesListed++;
        }
    };
    const cancel = () => stop(new Error('The run was cancelled; the listing stopped.'));
    const stoppedReason = (started) => options.signal?.aborted
        ? started
            ? INTERRUPTED_CANCELLED
            : NOT_LISTED_CANCELLED
        : started
            ? INTERRUPTED
            : NOT_LISTED;
    if (options.signal?.aborted)
        cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    const workers = Array.from({ length: options.concurrency }, () => listLockfiles());
    try {
        await Promise.all([listRepositories(), ...workers]);
    }
    finally {
        options.signal?.removeEventListener('abort', cancel);
    }
    if (!failure)
        return;
    for (const entry of unfinished)
        entry.lockfilesError ??= stoppedReason(false);
    throw failure.error;
}
/** A progress line: what was listed so far and what the transport did. */
function describeProgress(progress, stats, elapsedMs) {
    const n = (value) => value.toLocaleString('en-US');
    return (`${(0,action_text/* plural */.LS)(progress.repositories, 'repository', 'repositories')} ` +
        `(${(0,action_text/* plural */.LS)(progress.repositoryPages, 'page')}), lockfiles listed for ` +
        `${n(progress.repositoriesListed)} of them (${(0,action_text/* plural */.LS)(progress.lockfiles, 'lockfile')} in ` +
        `${(0,action_text/* plural */.LS)(progress.lockfilePages, 'page')}); ${(0,action_text/* plural */.LS)(stats.requests, 'request')}, ` +
        `${(0,action_text/* plural */.LS)(stats.retries, 'retry', 'retries')}, ` +
        `${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1000).toFixed(1)} s`);
}
/** Distinct lockfile paths shared in memory; most repositories repeat a few (`package-lock.json`). */
const LOCKFILE_PATH_POOL_SIZE = 10_000;
/** Keeps one copy of each of the first `size` distinct strings it is given. */
class StringPool {
    size;
    pool = new Map();
    constructor(size) {
        this.size = size;
    }
    get(value) {
        const kept = this.pool.get(value);
        if (kept !== undefined)
            return kept;
        if (this.pool.size < this.size)
            this.pool.set(value, value);
        return value;
    }
}
/** Thrown inside the pipeline to end work that would start after the first error. */
class Stopped extends Error {
    constructor() {
        super('stopped after an earlier error');
        this.name = 'Stopped';
    }
}
/** A counting semaphore whose waiters are served in order, with a way to go first. */
class RequestSlots {
    free;
    waiting = [];
    constructor(size) {
        this.free = size;
    }
    acquire(first) {
        if (this.free > 0) {
            this.free--;
            return Promise.resolve();
        }
        return new Promise(resolve => {
            if (first)
                this.waiting.unshift(resolve);
            else
                this.waiting.push(resolve);
        });
    }
    /** Hands the slot to the next waiter, if any. */
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.free++;
    }
}
/** A first-in first-out queue that workers wait on; `take()` gives undefined once closed and empty. */
class WorkQueue {
    items = [];
    head = 0;
    closed = false;
    takers = [];
    push(item) {
        const taker = this.takers.shift();
        if (taker)
            taker(item);
        else
            this.items.push(item);
    }
    close() {
        this.closed = true;
        for (const taker of this.takers.splice(0))
            taker(undefined);
    }
    take() {
        if (this.head < this.items.length) {
            const item = this.items[this.head];
            this.items[this.head++] = undefined;
            if (this.head > 1024 && this.head * 2 > this.items.length) {
                this.items = this.items.slice(this.head);
                this.head = 0;
            }
            return Promise.resolve(item);
        }
        if (this.closed)
            return Promise.resolve(undefined);
        return new Promise(resolve => this.takers.push(resolve));
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/platform/json.ts + 7 modules
var json = __webpack_require__(81078);
// EXTERNAL MODULE: ./src/platform/schemas.ts
var platform_schemas = __webpack_require__(92211);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/previous.ts
/**
 * The previous inventory (`previous-inventory`): an earlier run's inventory file, given as a path or
 * found as the artifact of the most recent earlier successful run of this workflow. It is read
 * bounded, parsed with the action's exact JSON reader, checked to be an inventory of this
 * deployment, and reduced to the index the comparison needs, before this run's listing starts, so
 * that its parsed text is gone by the time this run's inventory grows.
 *
 * None of its problems fails the step: a previous inventory that does not exist yet is a notice
 * (the first run), one that cannot be used is a warning, and both leave the run uncompared.
 */










/**
 * The largest previous inventory read. An inventory of 100,000 repositories with a few lockfiles
 * each is about 45 MB; this leaves room for organizations three times as large.
 */
const MAX_PREVIOUS_BYTES = 128 * 1024 * 1024;
/** The largest int64, the largest ID the platform has. */
const INT64_MAX = 2n ** 63n - 1n;
const headSchema = schemas/* object */.Ikc({
    deploymentId: schemas/* string */.YjP().regex(/^[0-9]+$/, 'expected the deployment ID as digits'),
    complete: schemas/* boolean */.zMY(),
    repositories: schemas/* array */.YOg(schemas/* unknown */.L5J())
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
        : typeof id === 'bigint' && id >= 0n && id <= INT64_MAX
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
            (0,annotations/* notice */.lm)('no previous inventory to compare with', message);
        else
            (0,annotations/* warn */.R8)('previous inventory not compared', message);
        return outcome;
    }
    const { source, index } = outcome.previous;
    log.info(`Comparing with the previous inventory (${describeSource(source)}): ` +
        `${(0,action_text/* plural */.LS)(index.size, 'repository', 'repositories')}, read in ` +
        `${((Date.now() - started) / 1000).toFixed(2)} s.`);
    if (!source.complete) {
        (0,annotations/* warn */.R8)('previous inventory is incomplete', `The previous inventory (${describeSource(source)}) is incomplete (complete: false): ` +
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
/**
 * Reads and checks an inventory file. `source` is what the comparison records as its origin (the
 * file, or the artifact it was unpacked from).
 */
async function readPreviousFile(file, deploymentId, source, name = `The previous inventory ${file}`) {
    const problem = (level, message) => ({
        ok: false,
        problem: { level, message }
    });
    let bytes;
    try {
        const handle = await (0,promises_.open)(file, 'r');
        try {
            const { size, isFile } = await handle.stat().then(s => ({ size: s.size, isFile: s.isFile() }));
            if (!isFile)
                return problem('warning', `${name} is not a file, so it was not compared with.`);
            if (size > MAX_PREVIOUS_BYTES) {
                return problem('warning', `${name} is ${(0,action_text/* formatBytes */.z3)(size)}, more than the ${(0,action_text/* formatBytes */.z3)(MAX_PREVIOUS_BYTES)} ` +
                    'read at most, so it was not compared with.');
            }
            bytes = await handle.readFile();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return problem('notice', `${name} does not exist yet, so there is nothing to compare with (the first run?): ` +
                'the inventory of this run is not compared.');
        }
        return problem('warning', `${name} could not be read: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
    // The repositories are read one at a time into the index: the file's whole object graph is never
    // built (see parseExactJsonWithArray).
    const index = new PreviousIndex();
    let badRepository;
    let parsed;
    try {
        parsed = (0,json/* parseExactJsonWithArray */.wm)(bytes, 'repositories', (item, at) => {
            if (badRepository !== undefined)
                return;
            const repository = readRepository(item);
            if (typeof repository === 'string')
                badRepository = `repositories[${at}].${repository}`;
            else
                index.add(repository);
        });
    }
    catch (error) {
        return problem('warning', `${name} is not JSON (${(0,action_text/* errorMessage */.gJ)(error)}), so it was not compared with.`);
    }
    const notInventory = (why) => problem('warning', `${name} is not an inventory file of this action (${why}), so it was not compared with.`);
    const head = headSchema.safeParse(parsed);
    if (!head.success)
        return notInventory((0,platform_schemas/* describeSchemaIssues */.D2)(head.error));
    if (badRepository !== undefined)
        return notInventory(badRepository);
    if (head.data.deploymentId !== deploymentId) {
        return problem('warning', `${name} is the inventory of deployment ${head.data.deploymentId}, and this run lists ` +
            `deployment ${deploymentId}, so it was not compared with.`);
    }
    // Where the member was not found as written (an escaped key), the parse above gave it whole.
    for (const [at, item] of head.data.repositories.entries()) {
        const repository = readRepository(item);
        if (typeof repository === 'string')
            return notInventory(`repositories[${at}].${repository}`);
        index.add(repository);
    }
    return { ok: true, previous: { index, source: { ...source, complete: head.data.complete } } };
}
/** Finds, downloads and reads the previous run's artifact. */
async function loadFromArtifact(deploymentId, settings) {
    const { env } = settings;
    const runId = Number(env.GITHUB_RUN_ID);
    const repository = env.GITHUB_REPOSITORY ?? '';
    if (!Number.isSafeInteger(runId) || runId <= 0 || !/^[^/]+\/[^/]+$/.test(repository)) {
        return {
            ok: false,
            problem: {
                level: 'warning',
                message: 'previous-inventory: artifact works in a GitHub Actions workflow run (GITHUB_RUN_ID and ' +
                    'GITHUB_REPOSITORY are not set here); give the path of an earlier inventory file instead.'
            }
        };
    }
    const { findPreviousArtifact, downloadPreviousArtifact, PreviousArtifactError } = await __webpack_require__.e(/* import() */ 968).then(__webpack_require__.bind(__webpack_require__, 55968));
    const request = {
        token: settings.githubToken,
        apiUrl: settings.githubApiUrl,
        repository,
        runId,
        artifactName: settings.artifactName,
        serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
        log: { debug: log.debug, warn: log.debug }
    };
    let directory;
    try {
        const found = await log.group(`Finding the previous inventory: artifact ${settings.artifactName} of an earlier run`, async () => {
            const artifact = await findPreviousArtifact(request);
            log.info(`Found artifact ${artifact.name} (${(0,action_text/* formatBytes */.z3)(artifact.size)}) of run ` +
                `${artifact.workflowRunId}, created ${artifact.workflowRunCreatedAt}.`);
            if (artifact.size > MAX_PREVIOUS_BYTES)
                return { artifact, file: undefined };
            directory = await (0,promises_.mkdtemp)(external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'previous-inventory-'));
            await downloadPreviousArtifact(request, artifact, directory);
            return { artifact, file: await inventoryIn(directory) };
        });
        const name = `The previous inventory (artifact ${found.artifact.name} of run ${found.artifact.workflowRunId})`;
        if (found.file === undefined) {
            return {
                ok: false,
                problem: {
                    level: 'warning',
                    message: found.artifact.size > MAX_PREVIOUS_BYTES
                        ? `${name} is ${(0,action_text/* formatBytes */.z3)(found.artifact.size)}, more than the ` +
                            `${(0,action_text/* formatBytes */.z3)(MAX_PREVIOUS_BYTES)} read at most, so it was not compared with.`
                        : `${name} holds no single .json file, so it was not compared with.`
                }
            };
        }
        return await readPreviousFile(found.file, deploymentId, { artifact: sourceOf(found.artifact) }, name);
    }
    catch (error) {
        if (error instanceof PreviousArtifactError) {
            return {
                ok: false,
                problem: {
                    level: error.kind === 'not-found' ? 'notice' : 'warning',
                    message: error.message
                }
            };
        }
        return {
            ok: false,
            problem: {
                level: 'warning',
                message: `The previous inventory's artifact could not be used: ${(0,action_text/* errorMessage */.gJ)(error)}`
            }
        };
    }
    finally {
        if (directory !== undefined)
            await (0,promises_.rm)(directory, { recursive: true, force: true });
    }
}
function sourceOf(artifact) {
    return {
        name: artifact.name,
        id: artifact.id,
        workflowRunId: artifact.workflowRunId,
        url: artifact.url
    };
}
/** The inventory file in an unpacked artifact: its only `.json` file at the top. */
async function inventoryIn(directory) {
    const entries = await (0,promises_.readdir)(directory, { withFileTypes: true });
    const json = entries.filter(entry => entry.isFile() && entry.name.endsWith('.json'));
    return json.length === 1 ? external_node_path_.join(directory, json[0].name) : undefined;
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var action_markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/ecosystems.ts
const BY_FILE_NAME = {
    'package-lock.json': 'npm',
    'npm-shrinkwrap.json': 'npm',
    'yarn.lock': 'npm',
    'pnpm-lock.yaml': 'npm',
    'bun.lock': 'npm',
    'go.sum': 'gomod',
    'go.mod': 'gomod',
    'requirements.txt': 'pypi',
    'poetry.lock': 'pypi',
    'pipfile.lock': 'pypi',
    'uv.lock': 'pypi',
    'pdm.lock': 'pypi',
    'gemfile.lock': 'gem',
    'cargo.lock': 'cargo',
    'pom.xml': 'maven',
    'gradle.lockfile': 'maven',
    'build.gradle': 'maven',
    'build.gradle.kts': 'maven',
    'maven_dep_tree.txt': 'maven',
    'composer.lock': 'composer',
    'packages.lock.json': 'nuget',
    'pubspec.lock': 'pub',
    'package.resolved': 'swiftpm',
    'mix.lock': 'hex',
    'podfile.lock': 'cocoapods',
    'opam.locked': 'opam'
};
/** `npm` for `web/package-lock.json`; `other` when the file name is not a known lockfile. */
function ecosystemOf(lockfilePath) {
    const name = (lockfilePath.split(/[\\/]/).pop() ?? '').toLowerCase();
    if (Object.hasOwn(BY_FILE_NAME, name))
        return BY_FILE_NAME[name];
    if (name.endsWith('.csproj'))
        return 'nuget';
    if (name.endsWith('.opam'))
        return 'opam';
    if (/^requirements.*\.txt$/.test(name))
        return 'pypi';
    return 'other';
}
/** Lockfiles and dependencies per ecosystem, the most dependencies first (`other` last). */
function ecosystemTotals(repositories) {
    const totals = new Map();
    for (const repo of repositories) {
        const seen = new Set();
        for (const lockfile of repo.lockfiles) {
            const ecosystem = ecosystemOf(lockfile.lockfilePath);
            let entry = totals.get(ecosystem);
            if (entry === undefined) {
                entry = { ecosystem, lockfiles: 0, dependencies: 0, repositories: 0 };
                totals.set(ecosystem, entry);
            }
            entry.lockfiles++;
            entry.dependencies += lockfile.numDependencies;
            if (!seen.has(ecosystem)) {
                seen.add(ecosystem);
                entry.repositories++;
            }
        }
    }
    return [...totals.values()].sort((a, b) => Number(a.ecosystem === 'other') - Number(b.ecosystem === 'other') ||
        b.dependencies - a.dependencies ||
        (a.ecosystem < b.ecosystem ? -1 : 1));
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/summary.ts
/**
 * The job summary of the `dependency-inventory` mode: the verdict, where the full inventory is, the
 * totals, a breakdown by ecosystem, then the `summary-limit` largest repositories by dependency
 * count. It is cut to a byte budget as well, so that it stays under GitHub's step-summary limit
 * whatever the organization's size; what is not shown is counted and pointed to.
 */





/** The largest budget: a safe margin under GitHub's 1 MiB step-summary limit. */
const DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES = 1_000_000;
/**
 * The budget for a `summary-limit`: room for the frame and about 800 bytes a row, so that the
 * default (100 rows) stays under 100 KB however long the names, and 1000 rows under 1 MiB.
 */
function budgetForLimit(limit) {
    return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, 19_000 + 800 * limit);
}
/** Repositories in the table by default (`summary-limit`). */
const DEFAULT_SUMMARY_LIMIT = 100;
/** Lockfiles listed inline in a row; more go into a collapsed `<details>` block. */
const INLINE_LOCKFILES = 3;
/** Lockfiles listed per repository at most; the rest are counted. */
const MAX_LOCKFILES_PER_ROW = 50;
/** Characters of a repository name or lockfile path shown at most. */
const MAX_NAME_CHARS = 200;
const MAX_ROW_ERROR_CHARS = 200;
/** Repositories with an unfinished lockfile listing named at most. */
const MAX_NAMED_INCOMPLETE = 5;
/**
 * Renders the summary as Markdown of at most `budgetBytes` UTF-8 bytes. Every string from the API
 * is escaped.
 */
function renderInventorySummary(inv, options) {
    const limit = Math.max(1, options.summaryLimit ?? DEFAULT_SUMMARY_LIMIT);
    const budget = Math.max(0, Math.floor(options.budgetBytes ?? budgetWithSections(limit, options)));
    const failure = options.failure ?? inv.error;
    const failed = !inv.complete || failure !== undefined;
    const collected = inv.repositories.length > 0;
    const cancelled = options.cancelled === true && failed;
    // What went wrong and what to do come right under the verdict; the details follow.
    const before = failure !== undefined && !cancelled ? [(0,summary/* failureBlock */.Qu)(failure)] : [];
    if (failed && collected) {
        before.push(`Collected before the ${cancelled ? 'run was cancelled' : 'failure'}: ` +
            `${(0,action_text/* plural */.LS)(inv.repositories.length, 'repository', 'repositories')} and ` +
            `${(0,action_text/* plural */.LS)(inv.totals.lockfiles, 'lockfile')}; the totals and tables below cover only these.`);
    }
    const incomplete = incompleteListings(inv);
    if (incomplete)
        before.push(incomplete);
    const where = whereNote(options, failed, collected);
    if (where)
        before.push(where);
    if (collected)
        before.push(totalsTable(inv));
    // Each added section may take a quarter of the budget; the largest repositories fill the rest.
    const share = Math.floor(budget / 4);
    if (options.compared)
        before.push(changesSection(inv, options, failed, limit, share));
    if (options.uncovered)
        before.push(uncoveredSection(inv, options.uncovered, limit, share));
    if (collected)
        before.push(ecosystemSection(inv));
    const theVerdict = withAdditions(verdict(inv, failed, failure, cancelled, options.deploymentName), inv, options, failed);
    const repos = collected ? [...inv.repositories].sort(byDependencies).slice(0, limit) : [];
    const total = inv.repositories.length;
    const render = (rows) => {
        const sections = [...before];
        if (repos.length > 0)
            sections.push(repositoriesSection(rows, total, limit, failed));
        return (0,summary/* renderSummary */.Br)(theVerdict, sections);
    };
    // The longest "shown" line is the one for no rows; with it the frame is as large as it gets.
    let size = (0,action_markdown/* byteLength */.dp)(render([]));
    if (size > budget)
        return fallback(inv, failed, cancelled, options.inventoryFilePath, budget);
    const rows = [];
    for (const [index, repo] of repos.entries()) {
        const row = repositoryRow(index + 1, repo);
        const cost = (0,action_markdown/* byteLength */.dp)(row) + 1;
        if (size + cost > budget)
            break;
        size += cost;
        rows.push(row);
    }
    let markdown = render(rows);
    // The "shown" line is no longer with rows than without; this only guards against a change of it.
    while ((0,action_markdown/* byteLength */.dp)(markdown) > budget && rows.length > 0) {
        rows.pop();
        markdown = render(rows);
    }
    return (0,action_markdown/* byteLength */.dp)(markdown) <= budget
        ? markdown
        : fallback(inv, failed, cancelled, options.inventoryFilePath, budget);
}
function verdict(inv, failed, failure, cancelled, name = inv.deploymentId) {
    const message = failure ?? 'no error was recorded.';
    const deployment = (0,action_markdown/* code */.aY)(name);
    if (cancelled) {
        return (0,summary/* cancelledVerdict */.F0)(inv.repositories.length === 0
            ? 'No inventory was collected.'
            : 'The inventory is incomplete: what was collected is below and in the inventory file, ' +
                'marked <code>complete: false</code>.');
    }
    if (failed && inv.repositories.length === 0) {
        return (0,summary/* failedVerdict */.b9)('No inventory was collected.', message);
    }
    if (failed)
        return (0,summary/* failedVerdict */.b9)('The inventory is incomplete: the run failed.', message);
    const t = inv.totals;
    if (t.repositories === 0) {
        return {
            outcome: 'done',
            sentence: `No repositories with dependencies were found in deployment ${deployment}.`
        };
    }
    const counts = `${(0,action_text/* plural */.LS)(t.repositories, 'repository', 'repositories')} with ` +
        `${(0,action_text/* plural */.LS)(t.lockfiles, 'lockfile')} and ${(0,action_text/* plural */.LS)(t.dependencies, 'dependency', 'dependencies')}`;
    const unfinished = inv.repositories.filter(r => r.lockfilesError !== undefined).length;
    if (unfinished > 0) {
        return {
            outcome: 'warning',
            sentence: `Listed ${counts} in deployment ${deployment}, but the lockfile listing did ` +
                `not finish for ${(0,action_text/* plural */.LS)(unfinished, 'repository', 'repositories')} (below).`
        };
    }
    return { outcome: 'done', sentence: `Listed ${counts} in deployment ${deployment}.` };
}
/** The budget with room for the changes and uncovered sections' rows, when they are shown. */
function budgetWithSections(limit, options) {
    const extra = (options.compared ? 6_000 + 400 * limit : 0) + (options.uncovered ? 4_000 + 300 * limit : 0);
    return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, budgetForLimit(limit) + extra);
}
/** The verdict with what changed and what is uncovered; a problem with either is a warning. */
function withAdditions(base, inv, options, failed) {
    if (failed)
        return base;
    const phrases = [];
    let outcome = base.outcome;
    if (inv.changes) {
        const c = changeCounts(inv.changes);
        phrases.push(c.repositoriesAdded + c.repositoriesRemoved + c.lockfilesAdded + c.lockfilesRemoved === 0
            ? 'no repository or lockfile was added or removed since the previous inventory'
            : `since the previous inventory ${(0,action_text/* formatCount */.B4)(c.repositoriesAdded)} added and ` +
                `${(0,action_text/* formatCount */.B4)(c.repositoriesRemoved)} removed ${c.repositoriesAdded + c.repositoriesRemoved === 1 ? 'repository' : 'repositories'}, ` +
                `${(0,action_text/* formatCount */.B4)(c.lockfilesAdded)} added and ${(0,action_text/* formatCount */.B4)(c.lockfilesRemoved)} removed ` +
                `${c.lockfilesAdded + c.lockfilesRemoved === 1 ? 'lockfile' : 'lockfiles'}`);
        if (!inv.changes.previous.complete)
            outcome = 'warning';
    }
    else if (options.previousProblem?.level === 'warning') {
        phrases.push('the previous inventory could not be compared with (below)');
        outcome = 'warning';
    }
    if (inv.uncovered) {
        phrases.push(`${(0,action_text/* plural */.LS)(inv.uncovered.length, 'project')} of the deployment ` +
            `${inv.uncovered.length === 1 ? 'has' : 'have'} no dependency data`);
    }
    else if (options.uncovered && 'problem' in options.uncovered) {
        phrases.push('the projects without dependency data could not be listed (below)');
        outcome = 'warning';
    }
    if (phrases.length === 0)
        return base;
    const sentence = base.sentence.replace(/\.$/, '');
    return { outcome, sentence: `${sentence}; ${phrases.join('; ')}.` };
}
/** Rows that fit `allowance` bytes, at most `limit`; `rows` is produced lazily. */
function rowsWithin(rows, limit, allowance) {
    const taken = [];
    let size = 0;
    for (const row of rows) {
        if (taken.length >= limit)
            break;
        const cost = (0,action_markdown/* byteLength */.dp)(row) + 1;
        if (size + cost > allowance)
            break;
        size += cost;
        taken.push(row);
    }
    return taken;
}
/** `**3 of 40 changes shown**; …` or `All 3 changes shown.` */
function shownLine(shown, total, limit, what) {
    if (shown === total)
        return `All ${(0,action_text/* plural */.LS)(total, ...what)} shown.`;
    const why = shown < Math.min(limit, total)
        ? "as many as fit GitHub's summary size limit"
        : `<code>summary-limit: ${limit}</code>`;
    return `**${(0,action_text/* formatCount */.B4)(shown)} of ${(0,action_text/* plural */.LS)(total, ...what)} shown** (${why}); the rest are in the full inventory.`;
}
/** "Changes since the previous inventory": counts, then at most `limit` rows. */
function changesSection(inv, options, failed, limit, allowance) {
    const heading = '### Changes since the previous inventory';
    const changes = inv.changes;
    if (!changes) {
        const problem = options.previousProblem;
        const why = problem
            ? `${problem.level === 'warning' ? '⚠️' : 'ℹ️'} ${(0,action_markdown/* prose */.CS)(problem.message)}`
            : failed
                ? 'Not compared: this run’s inventory is incomplete, so its changes would be wrong.'
                : '';
        return why ? [heading, '', why].join('\n') : '';
    }
    const c = changeCounts(changes);
    const previous = changes.previous;
    const source = 'file' in previous
        ? `the inventory file ${(0,action_markdown/* code */.aY)(previous.file)}`
        : `the artifact ${(0,action_markdown/* link */.nf)(previous.artifact.name, previous.artifact.url)} of run ${previous.artifact.workflowRunId}`;
    const lines = [
        heading,
        '',
        `Compared with ${source}; repositories matched by ID, lockfiles by repository and path.`
    ];
    if (!previous.complete) {
        lines.push('', '⚠️ The previous inventory is incomplete (<code>complete: false</code>): what that run did not ' +
            'reach counts as added now, so additions may be overstated.');
    }
    lines.push('', (0,action_markdown/* table */.tp)(['', 'Added', 'Removed'], [
        ['Repositories', (0,action_text/* formatCount */.B4)(c.repositoriesAdded), (0,action_text/* formatCount */.B4)(c.repositoriesRemoved)],
        ['Lockfiles', (0,action_text/* formatCount */.B4)(c.lockfilesAdded), (0,action_text/* formatCount */.B4)(c.lockfilesRemoved)]
    ], [1, 2]));
    if (c.repositoriesRenamed > 0) {
        lines.push('', `${(0,action_text/* plural */.LS)(c.repositoriesRenamed, 'repository', 'repositories')} renamed (the same ID, so neither added nor removed).`);
    }
    const total = changeRowCount(changes);
    if (total === 0)
        return lines.join('\n');
    const rows = rowsWithin(changeRows(changes), limit, allowance);
    lines.push('', shownLine(rows.length, total, limit, ['change', 'changes']), '', (0,action_markdown/* table */.tp)(['Change', 'Repository', 'Lockfile'], []), ...rows);
    return lines.join('\n');
}
/** Rows of the changes table: repositories first, then lockfiles of repositories in both. */
function changeRowCount(changes) {
    return (changes.repositories.added.length +
        changes.repositories.removed.length +
        changes.repositories.renamed.length +
        lockfilesOfKeptRepositories(changes, 'added').length +
        lockfilesOfKeptRepositories(changes, 'removed').length);
}
function* changeRows(changes) {
    const lockfileCounts = new Map();
    for (const lockfile of [...changes.lockfiles.added, ...changes.lockfiles.removed]) {
        lockfileCounts.set(lockfile.repositoryId, (lockfileCounts.get(lockfile.repositoryId) ?? 0) + 1);
    }
    const repositoryRow = (change, name, id) => `| ${change} | ${(0,action_markdown/* text */.Qq)(clip(name, MAX_NAME_CHARS))} | ${lockfileCounts.has(id) ? (0,action_text/* plural */.LS)(lockfileCounts.get(id), 'lockfile') : 'no lockfile'} |`;
    for (const repo of changes.repositories.added)
        yield repositoryRow('➕ repository added', repo.name, repo.id);
    for (const repo of changes.repositories.removed)
        yield repositoryRow('➖ repository removed', repo.name, repo.id);
    for (const repo of changes.repositories.renamed) {
        yield `| ✏️ repository renamed | ${(0,action_markdown/* text */.Qq)(clip(repo.previousName, MAX_NAME_CHARS))} → ${(0,action_markdown/* text */.Qq)(clip(repo.name, MAX_NAME_CHARS))} | |`;
    }
    const lockfileRow = (change, lockfile) => `| ${change} | ${(0,action_markdown/* text */.Qq)(clip(lockfile.repository, MAX_NAME_CHARS))} | ${(0,action_markdown/* code */.aY)(clipStart(lockfile.lockfilePath, MAX_NAME_CHARS))} |`;
    for (const lockfile of lockfilesOfKeptRepositories(changes, 'added'))
        yield lockfileRow('➕ lockfile added', lockfile);
    for (const lockfile of lockfilesOfKeptRepositories(changes, 'removed'))
        yield lockfileRow('➖ lockfile removed', lockfile);
}
/** Lockfiles added or removed in repositories that are in both inventories. */
function lockfilesOfKeptRepositories(changes, which) {
    const whole = new Set(changes.repositories[which].map(repo => repo.id));
    return changes.lockfiles[which].filter(lockfile => !whole.has(lockfile.repositoryId));
}
/** "Projects without dependency data": how many, then at most `limit` of them. */
function uncoveredSection(inv, report, limit, allowance) {
    const heading = '### Projects without dependency data';
    if ('problem' in report)
        return [heading, '', `⚠️ ${(0,action_markdown/* prose */.CS)(report.problem)}`].join('\n');
    const uncovered = inv.uncovered ?? [];
    const lines = [
        heading,
        '',
        `**${(0,action_text/* formatCount */.B4)(uncovered.length)} of ${(0,action_text/* plural */.LS)(report.projects, 'project')}** of deployment ` +
            `${(0,action_markdown/* code */.aY)(report.slug)} ${uncovered.length === 1 ? 'is' : 'are'} not among the repositories ` +
            'with dependencies above: never scanned for supply chain, no lockfile found, or left out by ' +
            'the dependency filter.'
    ];
    if (uncovered.length === 0)
        return lines.join('\n');
    const rows = rowsWithin((function* () {
        for (const [i, project] of uncovered.entries()) {
            yield `| ${i + 1} | ${(0,action_markdown/* text */.Qq)(clip(project.name, MAX_NAME_CHARS))} | ${project.id} |`;
        }
    })(), limit, allowance);
    lines.push('', shownLine(rows.length, uncovered.length, limit, ['project', 'projects']), '', (0,action_markdown/* table */.tp)(['#', 'Project', 'ID'], [], [0]), ...rows);
    return lines.join('\n');
}
/** Where the whole inventory is: the artifact, or the file and how to keep it. */
function whereNote(options, failed, collected) {
    const what = failed ? 'The inventory collected so far' : 'The full inventory';
    if (options.artifact) {
        const a = options.artifact;
        return `**${what}** is in the workflow artifact ${(0,action_markdown/* link */.nf)(a.name, a.url)} (${(0,action_text/* formatBytes */.z3)(a.size)} zip).`;
    }
    if (options.inventoryFilePath === '' || (failed && !collected))
        return '';
    return (`**${what}** is in ${(0,action_markdown/* code */.aY)(options.inventoryFilePath)} (the <code>inventory-file</code> ` +
        'output), on the runner until the job ends: set <code>artifact-name</code> to keep it as a workflow ' +
        'artifact, or upload it in a later step of this job.');
}
function incompleteListings(inv) {
    const incomplete = inv.repositories.filter(repo => repo.lockfilesError !== undefined);
    if (incomplete.length === 0)
        return '';
    const named = incomplete
        .slice(0, MAX_NAMED_INCOMPLETE)
        .map(repo => (0,action_markdown/* code */.aY)(clip(repo.name, MAX_NAME_CHARS)));
    const more = incomplete.length - named.length;
    return (`The lockfile listing did not finish for ${(0,action_text/* plural */.LS)(incomplete.length, 'repository', 'repositories')}: ` +
        `${named.join(', ')}${more > 0 ? ` and ${(0,action_text/* formatCount */.B4)(more)} more` : ''}; only the lockfiles ` +
        'received are counted for them.');
}
function totalsTable(inv) {
    const t = inv.totals;
    return (0,action_markdown/* table */.tp)(['Total', 'Count'], [
        ['Repositories', (0,action_text/* formatCount */.B4)(t.repositories)],
        ['Lockfiles', (0,action_text/* formatCount */.B4)(t.lockfiles)],
        ['Dependencies', (0,action_text/* formatCount */.B4)(t.dependencies)],
        ['Repositories with dependency-path scans', (0,action_text/* formatCount */.B4)(t.repositoriesWithDependencyPathScan)]
    ], [1]);
}
function ecosystemSection(inv) {
    const totals = ecosystemTotals(inv.repositories);
    if (totals.length === 0)
        return '';
    const rows = totals.map(e => [
        (0,action_markdown/* text */.Qq)(e.ecosystem),
        (0,action_text/* formatCount */.B4)(e.repositories),
        (0,action_text/* formatCount */.B4)(e.lockfiles),
        (0,action_text/* formatCount */.B4)(e.dependencies)
    ]);
    return [
        '### By ecosystem',
        '',
        '_From the lockfile names; dependencies are the lockfiles’ own counts._',
        '',
        (0,action_markdown/* table */.tp)(['Ecosystem', 'Repositories', 'Lockfiles', 'Dependencies'], rows, [1, 2, 3])
    ].join('\n');
}
function repositoriesSection(rows, total, limit, failed) {
    const collected = failed ? ' collected' : '';
    const shown = rows.length === total
        ? `All ${(0,action_text/* plural */.LS)(total, 'repository', 'repositories')}${collected} shown, by dependency count.`
        : `**${(0,action_text/* formatCount */.B4)(rows.length)} of ${(0,action_text/* plural */.LS)(total, 'repository', 'repositories')}${collected} shown**, ` +
            `the most dependencies first (${rows.length < Math.min(limit, total)
                ? "as many as fit GitHub's summary size limit"
                : `<code>summary-limit: ${limit}</code>`}); the rest are in the full inventory.`;
    const head = (0,action_markdown/* table */.tp)(['#', 'Repository', 'Dependencies', 'Dependency-path scan', 'Lockfiles (dependencies)'], [], [0, 2]);
    return ['### Largest repositories', '', shown, '', head, ...rows].join('\n');
}
/** Descending dependency count, then name, then ID. */
function byDependencies(a, b) {
    if (a.numDependencies !== b.numDependencies)
        return b.numDependencies - a.numDependencies;
    if (a.name !== b.name)
        return a.name < b.name ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function byLockfileDependencies(a, b) {
    if (a.numDependencies !== b.numDependencies)
        return b.numDependencies - a.numDependencies;
    if (a.lockfilePath !== b.lockfilePath)
        return a.lockfilePath < b.lockfilePath ? -1 : 1;
    return 0;
}
function repositoryRow(rank, repo) {
    return `| ${rank} | ${(0,action_markdown/* text */.Qq)(clip(repo.name, MAX_NAME_CHARS))} | ${(0,action_text/* formatCount */.B4)(repo.numDependencies)} | ${repo.hasDependencyPathScan ? 'yes' : 'no'} | ${lockfilesCell(repo)} |`;
}
/** One table cell (a single line): a few lockfiles inline, more in a collapsed block. */
function lockfilesCell(repo) {
    const lockfiles = [...repo.lockfiles].sort(byLockfileDependencies);
    const shown = lockfiles
        .slice(0, MAX_LOCKFILES_PER_ROW)
        .map(lockfile => `${(0,action_markdown/* code */.aY)(clipStart(lockfile.lockfilePath, MAX_NAME_CHARS))} (${(0,action_text/* formatCount */.B4)(lockfile.numDependencies)})`);
    const hidden = lockfiles.length - shown.length;
    if (hidden > 0)
        shown.push(`… and ${(0,action_text/* formatCount */.B4)(hidden)} more in the full inventory`);
    let list;
    if (lockfiles.length === 0)
        list = repo.lockfilesError === undefined ? 'none' : '';
    else if (lockfiles.length <= INLINE_LOCKFILES)
        list = shown.join('<br>');
    else {
        const label = (0,action_text/* plural */.LS)(lockfiles.length, 'lockfile');
        list = `<details><summary>${label}</summary>${shown.join('<br>')}</details>`;
    }
    if (repo.lockfilesError === undefined)
        return list;
    const warning = `⚠️ listing incomplete: ${(0,action_markdown/* text */.Qq)(clip(repo.lockfilesError, MAX_ROW_ERROR_CHARS))}`;
    return list === '' ? warning : `${warning}<br>${list}`;
}
/** The shortest useful summary, for budgets too small for the full one. */
function fallback(inv, failed, cancelled, path, budget) {
    const t = inv.totals;
    const state = failed ? ` (incomplete: the run ${cancelled ? 'was cancelled' : 'failed'})` : '';
    const where = path === '' ? '' : ` Full inventory: ${(0,action_markdown/* code */.aY)(path)}.`;
    const counts = `${(0,action_text/* plural */.LS)(t.repositories, 'repository', 'repositories')}, ${(0,action_text/* plural */.LS)(t.lockfiles, 'lockfile')}, ${(0,action_text/* plural */.LS)(t.dependencies, 'dependency', 'dependencies')}${state}.`;
    const mark = failed ? '❌' : '✅';
    for (const candidate of [
        `${mark} ${counts}${where}\n`,
        `${mark} ${counts}\n`,
        `Dependency inventory: ${counts}\n`
    ]) {
        if ((0,action_markdown/* byteLength */.dp)(candidate) <= budget)
            return candidate;
    }
    // Plain ASCII words and digits only, so any prefix is harmless Markdown; cut after a word.
    const whole = `Dependency inventory: ${counts}`;
    if (whole.length <= budget)
        return whole;
    const plain = whole.slice(0, budget + 1);
    const lastSpace = plain.lastIndexOf(' ');
    return lastSpace > 0 ? plain.slice(0, lastSpace) : '';
}
/** At most `max` characters, cut at the end, without splitting a surrogate pair. */
function clip(value, max) {
    if (value.length <= max)
        return value;
    let end = max - 1;
    if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1)))
        end--;
    return `${value.slice(0, end)}…`;
}
/** At most `max` characters, cut at the start (the end of a path says the most). */
function clipStart(value, max) {
    if (value.length <= max)
        return value;
    let start = value.length - max + 1;
    if (/[\uDC00-\uDFFF]/.test(value.charAt(start)))
        start++;
    return `…${value.slice(start)}`;
}

// EXTERNAL MODULE: ./src/platform/project-pages.ts
var project_pages = __webpack_require__(47039);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/uncovered.ts

/** Lists the projects of the deployment `slug` and keeps those not in `repositories`. */
async function findUncovered(client, deploymentSlug, repositories) {
    const covered = new Set();
    for (const repo of repositories)
        covered.add(repo.id);
    const result = { projects: 0, uncovered: [] };
    for await (const page of (0,project_pages/* projectPages */.aX)(client, deploymentSlug)) {
        result.projects += page.length;
        for (const project of page) {
            if (covered.has(project.id))
                continue;
            // A project listed twice is reported once.
            covered.add(project.id);
            result.uncovered.push({ id: project.id, name: project.name });
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/index.ts
/**
 * `mode: dependency-inventory`, on a schedule or on demand: every repository that has dependencies,
 * with its lockfiles, into the job summary and a JSON file.
 *
 * The listing is a pipeline, not two phases. Repository pages come one after another (each request
 * needs the previous page's cursor); the repositories of a page join a queue as soon as it arrives,
 * and `concurrency` workers list their lockfiles while later repository pages are still being
 * fetched. Every request of the mode, repository pages included, takes one of `concurrency` slots, so
 * that never more than `concurrency` requests are in flight; the next repository page takes the next
 * free slot ahead of lockfile pages, so the chain of repository pages is never starved. A 429 pauses
 * every request of the step (the transport's doing), not just the one that got it.
 *
 * Results keep the API's repository order, lockfiles in page order. The first error stops the
 * pipeline: requests already under way finish, nothing new starts, and the inventory file is still
 * written (`complete: false`) before the step fails.
 *
 * With `artifact-name`, the inventory file is also uploaded as a workflow artifact (on a failure
 * part-way too), so that it outlives the job.
 *
 * With `previous-inventory`, the previous inventory is read first (see previous.ts) and this run's
 * is compared with it once complete; with `list-uncovered`, the deployment's projects are listed
 * after the inventory and those without dependency data reported.
 *
 * Outputs: `repository-count`, `lockfile-count`, `dependency-count` and `inventory-file` (the last
 * also on a failure part-way); `artifact-id` and `artifact-url` when uploaded; the change counts
 * when compared; `uncovered-count` with `list-uncovered`.
 */













/** How often a progress line is logged while the inventory runs. */
const PROGRESS_INTERVAL_MS = 3_000;
async function runDependencyInventory(inputs, context) {
    const inventory = {
        deploymentId: context.deploymentId,
        complete: false,
        repositories: [],
        totals: computeTotals([])
    };
    let writtenFile = '';
    let artifact;
    let previous;
    let uncovered;
    context.summary.show((failure, cancelled) => renderInventorySummary(inventory, {
        inventoryFilePath: writtenFile,
        summaryLimit: inputs.summaryLimit,
        ...(artifact && { artifact }),
        ...(previous && !previous.ok && { previousProblem: previous.problem }),
        ...(inputs.previousInventory !== undefined && { compared: true }),
        ...(uncovered && { uncovered }),
        failure,
        cancelled,
        ...(context.deploymentName && { deploymentName: context.deploymentName() })
    }));
    (0,files/* checkOutputPath */.$b)('inventory-file', inputs.inventoryFile);
    keepYoungGenerationSmall();
    if (inputs.previousInventory !== undefined) {
        // Read before the listing, so that its parsed text is gone before this inventory grows.
        previous = await loadPreviousInventory(inputs.previousInventory, context.deploymentId, inputs.artifactName === undefined
            ? undefined
            : {
                artifactName: inputs.artifactName,
                githubToken: inputs.githubToken ?? '',
                githubApiUrl: inputs.githubApiUrl ?? 'https://api.github.com',
                env: process.env
            });
    }
    const progress = newProgress();
    const started = Date.now();
    const progressLine = () => describeProgress(progress, context.requestStats, Date.now() - started);
    const ticker = setInterval(() => log.info(`Progress: ${progressLine()}`), PROGRESS_INTERVAL_MS);
    ticker.unref();
    log.info(`Listing the repositories with dependencies and their lockfiles: page size ${inputs.pageSize}, ` +
        `at most ${inputs.concurrency} requests in flight` +
        `${inputs.dependencyFilter ? ', with the dependency filter' : ''}.`);
    let failure;
    try {
        await collectInventory(context.client, { ...inputs, ...(context.signal && { signal: context.signal }) }, inventory.repositories, progress);
    }
    catch (error) {
        failure = error;
    }
    finally {
        clearInterval(ticker);
    }
    inventory.totals = computeTotals(inventory.repositories);
    inventory.complete = failure === undefined;
    if (failure !== undefined)
        inventory.error = (0,action_text/* errorMessage */.gJ)(failure);
    if (progress.duplicates > 0) {
        (0,annotations/* warn */.R8)('repositories listed twice', `The repositories list returned ${(0,action_text/* plural */.LS)(progress.duplicates, 'repository', 'repositories')} ` +
            `a second time; each repository is listed once, with the details of its first appearance.`);
    }
    log.info(`${failure === undefined ? 'Done' : 'Stopped'}: ${progressLine()}`);
    if (failure === undefined && previous?.ok) {
        const comparing = Date.now();
        inventory.changes = previous.previous.index.compare(inventory.repositories, previous.previous.source);
        log.info(`Compared with the previous inventory in ${((Date.now() - comparing) / 1000).toFixed(2)} s.`);
    }
    if (failure === undefined && inputs.listUncovered) {
        uncovered = await listUncovered(inventory, context);
    }
    try {
        await writeInventoryFile(inputs.inventoryFile, inventory);
    }
    catch (error) {
        const problem = `Could not write the inventory file ${inputs.inventoryFile}: ${(0,action_text/* errorMessage */.gJ)(error)}`;
        throw new Error(failure === undefined ? problem : `${(0,action_text/* errorMessage */.gJ)(failure)} ${problem}`);
    }
    writtenFile = inputs.inventoryFile;
    await (0,outputs/* setOutput */.u)('inventory-file', inputs.inventoryFile, 'txt');
    log.info(`Wrote the ${inventory.complete ? '' : 'incomplete '}inventory to ${inputs.inventoryFile}.`);
    if (inputs.artifactName !== undefined) {
        try {
            artifact = await uploadInventory(inputs.artifactName, inputs.inventoryFile);
        }
        catch (error) {
            if (failure === undefined)
                throw error;
            throw new Error(`${(0,action_text/* errorMessage */.gJ)(failure)} Also: ${(0,action_text/* errorMessage */.gJ)(error)}`);
        }
    }
    // The pipeline's own error, rethrown unchanged now that the file is written.
    if (failure !== undefined)
        throw failure;
    const { totals } = inventory;
    await (0,outputs/* setOutput */.u)('repository-count', String(totals.repositories), 'txt');
    await (0,outputs/* setOutput */.u)('lockfile-count', String(totals.lockfiles), 'txt');
    await (0,outputs/* setOutput */.u)('dependency-count', String(totals.dependencies), 'txt');
    log.info(`Inventory: ${(0,action_text/* plural */.LS)(totals.repositories, 'repository', 'repositories')}, ` +
        `${(0,action_text/* plural */.LS)(totals.lockfiles, 'lockfile')}, ${(0,action_text/* plural */.LS)(totals.dependencies, 'dependency', 'dependencies')}.`);
    if (inventory.changes) {
        const counts = changeCounts(inventory.changes);
        await (0,outputs/* setOutput */.u)('repositories-added', String(counts.repositoriesAdded), 'txt');
        await (0,outputs/* setOutput */.u)('repositories-removed', String(counts.repositoriesRemoved), 'txt');
        await (0,outputs/* setOutput */.u)('lockfiles-added', String(counts.lockfilesAdded), 'txt');
        await (0,outputs/* setOutput */.u)('lockfiles-removed', String(counts.lockfilesRemoved), 'txt');
        log.info(`Since the previous inventory: ${(0,action_text/* plural */.LS)(counts.repositoriesAdded, 'repository', 'repositories')} ` +
            `added, ${counts.repositoriesRemoved} removed, ${counts.repositoriesRenamed} renamed; ` +
            `${(0,action_text/* plural */.LS)(counts.lockfilesAdded, 'lockfile')} added, ${counts.lockfilesRemoved} removed.`);
    }
    if (inventory.uncovered) {
        await (0,outputs/* setOutput */.u)('uncovered-count', String(inventory.uncovered.length), 'txt');
    }
}
/**
 * Lists the deployment's projects and records those without dependency data in the inventory. A
 * failure is a warning: the inventory itself is complete, and its outputs are set.
 */
async function listUncovered(inventory, context) {
    let slug = '';
    try {
        slug = await context.deploymentSlug();
        const found = await log.group(`Listing the projects of deployment ${slug}`, () => findUncovered(context.client, slug, inventory.repositories));
        inventory.uncovered = found.uncovered;
        log.info(`${(0,action_text/* plural */.LS)(found.uncovered.length, 'project')} of ${found.projects} ` +
            `${found.uncovered.length === 1 ? 'has' : 'have'} no dependency data.`);
        return { projects: found.projects, slug };
    }
    catch (error) {
        const message = `Projects without dependency data are not reported: listing the projects of deployment ` +
            `${slug || context.deploymentId} failed: ${(0,action_text/* errorMessage */.gJ)(error)}`;
        (0,annotations/* warn */.R8)('projects without dependency data not listed', message);
        return { problem: message };
    }
}
/** Uploads the inventory file as a workflow artifact and sets the outputs. */
async function uploadInventory(name, file) {
    // Loaded here so that runs without artifact-name never load @actions/artifact.
    const { uploadArtifact } = await __webpack_require__.e(/* import() */ 616).then(__webpack_require__.bind(__webpack_require__, 4616));
    const artifact = await log.group(`Uploading the inventory as artifact ${name}`, () => uploadArtifact(name, file));
    await (0,outputs/* setOutput */.u)('artifact-id', String(artifact.id), 'txt');
    await (0,outputs/* setOutput */.u)('artifact-url', artifact.url, 'txt');
    log.info(`Uploaded artifact ${name}: ${artifact.url}`);
    return artifact;
}
/**
 * Keeps V8's young generation at the size it has now. A long run of small requests, whose results
 * are kept, lets V8 grow it step by step to its maximum (64 MiB on Node 24, 32 MiB on Node 20), and
 * the old generation grows with it: for 20,000 repositories the process peaked at about 260 MB on
 * Node 24, and at about 140 MB with this setting, in the same time (`npm run bench`). The flag is
 * read whenever V8 considers growing the young generation, so setting it while running takes effect.
 */
function keepYoungGenerationSmall() {
    (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
    (0,external_node_v8_.setFlagsFromString)(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
/**
 * How much V8 lets the old generation grow past what survived the last full collection. Its own
 * factor (up to 4x while allocation is fast) took 100,000 repositories to 310 MB and more on Node 24;
 * 20 % holds them under 200 MB at about the same speed. Read at each collection, so it applies when set.
 */
const HEAP_GROWING_PERCENT = 20;
/**
 * Writes the inventory file piece by piece (the text of a large inventory is never held whole),
 * through the action's file writer, so that the file is either complete or absent.
 */
async function writeInventoryFile(file, inventory) {
    await (0,files/* writeFileSafely */.kv)(file, batched(inventoryJsonChunks(inventory)));
}
/** Joins small pieces of text into pieces of about 64 KiB, and ends the text with a newline. */
function* batched(pieces) {
    let batch = [];
    let length = 0;
    for (const piece of pieces) {
        batch.push(piece);
        length += piece.length;
        if (length >= 65_536) {
            yield batch.join('');
            batch = [];
            length = 0;
        }
    }
    batch.push('\n');
    yield batch.join('');
}
const dependencyInventory = {
    parseInputs: parseDependencyInventoryInputs,
    run: runDependencyInventory
};
/* harmony default export */ const dependency_inventory = (dependencyInventory);


/***/ }),

/***/ 47039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ RepeatedProjectsError),
/* harmony export */   aX: () => (/* binding */ projectPages)
/* harmony export */ });
/* unused harmony export MAX_PROJECT_PAGES */
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84338);
/**
 * The deployment's projects, page by page (`GET .../projects?page=N&page_size=M`, pages from 0),
 * bounded: at most {@link MAX_PROJECT_PAGES} pages, and a page that only repeats projects already
 * seen (a server that ignores `page` would send the first page for ever) stops the listing.
 */

/** 1,000 pages of 100: far beyond any organization, and a bound on a server that never ends. */
const MAX_PROJECT_PAGES = 1_000;
/** The list sent a page of projects it had already sent. */
class RepeatedProjectsError extends Error {
    deploymentSlug;
    page;
    name = 'RepeatedProjectsError';
    constructor(deploymentSlug, page) {
        super(`The project list of deployment ${deploymentSlug} repeated its projects on page ${page}.`);
        this.deploymentSlug = deploymentSlug;
        this.page = page;
    }
}
/** Each page of projects in turn; stops after a short page or {@link MAX_PROJECT_PAGES}. */
async function* projectPages(client, deploymentSlug, pageSize = _platform_client_js__WEBPACK_IMPORTED_MODULE_0__/* .PROJECTS_PAGE_SIZE */ .f) {
    const seen = new Set();
    for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
        const projects = await client.listProjects(deploymentSlug, page, pageSize);
        if (projects.length > 0 && projects.every(project => seen.has(project.id))) {
            throw new RepeatedProjectsError(deploymentSlug, page);
        }
        for (const project of projects)
            seen.add(project.id);
        yield projects;
        if (projects.length < pageSize)
            return;
    }
}


/***/ })

};

//# sourceMappingURL=576.index.js.map