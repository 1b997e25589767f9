/**
 * The lexer of ticket references: finds ticket keys, bare URLs and `Findings:` lists in one line
 * of text. Character loops and literal patterns only, so hostile input (megabytes of near-matches)
 * costs linear time.
 */
import { isDigits } from '../../platform/ids.js'

/** Shown references are cut to this length; a key with its `-<digits>` tail is shown up to it. */
export const SHOWN_LENGTH = 80

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90
}

export function isLetter(c: number): boolean {
  return isUpper(c) || (c >= 97 && c <= 122)
}

export function isWord(c: number): boolean {
  return isDigit(c) || isLetter(c) || c === 95
}

export function isBlank(c: number): boolean {
  return c === 32 || c === 9
}

/** Characters that end a bare URL in text (besides whitespace and control characters). */
const URL_END = new Set([...'<>"\'`()[]{}|\\'].map(ch => ch.charCodeAt(0)))
/** Start of a bare URL; global, so `lastIndex` is reset before each use. */
const URL_START = /https?:\/\//gi
/** Where a `Finding:` label may start; global, so `lastIndex` is reset before each use. */
const LABEL_WORD = /finding/gi
/** Punctuation that ends a sentence rather than a URL. */
const URL_TRAILING = new Set([...'.,;:!?*_~'].map(ch => ch.charCodeAt(0)))

export interface Span {
  start: number
  end: number
}

/**
 * Follows a left-to-right scan through sorted, non-overlapping spans (links, ticket keys), so that
 * the scan stays linear however often it asks.
 */
export class SpanWalker {
  private next = 0
  constructor(private readonly spans: readonly Span[]) {}

  /** The span that covers `i` or comes next after it; undefined when none is left. */
  from(i: number): Span | undefined {
    while (this.next < this.spans.length && (this.spans[this.next] as Span).end <= i) this.next++
    return this.spans[this.next]
  }
}

export function startsWithIgnoringCase(text: string, at: number, prefix: string): boolean {
  return text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase()
}

/** Index just past the run of word characters that starts at `i`. */
export function wordEnd(line: string, i: number): number {
  let j = i
  while (j < line.length && isWord(line.charCodeAt(j))) j++
  return j
}

export interface KeyAt {
  /** Project part as written. */
  project: string
  number: string
  /** End of the key. */
  end: number
  /** End of the key plus following `-<digits>` runs (`CVE-2024-1234`), bounded. */
  shownEnd: number
}

/** No tracker's keys come near this; longer key-shaped words are not keys. */
export const MAX_KEY_LENGTH = 64

/**
 * A key-shaped pair of words starting at `i` (a word start): a word of 2+ characters that starts
 * with a letter, `-`, then a word of digits without a leading zero. Case is checked by the caller.
 */
export function keyAt(line: string, i: number, firstEnd: number): KeyAt | undefined {
  if (firstEnd - i < 2 || !isLetter(line.charCodeAt(i))) return undefined
  if (line.charCodeAt(firstEnd) !== 45) return undefined
  const secondEnd = wordEnd(line, firstEnd + 1)
  if (secondEnd - i > MAX_KEY_LENGTH) return undefined
  const number = line.slice(firstEnd + 1, secondEnd)
  if (!isDigits(number) || number.charCodeAt(0) === 48) return undefined
  let shownEnd = secondEnd
  while (shownEnd - i < SHOWN_LENGTH && line.charCodeAt(shownEnd) === 45) {
    const next = wordEnd(line, shownEnd + 1)
    if (!isDigits(line.slice(shownEnd + 1, next))) break
    shownEnd = next
  }
  return { project: line.slice(i, firstEnd), number, end: secondEnd, shownEnd }
}

export function isUpperProject(project: string): boolean {
  if (!isUpper(project.charCodeAt(0))) return false
  for (let i = 1; i < project.length; i++) {
    const c = project.charCodeAt(i)
    if (!isUpper(c) && !isDigit(c) && c !== 95) return false
  }
  return true
}

/** Bare URLs (`http://` or `https://`) in a line, trailing sentence punctuation left out. */
export function urlsIn(line: string): Span[] {
  const spans: Span[] = []
  if (!line.includes('://')) return spans
  const start = URL_START
  start.lastIndex = 0
  for (let m = start.exec(line); m !== null; m = start.exec(line)) {
    const from = m.index
    const schemeEnd = from + m[0].length
    let end = schemeEnd
    while (end < line.length) {
      const c = line.charCodeAt(end)
      if (c <= 32 || c === 127 || URL_END.has(c)) break
      end++
    }
    const next = end
    while (end > schemeEnd && URL_TRAILING.has(line.charCodeAt(end - 1))) end--
    if (end > schemeEnd) spans.push({ start: from, end })
    start.lastIndex = next
  }
  return spans
}

/** The first `/findings/<digits>` segment of a path. */
export function findingIdInPath(path: string): string | undefined {
  const marker = '/findings/'
  for (let p = path.indexOf(marker); p !== -1; p = path.indexOf(marker, p + marker.length - 1)) {
    const from = p + marker.length
    let to = from
    while (to < path.length && isDigit(path.charCodeAt(to))) to++
    if (to > from && (to === path.length || path.charCodeAt(to) === 47)) return path.slice(from, to)
  }
  return undefined
}

export function hostMatches(url: URL, host: string): boolean {
  const wanted = host.toLowerCase()
  return url.host.toLowerCase() === wanted || url.hostname.toLowerCase() === wanted
}

