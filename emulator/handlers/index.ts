/** The API operations the emulator plays, by the file's operationId. */
import type { Handler } from '../context.js'
import type { OperationName } from '../types.js'
import { createSbomExport } from './create-sbom-export.js'
import { getProject } from './get-project.js'
import { getSbomExport } from './get-sbom-export.js'
import { linkTicket } from './link-ticket.js'
import { listDependencies } from './list-dependencies.js'
import { listDeployments } from './list-deployments.js'
import { listFindings } from './list-findings.js'
import { listLockfiles } from './list-lockfiles.js'
import { listPolicies } from './list-policies.js'
import { listProjects } from './list-projects.js'
import { listRepositories } from './list-repositories.js'
import { searchScans } from './search-scans.js'
import { getDetectionPolicy, getRemediationPolicies } from './unified-policies.js'

/** An operation the API server answers. */
export interface ApiOperation {
  name: Exclude<OperationName, 'downloadSbom' | 'unknown'>
  handle: Handler
}

/** Published operations without an entry (unlink, ping, …) answer 501. */
export const API_OPERATIONS: Readonly<Record<string, ApiOperation>> = {
  TicketingService_LinkTicket: { name: 'linkTicket', handle: linkTicket },
  FindingsService_ListFindings: { name: 'listFindings', handle: listFindings },
  SupplyChainService_ListRepositoriesForDependencies: {
    name: 'listRepositories',
    handle: listRepositories
  },
  SupplyChainService_ListLockfilesForDependencies: { name: 'listLockfiles', handle: listLockfiles },
  SupplyChainService_ListDependencies: { name: 'listDependencies', handle: listDependencies },
  SupplyChainService_CreateSbomExport: { name: 'createSbomExport', handle: createSbomExport },
  SupplyChainService_GetSbomExport: { name: 'getSbomExportStatus', handle: getSbomExport },
  PoliciesService_ListPolicies: { name: 'listPolicies', handle: listPolicies },
  DeploymentsService_ListDeployments: { name: 'listDeployments', handle: listDeployments },
  ProjectsService_GetProject: { name: 'getProject', handle: getProject },
  ProjectsService_ListProjects: { name: 'listProjects', handle: listProjects },
  ScansService_SearchScans: { name: 'searchScans', handle: searchScans },
  PoliciesV2Service_GetDetectionPolicySummary: {
    name: 'getDetectionPolicy',
    handle: getDetectionPolicy
  },
  PoliciesV2Service_GetRemediationPolicies: {
    name: 'getRemediationPolicies',
    handle: getRemediationPolicies
  }
}
