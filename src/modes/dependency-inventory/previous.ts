/**
 * The previous inventory (`previous-inventory`): an earlier run's inventory file, given as a path or
 * found as the artifact of the most recent earlier successful run of this workflow. It is read
 * bounded and in pieces, parsed with the action's exact JSON reader, checked to be an inventory of
 * this deployment, and reduced to the index the comparison needs, before this run's listing starts.
 *
 * None of its problems fails the step: a previous inventory that does not exist yet is a notice
 * (the first run), one that cannot be used is a warning, and both leave the run uncompared.
 */
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises'
import * as os from 'node:os'
import * as path from 'node:path'
import { z } from 'zod'
import { notice, warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import { errorMessage, formatBytes, plural } from '../../action/text.js'
import type { NewGitHubClient } from '../../github/client.js'
import type {
  ArtifactDownloadRequest,
  PreviousArtifact,
  PreviousArtifactRequest
} from '../../github/workflow-artifacts.js'
import { INT64_MAX } from '../../platform/ids.js'
import { ExactJsonArrayReader } from '../../platform/json.js'
import { describeSchemaIssues } from '../../platform/schemas.js'
import { PreviousIndex, type InventoryChanges, type PreviousSource } from './changes.js'
import type { PreviousInventoryInput } from './inputs.js'

/**
 * The largest previous inventory read. An inventory of 100,000 repositories with a few lockfiles
 * each is about 45 MB; this leaves room for organizations three times as large.
 */
export const MAX_PREVIOUS_BYTES = 128 * 1024 * 1024

/** The file is read in pieces of this size, into one buffer. */
const READ_BYTES = 1024 * 1024

/** A previous inventory ready to compare with. */
export interface PreviousInventory {
  index: PreviousIndex
  /** Where it came from, and whether that run listed everything. */
  source: InventoryChanges['previous']
}

/** Why there is nothing to compare with: a notice (nothing yet) or a warning (unusable). */
export interface PreviousProblem {
  level: 'notice' | 'warning'
  /** One or two sentences, as the annotation and the summary give them. */
  message: string
}

export type PreviousOutcome =
  { ok: true; previous: PreviousInventory } | { ok: false; problem: PreviousProblem }

/** What the artifact look-up needs from the run. */
export interface PreviousArtifactSettings {
  artifactName: string
  githubToken: string
  githubApiUrl: string
  /** GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_SERVER_URL and RUNNER_TEMP. */
  env: Record<string, string | undefined>
  /** The run's cancellation: a cancelled run stops downloading. */
  signal?: AbortSignal
  /** Makes the GitHub client (the mode context's), so tests set its retry timing. */
  newClient?: NewGitHubClient
}

const headSchema = z.object({
  deploymentId: z.string().regex(/^[0-9]+$/, 'expected the deployment ID as digits'),
  complete: z.boolean(),
  repositories: z.array(z.unknown())
})

/**
 * One repository of the previous file: `{id, name, lockfiles: [{lockfilePath}]}`, other fields
 * ignored. Checked by hand rather than with a zod schema: a schema builds a copy of each of 100,000
 * repositories, which took a quarter of a second and tens of megabytes more at that size.
 */
function readRepository(
  item: unknown
): { id: bigint; name: string; lockfilePaths: string[] } | string {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return 'expected an object'
  const { id, name, lockfiles } = item as Record<string, unknown>
  const exact =
    typeof id === 'number' && Number.isSafeInteger(id) && id >= 0
      ? BigInt(id)
      : typeof id === 'bigint' && id >= 0n && id <= INT64_MAX
        ? id
        : undefined
  if (exact === undefined) return 'id: expected an ID (a non-negative integer)'
  if (typeof name !== 'string') return 'name: expected a string'
  if (!Array.isArray(lockfiles)) return 'lockfiles: expected an array'
  const lockfilePaths: string[] = []
  for (const [at, lockfile] of lockfiles.entries()) {
    const path = (lockfile as { lockfilePath?: unknown } | null)?.lockfilePath
    if (typeof path !== 'string') return `lockfiles[${at}].lockfilePath: expected a string`
    lockfilePaths.push(path)
  }
  return { id: exact, name, lockfilePaths }
}

/** Loads the previous inventory and says, as a notice or a warning, when it cannot. */
export async function loadPreviousInventory(
  input: PreviousInventoryInput,
  deploymentId: string,
  artifact: PreviousArtifactSettings | undefined
): Promise<PreviousOutcome> {
  const started = Date.now()
  const outcome =
    input === 'artifact'
      ? await loadFromArtifact(deploymentId, artifact!)
      : await readPreviousFile(input.file, deploymentId, { file: input.file })
  if (!outcome.ok) {
    const { level, message } = outcome.problem
    if (level === 'notice') notice('no previous inventory to compare with', message)
    else warn('previous inventory not compared', message)
    return outcome
  }
  const { source, index } = outcome.previous
  log.info(
    `Comparing with the previous inventory (${describeSource(source)}): ` +
      `${plural(index.size, 'repository', 'repositories')}, read in ` +
      `${((Date.now() - started) / 1000).toFixed(2)} s.`
  )
  if (!source.complete) {
    warn(
      'previous inventory is incomplete',
      `The previous inventory (${describeSource(source)}) is incomplete (complete: false): ` +
        'the repositories and lockfiles that run did not reach count as added now, so additions ' +
        'may be overstated: compare with a complete run for exact changes.'
    )
  }
  return outcome
}

/** `file /path` or `artifact name of run 123`. */
export function describeSource(source: PreviousSource): string {
  return 'file' in source
    ? `file ${source.file}`
    : `artifact ${source.artifact.name} of run ${source.artifact.workflowRunId}`
}

/** A problem as the outcome: nothing to compare with. */
function problem(level: PreviousProblem['level'], message: string): PreviousOutcome {
  return { ok: false, problem: { level, message } }
}

/**
 * Reads and checks an inventory file. `source` is what the comparison records as its origin (the
 * file, or the artifact it was unpacked from).
 */
export async function readPreviousFile(
  file: string,
  deploymentId: string,
  source: PreviousSource,
  name = `The previous inventory ${file}`
): Promise<PreviousOutcome> {
  // The file is read in pieces and its repositories go one at a time into the index: neither its
  // text nor its object graph is ever held whole (see ExactJsonArrayReader).
  const index = new PreviousIndex()
  let badRepository: string | undefined
  const reader = new ExactJsonArrayReader('repositories', (item, at) => {
    if (badRepository !== undefined) return
    const repository = readRepository(item)
    if (typeof repository === 'string') badRepository = `repositories[${at}].${repository}`
    else index.add(repository)
  })
  const read = await feedFile(file, name, reader)
  if ('unread' in read) return read.unread
  const { notJson, parsed } = endOf(reader, read.notJson)
  if (notJson !== undefined) {
    return problem(
      'warning',
      `${name} is not JSON (${errorMessage(notJson)}), so it was not compared with.`
    )
  }
  const notInventory = (why: string): PreviousOutcome =>
    problem(
      'warning',
      `${name} is not an inventory file of this action (${why}), so it was not compared with.`
    )
  const head = headSchema.safeParse(parsed)
  if (!head.success) return notInventory(describeSchemaIssues(head.error))
  if (badRepository !== undefined) return notInventory(badRepository)
  if (head.data.deploymentId !== deploymentId) {
    return problem(
      'warning',
      `${name} is the inventory of deployment ${head.data.deploymentId}, and this run lists ` +
        `deployment ${deploymentId}, so it was not compared with.`
    )
  }
  return { ok: true, previous: { index, source: { ...source, complete: head.data.complete } } }
}

/**
 * Pushes the file into `reader`, at most {@link MAX_PREVIOUS_BYTES} of it. Gives why it could not
 * be read (`unread`), or the reader's error when the text is not JSON (`notJson`, else undefined).
 */
async function feedFile(
  file: string,
  name: string,
  reader: ExactJsonArrayReader
): Promise<{ unread: PreviousOutcome } | { notJson: unknown }> {
  try {
    const handle = await open(file, 'r')
    try {
      const stats = await handle.stat()
      const unusable = unusableFile(name, stats.isFile(), stats.size)
      if (unusable) return { unread: problem('warning', unusable) }
      return { notJson: await pushPieces(handle, reader) }
    } finally {
      await handle.close()
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      const message =
        `${name} does not exist yet, so there is nothing to compare with (the first run?): ` +
        'the inventory of this run is not compared.'
      return { unread: problem('notice', message) }
    }
    return { unread: problem('warning', `${name} could not be read: ${errorMessage(error)}`) }
  }
}

/** Why a file is not read at all: not a file, or too large; '' when it is read. */
function unusableFile(name: string, isFile: boolean, size: number): string {
  if (!isFile) return `${name} is not a file, so it was not compared with.`
  if (size <= MAX_PREVIOUS_BYTES) return ''
  return (
    `${name} is ${formatBytes(size)}, more than the ${formatBytes(MAX_PREVIOUS_BYTES)} ` +
    'read at most, so it was not compared with.'
  )
}

/** Reads the open file piece by piece into `reader`; gives the reader's error, if it threw one. */
async function pushPieces(handle: FileHandle, reader: ExactJsonArrayReader): Promise<unknown> {
  const piece = Buffer.allocUnsafe(READ_BYTES)
  for (let total = 0; ;) {
    const { bytesRead } = await handle.read(piece, 0, piece.length, null)
    total += bytesRead
    if (bytesRead === 0 || total > MAX_PREVIOUS_BYTES) return undefined
    try {
      reader.push(piece.subarray(0, bytesRead))
    } catch (error) {
      return error
    }
  }
}

/** The parsed head of the file, or the reader's error (the one met while reading, else at its end). */
function endOf(
  reader: ExactJsonArrayReader,
  notJson: unknown
): { notJson: unknown; parsed?: unknown } {
  if (notJson !== undefined) return { notJson }
  try {
    return { notJson: undefined, parsed: reader.end() }
  } catch (error) {
    return { notJson: error }
  }
}

/** Finds, downloads and reads the previous run's artifact. */
async function loadFromArtifact(
  deploymentId: string,
  settings: PreviousArtifactSettings
): Promise<PreviousOutcome> {
  const request = artifactRequest(settings)
  if (typeof request === 'string') return problem('warning', request)
  const { findPreviousArtifact, downloadPreviousArtifact, PreviousArtifactError } =
    await import('../../github/workflow-artifacts.js')
  let directory: string | undefined
  try {
    const found = await log.group(
      `Finding the previous inventory: artifact ${settings.artifactName} of an earlier run`,
      async () => {
        const artifact = await findPreviousArtifact(request)
        log.info(
          `Found artifact ${artifact.name} (${formatBytes(artifact.size)}) of run ` +
            `${artifact.workflowRunId}, created ${artifact.workflowRunCreatedAt}.`
        )
        if (artifact.size > MAX_PREVIOUS_BYTES) return { artifact, file: undefined }
        const parent = settings.env.RUNNER_TEMP || os.tmpdir()
        directory = await mkdtemp(path.join(parent, 'previous-inventory-'))
        return { artifact, file: await downloadPreviousArtifact(request, artifact, directory) }
      }
    )
    const { artifact, file } = found
    const name = `The previous inventory (artifact ${artifact.name} of run ${artifact.workflowRunId})`
    if (file === undefined) return problem('warning', unreadArtifact(name, artifact.size))
    return await readPreviousFile(file, deploymentId, { artifact: sourceOf(artifact) }, name)
  } catch (error) {
    if (error instanceof PreviousArtifactError) {
      return problem(error.kind === 'not-found' ? 'notice' : 'warning', error.message)
    }
    const message = `The previous inventory's artifact could not be used: ${errorMessage(error)}`
    return problem('warning', message)
  } finally {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true })
  }
}

