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
 * Parses a large JSON object whose bulk is one array member, `key`, of the top-level object, without
 * building the whole document: each element of that array is parsed on its own (with
 * {@link parseExactJson}) and handed to `onElement`, then dropped; the object is returned with that
 * member as an empty array. A 100,000-repository inventory file so costs what `onElement` keeps,
 * instead of its text and the whole object graph besides. See {@link ExactJsonArrayReader}, which
 * takes the text in pieces.
 */
export function parseExactJsonWithArray(
  bytes: Buffer,
  key: string,
  onElement: (element: unknown, index: number) => void
): unknown {
  const reader = new ExactJsonArrayReader(key, onElement)
  reader.push(bytes)
  return reader.end()
}

/**
 * {@link parseExactJsonWithArray} for text that arrives in pieces (a file read in chunks): `push`
 * each piece, then `end()` gives the object with the member `key` as an empty array.
 *
 * Pieces are not kept (what is needed of them is copied), so a reader may reuse its buffer. Only the
 * structure is scanned here (strings, brackets, commas at the array's level): the values
 * are parsed by the engine, so a malformed element or a malformed rest still throws a SyntaxError.
 * Without such a member at the top level, the whole text is parsed as usual. JSON's structural
 * characters are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so the bytes are
 * scanned directly.
 */
export class ExactJsonArrayReader {
  private phase: 'head' | 'array' | 'tail' = 'head'
  /** Bytes before the array (its `[` included), and after it. */
  private readonly head: Buffer[] = []
  private readonly tail: Buffer[] = []
  /** The current element's bytes from earlier pieces. */
  private element: Buffer[] = []
  private index = 0
  private depth = 0
  private inString = false
  private escaped = false
  /** In the head: the bytes of a string at the top level so far, while it may still be `key`. */
  private name: number[] | undefined
  /** In the head: where the top level stands after a string equal to `key`. */
  private afterKey: 'none' | 'key' | 'colon' = 'none'
  private readonly quoted: Buffer

  constructor(
    private readonly key: string,
    private readonly onElement: (element: unknown, index: number) => void
  ) {
    this.quoted = Buffer.from(JSON.stringify(key))
  }

  push(bytes: Buffer): void {
    let i = 0
    if (this.phase === 'head') {
      i = this.scanHead(bytes)
      // A copy: the head is small, the piece it came from need not stay.
      this.head.push(Buffer.from(bytes.subarray(0, i)))
    }
    if (this.phase === 'array') i = this.scanArray(bytes, i)
    if (this.phase === 'tail' && i < bytes.length) this.tail.push(Buffer.from(bytes.subarray(i)))
  }

  end(): unknown {
    if (this.phase === 'head') return parseExactJson(Buffer.concat(this.head).toString('utf8'))
    if (this.phase === 'array') throw new SyntaxError(`the ${this.key} array does not end`)
    const head = Buffer.concat(this.head)
    return parseExactJson(
      `${head.toString('utf8', 0, head.length - 1)}[]${Buffer.concat(this.tail).toString('utf8')}`
    )
  }

  /** Scans the head; returns the offset just past the array's `[` once found, else the length. */
  private scanHead(bytes: Buffer): number {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!
      if (this.inString) {
        if (this.name !== undefined) {
          this.name.push(c)
          if (this.name.length > this.quoted.length) this.name = undefined
        }
        if (this.escaped) this.escaped = false
        else if (c === 92) this.escaped = true
        else if (c === 34) {
          this.inString = false
          if (this.name !== undefined && this.quoted.equals(Buffer.from(this.name))) {
            this.afterKey = 'key'
          }
          this.name = undefined
        }
        continue
      }
      if (isBlank(c)) continue
      if (this.afterKey === 'key' && c === 58) {
        this.afterKey = 'colon'
        continue
      }
      if (this.afterKey === 'colon' && c === 91 && this.depth === 1) {
        this.phase = 'array'
        this.depth = 0
        return i + 1
      }
      this.afterKey = 'none'
      if (c === 34) {
        this.inString = true
        if (this.depth === 1) this.name = [c]
      } else if (c === 91 || c === 123) {
        this.depth++
      } else if (c === 93 || c === 125) {
        this.depth--
      }
    }
    return bytes.length
  }

  /** Scans array elements from `from`; returns where the tail starts once the array ends. */
  private scanArray(bytes: Buffer, from: number): number {
    let start = from
    for (let i = from; i < bytes.length; i++) {
      const c = bytes[i]!
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === 92) this.escaped = true
        else if (c === 34) this.inString = false
      } else if (c === 34) {
        this.inString = true
      } else if (c === 91 || c === 123) {
        this.depth++
      } else if (c === 93 || c === 125) {
        if (this.depth === 0) {
          if (c !== 93) throw new SyntaxError(`the ${this.key} array does not end`)
          const last = this.take(bytes, start, i)
          // `[]` has no element; `[1,]` has an empty last one, which JSON.parse refuses.
          if (this.index > 0 || last.trim() !== '')
            this.onElement(parseExactJson(last), this.index++)
          this.phase = 'tail'
          return i + 1
        }
        this.depth--
      } else if (c === 44 && this.depth === 0) {
        this.onElement(parseExactJson(this.take(bytes, start, i)), this.index++)
        start = i + 1
      }
    }
    // The element goes on in the next piece.
    if (start < bytes.length) this.element.push(Buffer.from(bytes.subarray(start)))
    return bytes.length
  }

  /** The current element's text: what earlier pieces held of it, and `bytes[start, end)`. */
  private take(bytes: Buffer, start: number, end: number): string {
    if (this.element.length === 0) return bytes.toString('utf8', start, end)
    const whole = Buffer.concat([...this.element, bytes.subarray(start, end)]).toString('utf8')
    this.element = []
    return whole
  }
}

function isBlank(c: number | undefined): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13
}
