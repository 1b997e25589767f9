/**
 * Whether a request conforms to the published API: a published method and path, only declared
 * query parameters, and a body its request schema accepts with no undeclared field.
 */
import type { IncomingHttpHeaders } from 'node:http'
import {
  describeSchemaError,
  publishedOperations,
  type PublishedOperation,
  type QueryParameter
} from './operations.js'
import { parseLossless, protobufJsonView } from './protobuf-json.js'

/** A request as the API server read it. */
export interface ApiRequestText {
  method: string
  /** Path with the query string, as sent. */
  path: string
  headers: IncomingHttpHeaders
  rawBody: string
}

/** A conforming request, read: path parameters decoded, query and body as protobuf-JSON views. */
export interface ConformingRequest {
  operation: PublishedOperation
  path: Record<string, string>
  query: Record<string, unknown>
  /** The body's view (see protobuf-json.ts); `{}` for operations without a body. */
  body: Record<string, unknown>
}

/** Why a request does not conform; `status` is 400, or 415 for a body that is not JSON typed. */
export interface NonConformity {
  operation: PublishedOperation | undefined
  status: 400 | 415
  problem: string
}

class Refusal extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string
  ) {
    super(message)
  }
}

function refuse(message: string, status: 400 | 415 = 400): never {
  throw new Refusal(status, message)
}

/** The published operation whose template matches `pathname` (any method), with raw parameters. */
export function matchPath(
  pathname: string
): { operations: PublishedOperation[]; values: string[] } | undefined {
  for (const operation of publishedOperations()) {
    const match = operation.pattern.exec(pathname)
    if (match) {
      return {
        operations: publishedOperations().filter(item => item.template === operation.template),
        values: match.slice(1)
      }
    }
  }
  return undefined
}

function decodeParameter(name: string, raw: string): string {
  try {
    // each segment on its own, so an encoded %2F stays inside its segment's text
    return raw
      .split('/')
      .map(segment => decodeURIComponent(segment))
      .join('/')
  } catch {
    return refuse(`path parameter ${name} is not valid percent-encoding: '${raw}'`)
  }
}

function readPath(operation: PublishedOperation, values: string[]): Record<string, string> {
  const path: Record<string, string> = {}
  operation.pathParameters.forEach((name, index) => {
    const value = decodeParameter(name, values[index] ?? '')
    const validate = operation.request.path.get(name)
    if (validate !== undefined && !validate(value)) {
      refuse(describeSchemaError(`path parameter ${name}`, validate.errors![0]!))
    }
    path[name] = value
  })
  return path
}

/** A query parameter's text as its published type: numbers and booleans parsed, arrays listed. */
function queryValue(parameter: QueryParameter, texts: string[], name: string): unknown {
  const read = (type: string | undefined, text: string): unknown => {
    if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text
    if (type === 'number' && /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text)) {
      // digit strings stay text: int64 parameters take them as they are, exactly
      return /^-?[0-9]+$/.test(text) ? text : Number(text)
    }
    return text
  }
  if (parameter.type === 'array') return texts.map(text => read(parameter.itemType, text))
  if (texts.length > 1) refuse(`query parameter ${name} is given ${texts.length} times`)
  return read(parameter.type, texts[0] ?? '')
}

function readQuery(operation: PublishedOperation, search: string): Record<string, unknown> {
  const params = new URLSearchParams(search)
  const query: Record<string, unknown> = {}
  for (const name of new Set(params.keys())) {
    const parameter = operation.request.query.get(name)
    if (parameter === undefined) {
      refuse(`query parameter ${name} is not declared for this operation`)
    }
    const value = queryValue(parameter, params.getAll(name), name)
    if (!parameter.validate(value)) {
      refuse(describeSchemaError(`query parameter ${name}`, parameter.validate.errors![0]!))
    }
    query[name] = value
  }
  return query
}

function isJsonContentType(headers: IncomingHttpHeaders): boolean {
  const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

function readBody(operation: PublishedOperation, request: ApiRequestText): Record<string, unknown> {
  const validate = operation.request.body
  if (validate === undefined) {
    if (request.rawBody !== '') refuse('this operation takes no request body')
    return {}
  }
  if (!isJsonContentType(request.headers)) {
    refuse('Content-Type must be application/json', 415)
  }
  if (request.rawBody.trim() === '') refuse('a JSON object request body is required')
  let parsed: unknown
  try {
    parsed = parseLossless(request.rawBody)
  } catch (error) {
    refuse(`request body is not valid JSON: ${(error as Error).message}`)
  }
  const body = protobufJsonView(parsed)
  if (!validate(body)) refuse(describeSchemaError('body', validate.errors![0]!))
  return body as Record<string, unknown>
}

/** Checks a request against the published API and reads it. */
export function checkConformance(request: ApiRequestText): ConformingRequest | NonConformity {
  const queryStart = request.path.indexOf('?')
  const pathname = queryStart === -1 ? request.path : request.path.slice(0, queryStart)
  const search = queryStart === -1 ? '' : request.path.slice(queryStart + 1)
  const match = matchPath(pathname)
  const operation = match?.operations.find(item => item.method === request.method)
  try {
    if (match === undefined) {
      refuse(`${request.method} ${pathname} is not a published operation`)
    }
    if (operation === undefined) {
      const methods = match.operations.map(item => item.method).join(', ')
      refuse(
        `${request.method} ${pathname} is not a published operation (the path takes ${methods})`
      )
    }
    return {
      operation,
      path: readPath(operation, match.values),
      query: readQuery(operation, search),
      body: readBody(operation, request)
    }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return {
      operation,
      status: error.status,
      problem: `request does not conform to the published API: ${error.message}`
    }
  }
}

/** Whether a check result is a refusal. */
export function isNonConformity(
  result: ConformingRequest | NonConformity
): result is NonConformity {
  return 'problem' in result
}
