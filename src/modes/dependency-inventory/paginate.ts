/**
 * The API's "mixed" pagination: each response carries `cursor` and `hasMore`, and the next request
 * sends that cursor back until `hasMore` is false. Used with an integer cursor (`bigint`) for the
 * repositories list and a string cursor for the lockfiles list.
 */

/** One response, reduced to what pagination needs. */
export interface CursorPage<T, C> {
  items: T[]
  cursor: C | undefined
  hasMore: boolean
}

/** A server answer that would make pagination loop or stop early: a missing or repeated cursor. */
export class PaginationError extends Error {
  /** `missing-cursor`: `hasMore` was true without a cursor. `repeated-cursor`: a cursor came back. */
  readonly kind: 'missing-cursor' | 'repeated-cursor'
  /** 1-based number of the page whose response was wrong. */
  readonly page: number

  constructor(kind: 'missing-cursor' | 'repeated-cursor', page: number, message: string) {
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
 * page says `hasMore: true` but has no cursor (absent, null or empty), or returns a cursor that was
 * already sent (compared as text, so cycles of any length are caught). `describe` names the list
 * in messages, e.g. `repositories`.
 */
export async function* paginate<T, C>(
  fetchPage: (cursor: C | undefined) => Promise<CursorPage<T, C>>,
  describe: string
): AsyncGenerator<T[]> {
  /** Cursor text → number of the page that was requested with it. */
  const sent = new Map<string, number>()
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
    const key = String(next)
    const earlier = sent.get(key)
    if (earlier !== undefined) {
      throw new PaginationError(
        'repeated-cursor',
        page,
        `${describe}: page ${page} of the listing returned cursor ${show(next)}, which was already sent to fetch page ${earlier}; stopped here instead of looping`
      )
    }
    sent.set(key, page + 1)
    cursor = response.cursor
  }
}

function show(cursor: unknown): string {
  const value = String(cursor)
  const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value
  return typeof cursor === 'string' ? JSON.stringify(shown) : shown
}
