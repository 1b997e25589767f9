/**
 * Jest in ESM mode: ts-jest compiles TypeScript, node runs the ES modules. Three projects: the
 * source (units and each mode in-process), the emulator, and the end-to-end suite, which runs the
 * bundled dist/index.js and so first checks that it is the bundle of src/ (`npm run bundle`).
 */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  // jest's runtime, compiling node_modules so that V8 reuses the code from file to file (see there)
  runtime: '<rootDir>/scripts/jest-runtime.cjs',
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts']
}

export default {
  testTimeout: 30000,
  // Jest's default leaves a core idle (one worker on two cores); the tests mostly wait on sockets
  // and child processes, so a worker per core finishes the suite sooner.
  maxWorkers: '100%',
  // A worker's exit after its share of the suite (a heap of about 0.8 GB to free) took about a
  // second on a loaded machine, past jest's 500 ms, which then reported a leak that was not there.
  // A handle a test leaks still keeps a worker alive past this, and is still reported.
  workerGracefulExitTimeout: 3000,
  verbose: false,
  projects: [
    {
      ...shared,
      displayName: 'src',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/(e2e|emulator)/']
    },
    {
      ...shared,
      displayName: 'emulator',
      testMatch: ['<rootDir>/__tests__/emulator/**/*.test.ts']
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      setupFilesAfterEnv: [
        ...shared.setupFilesAfterEnv,
        '<rootDir>/__tests__/support/e2e-setup.ts'
      ],
      globalSetup: '<rootDir>/scripts/check-dist.mjs'
    }
  ]
}
