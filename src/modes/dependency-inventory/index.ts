/**
 * `mode: dependency-inventory`, on a schedule or on demand: every repository that has dependencies,
 * with its lockfiles, into the job summary and a JSON file.
 *
 * The listing is a pipeline, not two phases. Repository pages come one after another (each request
 * needs the previous page's cursor); the repositories of a page join a queue as soon as it arrives,
 * and `concurrency` workers list their lockfiles while later repository pages are still being
 * fetched. Every request of the mode, repository pages included, takes one of `concurrency` slots, so
 * that never more than `concurrency` requests are in flight; the next repository page takes the next
 * free slot ahead of lockfile pages, so the chain of repository pages is never starved. A 429 pauses
 * every request of the step (the transport's doing), not just the one that got it.
 *
 * Results keep the API's repository order, lockfiles in page order. Each repository goes to a
 * temporary file as soon as it and those before it are listed (spool.ts), and what the summary and
 * the outputs need of it into a digest (model.ts), so that memory stays flat however large the
 * organization: the inventory file is written from the temporary file at the end. The first error
 * stops the pipeline: requests already under way finish, nothing new starts, and the inventory file
 * is still written (`complete: false`) before the step fails.
 *
 * With `artifact-name`, the inventory file is also uploaded as a workflow artifact (on a failure
 * part-way too), so that it outlives the job.
 *
 * With `previous-inventory`, the previous inventory is read first (see previous.ts) and this run's
 * repositories are compared with it as they are listed, the changes kept once the run is complete.
 * With `list-uncovered`, the deployment's projects are listed after the inventory and those without
 * dependency data reported.
 *
 * Outputs: `repository-count`, `lockfile-count`, `dependency-count` and `inventory-file` (the last
 * also on a failure part-way); `artifact-id` and `artifact-url` when uploaded; the change counts
 * when compared; `uncovered-count` with `list-uncovered`.
 */
