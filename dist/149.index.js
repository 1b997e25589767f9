export const id = 149;
export const ids = [149];
export const modules = {

/***/ 40149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listPullRequestCommits: () => (/* binding */ listPullRequestCommits)
/* harmony export */ });
/* unused harmony exports CommitListError, MAX_COMMITS */
/**
 * Reads the commit messages of a pull request from the GitHub API (`pulls.listCommits`, paginated)
 * for `mode: ticket-link`. `@actions/github` is imported on the first call only, so that no other
 * mode pays for loading it.
 */
/** The listing was refused or failed; `status` is the HTTP status when GitHub answered. */
class CommitListError extends Error {
    status;
    name = 'CommitListError';
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** GitHub lists at most 250 commits of a pull request; the pages stop there. */
const MAX_COMMITS = 250;
const PAGE_SIZE = 100;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Every commit of the pull request (at most {@link MAX_COMMITS}), oldest first. */
async function listPullRequestCommits(request) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const log = request.log ?? { debug: () => undefined, warn: () => undefined };
    const octokit = getOctokit(request.token, {
        baseUrl: request.apiUrl,
        log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn }
    });
    // Next-page links come from the server; the token goes to GitHub's API origin and nowhere else.
    const apiOrigin = new URL(request.apiUrl).origin;
    octokit.hook.before('request', options => {
        const url = String(options.url);
        if (/^[a-z][a-z0-9+.-]*:/i.test(url) && new URL(url).origin !== apiOrigin) {
            throw new Error(`refused to follow a next-page link to ${new URL(url).origin}, which is not the GitHub API (${apiOrigin})`);
        }
    });
    const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const commits = [];
    try {
        await octokit.paginate(octokit.rest.pulls.listCommits, {
            owner: request.owner,
            repo: request.repo,
            pull_number: request.pullNumber,
            per_page: PAGE_SIZE,
            request: { signal }
        }, (response, done) => {
            for (const item of response.data) {
                if (commits.length >= MAX_COMMITS)
                    break;
                commits.push({ sha: item.sha, message: item.commit.message });
            }
            if (commits.length >= MAX_COMMITS)
                done();
            return [];
        });
    }
    catch (error) {
        throw describeFailure(error, request, signal.aborted);
    }
    return commits;
}
function describeFailure(error, request, timedOut) {
    // Octokit gives network errors status 500 too; only an error with a response was answered.
    const answered = error.response !== undefined;
    const status = answered ? error.status : undefined;
    const code = typeof status === 'number' ? status : undefined;
    let reason = error instanceof Error ? error.message : String(error);
    if (timedOut)
        reason = `no answer within ${(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`;
    // GitHub's messages do not hold the token; this makes sure of it.
    if (request.token)
        reason = reason.split(request.token).join('***');
    reason = reason.replace(/\s+/g, ' ').trim().slice(0, 300);
    const what = `GET /repos/${request.owner}/${request.repo}/pulls/${request.pullNumber}/commits`;
    return new CommitListError(code !== undefined ? `${what} answered HTTP ${code}: ${reason}` : `${what} failed: ${reason}`, code);
}


/***/ })

};

//# sourceMappingURL=149.index.js.map