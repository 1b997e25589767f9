/**
 * One typed function per platform operation. Each builds the request body exactly as the spec types
 * it (integers as exact JSON numbers, IDs typed as strings as strings, optional objects only when
 * set), sends it through the transport and validates the answer.
 */
import type { z } from 'zod'
import type { DependencyFilter } from './dependency-filter.js'
import { unexpectedBodyError } from './errors.js'
import { parseExactJson, stringifyExactJson } from './json.js'
import {
  describeSchemaIssues,
  lockfilesPageSchema,
  policiesSchema,
  repositoriesPageSchema,
  sbomExportStatusSchema,
  sbomExportTaskSchema,
  ticketLinkResultSchema,
  type LockfilesPage,
  type Policy,
  type RepositoriesPage,
  type SbomExportStatus,
  type TicketLinkResult
} from './schemas.js'
import type { Readable } from 'node:stream'
import type { Transport, TransportRequest } from './transport.js'
import { pathSegment } from './url-safety.js'

export interface SbomExportRequest {
  repositoryId: bigint
  ref: string
  sbomOutputFormat: string
  cyclonedxVersion: string
  metadataComponentType: string
  metadataSupplier?: {
    name?: string
    url?: string
    contact?: { name?: string; email?: string; phone?: string }
  }
}

export class PlatformClient {
  constructor(
    private readonly transport: Transport,
    /** Numeric deployment ID, as digits. */
    private readonly deploymentId: string
  ) {}

  private get deploymentPath(): string {
    return `/api/v1/deployments/${pathSegment(this.deploymentId, 'deployment ID')}`
  }

  /** TicketingService_LinkTicket: associates an existing external ticket with findings. */
  async linkTicket(ticketUrl: string, issueIds: string[]): Promise<TicketLinkResult> {
    return this.call(
      {
        operation: 'Link ticket',
        method: 'POST',
        path: `${this.deploymentPath}/tickets/link`,
        body: stringifyExactJson({
          ticket_url: ticketUrl,
          issue_ids: issueIds,
          deploymentId: this.deploymentId
        }),
        retry: 'idempotent'
      },
      ticketLinkResultSchema
    )
  }

  /** One page of the repositories that have dependencies (integer cursor). */
  async listRepositories(page: {
    cursor?: bigint
    pageSize: number
    dependencyFilter?: DependencyFilter
  }): Promise<RepositoriesPage> {
    return this.call(
      {
        operation: 'List repositories with dependencies',
        method: 'POST',
        path: `${this.deploymentPath}/dependencies/repositories`,
        body: stringifyExactJson({
          deploymentId: this.deploymentId,
          pageSize: page.pageSize,
          ...(page.cursor !== undefined && { cursor: page.cursor }),
          ...(page.dependencyFilter && { dependencyFilter: page.dependencyFilter })
        }),
        retry: 'idempotent'
      },
      repositoriesPageSchema
    )
  }

  /** One page of a repository's lockfiles that have dependencies (string cursor). */
  async listLockfiles(
    repositoryId: bigint,
    page: { cursor?: string; pageSize: number; dependencyFilter?: DependencyFilter }
  ): Promise<LockfilesPage> {
    const id = repositoryId.toString()
    return this.call(
      {
        operation: `List lockfiles of repository ${id}`,
        method: 'POST',
        path: `${this.deploymentPath}/dependencies/repositories/${pathSegment(id, 'repository ID')}/lockfiles`,
        body: stringifyExactJson({
          deploymentId: this.deploymentId,
          repositoryId: id,
          pageSize: page.pageSize,
          ...(page.cursor !== undefined && { cursor: page.cursor }),
          ...(page.dependencyFilter && { dependencyFilter: page.dependencyFilter })
        }),
        retry: 'idempotent'
      },
      lockfilesPageSchema
    )
  }

  /** Creates an SBOM export job. Not idempotent: retried only where the server did not take it. */
  async createSbomExport(request: SbomExportRequest): Promise<string> {
    const result = await this.call(
      {
        operation: 'Create SBOM export job',
        method: 'POST',
        path: `${this.deploymentPath}/sbom/export`,
        body: stringifyExactJson({
          deploymentId: BigInt(this.deploymentId),
          repositoryId: request.repositoryId,
          ref: request.ref,
          formatVersion: {
            format: 'SBOM_FORMAT_CYCLONEDX',
            cyclonedxVersion: request.cyclonedxVersion
          },
          metadataComponentType: request.metadataComponentType,
          ...(request.metadataSupplier && { metadataSupplier: request.metadataSupplier }),
          sbomOutputFormat: request.sbomOutputFormat
        }),
        retry: 'unless-taken'
      },
      sbomExportTaskSchema
    )
    return result.taskToken
  }

  /** The status of an SBOM export job. */
  async getSbomExportStatus(taskToken: string, timeLimitMs?: number): Promise<SbomExportStatus> {
    return this.call(
      {
        operation: 'Get SBOM export status',
        method: 'GET',
        path: `${this.deploymentPath}/sbom/export/${pathSegment(taskToken, 'task token')}`,
        retry: 'idempotent',
        ...(timeLimitMs !== undefined && { timeLimitMs })
      },
      sbomExportStatusSchema
    )
  }

  /**
   * Downloads a finished export from its pre-signed URL, without the token, handing the decoded
   * document to `save`. Returns the bytes saved.
   */
  async downloadSbom(
    downloadUrl: string,
    save: (body: Readable) => Promise<void>,
    timeLimitMs?: number
  ): Promise<number> {
    return this.transport.download('Download SBOM', downloadUrl, save, timeLimitMs)
  }

  /** Lists the deployment's policies (deprecated upstream in favour of the Policies V2 API). */
  async listPolicies(): Promise<Policy[]> {
    const result = await this.call(
      {
        operation: 'List policies',
        method: 'GET',
        path: `${this.deploymentPath}/policies`,
        retry: 'idempotent'
      },
      policiesSchema
    )
    return result.policies
  }

  private async call<S extends z.ZodType>(
    request: TransportRequest,
    schema: S
  ): Promise<z.output<S>> {
    const response = await this.transport.request(request)
    const label = `${request.operation} (${request.method} ${request.path})`
    const body = this.transport.redact(response.body)
    let json: unknown
    try {
      json = parseExactJson(response.body)
    } catch (error) {
      throw unexpectedBodyError(label, `not JSON (${(error as Error).message})`, body)
    }
    // A server that echoes the token must not carry it into outputs, files or the summary.
    json = redactStrings(json, value => this.transport.redact(value))
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw unexpectedBodyError(label, describeSchemaIssues(parsed.error), body)
    }
    return parsed.data
  }
}

/** Every string in a parsed JSON value, passed through `redact` (keys are left as they are). */
function redactStrings(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = redactStrings(value[i], redact)
    return value
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) record[key] = redactStrings(record[key], redact)
  }
  return value
}
