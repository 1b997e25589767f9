/**
 * End-to-end, what changed since the previous release: on a tag push the bundled action exports the
 * SBOM, attaches it to the tag's release, finds the previous release in the fake GitHub's releases
 * list, downloads that release's SBOM through the redirect to the asset store (without the token),
 * and reports the changes as outputs, a file, a summary section and a section of the release notes.
 * A re-run replaces the section and keeps the notes people wrote. On Node 24, action.yml's runtime.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import {
  startEmulator,
  startFakeGitHub,
  type Emulator,
  type FakeGitHub
} from '../../emulator/index.js'
import { GITHUB_REPOSITORY, runAction, type ActionRun } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/runtimes.js'
import { cyclonedx, EARLIER_SBOM, npmComponent } from '../support/sbom.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import { waitingSbomExport } from '../support/servers.js'

const EXPORTED = cyclonedx(
  [
    npmComponent('express', '4.19.2'),
    npmComponent('lodash', '4.17.21'),
    npmComponent('zod', '3.23.8')
  ],
  [
    {
      id: 'CVE-2024-29041',
      ratings: [{ severity: 'medium' }, { severity: 'critical' }],
      affects: [{ ref: 'pkg:npm/express@4.19.2' }]
    },
    { id: 'GHSA-xxxx-yyyy-zzzz', affects: [{ ref: 'pkg:npm/zod@3.23.8' }] }
  ]
)
const NOTES = 'Highlights of this release.\n\n- Faster start-up.'

let emulator: Emulator
let github: FakeGitHub

beforeAll(async () => {
  ;[emulator, github] = await Promise.all([
    startEmulator({
      dataset: { repositoryNames: [GITHUB_REPOSITORY] },
      exportPollsUntilDone: 0
    }),
    startFakeGitHub()
  ])
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close()])
})

describe.each(RUNTIMES)('dist/index.js under %s', (name, node) => {
  // Each runtime gets its own tags, so that the two runs of the suite do not meet.
  const tag = `v2.0.0-${name.replace(/[^a-z0-9]+/gi, '')}`
  const previous = `v1.0.0-${name.replace(/[^a-z0-9]+/gi, '')}`

  async function exportTag(): Promise<ActionRun> {
    emulator.addFault({
      operation: 'downloadSbom',
      action: { type: 'malformed', body: EXPORTED, contentType: 'application/json' }
    })
    return runAction({
      node,
      inputs: waitingSbomExport(emulator, { 'release-notes': 'append' }),
      github: { ref: `refs/tags/${tag}`, token: github.token },
      eventName: 'push',
      env: { GITHUB_API_URL: github.url }
    })
  }

  it('on a tag push, compares with the previous release and writes the changes everywhere', async () => {
    github.addRelease({
      repository: GITHUB_REPOSITORY,
      tag: previous,
      createdAt: '2025-01-01T00:00:00Z',
      assets: [{ name: `widgets-${previous}.cdx.json`, data: EARLIER_SBOM }]
    })
    github.addRelease({
      repository: GITHUB_REPOSITORY,
      tag: `${previous}-rc`,
      prerelease: true,
      createdAt: '2025-01-15T00:00:00Z',
      assets: [{ name: `widgets-${previous}-rc.cdx.json`, data: cyclonedx([]) }]
    })
    github.addRelease({
      repository: GITHUB_REPOSITORY,
      tag,
      createdAt: '2025-02-01T00:00:00Z',
      body: NOTES
    })

    const first = await exportTag()
    try {
      expect(first.stderr).toBe('')
      expect(first.exitCode).toBe(0)
      expect(first.outputs).toMatchObject({
        'sbom-diff-base': previous,
        'components-added': '1',
        'components-removed': '1',
        'components-changed': '2',
        'vulnerabilities-introduced': '2',
        'vulnerabilities-resolved': '1'
      })
      // The default file name holds the repository ID, in RUNNER_TEMP.
      expect(first.outputs['sbom-diff-file']).toBe(
        `${first.runnerTemp}/sbom-diff-${first.outputs['repository-id']}.json`
      )
      const file = JSON.parse(await readFile(first.outputs['sbom-diff-file']!, 'utf8'))
      expect(file.base).toEqual({ tag: previous, asset: `widgets-${previous}.cdx.json` })
      expect(file.head).toEqual({ ref: `refs/tags/${tag}` })
      expect(file.vulnerabilities.introduced).toEqual([
        { id: 'CVE-2024-29041', severity: 'critical', affects: ['pkg:npm/express@4.19.2'] },
        { id: 'GHSA-xxxx-yyyy-zzzz', severity: 'unknown', affects: ['pkg:npm/zod@3.23.8'] }
      ])
      expect(file.components.changed).toEqual([
        { name: 'express', purl: 'pkg:npm/express', from: ['4.18.2'], to: ['4.19.2'] },
        { name: 'lodash', purl: 'pkg:npm/lodash', from: ['4.17.20'], to: ['4.17.21'] }
      ])

      // The SBOM is attached to this release, and the previous one's was read past the redirect.
      expect(github.releaseAssets(GITHUB_REPOSITORY, tag).map(a => a.name)).toEqual([
        `widgets-${tag}.cdx.json`
      ])
      const store = github.requests.filter(r => r.origin === 'asset-store')
      expect(store.length).toBeGreaterThan(0)
      expect(store.every(r => r.authorization === undefined && r.status === 200)).toBe(true)

      const verdict = first.summary.split('\n').filter(Boolean)[1]
      expect(verdict).toMatch(
        new RegExp(
          `^✅ Exported the SBOM .*attached to release <code>${tag}</code>; since <code>${previous}</code>: 2 vulnerabilities introduced, 1 resolved, 4 component changes\\.$`
        )
      )
      expect(first.summary).toContain(`### Changes since ${previous}`)
      expect(first.summary).toMatch(/\| \*\*critical\*\* \| <code>CVE-2024-29041<\/code> \|/)

      const notes = github.releaseBody(GITHUB_REPOSITORY, tag)!
      expect(notes.startsWith(`${NOTES}\n\n<!-- sbom-diff:start -->\n### Changes since`)).toBe(true)
      expect(notes).toContain('| changed | <code>lodash</code> | 4.17.20 → 4.17.21 |')
      expectNoTokenLeak(first, { emulator, github })
    } finally {
      await first.cleanup()
    }

    // Someone adds a line after the section; the re-run replaces the section and keeps the line.
    const edited = `${github.releaseBody(GITHUB_REPOSITORY, tag)!}\nThanks to every contributor.`
    github.addRelease({
      repository: GITHUB_REPOSITORY,
      tag,
      createdAt: '2025-02-01T00:00:00Z',
      body: edited,
      assets: [{ name: `widgets-${tag}.cdx.json`, data: EXPORTED }]
    })
    const again = await exportTag()
    try {
      expect(again.exitCode).toBe(0)
      expect(again.outputs['sbom-diff-base']).toBe(previous)
      expect(again.summary).toContain('replacing the one of an earlier run')
      const notes = github.releaseBody(GITHUB_REPOSITORY, tag)!
      expect(notes).toBe(edited)
      expect(notes.split('<!-- sbom-diff:start -->')).toHaveLength(2)
      expect(github.releaseAssets(GITHUB_REPOSITORY, tag)).toHaveLength(1)
      expectNoTokenLeak(again, { emulator, github })
    } finally {
      await again.cleanup()
    }
  })
})
