/**
 * GitHub's two code scanning SARIF endpoints, for the fake GitHub API (`github-api.ts`):
 * - `POST /repos/{owner}/{repo}/code-scanning/sarifs` ("Upload an analysis as SARIF data"): the
 *   body's `sarif` is gzip then base64, checked as GitHub does (a JSON SARIF 2.1.0 log, at most
 *   10 MB gzipped: 413 above, as GitHub answers a too-large upload); `commit_sha` 40 or 64 hex
 *   digits and `ref` a full ref (422 otherwise); `202` with `{id, url}`;
 * - `GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}` ("Get information about a SARIF
 *   upload"): `processing_status` `pending` for the first polls, then `complete`, or `failed` with
 *   `errors` when told.
 * A repository without GitHub Code Security answers 403 as GitHub does, an unknown one 404.
 */
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'

/** How the fake's code scanning behaves; each field can be changed between runs. */
export interface FakeCodeScanning {
  /** Repositories (`owner/name`, any case) without GitHub Code Security: uploads answer 403. */
  withoutCodeSecurity?: string[]
  /** Repositories that exist; unset: every one. Others answer 404. */
  repositories?: string[]
  /** Status polls answered `pending` before the upload's processing ends; default 1. */
  pendingPolls?: number
  /** Processing ends `failed` with these errors instead of `complete`. */
  failWith?: string[]
  /** The largest gzipped SARIF taken (413 above); default GitHub's 10 MB. */
  maxGzippedBytes?: number
}

/** An upload as stored. */
export interface FakeSarifUpload {
  id: string
  repository: string
  commitSha: string
  ref: string
  toolName?: string
  startedAt?: string
  checkoutUri?: string
  /** The SARIF document, parsed. */
  sarif: unknown
  gzippedBytes: number
  /** Status polls answered so far. */
  polls: number
  pendingPolls: number
  failWith?: string[]
}

interface Reply {
  status: number
  body?: unknown
}

/** GitHub's limit on the gzipped SARIF. */
export const MAX_SARIF_GZIPPED_BYTES = 10 * 1024 * 1024
const DOCS = 'https://docs.github.com/rest/code-scanning/code-scanning'
const SARIFS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/code-scanning\/sarifs$/
const SARIF_PATH = /^\/repos\/([^/]+)\/([^/]+)\/code-scanning\/sarifs\/([^/]+)$/

export interface CodeScanningRoutes {
  /** The route for this request, or undefined when it is none of the two endpoints. */
  match(method: string, url: URL): ((body: Buffer) => Reply) | undefined
  configure(options: FakeCodeScanning): void
  uploads: FakeSarifUpload[]
}

