/**
 * `run()` of src/main.ts in this process, with the inputs in INPUT_* variables as the runner sets
 * them (action.yml's defaults filled in), against the platform emulator over loopback: each mode is
 * dispatched by its name, a bad mode fails listing the modes, and the summary is written on failure.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { inputDefaults, inputVariable } from '../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../scripts/lib/pull-request-event.js'
import { run } from '../src/main.js'
import { startHostileServer } from '../emulator/hostile.js'
import {
  emulatorForFile,
  emulatorInputs,
  apiRequests,
  captureRun,
  expectNoTokenLeak,
  expectSecretNotShown,
  withEnv,
  type Captured
} from './support/index.js'

const servers = emulatorForFile(
  {
    dataset: {
      repositories: 3,
      lockfilesPerRepository: { min: 1, max: 2 },
      findings: 5,
      // finding 5006: the workflow repository's, which ticket-link looks a named finding up in
      findingBatches: [{ count: 1, ref: 'refs/heads/main', repository: 'acme/widgets' }]
    }
  },
  'main-run-'
)

interface MainRun extends Captured {
  /** `process.exitCode` after the run: 1 when the step failed. */
  exitCode: number | string | undefined
}

/** Runs the action's `run()` with these inputs over action.yml's defaults, as the runner would. */
async function runMain(
  inputs: Record<string, string>,
  env: Record<string, string | undefined> = {}
): Promise<MainRun> {
  const stale = Object.keys(process.env).filter(name => name.startsWith('INPUT_'))
  const given = {
    ...inputDefaults({ ref: 'refs/tags/v1.0.0', token: '' }),
    ...emulatorInputs(servers.emulator),
    ...inputs
  }
  const vars: Record<string, string | undefined> = {
    ...Object.fromEntries(stale.map(name => [name, undefined])),
    ...Object.fromEntries(Object.entries(given).map(([name, v]) => [inputVariable(name), v])),
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: undefined,
    GITHUB_REPOSITORY: 'acme/widgets',
    RUNNER_TEMP: servers.work,
    GITHUB_WORKSPACE: servers.work,
    ...env
  }
  const previousExitCode = process.exitCode
  try {
    const captured = await captureRun(() => withEnv(vars, async () => void (await run())))
    return { ...captured, exitCode: process.exitCode ?? undefined }
  } finally {
    process.exitCode = previousExitCode
  }
}

describe('dispatching by mode', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['sbom-export', { 'repository-id': '1001' }, 'task-token', 'createSbomExport'],
    [
      'ticket-link',
      { 'ticket-url': 'https://acme.atlassian.net/browse/PROJ-1', 'finding-ids': '5006' },
      'links',
      'linkTicket'
    ],
    ['dependency-inventory', { 'page-size': '2' }, 'repository-count', 'listLockfiles'],
    ['policies', {}, 'policy-count', 'listPolicies']
  ]

  it.each(cases)('runs %s, which sets its outputs', async (mode, inputs, output, operation) => {
    const result = await runMain({ mode, ...inputs })
    expect(result.exitCode).toBeUndefined()
    expect(result.log).not.toMatch(/^::error::/m)
    expect(result.outputs[output]).toMatch(/\S/)
    expect(apiRequests(servers.emulator, operation).length).toBeGreaterThan(0)
    expect(result.summary).toMatch(/^## /)
    // the runner is told to mask the token before anything else is logged
    expect(result.log.startsWith(`::add-mask::${servers.emulator.token}`)).toBe(true)
    expectNoTokenLeak(result, { emulator: servers.emulator })
  })

  it('names the deployment by its slug in the verdict when the run learnt it', async () => {
    const looked = await runMain({ mode: 'policies', 'deployment-id': '' })
    expect(looked.summary.split('\n')[2]).toMatch(/^⚠️ Deployment <code>acme-corp<\/code> has /)
    // Given as an ID and never looked up: the ID, and no request made for the name.
    const given = await runMain({ mode: 'dependency-inventory', 'page-size': '2' })
    expect(given.summary.split('\n')[2]).toMatch(
      new RegExp(`in deployment <code>${servers.emulator.dataset.deploymentId}</code>\\.$`)
    )
    expect(apiRequests(servers.emulator, 'listDeployments')).toHaveLength(1)
  })

  it("sends the runner's orchestration ID in the User-Agent, as the toolkit's clients do", async () => {
    const result = await runMain({ mode: 'policies' }, { ACTIONS_ORCHESTRATION_ID: 'Run 7/job:a' })
    expect(result.exitCode).toBeUndefined()
    expect(servers.emulator.requests.map(r => r.headers['user-agent'])).toEqual([
      expect.stringMatching(/^security-platform-action\/\S+ actions_orchestration_id\/Run_7_job_a$/)
    ])
  })

  it('reads the mode in any case, with blanks around it', async () => {
    const result = await runMain({ mode: ' Policies ' })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs['policy-count']).toBe(String(servers.emulator.dataset.policies.length))
  })
})

