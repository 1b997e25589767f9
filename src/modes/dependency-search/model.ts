/**
 * What a search found, as the summary, the outputs and the search file read it: each line's
 * matches, the dependencies the client-side check rejected, the repositories searched (their names
 * by ID, from the repositories listing); and what the `scanned-since` check found.
 */
import { errorMessage } from '../../action/text.js'
import { IdSet } from '../../platform/id-set.js'
import { stringifyExactJson } from '../../platform/json.js'
import { describeLine, type PackageLine } from './lines.js'

/** One matching dependency: package × version × lockfile × repository. */
export interface Match {
  repositoryId: bigint
  archived: boolean
  lockfilePath: string
  /** The lockfile line, when the platform gave one. */
  line?: number
  /**
   * `definedAt.url` as the platform gave it (the summary links it only on the GitHub host); see
   * {@link matchUrl}. Kept as the two pieces around the lockfile path when it holds the path (they
   * are the same for every match of a repository, so a match costs little memory).
   */
  url?: string | { before: string; after: string }
  version: string
  /** DIRECT, TRANSITIVE or UNKNOWN_TRANSITIVITY. */
  transitivity: string
  /** Matched by the line's bounds, as the platform orders versions (not checked here). */
  byRange: boolean
}

/** Each string kept from an answer is cut to this many characters. */
export const MAX_KEPT_CHARS = 1024
/** Matches kept at most over the search: beyond, the search stops as incomplete. */
export const MAX_MATCHES_KEPT = 100_000

/**
 * `text` cut to {@link MAX_KEPT_CHARS} characters, as a string of its own: a string read from an
 * answer may be a slice of the whole answer's text, which it would keep in memory.
 */
export function kept(text: string): string {
  const cut = text.length <= MAX_KEPT_CHARS ? text : text.slice(0, MAX_KEPT_CHARS)
  // V8 makes strings of fewer than 13 characters copies, never slices.
  return cut.length < 13 ? cut : Buffer.from(cut, 'utf8').toString('utf8')
}

/** One instance of each string kept (lockfile paths, URL pieces, versions repeat across matches). */
export class StringPool {
  private readonly strings = new Map<string, number>()
  private readonly list: string[] = []

  /** The pooled instance of `text` and its number. */
  intern(text: string): { text: string; id: number } {
    let id = this.strings.get(text)
    if (id === undefined) {
      id = this.list.push(text) - 1
      this.strings.set(text, id)
    }
    return { text: this.list[id]!, id }
  }
}

/** The URL of a match, whole again (cut at {@link MAX_KEPT_CHARS}). */
export function matchUrl(match: Pick<Match, 'url' | 'lockfilePath'>): string | undefined {
  const url = match.url
  if (url === undefined || typeof url === 'string') return url
  return kept(`${url.before}${match.lockfilePath}${url.after}`)
}

/** A line and what it matched. */
export interface PackageResult {
  query: PackageLine
  matches: Match[]
  /** Keys of the matches kept, so that one asked under two names counts once. */
  readonly keys: Set<string>
}

/** A returned dependency that failed the client-side check. */
export interface Rejected {
  /** The line number and text of the line it was returned for. */
  line: number
  text: string
  repositoryId: bigint
  archived: boolean
  lockfilePath: string
  ecosystem: string
  name: string
  version: string
  reason: string
}

/** Rejected dependencies kept at most (the rest are counted): a loose server may return many. */
export const MAX_REJECTED_KEPT = 10_000

/** The repositories the listing returned: IDs in the seeded ID set, names and archived state by position. */
export class RepositoryBook {
  private readonly ids = new IdSet()
  private readonly names: string[] = []
  private readonly archivedAt: boolean[] = []
  active = 0
  archived = 0

  add(id: bigint, name: string, archived: boolean): void {
    if (!this.ids.add(id)) return
    this.names.push(kept(name))
    this.archivedAt.push(archived)
    if (archived) this.archived++
    else this.active++
  }

  get size(): number {
    return this.ids.size
  }

  /** The repository's name, or `repository <id>` when the listing did not return it. */
  nameOf(id: bigint): string {
    const at = this.ids.positionOf(id)
    return at === undefined ? `repository ${id}` : this.names[at]!
  }

  /** The active (not archived) repositories, in the listing's order. */
  *activeRepositories(): Generator<{ id: bigint; name: string }> {
    for (let at = 0; at < this.names.length; at++) {
      if (!this.archivedAt[at]) yield { id: this.ids.idAt(at), name: this.names[at]! }
    }
  }
}

/** What the search step found: each line's matches, the rejected, the repositories searched. */
export interface SearchResult {
  /** Every listing finished. */
  complete: boolean
  /** What stopped the search part-way (the run throws it once the file is written). */
  failure?: unknown
  packages: PackageResult[]
  repositories: RepositoryBook
  /** Whether archived repositories were searched (`archived: include`). */
  includeArchived: boolean
  rejected: Rejected[]
  rejectedCount: number
}

/** A search that has found nothing yet: what the search step fills, or the summary shows unstarted. */
export function emptySearch(lines: readonly PackageLine[], includeArchived: boolean): SearchResult {
  return {
    complete: false,
    packages: lines.map(newPackageResult),
    repositories: new RepositoryBook(),
    includeArchived,
    rejected: [],
    rejectedCount: 0
  }
}

/**
 * What the `scanned-since` check found: the repositories without a match and without a full scan
 * since the date (`label` as written), or why no list could be made.
 */
export type StaleCheck =
  | { kind: 'listed'; label: string; stale: { id: bigint; name: string }[] }
  | { kind: 'unavailable'; label: string; problem: string }

