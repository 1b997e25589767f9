import { describe, expect, it } from '@jest/globals'
import {
  type AttemptFailure,
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  describeFailure,
  formatSeconds,
  isRetryable,
  parseRetryAfter,
  type RetryPolicy,
  type RetryRule
} from '../../src/platform/retry-policy.js'

const POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxTotalWaitMs: 120_000
}
/** A whole second, so that HTTP dates (second precision) compare exactly. */
const NOW = Date.UTC(2030, 0, 15, 12, 0, 0)

const status = (code: number, retryAfter?: string | null): AttemptFailure => ({
  kind: 'status',
  status: code,
  retryAfter
})
const network = (code: string): AttemptFailure => ({ kind: 'network', code, message: 'failed' })

function decide(
  failure: AttemptFailure,
  options: { rule?: RetryRule; attempt?: number; waitedMs?: number; random?: () => number } = {}
) {
  return decideRetry({
    failure,
    rule: options.rule ?? 'idempotent',
    attempt: options.attempt ?? 1,
    waitedMs: options.waitedMs ?? 0,
    policy: POLICY,
    nowMs: NOW,
    random: options.random ?? (() => 0.5)
  })
}

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['5', 5_000],
    [' 120 ', 120_000],
    ['1.5', 1_500],
    ['0.25', 250],
    ['0.0001', 1]
  ])('reads delay-seconds %j as %d ms', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected)
  })

  it('reads an HTTP date in the future as the time until it', () => {
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000)
    expect(parseRetryAfter('Tue, 15 Jan 2030 12:01:00 GMT', NOW)).toBe(60_000)
  })

  it('reads an HTTP date in the past as 0', () => {
    expect(parseRetryAfter(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0)
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(0)
  })

  it.each([undefined, null, '', '   ', 'soon', '5s', '1e3', 'NaN', 'Tue', '12 monkeys'])(
    'gives undefined for %j',
    value => {
      expect(parseRetryAfter(value, NOW)).toBeUndefined()
    }
  )

  // Date.parse is lenient and reads these as dates long past, which would mean 0 (retry at once, as
  // if the server asked for it); they are no HTTP dates, so the backoff is used instead.
  it.each(['-5', '+5', 'later 3', '1 2'])(
    'gives undefined for %j, which is no HTTP date',
    value => {
      expect(parseRetryAfter(value, NOW)).toBeUndefined()
    }
  )
})

describe('backoffDelay', () => {
  it.each([
    [1, 500, 1_000],
    [2, 1_000, 2_000],
    [3, 2_000, 4_000],
    [4, 4_000, 8_000],
    [5, 8_000, 16_000],
    [6, 15_000, 30_000],
    [7, 15_000, 30_000],
    [30, 15_000, 30_000]
  ])('retry %d waits from %d ms (random 0) to %d ms (random 1)', (retry, low, high) => {
    expect(backoffDelay(retry, POLICY, () => 0)).toBe(low)
    expect(backoffDelay(retry, POLICY, () => 1)).toBe(high)
    const middle = backoffDelay(retry, POLICY, () => 0.5)
    expect(middle).toBeGreaterThan(low)
    expect(middle).toBeLessThan(high)
  })

  it('grows with each retry and never exceeds maxDelayMs', () => {
    for (const random of [() => 0, () => 0.37, () => 1]) {
      let previous = 0
      for (let retry = 1; retry <= 40; retry++) {
        const delay = backoffDelay(retry, POLICY, random)
        expect(delay).toBeGreaterThanOrEqual(previous)
        expect(delay).toBeLessThanOrEqual(POLICY.maxDelayMs)
        expect(delay).toBeGreaterThan(0)
        previous = delay
      }
    }
  })

  it('follows baseDelayMs and maxDelayMs of the policy given', () => {
    const policy = { ...POLICY, baseDelayMs: 200, maxDelayMs: 1_000 }
    expect(backoffDelay(1, policy, () => 1)).toBe(200)
    expect(backoffDelay(3, policy, () => 1)).toBe(800)
    expect(backoffDelay(4, policy, () => 1)).toBe(1_000)
    expect(backoffDelay(4, policy, () => 0)).toBe(500)
  })
})

describe('isRetryable / decideRetry: which failures', () => {
  it.each<[string, AttemptFailure, boolean, boolean]>([
    // failure, idempotent, unless-taken
    ['429', status(429), true, true],
    ['502', status(502), true, false],
    ['503', status(503), true, true],
    ['504', status(504), true, false],
    ['500', status(500), false, false],
    ['400', status(400), false, false],
    ['401', status(401), false, false],
    ['403', status(403), false, false],
    ['404', status(404), false, false],
    ['409', status(409), false, false],
    ['ECONNRESET', network('ECONNRESET'), true, false],
    ['TIMEOUT', network('TIMEOUT'), true, false],
    ['ETIMEDOUT', network('ETIMEDOUT'), true, false],
    ['ECONNREFUSED', network('ECONNREFUSED'), true, true],
    ['ENOTFOUND', network('ENOTFOUND'), false, false],
    ['CERT_HAS_EXPIRED', network('CERT_HAS_EXPIRED'), false, false]
  ])('%s: idempotent %s, unless-taken %s', (_name, failure, idempotent, unlessTaken) => {
    expect(isRetryable(failure, 'idempotent')).toBe(idempotent)
    expect(isRetryable(failure, 'unless-taken')).toBe(unlessTaken)
    for (const [rule, expected] of [
      ['idempotent', idempotent],
      ['unless-taken', unlessTaken]
    ] as const) {
      const decision = decide(failure, { rule })
      expect(decision.retry).toBe(expected)
      if (!decision.retry) expect(decision.reason).toBe('not-retryable')
    }
  })
})

