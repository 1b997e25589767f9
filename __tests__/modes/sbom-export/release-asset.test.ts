/**
 * `mode: sbom-export` in process, with the downloaded SBOM attached to the tag's release on the fake
 * GitHub API and uploaded as an artifact by the real `@actions/artifact` client against the fake
 * artifact service, all over loopback. The platform is a small stub server here (create, status,
 * download), so that each test chooses the document the export delivers.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startArtifactService, type ArtifactService } from '../../../emulator/artifact-service.js'
import { startFakeGitHub, type FakeGitHub } from '../../../emulator/github-api.js'
import { parseOutputFile } from '../../../scripts/lib/action-runner.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { Clock, ModeContext } from '../../../src/action/mode.js'
import { StepSummary } from '../../../src/action/summary.js'
import { runSbomExport } from '../../../src/modes/sbom-export/index.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import { PlatformClient } from '../../../src/platform/platform-client.js'
import { Transport } from '../../../src/platform/transport.js'

const REPOSITORY = 'acme/web-app'
const PLATFORM_TOKEN = 'platform-token-not-for-github'

/** A CycloneDX document with 3 components, one of them nested. */
function cyclonedx(specVersion = '1.7', marker = 'first'): string {
  return JSON.stringify({
    bomFormat: 'CycloneDX',
    specVersion,
    metadata: { component: { type: 'application', name: marker } },
    components: [
      { type: 'library', name: 'a', components: [{ type: 'library', name: 'a-inner' }] },
      { type: 'library', name: 'b' }
    ]
  })
}

interface StubPlatform {
  url: string
  document: string
  authorizations: (string | undefined)[]
  close(): Promise<void>
}

