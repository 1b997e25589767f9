/**
 * What changed since the previous inventory: repositories matched by `id` (a renamed repository is
 * the same repository), lockfiles by repository `id` and `lockfilePath`. Pure and linear: the
 * previous inventory is first reduced to a compact index (IDs, names, lockfile paths, each path
 * string kept once), then each side is walked once, this run's one repository at a time as listed.
 */
import { IdSet } from './id-set.js'
import type { InventoryChanges, LockfileRef, RepositoryEntry, RepositoryRef } from './model.js'

export type {
  InventoryChanges,
  LockfileRef,
  PreviousSource,
  RenamedRepository,
  RepositoryRef
} from './model.js'

/** A repository of the previous inventory, as read from its file. */
export interface PreviousRepository {
  id: bigint
  name: string
  lockfilePaths: readonly string[]
}

/**
 * The previous inventory reduced to what the comparison needs, in typed arrays and one buffer of
 * names outside the JavaScript heap: 100,000 repositories as objects and strings took about 25 MB of
 * heap, which the garbage collector then let grow to several times that while this run listed.
 */
export class PreviousIndex {
  /** The IDs, by position: the previous file's order. */
  private readonly ids = new IdSet()
  /** The names, UTF-8, one after another; `nameEnds[at]` is where the name at `at` ends. */
  private names = Buffer.alloc(64 * 1024)
  private namesLength = 0
  private nameEnds = new Uint32Array(1024)
  /** Lockfile paths repeat across repositories (`package-lock.json`): each distinct one once. */
  private readonly pathNumbers = new Map<string, number>()
  private readonly paths: string[] = []
  /** The paths of the repository at `at` are `pathList[pathEnds[at - 1] ?? 0 .. pathEnds[at]]`. */
  private pathList = new Uint32Array(4096)
  private pathListLength = 0
  private pathEnds = new Uint32Array(1024)

  /** Adds a repository; a repeated ID keeps its first entry, a repeated path counts once. */
  add(repository: PreviousRepository): void {
    if (!this.ids.add(repository.id)) return
    const at = this.ids.size - 1
    if (at === this.nameEnds.length) {
      this.nameEnds = grown(this.nameEnds)
      this.pathEnds = grown(this.pathEnds)
    }

    const name = Buffer.from(repository.name, 'utf8')
    if (this.namesLength + name.length > this.names.length) {
      this.names = grown(this.names, this.namesLength + name.length)
    }
    name.copy(this.names, this.namesLength)
    this.namesLength += name.length
    this.nameEnds[at] = this.namesLength

    const start = this.pathListLength
    // Most repositories have a few lockfiles: a set only where it pays off.
    const listed = repository.lockfilePaths.length > 32 ? new Set<number>() : undefined
    for (const path of repository.lockfilePaths) {
      let number = this.pathNumbers.get(path)
      if (number === undefined) {
        number = this.paths.length
        this.paths.push(path)
        this.pathNumbers.set(path, number)
      }
      if (
        listed
          ? listed.has(number)
          : this.pathList.subarray(start, this.pathListLength).includes(number)
      )
        continue
      listed?.add(number)
      if (this.pathListLength === this.pathList.length) this.pathList = grown(this.pathList)
      this.pathList[this.pathListLength++] = number
    }
    this.pathEnds[at] = this.pathListLength
  }

  get size(): number {
    return this.ids.size
  }

  private nameAt(at: number): string {
    return this.names.toString('utf8', at === 0 ? 0 : this.nameEnds[at - 1], this.nameEnds[at])
  }

  private pathsAt(at: number): string[] {
    const numbers = this.pathList.subarray(at === 0 ? 0 : this.pathEnds[at - 1], this.pathEnds[at])
    return Array.from(numbers, number => this.paths[number]!)
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
    const repositories: InventoryChanges['repositories'] = { added: [], removed: [], renamed: [] }
    const lockfiles: InventoryChanges['lockfiles'] = { added: [], removed: [] }
    return {
      add: repo => {
        const at = this.ids.positionOf(repo.id)
        if (at === undefined || seen[at] === 1) {
          repositories.added.push({ id: repo.id, name: repo.name })
          for (const lockfile of repo.lockfiles) {
            lockfiles.added.push(lockfileRef(repo, lockfile.lockfilePath))
          }
          return
        }
        seen[at] = 1
        const previousName = this.nameAt(at)
        if (previousName !== repo.name) {
          repositories.renamed.push({ id: repo.id, name: repo.name, previousName })
        }
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
        // In the previous file's order.
        for (let at = 0; at < this.ids.size; at++) {
          if (seen[at] === 1) continue
          const gone = { id: this.ids.idAt(at), name: this.nameAt(at) }
          repositories.removed.push(gone)
          for (const path of this.pathsAt(at)) {
            lockfiles.removed.push(lockfileRef(gone, path))
          }
        }
        return { previous, repositories, lockfiles }
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
