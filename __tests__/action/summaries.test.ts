import { describe, expect, it } from '@jest/globals'
import type { SbomExportInputs } from '../../src/inputs.js'
import {
  byteLength,
  code,
  details,
  link,
  STEP_SUMMARY_LIMIT_BYTES,
  table,
  text
} from '../../src/action/markdown.js'
import { renderPoliciesSummary } from '../../src/modes/policies/index.js'
import { renderSbomExportSummary, type SbomExportModel } from '../../src/modes/sbom-export/index.js'
import type { Policy } from '../../src/platform/schemas.js'
import { StepSummary } from '../../src/action/summary.js'

/** What is left of escaped text once its entities are removed: none of it may be Markdown or HTML. */
function rawSpecials(escaped: string): string[] {
  const stripped = escaped.replace(/&(#\d+|amp|lt|gt|quot);/g, '')
  return stripped.match(/[&<>"'|\\`*_[\]()#!~$@\r\n]/g) ?? []
}

/** Pipes that are table syntax (escaped ones are `&#124;`). */
const pipes = (line: string): number => line.split('|').length - 1

/** Every line of every table in `markdown` has the column count of the table's header. */
function expectTablesWellFormed(markdown: string): void {
  const lines = markdown.split('\n')
  let columns: number | undefined
  for (const line of lines) {
    if (!line.startsWith('|')) {
      columns = undefined
      continue
    }
    expect(line.endsWith('|')).toBe(true)
    columns ??= pipes(line)
    expect(pipes(line)).toBe(columns)
  }
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a | b | c',
  '[click](javascript:alert(1))',
  '![img](https://evil.example/x.png)',
  '`code` and ``more``',
  'ping @user and @org/team',
  'line one\nline two\r\nline three\rfour',
  '**bold** _em_ ~~strike~~ # heading',
  '&lt;already&gt; &amp;',
  'quotes " and \'',
  'back\\slash $x$'
]

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

const SAST = 'PRODUCT_TYPE_SAST'
const SECRETS = 'PRODUCT_TYPE_SECRETS'

function policy(id: string, name: string, productType: string, isDefault = false): Policy {
  return { id, name, productType, isDefault, slug: name.toLowerCase().replace(/\W+/g, '-') }
}

/** The section of `markdown` under the heading that starts with `heading`, up to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}`)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = markdown.indexOf('\n### ', start + 1)
  return markdown.slice(start, end === -1 ? undefined : end)
}

const rowOf = (markdown: string, needle: string): string =>
  markdown.split('\n').find(line => line.startsWith('|') && line.includes(needle)) ?? ''

describe('renderPoliciesSummary', () => {
  const policies = [
    policy('1', 'Default code policy', SAST, true),
    policy('2', 'Strict secrets', SECRETS),
    policy('3', 'Extra code', SAST),
    policy('4', 'Default secrets', SECRETS, true),
    policy('5', 'Supply chain', 'PRODUCT_TYPE_SCA')
  ]

  it('groups by product type in order of first appearance and marks the defaults', () => {
    const out = renderPoliciesSummary('42', policies)
    const headings = out.split('\n').filter(line => line.startsWith('### '))
    expect(headings).toEqual([
      '### Code (SAST) (2)',
      '### Secrets (2)',
      `### ${text('PRODUCT_TYPE_SCA')} (1)`
    ])
    const sast = section(out, '### Code (SAST)')
    expect(sast).toContain('Default code policy')
    expect(sast).toContain('Extra code')
    expect(sast).not.toMatch(/Strict secrets|Default secrets|Supply chain/)
    const secrets = section(out, '### Secrets')
    expect(secrets).toContain('Strict secrets')
    expect(secrets).toContain('Default secrets')
    expect(secrets).not.toMatch(/Default code policy|Extra code|Supply chain/)

    expect(rowOf(out, 'Default code policy')).toMatch(/✅ default \|$/)
    expect(rowOf(out, 'Default secrets')).toMatch(/✅ default \|$/)
    expect(rowOf(out, 'Extra code')).not.toContain('✅')
    expect(rowOf(out, 'Strict secrets')).not.toContain('✅')
    expect(out.match(/✅ default/g)).toHaveLength(2)
    expect(rowOf(out, 'Extra code')).toContain('| <code>extra-code</code> | <code>3</code> |')
    expect(out).toContain('Deployment <code>42</code> has **5** policies.')
    expectTablesWellFormed(out)
  })

  it('always carries the deprecation warning', () => {
    for (const [list, failure] of [
      [policies, undefined],
      [[], undefined],
      [undefined, 'boom']
    ] as const) {
      const out = renderPoliciesSummary('42', list ? [...list] : undefined, failure)
      expect(out).toContain('> [!WARNING]')
      expect(out).toMatch(/deprecated/)
      expect(out).toMatch(/Policies V2/)
    }
  })

  it('shows the failure block only when the step failed, escaped', () => {
    expect(renderPoliciesSummary('42', policies)).not.toContain('[!CAUTION]')
    const out = renderPoliciesSummary('42', undefined, 'List policies failed: <b>|oops|</b>')
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('List policies failed: <b>|oops|</b>'))
    expect(out).not.toContain('<b>')
    expect(out).toMatch(/^## .*\(failed\)/)
    expect(out).not.toContain('has **')
  })

  it('counts one policy and no policies in words', () => {
    expect(renderPoliciesSummary('7', [policy('1', 'Only', SAST)])).toContain('**1** policy.')
    const none = renderPoliciesSummary('7', [])
    expect(none).toContain('**0** policies.')
    expect(none).not.toContain('### ')
  })

  it.each(HOSTILE)('escapes the hostile API string %j in every field', hostile => {
    const out = renderPoliciesSummary('42', [
      { id: hostile, name: hostile, productType: hostile, slug: hostile, isDefault: true }
    ])
    expect(out).toContain(text(hostile))
    expect(out).not.toContain(hostile)
    expect(out).not.toMatch(/<script|<img|\]\(javascript/)
    expectTablesWellFormed(out)
  })

  // Fails until fixed: PRODUCT_LABELS is a plain object, so a product type that is the name of an
  // Object.prototype member is "labelled" with that member (`function Object() { [native code] }`).
  it.each(['constructor', 'toString', '__proto__'])(
    'shows the unknown product type %j as given',
    productType => {
      const out = renderPoliciesSummary('42', [policy('1', 'P', productType)])
      expect(out).toContain(`### ${text(productType)} (1)`)
      expect(out).not.toMatch(/native code|\[object Object\]/)
    }
  )
})

const REQUEST: SbomExportInputs = {
  repositoryId: 9007199254740993n,
  ref: 'refs/tags/v1.2.0',
  sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
  metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
  wait: false,
  waitTimeoutSeconds: 600,
  sbomFile: 'out/sbom.json'
}

function model(overrides: Partial<SbomExportModel> = {}): SbomExportModel {
  return { request: REQUEST, polls: 0, ...overrides }
}

describe('renderSbomExportSummary', () => {
  it('before a job was created, with the failure', () => {
    const out = renderSbomExportSummary(model(), 'Create SBOM export failed with HTTP 404.')
    expect(out).toMatch(/^## .*SBOM export failed\n/)
    expect(rowOf(out, 'Task token')).toContain('not created')
    expect(rowOf(out, 'Repository ID')).toContain('<code>9007199254740993</code>')
    expect(rowOf(out, 'Ref')).toContain(code('refs/tags/v1.2.0'))
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('Create SBOM export failed with HTTP 404.'))
    expect(out).not.toContain('wait: true')
    expectTablesWellFormed(out)
  })

  it('with a task token and no wait: the token and how to download', () => {
    const out = renderSbomExportSummary(model({ taskToken: 'task-abc123' }))
    expect(out).toMatch(/^## .*SBOM export\n/)
    expect(rowOf(out, 'Task token')).toContain('<code>task-abc123</code>')
    expect(out).toContain('`wait: true`')
    expect(out).not.toContain('[!CAUTION]')
    expect(out).not.toContain('SBOM file')
    expect(out).not.toContain('| Status')
    expectTablesWellFormed(out)
  })

  it('with the downloaded file: status, polls, file and size', () => {
    const out = renderSbomExportSummary(
      model({
        taskToken: 'task-abc123',
        status: 'SBOM_EXPORT_STATUS_COMPLETED',
        polls: 3,
        sbomFile: 'out/sbom.json',
        bytes: 1234
      })
    )
    expect(rowOf(out, 'Status')).toContain(
      `${code('SBOM_EXPORT_STATUS_COMPLETED')} after 3 poll(s)`
    )
    expect(rowOf(out, 'SBOM file')).toContain(`${code('out/sbom.json')} (1234 bytes)`)
    expect(out).not.toContain('`wait: true`')
    expect(out).not.toContain('[!CAUTION]')
    expectTablesWellFormed(out)
  })

  it('a job that failed on the platform: its error and the failure block', () => {
    const out = renderSbomExportSummary(
      model({
        taskToken: 'task-abc123',
        status: 'SBOM_EXPORT_STATUS_FAILED',
        polls: 2,
        errorMessage: 'no <dependencies> | found'
      }),
      'The SBOM export job task-abc123 failed on the platform.'
    )
    expect(rowOf(out, 'Platform error')).toContain(text('no <dependencies> | found'))
    expect(out).not.toContain('<dependencies>')
    expect(out).toContain('[!CAUTION]')
    expect(out).not.toContain('SBOM file')
    expectTablesWellFormed(out)
  })

  it('links an https supplier and shows a supplier without a URL as text', () => {
    const linked = renderSbomExportSummary(
      model({
        request: { ...REQUEST, metadataSupplier: { name: 'ACME', url: 'https://acme.example' } }
      })
    )
    expect(rowOf(linked, 'Supplier')).toContain('<a href="https://acme.example">ACME</a>')
    const plain = renderSbomExportSummary(
      model({ request: { ...REQUEST, metadataSupplier: { name: 'ACME <Inc>' } } })
    )
    expect(rowOf(plain, 'Supplier')).toContain('ACME &lt;Inc&gt;')
    const contactOnly = renderSbomExportSummary(
      model({ request: { ...REQUEST, metadataSupplier: { contact: { email: 'a@b.example' } } } })
    )
    expect(contactOnly).not.toContain('Supplier')
  })

  it.each(HOSTILE)('escapes the hostile string %j wherever it comes from', hostile => {
    const out = renderSbomExportSummary(
      model({
        request: {
          ...REQUEST,
          ref: hostile,
          metadataSupplier: { name: hostile, url: 'javascript:alert(1)' }
        },
        taskToken: hostile,
        status: hostile,
        polls: 1,
        errorMessage: hostile,
        sbomFile: hostile,
        bytes: 1
      }),
      hostile
    )
    expect(out).not.toContain(hostile)
    expect(out).not.toMatch(/<script|<img|<a |\]\(javascript|javascript:alert\(/)
    expect(out).toContain(text(hostile))
    expectTablesWellFormed(out)
  })
})

describe('StepSummary.render()', () => {
  it('without a renderer says nothing was done, or shows the failure escaped', () => {
    const summary = new StepSummary()
    expect(summary.render()).toMatch(/Nothing was done/)
    const failed = summary.render('Input <mode> | bad')
    expect(failed).toMatch(/failed/)
    expect(failed).toContain('[!CAUTION]')
    expect(failed).toContain(text('Input <mode> | bad'))
    expect(failed).not.toContain('<mode>')
  })

  it('passes the failure to the renderer and returns a small summary unchanged', () => {
    const summary = new StepSummary()
    const seen: (string | undefined)[] = []
    summary.show(failure => {
      seen.push(failure)
      return `## Title\n\nfailure: ${failure ?? 'none'}\n`
    })
    expect(summary.render()).toBe('## Title\n\nfailure: none\n')
    expect(summary.render('oops')).toBe('## Title\n\nfailure: oops\n')
    expect(seen).toEqual([undefined, 'oops'])
  })

  it('returns a summary of exactly 1 MiB unchanged', () => {
    const summary = new StepSummary()
    const exact = 'b'.repeat(STEP_SUMMARY_LIMIT_BYTES)
    summary.show(() => exact)
    expect(summary.render()).toBe(exact)
  })

  it.each([
    ['ASCII', 'a'],
    ['3-byte characters', '€'],
    ['4-byte characters', '😀'],
    ['mixed text', 'ab€😀é|']
  ])('cuts a 2 MiB summary of %s to at most 1 MiB, says so, and splits no character', (_, unit) => {
    const big = unit.repeat(Math.ceil((2 * STEP_SUMMARY_LIMIT_BYTES) / byteLength(unit)))
    expect(byteLength(big)).toBeGreaterThanOrEqual(2 * STEP_SUMMARY_LIMIT_BYTES)
    const summary = new StepSummary()
    summary.show(() => big)
    const out = summary.render()
    expect(byteLength(out)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    expect(byteLength(out)).toBeGreaterThan(STEP_SUMMARY_LIMIT_BYTES - 1024)
    expect(out).toMatch(/1 MiB/)
    expect(out).not.toContain('\uFFFD')
    expect(big.startsWith(out.slice(0, 1000))).toBe(true)
  })
})
