/**
 * The artifact of the most recent earlier successful run of this workflow (`previous-inventory:
 * artifact` of `mode: dependency-inventory`): this run → its workflow → that workflow's successful
 * runs, newest first, a few pages at most → each run's artifacts of that name. The lookup goes
 * through the GitHub client of `client.ts`, and so does the download (a redirect to blob storage),
 * bounded in bytes and time; the zip is then unpacked bounded (artifact-zip.ts).
 *
 * A token without `actions: read` gets 403 from these operations; that, no earlier run, an
 * artifact past its retention and any other failure are told apart by `kind`.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import * as path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { formatBytes } from '../action/text.js'
import { InflatedTooLargeError, inflateEntry, listZipEntries, ZipError } from './artifact-zip.js'
import { clientFor, type NewGitHubClient } from './client.js'
import { connectionAdvice, gitHubFailure, type GitHubError } from './errors.js'
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
  /** The wait before the first retry of a request; default Octokit's 1 s (tests set less). */
  retryBaseMs?: number
  /** Makes the client; default `createGitHubClient`. */
  newClient?: NewGitHubClient
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
  /** The repository whose code the run ran (a fork's for a pull request from one). */
  headRepositoryId?: number
}

/**
 * The events whose runs run the repository's own code, from its own branches: only their artifacts
 * can serve as the previous inventory. Pull request and review events run a contributor's code;
 * `repository_dispatch` can be sent by any token with write access and `merge_group` runs a queued
 * pull request's code, so they are left out too.
 */
const OWN_CODE_EVENTS = new Set<string | undefined>(['schedule', 'workflow_dispatch', 'push'])

interface ListedArtifact {
  id: number
  name: string
  size_in_bytes: number
  expired: boolean
  digest?: string
}

/** What every request of the look-up shares: the client, the repository, one deadline. */
interface Lookup {
  request: PreviousArtifactRequest
  octokit: Awaited<ReturnType<typeof clientFor>>
  owner: string
  repo: string
  timeoutMs: number
  signal: AbortSignal
}

/** The run the look-up starts from: this one. */
interface ThisRun {
  workflow_id: number
  name?: string | null
  created_at: string
  repository: { id: number }
}

/** The newest artifact named `artifactName` of an earlier successful run of this run's workflow. */
export async function findPreviousArtifact(
  request: PreviousArtifactRequest
): Promise<PreviousArtifact> {
  const [owner = '', repo = ''] = request.repository.split('/')
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const lookup: Lookup = {
    request,
    octokit: await clientFor(request),
    owner,
    repo,
    timeoutMs,
    // One deadline for the whole look-up (the run, its workflow's runs, their artifacts).
    signal: AbortSignal.timeout(timeoutMs)
  }
  const thisRun = await getThisRun(lookup)
  const workflowName = thisRun.name ?? String(thisRun.workflow_id)
  const earlier = await earlierRuns(lookup, thisRun)
  for (const run of earlier) {
    const found = await newestArtifact(lookup, run.id)
    if (!found) continue
    if (found.expired) {
      throw new PreviousArtifactError(
        `The artifact ${request.artifactName} of the most recent earlier successful run of ` +
          `workflow ${workflowName} (run ${run.id}) has expired: run the inventory more often ` +
          `than the artifact retention period, or raise the retention in the repository's Actions settings.`,
        'expired'
      )
    }
    return previousArtifact(lookup, run, found)
  }
  throw new PreviousArtifactError(
    earlier.length === 0
      ? `Workflow ${workflowName} has no earlier successful run, so there is no previous inventory ` +
          `to compare with yet: the next run compares with this one.`
      : `${earlier.length === 1 ? 'The earlier successful run' : `None of the ${earlier.length} most recent earlier successful runs`} ` +
          `of workflow ${workflowName} uploaded ${earlier.length === 1 ? 'no artifact' : 'an artifact'} ` +
          `named ${request.artifactName}: the next run compares with this one's.`,
    'not-found'
  )
}

/** This run: its workflow, when it started, and its repository. */
async function getThisRun({ request, octokit, owner, repo, signal }: Lookup): Promise<ThisRun> {
  try {
    const answer = await octokit.rest.actions.getWorkflowRun({
      owner,
      repo,
      run_id: request.runId,
      request: { signal }
    })
    return answer.data
  } catch (error) {
    const what = `GET /repos/${owner}/${repo}/actions/runs/${request.runId}`
    throw describeFailure(gitHubFailure(error, what), request.apiUrl)
  }
}

