/**
 * The workflow runs and run artifacts of the fake GitHub API (`github-api.ts`), as
 * `previous-inventory: artifact` reads them:
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}`;
 * - `GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs` (`status`, `per_page`, `page`),
 *   newest first, with `total_count` and a `Link` header;
 * - `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts` (`name`, `per_page`, `page`);
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`: a 302 to a signed URL on a
 *   blob origin of its own (as GitHub redirects to blob storage), or 410 once the artifact expired.
 * A token without `actions: read` is played by {@link FakeWorkflowRuns.refuse}: every one of these
 * answers 403, as GitHub does.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An artifact of a run; `zip` is what the blob origin serves (an uploaded artifact's bytes). */
export interface FakeRunArtifact {
  name: string
  /** Default: the next free ID. */
  id?: number
  zip: Uint8Array
  /** `sha256:<hex>`; default none (older artifacts have no digest). */
  digest?: string
  /** Past its retention: listed with `expired: true`, its zip answers 410. */
  expired?: boolean
  /** The blob origin sends the headers and half the zip, then nothing more (a stalled download). */
  stall?: boolean
}

/** A workflow run to create. */
export interface FakeWorkflowRun {
  id: number
  /** `owner/name`; matched without regard to case. */
  repository: string
  /** Default 161335 (one workflow). */
  workflowId?: number
  /** Default `Dependency inventory`. */
  workflowName?: string
  /** `success`, `failure`, …; null while the run is in progress. Default `success`. */
  conclusion?: string | null
  /** ISO 8601; default one hour after the previous run added. */
  createdAt?: string
  /** What started it; default `schedule`. */
  event?: string
  /** `owner/name` of the code it ran (a fork's, for a pull request from one); default `repository`. */
  headRepository?: string | null
  artifacts?: FakeRunArtifact[]
}

/** A request to the blob origin, as the API's request log keeps it. */
export interface WorkflowRunsRequest {
  origin: 'blob'
  method: string
  path: string
  authorization: string | undefined
  contentType: string | undefined
  accept: string | undefined
  status: number
}

export interface FakeWorkflowRuns {
  /** Origin of the artifact downloads (no trailing slash). */
  blobUrl: string
  addRun(run: FakeWorkflowRun): void
  /** Answer 403 to every request here, as to a token without `actions: read`. */
  refuse(value: boolean): void
  close(): Promise<void>
}

export interface WorkflowRunReply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** What the API server lends this module: its pagination, its base URL and its request log. */
export interface WorkflowRunsHost {
  host?: string
  /** The API's base URL (known once it listens). */
  apiBase(): string
  serverUrl: string
  paginate<T>(url: URL, list: T[]): { items: T[]; headers: Record<string, string> }
  requests: { push(request: WorkflowRunsRequest): unknown }
}

const DEFAULT_WORKFLOW_ID = 161335
const DOCS = 'https://docs.github.com/rest/actions'
const RUN_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/([0-9]+)$/
const WORKFLOW_RUNS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/runs$/
const RUN_ARTIFACTS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/([0-9]+)\/artifacts$/
const ARTIFACT_ZIP_PATH = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/([0-9]+)\/zip$/
const BLOB_PATH = /^\/artifacts\/([0-9]+)\.zip$/

interface StoredRun {
  id: number
  repository: string
  workflowId: number
  workflowName: string
  conclusion: string | null
  createdAt: string
  event: string
  headRepository: string | null
  artifacts: StoredArtifact[]
}

interface StoredArtifact {
  id: number
  name: string
  zip: Buffer
  digest: string | null
  expired: boolean
  stall: boolean
}

export async function startWorkflowRuns(
  host: WorkflowRunsHost,
  initial: FakeWorkflowRun[] = []
): Promise<
  FakeWorkflowRuns & {
    /** The handler of a request to the API origin, or undefined when the path is not one of these. */
    match(method: string, url: URL): (() => WorkflowRunReply) | undefined
  }
