/**
 * Runs after each test of every project. A test that runs the action in process and makes it fail
 * leaves `process.exitCode` at 1, as a failed step must for the runner; reset here, so that jest's
 * own exit code says only whether tests failed.
 */
import { afterEach } from '@jest/globals'

afterEach(() => {
  process.exitCode = undefined
})
