/**
 * The dependency inventory against the emulator over loopback: the pipeline — order, request count, requests in flight,
 * retries and rate limits shared by every worker, and what a failure part-way leaves behind.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../../emulator/index.js'
import type { RepositoryEntry } from '../../../src/modes/dependency-inventory/model.js'
import {
  collectInventory,
  describeProgress,
  INTERRUPTED,
  newProgress,
  NOT_LISTED
} from '../../../src/modes/dependency-inventory/pipeline.js'
import type { Clock } from '../../../src/action/mode.js'
import { stringifyExactJson } from '../../../src/platform/json.js'
import { PaginationError } from '../../../src/platform/paginate.js'
import { apiRequests, clientFor, closeTransports } from '../../support/index.js'

const RETRIES = { maxAttempts: 4, baseDelayMs: 50, maxDelayMs: 1_000, maxTotalWaitMs: 10_000 }

const emulators: Emulator[] = []

afterEach(closeTransports)

afterAll(async () => {
  await Promise.all(emulators.map(e => e.close()))
})

async function emulatorWith(options: EmulatorOptions): Promise<Emulator> {
  const emulator = await startEmulator(options)
  emulators.push(emulator)
  return emulator
}

/** The inventory the emulator's data should give: API order, lockfiles in order. */
function expectedEntries(emulator: Emulator): RepositoryEntry[] {
  return emulator.dataset.repositories.map(repository => ({
    id: repository.id,
    name: repository.name,
    numDependencies: repository.numDependencies,
    hasDependencyPathScan: repository.hasDependencyPathScan,
    lockfiles: repository.lockfiles.map(l => ({
      lockfilePath: l.lockfilePath,
      numDependencies: l.numDependencies
    }))
  }))
}

/** Collects the repositories the pipeline hands on into `into`. */
function pushTo(into: RepositoryEntry[]): (repo: RepositoryEntry) => void {
  return repo => void into.push(repo)
}

/** Repository pages plus each repository's lockfile pages: the fewest requests that list it all. */
function minimumRequests(emulator: Emulator, pageSize: number): number {
  const repositories = emulator.dataset.repositories
  const pages = (n: number): number => Math.max(1, Math.ceil(n / pageSize))
  return (
    pages(repositories.length) + repositories.reduce((n, r) => n + pages(r.lockfiles.length), 0)
  )
}

describe('describeProgress', () => {
  it('says what was listed and what the transport did', () => {
    const progress = {
      ...newProgress(),
      repositoryPages: 120,
      repositories: 12_000,
      repositoriesListed: 3_456,
      lockfilePages: 3_460,
      lockfiles: 8_765
    }
    const stats = { requests: 3_580, retries: 2, inFlight: 8, peakInFlight: 8 }
    expect(describeProgress(progress, stats, 12_345)).toBe(
      '12,000 repositories (120 pages), lockfiles listed for 3,456 of them (8,765 lockfiles in ' +
        '3,460 pages); 3,580 requests, 2 retries, 8 in flight (at most 8); 12.3 s'
    )
  })

  it('writes one as one', () => {
    const progress = {
      ...newProgress(),
      repositoryPages: 1,
      repositories: 1,
      repositoriesListed: 1,
      lockfilePages: 1,
      lockfiles: 1
    }
    const stats = { requests: 1, retries: 1, inFlight: 0, peakInFlight: 1 }
    expect(describeProgress(progress, stats, 400)).toBe(
      '1 repository (1 page), lockfiles listed for 1 of them (1 lockfile in 1 page); 1 request, ' +
        '1 retry, 0 in flight (at most 1); 0.4 s'
    )
  })
})

