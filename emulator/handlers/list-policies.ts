/** `GET /api/v1/deployments/{deploymentId}/policies` (deprecated upstream). */
import type { Handler } from '../context.js'
import { errorReply, jsonReply } from '../http.js'

const MIGRATED =
  'This deployment has migrated to Unified Policies: the list policies operation is no longer ' +
  'available for it. Use the Policies V2 API.'

export const listPolicies: Handler = (_request, context) => {
  if (context.options.unifiedPolicies === true) {
    const status = context.options.unifiedPoliciesStatus ?? 410
    return status === 410
      ? errorReply(410, MIGRATED, undefined, { code: 'DEPLOYMENT_MIGRATED' })
      : errorReply(404, MIGRATED)
  }
  return jsonReply(200, { policies: context.dataset.policies })
}
