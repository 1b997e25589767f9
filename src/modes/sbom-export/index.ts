/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token.
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`). The
 * downloaded SBOM is read back (components counted), uploaded as a workflow artifact when
 * `artifact-name` is set, and attached to the GitHub release of the tag the run is for.
 *
 * Before the job, the platform's latest full scan says which commit the SBOM describes
 * (`scan-commit.ts`); after the download, the SBOM's digest and attestability are reported
 * (`attestation.ts`), and last the gate (`gate.ts`) may fail the step on what it introduced.
 *
 * Outputs: `task-token`, `repository-id` and `sbom-commit`; with `wait: true` also `sbom-status`,
 * `sbom-file`, `component-count`, `sbom-sha256`, `sbom-serial-number` and `attestable`;
 * `release-asset-url`, `artifact-id` and `artifact-url` when attached or uploaded.
 */
import { rm } from 'node:fs/promises'
import { notice, warn } from '../../action/annotations.js'
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Clock, Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import {
  formatBytes,
  formatCount,
  oneLine,
  plural,
  shortList,
  truncate
} from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import type { SbomExportStatus } from '../../platform/schemas.js'
import {
  describeRequest,
  parseSbomExportInputs,
  releaseAssetNameFor,
  sbomFilePath,
  type GateSeverity,
  type SbomExportInputs
} from './inputs.js'
import { attestationOf } from './attestation.js'
import { checkComparisonPath, compareWithBase } from './compare.js'
import {
  applyGate,
  basisWords,
  gateBasis,
  gateError,
  type GateOutcome,
  type GateRelease
} from './gate.js'
import { checkScanCommit } from './scan-commit.js'
import { bySeverity, indexSbom, type SbomIndex } from './sbom-diff.js'
import { findProject } from './project.js'
import { gitHubReleaseTarget } from './release-target.js'
import {
  boundedSbom,
  parseCycloneDx,
  readBackOf,
  readSbomBytes,
  type CycloneDxDocument
} from './sbom-file.js'
import { renderSbomExportSummary, statusWord, type SbomExportModel } from './summary.js'

const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED'
const FAILED = 'SBOM_EXPORT_STATUS_FAILED'

export async function runSbomExport(inputs: SbomExportInputs, context: ModeContext): Promise<void> {
  const { client } = context
  const model: SbomExportModel = { request: inputs, polls: 0, warnings: [] }
  context.summary.show((failure, cancelled) => renderSbomExportSummary(model, failure, cancelled))
  // Checked before any request; the default name holds the repository ID, so its folder stands in.
  if (inputs.wait) checkOutputPath('sbom-file', inputs.sbomFile ?? sbomFilePath(inputs, 0n))
  checkComparisonPath(inputs)

  const repositoryId = await repositoryIdOf(inputs, context)
  model.repositoryId = repositoryId
  await setOutput('repository-id', repositoryId.toString(), 'txt')
  await checkScanCommit(inputs, repositoryId, context, model)
  model.taskToken = await client.createSbomExport({ ...inputs, repositoryId })
  await setOutput('task-token', model.taskToken, 'txt')
  log.info(
    `Created the SBOM export job for repository ${inputs.repository ?? `ID ${repositoryId}`} at ` +
      `${inputs.ref}: task token ${model.taskToken}`
  )
  if (!inputs.wait) return

  const sbomFile = sbomFilePath(inputs, repositoryId)
  await downloadExport(inputs, sbomFile, context, model)
  // The bytes as written (size checked first): what is hashed is what is attached, never read or
  // formatted again. They are parsed once, for the read-back, attestation, comparison and gate.
  const bytes = await readSbomBytes(sbomFile).catch(async (error: unknown) => {
    await rm(sbomFile, { force: true })
    throw error
  })
  const index = await readOnce(inputs, sbomFile, bytes, model)
  if (inputs.artifactName !== undefined) await uploadAsArtifact(inputs.artifactName, model)
  await attachToRelease(inputs, { file: sbomFile, data: bytes }, context, model)
  await compareWithBase(inputs, index, repositoryId, context, model)
  if (inputs.failOnSeverity !== undefined) {
    enforceGate(inputs.failOnSeverity, inputs, index, model)
  }
}

/**
 * Waits for the job (bounded by `wait-timeout`, which also bounds the download) and downloads its
 * SBOM to `sbomFile`; a job that failed, did not finish or gave no URL fails the step.
 */
async function downloadExport(
  inputs: SbomExportInputs,
  sbomFile: string,
  context: ModeContext,
  model: SbomExportModel
): Promise<void> {
  const { client } = context
  const deadline = context.clock.now() + inputs.waitTimeoutSeconds * 1000
  const waitStarted = context.clock.now()
  const final = await log.group(`Waiting for SBOM export job ${model.taskToken}`, () =>
    waitForExport(client, context, model, deadline)
  )
  // The group is collapsed in the log: its outcome goes on a line of its own.
  const waited = Math.round((context.clock.now() - waitStarted) / 1000)
  log.info(
    `SBOM export job ${model.taskToken}: ${statusWord(final.status)} after ` +
      `${plural(model.polls, 'poll')} (${formatCount(waited)} s).`
  )
  await setOutput('sbom-status', final.status, 'txt')
  if (final.status === FAILED) {
    model.errorMessage = final.errorMessage && truncate(final.errorMessage, 2_000)
    throw new Error(
      `Check the repository and ref on the platform, then run the step again: the SBOM export ` +
        `job ${truncate(model.taskToken!, 100)} failed there: ` +
        `${final.errorMessage ? truncate(final.errorMessage) : 'no reason given'}.`
    )
  }
  if (final.status !== COMPLETED) {
    throw new Error(
      `Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ` +
        `${model.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
        `last status ${statusWord(final.status)}.`
    )
  }
  if (!final.downloadUrl) {
    throw new Error(
      `Run the step again: the SBOM export job ${model.taskToken} completed but gave no downloadUrl.`
    )
  }
  const downloadUrl = final.downloadUrl
  const left = deadline - context.clock.now()
  if (left <= 0) {
    throw new Error(
      `Raise wait-timeout: the SBOM export job ${model.taskToken} completed, but wait-timeout ` +
        `(${inputs.waitTimeoutSeconds} s) ran out before the download.`
    )
  }
  // No log group: the download logs nothing of its own, and an empty group only adds noise.
  // Bounded as decoded, whatever the encoding or headers said.
  model.bytes = await client.downloadSbom(
    downloadUrl,
    body => writeFileSafely(sbomFile, boundedSbom(body)),
    left
  )
}

