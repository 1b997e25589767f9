/** `mode: policies` with a very large answer: the output goes to a file, the summary stays bounded. */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { stat } from 'node:fs/promises'
import { sendJson, startHostileServer, type HostileServer } from '../../../emulator/hostile.js'
import { runPolicies } from '../../../src/modes/policies/index.js'
import { captureHostileRun, contextFor } from '../../support/hostile.js'

let server: HostileServer
const policies = Array.from({ length: 20_000 }, (_, i) => ({
  id: String(i),
  name: `Policy ${i} ${'n'.repeat(40)}`,
  slug: `policy-${i}`,
  productType: i % 2 ? 'PRODUCT_TYPE_SAST' : 'PRODUCT_TYPE_SECRETS',
  isDefault: i === 0
}))

beforeAll(async () => {
  server = await startHostileServer((_req, res) => sendJson(res, { policies }))
})
afterAll(() => server.close())

it('puts 20,000 policies (over 1,000,000 bytes) in policies-file and keeps the summary within 1 MiB', async () => {
  const context = contextFor(server.url)
  let size = 0
  try {
    const outcome = await captureHostileRun(
      async () => {
        await runPolicies(undefined, context)
        await context.summary.write()
      },
      async captured => {
        size = (await stat(captured.outputs['policies-file']!)).size
      }
    )
    expect(outcome.failure).toBeUndefined()
    expect(outcome.outputs.policies).toBe('')
    expect(outcome.outputs['policy-count']).toBe('20000')
    expect(size).toBeGreaterThan(1_000_000)
    expect(Buffer.byteLength(outcome.summary)).toBeLessThanOrEqual(1024 * 1024)
  } finally {
    context.close()
  }
})
