/**
 * JSON as the platform reads it (protobuf-JSON): parsed losslessly so integers beyond 2^53 keep
 * every digit, then put in the form the schema check works on.
 */
import { isLosslessNumber, parse, parseLosslessNumber } from 'lossless-json'

/** A JSON integer literal or a string of digits, as protobuf-JSON takes for an int64 field. */
export const INTEGER_TEXT = /^-?[0-9]+$/

/** Parses JSON text with every number kept as its exact text (LosslessNumber). */
export function parseLossless(text: string): unknown {
  return parse(text, null, parseLosslessNumber)
}

/**
 * The value the schemas are checked on and handlers read: integers become bigint (exact), other
 * numbers number, and object fields set to null are left out, since protobuf-JSON reads null as
 * "not set". Array elements keep null (protobuf-JSON refuses it there).
 */
export function protobufJsonView(value: unknown): unknown {
  if (isLosslessNumber(value)) {
    return INTEGER_TEXT.test(value.value) ? BigInt(value.value) : Number(value.value)
  }
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value
  if (Array.isArray(value)) return value.map(protobufJsonView)
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a "__proto__" field stays a field
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, protobufJsonView(field)])
    )
  }
  return value
}

/** An int64 field of a checked view (JSON integer or string of digits) as a bigint. */
export function int64(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return BigInt(value)
  return undefined
}
