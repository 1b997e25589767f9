/**
 * A set of repository IDs (non-negative 64-bit integers), each numbered in the order it was added,
 * held in typed arrays outside the JavaScript heap: about 16 to 32 bytes an ID, where a `Set<bigint>`
 * takes about 60 and every ID is an object the garbage collector walks.
 *
 * IDs come from files and answers anyone may shape, so the table's hash is keyed with random bytes
 * drawn for each table: no set of IDs chosen in advance collides in it. (A `Map` is no cure: V8
 * hashes number, bigint and, before Node 24.14.1, decimal-string keys without a seed.)
 */
import { randomFillSync } from 'node:crypto'

/**
 * Simple tabulation hashing: one random 32-bit word per byte value and byte position, the words of
 * the ID's eight bytes XOR-ed. With random tables it is 3-independent, and linear probing on it takes
 * constant expected time per operation (Pătraşcu and Thorup), whatever the IDs.
 */
export class IdHash {
  private readonly table: Uint32Array

  /** `seed`: 2,048 words, random unless given (tests). */
  constructor(seed?: Uint32Array) {
    this.table = seed ? Uint32Array.from(seed) : randomFillSync(new Uint32Array(2048))
    if (this.table.length !== 2048) throw new RangeError('an IdHash seed is 2,048 words')
  }

  hash(id: bigint): number {
    const low = Number(BigInt.asUintN(32, id))
    const high = Number(BigInt.asUintN(32, id >> 32n))
    const t = this.table
    return (
      (t[low & 255]! ^
        t[256 + ((low >>> 8) & 255)]! ^
        t[512 + ((low >>> 16) & 255)]! ^
        t[768 + (low >>> 24)]! ^
        t[1024 + (high & 255)]! ^
        t[1280 + ((high >>> 8) & 255)]! ^
        t[1536 + ((high >>> 16) & 255)]! ^
        t[1792 + (high >>> 24)]!) >>>
      0
    )
  }
}

export class IdSet {
  /** The IDs by position, in the order added. */
  private ids = new BigUint64Array(1024)
  /** Open addressing with linear probing on the IDs: position plus one, 0 when empty. */
  private table = new Int32Array(2048)
  private count = 0
  private probeCount = 0

  constructor(private readonly hash: IdHash = new IdHash()) {}

  get size(): number {
    return this.count
  }

  /** Slots looked at so far, by every operation: what crafted IDs would inflate (bench, tests). */
  get probes(): number {
    return this.probeCount
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
    let slot = this.hash.hash(id) & mask
    for (;;) {
      this.probeCount++
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
