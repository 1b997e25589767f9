/** Shared helpers of the emulator tests: calling the API, paths, page shapes, response checks. */
import { expect } from '@jest/globals'
import { parse, stringify } from 'lossless-json'
import {
  parseLossless,
  protobufJsonView,
  publishedOperation,
  type Emulator
} from '../../emulator/index.js'

/** The default dataset's deployment. */
export const DEPLOYMENT = '1234'
/** A repository ID start beyond 2^53, to see every digit kept. */
export const BIG_START = 9007199254740993n

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body parsed losslessly: unsafe integers become bigint. */
  json: unknown
}

export interface CallOptions {
  method?: string
  /** A string is sent as is; anything else is written with lossless-json. */
  body?: unknown
  token?: string | null
  contentType?: string | null
  headers?: Record<string, string>
  redirect?: 'follow' | 'manual' | 'error'
}

/** Safe integers as numbers, unsafe integers as bigint. */
function parseExactNumber(text: string): number | bigint {
  const value = Number(text)
  return /^-?[0-9]+$/.test(text) && !Number.isSafeInteger(value) ? BigInt(text) : value
}

function parseLoosely(text: string): unknown {
  try {
    return parse(text, null, parseExactNumber)
  } catch {
    return undefined
  }
}

/** Calls the emulator's API with its token (unless told otherwise). */
export async function call(
  emulator: Emulator,
  path: string,
  options: CallOptions = {}
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  const token = options.token === undefined ? emulator.token : options.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  let body: string | undefined
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : stringify(options.body)
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType
    if (contentType !== null) headers['content-type'] = contentType
  }
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    body,
    redirect: options.redirect
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: parseLoosely(text) }
}

/** The `error` of an error answer. */
export function errorOf(answer: Answer): string {
  return (answer.json as { error: string }).error
}

export const deploymentPath = (suffix: string, deployment = DEPLOYMENT): string =>
  `/api/v1/deployments/${deployment}${suffix}`
export const REPOSITORIES = deploymentPath('/dependencies/repositories')
export const EXPORT = deploymentPath('/sbom/export')
export const LINK = deploymentPath('/tickets/link')
export const POLICIES = deploymentPath('/policies')
export const lockfilesPath = (id: bigint | string): string =>
  deploymentPath(`/dependencies/repositories/${id}/lockfiles`)
/** A project's path, each segment of its name percent-encoded and the `/` kept. */
export const projectPath = (slug: string, name: string): string =>
  `/api/v1/deployments/${slug}/projects/${name.split('/').map(encodeURIComponent).join('/')}`

export interface RepositoriesPage {
  repositorySummaries: { id: bigint | number; name: string; numDependencies: number }[]
  cursor?: bigint | number
  hasMore: boolean
}
export interface LockfilesPage {
  lockfileSummaries: { lockfilePath: string; numDependencies: number }[]
  cursor?: string
  hasMore: boolean
}

/** Every repository page of a filter, followed by cursor. */
export async function allRepositories(
  emulator: Emulator,
  dependencyFilter?: Record<string, unknown>,
  pageSize = 100
): Promise<RepositoriesPage['repositorySummaries']> {
  const summaries: RepositoriesPage['repositorySummaries'] = []
  let cursor: bigint | number | undefined
  for (let pages = 0; pages < 1000; pages++) {
    const answer = await call(emulator, REPOSITORIES, {
      body: { pageSize, cursor, dependencyFilter }
    })
    expect(answer.status).toBe(200)
    const page = answer.json as RepositoriesPage
    summaries.push(...page.repositorySummaries)
    if (!page.hasMore) return summaries
    cursor = page.cursor
  }
  throw new Error('too many pages')
}

/** Asserts that an answer's body conforms to the file's schema of that operation and status. */
export function expectPublishedResponse(operationId: string, answer: Answer): void {
  const validate = publishedOperation(operationId).response(answer.status)
  if (validate === undefined) throw new Error(`${operationId} publishes no ${answer.status} answer`)
  const valid = validate(protobufJsonView(parseLossless(answer.text)))
  expect(validate.errors ?? []).toEqual([])
  expect(valid).toBe(true)
}

export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}
