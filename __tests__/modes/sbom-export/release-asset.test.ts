/**
 * `mode: sbom-export` in process after the download: the SBOM read back, attached to the tag's
 * release on the fake GitHub API and uploaded as an artifact by the real `@actions/artifact` client
 * against the fake artifact service, all over loopback against the emulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startArtifactService, startEmulator, startFakeGitHub } from '../../../emulator/index.js'
import type { ArtifactService, Emulator, FakeGitHub } from '../../../emulator/index.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import { expectNoTokenLeak, runModeInProcess, withEnv, type ModeRun } from '../../support/index.js'
import { sbomExportInputs } from '../../support/sbom.js'

const REPOSITORY = 'acme/web-app'

let emulator: Emulator
let github: FakeGitHub
let artifacts: ArtifactService
let work: string

beforeAll(async () => {
  ;[emulator, github, artifacts] = await Promise.all([
    startEmulator({ dataset: { repositories: 2 }, exportPollsUntilDone: 0 }),
    startFakeGitHub(),
    startArtifactService({ repository: REPOSITORY, runId: '777' })
  ])
  work = await mkdtemp(path.join(tmpdir(), 'sbom-release-'))
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close(), artifacts.close()])
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.clearFaults()
  github.removeRelease(REPOSITORY, 'v1.2.0')
  github.refuseReleases(false)
  github.failUploads(undefined)
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomExportInputs(work, {
    repositoryId: BigInt(emulator.dataset.repositories[0]!.id),
    scanCommit: 'warn',
    githubToken: github.token,
    githubApiUrl: github.url,
    githubRepository: REPOSITORY,
    ...parts
  })
}

const tagPush: WorkflowEvent = { name: 'push', ref: 'refs/tags/v1.2.0', payload: {} }

async function run(modeInputs: SbomExportInputs, event: WorkflowEvent = tagPush): Promise<ModeRun> {
  const result = await withEnv(artifacts.env(), () =>
    runModeInProcess('sbom-export', modeInputs, { emulator, event, github })
  )
  expectNoTokenLeak(result, { emulator, github })
  return result
}

/** The summary's verdict: the first line after the heading. */
function verdictOf(summary: string): string {
  const lines = summary.split('\n').filter(line => line !== '')
  expect(lines[0]).toBe('## Security platform · sbom-export')
  return lines[1]!
}

/** The emulator's download answers this document instead of the export. */
function deliver(document: string): void {
  emulator.addFault({
    operation: 'downloadSbom',
    action: { type: 'malformed', body: document, contentType: 'application/json' }
  })
}

