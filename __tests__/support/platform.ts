/** Platform clients for tests against the emulator: fast retries, recorded waits, closed afterwards. */
import { afterEach, beforeEach } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type OperationName,
  type RecordedRequest
} from '../../emulator/index.js'
import { PlatformClient } from '../../src/platform/platform-client.js'
import type { RetryPolicy } from '../../src/platform/retry-policy.js'
import type { Logger } from '../../src/platform/retrying.js'
import { Transport } from '../../src/platform/transport.js'
import { fakeClock, type FakeClock } from './clock.js'
import { forTestFile } from './loopback.js'
import { closeRoutes } from '../../src/network/proxy.js'

/** Small waits and few attempts: a retry test takes no time, with the fake clock or without. */
export const FAST_RETRIES: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 100,
  maxDelayMs: 1_000,
  maxTotalWaitMs: 10_000
}

export interface ClientOptions {
  /** Base URL; default the emulator's API origin. */
  url?: string
  /** Default the emulator's token. */
  token?: string
  /** Default the emulator's deployment. */
  deploymentId?: string
  retryPolicy?: RetryPolicy
  timeoutMs?: number
  /** Time and waiting of the transport; default a fresh fake clock (retries do not wait). */
  clock?: FakeClock
  /** Also gets the transport's log lines (as `@actions/core` does in the action). */
  logger?: Logger
}

export interface ClientHarness {
  client: PlatformClient
  transport: Transport
  clock: FakeClock
  /** The transport's info lines (retries) and debug lines (one per request). */
  logs: string[]
  debug: string[]
}

/** A client for the emulator whose waits are recorded by a fake clock instead of slept. */
export function clientFor(emulator: Emulator, options: ClientOptions = {}): ClientHarness {
  const logs: string[] = []
  const debug: string[] = []
  const clock = options.clock ?? fakeClock()
  const transport = new Transport({
    apiUrl: options.url ?? emulator.url,
    token: options.token ?? emulator.token,
    userAgent: 'test',
    logger: {
      info: m => {
        logs.push(m)
        options.logger?.info(m)
      },
      debug: m => {
        debug.push(m)
        options.logger?.debug(m)
      }
    },
    retryPolicy: options.retryPolicy ?? FAST_RETRIES,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: clock.now,
    sleep: clock.sleep
  })
  const client = new PlatformClient(
    transport,
    options.deploymentId ?? emulator.dataset.deploymentId
  )
  return { client, transport, clock, logs, debug }
}

/** A transport to the emulator with the action's own retries, deadlines and clock; logs nowhere. */
export function plainTransport(emulator: Emulator): Transport {
  return new Transport({
    apiUrl: emulator.url,
    token: emulator.token,
    userAgent: 'test',
    logger: { info: () => undefined, debug: () => undefined }
  })
}

/** Closes the kept-alive connections of every route; for `afterEach`. */
export function closeTransports(): void {
  closeRoutes()
}

/** The API requests the emulator received, of one operation or all. */
export function apiRequests(emulator: Emulator, operation?: string): RecordedRequest[] {
  return emulator.requests.filter(
    r => r.server === 'api' && (operation === undefined || r.operation === operation)
  )
}

/** Every request of `operation` after the first `after` answers HTTP `status`, from now on. */
export function failEvery(
  emulator: Emulator,
  operation: OperationName,
  status: number,
  after = 0
): void {
  emulator.addFault({ operation, after, times: Infinity, action: { type: 'status', status } })
}

/** A loopback port with nothing listening on it. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise(resolve => server.close(resolve))
  return port
}

/** A deployment ID at the top of uint64, and a repository ID a double would round (2^53 + 1). */
export const BIG_DEPLOYMENT = '18446744073709551615'
export const BIG_REPOSITORY = 9007199254740993n

/** An emulator whose every ID is beyond what a double keeps exact. */
export function startBigIdEmulator(): Promise<Emulator> {
  return startEmulator({
    dataset: {
      deploymentId: BIG_DEPLOYMENT,
      repositoryIdStart: BIG_REPOSITORY,
      repositories: 7,
      lockfilesPerRepository: { min: 1, max: 3 },
      findings: 10,
      findingIdStart: 9223372036854775800n
    },
    exportPollsUntilDone: 1
  })
}

/** A new client, after clearing the emulator's faults and recorded requests. */
export function freshClient(emulator: Emulator, options?: ClientOptions): ClientHarness {
  emulator.clearFaults()
  emulator.resetRequests()
  return clientFor(emulator, options)
}

/**
 * {@link startBigIdEmulator} for one test file, with each route's connections closed after each
 * test; `fresh` is {@link freshClient} for it.
 */
export function bigIdEmulatorForFile(): {
  readonly emulator: Emulator
  fresh: (options?: ClientOptions) => ClientHarness
} {
  const servers = forTestFile(
    async () => ({ emulator: await startBigIdEmulator() }),
    ({ emulator }) => emulator.close()
  )
  afterEach(closeTransports)
  return {
    get emulator() {
      return servers.emulator
    },
    fresh: options => freshClient(servers.emulator, options)
  }
}

/**
 * The emulator and a folder for one test file (or `describe` block), removed after its tests; each
 * test starts with no fault and no recorded request.
 */
export function emulatorForFile(
  options: EmulatorOptions,
  folderPrefix: string
): { readonly emulator: Emulator; readonly work: string } {
  const servers = forTestFile(
    async () => ({
      emulator: await startEmulator(options),
      work: await mkdtemp(path.join(tmpdir(), folderPrefix))
    }),
    async ({ emulator, work }) => {
      await emulator.close()
      await rm(work, { recursive: true, force: true })
    }
  )
  beforeEach(() => {
    servers.emulator.clearFaults()
    servers.emulator.resetRequests()
  })
  return servers
}
