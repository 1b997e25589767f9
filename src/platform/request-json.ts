/**
 * One API request whose 200 answer is JSON of a known shape: sent through the transport, parsed with
 * exact integers and checked, against a zod schema or a check of its own. Every operation of the
 * client goes through here.
 */
import type { z } from 'zod'
import { unexpectedBodyError } from './errors.js'
import { JsonDepthError, parseExactJson, parseExactJsonWithArray } from './json.js'
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

/** The rows of an answer whose bulk is one array member, and who takes them. */
export interface AnswerRows<R extends z.ZodType> {
  /** The member of the top-level object that holds the rows. */
  key: string
  /** The schema of one row. */
  pick: (schemas: Schemas) => R
  /** Takes one row as it is read; an error it throws is passed on as it is. */
  onRow: (row: z.output<R>) => void
}

/**
 * {@link requestJson} for an answer whose bulk is one array (a page of 1,000 dependencies): each row
 * is parsed, redacted and checked on its own and handed on as it is read, then dropped, so that a
 * page is never held whole as objects. Parsed whole, pages of 1,000 rows with 1 KiB lockfile paths
 * made V8 grow its young generation to its limit (docs/performance.md). The rest of the answer is
 * checked by the schema `pick` chooses, with the rows' member empty (the reader finds the member
 * however its name is escaped, and refuses it twice). A row that fails its check stops the reading:
 * rows before it have been handed on.
 */
export async function requestJsonRows<R extends z.ZodType, S extends z.ZodType>(
  transport: Transport,
  request: TransportRequest,
  rows: AnswerRows<R>,
  pick: (schemas: Schemas) => S
): Promise<z.output<S>> {
  const response = await transport.request(request)
  const loaded = await (schemas ??= import('./schemas.js'))
  const label = `${request.operation} (${request.method} ${request.path})`
  const unexpected = (problem: string): Error =>
    unexpectedBodyError(label, problem, redactSecrets(response.body.toString('utf8')))
  const rowSchema = rows.pick(loaded)
  let stop: { problem: string } | { error: unknown } | undefined
  let json: unknown
  try {
    json = parseExactJsonWithArray(response.body, rows.key, (element, index) => {
      const parsed = rowSchema.safeParse(redactStrings(element, redactSecrets))
      if (!parsed.success) {
        stop = { problem: loaded.describeSchemaIssues(parsed.error, [rows.key, index]) }
        throw parsed.error
      }
      try {
        rows.onRow(parsed.data)
      } catch (error) {
        stop = { error }
        throw error
      }
    })
  } catch (error) {
    if (stop !== undefined) {
      if ('error' in stop) throw stop.error
      throw unexpected(stop.problem)
    }
    throw unexpected(
      error instanceof JsonDepthError ? error.message : `not JSON (${(error as Error).message})`
    )
  }
  const checked = pick(loaded).safeParse(redactStrings(json, redactSecrets))
  if (!checked.success) throw unexpected(loaded.describeSchemaIssues(checked.error))
  giveBack(response.body)
  return checked.data
}

/**
 * Frees a large answer's bytes once read, rather than at V8's next full collection: with 8 pages of
 * 1 MB in flight, pages already read waited there by the dozen (docs/performance.md). A small one
 * is left to the young collection, which frees it cheaply; only a buffer that is the whole of its
 * memory is freed.
 */
function giveBack(body: Buffer): void {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
  if (whole && body.byteLength >= FREED_ANSWER_BYTES) (body.buffer as ArrayBuffer).transfer(0)
}

/** Answers from this size on are freed once read (a page of 250 dependencies or more). */
const FREED_ANSWER_BYTES = 64 * 1024

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
