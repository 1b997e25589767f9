export const id = 38;
export const ids = [38];
export const modules = {

/***/ 96126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   QN: () => (/* binding */ shownLine),
/* harmony export */   d$: () => (/* binding */ rowsWithin),
/* harmony export */   rh: () => (/* binding */ clipStart),
/* harmony export */   xH: () => (/* binding */ MAX_NAME_CHARS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38037);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71599);
/**
 * What summary tables share (the inventory's repositories, changes and uncovered projects, the
 * search's matches): how long a name may be, how rows are taken within a budget, and the line that
 * says how many are shown and where the rest are.
 */


/** Characters of a repository name or lockfile path shown at most. */
const MAX_NAME_CHARS = 200;
/** Rows that fit `allowance` bytes, at most `limit`; `rows` is produced lazily. */
function rowsWithin(rows, limit, allowance) {
    const taken = [];
    let size = 0;
    for (const row of rows) {
        if (taken.length >= limit)
            break;
        const cost = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(row) + 1;
        if (size + cost > allowance)
            break;
        size += cost;
        taken.push(row);
    }
    return taken;
}
/** `**3 of 40 changes shown** (why); the rest are in the full inventory.` or `All 3 changes shown.` */
function shownLine(shown, total, limit, what, restIn = 'the full inventory') {
    if (shown === total)
        return `All ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, ...what)} shown.`;
    const why = shown < Math.min(limit, total)
        ? "as many as fit GitHub's summary size limit"
        : `<code>summary-limit: ${limit}</code>`;
    return `**${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(shown)} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, ...what)} shown** (${why}); the rest are in ${restIn}.`;
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


/***/ }),

/***/ 74780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   Zg: () => (/* binding */ changeCounts),
/* harmony export */   uC: () => (/* binding */ PreviousIndex)
/* harmony export */ });
/* harmony import */ var _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38037);
/* harmony import */ var _action_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71599);
/* harmony import */ var _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64967);
/* harmony import */ var _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96126);
/**
 * What changed since the previous inventory: repositories matched by `id` (a renamed repository is
 * the same repository), lockfiles by repository `id` and `lockfilePath`. Pure and linear: the
 * previous inventory is first reduced to a compact index (IDs, names, lockfile paths), then each
 * side is walked once, this run's one repository at a time as listed. Also the summary's section
 * that renders the changes.
 */




/**
 * The previous inventory reduced to what the comparison needs, in typed arrays and buffers of text
 * outside the JavaScript heap: 100,000 repositories as objects and strings took about 25 MB of heap,
 * which the garbage collector then let grow to several times that while this run listed; and a map
 * of distinct lockfile paths grew with every vanished repository (60 MB for 600,000).
 */
