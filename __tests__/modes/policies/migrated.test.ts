/**
 * `mode: policies` on a deployment that has moved to Unified Policies: the platform answers 410 Gone
 * with `DEPLOYMENT_MIGRATED`, and the step fails saying so, without blaming the token.
 */
import { describe, expect, it } from '@jest/globals'
import { systemClock, type ModeContext } from '../../../src/action/mode.js'
import { StepSummary } from '../../../src/action/summary.js'
import { runPolicies } from '../../../src/modes/policies/index.js'
import { PlatformError } from '../../../src/platform/errors.js'
import { PlatformClient } from '../../../src/platform/platform-client.js'
import { startEmulator } from '../../../emulator/index.js'
import {
  deploymentOf,
  fastGitHubClient,
  plainTransport,
  scriptedServerForFile,
  silenceStdout
} from '../../support/index.js'
import { closeRoutes } from '../../../src/network/proxy.js'

const server = scriptedServerForFile()
silenceStdout()

function context(summary = new StepSummary()): ModeContext {
  const transport = server.transport('policies-token')
  return {
    client: new PlatformClient(transport, '42'),
    requestStats: transport.stats,
    summary,
    event: { name: 'workflow_dispatch', payload: {} },
    deployment: deploymentOf('42', 'acme'),
    newGitHubClient: fastGitHubClient,
    clock: systemClock
  }
}

describe('policies 410 DEPLOYMENT_MIGRATED', () => {
  it('when the Unified Policies operations answer 410 too, says the deployment moved and what they answered', async () => {
    server.answer(() => ({
      status: 410,
      body: '{"error":"Deployment has migrated to unified policies","code":"DEPLOYMENT_MIGRATED"}'
    }))
    const summary = new StepSummary()
    const error: PlatformError = await runPolicies(undefined, context(summary)).catch(e => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.message).toMatch(/^Stop using this operation for this deployment/)
    expect(error.message).toMatch(
      /Get (detection|remediation) polic(y|ies) \(Unified Policies\) \(GET \/api\/policies\/v2\/deployments\/42\/[a-z-]+\) failed with HTTP 410/
    )
    expect(error.message).toContain(
      'Deployment 42 has moved to Unified Policies: List policies (GET /api/v1/deployments/42/policies) answered HTTP 410 Gone (DEPLOYMENT_MIGRATED)'
    )
    expect(error.message).not.toMatch(/Web API|404/i)
    expect(summary.render(error.message)).toContain('Reading the Unified Policies failed.')
  })

  it('a 404 keeps the 404 hint and says nothing of a migration', async () => {
    server.answer(() => ({ status: 404, body: '{"error":"not found"}' }))
    const error: PlatformError = await runPolicies(undefined, context()).catch(e => e)
    expect(error.message).toContain('Web API')
    expect(error.message).toContain('deployment ID 42')
    expect(error.message).not.toContain('Unified Policies, where')
  })

  it('a 500 blames neither', async () => {
    server.answer(() => ({ status: 500, body: 'oops' }))
    const error: PlatformError = await runPolicies(undefined, context()).catch(e => e)
    expect(error.message).toBe(
      'Run the step again later: the platform answered with a server error. List policies ' +
        '(GET /api/v1/deployments/42/policies) failed with HTTP 500 Internal Server Error. ' +
        'Response: oops'
    )
  })
})

describe('against the emulator of a migrated deployment', () => {
  it('reads the Unified Policies, and every request conformed to the published files', async () => {
    const emulator = await startEmulator({ unifiedPolicies: true })
    const transport = plainTransport(emulator)
    try {
      await runPolicies(undefined, {
        client: new PlatformClient(transport, emulator.dataset.deploymentId),
        requestStats: transport.stats,
        summary: new StepSummary(),
        event: { name: 'workflow_dispatch', payload: {} },
        deployment: deploymentOf(emulator.dataset.deploymentId, emulator.deploymentSlug!),
        newGitHubClient: fastGitHubClient,
        clock: systemClock
      })
      expect(emulator.requests.map(r => r.operation).sort()).toEqual([
        'getDetectionPolicy',
        'getRemediationPolicies',
        'listPolicies'
      ])
      expect(emulator.requests.map(r => r.nonConformity).filter(Boolean)).toEqual([])
    } finally {
      closeRoutes()
      await emulator.close()
    }
  })
})