import { warn } from '../../action/annotations.js'
import { batched, checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { errorMessage, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { parseDependencyInventoryInputs, type DependencyInventoryInputs } from './inputs.js'
import { changeCounts, type Comparison } from './changes.js'
import { IdSet } from '../../platform/id-set.js'
import {
  inventoryJsonHead,
  inventoryJsonTail,
  RepositoryDigest,
  type Inventory,
  type InventoryChanges,
  type Listing,
  type RepositoryEntry
} from './model.js'
import { collectInventory, describeProgress, newProgress } from './pipeline.js'
import type { PreviousInventory, PreviousOutcome } from './previous.js'
import { RepositorySpool } from './spool.js'
import { renderInventorySummary } from './summary.js'
import { findUncovered, type UncoveredReport } from './uncovered.js'

/** How often a progress line is logged while the inventory runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencyInventory(
  inputs: DependencyInventoryInputs,
  context: ModeContext
): Promise<void> {
  let previous: PreviousOutcome | undefined
  let listing: Listing | undefined
  let uncovered: UncoveredReport | undefined
  let fileWritten = false
  let artifact: UploadedArtifact | undefined
  context.summary.show((failure, cancelled) =>
    renderInventorySummary(
      {
        deploymentId: context.deployment.id,
        deploymentName: context.deployment.name(),
        summaryLimit: inputs.summaryLimit,
        compared: inputs.previousInventory !== undefined,
        ...(previous && { previous }),
        ...(listing && { listing }),
        ...(uncovered && { uncovered }),
        ...(fileWritten && { inventoryFile: inputs.inventoryFile }),
        ...(artifact && { artifact }),
        ...(inputs.artifactName !== undefined && { artifactName: inputs.artifactName })
      },
      failure,
      cancelled
    )
  )
  checkOutputPath('inventory-file', inputs.inventoryFile)

  if (inputs.previousInventory !== undefined) previous = await readPrevious(inputs, context)
  const spool = await createSpool()
  try {
    listing = await listRepositories(inputs, context, spool, previous)
    if (listing.failure === undefined && inputs.listUncovered) {
      uncovered = await listUncovered(listing.listed, context)
    }
    const inventory = inventoryOf(context.deployment.id, listing, uncovered)
    await writeInventory(inputs.inventoryFile, inventory, spool, listing.failure)
  } finally {
    await spool.remove()
  }
  fileWritten = true
  await setOutput('inventory-file', inputs.inventoryFile, 'txt')
  const state = listing.failure === undefined ? '' : 'incomplete '
  log.info(`Wrote the ${state}inventory to ${inputs.inventoryFile}.`)
  if (inputs.artifactName !== undefined) {
    const { failure } = listing
    artifact = await uploadInventory(inputs.artifactName, inputs.inventoryFile, failure).catch(
      async (error: unknown) => {
        // The outputs come from the listing, whatever became of its upload.
        if (failure === undefined) await reportOutputs(listing, uncovered)
        throw error
      }
    )
  }
  // The pipeline's own error, rethrown unchanged now that the file is written.
  if (listing.failure !== undefined) throw listing.failure as Error
  await reportOutputs(listing, uncovered)
}

/** Reads the previous inventory (see previous.ts), before the listing compares with it. */
async function readPrevious(
  inputs: DependencyInventoryInputs,
  context: ModeContext
): Promise<PreviousOutcome> {
  // Loaded here only: its checks (zod) would slow the start of runs that compare with nothing.
  const { loadPreviousInventory } = await import('./previous.js')
  return loadPreviousInventory(
    inputs.previousInventory!,
    context.deployment.id,
    inputs.artifactName === undefined
      ? undefined
      : {
          artifactName: inputs.artifactName,
          githubToken: inputs.githubToken ?? '',
          githubApiUrl: inputs.githubApiUrl ?? 'https://api.github.com',
          env: process.env,
          ...(context.signal && { signal: context.signal }),
          newClient: context.newGitHubClient
        }
  )
}

/** The temporary file the repositories go to as they are listed. */
async function createSpool(): Promise<RepositorySpool> {
  try {
    return await RepositorySpool.create()
  } catch (error) {
    throw new Error(
      `Check the free space and permissions of RUNNER_TEMP: the action could not create its ` +
        `temporary file there: ${errorMessage(error)}`
    )
  }
}

/** What the inventory file holds, from the listing's and the project listing's results. */
function inventoryOf(
  deploymentId: string,
  listing: Listing,
  uncovered: UncoveredReport | undefined
): Inventory {
  return {
    deploymentId,
    complete: listing.failure === undefined,
    digest: listing.digest,
    ...(listing.failure !== undefined && { error: errorMessage(listing.failure) }),
    ...(listing.changes && { changes: listing.changes }),
    ...(uncovered && 'uncovered' in uncovered && { uncovered: uncovered.uncovered })
  }
}

/**
 * Writes the inventory file from the spool. A file that cannot be written throws, its problem after
 * the listing's error when there was one.
 */
async function writeInventory(
  file: string,
  inventory: Inventory,
  spool: RepositorySpool,
  listingFailure: unknown
): Promise<void> {
  try {
    await writeInventoryFile(file, inventory, spool.chunks())
  } catch (error) {
    const problem = `Could not write the inventory file ${file}: ${errorMessage(error)}`
    throw new Error(
      listingFailure === undefined ? problem : `${errorMessage(listingFailure)} ${problem}`
    )
  }
}

/** The count outputs and their log lines, once the inventory is complete. */
async function reportOutputs(
  listing: Listing,
  uncovered: UncoveredReport | undefined
): Promise<void> {
  const { totals } = listing.digest
  await setOutput('repository-count', String(totals.repositories), 'txt')
  await setOutput('lockfile-count', String(totals.lockfiles), 'txt')
  await setOutput('dependency-count', String(totals.dependencies), 'txt')
  log.info(
    `Inventory: ${plural(totals.repositories, 'repository', 'repositories')}, ` +
      `${plural(totals.lockfiles, 'lockfile')}, ${plural(totals.dependencies, 'dependency', 'dependencies')}.`
  )
  if (listing.changes) await reportChanges(listing.changes)
  if (uncovered && 'uncovered' in uncovered) {
    await setOutput('uncovered-count', String(uncovered.uncovered.length), 'txt')
  }
}

/** The change count outputs and their log line. */
async function reportChanges(changes: InventoryChanges): Promise<void> {
  const counts = changeCounts(changes)
  await setOutput('repositories-added', String(counts.repositoriesAdded), 'txt')
  await setOutput('repositories-removed', String(counts.repositoriesRemoved), 'txt')
  await setOutput('lockfiles-added', String(counts.lockfilesAdded), 'txt')
  await setOutput('lockfiles-removed', String(counts.lockfilesRemoved), 'txt')
  log.info(
    `Since the previous inventory: ${plural(counts.repositoriesAdded, 'repository', 'repositories')} ` +
      `added, ${counts.repositoriesRemoved} removed, ${counts.repositoriesRenamed} renamed; ` +
      `${plural(counts.lockfilesAdded, 'lockfile')} added, ${counts.lockfilesRemoved} removed.`
  )
}

/**
 * Lists the repositories into the spool and a new digest, comparing them with the previous inventory
 * on the way. Gives the listing's error, if any, in its result for the run to throw once the
 * inventory file is written, with the IDs of the repositories received.
 */
async function listRepositories(
  inputs: DependencyInventoryInputs,
  context: ModeContext,
  spool: RepositorySpool,
  previous: PreviousOutcome | undefined
): Promise<Listing> {
  const progress = newProgress()
  const listed = new IdSet()
  const digest = new RepositoryDigest(inputs.summaryLimit)
  const comparison = previous?.ok ? new TimedComparison(previous.previous) : undefined
  const onRepository = (repo: RepositoryEntry): void => {
    spool.add(repo)
    digest.add(repo)
    comparison?.add(repo)
  }
  const started = Date.now()
  const progressLine = (): string =>
    describeProgress(progress, context.requestStats, Date.now() - started)
  const ticker = setInterval(() => log.info(`Progress: ${progressLine()}`), PROGRESS_INTERVAL_MS)
  ticker.unref()
  log.info(
    `Listing the repositories with dependencies and their lockfiles: page size ${inputs.pageSize}, ` +
      `at most ${inputs.concurrency} requests in flight` +
      `${inputs.dependencyFilter ? ', with the dependency filter' : ''}.`
  )
  let failure: unknown
  try {
    await collectInventory(
      context.client,
      { ...inputs, ...(context.signal && { signal: context.signal }) },
      onRepository,
      progress,
      listed
    )
  } catch (error) {
    failure = error
  } finally {
    clearInterval(ticker)
  }
  warnDuplicates(progress.duplicates)
  log.info(`${failure === undefined ? 'Done' : 'Stopped'}: ${progressLine()}`)
  if (failure !== undefined) return { digest, listed, failure }
  return { digest, listed, ...(comparison && { changes: comparison.finish() }) }
}

/** The comparison with the previous inventory, and the time it took, for the log. */
class TimedComparison {
  private readonly comparison: Comparison
  private ms = 0

  constructor(private readonly previous: PreviousInventory) {
    this.comparison = previous.index.comparison()
  }

  add(repo: RepositoryEntry): void {
    const start = performance.now()
    this.comparison.add(repo)
    this.ms += performance.now() - start
  }

  finish(): InventoryChanges {
    const start = performance.now()
    const changes = this.comparison.finish(this.previous.source)
    this.ms += performance.now() - start
    log.info(`Compared with the previous inventory in ${(this.ms / 1000).toFixed(2)} s.`)
    return changes
  }
}

/** A warning when the repositories list returned some repositories twice. */
function warnDuplicates(duplicates: number): void {
  if (duplicates === 0) return
  warn(
    'repositories listed twice',
    `The repositories list returned ${plural(duplicates, 'repository', 'repositories')} ` +
      `a second time; each repository is listed once, with the details of its first appearance.`
  )
}

/**
 * Lists the deployment's projects and keeps those without dependency data. A failure is a warning
 * in the result: the inventory itself is complete, and its outputs are set.
 */
async function listUncovered(listed: IdSet, context: ModeContext): Promise<UncoveredReport> {
  let slug = ''
  try {
    slug = await context.deployment.slug()
    const found = await log.group(`Listing the projects of deployment ${slug}`, () =>
      findUncovered(context.client, slug, listed)
    )
    log.info(
      `${plural(found.uncovered.length, 'project')} of ${found.projects} ` +
        `${found.uncovered.length === 1 ? 'has' : 'have'} no dependency data.`
    )
    return { ...found, slug }
  } catch (error) {
    const message =
      `Projects without dependency data are not reported: listing the projects of deployment ` +
      `${slug || context.deployment.id} failed: ${errorMessage(error)}`
    warn('projects without dependency data not listed', message)
    return { problem: message }
  }
}

/**
 * Uploads the inventory file as a workflow artifact and sets the outputs. A failed upload throws,
 * after the listing's error when there was one.
 */
async function uploadInventory(
  name: string,
  file: string,
  listingFailure: unknown
): Promise<UploadedArtifact> {
  try {
    // Loaded here so that runs without artifact-name never load @actions/artifact.
    const { uploadStepArtifact } = await import('../../github/artifacts.js')
    return await uploadStepArtifact('the inventory', name, file)
  } catch (error) {
    if (listingFailure === undefined) throw error
    throw new Error(`${errorMessage(listingFailure)} Also: ${errorMessage(error)}`)
  }
}

/**
 * Writes the inventory file piece by piece, its repositories from `repositories` (their text, as the
 * spool holds it), through the action's file writer, so that the file is either complete or absent.
 */
export async function writeInventoryFile(
  file: string,
  inventory: Inventory,
  repositories: AsyncIterable<string | Buffer> | Iterable<string | Buffer>
): Promise<void> {
  await writeFileSafely(
    file,
    (async function* () {
      yield inventoryJsonHead(inventory)
      yield* repositories
      yield* batched(inventoryJsonTail(inventory))
    })()
  )
}

const dependencyInventory: Mode<DependencyInventoryInputs> = {
  parseInputs: parseDependencyInventoryInputs,
  run: runDependencyInventory
}
export default dependencyInventory
