/** A clock for tests: time moves only when something sleeps, and every sleep is recorded. */
import type { Clock } from '../../src/action/mode.js'

export interface FakeClock extends Clock {
  /** Every wait asked for, in milliseconds, in order. */
  readonly sleeps: number[]
  /** Milliseconds the clock has moved since it was made. */
  elapsed(): number
}

/**
 * Starts at the real time (so that HTTP dates in Retry-After still make sense) and moves forward by
 * each sleep at once. A sleep still yields to the event loop, so that I/O under way goes on.
 */
export function fakeClock(start = Date.now()): FakeClock {
  let time = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => time,
    sleep: async ms => {
      sleeps.push(ms)
      time += Math.max(0, ms)
      await new Promise(resolve => setImmediate(resolve))
    },
    elapsed: () => time - start
  }
}
