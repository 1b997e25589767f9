/**
 * Where every request of the action is sent and its answer read, within an idle timer, a total
 * deadline, a cap on decoded bytes and the run's cancellation. Redirects never leave https.
 *
 * One `Exchange` object per request is undici's handler (its `onRequestStart`…`onResponseEnd`
 * API, with the controller's `abort`, `pause` and `resume`). It follows redirects itself, each hop
 * on its route's dispatcher (`proxy.ts`), skips informational (1xx) answers, and settles only once
 * undici has freed its socket for the next request (docs/adr/0001-http-exchange.md).
 */
import { STATUS_CODES } from 'node:http'
import { pipeline, Readable, type Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import type { Dispatcher } from 'undici'
import { describeConnectionFailure, findCause, hasCode } from './failures.js'
import type { ConnectionFailure } from './failures.js'
import { proxyFor, routeFor } from './proxy.js'

/** The same for every API: no answer of theirs comes near 32 MiB but a broken or hostile one. */
export const DEFAULT_BOUNDS = { idleMs: 60_000, totalMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 }
const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])
// node:zlib is loaded with the first compressed answer: at start it would cost 5-10 ms before the
// first request is sent.
const zlib = () => process.getBuiltinModule('node:zlib')
const gzip = () => zlib().createGunzip()
const DECODERS: Record<string, () => Transform> = {
  gzip,
  'x-gzip': gzip,
  br: () => zlib().createBrotliDecompress(),
  deflate: () => zlib().createInflate()
}

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
export type Exchanged = Exchange['answer'] & { statusText: string; url: string; body: Buffer }

/**
 * Sends the request, follows its redirects and reads the answer whole. One handler object per
 * exchange drives undici's dispatcher, with no stream, signal or closure unless a body is decoded or
 * saved: each of those kept the exchange past a young collection (memory at scale).
 */
export function exchange(options: ExchangeOptions): Promise<Exchanged> {
  return new Exchange(options).settle.promise
}

const noop = (): void => undefined
/** Exchanges waiting on each run signal: an array, as a removed listener keeps its successor alive. */
const watching = new WeakMap<AbortSignal, Exchange[]>()

class Exchange implements Dispatcher.DispatchHandler {
  readonly settle = Promise.withResolvers<Exchanged>()
  readonly answer = { status: 0, headers: {} as Record<string, string>, bytes: 0 }
  private url: URL
  private hops = 0
  private method: string
  private body: ExchangeOptions['body']
  private readonly headers: Record<string, string>
  /** Where the answer being read redirects to. */
  private location: string | undefined
  private done = false
  private inBody = false
  private limit = Infinity
  /** The body read so far, in a buffer that grows (none when it is saved). */
  private received: Buffer | undefined = Buffer.from(new ArrayBuffer(0))
  private receivedLength = 0
  /** Fed with the body when it is decoded or saved. */
  private source: Readable | undefined
  private failure: Error | undefined
  /** undici's controller of the current hop, until the answer ends. */
  private controller: Dispatcher.DispatchController | undefined
  /** What settles a complete answer: undici freeing the socket, and a streamed body's end. */
  private pending = 1
  private peers: Exchange[] = []
  private readonly idle: NodeJS.Timeout
  private readonly total: NodeJS.Timeout | undefined

  constructor(private readonly options: ExchangeOptions) {
    const { url, method, body, signal, totalTimeoutMs: ms = Infinity, idleTimeoutMs } = options
    this.url = url
    this.method = method
    this.body = body
    this.headers = { ...options.headers, 'accept-encoding': 'gzip, br' }
    // Native timers: undici's own headers and body timeouts fire up to a second late.
    const idle = idleTimeoutMs ?? DEFAULT_BOUNDS.idleMs
    this.idle = setTimeout(Exchange.quiet, idle, this, idle).unref()
    if (Number.isFinite(ms)) this.total = setTimeout(Exchange.late, ms, this, ms).unref()
    if (signal && !watching.has(signal)) {
      const all: Exchange[] = []
      watching.set(signal, all)
      signal.addEventListener('abort', () => [...all].forEach(e => e.cancel()), { once: true })
    }
    if (signal) (this.peers = watching.get(signal)!).push(this)
    if (signal?.aborted) this.cancel()
    if (!this.failure) this.hop(url)
  }

  private static quiet(this: void, self: Exchange, ms: number): void {
    if (!self.inBody) return self.failWith('TIMEOUT', `no answer for ${seconds(ms)}`)
    self.failWith('ESTALLED', `the answer stalled: no byte of its body for ${seconds(ms)}`)
  }

  private static late(this: void, self: Exchange, ms: number): void {
    const what = self.inBody ? 'the body kept trickling in' : 'no headers yet'
    self.failWith('EDEADLINE', `no complete answer within ${seconds(ms)} (${what})`)
  }

  cancel(): void {
    this.failWith('ECANCELLED', 'the run was cancelled')
  }

