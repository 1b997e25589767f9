/**
 * A loopback stand-in for the GitHub Actions runner's artifact service, as the real
 * `@actions/artifact` 6 client (`DefaultArtifactClient.uploadArtifact`) talks to it:
 * - Twirp JSON at `ACTIONS_RESULTS_URL`: `POST /twirp/github.actions.results.api.v1.ArtifactService/`
 *   `CreateArtifact` (answers a signed upload URL), `FinalizeArtifact` (answers the artifact ID),
 *   plus `ListArtifacts` and `DeleteArtifact`; authenticated with `ACTIONS_RUNTIME_TOKEN`, a JWT
 *   whose `scp` claim names the workflow run and job backend IDs that every request must carry;
 * - the signed upload URL, an Azure Blob Storage block blob in path style on the same loopback
 *   origin (`http://127.0.0.1:PORT/devstoreaccount1/…`, which the Azure SDK accepts): the client's
 *   `BlockBlobClient.uploadStream` stages blocks (`PUT ?comp=block&blockid=…`) and commits them
 *   (`PUT ?comp=blocklist`, an XML block list); a URL with a wrong `sig` answers 403.
 * The uploaded artifact is a zip (unless `skipArchive`); `artifacts()` gives its bytes and entries.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inflateRawSync } from 'node:zlib'

const SERVICE = 'github.actions.results.api.v1.ArtifactService'
const ACCOUNT = 'devstoreaccount1'
const CONTAINER = 'actions-results'

export interface ArtifactServiceOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (any free port). */
  port?: number
  /** Workflow run backend ID carried by the runtime token; default a random UUID. */
  workflowRunBackendId?: string
  /** Workflow job run backend ID carried by the runtime token; default a random UUID. */
  workflowJobRunBackendId?: string
  /** `GITHUB_RUN_ID` (numeric); default `10000000001`. */
  runId?: string
  /** `GITHUB_REPOSITORY`; default `acme/web-app`. */
  repository?: string
  /** `GITHUB_SERVER_URL`; default `https://github.com` (the client refuses GHES hosts). */
  serverUrl?: string
  /** `GITHUB_RETENTION_DAYS`, the repository's maximum; default unset. */
  retentionDays?: number
  /** ID of the first finalized artifact; default 3000000001. */
  firstArtifactId?: number
  /**
   * Origin of the signed upload URLs (e.g. `https://blob.example`, a name only a proxy in a test
   * knows); default the service's own loopback origin.
   */
  blobOrigin?: string
}

/** A Twirp method or the blob store, as `failNext` and the request log name them. */
export type ArtifactOperation =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'DeleteArtifact'
  | 'StageBlock'
  | 'CommitBlockList'
  | 'unknown'

/** One request as the service saw it. */
export interface ArtifactServiceRequest {
  /** `twirp` for the results service, `blob` for the signed upload URL. */
  service: 'twirp' | 'blob'
  operation: ArtifactOperation
  method: string
  /** Path with query string (a blob URL's `sig` included). */
  path: string
  authorization: string | undefined
  contentType: string | undefined
  /** The Twirp request's JSON, or undefined (blob requests, unparseable bodies). */
  body: unknown
  /** Bytes of the request body. */
  size: number
  status: number
}

/** A file in the uploaded zip. */
export interface ArtifactFileEntry {
  /** Path inside the zip, `/`-separated; a directory's ends with `/`. */
  path: string
  bytes: Buffer
}

/** An artifact as stored. */
export interface StoredArtifact {
  /** 0 until finalized (the service assigns the ID on finalize). */
  id: number
  name: string
  /** Bytes committed to the blob. */
  size: number
  mimeType: string | undefined
  /** `sha256:<hex>` as finalize sent it, if it did. */
  digest: string | undefined
  expiresAt: string | undefined
  finalized: boolean
  /** The committed blob: the zip, or the raw file with `skipArchive`. */
  bytes: Buffer
  /** Entries of the zip, undefined when the blob is not a zip (or none was committed). */
  files: ArtifactFileEntry[] | undefined
  /** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
  url: string
}

export interface FailNextOptions {
  /** How many requests to answer so; default 1. */
  times?: number
  /** Twirp error code; default derived from the status (e.g. 503 → `unavailable`). */
  code?: string
  msg?: string
}

