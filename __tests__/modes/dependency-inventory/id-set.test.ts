import { describe, expect, it } from '@jest/globals'
import { IdSet } from '../../../src/modes/dependency-inventory/id-set.js'

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
    for (let i = 0n; i < 5_000n; i++) {
      expect(ids.add(i)).toBe(true)
      expect(ids.add(((i + 1n) << 32n) + 7n)).toBe(true)
    }
    expect(ids.size).toBe(10_000)
    for (let i = 0n; i < 5_000n; i++) {
      expect(ids.has(i)).toBe(true)
      expect(ids.has(((i + 1n) << 32n) + 7n)).toBe(true)
      expect(ids.has(((i + 1n) << 32n) + 8n)).toBe(false)
    }
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
