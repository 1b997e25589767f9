/**
 * `mode: sbom-export` in process, compared with an earlier release: the base found in the fake
 * GitHub's releases list, its SBOM asset downloaded through the redirect to the asset store, the
 * outputs, the diff file, the summary section and the release notes; and the cases where there is
 * nothing (or nothing readable) to compare with.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { startConnectProxy } from '../../../emulator/network/connect-proxy.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import {
  cyclonedx,
  EARLIER_SBOM,
  npmComponent,
  rowOf,
  withEnv,
  type ModeRun
} from '../../support/index.js'
import { NO_PROXY_ENV } from '../../support/network.js'
import { runSbomExport, sbomExportServers, sbomServerInputs } from '../../support/sbom.js'

const TAG = 'v1.2.0'

const servers = sbomExportServers({ repositories: 1 }, 'sbom-compare-')

let repository: string
let counter = 0
beforeEach(() => {
  servers.github.refuseReleases(false)
  // A repository of its own for each test, so that releases of one test do not meet another's.
  repository = `acme/web-app-${++counter}`
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomServerInputs(servers, {
    ref: `refs/tags/${TAG}`,
    sbomDiffFile: path.join(servers.work, `diff-${Math.random()}.json`),
    releaseAsset: 'false',
    compareWith: { kind: 'previous' },
    scanCommit: 'warn',
    githubRepository: repository,
    ...parts
  })
}

const tagPush: WorkflowEvent = { name: 'push', ref: `refs/tags/${TAG}`, payload: {} }

const run = (modeInputs: SbomExportInputs, event: WorkflowEvent = tagPush): Promise<ModeRun> =>
  runSbomExport(servers, modeInputs, event)

const HEAD = cyclonedx(
  [
    npmComponent('express', '4.19.2'),
    npmComponent('lodash', '4.17.21'),
    npmComponent('zod', '3.23.8')
  ],
  [
    {
      id: 'CVE-2024-29041',
      ratings: [{ severity: 'medium' }],
      analysis: { state: 'exploitable' },
      affects: [{ ref: 'pkg:npm/express@4.19.2' }]
    }
  ]
)

/** The emulator's download answers this document as the exported SBOM. */
function exportDelivers(document: string): void {
  servers.emulator.addFault({
    operation: 'downloadSbom',
    action: { type: 'malformed', body: document, contentType: 'application/json' }
  })
}

function release(
  tag: string,
  createdAt: string,
  data?: string,
  more: { draft?: boolean; prerelease?: boolean; body?: string; assetName?: string } = {}
) {
  const name = more.assetName ?? `${repository.split('/')[1]}-${tag}.cdx.json`
  return servers.github.addRelease({
    repository,
    tag,
    createdAt,
    ...(more.draft !== undefined && { draft: more.draft }),
    ...(more.prerelease !== undefined && { prerelease: more.prerelease }),
    ...(more.body !== undefined && { body: more.body }),
    assets: data === undefined ? [] : [{ name, data, contentType: 'application/json' }]
  })
}

const verdictOf = (summary: string): string => summary.split('\n').filter(Boolean)[1]!

