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
import { attestationLine, type AttestationReport } from './attestation.js'
import { renderComparison, verdictHeadline, type ComparisonOutcome } from './diff-markdown.js'
import { statusWord, type ExportDownload, type ExportJob } from './download.js'
import { gateVerdict, renderGate, type GateOutcome } from './gate.js'
import { describeRequest, type SbomExportInputs } from './inputs.js'
import type { ReleaseOutcome } from './release-asset.js'
import { scanCell, type ScanCheck } from './scan-commit.js'
import type { SbomReadBack } from './sbom-file.js'
import type { VexReport } from './vex-file.js'
import { VEX_STATUSES } from './vex.js'

/** The SBOM as read back: its file (kept once it proved to be CycloneDX JSON) and what it holds. */
export interface SbomRead {
  file: string
  readBack: SbomReadBack
}

/**
 * What each step of the run returned, in the order they run; a step not reached is unset. Built by
 * the run for the summary, never filled by the steps.
 */
export interface SbomExportResults {
  inputs: SbomExportInputs
  /** Found by the `repository` name (or `repository-id` as given). */
  repositoryId?: bigint
  /** Which commit the SBOM describes; unset with `scan-commit: off`. */
  scan?: ScanCheck
  job?: ExportJob
  /** The wait for the job and the download (`wait: true`). */
  download?: ExportDownload
  read?: SbomRead
  attestation?: AttestationReport
  artifact?: UploadedArtifact
  release?: ReleaseOutcome
  /** The comparison with an earlier release's SBOM, when one was attempted. */
  comparison?: ComparisonOutcome
  /** The gate's verdict, when `fail-on-severity` is set and it was reached. */
  gate?: GateOutcome
  /** The VEX document, when `vex` is set and the SBOM was read. */
  vex?: VexReport
}

/** The warnings the steps gave (each also an annotation), in the order they ran. */
export function warningsOf(results: SbomExportResults): string[] {
  const { scan, read, attestation, release, comparison, vex } = results
  const warnings = [
    scan?.warning,
    read?.readBack.problem,
    attestation?.warning,
    vex?.warning,
    vex?.asset !== undefined && 'warning' in vex.asset ? vex.asset.warning : undefined,
    release?.state === 'not-attached' ? release.warning : undefined,
    comparison?.state === 'not-compared' ? comparison.message : undefined,
    comparison?.state === 'compared' && comparison.notes?.state === 'failed'
      ? comparison.notes.message
      : undefined
  ]
  return warnings.filter(warning => warning !== undefined)
}

/** The job summary: the verdict, then the request, the job, the SBOM and where it is kept. */
export function renderSbomExportSummary(
  results: SbomExportResults,
  failure?: string,
  cancelled = false
): string {
  const sections = [failureBlock(failure, cancelled), warningsBlock(warningsOf(results))]
  if (!failure && results.job?.taskToken && !results.download?.status) {
    sections.push(
      'The job runs on the platform; set `wait: true` to download the SBOM in this step and ' +
        'attach it to the release.'
    )
  }
  sections.push(attestationLine(results.attestation, results.scan?.outcome))
  sections.push(vexLine(results.vex))
  sections.push(renderGate(results.gate))
  // What changed since the last release is what a reviewer reads first; the export's details follow.
  sections.push(renderComparison(results.comparison))
  sections.push(table(['Item', 'Value'], detailRows(results)))
  return renderSummary(verdict(results, failure, cancelled), sections)
}

/**
 * `**VEX:** 4 statements (OpenVEX): 1 affected, 1 under investigation, 1 fixed, 1 not affected;
 * attached as …`; or why none was written; '' without `vex`.
 */
export function vexLine(vex: VexReport | undefined): string {
  if (vex === undefined) return ''
  const format = vex.format === 'openvex' ? 'OpenVEX' : 'CycloneDX VEX'
  if (vex.counts === undefined) return `**VEX:** no ${format} document: ${text(vex.none ?? '')}.`
  const counts = VEX_STATUSES.map(
    status => `${vex.counts![status]} ${status.replace(/_/g, ' ')}`
  ).join(', ')
  // A document with counts was written to its file.
  const file = code(vex.file!)
  const asset = vex.asset
  const where =
    asset === undefined
      ? ` in ${file}`
      : 'name' in asset
        ? `, attached as ${link(asset.name, asset.url)}`
        : ` in ${file}, not attached (see the warning above)`
  return `**VEX:** ${plural(vex.statements, 'statement')} (${format}): ${counts}${where}.`
}