export interface ArtifactService {
  /** `ACTIONS_RESULTS_URL` (with the trailing slash the runner gives it). */
  url: string
  /** `ACTIONS_RUNTIME_TOKEN`: a JWT whose `scp` carries `Actions.Results:<run>:<job>`. */
  runtimeToken: string
  workflowRunBackendId: string
  workflowJobRunBackendId: string
  /** Every environment variable the client needs (and the action's artifact URL uses). */
  env(): Record<string, string>
  /** Artifacts created in this run, finalized or not, in creation order. */
  artifacts(): StoredArtifact[]
  requests: ArtifactServiceRequest[]
  /**
   * Answers the next request(s) of `operation` with `status` (Twirp error JSON, or an Azure XML
   * error for blob operations). The client retries 429/5xx Twirp answers after 3 s, 4.5 s, …, and
   * the Azure SDK retries 500/503 blob answers after 4 s, 8 s, …: prefer 4xx, or one failure.
   */
  failNext(operation: ArtifactOperation, status: number, options?: FailNextOptions): void
  close(): Promise<void>
}

/** Twirp's error codes and the HTTP statuses it answers them with. */
const TWIRP_STATUS: Record<string, number> = {
  canceled: 408,
  unknown: 500,
  invalid_argument: 400,
  malformed: 400,
  deadline_exceeded: 408,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  permission_denied: 403,
  unauthenticated: 401,
  resource_exhausted: 429,
  failed_precondition: 412,
  aborted: 409,
  out_of_range: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  dataloss: 500
}

const codeForStatus = (status: number): string =>
  Object.entries(TWIRP_STATUS).find(([, s]) => s === status)?.[0] ?? 'internal'

interface Artifact {
  seq: number
  id: number
  name: string
  mimeType: string | undefined
  expiresAt: string | undefined
  digest: string | undefined
  finalized: boolean
  blobPath: string
  signature: string
  blocks: Map<string, Buffer>
  committed: Buffer | undefined
}

interface Reply {
  status: number
  body: string
  headers: Record<string, string>
}

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url')

/** An HS256 JWT shaped like the runner's (the client only decodes it, never checks the signature). */
function runtimeJwt(runId: string, jobId: string): string {
  const now = Math.floor(Date.now() / 1000)
  const header = base64url({ typ: 'JWT', alg: 'HS256' })
  const payload = base64url({
    nameid: 'dddddddd-dddd-dddd-dddd-dddddddddddd',
    scp: `Actions.GenericRead:${runId} Actions.UploadArtifacts:${runId}:${jobId} Actions.Results:${runId}:${jobId}`,
    IdentityTypeClaim: 'System:ServiceIdentity',
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vstoken.actions.githubusercontent.com',
    nbf: now - 60,
    exp: now + 6 * 3600
  })
  const signature = createHmac('sha256', randomBytes(32))
    .update(`${header}.${payload}`)
    .digest('base64url')
  return `${header}.${payload}.${signature}`
}

