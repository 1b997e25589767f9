/** The inputs of `mode: sbom-export`, checked and turned into the export request. */
import * as os from 'node:os'
import * as path from 'node:path'
import {
  InputError,
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
}

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
    wait: parseBoolean('wait', read('wait'), false),
    waitTimeoutSeconds: parseInteger('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
    sbomFile: parseFilePath(
      read('sbom-file'),
      env,
      path.join(env.RUNNER_TEMP || os.tmpdir(), `sbom-${repositoryId}.json`)
    )
  }
}

/** Drops empty fields; undefined when none is left. */
function compact<T extends Record<string, string>>(fields: T): Partial<T> | undefined {
  const kept = Object.entries(fields).filter(([, v]) => v !== '')
  return kept.length ? (Object.fromEntries(kept) as Partial<T>) : undefined
}
