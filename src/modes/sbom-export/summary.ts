/** The job summary of `mode: sbom-export`, rendered from what the run did. */
import { code, link, table, text } from '../../action/markdown.js'
import { failureBlock, SUMMARY_TITLE } from '../../action/summary.js'
import type { SbomExportInputs } from './inputs.js'

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
}

/** The job summary: the request, the job, and the downloaded file or what went wrong. */
export function renderSbomExportSummary(model: SbomExportModel, failure?: string): string {
  const r = model.request
  const lines = [`## ${SUMMARY_TITLE}: SBOM export${failure ? ' failed' : ''}`, '']
  const repositoryId = r.repositoryId ?? model.repositoryId
  const rows: string[][] = []
  if (r.repository !== undefined) rows.push(['Repository', code(r.repository)])
  rows.push(
    ['Repository ID', repositoryId === undefined ? '— (not found)' : code(repositoryId)],
    ['Ref', code(r.ref)],
    ['Format', `${code(r.sbomOutputFormat)}, ${code(r.cyclonedxVersion)}`],
    ['Component type', code(r.metadataComponentType)]
  )
  if (r.metadataSupplier?.name || r.metadataSupplier?.url) {
    const name = r.metadataSupplier.name ?? r.metadataSupplier.url ?? ''
    rows.push([
      'Supplier',
      r.metadataSupplier.url ? link(name, r.metadataSupplier.url) : text(name)
    ])
  }
  rows.push(['Task token', model.taskToken ? code(model.taskToken) : '— (not created)'])
  if (model.status) rows.push(['Status', `${code(model.status)} after ${model.polls} poll(s)`])
  if (model.errorMessage) rows.push(['Platform error', text(model.errorMessage)])
  if (model.sbomFile) {
    rows.push(['SBOM file', `${code(model.sbomFile)} (${model.bytes ?? 0} bytes)`])
  }
  lines.push(table(['Item', 'Value'], rows), '')
  if (!failure && model.taskToken && !model.status) {
    lines.push(
      'The job was created and runs on the platform; set `wait: true` to download the SBOM in this step.',
      ''
    )
  }
  if (failure) lines.push(failureBlock(failure), '')
  return lines.join('\n')
}
