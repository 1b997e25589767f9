/**
 * The package lists of `packages` and `packages-file`, read as incidents bring them: one or several
 * packages a line (`<ecosystem>:<name>[@<version>]`, a package URL, a pip spec such as
 * `num2words==0.5.15`), or a CSV whose header names its columns. Every line is checked here, before
 * any request, against what its ecosystem's names may hold (names.ts); text that is not understood
 * fails the step naming its input, line number and text, and is never searched.
 */
import { ECOSYSTEMS, type Ecosystem } from '../../platform/dependency-filter.js'
import { oneLine } from '../../action/text.js'
import { csvRecords, rowSeparator, type CsvSeparator } from './csv.js'
import { MAX_QUOTED_CHARS, nameProblem, quoted } from './names.js'

/** A line's version part: any version, one exact version, or bounds that carry their operator. */
export type VersionQuery =
  | { kind: 'any' }
  | { kind: 'exact'; version: string }
  /** `lower` like `>=2.0.0` or `>2.0.0`, `upper` like `<2.17.1` or `<=2.17.0`; at least one. */
  | { kind: 'range'; lower?: string; upper?: string }

/** Where a line was written. */
export type LineSource = 'packages' | 'packages-file' | 'advisories-file'

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
  /** The OSV advisory the package came from (`advisories-file`). */
  advisory?: { id: string; aliases: string[] }
}

/** At most this many packages in one run, over all inputs. */
export const MAX_PACKAGE_LINES = 10_000
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

/** OSV's ecosystem names (ossf.github.io/osv-schema/#affectedpackage-field), lower-cased. */
const OSV_ECOSYSTEMS: Record<string, Ecosystem> = {
  npm: 'npm',
  pypi: 'pypi',
  maven: 'maven',
  go: 'gomod',
  'crates.io': 'cargo',
  rubygems: 'gem',
  packagist: 'composer',
  nuget: 'nuget',
  pub: 'pub',
  hex: 'hex',
  swifturl: 'swiftpm'
}

/** The header names of a CSV's columns, compared trimmed and without regard to case. */
export const PACKAGE_COLUMNS = [
  'dependency',
  'name',
  'package',
  'package_name',
  'package name',
  'component'
] as const
export const PURL_COLUMN = 'purl'
export const VERSION_COLUMNS = ['version', 'versions'] as const
export const ECOSYSTEM_COLUMNS = ['ecosystem', 'type'] as const

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
export class LineProblem extends Error {}

/** Whether `value` is a published ecosystem. */
export function isEcosystem(value: string): value is Ecosystem {
  return (ECOSYSTEMS as readonly string[]).includes(value)
}

/**
 * A published ecosystem, a purl type (`golang` → `gomod`) or an OSV ecosystem name (`crates.io` →
 * `cargo`), without regard to case; undefined otherwise.
 */
export function ecosystemNamed(value: string): Ecosystem | undefined {
  const lower = value.trim().toLowerCase()
  if (isEcosystem(lower)) return lower
  if (Object.hasOwn(PURL_TYPES, lower)) return PURL_TYPES[lower]
  return Object.hasOwn(OSV_ECOSYSTEMS, lower) ? OSV_ECOSYSTEMS[lower] : undefined
}

/** `^v?[0-9]+(\.[0-9]+)+([-+][0-9A-Za-z.-]+)?$`: a version with a dot, never a name. */
const PLAIN_VERSION = /^v?[0-9]+(?:\.[0-9]+)+(?:[-+][0-9A-Za-z.-]+)?$/

export function isPlainVersion(text: string): boolean {
  return PLAIN_VERSION.test(text)
}

/** Collects the problems of an input: the first ten named, the rest counted. */
class Problems {
  readonly listed: string[] = []
  count = 0
  constructor(private readonly source: LineSource) {}

  add(line: number, text: string, problem: string): void {
    this.count++
    if (this.listed.length < MAX_PROBLEMS) {
      this.listed.push(`${this.source} line ${line} (${quoteLine(text)}): ${problem}`)
    }
  }

  throwIfAny(): void {
    if (this.count === 0) return
    const more = this.count - this.listed.length
    throw new PackageLinesError(
      this.source,
      more > 0 ? [...this.listed, `and ${more} more`] : this.listed
    )
  }
}