/** The workflow's successful runs that may hold the previous inventory, newest first. */
async function earlierRuns(lookup: Lookup, thisRun: ThisRun): Promise<ListedRun[]> {
  const { request, octokit, owner, repo, timeoutMs, signal } = lookup
  const runs = await listed(
    listAll(octokit, {
      route: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
      params: {
        owner,
        repo,
        workflow_id: thisRun.workflow_id,
        status: 'success',
        exclude_pull_requests: 'true'
      },
      items: data => itemsOf(data, 'workflow_runs', toRun),
      perPage: MAX_RUNS,
      maxItems: MAX_RUNS,
      maxPages: 1,
      timeoutMs,
      signal
    }),
    request.apiUrl
  )
  const startedAt = Date.parse(thisRun.created_at)
  // Only earlier runs: not this one (a re-run), nor one that started after it, and only runs of the
  // repository's own code (`exclude_pull_requests` only trims the answer): anyone who can open a
  // pull request could have shaped the artifact of a run of theirs.
  return runs.filter(
    run =>
      run.id !== request.runId &&
      Date.parse(run.created_at) <= startedAt &&
      OWN_CODE_EVENTS.has(run.event) &&
      run.headRepositoryId === thisRun.repository.id
  )
}

/** The run's newest unexpired artifact of the name, else its newest expired one, else none. */
async function newestArtifact(lookup: Lookup, runId: number): Promise<ListedArtifact | undefined> {
  const { request, octokit, owner, repo, timeoutMs, signal } = lookup
  const artifacts = await listed(
    listAll(octokit, {
      route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
      params: { owner, repo, run_id: runId, name: request.artifactName },
      items: data => itemsOf(data, 'artifacts', toArtifact),
      perPage: MAX_ARTIFACTS_PER_RUN,
      maxItems: MAX_ARTIFACTS_PER_RUN,
      maxPages: 1,
      timeoutMs,
      signal
    }),
    request.apiUrl
  )
  // The name filter matches exactly; the newest unexpired one first.
  return artifacts
    .filter(artifact => artifact.name === request.artifactName)
    .sort((a, b) => Number(a.expired) - Number(b.expired) || b.id - a.id)[0]
}

/** The artifact found, with its run and its page on GitHub. */
function previousArtifact(
  { request, owner, repo }: Lookup,
  run: ListedRun,
  found: ListedArtifact
): PreviousArtifact {
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

/** The items of a listing, or its failure as a {@link PreviousArtifactError}. */
async function listed<T>(listing: Promise<{ items: T[] }>, apiUrl: string): Promise<T[]> {
  try {
    return (await listing).items
  } catch (error) {
    // listAll's failures already name the listing.
    throw describeFailure(gitHubFailure(error, 'GET (listing)'), apiUrl)
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
  const head = raw.head_repository as { id?: unknown } | null | undefined
  const headRepositoryId = typeof head?.id === 'number' ? head.id : undefined
  return { id: raw.id, created_at: raw.created_at, event, headRepositoryId }
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

/** The largest zip downloaded, and the most bytes its inventory may unpack to. */
export const MAX_ARTIFACT_BYTES = 128 * 1024 * 1024
/** One deadline for the download and the unpacking together. */
export const ARTIFACT_DOWNLOAD_TIMEOUT_MS = 5 * 60_000

/** What the download needs of the look-up's request, and its bounds (tests lower them). */
export type ArtifactDownloadRequest = Pick<
  PreviousArtifactRequest,
  'token' | 'apiUrl' | 'repository' | 'serverUrl' | 'log'
> & {
  /** Default {@link MAX_ARTIFACT_BYTES}, for the zip and for what it unpacks to. */
  maxBytes?: number
  /** Default {@link ARTIFACT_DOWNLOAD_TIMEOUT_MS}. */
  downloadTimeoutMs?: number
  /** The run's cancellation. */
  signal?: AbortSignal
}

/**
 * Downloads the artifact's zip into `directory` through the action's GitHub client (its proxy, caps
 * and idle timer; GitHub's redirect to blob storage is followed without the token), checks its
 * digest when GitHub gives one, and unpacks its inventory: the only `.json` file at its top, as
 * `inventory.json`, at most `maxBytes` of it whatever the zip's headers say. Gives that file, or
 * undefined when the zip holds no single such file.
 */
export async function downloadPreviousArtifact(
  request: ArtifactDownloadRequest,
  artifact: PreviousArtifact,
  directory: string
): Promise<string | undefined> {
  const what = `the artifact ${artifact.name} of run ${artifact.workflowRunId}`
  if (isEnterpriseServer(request.serverUrl)) {
    throw new PreviousArtifactError(
      `Give previous-inventory the path of an earlier inventory file instead: artifacts of ` +
        `other runs cannot be downloaded from GitHub Enterprise Server (${request.serverUrl}).`,
      'unsupported'
    )
  }
  const maxBytes = request.maxBytes ?? MAX_ARTIFACT_BYTES
  const timeoutMs = request.downloadTimeoutMs ?? ARTIFACT_DOWNLOAD_TIMEOUT_MS
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline
  const zipFile = path.join(directory, 'artifact.zip')
  try {
    const digest = await downloadZip(request, artifact, zipFile, { maxBytes, signal })
    if (artifact.digest !== undefined && artifact.digest !== `sha256:${digest}`) {
      throw new PreviousArtifactError(
        `The ${what.slice(4)} did not match its digest (${artifact.digest}) when downloaded, ` +
          'so it was not used.',
        'failed'
      )
    }
    return await unpackInventory(zipFile, path.join(directory, 'inventory.json'), {
      maxBytes,
      signal
    })
  } catch (error) {
    if (error instanceof PreviousArtifactError) throw error
    if (deadline.aborted) {
      throw new PreviousArtifactError(
        `Downloading ${what} did not finish within ${timeoutMs / 1000} s, so it was not used.`,
        'failed'
      )
    }
    if (error instanceof InflatedTooLargeError) {
      throw new PreviousArtifactError(
        `The ${what.slice(4)} unpacks to more than ${formatBytes(maxBytes)}, the most read, so ` +
          'it was not used.',
        'failed'
      )
    }
    if (error instanceof ZipError) {
      throw new PreviousArtifactError(
        `The ${what.slice(4)} could not be unpacked (${error.message}), so it was not used.`,
        'failed'
      )
    }
    throw downloadFailure(error, what, request)
  } finally {
    await rm(zipFile, { force: true })
  }
}

/**
 * GitHub Enterprise Server offers no downloads of other runs' artifacts; as the toolkit tells it:
 * any server but github.com, *.ghe.com (GitHub Enterprise Cloud) and *.localhost.
 */
function isEnterpriseServer(serverUrl: string): boolean {
  const host = new URL(serverUrl).hostname.toLowerCase()
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')
}

/** Writes the zip to `file`, at most `maxBytes`; gives its SHA-256 (hex). */
async function downloadZip(
  request: ArtifactDownloadRequest,
  artifact: PreviousArtifact,
  file: string,
  bounds: { maxBytes: number; signal: AbortSignal }
): Promise<string> {
  const [owner = '', repo = ''] = request.repository.split('/')
  const octokit = await clientFor({ ...request, maxResponseBytes: bounds.maxBytes })
  const response = await octokit.request(
    'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
    {
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: 'zip',
      // The body as a stream: counted, hashed and written as it arrives.
      request: { parseSuccessResponseBody: false, signal: bounds.signal }
    }
  )
  const body = response.data as ReadableStream<Uint8Array> | null
  const hash = createHash('sha256')
  let size = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > bounds.maxBytes) {
        callback(new Error(`the zip is larger than ${formatBytes(bounds.maxBytes)}`))
        return
      }
      hash.update(chunk)
      callback(null, chunk)
    }
  })
  await pipeline(body ? Readable.fromWeb(body) : [], counted, createWriteStream(file), {
    signal: bounds.signal
  })
  return hash.digest('hex')
}