/** `sbom-sha256`, `sbom-serial-number` and `attestable`; a warning says why it is not attestable. */
async function reportAttestation(
  bytes: Buffer,
  document: ParsedSbom,
  model: SbomExportModel
): Promise<void> {
  const attestation = attestationOf(bytes, document)
  model.attestation = attestation
  await setOutput('sbom-sha256', attestation.sha256, 'txt')
  if (attestation.serialNumber !== undefined) {
    await setOutput('sbom-serial-number', attestation.serialNumber, 'txt')
  }
  await setOutput('attestable', String(attestation.attestable), 'txt')
  if (attestation.attestable) {
    log.info(`The SBOM is ${attestation.sha256}; actions/attest can take it as its sbom-path.`)
    return
  }
  const message =
    `Use the SBOM as it is, without actions/attest's sbom-path, or ask the platform's ` +
    `administrators for SBOMs that actions/attest accepts: the SBOM (${attestation.sha256}) cannot ` +
    `be attested, because ${attestation.reason}. It was left as the platform wrote it.`
  model.warnings.push(message)
  warn('SBOM cannot be attested', message)
}

/**
 * The gate: fails the step when the SBOM introduces a vulnerability at the threshold or above, or
 * when what was introduced cannot be told (a base that could not be read).
 */
function enforceGate(
  threshold: GateSeverity,
  inputs: SbomExportInputs,
  head: SbomIndex,
  model: SbomExportModel
): void {
  const comparison = model.comparison
  const basis = gateBasis(inputs.compareWith, comparison)
  if ('unreadable' in basis) {
    throw new Error(
      `Fix the comparison with the earlier release, or remove fail-on-severity: the gate ` +
        `(fail-on-severity: ${threshold}) cannot tell which vulnerabilities this SBOM introduced. ` +
        oneLine(basis.unreadable)
    )
  }
  // Without a base every vulnerability of the SBOM counts as introduced.
  const introduced =
    comparison?.state === 'compared'
      ? comparison.diff.vulnerabilities.introduced
      : [...head.vulnerabilities.values()].sort(bySeverity)
  const outcome: GateOutcome = {
    ...applyGate(introduced, {
      threshold,
      basis,
      head,
      ...(inputs.allowVulnerabilities && { allowed: inputs.allowVulnerabilities })
    }),
    release: gateRelease(model)
  }
  model.gate = outcome
  if (outcome.unheldAllowed.length > 0) {
    const ids = outcome.unheldAllowed.map(a => a.id)
    notice(
      'allowed vulnerability not in the SBOM',
      `Remove ${shortList(ids, 20)} from allow-vulnerabilities: the SBOM no longer holds ` +
        `${ids.length === 1 ? 'it' : 'them'}, by ID or reference.`
    )
  }
  if (outcome.notCounted.length > 0) {
    log.info(
      `The gate did not count ${plural(outcome.notCounted.length, 'vulnerability', 'vulnerabilities')} ` +
        `(the SBOM's analysis or allow-vulnerabilities; the summary gives each one's reason).`
    )
  }
  if (outcome.failing.length === 0) {
    log.info(
      `The gate (fail-on-severity: ${threshold}) passed: no vulnerability at ${threshold} or above ` +
        `${basisWords(outcome.basis)}.`
    )
    return
  }
  const file = comparison?.state === 'compared' ? comparison.file : undefined
  throw new Error(gateError(outcome, file))
}

