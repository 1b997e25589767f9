/** The API's `dependencyFilter` object, as `SupplyChainService`'s list operations take it. */

/** One element of `dependencyFilter.packageFilters`. */
export interface PackageFilter {
  exactNameMatch?: boolean
  exactVersion?: string
  name?: string
  versionLowerBound?: string
  versionUpperBound?: string
}

/** Repository IDs are kept exact as `bigint`. */
export interface DependencyFilter {
  includeArchived?: boolean
  license?: string[]
  lockfilePath?: string
  name?: string
  packageFilters?: PackageFilter[]
  repositoryId?: bigint[]
  version?: string
}
