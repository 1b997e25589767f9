/**
 * The published `DependencyFilter` with its published meaning, over the dataset's repositories,
 * lockfiles and dependencies. Fields are ANDed; package filters are ORed among themselves. A
 * package filter's name is matched by substring (any case) unless `exactNameMatch`, and its
 * `exactVersion` takes precedence over its bounds ("Ignored if exact_version is set").
 */
import type { DatasetLockfile, DatasetRepository } from './dataset.js'
import { apiEcosystem, forEachDependency, type DatasetDependency } from './dependencies.js'
import { int64 } from './openapi/protobuf-json.js'
import { HttpError } from './validation.js'
import { parseVersionBound, satisfies, type VersionBound } from './version-bounds.js'

/** One `packageFilters` element as the schema admitted it. */
export interface PackageFilterBody {
  name?: string
  exactNameMatch?: boolean
  exactVersion?: string
  versionLowerBound?: string
  versionUpperBound?: string
}

/** `dependencyFilter` as the schema admitted it (enum values are checked there). */
export interface DependencyFilterBody {
  includeArchived?: boolean
  ecosystem?: string[]
  transitivity?: string[]
  license?: string[]
  licensePolicySettings?: string[]
  lockfilePath?: string
  packageFilters?: PackageFilterBody[]
  repositoryId?: unknown[]
  /** Deprecated: like a package filter with only `name`. */
  name?: string
  /** Deprecated: like a package filter with only `exactVersion`. */
  version?: string
}

type DependencyTest = (dependency: DatasetDependency) => boolean

/** A filter ready to apply. */
export interface DependencyMatcher {
  /** `includeArchived: true`: only archived repositories are listed. */
  readonly archived: boolean
  /** Whether the repository is one the filter lists at all (archived state, repositoryId). */
  admits(repository: DatasetRepository, archived: boolean): boolean
  /** Matching dependencies in the lockfile; undefined when the filter leaves it out. */
  lockfileCount(repository: DatasetRepository, lockfile: DatasetLockfile): number | undefined
  /** Matching dependencies of an admitted repository; undefined when none is left. */
  repositoryCount(repository: DatasetRepository): number | undefined
  /** Whether the lockfile is one the filter lists (ecosystem, path). */
  admitsLockfile(lockfile: DatasetLockfile): boolean
  /** Whether a dependency passes the filter's dependency tests. */
  admitsDependency(dependency: DatasetDependency): boolean
  /**
   * The exact names every package filter asks for, when each asks for one with `exactNameMatch`
   * and the filter has no deprecated `name`; undefined when any name may match otherwise.
   */
  readonly exactNames: readonly string[] | undefined
}

/** Whether a lockfile path matches `lockfilePath`: equal, or ending in '/' + it. */
function lockfilePathMatches(path: string, wanted: string): boolean {
  return path === wanted || path.endsWith(`/${wanted}`)
}

function bound(text: string | undefined, side: 'lower' | 'upper', field: string) {
  if (text === undefined) return undefined
  const parsed = parseVersionBound(text, side)
  if (parsed === undefined) {
    const example = side === 'lower' ? '">=1.0.0"' : '"<2.0.0"'
    throw new HttpError(400, `invalid field "${field}": '${text}' is not a bound like ${example}`)
  }
  return parsed
}

/** How a server matches: as published, or (a switch of the emulator) ignoring versions. */
export interface MatchingOptions {
  /** A server that matches versions loosely: `exactVersion` and the bounds are not applied. */
  looseVersions?: boolean
}

function packageTest(
  filter: PackageFilterBody,
  field: string,
  matching: MatchingOptions = {}
): DependencyTest {
  const lower: VersionBound | undefined = bound(
    filter.versionLowerBound,
    'lower',
    `${field}.versionLowerBound`
  )
  const upper = bound(filter.versionUpperBound, 'upper', `${field}.versionUpperBound`)
  const name = filter.name?.toLowerCase()
  const versionTest = (version: string): boolean => {
    if (matching.looseVersions) return true
    if (filter.exactVersion !== undefined) return version === filter.exactVersion
    return (
      (lower === undefined || satisfies(version, lower)) &&
      (upper === undefined || satisfies(version, upper))
    )
  }
  return dependency =>
    (filter.name === undefined ||
      (filter.exactNameMatch === true
        ? dependency.name === filter.name
        : dependency.name.toLowerCase().includes(name as string))) &&
    versionTest(dependency.version)
}

