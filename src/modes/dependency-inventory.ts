/**
 * `mode: dependency-inventory`, on a schedule or on demand: every repository that has dependencies,
 * with its lockfiles, into the job summary and a JSON file.
 *
 * The listing is a pipeline, not two phases. Repository pages come one after another (each request
 * needs the previous page's cursor); the repositories of a page join a queue as soon as it arrives,
 * and `concurrency` workers list their lockfiles while later repository pages are still being
 * fetched. Every request of the mode, repository pages included, takes one of `concurrency` slots, so
 * that never more than `concurrency` requests are in flight; the next repository page takes the next
 * free slot ahead of lockfile pages, so the chain of repository pages is never starved. A 429 pauses
 * every request of the step (the transport's doing), not just the one that got it.
 *
 * Results keep the API's repository order, lockfiles in page order. The first error stops the
 * pipeline: requests already under way finish, nothing new starts, and the inventory file is still
 * written (`complete: false`) before the step fails.
 *
 * Outputs: `repository-count`, `lockfile-count`, `dependency-count` and `inventory-file` (the last
 * also on a failure part-way).
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { pipeline } from 'node:stream/promises'
import * as core from '@actions/core'
import type { DependencyFilter } from '../dependency-filter.js'
import type { DependencyInventoryInputs } from '../inputs.js'
import {
  computeTotals,
  inventoryJsonChunks,
  type Inventory,
  type RepositoryEntry
} from '../inventory-model.js'
import { renderInventorySummary } from '../inventory-summary.js'
import type { ModeContext } from '../main.js'
import { paginate } from '../paginate.js'
import type { PlatformClient } from '../platform/platform-client.js'
import type { LockfileSummary, RepositorySummary } from '../platform/schemas.js'
import type { TransportStats } from '../platform/transport.js'

/** How often a progress line is logged while the inventory runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencyInventory(
  deploymentId: string,
  inputs: DependencyInventoryInputs,
  context: ModeContext
): Promise<void> {
  const inventory: Inventory = {
    deploymentId,
    complete: false,
    repositories: [],
    totals: computeTotals([])
  }
  let writtenFile = ''
  context.summary.show(failure =>
    renderInventorySummary(inventory, { inventoryFilePath: writtenFile, failure })
  )

  keepYoungGenerationSmall()
  const progress = newProgress()
  const started = Date.now()
  const progressLine = (): string =>
    describeProgress(progress, context.transport.stats, Date.now() - started)
  const ticker = setInterval(() => core.info(`Progress: ${progressLine()}`), PROGRESS_INTERVAL_MS)
  ticker.unref()
  core.info(
    `Listing the repositories with dependencies and their lockfiles: page size ${inputs.pageSize}, ` +
      `at most ${inputs.concurrency} requests in flight` +
      `${inputs.dependencyFilter ? ', with the dependency filter' : ''}.`
  )
  let failure: unknown
  try {
    await collectInventory(context.client, inputs, inventory.repositories, progress)
  } catch (error) {
    failure = error
  } finally {
    clearInterval(ticker)
  }
  inventory.totals = computeTotals(inventory.repositories)
  inventory.complete = failure === undefined
  if (failure !== undefined) inventory.error = errorMessage(failure)
  if (progress.duplicates > 0) {
    core.warning(
      `The repositories list returned ${progress.duplicates} repositor${progress.duplicates === 1 ? 'y' : 'ies'} ` +
        `a second time; each repository is listed once, with the details of its first appearance.`
    )
  }
  core.info(`${failure === undefined ? 'Done' : 'Stopped'}: ${progressLine()}`)

  try {
    await writeInventoryFile(inputs.inventoryFile, inventory)
  } catch (error) {
    const problem = `Could not write the inventory file ${inputs.inventoryFile}: ${errorMessage(error)}`
    throw new Error(failure === undefined ? problem : `${errorMessage(failure)} ${problem}`)
  }
  writtenFile = inputs.inventoryFile
  core.setOutput('inventory-file', inputs.inventoryFile)
  core.info(
    `Wrote the ${inventory.complete ? '' : 'incomplete '}inventory to ${inputs.inventoryFile}.`
  )
  if (failure !== undefined) throw failure

  const { totals } = inventory
  core.setOutput('repository-count', String(totals.repositories))
  core.setOutput('lockfile-count', String(totals.lockfiles))
  core.setOutput('dependency-count', String(totals.dependencies))
  core.info(
    `Inventory: ${totals.repositories} repositories, ${totals.lockfiles} lockfiles, ` +
      `${totals.dependencies} dependencies.`
  )
}

/**
 * Keeps V8's young generation at the size it has now. A long run of small requests, whose results
 * are kept, lets V8 grow it step by step to its maximum (64 MiB on Node 24, 32 MiB on Node 20), and
 * the old generation grows with it: for 20,000 repositories the process peaked at about 260 MB on
 * Node 24, and at about 140 MB with this setting, in the same time (`npm run bench`). The flag is
 * read whenever V8 considers growing the young generation, so setting it while running takes effect.
 */
