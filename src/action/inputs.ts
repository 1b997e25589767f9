/**
 * Reading inputs: the inputs every mode shares, and the readers each mode's own `inputs.ts` builds
 * on. The runner's input variables are read here only; the parsers are pure, so each rule can be
 * tested with a plain object.
 *
 * A bad input throws an `InputError` that names the input, says what is wrong with the value and
 * shows the allowed form, before any request is made.
 */
import * as path from 'node:path'
import { addMask, getInput } from './commands.js'
import { isDigits, normalizeId, UINT64_MAX } from '../platform/ids.js'
import { registerSecret } from '../platform/secrets.js'
import { hasControlCharacters } from './text.js'
import { isLoopbackHost } from '../platform/url-safety.js'

export interface CommonInputs {
  token: string
  /** Digits, without leading zeros; undefined when empty (the token's only deployment is used). */
  deploymentId: string | undefined
  /** Base URL without a trailing slash. */
  apiUrl: string
}

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
  /** The runner's GitHub API URL, e.g. https://api.github.com. */
  GITHUB_API_URL?: string
  /** `owner/name` of the workflow's repository. */
  GITHUB_REPOSITORY?: string
  /** The GitHub web origin, e.g. https://github.com or a GitHub Enterprise Server's. */
  GITHUB_SERVER_URL?: string
}

/** The runner's GitHub API URL (GITHUB_API_URL) without a trailing slash; github.com's when unset. */
export function githubApiUrl(env: InputEnvironment): string {
  return (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.github.com'
}

/** The runner's reader; the tokens are masked before anything can log or output them. */
export function runnerInputReader(): InputReader {
  for (const name of ['token', 'github-token']) {
    const secret = getInput(name)
    if (secret) {
      addMask(secret)
      registerSecret(secret)
    }
  }
  return getInput
}

/** Checks `mode` against the names the action knows. */
export function parseMode<M extends string>(value: string, modes: readonly M[]): M {
  const mode = value.trim().toLowerCase()
  if ((modes as readonly string[]).includes(mode)) return mode as M
  throw new InputError(
    `Input 'mode' ${value.trim() ? `is '${value.trim()}', which is not a mode` : 'is empty'}. ` +
      `Set it to one of: ${modes.join(', ')}.`
  )
}

/** The inputs every mode uses. */
export function parseCommonInputs(read: InputReader, env: InputEnvironment): CommonInputs {
  return {
    token: parseToken(read('token'), env),
    deploymentId: parseDeploymentId(read('deployment-id'), read('deploymentId')),
    apiUrl: parseApiUrl(read('api-url'))
  }
}

function parseToken(value: string, env: InputEnvironment): string {
  const token = value.trim()
  if (token) {
    if (/[\r\n]/.test(token)) throw new InputError(`Input 'token' contains a line break.`)
    const odd = /[^\x21-\x7e]/.exec(token)
    if (odd) {
      throw new InputError(
        `Input 'token' holds a character that no API token has (at position ${odd.index + 1}: ` +
          `not a printable ASCII character). Copy the token again from the platform's settings.`
      )
    }
    return token
  }
  const fork = env.isForkPullRequest
    ? ' This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
      'triggered by pull requests from forks, so the secret reads as empty here.'
    : ' If this run is a pull request from a fork: GitHub does not pass secrets to such workflows.'
  throw new InputError(
    `Pass a platform API token with the Web API permission from a secret ` +
      `(\`token: \${{ secrets.SEMGREP_APP_TOKEN }}\`): input 'token' is empty.${fork}`
  )
}

/** Digits up to `max`; leading zeros are dropped. */
export function parseUnsignedId(name: string, value: string, max: bigint): string {
  const trimmed = value.trim()
  if (!isDigits(trimmed)) {
    throw new InputError(
      `Input '${name}' ${trimmed ? `is '${trimmed}', which is not a number` : 'is empty'}. ` +
        `It takes the numeric ID, digits only (e.g. 12345).`
    )
  }
  const id = normalizeId(trimmed, max)
  if (id === undefined) {
    throw new InputError(`Input '${name}' is ${trimmed}, above the largest ID (${max}).`)
  }
  return id
}

/** `deployment-id` or its alias `deploymentId`; both empty → undefined. */
function parseDeploymentId(value: string, alias: string): string | undefined {
  const main = value.trim() ? parseUnsignedId('deployment-id', value, UINT64_MAX) : undefined
  const other = alias.trim() ? parseUnsignedId('deploymentId', alias, UINT64_MAX) : undefined
  if (main !== undefined && other !== undefined && main !== other) {
    throw new InputError(
      `Inputs 'deployment-id' (${main}) and its alias 'deploymentId' (${other}) differ. Set only one.`
    )
  }
  return main ?? other
}

/** The platform's public API: action.yml's default for `api-url`, and what an empty input means. */
export const DEFAULT_API_URL = 'https://semgrep.dev'

/** https, or http to a loopback host; no credentials, query or fragment; no trailing slash. */
export function parseApiUrl(value: string): string {
  const raw = value.trim() || DEFAULT_API_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    // An `@` may end credentials, which are never echoed (the log and the summary show this).
    const shown = raw.includes('@') ? 'not quoted, as it may hold credentials' : `'${raw}'`
    throw new InputError(
      `Input 'api-url' is ${shown}, which is not a URL. Use e.g. ${DEFAULT_API_URL}.`
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      `Input 'api-url' must not contain credentials, a query or a fragment: give the base URL only, e.g. ${DEFAULT_API_URL}.`
    )
  }
  const loopback = isLoopbackHost(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(
      `Input 'api-url' is '${raw}': it must start with https:// (plain http:// is allowed only to ` +
        `localhost, 127.0.0.0/8 or [::1]), so that the token is never sent unencrypted.`
    )
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
  if (/\/api\/v\d+$/.test(base)) {
    throw new InputError(
      `Input 'api-url' is '${raw}': give the base URL without the /api/v1 part (e.g. ${DEFAULT_API_URL}).`
    )
  }
  return base
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
  const n = isDigits(trimmed) ? Number(trimmed) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new InputError(
      `Input '${name}' is '${trimmed}'. Use a whole number from ${min} to ${max}.`
    )
  }
  return n
}

