/**
 * `mode: policies` in process, against the platform emulator over loopback: the outputs, the
 * deprecation warning on every v1 run, and a deployment moved to Unified Policies read through the
 * Unified Policies operations.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import {
  detectionPolicyOf,
  remediationPoliciesOf
} from '../../../emulator/handlers/unified-policies.js'
import policies from '../../../src/modes/policies/index.js'
import {
  apiRequests,
  COMMON,
  ENV,
  expectNoTokenLeak,
  expectTablesWellFormed,
  reader,
  rowOf,
  runModeInProcess
} from '../../support/index.js'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({ dataset: { policies: 6 } })
})

afterAll(async () => {
  await emulator.close()
})

it('takes no inputs of its own', () => {
  expect(policies.parseInputs(reader({ wait: 'maybe', 'page-size': '0' }), ENV, COMMON)).toBe(
    undefined
  )
})

describe('listing the policies', () => {
  it('gives the policies and their count as outputs, warns of the deprecation, and summarises', async () => {
    const result = await runModeInProcess('policies', undefined, { emulator })
    expect(result.failure).toBeUndefined()
    expect(JSON.parse(result.outputs.policies!)).toEqual(emulator.dataset.policies)
    expect(result.outputs['policy-count']).toBe('6')
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A policies operation deprecated::Plan a move to the Policies V2 API.* is deprecated/m
    )
    expect(result.log).toContain('Found 6 policies.')
    expect(result.summary).toContain('## Security platform · policies\n\n⚠️ Deployment')
    expect(result.summary).toContain('[!WARNING]')
    const defaults = emulator.dataset.policies.filter(p => p.isDefault).length
    expect(result.summary.match(/✅ default/g) ?? []).toHaveLength(defaults)
    expectNoTokenLeak(result, { emulator })
  })

  it('a deployment moved to Unified Policies (410) is read through the Unified Policies operations', async () => {
    const migrated = await startEmulator({ unifiedPolicies: true })
    try {
      const result = await runModeInProcess('policies', undefined, { emulator: migrated })
      expect(result.failure).toBeUndefined()
      const slug = migrated.deploymentSlug!
      // The answers as the platform gave them.
      expect(JSON.parse(result.outputs['detection-policy']!)).toEqual(detectionPolicyOf(slug))
      expect(JSON.parse(result.outputs['remediation-policies']!)).toEqual(
        remediationPoliciesOf(slug)
      )
      expect(result.outputs['policy-count']).toBe('3')
      expect(result.outputs.policies).toBeUndefined()
      // A notice, not the deprecation warning (it no longer applies), not a failure.
      expect(result.log).toMatch(
        /^::notice title=Security platform%3A deployment uses Unified Policies::Deployment \d+ uses Unified Policies: its detection policy and 3 remediation policies were read/m
      )
      expect(result.log).not.toMatch(/^::warning/m)
      const id = migrated.dataset.deploymentId
      expect(apiRequests(migrated).map(r => `${r.operation} ${r.path}`)).toEqual(
        expect.arrayContaining([
          `getDetectionPolicy /api/policies/v2/deployments/${id}/detection-policy`,
          `getRemediationPolicies /api/policies/v2/deployments/${id}/remediation-policies`
        ])
      )
      expect(migrated.requests.map(r => r.nonConformity).filter(Boolean)).toEqual([])

      const lines = result.summary.split('\n')
      expect(lines[2]).toBe(
        `✅ Deployment <code>${id}</code> uses Unified Policies: a detection policy for **2 products** and **3 remediation policies** (2 active).`
      )
      expect(result.summary).toContain('[!NOTE]')
      expect(result.summary).not.toContain('[!WARNING]')
      expect(rowOf(result.summary, '| Code |')).toBe(
        '| Code | <code>p/default</code>, <code>p/owasp-top-ten</code> | 2 | 1 | 3 |'
      )
      expect(rowOf(result.summary, '| Secrets |')).toBe(
        '| Secrets | <code>p/secrets</code> | 0 | 0 | 0 |'
      )
      expect(result.summary).toContain('### Remediation policies (3)')
      expect(rowOf(result.summary, 'Block critical findings')).toBe(
        '| Block critical findings | <code>block-critical</code> | ✅ active | <code>block</code> |'
      )
      expect(rowOf(result.summary, 'Legacy triage')).toMatch(
        /^\| Legacy triage &#124; old \| <code>legacy-triage<\/code> \| ⏸️ inactive \|/
      )
      expectTablesWellFormed(result.summary)
      expectNoTokenLeak(result, { emulator: migrated })
    } finally {
      await migrated.close()
    }
  })

  it('when the Unified Policies operations fail too, fails saying the deployment moved and what they answered', async () => {
    const migrated = await startEmulator({ unifiedPolicies: true })
    migrated.addFault({
      operation: 'getRemediationPolicies',
      action: { type: 'status', status: 403 }
    })
    try {
      const result = await runModeInProcess('policies', undefined, { emulator: migrated })
      expect(result.failure).toMatch(
        /^Give the token the permission this operation needs on the platform: .*Get remediation policies \(Unified Policies\) \(GET \/api\/policies\/v2\/deployments\/\d+\/remediation-policies\) failed with HTTP 403/
      )
      expect(result.failure).toMatch(
        /has moved to Unified Policies: List policies .* answered HTTP 410 Gone \(DEPLOYMENT_MIGRATED\)/
      )
      expect(result.outputs).toEqual({})
      expect(result.summary).toContain('❌ **Reading the Unified Policies failed.**')
    } finally {
      await migrated.close()
    }
  })

  it('a 404 gets the 404 hint naming the deployment, not the migration', async () => {
    const migrated = await startEmulator({ unifiedPolicies: true, unifiedPoliciesStatus: 404 })
    try {
      const result = await runModeInProcess('policies', undefined, { emulator: migrated })
      expect(result.failure).toMatch(/List policies .*HTTP 404/)
      expect(result.failure).toContain('Web API')
      expect(result.failure).toContain(`deployment ID ${migrated.dataset.deploymentId}`)
      expect(result.failure).not.toContain('moved to Unified Policies')
    } finally {
      await migrated.close()
    }
  })

  it('a network failure is not blamed on Unified Policies', async () => {
    emulator.addFault({ operation: 'listPolicies', times: Infinity, action: { type: 'drop' } })
    try {
      const result = await runModeInProcess('policies', undefined, { emulator })
      expect(result.failure).toMatch(/List policies .*failed after 4 attempts/)
      expect(result.failure).not.toContain('Unified Policies')
    } finally {
      emulator.clearFaults()
    }
  })
})
