/**
 * JSON with exact integers. The platform's IDs are 64-bit; `JSON.parse` would round those above 2^53
 * and `JSON.stringify` cannot write a bigint. Integers that fit a double stay numbers, larger ones are
 * bigints, and bigints are written as plain digits.
 *
 * Both directions are the engine's own (Node ≥ 21): `JSON.parse`'s reviver sees each number's source
 * text (`context.source`), so an integer beyond 2^53 becomes a bigint from its digits; and
 * `JSON.rawJSON` writes a bigint's digits as a number. The engine's strings stay compact (a parser
 * that builds strings a character at a time leaves ropes that cost ten times their length).
 */

/** What the reviver gets besides key and value (Node ≥ 21; TypeScript 5.9 does not type it). */
interface ReviverContext {
  /** The source text of a primitive value. */
  source?: string
}

/** The parts of the JSON object TypeScript 5.9 does not declare. */
interface ExactJson {
  parse(
    text: string,
    reviver: (this: unknown, key: string, value: unknown, context: ReviverContext) => unknown
  ): unknown
  rawJSON(text: string): unknown
}

const engine = JSON as unknown as ExactJson

/** Longer integers are left to JSON.parse (inexact): they are no ID, and no check accepts them. */
const MAX_EXACT_DIGITS = 40
/** Digits an integer needs before it can be beyond 2^53: fewer, and the reviver is skipped. */
const UNSAFE_DIGITS = /[0-9]{16}/

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
  checkDepth(text)
  return parseDepthChecked(text)
}

/** {@link parseExactJson} for text whose depth was checked already. */
function parseDepthChecked(text: string): unknown {
  // A reviver costs time on every value: only text with a run of 16 digits can need one.
  if (!UNSAFE_DIGITS.test(text)) return JSON.parse(text)
  return engine.parse(text, exactInteger)
}

function exactInteger(_key: string, value: unknown, context: ReviverContext): unknown {
  if (typeof value !== 'number' || Number.isSafeInteger(value)) return value
  const source = context.source
  if (source === undefined || !/^-?[0-9]+$/.test(source)) return value
  const digits = source.length - (source.startsWith('-') ? 1 : 0)
  return digits <= MAX_EXACT_DIGITS ? BigInt(source) : value
}

/** Refuses text nested deeper than {@link MAX_JSON_DEPTH}, brackets inside strings aside. */
function checkDepth(text: string): void {
  let depth = 0
  let i = 0
  for (;;) {
    const next = nextStructural(text, i)
    if (next < 0) return
    const c = text.charCodeAt(next)
    if (c === 34) {
      i = stringEnd(text, next)
    } else {
      if (c === 91 || c === 123) {
        if (++depth > MAX_JSON_DEPTH) throw new JsonDepthError()
      } else {
        depth--
      }
      i = next + 1
    }
  }
}

/** Index of the next quote or bracket at or after `from`, or -1. A loop, not a regular expression:
 * each match allocated an array, once per bracket of every answer (memory at scale). */
