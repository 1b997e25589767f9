/**
 * The API's "mixed" pagination: each response carries `cursor` and `hasMore`, and the next request
 * sends that cursor back until `hasMore` is false. Used with an integer cursor (`bigint`) for the
 * repositories list and a string cursor for the lockfiles list.
 */

/** One response, reduced to what pagination needs. */
export interface CursorPage<T, C> {
  items: T[]
  /** How many items the page held, when they were handed on one by one rather than in `items`. */
  count?: number
  cursor: C | undefined
  hasMore: boolean
}

/** Longest cursor accepted; the API's are a few dozen characters. */
export const MAX_CURSOR_LENGTH = 1024
/** Pages in a row with no items and `hasMore: true` before the listing is given up as endless. */
export const MAX_EMPTY_PAGES = 100
/** Cursors remembered exactly to name a repeat at once; longer cycles are caught with O(1) memory. */
export const RECENT_CURSORS = 1000

type PaginationProblem = 'missing-cursor' | 'repeated-cursor' | 'long-cursor' | 'empty-pages'

/**
 * A server answer that would make pagination loop, stop early or run without end: a missing,
 * repeated or overlong cursor, or too many empty pages in a row that still say `hasMore`.
 */
export class PaginationError extends Error {
  /** `missing-cursor`: `hasMore` was true without a cursor. `repeated-cursor`: a cursor came back. */
  readonly kind: PaginationProblem
  /** 1-based number of the page whose response was wrong. */
  readonly page: number

  constructor(kind: PaginationProblem, page: number, message: string) {
    super(message)
    this.name = 'PaginationError'
    this.kind = kind
    this.page = page
  }
}

/**
 * Fetches page after page and yields each page's items (an empty page too). The first request has
 * no cursor; each next one sends the previous response's cursor. A page is yielded before its
 * cursor is checked, so items already received are never lost. Throws `PaginationError` when a
 * page says `hasMore: true` but has no cursor (absent, null or empty), a cursor longer than
 * {@link MAX_CURSOR_LENGTH}, or a cursor that was already sent (compared as text; cycles of any
 * length are caught, in memory that does not grow with the number of pages), and after
 * {@link MAX_EMPTY_PAGES} empty pages in a row that say `hasMore: true`. `describe` names the list
 * in messages, e.g. `repositories`.
 */
export async function* paginate<T, C>(
  fetchPage: (cursor: C | undefined) => Promise<CursorPage<T, C>>,
  describe: string
): AsyncGenerator<T[]> {
  const repeats = new RepeatDetector()
  let emptyInARow = 0
  let cursor: C | undefined
  for (let page = 1; ; page++) {
    const response = await fetchPage(cursor)
    yield response.items
    if (!response.hasMore) return

    const next: unknown = response.cursor
    if (next === undefined || next === null || next === '') {
      throw new PaginationError(
        'missing-cursor',
        page,
        `${describe}: page ${page} of the listing says hasMore is true but has no cursor for the next page; stopped here instead of starting over`
      )
    }
    // A cursor is a string or an integer (bigint), by the schemas of both lists.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const key = String(next)
    if (key.length > MAX_CURSOR_LENGTH) {
      throw new PaginationError(
        'long-cursor',
        page,
        `${describe}: page ${page} of the listing returned a cursor of ${key.length} characters, longer than the ${MAX_CURSOR_LENGTH} accepted; stopped here`
      )
    }
    emptyInARow = (response.count ?? response.items.length) === 0 ? emptyInARow + 1 : 0
    if (emptyInARow >= MAX_EMPTY_PAGES) {
      throw new PaginationError(
        'empty-pages',
        page,
        `${describe}: ${MAX_EMPTY_PAGES} pages in a row (up to page ${page}) were empty yet said hasMore is true; stopped here instead of paging without end`
      )
    }
    const earlier = repeats.check(key, page + 1)
    if (earlier !== undefined) {
      throw new PaginationError(
        'repeated-cursor',
        page,
        `${describe}: page ${page} of the listing returned cursor ${show(next)}, which was already sent to fetch page ${earlier}; stopped here instead of looping`
      )
    }
    cursor = response.cursor
  }
}

/**
 * Finds a cursor sent before. The last {@link RECENT_CURSORS} are kept exactly; beyond them, Brent's
 * cycle finding keeps one checkpoint, moved at doubling distances, which a cycle of any length
 * eventually returns to. Memory stays bounded however long the listing.
 */
export class RepeatDetector {
  private readonly recent = new Map<string, number>()
  private checkpoint: { key: string; page: number } | undefined
  private distance = 0
  private power = 1

  /** The page an earlier request sent `key` for, or undefined; then remembers it for `page`. */
  check(key: string, page: number): number | undefined {
    const seen = this.recent.get(key)
    if (seen !== undefined) return seen
    if (this.checkpoint?.key === key) return this.checkpoint.page
    this.recent.set(key, page)
    if (this.recent.size > RECENT_CURSORS) {
      this.recent.delete(this.recent.keys().next().value as string)
    }
    if (this.checkpoint === undefined || this.distance === this.power) {
      this.checkpoint = { key, page }
      this.power *= 2
      this.distance = 0
    }
    this.distance++
    return undefined
  }
}

function show(cursor: unknown): string {
  const value = String(cursor)
  const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value
  return typeof cursor === 'string' ? JSON.stringify(shown) : shown
}
