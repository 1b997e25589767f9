/**
 * Where every request of the action is sent and its answer read, within an idle timer, a total
 * deadline, a cap on decoded bytes and the run's cancellation. Redirects never leave https.
 */
import { STATUS_CODES } from 'node:http'
import { pipeline, Readable, type Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import * as zlib from 'node:zlib'
import { Dispatcher, interceptors } from 'undici'
import { describeConnectionFailure, findCause, hasCode } from './failures.js'
import type { ConnectionFailure } from './failures.js'
import { routeFor } from './proxy.js'

/** The same for every API: no answer of theirs comes near 32 MiB but a broken or hostile one. */
export const DEFAULT_BOUNDS = { idleMs: 60_000, totalMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 }
const MAX_REDIRECTS = 5
const { createGunzip: gzip, createBrotliDecompress: br, createInflate: deflate } = zlib
const DECODERS: Record<string, () => Transform> = { gzip, 'x-gzip': gzip, br, deflate }

/** A failed exchange, `code` for the retry rules; `failure` when the connection failed. */
export class ExchangeError extends Error {
  override name = 'ExchangeError'
  constructor(
    readonly code: string,
    message: string,
    readonly failure?: ConnectionFailure,
    cause?: unknown
  ) {
    super(message, { cause })
  }
}

export interface ExchangeOptions {
  method: string
  url: URL
  /** Lower-case names. */
  headers: Record<string, string>
  body?: string | Uint8Array | null
  /** Longest silence before the headers (of each redirect) and between two chunks of the body. */
  idleTimeoutMs?: number
  /** Redirects and body included; none when left out. */
  totalTimeoutMs?: number
  /** Largest decoded body; a 200 answer that goes to `save` is not bound by it. */
  maxBodyBytes?: number
  /** Takes a 200 answer's body as a stream (a download); the exchange ends when it is done. */
  save?: (body: Readable) => Promise<void>
  signal?: AbortSignal
  /** Whether a redirect may go to this URL. */
  follow?: (next: URL) => boolean
}

/** The last hop's status, headers (lower-case, repeats joined), URL and body (empty when saved). */
export type Exchanged = Awaited<ReturnType<typeof read>>

/** The body read whole, through events: an answer left for a later reader, async iterators and
 * fetch's weak references kept each exchange past a young collection (memory at scale). */
export async function exchange(options: ExchangeOptions): Promise<Exchanged> {
  const watch = new Watch(options)
  let raw: Dispatcher.ResponseData | undefined
  try {
    raw = await send(options, watch)
    return await read(raw, options, watch)
  } catch (error) {
    raw?.body.on('error', () => undefined).destroy()
    throw (watch.controller.signal.reason as Error) ?? classify(error, watch.url.hostname, watch)
  } finally {
    watch.stop()
  }
}

/** Exchanges waiting on each run signal: an array, as a removed listener keeps its successor alive. */
const watching = new WeakMap<AbortSignal, Watch[]>()

/** One exchange's idle timer, total deadline and cancellation; its failure is the abort's reason. */
class Watch {
  readonly controller = new AbortController()
  inBody = false
  /** The current hop's. */
  url: URL
  readonly idle: NodeJS.Timeout
  /** Ends the wait for a connection: undici's request waits for one even when aborted. */
  interrupt = (): void => undefined
  private readonly total: NodeJS.Timeout | undefined
  private peers: Watch[] = []

  constructor({ url, signal, totalTimeoutMs: ms = Infinity, idleTimeoutMs }: ExchangeOptions) {
    this.url = url
    const idle = idleTimeoutMs ?? DEFAULT_BOUNDS.idleMs
    const quiet = (): void =>
      this.inBody
        ? this.fail('ESTALLED', `the answer stalled: no byte of its body for ${seconds(idle)}`)
        : this.fail('TIMEOUT', `no answer for ${seconds(idle)}`)
    // Native timers: undici's own headers and body timeouts fire up to a second late.
    this.idle = setTimeout(quiet, idle).unref()
    const what = (): string => (this.inBody ? 'the body kept trickling in' : 'no headers yet')
    const late = (): void =>
      this.fail('EDEADLINE', `no complete answer within ${seconds(ms)} (${what()})`)
    if (Number.isFinite(ms)) this.total = setTimeout(late, ms).unref()
    if (signal?.aborted) this.cancel()
    else if (signal) {
      if (!watching.has(signal)) {
        const cancel = (): void => [...(watching.get(signal) ?? [])].forEach(w => w.cancel())
        signal.addEventListener('abort', cancel, { once: true })
      }
      ;(this.peers = watching.get(signal) ?? []).push(this)
      watching.set(signal, this.peers)
    }
  }

  cancel(): void {
    this.fail('ECANCELLED', 'the run was cancelled')
  }

  /** The first failure wins: a later abort keeps the first reason. */
  fail(code: string, message: string): void {
    this.stop()
    this.controller.abort(new ExchangeError(code, message))
    this.interrupt()
  }

  stop(): void {
    clearTimeout(this.idle)
    clearTimeout(this.total)
    const at = this.peers.indexOf(this)
    if (at >= 0) this.peers.splice(at, 1)
  }
}

/** The request and its redirects, each hop on its own route's dispatcher (NO_PROXY is per host). */
async function send(options: ExchangeOptions, watch: Watch) {
  const { url, follow, body, method, headers } = options
  const held: (() => void)[] = []
  const hops: Dispatcher.DispatcherComposeInterceptor = () => (opts, handler) => {
    const next = new URL(opts.path, opts.origin)
    if (held.length > MAX_REDIRECTS) {
      throw new ExchangeError('EREDIRECT', `more than ${MAX_REDIRECTS} redirects`)
    }
    const downgrade = watch.url.protocol === 'https:' && next.protocol !== 'https:'
    if (held.length > 0 && (downgrade || follow?.(next) === false)) {
      throw new ExchangeError('EREDIRECT', 'redirect to a non-https URL refused')
    }
    watch.url = next
    const route = routeFor(next)
    held.push(route.hold())
    watch.idle.refresh()
    return route.dispatcher.dispatch({ ...opts, headersTimeout: 0, bodyTimeout: 0 }, handler)
  }
  // Letting go of the routes cancels a tunnel no other request waits for.
  const letGo = (watch.interrupt = (): void => held.splice(0).forEach(release => release()))
  watch.controller.signal.throwIfAborted()
  // undici's redirect handler drops Authorization once a redirect leaves the origin.
  const request = new Dispatcher()
    .compose(hops, interceptors.redirect({ maxRedirections: MAX_REDIRECTS + 1 }))
    .request({
      ...{ origin: url.origin, path: url.pathname + url.search, method: method as 'GET', body },
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
      signal: watch.controller.signal
    })
  try {
    return await request
  } finally {
    letGo()
  }
}

/** The answer, its encoding and declared size checked, its body decoded and counted as it is read. */
async function read(raw: Dispatcher.ResponseData, options: ExchangeOptions, watch: Watch) {
  watch.inBody = true
  watch.idle.refresh()
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '')
  }
  // One coding at most: a list would need decoding in turn, and no API sends one.
  const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase()
  const decoder = DECODERS[encoding]
  if (!decoder && encoding !== '' && encoding !== 'identity') {
    throw new ExchangeError(
      'EENCODING',
      `the answer has Content-Encoding ${JSON.stringify(encoding.slice(0, 60))}, which the action cannot decode (it decodes gzip, br and deflate, once)`
    )
  }
  const { statusCode: status } = raw
  const save = status === 200 ? options.save : undefined
  const limit = save ? Infinity : (options.maxBodyBytes ?? DEFAULT_BOUNDS.maxBytes)
  const tooLarge = `the answer is larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API should be`
  if (Number(headers['content-length']) > limit) throw new ExchangeError('ETOOLARGE', tooLarge)
  let bytes = 0
  const chunks: Buffer[] = []
  const source: Readable = decoder ? pipeline(raw.body, decoder(), () => undefined) : raw.body
  // Paused: a download's consumer starts the flow. Its network failure wins over what it made the
  // consumer say.
  source.pause().on('error', error => watch.controller.abort(classify(error, '', watch)))
  source.on('data', (chunk: Buffer) => {
    if ((bytes += chunk.byteLength) > limit)
      source.destroy(new ExchangeError('ETOOLARGE', tooLarge))
    watch.idle.refresh()
    if (!save) chunks.push(chunk)
  })
  await (save ? save(source) : finished(source.resume()))
  const statusText = STATUS_CODES[status] ?? ''
  return { status, statusText, headers, url: watch.url.href, body: Buffer.concat(chunks), bytes }
}

/** A failure named for what happened: before the answer (to `host`), or while its body was read. */
function classify(error: unknown, host: string, watch: Watch): Error {
  const own = findCause(error, (value): value is ExchangeError => value instanceof ExchangeError)
  if (own) return own
  const code = findCause(error, hasCode)?.code ?? ''
  // zlib's codes, and the brotli decoder's (`ERR__ERROR_FORMAT_PADDING_2`…).
  if (/^(Z_|ERR__ERROR_)/.test(code)) {
    return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`)
  }
  if (['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes(code)) {
    return new ExchangeError('ECONNRESET', `connection closed${watch.inBody ? ' mid-answer' : ''}`)
  }
  if (watch.inBody) return error instanceof Error ? error : new Error(String(error))
  const failure = describeConnectionFailure(error, host)
  return new ExchangeError(failure.code, failure.message, failure, error)
}

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}
