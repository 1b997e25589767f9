/**
 * The job summary of `mode: policies`: the policies by product type, defaults marked; for a
 * deployment on Unified Policies, each product's detection policy and the remediation policies.
 */
import { code, table, text } from '../../action/markdown.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  warningsBlock,
  type Verdict
} from '../../action/summary.js'
import { formatCount, plural } from '../../action/text.js'
import type { Policy } from '../../platform/schemas.js'
import type { UnifiedPolicies } from './unified.js'

/** A deployment whose list-policies operation answered 410; `unified` once read. */
export interface MigratedModel {
  unified?: UnifiedPolicies
}

export const DEPRECATION_WARNING =
  'Plan a move to the Policies V2 API (/api/v2): the list-policies operation ' +
  '(GET /api/v1/deployments/{deploymentId}/policies) is deprecated, and it stops working once a ' +
  'deployment moves to Unified Policies.'

/** Short labels for the product types the spec names; others lose the enum's prefix (`SCA`). */
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
  cancelled = false,
  migrated?: MigratedModel
): string {
  if (migrated) return renderUnifiedSummary(deployment, migrated, failure, cancelled)
  const sections = [
    failureBlock(failure, cancelled),
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
        : text(
            /^PRODUCT_TYPE_[A-Z0-9_]+$/.test(productType)
              ? productType.slice(13).replace(/_/g, ' ')
              : productType
          )
      const rows = list.map(p => [
        text(p.name),
        code(p.slug),
        code(p.id),
        p.isDefault ? '✅ default' : ''
      ])
      sections.push(`### ${label} (${list.length})`, table(['Name', 'Slug', 'ID', 'Default'], rows))
    }
  }
  return renderSummary(verdict(deployment, policies, failure, cancelled), sections)
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

const PRODUCT_NAMES: Record<string, string> = { code: 'Code', secrets: 'Secrets' }

/** A moved deployment: the detection policy per product, then the remediation policies. */
function renderUnifiedSummary(
  deployment: string,
  migrated: MigratedModel,
  failure: string | undefined,
  cancelled: boolean
): string {
  const { unified } = migrated
  const note =
    '> [!NOTE]\n> This deployment uses Unified Policies: the list-policies operation answered ' +
    '410 Gone, so its policies are read through the Unified Policies operations (Beta).'
  const sections = [failureBlock(failure, cancelled), note]
  if (unified) {
    const products = unified.products.map(p => [
      Object.hasOwn(PRODUCT_NAMES, p.product) ? PRODUCT_NAMES[p.product]! : text(p.product),
      p.rulesets.length > 0 ? p.rulesets.map(code).join(', ') : 'none',
      formatCount(p.added),
      formatCount(p.disabled),
      formatCount(p.excepted)
    ])
    sections.push(
      '### Detection policy',
      products.length > 0
        ? table(
            ['Product', 'Rulesets', 'Rules added', 'Rules disabled', 'Exceptions'],
            products,
            [2, 3, 4]
          )
        : 'No product has a detection policy.'
    )
    const remediation = unified.remediation.map(p => [
      p.name ? text(p.name) : '(no name)',
      p.slug ? code(p.slug) : '',
      p.active === true ? '✅ active' : '⏸️ inactive',
      (p.actions ?? [])
        .map(a => a.type)
        .filter((t): t is string => typeof t === 'string')
        .map(code)
        .join(', ')
    ])
    sections.push(
      `### Remediation policies (${remediation.length})`,
      remediation.length > 0
        ? table(['Name', 'Slug', 'State', 'Actions'], remediation)
        : 'No remediation policies.'
    )
  }
  return renderSummary(unifiedVerdict(deployment, unified, failure, cancelled), sections)
}

function unifiedVerdict(
  deployment: string,
  unified: UnifiedPolicies | undefined,
  failure: string | undefined,
  cancelled: boolean
): Verdict {
  if (failure && cancelled) return cancelledVerdict('The Unified Policies were not read.')
  if (failure || !unified) {
    return failedVerdict('Reading the Unified Policies failed.', failure ?? 'No answer.')
  }
  const active = unified.remediation.filter(p => p.active === true).length
  const products = plural(unified.products, 'product', 'products')
  const remediation = plural(unified.remediation, 'remediation policy', 'remediation policies')
  return {
    outcome: 'done',
    sentence:
      `Deployment ${code(deployment)} uses Unified Policies: a detection policy for ` +
      `**${products}** and **${remediation}** (${active} active).`
  }
}
