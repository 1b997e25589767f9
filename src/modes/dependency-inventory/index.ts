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
import { changeCounts } from './changes.js'
import { IdSet } from '../../platform/id-set.js'
import {
  inventoryJsonHead,
  inventoryJsonTail,
  RepositoryDigest,
  type Inventory,
  type RepositoryEntry
} from './model.js'
import { collectInventory, describeProgress, newProgress } from './pipeline.js'
import type { PreviousOutcome } from './previous.js'
import { RepositorySpool } from './spool.js'
import { renderInventorySummary, type UncoveredReport } from './summary.js'
import { findUncovered } from './uncovered.js'

/** How often a progress line is logged while the inventory runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencyInventory(
  inputs: DependencyInventoryInputs,
  context: ModeContext
): Promise<void> {
  const inventory: Inventory = {
    deploymentId: context.deployment.id,
    complete: false,
    digest: new RepositoryDigest(inputs.summaryLimit)
  }
  let writtenFile = ''
  let artifact: UploadedArtifact | undefined
  let previous: PreviousOutcome | undefined
  let uncovered: UncoveredReport | undefined
  context.summary.show((failure, cancelled) =>
    renderInventorySummary(inventory, {
      inventoryFilePath: writtenFile,
      summaryLimit: inputs.summaryLimit,
      ...(artifact && { artifact }),
      ...(previous && !previous.ok && { previousProblem: previous.problem }),
      ...(inputs.previousInventory !== undefined && { compared: true }),
      ...(uncovered && { uncovered }),
      failure,
      cancelled,
      deploymentName: context.deployment.name()
    })
  )
  checkOutputPath('inventory-file', inputs.inventoryFile)

  if (inputs.previousInventory !== undefined) previous = await readPrevious(inputs, context)
  const failure = await listAndWrite(inputs, context, inventory, previous, report => {
    uncovered = report
  })
  writtenFile = inputs.inventoryFile
  await setOutput('inventory-file', inputs.inventoryFile, 'txt')
  log.info(
    `Wrote the ${inventory.complete ? '' : 'incomplete '}inventory to ${inputs.inventoryFile}.`
  )
  if (inputs.artifactName !== undefined) {
    try {
      artifact = await uploadInventory(inputs.artifactName, inputs.inventoryFile)
    } catch (error) {
      if (failure === undefined) throw error
      throw new Error(`${errorMessage(failure)} Also: ${errorMessage(error)}`)
    }
  }
  // The pipeline's own error, rethrown unchanged now that the file is written.
  if (failure !== undefined) throw failure as Error
  await reportOutputs(inventory)
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
          ...(context.signal && { signal: context.signal })
        }
  )
}

/**
 * Lists the inventory through a temporary spool, then the projects without dependency data (when
 * asked and the listing succeeded), and writes the inventory file. Gives the listing's error for
 * the caller to throw once the file is up; a file that cannot be written throws here.
 */
async function listAndWrite(
  inputs: DependencyInventoryInputs,
  context: ModeContext,
  inventory: Inventory,
  previous: PreviousOutcome | undefined,
  onUncovered: (report: UncoveredReport) => void
): Promise<unknown> {
  let spool: RepositorySpool
  try {
    spool = await RepositorySpool.create()
  } catch (error) {
    throw new Error(
      `Check the free space and permissions of RUNNER_TEMP: the action could not create its ` +
        `temporary file there: ${errorMessage(error)}`
    )
  }
  try {
    const listing = await listRepositories(inputs, context, inventory, spool, previous)
    if (listing.failure === undefined && inputs.listUncovered) {
      onUncovered(await listUncovered(inventory, listing.listed, context))
    }
    try {
      await writeInventoryFile(inputs.inventoryFile, inventory, spool.chunks())
    } catch (error) {
      const problem = `Could not write the inventory file ${inputs.inventoryFile}: ${errorMessage(error)}`
      throw new Error(
        listing.failure === undefined ? problem : `${errorMessage(listing.failure)} ${problem}`
      )
    }
    return listing.failure
  } finally {
    await spool.remove()
  }
}