/** The repository by name where the run knows it (`acme/web-app`), else by its ID. */
function repositoryLabel(results: SbomExportResults): string {
  const name = results.inputs.repository
  if (name !== undefined) return code(name)
  const id = results.inputs.repositoryId ?? results.repositoryId
  return `ID ${code(id ?? '')}`
}

function verdict(
  results: SbomExportResults,
  failure: string | undefined,
  cancelled: boolean
): Verdict {
  const subject = `repository ${repositoryLabel(results)} at ${code(results.inputs.ref)}`
  if (failure && cancelled) return cancelledVerdict(whatCancellingLeft(results, subject))
  if (failure) return failedVerdict(whatFailed(results), failure)
  const sentence =
    results.read === undefined
      ? `Created the SBOM export job for ${subject}; it runs on the platform`
      : `Exported the SBOM of ${subject}: ${exportFacts(results).join(', ')}${comparedWords(results)}`
  const warnings = warningsOf(results)
  if (warnings.length === 0) return { outcome: 'done', sentence: `${sentence}.` }
  // Name what the warnings are about, so that the verdict alone says what is missing.
  const problems = warnedProblems(results)
  const but = problems.length > 0 ? problems.join(' and ') : plural(warnings, 'warning')
  const see = warnings.length === 1 ? 'the warning' : 'the warnings'
  return { outcome: 'warning', sentence: `${sentence}, but ${but} (see ${see} below).` }
}

function whatCancellingLeft(results: SbomExportResults, subject: string): string {
  if (results.job === undefined) return 'No SBOM export job was created.'
  if (results.read === undefined) {
    return (
      `The SBOM export job for ${subject} keeps running on the platform (task token ` +
      `${code(results.job.taskToken)}, also the <code>task-token</code> output); this step stopped ` +
      'before downloading its SBOM.'
    )
  }
  return (
    `The SBOM of ${subject} was downloaded (${sbomFacts(results)}), but not every step after ` +
    'that finished (below).'
  )
}

function whatFailed(results: SbomExportResults): string {
  const { gate, release } = results
  if (gate !== undefined && gate.failing.length > 0) {
    return gateVerdict(gate)
  }
  if (release?.state === 'failed') {
    return 'The SBOM was exported, but attaching it to the release failed.'
  }
  if (results.job === undefined) return 'No SBOM export job was created.'
  if (results.read === undefined && results.download?.status !== undefined) {
    return 'The SBOM export did not deliver an SBOM.'
  }
  return 'The SBOM export failed.'
}

/** What became of the SBOM: its facts, where it went. */
function exportFacts(results: SbomExportResults): string[] {
  const facts = [sbomFacts(results)]
  const { release, artifact } = results
  if (release?.state === 'attached') facts.push(`attached to release ${code(release.tag)}`)
  if (artifact) facts.push(`uploaded as artifact ${code(artifact.name)}`)
  if (release?.state === 'not-attached' && release.warning === undefined) {
    facts.push(`not attached: ${code(release.tag)} has no release`)
  }
  return facts
}

function comparedWords(results: SbomExportResults): string {
  const comparison = results.comparison
  if (comparison?.state !== 'compared') return ''
  return `; ${verdictHeadline(comparison.diff, comparison.base.tag)}`
}

/** The warnings' subjects, as clauses after "but". */
function warnedProblems(results: SbomExportResults): string[] {
  const problems: string[] = []
  const { release, read, comparison, scan, attestation } = results
  if (scan?.outcome.state === 'other') {
    problems.push('the SBOM describes another commit than the released one')
  }
  if (scan?.outcome.state === 'none')
    problems.push('no full scan says which commit the SBOM describes')
  if (release?.state === 'not-attached' && release.warning !== undefined) {
    problems.push(`it is not attached to release ${code(release.tag)}`)
  }
  if (read?.readBack.problem !== undefined) {
    const asked = describeRequest(results.inputs).cyclonedxVersion
    problems.push(
      `it is CycloneDX ${text(read.readBack.specVersion)}, not the ${text(asked)} asked for`
    )
  }
  if (attestation !== undefined && !attestation.attestable) problems.push('it cannot be attested')
  problems.push(...vexProblems(results.vex))
  if (comparison?.state === 'not-compared') {
    problems.push('it was not compared with an earlier release')
  }
  if (comparison?.state === 'compared' && comparison.notes?.state === 'failed') {
    problems.push('the release notes were not edited')
  }
  return problems
}

