/**
 * The fake GitHub API's releases, assets and uploads, driven by the real `@actions/github` octokit
 * as the action drives it: lookup by tag, listing, delete, upload on the separate upload origin
 * through the release's `upload_url` template, refusals, server errors and where tokens went.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { githubAssetName, startFakeGitHub, type FakeGitHub } from '../../emulator/github-api.js'

const REPOSITORY = 'acme/web-app'
const TAG = 'v3.1.0'
const ASSET = 'web-app-v3.1.0.cdx.json'

let github: FakeGitHub
let octokit: ReturnType<typeof getOctokit>

beforeAll(async () => {
  github = await startFakeGitHub({
    releases: [
      {
        repository: REPOSITORY,
        tag: TAG,
        assets: [{ name: 'notes.txt', contentType: 'text/plain', data: 'release notes' }]
      },
      { repository: REPOSITORY, tag: 'v4.0.0-draft', draft: true }
    ]
  })
  // No retries: a 5xx must reach the test as it reaches the action.
  octokit = getOctokit(github.token, { baseUrl: github.url, request: { retries: 0 } })
})

afterAll(async () => {
  await github.close()
})

beforeEach(() => {
  github.refuseReleases(false)
  github.failUploads(undefined)
})

async function getRelease(tag = TAG) {
  const [owner = '', repo = ''] = REPOSITORY.split('/')
  return (await octokit.rest.repos.getReleaseByTag({ owner, repo, tag })).data
}

async function upload(uploadUrl: string, name: string, data: string, label?: string) {
  return octokit.rest.repos.uploadReleaseAsset({
    url: uploadUrl,
    owner: 'acme',
    repo: 'web-app',
    release_id: 0,
    name,
    label,
    // The endpoint types `data` as a string; octokit sends it as the raw body.
    data,
    headers: { 'content-type': 'application/json' }
  })
}

describe('releases', () => {
  it('answers the release of a tag with an upload_url template on the upload origin', async () => {
    const release = await getRelease()
    expect(release).toMatchObject({
      tag_name: TAG,
      name: TAG,
      draft: false,
      html_url: `https://github.com/${REPOSITORY}/releases/tag/${TAG}`,
      upload_url: `${github.uploadUrl}/repos/${REPOSITORY}/releases/${release.id}/assets{?name,label}`
    })
    expect(github.uploadUrl).not.toBe(github.url)
    expect(release.assets.map(a => a.name)).toEqual(['notes.txt'])
    expect(github.requests.at(-1)).toMatchObject({
      origin: 'api',
      method: 'GET',
      path: `/repos/${REPOSITORY}/releases/tags/${TAG}`,
      authorization: `token ${github.token}`,
      status: 200
    })
  })

  it('answers 404 for a tag without a release, a draft release and an unknown repository', async () => {
    for (const [repository, tag] of [
      [REPOSITORY, 'v9.9.9'],
      [REPOSITORY, 'v4.0.0-draft'],
      ['acme/other', TAG]
    ] as const) {
      const [owner = '', repo = ''] = repository.split('/')
      await expect(octokit.rest.repos.getReleaseByTag({ owner, repo, tag })).rejects.toMatchObject({
        status: 404,
        response: { data: { message: 'Not Found' } }
      })
    }
  })

  it('matches the repository without regard to case and decodes the tag', async () => {
    const id = github.addRelease({ repository: REPOSITORY, tag: 'release/2025 #1' })
    const found = await octokit.rest.repos.getReleaseByTag({
      owner: 'ACME',
      repo: 'Web-App',
      tag: 'release/2025 #1'
    })
    expect(found.data.id).toBe(id)
    expect(github.requests.at(-1)?.path).toBe(
      '/repos/ACME/Web-App/releases/tags/release%2F2025%20%231'
    )
    github.removeRelease(REPOSITORY, 'release/2025 #1')
    await expect(
      octokit.rest.repos.getReleaseByTag({ owner: 'acme', repo: 'web-app', tag: 'release/2025 #1' })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('answers 401 to a wrong token, on both origins', async () => {
    const wrong = getOctokit('ghs_wrong', { baseUrl: github.url, request: { retries: 0 } })
    await expect(
      wrong.rest.repos.getReleaseByTag({ owner: 'acme', repo: 'web-app', tag: TAG })
    ).rejects.toMatchObject({ status: 401, response: { data: { message: 'Bad credentials' } } })
    const release = await getRelease()
    await expect(
      wrong.rest.repos.uploadReleaseAsset({
        url: release.upload_url,
        owner: 'acme',
        repo: 'web-app',
        release_id: release.id,
        name: 'x.json',
        data: '{}',
        headers: { 'content-type': 'application/json' }
      })
    ).rejects.toMatchObject({ status: 401 })
    expect(github.requests.at(-1)).toMatchObject({ origin: 'upload', status: 401 })
  })
})

describe('assets', () => {
  it('uploads through the expanded upload_url, keeps the bytes and refuses a duplicate name', async () => {
    const release = await getRelease()
    const sbom = JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.7', components: [] })
    const created = await upload(release.upload_url, ASSET, sbom, 'SBOM (CycloneDX)')
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({
      name: ASSET,
      label: 'SBOM (CycloneDX)',
      size: Buffer.byteLength(sbom),
      content_type: 'application/json',
      state: 'uploaded',
      browser_download_url: `https://github.com/${REPOSITORY}/releases/download/${TAG}/${ASSET}`,
      url: `${github.url}/repos/${REPOSITORY}/releases/assets/${created.data.id}`
    })
    // octokit expanded the RFC 6570 template onto the upload origin.
    expect(github.requests.at(-1)).toMatchObject({
      origin: 'upload',
      method: 'POST',
      path: `/repos/${REPOSITORY}/releases/${release.id}/assets?name=${ASSET}&label=SBOM%20%28CycloneDX%29`,
      authorization: `token ${github.token}`,
      contentType: 'application/json',
      status: 201
    })
    const stored = github.releaseAssets(REPOSITORY, TAG).find(a => a.name === ASSET)
    expect(stored).toMatchObject({ size: Buffer.byteLength(sbom), contentType: 'application/json' })
    expect(stored?.bytes.toString('utf8')).toBe(sbom)

    await expect(upload(release.upload_url, ASSET, '{}')).rejects.toMatchObject({
      status: 422,
      response: {
        data: {
          message: 'Validation Failed',
          errors: [{ resource: 'ReleaseAsset', code: 'already_exists', field: 'name' }]
        }
      }
    })
  })

  it('lists assets page by page with a Link header', async () => {
    for (let n = 0; n < 4; n++) {
      github.addRelease({
        repository: 'acme/paged',
        tag: 'v1',
        id: 555,
        assets: Array.from({ length: 5 }, (_, i) => ({ name: `a${i}.txt`, data: `asset ${i}` }))
      })
    }
    const page = await octokit.rest.repos.listReleaseAssets({
      owner: 'acme',
      repo: 'paged',
      release_id: 555,
      per_page: 2
    })
    expect(page.data.map(a => a.name)).toEqual(['a0.txt', 'a1.txt'])
    expect(page.headers.link).toContain('rel="next"')
    const all = await octokit.paginate(octokit.rest.repos.listReleaseAssets, {
      owner: 'acme',
      repo: 'paged',
      release_id: 555,
      per_page: 2
    })
    expect(all.map(a => a.name)).toEqual(['a0.txt', 'a1.txt', 'a2.txt', 'a3.txt', 'a4.txt'])
    await expect(
      octokit.rest.repos.listReleaseAssets({ owner: 'acme', repo: 'web-app', release_id: 555 })
    ).rejects.toMatchObject({ status: 404 })
  })

  it('replaces an asset by deleting it first and uploading again', async () => {
    const release = await getRelease()
    const listed = await octokit.rest.repos.listReleaseAssets({
      owner: 'acme',
      repo: 'web-app',
      release_id: release.id,
      per_page: 100
    })
    const old = listed.data.find(a => a.name === ASSET)
    expect(old).toBeDefined()
    const deleted = await octokit.rest.repos.deleteReleaseAsset({
      owner: 'acme',
      repo: 'web-app',
      asset_id: old!.id
    })
    expect(deleted.status).toBe(204)
    await expect(
      octokit.rest.repos.deleteReleaseAsset({ owner: 'acme', repo: 'web-app', asset_id: old!.id })
    ).rejects.toMatchObject({ status: 404 })

    const created = await upload(release.upload_url, ASSET, '{"second":true}')
    expect(created.data.id).not.toBe(old!.id)
    const assets = github.releaseAssets(REPOSITORY, TAG)
    expect(assets.filter(a => a.name === ASSET)).toHaveLength(1)
    expect(assets.find(a => a.name === ASSET)?.bytes.toString()).toBe('{"second":true}')
    expect((await getRelease()).assets.map(a => a.name)).toEqual(['notes.txt', ASSET])
  })

  it('renames an asset with special characters as GitHub does', async () => {
    expect(githubAssetName('my sbom.json')).toBe('my.sbom.json')
    expect(githubAssetName('.hidden.')).toBe('hidden')
    const release = await getRelease()
    const created = await upload(release.upload_url, 'web app sbom.json', '{}')
    expect(created.data.name).toBe('web.app.sbom.json')
  })
})

describe('refusals and failures', () => {
  it('answers 403 to every release request when told, as to a token without contents access', async () => {
    const release = await getRelease()
    github.refuseReleases(true)
    await expect(getRelease()).rejects.toMatchObject({
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } }
    })
    await expect(upload(release.upload_url, 'refused.json', '{}')).rejects.toMatchObject({
      status: 403
    })
  })

  it("answers 403 only to writes in 'write' mode, as to a contents: read token", async () => {
    github.refuseReleases('write')
    const release = await getRelease()
    await expect(upload(release.upload_url, 'refused.json', '{}')).rejects.toMatchObject({
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } }
    })
    const asset = release.assets[0]!
    await expect(
      octokit.rest.repos.deleteReleaseAsset({ owner: 'acme', repo: 'web-app', asset_id: asset.id })
    ).rejects.toMatchObject({ status: 403 })
    expect(github.releaseAssets(REPOSITORY, TAG).some(a => a.name === 'refused.json')).toBe(false)
  })

  it('answers uploads with a server error, a given number of times', async () => {
    const release = await getRelease()
    github.failUploads(502, 1)
    await expect(upload(release.upload_url, 'retry.json', '{}')).rejects.toMatchObject({
      status: 502
    })
    expect((await upload(release.upload_url, 'retry.json', '{}')).status).toBe(201)
    github.failUploads(500)
    for (let n = 0; n < 2; n++) {
      await expect(upload(release.upload_url, 'never.json', '{}')).rejects.toMatchObject({
        status: 500
      })
    }
  })

  it('records the origin and authorization of every request', () => {
    expect(new Set(github.requests.map(r => r.origin))).toEqual(new Set(['api', 'upload']))
    // What a test of the action asserts: only the GitHub token (here also a wrong one) went there.
    const sent = new Set(github.requests.map(r => r.authorization))
    expect(sent).toEqual(new Set([`token ${github.token}`, 'token ghs_wrong']))
  })
})

describe('pull-request commits still work', () => {
  it('serves the commits listing alongside releases', async () => {
    github.setCommits(REPOSITORY, 7, [{ sha: 'a'.repeat(40), message: 'PROJ-1 fix' }])
    const commits = await octokit.rest.pulls.listCommits({
      owner: 'acme',
      repo: 'web-app',
      pull_number: 7
    })
    expect(commits.data.map(c => c.commit.message)).toEqual(['PROJ-1 fix'])
  })
})

describe('releases list, release edits and asset downloads', () => {
  it('lists releases newest first, drafts and prereleases included, with created_at', async () => {
    github.addRelease({
      repository: 'acme/listed',
      tag: 'v1.0.0',
      createdAt: '2025-01-01T00:00:00Z'
    })
    github.addRelease({
      repository: 'acme/listed',
      tag: 'v1.1.0-rc.1',
      prerelease: true,
      createdAt: '2025-02-01T00:00:00Z'
    })
    github.addRelease({ repository: 'acme/listed', tag: 'v2.0.0', draft: true })
    const { data } = await octokit.rest.repos.listReleases({ owner: 'acme', repo: 'listed' })
    expect(data.map(r => [r.tag_name, r.draft, r.prerelease, r.created_at])).toEqual([
      ['v2.0.0', true, false, expect.stringMatching(/^20[0-9-]+T[0-9:]+Z$/)],
      ['v1.1.0-rc.1', false, true, '2025-02-01T00:00:00Z'],
      ['v1.0.0', false, false, '2025-01-01T00:00:00Z']
    ])
  })

  it('gives releases added one after another increasing created_at', () => {
    const a = github.addRelease({ repository: 'acme/seq', tag: 'a' })
    const b = github.addRelease({ repository: 'acme/seq', tag: 'b' })
    expect(b).toBeGreaterThan(a)
    return octokit.rest.repos.listReleases({ owner: 'acme', repo: 'seq' }).then(({ data }) => {
      expect(data.map(r => r.tag_name)).toEqual(['b', 'a'])
      expect(data[0]!.created_at > data[1]!.created_at).toBe(true)
    })
  })

  it('edits the release notes with PATCH and keeps them', async () => {
    const id = github.addRelease({ repository: 'acme/notes', tag: 'v1', body: 'Written by hand.' })
    const { data } = await octokit.rest.repos.updateRelease({
      owner: 'acme',
      repo: 'notes',
      release_id: id,
      body: 'Written by hand.\n\nMore.'
    })
    expect(data.body).toBe('Written by hand.\n\nMore.')
    expect(github.releaseBody('acme/notes', 'v1')).toBe('Written by hand.\n\nMore.')
    github.refuseReleases('write')
    await expect(
      octokit.rest.repos.updateRelease({ owner: 'acme', repo: 'notes', release_id: id, body: 'x' })
    ).rejects.toMatchObject({ status: 403 })
    expect(github.releaseBody('acme/notes', 'v1')).toBe('Written by hand.\n\nMore.')
  })

  it('redirects an octet-stream asset download to the asset store, which refuses a token', async () => {
    github.addRelease({
      repository: 'acme/dl',
      tag: 'v1',
      assets: [{ name: 'dl-v1.cdx.json', data: '{"bomFormat":"CycloneDX"}' }]
    })
    const [asset] = github.releaseAssets('acme/dl', 'v1')
    const url = `${github.url}/repos/acme/dl/releases/assets/${asset!.id}`
    const auth = { authorization: `token ${github.token}` }
    const metadata = await fetch(url, { headers: auth })
    expect(await metadata.json()).toMatchObject({ id: asset!.id, name: 'dl-v1.cdx.json' })
    const redirect = await fetch(url, {
      headers: { ...auth, accept: 'application/octet-stream' },
      redirect: 'manual'
    })
    expect(redirect.status).toBe(302)
    const location = redirect.headers.get('location')!
    expect(location.startsWith(`${github.assetStoreUrl}/`)).toBe(true)
    expect(new URL(location).origin).not.toBe(new URL(github.url).origin)
    const withToken = await fetch(location, { headers: auth })
    expect(withToken.status).toBe(400)
    const bytes = await fetch(location)
    expect(bytes.status).toBe(200)
    expect(await bytes.text()).toBe('{"bomFormat":"CycloneDX"}')
    const guessed = await fetch(`${github.assetStoreUrl}/assets/${asset!.id}/00`)
    expect(guessed.status).toBe(404)
    const seen = github.requests.filter(r => r.origin === 'asset-store')
    expect(seen.map(r => r.authorization)).toEqual([`token ${github.token}`, undefined, undefined])
  })
})
