import { describe, expect, it } from '@jest/globals'
import {
  findingIdInPath,
  headOf,
  hostMatches,
  isBlank,
  isDigit,
  isLetter,
  isUpper,
  isUpperProject,
  isWord,
  keyAt,
  labelEnd,
  mergeByPosition,
  mergeSpans,
  misplacedListAt,
  parseFindingList,
  SHOWN_LENGTH,
  SpanWalker,
  startsWithIgnoringCase,
  urlsIn,
  wordEnd
} from '../../../src/modes/ticket-link/lexer.js'

const urls = (line: string): string[] => urlsIn(line).map(s => line.slice(s.start, s.end))

describe('urlsIn', () => {
  it.each<[string, string[]]>([
    ['see https://a.example/x.', ['https://a.example/x']],
    [
      '(http://a.example/y) and <https://b.example/z>',
      ['http://a.example/y', 'https://b.example/z']
    ],
    ['[t](HTTPS://a.example/p?q=1#f), done', ['HTTPS://a.example/p?q=1#f']],
    ['https:// alone', []],
    ['no scheme a.example/x', []]
  ])('%s', (line, expected) => {
    expect(urls(line)).toEqual(expected)
  })
})

describe('keyAt', () => {
  const at = (line: string): string | undefined => {
    const found = keyAt(line, 0, wordEnd(line, 0))
    return found && `${found.project}-${found.number} shown as ${line.slice(0, found.shownEnd)}`
  }
  it.each<[string, string | undefined]>([
    ['PROJ-42 rest', 'PROJ-42 shown as PROJ-42'],
    ['proj-42', 'proj-42 shown as proj-42'],
    ['CVE-2024-1234-5 x', 'CVE-2024 shown as CVE-2024-1234-5'],
    ['A-1', undefined],
    ['PROJ-042', undefined],
    ['PROJ-0', undefined],
    ['PROJ-4x', undefined],
    ['1AB-4', undefined],
    [`${'A'.repeat(62)}-1`, `${'A'.repeat(62)}-1 shown as ${'A'.repeat(62)}-1`],
    [`${'A'.repeat(62)}-12`, undefined]
  ])('%s', (line, expected) => {
    expect(at(line)).toBe(expected)
  })
})

describe('Findings lists', () => {
  it.each<[string, number]>([
    ['Findings: 1', 9],
    ['**Finding:** 1', 12],
    ['findings : 1', 10],
    ['Findings 1', -1],
    ['KeyFindings: 1', -1]
  ])('label end of %s', (line, expected) => {
    expect(labelEnd(line, line.search(/finding/i))).toBe(expected)
  })

  it('a list reads numbers with a leading # in order and skips neutral spans', () => {
    const line = 'Findings: #12, 3 and `4`; SKIP 5.'
    const skip = line.indexOf('SKIP')
    const list = parseFindingList(line, 9, [{ start: skip, end: skip + 4 }])
    expect(list).toEqual({
      ids: [
        { at: 11, digits: '12', shown: '#12' },
        { at: 15, digits: '3', shown: '#3' },
        { at: 22, digits: '4', shown: '#4' },
        { at: 31, digits: '5', shown: '#5' }
      ]
    })
  })

  it('a list with other words is invalid as a whole', () => {
    expect(parseFindingList('Findings: 1, two', 9, [])).toEqual({ ids: [], invalid: '1, two' })
  })

  it('the head of a line is after list markers, numbering and neutral spans', () => {
    expect(headOf('- [ ] Findings: 1', [])).toBe(6)
    expect(headOf('12. Findings: 1', [])).toBe(4)
    expect(headOf('PROJ-1: Findings: 1', [{ start: 0, end: 6 }])).toBe(8)
  })

  it('a valid list in the middle of a sentence is found; prose is not', () => {
    expect(misplacedListAt('as said, findings: 1, 2', [])).toBe(9)
    expect(misplacedListAt('Key finding: 3 services affected', [])).toBe(-1)
  })
})

