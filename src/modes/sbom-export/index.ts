/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`). The
 * downloaded SBOM is read back (components counted), uploaded as a workflow artifact when
 * `artifact-name` is set, and attached to the GitHub release of the tag the run is for.
 *
 * Outputs: `task-token` and `repository-id`; with `wait: true` also `sbom-status`, `sbom-file` and
 * `component-count`; `release-asset-url`, `artifact-id` and `artifact-url` when attached or uploaded.
 */
import { mkdir } from 'node:fs/promises'
import * as path from 'node:path'
import * as core from '@actions/core'
import { notice, warn } from '../../action/annotations.js'
import { releaseTargetOf, type WorkflowEvent } from '../../action/event.js'
import type { Clock, Mode, ModeContext } from '../../action/mode.js'
import { formatBytes, oneLine } from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import type { SbomExportStatus } from '../../platform/schemas.js'
import {
  describeRequest,
  parseSbomExportInputs,
  sbomFilePath,
  type SbomExportInputs
} from './inputs.js'
import { findProject } from './project.js'
import { readSbomFile } from './sbom-file.js'
import { renderSbomExportSummary, type SbomExportModel } from './summary.js'

const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED'
const FAILED = 'SBOM_EXPORT_STATUS_FAILED'

export async function runSbomExport(inputs: SbomExportInputs, context: ModeContext): Promise<void> {
  const { client } = context
  const model: SbomExportModel = { request: inputs, polls: 0, warnings: [] }
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
      `Check the repository and ref on the platform, then run the step again: the SBOM export ` +
        `job ${model.taskToken} failed there: ${final.errorMessage || 'no reason given'}.`
    )
  }
  if (final.status !== COMPLETED) {
    throw new Error(
      `Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ` +
        `${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
        `last status ${final.status}.`
    )
  }
  if (!final.downloadUrl) {
    throw new Error(
      `Run the step again: the SBOM export job ${model.taskToken} completed but gave no downloadUrl.`
    )
  }
  const downloadUrl = final.downloadUrl
  const sbomFile = sbomFilePath(inputs, repositoryId)
  await mkdir(path.dirname(sbomFile), { recursive: true })
  // No log group: the download logs nothing of its own, and an empty group only adds noise.
  model.bytes = await client.downloadSbom(downloadUrl, sbomFile)
  model.sbomFile = sbomFile
  core.setOutput('sbom-file', sbomFile)
  core.info(`Wrote the SBOM (${formatBytes(model.bytes)}) to ${sbomFile}`)

  await readBack(inputs, sbomFile, model)
  if (inputs.artifactName !== undefined) await uploadAsArtifact(inputs.artifactName, model)
  await attachToRelease(inputs, sbomFile, context.event, context.clock, model)
}

/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs: SbomExportInputs, context: ModeContext): Promise<bigint> {
  if (inputs.repositoryId !== undefined) return inputs.repositoryId
  const name = inputs.repository!
  const project = await findProject(context.client, await context.deploymentSlug(), name)
  core.info(`Repository ${name} is project ${oneLine(project.name)} with ID ${project.id}.`)
  return project.id
}

/** Counts the SBOM's components; a file that is not what was asked for is a warning. */
async function readBack(
  inputs: SbomExportInputs,
  sbomFile: string,
  model: SbomExportModel
): Promise<void> {
  const expected = describeRequest(inputs).cyclonedxVersion
  model.readBack = await readSbomFile(sbomFile, expected)
  const { componentCount, specVersion, problem } = model.readBack
  if (componentCount !== undefined) {
    core.setOutput('component-count', String(componentCount))
    core.info(
      `The SBOM is CycloneDX ${specVersion ?? '(no specVersion)'} with ${componentCount} components.`
    )
  }
  if (problem !== undefined) {
    model.warnings.push(problem)
    warn('SBOM is not as requested', problem)
  }
}

async function uploadAsArtifact(name: string, model: SbomExportModel): Promise<void> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadArtifact } = await import('../../github/artifacts.js')
  model.artifact = await core.group(`Uploading the SBOM as artifact ${name}`, () =>
    uploadArtifact(name, model.sbomFile!)
  )
  core.setOutput('artifact-id', String(model.artifact.id))
  core.setOutput('artifact-url', model.artifact.url)
  core.info(`Uploaded artifact ${name}: ${model.artifact.url}`)
}

/**
 * Attaches the SBOM to the release of the run's tag. `auto`: no release is a notice and any other
 * failure a warning (the export itself succeeded); `true`: both fail the step.
 */
async function attachToRelease(
  inputs: SbomExportInputs,
  sbomFile: string,
  event: WorkflowEvent,
  clock: Clock,
  model: SbomExportModel
): Promise<void> {
  if (inputs.releaseAsset === 'false') {
    model.release = { state: 'skipped', reason: 'release-asset is false' }
    return
  }
  const target = releaseTargetOf(event)
  const [owner, repo] = (inputs.githubRepository ?? '').split('/')
  const skipped = !target
    ? `this run (${event.name || 'unknown event'}${event.ref ? ` on ${event.ref}` : ''}) is not for a release or a tag push`
    : !inputs.githubToken
      ? 'github-token is empty'
      : !owner || !repo
        ? 'GITHUB_REPOSITORY does not name the repository'
        : undefined
  if (skipped !== undefined || !target || !owner || !repo) {
    const reason = skipped ?? 'no release target'
    model.release = { state: 'skipped', reason }
    if (inputs.releaseAsset === 'true') {
      throw new Error(
        `Run this step on a tag push or a release event (or set release-asset: auto): ` +
          `release-asset is true, but nothing can be attached because ${reason}.`
      )
    }
    core.info(`The SBOM is not attached to a release: ${reason}.`)
    return
  }
  const assetName = inputs.releaseAssetName ?? `${repo}-${target.tag.replace(/\//g, '-')}.cdx.json`
  const { attachReleaseAsset, ReleaseAssetError } = await import('../../github/releases.js')
  try {
    const asset = await attachReleaseAsset({
      token: inputs.githubToken,
      apiUrl: inputs.githubApiUrl,
      owner,
      repo,
      tag: target.tag,
      ...(target.releaseId !== undefined && { releaseId: target.releaseId }),
      assetName,
      file: sbomFile,
      sleep: ms => clock.sleep(ms),
      log: { debug: message => core.debug(message), warn: message => core.debug(message) }
    })
    model.release = { state: 'attached', tag: target.tag, asset }
    core.setOutput('release-asset-url', asset.downloadUrl)
    core.info(
      `${asset.replaced ? 'Replaced' : 'Attached'} release asset ${asset.name} on ${target.tag}: ${asset.downloadUrl}`
    )
  } catch (error) {
    if (!(error instanceof ReleaseAssetError)) throw error
    if (inputs.releaseAsset === 'true') {
      model.release = { state: 'failed', tag: target.tag, message: error.message }
      throw error
    }
    model.release = { state: 'not-attached', tag: target.tag, message: error.message }
    if (error.kind === 'no-release') {
      notice('no release for the tag', error.message)
    } else {
      model.warnings.push(error.message)
      warn('SBOM not attached to the release', error.message)
    }
  }
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
