/**
 * `mode: sbom-export`, for release tags: creates an SBOM export job for one repository and ref and,
 * with `wait: true`, polls the job until it ends and downloads the SBOM without the token
 * (`download.ts`).
 *
 * Without `repository-id`, the repository's project is looked up by name first (`project.ts`). The
 * downloaded SBOM is read back (components counted), uploaded as a workflow artifact when
 * `artifact-name` is set, and attached to the GitHub release of the tag the run is for
 * (`release-asset.ts`); then compared with an earlier release's (`compare.ts`).
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
import { checkOutputPath } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { formatBytes, oneLine, plural, shortList } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import { attestationOf, type AttestationReport } from './attestation.js'
import { checkComparisonPath, compareWithBase } from './compare.js'
import type { ComparisonOutcome } from './diff-markdown.js'
import { downloadExport, type ExportDownload, type ExportJob } from './download.js'
import {
  basisWords,
  decideGate,
  gateError,
  unreadableError,
  type GateOutcome,
  type GateRelease
} from './gate.js'
import {
  describeRequest,
  parseSbomExportInputs,
  sbomFilePath,
  vexFilePath,
  type GateSeverity,
  type SbomExportInputs
} from './inputs.js'
import { findProject } from './project.js'
import {
  attachToRelease,
  attachVexToRelease,
  gateRelease,
  vexAssetOf,
  type ReleaseOutcome
} from './release-asset.js'
import { checkScanCommit, type ScanCheck } from './scan-commit.js'
import { indexSbom, type SbomIndex } from './sbom-diff.js'
import { parseCycloneDx, readBackOf, readSbomBytes, type CycloneDxDocument } from './sbom-file.js'
import { renderSbomExportSummary, type SbomRead } from './summary.js'
import { writeVex, type VexReport } from './vex-file.js'

/**
 * The steps in the order they run; a step that fails part-way returns its `failure` with what it
 * found, for the summary, and it is thrown here.
 */
export async function runSbomExport(inputs: SbomExportInputs, context: ModeContext): Promise<void> {
  // Each step's result, set once when the step returns; the summary reads them whenever it is shown,
  // which is why they are declared here and not where they are set.
  /* eslint-disable prefer-const */
  let repositoryId: bigint | undefined
  let scan: ScanCheck | undefined
  let job: ExportJob | undefined
  let download: ExportDownload | undefined
  let read: SbomRead | undefined
  let attestation: AttestationReport | undefined
  let artifact: UploadedArtifact | undefined
  let release: ReleaseOutcome | undefined
  let comparison: ComparisonOutcome | undefined
  let gate: GateOutcome | undefined
  let vex: VexReport | undefined
  /* eslint-enable prefer-const */
  context.summary.show((failure, cancelled) =>
    renderSbomExportSummary(
      {
        inputs,
        repositoryId,
        scan,
        job,
        download,
        read,
        attestation,
        artifact,
        release,
        comparison,
        gate,
        vex
      },
      failure,
      cancelled
    )
  )
  // Checked before any request; the default name holds the repository ID, so its folder stands in.
  if (inputs.wait) checkOutputPath('sbom-file', inputs.sbomFile ?? sbomFilePath(inputs, 0n))
  checkComparisonPath(inputs)
  if (inputs.vex !== undefined) checkOutputPath('vex-file', vexFilePath(inputs, 0n))

  repositoryId = await repositoryIdOf(inputs, context)
  scan = await checkScanCommit(inputs, repositoryId, context)
  if (scan?.failure) throw scan.failure
  job = await createJob(inputs, repositoryId, context)
  if (!inputs.wait) return

  const sbomFile = sbomFilePath(inputs, repositoryId)
  download = await downloadExport(inputs, job, sbomFile, context)
  if (download.state === 'failed') throw download.failure
  // The bytes as written (size checked first): what is hashed is what is attached, never read or
  // formatted again. They are parsed once, for the read-back, attestation, comparison and gate.
  const bytes = await readSbomBytes(sbomFile).catch(async (error: unknown) => {
    await rm(sbomFile, { force: true })
    throw error
  })
  const sbom = await readOnce(inputs, sbomFile, bytes, download.bytes, repositoryId)
  read = sbom.read
  attestation = sbom.attestation
  vex = sbom.vex?.report
  const vexFile = vex?.file
  if (inputs.artifactName !== undefined) {
    const files = vexFile !== undefined ? [sbomFile, vexFile] : [sbomFile]
    artifact = await uploadAsArtifact(inputs.artifactName, files)
  }
  release = await attachToRelease(inputs, { file: sbomFile, data: bytes }, context)
  if ('failure' in release && release.failure) throw release.failure
  if (sbom.vex?.data !== undefined) vex = await attachVex(inputs, release, sbom.vex, context)
  comparison = await compareWithBase(inputs, sbom.index, repositoryId, context)
  if (inputs.failOnSeverity === undefined) return
  gate = checkGate(inputs.failOnSeverity, inputs, sbom.index, comparison, gateRelease(release))
  if (gate.failing.length > 0) {
    throw new Error(gateError(gate))
  }
}

/** `repository-id` as given, or the ID of the project named `repository` (then logged). */
async function repositoryIdOf(inputs: SbomExportInputs, context: ModeContext): Promise<bigint> {
  const id = inputs.repositoryId ?? (await projectIdOf(inputs.repository!, context))
  await setOutput('repository-id', id.toString(), 'txt')
  return id
}

async function projectIdOf(name: string, context: ModeContext): Promise<bigint> {
  const project = await findProject(context.client, await context.deployment.slug(), name)
  log.info(`Repository ${name} is project ${oneLine(project.name)} with ID ${project.id}.`)
  return project.id
}

