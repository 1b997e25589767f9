/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned) and `policy-count`.
 */
import * as core from '@actions/core'
import { warn } from '../../action/annotations.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { plural } from '../../action/text.js'
import { PlatformError } from '../../platform/errors.js'
import type { Policy } from '../../platform/schemas.js'
import { DEPRECATION_WARNING, renderPoliciesSummary } from './summary.js'

export async function runPolicies(_inputs: unknown, context: ModeContext): Promise<void> {
  let policies: Policy[] | undefined
  context.summary.show(failure => renderPoliciesSummary(context.deploymentId, policies, failure))
  warn('policies operation deprecated', DEPRECATION_WARNING)
  try {
    policies = await context.client.listPolicies()
  } catch (error) {
    if (error instanceof PlatformError && error.status !== undefined && error.status !== 200) {
      error.message +=
        ' If this deployment has moved to Unified Policies, this operation no longer works there: ' +
        'use the Policies V2 API.'
    }
    throw error
  }
  core.setOutput('policies', JSON.stringify(policies))
  core.setOutput('policy-count', String(policies.length))
  core.info(`Found ${plural(policies, 'policy', 'policies')}.`)
}

/** The mode takes no inputs of its own. */
const policies: Mode<undefined> = { parseInputs: () => undefined, run: runPolicies }
export default policies
