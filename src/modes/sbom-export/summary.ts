/** The job summary of `mode: sbom-export`, rendered from what the run did: verdict first, then details. */
import { code, link, prose, table, text } from '../../action/markdown.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  warningsBlock,
  type Verdict
} from '../../action/summary.js'
import { formatBytes, plural } from '../../action/text.js'
import type { UploadedArtifact } from '../../github/artifacts.js'
import type { AttachedAsset, ReleaseAssetFailure } from '../../github/releases.js'
import { attestationLine, type Attestation } from './attestation.js'
import { renderComparison, verdictHeadline, type ComparisonOutcome } from './diff-markdown.js'
import { gateVerdict, renderGate, type GateOutcome } from './gate.js'
import { scanCell, type ScanCommitOutcome } from './scan-commit.js'
import { describeRequest, type SbomExportInputs } from './inputs.js'
import type { SbomReadBack } from './sbom-file.js'

/** What became of the release asset. */
export type ReleaseOutcome =
  | { state: 'attached'; tag: string; asset: AttachedAsset }
  /** Not attempted: `release-asset: false`, no tag, no token, or no SBOM downloaded. */
  | { state: 'skipped'; reason: string }
  /** Attempted and not attached: `message` says why (a notice or a warning was given). */
  | { state: 'not-attached'; tag: string; message: string; kind?: ReleaseAssetFailure }
  /** Attempted with `release-asset: true` and failed: the step failed. */
  | { state: 'failed'; tag: string; message: string }

/** What the run did so far; the summary is rendered from it. */
export interface SbomExportModel {
  request: SbomExportInputs
  /** Found by the `repository` name; unset while not known (or when `repository-id` gave it). */
  repositoryId?: bigint
  taskToken?: string
  status?: string
  polls: number
  errorMessage?: string
  sbomFile?: string
  bytes?: number
  readBack?: SbomReadBack
  release?: ReleaseOutcome
  artifact?: UploadedArtifact
  /** The comparison with an earlier release's SBOM, when one was attempted. */
  comparison?: ComparisonOutcome
  /** Which commit the SBOM describes, when `scan-commit` is not off. */
  scan?: ScanCommitOutcome
  /** The downloaded SBOM's digest and attestability. */
  attestation?: Attestation
  /** The gate's verdict, when `fail-on-severity` is set and it was reached. */
  gate?: GateOutcome
  /** Warnings given (each also an annotation), in order. */
  warnings: string[]
}

/** The job summary: the verdict, then the request, the job, the SBOM and where it is kept. */
export function renderSbomExportSummary(
  model: SbomExportModel,
  failure?: string,
  cancelled = false
): string {
  const sections = [failureBlock(failure, cancelled), warningsBlock(model.warnings)]
  if (!failure && model.taskToken && !model.status) {
    sections.push(
      'The job runs on the platform; set `wait: true` to download the SBOM in this step and ' +
        'attach it to the release.'
    )
  }
  sections.push(attestationLine(model.attestation, model.scan))
  sections.push(renderGate(model.gate))
  // What changed since the last release is what a reviewer reads first; the export's details follow.
  sections.push(renderComparison(model.comparison))
  sections.push(table(['Item', 'Value'], detailRows(model)))
  return renderSummary(verdict(model, failure, cancelled), sections)
}

/** The repository by name where the run knows it (`acme/web-app`), else by its ID. */
function repositoryLabel(model: SbomExportModel): string {
  const name = model.request.repository
  if (name !== undefined) return code(name)
  const id = model.request.repositoryId ?? model.repositoryId
  return `ID ${code(id ?? '')}`
}

function verdict(model: SbomExportModel, failure?: string, cancelled = false): Verdict {
  const subject = `repository ${repositoryLabel(model)} at ${code(model.request.ref)}`
  if (failure && cancelled) return cancelledVerdict(whatCancellingLeft(model, subject))
  if (failure) return failedVerdict(whatFailed(model), failure)
  const sentence =
    model.sbomFile === undefined
      ? `Created the SBOM export job for ${subject}; it runs on the platform`
      : `Exported the SBOM of ${subject}: ${exportFacts(model).join(', ')}${comparedWords(model)}`
  if (model.warnings.length === 0) return { outcome: 'done', sentence: `${sentence}.` }
  // Name what the warnings are about, so that the verdict alone says what is missing.
  const problems = warnedProblems(model)
  const but = problems.length > 0 ? problems.join(' and ') : plural(model.warnings, 'warning')
  const see = model.warnings.length === 1 ? 'the warning' : 'the warnings'
  return { outcome: 'warning', sentence: `${sentence}, but ${but} (see ${see} below).` }
}

function whatCancellingLeft(model: SbomExportModel, subject: string): string {
  if (model.taskToken === undefined) return 'No SBOM export job was created.'
  if (model.sbomFile === undefined) {
    return (
      `The SBOM export job for ${subject} keeps running on the platform (task token ` +
      `${code(model.taskToken)}, also the <code>task-token</code> output); this step stopped ` +
      'before downloading its SBOM.'
    )
  }
  return (
    `The SBOM of ${subject} was downloaded (${sbomFacts(model)}), but not every step after ` +
    'that finished (below).'
  )
}

function whatFailed(model: SbomExportModel): string {
  if (model.gate !== undefined && model.gate.failing.length > 0) {
    return gateVerdict(model.gate, model.release?.state === 'attached')
  }
  if (model.release?.state === 'failed') {
    return 'The SBOM was exported, but attaching it to the release failed.'
  }
  if (model.taskToken === undefined) return 'No SBOM export job was created.'
  if (model.sbomFile === undefined && model.status !== undefined) {
    return 'The SBOM export did not deliver an SBOM.'
  }
  return 'The SBOM export failed.'
}

