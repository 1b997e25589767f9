/**
 * Every input of the action is read and checked here, and nowhere else. `readInputs()` asks the
 * runner; `parseInputs()` is the pure part, so each rule can be tested with a plain object.
 *
 * A bad input throws an `InputError` that names the input, says what is wrong with the value and shows
 * the allowed form, before any request is made.
 */
import * as path from 'node:path'
import * as os from 'node:os'
import * as core from '@actions/core'
import {
  DependencyFilterError,
  parseDependencyFilter,
  type DependencyFilter
} from './dependency-filter.js'
import { isLoopbackHost } from './platform/url-safety.js'

export const MODES = ['sbom-export', 'ticket-link', 'dependency-inventory', 'policies'] as const
export type Mode = (typeof MODES)[number]

export interface CommonInputs {
  token: string
  /** Digits, without leading zeros. */
  deploymentId: string
  /** Base URL without a trailing slash. */
  apiUrl: string
}

export interface SbomExportInputs {
  repositoryId: bigint
  ref: string
  sbomOutputFormat: string
  cyclonedxVersion: string
  metadataComponentType: string
  metadataSupplier?: {
    name?: string
    url?: string
    contact?: { name?: string; email?: string; phone?: string }
  }
  wait: boolean
  waitTimeoutSeconds: number
  sbomFile: string
}

export interface DependencyInventoryInputs {
  /** Sent as `dependencyFilter` on both list operations; absent when the input is empty. */
  dependencyFilter?: DependencyFilter
  /** `pageSize` of both list operations, 1 to 100. */
  pageSize: number
  /** Requests in flight at most, repository pages included, 1 to 32. */
  concurrency: number
  /** Absolute path of the inventory file. */
  inventoryFile: string
}

export type ActionInputs =
  | (CommonInputs & { mode: 'sbom-export'; sbomExport: SbomExportInputs })
  | (CommonInputs & { mode: 'policies' })
  | (CommonInputs & { mode: 'ticket-link' })
  | (CommonInputs & {
      mode: 'dependency-inventory'
      dependencyInventory: DependencyInventoryInputs
    })

/** An input whose value cannot be used. */
export class InputError extends Error {
  override name = 'InputError'
}

/** Reads an input by its action.yml name; returns '' when not given. */
export type InputReader = (name: string) => string

/** The parts of the runner's environment that input defaults depend on. */
export interface InputEnvironment {
  RUNNER_TEMP?: string
  GITHUB_WORKSPACE?: string
  /** True on a pull request opened from a fork, where secrets are not passed. */
  isForkPullRequest?: boolean
}

/** Reads the inputs from the runner, masks the token, and validates everything. */
export function readInputs(env: InputEnvironment): ActionInputs {
  const read: InputReader = name => core.getInput(name)
  const token = read('token')
  if (token) core.setSecret(token)
  return parseInputs(read, env)
}

const UINT64_MAX = 18446744073709551615n
const INT64_MAX = 9223372036854775807n

/** Validates every input that the selected mode uses. */
export function parseInputs(read: InputReader, env: InputEnvironment): ActionInputs {
  const mode = parseMode(read('mode'))
  const common: CommonInputs = {
    token: parseToken(read('token'), env),
    deploymentId: parseDeploymentId(read('deployment-id'), read('deploymentId')),
    apiUrl: parseApiUrl(read('api-url'))
  }
  switch (mode) {
    case 'sbom-export':
      return { ...common, mode, sbomExport: parseSbomExportInputs(read, env) }
    case 'dependency-inventory':
      return { ...common, mode, dependencyInventory: parseDependencyInventoryInputs(read, env) }
    default:
      return { ...common, mode }
  }
}

function parseMode(value: string): Mode {
  const mode = value.trim().toLowerCase()
  if ((MODES as readonly string[]).includes(mode)) return mode as Mode
  throw new InputError(
    `Input 'mode' ${value.trim() ? `is '${value.trim()}', which is not a mode` : 'is empty'}. ` +
      `Set it to one of: ${MODES.join(', ')}.`
  )
}

