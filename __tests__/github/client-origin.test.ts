/** github-token goes to GitHub's API origin only, also when a next-page link points elsewhere. */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { sendJson, startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import { listPullRequestCommits } from '../../src/github/commits.js'

let github: HostileServer
let elsewhere: HostileServer

beforeAll(async () => {
  elsewhere = await startHostileServer((_req, res) => sendJson(res, []), '127.0.0.2')
  github = await startHostileServer((_req, res) =>
    sendJson(res, [{ sha: 'a'.repeat(40), commit: { message: 'PROJ-1' } }], 200, {
      link: `<${elsewhere.url}/repos/acme/widgets/pulls/12/commits?page=2>; rel="next"`
    })
  )
})
afterAll(async () => {
  await Promise.all([github.close(), elsewhere.close()])
})

it('does not follow a Link rel="next" to another origin with the token', async () => {
  await expect(
    listPullRequestCommits({
      token: 'ghs_secret',
      apiUrl: github.url,
      owner: 'acme',
      repo: 'widgets',
      pullNumber: 12
    })
  ).rejects.toThrow(/refused to follow a link to http:\/\/127\.0\.0\.2/)
  expect(github.requests).toHaveLength(1)
  expect(elsewhere.requests).toHaveLength(0)
})
