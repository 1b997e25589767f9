/** The two Unified Policies reads (v2): answered for a moved deployment, checked against the v2 file. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { call, errorOf, expectPublishedResponse } from '../support.js'

let migrated: Emulator
let classic: Emulator

beforeAll(async () => {
  ;[migrated, classic] = await Promise.all([
    startEmulator({ unifiedPolicies: true }),
    startEmulator()
  ])
})

afterAll(async () => {
  await Promise.all([migrated.close(), classic.close()])
})

const v2 = (emulator: Emulator, suffix: string, deployment?: string): string =>
  `/api/policies/v2/deployments/${deployment ?? emulator.dataset.deploymentId}${suffix}`

describe('Unified Policies reads', () => {
  it.each([
    ['PoliciesV2Service_GetDetectionPolicySummary', '/detection-policy'],
    ['PoliciesV2Service_GetRemediationPolicies', '/remediation-policies']
  ])('%s answers a moved deployment as the v2 file publishes', async (operationId, suffix) => {
    const answer = await call(migrated, v2(migrated, suffix))
    expect(answer.status).toBe(200)
    expectPublishedResponse(operationId, answer)
    expect(migrated.requests.at(-1)?.nonConformity).toBeUndefined()
  })

  it('answers 404 for a deployment that has not moved', async () => {
    const answer = await call(classic, v2(classic, '/detection-policy'))
    expect(answer.status).toBe(404)
    expect(errorOf(answer)).toContain('does not use Unified Policies')
  })

  it('refuses requests the v2 file does not publish', async () => {
    const query = await call(migrated, `${v2(migrated, '/remediation-policies')}?page=2`)
    expect(query.status).toBe(400)
    expect(migrated.requests.at(-1)?.nonConformity).toMatch(/page/)
    const id = await call(migrated, v2(migrated, '/detection-policy', 'acme'))
    expect(id.status).toBe(400)
    const token = await call(migrated, v2(migrated, '/detection-policy'), { token: 'wrong' })
    expect(token.status).toBe(404)
  })
})
