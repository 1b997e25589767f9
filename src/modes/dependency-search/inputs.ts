/** The inputs of `mode: dependency-search`, each checked once, before any request. */
import * as os from 'node:os'
import * as path from 'node:path'
import {
  InputError,
  parseArtifactName,
  parseBoolean,
  parseFilePath,
  parseInteger,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import { ECOSYSTEMS, type Ecosystem } from '../../platform/dependency-filter.js'
import {
  distinctLines,
  ecosystemNamed,
  MAX_PACKAGE_LINES,
  PackageLinesError,
  parsePackageLines,
  type PackageLine
} from './lines.js'
import { readListFile } from './list-file.js'
import { parseAdvisories } from './advisories.js'

export interface DependencySearchInputs {
  /** The distinct package lines of `packages` and `packages-file`, in that order. */
  packages: PackageLine[]
  /** Lines left out because an earlier line asks the same. */
  repeatedLines: number
  /** What `advisories-file` skipped (GIT ranges, ranges with a limit), for notices. */
  advisoryNotices?: string[]
  /** `archived: include`: archived repositories are searched too (a second pass). */
  includeArchived: boolean
  /** `scanned-since`: the time (ISO) and how the user wrote it. */
  scannedSince?: { since: string; label: string }
  failOnMatch: boolean
  /** Absolute path of the search file. */
  searchFile: string
  artifactName?: string
  /** Requests in flight at most, 1 to 32. */
  concurrency: number
  /** Match rows in the summary, 1 to 1000. */
  summaryLimit: number
}

/** SearchScans covers the past 30 days. */
export const SCANNED_SINCE_MAX_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const ADVISORIES_FILE_HOLDS =
  'Give OSV JSON (one advisory, an array, or one a line), as osv.dev or the GitHub advisory ' +
  'database give it, relative to the workspace.'
const PACKAGES_FILE_HOLDS =
  'Give a file of package lines, or a CSV with a header naming a package column such as ' +
  'package,version, relative to the workspace.'

/** `now` is the time `scanned-since` counts back from (injected by tests). */
export function parseDependencySearchInputs(
  read: InputReader,
  env: InputEnvironment,
  now: number = Date.now()
): DependencySearchInputs {
  const defaultEcosystem = parseDefaultEcosystem(read('default-ecosystem'))
  const lines: PackageLine[] = []
  const advisoryNotices: string[] = []
  try {
    lines.push(...parsePackageLines(read('packages'), 'packages', defaultEcosystem))
    const file = read('packages-file').trim()
    if (file) {
      const text = readListFile('packages-file', file, env, PACKAGES_FILE_HOLDS)
      lines.push(...parsePackageLines(text, 'packages-file', defaultEcosystem))
    }
    const advisoriesFile = read('advisories-file').trim()
    if (advisoriesFile) {
      const text = readListFile('advisories-file', advisoriesFile, env, ADVISORIES_FILE_HOLDS)
      const advisories = parseAdvisories(text)
      lines.push(...advisories.packages)
      advisoryNotices.push(...advisories.notices)
    }
  } catch (error) {
    if (!(error instanceof PackageLinesError)) throw error
    if (error.source === 'advisories-file') {
      throw new InputError(
        `Input 'advisories-file' is not OSV JSON as searched: ${error.problems.join('; ')}.`
      )
    }
    throw new InputError(
      `Fix these lines of input '${error.source}' (packages as <ecosystem>:<name>[@<version>], ` +
        `e.g. npm:@ctrl/tinycolor@4.1.1, a package URL or a pip spec, several a line between ` +
        `blanks, "," or ";"; or a CSV with a header row): ${error.problems.join('; ')}.`
    )
  }
  if (lines.length === 0) {
    throw new InputError(
      `Input 'packages', 'packages-file' or 'advisories-file' must name at least one package, e.g. ` +
        `\`packages: npm:@ctrl/tinycolor@4.1.1 npm:debug@4.4.2\`.`
    )
  }
  if (lines.length > MAX_PACKAGE_LINES) {
    throw new InputError(
      `Input 'packages' and 'packages-file' hold ${lines.length} package lines; at most ` +
        `${MAX_PACKAGE_LINES} are searched in one run: split the list over several steps.`
    )
  }
  const distinct = distinctLines(lines)
  const artifactName = parseArtifactName(read('artifact-name'))
  const scannedSince = parseScannedSince(read('scanned-since'), now)
  return {
    packages: distinct.lines,
    repeatedLines: distinct.repeated,
    ...(advisoryNotices.length > 0 && { advisoryNotices }),
    includeArchived: parseArchived(read('archived')),
    ...(scannedSince && { scannedSince }),
    failOnMatch: parseBoolean('fail-on-match', read('fail-on-match'), false),
    searchFile: parseFilePath(
      read('search-file'),
      env,
      path.join(env.RUNNER_TEMP || os.tmpdir(), 'dependency-search.json')
    ),
    ...(artifactName !== undefined && { artifactName }),
    concurrency: parseInteger('concurrency', read('concurrency'), 8, 1, 32),
    summaryLimit: parseInteger('summary-limit', read('summary-limit'), 100, 1, 1000)
  }
}

function parseDefaultEcosystem(value: string): Ecosystem | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  const ecosystem = ecosystemNamed(trimmed)
  if (ecosystem === undefined) {
    throw new InputError(
      `Input 'default-ecosystem' is '${trimmed}'. Use one of: ${ECOSYSTEMS.join(', ')}.`
    )
  }
  return ecosystem
}

function parseArchived(value: string): boolean {
  const trimmed = value.trim().toLowerCase()
  if (trimmed === '' || trimmed === 'include') return true
  if (trimmed === 'exclude') return false
  throw new InputError(`Input 'archived' is '${value.trim()}'. Use include or exclude.`)
}

/**
 * `scanned-since`: a date (`2026-11-20`, midnight UTC) or an age (`7d`), at most 30 days back and
 * not in the future.
 */
export function parseScannedSince(
  value: string,
  now: number
): { since: string; label: string } | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  let time: number
  const age = /^(\d{1,4})d$/i.exec(trimmed)
  if (age) time = now - Number(age[1]) * DAY_MS
  else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) time = calendarDate(trimmed)
  else time = NaN
  if (Number.isNaN(time)) {
    throw new InputError(
      `Input 'scanned-since' is '${trimmed}'. Give a date (2026-11-20) or an age in days (7d).`
    )
  }
  if (time < now - SCANNED_SINCE_MAX_DAYS * DAY_MS) {
    throw new InputError(
      `Input 'scanned-since' is '${trimmed}', more than ${SCANNED_SINCE_MAX_DAYS} days back: the ` +
        `platform's scan search covers the past ${SCANNED_SINCE_MAX_DAYS} days only. Give a later ` +
        `date or at most ${SCANNED_SINCE_MAX_DAYS}d.`
    )
  }
  if (time > now) {
    throw new InputError(`Input 'scanned-since' is '${trimmed}', a date still to come.`)
  }
  const since = new Date(time).toISOString()
  return { since, label: age ? since.slice(0, 10) : trimmed }
}

/**
 * Midnight UTC of a `YYYY-MM-DD` that is a day of the calendar; NaN for one that is not, such as
 * 2026-11-31, which Date.parse rolls over to 1 December.
 */
function calendarDate(written: string): number {
  const time = Date.parse(`${written}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(written) ? time : NaN
}