/** What a failing gate holds back: the tag's draft, a published release, or no release known. */
function gateRelease(model: SbomExportModel): GateRelease {
  const release = model.release
  if (release?.state === 'attached') {
    const { tag } = release
    return release.asset.draft ? { kind: 'draft', tag } : { kind: 'published', tag }
  }
  // An immutable release is a published one (a draft takes assets).
  if (release?.state === 'not-attached' && release.kind === 'immutable') {
    return { kind: 'published', tag: release.tag }
  }
  return { kind: 'none' }
}

/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs: SbomExportInputs, context: ModeContext): Promise<bigint> {
  if (inputs.repositoryId !== undefined) return inputs.repositoryId
  const name = inputs.repository!
  const project = await findProject(context.client, await context.deployment.slug(), name)
  log.info(`Repository ${name} is project ${oneLine(project.name)} with ID ${project.id}.`)
  return project.id
}

/** The run's one parse of the SBOM; let go of once it is indexed. */
type ParsedSbom = { bom: CycloneDxDocument; byteOrderMark: boolean }

/**
 * Parses the SBOM once for every reader: the read-back (which fails the step on a file that is no
 * SBOM), the attestation check, and the index the comparison and the gate read. Only the index is
 * kept: at 20,000 components a parsed SBOM is tens of MB, its index a fraction of that.
 */
async function readOnce(
  inputs: SbomExportInputs,
  sbomFile: string,
  bytes: Buffer,
  model: SbomExportModel
): Promise<SbomIndex> {
  const document = await readBack(inputs, sbomFile, bytes, model)
  model.sbomFile = sbomFile
  await setOutput('sbom-file', sbomFile, 'txt')
  log.info(`Wrote the SBOM (${formatBytes(model.bytes!)}) to ${sbomFile}`)
  await reportAttestation(bytes, document, model)
  return indexSbom(document.bom)
}

/**
 * Parses the SBOM and counts its components. A file that is no CycloneDX JSON document is deleted
 * and fails the step; another spec version than asked for is a warning.
 */
async function readBack(
  inputs: SbomExportInputs,
  sbomFile: string,
  bytes: Buffer,
  model: SbomExportModel
): Promise<ParsedSbom> {
  const expected = describeRequest(inputs).cyclonedxVersion
  const parsed = parseCycloneDx(bytes.toString('utf8'))
  if ('problem' in parsed) {
    await rm(sbomFile, { force: true })
    throw new Error(
      `Report this to the platform's administrators: the file its download URL gave is not a ` +
        `CycloneDX SBOM (${parsed.problem}), so it was deleted, and not attached to a release, ` +
        `uploaded as an artifact or compared.`
    )
  }
  const read = readBackOf(parsed.bom, expected)
  model.readBack = read
  const { componentCount, specVersion, problem } = read
  if (componentCount !== undefined) {
    await setOutput('component-count', String(componentCount), 'txt')
    log.info(
      `The SBOM is CycloneDX ${specVersion ?? '(no specVersion)'} with ${plural(componentCount, 'component')}.`
    )
  }
  if (problem !== undefined) {
    model.warnings.push(problem)
    warn('SBOM is not as requested', problem)
  }
  return parsed
}

