/** The releases list, against the fake GitHub: newest first, drafts and prereleases, the page bound. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startFakeGitHub, type FakeGitHub } from '../../emulator/github-api.js'
import { createGitHubClient } from '../../src/github/client.js'
import { listReleases, MAX_RELEASE_PAGES } from '../../src/github/release-list.js'

let github: FakeGitHub

beforeAll(async () => {
  github = await startFakeGitHub({
    releases: [
      {
        repository: 'acme/web-app',
        tag: 'v1.0.0',
        createdAt: '2025-01-10T10:00:00Z',
        body: 'First.',
        assets: [{ name: 'web-app-v1.0.0.cdx.json', data: '{}' }]
      },
      {
        repository: 'acme/web-app',
        tag: 'v1.1.0-rc.1',
        prerelease: true,
        createdAt: '2025-02-01T10:00:00Z'
      },
      { repository: 'acme/web-app', tag: 'v1.1.0', createdAt: '2025-02-10T10:00:00Z' },
      { repository: 'acme/web-app', tag: 'v2.0.0', draft: true, createdAt: '2025-03-01T10:00:00Z' },
      { repository: 'acme/other', tag: 'v9.0.0', createdAt: '2025-04-01T10:00:00Z' },
      // Many releases of another repository, for the page bound.
      ...Array.from({ length: 250 }, (_, i) => ({
        repository: 'acme/busy',
        tag: `v0.${i}.0`,
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString()
      }))
    ]
  })
})

afterAll(async () => {
  await github.close()
})

const client = () => createGitHubClient({ token: github.token, apiUrl: github.url })

describe('listReleases', () => {
  it('lists the repository’s releases newest first, drafts and prereleases marked', async () => {
    const { releases, complete } = await listReleases(await client(), {
      owner: 'acme',
      repo: 'web-app'
    })
    expect(complete).toBe(true)
    expect(releases.map(r => [r.tag_name, r.draft, r.prerelease])).toEqual([
      ['v2.0.0', true, false],
      ['v1.1.0', false, false],
      ['v1.1.0-rc.1', false, true],
      ['v1.0.0', false, false]
    ])
    const first = releases[3]!
    expect(first).toMatchObject({
      created_at: '2025-01-10T10:00:00Z',
      body: 'First.',
      immutable: false,
      html_url: 'https://github.com/acme/web-app/releases/tag/v1.0.0'
    })
    expect(first.upload_url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/repos\/acme\/web-app\//)
    expect(first.assets).toEqual([
      expect.objectContaining({ name: 'web-app-v1.0.0.cdx.json', size: 2 })
    ])
    expect(first.assets[0]!.id).toEqual(expect.any(Number))
  })

  it('stops at the page bound without asking for the next page, and says the list is cut', async () => {
    const before = github.requests.length
    const { releases, complete } = await listReleases(await client(), {
      owner: 'acme',
      repo: 'busy',
      maxPages: 2
    })
    expect(releases).toHaveLength(200)
    expect(releases[0]!.tag_name).toBe('v0.249.0')
    expect(complete).toBe(false)
    const pages = github.requests.slice(before).filter(r => r.path.includes('/repos/acme/busy/'))
    expect(pages.map(r => r.path)).toEqual([
      '/repos/acme/busy/releases?per_page=100',
      expect.stringMatching(/^\/repos\/acme\/busy\/releases\?per_page=100&page=2$/)
    ])
  })

  it('reads every page up to the default bound', async () => {
    expect(MAX_RELEASE_PAGES).toBe(10)
    const { releases, complete } = await listReleases(await client(), {
      owner: 'acme',
      repo: 'busy'
    })
    expect(releases).toHaveLength(250)
    expect(complete).toBe(true)
    expect(releases.at(-1)!.tag_name).toBe('v0.0.0')
  })

  it('is complete when the last allowed page is the last page', async () => {
    const { releases, complete } = await listReleases(await client(), {
      owner: 'acme',
      repo: 'busy',
      maxPages: 3
    })
    expect(releases).toHaveLength(250)
    expect(complete).toBe(true)
  })

  it('throws Octokit’s error with the status GitHub answered', async () => {
    github.refuseReleases(true)
    try {
      await expect(
        listReleases(await client(), { owner: 'acme', repo: 'web-app' })
      ).rejects.toMatchObject({ status: 403 })
    } finally {
      github.refuseReleases(false)
    }
  })
})