/** Create → `task-1`; status → completed with a download URL on the same loopback server. */
async function startStubPlatform(): Promise<StubPlatform> {
  const stub: StubPlatform = {
    url: '',
    document: cyclonedx(),
    authorizations: [],
    close: async () => undefined
  }
  const server: Server = createServer((req: IncomingMessage, res) => {
    stub.authorizations.push(req.headers.authorization)
    req.resume()
    req.on('end', () => {
      const json = (body: unknown): void => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method === 'POST' && req.url === '/api/v1/deployments/1/sbom/export') {
        json({ taskToken: 'task-1' })
      } else if (req.url === '/api/v1/deployments/1/sbom/export/task-1') {
        json({ status: 'SBOM_EXPORT_STATUS_COMPLETED', downloadUrl: `${stub.url}/download/task-1` })
      } else if (req.url === '/download/task-1') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(stub.document)
      } else {
        res.writeHead(404).end()
      }
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stub.close = () =>
    new Promise<void>(resolve => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return stub
}

let platform: StubPlatform
let github: FakeGitHub
let artifacts: ArtifactService
let work: string
let stdout: string
let outputFile: string
let savedEnv: Record<string, string | undefined>

beforeAll(async () => {
  ;[platform, github, artifacts] = await Promise.all([
    startStubPlatform(),
    startFakeGitHub(),
    startArtifactService({ repository: REPOSITORY, runId: '777' })
  ])
  work = await mkdtemp(path.join(tmpdir(), 'sbom-export-mode-'))
})

afterAll(async () => {
  await Promise.all([platform.close(), github.close(), artifacts.close()])
  await rm(work, { recursive: true, force: true })
})

beforeEach(async () => {
  platform.document = cyclonedx()
  github.removeRelease(REPOSITORY, 'v1.2.0')
  github.refuseReleases(false)
  github.failUploads(undefined)
  const env = { ...artifacts.env(), GITHUB_OUTPUT: '' }
  savedEnv = Object.fromEntries(Object.keys(env).map(key => [key, process.env[key]]))
  Object.assign(process.env, artifacts.env())
  outputFile = path.join(work, `output-${Date.now()}-${Math.random()}`)
  await writeFile(outputFile, '')
  process.env.GITHUB_OUTPUT = outputFile
  stdout = ''
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout += String(chunk)
    return true
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return {
    repositoryId: 17n,
    ref: 'refs/tags/v1.2.0',
    sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
    metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
    wait: true,
    waitTimeoutSeconds: 60,
    sbomFile: path.join(work, `sbom-${Math.random()}.json`),
    releaseAsset: 'auto',
    githubToken: github.token,
    githubApiUrl: github.url,
    githubRepository: REPOSITORY,
    ...parts
  }
}

const tagPush: WorkflowEvent = { name: 'push', ref: 'refs/tags/v1.2.0', payload: {} }

interface Outcome {
  failure?: string
  outputs: Record<string, string>
  log: string
  summary: string
  githubRequests: FakeGitHub['requests']
  slept: number[]
}

async function runMode(
  modeInputs: SbomExportInputs,
  event: WorkflowEvent = tagPush
): Promise<Outcome> {
  const transport = new Transport({
    apiUrl: platform.url,
    token: PLATFORM_TOKEN,
    userAgent: 'test',
    logger: { info: () => undefined, debug: () => undefined }
  })
  let now = 0
  const slept: number[] = []
  const clock: Clock = {
    now: () => now,
    sleep: async ms => {
      slept.push(ms)
      now += ms
    }
  }
  const summary = new StepSummary()
  const context: ModeContext = {
    client: new PlatformClient(transport, '1'),
    transport,
    summary,
    event,
    deploymentId: '1',
    clock
  }
  const before = github.requests.length
  let failure: string | undefined
  try {
    await runSbomExport(modeInputs, context)
  } catch (error) {
    failure = (error as Error).message
  } finally {
    transport.close()
  }
  return {
    failure,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    log: stdout,
    summary: summary.render(failure),
    githubRequests: github.requests.slice(before),
    slept
  }
}

/** The summary's verdict: the first line after the heading. */
function verdictOf(summary: string): string {
  const lines = summary.split('\n').filter(line => line !== '')
  expect(lines[0]).toBe('## Security platform · sbom-export')
  return lines[1]!
}

describe('release asset', () => {
  it('attaches the SBOM to the release of a pushed tag under the default name', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const result = await runMode(inputs())

    expect(result.failure).toBeUndefined()
    const [asset] = github.releaseAssets(REPOSITORY, 'v1.2.0')
    expect(asset).toMatchObject({
      name: 'web-app-v1.2.0.cdx.json',
      contentType: 'application/json'
    })
    expect(asset!.bytes.toString()).toBe(platform.document)
    expect(result.outputs['release-asset-url']).toBe(asset!.browserDownloadUrl)
    expect(result.outputs['component-count']).toBe('3')
    expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_COMPLETED')

    // The GitHub token goes only to GitHub's two origins, the platform token never there.
    expect(result.githubRequests.map(r => `${r.origin} ${r.method} ${r.path}`)).toEqual([
      `api GET /repos/acme/web-app/releases/tags/v1.2.0`,
      expect.stringMatching(
        /^api GET \/repos\/acme\/web-app\/releases\/\d+\/assets\?per_page=100$/
      ),
      expect.stringMatching(
        /^upload POST \/repos\/acme\/web-app\/releases\/\d+\/assets\?name=web-app-v1\.2\.0\.cdx\.json&?$/
      )
    ])
    expect(result.githubRequests.every(r => r.authorization === `token ${github.token}`)).toBe(true)
    expect(platform.authorizations.filter(a => a !== undefined)).toEqual([
      `Bearer ${PLATFORM_TOKEN}`,
      `Bearer ${PLATFORM_TOKEN}`
    ])

    const verdict = verdictOf(result.summary)
    expect(verdict).toMatch(/^✅ Exported the SBOM of repository <code>17<\/code>/)
    expect(verdict).toContain('3 components, CycloneDX 1.7')
    expect(verdict).toContain('attached to release <code>v1.2.0</code>')
    expect(result.summary).toContain('| Format | cyclonedx 1.7 |')
    expect(result.summary).toContain('| Component type | application |')
    expect(result.summary).not.toContain('SBOM_METADATA_COMPONENT_TYPE')
    expect(result.summary).toContain(
      `<a href="${asset!.browserDownloadUrl}">web-app-v1.2.0.cdx.json</a>`
    )
  })

  it('replaces the asset of an earlier run', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    await runMode(inputs())
    platform.document = cyclonedx('1.7', 'second')
    const result = await runMode(inputs())

    expect(result.failure).toBeUndefined()
    const assets = github.releaseAssets(REPOSITORY, 'v1.2.0')
    expect(assets.map(a => a.name)).toEqual(['web-app-v1.2.0.cdx.json'])
    expect(assets[0]!.bytes.toString()).toContain('second')
    expect(result.githubRequests.some(r => r.method === 'DELETE' && r.status === 204)).toBe(true)
    expect(result.summary).toContain('replacing the one of an earlier run')
  })

  it('replaces an asset whose name GitHub changed (a space becomes a dot)', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    await runMode(inputs({ releaseAssetName: 'web app sbom.json' }))
    const result = await runMode(inputs({ releaseAssetName: 'web app sbom.json' }))
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual([
      'web.app.sbom.json'
    ])
  })

  it('uses release-asset-name and the release of a release event', async () => {
    const id = github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const event: WorkflowEvent = {
      name: 'release',
      payload: { action: 'published', release: { id, tag_name: 'v1.2.0' } }
    }
    const result = await runMode(inputs({ releaseAssetName: 'sbom.json' }), event)
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual(['sbom.json'])
    expect(result.githubRequests[0]?.path).toBe(`/repos/acme/web-app/releases/${id}`)
  })

  it('without a release for the tag, gives a notice and succeeds', async () => {
    const result = await runMode(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A no release for the tag::Create a GitHub release for tag v1\.2\.0/m
    )
    expect(result.outputs['release-asset-url']).toBeUndefined()
    expect(verdictOf(result.summary)).toMatch(
      /^✅ .*, not attached: <code>v1\.2\.0<\/code> has no release\.$/
    )
    expect(result.summary).toContain('not attached to <code>v1.2.0</code>: Create a GitHub release')
  })

  it('with release-asset: true and no release, fails the step', async () => {
    const result = await runMode(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toMatch(/^Create a GitHub release for tag v1\.2\.0/)
    expect(result.outputs['sbom-file']).toBeDefined()
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*The SBOM was exported, but attaching it to the release failed\.\*\* Create a GitHub release/
    )
  })

  it('on a 403, warns with the permission to add and succeeds', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.refuseReleases('write')
    const result = await runMode(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A SBOM not attached to the release::Give the job `permissions: contents: write`.*HTTP 403/m
    )
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ Exported the SBOM .*, but it is not attached to release <code>v1\.2\.0<\/code> \(see below\)\.$/
    )
    expect(result.summary).toContain('> [!WARNING]')
  })

  it('with release-asset: true, a 403 fails the step', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.refuseReleases(true)
    const result = await runMode(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toMatch(/^Give the job `permissions: contents: write`/)
  })

  it('tries an upload that got a 5xx again, after the injected wait', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.failUploads(502, 1)
    const result = await runMode(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.slept).toContain(2_000)
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0')).toHaveLength(1)
  })

  it('on other events, or with release-asset: false, never calls GitHub', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const pr: WorkflowEvent = { name: 'pull_request', ref: 'refs/pull/7/merge', payload: {} }
    const branch: WorkflowEvent = { name: 'push', ref: 'refs/heads/main', payload: {} }
    for (const [event, parts] of [
      [pr, {}],
      [branch, {}],
      [tagPush, { releaseAsset: 'false' as const }]
    ] as const) {
      const result = await runMode(inputs(parts), event)
      expect(result.failure).toBeUndefined()
      expect(result.githubRequests).toEqual([])
      expect(verdictOf(result.summary)).toMatch(/^✅ /)
    }
  })

  it('with release-asset: true on a branch push, fails and calls GitHub not at all', async () => {
    const branch: WorkflowEvent = { name: 'push', ref: 'refs/heads/main', payload: {} }
    const result = await runMode(inputs({ releaseAsset: 'true' }), branch)
    expect(result.failure).toMatch(/^Run this step on a tag push or a release event/)
    expect(result.githubRequests).toEqual([])
  })
})

