/** Lookups over the dataset's repositories, active and archived. */
import type { Dataset, DatasetLockfile, DatasetProject, DatasetRepository } from './dataset.js'
import type { DatasetDependency } from './dependencies.js'

/** A repository and whether it is archived. */
export interface IndexedRepository {
  repository: DatasetRepository
  archived: boolean
}

/** A planted dependency where it is: its repository, lockfile and position in the lockfile. */
export interface PlantedEntry extends IndexedRepository {
  lockfile: DatasetLockfile
  dependency: DatasetDependency
  position: number
}

export class RepositoryIndex {
  private readonly byId = new Map<bigint, IndexedRepository>()
  private byName: Map<string, DatasetProject> | undefined
  private plantedByName: Map<string, PlantedEntry[]> | undefined
  /**
   * Every project: active repositories, archived ones, then projects without dependency data, each
   * by ascending id (the order the projects list uses).
   */
  readonly all: readonly DatasetProject[]

  constructor(readonly dataset: Dataset) {
    for (const repository of dataset.repositories) {
      this.byId.set(repository.id, { repository, archived: false })
    }
    for (const repository of dataset.archivedRepositories) {
      this.byId.set(repository.id, { repository, archived: true })
    }
    this.all = [
      ...dataset.repositories,
      ...dataset.archivedRepositories,
      ...dataset.projectsWithoutDependencies
    ]
  }

  get(id: bigint): IndexedRepository | undefined {
    return this.byId.get(id)
  }

  /** The project named exactly `name` (case counts). Built on first use. */
  named(name: string): DatasetProject | undefined {
    this.byName ??= new Map(this.all.map(repository => [repository.name, repository]))
    return this.byName.get(name)
  }

  /**
   * The planted dependencies named exactly `name`, in the order the lists walk them (repository
   * id, lockfile, position). Built on first use.
   */
  planted(name: string): readonly PlantedEntry[] {
    if (this.plantedByName === undefined) {
      this.plantedByName = new Map()
      for (const archived of [false, true]) {
        for (const repository of this.listed(archived)) {
          for (const lockfile of repository.lockfiles) {
            const planted = lockfile.planted ?? []
            const first = lockfile.numDependencies - planted.length
            planted.forEach((dependency, index) => {
              const entries = this.plantedByName!.get(dependency.name) ?? []
              entries.push({ repository, archived, lockfile, dependency, position: first + index })
              this.plantedByName!.set(dependency.name, entries)
            })
          }
        }
      }
    }
    return this.plantedByName.get(name) ?? []
  }

  /** The repositories the dependency lists walk: archived or not, by ascending id. */
  listed(archived: boolean): readonly DatasetRepository[] {
    return archived ? this.dataset.archivedRepositories : this.dataset.repositories
  }
}

/** Index of the first repository whose id is above `cursor` in a list sorted by id. */
export function firstAfter(repositories: readonly DatasetRepository[], cursor: bigint): number {
  let low = 0
  let high = repositories.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((repositories[middle] as DatasetRepository).id <= cursor) low = middle + 1
    else high = middle
  }
  return low
}
