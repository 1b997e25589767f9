/**
 * The job summary of `mode: dependency-search`, rendered from the search model: the verdict first
 * (exposed, with the counts; or none of the packages is used, and how many repositories were not
 * scanned since `scanned-since`), then one table per matched package, most exposed first, then the
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
import { formatBytes, formatCount, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { describeLine } from './lines.js'
import {
  repositoryCount,
  searchCounts,
  type Match,
  type PackageResult,
  type SearchModel
} from './model.js'

/** The largest budget: a safe margin under GitHub's 1 MiB step-summary limit. */
export const MAX_SEARCH_SUMMARY_BYTES = 1_000_000

/** The budget for a `summary-limit`: the frame, about 700 bytes a match row, and the lists. */
export function searchBudget(limit: number): number {
  return Math.min(MAX_SEARCH_SUMMARY_BYTES, 60_000 + 700 * limit)
}

export interface SearchSummaryOptions {
  /** Where the search file was written ('' when it was not). */
  searchFilePath: string
  artifact?: UploadedArtifact
  /** Match rows at most, over all tables (`summary-limit`). */
  summaryLimit: number
  failOnMatch: boolean
  /** GITHUB_SERVER_URL: lockfile links are kept only on its host. */
  serverUrl: string
  failure?: string
  cancelled?: boolean
  /** Lines left out as repeats of earlier ones. */
  repeatedLines?: number
  budgetBytes?: number
}

/** The verdict's counts, as the first line says them. */
export function exposedSentence(model: SearchModel): string {
  const c = searchCounts(model)
  const archived = c.archivedExposed > 0 ? ` (${formatCount(c.archivedExposed)} archived)` : ''
  return (
    `Exposed: ${plural(c.matches, 'match', 'matches')} in ` +
    `${plural(c.exposedRepositories, 'repository', 'repositories')}${archived}, ` +
    `${formatCount(c.matchedPackages)} of ${plural(c.packages, 'package')}`
  )
}

/** `None of 5 packages is used in 312 repositories (2 archived)`. */
export function noneSentence(model: SearchModel): string {
  const c = searchCounts(model)
  const repos = model.repositories
  const searched = repos.active + (model.includeArchived ? repos.archived : 0)
  const archived =
    model.includeArchived && repos.archived > 0 ? ` (${formatCount(repos.archived)} archived)` : ''
  const subject =
    c.packages === 1 ? 'The package is not' : `None of ${formatCount(c.packages)} packages is`
  return `${subject} used in ${plural(searched, 'repository', 'repositories')}${archived}`
}

function staleClause(model: SearchModel): string {
  if (model.stale === undefined || model.scannedSince === undefined) return ''
  return `; ${formatCount(model.stale.length)} not scanned since ${text(model.scannedSince.label)}`
}

function verdict(model: SearchModel, options: SearchSummaryOptions): Verdict {
  const c = searchCounts(model)
  const failure = options.failure ?? model.error
  if (!model.complete) {
    if (options.cancelled) return cancelledVerdict(soFar(model))
    return failedVerdict('The search did not finish.', failure ?? 'no error was recorded.')
  }
  if (c.matches > 0) {
    const sentence = `${exposedSentence(model)}${staleClause(model)}.`
    if (options.failOnMatch) {
      return {
        outcome: 'failed',
        sentence: `**${sentence}** The step fails (<code>fail-on-match: true</code>): see the tables below.`
      }
    }
    if (failure !== undefined) return failedVerdict(`${sentence} Then the step failed:`, failure)
    return { outcome: 'warning', sentence: `**${sentence}**` }
  }
  const sentence = `${noneSentence(model)}${staleClause(model)}.`
  if (failure !== undefined) return failedVerdict(`${sentence} Then the step failed:`, failure)
  if (options.cancelled) return cancelledVerdict(sentence)
  const stale = (model.stale?.length ?? 0) > 0 || model.staleProblem !== undefined
  return { outcome: stale ? 'warning' : 'done', sentence }
}