describe('compared with the previous release', () => {
  it('sets the outputs, writes the file and the summary section', async () => {
    release('v1.0.0', '2025-01-01T00:00:00Z', cyclonedx([npmComponent('express', '4.0.0')]))
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    release('v1.2.0-rc.1', '2025-02-15T00:00:00Z', cyclonedx([]), { prerelease: true })
    release('v1.3.0', '2025-03-10T00:00:00Z', cyclonedx([]), { draft: true })
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(HEAD)
    const modeInputs = inputs()
    const result = await run(modeInputs)

    expect(result.failure).toBeUndefined()
    expect(result.outputs).toMatchObject({
      'sbom-diff-base': 'v1.1.0',
      'components-added': '1',
      'components-removed': '1',
      'components-changed': '2',
      'vulnerabilities-introduced': '1',
      'vulnerabilities-resolved': '1',
      'sbom-diff-file': modeInputs.sbomDiffFile
    })
    const file = JSON.parse(await readFile(modeInputs.sbomDiffFile!, 'utf8'))
    expect(file).toEqual({
      base: { tag: 'v1.1.0', asset: `${repository.split('/')[1]}-v1.1.0.cdx.json` },
      head: { ref: `refs/tags/${TAG}` },
      components: {
        added: [{ name: 'zod', purl: 'pkg:npm/zod@3.23.8', version: '3.23.8' }],
        removed: [{ name: 'left-pad', purl: 'pkg:npm/left-pad@1.3.0', version: '1.3.0' }],
        changed: [
          { name: 'express', purl: 'pkg:npm/express', from: ['4.18.2'], to: ['4.19.2'] },
          { name: 'lodash', purl: 'pkg:npm/lodash', from: ['4.17.20'], to: ['4.17.21'] }
        ]
      },
      vulnerabilities: {
        introduced: [
          {
            id: 'CVE-2024-29041',
            severity: 'medium',
            state: 'exploitable',
            affects: ['pkg:npm/express@4.19.2']
          }
        ],
        resolved: [{ id: 'CVE-2021-23337', severity: 'high', affects: ['pkg:npm/lodash@4.17.20'] }]
      }
    })

    expect(verdictOf(result.summary)).toMatch(
      /^✅ Exported the SBOM .* \d+ B; since <code>v1\.1\.0<\/code>: 1 vulnerability introduced, 1 resolved, 4 component changes\.$/
    )
    expect(result.summary).toContain('### Changes since v1.1.0')
    expect(result.summary).toMatch(
      /\| medium \| <code>CVE-2024-29041<\/code> \| exploitable \| <code>express&#64;(<wbr>)?4\.19\.2<\/code> \|/
    )
    expect(result.summary).toContain('| changed | <code>express</code> | 4.18.2 → 4.19.2 |')
    expect(result.summary).toContain('| added | <code>zod</code> | 3.23.8 |')
    expect(result.summary).toContain('| removed | <code>left-pad</code> | 1.3.0 |')
    expect(result.summary).not.toContain('more component changes')

    // The base asset: asked of the API with the token, fetched from the store without it.
    const download = result.githubRequests.filter(r =>
      /\/releases\/assets\/|^\/assets\//.test(r.path)
    )
    expect(download.map(r => [r.origin, r.status, r.authorization])).toEqual([
      ['api', 302, `token ${servers.github.token}`],
      ['asset-store', 200, undefined]
    ])
    // The release notes are not touched without release-notes: append.
    expect(result.githubRequests.some(r => r.method === 'PATCH')).toBe(false)
  })

  it('says so for a first release, with a notice and no diff outputs', async () => {
    release('v0.9.0-beta', '2025-01-01T00:00:00Z', cyclonedx([]), { prerelease: true })
    release('v0.8.0', '2024-12-01T00:00:00Z', cyclonedx([]), { draft: true })
    release('v0.7.0', '2024-11-01T00:00:00Z')
    release(TAG, '2025-02-01T00:00:00Z')
    const result = await run(inputs())

    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A no earlier release to compare with::This is the first release/m
    )
    expect(result.log).not.toMatch(/^::warning/m)
    expect(
      Object.keys(result.outputs).filter(k =>
        /diff|added|removed|changed|introduced|resolved/.test(k)
      )
    ).toEqual([])
    expect(verdictOf(result.summary)).toMatch(/^✅/)
    expect(result.summary).toContain('### Changes since the previous release')
    expect(result.summary).toContain('has no earlier published release')
  })

  it('compares with an explicit tag, a prerelease too', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    release('v1.2.0-rc.1', '2025-02-15T00:00:00Z', cyclonedx([npmComponent('express', '4.19.2')]), {
      prerelease: true
    })
    exportDelivers(HEAD)
    const result = await run(inputs({ compareWith: { kind: 'tag', tag: 'v1.2.0-rc.1' } }))
    expect(result.outputs['sbom-diff-base']).toBe('v1.2.0-rc.1')
    expect(result.outputs['components-added']).toBe('2')
    expect(result.outputs['components-changed']).toBe('0')
  })

  it('makes no GitHub call for compare-with: none', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    const result = await run(inputs({ compareWith: { kind: 'none' } }))
    expect(result.failure).toBeUndefined()
    expect(result.githubRequests).toEqual([])
    expect(result.outputs['sbom-diff-base']).toBeUndefined()
  })

  it('compares nothing on a run that is not for a tag', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    const result = await run(inputs(), { name: 'push', ref: 'refs/heads/main', payload: {} })
    expect(result.githubRequests).toEqual([])
    expect(result.outputs['sbom-diff-base']).toBeUndefined()
  })
})