describe('artifact', () => {
  it('uploads the SBOM with the real @actions/artifact client and links it', async () => {
    const result = await runMode(inputs({ artifactName: 'sbom-v1.2.0', releaseAsset: 'false' }))
    expect(result.failure).toBeUndefined()
    const stored = artifacts.artifacts().find(a => a.name === 'sbom-v1.2.0')
    expect(stored?.finalized).toBe(true)
    expect(stored?.files?.map(f => f.bytes.toString())).toEqual([platform.document])
    expect(result.outputs['artifact-id']).toBe(String(stored!.id))
    expect(result.outputs['artifact-url']).toBe(
      `https://github.com/acme/web-app/actions/runs/777/artifacts/${stored!.id}`
    )
    expect(result.summary).toContain(`<a href="${stored!.url}">sbom-v1.2.0</a>`)
    expect(verdictOf(result.summary)).toContain('uploaded as artifact <code>sbom-v1.2.0</code>')
  })

  it('a refused upload fails the step and says what to check', async () => {
    artifacts.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
    const result = await runMode(inputs({ artifactName: 'refused', releaseAsset: 'false' }))
    expect(result.failure).toMatch(/^Check that artifact-name 'refused' is not used twice/)
    expect(result.failure).toContain('quota')
  })
})

describe('the SBOM read back', () => {
  it('warns when the spec version differs from the one asked for', async () => {
    platform.document = cyclonedx('1.5')
    const result = await runMode(inputs({ releaseAsset: 'false' }))
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(/^::warning title=Security platform%3A SBOM is not as requested::/m)
    expect(verdictOf(result.summary)).toMatch(/^⚠️ .*CycloneDX 1\.5/)
  })

  it('warns when the file is not CycloneDX JSON, and sets no component count', async () => {
    platform.document = '<bom/>'
    const result = await runMode(inputs({ releaseAsset: 'false' }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['component-count']).toBeUndefined()
    expect(result.log).toMatch(/it is not JSON/)
  })
})
