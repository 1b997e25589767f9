const id = 359;
const ids = [359];
const modules = {
  /***/
  73116: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        /* harmony export */
        d_: () => (
          /* binding */
          connectionAdvice
        ),
        /* harmony export */
        o7: () => (
          /* binding */
          gitHubFailure
        ),
        /* harmony export */
        x: () => (
          /* binding */
          GitHubTransferError
        ),
        /* harmony export */
        y_: () => (
          /* binding */
          GitHubError
        )
        /* harmony export */
      });
      var _action_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71599);
      var _network_failures_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31303);
      class GitHubTransferError extends Error {
        code;
        name = "GitHubTransferError";
        constructor(code, message) {
          super(message);
          this.code = code;
        }
      }
      class GitHubError extends Error {
        operation;
        status;
        codes;
        transfer;
        name = "GitHubError";
        constructor(message, operation, status, codes = [], transfer) {
          super(message);
          this.operation = operation;
          this.status = status;
          this.codes = codes;
          this.transfer = transfer;
        }
      }
      const REASON_LIMIT = 300;
      function gitHubFailure(error, what) {
        if (error instanceof GitHubError)
          return error;
        const transfer = error instanceof GitHubTransferError ? error.code : void 0;
        const response = error?.response;
        const raw = response !== void 0 ? error.status : void 0;
        const status = typeof raw === "number" ? raw : void 0;
        const text = error instanceof Error ? error.message : String(error);
        const reason = (0, _action_text_js__WEBPACK_IMPORTED_MODULE_0__.xv)((0, _action_text_js__WEBPACK_IMPORTED_MODULE_0__.TN)(text).replace(/\s+/g, " ").trim(), REASON_LIMIT);
        const message = status !== void 0 ? `${what} answered HTTP ${status}: ${reason}` : `${what} failed: ${reason}`;
        const failure = new GitHubError(message, what, status, errorCodes(response?.data), transfer);
        return Object.assign(failure, { cause: error });
      }
      function errorCodes(data) {
        const errors = data?.errors;
        if (!Array.isArray(errors))
          return [];
        return errors.map((e) => e?.code).filter((code) => typeof code === "string").slice(0, 10);
      }
      function connectionAdvice(error, apiUrl) {
        if (typeof error?.status === "number") {
          if (error.response !== void 0)
            return void 0;
        }
        return (0, _network_failures_js__WEBPACK_IMPORTED_MODULE_1__.yL)(error, new URL(apiUrl).hostname).advice;
      }
    })
  ),
  /***/
  60359: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        "default": () => (
          /* binding */
          sbom_export
        ),
        runSbomExport: () => (
          /* binding */
          runSbomExport
        )
      });
      var promises_ = __webpack_require__(51455);
      var annotations = __webpack_require__(47376);
      var files = __webpack_require__(61433);
      var log = __webpack_require__(58592);
      var outputs = __webpack_require__(18948);
      var action_text = __webpack_require__(71599);
      var external_node_crypto_ = __webpack_require__(77598);
      var markdown = __webpack_require__(38037);
      var scans = __webpack_require__(62413);
      ;
      const SHORT_COMMIT = 12;
      function shortCommit(commit) {
        return commit.slice(0, SHORT_COMMIT);
      }
      function scanTime(iso) {
        const ms = Date.parse(iso);
        return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
      }
      const FIX = "Tag a commit of the default branch after its full scan has completed (the scan of the push to that branch), or run this step after that scan";
      const NOT_THE_TAG = "A full scan of the tag is no fix: the platform takes vulnerabilities from the default branch, and its docs warn that full scans of other branches mismatch the two.";
      async function checkScanCommit(inputs2, repositoryId, context) {
        if (inputs2.scanCommit === "off")
          return void 0;
        const lookup = await (0, scans.sW)((page) => context.client.searchScans(page), repositoryId);
        const released = context.event.sha?.trim().toLowerCase() || void 0;
        const outcome = describe(lookup, released, repositoryId);
        if ("scan" in outcome) {
          await (0, outputs.u)("sbom-commit", outcome.scan.commit, "txt");
          log.info(`The platform's latest completed full scan of repository ${repositoryId} is of commit ${outcome.scan.commit}, completed ${scanTime(outcome.scan.completedAt)}: the SBOM describes it.`);
        }
        if (lookup.kind !== "unavailable" && !lookup.complete) {
          log.info(`Read the first ${lookup.pages} pages of scans only; the listing was cut there.`);
        }
        if (!("message" in outcome))
          return { outcome };
        if (inputs2.scanCommit === "require") {
          const failure = `${outcome.message} No SBOM export job was created (scan-commit: require).`;
          return { outcome, failure: new Error(failure) };
        }
        if (outcome.state === "unchecked") {
          (0, annotations.lm)("SBOM commit not checked", outcome.message);
          return { outcome };
        }
        (0, annotations.R8)("the SBOM may not describe the released commit", outcome.message);
        return { outcome, warning: outcome.message };
      }
      function describe(lookup, released, repositoryId) {
        if (lookup.kind === "unavailable") {
          return {
            state: "unchecked",
            message: `Set scan-commit: off to skip this check, or ask the platform's administrators about ScansService_SearchScans: which commit the SBOM describes could not be checked, because ${lookup.reason}. The export goes on.`
          };
        }
        if (lookup.kind === "none") {
          const releasedWords = released ? ` (the released commit is ${shortCommit(released)})` : "";
          return {
            state: "none",
            message: `${FIX}: the platform has no completed full scan with dependencies of repository ${repositoryId} in the last 30 days, so it cannot be told which commit the SBOM describes${releasedWords}. ${NOT_THE_TAG}`
          };
        }
        const { scan } = lookup;
        if (released === void 0)
          return { state: "unreleased", scan };
        if (sameCommit(scan.commit, released))
          return { state: "released", scan };
        return {
          state: "other",
          scan,
          released,
          message: `${FIX}: the SBOM describes commit ${shortCommit(scan.commit)} (the platform's latest completed full scan, completed ${scanTime(scan.completedAt)}), not the released commit ${shortCommit(released)}. ${NOT_THE_TAG}`
        };
      }
      function sameCommit(a, b) {
        const [short, long] = a.length <= b.length ? [a, b] : [b, a];
        return short.length >= 7 && long.startsWith(short);
      }
      function scanCell(outcome) {
        if (outcome === void 0 || !("scan" in outcome))
          return void 0;
        const { scan } = outcome;
        const which = outcome.state === "released" ? " (the released commit)" : outcome.state === "other" ? ` (not the released commit ${(0, markdown.aY)(shortCommit(outcome.released))})` : "";
        return `full scan of ${(0, markdown.aY)(scan.commit)}${which}, completed ${(0, markdown.Qq)(scanTime(scan.completedAt))}`;
      }
      ;
      const MAX_ATTESTABLE_BYTES = 16 * 1024 * 1024;
      function attestationOf(bytes, read) {
        const sha256 = `sha256:${(0, external_node_crypto_.createHash)("sha256").update(bytes).digest("hex")}`;
        let document;
        let parsed = true;
        if (read !== void 0) {
          parsed = !read.byteOrderMark;
          document = parsed ? read.bom : void 0;
        } else {
          try {
            document = JSON.parse(bytes.toString("utf8"));
          } catch {
            parsed = false;
          }
        }
        const bom = typeof document === "object" && document !== null ? document : {};
        const serial = Object.hasOwn(bom, "serialNumber") ? bom.serialNumber : void 0;
        const serialNumber = typeof serial === "string" && serial !== "" ? serial : void 0;
        const reason = refusal(bytes, parsed, bom);
        return {
          sha256,
          ...serialNumber !== void 0 && { serialNumber },
          attestable: reason === void 0,
          ...reason !== void 0 && { reason }
        };
      }
      function refusal(bytes, parsed, bom) {
        if (bytes.length > MAX_ATTESTABLE_BYTES) {
          return `it is ${(0, action_text.z3)(bytes.length)} (${(0, action_text.B4)(bytes.length)} bytes), more than the ${(0, action_text.B4)(MAX_ATTESTABLE_BYTES)} bytes (16 MiB) actions/attest takes`;
        }
        if (!parsed) {
          return bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? "it starts with a byte-order mark, which JSON.parse in actions/attest refuses" : "it is not JSON that JSON.parse in actions/attest reads";
        }
        const missing = ["bomFormat", "specVersion", "serialNumber"].filter((field2) => !(Object.hasOwn(bom, field2) && bom[field2]));
        if (missing.length === 0)
          return void 0;
        const described = missing.map((field2) => Object.hasOwn(bom, field2) ? `an empty ${field2}` : `no ${field2}`);
        return `it has ${described.join(" and ")}, which actions/attest needs`;
      }
      function attestationLine(attestation, scan) {
        if (attestation === void 0)
          return "";
        const digest = (0, markdown.aY)(attestation.sha256);
        const serial = attestation.serialNumber !== void 0 ? `, serial number ${(0, markdown.aY)(attestation.serialNumber)}` : "";
        const status = attestation.attestable ? `attestable: ${digest}${serial}` : `not attestable (${(0, markdown.Qq)(attestation.reason ?? "")}): ${digest}${serial}`;
        return `**Attestation:** ${status}; ${commitWords(scan)}.`;
      }
      function commitWords(scan) {
        switch (scan?.state) {
          case "released":
            return `it describes the released commit ${(0, markdown.aY)(shortCommit(scan.scan.commit))}`;
          case "other":
            return `it describes commit ${(0, markdown.aY)(shortCommit(scan.scan.commit))}, not the released commit ` + (0, markdown.aY)(shortCommit(scan.released));
          case "unreleased":
            return `it describes commit ${(0, markdown.aY)(shortCommit(scan.scan.commit))}`;
          case "none":
            return "no completed full scan says which commit it describes";
          case "unchecked":
            return "which commit it describes could not be checked";
          case void 0:
            return "which commit it describes was not checked (<code>scan-commit: off</code>)";
        }
      }
      var action_event = __webpack_require__(33566);
      var errors = __webpack_require__(73116);
      ;
      const MAX_ROWS = 50;
      const MAX_CELL = 120;
      const MAX_AFFECTS = 2;
      const MAX_VERSIONS = 10;
      function renderComparison(outcome) {
        switch (outcome?.state) {
          case "compared": {
            const section = renderChanges(outcome.diff, outcome.base, {
              target: "summary",
              file: outcome.file
            });
            const notes = outcome.notes;
            if (notes?.state !== "written")
              return section;
            const where = notes.url ? (0, markdown.nf)("release notes", notes.url) : "release notes";
            return `${section}

The same changes are in the ${where}, between the \`sbom-diff\` markers.`;
          }
          case "first-release":
            return `### Changes since the previous release

${(0, markdown.CS)(outcome.message)}`;
          default:
            return "";
        }
      }
      function vulnerabilityHeadline(diff) {
        const { introduced, resolved } = diff.vulnerabilities;
        if (introduced.length === 0 && resolved.length === 0)
          return "";
        const first = introduced.length > 0 ? introduced : resolved;
        const noun = first.length === 1 ? "vulnerability" : "vulnerabilities";
        return introduced.length > 0 ? `${(0, action_text.B4)(introduced.length)} ${noun} introduced, ${(0, action_text.B4)(resolved.length)} resolved` : `${(0, action_text.B4)(resolved.length)} ${noun} resolved, none introduced`;
      }
      function componentHeadline(diff) {
        const { added, removed, changed } = diff.components;
        if (added.length + removed.length + changed.length === 0)
          return "";
        const noun = added.length === 1 ? "component" : "components";
        return `${(0, action_text.B4)(added.length)} ${noun} added, ${(0, action_text.B4)(removed.length)} removed, ${(0, action_text.B4)(changed.length)} changed`;
      }
      function verdictHeadline(diff, baseTag) {
        const { added, removed, changed } = diff.components;
        const changes = added.length + removed.length + changed.length;
        const vulnerabilities = vulnerabilityHeadline(diff);
        if (!vulnerabilities && changes === 0)
          return `no changes since ${(0, markdown.aY)(baseTag)}`;
        const parts = [
          vulnerabilities || "no vulnerability introduced or resolved",
          changes > 0 ? (0, action_text.LS)(changes, "component change") : "no component changes"
        ];
        return `since ${(0, markdown.aY)(baseTag)}: ${parts.join(", ")}`;
      }
      function renderChanges(diff, base, options) {
        const maxRows = options.maxRows ?? MAX_ROWS;
        const heading = options.target === "summary" ? `### Changes since ${(0, markdown.Qq)(base.tag)}` : `### Changes since ${(0, markdown.nf)(base.tag, base.releaseUrl)}`;
        const vulnerabilities = vulnerabilityHeadline(diff) || "No vulnerability introduced or resolved";
        const components = componentHeadline(diff) || "no component added, removed or changed";
        const counts = `**${capitalise(vulnerabilities)}; ${components}.**`;
        const source = options.target === "summary" ? ` Compared with ${(0, markdown.nf)(base.assetName, base.assetUrl)} on release ${(0, markdown.nf)(base.tag, base.releaseUrl)}.` : "";
        const parts = [heading, `${counts}${source}`];
        const { introduced, resolved } = diff.vulnerabilities;
        if (introduced.length > 0) {
          parts.push(`**Vulnerabilities introduced**, most severe first:`, vulnerabilityTable(introduced.slice(0, maxRows)), more(introduced.length, maxRows, "vulnerabilities introduced", options));
        }
        if (resolved.length > 0) {
          const body = [
            vulnerabilityTable(resolved.slice(0, maxRows)),
            more(resolved.length, maxRows, "vulnerabilities resolved", options)
          ].filter(Boolean).join("\n\n");
          parts.push(options.target === "summary" ? (0, markdown.zH)(`Vulnerabilities resolved (${(0, action_text.B4)(resolved.length)})`, body) : `**Vulnerabilities resolved:**

${body}`);
        }
        const { added, removed, changed } = diff.components;
        const total = added.length + removed.length + changed.length;
        if (total > 0) {
          const [nChanged, nAdded, nRemoved] = shareRows([changed.length, added.length, removed.length], maxRows);
          const rows = [
            ...changed.slice(0, nChanged).map(changedRow),
            ...added.slice(0, nAdded).map((c) => componentRow("added", c)),
            ...removed.slice(0, nRemoved).map((c) => componentRow("removed", c))
          ];
          parts.push("**Component changes:**", (0, markdown.tp)(["Change", "Component", "Version"], rows), more(total, rows.length, "component changes", options));
        }
        return parts.filter(Boolean).join("\n\n");
      }
      function shareRows(counts, max) {
        const shares = counts.map(() => 0);
        let left = max;
        const order = counts.map((count, i) => [count, i]).sort((a, b) => a[0] - b[0]);
        order.forEach(([count, i], k) => {
          const take = Math.min(count, Math.floor(left / (order.length - k)));
          shares[i] = take;
          left -= take;
        });
        return shares;
      }
      function vulnerabilityTable(rows, notCountedBecause2) {
        return (0, markdown.tp)([
          "Severity",
          "Vulnerability",
          notCountedBecause2 ? "Not counted because" : "Analysis",
          "Affects"
        ], rows.map((v) => [
          v.severity === "critical" || v.severity === "high" ? `**${v.severity}**` : v.severity,
          (0, markdown.aY)(cut(v.id)),
          notCountedBecause2 ? notCountedBecause2(v) : v.state !== void 0 ? (0, markdown.Qq)(cut(v.state).replace(/_/g, " ")) : "\u2014",
          affectsCell(v.affects)
        ]));
      }
      function affectsCell(affects) {
        if (affects.length === 0)
          return "\u2014";
        const shown = affects.slice(0, MAX_AFFECTS).map((purl) => (0, markdown.aY)(cut(shortPurl(purl))));
        const rest = affects.length - shown.length;
        return rest > 0 ? `${shown.join(", ")} and ${(0, action_text.B4)(rest)} more` : shown.join(", ");
      }
      function shortPurl(purl) {
        const match = /^pkg:\/*[^/]+\/([^?#]+)/i.exec(purl);
        if (!match)
          return purl;
        try {
          return decodeURIComponent(match[1]);
        } catch {
          return match[1];
        }
      }
      function displayName(c) {
        return cut(c.group !== void 0 ? `${c.group}/${c.name}` : c.name);
      }
      function componentRow(change, c) {
        return [change, (0, markdown.aY)(displayName(c)), c.version !== void 0 ? (0, markdown.Qq)(cut(c.version)) : "\u2014"];
      }
      function changedRow(c) {
        return ["changed", (0, markdown.aY)(displayName(c)), `${versionList(c.from)} \u2192 ${versionList(c.to)}`];
      }
      function versionList(list) {
        if (list.length === 0)
          return "(none)";
        const shown = list.slice(0, MAX_VERSIONS).map((v) => (0, markdown.Qq)(cut(v))).join(", ");
        const rest = list.length - MAX_VERSIONS;
        return rest > 0 ? `${shown}, \u2026 ${(0, action_text.B4)(rest)} more` : shown;
      }
      function more(total, shown, what, options) {
        const hidden = total - Math.min(total, shown);
        if (hidden <= 0)
          return "";
        const where = options.target === "summary" && options.file !== void 0 ? ` in <code>sbom-diff-file</code> (${(0, markdown.aY)(options.file)})` : "";
        return `\u2026and ${(0, action_text.B4)(hidden)} more ${what}${where}.`;
      }
      function cut(value) {
        return value.length > MAX_CELL ? `${value.slice(0, MAX_CELL - 1)}\u2026` : value;
      }
      function capitalise(value) {
        return value.charAt(0).toUpperCase() + value.slice(1);
      }
      var external_node_os_ = __webpack_require__(48161);
      var external_node_path_ = __webpack_require__(76760);
      var inputs = __webpack_require__(81729);
      var ids2 = __webpack_require__(69461);
      ;
      const GATE_SEVERITIES = ["low", "medium", "high", "critical"];
      function releaseAssetNameFor(inputs2, repo, tag) {
        return inputs2.releaseAssetName ?? `${repo}-${tag.replace(/\//g, "-")}.cdx.json`;
      }
      function sbomDiffFilePath(inputs2, repositoryId) {
        return inputs2.sbomDiffFile ?? external_node_path_.join(inputs2.sbomFolder, `sbom-diff-${repositoryId}.json`);
      }
      function sbomFilePath(inputs2, repositoryId) {
        return inputs2.sbomFile ?? external_node_path_.join(inputs2.sbomFolder, `sbom-${repositoryId}.json`);
      }
      const OUTPUT_FORMATS = {
        cyclonedx: "SBOM_OUTPUT_FORMAT_CYCLONEDX",
        json: "SBOM_OUTPUT_FORMAT_JSON"
      };
      const CYCLONEDX_VERSIONS = Object.fromEntries(["1.4", "1.5", "1.6", "1.7"].map((v) => [v, `SBOM_CYCLONE_DX_VERSION_V${v.replace(".", "_")}`]));
      const COMPONENT_TYPES = [
        "application",
        "framework",
        "library",
        "container",
        "platform",
        "operating-system",
        "device",
        "device-driver",
        "firmware",
        "file",
        "machine-learning-model",
        "data"
      ];
      const COMPONENT_TYPE_ENUM = Object.fromEntries(COMPONENT_TYPES.map((t) => [
        t,
        `SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_${t.toUpperCase().replace(/-/g, "_")}`
      ]));
      const TYPES_SINCE_1_5 = new Set(["platform", "device-driver", "machine-learning-model", "data"].map((t) => COMPONENT_TYPE_ENUM[t]));
      function parseSbomExportInputs(read, env) {
        const repository = parseRepository(read, env);
        const ref = parseRef(read("ref"));
        const metadataSupplier = parseSupplier(read);
        const wait = (0, inputs.yG)("wait", read("wait"), false);
        const delivery = parseDelivery(read, wait);
        const comparison = parseComparison(read, env, wait);
        const gate = parseGate(read, wait);
        const format = parseFormat(read);
        const sbomFile = read("sbom-file").trim();
        return {
          ...repository,
          ref,
          ...format,
          ...metadataSupplier && { metadataSupplier },
          wait,
          waitTimeoutSeconds: (0, inputs.cG)("wait-timeout", read("wait-timeout"), 600, 1, 21600),
          ...sbomFile && { sbomFile: (0, inputs.zJ)(sbomFile, env, "") },
          sbomFolder: env.RUNNER_TEMP || external_node_os_.tmpdir(),
          ...delivery,
          githubToken: read("github-token").trim(),
          githubApiUrl: (0, inputs.BN)(env),
          ...optional("githubRepository", env.GITHUB_REPOSITORY?.trim() || void 0),
          ...comparison,
          scanCommit: parseScanCommit(read("scan-commit")),
          ...gate
        };
      }
      function parseRef(value) {
        const ref = value.trim();
        if (ref)
          return ref;
        throw new inputs.dz(`Set \`ref\` to the branch or tag to export, e.g. \`ref: refs/tags/v1.2.0\`: input 'ref' is empty (its default, \${{ github.ref }}, is empty for this event).`);
      }
      function parseSupplier(read) {
        const url = read("supplier-url").trim();
        if (url && !/^https?:\/\/[^\s]+$/i.test(url)) {
          throw new inputs.dz(`Input 'supplier-url' is '${url}', which is not an http(s) URL (e.g. https://example.com).`);
        }
        const contact = compact({
          name: read("supplier-contact-name").trim(),
          email: read("supplier-contact-email").trim(),
          phone: read("supplier-contact-phone").trim()
        });
        const supplier = compact({ name: read("supplier-name").trim(), url });
        return supplier || contact ? { ...supplier ?? {}, ...contact && { contact } } : void 0;
      }
      function parseDelivery(read, wait) {
        const releaseAsset = parseReleaseAssetMode(read("release-asset"));
        const artifactName = (0, inputs.TZ)(read("artifact-name"));
        const needsDownload = releaseAsset === "true" ? "release-asset" : artifactName && "artifact-name";
        if (needsDownload && !wait) {
          throw new inputs.dz(`Set \`wait: true\` so that there is an SBOM to ${needsDownload === "release-asset" ? "attach" : "upload"}: input '${needsDownload}' acts on the downloaded SBOM, and 'wait' is false.`);
        }
        return {
          releaseAsset,
          ...optional("releaseAssetName", parseReleaseAssetName(read("release-asset-name"))),
          ...optional("artifactName", artifactName)
        };
      }
      function parseComparison(read, env, wait) {
        const compareWith = parseCompareWith(read("compare-with"));
        const releaseNotes = parseReleaseNotes(read("release-notes"));
        if (releaseNotes === "append" && compareWith.kind === "none") {
          throw new inputs.dz(`Set \`compare-with\` to previous or a tag, or \`release-notes\` to none: input 'release-notes' is append, which writes the changes since an earlier release, and 'compare-with' is none.`);
        }
        const needsSbom = compareWith.kind === "tag" ? "compare-with" : releaseNotes === "append" && "release-notes";
        if (needsSbom && !wait) {
          throw new inputs.dz(`Set \`wait: true\` so that there is an SBOM to compare: input '${needsSbom}' acts on the downloaded SBOM, and 'wait' is false.`);
        }
        const sbomDiffFile = read("sbom-diff-file").trim();
        return {
          compareWith,
          releaseNotes,
          ...sbomDiffFile && { sbomDiffFile: (0, inputs.zJ)(sbomDiffFile, env, "") }
        };
      }
      function parseGate(read, wait) {
        const failOnSeverity = parseFailOnSeverity(read("fail-on-severity"));
        if (failOnSeverity !== void 0 && !wait) {
          throw new inputs.dz(`Set \`wait: true\` so that there is an SBOM to check: input 'fail-on-severity' is ${failOnSeverity}, which fails on the downloaded SBOM's vulnerabilities, and 'wait' is false.`);
        }
        const allowVulnerabilities = parseAllowVulnerabilities(read("allow-vulnerabilities"));
        if (allowVulnerabilities.length > 0 && failOnSeverity === void 0) {
          throw new inputs.dz(`Set \`fail-on-severity\` too, or remove \`allow-vulnerabilities\`: input 'allow-vulnerabilities' names IDs the gate does not count, and there is no gate ('fail-on-severity' is empty).`);
        }
        return {
          ...failOnSeverity !== void 0 && { failOnSeverity },
          ...allowVulnerabilities.length > 0 && { allowVulnerabilities }
        };
      }
      const MAX_ALLOWED = 1e3;
      const MAX_REASON = 200;
      const VULNERABILITY_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/-]{0,99}$/;
      function parseAllowVulnerabilities(value) {
        const allowed = /* @__PURE__ */ new Map();
        for (const line of value.split(/\r?\n|\r/)) {
          const hash = line.indexOf("#");
          const reason = hash < 0 ? "" : (0, action_text.xv)((0, action_text.TN)(line.slice(hash + 1)).trim(), MAX_REASON);
          for (const id2 of (hash < 0 ? line : line.slice(0, hash)).split(/[\s,]+/)) {
            if (id2 === "")
              continue;
            if (!VULNERABILITY_ID.test(id2)) {
              throw new inputs.dz(`Input 'allow-vulnerabilities' holds '${(0, action_text.xv)((0, action_text.TN)(id2), 60)}', which is not a vulnerability ID. Write IDs such as CVE-2024-1234 or GHSA-xxxx-xxxx-xxxx, separated by commas, spaces or lines; \`#\` starts a comment (the reason) to the end of its line.`);
            }
            allowed.set(id2.toLowerCase(), { id: id2, ...reason !== "" && { reason } });
          }
        }
        if (allowed.size > MAX_ALLOWED) {
          throw new inputs.dz(`Input 'allow-vulnerabilities' names ${allowed.size} IDs, more than the ${MAX_ALLOWED} it takes: raise fail-on-severity instead of allowing that many.`);
        }
        return [...allowed.values()];
      }
      function parseFormat(read) {
        const cyclonedxVersion = (0, inputs.nL)("cyclonedx-version", read("cyclonedx-version"), CYCLONEDX_VERSIONS, "1.7");
        const metadataComponentType = (0, inputs.nL)("component-type", read("component-type"), COMPONENT_TYPE_ENUM, "application");
        if (cyclonedxVersion === CYCLONEDX_VERSIONS["1.4"] && TYPES_SINCE_1_5.has(metadataComponentType)) {
          const type = describeRequest({ sbomOutputFormat: "", cyclonedxVersion, metadataComponentType });
          throw new inputs.dz(`Set \`cyclonedx-version\` to 1.5 or later, or \`component-type\` to a type CycloneDX 1.4 has (e.g. application): input 'component-type' is ${type.componentType}, a type that CycloneDX 1.5 added, and 'cyclonedx-version' is 1.4, whose documents cannot hold it.`);
        }
        return {
          sbomOutputFormat: (0, inputs.nL)("sbom-output-format", read("sbom-output-format"), OUTPUT_FORMATS, "cyclonedx"),
          cyclonedxVersion,
          metadataComponentType
        };
      }
      function parseScanCommit(value) {
        const mode = value.trim().toLowerCase() || "warn";
        if (mode === "warn" || mode === "require" || mode === "off")
          return mode;
        throw new inputs.dz(`Input 'scan-commit' is '${value.trim()}'. Use warn (a warning when the SBOM describes another commit than the released one), require (fail instead) or off (do not check).`);
      }
      function parseFailOnSeverity(value) {
        const severity = value.trim().toLowerCase();
        if (severity === "")
          return void 0;
        if (GATE_SEVERITIES.includes(severity))
          return severity;
        throw new inputs.dz(`Input 'fail-on-severity' is '${value.trim()}'. Use low, medium, high or critical (an introduced vulnerability at that severity or above fails the step), or leave it empty.`);
      }
      function parseCompareWith(value) {
        const given = value.trim();
        const lower2 = given.toLowerCase();
        if (lower2 === "" || lower2 === "previous")
          return { kind: "previous" };
        if (lower2 === "none")
          return { kind: "none" };
        if (/[\s\u0000-\u001f\u007f~^:?*[\\]|\.\.|@\{|^[/.-]|[/.]$|\.lock$/.test(given)) {
          throw new inputs.dz(`Input 'compare-with' is '${given}'. Use previous (the latest earlier release with an SBOM), none (compare with nothing), or a release's tag, e.g. \`compare-with: v1.2.0\`.`);
        }
        return { kind: "tag", tag: given };
      }
      function parseReleaseNotes(value) {
        const mode = value.trim().toLowerCase() || "none";
        if (mode === "none" || mode === "append")
          return mode;
        throw new inputs.dz(`Input 'release-notes' is '${value.trim()}'. Use none (leave the release notes alone) or append (add the changes since the earlier release to them).`);
      }
      function parseRepository(read, env) {
        const id2 = read("repository-id");
        if (id2.trim())
          return { repositoryId: BigInt((0, inputs.i$)("repository-id", id2, ids2.vh)) };
        const name = read("repository").trim() || env.GITHUB_REPOSITORY?.trim() || "";
        if (!name) {
          throw new inputs.dz(`Inputs 'repository-id' and 'repository' are empty, and GITHUB_REPOSITORY is not set. Set \`repository\` to the repository's owner/name on the platform, or \`repository-id\` to its numeric ID.`);
        }
        const segments = name.split("/");
        if (segments.length < 2 || segments.some((segment) => ["", ".", ".."].includes(segment)) || /\s/.test(name) || (0, action_text.Kg)(name)) {
          throw new inputs.dz(`Input 'repository' is '${name}', which is not a repository name. Use owner/name, e.g. \`repository: acme/web-app\`, or set \`repository-id\` to the repository's numeric ID.`);
        }
        return { repository: name };
      }
      function optional(key, value) {
        return value === void 0 ? {} : { [key]: value };
      }
      function parseReleaseAssetMode(value) {
        const mode = value.trim().toLowerCase() || "auto";
        if (mode === "auto" || mode === "true" || mode === "false")
          return mode;
        throw new inputs.dz(`Input 'release-asset' is '${value.trim()}'. Use auto (attach when the tag has a release), true (attach, or fail) or false (never attach).`);
      }
      function parseReleaseAssetName(value) {
        const name = value.trim();
        if (!name)
          return void 0;
        if (/[/\\]/.test(name) || (0, action_text.Kg)(name)) {
          throw new inputs.dz(`Input 'release-asset-name' is '${name}': use a file name without slashes or control characters, e.g. web-app-v3.1.0.cdx.json.`);
        }
        return name;
      }
      function describeRequest(inputs2) {
        const shortName = (table, value) => Object.entries(table).find(([, full]) => full === value)?.[0] ?? value;
        return {
          format: shortName(OUTPUT_FORMATS, inputs2.sbomOutputFormat),
          cyclonedxVersion: shortName(CYCLONEDX_VERSIONS, inputs2.cyclonedxVersion),
          componentType: shortName(COMPONENT_TYPE_ENUM, inputs2.metadataComponentType)
        };
      }
      function compact(fields) {
        const kept = Object.entries(fields).filter(([, v]) => v !== "");
        return kept.length ? Object.fromEntries(kept) : void 0;
      }
      ;
      const NOTES_START = "<!-- sbom-diff:start -->";
      const NOTES_END = "<!-- sbom-diff:end -->";
      const MAX_NOTES_LENGTH = 125e3;
      function spliceNotes(notes, section) {
        const marked = `${NOTES_START}
${section.trim()}
${NOTES_END}`;
        for (let start = notes.lastIndexOf(NOTES_START); start >= 0; ) {
          const end = notes.indexOf(NOTES_END, start);
          if (end >= 0)
            return notes.slice(0, start) + marked + notes.slice(end + NOTES_END.length);
          start = start > 0 ? notes.lastIndexOf(NOTES_START, start - 1) : -1;
        }
        const kept = notes.replace(/\s+$/, "");
        return kept === "" ? `${marked}
` : `${kept}

${marked}
`;
      }
      ;
      function gitHubReleaseTarget(inputs2, event) {
        const target = (0, action_event.mh)(event);
        const [owner, repo] = (inputs2.githubRepository ?? "").split("/");
        if (!target) {
          const on = event.ref ? ` on ${event.ref}` : "";
          return {
            skipped: `this run (${event.name || "unknown event"}${on}) is not for a release or a tag push`
          };
        }
        if (!inputs2.githubToken)
          return { skipped: "github-token is empty" };
        if (!owner || !repo)
          return { skipped: "GITHUB_REPOSITORY does not name the repository" };
        return { ...target, owner, repo };
      }
      ;
      function storedName(name) {
        return name.replace(/[^A-Za-z0-9._+-]+/g, ".");
      }
      function sbomAssetOf(release, assetNameFor) {
        const wanted = assetNameFor(release.tag_name);
        const stored = storedName(wanted);
        const named2 = release.assets.find((a) => a.name === wanted || a.name === stored);
        if (named2)
          return named2;
        const sboms = release.assets.filter((a) => a.name.toLowerCase().endsWith(".cdx.json"));
        return sboms.length === 1 ? sboms[0] : void 0;
      }
      function chooseBase(releases, tag, compareWith, assetNameFor) {
        if (compareWith.kind === "tag") {
          const release = releases.find((r) => r.tag_name === compareWith.tag);
          if (!release)
            return { kind: "no-release", tag: compareWith.tag };
          const asset = sbomAssetOf(release, assetNameFor);
          return asset ? { kind: "base", base: { release, asset } } : { kind: "no-asset", release };
        }
        const own = releases.find((r) => r.tag_name === tag);
        const ownTime = own ? time(own.created_at) : Number.NaN;
        const before = Number.isFinite(ownTime) ? ownTime : Number.POSITIVE_INFINITY;
        let best;
        let bestTime = Number.NEGATIVE_INFINITY;
        for (const release of releases) {
          if (release.draft || release.prerelease || release.tag_name === tag)
            continue;
          const created = time(release.created_at);
          if (!(created < before) || best && !(created > bestTime))
            continue;
          const asset = sbomAssetOf(release, assetNameFor);
          if (!asset)
            continue;
          best = { release, asset };
          bestTime = created;
        }
        return best ? { kind: "base", base: best } : { kind: "none-earlier" };
      }
      function time(iso) {
        const ms = Date.parse(iso);
        return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
      }
      ;
      const SEVERITIES = ["critical", "high", "medium", "low", "info", "none", "unknown"];
      const MANY_VERSIONS = 16;
      function hasVersion(entry, version) {
        return entry.versionSet ? entry.versionSet.has(version) : entry.versions.includes(version);
      }
      function addVersion(entry, version, purl) {
        if (hasVersion(entry, version))
          return;
        entry.versions.push(version);
        entry.purls.push(purl);
        if (entry.versionSet)
          entry.versionSet.add(version);
        else if (entry.versions.length > MANY_VERSIONS)
          entry.versionSet = new Set(entry.versions);
      }
      const MAX_REFERENCES = 32;
      const MAX_FIELD_LENGTH = 1e3;
      function isObject(value) {
        return typeof value === "object" && value !== null && !Array.isArray(value);
      }
      function field(object, key) {
        if (!Object.prototype.hasOwnProperty.call(object, key))
          return void 0;
        const value = object[key];
        if (typeof value !== "string")
          return void 0;
        const trimmed = value.trim();
        if (trimmed === "")
          return void 0;
        return trimmed.length > MAX_FIELD_LENGTH ? trimmed.slice(0, MAX_FIELD_LENGTH) : trimmed;
      }
      function ownArray(object, key) {
        if (!Object.prototype.hasOwnProperty.call(object, key))
          return [];
        const value = object[key];
        return Array.isArray(value) ? value : [];
      }
      function purlWithoutVersion(purl) {
        let end = purl.length;
        const hash = purl.indexOf("#");
        if (hash >= 0)
          end = hash;
        const query = purl.lastIndexOf("?", end - 1);
        if (query >= 0)
          end = query;
        const at = purl.lastIndexOf("@", end - 1);
        if (at >= 0 && at > purl.lastIndexOf("/", end - 1))
          end = at;
        const head = /^\s*pkg:\/*([^/]+)\//i.exec(purl);
        if (!head || head[0].length >= end)
          return void 0;
        let path = purl.slice(head[0].length, end).trim();
        if (path.includes("%"))
          path = path.split("/").map(decodeSegment).join("/");
        if (path.includes("//") || path.startsWith("/") || path.endsWith("/")) {
          path = path.split("/").filter((segment) => segment !== "").join("/");
        }
        if (path === "")
          return void 0;
        return `pkg:${head[1].toLowerCase()}/${path}`;
      }
      function decodeSegment(segment) {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      }
      function componentKey(component) {
        const purl = component.purl !== void 0 ? purlWithoutVersion(component.purl) : void 0;
        if (purl !== void 0)
          return purl;
        if (component.name === void 0)
          return void 0;
        return `name:${component.group ?? ""}/${component.name}`;
      }
      const SEVERITY_RANK = new Map(SEVERITIES.map((s, i) => [s, i]));
      function severityOf(value) {
        const lower2 = value?.toLowerCase();
        return lower2 !== void 0 && SEVERITY_RANK.has(lower2) ? lower2 : "unknown";
      }
      function higher(a, b) {
        return SEVERITY_RANK.get(a) <= SEVERITY_RANK.get(b) ? a : b;
      }
      function indexSbom(document) {
        const bom = isObject(document) ? document : {};
        const purlOfRef = /* @__PURE__ */ new Map();
        const packages = indexComponents(bom, purlOfRef);
        const references = /* @__PURE__ */ new Map();
        return { packages, vulnerabilities: indexVulnerabilities(bom, purlOfRef, references), references };
      }
      function indexComponents(bom, purlOfRef) {
        const packages = /* @__PURE__ */ new Map();
        const pending = [ownArray(bom, "components")];
        while (pending.length > 0) {
          for (const item of pending.pop()) {
            if (!isObject(item))
              continue;
            const nested = ownArray(item, "components");
            if (nested.length > 0)
              pending.push(nested);
            addComponent(packages, purlOfRef, item);
          }
        }
        return packages;
      }
      function addComponent(packages, purlOfRef, item) {
        const name = field(item, "name");
        const group = field(item, "group");
        const purl = field(item, "purl");
        const version = field(item, "version") ?? "";
        const ref = field(item, "bom-ref");
        if (ref !== void 0 && purl !== void 0)
          purlOfRef.set(ref, purl);
        const key = componentKey({ purl, group, name });
        if (key === void 0)
          return;
        const entry = packages.get(key);
        if (entry) {
          addVersion(entry, version, purl ?? "");
          return;
        }
        const basePurl = key.startsWith("name:") ? void 0 : key;
        packages.set(key, {
          name: name ?? nameFromPurl(basePurl ?? key),
          ...group !== void 0 && { group },
          ...basePurl !== void 0 && { basePurl },
          versions: [version],
          purls: [purl ?? ""]
        });
      }
      function ratedSeverity(item) {
        let severity;
        for (const rating of ownArray(item, "ratings")) {
          if (!isObject(rating))
            continue;
          const s = severityOf(field(rating, "severity"));
          severity = severity === void 0 ? s : higher(severity, s);
        }
        return severity ?? "unknown";
      }
      function analysisState(item) {
        const analysis = Object.prototype.hasOwnProperty.call(item, "analysis") ? item.analysis : void 0;
        return isObject(analysis) ? field(analysis, "state") : void 0;
      }
      function indexVulnerabilities(bom, purlOfRef, references) {
        const affected = /* @__PURE__ */ new Map();
        const vulnerabilities = /* @__PURE__ */ new Map();
        for (const item of ownArray(bom, "vulnerabilities")) {
          if (!isObject(item))
            continue;
          const id2 = field(item, "id");
          if (id2 === void 0)
            continue;
          const severity = ratedSeverity(item);
          const state = analysisState(item);
          const seen = vulnerabilities.get(id2);
          if (seen) {
            seen.severity = higher(seen.severity, severity);
            if (seen.state === void 0 && state !== void 0)
              seen.state = state;
          } else {
            vulnerabilities.set(id2, { id: id2, severity, ...state !== void 0 && { state }, affects: [] });
            affected.set(id2, /* @__PURE__ */ new Set());
          }
          for (const entry of ownArray(item, "references")) {
            const other = isObject(entry) ? field(entry, "id") : void 0;
            if (other === void 0 || other === id2)
              continue;
            const known = references.get(id2);
            if (known === void 0)
              references.set(id2, [other]);
            else if (known.length < MAX_REFERENCES && !known.includes(other))
              known.push(other);
          }
          const affects = affected.get(id2);
          for (const entry of ownArray(item, "affects")) {
            const ref = isObject(entry) ? field(entry, "ref") : void 0;
            if (ref !== void 0)
              affects.add(purlOfRef.get(ref) ?? ref);
          }
        }
        for (const [id2, affects] of affected)
          vulnerabilities.get(id2).affects = [...affects];
        return vulnerabilities;
      }
      function nameFromPurl(purl) {
        return purl.slice(purl.lastIndexOf("/") + 1);
      }
      function naturalCompare(a, b) {
        let i = 0;
        let j = 0;
        while (i < a.length && j < b.length) {
          const ca = a.charCodeAt(i);
          const cb = b.charCodeAt(j);
          if (isDigit(ca) && isDigit(cb)) {
            let si = i;
            let sj = j;
            while (si < a.length - 1 && a.charCodeAt(si) === 48 && isDigit(a.charCodeAt(si + 1)))
              si++;
            while (sj < b.length - 1 && b.charCodeAt(sj) === 48 && isDigit(b.charCodeAt(sj + 1)))
              sj++;
            let ei = si;
            let ej = sj;
            while (ei < a.length && isDigit(a.charCodeAt(ei)))
              ei++;
            while (ej < b.length && isDigit(b.charCodeAt(ej)))
              ej++;
            if (ei - si !== ej - sj)
              return ei - si - (ej - sj);
            for (let k = 0; k < ei - si; k++) {
              const d2 = a.charCodeAt(si + k) - b.charCodeAt(sj + k);
              if (d2 !== 0)
                return d2;
            }
            i = ei;
            j = ej;
            continue;
          }
          const d = lower(ca) - lower(cb);
          if (d !== 0)
            return d;
          i++;
          j++;
        }
        return a.length - i - (b.length - j);
      }
      function isDigit(c) {
        return c >= 48 && c <= 57;
      }
      function lower(c) {
        return c >= 65 && c <= 90 ? c + 32 : c;
      }
      function byText(x, y) {
        return naturalCompare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
      }
      function sortedVersions(versions) {
        return versions.filter((v) => v !== "").sort(byText);
      }
      function byName(a, b) {
        const x = a.group !== void 0 ? `${a.group}/${a.name}` : a.name;
        const y = b.group !== void 0 ? `${b.group}/${b.name}` : b.name;
        return byText(x, y);
      }
      function bySeverity(a, b) {
        const rank = SEVERITY_RANK.get(a.severity) - SEVERITY_RANK.get(b.severity);
        if (rank !== 0)
          return rank;
        return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      }
      function listed(entry) {
        const order = entry.versions.map((_, i) => i);
        if (order.length > 1)
          order.sort((x, y) => byText(entry.versions[x], entry.versions[y]));
        return order.map((i) => {
          const version = entry.versions[i];
          const purl = entry.purls[i];
          return {
            name: entry.name,
            ...entry.group !== void 0 && { group: entry.group },
            ...purl !== "" && { purl },
            ...version !== "" && { version }
          };
        });
      }
      function diffSboms(base, head) {
        const added = [];
        const removed = [];
        const changed = [];
        for (const [key, now] of head.packages) {
          const before = base.packages.get(key);
          if (!before) {
            for (const component of listed(now))
              added.push(component);
            continue;
          }
          const same = before.versions.length === now.versions.length && now.versions.every((v) => hasVersion(before, v));
          if (same)
            continue;
          changed.push({
            name: now.name,
            ...now.group !== void 0 && { group: now.group },
            ...now.basePurl !== void 0 && { purl: now.basePurl },
            from: sortedVersions(before.versions),
            to: sortedVersions(now.versions)
          });
        }
        for (const [key, before] of base.packages) {
          if (!head.packages.has(key))
            for (const component of listed(before))
              removed.push(component);
        }
        const introduced = [...head.vulnerabilities.values()].filter((v) => !base.vulnerabilities.has(v.id));
        const resolved = [...base.vulnerabilities.values()].filter((v) => !head.vulnerabilities.has(v.id));
        return {
          components: {
            added: added.sort(byName),
            removed: removed.sort(byName),
            changed: changed.sort(byName)
          },
          vulnerabilities: {
            introduced: introduced.sort(bySeverity),
            resolved: resolved.sort(bySeverity)
          }
        };
      }
      var external_node_stream_ = __webpack_require__(57075);
      ;
      const MAX_SBOM_BYTES = 64 * 1024 * 1024;
      class SbomTooLargeError extends Error {
        name = "SbomTooLargeError";
        local = true;
      }
      const BOUND = `${(0, action_text.z3)(MAX_SBOM_BYTES)} (${(0, action_text.B4)(MAX_SBOM_BYTES)} bytes)`;
      function tooLarge(size) {
        return new SbomTooLargeError(`Report this to the platform's administrators, or export a smaller part: the SBOM the platform delivered ${size}, so nothing of it was kept, attached, uploaded or compared.`);
      }
      function boundedSbom(body) {
        let bytes = 0;
        const counter = new external_node_stream_.Transform({
          transform(chunk, _encoding, done) {
            bytes += chunk.byteLength;
            if (bytes > MAX_SBOM_BYTES) {
              const words = `is more than ${BOUND}, the most this action reads (the download stopped there)`;
              done(tooLarge(words));
            } else
              done(null, chunk);
          }
        });
        body.on("error", (error) => counter.destroy(error));
        return body.pipe(counter);
      }
      async function readSbomBytes(file) {
        const { size } = await (0, promises_.stat)(file);
        if (size > MAX_SBOM_BYTES) {
          const written = `${(0, action_text.z3)(size)} (${(0, action_text.B4)(size)} bytes)`;
          throw tooLarge(`is ${written}, more than the ${BOUND} this action reads`);
        }
        return (0, promises_.readFile)(file);
      }
      function readSbomText(text, expectedVersion) {
        const parsed = parseCycloneDx(text);
        return "problem" in parsed ? { notSbom: parsed.problem } : readBackOf(parsed.bom, expectedVersion);
      }
      function readBackOf(bom, expectedVersion) {
        const specVersion = bom.specVersion;
        const result = { componentCount: countComponents(bom.components), specVersion };
        if (specVersion !== expectedVersion) {
          result.problem = `Check that the platform supports CycloneDX ${expectedVersion}: the SBOM it produced is CycloneDX ${specVersion}, not the ${expectedVersion} asked for.`;
        }
        return result;
      }
      function parseCycloneDx(text) {
        let document;
        const byteOrderMark = text.charCodeAt(0) === 65279;
        try {
          document = JSON.parse(byteOrderMark ? text.slice(1) : text);
        } catch {
          return { problem: "it is not JSON" };
        }
        const bom = document;
        if (!bom || typeof bom !== "object" || Array.isArray(bom) || bom.bomFormat !== "CycloneDX") {
          return { problem: 'it is JSON, but has no "bomFormat": "CycloneDX"' };
        }
        if (typeof bom.specVersion !== "string" || !/^1\.[0-9]{1,2}$/.test(bom.specVersion)) {
          return { problem: "it has no CycloneDX specVersion" };
        }
        if (bom.components !== void 0 && !Array.isArray(bom.components)) {
          return { problem: "its components are not a list" };
        }
        return { bom, byteOrderMark };
      }
      function countComponents(components) {
        let count = 0;
        const pending = [components];
        while (pending.length > 0) {
          const list = pending.pop();
          if (!Array.isArray(list))
            continue;
          for (const component of list) {
            if (!component || typeof component !== "object")
              continue;
            count++;
            pending.push(component.components);
          }
        }
        return count;
      }
      ;
      const GITHUB_TIMEOUT_MS = 12e4;
      function checkComparisonPath(inputs2) {
        if (inputs2.wait && inputs2.compareWith.kind !== "none" && inputs2.sbomDiffFile !== void 0) {
          (0, files.$b)("sbom-diff-file", inputs2.sbomDiffFile);
        }
      }
      async function compareWithBase(inputs2, head, repositoryId, context) {
        const { compareWith } = inputs2;
        if (compareWith.kind === "none")
          return void 0;
        const target = gitHubReleaseTarget(inputs2, context.event);
        if ("skipped" in target) {
          const message = `The SBOM is not compared with an earlier release: ${target.skipped}.`;
          const forTag = (0, action_event.mh)(context.event) !== void 0;
          log.info(message);
          return { state: forTag ? "skipped" : "no-tag", message };
        }
        const session = await openSession(inputs2, target, context);
        const listed2 = await listBaseReleases(session);
        if ("state" in listed2)
          return listed2;
        const found = chooseComparedBase(inputs2, compareWith, session, listed2, target.tag);
        if ("state" in found)
          return found;
        const baseSbom = await downloadBaseSbom(session, found);
        if ("state" in baseSbom)
          return baseSbom;
        const diff = diffSboms(baseSbom, head);
        const base = comparedBase(found);
        const file = sbomDiffFilePath(inputs2, repositoryId);
        await (0, files.kv)(file, diffFileContent(diff, base, inputs2.ref));
        await setOutputs(diff, base, file);
        const headline = [vulnerabilityHeadline(diff), componentHeadline(diff)].filter(Boolean);
        log.info(`Since ${base.tag}: ${headline.length > 0 ? headline.join("; ") : "no changes"}. The comparison is in ${file}.`);
        if (inputs2.releaseNotes !== "append")
          return { state: "compared", base, diff, file };
        const notes = await appendToNotes(session, listed2.releases, target, diff, base);
        if (notes.state === "failed")
          (0, annotations.R8)("release notes not edited", notes.message);
        return { state: "compared", base, diff, file, notes };
      }
      function notCompared(message) {
        (0, annotations.R8)("SBOM not compared with the earlier release", message);
        return { state: "not-compared", message };
      }
      async function openSession(inputs2, target, context) {
        const cancel = context.signal;
        const octokit = await context.newGitHubClient({
          token: inputs2.githubToken,
          apiUrl: inputs2.githubApiUrl,
          // The base SBOM is the largest answer read; it has its own bound, checked as it arrives.
          maxResponseBytes: MAX_SBOM_BYTES,
          ...cancel && { signal: cancel },
          log: { debug: (message) => log.debug(message), warn: (message) => log.debug(message) }
        });
        const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
        const { owner, repo } = target;
        return {
          octokit,
          owner,
          repo,
          repoPath: `/repos/${owner}/${repo}`,
          signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
          describe: (what, error) => (0, errors.o7)(error, what).message,
          networkAdvice: (error) => (0, errors.d_)(error, inputs2.githubApiUrl)
        };
      }
      async function listBaseReleases(session) {
        const { listReleases } = await __webpack_require__.e(
          /* import() */
          879
        ).then(__webpack_require__.bind(__webpack_require__, 36879));
        const { octokit, owner, repo, signal } = session;
        try {
          const { releases, complete } = await listReleases(octokit, { owner, repo, signal });
          const searched = complete ? "" : ` among its newest ${(0, action_text.B4)(releases.length)} releases (GitHub lists no more here)`;
          return { releases, searched };
        } catch (error) {
          const todo = refused(error) ? "Give the job `permissions: contents: read` (or a github-token that may read releases)" : "Run the step again";
          const network = session.networkAdvice(error);
          return notCompared(`${network ? `${network} The SBOM was not compared with an earlier release` : `${todo} to compare the SBOM with an earlier release`}: ${session.describe(`GET ${session.repoPath}/releases`, error)}.`);
        }
      }
      function chooseComparedBase(inputs2, compareWith, session, listed2, tag) {
        const { owner, repo } = session;
        const assetNameFor = (name) => releaseAssetNameFor(inputs2, repo, name);
        const choice = chooseBase(listed2.releases, tag, compareWith, assetNameFor);
        switch (choice.kind) {
          case "base":
            return choice.base;
          case "none-earlier": {
            const message = `This is the first release with an SBOM to compare: ${owner}/${repo} has no earlier published release (not a draft or prerelease) with an SBOM asset${listed2.searched}.`;
            (0, annotations.lm)("no earlier release to compare with", message);
            return { state: "first-release", message };
          }
          case "no-release":
            return notCompared(`Set compare-with to the tag of a release (or to previous): ${owner}/${repo} has no release for tag ${choice.tag}${listed2.searched}.`);
          case "no-asset": {
            const name = choice.release.tag_name;
            return notCompared(`Attach the SBOM to release ${name} as ${assetNameFor(name)}, or set compare-with to another release: release ${name} has no asset of that name and not exactly one *.cdx.json asset.`);
          }
        }
      }
      function comparedBase({ release, asset }) {
        return {
          tag: release.tag_name,
          assetName: asset.name,
          assetUrl: asset.browser_download_url,
          releaseUrl: release.html_url
        };
      }
      async function downloadBaseSbom(session, { release, asset }) {
        log.info(`Comparing the SBOM with ${asset.name} (${(0, action_text.z3)(asset.size)}) of release ${release.tag_name}.`);
        const tooLarge2 = `Set compare-with to another release, or none: the SBOM ${asset.name} of release ${release.tag_name} is larger than ${(0, action_text.z3)(MAX_SBOM_BYTES)}, the most this action reads.`;
        if (asset.size > MAX_SBOM_BYTES)
          return notCompared(tooLarge2);
        const { AssetTooLargeError, downloadReleaseAsset } = await __webpack_require__.e(
          /* import() */
          628
        ).then(__webpack_require__.bind(__webpack_require__, 81628));
        let bytes;
        try {
          bytes = await downloadReleaseAsset(session.octokit, {
            owner: session.owner,
            repo: session.repo,
            assetId: asset.id,
            maxBytes: MAX_SBOM_BYTES,
            signal: session.signal
          });
        } catch (error) {
          const transfer = (0, errors.o7)(error, "download").transfer;
          if (error instanceof AssetTooLargeError || transfer === "ETOOLARGE") {
            return notCompared(tooLarge2);
          }
          const network = session.networkAdvice(error);
          return notCompared(`${network ? `${network} Or set compare-with: none` : "Run the step again, or set compare-with: none"}: the SBOM ${asset.name} of release ${release.tag_name} could not be downloaded: ${session.describe(`GET ${session.repoPath}/releases/assets/${asset.id}`, error)}.`);
        }
        const indexed = indexText(bytes.toString("utf8"));
        bytes = void 0;
        if ("problem" in indexed) {
          return notCompared(`Replace ${asset.name} on release ${release.tag_name} with that release's CycloneDX JSON SBOM, or set compare-with to another release: ${indexed.problem}.`);
        }
        return indexed.index;
      }
      function indexText(text) {
        const parsed = parseCycloneDx(text);
        return "problem" in parsed ? parsed : { index: indexSbom(parsed.bom) };
      }
      async function setOutputs(diff, base, file) {
        const { components, vulnerabilities } = diff;
        await (0, outputs.u)("sbom-diff-base", base.tag, "txt");
        await (0, outputs.u)("components-added", String(components.added.length), "txt");
        await (0, outputs.u)("components-removed", String(components.removed.length), "txt");
        await (0, outputs.u)("components-changed", String(components.changed.length), "txt");
        await (0, outputs.u)("vulnerabilities-introduced", String(vulnerabilities.introduced.length), "txt");
        await (0, outputs.u)("vulnerabilities-resolved", String(vulnerabilities.resolved.length), "txt");
        await (0, outputs.u)("sbom-diff-file", file, "txt");
      }
      function* diffFileContent(diff, base, ref) {
        const list = function* (items, indent) {
          if (items.length === 0) {
            yield "[]";
            return;
          }
          yield "[";
          for (let i = 0; i < items.length; i++) {
            yield `
${indent}  ${JSON.stringify(items[i])}${i < items.length - 1 ? "," : ""}`;
          }
          yield `
${indent}]`;
        };
        yield `{
  "base": ${JSON.stringify({ tag: base.tag, asset: base.assetName })},
`;
        yield `  "head": ${JSON.stringify({ ref })},
`;
        yield '  "components": {\n    "added": ';
        yield* list(diff.components.added, "    ");
        yield ',\n    "removed": ';
        yield* list(diff.components.removed, "    ");
        yield ',\n    "changed": ';
        yield* list(diff.components.changed, "    ");
        yield '\n  },\n  "vulnerabilities": {\n    "introduced": ';
        yield* list(diff.vulnerabilities.introduced, "    ");
        yield ',\n    "resolved": ';
        yield* list(diff.vulnerabilities.resolved, "    ");
        yield "\n  }\n}\n";
      }
      async function appendToNotes(at, releases, target, diff, base) {
        const own = releases.find((r) => r.tag_name === target.tag);
        const releaseId = target.releaseId ?? own?.id;
        if (releaseId === void 0) {
          return {
            state: "failed",
            message: `Create a release for tag ${target.tag} (a draft will do) before this step to have the changes written into its notes: ${at.owner}/${at.repo} has no release for that tag.`
          };
        }
        const { editReleaseNotes } = await __webpack_require__.e(
          /* import() */
          606
        ).then(__webpack_require__.bind(__webpack_require__, 87606));
        try {
          await editReleaseNotes(at.octokit, { owner: at.owner, repo: at.repo, releaseId, signal: at.signal }, (notes) => {
            for (const maxRows of [50, 10, 0]) {
              const spliced = spliceNotes(notes, renderChanges(diff, base, { target: "notes", maxRows }));
              if (spliced.length <= MAX_NOTES_LENGTH || maxRows === 0)
                return spliced;
            }
            return notes;
          });
          log.info(`Wrote the changes since ${base.tag} into the release notes of ${target.tag}.`);
          return { state: "written", url: own?.html_url ?? "" };
        } catch (error) {
          const todo = refused(error) ? "Give the job `permissions: contents: write` (or a github-token that may edit releases)" : "Run the step again";
          const network = at.networkAdvice(error);
          return {
            state: "failed",
            message: `${network ? `${network} The changes were not written into the release notes of ${target.tag}` : `${todo} to have the changes written into the release notes of ${target.tag}`}: ${at.describe(`GET/PATCH ${at.repoPath}/releases/${releaseId}`, error)}.`
          };
        }
      }
      function refused(error) {
        const { status } = (0, errors.o7)(error, "");
        return status === 401 || status === 403;
      }
      ;
      const COMPLETED = "SBOM_EXPORT_STATUS_COMPLETED";
      const FAILED = "SBOM_EXPORT_STATUS_FAILED";
      function statusWord(status) {
        return status.replace(/^SBOM_EXPORT_STATUS_/, "").replace(/_/g, " ").toLowerCase();
      }
      async function downloadExport(inputs2, job, sbomFile, context) {
        const wait = { polls: 0 };
        try {
          const deadline = context.clock.now() + inputs2.waitTimeoutSeconds * 1e3;
          const final = await waitLogged(job, context, wait, deadline);
          await (0, outputs.u)("sbom-status", final.status, "txt");
          if (final.status === FAILED)
            wait.errorMessage = final.errorMessage && (0, action_text.xv)(final.errorMessage, 2e3);
          const downloadUrl = downloadUrlOf(final, inputs2, job);
          const left = deadline - context.clock.now();
          if (left <= 0) {
            throw new Error(`Raise wait-timeout: the SBOM export job ${job.taskToken} completed, but wait-timeout (${inputs2.waitTimeoutSeconds} s) ran out before the download.`);
          }
          const bytes = await context.client.downloadSbom(downloadUrl, (body) => (0, files.kv)(sbomFile, boundedSbom(body)), left);
          return { ...wait, state: "downloaded", status: final.status, bytes };
        } catch (failure) {
          return { ...wait, state: "failed", failure };
        }
      }
      async function waitLogged(job, context, wait, deadline) {
        const started = context.clock.now();
        const final = await log.group(`Waiting for SBOM export job ${job.taskToken}`, () => waitForExport(context.client, context, job, wait, deadline));
        const waited = Math.round((context.clock.now() - started) / 1e3);
        log.info(`SBOM export job ${job.taskToken}: ${statusWord(final.status)} after ${(0, action_text.LS)(wait.polls, "poll")} (${(0, action_text.B4)(waited)} s).`);
        return final;
      }
      function downloadUrlOf(final, inputs2, job) {
        if (final.status === FAILED) {
          throw new Error(`Check the repository and ref on the platform, then run the step again: the SBOM export job ${(0, action_text.xv)(job.taskToken, 100)} failed there: ${final.errorMessage ? (0, action_text.xv)(final.errorMessage) : "no reason given"}.`);
        }
        if (final.status !== COMPLETED) {
          throw new Error(`Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ${job.taskToken} did not finish within wait-timeout (${inputs2.waitTimeoutSeconds} s); last status ${statusWord(final.status)}.`);
        }
        if (!final.downloadUrl) {
          throw new Error(`Run the step again: the SBOM export job ${job.taskToken} completed but gave no downloadUrl.`);
        }
        return final.downloadUrl;
      }
      const POLL_SCHEDULE = { firstMs: 1e3, factor: 1.5, maxMs: 3e4, minRequestMs: 1e4 };
      async function waitForExport(client, context, job, wait, deadline) {
        const { clock } = context;
        let delay = POLL_SCHEDULE.firstMs;
        for (; ; ) {
          if (context.signal?.aborted)
            throw new Error("Cancelled while waiting for the SBOM export job.");
          const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now());
          const status = await client.getSbomExportStatus(job.taskToken, left);
          wait.polls++;
          wait.status = status.status;
          log.info(`Poll ${wait.polls}: ${statusWord(status.status)}`);
          if (status.status === COMPLETED || status.status === FAILED)
            return status;
          if (clock.now() >= deadline)
            return status;
          await clock.sleep(Math.min(delay, deadline - clock.now()));
          delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor);
        }
      }
      ;
      const GATE_NAMED = 20;
      const GATE_AFFECTS = 2;
      const GATE_VALUE = 80;
      const NOT_COUNTED_STATES = [
        "not_affected",
        "false_positive",
        "resolved",
        "resolved_with_pedigree"
      ];
      const RANK = new Map(SEVERITIES.map((s, i) => [s, i]));
      const RULED_OUT = new Set(NOT_COUNTED_STATES);
      function meetsThreshold(severity, threshold) {
        return RANK.get(severity) <= RANK.get(threshold);
      }
      function applyGate(introduced, rules) {
        const { threshold, head } = rules;
        const allowed = new Map((rules.allowed ?? []).map((a) => [a.id.toLowerCase(), a]));
        const allowedOf = (v) => {
          for (const id2 of [v.id, ...head.references.get(v.id) ?? []]) {
            const entry = allowed.get(id2.toLowerCase());
            if (entry !== void 0)
              return entry;
          }
          return void 0;
        };
        const failing = [];
        const notCounted = [];
        for (const v of introduced) {
          const state = v.state !== void 0 && RULED_OUT.has(v.state.toLowerCase()) ? v.state : void 0;
          const entry = allowedOf(v);
          if (state !== void 0 || entry !== void 0) {
            notCounted.push({
              vulnerability: v,
              ...state !== void 0 && { state },
              ...entry !== void 0 && { allowed: entry }
            });
          } else if (meetsThreshold(v.severity, threshold))
            failing.push(v);
        }
        return {
          threshold,
          basis: rules.basis,
          failing,
          considered: introduced.length,
          notCounted,
          unheldAllowed: unheld(rules.allowed ?? [], head),
          release: { kind: "none" }
        };
      }
      function unheld(allowed, head) {
        if (allowed.length === 0)
          return [];
        const held = /* @__PURE__ */ new Set();
        for (const id2 of head.vulnerabilities.keys())
          held.add(id2.toLowerCase());
        for (const ids3 of head.references.values())
          for (const id2 of ids3)
            held.add(id2.toLowerCase());
        return allowed.filter((a) => !held.has(a.id.toLowerCase()));
      }
      function gateBasis(compareWith, comparison) {
        if (compareWith.kind === "none")
          return { kind: "all", why: "compare-none" };
        switch (comparison?.state) {
          case "compared":
            return { kind: "base", tag: comparison.base.tag };
          case "first-release":
            return { kind: "all", why: "first-release" };
          case "no-tag":
            return { kind: "all", why: "no-tag" };
          case "not-compared":
          case "skipped":
            return { unreadable: comparison.message };
          case void 0:
            return { unreadable: "The SBOM was not compared with an earlier release." };
        }
      }
      function basisWords(basis) {
        if (basis.kind === "base")
          return `since ${basis.tag}`;
        switch (basis.why) {
          case "first-release":
            return "with no earlier release to compare with, so every vulnerability counts";
          case "no-tag":
            return "in a run for no tag (nothing compared), so every vulnerability counts";
          case "compare-none":
            return "with compare-with: none, so every vulnerability counts";
        }
      }
      function plainValue(value) {
        return (0, action_text.xv)(value.replace(/`/g, "'"), GATE_VALUE);
      }
      function named(v) {
        const affects = v.affects.length > 0 ? `: ${(0, action_text.pg)(v.affects.map((purl) => plainValue(shortPurl(purl))), GATE_AFFECTS)}` : "";
        return `${plainValue(v.id)} (${v.severity}${affects})`;
      }
      const DRAFT_RECIPE = 'the draft recipe under "Immutable releases" in docs/sbom-export.md';
      function gateError(outcome, file) {
        const { failing, threshold, release } = outcome;
        const listed2 = failing.slice(0, GATE_NAMED).map(named).join("; ");
        const rest = failing.length - Math.min(failing.length, GATE_NAMED);
        const where = file !== void 0 ? "the job summary and sbom-diff-file" : "the job summary";
        const more2 = rest > 0 ? `; and ${(0, action_text.B4)(rest)} more, listed in ${where}` : "";
        const count = `${(0, action_text.LS)(failing.length, "vulnerability", "vulnerabilities")} at ${threshold} or above ${basisWords(outcome.basis)}`;
        const accept = "allow-vulnerabilities, with the reason";
        const most = `Most severe first: ${listed2}${more2}.`;
        switch (release.kind) {
          case "draft":
            return `Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise fail-on-severity, then run the workflow again: the SBOM introduces ${count}; the draft release ${release.tag} is held back (the SBOM was still attached, uploaded and compared where asked). ${most}`;
          case "published":
            return `Fix the vulnerabilities at ${threshold} or above in a new release, and create releases as drafts that this step checks before they are published (${DRAFT_RECIPE}): the SBOM introduces ${count}, and release ${release.tag} is already published with them (the gate can hold back only a draft). Or accept them (${accept}) or raise fail-on-severity. ${most}`;
          case "none":
            return `Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise fail-on-severity: the SBOM introduces ${count}; the step failed on them. ${most}`;
        }
      }
      function gateVerdict(outcome, attached) {
        const { release, failing, threshold } = outcome;
        const count = `${(0, action_text.LS)(failing.length, "vulnerability", "vulnerabilities")} at ${threshold} or above`;
        switch (release.kind) {
          case "draft":
            return `The gate held the draft release ${(0, markdown.aY)(release.tag)} back${attached ? " (the SBOM is attached to it)" : ""}.`;
          case "published":
            return `Release ${(0, markdown.aY)(release.tag)} is published with ${count} the gate does not allow; it ran after the release was out.`;
          case "none":
            return `The gate failed the step on ${count}.`;
        }
      }
      function notCountedBecause(entries) {
        const why = new Map(entries.map((entry) => [entry.vulnerability, entry]));
        return (v) => {
          const entry = why.get(v);
          const reasons = [];
          if (entry.state !== void 0)
            reasons.push(`analysis: ${(0, markdown.aY)((0, action_text.xv)(entry.state, 40))}`);
          if (entry.allowed !== void 0) {
            const { id: id2, reason } = entry.allowed;
            const named2 = id2.toLowerCase() === v.id.toLowerCase() ? "" : ` as ${(0, markdown.aY)(id2)}`;
            reasons.push(`allowed${named2}${reason !== void 0 ? `: ${(0, markdown.Qq)(reason)}` : ""}`);
          }
          return reasons.join("; ");
        };
      }
      function renderGate(outcome) {
        if (outcome === void 0)
          return "";
        const { failing, threshold, notCounted, unheldAllowed } = outcome;
        const heading = `### Gate: ${(0, markdown.aY)(`fail-on-severity: ${threshold}`)}`;
        const basis = (0, markdown.Qq)(basisWords(outcome.basis));
        const parts = [heading];
        if (failing.length === 0) {
          const looked = (0, action_text.LS)(outcome.considered, "vulnerability", "vulnerabilities");
          parts.push(`Passed: no vulnerability at ${threshold} or above ${basis} (${looked} looked at).`);
        } else {
          const count = (0, action_text.LS)(failing.length, "vulnerability", "vulnerabilities");
          const lead = outcome.release.kind === "draft" ? "Held the draft release back" : outcome.release.kind === "published" ? "Published with" : "Failed the step on";
          parts.push(`**${lead}:** ${count} at ${threshold} or above ${basis}, most severe first:`, vulnerabilityTable(failing.slice(0, MAX_ROWS)));
          if (failing.length > MAX_ROWS)
            parts.push(`\u2026and ${(0, action_text.B4)(failing.length - MAX_ROWS)} more.`);
        }
        if (notCounted.length > 0) {
          const count = (0, action_text.LS)(notCounted.length, "vulnerability", "vulnerabilities");
          parts.push(`**Not counted:** ${count} the SBOM's analysis rules out or ${(0, markdown.aY)("allow-vulnerabilities")} names, most severe first:`, vulnerabilityTable(notCounted.slice(0, MAX_ROWS).map((entry) => entry.vulnerability), notCountedBecause(notCounted)));
          if (notCounted.length > MAX_ROWS) {
            parts.push(`\u2026and ${(0, action_text.B4)(notCounted.length - MAX_ROWS)} more.`);
          }
        }
        if (unheldAllowed.length > 0) {
          parts.push(`**Allowed, and no longer in the SBOM** (remove them from ${(0, markdown.aY)("allow-vulnerabilities")}): ` + (0, action_text.pg)(unheldAllowed.map((a) => (0, markdown.aY)(a.id)), MAX_ROWS) + ".");
        }
        return parts.join("\n\n");
      }
      var project_pages = __webpack_require__(47039);
      ;
      class ProjectNotFoundError extends Error {
        name = "ProjectNotFoundError";
      }
      async function findProject(client, deploymentSlug, repository) {
        let search;
        try {
          search = await (0, project_pages.JL)(client, deploymentSlug, repository, () => log.info(`No project is named exactly ${repository}; searching the project list.`));
        } catch (error) {
          if (!(error instanceof project_pages.B_))
            throw error;
          throw new Error(`The project list of deployment ${(0, action_text.TN)(deploymentSlug)} repeated its projects on page ${error.page}; stopped searching for ${repository}. Set \`repository-id\` to the repository's numeric ID.`);
        }
        if (search.project)
          return search.project;
        throw new ProjectNotFoundError(`Set \`repository\` to the name the platform scanned the repository under, or \`repository-id\` to its numeric ID: no project of deployment ${(0, action_text.TN)(deploymentSlug)} is named ${repository} (searched ${(0, action_text.LS)(search.searched, "project")}). The platform knows a repository once it has been scanned, by the name it was scanned under.`);
      }
      ;
      async function attachToRelease(inputs2, sbom, context) {
        if (inputs2.releaseAsset === "false")
          return { state: "skipped", reason: "release-asset is false" };
        const found = gitHubReleaseTarget(inputs2, context.event);
        if ("skipped" in found)
          return skipped(inputs2, found.skipped);
        const { attachReleaseAsset, ReleaseAssetError } = await __webpack_require__.e(
          /* import() */
          425
        ).then(__webpack_require__.bind(__webpack_require__, 23425));
        try {
          const asset = await attachReleaseAsset(attachRequest(inputs2, found, sbom, context));
          await (0, outputs.u)("release-asset-url", asset.downloadUrl, "txt");
          log.info(`${asset.replaced ? "Replaced" : "Attached"} release asset ${asset.name} on ${found.tag}: ${asset.downloadUrl}`);
          return { state: "attached", tag: found.tag, asset };
        } catch (error) {
          if (!(error instanceof ReleaseAssetError))
            throw error;
          const { message, kind } = error;
          if (inputs2.releaseAsset === "true") {
            return { state: "failed", tag: found.tag, message, failure: error };
          }
          if (kind === "no-release") {
            (0, annotations.lm)("no release for the tag", message);
            return { state: "not-attached", tag: found.tag, message, kind };
          }
          (0, annotations.R8)(kind === "immutable" ? "the release is immutable" : "SBOM not attached to the release", message);
          return { state: "not-attached", tag: found.tag, message, kind, warning: message };
        }
      }
      function skipped(inputs2, reason) {
        if (inputs2.releaseAsset === "true") {
          const failure = new Error(`Run this step on a tag push or a release event (or set release-asset: auto): release-asset is true, but nothing can be attached because ${reason}.`);
          return { state: "skipped", reason, failure };
        }
        log.info(`The SBOM is not attached to a release: ${reason}.`);
        return { state: "skipped", reason };
      }
      function attachRequest(inputs2, target, sbom, context) {
        const { owner, repo, tag, releaseId } = target;
        return {
          token: inputs2.githubToken,
          apiUrl: inputs2.githubApiUrl,
          owner,
          repo,
          tag,
          ...releaseId !== void 0 && { releaseId },
          assetName: releaseAssetNameFor(inputs2, repo, tag),
          file: sbom.file,
          data: sbom.data,
          ...context.signal && { signal: context.signal },
          newClient: context.newGitHubClient,
          log: { debug: (message) => log.debug(message), warn: (message) => log.debug(message) }
        };
      }
      function gateRelease(release) {
        if (release?.state === "attached") {
          const { tag } = release;
          return release.asset.draft ? { kind: "draft", tag } : { kind: "published", tag };
        }
        if (release?.state === "not-attached" && release.kind === "immutable") {
          return { kind: "published", tag: release.tag };
        }
        return { kind: "none" };
      }
      var summary = __webpack_require__(38770);
      ;
      function warningsOf(results) {
        const { scan, read, attestation, release, comparison } = results;
        const warnings = [
          scan?.warning,
          read?.readBack.problem,
          attestation?.warning,
          release?.state === "not-attached" ? release.warning : void 0,
          comparison?.state === "not-compared" ? comparison.message : void 0,
          comparison?.state === "compared" && comparison.notes?.state === "failed" ? comparison.notes.message : void 0
        ];
        return warnings.filter((warning) => warning !== void 0);
      }
      function renderSbomExportSummary(results, failure, cancelled = false) {
        const sections = [(0, summary.Qu)(failure, cancelled), (0, summary.LZ)(warningsOf(results))];
        if (!failure && results.job?.taskToken && !results.download?.status) {
          sections.push("The job runs on the platform; set `wait: true` to download the SBOM in this step and attach it to the release.");
        }
        sections.push(attestationLine(results.attestation, results.scan?.outcome));
        sections.push(renderGate(results.gate));
        sections.push(renderComparison(results.comparison));
        sections.push((0, markdown.tp)(["Item", "Value"], detailRows(results)));
        return (0, summary.Br)(verdict(results, failure, cancelled), sections);
      }
      function repositoryLabel(results) {
        const name = results.inputs.repository;
        if (name !== void 0)
          return (0, markdown.aY)(name);
        const id2 = results.inputs.repositoryId ?? results.repositoryId;
        return `ID ${(0, markdown.aY)(id2 ?? "")}`;
      }
      function verdict(results, failure, cancelled) {
        const subject = `repository ${repositoryLabel(results)} at ${(0, markdown.aY)(results.inputs.ref)}`;
        if (failure && cancelled)
          return (0, summary.F0)(whatCancellingLeft(results, subject));
        if (failure)
          return (0, summary.b9)(whatFailed(results), failure);
        const sentence = results.read === void 0 ? `Created the SBOM export job for ${subject}; it runs on the platform` : `Exported the SBOM of ${subject}: ${exportFacts(results).join(", ")}${comparedWords(results)}`;
        const warnings = warningsOf(results);
        if (warnings.length === 0)
          return { outcome: "done", sentence: `${sentence}.` };
        const problems = warnedProblems(results);
        const but = problems.length > 0 ? problems.join(" and ") : (0, action_text.LS)(warnings, "warning");
        const see = warnings.length === 1 ? "the warning" : "the warnings";
        return { outcome: "warning", sentence: `${sentence}, but ${but} (see ${see} below).` };
      }
      function whatCancellingLeft(results, subject) {
        if (results.job === void 0)
          return "No SBOM export job was created.";
        if (results.read === void 0) {
          return `The SBOM export job for ${subject} keeps running on the platform (task token ${(0, markdown.aY)(results.job.taskToken)}, also the <code>task-token</code> output); this step stopped before downloading its SBOM.`;
        }
        return `The SBOM of ${subject} was downloaded (${sbomFacts(results)}), but not every step after that finished (below).`;
      }
      function whatFailed(results) {
        const { gate, release } = results;
        if (gate !== void 0 && gate.failing.length > 0) {
          return gateVerdict(gate, release?.state === "attached");
        }
        if (release?.state === "failed") {
          return "The SBOM was exported, but attaching it to the release failed.";
        }
        if (results.job === void 0)
          return "No SBOM export job was created.";
        if (results.read === void 0 && results.download?.status !== void 0) {
          return "The SBOM export did not deliver an SBOM.";
        }
        return "The SBOM export failed.";
      }
      function exportFacts(results) {
        const facts = [sbomFacts(results)];
        const { release, artifact } = results;
        if (release?.state === "attached")
          facts.push(`attached to release ${(0, markdown.aY)(release.tag)}`);
        if (artifact)
          facts.push(`uploaded as artifact ${(0, markdown.aY)(artifact.name)}`);
        if (release?.state === "not-attached" && release.warning === void 0) {
          facts.push(`not attached: ${(0, markdown.aY)(release.tag)} has no release`);
        }
        return facts;
      }
      function comparedWords(results) {
        const comparison = results.comparison;
        if (comparison?.state !== "compared")
          return "";
        return `; ${verdictHeadline(comparison.diff, comparison.base.tag)}`;
      }
      function warnedProblems(results) {
        const problems = [];
        const { release, read, comparison, scan, attestation } = results;
        if (scan?.outcome.state === "other") {
          problems.push("the SBOM describes another commit than the released one");
        }
        if (scan?.outcome.state === "none")
          problems.push("no full scan says which commit the SBOM describes");
        if (release?.state === "not-attached" && release.warning !== void 0) {
          problems.push(`it is not attached to release ${(0, markdown.aY)(release.tag)}`);
        }
        if (read?.readBack.problem !== void 0) {
          const asked = describeRequest(results.inputs).cyclonedxVersion;
          problems.push(`it is CycloneDX ${(0, markdown.Qq)(read.readBack.specVersion)}, not the ${(0, markdown.Qq)(asked)} asked for`);
        }
        if (attestation !== void 0 && !attestation.attestable)
          problems.push("it cannot be attested");
        if (comparison?.state === "not-compared") {
          problems.push("it was not compared with an earlier release");
        }
        if (comparison?.state === "compared" && comparison.notes?.state === "failed") {
          problems.push("the release notes were not edited");
        }
        return problems;
      }
      function sbomFacts(results) {
        const facts = [];
        const read = results.read?.readBack;
        if (read?.componentCount !== void 0)
          facts.push((0, action_text.LS)(read.componentCount, "component"));
        if (read?.specVersion !== void 0)
          facts.push(`CycloneDX ${(0, markdown.Qq)(read.specVersion)}`);
        const download = results.download;
        if (download?.state === "downloaded")
          facts.push((0, action_text.z3)(download.bytes));
        return facts.join(", ");
      }
      function detailRows(results) {
        return [...producedRows(results), ...jobRows(results), ...requestRows(results)];
      }
      function producedRows(results) {
        const { artifact, read } = results;
        const rows = [];
        const release = releaseCell(results.release);
        if (release)
          rows.push(["Release asset", release]);
        if (artifact) {
          rows.push([
            "Artifact",
            `${(0, markdown.nf)(artifact.name, artifact.url)} (${(0, action_text.z3)(artifact.size)} zip)`
          ]);
        }
        if (read !== void 0) {
          rows.push(["SBOM", sbomFacts(results) || "\u2014"]);
          const kept = artifact ? "kept as the artifact above" : results.release?.state === "attached" ? "kept on the release above" : "set <code>artifact-name</code> to keep it";
          rows.push(["File on the runner", `${(0, markdown.aY)(read.file)} (deleted when the job ends; ${kept})`]);
        }
        return rows;
      }
      function jobRows({ job, download, scan }) {
        const token = job?.taskToken ? (0, markdown.aY)(job.taskToken) : "\u2014 (not created)";
        const status = download?.status ? ` \xB7 ${(0, markdown.Qq)(statusWord(download.status))} after ${(0, action_text.LS)(download.polls, "poll")}` : "";
        const rows = [["Export job", `${token}${status}`]];
        const scanned = scanCell(scan?.outcome);
        if (scanned)
          rows.push(["Scan it describes", scanned]);
        if (download?.errorMessage)
          rows.push(["Platform error", (0, markdown.Qq)(download.errorMessage)]);
        return rows;
      }
      function requestRows({ inputs: inputs2, repositoryId }) {
        const shown = describeRequest(inputs2);
        const rows = [];
        if (inputs2.repository !== void 0)
          rows.push(["Repository", (0, markdown.aY)(inputs2.repository)]);
        const id2 = inputs2.repositoryId ?? repositoryId;
        rows.push(["Repository ID", id2 === void 0 ? "\u2014 (not found)" : (0, markdown.aY)(id2)], ["Ref", (0, markdown.aY)(inputs2.ref)], [
          "Requested format",
          `${(0, markdown.aY)(`sbom-output-format: ${shown.format}`)}, ${(0, markdown.aY)(`cyclonedx-version: ${shown.cyclonedxVersion}`)}`
        ], ["Component type", (0, markdown.Qq)(shown.componentType)]);
        const supplier = inputs2.metadataSupplier;
        if (supplier?.name || supplier?.url) {
          const name = supplier.name ?? supplier.url ?? "";
          rows.push(["Supplier", supplier.url ? (0, markdown.nf)(name, supplier.url) : (0, markdown.Qq)(name)]);
        }
        return rows;
      }
      function releaseCell(release) {
        switch (release?.state) {
          case void 0:
            return void 0;
          case "attached": {
            const a = release.asset;
            const replaced = a.replaced ? ", replacing the one of an earlier run" : "";
            return `${(0, markdown.nf)(a.name, a.downloadUrl)} on release ${(0, markdown.nf)(release.tag, a.releaseUrl)} (${(0, action_text.z3)(a.size)}${replaced})`;
          }
          case "skipped":
            return `not attached: ${(0, markdown.Qq)(release.reason)}`;
          case "failed":
            return `not attached to ${(0, markdown.aY)(release.tag)} (see above)`;
          case "not-attached":
            return release.warning !== void 0 ? `not attached to ${(0, markdown.aY)(release.tag)} (see above)` : `not attached to ${(0, markdown.aY)(release.tag)}: ${(0, markdown.CS)(release.message)}`;
        }
      }
      ;
      async function runSbomExport(inputs2, context) {
        let repositoryId;
        let scan;
        let job;
        let download;
        let read;
        let attestation;
        let artifact;
        let release;
        let comparison;
        let gate;
        context.summary.show((failure, cancelled) => renderSbomExportSummary({
          inputs: inputs2,
          repositoryId,
          scan,
          job,
          download,
          read,
          attestation,
          artifact,
          release,
          comparison,
          gate
        }, failure, cancelled));
        if (inputs2.wait)
          (0, files.$b)("sbom-file", inputs2.sbomFile ?? sbomFilePath(inputs2, 0n));
        checkComparisonPath(inputs2);
        repositoryId = await repositoryIdOf(inputs2, context);
        scan = await checkScanCommit(inputs2, repositoryId, context);
        if (scan?.failure)
          throw scan.failure;
        job = await createJob(inputs2, repositoryId, context);
        if (!inputs2.wait)
          return;
        const sbomFile = sbomFilePath(inputs2, repositoryId);
        download = await downloadExport(inputs2, job, sbomFile, context);
        if (download.state === "failed")
          throw download.failure;
        const bytes = await readSbomBytes(sbomFile).catch(async (error) => {
          await (0, promises_.rm)(sbomFile, { force: true });
          throw error;
        });
        const sbom = await readOnce(inputs2, sbomFile, bytes, download.bytes);
        read = sbom.read;
        attestation = sbom.attestation;
        if (inputs2.artifactName !== void 0) {
          artifact = await uploadAsArtifact(inputs2.artifactName, sbomFile);
        }
        release = await attachToRelease(inputs2, { file: sbomFile, data: bytes }, context);
        if ("failure" in release && release.failure)
          throw release.failure;
        comparison = await compareWithBase(inputs2, sbom.index, repositoryId, context);
        if (inputs2.failOnSeverity === void 0)
          return;
        gate = checkGate(inputs2.failOnSeverity, inputs2, sbom.index, comparison, gateRelease(release));
        if (gate.failing.length > 0) {
          throw new Error(gateError(gate, comparison?.state === "compared" ? comparison.file : void 0));
        }
      }
      async function repositoryIdOf(inputs2, context) {
        const id2 = inputs2.repositoryId ?? await projectIdOf(inputs2.repository, context);
        await (0, outputs.u)("repository-id", id2.toString(), "txt");
        return id2;
      }
      async function projectIdOf(name, context) {
        const project = await findProject(context.client, await context.deployment.slug(), name);
        log.info(`Repository ${name} is project ${(0, action_text.TN)(project.name)} with ID ${project.id}.`);
        return project.id;
      }
      async function createJob(inputs2, repositoryId, context) {
        const taskToken = await context.client.createSbomExport({ ...inputs2, repositoryId });
        await (0, outputs.u)("task-token", taskToken, "txt");
        log.info(`Created the SBOM export job for repository ${inputs2.repository ?? `ID ${repositoryId}`} at ${inputs2.ref}: task token ${taskToken}`);
        return { taskToken };
      }
      async function readOnce(inputs2, sbomFile, bytes, size) {
        const { document, read } = await readBack(inputs2, sbomFile, bytes);
        await (0, outputs.u)("sbom-file", sbomFile, "txt");
        log.info(`Wrote the SBOM (${(0, action_text.z3)(size)}) to ${sbomFile}`);
        const attestation = await reportAttestation(bytes, document);
        return { read, attestation, index: indexSbom(document.bom) };
      }
      async function readBack(inputs2, sbomFile, bytes) {
        const expected = describeRequest(inputs2).cyclonedxVersion;
        const parsed = parseCycloneDx(bytes.toString("utf8"));
        if ("problem" in parsed) {
          await (0, promises_.rm)(sbomFile, { force: true });
          throw new Error(`Report this to the platform's administrators: the file its download URL gave is not a CycloneDX SBOM (${parsed.problem}), so it was deleted, and not attached to a release, uploaded as an artifact or compared.`);
        }
        const readBack2 = readBackOf(parsed.bom, expected);
        const { componentCount, specVersion, problem } = readBack2;
        if (componentCount !== void 0) {
          await (0, outputs.u)("component-count", String(componentCount), "txt");
          log.info(`The SBOM is CycloneDX ${specVersion ?? "(no specVersion)"} with ${(0, action_text.LS)(componentCount, "component")}.`);
        }
        if (problem !== void 0)
          (0, annotations.R8)("SBOM is not as requested", problem);
        return { document: parsed, read: { file: sbomFile, readBack: readBack2 } };
      }
      async function reportAttestation(bytes, document) {
        const attestation = attestationOf(bytes, document);
        await (0, outputs.u)("sbom-sha256", attestation.sha256, "txt");
        if (attestation.serialNumber !== void 0) {
          await (0, outputs.u)("sbom-serial-number", attestation.serialNumber, "txt");
        }
        await (0, outputs.u)("attestable", String(attestation.attestable), "txt");
        if (attestation.attestable) {
          log.info(`The SBOM is ${attestation.sha256}; actions/attest can take it as its sbom-path.`);
          return attestation;
        }
        const warning = `Use the SBOM as it is, without actions/attest's sbom-path, or ask the platform's administrators for SBOMs that actions/attest accepts: the SBOM (${attestation.sha256}) cannot be attested, because ${attestation.reason}. It was left as the platform wrote it.`;
        (0, annotations.R8)("SBOM cannot be attested", warning);
        return { ...attestation, warning };
      }
      async function uploadAsArtifact(name, sbomFile) {
        const { uploadStepArtifact } = await __webpack_require__.e(
          /* import() */
          616
        ).then(__webpack_require__.bind(__webpack_require__, 4616));
        return uploadStepArtifact("the SBOM", name, sbomFile);
      }
      function checkGate(threshold, inputs2, head, comparison, release) {
        const basis = gateBasis(inputs2.compareWith, comparison);
        if ("unreadable" in basis) {
          throw new Error(`Fix the comparison with the earlier release, or remove fail-on-severity: the gate (fail-on-severity: ${threshold}) cannot tell which vulnerabilities this SBOM introduced. ` + (0, action_text.TN)(basis.unreadable));
        }
        const introduced = comparison?.state === "compared" ? comparison.diff.vulnerabilities.introduced : [...head.vulnerabilities.values()].sort(bySeverity);
        const outcome = {
          ...applyGate(introduced, {
            threshold,
            basis,
            head,
            ...inputs2.allowVulnerabilities && { allowed: inputs2.allowVulnerabilities }
          }),
          release
        };
        logGate(outcome);
        return outcome;
      }
      function logGate(outcome) {
        const { threshold } = outcome;
        if (outcome.unheldAllowed.length > 0) {
          const ids3 = outcome.unheldAllowed.map((a) => a.id);
          (0, annotations.lm)("allowed vulnerability not in the SBOM", `Remove ${(0, action_text.pg)(ids3, 20)} from allow-vulnerabilities: the SBOM no longer holds ${ids3.length === 1 ? "it" : "them"}, by ID or reference.`);
        }
        if (outcome.notCounted.length > 0) {
          log.info(`The gate did not count ${(0, action_text.LS)(outcome.notCounted.length, "vulnerability", "vulnerabilities")} (the SBOM's analysis or allow-vulnerabilities; the summary gives each one's reason).`);
        }
        if (outcome.failing.length === 0) {
          log.info(`The gate (fail-on-severity: ${threshold}) passed: no vulnerability at ${threshold} or above ${basisWords(outcome.basis)}.`);
        }
      }
      const sbomExport = {
        parseInputs: parseSbomExportInputs,
        run: runSbomExport
      };
      const sbom_export = sbomExport;
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
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=359.index.js.map