async function uploadAsArtifact(name: string, model: SbomExportModel): Promise<void> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadArtifact } = await import('../../github/artifacts.js')
  model.artifact = await log.group(`Uploading the SBOM as artifact ${name}`, () =>
    uploadArtifact(name, model.sbomFile!)
  )
  await setOutput('artifact-id', String(model.artifact.id), 'txt')
  await setOutput('artifact-url', model.artifact.url, 'txt')
  log.info(`Uploaded artifact ${name}: ${model.artifact.url}`)
}

/**
 * Attaches the SBOM to the release of the run's tag. `auto`: no release is a notice and any other
 * failure a warning (the export itself succeeded); `true`: both fail the step.
 */
async function attachToRelease(
  inputs: SbomExportInputs,
  sbom: { file: string; data: Buffer },
  context: Pick<ModeContext, 'event' | 'signal' | 'newGitHubClient'>,
  model: SbomExportModel
): Promise<void> {
  const { event } = context
  if (inputs.releaseAsset === 'false') {
    model.release = { state: 'skipped', reason: 'release-asset is false' }
    return
  }
  const found = gitHubReleaseTarget(inputs, event)
  if ('skipped' in found) {
    const reason = found.skipped
    model.release = { state: 'skipped', reason }
    if (inputs.releaseAsset === 'true') {
      throw new Error(
        `Run this step on a tag push or a release event (or set release-asset: auto): ` +
          `release-asset is true, but nothing can be attached because ${reason}.`
      )
    }
    log.info(`The SBOM is not attached to a release: ${reason}.`)
    return
  }
  const { owner, repo, ...target } = found
  const assetName = releaseAssetNameFor(inputs, repo, target.tag)
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
      file: sbom.file,
      data: sbom.data,
      ...(context.signal && { signal: context.signal }),
      newClient: context.newGitHubClient,
      log: { debug: message => log.debug(message), warn: message => log.debug(message) }
    })
    model.release = { state: 'attached', tag: target.tag, asset }
    await setOutput('release-asset-url', asset.downloadUrl, 'txt')
    log.info(
      `${asset.replaced ? 'Replaced' : 'Attached'} release asset ${asset.name} on ${target.tag}: ${asset.downloadUrl}`
    )
  } catch (error) {
    if (!(error instanceof ReleaseAssetError)) throw error
    if (inputs.releaseAsset === 'true') {
      model.release = { state: 'failed', tag: target.tag, message: error.message }
      throw error
    }
    model.release = {
      state: 'not-attached',
      tag: target.tag,
      message: error.message,
      kind: error.kind
    }
    if (error.kind === 'no-release') {
      notice('no release for the tag', error.message)
    } else {
      model.warnings.push(error.message)
      const title =
        error.kind === 'immutable' ? 'the release is immutable' : 'SBOM not attached to the release'
      warn(title, error.message)
    }
  }
}

/** First wait between status polls, growth factor, longest wait, least time for one poll request. */
const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000, minRequestMs: 10_000 }

/**
 * Polls until the job completes or fails, or the deadline passes (then the last status is returned).
 * The first poll goes out at once (a small export may be done already); the waits after it grow by
 * POLL_SCHEDULE, and the last one is shortened to end at the deadline.
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
    if (context.signal?.aborted) throw new Error('Cancelled while waiting for the SBOM export job.')
    // The last poll, at the deadline, still gets a little time to be answered.
    const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now())
    const status = await client.getSbomExportStatus(model.taskToken!, left)
    model.polls++
    model.status = status.status
    log.info(`Poll ${model.polls}: ${statusWord(status.status)}`)
    if (status.status === COMPLETED || status.status === FAILED) return status
    if (clock.now() >= deadline) return status
    await clock.sleep(Math.min(delay, deadline - clock.now()))
    delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor)
  }
}

const sbomExport: Mode<SbomExportInputs> = {
  parseInputs: parseSbomExportInputs,
  run: runSbomExport
}
export default sbomExport
