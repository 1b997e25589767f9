/**
 * When to retry a platform request and how long to wait: pure rules, no timers and no I/O, so each rule
 * can be tested on its own. The transport applies them.
 */
import { MAX_PROXY_ATTEMPTS } from '../network/proxy.js'

/** How persistent the transport is with one request. */
export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number
  /** Wait before the second attempt when the server gives no Retry-After; doubled for each further one. */
  baseDelayMs: number
  /** Longest computed wait between two attempts. */
  maxDelayMs: number
  /** Longest wait, summed over the retries of one request, Retry-After included. */
  maxTotalWaitMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxTotalWaitMs: 120_000
}

/**
 * `idempotent`: reads and links, safe to send again after any transient failure.
 * `unless-taken`: creating an export job; sent again only when the server certainly did not act on it
 * (429, 503, connection refused), never after a timeout, a reset or a 5xx that may have done the work.
 */
export type RetryRule = 'idempotent' | 'unless-taken'

/** What went wrong with one attempt, as far as retrying is concerned. */
export type AttemptFailure =
  | { kind: 'status'; status: number; retryAfter?: string | null }
  | {
      kind: 'network'
      code: string
      message: string
      /** The first sentence of the final error, when the failure has its own advice. */
      advice?: string
    }

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])
const UNTAKEN_STATUSES = new Set([429, 503])
/** Failures where the request may have reached the server. */
const RETRYABLE_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNABORTED',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'TIMEOUT',
  'ESTALLED',
  'EDEADLINE',
  'EPROXY'
])
/** Failures where the request never reached the server (EPROXY: the proxy refused the tunnel). */
const UNTAKEN_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'EPROXY'
])
export { MAX_PROXY_ATTEMPTS }

/** The attempts a request gets when its attempts fail this way: fewer for a refused tunnel. */
export function maxAttemptsFor(failure: AttemptFailure, policy: RetryPolicy): number {
  return failure.kind === 'network' && failure.code === 'EPROXY'
    ? Math.min(MAX_PROXY_ATTEMPTS, policy.maxAttempts)
    : policy.maxAttempts
}

/** Whether a failed attempt may be tried again under the given rule. */
export function isRetryable(failure: AttemptFailure, rule: RetryRule): boolean {
  if (failure.kind === 'status') {
    return (rule === 'idempotent' ? RETRYABLE_STATUSES : UNTAKEN_STATUSES).has(failure.status)
  }
  return (rule === 'idempotent' ? RETRYABLE_NETWORK_CODES : UNTAKEN_NETWORK_CODES).has(failure.code)
}

/**
 * Parses a Retry-After header: delay-seconds or an HTTP date. Returns the wait in milliseconds (0 for a
 * date in the past), or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number
): number | undefined {
  if (value === undefined || value === null) return undefined
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  if (/^\d+\.\d+$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000)
  // An HTTP date starts with a day name ("Wed, 21 Oct 2015 07:28:00 GMT", or the obsolete forms);
  // anything else (a negative number, words) is unreadable rather than a date in the past.
  if (!/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}

/**
 * Exponential backoff with "equal jitter": half of the doubled delay is fixed, the other half random,
 * so that many workers retrying at once spread out but none retries immediately.
 * `retryNumber` is 1 for the wait before the second attempt.
 */
export function backoffDelay(
  retryNumber: number,
  policy: RetryPolicy,
  random: () => number
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retryNumber - 1))
  return Math.round(exponential / 2 + (random() * exponential) / 2)
}

/** The decision for one failed attempt. */
export type RetryDecision =
  | { retry: true; delayMs: number; serverAsked: boolean }
  | { retry: false; reason: 'not-retryable' | 'attempts' | 'wait-budget' }

/**
 * Decides whether to try again after attempt number `attempt` (1-based) failed, given the time already
 * spent waiting on earlier retries of the same request.
 */
export function decideRetry(args: {
  failure: AttemptFailure
  rule: RetryRule
  attempt: number
  waitedMs: number
  policy: RetryPolicy
  nowMs: number
  random: () => number
}): RetryDecision {
  const { failure, rule, attempt, waitedMs, policy } = args
  if (!isRetryable(failure, rule)) return { retry: false, reason: 'not-retryable' }
  if (attempt >= maxAttemptsFor(failure, policy)) return { retry: false, reason: 'attempts' }
  const asked =
    failure.kind === 'status' ? parseRetryAfter(failure.retryAfter, args.nowMs) : undefined
  const delayMs = asked ?? backoffDelay(attempt, policy, args.random)
  if (waitedMs + delayMs > policy.maxTotalWaitMs) return { retry: false, reason: 'wait-budget' }
  return { retry: true, delayMs, serverAsked: asked !== undefined }
}

/** A short description of a failure for log lines: `rate limited (429)`, `connection reset (ECONNRESET)`. */
export function describeFailure(failure: AttemptFailure): string {
  if (failure.kind === 'status') {
    const names: Record<number, string> = {
      429: 'rate limited',
      500: 'server error',
      502: 'bad gateway',
      503: 'service unavailable',
      504: 'gateway timeout'
    }
    return `${names[failure.status] ?? 'HTTP error'} (${failure.status})`
  }
  const names: Record<string, string> = {
    ECONNRESET: 'connection reset',
    ECONNREFUSED: 'connection refused',
    EPIPE: 'connection closed',
    ETIMEDOUT: 'connection timed out',
    TIMEOUT: 'no answer in time',
    EAI_AGAIN: 'DNS lookup failed',
    ENOTFOUND: 'host not found'
  }
  // The exchange's own failures carry a message that says what happened.
  const own = ['ESTALLED', 'EDEADLINE', 'ETOOLARGE', 'EENCODING', 'ECANCELLED', 'EPROXY']
  const name = own.includes(failure.code) ? failure.message : names[failure.code]
  return `${name ?? failure.message} (${failure.code})`
}

/** Seconds for log lines: `3 s`, `0.5 s`. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000
  return `${seconds >= 10 || Number.isInteger(seconds) ? Math.round(seconds) : seconds.toFixed(1)} s`
}
