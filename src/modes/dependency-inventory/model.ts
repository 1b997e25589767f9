/**
 * The dependency inventory: every repository with dependencies and its lockfiles, as collected by
 * the `dependency-inventory` mode, and the text of the inventory file. The repositories go to a file
 * as they are listed (see spool.ts); what the summary and the outputs need of them is gathered on
 * the way, in a {@link RepositoryDigest}.
 */
import { EcosystemTally, type EcosystemTotals } from './ecosystems.js'
import type { IdSet } from '../../platform/id-set.js'

/** A lockfile of a repository, as the lockfiles list returns it. */
export interface LockfileEntry {
  lockfilePath: string
  numDependencies: number
}

/** A repository, as the repositories list returns it, with the lockfiles collected for it. */
export interface RepositoryEntry {
  id: bigint
  name: string
  numDependencies: number
  hasDependencyPathScan: boolean
  lockfiles: LockfileEntry[]
  /**
   * Set when the lockfiles of this repository could not all be listed (request failed, or never
   * made because the run stopped): `lockfiles` then holds only what was received. Absent when the
   * listing finished.
   */
  lockfilesError?: string
}

/** Counts over the whole inventory. */
export interface InventoryTotals {
  repositories: number
  lockfiles: number
  /** Sum of the repositories' `numDependencies`. */
  dependencies: number
  repositoriesWithDependencyPathScan: number
}

/** A repository as the changes name it. */
export interface RepositoryRef {
  id: bigint
  name: string
}

/** A repository whose name differs from the previous inventory's. */
export interface RenamedRepository extends RepositoryRef {
  previousName: string
}

/** A lockfile as the changes name it: its repository and its path. */
export interface LockfileRef {
  repositoryId: bigint
  repository: string
  lockfilePath: string
}

/** Where the previous inventory came from. */
export type PreviousSource =
  { file: string } | { artifact: { name: string; id: number; workflowRunId: number; url: string } }

/**
 * A list that may be long, read in order as often as needed: an array, or a view whose items are
 * made as they are read (the removed rows, from the previous inventory's compact index, so that a
 * previous inventory of 600,000 vanished repositories costs no object per repository).
 */
export interface RowList<T> extends Iterable<T> {
  readonly length: number
}

/** The removed lockfiles: those of removed repositories, and first those of repositories kept. */
export interface RemovedLockfiles extends RowList<LockfileRef> {
  /** The lockfiles removed from repositories in both inventories. */
  readonly ofKeptRepositories: readonly LockfileRef[]
}

export interface InventoryChanges {
  previous: PreviousSource & { complete: boolean }
  repositories: {
    added: RepositoryRef[]
    removed: RowList<RepositoryRef>
    renamed: RenamedRepository[]
  }
  /** A lockfile of an added or removed repository is added or removed too. */
  lockfiles: { added: LockfileRef[]; removed: RowList<LockfileRef> | RemovedLockfiles }
}

/** The result of a run; `complete: false` with `error` when it failed part-way. */
export interface Inventory {
  deploymentId: string
  complete: boolean
  /** What the summary and the outputs need of the repositories listed. */
  digest: RepositoryDigest
  error?: string
  /** What changed since the previous inventory, when one was compared with. */
  changes?: InventoryChanges
  /** With `list-uncovered`: the deployment's projects that have no dependency data. */
  uncovered?: UncoveredProject[]
}

/**
 * What the listing step found: the digest of the repositories received and their IDs, the changes
 * since the previous inventory (when compared, and only if the listing finished), or the error that
 * stopped it.
 */
export interface Listing {
  digest: RepositoryDigest
  listed: IdSet
  changes?: InventoryChanges
  /** The error that stopped the listing, as thrown: the run rethrows it once the file is written. */
  failure?: unknown
}

/** A project of the deployment that is not among the repositories with dependencies. */
export interface UncoveredProject {
  id: bigint
  name: string
}

/** Repositories of an unfinished lockfile listing that the digest names; the rest are counted. */
export const NAMED_INCOMPLETE = 5
/** The most repositories a summary shows (`summary-limit` at most). */
export const MAX_LARGEST = 1000

/**
 * What the summary and the outputs need of the repositories, gathered one repository at a time, so
 * that the repositories themselves need not stay in memory: the totals, the largest repositories,
 * the ecosystems, and the repositories whose lockfile listing did not finish.
 */
