/** `POST /api/v1/deployments/{deploymentId}/sbom/export`: starts an SBOM export job. */
import { randomUUID } from 'node:crypto'
import type { ExportJob, Handler } from '../context.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import {
  CYCLONEDX_VERSIONS,
  METADATA_COMPONENT_TYPES,
  type SbomSupplier
} from '../sbom-document.js'
import { HttpError, checkSameId, requireField } from '../validation.js'

interface CreateSbomExportBody {
  deploymentId?: bigint | string
  repositoryId?: bigint | string
  ref?: string
  formatVersion?: { format?: string; cyclonedxVersion?: keyof typeof CYCLONEDX_VERSIONS }
  metadataComponentType?: keyof typeof METADATA_COMPONENT_TYPES
  metadataSupplier?: SbomSupplier
  sbomOutputFormat?: ExportJob['outputFormat']
}

export const createSbomExport: Handler = (request, context) => {
  const body = request.body as CreateSbomExportBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  const repositoryId = int64(requireField(body.repositoryId, 'repositoryId')) as bigint
  const repository = context.repositories.get(repositoryId)?.repository
  if (repository === undefined) throw new HttpError(404, `repository ${repositoryId} not found`)
  // the platform's defaults when the fields are left out (the action always sends them)
  const version = body.formatVersion?.cyclonedxVersion ?? 'SBOM_CYCLONE_DX_VERSION_V1_4'
  const componentType =
    body.metadataComponentType ?? 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
  const taskToken = randomUUID()
  context.exportJobs.set(taskToken, {
    taskToken,
    repository,
    specVersion: CYCLONEDX_VERSIONS[version],
    componentType: METADATA_COMPONENT_TYPES[componentType],
    outputFormat: body.sbomOutputFormat ?? 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    supplier: body.metadataSupplier,
    ref: body.ref,
    createdAt: new Date().toISOString(),
    polls: 0,
    fails: context.failingExportRepositoryIds.has(String(repository.id))
  })
  return jsonReply(200, { taskToken })
}