function parseToken(value: string, env: InputEnvironment): string {
  const token = value.trim()
  if (token) {
    if (/[\r\n]/.test(token)) throw new InputError(`Input 'token' contains a line break.`)
    return token
  }
  const fork = env.isForkPullRequest
    ? ' This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
      'triggered by pull requests from forks, so the secret reads as empty here.'
    : ' If this run is a pull request from a fork: GitHub does not pass secrets to such workflows.'
  throw new InputError(
    `Input 'token' is empty. Pass a platform API token with the Web API permission from a secret, ` +
      `e.g. \`token: \${{ secrets.SEMGREP_APP_TOKEN }}\`.${fork}`
  )
}

/** Digits up to the maximum of an unsigned 64-bit integer; leading zeros are dropped. */
export function parseUnsignedId(name: string, value: string, max: bigint): string {
  const trimmed = value.trim()
  if (!/^[0-9]+$/.test(trimmed)) {
    throw new InputError(
      `Input '${name}' ${trimmed ? `is '${trimmed}', which is not a number` : 'is empty'}. ` +
        `It takes the numeric ID, digits only (e.g. 12345).`
    )
  }
  const id = BigInt(trimmed)
  if (id > max) {
    throw new InputError(`Input '${name}' is ${trimmed}, above the largest ID (${max}).`)
  }
  return id.toString()
}

function parseDeploymentId(value: string, alias: string): string {
  if (!value.trim() && !alias.trim()) {
    throw new InputError(
      `Input 'deployment-id' is empty. Set it to your numeric deployment ID (shown in the ` +
        `platform's settings, or by its deployments endpoint), e.g. \`deployment-id: 12345\`.`
    )
  }
  const main = value.trim() ? parseUnsignedId('deployment-id', value, UINT64_MAX) : undefined
  const other = alias.trim() ? parseUnsignedId('deploymentId', alias, UINT64_MAX) : undefined
  if (main !== undefined && other !== undefined && main !== other) {
    throw new InputError(
      `Inputs 'deployment-id' (${main}) and its alias 'deploymentId' (${other}) differ. Set only one.`
    )
  }
  return (main ?? other)!
}

/** https, or http to a loopback host; no credentials, query or fragment; no trailing slash. */
export function parseApiUrl(value: string): string {
  const raw = value.trim() || 'https://semgrep.dev'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(
      `Input 'api-url' is '${raw}', which is not a URL. Use e.g. https://semgrep.dev.`
    )
  }
  const loopback = isLoopbackHost(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(
      `Input 'api-url' is '${raw}': it must start with https:// (plain http:// is allowed only to ` +
        `localhost, 127.0.0.0/8 or [::1]), so that the token is never sent unencrypted.`
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      `Input 'api-url' must not contain credentials, a query or a fragment: give the base URL only, e.g. https://semgrep.dev.`
    )
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  if (/\/api\/v\d+$/.test(base)) {
    throw new InputError(
      `Input 'api-url' is '${raw}': give the base URL without the /api/v1 part (e.g. https://semgrep.dev).`
    )
  }
  return base
}

const OUTPUT_FORMATS: Record<string, string> = {
  cyclonedx: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  json: 'SBOM_OUTPUT_FORMAT_JSON'
}

const CYCLONEDX_VERSIONS = ['1.4', '1.5', '1.6', '1.7']

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

const COMPONENT_TYPE_PREFIX = 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_'

/** Accepts a short name or the API's full enum value; returns the enum value. */
function parseEnum(
  name: string,
  value: string,
  table: Record<string, string>,
  shown: string
): string {
  const trimmed = value.trim()
  const short = trimmed.toLowerCase()
  if (Object.hasOwn(table, short)) return table[short]!
  const full = trimmed.toUpperCase()
  if (Object.values(table).includes(full)) return full
  throw new InputError(
    `Input '${name}' ${trimmed ? `is '${trimmed}', which is not allowed` : 'is empty'}. Use one of: ${shown}.`
  )
}