describe('spans and paths', () => {
  it('merges sorted span lists, joining overlaps', () => {
    expect(
      mergeSpans(
        [
          { start: 0, end: 2 },
          { start: 5, end: 8 }
        ],
        [
          { start: 1, end: 3 },
          { start: 9, end: 10 }
        ]
      )
    ).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 8 },
      { start: 9, end: 10 }
    ])
  })

  it.each<[string, string | undefined]>([
    ['/orgs/a/findings/12', '12'],
    ['/orgs/a/findings/12/details', '12'],
    ['/findings/x/findings/7', '7'],
    ['/findings/12x', undefined],
    ['/findings/', undefined]
  ])('finding ID in %s', (path, expected) => {
    expect(findingIdInPath(path)).toBe(expected)
  })
})

describe('SpanWalker', () => {
  it('gives the span covering a position or the next one, as a scan moves right', () => {
    const walker = new SpanWalker([
      { start: 2, end: 4 },
      { start: 6, end: 9 }
    ])
    expect(walker.from(0)).toEqual({ start: 2, end: 4 })
    expect(walker.from(3)).toEqual({ start: 2, end: 4 })
    expect(walker.from(4)).toEqual({ start: 6, end: 9 })
    expect(walker.from(8)).toEqual({ start: 6, end: 9 })
    expect(walker.from(9)).toBeUndefined()
  })
})

describe('character classes', () => {
  const of = (test: (c: number) => boolean, chars: string): string =>
    [...chars].filter(ch => test(ch.charCodeAt(0))).join('')
  const edges = '/09:@AZ[`az{_ \t-'

  it('tells digits, capitals, letters, word characters and blanks at their edges', () => {
    expect(of(isDigit, edges)).toBe('09')
    expect(of(isUpper, edges)).toBe('AZ')
    expect(of(isLetter, edges)).toBe('AZaz')
    expect(of(isWord, edges)).toBe('09AZaz_')
    expect(of(isBlank, edges)).toBe(' \t')
  })

  it('a project in capitals starts with a capital and holds capitals, digits and _', () => {
    expect(isUpperProject('AB_9')).toBe(true)
    expect(isUpperProject('A')).toBe(true)
    expect(isUpperProject('9AB')).toBe(false)
    expect(isUpperProject('aB')).toBe(false)
    expect(isUpperProject('AbC')).toBe(false)
    expect(isUpperProject('A-B')).toBe(false)
  })

  it('compares a prefix whatever its case, at a position', () => {
    expect(startsWithIgnoringCase('x FiNdInG', 2, 'finding')).toBe(true)
    expect(startsWithIgnoringCase('x FiNdIn', 2, 'finding')).toBe(false)
    expect(startsWithIgnoringCase('finding', 1, 'finding')).toBe(false)
  })

  it('matches a host with or without its port, whatever its case', () => {
    const url = new URL('https://Jira.Example:8443/browse/A-1')
    expect(hostMatches(url, 'JIRA.example:8443')).toBe(true)
    expect(hostMatches(url, 'jira.example')).toBe(true)
    expect(hostMatches(url, 'jira.example:8444')).toBe(false)
    expect(hostMatches(url, 'example')).toBe(false)
  })
})

describe('urlsIn, at its edges', () => {
  it.each<[string, string[]]>([
    ['a https://x.example/p\u0001q', ['https://x.example/p']],
    ['a https://x.example/p\u007fq', ['https://x.example/p']],
    ['https://x.example/a\tb', ['https://x.example/a']],
    ['https://x.example/a"b\'c`d{e}f|g\\h', ['https://x.example/a']],
    ['https://x.example/!*_~?;:,.', ['https://x.example/']],
    ['https://x.example/a.b/c!d', ['https://x.example/a.b/c!d']],
    ['https://.,', []],
    ['ftp://x.example/a and http://y.example', ['http://y.example']],
    ['http://a.example,https://b.example', ['http://a.example,https://b.example']]
  ])('%j', (line, expected) => {
    expect(urls(line)).toEqual(expected)
  })
})