describe('release asset', () => {
  it('attaches the SBOM to the release of a pushed tag under the default name', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const modeInputs = inputs()
    const result = await run(modeInputs)

    expect(result.failure).toBeUndefined()
    const [asset] = github.releaseAssets(REPOSITORY, 'v1.2.0')
    expect(asset).toMatchObject({
      name: 'web-app-v1.2.0.cdx.json',
      contentType: 'application/json'
    })
    expect(asset!.bytes.toString()).toBe(await readFile(modeInputs.sbomFile!, 'utf8'))
    expect(result.outputs['release-asset-url']).toBe(asset!.browserDownloadUrl)
    expect(Number(result.outputs['component-count'])).toBeGreaterThan(0)

    // The GitHub token goes only to GitHub's API and upload origins.
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

    const verdict = verdictOf(result.summary)
    expect(verdict).toMatch(/^✅ Exported the SBOM of repository ID <code>\d+<\/code>/)
    expect(verdict).toMatch(/\d+ components, CycloneDX 1\.7, [0-9.]+ KB/)
    expect(verdict).toContain('attached to release <code>v1.2.0</code>')
    expect(result.summary).toContain(
      '| Requested format | <code>sbom-output-format: cyclonedx</code>, <code>cyclonedx-version: 1.7</code> |'
    )
    expect(result.summary).toContain('| Component type | application |')
    expect(result.summary).not.toContain('SBOM_METADATA_COMPONENT_TYPE')
    expect(result.summary).toContain(
      `<a href="${asset!.browserDownloadUrl}">web-app-v1.2.0.cdx.json</a>`
    )
  })

  it('replaces the asset of an earlier run', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    await run(inputs())
    const second = inputs()
    const result = await run(second)

    expect(result.failure).toBeUndefined()
    const assets = github.releaseAssets(REPOSITORY, 'v1.2.0')
    expect(assets.map(a => a.name)).toEqual(['web-app-v1.2.0.cdx.json'])
    expect(assets[0]!.bytes.toString()).toBe(await readFile(second.sbomFile!, 'utf8'))
    expect(result.githubRequests.some(r => r.method === 'DELETE' && r.status === 204)).toBe(true)
    expect(result.summary).toContain('replacing the one of an earlier run')
  })

  it('replaces an asset whose name GitHub changed (a space becomes a dot)', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    await run(inputs({ releaseAssetName: 'web app sbom.json' }))
    const result = await run(inputs({ releaseAssetName: 'web app sbom.json' }))
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
    const result = await run(inputs({ releaseAssetName: 'sbom.json' }), event)
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual(['sbom.json'])
    expect(result.githubRequests[0]?.path).toBe(`/repos/acme/web-app/releases/${id}`)
  })

  it('without a release for the tag, gives a notice and succeeds', async () => {
    const result = await run(inputs())
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
    const result = await run(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toMatch(/^Create a GitHub release for tag v1\.2\.0/)
    expect(result.outputs['sbom-file']).toBeDefined()
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*The SBOM was exported, but attaching it to the release failed\.\*\* Create a GitHub release/
    )
  })

  it('on a 403, warns with the permission to add and succeeds', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.refuseReleases('write')
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A SBOM not attached to the release::Give the job `permissions: contents: write`.*HTTP 403/m
    )
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ Exported the SBOM .*, but it is not attached to release <code>v1\.2\.0<\/code> \(see the warning below\)\.$/
    )
    expect(result.summary).toContain('> [!WARNING]')
    // GitHub's documentation link is a working link, its #anchor in the target, not an entity that
    // GitHub's autolinker would take into the URL.
    const docs = /<a href="(https:\/\/docs\.github\.com\/[^"]*)">/.exec(result.summary)?.[1]
    expect(docs).toMatch(
      /^https:\/\/docs\.github\.com\/rest\/releases\/assets#upload-a-release-asset$/
    )
    expect(result.summary.replace(/<a [^>]*>.*?<\/a>/g, '')).not.toContain('docs.github.com')
  })

  it('with release-asset: true, a 403 fails the step', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.refuseReleases(true)
    const result = await run(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toMatch(/^Give the job `permissions: contents: write`/)
  })

  it('tries an upload that got a 5xx again', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    github.failUploads(502, 1)
    const before = github.requests.length
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    const uploads = github.requests.slice(before).filter(r => r.origin === 'upload')
    expect(uploads.map(r => r.status)).toEqual([502, 201])
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
      const result = await run(inputs(parts), event)
      expect(result.failure).toBeUndefined()
      expect(result.githubRequests).toEqual([])
      expect(verdictOf(result.summary)).toMatch(/^✅ /)
    }
  })

  it('with release-asset: true on a branch push, fails and calls GitHub not at all', async () => {
    const branch: WorkflowEvent = { name: 'push', ref: 'refs/heads/main', payload: {} }
    const result = await run(inputs({ releaseAsset: 'true' }), branch)
    expect(result.failure).toMatch(/^Run this step on a tag push or a release event/)
    expect(result.githubRequests).toEqual([])
  })
})

