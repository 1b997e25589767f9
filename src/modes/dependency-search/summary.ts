/**
 * The job summary of `mode: dependency-search`, rendered from the steps' results: the verdict first
 * (exposed, with the counts; or none of the packages is used, and how many repositories were not
 * scanned since `scanned-since`), then the exposed repositories (one row each: packages, matches,
 * direct or only transitive, archived), then one table per matched package, most exposed first, then the
 * lines that matched nothing (folded) and the repositories whose data may predate the incident. It
 * is cut to a byte budget, so that it stays under GitHub's 1 MiB limit for any list and
 * organization, and says where the rest is.
 */
import { byteLength, code, details, link, prose, table, text } from '../../action/markdown.js'
import {
  clip,
  clipStart,
  MAX_NAME_CHARS,
  rowsWithin,
  shownLine
} from '../../action/summary-rows.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  type Verdict
} from '../../action/summary.js'
import { errorMessage, formatBytes, formatCount, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { describeLine } from './lines.js'
import type { Match, MatchList } from './match-list.js'
import {
  emptySearch,
  repositoryCount,
  searchCounts,
  type PackageResult,
  type RepositoryBook,
  type SearchResult,
  type StaleCheck
} from './model.js'

/** The largest budget: a safe margin under GitHub's 1 MiB step-summary limit. */
export const MAX_SEARCH_SUMMARY_BYTES = 1_000_000

/** The budget for a `summary-limit`: the frame, about 700 bytes a match row, and the lists. */
export function searchBudget(limit: number): number {
  return Math.min(MAX_SEARCH_SUMMARY_BYTES, 60_000 + 700 * limit)
}

/** The steps' results, as the run holds them when the summary is rendered. */
export interface SearchSummaryResults {
  /** Undefined until the search step returned. */
  search?: SearchResult
  /** With `scanned-since`, once the check returned. */
  stale?: StaleCheck
  /** Where the search file was written ('' when it was not). */
  searchFilePath: string
  artifact?: UploadedArtifact
}

/** What the inputs and the runner say of how to render. */
export interface SearchSummaryOptions {
  /** Match rows at most, over all tables (`summary-limit`). */
  summaryLimit: number
  failOnMatch: boolean
  /** GITHUB_SERVER_URL: lockfile links are kept only on its host. */
  serverUrl: string
  /** Lines left out as repeats of earlier ones. */
  repeatedLines?: number
  /** `artifact-name`, when given: a file not uploaded then failed its upload. */
  artifactName?: string
  budgetBytes?: number
}

/** The results, with the failure and cancellation the run ended with: what each part reads. */
interface Rendered {
  search: SearchResult
  stale: StaleCheck | undefined
  results: SearchSummaryResults
  options: SearchSummaryOptions
  /** The run's failure, else the search's own. */
  failure: string | undefined
  cancelled: boolean
}

/** The verdict's counts, as the first line says them. */
export function exposedSentence(search: SearchResult): string {
  const c = searchCounts(search)
  const archived = c.archivedExposed > 0 ? ` (${formatCount(c.archivedExposed)} archived)` : ''
  return (
    `Exposed: ${plural(c.matches, 'match', 'matches')} in ` +
    `${plural(c.exposedRepositories, 'repository', 'repositories')}${archived}, ` +
    `${formatCount(c.matchedPackages)} of ${plural(c.packages, 'package')}`
  )
}

/** `None of 5 packages is used in 312 repositories (2 archived)`. */
export function noneSentence(search: SearchResult): string {
  const packages = search.packages.length
  const repos = search.repositories
  const searched = repos.active + (search.includeArchived ? repos.archived : 0)
  const archived =
    search.includeArchived && repos.archived > 0 ? ` (${formatCount(repos.archived)} archived)` : ''
  const subject =
    packages === 1 ? 'The package is not' : `None of ${formatCount(packages)} packages is`
  return `${subject} used in ${plural(searched, 'repository', 'repositories')}${archived}`
}

function staleClause(stale: StaleCheck | undefined): string {
  if (stale?.kind !== 'listed') return ''
  return `; ${formatCount(stale.stale.length)} not scanned since ${text(stale.label)}`
}

function verdict(r: Rendered): Verdict {
  const { search, failure } = r
  if (!search.complete) {
    if (r.cancelled) return cancelledVerdict(soFar(search))
    return failedVerdict('The search did not finish.', failure ?? 'no error was recorded.')
  }
  if (searchCounts(search).matches > 0) return exposedVerdict(r)
  const sentence = `${noneSentence(search)}${staleClause(r.stale)}.`
  // A cancelled run comes with a failure too: the cancellation is what to say.
  if (r.cancelled) return cancelledVerdict(sentence)
  if (failure !== undefined) return failedVerdict(`${sentence} Then the step failed:`, failure)
  const stale =
    r.stale?.kind === 'unavailable' || (r.stale?.kind === 'listed' && r.stale.stale.length > 0)
  return { outcome: stale ? 'warning' : 'done', sentence }
}

/** A finished search with matches: a warning, or a failure with `fail-on-match` or an error. */
function exposedVerdict(r: Rendered): Verdict {
  const sentence = `${exposedSentence(r.search)}${staleClause(r.stale)}.`
  if (r.cancelled) return cancelledVerdict(`**${sentence}**`)
  if (r.options.failOnMatch) {
    return {
      outcome: 'failed',
      sentence: `**${sentence}** The step fails (<code>fail-on-match: true</code>): see the tables below.`
    }
  }
  if (r.failure !== undefined) return failedVerdict(`${sentence} Then the step failed:`, r.failure)
  return { outcome: 'warning', sentence: `**${sentence}**` }
}

/** What an unfinished search found: never a verdict of none. */
function soFar(search: SearchResult): string {
  return searchCounts(search).matches > 0
    ? `${exposedSentence(search)} so far; the rest was not searched.`
    : 'No verdict: not every package was searched.'
}

/** Renders the summary within its budget; every string from the API or the inputs is escaped. */
export function renderSearchSummary(
  results: SearchSummaryResults,
  options: SearchSummaryOptions,
  failure?: string,
  cancelled = false
): string {
  // Before the search returned, it is shown as one that found nothing and did not finish.
  const search = results.search ?? emptySearch([], false)
  const own = search.failure === undefined ? undefined : errorMessage(search.failure)
  const r: Rendered = {
    search,
    stale: results.stale,
    results,
    options,
    failure: failure ?? own,
    cancelled
  }
  const limit = Math.max(1, options.summaryLimit)
  const budget = options.budgetBytes ?? searchBudget(limit)
  const frame: string[] = [failureBlock(r.failure, cancelled)]
  if (!search.complete && !cancelled) frame.push(soFar(search))
  const where = whereNote(results, options, search.complete)
  if (where) frame.push(where)
  frame.push(...notes(r))
  const room = budget - byteLength(renderSummary(verdict(r), frame)) - 64
  if (room < 0) return fallback(r, budget)
  const markdown = renderSummary(verdict(r), [...frame, ...sections(r, limit, room)])
  return byteLength(markdown) <= budget ? markdown : fallback(r, budget)
}

/**
 * The exposed repositories, the match tables, the lines that matched nothing, and the stale list,
 * within `room` bytes.
 */
function sections(r: Rendered, limit: number, room: number): string[] {
  const exposed = exposedTable(r.search, limit, Math.floor(room * 0.25))
  const matchSection = matchTables(r, limit, Math.floor((room - byteLength(exposed)) * 0.7))
  let left = room - byteLength(exposed) - byteLength(matchSection)
  const out = [exposed, matchSection]
  if (r.search.complete) {
    const unmatched = unmatchedSection(r.search, Math.floor(left / 2))
    left -= byteLength(unmatched)
    out.push(unmatched)
  }
  out.push(staleSection(r.stale, limit, left))
  return out
}

/** Where the whole result is. */
function whereNote(
  results: SearchSummaryResults,
  options: SearchSummaryOptions,
  complete: boolean
): string {
  const what = complete ? 'The whole result' : 'What was found before the search stopped'
  if (results.artifact) {
    const a = results.artifact
    return `**${what}** is in the workflow artifact ${link(a.name, a.url)} (${formatBytes(a.size)} zip).`
  }
  if (results.searchFilePath === '') return ''
  const file =
    `**${what}** is in ${code(results.searchFilePath)} (the <code>search-file</code> output` +
    `${complete ? '' : ', marked <code>complete: false</code>'}), on the runner until the job ends`
  const name = options.artifactName
  if (name !== undefined) {
    // artifact-name was given, so the upload failed: advice to set it would send the reader round.
    return `${file}: its upload as the workflow artifact ${code(name)} failed (the error above says why).`
  }
  return `${file}: set <code>artifact-name</code> to keep it as a workflow artifact.`
}

/** Whether a match of the list matched by the line's bounds. */
function anyByRange(matches: MatchList): boolean {
  for (let i = 0; i < matches.length; i++) if (matches.byRangeAt(i)) return true
  return false
}

function notes(r: Rendered): string[] {
  const { search, stale } = r
  const out: string[] = []
  if (search.packages.some(p => anyByRange(p.matches))) {
    out.push(
      '_Versions marked **range** matched a line’s bounds as the platform orders versions, which ' +
        'it does not publish: check them against the advisory._'
    )
  }
  if (search.rejectedCount > 0) {
    const one = search.rejectedCount === 1
    out.push(
      `ℹ️ ${plural(search.rejectedCount, 'dependency', 'dependencies')} the platform returned ` +
        `did not match ${one ? 'its' : 'their'} line (another name, ecosystem or version) and ` +
        `${one ? 'is' : 'are'} not counted; the search file lists them under <code>rejected</code>.`
    )
  }
  if (stale?.kind === 'unavailable') {
    out.push(
      `ℹ️ Repositories not scanned since ${text(stale.label)} are not listed: ` +
        `${prose(stale.problem)}.`
    )
  }
  const repeated = r.options.repeatedLines ?? 0
  if (repeated > 0) out.push(`${plural(repeated, 'repeated line')} searched once.`)
  return out
}

/** One exposed repository: what a responder assigns. */
interface ExposedRepository {
  id: bigint
  archived: boolean
  packages: number
  matches: number
  direct: boolean
  transitive: boolean
}

/** The exposed repositories, the most packages first, then the most matches, then by ID. */
export function exposedRepositories(search: SearchResult): ExposedRepository[] {
  const byId = new Map<bigint, ExposedRepository & { lastPackage: number }>()
  search.packages.forEach((result, index) => {
    const list = result.matches
    for (let i = 0; i < list.length; i++) {
      const id = list.repositoryIdAt(i)
      let repo = byId.get(id)
      if (repo === undefined) {
        repo = {
          id,
          archived: list.archivedAt(i),
          packages: 0,
          matches: 0,
          direct: false,
          transitive: false,
          lastPackage: -1
        }
        byId.set(id, repo)
      }
      if (repo.lastPackage !== index) {
        repo.packages++
        repo.lastPackage = index
      }
      repo.matches++
      const transitivity = list.transitivityAt(i)
      if (transitivity === 'DIRECT') repo.direct = true
      else if (transitivity === 'TRANSITIVE') repo.transitive = true
    }
  })
  return [...byId.values()]
    .map(({ lastPackage: _, ...repo }) => repo)
    .sort(
      (a, b) =>
        b.packages - a.packages || b.matches - a.matches || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    )
}

/** The exposed repositories' table, first after the verdict: one row each, at most `limit`. */
function exposedTable(search: SearchResult, limit: number, allowance: number): string {
  const repos = exposedRepositories(search)
  if (repos.length === 0) return ''
  const dependency = (r: ExposedRepository): string =>
    r.direct ? 'direct' : r.transitive ? 'only transitive' : 'unknown'
  const rows = rowsWithin(
    repos
      .slice(0, limit)
      .map(
        r =>
          `| ${text(clip(search.repositories.nameOf(r.id), MAX_NAME_CHARS))} | ${formatCount(r.packages)} | ` +
          `${formatCount(r.matches)} | ${dependency(r)} | ${r.archived ? 'archived' : ''} |`
      ),
    limit,
    Math.max(0, allowance - 600)
  )
  if (rows.length === 0) return ''
  return [
    '### Exposed repositories',
    '',
    shownLine(rows.length, repos.length, limit, ['repository', 'repositories'], 'the search file'),
    '',
    table(['Repository', 'Packages', 'Matches', 'Dependency', 'Archived'], [], [1, 2]),
    ...rows
  ].join('\n')
}

/** Packages with a match, the most exposed first (repositories, then matches), then as listed. */
function exposedFirst(search: SearchResult): PackageResult[] {
  return search.packages
    .filter(r => r.matches.length > 0)
    .map((r, order) => ({ r, order, repos: repositoryCount(r) }))
    .sort(
      (a, b) => b.repos - a.repos || b.r.matches.length - a.r.matches.length || a.order - b.order
    )
    .map(x => x.r)
}

function matchTables(r: Rendered, limit: number, allowance: number): string {
  const packages = exposedFirst(r.search)
  if (packages.length === 0) return ''
  const total = packages.reduce((n, p) => n + p.matches.length, 0)
  const host = hostOf(r.options.serverUrl)
  const parts: string[] = []
  let left = limit
  let room = allowance
  let shown = 0
  for (const result of packages) {
    const section = packageTable(r.search.repositories, result, host, left, room)
    if (section === undefined) break
    parts.push(section.text)
    room -= byteLength(section.text) + 2
    left -= section.rows
    shown += section.rows
  }
  const line = shownLine(shown, total, limit, ['match', 'matches'], 'the search file')
  return ['### Matches', '', line, '', ...parts.flatMap(p => [p, ''])].join('\n').trimEnd()
}

/** One line's table of at most `left` rows within `room` bytes; undefined when none fits. */
function packageTable(
  repositories: RepositoryBook,
  result: PackageResult,
  host: string | undefined,
  left: number,
  room: number
): { text: string; rows: number } | undefined {
  const advisory = result.query.advisory
  const heading =
    `#### ${code(describeLine(result.query))}${advisory ? ` · ${text(clip(advisory.id, 80))}` : ''} · ` +
    `${plural(result.matches.length, 'match', 'matches')} ` +
    `in ${plural(repositoryCount(result), 'repository', 'repositories')}`
  const head = table(['Repository', 'Lockfile and line', 'Version', 'Dependency', 'Archived'], [])
  const frameCost = byteLength(heading) + byteLength(head) + 200
  if (left === 0 || room < frameCost) return undefined
  // Only the rows that may be shown are rendered: a line may have 100,000 matches.
  const rows = rowsWithin(
    result.matches.slice(0, left).map(m => matchRow(repositories, m, host)),
    left,
    room - frameCost
  )
  if (rows.length === 0) return undefined
  const more = result.matches.length - rows.length
  const tail =
    more > 0
      ? [
          '',
          `… and ${plural(more, 'more match', 'more matches')} of this package in the search file.`
        ]
      : []
  return { text: [heading, '', head, ...rows, ...tail].join('\n'), rows: rows.length }
}

function matchRow(repositories: RepositoryBook, match: Match, host: string | undefined): string {
  const repository = text(clip(repositories.nameOf(match.repositoryId), MAX_NAME_CHARS))
  const label = `${clipStart(match.lockfilePath, MAX_NAME_CHARS)}${match.line !== undefined ? `:${match.line}` : ''}`
  const url = match.url
  const where =
    url !== undefined && host !== undefined && hostOf(url) === host ? link(label, url) : text(label)
  const version = `${text(clip(match.version, 80))}${match.byRange ? ' (range)' : ''}`
  return `| ${repository} | ${where} | ${version} | ${transitivity(match.transitivity)} | ${match.archived ? 'archived' : ''} |`
}

/** The host of an http(s) URL, lower-cased; undefined for anything else. */
function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : undefined
  } catch {
    return undefined
  }
}

