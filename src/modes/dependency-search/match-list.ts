/**
 * A line's matches, held in typed arrays with their strings in the search's {@link StringPool}:
 * about 50 bytes a match outside the JavaScript heap, where an object a match took about 500 bytes
 * on it and made V8 grow its young generation (100,000 matches with short paths peaked at 245 MB,
 * now 155–159 MB). A match is made an object again only where it is read whole (the summary's rows,
 * the search file).
 */
import { randomFillSync } from 'node:crypto'
import { grown, MAX_KEPT_CHARS, type StringPool } from './kept.js'

/** One matching dependency: package × version × lockfile × repository. */
export interface Match {
  repositoryId: bigint
  archived: boolean
  lockfilePath: string
  /** The lockfile line, when the platform gave one. */
  line?: number
  /** `definedAt.url` as the platform gave it, cut at 1,024 characters (the summary links it only on the GitHub host). */
  url?: string
  version: string
  /** DIRECT, TRANSITIVE or UNKNOWN_TRANSITIVITY. */
  transitivity: string
  /** Matched by the line's bounds, as the platform orders versions (not checked here). */
  byRange: boolean
}

/**
 * Simple tabulation hashing over the 24 bytes of a match's identity (repository ID, line, version
 * and lockfile numbers), with random words drawn for each search: IDs and lines come from answers
 * anyone may shape, and no set of them chosen in advance collides in the table (see IdHash).
 */
export class MatchHash {
  private readonly table: Uint32Array

  /** `seed`: 6,144 words, random unless given (tests). */
  constructor(seed?: Uint32Array) {
    this.table = seed ? Uint32Array.from(seed) : randomFillSync(new Uint32Array(WORDS * 4 * 256))
    if (this.table.length !== WORDS * 4 * 256)
      throw new RangeError('a MatchHash seed is 6,144 words')
  }

  of(repositoryId: bigint, line: number, version: number, path: number): number {
    const words = [
      Number(BigInt.asUintN(32, repositoryId)),
      Number(BigInt.asUintN(32, repositoryId >> 32n)),
      line >>> 0,
      Math.floor(line / 2 ** 32) >>> 0,
      version >>> 0,
      path >>> 0
    ]
    const t = this.table
    let h = 0
    for (let w = 0; w < WORDS; w++) {
      const word = words[w]!
      const at = w * 1024
      h ^=
        t[at + (word & 255)]! ^
        t[at + 256 + ((word >>> 8) & 255)]! ^
        t[at + 512 + ((word >>> 16) & 255)]! ^
        t[at + 768 + (word >>> 24)]!
    }
    return h >>> 0
  }
}

/** The 32-bit words of a match's identity. */
const WORDS = 6
/** Numbers of the strings a match keeps, by position: lockfile, version, transitivity, URL. */
const PATH = 0
const VERSION = 1
const TRANSITIVITY = 2
/** The URL's number, or the number of the piece before the lockfile path; -1 without a URL. */
const URL = 3
/** The number of the piece after the lockfile path; -1 when {@link URL} is the whole URL. */
const URL_AFTER = 4
const STRIDE = 5
const ARCHIVED = 1
const BY_RANGE = 2
/** The line of a match without one. */
const NO_LINE = -1

/**
 * The columns of a list without matches, shared: most of a search's 10,000 lines match nothing, and
 * arrays of their own would cost 50,000 objects. A list's first match replaces them (they stay empty).
 */
const NO_IDS = new BigUint64Array(0)
const NO_LINES = new Float64Array(0)
const NO_NUMBERS = new Int32Array(0)
const NO_FLAGS = new Uint8Array(0)

export class MatchList implements Iterable<Match> {
  private count = 0
  private repositories = NO_IDS
  private lines = NO_LINES
  private strings = NO_NUMBERS
  private flags = NO_FLAGS
  /** Open addressing with linear probing on the matches: position plus one, 0 when empty. */
  private table = NO_NUMBERS

  constructor(
    private readonly pool: StringPool,
    private readonly hash: MatchHash
  ) {}

  get length(): number {
    return this.count
  }

  /**
   * Adds a match unless the same one is there (asked under two names, or returned twice: the same
   * repository, lockfile, line and version); gives whether it was added.
   */
  add(match: Match): boolean {
    const path = this.pool.intern(match.lockfilePath)
    const version = this.pool.intern(match.version)
    const line = match.line ?? NO_LINE
    if (this.count * 2 >= this.table.length) this.grow()
    const mask = this.table.length - 1
    let slot = this.hash.of(match.repositoryId, line, version, path) & mask
    for (let at = this.table[slot]!; at !== 0; at = this.table[slot]!) {
      if (this.same(at - 1, match.repositoryId, line, version, path)) return false
      slot = (slot + 1) & mask
    }
    const index = this.count++
    this.table[slot] = index + 1
    this.repositories[index] = match.repositoryId
    this.lines[index] = line
    this.flags[index] = (match.archived ? ARCHIVED : 0) | (match.byRange ? BY_RANGE : 0)
    const s = index * STRIDE
    this.strings[s + PATH] = path
    this.strings[s + VERSION] = version
    this.strings[s + TRANSITIVITY] = this.pool.intern(match.transitivity)
    this.keepUrl(s, match.url, match.lockfilePath)
    return true
  }