describe('artifact', () => {
  it('uploads the SBOM with the real @actions/artifact client and links it', async () => {
    const modeInputs = inputs({ artifactName: 'sbom-v1.2.0', releaseAsset: 'false' })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    const stored = artifacts.artifacts().find(a => a.name === 'sbom-v1.2.0')
    expect(stored?.finalized).toBe(true)
    expect(stored?.files?.map(f => f.bytes.toString())).toEqual([
      await readFile(modeInputs.sbomFile!, 'utf8')
    ])
    expect(result.outputs['artifact-id']).toBe(String(stored!.id))
    expect(result.outputs['artifact-url']).toBe(
      `https://github.com/acme/web-app/actions/runs/777/artifacts/${stored!.id}`
    )
    expect(result.summary).toContain(`<a href="${stored!.url}">sbom-v1.2.0</a>`)
    expect(verdictOf(result.summary)).toContain('uploaded as artifact <code>sbom-v1.2.0</code>')
  })

  it('a refused upload fails the step and says what to check', async () => {
    artifacts.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
    const result = await run(inputs({ artifactName: 'refused', releaseAsset: 'false' }))
    expect(result.failure).toMatch(
      /^Artifact 'refused' was not uploaded: the artifact service answered HTTP 403: .*quota/
    )
  })
})

describe('the SBOM read back', () => {
  it('counts nested components', async () => {
    deliver(
      JSON.stringify({
        bomFormat: 'CycloneDX',
        specVersion: '1.7',
        components: [{ name: 'a', components: [{ name: 'a-inner' }] }, { name: 'b' }]
      })
    )
    const result = await run(inputs({ releaseAsset: 'false' }))
    expect(result.outputs['component-count']).toBe('3')
  })

  it('counts components nested 20,000 levels deep without exhausting the stack', async () => {
    const depth = 20_000
    const nested = `${'{"name":"c","components":['.repeat(depth)}${']}'.repeat(depth)}`
    deliver(`{"bomFormat":"CycloneDX","specVersion":"1.7","components":[${nested}]}`)
    const result = await run(inputs({ releaseAsset: 'false' }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['component-count']).toBe(String(depth))
  })

  it('warns when the spec version differs from the one asked for', async () => {
    deliver(
      JSON.stringify({
        bomFormat: 'CycloneDX',
        specVersion: '1.5',
        serialNumber: 'urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79',
        components: []
      })
    )
    const result = await run(inputs({ releaseAsset: 'false' }))
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(/^::warning title=Security platform%3A SBOM is not as requested::/m)
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ .*, but it is CycloneDX 1\.5, not the 1\.7 asked for \(see the warning below\)\.$/
    )
  })

  it.each([
    [
      'not JSON',
      'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY\n',
      'it is not JSON'
    ],
    [
      'JSON of another kind',
      '{"AccessKeyId":"ASIAEXAMPLEKEY","Token":"x"}',
      'has no "bomFormat": "CycloneDX"'
    ],
    [
      'CycloneDX-looking without a version',
      '{"bomFormat":"CycloneDX","AccessKeyId":"ASIAEXAMPLEKEY"}',
      'no CycloneDX specVersion'
    ]
  ])(
    'refuses a download that is %s: deleted, not attached or uploaded, not quoted',
    async (_kind, body, reason) => {
      github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
      deliver(body)
      const artifactsBefore = artifacts.artifacts().map(a => a.name)
      const modeInputs = inputs({ artifactName: 'sbom-refused' })
      const result = await run(modeInputs)
      expect(result.failure).toMatch(
        /^Report this to the platform's administrators: the file its download URL gave is not a CycloneDX SBOM/
      )
      expect(result.failure).toContain(reason)
      expect(github.releaseAssets(REPOSITORY, 'v1.2.0')).toEqual([])
      expect(artifacts.artifacts().map(a => a.name)).toEqual(artifactsBefore)
      expect(result.outputs['sbom-file']).toBeUndefined()
      expect(result.outputs['component-count']).toBeUndefined()
      await expect(readFile(modeInputs.sbomFile!, 'utf8')).rejects.toThrow(/ENOENT/)
      for (const shown of [result.log, result.summary]) {
        expect(shown).not.toContain('EXAMPLEKEY')
      }
    }
  )
})