describe('a pull request from a fork, which GitHub gives no secrets', () => {
  async function forkEvent(): Promise<Record<string, string>> {
    const file = path.join(servers.work, 'fork-event.json')
    const event = pullRequestEvent({
      number: 7,
      title: 'PROJ-7: fix',
      body: 'Finding: 5001',
      headRef: 'patch-1',
      fromFork: true
    })
    await writeFile(file, JSON.stringify(event))
    return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: file }
  }

  it('ticket-link with an empty token: a notice, no request, exit 0', async () => {
    const result = await runMain({ mode: 'ticket-link', token: '' }, await forkEvent())
    expect(result.exitCode).toBeUndefined()
    expect(servers.emulator.requests).toEqual([])
    expect(result.log).not.toMatch(/^::(error|warning)/m)
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A pull request from a fork::Nothing was linked: this pull request comes from a fork, .*`pull_request_target`.*`trusted-associations`/m
    )
    expect(result.summary.split('\n\n').slice(0, 2)).toEqual([
      '## Security platform · ticket-link',
      '✅ Nothing was linked: this pull request comes from a fork, and GitHub passes no secrets to workflows that pull requests from forks trigger, so the token is empty here.'
    ])
    expect(result.summary).toContain('<code>pull&#95;request&#95;target</code>')
  })

  it('another mode with an empty token still fails, saying why the token is empty', async () => {
    const result = await runMain({ mode: 'policies', token: '' }, await forkEvent())
    expect(result.exitCode).toBe(1)
    expect(servers.emulator.requests).toEqual([])
    expect(result.log).toMatch(/^::error title=.*This run is a pull request from a fork/m)
  })
})

describe('failures', () => {
  it('an unknown mode fails, listing the modes, before any request, and writes the summary', async () => {
    const result = await runMain({ mode: 'export-everything' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^::error title=Security platform%3A failed::Input 'mode' is 'export-everything', which is not a mode\. Set it to one of: sbom-export, ticket-link, dependency-inventory, dependency-search, code-scanning, policies\./m
    )
    expect(servers.emulator.requests).toEqual([])
    expect(result.outputs).toEqual({})
    expect(result.summary).toMatch(
      /^## Security platform\n\n❌ \*\*The step failed before it started\.\*\* /
    )
    expect(result.summary).toContain('[!CAUTION]')
    expect(result.summary).toContain('export-everything')
  })

  it('a bad input of the mode fails before any request, and writes the summary', async () => {
    const result = await runMain({ mode: 'sbom-export', 'sbom-output-format': 'xml' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^::error title=Security platform%3A sbom-export failed::Input 'sbom-output-format' is 'xml'/m
    )
    expect(servers.emulator.requests).toEqual([])
    expect(result.summary).toContain(
      '## Security platform · sbom-export\n\n❌ **The step failed before it started.**'
    )
  })

  it('a proxy variable that is set but unusable fails before any request, naming it, not its password', async () => {
    const result = await runMain(
      { mode: 'policies' },
      { HTTPS_PROXY: 'http://build:s3cret%@proxy.example:3128', https_proxy: undefined }
    )
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^::error title=Security platform%3A policies failed::Check HTTPS_PROXY: it is set, but the proxy URL in it cannot be used/m
    )
    expect(servers.emulator.requests).toEqual([])
    for (const text of [result.log, result.summary]) expect(text).not.toContain('s3cret')
  })

  it('an empty token fails, naming the input, without a request', async () => {
    const result = await runMain({ mode: 'policies', token: '' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^::error title=Security platform%3A policies failed::Pass a platform API token .*: input 'token' is empty/m
    )
    expect(servers.emulator.requests).toEqual([])
  })

  it('a failed deployment look-up says so in the verdict, before the mode starts', async () => {
    const result = await runMain({ mode: 'policies', 'deployment-id': '', token: 'not-the-token' })
    expect(result.exitCode).toBe(1)
    expect(apiRequests(servers.emulator, 'listDeployments')).toHaveLength(1)
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(0)
    expect(result.summary).toContain(
      '## Security platform · policies\n\n❌ **The deployment could not be looked up.**'
    )
  })

  it("a mode that fails part-way writes that mode's summary with the failure", async () => {
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 404 }
    })
    const result = await runMain({ mode: 'policies' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^::error title=Security platform%3A policies failed::Check that the token .*List policies .*HTTP 404/m
    )
    expect(result.summary).toContain(
      '## Security platform · policies\n\n❌ **Listing the policies failed.** Check that the token'
    )
    expect(result.summary).toContain('[!CAUTION]')
    expectNoTokenLeak(result, { emulator: servers.emulator })
  })

  it('a token echoed in an HTTP status phrase reaches neither the log nor the summary', async () => {
    const secret = 'tok_status_phrase_secret'
    const echoing = await startHostileServer((_req, res) => {
      res.writeHead(403, `Forbidden: ${secret}`, { 'content-type': 'application/json' })
      res.end('{}')
    })
    try {
      const result = await runMain({ mode: 'policies', token: secret, 'api-url': echoing.url })
      expect(result.exitCode).toBe(1)
      // The status's standard text, never the server's phrase.
      expect(result.summary).toContain('failed with HTTP 403 Forbidden.')
      expect(result.summary).not.toContain('status&#95;phrase')
      expectSecretNotShown(result, secret)
    } finally {
      await echoing.close()
    }
  })
})
