/**
 * GitHub listings against a hostile GitHub: silences, endless next-page links, links to another
 * origin, answers of the wrong shape or size, and the run's cancellation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import {
  endlessGitHubPage,
  sendJson,
  stallBody,
  startHostileServer,
  type HostileServer
} from '../../emulator/hostile.js'
import { listPullRequestCommits, type CommitListRequest } from '../../src/github/commits.js'
import { GitHubError } from '../../src/github/errors.js'
import { nextLink } from '../../src/github/paginate.js'
import { attachReleaseAsset } from '../../src/github/releases.js'
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { rejectionOf } from '../support/rejection.js'

const TOKEN = 'ghs_listing_secret_token'
const SHA = 'a'.repeat(40)

let github: HostileServer
let elsewhere: HostileServer

beforeAll(async () => {
  github = await startHostileServer()
  elsewhere = await startHostileServer((_req, res) => sendJson(res, []), '127.0.0.2')
})
afterAll(async () => {
  await Promise.all([github.close(), elsewhere.close()])
})
afterEach(() => {
  github.requests.length = 0
  elsewhere.requests.length = 0
})

function commitsRequest(parts: Partial<CommitListRequest> = {}): CommitListRequest {
  return {
    token: TOKEN,
    apiUrl: github.url,
    owner: 'acme',
    repo: 'widgets',
    pullNumber: 7,
    retryBaseMs: 1,
    ...parts
  }
}

const failure = (promise: Promise<unknown>): Promise<GitHubError> =>
  rejectionOf(promise, GitHubError)

const COMMITS = 'GET /repos/acme/widgets/pulls/7/commits'

describe('a GitHub listing', () => {
  it('gives up on a page that never answers, at the idle deadline', async () => {
    github.handle(() => undefined)
    const error = await failure(listPullRequestCommits(commitsRequest({ idleTimeoutMs: 200 })))
    expect(error.message).toBe(`${COMMITS} failed: no data from GitHub for 0.2 s`)
    expect(error.transfer).toBe('ESTALLED')
    expect(github.requests).toHaveLength(1)
  })

  it('gives up on a page whose body stops part-way', async () => {
    github.handle((_req, res) => stallBody(res))
    const error = await failure(listPullRequestCommits(commitsRequest({ idleTimeoutMs: 200 })))
    expect(error.message).toBe(`${COMMITS} failed: no data from GitHub for 0.2 s`)
  })

  it('gives up when the whole listing outlasts its deadline', async () => {
    github.handle(() => undefined)
    const error = await failure(listPullRequestCommits(commitsRequest({ timeoutMs: 200 })))
    expect(error.message).toBe(`${COMMITS} failed: no complete listing within 0.2 s`)
  })

  it('stops at the page bound when every page links to another', async () => {
    github.handle((req, res, index) => endlessGitHubPage(res, `${github.url}${req.path}`, index))
    const error = await failure(listPullRequestCommits(commitsRequest()))
    expect(error.message).toBe(
      `${COMMITS} failed: GitHub kept sending next-page links; gave up after 5 pages`
    )
    expect(github.requests).toHaveLength(5)
  })

  it('stops at once when the run is cancelled', async () => {
    github.handle(() => undefined)
    const controller = new AbortController()
    const listing = listPullRequestCommits(commitsRequest({ signal: controller.signal }))
    setTimeout(() => controller.abort(), 50)
    const error = await failure(listing)
    expect(error.message).toBe(`${COMMITS} failed: cancelled`)
  })

  it('refuses an answer larger than the bound', async () => {
    github.handle((_req, res) =>
      sendJson(res, [{ sha: SHA, commit: { message: 'x'.repeat(5_000) } }])
    )
    const error = await failure(listPullRequestCommits(commitsRequest({ maxResponseBytes: 1_000 })))
    expect(error.message).toBe(`${COMMITS} failed: an answer larger than 1000 bytes`)
  })

  it('refuses a commit whose message is not text, naming it', async () => {
    github.handle((_req, res) => sendJson(res, [{ sha: SHA, commit: { message: { a: 1 } } }]))
    const error = await failure(listPullRequestCommits(commitsRequest()))
    expect(error.message).toBe(
      `${COMMITS} failed: the answer is not the listing GitHub sends: commit aaaaaaa has no message`
    )
  })

  it('refuses a page that is not a list', async () => {
    github.handle((_req, res) => sendJson(res, { message: 'hello' }))
    const error = await failure(listPullRequestCommits(commitsRequest()))
    expect(error.message).toMatch(/not an array of commits$/)
  })

  it('keeps the token off a release-asset listing that links to another origin', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'paginate-test-'))
    try {
      const file = path.join(work, 'sbom.json')
      await writeFile(file, '{}')
      github.handle((req, res) => {
        if (req.path.startsWith('/repos/acme/widgets/releases/tags/')) {
          sendJson(res, {
            id: 5,
            upload_url: `${github.url}/repos/acme/widgets/releases/5/assets{?name,label}`,
            html_url: 'https://github.com/acme/widgets/releases/v1'
          })
        } else {
          sendJson(res, [], 200, {
            link: `<${elsewhere.url}/repos/acme/widgets/releases/5/assets?page=2>; rel="next"`
          })
        }
      })
      await expect(
        attachReleaseAsset({
          token: TOKEN,
          apiUrl: github.url,
          owner: 'acme',
          repo: 'widgets',
          tag: 'v1',
          assetName: 'sbom.json',
          file,
          retryBaseMs: 1
        })
      ).rejects.toThrow(/refused to follow a link to http:\/\/127\.0\.0\.2/)
      expect(elsewhere.requests).toHaveLength(0)
      expect(github.requests.map(r => r.method)).toEqual(['GET', 'GET'])
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})

describe('nextLink', () => {
  it('finds rel="next" among other relations, with braces escaped', () => {
    expect(
      nextLink(
        '<https://api.github.com/x?page=1>; rel="prev", <https://api.github.com/x?page=3&q={a}>; rel="next"'
      )
    ).toBe('https://api.github.com/x?page=3&q=%7Ba%7D')
    expect(nextLink('<https://api.github.com/x?page=9>; rel="last"')).toBeUndefined()
    expect(nextLink(undefined)).toBeUndefined()
  })
})