export function codeScanningRoutes(
  apiBase: () => string,
  initial: FakeCodeScanning = {}
): CodeScanningRoutes {
  let options: FakeCodeScanning = { ...initial }
  const uploads: FakeSarifUpload[] = []
  const listed = (list: string[] | undefined, repository: string): boolean =>
    (list ?? []).some(r => r.toLowerCase() === repository.toLowerCase())
  const exists = (repository: string): boolean =>
    options.repositories === undefined || listed(options.repositories, repository)

  const upload = (repository: string, body: Buffer): Reply => {
    const documentation = `${DOCS}#upload-an-analysis-as-sarif-data`
    if (!exists(repository)) return notFound(documentation)
    if (listed(options.withoutCodeSecurity, repository)) {
      return {
        status: 403,
        body: {
          message: 'Code Security must be enabled for this repository to use code scanning.',
          documentation_url: documentation,
          status: '403'
        }
      }
    }
    let fields: Record<string, unknown>
    try {
      fields = JSON.parse(body.toString('utf8')) as Record<string, unknown>
    } catch {
      return {
        status: 400,
        body: { message: 'Problems parsing JSON', documentation_url: documentation }
      }
    }
    const invalid = (field: string, problem: string): Reply => ({
      status: 422,
      body: {
        message: `Invalid request.\n\n${field}: ${problem}`,
        documentation_url: documentation,
        status: '422'
      }
    })
    const { commit_sha: sha, ref, sarif } = fields
    if (typeof sha !== 'string' || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) {
      return invalid('commit_sha', 'must be a commit SHA of 40 or 64 hex digits')
    }
    if (typeof ref !== 'string' || !/^refs\/(heads|tags|pull)\/.+/.test(ref)) {
      return invalid('ref', 'must be a full ref, e.g. refs/heads/main')
    }
    if (typeof sarif !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(sarif)) {
      return invalid('sarif', 'must be a base64 string of the gzipped SARIF')
    }
    const gzipped = Buffer.from(sarif, 'base64')
    if (gzipped.length > (options.maxGzippedBytes ?? MAX_SARIF_GZIPPED_BYTES)) {
      return {
        status: 413,
        body: { message: 'Payload Too Large', documentation_url: documentation }
      }
    }
    let document: unknown
    try {
      document = JSON.parse(gunzipSync(gzipped).toString('utf8'))
    } catch {
      return invalid('sarif', 'is not gzipped JSON')
    }
    const log = document as { version?: unknown; runs?: unknown }
    if (log?.version !== '2.1.0' || !Array.isArray(log.runs)) {
      return invalid('sarif', 'is not a SARIF 2.1.0 log')
    }
    const id = randomBytes(16)
      .toString('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
    const stored: FakeSarifUpload = {
      id,
      repository,
      commitSha: sha,
      ref,
      ...(typeof fields.tool_name === 'string' && { toolName: fields.tool_name }),
      ...(typeof fields.started_at === 'string' && { startedAt: fields.started_at }),
      ...(typeof fields.checkout_uri === 'string' && { checkoutUri: fields.checkout_uri }),
      sarif: document,
      gzippedBytes: gzipped.length,
      polls: 0,
      pendingPolls: options.pendingPolls ?? 1,
      ...(options.failWith && { failWith: options.failWith })
    }
    uploads.push(stored)
    return {
      status: 202,
      body: { id, url: `${apiBase()}/repos/${repository}/code-scanning/sarifs/${id}` }
    }
  }

  const status = (repository: string, id: string): Reply => {
    const documentation = `${DOCS}#get-information-about-a-sarif-upload`
    if (!exists(repository)) return notFound(documentation)
    if (listed(options.withoutCodeSecurity, repository)) {
      return {
        status: 403,
        body: {
          message: 'Code Security must be enabled for this repository to use code scanning.',
          documentation_url: documentation,
          status: '403'
        }
      }
    }
    const found = uploads.find(
      u => u.id === id && u.repository.toLowerCase() === repository.toLowerCase()
    )
    if (!found) return notFound(documentation)
    found.polls++
    const analyses = `${apiBase()}/repos/${repository}/code-scanning/analyses?sarif_id=${id}`
    if (found.polls <= found.pendingPolls) {
      return {
        status: 200,
        body: { processing_status: 'pending', analyses_url: null, errors: null }
      }
    }
    if (found.failWith) {
      return {
        status: 200,
        body: { processing_status: 'failed', analyses_url: null, errors: found.failWith }
      }
    }
    return {
      status: 200,
      body: { processing_status: 'complete', analyses_url: analyses, errors: null }
    }
  }

  return {
    match(method, url) {
      const many = SARIFS_PATH.exec(url.pathname)
      if (method === 'POST' && many) {
        const repository = `${decode(many[1]!)}/${decode(many[2]!)}`
        return body => upload(repository, body)
      }
      const one = SARIF_PATH.exec(url.pathname)
      if (method === 'GET' && one) {
        const repository = `${decode(one[1]!)}/${decode(one[2]!)}`
        return () => status(repository, decode(one[3]!))
      }
      return undefined
    },
    configure(next) {
      options = { ...next }
    },
    uploads
  }
}

function notFound(documentation: string): Reply {
  return {
    status: 404,
    body: { message: 'Not Found', documentation_url: documentation, status: '404' }
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