/** Creates the export job; its task token is the `task-token` output. */
async function createJob(
  inputs: SbomExportInputs,
  repositoryId: bigint,
  context: ModeContext
): Promise<ExportJob> {
  const taskToken = await context.client.createSbomExport({ ...inputs, repositoryId })
  await setOutput('task-token', taskToken, 'txt')
  log.info(
    `Created the SBOM export job for repository ${inputs.repository ?? `ID ${repositoryId}`} at ` +
      `${inputs.ref}: task token ${taskToken}`
  )
  return { taskToken }
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
  size: number,
  repositoryId: bigint
): Promise<{
  read: SbomRead
  attestation: AttestationReport
  index: SbomIndex
  vex?: { report: VexReport; data?: Buffer }
}> {
  const { document, read } = await readBack(inputs, sbomFile, bytes)
  await setOutput('sbom-file', sbomFile, 'txt')
  log.info(`Wrote the SBOM (${formatBytes(size)}) to ${sbomFile}`)
  const attestation = await reportAttestation(bytes, document)
  const vex =
    inputs.vex !== undefined
      ? await writeVex(document.bom, vexFilePath(inputs, repositoryId), {
          format: inputs.vex,
          repository:
            inputs.repository ?? inputs.githubRepository ?? `repository ID ${repositoryId}`,
          sha256: attestation.sha256,
          downloadedAt: new Date().toISOString()
        })
      : undefined
  return { read, attestation, index: indexSbom(document.bom), ...(vex && { vex }) }
}

/** The VEX document attached beside the SBOM where the SBOM was attached; its report says so. */
async function attachVex(
  inputs: SbomExportInputs,
  release: ReleaseOutcome,
  vex: { report: VexReport; data?: Buffer },
  context: ModeContext
): Promise<VexReport> {
  const { report, data } = vex
  const document = { file: report.file!, data: data!, format: report.format }
  const asset = await attachVexToRelease(inputs, release, document, context)
  if (asset?.state === 'failed') throw asset.failure
  return asset !== undefined ? { ...report, asset: vexAssetOf(asset) } : report
}

/**
 * Parses the SBOM and counts its components. A file that is no CycloneDX JSON document is deleted
 * and fails the step; another spec version than asked for is a warning (`readBack.problem`).
 */
async function readBack(
  inputs: SbomExportInputs,
  sbomFile: string,
  bytes: Buffer
): Promise<{ document: ParsedSbom; read: SbomRead }> {
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
  const readBack = readBackOf(parsed.bom, expected)
  const { componentCount, specVersion, problem } = readBack
  if (componentCount !== undefined) {
    await setOutput('component-count', String(componentCount), 'txt')
    log.info(
      `The SBOM is CycloneDX ${specVersion ?? '(no specVersion)'} with ${plural(componentCount, 'component')}.`
    )
  }
  if (problem !== undefined) warn('SBOM is not as requested', problem)
  return { document: parsed, read: { file: sbomFile, readBack } }
}

/** `sbom-sha256`, `sbom-serial-number` and `attestable`; a warning says why it is not attestable. */
async function reportAttestation(bytes: Buffer, document: ParsedSbom): Promise<AttestationReport> {
  const attestation = attestationOf(bytes, document)
  await setOutput('sbom-sha256', attestation.sha256, 'txt')
  if (attestation.serialNumber !== undefined) {
    await setOutput('sbom-serial-number', attestation.serialNumber, 'txt')
  }
  await setOutput('attestable', String(attestation.attestable), 'txt')
  if (attestation.attestable) {
    log.info(`The SBOM is ${attestation.sha256}; actions/attest can take it as its sbom-path.`)
    return attestation
  }
  const warning =
    `Use the SBOM as it is, without actions/attest's sbom-path, or ask the platform's ` +
    `administrators for SBOMs that actions/attest accepts: the SBOM (${attestation.sha256}) cannot ` +
    `be attested, because ${attestation.reason}. It was left as the platform wrote it.`
  warn('SBOM cannot be attested', warning)
  return { ...attestation, warning }
}

async function uploadAsArtifact(name: string, files: string[]): Promise<UploadedArtifact> {
  // Loaded here so that runs without artifact-name never load @actions/artifact.
  const { uploadStepArtifact } = await import('../../github/artifacts.js')
  return uploadStepArtifact(files.length > 1 ? 'the SBOM and its VEX' : 'the SBOM', name, files)
}

/**
 * The gate's verdict (`decideGate`), logged; throws when what was introduced cannot be told (a base
 * that could not be read).
 */
function checkGate(
  threshold: GateSeverity,
  inputs: SbomExportInputs,
  head: SbomIndex,
  comparison: ComparisonOutcome | undefined,
  release: GateRelease
): GateOutcome {
  const settings = {
    threshold,
    compareWith: inputs.compareWith,
    ...(inputs.trustAnalysis === false && { trustAnalysis: false }),
    ...(inputs.allowVulnerabilities && { allowed: inputs.allowVulnerabilities })
  }
  const outcome = decideGate(settings, head, comparison, release)
  if ('unreadable' in outcome) throw new Error(unreadableError(threshold, outcome.unreadable))
  logGate(outcome)
  return outcome
}

/** The notice on allowed IDs the SBOM no longer holds, and the gate's log lines. */
function logGate(outcome: GateOutcome): void {
  const { threshold } = outcome
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
  }
}

const sbomExport: Mode<SbomExportInputs> = {
  parseInputs: parseSbomExportInputs,
  run: runSbomExport
}
export default sbomExport