  /** A hop, on its route's dispatcher (NO_PROXY is per host): at most five redirects, none off https. */
  private hop(next: URL): void {
    if (this.hops++ > MAX_REDIRECTS) {
      throw new ExchangeError('EREDIRECT', `more than ${MAX_REDIRECTS} redirects`)
    }
    const downgrade = this.url.protocol === 'https:' && next.protocol !== 'https:'
    if (this.hops > 1 && (downgrade || this.options.follow?.(next) === false)) {
      throw new ExchangeError('EREDIRECT', 'redirect to a non-https URL refused')
    }
    this.url = next
    this.idle.refresh()
    const { method, body, headers } = this
    const opts = { origin: next.origin, path: next.pathname + next.search, method, body, headers }
    routeFor(next).dispatch({ ...opts, headersTimeout: 0, bodyTimeout: 0 }, this)
  }

  /**
   * Ours, not undici's interceptor (which turns a POST into a GET on 301 and 302 since undici 7):
   * only a 303 asks for a GET (RFC 9110); the token never goes to another origin.
   */
  private redirect(location: string): void {
    const next = new URL(location, this.url)
    this.location = undefined
    if (next.origin !== this.url.origin) delete this.headers.authorization
    if (this.answer.status === 303) {
      this.method = 'GET'
      this.body = undefined
      for (const name of Object.keys(this.headers)) {
        if (name.startsWith('content-')) delete this.headers[name]
      }
    }
    this.hop(next)
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.failure) controller.abort(this.failure)
    else this.controller = controller
  }

  onResponseStart(_: unknown, status: number, raw: Record<string, string | string[] | undefined>) {
    // `103 Early Hints` and the like: the final answer follows on the same request.
    if (status < 200) return
    this.answer.status = status
    const { location } = raw
    // A redirect's body is skipped; one without a Location is the answer.
    if (REDIRECTS.has(status) && typeof location === 'string') {
      this.location = location
      return
    }
    const { headers } = this.answer
    for (const [name, value] of Object.entries(raw)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '')
    }
    this.inBody = true
    this.idle.refresh()
    // One coding at most: a list would need decoding in turn, and no API sends one.
    const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase()
    const decoder = DECODERS[encoding]
    const shown = JSON.stringify(encoding.slice(0, 60))
    const unknown = `the answer has Content-Encoding ${shown}, which the action cannot decode (it decodes gzip, br and deflate, once)`
    const save = status === 200 ? this.options.save : undefined
    this.limit = save ? Infinity : (this.options.maxBodyBytes ?? DEFAULT_BOUNDS.maxBytes)
    if (!decoder && encoding !== '' && encoding !== 'identity') this.failWith('EENCODING', unknown)
    else if (Number(headers['content-length']) > this.limit) this.tooLarge()
    else if (decoder || save) this.stream(decoder, save)
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.idle.refresh()
    if (this.location !== undefined) return
    if (!this.source) return this.count(chunk)
    if (!this.source.push(chunk)) controller.pause()
  }

  onResponseEnd(): void {
    this.controller = undefined
    this.source?.push(null)
    // undici frees the socket in an immediate it queues after this call returns: settling in the
    // one after it lets the next request reuse the connection instead of opening another.
    setImmediate(Exchange.ended, this, true)
  }

  private static ended(this: void, self: Exchange, again: boolean): void {
    if (again) return void setImmediate(Exchange.ended, self, false)
    if (self.location === undefined || self.done) return self.step()
    try {
      self.redirect(self.location)
    } catch (error) {
      self.fail(classify(error, self.url, false))
    }
  }

  onResponseError(_: unknown, error: Error): void {
    this.fail(classify(error, this.url, this.inBody))
  }

  /** A complete answer settles when nothing is pending: the socket, and a streamed body. */
  private step(): void {
    if (--this.pending === 0) this.finish()
  }

  /** A body that is decoded or saved goes through a stream; its end settles the exchange. */
  private stream(decoder?: () => Transform, save?: ExchangeOptions['save']) {
    const source = (this.source = new Readable({ read: () => this.controller?.resume() }))
    this.pending++
    const out: Readable = decoder ? pipeline(source, decoder(), noop) : source
    if (save) this.received = undefined
    // Paused: a download's consumer starts the flow. Its failure reaches the exchange through `save`,
    // where a network failure that came first still wins.
    out.pause().on('error', noop)
    out.on('data', (chunk: Buffer) => this.count(chunk))
    void (save ? save(out) : finished(out.resume())).then(
      () => this.step(),
      (error: unknown) => this.fail(classify(error, this.url, true), true)
    )
  }

  private count(chunk: Buffer): void {
    if ((this.answer.bytes += chunk.byteLength) > this.limit) this.tooLarge()
    else if (this.received) this.keep(chunk)
  }

  /**
   * Copies a piece of the body into the buffer the answer is read into, so that the piece (a
   * slice of a socket's or a decoder's buffer) is not held until the end: held, such pieces outlive
   * a young collection and wait for a full one, a page's worth for each page read.
   */
  private keep(chunk: Buffer): void {
    const needed = this.receivedLength + chunk.byteLength
    if (needed > this.received!.byteLength) {
      // The first piece exactly (most answers are one), then twice as much each time, never more
      // than the cap (`count` has checked that `needed` is within it).
      const size = Math.min(Math.max(needed, 2 * this.received!.byteLength), this.limit)
      this.received = resized(this.received!, size)
    }
    chunk.copy(this.received!, this.receivedLength)
    this.receivedLength = needed
  }

  private tooLarge(): void {
    const mib = Math.round(this.limit / 1024 / 1024)
    const message = `the answer is larger than ${mib} MiB, more than any answer of this API should be`
    this.failWith('ETOOLARGE', message)
  }

  private failWith(code: string, message: string): void {
    this.fail(new ExchangeError(code, message))
  }

  /** The first failure wins; a body stream is destroyed, and settles the exchange once read out. */
  private fail(error: Error, settle = !this.source): void {
    this.failure ??= error
    this.controller?.abort(this.failure)
    this.source?.destroy(this.failure)
    if (settle) this.finish()
  }

  /** Settles once: the answer, or the first failure. */
  private finish(): void {
    const { received, receivedLength, failure, peers } = this
    if (this.done) return
    this.done = true
    clearTimeout(this.idle)
    clearTimeout(this.total)
    if (peers.includes(this)) peers.splice(peers.indexOf(this), 1)
    this.controller = this.source = this.received = undefined
    if (failure) {
      // What was read of a failed answer is freed now, not at the next full garbage collection.
      if (received) resized(received, 0)
      return this.settle.reject(failure)
    }
    const statusText = STATUS_CODES[this.answer.status] ?? ''
    const body = !received
      ? Buffer.alloc(0)
      : receivedLength === received.byteLength
        ? received
        : resized(received, receivedLength)
    this.settle.resolve({ ...this.answer, statusText, url: this.url.href, body })
  }
}

