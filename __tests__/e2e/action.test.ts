/**
 * End-to-end: the bundled dist/index.js in a child process, with the environment a GitHub runner
 * gives it, against the emulator, on Node 24 (action.yml's runtime): policies and an SBOM export
 * job that fails (its success is in sbom-release.test.ts). The other paths run in process.
 */
import { RUNTIMES } from '../support/runtimes.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { emulatorInputs } from '../support/inputs.js'
import { REPO_ROOT, runAction, type RunOptions } from '../../scripts/lib/action-runner.js'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: { repositories: 4, lockfilesPerRepository: { min: 1, max: 3 }, policies: 5 },
    exportPollsUntilDone: 0,
    failingExportRepositoryIds: ['1003']
  })
})

afterAll(async () => {
  await emulator.close()
})

async function run(
  options: Partial<RunOptions> & { inputs: Record<string, string> },
  node: string
) {
  return runAction({
    ...options,
    node,
    inputs: {
      ...emulatorInputs(emulator),
      ...options.inputs
    }
  })
}

describe.each(RUNTIMES)('dist/index.js under %s', (_name, node) => {
  it('lists policies: outputs, deprecation warning and summary', async () => {
    emulator.resetRequests()
    const result = await run({ inputs: { mode: 'policies' } }, node)
    try {
      expect(result.exitCode).toBe(0)
      // The bundle carries package.json's version into the User-Agent.
      const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'))
      expect(emulator.requests.map(r => r.headers['user-agent'])).toEqual([
        `security-platform-action/${version}`
      ])
      expect(JSON.parse(result.outputs.policies!)).toEqual(emulator.dataset.policies)
      expect(result.outputs['policy-count']).toBe(String(emulator.dataset.policies.length))
      expect(result.stdout).toMatch(
        /^::warning title=Security platform%3A policies operation deprecated::Plan a move to the Policies V2 API.* deprecated/m
      )
      expect(result.summary).toContain('## Security platform · policies\n\n⚠️ Deployment')
      const defaults = emulator.dataset.policies.filter(p => p.isDefault).length
      expect(result.summary.match(/✅ default/g)).toHaveLength(defaults)
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('fails with the job error message when the export ends FAILED, and still writes the summary', async () => {
    const result = await run(
      {
        inputs: { mode: 'sbom-export', 'repository-id': '1003', wait: 'true' },
        github: { ref: 'refs/tags/v3' }
      },
      node
    )
    try {
      expect(result.exitCode).toBe(1)
      expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_FAILED')
      expect(result.stdout).toMatch(
        /^::error title=Security platform%3A sbom-export failed::Check the repository and ref on the platform, then run the step again: the SBOM export job \S+ failed there: .+/m
      )
      expect(result.summary).toContain('❌ **The SBOM export did not deliver an SBOM.** Check the')
      expect(result.summary).toContain(result.outputs['task-token'])
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('explains a 404 for a token without the Web API permission, without printing the token', async () => {
    const result = await run({ inputs: { mode: 'policies', token: 'not-the-token' } }, node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(
        /^::error title=Security platform%3A policies failed::Check that the token .*Web API.*List policies .*HTTP 404/m
      )
      expect(result.stdout).not.toMatch(/^(?!::add-mask::).*not-the-token/m)
      expect(result.summary).not.toContain('not-the-token')
    } finally {
      await result.cleanup()
    }
  })
})
