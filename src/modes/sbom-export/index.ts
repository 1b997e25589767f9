/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`).
 *
 * Outputs: `task-token` and `repository-id`; with `wait: true` also `sbom-status` and `sbom-file`.
 */
import { mkdir } from 'node:fs/promises'
import * as path from 'node:path'
import * as core from '@actions/core'
import type { Clock, Mode, ModeContext } from '../../action/mode.js'
import { oneLine } from '../../action/text.js'
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

  const repositoryId = await repositoryIdOf(inputs, context)
  model.repositoryId = repositoryId
  core.setOutput('repository-id', repositoryId.toString())
  model.taskToken = await client.createSbomExport({ ...inputs, repositoryId })
  core.setOutput('task-token', model.taskToken)
  core.info(
    `Created the SBOM export job for repository ${repositoryId} at ${inputs.ref}: task token ${model.taskToken}`
  )
  if (!inputs.wait) return

  const final = await core.group(`Waiting for SBOM export job ${model.taskToken}`, () =>
    waitForExport(client, context.clock, model, inputs.waitTimeoutSeconds * 1000)
  )
  core.setOutput('sbom-status', final.status)
  if (final.status === FAILED) {
    model.errorMessage = final.errorMessage
    throw new Error(
      `The SBOM export job ${model.taskToken} failed on the platform: ${final.errorMessage || 'no reason given'}.`
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
  await mkdir(path.dirname(sbomFile), { recursive: true })
  model.bytes = await core.group('Downloading the SBOM', () =>
    client.downloadSbom(downloadUrl, sbomFile)
  )
  model.sbomFile = sbomFile
  core.setOutput('sbom-file', sbomFile)
  core.info(`Wrote the SBOM (${model.bytes} bytes) to ${sbomFile}`)
}

/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs: SbomExportInputs, context: ModeContext): Promise<bigint> {
  if (inputs.repositoryId !== undefined) return inputs.repositoryId
  const name = inputs.repository!
  const project = await findProject(context.client, await context.deploymentSlug(), name)
  core.info(`Repository ${name} is project ${oneLine(project.name)} with ID ${project.id}.`)
  return project.id
}

/** First wait between status polls, growth factor and longest wait. */
export const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000 }

/**
 * Polls until the job completes or fails, or the time is up (then the last status is returned).
 * Waits grow by POLL_SCHEDULE and the last one is shortened to end at the deadline.
 */
async function waitForExport(
  client: PlatformClient,
  clock: Clock,
  model: SbomExportModel,
  timeoutMs: number
): Promise<SbomExportStatus> {
  const deadline = clock.now() + timeoutMs
  let delay = POLL_SCHEDULE.firstMs
  for (;;) {
    const wait = Math.min(delay, deadline - clock.now())
    if (wait > 0) await clock.sleep(wait)
    const status = await client.getSbomExportStatus(model.taskToken!)
    model.polls++
    model.status = status.status
    core.info(`Poll ${model.polls}: ${status.status}`)
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