/**
 * `buffer`'s bytes in memory of `length` bytes: its memory moved, not copied where it can be, and
 * the old freed at once rather than at the next garbage collection. `buffer` is always the whole of
 * its memory, made here.
 */
function resized(buffer: Buffer, length: number): Buffer {
  return Buffer.from((buffer.buffer as ArrayBuffer).transfer(length))
}

/** A failure named for what happened: before the answer (to `url`), or while its body was read. */
function classify(error: unknown, url: URL, inBody: boolean): Error {
  const host = url.hostname
  const own = findCause(error, (value): value is ExchangeError => value instanceof ExchangeError)
  if (own) return own
  const code = findCause(error, hasCode)?.code ?? ''
  // zlib's codes, and the brotli decoder's (`ERR__ERROR_FORMAT_PADDING_2`…).
  if (/^(Z_|ERR__ERROR_)/.test(code)) {
    return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`)
  }
  const interim = inBody ? undefined : refusedInterim(error, host)
  if (interim) return interim
  if (['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes(code)) {
    return new ExchangeError('ECONNRESET', `connection closed${inBody ? ' mid-answer' : ''}`)
  }
  if (inBody) return error instanceof Error ? error : new Error(String(error))
  const failure = describeConnectionFailure(error, host, proxyShown(url))
  return new ExchangeError(failure.code, failure.message, failure, error)
}

/**
 * undici skips a 1xx before the final answer (`onResponseStart` sees it, and it is skipped there),
 * except `100 Continue` and `101 Switching Protocols` that the request did not ask for: it closes
 * the connection with a SocketError that names them only in its message. The error says what the
 * server sent, not "connection reset"; the server will send it again, so it is not retried.
 */
const REFUSED_INTERIM: Record<string, string> = {
  'bad response': '100 Continue',
  'bad upgrade': '101 Switching Protocols'
}

function refusedInterim(error: unknown, host: string): ExchangeError | undefined {
  const socket = findCause(error, hasCode)
  if (socket?.code !== 'UND_ERR_SOCKET') return undefined
  const sent = REFUSED_INTERIM[(socket as { message?: unknown }).message as string]
  if (sent === undefined) return undefined
  const message = `${host} sent \`${sent}\` that the request did not ask for, before its answer, and the HTTP client (undici) refuses it`
  const advice = `Ask whoever runs ${host} (or the proxy on the way) not to send \`${sent}\` unasked: ${message}.`
  return new ExchangeError('EINTERIM', message, { code: 'EINTERIM', message, advice }, error)
}

/** The proxy a request to `url` went through (without credentials), if any. */
function proxyShown(url: URL): string | undefined {
  try {
    return proxyFor(url)?.shown
  } catch {
    // An unusable proxy variable failed the request before it left: no proxy to name.
    return undefined
  }
}

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}
