/**
 * DeploymentsService_ListDeployments: the deployments the token reaches. It is the one operation
 * that needs no deployment, so it stands apart from `PlatformClient`, which is built for one.
 */
import { requestJson } from './request-json.js'
import type { Deployment } from './schemas.js'
import type { Transport } from './transport.js'

export async function listDeployments(transport: Transport): Promise<Deployment[]> {
  const result = await requestJson(
    transport,
    {
      operation: 'List deployments',
      method: 'GET',
      path: '/api/v1/deployments',
      retry: 'idempotent'
    },
    schemas => schemas.deploymentsSchema
  )
  return result.deployments
}
