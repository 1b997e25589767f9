/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned; above 1,000,000 bytes in the file named by
 * `policies-file` instead) and `policy-count`.
 */
import { warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { plural } from '../../action/text.js'
import { bodyExcerpt, PlatformError } from '../../platform/errors.js'
import type { Policy } from '../../platform/schemas.js'
import { DEPRECATION_WARNING, renderPoliciesSummary } from './summary.js'

export async function runPolicies(_inputs: unknown, context: ModeContext): Promise<void> {
  let policies: Policy[] | undefined
  const deployment = (): string => context.deploymentName?.() ?? context.deploymentId
  context.summary.show((failure, cancelled) =>
    renderPoliciesSummary(deployment(), policies, failure, cancelled)
  )
  try {
    policies = await context.client.listPolicies()
  } catch (error) {
    if (error instanceof PlatformError && error.status === 410) {
      throw migratedError(error, context.deploymentId)
    }
    throw error
  }
  // Only once the operation answered: where it is gone (410), a warning that it will go is noise.
  warn('policies operation deprecated', DEPRECATION_WARNING)
  await setOutput('policies', JSON.stringify(policies))
  await setOutput('policy-count', String(policies.length), 'txt')
  log.info(`Found ${plural(policies, 'policy', 'policies')}.`)
}

/**
 * 410 Gone (code `DEPLOYMENT_MIGRATED`): the deployment has moved to Unified Policies and the
 * operation is gone for it. Nothing is wrong with the token or the IDs, so the message says only that.
 */
function migratedError(error: PlatformError, deploymentId: string): PlatformError {
  const code = error.body.includes('DEPLOYMENT_MIGRATED') ? ' (DEPLOYMENT_MIGRATED)' : ''
  const excerpt = bodyExcerpt(error.body)
  return new PlatformError(
    error.operation,
    error.status,
    `Read this deployment's policies through the Policies V2 API (/api/v2) and remove ` +
      `\`mode: policies\` from this workflow: deployment ${deploymentId} has moved to Unified ` +
      `Policies, where this operation no longer exists. ${error.operation} answered HTTP 410 ` +
      `Gone${code}.` +
      (excerpt ? ` Response: ${excerpt}` : ''),
    error.body
  )
}

/** The mode takes no inputs of its own. */
const policies: Mode<undefined> = { parseInputs: () => undefined, run: runPolicies }
export default policies