class PreviousIndex {
    /** The IDs, by position: the previous file's order. */
    ids = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__/* .IdSet */ .w();
    names = new TextList();
    /** Every repository's distinct lockfile paths, one repository after another. */
    paths = new TextList();
    /** The paths of the repository at `at` are `paths[pathEnds[at - 1] ?? 0 .. pathEnds[at]]`. */
    pathEnds = new Uint32Array(1024);
    /** Adds a repository; a repeated ID keeps its first entry, a repeated path counts once. */
    add(repository) {
        if (!this.ids.add(repository.id))
            return;
        const at = this.ids.size - 1;
        if (at === this.pathEnds.length)
            this.pathEnds = grown(this.pathEnds);
        this.names.push(repository.name);
        for (const path of distinctMissing(repository.lockfilePaths, []))
            this.paths.push(path);
        this.pathEnds[at] = this.paths.length;
    }
    get size() {
        return this.ids.size;
    }
    nameAt(at) {
        return this.names.at(at);
    }
    pathsAt(at) {
        const paths = [];
        for (let i = at === 0 ? 0 : this.pathEnds[at - 1]; i < this.pathEnds[at]; i++) {
            paths.push(this.paths.at(i));
        }
        return paths;
    }
    /** Compares `current` (this run's repositories) with the indexed ones. */
    compare(current, previous) {
        const comparison = this.comparison();
        for (const repo of current)
            comparison.add(repo);
        return comparison.finish(previous);
    }
    /**
     * A comparison that takes this run's repositories one at a time, in order, as they are listed, so
     * that they need not be kept for it.
     */
    comparison() {
        const seen = new Uint8Array(this.ids.size);
        const added = [];
        const renamed = [];
        const lockfiles = { added: [], removed: [] };
        return {
            add: repo => {
                const at = this.ids.positionOf(repo.id);
                if (at === undefined || seen[at] === 1) {
                    added.push({ id: repo.id, name: repo.name });
                    for (const lockfile of repo.lockfiles) {
                        lockfiles.added.push(lockfileRef(repo, lockfile.lockfilePath));
                    }
                    return;
                }
                seen[at] = 1;
                const previousName = this.nameAt(at);
                if (previousName !== repo.name)
                    renamed.push({ id: repo.id, name: repo.name, previousName });
                const before = this.pathsAt(at);
                const now = repo.lockfiles.map(lockfile => lockfile.lockfilePath);
                for (const path of distinctMissing(now, before)) {
                    lockfiles.added.push(lockfileRef(repo, path));
                }
                for (const path of distinctMissing(before, now)) {
                    lockfiles.removed.push(lockfileRef(repo, path));
                }
            },
            finish: previous => {
                const removed = this.removedRows(seen, lockfiles.removed);
                return {
                    previous,
                    repositories: { added, removed: removed.repositories, renamed },
                    lockfiles: { added: lockfiles.added, removed: removed.lockfiles }
                };
            }
        };
    }
    /**
     * The repositories not `seen` and their lockfiles, in the previous file's order, as views over
     * this index: each row is made as it is read, so that however many repositories vanished, they
     * cost the index alone.
     */
    removedRows(seen, ofKeptRepositories) {
        let repositories = 0;
        let lockfiles = ofKeptRepositories.length;
        for (let at = 0; at < seen.length; at++) {
            if (seen[at] === 1)
                continue;
            repositories++;
            lockfiles += this.pathEnds[at] - (at === 0 ? 0 : this.pathEnds[at - 1]);
        }
        const gone = function* () {
            for (let at = 0; at < seen.length; at++)
                if (seen[at] !== 1)
                    yield at;
        };
        return {
            repositories: {
                length: repositories,
                [Symbol.iterator]: () => {
                    const rows = function* (index) {
                        for (const at of gone())
                            yield { id: index.ids.idAt(at), name: index.nameAt(at) };
                    };
                    return rows(this);
                }
            },
            lockfiles: {
                length: lockfiles,
                ofKeptRepositories,
                [Symbol.iterator]: () => {
                    const rows = function* (index) {
                        yield* ofKeptRepositories;
                        for (const at of gone()) {
                            const repo = { id: index.ids.idAt(at), name: index.nameAt(at) };
                            for (const path of index.pathsAt(at))
                                yield lockfileRef(repo, path);
                        }
                    };
                    return rows(this);
                }
            }
        };
    }
}
/** Strings one after another in one buffer, UTF-8: no string object each. */
class TextList {
    bytes = Buffer.alloc(64 * 1024);
    used = 0;
    ends = new Uint32Array(1024);
    count = 0;
    get length() {
        return this.count;
    }
    push(text) {
        // At most 3 bytes a UTF-16 unit.
        if (this.used + text.length * 3 > this.bytes.length) {
            this.bytes = grown(this.bytes, this.used + text.length * 3);
        }
        this.used += this.bytes.write(text, this.used, 'utf8');
        if (this.count === this.ends.length)
            this.ends = grown(this.ends);
        this.ends[this.count++] = this.used;
    }
    at(index) {
        return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
    }
}
/** Twice the length (or at least `needed`), the content copied. */
function grown(array, needed = 0) {
    const length = Math.max(array.length * 2, needed);
    const bigger = (Buffer.isBuffer(array)
        ? Buffer.alloc(length)
        : new array.constructor(length));
    bigger.set(array);
    return bigger;
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
/** "Changes since the previous inventory": counts, then at most `limit` rows. */
function changesSection(changes, context) {
    const { failed, limit, allowance } = context;
    const heading = '### Changes since the previous inventory';
    if (!changes) {
        const problem = context.problem;
        const why = problem
            ? `${problem.level === 'warning' ? '⚠️' : 'ℹ️'} ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS)(problem.message)}`
            : failed
                ? 'Not compared: this run’s inventory is incomplete, so its changes would be wrong.'
                : '';
        return why ? [heading, '', why].join('\n') : '';
    }
    const c = changeCounts(changes);
    const previous = changes.previous;
    const source = 'file' in previous
        ? `the inventory file ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(previous.file)}`
        : `the artifact ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(previous.artifact.name, previous.artifact.url)} of run ${previous.artifact.workflowRunId}`;
    const lines = [
        heading,
        '',
        `Compared with ${source}; repositories matched by ID, lockfiles by repository and path.`
    ];
    if (!previous.complete) {
        lines.push('', '⚠️ The previous inventory is incomplete (<code>complete: false</code>): what that run did not ' +
            'reach counts as added now, so additions may be overstated.');
    }
    lines.push('', (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['', 'Added', 'Removed'], [
        ['Repositories', (0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(c.repositoriesAdded), (0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(c.repositoriesRemoved)],
        ['Lockfiles', (0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(c.lockfilesAdded), (0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(c.lockfilesRemoved)]
    ], [1, 2]));
    if (c.repositoriesRenamed > 0) {
        lines.push('', `${(0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(c.repositoriesRenamed, 'repository', 'repositories')} renamed (the same ID, so neither added nor removed).`);
    }
    const total = changeRowCount(changes);
    if (total === 0)
        return lines.join('\n');
    const rows = (0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .rowsWithin */ .d$)(changeRows(changes, limit), limit, allowance);
    lines.push('', (0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .shownLine */ .QN)(rows.length, total, limit, ['change', 'changes']), '', (0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Change', 'Repository', 'Lockfile'], []), ...rows);
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
/** The rows, at most `limit` of each kind: the lists may be long and are read, never copied. */
function* changeRows(changes, limit) {
    const added = first(changes.repositories.added, limit);
    const removed = first(changes.repositories.removed, limit);
    // Lockfile counts for the repositories that can be shown only, by their position in the seeded
    // ID set (the IDs come from answers and files: no Map that crafted IDs can flood).
    const shownIds = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__/* .IdSet */ .w();
    for (const repo of [...added, ...removed])
        shownIds.add(repo.id);
    const lockfileCounts = new Array(shownIds.size).fill(0);
    for (const list of [changes.lockfiles.added, changes.lockfiles.removed]) {
        for (const lockfile of list) {
            const at = shownIds.positionOf(lockfile.repositoryId);
            // Not `!++`: Stryker's instrumenter fails on an update of a non-null assertion.
            if (at !== undefined)
                lockfileCounts[at] = lockfileCounts[at] + 1;
        }
    }
    const repositoryRow = (change, name, id) => {
        const count = lockfileCounts[shownIds.positionOf(id)] ?? 0;
        return `| ${change} | ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(name, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} | ${count > 0 ? (0,_action_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(count, 'lockfile') : 'no lockfile'} |`;
    };
    for (const repo of added)
        yield repositoryRow('➕ repository added', repo.name, repo.id);
    for (const repo of removed)
        yield repositoryRow('➖ repository removed', repo.name, repo.id);
    for (const repo of changes.repositories.renamed) {
        yield `| ✏️ repository renamed | ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(repo.previousName, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} → ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(repo.name, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} | |`;
    }
    const lockfileRow = (change, lockfile) => `| ${change} | ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(lockfile.repository, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} | ${(0,_action_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .clipStart */ .rh)(lockfile.lockfilePath, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAME_CHARS */ .xH))} |`;
    for (const lockfile of lockfilesOfKeptRepositories(changes, 'added'))
        yield lockfileRow('➕ lockfile added', lockfile);
    for (const lockfile of lockfilesOfKeptRepositories(changes, 'removed'))
        yield lockfileRow('➖ lockfile removed', lockfile);
}
/** The first `limit` items of a list. */
function first(list, limit) {
    const taken = [];
    for (const item of list) {
        if (taken.length >= limit)
            break;
        taken.push(item);
    }
    return taken;
}
/** Lockfiles added or removed in repositories that are in both inventories. */
function lockfilesOfKeptRepositories(changes, which) {
    const list = changes.lockfiles[which];
    // The comparison tells them apart as it goes; a list built otherwise (tests) is filtered.
    if ('ofKeptRepositories' in list)
        return list.ofKeptRepositories;
    const whole = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__/* .IdSet */ .w();
    for (const repo of changes.repositories[which])
        whole.add(repo.id);
    return Array.from(list).filter(lockfile => !whole.has(lockfile.repositoryId));
}


/***/ }),

/***/ 67038:
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
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/inputs.ts
/** The inputs of `mode: dependency-inventory`. */




async function parseDependencyInventoryInputs(read, env) {
    const dependencyFilter = await readDependencyFilter(read('dependency-filter'));
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
/**
 * The `dependency-filter` input, parsed. Its parser (YAML and zod) is loaded only when the input is
 * set: most runs have no filter, and would otherwise load both before their first request.
 */
async function readDependencyFilter(text) {
    if (text.trim() === '')
        return undefined;
    const { DependencyFilterError, deprecatedFields, parseDependencyFilter } = await Promise.all(/* import() */[__webpack_require__.e(691), __webpack_require__.e(815), __webpack_require__.e(396)]).then(__webpack_require__.bind(__webpack_require__, 34015));
    let filter;
    try {
        filter = parseDependencyFilter(text);
    }
    catch (error) {
        if (!(error instanceof DependencyFilterError))
            throw error;
        // A problem may end in a question (`did you mean "DIRECT"?`), which needs no full stop.
        const problems = /[.?!]$/.test(error.message) ? error.message : `${error.message}.`;
        throw new inputs/* InputError */.dz(`Input 'dependency-filter' is not valid: ${problems} Give a JSON or YAML object with ` +
            `the API's dependencyFilter fields, e.g. \`{"includeArchived": false, "license": ["MIT"]}\`.`);
    }
    if (filter)
        warnDeprecated(deprecatedFields(filter));
    return filter;
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
function warnDeprecated(fields) {
    if (fields.length === 0)
        return;
    const named = fields.map(field => `'${field}'`).join(' and ');
    (0,annotations/* warn */.R8)('dependency-filter uses deprecated fields', `Use 'packageFilters' in dependency-filter instead of ${named}, e.g. \`packageFilters: ` +
        `[{name: lodash, exactNameMatch: true, exactVersion: "4.17.21"}]\` (versionLowerBound / ` +
        `versionUpperBound take ranges such as ">=1.0.0"): the platform has deprecated ${named}.`);
}

// EXTERNAL MODULE: ./src/modes/dependency-inventory/changes.ts
var dependency_inventory_changes = __webpack_require__(74780);
// EXTERNAL MODULE: ./src/platform/id-set.ts
var id_set = __webpack_require__(64967);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/ecosystems.ts
/**
 * The package ecosystem of a lockfile, from its file name (the API lists lockfiles by path only).
 * Names follow the API's `ecosystem` values (npm, pypi, gomod, …).
 */
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
    // The last path segment, found without splitting: this runs for every lockfile listed.
    const start = Math.max(lockfilePath.lastIndexOf('/'), lockfilePath.lastIndexOf('\\')) + 1;
    const name = lockfilePath.slice(start).toLowerCase();
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
/**
 * Lockfiles and dependencies per ecosystem, counted one repository at a time (the repositories are
 * not kept), given the most dependencies first (`other` last).
 */
class EcosystemTally {
    byEcosystem = new Map();
    /** Counts the lockfiles of one repository. */
    add(lockfiles) {
        const seen = [];
        for (const lockfile of lockfiles) {
            const ecosystem = ecosystemOf(lockfile.lockfilePath);
            let entry = this.byEcosystem.get(ecosystem);
            if (entry === undefined) {
                entry = { ecosystem, lockfiles: 0, dependencies: 0, repositories: 0 };
                this.byEcosystem.set(ecosystem, entry);
            }
            entry.lockfiles++;
            entry.dependencies += lockfile.numDependencies;
            if (!seen.includes(ecosystem)) {
                seen.push(ecosystem);
                entry.repositories++;
            }
        }
    }
    totals() {
        return [...this.byEcosystem.values()].sort((a, b) => Number(a.ecosystem === 'other') - Number(b.ecosystem === 'other') ||
            b.dependencies - a.dependencies ||
            (a.ecosystem < b.ecosystem ? -1 : 1));
    }
}

;// CONCATENATED MODULE: ./src/modes/dependency-inventory/model.ts
/**
 * The dependency inventory: every repository with dependencies and its lockfiles, as collected by
 * the `dependency-inventory` mode, and the text of the inventory file. The repositories go to a file
 * as they are listed (see spool.ts); what the summary and the outputs need of them is gathered on
 * the way, in a {@link RepositoryDigest}.
 */

/** Repositories of an unfinished lockfile listing that the digest names; the rest are counted. */
const NAMED_INCOMPLETE = 5;
/** The most repositories a summary shows (`summary-limit` at most). */
const MAX_LARGEST = 1000;
/**
 * What the summary and the outputs need of the repositories, gathered one repository at a time, so
 * that the repositories themselves need not stay in memory: the totals, the largest repositories,
 * the ecosystems, and the repositories whose lockfile listing did not finish.
 */
class RepositoryDigest {
    keep;
    totals = {
        repositories: 0,
        lockfiles: 0,
        dependencies: 0,
        repositoriesWithDependencyPathScan: 0
    };
    /** The `keep` repositories with the most dependencies, in the order of {@link byDependencies}. */
    largest = [];
    /** Repositories whose lockfile listing did not finish. */
    incomplete = 0;
    /** The first {@link NAMED_INCOMPLETE} of those, in the listing's order. */
    firstIncomplete = [];
    ecosystems = new EcosystemTally();
    constructor(keep = MAX_LARGEST) {
        this.keep = keep;
    }
    add(repo) {
        const totals = this.totals;
        totals.repositories++;
        totals.lockfiles += repo.lockfiles.length;
        totals.dependencies += repo.numDependencies;
        if (repo.hasDependencyPathScan)
            totals.repositoriesWithDependencyPathScan++;
        this.ecosystems.add(repo.lockfiles);
        if (repo.lockfilesError !== undefined) {
            this.incomplete++;
            if (this.firstIncomplete.length < NAMED_INCOMPLETE)
                this.firstIncomplete.push(repo);
        }
        this.rank(repo);
    }
    /** Lockfiles and dependencies per ecosystem (see ecosystems.ts). */
    ecosystemTotals() {
        return this.ecosystems.totals();
    }
    /** Keeps `repo` among the largest if it belongs there (a binary search in the sorted list). */
    rank(repo) {
        const largest = this.largest;
        if (this.keep <= 0)
            return;
        if (largest.length === this.keep && byDependencies(repo, largest.at(-1)) >= 0)
            return;
        let low = 0;
        let high = largest.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (byDependencies(largest[middle], repo) <= 0)
                low = middle + 1;
            else
                high = middle;
        }
        largest.splice(low, 0, repo);
        if (largest.length > this.keep)
            largest.pop();
    }
}
/** Descending dependency count, then name, then ID: the order of the largest repositories. */
function byDependencies(a, b) {
    if (a.numDependencies !== b.numDependencies)
        return b.numDependencies - a.numDependencies;
    if (a.name !== b.name)
        return a.name < b.name ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/*
 * The inventory file's content, pretty-printed with 2 spaces:
 * `{deploymentId, complete, error?, repositories: [{id, name, numDependencies,
 * hasDependencyPathScan, lockfiles: [{lockfilePath, numDependencies}], lockfilesComplete?,
 * lockfilesError?}], totals}`. Repository IDs are JSON integers with every digit exact, beyond 2^53
 * too. `error` appears only on a failed run; `lockfilesComplete: false` and `lockfilesError` only
 * on repositories whose lockfile listing did not finish. It is written in pieces, so that no
 * repository need stay in memory: the head, one item per repository, the tail.
 */
/** The file's text up to its first repository: `{`, the run's state, `"repositories": [`. */
function inventoryJsonHead(inv) {
    const head = ['{'];
    member('deploymentId', inv.deploymentId, head, true);
    member('complete', inv.complete, head);
    if (inv.error !== undefined)
        member('error', inv.error, head);
    head.push(`,\n  "repositories": ${inv.digest.totals.repositories === 0 ? '[]' : '['}`);
    return head.join('');
}
/** One repository in the `repositories` list, with the separator before it. */
function repositoryItemJson(repo, first) {
    return (first ? '\n    ' : ',\n    ') + repositoryJson(repo);
}
/**
 * The file's text after its last repository, in pieces (a list of changes or uncovered projects
 * may be long): the end of `repositories`, `totals`, `changes`, `uncovered`, the final `}`.
 */
function* inventoryJsonTail(inv) {
    const tail = [inv.digest.totals.repositories === 0 ? '' : '\n  ]'];
    const totals = inv.digest.totals;
    member('totals', {
        repositories: totals.repositories,
        lockfiles: totals.lockfiles,
        dependencies: totals.dependencies,
        repositoriesWithDependencyPathScan: totals.repositoriesWithDependencyPathScan
    }, tail);
    if (inv.changes) {
        const { previous, repositories, lockfiles } = inv.changes;
        tail.push(',\n  "changes": {\n    "previous": ');
        write(previous, '    ', tail);
        tail.push(',\n    "repositories": {');
        yield tail.join('');
        tail.length = 0;
        yield* listJson('added', repositories.added, '      ', true);
        yield* listJson('removed', repositories.removed, '      ');
        yield* listJson('renamed', repositories.renamed, '      ');
        yield '\n    },\n    "lockfiles": {';
        yield* listJson('added', lockfiles.added, '      ', true);
        yield* listJson('removed', lockfiles.removed, '      ');
        tail.push('\n    }\n  }');
    }
    if (inv.uncovered) {
        yield tail.join('');
        tail.length = 0;
        yield* listJson('uncovered', inv.uncovered, '  ');
    }
    tail.push('\n}');
    yield tail.join('');
}
/** `"key": value` as a member of the top-level object. */
function member(key, value, out, first = false) {
    out.push(`${first ? '\n' : ',\n'}  ${JSON.stringify(key)}: `);
    write(value, '  ', out);
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
    let i = 0;
    for (const item of items) {
        const out = [i++ === 0 ? `\n${inner}` : `,\n${inner}`];
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

// EXTERNAL MODULE: ./src/platform/dependency-pages.ts + 1 modules
var dependency_pages = __webpack_require__(40259);
// EXTERNAL MODULE: ./src/platform/request-slots.ts
var request_slots = __webpack_require__(98762);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/pipeline.ts
/**
 * The listing pipeline of `mode: dependency-inventory`. Repository pages come one after another (each
 * request needs the previous page's cursor); the repositories of a page join a queue as soon as it
 * arrives, and `concurrency` workers list their lockfiles while later repository pages are still
 * being fetched. Every request, repository pages included, takes one of `concurrency` slots; the next
 * repository page takes the next free slot ahead of lockfile pages, so that chain is never starved.
 * The repository pages stay a few pages ahead of the workers, not further: each repository is handed
 * on, in the API's order, as soon as it and those before it are listed, and none is kept here.
 */




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
 * Lists every repository and its lockfiles, handing each to `onRepository` in the API's order once it
 * and those before it are listed, with at most `concurrency` requests in flight. `seen` receives the
 * ID of every repository received. Resolves when everything is listed; on the first error, lets the
 * requests under way finish, starts no new one, hands on every repository received, each whose
 * lockfile listing did not finish marked with `lockfilesError`, and rejects with that error.
 */
async function collectInventory(client, options, onRepository, progress = newProgress(), seen = new id_set/* IdSet */.w()) {
    const listing = new InventoryListing(client, options, onRepository, progress, seen);
    const cancel = () => listing.stop(new Error('The run was cancelled; the listing stopped.'));
    if (options.signal?.aborted)
        cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    const workers = Array.from({ length: options.concurrency }, () => listing.listLockfiles());
    try {
        await Promise.all([listing.listRepositories(), ...workers]);
    }
    finally {
        options.signal?.removeEventListener('abort', cancel);
    }
    listing.finish();
}
/**
 * One listing under way: the repository pages (one after another), the workers listing lockfiles,
 * the shared request slots, and the hand-on of finished repositories in the API's order.
 */
class InventoryListing {
    client;
    options;
    onRepository;
    progress;
    seen;
    slots;
    queue = new WorkQueue();
    /** Received and not yet handed on, in the API's order. */
    received = new WorkQueue();
    /**
     * Enough repositories queued that the workers do not run dry while the next page is on its way
     * (each takes a request at least), and no more: queued ones are held in memory.
     */
    ahead;
    paths = new StringPool(LOCKFILE_PATH_POOL_SIZE);
    failure;
    repositoryGate;
    lockfileGate;
    constructor(client, options, onRepository, progress, seen) {
        this.client = client;
        this.options = options;
        this.onRepository = onRepository;
        this.progress = progress;
        this.seen = seen;
        this.slots = new request_slots/* RequestSlots */.F(options.concurrency);
        this.ahead = 4 * options.concurrency;
        this.repositoryGate = this.gated(true);
        this.lockfileGate = this.gated(false);
    }
    /** The first error stops the listing: nothing new starts. */
    stop(error) {
        this.failure ??= { error };
        this.queue.close();
    }
    /** The repository pages, in order; each repository queued for the lockfile workers. */
    async listRepositories() {
        try {
            const pages = (0,dependency_pages/* repositoryPages */.fm)(this.client, this.options, this.repositoryGate);
            for await (const page of pages) {
                this.progress.repositoryPages++;
                for (const summary of page) {
                    if (!this.seen.add(summary.id)) {
                        this.progress.duplicates++;
                        continue;
                    }
                    const item = {
                        entry: {
                            id: summary.id,
                            name: summary.name,
                            numDependencies: summary.numDependencies,
                            hasDependencyPathScan: summary.hasDependencyPathScan,
                            lockfiles: []
                        },
                        settled: false
                    };
                    this.received.push(item);
                    this.progress.repositories++;
                    this.queue.push(item);
                }
                await this.queue.shorterThan(this.ahead);
            }
        }
        catch (error) {
            if (!(error instanceof request_slots/* Stopped */.C))
                this.stop(error);
        }
        finally {
            this.queue.close();
        }
    }
    /** A worker: takes queued repositories and lists their lockfiles until the queue closes. */
    async listLockfiles() {
        for (;;) {
            const item = await this.queue.take();
            if (item === undefined || this.failure)
                return;
            if (!(await this.listLockfilesOf(item.entry)))
                return;
            item.settled = true;
            this.progress.repositoriesListed++;
            if (!this.failure)
                this.handOn();
        }
    }
    /**
     * Every repository received goes to `onRepository`, in order; after a failure those not listed
     * are marked as such, and the failure is thrown.
     */
    finish() {
        if (!this.failure) {
            this.handOn();
            return;
        }
        for (let item = this.received.shift(); item !== undefined; item = this.received.shift()) {
            if (!item.settled)
                item.entry.lockfilesError ??= this.stoppedReason(false);
            this.onRepository(item.entry);
        }
        throw this.failure.error;
    }
    /** Lists one repository's lockfiles into its entry; false when the listing stopped. */
    async listLockfilesOf(entry) {
        let pages = 0;
        try {
            for await (const page of (0,dependency_pages/* lockfilePages */.Ad)(this.client, entry.id, this.options, this.lockfileGate)) {
                pages++;
                this.progress.lockfilePages++;
                this.progress.lockfiles += page.length;
                for (const lockfile of page) {
                    entry.lockfiles.push({
                        lockfilePath: this.paths.get(lockfile.lockfilePath),
                        numDependencies: lockfile.numDependencies
                    });
                }
            }
            return true;
        }
        catch (error) {
            if (error instanceof request_slots/* Stopped */.C) {
                entry.lockfilesError = this.stoppedReason(pages > 0);
            }
            else {
                entry.lockfilesError = (0,action_text/* errorMessage */.gJ)(error);
                this.stop(error);
            }
            return false;
        }
    }
    /** Holds a slot for the request; `first` puts the caller ahead of everyone waiting. */
    gated(first) {
        return this.slots.gate(first, () => this.failure !== undefined);
    }
    /** Hands on the listed repositories at the front, in order. */
    handOn() {
        for (let next = this.received.peek(); next?.settled; next = this.received.peek()) {
            this.received.shift();
            this.onRepository(next.entry);
        }
    }
    stoppedReason(started) {
        if (this.options.signal?.aborted)
            return started ? INTERRUPTED_CANCELLED : NOT_LISTED_CANCELLED;
        return started ? INTERRUPTED : NOT_LISTED;
    }
}
/** A progress line: what was listed so far and what the transport did. */
function describeProgress(progress, stats, elapsedMs) {
    return (`${(0,action_text/* plural */.LS)(progress.repositories, 'repository', 'repositories')} ` +
        `(${(0,action_text/* plural */.LS)(progress.repositoryPages, 'page')}), lockfiles listed for ` +
        `${(0,action_text/* formatCount */.B4)(progress.repositoriesListed)} of them (${(0,action_text/* plural */.LS)(progress.lockfiles, 'lockfile')} in ` +
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
/**
 * A first-in first-out queue that workers wait on: `take()` gives undefined once it is closed and
 * empty, and a producer can wait until it is shorter than a length.
 */
class WorkQueue {
    items = [];
    head = 0;
    closed = false;
    takers = [];
    room;
    get length() {
        return this.items.length - this.head;
    }
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
        this.resumeProducer();
    }
    /** The first item, left in the queue. */
    peek() {
        return this.head < this.items.length ? this.items[this.head] : undefined;
    }
    /** Removes and gives the first item, without waiting. */
    shift() {
        if (this.head >= this.items.length)
            return undefined;
        const item = this.items[this.head];
        this.items[this.head++] = undefined;
        if (this.head > 1024 && this.head * 2 > this.items.length) {
            this.items = this.items.slice(this.head);
            this.head = 0;
        }
        if (this.room && this.length < this.room.below)
            this.resumeProducer();
        return item;
    }
    take() {
        if (this.head < this.items.length)
            return Promise.resolve(this.shift());
        if (this.closed)
            return Promise.resolve(undefined);
        return new Promise(resolve => this.takers.push(resolve));
    }
    /** Resolves once fewer than `length` items are queued, or the queue is closed. */
    shorterThan(length) {
        if (this.length < length || this.closed)
            return Promise.resolve();
        return new Promise(resume => (this.room = { below: length, resume }));
    }
    resumeProducer() {
        const room = this.room;
        this.room = undefined;
        room?.resume();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/spool.ts
/**
 * The repositories of the inventory, written to a temporary file as they are listed, in the text the
 * inventory file holds them in. The inventory file itself starts with what is known only at the end
 * (`complete`, `error`), so it is written once the listing is over, from this file; meanwhile the
 * repositories take no memory: 100,000 of them in memory, with the garbage collector's headroom on
 * top, took the process past 300 MB.
 */






/** Bytes gathered before they are written: few writes, and nothing kept on the JavaScript heap. */
const BATCH_BYTES = 256 * 1024;
/** Bytes read back at a time. */
const READ_BYTES = 64 * 1024;
class RepositorySpool {
    directory;
    file;
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    batchBytes = 0;
    count = 0;
    fd;
    /** The first write that failed; nothing is written after it. */
    failure;
    /** A cancelled run removes the folder on its way out, should the mode not get to it. */
    untrack;
    constructor(directory, file) {
        this.directory = directory;
        this.file = file;
        this.fd = (0,external_node_fs_.openSync)(file, 'wx', 0o600);
        this.untrack = (0,files/* trackTemporary */.hN)(directory);
    }
    /** A spool in a new folder under `parent` (RUNNER_TEMP on a runner). */
    static async create(parent = process.env.RUNNER_TEMP || external_node_os_.tmpdir()) {
        const directory = await (0,promises_.mkdtemp)(external_node_path_.join(parent, 'dependency-inventory-'));
        try {
            return new RepositorySpool(directory, external_node_path_.join(directory, 'repositories.json'));
        }
        catch (error) {
            await (0,promises_.rm)(directory, { recursive: true, force: true });
            throw error;
        }
    }
    /** Appends a repository; a write that fails is reported by {@link chunks}. */
    add(repo) {
        const text = repositoryItemJson(repo, this.count === 0);
        this.count++;
        // Each UTF-16 unit takes at most 3 bytes in UTF-8; a longer text is written on its own.
        if (this.batchBytes + text.length * 3 > BATCH_BYTES)
            this.flush();
        if (text.length * 3 > BATCH_BYTES)
            this.write(Buffer.from(text, 'utf8'));
        else
            this.batchBytes += this.batch.write(text, this.batchBytes, 'utf8');
    }
    /**
     * The text of every repository added, in order, read back from the file 64 KiB at a time into one
     * buffer: each piece is valid until the next is asked for (the file writer takes them so).
     */
    async *chunks() {
        this.flush();
        if (this.failure !== undefined)
            throw this.failure;
        const handle = await (0,promises_.open)(this.file, 'r');
        try {
            const buffer = Buffer.allocUnsafe(READ_BYTES);
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
                if (bytesRead === 0)
                    return;
                yield buffer.subarray(0, bytesRead);
            }
        }
        finally {
            await handle.close();
        }
    }
    /** Closes and removes the file and its folder. */
    async remove() {
        this.close();
        await (0,promises_.rm)(this.directory, { recursive: true, force: true });
        this.untrack();
    }
    flush() {
        const bytes = this.batch.subarray(0, this.batchBytes);
        this.batchBytes = 0;
        this.write(bytes);
    }
    /** Writes synchronously: a fraction of a millisecond per batch, and no text waits in memory. */
    write(bytes) {
        if (bytes.length === 0 || this.failure !== undefined || this.fd === undefined)
            return;
        try {
            for (let written = 0; written < bytes.length;) {
                written += (0,external_node_fs_.writeSync)(this.fd, bytes, written);
            }
        }
        catch (error) {
            this.failure = error instanceof Error ? error : new Error(String(error));
            this.close();
        }
    }
    close() {
        if (this.fd === undefined)
            return;
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        catch {
            // Closing a file written in full does not fail in a way that matters to its reader.
        }
        this.fd = undefined;
    }
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var action_markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/summary-rows.ts
var summary_rows = __webpack_require__(96126);
// EXTERNAL MODULE: ./src/platform/project-pages.ts
var project_pages = __webpack_require__(47039);
;// CONCATENATED MODULE: ./src/modes/dependency-inventory/uncovered.ts
/**
 * Projects without dependency data (`list-uncovered: true`): the deployment's projects, page by
 * page, that are not among the repositories this inventory lists. A project's `id` is the
 * repository ID the dependency operations use, so they are matched by ID. Also the summary's section
 * that lists them.
 */





/** Lists the projects of the deployment `slug` and keeps those whose ID is not in `listed`. */
async function findUncovered(client, deploymentSlug, listed) {
    // A project listed twice is reported once.
    const reported = new id_set/* IdSet */.w();
    const result = { projects: 0, uncovered: [] };
    for await (const page of (0,project_pages/* projectPages */.aX)(client, deploymentSlug)) {
        result.projects += page.length;
        for (const project of page) {
            if (listed.has(project.id) || !reported.add(project.id))
                continue;
            result.uncovered.push({ id: project.id, name: project.name });
        }
    }
    return result;
}
/** "Projects without dependency data": how many, then at most `limit` of them. */
function uncoveredSection(report, limit, allowance) {
    const heading = '### Projects without dependency data';
    if ('problem' in report)
        return [heading, '', `⚠️ ${(0,action_markdown/* prose */.CS)(report.problem)}`].join('\n');
    const { uncovered } = report;
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
    const rows = (0,summary_rows/* rowsWithin */.d$)((function* () {
        for (const [i, project] of uncovered.entries()) {
            yield `| ${i + 1} | ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(project.name, summary_rows/* MAX_NAME_CHARS */.xH))} | ${project.id} |`;
        }
    })(), limit, allowance);
    lines.push('', (0,summary_rows/* shownLine */.QN)(rows.length, uncovered.length, limit, ['project', 'projects']), '', (0,action_markdown/* table */.tp)(['#', 'Project', 'ID'], [], [0]), ...rows);
    return lines.join('\n');
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
const MAX_ROW_ERROR_CHARS = 200;
/**
 * Renders the summary as Markdown of at most `budgetBytes` UTF-8 bytes, from the steps' results and
 * the run's `failure` (its message) and whether it was `cancelled`. Every string from the API is
 * escaped.
 */
function renderInventorySummary(results, failure, cancelled = false) {
    const state = runState(results, failure, cancelled);
    const budget = Math.max(0, Math.floor(results.budgetBytes ?? budgetWithSections(state.limit, results)));
    const before = sectionsBefore(results, state, budget);
    const theVerdict = withAdditions(verdict(results, state), results, state.failed);
    const repos = state.digest.largest.slice(0, state.limit);
    const render = (rows) => {
        const sections = [...before];
        if (repos.length > 0) {
            const total = state.digest.totals.repositories;
            sections.push(repositoriesSection(rows, total, state.limit, state.partial));
        }
        return (0,summary/* renderSummary */.Br)(theVerdict, sections);
    };
    const markdown = fillRows(render, repos, budget);
    return markdown ?? fallback(state, results.inventoryFile ?? '', budget);
}
function runState(results, runFailure, cancelled) {
    const { listing } = results;
    const digest = listing?.digest ?? new RepositoryDigest(1);
    const stopped = listing?.failure === undefined ? undefined : (0,action_text/* errorMessage */.gJ)(listing.failure);
    const failure = runFailure ?? stopped;
    const failed = listing === undefined || failure !== undefined;
    const written = listing !== undefined && listing.failure === undefined && results.inventoryFile !== undefined;
    return {
        digest,
        failure,
        failed,
        partial: failed && !written,
        cancelled: cancelled && failed,
        collected: digest.totals.repositories > 0,
        limit: Math.max(1, results.summaryLimit ?? DEFAULT_SUMMARY_LIMIT)
    };
}
/** The sections above the largest repositories, in order ('' for one not shown). */
function sectionsBefore(results, state, budget) {
    const { digest, partial: failed, collected, limit } = state;
    const before = [(0,summary/* failureBlock */.Qu)(state.failure, state.cancelled)];
    if (failed && collected) {
        before.push(`Collected before the ${state.cancelled ? 'run was cancelled' : 'failure'}: ` +
            `${(0,action_text/* plural */.LS)(digest.totals.repositories, 'repository', 'repositories')} and ` +
            `${(0,action_text/* plural */.LS)(digest.totals.lockfiles, 'lockfile')}; the totals and tables below cover only these.`);
    }
    before.push(incompleteListings(digest), whereNote(results, failed, collected));
    if (collected)
        before.push(totalsTable(digest));
    // Each added section may take a quarter of the budget; the largest repositories fill the rest.
    const allowance = Math.floor(budget / 4);
    if (results.compared) {
        const problem = results.previous?.ok === false ? results.previous.problem : undefined;
        before.push((0,dependency_inventory_changes/* changesSection */.Hv)(results.listing?.changes, { failed, limit, allowance, problem }));
    }
    if (results.uncovered)
        before.push(uncoveredSection(results.uncovered, limit, allowance));
    if (collected)
        before.push(ecosystemSection(digest));
    return before;
}
/**
 * The summary with as many of `repos` as fit `budget`, or undefined when not even the frame fits.
 * The longest "shown" line is the one for no rows; with it the frame is as large as it gets.
 */
function fillRows(render, repos, budget) {
    let size = (0,action_markdown/* byteLength */.dp)(render([]));
    if (size > budget)
        return undefined;
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
    return (0,action_markdown/* byteLength */.dp)(markdown) <= budget ? markdown : undefined;
}
function verdict(results, state) {
    const message = state.failure ?? 'no error was recorded.';
    const t = state.digest.totals;
    if (state.failed && !state.partial)
        return uploadFailedVerdict(results, state, message);
    if (state.cancelled) {
        return (0,summary/* cancelledVerdict */.F0)(t.repositories === 0
            ? 'No inventory was collected.'
            : 'The inventory is incomplete: what was collected is below and in the inventory file, ' +
                'marked <code>complete: false</code>.');
    }
    if (state.failed && t.repositories === 0) {
        return (0,summary/* failedVerdict */.b9)('No inventory was collected.', message);
    }
    if (state.failed)
        return (0,summary/* failedVerdict */.b9)('The inventory is incomplete: the run failed.', message);
    const deployment = (0,action_markdown/* code */.aY)(results.deploymentName ?? results.deploymentId);
    if (t.repositories === 0) {
        return {
            outcome: 'done',
            sentence: `No repositories with dependencies were found in deployment ${deployment}.`
        };
    }
    const counts = `${(0,action_text/* plural */.LS)(t.repositories, 'repository', 'repositories')} with ` +
        `${(0,action_text/* plural */.LS)(t.lockfiles, 'lockfile')} and ${(0,action_text/* plural */.LS)(t.dependencies, 'dependency', 'dependencies')}`;
    const unfinished = state.digest.incomplete;
    if (unfinished > 0) {
        return {
            outcome: 'warning',
            sentence: `Listed ${counts} in deployment ${deployment}, but the lockfile listing did ` +
                `not finish for ${(0,action_text/* plural */.LS)(unfinished, 'repository', 'repositories')} (below).`
        };
    }
    return { outcome: 'done', sentence: `Listed ${counts} in deployment ${deployment}.` };
}
/**
 * The listing completed and its file says `complete: true`; what failed came after it (the
 * artifact's upload, or the run was cancelled then).
 */
function uploadFailedVerdict(results, state, message) {
    const t = state.digest.totals;
    const listed = `The inventory is complete (${(0,action_text/* plural */.LS)(t.repositories, 'repository', 'repositories')} ` +
        `with ${(0,action_text/* plural */.LS)(t.lockfiles, 'lockfile')}, in the inventory file)`;
    const upload = results.artifactName === undefined
        ? 'the step failed after it was written'
        : `its upload as the workflow artifact ${(0,action_markdown/* code */.aY)(results.artifactName)} ` +
            `${state.cancelled ? 'was cancelled' : 'failed'}`;
    if (state.cancelled)
        return (0,summary/* cancelledVerdict */.F0)(`${listed}, but ${upload}.`);
    return (0,summary/* failedVerdict */.b9)(`${listed}, but ${upload}:`, message);
}
/** The budget with room for the changes and uncovered sections' rows, when they are shown. */
function budgetWithSections(limit, results) {
    const extra = (results.compared ? 6_000 + 400 * limit : 0) + (results.uncovered ? 4_000 + 300 * limit : 0);
    return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, budgetForLimit(limit) + extra);
}
/** The verdict with what changed and what is uncovered; a problem with either is a warning. */
function withAdditions(base, results, failed) {
    if (failed)
        return base;
    const changes = changesAddition(results);
    const uncovered = uncoveredAddition(results.uncovered);
    const phrases = [changes, uncovered].filter(addition => addition !== undefined);
    if (phrases.length === 0)
        return base;
    const outcome = phrases.some(addition => addition.warning) ? 'warning' : base.outcome;
    const sentence = base.sentence.replace(/\.$/, '');
    return { outcome, sentence: `${sentence}; ${phrases.map(p => p.phrase).join('; ')}.` };
}
/** What changed since the previous inventory, or that it could not be compared with. */
function changesAddition(results) {
    const changes = results.listing?.changes;
    if (changes) {
        const c = (0,dependency_inventory_changes/* changeCounts */.Zg)(changes);
        const repositories = c.repositoriesAdded + c.repositoriesRemoved;
        const lockfiles = c.lockfilesAdded + c.lockfilesRemoved;
        const phrase = repositories + lockfiles === 0
            ? 'no repository or lockfile was added or removed since the previous inventory'
            : `since the previous inventory ${(0,action_text/* formatCount */.B4)(c.repositoriesAdded)} added and ` +
                `${(0,action_text/* formatCount */.B4)(c.repositoriesRemoved)} removed ${repositories === 1 ? 'repository' : 'repositories'}, ` +
                `${(0,action_text/* formatCount */.B4)(c.lockfilesAdded)} added and ${(0,action_text/* formatCount */.B4)(c.lockfilesRemoved)} removed ` +
                `${lockfiles === 1 ? 'lockfile' : 'lockfiles'}`;
        return { phrase, warning: !changes.previous.complete };
    }
    if (results.previous?.ok === false && results.previous.problem.level === 'warning') {
        return { phrase: 'the previous inventory could not be compared with (below)', warning: true };
    }
    return undefined;
}
/** How many projects have no dependency data, or that they could not be listed. */
function uncoveredAddition(report) {
    if (report === undefined)
        return undefined;
    if ('problem' in report) {
        return {
            phrase: 'the projects without dependency data could not be listed (below)',
            warning: true
        };
    }
    const count = report.uncovered.length;
    return {
        phrase: `${(0,action_text/* plural */.LS)(count, 'project')} of the deployment ${count === 1 ? 'has' : 'have'} no dependency data`,
        warning: false
    };
}
/** Where the whole inventory is: the artifact, or the file and how to keep it. */
function whereNote(results, failed, collected) {
    const what = failed ? 'The inventory collected so far' : 'The full inventory';
    if (results.artifact) {
        const a = results.artifact;
        return `**${what}** is in the workflow artifact ${(0,action_markdown/* link */.nf)(a.name, a.url)} (${(0,action_text/* formatBytes */.z3)(a.size)} zip).`;
    }
    if (!results.inventoryFile || (failed && !collected))
        return '';
    const keep = results.artifactName === undefined
        ? 'set <code>artifact-name</code> to keep it as a workflow artifact, or upload it in a later ' +
            'step of this job.'
        : `its upload as the workflow artifact ${(0,action_markdown/* code */.aY)(results.artifactName)} did not finish: ` +
            'run the step again, or upload the file in a later step of this job.';
    return (`**${what}** is in ${(0,action_markdown/* code */.aY)(results.inventoryFile)} (the <code>inventory-file</code> ` +
        `output), on the runner until the job ends: ${keep}`);
}
function incompleteListings(digest) {
    const { incomplete, firstIncomplete } = digest;
    if (incomplete === 0)
        return '';
    const named = firstIncomplete.map(repo => (0,action_markdown/* code */.aY)((0,summary_rows/* clip */.$Q)(repo.name, summary_rows/* MAX_NAME_CHARS */.xH)));
    const more = incomplete - named.length;
    return (`The lockfile listing did not finish for ${(0,action_text/* plural */.LS)(incomplete, 'repository', 'repositories')}: ` +
        `${named.join(', ')}${more > 0 ? ` and ${(0,action_text/* formatCount */.B4)(more)} more` : ''}; only the lockfiles ` +
        'received are counted for them.');
}
function totalsTable(digest) {
    const t = digest.totals;
    return (0,action_markdown/* table */.tp)(['Total', 'Count'], [
        ['Repositories', (0,action_text/* formatCount */.B4)(t.repositories)],
        ['Lockfiles', (0,action_text/* formatCount */.B4)(t.lockfiles)],
        ['Dependencies', (0,action_text/* formatCount */.B4)(t.dependencies)],
        ['Repositories with dependency-path scans', (0,action_text/* formatCount */.B4)(t.repositoriesWithDependencyPathScan)]
    ], [1]);
}
function ecosystemSection(digest) {
    const totals = digest.ecosystemTotals();
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
function byLockfileDependencies(a, b) {
    if (a.numDependencies !== b.numDependencies)
        return b.numDependencies - a.numDependencies;
    if (a.lockfilePath !== b.lockfilePath)
        return a.lockfilePath < b.lockfilePath ? -1 : 1;
    return 0;
}
function repositoryRow(rank, repo) {
    return `| ${rank} | ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(repo.name, summary_rows/* MAX_NAME_CHARS */.xH))} | ${(0,action_text/* formatCount */.B4)(repo.numDependencies)} | ${repo.hasDependencyPathScan ? 'yes' : 'no'} | ${lockfilesCell(repo)} |`;
}
/** One table cell (a single line): a few lockfiles inline, more in a collapsed block. */
function lockfilesCell(repo) {
    const lockfiles = [...repo.lockfiles].sort(byLockfileDependencies);
    const shown = lockfiles
        .slice(0, MAX_LOCKFILES_PER_ROW)
        .map(lockfile => `${(0,action_markdown/* code */.aY)((0,summary_rows/* clipStart */.rh)(lockfile.lockfilePath, summary_rows/* MAX_NAME_CHARS */.xH))} (${(0,action_text/* formatCount */.B4)(lockfile.numDependencies)})`);
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
    const warning = `⚠️ listing incomplete: ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(repo.lockfilesError, MAX_ROW_ERROR_CHARS))}`;
    return list === '' ? warning : `${warning}<br>${list}`;
}
/** The shortest useful summary, for budgets too small for the full one. */
function fallback(run, path, budget) {
    const { partial, failed, cancelled } = run;
    const t = run.digest.totals;
    const state = partial
        ? ` (incomplete: the run ${cancelled ? 'was cancelled' : 'failed'})`
        : failed
            ? ` (complete; the run ${cancelled ? 'was cancelled' : 'failed'} after it)`
            : '';
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
 * Results keep the API's repository order, lockfiles in page order. Each repository goes to a
 * temporary file as soon as it and those before it are listed (spool.ts), and what the summary and
 * the outputs need of it into a digest (model.ts), so that memory stays flat however large the
 * organization: the inventory file is written from the temporary file at the end. The first error
 * stops the pipeline: requests already under way finish, nothing new starts, and the inventory file
 * is still written (`complete: false`) before the step fails.
 *
 * With `artifact-name`, the inventory file is also uploaded as a workflow artifact (on a failure
 * part-way too), so that it outlives the job.
 *
 * With `previous-inventory`, the previous inventory is read first (see previous.ts) and this run's
 * repositories are compared with it as they are listed, the changes kept once the run is complete.
 * With `list-uncovered`, the deployment's projects are listed after the inventory and those without
 * dependency data reported.
 *
 * Outputs: `repository-count`, `lockfile-count`, `dependency-count` and `inventory-file` (the last
 * also on a failure part-way); `artifact-id` and `artifact-url` when uploaded; the change counts
 * when compared; `uncovered-count` with `list-uncovered`.
 */













/** How often a progress line is logged while the inventory runs. */
const PROGRESS_INTERVAL_MS = 3_000;
async function runDependencyInventory(inputs, context) {
    let previous;
    let listing;
    let uncovered;
    let fileWritten = false;
    let artifact;
    context.summary.show((failure, cancelled) => renderInventorySummary({
        deploymentId: context.deployment.id,
        deploymentName: context.deployment.name(),
        summaryLimit: inputs.summaryLimit,
        compared: inputs.previousInventory !== undefined,
        ...(previous && { previous }),
        ...(listing && { listing }),
        ...(uncovered && { uncovered }),
        ...(fileWritten && { inventoryFile: inputs.inventoryFile }),
        ...(artifact && { artifact }),
        ...(inputs.artifactName !== undefined && { artifactName: inputs.artifactName })
    }, failure, cancelled));
    (0,files/* checkOutputPath */.$b)('inventory-file', inputs.inventoryFile);
    if (inputs.previousInventory !== undefined)
        previous = await readPrevious(inputs, context);
    const spool = await createSpool();
    try {
        listing = await listRepositories(inputs, context, spool, previous);
        if (listing.failure === undefined && inputs.listUncovered) {
            uncovered = await listUncovered(listing.listed, context);
        }
        const inventory = inventoryOf(context.deployment.id, listing, uncovered);
        await writeInventory(inputs.inventoryFile, inventory, spool, listing.failure);
    }
    finally {
        await spool.remove();
    }
    fileWritten = true;
    await (0,outputs/* setOutput */.u)('inventory-file', inputs.inventoryFile, 'txt');
    const state = listing.failure === undefined ? '' : 'incomplete ';
    log.info(`Wrote the ${state}inventory to ${inputs.inventoryFile}.`);
    if (inputs.artifactName !== undefined) {
        const { failure } = listing;
        artifact = await uploadInventory(inputs.artifactName, inputs.inventoryFile, failure).catch(async (error) => {
            // The outputs come from the listing, whatever became of its upload.
            if (failure === undefined)
                await reportOutputs(listing, uncovered);
            throw error;
        });
    }
    // The pipeline's own error, rethrown unchanged now that the file is written.
    if (listing.failure !== undefined)
        throw listing.failure;
    await reportOutputs(listing, uncovered);
}
/** Reads the previous inventory (see previous.ts), before the listing compares with it. */
async function readPrevious(inputs, context) {
    // Loaded here only: its checks (zod) would slow the start of runs that compare with nothing.
    const { loadPreviousInventory } = await Promise.all(/* import() */[__webpack_require__.e(691), __webpack_require__.e(360)]).then(__webpack_require__.bind(__webpack_require__, 33360));
    return loadPreviousInventory(inputs.previousInventory, context.deployment.id, inputs.artifactName === undefined
        ? undefined
        : {
            artifactName: inputs.artifactName,
            githubToken: inputs.githubToken ?? '',
            githubApiUrl: inputs.githubApiUrl ?? 'https://api.github.com',
            env: process.env,
            ...(context.signal && { signal: context.signal }),
            newClient: context.newGitHubClient
        });
}
/** The temporary file the repositories go to as they are listed. */
async function createSpool() {
    try {
        return await RepositorySpool.create();
    }
    catch (error) {
        throw new Error(`Check the free space and permissions of RUNNER_TEMP: the action could not create its ` +
            `temporary file there: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
}
/** What the inventory file holds, from the listing's and the project listing's results. */
function inventoryOf(deploymentId, listing, uncovered) {
    return {
        deploymentId,
        complete: listing.failure === undefined,
        digest: listing.digest,
        ...(listing.failure !== undefined && { error: (0,action_text/* errorMessage */.gJ)(listing.failure) }),
        ...(listing.changes && { changes: listing.changes }),
        ...(uncovered && 'uncovered' in uncovered && { uncovered: uncovered.uncovered })
    };
}
/**
 * Writes the inventory file from the spool. A file that cannot be written throws, its problem after
 * the listing's error when there was one.
 */
async function writeInventory(file, inventory, spool, listingFailure) {
    try {
        await writeInventoryFile(file, inventory, spool.chunks());
    }
    catch (error) {
        const problem = `Could not write the inventory file ${file}: ${(0,action_text/* errorMessage */.gJ)(error)}`;
        throw new Error(listingFailure === undefined ? problem : `${(0,action_text/* errorMessage */.gJ)(listingFailure)} ${problem}`);
    }
}
/** The count outputs and their log lines, once the inventory is complete. */
async function reportOutputs(listing, uncovered) {
    const { totals } = listing.digest;
    await (0,outputs/* setOutput */.u)('repository-count', String(totals.repositories), 'txt');
    await (0,outputs/* setOutput */.u)('lockfile-count', String(totals.lockfiles), 'txt');
    await (0,outputs/* setOutput */.u)('dependency-count', String(totals.dependencies), 'txt');
    log.info(`Inventory: ${(0,action_text/* plural */.LS)(totals.repositories, 'repository', 'repositories')}, ` +
        `${(0,action_text/* plural */.LS)(totals.lockfiles, 'lockfile')}, ${(0,action_text/* plural */.LS)(totals.dependencies, 'dependency', 'dependencies')}.`);
    if (listing.changes)
        await reportChanges(listing.changes);
    if (uncovered && 'uncovered' in uncovered) {
        await (0,outputs/* setOutput */.u)('uncovered-count', String(uncovered.uncovered.length), 'txt');
    }
}
/** The change count outputs and their log line. */
async function reportChanges(changes) {
    const counts = (0,dependency_inventory_changes/* changeCounts */.Zg)(changes);
    await (0,outputs/* setOutput */.u)('repositories-added', String(counts.repositoriesAdded), 'txt');
    await (0,outputs/* setOutput */.u)('repositories-removed', String(counts.repositoriesRemoved), 'txt');
    await (0,outputs/* setOutput */.u)('lockfiles-added', String(counts.lockfilesAdded), 'txt');
    await (0,outputs/* setOutput */.u)('lockfiles-removed', String(counts.lockfilesRemoved), 'txt');
    log.info(`Since the previous inventory: ${(0,action_text/* plural */.LS)(counts.repositoriesAdded, 'repository', 'repositories')} ` +
        `added, ${counts.repositoriesRemoved} removed, ${counts.repositoriesRenamed} renamed; ` +
        `${(0,action_text/* plural */.LS)(counts.lockfilesAdded, 'lockfile')} added, ${counts.lockfilesRemoved} removed.`);
}
/**
 * Lists the repositories into the spool and a new digest, comparing them with the previous inventory
 * on the way. Gives the listing's error, if any, in its result for the run to throw once the
 * inventory file is written, with the IDs of the repositories received.
 */
async function listRepositories(inputs, context, spool, previous) {
    const progress = newProgress();
    const listed = new id_set/* IdSet */.w();
    const digest = new RepositoryDigest(inputs.summaryLimit);
    const comparison = previous?.ok ? new TimedComparison(previous.previous) : undefined;
    const onRepository = (repo) => {
        spool.add(repo);
        digest.add(repo);
        comparison?.add(repo);
    };
    const started = Date.now();
    const progressLine = () => describeProgress(progress, context.requestStats, Date.now() - started);
    const ticker = setInterval(() => log.info(`Progress: ${progressLine()}`), PROGRESS_INTERVAL_MS);
    ticker.unref();
    log.info(`Listing the repositories with dependencies and their lockfiles: page size ${inputs.pageSize}, ` +
        `at most ${inputs.concurrency} requests in flight` +
        `${inputs.dependencyFilter ? ', with the dependency filter' : ''}.`);
    let failure;
    try {
        await collectInventory(context.client, { ...inputs, ...(context.signal && { signal: context.signal }) }, onRepository, progress, listed);
    }
    catch (error) {
        failure = error;
    }
    finally {
        clearInterval(ticker);
    }
    warnDuplicates(progress.duplicates);
    log.info(`${failure === undefined ? 'Done' : 'Stopped'}: ${progressLine()}`);
    if (failure !== undefined)
        return { digest, listed, failure };
    return { digest, listed, ...(comparison && { changes: comparison.finish() }) };
}
/** The comparison with the previous inventory, and the time it took, for the log. */
class TimedComparison {
    previous;
    comparison;
    ms = 0;
    constructor(previous) {
        this.previous = previous;
        this.comparison = previous.index.comparison();
    }
    add(repo) {
        const start = performance.now();
        this.comparison.add(repo);
        this.ms += performance.now() - start;
    }
    finish() {
        const start = performance.now();
        const changes = this.comparison.finish(this.previous.source);
        this.ms += performance.now() - start;
        log.info(`Compared with the previous inventory in ${(this.ms / 1000).toFixed(2)} s.`);
        return changes;
    }
}
/** A warning when the repositories list returned some repositories twice. */
function warnDuplicates(duplicates) {
    if (duplicates === 0)
        return;
    (0,annotations/* warn */.R8)('repositories listed twice', `The repositories list returned ${(0,action_text/* plural */.LS)(duplicates, 'repository', 'repositories')} ` +
        `a second time; each repository is listed once, with the details of its first appearance.`);
}
/**
 * Lists the deployment's projects and keeps those without dependency data. A failure is a warning
 * in the result: the inventory itself is complete, and its outputs are set.
 */
async function listUncovered(listed, context) {
    let slug = '';
    try {
        slug = await context.deployment.slug();
        const found = await log.group(`Listing the projects of deployment ${slug}`, () => findUncovered(context.client, slug, listed));
        log.info(`${(0,action_text/* plural */.LS)(found.uncovered.length, 'project')} of ${found.projects} ` +
            `${found.uncovered.length === 1 ? 'has' : 'have'} no dependency data.`);
        return { ...found, slug };
    }
    catch (error) {
        const message = `Projects without dependency data are not reported: listing the projects of deployment ` +
            `${slug || context.deployment.id} failed: ${(0,action_text/* errorMessage */.gJ)(error)}`;
        (0,annotations/* warn */.R8)('projects without dependency data not listed', message);
        return { problem: message };
    }
}
/**
 * Uploads the inventory file as a workflow artifact and sets the outputs. A failed upload throws,
 * after the listing's error when there was one.
 */
async function uploadInventory(name, file, listingFailure) {
    try {
        // Loaded here so that runs without artifact-name never load @actions/artifact.
        const { uploadStepArtifact } = await __webpack_require__.e(/* import() */ 616).then(__webpack_require__.bind(__webpack_require__, 4616));
        return await uploadStepArtifact('the inventory', name, file);
    }
    catch (error) {
        if (listingFailure === undefined)
            throw error;
        throw new Error(`${(0,action_text/* errorMessage */.gJ)(listingFailure)} Also: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
}
/**
 * Writes the inventory file piece by piece, its repositories from `repositories` (their text, as the
 * spool holds it), through the action's file writer, so that the file is either complete or absent.
 */
async function writeInventoryFile(file, inventory, repositories) {
    await (0,files/* writeFileSafely */.kv)(file, (async function* () {
        yield inventoryJsonHead(inventory);
        yield* repositories;
        yield* (0,files/* batched */.QE)(inventoryJsonTail(inventory));
    })());
}
const dependencyInventory = {
    parseInputs: parseDependencyInventoryInputs,
    run: runDependencyInventory
};
/* harmony default export */ const dependency_inventory = (dependencyInventory);


/***/ }),

/***/ 40259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qQ: () => (/* binding */ dependencyPages),
  Ad: () => (/* binding */ lockfilePages),
  fm: () => (/* binding */ repositoryPages)
});

;// CONCATENATED MODULE: ./src/platform/paginate.ts
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
        emptyInARow = (response.count ?? response.items.length) === 0 ? emptyInARow + 1 : 0;
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

;// CONCATENATED MODULE: ./src/platform/dependency-pages.ts

const ungated = send => send();
/** The request for the page at `cursor` (the first page without one), with the query's size and filter. */
function pageRequest(query, cursor) {
    return {
        cursor,
        pageSize: query.pageSize,
        dependencyFilter: query.dependencyFilter,
        ...(query.maxResponseBytes !== undefined && { maxResponseBytes: query.maxResponseBytes })
    };
}
/** The repositories list, page by page (integer cursor), each request through `gate`. */
function repositoryPages(client, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listRepositories(pageRequest(query, cursor)));
        return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, 'List repositories with dependencies');
}
/** The lockfiles list of one repository, page by page (string cursor), each request through `gate`. */
function lockfilePages(client, repositoryId, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listLockfiles(repositoryId, pageRequest(query, cursor)));
        return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, `List lockfiles of repository ${repositoryId}`);
}
/**
 * The dependencies list for one filter, page by page, each request through `gate`: each dependency
 * is handed to `onDependency` as its page is read (a page's rows are never all held as objects);
 * yields each page's number of dependencies once it is read.
 */
async function* dependencyPages(client, query, describe, onDependency, gate = ungated) {
    let count = 0;
    const pages = paginate(async (cursor) => {
        const page = await gate(() => client.listDependencies(pageRequest(query, cursor), onDependency));
        count = page.count;
        return { items: [], count, cursor: page.cursor, hasMore: page.hasMore };
    }, describe);
    while (!(await pages.next()).done)
        yield count;
}


/***/ }),

/***/ 64967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IdSet)
/* harmony export */ });
/* unused harmony export IdHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A set of repository IDs (non-negative 64-bit integers), each numbered in the order it was added,
 * held in typed arrays outside the JavaScript heap: about 16 to 32 bytes an ID, where a `Set<bigint>`
 * takes about 60 and every ID is an object the garbage collector walks.
 *
 * IDs come from files and answers anyone may shape, so the table's hash is keyed with random bytes
 * drawn for each table: no set of IDs chosen in advance collides in it. (A `Map` is no cure: V8
 * hashes number, bigint and, before Node 24.14.1, decimal-string keys without a seed.)
 */

/**
 * Simple tabulation hashing: one random 32-bit word per byte value and byte position, the words of
 * the ID's eight bytes XOR-ed. With random tables it is 3-independent, and linear probing on it takes
 * constant expected time per operation (Pătraşcu and Thorup), whatever the IDs.
 */
class IdHash {
    table;
    /** `seed`: 2,048 words, random unless given (tests). */
    constructor(seed) {
        this.table = seed ? Uint32Array.from(seed) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomFillSync)(new Uint32Array(2048));
        if (this.table.length !== 2048)
            throw new RangeError('an IdHash seed is 2,048 words');
    }
    hash(id) {
        const low = Number(BigInt.asUintN(32, id));
        const high = Number(BigInt.asUintN(32, id >> 32n));
        const t = this.table;
        return ((t[low & 255] ^
            t[256 + ((low >>> 8) & 255)] ^
            t[512 + ((low >>> 16) & 255)] ^
            t[768 + (low >>> 24)] ^
            t[1024 + (high & 255)] ^
            t[1280 + ((high >>> 8) & 255)] ^
            t[1536 + ((high >>> 16) & 255)] ^
            t[1792 + (high >>> 24)]) >>>
            0);
    }
}
class IdSet {
    hash;
    /** The IDs by position, in the order added. */
    ids = new BigUint64Array(1024);
    /** Open addressing with linear probing on the IDs: position plus one, 0 when empty. */
    table = new Int32Array(2048);
    count = 0;
    probeCount = 0;
    constructor(hash = new IdHash()) {
        this.hash = hash;
    }
    get size() {
        return this.count;
    }
    /** Slots looked at so far, by every operation: what crafted IDs would inflate (bench, tests). */
    get probes() {
        return this.probeCount;
    }
    has(id) {
        return this.table[this.slotOf(id)] !== 0;
    }
    /** Adds `id` at the next position; false when it was there already. */
    add(id) {
        const slot = this.slotOf(id);
        if (this.table[slot] !== 0)
            return false;
        if (this.count === this.ids.length) {
            const old = this.ids;
            this.ids = new BigUint64Array(old.length * 2);
            this.ids.set(old);
        }
        this.ids[this.count++] = id;
        this.table[slot] = this.count;
        // At most half full, so that probes stay short.
        if (this.count * 2 > this.table.length)
            this.growTable();
        return true;
    }
    /** The position `id` was added at (0 for the first), if it was. */
    positionOf(id) {
        const found = this.table[this.slotOf(id)];
        return found === 0 ? undefined : found - 1;
    }
    /** The ID added at `position`. */
    idAt(position) {
        return this.ids[position];
    }
    /** The table slot of `id`, or the empty slot where it would go. */
    slotOf(id) {
        const mask = this.table.length - 1;
        let slot = this.hash.hash(id) & mask;
        for (;;) {
            this.probeCount++;
            const found = this.table[slot];
            if (found === 0 || this.ids[found - 1] === id)
                return slot;
            slot = (slot + 1) & mask;
        }
    }
    growTable() {
        this.table = new Int32Array(this.table.length * 2);
        for (let at = 0; at < this.count; at++)
            this.table[this.slotOf(this.ids[at])] = at + 1;
    }
}


/***/ }),

/***/ 47039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ RepeatedProjectsError),
/* harmony export */   JL: () => (/* binding */ projectNamed),
/* harmony export */   aX: () => (/* binding */ projectPages)
/* harmony export */ });
/* unused harmony export MAX_PROJECT_PAGES */
/* harmony import */ var _id_set_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64967);
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20852);
/**
 * The deployment's projects, page by page (`GET .../projects?page=N&page_size=M`, pages from 0),
 * bounded: at most {@link MAX_PROJECT_PAGES} pages, and a page that only repeats projects already
 * seen (a server that ignores `page` would send the first page for ever) stops the listing. The
 * projects seen are kept in the seeded ID set: the IDs come from the answer, and a `Set<bigint>`
 * takes quadratic time on IDs chosen to collide in V8's unseeded hash.
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
/**
 * Each page of projects in turn; stops after a short page or {@link MAX_PROJECT_PAGES}. `seen`
 * receives every project ID (given by tests).
 */
