/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned; above 1,000,000 bytes in the file named by
 * `policies-file` instead) and `policy-count`.
 */
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { plural } from '../../action/text.js'
import { PlatformError } from '../../platform/errors.js'
import type { Policy } from '../../platform/schemas.js'
import { DEPRECATION_WARNING, renderPoliciesSummary } from './summary.js'

export async function runPolicies(_inputs: unknown, context: ModeContext): Promise<void> {
  let policies: Policy[] | undefined
  context.summary.show(failure => renderPoliciesSummary(context.deploymentId, policies, failure))
  log.warning(DEPRECATION_WARNING)
  try {
    policies = await context.client.listPolicies()
  } catch (error) {
    if (error instanceof PlatformError && error.status !== undefined && error.status !== 200) {
      error.message +=
        ' If this deployment has moved to Unified Policies, this operation no longer works there: use the Policies V2 API.'
    }
    throw error
  }
  await setOutput('policies', JSON.stringify(policies))
  await setOutput('policy-count', String(policies.length), 'txt')
  log.info(`Found ${plural(policies, 'policy', 'policies')}.`)
}

/** The mode takes no inputs of its own. */
const policies: Mode<undefined> = { parseInputs: () => undefined, run: runPolicies }
export default policies
