import { describe, expect, it } from '@jest/globals'
import { collect, failure } from '../../__fixtures__/async-pages.js'
import {
  type CursorPage,
  PaginationError,
  paginate,
  RECENT_CURSORS,
  RepeatDetector
} from '../../src/platform/paginate.js'

/** A fake `fetchPage` that answers from a table keyed by the cursor text and records the calls. */
function fake<T, C>(pages: Map<string, CursorPage<T, C>>) {
  const calls: (C | undefined)[] = []
  const fetchPage = async (cursor: C | undefined): Promise<CursorPage<T, C>> => {
    calls.push(cursor)
    const page = pages.get(cursor === undefined ? '' : String(cursor))
    if (!page) throw new Error(`unexpected cursor ${String(cursor)}`)
    return page
  }
  return { calls, fetchPage }
}

describe('paginate', () => {
  it('follows integer (bigint) cursors until hasMore is false', async () => {
    const { calls, fetchPage } = fake<string, bigint>(
      new Map([
        ['', { items: ['a', 'b'], cursor: 9007199254740993n, hasMore: true }],
        ['9007199254740993', { items: ['c'], cursor: 12345678901234567890n, hasMore: true }],
        ['12345678901234567890', { items: ['d'], cursor: undefined, hasMore: false }]
      ])
    )
    expect(await collect(paginate(fetchPage, 'repositories'))).toEqual([['a', 'b'], ['c'], ['d']])
    expect(calls).toEqual([undefined, 9007199254740993n, 12345678901234567890n])
  })

  it('follows string cursors', async () => {
    const { calls, fetchPage } = fake<number, string>(
      new Map([
        ['', { items: [1], cursor: 'eyJwIjoxfQ==', hasMore: true }],
        ['eyJwIjoxfQ==', { items: [2], cursor: 'eyJwIjoyfQ==', hasMore: true }],
        ['eyJwIjoyfQ==', { items: [3], cursor: 'eyJwIjoyfQ==', hasMore: false }]
      ])
    )
    expect((await collect(paginate(fetchPage, 'lockfiles'))).flat()).toEqual([1, 2, 3])
    expect(calls).toEqual([undefined, 'eyJwIjoxfQ==', 'eyJwIjoyfQ=='])
  })

  it('stops after one call when the first page has no more', async () => {
    const { calls, fetchPage } = fake<number, string>(
      new Map([['', { items: [], cursor: undefined, hasMore: false }]])
    )
    expect(await collect(paginate(fetchPage, 'lockfiles'))).toEqual([[]])
    expect(calls).toHaveLength(1)
  })

  it('walks many pages of size 1', async () => {
    const total = 250
    const fetchPage = async (cursor: bigint | undefined): Promise<CursorPage<number, bigint>> => {
      const index = cursor === undefined ? 0 : Number(cursor)
      return { items: [index], cursor: BigInt(index + 1), hasMore: index + 1 < total }
    }
    const pages = await collect(paginate(fetchPage, 'repositories'))
    expect(pages).toHaveLength(total)
    expect(pages.every(page => page.length === 1)).toBe(true)
    expect(pages.flat()).toEqual(Array.from({ length: total }, (_, i) => i))
  })

  it('keeps going over empty pages that have a new cursor', async () => {
    const { fetchPage } = fake<string, string>(
      new Map([
        ['', { items: [], cursor: 'c1', hasMore: true }],
        ['c1', { items: [], cursor: 'c2', hasMore: true }],
        ['c2', { items: ['x'], cursor: 'c3', hasMore: true }],
        ['c3', { items: [], cursor: undefined, hasMore: false }]
      ])
    )
    expect(await collect(paginate(fetchPage, 'lockfiles'))).toEqual([[], [], ['x'], []])
  })

  it('fails on hasMore without a cursor, after yielding that page', async () => {
    const { fetchPage } = fake<string, string>(
      new Map([
        ['', { items: ['a'], cursor: 'c1', hasMore: true }],
        ['c1', { items: ['b'], cursor: undefined, hasMore: true }]
      ])
    )
    const { error, got } = await failure(paginate(fetchPage, 'lockfiles of repo-1'))
    expect(got).toEqual([['a'], ['b']])
    expect(error).toBeInstanceOf(PaginationError)
    const pagination = error as PaginationError
    expect(pagination.kind).toBe('missing-cursor')
    expect(pagination.page).toBe(2)
    expect(pagination.message).toMatch(
      /^lockfiles of repo-1: page 2 .*hasMore is true but has no cursor/
    )
  })

  it('treats a null or empty cursor as missing', async () => {
    for (const cursor of [null, '']) {
      const fetchPage = async (): Promise<CursorPage<number, string>> => ({
        items: [1],
        cursor: cursor as string | undefined,
        hasMore: true
      })
      const { error } = await failure(paginate(fetchPage, 'lockfiles'))
      expect((error as PaginationError).kind).toBe('missing-cursor')
      expect((error as PaginationError).page).toBe(1)
    }
  })

  it('fails when a page returns the cursor that fetched it', async () => {
    const { calls, fetchPage } = fake<string, bigint>(
      new Map([
        ['', { items: ['a'], cursor: 5n, hasMore: true }],
        ['5', { items: ['b'], cursor: 5n, hasMore: true }]
      ])
    )
    const { error, got } = await failure(paginate(fetchPage, 'repositories'))
    expect(got).toEqual([['a'], ['b']])
    expect(calls).toEqual([undefined, 5n])
    const pagination = error as PaginationError
    expect(pagination).toBeInstanceOf(PaginationError)
    expect(pagination.kind).toBe('repeated-cursor')
    expect(pagination.page).toBe(2)
    expect(pagination.message).toBe(
      'repositories: page 2 of the listing returned cursor 5, which was already sent to fetch page 2; stopped here instead of looping'
    )
  })

  it('fails on a cycle of two pages', async () => {
    const { calls, fetchPage } = fake<string, string>(
      new Map([
        ['', { items: ['a'], cursor: 'x', hasMore: true }],
        ['x', { items: ['b'], cursor: 'y', hasMore: true }],
        ['y', { items: ['c'], cursor: 'x', hasMore: true }]
      ])
    )
    const { error, got } = await failure(paginate(fetchPage, 'lockfiles'))
    expect(got).toEqual([['a'], ['b'], ['c']])
    expect(calls).toEqual([undefined, 'x', 'y'])
    expect((error as PaginationError).kind).toBe('repeated-cursor')
    expect((error as PaginationError).page).toBe(3)
    expect((error as PaginationError).message).toContain(
      'cursor "x", which was already sent to fetch page 2'
    )
  })

  it('compares cursors as text', async () => {
    const cursors: unknown[] = [7n, '7']
    let call = 0
    const fetchPage = async (): Promise<CursorPage<number, unknown>> => ({
      items: [call],
      cursor: cursors[call++],
      hasMore: true
    })
    const { error } = await failure(paginate(fetchPage, 'repositories'))
    expect((error as PaginationError).kind).toBe('repeated-cursor')
    expect((error as PaginationError).page).toBe(2)
  })

  it('passes errors of fetchPage through unchanged', async () => {
    const boom = new Error('HTTP 500')
    const fetchPage = async (): Promise<CursorPage<number, string>> => {
      throw boom
    }
    const { error } = await failure(paginate(fetchPage, 'lockfiles'))
    expect(error).toBe(boom)
  })
})

