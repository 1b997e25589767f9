/**
 * The retry loop under every platform request: attempts until one answers 200 or the rules of
 * `retry-policy.ts` say stop, with the waits between them, a 429 pausing every request of the
 * transport, the run's cancellation, and the final error's words.
 */
import type { ConnectionFailure } from '../network/failures.js'
import { DEFAULT_BOUNDS } from '../network/http.js'
import { redactSecrets } from './secrets.js'
import { httpStatusError, networkError, PlatformError } from './errors.js'
import {
  decideRetry,
  describeFailure,
  formatSeconds,
  maxAttemptsFor,
  type AttemptFailure,
  type RetryPolicy,
  type RetryRule
} from './retry-policy.js'

/** Where the transport writes its log lines; the action log fits, tests pass a recorder. */
export interface Logger {
  info(message: string): void
  debug(message: string): void
}

/** An HTTP answer as the action reads it: the one response type of the transport. */
export interface HttpResponse {
  status: number
  statusText: string
  /** Lower-case names. */
  headers: Record<string, string>
  /** The decoded body; empty when it went to a download's `save`. */
  body: Buffer
  /** Decoded bytes read (or handed to `save`). */
  bytes: number
}

/** Counters for progress lines and benchmarks. */
export interface TransportStats {
  requests: number
  retries: number
  inFlight: number
  peakInFlight: number
}

export interface RetryLoopOptions {
  policy: RetryPolicy
  logger: Logger
  stats: TransportStats
  /** Longest time for one attempt, however steadily bytes arrive (5 minutes unless given). */
  attemptTimeoutMs?: number
  /** Cancels every request under way and every wait between retries. */
  signal?: AbortSignal | undefined
  /** The clock, the waits and the jitter: real ones unless a test gives its own. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export class RetryLoop {
  /** Set by a 429: no request of this transport starts before this time. */
  private pausedUntil = 0
  private readonly policy: RetryPolicy
  private readonly now: () => number
  private readonly attemptMs: number

  constructor(private readonly options: RetryLoopOptions) {
    this.policy = options.policy
    this.now = options.now ?? Date.now
    this.attemptMs = options.attemptTimeoutMs ?? DEFAULT_BOUNDS.totalMs
  }