function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}

/**
 * Writes the inventory file piece by piece (the text of a large inventory is never held whole), to a
 * temporary name first, so that the file is either complete or absent.
 */
export async function writeInventoryFile(file: string, inventory: Inventory): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.part`
  try {
    await pipeline(
      Readable.from(batched(inventoryJsonChunks(inventory))),
      createWriteStream(partial)
    )
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** Joins small pieces of text into pieces of about 64 KiB, and ends the text with a newline. */
function* batched(pieces: Iterable<string>): Generator<string> {
  let batch: string[] = []
  let length = 0
  for (const piece of pieces) {
    batch.push(piece)
    length += piece.length
    if (length >= 65_536) {
      yield batch.join('')
      batch = []
      length = 0
    }
  }
  batch.push('\n')
  yield batch.join('')
}

/** The query both list operations send. */
export interface InventoryQuery {
  pageSize: number
  dependencyFilter?: DependencyFilter
}

/** Runs one request; the pipeline passes a wrapper that holds a slot for its duration. */
export type RequestGate = <T>(send: () => Promise<T>) => Promise<T>

const ungated: RequestGate = send => send()

/** The repositories list, page by page (integer cursor), each request through `gate`. */
export function repositoryPages(
  client: PlatformClient,
  query: InventoryQuery,
  gate: RequestGate = ungated
): AsyncGenerator<RepositorySummary[]> {
  return paginate<RepositorySummary, bigint>(async cursor => {
    const page = await gate(() =>
      client.listRepositories({
        cursor,
        pageSize: query.pageSize,
        dependencyFilter: query.dependencyFilter
      })
    )
    return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore }
  }, 'List repositories with dependencies')
}

/** The lockfiles list of one repository, page by page (string cursor), each request through `gate`. */
export function lockfilePages(
  client: PlatformClient,
  repositoryId: bigint,
  query: InventoryQuery,
  gate: RequestGate = ungated
): AsyncGenerator<LockfileSummary[]> {
  return paginate<LockfileSummary, string>(async cursor => {
    const page = await gate(() =>
      client.listLockfiles(repositoryId, {
        cursor,
        pageSize: query.pageSize,
        dependencyFilter: query.dependencyFilter
      })
    )
    return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore }
  }, `List lockfiles of repository ${repositoryId}`)
}

/** What the pipeline has done so far. */
export interface InventoryProgress {
  repositoryPages: number
  /** Repositories received (each once). */
  repositories: number
  /** Repositories whose lockfile listing finished. */
  repositoriesListed: number
  lockfilePages: number
  lockfiles: number
  /** Repositories the list returned again after their first appearance (skipped). */
  duplicates: number
}

export function newProgress(): InventoryProgress {
  return {
    repositoryPages: 0,
    repositories: 0,
    repositoriesListed: 0,
    lockfilePages: 0,
    lockfiles: 0,
    duplicates: 0
  }
}

/** Set on repositories whose lockfile listing never started because the run stopped. */
export const NOT_LISTED = 'not listed: the run stopped after an error elsewhere'
/** Set on repositories whose lockfile listing was under way when the run stopped. */
export const INTERRUPTED = 'listing interrupted: the run stopped after an error elsewhere'

/**
 * Lists every repository and its lockfiles into `into` (in the API's order), with at most
 * `concurrency` requests in flight. Resolves when everything is listed; on the first error, lets the
 * requests under way finish, starts no new one, marks each repository whose lockfile listing did not
 * finish with `lockfilesError`, and rejects with that error.
 */
export async function collectInventory(
  client: PlatformClient,
  options: InventoryQuery & { concurrency: number },
  into: RepositoryEntry[],
  progress: InventoryProgress = newProgress()
): Promise<void> {
  const slots = new RequestSlots(options.concurrency)
  const queue = new WorkQueue<RepositoryEntry>()
  const unfinished = new Set<RepositoryEntry>()
  let failure: { error: unknown } | undefined

  const stop = (error: unknown): void => {
    failure ??= { error }
    queue.close()
  }
  /** Holds a slot for the request; `first` puts the caller ahead of everyone waiting. */
  const gated =
    (first: boolean): RequestGate =>
    async send => {
      await slots.acquire(first)
      try {
        if (failure) throw new Stopped()
        return await send()
      } finally {
        slots.release()
      }
    }

  const listRepositories = async (): Promise<void> => {
    const seen = new Set<string>()
    try {
      for await (const page of repositoryPages(client, options, gated(true))) {
        progress.repositoryPages++
        for (const summary of page) {
          const key = summary.id.toString()
          if (seen.has(key)) {
            progress.duplicates++
            continue
          }
          seen.add(key)
          const entry: RepositoryEntry = {
            id: summary.id,
            name: summary.name,
            numDependencies: summary.numDependencies,
            hasDependencyPathScan: summary.hasDependencyPathScan,
            lockfiles: []
          }
          into.push(entry)
          unfinished.add(entry)
          progress.repositories++
          queue.push(entry)
        }
      }
    } catch (error) {
      if (!(error instanceof Stopped)) stop(error)
    } finally {
      queue.close()
    }
  }

  const listLockfiles = async (): Promise<void> => {
    for (;;) {
      const entry = await queue.take()
      if (entry === undefined || failure) return
      let pages = 0
      try {
        for await (const page of lockfilePages(client, entry.id, options, gated(false))) {
          pages++
          progress.lockfilePages++
          progress.lockfiles += page.length
          for (const lockfile of page) {
            entry.lockfiles.push({
              lockfilePath: lockfile.lockfilePath,
              numDependencies: lockfile.numDependencies
            })
          }
        }
      } catch (error) {
        if (error instanceof Stopped) {
          entry.lockfilesError = pages === 0 ? NOT_LISTED : INTERRUPTED
        } else {
          entry.lockfilesError = errorMessage(error)
          stop(error)
        }
        return
      }
      unfinished.delete(entry)
      progress.repositoriesListed++
    }
  }

  const workers = Array.from({ length: options.concurrency }, () => listLockfiles())
  await Promise.all([listRepositories(), ...workers])
  if (!failure) return
  for (const entry of unfinished) entry.lockfilesError ??= NOT_LISTED
  throw failure.error
}

/** A progress line: what was listed so far and what the transport did. */
export function describeProgress(
  progress: InventoryProgress,
  stats: TransportStats,
  elapsedMs: number
): string {
  const n = (value: number): string => value.toLocaleString('en-US')
  return (
    `${n(progress.repositories)} repositories (${n(progress.repositoryPages)} pages), ` +
    `lockfiles listed for ${n(progress.repositoriesListed)} of them (${n(progress.lockfiles)} lockfiles ` +
    `in ${n(progress.lockfilePages)} pages); ${n(stats.requests)} requests, ${n(stats.retries)} retries, ` +
    `${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1000).toFixed(1)} s`
  )
}

/** Thrown inside the pipeline to end work that would start after the first error. */
class Stopped extends Error {
  constructor() {
    super('stopped after an earlier error')
    this.name = 'Stopped'
  }
}

/** A counting semaphore whose waiters are served in order, with a way to go first. */
class RequestSlots {
  private free: number
  private readonly waiting: (() => void)[] = []

  constructor(size: number) {
    this.free = size
  }

  acquire(first: boolean): Promise<void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve()
    }
    return new Promise(resolve => {
      if (first) this.waiting.unshift(resolve)
      else this.waiting.push(resolve)
    })
  }

  /** Hands the slot to the next waiter, if any. */
  release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}

/** A first-in first-out queue that workers wait on; `take()` gives undefined once closed and empty. */
class WorkQueue<T> {
  private items: (T | undefined)[] = []
  private head = 0
  private closed = false
  private readonly takers: ((item: T | undefined) => void)[] = []

  push(item: T): void {
    const taker = this.takers.shift()
    if (taker) taker(item)
    else this.items.push(item)
  }

  close(): void {
    this.closed = true
    for (const taker of this.takers.splice(0)) taker(undefined)
  }

  take(): Promise<T | undefined> {
    if (this.head < this.items.length) {
      const item = this.items[this.head]
      this.items[this.head++] = undefined
      if (this.head > 1024 && this.head * 2 > this.items.length) {
        this.items = this.items.slice(this.head)
        this.head = 0
      }
      return Promise.resolve(item)
    }
    if (this.closed) return Promise.resolve(undefined)
    return new Promise(resolve => this.takers.push(resolve))
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