/** What an unfinished search found: never a verdict of none. */
function soFar(model: SearchModel): string {
  return searchCounts(model).matches > 0
    ? `${exposedSentence(model)} so far; the rest was not searched.`
    : 'No verdict: not every package was searched.'
}

/** Renders the summary within its budget; every string from the API or the inputs is escaped. */
export function renderSearchSummary(model: SearchModel, options: SearchSummaryOptions): string {
  const limit = Math.max(1, options.summaryLimit)
  const budget = options.budgetBytes ?? searchBudget(limit)
  const failure = options.failure ?? model.error
  const complete = model.complete
  const frame: string[] = [failureBlock(failure, options.cancelled)]
  if (!complete && !options.cancelled) frame.push(soFar(model))
  const where = whereNote(options, complete)
  if (where) frame.push(where)
  frame.push(...notes(model, options))
  const head = renderSummary(verdict(model, options), frame)
  let room = budget - byteLength(head) - 64
  if (room < 0) return fallback(model, options, budget)

  const sections: string[] = []
  const matchSection = matchTables(model, options, limit, Math.floor(room * 0.7))
  room -= byteLength(matchSection)
  sections.push(matchSection)
  if (complete) {
    const unmatched = unmatchedSection(model, Math.floor(room / 2))
    room -= byteLength(unmatched)
    sections.push(unmatched)
  }
  sections.push(staleSection(model, limit, room))
  const markdown = renderSummary(verdict(model, options), [...frame, ...sections])
  return byteLength(markdown) <= budget ? markdown : fallback(model, options, budget)
}

/** Where the whole result is. */
function whereNote(options: SearchSummaryOptions, complete: boolean): string {
  const what = complete ? 'The whole result' : 'What was found before the search stopped'
  if (options.artifact) {
    const a = options.artifact
    return `**${what}** is in the workflow artifact ${link(a.name, a.url)} (${formatBytes(a.size)} zip).`
  }
  if (options.searchFilePath === '') return ''
  return (
    `**${what}** is in ${code(options.searchFilePath)} (the <code>search-file</code> output` +
    `${complete ? '' : ', marked <code>complete: false</code>'}), on the runner until the job ends: set ` +
    '<code>artifact-name</code> to keep it as a workflow artifact.'
  )
}

function notes(model: SearchModel, options: SearchSummaryOptions): string[] {
  const out: string[] = []
  if (model.packages.some(r => r.matches.some(m => m.byRange))) {
    out.push(
      '_Versions marked **range** matched a line’s bounds as the platform orders versions, which ' +
        'it does not publish: check them against the advisory._'
    )
  }
  if (model.rejectedCount > 0) {
    const one = model.rejectedCount === 1
    out.push(
      `ℹ️ ${plural(model.rejectedCount, 'dependency', 'dependencies')} the platform returned ` +
        `did not match ${one ? 'its' : 'their'} line (another name, ecosystem or version) and ` +
        `${one ? 'is' : 'are'} not counted; the search file lists them under <code>rejected</code>.`
    )
  }
  if (model.staleProblem !== undefined && model.scannedSince !== undefined) {
    out.push(
      `ℹ️ Repositories not scanned since ${text(model.scannedSince.label)} are not listed: ` +
        `${prose(model.staleProblem)}.`
    )
  }
  if ((options.repeatedLines ?? 0) > 0) {
    out.push(`${plural(options.repeatedLines!, 'repeated line')} searched once.`)
  }
  return out
}

/** Packages with a match, the most exposed first (repositories, then matches), then as listed. */
function exposedFirst(model: SearchModel): PackageResult[] {
  return model.packages
    .filter(r => r.matches.length > 0)
    .map((r, order) => ({ r, order, repos: repositoryCount(r) }))
    .sort(
      (a, b) => b.repos - a.repos || b.r.matches.length - a.r.matches.length || a.order - b.order
    )
    .map(x => x.r)
}

