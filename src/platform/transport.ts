/**
 * The HTTP transport under every platform operation: authentication, redirects, timeouts and retries.
 * It knows nothing of the operations' bodies; `platform-client.ts` builds those.
 *
 * The bearer token is attached by this module alone, and only to requests whose origin is the origin
 * of `api-url`. Redirects are followed here (not by the HTTP library, which would carry the header to
 * any host), and downloads never carry the token. Each exchange is read by `response-reader.ts`, which
 * bounds its time, size and encoding.
 */
import * as http from 'node:http'
import * as https from 'node:https'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { redactSecrets, registerSecret } from './secrets.js'
import { isAllowedScheme } from './url-safety.js'
import { httpStatusError, networkError, PlatformError } from './errors.js'
import { exchange, ExchangeError } from './response-reader.js'
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  describeFailure,
  formatSeconds,
  type AttemptFailure,
  type RetryPolicy,
  type RetryRule
} from './retry-policy.js'

/** Where the transport writes its log lines; `@actions/core` fits, tests pass a recorder. */
export interface Logger {
  info(message: string): void
  debug(message: string): void
}

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

export interface TransportResponse {
  status: number
  body: string
}

/** Counters for progress lines and benchmarks. */
export interface TransportStats {
  requests: number
  retries: number
  inFlight: number
  peakInFlight: number
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 5
const DEFAULT_TIMEOUT_MS = 60_000
const DEFAULT_ATTEMPT_TIMEOUT_MS = 5 * 60_000
/** No answer of the API comes near this; a larger one is a broken or hostile server. */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024

export class Transport {
  readonly stats: TransportStats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 }
  private readonly base: URL
  private readonly agents: { http: http.Agent; https: https.Agent }
  private readonly policy: RetryPolicy
  private readonly timeoutMs: number
  private readonly attemptTimeoutMs: number
  private readonly maxResponseBytes: number
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly random: () => number
  /** Set by a 429: no request of this transport starts before this time. */
  private pausedUntil = 0

