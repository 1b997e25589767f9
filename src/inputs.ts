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
import type { SbomExportRequest } from './platform/platform-client.js'
import type { DependencyFilter } from './dependency-filter.js'
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

/** The export request as the client sends it, plus how to wait for and store the result. */
export interface SbomExportInputs extends SbomExportRequest {
  wait: boolean
  waitTimeoutSeconds: number
  sbomFile: string
}

/** Inputs of `mode: ticket-link`; all optional. */
export interface TicketLinkInputs {
  /** `ticket-url`: every finding goes to this ticket. */
  ticketUrl?: string
  /** `ticket-base-url`: ticket URL = base (one `/` ensured) + key. */
  ticketBaseUrl?: string
  /** `ticket-projects`, upper-cased and de-duplicated; empty means all but well-known non-tickets. */
  ticketProjects: string[]
  /** `finding-ids`: digits without leading zeros, de-duplicated, in the order given. */
  findingIds: string[]
  /** Host (and port) of `api-url`: links to findings are recognised on it. */
  platformHost: string
  /** `github-token`, to read the pull request's commit messages; '' skips them. */
  githubToken: string
  /** The runner's GitHub API URL (GITHUB_API_URL), where commit messages are read. */
  githubApiUrl: string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY), if known. */
  repository?: string
}

/** Inputs of `mode: dependency-inventory`. */
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
  | (CommonInputs & { mode: 'ticket-link'; ticketLink: TicketLinkInputs })
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
  /** The runner's GitHub API URL, e.g. https://api.github.com (ticket-link reads commits there). */
  GITHUB_API_URL?: string
  /** `owner/name` of the workflow's repository. */
  GITHUB_REPOSITORY?: string
}

/**
 * Parsers that only some modes need, loaded only for them so that the other modes do not pay for
 * their start-up (the YAML parser behind `dependency-filter` takes about 10 ms to load).
 */
export interface ModeParsers {
  dependencyFilter?: typeof import('./dependency-filter.js')
}

/** Loads the parsers the selected mode needs (none for an unknown mode: parseInputs reports it). */
export async function loadModeParsers(mode: string): Promise<ModeParsers> {
  return mode.trim().toLowerCase() === 'dependency-inventory'
    ? { dependencyFilter: await import('./dependency-filter.js') }
    : {}
}

/** Reads the inputs from the runner, masks the tokens, and validates everything. */
export async function readInputs(env: InputEnvironment): Promise<ActionInputs> {
  const read: InputReader = name => core.getInput(name)
  const token = read('token')
  if (token) core.setSecret(token)
  const githubToken = read('github-token')
  if (githubToken.trim()) core.setSecret(githubToken.trim())
  return parseInputs(read, env, await loadModeParsers(read('mode')))
}

const UINT64_MAX = 18446744073709551615n
const INT64_MAX = 9223372036854775807n