describe('a base that cannot be read is a warning, and the step succeeds', () => {
  it.each<[string, string, RegExp]>([
    ['not JSON', '<html>Not an SBOM</html>', /it is not JSON/],
    ['JSON, not CycloneDX', '{"spdxVersion":"SPDX-2.3"}', /has no "bomFormat": "CycloneDX"/],
    ['a JSON array', '[1,2,3]', /has no "bomFormat": "CycloneDX"/]
  ])('%s', async (_, data, reason) => {
    release('v1.1.0', '2025-02-01T00:00:00Z', data)
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(HEAD)
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A SBOM not compared with the earlier release::Replace web-app-\d+-v1\.1\.0\.cdx\.json on release v1\.1\.0/m
    )
    expect(result.log).toMatch(reason)
    expect(result.outputs['sbom-diff-base']).toBeUndefined()
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ .*but it was not compared with an earlier release/
    )
  })

  it('names a compare-with tag that has no release', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    const result = await run(inputs({ compareWith: { kind: 'tag', tag: 'v0.0.1' } }))
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning .*::Set compare-with to the tag of a release .*has no release for tag v0\.0\.1\./m
    )
  })

  it('names a compare-with release without an SBOM asset', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', 'notes', { assetName: 'notes.txt' })
    const result = await run(inputs({ compareWith: { kind: 'tag', tag: 'v1.1.0' } }))
    expect(result.log).toMatch(
      /^::warning .*::Attach the SBOM to release v1\.1\.0 as web-app-\d+-v1\.1\.0\.cdx\.json/m
    )
  })

  it('says what to give the token when the releases list is refused', async () => {
    servers.github.refuseReleases(true)
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning .*::Give the job `permissions: contents: read`.*GET \/repos\/acme\/web-app-\d+\/releases answered HTTP 403/m
    )
  })
})

describe('release notes', () => {
  it('appends the changes after what people wrote, and a re-run replaces only them', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    release(TAG, '2025-03-01T00:00:00Z', undefined, {
      body: 'Hand-written notes.\r\n\r\n- Faster.'
    })
    exportDelivers(HEAD)
    const first = await run(inputs({ releaseNotes: 'append' }))
    expect(first.failure).toBeUndefined()
    const notes = servers.github.releaseBody(repository, TAG)!
    expect(
      notes.startsWith(
        'Hand-written notes.\r\n\r\n- Faster.\n\n<!-- sbom-diff:start -->\n### Changes since'
      )
    ).toBe(true)
    expect(notes.trimEnd().endsWith('<!-- sbom-diff:end -->')).toBe(true)
    expect(notes).toContain('| changed | <code>express</code> | 4.18.2 → 4.19.2 |')
    expect(notes).toContain('CVE-2024-29041')
    expect(first.summary).toContain('The same changes are in the')

    // Someone edits the notes after the section; the re-run keeps that and replaces the section.
    servers.github.addRelease({
      repository,
      tag: TAG,
      createdAt: '2025-03-01T00:00:00Z',
      body: `${notes}\nThanks to all contributors.`
    })
    exportDelivers(cyclonedx([npmComponent('express', '4.19.2')]))
    const second = await run(inputs({ releaseNotes: 'append' }))
    expect(second.failure).toBeUndefined()
    const after = servers.github.releaseBody(repository, TAG)!
    expect(
      after.startsWith('Hand-written notes.\r\n\r\n- Faster.\n\n<!-- sbom-diff:start -->')
    ).toBe(true)
    expect(after.endsWith('<!-- sbom-diff:end -->\n\nThanks to all contributors.')).toBe(true)
    expect(after.split('<!-- sbom-diff:start -->')).toHaveLength(2)
    expect(after).not.toContain('CVE-2024-29041')
    expect(after).toContain('1 vulnerability resolved, none introduced')
  })

  it('warns when the notes cannot be edited, and the step succeeds', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    release(TAG, '2025-03-01T00:00:00Z', undefined, { body: 'Kept.' })
    exportDelivers(HEAD)
    servers.github.refuseReleases('write')
    const result = await run(inputs({ releaseNotes: 'append' }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['sbom-diff-base']).toBe('v1.1.0')
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A release notes not edited::Give the job `permissions: contents: write`/m
    )
    expect(servers.github.releaseBody(repository, TAG)).toBe('Kept.')
    expect(verdictOf(result.summary)).toMatch(/^⚠️ .*the release notes were not edited/)
  })

  it('keeps the notes within the length GitHub takes by showing fewer rows', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', cyclonedx([]))
    const long = `Long notes.\n${'x'.repeat(123_000)}`
    release(TAG, '2025-03-01T00:00:00Z', undefined, { body: long })
    const many = Array.from({ length: 60 }, (_, i) =>
      npmComponent(`package-with-a-long-name-${i}`, '1.0.0')
    )
    exportDelivers(cyclonedx(many))
    const result = await run(inputs({ releaseNotes: 'append' }))
    expect(result.failure).toBeUndefined()
    const notes = servers.github.releaseBody(repository, TAG)!
    expect(notes.startsWith(long)).toBe(true)
    expect(notes.length).toBeLessThanOrEqual(125_000)
    expect(notes.split('\n').filter(line => line.startsWith('| added |'))).toHaveLength(10)
    expect(notes).toContain('…and 50 more component changes.')
  })

  it('warns when the tag has no release to write notes into', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    exportDelivers(HEAD)
    const result = await run(inputs({ releaseNotes: 'append' }))
    expect(result.outputs['sbom-diff-base']).toBe('v1.1.0')
    expect(result.log).toMatch(/^::warning .*::Create a release for tag v1\.2\.0/m)
  })

  it('edits the release of a release event by its ID', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', EARLIER_SBOM)
    const id = release(TAG, '2025-03-01T00:00:00Z', undefined, { draft: true })
    exportDelivers(HEAD)
    const event: WorkflowEvent = { name: 'release', payload: { release: { id, tag_name: TAG } } }
    const result = await run(inputs({ releaseNotes: 'append' }), event)
    expect(result.failure).toBeUndefined()
    expect(result.githubRequests.filter(r => r.method === 'PATCH').map(r => r.path)).toEqual([
      `/repos/${repository}/releases/${id}`
    ])
    expect(servers.github.releaseBody(repository, TAG)).toContain('<!-- sbom-diff:start -->')
  })
})

