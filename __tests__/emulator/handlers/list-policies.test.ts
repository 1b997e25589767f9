import { describe, expect, it } from '@jest/globals'
import { startEmulator } from '../../../emulator/index.js'
import { POLICIES, call } from '../support.js'

describe('list policies', () => {
  it('lists the dataset’s policies', async () => {
    const emulator = await startEmulator()
    try {
      const answer = await call(emulator, POLICIES)
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual({ policies: emulator.dataset.policies })
    } finally {
      await emulator.close()
    }
  })

  it('answers 410 DEPLOYMENT_MIGRATED after the move to Unified Policies', async () => {
    const emulator = await startEmulator({ unifiedPolicies: true })
    try {
      const answer = await call(emulator, POLICIES)
      expect(answer.status).toBe(410)
      expect(answer.json).toEqual({
        error: expect.stringContaining('Unified Policies'),
        code: 'DEPLOYMENT_MIGRATED'
      })
    } finally {
      await emulator.close()
    }
  })

  it('answers 404 instead when told to', async () => {
    const emulator = await startEmulator({ unifiedPolicies: true, unifiedPoliciesStatus: 404 })
    try {
      const answer = await call(emulator, POLICIES)
      expect(answer.status).toBe(404)
      expect(answer.text).toContain('Policies V2')
    } finally {
      await emulator.close()
    }
  })
})
