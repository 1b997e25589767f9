/**
 * `mode: policies`: lists the deployment's policies. The operation is deprecated upstream in favour of
 * the Policies V2 API and stops working once a deployment moves to Unified Policies; every run says so.
 *
 * Outputs: `policies` (the JSON array as returned) and `policy-count`.
 */
import * as core from '@actions/core'
import type { ModeContext } from '../main.js'
import { code, table, text } from '../markdown.js'
import { PlatformError } from '../platform/errors.js'
import type { Policy } from '../platform/schemas.js'
import { failureBlock, SUMMARY_TITLE } from '../step-summary.js'

export const DEPRECATION_WARNING =
  'The list-policies operation (GET /api/v1/deployments/{deploymentId}/policies) is deprecated: ' +
  'deployments on the Unified Policies model must use the Policies V2 API (/api/v2), and this ' +
  'operation stops working after that migration.'

export async function runPolicies(deploymentId: string, context: ModeContext): Promise<void> {
  let policies: Policy[] | undefined
  context.summary.show(failure => renderPoliciesSummary(deploymentId, policies, failure))
  core.warning(DEPRECATION_WARNING)
  try {
    policies = await context.client.listPolicies()
  } catch (error) {
    if (error instanceof PlatformError && error.status !== undefined && error.status !== 200) {
      error.message +=
        ' If this deployment has moved to Unified Policies, this operation no longer works there: use the Policies V2 API.'
    }
    throw error
  }
  core.setOutput('policies', JSON.stringify(policies))
  core.setOutput('policy-count', String(policies.length))
  core.info(`Found ${policies.length} polic${policies.length === 1 ? 'y' : 'ies'}.`)
}

/** Short labels for the product types the spec names; others are shown as the API gives them. */
const PRODUCT_LABELS: Record<string, string> = {
  PRODUCT_TYPE_SAST: 'Code (SAST)',
  PRODUCT_TYPE_SECRETS: 'Secrets'
}

/** Policies grouped by product type (in order of first appearance), defaults marked. */
export function renderPoliciesSummary(
  deploymentId: string,
  policies: Policy[] | undefined,
  failure?: string
): string {
  const lines = [`## ${SUMMARY_TITLE}: policies${failure ? ' (failed)' : ''}`, '']
  lines.push(`> [!WARNING]\n> ${text(DEPRECATION_WARNING)}`, '')
  if (policies) {
    lines.push(
      `Deployment ${code(deploymentId)} has **${policies.length}** polic${policies.length === 1 ? 'y' : 'ies'}.`,
      ''
    )
    const groups = new Map<string, Policy[]>()
    for (const policy of policies) {
      const list = groups.get(policy.productType) ?? []
      list.push(policy)
      groups.set(policy.productType, list)
    }
    for (const [productType, list] of groups) {
      lines.push(
        `### ${Object.hasOwn(PRODUCT_LABELS, productType) ? PRODUCT_LABELS[productType] : text(productType)} (${list.length})`,
        ''
      )
      const rows = list.map(p => [
        text(p.name),
        code(p.slug),
        code(p.id),
        p.isDefault ? '✅ default' : ''
      ])
      lines.push(table(['Name', 'Slug', 'ID', 'Default'], rows), '')
    }
  }
  if (failure) lines.push(failureBlock(failure), '')
  return lines.join('\n')
}
