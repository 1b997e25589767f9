/** The runtime the end-to-end suites run the bundled dist/index.js on. */
import { existsSync } from 'node:fs'
import { NODE24 } from '../../scripts/lib/action-runner.js'

/**
 * Node 24, the runtime action.yml declares: this process's Node when jest runs on 24 (as in CI),
 * else the copy `npm test` installs into tools/node24. One entry, so each end-to-end test runs once.
 */
function node24(): string {
  if (process.versions.node.split('.')[0] === '24') return process.execPath
  if (existsSync(NODE24)) return NODE24
  throw new Error(
    'Node 24 is missing for the end-to-end tests: run `node scripts/ensure-node24.mjs` (npm test does).'
  )
}

export const RUNTIMES: [string, string][] = [['node 24', node24()]]
