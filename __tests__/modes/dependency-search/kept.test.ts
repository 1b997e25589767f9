/**
 * What a search keeps of the platform's strings: cut at 1,024 characters, one copy of each, read
 * back exactly, and ordered by code points, whether a string is short or kept only as bytes.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  grown,
  kept,
  MAX_KEPT_CHARS,
  StringPool
} from '../../../src/modes/dependency-search/kept.js'

const long = (head: string, length = 600): string => `${head}${'p'.repeat(length - head.length)}`

describe('kept', () => {
  it('cuts at 1,024 characters and leaves shorter text whole', () => {
    expect(kept('x'.repeat(MAX_KEPT_CHARS + 5))).toBe('x'.repeat(MAX_KEPT_CHARS))
    expect(kept('x'.repeat(MAX_KEPT_CHARS))).toBe('x'.repeat(MAX_KEPT_CHARS))
    expect(kept('package-lock.json')).toBe('package-lock.json')
  })
})

describe('StringPool', () => {
  it('numbers each string once, short and long alike, from 0', () => {
    const pool = new StringPool()
    const a = long('a/')
    expect(pool.intern('1.0.0')).toBe(0)
    expect(pool.intern(a)).toBe(1)
    expect(pool.intern('1.0.0')).toBe(0)
    // An equal string made anew (not the same instance) is the same entry.
    expect(pool.intern(`a/${'p'.repeat(598)}`)).toBe(1)
    expect(pool.intern(long('b/'))).toBe(2)
    expect(pool.size).toBe(3)
  })

  it('reads back each string exactly, multi-byte characters included', () => {
    const pool = new StringPool()
    const texts = [
      '',
      'yarn.lock',
      long('δ/😀/'),
      `${'é'.repeat(128)}`,
      `${'é'.repeat(129)}`,
      long('中/', 1024)
    ]
    const ids = texts.map(t => pool.intern(t))
    expect(new Set(ids).size).toBe(texts.length)
    expect(ids.map(id => pool.text(id))).toEqual(texts)
  })

  it('keeps 1,024 characters of a longer string: the cut is one string with the whole', () => {
    const pool = new StringPool()
    const whole = long('x/', 2000)
    const id = pool.intern(whole)
    expect(pool.text(id)).toBe(whole.slice(0, MAX_KEPT_CHARS))
    expect(pool.intern(whole.slice(0, MAX_KEPT_CHARS))).toBe(id)
    expect(pool.intern(`${whole.slice(0, MAX_KEPT_CHARS)}different tail`)).toBe(id)
  })

  it('holds strings across many chunks (3 KiB each, 1,000 of them)', () => {
    const pool = new StringPool()
    const texts = Array.from({ length: 1000 }, (_, i) => `${i}/${'€'.repeat(1020)}`)
    const ids = texts.map(t => pool.intern(t))
    expect(ids).toEqual(texts.map((_, i) => i))
    expect(ids.map(id => pool.text(id))).toEqual(texts)
    expect(texts.map(t => pool.intern(t))).toEqual(ids)
    expect(pool.bytes).toBe(texts.reduce((n, t) => n + Buffer.byteLength(t), 0))
  })

  it('counts the UTF-8 bytes of each string it keeps, once', () => {
    const pool = new StringPool()
    expect(pool.bytes).toBe(0)
    pool.intern('é1')
    pool.intern(long('δ/'))
    pool.intern('é1')
    pool.intern(long('δ/'))
    expect(pool.bytes).toBe(3 + 601)
    expect(pool.size).toBe(2)
  })

  it('orders strings by code points, short or long', () => {
    const pool = new StringPool()
    const texts = ['b', long('a'), 'a', long('ab'), '', '\u{1F600}', '\uFFFD', long('\u{1F600}')]
    const ids = texts.map(t => pool.intern(t))
    const byCodePoints = (x: string, y: string): number => {
      const a = [...x].map(c => c.codePointAt(0)!)
      const b = [...y].map(c => c.codePointAt(0)!)
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!
      return a.length - b.length
    }
    const sorted = [...ids].sort((x, y) => pool.compare(x, y)).map(id => pool.text(id))
    expect(sorted).toEqual([...texts].sort(byCodePoints))
    expect(pool.compare(ids[0]!, ids[0]!)).toBe(0)
  })

  it('round-trips any text of well-formed characters, and tells any two apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { maxLength: 40 }),
        texts => {
          const pool = new StringPool()
          const ids = texts.map(t => pool.intern(t))
          for (let i = 0; i < texts.length; i++) {
            expect(pool.text(ids[i]!)).toBe(kept(texts[i]!))
            for (let j = 0; j < texts.length; j++) {
              const same = kept(texts[i]!) === kept(texts[j]!)
              expect(ids[i] === ids[j]).toBe(same)
              expect(pool.compare(ids[i]!, ids[j]!) === 0).toBe(same)
            }
          }
        }
      )
    )
  })
})

describe('grown', () => {
  it('gives an array of the same kind, twice as long, with the same start', () => {
    const ids = grown(BigUint64Array.from([1n, 2n ** 64n - 1n]))
    expect(ids).toBeInstanceOf(BigUint64Array)
    expect([...ids]).toEqual([1n, 2n ** 64n - 1n, 0n, 0n])
    expect([...grown(Float64Array.from([-1, 0.5]))]).toEqual([-1, 0.5, 0, 0])
  })
})
