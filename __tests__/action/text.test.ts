/** Small text helpers for log lines and messages. */
import { describe, expect, it } from '@jest/globals'
import { distinct, errorMessage, formatCount, oneLine, plural } from '../../src/action/text.js'

describe('errorMessage', () => {
  it('is the message of an Error, and the text of anything else thrown', () => {
    expect(errorMessage(new TypeError('bad type'))).toBe('bad type')
    expect(errorMessage('plain text')).toBe('plain text')
    expect(errorMessage(42)).toBe('42')
    expect(errorMessage(undefined)).toBe('undefined')
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [20000, '20,000'],
    [1234567, '1,234,567']
  ])('writes %d as %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected)
  })
})

describe('plural', () => {
  it('takes the singular for exactly one, and formats the count', () => {
    expect(plural(0, 'finding')).toBe('0 findings')
    expect(plural(1, 'finding')).toBe('1 finding')
    expect(plural(20000, 'finding')).toBe('20,000 findings')
  })

  it('takes an irregular plural', () => {
    expect(plural(1, 'repository', 'repositories')).toBe('1 repository')
    expect(plural(2, 'repository', 'repositories')).toBe('2 repositories')
  })

  it('counts the items of a list', () => {
    expect(plural(['a'], 'policy', 'policies')).toBe('1 policy')
    expect(plural([], 'policy', 'policies')).toBe('0 policies')
  })
})

describe('oneLine', () => {
  it('turns line breaks and other control characters into spaces', () => {
    expect(oneLine('a\nb\r\nc\td\u0000e\u007ff\u2028g\u2029h')).toBe('a b  c d e f g h')
    expect(oneLine('plain')).toBe('plain')
  })

  it('cannot be used to forge a workflow command on a line of its own', () => {
    expect(oneLine('x\n::error::forged')).toBe('x ::error::forged')
    expect(oneLine('x\r::error::forged')).toBe('x ::error::forged')
  })
})

describe('distinct', () => {
  it('keeps the first occurrence of each value, in order', () => {
    expect(distinct(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c'])
    expect(distinct(new Set([1, 2]))).toEqual([1, 2])
    expect(distinct([])).toEqual([])
  })
})
