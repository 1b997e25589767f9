/**
 * `mode: policies` in process, against the platform emulator over loopback: the outputs, the
 * deprecation warning on every run, and the failure once a deployment has moved to Unified Policies.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import policies from '../../../src/modes/policies/index.js'
import { COMMON, ENV, expectNoTokenLeak, reader, runModeInProcess } from '../../support/index.js'

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
    const result = await runModeInProcess(policies, undefined, { emulator })
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

  it('a deployment moved to Unified Policies (410 DEPLOYMENT_MIGRATED) fails, pointing to the Policies V2 API', async () => {
    const migrated = await startEmulator({ unifiedPolicies: true })
    try {
      const result = await runModeInProcess(policies, undefined, { emulator: migrated })
      expect(result.failure).toMatch(/List policies .*HTTP 410 Gone \(DEPLOYMENT_MIGRATED\)/)
      expect(result.failure).toMatch(/Policies V2 API.*moved to Unified Policies.*no longer exists/)
      expect(result.failure).not.toMatch(/Web API|token/i)
      expect(result.outputs).toEqual({})
      // The operation is gone: a warning that it will go is not given.
      expect(result.log).not.toMatch(/^::warning/m)
      expect(result.summary).toContain('❌ **Listing the policies failed.**')
      expect(result.summary).not.toMatch(/\[!WARNING\]|stops working/)
      expectNoTokenLeak(result, { emulator: migrated })
    } finally {
      await migrated.close()
    }
  })

  it('a 404 gets the 404 hint naming the deployment, not the migration', async () => {
    const migrated = await startEmulator({ unifiedPolicies: true, unifiedPoliciesStatus: 404 })
    try {
      const result = await runModeInProcess(policies, undefined, { emulator: migrated })
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
      const result = await runModeInProcess(policies, undefined, { emulator })
      expect(result.failure).toMatch(/List policies .*failed after 4 attempts/)
      expect(result.failure).not.toContain('Unified Policies')
    } finally {
      emulator.clearFaults()
    }
  })
})
