/**
 * The artifact of the most recent earlier successful run of this workflow (`previous-inventory:
 * artifact` of `mode: dependency-inventory`): this run → its workflow → that workflow's successful
 * runs, newest first, a few pages at most → each run's artifacts of that name. The lookup goes
 * through the GitHub client of `client.ts`; the download (a redirect to blob storage, then the zip
 * unpacked) is the toolkit's own `@actions/artifact`, imported only when an artifact was found.
 *
 * A token without `actions: read` gets 403 from these operations; that, no earlier run, an
 * artifact past its retention and any other failure are told apart by `kind`.
 */
import { createGitHubClient, type GitHubClient } from './client.js'

export interface PreviousArtifactRequest {
  /** `github-token`; sent only to `apiUrl`'s origin. */
  token: string
  /** GitHub API base URL, e.g. https://api.github.com. */
  apiUrl: string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY). */
  repository: string
  /** This run (GITHUB_RUN_ID). */
  runId: number
  artifactName: string
  /** GITHUB_SERVER_URL, for the artifact's page. */
  serverUrl: string
  /** Gives up after this long, all requests together. Default 60 s. */
  timeoutMs?: number
  /** Where Octokit's own messages go. */
  log?: { debug: (message: string) => void; warn: (message: string) => void }
}

export interface PreviousArtifact {
  id: number
  name: string
  /** Bytes of the zip. */
  size: number
  /** `sha256:…` when GitHub gives it, checked on download. */
  digest?: string
  workflowRunId: number
  /** When the run that uploaded it was created (ISO 8601). */
  workflowRunCreatedAt: string
  /** The artifact's page on GitHub. */
  url: string
}

/**
 * Why no artifact came: no earlier successful run has one of that name (a first run, or one that
 * uploaded none), the newest one is past its retention, GitHub refused the token (no `actions:
 * read`), downloads of artifacts are not offered (GitHub Enterprise Server), or anything else.
 */
export type PreviousArtifactFailure = 'not-found' | 'expired' | 'refused' | 'unsupported' | 'failed'

export class PreviousArtifactError extends Error {
  override name = 'PreviousArtifactError'
  constructor(
    message: string,
    readonly kind: PreviousArtifactFailure,
    /** HTTP status when GitHub answered. */
    readonly status?: number
  ) {
    super(message)
  }
}

/** Runs per page and pages at most: the 30 most recent successful runs are looked at. */
export const RUNS_PER_PAGE = 10
export const MAX_RUN_PAGES = 3
const DEFAULT_TIMEOUT_MS = 60_000

/** The newest artifact named `artifactName` of an earlier successful run of this run's workflow. */
export async function findPreviousArtifact(
  request: PreviousArtifactRequest
): Promise<PreviousArtifact> {
  const [owner = '', repo = ''] = request.repository.split('/')
  const octokit = await createGitHubClient(request)
  const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw describeFailure(what, error, request, signal.aborted)
    }
  }
  const repoPath = `/repos/${owner}/${repo}`
  const thisRun = await call(`GET ${repoPath}/actions/runs/${request.runId}`, () =>
    octokit.rest.actions.getWorkflowRun({
      owner,
      repo,
      run_id: request.runId,
      request: { signal }
    })
  )
  const workflowId = thisRun.data.workflow_id
  const workflowName = thisRun.data.name ?? String(workflowId)
  const startedAt = Date.parse(thisRun.data.created_at)
  let looked = 0
  for (let page = 1; page <= MAX_RUN_PAGES; page++) {
    const runs = await call(`GET ${repoPath}/actions/workflows/${workflowId}/runs`, () =>
      octokit.rest.actions.listWorkflowRuns({
        owner,
        repo,
        workflow_id: workflowId,
        status: 'success',
        exclude_pull_requests: true,
        per_page: RUNS_PER_PAGE,
        page,
        request: { signal }
      })
    )
    for (const run of runs.data.workflow_runs) {
      // Only earlier runs: not this one (a re-run), nor one that started after it.
      if (run.id === request.runId || Date.parse(run.created_at) > startedAt) continue
      looked++
      const found = await artifactOfRun(octokit, owner, repo, run.id, request, call, signal)
      if (!found) continue
      if (found.expired) {
        throw new PreviousArtifactError(
          `The artifact ${request.artifactName} of the most recent earlier successful run of ` +
            `workflow ${workflowName} (run ${run.id}) has expired: run the inventory more often ` +
            `than the artifact retention period, or raise the retention in the repository's Actions settings.`,
          'expired'
        )
      }
      return {
        id: found.id,
        name: found.name,
        size: found.size_in_bytes,
        ...(found.digest && { digest: found.digest }),
        workflowRunId: run.id,
        workflowRunCreatedAt: run.created_at,
        url: `${request.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${run.id}/artifacts/${found.id}`
      }
    }
    if (runs.data.workflow_runs.length < RUNS_PER_PAGE) break
  }
  throw new PreviousArtifactError(
    looked === 0
      ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory ` +
          `to compare with yet: the next run compares with this one.`
      : `None of the ${looked === 1 ? 'earlier successful run' : `${looked} most recent earlier successful runs`} ` +
          `of workflow ${workflowName} uploaded an artifact named ${request.artifactName}: the next ` +
          `run compares with this one's.`,
    'not-found'
  )
}

