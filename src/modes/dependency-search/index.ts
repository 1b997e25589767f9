/**
 * `mode: dependency-search`, on demand or on a schedule: which of the deployment's repositories use
 * these packages, which version, in which lockfile and line, direct or transitive — from the
 * dependencies the platform has already resolved, with no checkout.
 *
 * Each line is asked with one ListDependencies listing per pass (and per name, for a PyPI name
 * written otherwise than normalized), always with one ecosystem and one package filter with
 * `exactNameMatch: true`; what comes back is checked here too (matcher.ts), so that a server that
 * matches loosely raises no false alarm. The repositories listing gives the names and how many were
 * searched. See search.ts for how the requests share `concurrency`.
 *
 * With `scanned-since`, repositories without a match whose latest full scan is older are listed.
 * The search file is written in every case (`complete: false` after a failure part-way), and
 * uploaded with `artifact-name`. A match is a warning, or with `fail-on-match: true` a failure.
 */
import { notice, warn } from '../../action/annotations.js'
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { errorMessage, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { parseDependencySearchInputs, type DependencySearchInputs } from './inputs.js'
import { searchCounts, searchFileText, type SearchResult, type StaleCheck } from './model.js'
import {
  describeSearchProgress,
  findStale,
  newSearchProgress,
  searchDependencies,
  type SearchOptions,
  type SearchProgress
} from './search.js'
import {
  exposedSentence,
  noneSentence,
  renderSearchSummary,
  type SearchSummaryOptions
} from './summary.js'

/** How often a progress line is logged while the search runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencySearch(
  inputs: DependencySearchInputs,
  context: ModeContext
): Promise<void> {
  let search: SearchResult | undefined
  let stale: StaleCheck | undefined
  let searchFilePath = ''
  let artifact: UploadedArtifact | undefined
  const options = summaryOptions(inputs)
  context.summary.show((failure, cancelled) =>
    renderSearchSummary({ search, stale, searchFilePath, artifact }, options, failure, cancelled)
  )
  checkOutputPath('search-file', inputs.searchFile)
  const skippedRanges = inputs.advisoryNotices ?? []
  if (skippedRanges.length > 10) {
    notice(
      'advisory ranges skipped',
      `${skippedRanges.length - 10} more advisory ranges were skipped.`
    )
  }
  for (const skipped of skippedRanges.slice(0, 10)) {
    notice(
      'advisory range skipped',
      `${skipped}: only SEMVER and ECOSYSTEM ranges without a limit are searched.`
    )
  }
  if (inputs.repeatedLines > 0) {
    log.info(`${plural(inputs.repeatedLines, 'repeated package line')} searched once.`)
  }

  const progress = newSearchProgress()
  const ticker = progressTicker(progress, context)
  let failure: unknown
  try {
    search = await searchPackages(inputs, context, progress)
    failure = search.failure
    if (search.complete && inputs.scannedSince) {
      const checked = await checkScans(inputs.scannedSince, search, inputs, context, progress)
      if (checked instanceof Error) failure = checked
      else stale = checked
    }
  } finally {
    ticker.stop(search?.complete === true)
  }

  await writeSearchFile(inputs.searchFile, context.deployment.id, search, stale, failure)
  searchFilePath = inputs.searchFile
  if (inputs.artifactName !== undefined) {
    artifact = await uploadOrAddTo(failure, () =>
      uploadSearchFile(inputs.artifactName!, inputs.searchFile)
    ).catch(async (error: unknown) => {
      // The outputs come from the search, whatever became of its upload.
      if (failure === undefined) await countOutputs(search, stale)
      throw error
    })
  }
  // The step's own error, rethrown unchanged now that the file is written.
  if (failure !== undefined) throw failure as Error
  await report(inputs, search, stale)
}

function summaryOptions(inputs: DependencySearchInputs): SearchSummaryOptions {
  return {
    summaryLimit: inputs.summaryLimit,
    failOnMatch: inputs.failOnMatch,
    serverUrl: process.env.GITHUB_SERVER_URL || 'https://github.com',
    repeatedLines: inputs.repeatedLines,
    ...(inputs.artifactName === undefined ? {} : { artifactName: inputs.artifactName })
  }
}

/** Logs a progress line every few seconds until stopped, then a last one. */
function progressTicker(
  progress: SearchProgress,
  context: ModeContext
): { stop: (complete: boolean) => void } {
  const started = Date.now()
  const line = (): string =>
    describeSearchProgress(progress, context.requestStats, Date.now() - started)
  const ticker = setInterval(() => log.info(`Progress: ${line()}`), PROGRESS_INTERVAL_MS)
  ticker.unref()
  return {
    stop: complete => {
      clearInterval(ticker)
      log.info(`${complete ? 'Done' : 'Stopped'}: ${line()}`)
    }
  }
}

/** The search step: every line's listings, with what stopped it part-way, if anything did. */
async function searchPackages(
  inputs: DependencySearchInputs,
  context: ModeContext,
  progress: SearchProgress
): Promise<SearchResult> {
  const passes = inputs.includeArchived ? 'active and archived repositories' : 'active repositories'
  log.info(
    `Searching ${plural(inputs.packages.length, 'package')} in the ${passes} of deployment ` +
      `${context.deployment.id}, at most ${inputs.concurrency} requests in flight.`
  )
  return searchDependencies(
    context.client,
    inputs.packages,
    inputs.includeArchived,
    requestOptions(inputs, context),
    progress
  )
}

function requestOptions(inputs: DependencySearchInputs, context: ModeContext): SearchOptions {
  return { concurrency: inputs.concurrency, ...(context.signal && { signal: context.signal }) }
}

/**
 * The `scanned-since` step, after a complete search: its result, or the error that stopped it
 * (returned: the search stands and its file is written before the step fails).
 */
async function checkScans(
  scannedSince: { since: string; label: string },
  search: SearchResult,
  inputs: DependencySearchInputs,
  context: ModeContext,
  progress: SearchProgress
): Promise<StaleCheck | Error> {
  try {
    const stale = await findStale(
      context.client,
      search,
      scannedSince,
      requestOptions(inputs, context),
      progress
    )
    if (stale.kind === 'unavailable') {
      notice(
        'repositories not scanned since not listed',
        `Repositories not scanned since ${scannedSince.label} are not listed: ${stale.problem}.`
      )
    }
    return stale
  } catch (error) {
    return new Error(
      `Run the step again, or without scanned-since: checking which repositories were scanned ` +
        `since ${scannedSince.label} failed: ${errorMessage(error)}`
    )
  }
}

/** Writes the search file; a failure to write is told after the step's own error, if any. */
async function writeSearchFile(
  file: string,
  deploymentId: string,
  search: SearchResult,
  stale: StaleCheck | undefined,
  failure: unknown
): Promise<void> {
  try {
    await writeFileSafely(file, searchFileText(deploymentId, search, stale))
  } catch (error) {
    const problem = `Could not write the search file ${file}: ${errorMessage(error)}`
    throw new Error(failure === undefined ? problem : `${errorMessage(failure)} ${problem}`)
  }
  await setOutput('search-file', file, 'txt')
  log.info(`Wrote the ${search.complete ? '' : 'incomplete '}search result to ${file}.`)
}

/** The upload; if the step has already failed, an upload failure is told after that error. */
async function uploadOrAddTo(
  failure: unknown,
  upload: () => Promise<UploadedArtifact>
): Promise<UploadedArtifact> {
  try {
    return await upload()
  } catch (error) {
    if (failure === undefined) throw error
    throw new Error(`${errorMessage(failure)} Also: ${errorMessage(error)}`)
  }
}

/** The outputs, the log's verdict, and the warning or failure a match gives. */
async function report(
  inputs: DependencySearchInputs,
  search: SearchResult,
  stale: StaleCheck | undefined
): Promise<void> {
  const counts = await countOutputs(search, stale)
  if (search.rejectedCount > 0) {
    notice(
      'returned dependencies not counted',
      `${plural(search.rejectedCount, 'dependency', 'dependencies')} the platform returned did not ` +
        `match the line asked (another name, ecosystem or version) and ${search.rejectedCount === 1 ? 'is' : 'are'} ` +
        `not counted; the search file lists them under rejected.`
    )
  }
  if (counts.matches === 0) {
    log.info(`${noneSentence(search)}.`)
    return
  }
  const exposed = `${exposedSentence(search)}; the job summary and ${inputs.searchFile} say where.`
  if (inputs.failOnMatch) {
    throw new Error(
      // Said in the first sentence: a summary's details block must not hold only this aside.
      `Remove or update the packages found, then run the step again (fail-on-match: true): ${exposed}`
    )
  }
  warn('packages found', exposed)
}

/** The count outputs, from the search; its counts. */
async function countOutputs(search: SearchResult, stale: StaleCheck | undefined) {
  const counts = searchCounts(search)
  await setOutput('match-count', String(counts.matches), 'txt')
  await setOutput('exposed-repository-count', String(counts.exposedRepositories), 'txt')
  await setOutput('unmatched-count', String(counts.unmatched), 'txt')
  if (stale?.kind === 'listed') {
    await setOutput('stale-repository-count', String(stale.stale.length), 'txt')
  }
  return counts
}

/** Uploads the search file as a workflow artifact and sets the outputs. */
async function uploadSearchFile(name: string, file: string): Promise<UploadedArtifact> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadStepArtifact } = await import('../../github/artifacts.js')
  return uploadStepArtifact('the search result', name, file)
}

const dependencySearch: Mode<DependencySearchInputs> = {
  parseInputs: (read, env) => parseDependencySearchInputs(read, env),
  run: runDependencySearch
}
export default dependencySearch
