/** Small text helpers for log lines and messages, shared by every mode. */
import { redactSecrets } from '../platform/secrets.js'

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** For counts that are not whole numbers; made on first use, as it loads the locale data. */
let numberFormat: Intl.NumberFormat | undefined

/**
 * A count as people read it: `20,000`. Whole numbers are grouped here: the first `Intl` formatter
 * of a run loads ICU's locale data, which costs more than the rest of a start-up step together.
 */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',')
  numberFormat ??= new Intl.NumberFormat('en-US')
  return numberFormat.format(n)
}

/** `1 finding`, `20,000 findings`; `many` for irregular plurals (`repositories`). */
export function plural(n: number | readonly unknown[], one: string, many = `${one}s`): string {
  const k = typeof n === 'number' ? n : n.length
  return `${formatCount(k)} ${k === 1 ? one : many}`
}

/**
 * Characters that change how text reads without being seen: the bidirectional controls (U+202E
 * turns `exe.txt` into what reads as `txt.exe`), zero-width characters and the byte-order mark.
 * Untrusted text loses them in every context (log, summary, single line).
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** Control characters other than the line feed (C0, DEL, C1) and the Unicode line separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g

/** Whether `value` holds a control character, line feed included: no URL or name an input takes does. */
export function hasControlCharacters(value: string): boolean {
  return value.includes('\n') || new RegExp(CONTROL.source).test(value)
}

/**
 * Untrusted text made plain, keeping its line feeds: escape sequences and invisible characters
 * removed, other control characters (carriage returns, tabs, C1) turned into spaces, and the run's
 * secrets replaced by `***` (before any escaping, which would hide them from the runner's mask). The
 * log, summary and single-line sanitisers build on it, so that these rules live here only.
 */
export function plainText(value: string): string {
  const plain = stripEscapes(value)
    .replace(/\r\n/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
  return redactSecrets(plain)
}

/** Text on one line, for log lines, messages and summaries: {@link plainText} with line feeds as spaces. */
export function oneLine(value: string): string {
  return plainText(value).replace(/\n/g, ' ')
}

/** Values in first-seen order, each once. */
export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)]
}

/** A size as people read it: `812 B`, `11.2 KB`, `3.4 MB` (units of 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/**
 * The first sentence of a message: up to the first `.`, `!` or `?` followed by a blank and a
 * capital, a quote or a backtick (so `e.g. x` and `refs/tags/v1.2.0.` do not end it), or the whole.
 */
export function firstSentence(message: string): string {
  const line = oneLine(message).trim()
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"(])/.exec(line)
  return end ? line.slice(0, end.index + 1) : line
}

/** Terminal escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ST`) and two-byte escapes. */
const ESCAPE_SEQUENCES =
  // eslint-disable-next-line no-control-regex
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?|\u009b[0-?]*[ -/]*[@-~]/g

/** Text without terminal escape sequences (colours, cursor moves, window titles), which no reader needs. */
export function stripEscapes(value: string): string {
  return value.replace(ESCAPE_SEQUENCES, '')
}

/** At most `max` characters of `value`, with `…` when cut: for API text in messages and logs. */
export function truncate(value: string, max = 500): string {
  return value.length > max ? `${value.slice(0, max)}…` : value
}

/** A list for a log line or message: the first `max` items, then how many more. */
export function shortList(items: readonly string[], max = 30, separator = ', '): string {
  const shown = items.slice(0, max).join(separator)
  return items.length > max ? `${shown} and ${formatCount(items.length - max)} more` : shown
}
