/** The runtime the end-to-end suites run the bundled dist/index.js on. */
import { NODE24 } from '../../scripts/lib/action-runner.js'

/**
 * Node 24, the runtime action.yml declares: this process's Node when jest runs on 24 (as in CI),
 * else the copy `npm test` installs into tools/node24. One entry, so each end-to-end test runs once.
 * Nothing here requires that copy, so that the unit tests load without it; the end-to-end suite's
 * global setup (scripts/check-dist.mjs) fails first, saying how to get it, when it is missing.
 */
export const RUNTIMES: [string, string][] = [
  ['node 24', process.versions.node.split('.')[0] === '24' ? process.execPath : NODE24]
]
