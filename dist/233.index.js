const id = 233;
const ids = [233];
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
  233: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        IntegrationMissingError: () => (
          /* binding */
          IntegrationMissingError
        ),
        REFERENCES_LOGGED: () => (
          /* binding */
          REFERENCES_LOGGED
        ),
        commitAdvice: () => (
          /* binding */
          commitAdvice
        ),
        "default": () => (
          /* binding */
          ticket_link
        ),
        integrationMissing: () => (
          /* binding */
          integrationMissing
        ),
        keyWithoutBase: () => (
          /* binding */
          keyWithoutBase
        ),
        runTicketLink: () => (
          /* binding */
          runTicketLink
        )
      });
      var annotations = __webpack_require__(47376);
      var action_event = __webpack_require__(33566);
      var log = __webpack_require__(58592);
      var errors = __webpack_require__(73116);
      var outputs = __webpack_require__(18948);
      var action_text = __webpack_require__(71599);
      var platform_errors = __webpack_require__(46316);
      var inputs = __webpack_require__(81729);
      var id_set = __webpack_require__(64967);
      ;
      const FINDING_TYPES = ["sast", "sca", "ai_sast"];
      const FINDING_STATUSES = [
        "open",
        "fixed",
        "ignored",
        "reviewing",
        "fixing",
        "provisionally_ignored"
      ];
      const FINDING_SEVERITIES = ["low", "medium", "high", "critical"];
      const MIN_FINDINGS_PAGE_SIZE = 100;
      const MAX_FINDINGS_PAGE_SIZE = 3e3;
      class TooManyFindingsError extends Error {
        limit;
        query;
        name = "TooManyFindingsError";
        constructor(limit, query) {
          super(`Narrow the findings to link with finding-severities (e.g. high, critical) or finding-types: the platform lists more than ${limit} findings for ref ${query.ref} in ${query.repository} (${query.types.join(", ")}), and at most ${limit} are linked in one run. No finding was linked.`);
          this.limit = limit;
          this.query = query;
        }
      }
      class FindingsListingError extends Error {
        name = "FindingsListingError";
      }
      const MAX_FINDINGS_PAGES = 1e3;
      async function listFindings(client, deploymentSlug, query, bounds) {
        const endsAt = bounds.now() + bounds.timeLimitMs;
        const found = new id_set.w();
        const findings = [];
        const perType = [];
        let pages = 0;
        for (const type of query.types) {
          const seen = new id_set.w();
          for (let page = 0; ; page++) {
            bounds.signal?.throwIfAborted();
            const left = endsAt - bounds.now();
            if (left <= 0 || pages >= MAX_FINDINGS_PAGES)
              throw beyondBounds(query, type, page, bounds);
            const params = findingsSearchParams(query, type, page, bounds.pageSize);
            const answer = await client.listFindings(deploymentSlug, params, left);
            pages++;
            if (answer.length > 0 && answer.every((f) => seen.has(BigInt(f.id)))) {
              throw new FindingsListingError(`Run the step again later: the platform's list of ${type} findings for ref ${query.ref} sent page ${page} with only findings of earlier pages, so the list would never end (a server that ignores the page number?). No finding was linked.`);
            }
            for (const finding of answer) {
              const id2 = BigInt(finding.id);
              seen.add(id2);
              if (found.add(id2))
                findings.push({ ...finding, type });
            }
            if (found.size > bounds.maxFindings)
              throw new TooManyFindingsError(bounds.maxFindings, query);
            if (answer.length < bounds.pageSize)
              break;
          }
          perType.push({ type, count: seen.size });
        }
        return { findings, perType, pages };
      }
      function beyondBounds(query, type, page, bounds) {
        return new FindingsListingError(`Run the step again later: listing the ${type} findings of ref ${query.ref} stopped at page ${page}, beyond ${Math.round(bounds.timeLimitMs / 1e3)} s or ${MAX_FINDINGS_PAGES} pages. No finding was linked.`);
      }
      function findingsSearchParams(query, type, page, pageSize) {
        const params = new URLSearchParams({ issue_type: type, ref: query.ref });
        params.append("repos", query.repository);
        if (query.status !== void 0)
          params.set("status", query.status);
        for (const severity of query.severities)
          params.append("severities", severity);
        params.set("dedup", "true");
        params.set("page", String(page));
        params.set("page_size", String(pageSize));
        return params;
      }
      var platform_ids = __webpack_require__(69461);
      ;
      const FINDINGS_SOURCES = ["auto", "listed", "pull-request"];
      const DEFAULT_FINDING_TYPES = ["sast", "sca"];
      const SCAN_COMMIT_MODES = ["warn", "require", "off"];
      const MAX_SCAN_WAIT_MINUTES = 60;
      const DEFAULT_FINDING_INPUTS = {
        findings: "auto",
        findingStatus: "open",
        findingSeverities: [],
        findingTypes: [...DEFAULT_FINDING_TYPES],
        relink: false,
        scanCommit: "warn",
        scanWaitMinutes: 10
      };
      const AUTHOR_ASSOCIATIONS = [
        "OWNER",
        "MEMBER",
        "COLLABORATOR",
        "CONTRIBUTOR",
        "FIRST_TIME_CONTRIBUTOR",
        "FIRST_TIMER",
        "MANNEQUIN",
        "NONE"
      ];
      const DEFAULT_TRUSTED_ASSOCIATIONS = ["OWNER", "MEMBER", "COLLABORATOR"];
      const FORK_PULL_REQUEST_NOTICE = "Nothing was linked: this pull request comes from a fork, and GitHub passes no secrets to workflows that pull requests from forks trigger, so the token is empty here. To link the tickets of pull requests from forks, run this mode on `pull_request_target` (it runs in the base repository and is given secrets), where it links only pull requests whose author is listed in `trusted-associations`; the mode reads only the event and the commit messages, so do not check out or run the fork's code in that workflow.";
      const PROJECT_KEY = /^[A-Z][A-Z0-9_]+$/;
      function parseTicketLinkInputs(read, env, common) {
        const ticketUrl = (0, inputs.f$)("ticket-url", read("ticket-url"), "https://acme.atlassian.net/browse/PROJ-42");
        const ticketBaseUrl = (0, inputs.f$)("ticket-base-url", read("ticket-base-url"), "https://acme.atlassian.net/browse/");
        if (ticketBaseUrl !== void 0 && /[?#]/.test(ticketBaseUrl)) {
          throw new inputs.dz(`Input 'ticket-base-url' is '${ticketBaseUrl}': it must not have a query or fragment, as the ticket key is appended to it (e.g. https://acme.atlassian.net/browse/).`);
        }
        const repository = env.GITHUB_REPOSITORY?.trim();
        return {
          ...ticketUrl !== void 0 && { ticketUrl },
          ...ticketBaseUrl !== void 0 && { ticketBaseUrl },
          ticketProjects: parseTicketProjects(read("ticket-projects")),
          findingIds: parseFindingIds(read("finding-ids")),
          platformHost: new URL(common.apiUrl).host,
          platformUrl: common.apiUrl,
          githubToken: read("github-token").trim(),
          githubApiUrl: (0, inputs.BN)(env),
          githubServerOrigin: serverOrigin(env.GITHUB_SERVER_URL),
          ...repository && { repository },
          trustedAssociations: parseTrustedAssociations(read("trusted-associations")),
          ...parseFindingInputs(read)
        };
      }
      function parseFindingInputs(read) {
        const findings = oneOf("findings", read("findings").trim() || "auto", FINDINGS_SOURCES);
        if (findings === "pull-request" && read("finding-ids").trim() !== "") {
          throw new inputs.dz("Input 'finding-ids' is set, but 'findings' is pull-request, which links only the findings the platform lists for the pull request. Leave one of them empty (findings: auto links finding-ids when given).");
        }
        const ref = read("finding-ref").trim();
        if ((0, action_text.Kg)(ref) || /\s/.test(ref) || ref.length > 1e3) {
          throw new inputs.dz(`Input 'finding-ref' must be one ref as a scan records it (e.g. refs/pull/7/merge or fix-login), without blanks or control characters.`);
        }
        const status = read("finding-status").trim().toLowerCase() || "open";
        const types = list("finding-types", read("finding-types"), FINDING_TYPES);
        return {
          findings,
          ...ref && { findingRef: ref },
          ...status !== "any" && {
            findingStatus: oneOf("finding-status", status, [
              ...FINDING_STATUSES,
              "any"
            ])
          },
          findingSeverities: list("finding-severities", read("finding-severities"), FINDING_SEVERITIES),
          findingTypes: types.length > 0 ? types : [...DEFAULT_FINDING_TYPES],
          relink: (0, inputs.yG)("relink", read("relink"), false),
          scanCommit: oneOf("scan-commit", read("scan-commit").trim() || "warn", SCAN_COMMIT_MODES),
          scanWaitMinutes: (0, inputs.cG)("scan-wait", read("scan-wait"), 10, 0, MAX_SCAN_WAIT_MINUTES)
        };
      }
      function serverOrigin(value) {
        try {
          const url = new URL((value ?? "").trim());
          if (url.protocol === "https:" || url.protocol === "http:")
            return url.origin;
        } catch {
        }
        return "https://github.com";
      }
      function oneOf(name, value, allowed) {
        const item = value.toLowerCase();
        if (allowed.includes(item))
          return item;
        throw new inputs.dz(`Input '${name}' is '${value}', which is not allowed. Use one of: ${allowed.join(", ")}.`);
      }
      function list(name, value, allowed) {
        return [...new Set((0, inputs.ry)(value).map((item) => oneOf(name, item, allowed)))];
      }
      function parseTrustedAssociations(value) {
        const items = (0, inputs.ry)(value).map((item) => item.toUpperCase());
        if (items.length === 0)
          return DEFAULT_TRUSTED_ASSOCIATIONS;
        for (const item of items) {
          if (!AUTHOR_ASSOCIATIONS.includes(item)) {
            throw new inputs.dz(`Input 'trusted-associations' holds '${item}', which is not an author association. Use ${AUTHOR_ASSOCIATIONS.join(", ")} (default: ${DEFAULT_TRUSTED_ASSOCIATIONS.join(", ")}).`);
          }
        }
        return [...new Set(items)];
      }
      function parseTicketProjects(value) {
        const projects = [];
        for (const item of (0, inputs.ry)(value)) {
          const project = item.toUpperCase();
          if (!PROJECT_KEY.test(project)) {
            throw new inputs.dz(`Input 'ticket-projects' holds '${item}', which is not a project key. List keys such as PROJ, SEC (a letter, then letters, digits or _), separated by commas, spaces or newlines.`);
          }
          if (!projects.includes(project))
            projects.push(project);
        }
        return projects;
      }
      function parseFindingIds(value) {
        const ids2 = [];
        for (const item of (0, inputs.ry)(value)) {
          if (!(0, platform_ids.Hc)(item)) {
            throw new inputs.dz(`Input 'finding-ids' holds '${item}', which is not a finding ID. List the numeric IDs, digits only, separated by commas, spaces or newlines (e.g. 1001, 1002).`);
          }
          const id2 = (0, platform_ids.XB)(item);
          if (id2 === void 0) {
            throw new inputs.dz(`Input 'finding-ids' holds ${item}, above the largest finding ID (${platform_ids.vh}).`);
          }
          if (!ids2.includes(id2))
            ids2.push(id2);
        }
        return ids2;
      }
      var scans = __webpack_require__(62413);
      var project_pages = __webpack_require__(47039);
      ;
      const SCAN_POLL_MS = 15e3;
      const SHORT_COMMIT = 12;
      function shortCommit(commit) {
        return commit.slice(0, SHORT_COMMIT);
      }
      function scanTime(iso) {
        if (iso === void 0)
          return "time not given";
        const ms = Date.parse(iso);
        return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
      }
      function statusWords(status) {
        return status ? status.replace(/^SCAN_STATUS_/, "").replace(/_/g, " ").toLowerCase() : "no status";
      }
      function headCommitOf(pr) {
        const sha = pr?.head?.sha;
        return typeof sha === "string" && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : void 0;
      }
      const FIX = "Run this step after the pull request's scan: in the scan's job after `semgrep ci`, or in a job with `needs:` on it, each with `if: ${{ !cancelled() }}` (semgrep ci exits 1 when it finds blocking findings); where the scan runs in another workflow, set scan-wait to the minutes it takes";
      async function lookUpPullRequestScan(inputs2, context, target) {
        const check = await lookUp(inputs2, context, target);
        if (check.state === "completed") {
          log.info(`The scan of head commit ${shortCommit(target.commit)} on ${(0, action_text.TN)(target.ref)} completed ${scanTime(check.scan.completedAt)}: the findings listed come from it.`);
        }
        return check;
      }
      function reportScanCheck(check, scanCommit) {
        if (check.state === "completed")
          return;
        if (check.state === "cancelled") {
          log.info("Stopped waiting for the pull request's scan: the run was cancelled.");
          throw new Error("The run was cancelled while waiting for the pull request's scan.");
        }
        if (scanCommit === "require") {
          throw new Error(`${check.message} Nothing was linked (scan-commit: require).`);
        }
        if (check.state === "unchecked")
          (0, annotations.lm)("pull request's scan not checked", check.message);
        else
          (0, annotations.R8)("pull request's scan not seen", check.message);
      }
      async function lookUp(inputs2, context, target) {
        const { ref, commit, repository } = target;
        const project = await findProject(context.client, target.slug, repository);
        if (project === void 0) {
          return unchecked(target, `the platform has no project named ${(0, action_text.TN)(repository)} (its scans would make one)`);
        }
        const search = (page) => context.client.searchRepositoryScans(page);
        const onRef = () => (0, scans.nh)(search, project.id, ref);
        log.info(`Looking for the scan of head commit ${shortCommit(commit)} on ${(0, action_text.TN)(ref)}.`);
        const lookup = await onRef();
        if (lookup.kind === "unavailable")
          return unchecked(target, lookup.reason);
        const scan = (0, scans.IL)(lookup.scans, ref, commit);
        if (scan === void 0) {
          const all = await (0, scans.nh)(search, project.id);
          if (all.kind === "unavailable")
            return unchecked(target, all.reason);
          if (!(0, scans.Qh)(all.scans))
            return notScanned(target);
        }
        const seen = await waitForScan(inputs2, context, target, onRef, { lookup, scan });
        if ("state" in seen)
          return seen;
        const waitedMs = Math.max(0, context.clock.now() - target.startedAt);
        return scanOutcome(inputs2.scanWaitMinutes, target, seen, waitedMs);
      }
      function ended(scan) {
        return scan?.status === "SCAN_STATUS_COMPLETED" || scans.Xy.includes(scan?.status ?? "");
      }
      async function waitForScan(inputs2, context, target, onRef, first) {
        const { ref, commit } = target;
        const deadline = target.startedAt + inputs2.scanWaitMinutes * 6e4;
        let seen = first;
        while (!ended(seen.scan)) {
          const left = deadline - context.clock.now();
          if (left <= 0)
            break;
          const wait = Math.min(SCAN_POLL_MS, left);
          log.info(`Waiting for the scan of head commit ${shortCommit(commit)} on ${(0, action_text.TN)(ref)} (${seen.scan ? statusWords(seen.scan.status) : "not started yet"}): checking again in ${Math.ceil(wait / 1e3)} s, for up to ${Math.ceil(left / 6e4)} more minutes.`);
          await context.clock.sleep(wait, context.signal);
          if (context.signal?.aborted)
            return { state: "cancelled", ref, commit };
          const lookup = await onRef();
          if (lookup.kind === "unavailable")
            return unchecked(target, lookup.reason);
          seen = { lookup, scan: (0, scans.IL)(lookup.scans, ref, commit) };
        }
        return seen;
      }
      function scanOutcome(scanWaitMinutes, target, { lookup, scan }, waitedMs) {
        const { ref, commit } = target;
        if (scan?.status === "SCAN_STATUS_COMPLETED") {
          return { state: "completed", ref, commit, scan, waitedMs };
        }
        if (scan !== void 0 && scans.Xy.includes(scan.status ?? "")) {
          return missing(target, `Run the pull request's scan again: the scan of head commit ${shortCommit(commit)} on ${(0, action_text.TN)(ref)} ended ${statusWords(scan.status)} (${scan.status}), so the findings listed may not be all of the pull request's.`);
        }
        const latest = (0, scans.x7)(lookup.scans.filter((s) => s.branch === ref));
        const latestWords = latest ? `the latest scan on that ref is of commit ${shortCommit(latest.commit)} (${statusWords(latest.status)})` : "the platform lists no scan on that ref";
        const minutes = Math.round(waitedMs / 6e4);
        return missing(target, `${FIX}. No completed scan of head commit ${shortCommit(commit)} on ${(0, action_text.TN)(ref)} was seen after waiting ${minutes} ${minutes === 1 ? "minute" : "minutes"} (scan-wait: ${scanWaitMinutes}); ${latestWords}. Findings may be missing only because the scan has not uploaded them yet.`);
      }
      function notScanned(target) {
        return missing(target, `Set scan-commit: off where this repository's pull requests are not scanned on the platform: it lists no pull request scan of ${(0, action_text.TN)(target.repository)} in the last 30 days, so the scan of head commit ${shortCommit(target.commit)} on ${(0, action_text.TN)(target.ref)} was not waited for, and the findings listed may not be the pull request's.`);
      }
      function unchecked(target, because) {
        const { ref, commit } = target;
        return {
          state: "unchecked",
          ref,
          commit,
          message: `Set scan-commit: off to skip this check, or ask the platform's administrators about ScansService_SearchScans: whether the scan of head commit ${shortCommit(commit)} on ${(0, action_text.TN)(ref)} has completed could not be checked, because ${because}. The findings are listed without it, and may not be all of the pull request's yet.`
        };
      }
      async function findProject(client, slug, repository) {
        try {
          return (await (0, project_pages.JL)(client, slug, repository)).project;
        } catch (error) {
          if (!(error instanceof project_pages.B_))
            throw error;
          return void 0;
        }
      }
      function missing(target, message) {
        return { state: "missing", ref: target.ref, commit: target.commit, message };
      }
      ;
      const TYPE_LABELS = {
        sast: "code",
        sca: "supply chain",
        ai_sast: "AI-found code"
      };
      ;
      const MAX_FOUND_FINDINGS = 1e3;
      const FINDINGS_PAGE_SIZE = 3e3;
      const DISCOVERY_TIME_LIMIT_MS = 5 * 6e4;
      function discoveryWanted(inputs2, plan) {
        if (inputs2.findings === "pull-request")
          return true;
        return inputs2.findings === "auto" && plan.findings.length === 0;
      }
      function discoveryTicket(plan, explicitUrl) {
        if (explicitUrl !== void 0) {
          const explicit = plan.tickets[0];
          return { ticket: explicit ?? { url: explicitUrl, where: ["ticket-url"] } };
        }
        for (const where of ["title", "branch"]) {
          const named = plan.tickets.filter((t) => t.where.includes(where));
          if (named.length === 1)
            return { ticket: named[0] };
          if (named.length > 1) {
            const keys = (0, action_text.pg)(named.map((t) => t.key ?? t.url), 10);
            return {
              notice: `Nothing to link: name one ticket in the pull request's title, or set ticket-url: the ${where === "title" ? "title" : "head branch"} names several (${keys}), and the pull request's findings go to one.`
            };
          }
        }
        const withoutBase = plan.ignored.some((i) => (i.where === "title" || i.where === "branch") && /ticket-base-url/.test(i.reason));
        return {
          ...withoutBase && { keyWithoutBase: true },
          notice: withoutBase ? "Nothing to link: set ticket-base-url (or ticket-url): the title names a ticket key, but without ticket-base-url it has no URL to link the findings to." : "Nothing to link: name one ticket in the pull request's title (e.g. PROJ-42: \u2026), or set ticket-url: the title and head branch name no ticket to link its findings to."
        };
      }
      function isThisTicket(current, ticket) {
        if (ticket.key !== void 0 && current.slug === ticket.key)
          return true;
        return current.url !== "" && sameUrl(current.url, ticket.url);
      }
      function sameUrl(a, b) {
        const normal = (url) => {
          try {
            return new URL(url).href.replace(/\/+$/, "");
          } catch {
            return url;
          }
        };
        return normal(a) === normal(b);
      }
      function sortFindings(found, ticket, relink) {
        const sorted = { fresh: [], alreadyHere: [], kept: [], moving: [] };
        for (const finding of found) {
          const current = finding.externalTicket;
          if (current === void 0)
            sorted.fresh.push(finding);
          else if (isThisTicket(current, ticket))
            sorted.alreadyHere.push(finding);
          else if (relink)
            sorted.moving.push(finding);
          else
            sorted.kept.push(finding);
        }
        return sorted;
      }
      function repositoryOf(pr, inputs2) {
        const base = pr?.base?.repo?.full_name;
        const repository = typeof base === "string" && base ? base : inputs2.repository;
        if (!repository) {
          throw new Error("Run this step in a workflow (GITHUB_REPOSITORY names the repository whose findings are listed): neither the event nor the environment names a repository.");
        }
        return repository;
      }
      function refOf(pr, inputs2) {
        if (inputs2.findingRef !== void 0)
          return inputs2.findingRef;
        if (pr === void 0)
          throw new Error("Set finding-ref: this run is not for a pull request.");
        return `refs/pull/${pr.number}/merge`;
      }
      function discoveryOf(pr, inputs2) {
        const query = {
          ref: refOf(pr, inputs2),
          repository: repositoryOf(pr, inputs2),
          ...inputs2.findingStatus !== void 0 && { status: inputs2.findingStatus },
          severities: inputs2.findingSeverities,
          types: inputs2.findingTypes
        };
        const headBranch = typeof pr?.head?.ref === "string" && pr.head.ref ? pr.head.ref : void 0;
        return { query, ...headBranch && { headBranch } };
      }
      async function discoverFindings(inputs2, context, plan, pr, startedAt) {
        const result = {
          discovery: discoveryOf(pr, inputs2),
          plan,
          keyWithoutBase: false,
          warnings: []
        };
        const choice = discoveryTicket(plan, inputs2.ticketUrl);
        if ("notice" in choice) {
          return stop(result, choice.notice, plan.referencesNothing === true, choice.keyWithoutBase);
        }
        const ticket = { ...choice.ticket.key && { key: choice.ticket.key }, url: choice.ticket.url };
        result.discovery.ticket = ticket;
        try {
          return await findAndPlan(inputs2, context, { pr, startedAt }, result, ticket);
        } catch (error) {
          return { ...result, error: error instanceof Error ? error : new Error(String(error)) };
        }
      }
      async function findAndPlan(inputs2, context, { pr, startedAt }, result, ticket) {
        const { discovery } = result;
        const { query } = discovery;
        const slug = await context.deployment.slug();
        result.deploymentSlug = slug;
        const commit = headCommitOf(pr);
        if (inputs2.scanCommit !== "off" && commit !== void 0) {
          const target = { slug, repository: query.repository, ref: query.ref, commit, startedAt };
          discovery.scan = await lookUpPullRequestScan(inputs2, context, target);
          if (discovery.scan.state === "missing" && inputs2.scanCommit !== "require") {
            result.warnings.push(discovery.scan.message);
          }
          reportScanCheck(discovery.scan, inputs2.scanCommit);
        }
        log.info(`Listing the findings of ref ${query.ref} in ${query.repository} (${query.types.join(", ")}; status ${query.status ?? "any"}).`);
        const found = await listFindings(context.client, slug, query, {
          pageSize: inputs2.findingsPageSize ?? FINDINGS_PAGE_SIZE,
          maxFindings: MAX_FOUND_FINDINGS,
          timeLimitMs: DISCOVERY_TIME_LIMIT_MS,
          now: () => context.clock.now(),
          ...context.signal && { signal: context.signal }
        });
        discovery.perType = found.perType;
        log.info(`Found ${(0, action_text.LS)(found.findings, "finding")} in ${(0, action_text.LS)(found.pages, "request")}: ` + found.perType.map((t) => `${t.type} ${t.count}`).join(", "));
        if (found.findings.length === 0)
          return stop(result, noneFound(discovery));
        discovery.sorted = sortFindings(found.findings, ticket, inputs2.relink);
        logKept(discovery.sorted.kept);
        const planned = linkOfFound(result.plan, ticket, discovery.sorted);
        if ("notice" in planned)
          return stop(result, planned.notice);
        if (planned.alreadyLinked !== void 0) {
          const ids2 = planned.alreadyLinked.link.findingIds;
          log.info(`All ${(0, action_text.LS)(ids2, "finding")} found are linked to ${ticket.key ?? ticket.url} already.`);
        }
        return { ...result, ...planned };
      }
      function logKept(kept) {
        if (kept.length === 0)
          return;
        log.info(`${(0, action_text.LS)(kept, "finding")} ${kept.length === 1 ? "stays" : "stay"} with other tickets (relink: true moves them): ` + (0, action_text.pg)(kept.map((f) => `${f.id} (${f.externalTicket?.slug || f.externalTicket?.url})`)));
      }
      function linkOfFound(plan, ticket, sorted) {
        const toSend = [...sorted.fresh, ...sorted.moving];
        const link = {
          ...ticket.key !== void 0 && { ticketKey: ticket.key },
          ticketUrl: ticket.url,
          // Already linked ones ride along with the others: the answer then lists them as linked too.
          findingIds: [...toSend, ...sorted.alreadyHere].map((f) => f.id)
        };
        const linked = { plan: { ...plan, links: [link] } };
        delete linked.plan.notice;
        delete linked.plan.referencesNothing;
        if (toSend.length > 0)
          return linked;
        const current = sorted.alreadyHere[0]?.externalTicket;
        if (current === void 0) {
          return {
            notice: `Nothing to link: every finding found (${sorted.kept.length}) is linked to another ticket and stays there; set relink: true to move them to ${ticket.key ?? ticket.url}.`
          };
        }
        const result = {
          external_slug: current.slug,
          linked_issue_ids: link.findingIds,
          replaced_issue_ids: [],
          ticket_id: current.id ?? 0n,
          ticket_url: ticket.url
        };
        return { ...linked, alreadyLinked: { link, result, alreadyLinked: true } };
      }
      function stoppedPlan(plan, message, quiet) {
        const stopped = { ...plan, links: [], notice: message };
        if (!quiet)
          delete stopped.referencesNothing;
        return stopped;
      }
      function stop(result, message, quiet = false, keyWithoutBase2 = false) {
        const plan = stoppedPlan(result.plan, message, quiet && !keyWithoutBase2);
        if (keyWithoutBase2) {
          (0, annotations.R8)("ticket key without ticket-base-url", message);
          return { ...result, plan, keyWithoutBase: true, warnings: [...result.warnings, message] };
        }
        if (quiet)
          log.info(message);
        else
          (0, annotations.lm)("nothing to link", message);
        return { ...result, plan };
      }
      function noneFound(discovery) {
        const { query } = discovery;
        const types = query.types.map((t) => TYPE_LABELS[t]).join(", ");
        const status = query.status === void 0 ? "" : `${query.status} `;
        const target = discovery.headBranch !== void 0 && discovery.headBranch !== query.ref ? ` Scans on pull_request_target record the bare head branch name: if yours run there, set finding-ref: ${discovery.headBranch}.` : "";
        return `Nothing to link: the platform lists no ${status}findings (${types}) for ref ${query.ref} in ${query.repository}.${target}`;
      }
      ;
      const MAX_LOOKUP_PAGES = 50;
      const LOOKUP_TIME_LIMIT_MS = 5 * 6e4;
      async function lookUpNamedFindings(ids2, target, context) {
        const search = {
          wanted: new Set(ids2),
          found: /* @__PURE__ */ new Map(),
          endsAt: context.clock.now() + LOOKUP_TIME_LIMIT_MS
        };
        let cut = false;
        for (const ref of target.ref !== void 0 ? [target.ref, void 0] : [void 0]) {
          if (search.found.size === search.wanted.size)
            break;
          cut = await lookUpPass(ref, search, target, context);
          if (cut)
            break;
        }
        const unchecked2 = new Set(cut ? ids2.filter((id2) => !search.found.has(id2)) : []);
        return { found: search.found, unchecked: unchecked2 };
      }
      async function lookUpPass(ref, search, target, context) {
        const { wanted, found } = search;
        const query = {
          ref: ref ?? "",
          repository: target.repository,
          severities: [],
          types: FINDING_TYPES
        };
        let pages = 0;
        for (const type of FINDING_TYPES) {
          const seen = /* @__PURE__ */ new Set();
          for (let page = 0; found.size < wanted.size; page++) {
            context.signal?.throwIfAborted();
            const left = search.endsAt - context.clock.now();
            if (left <= 0 || pages >= MAX_LOOKUP_PAGES)
              return true;
            const params = findingsSearchParams(query, type, page, target.pageSize);
            if (ref === void 0)
              params.delete("ref");
            const answer = await context.client.listFindings(target.slug, params, left);
            pages++;
            if (answer.length > 0 && answer.every((f) => seen.has(f.id)))
              return true;
            for (const finding of answer) {
              seen.add(finding.id);
              if (wanted.has(finding.id) && !found.has(finding.id)) {
                found.set(finding.id, { ...finding, type });
              }
            }
            if (answer.length < target.pageSize)
              break;
          }
          if (found.size === wanted.size)
            break;
        }
        return false;
      }
      async function checkNamedFindings(plan, target, relink, context) {
        const ids2 = [...new Set(plan.links.flatMap((l) => l.findingIds))];
        log.info(`Looking up ${(0, action_text.LS)(ids2, "named finding")} in ${target.repository}${target.ref !== void 0 ? `, on ${target.ref} first` : ""}.`);
        const { found, unchecked: unchecked2 } = await lookUpNamedFindings(ids2, target, context);
        const lookup = {
          repository: target.repository,
          found,
          notLinked: /* @__PURE__ */ new Map(),
          kept: /* @__PURE__ */ new Map()
        };
        for (const id2 of ids2) {
          if (!found.has(id2))
            lookup.notLinked.set(id2, unchecked2.has(id2) ? "not checked" : "not found");
        }
        const links = plan.links.flatMap((link) => {
          const ticket = { ...link.ticketKey && { key: link.ticketKey }, url: link.ticketUrl };
          const findingIds = link.findingIds.filter((id2) => {
            const finding = found.get(id2);
            if (finding === void 0)
              return false;
            const current = finding.externalTicket;
            if (current !== void 0 && !relink && !isThisTicket(current, ticket)) {
              lookup.kept.set(id2, current);
              return false;
            }
            return true;
          });
          return findingIds.length > 0 ? [{ ...link, findingIds }] : [];
        });
        const warnings = warnNotLinked(lookup, target);
        if (lookup.kept.size > 0) {
          log.info(`${(0, action_text.LS)(lookup.kept.size, "named finding")} ${lookup.kept.size === 1 ? "stays" : "stay"} with other tickets (relink: true moves them): ` + (0, action_text.pg)([...lookup.kept].map(([id2, t]) => `${id2} (${t.slug || t.url})`)));
        }
        if (links.length > 0)
          return { plan: { ...plan, links }, lookup, warnings };
        const why = lookup.kept.size > 0 && lookup.notLinked.size === 0 ? `every finding named is linked to another ticket and stays there; set relink: true to move them` : `no finding named could be linked (see the warning)`;
        return { plan: { ...plan, links: [], notice: `Nothing to link: ${why}.` }, lookup, warnings };
      }
      function warnNotLinked(lookup, target) {
        const notFound = [...lookup.notLinked].filter(([, r]) => r === "not found").map(([id2]) => id2);
        const notChecked = [...lookup.notLinked].filter(([, r]) => r === "not checked").map(([id2]) => id2);
        const parts = [];
        if (notFound.length > 0) {
          parts.push(`Check the finding ${notFound.length === 1 ? "ID" : "IDs"} ${(0, action_text.pg)(notFound)}: the platform lists no such finding in ${target.repository}, on any ref or status, so ${notFound.length === 1 ? "it is" : "they are"} not linked. Either ${notFound.length === 1 ? "it is" : "they are"} not on the platform yet (its scan may not have uploaded: run this step after the scan), or another repository's.`);
        }
        if (notChecked.length > 0) {
          parts.push(`Run the step again, or name fewer findings: ${(0, action_text.pg)(notChecked)} ${notChecked.length === 1 ? "was" : "were"} not checked, as the listing of ${target.repository}'s findings stopped at its bound (${MAX_LOOKUP_PAGES} pages per pass, ${LOOKUP_TIME_LIMIT_MS / 6e4} minutes), so ${notChecked.length === 1 ? "it is" : "they are"} not linked.`);
        }
        for (const message of parts)
          (0, annotations.R8)("named finding not linked", message);
        return parts;
      }
      ;
      const SHOWN_LENGTH = 80;
      function isDigit(c) {
        return c >= 48 && c <= 57;
      }
      function isUpper(c) {
        return c >= 65 && c <= 90;
      }
      function isLetter(c) {
        return isUpper(c) || c >= 97 && c <= 122;
      }
      function isWord(c) {
        return isDigit(c) || isLetter(c) || c === 95;
      }
      function isBlank(c) {
        return c === 32 || c === 9;
      }
      const URL_END = new Set([..."<>\"'`()[]{}|\\"].map((ch) => ch.charCodeAt(0)));
      const URL_START = /https?:\/\//gi;
      const LABEL_WORD = /finding/gi;
      const URL_TRAILING = new Set([...".,;:!?*_~"].map((ch) => ch.charCodeAt(0)));
      class SpanWalker {
        spans;
        next = 0;
        constructor(spans) {
          this.spans = spans;
        }
        /** The span that covers `i` or comes next after it; undefined when none is left. */
        from(i) {
          while (this.next < this.spans.length && this.spans[this.next].end <= i)
            this.next++;
          return this.spans[this.next];
        }
      }
      function startsWithIgnoringCase(text, at, prefix) {
        return text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase();
      }
      function wordEnd(line, i) {
        let j = i;
        while (j < line.length && isWord(line.charCodeAt(j)))
          j++;
        return j;
      }
      const MAX_KEY_LENGTH = 64;
      function keyAt(line, i, firstEnd) {
        if (firstEnd - i < 2 || !isLetter(line.charCodeAt(i)))
          return void 0;
        if (line.charCodeAt(firstEnd) !== 45)
          return void 0;
        const secondEnd = wordEnd(line, firstEnd + 1);
        if (secondEnd - i > MAX_KEY_LENGTH)
          return void 0;
        const number = line.slice(firstEnd + 1, secondEnd);
        if (!(0, platform_ids.Hc)(number) || number.charCodeAt(0) === 48)
          return void 0;
        let shownEnd = secondEnd;
        while (shownEnd - i < SHOWN_LENGTH && line.charCodeAt(shownEnd) === 45) {
          const next = wordEnd(line, shownEnd + 1);
          if (!(0, platform_ids.Hc)(line.slice(shownEnd + 1, next)))
            break;
          shownEnd = next;
        }
        return { project: line.slice(i, firstEnd), number, end: secondEnd, shownEnd };
      }
      function isUpperProject(project) {
        if (!isUpper(project.charCodeAt(0)))
          return false;
        for (let i = 1; i < project.length; i++) {
          const c = project.charCodeAt(i);
          if (!isUpper(c) && !isDigit(c) && c !== 95)
            return false;
        }
        return true;
      }
      function urlsIn(line) {
        const spans = [];
        if (!line.includes("://"))
          return spans;
        const start = URL_START;
        start.lastIndex = 0;
        for (let m = start.exec(line); m !== null; m = start.exec(line)) {
          const from = m.index;
          const schemeEnd = from + m[0].length;
          let end = schemeEnd;
          while (end < line.length) {
            const c = line.charCodeAt(end);
            if (c <= 32 || c === 127 || URL_END.has(c))
              break;
            end++;
          }
          const next = end;
          while (end > schemeEnd && URL_TRAILING.has(line.charCodeAt(end - 1)))
            end--;
          if (end > schemeEnd)
            spans.push({ start: from, end });
          start.lastIndex = next;
        }
        return spans;
      }
      function findingIdInPath(path) {
        const marker = "/findings/";
        for (let p = path.indexOf(marker); p !== -1; p = path.indexOf(marker, p + marker.length - 1)) {
          const from = p + marker.length;
          let to = from;
          while (to < path.length && isDigit(path.charCodeAt(to)))
            to++;
          if (to > from && (to === path.length || path.charCodeAt(to) === 47))
            return path.slice(from, to);
        }
        return void 0;
      }
      function hostMatches(url, host) {
        const wanted = host.toLowerCase();
        return url.host.toLowerCase() === wanted || url.hostname.toLowerCase() === wanted;
      }
      function mergeSpans(a, b) {
        const all = [];
        let i = 0;
        let j = 0;
        while (i < a.length || j < b.length) {
          const x = a[i];
          const y = b[j];
          let next;
          if (x !== void 0 && (y === void 0 || x.start <= y.start)) {
            next = x;
            i++;
          } else {
            next = y;
            j++;
          }
          const last = all[all.length - 1];
          if (last !== void 0 && next.start <= last.end)
            last.end = Math.max(last.end, next.end);
          else
            all.push({ start: next.start, end: next.end });
        }
        return all;
      }
      function labelEnd(line, i) {
        if (i > 0 && isWord(line.charCodeAt(i - 1)))
          return -1;
        if (!startsWithIgnoringCase(line, i, "finding"))
          return -1;
        let j = i + 7;
        if (line.charCodeAt(j) === 115 || line.charCodeAt(j) === 83)
          j++;
        if (isWord(line.charCodeAt(j)))
          return -1;
        j = skipEmphasis(line, j);
        while (isBlank(line.charCodeAt(j)))
          j++;
        if (line.charCodeAt(j) !== 58)
          return -1;
        return skipEmphasis(line, j + 1);
      }
      function skipEmphasis(line, j) {
        const c = line.charCodeAt(j);
        return (c === 42 || c === 95) && line.charCodeAt(j + 1) === c ? j + 2 : j;
      }
      function headOf(line, neutral) {
        let p = 0;
        const skipPunctuation = () => {
          while (p < line.length && !isLetter(line.charCodeAt(p)) && !isDigit(line.charCodeAt(p)))
            p++;
        };
        skipPunctuation();
        let q = p;
        while (q < line.length && q - p <= 9 && isDigit(line.charCodeAt(q)))
          q++;
        const marker = line.charCodeAt(q);
        if (q > p && (marker === 46 || marker === 41) && (q + 1 >= line.length || isBlank(line.charCodeAt(q + 1)))) {
          p = q + 1;
        }
        const spans = new SpanWalker(neutral);
        for (; ; ) {
          skipPunctuation();
          const span = spans.from(p);
          if (span === void 0 || span.start > p)
            return p;
          p = span.end;
        }
      }
      const LIST_TRIM = new Set([..."*_`()[]<>|"].map((ch) => ch.charCodeAt(0)));
      function isListSeparator(c) {
        return c <= 32 || c === 44 || c === 59;
      }
      function parseFindingList(line, from, neutral) {
        const ids2 = [];
        const spans = new SpanWalker(neutral);
        let i = from;
        while (i < line.length) {
          const span = spans.from(i);
          if (span !== void 0 && span.start <= i) {
            i = span.end;
            continue;
          }
          if (isListSeparator(line.charCodeAt(i))) {
            i++;
            continue;
          }
          const stop2 = span === void 0 ? line.length : span.start;
          let j = i;
          while (j < stop2 && !isListSeparator(line.charCodeAt(j)))
            j++;
          let a = i;
          let b = j;
          i = j;
          while (a < b && LIST_TRIM.has(line.charCodeAt(a)))
            a++;
          while (b > a && (LIST_TRIM.has(line.charCodeAt(b - 1)) || line.charCodeAt(b - 1) === 46))
            b--;
          if (line.charCodeAt(a) === 35 && b > a + 1)
            a++;
          const item = line.slice(a, b);
          if (item === "" || item.toLowerCase() === "and")
            continue;
          if (!(0, platform_ids.Hc)(item))
            return { ids: [], invalid: line.slice(from).trim() };
          ids2.push({ at: a, digits: item, shown: `#${item}` });
        }
        return { ids: ids2 };
      }
      function mergeByPosition(a, b) {
        const all = [];
        let i = 0;
        let j = 0;
        for (; ; ) {
          const x = a[i];
          const y = b[j];
          if (x === void 0 && y === void 0)
            return all;
          if (x !== void 0 && (y === void 0 || x.at <= y.at)) {
            all.push(x);
            i++;
          } else {
            all.push(y);
            j++;
          }
        }
      }
      function misplacedListAt(line, neutral) {
        const label = LABEL_WORD;
        label.lastIndex = 0;
        for (let m = label.exec(line); m !== null; m = label.exec(line)) {
          const end = labelEnd(line, m.index);
          if (end === -1)
            continue;
          const list2 = parseFindingList(line, end, neutral);
          return list2.invalid === void 0 && list2.ids.length > 0 ? m.index : -1;
        }
        return -1;
      }
      ;
      function* readableLines(text) {
        let fence;
        let inComment = false;
        for (const raw of text.split("\n")) {
          const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
          let from = 0;
          if (inComment) {
            const close = line.indexOf("-->");
            if (close === -1)
              continue;
            inComment = false;
            from = close + 3;
          } else if (fence !== void 0) {
            if (closesFence(line, fence))
              fence = void 0;
            continue;
          } else {
            fence = opensFence(line);
            if (fence !== void 0)
              continue;
          }
          let visible = "";
          for (; ; ) {
            const open = line.indexOf("<!--", from);
            if (open === -1) {
              visible += line.slice(from);
              break;
            }
            visible += `${line.slice(from, open)} `;
            const close = line.indexOf("-->", open + 4);
            if (close === -1) {
              inComment = true;
              break;
            }
            from = close + 3;
          }
          yield visible;
        }
      }
      function blockIndent(line) {
        let i = 0;
        while (i < line.length && (isBlank(line.charCodeAt(i)) || line.charCodeAt(i) === 62))
          i++;
        return i;
      }
      function opensFence(line) {
        const i = blockIndent(line);
        const c = line.charCodeAt(i);
        if (c !== 96 && c !== 126)
          return void 0;
        let j = i;
        while (line.charCodeAt(j) === c)
          j++;
        if (j - i < 3)
          return void 0;
        if (c === 96 && line.indexOf("`", j) !== -1)
          return void 0;
        return { char: c, length: j - i };
      }
      function closesFence(line, fence) {
        const i = blockIndent(line);
        let j = i;
        while (line.charCodeAt(j) === fence.char)
          j++;
        return j - i >= fence.length && line.slice(j).trim() === "";
      }
      ;
      class FindingLimitReached extends Error {
        limit;
        constructor(limit) {
          super(`more than ${limit} distinct finding IDs`);
          this.limit = limit;
          this.name = "FindingLimitReached";
        }
      }
      const NON_TICKET_PREFIXES = new Set([
        // vulnerabilities, weaknesses, advisories
        "CVE CWE CAPEC GHSA OSV PYSEC RUSTSEC GO GSD MAL OWASP ASVS NVD BDSA SNYK DSA DLA USN RHSA",
        "RHBA RHEA ALAS ELSA SUSE MSRC KB ZDI EDB VU JVN CNVD CNNVD EUVD CERT TALOS",
        // standards and specifications
        "ISO IEC IEEE ANSI DIN EN RFC BCP STD ECMA ES W3C WCAG PEP JSR JEP PSR NIST SP FIPS PCI DSS",
        "SOC HIPAA GDPR CIS",
        // encodings, protocols, algorithms
        "UTF UCS ASCII LATIN CP SHA MD AES DES RSA ECDSA EDDSA HMAC PBKDF CRC TLS SSL DTLS HTTP HTTPS",
        "TCP UDP IP IPV",
        // licences, time zones, others
        "GPL LGPL AGPL MPL EPL BSD CDDL EUPL SSPL CC UTC GMT COVID"
      ].join(" ").split(" "));
      const MAX_IGNORED_SHOWN = 200;
      const MAX_TICKETS_KEPT = 1e3;
      const DEFAULT_MAX_FINDING_IDS = 1e3;
      function ticketUrlForKey(baseUrl, key) {
        let end = baseUrl.length;
        while (end > 0 && baseUrl.charCodeAt(end - 1) === 47)
          end--;
        return `${baseUrl.slice(0, end)}/${key}`;
      }
      function shorten(value) {
        return value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}\u2026` : value;
      }
      function deniedPrefix(project) {
        if (NON_TICKET_PREFIXES.has(project))
          return project;
        let i = 0;
        while (i < project.length && isUpper(project.charCodeAt(i)))
          i++;
        const letters = project.slice(0, i);
        return i < project.length && NON_TICKET_PREFIXES.has(letters) && (0, platform_ids.Hc)(project.slice(i)) ? letters : void 0;
      }
      function addWhere(list2, where) {
        if (!list2.includes(where))
          list2.push(where);
      }
      class ReferenceCollector {
        explicitUrl;
        tickets = /* @__PURE__ */ new Map();
        findings = /* @__PURE__ */ new Map();
        ignored = [];
        ignoredSeen = /* @__PURE__ */ new Set();
        ignoredOmitted = 0;
        /** References to tickets beyond {@link MAX_TICKETS_KEPT} distinct ones, counted, not kept. */
        ticketsOmitted = 0;
        allow;
        base;
        host;
        maxFindings;
        /** The key of `ticket-url`, when it is on the ticket base URL. */
        explicitKey;
        /** Where the key of `ticket-url` was named, `ticket-url` first. */
        explicitWhere = ["ticket-url"];
        /** Keys seen while no ticket base URL was set to build their URLs. */
        keysWithoutUrl = 0;
        constructor(options, explicitUrl) {
          this.explicitUrl = explicitUrl;
          this.allow = new Set(options.ticketProjects.map((p) => p.trim().toUpperCase()).filter(Boolean));
          const base = options.ticketBaseUrl?.trim();
          this.base = base ? ticketUrlForKey(base, "") : void 0;
          this.host = options.platformHost?.trim() || void 0;
          this.maxFindings = options.maxFindingIds ?? DEFAULT_MAX_FINDING_IDS;
          this.explicitKey = explicitUrl !== void 0 && this.base !== void 0 ? this.keyAfterBase(explicitUrl, 0, explicitUrl.length)?.key : void 0;
        }
        /** A title (`withFindings`) or a branch name: read as-is, line by line. */
        readPlain(text, where, withFindings) {
          for (const line of text.split("\n"))
            this.readLine(line, where, withFindings);
        }
        /** A body or commit message: fenced code blocks and HTML comments are not read. */
        readMarkdown(text, where) {
          for (const line of readableLines(text))
            this.readLine(line, where, true);
        }
        /** `finding-ids`, already checked and normalised by the mode's inputs. */
        readExplicitFindings(ids2) {
          for (const id2 of ids2)
            this.addFinding(id2, "finding-ids", []);
        }
        readLine(line, where, withFindings) {
          if (line.length < 4)
            return;
          const lineTickets = /* @__PURE__ */ new Set();
          let found = [];
          const urls = withFindings ? urlsIn(line) : [];
          const ticketUrlSpans = [];
          for (const url of urls) {
            const key = this.base !== void 0 ? this.keyAfterBase(line, url.start, url.end) : void 0;
            const text = line.slice(url.start, url.end);
            if (key !== void 0) {
              ticketUrlSpans.push({ start: url.start, end: key.end });
              this.ticket(key.key, line.slice(url.start, key.end), where, true, lineTickets);
              continue;
            }
            const digits = this.findingLink(text, where);
            if (digits !== void 0)
              found.push({ at: url.start, digits, shown: text, url: text });
          }
          const keySpans = this.readKeys(line, where, ticketUrlSpans, lineTickets);
          if (withFindings) {
            const listed = this.readFindingList(line, where, mergeSpans(urls, keySpans));
            if (listed.length > 0)
              found = found.length === 0 ? listed : mergeByPosition(found, listed);
          }
          const lineFindings = [];
          for (const id2 of found)
            this.foundFindingId(id2, where, lineFindings);
          if (lineTickets.size === 1 && lineFindings.length > 0) {
            const key = lineTickets.values().next().value;
            for (const id2 of lineFindings) {
              const entry = this.findings.get(id2);
              if (entry !== void 0 && !entry.boundTo.includes(key))
                entry.boundTo.push(key);
            }
          }
        }
        /** The key right after the ticket base URL at `start`, if the text there is one. */
        keyAfterBase(text, start, end) {
          const base = this.base;
          if (end - start <= base.length || !startsWithIgnoringCase(text, start, base))
            return void 0;
          const from = start + base.length;
          const found = keyAt(text, from, wordEnd(text, from));
          if (found === void 0 || found.end > end)
            return void 0;
          return { key: `${found.project.toUpperCase()}-${found.number}`, end: found.end };
        }
        /** Scans the words of a line for keys; returns the spans of every key-shaped reference. */
        readKeys(line, where, skip, lineTickets) {
          const spans = [];
          const skipping = new SpanWalker(skip);
          let i = 0;
          while (i < line.length) {
            const skipped = skipping.from(i);
            if (skipped !== void 0 && skipped.start <= i) {
              i = skipped.end;
              continue;
            }
            if (!isWord(line.charCodeAt(i))) {
              i++;
              continue;
            }
            const end = wordEnd(line, i);
            const found = keyAt(line, i, end);
            if (found !== void 0) {
              spans.push({ start: i, end: found.shownEnd });
              const shown = line.slice(i, found.shownEnd);
              if (isUpperProject(found.project)) {
                this.ticket(`${found.project}-${found.number}`, shown, where, false, lineTickets);
              } else if (this.allow.has(found.project.toUpperCase())) {
                this.ignore(shown, where, "not upper case: ticket keys are read in upper case only");
              }
            }
            i = end;
          }
          return spans;
        }
        ticket(key, shown, where, fromUrl, lineTickets) {
          const project = key.slice(0, key.lastIndexOf("-"));
          if (this.allow.size > 0 && !this.allow.has(project)) {
            const allowed = [...this.allow].join(", ");
            this.ignore(shown, where, `project ${project} is not in ticket-projects (${allowed})`);
            return;
          }
          const denied = this.allow.size === 0 && !fromUrl ? deniedPrefix(project) : void 0;
          if (denied !== void 0) {
            this.ignore(shown, where, `${denied} is a well-known non-ticket prefix (set ticket-projects to choose the projects)`);
            return;
          }
          if (this.explicitUrl !== void 0) {
            if (key === this.explicitKey)
              addWhere(this.explicitWhere, where);
            else
              this.ignore(key, where, "not used: ticket-url is set, so every finding goes to it");
            return;
          }
          if (this.base === void 0) {
            this.keysWithoutUrl++;
            this.ignore(key, where, "no ticket-base-url is set to build its URL (or set ticket-url)");
            return;
          }
          let entry = this.tickets.get(key);
          if (entry === void 0) {
            if (this.tickets.size >= MAX_TICKETS_KEPT) {
              this.ticketsOmitted++;
              return;
            }
            entry = { key, url: ticketUrlForKey(this.base, key), where: [] };
            this.tickets.set(key, entry);
          }
          addWhere(entry.where, where);
          lineTickets.add(key);
        }
        /** The finding ID a link on the platform host names; links elsewhere are reported. */
        findingLink(url, where) {
          if (!url.includes("/findings/"))
            return void 0;
          let parsed;
          try {
            parsed = new URL(url);
          } catch {
            return void 0;
          }
          const id2 = findingIdInPath(parsed.pathname);
          if (id2 === void 0)
            return void 0;
          if (this.host === void 0) {
            this.ignore(url, where, "no platform host is known to recognise links to findings");
            return void 0;
          }
          if (!hostMatches(parsed, this.host)) {
            this.ignore(url, where, `not a link to a finding on ${this.host}`);
            return void 0;
          }
          return id2;
        }
        /** The IDs of a `Findings:` list on this line; a list in the wrong place is reported. */
        readFindingList(line, where, neutral) {
          const head = headOf(line, neutral);
          const atHead = labelEnd(line, head);
          if (atHead !== -1) {
            const list2 = parseFindingList(line, atHead, neutral);
            if (list2.invalid === void 0)
              return list2.ids;
            this.ignore(`${line.slice(head, atHead)} ${list2.invalid}`, where, "a Findings list holds only finding IDs separated by commas or spaces (e.g. Findings: 123, 456)");
            return [];
          }
          const misplaced = misplacedListAt(line, neutral);
          if (misplaced !== -1) {
            this.ignore(line.slice(misplaced).trim(), where, "a Findings list is read only at the start of a line (after a list marker or the ticket key)");
          }
          return [];
        }
        foundFindingId(found, where, lineFindings) {
          const id2 = (0, platform_ids.XB)(found.digits);
          if (id2 === void 0) {
            this.ignore(found.shown, where, `larger than the largest finding ID (${platform_ids.vh})`);
            return;
          }
          this.addFinding(id2, where, lineFindings, found.url);
        }
        addFinding(id2, where, lineFindings, url) {
          let entry = this.findings.get(id2);
          if (entry === void 0) {
            if (this.findings.size >= this.maxFindings)
              throw new FindingLimitReached(this.maxFindings);
            entry = { id: id2, where: [], boundTo: [] };
            this.findings.set(id2, entry);
          }
          addWhere(entry.where, where);
          entry.url ??= url;
          lineFindings.push(id2);
        }
        ignore(reference, where, reason) {
          const shown = shorten(reference);
          const key = `${shown}
${where}
${reason}`;
          if (this.ignoredSeen.has(key))
            return;
          if (this.ignored.length >= MAX_IGNORED_SHOWN) {
            this.ignoredOmitted++;
            return;
          }
          this.ignoredSeen.add(key);
          this.ignored.push({ reference: shown, where, reason });
        }
      }
      ;
      const NOTHING_REFERENCED = "Nothing to link: no ticket or finding is referenced.";
      class TicketReferenceError extends Error {
        /** Ticket keys (or URLs) the pull request references. */
        tickets;
        /** Finding IDs that could not be assigned to one ticket. */
        findingIds;
        /** The references found (no links planned), so that the summary can show them with the error. */
        plan;
        constructor(message, tickets, findingIds, plan) {
          super(message);
          this.name = "TicketReferenceError";
          this.tickets = tickets;
          this.findingIds = findingIds;
          this.plan = plan;
        }
      }
      const DEFAULT_MAX_TICKETS = 20;
      const LISTED_IN_ERRORS = 10;
      function planTicketLinks(pr, options) {
        const explicitUrl = options.explicitTicketUrl?.trim() || void 0;
        const read = new ReferenceCollector(options, explicitUrl);
        try {
          if (pr !== void 0) {
            read.readPlain(pr.title, "title", true);
            read.readPlain(pr.branch, "branch", false);
            read.readMarkdown(pr.body, "body");
            for (const commit of pr.commits)
              read.readMarkdown(commit.message, `commit ${commit.label}`);
          }
          read.readExplicitFindings(options.explicitFindingIds);
        } catch (error) {
          if (!(error instanceof FindingLimitReached))
            throw error;
          throw new TicketReferenceError(`Name fewer findings per pull request: more than ${error.limit} distinct finding IDs are named (in the pull request and finding-ids), and at most ${error.limit} are linked in one run.`, [...read.tickets.keys()], []);
        }
        return new Planner(read, options.maxTickets ?? DEFAULT_MAX_TICKETS).plan();
      }
      class Planner {
        read;
        maxTickets;
        constructor(read, maxTickets) {
          this.read = read;
          this.maxTickets = maxTickets;
        }
        /** The links to make, from what was read; throws {@link TicketReferenceError} if ambiguous. */
        plan() {
          const findings = [...this.read.findings.values()];
          if (this.read.explicitUrl !== void 0)
            return this.planExplicit(this.read.explicitUrl, findings);
          const entries = [...this.read.tickets.values()];
          const tickets = entries.map((t) => ({ key: t.key, url: t.url, where: t.where }));
          const only = entries[0];
          if (only === void 0 || findings.length === 0) {
            return this.result([], tickets, this.nothingToLink(entries.length, findings.length));
          }
          const keys = entries.map((t) => t.key);
          if (this.read.ticketsOmitted > 0) {
            throw new TicketReferenceError(`Link fewer tickets per pull request, or set ticket-url to link every finding to one ticket: the pull request references more than ${(0, action_text.B4)(MAX_TICKETS_KEPT)} distinct tickets (${(0, action_text.pg)(keys, LISTED_IN_ERRORS)}), and at most ${this.maxTickets} are linked in one run.`, keys.slice(0, LISTED_IN_ERRORS), [], this.result([], tickets));
          }
          if (entries.length === 1) {
            const ids2 = findings.map((f) => f.id);
            return this.result([{ ticketKey: only.key, ticketUrl: only.url, findingIds: ids2 }], tickets);
          }
          this.requireOneTicketEach(findings, entries, tickets);
          return this.result(this.linksByTicket(findings, entries, tickets), tickets);
        }
        /** `ticket-url` set: every finding goes to it. */
        planExplicit(url, findings) {
          const key = this.read.explicitKey;
          const ticket = {
            ...key !== void 0 && { key },
            url,
            where: this.read.explicitWhere
          };
          if (findings.length === 0) {
            return this.result([], [ticket], "Nothing to link: the pull request names no finding and finding-ids is empty.");
          }
          const link = {
            ...key !== void 0 && { ticketKey: key },
            ticketUrl: url,
            findingIds: findings.map((f) => f.id)
          };
          return this.result([link], [ticket]);
        }
        /** Several tickets: every finding must be bound to exactly one of them, by its line. */
        requireOneTicketEach(findings, entries, tickets) {
          const keys = entries.map((t) => t.key);
          const twice = findings.filter((f) => f.boundTo.length > 1);
          const first = twice[0];
          if (first !== void 0) {
            throw new TicketReferenceError(`Name finding ${first.id} on the line of one ticket only, or set ticket-url to link every finding to one ticket: finding ${first.id} is bound to more than one ticket (${first.boundTo.join(", ")}) in ${first.where.join(", ")}, but a finding can be linked to only one ticket.`, keys, twice.map((f) => f.id), this.result([], tickets));
          }
          const unboundFindings = findings.filter((f) => f.boundTo.length === 0);
          const unbound = unboundFindings.map((f) => f.id);
          if (unbound.length === 0)
            return;
          const named = entries.map((t) => `${t.key} in ${t.where.join(", ")}`);
          const where = unboundFindings.map((f) => `${f.id} in ${f.where.join(", ")}`);
          const example = `${entries[0].key}: Findings: ${unbound.slice(0, 3).join(", ")}`;
          throw new TicketReferenceError(`Put finding${unbound.length > 1 ? "s" : ""} ${(0, action_text.pg)(unbound, LISTED_IN_ERRORS)} on a line that names exactly one ticket (e.g. "${example}"), or set ticket-url to link every finding to one ticket: the pull request references ${entries.length} tickets (${(0, action_text.pg)(named, LISTED_IN_ERRORS, "; ")}), and ${unbound.length > 1 ? "these findings are" : "this finding is"} on no line with one of them (${(0, action_text.pg)(where, LISTED_IN_ERRORS, "; ")}).`, keys, unbound, this.result([], tickets));
        }
        /** One link per ticket that has findings bound to it, in first-seen order, at most maxTickets. */
        linksByTicket(findings, entries, tickets) {
          const byTicket = /* @__PURE__ */ new Map();
          for (const finding of findings) {
            const key = finding.boundTo[0];
            const list2 = byTicket.get(key);
            if (list2 === void 0)
              byTicket.set(key, [finding.id]);
            else
              list2.push(finding.id);
          }
          const links = [];
          for (const ticket of entries) {
            const bound = byTicket.get(ticket.key);
            if (bound !== void 0) {
              links.push({ ticketKey: ticket.key, ticketUrl: ticket.url, findingIds: bound });
            }
          }
          if (links.length > this.maxTickets) {
            const over = (0, action_text.pg)(links.map((l) => l.ticketKey ?? l.ticketUrl), LISTED_IN_ERRORS);
            throw new TicketReferenceError(`Link fewer tickets per pull request: findings would be linked to ${links.length} tickets, more than the ${this.maxTickets} allowed in one run (${over}).`, entries.map((t) => t.key), [], this.result([], tickets));
          }
          return links;
        }
        result(links, tickets, notice) {
          const target = /* @__PURE__ */ new Map();
          for (const link of links)
            for (const id2 of link.findingIds)
              target.set(id2, link.ticketUrl);
          const findings = [...this.read.findings.values()].map((f) => {
            const ticketUrl = target.get(f.id);
            return {
              id: f.id,
              where: f.where,
              ...ticketUrl !== void 0 && { ticketUrl },
              ...f.url !== void 0 && { url: f.url }
            };
          });
          return {
            links,
            tickets,
            findings,
            ignored: this.read.ignored,
            ignoredOmitted: this.read.ignoredOmitted,
            ...this.read.ticketsOmitted > 0 && { ticketsOmitted: this.read.ticketsOmitted },
            ...notice !== void 0 && { notice },
            ...notice === NOTHING_REFERENCED && { referencesNothing: true }
          };
        }
        nothingToLink(ticketCount, findingCount) {
          const noTicket = this.read.keysWithoutUrl > 0 ? "ticket keys were found, but ticket-base-url is not set to build their URLs (set it, or set ticket-url)" : "no ticket is referenced (name a key such as PROJ-42 in the title, branch, description or a commit message, or set ticket-url)";
          const noFinding = 'no finding is named (add a line "Findings: 123, 456" to the description, link the findings, or set finding-ids)';
          if (ticketCount === 0 && findingCount === 0) {
            return this.read.keysWithoutUrl > 0 ? `Nothing to link: ${noTicket}, and ${noFinding}.` : NOTHING_REFERENCED;
          }
          if (ticketCount === 0)
            return `Nothing to link: ${noTicket}.`;
          return `Nothing to link: ${noFinding}.`;
        }
      }
      var markdown = __webpack_require__(38037);
      var summary = __webpack_require__(38770);
      ;
      const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 };
      const TYPE_RANK = { sast: 0, sca: 1, ai_sast: 2 };
      function severityRank(severity) {
        return SEVERITY_RANK[(severity ?? "").toLowerCase()] ?? 4;
      }
      function compareIds(a, b) {
        return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
      }
      function bySeverity(a, b) {
        return severityRank(a.severity) - severityRank(b.severity) || (a.type === void 0 ? 3 : TYPE_RANK[a.type]) - (b.type === void 0 ? 3 : TYPE_RANK[b.type]) || compareIds(a.id, b.id);
      }
      function inSeverityOrder(findings) {
        return [...findings].sort(bySeverity);
      }
      function severityCounts(findings) {
        const counts = /* @__PURE__ */ new Map();
        for (const finding of inSeverityOrder(findings)) {
          if (finding.severity === void 0)
            continue;
          const named = finding.severity.toLowerCase();
          const severity = named in SEVERITY_RANK ? named : "other";
          counts.set(severity, (counts.get(severity) ?? 0) + 1);
        }
        if (counts.size === 0)
          return void 0;
        return [...counts].map(([severity, count]) => `${(0, action_text.B4)(count)} ${severity}`).join(", ");
      }
      ;
      const MAX_FINDING_ROWS = 50;
      function discoveryVerdict(view, discovery) {
        const outcome = view.results[0];
        const sorted = discovery.sorted;
        if (outcome === void 0 || sorted === void 0)
          return void 0;
        const name = outcome.link.ticketKey ?? outcome.link.ticketUrl;
        const count = outcome.link.findingIds.length;
        const where = view.pullRequest ? "this pull request" : `ref ${(0, markdown.aY)(discovery.query.ref)}`;
        const sent = new Set(outcome.link.findingIds);
        const counts = severityCounts([...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere].filter((f) => sent.has(f.id)));
        const notes = [
          ...counts !== void 0 ? [counts] : [],
          ...sorted.alreadyHere.length > 0 && !outcome.alreadyLinked ? [`${(0, action_text.B4)(sorted.alreadyHere.length)} linked already`] : [],
          ...outcome.alreadyLinked ? ["all linked already, no request made"] : [],
          ...sorted.kept.length > 0 ? [`${(0, action_text.LS)(sorted.kept, "other finding")} left with other tickets`] : []
        ];
        const sentence = `${(0, markdown.nf)(name, outcome.link.ticketUrl)} \u2190 ${(0, action_text.LS)(count, "finding")} found on ${where}` + (notes.length > 0 ? ` (${notes.join("; ")})` : "");
        const warnings = view.warnings;
        if (warnings.length > 0) {
          return {
            outcome: "warning",
            sentence: `${sentence}, with ${(0, action_text.LS)(warnings, "warning")} (below).`
          };
        }
        if (scanUnseen(discovery)) {
          return {
            outcome: "warning",
            sentence: `${sentence}; the pull request's scan was not checked (below).`
          };
        }
        return { outcome: "done", sentence: `${sentence}.` };
      }
      function scanUnseen(discovery) {
        return discovery?.scan !== void 0 && discovery.scan.state !== "completed";
      }
      function scanLine(discovery) {
        const check = discovery.scan;
        if (check === void 0)
          return void 0;
        const of = `the scan of head commit ${(0, markdown.aY)(shortCommit(check.commit))} on ${(0, markdown.aY)(check.ref)}`;
        switch (check.state) {
          case "completed": {
            const waited = check.waitedMs >= 6e4 ? ` (waited ${Math.round(check.waitedMs / 6e4)} min)` : "";
            return `The findings come from ${of}, completed ${(0, markdown.Qq)(scanTime(check.scan.completedAt))}${waited}.`;
          }
          case "missing":
            return discovery.perType === void 0 ? `No finding was listed, and ${of} was not seen completed.` : `The findings were listed without ${of} seen completed (the warning above says why).`;
          case "unchecked":
            return `The pull request's scan was not checked: ${(0, markdown.Qq)(check.message)}`;
          case "cancelled":
            return `The run was cancelled while waiting for ${of}.`;
        }
      }
      function discoverySections(view, discovery, state) {
        const sorted = discovery.sorted;
        const planned = view.plan?.links[0];
        if (sorted === void 0 || planned === void 0)
          return [];
        const outcome = view.results[0];
        const name = (0, markdown.nf)(planned.ticketKey ?? planned.ticketUrl, planned.ticketUrl);
        const id2 = outcome && outcome.result.ticket_id > 0n ? ` (ticket ID ${(0, markdown.aY)(outcome.result.ticket_id)})` : "";
        const note = (f) => sorted.alreadyHere.includes(f) ? "linked here already" : sorted.moving.includes(f) ? `moved from ${ticketOf(view)(f)}` : "new";
        const linked = [...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere];
        const sections = [
          [
            `### ${name} \u2190 ${(0, action_text.LS)(linked, "finding")}${id2}: ${state}`,
            "",
            findingTable(view, linked, "Status", note)
          ].join("\n")
        ];
        if (sorted.kept.length > 0) {
          sections.push([
            `### Left with other tickets (${(0, action_text.B4)(sorted.kept.length)})`,
            "",
            `Already linked elsewhere, so not moved; set ${(0, markdown.aY)("relink: true")} to move them to ${name}.`,
            "",
            findingTable(view, sorted.kept, "Stays with", ticketOf(view))
          ].join("\n"));
        }
        return sections;
      }
      function askedLine(discovery) {
        const { query, perType } = discovery;
        const severities = query.severities.length > 0 ? `severities ${query.severities.join(", ")}` : "every severity";
        const filters = `status ${query.status ?? "any"}, ${severities}`;
        const asked = `ref ${(0, markdown.aY)(query.ref)} in ${(0, markdown.aY)(query.repository)} (${(0, markdown.Qq)(filters)})`;
        if (perType === void 0) {
          const types = query.types.map((t) => TYPE_LABELS[t]).join(", ");
          return `Findings of ${asked} were not listed (${(0, markdown.Qq)(types)}).`;
        }
        const counts = perType.map((t) => `${(0, action_text.B4)(t.count)} ${TYPE_LABELS[t.type]}`).join(", ");
        return `Asked the platform for the findings of ${asked}: ${counts}.`;
      }
      function findingTable(view, findings, lastHeader, last) {
        const base = view.platformUrl && view.deploymentSlug ? `${view.platformUrl.replace(/\/+$/, "")}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/` : void 0;
        const rows = inSeverityOrder(findings).slice(0, MAX_FINDING_ROWS).map((f) => [
          base ? (0, markdown.nf)(f.id, `${base}${f.id}`) : (0, markdown.aY)(f.id),
          (0, markdown.Qq)(f.severity || "\u2014"),
          f.ruleName ? (0, markdown.aY)(f.ruleName) : "\u2014",
          place(f, view.githubServerOrigin ?? "https://github.com"),
          TYPE_LABELS[f.type],
          last(f)
        ]);
        const more = findings.length - rows.length;
        return [
          (0, markdown.tp)(["Finding", "Severity", "Rule", "File", "Type", lastHeader], rows),
          ...more > 0 ? ["", `_\u2026 and ${(0, action_text.LS)(more, "more finding")}, not shown._`] : []
        ].join("\n");
      }
      function place(finding, githubOrigin) {
        const label = finding.line !== void 0 ? `${finding.filePath}:${finding.line}` : finding.filePath;
        if (!label)
          return "\u2014";
        const url = finding.lineUrl;
        if (url === void 0)
          return (0, markdown.Qq)(label);
        if (originOf(url) === githubOrigin)
          return (0, markdown.nf)(label, url);
        return `${(0, markdown.Qq)(label)} (${(0, markdown.aY)(url)})`;
      }
      function originOf(url) {
        try {
          return new URL(url).origin;
        } catch {
          return void 0;
        }
      }
      function ticketShown(current, ticketBaseUrl) {
        const label = current.slug || current.url;
        if (!current.url)
          return (0, markdown.Qq)(label);
        const base = ticketBaseUrl === void 0 ? void 0 : ticketBaseUrl.replace(/\/*$/, "/");
        if (base !== void 0 && /^https?:\/\//i.test(current.url) && current.url.startsWith(base)) {
          return (0, markdown.nf)(label, current.url);
        }
        return current.slug ? `${(0, markdown.Qq)(current.slug)} (${(0, markdown.aY)(current.url)})` : (0, markdown.aY)(current.url);
      }
      function ticketOf(view) {
        return (finding) => finding.externalTicket === void 0 ? "\u2014" : ticketShown(finding.externalTicket, view.ticketBaseUrl);
      }
      ;
      const MAX_SUMMARY_ROWS = 50;
      const MAX_IDS_PER_CELL = 30;
      function summaryView(results, cancelled = false) {
        const { reading, nothing, discovery, named, links } = results;
        return {
          eventName: results.eventName,
          pullRequest: results.pullRequest,
          commitsRead: reading?.commitsRead,
          commitsSkipped: reading?.commitsSkipped,
          commitsWarned: reading !== void 0 && reading.warnings.length > 0,
          untrustedAuthor: results.untrustedAuthor,
          plan: named?.plan ?? discovery?.plan ?? results.plan,
          ...linksView(results),
          cancelledRun: cancelled,
          warnings: [reading, nothing, discovery, named, links].flatMap((step) => step?.warnings ?? []),
          platformUrl: results.platformUrl,
          deploymentSlug: results.deploymentSlug ?? discovery?.deploymentSlug,
          githubServerOrigin: results.githubServerOrigin,
          ticketBaseUrl: results.ticketBaseUrl,
          discovery: discovery?.discovery,
          keyWithoutBase: nothing?.keyWithoutBase === true || discovery?.keyWithoutBase === true,
          named: named?.lookup
        };
      }
      function linksView(results) {
        const { discovery, links } = results;
        return {
          results: discovery?.alreadyLinked ? [discovery.alreadyLinked] : links?.outcomes ?? [],
          attempted: links?.attempted ?? 0,
          integrationMissing: links?.integrationMissing === true
        };
      }
      function renderTicketLinkSummary(results, failure, cancelled = false) {
        const view = summaryView(results, cancelled);
        const sections = [(0, summary.Qu)(failure, cancelled), (0, summary.LZ)(view.warnings)];
        sections.push(...readingLines(view));
        const plan = view.plan;
        if (plan !== void 0 && plan.links.length > 0)
          sections.push(...linkSections(view, plan));
        if (view.discovery !== void 0) {
          sections.push(askedLine(view.discovery));
          const scan = scanLine(view.discovery);
          if (scan !== void 0)
            sections.push(scan);
        }
        if (plan !== void 0)
          sections.push(...referencesSection(view, plan));
        return (0, summary.Br)(verdict(view, failure, cancelled), sections);
      }
      function readingLines(view) {
        const lines = [sourceLine(view)];
        if (view.commitsSkipped !== void 0 && !view.commitsWarned) {
          lines.push(`Commit messages were not read: ${(0, markdown.Qq)(view.commitsSkipped)}.`);
        }
        if (view.untrustedAuthor !== void 0) {
          lines.push(`On ${(0, markdown.aY)("pull_request_target")} only pull requests whose authors are listed in ${(0, markdown.aY)("trusted-associations")} are read. A maintainer can link this pull request's tickets with ${(0, markdown.aY)("ticket-url")} and ${(0, markdown.aY)("finding-ids")}.`);
        }
        return lines;
      }
      function linkSections(view, plan) {
        const stopped = view.cancelledRun ? "the run was cancelled before" : "the step stopped before";
        if (view.discovery?.sorted !== void 0) {
          return discoverySections(view, view.discovery, discoveryState(view, stopped));
        }
        return [linkedSection(view, plan, stopped)];
      }
      function verdict(view, failure, cancelled = false) {
        if (failure !== void 0 && failure !== "") {
          return cancelled ? (0, summary.F0)(cancelledWhat(view)) : (0, summary.b9)(failedWhat(view), failure);
        }
        if (view.untrustedAuthor !== void 0) {
          return {
            outcome: "done",
            sentence: `Nothing was linked: the author of this pull request is ${(0, markdown.aY)(view.untrustedAuthor)}, not one of ${(0, markdown.aY)("trusted-associations")}.`
          };
        }
        if (view.plan?.notice !== void 0)
          return noticeVerdict(view, view.plan.notice);
        return (view.discovery && discoveryVerdict(view, view.discovery)) ?? linkedVerdict(view);
      }
      function cancelledWhat(view) {
        const done = view.results.length;
        if (done === 0)
          return "No ticket was linked.";
        const planned = view.plan?.links.length ?? 0;
        return `Linked ${done} of ${(0, action_text.LS)(planned, "ticket")} before it stopped; the rest are not linked.`;
      }
      function failedWhat(view) {
        const done = view.results.length;
        const planned = view.plan?.links.length ?? 0;
        if (view.integrationMissing) {
          return done > 0 ? `Linked ${done} of ${(0, action_text.LS)(planned, "ticket")}, then the platform refused: the deployment has no ticketing integration.` : "No ticket was linked: the deployment has no ticketing integration.";
        }
        if (view.attempted > 0) {
          return done > 0 ? `Linked ${done} of ${(0, action_text.LS)(planned, "ticket")}, then a link request failed.` : "No ticket was linked: the link request failed.";
        }
        return view.plan !== void 0 && view.plan.notice === void 0 ? "Nothing was linked: the references need fixing." : "Nothing was linked.";
      }
      function noticeVerdict(view, notice) {
        const unseen = scanUnseen(view.discovery) || (view.named?.notLinked.size ?? 0) > 0 || view.keyWithoutBase;
        return { outcome: unseen ? "warning" : "done", sentence: (0, markdown.Qq)(notice) };
      }
      function linkedVerdict(view) {
        const linkedIds = (0, action_text.dM)(view.results.flatMap((r) => r.result.linked_issue_ids));
        const only = view.results.length === 1 ? view.results[0] : void 0;
        const tickets = only ? (0, markdown.nf)(ticketName(only.link), only.link.ticketUrl) : (0, action_text.LS)(view.results.length, "ticket");
        const counts = namedCounts(view, linkedIds);
        const sentence = `Linked ${tickets} to ${(0, action_text.LS)(linkedIds, "finding")}${counts ? ` (${counts})` : ""}`;
        if (view.warnings.length === 0)
          return { outcome: "done", sentence: `${sentence}.` };
        return {
          outcome: "warning",
          sentence: `${sentence}, with ${(0, action_text.LS)(view.warnings, "warning")} (below).`
        };
      }
      function namedCounts(view, ids2) {
        const found = view.named?.found;
        if (found === void 0)
          return void 0;
        return severityCounts(ids2.flatMap((id2) => found.get(id2) ?? []));
      }
      function sourceLine(view) {
        const pr = view.pullRequest;
        if (pr === void 0) {
          const findings = view.discovery ? "finding-ref" : "finding-ids";
          return `Event ${(0, markdown.aY)(view.eventName || "unknown")} is not a pull request: the references are ${(0, markdown.aY)("ticket-url")} and ${(0, markdown.aY)(findings)}.`;
        }
        const name = `#${pr.number}`;
        const shown = pr.url ? (0, markdown.nf)(name, pr.url) : (0, markdown.Qq)(name);
        const commits = view.commitsRead !== void 0 ? ` and ${(0, action_text.LS)(view.commitsRead, "commit message")}` : "";
        return `Pull request ${shown}: read its title, head branch, description${commits}.`;
      }
      function linkState(view, index) {
        if (index < view.results.length)
          return "linked";
        if (index !== view.results.length || view.attempted <= view.results.length) {
          return "not requested";
        }
        return view.cancelledRun ? "cancelled" : "failed";
      }
      const CUT = "not known: the run was cancelled during its link request";
      function discoveryState(view, stopped) {
        if (view.results[0]?.alreadyLinked)
          return "linked already (no request made)";
        const state = linkState(view, 0);
        return state === "failed" ? "\u274C link request failed" : state === "cancelled" ? CUT : state === "linked" ? "linked" : `not linked (${stopped})`;
      }
      function linkedSection(view, plan, stopped) {
        const urls = findingUrls(view, plan);
        const rows = plan.links.slice(0, MAX_SUMMARY_ROWS).map((planned, index) => {
          const outcome = view.results[index];
          const ticket = (0, markdown.nf)(ticketName(planned), planned.ticketUrl);
          if (outcome === void 0) {
            const state = linkState(view, index);
            return [
              ticket,
              "\u2014",
              idList(planned.findingIds, urls, view),
              state === "failed" ? "\u274C link request failed" : state === "cancelled" ? CUT : `not linked (${stopped})`
            ];
          }
          const replaced = outcome.result.replaced_issue_ids;
          return [
            ticket,
            (0, markdown.aY)(outcome.result.ticket_id),
            idList(outcome.result.linked_issue_ids, urls, view),
            replaced.length > 0 ? `linked; moved here from another ticket: ${idList(replaced, urls)}` : "linked"
          ];
        });
        return [
          (0, markdown.tp)(["Ticket", "Ticket ID", "Findings", "Result"], rows),
          ...omitted(plan.links.length, "ticket")
        ].join("\n");
      }
      function referencesSection(view, plan) {
        const sections = [];
        const urls = findingUrls(view, plan);
        const references = [
          ...plan.tickets.map((t) => [
            `ticket ${(0, markdown.nf)(t.key ?? t.url, t.url)}`,
            (0, markdown.Qq)(t.where.join(", ")),
            ticketUse(view, plan, t.url)
          ]),
          ...inSeverityOrder(plan.findings.map((f) => {
            const known = view.named?.found.get(f.id);
            return { ...f, ...known && { severity: known.severity, type: known.type } };
          })).map((f) => {
            const url = urls.get(f.id);
            return [
              `finding ${url ? (0, markdown.nf)(f.id, url) : (0, markdown.aY)(f.id)}`,
              (0, markdown.Qq)(f.where.join(", ")),
              findingUse(view, plan, f.id, f.ticketUrl)
            ];
          })
        ];
        if (references.length > 0) {
          sections.push([
            "### References found",
            "",
            (0, markdown.tp)(["Reference", "Found in", "Use"], references.slice(0, MAX_SUMMARY_ROWS)),
            ...omitted(references.length, "reference")
          ].join("\n"));
        }
        const ignoredTotal = plan.ignored.length + plan.ignoredOmitted;
        if (ignoredTotal > 0) {
          const rows = plan.ignored.slice(0, MAX_SUMMARY_ROWS).map((i) => [(0, markdown.aY)(i.reference), (0, markdown.Qq)(i.where), (0, markdown.Qq)(i.reason)]);
          const body = [
            (0, markdown.tp)(["Reference", "Found in", "Why not used"], rows),
            ...omitted(ignoredTotal, "reference")
          ].join("\n");
          sections.push((0, markdown.zH)(`${(0, action_text.LS)(ignoredTotal, "reference")} found but not used`, body));
        }
        return sections;
      }
      function ticketUse(view, plan, url) {
        const index = plan.links.findIndex((l) => l.ticketUrl === url);
        if (index < 0)
          return plan.links.length > 0 ? "no finding bound to it" : "not linked";
        const state = linkState(view, index);
        return state === "linked" ? "linked" : state === "failed" ? "\u274C link request failed" : state === "cancelled" ? CUT : "not linked";
      }
      function findingUse(view, plan, id2, ticketUrl) {
        const named = view.named;
        const reason = named?.notLinked.get(id2);
        if (named !== void 0 && reason !== void 0) {
          return reason === "not found" ? `\u26A0\uFE0F not linked: the platform lists no such finding in ${(0, markdown.aY)(named.repository)} (not uploaded yet, or another repository's)` : "\u26A0\uFE0F not linked: not checked (the listing stopped at its bound)";
        }
        const kept = named?.kept.get(id2);
        if (kept !== void 0) {
          return `stays with ${ticketShown(kept, view.ticketBaseUrl)} (${(0, markdown.aY)("relink: true")} moves it)`;
        }
        if (ticketUrl === void 0) {
          return plan.links.length === 0 && plan.notice === void 0 ? "not linked: on no line with exactly one ticket" : "not linked";
        }
        const index = plan.links.findIndex((l) => l.ticketUrl === ticketUrl);
        const name = ticketNameOf(plan, ticketUrl);
        const outcome = view.results[index];
        if (outcome !== void 0) {
          return outcome.result.linked_issue_ids.includes(id2) ? `linked to ${name}` : `not linked: the platform did not link it to ${name}`;
        }
        const state = linkState(view, index);
        return state === "failed" ? `\u274C not linked: the link request to ${name} failed` : state === "cancelled" ? `not known: the run was cancelled during the link request to ${name}` : `not linked (meant for ${name})`;
      }
      function findingUrls(view, plan) {
        const urls = /* @__PURE__ */ new Map();
        const base = view.platformUrl && view.deploymentSlug ? `${view.platformUrl.replace(/\/+$/, "")}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/` : void 0;
        for (const f of plan.findings) {
          if (f.url)
            urls.set(f.id, f.url);
          else if (base)
            urls.set(f.id, `${base}${f.id}`);
        }
        for (const l of plan.links) {
          for (const id2 of l.findingIds)
            if (!urls.has(id2) && base)
              urls.set(id2, `${base}${id2}`);
        }
        return urls;
      }
      function idList(ids2, urls, view) {
        const found = view?.named?.found;
        const ordered = found ? inSeverityOrder(ids2.map((id2) => ({ id: id2, ...found.get(id2) }))).map((f) => f.id) : ids2;
        const shown = ordered.slice(0, MAX_IDS_PER_CELL).map((id2) => {
          const url = urls.get(id2);
          return url ? (0, markdown.nf)(id2, url) : (0, markdown.Qq)(id2);
        });
        const more = ids2.length - shown.length;
        return shown.join(", ") + (more > 0 ? ` and ${more} more` : "");
      }
      function omitted(total, noun) {
        const more = total - MAX_SUMMARY_ROWS;
        return more > 0 ? ["", `_\u2026 and ${(0, action_text.LS)(more, `more ${noun}`)}, not shown._`] : [];
      }
      function ticketNameOf(plan, url) {
        const planned = plan.links.find((l) => l.ticketUrl === url);
        return planned ? (0, markdown.nf)(ticketName(planned), url) : (0, markdown.Qq)(url);
      }
      function ticketName(planned) {
        return planned.ticketKey ?? planned.ticketUrl;
      }
      ;
      async function runTicketLink(inputs2, context) {
        const startedAt = context.clock.now();
        const pr = pullRequestOf(context.event);
        let untrustedAuthor;
        let reading;
        let plan;
        let nothing;
        let discovery;
        let named;
        let deploymentSlug;
        let links;
        context.summary.show((failure, cancelled) => renderTicketLinkSummary({
          ...summaryContext(context.event.name, pr, inputs2),
          ...{ untrustedAuthor, reading, plan, nothing, discovery, named, deploymentSlug, links }
        }, failure, cancelled));
        if (pr === void 0)
          requireExplicitReferences(inputs2, context.event.name);
        else if (!authorIsTrusted(pr, inputs2, context.event.name)) {
          untrustedAuthor = untrusted(pr, inputs2);
          return setOutputs([]);
        } else
          reading = await readPullRequest(pr, inputs2, context);
        try {
          plan = planReferences(reading?.text, inputs2);
        } catch (error) {
          if (error instanceof TicketReferenceError)
            plan = error.plan;
          throw error;
        }
        if (discoveryWanted(inputs2, plan)) {
          discovery = await discoverFindings(inputs2, context, plan, pr, startedAt);
          if (discovery.error !== void 0)
            throw discovery.error;
          if (discovery.alreadyLinked !== void 0)
            return setOutputs([discovery.alreadyLinked]);
          plan = discovery.plan;
          deploymentSlug = discovery.deploymentSlug;
        } else if (plan.notice !== void 0) {
          nothing = sayNothingToLink(plan, plan.notice);
        } else {
          deploymentSlug = await context.deployment.slug();
          named = await checkNamedFindings(plan, lookupTarget(deploymentSlug, pr, inputs2), inputs2.relink, context);
          plan = named.plan;
          if (plan.notice !== void 0)
            (0, annotations.lm)("nothing to link", plan.notice);
        }
        if (plan.notice !== void 0)
          return setOutputs([]);
        if (inputs2.platformUrl !== void 0 && deploymentSlug === void 0) {
          deploymentSlug = await context.deployment.slug().catch(() => void 0);
        }
        links = { attempted: 0, outcomes: [], warnings: [] };
        const movedFrom = previousTickets(named?.lookup, discovery?.discovery);
        for (const planned of plan.links) {
          links = { ...links, attempted: links.attempted + 1 };
          try {
            const { outcome, warnings } = await requestLink(planned, context, movedFrom);
            links = {
              ...links,
              outcomes: [...links.outcomes, outcome],
              warnings: [...links.warnings, ...warnings]
            };
          } catch (error) {
            links = { ...links, integrationMissing: error instanceof IntegrationMissingError };
            throw error;
          }
        }
        return setOutputs(links.outcomes);
      }
      function summaryContext(eventName, pr, inputs2) {
        return {
          eventName,
          ...pr && { pullRequest: { number: pr.number, ...pr.html_url && { url: pr.html_url } } },
          ...inputs2.platformUrl !== void 0 && { platformUrl: inputs2.platformUrl },
          ...inputs2.githubServerOrigin !== void 0 && {
            githubServerOrigin: inputs2.githubServerOrigin
          },
          ...inputs2.ticketBaseUrl !== void 0 && { ticketBaseUrl: inputs2.ticketBaseUrl }
        };
      }
      function untrusted(pr, inputs2) {
        const association = pr.author_association || "NONE";
        (0, annotations.lm)("pull request author not trusted", `Pull request #${pr.number} is not linked: on pull_request_target, only pull requests whose author is ${inputs2.trustedAssociations.join(", ")} (input trusted-associations) are, and this author is ${association}. A maintainer can link its tickets with ticket-url and finding-ids, or re-run it after adding the author as a collaborator.`);
        return association;
      }
      function planReferences(pullRequestText, inputs2) {
        try {
          const plan = planTicketLinks(pullRequestText, {
            ticketBaseUrl: inputs2.ticketBaseUrl,
            ticketProjects: inputs2.ticketProjects,
            explicitTicketUrl: inputs2.ticketUrl,
            explicitFindingIds: inputs2.findingIds,
            platformHost: inputs2.platformHost
          });
          logReferences(plan);
          return plan;
        } catch (error) {
          if (error instanceof TicketReferenceError && error.plan)
            logReferences(error.plan);
          throw error;
        }
      }
      function sayNothingToLink(plan, message) {
        if (plan.referencesNothing) {
          log.info(message);
          return { keyWithoutBase: false, warnings: [] };
        }
        if (keyWithoutBase(plan)) {
          (0, annotations.R8)("ticket key without ticket-base-url", message);
          return { keyWithoutBase: true, warnings: [message] };
        }
        (0, annotations.lm)("nothing to link", message);
        return { keyWithoutBase: false, warnings: [] };
      }
      function lookupTarget(slug, pr, inputs2) {
        const ref = namedRef(pr, inputs2);
        return {
          slug,
          repository: repositoryOf(pr, inputs2),
          ...ref !== void 0 && { ref },
          pageSize: inputs2.findingsPageSize ?? FINDINGS_PAGE_SIZE
        };
      }
      async function requestLink(planned, context, movedFrom) {
        const result = await context.client.linkTicket(planned.ticketUrl, planned.findingIds).catch(async (error) => {
          const slug = await context.deployment.slug().catch(() => void 0);
          throw integrationMissing(error, slug ?? context.deployment.id) ?? error;
        });
        const name = ticketName(planned);
        log.info(`Linked ${name} (ticket ID ${result.ticket_id}) to ${(0, action_text.LS)(result.linked_issue_ids, "finding")}: ${(0, action_text.pg)(result.linked_issue_ids)}`);
        const warnings = [];
        if (result.replaced_issue_ids.length > 0) {
          const message = replacedWarning(name, result.replaced_issue_ids, movedFrom);
          warnings.push(message);
          (0, annotations.R8)("finding moved to another ticket", message);
        }
        return { outcome: { link: planned, result }, warnings };
      }
      class IntegrationMissingError extends Error {
        name = "IntegrationMissingError";
      }
      function integrationMissing(error, deployment) {
        if (!(error instanceof platform_errors.Wk) || error.status === void 0)
          return void 0;
        if (error.status < 400 || error.status >= 500 || error.status === 404)
          return void 0;
        if (!/integration/i.test(error.body))
          return void 0;
        const details = error.message.slice((0, action_text.qi)(error.message).length).trim();
        return new IntegrationMissingError(`Set up a ticketing integration (e.g. Jira) for deployment ${deployment} on the platform, under Settings \u2192 Integrations, then run the step again: linking a ticket needs one, and the platform says there is none. ${details}`);
      }
      function authorIsTrusted(pr, inputs2, eventName) {
        if (eventName !== "pull_request_target")
          return true;
        const association = typeof pr.author_association === "string" ? pr.author_association : "";
        return inputs2.trustedAssociations.includes(association.toUpperCase());
      }
      function pullRequestOf(event) {
        const pr = event.payload.pull_request;
        if (!action_event.m_.includes(event.name) || !pr || typeof pr !== "object")
          return void 0;
        return pr;
      }
      function requireExplicitReferences(inputs2, eventName) {
        const findings = inputs2.findings === "listed" ? inputs2.findingIds.length > 0 : inputs2.findings === "pull-request" ? inputs2.findingRef !== void 0 : inputs2.findingIds.length > 0 || inputs2.findingRef !== void 0;
        const wanted = inputs2.findings === "listed" ? "finding-ids" : inputs2.findings === "pull-request" ? "finding-ref" : "finding-ids or finding-ref";
        const missing2 = [
          ...inputs2.ticketUrl === void 0 ? ["ticket-url"] : [],
          ...findings ? [] : [wanted]
        ];
        if (missing2.length === 0)
          return;
        throw new Error(`This run was triggered by ${eventName ? `a '${eventName}' event` : "no known event"}, not by a pull request (${action_event.m_.join(" or ")}), so there is no pull request to read ticket and finding references from, and ${missing2.join(" and ")} ${missing2.length > 1 ? "are" : "is"} not set. Run this mode on pull requests, or set ticket-url and ${wanted}.`);
      }
      function keyWithoutBase(plan) {
        return plan.links.length === 0 && plan.ignored.some((i) => /ticket-base-url/.test(i.reason));
      }
      function namedRef(pr, inputs2) {
        if (inputs2.findingRef !== void 0)
          return inputs2.findingRef;
        return pr !== void 0 ? `refs/pull/${pr.number}/merge` : void 0;
      }
      async function readPullRequest(pr, inputs2, context) {
        const { messages, ...commits } = context.event.name === "pull_request_target" ? skipCommits() : await readCommitMessages(pr, inputs2, context);
        const read = ["title", "head branch", "description"];
        if (commits.commitsRead !== void 0)
          read.push((0, action_text.LS)(commits.commitsRead, "commit message"));
        log.info(`Reading pull request #${pr.number}: ${read.join(", ")}.`);
        const text = {
          title: stringOr(pr.title),
          branch: stringOr(pr.head?.ref),
          body: stringOr(pr.body),
          commits: messages
        };
        return { ...commits, text };
      }
      function skipCommits() {
        const why = "on pull_request_target only the title, head branch and description count (anyone can write a commit under the author's e-mail)";
        log.info(`Commit messages are not read: ${why}.`);
        return { messages: [], commitsSkipped: why, warnings: [] };
      }
      async function readCommitMessages(pr, inputs2, context) {
        if (!inputs2.githubToken) {
          log.info("github-token is empty: the commit messages of the pull request are not read.");
          return { messages: [], commitsSkipped: "github-token is empty", warnings: [] };
        }
        const repository = baseRepository(pr, inputs2);
        if (repository === void 0 || !Number.isSafeInteger(pr.number) || pr.number < 1) {
          const why = "the event names no repository or pull request number";
          const message = `Run this mode on pull_request or pull_request_target events to have commit messages read: they are not read, as ${why}. The title, branch and description still count.`;
          (0, annotations.R8)("commit messages not read", message);
          return { messages: [], commitsSkipped: why, warnings: [message] };
        }
        const { listPullRequestCommits } = await __webpack_require__.e(
          /* import() */
          149
        ).then(__webpack_require__.bind(__webpack_require__, 40149));
        try {
          const commits = await listPullRequestCommits({
            token: inputs2.githubToken,
            apiUrl: inputs2.githubApiUrl,
            ...repository,
            pullNumber: pr.number,
            ...context.signal && { signal: context.signal },
            newClient: context.newGitHubClient,
            log: {
              debug: (message) => log.debug(message),
              warn: (message) => (0, annotations.R8)("GitHub API", message)
            }
          });
          const messages = commits.map((c) => ({ label: c.sha.slice(0, 7), message: c.message }));
          return { messages, commitsRead: commits.length, warnings: [] };
        } catch (error) {
          return commitsNotListed(error, pr.number, inputs2.githubApiUrl);
        }
      }
      function commitsNotListed(error, pullNumber, apiUrl) {
        const status = error.status;
        const refused = status === 401 || status === 403 || status === 404;
        const message = `${(0, errors.d_)(error, apiUrl) ?? commitAdvice(status)} The commit messages of pull request #${pullNumber} are not read: ${error.message}. The title, branch and description still count.`;
        (0, annotations.R8)("commit messages not read", message);
        return {
          messages: [],
          commitsSkipped: refused ? `GitHub refused (HTTP ${status})` : "listing them failed",
          warnings: [message]
        };
      }
      function commitAdvice(status) {
        switch (status) {
          case 401:
            return "Check the github-token input: GitHub did not accept the token (expired or revoked?).";
          case 403:
            return "Give the job `permissions: pull-requests: read` (and `contents: read`), or pass a github-token that may read pull requests.";
          case 404:
            return "Pass a github-token that can see this repository: GitHub answers 404 to a token without access to it (a token of another repository, or without private-repository access).";
          default:
            return "Run the step again to have the commit messages read.";
        }
      }
      function baseRepository(pr, inputs2) {
        const owner = pr.base?.repo?.owner?.login;
        const repo = pr.base?.repo?.name;
        if (typeof owner === "string" && owner && typeof repo === "string" && repo) {
          return { owner, repo };
        }
        const fullName = pr.base?.repo?.full_name ?? inputs2.repository ?? "";
        const [first, second, ...rest] = fullName.split("/");
        return first && second && rest.length === 0 ? { owner: first, repo: second } : void 0;
      }
      const REFERENCES_LOGGED = 50;
      function logReferences(plan) {
        const moreTickets = plan.ticketsOmitted ?? 0;
        log.startGroup(`References found: ${(0, action_text.LS)(plan.tickets.length + moreTickets, "ticket")}${moreTickets > 0 ? " (or more)" : ""}, ${(0, action_text.LS)(plan.findings, "finding")}, ${(0, action_text.B4)(plan.ignored.length + plan.ignoredOmitted)} not used`);
        const list2 = (items, more, line, what) => {
          for (const item of items.slice(0, REFERENCES_LOGGED))
            log.info((0, action_text.TN)(line(item)));
          const rest = Math.max(0, items.length - REFERENCES_LOGGED) + more;
          if (rest > 0)
            log.info(`\u2026 and ${(0, action_text.B4)(rest)} more ${what}`);
        };
        list2(plan.tickets, moreTickets, (t) => `ticket ${t.key ?? t.url} (${t.url}) in ${(0, action_text.pg)(t.where, 10)}`, "ticket references");
        list2(plan.findings, 0, (f) => `finding ${f.id} in ${(0, action_text.pg)(f.where, 10)}`, "findings");
        list2(plan.ignored, plan.ignoredOmitted, (i) => `not used: ${i.reference} in ${i.where}: ${i.reason}`, "not used");
        log.endGroup();
      }
      async function setOutputs(outcomes) {
        const links = outcomes.map(({ link: planned, result }) => ({
          ticket_url: planned.ticketUrl,
          ticket_id: result.ticket_id.toString(),
          external_slug: result.external_slug,
          linked_issue_ids: result.linked_issue_ids,
          replaced_issue_ids: result.replaced_issue_ids
        }));
        await (0, outputs.u)("links", JSON.stringify(links));
        await (0, outputs.u)("linked-issue-ids", JSON.stringify((0, action_text.dM)(links.flatMap((l) => l.linked_issue_ids))));
        await (0, outputs.u)("replaced-issue-ids", JSON.stringify((0, action_text.dM)(links.flatMap((l) => l.replaced_issue_ids))));
        const only = links.length === 1 ? links[0] : void 0;
        if (only !== void 0) {
          await (0, outputs.u)("ticket-url", only.ticket_url, "txt");
          await (0, outputs.u)("ticket-id", only.ticket_id, "txt");
          await (0, outputs.u)("external-slug", only.external_slug, "txt");
        }
      }
      function previousTickets(named, discovery) {
        const before = /* @__PURE__ */ new Map();
        for (const finding of [...named?.found.values() ?? [], ...discovery?.sorted?.moving ?? []]) {
          const ticket = finding.externalTicket;
          if (ticket !== void 0)
            before.set(finding.id, (0, action_text.TN)(ticket.slug || ticket.url));
        }
        return before;
      }
      function replacedWarning(name, ids2, before) {
        const previous = (0, action_text.dM)(ids2.map((id2) => before.get(id2) ?? "another ticket"));
        const one = ids2.length === 1;
        const where = previous.length === 1 ? previous[0] : `other tickets (${(0, action_text.pg)(ids2.map((id2) => `${id2}: ${before.get(id2) ?? "another ticket"}`))})`;
        return `Check that ${one ? `finding ${ids2[0]} belongs` : `findings ${(0, action_text.pg)(ids2)} belong`} to ${name}: ${one ? "it was" : "they were"} linked to ${where} before and ${one ? "is" : "are"} now linked to ${name} instead.`;
      }
      const ticketLink = {
        parseInputs: parseTicketLinkInputs,
        run: runTicketLink,
        forkPullRequestNotice: FORK_PULL_REQUEST_NOTICE
      };
      const ticket_link = ticketLink;
      function stringOr(value) {
        return typeof value === "string" ? value : "";
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
  )
};
export {
  id,
  ids,
  modules
};
//# sourceMappingURL=233.index.js.map