export function newPackageResult(query: PackageLine): PackageResult {
  return { query, matches: [], keys: new Set() }
}

/**
 * Adds a match unless the same one is there (asked under two names, or returned twice); `place`
 * names its lockfile path and version briefly (their numbers in the search's string pool).
 */
export function addMatch(
  result: PackageResult,
  match: Match,
  place = `${match.version}\u0000${match.lockfilePath}`
): boolean {
  const key = `${match.repositoryId}\u0000${match.line ?? ''}\u0000${place}`
  if (result.keys.has(key)) return false
  result.keys.add(key)
  result.matches.push(match)
  return true
}

/** The counts of the verdict and the outputs. */
export interface SearchCounts {
  matches: number
  exposedRepositories: number
  archivedExposed: number
  matchedPackages: number
  packages: number
  unmatched: number
}

export function searchCounts(search: SearchResult): SearchCounts {
  const exposed = new IdSet()
  let archivedExposed = 0
  let matches = 0
  let matchedPackages = 0
  for (const result of search.packages) {
    matches += result.matches.length
    if (result.matches.length > 0) matchedPackages++
    for (const match of result.matches) {
      if (exposed.add(match.repositoryId) && match.archived) archivedExposed++
    }
  }
  return {
    matches,
    exposedRepositories: exposed.size,
    archivedExposed,
    matchedPackages,
    packages: search.packages.length,
    unmatched: search.packages.length - matchedPackages
  }
}

/** Matches up to which repositories are told apart by comparing them: cheaper than a table. */
const SMALL_MATCH_COUNT = 64

/** How many repositories a line matched in (IDs from the answer: counted in the seeded ID set). */
export function repositoryCount(result: PackageResult): number {
  const matches = result.matches
  if (matches.length <= SMALL_MATCH_COUNT) {
    let distinct = 0
    for (let i = 0; i < matches.length; i++) {
      const id = matches[i]!.repositoryId
      let seen = false
      for (let j = 0; j < i && !seen; j++) seen = matches[j]!.repositoryId === id
      if (!seen) distinct++
    }
    return distinct
  }
  const ids = new IdSet()
  for (const match of matches) ids.add(match.repositoryId)
  return ids.size
}

/** The IDs of the repositories with a match. */
export function exposedIds(search: SearchResult): IdSet {
  const ids = new IdSet()
  for (const result of search.packages)
    for (const match of result.matches) ids.add(match.repositoryId)
  return ids
}

/** The version fields of a line as the file writes them. */
function versionFields(line: PackageLine): Record<string, string> {
  const v = line.version
  if (v.kind === 'exact') return { version: v.version }
  if (v.kind === 'range') {
    return {
      ...(v.lower !== undefined && { versionLowerBound: v.lower }),
      ...(v.upper !== undefined && { versionUpperBound: v.upper })
    }
  }
  return {}
}

/**
 * The search file, piece by piece: `{deploymentId, complete, error?, searched, packages, unmatched,
 * stale?, rejected, rejectedCount}`, IDs as exact JSON integers.
 */
export function* searchFileText(
  deploymentId: string,
  search: SearchResult,
  stale: StaleCheck | undefined
): Generator<string> {
  const head = {
    deploymentId,
    complete: search.complete,
    ...(search.failure !== undefined && { error: errorMessage(search.failure) }),
    searched: {
      repositories: search.repositories.active,
      archived: search.includeArchived ? search.repositories.archived : 0
    }
  }
  const headText = stringifyExactJson(head, 2)
  yield `${headText.slice(0, -2)},\n  "packages": [`
  let first = true
  for (const result of search.packages) {
    // A line's matches are written one by one: one string of 100,000 would take much memory.
    const entry = stringifyExactJson(packageEntry(result))
    yield `${first ? '' : ','}\n    ${entry.slice(0, -2)}`
    let firstMatch = true
    for (const match of result.matches) {
      yield `${firstMatch ? '' : ','}${stringifyExactJson(matchEntry(search.repositories, match))}`
      firstMatch = false
    }
    yield ']}'
    first = false
  }
  yield '\n  ],\n  "unmatched": '
  yield stringifyExactJson(
    search.complete
      ? search.packages.filter(r => r.matches.length === 0).map(r => r.query.text)
      : []
  )
  if (stale?.kind === 'listed') yield `,\n  "stale": ${stringifyExactJson(stale.stale)}`
  yield `,\n  "rejected": [`
  first = true
  for (const rejected of search.rejected) {
    const entry = { ...rejected, repository: search.repositories.nameOf(rejected.repositoryId) }
    yield `${first ? '' : ','}\n    ${stringifyExactJson(entry)}`
    first = false
  }
  yield `\n  ],\n  "rejectedCount": ${search.rejectedCount}\n}\n`
}

/** A line's entry in the search file: the line as read and asked; its matches empty (written after). */
function packageEntry(result: PackageResult): object {
  const q = result.query
  return {
    source: q.source,
    line: q.line,
    text: q.text,
    search: describeLine(q),
    ecosystem: q.ecosystem,
    name: q.name,
    ...versionFields(q),
    ...(q.advisory !== undefined && { advisory: q.advisory }),
    matches: []
  }
}

/** A match as the search file writes it. */
function matchEntry(repositories: RepositoryBook, m: Match): object {
  return {
    repositoryId: m.repositoryId,
    repository: repositories.nameOf(m.repositoryId),
    archived: m.archived,
    lockfilePath: m.lockfilePath,
    ...(m.line !== undefined && { line: m.line }),
    ...(m.url !== undefined && { url: matchUrl(m) }),
    version: m.version,
    transitivity: m.transitivity,
    byRange: m.byRange
  }
}
