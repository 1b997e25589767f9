/**
 * JSON with exact integers. The platform's IDs are 64-bit; `JSON.parse` would round those above 2^53
 * and `JSON.stringify` cannot write a bigint. Integers that fit a double stay numbers, larger ones are
 * bigints, and bigints are written as plain digits.
 *
 * Parsing uses the engine's own `JSON.parse` (fast, and its strings are compact: a parser that builds
 * strings a character at a time leaves ropes that cost ten times their length in memory). Integers
 * beyond 2^53 are first found by a scan of the text and turned into marked strings, which a reviver
 * turns into bigints.
 */
import { randomBytes } from 'node:crypto'
import { stringify } from 'lossless-json'

/** Longer integers are left to JSON.parse (inexact): they are no ID, and no check accepts them. */
const MAX_EXACT_DIGITS = 40
const SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER).length

/**
 * No answer of the API nests near this deep; deeper text is refused before it is parsed, as every
 * walk over the parsed value (checks, redaction) would otherwise exhaust the stack.
 */
export const MAX_JSON_DEPTH = 64

/** JSON text nested deeper than {@link MAX_JSON_DEPTH}. */
export class JsonDepthError extends Error {
  override name = 'JsonDepthError'
  constructor() {
    super(`nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
}

/**
 * Parses JSON text; integers beyond 2^53 come back as bigint. Throws SyntaxError on bad JSON and
 * {@link JsonDepthError} on JSON nested too deep.
 */
export function parseExactJson(text: string): unknown {
  const big = bigIntegerTokens(text)
  if (big.length === 0) return JSON.parse(text)
  // A marker no string of the answer can start with: U+0000 (escaped in JSON text) and a nonce.
  const nonce = randomBytes(9).toString('base64')
  const marker = `\u0000${nonce}:`
  const pieces: string[] = []
  let last = 0
  for (const [start, end] of big) {
    pieces.push(text.slice(last, start), `"\\u0000${nonce}:`, text.slice(start, end), '"')
    last = end
  }
  pieces.push(text.slice(last))
  return JSON.parse(pieces.join(''), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(marker)
      ? BigInt(value.slice(marker.length))
      : value
  )
}

/**
 * [start, end) of each integer token outside strings whose value is beyond ±(2^53 − 1). The same
 * scan checks the nesting depth.
 */
function bigIntegerTokens(text: string): [number, number][] {
  const found: [number, number][] = []
  let depth = 0
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 34) {
      i = stringEnd(text, i)
    } else if (c === 91 || c === 123) {
      if (++depth > MAX_JSON_DEPTH) throw new JsonDepthError()
      i++
    } else if (c === 93 || c === 125) {
      depth--
      i++
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i
      let integer = true
      i++
      for (; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d >= 48 && d <= 57) continue
        if (d === 46 || d === 69 || d === 101 || d === 43 || d === 45) integer = false
        else break
      }
      const digits = i - start - (c === 45 ? 1 : 0)
      if (integer && digits >= SAFE_DIGITS && digits <= MAX_EXACT_DIGITS) {
        if (!Number.isSafeInteger(Number(text.slice(start, i)))) found.push([start, i])
      }
    } else {
      i++
    }
  }
  return found
}

/** Index just past the string literal that opens at `open` (or the end of the text). */
function stringEnd(text: string, open: number): number {
  let j = open + 1
  for (;;) {
    const close = text.indexOf('"', j)
    if (close < 0) return text.length
    let backslashes = 0
    while (text.charCodeAt(close - 1 - backslashes) === 92) backslashes++
    if (backslashes % 2 === 0) return close + 1
    j = close + 1
  }
}

/** Serialises a value; bigints are written as JSON numbers with every digit. */
export function stringifyExactJson(value: unknown, indent?: number): string {
  const out = stringify(value, undefined, indent)
  if (out === undefined) throw new TypeError('value cannot be written as JSON')
  return out
}