function dependencyTests(
  filter: DependencyFilterBody,
  matching: MatchingOptions = {}
): DependencyTest[] {
  const tests: DependencyTest[] = []
  const within = (values: string[] | undefined, read: (d: DatasetDependency) => string) => {
    if (values !== undefined && values.length > 0) {
      tests.push(dependency => values.includes(read(dependency)))
    }
  }
  within(filter.transitivity, dependency => dependency.transitivity)
  within(filter.license, dependency => dependency.license)
  within(filter.licensePolicySettings, dependency => dependency.licensePolicySetting)
  const packages = (filter.packageFilters ?? []).map((item, index) =>
    packageTest(item, `dependencyFilter.packageFilters[${index}]`, matching)
  )
  if (packages.length > 0) tests.push(dependency => packages.some(test => test(dependency)))
  if (filter.name !== undefined || filter.version !== undefined) {
    tests.push(
      packageTest({ name: filter.name, exactVersion: filter.version }, 'dependencyFilter', matching)
    )
  }
  return tests
}

/** Prepares a filter; throws HttpError 400 for a version bound it cannot read. */
export function compileDependencyFilter(
  filter: DependencyFilterBody | undefined,
  seed: number,
  matching: MatchingOptions = {}
): DependencyMatcher {
  const archived = filter?.includeArchived === true
  const ids = filter?.repositoryId?.length
    ? new Set(filter.repositoryId.map(id => int64(id)))
    : undefined
  const ecosystems = filter?.ecosystem?.length ? new Set(filter.ecosystem) : undefined
  const wantedPath = filter?.lockfilePath
  const tests = filter === undefined ? [] : dependencyTests(filter, matching)
  const packageFilters = filter?.packageFilters ?? []
  const exactNames =
    packageFilters.length > 0 &&
    filter?.name === undefined &&
    packageFilters.every(p => p.exactNameMatch === true && p.name !== undefined)
      ? packageFilters.map(p => p.name as string)
      : undefined
  const admitsLockfile = (lockfile: DatasetLockfile): boolean =>
    (ecosystems === undefined || ecosystems.has(apiEcosystem(lockfile.ecosystem))) &&
    (wantedPath === undefined || lockfilePathMatches(lockfile.lockfilePath, wantedPath))
  const byLockfile = ecosystems !== undefined || wantedPath !== undefined || tests.length > 0

  const lockfileCount = (repository: DatasetRepository, lockfile: DatasetLockfile) => {
    if (ecosystems !== undefined && !ecosystems.has(apiEcosystem(lockfile.ecosystem))) return
    if (wantedPath !== undefined && !lockfilePathMatches(lockfile.lockfilePath, wantedPath)) return
    if (tests.length === 0) return lockfile.numDependencies
    let count = 0
    forEachDependency(seed, repository, lockfile, dependency => {
      if (tests.every(test => test(dependency))) count += 1
    })
    return count > 0 ? count : undefined
  }

  return {
    archived,
    exactNames,
    admitsLockfile,
    admitsDependency: dependency => tests.every(test => test(dependency)),
    admits: (repository, isArchived) =>
      isArchived === archived && (ids === undefined || ids.has(repository.id)),
    lockfileCount,
    repositoryCount: repository => {
      // without lockfile criteria a repository counts all its dependencies, lockfiles or not
      if (!byLockfile) return repository.numDependencies
      let total: number | undefined
      for (const lockfile of repository.lockfiles) {
        const count = lockfileCount(repository, lockfile)
        if (count !== undefined) total = (total ?? 0) + count
      }
      return total
    }
  }
}
