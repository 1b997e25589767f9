/** What every operation handler gets: the request, read, and the emulator's shared state. */
import type { Dataset, DatasetRepository } from './dataset.js'
import type { DownloadSigner } from './download-signer.js'
import type { CursorFault } from './faults.js'
import type { Reply } from './http.js'
import type { RepositoryIndex } from './repository-index.js'
import type { SbomSupplier } from './sbom-document.js'
import type { EmulatorDeployment, EmulatorOptions } from './types.js'

/** An SBOM export job, from its creation to its download. */
export interface ExportJob {
  taskToken: string
  repository: DatasetRepository
  specVersion: string
  componentType: string
  outputFormat: 'SBOM_OUTPUT_FORMAT_JSON' | 'SBOM_OUTPUT_FORMAT_CYCLONEDX'
  supplier: SbomSupplier | undefined
  ref: string | undefined
  createdAt: string
  polls: number
  fails: boolean
  downloadUrl?: string
  documentText?: string
}

/** State shared by the handlers; one per emulator. */
export interface HandlerContext {
  readonly dataset: Dataset
  readonly options: EmulatorOptions
  readonly deployments: readonly EmulatorDeployment[]
  /** Slug of the dataset's deployment; other listed deployments have no projects. */
  readonly deploymentSlug: string | undefined
  /** Rebuilt when a test changes the dataset between runs. */
  repositories: RepositoryIndex
  /** Rebuilt when a test changes the dataset between runs. */
  findingIds: ReadonlySet<string>
  /** Finding ID → ticket URL it is linked to. */
  readonly links: Map<string, string>
  /** Ticket URL → its stable ticket ID. */
  readonly ticketIds: Map<string, bigint>
  readonly exportJobs: Map<string, ExportJob>
  readonly failingExportRepositoryIds: ReadonlySet<string>
  readonly downloads: DownloadSigner
  /** The cursor last answered per list (a repeatCursor fault repeats it). */
  readonly lastCursors: Map<string, bigint | string>
}

/** A conforming API request, read (see openapi/conformance.ts). */
export interface ApiRequest {
  /** Path parameters, percent-decoded. */
  path: Record<string, string>
  query: Record<string, unknown>
  /** The body's protobuf-JSON view: integers as bigint, null fields left out. */
  body: Record<string, unknown>
  /** A cursor fault to apply to a list page. */
  cursorFault: CursorFault | undefined
}

/** One operation of the API. Throws HttpError for an error answer. */
export type Handler = (request: ApiRequest, context: HandlerContext) => Reply
