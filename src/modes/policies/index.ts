/**
 * `mode: policies`: lists the deployment's policies. The list-policies operation is deprecated
 * upstream and answers 410 (`DEPLOYMENT_MIGRATED`) once a deployment has moved to Unified Policies;
 * such a deployment's policies are read through the two read-only Unified Policies operations
 * (v2, Beta) instead (`unified.ts`).
 *
 * Outputs: `policies` (the JSON array as returned; above 1,000,000 bytes in the file named by
 * `policies-file` instead) and `policy-count`; for a moved deployment `detection-policy`,
 * `remediation-policies` (each the JSON answer as returned) and `policy-count` (remediation
 * policies).
 */
import { notice, warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { plural } from '../../action/text.js'
import { bodyExcerpt, PlatformError } from '../../platform/errors.js'
import type { Policy } from '../../platform/schemas.js'
import { DEPRECATION_WARNING, renderPoliciesSummary } from './summary.js'
import { readUnifiedPolicies, type UnifiedPolicies } from './unified.js'

export async function runPolicies(_inputs: unknown, context: ModeContext): Promise<void> {
  // Set once, after the summary's closure that reads it is registered.
  // eslint-disable-next-line prefer-const
  let listing: Listing | undefined
  let unified: UnifiedPolicies | undefined
  context.summary.show((failure, cancelled) =>
    renderPoliciesSummary(
      { deployment: context.deployment.name(), listing, unified },
      failure,
      cancelled
    )
  )
  listing = await listPolicies(context)
  if (listing.kind === 'moved') {
    unified = await readUnified(listing.gone, context)
    await reportUnified(unified, context)
    return
  }
  await reportListed(listing.policies)
}

/** What list-policies answered; a 410 (the deployment has moved) is a result, not a failure. */
type Listing = { kind: 'listed'; policies: Policy[] } | { kind: 'moved'; gone: PlatformError }

async function listPolicies(context: ModeContext): Promise<Listing> {
  try {
    return { kind: 'listed', policies: await context.client.listPolicies() }
  } catch (error) {
    // The deprecation no longer applies: the deployment has moved on.
    if (error instanceof PlatformError && error.status === 410)
      return { kind: 'moved', gone: error }
    throw error
  }
}

/** The outputs, the deprecation warning and the log line of a listing. */
async function reportListed(policies: Policy[]): Promise<void> {
  // Only once the operation answered: where it is gone (410), a warning that it will go is noise.
  warn('policies operation deprecated', DEPRECATION_WARNING)
  await setOutput('policies', JSON.stringify(policies))
  await setOutput('policy-count', String(policies.length), 'txt')
  log.info(`Found ${plural(policies, 'policy', 'policies')}.`)
}

/** A moved deployment: its detection policy and remediation policies, through Unified Policies. */
async function readUnified(gone: PlatformError, context: ModeContext): Promise<UnifiedPolicies> {
  try {
    return await readUnifiedPolicies(context.client)
  } catch (error) {
    if (error instanceof PlatformError) throw migratedError(gone, error, context.deployment.id)
    throw error
  }
}

/** The outputs, the notice and the log line of a moved deployment's policies. */
async function reportUnified(unified: UnifiedPolicies, context: ModeContext): Promise<void> {
  const { detectionJson, remediationJson, remediation } = unified
  await setOutput('detection-policy', detectionJson)
  await setOutput('remediation-policies', remediationJson)
  await setOutput('policy-count', String(remediation.length), 'txt')
  notice(
    'deployment uses Unified Policies',
    `Deployment ${context.deployment.id} uses Unified Policies: its detection policy and ` +
      `${plural(remediation, 'remediation policy', 'remediation policies')} were read through ` +
      'the Unified Policies operations (Beta), since the list-policies operation answered 410.'
  )
  log.info(
    `Read the detection policy and ${plural(remediation, 'remediation policy', 'remediation policies')} (Unified Policies).`
  )
}

/**
 * 410 Gone (code `DEPLOYMENT_MIGRATED`) and the Unified Policies operations failed too: what that
 * failure says to do comes first, then that the deployment has moved.
 */
function migratedError(
  gone: PlatformError,
  unified: PlatformError,
  deploymentId: string
): PlatformError {
  const code = gone.body.includes('DEPLOYMENT_MIGRATED') ? ' (DEPLOYMENT_MIGRATED)' : ''
  const excerpt = bodyExcerpt(gone.body)
  return new PlatformError(
    unified.operation,
    unified.status,
    `${unified.message} Deployment ${deploymentId} has moved to Unified Policies: ` +
      `${gone.operation} answered HTTP 410 Gone${code}${excerpt ? ` (${excerpt})` : ''}, so its ` +
      'policies can only be read through the Unified Policies operations, which failed.',
    unified.body
  )
}

/** The mode takes no inputs of its own. */
const policies: Mode<undefined> = { parseInputs: () => undefined, run: runPolicies }
export default policies