  repositoryIdAt(index: number): bigint {
    return this.repositories[index]!
  }

  archivedAt(index: number): boolean {
    return (this.flags[index]! & ARCHIVED) !== 0
  }

  byRangeAt(index: number): boolean {
    return (this.flags[index]! & BY_RANGE) !== 0
  }

  transitivityAt(index: number): string {
    return this.pool.text(this.strings[index * STRIDE + TRANSITIVITY]!)
  }

  /** The match at `index`, as an object. */
  at(index: number): Match {
    const s = index * STRIDE
    const line = this.lines[index]!
    const url = this.urlAt(s)
    return {
      repositoryId: this.repositories[index]!,
      archived: this.archivedAt(index),
      lockfilePath: this.pool.text(this.strings[s + PATH]!),
      ...(line !== NO_LINE && { line }),
      ...(url !== undefined && { url }),
      version: this.pool.text(this.strings[s + VERSION]!),
      transitivity: this.transitivityAt(index),
      byRange: this.byRangeAt(index)
    }
  }

  /** The matches from `start` up to `end`, as objects. */
  slice(start: number, end: number): Match[] {
    const matches: Match[] = []
    for (let i = Math.max(0, start); i < Math.min(end, this.count); i++) matches.push(this.at(i))
    return matches
  }

  *[Symbol.iterator](): Iterator<Match> {
    for (let i = 0; i < this.count; i++) yield this.at(i)
  }

  /**
   * Puts the matches in order: active repositories first, then by repository ID, lockfile path (in
   * the order of its code points) and line.
   */
  sort(): void {
    const order = Array.from({ length: this.count }, (_, i) => i).sort((a, b) => this.byPlace(a, b))
    const repositories = new BigUint64Array(this.repositories.length)
    const lines = new Float64Array(this.lines.length)
    const strings = new Int32Array(this.strings.length)
    const flags = new Uint8Array(this.flags.length)
    order.forEach((from, to) => {
      repositories[to] = this.repositories[from]!
      lines[to] = this.lines[from]!
      flags[to] = this.flags[from]!
      strings.set(this.strings.subarray(from * STRIDE, (from + 1) * STRIDE), to * STRIDE)
    })
    this.repositories = repositories
    this.lines = lines
    this.strings = strings
    this.flags = flags
    this.rehash(this.table.length)
  }

  private byPlace(a: number, b: number): number {
    const archived = (this.flags[a]! & ARCHIVED) - (this.flags[b]! & ARCHIVED)
    if (archived !== 0) return archived
    const idA = this.repositories[a]!
    const idB = this.repositories[b]!
    if (idA !== idB) return idA < idB ? -1 : 1
    const path = this.pool.compare(
      this.strings[a * STRIDE + PATH]!,
      this.strings[b * STRIDE + PATH]!
    )
    if (path !== 0) return path
    return Math.max(this.lines[a]!, 0) - Math.max(this.lines[b]!, 0)
  }

  private same(index: number, repositoryId: bigint, line: number, version: number, path: number) {
    const s = index * STRIDE
    return (
      this.repositories[index] === repositoryId &&
      this.lines[index] === line &&
      this.strings[s + VERSION] === version &&
      this.strings[s + PATH] === path
    )
  }

  /**
   * Keeps a URL as the pooled pieces around the lockfile path when it holds the path, else whole.
   * (A path over 1,024 characters is kept cut; the URL read back, cut too, is still the URL's start.)
   */
  private keepUrl(s: number, url: string | undefined, path: string): void {
    const at = url === undefined || path === '' ? -1 : url.indexOf(path)
    this.strings[s + URL] =
      url === undefined ? -1 : this.pool.intern(at < 0 ? url : url.slice(0, at))
    this.strings[s + URL_AFTER] = at < 0 ? -1 : this.pool.intern(url!.slice(at + path.length))
  }

  private urlAt(s: number): string | undefined {
    const url = this.strings[s + URL]!
    if (url < 0) return undefined
    const after = this.strings[s + URL_AFTER]!
    if (after < 0) return this.pool.text(url)
    const whole = `${this.pool.text(url)}${this.pool.text(this.strings[s + PATH]!)}${this.pool.text(after)}`
    return whole.slice(0, MAX_KEPT_CHARS)
  }

  /** Room for twice the matches, and a table for them. */
  private grow(): void {
    const capacity = Math.max(8, this.repositories.length * 2)
    if (this.repositories.length === 0) {
      this.repositories = new BigUint64Array(capacity)
      this.lines = new Float64Array(capacity)
      this.strings = new Int32Array(capacity * STRIDE)
      this.flags = new Uint8Array(capacity)
    } else {
      this.repositories = grown(this.repositories)
      this.lines = grown(this.lines)
      this.strings = grown(this.strings)
      this.flags = grown(this.flags)
    }
    this.rehash(capacity * 2)
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size)
    const mask = size - 1
    for (let index = 0; index < this.count; index++) {
      const s = index * STRIDE
      let slot =
        this.hash.of(
          this.repositories[index]!,
          this.lines[index]!,
          this.strings[s + VERSION]!,
          this.strings[s + PATH]!
        ) & mask
      while (this.table[slot] !== 0) slot = (slot + 1) & mask
      this.table[slot] = index + 1
    }
  }
}
