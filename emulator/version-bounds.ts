/** Version bounds of a package filter (`>=1.0.0`, `<2`), compared by numeric release segments. */

/** A bound: the comparison and the version's numeric segments. */
export interface VersionBound {
  operator: '>=' | '>' | '<=' | '<' | '='
  segments: number[]
}

/** Numeric release segments of a version: `v1.2.3-rc.1` → [1, 2, 3]; undefined when none. */
export function versionSegments(version: string): number[] | undefined {
  const match = /^v?([0-9]+(?:\.[0-9]+)*)/.exec(version.trim())
  return match ? (match[1] as string).split('.').map(Number) : undefined
}

function compareSegments(left: number[], right: number[]): number {
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * Parses a bound; a bare version means `>=` as a lower and `<=` as an upper bound. Undefined when
 * the text is no bound or points the wrong way (`<1` as a lower bound).
 */
export function parseVersionBound(text: string, side: 'lower' | 'upper'): VersionBound | undefined {
  const match = /^\s*(>=|>|<=|<|=)?\s*(\S+)\s*$/.exec(text)
  const segments = match ? versionSegments(match[2] as string) : undefined
  if (!match || segments === undefined) return undefined
  const operator = (match[1] ?? (side === 'lower' ? '>=' : '<=')) as VersionBound['operator']
  if (side === 'lower' && operator.startsWith('<')) return undefined
  if (side === 'upper' && operator.startsWith('>')) return undefined
  return { operator, segments }
}

/** Whether `version` satisfies the bound; a version without numeric segments never does. */
export function satisfies(version: string, bound: VersionBound): boolean {
  const segments = versionSegments(version)
  if (segments === undefined) return false
  const order = compareSegments(segments, bound.segments)
  switch (bound.operator) {
    case '>=':
      return order >= 0
    case '>':
      return order > 0
    case '<=':
      return order <= 0
    case '<':
      return order < 0
    case '=':
      return order === 0
  }
}
