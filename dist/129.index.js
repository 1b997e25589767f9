const id = 129;
const ids = [129];
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
  86129: (
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
          dependency_search
        ),
        runDependencySearch: () => (
          /* binding */
          runDependencySearch
        )
      });
      var annotations = __webpack_require__(47376);
      var files = __webpack_require__(61433);
      var log = __webpack_require__(58592);
      var outputs = __webpack_require__(18948);
      var action_text = __webpack_require__(71599);
      var external_node_fs_ = __webpack_require__(73024);
      var external_node_os_ = __webpack_require__(48161);
      var external_node_path_ = __webpack_require__(76760);
      var inputs = __webpack_require__(81729);
      var dependency_filter = __webpack_require__(69305);
      ;
      const MAX_PACKAGE_LINES = 1e4;
      const MAX_NAME_LENGTH = 512;
      const MAX_PROBLEMS = 10;
      const PURL_TYPES = {
        npm: "npm",
        pypi: "pypi",
        golang: "gomod",
        cargo: "cargo",
        maven: "maven",
        gem: "gem",
        composer: "composer",
        nuget: "nuget",
        pub: "pub",
        swift: "swiftpm",
        hex: "hex",
        cocoapods: "cocoapods"
      };
      class PackageLinesError extends Error {
        source;
        problems;
        name = "PackageLinesError";
        constructor(source, problems) {
          super(problems.join("; "));
          this.source = source;
          this.problems = problems;
        }
      }
      class LineProblem extends Error {
      }
      function isEcosystem(value) {
        return dependency_filter.SQ.includes(value);
      }
      function ecosystemNamed(value) {
        const lower = value.trim().toLowerCase();
        if (isEcosystem(lower))
          return lower;
        return Object.hasOwn(PURL_TYPES, lower) ? PURL_TYPES[lower] : void 0;
      }
      function parsePackageLines(text, source, defaultEcosystem) {
        const rows = text.replace(/^\uFEFF/, "").split(/\r?\n|\r/);
        const header = source === "packages-file" ? csvHeader(rows) : void 0;
        const lines = [];
        const problems = [];
        let problemCount = 0;
        rows.forEach((row, index) => {
          const line = index + 1;
          let written;
          let parseText;
          if (header) {
            if (index <= header.row || row.trim() === "" || row.trim().startsWith("#"))
              return;
            const cells = csvCells(row);
            const name = (cells[header.name] ?? "").trim();
            const version = (cells[header.version] ?? "").trim();
            written = row.trim();
            parseText = version === "" ? name : `${name}@${version}`;
            if (name === "") {
              problemCount++;
              if (problems.length < MAX_PROBLEMS) {
                problems.push(`${source} line ${line} (${quote(written)}): the name column is empty`);
              }
              return;
            }
          } else {
            written = row.replace(/#.*$/, "").trim();
            if (written === "")
              return;
            parseText = written;
          }
          try {
            lines.push({ source, line, text: written, ...parseLine(parseText, defaultEcosystem) });
          } catch (error) {
            if (!(error instanceof LineProblem))
              throw error;
            problemCount++;
            if (problems.length < MAX_PROBLEMS) {
              problems.push(`${source} line ${line} (${quote(written)}): ${error.message}`);
            }
          }
        });
        if (problemCount > problems.length)
          problems.push(`and ${problemCount - problems.length} more`);
        if (problems.length > 0)
          throw new PackageLinesError(source, problems);
        return lines;
      }
      function quote(text) {
        const line = (0, action_text.TN)(text);
        return JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line);
      }
      function parseLine(text, defaultEcosystem) {
        if (/^pkg:/i.test(text))
          return parsePurl(text);
        const colon = text.indexOf(":");
        const prefix = colon > 0 ? text.slice(0, colon).toLowerCase() : void 0;
        let ecosystem;
        let rest;
        if (prefix !== void 0 && isEcosystem(prefix)) {
          ecosystem = prefix;
          rest = text.slice(colon + 1);
        } else if (defaultEcosystem !== void 0) {
          ecosystem = defaultEcosystem;
          rest = text;
        } else if (prefix !== void 0 && /^[a-z_]+$/.test(prefix)) {
          const alias = ecosystemNamed(prefix);
          throw new LineProblem(`unknown ecosystem ${JSON.stringify(prefix)}` + (alias ? ` (the published name is ${alias})` : "") + `; use one of ${dependency_filter.SQ.join(", ")}`);
        } else {
          throw new LineProblem("no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem");
        }
        const { name, version } = splitVersion(rest.trim());
        return { ecosystem, name: checkName(name), version: parseVersion(version) };
      }
      function splitVersion(text) {
        const at = text.lastIndexOf("@");
        if (at <= 0)
          return { name: text, version: void 0 };
        return { name: text.slice(0, at).trim(), version: text.slice(at + 1).trim() };
      }
      function checkName(name) {
        if (name === "")
          throw new LineProblem("the name is empty");
        if (/[\s\p{Cc}]/u.test(name))
          throw new LineProblem("the name holds a blank or a control character");
        if (name.length > MAX_NAME_LENGTH) {
          throw new LineProblem(`the name is longer than ${MAX_NAME_LENGTH} characters`);
        }
        return name;
      }
      const BOUND = /^(>=|>|<=|<|==|=)?\s*([^\s<>=,~^]+)$/;
      function parseVersion(text) {
        if (text === void 0 || text === "*")
          return { kind: "any" };
        if (text === "")
          throw new LineProblem('the version after "@" is empty');
        const parts = text.split(",").map((part) => part.trim());
        const bounds = {};
        for (const part of parts) {
          const match = BOUND.exec(part);
          if (!match) {
            throw new LineProblem(`${JSON.stringify(part)} is not a version or a bound (>=, >, <, <= and a version)`);
          }
          const [, operator, version] = match;
          if (operator === void 0 || operator === "==" || operator === "=") {
            if (parts.length > 1) {
              throw new LineProblem(`an exact version (${part}) cannot be combined with bounds`);
            }
            return { kind: "exact", version };
          }
          const side = operator.startsWith(">") ? "lower" : "upper";
          if (bounds[side] !== void 0) {
            throw new LineProblem(`two ${side} bounds (${bounds[side]} and ${part}); give one of each`);
          }
          bounds[side] = `${operator}${version}`;
        }
        return { kind: "range", ...bounds };
      }
      function parsePurl(text) {
        const body = text.slice(4).replace(/^\/+/, "").replace(/[?#].*$/, "");
        const at = body.lastIndexOf("@");
        const path = at < 0 ? body : body.slice(0, at);
        const versionText = at < 0 ? void 0 : decode(body.slice(at + 1));
        const segments = path.split("/").filter((segment) => segment !== "");
        const type = (segments.shift() ?? "").toLowerCase();
        const ecosystem = Object.hasOwn(PURL_TYPES, type) ? PURL_TYPES[type] : void 0;
        if (ecosystem === void 0) {
          throw new LineProblem(`package URL type ${JSON.stringify(type)} is not one searched; use one of ` + Object.keys(PURL_TYPES).join(", "));
        }
        const decoded = segments.map(decode);
        const last = decoded.pop();
        if (last === void 0 || last === "")
          throw new LineProblem("the package URL has no name");
        const namespace = decoded.join("/");
        let name = last;
        if (namespace !== "")
          name = type === "maven" ? `${namespace}:${last}` : `${namespace}/${last}`;
        return { ecosystem, name: checkName(name), version: parseVersion(versionText) };
      }
      function decode(segment) {
        try {
          return decodeURIComponent(segment);
        } catch {
          throw new LineProblem(`${JSON.stringify(segment)} is not valid percent-encoding`);
        }
      }
      function csvHeader(rows) {
        const row = rows.findIndex((text) => text.trim() !== "");
        if (row < 0 || !rows[row].includes(","))
          return void 0;
        const cells = csvCells(rows[row]).map((cell) => cell.trim().toLowerCase());
        const dependency = cells.indexOf("dependency");
        const name = dependency >= 0 ? dependency : cells.indexOf("name");
        const version = cells.indexOf("version");
        return name >= 0 && version >= 0 ? { row, name, version } : void 0;
      }
      function csvCells(row) {
        const cells = [];
        let cell = "";
        let quoted = false;
        for (let i = 0; i < row.length; i++) {
          const c = row[i];
          if (quoted) {
            if (c === '"' && row[i + 1] === '"') {
              cell += '"';
              i++;
            } else if (c === '"')
              quoted = false;
            else
              cell += c;
          } else if (c === '"' && cell.trim() === "") {
            quoted = true;
            cell = "";
          } else if (c === ",") {
            cells.push(cell);
            cell = "";
          } else
            cell += c;
        }
        cells.push(cell);
        return cells;
      }
      function pep503(name) {
        return name.replace(/[-_.]+/g, "-").toLowerCase();
      }
      function lineKey(line) {
        const name = line.ecosystem === "pypi" ? pep503(line.name) : line.name;
        const v = line.version;
        const version = v.kind === "any" ? "*" : v.kind === "exact" ? `=${v.version}` : `${v.lower ?? ""},${v.upper ?? ""}`;
        return `${line.ecosystem}\0${name}\0${version}`;
      }
      function distinctLines(lines) {
        const seen = /* @__PURE__ */ new Set();
        const kept = [];
        for (const line of lines) {
          const key = lineKey(line);
          if (seen.has(key))
            continue;
          seen.add(key);
          kept.push(line);
        }
        return { lines: kept, repeated: lines.length - kept.length };
      }
      function describeLine(line) {
        const v = line.version;
        const version = v.kind === "any" ? "" : v.kind === "exact" ? `@${v.version}` : `@${[v.lower, v.upper].filter((b) => b !== void 0).join(",")}`;
        return `${line.ecosystem}:${line.name}${version}`;
      }
      ;
      const SCANNED_SINCE_MAX_DAYS = 30;
      const DAY_MS = 24 * 60 * 60 * 1e3;
      const MAX_PACKAGES_FILE_BYTES = 8 * 1024 * 1024;
      function parseDependencySearchInputs(read, env, now = Date.now()) {
        const defaultEcosystem = parseDefaultEcosystem(read("default-ecosystem"));
        const lines = [];
        try {
          lines.push(...parsePackageLines(read("packages"), "packages", defaultEcosystem));
          const file = read("packages-file").trim();
          if (file) {
            const text = readPackagesFile((0, inputs.zJ)(file, env, ""));
            lines.push(...parsePackageLines(text, "packages-file", defaultEcosystem));
          }
        } catch (error) {
          if (!(error instanceof PackageLinesError))
            throw error;
          throw new inputs.dz(`Fix these lines of input '${error.source}' (each is <ecosystem>:<name>[@<version>], e.g. npm:@ctrl/tinycolor@4.1.1, or a package URL): ${error.problems.join("; ")}.`);
        }
        if (lines.length === 0) {
          throw new inputs.dz(`Input 'packages' or 'packages-file' must name at least one package, e.g. \`packages: npm:@ctrl/tinycolor@4.1.1\` (one a line).`);
        }
        if (lines.length > MAX_PACKAGE_LINES) {
          throw new inputs.dz(`Input 'packages' and 'packages-file' hold ${lines.length} package lines; at most ${MAX_PACKAGE_LINES} are searched in one run: split the list over several steps.`);
        }
        const distinct = distinctLines(lines);
        const artifactName = (0, inputs.TZ)(read("artifact-name"));
        const scannedSince = parseScannedSince(read("scanned-since"), now);
        return {
          packages: distinct.lines,
          repeatedLines: distinct.repeated,
          includeArchived: parseArchived(read("archived")),
          ...scannedSince && { scannedSince },
          failOnMatch: (0, inputs.yG)("fail-on-match", read("fail-on-match"), false),
          searchFile: (0, inputs.zJ)(read("search-file"), env, external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), "dependency-search.json")),
          ...artifactName !== void 0 && { artifactName },
          concurrency: (0, inputs.cG)("concurrency", read("concurrency"), 8, 1, 32),
          summaryLimit: (0, inputs.cG)("summary-limit", read("summary-limit"), 100, 1, 1e3)
        };
      }
      function parseDefaultEcosystem(value) {
        const trimmed = value.trim();
        if (!trimmed)
          return void 0;
        const ecosystem = ecosystemNamed(trimmed);
        if (ecosystem === void 0) {
          throw new inputs.dz(`Input 'default-ecosystem' is '${trimmed}'. Use one of: ${dependency_filter.SQ.join(", ")}.`);
        }
        return ecosystem;
      }
      function readPackagesFile(file) {
        try {
          const size = (0, external_node_fs_.statSync)(file).size;
          if (size > MAX_PACKAGES_FILE_BYTES) {
            throw new Error(`it holds ${size} bytes, more than the ${MAX_PACKAGES_FILE_BYTES} read`);
          }
          return (0, external_node_fs_.readFileSync)(file, "utf8");
        } catch (error) {
          throw new inputs.dz(`Input 'packages-file' (${file}) cannot be read: ${(0, action_text.gJ)(error)}. Give a file of package lines or a CSV with a dependency (or name) and a version column, relative to the workspace.`);
        }
      }
      function parseArchived(value) {
        const trimmed = value.trim().toLowerCase();
        if (trimmed === "" || trimmed === "include")
          return true;
        if (trimmed === "exclude")
          return false;
        throw new inputs.dz(`Input 'archived' is '${value.trim()}'. Use include or exclude.`);
      }
      function parseScannedSince(value, now) {
        const trimmed = value.trim();
        if (!trimmed)
          return void 0;
        let time;
        const age = /^(\d{1,4})d$/i.exec(trimmed);
        if (age)
          time = now - Number(age[1]) * DAY_MS;
        else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed))
          time = calendarDate(trimmed);
        else
          time = NaN;
        if (Number.isNaN(time)) {
          throw new inputs.dz(`Input 'scanned-since' is '${trimmed}'. Give a date (2026-11-20) or an age in days (7d).`);
        }
        if (time < now - SCANNED_SINCE_MAX_DAYS * DAY_MS) {
          throw new inputs.dz(`Input 'scanned-since' is '${trimmed}', more than ${SCANNED_SINCE_MAX_DAYS} days back: the platform's scan search covers the past ${SCANNED_SINCE_MAX_DAYS} days only. Give a later date or at most ${SCANNED_SINCE_MAX_DAYS}d.`);
        }
        if (time > now) {
          throw new inputs.dz(`Input 'scanned-since' is '${trimmed}', a date still to come.`);
        }
        const since = new Date(time).toISOString();
        return { since, label: age ? since.slice(0, 10) : trimmed };
      }
      function calendarDate(written) {
        const time = Date.parse(`${written}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(written) ? time : NaN;
      }
      var id_set = __webpack_require__(64967);
      var json = __webpack_require__(62253);
      ;
      const MAX_REJECTED_KEPT = 1e4;
      class RepositoryBook {
        ids = new id_set.w();
        names = [];
        archivedAt = [];
        active = 0;
        archived = 0;
        add(id2, name, archived) {
          if (!this.ids.add(id2))
            return;
          this.names.push(name);
          this.archivedAt.push(archived);
          if (archived)
            this.archived++;
          else
            this.active++;
        }
        get size() {
          return this.ids.size;
        }
        /** The repository's name, or `repository <id>` when the listing did not return it. */
        nameOf(id2) {
          const at = this.ids.positionOf(id2);
          return at === void 0 ? `repository ${id2}` : this.names[at];
        }
        /** The active (not archived) repositories, in the listing's order. */
        *activeRepositories() {
          for (let at = 0; at < this.names.length; at++) {
            if (!this.archivedAt[at])
              yield { id: this.ids.idAt(at), name: this.names[at] };
          }
        }
      }
      function emptySearch(lines, includeArchived) {
        return {
          complete: false,
          packages: lines.map(newPackageResult),
          repositories: new RepositoryBook(),
          includeArchived,
          rejected: [],
          rejectedCount: 0
        };
      }
      function newPackageResult(query) {
        return { query, matches: [], keys: /* @__PURE__ */ new Set() };
      }
      function addMatch(result, match) {
        const key = `${match.repositoryId}\0${match.line ?? ""}\0${match.version}\0${match.lockfilePath}`;
        if (result.keys.has(key))
          return false;
        result.keys.add(key);
        result.matches.push(match);
        return true;
      }
      function searchCounts(search) {
        const exposed = new id_set.w();
        let archivedExposed = 0;
        let matches = 0;
        let matchedPackages = 0;
        for (const result of search.packages) {
          matches += result.matches.length;
          if (result.matches.length > 0)
            matchedPackages++;
          for (const match of result.matches) {
            if (exposed.add(match.repositoryId) && match.archived)
              archivedExposed++;
          }
        }
        return {
          matches,
          exposedRepositories: exposed.size,
          archivedExposed,
          matchedPackages,
          packages: search.packages.length,
          unmatched: search.packages.length - matchedPackages
        };
      }
      const SMALL_MATCH_COUNT = 64;
      function repositoryCount(result) {
        const matches = result.matches;
        if (matches.length <= SMALL_MATCH_COUNT) {
          let distinct = 0;
          for (let i = 0; i < matches.length; i++) {
            const id2 = matches[i].repositoryId;
            let seen = false;
            for (let j = 0; j < i && !seen; j++)
              seen = matches[j].repositoryId === id2;
            if (!seen)
              distinct++;
          }
          return distinct;
        }
        const ids2 = new id_set.w();
        for (const match of matches)
          ids2.add(match.repositoryId);
        return ids2.size;
      }
      function exposedIds(search) {
        const ids2 = new id_set.w();
        for (const result of search.packages)
          for (const match of result.matches)
            ids2.add(match.repositoryId);
        return ids2;
      }
      function versionFields(line) {
        const v = line.version;
        if (v.kind === "exact")
          return { version: v.version };
        if (v.kind === "range") {
          return {
            ...v.lower !== void 0 && { versionLowerBound: v.lower },
            ...v.upper !== void 0 && { versionUpperBound: v.upper }
          };
        }
        return {};
      }
      function* searchFileText(deploymentId, search, stale) {
        const head = {
          deploymentId,
          complete: search.complete,
          ...search.failure !== void 0 && { error: (0, action_text.gJ)(search.failure) },
          searched: {
            repositories: search.repositories.active,
            archived: search.includeArchived ? search.repositories.archived : 0
          }
        };
        const headText = (0, json.dj)(head, 2);
        yield `${headText.slice(0, -2)},
  "packages": [`;
        let first = true;
        for (const result of search.packages) {
          yield `${first ? "" : ","}
    ${(0, json.dj)(packageEntry(search.repositories, result))}`;
          first = false;
        }
        yield '\n  ],\n  "unmatched": ';
        yield (0, json.dj)(search.complete ? search.packages.filter((r) => r.matches.length === 0).map((r) => r.query.text) : []);
        if (stale?.kind === "listed")
          yield `,
  "stale": ${(0, json.dj)(stale.stale)}`;
        yield `,
  "rejected": [`;
        first = true;
        for (const rejected of search.rejected) {
          const entry = { ...rejected, repository: search.repositories.nameOf(rejected.repositoryId) };
          yield `${first ? "" : ","}
    ${(0, json.dj)(entry)}`;
          first = false;
        }
        yield `
  ],
  "rejectedCount": ${search.rejectedCount}
}
`;
      }
      function packageEntry(repositories, result) {
        const q = result.query;
        return {
          source: q.source,
          line: q.line,
          text: q.text,
          search: describeLine(q),
          ecosystem: q.ecosystem,
          name: q.name,
          ...versionFields(q),
          matches: result.matches.map((m) => ({
            repositoryId: m.repositoryId,
            repository: repositories.nameOf(m.repositoryId),
            archived: m.archived,
            lockfilePath: m.lockfilePath,
            ...m.line !== void 0 && { line: m.line },
            ...m.url !== void 0 && { url: m.url },
            version: m.version,
            transitivity: m.transitivity,
            byRange: m.byRange
          }))
        };
      }
      var dependency_pages = __webpack_require__(40259);
      var request_slots = __webpack_require__(98762);
      var scans = __webpack_require__(62413);
      ;
      function namesToAsk(line) {
        if (line.ecosystem !== "pypi")
          return [line.name];
        const normalized = pep503(line.name);
        return normalized === line.name ? [line.name] : [line.name, normalized];
      }
      function packageFilter(line, name) {
        const v = line.version;
        return {
          name,
          exactNameMatch: true,
          ...v.kind === "exact" && { exactVersion: v.version },
          ...v.kind === "range" && v.lower !== void 0 && { versionLowerBound: v.lower },
          ...v.kind === "range" && v.upper !== void 0 && { versionUpperBound: v.upper }
        };
      }
      function dependencyFilter(line, name, archived) {
        return {
          ecosystem: [line.ecosystem],
          packageFilters: [packageFilter(line, name)],
          includeArchived: archived
        };
      }
      function checkDependency(line, found) {
        if (found.ecosystem !== line.ecosystem) {
          return { match: false, reason: `ecosystem ${found.ecosystem}, not ${line.ecosystem}` };
        }
        const sameName = line.ecosystem === "pypi" ? pep503(found.name) === pep503(line.name) : found.name === line.name;
        if (!sameName)
          return { match: false, reason: `name ${found.name}, not ${line.name}` };
        const v = line.version;
        if (v.kind === "exact" && found.version !== v.version) {
          return { match: false, reason: `version ${found.version}, not ${v.version}` };
        }
        return { match: true, byRange: v.kind === "range" };
      }
      ;
      const REPOSITORY_PAGE_SIZE = 100;
      const DEPENDENCY_PAGE_SIZE = 1e4;
      function newSearchProgress() {
        return {
          listings: 0,
          listingsDone: 0,
          repositoryPages: 0,
          repositories: 0,
          matches: 0,
          scansChecked: 0
        };
      }
      class Run {
        slots;
        failure;
        constructor(concurrency) {
          this.slots = new request_slots.F(concurrency);
        }
        stop(error) {
          this.failure ??= { error };
        }
        gate(first) {
          return this.slots.gate(first, () => this.failure !== void 0);
        }
        /** Runs `work`; an error other than {@link Stopped} stops the run. */
        async guard(work) {
          try {
            await work();
          } catch (error) {
            if (!(error instanceof request_slots.C))
              this.stop(error);
          }
        }
        /** `count` workers taking tasks in order until the tasks end or the run stops. */
        async workers(count, tasks, run) {
          let next = 0;
          const worker = async () => {
            while (!this.failure && next < tasks.length) {
              const task = tasks[next++];
              await this.guard(() => run(task));
            }
          };
          await Promise.all(Array.from({ length: Math.min(count, tasks.length) }, worker));
        }
      }
      async function searchDependencies(client, lines, includeArchived, options, progress = newSearchProgress()) {
        const found = emptySearch(lines, includeArchived);
        const run = new Run(options.concurrency);
        const stopWatching = stopOnAbort(run, options.signal, "the search stopped");
        const passes = includeArchived ? [false, true] : [false];
        const listings = found.packages.flatMap((result) => passes.flatMap((archived) => namesToAsk(result.query).map((name) => ({ result, name, archived }))));
        progress.listings = listings.length;
        try {
          const repositoryGate = run.gate(true);
          const dependencyGate = run.gate(false);
          await Promise.all([
            ...passes.map((archived) => run.guard(() => listRepositories(client, found, archived, repositoryGate, progress))),
            run.workers(options.concurrency, listings, async ({ result, name, archived }) => {
              const query = {
                pageSize: DEPENDENCY_PAGE_SIZE,
                dependencyFilter: dependencyFilter(result.query, name, archived)
              };
              const describe = `List dependencies of ${describeLine({ ...result.query, name })}`;
              for await (const page of (0, dependency_pages.qQ)(client, query, describe, dependencyGate)) {
                for (const dependency of page)
                  take(found, result, dependency, archived, progress);
              }
              progress.listingsDone++;
            })
          ]);
        } finally {
          stopWatching();
        }
        for (const result of found.packages)
          result.matches.sort(byPlace);
        if (run.failure)
          return { ...found, failure: run.failure.error };
        return { ...found, complete: true };
      }
      function stopOnAbort(run, signal, what) {
        const cancel = () => run.stop(new Error(`The run was cancelled; ${what}.`));
        if (signal?.aborted)
          cancel();
        signal?.addEventListener("abort", cancel, { once: true });
        return () => signal?.removeEventListener("abort", cancel);
      }
      async function listRepositories(client, found, archived, gate, progress) {
        const query = { pageSize: REPOSITORY_PAGE_SIZE, dependencyFilter: { includeArchived: archived } };
        for await (const page of (0, dependency_pages.fm)(client, query, gate)) {
          progress.repositoryPages++;
          for (const repo of page)
            found.repositories.add(repo.id, repo.name, archived);
          progress.repositories = found.repositories.size;
        }
      }
      function byPlace(a, b) {
        if (a.archived !== b.archived)
          return a.archived ? 1 : -1;
        if (a.repositoryId !== b.repositoryId)
          return a.repositoryId < b.repositoryId ? -1 : 1;
        if (a.lockfilePath !== b.lockfilePath)
          return a.lockfilePath < b.lockfilePath ? -1 : 1;
        return (a.line ?? 0) - (b.line ?? 0);
      }
      function take(search, result, found, archived, progress) {
        const returned = {
          ecosystem: found.ecosystem,
          name: found.package.name,
          version: found.package.versionSpecifier
        };
        const verdict2 = checkDependency(result.query, returned);
        const lockfilePath = found.definedAt?.path ?? "";
        if (!verdict2.match) {
          search.rejectedCount++;
          if (search.rejected.length < MAX_REJECTED_KEPT) {
            search.rejected.push({
              line: result.query.line,
              text: result.query.text,
              repositoryId: found.repositoryId,
              archived,
              lockfilePath,
              ...returned,
              reason: verdict2.reason
            });
          }
          return;
        }
        const added = addMatch(result, {
          repositoryId: found.repositoryId,
          archived,
          lockfilePath,
          ...found.definedAt?.startLine !== void 0 && { line: found.definedAt.startLine },
          ...found.definedAt?.url !== void 0 && { url: found.definedAt.url },
          version: returned.version,
          transitivity: found.transitivity,
          byRange: verdict2.byRange
        });
        if (added)
          progress.matches++;
      }
      async function findStale(client, search, scannedSince, options, progress = newSearchProgress()) {
        const { since, label } = scannedSince;
        const exposed = exposedIds(search);
        const candidates = [...search.repositories.activeRepositories()].filter((r) => !exposed.has(r.id));
        const run = new Run(options.concurrency);
        const stopWatching = stopOnAbort(run, options.signal, "the scan check stopped");
        const stale = new Array(candidates.length).fill(false);
        let unavailable;
        const gate = run.gate(false);
        try {
          await run.workers(options.concurrency, candidates.map((repo, index) => ({ repo, index })), async ({ repo, index }) => {
            if (unavailable !== void 0)
              return;
            const lookup = await (0, scans.sW)((page) => gate(() => client.searchScans({ ...page, since })), repo.id);
            progress.scansChecked++;
            if (lookup.kind === "unavailable")
              unavailable ??= lookup.reason;
            else
              stale[index] = lookup.kind === "none";
          });
        } finally {
          stopWatching();
        }
        if (run.failure)
          throw run.failure.error;
        if (unavailable !== void 0)
          return { kind: "unavailable", label, problem: unavailable };
        return { kind: "listed", label, stale: candidates.filter((_, index) => stale[index]) };
      }
      function describeSearchProgress(progress, stats, elapsedMs) {
        return `${(0, action_text.B4)(progress.listingsDone)} of ${(0, action_text.LS)(progress.listings, "listing")} done, ${(0, action_text.LS)(progress.repositories, "repository", "repositories")} listed (${(0, action_text.LS)(progress.repositoryPages, "page")}), ${(0, action_text.LS)(progress.matches, "match", "matches")}${progress.scansChecked > 0 ? `, ${(0, action_text.LS)(progress.scansChecked, "scan check")}` : ""}; ${(0, action_text.LS)(stats.requests, "request")}, ${(0, action_text.LS)(stats.retries, "retry", "retries")}, ${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1e3).toFixed(1)} s`;
      }
      var action_markdown = __webpack_require__(38037);
      var summary_rows = __webpack_require__(96126);
      var summary = __webpack_require__(38770);
      ;
      const MAX_SEARCH_SUMMARY_BYTES = 1e6;
      function searchBudget(limit) {
        return Math.min(MAX_SEARCH_SUMMARY_BYTES, 6e4 + 700 * limit);
      }
      function exposedSentence(search) {
        const c = searchCounts(search);
        const archived = c.archivedExposed > 0 ? ` (${(0, action_text.B4)(c.archivedExposed)} archived)` : "";
        return `Exposed: ${(0, action_text.LS)(c.matches, "match", "matches")} in ${(0, action_text.LS)(c.exposedRepositories, "repository", "repositories")}${archived}, ${(0, action_text.B4)(c.matchedPackages)} of ${(0, action_text.LS)(c.packages, "package")}`;
      }
      function noneSentence(search) {
        const packages = search.packages.length;
        const repos = search.repositories;
        const searched = repos.active + (search.includeArchived ? repos.archived : 0);
        const archived = search.includeArchived && repos.archived > 0 ? ` (${(0, action_text.B4)(repos.archived)} archived)` : "";
        const subject = packages === 1 ? "The package is not" : `None of ${(0, action_text.B4)(packages)} packages is`;
        return `${subject} used in ${(0, action_text.LS)(searched, "repository", "repositories")}${archived}`;
      }
      function staleClause(stale) {
        if (stale?.kind !== "listed")
          return "";
        return `; ${(0, action_text.B4)(stale.stale.length)} not scanned since ${(0, action_markdown.Qq)(stale.label)}`;
      }
      function verdict(r) {
        const { search, failure } = r;
        if (!search.complete) {
          if (r.cancelled)
            return (0, summary.F0)(soFar(search));
          return (0, summary.b9)("The search did not finish.", failure ?? "no error was recorded.");
        }
        if (searchCounts(search).matches > 0)
          return exposedVerdict(r);
        const sentence = `${noneSentence(search)}${staleClause(r.stale)}.`;
        if (r.cancelled)
          return (0, summary.F0)(sentence);
        if (failure !== void 0)
          return (0, summary.b9)(`${sentence} Then the step failed:`, failure);
        const stale = r.stale?.kind === "unavailable" || r.stale?.kind === "listed" && r.stale.stale.length > 0;
        return { outcome: stale ? "warning" : "done", sentence };
      }
      function exposedVerdict(r) {
        const sentence = `${exposedSentence(r.search)}${staleClause(r.stale)}.`;
        if (r.cancelled)
          return (0, summary.F0)(`**${sentence}**`);
        if (r.options.failOnMatch) {
          return {
            outcome: "failed",
            sentence: `**${sentence}** The step fails (<code>fail-on-match: true</code>): see the tables below.`
          };
        }
        if (r.failure !== void 0)
          return (0, summary.b9)(`${sentence} Then the step failed:`, r.failure);
        return { outcome: "warning", sentence: `**${sentence}**` };
      }
      function soFar(search) {
        return searchCounts(search).matches > 0 ? `${exposedSentence(search)} so far; the rest was not searched.` : "No verdict: not every package was searched.";
      }
      function renderSearchSummary(results, options, failure, cancelled = false) {
        const search = results.search ?? emptySearch([], false);
        const own = search.failure === void 0 ? void 0 : (0, action_text.gJ)(search.failure);
        const r = {
          search,
          stale: results.stale,
          results,
          options,
          failure: failure ?? own,
          cancelled
        };
        const limit = Math.max(1, options.summaryLimit);
        const budget = options.budgetBytes ?? searchBudget(limit);
        const frame = [(0, summary.Qu)(r.failure, cancelled)];
        if (!search.complete && !cancelled)
          frame.push(soFar(search));
        const where = whereNote(results, search.complete);
        if (where)
          frame.push(where);
        frame.push(...notes(r));
        const room = budget - (0, action_markdown.dp)((0, summary.Br)(verdict(r), frame)) - 64;
        if (room < 0)
          return fallback(r, budget);
        const markdown = (0, summary.Br)(verdict(r), [...frame, ...sections(r, limit, room)]);
        return (0, action_markdown.dp)(markdown) <= budget ? markdown : fallback(r, budget);
      }
      function sections(r, limit, room) {
        const matchSection = matchTables(r, limit, Math.floor(room * 0.7));
        let left = room - (0, action_markdown.dp)(matchSection);
        const out = [matchSection];
        if (r.search.complete) {
          const unmatched = unmatchedSection(r.search, Math.floor(left / 2));
          left -= (0, action_markdown.dp)(unmatched);
          out.push(unmatched);
        }
        out.push(staleSection(r.stale, limit, left));
        return out;
      }
      function whereNote(results, complete) {
        const what = complete ? "The whole result" : "What was found before the search stopped";
        if (results.artifact) {
          const a = results.artifact;
          return `**${what}** is in the workflow artifact ${(0, action_markdown.nf)(a.name, a.url)} (${(0, action_text.z3)(a.size)} zip).`;
        }
        if (results.searchFilePath === "")
          return "";
        return `**${what}** is in ${(0, action_markdown.aY)(results.searchFilePath)} (the <code>search-file</code> output${complete ? "" : ", marked <code>complete: false</code>"}), on the runner until the job ends: set <code>artifact-name</code> to keep it as a workflow artifact.`;
      }
      function notes(r) {
        const { search, stale } = r;
        const out = [];
        if (search.packages.some((p) => p.matches.some((m) => m.byRange))) {
          out.push("_Versions marked **range** matched a line\u2019s bounds as the platform orders versions, which it does not publish: check them against the advisory._");
        }
        if (search.rejectedCount > 0) {
          const one = search.rejectedCount === 1;
          out.push(`\u2139\uFE0F ${(0, action_text.LS)(search.rejectedCount, "dependency", "dependencies")} the platform returned did not match ${one ? "its" : "their"} line (another name, ecosystem or version) and ${one ? "is" : "are"} not counted; the search file lists them under <code>rejected</code>.`);
        }
        if (stale?.kind === "unavailable") {
          out.push(`\u2139\uFE0F Repositories not scanned since ${(0, action_markdown.Qq)(stale.label)} are not listed: ${(0, action_markdown.CS)(stale.problem)}.`);
        }
        const repeated = r.options.repeatedLines ?? 0;
        if (repeated > 0)
          out.push(`${(0, action_text.LS)(repeated, "repeated line")} searched once.`);
        return out;
      }
      function exposedFirst(search) {
        return search.packages.filter((r) => r.matches.length > 0).map((r, order) => ({ r, order, repos: repositoryCount(r) })).sort((a, b) => b.repos - a.repos || b.r.matches.length - a.r.matches.length || a.order - b.order).map((x) => x.r);
      }
      function matchTables(r, limit, allowance) {
        const packages = exposedFirst(r.search);
        if (packages.length === 0)
          return "";
        const total = packages.reduce((n, p) => n + p.matches.length, 0);
        const host = hostOf(r.options.serverUrl);
        const parts = [];
        let left = limit;
        let room = allowance;
        let shown = 0;
        for (const result of packages) {
          const section = packageTable(r.search.repositories, result, host, left, room);
          if (section === void 0)
            break;
          parts.push(section.text);
          room -= (0, action_markdown.dp)(section.text) + 2;
          left -= section.rows;
          shown += section.rows;
        }
        const line = (0, summary_rows.QN)(shown, total, limit, ["match", "matches"], "the search file");
        return ["### Matches", "", line, "", ...parts.flatMap((p) => [p, ""])].join("\n").trimEnd();
      }
      function packageTable(repositories, result, host, left, room) {
        const heading = `#### ${(0, action_markdown.aY)(describeLine(result.query))} \xB7 ${(0, action_text.LS)(result.matches.length, "match", "matches")} in ${(0, action_text.LS)(repositoryCount(result), "repository", "repositories")}`;
        const head = (0, action_markdown.tp)(["Repository", "Lockfile and line", "Version", "Dependency", "Archived"], []);
        const frameCost = (0, action_markdown.dp)(heading) + (0, action_markdown.dp)(head) + 200;
        if (left === 0 || room < frameCost)
          return void 0;
        const rows = (0, summary_rows.d$)(result.matches.map((m) => matchRow(repositories, m, host)), left, room - frameCost);
        if (rows.length === 0)
          return void 0;
        const more = result.matches.length - rows.length;
        const tail = more > 0 ? [
          "",
          `\u2026 and ${(0, action_text.LS)(more, "more match", "more matches")} of this package in the search file.`
        ] : [];
        return { text: [heading, "", head, ...rows, ...tail].join("\n"), rows: rows.length };
      }
      function matchRow(repositories, match, host) {
        const repository = (0, action_markdown.Qq)((0, summary_rows.$Q)(repositories.nameOf(match.repositoryId), summary_rows.xH));
        const label = `${(0, summary_rows.rh)(match.lockfilePath, summary_rows.xH)}${match.line !== void 0 ? `:${match.line}` : ""}`;
        const where = match.url !== void 0 && host !== void 0 && hostOf(match.url) === host ? (0, action_markdown.nf)(label, match.url) : (0, action_markdown.Qq)(label);
        const version = `${(0, action_markdown.Qq)((0, summary_rows.$Q)(match.version, 80))}${match.byRange ? " (range)" : ""}`;
        return `| ${repository} | ${where} | ${version} | ${transitivity(match.transitivity)} | ${match.archived ? "archived" : ""} |`;
      }
      function hostOf(url) {
        try {
          const parsed = new URL(url);
          return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.host : void 0;
        } catch {
          return void 0;
        }
      }
      function transitivity(value) {
        if (value === "DIRECT")
          return "direct";
        if (value === "TRANSITIVE")
          return "transitive";
        return "unknown";
      }
      function unmatchedSection(search, allowance) {
        const unmatched = search.packages.filter((r) => r.matches.length === 0);
        if (unmatched.length === 0)
          return "";
        const items = (0, summary_rows.d$)(unmatched.map((r) => `- ${(0, action_markdown.aY)(r.query.text)}`), unmatched.length, Math.max(0, allowance - 300));
        const more = unmatched.length - items.length;
        const body = [
          ...items,
          ...more > 0 ? [`- \u2026 and ${(0, action_text.B4)(more)} more in the search file`] : []
        ];
        return (0, action_markdown.zH)(`${(0, action_text.B4)(unmatched.length)} of ${(0, action_text.LS)(search.packages.length, "package")} matched nothing`, body.join("\n"));
      }
      function staleSection(check, limit, allowance) {
        if (check?.kind !== "listed" || check.stale.length === 0)
          return "";
        const { stale } = check;
        const label = (0, action_markdown.Qq)(check.label);
        const rows = (0, summary_rows.d$)(stale.map((r) => `| ${(0, action_markdown.Qq)((0, summary_rows.$Q)(r.name, summary_rows.xH))} | ${r.id} |`), limit, Math.max(0, allowance - 600));
        return [
          `### Not scanned since ${label}`,
          "",
          `${(0, action_text.LS)(stale.length, "repository", "repositories")} without a match ${stale.length === 1 ? "has" : "have"} no completed full supply-chain scan since ${label}: their data may predate the incident.`,
          "",
          (0, summary_rows.QN)(rows.length, stale.length, limit, ["repository", "repositories"], "the search file"),
          "",
          (0, action_markdown.tp)(["Repository", "ID"], [], [1]),
          ...rows
        ].join("\n");
      }
      function fallback(r, budget) {
        const v = verdict(r);
        const path = r.results.searchFilePath;
        const where = path ? ` Details: ${(0, action_markdown.aY)(path)}.
` : "";
        for (const candidate of [`${(0, summary.Br)(v, [])}${where}`, (0, summary.Br)(v, [])]) {
          if ((0, action_markdown.dp)(candidate) <= budget)
            return candidate;
        }
        return "";
      }
      ;
      const PROGRESS_INTERVAL_MS = 3e3;
      async function runDependencySearch(inputs2, context) {
        let search;
        let stale;
        let searchFilePath = "";
        let artifact;
        const options = summaryOptions(inputs2);
        context.summary.show((failure2, cancelled) => renderSearchSummary({ search, stale, searchFilePath, artifact }, options, failure2, cancelled));
        (0, files.$b)("search-file", inputs2.searchFile);
        if (inputs2.repeatedLines > 0) {
          log.info(`${(0, action_text.LS)(inputs2.repeatedLines, "repeated package line")} searched once.`);
        }
        const progress = newSearchProgress();
        const ticker = progressTicker(progress, context);
        let failure;
        try {
          search = await searchPackages(inputs2, context, progress);
          failure = search.failure;
          if (search.complete && inputs2.scannedSince) {
            const checked = await checkScans(inputs2.scannedSince, search, inputs2, context, progress);
            if (checked instanceof Error)
              failure = checked;
            else
              stale = checked;
          }
        } finally {
          ticker.stop(search?.complete === true);
        }
        await writeSearchFile(inputs2.searchFile, context.deployment.id, search, stale, failure);
        searchFilePath = inputs2.searchFile;
        if (inputs2.artifactName !== void 0) {
          artifact = await uploadOrAddTo(failure, () => uploadSearchFile(inputs2.artifactName, inputs2.searchFile));
        }
        if (failure !== void 0)
          throw failure;
        await report(inputs2, search, stale);
      }
      function summaryOptions(inputs2) {
        return {
          summaryLimit: inputs2.summaryLimit,
          failOnMatch: inputs2.failOnMatch,
          serverUrl: process.env.GITHUB_SERVER_URL || "https://github.com",
          repeatedLines: inputs2.repeatedLines
        };
      }
      function progressTicker(progress, context) {
        const started = Date.now();
        const line = () => describeSearchProgress(progress, context.requestStats, Date.now() - started);
        const ticker = setInterval(() => log.info(`Progress: ${line()}`), PROGRESS_INTERVAL_MS);
        ticker.unref();
        return {
          stop: (complete) => {
            clearInterval(ticker);
            log.info(`${complete ? "Done" : "Stopped"}: ${line()}`);
          }
        };
      }
      async function searchPackages(inputs2, context, progress) {
        const passes = inputs2.includeArchived ? "active and archived repositories" : "active repositories";
        log.info(`Searching ${(0, action_text.LS)(inputs2.packages.length, "package")} in the ${passes} of deployment ${context.deployment.id}, at most ${inputs2.concurrency} requests in flight.`);
        return searchDependencies(context.client, inputs2.packages, inputs2.includeArchived, requestOptions(inputs2, context), progress);
      }
      function requestOptions(inputs2, context) {
        return { concurrency: inputs2.concurrency, ...context.signal && { signal: context.signal } };
      }
      async function checkScans(scannedSince, search, inputs2, context, progress) {
        try {
          const stale = await findStale(context.client, search, scannedSince, requestOptions(inputs2, context), progress);
          if (stale.kind === "unavailable") {
            (0, annotations.lm)("repositories not scanned since not listed", `Repositories not scanned since ${scannedSince.label} are not listed: ${stale.problem}.`);
          }
          return stale;
        } catch (error) {
          return new Error(`Run the step again, or without scanned-since: checking which repositories were scanned since ${scannedSince.label} failed: ${(0, action_text.gJ)(error)}`);
        }
      }
      async function writeSearchFile(file, deploymentId, search, stale, failure) {
        try {
          await (0, files.kv)(file, searchFileText(deploymentId, search, stale));
        } catch (error) {
          const problem = `Could not write the search file ${file}: ${(0, action_text.gJ)(error)}`;
          throw new Error(failure === void 0 ? problem : `${(0, action_text.gJ)(failure)} ${problem}`);
        }
        await (0, outputs.u)("search-file", file, "txt");
        log.info(`Wrote the ${search.complete ? "" : "incomplete "}search result to ${file}.`);
      }
      async function uploadOrAddTo(failure, upload) {
        try {
          return await upload();
        } catch (error) {
          if (failure === void 0)
            throw error;
          throw new Error(`${(0, action_text.gJ)(failure)} Also: ${(0, action_text.gJ)(error)}`);
        }
      }
      async function report(inputs2, search, stale) {
        const counts = searchCounts(search);
        await (0, outputs.u)("match-count", String(counts.matches), "txt");
        await (0, outputs.u)("exposed-repository-count", String(counts.exposedRepositories), "txt");
        await (0, outputs.u)("unmatched-count", String(counts.unmatched), "txt");
        if (stale?.kind === "listed") {
          await (0, outputs.u)("stale-repository-count", String(stale.stale.length), "txt");
        }
        if (search.rejectedCount > 0) {
          (0, annotations.lm)("returned dependencies not counted", `${(0, action_text.LS)(search.rejectedCount, "dependency", "dependencies")} the platform returned did not match the line asked (another name, ecosystem or version) and ${search.rejectedCount === 1 ? "is" : "are"} not counted; the search file lists them under rejected.`);
        }
        if (counts.matches === 0) {
          log.info(`${noneSentence(search)}.`);
          return;
        }
        const exposed = `${exposedSentence(search)}; the job summary and ${inputs2.searchFile} say where.`;
        if (inputs2.failOnMatch) {
          throw new Error(`Remove or update the packages found, then run the step again: ${exposed} (fail-on-match: true)`);
        }
        (0, annotations.R8)("packages found", exposed);
      }
      async function uploadSearchFile(name, file) {
        const { uploadStepArtifact } = await __webpack_require__.e(
          /* import() */
          616
        ).then(__webpack_require__.bind(__webpack_require__, 4616));
        return uploadStepArtifact("the search result", name, file);
      }
      const dependencySearch = {
        parseInputs: (read, env) => parseDependencySearchInputs(read, env),
        run: runDependencySearch
      };
      const dependency_search = dependencySearch;
    })
  ),
  /***/
  69305: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        SQ: () => (
          /* binding */
          ECOSYSTEMS
        ),
        /* harmony export */
        dO: () => (
          /* binding */
          LICENSE_POLICY_SETTINGS
        ),
        /* harmony export */
        zN: () => (
          /* binding */
          DEPRECATED_FILTER_FIELDS
        ),
        /* harmony export */
        zR: () => (
          /* binding */
          TRANSITIVITIES
        )
        /* harmony export */
      });
      const ECOSYSTEMS = [
        "no_package_manager",
        "npm",
        "pypi",
        "gomod",
        "cargo",
        "maven",
        "gem",
        "composer",
        "nuget",
        "pub",
        "swiftpm",
        "hex",
        "cocoapods",
        "mix",
        "opam"
      ];
      const TRANSITIVITIES = ["UNKNOWN_TRANSITIVITY", "TRANSITIVE", "DIRECT"];
      const LICENSE_POLICY_SETTINGS = [
        "LICENSE_POLICY_SETTING_ALLOW",
        "LICENSE_POLICY_SETTING_COMMENT",
        "LICENSE_POLICY_SETTING_BLOCK"
      ];
      const DEPRECATED_FILTER_FIELDS = ["name", "version"];
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
//# sourceMappingURL=129.index.js.map