/** The line as an error quotes it: one line, at most 200 characters. */
export function quoteLine(text: string): string {
  const line = oneLine(text)
  return JSON.stringify(
    line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS - 3)}...` : line
  )
}

/**
 * Parses one input: package lines, or a CSV when its first row is a CSV header (the same rule for
 * `packages` and `packages-file`). Throws {@link PackageLinesError} naming every line that does not
 * parse (the first ten); nothing that was not understood is returned.
 */
export function parsePackageLines(
  text: string,
  source: LineSource,
  defaultEcosystem: Ecosystem | undefined
): PackageLine[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  const problems = new Problems(source)
  const first = firstContentRow(body)
  const header = first && csvHeader(first, problems)
  problems.throwIfAny()
  const lines =
    header && first
      ? csvPackages(body, first, header, source, defaultEcosystem, problems)
      : linePackages(body, source, defaultEcosystem, problems)
  problems.throwIfAny()
  return lines
}

/** The first row that is not blank or a comment, where it starts, and whether more rows follow. */
interface FirstRow {
  text: string
  offset: number
  line: number
  moreRows: boolean
}

const LINE_END = /\r\n|\n|\r/g

function firstContentRow(body: string): FirstRow | undefined {
  let found: FirstRow | undefined
  let offset = 0
  let line = 1
  LINE_END.lastIndex = 0
  for (;;) {
    const end = LINE_END.exec(body)
    const row = body.slice(offset, end ? end.index : body.length)
    const trimmed = row.trim()
    if (trimmed !== '' && !trimmed.startsWith('#')) {
      if (found) {
        found.moreRows = true
        return found
      }
      found = { text: row, offset, line, moreRows: false }
    }
    if (!end) return found
    offset = end.index + end[0].length
    line++
  }
}

/** The columns of a CSV header. */
interface CsvHeader {
  separator: CsvSeparator
  name?: number
  purl?: number
  version?: number
  ecosystem?: number
}

/**
 * The header when the first row is one: a separator and a package column (or, alone on its row,
 * a package column's name followed by more rows). A first row that reads as a header but names no
 * package column is a problem: its cells are never searched as names.
 */
function csvHeader(first: FirstRow, problems: Problems): CsvHeader | undefined {
  const separator = rowSeparator(first.text)
  const cells = [...csvRecords(first.text, separator ?? ',')][0]?.cells ?? []
  const names = cells.map(cell => cell.trim().toLowerCase())
  if (
    separator === undefined &&
    !(first.moreRows && names.length === 1 && knownColumn(names[0]!))
  ) {
    return undefined
  }
  const column = (known: readonly string[]): number | undefined => {
    const at = names.findIndex(name => known.includes(name))
    return at < 0 ? undefined : at
  }
  const header: CsvHeader = {
    separator: separator ?? ',',
    ...definedAs('name', column(PACKAGE_COLUMNS)),
    ...definedAs('purl', column([PURL_COLUMN])),
    ...definedAs('version', column(VERSION_COLUMNS)),
    ...definedAs('ecosystem', column(ECOSYSTEM_COLUMNS))
  }
  if (header.name !== undefined || header.purl !== undefined) return header
  const headerLike = names.every(name => /^[a-z0-9_\- ]+$/.test(name) && !isPlainVersion(name))
  if (first.moreRows && headerLike) {
    problems.add(
      first.line,
      first.text,
      `this first row reads as a CSV header but names no package column; name one of ` +
        `${[...PACKAGE_COLUMNS, PURL_COLUMN].join(', ')} (and optionally ${VERSION_COLUMNS.join(', ')}; ` +
        `${ECOSYSTEM_COLUMNS.join(', ')})`
    )
  }
  return undefined
}

function knownColumn(name: string): boolean {
  return (PACKAGE_COLUMNS as readonly string[]).includes(name) || name === PURL_COLUMN
}

function definedAs<K extends string>(key: K, at: number | undefined): { [P in K]?: number } {
  return (at === undefined ? {} : { [key]: at }) as { [P in K]?: number }
}

/** The packages of a CSV's rows below its header. */
function csvPackages(
  body: string,
  first: FirstRow,
  header: CsvHeader,
  source: LineSource,
  defaultEcosystem: Ecosystem | undefined,
  problems: Problems
): PackageLine[] {
  const lines: PackageLine[] = []
  let isHeader = true
  for (const record of csvRecords(body, header.separator, first.offset, first.line)) {
    if (isHeader) {
      isHeader = false
      continue
    }
    const cell = (at: number | undefined): string =>
      at === undefined ? '' : (record.cells[at] ?? '').trim()
    const written = record.text.trim()
    if (record.cells.every(c => c.trim() === '') || cell(0).startsWith('#')) continue
    try {
      const found = csvRow(
        cell(header.name),
        cell(header.purl),
        cell(header.version),
        cell(header.ecosystem),
        defaultEcosystem
      )
      for (const query of found) {
        lines.push({
          source,
          line: record.line,
          text: found.length === 1 ? written : describeLine(query),
          ...query
        })
      }
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error
      problems.add(record.line, written, error.message)
    }
  }
  return lines
}

/** One CSV row's packages: one per version of its version cell. */
export function csvRow(
  nameCell: string,
  purlCell: string,
  versionCell: string,
  ecosystemCell: string,
  defaultEcosystem: Ecosystem | undefined
): Query[] {
  let rowEcosystem: Ecosystem | undefined
  if (ecosystemCell !== '') {
    rowEcosystem = ecosystemNamed(ecosystemCell)
    if (rowEcosystem === undefined) {
      throw new LineProblem(
        `ecosystem ${quoted(ecosystemCell)} is not one searched; use one of ${ECOSYSTEMS.join(', ')} ` +
          `(or an OSV name such as PyPI, crates.io, Go)`
      )
    }
  }
  const written = purlCell !== '' ? purlCell : nameCell
  if (written === '') throw new LineProblem('the package column is empty')
  const base = parsePackage(written, rowEcosystem ?? defaultEcosystem)
  if (rowEcosystem !== undefined && base.ecosystem !== rowEcosystem) {
    throw new LineProblem(
      `the ecosystem column says ${rowEcosystem}, the package says ${base.ecosystem}`
    )
  }
  if (versionCell === '' || versionCell === '*') return [base]
  if (base.version.kind !== 'any') {
    throw new LineProblem('a version is given twice: in the package cell and in the version column')
  }
  return versionCellQueries(versionCell).map(version => ({ ...base, version }))
}

/**
 * A version cell: several plain versions separated by `,`, `||` or blanks → one query each; bounds
 * (`>=2.0.0,<2.17.1`) → one range; `==1.2.3` exact.
 */
function versionCellQueries(cell: string): VersionQuery[] {
  const versions: VersionQuery[] = []
  for (const alternative of cell.split('||')) {
    const part = normalizeBlanks(alternative.trim())
    if (part === '') continue
    if (/[<>=]/.test(part)) {
      versions.push(parseVersion(part))
      continue
    }
    for (const piece of part.split(/[\s,]+/)) {
      if (piece !== '') versions.push(parseVersion(piece))
    }
  }
  if (versions.length === 0)
    throw new LineProblem(`the version cell ${quoted(cell)} holds no version`)
  return versions
}

/** What a package's text says: its ecosystem, name and version part. */
export type Query = Omit<PackageLine, 'source' | 'line' | 'text'>

/**
 * Blanks that belong to a version: around a comma before a bound operator, after an operator, and
 * before one (`requests >= 2.0, < 2.32` is `requests>=2.0,<2.32`); and around a lone `@`. A blank
 * between two bounds is npm's way of writing both (`>=1.0.0 <2.0.0`): a comma.
 */
function normalizeBlanks(line: string): string {
  return line
    .replace(/((?:[<>]=?|==?)[^\s,;<>=]+)\s+(?=[<>])/g, '$1,')
    .replace(/\s*,\s*(?=[<>=!~^])/g, ',')
    .replace(/(===|==|>=|<=|~=|!=|[<>=~^])\s+/g, '$1')
    .replace(/\s+(?=(?:[<>=!~]=|[<>]|\^\d|~\d))/g, '')
    .replace(/(\S)\s+@\s+(?=\S)/g, '$1@')
    .replace(/(\S)@\s+(?=\S)/g, '$1@')
}

/**
 * A line's pieces: blanks separate, and `,` or `;` — except a comma before a bound operator (part of
 * a version), inside `[...]` (pip extras), or in a package URL's qualifiers.
 */
export function linePieces(line: string): string[] {
  const pieces: string[] = []
  const text = normalizeBlanks(line.trim())
  let start = 0
  let depth = 0
  const push = (end: number): void => {
    if (end > start) pieces.push(text.slice(start, end))
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '[') depth++
    else if (c === ']') depth = Math.max(0, depth - 1)
    else if (/\s/.test(c)) {
      push(i)
      start = i + 1
      depth = 0
    } else if ((c === ',' || c === ';') && depth === 0) {
      const current = text.slice(start, i)
      const inQualifiers = /^pkg:/i.test(current) && current.includes('?')
      // A purl's qualifiers may hold commas (checksums=a,b); a comma before another purl splits.
      const nextPurl = /^pkg:/i.test(text.slice(i + 1, i + 5))
      if (c === ',' && (/[<>=!~^]/.test(text[i + 1] ?? '') || (inQualifiers && !nextPurl))) continue
      push(i)
      start = i + 1
    }
  }
  push(text.length)
  return pieces
}

/** The packages of plain lines: several a line, each piece a package or a version of the one before. */
function linePackages(
  body: string,
  source: LineSource,
  defaultEcosystem: Ecosystem | undefined,
  problems: Problems
): PackageLine[] {
  const lines: PackageLine[] = []
  body.split(/\r\n|\n|\r/).forEach((row, index) => {
    const line = index + 1
    const hash = row.indexOf('#')
    const written = (hash < 0 ? row : row.slice(0, hash)).trim()
    if (written === '') return
    try {
      const found = parseLinePackages(written, defaultEcosystem)
      for (const query of found) {
        lines.push({
          source,
          line,
          text: found.length === 1 ? written : describeLine(query),
          ...query
        })
      }
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error
      problems.add(line, written, error.message)
    }
  })
  return lines
}

/**
 * The packages of one line (comment removed). A plain version after a package is that package at
 * that version (`lodash,4.17.20,4.17.21` is lodash at each); nothing is guessed beyond that.
 */
export function parseLinePackages(
  written: string,
  defaultEcosystem: Ecosystem | undefined
): Query[] {
  const found: Query[] = []
  /** The package the next plain version belongs to, and whether it still stands without one. */
  let last: { query: Query; bare: boolean } | undefined
  for (const piece of linePieces(written)) {
    if (isPlainVersion(piece)) {
      if (last === undefined) {
        throw new LineProblem(`${quoted(piece)} is a version with no package before it`)
      }
      if (last.query.version.kind === 'range') {
        throw new LineProblem(`${quoted(piece)} follows a package given with bounds`)
      }
      const query = {
        ...last.query,
        version: { kind: 'exact' as const, version: piece }
      }
      if (last.bare) {
        found[found.length - 1] = query
        last.bare = false
      } else found.push(query)
      continue
    }
    const query = parsePackage(piece, defaultEcosystem)
    found.push(query)
    last = { query, bare: query.version.kind === 'any' }
  }
  return found
}

/** One package: a package URL, or `[<ecosystem>:]<name>[@<version> | <operator><version>]`. */
export function parsePackage(text: string, defaultEcosystem: Ecosystem | undefined): Query {
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
  } else if (prefix !== undefined && /^[a-z_.]+$/.test(prefix)) {
    const alias = ecosystemNamed(prefix)
    throw new LineProblem(
      `unknown ecosystem ${quoted(prefix)}` +
        (alias ? ` (the published name is ${alias})` : '') +
        `; use one of ${ECOSYSTEMS.join(', ')}`
    )
  } else {
    throw new LineProblem('no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem')
  }
  const split = splitVersion(rest.trim())
  let name = split.name
  // pip's extras (`requests[socks]`) select optional features of the same package.
  if (ecosystem === 'pypi') name = name.replace(/\[[^\]]*\]$/, '')
  const problem = nameProblem(ecosystem, name)
  if (problem !== undefined) throw new LineProblem(problem)
  return { ecosystem, name, version: parseVersion(split.version) }
}

/**
 * `name@version` at the last `@` that is not the name's first character (`@ctrl/tinycolor@4.1.1`);
 * where there is none, at the first `==`, `>=`, `<=`, `>` or `<` (pip's `num2words==0.5.15`);
 * neither → no version.
 */
function splitVersion(text: string): { name: string; version: string | undefined } {
  const at = text.lastIndexOf('@')
  if (at > 0) return { name: text.slice(0, at).trim(), version: text.slice(at + 1).trim() }
  // `~=`, `!=`, `~1.2` and `^1.2` split too, so that the version part refuses them (never a name).
  const operator = /===|==|>=|<=|~=|!=|[<>]|[~^](?=\d)/.exec(text)
  if (operator && operator.index > 0) {
    return {
      name: text.slice(0, operator.index).trim(),
      version: text.slice(operator.index).trim()
    }
  }
  return { name: text, version: undefined }
}

/** An operator (or none: an exact version) and a version; `~1.2` and `^1.2` are no versions here. */
const BOUND = /^(===|==|>=|>|<=|<|=)?\s*([^\s<>=,~^!]+)$/

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
      const range = /^[~^!]/.test(part)
        ? '; a pip or npm range? ~=, !=, ^ and ~ are not searched: give the bounds they stand for'
        : ''
      throw new LineProblem(
        `${quoted(part)} is not a version or a bound (>=, >, <, <= and a version)${range}`
      )
    }
    const [, operator, version] = match as unknown as [string, string | undefined, string]
    if (operator === undefined || operator.startsWith('=')) {
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
function parsePurl(text: string): Query {
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
      `package URL type ${quoted(type)} is not one searched; use one of ` +
        Object.keys(PURL_TYPES).join(', ')
    )
  }
  const decoded = segments.map(decode)
  const last = decoded.pop()
  if (last === undefined || last === '') throw new LineProblem('the package URL has no name')
  const namespace = decoded.join('/')
  let name = last
  if (namespace !== '') name = type === 'maven' ? `${namespace}:${last}` : `${namespace}/${last}`
  const problem = nameProblem(ecosystem, name)
  if (problem !== undefined) throw new LineProblem(problem)
  return { ecosystem, name, version: parseVersion(versionText) }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new LineProblem(`${quoted(segment)} is not valid percent-encoding`)
  }
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
