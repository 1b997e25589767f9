const id = 360;
const ids = [360, 211];
const modules = {
  /***/
  33360: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        loadPreviousInventory: () => (
          /* binding */
          loadPreviousInventory
        )
        /* harmony export */
      });
      var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
      var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /* @__PURE__ */ __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
      var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
      var node_os__WEBPACK_IMPORTED_MODULE_1___default = /* @__PURE__ */ __webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
      var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
      var node_path__WEBPACK_IMPORTED_MODULE_2___default = /* @__PURE__ */ __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
      var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9691);
      var _action_annotations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47376);
      var _action_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58592);
      var _action_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71599);
      var _platform_ids_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(69461);
      var _platform_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62253);
      var _platform_schemas_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92211);
      var _changes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74780);
      const MAX_PREVIOUS_BYTES = 128 * 1024 * 1024;
      const READ_BYTES = 1024 * 1024;
      const headSchema = zod__WEBPACK_IMPORTED_MODULE_9__.Ikc({
        deploymentId: zod__WEBPACK_IMPORTED_MODULE_9__.YjP().regex(/^[0-9]+$/, "expected the deployment ID as digits"),
        complete: zod__WEBPACK_IMPORTED_MODULE_9__.zMY(),
        repositories: zod__WEBPACK_IMPORTED_MODULE_9__.YOg(zod__WEBPACK_IMPORTED_MODULE_9__.L5J())
      });
      function readRepository(item) {
        if (item === null || typeof item !== "object" || Array.isArray(item))
          return "expected an object";
        const { id: id2, name, lockfiles } = item;
        const exact = typeof id2 === "number" && Number.isSafeInteger(id2) && id2 >= 0 ? BigInt(id2) : typeof id2 === "bigint" && id2 >= 0n && id2 <= _platform_ids_js__WEBPACK_IMPORTED_MODULE_10__.vh ? id2 : void 0;
        if (exact === void 0)
          return "id: expected an ID (a non-negative integer)";
        if (typeof name !== "string")
          return "name: expected a string";
        if (!Array.isArray(lockfiles))
          return "lockfiles: expected an array";
        const lockfilePaths = [];
        for (const [at, lockfile] of lockfiles.entries()) {
          const path = lockfile?.lockfilePath;
          if (typeof path !== "string")
            return `lockfiles[${at}].lockfilePath: expected a string`;
          lockfilePaths.push(path);
        }
        return { id: exact, name, lockfilePaths };
      }
      async function loadPreviousInventory(input, deploymentId, artifact) {
        const started = Date.now();
        const outcome = input === "artifact" ? await loadFromArtifact(deploymentId, artifact) : await readPreviousFile(input.file, deploymentId, { file: input.file });
        if (!outcome.ok) {
          const { level, message } = outcome.problem;
          if (level === "notice")
            (0, _action_annotations_js__WEBPACK_IMPORTED_MODULE_3__.lm)("no previous inventory to compare with", message);
          else
            (0, _action_annotations_js__WEBPACK_IMPORTED_MODULE_3__.R8)("previous inventory not compared", message);
          return outcome;
        }
        const { source, index } = outcome.previous;
        _action_log_js__WEBPACK_IMPORTED_MODULE_4__.info(`Comparing with the previous inventory (${describeSource(source)}): ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.LS)(index.size, "repository", "repositories")}, read in ${((Date.now() - started) / 1e3).toFixed(2)} s.`);
        if (!source.complete) {
          (0, _action_annotations_js__WEBPACK_IMPORTED_MODULE_3__.R8)("previous inventory is incomplete", `The previous inventory (${describeSource(source)}) is incomplete (complete: false): the repositories and lockfiles that run did not reach count as added now, so additions may be overstated: compare with a complete run for exact changes.`);
        }
        return outcome;
      }
      function describeSource(source) {
        return "file" in source ? `file ${source.file}` : `artifact ${source.artifact.name} of run ${source.artifact.workflowRunId}`;
      }
      function problem(level, message) {
        return { ok: false, problem: { level, message } };
      }
      async function readPreviousFile(file, deploymentId, source, name = `The previous inventory ${file}`) {
        const index = new _changes_js__WEBPACK_IMPORTED_MODULE_8__.uC();
        let badRepository;
        const reader = new _platform_json_js__WEBPACK_IMPORTED_MODULE_6__.qq("repositories", (item, at) => {
          if (badRepository !== void 0)
            return;
          const repository = readRepository(item);
          if (typeof repository === "string")
            badRepository = `repositories[${at}].${repository}`;
          else
            index.add(repository);
        });
        const read = await feedFile(file, name, reader);
        if ("unread" in read)
          return read.unread;
        const { notJson, parsed } = endOf(reader, read.notJson);
        if (notJson !== void 0) {
          return problem("warning", `${name} is not JSON (${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.gJ)(notJson)}), so it was not compared with.`);
        }
        const notInventory = (why) => problem("warning", `${name} is not an inventory file of this action (${why}), so it was not compared with.`);
        const head = headSchema.safeParse(parsed);
        if (!head.success)
          return notInventory((0, _platform_schemas_js__WEBPACK_IMPORTED_MODULE_7__.describeSchemaIssues)(head.error));
        if (badRepository !== void 0)
          return notInventory(badRepository);
        if (head.data.deploymentId !== deploymentId) {
          return problem("warning", `${name} is the inventory of deployment ${head.data.deploymentId}, and this run lists deployment ${deploymentId}, so it was not compared with.`);
        }
        return { ok: true, previous: { index, source: { ...source, complete: head.data.complete } } };
      }
      async function feedFile(file, name, reader) {
        try {
          const handle = await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, "r");
          try {
            const stats = await handle.stat();
            const unusable = unusableFile(name, stats.isFile(), stats.size);
            if (unusable)
              return { unread: problem("warning", unusable) };
            return { notJson: await pushPieces(handle, reader) };
          } finally {
            await handle.close();
          }
        } catch (error) {
          if (error.code === "ENOENT") {
            const message = `${name} does not exist yet, so there is nothing to compare with (the first run?): the inventory of this run is not compared.`;
            return { unread: problem("notice", message) };
          }
          return { unread: problem("warning", `${name} could not be read: ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.gJ)(error)}`) };
        }
      }
      function unusableFile(name, isFile, size) {
        if (!isFile)
          return `${name} is not a file, so it was not compared with.`;
        if (size <= MAX_PREVIOUS_BYTES)
          return "";
        return `${name} is ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.z3)(size)}, more than the ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.z3)(MAX_PREVIOUS_BYTES)} read at most, so it was not compared with.`;
      }
      async function pushPieces(handle, reader) {
        const piece = Buffer.allocUnsafe(READ_BYTES);
        for (let total = 0; ; ) {
          const { bytesRead } = await handle.read(piece, 0, piece.length, null);
          total += bytesRead;
          if (bytesRead === 0 || total > MAX_PREVIOUS_BYTES)
            return void 0;
          try {
            reader.push(piece.subarray(0, bytesRead));
          } catch (error) {
            return error;
          }
        }
      }
      function endOf(reader, notJson) {
        if (notJson !== void 0)
          return { notJson };
        try {
          return { notJson: void 0, parsed: reader.end() };
        } catch (error) {
          return { notJson: error };
        }
      }
      async function loadFromArtifact(deploymentId, settings) {
        const request = artifactRequest(settings);
        if (typeof request === "string")
          return problem("warning", request);
        const { findPreviousArtifact, downloadPreviousArtifact, PreviousArtifactError } = await __webpack_require__.e(
          /* import() */
          962
        ).then(__webpack_require__.bind(__webpack_require__, 87962));
        let directory;
        try {
          const found = await _action_log_js__WEBPACK_IMPORTED_MODULE_4__.group(`Finding the previous inventory: artifact ${settings.artifactName} of an earlier run`, async () => {
            const artifact2 = await findPreviousArtifact(request);
            _action_log_js__WEBPACK_IMPORTED_MODULE_4__.info(`Found artifact ${artifact2.name} (${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.z3)(artifact2.size)}) of run ${artifact2.workflowRunId}, created ${artifact2.workflowRunCreatedAt}.`);
            if (artifact2.size > MAX_PREVIOUS_BYTES)
              return { artifact: artifact2, file: void 0 };
            const parent = settings.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir();
            directory = await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(parent, "previous-inventory-"));
            return { artifact: artifact2, file: await downloadPreviousArtifact(request, artifact2, directory) };
          });
          const { artifact, file } = found;
          const name = `The previous inventory (artifact ${artifact.name} of run ${artifact.workflowRunId})`;
          if (file === void 0)
            return problem("warning", unreadArtifact(name, artifact.size));
          return await readPreviousFile(file, deploymentId, { artifact: sourceOf(artifact) }, name);
        } catch (error) {
          if (error instanceof PreviousArtifactError) {
            return problem(error.kind === "not-found" ? "notice" : "warning", error.message);
          }
          const message = `The previous inventory's artifact could not be used: ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.gJ)(error)}`;
          return problem("warning", message);
        } finally {
          if (directory !== void 0)
            await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(directory, { recursive: true, force: true });
        }
      }
      function artifactRequest(settings) {
        const { env } = settings;
        const runId = Number(env.GITHUB_RUN_ID);
        const repository = env.GITHUB_REPOSITORY ?? "";
        if (!Number.isSafeInteger(runId) || runId <= 0 || !/^[^/]+\/[^/]+$/.test(repository)) {
          return "previous-inventory: artifact works in a GitHub Actions workflow run (GITHUB_RUN_ID and GITHUB_REPOSITORY are not set here); give the path of an earlier inventory file instead.";
        }
        return {
          token: settings.githubToken,
          apiUrl: settings.githubApiUrl,
          repository,
          runId,
          artifactName: settings.artifactName,
          serverUrl: env.GITHUB_SERVER_URL || "https://github.com",
          log: { debug: _action_log_js__WEBPACK_IMPORTED_MODULE_4__.debug, warn: _action_log_js__WEBPACK_IMPORTED_MODULE_4__.debug },
          ...settings.signal && { signal: settings.signal },
          ...settings.newClient && { newClient: settings.newClient }
        };
      }
      function unreadArtifact(name, size) {
        return size > MAX_PREVIOUS_BYTES ? `${name} is ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.z3)(size)}, more than the ${(0, _action_text_js__WEBPACK_IMPORTED_MODULE_5__.z3)(MAX_PREVIOUS_BYTES)} read at most, so it was not compared with.` : `${name} holds no single .json file, so it was not compared with.`;
      }
      function sourceOf(artifact) {
        return {
          name: artifact.name,
          id: artifact.id,
          workflowRunId: artifact.workflowRunId,
          url: artifact.url
        };
      }
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
//# sourceMappingURL=360.index.js.map
