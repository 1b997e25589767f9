/**
 * `advisories-file`: OSV advisories (ossf.github.io/osv-schema), the format of osv.dev and of
 * GitHub's advisory database, as one record, a JSON array of records, or JSON Lines. Each
 * `affected[]` entry gives a package: its `SEMVER` and `ECOSYSTEM` ranges become bounds (one
 * package per introduced…fixed interval), or, for an entry without such ranges, each of its
 * `versions[]` an exact version. `GIT` ranges and ranges with a `limit` event are skipped with a
 * notice. Every package keeps the advisory it came from.
 */
import type { Ecosystem } from '../../platform/dependency-filter.js'
import {
  describeLine,
  ecosystemNamed,
  LineProblem,
  PackageLinesError,
  parsePackage,
  type PackageLine,
  type Query,
  type VersionQuery
} from './lines.js'
import { nameProblem, quoted } from './names.js'

/** The advisories' packages, and what was skipped (for notices). */
export interface Advisories {
  packages: PackageLine[]
  notices: string[]
}

/** Problems listed in one error at most. */
const MAX_PROBLEMS = 10
/** Characters of an advisory ID (or alias) at most. */
const MAX_ID_CHARS = 200
/** Aliases kept of a record at most (they are shown, not searched). */
const MAX_ALIASES = 32
/** A version as a bound may carry it: no blank, comma or operator. */
const VERSION = /^[^\s<>=,~^!]+$/

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The records of the file: one object, an array of them, or one a line. */
function records(text: string): unknown[] {
  const body = text.replace(/^\uFEFF/, '').trim()
  if (body === '') return []
  try {
    const whole: unknown = JSON.parse(body)
    return Array.isArray(whole) ? whole : [whole]
  } catch {
    // Not one JSON value: JSON Lines, each line a record.
  }
  // Numbered as the file's lines, blank ones included, so that an error names the right one.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  return lines.flatMap((line, index) => {
    if (line.trim() === '') return []
    try {
      return [JSON.parse(line) as unknown]
    } catch {
      throw new PackageLinesError('advisories-file', [
        `advisories-file line ${index + 1}: not JSON; give OSV JSON: one record, an array of ` +
          'records, or one record a line'
      ])
    }
  })
}

/** Parses the file; throws {@link PackageLinesError} naming each record that is not OSV. */
export function parseAdvisories(text: string): Advisories {
  const packages: PackageLine[] = []
  const notices: string[] = []
  const problems: string[] = []
  let problemCount = 0
  records(text).forEach((record, index) => {
    const position = index + 1
    try {
      packages.push(...recordPackages(record, position, notices))
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error
      problemCount++
      const id = isObject(record) && typeof record.id === 'string' ? ` (${quoted(record.id)})` : ''
      if (problems.length < MAX_PROBLEMS) {
        problems.push(`advisories-file record ${position}${id}: ${error.message}`)
      }
    }
  })
  if (problemCount > problems.length) problems.push(`and ${problemCount - problems.length} more`)
  if (problems.length > 0) throw new PackageLinesError('advisories-file', problems)
  return { packages, notices }
}

function recordPackages(record: unknown, position: number, notices: string[]): PackageLine[] {
  if (!isObject(record) || typeof record.id !== 'string' || record.id === '') {
    throw new LineProblem('not an OSV record (an object with an "id" and "affected")')
  }
  const id = record.id
  // Each package of the record carries its ID and aliases into the file and the summary: an ID is
  // a few dozen characters (GHSA-…, PYSEC-…), so a long one is no OSV record's.
  if (id.length > MAX_ID_CHARS) {
    throw new LineProblem(`its "id" is longer than ${MAX_ID_CHARS} characters`)
  }
  const aliases = Array.isArray(record.aliases)
    ? record.aliases
        .filter((a): a is string => typeof a === 'string' && a.length <= MAX_ID_CHARS)
        .slice(0, MAX_ALIASES)
    : []
  if (!Array.isArray(record.affected)) throw new LineProblem('"affected" is not a list')
  const lines: PackageLine[] = []
  for (const affected of record.affected) {
    for (const query of affectedQueries(affected, id, notices)) {
      lines.push({
        source: 'advisories-file',
        line: position,
        text: `${id} ${describeLine(query)}`,
        ...query,
        advisory: { id, aliases }
      })
    }
  }
  return lines
}

