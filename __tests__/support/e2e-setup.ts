/**
 * The end-to-end suite's time limit: a net for a hung run, not a speed bound. Each test starts the
 * bundled action (some twice), which on a machine whose cores are busy with other work takes well
 * over the 30 s the other suites get. (Jest reads `testTimeout` from the root config only.)
 */
import { jest } from '@jest/globals'

jest.setTimeout(300_000)