describe('a package in 100,000 versions', () => {
  it('shows 10 versions per cell in the summary and the notes, and keeps all in the file', async () => {
    const versions = Array.from(
      { length: 100_000 },
      (_, i) => `1.${Math.floor(i / 1000)}.${i % 1000}`
    )
    release(
      'v1.1.0',
      '2025-02-01T00:00:00Z',
      cyclonedx(versions.map(v => npmComponent('lodash', v)))
    )
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')]))
    const modeInputs = inputs({ releaseNotes: 'append' })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()

    const row = rowOf(result.summary, '| changed | <code>lodash</code>')
    expect(row).toBe(
      '| changed | <code>lodash</code> | 1.0.0, 1.0.1, 1.0.2, 1.0.3, 1.0.4, 1.0.5, 1.0.6, 1.0.7, ' +
        '1.0.8, 1.0.9, … 99,990 more → 4.17.21 |'
    )
    // The export's details below the changes are all there.
    expect(rowOf(result.summary, 'Export job')).toContain('completed after')
    expect(rowOf(result.summary, 'Component type')).toContain('application')
    expect(Buffer.byteLength(result.summary)).toBeLessThan(64 * 1024)
    const notes = servers.github.releaseBody(repository, TAG)!
    expect(notes).toContain('1.0.9, … 99,990 more → 4.17.21')
    expect(notes.length).toBeLessThan(64 * 1024)
    const file = JSON.parse(await readFile(modeInputs.sbomDiffFile!, 'utf8'))
    expect(file.components.changed[0].from).toHaveLength(100_000)
  })
})

describe('a proxy that refuses the way to GitHub', () => {
  it.each([407, 403])('HTTP %i: one warning, its advice once, one full stop', async status => {
    const proxy = await startConnectProxy({ routes: {}, refuseWith: status })
    try {
      exportDelivers(HEAD)
      const result = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        run(inputs({ githubApiUrl: 'http://ghe.example' }))
      )
      expect(result.failure).toBeUndefined()
      const warnings = result.log.split('\n').filter(line => line.startsWith('::warning'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(
        new RegExp(
          `::Check the proxy settings: the proxy ${proxy.url} refused the tunnel to ghe\\.example:80 \\(HTTP ${status}\\); .+ The SBOM was not compared with an earlier release: GET /repos/${repository}/releases failed: the proxy ${proxy.url} answered HTTP ${status} to CONNECT ghe\\.example:80\\.$`
        )
      )
      expect(warnings[0]!.split('Check the proxy settings')).toHaveLength(2)
      expect(result.log + result.summary).not.toMatch(/\.\./)
    } finally {
      await proxy.close()
    }
  })
})
