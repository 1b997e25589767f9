/**
 * One HTTP exchange, read defensively: the only place where bytes from a server are read. Every
 * answer is bounded in time (an idle timeout that any byte resets, and a total deadline that nothing
 * resets), in size (decoded bytes, so a compressed bomb is caught too) and in encoding (gzip, br and
 * deflate are decoded; anything else is refused rather than passed on as if it were the document).
 */
import * as http from 'node:http'
import * as https from 'node:https'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as zlib from 'node:zlib'

/** What the action asks servers for; `deflate` is decoded too, as some servers send it anyway. */
export const ACCEPT_ENCODING = 'gzip, br'

/** Failures of the exchange itself, with a `code` the retry rules know. */
export type ExchangeFailureCode =
  /** No byte for the idle timeout before the answer's headers. */
  | 'TIMEOUT'
  /** The headers came, then the body stopped for the idle timeout. */
  | 'ESTALLED'
  /** The whole exchange took longer than its total deadline, bytes trickling or not. */
  | 'EDEADLINE'
  /** The decoded body passed the size limit. */
  | 'ETOOLARGE'
  /** A Content-Encoding the action cannot decode, or bytes that do not decode. */
  | 'EENCODING'
  /** The connection closed before the answer was complete. */
  | 'ECONNRESET'
  /** The run was cancelled. */
  | 'ECANCELLED'

export class ExchangeError extends Error {
  override name = 'ExchangeError'
  constructor(
    readonly code: ExchangeFailureCode,
    message: string
  ) {
    super(message)
  }
}

export interface ExchangeOptions {
  method: string
  url: URL
  headers: http.OutgoingHttpHeaders
  body?: string
  /** Longest silence (no byte either way) before the exchange is abandoned. */
  idleTimeoutMs: number
  /** Longest time for the whole exchange, headers and body. */
  totalTimeoutMs: number
  /** Largest decoded body that is read into memory. */
  maxBodyBytes: number
  signal?: AbortSignal
  /**
   * For a 200 answer: the decoded body is handed to this consumer (e.g. a file writer) instead of
   * being read into memory, and is not bound by `maxBodyBytes`. Other answers are read as usual.
   * A consumer's own failure that is marked `local: true` (a full disk) ends the exchange with that
   * error as it is, so that it is not taken for a network failure.
   */
  consume?: (body: Readable) => Promise<void>
  agent?: http.Agent
}

/** An HTTP answer as the action reads it: the one response type of the transport. */
export interface HttpResponse {
  status: number
  statusText: string
  headers: http.IncomingHttpHeaders
  /** The decoded body; empty when it went to `consume`. */
  body: Buffer
  /** Decoded bytes read (or handed to `consume`). */
  bytes: number
}

/** Sends one request and reads its whole answer, within the bounds of `options`. */
export function exchange(options: ExchangeOptions): Promise<HttpResponse> {
  return new Promise<HttpResponse>((resolve, reject) => {
    const { url, signal } = options
    let settled = false
    let phase: 'headers' | 'body' = 'headers'
    let response: http.IncomingMessage | undefined
    let decoded: Readable | undefined
    let stopListening = (): void => undefined

    const finish = (error: Error | undefined, result?: HttpResponse): void => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      stopListening()
      if (error) {
        request.destroy()
        response?.destroy()
        decoded?.destroy()
        reject(error)
      } else {
        resolve(result!)
      }
    }
    const onAbort = (): void => finish(new ExchangeError('ECANCELLED', 'the run was cancelled'))

    const lib = url.protocol === 'https:' ? https : http
    const request = lib.request(url, {
      method: options.method,
      headers: {
        ...options.headers,
        'accept-encoding': ACCEPT_ENCODING,
        // A known length lets headers and body go out in one write, not as chunks.
        ...(options.body !== undefined && { 'content-length': Buffer.byteLength(options.body) })
      },
      ...(options.agent && { agent: options.agent })
    })
    const deadline = setTimeout(
      () =>
        finish(
          new ExchangeError(
            'EDEADLINE',
            `no complete answer within ${seconds(options.totalTimeoutMs)} (${phase === 'body' ? 'the body kept trickling in' : 'no headers yet'})`
          )
        ),
      options.totalTimeoutMs
    )
    if (signal?.aborted) return onAbort()
    if (signal) stopListening = whenAborted(signal, onAbort)
    request.setTimeout(options.idleTimeoutMs, () =>
      finish(
        phase === 'body'
          ? new ExchangeError(
              'ESTALLED',
              `the answer stalled: no byte of its body for ${seconds(options.idleTimeoutMs)}`
            )
          : new ExchangeError('TIMEOUT', `no answer for ${seconds(options.idleTimeoutMs)}`)
      )
    )
    request.on('error', error => finish(error))
    request.on('response', res => {
      response = res
      phase = 'body'
      const status = res.statusCode ?? 0
      const toConsumer = options.consume !== undefined && status === 200
      const limit = toConsumer ? Infinity : options.maxBodyBytes
      const declared = Number(res.headers['content-length'])
      if (!toConsumer && Number.isFinite(declared) && declared > limit) {
        return finish(tooLarge(limit))
      }
      let decoder: Transform | undefined
      try {
        decoder = decoderFor(res.headers['content-encoding'])
      } catch (error) {
        return finish(error as Error)
      }
      res.on('aborted', () =>
        finish(new ExchangeError('ECONNRESET', 'connection closed mid-answer'))
      )
      const done = (bytes: number, body: Buffer): void =>
        finish(undefined, {
          status,
          statusText: res.statusMessage ?? '',
          headers: res.headers,
          body,
          bytes
        })
      if (toConsumer) {
        // Downloads: the decoded stream goes to the consumer, its failures fail the exchange.
        const counter = new ByteCounter(limit)
        decoded = counter
        const source = decoder ? pipeline(res, decoder, counter) : pipeline(res, counter)
        void Promise.allSettled([source, options.consume!(counter)]).then(([read, saved]) => {
          if (saved.status === 'rejected' && isLocalFailure(saved.reason)) {
            return finish(saved.reason)
          }
          const failed = [read, saved].find(r => r.status === 'rejected')
          if (failed) return finish(classify(failed.reason, phase))
          done(counter.bytes, Buffer.alloc(0))
        })
        return
      }
      // API answers: read with plain events (cheaper than a pipeline per request), counting the
      // decoded bytes against the limit.
      const source: Readable = decoder ? res.pipe(decoder) : res
      decoded = decoder
      const chunks: Buffer[] = []
      let bytes = 0
      if (decoder) res.on('error', error => finish(classify(error, phase)))
      source.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes > limit) finish(tooLarge(limit))
        else chunks.push(chunk)
      })
      source.on('error', error => finish(classify(error, phase)))
      source.on('end', () => done(bytes, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)))
    })
    request.end(options.body)
  })
}

