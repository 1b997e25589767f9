/**
 * Jest's globalSetup for the end-to-end suite, which runs the bundled dist/index.js on Node 24:
 * fails when dist/ is not the bundle of the current sources (a test run never writes dist/, it is
 * committed), or when there is no Node 24 to run it on.
 */
import { existsSync } from 'node:fs'
import { isStale } from './bundle-if-stale.mjs'
import { NODE24_BINARY, NODE_MAJOR } from './ensure-node24.mjs'

export default function checkDist() {
  if (NODE_MAJOR !== 24 && !existsSync(NODE24_BINARY)) {
    throw new Error(
      'Node 24 is missing for the end-to-end tests: run `node scripts/ensure-node24.mjs` (npm test does).'
    )
  }
  if (isStale()) {
    throw new Error(
      'dist/ is not the bundle of src/: run `npm run bundle`, then the tests again ' +
        '(the end-to-end tests run dist/index.js).'
    )
  }
}