describe('RepeatDetector', () => {
  it('names the page a recent cursor was sent for', () => {
    const repeats = new RepeatDetector()
    expect(repeats.check('a', 2)).toBeUndefined()
    expect(repeats.check('b', 3)).toBeUndefined()
    expect(repeats.check('c', 4)).toBeUndefined()
    expect(repeats.check('b', 5)).toBe(3)
  })

  it('catches a cycle longer than the cursors it remembers exactly', () => {
    // 1,500 distinct cursors, then the first again: a cycle of 1,500 pages.
    const length = 1500
    expect(length).toBeGreaterThan(RECENT_CURSORS)
    const cursorOf = (page: number): string => `c${(page - 2) % length}`
    const repeats = new RepeatDetector()
    let page = 2
    let earlier: number | undefined
    for (; earlier === undefined && page < 100 * length; page++) {
      earlier = repeats.check(cursorOf(page), page)
    }
    const found = page - 1
    expect(earlier).toBeDefined()
    expect(earlier!).toBeLessThan(found)
    expect(cursorOf(earlier!)).toBe(cursorOf(found))
    // Brent's method finds a cycle within a few of its lengths.
    expect(found).toBeLessThan(4 * length)
  })

  it('never names a repeat among distinct cursors', () => {
    const repeats = new RepeatDetector()
    const named: number[] = []
    for (let page = 2; page < 100_002; page++) {
      const earlier = repeats.check(String(page), page)
      if (earlier !== undefined) named.push(earlier)
    }
    expect(named).toEqual([])
  })
})
