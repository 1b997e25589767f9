/**
 * `npm run docs`: writes the inputs and outputs tables of README.md from action.yml, between the
 * `<!-- action-inputs -->` / `<!-- action-outputs -->` markers and their `-end` twins, and the module
 * graph of src/ between `<!-- module-graph -->` markers.
 * `npm run docs -- --check` exits 1 when README.md is not up to date (used by CI).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { moduleGraph } from './lib/module-graph.js'

interface Metadata {
  inputs: Record<
    string,
    { description: string; required?: boolean; default?: string | number | boolean }
  >
  outputs: Record<string, { description: string }>
}

const cell = (s: string): string =>
  s.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|').replace(/</g, '&lt;')

export function renderTables(meta: Metadata): { inputs: string; outputs: string } {
  const inputs = [
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...Object.entries(meta.inputs).map(([name, spec]) => {
      const fallback =
        spec.default === undefined || spec.default === '' ? '' : `\`${String(spec.default)}\``
      return `| \`${name}\` | ${spec.required ? 'yes' : 'no'} | ${fallback} | ${cell(spec.description)} |`
    })
  ].join('\n')
  const outputs = [
    '| Output | Description |',
    '| --- | --- |',
    ...Object.entries(meta.outputs).map(
      ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`
    )
  ].join('\n')
  return { inputs, outputs }
}

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker} -->`
  const end = `<!-- ${marker}-end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${start} ... ${end} markers`)
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`
}

const meta = parse(readFileSync('action.yml', 'utf8')) as Metadata
const tables = renderTables(meta)
const readme = readFileSync('README.md', 'utf8')
// Formatted as prettier would, so that `npm run format` and this script agree on the text.
const updated = await format(
  replaceBetween(
    replaceBetween(
      replaceBetween(readme, 'action-inputs', tables.inputs),
      'action-outputs',
      tables.outputs
    ),
    'module-graph',
    await moduleGraph()
  ),
  { ...(await resolveConfig('README.md')), parser: 'markdown' }
)
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error(
      'README.md is out of date with action.yml or src/: run `npm run docs` and commit it.'
    )
    process.exit(1)
  }
  console.log('README.md inputs/outputs tables and module graph are up to date')
} else {
  writeFileSync('README.md', updated)
}
