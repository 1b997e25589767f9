/** The inputs of `mode: sbom-export`, checked and turned into the export request. */
import * as os from 'node:os'
import * as path from 'node:path'
import {
  githubApiUrl,
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
import { hasControlCharacters, oneLine, truncate } from '../../action/text.js'
import { INT64_MAX } from '../../platform/ids.js'
import type { SbomExportRequest } from '../../platform/platform-client.js'

/**
 * The export request as the client sends it (but for the repository ID, which may still have to be
 * looked up), plus how to wait for and store the result.
 */
export interface SbomExportInputs extends Omit<SbomExportRequest, 'repositoryId'> {
  /** `repository-id`; unset when the ID is to be looked up by `repository`. */
  repositoryId?: bigint
  /** `owner/name` whose project to look up; set only when `repository-id` is empty. */
  repository?: string
  wait: boolean
  waitTimeoutSeconds: number
  /** `sbom-file` as an absolute path; unset: `sbom-<repository-id>.json` in `sbomFolder`. */
  sbomFile?: string
  /** Where the default SBOM file goes ($RUNNER_TEMP). */
  sbomFolder: string
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
  /** `compare-with`: the release whose SBOM the new one is compared with. */
  compareWith: CompareWith
  /** `release-notes`: `append` writes the changes into the tag's release notes. */
  releaseNotes: 'none' | 'append'
  /** `sbom-diff-file` as an absolute path; unset: `sbom-diff-<repository-id>.json` in `sbomFolder`. */
  sbomDiffFile?: string
  /** `scan-commit`: whether the SBOM must describe the released commit. */
  scanCommit: ScanCommitMode
  /** `fail-on-severity`: the least severity of an introduced vulnerability that fails the step. */
  failOnSeverity?: GateSeverity
  /** `allow-vulnerabilities`: IDs the gate does not count, each once; only with `fail-on-severity`. */
  allowVulnerabilities?: AllowedVulnerability[]
  /** `trust-analysis: false`: the gate ignores the SBOM's `analysis.state`; unset: it reads it. */
  trustAnalysis?: false
  /** `vex`: also write a VEX document from the SBOM's analysis, in this format. */
  vex?: VexFormat
  /** `vex-file` as an absolute path; unset: `vex-<repository-id>.json` in `sbomFolder`. */
  vexFile?: string
}

/** The VEX formats `vex` takes. */
export type VexFormat = 'openvex' | 'cyclonedx'

/** Where the VEX document goes once the repository ID is known. */
export function vexFilePath(inputs: SbomExportInputs, repositoryId: bigint): string {
  return inputs.vexFile ?? path.join(inputs.sbomFolder, `vex-${repositoryId}.json`)
}

/** An ID of `allow-vulnerabilities`, with the comment written on its line. */
export interface AllowedVulnerability {
  id: string
  reason?: string
}

/** `warn`: a warning when the SBOM describes another commit; `require`: a failure; `off`: no check. */
export type ScanCommitMode = 'warn' | 'require' | 'off'

/** The severities `fail-on-severity` takes, least severe first. */
export const GATE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const
export type GateSeverity = (typeof GATE_SEVERITIES)[number]

/** `previous` (the newest earlier release with an SBOM), an explicit tag, or `none`. */
export type CompareWith = { kind: 'previous' } | { kind: 'none' } | { kind: 'tag'; tag: string }

/** The release asset's name for a tag: `release-asset-name`, else `<repository name>-<tag>.cdx.json`. */
export function releaseAssetNameFor(inputs: SbomExportInputs, repo: string, tag: string): string {
  return inputs.releaseAssetName ?? `${repo}-${tag.replace(/\//g, '-')}.cdx.json`
}

/**
 * The VEX asset's name: the SBOM's without `.cdx.json` (or `.json`), then `.openvex.json` or
 * `.vex.json`; never `….cdx.json`, which would make it an SBOM candidate of the next comparison.
 */
export function vexAssetNameFor(sbomAssetName: string, format: VexFormat): string {
  const stem = sbomAssetName.replace(/\.cdx\.json$/i, '').replace(/\.json$/i, '')
  return `${stem}.${format === 'openvex' ? 'openvex' : 'vex'}.json`
}

/** Where the comparison goes once the repository ID is known. */
export function sbomDiffFilePath(inputs: SbomExportInputs, repositoryId: bigint): string {
  return inputs.sbomDiffFile ?? path.join(inputs.sbomFolder, `sbom-diff-${repositoryId}.json`)
}

/** Where the downloaded SBOM goes once the repository ID is known. */
export function sbomFilePath(inputs: SbomExportInputs, repositoryId: bigint): string {
  return inputs.sbomFile ?? path.join(inputs.sbomFolder, `sbom-${repositoryId}.json`)
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

/** The component types CycloneDX 1.5 added: a 1.4 document cannot hold them. */
const TYPES_SINCE_1_5 = new Set(
  ['platform', 'device-driver', 'machine-learning-model', 'data'].map(t => COMPONENT_TYPE_ENUM[t])
)

export function parseSbomExportInputs(read: InputReader, env: InputEnvironment): SbomExportInputs {
  const repository = parseRepository(read, env)
  const ref = parseRef(read('ref'))
  const metadataSupplier = parseSupplier(read)
  const wait = parseBoolean('wait', read('wait'), false)
  const delivery = parseDelivery(read, wait)
  const comparison = parseComparison(read, env, wait)
  const gate = parseGate(read, wait)
  const vex = parseVex(read, env, wait)
  const format = parseFormat(read)
  const sbomFile = read('sbom-file').trim()
  return {
    ...repository,
    ref,
    ...format,
    ...(metadataSupplier && { metadataSupplier }),
    wait,
    waitTimeoutSeconds: parseInteger('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
    ...(sbomFile && { sbomFile: parseFilePath(sbomFile, env, '') }),
    sbomFolder: env.RUNNER_TEMP || os.tmpdir(),
    ...delivery,
    githubToken: read('github-token').trim(),
    githubApiUrl: githubApiUrl(env),
    ...optional('githubRepository', env.GITHUB_REPOSITORY?.trim() || undefined),
    ...comparison,
    scanCommit: parseScanCommit(read('scan-commit')),
    ...gate,
    ...vex
  }
}

/** `vex` and `vex-file`: the VEX document, made from the downloaded SBOM. */
function parseVex(
  read: InputReader,
  env: InputEnvironment,
  wait: boolean
): Pick<SbomExportInputs, 'vex' | 'vexFile'> {
  const value = read('vex').trim()
  const format = value.toLowerCase() || 'none'
  if (format !== 'none' && format !== 'openvex' && format !== 'cyclonedx') {
    throw new InputError(
      `Input 'vex' is '${value}'. Use openvex or cyclonedx (a VEX document from the SBOM's ` +
        `analysis, in that format), or none.`
    )
  }
  const vexFile = read('vex-file').trim()
  if (format === 'none') {
    if (vexFile) {
      throw new InputError(
        `Set \`vex\` to openvex or cyclonedx too, or remove \`vex-file\`: input 'vex-file' says ` +
          `where the VEX document goes, and 'vex' is none.`
      )
    }
    return {}
  }
  if (!wait) {
    throw new InputError(
      `Set \`wait: true\` so that there is an SBOM to make the VEX document from: input 'vex' is ` +
        `${format}, which states the downloaded SBOM's analysis, and 'wait' is false.`
    )
  }
  return { vex: format, ...(vexFile && { vexFile: parseFilePath(vexFile, env, '') }) }
}

function parseRef(value: string): string {
  const ref = value.trim()
  if (ref) return ref
  throw new InputError(
    `Set \`ref\` to the branch or tag to export, e.g. \`ref: refs/tags/v1.2.0\`: input 'ref' is ` +
      `empty (its default, \${{ github.ref }}, is empty for this event).`
  )
}

/** `metadataSupplier` from the supplier inputs; undefined when none is set. */
function parseSupplier(read: InputReader): SbomExportInputs['metadataSupplier'] {
  const url = read('supplier-url').trim()
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) {
    throw new InputError(
      `Input 'supplier-url' is '${url}', which is not an http(s) URL (e.g. https://example.com).`
    )
  }
  const contact = compact({
    name: read('supplier-contact-name').trim(),
    email: read('supplier-contact-email').trim(),
    phone: read('supplier-contact-phone').trim()
  })
  const supplier = compact({ name: read('supplier-name').trim(), url })
  return supplier || contact ? { ...(supplier ?? {}), ...(contact && { contact }) } : undefined
}

/** Where the downloaded SBOM goes besides its file: the release asset and the artifact. */
function parseDelivery(
  read: InputReader,
  wait: boolean
): Pick<SbomExportInputs, 'releaseAsset' | 'releaseAssetName' | 'artifactName'> {
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
  return {
    releaseAsset,
    ...optional('releaseAssetName', parseReleaseAssetName(read('release-asset-name'))),
    ...optional('artifactName', artifactName)
  }
}

/** `compare-with`, `release-notes` and `sbom-diff-file`, checked against each other and `wait`. */
function parseComparison(
  read: InputReader,
  env: InputEnvironment,
  wait: boolean
): Pick<SbomExportInputs, 'compareWith' | 'releaseNotes' | 'sbomDiffFile'> {
  const compareWith = parseCompareWith(read('compare-with'))
  const releaseNotes = parseReleaseNotes(read('release-notes'))
  if (releaseNotes === 'append' && compareWith.kind === 'none') {
    throw new InputError(
      `Set \`compare-with\` to previous or a tag, or \`release-notes\` to none: input ` +
        `'release-notes' is append, which writes the changes since an earlier release, and ` +
        `'compare-with' is none.`
    )
  }
  // An explicit request to compare needs an SBOM to compare; the default quietly does nothing.
  const needsSbom =
    compareWith.kind === 'tag' ? 'compare-with' : releaseNotes === 'append' && 'release-notes'
  if (needsSbom && !wait) {
    throw new InputError(
      `Set \`wait: true\` so that there is an SBOM to compare: input '${needsSbom}' acts on the ` +
        `downloaded SBOM, and 'wait' is false.`
    )
  }
  const sbomDiffFile = read('sbom-diff-file').trim()
  return {
    compareWith,
    releaseNotes,
    ...(sbomDiffFile && { sbomDiffFile: parseFilePath(sbomDiffFile, env, '') })
  }
}

/** `fail-on-severity` and `allow-vulnerabilities`: the gate, set only where it can act. */
function parseGate(
  read: InputReader,
  wait: boolean
): Pick<SbomExportInputs, 'failOnSeverity' | 'allowVulnerabilities' | 'trustAnalysis'> {
  const failOnSeverity = parseFailOnSeverity(read('fail-on-severity'))
  // A gate fails closed: without a downloaded SBOM it could only pass.
  if (failOnSeverity !== undefined && !wait) {
    throw new InputError(
      `Set \`wait: true\` so that there is an SBOM to check: input 'fail-on-severity' is ` +
        `${failOnSeverity}, which fails on the downloaded SBOM's vulnerabilities, and 'wait' is false.`
    )
  }
  const allowVulnerabilities = parseAllowVulnerabilities(read('allow-vulnerabilities'))
  if (allowVulnerabilities.length > 0 && failOnSeverity === undefined) {
    throw new InputError(
      `Set \`fail-on-severity\` too, or remove \`allow-vulnerabilities\`: input ` +
        `'allow-vulnerabilities' names IDs the gate does not count, and there is no gate ` +
        `('fail-on-severity' is empty).`
    )
  }
  const trustAnalysis = parseBoolean('trust-analysis', read('trust-analysis'), true)
  if (!trustAnalysis && failOnSeverity === undefined) {
    throw new InputError(
      `Set \`fail-on-severity\` too, or remove \`trust-analysis: false\`: input 'trust-analysis' ` +
        `tells the gate what to count, and there is no gate ('fail-on-severity' is empty).`
    )
  }
  return {
    ...(failOnSeverity !== undefined && { failOnSeverity }),
    ...(allowVulnerabilities.length > 0 && { allowVulnerabilities }),
    ...(!trustAnalysis && { trustAnalysis })
  }
}

/** IDs allowed at most; a list longer than this is no review of each. */
const MAX_ALLOWED = 1_000
/** Characters of a reason kept for the summary. */
const MAX_REASON = 200
/** A vulnerability ID as databases write them: CVE-2024-1234, GHSA-xxxx-xxxx-xxxx, PYSEC-2021-1. */
const VULNERABILITY_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/-]{0,99}$/

/**
 * `allow-vulnerabilities`: IDs separated by commas, blanks or lines; `#` starts a comment to the
 * line's end, which is the reason of the IDs on that line. Each ID once (without regard to case).
 */
function parseAllowVulnerabilities(value: string): AllowedVulnerability[] {
  const allowed = new Map<string, AllowedVulnerability>()
  for (const line of value.split(/\r?\n|\r/)) {
    const hash = line.indexOf('#')
    const reason = hash < 0 ? '' : truncate(oneLine(line.slice(hash + 1)).trim(), MAX_REASON)
    for (const id of (hash < 0 ? line : line.slice(0, hash)).split(/[\s,]+/)) {
      if (id === '') continue
      if (!VULNERABILITY_ID.test(id)) {
        throw new InputError(
          `Input 'allow-vulnerabilities' holds '${truncate(oneLine(id), 60)}', which is not a vulnerability ` +
            `ID. Write IDs such as CVE-2024-1234 or GHSA-xxxx-xxxx-xxxx, separated by commas, ` +
            `spaces or lines; \`#\` starts a comment (the reason) to the end of its line.`
        )
      }
      allowed.set(id.toLowerCase(), { id, ...(reason !== '' && { reason }) })
    }
  }
  if (allowed.size > MAX_ALLOWED) {
    throw new InputError(
      `Input 'allow-vulnerabilities' names ${allowed.size} IDs, more than the ${MAX_ALLOWED} it ` +
        `takes: raise fail-on-severity instead of allowing that many.`
    )
  }
  return [...allowed.values()]
}

/** The format, version and component type; a type CycloneDX 1.4 lacks is refused with 1.4. */
function parseFormat(
  read: InputReader
): Pick<SbomExportRequest, 'sbomOutputFormat' | 'cyclonedxVersion' | 'metadataComponentType'> {
  const cyclonedxVersion = parseEnum(
    'cyclonedx-version',
    read('cyclonedx-version'),
    CYCLONEDX_VERSIONS,
    '1.7'
  )
  const metadataComponentType = parseEnum(
    'component-type',
    read('component-type'),
    COMPONENT_TYPE_ENUM,
    'application'
  )
  if (
    cyclonedxVersion === CYCLONEDX_VERSIONS['1.4'] &&
    TYPES_SINCE_1_5.has(metadataComponentType)
  ) {
    const type = describeRequest({ sbomOutputFormat: '', cyclonedxVersion, metadataComponentType })
    throw new InputError(
      `Set \`cyclonedx-version\` to 1.5 or later, or \`component-type\` to a type CycloneDX 1.4 ` +
        `has (e.g. application): input 'component-type' is ${type.componentType}, a type that ` +
        `CycloneDX 1.5 added, and 'cyclonedx-version' is 1.4, whose documents cannot hold it.`
    )
  }
  return {
    sbomOutputFormat: parseEnum(
      'sbom-output-format',
      read('sbom-output-format'),
      OUTPUT_FORMATS,
      'cyclonedx'
    ),
    cyclonedxVersion,
    metadataComponentType
  }
}

function parseScanCommit(value: string): ScanCommitMode {
  const mode = value.trim().toLowerCase() || 'warn'
  if (mode === 'warn' || mode === 'require' || mode === 'off') return mode
  throw new InputError(
    `Input 'scan-commit' is '${value.trim()}'. Use warn (a warning when the SBOM describes another ` +
      `commit than the released one), require (fail instead) or off (do not check).`
  )
}

function parseFailOnSeverity(value: string): GateSeverity | undefined {
  const severity = value.trim().toLowerCase()
  if (severity === '') return undefined
  if ((GATE_SEVERITIES as readonly string[]).includes(severity)) return severity as GateSeverity
  throw new InputError(
    `Input 'fail-on-severity' is '${value.trim()}'. Use low, medium, high or critical (an ` +
      `introduced vulnerability at that severity or above fails the step), or leave it empty.`
  )
}

function parseCompareWith(value: string): CompareWith {
  const given = value.trim()
  const lower = given.toLowerCase()
  if (lower === '' || lower === 'previous') return { kind: 'previous' }
  if (lower === 'none') return { kind: 'none' }
  // A tag name as git allows it: no blanks, control characters or `..`, not ending in `/` or `.`.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f~^:?*[\\]|\.\.|@\{|^[/.-]|[/.]$|\.lock$/.test(given)) {
    throw new InputError(
      `Input 'compare-with' is '${given}'. Use previous (the latest earlier release with an ` +
        `SBOM), none (compare with nothing), or a release's tag, e.g. \`compare-with: v1.2.0\`.`
    )
  }
  return { kind: 'tag', tag: given }
}