/** Per signal, the callbacks of the requests under way on it: see {@link whenAborted}. */
const abortCallbacks = new WeakMap<AbortSignal, (() => void)[]>()

/**
 * Calls `callback` when `signal` aborts, until the returned function is called. Requests share one
 * listener per signal, and their callbacks are kept in a plain array: a removed entry of an
 * EventTarget's listener list keeps its links to its neighbours, and so does a Set's table replaced
 * when it fills up; young-generation collections treat links from older objects as live, so each
 * request's state kept the next one's alive until a full collection, and V8 grew its heap to hold
 * them (by hundreds of MB over 100,000 requests).
 */
export function whenAborted(signal: AbortSignal, callback: () => void): () => void {
  let callbacks = abortCallbacks.get(signal)
  if (callbacks === undefined) {
    const shared: (() => void)[] = []
    callbacks = shared
    abortCallbacks.set(signal, shared)
    signal.addEventListener('abort', () => shared.splice(0).forEach(call => call()), {
      once: true
    })
  }
  const own = callbacks
  own.push(callback)
  return () => {
    const at = own.indexOf(callback)
    if (at < 0) return
    // The last entry takes the place of the removed one, so that nothing is shifted.
    own[at] = own[own.length - 1]!
    own.pop()
  }
}

/** The decoder for a Content-Encoding header; undefined for none. Throws for one it cannot decode. */
function decoderFor(header: string | undefined): Transform | undefined {
  const encodings = (header ?? '')
    .split(',')
    .map(value => value.trim().toLowerCase())
    .filter(value => value !== '' && value !== 'identity')
  if (encodings.length === 0) return undefined
  if (encodings.length > 1) {
    throw new ExchangeError(
      'EENCODING',
      `the answer is encoded more than once (Content-Encoding: ${encodings.join(', ').slice(0, 100)}), which is not decoded`
    )
  }
  switch (encodings[0]) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip()
    case 'br':
      return zlib.createBrotliDecompress()
    case 'deflate':
      return zlib.createInflate()
    default:
      throw new ExchangeError(
        'EENCODING',
        `the answer has Content-Encoding ${JSON.stringify(encodings[0]!.slice(0, 40))}, which the action cannot decode (it decodes gzip, br and deflate)`
      )
  }
}

/** Passes bytes through, counting them, and fails once more than `limit` have passed. */
class ByteCounter extends Transform {
  bytes = 0
  constructor(private readonly limit: number) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length
    if (this.bytes > this.limit) done(tooLarge(this.limit))
    else done(null, chunk)
  }
}

function tooLarge(limit: number): ExchangeError {
  return new ExchangeError(
    'ETOOLARGE',
    `the answer is larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API should be`
  )
}

/** Errors of the body pipeline, named for what happened. */
/** A failure on this machine's side of a download (the consumer's disk), not the network's. */
export function isLocalFailure(error: unknown): error is Error {
  return error instanceof Error && (error as { local?: unknown }).local === true
}

function classify(error: unknown, phase: 'headers' | 'body'): Error {
  if (error instanceof ExchangeError) return error
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`)
  }
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET') {
    return new ExchangeError(
      'ECONNRESET',
      phase === 'body' ? 'connection closed mid-answer' : 'connection closed'
    )
  }
  return error instanceof Error ? error : new Error(String(error))
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}
