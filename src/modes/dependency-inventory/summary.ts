/**
 * The job summary of the `dependency-inventory` mode: totals, then the repositories by dependency
 * count with their lockfiles, cut to a byte budget so that it stays under GitHub's step-summary
 * limit however large the organization is. What does not fit is counted and pointed to in the
 * inventory file.
 */
import { byteLength, code, table, text } from '../../action/markdown.js'
import { formatCount, plural } from '../../action/text.js'
import type { Inventory, LockfileEntry, RepositoryEntry } from './model.js'

/** Default budget: a safe margin under GitHub's 1 MiB step-summary limit. */
export const DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES = 1_000_000

/** Options of `renderInventorySummary`. */
export interface InventorySummaryOptions {
  /** Where the inventory file was written; the summary points there for what it leaves out. */
  inventoryFilePath: string
  /** Upper bound of the summary's size in UTF-8 bytes. */
  budgetBytes?: number
  /** What failed, when the run failed; overrides `inv.error`. */
  failure?: string
}

/** Lockfiles listed inline in a row; more go into a collapsed `<details>` block. */
const INLINE_LOCKFILES = 3
/** Lockfiles listed per repository at most; the rest are counted. */
const MAX_LOCKFILES_PER_ROW = 50
/** Characters of a repository name or lockfile path shown at most. */
const MAX_NAME_CHARS = 200
/** Characters of an error message shown at most. */
const MAX_ERROR_CHARS = 1000
const MAX_ROW_ERROR_CHARS = 200
/** Repositories with an unfinished lockfile listing named in the failure statement. */
const MAX_NAMED_INCOMPLETE = 5

const TITLE = '## Dependency inventory'

/**
 * Renders the summary as Markdown of at most `budgetBytes` UTF-8 bytes: a heading, what failed
 * (when the run failed or a lockfile listing did not finish), the totals, then a table of the
 * repositories by dependency count (descending, ties by name) with their lockfiles, as many rows
 * as fit, and a closing note that says how many repositories and lockfiles are not shown and where
 * the inventory file is. Every string from the API is escaped.
 */
export function renderInventorySummary(inv: Inventory, options: InventorySummaryOptions): string {
  const budget = Math.max(
    0,
    Math.floor(options.budgetBytes ?? DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES)
  )
  const failure = options.failure ?? inv.error
  const failed = !inv.complete || failure !== undefined
  const repos = [...inv.repositories].sort(byDependencies)
  const totalLockfiles = repos.reduce((sum, repo) => sum + repo.lockfiles.length, 0)
  const fileNote = inventoryFileNote(options.inventoryFilePath)

  const intro = [TITLE, `Deployment ${code(inv.deploymentId)}`]
  const status = statusParagraph(inv, failed, failure, totalLockfiles)
  if (status !== undefined) intro.push(status)
  intro.push(totalsTable(inv))
  const introText = `${intro.join('\n\n')}\n\n`

  if (repos.length === 0) {
    const none = failed
      ? 'No repositories were collected before the failure.'
      : 'No repositories with dependencies were found.'
    const full = `${introText}${none}${fileNote ? `\n\n${fileNote}` : ''}\n`
    if (byteLength(full) <= budget) return full
    return fallback(inv, failed, options.inventoryFilePath, budget)
  }

  const tableHead = `### Repositories by dependency count\n\n${table(
    ['#', 'Repository', 'Dependencies', 'Dependency-path scan', 'Lockfiles (dependencies)'],
    []
  )}\n`
  // The table's cost includes the blank line that follows it.
  const tableCost = byteLength(tableHead) + 1
  const ending = (omittedRepos: number, omittedLockfiles: number): string =>
    closingNote(omittedRepos, repos.length, omittedLockfiles, fileNote)
  // The note for everything left out is the longest it can be: reserve room for it and its newline.
  const reserve = byteLength(ending(repos.length, totalLockfiles)) + 1

  let used = byteLength(introText) + reserve
  if (used > budget) return fallback(inv, failed, options.inventoryFilePath, budget)

  const rows: string[] = []
  const rowBytes: number[] = []
  for (const [index, repo] of repos.entries()) {
    const row = `${repositoryRow(index + 1, repo)}\n`
    const bytes = byteLength(row)
    const cost = bytes + (rows.length === 0 ? tableCost : 0)
    if (used + cost > budget) break
    used += cost
    rows.push(row)
    rowBytes.push(bytes)
  }

  // The reservation makes the first pass fit; the loop keeps the guarantee should a note ever grow.
  let shownLockfiles = repos.slice(0, rows.length).reduce((n, repo) => n + repo.lockfiles.length, 0)
  let size = used - reserve
  for (;;) {
    const closing = ending(repos.length - rows.length, totalLockfiles - shownLockfiles)
    const tail = closing === '' ? '' : `${closing}\n`
    if (size + byteLength(tail) <= budget) {
      const body = rows.length > 0 ? `${tableHead}${rows.join('')}\n` : ''
      return `${introText}${body}${tail}`
    }
    if (rows.length === 0) return fallback(inv, failed, options.inventoryFilePath, budget)
    size -= (rowBytes.pop() ?? 0) + (rows.length === 1 ? tableCost : 0)
    rows.pop()
    shownLockfiles -= repos[rows.length]?.lockfiles.length ?? 0
  }
}

