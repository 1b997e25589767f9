/**
 * End-to-end: on a release tag, `mode: sbom-export` with nothing but `token` (and `api-url`, to reach
 * the emulator) creates the export job for the workflow's repository, with the deployment and
 * repository IDs taken from the platform, exact beyond 2^53, and given as outputs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { GITHUB_REPOSITORY, runAction } from '../../scripts/lib/action-runner.js'
import { expectSecretNotShown, RUNTIMES } from '../support/index.js'

const BIG_DEPLOYMENT = '9223372036854775807'
const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: {
      deploymentId: BIG_DEPLOYMENT,
      repositoryIdStart: BIG_REPOSITORY,
      repositoryNames: [GITHUB_REPOSITORY]
    }
  })
})

afterAll(async () => {
  await emulator.close()
})

describe.each(RUNTIMES)('dist/index.js under %s', (_name, node) => {
  it('sbom-export on a release tag with only token and mode', async () => {
    emulator.resetRequests()
    const result = await runAction({
      node,
      inputs: { token: emulator.token, mode: 'sbom-export', 'api-url': emulator.url },
      github: { ref: 'refs/tags/v1.2.0' },
      eventName: 'push'
    })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(result.outputs['deployment-id']).toBe(BIG_DEPLOYMENT)
      expect(result.outputs['deployment-slug']).toBe(emulator.deploymentSlug)
      expect(result.outputs['repository-id']).toBe(String(BIG_REPOSITORY))
      expect(result.outputs['task-token']).toMatch(/\S+/)
      const api = emulator.requests.filter(r => r.server === 'api')
      expect(api.map(r => r.operation)).toEqual([
        'listDeployments',
        'getProject',
        'createSbomExport'
      ])
      expect(api.map(r => r.nonConformity).filter(Boolean)).toEqual([])
      const create = api.at(-1)!
      expect(create.rawBody).toContain(`"deploymentId":${BIG_DEPLOYMENT}`)
      expect(create.rawBody).toContain(`"repositoryId":${BIG_REPOSITORY}`)
      expect(create.rawBody).toContain('"ref":"refs/tags/v1.2.0"')
      expectSecretNotShown(result, emulator.token)
    } finally {
      await result.cleanup()
    }
  })
})
