/** The base choice: which earlier release's SBOM the new one is compared with. */
import { describe, expect, it } from '@jest/globals'
import type { ListedRelease } from '../../../src/github/release-list.js'
import { chooseBase, sbomAssetOf } from '../../../src/modes/sbom-export/sbom-base.js'

let nextId = 1
function release(
  tag: string,
  createdAt: string,
  more: Partial<ListedRelease> & { assetNames?: string[] } = {}
): ListedRelease {
  const { assetNames = [`web-app-${tag}.cdx.json`], ...rest } = more
  return {
    id: nextId++,
    tag_name: tag,
    name: tag,
    draft: false,
    prerelease: false,
    created_at: createdAt,
    published_at: createdAt,
    assets: assetNames.map(name => ({
      id: nextId++,
      name,
      size: 10,
      content_type: 'application/json',
      browser_download_url: `https://github.com/acme/web-app/releases/download/${tag}/${name}`
    })),
    body: '',
    html_url: `https://github.com/acme/web-app/releases/tag/${tag}`,
    upload_url: '',
    ...rest
  }
}
const defaultName = (tag: string) => `web-app-${tag.replace(/\//g, '-')}.cdx.json`
const PREVIOUS = { kind: 'previous' } as const

/** Newest first, as GitHub lists them. */
const RELEASES = [
  release('v3.0.0', '2025-05-01T00:00:00Z', { draft: true }),
  release('v2.1.0', '2025-04-01T00:00:00Z'),
  release('v2.1.0-rc.1', '2025-03-20T00:00:00Z', { prerelease: true }),
  release('v2.0.0', '2025-03-01T00:00:00Z', { assetNames: ['notes.txt'] }),
  release('v1.1.0', '2025-02-01T00:00:00Z'),
  release('v1.0.0', '2025-01-01T00:00:00Z')
]

const chosen = (
  releases: ListedRelease[],
  tag: string,
  compareWith: Parameters<typeof chooseBase>[2] = PREVIOUS
) => {
  const choice = chooseBase(releases, tag, compareWith, defaultName)
  return choice.kind === 'base' ? choice.base.release.tag_name : choice.kind
}

describe('chooseBase: previous', () => {
  it.each<[string, ListedRelease[], string, string]>([
    ['the newest older published release', RELEASES, 'v3.0.0', 'v2.1.0'],
    ['skips prereleases and releases without an SBOM', RELEASES, 'v2.1.0', 'v1.1.0'],
    [
      'skips drafts',
      [
        release('v2', '2025-02-01T00:00:00Z', { draft: true }),
        release('v1', '2025-01-01T00:00:00Z')
      ],
      'v3',
      'v1'
    ],
    [
      'a first release has none',
      [release('v1.0.0', '2025-01-01T00:00:00Z')],
      'v1.0.0',
      'none-earlier'
    ],
    ['no releases at all', [], 'v1.0.0', 'none-earlier'],
    [
      'only drafts and prereleases earlier',
      [
        release('v1', '2025-01-02T00:00:00Z'),
        release('v0.9', '2025-01-01T00:00:00Z', { prerelease: true }),
        release('v0.8', '2024-12-01T00:00:00Z', { draft: true })
      ],
      'v1',
      'none-earlier'
    ],
    ['never a newer release', RELEASES, 'v1.1.0', 'v1.0.0'],
    ['the tag without a release: the newest published one', RELEASES.slice(1), 'v9.9.9', 'v2.1.0'],
    [
      'by created_at, whatever the list order',
      [
        release('v1', '2025-01-01T00:00:00Z'),
        release('v3', '2025-03-01T00:00:00Z'),
        release('v2', '2025-02-01T00:00:00Z'),
        release('v4', '2025-04-01T00:00:00Z')
      ],
      'v4',
      'v3'
    ],
    [
      'of two equally old, the one listed first',
      [
        release('v5', '2025-06-01T00:00:00Z'),
        release('b', '2025-05-01T00:00:00Z'),
        release('a', '2025-05-01T00:00:00Z')
      ],
      'v5',
      'b'
    ],
    [
      'own release with an unreadable time: any other',
      [release('v2', 'garbage'), release('v1', '2025-01-01T00:00:00Z')],
      'v2',
      'v1'
    ]
  ])('%s', (_, releases, tag, expected) => {
    expect(chosen(releases, tag)).toBe(expected)
  })
})

describe('chooseBase: an explicit tag', () => {
  it.each<[string, string, string]>([
    ['a published release', 'v1.0.0', 'v1.0.0'],
    ['a prerelease is allowed', 'v2.1.0-rc.1', 'v2.1.0-rc.1'],
    ['a draft is allowed', 'v3.0.0', 'v3.0.0'],
    ['a tag without a release', 'v0.1.0', 'no-release'],
    ['a release without an SBOM asset', 'v2.0.0', 'no-asset']
  ])('%s', (_, tag, expected) => {
    expect(chosen(RELEASES, 'v9', { kind: 'tag', tag })).toBe(expected)
  })

  it('names the missing tag and the release without an asset', () => {
    expect(chooseBase(RELEASES, 'v9', { kind: 'tag', tag: 'v0.1.0' }, defaultName)).toEqual({
      kind: 'no-release',
      tag: 'v0.1.0'
    })
    const choice = chooseBase(RELEASES, 'v9', { kind: 'tag', tag: 'v2.0.0' }, defaultName)
    expect(choice.kind === 'no-asset' && choice.release.tag_name).toBe('v2.0.0')
  })
})

describe('sbomAssetOf', () => {
  it.each<[string, string[], string | undefined]>([
    [
      'the asset named as this action names it',
      ['other.cdx.json', 'web-app-v1.cdx.json'],
      'web-app-v1.cdx.json'
    ],
    ['else the only .cdx.json asset', ['notes.txt', 'Custom.CDX.JSON'], 'Custom.CDX.JSON'],
    ['not one of several .cdx.json assets', ['a.cdx.json', 'b.cdx.json'], undefined],
    ['none among other files', ['notes.txt', 'sbom.spdx.json'], undefined],
    ['none on a release without assets', [], undefined]
  ])('%s', (_, names, expected) => {
    expect(
      sbomAssetOf(release('v1', '2025-01-01T00:00:00Z', { assetNames: names }), defaultName)?.name
    ).toBe(expected)
  })

  it('finds a name GitHub stored with special characters replaced', () => {
    const r = release('feature/x', '2025-01-01T00:00:00Z', {
      assetNames: ['a.cdx.json', 'sbom.for.x.cdx.json']
    })
    expect(sbomAssetOf(r, () => 'sbom for x.cdx.json')?.name).toBe('sbom.for.x.cdx.json')
  })

  it('uses the name for that release’s tag, not this run’s', () => {
    const r = release('release/1.0', '2025-01-01T00:00:00Z', {
      assetNames: ['a.cdx.json', 'web-app-release-1.0.cdx.json']
    })
    expect(sbomAssetOf(r, defaultName)?.name).toBe('web-app-release-1.0.cdx.json')
  })
})
