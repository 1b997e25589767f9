/**
 * `npm run render-summary -- <summary.md>… [--css <github-markdown.css>]`: turns job summaries into
 * HTML pages as GitHub renders them (cmark-gfm with GitHub's extensions, raw HTML kept as GitHub
 * keeps it), next to each file as `<name>.html`, to look at them in a browser or screenshot them:
 *   npm run demo -- --summaries .tmp/summaries
 *   npm run render-summary -- .tmp/summaries/*.md --css <path to github-markdown-css>/github-markdown-light.css
 *   chromium --headless --screenshot=out.png --window-size=1000,1600 .tmp/summaries/1-sbom-export.html
 * Needs `cmark-gfm` on the PATH (Debian: apt-get install cmark-gfm). GitHub's alert blocks
 * (`> [!WARNING]`) and emoji shortcodes are GitHub's own additions: they show here as plain text.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  options: { css: { type: 'string' } },
  allowPositionals: true,
  strict: true
})
if (positionals.length === 0) {
  console.error('Usage: npm run render-summary -- <summary.md>… [--css <github-markdown.css>]')
  process.exit(2)
}
const css = values.css ? `<link rel="stylesheet" href="${pathToFileUrl(values.css)}">` : ''

for (const file of positionals) {
  const markdown = readFileSync(file, 'utf8')
  let body: string
  try {
    body = execFileSync(
      'cmark-gfm',
      ['--unsafe', '-e', 'table', '-e', 'autolink', '-e', 'strikethrough', '-e', 'tagfilter'],
      { input: markdown, encoding: 'utf8' }
    )
  } catch (error) {
    console.error(`cmark-gfm failed (is it installed? apt-get install cmark-gfm): ${String(error)}`)
    process.exit(1)
  }
  const page =
    '<!doctype html><meta charset="utf-8">' +
    css +
    '<style>body{margin:0;padding:24px;background:#fff}.markdown-body{max-width:940px}</style>' +
    `<article class="markdown-body">${body}</article>\n`
  const out = path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.html`)
  writeFileSync(out, page)
  console.log(out)
}

function pathToFileUrl(file: string): string {
  return new URL(`file://${path.resolve(file)}`).href
}
