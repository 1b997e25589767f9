/**
 * What changed since the previous inventory: repositories matched by `id` (a renamed repository is
 * the same repository), lockfiles by repository `id` and `lockfilePath`. Pure and linear: the
 * previous inventory is first reduced to a compact index (IDs, names, lockfile paths), then each
 * side is walked once, this run's one repository at a time as listed. Also the summary's section
 * that renders the changes.
 */
import { code, link, prose, table, text } from '../../action/markdown.js'
import { formatCount, plural } from '../../action/text.js'
import { IdSet } from '../../platform/id-set.js'
import {
  clip,
  clipStart,
  MAX_NAME_CHARS,
  rowsWithin,
  shownLine
} from '../../action/summary-rows.js'
import type {
  InventoryChanges,
  LockfileRef,
  RemovedLockfiles,
  RepositoryEntry,
  RepositoryRef,
  RowList
} from './model.js'

export type {
  InventoryChanges,
  LockfileRef,
  PreviousSource,
  RemovedLockfiles,
  RenamedRepository,
  RepositoryRef,
  RowList
} from './model.js'

/** A repository of the previous inventory, as read from its file. */
export interface PreviousRepository {
  id: bigint
  name: string
  lockfilePaths: readonly string[]
}

/**
 * The previous inventory reduced to what the comparison needs, in typed arrays and buffers of text
 * outside the JavaScript heap: 100,000 repositories as objects and strings took about 25 MB of heap,
 * which the garbage collector then let grow to several times that while this run listed; and a map
 * of distinct lockfile paths grew with every vanished repository (60 MB for 600,000).
 */
export class PreviousIndex {
  /** The IDs, by position: the previous file's order. */
  private readonly ids = new IdSet()
  private readonly names = new TextList()
  /** Every repository's distinct lockfile paths, one repository after another. */
  private readonly paths = new TextList()
  /** The paths of the repository at `at` are `paths[pathEnds[at - 1] ?? 0 .. pathEnds[at]]`. */
  private pathEnds = new Uint32Array(1024)

  /** Adds a repository; a repeated ID keeps its first entry, a repeated path counts once. */
  add(repository: PreviousRepository): void {
    if (!this.ids.add(repository.id)) return
    const at = this.ids.size - 1
    if (at === this.pathEnds.length) this.pathEnds = grown(this.pathEnds)
    this.names.push(repository.name)
    for (const path of distinctMissing(repository.lockfilePaths, [])) this.paths.push(path)
    this.pathEnds[at] = this.paths.length
  }

  get size(): number {
    return this.ids.size
  }

  private nameAt(at: number): string {
    return this.names.at(at)
  }

  private pathsAt(at: number): string[] {
    const paths: string[] = []
    for (let i = at === 0 ? 0 : this.pathEnds[at - 1]!; i < this.pathEnds[at]!; i++) {
      paths.push(this.paths.at(i))
    }
    return paths
  }

  /** Compares `current` (this run's repositories) with the indexed ones. */
  compare(
    current: readonly RepositoryEntry[],
    previous: InventoryChanges['previous']
  ): InventoryChanges {
    const comparison = this.comparison()
    for (const repo of current) comparison.add(repo)
    return comparison.finish(previous)
  }

  /**
   * A comparison that takes this run's repositories one at a time, in order, as they are listed, so
   * that they need not be kept for it.
   */
  comparison(): Comparison {
    const seen = new Uint8Array(this.ids.size)
    const added: RepositoryRef[] = []
    const renamed: InventoryChanges['repositories']['renamed'] = []
    const lockfiles = { added: [] as LockfileRef[], removed: [] as LockfileRef[] }
    return {
      add: repo => {
        const at = this.ids.positionOf(repo.id)
        if (at === undefined || seen[at] === 1) {
          added.push({ id: repo.id, name: repo.name })
          for (const lockfile of repo.lockfiles) {
            lockfiles.added.push(lockfileRef(repo, lockfile.lockfilePath))
          }
          return
        }
        seen[at] = 1
        const previousName = this.nameAt(at)
        if (previousName !== repo.name) renamed.push({ id: repo.id, name: repo.name, previousName })
        const before = this.pathsAt(at)
        const now = repo.lockfiles.map(lockfile => lockfile.lockfilePath)
        for (const path of distinctMissing(now, before)) {
          lockfiles.added.push(lockfileRef(repo, path))
        }
        for (const path of distinctMissing(before, now)) {
          lockfiles.removed.push(lockfileRef(repo, path))
        }
      },
      finish: previous => {
        const removed = this.removedRows(seen, lockfiles.removed)
        return {
          previous,
          repositories: { added, removed: removed.repositories, renamed },
          lockfiles: { added: lockfiles.added, removed: removed.lockfiles }
        }
      }
    }
  }

