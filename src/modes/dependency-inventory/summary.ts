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
import { errorMessage, formatBytes, formatCount, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { changeCounts, changesSection } from './changes.js'
import {
  RepositoryDigest,
  type Listing,
  type LockfileEntry,
  type RepositoryEntry
} from './model.js'
import type { PreviousOutcome } from './previous.js'
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

/** The results of the run's steps that the summary reports, each as its step returned it. */
export interface InventoryResults {
  deploymentId: string
  /** The deployment as the summary names it (its slug when known); default its ID. */
  deploymentName?: string
  /** Repositories in the table at most (`summary-limit`). */
  summaryLimit?: number
  /** Upper bound of the summary's size in UTF-8 bytes; default {@link budgetForLimit}. */
  budgetBytes?: number
  /** `previous-inventory` was given: the summary has a changes section (the changes, or why not). */
  compared?: boolean
  /** The previous inventory, as read (or why it could not be). */
  previous?: PreviousOutcome
  /** The listing, once it ran (finished or stopped). */
  listing?: Listing
  /** With `list-uncovered`: what the project listing found, or why it failed. */
  uncovered?: UncoveredReport
  /** Where the inventory file was written, once it was; the summary points there. */
  inventoryFile?: string
  /** The workflow artifact holding the inventory file, when it was uploaded. */
  artifact?: UploadedArtifact
  /** `artifact-name`, when given: the summary's advice fits it. */
  artifactName?: string
}

export type { UncoveredReport } from './uncovered.js'

/** Lockfiles listed inline in a row; more go into a collapsed `<details>` block. */
const INLINE_LOCKFILES = 3
/** Lockfiles listed per repository at most; the rest are counted. */
const MAX_LOCKFILES_PER_ROW = 50
const MAX_ROW_ERROR_CHARS = 200

/** What every part of the summary asks of the results: how the run ended, and what it collected. */
interface RunState {
  digest: RepositoryDigest
  /** What failed: the run's failure, else the listing's error. */
  failure: string | undefined
  failed: boolean
  /**
   * The run failed before the listing was complete and written: what is shown is part of it. A
   * failure after that (the artifact's upload) leaves the inventory whole.
   */
  partial: boolean
  cancelled: boolean
  /** Some repositories were listed. */
  collected: boolean
  limit: number
}

/**
 * Renders the summary as Markdown of at most `budgetBytes` UTF-8 bytes, from the steps' results and
 * the run's `failure` (its message) and whether it was `cancelled`. Every string from the API is
 * escaped.
 */
export function renderInventorySummary(
  results: InventoryResults,
  failure?: string,
  cancelled = false
): string {
  const state = runState(results, failure, cancelled)
  const budget = Math.max(
    0,
    Math.floor(results.budgetBytes ?? budgetWithSections(state.limit, results))
  )
  const before = sectionsBefore(results, state, budget)
  const theVerdict = withAdditions(verdict(results, state), results, state.failed)
  const repos = state.digest.largest.slice(0, state.limit)
  const render = (rows: string[]): string => {
    const sections = [...before]
    if (repos.length > 0) {
      const total = state.digest.totals.repositories
      sections.push(repositoriesSection(rows, total, state.limit, state.partial))
    }
    return renderSummary(theVerdict, sections)
  }
  const markdown = fillRows(render, repos, budget)
  return markdown ?? fallback(state, results.inventoryFile ?? '', budget)
}

function runState(
  results: InventoryResults,
  runFailure: string | undefined,
  cancelled: boolean
): RunState {
  const { listing } = results
  const digest = listing?.digest ?? new RepositoryDigest(1)
  const stopped = listing?.failure === undefined ? undefined : errorMessage(listing.failure)
  const failure = runFailure ?? stopped
  const failed = listing === undefined || failure !== undefined
  const written =
    listing !== undefined && listing.failure === undefined && results.inventoryFile !== undefined
  return {
    digest,
    failure,
    failed,
    partial: failed && !written,
    cancelled: cancelled && failed,
    collected: digest.totals.repositories > 0,
    limit: Math.max(1, results.summaryLimit ?? DEFAULT_SUMMARY_LIMIT)
  }
}

/** The sections above the largest repositories, in order ('' for one not shown). */
function sectionsBefore(results: InventoryResults, state: RunState, budget: number): string[] {
  const { digest, partial: failed, collected, limit } = state
  const before: string[] = [failureBlock(state.failure, state.cancelled)]
  if (failed && collected) {
    before.push(
      `Collected before the ${state.cancelled ? 'run was cancelled' : 'failure'}: ` +
        `${plural(digest.totals.repositories, 'repository', 'repositories')} and ` +
        `${plural(digest.totals.lockfiles, 'lockfile')}; the totals and tables below cover only these.`
    )
  }
  before.push(incompleteListings(digest), whereNote(results, failed, collected))
  if (collected) before.push(totalsTable(digest))
  // Each added section may take a quarter of the budget; the largest repositories fill the rest.
  const allowance = Math.floor(budget / 4)
  if (results.compared) {
    const problem = results.previous?.ok === false ? results.previous.problem : undefined
    before.push(changesSection(results.listing?.changes, { failed, limit, allowance, problem }))
  }
  if (results.uncovered) before.push(uncoveredSection(results.uncovered, limit, allowance))
  if (collected) before.push(ecosystemSection(digest))
  return before
}

/**
 * The summary with as many of `repos` as fit `budget`, or undefined when not even the frame fits.
 * The longest "shown" line is the one for no rows; with it the frame is as large as it gets.
 */
function fillRows(
  render: (rows: string[]) => string,
  repos: readonly RepositoryEntry[],
  budget: number
): string | undefined {
  let size = byteLength(render([]))
  if (size > budget) return undefined
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
  return byteLength(markdown) <= budget ? markdown : undefined
}

function verdict(results: InventoryResults, state: RunState): Verdict {
  const message = state.failure ?? 'no error was recorded.'
  const t = state.digest.totals
  if (state.failed && !state.partial) return uploadFailedVerdict(results, state, message)
  if (state.cancelled) {
    return cancelledVerdict(
      t.repositories === 0
        ? 'No inventory was collected.'
        : 'The inventory is incomplete: what was collected is below and in the inventory file, ' +
            'marked <code>complete: false</code>.'
    )
  }
  if (state.failed && t.repositories === 0) {
    return failedVerdict('No inventory was collected.', message)
  }
  if (state.failed) return failedVerdict('The inventory is incomplete: the run failed.', message)
  const deployment = code(results.deploymentName ?? results.deploymentId)
  if (t.repositories === 0) {
    return {
      outcome: 'done',
      sentence: `No repositories with dependencies were found in deployment ${deployment}.`
    }
  }
  const counts =
    `${plural(t.repositories, 'repository', 'repositories')} with ` +
    `${plural(t.lockfiles, 'lockfile')} and ${plural(t.dependencies, 'dependency', 'dependencies')}`
  const unfinished = state.digest.incomplete
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

/**
 * The listing completed and its file says `complete: true`; what failed came after it (the
 * artifact's upload, or the run was cancelled then).
 */
function uploadFailedVerdict(results: InventoryResults, state: RunState, message: string): Verdict {
  const t = state.digest.totals
  const listed =
    `The inventory is complete (${plural(t.repositories, 'repository', 'repositories')} ` +
    `with ${plural(t.lockfiles, 'lockfile')}, in the inventory file)`
  const upload =
    results.artifactName === undefined
      ? 'the step failed after it was written'
      : `its upload as the workflow artifact ${code(results.artifactName)} ` +
        `${state.cancelled ? 'was cancelled' : 'failed'}`
  if (state.cancelled) return cancelledVerdict(`${listed}, but ${upload}.`)
  return failedVerdict(`${listed}, but ${upload}:`, message)
}

/** The budget with room for the changes and uncovered sections' rows, when they are shown. */
function budgetWithSections(limit: number, results: InventoryResults): number {
  const extra =
    (results.compared ? 6_000 + 400 * limit : 0) + (results.uncovered ? 4_000 + 300 * limit : 0)
  return Math.min(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES, budgetForLimit(limit) + extra)
}

/** The verdict with what changed and what is uncovered; a problem with either is a warning. */
function withAdditions(base: Verdict, results: InventoryResults, failed: boolean): Verdict {
  if (failed) return base
  const changes = changesAddition(results)
  const uncovered = uncoveredAddition(results.uncovered)
  const phrases = [changes, uncovered].filter(addition => addition !== undefined)
  if (phrases.length === 0) return base
  const outcome = phrases.some(addition => addition.warning) ? 'warning' : base.outcome
  const sentence = base.sentence.replace(/\.$/, '')
  return { outcome, sentence: `${sentence}; ${phrases.map(p => p.phrase).join('; ')}.` }
}

/** A phrase the verdict adds, and whether it makes the verdict a warning. */
interface Addition {
  phrase: string
  warning: boolean
}

/** What changed since the previous inventory, or that it could not be compared with. */
function changesAddition(results: InventoryResults): Addition | undefined {
  const changes = results.listing?.changes
  if (changes) {
    const c = changeCounts(changes)
    const repositories = c.repositoriesAdded + c.repositoriesRemoved
    const lockfiles = c.lockfilesAdded + c.lockfilesRemoved
    const phrase =
      repositories + lockfiles === 0
        ? 'no repository or lockfile was added or removed since the previous inventory'
        : `since the previous inventory ${formatCount(c.repositoriesAdded)} added and ` +
          `${formatCount(c.repositoriesRemoved)} removed ${repositories === 1 ? 'repository' : 'repositories'}, ` +
          `${formatCount(c.lockfilesAdded)} added and ${formatCount(c.lockfilesRemoved)} removed ` +
          `${lockfiles === 1 ? 'lockfile' : 'lockfiles'}`
    return { phrase, warning: !changes.previous.complete }
  }
  if (results.previous?.ok === false && results.previous.problem.level === 'warning') {
    return { phrase: 'the previous inventory could not be compared with (below)', warning: true }
  }
  return undefined
}

/** How many projects have no dependency data, or that they could not be listed. */
function uncoveredAddition(report: UncoveredReport | undefined): Addition | undefined {
  if (report === undefined) return undefined
  if ('problem' in report) {
    return {
      phrase: 'the projects without dependency data could not be listed (below)',
      warning: true
    }
  }
  const count = report.uncovered.length
  return {
    phrase: `${plural(count, 'project')} of the deployment ${count === 1 ? 'has' : 'have'} no dependency data`,
    warning: false
  }
}

/** Where the whole inventory is: the artifact, or the file and how to keep it. */
function whereNote(results: InventoryResults, failed: boolean, collected: boolean): string {
  const what = failed ? 'The inventory collected so far' : 'The full inventory'
  if (results.artifact) {
    const a = results.artifact
    return `**${what}** is in the workflow artifact ${link(a.name, a.url)} (${formatBytes(a.size)} zip).`
  }
  if (!results.inventoryFile || (failed && !collected)) return ''
  const keep =
    results.artifactName === undefined
      ? 'set <code>artifact-name</code> to keep it as a workflow artifact, or upload it in a later ' +
        'step of this job.'
      : `its upload as the workflow artifact ${code(results.artifactName)} did not finish: ` +
        'run the step again, or upload the file in a later step of this job.'
  return (
    `**${what}** is in ${code(results.inventoryFile)} (the <code>inventory-file</code> ` +
    `output), on the runner until the job ends: ${keep}`
  )
}

function incompleteListings(digest: RepositoryDigest): string {
  const { incomplete, firstIncomplete } = digest
  if (incomplete === 0) return ''
  const named = firstIncomplete.map(repo => code(clip(repo.name, MAX_NAME_CHARS)))
  const more = incomplete - named.length
  return (
    `The lockfile listing did not finish for ${plural(incomplete, 'repository', 'repositories')}: ` +
    `${named.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}; only the lockfiles ` +
    'received are counted for them.'
  )
}

function totalsTable(digest: RepositoryDigest): string {
  const t = digest.totals
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

function ecosystemSection(digest: RepositoryDigest): string {
  const totals = digest.ecosystemTotals()
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
function fallback(run: RunState, path: string, budget: number): string {
  const { partial, failed, cancelled } = run
  const t = run.digest.totals
  const state = partial
    ? ` (incomplete: the run ${cancelled ? 'was cancelled' : 'failed'})`
    : failed
      ? ` (complete; the run ${cancelled ? 'was cancelled' : 'failed'} after it)`
      : ''
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