/** Descending dependency count, then name, then ID. */
function byDependencies(a: RepositoryEntry, b: RepositoryEntry): number {
  if (a.numDependencies !== b.numDependencies) return b.numDependencies - a.numDependencies
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

function byLockfileDependencies(a: LockfileEntry, b: LockfileEntry): number {
  if (a.numDependencies !== b.numDependencies) return b.numDependencies - a.numDependencies
  if (a.lockfilePath !== b.lockfilePath) return a.lockfilePath < b.lockfilePath ? -1 : 1
  return 0
}

function statusParagraph(
  inv: Inventory,
  failed: boolean,
  failure: string | undefined,
  totalLockfiles: number
): string | undefined {
  const incomplete = inv.repositories.filter(repo => repo.lockfilesError !== undefined)
  const lines: string[] = []
  if (failed) {
    lines.push(
      `**❌ The inventory is incomplete: the run failed.** ${
        failure === undefined ? 'No error was recorded.' : text(clip(failure, MAX_ERROR_CHARS))
      }`
    )
    lines.push(
      `Collected before the failure: ${plural(inv.repositories.length, 'repository', 'repositories')} and ${plural(totalLockfiles, 'lockfile', 'lockfiles')}; the totals and the table below cover only these.`
    )
  }
  if (incomplete.length > 0) {
    const named = incomplete
      .slice(0, MAX_NAMED_INCOMPLETE)
      .map(repo => code(clip(repo.name, MAX_NAME_CHARS)))
    const more = incomplete.length - named.length
    lines.push(
      `${failed ? '' : '**⚠️ Some lockfile lists are incomplete.** '}The lockfile listing did not finish for ${plural(incomplete.length, 'repository', 'repositories')}: ${named.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}; the table shows only the lockfiles received for them.`
    )
  }
  return lines.length > 0 ? lines.join('\n\n') : undefined
}

function totalsTable(inv: Inventory): string {
  const t = inv.totals
  return table(
    ['Total', 'Count'],
    [
      ['Repositories', formatCount(t.repositories)],
      ['Lockfiles', formatCount(t.lockfiles)],
      ['Dependencies', formatCount(t.dependencies)],
      ['Repositories with dependency-path scans', formatCount(t.repositoriesWithDependencyPathScan)]
    ]
  )
}

function repositoryRow(rank: number, repo: RepositoryEntry): string {
  return `| ${rank} | ${text(clip(repo.name, MAX_NAME_CHARS))} | ${formatCount(repo.numDependencies)} | ${
    repo.hasDependencyPathScan ? 'yes' : 'no'
  } | ${lockfilesCell(repo)} |`
}

/** One table cell (a single line): a few lockfiles inline, more in a collapsed block. */
function lockfilesCell(repo: RepositoryEntry): string {
  const lockfiles = [...repo.lockfiles].sort(byLockfileDependencies)
  const shown = lockfiles
    .slice(0, MAX_LOCKFILES_PER_ROW)
    .map(
      lockfile =>
        `${code(clipStart(lockfile.lockfilePath, MAX_NAME_CHARS))} (${formatCount(lockfile.numDependencies)})`
    )
  const hidden = lockfiles.length - shown.length
  if (hidden > 0) shown.push(`… and ${formatCount(hidden)} more in the inventory file`)

  let list: string
  if (lockfiles.length === 0) list = repo.lockfilesError === undefined ? 'none' : ''
  else if (lockfiles.length <= INLINE_LOCKFILES) list = shown.join('<br>')
  else {
    const label = plural(lockfiles.length, 'lockfile', 'lockfiles')
    list = `<details><summary>${label}</summary>${shown.join('<br>')}</details>`
  }
  if (repo.lockfilesError === undefined) return list
  const warning = `⚠️ listing incomplete: ${text(clip(repo.lockfilesError, MAX_ROW_ERROR_CHARS))}`
  return list === '' ? warning : `${warning}<br>${list}`
}

function inventoryFileNote(path: string): string {
  if (path === '') return ''
  return `The full inventory is in ${code(path)} (the <code>inventory-file</code> output).`
}

function closingNote(
  omittedRepos: number,
  totalRepos: number,
  omittedLockfiles: number,
  fileNote: string
): string {
  if (omittedRepos === 0) return fileNote
  const what =
    omittedRepos === totalRepos
      ? `**None of the ${plural(totalRepos, 'repository', 'repositories')} fit in this summary**`
      : `**${formatCount(omittedRepos)} of ${plural(totalRepos, 'repository', 'repositories')} are not shown**`
  const lockfiles =
    omittedLockfiles > 0 ? ` (with ${plural(omittedLockfiles, 'lockfile', 'lockfiles')})` : ''
  return `${what}${lockfiles}, to keep this summary under GitHub's step-summary size limit.${
    fileNote ? ` ${fileNote}` : ''
  }`
}

/** The shortest useful summary, for budgets too small for the full one. */
function fallback(inv: Inventory, failed: boolean, path: string, budget: number): string {
  const t = inv.totals
  const state = failed ? ' (incomplete: the run failed)' : ''
  const where = path === '' ? '' : ` Full inventory: ${code(path)}.`
  const counts = `${plural(t.repositories, 'repository', 'repositories')}, ${plural(t.lockfiles, 'lockfile', 'lockfiles')}, ${plural(t.dependencies, 'dependency', 'dependencies')}${state}.`
  for (const candidate of [
    `${TITLE}\n\n${counts}${where}\n`,
    `${TITLE}\n\n${counts}\n`,
    `Dependency inventory: ${counts}\n`
  ]) {
    if (byteLength(candidate) <= budget) return candidate
  }
  // Plain ASCII words and digits only, so any prefix is harmless Markdown; cut after a word.
  const whole = `Dependency inventory: ${counts}`
  if (whole.length <= budget) return whole
  const plain = whole.slice(0, budget + 1)
  const lastSpace = plain.lastIndexOf(' ')
  return lastSpace > 0 ? plain.slice(0, lastSpace) : ''
}

/** At most `max` characters, cut at the end, without splitting a surrogate pair. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value
  let end = max - 1
  if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1))) end--
  return `${value.slice(0, end)}…`
}

/** At most `max` characters, cut at the start (the end of a path says the most). */
function clipStart(value: string, max: number): string {
  if (value.length <= max) return value
  let start = value.length - max + 1
  if (/[\uDC00-\uDFFF]/.test(value.charAt(start))) start++
  return `…${value.slice(start)}`
}