type Call = <T>(what: string, work: () => Promise<T>) => Promise<T>
type ArtifactItem = Awaited<
  ReturnType<GitHubClient['rest']['actions']['listWorkflowRunArtifacts']>
>['data']['artifacts'][number]

/** The newest artifact of that name of a run (the name filter matches exactly), or undefined. */
async function artifactOfRun(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  runId: number,
  request: PreviousArtifactRequest,
  call: Call,
  signal: AbortSignal
): Promise<ArtifactItem | undefined> {
  const listed = await call(`GET /repos/${owner}/${repo}/actions/runs/${runId}/artifacts`, () =>
    octokit.rest.actions.listWorkflowRunArtifacts({
      owner,
      repo,
      run_id: runId,
      name: request.artifactName,
      per_page: 10,
      request: { signal }
    })
  )
  const named = listed.data.artifacts.filter(artifact => artifact.name === request.artifactName)
  // A re-run attempt uploads anew: the newest, unexpired one first.
  named.sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id)
  return named[0]
}

/**
 * Downloads the artifact into `directory` (its files unpacked) with the toolkit's client, which
 * follows GitHub's redirect to blob storage without the token and checks the digest when given.
 */
export async function downloadPreviousArtifact(
  request: Pick<PreviousArtifactRequest, 'token' | 'repository'>,
  artifact: PreviousArtifact,
  directory: string
): Promise<void> {
  const [owner = '', repo = ''] = request.repository.split('/')
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact')
  let result: { digestMismatch?: boolean }
  try {
    result = await new DefaultArtifactClient().downloadArtifact(artifact.id, {
      path: directory,
      ...(artifact.digest && { expectedHash: artifact.digest }),
      findBy: {
        token: request.token,
        workflowRunId: artifact.workflowRunId,
        repositoryOwner: owner,
        repositoryName: repo
      }
    })
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error))
      .split(request.token)
      .join('***')
    if (error instanceof GHESNotSupportedError) {
      throw new PreviousArtifactError(
        `Give previous-inventory the path of an earlier inventory file instead: artifacts of ` +
          `other runs cannot be downloaded from GitHub Enterprise Server (${reason}).`,
        'unsupported'
      )
    }
    const status = (error as { status?: unknown }).status
    if (status === 403 || status === 401) {
      throw new PreviousArtifactError(permissionAdvice(reason), 'refused', status)
    }
    if (status === 410) {
      throw new PreviousArtifactError(
        `The artifact ${artifact.name} of run ${artifact.workflowRunId} has expired (${reason}).`,
        'expired',
        status
      )
    }
    throw new PreviousArtifactError(
      `Downloading the artifact ${artifact.name} of run ${artifact.workflowRunId} failed: ${reason}`,
      'failed'
    )
  }
  if (result.digestMismatch) {
    throw new PreviousArtifactError(
      `The artifact ${artifact.name} of run ${artifact.workflowRunId} did not match its digest ` +
        `(${artifact.digest}) when downloaded, so it was not used.`,
      'failed'
    )
  }
}

function permissionAdvice(answer: string): string {
  return (
    'Give the job `permissions: actions: read` (or pass a github-token that may read Actions ' +
    `artifacts) to compare with the previous inventory: GitHub refused the token (${answer}).`
  )
}

function describeFailure(
  what: string,
  error: unknown,
  request: PreviousArtifactRequest,
  timedOut: boolean
): PreviousArtifactError {
  // Octokit gives network errors status 500 too; only an error with a response was answered.
  const answered = (error as { response?: unknown }).response !== undefined
  const raw = answered ? (error as { status?: unknown }).status : undefined
  const status = typeof raw === 'number' ? raw : undefined
  let reason = error instanceof Error ? error.message : String(error)
  if (timedOut) reason = `no answer within ${(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`
  if (request.token) reason = reason.split(request.token).join('***')
  reason = reason.replace(/\s+/g, ' ').trim().slice(0, 300)
  const answer =
    status !== undefined
      ? `${what} answered HTTP ${status}: ${reason}`
      : `${what} failed: ${reason}`
  if (status === 403) return new PreviousArtifactError(permissionAdvice(answer), 'refused', status)
  if (status === 401) {
    return new PreviousArtifactError(
      `Check the github-token input: GitHub did not accept it (${answer}).`,
      'refused',
      status
    )
  }
  return new PreviousArtifactError(
    `Looking up the previous inventory's artifact failed: ${answer}.`,
    'failed',
    status
  )
}
