/** Checks of job summaries: escaping of untrusted text and the shape of tables. */
import { expect } from '@jest/globals'

/** Strings from the API or a pull request that try to become Markdown or HTML. */
export const HOSTILE = [
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

/** The summary escapes API strings as numeric entities; this reads them back. */
export function decodeEntities(markdown: string): string {
  return markdown.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

/** What is left of escaped text once its entities are removed: none of it may be Markdown or HTML. */
export function rawSpecials(escaped: string): string[] {
  // `<wbr>` is the escape's own text-node break (after `:`, `@` and `#`), not markup from the value.
  const stripped = escaped.replace(/&(#\d+|amp|lt|gt|quot);(<wbr>)?/g, '')
  return stripped.match(/[&<>"'|\\`*_[\]()#!~$@\r\n]/g) ?? []
}

/** Pipes that are table syntax (escaped ones are `&#124;`). */
export const pipes = (line: string): number => line.split('|').length - 1

/** Every line of every table in `markdown` has the column count of the table's header. */
export function expectTablesWellFormed(markdown: string): void {
  let columns: number | undefined
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      columns = undefined
      continue
    }
    expect(line.endsWith('|')).toBe(true)
    columns ??= pipes(line)
    expect(pipes(line)).toBe(columns)
  }
}

/** The first table row of `markdown` that contains `needle`; '' when none does. */
export function rowOf(markdown: string, needle: string): string {
  return markdown.split('\n').find(line => line.startsWith('|') && line.includes(needle)) ?? ''
}
