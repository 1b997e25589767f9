/**
 * A set of repository IDs (non-negative 64-bit integers), each numbered in the order it was added,
 * held in typed arrays outside the JavaScript heap: about 16 to 32 bytes an ID, where a `Set<bigint>`
 * takes about 60 and every ID is an object the garbage collector walks.
 */
export class IdSet {
  /** The IDs by position, in the order added. */
  private ids = new BigUint64Array(1024)
  /** Open addressing with linear probing on the IDs: position plus one, 0 when empty. */
  private table = new Int32Array(2048)
  private count = 0

  get size(): number {
    return this.count
  }

  has(id: bigint): boolean {
    return this.table[this.slotOf(id)] !== 0
  }

  /** Adds `id` at the next position; false when it was there already. */
  add(id: bigint): boolean {
    const slot = this.slotOf(id)
    if (this.table[slot] !== 0) return false
    if (this.count === this.ids.length) {
      const old = this.ids
      this.ids = new BigUint64Array(old.length * 2)
      this.ids.set(old)
    }
    this.ids[this.count++] = id
    this.table[slot] = this.count
    // At most half full, so that probes stay short.
    if (this.count * 2 > this.table.length) this.growTable()
    return true
  }

  /** The position `id` was added at (0 for the first), if it was. */
  positionOf(id: bigint): number | undefined {
    const found = this.table[this.slotOf(id)]!
    return found === 0 ? undefined : found - 1
  }

  /** The ID added at `position`. */
  idAt(position: number): bigint {
    return this.ids[position]!
  }

  /** The table slot of `id`, or the empty slot where it would go. */
  private slotOf(id: bigint): number {
    const mask = this.table.length - 1
    let slot = hashId(id) & mask
    for (;;) {
      const found = this.table[slot]!
      if (found === 0 || this.ids[found - 1] === id) return slot
      slot = (slot + 1) & mask
    }
  }

  private growTable(): void {
    this.table = new Int32Array(this.table.length * 2)
    for (let at = 0; at < this.count; at++) this.table[this.slotOf(this.ids[at]!)] = at + 1
  }
}

/** A hash of a 64-bit ID: both halves mixed, so that IDs with equal low bits spread too. */
function hashId(id: bigint): number {
  const low = Number(BigInt.asUintN(32, id))
  const high = Number(BigInt.asUintN(32, id >> 32n))
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> 0
}