describe('keyAt, at its edges', () => {
  it('takes a two-character project, and not a one-character one', () => {
    expect(keyAt('AB-1', 0, 2)).toEqual({ project: 'AB', number: '1', end: 4, shownEnd: 4 })
    expect(keyAt('x AB-1', 2, 4)).toEqual({ project: 'AB', number: '1', end: 6, shownEnd: 6 })
    expect(keyAt('A-1', 0, 1)).toBeUndefined()
    expect(keyAt('AB_1', 0, 4)).toBeUndefined()
    expect(keyAt('AB-', 0, 2)).toBeUndefined()
    // Not at the start of the line: the project's length still counts from the key's start.
    expect(keyAt('x A-1', 2, 3)).toBeUndefined()
  })

  it('needs a hyphen between the project and the number', () => {
    expect(keyAt('AB 12', 0, 2)).toBeUndefined()
    expect(keyAt('AB.12', 0, 2)).toBeUndefined()
    expect(keyAt('AB:12', 0, 2)).toBeUndefined()
  })

  it('shows the digit runs after the key, stopping at a word or at the shown length', () => {
    expect(keyAt('CVE-2024-12-x5', 0, 3)?.shownEnd).toBe(11)
    expect(keyAt('CVE-2024-', 0, 3)?.shownEnd).toBe(8)
    const long = `AB-1${'-1'.repeat(60)}`
    const found = keyAt(long, 0, 2)
    expect(found?.end).toBe(4)
    expect(found?.shownEnd).toBe(SHOWN_LENGTH)
    const justShort = `${'A'.repeat(70)}-1-2`
    expect(keyAt(justShort, 0, 70)).toBeUndefined()
    const near = `${'A'.repeat(60)}-123-45`
    expect(keyAt(near, 0, 60)?.shownEnd).toBe(67)
    // Digits after a blank are another word, not part of the key as shown.
    expect(keyAt('CVE-2024 1234', 0, 3)?.shownEnd).toBe(8)
  })

  it('the shown length counts from the key start', () => {
    const found = keyAt(`x AB-1${'-1'.repeat(60)}`, 2, 4)
    expect(found?.end).toBe(6)
    expect(found?.shownEnd).toBe(2 + SHOWN_LENGTH)
  })

  it('the key-length bound counts from the key start', () => {
    const line = `x ${'A'.repeat(61)}-12`
    expect(keyAt(line, 2, 63)?.end).toBe(66)
    expect(keyAt(`x ${'A'.repeat(62)}-12`, 2, 64)).toBeUndefined()
  })
})

