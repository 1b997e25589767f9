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

/**
 * Parses a large JSON object held in `bytes` whose bulk is one array member, `key`, of the top-level
 * object, without building the whole document: each element of that array is parsed on its own
 * (with {@link parseExactJson}) and handed to `onElement`, then dropped; the object is returned
 * with that member as an empty array. A 100,000-repository inventory file so costs its bytes and
 * what `onElement` keeps, instead of its text and the whole object graph besides.
 *
 * Only the structure is scanned here (strings, brackets, commas at the array's level): the values
 * are parsed by the engine, so a malformed element or a malformed rest still throws a SyntaxError.
 * Without such a member at the top level, the whole text is parsed as usual. JSON's structural
 * characters are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so the bytes are
 * scanned directly.
 */
export function parseExactJsonWithArray(
  bytes: Buffer,
  key: string,
  onElement: (element: unknown, index: number) => void
): unknown {
  const open = topLevelArrayStart(bytes, key)
  if (open === undefined) return parseExactJson(bytes.toString('utf8'))
  let start = open + 1
  let index = 0
  let depth = 0
  let close = -1
  for (let i = open + 1; i < bytes.length; i++) {
    const c = bytes[i]
    if (c === 34) i = byteStringEnd(bytes, i) - 1
    else if (c === 91 || c === 123) depth++
    else if (c === 93 || c === 125) {
      if (depth === 0) {
        close = i
        break
      }
      depth--
    } else if (c === 44 && depth === 0) {
      onElement(parseExactJson(bytes.toString('utf8', start, i)), index++)
      start = i + 1
    }
  }
  if (close < 0 || bytes[close] !== 93) throw new SyntaxError(`the ${key} array does not end`)
  const last = bytes.toString('utf8', start, close)
  // `[]` has no element; `[1,]` has an empty last one, which JSON.parse refuses.
  if (index > 0 || last.trim() !== '') onElement(parseExactJson(last), index)
  return parseExactJson(`${bytes.toString('utf8', 0, open)}[]${bytes.toString('utf8', close + 1)}`)
}

/** Offset of the `[` of member `key`'s array in the top-level object, if it is written plainly. */
function topLevelArrayStart(bytes: Buffer, key: string): number | undefined {
  const quoted = Buffer.from(JSON.stringify(key))
  let depth = 0
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]
    if (c === 34) {
      const end = byteStringEnd(bytes, i)
      if (depth === 1 && bytes.subarray(i, end).equals(quoted)) {
        let j = end
        while (isBlank(bytes[j])) j++
        if (bytes[j] === 58) {
          j++
          while (isBlank(bytes[j])) j++
          if (bytes[j] === 91) return j
        }
      }
      i = end - 1
    } else if (c === 91 || c === 123) {
      depth++
    } else if (c === 93 || c === 125) {
      depth--
      if (depth < 1) return undefined
    }
  }
  return undefined
}

function isBlank(c: number | undefined): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13
}

/** Offset just past the string literal that opens at `open` (or the end of the bytes). */
function byteStringEnd(bytes: Buffer, open: number): number {
  let j = open + 1
  for (;;) {
    const close = bytes.indexOf(34, j)
    if (close < 0) return bytes.length
    let backslashes = 0
    while (bytes[close - 1 - backslashes] === 92) backslashes++
    if (backslashes % 2 === 0) return close + 1
    j = close + 1
  }
}