  /**
   * The repositories not `seen` and their lockfiles, in the previous file's order, as views over
   * this index: each row is made as it is read, so that however many repositories vanished, they
   * cost the index alone.
   */
  private removedRows(
    seen: Uint8Array,
    ofKeptRepositories: LockfileRef[]
  ): { repositories: RowList<RepositoryRef>; lockfiles: RemovedLockfiles } {
    let repositories = 0
    let lockfiles = ofKeptRepositories.length
    for (let at = 0; at < seen.length; at++) {
      if (seen[at] === 1) continue
      repositories++
      lockfiles += this.pathEnds[at]! - (at === 0 ? 0 : this.pathEnds[at - 1]!)
    }
    const gone = function* (): Generator<number> {
      for (let at = 0; at < seen.length; at++) if (seen[at] !== 1) yield at
    }
    return {
      repositories: {
        length: repositories,
        [Symbol.iterator]: () => {
          const rows = function* (index: PreviousIndex): Generator<RepositoryRef> {
            for (const at of gone()) yield { id: index.ids.idAt(at), name: index.nameAt(at) }
          }
          return rows(this)
        }
      },
      lockfiles: {
        length: lockfiles,
        ofKeptRepositories,
        [Symbol.iterator]: () => {
          const rows = function* (index: PreviousIndex): Generator<LockfileRef> {
            yield* ofKeptRepositories
            for (const at of gone()) {
              const repo = { id: index.ids.idAt(at), name: index.nameAt(at) }
              for (const path of index.pathsAt(at)) yield lockfileRef(repo, path)
            }
          }
          return rows(this)
        }
      }
    }
  }
}

/** A comparison under way: this run's repositories in order, then the changes. */
export interface Comparison {
  add(repo: RepositoryEntry): void
  /** The changes; the repositories not added since are the removed ones. Call once. */
  finish(previous: InventoryChanges['previous']): InventoryChanges
}

/** Strings one after another in one buffer, UTF-8: no string object each. */
class TextList {
  private bytes = Buffer.alloc(64 * 1024)
  private used = 0
  private ends = new Uint32Array(1024)
  private count = 0

  get length(): number {
    return this.count
  }

  push(text: string): void {
    // At most 3 bytes a UTF-16 unit.
    if (this.used + text.length * 3 > this.bytes.length) {
      this.bytes = grown(this.bytes, this.used + text.length * 3)
    }
    this.used += this.bytes.write(text, this.used, 'utf8')
    if (this.count === this.ends.length) this.ends = grown(this.ends)
    this.ends[this.count++] = this.used
  }

  at(index: number): string {
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index])
  }
}

/** Twice the length (or at least `needed`), the content copied. */
function grown<T extends Uint32Array | Buffer>(array: T, needed = 0): T {
  const length = Math.max(array.length * 2, needed)
  const bigger = (
    Buffer.isBuffer(array)
      ? Buffer.alloc(length)
      : new (array.constructor as new (length: number) => T)(length)
  ) as T
  bigger.set(array)
  return bigger
}

function lockfileRef(repo: RepositoryRef, lockfilePath: string): LockfileRef {
  return { repositoryId: repo.id, repository: repo.name, lockfilePath }
}

/** The items of `from` that `other` lacks, each once, in `from`'s order. */
function distinctMissing(from: readonly string[], other: readonly string[]): string[] {
  if (from.length === 0) return []
  // Most repositories have a few lockfiles: arrays then, sets only where they pay off.
  if (from.length + other.length <= 32) {
    const missing: string[] = []
    for (const path of from) {
      if (!other.includes(path) && !missing.includes(path)) missing.push(path)
    }
    return missing
  }
  const present = new Set(other)
  const missing = new Set<string>()
  for (const path of from) if (!present.has(path)) missing.add(path)
  return [...missing]
}

/** The counts the outputs and the summary give. */
export function changeCounts(changes: InventoryChanges): {
  repositoriesAdded: number
  repositoriesRemoved: number
  repositoriesRenamed: number
  lockfilesAdded: number
  lockfilesRemoved: number
} {
  return {
    repositoriesAdded: changes.repositories.added.length,
    repositoriesRemoved: changes.repositories.removed.length,
    repositoriesRenamed: changes.repositories.renamed.length,
    lockfilesAdded: changes.lockfiles.added.length,
    lockfilesRemoved: changes.lockfiles.removed.length
  }
}