> {
  const secret = randomBytes(16)
  const runs: StoredRun[] = []
  let refused = false
  let nextArtifactId = 3_100_000_001
  let clock = Date.UTC(2026, 0, 5, 6, 0, 0)

  const sign = (id: number): string =>
    createHmac('sha256', secret).update(String(id)).digest('hex').slice(0, 32)
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

  const addRun = (run: FakeWorkflowRun): void => {
    clock += 3_600_000
    runs.push({
      id: run.id,
      repository: run.repository,
      workflowId: run.workflowId ?? DEFAULT_WORKFLOW_ID,
      workflowName: run.workflowName ?? 'Dependency inventory',
      conclusion: run.conclusion === undefined ? 'success' : run.conclusion,
      createdAt: run.createdAt ?? new Date(clock).toISOString().replace(/\.[0-9]+Z$/, 'Z'),
      event: run.event ?? 'schedule',
      headRepository: run.headRepository === undefined ? run.repository : run.headRepository,
      artifacts: (run.artifacts ?? []).map(artifact => ({
        id: artifact.id ?? nextArtifactId++,
        name: artifact.name,
        zip: Buffer.from(artifact.zip),
        digest: artifact.digest ?? null,
        expired: artifact.expired ?? false,
        stall: artifact.stall ?? false
      }))
    })
  }
  for (const run of initial) addRun(run)

  const notFound = (documentation: string): WorkflowRunReply => ({
    status: 404,
    body: { message: 'Not Found', documentation_url: documentation, status: '404' }
  })
  const forbidden = (documentation: string): WorkflowRunReply => ({
    status: 403,
    body: {
      message: 'Resource not accessible by integration',
      documentation_url: documentation,
      status: '403'
    }
  })

  // Repository IDs as GitHub gives them: one per name, whatever its case.
  const repositoryIds = new Map<string, number>()
  const repositoryJson = (name: string): { id: number; full_name: string } => {
    const key = name.toLowerCase()
    let id = repositoryIds.get(key)
    if (id === undefined) repositoryIds.set(key, (id = 1296269 + repositoryIds.size * 7919))
    return { id, full_name: name }
  }

  const runJson = (run: StoredRun): unknown => {
    const [owner, repo] = run.repository.split('/')
    const api = `${host.apiBase()}/repos/${owner}/${repo}`
    return {
      id: run.id,
      name: run.workflowName,
      node_id: `WFR_${Buffer.from(String(run.id)).toString('base64url')}`,
      head_branch: 'main',
      head_sha: createHmac('sha1', 'run').update(String(run.id)).digest('hex'),
      path: '.github/workflows/dependency-inventory.yml',
      run_number: run.id % 1000,
      event: run.event,
      status: run.conclusion === null ? 'in_progress' : 'completed',
      conclusion: run.conclusion,
      workflow_id: run.workflowId,
      url: `${api}/actions/runs/${run.id}`,
      html_url: `${host.serverUrl}/${owner}/${repo}/actions/runs/${run.id}`,
      artifacts_url: `${api}/actions/runs/${run.id}/artifacts`,
      workflow_url: `${api}/actions/workflows/${run.workflowId}`,
      created_at: run.createdAt,
      updated_at: run.createdAt,
      run_attempt: 1,
      run_started_at: run.createdAt,
      repository: repositoryJson(run.repository),
      // null where the fork it came from was deleted
      head_repository: run.headRepository === null ? null : repositoryJson(run.headRepository)
    }
  }

  const artifactJson = (run: StoredRun, artifact: StoredArtifact): unknown => {
    const [owner, repo] = run.repository.split('/')
    const api = `${host.apiBase()}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}`
    return {
      id: artifact.id,
      node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
      name: artifact.name,
      size_in_bytes: artifact.zip.length,
      url: api,
      archive_download_url: `${api}/zip`,
      expired: artifact.expired,
      digest: artifact.digest,
      created_at: run.createdAt,
      updated_at: run.createdAt,
      expires_at: run.createdAt,
      workflow_run: {
        id: run.id,
        repository_id: repositoryJson(run.repository).id,
        head_repository_id:
          run.headRepository === null ? null : repositoryJson(run.headRepository).id,
        head_branch: 'main',
        head_sha: createHmac('sha1', 'run').update(String(run.id)).digest('hex')
      }
    }
  }

  const match = (method: string, url: URL): (() => WorkflowRunReply) | undefined => {
    if (method !== 'GET') return undefined
    const path = url.pathname
    const run = RUN_PATH.exec(path)
    const workflowRuns = WORKFLOW_RUNS_PATH.exec(path)
    const artifacts = RUN_ARTIFACTS_PATH.exec(path)
    const zip = ARTIFACT_ZIP_PATH.exec(path)
    const found = run ?? workflowRuns ?? artifacts ?? zip
    if (!found) return undefined
    const repository = `${decodeURIComponent(found[1]!)}/${decodeURIComponent(found[2]!)}`
    const ofRepository = runs.filter(r => same(r.repository, repository))
    return () => {
      if (run) {
        const documentation = `${DOCS}/workflow-runs#get-a-workflow-run`
        if (refused) return forbidden(documentation)
        const stored = ofRepository.find(r => r.id === Number(run[3]))
        return stored ? { status: 200, body: runJson(stored) } : notFound(documentation)
      }
      if (workflowRuns) {
        const documentation = `${DOCS}/workflow-runs#list-workflow-runs-for-a-workflow`
        if (refused) return forbidden(documentation)
        const status = url.searchParams.get('status')
        const listed = ofRepository
          .filter(r => String(r.workflowId) === decodeURIComponent(workflowRuns[3]!))
          .filter(r => status === null || r.conclusion === status)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        const { items, headers } = host.paginate(url, listed)
        return {
          status: 200,
          body: { total_count: listed.length, workflow_runs: items.map(runJson) },
          headers
        }
      }
      if (artifacts) {
        const documentation = `${DOCS}/artifacts#list-workflow-run-artifacts`
        if (refused) return forbidden(documentation)
        const stored = ofRepository.find(r => r.id === Number(artifacts[3]))
        if (!stored) return notFound(documentation)
        const name = url.searchParams.get('name')
        const listed = stored.artifacts.filter(a => name === null || a.name === name)
        const { items, headers } = host.paginate(url, listed)
        return {
          status: 200,
          body: { total_count: listed.length, artifacts: items.map(a => artifactJson(stored, a)) },
          headers
        }
      }
      const documentation = `${DOCS}/artifacts#download-an-artifact`
      if (refused) return forbidden(documentation)
      const id = Number(zip![3])
      const artifact = ofRepository.flatMap(r => r.artifacts).find(a => a.id === id)
      if (!artifact) return notFound(documentation)
      if (artifact.expired) {
        return {
          status: 410,
          body: { message: 'Artifact has expired', documentation_url: documentation, status: '410' }
        }
      }
      return {
        status: 302,
        headers: { location: `${blobUrl}/artifacts/${id}.zip?sig=${sign(id)}&se=2099-01-01` }
      }
    }
  }

  const blobServer: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://blob.invalid')
    const entry: WorkflowRunsRequest = {
      origin: 'blob',
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      accept: req.headers.accept,
      status: 0
    }
    host.requests.push(entry)
    const blob = BLOB_PATH.exec(url.pathname)
    const id = Number(blob?.[1])
    const artifact = runs.flatMap(r => r.artifacts).find(a => a.id === id)
    const answer = (status: number, body: string | Buffer, type: string): void => {
      entry.status = status
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
      res.end(body)
    }
    if (req.method !== 'GET' || !artifact) {
      answer(404, '<Error><Code>BlobNotFound</Code></Error>', 'application/xml')
    } else if (url.searchParams.get('sig') !== sign(id) || req.headers.authorization) {
      // A signed URL takes no Authorization header; storage refuses one.
      answer(403, '<Error><Code>AuthenticationFailed</Code></Error>', 'application/xml')
    } else if (artifact.stall) {
      entry.status = 200
      res.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': artifact.zip.length
      })
      res.write(artifact.zip.subarray(0, artifact.zip.length >> 1))
    } else {
      answer(200, artifact.zip, 'application/zip')
    }
  })
  await new Promise<void>((resolve, reject) => {
    blobServer.once('error', reject)
    blobServer.listen(0, host.host ?? '127.0.0.1', resolve)
  })
  const address = blobServer.address() as AddressInfo
  const blobHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const blobUrl = `http://${blobHost}:${address.port}`

  return {
    blobUrl,
    match,
    addRun,
    refuse: value => {
      refused = value
    },
    close: () =>
      new Promise<void>(resolve => {
        blobServer.closeAllConnections()
        blobServer.close(() => resolve())
      })
  }
}
