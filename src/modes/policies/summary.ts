/** The job summary of `mode: policies`: the policies by product type, defaults marked. */
import { code, table, text } from '../../action/markdown.js'
import { failureBlock, SUMMARY_TITLE } from '../../action/summary.js'
import { plural } from '../../action/text.js'
import type { Policy } from '../../platform/schemas.js'

export const DEPRECATION_WARNING =
  'The list-policies operation (GET /api/v1/deployments/{deploymentId}/policies) is deprecated: ' +
  'deployments on the Unified Policies model must use the Policies V2 API (/api/v2), and this ' +
  'operation stops working after that migration.'

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
      `Deployment ${code(deploymentId)} has **${plural(policies, 'policy', 'policies')}**.`,
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