  constructor(private readonly options: TransportOptions) {
    this.base = new URL(options.apiUrl)
    registerSecret(options.token)
    this.policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS
    this.maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms)))
    this.random = options.random ?? Math.random
    this.agents = {
      http: new http.Agent({ keepAlive: true }),
      https: new https.Agent({ keepAlive: true })
    }
  }

  /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
  async request(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(this.base.pathname.replace(/\/$/, '') + req.path, this.base)
    const answer = await this.withRetries(
      req.operation,
      `${req.method} ${url.pathname}`,
      req.retry,
      req.timeLimitMs,
      true,
      attemptMs => this.send(req.method, url, req.body, true, attemptMs),
      req.suspects
    )
    return { status: 200, body: answer.body.toString('utf8') }
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
    if (!isAllowedScheme(url)) {
      throw new PlatformError(operation, undefined, `${operation}: refusing a non-https URL.`)
    }
    const answer = await this.withRetries(
      operation,
      `GET ${url.origin}${url.pathname}`,
      'idempotent',
      timeLimitMs,
      false,
      attemptMs => this.send('GET', url, undefined, false, attemptMs, save)
    )
    return answer.bytes
  }

  /**
   * Runs attempts until one answers 200 or the retry rules say stop. A 429 pauses every request of
   * this transport, not only the one that got it. `target` (method and path) is for messages only.
   * With `timeLimitMs`, no attempt runs past that time and no retry starts that would.
   */
  private async withRetries(
    operation: string,
    target: string,
    rule: RetryRule,
    timeLimitMs: number | undefined,
    api: boolean,
    attemptOnce: (attemptMs: number) => Promise<Answer>,
    suspects?: readonly string[]
  ): Promise<Answer> {
    const endsAt = timeLimitMs === undefined ? Infinity : this.now() + timeLimitMs
    let waitedMs = 0
    for (let attempt = 1; ; attempt++) {
      await this.waitForRateLimit()
      this.throwIfCancelled(operation)
      let failure: AttemptFailure
      let answer: Answer | undefined
      try {
        const attemptMs = Math.max(1, Math.min(this.attemptTimeoutMs, endsAt - this.now()))
        answer = await attemptOnce(attemptMs)
        if (answer.status === 200) return answer
        failure = { kind: 'status', status: answer.status, retryAfter: answer.retryAfter }
      } catch (error) {
        this.throwIfCancelled(operation)
        failure = toNetworkFailure(error)
      }
      const decision = decideRetry({
        failure,
        rule,
        attempt,
        waitedMs,
        policy: this.policy,
        nowMs: this.now(),
        random: this.random
      })
      const outOfTime = decision.retry && this.now() + decision.delayMs >= endsAt
      if (!decision.retry || outOfTime) {
        const reason = decision.retry ? 'time-limit' : decision.reason
        const label = `${operation} (${target})`
        throw this.finalError(label, failure, answer, attempt, reason, api, suspects)
      }
      if (failure.kind === 'status' && failure.status === 429) {
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + decision.delayMs)
      }
      this.stats.retries++
      this.options.logger.info(
        `${operation}: ${describeFailure(failure)}, retrying in ${formatSeconds(decision.delayMs)}, ` +
          `attempt ${attempt + 1} of ${this.policy.maxAttempts}`
      )
      waitedMs += decision.delayMs
      await this.pause(decision.delayMs)
    }
  }

  /** Removes the run's secrets from text that came from the server, before it goes anywhere. */
  redact(value: string): string {
    return redactSecrets(value)
  }

  /** Closes kept-alive connections so the process can exit. */
  close(): void {
    this.agents.http.destroy()
    this.agents.https.destroy()
  }

  private throwIfCancelled(operation: string): void {
    if (this.options.signal?.aborted) {
      throw new PlatformError(operation, undefined, `${operation}: cancelled.`)
    }
  }

  private async waitForRateLimit(): Promise<void> {
    const wait = this.pausedUntil - this.now()
    if (wait > 0) await this.pause(wait)
  }

  /** Sleeps, but wakes at once when the run is cancelled. */
  private async pause(ms: number): Promise<void> {
    const signal = this.options.signal
    if (!signal) return this.sleep(ms)
    if (signal.aborted) return
    let onAbort: (() => void) | undefined
    await Promise.race([
      this.sleep(ms),
      new Promise<void>(resolve => {
        onAbort = resolve
        signal.addEventListener('abort', onAbort, { once: true })
      })
    ])
    signal.removeEventListener('abort', onAbort!)
  }

  /**
   * One attempt, following redirects. `api` requests carry the token while they stay on the API's
   * origin; `save` takes a 200 body as a stream instead of it being read into memory.
   */
  private async send(
    method: 'GET' | 'POST',
    start: URL,
    body: string | undefined,
    api: boolean,
    attemptMs: number,
    save?: (body: Readable) => Promise<void>
  ): Promise<Answer> {
    const endsAt = this.now() + attemptMs
    let url = start
    let currentMethod = method
    let currentBody = body
    for (let hop = 0; ; hop++) {
      const headers: OutgoingHttpHeaders = {
        accept: 'application/json',
        'user-agent': this.options.userAgent
      }
      if (api && url.origin === this.base.origin) {
        headers.authorization = `Bearer ${this.options.token}`
      }
      if (currentBody !== undefined) headers['content-type'] = 'application/json'
      const started = this.now()
      this.stats.requests++
      this.stats.inFlight++
      this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.stats.inFlight)
      let result
      try {
        result = await exchange({
          method: currentMethod,
          url,
          headers,
          ...(currentBody !== undefined && { body: currentBody }),
          idleTimeoutMs: this.timeoutMs,
          totalTimeoutMs: Math.max(1, endsAt - this.now()),
          maxBodyBytes: this.maxResponseBytes,
          ...(this.options.signal && { signal: this.options.signal }),
          ...(save && { consume: save }),
          agent: url.protocol === 'https:' ? this.agents.https : this.agents.http
        })
      } finally {
        this.stats.inFlight--
      }
      const answer: Answer = {
        status: result.status,
        statusText: result.statusText,
        body: result.body,
        bytes: result.bytes,
        retryAfter: headerValue(result.headers, 'retry-after'),
        location: headerValue(result.headers, 'location')
      }
      this.options.logger.debug(
        `${currentMethod} ${url.origin === this.base.origin ? '' : url.origin}${url.pathname} → ` +
          `${answer.status} in ${Math.round(this.now() - started)} ms`
      )
      if (!REDIRECT_STATUSES.has(answer.status) || !answer.location) return answer
      if (hop >= MAX_REDIRECTS) {
        throw Object.assign(new Error(`more than ${MAX_REDIRECTS} redirects`), {
          code: 'EREDIRECTS'
        })
      }
      const next = new URL(answer.location, url)
      if (!isAllowedScheme(next) || (url.protocol === 'https:' && next.protocol !== 'https:')) {
        throw Object.assign(new Error(`redirect to a non-https URL refused`), { code: 'EREDIRECT' })
      }
      if (answer.status === 303 || (answer.status !== 307 && answer.status !== 308)) {
        if (currentMethod === 'POST') {
          currentMethod = 'GET'
          currentBody = undefined
        }
      }
      url = next
    }
  }

  private finalError(
    label: string,
    failure: AttemptFailure,
    answer: Answer | undefined,
    attempts: number,
    reason: string,
    api: boolean,
    suspects?: readonly string[]
  ): PlatformError {
    if (failure.kind === 'status' && answer) {
      const body = redactSecrets(answer.body.toString('utf8'))
      // The status phrase is the server's text like the body: a secret echoed there is removed too.
      const phrase = redactSecrets(answer.statusText).slice(0, 100)
      const { status } = failure
      const error = httpStatusError(label, status, phrase, body, attempts, suspects, api)
      if (reason === 'wait-budget') {
        error.message += ` Gave up: waiting longer would exceed ${formatSeconds(this.policy.maxTotalWaitMs)} of retries.`
      } else if (reason === 'time-limit') {
        error.message += ' Gave up: the time allowed for it (wait-timeout) ran out.'
      }
      return error
    }
    const what = redactSecrets(describeFailure(failure))
    const error = networkError(label, what, attempts)
    if (reason === 'time-limit') error.message += ' The time allowed for it (wait-timeout) ran out.'
    return error
  }
}

interface Answer {
  status: number
  statusText: string
  body: Buffer
  bytes: number
  retryAfter: string | undefined
  location: string | undefined
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

function toNetworkFailure(error: unknown): AttemptFailure {
  if (error instanceof ExchangeError) {
    return { kind: 'network', code: error.code, message: error.message }
  }
  const err = error as { code?: unknown; message?: unknown }
  const message = typeof err?.message === 'string' ? err.message : String(error)
  let code = typeof err?.code === 'string' ? err.code : ''
  if (!code) {
    if (/timeout/i.test(message)) code = 'TIMEOUT'
    else if (/socket hang up|aborted|closed/i.test(message)) code = 'ECONNRESET'
    else code = 'EUNKNOWN'
  }
  return { kind: 'network', code, message }
}
