/**
 * IDs that collide in V8's hash tables: a `Set<bigint>` or `Map<bigint, …>` hashes a BigInt by its
 * lowest 64-bit digit through Thomas Wang's integer hash (`ComputeLongHash`), with no seed. Every
 * step of that hash is a bijection on 64 bits, so it can be run backwards: fixing the low 30 bits
 * that the table keeps and varying the others gives as many IDs as wanted with one hash. The bench
 * (`npm run bench`) lists 200,000 of them as project IDs against as many random ones.
 *
 * Usage: node --import ./scripts/register-ts.mjs scripts/lib/colliding-ids.ts [count]  (one a line)
 */
import { pathToFileURL } from 'node:url'

const MASK = (1n << 64n) - 1n

/** The inverse of `x * factor` modulo 2^64 (factor odd). */
function inverseOf(factor: bigint): bigint {
  // Newton's iteration doubles the correct low bits each round: 5 rounds reach 64 bits.
  let inverse = factor
  for (let round = 0; round < 5; round++) inverse = (inverse * (2n - factor * inverse)) & MASK
  return inverse
}

const INVERSE_2_18_MINUS_1 = inverseOf((1n << 18n) - 1n)
const INVERSE_21 = inverseOf(21n)
const INVERSE_65 = inverseOf(65n)

/** The inverse of `x ^= x >> shift` on 64 bits. */
function unshiftRight(value: bigint, shift: bigint): bigint {
  let x = value
  for (let done = shift; done < 64n; done += shift) x = value ^ (x >> shift)
  return x & MASK
}

/** V8's `ComputeLongHash` before its last step keeps 30 bits, for the test of this file. */
export function longHash64(key: bigint): bigint {
  let hash = key & MASK
  hash = (~hash + (hash << 18n)) & MASK
  hash ^= hash >> 31n
  hash = (hash * 21n) & MASK
  hash ^= hash >> 11n
  hash = (hash + (hash << 6n)) & MASK
  hash ^= hash >> 22n
  return hash
}

/** The key whose {@link longHash64} is `hash`. */
function unhash(hash: bigint): bigint {
  let x = unshiftRight(hash, 22n)
  x = (x * INVERSE_65) & MASK
  x = unshiftRight(x, 11n)
  x = (x * INVERSE_21) & MASK
  x = unshiftRight(x, 31n)
  return ((x + 1n) * INVERSE_2_18_MINUS_1) & MASK
}

/**
 * `count` distinct IDs from 1 to 2^63 − 1 (what the API's int64 IDs can be) that V8 hashes alike:
 * their hashes share the low 30 bits and differ above them.
 */
export function collidingIds(count: number, lowBits = 0x2bad_1dn): bigint[] {
  const ids: bigint[] = []
  for (let high = 1n; ids.length < count; high++) {
    const id = unhash((high << 30n) | lowBits)
    if (id > 0n && id < 1n << 63n) ids.push(id)
  }
  return ids
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 200_000)
  process.stdout.write(`${collidingIds(count).join('\n')}\n`)
}
