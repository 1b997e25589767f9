/**
 * Reads the commit messages of a pull request from the GitHub API (`pulls.listCommits`, paginated)
 * for `mode: ticket-link`. `@actions/github` is imported on the first call only, so that no other
 * mode pays for loading it.
 */
import { clientFor, type ClientRequest } from './client.js'
import { listAll } from './paginate.js'

/** A commit of the pull request. */
export interface PullRequestCommit {
  sha: string
  message: string
}

export interface CommitListRequest extends Omit<ClientRequest, 'allowUrl'> {
  owner: string
  repo: string
  pullNumber: number
  /** Gives up after this long, all pages together. Default 30 s. */
  timeoutMs?: number
}

/** GitHub lists at most 250 commits of a pull request; the pages stop there. */
export const MAX_COMMITS = 250
const DEFAULT_TIMEOUT_MS = 30_000

/**
 * Every commit of the pull request (at most {@link MAX_COMMITS}), oldest first. A failure is a
 * `GitHubError` (see errors.ts) with GitHub's status when it answered.
 */
export async function listPullRequestCommits(
  request: CommitListRequest
): Promise<PullRequestCommit[]> {
  const octokit = await clientFor(request)
  const listing = await listAll(octokit, {
    route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
    params: { owner: request.owner, repo: request.repo, pull_number: request.pullNumber },
    items: commitsOfPage,
    maxItems: MAX_COMMITS,
    timeoutMs: request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(request.signal && { signal: request.signal })
  })
  return listing.items
}

/** A page of commits, as GitHub's answer must be shaped: an array of `{sha, commit: {message}}`. */
function commitsOfPage(data: unknown): PullRequestCommit[] {
  if (!Array.isArray(data)) throw new Error('not an array of commits')
  return data.map((item: unknown, i) => {
    const commit = item as { sha?: unknown; commit?: { message?: unknown } } | null
    const sha = commit?.sha
    const message = commit?.commit?.message
    if (typeof sha !== 'string' || !/^[0-9a-f]{40,64}$/i.test(sha)) {
      throw new Error(`commit ${i + 1} of the page has no SHA`)
    }
    if (typeof message !== 'string') throw new Error(`commit ${sha.slice(0, 7)} has no message`)
    return { sha, message }
  })
}
