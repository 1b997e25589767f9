/**
 * The job summary of the `dependency-inventory` mode: the verdict, where the full inventory is, the
 * totals, a breakdown by ecosystem, then the `summary-limit` largest repositories by dependency
 * count. It is cut to a byte budget as well, so that it stays under GitHub's step-summary limit
 * whatever the organization's size; what is not shown is counted and pointed to.
 */
import { byteLength, code, link, table, text } from '../../action/markdown.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  type Verdict
} from '../../action/summary.js'
import { formatBytes, formatCount, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { changeCounts, changesSection } from './changes.js'
import type { Inventory, LockfileEntry, RepositoryEntry } from './model.js'
import type { PreviousProblem } from './previous.js'
import { clip, clipStart, MAX_NAME_CHARS } from '../../action/summary-rows.js'
import { uncoveredSection, type UncoveredReport } from './uncovered.js'

/** The largest budget: a safe margin under GitHub's 1 MiB step-summary limit. */
export const DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES = 1_000_000

/**
 * The budget for a `summary-limit`: room for the frame and about 800 bytes a row, so that the
 * default (100 rows) stays under 100 KB however long the names, and 1000 rows under 1 MiB.
 */
export function budgetForLimit(limit: number): number {
  return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, 19_000 + 800 * limit)
}
/** Repositories in the table by default (`summary-limit`). */
export const DEFAULT_SUMMARY_LIMIT = 100

/** Options of `renderInventorySummary`. */
export interface InventorySummaryOptions {
  /** Where the inventory file was written ('' when it was not); the summary points there. */
  inventoryFilePath: string
  /** The workflow artifact holding the inventory file, when it was uploaded. */
  artifact?: UploadedArtifact
  /** Repositories in the table at most (`summary-limit`). */
  summaryLimit?: number
  /** Upper bound of the summary's size in UTF-8 bytes; default {@link budgetForLimit}. */
  budgetBytes?: number
  /** What failed, when the run failed; overrides `inv.error`. */
  failure?: string
  /** The run was cancelled: the failure is the cancellation, and the summary says so. */
  cancelled?: boolean
  /** The deployment as the summary names it (its slug when known); default its ID. */
  deploymentName?: string
  /** `previous-inventory` was given: the summary has a changes section (`inv.changes`, or why not). */
  compared?: boolean
  /** Why the previous inventory was not compared with, when it was not. */
  previousProblem?: PreviousProblem
  /** With `list-uncovered`: what the project listing found (`inv.uncovered`), or why it failed. */
  uncovered?: UncoveredReport
}

export type { UncoveredReport } from './uncovered.js'

/** Lockfiles listed inline in a row; more go into a collapsed `<details>` block. */
const INLINE_LOCKFILES = 3
/** Lockfiles listed per repository at most; the rest are counted. */
const MAX_LOCKFILES_PER_ROW = 50
const MAX_ROW_ERROR_CHARS = 200

/**
 * Renders the summary as Markdown of at most `budgetBytes` UTF-8 bytes. Every string from the API
 * is escaped.
 */
export function renderInventorySummary(inv: Inventory, options: InventorySummaryOptions): string {
  const limit = Math.max(1, options.summaryLimit ?? DEFAULT_SUMMARY_LIMIT)
  const budget = Math.max(0, Math.floor(options.budgetBytes ?? budgetWithSections(limit, options)))
  const failure = options.failure ?? inv.error
  const failed = !inv.complete || failure !== undefined
  const collected = inv.digest.totals.repositories > 0

  const cancelled = options.cancelled === true && failed
  const before: string[] = [failureBlock(failure, cancelled)]
  if (failed && collected) {
    before.push(
      `Collected before the ${cancelled ? 'run was cancelled' : 'failure'}: ` +
        `${plural(inv.digest.totals.repositories, 'repository', 'repositories')} and ` +
        `${plural(inv.digest.totals.lockfiles, 'lockfile')}; the totals and tables below cover only these.`
    )
  }
  const incomplete = incompleteListings(inv)
  if (incomplete) before.push(incomplete)
  const where = whereNote(options, failed, collected)
  if (where) before.push(where)
  if (collected) before.push(totalsTable(inv))
  // Each added section may take a quarter of the budget; the largest repositories fill the rest.
  const share = Math.floor(budget / 4)
  if (options.compared) {
    const context = { failed, limit, allowance: share }
    before.push(changesSection(inv.changes, { ...context, problem: options.previousProblem }))
  }
  if (options.uncovered) {
    before.push(uncoveredSection(inv.uncovered, options.uncovered, limit, share))
  }
  if (collected) before.push(ecosystemSection(inv))
  const theVerdict = withAdditions(
    verdict(inv, failed, failure, cancelled, options.deploymentName),
    inv,
    options,
    failed
  )

  const repos = inv.digest.largest.slice(0, limit)
  const total = inv.digest.totals.repositories
  const render = (rows: string[]): string => {
    const sections = [...before]
    if (repos.length > 0) sections.push(repositoriesSection(rows, total, limit, failed))
    return renderSummary(theVerdict, sections)
  }

  // The longest "shown" line is the one for no rows; with it the frame is as large as it gets.
  let size = byteLength(render([]))
  if (size > budget) return fallback(inv, failed, cancelled, options.inventoryFilePath, budget)
  const rows: string[] = []
  for (const [index, repo] of repos.entries()) {
    const row = repositoryRow(index + 1, repo)
    const cost = byteLength(row) + 1
    if (size + cost > budget) break
    size += cost
    rows.push(row)
  }
  let markdown = render(rows)
  // The "shown" line is no longer with rows than without; this only guards against a change of it.
  while (byteLength(markdown) > budget && rows.length > 0) {
    rows.pop()
    markdown = render(rows)
  }
  return byteLength(markdown) <= budget
    ? markdown
    : fallback(inv, failed, cancelled, options.inventoryFilePath, budget)
}

