import { describe, expect, it } from '@jest/globals'
import { IdHash, IdSet } from '../../src/platform/id-set.js'

describe('IdSet', () => {
  it('holds what was added and nothing else, each ID once', () => {
    const ids = new IdSet()
    expect(ids.add(0n)).toBe(true)
    expect(ids.add(42n)).toBe(true)
    expect(ids.add(42n)).toBe(false)
    expect(ids.add(2n ** 63n - 1n)).toBe(true)
    expect(ids.size).toBe(3)
    expect(ids.has(0n)).toBe(true)
    expect(ids.has(42n)).toBe(true)
    expect(ids.has(2n ** 63n - 1n)).toBe(true)
    expect(ids.has(1n)).toBe(false)
    expect(ids.has(43n)).toBe(false)
    expect(ids.has(2n ** 63n - 2n)).toBe(false)
  })

  it('keeps every ID as it grows, IDs that differ only in their high bits too', () => {
    const ids = new IdSet()
    const low = Array.from({ length: 5_000 }, (_, i) => BigInt(i))
    const high = low.map(i => ((i + 1n) << 32n) + 7n)
    // One assertion per list, not per ID: the expectations, not the table, were the test's cost.
    expect([...low, ...high].filter(id => !ids.add(id))).toEqual([])
    expect(ids.size).toBe(10_000)
    expect([...low, ...high].filter(id => !ids.has(id))).toEqual([])
    expect(high.map(id => id + 1n).filter(id => ids.has(id))).toEqual([])
    expect(ids.has(5_000n)).toBe(false)
  })

  it('numbers the IDs in the order added, a repeated one keeping its first number', () => {
    const ids = new IdSet()
    for (const id of [90n, 2n ** 63n - 1n, 0n, 90n, 7n]) ids.add(id)
    expect([90n, 2n ** 63n - 1n, 0n, 7n].map(id => ids.positionOf(id))).toEqual([0, 1, 2, 3])
    expect(ids.positionOf(8n)).toBeUndefined()
    expect([0, 1, 2, 3].map(at => ids.idAt(at))).toEqual([90n, 2n ** 63n - 1n, 0n, 7n])
  })
})

/** IDs that all landed in one slot of the table's earlier, unkeyed hash (a fixed multiplier). */
function collidingSmallIds(count: number): bigint[] {
  return Array.from({ length: count }, (_, i) => BigInt(i + 1) << 20n)
}

/** IDs beyond 2^53 whose halves cancelled out in that hash: every one hashed as 0. */
function collidingLargeIds(count: number): bigint[] {
  return Array.from({ length: count }, (_, i) => {
    const high = 2 ** 21 + i
    const low = Math.imul(high, 0x85ebca6b) >>> 0
    return (BigInt(high) << 32n) | BigInt(low)
  })
}

describe('IdSet on crafted IDs', () => {
  it.each([
    ['small IDs that collided', collidingSmallIds(20_000)],
    ['large IDs that collided', collidingLargeIds(10_000)]
  ])('%s: a few probes per ID, as for any IDs', (_name, crafted) => {
    const ids = new IdSet()
    expect(crafted.filter(id => !ids.add(id))).toEqual([])
    expect(crafted.filter(id => !ids.has(id))).toEqual([])
    expect(ids.size).toBe(crafted.length)
    // Counted, not timed: an unkeyed hash puts these in one run of slots (n²/2 probes).
    expect(ids.probes).toBeLessThan(crafted.length * 2 * 4)
  })

  it('draws a new seed for each table: one ID hashes differently in each', () => {
    const probe = Array.from({ length: 16 }, (_, i) => BigInt(i) * 1_000_003n)
    const first = new IdHash()
    const second = new IdHash()
    expect(probe.map(id => first.hash(id))).not.toEqual(probe.map(id => second.hash(id)))
  })

  it('hashes by its seed alone: the same seed, the same hashes', () => {
    const seed = Uint32Array.from({ length: 2048 }, (_, i) => Math.imul(i + 1, 2654435761) >>> 0)
    const probe = [0n, 1n, 2n ** 63n - 1n, 123_456_789_012n]
    expect(probe.map(id => new IdHash(seed).hash(id))).toEqual(
      probe.map(id => new IdHash(seed).hash(id))
    )
    expect(() => new IdHash(new Uint32Array(8))).toThrow(RangeError)
  })
})