export class RepositoryDigest {
  readonly totals: InventoryTotals = {
    repositories: 0,
    lockfiles: 0,
    dependencies: 0,
    repositoriesWithDependencyPathScan: 0
  }
  /** The `keep` repositories with the most dependencies, in the order of {@link byDependencies}. */
  readonly largest: RepositoryEntry[] = []
  /** Repositories whose lockfile listing did not finish. */
  incomplete = 0
  /** The first {@link NAMED_INCOMPLETE} of those, in the listing's order. */
  readonly firstIncomplete: RepositoryEntry[] = []
  private readonly ecosystems = new EcosystemTally()

  constructor(private readonly keep = MAX_LARGEST) {}

  add(repo: RepositoryEntry): void {
    const totals = this.totals
    totals.repositories++
    totals.lockfiles += repo.lockfiles.length
    totals.dependencies += repo.numDependencies
    if (repo.hasDependencyPathScan) totals.repositoriesWithDependencyPathScan++
    this.ecosystems.add(repo.lockfiles)
    if (repo.lockfilesError !== undefined) {
      this.incomplete++
      if (this.firstIncomplete.length < NAMED_INCOMPLETE) this.firstIncomplete.push(repo)
    }
    this.rank(repo)
  }

  /** Lockfiles and dependencies per ecosystem (see ecosystems.ts). */
  ecosystemTotals(): EcosystemTotals[] {
    return this.ecosystems.totals()
  }

  /** Keeps `repo` among the largest if it belongs there (a binary search in the sorted list). */
  private rank(repo: RepositoryEntry): void {
    const largest = this.largest
    if (this.keep <= 0) return
    if (largest.length === this.keep && byDependencies(repo, largest.at(-1)!) >= 0) return
    let low = 0
    let high = largest.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (byDependencies(largest[middle]!, repo) <= 0) low = middle + 1
      else high = middle
    }
    largest.splice(low, 0, repo)
    if (largest.length > this.keep) largest.pop()
  }
}

