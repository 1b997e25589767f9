/**
 * What a search found, as the summary, the outputs and the search file read it: each line's
 * matches, the dependencies the client-side check rejected, the repositories searched (their names
 * by ID, from the repositories listing); and what the `scanned-since` check found.
 */
import { errorMessage } from '../../action/text.js'
import { IdSet } from '../../platform/id-set.js'
import { stringifyExactJson } from '../../platform/json.js'
import { kept, StringPool } from './kept.js'
import { describeLine, type PackageLine } from './lines.js'
import { MatchHash, MatchList, type Match } from './match-list.js'

/** Matches kept at most over the search: beyond, the search stops as incomplete. */
export const MAX_MATCHES_KEPT = 100_000

/** A line and what it matched (one asked under two names counts once). */
export interface PackageResult {
  query: PackageLine
  matches: MatchList
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
  /** One copy of each string the lines' matches keep (the search bounds its size). */
  strings: StringPool
  repositories: RepositoryBook
  /** Whether archived repositories were searched (`archived: include`). */
  includeArchived: boolean
  rejected: Rejected[]
  rejectedCount: number
}

/** A search that has found nothing yet: what the search step fills, or the summary shows unstarted. */
export function emptySearch(lines: readonly PackageLine[], includeArchived: boolean): SearchResult {
  // One pool and one hash for every line's matches: a lockfile path is kept once for all.
  const pool = new StringPool()
  const hash = new MatchHash()
  return {
    complete: false,
    packages: lines.map(query => ({ query, matches: new MatchList(pool, hash) })),
    strings: pool,
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
    const list = result.matches
    matches += list.length
    if (list.length > 0) matchedPackages++
    for (let i = 0; i < list.length; i++) {
      if (exposed.add(list.repositoryIdAt(i)) && list.archivedAt(i)) archivedExposed++
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
      const id = matches.repositoryIdAt(i)
      let seen = false
      for (let j = 0; j < i && !seen; j++) seen = matches.repositoryIdAt(j) === id
      if (!seen) distinct++
    }
    return distinct
  }
  const ids = new IdSet()
  for (let i = 0; i < matches.length; i++) ids.add(matches.repositoryIdAt(i))
  return ids.size
}

/** The IDs of the repositories with a match. */
export function exposedIds(search: SearchResult): IdSet {
  const ids = new IdSet()
  for (const { matches } of search.packages) {
    for (let i = 0; i < matches.length; i++) ids.add(matches.repositoryIdAt(i))
  }
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

/** About how many characters of matches the search file is written in at once. */
const FILE_PIECE_CHARS = 64 * 1024

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
    // A line's matches are written some at a time: one string of 100,000 would take much memory,
    // and a piece each would cost a write each.
    const entry = stringifyExactJson(packageEntry(result))
    yield `${first ? '' : ','}\n    ${entry.slice(0, -2)}`
    let piece: string[] = []
    let chars = 0
    let firstMatch = true
    for (const match of result.matches) {
      const text = stringifyExactJson(matchEntry(search.repositories, match))
      piece.push(`${firstMatch ? '' : ','}${text}`)
      firstMatch = false
      chars += text.length + 1
      if (chars >= FILE_PIECE_CHARS) {
        yield piece.join('')
        piece = []
        chars = 0
      }
    }
    yield `${piece.join('')}]}`
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
    ...(m.url !== undefined && { url: m.url }),
    version: m.version,
    transitivity: m.transitivity,
    byRange: m.byRange
  }
}
