/** What the end-to-end suites share: the runtimes to run dist/index.js on, and checks of a run. */
import { expect } from '@jest/globals'
import { existsSync } from 'node:fs'
import { NODE24, type ActionRun } from '../../scripts/lib/action-runner.js'

/**
 * This process's Node (20 on the development machines) and Node 24, the runtime action.yml declares.
 * `npm test` installs Node 24 first; in CI its absence fails the suites rather than skipping them.
 */
export const RUNTIMES: [string, string][] = [
  [`node ${process.versions.node}`, process.execPath],
  ...(existsSync(NODE24) || process.env.CI ? [['node 24', NODE24] as [string, string]] : [])
]

/** The summary escapes API strings as numeric entities; this reads them back. */
export function decodeEntities(markdown: string): string {
  return markdown.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

/** A secret may appear only in the runner's ::add-mask:: command: not in logs, outputs or summary. */
export function expectSecretNotShown(result: ActionRun, secret: string): void {
  const logs = (result.stdout + result.stderr)
    .split('\n')
    .filter(line => line !== `::add-mask::${secret}`)
    .join('\n')
  expect(logs).not.toContain(secret)
  expect(JSON.stringify(result.outputs)).not.toContain(secret)
  expect(result.summary).not.toContain(secret)
}