/** "Changes since the previous inventory": counts, then at most `limit` rows. */
export function changesSection(
  changes: InventoryChanges | undefined,
  context: {
    /** Why the previous inventory was not compared with, when it was not. */
    problem?: { level: 'notice' | 'warning'; message: string } | undefined
    /** This run failed or was cancelled. */
    failed: boolean
    limit: number
    /** Bytes the section's rows may take. */
    allowance: number
  }
): string {
  const { failed, limit, allowance } = context
  const heading = '### Changes since the previous inventory'
  if (!changes) {
    const problem = context.problem
    const why = problem
      ? `${problem.level === 'warning' ? '⚠️' : 'ℹ️'} ${prose(problem.message)}`
      : failed
        ? 'Not compared: this run’s inventory is incomplete, so its changes would be wrong.'
        : ''
    return why ? [heading, '', why].join('\n') : ''
  }
  const c = changeCounts(changes)
  const previous = changes.previous
  const source =
    'file' in previous
      ? `the inventory file ${code(previous.file)}`
      : `the artifact ${link(previous.artifact.name, previous.artifact.url)} of run ${previous.artifact.workflowRunId}`
  const lines = [
    heading,
    '',
    `Compared with ${source}; repositories matched by ID, lockfiles by repository and path.`
  ]
  if (!previous.complete) {
    lines.push(
      '',
      '⚠️ The previous inventory is incomplete (<code>complete: false</code>): what that run did not ' +
        'reach counts as added now, so additions may be overstated.'
    )
  }
  lines.push(
    '',
    table(
      ['', 'Added', 'Removed'],
      [
        ['Repositories', formatCount(c.repositoriesAdded), formatCount(c.repositoriesRemoved)],
        ['Lockfiles', formatCount(c.lockfilesAdded), formatCount(c.lockfilesRemoved)]
      ],
      [1, 2]
    )
  )
  if (c.repositoriesRenamed > 0) {
    lines.push(
      '',
      `${plural(c.repositoriesRenamed, 'repository', 'repositories')} renamed (the same ID, so neither added nor removed).`
    )
  }
  const total = changeRowCount(changes)
  if (total === 0) return lines.join('\n')
  const rows = rowsWithin(changeRows(changes, limit), limit, allowance)
  lines.push(
    '',
    shownLine(rows.length, total, limit, ['change', 'changes']),
    '',
    table(['Change', 'Repository', 'Lockfile'], []),
    ...rows
  )
  return lines.join('\n')
}

/** Rows of the changes table: repositories first, then lockfiles of repositories in both. */
function changeRowCount(changes: InventoryChanges): number {
  return (
    changes.repositories.added.length +
    changes.repositories.removed.length +
    changes.repositories.renamed.length +
    lockfilesOfKeptRepositories(changes, 'added').length +
    lockfilesOfKeptRepositories(changes, 'removed').length
  )
}

/** The rows, at most `limit` of each kind: the lists may be long and are read, never copied. */
function* changeRows(changes: InventoryChanges, limit: number): Generator<string> {
  const added = first(changes.repositories.added, limit)
  const removed = first(changes.repositories.removed, limit)
  // Lockfile counts for the repositories that can be shown only, by their position in the seeded
  // ID set (the IDs come from answers and files: no Map that crafted IDs can flood).
  const shownIds = new IdSet()
  for (const repo of [...added, ...removed]) shownIds.add(repo.id)
  const lockfileCounts = new Array<number>(shownIds.size).fill(0)
  for (const list of [changes.lockfiles.added, changes.lockfiles.removed]) {
    for (const lockfile of list) {
      const at = shownIds.positionOf(lockfile.repositoryId)
      // Not `!++`: Stryker's instrumenter fails on an update of a non-null assertion.
      if (at !== undefined) lockfileCounts[at] = lockfileCounts[at]! + 1
    }
  }
  const repositoryRow = (change: string, name: string, id: bigint): string => {
    const count = lockfileCounts[shownIds.positionOf(id)!] ?? 0
    return `| ${change} | ${text(clip(name, MAX_NAME_CHARS))} | ${
      count > 0 ? plural(count, 'lockfile') : 'no lockfile'
    } |`
  }
  for (const repo of added) yield repositoryRow('➕ repository added', repo.name, repo.id)
  for (const repo of removed) yield repositoryRow('➖ repository removed', repo.name, repo.id)
  for (const repo of changes.repositories.renamed) {
    yield `| ✏️ repository renamed | ${text(clip(repo.previousName, MAX_NAME_CHARS))} → ${text(clip(repo.name, MAX_NAME_CHARS))} | |`
  }
  const lockfileRow = (change: string, lockfile: LockfileRef): string =>
    `| ${change} | ${text(clip(lockfile.repository, MAX_NAME_CHARS))} | ${code(clipStart(lockfile.lockfilePath, MAX_NAME_CHARS))} |`
  for (const lockfile of lockfilesOfKeptRepositories(changes, 'added'))
    yield lockfileRow('➕ lockfile added', lockfile)
  for (const lockfile of lockfilesOfKeptRepositories(changes, 'removed'))
    yield lockfileRow('➖ lockfile removed', lockfile)
}

/** The first `limit` items of a list. */
function first<T>(list: Iterable<T>, limit: number): T[] {
  const taken: T[] = []
  for (const item of list) {
    if (taken.length >= limit) break
    taken.push(item)
  }
  return taken
}

/** Lockfiles added or removed in repositories that are in both inventories. */
function lockfilesOfKeptRepositories(
  changes: InventoryChanges,
  which: 'added' | 'removed'
): readonly LockfileRef[] {
  const list = changes.lockfiles[which]
  // The comparison tells them apart as it goes; a list built otherwise (tests) is filtered.
  if ('ofKeptRepositories' in list) return list.ofKeptRepositories
  const whole = new IdSet()
  for (const repo of changes.repositories[which]) whole.add(repo.id)
  return Array.from(list).filter(lockfile => !whole.has(lockfile.repositoryId))
}
