/**
 * Building blocks for job summaries. Every string that came from the API or from a pull request goes
 * through `text()` (or a helper that calls it) before it lands in the summary, so that it can neither
 * open HTML nor change the Markdown around it.
 */
import { stripEscapes } from './text.js'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '\\': '&#92;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  '#': '&#35;',
  '!': '&#33;',
  '~': '&#126;',
  $: '&#36;',
  '@': '&#64;'
}

const SPECIAL = /[&<>"'|\\`*_[\]()#!~$@]/g

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

/** Escapes untrusted text for Markdown and HTML; line breaks and control characters become spaces. */
export function text(value: unknown): string {
  return stripEscapes(String(value))
    .replace(/\r\n?|\n/g, ' ')
    .replace(CONTROL, ' ')
    .replace(SPECIAL, c => ENTITIES[c] ?? c)
}

/**
 * A message of ours that may quote untrusted text (errors, warnings): escaped like `text()`, then
 * its backtick-quoted spans (`permissions: contents: write`) shown as code. Safe, as the spans
 * are already escaped.
 */
export function prose(value: unknown): string {
  return text(value).replace(/&#96;((?:(?!&#96;).)+?)&#96;/g, '<code>$1</code>')
}

/** Untrusted text shown as inline code. */
export function code(value: unknown): string {
  return `<code>${text(value)}</code>`
}

/** A link whose text and target are both escaped; non-http(s) targets are shown as plain text. */
export function link(label: unknown, url: string): string {
  if (!/^https?:\/\//i.test(url)) return text(label)
  const href = url.replace(/[<>"'\s`|\\()[\]]/g, c => encodeURIComponent(c))
  return `<a href="${href.replace(/&/g, '&amp;')}">${text(label)}</a>`
}

/** A GitHub-flavoured Markdown table. Cells must already be escaped. */
export function table(headers: string[], rows: string[][]): string {
  const head = `| ${headers.join(' | ')} |`
  const rule = `| ${headers.map(() => '---').join(' | ')} |`
  return [head, rule, ...rows.map(r => `| ${r.join(' | ')} |`)].join('\n')
}

/** A collapsible section. `summary` must already be escaped; `body` is Markdown. */
export function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** Size in bytes of a summary fragment, the unit of GitHub's step-summary limit. */
export function byteLength(markdown: string): number {
  return Buffer.byteLength(markdown, 'utf8')
}

/** GitHub rejects a step summary larger than 1 MiB. */
export const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024
