import { describe, expect, it } from '@jest/globals'
import {
  findingIdInPath,
  headOf,
  keyAt,
  labelEnd,
  mergeSpans,
  misplacedListAt,
  parseFindingList,
  SpanWalker,
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