describe('draft and immutable releases', () => {
  const IMMUTABLE_ADVICE =
    /^Attach the SBOM while the release is a draft: the release of v1\.2\.0 is immutable.*On the tag push, create the release as a draft, run this step, then publish it/

  it('on a tag push, finds the draft of the tag through the releases list', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.1.0' })
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0', draft: true })
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual([
      'web-app-v1.2.0.cdx.json'
    ])
    const paths = result.githubRequests.map(r => `${r.method} ${r.path}`)
    expect(paths.slice(0, 2)).toEqual([
      'GET /repos/acme/web-app/releases/tags/v1.2.0',
      'GET /repos/acme/web-app/releases?per_page=100'
    ])
    github.removeRelease(REPOSITORY, 'v1.1.0')
  })

  it('without a published release or a draft of the tag, says both were looked for', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.1.0', draft: true })
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A no release for the tag::Create a GitHub release for tag v1\.2\.0 \(a draft will do\).*no published release for that tag and no draft for it/m
    )
    github.removeRelease(REPOSITORY, 'v1.1.0')
  })

  it('on release: created, attaches to the event’s draft release', async () => {
    const id = github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0', draft: true })
    const event: WorkflowEvent = {
      name: 'release',
      payload: { action: 'created', release: { id, tag_name: 'v1.2.0', draft: true } }
    }
    const result = await run(inputs({ releaseAsset: 'true' }), event)
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0')).toHaveLength(1)
    expect(result.githubRequests[0]?.path).toBe(`/repos/acme/web-app/releases/${id}`)
  })

  it.each([
    ['says immutable: true', true],
    ['does not say (older GHES) but answers 422', 'unreported']
  ] as const)(
    'auto: a release that %s is left alone, with a warning to attach while draft',
    async (_case, immutable) => {
      github.addRelease({
        repository: REPOSITORY,
        tag: 'v1.2.0',
        immutable,
        assets: [{ name: 'web-app-v1.2.0.cdx.json', data: '{"old":true}' }]
      })
      const result = await run(inputs())
      expect(result.failure).toBeUndefined()
      // The old asset is still there, and nothing new was added.
      const assets = github.releaseAssets(REPOSITORY, 'v1.2.0')
      expect(assets.map(a => a.bytes.toString())).toEqual(['{"old":true}'])
      const warning = result.log
        .split('\n')
        .find(line =>
          line.startsWith('::warning title=Security platform%3A the release is immutable::')
        )
      expect(warning?.replace(/^::warning [^:]*::/, '')).toMatch(IMMUTABLE_ADVICE)
      expect(result.log).not.toMatch(/Run the step again/)
      expect(result.summary).not.toMatch(/Run the step again/)
      expect(verdictOf(result.summary)).toMatch(/^⚠️ /)
      if (immutable === true) {
        // Said by the release itself: no delete and no upload was tried.
        expect(result.githubRequests.map(r => r.method)).toEqual(['GET'])
      } else {
        expect(result.githubRequests.filter(r => r.status === 422)).toHaveLength(1)
      }
    }
  )

  it('true: an immutable release fails the step with the same advice', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0', immutable: true })
    const result = await run(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toMatch(IMMUTABLE_ADVICE)
    expect(result.failure).not.toMatch(/Run the step again/)
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0')).toEqual([])
    expect(verdictOf(result.summary)).toMatch(/^❌ /)
  })

  it('attaches to a draft of a repository with immutability on (drafts take assets)', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0', draft: true, immutable: true })
    const result = await run(inputs({ releaseAsset: 'true' }))
    expect(result.failure).toBeUndefined()
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0')).toHaveLength(1)
  })
})

