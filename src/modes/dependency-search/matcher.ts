/**
 * The client-side check of what ListDependencies returns, so that a server that matches loosely
 * raises no false alarm: a dependency is a match only when its ecosystem is the line's, its name is
 * the line's (PyPI names compared as PEP 503 normalizes them, others exactly) and, for an exact
 * version, its version is that version. A line with bounds takes the platform's version matching as
 * it is (its ordering per ecosystem is not published): such matches are marked as matched by range.
 */
import type { DependencyFilter, PackageFilter } from '../../platform/dependency-filter.js'
import { pep503, type PackageLine } from './lines.js'

/** What the check needs of a returned dependency. */
export interface ReturnedDependency {
  ecosystem: string
  name: string
  version: string
}

export type MatchVerdict = { match: true; byRange: boolean } | { match: false; reason: string }

/**
 * The names a line is asked under: its own, and for PyPI also its normalized form where that
 * differs (the platform's case rule for exact names is not published).
 */
export function namesToAsk(line: Pick<PackageLine, 'ecosystem' | 'name'>): string[] {
  if (line.ecosystem !== 'pypi') return [line.name]
  const normalized = pep503(line.name)
  return normalized === line.name ? [line.name] : [line.name, normalized]
}

/** The one package filter of a request: the name asked, always exact, and the version fields. */
export function packageFilter(line: Pick<PackageLine, 'version'>, name: string): PackageFilter {
  const v = line.version
  return {
    name,
    exactNameMatch: true,
    ...(v.kind === 'exact' && { exactVersion: v.version }),
    ...(v.kind === 'range' && v.lower !== undefined && { versionLowerBound: v.lower }),
    ...(v.kind === 'range' && v.upper !== undefined && { versionUpperBound: v.upper })
  }
}

/** The whole filter of one listing: one ecosystem, one package, one archived state. */
export function dependencyFilter(
  line: Pick<PackageLine, 'ecosystem' | 'version'>,
  name: string,
  archived: boolean
): DependencyFilter {
  return {
    ecosystem: [line.ecosystem],
    packageFilters: [packageFilter(line, name)],
    includeArchived: archived
  }
}

/** Whether a returned dependency is a match of the line, and if not, why. */
export function checkDependency(
  line: Pick<PackageLine, 'ecosystem' | 'name' | 'version'>,
  found: ReturnedDependency
): MatchVerdict {
  if (found.ecosystem !== line.ecosystem) {
    return { match: false, reason: `ecosystem ${found.ecosystem}, not ${line.ecosystem}` }
  }
  const sameName =
    line.ecosystem === 'pypi' ? pep503(found.name) === pep503(line.name) : found.name === line.name
  if (!sameName) return { match: false, reason: `name ${found.name}, not ${line.name}` }
  const v = line.version
  if (v.kind === 'exact' && found.version !== v.version) {
    return { match: false, reason: `version ${found.version}, not ${v.version}` }
  }
  return { match: true, byRange: v.kind === 'range' }
}
