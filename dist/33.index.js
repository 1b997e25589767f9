const id = 33;
const ids = [33, 211];
const modules = {
  /***/
  90033: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        findingsPageSchema: () => (
          /* binding */
          findingsPageSchema
        )
        /* harmony export */
      });
      var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
      var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92211);
      const externalTicketSchema = zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
        external_slug: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().default(""),
        url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().default(""),
        id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__.exactInteger.optional()
      });
      const findingSchema = zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
        id: _schemas_js__WEBPACK_IMPORTED_MODULE_0__.exactId,
        rule_name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().default(""),
        severity: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().default(""),
        location: zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({ file_path: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().default(""), line: _schemas_js__WEBPACK_IMPORTED_MODULE_0__.exactInteger.optional() }).default({ file_path: "" }),
        line_of_code_url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional(),
        external_ticket: externalTicketSchema.optional()
      }).transform((f) => {
        const line = f.location.line;
        return {
          id: f.id.toString(),
          ruleName: f.rule_name,
          severity: f.severity,
          filePath: f.location.file_path,
          ...line !== void 0 && line > 0n && line <= 2n ** 31n && { line: Number(line) },
          ...f.line_of_code_url && { lineUrl: f.line_of_code_url },
          ...f.external_ticket && (f.external_ticket.url || f.external_ticket.external_slug) ? {
            externalTicket: {
              slug: f.external_ticket.external_slug,
              url: f.external_ticket.url,
              ...f.external_ticket.id !== void 0 && { id: f.external_ticket.id }
            }
          } : {}
        };
      });
      const findingsPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({ findings: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(findingSchema).default([]) }).transform((page) => page.findings);
    })
  ),
  /***/
  92211: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        dependenciesPageSchema: () => (
          /* binding */
          dependenciesPageSchema
        ),
        /* harmony export */
        describeSchemaIssues: () => (
          /* binding */
          describeSchemaIssues
        ),
        /* harmony export */
        detectionPolicySchema: () => (
          /* binding */
          detectionPolicySchema
        ),
        /* harmony export */
        exactId: () => (
          /* binding */
          exactId
        ),
        /* harmony export */
        exactInteger: () => (
          /* binding */
          exactInteger
        ),
        /* harmony export */
        foundDependencySchema: () => (
          /* binding */
          foundDependencySchema
        ),
        /* harmony export */
        getProjectSchema: () => (
          /* binding */
          getProjectSchema
        ),
        /* harmony export */
        lockfileSummarySchema: () => (
          /* binding */
          lockfileSummarySchema
        ),
        /* harmony export */
        lockfilesPageSchema: () => (
          /* binding */
          lockfilesPageSchema
        ),
        /* harmony export */
        policiesSchema: () => (
          /* binding */
          policiesSchema
        ),
        /* harmony export */
        policySchema: () => (
          /* binding */
          policySchema
        ),
        /* harmony export */
        projectSchema: () => (
          /* binding */
          projectSchema
        ),
        /* harmony export */
        projectsPageSchema: () => (
          /* binding */
          projectsPageSchema
        ),
        /* harmony export */
        remediationPoliciesSchema: () => (
          /* binding */
          remediationPoliciesSchema
        ),
        /* harmony export */
        repositoriesPageSchema: () => (
          /* binding */
          repositoriesPageSchema
        ),
        /* harmony export */
        repositorySummarySchema: () => (
          /* binding */
          repositorySummarySchema
        ),
        /* harmony export */
        sbomExportStatusSchema: () => (
          /* binding */
          sbomExportStatusSchema
        ),
        /* harmony export */
        sbomExportTaskSchema: () => (
          /* binding */
          sbomExportTaskSchema
        ),
        /* harmony export */
        ticketLinkResultSchema: () => (
          /* binding */
          ticketLinkResultSchema
        )
        /* harmony export */
      });
      var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
      var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69461);
      const exactInteger = zod__WEBPACK_IMPORTED_MODULE_0__.KCZ([zod__WEBPACK_IMPORTED_MODULE_0__.oad(), zod__WEBPACK_IMPORTED_MODULE_0__.aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__.YjP().regex(/^-?\d{1,20}$/, "expected an integer")]).transform((value) => BigInt(value)).refine((value) => value >= _ids_js__WEBPACK_IMPORTED_MODULE_1__.bO && value <= _ids_js__WEBPACK_IMPORTED_MODULE_1__.vh, "expected a 64-bit integer");
      const exactId = exactInteger.refine((value) => value >= 0n, "expected an ID, not negative");
      const count = zod__WEBPACK_IMPORTED_MODULE_0__.KCZ([zod__WEBPACK_IMPORTED_MODULE_0__.aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__.oad(), zod__WEBPACK_IMPORTED_MODULE_0__.YjP().regex(/^\d+$/)]).transform((value) => Number(value)).pipe(zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nonnegative());
      const findingIds = zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP().regex(/^[0-9]{1,19}$/, "expected finding IDs as digits"));
      const ticketLinkResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        external_slug: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default(""),
        linked_issue_ids: findingIds.default([]),
        replaced_issue_ids: findingIds.default([]),
        ticket_id: exactId,
        ticket_url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("")
      });
      const repositorySummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        id: exactId,
        name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default(""),
        numDependencies: count.default(0),
        hasDependencyPathScan: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().default(false)
      });
      const repositoriesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        cursor: exactInteger.optional(),
        hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().default(false),
        repositorySummaries: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(repositorySummarySchema).default([])
      });
      const lockfileSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        lockfilePath: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        numDependencies: count.default(0)
      });
      const lockfilesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        cursor: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
        hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().default(false),
        lockfileSummaries: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(lockfileSummarySchema).default([])
      });
      const codeLocationSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default(""),
        startLine: zod__WEBPACK_IMPORTED_MODULE_0__.KCZ([zod__WEBPACK_IMPORTED_MODULE_0__.YjP().regex(/^\d{1,19}$/), zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nonnegative()]).transform((value) => Number(value)).optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional()
      });
      const foundDependencySchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        repositoryId: exactId,
        ecosystem: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("no_package_manager"),
        package: zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default(""), versionSpecifier: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("") }).default({ name: "", versionSpecifier: "" }),
        transitivity: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("UNKNOWN_TRANSITIVITY"),
        definedAt: codeLocationSchema.optional()
      });
      const dependenciesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        cursor: zod__WEBPACK_IMPORTED_MODULE_0__.KCZ([zod__WEBPACK_IMPORTED_MODULE_0__.YjP(), zod__WEBPACK_IMPORTED_MODULE_0__.aig().int(), zod__WEBPACK_IMPORTED_MODULE_0__.oad()]).transform((value) => String(value)).optional(),
        hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().default(false),
        dependencies: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(foundDependencySchema).default([])
      });
      const sbomExportTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        taskToken: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().min(1, "taskToken is empty").max(1024, "taskToken is longer than 1024 characters").refine((token) => token !== "." && token !== "..", 'taskToken is "." or ".."').refine((token) => !/[\u0000-\u001f\u007f]/.test(token), "taskToken holds control characters")
      });
      const sbomExportStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().min(1),
        downloadUrl: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
        errorMessage: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional()
      });
      const policySchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        isDefault: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().default(false),
        name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default(""),
        productType: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("PRODUCT_TYPE_UNSPECIFIED"),
        slug: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().default("")
      });
      const policiesSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({ policies: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(policySchema).default([]) });
      const unifiedDetectionBundleSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        product: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
        rulesets: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP()).optional(),
        rules: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP()).optional(),
        disabled: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP()).optional(),
        exceptions: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({ rule: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional() })).optional()
      });
      const unifiedDetectionStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        bundle: unifiedDetectionBundleSchema.optional()
      });
      const detectionPolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        code: unifiedDetectionStateSchema.optional(),
        secrets: unifiedDetectionStateSchema.optional()
      });
      const remediationPolicySchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        slug: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
        active: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().optional(),
        actions: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({ type: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional() })).optional()
      });
      const remediationPoliciesSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        bundle: zod__WEBPACK_IMPORTED_MODULE_0__._H3({ policies: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(remediationPolicySchema).optional() }).optional()
      });
      const projectSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        id: exactInteger.pipe(zod__WEBPACK_IMPORTED_MODULE_0__.oad().nonnegative("expected a project ID of 0 or more")),
        name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
      });
      const getProjectSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({ project: projectSchema });
      const projectsPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({ projects: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(projectSchema).default([]) });
      function describeSchemaIssues(error) {
        return error.issues.slice(0, 3).map((issue) => {
          const path = issue.path.map((part, i) => typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`).join("");
          return `${path || "(body)"}: ${issue.message}`;
        }).join("; ");
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=33.index.js.map