function nextStructural(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34 || c === 91 || c === 93 || c === 123 || c === 125) return i
  }
  return -1
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
  const out = JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'bigint' ? engine.rawJSON(item.toString()) : item),
    indent
  ) as string | undefined
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
 * The member is found by its decoded name, however escaped, as the engine would read it. Without
 * such a member at the top level, the whole text is parsed as usual. JSON's structural
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
  /** The longest the key can be written: every character escaped (`\\uXXXX`, 6 bytes), quoted. */
  private readonly longestName: number

  constructor(
    private readonly key: string,
    private readonly onElement: (element: unknown, index: number) => void
  ) {
    this.quoted = Buffer.from(JSON.stringify(key))
    this.longestName = key.length * 6 + 2
  }

  /** Whether a quoted string is the key, however it is escaped (`"it\\u0065ms"` is `items`). */
  private isKey(name: Buffer): boolean {
    if (this.quoted.equals(name)) return true
    if (!name.includes(92)) return false
    try {
      return JSON.parse(name.toString('utf8')) === this.key
    } catch {
      // Not a valid string: the engine's parse of the whole text says so.
      return false
    }
  }

  push(bytes: Buffer): void {
    let i = 0
    if (this.phase === 'head') {
      i = this.scanHead(bytes)
      // A copy: the head is small, the piece it came from need not stay.
      this.head.push(Buffer.from(bytes.subarray(0, i)))
    }
    if (this.phase === 'array') i = this.scanArray(bytes, i)
    if (this.phase === 'tail' && i < bytes.length) {
      this.scanHead(bytes, i)
      this.tail.push(Buffer.from(bytes.subarray(i)))
    }
  }

  end(): unknown {
    if (this.phase === 'head') return parseExactJson(Buffer.concat(this.head).toString('utf8'))
    if (this.phase === 'array') throw new SyntaxError(`the ${this.key} array does not end`)
    const head = Buffer.concat(this.head)
    return parseExactJson(
      `${head.toString('utf8', 0, head.length - 1)}[]${Buffer.concat(this.tail).toString('utf8')}`
    )
  }

  /**
   * Scans the head; returns the offset just past the array's `[` once found, else the length. In
   * the tail it only looks for the key again: a second member of that name would be the one the
   * engine keeps, parsed whole.
   */
  private scanHead(bytes: Buffer, from = 0): number {
    for (let i = from; i < bytes.length; i++) {
      const c = bytes[i]!
      if (this.inString) {
        this.headStringByte(c)
        continue
      }
      if (isBlank(c)) continue
      if (this.afterKey === 'key' && c === 58) {
        if (this.phase === 'tail') throw new SyntaxError(`the member ${this.key} appears twice`)
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

  /** A byte inside a string of the head: kept while the string may be `key`, compared at its end. */
  private headStringByte(c: number): void {
    if (this.name !== undefined) {
      this.name.push(c)
      if (this.name.length > this.longestName) this.name = undefined
    }
    if (this.escaped) this.escaped = false
    else if (c === 92) this.escaped = true
    else if (c === 34) {
      this.inString = false
      if (this.name !== undefined && this.isKey(Buffer.from(this.name))) this.afterKey = 'key'
      this.name = undefined
    }
  }

  /** Scans array elements from `from`; returns where the tail starts once the array ends. */
  private scanArray(bytes: Buffer, from: number): number {
    let start = from
    for (let i = from; i < bytes.length; i++) {
      const c = bytes[i]!
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false
          continue
        }
        // Most of an element is its strings: their end is found by the engine's byte search.
        const end = closingQuote(bytes, i)
        if (end < 0) {
          this.escaped = backslashesBefore(bytes, bytes.length, i) % 2 === 1
          i = bytes.length - 1
        } else {
          this.inString = false
          i = end
        }
      } else if (c === 34) {
        this.inString = true
      } else if (c === 91 || c === 123) {
        // The top-level object and the array hold each element: two levels.
        if (++this.depth + 2 > MAX_JSON_DEPTH) throw new JsonDepthError()
      } else if (c === 93 || c === 125) {
        if (this.depth === 0) {
          if (c !== 93) throw new SyntaxError(`the ${this.key} array does not end`)
          const last = this.take(bytes, start, i)
          // `[]` has no element; `[1,]` has an empty last one, which JSON.parse refuses.
          if (this.index > 0 || last.trim() !== '')
            this.onElement(parseDepthChecked(last), this.index++)
          // Back in the top-level object, for the tail's scan.
          this.phase = 'tail'
          this.depth = 1
          return i + 1
        }
        this.depth--
      } else if (c === 44 && this.depth === 0) {
        this.onElement(parseDepthChecked(this.take(bytes, start, i)), this.index++)
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

/**
 * Where the string that goes on at `from` (not an escaped character) ends in `bytes`: its closing
 * quote, the first one after an even run of backslashes; -1 when it goes on past the piece.
 */
function closingQuote(bytes: Buffer, from: number): number {
  for (let quote = bytes.indexOf(34, from); quote >= 0; quote = bytes.indexOf(34, quote + 1)) {
    if (backslashesBefore(bytes, quote, from) % 2 === 0) return quote
  }
  return -1
}

/** How many backslashes come right before `at`, back to `from` at most. */
function backslashesBefore(bytes: Buffer, at: number, from: number): number {
  let count = 0
  while (at - count > from && bytes[at - count - 1] === 92) count++
  return count
}

function isBlank(c: number | undefined): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13
}
