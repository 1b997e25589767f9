/**
 * Reads the commit messages of a pull request from the GitHub API (`pulls.listCommits`, paginated)
 * for `mode: ticket-link`. `@actions/github` is imported on the first call only, so that no other
 * mode pays for loading it.
 */
import { createGitHubClient } from './client.js'

/** A commit of the pull request. */
export interface PullRequestCommit {
  sha: string
  message: string
}

export interface CommitListRequest {
  /** `github-token`; sent only to `apiUrl`. */
  token: string
  /** GitHub API base URL, e.g. https://api.github.com. */
  apiUrl: string
  owner: string
  repo: string
  pullNumber: number
  /** Gives up after this long, all pages together. Default 30 s. */
  timeoutMs?: number
  /** Where Octokit's own messages go. */
  log?: { debug: (message: string) => void; warn: (message: string) => void }
}

/** The listing was refused or failed; `status` is the HTTP status when GitHub answered. */
export class CommitListError extends Error {
  override name = 'CommitListError'
  constructor(
    message: string,
    readonly status: number | undefined
  ) {
    super(message)
  }
}

/** GitHub lists at most 250 commits of a pull request; the pages stop there. */
export const MAX_COMMITS = 250
const PAGE_SIZE = 100
const DEFAULT_TIMEOUT_MS = 30_000

/** Every commit of the pull request (at most {@link MAX_COMMITS}), oldest first. */
export async function listPullRequestCommits(
  request: CommitListRequest
): Promise<PullRequestCommit[]> {
  // Next-page links come from the server; the client refuses any that leave GitHub's API origin.
  const octokit = await createGitHubClient(request)
  const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const commits: PullRequestCommit[] = []
  try {
    await octokit.paginate(
      octokit.rest.pulls.listCommits,
      {
        owner: request.owner,
        repo: request.repo,
        pull_number: request.pullNumber,
        per_page: PAGE_SIZE,
        request: { signal }
      },
      (response, done) => {
        for (const item of response.data) {
          if (commits.length >= MAX_COMMITS) break
          commits.push({ sha: item.sha, message: item.commit.message })
        }
        if (commits.length >= MAX_COMMITS) done()
        return []
      }
    )
  } catch (error) {
    throw describeFailure(error, request, signal.aborted)
  }
  return commits
}

function describeFailure(
  error: unknown,
  request: CommitListRequest,
  timedOut: boolean
): CommitListError {
  // Octokit gives network errors status 500 too; only an error with a response was answered.
  const answered = (error as { response?: unknown }).response !== undefined
  const status = answered ? (error as { status?: unknown }).status : undefined
  const code = typeof status === 'number' ? status : undefined
  let reason = error instanceof Error ? error.message : String(error)
  if (timedOut) reason = `no answer within ${(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`
  // GitHub's messages do not hold the token; this makes sure of it.
  if (request.token) reason = reason.split(request.token).join('***')
  reason = reason.replace(/\s+/g, ' ').trim().slice(0, 300)
  const what = `GET /repos/${request.owner}/${request.repo}/pulls/${request.pullNumber}/commits`
  return new CommitListError(
    code !== undefined ? `${what} answered HTTP ${code}: ${reason}` : `${what} failed: ${reason}`,
    code
  )
}
