/** Reading a pull request's commit messages from the fake GitHub API over loopback. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { fakeSha, startFakeGitHub, type FakeGitHub } from '../../emulator/index.js'
import { GitHubError } from '../../src/github/errors.js'
import {
  listPullRequestCommits,
  MAX_COMMITS,
  type CommitListRequest
} from '../../src/github/commits.js'
import { freePort, rejectionOf } from '../support/index.js'

let github: FakeGitHub

beforeAll(async () => {
  github = await startFakeGitHub()
})

afterAll(async () => {
  await github.close()
})

beforeEach(() => {
  github.refuseCommits(false)
})

function request(parts: Partial<CommitListRequest> = {}): CommitListRequest {
  return {
    token: github.token,
    apiUrl: github.url,
    owner: 'acme',
    repo: 'widgets',
    pullNumber: 1,
    retryBaseMs: 1,
    ...parts
  }
}

function commits(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    sha: fakeSha(`${prefix}-${i}`),
    message: `${prefix} ${i}\n\nbody ${i}`
  }))
}

const failure = (promise: Promise<unknown>): Promise<GitHubError> =>
  rejectionOf(promise, GitHubError)

describe('listPullRequestCommits', () => {
  it('reads every page, oldest first, with the token sent to the API only', async () => {
    const given = commits(230, 'paged')
    github.setCommits('acme/widgets', 11, given)
    const before = github.requests.length
    const listed = await listPullRequestCommits(request({ pullNumber: 11 }))
    expect(listed).toEqual(given)
    const requests = github.requests.slice(before)
    expect(requests.map(r => new URL(r.path, github.url).searchParams.get('page'))).toEqual([
      null,
      '2',
      '3'
    ])
    expect(requests.every(r => r.authorization?.endsWith(github.token))).toBe(true)
  })

  it(`stops at the ${MAX_COMMITS} commits GitHub lists`, async () => {
    github.setCommits('acme/widgets', 12, commits(300, 'many'))
    const listed = await listPullRequestCommits(request({ pullNumber: 12 }))
    expect(listed).toHaveLength(MAX_COMMITS)
    expect(listed[0]!.message).toBe('many 0\n\nbody 0')
  })

  it('gives an empty list for a pull request without commits', async () => {
    github.setCommits('acme/widgets', 13, [])
    expect(await listPullRequestCommits(request({ pullNumber: 13 }))).toEqual([])
  })

  it('a token GitHub does not accept: status 401, the token not in the message', async () => {
    github.setCommits('acme/widgets', 14, commits(1, 'x'))
    const error = await failure(
      listPullRequestCommits(request({ pullNumber: 14, token: 'ghs_wrong_token' }))
    )
    expect(error.status).toBe(401)
    expect(error.message).toMatch(
      /^GET \/repos\/acme\/widgets\/pulls\/14\/commits answered HTTP 401: Bad credentials/
    )
    expect(error.message).not.toContain('ghs_wrong_token')
  })

  it('a token without access: status 403', async () => {
    github.setCommits('acme/widgets', 15, commits(1, 'x'))
    github.refuseCommits(true)
    const error = await failure(listPullRequestCommits(request({ pullNumber: 15 })))
    expect(error.status).toBe(403)
    expect(error.message).toContain('answered HTTP 403')
  })

  it('an unreachable API: no status, and says it failed', async () => {
    const port = await freePort()
    const error = await failure(
      listPullRequestCommits(request({ apiUrl: `http://127.0.0.1:${port}` }))
    )
    expect(error.status).toBeUndefined()
    expect(error.message).toMatch(/^GET \/repos\/acme\/widgets\/pulls\/1\/commits failed: /)
  })
})
