const id = 898;
const ids = [898];
const modules = {
  /***/
  29898: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        "default": () => (
          /* binding */
          modes_policies
        ),
        runPolicies: () => (
          /* binding */
          runPolicies
        )
      });
      var annotations = __webpack_require__(47376);
      var log = __webpack_require__(58592);
      var outputs = __webpack_require__(18948);
      var action_text = __webpack_require__(71599);
      var errors = __webpack_require__(46316);
      var markdown = __webpack_require__(38037);
      var summary = __webpack_require__(38770);
      ;
      const DEPRECATION_WARNING = "Plan a move to the Policies V2 API (/api/v2): the list-policies operation (GET /api/v1/deployments/{deploymentId}/policies) is deprecated, and it stops working once a deployment moves to Unified Policies.";
      const PRODUCT_LABELS = {
        PRODUCT_TYPE_SAST: "Code (SAST)",
        PRODUCT_TYPE_SECRETS: "Secrets"
      };
      function renderPoliciesSummary(results, failure, cancelled = false) {
        const { deployment, listing } = results;
        if (listing?.kind === "moved") {
          return renderUnifiedSummary(deployment, results.unified, failure, cancelled);
        }
        const policies2 = listing?.policies;
        const sections = [
          (0, summary.Qu)(failure, cancelled),
          policies2 ? (0, summary.LZ)([DEPRECATION_WARNING]) : "",
          ...policies2 ? productSections(policies2) : []
        ];
        return (0, summary.Br)(verdict(deployment, policies2, failure, cancelled), sections);
      }
      function productSections(policies2) {
        const groups = /* @__PURE__ */ new Map();
        for (const policy of policies2) {
          const list = groups.get(policy.productType) ?? [];
          list.push(policy);
          groups.set(policy.productType, list);
        }
        return [...groups].flatMap(([productType, list]) => {
          const rows = list.map((p) => [
            (0, markdown.Qq)(p.name),
            (0, markdown.aY)(p.slug),
            (0, markdown.aY)(p.id),
            p.isDefault ? "\u2705 default" : ""
          ]);
          return [
            `### ${productLabel(productType)} (${list.length})`,
            (0, markdown.tp)(["Name", "Slug", "ID", "Default"], rows)
          ];
        });
      }
      function productLabel(productType) {
        if (Object.hasOwn(PRODUCT_LABELS, productType))
          return PRODUCT_LABELS[productType];
        return (0, markdown.Qq)(/^PRODUCT_TYPE_[A-Z0-9_]+$/.test(productType) ? productType.slice(13).replace(/_/g, " ") : productType);
      }
      function verdict(deployment, policies2, failure, cancelled) {
        if (failure && cancelled)
          return (0, summary.F0)("The policies were not listed.");
        if (failure)
          return (0, summary.b9)("Listing the policies failed.", failure);
        const count = (0, action_text.LS)(policies2 ?? [], "policy", "policies");
        return {
          outcome: "warning",
          sentence: `Deployment ${(0, markdown.aY)(deployment)} has **${count}**; the operation is deprecated (see the warning below).`
        };
      }
      const PRODUCT_NAMES = { code: "Code", secrets: "Secrets" };
      function renderUnifiedSummary(deployment, unified, failure, cancelled) {
        const note = "> [!NOTE]\n> This deployment uses Unified Policies: the list-policies operation answered 410 Gone, so its policies are read through the Unified Policies operations (Beta).";
        const sections = [
          (0, summary.Qu)(failure, cancelled),
          note,
          ...unified ? [...detectionSection(unified), ...remediationSection(unified)] : []
        ];
        return (0, summary.Br)(unifiedVerdict(deployment, unified, failure, cancelled), sections);
      }
      function detectionSection(unified) {
        const products = unified.products.map((p) => [
          Object.hasOwn(PRODUCT_NAMES, p.product) ? PRODUCT_NAMES[p.product] : (0, markdown.Qq)(p.product),
          p.rulesets.length > 0 ? p.rulesets.map(markdown.aY).join(", ") : "none",
          (0, action_text.B4)(p.added),
          (0, action_text.B4)(p.disabled),
          (0, action_text.B4)(p.excepted)
        ]);
        return [
          "### Detection policy",
          products.length > 0 ? (0, markdown.tp)(["Product", "Rulesets", "Rules added", "Rules disabled", "Exceptions"], products, [2, 3, 4]) : "No product has a detection policy."
        ];
      }
      function remediationSection(unified) {
        const remediation = unified.remediation.map((p) => [
          p.name ? (0, markdown.Qq)(p.name) : "(no name)",
          p.slug ? (0, markdown.aY)(p.slug) : "",
          p.active === true ? "\u2705 active" : "\u23F8\uFE0F inactive",
          (p.actions ?? []).map((a) => a.type).filter((t) => typeof t === "string").map(markdown.aY).join(", ")
        ]);
        return [
          `### Remediation policies (${remediation.length})`,
          remediation.length > 0 ? (0, markdown.tp)(["Name", "Slug", "State", "Actions"], remediation) : "No remediation policies."
        ];
      }
      function unifiedVerdict(deployment, unified, failure, cancelled) {
        if (failure && cancelled)
          return (0, summary.F0)("The Unified Policies were not read.");
        if (failure || !unified) {
          return (0, summary.b9)("Reading the Unified Policies failed.", failure ?? "No answer.");
        }
        const active = unified.remediation.filter((p) => p.active === true).length;
        const products = (0, action_text.LS)(unified.products, "product", "products");
        const remediation = (0, action_text.LS)(unified.remediation, "remediation policy", "remediation policies");
        return {
          outcome: "done",
          sentence: `Deployment ${(0, markdown.aY)(deployment)} uses Unified Policies: a detection policy for **${products}** and **${remediation}** (${active} active).`
        };
      }
      var json = __webpack_require__(62253);
      ;
      async function readUnifiedPolicies(client) {
        const [detection, remediation] = await Promise.all([
          client.getDetectionPolicy(),
          client.getRemediationPolicies()
        ]);
        return {
          products: productsOf(detection),
          remediation: remediation.bundle?.policies ?? [],
          detectionJson: (0, json.dj)(detection),
          remediationJson: (0, json.dj)(remediation)
        };
      }
      function productsOf(detection) {
        const products = [];
        for (const [key, state] of Object.entries(detection)) {
          const bundle = state?.bundle;
          if (!bundle || typeof bundle !== "object" || Array.isArray(bundle))
            continue;
          const list = (value) => Array.isArray(value) ? value : [];
          products.push({
            product: key,
            rulesets: list(bundle.rulesets).filter((r) => typeof r === "string"),
            added: list(bundle.rules).length,
            disabled: list(bundle.disabled).length,
            excepted: list(bundle.exceptions).length
          });
        }
        const rank = (product) => ["code", "secrets"].indexOf(product) >>> 0;
        return products.sort((a, b) => rank(a.product) - rank(b.product));
      }
      ;
      async function runPolicies(_inputs, context) {
        let listing;
        let unified;
        context.summary.show((failure, cancelled) => renderPoliciesSummary({ deployment: context.deployment.name(), listing, unified }, failure, cancelled));
        listing = await listPolicies(context);
        if (listing.kind === "moved") {
          unified = await readUnified(listing.gone, context);
          await reportUnified(unified, context);
          return;
        }
        await reportListed(listing.policies);
      }
      async function listPolicies(context) {
        try {
          return { kind: "listed", policies: await context.client.listPolicies() };
        } catch (error) {
          if (error instanceof errors.Wk && error.status === 410)
            return { kind: "moved", gone: error };
          throw error;
        }
      }
      async function reportListed(policies2) {
        (0, annotations.R8)("policies operation deprecated", DEPRECATION_WARNING);
        await (0, outputs.u)("policies", JSON.stringify(policies2));
        await (0, outputs.u)("policy-count", String(policies2.length), "txt");
        log.info(`Found ${(0, action_text.LS)(policies2, "policy", "policies")}.`);
      }
      async function readUnified(gone, context) {
        try {
          return await readUnifiedPolicies(context.client);
        } catch (error) {
          if (error instanceof errors.Wk)
            throw migratedError(gone, error, context.deployment.id);
          throw error;
        }
      }
      async function reportUnified(unified, context) {
        const { detectionJson, remediationJson, remediation } = unified;
        await (0, outputs.u)("detection-policy", detectionJson);
        await (0, outputs.u)("remediation-policies", remediationJson);
        await (0, outputs.u)("policy-count", String(remediation.length), "txt");
        (0, annotations.lm)("deployment uses Unified Policies", `Deployment ${context.deployment.id} uses Unified Policies: its detection policy and ${(0, action_text.LS)(remediation, "remediation policy", "remediation policies")} were read through the Unified Policies operations (Beta), since the list-policies operation answered 410.`);
        log.info(`Read the detection policy and ${(0, action_text.LS)(remediation, "remediation policy", "remediation policies")} (Unified Policies).`);
      }
      function migratedError(gone, unified, deploymentId) {
        const code = gone.body.includes("DEPLOYMENT_MIGRATED") ? " (DEPLOYMENT_MIGRATED)" : "";
        const excerpt = (0, errors.kG)(gone.body);
        return new errors.Wk(unified.operation, unified.status, `${unified.message} Deployment ${deploymentId} has moved to Unified Policies: ${gone.operation} answered HTTP 410 Gone${code}${excerpt ? ` (${excerpt})` : ""}, so its policies can only be read through the Unified Policies operations, which failed.`, unified.body);
      }
      const policies = { parseInputs: () => void 0, run: runPolicies };
      const modes_policies = policies;
    })
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=898.index.js.map
