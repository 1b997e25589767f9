/**
 * The search's requests. For each pass (active repositories; with `archived: include` also archived
 * ones, which `includeArchived: true` lists alone) the repositories listing gives the names and the
 * number searched, and each line gets one ListDependencies listing per name it is asked under. All
 * share one bound of `concurrency` requests in flight; the repository pages go first when a slot
 * frees, the listings of lines start at once and run while the repository pages are still coming.
 *
 * The first error stops the search: requests under way finish, nothing new starts, and the search
 * returns what it found with the error, for the caller to write the file (`complete: false`) before
 * it fails. Cancellation stops it the same way.
 */
import { formatCount, plural } from '../../action/text.js'
import {
  dependencyPages,
  repositoryPages,
  type RequestGate
} from '../../platform/dependency-pages.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import { RequestSlots, Stopped } from '../../platform/request-slots.js'
import type { TransportStats } from '../../platform/retrying.js'
import { latestFullScan, type FoundScan } from '../../platform/scans.js'
import type { FoundDependency } from '../../platform/schemas.js'
import { describeLine, type PackageLine } from './lines.js'
import { checkDependency, dependencyFilter, namesToAsk } from './matcher.js'
import { kept } from './kept.js'
import {
  emptySearch,
  exposedIds,
  MAX_MATCHES_KEPT,
  MAX_REJECTED_KEPT,
  type PackageResult,
  type SearchResult,
  type StaleCheck
} from './model.js'

/** The largest page of the repositories list. */
const REPOSITORY_PAGE_SIZE = 100
/**
 * The page of ListDependencies asked for: the published default. A page of 1,000 rows is at most
 * about 2.5 MB even with 1 KiB lockfile paths and URLs, so that an answer of up to
 * {@link MAX_PAGE_BYTES} is taken and a larger one refused: with `concurrency` pages in flight, the
 * memory stays bounded whatever the platform sends.
 */
export const DEPENDENCY_PAGE_SIZE = 1_000
/** Largest answer of one page taken, decoded. */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024
/** Pages of one listing at most, whatever the platform answers. */
export const MAX_LISTING_PAGES = 1_000
/** Characters of the fields read from one listing's answers at most (64 MiB). */
export const MAX_LISTING_CHARS = 64 * 1024 * 1024
/**
 * Bytes of text the search keeps at most, over all its listings: the distinct strings of the
 * matches (as UTF-8) and the characters of the rejected rows kept. 100,000 matches could otherwise
 * keep 100 MB of distinct 1 KiB lockfile paths alone, more than the step's 256 MB allow beside the
 * rest; real lockfile paths, versions and URLs of 100,000 repositories take a few MB.
 */
export const MAX_KEPT_TEXT_BYTES = 32 * 1024 * 1024

/**
 * The platform answered more than the search keeps (pages, bytes or matches): the search stops,
 * its file says `complete: false`, and the step fails with this error.
 */
export class SearchBoundError extends Error {
  override name = 'SearchBoundError'
}

/** What the search counts across its listings: the matches kept, and the text of rejected rows kept. */
interface Keeping {
  matches: number
  rejectedChars: number
}

export interface SearchOptions {
  concurrency: number
  signal?: AbortSignal
}

/**
 * Counters the steps advance as they go, so that the run can log progress while it waits; what
 * they found is in the result they return.
 */
export interface SearchProgress {
  listings: number
  listingsDone: number
  repositoryPages: number
  repositories: number
  matches: number
  scansChecked: number
}

export function newSearchProgress(): SearchProgress {
  return {
    listings: 0,
    listingsDone: 0,
    repositoryPages: 0,
    repositories: 0,
    matches: 0,
    scansChecked: 0
  }
}

/** The shared bound and the first error, which stops everything. */
class Run {
  private readonly slots: RequestSlots
  failure: { error: unknown } | undefined

  constructor(concurrency: number) {
    this.slots = new RequestSlots(concurrency)
  }

  stop(error: unknown): void {
    this.failure ??= { error }
  }

  gate(first: boolean): RequestGate {
    return this.slots.gate(first, () => this.failure !== undefined)
  }

  /** Runs `work`; an error other than {@link Stopped} stops the run. */
  async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (error) {
      if (!(error instanceof Stopped)) this.stop(error)
    }
  }

  /** `count` workers taking tasks in order until the tasks end or the run stops. */
  async workers<T>(count: number, tasks: readonly T[], run: (task: T) => Promise<void>) {
    let next = 0
    const worker = async (): Promise<void> => {
      while (!this.failure && next < tasks.length) {
        const task = tasks[next++]!
        await this.guard(() => run(task))
      }
    }
    await Promise.all(Array.from({ length: Math.min(count, tasks.length) }, worker))
  }
}

/**
 * Lists the repositories and every line's dependencies. Resolves once the requests under way have
 * finished: complete, or with the first error that stopped the search (a failed result the run
 * throws on once it has written what was found).
 */
