/**
 * The listing pipeline of `mode: dependency-inventory`. Repository pages come one after another (each
 * request needs the previous page's cursor); the repositories of a page join a queue as soon as it
 * arrives, and `concurrency` workers list their lockfiles while later repository pages are still
 * being fetched. Every request, repository pages included, takes one of `concurrency` slots; the next
 * repository page takes the next free slot ahead of lockfile pages, so that chain is never starved.
 * The repository pages stay a few pages ahead of the workers, not further: each repository is handed
 * on, in the API's order, as soon as it and those before it are listed, and none is kept here.
 */
import { errorMessage, formatCount, plural } from '../../action/text.js'
import {
  lockfilePages,
  repositoryPages,
  type DependencyQuery,
  type RequestGate
} from '../../platform/dependency-pages.js'
import { IdSet } from '../../platform/id-set.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import { RequestSlots, Stopped } from '../../platform/request-slots.js'
import type { TransportStats } from '../../platform/retrying.js'
import type { RepositoryEntry } from './model.js'

/** The query both list operations send. */
export type InventoryQuery = DependencyQuery

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
/** The same two when the run was cancelled. */
export const NOT_LISTED_CANCELLED = 'not listed: the run was cancelled'
export const INTERRUPTED_CANCELLED = 'listing interrupted: the run was cancelled'

/**
 * Lists every repository and its lockfiles, handing each to `onRepository` in the API's order once it
 * and those before it are listed, with at most `concurrency` requests in flight. `seen` receives the
 * ID of every repository received. Resolves when everything is listed; on the first error, lets the
 * requests under way finish, starts no new one, hands on every repository received, each whose
 * lockfile listing did not finish marked with `lockfilesError`, and rejects with that error.
 */
export async function collectInventory(
  client: PlatformClient,
  options: ListingOptions,
  onRepository: (repo: RepositoryEntry) => void,
  progress: InventoryProgress = newProgress(),
  seen: IdSet = new IdSet()
): Promise<void> {
  const listing = new InventoryListing(client, options, onRepository, progress, seen)
  const cancel = (): void => listing.stop(new Error('The run was cancelled; the listing stopped.'))
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel, { once: true })
  const workers = Array.from({ length: options.concurrency }, () => listing.listLockfiles())
  try {
    await Promise.all([listing.listRepositories(), ...workers])
  } finally {
    options.signal?.removeEventListener('abort', cancel)
  }
  listing.finish()
}

type ListingOptions = InventoryQuery & { concurrency: number; signal?: AbortSignal }

/**
 * One listing under way: the repository pages (one after another), the workers listing lockfiles,
 * the shared request slots, and the hand-on of finished repositories in the API's order.
 */
class InventoryListing {
  private readonly slots: RequestSlots
  private readonly queue = new WorkQueue<Received>()
  /** Received and not yet handed on, in the API's order. */
  private readonly received = new WorkQueue<Received>()
  /**
   * Enough repositories queued that the workers do not run dry while the next page is on its way
   * (each takes a request at least), and no more: queued ones are held in memory.
   */
  private readonly ahead: number
  private readonly paths = new StringPool(LOCKFILE_PATH_POOL_SIZE)
  private failure: { error: unknown } | undefined
  private readonly repositoryGate: RequestGate
  private readonly lockfileGate: RequestGate

  constructor(
    private readonly client: PlatformClient,
    private readonly options: ListingOptions,
    private readonly onRepository: (repo: RepositoryEntry) => void,
    private readonly progress: InventoryProgress,
    private readonly seen: IdSet
  ) {
    this.slots = new RequestSlots(options.concurrency)
    this.ahead = 4 * options.concurrency
    this.repositoryGate = this.gated(true)
    this.lockfileGate = this.gated(false)
  }

  /** The first error stops the listing: nothing new starts. */
  stop(error: unknown): void {
    this.failure ??= { error }
    this.queue.close()
  }

  /** The repository pages, in order; each repository queued for the lockfile workers. */
  async listRepositories(): Promise<void> {
    try {
      const pages = repositoryPages(this.client, this.options, this.repositoryGate)
      for await (const page of pages) {
        this.progress.repositoryPages++
        for (const summary of page) {
          if (!this.seen.add(summary.id)) {
            this.progress.duplicates++
            continue
          }
          const item: Received = {
            entry: {
              id: summary.id,
              name: summary.name,
              numDependencies: summary.numDependencies,
              hasDependencyPathScan: summary.hasDependencyPathScan,
              lockfiles: []
            },
            settled: false
          }
          this.received.push(item)
          this.progress.repositories++
          this.queue.push(item)
        }
        await this.queue.shorterThan(this.ahead)
      }
    } catch (error) {
      if (!(error instanceof Stopped)) this.stop(error)
    } finally {
      this.queue.close()
    }
  }

  /** A worker: takes queued repositories and lists their lockfiles until the queue closes. */
  async listLockfiles(): Promise<void> {
    for (;;) {
      const item = await this.queue.take()
      if (item === undefined || this.failure) return
      if (!(await this.listLockfilesOf(item.entry))) return
      item.settled = true
      this.progress.repositoriesListed++
      if (!this.failure) this.handOn()
    }
  }

