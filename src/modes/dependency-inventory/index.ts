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
 * Results keep the API's repository order, lockfiles in page order. The first error stops the
 * pipeline: requests already under way finish, nothing new starts, and the inventory file is still
 * written (`complete: false`) before the step fails.
 *
 * With `artifact-name`, the inventory file is also uploaded as a workflow artifact (on a failure
 * part-way too), so that it outlives the job.
 *
 * With `previous-inventory`, the previous inventory is read first (see previous.ts) and this run's
 * is compared with it once complete; with `list-uncovered`, the deployment's projects are listed
 * after the inventory and those without dependency data reported.
 *
 * Outputs: `repository-count`, `lockfile-count`, `dependency-count` and `inventory-file` (the last
 * also on a failure part-way); `artifact-id` and `artifact-url` when uploaded; the change counts
 * when compared; `uncovered-count` with `list-uncovered`.
 */
import { setFlagsFromString } from 'node:v8'
import { warn } from '../../action/annotations.js'
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { errorMessage, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { parseDependencyInventoryInputs, type DependencyInventoryInputs } from './inputs.js'
import { changeCounts } from './changes.js'
import { computeTotals, inventoryJsonChunks, type Inventory } from './model.js'
import { collectInventory, describeProgress, newProgress } from './pipeline.js'
import type { PreviousOutcome } from './previous.js'
import { renderInventorySummary, type UncoveredReport } from './summary.js'
import { findUncovered } from './uncovered.js'

/** How often a progress line is logged while the inventory runs. */
export const PROGRESS_INTERVAL_MS = 3_000

export async function runDependencyInventory(
  inputs: DependencyInventoryInputs,
  context: ModeContext
): Promise<void> {
  const inventory: Inventory = {
    deploymentId: context.deploymentId,
    complete: false,
    repositories: [],
    totals: computeTotals([])
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
      ...(context.deploymentName && { deploymentName: context.deploymentName() })
    })
  )
  checkOutputPath('inventory-file', inputs.inventoryFile)

  keepYoungGenerationSmall()
  if (inputs.previousInventory !== undefined) {
    // Loaded here only: its checks (zod) would slow the start of runs that compare with nothing.
    const { loadPreviousInventory } = await import('./previous.js')
    // Read before the listing, so that its parsed text is gone before this inventory grows.
    previous = await loadPreviousInventory(
      inputs.previousInventory,
      context.deploymentId,
      inputs.artifactName === undefined
        ? undefined
        : {
            artifactName: inputs.artifactName,
            githubToken: inputs.githubToken ?? '',
            githubApiUrl: inputs.githubApiUrl ?? 'https://api.github.com',
            env: process.env
          }
    )
  }
  const progress = newProgress()
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
      inventory.repositories,
      progress
    )
  } catch (error) {
    failure = error
  } finally {
    clearInterval(ticker)
  }
  inventory.totals = computeTotals(inventory.repositories)
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
  if (failure === undefined && previous?.ok) {
    const comparing = Date.now()
    inventory.changes = previous.previous.index.compare(
      inventory.repositories,
      previous.previous.source
    )
    log.info(
      `Compared with the previous inventory in ${((Date.now() - comparing) / 1000).toFixed(2)} s.`
    )
  }
  if (failure === undefined && inputs.listUncovered) {
    uncovered = await listUncovered(inventory, context)
  }

  try {
    await writeInventoryFile(inputs.inventoryFile, inventory)
  } catch (error) {
    const problem = `Could not write the inventory file ${inputs.inventoryFile}: ${errorMessage(error)}`
    throw new Error(failure === undefined ? problem : `${errorMessage(failure)} ${problem}`)
  }
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

  const { totals } = inventory
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
 * Lists the deployment's projects and records those without dependency data in the inventory. A
 * failure is a warning: the inventory itself is complete, and its outputs are set.
 */
async function listUncovered(inventory: Inventory, context: ModeContext): Promise<UncoveredReport> {
  let slug = ''
  try {
    slug = await context.deploymentSlug()
    const found = await log.group(`Listing the projects of deployment ${slug}`, () =>
      findUncovered(context.client, slug, inventory.repositories)
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
      `${slug || context.deploymentId} failed: ${errorMessage(error)}`
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
 * Keeps V8's young generation at the size it has now. A long run of small requests, whose results
 * are kept, lets V8 grow it step by step to its maximum (64 MiB on Node 24, 32 MiB on Node 20), and
 * the old generation grows with it: for 20,000 repositories the process peaked at about 260 MB on
 * Node 24, and at about 140 MB with this setting, in the same time (`npm run bench`). The flag is
 * read whenever V8 considers growing the young generation, so setting it while running takes effect.
 */
function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}

/**
 * How much V8 lets the old generation grow past what survived the last full collection. Its own
 * factor (up to 4x while allocation is fast) took 100,000 repositories to 310 MB and more on Node 24;
 * 20 % holds them under 200 MB at about the same speed. Read at each collection, so it applies when set.
 */
const HEAP_GROWING_PERCENT = 20

/**
 * Writes the inventory file piece by piece (the text of a large inventory is never held whole),
 * through the action's file writer, so that the file is either complete or absent.
 */
export async function writeInventoryFile(file: string, inventory: Inventory): Promise<void> {
  await writeFileSafely(file, batched(inventoryJsonChunks(inventory)))
}

/** Joins small pieces of text into pieces of about 64 KiB, and ends the text with a newline. */
function* batched(pieces: Iterable<string>): Generator<string> {
  let batch: string[] = []
  let length = 0
  for (const piece of pieces) {
    batch.push(piece)
    length += piece.length
    if (length >= 65_536) {
      yield batch.join('')
      batch = []
      length = 0
    }
  }
  batch.push('\n')
  yield batch.join('')
}

const dependencyInventory: Mode<DependencyInventoryInputs> = {
  parseInputs: parseDependencyInventoryInputs,
  run: runDependencyInventory
}
export default dependencyInventory