export async function searchDependencies(
  client: PlatformClient,
  lines: readonly PackageLine[],
  includeArchived: boolean,
  options: SearchOptions,
  progress: SearchProgress = newSearchProgress()
): Promise<SearchResult> {
  const found = emptySearch(lines, includeArchived)
  const keeping: Keeping = { matches: 0, rejectedChars: 0 }
  const run = new Run(options.concurrency)
  const stopWatching = stopOnAbort(run, options.signal, 'the search stopped')
  const passes = includeArchived ? [false, true] : [false]
  const listings = found.packages.flatMap(result =>
    passes.flatMap(archived => namesToAsk(result.query).map(name => ({ result, name, archived })))
  )
  progress.listings = listings.length
  try {
    const repositoryGate = run.gate(true)
    const dependencyGate = run.gate(false)
    await Promise.all([
      ...passes.map(archived =>
        run.guard(() => listRepositories(client, found, archived, repositoryGate, progress))
      ),
      run.workers(options.concurrency, listings, async ({ result, name, archived }) => {
        const query = {
          pageSize: DEPENDENCY_PAGE_SIZE,
          dependencyFilter: dependencyFilter(result.query, name, archived),
          maxResponseBytes: MAX_PAGE_BYTES
        }
        const describe = `List dependencies of ${describeLine({ ...result.query, name })}`
        // Pages read so far, and the characters of their fields: a page over a bound is refused
        // from its first row on (or at its end, when it had none).
        let pages = 0
        let chars = 0
        const onDependency = (dependency: FoundDependency): void => {
          if (pages + 1 > MAX_LISTING_PAGES) throw listingBound(describe, pages + 1)
          chars += dependencyChars(dependency)
          if (chars > MAX_LISTING_CHARS) throw listingBound(describe, pages + 1)
          take(found, result, dependency, archived, progress, keeping)
        }
        const listing = dependencyPages(client, query, describe, onDependency, dependencyGate)
        while (!(await listing.next()).done) {
          if (++pages > MAX_LISTING_PAGES) throw listingBound(describe, pages)
        }
        progress.listingsDone++
      })
    ])
  } finally {
    stopWatching()
  }
  // The passes and pages end in any order: the matches are kept in one order, whatever it was.
  for (const result of found.packages) result.matches.sort()
  if (run.failure) return { ...found, failure: run.failure.error }
  return { ...found, complete: true }
}

/** About how large a dependency of a page was: the characters of the fields read, and some for the rest. */
function dependencyChars(d: FoundDependency): number {
  return (
    160 +
    d.ecosystem.length +
    d.package.name.length +
    d.package.versionSpecifier.length +
    (d.definedAt?.path?.length ?? 0) +
    (d.definedAt?.url?.length ?? 0)
  )
}

/** The error of a listing over its bound of pages or characters, at its page `page`. */
function listingBound(describe: string, page: number): SearchBoundError {
  const bound =
    page > MAX_LISTING_PAGES
      ? `${formatCount(MAX_LISTING_PAGES)} pages`
      : `${MAX_LISTING_CHARS / 1024 / 1024} MiB`
  return new SearchBoundError(
    `${describe}: the platform answered more than ${bound} for one package (page ${page}); the ` +
      `search stopped there, and its file holds what was found before (complete: false). Ask ` +
      `the platform's support why this listing does not end.`
  )
}

/** Stops `run` when `signal` aborts; gives the function that stops watching. */
function stopOnAbort(run: Run, signal: AbortSignal | undefined, what: string): () => void {
  const cancel = (): void => run.stop(new Error(`The run was cancelled; ${what}.`))
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  return () => signal?.removeEventListener('abort', cancel)
}

/** One pass of the repositories listing, into the search's repository book. */
async function listRepositories(
  client: PlatformClient,
  found: SearchResult,
  archived: boolean,
  gate: RequestGate,
  progress: SearchProgress
): Promise<void> {
  const query = { pageSize: REPOSITORY_PAGE_SIZE, dependencyFilter: { includeArchived: archived } }
  for await (const page of repositoryPages(client, query, gate)) {
    progress.repositoryPages++
    for (const repo of page) found.repositories.add(repo.id, repo.name, archived)
    progress.repositories = found.repositories.size
  }
}

