/**
 * The HTTP transport under every platform operation: authentication, redirects and retries. It knows
 * nothing of the operations' bodies; `platform-client.ts` builds those.
 *
 * The bearer token is attached by this module alone, and only to requests whose origin is the origin
 * of `api-url`; redirects are followed by `../network/http.ts`, which never carries the header to
 * another origin, and downloads never carry the token. That module also bounds each exchange's time,
 * size and encoding, and connects direct or through the proxy the toolkit's rules choose.
 */
import { Readable } from 'node:stream'
import { exchange, ExchangeError, readAll } from '../network/http.js'
import { closeRoutes } from '../network/proxy.js'
import { PlatformError } from './errors.js'
import { DEFAULT_RETRY_POLICY, type RetryPolicy, type RetryRule } from './retry-policy.js'
import { RetryLoop, type HttpResponse, type Logger, type TransportStats } from './retrying.js'
import { redactSecrets, registerSecret } from './secrets.js'
import { isAllowedScheme } from './url-safety.js'

export { isLocalFailure } from './retrying.js'
export type { HttpResponse, Logger, TransportStats } from './retrying.js'

export interface TransportOptions {
  /** Base URL, e.g. `https://semgrep.dev`; request paths are appended to it. */
  apiUrl: string
  token: string
  userAgent: string
  logger: Logger
  retryPolicy?: RetryPolicy
  /** Longest silence from the server during one attempt before it is abandoned (any byte resets it). */
  timeoutMs?: number
  /** Longest time for one attempt, headers and body, however steadily bytes arrive. */
  attemptTimeoutMs?: number
  /** Largest API answer, decoded; downloads are not bound by it. */
  maxResponseBytes?: number
  /** Cancels every request under way and every wait between retries. */
  signal?: AbortSignal
  /** For tests: a clock, a sleep and a random source. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export interface TransportRequest {
  /** Human name of the operation, for logs and errors: `List policies`. */
  operation: string
  method: 'GET' | 'POST'
  /** Path below the base URL, starting with `/api/v1/`, each segment already percent-encoded. */
  path: string
  /** Already serialised JSON body. */
  body?: string
  retry: RetryRule
  /** Time left for this request, retries included (e.g. what remains of `wait-timeout`). */
  timeLimitMs?: number
  /** For the 404 hint: the IDs of this request that could be wrong, e.g. `deployment 7`. */
  suspects?: readonly string[]
}

const DEFAULT_TIMEOUT_MS = 60_000
const DEFAULT_ATTEMPT_TIMEOUT_MS = 5 * 60_000
/** No answer of the API comes near this; a larger one is a broken or hostile server. */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024