export async function startArtifactService(
  options: ArtifactServiceOptions = {}
): Promise<ArtifactService> {
  const workflowRunBackendId = options.workflowRunBackendId ?? randomUUID()
  const workflowJobRunBackendId = options.workflowJobRunBackendId ?? randomUUID()
  const runtimeToken = runtimeJwt(workflowRunBackendId, workflowJobRunBackendId)
  const runId = options.runId ?? '10000000001'
  const repository = options.repository ?? 'acme/web-app'
  const serverUrl = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '')
  let nextArtifactId = options.firstArtifactId ?? 3_000_000_001
  let seq = 0
  const store = new Map<string, Artifact>()
  const requests: ArtifactServiceRequest[] = []
  const failures = new Map<ArtifactOperation, { status: number; left: number } & FailNextOptions>()
  let base = ''

  const artifactUrl = (id: number): string =>
    `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${id}`

  const twirpError = (code: string, msg: string, status = TWIRP_STATUS[code] ?? 500): Reply => ({
    status,
    body: JSON.stringify({ code, msg }),
    headers: { 'content-type': 'application/json' }
  })
  const twirpOk = (body: unknown): Reply => ({
    status: 200,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' }
  })
  const azureError = (status: number, code: string, message: string): Reply => ({
    status,
    body:
      '<?xml version="1.0" encoding="utf-8"?>' +
      `<Error><Code>${code}</Code><Message>${message}\nRequestId:${randomUUID()}\nTime:${new Date().toISOString()}</Message></Error>`,
    headers: { 'content-type': 'application/xml', 'x-ms-error-code': code }
  })

  const takeFailure = (
    operation: ArtifactOperation
  ): (FailNextOptions & { status: number }) | undefined => {
    const failure = failures.get(operation)
    if (!failure || failure.left <= 0) return undefined
    failure.left--
    if (failure.left <= 0) failures.delete(operation)
    return failure
  }

  /** The run/job IDs and (where required) the name, checked as the service checks them. */
  const checkIds = (body: Record<string, unknown>, needName: boolean): Reply | undefined => {
    for (const [field, expected] of [
      ['workflow_run_backend_id', workflowRunBackendId],
      ['workflow_job_run_backend_id', workflowJobRunBackendId]
    ] as const) {
      const value = body[field]
      if (typeof value !== 'string' || value === '')
        return twirpError('invalid_argument', `${field} is required`)
      if (value !== expected)
        return twirpError('invalid_argument', `${field} does not match the runtime token`)
    }
    if (needName && (typeof body.name !== 'string' || body.name === ''))
      return twirpError('invalid_argument', 'name is required')
    return undefined
  }

  const createArtifact = (body: Record<string, unknown>): Reply => {
    const invalid = checkIds(body, true)
    if (invalid) return invalid
    const version = body.version
    if (typeof version !== 'number' || !Number.isInteger(version))
      return twirpError('invalid_argument', 'version is required')
    // v4+ artifacts are the only kind this service (and the v2+ client) speaks.
    if (version < 4)
      return twirpError('invalid_argument', `unsupported artifact version ${version}`)
    if (body.mime_type !== undefined && typeof body.mime_type !== 'string')
      return twirpError('invalid_argument', 'mime_type must be a string')
    const expiresAt = body.expires_at
    if (
      expiresAt !== undefined &&
      (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt)))
    )
      return twirpError('invalid_argument', 'expires_at must be an RFC 3339 timestamp')
    const name = body.name as string
    if (store.get(name)?.finalized) {
      return twirpError(
        'already_exists',
        'an artifact with this name already exists on the workflow run'
      )
    }
    const signature = randomBytes(24).toString('base64url')
    const blobPath = `${workflowRunBackendId}/${workflowJobRunBackendId}/${encodeURIComponent(name)}`
    store.set(name, {
      seq: seq++,
      id: 0,
      name,
      mimeType: body.mime_type,
      expiresAt: body.expires_at as string | undefined,
      digest: undefined,
      finalized: false,
      blobPath,
      signature,
      blocks: new Map(),
      committed: undefined
    })
    const expiry = new Date(Date.now() + 3600_000).toISOString().replace(/\.[0-9]+Z$/, 'Z')
    const query = new URLSearchParams({
      sv: '2025-11-05',
      sr: 'b',
      sp: 'cw',
      se: expiry,
      sig: signature
    })
    return twirpOk({
      ok: true,
      signed_upload_url: `${options.blobOrigin ?? base}/${ACCOUNT}/${CONTAINER}/${blobPath}?${query.toString()}`
    })
  }

  const finalizeArtifact = (body: Record<string, unknown>): Reply => {
    const invalid = checkIds(body, true)
    if (invalid) return invalid
    const artifact = store.get(body.name as string)
    if (!artifact || artifact.finalized)
      return twirpError('not_found', `artifact ${String(body.name)} not found or already finalized`)
    if (artifact.committed === undefined)
      return twirpError('not_found', `no upload found for artifact ${artifact.name}`)
    // int64 travels as a JSON string in protobuf JSON.
    if (typeof body.size !== 'string' || !/^[0-9]+$/.test(body.size))
      return twirpError('invalid_argument', 'size is required (an int64 string)')
    if (Number(body.size) !== artifact.committed.length) {
      return twirpError(
        'invalid_argument',
        `size ${body.size} does not match the ${artifact.committed.length} bytes uploaded`
      )
    }
    if (body.hash !== undefined) {
      const expected = `sha256:${createHash('sha256').update(artifact.committed).digest('hex')}`
      if (body.hash !== expected)
        return twirpError(
          'invalid_argument',
          `hash ${JSON.stringify(body.hash)} does not match the upload`
        )
      artifact.digest = expected
    }
    artifact.finalized = true
    artifact.id = nextArtifactId++
    return twirpOk({ ok: true, artifact_id: String(artifact.id) })
  }

  const listArtifacts = (body: Record<string, unknown>): Reply => {
    const invalid = checkIds(body, false)
    if (invalid) return invalid
    const listed = [...store.values()]
      .filter(a => a.finalized)
      .filter(a => body.name_filter === undefined || a.name === body.name_filter)
      .filter(
        a =>
          body.id_filter === undefined || String(a.id) === String(body.id_filter as string | number)
      )
    return twirpOk({
      artifacts: listed.map(a => ({
        workflow_run_backend_id: workflowRunBackendId,
        workflow_job_run_backend_id: workflowJobRunBackendId,
        database_id: String(a.id),
        name: a.name,
        size: String(a.committed?.length ?? 0),
        created_at: new Date().toISOString(),
        ...(a.digest ? { digest: a.digest } : {})
      }))
    })
  }

  const deleteArtifact = (body: Record<string, unknown>): Reply => {
    const invalid = checkIds(body, true)
    if (invalid) return invalid
    const artifact = store.get(body.name as string)
    if (!artifact?.finalized)
      return twirpError('not_found', `artifact ${String(body.name)} not found`)
    store.delete(artifact.name)
    return twirpOk({ ok: true, artifact_id: String(artifact.id) })
  }

  const METHODS: Partial<Record<ArtifactOperation, (body: Record<string, unknown>) => Reply>> = {
    CreateArtifact: createArtifact,
    FinalizeArtifact: finalizeArtifact,
    ListArtifacts: listArtifacts,
    DeleteArtifact: deleteArtifact
  }

  const routeTwirp = (req: IncomingMessage, entry: ArtifactServiceRequest, raw: Buffer): Reply => {
    const method = new URL(req.url ?? '/', base).pathname.slice(`/twirp/${SERVICE}/`.length)
    const handler = METHODS[method as ArtifactOperation]
    if (req.method !== 'POST' || !handler)
      return twirpError('bad_route', `no handler for path ${JSON.stringify(entry.path)}`)
    entry.operation = method as ArtifactOperation
    if (req.headers.authorization !== `Bearer ${runtimeToken}`)
      return twirpError('unauthenticated', 'missing or invalid runtime token')
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return twirpError(
        'bad_route',
        `unexpected Content-Type: ${req.headers['content-type'] ?? ''}`
      )
    let body: unknown
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      return twirpError('malformed', 'the request body is not JSON')
    }
    entry.body = body
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return twirpError('malformed', 'the request body is not a JSON object')
    const failure = takeFailure(entry.operation)
    if (failure) {
      return twirpError(
        failure.code ?? codeForStatus(failure.status),
        failure.msg ?? 'injected failure',
        failure.status
      )
    }
    return handler(body as Record<string, unknown>)
  }

  const routeBlob = (req: IncomingMessage, entry: ArtifactServiceRequest, raw: Buffer): Reply => {
    const url = new URL(req.url ?? '/', base)
    const prefix = `/${ACCOUNT}/${CONTAINER}/`
    const blobPath = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : ''
    const artifact = [...store.values()].find(a => a.blobPath === blobPath)
    const comp = url.searchParams.get('comp')
    entry.operation =
      comp === 'block' ? 'StageBlock' : comp === 'blocklist' ? 'CommitBlockList' : 'unknown'
    if (!artifact || url.searchParams.get('sig') !== artifact.signature) {
      return azureError(
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.'
      )
    }
    if (req.method !== 'PUT' || entry.operation === 'unknown')
      return azureError(
        400,
        'UnsupportedHttpVerb',
        "The resource doesn't support the specified HTTP verb."
      )
    if (artifact.finalized)
      return azureError(
        409,
        'BlobImmutableDueToPolicy',
        'This operation is not permitted as the blob is immutable.'
      )
    const failure = takeFailure(entry.operation)
    if (failure)
      return azureError(
        failure.status,
        failure.code ?? 'InternalError',
        failure.msg ?? 'injected failure'
      )
    const headers = {
      'x-ms-request-id': randomUUID(),
      'x-ms-version': req.headers['x-ms-version']?.toString() ?? '2025-11-05',
      'x-ms-request-server-encrypted': 'true',
      date: new Date().toUTCString()
    }
    if (entry.operation === 'StageBlock') {
      const blockId = url.searchParams.get('blockid')
      if (!blockId) return azureError(400, 'MissingRequiredQueryParameter', 'blockid is required')
      artifact.blocks.set(blockId, raw)
      return { status: 201, body: '', headers }
    }
    // The block list names staged blocks in order; Latest/Uncommitted/Committed all resolve here.
    const ids = [
      ...raw.toString('utf8').matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)
    ].map(m => m[2] ?? '')
    const parts: Buffer[] = []
    for (const id of ids) {
      const block = artifact.blocks.get(id)
      if (!block) return azureError(400, 'InvalidBlockList', 'The specified block list is invalid.')
      parts.push(block)
    }
    artifact.committed = Buffer.concat(parts)
    artifact.blocks.clear()
    const contentType = req.headers['x-ms-blob-content-type']
    if (typeof contentType === 'string') artifact.mimeType ??= contentType
    return {
      status: 201,
      body: '',
      headers: {
        ...headers,
        etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
        'last-modified': new Date().toUTCString()
      }
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const path = req.url ?? '/'
      const twirp = path.startsWith('/twirp/')
      const entry: ArtifactServiceRequest = {
        service: twirp ? 'twirp' : 'blob',
        operation: 'unknown',
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: undefined,
        size: raw.length,
        status: 0
      }
      requests.push(entry)
      const reply = twirp ? routeTwirp(req, entry, raw) : routeBlob(req, entry, raw)
      entry.status = reply.status
      res.writeHead(reply.status, {
        ...reply.headers,
        'content-length': Buffer.byteLength(reply.body)
      })
      res.end(reply.body)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  base = `http://${host}:${address.port}`

  return {
    url: `${base}/`,
    runtimeToken,
    workflowRunBackendId,
    workflowJobRunBackendId,
    env: () => ({
      ACTIONS_RUNTIME_TOKEN: runtimeToken,
      ACTIONS_RESULTS_URL: `${base}/`,
      GITHUB_SERVER_URL: serverUrl,
      GITHUB_REPOSITORY: repository,
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
      ...(options.retentionDays === undefined
        ? {}
        : { GITHUB_RETENTION_DAYS: String(options.retentionDays) })
    }),
    artifacts: () =>
      [...store.values()]
        .sort((a, b) => a.seq - b.seq)
        .map(a => {
          const bytes = Buffer.from(a.committed ?? [])
          return {
            id: a.id,
            name: a.name,
            size: bytes.length,
            mimeType: a.mimeType,
            digest: a.digest,
            expiresAt: a.expiresAt,
            finalized: a.finalized,
            bytes,
            files: a.committed && isZip(bytes) ? readZip(bytes) : undefined,
            url: artifactUrl(a.id)
          }
        }),
    requests,
    failNext: (operation, status, failOptions = {}) => {
      failures.set(operation, { ...failOptions, status, left: failOptions.times ?? 1 })
    },
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const isZip = (bytes: Buffer): boolean => bytes.length >= 22 && bytes.readUInt32LE(0) === 0x04034b50

/**
 * The entries of a zip, read through its central directory (archiver writes sizes there, not in
 * the local headers, since it streams). Stored and deflated entries; no zip64, no encryption.
 */
export function readZip(zip: Buffer): ArtifactFileEntry[] {
  let end = -1
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('not a zip: no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: ArtifactFileEntry[] = []
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${n}`)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const compressedSize = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const path = zip.toString('utf8', at + 46, at + 46 + nameLength)
    if (compressedSize === 0xffffffff || local === 0xffffffff)
      throw new Error(`zip64 entry ${path}`)
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${path}`)
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const stored = zip.subarray(data, data + compressedSize)
    const bytes =
      method === 0
        ? Buffer.from(stored)
        : method === 8
          ? inflateRawSync(stored)
          : (() => {
              throw new Error(`unsupported compression method ${method} for ${path}`)
            })()
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`corrupt zip entry ${path}`)
    entries.push({ path, bytes })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

let crcTable: Uint32Array | undefined

/** CRC-32 as zip uses it (zlib.crc32 is only in newer Node releases). */
function crc32(bytes: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
