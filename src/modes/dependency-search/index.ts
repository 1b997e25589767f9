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
import {
  newPackageResult,
  RepositoryBook,
  searchCounts,
  searchFileText,
  type SearchModel
} from './model.js'
import {
  describeSearchProgress,
  findStale,
  newSearchProgress,
  searchDependencies
} from './search.js'
import { exposedSentence, noneSentence, renderSearchSummary } from './summary.js'

/** How often a progress line is logged while the search runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencySearch(
  inputs: DependencySearchInputs,
  context: ModeContext
): Promise<void> {
  const model: SearchModel = {
    deploymentId: context.deployment.id,
    complete: false,
    packages: inputs.packages.map(newPackageResult),
    repositories: new RepositoryBook(),
    includeArchived: inputs.includeArchived,
    rejected: [],
    rejectedCount: 0,
    ...(inputs.scannedSince && { scannedSince: inputs.scannedSince })
  }
  let writtenFile = ''
  let artifact: UploadedArtifact | undefined
  const serverUrl = process.env.GITHUB_SERVER_URL || 'https://github.com'
  context.summary.show((failure, cancelled) =>
    renderSearchSummary(model, {
      searchFilePath: writtenFile,
      ...(artifact && { artifact }),
      summaryLimit: inputs.summaryLimit,
      failOnMatch: inputs.failOnMatch,
      serverUrl,
      repeatedLines: inputs.repeatedLines,
      ...(failure !== undefined && { failure }),
      ...(cancelled !== undefined && { cancelled })
    })
  )
  checkOutputPath('search-file', inputs.searchFile)
  if (inputs.repeatedLines > 0) {
    log.info(`${plural(inputs.repeatedLines, 'repeated package line')} searched once.`)
  }

  const failure = await search(inputs, context, model)
  try {
    await writeFileSafely(inputs.searchFile, searchFileText(model))
  } catch (error) {
    const problem = `Could not write the search file ${inputs.searchFile}: ${errorMessage(error)}`
    throw new Error(failure === undefined ? problem : `${errorMessage(failure)} ${problem}`)
  }
  writtenFile = inputs.searchFile
  await setOutput('search-file', inputs.searchFile, 'txt')
  log.info(`Wrote the ${model.complete ? '' : 'incomplete '}search result to ${inputs.searchFile}.`)
  if (inputs.artifactName !== undefined) {
    try {
      artifact = await uploadSearchFile(inputs.artifactName, inputs.searchFile)
    } catch (error) {
      if (failure === undefined) throw error
      throw new Error(`${errorMessage(failure)} Also: ${errorMessage(error)}`)
    }
  }
  // The search's own error, rethrown unchanged now that the file is written.
  if (failure !== undefined) throw failure as Error
  await report(inputs, model)
}

/** Runs the listings and, with `scanned-since`, the scan check; gives the error, if any. */
async function search(
  inputs: DependencySearchInputs,
  context: ModeContext,
  model: SearchModel
): Promise<unknown> {
  const progress = newSearchProgress()
  const started = Date.now()
  const line = (): string =>
    describeSearchProgress(progress, model, context.requestStats, Date.now() - started)
  const ticker = setInterval(() => log.info(`Progress: ${line()}`), PROGRESS_INTERVAL_MS)
  ticker.unref()
  const passes = inputs.includeArchived ? 'active and archived repositories' : 'active repositories'
  log.info(
    `Searching ${plural(inputs.packages.length, 'package')} in the ${passes} of deployment ` +
      `${context.deployment.id}, at most ${inputs.concurrency} requests in flight.`
  )
  const options = {
    concurrency: inputs.concurrency,
    ...(context.signal && { signal: context.signal })
  }
  try {
    await searchDependencies(context.client, model, options, progress)
    if (inputs.scannedSince) {
      await findStale(context.client, model, inputs.scannedSince.since, options, progress)
      if (model.staleProblem !== undefined) {
        notice(
          'repositories not scanned since not listed',
          `Repositories not scanned since ${inputs.scannedSince.label} are not listed: ${model.staleProblem}.`
        )
      }
    }
    return undefined
  } catch (error) {
    if (model.complete) {
      // The listing finished; only the scan check failed. The search stands, the step fails.
      return new Error(
        `Run the step again, or without scanned-since: checking which repositories were scanned ` +
          `since ${inputs.scannedSince?.label} failed: ${errorMessage(error)}`
      )
    }
    return error
  } finally {
    clearInterval(ticker)
    log.info(`${model.complete ? 'Done' : 'Stopped'}: ${line()}`)
  }
}

/** The outputs, the log's verdict, and the warning or failure a match gives. */
async function report(inputs: DependencySearchInputs, model: SearchModel): Promise<void> {
  const counts = searchCounts(model)
  await setOutput('match-count', String(counts.matches), 'txt')
  await setOutput('exposed-repository-count', String(counts.exposedRepositories), 'txt')
  await setOutput('unmatched-count', String(counts.unmatched), 'txt')
  if (model.stale !== undefined) {
    await setOutput('stale-repository-count', String(model.stale.length), 'txt')
  }
  if (model.rejectedCount > 0) {
    notice(
      'returned dependencies not counted',
      `${plural(model.rejectedCount, 'dependency', 'dependencies')} the platform returned did not ` +
        `match the line asked (another name, ecosystem or version) and ${model.rejectedCount === 1 ? 'is' : 'are'} ` +
        `not counted; the search file lists them under rejected.`
    )
  }
  if (counts.matches === 0) {
    log.info(`${noneSentence(model)}.`)
    return
  }
  const exposed = `${exposedSentence(model)}; the job summary and ${inputs.searchFile} say where.`
  if (inputs.failOnMatch) {
    throw new Error(
      `Remove or update the packages found, then run the step again: ${exposed} (fail-on-match: true)`
    )
  }
  warn('packages found', exposed)
}

/** Uploads the search file as a workflow artifact and sets the outputs. */
async function uploadSearchFile(name: string, file: string): Promise<UploadedArtifact> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadArtifact } = await import('../../github/artifacts.js')
  const artifact = await log.group(`Uploading the search result as artifact ${name}`, () =>
    uploadArtifact(name, file)
  )
  await setOutput('artifact-id', String(artifact.id), 'txt')
  await setOutput('artifact-url', artifact.url, 'txt')
  log.info(`Uploaded artifact ${name}: ${artifact.url}`)
  return artifact
}

const dependencySearch: Mode<DependencySearchInputs> = {
  parseInputs: (read, env) => parseDependencySearchInputs(read, env),
  run: runDependencySearch
}
export default dependencySearch
