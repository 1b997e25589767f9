/**
 * Two runs replacing the same release asset at once: the other run's delete or upload comes between
 * this run's listing, delete and upload, and the asset is still attached in the end.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { sendJson, startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import { attachReleaseAsset } from '../../src/github/releases.js'

let github: HostileServer
let work: string
let file: string

beforeAll(async () => {
  github = await startHostileServer()
  work = await mkdtemp(path.join(tmpdir(), 'releases-race-'))
  file = path.join(work, 'sbom.json')
  await writeFile(file, '{"bomFormat":"CycloneDX"}')
})
afterAll(async () => {
  await github.close()
  await rm(work, { recursive: true, force: true })
})

const ASSET = { id: 9, name: 'widgets.cdx.json' }

/** A GitHub whose asset was taken care of by another run: `deleteStatus`, `uploads` in turn. */
function racingGitHub(deleteStatus: number, uploads: number[]): void {
  let upload = 0
  github.handle((req, res) => {
    if (req.path === '/repos/acme/widgets/releases/tags/v1') {
      sendJson(res, {
        id: 5,
        upload_url: `${github.url}/repos/acme/widgets/releases/5/assets{?name,label}`,
        html_url: 'https://github.com/acme/widgets/releases/v1'
      })
    } else if (req.path.startsWith('/repos/acme/widgets/releases/5/assets?per_page')) {
      sendJson(res, [ASSET])
    } else if (req.method === 'DELETE') {
      res.writeHead(deleteStatus).end()
    } else if (req.method === 'POST') {
      const status = uploads[upload++] ?? 201
      if (status === 422) {
        sendJson(
          res,
          {
            message: 'Validation Failed',
            errors: [{ resource: 'ReleaseAsset', code: 'already_exists', field: 'name' }]
          },
          422
        )
      } else {
        sendJson(
          res,
          { id: 10, name: ASSET.name, size: 25, browser_download_url: 'https://github.com/x' },
          201
        )
      }
    } else {
      sendJson(res, { message: 'Not Found' }, 404)
    }
  })
}

const request = () => ({
  token: 'ghs_race_token',
  apiUrl: github.url,
  owner: 'acme',
  repo: 'widgets',
  tag: 'v1',
  assetName: ASSET.name,
  file,
  retryBaseMs: 1
})

it('takes a 404 to the delete as the asset being gone already', async () => {
  racingGitHub(404, [201])
  const asset = await attachReleaseAsset(request())
  expect(asset).toMatchObject({ name: ASSET.name, replaced: true })
})

it('after a 422 already_exists, deletes what is there and uploads once more', async () => {
  github.requests.length = 0
  racingGitHub(204, [422, 201])
  const asset = await attachReleaseAsset(request())
  expect(asset.name).toBe(ASSET.name)
  expect(github.requests.map(r => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
    'GET /repos/acme/widgets/releases/tags/v1',
    'GET /repos/acme/widgets/releases/5/assets',
    'DELETE /repos/acme/widgets/releases/assets/9',
    'POST /repos/acme/widgets/releases/5/assets',
    'GET /repos/acme/widgets/releases/5/assets',
    'DELETE /repos/acme/widgets/releases/assets/9',
    'POST /repos/acme/widgets/releases/5/assets'
  ])
})

it('a second 422 is a failure, not a loop', async () => {
  racingGitHub(204, [422, 422])
  await expect(attachReleaseAsset(request())).rejects.toThrow(
    /answered HTTP 422: Validation Failed/
  )
})