async function* projectPages(client, deploymentSlug, pageSize = _platform_client_js__WEBPACK_IMPORTED_MODULE_1__/* .PROJECTS_PAGE_SIZE */ .f, seen = new _id_set_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSet */ .w()) {
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
/**
 * The project named `repository`: the single-project look-up, then (after `onListSearch`) the
 * project list without regard to case, as GitHub's names are. A repeated list throws
 * {@link RepeatedProjectsError}; each caller decides what that means for it.
 */
async function projectNamed(client, deploymentSlug, repository, onListSearch) {
    const direct = await client.getProject(deploymentSlug, repository);
    if (direct !== undefined)
        return { project: direct, searched: 0 };
    onListSearch?.();
    const wanted = repository.toLowerCase();
    let searched = 0;
    for await (const projects of projectPages(client, deploymentSlug)) {
        const match = projects.find(project => project.name.toLowerCase() === wanted);
        if (match !== undefined)
            return { project: match, searched };
        searched += projects.length;
    }
    return { project: undefined, searched };
}


/***/ }),

/***/ 98762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ Stopped),
/* harmony export */   F: () => (/* binding */ RequestSlots)
/* harmony export */ });
/** Thrown by a gate to end work that would start after the listing's first error. */
class Stopped extends Error {
    constructor() {
        super('stopped after an earlier error');
        this.name = 'Stopped';
    }
}
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
    /**
     * Holds a slot for each request sent through it; `first` puts the caller ahead of everyone
     * waiting. Once `failed()` is true a request is not sent: it throws {@link Stopped}.
     */
    gate(first, failed) {
        return async (send) => {
            await this.acquire(first);
            try {
                if (failed())
                    throw new Stopped();
                return await send();
            }
            finally {
                this.release();
            }
        };
    }
}


/***/ })

};

