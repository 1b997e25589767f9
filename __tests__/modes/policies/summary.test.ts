/** The job summary of `mode: policies`: grouped by product type, defaults marked, always the deprecation. */
import { describe, expect, it } from '@jest/globals'
import { prose, text } from '../../../src/action/markdown.js'
import {
  DEPRECATION_WARNING,
  renderPoliciesSummary,
  type PoliciesResults
} from '../../../src/modes/policies/summary.js'
import type { UnifiedPolicies } from '../../../src/modes/policies/unified.js'
import { httpStatusError } from '../../../src/platform/errors.js'
import type { Policy } from '../../../src/platform/schemas.js'
import { expectTablesWellFormed, HOSTILE, rowOf } from '../../support/markdown.js'

const SAST = 'PRODUCT_TYPE_SAST'
const SECRETS = 'PRODUCT_TYPE_SECRETS'

function policy(id: string, name: string, productType: string, isDefault = false): Policy {
  return { id, name, productType, isDefault, slug: name.toLowerCase().replace(/\W+/g, '-') }
}

/** The results of a run whose listing answered with `policies`. */
function listed(deployment: string, policies: Policy[]): PoliciesResults {
  return { deployment, listing: { kind: 'listed', policies } }
}

/** The results of a run whose listing answered 410 Gone, before the Unified Policies are read. */
const moved: PoliciesResults = { deployment: 'acme', listing: { kind: 'moved' } }

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
    const out = renderPoliciesSummary(listed('42', policies))
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
      const out = renderPoliciesSummary(listed('42', [...list]))
      expect(out).toContain('> [!WARNING]')
      expect(out).toContain(`> - ${prose(DEPRECATION_WARNING)}`)
    }
    expect(renderPoliciesSummary({ deployment: '42' }, 'Boom.')).not.toContain('[!WARNING]')
  })

  it('a cancelled run says so, not that the listing failed', () => {
    const out = renderPoliciesSummary(
      { deployment: 'acme' },
      'The run was cancelled (SIGINT).',
      true
    )
    expect(out.split('\n')[0]).toBe('❌ **The run was cancelled.** The policies were not listed.')
    expect(out).not.toMatch(/failed|CAUTION/)
  })

  it('shows the failure block only when the step failed, escaped', () => {
    expect(renderPoliciesSummary(listed('42', policies))).not.toContain('[!CAUTION]')
    const out = renderPoliciesSummary(
      { deployment: '42' },
      'Check the token. List policies failed: <b>|oops|</b>'
    )
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('List policies failed: <b>|oops|</b>'))
    expect(out).not.toContain('<b>')
    expect(out).toMatch(/^❌ \*\*Listing the policies failed\.\*\* Check the token\./)
    expect(out).not.toContain('has **')
  })

  it('counts one policy and no policies in words', () => {
    expect(renderPoliciesSummary(listed('7', [policy('1', 'Only', SAST)]))).toContain(
      '**1 policy**;'
    )
    const none = renderPoliciesSummary(listed('7', []))
    expect(none).toContain('**0 policies**;')
    expect(none).not.toContain('### ')
  })

  it.each(HOSTILE)('escapes the hostile API string %j in every field', hostile => {
    const out = renderPoliciesSummary(
      listed('42', [
        { id: hostile, name: hostile, productType: hostile, slug: hostile, isDefault: true }
      ])
    )
    expect(out).toContain(text(hostile))
    expect(out).not.toContain(hostile)
    expect(out).not.toMatch(/<script|<img|\]\(javascript/)
    expectTablesWellFormed(out)
  })

  it('writes each group as a table with its header, a default marked and others left blank', () => {
    const out = renderPoliciesSummary(
      listed('42', [policy('1', 'Main', SAST, true), policy('2', 'Extra', SAST)])
    )
    expect(section(out, '### Code (SAST)')).toBe(
      [
        '',
        '### Code (SAST) (2)',
        '',
        '| Name | Slug | ID | Default |',
        '| --- | --- | --- | --- |',
        '| Main | <code>main</code> | <code>1</code> | ✅ default |',
        '| Extra | <code>extra</code> | <code>2</code> |  |',
        ''
      ].join('\n')
    )
  })

  it('counts no policies when none were given and nothing failed', () => {
    expect(renderPoliciesSummary({ deployment: '42' }).split('\n')[0]).toContain(
      'has **0 policies**;'
    )
  })

  it('a listing the platform refused opens with the advice of its error', () => {
    const notFound = httpStatusError({
      operation: 'List policies (GET /api/v1/deployments/5/policies)',
      status: 404,
      statusText: 'Not Found',
      body: '{"error":"not found"}',
      attempts: 1
    }).message
    const out = renderPoliciesSummary({ deployment: '5' }, notFound)
    expect(out.split('\n')[0]).toMatch(
      /^❌ \*\*Listing the policies failed\.\*\* Check that the token/
    )
    expect(out).not.toContain('[!WARNING]')
  })

  it('a failed listing is the verdict and the details alone', () => {
    expect(renderPoliciesSummary({ deployment: '42' }, 'Check the token. Then retry.')).toBe(
      '❌ **Listing the policies failed.** Check the token.\n\n' +
        '> [!CAUTION]\n> **Details:** Then retry.\n'
    )
  })

  it.each([
    ['PRODUCT_TYPE_IAC_SCAN', 'IAC SCAN'],
    ['MY_PRODUCT_TYPE_IAC', text('MY_PRODUCT_TYPE_IAC')],
    ['PRODUCT_TYPE_IAC-2', text('PRODUCT_TYPE_IAC-2')],
    ['PRODUCT_TYPE_iac', text('PRODUCT_TYPE_iac')]
  ])('labels the product type %j as %j', (productType, label) => {
    const out = renderPoliciesSummary(listed('42', [policy('1', 'P', productType)]))
    expect(out).toContain(`\n### ${label} (1)\n`)
  })

  it.each(['constructor', 'toString', '__proto__'])(
    'shows the unknown product type %j as given',
    productType => {
      const out = renderPoliciesSummary(listed('42', [policy('1', 'P', productType)]))
      expect(out).toContain(`### ${text(productType)} (1)`)
      expect(out).not.toMatch(/native code|\[object Object\]/)
    }
  )
})

