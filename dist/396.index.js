const id = 396;
const ids = [396];
const modules = {
  /***/
  34015: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        DependencyFilterError: () => (
          /* binding */
          DependencyFilterError
        ),
        /* harmony export */
        deprecatedFields: () => (
          /* binding */
          deprecatedFields
        ),
        /* harmony export */
        parseDependencyFilter: () => (
          /* binding */
          parseDependencyFilter
        )
        /* harmony export */
      });
      var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
      var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
      var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88532);
      var _platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69305);
      var _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69461);
      class DependencyFilterError extends Error {
        /** One entry per problem found, each starting with the field path. */
        problems;
        constructor(problems) {
          super(problems.join("; "));
          this.name = "DependencyFilterError";
          this.problems = problems;
        }
      }
      const ROOT = "dependency-filter";
      const MAX_PROBLEMS = 10;
      function objectError(allowed) {
        return (issue) => issue.code === "unrecognized_keys" ? unknownFields(issue.keys ?? [], allowed) : "expected an object";
      }
      const repositoryIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__.L5J().transform((value, ctx) => {
        const id2 = toRepositoryId(value);
        if (typeof id2 === "string") {
          ctx.addIssue({ code: "custom", message: id2 });
          return zod__WEBPACK_IMPORTED_MODULE_2__.tm;
        }
        return id2;
      });
      const PACKAGE_FILTER_FIELDS = [
        "exactNameMatch",
        "exactVersion",
        "name",
        "versionLowerBound",
        "versionUpperBound"
      ];
      const packageFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__.rej({
        exactNameMatch: zod__WEBPACK_IMPORTED_MODULE_1__.zMY({ error: "expected a boolean (true or false)" }),
        exactVersion: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }),
        name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }),
        versionLowerBound: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }),
        versionUpperBound: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" })
      }, { error: objectError(PACKAGE_FILTER_FIELDS) }).partial();
      const FILTER_FIELDS = [
        "ecosystem",
        "includeArchived",
        "license",
        "licensePolicySettings",
        "lockfilePath",
        "name",
        "packageFilters",
        "repositoryId",
        "transitivity",
        "version"
      ];
      function enumArray(values) {
        const allowed = values.join(", ");
        return zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__.k5n(values, {
          error: (issue) => {
            const near = typeof issue.input === "string" ? closest(issue.input, [...values]) : void 0;
            return `is not one of the published values (${allowed})${near ? `; did you mean "${near}"?` : ""}`;
          }
        }), { error: `expected an array of values from: ${allowed}` });
      }
      const dependencyFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__.rej({
        ecosystem: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__.SQ),
        includeArchived: zod__WEBPACK_IMPORTED_MODULE_1__.zMY({ error: "expected a boolean (true or false)" }),
        license: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }), {
          error: "expected an array of strings"
        }),
        licensePolicySettings: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__.dO),
        lockfilePath: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }),
        name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" }),
        packageFilters: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(packageFilterSchema, {
          error: `expected an array of objects with the fields ${PACKAGE_FILTER_FIELDS.join(", ")}`
        }),
        repositoryId: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(repositoryIdSchema, {
          error: "expected an array of repository IDs"
        }),
        transitivity: enumArray(_platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__.zR),
        version: zod__WEBPACK_IMPORTED_MODULE_1__.YjP({ error: "expected a string" })
      }, { error: objectError(FILTER_FIELDS) }).partial();
      const _sameShape = true;
      void _sameShape;
      function parseDependencyFilter(text) {
        if (text.trim() === "")
          return void 0;
        const doc = (0, yaml__WEBPACK_IMPORTED_MODULE_0__.Tp)(text, { intAsBigInt: true });
        const syntax = doc.errors[0] ?? doc.warnings[0];
        if (syntax)
          throw new DependencyFilterError([`${ROOT}: ${syntaxProblem(syntax)}`]);
        if (doc.contents === null)
          return void 0;
        let value;
        try {
          value = doc.toJS();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new DependencyFilterError([`${ROOT}: cannot be read: ${message}`]);
        }
        const result = dependencyFilterSchema.safeParse(value);
        if (result.success)
          return result.data;
        const issues = [...result.error.issues].sort((a, b) => Number(b.code === "unrecognized_keys") - Number(a.code === "unrecognized_keys"));
        const problems = issues.slice(0, MAX_PROBLEMS).map((issue) => {
          const where = fieldPath(issue.path);
          if (issue.code === "unrecognized_keys")
            return `${where}: ${issue.message}`;
          if (issue.code === "invalid_value") {
            return `${where}: ${describe(valueAt(value, issue.path))} ${issue.message}`;
          }
          return `${where}: ${issue.message}, got ${describe(valueAt(value, issue.path))}`;
        });
        if (issues.length > MAX_PROBLEMS)
          problems.push(`and ${issues.length - MAX_PROBLEMS} more`);
        throw new DependencyFilterError(problems);
      }
      function deprecatedFields(filter) {
        return _platform_dependency_filter_js__WEBPACK_IMPORTED_MODULE_3__.zN.filter((field) => filter[field] !== void 0);
      }
      function toRepositoryId(value) {
        const expected = "expected a repository ID (an integer, or a string of digits)";
        let id2;
        if (typeof value === "bigint")
          id2 = value;
        else if (typeof value === "number" && Number.isSafeInteger(value))
          id2 = BigInt(value);
        else if (typeof value === "number" && Number.isInteger(value)) {
          return "expected a repository ID written as an integer without a fraction or exponent (that number cannot be kept exact)";
        } else if (typeof value === "string" && /^[0-9]+$/.test(value.trim()))
          id2 = BigInt(value.trim());
        else
          return expected;
        if (id2 < 0n || id2 > _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__.vh) {
          return `expected a repository ID from 0 to ${_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__.vh}`;
        }
        return id2;
      }
      function syntaxProblem(error) {
        const pos = error.linePos?.[0];
        const at = pos ? ` at line ${pos.line}, column ${pos.col}` : "";
        const detail = error.code === "MULTIPLE_DOCS" ? 'holds more than one YAML document (a "---" line); give a single object' : (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
        return `not valid JSON or YAML${at}: ${detail}`;
      }
      function unknownFields(keys, allowed) {
        const named = keys.map((k) => JSON.stringify(k)).join(", ");
        const hints = keys.flatMap((k) => {
          const near = closest(k, allowed);
          if (near === void 0)
            return [];
          return [keys.length === 1 ? `"${near}"` : `"${near}" for "${k}"`];
        });
        const hint = hints.length > 0 ? `; did you mean ${hints.join(", ")}?` : "";
        const plural = keys.length === 1 ? "" : "s";
        return `unknown field${plural} ${named} (allowed: ${allowed.join(", ")})${hint}`;
      }
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
          if (typeof key === "number")
            return `${out}[${key}]`;
          const name = String(key);
          return /^[A-Za-z_$][\w$]*$/.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
        }, ROOT);
      }
      function valueAt(root, path) {
        let value = root;
        for (const key of path) {
          if (value === null || typeof value !== "object")
            return void 0;
          value = value[key];
        }
        return value;
      }
      function describe(value) {
        if (typeof value === "string") {
          const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
          return JSON.stringify(shown);
        }
        if (typeof value === "bigint" || typeof value === "number" || typeof value === "boolean") {
          return String(value);
        }
        if (value === null)
          return "null";
        if (value === void 0)
          return "nothing";
        if (Array.isArray(value))
          return "an array";
        if (value instanceof Uint8Array)
          return "binary data";
        if (value instanceof Map)
          return "a map";
        if (value instanceof Set)
          return "a set";
        if (value instanceof Date)
          return "a date";
        return "an object";
      }
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
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=396.index.js.map
