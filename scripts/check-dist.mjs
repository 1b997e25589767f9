/**
 * Jest's globalSetup for the end-to-end suite, which runs the bundled dist/index.js: fails when
 * dist/ is not the bundle of the current sources. A test run never writes dist/ (it is committed).
 */
import { isStale } from './bundle-if-stale.mjs'

export default function checkDist() {
  if (isStale()) {
    throw new Error(
      'dist/ is not the bundle of src/: run `npm run bundle`, then the tests again ' +
        '(the end-to-end tests run dist/index.js).'
    )
  }
}
