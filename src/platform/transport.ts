/**
 * The transport under every platform operation: the token (only to `api-url`'s origin; downloads
 * never carry it) and retries. `../network/http.ts` bounds each exchange and follows redirects.
 */
import { exchange, type ExchangeOptions } from '../network/http.js'
import { PlatformError } from './errors.js'
import { DEFAULT_RETRY_POLICY, type RetryPolicy, type RetryRule } from './retry-policy.js'
import { RetryLoop, type HttpResponse, type RetryLoopOptions } from './retrying.js'
import { registerSecret } from './secrets.js'
import { isAllowedScheme } from './url-safety.js'

/** The retry loop's logger, attempt deadline, cancellation and clock, and the API to call. */
export interface TransportOptions extends Omit<RetryLoopOptions, 'policy' | 'stats'> {
  /** Base URL, e.g. `https://semgrep.dev`; request paths are appended to it. */
  apiUrl: string
  token: string
  userAgent: string
  retryPolicy?: RetryPolicy
  /** Longest silence during one attempt (any byte resets it). */
  timeoutMs?: number
  /** Largest API answer, decoded; downloads are not bound by it. */
  maxResponseBytes?: number
}

export interface TransportRequest {
  /** For logs and errors: `List policies`. */
  operation: string
  method: 'GET' | 'POST'
  /** Below the base URL, starting with `/api/v1/`, each segment already percent-encoded. */
  path: string
  /** Serialised JSON. */
  body?: string
  retry: RetryRule
  /** Time left for this request, retries included (e.g. what remains of `wait-timeout`). */
  timeLimitMs?: number
  /** For the 404 hint: the IDs of this request that could be wrong, e.g. `deployment 7`. */
  suspects?: readonly string[]
  /** Largest answer of this request, decoded, in place of the transport's own bound. */
  maxResponseBytes?: number
}

type Save = NonNullable<ExchangeOptions['save']>

export class Transport {
  readonly stats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 }
  private readonly base: URL
  private readonly retries: RetryLoop

  constructor(private readonly options: TransportOptions) {
    this.base = new URL(options.apiUrl)
    registerSecret(options.token)
    const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
    this.retries = new RetryLoop({ ...options, policy, stats: this.stats })
  }

  /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
  async request(req: TransportRequest): Promise<HttpResponse> {
    const { operation, method, body, retry: rule, timeLimitMs, suspects } = req
    // Built as one string from the origin, so that no path (`//other.host/…`) can change the host.
    const url = new URL(this.base.origin + this.base.pathname.replace(/\/$/, '') + req.path)
    const off = `${operation}: refusing a URL off api-url.`
    if (url.origin !== this.base.origin) throw new PlatformError(operation, undefined, off)
    return this.retries.run(
      { operation, target: `${method} ${url.pathname}`, rule, timeLimitMs, api: true, suspects },
      attemptMs => this.send(method, url, attemptMs, body, undefined, req.maxResponseBytes)
    )
  }

  /** Downloads a pre-signed URL without the token, handing the 200 body to `save`; its bytes. */
  async download(operation: string, rawUrl: string, save: Save, timeLimitMs?: number) {
    const url = new URL(rawUrl)
    const refused = `Report this to the platform's administrators: ${operation} was refused, as its URL is not https (plain http is allowed only when api-url itself is http to this machine).`
    if (!isAllowedScheme(url, this.base)) throw new PlatformError(operation, undefined, refused)
    const target = `GET ${url.origin}${url.pathname}`
    const response = await this.retries.run(
      { operation, target, rule: 'idempotent', timeLimitMs, api: false },
      attemptMs => this.send('GET', url, attemptMs, undefined, save)
    )
    return response.bytes
  }

  /** One attempt; a download (`save`) carries no token. */
  private async send(
    method: string,
    url: URL,
    attemptMs: number,
    body?: string,
    save?: Save,
    maxResponseBytes = this.options.maxResponseBytes
  ) {
    const started = Date.now()
    const { options } = this
    const answer = await exchange({
      method,
      url,
      headers: {
        accept: 'application/json',
        'user-agent': options.userAgent,
        ...(!save && { authorization: `Bearer ${options.token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' })
      },
      body,
      idleTimeoutMs: options.timeoutMs,
      totalTimeoutMs: attemptMs,
      maxBodyBytes: maxResponseBytes,
      save,
      signal: options.signal,
      follow: next => isAllowedScheme(next, this.base)
    })
    const { origin, pathname } = new URL(answer.url)
    const where = (origin === this.base.origin ? '' : origin) + pathname
    options.logger.debug(`${method} ${where} → ${answer.status} in ${Date.now() - started} ms`)
    return answer
  }
}
