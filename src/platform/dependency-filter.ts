/**
 * The API's `dependencyFilter` object (`protos.sca.v1.DependencyFilter`), as `SupplyChainService`'s
 * list operations take it, with the enum values of the published OpenAPI file. A test holds these
 * lists equal to the file's.
 */

/** `ecosystem`: the package manager of a lockfile. */
export const ECOSYSTEMS = [
  'no_package_manager',
  'npm',
  'pypi',
  'gomod',
  'cargo',
  'maven',
  'gem',
  'composer',
  'nuget',
  'pub',
  'swiftpm',
  'hex',
  'cocoapods',
  'mix',
  'opam'
] as const
export type Ecosystem = (typeof ECOSYSTEMS)[number]

/** `transitivity`: whether a dependency is declared directly or pulled in by another. */
export const TRANSITIVITIES = ['UNKNOWN_TRANSITIVITY', 'TRANSITIVE', 'DIRECT'] as const
export type Transitivity = (typeof TRANSITIVITIES)[number]

/** `licensePolicySettings`: what the deployment's license policy does with a dependency's license. */
export const LICENSE_POLICY_SETTINGS = [
  'LICENSE_POLICY_SETTING_ALLOW',
  'LICENSE_POLICY_SETTING_COMMENT',
  'LICENSE_POLICY_SETTING_BLOCK'
] as const
export type LicensePolicySetting = (typeof LICENSE_POLICY_SETTINGS)[number]

/** One element of `dependencyFilter.packageFilters`. */
export interface PackageFilter {
  exactNameMatch?: boolean
  exactVersion?: string
  name?: string
  /** A version constraint such as `">=1.0.0"`. */
  versionLowerBound?: string
  versionUpperBound?: string
}

/** Repository IDs are kept exact as `bigint` (sent as JSON integers, as the file types them). */
export interface DependencyFilter {
  ecosystem?: Ecosystem[]
  /** `true` lists only archived repositories; unset or `false` leaves them out. */
  includeArchived?: boolean
  license?: string[]
  licensePolicySettings?: LicensePolicySetting[]
  lockfilePath?: string
  /** Deprecated upstream in favour of `packageFilters`. */
  name?: string
  packageFilters?: PackageFilter[]
  repositoryId?: bigint[]
  transitivity?: Transitivity[]
  /** Deprecated upstream in favour of `packageFilters`. */
  version?: string
}

/** The fields the API has deprecated, each with what replaces it. */
export const DEPRECATED_FILTER_FIELDS = ['name', 'version'] as const
