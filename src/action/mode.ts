/**
 * What a mode is to `main.ts`: a parser for its own inputs and a `run`. Each mode's folder exports
 * one of these as its default export, and `main.ts` imports that folder only when it is selected.
 */
import type { NewGitHubClient } from '../github/client.js'
import type { PlatformClient } from '../platform/platform-client.js'
import type { TransportStats } from '../platform/retrying.js'
import type { WorkflowEvent } from './event.js'
import type { RunDeployment } from './deployment.js'
import type { CommonInputs, InputEnvironment, InputReader } from './inputs.js'
import type { StepSummary } from './summary.js'

/** What every mode receives besides its own inputs. */
export interface ModeContext {
  client: PlatformClient
  /** Request counters of the transport, for progress lines. */
  requestStats: Readonly<TransportStats>
  summary: StepSummary
  event: WorkflowEvent
  /** The deployment this run works on. */
  deployment: RunDeployment
  /** Time and waiting, injected so that tests of polling need not wait for real. */
  clock: Clock
  /** Aborted when the run is cancelled (SIGINT/SIGTERM): stop starting work and settle quickly. */
  signal?: AbortSignal
  /**
   * Makes the GitHub API clients the mode's requests go through (`createGitHubClient` in a run; tests
   * pass one whose retries do not wait for real).
   */
  newGitHubClient: NewGitHubClient
}

export interface Clock {
  now(): number
  /** Resolves after `ms`, or at once when `signal` aborts (the caller then checks it). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise(resolve => {
      if (signal?.aborted) return resolve()
      // The timer goes with the abort, so that a cancelled wait keeps nothing alive.
      const done = (): void => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      signal?.addEventListener('abort', done, { once: true })
    })
}

export interface Mode<Inputs> {
  /**
   * Reads and checks the mode's own inputs, before any request is made; a promise where a parser
   * that only some inputs need is loaded on demand.
   */
  parseInputs(
    read: InputReader,
    env: InputEnvironment,
    common: CommonInputs
  ): Inputs | Promise<Inputs>
  run(inputs: Inputs, context: ModeContext): Promise<void>
  /**
   * Set by a mode that is at home on pull requests: on a `pull_request` from a fork, where GitHub
   * passes no secrets, an empty token is then not an error but this notice (its first sentence the
   * verdict), with no request and exit code 0.
   */
  forkPullRequestNotice?: string
}
