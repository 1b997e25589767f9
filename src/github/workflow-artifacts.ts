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
import { PULL_REQUEST_EVENTS } from '../action/event.js'
import { createGitHubClient } from './client.js'
import { gitHubFailure, type GitHubError } from './errors.js'
import { listAll } from './paginate.js'

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

/** The most recent successful runs looked at: one page. */
export const MAX_RUNS = 30
/** Artifacts of that name listed per run at most (a re-run uploads anew). */
const MAX_ARTIFACTS_PER_RUN = 10
const DEFAULT_TIMEOUT_MS = 60_000

interface ListedRun {
  id: number
  created_at: string
  event?: string
}

interface ListedArtifact {
  id: number
  name: string
  size_in_bytes: number
  expired: boolean
  digest?: string
}

/** The newest artifact named `artifactName` of an earlier successful run of this run's workflow. */
export async function findPreviousArtifact(
  request: PreviousArtifactRequest
): Promise<PreviousArtifact> {
  const [owner = '', repo = ''] = request.repository.split('/')
  const octokit = await createGitHubClient(request)
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // One deadline for the whole look-up (the run, its workflow's runs, their artifacts).
  const signal = AbortSignal.timeout(timeoutMs)
  const repoPath = `/repos/${owner}/${repo}`
  let thisRun: { workflow_id: number; name?: string | null; created_at: string }
  try {
    thisRun = (
      await octokit.rest.actions.getWorkflowRun({
        owner,
        repo,
        run_id: request.runId,
        request: { signal }
      })
    ).data
  } catch (error) {
    throw describeFailure(gitHubFailure(error, `GET ${repoPath}/actions/runs/${request.runId}`))
  }
  const workflowId = thisRun.workflow_id
  const workflowName = thisRun.name ?? String(workflowId)
  const startedAt = Date.parse(thisRun.created_at)
  const runs = await listed(
    listAll(octokit, {
      route: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
      params: {
        owner,
        repo,
        workflow_id: workflowId,
        status: 'success',
        exclude_pull_requests: 'true'
      },
      items: data => itemsOf(data, 'workflow_runs', toRun),
      perPage: MAX_RUNS,
      maxItems: MAX_RUNS,
      maxPages: 1,
      timeoutMs,
      signal
    })
  )
  // Only earlier runs: not this one (a re-run), nor one that started after it, nor one a pull
  // request started (`exclude_pull_requests` only trims the answer), whose artifact anyone who can
  // open a pull request could have shaped.
  const earlier = runs.filter(
    run =>
      run.id !== request.runId &&
      Date.parse(run.created_at) <= startedAt &&
      !PULL_REQUEST_EVENTS.includes(run.event ?? '')
  )
  for (const run of earlier) {
    const artifacts = await listed(
      listAll(octokit, {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        params: { owner, repo, run_id: run.id, name: request.artifactName },
        items: data => itemsOf(data, 'artifacts', toArtifact),
        perPage: MAX_ARTIFACTS_PER_RUN,
        maxItems: MAX_ARTIFACTS_PER_RUN,
        maxPages: 1,
        timeoutMs,
        signal
      })
    )
    // The name filter matches exactly; the newest unexpired one first.
    const named = artifacts
      .filter(artifact => artifact.name === request.artifactName)
      .sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id)
    const found = named[0]
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
  throw new PreviousArtifactError(
    earlier.length === 0
      ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory ` +
          `to compare with yet: the next run compares with this one.`
      : `None of the ${earlier.length === 1 ? 'earlier successful run' : `${earlier.length} most recent earlier successful runs`} ` +
          `of workflow ${workflowName} uploaded an artifact named ${request.artifactName}: the next ` +
          `run compares with this one's.`,
    'not-found'
  )
}

/** The items of a listing, or its failure as a {@link PreviousArtifactError}. */
async function listed<T>(listing: Promise<{ items: T[] }>): Promise<T[]> {
  try {
    return (await listing).items
  } catch (error) {
    // listAll's failures already name the listing.
    throw describeFailure(gitHubFailure(error, 'GET (listing)'))
  }
}

/** `data[key]`, an array, each entry read by `read` (entries it refuses are left out). */
function itemsOf<T>(
  data: unknown,
  key: string,
  read: (raw: Record<string, unknown>) => T | undefined
): T[] {
  const list = (data as Record<string, unknown> | null)?.[key]
  if (!Array.isArray(list)) throw new Error(`no ${key} array`)
  return list.flatMap((raw: unknown) =>
    raw && typeof raw === 'object' ? (read(raw as Record<string, unknown>) ?? []) : []
  )
}

function toRun(raw: Record<string, unknown>): ListedRun | undefined {
  if (typeof raw.id !== 'number' || typeof raw.created_at !== 'string') return undefined
  const event = typeof raw.event === 'string' ? raw.event : undefined
  return { id: raw.id, created_at: raw.created_at, event }
}

function toArtifact(raw: Record<string, unknown>): ListedArtifact | undefined {
  if (typeof raw.id !== 'number' || typeof raw.name !== 'string') return undefined
  return {
    id: raw.id,
    name: raw.name,
    size_in_bytes: typeof raw.size_in_bytes === 'number' ? raw.size_in_bytes : 0,
    expired: raw.expired === true,
    ...(typeof raw.digest === 'string' && { digest: raw.digest })
  }
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
  // The toolkit's unzip library calls `new Buffer()`; bundled, that is outside node_modules, so
  // Node would print a deprecation warning about the library into the step's log.
  const noDeprecation = process.noDeprecation
  process.noDeprecation = true
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
  } finally {
    process.noDeprecation = noDeprecation
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

/** A failed GitHub request as the reason the previous inventory is not compared with. */
function describeFailure(error: GitHubError): PreviousArtifactError {
  if (error.status === 403) {
    return new PreviousArtifactError(permissionAdvice(error.message), 'refused', error.status)
  }
  if (error.status === 401) {
    return new PreviousArtifactError(
      `Check the github-token input: GitHub did not accept it (${error.message}).`,
      'refused',
      error.status
    )
  }
  return new PreviousArtifactError(
    `Looking up the previous inventory's artifact failed: ${error.message}.`,
    'failed',
    error.status
  )
}
