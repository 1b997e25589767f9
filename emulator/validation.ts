/** Strict checks of request bodies, parsed losslessly so integers stay exact. */
import { isLosslessNumber, parse, parseLosslessNumber } from 'lossless-json'

/** An error answered as `{"error": message}` with this status. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/** Checks one JSON value at `field` and converts it; throws HttpError 400 on a type error. */
export type Checker<T> = (value: unknown, field: string) => T

const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (isLosslessNumber(value)) return INTEGER_TEXT.test(value.value) ? 'an integer' : 'a number'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

function typeError(field: string, expected: string, value: unknown): HttpError {
  return new HttpError(
    400,
    `invalid field "${field}": expected ${expected}, got ${describe(value)}`
  )
}

/** Parses a request body that must be a JSON object; numbers stay as their exact text. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw new HttpError(400, 'a JSON object request body is required')
  let value: unknown
  try {
    value = parse(text, null, parseLosslessNumber)
  } catch (error) {
    throw new HttpError(400, `request body is not valid JSON: ${(error as Error).message}`)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, `request body must be a JSON object, got ${describe(value)}`)
  }
  return value as Record<string, unknown>
}

/** A JSON string. */
export const jsonString: Checker<string> = (value, field) => {
  if (typeof value !== 'string') throw typeError(field, 'a string', value)
  return value
}

/** A JSON boolean. */
export const jsonBoolean: Checker<boolean> = (value, field) => {
  if (typeof value !== 'boolean') throw typeError(field, 'a boolean', value)
  return value
}

/** A JSON number written as an integer (no fraction, no exponent), returned exactly. */
export const jsonInteger: Checker<bigint> = (value, field) => {
  if (!isLosslessNumber(value) || !INTEGER_TEXT.test(value.value)) {
    throw typeError(field, 'a JSON integer', value)
  }
  return BigInt(value.value)
}

/** A JSON string of decimal digits. */
export const digitString: Checker<string> = (value, field) => {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) {
    throw typeError(field, 'a string of digits', value)
  }
  return value
}

/** A JSON array whose elements pass `item`. */
export function arrayOf<T>(item: Checker<T>): Checker<T[]> {
  return (value, field) => {
    if (!Array.isArray(value)) throw typeError(field, 'an array', value)
    return value.map((element, index) => item(element, `${field}[${index}]`))
  }
}

/** A JSON string that is one of `values`. */
export function enumOf<T extends string>(values: readonly T[]): Checker<T> {
  return (value, field) => {
    if (typeof value !== 'string') throw typeError(field, 'a string', value)
    if (!(values as readonly string[]).includes(value)) {
      throw new HttpError(
        400,
        `invalid field "${field}": '${value}' is not one of ${values.join(', ')}`
      )
    }
    return value as T
  }
}

type Shape = Record<string, Checker<unknown>>
/** The converted object of a shape; every field is optional. */
export type ShapeValue<S extends Shape> = { [K in keyof S]?: ReturnType<S[K]> }

/** A JSON object with only the fields of `shape`; an unknown field is an error naming it. */
export function objectOf<S extends Shape>(shape: S): Checker<ShapeValue<S>> {
  return (value, field) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw typeError(field || 'body', 'an object', value)
    }
    const result: Record<string, unknown> = {}
    for (const [key, fieldValue] of Object.entries(value)) {
      const path = field ? `${field}.${key}` : key
      const check = Object.hasOwn(shape, key) ? shape[key] : undefined
      if (check === undefined) throw new HttpError(400, `unknown field "${path}"`)
      result[key] = check(fieldValue, path)
    }
    return result as ShapeValue<S>
  }
}

/** Checks a whole request body against a shape. */
export function checkBody<S extends Shape>(body: Record<string, unknown>, shape: S): ShapeValue<S> {
  return objectOf(shape)(body, '')
}

/** Throws 400 when a required field is absent. */
export function requireField<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new HttpError(400, `missing required field "${field}"`)
  return value
}

/** The `dependencyFilter` object of the Supply Chain list operations. */
export const dependencyFilterChecker = objectOf({
  includeArchived: jsonBoolean,
  license: arrayOf(jsonString),
  lockfilePath: jsonString,
  name: jsonString,
  packageFilters: arrayOf(
    objectOf({
      exactNameMatch: jsonBoolean,
      exactVersion: jsonString,
      name: jsonString,
      versionLowerBound: jsonString,
      versionUpperBound: jsonString
    })
  ),
  repositoryId: arrayOf(jsonInteger),
  version: jsonString
})

/** The checked `dependencyFilter`. */
export type DependencyFilter = ReturnType<typeof dependencyFilterChecker>
