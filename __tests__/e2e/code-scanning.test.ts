/**
 * End-to-end for `mode: code-scanning`: the bundled dist/index.js in a child process, with the
 * environment a GitHub runner gives it on a push to main, against the emulator and the fake GitHub
 * API: one upload at the scan's commit, the SARIF valid, each token only to its own origin; and a
 * pull request event, which uploads nothing. The other paths run in process.
 */
import { describe, expect, it } from '@jest/globals'
import { runAction, type ActionRun } from '../../scripts/lib/action-runner.js'
import {
  codeScanningServers,
  GITHUB_SHA,
  MAIN,
  REPOSITORY,
  SCAN_COMMIT,
  sarifFile,
  uploadedSarif
} from '../support/code-scanning.js'
import { emulatorInputs } from '../support/inputs.js'
import { RUNTIMES } from '../support/runtimes.js'
import { expectValidSarif } from '../support/sarif.js'
import { expectNoTokenLeak } from '../support/secrets.js'

const servers = codeScanningServers()

function run(node: string, eventName: string, ref: string): Promise<ActionRun> {
  const { emulator, github } = servers
  emulator.resetRequests()
  return runAction({
    node,
    eventName,
    github: { ref, token: github.token, repository: REPOSITORY },
    inputs: { mode: 'code-scanning', ...emulatorInputs(emulator) },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA
    }
  })
}

describe.each(RUNTIMES)('code-scanning, dist/index.js under %s', (_name, node) => {
  it('on a push to main: one upload of the open findings at the scan commit', async () => {
    const before = servers.github.sarifUploads.length
    const result = await run(node, 'push', MAIN)
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(servers.github.sarifUploads).toHaveLength(before + 1)
      expect(servers.github.sarifUploads.at(-1)).toMatchObject({
        commitSha: SCAN_COMMIT,
        ref: MAIN
      })
      const sarif = uploadedSarif(servers.github)
      expectValidSarif(sarif)
      expect(sarifFile(result.outputs['sarif-file']!)).toEqual(sarif)
      expect(result.outputs['result-count']).toBe(String(sarif.runs[0]!.results.length))
      expect(result.outputs['scan-commit']).toBe(SCAN_COMMIT)
      expect(result.summary.split('\n')[2]).toMatch(/^✅ Uploaded 7 results /)
      expect(servers.emulator.requests.filter(r => r.nonConformity !== undefined)).toEqual([])
      // The platform token went only to the platform, the GitHub token only to GitHub.
      expect(servers.github.requests.at(-1)!.authorization).toBe(`token ${servers.github.token}`)
      expectNoTokenLeak(result, servers)
    } finally {
      await result.cleanup()
    }
  })

  it('on a pull request from a fork, with no token: the same notice, exit 0', async () => {
    const result = await runAction({
      node,
      eventName: 'pull_request',
      event: {
        pull_request: {
          number: 7,
          head: { repo: { full_name: 'someone/widgets' } },
          base: { repo: { full_name: REPOSITORY } }
        }
      },
      github: { ref: 'refs/pull/7/merge', token: '', repository: REPOSITORY },
      inputs: { mode: 'code-scanning', token: '', 'api-url': servers.emulator.url }
    })
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout).toMatch(/^::notice title=.*::Nothing uploaded on a pull request/m)
      expect(result.summary).toContain('✅ Nothing uploaded on a pull request')
    } finally {
      await result.cleanup()
    }
  })

  it('on a pull request: one notice, nothing uploaded, exit 0', async () => {
    const before = servers.github.requests.length
    const result = await run(node, 'pull_request', 'refs/pull/7/merge')
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout.match(/^::notice/gm)).toHaveLength(1)
      expect(servers.github.requests).toHaveLength(before)
      expect(servers.emulator.requests.filter(r => r.server === 'api')).toEqual([])
    } finally {
      await result.cleanup()
    }
  })
})
