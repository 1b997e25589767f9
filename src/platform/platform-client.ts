/**
 * One typed function per platform operation. Each builds the request body exactly as the spec types
 * it (integers as exact JSON numbers, IDs typed as strings as strings, optional objects only when
 * set), sends it through the transport and validates the answer.
 */
import type { z } from 'zod'
import type { DependencyFilter } from './dependency-filter.js'
import { PlatformError } from './errors.js'
import { checkFindingsPage, type FindingsPage } from './findings-page.js'
import { stringifyExactJson } from './json.js'
import { bySchema, requestJson, requestJsonRows, type Schemas } from './request-json.js'
import type {
  FoundDependency,
  DetectionPolicy,
  LockfilesPage,
  Policy,
  Project,
  RemediationPolicies,
  RepositoriesPage,
  SbomExportStatus,
  TicketLinkResult
} from './schemas.js'
import {
  branchFullScansBody,
  checkBranchScansAnswer,
  checkScansAnswer,
  searchScansBody,
  type BranchScansPage,
  type ScansAnswer,
  type SearchScansPage
} from './scans.js'
import {
  checkRepositoryScansAnswer,
  repositoryScansBody,
  type RepositoryScansAnswer,
  type RepositoryScansPage
} from './scans.js'
import type { Readable } from 'node:stream'
import type { Transport, TransportRequest } from './transport.js'