export class Transport {
  readonly stats: TransportStats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 }
  private readonly base: URL
  private readonly retries: RetryLoop
  private readonly timeoutMs: number
  private readonly maxResponseBytes: number
  private readonly now: () => number

  constructor(private readonly options: TransportOptions) {
    this.base = new URL(options.apiUrl)
    registerSecret(options.token)
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES
    this.now = options.now ?? Date.now
    this.retries = new RetryLoop({
      policy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
      logger: options.logger,
      stats: this.stats,
      attemptTimeoutMs: options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
      signal: options.signal,
      now: this.now,
      sleep: options.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms))),
      random: options.random ?? Math.random
    })
  }

  /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
  async request(req: TransportRequest): Promise<HttpResponse> {
    // Built as one string from the origin, so that no path (`//other.host/…`) can change the host.
    const url = new URL(this.base.origin + this.base.pathname.replace(/\/$/, '') + req.path)
    if (url.origin !== this.base.origin) {
      throw new PlatformError(
        req.operation,
        undefined,
        `${req.operation}: refusing a URL off api-url.`
      )
    }
    return this.retries.run(
      {
        operation: req.operation,
        target: `${req.method} ${url.pathname}`,
        rule: req.retry,
        timeLimitMs: req.timeLimitMs,
        api: true,
        suspects: req.suspects
      },
      attemptMs =>
        this.send({
          method: req.method,
          url,
          ...(req.body !== undefined && { body: req.body }),
          api: true,
          attemptMs
        })
    )
  }

  /**
   * Downloads a pre-signed URL, without the token, handing the decoded body of the 200 answer to
   * `save` (which writes it somewhere and must fail if the stream fails). The URL is on another host
   * by design; it must be https (or http to loopback, for the emulator). Returns the bytes saved.
   */
  async download(
    operation: string,
    rawUrl: string,
    save: (body: Readable) => Promise<void>,
    timeLimitMs?: number
  ): Promise<number> {
    const url = new URL(rawUrl)
    if (!isAllowedScheme(url, this.base)) {
      throw new PlatformError(
        operation,
        undefined,
        `Report this to the platform's administrators: ${operation} was refused, as its URL is ` +
          'not https (plain http is allowed only when api-url itself is http to this machine).'
      )
    }
    const response = await this.retries.run(
      {
        operation,
        target: `GET ${url.origin}${url.pathname}`,
        rule: 'idempotent',
        timeLimitMs,
        api: false
      },
      attemptMs => this.send({ method: 'GET', url, api: false, attemptMs, save })
    )
    return response.bytes
  }

  /** Removes the run's secrets from text that came from the server, before it goes anywhere. */
  redact(value: string): string {
    return redactSecrets(value)
  }

  /** Closes kept-alive connections so the process can exit. */
  close(): void {
    closeRoutes()
  }

  /**
   * One attempt, redirects included. `api` requests carry the token while they stay on the API's
   * origin; `save` takes a 200 body as a stream instead of it being read into memory.
   */
  private async send(attempt: Attempt): Promise<HttpResponse> {
    const { api, save, url } = attempt
    const started = this.now()
    this.stats.requests++
    this.stats.inFlight++
    this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.stats.inFlight)
    try {
      const answer = await exchange({
        method: attempt.method,
        url,
        headers: {
          accept: 'application/json',
          'user-agent': this.options.userAgent,
          ...(api && { authorization: `Bearer ${this.options.token}` }),
          ...(attempt.body !== undefined && { 'content-type': 'application/json' })
        },
        ...(attempt.body !== undefined && { body: attempt.body }),
        idleTimeoutMs: this.timeoutMs,
        totalTimeoutMs: attempt.attemptMs,
        maxBodyBytes: this.maxResponseBytes,
        download: save !== undefined,
        ...(this.options.signal && { signal: this.options.signal }),
        follow: next => isAllowedScheme(next, this.base)
      })
      const response: HttpResponse = {
        status: answer.status,
        statusText: answer.statusText,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.alloc(0),
        bytes: 0
      }
      if (save && answer.status === 200) {
        const stream = answer.body ? Readable.fromWeb(answer.body as never) : Readable.from([])
        // The network's failure (a deadline, a reset) wins over what it made the consumer say.
        let cut: unknown
        stream.on('error', error => (cut ??= error))
        await save(stream)
          .catch((error: unknown) => {
            throw cut instanceof ExchangeError ? cut : error
          })
          .finally(() => stream.destroy())
      } else {
        response.body = await readAll(answer)
      }
      response.bytes = answer.bytes()
      this.options.logger.debug(
        `${attempt.method} ${answer.url.origin === this.base.origin ? '' : answer.url.origin}` +
          `${answer.url.pathname} → ${answer.status} in ${Math.round(this.now() - started)} ms`
      )
      return response
    } finally {
      this.stats.inFlight--
    }
  }
}

/** One attempt of a request, redirects included. */
interface Attempt {
  method: 'GET' | 'POST'
  url: URL
  body?: string
  /** API requests carry the token while they stay on the API's origin. */
  api: boolean
  attemptMs: number
  /** Takes a 200 body as a stream instead of it being read into memory. */
  save?: (body: Readable) => Promise<void>
}
