import { describe, expect, it } from '@jest/globals'
import { collidingIds, longHash64 } from '../../scripts/lib/colliding-ids.js'

describe('collidingIds', () => {
  it('gives distinct int64 IDs whose V8 hash keeps the same 30 bits', () => {
    const ids = collidingIds(2_000)
    expect(new Set(ids.map(String)).size).toBe(2_000)
    expect(ids.every(id => id > 0n && id < 2n ** 63n)).toBe(true)
    const low = (id: bigint): bigint => longHash64(id) & 0x3fffffffn
    expect(ids.filter(id => low(id) !== low(ids[0]!))).toEqual([])
  })

  it('runs the hash as V8 does: Thomas Wang’s steps on 64 bits', () => {
    // ComputeLongHash(1) with V8's own steps, worked by hand below.
    let h = 1n
    const mask = (1n << 64n) - 1n
    h = ((h << 18n) - h - 1n) & mask
    h ^= h >> 31n
    h = (h * 21n) & mask
    h ^= h >> 11n
    h = (h + (h << 6n)) & mask
    h ^= h >> 22n
    expect(longHash64(1n)).toBe(h)
  })
})
