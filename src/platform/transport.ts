/**
 * The HTTP transport under every platform operation: authentication, redirects, timeouts and retries.
 * It knows nothing of the operations' bodies; `platform-client.ts` builds those.
 *
 * The bearer token is attached by this module alone, and only to requests whose origin is the origin
 * of `api-url`. Redirects are followed here (not by the HTTP library, which would carry the header to
 * any host), and downloads never carry the token.
 */
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { HttpClient } from '@actions/http-client'
import { isAllowedScheme } from './url-safety.js'
import { httpStatusError, networkError, PlatformError } from './errors.js'
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
  /** Longest silence from the server during one attempt before it is abandoned. */
  timeoutMs?: number
  /** For tests: a clock, a sleep and a random source. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export interface TransportRequest {
  /** Human name of the operation, for logs and errors: `List policies`. */
  operation: string
  method: 'GET' | 'POST'
  /** Path below the base URL, starting with `/api/v1/`. */
  path: string
  /** Already serialised JSON body. */
  body?: string
  retry: RetryRule
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

export class Transport {
  readonly stats: TransportStats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 }
  private readonly base: URL
  private readonly http: HttpClient
  private readonly policy: RetryPolicy
  private readonly timeoutMs: number
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly random: () => number
  /** Set by a 429: no request of this transport starts before this time. */
  private pausedUntil = 0

  constructor(private readonly options: TransportOptions) {
    this.base = new URL(options.apiUrl)
    this.policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms)))
    this.random = options.random ?? Math.random
    this.http = new HttpClient(options.userAgent, [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      socketTimeout: this.timeoutMs
    })
  }

  /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
  async request(req: TransportRequest): Promise<TransportResponse> {
    const url = new URL(this.base.pathname.replace(/\/$/, '') + req.path, this.base)
    const answer = await this.withRetries(
      req.operation,
      `${req.method} ${url.pathname}`,
      req.retry,
      () => this.send(req.method, url, req.body, true),
      req.suspects
    )
    return { status: 200, body: answer.body }
  }

  /**
   * Downloads a pre-signed URL to a file, without the token. The URL is on another host by design; it
   * must be https (or http to loopback, for the emulator). Written to a temporary name, then renamed.
   */
  async download(operation: string, rawUrl: string, file: string): Promise<number> {
    const url = new URL(rawUrl)
    if (!isAllowedScheme(url)) {
      throw new PlatformError(operation, undefined, `${operation}: refusing a non-https URL.`)
    }
    const answer = await this.withRetries(
      operation,
      `GET ${url.origin}${url.pathname}`,
      'idempotent',
      () => this.send('GET', url, undefined, false, file)
    )
    return answer.bytes
  }

  /**
   * Runs attempts until one answers 200 or the retry rules say stop. A 429 pauses every request of
   * this transport, not only the one that got it. `target` (method and path) is for messages only.
   */
  private async withRetries(
    operation: string,
    target: string,
    rule: RetryRule,
    attemptOnce: () => Promise<Answer>,
    suspects?: readonly string[]
  ): Promise<Answer> {
    let waitedMs = 0
    for (let attempt = 1; ; attempt++) {
      await this.waitForRateLimit()
      let failure: AttemptFailure
      let answer: Answer | undefined
      try {
        answer = await attemptOnce()
        if (answer.status === 200) return answer
        failure = { kind: 'status', status: answer.status, retryAfter: answer.retryAfter }
      } catch (error) {
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
      if (!decision.retry) {
        const label = `${operation} (${target})`
        throw this.finalError(label, failure, answer, attempt, decision.reason, suspects)
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
      await this.sleep(decision.delayMs)
    }
  }

  /** Removes the token from text that came from the server, before it goes into a message. */
  redact(value: string): string {
    return redact(value, this.options.token)
  }

  /** Closes kept-alive connections so the process can exit. */
  close(): void {
    this.http.dispose()
  }

  private async waitForRateLimit(): Promise<void> {
    const wait = this.pausedUntil - this.now()
    if (wait > 0) await this.sleep(wait)
  }

  /**
   * One attempt, following redirects. `api` requests carry the token while they stay on the API's
   * origin; `toFile` streams a 200 body to that path instead of buffering it.
   */
  private async send(
    method: 'GET' | 'POST',
    start: URL,
    body: string | undefined,
    api: boolean,
    toFile?: string
  ): Promise<Answer> {
    let url = start
    let currentMethod = method
    let currentBody = body
    for (let hop = 0; ; hop++) {
      const headers: OutgoingHttpHeaders = { accept: 'application/json' }
      if (api && url.origin === this.base.origin) {
        headers.authorization = `Bearer ${this.options.token}`
      }
      if (currentBody !== undefined) headers['content-type'] = 'application/json'
      const started = this.now()
      this.stats.requests++
      this.stats.inFlight++
      this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.stats.inFlight)
      let answer: Answer
      try {
        answer = await this.exchange(currentMethod, url, currentBody, headers, toFile)
      } finally {
        this.stats.inFlight--
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

  /** Sends one HTTP request and reads the whole answer, bounded by the timeout. */
  private async exchange(
    method: string,
    url: URL,
    body: string | undefined,
    headers: OutgoingHttpHeaders,
    toFile?: string
  ): Promise<Answer> {
    const response = await this.http.request(method, url.href, body ?? null!, headers)
    const message = response.message
    const status = message.statusCode ?? 0
    const retryAfter = headerValue(message, 'retry-after')
    const location = headerValue(message, 'location')
    const statusText = message.statusMessage ?? ''
    if (toFile && status === 200) {
      const bytes = await this.withTimeout(message, () => streamToFile(message, toFile))
      return { status, statusText, body: '', bytes, retryAfter, location }
    }
    const buffer = await this.withTimeout(message, () => readAll(message))
    return {
      status,
      statusText,
      body: buffer.toString('utf8'),
      bytes: buffer.length,
      retryAfter,
      location
    }
  }

  /** Destroys the response if its body stalls for longer than the timeout. */
  private async withTimeout<T>(message: IncomingMessage, work: () => Promise<T>): Promise<T> {
    message.setTimeout(this.timeoutMs, () => {
      message.destroy(Object.assign(new Error('response body stalled'), { code: 'TIMEOUT' }))
    })
    return work()
  }

  private finalError(
    label: string,
    failure: AttemptFailure,
    answer: Answer | undefined,
    attempts: number,
    reason: string,
    suspects?: readonly string[]
  ): PlatformError {
    if (failure.kind === 'status' && answer) {
      const body = redact(answer.body, this.options.token)
      const { status } = failure
      const error = httpStatusError(label, status, answer.statusText, body, attempts, suspects)
      if (reason === 'wait-budget') {
        error.message += ` Gave up: waiting longer would exceed ${formatSeconds(this.policy.maxTotalWaitMs)} of retries.`
      }
      return error
    }
    return networkError(label, redact(describeFailure(failure), this.options.token), attempts)
  }
}

interface Answer {
  status: number
  statusText: string
  body: string
  bytes: number
  retryAfter: string | undefined
  location: string | undefined
}

function headerValue(message: IncomingMessage, name: string): string | undefined {
  const value = message.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function readAll(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => resolve(Buffer.concat(chunks)))
    message.on('error', reject)
    message.on('aborted', () =>
      reject(Object.assign(new Error('connection closed mid-answer'), { code: 'ECONNRESET' }))
    )
  })
}

async function streamToFile(message: IncomingMessage, file: string): Promise<number> {
  const partial = `${file}.part`
  let bytes = 0
  message.on('data', (chunk: Buffer) => (bytes += chunk.length))
  try {
    await pipeline(message, createWriteStream(partial))
    await rename(partial, file)
    return bytes
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

function toNetworkFailure(error: unknown): AttemptFailure {
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

/** Removes the token from text that came back from elsewhere (an echoing server, an error). */
export function redact(value: string, token: string): string {
  return token ? value.split(token).join('***') : value
}
