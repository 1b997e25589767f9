/** The inputs of `mode: sbom-export`, checked and turned into the export request. */
import * as os from 'node:os'
import * as path from 'node:path'
import {
  InputError,
  parseArtifactName,
  parseBoolean,
  parseEnum,
  parseFilePath,
  parseInteger,
  parseUnsignedId,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import { INT64_MAX } from '../../platform/ids.js'
import type { SbomExportRequest } from '../../platform/platform-client.js'

/** The export request as the client sends it, plus how to wait for and store the result. */
export interface SbomExportInputs extends SbomExportRequest {
  wait: boolean
  waitTimeoutSeconds: number
  sbomFile: string
  /** `release-asset`: attach the downloaded SBOM to the tag's release. */
  releaseAsset: ReleaseAssetMode
  /** `release-asset-name`; undefined: `<repository name>-<tag>.cdx.json`. */
  releaseAssetName?: string
  /** `artifact-name`: also upload the SBOM as a workflow artifact of that name. */
  artifactName?: string
  /** `github-token`, for the release; '' attaches nothing. */
  githubToken: string
  /** The runner's GitHub API URL (GITHUB_API_URL). */
  githubApiUrl: string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY), whose release gets the SBOM. */
  githubRepository?: string
}

/** `auto`: attach when there is a release, warn when that fails; `true`: fail instead; `false`: never. */
export type ReleaseAssetMode = 'auto' | 'true' | 'false'

const OUTPUT_FORMATS: Record<string, string> = {
  cyclonedx: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  json: 'SBOM_OUTPUT_FORMAT_JSON'
}

const CYCLONEDX_VERSIONS: Record<string, string> = Object.fromEntries(
  ['1.4', '1.5', '1.6', '1.7'].map(v => [v, `SBOM_CYCLONE_DX_VERSION_V${v.replace('.', '_')}`])
)

export const COMPONENT_TYPES = [
  'application',
  'framework',
  'library',
  'container',
  'platform',
  'operating-system',
  'device',
  'device-driver',
  'firmware',
  'file',
  'machine-learning-model',
  'data'
]

const COMPONENT_TYPE_ENUM: Record<string, string> = Object.fromEntries(
  COMPONENT_TYPES.map(t => [
    t,
    `SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_${t.toUpperCase().replace(/-/g, '_')}`
  ])
)

export function parseSbomExportInputs(read: InputReader, env: InputEnvironment): SbomExportInputs {
  const repositoryIdText = read('repository-id')
  if (!repositoryIdText.trim()) {
    throw new InputError(
      `Input 'repository-id' is required with mode 'sbom-export': the numeric ID of the repository on ` +
        `the platform whose SBOM to export.`
    )
  }
  const repositoryId = parseUnsignedId('repository-id', repositoryIdText, INT64_MAX)
  const ref = read('ref').trim()
  if (!ref) {
    throw new InputError(
      `Input 'ref' is empty. Set it to the branch or tag to export, e.g. \`ref: refs/tags/v1.2.0\` ` +
        `(the default, \${{ github.ref }}, is empty for this event).`
    )
  }
  const supplierUrl = read('supplier-url').trim()
  if (supplierUrl && !/^https?:\/\/[^\s]+$/i.test(supplierUrl)) {
    throw new InputError(
      `Input 'supplier-url' is '${supplierUrl}', which is not an http(s) URL (e.g. https://example.com).`
    )
  }
  const contact = compact({
    name: read('supplier-contact-name').trim(),
    email: read('supplier-contact-email').trim(),
    phone: read('supplier-contact-phone').trim()
  })
  const wait = parseBoolean('wait', read('wait'), false)
  const releaseAsset = parseReleaseAssetMode(read('release-asset'))
  const artifactName = parseArtifactName(read('artifact-name'))
  // Both act on the downloaded SBOM: asked for explicitly without one, they could only do nothing.
  const needsDownload = releaseAsset === 'true' ? 'release-asset' : artifactName && 'artifact-name'
  if (needsDownload && !wait) {
    throw new InputError(
      `Set \`wait: true\` so that there is an SBOM to ${needsDownload === 'release-asset' ? 'attach' : 'upload'}: ` +
        `input '${needsDownload}' acts on the downloaded SBOM, and 'wait' is false.`
    )
  }
  const supplier = compact({ name: read('supplier-name').trim(), url: supplierUrl })
  const metadataSupplier =
    supplier || contact ? { ...(supplier ?? {}), ...(contact && { contact }) } : undefined
  return {
    repositoryId: BigInt(repositoryId),
    ref,
    sbomOutputFormat: parseEnum(
      'sbom-output-format',
      read('sbom-output-format'),
      OUTPUT_FORMATS,
      'cyclonedx'
    ),
    cyclonedxVersion: parseEnum(
      'cyclonedx-version',
      read('cyclonedx-version'),
      CYCLONEDX_VERSIONS,
      '1.7'
    ),
    metadataComponentType: parseEnum(
      'component-type',
      read('component-type'),
      COMPONENT_TYPE_ENUM,
      'application'
    ),
    ...(metadataSupplier && { metadataSupplier }),
    wait,
    waitTimeoutSeconds: parseInteger('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
    sbomFile: parseFilePath(
      read('sbom-file'),
      env,
      path.join(env.RUNNER_TEMP || os.tmpdir(), `sbom-${repositoryId}.json`)
    ),
    releaseAsset,
    ...optional('releaseAssetName', parseReleaseAssetName(read('release-asset-name'))),
    ...optional('artifactName', artifactName),
    githubToken: read('github-token').trim(),
    githubApiUrl: (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.github.com',
    ...optional('githubRepository', env.GITHUB_REPOSITORY?.trim() || undefined)
  }
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>)
}

function parseReleaseAssetMode(value: string): ReleaseAssetMode {
  const mode = value.trim().toLowerCase() || 'auto'
  if (mode === 'auto' || mode === 'true' || mode === 'false') return mode
  throw new InputError(
    `Input 'release-asset' is '${value.trim()}'. Use auto (attach when the tag has a release), ` +
      `true (attach, or fail) or false (never attach).`
  )
}

function parseReleaseAssetName(value: string): string | undefined {
  const name = value.trim()
  if (!name) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) {
    throw new InputError(
      `Input 'release-asset-name' is '${name}': use a file name without slashes or control ` +
        `characters, e.g. web-app-v3.1.0.cdx.json.`
    )
  }
  return name
}

/** The values as users write them, for the summary: `cyclonedx`, `1.7`, `application`. */
export function describeRequest(inputs: SbomExportRequest): {
  format: string
  cyclonedxVersion: string
  componentType: string
} {
  const shortName = (table: Record<string, string>, value: string): string =>
    Object.entries(table).find(([, full]) => full === value)?.[0] ?? value
  return {
    format: shortName(OUTPUT_FORMATS, inputs.sbomOutputFormat),
    cyclonedxVersion: shortName(CYCLONEDX_VERSIONS, inputs.cyclonedxVersion),
    componentType: shortName(COMPONENT_TYPE_ENUM, inputs.metadataComponentType)
  }
}

/** Drops empty fields; undefined when none is left. */
function compact<T extends Record<string, string>>(fields: T): Partial<T> | undefined {
  const kept = Object.entries(fields).filter(([, v]) => v !== '')
  return kept.length ? (Object.fromEntries(kept) as Partial<T>) : undefined
}
