/**
 * The `src` project of jest.config.js as a config of its own, for Stryker (`npm run mutate`): the
 * unit and in-process tests only, since the end-to-end suite runs the bundled dist/ and so can never
 * see a mutant. MUTATE_TESTS (set by scripts/mutate.mjs) narrows it to one module's test files.
 */
import config from './jest.config.js'

const src = config.projects.find(project => project.displayName === 'src')
const only = process.env.MUTATE_TESTS?.split(',').filter(Boolean)

export default {
  ...src,
  testTimeout: config.testTimeout,
  // Jest maps the files under its roots before every run, and Stryker starts a run per mutant.
  roots: ['<rootDir>/src', '<rootDir>/__tests__'],
  ...(only ? { testMatch: only.map(path => `<rootDir>/${path}`) } : {})
}
