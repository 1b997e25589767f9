/**
 * What summary tables share (the inventory's repositories, changes and uncovered projects, the
 * search's matches): how long a name may be, how rows are taken within a budget, and the line that
 * says how many are shown and where the rest are.
 */
import { byteLength } from './markdown.js'
import { formatCount, plural } from './text.js'

/** Characters of a repository name or lockfile path shown at most. */
export const MAX_NAME_CHARS = 200

/** Rows that fit `allowance` bytes, at most `limit`; `rows` is produced lazily. */
export function rowsWithin(rows: Iterable<string>, limit: number, allowance: number): string[] {
  const taken: string[] = []
  let size = 0
  for (const row of rows) {
    if (taken.length >= limit) break
    const cost = byteLength(row) + 1
    if (size + cost > allowance) break
    size += cost
    taken.push(row)
  }
  return taken
}

/** `**3 of 40 changes shown** (why); the rest are in the full inventory.` or `All 3 changes shown.` */
export function shownLine(
  shown: number,
  total: number,
  limit: number,
  what: [string, string],
  restIn = 'the full inventory'
): string {
  if (shown === total) return `All ${plural(total, ...what)} shown.`
  const why =
    shown < Math.min(limit, total)
      ? "as many as fit GitHub's summary size limit"
      : `<code>summary-limit: ${limit}</code>`
  return `**${formatCount(shown)} of ${plural(total, ...what)} shown** (${why}); the rest are in ${restIn}.`
}

/** At most `max` characters, cut at the end, without splitting a surrogate pair. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value
  let end = max - 1
  if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1))) end--
  return `${value.slice(0, end)}…`
}

/** At most `max` characters, cut at the start (the end of a path says the most). */
export function clipStart(value: string, max: number): string {
  if (value.length <= max) return value
  let start = value.length - max + 1
  if (/[\uDC00-\uDFFF]/.test(value.charAt(start))) start++
  return `…${value.slice(start)}`
}
