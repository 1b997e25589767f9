/** Small text helpers for log lines and messages. */
import { describe, expect, it } from '@jest/globals'
import {
  distinct,
  errorMessage,
  formatCount,
  hasControlCharacters,
  oneLine,
  plainText,
  plural
} from '../../src/action/text.js'

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
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [9007199254740991, '9,007,199,254,740,991'],
    [1234.5, '1,234.5'],
    [2 ** 60, '1,152,921,504,606,847,000']
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
  it('turns line breaks and other control characters, C1 included, into spaces', () => {
    expect(oneLine('a\nb\r\nc\td\u0000e\u007ff\u2028g\u2029h')).toBe('a b c d e f g h')
    expect(oneLine('next\u0085line\u009fsos\u0080end')).toBe('next line sos end')
    expect(oneLine('plain')).toBe('plain')
  })

  it('removes bidirectional overrides and zero-width characters', () => {
    expect(oneLine('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(oneLine('a\u2066b\u2069c\u200fd\u061ce')).toBe('abcde')
    expect(oneLine('zero\u200bwidth\u200c\u200d\u2060join\ufeff')).toBe('zerowidthjoin')
  })

  it('removes terminal escape sequences', () => {
    expect(oneLine('\u001b[31mred\u001b[0m \u001b]0;title\u0007done')).toBe('red done')
  })

  it('cannot put a workflow command on a line of its own', () => {
    expect(oneLine('x\n::error::forged\r::warning::too')).toBe('x ::error::forged ::warning::too')
  })
})

describe('plainText', () => {
  it('keeps line feeds and cleans each line as oneLine does', () => {
    expect(plainText('a\r\nb\u0085\u202Ec\nd')).toBe('a\nb c\nd')
  })
})

describe('hasControlCharacters', () => {
  it.each(['a\nb', 'a\rb', 'a\u0000b', 'a\u001fb', 'a\u007fb', 'a\u0085b', 'a\u009bb', 'a\u2028b'])(
    'finds the control character in %j',
    value => expect(hasControlCharacters(value)).toBe(true)
  )

  it('finds none in plain text', () => {
    expect(hasControlCharacters('acme/web-app v1.0 é')).toBe(false)
  })
})

describe('distinct', () => {
  it('keeps the first occurrence of each value, in order', () => {
    expect(distinct(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c'])
    expect(distinct(new Set([1, 2]))).toEqual([1, 2])
    expect(distinct([])).toEqual([])
  })
})