/** Validates every input that the selected mode uses. */
export function parseInputs(
  read: InputReader,
  env: InputEnvironment,
  parsers: ModeParsers = {}
): ActionInputs {
  const mode = parseMode(read('mode'))
  const common: CommonInputs = {
    token: parseToken(read('token'), env, mode),
    deploymentId: parseDeploymentId(read('deployment-id'), read('deploymentId')),
    apiUrl: parseApiUrl(read('api-url'))
  }
  switch (mode) {
    case 'sbom-export':
      return { ...common, mode, sbomExport: parseSbomExportInputs(read, env) }
    case 'ticket-link':
      return { ...common, mode, ticketLink: parseTicketLinkInputs(read, env, common.apiUrl) }
    case 'dependency-inventory':
      return {
        ...common,
        mode,
        dependencyInventory: parseDependencyInventoryInputs(read, env, parsers)
      }
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

function parseToken(value: string, env: InputEnvironment, mode: Mode): string {
  const token = value.trim()
  if (token) {
    if (/[\r\n]/.test(token)) throw new InputError(`Input 'token' contains a line break.`)
    return token
  }
  const fork = env.isForkPullRequest
    ? ' This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
      'triggered by pull requests from forks, so the secret reads as empty here.' +
      (mode === 'ticket-link' ? TICKET_LINK_FORK_HINT : '')
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
  env: InputEnvironment,
  parsers: ModeParsers
): DependencyInventoryInputs {
  const filters = parsers.dependencyFilter
  if (!filters) throw new Error('parseInputs: the dependency-filter parser was not loaded')
  let dependencyFilter: DependencyFilter | undefined
  try {
    dependencyFilter = filters.parseDependencyFilter(read('dependency-filter'))
  } catch (error) {
    if (!(error instanceof filters.DependencyFilterError)) throw error
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

/** How to link tickets of pull requests from forks, where `pull_request` runs get no secrets. */
const TICKET_LINK_FORK_HINT =
  ' To link the tickets of pull requests from forks, run this mode on `pull_request_target`: it ' +
  'runs in the context of the base repository and is given secrets. The mode reads only the event ' +
  "and the pull request's commit messages; do not check out or run the fork's code in that workflow."

const PROJECT_KEY = /^[A-Z][A-Z0-9_]+$/

function parseTicketLinkInputs(
  read: InputReader,
  env: InputEnvironment,
  apiUrl: string
): TicketLinkInputs {
  const ticketUrl = parseHttpUrl(
    'ticket-url',
    read('ticket-url'),
    'https://acme.atlassian.net/browse/PROJ-42'
  )
  const ticketBaseUrl = parseHttpUrl(
    'ticket-base-url',
    read('ticket-base-url'),
    'https://acme.atlassian.net/browse/'
  )
  if (ticketBaseUrl !== undefined && /[?#]/.test(ticketBaseUrl)) {
    throw new InputError(
      `Input 'ticket-base-url' is '${ticketBaseUrl}': it must not have a query or fragment, as the ` +
        `ticket key is appended to it (e.g. https://acme.atlassian.net/browse/).`
    )
  }
  const ticketProjects: string[] = []
  for (const item of splitList(read('ticket-projects'))) {
    const project = item.toUpperCase()
    if (!PROJECT_KEY.test(project)) {
      throw new InputError(
        `Input 'ticket-projects' holds '${item}', which is not a project key. List keys such as ` +
          `PROJ, SEC (a letter, then letters, digits or _), separated by commas, spaces or newlines.`
      )
    }
    if (!ticketProjects.includes(project)) ticketProjects.push(project)
  }
  const findingIds: string[] = []
  for (const item of splitList(read('finding-ids'))) {
    if (!/^[0-9]+$/.test(item)) {
      throw new InputError(
        `Input 'finding-ids' holds '${item}', which is not a finding ID. List the numeric IDs, ` +
          `digits only, separated by commas, spaces or newlines (e.g. 1001, 1002).`
      )
    }
    const id = BigInt(item)
    if (id > INT64_MAX) {
      throw new InputError(
        `Input 'finding-ids' holds ${item}, above the largest finding ID (${INT64_MAX}).`
      )
    }
    if (!findingIds.includes(id.toString())) findingIds.push(id.toString())
  }
  const githubApiUrl =
    (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.github.com'
  const repository = env.GITHUB_REPOSITORY?.trim()
  return {
    ...(ticketUrl !== undefined && { ticketUrl }),
    ...(ticketBaseUrl !== undefined && { ticketBaseUrl }),
    ticketProjects,
    findingIds,
    platformHost: new URL(apiUrl).host,
    githubToken: read('github-token').trim(),
    githubApiUrl,
    ...(repository && { repository })
  }
}

/** Items of a list separated by commas, spaces or newlines. */
function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter(item => item !== '')
}

/** An absolute http(s) URL without credentials or blanks; undefined when empty. */
function parseHttpUrl(name: string, value: string, example: string): string | undefined {
  const raw = value.trim()
  if (!raw) return undefined
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (
    url === undefined ||
    !['http:', 'https:'].includes(url.protocol) ||
    !url.hostname ||
    // eslint-disable-next-line no-control-regex
    /[\s\u0000-\u001f\u007f]/.test(raw) ||
    !/^https?:\/\//i.test(raw)
  ) {
    throw new InputError(
      `Input '${name}' is '${raw}', which is not an absolute http(s) URL. Use e.g. ${example}.`
    )
  }
  if (url.username || url.password) {
    throw new InputError(`Input '${name}' must not contain credentials (user:password@).`)
  }
  return raw
}