describe('collectInventory', () => {
  it('lists everything in the API’s order with the fewest requests, the filter on every request', async () => {
    const emulator = await emulatorWith({
      latencyMs: 5,
      dataset: { repositories: 23, lockfilesPerRepository: { min: 0, max: 7 } }
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    const progress = newProgress()
    // A filter that keeps every repository, so the whole dataset is expected
    const dependencyFilter = {
      includeArchived: false,
      repositoryId: emulator.dataset.repositories.map(r => r.id)
    }
    await collectInventory(
      client,
      { pageSize: 3, concurrency: 4, dependencyFilter },
      pushTo(into),
      progress
    )
    expect(into).toEqual(expectedEntries(emulator))
    expect(apiRequests(emulator)).toHaveLength(minimumRequests(emulator, 3))
    expect(progress.repositories).toBe(23)
    expect(progress.repositoriesListed).toBe(23)
    expect(progress.repositoryPages).toBe(8)
    for (const request of apiRequests(emulator)) {
      expect(request.rawBody).toContain(
        `"dependencyFilter":${stringifyExactJson(dependencyFilter)}`
      )
    }
  })

  it('keeps at most `concurrency` requests in flight, repository pages included, and overlaps the two lists', async () => {
    const emulator = await emulatorWith({
      latencyMs: 30,
      dataset: { repositories: 40, lockfilesPerRepository: { min: 0, max: 3 } }
    })
    const { client, transport } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    await collectInventory(client, { pageSize: 5, concurrency: 3 }, pushTo(into))
    expect(into).toHaveLength(40)
    expect(emulator.stats().peakInFlight).toBe(3)
    expect(transport.stats.peakInFlight).toBe(3)
    // A pipeline: lockfile requests were answered before the last repository page was asked for.
    const requests = apiRequests(emulator)
    const lastRepositoryPage = requests.filter(r => r.operation === 'listRepositories').at(-1)!
    const firstLockfiles = requests.find(r => r.operation === 'listLockfiles')!
    expect(firstLockfiles.startedAt + firstLockfiles.durationMs).toBeLessThan(
      lastRepositoryPage.startedAt
    )
  })

  it('hands each repository on in order as soon as it is listed, the repository pages a few pages ahead', async () => {
    const emulator = await emulatorWith({
      latencyMs: 2,
      dataset: { repositories: 300, lockfilesPerRepository: { min: 1, max: 1 } }
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    const progress = newProgress()
    let mostWaiting = 0
    let requestsAtFirst = 0
    await collectInventory(
      client,
      { pageSize: 10, concurrency: 2 },
      repo => {
        if (into.length === 0) requestsAtFirst = apiRequests(emulator).length
        into.push(repo)
        mostWaiting = Math.max(mostWaiting, progress.repositories - into.length)
      },
      progress
    )
    expect(into).toEqual(expectedEntries(emulator))
    expect(requestsAtFirst).toBeLessThan(10)
    // Fewer than 4 × 2 queued when a page is asked for, plus that page, plus those under way.
    expect(mostWaiting).toBeLessThanOrEqual(8 + 10 + 2)
  })

  it('reaches 32 requests in flight with concurrency 32 (the HTTP agent does not cap it)', async () => {
    // Lockfile answers are held until 32 requests are in flight: a slow machine cannot lower the peak.
    const emulator = await emulatorWith({
      holdUntilInFlight: { operation: 'listLockfiles', count: 32 },
      dataset: { repositories: 96, lockfilesPerRepository: { min: 1, max: 1 } }
    })
    const { client, transport } = clientFor(emulator, { retryPolicy: RETRIES })
    await collectInventory(client, { pageSize: 100, concurrency: 32 }, () => undefined)
    expect(emulator.stats().peakInFlight).toBe(32)
    expect(transport.stats.peakInFlight).toBe(32)
  })

  it('lists 2,000 repositories at concurrency 8 over at most 8 connections: each freed socket is reused', async () => {
    const emulator = await emulatorWith({
      dataset: { repositories: 2_000, lockfilesPerRepository: { min: 0, max: 5 } }
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    await collectInventory(client, { pageSize: 100, concurrency: 8 }, pushTo(into))
    expect(into).toHaveLength(2_000)
    expect(emulator.stats().connections).toBeLessThanOrEqual(8)
  })

  it('ends complete after a 429 on the first page, a dropped connection and a 503 in the middle, no repository twice', async () => {
    const emulator = await emulatorWith({
      dataset: { repositories: 30, lockfilesPerRepository: { min: 0, max: 4 } },
      faults: [
        { operation: 'listRepositories', action: { type: 'status', status: 429, retryAfter: '1' } },
        { operation: 'listLockfiles', after: 7, action: { type: 'drop' } },
        { operation: 'listRepositories', after: 3, action: { type: 'status', status: 503 } }
      ]
    })
    const { client, transport, logs } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    await collectInventory(client, { pageSize: 4, concurrency: 8 }, pushTo(into))
    expect(into).toEqual(expectedEntries(emulator))
    expect(new Set(into.map(r => r.id)).size).toBe(into.length)
    expect(into.some(r => r.lockfilesError !== undefined)).toBe(false)
    expect(apiRequests(emulator)).toHaveLength(minimumRequests(emulator, 4) + 3)
    expect(transport.stats.retries).toBe(3)
    expect(logs.join('\n')).toMatch(/rate limited \(429\)/)
    expect(logs.join('\n')).toMatch(/503/)
  })

  it('pauses every worker after a 429 until Retry-After has passed', async () => {
    const emulator = await emulatorWith({
      latencyMs: 10,
      dataset: { repositories: 60, lockfilesPerRepository: { min: 1, max: 2 } },
      faults: [
        {
          operation: 'listLockfiles',
          after: 12,
          action: { type: 'status', status: 429, retryAfter: '1' }
        }
      ]
    })
    const clock = heldClock()
    const { client, transport } = clientFor(emulator, { retryPolicy: RETRIES, clock })
    const into: RepositoryEntry[] = []
    const concurrency = 6
    const done = collectInventory(client, { pageSize: 100, concurrency }, pushTo(into))
    // Time stands still while the waits are held: once nothing is in flight, every worker waits.
    while (clock.held() === 0 || transport.stats.inFlight > 0) {
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    const limited = apiRequests(emulator).findIndex(r => r.status === 429)
    expect(limited).toBeGreaterThanOrEqual(0)
    // Only the requests already under way when the 429 came were sent after it.
    expect(apiRequests(emulator).length - (limited + 1)).toBeLessThanOrEqual(concurrency - 1)
    // The retry and each paused worker wait the whole second that Retry-After asked for.
    expect(clock.sleeps.length).toBeGreaterThan(1)
    expect(new Set(clock.sleeps)).toEqual(new Set([1_000]))
    const beforeRelease = apiRequests(emulator).length
    clock.release()
    await done
    expect(into).toEqual(expectedEntries(emulator))
    expect(apiRequests(emulator).length - beforeRelease).toBeGreaterThan(concurrency)
  })

  it('on a failed lockfile listing, finishes what is under way, starts nothing new and says what is missing', async () => {
    const emulator = await emulatorWith({
      latencyMs: 5,
      dataset: { repositories: 50, lockfilesPerRepository: { min: 0, max: 3 } },
      faults: [{ operation: 'listLockfiles', after: 10, action: { type: 'status', status: 500 } }]
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    const error = await collectInventory(
      client,
      { pageSize: 10, concurrency: 4 },
      pushTo(into)
    ).then(
      () => undefined,
      (e: unknown) => e
    )
    expect((error as Error).message).toMatch(/List lockfiles of repository \d+ .*HTTP 500/)
    // The repositories received are all there, in order, each once.
    const expected = expectedEntries(emulator)
    expect(into.map(r => r.id)).toEqual(expected.slice(0, into.length).map(r => r.id))
    const failed = into.filter(
      r => r.lockfilesError !== undefined && /HTTP 500/.test(r.lockfilesError)
    )
    expect(failed).toHaveLength(1)
    const notListed = into.filter(
      r => r.lockfilesError === NOT_LISTED || r.lockfilesError === INTERRUPTED
    )
    expect(notListed.length).toBeGreaterThan(0)
    for (const entry of into.filter(r => r.lockfilesError === undefined)) {
      const index = expected.findIndex(r => r.id === entry.id)
      expect(entry).toEqual(expected[index])
    }
    // After the failure, at most the requests under way at that moment (concurrency - 1) were answered.
    const lockfileRequests = apiRequests(emulator, 'listLockfiles')
    expect(lockfileRequests.length).toBeLessThanOrEqual(11 + 3)
    expect(apiRequests(emulator).length).toBeLessThan(minimumRequests(emulator, 10))
  })

  it('on a failed repository page, keeps the repositories received and lists their lockfiles or marks them', async () => {
    const emulator = await emulatorWith({
      dataset: { repositories: 20, lockfilesPerRepository: { min: 0, max: 2 } },
      faults: [{ operation: 'listRepositories', after: 1, action: { type: 'status', status: 404 } }]
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    const error = await collectInventory(
      client,
      { pageSize: 5, concurrency: 2 },
      pushTo(into)
    ).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(
      /^Check that the token .*Web API.*List repositories with dependencies .*HTTP 404/
    )
    expect(into.map(r => r.id)).toEqual(emulator.dataset.repositories.slice(0, 5).map(r => r.id))
    for (const entry of into) {
      if (entry.lockfilesError === undefined) expect(entry.lockfiles).toBeDefined()
      else expect([NOT_LISTED, INTERRUPTED]).toContain(entry.lockfilesError)
    }
  })

  it('fails on a repeating lockfile cursor instead of looping', async () => {
    const emulator = await emulatorWith({
      dataset: { repositories: 4, lockfilesPerRepository: { min: 3, max: 3 } },
      faults: [
        { operation: 'listLockfiles', after: 1, times: Infinity, action: { type: 'repeatCursor' } }
      ]
    })
    const { client } = clientFor(emulator, { retryPolicy: RETRIES })
    const into: RepositoryEntry[] = []
    const error = await collectInventory(
      client,
      { pageSize: 1, concurrency: 1 },
      pushTo(into)
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaginationError)
    expect(into[0]!.lockfilesError).toMatch(/already sent/)
    expect(into[0]!.lockfiles).toHaveLength(2)
    expect(apiRequests(emulator, 'listLockfiles')).toHaveLength(2)
  })
})

/**
 * A clock whose sleeps are held until `release()`, which moves time to the end of the longest of
 * them; after that, sleeps end at once.
 */
function heldClock(): Clock & {
  sleeps: number[]
  held(): number
  release(): void
  elapsed(): number
} {
  const start = Date.now()
  let time = start
  let holding = true
  const sleeps: number[] = []
  const waiting: { until: number; resolve: () => void }[] = []
  return {
    sleeps,
    now: () => time,
    sleep: ms => {
      sleeps.push(ms)
      if (!holding) {
        time += Math.max(0, ms)
        return Promise.resolve()
      }
      return new Promise<void>(resolve => waiting.push({ until: time + ms, resolve }))
    },
    held: () => waiting.length,
    release() {
      holding = false
      time = Math.max(time, ...waiting.map(w => w.until))
      for (const w of waiting.splice(0)) w.resolve()
    },
    elapsed: () => time - start
  }
}