function verdict(
  inv: Inventory,
  failed: boolean,
  failure: string | undefined,
  cancelled: boolean,
  name = inv.deploymentId
): Verdict {
  const message = failure ?? 'no error was recorded.'
  const deployment = code(name)
  if (cancelled) {
    return cancelledVerdict(
      inv.digest.totals.repositories === 0
        ? 'No inventory was collected.'
        : 'The inventory is incomplete: what was collected is below and in the inventory file, ' +
            'marked <code>complete: false</code>.'
    )
  }
  if (failed && inv.digest.totals.repositories === 0) {
    return failedVerdict('No inventory was collected.', message)
  }
  if (failed) return failedVerdict('The inventory is incomplete: the run failed.', message)
  const t = inv.digest.totals
  if (t.repositories === 0) {
    return {
      outcome: 'done',
      sentence: `No repositories with dependencies were found in deployment ${deployment}.`
    }
  }
  const counts =
    `${plural(t.repositories, 'repository', 'repositories')} with ` +
    `${plural(t.lockfiles, 'lockfile')} and ${plural(t.dependencies, 'dependency', 'dependencies')}`
  const unfinished = inv.digest.incomplete
  if (unfinished > 0) {
    return {
      outcome: 'warning',
      sentence:
        `Listed ${counts} in deployment ${deployment}, but the lockfile listing did ` +
        `not finish for ${plural(unfinished, 'repository', 'repositories')} (below).`
    }
  }
  return { outcome: 'done', sentence: `Listed ${counts} in deployment ${deployment}.` }
}

/** The budget with room for the changes and uncovered sections' rows, when they are shown. */
function budgetWithSections(limit: number, options: InventorySummaryOptions): number {
  const extra =
    (options.compared ? 6_000 + 400 * limit : 0) + (options.uncovered ? 4_000 + 300 * limit : 0)
  return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, budgetForLimit(limit) + extra)
}

/** The verdict with what changed and what is uncovered; a problem with either is a warning. */
function withAdditions(
  base: Verdict,
  inv: Inventory,
  options: InventorySummaryOptions,
  failed: boolean
): Verdict {
  if (failed) return base
  const phrases: string[] = []
  let outcome = base.outcome
  if (inv.changes) {
    const c = changeCounts(inv.changes)
    phrases.push(
      c.repositoriesAdded + c.repositoriesRemoved + c.lockfilesAdded + c.lockfilesRemoved === 0
        ? 'no repository or lockfile was added or removed since the previous inventory'
        : `since the previous inventory ${formatCount(c.repositoriesAdded)} added and ` +
            `${formatCount(c.repositoriesRemoved)} removed ${c.repositoriesAdded + c.repositoriesRemoved === 1 ? 'repository' : 'repositories'}, ` +
            `${formatCount(c.lockfilesAdded)} added and ${formatCount(c.lockfilesRemoved)} removed ` +
            `${c.lockfilesAdded + c.lockfilesRemoved === 1 ? 'lockfile' : 'lockfiles'}`
    )
    if (!inv.changes.previous.complete) outcome = 'warning'
  } else if (options.previousProblem?.level === 'warning') {
    phrases.push('the previous inventory could not be compared with (below)')
    outcome = 'warning'
  }
  if (inv.uncovered) {
    phrases.push(
      `${plural(inv.uncovered.length, 'project')} of the deployment ` +
        `${inv.uncovered.length === 1 ? 'has' : 'have'} no dependency data`
    )
  } else if (options.uncovered && 'problem' in options.uncovered) {
    phrases.push('the projects without dependency data could not be listed (below)')
    outcome = 'warning'
  }
  if (phrases.length === 0) return base
  const sentence = base.sentence.replace(/\.$/, '')
  return { outcome, sentence: `${sentence}; ${phrases.join('; ')}.` }
}