/** The count outputs and their log lines, once the inventory is complete. */
async function reportOutputs(inventory: Inventory): Promise<void> {
  const { totals } = inventory.digest
  await setOutput('repository-count', String(totals.repositories), 'txt')
  await setOutput('lockfile-count', String(totals.lockfiles), 'txt')
  await setOutput('dependency-count', String(totals.dependencies), 'txt')
  log.info(
    `Inventory: ${plural(totals.repositories, 'repository', 'repositories')}, ` +
      `${plural(totals.lockfiles, 'lockfile')}, ${plural(totals.dependencies, 'dependency', 'dependencies')}.`
  )
  if (inventory.changes) {
    const counts = changeCounts(inventory.changes)
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
  if (inventory.uncovered) {
    await setOutput('uncovered-count', String(inventory.uncovered.length), 'txt')
  }
}

/**
 * Lists the repositories into the spool and the digest, comparing them with the previous inventory
 * on the way, and sets the inventory's state. Gives the listing's error, if any, for the caller to
 * throw once the inventory file is written, and the IDs of the repositories received.
 */
async function listRepositories(
  inputs: DependencyInventoryInputs,
  context: ModeContext,
  inventory: Inventory,
  spool: RepositorySpool,
  previous: PreviousOutcome | undefined
): Promise<{ failure: unknown; listed: IdSet }> {
  const progress = newProgress()
  const listed = new IdSet()
  const comparison = previous?.ok ? previous.previous.index.comparison() : undefined
  let comparingMs = 0
  const onRepository = (repo: RepositoryEntry): void => {
    spool.add(repo)
    inventory.digest.add(repo)
    if (comparison) {
      const start = performance.now()
      comparison.add(repo)
      comparingMs += performance.now() - start
    }
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
  inventory.complete = failure === undefined
  if (failure !== undefined) inventory.error = errorMessage(failure)
  if (progress.duplicates > 0) {
    warn(
      'repositories listed twice',
      `The repositories list returned ${plural(progress.duplicates, 'repository', 'repositories')} ` +
        `a second time; each repository is listed once, with the details of its first appearance.`
    )
  }
  log.info(`${failure === undefined ? 'Done' : 'Stopped'}: ${progressLine()}`)
  if (failure === undefined && comparison && previous?.ok) {
    const start = performance.now()
    inventory.changes = comparison.finish(previous.previous.source)
    comparingMs += performance.now() - start
    log.info(`Compared with the previous inventory in ${(comparingMs / 1000).toFixed(2)} s.`)
  }
  return { failure, listed }
}

/**
 * Lists the deployment's projects and records those without dependency data in the inventory. A
 * failure is a warning: the inventory itself is complete, and its outputs are set.
 */
async function listUncovered(
  inventory: Inventory,
  listed: IdSet,
  context: ModeContext
): Promise<UncoveredReport> {
  let slug = ''
  try {
    slug = await context.deployment.slug()
    const found = await log.group(`Listing the projects of deployment ${slug}`, () =>
      findUncovered(context.client, slug, listed)
    )
    inventory.uncovered = found.uncovered
    log.info(
      `${plural(found.uncovered.length, 'project')} of ${found.projects} ` +
        `${found.uncovered.length === 1 ? 'has' : 'have'} no dependency data.`
    )
    return { projects: found.projects, slug }
  } catch (error) {
    const message =
      `Projects without dependency data are not reported: listing the projects of deployment ` +
      `${slug || context.deployment.id} failed: ${errorMessage(error)}`
    warn('projects without dependency data not listed', message)
    return { problem: message }
  }
}

/** Uploads the inventory file as a workflow artifact and sets the outputs. */
async function uploadInventory(name: string, file: string): Promise<UploadedArtifact> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadArtifact } = await import('../../github/artifacts.js')
  const artifact = await log.group(`Uploading the inventory as artifact ${name}`, () =>
    uploadArtifact(name, file)
  )
  await setOutput('artifact-id', String(artifact.id), 'txt')
  await setOutput('artifact-url', artifact.url, 'txt')
  log.info(`Uploaded artifact ${name}: ${artifact.url}`)
  return artifact
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