function parseSbomExportInputs(read: InputReader, env: InputEnvironment): SbomExportInputs {
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
  const versions = Object.fromEntries(
    CYCLONEDX_VERSIONS.map(v => [v, `SBOM_CYCLONE_DX_VERSION_V${v.replace('.', '_')}`])
  )
  const componentTypes = Object.fromEntries(
    COMPONENT_TYPES.map(t => [t, COMPONENT_TYPE_PREFIX + t.toUpperCase().replace(/-/g, '_')])
  )
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
  const file = read('sbom-file').trim()
  return {
    repositoryId: BigInt(repositoryId),
    ref,
    sbomOutputFormat: parseEnum(
      'sbom-output-format',
      read('sbom-output-format').trim() || 'cyclonedx',
      OUTPUT_FORMATS,
      'cyclonedx, json'
    ),
    cyclonedxVersion: parseEnum(
      'cyclonedx-version',
      read('cyclonedx-version').trim() || '1.7',
      versions,
      CYCLONEDX_VERSIONS.join(', ')
    ),
    metadataComponentType: parseEnum(
      'component-type',
      read('component-type').trim() || 'application',
      componentTypes,
      COMPONENT_TYPES.join(', ')
    ),
    ...(metadataSupplier && { metadataSupplier }),
    wait: parseBoolean('wait', read('wait'), false),
    waitTimeoutSeconds: parseInteger('wait-timeout', read('wait-timeout'), 600, 1, 21_600),
    sbomFile: file
      ? resolveWorkspacePath(file, env)
      : path.join(env.RUNNER_TEMP || os.tmpdir(), `sbom-${repositoryId}.json`)
  }
}

function parseDependencyInventoryInputs(
  read: InputReader,
  env: InputEnvironment
): DependencyInventoryInputs {
  let dependencyFilter: DependencyFilter | undefined
  try {
    dependencyFilter = parseDependencyFilter(read('dependency-filter'))
  } catch (error) {
    if (!(error instanceof DependencyFilterError)) throw error
    throw new InputError(
      `Input 'dependency-filter' is not valid: ${error.message}. Give a JSON or YAML object with ` +
        `the API's dependencyFilter fields, e.g. \`{"includeArchived": false, "license": ["MIT"]}\`.`
    )
  }
  const file = read('inventory-file').trim()
  return {
    ...(dependencyFilter && { dependencyFilter }),
    pageSize: parseInteger('page-size', read('page-size'), 100, 1, 100),
    concurrency: parseInteger('concurrency', read('concurrency'), 8, 1, 32),
    inventoryFile: file
      ? resolveWorkspacePath(file, env)
      : path.join(env.RUNNER_TEMP || os.tmpdir(), 'dependency-inventory.json')
  }
}

/** Drops empty fields; undefined when none is left. */
function compact<T extends Record<string, string>>(fields: T): Partial<T> | undefined {
  const kept = Object.entries(fields).filter(([, v]) => v !== '')
  return kept.length ? (Object.fromEntries(kept) as Partial<T>) : undefined
}

/** The YAML 1.2 core booleans, as the runner's own getBooleanInput reads them. */
export function parseBoolean(name: string, value: string, fallback: boolean): boolean {
  const trimmed = value.trim()
  if (!trimmed) return fallback
  if (['true', 'True', 'TRUE'].includes(trimmed)) return true
  if (['false', 'False', 'FALSE'].includes(trimmed)) return false
  throw new InputError(`Input '${name}' is '${trimmed}'. Use true or false.`)
}

/** A whole number within bounds; empty means the default. */
export function parseInteger(
  name: string,
  value: string,
  fallback: number,
  min: number,
  max: number
): number {
  const trimmed = value.trim()
  if (!trimmed) return fallback
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new InputError(
      `Input '${name}' is '${trimmed}'. Use a whole number from ${min} to ${max}.`
    )
  }
  return n
}

/** Relative paths are taken from the workspace, as other actions do. */
function resolveWorkspacePath(file: string, env: InputEnvironment): string {
  return path.resolve(env.GITHUB_WORKSPACE || process.cwd(), file)
}
