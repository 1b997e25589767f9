import { describe, expect, it } from '@jest/globals'
import { csvRecords, rowSeparator } from '../../../src/modes/dependency-search/csv.js'

const rows = (text: string, separator: ',' | ';' | '\t' = ',') =>
  [...csvRecords(text, separator)].map(r => [r.line, ...r.cells])

describe('the CSV reader', () => {
  it('finds the separator the header uses, outside quotes', () => {
    expect(rowSeparator('package;version')).toBe(';')
    expect(rowSeparator('"a,b"\tversion')).toBe('\t')
    expect(rowSeparator('package')).toBeUndefined()
  })

  it('reads quoted cells, doubled quotes, line ends inside quotes, and any line end', () => {
    expect(rows('a,"b ""c"""\r\n"x\ny",z\rlast')).toEqual([
      [1, 'a', 'b "c"'],
      [2, 'x\ny', 'z'],
      [4, 'last']
    ])
    expect(rows('a;b\tc', ';')).toEqual([[1, 'a', 'b\tc']])
  })

  it('reads an unterminated quote to the end, as one cell', () => {
    expect(rows('a,"b\nc')).toEqual([[1, 'a', 'b\nc']])
  })

  it('reads a cell of 300,000 quotes in one pass (linear time: no backtracking)', () => {
    // An opening quote, 300,000 quotes (150,000 doubled ones), the closing quote.
    const text = `package,version\n"${'"'.repeat(300_000)}",1.0.0\n`
    const records = [...csvRecords(text, ',')]
    expect(records).toHaveLength(2)
    const cell = records[1]!.cells[0]!
    expect(cell.length).toBe(150_000)
    expect(/^"*$/.test(cell)).toBe(true)
    expect(records[1]!.cells[1]).toBe('1.0.0')
  })
})

describe('the CSV reader, cell by cell', () => {
  it('finds each separator, only outside quotes', () => {
    expect(rowSeparator('a;b,c')).toBe(';')
    expect(rowSeparator('a\tb;c')).toBe('\t')
    expect(rowSeparator('"a,b;c\td"')).toBeUndefined()
    expect(rowSeparator('"a,b";c')).toBe(';')
  })

  it('skips blanks before a quote (tabs too, unless tabs separate), and keeps the raw text', () => {
    expect(rows(' \t"x",y')).toEqual([[1, 'x', 'y']])
    expect(rows('\t"a"\tb', '\t')).toEqual([[1, '', 'a', 'b']])
    expect([...csvRecords('a,"b"\nc', ',')].map(r => r.text)).toEqual(['a,"b"', 'c'])
  })

  it('counts lines past line ends inside quotes (CRLF once, CR alone once) and empty rows', () => {
    expect(rows('"a\r\nb",c\nd\n\ne')).toEqual([
      [1, 'a\r\nb', 'c'],
      [3, 'd'],
      [4, ''],
      [5, 'e']
    ])
    expect(rows('"a\rb"\rc')).toEqual([
      [1, 'a\rb'],
      [3, 'c']
    ])
    expect(rows('a\r\n')).toEqual([[1, 'a']])
  })

  it('reads a quote that ends the text, and text after a closing quote as written', () => {
    expect(rows('"a"')).toEqual([[1, 'a']])
    expect(rows('"a"b,c')).toEqual([[1, 'ab', 'c']])
    expect(rows('x,"')).toEqual([[1, 'x', '']])
  })
})
