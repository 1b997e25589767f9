/** Small text helpers for log lines and messages. */
import { describe, expect, it } from '@jest/globals'
import {
  distinct,
  errorMessage,
  firstSentence,
  formatBytes,
  formatCount,
  hasControlCharacters,
  oneLine,
  plainText,
  plural,
  shortList,
  stripEscapes,
  truncate
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

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [1024, '1.0 KB'],
    [11.2 * 1024, '11.2 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [3.4 * 1024 ** 3, '3.4 GB'],
    [2 * 1024 ** 4, '2.0 TB'],
    [5000 * 1024 ** 4, '5000.0 TB']
  ])('writes %d bytes as %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })
})

describe('firstSentence', () => {
  it.each([
    ['Check the token. Then retry.', 'Check the token.'],
    ['Stop! Now.', 'Stop!'],
    ['Really? Yes.', 'Really?'],
    ['Set `x`. `y` follows.', 'Set `x`.'],
    ["Quoted. 'Next' one.", 'Quoted.'],
    ['Quoted. "Next" one.', 'Quoted.'],
    ['Aside. (Next) one.', 'Aside.'],
    ['Use e.g. Node 24. Then go.', 'Use e.g. Node 24.'],
    ['Set it, e.g. `ref: refs/tags/v1.2.0`. Then go.', 'Set it, e.g. `ref: refs/tags/v1.2.0`.'],
    ['Use i.e. This one. Then go.', 'Use i.e. This one.'],
    ['Lists etc. Are fine. Go.', 'Lists etc. Are fine.'],
    ['A vs. B holds. Go.', 'A vs. B holds.'],
    ['Tag refs/tags/v1.2.0. lower case goes on.', 'Tag refs/tags/v1.2.0. lower case goes on.'],
    ['No end at all', 'No end at all'],
    ['  Spaced.\n  Next line.  ', 'Spaced.'],
    ['Ends here.', 'Ends here.']
  ])('of %j is %j', (message, expected) => {
    expect(firstSentence(message)).toBe(expected)
  })
})

describe('stripEscapes', () => {
  it('removes colour, window-title and two-byte escapes, and the 8-bit CSI', () => {
    expect(stripEscapes('\u001b[1;31mred\u001b[0m')).toBe('red')
    expect(stripEscapes('\u001b]0;title\u0007a\u001b]2;t\u001b\\b')).toBe('ab')
    expect(stripEscapes('x\u001bMy\u009b2Jz')).toBe('xyz')
    expect(stripEscapes('plain [text]')).toBe('plain [text]')
  })
})

describe('truncate', () => {
  it('cuts at the limit with an ellipsis, and leaves shorter text alone', () => {
    expect(truncate('abcdef', 3)).toBe('abc…')
    expect(truncate('abc', 3)).toBe('abc')
    expect(truncate('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`)
    expect(truncate('x'.repeat(500))).toBe('x'.repeat(500))
  })
})

describe('shortList', () => {
  it('shows the first items, then how many more', () => {
    expect(shortList(['a', 'b', 'c'], 2)).toBe('a, b and 1 more')
    expect(shortList(['a', 'b'], 2)).toBe('a, b')
    expect(shortList(['a', 'b', 'c'], 2, ' | ')).toBe('a | b and 1 more')
    expect(shortList([])).toBe('')
    const many = Array.from({ length: 1031 }, (_, i) => `i${i}`)
    expect(shortList(many)).toBe(`${many.slice(0, 30).join(', ')} and 1,001 more`)
  })
})