describe('Findings lists, at their edges', () => {
  it.each<[string, number, number]>([
    ['FINDINGS: 1', 0, 9],
    ['Finding: 1', 0, 8],
    ['__Findings__: 1', 2, -1],
    ['**Findings**: 1', 2, 13],
    ['Findings:** 1', 0, 11],
    ['Findings\t : 1', 0, 11],
    ['Findings*: 1', 0, -1],
    ['Findings_x: 1', 0, -1],
    ['Findingsx: 1', 0, -1],
    ['Findings. 1', 0, -1],
    ['_Findings: 1', 1, -1],
    ['9Findings: 1', 1, -1],
    ['-Findings: 1', 1, 10],
    ['Find: 1', 0, -1],
    // Another word of the same length before a colon is no label.
    ['Related: 1', 0, -1],
    // `_` is a word character: `Findings__` is one word.
    ['Findings__: 1', 0, -1],
    // Emphasis after the colon is two equal marks; digits that repeat are the first ID.
    ['Findings:__ 1', 0, 11],
    ['Findings:* 1', 0, 9],
    ['Findings:11, 2', 0, 9]
  ])('label end of %j from %d', (line, from, expected) => {
    expect(labelEnd(line, from)).toBe(expected)
  })

  it('reads IDs between separators and trimmed marks, and skips `and` in any case', () => {
    const line = 'Findings: (1);2,\t3 AND [#4]. *5*'
    expect(parseFindingList(line, 9, []).ids.map(id => `${id.at}:${id.digits}`)).toEqual([
      '11:1',
      '14:2',
      '17:3',
      '25:4',
      '30:5'
    ])
  })

  it('a lone # or a word is not an ID; an empty list has none', () => {
    expect(parseFindingList('Findings: #', 9, [])).toEqual({ ids: [], invalid: '#' })
    expect(parseFindingList('Findings: #x', 9, [])).toEqual({ ids: [], invalid: '#x' })
    expect(parseFindingList('Findings:  ', 9, [])).toEqual({ ids: [] })
    expect(parseFindingList('Findings: 1a', 9, [])).toEqual({ ids: [], invalid: '1a' })
  })

  it('marks left alone around a link are no item', () => {
    const line = 'Findings: [#7](https://x.example/findings/7), 8'
    const url = line.indexOf('https')
    const list = parseFindingList(line, 9, [{ start: url, end: line.indexOf(')') }])
    expect(list.invalid).toBeUndefined()
    expect(list.ids.map(id => id.digits)).toEqual(['7', '8'])
  })

  it('an item ends where a neutral span starts', () => {
    const line = 'Findings: 12https://x.example/f 3'
    const url = line.indexOf('https')
    const list = parseFindingList(line, 9, [{ start: url, end: line.length - 2 }])
    expect(list.ids.map(id => id.digits)).toEqual(['12', '3'])
  })

  it.each<[string, number]>([
    ['1) Findings: 1', 3],
    ['1.Findings: 1', 0],
    ['3.', 2],
    ['1234567890. Findings: 1', 12],
    ['12345678901. Findings: 1', 0],
    ['** > Findings: 1', 5],
    ['', 0],
    // A numbered item inside a quote or a bulleted item, bounded from its first digit.
    ['> 1. Findings: 1', 5],
    ['- 123456789. Findings: 1', 13],
    // Digits followed by another character are no numbering: the line starts with them.
    ['3a Findings: 1', 0]
  ])('the head of %j is at %d', (line, expected) => {
    expect(headOf(line, [])).toBe(expected)
  })

  it('the head skips neutral spans one after another, and punctuation between them', () => {
    const line = 'A-1, B-2: Findings: 1'
    expect(
      headOf(line, [
        { start: 0, end: 3 },
        { start: 5, end: 8 }
      ])
    ).toBe(10)
    expect(headOf('x A-1', [{ start: 2, end: 5 }])).toBe(0)
  })

  it('the first label that reads as a list decides', () => {
    expect(misplacedListAt('finding x, then Findings: 4', [])).toBe(16)
    expect(misplacedListAt('then Findings: 4, 5', [])).toBe(5)
    expect(misplacedListAt('then Findings: 4, and findings: 5', [])).toBe(-1)
    expect(misplacedListAt('then Findings: none', [])).toBe(-1)
    expect(misplacedListAt('then Findings:', [])).toBe(-1)
    expect(misplacedListAt('no label here', [])).toBe(-1)
  })

  it('merges two lists of IDs in text order, the first list first on a tie', () => {
    const id = (at: number, digits: string) => ({ at, digits, shown: `#${digits}` })
    expect(
      mergeByPosition([id(1, 'a'), id(5, 'b')], [id(1, 'c'), id(3, 'd'), id(9, 'e')]).map(
        x => x.digits
      )
    ).toEqual(['a', 'c', 'd', 'b', 'e'])
    expect(mergeByPosition([], [id(2, 'x')]).map(x => x.digits)).toEqual(['x'])
    expect(mergeByPosition([id(5, 'a'), id(7, 'b')], [id(1, 'c')]).map(x => x.digits)).toEqual([
      'c',
      'a',
      'b'
    ])
    expect(mergeByPosition([], [])).toEqual([])
  })
})

describe('spans and paths, at their edges', () => {
  it('merges touching spans, and keeps the longer end', () => {
    expect(
      mergeSpans(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 4 },
          { start: 10, end: 12 }
        ]
      )
    ).toEqual([{ start: 0, end: 12 }])
    expect(mergeSpans([], [{ start: 3, end: 4 }])).toEqual([{ start: 3, end: 4 }])
    expect(mergeSpans([{ start: 5, end: 6 }], [{ start: 1, end: 2 }])).toEqual([
      { start: 1, end: 2 },
      { start: 5, end: 6 }
    ])
  })

  it('does not change the spans it merges', () => {
    const a = [{ start: 0, end: 2 }]
    mergeSpans(a, [{ start: 1, end: 5 }])
    expect(a).toEqual([{ start: 0, end: 2 }])
  })

  it.each<[string, string | undefined]>([
    ['/findings/findings/5', '5'],
    ['/a/findings//findings/8', '8'],
    ['x/findings/3', '3']
  ])('finding ID in %s', (path, expected) => {
    expect(findingIdInPath(path)).toBe(expected)
  })
})
