/**
 * Release asset downloads: the redirect to the asset store (another origin) is followed without the
 * token, and the size is bounded whether or not the answer declares it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startFakeGitHub, type FakeGitHub } from '../../emulator/github-api.js'
import { createGitHubClient } from '../../src/github/client.js'
import {
  AssetTooLargeError,
  downloadReleaseAsset
} from '../../src/github/release-asset-download.js'

const SBOM = JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6', components: [] })
let github: FakeGitHub
let assetId: number

beforeAll(async () => {
  github = await startFakeGitHub({
    releases: [
      {
        repository: 'acme/web-app',
        tag: 'v1.0.0',
        assets: [{ name: 'web-app-v1.0.0.cdx.json', data: SBOM }]
      }
    ]
  })
  assetId = github.releaseAssets('acme/web-app', 'v1.0.0')[0]!.id
})

afterAll(async () => {
  await github.close()
})

describe('downloadReleaseAsset', () => {
  it('asks GitHub with the token, then fetches the bytes from the asset store without it', async () => {
    const octokit = await createGitHubClient({ token: github.token, apiUrl: github.url })
    const before = github.requests.length
    const bytes = await downloadReleaseAsset(octokit, {
      owner: 'acme',
      repo: 'web-app',
      assetId,
      maxBytes: 1_000_000
    })
    expect(bytes.toString('utf8')).toBe(SBOM)
    const seen = github.requests.slice(before)
    expect(seen.map(r => [r.origin, r.status, r.authorization, r.accept])).toEqual([
      ['api', 302, `token ${github.token}`, 'application/octet-stream'],
      ['asset-store', 200, undefined, 'application/octet-stream']
    ])
  })

  it('refuses an asset whose declared size is above the bound', async () => {
    const octokit = await createGitHubClient({ token: github.token, apiUrl: github.url })
    await expect(
      downloadReleaseAsset(octokit, { owner: 'acme', repo: 'web-app', assetId, maxBytes: 10 })
    ).rejects.toBeInstanceOf(AssetTooLargeError)
  })

  it('answers a missing asset with GitHub’s 404', async () => {
    const octokit = await createGitHubClient({ token: github.token, apiUrl: github.url })
    await expect(
      downloadReleaseAsset(octokit, { owner: 'acme', repo: 'web-app', assetId: 1, maxBytes: 10 })
    ).rejects.toMatchObject({ status: 404 })
  })

  describe('an answer without a declared size', () => {
    let server: Server
    let url: string
    beforeAll(async () => {
      // Chunked, endless unless stopped: the bound must cut it while it is read.
      server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/octet-stream' })
        let sent = 0
        const more = (): void => {
          if (res.destroyed || sent > 50_000_000) return void res.end()
          sent += 64 * 1024
          res.write(Buffer.alloc(64 * 1024, 0x20), more)
        }
        more()
      })
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    })

    it("is cut at the client's bound while it streams, as the compare step sets it", async () => {
      const octokit = await createGitHubClient({
        token: 'ghs_x',
        apiUrl: url,
        maxResponseBytes: 200_000
      })
      await expect(
        downloadReleaseAsset(octokit, { owner: 'o', repo: 'r', assetId: 1, maxBytes: 200_000 })
      ).rejects.toMatchObject({ name: 'GitHubTransferError', code: 'ETOOLARGE' })
    })
  })
})