/** The packages of one `affected[]` entry. */
function affectedQueries(affected: unknown, id: string, notices: string[]): Query[] {
  if (!isObject(affected) || !isObject(affected.package)) {
    throw new LineProblem('an "affected" entry has no "package"')
  }
  const pkg = affected.package
  const base = packageOf(pkg)
  const versions: VersionQuery[] = []
  let ranged = false
  for (const range of Array.isArray(affected.ranges) ? affected.ranges : []) {
    if (!isObject(range)) continue
    const type = typeof range.type === 'string' ? range.type : ''
    if (type !== 'SEMVER' && type !== 'ECOSYSTEM') {
      notices.push(`${id}: a ${type || 'typeless'} range of ${describeLine(base)} was skipped`)
      continue
    }
    const events = Array.isArray(range.events) ? range.events.filter(isObject) : []
    if (events.some(event => event.limit !== undefined)) {
      notices.push(`${id}: a range of ${describeLine(base)} with a "limit" event was skipped`)
      continue
    }
    ranged = true
    versions.push(...intervals(events))
  }
  if (!ranged) {
    const listed = Array.isArray(affected.versions) ? affected.versions : []
    for (const version of listed) {
      if (typeof version !== 'string' || !VERSION.test(version)) {
        throw new LineProblem(
          `version ${quoted(String(version))} of ${describeLine(base)} is not one`
        )
      }
      versions.push({ kind: 'exact', version })
    }
    // Neither ranges nor versions: every version, as the schema reads an entry without both.
    if (listed.length === 0 && !Array.isArray(affected.ranges)) versions.push({ kind: 'any' })
  }
  return versions.map(version => ({ ...base, version }))
}

/** The package of `affected[].package`: its ecosystem and name, or its purl. */
function packageOf(pkg: Json): Query {
  if (typeof pkg.name === 'string' && pkg.name !== '') {
    const written = typeof pkg.ecosystem === 'string' ? pkg.ecosystem : ''
    const ecosystem: Ecosystem | undefined = ecosystemNamed(written.split(':')[0]!)
    if (ecosystem === undefined || written.includes(':')) {
      throw new LineProblem(
        `ecosystem ${quoted(written)} is not one searched (npm, PyPI, Maven, Go, crates.io, ` +
          'RubyGems, Packagist, NuGet, Pub, Hex, SwiftURL)'
      )
    }
    const problem = nameProblem(ecosystem, pkg.name)
    if (problem !== undefined) throw new LineProblem(problem)
    return { ecosystem, name: pkg.name, version: { kind: 'any' } }
  }
  if (typeof pkg.purl === 'string') {
    const query = parsePackage(pkg.purl.replace(/@[^/]*$/, ''), undefined)
    return { ...query, version: { kind: 'any' } }
  }
  throw new LineProblem('a package has neither a name nor a purl')
}

/**
 * The intervals of one range's events, in order: `introduced` opens one (`>=`, none for `0`),
 * `fixed` closes it with `<`, `last_affected` with `<=`; one left open has its lower bound only.
 */
function intervals(events: Json[]): VersionQuery[] {
  const out: VersionQuery[] = []
  let open: { lower?: string } | undefined
  const version = (value: unknown, field: string): string => {
    if (typeof value !== 'string' || !VERSION.test(value)) {
      throw new LineProblem(`${field} ${quoted(String(value))} is not a version`)
    }
    return value
  }
  for (const event of events) {
    if (event.introduced !== undefined) {
      const v = version(event.introduced, 'introduced')
      open = v === '0' ? {} : { lower: `>=${v}` }
    } else if (event.fixed !== undefined || event.last_affected !== undefined) {
      const upper =
        event.fixed !== undefined
          ? `<${version(event.fixed, 'fixed')}`
          : `<=${version(event.last_affected, 'last_affected')}`
      out.push({ kind: 'range', ...open, upper })
      open = undefined
    }
  }
  if (open !== undefined)
    out.push(open.lower === undefined ? { kind: 'any' } : { kind: 'range', ...open })
  return out
}
