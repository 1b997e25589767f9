/**
 * Where every request of the action is sent and its answer read, within an idle timer, a total
 * deadline, a cap on decoded bytes and the run's cancellation. Redirects never go from https to
 * http, and Authorization never leaves the first request's origin.
 */
import { fetch, type Response as UndiciResponse } from 'undici'
import {
  describeConnectionFailure,
  findCause,
  hasCode,
  type ConnectionFailure
} from './failures.js'
import { routeFor } from './proxy.js'

/** The same for every API: no answer of theirs comes near 32 MiB but a broken or hostile one. */
export const DEFAULT_BOUNDS = { idleMs: 60_000, totalMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 }
const MAX_REDIRECTS = 5

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
  body?: string | Uint8Array | ReadableStream<Uint8Array> | null
  /** Longest silence before the headers and between two chunks of the body. */
  idleTimeoutMs: number
  /** Redirects and body included; Infinity for none. */
  totalTimeoutMs: number
  /** Largest decoded body; a 200 answer to a `download` is not bound by it. */
  maxBodyBytes: number
  download?: boolean
  signal?: AbortSignal
  /** Whether a redirect may go to this URL; false: redirects are returned, not followed. */
  follow?: false | ((next: URL) => boolean)
  /** Told of a failure while the body is read (Octokit reads a broken-off body as ''). */
  onFailure?: (error: Error) => void
}

/** An answer (`url` after redirects) whose body is bounded as it is read. */
export type Exchanged = Response & { bytesRead(): number }

export async function exchange(options: ExchangeOptions): Promise<Exchanged> {
  const watch = new Watch(options)
  let answer: { response: UndiciResponse; url: URL } | undefined
  try {
    answer = await followRedirects(options, watch)
    return bounded(answer.response, answer.url, options, watch)
  } catch (error) {
    watch.stop()
    await answer?.response.body?.cancel().catch(() => undefined)
    throw watch.failure ?? error
  }
}

/** The idle timer, the total deadline and the run's cancellation of one exchange. */
class Watch {
  readonly controller = new AbortController()
  failure: ExchangeError | undefined
  inBody = false
  private idle: NodeJS.Timeout | undefined
  private readonly total: NodeJS.Timeout | undefined
  private readonly unlisten: () => void = () => undefined

  constructor(private readonly options: ExchangeOptions) {
    const { signal, totalTimeoutMs: ms } = options
    const cancelled = (): void => this.fail('ECANCELLED', 'the run was cancelled')
    if (signal?.aborted) cancelled()
    else if (signal) this.unlisten = whenAborted(signal, cancelled)
    const what = (): string => (this.inBody ? 'the body kept trickling in' : 'no headers yet')
    const late = (): void =>
      this.fail('EDEADLINE', `no complete answer within ${seconds(ms)} (${what()})`)
    if (Number.isFinite(ms)) this.total = setTimeout(late, ms).unref()
    this.arm()
  }

  /** (Re)starts the idle timer: at the start, on the headers and on every chunk. */
  arm(): void {
    if (this.failure) return
    clearTimeout(this.idle)
    const time = seconds(this.options.idleTimeoutMs)
    const silent = (): void =>
      this.inBody
        ? this.fail('ESTALLED', `the answer stalled: no byte of its body for ${time}`)
        : this.fail('TIMEOUT', `no answer for ${time}`)
    this.idle = setTimeout(silent, this.options.idleTimeoutMs).unref()
  }

  fail(code: string, message: string): void {
    if (this.failure) return
    this.failure = new ExchangeError(code, message)
    this.stop()
    this.controller.abort(this.failure)
  }

  stop(): void {
    clearTimeout(this.idle)
    clearTimeout(this.total)
    this.unlisten()
  }
}

async function followRedirects(
  options: ExchangeOptions,
  watch: Watch
): Promise<{ response: UndiciResponse; url: URL }> {
  let { url, method, body } = options
  const headers: Record<string, string> = { ...options.headers, 'accept-encoding': 'gzip, br' }
  for (let hops = 0; ; hops++) {
    const sent = { ...headers }
    if (url.origin !== options.url.origin) delete sent.authorization
    const response = await send(url, { method, headers: sent, body }, watch)
    const location = response.headers.get('location')
    const redirect = [301, 302, 303, 307, 308].includes(response.status)
    if (options.follow === false || !redirect || !location) return { response, url }
    await response.body?.cancel().catch(() => undefined)
    if (hops >= MAX_REDIRECTS) {
      throw new ExchangeError('EREDIRECT', `more than ${MAX_REDIRECTS} redirects`)
    }
    const next = new URL(location, url)
    if (
      (url.protocol === 'https:' && next.protocol !== 'https:') ||
      options.follow?.(next) === false
    ) {
      throw new ExchangeError('EREDIRECT', 'redirect to a non-https URL refused')
    }
    // As browsers do: 303, and 301/302 after a POST, turn the request into a GET without a body.
    if (response.status === 303 || (response.status < 303 && method === 'POST')) {
      method = 'GET'
      body = undefined
      delete headers['content-type']
    }
    url = next
  }
}