/** Sorted, merged union of two sorted span lists. */
export function mergeSpans(a: Span[], b: Span[]): Span[] {
  const all: Span[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const x = a[i]
    const y = b[j]
    let next: Span
    if (x !== undefined && (y === undefined || x.start <= y.start)) {
      next = x
      i++
    } else {
      next = y as Span
      j++
    }
    const last = all[all.length - 1]
    if (last !== undefined && next.start <= last.end) last.end = Math.max(last.end, next.end)
    else all.push({ start: next.start, end: next.end })
  }
  return all
}

// ---------------------------------------------------------------------------------------------
// `Finding:` lists

/** Index just past a `Finding:`/`Findings:` label (bold allowed) that starts at `i`, or -1. */
export function labelEnd(line: string, i: number): number {
  if (i > 0 && isWord(line.charCodeAt(i - 1))) return -1
  if (!startsWithIgnoringCase(line, i, 'finding')) return -1
  let j = i + 7
  if (line.charCodeAt(j) === 115 || line.charCodeAt(j) === 83) j++
  if (isWord(line.charCodeAt(j))) return -1
  j = skipEmphasis(line, j)
  while (isBlank(line.charCodeAt(j))) j++
  if (line.charCodeAt(j) !== 58) return -1
  return skipEmphasis(line, j + 1)
}

function skipEmphasis(line: string, j: number): number {
  const c = line.charCodeAt(j)
  return (c === 42 || c === 95) && line.charCodeAt(j + 1) === c ? j + 2 : j
}

/**
 * Where a `Findings:` label may start: after leading punctuation (list markers, quotes, emphasis,
 * table pipes), a numbered-list marker, and any ticket keys or links (`neutral` spans).
 */
export function headOf(line: string, neutral: Span[]): number {
  let p = 0
  const skipPunctuation = (): void => {
    while (p < line.length && !isLetter(line.charCodeAt(p)) && !isDigit(line.charCodeAt(p))) p++
  }
  skipPunctuation()
  let q = p
  while (q < line.length && q - p <= 9 && isDigit(line.charCodeAt(q))) q++
  const marker = line.charCodeAt(q)
  if (
    q > p &&
    (marker === 46 || marker === 41) &&
    (q + 1 >= line.length || isBlank(line.charCodeAt(q + 1)))
  ) {
    p = q + 1
  }
  const spans = new SpanWalker(neutral)
  for (;;) {
    skipPunctuation()
    const span = spans.from(p)
    if (span === undefined || span.start > p) return p
    p = span.end
  }
}

/** A finding ID read from a line, with its position (to keep the order of the text). */
export interface FoundId {
  at: number
  digits: string
  shown: string
  /** Set when the ID was read from a link to the finding. */
  url?: string
}

export interface FindingList {
  ids: FoundId[]
  /** Text of the list when it holds something other than IDs. */
  invalid?: string
}

const LIST_TRIM = new Set([...'*_`()[]<>|'].map(ch => ch.charCodeAt(0)))

function isListSeparator(c: number): boolean {
  return c <= 32 || c === 44 || c === 59
}

/**
 * The finding IDs after a label: numbers (a leading `#` allowed) separated by commas, semicolons,
 * spaces or `and`. Links and ticket keys (`neutral` spans) are skipped: links are read elsewhere.
 */
export function parseFindingList(line: string, from: number, neutral: Span[]): FindingList {
  const ids: FoundId[] = []
  const spans = new SpanWalker(neutral)
  let i = from
  while (i < line.length) {
    const span = spans.from(i)
    if (span !== undefined && span.start <= i) {
      i = span.end
      continue
    }
    if (isListSeparator(line.charCodeAt(i))) {
      i++
      continue
    }
    const stop = span === undefined ? line.length : span.start
    let j = i
    while (j < stop && !isListSeparator(line.charCodeAt(j))) j++
    let a = i
    let b = j
    i = j
    while (a < b && LIST_TRIM.has(line.charCodeAt(a))) a++
    while (b > a && (LIST_TRIM.has(line.charCodeAt(b - 1)) || line.charCodeAt(b - 1) === 46)) b--
    if (line.charCodeAt(a) === 35 && b > a + 1) a++
    const item = line.slice(a, b)
    if (item === '' || item.toLowerCase() === 'and') continue
    if (!isDigits(item)) return { ids: [], invalid: line.slice(from).trim() }
    ids.push({ at: a, digits: item, shown: `#${item}` })
  }
  return { ids }
}

/** Two lists of IDs, each in text order, merged in text order. */
export function mergeByPosition(a: FoundId[], b: FoundId[]): FoundId[] {
  const all: FoundId[] = []
  let i = 0
  let j = 0
  for (;;) {
    const x = a[i]
    const y = b[j]
    if (x === undefined && y === undefined) return all
    if (x !== undefined && (y === undefined || x.at <= y.at)) {
      all.push(x)
      i++
    } else {
      all.push(y as FoundId)
      j++
    }
  }
}

/** Where a `Findings:` list of IDs starts when it is not at the head of the line, or -1. */
export function misplacedListAt(line: string, neutral: Span[]): number {
  const label = LABEL_WORD
  label.lastIndex = 0
  for (let m = label.exec(line); m !== null; m = label.exec(line)) {
    const end = labelEnd(line, m.index)
    if (end === -1) continue
    const list = parseFindingList(line, end, neutral)
    return list.invalid === undefined && list.ids.length > 0 ? m.index : -1
  }
  return -1
}
