/**
 * The emulator's two loopback HTTP servers: the platform's Web API and a pre-signed storage host.
 * This is the plumbing (recording, faults, conformance, dispatch); handlers/ answers operations.
 */
import { randomBytes } from 'node:crypto'
import {
  STATUS_CODES,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse
} from 'node:http'
import { performance } from 'node:perf_hooks'
import type { HandlerContext } from './context.js'
import { generateDataset, type Dataset } from './dataset.js'
import { datasetSlug, resolveDeployments } from './deployments.js'
import { DownloadSigner } from './download-signer.js'
import { FaultBook, isCursorFault, type CursorFault } from './faults.js'
import { sendCompressed, sendPadded } from './hostile.js'
import { downloadSbom, isDownload } from './handlers/download-sbom.js'
import { API_OPERATIONS } from './handlers/index.js'
import { errorReply, listen, readBody, send, storageBinding, urlHost, type Reply } from './http.js'
import {
  checkConformance,
  isNonConformity,
  matchPath,
  type ConformingRequest,
  type NonConformity
} from './openapi/conformance.js'
import { RepositoryIndex } from './repository-index.js'
import type {
  Emulator,
  EmulatorDeployment,
  EmulatorOptions,
  EmulatorScan,
  EmulatorStats,
  FaultAction,
  OperationName,
  RecordedRequest
} from './types.js'
import { HttpError } from './validation.js'

function operationOf(server: 'api' | 'storage', method: string, pathname: string): OperationName {
  if (server === 'storage') return isDownload(method, pathname) ? 'downloadSbom' : 'unknown'
  const operation = matchPath(pathname)?.operations.find(item => item.method === method)
  return (operation && API_OPERATIONS[operation.operationId]?.name) ?? 'unknown'
}

function createContext(options: EmulatorOptions): HandlerContext {
  const dataset = generateDataset(options.dataset)
  const deployments = resolveDeployments(dataset, options.deployments)
  return {
    dataset,
    options,
    deployments,
    deploymentSlug: datasetSlug(dataset, deployments),
    repositories: new RepositoryIndex(dataset),
    findingIds: new Set(dataset.findings.map(finding => String(finding.id))),
    links: new Map(
      dataset.findings.flatMap(f => (f.ticketUrl ? [[String(f.id), f.ticketUrl] as const] : []))
    ),
    ticketIds: new Map(),
    exportJobs: new Map(),
    failingExportRepositoryIds: new Set(
      (options.failingExportRepositoryIds ?? []).map(id => String(BigInt(id)))
    ),
    downloads: new DownloadSigner(),
    lastCursors: new Map()
  }
}

/** The emulator behind `startEmulator`. */
/** The longest an answer is held for `holdUntilInFlight`. */
const HOLD_LIMIT_MS = 10_000

class PlatformEmulator implements Emulator {
  url = ''
  readonly token: string
  readonly dataset: Dataset
  readonly deployments: readonly EmulatorDeployment[]
  readonly deploymentSlug: string | undefined
  readonly requests: RecordedRequest[] = []

  private readonly context: HandlerContext
  private readonly faults = new FaultBook()
  private readonly apiServer: Server
  private readonly storageServer: Server
  private readonly timers = new Set<NodeJS.Timeout>()
  private counters = { requests: 0, inFlight: 0, peakInFlight: 0, connections: 0 }
  /** API answers waiting for `holdUntilInFlight` requests to be in flight at once. */
  private held: (() => void)[] = []
  private closing: Promise<void> | undefined

  constructor(private readonly options: EmulatorOptions) {
    this.token = options.token ?? `emu_${randomBytes(16).toString('hex')}`
    this.context = createContext(options)
    this.dataset = this.context.dataset
    this.deployments = this.context.deployments
    this.deploymentSlug = this.context.deploymentSlug
    for (const rule of options.faults ?? []) this.faults.add(rule)
    this.apiServer = createServer((req, res) => this.accept('api', req, res))
    this.storageServer = createServer((req, res) => this.accept('storage', req, res))
    this.apiServer.on('connection', () => this.counters.connections++)
  }

  get storageUrl(): string {
    return this.context.downloads.storageUrl
  }

  /** The storage server's own loopback origin (differs from `storageUrl` with `storagePublicUrl`). */
  loopbackStorageUrl = ''

