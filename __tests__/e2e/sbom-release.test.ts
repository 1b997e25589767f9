/**
 * End-to-end: the bundled action on a tag push attaches the SBOM to the release on the fake GitHub
 * API and uploads it as an artifact to the fake artifact service, so that the lazily loaded chunks
 * of `@actions/github` and `@actions/artifact` are exercised in the bundle, under Node 20 and 24.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  startArtifactService,
  startEmulator,
  startFakeGitHub,
  type ArtifactService,
  type Emulator,
  type FakeGitHub
} from '../../emulator/index.js'
import { runAction } from '../../scripts/lib/action-runner.js'
import { expectNoTokenLeak, RUNTIMES } from '../support/index.js'

let emulator: Emulator
let github: FakeGitHub
let artifacts: ArtifactService

beforeAll(async () => {
  ;[emulator, github, artifacts] = await Promise.all([
    startEmulator({ dataset: { repositories: 2 }, exportPollsUntilDone: 0 }),
    startFakeGitHub(),
    startArtifactService({ repository: 'acme/widgets' })
  ])
  github.addRelease({ repository: 'acme/widgets', tag: 'v2.0.0' })
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close(), artifacts.close()])
})

describe.each(RUNTIMES)('dist/index.js under %s', (name, node) => {
  it('attaches the SBOM to the release of the pushed tag and keeps it as an artifact', async () => {
    const artifactName = `sbom-${name.replace(/[^a-z0-9]+/gi, '-')}`
    const result = await runAction({
      node,
      inputs: {
        token: emulator.token,
        'deployment-id': emulator.dataset.deploymentId,
        'api-url': emulator.url,
        mode: 'sbom-export',
        'repository-id': String(emulator.dataset.repositories[0]!.id),
        wait: 'true',
        'artifact-name': artifactName
      },
      github: { ref: 'refs/tags/v2.0.0', token: github.token },
      eventName: 'push',
      env: { ...artifacts.env(), GITHUB_API_URL: github.url }
    })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const assets = github.releaseAssets('acme/widgets', 'v2.0.0')
      expect(assets.map(a => a.name)).toEqual(['widgets-v2.0.0.cdx.json'])
      expect(result.outputs['release-asset-url']).toBe(assets[0]!.browserDownloadUrl)
      expect(Number(result.outputs['component-count'])).toBeGreaterThan(0)
      const stored = artifacts.artifacts().find(a => a.name === artifactName)
      expect(result.outputs['artifact-id']).toBe(String(stored?.id))
      expect(result.summary).toMatch(
        /^## Security platform · sbom-export\n\n✅ Exported the SBOM .*attached to release <code>v2\.0\.0<\/code>, uploaded as artifact/
      )
      // Each token only where it belongs.
      expectNoTokenLeak(result, { emulator, github })
    } finally {
      await result.cleanup()
    }
  })
})
