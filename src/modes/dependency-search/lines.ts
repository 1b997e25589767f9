/**
 * The package lines of `packages` and `packages-file`: `<ecosystem>:<name>[@<version>]`, a package
 * URL (`pkg:npm/%40ctrl/tinycolor@4.1.1`), or, in a file, the platform field team's CSV (a header
 * row naming a `dependency` or `name` column and a `version` column). Every line is checked here,
 * before any request; each problem names its input, line number and text.
 */
import { ECOSYSTEMS, type Ecosystem } from '../../platform/dependency-filter.js'
import { oneLine } from '../../action/text.js'

/** A line's version part: any version, one exact version, or bounds that carry their operator. */
export type VersionQuery =
  | { kind: 'any' }
  | { kind: 'exact'; version: string }
  /** `lower` like `>=2.0.0` or `>2.0.0`, `upper` like `<2.17.1` or `<=2.17.0`; at least one. */
  | { kind: 'range'; lower?: string; upper?: string }

/** Where a line was written. */
export type LineSource = 'packages' | 'packages-file'

/** One package to search for, as parsed from its line. */
export interface PackageLine {
  source: LineSource
  /** 1-based line number in its input. */
  line: number
  /** The line as written, comment and surrounding blanks removed. */
  text: string
  ecosystem: Ecosystem
  name: string
  version: VersionQuery
}

/** At most this many package lines in one run, over both inputs. */
export const MAX_PACKAGE_LINES = 10_000
/** Longest name accepted: far beyond any registry's (npm: 214 characters). */
const MAX_NAME_LENGTH = 512
/** Problems listed in one error at most; the rest are counted. */
const MAX_PROBLEMS = 10

/** purl types and the published ecosystem each one is. */
const PURL_TYPES: Record<string, Ecosystem> = {
  npm: 'npm',
  pypi: 'pypi',
  golang: 'gomod',
  cargo: 'cargo',
  maven: 'maven',
  gem: 'gem',
  composer: 'composer',
  nuget: 'nuget',
  pub: 'pub',
  swift: 'swiftpm',
  hex: 'hex',
  cocoapods: 'cocoapods'
}

/** The lines could not all be read: each problem names its input, line number and text. */
export class PackageLinesError extends Error {
  override name = 'PackageLinesError'
  constructor(
    readonly source: LineSource,
    readonly problems: string[]
  ) {
    super(problems.join('; '))
  }
}

/** A problem with one line, before it is named. */
class LineProblem extends Error {}

/** Whether `value` is a published ecosystem. */
export function isEcosystem(value: string): value is Ecosystem {
  return (ECOSYSTEMS as readonly string[]).includes(value)
}

/** `pypi`, or the published name of a purl type (`golang` → `gomod`); undefined otherwise. */
export function ecosystemNamed(value: string): Ecosystem | undefined {
  const lower = value.trim().toLowerCase()
  if (isEcosystem(lower)) return lower
  return Object.hasOwn(PURL_TYPES, lower) ? PURL_TYPES[lower] : undefined
}

/**
 * Parses the lines of one input. A file whose first line is a CSV header is read as CSV.
 * Throws {@link PackageLinesError} naming every line that does not parse (the first ten).
 */
export function parsePackageLines(
  text: string,
  source: LineSource,
  defaultEcosystem: Ecosystem | undefined
): PackageLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)
  const header = source === 'packages-file' ? csvHeader(rows) : undefined
  const lines: PackageLine[] = []
  const problems: string[] = []
  let problemCount = 0
  rows.forEach((row, index) => {
    const line = index + 1
    let written: string
    let parseText: string
    if (header) {
      if (index <= header.row || row.trim() === '' || row.trim().startsWith('#')) return
      const cells = csvCells(row)
      const name = (cells[header.name] ?? '').trim()
      const version = (cells[header.version] ?? '').trim()
      written = row.trim()
      parseText = version === '' ? name : `${name}@${version}`
      if (name === '') {
        problemCount++
        if (problems.length < MAX_PROBLEMS) {
          problems.push(`${source} line ${line} (${quote(written)}): the name column is empty`)
        }
        return
      }
    } else {
      written = row.replace(/#.*$/, '').trim()
      if (written === '') return
      parseText = written
    }
    try {
      lines.push({ source, line, text: written, ...parseLine(parseText, defaultEcosystem) })
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error
      problemCount++
      if (problems.length < MAX_PROBLEMS) {
        problems.push(`${source} line ${line} (${quote(written)}): ${error.message}`)
      }
    }
  })
  if (problemCount > problems.length) problems.push(`and ${problemCount - problems.length} more`)
  if (problems.length > 0) throw new PackageLinesError(source, problems)
  return lines
}

