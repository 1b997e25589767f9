/**
 * Unified Policies as the summary and the outputs read them: each product's counts from its bundle
 * (unequal counts, so that a swapped field shows), `code` and `secrets` first, the answers kept.
 */
import { describe, expect, it } from '@jest/globals'
import { productsOf, readUnifiedPolicies } from '../../../src/modes/policies/unified.js'
import type { PlatformClient } from '../../../src/platform/platform-client.js'
import type {
  DetectionPolicy,
  DetectionPolicyBundle,
  RemediationPolicies
} from '../../../src/platform/schemas.js'

/** A bundle with `rules` added, `disabled` and `exceptions` of the given lengths. */
function bundle(
  rulesets: string[],
  rules: number,
  disabled: number,
  exceptions: number
): DetectionPolicyBundle {
  const items = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}`)
  return {
    rulesets,
    rules: items(rules, 'rule'),
    disabled: items(disabled, 'off'),
    exceptions: items(exceptions, 'except').map(rule => ({ rule }))
  }
}

describe('productsOf', () => {
  it('counts each product’s rules added, disabled and excepted in their own fields', () => {
    const detection = {
      code: { bundle: bundle(['owasp', 'cwe'], 5, 3, 1) },
      secrets: { bundle: bundle(['keys'], 2, 7, 4) }
    } as DetectionPolicy
    expect(productsOf(detection)).toEqual([
      { product: 'code', rulesets: ['owasp', 'cwe'], added: 5, disabled: 3, excepted: 1 },
      { product: 'secrets', rulesets: ['keys'], added: 2, disabled: 7, excepted: 4 }
    ])
  })

  it('puts code and secrets first, others after them in the answer’s order', () => {
    const detection = {
      iac: { bundle: bundle([], 1, 0, 0) },
      secrets: { bundle: bundle([], 0, 1, 0) },
      containers: { bundle: bundle([], 0, 0, 1) },
      code: { bundle: bundle([], 2, 0, 0) }
    } as DetectionPolicy
    expect(productsOf(detection).map(p => p.product)).toEqual([
      'code',
      'secrets',
      'iac',
      'containers'
    ])
  })

  it('skips a product without a bundle object, and counts what is not a list as none', () => {
    const detection = {
      code: {},
      secrets: null,
      iac: { bundle: [] },
      misc: { bundle: 'yes' },
      sca: {
        bundle: { rulesets: ['a', 3, null, 'b'], rules: 'many', disabled: { x: 1 }, exceptions: 2 }
      }
    } as unknown as DetectionPolicy
    expect(productsOf(detection)).toEqual([
      { product: 'sca', rulesets: ['a', 'b'], added: 0, disabled: 0, excepted: 0 }
    ])
    expect(productsOf({ code: { bundle: {} } })).toEqual([
      { product: 'code', rulesets: [], added: 0, disabled: 0, excepted: 0 }
    ])
  })
})

describe('readUnifiedPolicies', () => {
  const detection = { code: { bundle: bundle(['owasp'], 3, 2, 1) } } as DetectionPolicy
  const policies = [
    { slug: 'triage', name: 'Triage', active: true },
    { slug: 'block', name: 'Block', active: false }
  ]

  function client(remediation: RemediationPolicies): PlatformClient {
    return {
      getDetectionPolicy: () => Promise.resolve(detection),
      getRemediationPolicies: () => Promise.resolve(remediation)
    } as unknown as PlatformClient
  }

  it('gives the products, the remediation policies and each answer as returned, each in its place', async () => {
    const remediation = { bundle: { policies } }
    const unified = await readUnifiedPolicies(client(remediation))
    expect(unified.products).toEqual([
      { product: 'code', rulesets: ['owasp'], added: 3, disabled: 2, excepted: 1 }
    ])
    expect(unified.remediation).toEqual(policies)
    expect(JSON.parse(unified.detectionJson)).toEqual(detection)
    expect(JSON.parse(unified.remediationJson)).toEqual(remediation)
  })

  it('has no remediation policies when the answer has no bundle', async () => {
    const unified = await readUnifiedPolicies(client({}))
    expect(unified.remediation).toEqual([])
    expect(unified.remediationJson).toBe('{}')
  })
})