  /** Starts both servers and fills in their URLs. */
  async listen(): Promise<void> {
    const host = this.options.host ?? '127.0.0.1'
    const apiPort = await listen(this.apiServer, this.options.port ?? 0, host)
    this.url = `http://${urlHost(host)}:${apiPort}`
    const storage = await storageBinding(host)
    try {
      const storagePort = await listen(this.storageServer, 0, storage.bind)
      this.loopbackStorageUrl = `http://${storage.host}:${storagePort}`
      this.context.downloads.storageUrl = this.options.storagePublicUrl ?? this.loopbackStorageUrl
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
    this.counters.connections = 0
  }

  stats(): EmulatorStats {
    return { ...this.counters }
  }

  changeDataset(change: (dataset: Dataset) => void): void {
    change(this.dataset)
    this.context.repositories = new RepositoryIndex(this.dataset)
    this.context.findingIds = new Set(this.dataset.findings.map(finding => String(finding.id)))
    for (const finding of this.dataset.findings) {
      const id = String(finding.id)
      if (finding.ticketUrl && !this.context.links.has(id))
        this.context.links.set(id, finding.ticketUrl)
    }
  }

  setScans(scans: EmulatorScan[] | undefined): void {
    this.options.scans = scans
  }

  ticketLinks(): Record<string, string> {
    return Object.fromEntries(this.context.links)
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const timer of this.timers) clearTimeout(timer)
      this.timers.clear()
      this.releaseHeld()
      const stop = (server: Server): Promise<void> =>
        new Promise(resolve => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
      await Promise.all([stop(this.apiServer), stop(this.storageServer)])
    })()
    return this.closing
  }

  /**
   * With `holdUntilInFlight`, an answer of its operation waits until that many requests have been
   * in flight at once, so a test of a client's concurrency does not depend on how fast the machine starts them;
   * a client that never gets there is answered after {@link HOLD_LIMIT_MS}, and its peak tells.
   */
  private async holdForPeak(): Promise<void> {
    const wanted = this.options.holdUntilInFlight?.count ?? 0
    if (this.counters.peakInFlight >= wanted) return
    if (this.held.length === 0) void this.delay(HOLD_LIMIT_MS).then(() => this.releaseHeld())
    await new Promise<void>(resolve => this.held.push(resolve))
  }

  private releaseHeld(): void {
    const held = this.held
    this.held = []
    for (const release of held) release()
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
    const record: RecordedRequest = {
      server,
      operation: operationOf(server, method, path.split('?')[0] ?? '/'),
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
      if (this.counters.peakInFlight >= (this.options.holdUntilInFlight?.count ?? 0))
        this.releaseHeld()
    }
    let ended = false
    res.on('close', () => {
      if (ended) return
      ended = true
      record.durationMs = performance.now() - started
      record.status = res.headersSent ? res.statusCode : 0
      if (!res.writableEnded) record.cutOff = true
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
    // checked before faults, so a test sees every non-conforming request, faulted or not
    const conformance = record.server === 'api' ? checkConformance(record) : undefined
    if (conformance !== undefined && isNonConformity(conformance)) {
      record.nonConformity = conformance.problem
    }
    const latency = this.options.latencyMs ?? 0
    if (record.server === 'api' && latency > 0) await this.delay(latency)
    if (record.operation === this.options.holdUntilInFlight?.operation) await this.holdForPeak()
    if (res.destroyed) return

    const fault = this.faults.next(record.operation)
    if (fault !== undefined && !isCursorFault(fault)) {
      this.applyFault(fault, req, res)
      return
    }
    const reply =
      conformance !== undefined
        ? this.answerApi(req.headers, conformance, fault)
        : downloadSbom(record.method, record.path, req.headers, this.context)
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
      case 'trickle': {
        res.writeHead(200, { 'content-type': 'application/json' })
        const until = Date.now() + action.ms
        const timer = setInterval(() => {
          if (Date.now() < until) return void res.write(' ')
          stop()
          res.end('{}')
        }, action.everyMs ?? 500)
        const stop = (): void => {
          clearInterval(timer)
          this.timers.delete(timer)
        }
        this.timers.add(timer)
        res.on('close', stop)
        return
      }
      case 'redirect':
        send(res, {
          status: action.status ?? 307,
          text: '',
          headers: { location: action.location }
        })
        return
      case 'malformed':
        if (action.encoding === 'gzip') {
          sendCompressed(res, action.body ?? '', 'gzip', action.contentType ?? 'application/json')
          return
        }
        send(res, {
          status: 200,
          text: action.body ?? '{"result": [{"id": 1, "name": ',
          contentType: action.contentType ?? 'application/json'
        })
        return
      case 'padded':
        sendPadded(res, action)
        return
    }
  }

  /** Authentication, conformance, the deployment named by the path, then the operation. */
  private answerApi(
    headers: IncomingHttpHeaders,
    conformance: ConformingRequest | NonConformity,
    cursorFault: CursorFault | undefined
  ): Reply {
    const authorization = headers.authorization
    const bearer =
      authorization === undefined ? undefined : /^Bearer +(\S+) *$/i.exec(authorization)
    if (!bearer) {
      return errorReply(401, 'missing or malformed Authorization: Bearer header', {
        'www-authenticate': 'Bearer'
      })
    }
    // the platform answers 404, not 401/403, to a token it does not know
    if (bearer[1] !== this.token) return errorReply(404, 'Not Found')
    if (isNonConformity(conformance)) return errorReply(conformance.status, conformance.problem)

    const { operation, path } = conformance
    const handler = API_OPERATIONS[operation.operationId]
    if (handler === undefined) {
      return errorReply(501, `${operation.operationId} is published but not emulated`)
    }
    if (path.deploymentId !== undefined && path.deploymentId !== this.dataset.deploymentId) {
      return errorReply(404, `deployment ${path.deploymentId} not found`)
    }
    if (
      path.deploymentSlug !== undefined &&
      !this.deployments.some(deployment => deployment.slug === path.deploymentSlug)
    ) {
      return errorReply(404, `deployment ${path.deploymentSlug} not found`)
    }
    try {
      return handler.handle({ ...conformance, cursorFault }, this.context)
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error.status, error.message)
      throw error
    }
  }
}

/** Starts the emulator: an API server and a storage server on loopback, with generated data. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  // each operation's checks compile at its first request: tens of milliseconds of CPU, where
  // compiling all of them up front cost every test file about a third of a second
  const emulator = new PlatformEmulator(options)
  await emulator.listen()
  return emulator
}