/** The line as the summary and errors quote it: one line, at most 120 characters. */
function quote(text: string): string {
  const line = oneLine(text)
  return JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line)
}

/** One line, without its comment: the ecosystem, the name and the version part. */
export function parseLine(
  text: string,
  defaultEcosystem: Ecosystem | undefined
): Omit<PackageLine, 'source' | 'line' | 'text'> {
  if (/^pkg:/i.test(text)) return parsePurl(text)
  const colon = text.indexOf(':')
  const prefix = colon > 0 ? text.slice(0, colon).toLowerCase() : undefined
  let ecosystem: Ecosystem
  let rest: string
  if (prefix !== undefined && isEcosystem(prefix)) {
    ecosystem = prefix
    rest = text.slice(colon + 1)
  } else if (defaultEcosystem !== undefined) {
    ecosystem = defaultEcosystem
    rest = text
  } else if (prefix !== undefined && /^[a-z_]+$/.test(prefix)) {
    const alias = ecosystemNamed(prefix)
    throw new LineProblem(
      `unknown ecosystem ${JSON.stringify(prefix)}` +
        (alias ? ` (the published name is ${alias})` : '') +
        `; use one of ${ECOSYSTEMS.join(', ')}`
    )
  } else {
    throw new LineProblem('no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem')
  }
  const { name, version } = splitVersion(rest.trim())
  return { ecosystem, name: checkName(name), version: parseVersion(version) }
}

/**
 * `name@version` at the last `@` that is not the name's first character (`@ctrl/tinycolor@4.1.1`);
 * no such `@` → no version.
 */
function splitVersion(text: string): { name: string; version: string | undefined } {
  const at = text.lastIndexOf('@')
  if (at <= 0) return { name: text, version: undefined }
  return { name: text.slice(0, at).trim(), version: text.slice(at + 1).trim() }
}

function checkName(name: string): string {
  if (name === '') throw new LineProblem('the name is empty')
  if (/[\s\p{Cc}]/u.test(name))
    throw new LineProblem('the name holds a blank or a control character')
  if (name.length > MAX_NAME_LENGTH) {
    throw new LineProblem(`the name is longer than ${MAX_NAME_LENGTH} characters`)
  }
  return name
}

/** An operator (or none: an exact version) and a version; `~1.2` and `^1.2` are no versions here. */
const BOUND = /^(>=|>|<=|<|==|=)?\s*([^\s<>=,~^]+)$/

/**
 * The version part: none or `*` → any version; a plain version (or `==1.2.3`) → that version; one
 * lower bound (`>=`, `>`) and/or one upper bound (`<`, `<=`), comma-separated.
 */
export function parseVersion(text: string | undefined): VersionQuery {
  if (text === undefined || text === '*') return { kind: 'any' }
  if (text === '') throw new LineProblem('the version after "@" is empty')
  const parts = text.split(',').map(part => part.trim())
  const bounds: { lower?: string; upper?: string } = {}
  for (const part of parts) {
    const match = BOUND.exec(part)
    if (!match) {
      throw new LineProblem(
        `${JSON.stringify(part)} is not a version or a bound (>=, >, <, <= and a version)`
      )
    }
    const [, operator, version] = match as unknown as [string, string | undefined, string]
    if (operator === undefined || operator === '==' || operator === '=') {
      if (parts.length > 1) {
        throw new LineProblem(`an exact version (${part}) cannot be combined with bounds`)
      }
      return { kind: 'exact', version }
    }
    const side = operator.startsWith('>') ? 'lower' : 'upper'
    if (bounds[side] !== undefined) {
      throw new LineProblem(`two ${side} bounds (${bounds[side]} and ${part}); give one of each`)
    }
    bounds[side] = `${operator}${version}`
  }
  return { kind: 'range', ...bounds }
}