  /**
   * Every repository received goes to `onRepository`, in order; after a failure those not listed
   * are marked as such, and the failure is thrown.
   */
  finish(): void {
    if (!this.failure) {
      this.handOn()
      return
    }
    for (let item = this.received.shift(); item !== undefined; item = this.received.shift()) {
      if (!item.settled) item.entry.lockfilesError ??= this.stoppedReason(false)
      this.onRepository(item.entry)
    }
    throw this.failure.error
  }

  /** Lists one repository's lockfiles into its entry; false when the listing stopped. */
  private async listLockfilesOf(entry: RepositoryEntry): Promise<boolean> {
    let pages = 0
    try {
      for await (const page of lockfilePages(
        this.client,
        entry.id,
        this.options,
        this.lockfileGate
      )) {
        pages++
        this.progress.lockfilePages++
        this.progress.lockfiles += page.length
        for (const lockfile of page) {
          entry.lockfiles.push({
            lockfilePath: this.paths.get(lockfile.lockfilePath),
            numDependencies: lockfile.numDependencies
          })
        }
      }
      return true
    } catch (error) {
      if (error instanceof Stopped) {
        entry.lockfilesError = this.stoppedReason(pages > 0)
      } else {
        entry.lockfilesError = errorMessage(error)
        this.stop(error)
      }
      return false
    }
  }

  /** Holds a slot for the request; `first` puts the caller ahead of everyone waiting. */
  private gated(first: boolean): RequestGate {
    return this.slots.gate(first, () => this.failure !== undefined)
  }

  /** Hands on the listed repositories at the front, in order. */
  private handOn(): void {
    for (let next = this.received.peek(); next?.settled; next = this.received.peek()) {
      this.received.shift()
      this.onRepository(next.entry)
    }
  }

  private stoppedReason(started: boolean): string {
    if (this.options.signal?.aborted) return started ? INTERRUPTED_CANCELLED : NOT_LISTED_CANCELLED
    return started ? INTERRUPTED : NOT_LISTED
  }
}

/** A repository received, and whether its lockfile listing finished. */
interface Received {
  entry: RepositoryEntry
  settled: boolean
}

/** A progress line: what was listed so far and what the transport did. */
export function describeProgress(
  progress: InventoryProgress,
  stats: TransportStats,
  elapsedMs: number
): string {
  return (
    `${plural(progress.repositories, 'repository', 'repositories')} ` +
    `(${plural(progress.repositoryPages, 'page')}), lockfiles listed for ` +
    `${formatCount(progress.repositoriesListed)} of them (${plural(progress.lockfiles, 'lockfile')} in ` +
    `${plural(progress.lockfilePages, 'page')}); ${plural(stats.requests, 'request')}, ` +
    `${plural(stats.retries, 'retry', 'retries')}, ` +
    `${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1000).toFixed(1)} s`
  )
}

/** Distinct lockfile paths shared in memory; most repositories repeat a few (`package-lock.json`). */
const LOCKFILE_PATH_POOL_SIZE = 10_000

/** Keeps one copy of each of the first `size` distinct strings it is given. */
class StringPool {
  private readonly pool = new Map<string, string>()
  constructor(private readonly size: number) {}

  get(value: string): string {
    const kept = this.pool.get(value)
    if (kept !== undefined) return kept
    if (this.pool.size < this.size) this.pool.set(value, value)
    return value
  }
}

/**
 * A first-in first-out queue that workers wait on: `take()` gives undefined once it is closed and
 * empty, and a producer can wait until it is shorter than a length.
 */
class WorkQueue<T> {
  private items: (T | undefined)[] = []
  private head = 0
  private closed = false
  private readonly takers: ((item: T | undefined) => void)[] = []
  private room: { below: number; resume: () => void } | undefined

  get length(): number {
    return this.items.length - this.head
  }

  push(item: T): void {
    const taker = this.takers.shift()
    if (taker) taker(item)
    else this.items.push(item)
  }

  close(): void {
    this.closed = true
    for (const taker of this.takers.splice(0)) taker(undefined)
    this.resumeProducer()
  }

  /** The first item, left in the queue. */
  peek(): T | undefined {
    return this.head < this.items.length ? this.items[this.head] : undefined
  }

  /** Removes and gives the first item, without waiting. */
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined
    const item = this.items[this.head]
    this.items[this.head++] = undefined
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
    if (this.room && this.length < this.room.below) this.resumeProducer()
    return item
  }

  take(): Promise<T | undefined> {
    if (this.head < this.items.length) return Promise.resolve(this.shift())
    if (this.closed) return Promise.resolve(undefined)
    return new Promise(resolve => this.takers.push(resolve))
  }

  /** Resolves once fewer than `length` items are queued, or the queue is closed. */
  shorterThan(length: number): Promise<void> {
    if (this.length < length || this.closed) return Promise.resolve()
    return new Promise(resume => (this.room = { below: length, resume }))
  }

  private resumeProducer(): void {
    const room = this.room
    this.room = undefined
    room?.resume()
  }
}
