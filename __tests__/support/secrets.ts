/** Checks that tokens stay secret: never shown, and sent only to the server they belong to. */
import { expect } from '@jest/globals'
import type { Emulator, FakeGitHub } from '../../emulator/index.js'
import type { ActionRun } from '../../scripts/lib/action-runner.js'
import type { Captured } from './run.js'

/** A run in this process, or the bundled action run in a child process. */
export type ShownRun = Captured | ActionRun

/** A secret may appear only in the runner's ::add-mask:: command: not in logs, outputs or summary. */
export function expectSecretNotShown(run: ShownRun, secret: string): void {
  const log = 'stdout' in run ? run.stdout + run.stderr : run.log
  const logs = log
    .split('\n')
    .filter(line => line !== `::add-mask::${secret}`)
    .join('\n')
  expect(logs).not.toContain(secret)
  expect(JSON.stringify(run.outputs)).not.toContain(secret)
  expect(run.summary).not.toContain(secret)
}

/**
 * Neither the platform token nor the GitHub token is shown, the platform token reached no server but
 * the API (not the storage origin of downloads), each token went only to its own service, and
 * nothing with a token reached GitHub's asset store.
 */
export function expectNoTokenLeak(
  run: ShownRun,
  servers: { emulator: Emulator; github?: FakeGitHub }
): void {
  const { emulator, github } = servers
  expectSecretNotShown(run, emulator.token)
  const offApi = emulator.requests.filter(r => r.server !== 'api')
  expect(JSON.stringify(offApi)).not.toContain(emulator.token)
  if (github) {
    expectSecretNotShown(run, github.token)
    expect(JSON.stringify(emulator.requests)).not.toContain(github.token)
    expect(JSON.stringify(github.requests)).not.toContain(emulator.token)
    // Asset downloads are redirected to the asset store: no token of either kind goes there.
    const store = github.requests.filter(r => r.origin === 'asset-store')
    expect(store.map(r => r.authorization).filter(a => a !== undefined)).toEqual([])
  }
}