function matchTables(
  model: SearchModel,
  options: SearchSummaryOptions,
  limit: number,
  allowance: number
): string {
  const packages = exposedFirst(model)
  if (packages.length === 0) return ''
  const total = packages.reduce((n, r) => n + r.matches.length, 0)
  const host = hostOf(options.serverUrl)
  const parts: string[] = []
  let left = limit
  let room = allowance
  let shown = 0
  for (const result of packages) {
    const repos = repositoryCount(result)
    const heading =
      `#### ${code(describeLine(result.query))} · ${plural(result.matches.length, 'match', 'matches')} ` +
      `in ${plural(repos, 'repository', 'repositories')}`
    const head = table(['Repository', 'Lockfile and line', 'Version', 'Dependency', 'Archived'], [])
    const frameCost = byteLength(heading) + byteLength(head) + 200
    if (left === 0 || room < frameCost) break
    const rows = rowsWithin(
      result.matches.map(m => matchRow(model, m, host)),
      left,
      room - frameCost
    )
    if (rows.length === 0) break
    const more = result.matches.length - rows.length
    const section = [
      heading,
      '',
      head,
      ...rows,
      ...(more > 0
        ? [
            '',
            `… and ${plural(more, 'more match', 'more matches')} of this package in the search file.`
          ]
        : [])
    ].join('\n')
    parts.push(section)
    room -= byteLength(section) + 2
    left -= rows.length
    shown += rows.length
  }
  const line = shownLine(shown, total, limit, ['match', 'matches'], 'the search file')
  return ['### Matches', '', line, '', ...parts.flatMap(p => [p, ''])].join('\n').trimEnd()
}

function matchRow(model: SearchModel, match: Match, host: string | undefined): string {
  const repository = text(clip(model.repositories.nameOf(match.repositoryId), MAX_NAME_CHARS))
  const label = `${clipStart(match.lockfilePath, MAX_NAME_CHARS)}${match.line !== undefined ? `:${match.line}` : ''}`
  const where =
    match.url !== undefined && host !== undefined && hostOf(match.url) === host
      ? link(label, match.url)
      : text(label)
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

function unmatchedSection(model: SearchModel, allowance: number): string {
  const unmatched = model.packages.filter(r => r.matches.length === 0)
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
    `${formatCount(unmatched.length)} of ${plural(model.packages.length, 'package')} matched nothing`,
    body.join('\n')
  )
}

function staleSection(model: SearchModel, limit: number, allowance: number): string {
  if (model.stale === undefined || model.stale.length === 0 || model.scannedSince === undefined)
    return ''
  const label = text(model.scannedSince.label)
  const rows = rowsWithin(
    model.stale.map(r => `| ${text(clip(r.name, MAX_NAME_CHARS))} | ${r.id} |`),
    limit,
    Math.max(0, allowance - 600)
  )
  return [
    `### Not scanned since ${label}`,
    '',
    `${plural(model.stale.length, 'repository', 'repositories')} without a match ` +
      `${model.stale.length === 1 ? 'has' : 'have'} no completed full supply-chain scan since ${label}: ` +
      'their data may predate the incident.',
    '',
    shownLine(
      rows.length,
      model.stale.length,
      limit,
      ['repository', 'repositories'],
      'the search file'
    ),
    '',
    table(['Repository', 'ID'], [], [1]),
    ...rows
  ].join('\n')
}

/** The shortest useful summary, for budgets too small for the full one. */
function fallback(model: SearchModel, options: SearchSummaryOptions, budget: number): string {
  const v = verdict(model, options)
  const where = options.searchFilePath ? ` Details: ${code(options.searchFilePath)}.` : ''
  for (const candidate of [`${renderSummary(v, [])}${where}\n`, renderSummary(v, [])]) {
    if (byteLength(candidate) <= budget) return candidate
  }
  return ''
}