describe('renderPoliciesSummary on Unified Policies', () => {
  const NOTE =
    '> [!NOTE]\n> This deployment uses Unified Policies: the list-policies operation answered ' +
    '410 Gone, so its policies are read through the Unified Policies operations (Beta).'

  // Unequal counts in every column, so that a swapped pair of fields shows.
  const unified: UnifiedPolicies = {
    products: [
      { product: 'code', rulesets: ['owasp', 'cwe-25'], added: 3, disabled: 5, excepted: 7 },
      { product: 'secrets', rulesets: [], added: 0, disabled: 1, excepted: 2 },
      { product: 'iac', rulesets: ['cis'], added: 12000, disabled: 0, excepted: 1 }
    ],
    remediation: [
      {
        name: 'Block criticals',
        slug: 'block-criticals',
        active: true,
        actions: [{ type: 'TICKET' }, {}, { type: 'NOTIFY' }]
      },
      { active: false },
      { name: 'Paused', slug: 'paused', actions: [] }
    ],
    detectionJson: '{}',
    remediationJson: '{}'
  }

  it('shows each product, the remediation policies, and counts in the verdict', () => {
    expect(renderPoliciesSummary({ ...moved, unified })).toBe(
      [
        '✅ Deployment <code>acme</code> uses Unified Policies: a detection policy for ' +
          '**3 products** and **3 remediation policies** (1 active).',
        NOTE,
        '### Detection policy',
        [
          '| Product | Rulesets | Rules added | Rules disabled | Exceptions |',
          '| --- | --- | ---: | ---: | ---: |',
          '| Code | <code>owasp</code>, <code>cwe-25</code> | 3 | 5 | 7 |',
          '| Secrets | none | 0 | 1 | 2 |',
          '| iac | <code>cis</code> | 12,000 | 0 | 1 |'
        ].join('\n'),
        '### Remediation policies (3)',
        [
          '| Name | Slug | State | Actions |',
          '| --- | --- | --- | --- |',
          '| Block criticals | <code>block-criticals</code> | ✅ active | <code>TICKET</code>, <code>NOTIFY</code> |',
          '| (no name) |  | ⏸️ inactive |  |',
          '| Paused | <code>paused</code> | ⏸️ inactive |  |'
        ].join('\n')
      ].join('\n\n') + '\n'
    )
  })

  it('says so when there is no product and no remediation policy, in words', () => {
    const empty = { ...unified, products: [], remediation: [] }
    expect(renderPoliciesSummary({ ...moved, unified: empty })).toBe(
      [
        '✅ Deployment <code>acme</code> uses Unified Policies: a detection policy for ' +
          '**0 products** and **0 remediation policies** (0 active).',
        NOTE,
        '### Detection policy',
        'No product has a detection policy.',
        '### Remediation policies (0)',
        'No remediation policies.'
      ].join('\n\n') + '\n'
    )
    const one = {
      ...unified,
      products: unified.products.slice(0, 1),
      remediation: unified.remediation.slice(0, 1)
    }
    expect(renderPoliciesSummary({ ...moved, unified: one })).toContain(
      '**1 product** and **1 remediation policy** (1 active).'
    )
  })

  it('escapes the product, the names and the action types', () => {
    const out = renderPoliciesSummary({
      ...moved,
      unified: {
        ...unified,
        products: [{ ...unified.products[0]!, product: HOSTILE[0]! }],
        remediation: [{ name: HOSTILE[0], slug: 's', active: true, actions: [{ type: 'a|b' }] }]
      }
    })
    expect(out).toContain(`| ${text(HOSTILE[0]!)} | <code>owasp</code>`)
    expect(out).toContain('<code>a&#124;b</code>')
    expectTablesWellFormed(out)
  })

  it('a failed read says what failed, with the note and the failure block', () => {
    const out = renderPoliciesSummary(moved, 'Check the token. Then <b>retry</b>.')
    expect(out).toBe(
      [
        '❌ **Reading the Unified Policies failed.** Check the token.',
        `> [!CAUTION]\n> **Details:** ${prose('Then <b>retry</b>.')}`,
        NOTE
      ].join('\n\n') + '\n'
    )
    expect(renderPoliciesSummary(moved).split('\n')[0]).toBe(
      '❌ **Reading the Unified Policies failed.** No answer.'
    )
  })

  it('a cancelled read says so, not that it failed', () => {
    const out = renderPoliciesSummary({ ...moved, unified }, 'Cancelled (SIGTERM).', true)
    expect(out.split('\n')[0]).toBe(
      '❌ **The run was cancelled.** The Unified Policies were not read.'
    )
    expect(out).not.toContain('[!CAUTION]')
  })
})