/** One request on the dispatcher of its route; a failure before any answer names the host. */
async function send(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: ExchangeOptions['body'] },
  watch: Watch
): Promise<UndiciResponse> {
  const { signal } = watch.controller
  const route = routeFor(url)
  const release = route.hold()
  try {
    const duplex = init.body instanceof ReadableStream ? 'half' : undefined
    return await fetch(url, {
      ...init,
      redirect: 'manual',
      signal,
      dispatcher: route.dispatcher,
      duplex
    })
  } catch (error) {
    if (watch.failure) throw watch.failure
    if (findCause(error, isSocketError)) throw new ExchangeError('ECONNRESET', 'connection closed')
    const failure = describeConnectionFailure(error, url.hostname)
    throw new ExchangeError(failure.code, failure.message, failure, error)
  } finally {
    release(signal.aborted)
  }
}

/** The answer, its encoding and declared size checked, its body counted and timed as it is read. */
function bounded(
  response: UndiciResponse,
  url: URL,
  options: ExchangeOptions,
  watch: Watch
): Exchanged {
  watch.inBody = true
  watch.arm()
  const encodings = (response.headers.get('content-encoding') ?? '')
    .split(',')
    .map(value => value.trim().toLowerCase())
    .filter(value => value !== '' && value !== 'identity')
  if (encodings.length > 1 || !['gzip', 'x-gzip', 'br', 'deflate'].includes(encodings[0] ?? 'br')) {
    throw new ExchangeError(
      'EENCODING',
      `the answer has Content-Encoding ${JSON.stringify(encodings.join(', ').slice(0, 60))}, which the action cannot decode (it decodes gzip, br and deflate, once)`
    )
  }
  const limit = options.download && response.status === 200 ? Infinity : options.maxBodyBytes
  const tooLarge = `the answer is larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API should be`
  if (Number(response.headers.get('content-length')) > limit) {
    throw new ExchangeError('ETOOLARGE', tooLarge)
  }
  let bytes = 0
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader()
  const fail = (error: unknown): never => {
    watch.stop()
    const failure = watch.failure ?? classify(error)
    options.onFailure?.(failure)
    throw failure
  }
  const body =
    reader &&
    new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const chunk = await reader.read().catch(fail)
          if (chunk.done) {
            watch.stop()
            return controller.close()
          }
          if ((bytes += chunk.value.byteLength) > limit) {
            watch.fail('ETOOLARGE', tooLarge)
            await reader.cancel().catch(() => undefined)
            fail(undefined)
          }
          watch.arm()
          controller.enqueue(chunk.value)
        },
        cancel(reason) {
          watch.stop()
          return reader.cancel(reason)
        }
      },
      { highWaterMark: 0 }
    )
  if (!body) watch.stop()
  const { status, statusText, headers } = response
  const empty = [204, 205, 304].includes(status)
  const answer = new Response(empty ? null : body, { status, statusText, headers })
  Object.defineProperty(answer, 'url', { value: url.href })
  return Object.assign(answer, { bytesRead: () => bytes })
}

const isSocketError = (value: unknown): value is { code: string } =>
  hasCode(value) && ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'].includes(value.code)

/** Errors of a body being read, named for what happened. */
function classify(error: unknown): Error {
  if (error instanceof ExchangeError) return error
  const code = findCause(error, hasCode)?.code ?? ''
  if (/^(Z_|ERR_BROTLI)/.test(code) || code === 'ERR__ERROR_FORMAT_PADDING_1') {
    return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`)
  }
  if (findCause(error, isSocketError) || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new ExchangeError('ECONNRESET', 'connection closed mid-answer')
  }
  return error instanceof Error ? error : new Error(String(error))
}

const abortCallbacks = new WeakMap<AbortSignal, (() => void)[]>()

/**
 * Calls `callback` when `signal` aborts, until the returned function is called. One listener per
 * signal and a plain array: removed EventTarget listeners kept their neighbours' requests alive.
 */
export function whenAborted(signal: AbortSignal, callback: () => void): () => void {
  let callbacks = abortCallbacks.get(signal)
  if (!callbacks) {
    const shared: (() => void)[] = (callbacks = [])
    abortCallbacks.set(signal, shared)
    signal.addEventListener('abort', () => shared.splice(0).forEach(call => call()), { once: true })
  }
  const own = callbacks
  own.push(callback)
  return () => {
    const at = own.indexOf(callback)
    if (at < 0) return
    // The last entry takes the removed one's place, so that nothing is shifted.
    own[at] = own[own.length - 1]!
    own.pop()
  }
}

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}
