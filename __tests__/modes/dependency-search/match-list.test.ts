/**
 * A line's matches in typed arrays: each field read back as added, a match counted once by its
 * repository, lockfile, line and version, the search's order, and a table that stays right however
 * the hash falls.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { MAX_KEPT_CHARS, StringPool } from '../../../src/modes/dependency-search/kept.js'
import {
  MatchHash,
  MatchList,
  type Match
} from '../../../src/modes/dependency-search/match-list.js'

const BIG = 2n ** 63n + 5n

function match(fields: Partial<Match> = {}): Match {
  return {
    repositoryId: 7n,
    archived: false,
    lockfilePath: 'web/package-lock.json',
    line: 12,
    version: '4.1.1',
    transitivity: 'DIRECT',
    byRange: false,
    ...fields
  }
}

const list = (hash = new MatchHash()): MatchList => new MatchList(new StringPool(), hash)

describe('MatchList', () => {
  it('reads back every field of each match as added', () => {
    const matches = list()
    const added = [
      match(),
      match({
        repositoryId: BIG,
        archived: true,
        lockfilePath: `${'deep/'.repeat(100)}yarn.lock`,
        line: 0,
        url: `https://github.com/acme/a/blob/main/${'deep/'.repeat(100)}yarn.lock#L1`,
        version: '5.0.0-beta.1',
        transitivity: 'TRANSITIVE',
        byRange: true
      }),
      match({ repositoryId: 8n, line: undefined, url: 'https://other.example/x', version: '4.1.2' })
    ]
    for (const m of added) expect(matches.add(m)).toBe(true)
    expect(matches.length).toBe(3)
    expect([...matches]).toEqual(added)
    expect(matches.slice(1, 5)).toEqual(added.slice(1))
    expect(matches.slice(-1, 1)).toEqual(added.slice(0, 1))
    expect(matches.at(2)).not.toHaveProperty('line')
    expect(matches.at(0)).not.toHaveProperty('url')
    expect(added.map((_, i) => matches.repositoryIdAt(i))).toEqual([7n, BIG, 8n])
    expect(added.map((_, i) => matches.archivedAt(i))).toEqual([false, true, false])
    expect(added.map((_, i) => matches.byRangeAt(i))).toEqual([false, true, false])
    expect(added.map((_, i) => matches.transitivityAt(i))).toEqual([
      'DIRECT',
      'TRANSITIVE',
      'DIRECT'
    ])
  })

  it('counts a match once by repository, lockfile, line and version; any other of them is another', () => {
    const matches = list()
    expect(matches.add(match())).toBe(true)
    // The same place again, whatever else the answer says: the first is kept.
    expect(
      matches.add(match({ transitivity: 'TRANSITIVE', byRange: true, url: 'https://x.example/' }))
    ).toBe(false)
    expect(matches.add(match({ repositoryId: 8n }))).toBe(true)
    expect(matches.add(match({ lockfilePath: 'package-lock.json' }))).toBe(true)
    expect(matches.add(match({ line: 13 }))).toBe(true)
    expect(matches.add(match({ line: undefined }))).toBe(true)
    expect(matches.add(match({ line: 0 }))).toBe(true)
    expect(matches.add(match({ version: '4.1.2' }))).toBe(true)
    expect(matches.length).toBe(7)
    expect(matches.at(0)).toEqual(match())
  })

  it('rebuilds a URL around its lockfile path, cut at 1,024 characters', () => {
    const matches = list()
    const path = `${'d/'.repeat(480)}package-lock.json`
    const url = `https://github.com/acme/a/blob/${'c'.repeat(40)}/${path}#L3`
    matches.add(match({ lockfilePath: path, url }))
    expect(url.length).toBeGreaterThan(MAX_KEPT_CHARS)
    expect(matches.at(0).url).toBe(url.slice(0, MAX_KEPT_CHARS))
    // A path over 1,024 characters is kept cut: the URL read back is still the URL's start.
    const deeper = `${'d/'.repeat(700)}package-lock.json`
    const deepUrl = `https://github.com/acme/a/blob/main/${deeper}#L9`
    matches.add(match({ lockfilePath: deeper, url: deepUrl, line: 9 }))
    expect(matches.at(1)).toMatchObject({
      lockfilePath: deeper.slice(0, MAX_KEPT_CHARS),
      url: deepUrl.slice(0, MAX_KEPT_CHARS)
    })
    // An empty path is no piece to cut around.
    matches.add(match({ lockfilePath: '', url: 'https://github.com/acme/a#L1' }))
    expect(matches.at(2)).toMatchObject({ lockfilePath: '', url: 'https://github.com/acme/a#L1' })
  })

  it('sorts active repositories first, then by ID, lockfile path in code points, and line', () => {
    const matches = list()
    const added = [
      match({ repositoryId: 2n, archived: true }),
      match({ repositoryId: 9n, lockfilePath: 'b' }),
      match({ repositoryId: BIG, lockfilePath: 'a' }),
      match({ repositoryId: 9n, lockfilePath: '\u{1F600}' }),
      match({ repositoryId: 9n, lockfilePath: '\uFFFD' }),
      match({ repositoryId: 9n, lockfilePath: 'a', line: 3 }),
      match({ repositoryId: 9n, lockfilePath: 'a', line: undefined, version: '1' }),
      match({ repositoryId: 9n, lockfilePath: 'a', line: 1 }),
      match({ repositoryId: 3n, lockfilePath: long('z') }),
      match({ repositoryId: 3n, lockfilePath: long('y') })
    ]
    for (const m of added) matches.add(m)
    matches.sort()
    const order = [...matches].map(m => [m.repositoryId, m.lockfilePath.slice(0, 2), m.line])
    expect(order).toEqual([
      [3n, 'yp', 12],
      [3n, 'zp', 12],
      [9n, 'a', undefined],
      [9n, 'a', 1],
      [9n, 'a', 3],
      [9n, 'b', 12],
      [9n, '\uFFFD', 12],
      [9n, '\u{1F600}', 12],
      [BIG, 'a', 12],
      [2n, 'we', 12]
    ])
    // Still counts each once after the sort.
    for (const m of added) expect(matches.add(m)).toBe(false)
    expect(matches.add(match({ repositoryId: 4n }))).toBe(true)
  })

  it('orders lines however they arrive, a match without one as line 0', () => {
    const matches = list()
    for (const line of [9, 5, undefined, 30, 1, 12]) matches.add(match({ line }))
    matches.sort()
    expect([...matches].map(m => m.line)).toEqual([undefined, 1, 5, 9, 12, 30])
  })

  it('stays right when every match hashes alike', () => {
    const matches = list(new MatchHash(new Uint32Array(6144)))
    for (let i = 0; i < 300; i++)
      expect(matches.add(match({ line: i % 100, version: `${i}` }))).toBe(true)
    for (let i = 0; i < 300; i++)
      expect(matches.add(match({ line: i % 100, version: `${i}` }))).toBe(false)
    expect(matches.length).toBe(300)
  })

  it('hashes with every byte of the repository ID, line and numbers', () => {
    // A fixed seed of well-mixed words (xorshift), so that the test is the same on every run.
    let x = 2463534242
    const seed = Uint32Array.from({ length: 6144 }, () => {
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      return x >>> 0
    })
    const hash = new MatchHash(seed)
    const base = hash.of(0n, 0, 0, 0)
    for (let bit = 0; bit < 64; bit += 4) {
      expect(hash.of(1n << BigInt(bit), 0, 0, 0)).not.toBe(base)
      expect(hash.of(0n, 2 ** bit, 0, 0)).not.toBe(base)
    }
    for (let bit = 0; bit < 32; bit += 4) {
      expect(hash.of(0n, 0, 2 ** bit, 0)).not.toBe(base)
      expect(hash.of(0n, 0, 0, 2 ** bit)).not.toBe(base)
    }
    // Each word has its own tables: the same byte in two places hashes apart.
    expect(hash.of(0n, 0, 1, 0)).not.toBe(hash.of(0n, 0, 0, 1))
    expect(hash.of(1n, 0, 0, 0)).not.toBe(hash.of(0n, 1, 0, 0))
    expect(hash.of(2n ** 40n, 2 ** 40, 7, 9)).toBe(hash.of(2n ** 40n, 2 ** 40, 7, 9))
  })

  it('refuses a hash seed of another size', () => {
    expect(() => new MatchHash(new Uint32Array(2048))).toThrow('a MatchHash seed is 6,144 words')
  })

  it('keeps what a list of arrays and a set of keys would, in the order added', () => {
    const place = fc.record({
      repositoryId: fc.oneof(fc.bigInt({ min: 0n, max: 5n }), fc.constant(BIG)),
      lockfilePath: fc.constantFrom('a', 'b/yarn.lock', long('c')),
      line: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      version: fc.constantFrom('1', '2')
    })
    fc.assert(
      fc.property(fc.array(place, { maxLength: 200 }), places => {
        const matches = list()
        const expected: Match[] = []
        const keys = new Set<string>()
        for (const p of places) {
          const m = match({ ...p, line: p.line })
          if (p.line === undefined) delete m.line
          const key = `${p.repositoryId}|${p.lockfilePath}|${p.line}|${p.version}`
          expect(matches.add(m)).toBe(!keys.has(key))
          if (!keys.has(key)) expected.push(m)
          keys.add(key)
        }
        expect([...matches]).toEqual(expected)
      })
    )
  })
})

function long(head: string): string {
  return `${head}${'p'.repeat(500)}`
}
