/** The job summary of `mode: policies`: the policies by product type, defaults marked. */
import { code, table, text } from '../../action/markdown.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  warningsBlock,
  type Verdict
} from '../../action/summary.js'
import { plural } from '../../action/text.js'
import type { Policy } from '../../platform/schemas.js'

export const DEPRECATION_WARNING =
  'Plan a move to the Policies V2 API (/api/v2): the list-policies operation ' +
  '(GET /api/v1/deployments/{deploymentId}/policies) is deprecated, and it stops working once a ' +
  'deployment moves to Unified Policies.'

/** Short labels for the product types the spec names; others are shown as the API gives them. */
const PRODUCT_LABELS: Record<string, string> = {
  PRODUCT_TYPE_SAST: 'Code (SAST)',
  PRODUCT_TYPE_SECRETS: 'Secrets'
}

/**
 * Policies grouped by product type (in order of first appearance), defaults marked. `deployment` is
 * its slug where the run knows it, else its ID. The deprecation warning is shown once the policies
 * were listed (it is given then).
 */
export function renderPoliciesSummary(
  deployment: string,
  policies: Policy[] | undefined,
  failure?: string,
  cancelled = false
): string {
  const sections = [
    failure && !cancelled ? failureBlock(failure) : '',
    policies ? warningsBlock([DEPRECATION_WARNING]) : ''
  ]
  if (policies) {
    const groups = new Map<string, Policy[]>()
    for (const policy of policies) {
      const list = groups.get(policy.productType) ?? []
      list.push(policy)
      groups.set(policy.productType, list)
    }
    for (const [productType, list] of groups) {
      const label = Object.hasOwn(PRODUCT_LABELS, productType)
        ? PRODUCT_LABELS[productType]
        : text(productType)
      const rows = list.map(p => [
        text(p.name),
        code(p.slug),
        code(p.id),
        p.isDefault ? '✅ default' : ''
      ])
      sections.push(`### ${label} (${list.length})`, table(['Name', 'Slug', 'ID', 'Default'], rows))
    }
  }
  return renderSummary('policies', verdict(deployment, policies, failure, cancelled), sections)
}

function verdict(
  deployment: string,
  policies: Policy[] | undefined,
  failure: string | undefined,
  cancelled: boolean
): Verdict {
  if (failure && cancelled) return cancelledVerdict('The policies were not listed.')
  if (failure) return failedVerdict('Listing the policies failed.', failure)
  const count = plural(policies ?? [], 'policy', 'policies')
  // Done, with the deprecation warning every run gives.
  return {
    outcome: 'warning',
    sentence: `Deployment ${code(deployment)} has **${count}**; the operation is deprecated (see the warning below).`
  }
}