/**
 * The artifact look-up's request, from the run's settings; or why there is none: outside a
 * workflow run there is no run to start from.
 */
function artifactRequest(
  settings: PreviousArtifactSettings
): (PreviousArtifactRequest & ArtifactDownloadRequest) | string {
  const { env } = settings
  const runId = Number(env.GITHUB_RUN_ID)
  const repository = env.GITHUB_REPOSITORY ?? ''
  if (!Number.isSafeInteger(runId) || runId <= 0 || !/^[^/]+\/[^/]+$/.test(repository)) {
    return (
      'previous-inventory: artifact works in a GitHub Actions workflow run (GITHUB_RUN_ID and ' +
      'GITHUB_REPOSITORY are not set here); give the path of an earlier inventory file instead.'
    )
  }
  return {
    token: settings.githubToken,
    apiUrl: settings.githubApiUrl,
    repository,
    runId,
    artifactName: settings.artifactName,
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    log: { debug: log.debug, warn: log.debug },
    ...(settings.signal && { signal: settings.signal }),
    ...(settings.newClient && { newClient: settings.newClient })
  }
}

/** Why a found artifact was not read: too large to download, or no single .json file in it. */
function unreadArtifact(name: string, size: number): string {
  return size > MAX_PREVIOUS_BYTES
    ? `${name} is ${formatBytes(size)}, more than the ` +
        `${formatBytes(MAX_PREVIOUS_BYTES)} read at most, so it was not compared with.`
    : `${name} holds no single .json file, so it was not compared with.`
}

function sourceOf(artifact: PreviousArtifact): {
  name: string
  id: number
  workflowRunId: number
  url: string
} {
  return {
    name: artifact.name,
    id: artifact.id,
    workflowRunId: artifact.workflowRunId,
    url: artifact.url
  }
}
