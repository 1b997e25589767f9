/**
 * One API request whose 200 answer is JSON of a known shape: sent through the transport, parsed with
 * exact integers and checked against a zod schema. Every operation of the client goes through here.
 */
import type { z } from 'zod'
import { unexpectedBodyError } from './errors.js'
import { JsonDepthError, parseExactJson } from './json.js'
import type { Transport, TransportRequest } from './transport.js'

/** The answers' schemas (`schemas.ts`), for picking one. */
export type Schemas = typeof import('./schemas.js')

let schemas: Promise<Schemas> | undefined

/**
 * The schemas, loaded on the first request instead of at start: zod and the schemas built with it
 * are most of what the start would otherwise evaluate before any request goes out.
 */
function loadSchemas(): Promise<Schemas> {
  return (schemas ??= import('./schemas.js'))
}

/** Sends `request` and checks its answer against the schema `pick` chooses. */
export async function requestJson<S extends z.ZodType>(
  transport: Transport,
  request: TransportRequest,
  pick: (schemas: Schemas) => S
): Promise<z.output<S>> {
  const response = await transport.request(request)
  const { describeSchemaIssues } = await loadSchemas()
  const schema = pick(await loadSchemas())
  const label = `${request.operation} (${request.method} ${request.path})`
  const text = response.body.toString('utf8')
  const body = transport.redact(text)
  let json: unknown
  try {
    json = parseExactJson(text)
  } catch (error) {
    const problem =
      error instanceof JsonDepthError ? error.message : `not JSON (${(error as Error).message})`
    throw unexpectedBodyError(label, problem, body)
  }
  // A server that echoes the token must not carry it into outputs, files or the summary.
  json = redactStrings(json, value => transport.redact(value))
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw unexpectedBodyError(label, describeSchemaIssues(parsed.error), body)
  }
  return parsed.data
}

/** Every string in a parsed JSON value, passed through `redact` (keys are left as they are). */
function redactStrings(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = redactStrings(value[i], redact)
    return value
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) record[key] = redactStrings(record[key], redact)
  }
  return value
}
