/**
 * Building blocks for job summaries, one escape per context: `text()` for words in a sentence or a
 * table cell, `code()` for values shown as code, `link()` for a URL, and `prose()` for a message of
 * ours that may quote untrusted text. Every string that came from the API or from a pull request
 * goes through one of them, so that it can neither open HTML nor change the Markdown around it, and
 * GitHub's autolinker and emoji shortcodes cannot turn it into something it did not say.
 */
import { oneLine } from './text.js'

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
  '!': '&#33;',
  '~': '&#126;',
  $: '&#36;',
  // `<wbr>` (an empty element GitHub keeps) splits the text node, which stops e-mail links, mentions
  // and issue references (`owner/repo#1`, `#1`); an entity alone does not, as GitHub decodes it
  // before looking.
  '#': '&#35;<wbr>',
  '@': '&#64;<wbr>',
  ':': '&#58;<wbr>'
}

/**
 * Markdown and HTML syntax, and the colons GitHub would act on: of a URL scheme (`https://`,
 * `mailto:`, `xmpp:`) and of an emoji shortcode (`:x:` would read as ❌).
 */
const SPECIAL = /[&<>"'|\\`*_[\]()#!~$@]|:(?=\/\/|[\w+-]+:)|(?<=\b(?:mailto|xmpp)):/gi

/** Escapes one line of untrusted text; nothing in it can become Markdown, HTML, a link or an emoji. */
function escapeLine(line: string): string {
  // `www.` starts a link without a scheme.
  return line.replace(SPECIAL, c => ENTITIES[c] ?? c).replace(/\b(www)\./gi, '$1&#46;')
}

/**
 * Untrusted text for a sentence or a table cell: on one line (line breaks, control and invisible
 * characters removed), escaped, and never a link, however URL-like.
 */
export function text(value: unknown): string {
  return escapeLine(oneLine(String(value)))
}

/** Untrusted text shown as inline code (escaped like `text()`, so never autolinked). */
export function code(value: unknown): string {
  return `<code>${text(value)}</code>`
}

/** An http(s) URL in a message, up to a blank or a character no URL holds unencoded. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi

/**
 * A message of ours that may quote untrusted text (errors, warnings): escaped like `text()`, its
 * backtick-quoted spans (`permissions: contents: write`) shown as code, and each http(s) URL outside
 * them a working link (trailing punctuation left out, as GitHub's autolinker does).
 */
export function prose(value: unknown): string {
  const line = oneLine(String(value))
  return line
    .split(/(`[^`]+`)/)
    .map((part, i) => (i % 2 === 1 ? code(part.slice(1, -1)) : withLinks(part)))
    .join('')
}

function withLinks(part: string): string {
  let out = ''
  let at = 0
  for (const match of part.matchAll(URL_IN_TEXT)) {
    const url = trimUrl(match[0])
    out += escapeLine(part.slice(at, match.index)) + link(url, url)
    at = match.index + url.length
  }
  return out + escapeLine(part.slice(at))
}

/** Trailing punctuation and unbalanced closing brackets belong to the sentence, not the URL. */
function trimUrl(url: string): string {
  let end = url.length
  for (;;) {
    const last = url[end - 1]
    const body = url.slice(0, end)
    if (last !== undefined && '.,:;!?*_~'.includes(last)) end--
    else if (last === ')' && count(body, ')') > count(body, '(')) end--
    else if (last === ']' && count(body, ']') > count(body, '[')) end--
    else return url.slice(0, end)
  }
}

const count = (value: string, c: string): number => value.split(c).length - 1

/**
 * A link: the label escaped like `text()`, the target a parsed http(s) URL with every character
 * that could end the attribute or the table cell percent-encoded. Anything else shows the label only.
 */
export function link(label: unknown, url: string): string {
  let target: URL
  try {
    target = new URL(url.trim())
  } catch {
    return text(label)
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return text(label)
  const href = target.href
    .replace(
      /[<>"'\s`|\\()[\]]/g,
      c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
    )
    .replace(/&/g, '&amp;')
  return `<a href="${href}">${text(label)}</a>`
}

/**
 * A GitHub-flavoured Markdown table. Cells must already be escaped. `numeric` names the columns
 * (by index) that hold numbers: they are right-aligned, so that digits line up.
 */
export function table(
  headers: string[],
  rows: string[][],
  numeric: readonly number[] = []
): string {
  const head = `| ${headers.join(' | ')} |`
  const rule = `| ${headers.map((_, i) => (numeric.includes(i) ? '---:' : '---')).join(' | ')} |`
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
