/** The API's integer ID limits, and IDs read as text. */
import { describe, expect, it } from '@jest/globals'
import { INT64_MAX, isDigits, normalizeId, UINT64_MAX } from '../../src/platform/ids.js'

describe('limits', () => {
  it('are 2^63 - 1 and 2^64 - 1', () => {
    expect(INT64_MAX).toBe(2n ** 63n - 1n)
    expect(UINT64_MAX).toBe(2n ** 64n - 1n)
  })
})

describe('isDigits', () => {
  it.each(['0', '7', '0042', '18446744073709551616'])('accepts %j', value => {
    expect(isDigits(value)).toBe(true)
  })

  it.each(['', ' 1', '1 ', '-1', '+1', '1.0', '1e3', '0x10', '١٢٣', '12\n'])(
    'rejects %j',
    value => {
      expect(isDigits(value)).toBe(false)
    }
  )
})

describe('normalizeId', () => {
  it.each([
    ['0', '0'],
    ['000', '0'],
    ['007', '7'],
    ['9223372036854775807', '9223372036854775807'],
    ['0009223372036854775807', '9223372036854775807']
  ])('reads %j as %s (int64 by default)', (digits, expected) => {
    expect(normalizeId(digits)).toBe(expected)
  })

  it('is undefined above the maximum, by default int64', () => {
    expect(normalizeId('9223372036854775808')).toBeUndefined()
    expect(normalizeId('10000000000000000000000')).toBeUndefined()
  })

  it('takes another maximum', () => {
    expect(normalizeId('18446744073709551615', UINT64_MAX)).toBe('18446744073709551615')
    expect(normalizeId('18446744073709551616', UINT64_MAX)).toBeUndefined()
    expect(normalizeId('10', 10n)).toBe('10')
    expect(normalizeId('011', 10n)).toBeUndefined()
    expect(normalizeId('9', 10n)).toBe('9')
  })

  it('compares by value, not as text, when the lengths differ', () => {
    // '9' > '10' as text; as a number it is below the limit
    expect(normalizeId('99', 100n)).toBe('99')
    expect(normalizeId('101', 100n)).toBeUndefined()
  })

  it('reads a million leading zeros and a million digits without building a number', () => {
    expect(normalizeId(`${'0'.repeat(1_000_000)}42`)).toBe('42')
    expect(normalizeId('9'.repeat(1_000_000))).toBeUndefined()
  })
})
