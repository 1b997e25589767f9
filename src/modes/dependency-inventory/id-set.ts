/**
 * A set of repository IDs (non-negative 64-bit integers) held in one typed array, outside the
 * JavaScript heap: 8 to 32 bytes an ID, where a `Set<bigint>` takes about 60 and every ID as an object
 * the garbage collector walks.
 */
export class IdSet {
  /** Open addressing with linear probing; each slot holds an ID plus one, 0 when empty. */
  private slots = new BigUint64Array(1024)
  private count = 0

  get size(): number {
    return this.count
  }

  has(id: bigint): boolean {
    return this.slots[this.find(id + 1n)] !== 0n
  }

  /** Adds `id`; false when it was there already. */
  add(id: bigint): boolean {
    const key = id + 1n
    const at = this.find(key)
    if (this.slots[at] !== 0n) return false
    this.slots[at] = key
    this.count++
    // At most half full, so that probes stay short.
    if (this.count * 2 > this.slots.length) this.grow()
    return true
  }

  /** The slot of `key`, or the empty slot where it would go. */
  private find(key: bigint): number {
    const mask = this.slots.length - 1
    let at = hashId(key) & mask
    for (;;) {
      const slot = this.slots[at]!
      if (slot === 0n || slot === key) return at
      at = (at + 1) & mask
    }
  }

  private grow(): void {
    const old = this.slots
    this.slots = new BigUint64Array(old.length * 2)
    for (const key of old) if (key !== 0n) this.slots[this.find(key)] = key
  }
}

/** A hash of a 64-bit ID: both halves mixed, so that IDs with equal low bits spread too. */
export function hashId(key: bigint): number {
  const low = Number(BigInt.asUintN(32, key))
  const high = Number(BigInt.asUintN(32, key >> 32n))
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> 0
}
