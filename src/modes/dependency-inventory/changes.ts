/**
 * What changed since the previous inventory: repositories matched by `id` (a renamed repository is
 * the same repository), lockfiles by repository `id` and `lockfilePath`. Pure and linear: the
 * previous inventory is first reduced to a compact index (IDs, names, lockfile paths, each path
 * string kept once), then each side is walked once.
 */
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

/** The previous inventory reduced to what the comparison needs. */
export class PreviousIndex {
  /** Keyed by the ID as a number where that is exact (faster to hash), else as a bigint. */
  private readonly positions = new Map<number | bigint, number>()
  private readonly names: string[] = []
  /** Per repository: no lockfile, one path, or several (most have a few; arrays cost more). */
  private readonly lockfiles: (string | readonly string[] | undefined)[] = []
  /** Lockfile paths repeat across repositories (`package-lock.json`): one string for each. */
  private readonly paths = new Map<string, string>()

  /** Adds a repository; a repeated ID keeps its first entry, a repeated path counts once. */
  add(repository: PreviousRepository): void {
    const key = mapKey(repository.id)
    if (this.positions.has(key)) return
    this.positions.set(key, this.names.length)
    this.names.push(repository.name)
    const paths: string[] = []
    for (const raw of repository.lockfilePaths) {
      let path = this.paths.get(raw)
      if (path === undefined) {
        path = raw
        this.paths.set(raw, raw)
      }
      paths.push(path)
    }
    const unique = distinct(paths)
    this.lockfiles.push(unique.length === 0 ? undefined : unique.length === 1 ? unique[0] : unique)
  }

  private pathsAt(at: number): readonly string[] {
    const paths = this.lockfiles[at]
    return paths === undefined ? [] : typeof paths === 'string' ? [paths] : paths
  }

  get size(): number {
    return this.names.length
  }

  /** Compares `current` (this run's repositories) with the indexed ones. */
  compare(
    current: readonly RepositoryEntry[],
    previous: InventoryChanges['previous']
  ): InventoryChanges {
    const changes: InventoryChanges = {
      previous,
      repositories: { added: [], removed: [], renamed: [] },
      lockfiles: { added: [], removed: [] }
    }
    const seen = new Uint8Array(this.names.length)
    for (const repo of current) {
      const at = this.positions.get(mapKey(repo.id))
      if (at === undefined || seen[at] === 1) {
        changes.repositories.added.push({ id: repo.id, name: repo.name })
        for (const lockfile of repo.lockfiles) {
          changes.lockfiles.added.push(lockfileRef(repo, lockfile.lockfilePath))
        }
        continue
      }
      seen[at] = 1
      const previousName = this.names[at]!
      if (previousName !== repo.name) {
        changes.repositories.renamed.push({ id: repo.id, name: repo.name, previousName })
      }
      const before = this.pathsAt(at)
      const now = repo.lockfiles.map(lockfile => lockfile.lockfilePath)
      for (const path of distinctMissing(now, before)) {
        changes.lockfiles.added.push(lockfileRef(repo, path))
      }
      for (const path of distinctMissing(before, now)) {
        changes.lockfiles.removed.push(lockfileRef(repo, path))
      }
    }
    // The map keeps the previous file's order.
    for (const [key, at] of this.positions) {
      if (seen[at] === 1) continue
      const gone = { id: BigInt(key), name: this.names[at]! }
      changes.repositories.removed.push(gone)
      for (const path of this.pathsAt(at)) {
        changes.lockfiles.removed.push(lockfileRef(gone, path))
      }
    }
    return changes
  }
}

function mapKey(id: bigint): number | bigint {
  return id <= MAX_SAFE ? Number(id) : id
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/** Each path once, in order; most repositories have a few lockfiles, so no set for those. */
function distinct(paths: string[]): string[] {
  if (paths.length <= 16) {
    return paths.every((path, i) => paths.indexOf(path) === i)
      ? paths
      : paths.filter((path, i) => paths.indexOf(path) === i)
  }
  return [...new Set(paths)]
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