/** Where the whole inventory is: the artifact, or the file and how to keep it. */
function whereNote(options: InventorySummaryOptions, failed: boolean, collected: boolean): string {
  const what = failed ? 'The inventory collected so far' : 'The full inventory'
  if (options.artifact) {
    const a = options.artifact
    return `**${what}** is in the workflow artifact ${link(a.name, a.url)} (${formatBytes(a.size)} zip).`
  }
  if (options.inventoryFilePath === '' || (failed && !collected)) return ''
  return (
    `**${what}** is in ${code(options.inventoryFilePath)} (the <code>inventory-file</code> ` +
    'output), on the runner until the job ends: set <code>artifact-name</code> to keep it as a workflow ' +
    'artifact, or upload it in a later step of this job.'
  )
}

function incompleteListings(inv: Inventory): string {
  const { incomplete, firstIncomplete } = inv.digest
  if (incomplete === 0) return ''
  const named = firstIncomplete.map(repo => code(clip(repo.name, MAX_NAME_CHARS)))
  const more = incomplete - named.length
  return (
    `The lockfile listing did not finish for ${plural(incomplete, 'repository', 'repositories')}: ` +
    `${named.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}; only the lockfiles ` +
    'received are counted for them.'
  )
}

function totalsTable(inv: Inventory): string {
  const t = inv.digest.totals
  return table(
    ['Total', 'Count'],
    [
      ['Repositories', formatCount(t.repositories)],
      ['Lockfiles', formatCount(t.lockfiles)],
      ['Dependencies', formatCount(t.dependencies)],
      ['Repositories with dependency-path scans', formatCount(t.repositoriesWithDependencyPathScan)]
    ],
    [1]
  )
}

function ecosystemSection(inv: Inventory): string {
  const totals = inv.digest.ecosystemTotals()
  if (totals.length === 0) return ''
  const rows = totals.map(e => [
    text(e.ecosystem),
    formatCount(e.repositories),
    formatCount(e.lockfiles),
    formatCount(e.dependencies)
  ])
  return [
    '### By ecosystem',
    '',
    '_From the lockfile names; dependencies are the lockfiles’ own counts._',
    '',
    table(['Ecosystem', 'Repositories', 'Lockfiles', 'Dependencies'], rows, [1, 2, 3])
  ].join('\n')
}

function repositoriesSection(
  rows: string[],
  total: number,
  limit: number,
  failed: boolean
): string {
  const collected = failed ? ' collected' : ''
  const shown =
    rows.length === total
      ? `All ${plural(total, 'repository', 'repositories')}${collected} shown, by dependency count.`
      : `**${formatCount(rows.length)} of ${plural(total, 'repository', 'repositories')}${collected} shown**, ` +
        `the most dependencies first (${
          rows.length < Math.min(limit, total)
            ? "as many as fit GitHub's summary size limit"
            : `<code>summary-limit: ${limit}</code>`
        }); the rest are in the full inventory.`
  const head = table(
    ['#', 'Repository', 'Dependencies', 'Dependency-path scan', 'Lockfiles (dependencies)'],
    [],
    [0, 2]
  )
  return ['### Largest repositories', '', shown, '', head, ...rows].join('\n')
}

function byLockfileDependencies(a: LockfileEntry, b: LockfileEntry): number {
  if (a.numDependencies !== b.numDependencies) return b.numDependencies - a.numDependencies
  if (a.lockfilePath !== b.lockfilePath) return a.lockfilePath < b.lockfilePath ? -1 : 1
  return 0
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
  if (hidden > 0) shown.push(`… and ${formatCount(hidden)} more in the full inventory`)

  let list: string
  if (lockfiles.length === 0) list = repo.lockfilesError === undefined ? 'none' : ''
  else if (lockfiles.length <= INLINE_LOCKFILES) list = shown.join('<br>')
  else {
    const label = plural(lockfiles.length, 'lockfile')
    list = `<details><summary>${label}</summary>${shown.join('<br>')}</details>`
  }
  if (repo.lockfilesError === undefined) return list
  const warning = `⚠️ listing incomplete: ${text(clip(repo.lockfilesError, MAX_ROW_ERROR_CHARS))}`
  return list === '' ? warning : `${warning}<br>${list}`
}

/** The shortest useful summary, for budgets too small for the full one. */
function fallback(
  inv: Inventory,
  failed: boolean,
  cancelled: boolean,
  path: string,
  budget: number
): string {
  const t = inv.digest.totals
  const state = failed ? ` (incomplete: the run ${cancelled ? 'was cancelled' : 'failed'})` : ''
  const where = path === '' ? '' : ` Full inventory: ${code(path)}.`
  const counts = `${plural(t.repositories, 'repository', 'repositories')}, ${plural(t.lockfiles, 'lockfile')}, ${plural(t.dependencies, 'dependency', 'dependencies')}${state}.`
  const mark = failed ? '❌' : '✅'
  for (const candidate of [
    `${mark} ${counts}${where}\n`,
    `${mark} ${counts}\n`,
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
