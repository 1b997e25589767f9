/** Escaping for job summaries: nothing from the API or a pull request may become Markdown or HTML. */
import { describe, expect, it } from '@jest/globals'
import { byteLength, code, details, link, prose, table, text } from '../../src/action/markdown.js'
import { expectTablesWellFormed, HOSTILE, pipes, rawSpecials } from '../support/markdown.js'

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
    ['time 12:30', 'time 12:30'],
    ['`x`', '&#96;x&#96;'],
    ['@user', '&#64;<wbr>user'],
    // An issue reference: the entity alone is decoded before GitHub looks, `<wbr>` splits the text.
    ['acme/app#1', 'acme/app&#35;<wbr>1'],
    ['1.2.3 (see #42)', '1.2.3 &#40;see &#35;<wbr>42&#41;'],
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
    expect(link('x', 'HTTP://localhost:8080/')).toBe('<a href="http://localhost:8080/">x</a>')
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

  it('right-aligns the numeric columns', () => {
    expect(table(['Name', 'Count', 'Size'], [['a', '1,234', '2 KB']], [1, 2])).toBe(
      '| Name | Count | Size |\n| --- | ---: | ---: |\n| a | 1,234 | 2 KB |'
    )
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

/** The documentation link of GitHub's 403 answer for a token without `contents: write`. */
const DOCS_URL = 'https://docs.github.com/rest/releases/assets#upload-a-release-asset'
/** A link with parentheses and an underscore, as Wikipedia-style and GitHub anchor URLs have. */
const PAREN_URL = 'https://docs.github.com/en/actions/security_(hardening)#using-secrets'

describe('escaping per context, against GitHub autolinker shapes', () => {
  it('prose(): a URL is a working link, its #, ( and ) kept in the target', () => {
    expect(prose(`Give the token contents: write (see ${DOCS_URL}).`)).toBe(
      `Give the token contents: write &#40;see <a href="${DOCS_URL}">` +
        'https&#58;<wbr>//docs.github.com/rest/releases/assets&#35;<wbr>upload-a-release-asset</a>&#41;.'
    )
    expect(prose(`Read ${PAREN_URL}, then retry`)).toBe(
      'Read <a href="https://docs.github.com/en/actions/security_%28hardening%29#using-secrets">' +
        'https&#58;<wbr>//docs.github.com/en/actions/security&#95;&#40;hardening&#41;&#35;<wbr>using-secrets</a>, then retry'
    )
  })

  it('prose(): a URL in a backtick span is code, not a link', () => {
    expect(prose('Set `https://example.com/x` as api-url')).toBe(
      'Set <code>https&#58;<wbr>//example.com/x</code> as api-url'
    )
  })

  it('prose(): a URL whose target would leave the attribute is not a raw link', () => {
    const out = prose('See https://evil.example/a"onmouseover="x here')
    expect(out).toBe(
      'See <a href="https://evil.example/a">https&#58;<wbr>//evil.example/a</a>&quot;onmouseover=&quot;x here'
    )
  })

  it.each([
    ['https://evil.example/x?y=1#z', 'https&#58;<wbr>//evil.example/x?y=1&#35;<wbr>z'],
    ['see http://evil.example', 'see http&#58;<wbr>//evil.example'],
    ['ftp://evil.example/f', 'ftp&#58;<wbr>//evil.example/f'],
    ['mailto:a@evil.example', 'mailto&#58;<wbr>a&#64;<wbr>evil.example'],
    ['xmpp:a@evil.example', 'xmpp&#58;<wbr>a&#64;<wbr>evil.example'],
    ['www.evil.example/path', 'www&#46;evil.example/path'],
    ['WWW.evil.example', 'WWW&#46;evil.example'],
    ['ops@evil.example', 'ops&#64;<wbr>evil.example']
  ])('text() and code() never autolink %j', (value, escaped) => {
    expect(text(value)).toBe(escaped)
    expect(code(value)).toBe(`<code>${escaped}</code>`)
  })

  it.each([
    [':x: failed', '&#58;<wbr>x: failed'],
    ['Release :white_check_mark: ok', 'Release &#58;<wbr>white&#95;check&#95;mark: ok'],
    [':+1::tada:', '&#58;<wbr>+1:&#58;<wbr>tada:'],
    ['a: b, 12:30, ::', 'a: b, 12:30, ::']
  ])('text() breaks the emoji shortcode in %j and leaves other colons', (value, escaped) => {
    expect(text(value)).toBe(escaped)
  })

  it('text() removes bidi overrides, zero-width and C1 characters', () => {
    expect(text('invoice\u202Efdp.exe \u200bx\u0085y\u2067z')).toBe('invoicefdp.exe x yz')
  })

  it('link(): only parsed http(s) targets, with a table-safe href', () => {
    expect(link('docs', PAREN_URL)).toBe(
      '<a href="https://docs.github.com/en/actions/security_%28hardening%29#using-secrets">docs</a>'
    )
    expect(link('x', 'https://exa mple.com/')).toBe('x')
    expect(link(':x:', 'https://ok.example/')).toBe(
      '<a href="https://ok.example/">&#58;<wbr>x:</a>'
    )
  })
})

describe('prose() and link(), at the edges of a URL', () => {
  /** The link prose() makes of `url`, its target `href`. */
  const linked = (url: string, href = url): string => `<a href="${href}">${text(url)}</a>`

  it.each([
    ['(see https://x.example/a)', `&#40;see ${linked('https://x.example/a')}&#41;`],
    [
      'see https://x.example/f(x)',
      `see ${linked('https://x.example/f(x)', 'https://x.example/f%28x%29')}`
    ],
    [
      'go https://x.example/a)b now',
      `go ${linked('https://x.example/a)b', 'https://x.example/a%29b')} now`
    ],
    [
      'x (https://x.example/f(a)) y',
      `x &#40;${linked('https://x.example/f(a)', 'https://x.example/f%28a%29')}&#41; y`
    ],
    ['[https://x.example/a]', `&#91;${linked('https://x.example/a')}&#93;`],
    [
      'see https://x.example/a[1]',
      `see ${linked('https://x.example/a[1]', 'https://x.example/a%5B1%5D')}`
    ],
    [
      'go https://x.example/a]b now',
      `go ${linked('https://x.example/a]b', 'https://x.example/a%5Db')} now`
    ],
    [
      'at https://x.example/a.,;:!?*_~ end',
      `at ${linked('https://x.example/a')}${text('.,;:!?*_~')} end`
    ]
  ])('prose(%j)', (value, expected) => {
    expect(prose(value)).toBe(expected)
  })

  it('percent-encodes in upper case what could end the attribute or the cell', () => {
    expect(link('x', "https://a.example/p|q[1]'(2)")).toBe(
      '<a href="https://a.example/p%7Cq%5B1%5D%27%282%29">x</a>'
    )
  })

  it('takes a URL with blanks around it, Unicode ones included', () => {
    expect(link('x', '\u00a0 https://ok.example/ \u2028')).toBe(
      '<a href="https://ok.example/">x</a>'
    )
  })
})