/** The zip's only top-level `.json` entry, inflated into `outFile`; undefined without one. */
async function unpackInventory(
  zipFile: string,
  outFile: string,
  bounds: { maxBytes: number; signal: AbortSignal }
): Promise<string | undefined> {
  const handle = await open(zipFile, 'r')
  try {
    const entries = await listZipEntries(handle, (await handle.stat()).size)
    const json = entries.filter(entry => /^[^/\\]+\.json$/.test(entry.name))
    if (json.length !== 1) return undefined
    await inflateEntry(zipFile, handle, json[0]!, outFile, bounds)
    return outFile
  } finally {
    await handle.close()
  }
}

/** A failed download as the reason the previous inventory is not compared with. */
function downloadFailure(
  error: unknown,
  what: string,
  { token, apiUrl }: { token: string; apiUrl: string }
): PreviousArtifactError {
  const failure = gitHubFailure(error, `Downloading ${what}`)
  const reason = failure.message.split(token).join('***')
  if (failure.status === 403 || failure.status === 401) {
    return new PreviousArtifactError(permissionAdvice(reason), 'refused', failure.status)
  }
  if (failure.status === 410) {
    return new PreviousArtifactError(
      `The ${what.slice(4)} has expired (${reason}).`,
      'expired',
      failure.status
    )
  }
  const advice = connectionAdvice(failure, apiUrl)
  return new PreviousArtifactError(
    `${advice ? `${advice} ` : ''}${reason}.`,
    'failed',
    failure.status
  )
}

function permissionAdvice(answer: string): string {
  return (
    'Give the job `permissions: actions: read` (or pass a github-token that may read Actions ' +
    `artifacts) to compare with the previous inventory: GitHub refused the token (${answer}).`
  )
}

/** A failed GitHub request as the reason the previous inventory is not compared with. */
function describeFailure(error: GitHubError, apiUrl: string): PreviousArtifactError {
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
  // A refused proxy, a certificate or DNS: what to check comes first, once.
  const advice = connectionAdvice(error, apiUrl)
  return new PreviousArtifactError(
    `${advice ? `${advice} ` : ''}Looking up the previous inventory's artifact failed: ${error.message}.`,
    'failed',
    error.status
  )
}