describe('vex', () => {
  it('attaches the VEX beside the SBOM under its name, and a re-run replaces it', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const first = await run(inputs({ vex: 'openvex', vexFile: path.join(work, 'vex-a.json') }))
    expect(first.failure).toBeUndefined()
    const names = github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)
    expect(names.sort()).toEqual(['web-app-v1.2.0.cdx.json', 'web-app-v1.2.0.openvex.json'])
    const written = await readFile(path.join(work, 'vex-a.json'), 'utf8')
    const vexAsset = () =>
      github.releaseAssets(REPOSITORY, 'v1.2.0').find(a => a.name.endsWith('.openvex.json'))!
    expect(vexAsset().bytes.toString()).toBe(written)
    const document = JSON.parse(written) as { statements: { status: string }[] }
    expect(first.outputs['vex-file']).toBe(path.join(work, 'vex-a.json'))
    expect(first.outputs['vex-statement-count']).toBe(String(document.statements.length))
    expect(document.statements.length).toBeGreaterThan(0)
    expect(first.summary).toMatch(
      /\*\*VEX:\*\* \d+ statements? \(OpenVEX\): \d+ affected, \d+ under investigation, \d+ fixed, \d+ not affected, attached as <a href="[^"]+">web-app-v1\.2\.0\.openvex\.json<\/a>\./
    )

    const second = await run(inputs({ vex: 'openvex', vexFile: path.join(work, 'vex-b.json') }))
    expect(second.failure).toBeUndefined()
    const after = github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)
    expect(after.sort()).toEqual(['web-app-v1.2.0.cdx.json', 'web-app-v1.2.0.openvex.json'])
    // The same SBOM states the same: its document has the same ID.
    const again = await readFile(path.join(work, 'vex-b.json'), 'utf8')
    expect(vexAsset().bytes.toString()).toBe(again)
  })

  it('cyclonedx: named .vex.json, and put in the artifact with the SBOM', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    const modeInputs = inputs({ vex: 'cyclonedx', artifactName: 'sbom-and-vex' })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    const names = github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)
    expect(names.sort()).toEqual(['web-app-v1.2.0.cdx.json', 'web-app-v1.2.0.vex.json'])
    const stored = artifacts.artifacts().find(a => a.name === 'sbom-and-vex')
    const vex = await readFile(result.outputs['vex-file']!, 'utf8')
    expect(stored?.files?.map(f => f.bytes.toString()).sort()).toEqual(
      [await readFile(modeInputs.sbomFile!, 'utf8'), vex].sort()
    )
    expect(JSON.parse(vex)).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.7' })
  })

  it('an SBOM without vulnerabilities: a notice, no document, no asset', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    deliver(
      JSON.stringify({
        bomFormat: 'CycloneDX',
        specVersion: '1.7',
        serialNumber: 'urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79',
        components: []
      })
    )
    const result = await run(inputs({ vex: 'openvex' }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['vex-statement-count']).toBe('0')
    expect(result.outputs).not.toHaveProperty('vex-file')
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual([
      'web-app-v1.2.0.cdx.json'
    ])
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A no VEX document::No VEX document was written: the SBOM holds no vulnerability/m
    )
    expect(result.summary).toContain(
      '**VEX:** no OpenVEX document: the SBOM holds no vulnerability'
    )
  })

  it('an SBOM without serialNumber: no CycloneDX VEX, a warning', async () => {
    github.addRelease({ repository: REPOSITORY, tag: 'v1.2.0' })
    deliver(
      JSON.stringify({
        bomFormat: 'CycloneDX',
        specVersion: '1.7',
        components: [
          { type: 'library', name: 'a', version: '1', purl: 'pkg:npm/a@1', 'bom-ref': 'a' }
        ],
        vulnerabilities: [{ id: 'CVE-1', affects: [{ ref: 'a' }] }]
      })
    )
    const result = await run(inputs({ vex: 'cyclonedx' }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs).not.toHaveProperty('vex-file')
    expect(github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual([
      'web-app-v1.2.0.cdx.json'
    ])
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A no VEX document::.*the SBOM has no serialNumber/m
    )
    expect(verdictOf(result.summary)).toMatch(/^⚠️/)
  })
})