/** A returned dependency: a match of the line, or rejected by the client-side check. */
function take(
  search: SearchResult,
  result: PackageResult,
  found: FoundDependency,
  archived: boolean,
  progress: SearchProgress,
  keeping: Keeping
): void {
  const returned = {
    ecosystem: found.ecosystem,
    name: found.package.name,
    version: found.package.versionSpecifier
  }
  const verdict = checkDependency(result.query, returned)
  const lockfilePath = found.definedAt?.path ?? ''
  if (search.strings.bytes + keeping.rejectedChars > MAX_KEPT_TEXT_BYTES) {
    throw new SearchBoundError(
      `The platform answered more than ${MAX_KEPT_TEXT_BYTES / 1024 / 1024} MiB of lockfile paths, ` +
        `URLs and versions to keep; the search stopped there, and its file holds what was found ` +
        `before (complete: false). Ask the platform's support why its answers are this large.`
    )
  }
  if (!verdict.match) {
    search.rejectedCount++
    if (search.rejected.length < MAX_REJECTED_KEPT) {
      const rejected = {
        line: result.query.line,
        text: result.query.text,
        repositoryId: found.repositoryId,
        archived,
        lockfilePath: kept(lockfilePath),
        ecosystem: kept(returned.ecosystem),
        name: kept(returned.name),
        version: kept(returned.version),
        reason: kept(verdict.reason)
      }
      search.rejected.push(rejected)
      keeping.rejectedChars +=
        rejected.lockfilePath.length +
        rejected.ecosystem.length +
        rejected.name.length +
        rejected.version.length +
        rejected.reason.length
    }
    return
  }
  if (keeping.matches >= MAX_MATCHES_KEPT) {
    throw new SearchBoundError(
      `The platform returned more than ${formatCount(MAX_MATCHES_KEPT)} matches; the search ` +
        `stopped there, and its file holds those (complete: false). Search fewer packages a run.`
    )
  }
  const url = found.definedAt?.url
  const added = result.matches.add({
    repositoryId: found.repositoryId,
    archived,
    lockfilePath,
    ...(found.definedAt?.startLine !== undefined && { line: found.definedAt.startLine }),
    ...(url !== undefined && { url }),
    version: returned.version,
    transitivity: found.transitivity,
    byRange: verdict.byRange
  })
  if (added) {
    keeping.matches++
    progress.matches++
  }
}

/**
 * `scanned-since`: each active repository with dependency data and no match whose latest full
 * supply-chain scan is older than `since`, or absent. SearchScans answering 404 or 403 (or another
 * shape) gives no list, and says why. Rejects with the first error once the requests under way
 * have finished.
 */
export async function findStale(
  client: PlatformClient,
  search: SearchResult,
  scannedSince: { since: string; label: string },
  options: SearchOptions,
  progress: SearchProgress = newSearchProgress()
): Promise<StaleCheck> {
  const { since, label } = scannedSince
  const exposed = exposedIds(search)
  const candidates = [...search.repositories.activeRepositories()].filter(r => !exposed.has(r.id))
  const run = new Run(options.concurrency)
  const stopWatching = stopOnAbort(run, options.signal, 'the scan check stopped')
  const stale = new Array<boolean>(candidates.length).fill(false)
  let unavailable: string | undefined
  const gate = run.gate(false)
  try {
    await run.workers(
      options.concurrency,
      candidates.map((repo, index) => ({ repo, index })),
      async ({ repo, index }) => {
        if (unavailable !== undefined) return
        const lookup = await latestFullScan(async page => {
          const answer = await gate(() => client.searchScans({ ...page, since }))
          return { ...answer, scans: answer.scans.filter(scan => scanCounts(scan, repo.id, since)) }
        }, repo.id)
        progress.scansChecked++
        if (lookup.kind === 'unavailable') unavailable ??= lookup.reason
        else stale[index] = lookup.kind === 'none'
      }
    )
  } finally {
    stopWatching()
  }
  if (run.failure) throw run.failure.error
  if (unavailable !== undefined) return { kind: 'unavailable', label, problem: unavailable }
  return { kind: 'listed', label, stale: candidates.filter((_, index) => stale[index]) }
}

/**
 * Whether a scan SearchScans returned shows the repository scanned since the date: the answer is
 * checked again here, so that a platform that ignores the filters gives no false all-clear. The
 * scan must be of this repository, and started (or, without a start, completed) at or after the
 * date; that it is a completed full supply-chain scan, not a pull request's, is checked as the
 * answer is read (platform/scans.ts).
 */
export function scanCounts(scan: FoundScan, repositoryId: bigint, since: string): boolean {
  if (scan.repositoryId !== String(repositoryId)) return false
  return Date.parse(scan.startedAt ?? scan.completedAt) >= Date.parse(since)
}

/** A progress line: listings done, repositories, matches, and what the transport did. */
export function describeSearchProgress(
  progress: SearchProgress,
  stats: TransportStats,
  elapsedMs: number
): string {
  return (
    `${formatCount(progress.listingsDone)} of ${plural(progress.listings, 'listing')} done, ` +
    `${plural(progress.repositories, 'repository', 'repositories')} listed ` +
    `(${plural(progress.repositoryPages, 'page')}), ${plural(progress.matches, 'match', 'matches')}` +
    `${progress.scansChecked > 0 ? `, ${plural(progress.scansChecked, 'scan check')}` : ''}; ` +
    `${plural(stats.requests, 'request')}, ${plural(stats.retries, 'retry', 'retries')}, ` +
    `${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1000).toFixed(1)} s`
  )
}
