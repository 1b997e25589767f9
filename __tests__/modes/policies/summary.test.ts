/** The job summary of `mode: policies`: grouped by product type, defaults marked, always the deprecation. */
import { describe, expect, it } from '@jest/globals'
import { prose, text } from '../../../src/action/markdown.js'
import { DEPRECATION_WARNING, renderPoliciesSummary } from '../../../src/modes/policies/summary.js'
import type { UnifiedPolicies } from '../../../src/modes/policies/unified.js'
import type { Policy } from '../../../src/platform/schemas.js'
import { expectTablesWellFormed, HOSTILE, rowOf } from '../../support/index.js'

const SAST = 'PRODUCT_TYPE_SAST'
const SECRETS = 'PRODUCT_TYPE_SECRETS'

function policy(id: string, name: string, productType: string, isDefault = false): Policy {
  return { id, name, productType, isDefault, slug: name.toLowerCase().replace(/\W+/g, '-') }
}

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}`)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = markdown.indexOf('\n### ', start + 1)
  return markdown.slice(start, end === -1 ? undefined : end)
}

describe('renderPoliciesSummary', () => {
  const policies = [
    policy('1', 'Default code policy', SAST, true),
    policy('2', 'Strict secrets', SECRETS),
    policy('3', 'Extra code', SAST),
    policy('4', 'Default secrets', SECRETS, true),
    policy('5', 'Supply chain', 'PRODUCT_TYPE_SCA')
  ]

  it('groups by product type in order of first appearance and marks the defaults', () => {
    const out = renderPoliciesSummary('42', policies)
    const headings = out.split('\n').filter(line => line.startsWith('### '))
    expect(headings).toEqual(['### Code (SAST) (2)', '### Secrets (2)', '### SCA (1)'])
    const sast = section(out, '### Code (SAST)')
    expect(sast).toContain('Default code policy')
    expect(sast).toContain('Extra code')
    expect(sast).not.toMatch(/Strict secrets|Default secrets|Supply chain/)
    const secrets = section(out, '### Secrets')
    expect(secrets).toContain('Strict secrets')
    expect(secrets).toContain('Default secrets')
    expect(secrets).not.toMatch(/Default code policy|Extra code|Supply chain/)

    expect(rowOf(out, 'Default code policy')).toMatch(/✅ default \|$/)
    expect(rowOf(out, 'Default secrets')).toMatch(/✅ default \|$/)
    expect(rowOf(out, 'Extra code')).not.toContain('✅')
    expect(rowOf(out, 'Strict secrets')).not.toContain('✅')
    expect(out.match(/✅ default/g)).toHaveLength(2)
    expect(rowOf(out, 'Extra code')).toContain('| <code>extra-code</code> | <code>3</code> |')
    expect(out.split('\n')[0]).toBe(
      '⚠️ Deployment <code>42</code> has **5 policies**; the operation is deprecated (see the warning below).'
    )
    expectTablesWellFormed(out)
  })

  it('carries the deprecation warning once the policies were listed, not on a failure', () => {
    for (const list of [policies, []]) {
      const out = renderPoliciesSummary('42', [...list])
      expect(out).toContain('> [!WARNING]')
      expect(out).toContain(`> - ${prose(DEPRECATION_WARNING)}`)
    }
    expect(renderPoliciesSummary('42', undefined, 'Boom.')).not.toContain('[!WARNING]')
  })

  it('a cancelled run says so, not that the listing failed', () => {
    const out = renderPoliciesSummary('acme', undefined, 'The run was cancelled (SIGINT).', true)
    expect(out.split('\n')[0]).toBe('❌ **The run was cancelled.** The policies were not listed.')
    expect(out).not.toMatch(/failed|CAUTION/)
  })

  it('shows the failure block only when the step failed, escaped', () => {
    expect(renderPoliciesSummary('42', policies)).not.toContain('[!CAUTION]')
    const out = renderPoliciesSummary(
      '42',
      undefined,
      'Check the token. List policies failed: <b>|oops|</b>'
    )
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('List policies failed: <b>|oops|</b>'))
    expect(out).not.toContain('<b>')
    expect(out).toMatch(/^❌ \*\*Listing the policies failed\.\*\* Check the token\./)
    expect(out).not.toContain('has **')
  })

  it('counts one policy and no policies in words', () => {
    expect(renderPoliciesSummary('7', [policy('1', 'Only', SAST)])).toContain('**1 policy**;')
    const none = renderPoliciesSummary('7', [])
    expect(none).toContain('**0 policies**;')
    expect(none).not.toContain('### ')
  })

  it.each(HOSTILE)('escapes the hostile API string %j in every field', hostile => {
    const out = renderPoliciesSummary('42', [
      { id: hostile, name: hostile, productType: hostile, slug: hostile, isDefault: true }
    ])
    expect(out).toContain(text(hostile))
    expect(out).not.toContain(hostile)
    expect(out).not.toMatch(/<script|<img|\]\(javascript/)
    expectTablesWellFormed(out)
  })

  it.each(['constructor', 'toString', '__proto__'])(
    'shows the unknown product type %j as given',
    productType => {
      const out = renderPoliciesSummary('42', [policy('1', 'P', productType)])
      expect(out).toContain(`### ${text(productType)} (1)`)
      expect(out).not.toMatch(/native code|\[object Object\]/)
    }
  )
})

describe('renderPoliciesSummary for a deployment on Unified Policies', () => {
  // Unequal counts everywhere, so that a summary swapping two columns shows it.
  const unified: UnifiedPolicies = {
    products: [
      { product: 'code', rulesets: ['p/default'], added: 5, disabled: 1, excepted: 3 },
      { product: 'secrets', rulesets: [], added: 0, disabled: 4, excepted: 2 }
    ],
    remediation: [],
    detectionJson: '{}',
    remediationJson: '{}'
  }

  it('shows rules added, disabled and excepted per product, each in its column', () => {
    const out = renderPoliciesSummary('acme', undefined, undefined, false, { unified })
    const detection = section(out, '### Detection policy')
    expect(detection).toContain(
      '| Product | Rulesets | Rules added | Rules disabled | Exceptions |'
    )
    expect(rowOf(out, '| Code |')).toBe('| Code | <code>p/default</code> | 5 | 1 | 3 |')
    expect(rowOf(out, '| Secrets |')).toBe('| Secrets | none | 0 | 4 | 2 |')
    expectTablesWellFormed(out)
  })
})
