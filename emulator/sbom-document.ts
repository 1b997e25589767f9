/** The CycloneDX JSON document the storage server hands out for a finished export job. */
import type { DatasetLockfile, DatasetRepository, Ecosystem } from './dataset.js'
import { hashString } from './random.js'
import { forEachDependency } from './dependencies.js'

/** CycloneDX versions the export accepts, keyed by their API enum value. */
export const CYCLONEDX_VERSIONS = {
  SBOM_CYCLONE_DX_VERSION_V1_4: '1.4',
  SBOM_CYCLONE_DX_VERSION_V1_5: '1.5',
  SBOM_CYCLONE_DX_VERSION_V1_6: '1.6',
  SBOM_CYCLONE_DX_VERSION_V1_7: '1.7'
} as const

/** CycloneDX component types, keyed by the API's metadataComponentType enum value. */
export const METADATA_COMPONENT_TYPES = {
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION: 'application',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_FRAMEWORK: 'framework',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_LIBRARY: 'library',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_CONTAINER: 'container',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_PLATFORM: 'platform',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_OPERATING_SYSTEM: 'operating-system',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_DEVICE: 'device',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_DEVICE_DRIVER: 'device-driver',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_FIRMWARE: 'firmware',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_FILE: 'file',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_MACHINE_LEARNING_MODEL: 'machine-learning-model',
  SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_DATA: 'data'
} as const

/** The supplier as the export request carried it. */
export interface SbomSupplier {
  name?: string
  url?: string
  contact?: { name?: string; email?: string; phone?: string }
}

/** What the document is built from. */
export interface SbomDocumentInput {
  repository: DatasetRepository
  /** Seed of the dataset, so package names and versions are stable. */
  seed: number
  /** CycloneDX spec version, e.g. '1.7'. */
  specVersion: string
  /** CycloneDX component type of the metadata component, e.g. 'application'. */
  componentType: string
  supplier?: SbomSupplier
  ref?: string
  taskToken: string
  /** ISO timestamp of the job. */
  timestamp: string
}

/** A CycloneDX component of the generated document. */
export interface SbomComponent {
  type: 'library'
  'bom-ref': string
  name: string
  group?: string
  version: string
  purl: string
  properties: { name: string; value: string }[]
}

function packageUrl(ecosystem: Ecosystem, name: string, version: string): string {
  const encoded = name
    .split('/')
    .map(part => encodeURIComponent(part))
    .join('/')
  return `pkg:${ecosystem}/${encoded}@${encodeURIComponent(version)}`
}

/** The components of one lockfile: its generated dependencies (see dependencies.ts). */
export function lockfileComponents(
  seed: number,
  repository: DatasetRepository,
  lockfile: DatasetLockfile
): SbomComponent[] {
  const components: SbomComponent[] = []
  forEachDependency(seed, repository, lockfile, ({ name, version }) => {
    const purl = packageUrl(lockfile.ecosystem, name, version)
    components.push({
      type: 'library',
      'bom-ref': `${purl}#${lockfile.lockfilePath}`,
      name,
      version,
      purl,
      properties: [{ name: 'platform:lockfilePath', value: lockfile.lockfilePath }]
    })
  })
  return components
}

function deterministicUuid(text: string): string {
  const hex = [0, 1, 2, 3]
    .map(part => hashString(`${part}:${text}`).toString(16).padStart(8, '0'))
    .join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function supplierEntity(supplier: SbomSupplier): Record<string, unknown> {
  const entity: Record<string, unknown> = {}
  if (supplier.name !== undefined) entity.name = supplier.name
  if (supplier.url !== undefined) entity.url = [supplier.url]
  if (supplier.contact !== undefined) entity.contact = [{ ...supplier.contact }]
  return entity
}

/** Builds the CycloneDX JSON document (as a plain object) for a finished export job. */
export function buildSbomDocument(input: SbomDocumentInput): Record<string, unknown> {
  const { repository } = input
  const componentRef = `repository:${repository.id}`
  const metadataComponent: Record<string, unknown> = {
    type: input.componentType,
    'bom-ref': componentRef,
    name: repository.name
  }
  if (input.ref !== undefined && input.ref !== '') metadataComponent.version = input.ref
  const metadata: Record<string, unknown> = {
    timestamp: input.timestamp,
    tools:
      input.specVersion === '1.4'
        ? [{ vendor: 'platform', name: 'platform-emulator', version: '1.0.0' }]
        : { components: [{ type: 'application', name: 'platform-emulator', version: '1.0.0' }] },
    component: metadataComponent,
    properties: [
      { name: 'platform:repositoryId', value: String(repository.id) },
      { name: 'platform:taskToken', value: input.taskToken }
    ]
  }
  if (input.supplier !== undefined) metadata.supplier = supplierEntity(input.supplier)
  const components = repository.lockfiles.flatMap(lockfile =>
    lockfileComponents(input.seed, repository, lockfile)
  )
  const vulnerabilities = sbomVulnerabilities(input.seed, repository, components)
  return {
    bomFormat: 'CycloneDX',
    specVersion: input.specVersion,
    serialNumber: `urn:uuid:${deterministicUuid(input.taskToken)}`,
    version: 1,
    metadata,
    components,
    dependencies: [{ ref: componentRef, dependsOn: components.map(item => item['bom-ref']) }],
    ...(vulnerabilities.length > 0 && { vulnerabilities })
  }
}

/**
 * What the platform's analysis says of each vulnerability of the generated documents, one per
 * component of the first four: reachability ruled the critical one out, the high one is reachable.
 */
const VULNERABILITY_PLAN = [
  {
    prefix: 'CVE',
    severity: 'critical',
    analysis: {
      state: 'not_affected',
      justification: 'code_not_reachable',
      detail: 'Reachability analysis: the vulnerable function is never called.'
    }
  },
  { prefix: 'GHSA', severity: 'high', analysis: { state: 'exploitable' }, alias: true },
  { prefix: 'CVE', severity: 'medium', analysis: { state: 'in_triage' } },
  { prefix: 'CVE', severity: 'low' }
] as const

const GHSA_LETTERS = '23456789cfghjmpqrvwx'

function ghsaId(hash: number): string {
  const part = (n: number): string =>
    Array.from({ length: 4 }, (_, i) => GHSA_LETTERS[Math.floor(n / 20 ** i) % 20]).join('')
  return `GHSA-${part(hash)}-${part(hash >>> 8)}-${part(hash >>> 16)}`
}

function cveId(hash: number): string {
  return `CVE-${2022 + (hash % 4)}-${10_000 + (hash % 89_999)}`
}

/** The document's vulnerabilities: stable for a repository, each on one of its first components. */
export function sbomVulnerabilities(
  seed: number,
  repository: DatasetRepository,
  components: readonly SbomComponent[]
): Record<string, unknown>[] {
  return VULNERABILITY_PLAN.slice(0, components.length).map((plan, i) => {
    const hash = hashString(`${seed}:${repository.id}:vulnerability:${i}`)
    const cve = cveId(hash)
    return {
      id: plan.prefix === 'GHSA' ? ghsaId(hash) : cve,
      ratings: [{ severity: plan.severity, method: 'CVSSv31' }],
      ...('alias' in plan && { references: [{ id: cve, source: { name: 'NVD' } }] }),
      ...('analysis' in plan && { analysis: { ...plan.analysis } }),
      affects: [{ ref: components[i]!['bom-ref'] }]
    }
  })
}
