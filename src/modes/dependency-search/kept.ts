/**
 * What a search keeps of the strings in the platform's answers: each cut to 1,024 characters, and
 * the many a match repeats (lockfile paths, URL pieces, versions) once each, outside the JavaScript
 * heap. A hostile platform's distinct 1 KiB lockfile paths, kept as strings, made V8 grow its young
 * generation to its limit and took the step to 370 MB at 56,000 matches (docs/performance.md).
 */
import { hash } from 'node:crypto'

/** Each string kept from an answer is cut to this many characters. */
export const MAX_KEPT_CHARS = 1024

/**
 * `text` cut to {@link MAX_KEPT_CHARS} characters, as a string of its own: a string read from an
 * answer may be a slice of the whole answer's text, which it would keep in memory.
 */
export function kept(text: string): string {
  const cut = text.length <= MAX_KEPT_CHARS ? text : text.slice(0, MAX_KEPT_CHARS)
  // V8 makes strings of fewer than 13 characters copies, never slices.
  return cut.length < 13 ? cut : Buffer.from(cut, 'utf8').toString('utf8')
}

/** Strings up to this long are also kept as strings: they are read often and cost little. */
const SHORT_CHARS = 128
/** The bytes of the strings are kept in chunks of this size. */
const CHUNK_BYTES = 1 << 20
/** UTF-8 bytes of a kept string at most: a UTF-16 code unit is at most 3 bytes. */
const MAX_KEPT_BYTES = MAX_KEPT_CHARS * 3

/**
 * One copy of each string kept, numbered from 0: its UTF-8 bytes in Buffer chunks, and a short one
 * also as a string. Long strings are told apart by their SHA-256 digest, so that no answer shaped in
 * advance can make two of them one (a `Map` keyed by the strings would hold them on the heap).
 */
export class StringPool {
  private readonly chunks: Buffer[] = []
  /** Bytes used of the last chunk. */
  private used = 0
  /** Each string's chunk, first byte and byte length, by number. */
  private chunkOf = new Uint32Array(64)
  private startOf = new Uint32Array(64)
  private lengthOf = new Uint16Array(64)
  private readonly shortText: (string | undefined)[] = []
  private readonly shortIds = new Map<string, number>()
  private readonly longIds = new Map<string, number>()
  private readonly scratch = Buffer.allocUnsafe(MAX_KEPT_BYTES)
  private stored = 0

  /** How many strings are kept. */
  get size(): number {
    return this.shortText.length
  }

  /** The bytes of the strings kept, as UTF-8. */
  get bytes(): number {
    return this.stored
  }

  /** The number of `text` cut to {@link MAX_KEPT_CHARS} characters, kept once. */
  intern(text: string): number {
    const cut = text.length <= MAX_KEPT_CHARS ? text : text.slice(0, MAX_KEPT_CHARS)
    if (cut.length <= SHORT_CHARS) {
      const known = this.shortIds.get(cut)
      if (known !== undefined) return known
      const copy = kept(cut)
      const id = this.store(copy, copy)
      this.shortIds.set(copy, id)
      return id
    }
    const length = this.scratch.write(cut, 'utf8')
    const digest = hash('sha256', this.scratch.subarray(0, length), 'base64')
    const known = this.longIds.get(digest)
    if (known !== undefined) return known
    const id = this.store(undefined, cut, length)
    this.longIds.set(digest, id)
    return id
  }

  /** The string numbered `id`. */
  text(id: number): string {
    return this.shortText[id] ?? this.chunks[this.chunkOf[id]!]!.toString('utf8', ...this.range(id))
  }

  /** The order of two kept strings by their UTF-8 bytes, which is the order of their code points. */
  compare(a: number, b: number): number {
    if (a === b) return 0
    const [startA, endA] = this.range(a)
    const [startB, endB] = this.range(b)
    return this.chunks[this.chunkOf[a]!]!.compare(
      this.chunks[this.chunkOf[b]!]!,
      startB,
      endB,
      startA,
      endA
    )
  }

  private range(id: number): [number, number] {
    const start = this.startOf[id]!
    return [start, start + this.lengthOf[id]!]
  }

  /** Keeps the bytes of `text` (already in the scratch buffer when `length` is given). */
  private store(short: string | undefined, text: string, length?: number): number {
    const bytes = length ?? this.scratch.write(text, 'utf8')
    if (this.chunks.length === 0 || this.used + bytes > CHUNK_BYTES) {
      this.chunks.push(Buffer.allocUnsafe(CHUNK_BYTES))
      this.used = 0
    }
    const id = this.shortText.length
    if (id === this.chunkOf.length) {
      this.chunkOf = grown(this.chunkOf)
      this.startOf = grown(this.startOf)
      this.lengthOf = grown(this.lengthOf)
    }
    this.scratch.copy(this.chunks.at(-1)!, this.used, 0, bytes)
    this.chunkOf[id] = this.chunks.length - 1
    this.startOf[id] = this.used
    this.lengthOf[id] = bytes
    this.used += bytes
    this.stored += bytes
    this.shortText.push(short)
    return id
  }
}

/** A typed array the search keeps numbers in. */
export type Column =
  Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array | BigUint64Array

/** `array` copied into one twice as long. */
export function grown<T extends Column>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2)
  ;(larger as unknown as { set(from: T): void }).set(array)
  return larger
}
