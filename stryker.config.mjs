/**
 * Mutation testing (`npm run mutate`, scripts/mutate.mjs) over the modules where a wrong branch is a
 * wrong answer. Each module is mutated on its own against the unit tests that mirror it: a mutant is
 * then tested by a few fast files instead of every suite that happens to import the module, and the
 * incremental file (committed) is built and reused module by module.
 */

/** Module (a file or a glob under src/) → the test files that judge it. */
export const testsByModule = {
  'src/action/text.ts': ['__tests__/action/text.test.ts'],
  'src/action/markdown.ts': ['__tests__/action/markdown.test.ts'],
  // The inputs every mode shares: what a step's `with:` may hold before any request is sent.
  'src/action/inputs.ts': ['__tests__/action/inputs.test.ts'],
  'src/modes/sbom-export/release-notes.ts': ['__tests__/modes/sbom-export/release-notes.test.ts'],
  'src/modes/sbom-export/sbom-diff.ts': [
    '__tests__/modes/sbom-export/sbom-diff.test.ts',
    '__tests__/modes/sbom-export/diff-markdown.test.ts'
  ],
  'src/modes/sbom-export/inputs.ts': [
    '__tests__/modes/sbom-export/inputs.test.ts',
    '__tests__/modes/sbom-export/repository-inputs.test.ts'
  ],
  'src/modes/sbom-export/summary.ts': ['__tests__/modes/sbom-export/summary.test.ts'],
  'src/modes/sbom-export/gate.ts': ['__tests__/modes/sbom-export/gate.test.ts'],
  'src/modes/sbom-export/vex.ts': ['__tests__/modes/sbom-export/vex.test.ts'],
  'src/modes/dependency-inventory/changes.ts': [
    '__tests__/modes/dependency-inventory/changes.test.ts'
  ],
  'src/modes/dependency-inventory/summary.ts': [
    '__tests__/modes/dependency-inventory/summary.test.ts'
  ],
  'src/modes/dependency-inventory/inputs.ts': [
    '__tests__/modes/dependency-inventory/inputs.test.ts'
  ],
  'src/modes/dependency-inventory/filter.ts': [
    '__tests__/modes/dependency-inventory/filter.test.ts',
    '__tests__/modes/dependency-inventory/filter-fields.test.ts'
  ],
  'src/modes/ticket-link/lexer.ts': ['__tests__/modes/ticket-link/lexer.test.ts'],
  'src/modes/ticket-link/planner.ts': ['__tests__/modes/ticket-link/planner.test.ts'],
  'src/modes/ticket-link/inputs.ts': ['__tests__/modes/ticket-link/inputs.test.ts'],
  'src/modes/ticket-link/summary.ts': ['__tests__/modes/ticket-link/summary.test.ts'],
  'src/modes/ticket-link/discovery-summary.ts': [
    '__tests__/modes/ticket-link/discovery-summary.test.ts'
  ],
  // Its decisions are pure and tested so; the listing around them is tested against the emulator.
  'src/modes/ticket-link/discovery.ts': [
    '__tests__/modes/ticket-link/discovery-choices.test.ts',
    '__tests__/modes/ticket-link/discovery.test.ts'
  ],
  'src/modes/policies/summary.ts': ['__tests__/modes/policies/summary.test.ts'],
  'src/modes/policies/unified.ts': ['__tests__/modes/policies/unified.test.ts'],
  'src/modes/dependency-search/inputs.ts': ['__tests__/modes/dependency-search/inputs.test.ts'],
  'src/modes/dependency-search/lines.ts': ['__tests__/modes/dependency-search/lines.test.ts'],
  'src/modes/dependency-search/matcher.ts': ['__tests__/modes/dependency-search/matcher.test.ts'],
  'src/modes/dependency-search/summary.ts': ['__tests__/modes/dependency-search/summary.test.ts'],
  'src/modes/dependency-search/csv.ts': ['__tests__/modes/dependency-search/csv.test.ts'],
  'src/modes/dependency-search/kept.ts': ['__tests__/modes/dependency-search/kept.test.ts'],
  'src/modes/dependency-search/match-list.ts': [
    '__tests__/modes/dependency-search/match-list.test.ts'
  ],
  'src/modes/dependency-search/names.ts': ['__tests__/modes/dependency-search/names.test.ts'],
  'src/modes/dependency-search/advisories.ts': [
    '__tests__/modes/dependency-search/advisories.test.ts'
  ],
  'src/modes/code-scanning/sarif.ts': ['__tests__/modes/code-scanning/sarif.test.ts'],
  'src/modes/code-scanning/inputs.ts': ['__tests__/modes/code-scanning/inputs.test.ts'],
  // The exchange is exercised through its callers' tests too: the platform transport's (retries,
  // redirects, downloads, bounds) and the GitHub client's (silence, size, origins, asset redirects).
  'src/network/**/*.ts': [
    '__tests__/network/**/*.test.ts',
    '__tests__/platform/transport.test.ts',
    '__tests__/github/paginate.test.ts',
    '__tests__/github/client-origin.test.ts',
    '__tests__/github/release-asset-download.test.ts'
  ]
}

export default {
  testRunner: 'jest',
  // The `src` jest project, flattened (Stryker's jest runner takes one project); see that file.
  jest: { configFile: 'jest.mutate.config.js', enableFindRelatedTests: false },
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  // The TypeScript checker would drop mutants that do not compile before their tests run, but it
  // re-checks every file that imports the mutated one, for each mutant: on 2 cores it took five times
  // the CPU of the tests it saved. Without it such a mutant runs (ts-jest only transpiles) and counts
  // as a survivor if no test notices, so the score errs low. `npm run mutate -- --checkers typescript`
  // turns it on.
  checkers: [],
  tsconfigFile: 'tsconfig.mutate.json',
  // Each mutant runs only the tests that reached its code in the first run.
  coverageAnalysis: 'perTest',
  // A mutant in a module-level constant would need every test file reloaded for each one.
  ignoreStatic: true,
  incremental: true,
  // scripts/mutate.mjs gives each module its own file, mutation/<module>.json (committed).
  incrementalFile: 'mutation/all.json',
  mutate: Object.keys(testsByModule),
  // The sandbox holds what the unit tests read; the bundle and the Node 24 download are not among it.
  ignorePatterns: ['dist', 'tools', 'coverage', 'docs', 'mutation', '.stryker-tmp'],
  reporters: ['clear-text', 'progress'],
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    allowEmojis: false,
    reportScoreTable: true
  },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  concurrency: 2
}
