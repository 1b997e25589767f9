/**
 * Unified Policies (v2, Beta), for a deployment whose list-policies operation answers 410: the
 * detection policy of each enabled product and the remediation policies, read in parallel and kept
 * as returned for the outputs.
 */
import type { PlatformClient } from '../../platform/platform-client.js'
import { stringifyExactJson } from '../../platform/json.js'
import type {
  DetectionPolicy,
  DetectionPolicyBundle,
  RemediationPolicy
} from '../../platform/schemas.js'

/** One product's detection policy, as the summary shows it. */
export interface ProductPolicy {
  /** The answer's key: `code`, `secrets`, or another product the platform adds. */
  product: string
  rulesets: string[]
  added: number
  disabled: number
  excepted: number
}

export interface UnifiedPolicies {
  products: ProductPolicy[]
  remediation: RemediationPolicy[]
  /** The answers as returned (secrets already redacted), for the outputs. */
  detectionJson: string
  remediationJson: string
}

export async function readUnifiedPolicies(client: PlatformClient): Promise<UnifiedPolicies> {
  const [detection, remediation] = await Promise.all([
    client.getDetectionPolicy(),
    client.getRemediationPolicies()
  ])
  return {
    products: productsOf(detection),
    remediation: remediation.bundle?.policies ?? [],
    detectionJson: stringifyExactJson(detection),
    remediationJson: stringifyExactJson(remediation)
  }
}

/** Each product with a policy bundle, `code` and `secrets` first, then any others in answer order. */
export function productsOf(detection: DetectionPolicy): ProductPolicy[] {
  const products: ProductPolicy[] = []
  for (const [key, state] of Object.entries(detection)) {
    const bundle = (state as { bundle?: DetectionPolicyBundle } | null)?.bundle
    if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) continue
    const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
    products.push({
      product: key,
      rulesets: list(bundle.rulesets).filter((r): r is string => typeof r === 'string'),
      added: list(bundle.rules).length,
      disabled: list(bundle.disabled).length,
      excepted: list(bundle.exceptions).length
    })
  }
  const rank = (product: string): number => ['code', 'secrets'].indexOf(product) >>> 0
  return products.sort((a, b) => rank(a.product) - rank(b.product))
}