/** A file input: relative paths are taken from the workspace, as other actions do; empty → `fallback`. */
export function parseFilePath(value: string, env: InputEnvironment, fallback: string): string {
  const file = value.trim()
  if (!file) return fallback
  return path.resolve(env.GITHUB_WORKSPACE || process.cwd(), file)
}

/** Items of a list separated by commas, spaces or newlines. */
export function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter(item => item !== '')
}

/** An absolute http(s) URL without credentials or blanks; undefined when empty. */
export function parseHttpUrl(name: string, value: string, example: string): string | undefined {
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
    /\s/.test(raw) ||
    hasControlCharacters(raw) ||
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

/** One of `allowed`, given in any case; returns it lower-cased. */
export function parseChoice<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[]
): T {
  const item = value.toLowerCase()
  if ((allowed as readonly string[]).includes(item)) return item as T
  throw new InputError(
    `Input '${name}' is '${value}', which is not allowed. Use one of: ${allowed.join(', ')}.`
  )
}

/** A list of allowed values, lower-cased and de-duplicated in the order given; empty: []. */
export function parseChoices<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[]
): T[] {
  return [...new Set(splitList(value).map(item => parseChoice(name, item, allowed)))]
}

/** Accepts a short name (any case) or the API's full enum value; returns the enum value. */
export function parseEnum(
  name: string,
  value: string,
  table: Record<string, string>,
  fallback: string
): string {
  const trimmed = value.trim() || fallback
  const short = trimmed.toLowerCase()
  if (Object.hasOwn(table, short)) return table[short]!
  const full = trimmed.toUpperCase()
  if (Object.values(table).includes(full)) return full
  throw new InputError(
    `Input '${name}' is '${trimmed}', which is not allowed. Use one of: ${Object.keys(table).join(', ')}.`
  )
}

/** Characters the artifact service refuses in a name (as `@actions/artifact` checks them). */
const INVALID_ARTIFACT_NAME_CHARACTERS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']

/** The one place artifact names are checked (the same rule for every mode). */
export function parseArtifactName(value: string): string | undefined {
  const name = value.trim()
  if (!name) return undefined
  const bad = INVALID_ARTIFACT_NAME_CHARACTERS.find(c => name.includes(c))
  if (bad !== undefined) {
    throw new InputError(
      `Input 'artifact-name' is '${name.replace(/[\r\n]/g, ' ')}': artifact names must not contain ` +
        `${JSON.stringify(bad)} (nor any of " : < > | * ? \\ / or a line break), e.g. sbom.`
    )
  }
  return name
}
