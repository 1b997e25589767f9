/** The emulator's two loopback HTTP servers: the platform's Web API and a pre-signed storage host. */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import {
  STATUS_CODES,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse
} from 'node:http'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import { stringify } from 'lossless-json'
import { generateDataset, hashString } from './dataset.js'
import type { Dataset, DatasetRepository } from './dataset.js'
import { FaultBook, isCursorFault, type CursorFault } from './faults.js'
import {
  CYCLONEDX_VERSIONS,
  METADATA_COMPONENT_TYPES,
  buildSbomDocument,
  type SbomSupplier
} from './sbom-document.js'
import type {
  Emulator,
  EmulatorOptions,
  FaultAction,
  OperationName,
  RecordedRequest
} from './types.js'
import {
  HttpError,
  arrayOf,
  checkBody,
  dependencyFilterChecker,
  digitString,
  enumOf,
  jsonInteger,
  jsonString,
  objectOf,
  parseJsonObject,
  requireField,
  type DependencyFilter
} from './validation.js'

/** Request bodies above this size are refused with 413. */
const MAX_BODY_BYTES = 1024 * 1024
/** Lifetime of a pre-signed download URL. */
const DOWNLOAD_URL_TTL_SECONDS = 15 * 60
const DEFAULT_PAGE_SIZE = 5n
const MAX_PAGE_SIZE = 100n
const INT64_MAX = 2n ** 63n - 1n

const SBOM_OUTPUT_FORMATS = ['SBOM_OUTPUT_FORMAT_JSON', 'SBOM_OUTPUT_FORMAT_CYCLONEDX'] as const
type SbomOutputFormat = (typeof SBOM_OUTPUT_FORMATS)[number]
const CYCLONEDX_VERSION_VALUES = Object.keys(
  CYCLONEDX_VERSIONS
) as (keyof typeof CYCLONEDX_VERSIONS)[]
const COMPONENT_TYPE_VALUES = Object.keys(
  METADATA_COMPONENT_TYPES
) as (keyof typeof METADATA_COMPONENT_TYPES)[]

/** Export status values of the status endpoint. */
const EXPORT_STATUS = {
  inProgress: 'SBOM_EXPORT_STATUS_IN_PROGRESS',
  completed: 'SBOM_EXPORT_STATUS_COMPLETED',
  failed: 'SBOM_EXPORT_STATUS_FAILED'
} as const

type ApiOperation = Exclude<OperationName, 'downloadSbom' | 'unknown'>

interface ApiRoute {
  pattern: RegExp
  method: 'GET' | 'POST'
  operation: ApiOperation
}

const DEPLOYMENT_PREFIX = '^/api/v1/deployments/([^/]+)'
const API_ROUTE_TAILS: readonly ApiRoute[] = [
  { pattern: /\/tickets\/link$/, method: 'POST', operation: 'linkTicket' },
  { pattern: /\/dependencies\/repositories$/, method: 'POST', operation: 'listRepositories' },
  {
    pattern: /\/dependencies\/repositories\/([^/]+)\/lockfiles$/,
    method: 'POST',
    operation: 'listLockfiles'
  },
  { pattern: /\/sbom\/export$/, method: 'POST', operation: 'createSbomExport' },
  { pattern: /\/sbom\/export\/([^/]+)$/, method: 'GET', operation: 'getSbomExportStatus' },
  { pattern: /\/policies$/, method: 'GET', operation: 'listPolicies' }
]
const API_ROUTES: readonly ApiRoute[] = API_ROUTE_TAILS.map(route => ({
  ...route,
  pattern: new RegExp(DEPLOYMENT_PREFIX + route.pattern.source)
}))

const DOWNLOAD_PATH = /^\/sbom\/([A-Za-z0-9-]+)\.json$/

interface ApiRouteMatch {
  route: ApiRoute
  deploymentId: string
  /** The second path parameter: repositoryId or taskToken. */
  parameter: string | undefined
}

function matchApiRoute(pathname: string): ApiRouteMatch | undefined {
  for (const route of API_ROUTES) {
    const match = route.pattern.exec(pathname)
    if (match) return { route, deploymentId: match[1] as string, parameter: match[2] }
  }
  return undefined
}