/** What became of the SBOM: its facts, where it went. */
function exportFacts(model: SbomExportModel): string[] {
  const facts = [sbomFacts(model)]
  const release = model.release
  if (release?.state === 'attached') facts.push(`attached to release ${code(release.tag)}`)
  if (model.artifact) facts.push(`uploaded as artifact ${code(model.artifact.name)}`)
  if (release?.state === 'not-attached' && !model.warnings.includes(release.message)) {
    facts.push(`not attached: ${code(release.tag)} has no release`)
  }
  return facts
}

function comparedWords(model: SbomExportModel): string {
  const comparison = model.comparison
  if (comparison?.state !== 'compared') return ''
  return `; ${verdictHeadline(comparison.diff, comparison.base.tag)}`
}

/** The warnings' subjects, as clauses after "but". */
function warnedProblems(model: SbomExportModel): string[] {
  const problems: string[] = []
  const { release, readBack, comparison, scan, attestation } = model
  if (scan?.state === 'other')
    problems.push('the SBOM describes another commit than the released one')
  if (scan?.state === 'none') problems.push('no full scan says which commit the SBOM describes')
  if (release?.state === 'not-attached' && model.warnings.includes(release.message)) {
    problems.push(`it is not attached to release ${code(release.tag)}`)
  }
  if (readBack?.problem !== undefined) {
    const asked = describeRequest(model.request).cyclonedxVersion
    problems.push(`it is CycloneDX ${text(readBack.specVersion)}, not the ${text(asked)} asked for`)
  }
  if (attestation !== undefined && !attestation.attestable) problems.push('it cannot be attested')
  if (comparison?.state === 'not-compared') {
    problems.push('it was not compared with an earlier release')
  }
  if (comparison?.state === 'compared' && comparison.notes?.state === 'failed') {
    problems.push('the release notes were not edited')
  }
  return problems
}

/** `1,234 components, CycloneDX 1.7, 11.2 KB` (what is known of it). */
function sbomFacts(model: SbomExportModel): string {
  const facts: string[] = []
  const read = model.readBack
  if (read?.componentCount !== undefined) facts.push(plural(read.componentCount, 'component'))
  if (read?.specVersion !== undefined) facts.push(`CycloneDX ${text(read.specVersion)}`)
  if (model.bytes !== undefined) facts.push(formatBytes(model.bytes))
  return facts.join(', ')
}

/** What the run produced first (where the SBOM is), then the job, then what was asked for. */
function detailRows(model: SbomExportModel): string[][] {
  const r = model.request
  const shown = describeRequest(r)
  const rows: string[][] = []
  const release = releaseCell(model)
  if (release) rows.push(['Release asset', release])
  if (model.artifact) {
    const a = model.artifact
    rows.push(['Artifact', `${link(a.name, a.url)} (${formatBytes(a.size)} zip)`])
  }
  if (model.sbomFile !== undefined) {
    rows.push(['SBOM', sbomFacts(model) || '—'])
    const kept = model.artifact
      ? 'kept as the artifact above'
      : model.release?.state === 'attached'
        ? 'kept on the release above'
        : 'set <code>artifact-name</code> to keep it'
    rows.push([
      'File on the runner',
      `${code(model.sbomFile)} (deleted when the job ends; ${kept})`
    ])
  }
  const job = model.taskToken ? code(model.taskToken) : '— (not created)'
  const status = model.status
    ? ` · ${text(statusWord(model.status))} after ${plural(model.polls, 'poll')}`
    : ''
  rows.push(['Export job', `${job}${status}`])
  const scanned = scanCell(model.scan)
  if (scanned) rows.push(['Scan it describes', scanned])
  if (model.errorMessage) rows.push(['Platform error', text(model.errorMessage)])
  if (r.repository !== undefined) rows.push(['Repository', code(r.repository)])
  const repositoryId = r.repositoryId ?? model.repositoryId
  rows.push(
    ['Repository ID', repositoryId === undefined ? '— (not found)' : code(repositoryId)],
    ['Ref', code(r.ref)],
    // The inputs as written: the SBOM row above says what the document itself is.
    [
      'Requested format',
      `${code(`sbom-output-format: ${shown.format}`)}, ${code(`cyclonedx-version: ${shown.cyclonedxVersion}`)}`
    ],
    ['Component type', text(shown.componentType)]
  )
  if (r.metadataSupplier?.name || r.metadataSupplier?.url) {
    const name = r.metadataSupplier.name ?? r.metadataSupplier.url ?? ''
    rows.push([
      'Supplier',
      r.metadataSupplier.url ? link(name, r.metadataSupplier.url) : text(name)
    ])
  }
  return rows
}

function releaseCell(model: SbomExportModel): string | undefined {
  const release = model.release
  switch (release?.state) {
    case undefined:
      return undefined
    case 'attached': {
      const a = release.asset
      const replaced = a.replaced ? ', replacing the one of an earlier run' : ''
      return `${link(a.name, a.downloadUrl)} on release ${link(release.tag, a.releaseUrl)} (${formatBytes(a.size)}${replaced})`
    }
    case 'skipped':
      return `not attached: ${text(release.reason)}`
    case 'not-attached':
    case 'failed':
      // A warning or the failure says why, above the table; a notice (no release) is said here.
      return model.warnings.includes(release.message) || release.state === 'failed'
        ? `not attached to ${code(release.tag)} (see above)`
        : `not attached to ${code(release.tag)}: ${prose(release.message)}`
  }
}

/** `SBOM_EXPORT_STATUS_COMPLETED` → `completed`. */
export function statusWord(status: string): string {
  return status
    .replace(/^SBOM_EXPORT_STATUS_/, '')
    .replace(/_/g, ' ')
    .toLowerCase()
}
