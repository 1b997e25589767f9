/** The platform emulator: a loopback HTTP server that plays the security platform's Web API. */
export { startEmulator } from './server.js'
export { generateDataset, datasetTotals } from './dataset.js'
export { addFindings, batchFindings, FINDING_TYPES } from './findings.js'
export type { DatasetFinding, FindingBatch, FindingStatus, FindingType } from './findings.js'
export type {
  Dataset,
  DatasetLockfile,
  DatasetOptions,
  DatasetPolicy,
  PlantedDependency,
  DatasetRepository,
  Ecosystem,
  PolicyProductType
} from './dataset.js'
export { buildSbomDocument, CYCLONEDX_VERSIONS, METADATA_COMPONENT_TYPES } from './sbom-document.js'
export type { SbomComponent, SbomDocumentInput, SbomSupplier } from './sbom-document.js'
export { startFakeGitHub, fakeSha, githubAssetName } from './github-api.js'
export type {
  FakeCommit,
  FakeGitHub,
  FakeGitHubOptions,
  FakeGitHubRequest,
  FakeRelease,
  FakeReleaseAsset,
  ReleaseAssetContent,
  RefuseReleases,
  FailUploads
} from './github-api.js'
export type { FakeRunArtifact, FakeWorkflowRun, FakeWorkflowRuns } from './github-workflow-runs.js'
export type { FakeCodeScanning, FakeSarifUpload } from './github-code-scanning.js'
export { startArtifactService, readZip } from './artifact-service.js'
export type {
  ArtifactService,
  ArtifactServiceOptions,
  ArtifactServiceRequest,
  ArtifactOperation,
  ArtifactFileEntry,
  StoredArtifact,
  FailNextOptions
} from './artifact-service.js'
export { lockfileDependencies } from './dependencies.js'
export type { DatasetDependency, LicensePolicySetting, Transitivity } from './dependencies.js'
export { publishedOperation, publishedOperations, SCHEMA_OVERRIDES } from './openapi/operations.js'
export {
  defaultScanCommit,
  MAX_SCANS_LIMIT,
  PULL_REQUEST_HEAD_COMMIT
} from './handlers/search-scans.js'
export {
  SEARCH_TRAP_LINES,
  TRAP_DEPENDENCIES,
  TRAP_REPOSITORIES,
  searchTrapOptions,
  trapScans
} from './search-traps.js'
export type { PublishedOperation } from './openapi/operations.js'
export { parseLossless, protobufJsonView } from './openapi/protobuf-json.js'
export type {
  Emulator,
  EmulatorDeployment,
  EmulatorOptions,
  EmulatorScan,
  FaultAction,
  FaultRule,
  OperationName,
  RecordedRequest
} from './types.js'