  /**
   * Runs attempts until one answers 200 or the retry rules say stop. A 429 pauses every request of
   * this transport, not only the one that got it. `target` (method and path) is for messages only.
   * With `timeLimitMs`, no attempt runs past that time and no retry starts that would.
   */
  async run(
    request: RetriedRequest,
    attemptOnce: (attemptMs: number) => Promise<HttpResponse>
  ): Promise<HttpResponse> {
    const { operation, target, rule, timeLimitMs } = request
    const { stats } = this.options
    const endsAt = timeLimitMs === undefined ? Infinity : this.now() + timeLimitMs
    let waitedMs = 0
    for (let attempt = 1; ; attempt++) {
      // The pause another request's 429 imposed counts toward this request's wait budget too, and
      // is cut short where it would pass it.
      waitedMs += await this.waitForRateLimit(this.policy.maxTotalWaitMs - waitedMs)
      this.throwIfCancelled(operation)
      let failure: AttemptFailure
      let response: HttpResponse | undefined
      try {
        const attemptMs = Math.max(1, Math.min(this.attemptMs, endsAt - this.now()))
        stats.requests++
        stats.peakInFlight = Math.max(stats.peakInFlight, ++stats.inFlight)
        try {
          response = await attemptOnce(attemptMs)
        } finally {
          stats.inFlight--
        }
        if (response.status === 200) return response
        const retryAfter = headerValue(response, 'retry-after')
        failure = { kind: 'status', status: response.status, retryAfter }
      } catch (error) {
        this.throwIfCancelled(operation)
        // The runner's disk, not the network: no retry, and the consumer's message as it is.
        if (isLocalFailure(error)) throw error
        failure = toNetworkFailure(error)
      }
      const decision = decideRetry({
        failure,
        rule,
        attempt,
        waitedMs,
        policy: this.policy,
        nowMs: this.now(),
        random: this.options.random ?? Math.random
      })
      const outOfTime = decision.retry && this.now() + decision.delayMs >= endsAt
      if (!decision.retry || outOfTime) {
        throw this.finalError({
          ...request,
          label: `${operation} (${target})`,
          failure,
          response,
          attempts: attempt,
          reason: decision.retry ? 'time-limit' : decision.reason
        })
      }
      if (failure.kind === 'status' && failure.status === 429) {
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + decision.delayMs)
      }
      this.options.stats.retries++
      this.options.logger.info(
        `${operation}: ${describeFailure(failure)}, retrying in ${formatSeconds(decision.delayMs)}, ` +
          `attempt ${attempt + 1} of ${maxAttemptsFor(failure, this.policy)}`
      )
      waitedMs += decision.delayMs
      await this.pause(decision.delayMs)
    }
  }

  private throwIfCancelled(operation: string): void {
    if (this.options.signal?.aborted) {
      throw new PlatformError(operation, undefined, `${operation}: cancelled.`)
    }
  }

  /** Waits out a 429 pause under way, at most `maxMs`; returns how long that was. */
  private async waitForRateLimit(maxMs: number): Promise<number> {
    const wait = Math.min(this.pausedUntil - this.now(), maxMs)
    if (wait <= 0) return 0
    await this.pause(wait)
    return wait
  }

  /** Sleeps, but wakes at once when the run is cancelled. */
  private async pause(ms: number): Promise<void> {
    const { signal, sleep = delay } = this.options
    if (!signal) return sleep(ms)
    if (signal.aborted) return
    let onAbort: (() => void) | undefined
    await Promise.race([
      sleep(ms),
      new Promise<void>(resolve => {
        onAbort = resolve
        signal.addEventListener('abort', onAbort, { once: true })
      })
    ])
    signal.removeEventListener('abort', onAbort!)
  }

  private finalError(final: FinalFailure): PlatformError {
    const { label, failure, response, attempts, reason } = final
    if (failure.kind === 'status' && response) {
      const error = httpStatusError({
        operation: label,
        status: failure.status,
        // The status phrase is the server's text like the body: a secret echoed there is removed too.
        statusText: redactSecrets(response.statusText).slice(0, 100),
        body: redactSecrets(response.body.toString('utf8')),
        attempts,
        ...(final.suspects && { suspects: final.suspects }),
        api: final.api
      })
      if (reason === 'wait-budget') {
        error.message += ` Gave up: waiting longer would exceed ${formatSeconds(this.policy.maxTotalWaitMs)} of retries.`
      } else if (reason === 'time-limit') {
        error.message += ' Gave up: the time allowed for it (wait-timeout) ran out.'
      }
      return error
    }
    const what = redactSecrets(describeFailure(failure))
    const error = networkError({
      operation: label,
      what,
      attempts,
      ...(failure.kind === 'network' && failure.advice && { advice: redactSecrets(failure.advice) })
    })
    if (reason === 'time-limit') error.message += ' The time allowed for it (wait-timeout) ran out.'
    return error
  }
}

/** What `withRetries` needs to know of a request, besides how to attempt it. */
export interface RetriedRequest {
  operation: string
  /** Method and path, for messages only. */
  target: string
  rule: RetryRule
  timeLimitMs: number | undefined
  /** False for downloads from pre-signed URLs (no token, other advice). */
  api: boolean
  suspects?: readonly string[] | undefined
}

/**
 * A failure on this machine's side of a download (the consumer's disk), not the network's: the
 * consumer marks it `local: true`.
 */
export function isLocalFailure(error: unknown): error is Error {
  return error instanceof Error && (error as { local?: unknown }).local === true
}

interface FinalFailure extends RetriedRequest {
  label: string
  failure: AttemptFailure
  response: HttpResponse | undefined
  attempts: number
  reason: string
}

function headerValue(response: HttpResponse, name: string): string | undefined {
  return response.headers[name]
}

/** The first sentence of an exchange failure that is the server's doing, not the network's. */
const SERVER_SIDE_ADVICE: Record<string, string> = {
  ETOOLARGE:
    "Ask the platform's support why it answers this much: the answer is larger than this API's should be."
}

function toNetworkFailure(error: unknown): AttemptFailure {
  const { code = 'EUNKNOWN', failure } = error as { code?: string; failure?: ConnectionFailure }
  const message = error instanceof Error ? error.message : String(error)
  const advice = failure?.advice ?? SERVER_SIDE_ADVICE[code]
  return { kind: 'network', code, message, ...(advice !== undefined && { advice }) }
}

const delay = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms))