function operationOf(server: 'api' | 'storage', method: string, pathname: string): OperationName {
  if (server === 'storage') {
    return (method === 'GET' || method === 'HEAD') && DOWNLOAD_PATH.test(pathname)
      ? 'downloadSbom'
      : 'unknown'
  }
  const match = matchApiRoute(pathname)
  return match && match.route.method === method ? match.route.operation : 'unknown'
}

/** An answer to send. */
interface Reply {
  status: number
  text: string
  contentType?: string
  headers?: OutgoingHttpHeaders
}

function jsonReply(status: number, value: unknown, headers?: OutgoingHttpHeaders): Reply {
  return { status, text: stringify(value) ?? 'null', contentType: 'application/json', headers }
}

function errorReply(status: number, message: string, headers?: OutgoingHttpHeaders): Reply {
  return jsonReply(status, { error: message }, headers)
}

function storageError(status: number, code: string, message: string): Reply {
  const text =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message></Error>`
  return { status, text, contentType: 'application/xml' }
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const headers: OutgoingHttpHeaders = { ...reply.headers }
  if (reply.contentType !== undefined) headers['content-type'] = reply.contentType
  headers['content-length'] = Buffer.byteLength(reply.text)
  res.writeHead(reply.status, headers)
  res.end(reply.text)
}

/** Reads the whole request body as UTF-8; more than MAX_BODY_BYTES throws HttpError 413. */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return isIP(host) === 6 ? `[${host}]` : host
}

function isLoopback(host: string): boolean {
  return host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * Where the storage server listens and how its URL names it: on a loopback API host it answers as
 * `localhost`, so downloads go to another host name as well as another port.
 */
async function storageBinding(apiHost: string): Promise<{ bind: string; host: string }> {
  if (apiHost === 'localhost') return { bind: '127.0.0.1', host: '127.0.0.1' }
  if (isLoopback(apiHost)) {
    try {
      const resolved = await lookup('localhost')
      return { bind: resolved.address, host: 'localhost' }
    } catch {
      // no usable name for loopback: fall back to the API host on another port
    }
  }
  return { bind: apiHost, host: urlHost(apiHost) }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}

function isJsonContentType(headers: IncomingHttpHeaders): boolean {
  const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

/** The key of a ticket URL: its last non-empty path segment, e.g. 'PROJ-42'. */
function externalSlug(ticketUrl: URL): string {
  const segments = ticketUrl.pathname.split('/').filter(segment => segment !== '')
  const last = segments.at(-1)
  if (last === undefined) return ticketUrl.host
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

function encodeLockfileCursor(repositoryId: bigint, offset: number): string {
  return Buffer.from(`lockfiles:${repositoryId}:${offset}`).toString('base64url')
}

function decodeLockfileCursor(cursor: string, repositoryId: bigint): number {
  if (cursor === '') return 0
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = /^lockfiles:([0-9]+):([0-9]+)$/.exec(text)
  if (
    !match ||
    match[1] !== String(repositoryId) ||
    Buffer.from(text).toString('base64url') !== cursor
  ) {
    throw new HttpError(400, `invalid field "cursor": '${cursor}' is not a cursor of this list`)
  }
  return Number(match[2])
}

/** Whether a lockfile path matches the filter's lockfilePath: equal, or ending in '/' + it. */
function lockfilePathMatches(path: string, wanted: string): boolean {
  return path === wanted || path.endsWith(`/${wanted}`)
}

function checkPageSize(pageSize: bigint | undefined): number {
  const size = pageSize ?? DEFAULT_PAGE_SIZE
  if (size < 1n || size > MAX_PAGE_SIZE) {
    throw new HttpError(400, `invalid field "pageSize": must be between 1 and 100, got ${size}`)
  }
  return Number(size)
}

function checkBodyDeploymentId(sent: string | bigint | undefined, pathId: string): void {
  if (sent !== undefined && String(sent) !== pathId) {
    throw new HttpError(
      400,
      `invalid field "deploymentId": ${String(sent)} differs from the deployment in the path (${pathId})`
    )
  }
}

interface ExportJob {
  taskToken: string
  repository: DatasetRepository
  specVersion: string
  componentType: string
  outputFormat: SbomOutputFormat
  supplier: SbomSupplier | undefined
  ref: string | undefined
  createdAt: string
  polls: number
  fails: boolean
  downloadUrl?: string
  documentText?: string
}

const linkBodyShape = {
  ticket_url: jsonString,
  issue_ids: arrayOf(digitString),
  deploymentId: digitString
}
const repositoriesBodyShape = {
  cursor: jsonInteger,
  dependencyFilter: dependencyFilterChecker,
  deploymentId: digitString,
  pageSize: jsonInteger
}
const lockfilesBodyShape = {
  cursor: jsonString,
  dependencyFilter: dependencyFilterChecker,
  deploymentId: digitString,
  pageSize: jsonInteger,
  repositoryId: digitString
}
const exportBodyShape = {
  deploymentId: jsonInteger,
  formatVersion: objectOf({
    format: enumOf(['SBOM_FORMAT_CYCLONEDX']),
    cyclonedxVersion: enumOf(CYCLONEDX_VERSION_VALUES)
  }),
  metadataComponentType: enumOf(COMPONENT_TYPE_VALUES),
  metadataSupplier: objectOf({
    name: jsonString,
    url: jsonString,
    contact: objectOf({ name: jsonString, email: jsonString, phone: jsonString })
  }),
  ref: jsonString,
  repositoryId: jsonInteger,
  sbomOutputFormat: enumOf(SBOM_OUTPUT_FORMATS)
}

/** The emulator behind `startEmulator`. */
class PlatformEmulator implements Emulator {
  url = ''
  storageUrl = ''
  readonly token: string
  readonly dataset: Dataset
  readonly requests: RecordedRequest[] = []

  private readonly faults = new FaultBook()
  private readonly apiServer: Server
  private readonly storageServer: Server
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly repositoriesById = new Map<string, DatasetRepository>()
  private readonly findingIds = new Set<string>()
  private readonly links = new Map<string, string>()
  private readonly ticketIds = new Map<string, bigint>()
  private readonly usedTicketIds = new Set<bigint>()
  private readonly jobs = new Map<string, ExportJob>()
  private readonly lastCursors = new Map<string, bigint | string>()
  private readonly failingRepositoryIds: Set<string>
  private readonly signingKey = randomBytes(32)
  private counters = { requests: 0, inFlight: 0, peakInFlight: 0 }
  private closing: Promise<void> | undefined

  constructor(private readonly options: EmulatorOptions) {
    this.token = options.token ?? `emu_${randomBytes(16).toString('hex')}`
    this.dataset = generateDataset(options.dataset)
    for (const repository of this.dataset.repositories) {
      this.repositoriesById.set(String(repository.id), repository)
    }
    for (const finding of this.dataset.findings) this.findingIds.add(String(finding.id))
    this.failingRepositoryIds = new Set(
      (options.failingExportRepositoryIds ?? []).map(id => String(BigInt(id)))
    )
    for (const rule of options.faults ?? []) this.faults.add(rule)
    this.apiServer = createServer((req, res) => this.accept('api', req, res))
    this.storageServer = createServer((req, res) => this.accept('storage', req, res))
  }

  /** Starts both servers and fills in their URLs. */
  async listen(): Promise<void> {
    const host = this.options.host ?? '127.0.0.1'
    const apiPort = await listen(this.apiServer, this.options.port ?? 0, host)
    this.url = `http://${urlHost(host)}:${apiPort}`
    const storage = await storageBinding(host)
    try {
      const storagePort = await listen(this.storageServer, 0, storage.bind)
      this.storageUrl = `http://${storage.host}:${storagePort}`
    } catch (error) {
      await this.close()
      throw error
    }
  }

  addFault(rule: Parameters<Emulator['addFault']>[0]): void {
    this.faults.add(rule)
  }

  clearFaults(): void {
    this.faults.clear()
  }

  resetRequests(): void {
    this.requests.length = 0
    this.counters.requests = 0
    this.counters.peakInFlight = this.counters.inFlight
  }

  stats(): { requests: number; peakInFlight: number; inFlight: number } {
    return { ...this.counters }
  }

  ticketLinks(): Record<string, string> {
    return Object.fromEntries(this.links)
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const timer of this.timers) clearTimeout(timer)
      this.timers.clear()
      const stop = (server: Server): Promise<void> =>
        new Promise(resolve => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
      await Promise.all([stop(this.apiServer), stop(this.storageServer)])
    })()
    return this.closing
  }

  private delay(ms: number): Promise<void> {
    return new Promise(resolve => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, ms)
      this.timers.add(timer)
    })
  }

  /** Records a request, keeps the in-flight count, and processes it. */
  private accept(server: 'api' | 'storage', req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    const pathname = path.split('?')[0] ?? '/'
    const record: RecordedRequest = {
      server,
      operation: operationOf(server, method, pathname),
      method,
      path,
      headers: req.headers,
      rawBody: '',
      status: 0,
      startedAt: Date.now(),
      durationMs: 0
    }
    this.requests.push(record)
    const counted = server === 'api'
    if (counted) {
      this.counters.requests += 1
      this.counters.inFlight += 1
      this.counters.peakInFlight = Math.max(this.counters.peakInFlight, this.counters.inFlight)
    }
    let ended = false
    res.on('close', () => {
      if (ended) return
      ended = true
      record.durationMs = performance.now() - started
      record.status = res.headersSent ? res.statusCode : 0
      if (counted) this.counters.inFlight -= 1
    })
    this.process(record, req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy()
      else send(res, errorReply(500, `emulator error: ${(error as Error).message}`))
    })
  }

  private async process(
    record: RecordedRequest,
    req: IncomingMessage,
    res: ServerResponse
  ): Promise<void> {
    try {
      record.rawBody = await readBody(req)
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, errorReply(error.status, error.message, { connection: 'close' }))
      }
      return
    }
    const latency = this.options.latencyMs ?? 0
    if (record.server === 'api' && latency > 0) await this.delay(latency)
    if (res.destroyed) return

    const fault = this.faults.next(record.operation)
    if (fault !== undefined && !isCursorFault(fault)) {
      this.applyFault(fault, req, res)
      return
    }
    const reply =
      record.server === 'api'
        ? this.answerApi(record, req.headers, fault)
        : this.answerStorage(record, req.headers)
    send(res, reply)
  }

  private applyFault(
    action: Exclude<FaultAction, CursorFault>,
    req: IncomingMessage,
    res: ServerResponse
  ): void {
    switch (action.type) {
      case 'status': {
        const headers: OutgoingHttpHeaders = {}
        if (action.retryAfter !== undefined) headers['retry-after'] = action.retryAfter
        const reply =
          action.body !== undefined
            ? { status: action.status, text: action.body, headers }
            : errorReply(action.status, STATUS_CODES[action.status] ?? 'injected fault', headers)
        send(res, reply)
        return
      }
      case 'drop':
        req.socket.destroy()
        return
      case 'hang':
        if (action.ms !== undefined) {
          const timer = setTimeout(() => {
            this.timers.delete(timer)
            req.socket.destroy()
          }, action.ms)
          this.timers.add(timer)
        }
        return
      case 'redirect':
        send(res, {
          status: action.status ?? 307,
          text: '',
          headers: { location: action.location }
        })
        return
      case 'malformed':
        send(res, {
          status: 200,
          text: action.body ?? '{"result": [{"id": 1, "name": ',
          contentType: action.contentType ?? 'application/json'
        })
        return
    }
  }

  private answerApi(
    record: RecordedRequest,
    headers: IncomingHttpHeaders,
    cursorFault: CursorFault | undefined
  ): Reply {
    try {
      const authorization = headers.authorization
      const bearer =
        authorization === undefined ? undefined : /^Bearer +(\S+) *$/i.exec(authorization)
      if (!bearer) {
        return errorReply(401, 'missing or malformed Authorization: Bearer header', {
          'www-authenticate': 'Bearer'
        })
      }
      if (bearer[1] !== this.token) return errorReply(404, 'Not Found')

      const queryStart = record.path.indexOf('?')
      const pathname = queryStart === -1 ? record.path : record.path.slice(0, queryStart)
      const query = queryStart === -1 ? undefined : record.path.slice(queryStart + 1)
      const match = matchApiRoute(pathname)
      if (!match) return errorReply(404, `no such endpoint: ${record.method} ${pathname}`)
      if (match.route.method !== record.method) {
        return errorReply(405, `method ${record.method} is not allowed on ${pathname}`, {
          allow: match.route.method
        })
      }
      if (query !== undefined) {
        throw new HttpError(400, `unexpected query string '?${query}': this endpoint takes none`)
      }
      if (match.deploymentId !== this.dataset.deploymentId) {
        return errorReply(404, `deployment ${match.deploymentId} not found`)
      }
      let body: Record<string, unknown> = {}
      if (match.route.method === 'POST') {
        if (!isJsonContentType(headers)) {
          return errorReply(415, 'Content-Type must be application/json')
        }
        body = parseJsonObject(record.rawBody)
      }
      switch (match.route.operation) {
        case 'linkTicket':
          return this.linkTicket(body)
        case 'listRepositories':
          return this.listRepositories(body, cursorFault)
        case 'listLockfiles':
          return this.listLockfiles(match.parameter ?? '', body, cursorFault)
        case 'createSbomExport':
          return this.createSbomExport(body)
        case 'getSbomExportStatus':
          return this.getSbomExportStatus(match.parameter ?? '')
        case 'listPolicies':
          return this.listPolicies()
      }
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error.status, error.message)
      throw error
    }
  }

  private linkTicket(rawBody: Record<string, unknown>): Reply {
    const body = checkBody(rawBody, linkBodyShape)
    checkBodyDeploymentId(body.deploymentId, this.dataset.deploymentId)
    const ticketUrlText = requireField(body.ticket_url, 'ticket_url')
    const issueIds = requireField(body.issue_ids, 'issue_ids')
    let ticketUrl: URL
    try {
      ticketUrl = new URL(ticketUrlText)
    } catch {
      throw new HttpError(400, `invalid field "ticket_url": '${ticketUrlText}' is not a URL`)
    }
    if (!['http:', 'https:'].includes(ticketUrl.protocol) || ticketUrl.host === '') {
      throw new HttpError(
        400,
        `invalid field "ticket_url": '${ticketUrlText}' is not an http(s) URL`
      )
    }
    if (issueIds.length === 0) throw new HttpError(400, 'invalid field "issue_ids": empty list')
    const canonicalIds: string[] = []
    issueIds.forEach((id, index) => {
      const value = BigInt(id)
      if (value > INT64_MAX) {
        throw new HttpError(400, `invalid field "issue_ids[${index}]": ${id} exceeds int64`)
      }
      const canonical = String(value)
      if (!canonicalIds.includes(canonical)) canonicalIds.push(canonical)
    })
    const unknownIds = canonicalIds.filter(id => !this.findingIds.has(id))
    if (unknownIds.length > 0) {
      throw new HttpError(400, `unknown finding IDs: ${unknownIds.join(', ')}`)
    }
    if (!this.dataset.ticketingIntegration) {
      throw new HttpError(400, 'no ticketing integration is configured for this deployment')
    }
    const replaced: string[] = []
    for (const id of canonicalIds) {
      const previous = this.links.get(id)
      if (previous !== undefined && previous !== ticketUrlText) replaced.push(id)
      this.links.set(id, ticketUrlText)
    }
    return jsonReply(200, {
      external_slug: externalSlug(ticketUrl),
      linked_issue_ids: canonicalIds,
      replaced_issue_ids: replaced,
      ticket_id: this.ticketIdFor(ticketUrlText),
      ticket_url: ticketUrlText
    })
  }

  /** A stable int64 ticket ID per ticket URL. */
  private ticketIdFor(ticketUrl: string): bigint {
    const known = this.ticketIds.get(ticketUrl)
    if (known !== undefined) return known
    let candidate = 100000n + BigInt(hashString(ticketUrl) % 900000000)
    while (this.usedTicketIds.has(candidate)) candidate += 1n
    this.usedTicketIds.add(candidate)
    this.ticketIds.set(ticketUrl, candidate)
    return candidate
  }

  private listRepositories(
    rawBody: Record<string, unknown>,
    fault: CursorFault | undefined
  ): Reply {
    const body = checkBody(rawBody, repositoriesBodyShape)
    checkBodyDeploymentId(body.deploymentId, this.dataset.deploymentId)
    const pageSize = checkPageSize(body.pageSize)
    const cursor = body.cursor
    if (cursor !== undefined && cursor < 0n) {
      throw new HttpError(400, 'invalid field "cursor": must not be negative')
    }
    const wantedIds = body.dependencyFilter?.repositoryId
    const matching = this.dataset.repositories.filter(
      repository =>
        (cursor === undefined || repository.id > cursor) &&
        (wantedIds === undefined || wantedIds.includes(repository.id))
    )
    const page = matching.slice(0, pageSize)
    const nextCursor = page.at(-1)?.id ?? cursor ?? 0n
    const response: Record<string, unknown> = {
      repositorySummaries: page.map(repository => ({
        id: repository.id,
        name: repository.name,
        numDependencies: repository.numDependencies,
        hasDependencyPathScan: repository.hasDependencyPathScan
      })),
      cursor: nextCursor,
      hasMore: matching.length > pageSize
    }
    this.applyCursorFault(response, fault, 'listRepositories', cursor)
    return jsonReply(200, response)
  }

  private listLockfiles(
    pathRepositoryId: string,
    rawBody: Record<string, unknown>,
    fault: CursorFault | undefined
  ): Reply {
    const repository = /^[0-9]+$/.test(pathRepositoryId)
      ? this.repositoriesById.get(String(BigInt(pathRepositoryId)))
      : undefined
    if (repository === undefined) {
      throw new HttpError(404, `repository ${pathRepositoryId} not found`)
    }
    const body = checkBody(rawBody, lockfilesBodyShape)
    checkBodyDeploymentId(body.deploymentId, this.dataset.deploymentId)
    if (body.repositoryId !== undefined && BigInt(body.repositoryId) !== repository.id) {
      throw new HttpError(
        400,
        `invalid field "repositoryId": ${body.repositoryId} differs from the repository in the path (${pathRepositoryId})`
      )
    }
    const pageSize = checkPageSize(body.pageSize)
    const offset = decodeLockfileCursor(body.cursor ?? '', repository.id)
    const lockfiles = this.filterLockfiles(repository, body.dependencyFilter)
    const page = lockfiles.slice(offset, offset + pageSize)
    const response: Record<string, unknown> = {
      lockfileSummaries: page.map(lockfile => ({
        lockfilePath: lockfile.lockfilePath,
        numDependencies: lockfile.numDependencies
      })),
      cursor: encodeLockfileCursor(repository.id, offset + page.length),
      hasMore: offset + pageSize < lockfiles.length
    }
    this.applyCursorFault(response, fault, `listLockfiles:${repository.id}`, body.cursor)
    return jsonReply(200, response)
  }

  private filterLockfiles(
    repository: DatasetRepository,
    filter: DependencyFilter | undefined
  ): DatasetRepository['lockfiles'] {
    if (filter?.repositoryId !== undefined && !filter.repositoryId.includes(repository.id)) {
      return []
    }
    const wantedPath = filter?.lockfilePath
    if (wantedPath === undefined) return repository.lockfiles
    return repository.lockfiles.filter(lockfile =>
      lockfilePathMatches(lockfile.lockfilePath, wantedPath)
    )
  }

  /** Applies a cursor fault to a page and remembers the cursor answered per list. */
  private applyCursorFault(
    response: Record<string, unknown>,
    fault: CursorFault | undefined,
    listKey: string,
    sentCursor: bigint | string | undefined
  ): void {
    if (fault?.type === 'dropCursor') {
      delete response.cursor
      response.hasMore = true
    } else if (fault?.type === 'repeatCursor') {
      response.cursor = sentCursor ?? this.lastCursors.get(listKey) ?? response.cursor
      response.hasMore = true
    }
    const answered = response.cursor
    if (typeof answered === 'bigint' || typeof answered === 'string') {
      this.lastCursors.set(listKey, answered)
    }
  }

  private createSbomExport(rawBody: Record<string, unknown>): Reply {
    const body = checkBody(rawBody, exportBodyShape)
    checkBodyDeploymentId(body.deploymentId, this.dataset.deploymentId)
    const repositoryId = requireField(body.repositoryId, 'repositoryId')
    const repository = this.repositoriesById.get(String(repositoryId))
    if (repository === undefined) throw new HttpError(404, `repository ${repositoryId} not found`)
    const version = body.formatVersion?.cyclonedxVersion ?? 'SBOM_CYCLONE_DX_VERSION_V1_7'
    const componentType =
      body.metadataComponentType ?? 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
    const taskToken = randomUUID()
    this.jobs.set(taskToken, {
      taskToken,
      repository,
      specVersion: CYCLONEDX_VERSIONS[version],
      componentType: METADATA_COMPONENT_TYPES[componentType],
      outputFormat: body.sbomOutputFormat ?? 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      supplier: body.metadataSupplier,
      ref: body.ref,
      createdAt: new Date().toISOString(),
      polls: 0,
      fails: this.failingRepositoryIds.has(String(repository.id))
    })
    return jsonReply(200, { taskToken })
  }

  private getSbomExportStatus(taskToken: string): Reply {
    const job = this.jobs.get(taskToken)
    if (job === undefined) throw new HttpError(404, `export task ${taskToken} not found`)
    job.polls += 1
    if (job.polls <= (this.options.exportPollsUntilDone ?? 2)) {
      return jsonReply(200, { status: EXPORT_STATUS.inProgress })
    }
    if (job.fails) {
      return jsonReply(200, {
        status: EXPORT_STATUS.failed,
        errorMessage: `SBOM generation failed for repository ${job.repository.id}: dependency resolution did not finish`
      })
    }
    job.downloadUrl ??= this.signDownloadUrl(taskToken)
    return jsonReply(200, { status: EXPORT_STATUS.completed, downloadUrl: job.downloadUrl })
  }

  private signature(taskToken: string, expires: string): string {
    return createHmac('sha256', this.signingKey).update(`${taskToken}:${expires}`).digest('hex')
  }

  private signDownloadUrl(taskToken: string): string {
    const expires = String(Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS)
    const signature = this.signature(taskToken, expires)
    return `${this.storageUrl}/sbom/${taskToken}.json?X-Signature=${signature}&X-Expires=${expires}`
  }

  private listPolicies(): Reply {
    if (this.options.unifiedPolicies === true) {
      throw new HttpError(
        404,
        'this deployment uses the Unified Policies model: list policies is no longer available, use the Policies V2 API'
      )
    }
    return jsonReply(200, { policies: this.dataset.policies })
  }

  private answerStorage(record: RecordedRequest, headers: IncomingHttpHeaders): Reply {
    if (headers.authorization !== undefined) {
      return storageError(
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; the URL is pre-signed, do not send an Authorization header'
      )
    }
    const url = new URL(record.path, 'http://storage.invalid')
    const match = DOWNLOAD_PATH.exec(url.pathname)
    if (record.operation !== 'downloadSbom' || !match) {
      return storageError(404, 'NoSuchKey', 'The specified key does not exist.')
    }
    const taskToken = match[1] as string
    const signature = url.searchParams.get('X-Signature') ?? ''
    const expires = url.searchParams.get('X-Expires') ?? ''
    const expected = Buffer.from(this.signature(taskToken, expires))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return storageError(403, 'SignatureDoesNotMatch', 'The request signature is not valid.')
    }
    if (Number(expires) * 1000 < Date.now()) {
      return storageError(403, 'AccessDenied', 'Request has expired')
    }
    const job = this.jobs.get(taskToken)
    if (job?.downloadUrl === undefined) {
      return storageError(404, 'NoSuchKey', 'The specified key does not exist.')
    }
    job.documentText ??= JSON.stringify(
      buildSbomDocument({
        repository: job.repository,
        seed: this.dataset.seed,
        specVersion: job.specVersion,
        componentType: job.componentType,
        supplier: job.supplier,
        ref: job.ref,
        taskToken,
        timestamp: job.createdAt
      }),
      null,
      2
    )
    const contentType =
      job.outputFormat === 'SBOM_OUTPUT_FORMAT_CYCLONEDX'
        ? `application/vnd.cyclonedx+json; version=${job.specVersion}`
        : 'application/json'
    return { status: 200, text: job.documentText, contentType }
  }
}

/** Starts the emulator: an API server and a storage server on loopback, with generated data. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = new PlatformEmulator(options)
  await emulator.listen()
  return emulator
}
