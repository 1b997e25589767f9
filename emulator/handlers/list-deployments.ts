/** `GET /api/v1/deployments`: the deployments the token reaches. */
import type { Handler } from '../context.js'
import { jsonReply } from '../http.js'

export const listDeployments: Handler = (_request, context) =>
  jsonReply(200, {
    // ids as bigint, so ids beyond 2^53 go out with every digit
    deployments: context.deployments.map(({ id, name, slug }) => ({ id: BigInt(id), name, slug }))
  })
