/** The runtimes the end-to-end suites run the bundled dist/index.js on. */
import { existsSync } from 'node:fs'
import { NODE24 } from '../../scripts/lib/action-runner.js'

/**
 * This process's Node (20 on the development machines) and Node 24, the runtime action.yml declares.
 * `npm test` installs Node 24 first; in CI its absence fails the suites rather than skipping them.
 */
export const RUNTIMES: [string, string][] = [
  [`node ${process.versions.node}`, process.execPath],
  ...(existsSync(NODE24) || process.env.CI ? [['node 24', NODE24] as [string, string]] : [])
]