/** Descending dependency count, then name, then ID: the order of the largest repositories. */
export function byDependencies(a: RepositoryEntry, b: RepositoryEntry): number {
  if (a.numDependencies !== b.numDependencies) return b.numDependencies - a.numDependencies
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/*
 * The inventory file's content, pretty-printed with 2 spaces:
 * `{deploymentId, complete, error?, repositories: [{id, name, numDependencies,
 * hasDependencyPathScan, lockfiles: [{lockfilePath, numDependencies}], lockfilesComplete?,
 * lockfilesError?}], totals}`. Repository IDs are JSON integers with every digit exact, beyond 2^53
 * too. `error` appears only on a failed run; `lockfilesComplete: false` and `lockfilesError` only
 * on repositories whose lockfile listing did not finish. It is written in pieces, so that no
 * repository need stay in memory: the head, one item per repository, the tail.
 */

/** The file's text up to its first repository: `{`, the run's state, `"repositories": [`. */
export function inventoryJsonHead(inv: Inventory): string {
  const head: string[] = ['{']
  member('deploymentId', inv.deploymentId, head, true)
  member('complete', inv.complete, head)
  if (inv.error !== undefined) member('error', inv.error, head)
  head.push(`,\n  "repositories": ${inv.digest.totals.repositories === 0 ? '[]' : '['}`)
  return head.join('')
}

/** One repository in the `repositories` list, with the separator before it. */
export function repositoryItemJson(repo: RepositoryEntry, first: boolean): string {
  return (first ? '\n    ' : ',\n    ') + repositoryJson(repo)
}

/**
 * The file's text after its last repository, in pieces (a list of changes or uncovered projects
 * may be long): the end of `repositories`, `totals`, `changes`, `uncovered`, the final `}`.
 */
export function* inventoryJsonTail(inv: Inventory): Generator<string> {
  const tail: string[] = [inv.digest.totals.repositories === 0 ? '' : '\n  ]']
  const totals = inv.digest.totals
  member(
    'totals',
    {
      repositories: totals.repositories,
      lockfiles: totals.lockfiles,
      dependencies: totals.dependencies,
      repositoriesWithDependencyPathScan: totals.repositoriesWithDependencyPathScan
    },
    tail
  )
  if (inv.changes) {
    const { previous, repositories, lockfiles } = inv.changes
    tail.push(',\n  "changes": {\n    "previous": ')
    write(previous, '    ', tail)
    tail.push(',\n    "repositories": {')
    yield tail.join('')
    tail.length = 0
    yield* listJson('added', repositories.added, '      ', true)
    yield* listJson('removed', repositories.removed, '      ')
    yield* listJson('renamed', repositories.renamed, '      ')
    yield '\n    },\n    "lockfiles": {'
    yield* listJson('added', lockfiles.added, '      ', true)
    yield* listJson('removed', lockfiles.removed, '      ')
    tail.push('\n    }\n  }')
  }
  if (inv.uncovered) {
    yield tail.join('')
    tail.length = 0
    yield* listJson('uncovered', inv.uncovered, '  ')
  }
  tail.push('\n}')
  yield tail.join('')
}

/** `"key": value` as a member of the top-level object. */
function member(key: string, value: JsonValue, out: string[], first = false): void {
  out.push(`${first ? '\n' : ',\n'}  ${JSON.stringify(key)}: `)
  write(value, '  ', out)
}

/** `"key": [items]` at `indent`, one piece per item, as `write` would put it. */
function* listJson(
  key: string,
  items: RowList<object>,
  indent: string,
  first = false
): Generator<string> {
  const opening = `${first ? '\n' : ',\n'}${indent}${JSON.stringify(key)}: `
  if (items.length === 0) {
    yield `${opening}[]`
    return
  }
  yield `${opening}[`
  const inner = `${indent}  `
  let i = 0
  for (const item of items) {
    const out: string[] = [i++ === 0 ? `\n${inner}` : `,\n${inner}`]
    write(item as JsonValue, inner, out)
    yield out.join('')
  }
  yield `\n${indent}]`
}

/**
 * One repository as `write` would put it at an indent of four spaces, written directly: the file of
 * 100,000 repositories must be written within the moments a cancelled run has.
 */
function repositoryJson(repo: RepositoryEntry): string {
  const lockfiles =
    repo.lockfiles.length === 0
      ? '[]'
      : `[${repo.lockfiles
          .map(
            (lockfile, i) =>
              `${i === 0 ? '' : ','}\n        {\n          "lockfilePath": ${JSON.stringify(lockfile.lockfilePath)},` +
              `\n          "numDependencies": ${JSON.stringify(lockfile.numDependencies)}\n        }`
          )
          .join('')}\n      ]`
  const incomplete =
    repo.lockfilesError === undefined
      ? ''
      : `,\n      "lockfilesComplete": false,\n      "lockfilesError": ${JSON.stringify(repo.lockfilesError)}`
  return (
    `{\n      "id": ${repo.id.toString()},\n      "name": ${JSON.stringify(repo.name)},` +
    `\n      "numDependencies": ${JSON.stringify(repo.numDependencies)},` +
    `\n      "hasDependencyPathScan": ${JSON.stringify(repo.hasDependencyPathScan)},` +
    `\n      "lockfiles": ${lockfiles}${incomplete}\n    }`
  )
}

/** A JSON value whose integers may be `bigint`; `undefined` members are left out. */
type JsonValue =
  string | number | bigint | boolean | null | undefined | JsonValue[] | { [key: string]: JsonValue }

/**
 * Appends `value` as `JSON.stringify(value, null, 2)` would write it at `indent`, except that a
 * `bigint` is written as its exact digits. Built here rather than with a placeholder replacement, so
 * no string content can be mistaken for a number.
 */
function write(value: JsonValue, indent: string, out: string[]): void {
  if (typeof value === 'bigint') {
    out.push(value.toString())
  } else if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]')
      return
    }
    const inner = `${indent}  `
    out.push('[')
    value.forEach((item, i) => {
      out.push(i === 0 ? `\n${inner}` : `,\n${inner}`)
      if (item === undefined) out.push('null')
      else write(item, inner, out)
    })
    out.push(`\n${indent}]`)
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, member]) => member !== undefined)
    if (entries.length === 0) {
      out.push('{}')
      return
    }
    const inner = `${indent}  `
    out.push('{')
    entries.forEach(([key, member], i) => {
      out.push(`${i === 0 ? '\n' : ',\n'}${inner}${JSON.stringify(key)}: `)
      write(member, inner, out)
    })
    out.push(`\n${indent}}`)
  } else {
    out.push(JSON.stringify(value) ?? 'null')
  }
}