/** The largest page the projects list serves. */
export const PROJECTS_PAGE_SIZE = 100

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
    return `/api/v1/deployments/${encodeURIComponent(this.deploymentId)}`
  }

  /** For the 404 hint of operations whose only ID is the deployment's. */
  private get deploymentSuspect(): string[] {
    return [`the deployment ID ${this.deploymentId} (\`deployment-id\`)`]
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
        retry: 'idempotent',
        suspects: this.deploymentSuspect
      },
      schemas => schemas.ticketLinkResultSchema
    )
  }

  /** One page of the repositories that have dependencies (integer cursor). */
  listRepositories(page: {
    cursor?: bigint
    pageSize: number
    dependencyFilter?: DependencyFilter
  }): Promise<RepositoriesPage> {
    return this.call(
      {
        operation: 'List repositories with dependencies',
        method: 'POST',
        path: `${this.deploymentPath}/dependencies/repositories`,
        body: dependenciesPageBody(this.deploymentId, page),
        retry: 'idempotent',
        suspects: this.deploymentSuspect
      },
      schemas => schemas.repositoriesPageSchema
    )
  }

  /** One page of a repository's lockfiles that have dependencies (string cursor). */
  listLockfiles(
    repositoryId: bigint,
    page: { cursor?: string; pageSize: number; dependencyFilter?: DependencyFilter }
  ): Promise<LockfilesPage> {
    const id = repositoryId.toString()
    return this.call(
      {
        operation: `List lockfiles of repository ${id}`,
        method: 'POST',
        path: `${this.deploymentPath}/dependencies/repositories/${pathSegment(`List lockfiles of repository ${id}`, 'repository ID', id)}/lockfiles`,
        body: dependenciesPageBody(this.deploymentId, page, { repositoryId: id }),
        retry: 'idempotent',
        suspects: this.deploymentSuspect
      },
      schemas => schemas.lockfilesPageSchema
    )
  }

  /**
   * One page of the dependencies a filter selects (SupplyChainService_ListDependencies): each
   * dependency handed to `onDependency` as the page is read; gives the cursor the file types as an
   * int64 string, `hasMore` and how many dependencies the page held.
   */
  async listDependencies(
    page: {
      cursor?: string
      pageSize: number
      dependencyFilter?: DependencyFilter
      /** Largest answer taken, decoded (the transport's bound unless given). */
      maxResponseBytes?: number
    },
    onDependency: (dependency: FoundDependency) => void
  ): Promise<{ cursor?: string; hasMore: boolean; count: number }> {
    let count = 0
    const answer = await requestJsonRows(
      this.transport,
      {
        operation: 'List dependencies',
        method: 'POST',
        path: `${this.deploymentPath}/dependencies`,
        body: dependenciesPageBody(this.deploymentId, page),
        retry: 'idempotent',
        suspects: this.deploymentSuspect,
        ...(page.maxResponseBytes !== undefined && { maxResponseBytes: page.maxResponseBytes })
      },
      {
        key: 'dependencies',
        pick: schemas => schemas.foundDependencySchema,
        onRow: dependency => {
          count++
          onDependency(dependency)
        }
      },
      schemas => schemas.dependenciesPageSchema
    )
    return {
      ...(answer.cursor !== undefined && { cursor: answer.cursor }),
      hasMore: answer.hasMore,
      count
    }
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
        retry: 'unless-taken',
        suspects: [
          // A noun phrase: the advice goes on "... is right".
          `the repository ID ${request.repositoryId} (\`repository-id\`, a project of deployment ` +
            `${this.deploymentId})`
        ]
      },
      schemas => schemas.sbomExportTaskSchema
    )
    return result.taskToken
  }

  /** The status of an SBOM export job. */
  async getSbomExportStatus(taskToken: string, timeLimitMs?: number): Promise<SbomExportStatus> {
    return this.call(
      {
        operation: 'Get SBOM export status',
        method: 'GET',
        path: `${this.deploymentPath}/sbom/export/${pathSegment('Get SBOM export status', 'task token', taskToken)}`,
        retry: 'idempotent',
        suspects: this.deploymentSuspect,
        ...(timeLimitMs !== undefined && { timeLimitMs })
      },
      schemas => schemas.sbomExportStatusSchema
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

  /** ScansService_SearchScans (beta): one page of a repository's completed full scans with SCA. */
  async searchScans(page: SearchScansPage): Promise<ScansAnswer> {
    return requestJson(
      this.transport,
      {
        operation: `Search scans of repository ${page.repositoryId}`,
        method: 'POST',
        path: `${this.deploymentPath}/scans/search`,
        body: stringifyExactJson(searchScansBody(page)),
        retry: 'idempotent',
        suspects: this.deploymentSuspect
      },
      checkScansAnswer
    )
  }

  /** ScansService_SearchScans (beta): one page of a branch's completed full scans, any product. */
  async searchBranchFullScans(page: BranchScansPage): Promise<ScansAnswer> {
    return requestJson(
      this.transport,
      {
        operation: `Search scans of repository ${page.repositoryId} on ${page.branch}`,
        method: 'POST',
        path: `${this.deploymentPath}/scans/search`,
        body: stringifyExactJson(branchFullScansBody(page)),
        retry: 'idempotent',
        suspects: this.deploymentSuspect
      },
      checkBranchScansAnswer(page.branch)
    )
  }

  /** ScansService_SearchScans (beta): one page of a repository's scans of any kind and status. */
  async searchRepositoryScans(
    page: RepositoryScansPage,
    timeLimitMs?: number
  ): Promise<RepositoryScansAnswer> {
    const branch = page.branch === undefined ? '' : ` on ${page.branch}`
    return requestJson(
      this.transport,
      {
        operation: `Search scans of repository ${page.repositoryId}${branch}`,
        method: 'POST',
        path: `${this.deploymentPath}/scans/search`,
        body: stringifyExactJson(repositoryScansBody(page)),
        retry: 'idempotent',
        suspects: this.deploymentSuspect,
        ...(timeLimitMs !== undefined && { timeLimitMs })
      },
      checkRepositoryScansAnswer
    )
  }

  /** Lists the deployment's policies (deprecated upstream in favour of the Policies V2 API). */
  async listPolicies(): Promise<Policy[]> {
    const result = await this.read(
      'List policies',
      `${this.deploymentPath}/policies`,
      schemas => schemas.policiesSchema
    )
    return result.policies
  }

  /** Unified Policies (v2, Beta): the detection policy of each enabled product. */
  async getDetectionPolicy(): Promise<DetectionPolicy> {
    return this.read(
      'Get detection policy (Unified Policies)',
      `${this.unifiedPoliciesPath}/detection-policy`,
      schemas => schemas.detectionPolicySchema
    )
  }

  /** Unified Policies (v2, Beta): the deployment's remediation policies. */
  async getRemediationPolicies(): Promise<RemediationPolicies> {
    return this.read(
      'Get remediation policies (Unified Policies)',
      `${this.unifiedPoliciesPath}/remediation-policies`,
      schemas => schemas.remediationPoliciesSchema
    )
  }

  private get unifiedPoliciesPath(): string {
    return `/api/policies/v2/deployments/${encodeURIComponent(this.deploymentId)}`
  }

  /**
   * ProjectsService_GetProject: the project named `owner/name` in the deployment with this slug, or
   * undefined when the platform answers 404 (the caller then searches the project list). Each
   * segment is percent-encoded; the `/` between them is kept, as the published path expects.
   */
  async getProject(deploymentSlug: string, projectName: string): Promise<Project | undefined> {
    const operation = `Get project ${projectName}`
    const name = projectName
      .split('/')
      .map(segment => pathSegment(operation, 'project name', segment))
      .join('/')
    const slug = pathSegment(operation, 'deployment slug', deploymentSlug)
    try {
      const result = await this.call(
        {
          operation,
          method: 'GET',
          path: `/api/v1/deployments/${slug}/projects/${name}`,
          retry: 'idempotent'
        },
        schemas => schemas.getProjectSchema
      )
      return result.project
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) return undefined
      throw error
    }
  }

  /** ProjectsService_ListProjects: one page of the deployment's projects, pages numbered from 0. */
  async listProjects(
    deploymentSlug: string,
    page: number,
    pageSize = PROJECTS_PAGE_SIZE
  ): Promise<Project[]> {
    const operation = `List projects (page ${page})`
    const slug = pathSegment(operation, 'deployment slug', deploymentSlug)
    const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) })
    const result = await this.call(
      {
        operation,
        method: 'GET',
        path: `/api/v1/deployments/${slug}/projects?${query.toString()}`,
        retry: 'idempotent',
        suspects: [`the deployment ${deploymentSlug} (ID ${this.deploymentId})`]
      },
      schemas => schemas.projectsPageSchema
    )
    return result.projects
  }

  /**
   * FindingsService_ListFindings: one page of the deployment's findings, by the query
   * `findings.ts` builds (that file also walks the pages and bounds them).
   */
  async listFindings(
    deploymentSlug: string,
    query: URLSearchParams,
    timeLimitMs?: number
  ): Promise<FindingsPage> {
    const operation = `List findings (${query.get('issue_type')}, page ${query.get('page')})`
    const slug = pathSegment(operation, 'deployment slug', deploymentSlug)
    return requestJson(
      this.transport,
      {
        operation,
        method: 'GET',
        path: `/api/v1/deployments/${slug}/findings?${query.toString()}`,
        retry: 'idempotent',
        suspects: [`the deployment ${deploymentSlug} (ID ${this.deploymentId})`],
        ...(timeLimitMs !== undefined && { timeLimitMs })
      },
      checkFindingsPage
    )
  }

  /** A GET of something of the deployment's, retried; a 404 names the deployment as what may be wrong. */
  private read<S extends z.ZodType>(
    operation: string,
    path: string,
    pick: (schemas: Schemas) => S
  ): Promise<z.output<S>> {
    return this.call(
      { operation, method: 'GET', path, retry: 'idempotent', suspects: this.deploymentSuspect },
      pick
    )
  }

  private call<S extends z.ZodType>(
    request: TransportRequest,
    pick: (schemas: Schemas) => S
  ): Promise<z.output<S>> {
    return requestJson(this.transport, request, bySchema(pick))
  }
}

/** The body of a dependencies list request: the deployment, whose list, and which page. */
function dependenciesPageBody(
  deploymentId: string,
  page: { cursor?: bigint | string; pageSize: number; dependencyFilter?: DependencyFilter },
  whose: { repositoryId?: string } = {}
): string {
  return stringifyExactJson({
    deploymentId,
    ...whose,
    pageSize: page.pageSize,
    ...(page.cursor !== undefined && { cursor: page.cursor }),
    ...(page.dependencyFilter && { dependencyFilter: page.dependencyFilter })
  })
}

/**
 * One path segment, percent-encoded. Empty, `.` and `..` are refused: a URL parser would drop or
 * climb over them and the request would go to another path.
 */
function pathSegment(operation: string, what: string, value: string): string {
  if (value === '' || value === '.' || value === '..') {
    throw new PlatformError(
      operation,
      undefined,
      `${operation}: the ${what} ${JSON.stringify(value)} cannot be a segment of a request path.`
    )
  }
  return encodeURIComponent(value)
}
