/**
 * One API request whose 200 answer is JSON of a known shape: sent through the transport, parsed with
 * exact integers and checked, against a zod schema or a check of its own. Every operation of the
 * client goes through here.
 */
import type { z } from 'zod'
import { unexpectedBodyError } from './errors.js'
import { JsonDepthError, parseExactJson } from './json.js'
import { redactSecrets } from './secrets.js'
import type { Transport, TransportRequest } from './transport.js'

/** An answer checked: its typed value, or a line naming what is wrong (`items[0].id: …`). */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string }

/** Checks a parsed answer (its strings already redacted). */
export type AnswerCheck<T> = (json: unknown) => Checked<T> | Promise<Checked<T>>

/** The answers' schemas (`schemas.ts`), for picking one. */
export type Schemas = typeof import('./schemas.js')

let schemas: Promise<Schemas> | undefined

/**
 * The check by the schema `pick` chooses. The schemas are loaded on the first answer instead of at
 * start: zod and the schemas built with it cost more than the whole rest of the start.
 */
export function bySchema<S extends z.ZodType>(
  pick: (schemas: Schemas) => S
): AnswerCheck<z.output<S>> {
  return async json => {
    const loaded = await (schemas ??= import('./schemas.js'))
    const parsed = pick(loaded).safeParse(json)
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, problem: loaded.describeSchemaIssues(parsed.error) }
  }
}

/** Sends `request` and returns its answer as `check` reads it. */
export async function requestJson<T>(
  transport: Transport,
  request: TransportRequest,
  check: AnswerCheck<T>
): Promise<T> {
  const response = await transport.request(request)
  const label = `${request.operation} (${request.method} ${request.path})`
  const text = response.body.toString('utf8')
  const body = redactSecrets(text)
  let json: unknown
  try {
    json = parseExactJson(text)
  } catch (error) {
    const problem =
      error instanceof JsonDepthError ? error.message : `not JSON (${(error as Error).message})`
    throw unexpectedBodyError(label, problem, body)
  }
  // A server that echoes the token must not carry it into outputs, files or the summary.
  json = redactStrings(json, redactSecrets)
  const checked = await check(json)
  if (!checked.ok) throw unexpectedBodyError(label, checked.problem, body)
  return checked.value
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
