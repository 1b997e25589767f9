/**
 * JSON with exact integers. The platform's IDs are 64-bit; `JSON.parse` would round those above 2^53
 * and `JSON.stringify` cannot write a bigint. Integers that fit a double stay numbers, larger ones are
 * bigints, and bigints are written as plain digits.
 */
import { isInteger, isSafeNumber, parse, stringify } from 'lossless-json'

/** Parses JSON text; integers beyond 2^53 come back as bigint. Throws SyntaxError on bad JSON. */
export function parseExactJson(text: string): unknown {
  return parse(text, undefined, parseExactNumber)
}

/** A number that a double holds exactly stays a number; a larger integer becomes a bigint. */
function parseExactNumber(digits: string): number | bigint {
  // Longer than any 64-bit integer: left as an (inexact) number that no ID check accepts, rather than
  // a bigint of a million digits.
  if (digits.length > 40) return Number(digits)
  if (isInteger(digits) && !isSafeNumber(digits)) return BigInt(digits)
  return Number(digits)
}

/** Serialises a value; bigints are written as JSON numbers with every digit. */
export function stringifyExactJson(value: unknown, indent?: number): string {
  const out = stringify(value, undefined, indent)
  if (out === undefined) throw new TypeError('value cannot be written as JSON')
  return out
}
