/** The platform emulator: a loopback HTTP server that plays the security platform's Web API. */
export { startEmulator } from './server.js'
export { generateDataset, datasetTotals } from './dataset.js'
export type {
  Dataset,
  DatasetFinding,
  DatasetLockfile,
  DatasetOptions,
  DatasetPolicy,
  DatasetRepository,
  Ecosystem,
  PolicyProductType
} from './dataset.js'
export { buildSbomDocument, CYCLONEDX_VERSIONS, METADATA_COMPONENT_TYPES } from './sbom-document.js'
export type { SbomComponent, SbomDocumentInput, SbomSupplier } from './sbom-document.js'
export { startFakeGitHub, fakeSha } from './github-api.js'
export type { FakeCommit, FakeGitHub, FakeGitHubOptions, FakeGitHubRequest } from './github-api.js'
export type {
  Emulator,
  EmulatorOptions,
  FaultAction,
  FaultRule,
  OperationName,
  RecordedRequest
} from './types.js'
