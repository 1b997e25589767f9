/**
 * The API's integer ID types. Every limit on an ID is checked against these, and nowhere else is a
 * limit written down.
 */

/** Largest `int64` (repository, finding and project IDs). */
export const INT64_MAX = 9223372036854775807n
/** Smallest `int64`. */
export const INT64_MIN = -9223372036854775808n
/** Largest `uint64` (the contract allows deployment IDs up to it). */
export const UINT64_MAX = 18446744073709551615n

/** A string of ASCII digits, without sign or blanks. */
export function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value)
}

/**
 * `digits` (ASCII digits) as an ID without leading zeros (`007` and `7` are the same ID), or
 * undefined when it exceeds `max`. Works on the text, so a million hostile digits cost linear time.
 */
export function normalizeId(digits: string, max: bigint = INT64_MAX): string | undefined {
  let i = 0
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++
  const id = digits.slice(i)
  const limit = max.toString()
  const fits = id.length < limit.length || (id.length === limit.length && id <= limit)
  return fits ? id : undefined
}
