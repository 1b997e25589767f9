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

/** What list-policies gave: the policies, or 410 Gone (the deployment moved to Unified Policies). */
export type PolicyListing = { kind: 'listed'; policies: Policy[] } | { kind: 'moved' }

/** The steps' results, as the run holds them when the summary is rendered. */
export interface PoliciesResults {
  /** The deployment's slug where the run knows it, else its ID. */
  deployment: string
  /** Undefined until list-policies answered (or failed otherwise than with 410). */
  listing?: PolicyListing
  /** A moved deployment's policies, once read. */
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
 * Policies grouped by product type (in order of first appearance), defaults marked; a moved
 * deployment's Unified Policies. The deprecation warning is shown once the policies were listed (it
 * is given then).
 */
export function renderPoliciesSummary(
  results: PoliciesResults,
  failure?: string,
  cancelled = false
): string {
  const { deployment, listing } = results
  if (listing?.kind === 'moved') {
    return renderUnifiedSummary(deployment, results.unified, failure, cancelled)
  }
  const policies = listing?.policies
  const sections = [
    failureBlock(failure, cancelled),
    policies ? warningsBlock([DEPRECATION_WARNING]) : '',
    ...(policies ? productSections(policies) : [])
  ]
  return renderSummary(verdict(deployment, policies, failure, cancelled), sections)
}

/** One heading and table per product type, in order of first appearance. */
function productSections(policies: Policy[]): string[] {
  const groups = new Map<string, Policy[]>()
  for (const policy of policies) {
    const list = groups.get(policy.productType) ?? []
    list.push(policy)
    groups.set(policy.productType, list)
  }
  return [...groups].flatMap(([productType, list]) => {
    const rows = list.map(p => [
      text(p.name),
      code(p.slug),
      code(p.id),
      p.isDefault ? '✅ default' : ''
    ])
    return [
      `### ${productLabel(productType)} (${list.length})`,
      table(['Name', 'Slug', 'ID', 'Default'], rows)
    ]
  })
}

/** The spec's product types by their short label; others without the enum's prefix. */
function productLabel(productType: string): string {
  if (Object.hasOwn(PRODUCT_LABELS, productType)) return PRODUCT_LABELS[productType]!
  return text(
    /^PRODUCT_TYPE_[A-Z0-9_]+$/.test(productType)
      ? productType.slice(13).replace(/_/g, ' ')
      : productType
  )
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
  unified: UnifiedPolicies | undefined,
  failure: string | undefined,
  cancelled: boolean
): string {
  const note =
    '> [!NOTE]\n> This deployment uses Unified Policies: the list-policies operation answered ' +
    '410 Gone, so its policies are read through the Unified Policies operations (Beta).'
  const sections = [
    failureBlock(failure, cancelled),
    note,
    ...(unified ? [...detectionSection(unified), ...remediationSection(unified)] : [])
  ]
  return renderSummary(unifiedVerdict(deployment, unified, failure, cancelled), sections)
}

function detectionSection(unified: UnifiedPolicies): string[] {
  const products = unified.products.map(p => [
    Object.hasOwn(PRODUCT_NAMES, p.product) ? PRODUCT_NAMES[p.product]! : text(p.product),
    p.rulesets.length > 0 ? p.rulesets.map(code).join(', ') : 'none',
    formatCount(p.added),
    formatCount(p.disabled),
    formatCount(p.excepted)
  ])
  return [
    '### Detection policy',
    products.length > 0
      ? table(
          ['Product', 'Rulesets', 'Rules added', 'Rules disabled', 'Exceptions'],
          products,
          [2, 3, 4]
        )
      : 'No product has a detection policy.'
  ]
}

function remediationSection(unified: UnifiedPolicies): string[] {
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
  return [
    `### Remediation policies (${remediation.length})`,
    remediation.length > 0
      ? table(['Name', 'Slug', 'State', 'Actions'], remediation)
      : 'No remediation policies.'
  ]
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