function parseReleaseNotes(value: string): 'none' | 'append' {
  const mode = value.trim().toLowerCase() || 'none'
  if (mode === 'none' || mode === 'append') return mode
  throw new InputError(
    `Input 'release-notes' is '${value.trim()}'. Use none (leave the release notes alone) or ` +
      `append (add the changes since the earlier release to them).`
  )
}

/**
 * `repository-id` when set; otherwise `repository` (default: the workflow's repository), whose
 * project the run looks up by name.
 */
function parseRepository(
  read: InputReader,
  env: InputEnvironment
): { repositoryId: bigint } | { repository: string } {
  const id = read('repository-id')
  if (id.trim()) return { repositoryId: BigInt(parseUnsignedId('repository-id', id, INT64_MAX)) }
  const name = read('repository').trim() || env.GITHUB_REPOSITORY?.trim() || ''
  if (!name) {
    throw new InputError(
      `Inputs 'repository-id' and 'repository' are empty, and GITHUB_REPOSITORY is not set. Set ` +
        `\`repository\` to the repository's owner/name on the platform, or \`repository-id\` to its numeric ID.`
    )
  }
  const segments = name.split('/')
  if (
    segments.length < 2 ||
    segments.some(segment => ['', '.', '..'].includes(segment)) ||
    /\s/.test(name) ||
    hasControlCharacters(name)
  ) {
    throw new InputError(
      `Input 'repository' is '${name}', which is not a repository name. Use owner/name, e.g. ` +
        `\`repository: acme/web-app\`, or set \`repository-id\` to the repository's numeric ID.`
    )
  }
  return { repository: name }
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
  if (/[/\\]/.test(name) || hasControlCharacters(name)) {
    throw new InputError(
      `Input 'release-asset-name' is '${name}': use a file name without slashes or control ` +
        `characters, e.g. web-app-v3.1.0.cdx.json.`
    )
  }
  return name
}

/** The values as users write them, for the summary: `cyclonedx`, `1.7`, `application`. */
export function describeRequest(
  inputs: Pick<SbomExportRequest, 'sbomOutputFormat' | 'cyclonedxVersion' | 'metadataComponentType'>
): {
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