describe('decideRetry: bounds and delays', () => {
  it('retries up to maxAttempts in all, then stops with reason attempts', () => {
    for (let attempt = 1; attempt < POLICY.maxAttempts; attempt++) {
      expect(decide(status(503), { attempt }).retry).toBe(true)
    }
    expect(decide(status(503), { attempt: POLICY.maxAttempts })).toEqual({
      retry: false,
      reason: 'attempts'
    })
    expect(decide(status(503), { attempt: POLICY.maxAttempts + 3 })).toEqual({
      retry: false,
      reason: 'attempts'
    })
  })

  it('a failure that is not retryable says so even on the last attempt', () => {
    expect(decide(status(500), { attempt: POLICY.maxAttempts })).toEqual({
      retry: false,
      reason: 'not-retryable'
    })
  })

  it('uses the backoff of the attempt when the server gives no Retry-After', () => {
    expect(decide(status(503), { attempt: 1, random: () => 0 })).toEqual({
      retry: true,
      delayMs: 500,
      serverAsked: false
    })
    expect(decide(network('ECONNRESET'), { attempt: 3, random: () => 1 })).toEqual({
      retry: true,
      delayMs: 4_000,
      serverAsked: false
    })
    expect(decide(status(429, 'garbage'), { attempt: 2, random: () => 1 })).toEqual({
      retry: true,
      delayMs: 2_000,
      serverAsked: false
    })
  })

  it.each([
    ['7', 7_000],
    ['0', 0],
    ['2.5', 2_500],
    [new Date(NOW + 45_000).toUTCString(), 45_000]
  ])('uses Retry-After %j over the backoff', (retryAfter, expected) => {
    for (const rule of ['idempotent', 'unless-taken'] as const) {
      expect(decide(status(429, retryAfter), { rule, attempt: 4, random: () => 1 })).toEqual({
        retry: true,
        delayMs: expected,
        serverAsked: true
      })
    }
  })

  it('does not retry when Retry-After asks for more than the remaining wait budget', () => {
    expect(decide(status(429, '121'))).toEqual({ retry: false, reason: 'wait-budget' })
    expect(decide(status(503, '30'), { waitedMs: 100_000 })).toEqual({
      retry: false,
      reason: 'wait-budget'
    })
    expect(decide(status(503, new Date(NOW + 600_000).toUTCString()), { waitedMs: 0 })).toEqual({
      retry: false,
      reason: 'wait-budget'
    })
  })

  it('retries when Retry-After exactly fills the remaining budget', () => {
    expect(decide(status(429, '120'))).toEqual({ retry: true, delayMs: 120_000, serverAsked: true })
    expect(decide(status(429, '20'), { waitedMs: 100_000 })).toMatchObject({ retry: true })
  })

  it('counts the backoff against the wait budget too', () => {
    expect(decide(status(502), { waitedMs: 119_500, random: () => 0 })).toMatchObject({
      retry: true,
      delayMs: 500
    })
    expect(decide(status(502), { waitedMs: 119_500, random: () => 1 })).toEqual({
      retry: false,
      reason: 'wait-budget'
    })
  })

  it('the default policy is bounded in attempts and total wait', () => {
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeGreaterThan(1)
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeLessThanOrEqual(10)
    expect(DEFAULT_RETRY_POLICY.maxDelayMs).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxTotalWaitMs)
    expect(DEFAULT_RETRY_POLICY.maxTotalWaitMs).toBeLessThanOrEqual(10 * 60_000)
  })
})

describe('describeFailure', () => {
  it.each<[AttemptFailure, string]>([
    [status(429), 'rate limited (429)'],
    [status(503), 'service unavailable (503)'],
    [status(504), 'gateway timeout (504)'],
    [status(418), 'HTTP error (418)'],
    [network('ECONNRESET'), 'connection reset (ECONNRESET)'],
    [network('ECONNREFUSED'), 'connection refused (ECONNREFUSED)'],
    [network('TIMEOUT'), 'no answer in time (TIMEOUT)'],
    [{ kind: 'network', code: 'EWEIRD', message: 'something odd' }, 'something odd (EWEIRD)']
  ])('%j → %s', (failure, expected) => {
    expect(describeFailure(failure)).toBe(expected)
  })
})

describe('formatSeconds', () => {
  it.each([
    [0, '0 s'],
    [500, '0.5 s'],
    [1_000, '1 s'],
    [1_234, '1.2 s'],
    [3_000, '3 s'],
    [12_345, '12 s'],
    [120_000, '120 s']
  ])('%d ms → %s', (ms, expected) => {
    expect(formatSeconds(ms)).toBe(expected)
  })
})
