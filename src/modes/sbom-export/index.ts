/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`).
 *
 * Outputs: `task-token` and `repository-id`; with `wait: true` also `sbom-status` and `sbom-file`.
 */
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Clock, Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { oneLine, truncate } from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import type { SbomExportStatus } from '../../platform/schemas.js'
import { parseSbomExportInputs, sbomFilePath, type SbomExportInputs } from './inputs.js'
import { findProject } from './project.js'
import { renderSbomExportSummary, type SbomExportModel } from './summary.js'

const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED'
const FAILED = 'SBOM_EXPORT_STATUS_FAILED'

export async function runSbomExport(inputs: SbomExportInputs, context: ModeContext): Promise<void> {
  const { client } = context
  const model: SbomExportModel = { request: inputs, polls: 0 }
  context.summary.show(failure => renderSbomExportSummary(model, failure))
  // Checked before any request; the default name holds the repository ID, so its folder stands in.
  if (inputs.wait) checkOutputPath('sbom-file', inputs.sbomFile ?? sbomFilePath(inputs, 0n))

  const repositoryId = await repositoryIdOf(inputs, context)
  model.repositoryId = repositoryId
  await setOutput('repository-id', repositoryId.toString(), 'txt')
  model.taskToken = await client.createSbomExport({ ...inputs, repositoryId })
  await setOutput('task-token', model.taskToken, 'txt')
  log.info(
    `Created the SBOM export job for repository ${repositoryId} at ${inputs.ref}: task token ${model.taskToken}`
  )
  if (!inputs.wait) return

  // wait-timeout bounds the polling and the download together.
  const deadline = context.clock.now() + inputs.waitTimeoutSeconds * 1000
  const final = await log.group(`Waiting for SBOM export job ${model.taskToken}`, () =>
    waitForExport(client, context, model, deadline)
  )
  await setOutput('sbom-status', final.status, 'txt')
  if (final.status === FAILED) {
    model.errorMessage = final.errorMessage && truncate(final.errorMessage, 2_000)
    throw new Error(
      `The SBOM export job ${truncate(model.taskToken, 100)} failed on the platform: ` +
        `${final.errorMessage ? truncate(final.errorMessage) : 'no reason given'}.`
    )
  }
  if (final.status !== COMPLETED) {
    throw new Error(
      `The SBOM export job ${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
        `last status ${final.status}. Raise wait-timeout, or run with wait: false and fetch it later.`
    )
  }
  if (!final.downloadUrl) {
    throw new Error(`The SBOM export job ${model.taskToken} completed but gave no downloadUrl.`)
  }
  const downloadUrl = final.downloadUrl
  const sbomFile = sbomFilePath(inputs, repositoryId)
  const left = deadline - context.clock.now()
  if (left <= 0) {
    throw new Error(
      `The SBOM export job ${model.taskToken} completed, but wait-timeout (${inputs.waitTimeoutSeconds} s) ` +
        'ran out before the download. Raise wait-timeout.'
    )
  }
  model.bytes = await log.group('Downloading the SBOM', () =>
    client.downloadSbom(downloadUrl, body => writeFileSafely(sbomFile, body), left)
  )
  model.sbomFile = sbomFile
  await setOutput('sbom-file', sbomFile, 'txt')
  log.info(`Wrote the SBOM (${model.bytes} bytes) to ${sbomFile}`)
}

/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs: SbomExportInputs, context: ModeContext): Promise<bigint> {
  if (inputs.repositoryId !== undefined) return inputs.repositoryId
  const name = inputs.repository!
  const project = await findProject(context.client, await context.deploymentSlug(), name)
  log.info(`Repository ${name} is project ${oneLine(project.name)} with ID ${project.id}.`)
  return project.id
}

/** First wait between status polls, growth factor, longest wait, least time for one poll request. */
export const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000, minRequestMs: 10_000 }

/**
 * Polls until the job completes or fails, or the deadline passes (then the last status is returned).
 * Waits grow by POLL_SCHEDULE and the last one is shortened to end at the deadline.
 */
async function waitForExport(
  client: PlatformClient,
  context: { clock: Clock; signal?: AbortSignal },
  model: SbomExportModel,
  deadline: number
): Promise<SbomExportStatus> {
  const { clock } = context
  let delay = POLL_SCHEDULE.firstMs
  for (;;) {
    const wait = Math.min(delay, deadline - clock.now())
    if (wait > 0) await clock.sleep(wait)
    if (context.signal?.aborted) throw new Error('Cancelled while waiting for the SBOM export job.')
    // The last poll, at the deadline, still gets a little time to be answered.
    const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now())
    const status = await client.getSbomExportStatus(model.taskToken!, left)
    model.polls++
    model.status = status.status
    log.info(`Poll ${model.polls}: ${status.status}`)
    if (status.status === COMPLETED || status.status === FAILED) return status
    if (clock.now() >= deadline) return status
    delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor)
  }
}

const sbomExport: Mode<SbomExportInputs> = {
  parseInputs: parseSbomExportInputs,
  run: runSbomExport
}
export default sbomExport
