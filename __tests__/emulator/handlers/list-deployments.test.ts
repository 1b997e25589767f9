import { describe, expect, it } from '@jest/globals'
import { startEmulator } from '../../../emulator/index.js'
import { call } from '../support.js'

describe('list deployments', () => {
  it('lists the dataset’s deployment by default', async () => {
    const emulator = await startEmulator()
    try {
      const answer = await call(emulator, '/api/v1/deployments')
      expect(answer.json).toEqual({
        deployments: [{ id: 1234, name: 'Acme Corp', slug: 'acme-corp' }]
      })
      expect(emulator.deploymentSlug).toBe('acme-corp')
      expect(emulator.requests.at(-1)?.operation).toBe('listDeployments')
    } finally {
      await emulator.close()
    }
  })

  it('lists several, ids beyond 2^53 exact, or none', async () => {
    const several = await startEmulator({
      dataset: { deploymentId: '18446744073709551615' },
      deployments: [
        { id: '18446744073709551615', name: 'Big', slug: 'big' },
        { id: '7', name: 'Seven', slug: 'seven' }
      ]
    })
    const none = await startEmulator({ deployments: [] })
    try {
      const answer = await call(several, '/api/v1/deployments')
      expect(answer.text).toBe(
        '{"deployments":[{"id":18446744073709551615,"name":"Big","slug":"big"},{"id":7,"name":"Seven","slug":"seven"}]}'
      )
      expect(several.deploymentSlug).toBe('big')
      expect((await call(none, '/api/v1/deployments')).json).toEqual({ deployments: [] })
      expect(none.deploymentSlug).toBeUndefined()
    } finally {
      await Promise.all([several.close(), none.close()])
    }
  })

  it('refuses an option the platform could not have', async () => {
    await expect(
      startEmulator({ deployments: [{ id: 'x1', name: 'X', slug: 'x' }] })
    ).rejects.toThrow('digits')
    await expect(
      startEmulator({ deployments: [{ id: '1', name: 'X', slug: 'not a slug' }] })
    ).rejects.toThrow('slug')
  })
})
