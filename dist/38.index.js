const id = 38;
const ids = [38];
const modules = {
  /***/
  96126: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        $Q: () => (
          /* binding */
          clip
        ),
        /* harmony export */
        QN: () => (
          /* binding */
          shownLine
        ),
        /* harmony export */
        d$: () => (
          /* binding */
          rowsWithin
        ),
        /* harmony export */
        rh: () => (
          /* binding */
          clipStart
        ),
        /* harmony export */
        xH: () => (
          /* binding */
          MAX_NAME_CHARS
        )
        /* harmony export */
      });
      var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38037);
      var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71599);
      const MAX_NAME_CHARS = 200;
      function rowsWithin(rows, limit, allowance) {
        const taken = [];
        let size = 0;
        for (const row of rows) {
          if (taken.length >= limit)
            break;
          const cost = (0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__.dp)(row) + 1;
          if (size + cost > allowance)
            break;
          size += cost;
          taken.push(row);
        }
        return taken;
      }
      function shownLine(shown, total, limit, what, restIn = "the full inventory") {
        if (shown === total)
          return `All ${(0, _text_js__WEBPACK_IMPORTED_MODULE_1__.LS)(total, ...what)} shown.`;
        const why = shown < Math.min(limit, total) ? "as many as fit GitHub's summary size limit" : `<code>summary-limit: ${limit}</code>`;
        return `**${(0, _text_js__WEBPACK_IMPORTED_MODULE_1__.B4)(shown)} of ${(0, _text_js__WEBPACK_IMPORTED_MODULE_1__.LS)(total, ...what)} shown** (${why}); the rest are in ${restIn}.`;
      }
      function clip(value, max) {
        if (value.length <= max)
          return value;
        let end = max - 1;
        if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1)))
          end--;
        return `${value.slice(0, end)}\u2026`;
      }
      function clipStart(value, max) {
        if (value.length <= max)
          return value;
        let start = value.length - max + 1;
        if (/[\uDC00-\uDFFF]/.test(value.charAt(start)))
          start++;
        return `\u2026${value.slice(start)}`;
      }
    })
  ),
  /***/
  74780: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        Hv: () => (
          /* binding */
          changesSection
        ),
        /* harmony export */
        Zg: () => (
          /* binding */
          changeCounts
        ),
        /* harmony export */
        uC: () => (
          /* binding */
          PreviousIndex
        )
        /* harmony export */
      });
      var _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38037);
      var _action_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71599);
      var _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64967);
      var _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96126);
      class PreviousIndex {
        /** The IDs, by position: the previous file's order. */
        ids = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__.w();
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
            add: (repo) => {
              const at = this.ids.positionOf(repo.id);
              if (at === void 0 || seen[at] === 1) {
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
              const now = repo.lockfiles.map((lockfile) => lockfile.lockfilePath);
              for (const path of distinctMissing(now, before)) {
                lockfiles.added.push(lockfileRef(repo, path));
              }
              for (const path of distinctMissing(before, now)) {
                lockfiles.removed.push(lockfileRef(repo, path));
              }
            },
            finish: (previous) => {
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
      class TextList {
        bytes = Buffer.alloc(64 * 1024);
        used = 0;
        ends = new Uint32Array(1024);
        count = 0;
        get length() {
          return this.count;
        }
        push(text) {
          if (this.used + text.length * 3 > this.bytes.length) {
            this.bytes = grown(this.bytes, this.used + text.length * 3);
          }
          this.used += this.bytes.write(text, this.used, "utf8");
          if (this.count === this.ends.length)
            this.ends = grown(this.ends);
          this.ends[this.count++] = this.used;
        }
        at(index) {
          return this.bytes.toString("utf8", index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
        }
      }
      function grown(array, needed = 0) {
        const length = Math.max(array.length * 2, needed);
        const bigger = Buffer.isBuffer(array) ? Buffer.alloc(length) : new array.constructor(length);
        bigger.set(array);
        return bigger;
      }
      function lockfileRef(repo, lockfilePath) {
        return { repositoryId: repo.id, repository: repo.name, lockfilePath };
      }
      function distinctMissing(from, other) {
        if (from.length === 0)
          return [];
        if (from.length + other.length <= 32) {
          const missing2 = [];
          for (const path of from) {
            if (!other.includes(path) && !missing2.includes(path))
              missing2.push(path);
          }
          return missing2;
        }
        const present = new Set(other);
        const missing = /* @__PURE__ */ new Set();
        for (const path of from)
          if (!present.has(path))
            missing.add(path);
        return [...missing];
      }
      function changeCounts(changes) {
        return {
          repositoriesAdded: changes.repositories.added.length,
          repositoriesRemoved: changes.repositories.removed.length,
          repositoriesRenamed: changes.repositories.renamed.length,
          lockfilesAdded: changes.lockfiles.added.length,
          lockfilesRemoved: changes.lockfiles.removed.length
        };
      }
      function changesSection(changes, context) {
        const { failed, limit, allowance } = context;
        const heading = "### Changes since the previous inventory";
        if (!changes) {
          const problem = context.problem;
          const why = problem ? `${problem.level === "warning" ? "\u26A0\uFE0F" : "\u2139\uFE0F"} ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.CS)(problem.message)}` : failed ? "Not compared: this run\u2019s inventory is incomplete, so its changes would be wrong." : "";
          return why ? [heading, "", why].join("\n") : "";
        }
        const c = changeCounts(changes);
        const previous = changes.previous;
        const source = "file" in previous ? `the inventory file ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.aY)(previous.file)}` : `the artifact ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.nf)(previous.artifact.name, previous.artifact.url)} of run ${previous.artifact.workflowRunId}`;
        const lines = [
          heading,
          "",
          `Compared with ${source}; repositories matched by ID, lockfiles by repository and path.`
        ];
        if (!previous.complete) {
          lines.push("", "\u26A0\uFE0F The previous inventory is incomplete (<code>complete: false</code>): what that run did not reach counts as added now, so additions may be overstated.");
        }
        lines.push("", (0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.tp)(["", "Added", "Removed"], [
          ["Repositories", (0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.B4)(c.repositoriesAdded), (0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.B4)(c.repositoriesRemoved)],
          ["Lockfiles", (0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.B4)(c.lockfilesAdded), (0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.B4)(c.lockfilesRemoved)]
        ], [1, 2]));
        if (c.repositoriesRenamed > 0) {
          lines.push("", `${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.LS)(c.repositoriesRenamed, "repository", "repositories")} renamed (the same ID, so neither added nor removed).`);
        }
        const total = changeRowCount(changes);
        if (total === 0)
          return lines.join("\n");
        const rows = (0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.d$)(changeRows(changes, limit), limit, allowance);
        lines.push("", (0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.QN)(rows.length, total, limit, ["change", "changes"]), "", (0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.tp)(["Change", "Repository", "Lockfile"], []), ...rows);
        return lines.join("\n");
      }
      function changeRowCount(changes) {
        return changes.repositories.added.length + changes.repositories.removed.length + changes.repositories.renamed.length + lockfilesOfKeptRepositories(changes, "added").length + lockfilesOfKeptRepositories(changes, "removed").length;
      }
      function* changeRows(changes, limit) {
        const added = first(changes.repositories.added, limit);
        const removed = first(changes.repositories.removed, limit);
        const shownIds = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__.w();
        for (const repo of [...added, ...removed])
          shownIds.add(repo.id);
        const lockfileCounts = new Array(shownIds.size).fill(0);
        for (const list of [changes.lockfiles.added, changes.lockfiles.removed]) {
          for (const lockfile of list) {
            const at = shownIds.positionOf(lockfile.repositoryId);
            if (at !== void 0)
              lockfileCounts[at] = lockfileCounts[at] + 1;
          }
        }
        const repositoryRow = (change, name, id2) => {
          const count = lockfileCounts[shownIds.positionOf(id2)] ?? 0;
          return `| ${change} | ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.Qq)((0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(name, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.xH))} | ${count > 0 ? (0, _action_text_js__WEBPACK_IMPORTED_MODULE_1__.LS)(count, "lockfile") : "no lockfile"} |`;
        };
        for (const repo of added)
          yield repositoryRow("\u2795 repository added", repo.name, repo.id);
        for (const repo of removed)
          yield repositoryRow("\u2796 repository removed", repo.name, repo.id);
        for (const repo of changes.repositories.renamed) {
          yield `| \u270F\uFE0F repository renamed | ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.Qq)((0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(repo.previousName, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.xH))} \u2192 ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.Qq)((0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(repo.name, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.xH))} | |`;
        }
        const lockfileRow = (change, lockfile) => `| ${change} | ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.Qq)((0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.$Q)(lockfile.repository, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.xH))} | ${(0, _action_markdown_js__WEBPACK_IMPORTED_MODULE_0__.aY)((0, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.rh)(lockfile.lockfilePath, _action_summary_rows_js__WEBPACK_IMPORTED_MODULE_3__.xH))} |`;
        for (const lockfile of lockfilesOfKeptRepositories(changes, "added"))
          yield lockfileRow("\u2795 lockfile added", lockfile);
        for (const lockfile of lockfilesOfKeptRepositories(changes, "removed"))
          yield lockfileRow("\u2796 lockfile removed", lockfile);
      }
      function first(list, limit) {
        const taken = [];
        for (const item of list) {
          if (taken.length >= limit)
            break;
          taken.push(item);
        }
        return taken;
      }
      function lockfilesOfKeptRepositories(changes, which) {
        const list = changes.lockfiles[which];
        if ("ofKeptRepositories" in list)
          return list.ofKeptRepositories;
        const whole = new _platform_id_set_js__WEBPACK_IMPORTED_MODULE_2__.w();
        for (const repo of changes.repositories[which])
          whole.add(repo.id);
        return Array.from(list).filter((lockfile) => !whole.has(lockfile.repositoryId));
      }
    })
  ),
  /***/
  67038: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        PROGRESS_INTERVAL_MS: () => (
          /* binding */
          PROGRESS_INTERVAL_MS
        ),
        "default": () => (
          /* binding */
          dependency_inventory
        ),
        runDependencyInventory: () => (
          /* binding */
          runDependencyInventory
        ),
        writeInventoryFile: () => (
          /* binding */
          writeInventoryFile
        )
      });
      var annotations = __webpack_require__(47376);
      var files = __webpack_require__(61433);
      var log = __webpack_require__(58592);
      var outputs = __webpack_require__(18948);
      var action_text = __webpack_require__(71599);
      var external_node_os_ = __webpack_require__(48161);
      var external_node_path_ = __webpack_require__(76760);
      var inputs = __webpack_require__(81729);
      ;
      async function parseDependencyInventoryInputs(read, env) {
        const dependencyFilter = await readDependencyFilter(read("dependency-filter"));
        const artifactName = (0, inputs.TZ)(read("artifact-name"));
        const previousInventory = parsePreviousInventory(read("previous-inventory"), env);
        const githubToken = read("github-token").trim();
        if (previousInventory === "artifact" && artifactName === void 0) {
          throw new inputs.dz(`Set 'artifact-name' too (e.g. \`artifact-name: dependency-inventory\`): with 'previous-inventory: artifact' each run uploads its inventory under that name and compares with the artifact of that name from the previous successful run.`);
        }
        if (previousInventory === "artifact" && !githubToken) {
          throw new inputs.dz(`Input 'github-token' is empty: 'previous-inventory: artifact' reads the previous run's artifact through GitHub's API. Leave github-token at its default (\${{ github.token }}) and give the job \`permissions: actions: read\`.`);
        }
        return {
          ...dependencyFilter && { dependencyFilter },
          ...artifactName !== void 0 && { artifactName },
          ...previousInventory !== void 0 && { previousInventory },
          ...previousInventory === "artifact" && { githubToken, githubApiUrl: (0, inputs.BN)(env) },
          listUncovered: (0, inputs.yG)("list-uncovered", read("list-uncovered"), false),
          summaryLimit: (0, inputs.cG)("summary-limit", read("summary-limit"), 100, 1, 1e3),
          pageSize: (0, inputs.cG)("page-size", read("page-size"), 100, 1, 100),
          concurrency: (0, inputs.cG)("concurrency", read("concurrency"), 8, 1, 32),
          inventoryFile: (0, inputs.zJ)(read("inventory-file"), env, external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), "dependency-inventory.json"))
        };
      }
      async function readDependencyFilter(text) {
        if (text.trim() === "")
          return void 0;
        const { DependencyFilterError, deprecatedFields, parseDependencyFilter } = await Promise.all(
          /* import() */
          [__webpack_require__.e(691), __webpack_require__.e(815), __webpack_require__.e(396)]
        ).then(__webpack_require__.bind(__webpack_require__, 34015));
        let filter;
        try {
          filter = parseDependencyFilter(text);
        } catch (error) {
          if (!(error instanceof DependencyFilterError))
            throw error;
          const problems = /[.?!]$/.test(error.message) ? error.message : `${error.message}.`;
          throw new inputs.dz(`Input 'dependency-filter' is not valid: ${problems} Give a JSON or YAML object with the API's dependencyFilter fields, e.g. \`{"includeArchived": false, "license": ["MIT"]}\`.`);
        }
        if (filter)
          warnDeprecated(deprecatedFields(filter));
        return filter;
      }
      function parsePreviousInventory(value, env) {
        const trimmed = value.trim();
        if (!trimmed)
          return void 0;
        if (trimmed.toLowerCase() === "artifact")
          return "artifact";
        return { file: (0, inputs.zJ)(trimmed, env, "") };
      }
      function warnDeprecated(fields) {
        if (fields.length === 0)
          return;
        const named = fields.map((field) => `'${field}'`).join(" and ");
        (0, annotations.R8)("dependency-filter uses deprecated fields", `Use 'packageFilters' in dependency-filter instead of ${named}, e.g. \`packageFilters: [{name: lodash, exactNameMatch: true, exactVersion: "4.17.21"}]\` (versionLowerBound / versionUpperBound take ranges such as ">=1.0.0"): the platform has deprecated ${named}.`);
      }
      var dependency_inventory_changes = __webpack_require__(74780);
      var id_set = __webpack_require__(64967);
      ;
      const BY_FILE_NAME = {
        "package-lock.json": "npm",
        "npm-shrinkwrap.json": "npm",
        "yarn.lock": "npm",
        "pnpm-lock.yaml": "npm",
        "bun.lock": "npm",
        "go.sum": "gomod",
        "go.mod": "gomod",
        "requirements.txt": "pypi",
        "poetry.lock": "pypi",
        "pipfile.lock": "pypi",
        "uv.lock": "pypi",
        "pdm.lock": "pypi",
        "gemfile.lock": "gem",
        "cargo.lock": "cargo",
        "pom.xml": "maven",
        "gradle.lockfile": "maven",
        "build.gradle": "maven",
        "build.gradle.kts": "maven",
        "maven_dep_tree.txt": "maven",
        "composer.lock": "composer",
        "packages.lock.json": "nuget",
        "pubspec.lock": "pub",
        "package.resolved": "swiftpm",
        "mix.lock": "hex",
        "podfile.lock": "cocoapods",
        "opam.locked": "opam"
      };
      function ecosystemOf(lockfilePath) {
        const start = Math.max(lockfilePath.lastIndexOf("/"), lockfilePath.lastIndexOf("\\")) + 1;
        const name = lockfilePath.slice(start).toLowerCase();
        if (Object.hasOwn(BY_FILE_NAME, name))
          return BY_FILE_NAME[name];
        if (name.endsWith(".csproj"))
          return "nuget";
        if (name.endsWith(".opam"))
          return "opam";
        if (/^requirements.*\.txt$/.test(name))
          return "pypi";
        return "other";
      }
      class EcosystemTally {
        byEcosystem = /* @__PURE__ */ new Map();
        /** Counts the lockfiles of one repository. */
        add(lockfiles) {
          const seen = [];
          for (const lockfile of lockfiles) {
            const ecosystem = ecosystemOf(lockfile.lockfilePath);
            let entry = this.byEcosystem.get(ecosystem);
            if (entry === void 0) {
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
          return [...this.byEcosystem.values()].sort((a, b) => Number(a.ecosystem === "other") - Number(b.ecosystem === "other") || b.dependencies - a.dependencies || (a.ecosystem < b.ecosystem ? -1 : 1));
        }
      }
      ;
      const NAMED_INCOMPLETE = 5;
      const MAX_LARGEST = 1e3;
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
          if (repo.lockfilesError !== void 0) {
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
            const middle = low + high >>> 1;
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
      function byDependencies(a, b) {
        if (a.numDependencies !== b.numDependencies)
          return b.numDependencies - a.numDependencies;
        if (a.name !== b.name)
          return a.name < b.name ? -1 : 1;
        return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      }
      function inventoryJsonHead(inv) {
        const head = ["{"];
        member("deploymentId", inv.deploymentId, head, true);
        member("complete", inv.complete, head);
        if (inv.error !== void 0)
          member("error", inv.error, head);
        head.push(`,
  "repositories": ${inv.digest.totals.repositories === 0 ? "[]" : "["}`);
        return head.join("");
      }
      function repositoryItemJson(repo, first) {
        return (first ? "\n    " : ",\n    ") + repositoryJson(repo);
      }
      function* inventoryJsonTail(inv) {
        const tail = [inv.digest.totals.repositories === 0 ? "" : "\n  ]"];
        const totals = inv.digest.totals;
        member("totals", {
          repositories: totals.repositories,
          lockfiles: totals.lockfiles,
          dependencies: totals.dependencies,
          repositoriesWithDependencyPathScan: totals.repositoriesWithDependencyPathScan
        }, tail);
        if (inv.changes) {
          const { previous, repositories, lockfiles } = inv.changes;
          tail.push(',\n  "changes": {\n    "previous": ');
          write(previous, "    ", tail);
          tail.push(',\n    "repositories": {');
          yield tail.join("");
          tail.length = 0;
          yield* listJson("added", repositories.added, "      ", true);
          yield* listJson("removed", repositories.removed, "      ");
          yield* listJson("renamed", repositories.renamed, "      ");
          yield '\n    },\n    "lockfiles": {';
          yield* listJson("added", lockfiles.added, "      ", true);
          yield* listJson("removed", lockfiles.removed, "      ");
          tail.push("\n    }\n  }");
        }
        if (inv.uncovered) {
          yield tail.join("");
          tail.length = 0;
          yield* listJson("uncovered", inv.uncovered, "  ");
        }
        tail.push("\n}");
        yield tail.join("");
      }
      function member(key, value, out, first = false) {
        out.push(`${first ? "\n" : ",\n"}  ${JSON.stringify(key)}: `);
        write(value, "  ", out);
      }
      function* listJson(key, items, indent, first = false) {
        const opening = `${first ? "\n" : ",\n"}${indent}${JSON.stringify(key)}: `;
        if (items.length === 0) {
          yield `${opening}[]`;
          return;
        }
        yield `${opening}[`;
        const inner = `${indent}  `;
        let i = 0;
        for (const item of items) {
          const out = [i++ === 0 ? `
${inner}` : `,
${inner}`];
          write(item, inner, out);
          yield out.join("");
        }
        yield `
${indent}]`;
      }
      function repositoryJson(repo) {
        const lockfiles = repo.lockfiles.length === 0 ? "[]" : `[${repo.lockfiles.map((lockfile, i) => `${i === 0 ? "" : ","}
        {
          "lockfilePath": ${JSON.stringify(lockfile.lockfilePath)},
          "numDependencies": ${JSON.stringify(lockfile.numDependencies)}
        }`).join("")}
      ]`;
        const incomplete = repo.lockfilesError === void 0 ? "" : `,
      "lockfilesComplete": false,
      "lockfilesError": ${JSON.stringify(repo.lockfilesError)}`;
        return `{
      "id": ${repo.id.toString()},
      "name": ${JSON.stringify(repo.name)},
      "numDependencies": ${JSON.stringify(repo.numDependencies)},
      "hasDependencyPathScan": ${JSON.stringify(repo.hasDependencyPathScan)},
      "lockfiles": ${lockfiles}${incomplete}
    }`;
      }
      function write(value, indent, out) {
        if (typeof value === "bigint") {
          out.push(value.toString());
        } else if (Array.isArray(value)) {
          if (value.length === 0) {
            out.push("[]");
            return;
          }
          const inner = `${indent}  `;
          out.push("[");
          value.forEach((item, i) => {
            out.push(i === 0 ? `
${inner}` : `,
${inner}`);
            if (item === void 0)
              out.push("null");
            else
              write(item, inner, out);
          });
          out.push(`
${indent}]`);
        } else if (value !== null && typeof value === "object") {
          const entries = Object.entries(value).filter(([, member2]) => member2 !== void 0);
          if (entries.length === 0) {
            out.push("{}");
            return;
          }
          const inner = `${indent}  `;
          out.push("{");
          entries.forEach(([key, member2], i) => {
            out.push(`${i === 0 ? "\n" : ",\n"}${inner}${JSON.stringify(key)}: `);
            write(member2, inner, out);
          });
          out.push(`
${indent}}`);
        } else {
          out.push(JSON.stringify(value) ?? "null");
        }
      }
      var dependency_pages = __webpack_require__(40259);
      var request_slots = __webpack_require__(98762);
      ;
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
      const NOT_LISTED = "not listed: the run stopped after an error elsewhere";
      const INTERRUPTED = "listing interrupted: the run stopped after an error elsewhere";
      const NOT_LISTED_CANCELLED = "not listed: the run was cancelled";
      const INTERRUPTED_CANCELLED = "listing interrupted: the run was cancelled";
      async function collectInventory(client, options, onRepository, progress = newProgress(), seen = new id_set.w()) {
        const listing = new InventoryListing(client, options, onRepository, progress, seen);
        const cancel = () => listing.stop(new Error("The run was cancelled; the listing stopped."));
        if (options.signal?.aborted)
          cancel();
        options.signal?.addEventListener("abort", cancel, { once: true });
        const workers = Array.from({ length: options.concurrency }, () => listing.listLockfiles());
        try {
          await Promise.all([listing.listRepositories(), ...workers]);
        } finally {
          options.signal?.removeEventListener("abort", cancel);
        }
        listing.finish();
      }
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
          this.slots = new request_slots.F(options.concurrency);
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
            const pages = (0, dependency_pages.fm)(this.client, this.options, this.repositoryGate);
            for await (const page of pages) {
              this.progress.repositoryPages++;
              for (const summary2 of page) {
                if (!this.seen.add(summary2.id)) {
                  this.progress.duplicates++;
                  continue;
                }
                const item = {
                  entry: {
                    id: summary2.id,
                    name: summary2.name,
                    numDependencies: summary2.numDependencies,
                    hasDependencyPathScan: summary2.hasDependencyPathScan,
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
          } catch (error) {
            if (!(error instanceof request_slots.C))
              this.stop(error);
          } finally {
            this.queue.close();
          }
        }
        /** A worker: takes queued repositories and lists their lockfiles until the queue closes. */
        async listLockfiles() {
          for (; ; ) {
            const item = await this.queue.take();
            if (item === void 0 || this.failure)
              return;
            if (!await this.listLockfilesOf(item.entry))
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
          for (let item = this.received.shift(); item !== void 0; item = this.received.shift()) {
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
            for await (const page of (0, dependency_pages.Ad)(this.client, entry.id, this.options, this.lockfileGate)) {
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
          } catch (error) {
            if (error instanceof request_slots.C) {
              entry.lockfilesError = this.stoppedReason(pages > 0);
            } else {
              entry.lockfilesError = (0, action_text.gJ)(error);
              this.stop(error);
            }
            return false;
          }
        }
        /** Holds a slot for the request; `first` puts the caller ahead of everyone waiting. */
        gated(first) {
          return this.slots.gate(first, () => this.failure !== void 0);
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
      function describeProgress(progress, stats, elapsedMs) {
        return `${(0, action_text.LS)(progress.repositories, "repository", "repositories")} (${(0, action_text.LS)(progress.repositoryPages, "page")}), lockfiles listed for ${(0, action_text.B4)(progress.repositoriesListed)} of them (${(0, action_text.LS)(progress.lockfiles, "lockfile")} in ${(0, action_text.LS)(progress.lockfilePages, "page")}); ${(0, action_text.LS)(stats.requests, "request")}, ${(0, action_text.LS)(stats.retries, "retry", "retries")}, ${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1e3).toFixed(1)} s`;
      }
      const LOCKFILE_PATH_POOL_SIZE = 1e4;
      class StringPool {
        size;
        pool = /* @__PURE__ */ new Map();
        constructor(size) {
          this.size = size;
        }
        get(value) {
          const kept = this.pool.get(value);
          if (kept !== void 0)
            return kept;
          if (this.pool.size < this.size)
            this.pool.set(value, value);
          return value;
        }
      }
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
            taker(void 0);
          this.resumeProducer();
        }
        /** The first item, left in the queue. */
        peek() {
          return this.head < this.items.length ? this.items[this.head] : void 0;
        }
        /** Removes and gives the first item, without waiting. */
        shift() {
          if (this.head >= this.items.length)
            return void 0;
          const item = this.items[this.head];
          this.items[this.head++] = void 0;
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
            return Promise.resolve(void 0);
          return new Promise((resolve) => this.takers.push(resolve));
        }
        /** Resolves once fewer than `length` items are queued, or the queue is closed. */
        shorterThan(length) {
          if (this.length < length || this.closed)
            return Promise.resolve();
          return new Promise((resume) => this.room = { below: length, resume });
        }
        resumeProducer() {
          const room = this.room;
          this.room = void 0;
          room?.resume();
        }
      }
      var external_node_fs_ = __webpack_require__(73024);
      var promises_ = __webpack_require__(51455);
      ;
      const BATCH_BYTES = 256 * 1024;
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
          this.fd = (0, external_node_fs_.openSync)(file, "wx", 384);
          this.untrack = (0, files.hN)(directory);
        }
        /** A spool in a new folder under `parent` (RUNNER_TEMP on a runner). */
        static async create(parent = process.env.RUNNER_TEMP || external_node_os_.tmpdir()) {
          const directory = await (0, promises_.mkdtemp)(external_node_path_.join(parent, "dependency-inventory-"));
          try {
            return new RepositorySpool(directory, external_node_path_.join(directory, "repositories.json"));
          } catch (error) {
            await (0, promises_.rm)(directory, { recursive: true, force: true });
            throw error;
          }
        }
        /** Appends a repository; a write that fails is reported by {@link chunks}. */
        add(repo) {
          const text = repositoryItemJson(repo, this.count === 0);
          this.count++;
          if (this.batchBytes + text.length * 3 > BATCH_BYTES)
            this.flush();
          if (text.length * 3 > BATCH_BYTES)
            this.write(Buffer.from(text, "utf8"));
          else
            this.batchBytes += this.batch.write(text, this.batchBytes, "utf8");
        }
        /**
         * The text of every repository added, in order, read back from the file 64 KiB at a time into one
         * buffer: each piece is valid until the next is asked for (the file writer takes them so).
         */
        async *chunks() {
          this.flush();
          if (this.failure !== void 0)
            throw this.failure;
          const handle = await (0, promises_.open)(this.file, "r");
          try {
            const buffer = Buffer.allocUnsafe(READ_BYTES);
            for (; ; ) {
              const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
              if (bytesRead === 0)
                return;
              yield buffer.subarray(0, bytesRead);
            }
          } finally {
            await handle.close();
          }
        }
        /** Closes and removes the file and its folder. */
        async remove() {
          this.close();
          await (0, promises_.rm)(this.directory, { recursive: true, force: true });
          this.untrack();
        }
        flush() {
          const bytes = this.batch.subarray(0, this.batchBytes);
          this.batchBytes = 0;
          this.write(bytes);
        }
        /** Writes synchronously: a fraction of a millisecond per batch, and no text waits in memory. */
        write(bytes) {
          if (bytes.length === 0 || this.failure !== void 0 || this.fd === void 0)
            return;
          try {
            for (let written = 0; written < bytes.length; ) {
              written += (0, external_node_fs_.writeSync)(this.fd, bytes, written);
            }
          } catch (error) {
            this.failure = error instanceof Error ? error : new Error(String(error));
            this.close();
          }
        }
        close() {
          if (this.fd === void 0)
            return;
          try {
            (0, external_node_fs_.closeSync)(this.fd);
          } catch {
          }
          this.fd = void 0;
        }
      }
      var action_markdown = __webpack_require__(38037);
      var summary = __webpack_require__(38770);
      var summary_rows = __webpack_require__(96126);
      var project_pages = __webpack_require__(47039);
      ;
      async function findUncovered(client, deploymentSlug, listed) {
        const reported = new id_set.w();
        const result = { projects: 0, uncovered: [] };
        for await (const page of (0, project_pages.aX)(client, deploymentSlug)) {
          result.projects += page.length;
          for (const project of page) {
            if (listed.has(project.id) || !reported.add(project.id))
              continue;
            result.uncovered.push({ id: project.id, name: project.name });
          }
        }
        return result;
      }
      function uncoveredSection(report, limit, allowance) {
        const heading = "### Projects without dependency data";
        if ("problem" in report)
          return [heading, "", `\u26A0\uFE0F ${(0, action_markdown.CS)(report.problem)}`].join("\n");
        const { uncovered } = report;
        const lines = [
          heading,
          "",
          `**${(0, action_text.B4)(uncovered.length)} of ${(0, action_text.LS)(report.projects, "project")}** of deployment ${(0, action_markdown.aY)(report.slug)} ${uncovered.length === 1 ? "is" : "are"} not among the repositories with dependencies above: never scanned for supply chain, no lockfile found, or left out by the dependency filter.`
        ];
        if (uncovered.length === 0)
          return lines.join("\n");
        const rows = (0, summary_rows.d$)((function* () {
          for (const [i, project] of uncovered.entries()) {
            yield `| ${i + 1} | ${(0, action_markdown.Qq)((0, summary_rows.$Q)(project.name, summary_rows.xH))} | ${project.id} |`;
          }
        })(), limit, allowance);
        lines.push("", (0, summary_rows.QN)(rows.length, uncovered.length, limit, ["project", "projects"]), "", (0, action_markdown.tp)(["#", "Project", "ID"], [], [0]), ...rows);
        return lines.join("\n");
      }
      ;
      const DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES = 1e6;
      function budgetForLimit(limit) {
        return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, 19e3 + 800 * limit);
      }
      const DEFAULT_SUMMARY_LIMIT = 100;
      const INLINE_LOCKFILES = 3;
      const MAX_LOCKFILES_PER_ROW = 50;
      const MAX_ROW_ERROR_CHARS = 200;
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
            sections.push(repositoriesSection(rows, total, state.limit, state.failed));
          }
          return (0, summary.Br)(theVerdict, sections);
        };
        const markdown = fillRows(render, repos, budget);
        return markdown ?? fallback(state, results.inventoryFile ?? "", budget);
      }
      function runState(results, runFailure, cancelled) {
        const { listing } = results;
        const digest = listing?.digest ?? new RepositoryDigest(1);
        const stopped = listing?.failure === void 0 ? void 0 : (0, action_text.gJ)(listing.failure);
        const failure = runFailure ?? stopped;
        const failed = listing === void 0 || failure !== void 0;
        return {
          digest,
          failure,
          failed,
          cancelled: cancelled && failed,
          collected: digest.totals.repositories > 0,
          limit: Math.max(1, results.summaryLimit ?? DEFAULT_SUMMARY_LIMIT)
        };
      }
      function sectionsBefore(results, state, budget) {
        const { digest, failed, collected, limit } = state;
        const before = [(0, summary.Qu)(state.failure, state.cancelled)];
        if (failed && collected) {
          before.push(`Collected before the ${state.cancelled ? "run was cancelled" : "failure"}: ${(0, action_text.LS)(digest.totals.repositories, "repository", "repositories")} and ${(0, action_text.LS)(digest.totals.lockfiles, "lockfile")}; the totals and tables below cover only these.`);
        }
        before.push(incompleteListings(digest), whereNote(results, failed, collected));
        if (collected)
          before.push(totalsTable(digest));
        const allowance = Math.floor(budget / 4);
        if (results.compared) {
          const problem = results.previous?.ok === false ? results.previous.problem : void 0;
          before.push((0, dependency_inventory_changes.Hv)(results.listing?.changes, { failed, limit, allowance, problem }));
        }
        if (results.uncovered)
          before.push(uncoveredSection(results.uncovered, limit, allowance));
        if (collected)
          before.push(ecosystemSection(digest));
        return before;
      }
      function fillRows(render, repos, budget) {
        let size = (0, action_markdown.dp)(render([]));
        if (size > budget)
          return void 0;
        const rows = [];
        for (const [index, repo] of repos.entries()) {
          const row = repositoryRow(index + 1, repo);
          const cost = (0, action_markdown.dp)(row) + 1;
          if (size + cost > budget)
            break;
          size += cost;
          rows.push(row);
        }
        let markdown = render(rows);
        while ((0, action_markdown.dp)(markdown) > budget && rows.length > 0) {
          rows.pop();
          markdown = render(rows);
        }
        return (0, action_markdown.dp)(markdown) <= budget ? markdown : void 0;
      }
      function verdict(results, state) {
        const message = state.failure ?? "no error was recorded.";
        const t = state.digest.totals;
        if (state.cancelled) {
          return (0, summary.F0)(t.repositories === 0 ? "No inventory was collected." : "The inventory is incomplete: what was collected is below and in the inventory file, marked <code>complete: false</code>.");
        }
        if (state.failed && t.repositories === 0) {
          return (0, summary.b9)("No inventory was collected.", message);
        }
        if (state.failed)
          return (0, summary.b9)("The inventory is incomplete: the run failed.", message);
        const deployment = (0, action_markdown.aY)(results.deploymentName ?? results.deploymentId);
        if (t.repositories === 0) {
          return {
            outcome: "done",
            sentence: `No repositories with dependencies were found in deployment ${deployment}.`
          };
        }
        const counts = `${(0, action_text.LS)(t.repositories, "repository", "repositories")} with ${(0, action_text.LS)(t.lockfiles, "lockfile")} and ${(0, action_text.LS)(t.dependencies, "dependency", "dependencies")}`;
        const unfinished = state.digest.incomplete;
        if (unfinished > 0) {
          return {
            outcome: "warning",
            sentence: `Listed ${counts} in deployment ${deployment}, but the lockfile listing did not finish for ${(0, action_text.LS)(unfinished, "repository", "repositories")} (below).`
          };
        }
        return { outcome: "done", sentence: `Listed ${counts} in deployment ${deployment}.` };
      }
      function budgetWithSections(limit, results) {
        const extra = (results.compared ? 6e3 + 400 * limit : 0) + (results.uncovered ? 4e3 + 300 * limit : 0);
        return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, budgetForLimit(limit) + extra);
      }
      function withAdditions(base, results, failed) {
        if (failed)
          return base;
        const changes = changesAddition(results);
        const uncovered = uncoveredAddition(results.uncovered);
        const phrases = [changes, uncovered].filter((addition) => addition !== void 0);
        if (phrases.length === 0)
          return base;
        const outcome = phrases.some((addition) => addition.warning) ? "warning" : base.outcome;
        const sentence = base.sentence.replace(/\.$/, "");
        return { outcome, sentence: `${sentence}; ${phrases.map((p) => p.phrase).join("; ")}.` };
      }
      function changesAddition(results) {
        const changes = results.listing?.changes;
        if (changes) {
          const c = (0, dependency_inventory_changes.Zg)(changes);
          const repositories = c.repositoriesAdded + c.repositoriesRemoved;
          const lockfiles = c.lockfilesAdded + c.lockfilesRemoved;
          const phrase = repositories + lockfiles === 0 ? "no repository or lockfile was added or removed since the previous inventory" : `since the previous inventory ${(0, action_text.B4)(c.repositoriesAdded)} added and ${(0, action_text.B4)(c.repositoriesRemoved)} removed ${repositories === 1 ? "repository" : "repositories"}, ${(0, action_text.B4)(c.lockfilesAdded)} added and ${(0, action_text.B4)(c.lockfilesRemoved)} removed ${lockfiles === 1 ? "lockfile" : "lockfiles"}`;
          return { phrase, warning: !changes.previous.complete };
        }
        if (results.previous?.ok === false && results.previous.problem.level === "warning") {
          return { phrase: "the previous inventory could not be compared with (below)", warning: true };
        }
        return void 0;
      }
      function uncoveredAddition(report) {
        if (report === void 0)
          return void 0;
        if ("problem" in report) {
          return {
            phrase: "the projects without dependency data could not be listed (below)",
            warning: true
          };
        }
        const count = report.uncovered.length;
        return {
          phrase: `${(0, action_text.LS)(count, "project")} of the deployment ${count === 1 ? "has" : "have"} no dependency data`,
          warning: false
        };
      }
      function whereNote(results, failed, collected) {
        const what = failed ? "The inventory collected so far" : "The full inventory";
        if (results.artifact) {
          const a = results.artifact;
          return `**${what}** is in the workflow artifact ${(0, action_markdown.nf)(a.name, a.url)} (${(0, action_text.z3)(a.size)} zip).`;
        }
        if (!results.inventoryFile || failed && !collected)
          return "";
        return `**${what}** is in ${(0, action_markdown.aY)(results.inventoryFile)} (the <code>inventory-file</code> output), on the runner until the job ends: set <code>artifact-name</code> to keep it as a workflow artifact, or upload it in a later step of this job.`;
      }
      function incompleteListings(digest) {
        const { incomplete, firstIncomplete } = digest;
        if (incomplete === 0)
          return "";
        const named = firstIncomplete.map((repo) => (0, action_markdown.aY)((0, summary_rows.$Q)(repo.name, summary_rows.xH)));
        const more = incomplete - named.length;
        return `The lockfile listing did not finish for ${(0, action_text.LS)(incomplete, "repository", "repositories")}: ${named.join(", ")}${more > 0 ? ` and ${(0, action_text.B4)(more)} more` : ""}; only the lockfiles received are counted for them.`;
      }
      function totalsTable(digest) {
        const t = digest.totals;
        return (0, action_markdown.tp)(["Total", "Count"], [
          ["Repositories", (0, action_text.B4)(t.repositories)],
          ["Lockfiles", (0, action_text.B4)(t.lockfiles)],
          ["Dependencies", (0, action_text.B4)(t.dependencies)],
          ["Repositories with dependency-path scans", (0, action_text.B4)(t.repositoriesWithDependencyPathScan)]
        ], [1]);
      }
      function ecosystemSection(digest) {
        const totals = digest.ecosystemTotals();
        if (totals.length === 0)
          return "";
        const rows = totals.map((e) => [
          (0, action_markdown.Qq)(e.ecosystem),
          (0, action_text.B4)(e.repositories),
          (0, action_text.B4)(e.lockfiles),
          (0, action_text.B4)(e.dependencies)
        ]);
        return [
          "### By ecosystem",
          "",
          "_From the lockfile names; dependencies are the lockfiles\u2019 own counts._",
          "",
          (0, action_markdown.tp)(["Ecosystem", "Repositories", "Lockfiles", "Dependencies"], rows, [1, 2, 3])
        ].join("\n");
      }
      function repositoriesSection(rows, total, limit, failed) {
        const collected = failed ? " collected" : "";
        const shown = rows.length === total ? `All ${(0, action_text.LS)(total, "repository", "repositories")}${collected} shown, by dependency count.` : `**${(0, action_text.B4)(rows.length)} of ${(0, action_text.LS)(total, "repository", "repositories")}${collected} shown**, the most dependencies first (${rows.length < Math.min(limit, total) ? "as many as fit GitHub's summary size limit" : `<code>summary-limit: ${limit}</code>`}); the rest are in the full inventory.`;
        const head = (0, action_markdown.tp)(["#", "Repository", "Dependencies", "Dependency-path scan", "Lockfiles (dependencies)"], [], [0, 2]);
        return ["### Largest repositories", "", shown, "", head, ...rows].join("\n");
      }
      function byLockfileDependencies(a, b) {
        if (a.numDependencies !== b.numDependencies)
          return b.numDependencies - a.numDependencies;
        if (a.lockfilePath !== b.lockfilePath)
          return a.lockfilePath < b.lockfilePath ? -1 : 1;
        return 0;
      }
      function repositoryRow(rank, repo) {
        return `| ${rank} | ${(0, action_markdown.Qq)((0, summary_rows.$Q)(repo.name, summary_rows.xH))} | ${(0, action_text.B4)(repo.numDependencies)} | ${repo.hasDependencyPathScan ? "yes" : "no"} | ${lockfilesCell(repo)} |`;
      }
      function lockfilesCell(repo) {
        const lockfiles = [...repo.lockfiles].sort(byLockfileDependencies);
        const shown = lockfiles.slice(0, MAX_LOCKFILES_PER_ROW).map((lockfile) => `${(0, action_markdown.aY)((0, summary_rows.rh)(lockfile.lockfilePath, summary_rows.xH))} (${(0, action_text.B4)(lockfile.numDependencies)})`);
        const hidden = lockfiles.length - shown.length;
        if (hidden > 0)
          shown.push(`\u2026 and ${(0, action_text.B4)(hidden)} more in the full inventory`);
        let list;
        if (lockfiles.length === 0)
          list = repo.lockfilesError === void 0 ? "none" : "";
        else if (lockfiles.length <= INLINE_LOCKFILES)
          list = shown.join("<br>");
        else {
          const label = (0, action_text.LS)(lockfiles.length, "lockfile");
          list = `<details><summary>${label}</summary>${shown.join("<br>")}</details>`;
        }
        if (repo.lockfilesError === void 0)
          return list;
        const warning = `\u26A0\uFE0F listing incomplete: ${(0, action_markdown.Qq)((0, summary_rows.$Q)(repo.lockfilesError, MAX_ROW_ERROR_CHARS))}`;
        return list === "" ? warning : `${warning}<br>${list}`;
      }
      function fallback(run, path, budget) {
        const { failed, cancelled } = run;
        const t = run.digest.totals;
        const state = failed ? ` (incomplete: the run ${cancelled ? "was cancelled" : "failed"})` : "";
        const where = path === "" ? "" : ` Full inventory: ${(0, action_markdown.aY)(path)}.`;
        const counts = `${(0, action_text.LS)(t.repositories, "repository", "repositories")}, ${(0, action_text.LS)(t.lockfiles, "lockfile")}, ${(0, action_text.LS)(t.dependencies, "dependency", "dependencies")}${state}.`;
        const mark = failed ? "\u274C" : "\u2705";
        for (const candidate of [
          `${mark} ${counts}${where}
`,
          `${mark} ${counts}
`,
          `Dependency inventory: ${counts}
`
        ]) {
          if ((0, action_markdown.dp)(candidate) <= budget)
            return candidate;
        }
        const whole = `Dependency inventory: ${counts}`;
        if (whole.length <= budget)
          return whole;
        const plain = whole.slice(0, budget + 1);
        const lastSpace = plain.lastIndexOf(" ");
        return lastSpace > 0 ? plain.slice(0, lastSpace) : "";
      }
      ;
      const PROGRESS_INTERVAL_MS = 3e3;
      async function runDependencyInventory(inputs2, context) {
        let previous;
        let listing;
        let uncovered;
        let fileWritten = false;
        let artifact;
        context.summary.show((failure, cancelled) => renderInventorySummary({
          deploymentId: context.deployment.id,
          deploymentName: context.deployment.name(),
          summaryLimit: inputs2.summaryLimit,
          compared: inputs2.previousInventory !== void 0,
          ...previous && { previous },
          ...listing && { listing },
          ...uncovered && { uncovered },
          ...fileWritten && { inventoryFile: inputs2.inventoryFile },
          ...artifact && { artifact }
        }, failure, cancelled));
        (0, files.$b)("inventory-file", inputs2.inventoryFile);
        if (inputs2.previousInventory !== void 0)
          previous = await readPrevious(inputs2, context);
        const spool = await createSpool();
        try {
          listing = await listRepositories(inputs2, context, spool, previous);
          if (listing.failure === void 0 && inputs2.listUncovered) {
            uncovered = await listUncovered(listing.listed, context);
          }
          const inventory = inventoryOf(context.deployment.id, listing, uncovered);
          await writeInventory(inputs2.inventoryFile, inventory, spool, listing.failure);
        } finally {
          await spool.remove();
        }
        fileWritten = true;
        await (0, outputs.u)("inventory-file", inputs2.inventoryFile, "txt");
        const state = listing.failure === void 0 ? "" : "incomplete ";
        log.info(`Wrote the ${state}inventory to ${inputs2.inventoryFile}.`);
        if (inputs2.artifactName !== void 0) {
          artifact = await uploadInventory(inputs2.artifactName, inputs2.inventoryFile, listing.failure);
        }
        if (listing.failure !== void 0)
          throw listing.failure;
        await reportOutputs(listing, uncovered);
      }
      async function readPrevious(inputs2, context) {
        const { loadPreviousInventory } = await Promise.all(
          /* import() */
          [__webpack_require__.e(691), __webpack_require__.e(360)]
        ).then(__webpack_require__.bind(__webpack_require__, 33360));
        return loadPreviousInventory(inputs2.previousInventory, context.deployment.id, inputs2.artifactName === void 0 ? void 0 : {
          artifactName: inputs2.artifactName,
          githubToken: inputs2.githubToken ?? "",
          githubApiUrl: inputs2.githubApiUrl ?? "https://api.github.com",
          env: process.env,
          ...context.signal && { signal: context.signal },
          newClient: context.newGitHubClient
        });
      }
      async function createSpool() {
        try {
          return await RepositorySpool.create();
        } catch (error) {
          throw new Error(`Check the free space and permissions of RUNNER_TEMP: the action could not create its temporary file there: ${(0, action_text.gJ)(error)}`);
        }
      }
      function inventoryOf(deploymentId, listing, uncovered) {
        return {
          deploymentId,
          complete: listing.failure === void 0,
          digest: listing.digest,
          ...listing.failure !== void 0 && { error: (0, action_text.gJ)(listing.failure) },
          ...listing.changes && { changes: listing.changes },
          ...uncovered && "uncovered" in uncovered && { uncovered: uncovered.uncovered }
        };
      }
      async function writeInventory(file, inventory, spool, listingFailure) {
        try {
          await writeInventoryFile(file, inventory, spool.chunks());
        } catch (error) {
          const problem = `Could not write the inventory file ${file}: ${(0, action_text.gJ)(error)}`;
          throw new Error(listingFailure === void 0 ? problem : `${(0, action_text.gJ)(listingFailure)} ${problem}`);
        }
      }
      async function reportOutputs(listing, uncovered) {
        const { totals } = listing.digest;
        await (0, outputs.u)("repository-count", String(totals.repositories), "txt");
        await (0, outputs.u)("lockfile-count", String(totals.lockfiles), "txt");
        await (0, outputs.u)("dependency-count", String(totals.dependencies), "txt");
        log.info(`Inventory: ${(0, action_text.LS)(totals.repositories, "repository", "repositories")}, ${(0, action_text.LS)(totals.lockfiles, "lockfile")}, ${(0, action_text.LS)(totals.dependencies, "dependency", "dependencies")}.`);
        if (listing.changes)
          await reportChanges(listing.changes);
        if (uncovered && "uncovered" in uncovered) {
          await (0, outputs.u)("uncovered-count", String(uncovered.uncovered.length), "txt");
        }
      }
      async function reportChanges(changes) {
        const counts = (0, dependency_inventory_changes.Zg)(changes);
        await (0, outputs.u)("repositories-added", String(counts.repositoriesAdded), "txt");
        await (0, outputs.u)("repositories-removed", String(counts.repositoriesRemoved), "txt");
        await (0, outputs.u)("lockfiles-added", String(counts.lockfilesAdded), "txt");
        await (0, outputs.u)("lockfiles-removed", String(counts.lockfilesRemoved), "txt");
        log.info(`Since the previous inventory: ${(0, action_text.LS)(counts.repositoriesAdded, "repository", "repositories")} added, ${counts.repositoriesRemoved} removed, ${counts.repositoriesRenamed} renamed; ${(0, action_text.LS)(counts.lockfilesAdded, "lockfile")} added, ${counts.lockfilesRemoved} removed.`);
      }
      async function listRepositories(inputs2, context, spool, previous) {
        const progress = newProgress();
        const listed = new id_set.w();
        const digest = new RepositoryDigest(inputs2.summaryLimit);
        const comparison = previous?.ok ? new TimedComparison(previous.previous) : void 0;
        const onRepository = (repo) => {
          spool.add(repo);
          digest.add(repo);
          comparison?.add(repo);
        };
        const started = Date.now();
        const progressLine = () => describeProgress(progress, context.requestStats, Date.now() - started);
        const ticker = setInterval(() => log.info(`Progress: ${progressLine()}`), PROGRESS_INTERVAL_MS);
        ticker.unref();
        log.info(`Listing the repositories with dependencies and their lockfiles: page size ${inputs2.pageSize}, at most ${inputs2.concurrency} requests in flight${inputs2.dependencyFilter ? ", with the dependency filter" : ""}.`);
        let failure;
        try {
          await collectInventory(context.client, { ...inputs2, ...context.signal && { signal: context.signal } }, onRepository, progress, listed);
        } catch (error) {
          failure = error;
        } finally {
          clearInterval(ticker);
        }
        warnDuplicates(progress.duplicates);
        log.info(`${failure === void 0 ? "Done" : "Stopped"}: ${progressLine()}`);
        if (failure !== void 0)
          return { digest, listed, failure };
        return { digest, listed, ...comparison && { changes: comparison.finish() } };
      }
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
          log.info(`Compared with the previous inventory in ${(this.ms / 1e3).toFixed(2)} s.`);
          return changes;
        }
      }
      function warnDuplicates(duplicates) {
        if (duplicates === 0)
          return;
        (0, annotations.R8)("repositories listed twice", `The repositories list returned ${(0, action_text.LS)(duplicates, "repository", "repositories")} a second time; each repository is listed once, with the details of its first appearance.`);
      }
      async function listUncovered(listed, context) {
        let slug = "";
        try {
          slug = await context.deployment.slug();
          const found = await log.group(`Listing the projects of deployment ${slug}`, () => findUncovered(context.client, slug, listed));
          log.info(`${(0, action_text.LS)(found.uncovered.length, "project")} of ${found.projects} ${found.uncovered.length === 1 ? "has" : "have"} no dependency data.`);
          return { ...found, slug };
        } catch (error) {
          const message = `Projects without dependency data are not reported: listing the projects of deployment ${slug || context.deployment.id} failed: ${(0, action_text.gJ)(error)}`;
          (0, annotations.R8)("projects without dependency data not listed", message);
          return { problem: message };
        }
      }
      async function uploadInventory(name, file, listingFailure) {
        try {
          const { uploadStepArtifact } = await __webpack_require__.e(
            /* import() */
            616
          ).then(__webpack_require__.bind(__webpack_require__, 4616));
          return await uploadStepArtifact("the inventory", name, file);
        } catch (error) {
          if (listingFailure === void 0)
            throw error;
          throw new Error(`${(0, action_text.gJ)(listingFailure)} Also: ${(0, action_text.gJ)(error)}`);
        }
      }
      async function writeInventoryFile(file, inventory, repositories) {
        await (0, files.kv)(file, (async function* () {
          yield inventoryJsonHead(inventory);
          yield* repositories;
          yield* (0, files.QE)(inventoryJsonTail(inventory));
        })());
      }
      const dependencyInventory = {
        parseInputs: parseDependencyInventoryInputs,
        run: runDependencyInventory
      };
      const dependency_inventory = dependencyInventory;
    })
  ),
  /***/
  40259: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        qQ: () => (
          /* binding */
          dependencyPages
        ),
        Ad: () => (
          /* binding */
          lockfilePages
        ),
        fm: () => (
          /* binding */
          repositoryPages
        )
      });
      ;
      const MAX_CURSOR_LENGTH = 1024;
      const MAX_EMPTY_PAGES = 100;
      const RECENT_CURSORS = 1e3;
      class PaginationError extends Error {
        /** `missing-cursor`: `hasMore` was true without a cursor. `repeated-cursor`: a cursor came back. */
        kind;
        /** 1-based number of the page whose response was wrong. */
        page;
        constructor(kind, page, message) {
          super(message);
          this.name = "PaginationError";
          this.kind = kind;
          this.page = page;
        }
      }
      async function* paginate(fetchPage, describe) {
        const repeats = new RepeatDetector();
        let emptyInARow = 0;
        let cursor;
        for (let page = 1; ; page++) {
          const response = await fetchPage(cursor);
          yield response.items;
          if (!response.hasMore)
            return;
          const next = response.cursor;
          if (next === void 0 || next === null || next === "") {
            throw new PaginationError("missing-cursor", page, `${describe}: page ${page} of the listing says hasMore is true but has no cursor for the next page; stopped here instead of starting over`);
          }
          const key = String(next);
          if (key.length > MAX_CURSOR_LENGTH) {
            throw new PaginationError("long-cursor", page, `${describe}: page ${page} of the listing returned a cursor of ${key.length} characters, longer than the ${MAX_CURSOR_LENGTH} accepted; stopped here`);
          }
          emptyInARow = response.items.length === 0 ? emptyInARow + 1 : 0;
          if (emptyInARow >= MAX_EMPTY_PAGES) {
            throw new PaginationError("empty-pages", page, `${describe}: ${MAX_EMPTY_PAGES} pages in a row (up to page ${page}) were empty yet said hasMore is true; stopped here instead of paging without end`);
          }
          const earlier = repeats.check(key, page + 1);
          if (earlier !== void 0) {
            throw new PaginationError("repeated-cursor", page, `${describe}: page ${page} of the listing returned cursor ${show(next)}, which was already sent to fetch page ${earlier}; stopped here instead of looping`);
          }
          cursor = response.cursor;
        }
      }
      class RepeatDetector {
        recent = /* @__PURE__ */ new Map();
        checkpoint;
        distance = 0;
        power = 1;
        /** The page an earlier request sent `key` for, or undefined; then remembers it for `page`. */
        check(key, page) {
          const seen = this.recent.get(key);
          if (seen !== void 0)
            return seen;
          if (this.checkpoint?.key === key)
            return this.checkpoint.page;
          this.recent.set(key, page);
          if (this.recent.size > RECENT_CURSORS) {
            this.recent.delete(this.recent.keys().next().value);
          }
          if (this.checkpoint === void 0 || this.distance === this.power) {
            this.checkpoint = { key, page };
            this.power *= 2;
            this.distance = 0;
          }
          this.distance++;
          return void 0;
        }
      }
      function show(cursor) {
        const value = String(cursor);
        const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
        return typeof cursor === "string" ? JSON.stringify(shown) : shown;
      }
      ;
      const ungated = (send) => send();
      function pageRequest(query, cursor) {
        return { cursor, pageSize: query.pageSize, dependencyFilter: query.dependencyFilter };
      }
      function repositoryPages(client, query, gate = ungated) {
        return paginate(async (cursor) => {
          const page = await gate(() => client.listRepositories(pageRequest(query, cursor)));
          return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore };
        }, "List repositories with dependencies");
      }
      function lockfilePages(client, repositoryId, query, gate = ungated) {
        return paginate(async (cursor) => {
          const page = await gate(() => client.listLockfiles(repositoryId, pageRequest(query, cursor)));
          return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore };
        }, `List lockfiles of repository ${repositoryId}`);
      }
      function dependencyPages(client, query, describe, gate = ungated) {
        return paginate(async (cursor) => {
          const page = await gate(() => client.listDependencies(pageRequest(query, cursor)));
          return { items: page.dependencies, cursor: page.cursor, hasMore: page.hasMore };
        }, describe);
      }
    })
  ),
  /***/
  64967: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        w: () => (
          /* binding */
          IdSet
        )
        /* harmony export */
      });
      var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
      var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /* @__PURE__ */ __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
      class IdHash {
        table;
        /** `seed`: 2,048 words, random unless given (tests). */
        constructor(seed) {
          this.table = seed ? Uint32Array.from(seed) : (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomFillSync)(new Uint32Array(2048));
          if (this.table.length !== 2048)
            throw new RangeError("an IdHash seed is 2,048 words");
        }
        hash(id2) {
          const low = Number(BigInt.asUintN(32, id2));
          const high = Number(BigInt.asUintN(32, id2 >> 32n));
          const t = this.table;
          return (t[low & 255] ^ t[256 + (low >>> 8 & 255)] ^ t[512 + (low >>> 16 & 255)] ^ t[768 + (low >>> 24)] ^ t[1024 + (high & 255)] ^ t[1280 + (high >>> 8 & 255)] ^ t[1536 + (high >>> 16 & 255)] ^ t[1792 + (high >>> 24)]) >>> 0;
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
        has(id2) {
          return this.table[this.slotOf(id2)] !== 0;
        }
        /** Adds `id` at the next position; false when it was there already. */
        add(id2) {
          const slot = this.slotOf(id2);
          if (this.table[slot] !== 0)
            return false;
          if (this.count === this.ids.length) {
            const old = this.ids;
            this.ids = new BigUint64Array(old.length * 2);
            this.ids.set(old);
          }
          this.ids[this.count++] = id2;
          this.table[slot] = this.count;
          if (this.count * 2 > this.table.length)
            this.growTable();
          return true;
        }
        /** The position `id` was added at (0 for the first), if it was. */
        positionOf(id2) {
          const found = this.table[this.slotOf(id2)];
          return found === 0 ? void 0 : found - 1;
        }
        /** The ID added at `position`. */
        idAt(position) {
          return this.ids[position];
        }
        /** The table slot of `id`, or the empty slot where it would go. */
        slotOf(id2) {
          const mask = this.table.length - 1;
          let slot = this.hash.hash(id2) & mask;
          for (; ; ) {
            this.probeCount++;
            const found = this.table[slot];
            if (found === 0 || this.ids[found - 1] === id2)
              return slot;
            slot = slot + 1 & mask;
          }
        }
        growTable() {
          this.table = new Int32Array(this.table.length * 2);
          for (let at = 0; at < this.count; at++)
            this.table[this.slotOf(this.ids[at])] = at + 1;
        }
      }
    })
  ),
  /***/
  47039: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        B_: () => (
          /* binding */
          RepeatedProjectsError
        ),
        /* harmony export */
        JL: () => (
          /* binding */
          projectNamed
        ),
        /* harmony export */
        aX: () => (
          /* binding */
          projectPages
        )
        /* harmony export */
      });
      var _id_set_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64967);
      var _platform_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20852);
      const MAX_PROJECT_PAGES = 1e3;
      class RepeatedProjectsError extends Error {
        deploymentSlug;
        page;
        name = "RepeatedProjectsError";
        constructor(deploymentSlug, page) {
          super(`The project list of deployment ${deploymentSlug} repeated its projects on page ${page}.`);
          this.deploymentSlug = deploymentSlug;
          this.page = page;
        }
      }
      async function* projectPages(client, deploymentSlug, pageSize = _platform_client_js__WEBPACK_IMPORTED_MODULE_1__.f, seen = new _id_set_js__WEBPACK_IMPORTED_MODULE_0__.w()) {
        for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
          const projects = await client.listProjects(deploymentSlug, page, pageSize);
          if (projects.length > 0 && projects.every((project) => seen.has(project.id))) {
            throw new RepeatedProjectsError(deploymentSlug, page);
          }
          for (const project of projects)
            seen.add(project.id);
          yield projects;
          if (projects.length < pageSize)
            return;
        }
      }
      async function projectNamed(client, deploymentSlug, repository, onListSearch) {
        const direct = await client.getProject(deploymentSlug, repository);
        if (direct !== void 0)
          return { project: direct, searched: 0 };
        onListSearch?.();
        const wanted = repository.toLowerCase();
        let searched = 0;
        for await (const projects of projectPages(client, deploymentSlug)) {
          const match = projects.find((project) => project.name.toLowerCase() === wanted);
          if (match !== void 0)
            return { project: match, searched };
          searched += projects.length;
        }
        return { project: void 0, searched };
      }
    })
  ),
  /***/
  98762: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        C: () => (
          /* binding */
          Stopped
        ),
        /* harmony export */
        F: () => (
          /* binding */
          RequestSlots
        )
        /* harmony export */
      });
      class Stopped extends Error {
        constructor() {
          super("stopped after an earlier error");
          this.name = "Stopped";
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
          return new Promise((resolve) => {
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
            } finally {
              this.release();
            }
          };
        }
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=38.index.js.map
