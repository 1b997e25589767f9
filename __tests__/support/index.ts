/** Helpers shared by the test suites; one copy of each. */
export { fakeClock, type FakeClock } from './clock.js'
export { deploymentOf, fastGitHubClient } from './context.js'
export {
  BOOLEAN_SPELLINGS,
  COMMON,
  ENV,
  RUNNER_TEMP,
  WORKSPACE,
  emulatorInputs,
  inputError,
  reader,
  rejectedInputError
} from './inputs.js'
export {
  digestOf,
  inventoryText,
  lockfilePathsOf,
  runInventoryAction,
  totalsOf
} from './inventory.js'
export { deflatedEntry, zeroBombEntry, zipOf, type ZipFixtureEntry } from './zip.js'
export {
  HOSTILE,
  decodeEntities,
  expectTablesWellFormed,
  pipes,
  rawSpecials,
  rowOf
} from './markdown.js'
export {
  BIG_DEPLOYMENT,
  BIG_REPOSITORY,
  FAST_RETRIES,
  apiRequests,
  bigIdEmulatorForFile,
  clientFor,
  closeTransports,
  emulatorForFile,
  failEvery,
  freePort,
  freshClient,
  plainTransport,
  startBigIdEmulator,
  type ClientHarness,
  type ClientOptions
} from './platform.js'
export {
  artifactRunServers,
  captureRun,
  runModeInProcess,
  runWithArtifactService,
  silenceStdout,
  withEnv,
  withEnvSync,
  type ArtifactRunServers,
  type Captured,
  type ModeRun,
  type ModeRunOptions
} from './run.js'
export { forTestFile } from './loopback.js'
export { RUNTIMES } from './runtimes.js'
export { expectNoTokenLeak, expectSecretNotShown, type ShownRun } from './secrets.js'
export { rejectionOf } from './rejection.js'
export {
  scriptedServerForFile,
  startScriptedServer,
  type Script,
  type ScriptedAnswer,
  type ScriptedServer,
  type SeenRequest
} from './scripted-server.js'
export { cyclonedx, EARLIER_SBOM, npmComponent, TEST_SERIAL } from './sbom.js'
