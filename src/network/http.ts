/**
 * Where every request of the action is sent and its answer read, within an idle timer, a total
 * deadline, a cap on decoded bytes and the run's cancellation. Redirects never go from https to
 * http; fetch drops Authorization when one leaves the origin.
 */
import { Dispatcher, fetch, type Response as UndiciResponse } from 'undici'
import { describeConnectionFailure, findCause, hasCode } from './failures.js'
import type { ConnectionFailure } from './failures.js'
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
  body?: string | Uint8Array | null
  /** Longest silence before the headers (of each redirect) and between two chunks of the body. */
  idleTimeoutMs?: number
  /** Redirects and body included; none when left out. */
  totalTimeoutMs?: number
  /** Largest decoded body; a 200 answer to a `download` is not bound by it. */
  maxBodyBytes?: number
  download?: boolean
  signal?: AbortSignal
  /** Whether a redirect may go to this URL. */
  follow?: (next: URL) => boolean
  /** Told of a failure while the body is read (Octokit reads a broken-off body as ''). */
  onFailure?: (error: Error) => void
}

/** An answer whose body is bounded as it is read. */
export type Exchanged = Response & { bytesRead(): number }

export async function exchange(options: ExchangeOptions): Promise<Exchanged> {
  const watch = new Watch(options)
  let response: UndiciResponse | undefined
  try {
    response = await send(options, watch)
    return bounded(response, options, watch)
  } catch (error) {
    watch.stop()
    await response?.body?.cancel().catch(() => undefined)
    throw watch.failure() ?? error
  }
}

/** One exchange's idle timer, total deadline and cancellation; its failure is the abort's reason. */
class Watch {
  readonly controller = new AbortController()
  /** Aborted by the first failure or the run's cancellation. */
  readonly signal: AbortSignal
  inBody = false
  readonly idle: NodeJS.Timeout
  private readonly total: NodeJS.Timeout | undefined

  constructor(private readonly options: ExchangeOptions) {
    const { totalTimeoutMs: ms = Infinity, idleTimeoutMs: idle = DEFAULT_BOUNDS.idleMs } = options
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
    const own = this.controller.signal
    this.signal = AbortSignal.any([own, options.signal ?? own])
  }

  failure(): ExchangeError | undefined {
    if (this.options.signal?.aborted) this.fail('ECANCELLED', 'the run was cancelled')
    return this.controller.signal.reason as ExchangeError | undefined
  }

  /** The first failure wins: a later abort keeps the first reason. */
  fail(code: string, message: string): void {
    this.stop()
    this.controller.abort(new ExchangeError(code, message))
  }

  stop(): void {
    clearTimeout(this.idle)
    clearTimeout(this.total)
  }
}

/** The request and fetch's redirects, each hop on its own route's dispatcher (NO_PROXY is per host). */
async function send(options: ExchangeOptions, watch: Watch): Promise<UndiciResponse> {
  const { url, follow, body, method, headers } = options
  const held: (() => void)[] = []
  let hop = url
  const hops: Dispatcher.DispatcherComposeInterceptor = () => (opts, handler) => {
    const next = new URL(opts.path, opts.origin)
    if (held.length > MAX_REDIRECTS) {
      throw new ExchangeError('EREDIRECT', `more than ${MAX_REDIRECTS} redirects`)
    }
    const downgrade = hop.protocol === 'https:' && next.protocol !== 'https:'
    if (held.length > 0 && (downgrade || follow?.(next) === false)) {
      throw new ExchangeError('EREDIRECT', 'redirect to a non-https URL refused')
    }
    hop = next
    const route = routeFor(next)
    held.push(route.hold())
    watch.idle.refresh()
    return route.dispatcher.dispatch({ ...opts, headersTimeout: 0, bodyTimeout: 0 }, handler)
  }
  try {
    return await fetch(url, {
      method,
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
      body,
      signal: watch.signal,
      dispatcher: new Dispatcher().compose(hops)
    })
  } catch (error) {
    throw classify(error, hop.hostname, watch)
  } finally {
    for (const release of held) release()
  }
}

/** The answer, its encoding and declared size checked, its body counted as it is read. */
function bounded(response: UndiciResponse, options: ExchangeOptions, watch: Watch): Exchanged {
  watch.inBody = true
  watch.idle.refresh()
  // One coding at most: fetch decodes a list only when it knows every entry (not `identity`).
  const encoding = (response.headers.get('content-encoding') ?? '').trim().toLowerCase()
  if (!['', 'identity', 'gzip', 'x-gzip', 'br', 'deflate'].includes(encoding)) {
    throw new ExchangeError(
      'EENCODING',
      `the answer has Content-Encoding ${JSON.stringify(encoding.slice(0, 60))}, which the action cannot decode (it decodes gzip, br and deflate, once)`
    )
  }
  const maxBytes = options.maxBodyBytes ?? DEFAULT_BOUNDS.maxBytes
  const limit = options.download && response.status === 200 ? Infinity : maxBytes
  const tooLarge = `the answer is larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API should be`
  if (Number(response.headers.get('content-length')) > limit) {
    throw new ExchangeError('ETOOLARGE', tooLarge)
  }
  let bytes = 0
  // Read by a consumer (or cancelled once reading has begun): each chunk counted and restarting the
  // idle timer, a failure named and told.
  async function* counted(source: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of source) {
        if ((bytes += chunk.byteLength) > limit) throw new ExchangeError('ETOOLARGE', tooLarge)
        watch.idle.refresh()
        yield chunk
      }
    } catch (error) {
      const failure = watch.failure() ?? classify(error, '', watch)
      options.onFailure?.(failure)
      throw failure
    } finally {
      watch.stop()
    }
  }
  const source = response.body as ReadableStream<Uint8Array> | null
  const body = source && ReadableStream.from(counted(source))
  if (!body) watch.stop()
  const answer = new Response(body, response)
  Object.defineProperty(answer, 'url', { value: response.url })
  return Object.assign(answer, { bytesRead: () => bytes })
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