function transitivity(value: string): string {
  if (value === 'DIRECT') return 'direct'
  if (value === 'TRANSITIVE') return 'transitive'
  return 'unknown'
}

function unmatchedSection(search: SearchResult, allowance: number): string {
  const unmatched = search.packages.filter(r => r.matches.length === 0)
  if (unmatched.length === 0) return ''
  const items = rowsWithin(
    unmatched.map(r => `- ${code(r.query.text)}`),
    unmatched.length,
    Math.max(0, allowance - 300)
  )
  const more = unmatched.length - items.length
  const body = [
    ...items,
    ...(more > 0 ? [`- … and ${formatCount(more)} more in the search file`] : [])
  ]
  return details(
    `${formatCount(unmatched.length)} of ${plural(search.packages.length, 'package')} matched nothing`,
    body.join('\n')
  )
}

function staleSection(check: StaleCheck | undefined, limit: number, allowance: number): string {
  if (check?.kind !== 'listed' || check.stale.length === 0) return ''
  const { stale } = check
  const label = text(check.label)
  const rows = rowsWithin(
    stale.map(r => `| ${text(clip(r.name, MAX_NAME_CHARS))} | ${r.id} |`),
    limit,
    Math.max(0, allowance - 600)
  )
  return [
    `### Not scanned since ${label}`,
    '',
    `${plural(stale.length, 'repository', 'repositories')} without a match ` +
      `${stale.length === 1 ? 'has' : 'have'} no completed full supply-chain scan since ${label}: ` +
      'their data may predate the incident.',
    '',
    shownLine(rows.length, stale.length, limit, ['repository', 'repositories'], 'the search file'),
    '',
    table(['Repository', 'ID'], [], [1]),
    ...rows
  ].join('\n')
}

/** The shortest useful summary, for budgets too small for the full one. */
function fallback(r: Rendered, budget: number): string {
  const v = verdict(r)
  const path = r.results.searchFilePath
  const where = path ? ` Details: ${code(path)}.\n` : ''
  for (const candidate of [`${renderSummary(v, [])}${where}`, renderSummary(v, [])]) {
    if (byteLength(candidate) <= budget) return candidate
  }
  return ''
}
