/** Escaping for job summaries: nothing from the API or a pull request may become Markdown or HTML. */
import { describe, expect, it } from '@jest/globals'
import { byteLength, code, details, link, table, text } from '../../src/action/markdown.js'
import { expectTablesWellFormed, HOSTILE, pipes, rawSpecials } from '../support/index.js'

describe('markdown text()', () => {
  it.each(HOSTILE)('leaves nothing raw of %j', value => {
    const out = text(value)
    expect(rawSpecials(out)).toEqual([])
    expect(out).not.toMatch(/<script|<img|\]\(|javascript:alert\(|\n|\r/)
  })

  it.each([
    ['<script>', '&lt;script&gt;'],
    ['a|b', 'a&#124;b'],
    ['](javascript:', '&#93;&#40;javascript:'],
    ['`x`', '&#96;x&#96;'],
    ['@user', '&#64;user'],
    ['a\nb\r\nc', 'a b c'],
    ['&amp;', '&amp;amp;'],
    ['plain words 123', 'plain words 123']
  ])('text(%j) → %j', (value, expected) => {
    expect(text(value)).toBe(expected)
  })

  it('turns non-strings into text', () => {
    expect(text(18446744073709551615n)).toBe('18446744073709551615')
    expect(text(undefined)).toBe('undefined')
  })

  it('code() escapes inside <code>', () => {
    expect(code('a`b<c>|')).toBe('<code>a&#96;b&lt;c&gt;&#124;</code>')
  })
})

describe('markdown link()', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'ftp://files.example/x'
  ])('shows only the escaped label for %j', url => {
    const out = link('<b>label</b>', url)
    expect(out).toBe('&lt;b&gt;label&lt;/b&gt;')
    expect(out).not.toMatch(/<a|href|javascript|data:/i)
  })

  it('links http(s) URLs with escaped label and target', () => {
    expect(link('ACME', 'https://acme.example/a?b=1&c=2')).toBe(
      '<a href="https://acme.example/a?b=1&amp;c=2">ACME</a>'
    )
    expect(link('x', 'HTTP://localhost:8080/')).toBe('<a href="HTTP://localhost:8080/">x</a>')
  })

  it('cannot break out of the href attribute or the table', () => {
    const out = link('a|b', 'https://evil.example/"><script>alert(1)</script>|`x` (y)')
    const href = /^<a href="([^"]*)">/.exec(out)?.[1]
    expect(href).toBeDefined()
    expect(href).not.toMatch(/[<>"\s`|]/)
    expect(out).not.toContain('<script')
    expect(pipes(out)).toBe(0)
    expect(out.endsWith('>a&#124;b</a>')).toBe(true)
  })
})

describe('markdown table(), details(), byteLength()', () => {
  it('builds a header, a rule and one line per row', () => {
    expect(
      table(
        ['Name', 'Value'],
        [
          ['a', '1'],
          ['b', '2']
        ]
      )
    ).toBe('| Name | Value |\n| --- | --- |\n| a | 1 |\n| b | 2 |')
  })

  it('with no rows is a header and a rule', () => {
    expect(table(['A', 'B', 'C'], [])).toBe('| A | B | C |\n| --- | --- | --- |')
  })

  it('keeps its shape with escaped hostile cells', () => {
    const out = table(
      ['Name', 'Value'],
      HOSTILE.map(h => [text(h), code(h)])
    )
    expect(out.split('\n')).toHaveLength(HOSTILE.length + 2)
    expectTablesWellFormed(out)
  })

  it('details() wraps body in a collapsible section', () => {
    expect(details('More', 'body')).toBe('<details><summary>More</summary>\n\nbody\n\n</details>')
  })

  it('byteLength() counts UTF-8 bytes', () => {
    expect(byteLength('abc')).toBe(3)
    expect(byteLength('é')).toBe(2)
    expect(byteLength('€')).toBe(3)
    expect(byteLength('😀')).toBe(4)
  })
})
