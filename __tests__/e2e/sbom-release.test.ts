/**
 * End-to-end, `mode: sbom-export` that succeeds: on a tag push, with nothing but `token` (and
 * `api-url`, to reach the emulator), the bundled action finds the deployment and the workflow's
 * repository on the platform (exact IDs beyond 2^53), waits for the export job, attaches the SBOM
 * to the release on the fake GitHub API and uploads it as an artifact to the fake artifact service,
 * so that the lazily loaded chunks of `@actions/github` and `@actions/artifact` run in the bundle.
 * On Node 24, action.yml's runtime.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  defaultScanCommit,
  type ArtifactService,
  type Emulator,
  type FakeGitHub
} from '../../emulator/index.js'
import { GITHUB_REPOSITORY, runAction } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/runtimes.js'
import { cyclonedx, npmComponent } from '../support/sbom.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import {
  startPublishingServers,
  waitingSbomExport,
  type PublishingServers
} from '../support/servers.js'

const BIG_DEPLOYMENT = '9223372036854775807'
const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1

let servers: PublishingServers
let emulator: Emulator
let github: FakeGitHub
let artifacts: ArtifactService

beforeAll(async () => {
  servers = await startPublishingServers({
    emulator: {
      dataset: {
        deploymentId: BIG_DEPLOYMENT,
        repositoryIdStart: BIG_REPOSITORY,
        repositoryNames: [GITHUB_REPOSITORY]
      },
      exportPollsUntilDone: 0
    },
    artifacts: { repository: GITHUB_REPOSITORY }
  })
  ;({ emulator, github, artifacts } = servers)
  github.addRelease({ repository: GITHUB_REPOSITORY, tag: 'v2.0.0' })
})

afterAll(() => servers.close())

describe.each(RUNTIMES)('dist/index.js under %s', (name, node) => {
  it('with only token: exports, attaches the SBOM to the release of the tag and keeps it as an artifact', async () => {
    const artifactName = `sbom-${name.replace(/[^a-z0-9]+/gi, '-')}`
    const result = await runAction({
      node,
      inputs: waitingSbomExport(emulator, { 'artifact-name': artifactName }),
      github: { ref: 'refs/tags/v2.0.0', token: github.token },
      eventName: 'push',
      env: { ...artifacts.env(), GITHUB_API_URL: github.url }
    })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(result.outputs['deployment-id']).toBe(BIG_DEPLOYMENT)
      expect(result.outputs['deployment-slug']).toBe(emulator.deploymentSlug)
      expect(result.outputs['repository-id']).toBe(String(BIG_REPOSITORY))
      expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_COMPLETED')
      const api = emulator.requests.filter(r => r.server === 'api')
      expect(api.map(r => r.operation)).toEqual([
        'listDeployments',
        'getProject',
        'searchScans',
        'createSbomExport',
        'getSbomExportStatus'
      ])
      expect(api.map(r => r.nonConformity).filter(Boolean)).toEqual([])
      const create = api[3]!
      expect(create.rawBody).toContain(`"deploymentId":${BIG_DEPLOYMENT}`)
      expect(create.rawBody).toContain(`"repositoryId":${BIG_REPOSITORY}`)
      expect(create.rawBody).toContain('"ref":"refs/tags/v2.0.0"')
      const assets = github.releaseAssets(GITHUB_REPOSITORY, 'v2.0.0')
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

  it('fail-on-severity: attaches the SBOM, then exits 1 with one short titled error', async () => {
    const tag = `v3.0.0-${name.replace(/[^a-z0-9]+/gi, '-')}`
    const base = cyclonedx([npmComponent('lodash', '4.17.20')])
    github.addRelease({
      repository: GITHUB_REPOSITORY,
      tag: `${tag}-base`,
      createdAt: '2025-01-01T00:00:00Z',
      assets: [{ name: `widgets-${tag}-base.cdx.json`, data: base }]
    })
    github.addRelease({ repository: GITHUB_REPOSITORY, tag, createdAt: '2025-02-01T00:00:00Z' })
    const introduced = Array.from({ length: 500 }, (_, i) => ({
      id: `CVE-2025-${10_000 + i}`,
      ratings: [{ severity: 'high' }],
      affects: [{ ref: 'pkg:npm/lodash@4.17.21' }]
    }))
    const head = cyclonedx([npmComponent('lodash', '4.17.21')], introduced)
    emulator.addFault({
      operation: 'downloadSbom',
      action: { type: 'malformed', body: head, contentType: 'application/json', encoding: 'gzip' }
    })
    const result = await runAction({
      node,
      inputs: waitingSbomExport(emulator, { 'fail-on-severity': 'high', 'scan-commit': 'require' }),
      github: { ref: `refs/tags/${tag}`, token: github.token },
      eventName: 'push',
      env: { GITHUB_API_URL: github.url, GITHUB_SHA: defaultScanCommit(BIG_REPOSITORY) }
    })
    try {
      expect(result.exitCode).toBe(1)
      const errors = result.stdout.split('\n').filter(line => line.startsWith('::error'))
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(
        /^::error title=Security platform%3A sbom-export failed::Fix the vulnerabilities at high or above in a new release/
      )
      expect(errors[0]).toContain('and 480 more')
      expect(errors[0]!.length).toBeLessThan(4_000)
      const [asset] = github.releaseAssets(GITHUB_REPOSITORY, tag)
      expect(asset!.bytes.toString('utf8')).toBe(head)
      expect(result.outputs['sbom-sha256']).toMatch(/^sha256:[0-9a-f]{64}$/)
      expect(result.outputs.attestable).toBe('true')
      expect(result.outputs['sbom-commit']).toBe(defaultScanCommit(BIG_REPOSITORY))
      expect(result.outputs['vulnerabilities-introduced']).toBe('500')
      // The release was published before the step: out, not held back.
      expect(result.summary).toContain(
        `Release <code>${tag}</code> is published with 500 vulnerabilities at high or above`
      )
      expect(result.summary).not.toContain('held')
      expect(result.summary).toMatch(
        /\*\*Attestation:\*\* attestable: <code>sha256:[0-9a-f]{64}<\/code>.*it describes the released commit/
      )
      expectNoTokenLeak(result, { emulator, github })
    } finally {
      emulator.clearFaults()
      await result.cleanup()
    }
  })
})