/** `pkg:type/namespace/name@version?qualifiers#subpath`, percent-decoded. */
function parsePurl(text: string): Omit<PackageLine, 'source' | 'line' | 'text'> {
  const body = text
    .slice(4)
    .replace(/^\/+/, '')
    .replace(/[?#].*$/, '')
  const at = body.lastIndexOf('@')
  const path = at < 0 ? body : body.slice(0, at)
  const versionText = at < 0 ? undefined : decode(body.slice(at + 1))
  const segments = path.split('/').filter(segment => segment !== '')
  const type = (segments.shift() ?? '').toLowerCase()
  const ecosystem = Object.hasOwn(PURL_TYPES, type) ? PURL_TYPES[type]! : undefined
  if (ecosystem === undefined) {
    throw new LineProblem(
      `package URL type ${JSON.stringify(type)} is not one searched; use one of ` +
        Object.keys(PURL_TYPES).join(', ')
    )
  }
  const decoded = segments.map(decode)
  const last = decoded.pop()
  if (last === undefined || last === '') throw new LineProblem('the package URL has no name')
  const namespace = decoded.join('/')
  let name = last
  if (namespace !== '') name = type === 'maven' ? `${namespace}:${last}` : `${namespace}/${last}`
  return { ecosystem, name: checkName(name), version: parseVersion(versionText) }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new LineProblem(`${JSON.stringify(segment)} is not valid percent-encoding`)
  }
}

/** The header of a CSV file: its row and the columns of the name and the version. */
interface CsvHeader {
  row: number
  name: number
  version: number
}

/** The header when the first non-blank row names a `dependency` or `name` and a `version` column. */
function csvHeader(rows: readonly string[]): CsvHeader | undefined {
  const row = rows.findIndex(text => text.trim() !== '')
  if (row < 0 || !rows[row]!.includes(',')) return undefined
  const cells = csvCells(rows[row]!).map(cell => cell.trim().toLowerCase())
  const dependency = cells.indexOf('dependency')
  const name = dependency >= 0 ? dependency : cells.indexOf('name')
  const version = cells.indexOf('version')
  return name >= 0 && version >= 0 ? { row, name, version } : undefined
}

/** The cells of one CSV row: commas separate, double quotes enclose (`""` is a quote). */
export function csvCells(row: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}

/** The name as PEP 503 normalizes PyPI names: runs of `-`, `_`, `.` to one `-`, lower case. */
export function pep503(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase()
}

/** A key that is equal for lines that ask the same (PyPI names as PEP 503 normalizes them). */
export function lineKey(line: Pick<PackageLine, 'ecosystem' | 'name' | 'version'>): string {
  const name = line.ecosystem === 'pypi' ? pep503(line.name) : line.name
  const v = line.version
  const version =
    v.kind === 'any'
      ? '*'
      : v.kind === 'exact'
        ? `=${v.version}`
        : `${v.lower ?? ''},${v.upper ?? ''}`
  return `${line.ecosystem}\u0000${name}\u0000${version}`
}

/** The lines with each repeated one (same key) kept once, at its first place; and how many went. */
export function distinctLines(lines: readonly PackageLine[]): {
  lines: PackageLine[]
  repeated: number
} {
  const seen = new Set<string>()
  const kept: PackageLine[] = []
  for (const line of lines) {
    const key = lineKey(line)
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(line)
  }
  return { lines: kept, repeated: lines.length - kept.length }
}

/** `npm:@ctrl/tinycolor@4.1.1`, `maven:g:a@>=2.0.0,<2.17.1`: a line as the summary names it. */
export function describeLine(line: Pick<PackageLine, 'ecosystem' | 'name' | 'version'>): string {
  const v = line.version
  const version =
    v.kind === 'any'
      ? ''
      : v.kind === 'exact'
        ? `@${v.version}`
        : `@${[v.lower, v.upper].filter(b => b !== undefined).join(',')}`
  return `${line.ecosystem}:${line.name}${version}`
}