/** The VEX step's warnings, as clauses after "but". */
function vexProblems(vex: VexReport | undefined): string[] {
  if (vex?.warning !== undefined) return ['no VEX document was written']
  if (vex?.asset !== undefined && 'warning' in vex.asset) return ['its VEX is not attached']
  return []
}

/** `1,234 components, CycloneDX 1.7, 11.2 KB` (what is known of it). */
function sbomFacts(results: SbomExportResults): string {
  const facts: string[] = []
  const read = results.read?.readBack
  if (read?.componentCount !== undefined) facts.push(plural(read.componentCount, 'component'))
  if (read?.specVersion !== undefined) facts.push(`CycloneDX ${text(read.specVersion)}`)
  const download = results.download
  if (download?.state === 'downloaded') facts.push(formatBytes(download.bytes))
  return facts.join(', ')
}

/** What the run produced first (where the SBOM is), then the job, then what was asked for. */
function detailRows(results: SbomExportResults): string[][] {
  return [...producedRows(results), ...jobRows(results), ...requestRows(results)]
}

/** Where the SBOM went: the release, the artifact, the file on the runner. */
function producedRows(results: SbomExportResults): string[][] {
  const { artifact, read } = results
  const rows: string[][] = []
  const release = releaseCell(results.release)
  if (release) rows.push(['Release asset', release])
  if (artifact) {
    rows.push([
      'Artifact',
      `${link(artifact.name, artifact.url)} (${formatBytes(artifact.size)} zip)`
    ])
  }
  if (read !== undefined) {
    rows.push(['SBOM', sbomFacts(results) || '—'])
    const kept = artifact
      ? 'kept as the artifact above'
      : results.release?.state === 'attached'
        ? 'kept on the release above'
        : 'set <code>artifact-name</code> to keep it'
    rows.push(['File on the runner', `${code(read.file)} (deleted when the job ends; ${kept})`])
  }
  return rows
}

/** The export job, its last status, the scan it describes, and the platform's error. */
function jobRows({ job, download, scan }: SbomExportResults): string[][] {
  const token = job?.taskToken ? code(job.taskToken) : '— (not created)'
  const status = download?.status
    ? ` · ${text(statusWord(download.status))} after ${plural(download.polls, 'poll')}`
    : ''
  const rows = [['Export job', `${token}${status}`]]
  const scanned = scanCell(scan?.outcome)
  if (scanned) rows.push(['Scan it describes', scanned])
  if (download?.errorMessage) rows.push(['Platform error', text(download.errorMessage)])
  return rows
}

/** What was asked for, as written: the SBOM row above says what the document itself is. */
function requestRows({ inputs, repositoryId }: SbomExportResults): string[][] {
  const shown = describeRequest(inputs)
  const rows: string[][] = []
  if (inputs.repository !== undefined) rows.push(['Repository', code(inputs.repository)])
  const id = inputs.repositoryId ?? repositoryId
  rows.push(
    ['Repository ID', id === undefined ? '— (not found)' : code(id)],
    ['Ref', code(inputs.ref)],
    [
      'Requested format',
      `${code(`sbom-output-format: ${shown.format}`)}, ${code(`cyclonedx-version: ${shown.cyclonedxVersion}`)}`
    ],
    ['Component type', text(shown.componentType)]
  )
  const supplier = inputs.metadataSupplier
  if (supplier?.name || supplier?.url) {
    const name = supplier.name ?? supplier.url ?? ''
    rows.push(['Supplier', supplier.url ? link(name, supplier.url) : text(name)])
  }
  return rows
}

function releaseCell(release: ReleaseOutcome | undefined): string | undefined {
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
    case 'failed':
      // The failure says why, above the table.
      return `not attached to ${code(release.tag)} (see above)`
    case 'not-attached':
      // A warning says why, above the table; a notice (no release) is said here.
      return release.warning !== undefined
        ? `not attached to ${code(release.tag)} (see above)`
        : `not attached to ${code(release.tag)}: ${prose(release.message)}`
  }
}
