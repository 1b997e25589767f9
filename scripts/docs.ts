/**
 * `npm run docs`: writes what the documentation derives from the code, so it cannot drift:
 * - docs/reference.md, whole: every input and output of action.yml, in its order, with its default;
 * - README.md, between `<!-- names:<mode> -->` and `<!-- names:<mode>-end -->`: the names of the
 *   inputs and outputs a mode reads or sets (`<mode>` is `common` for those of every mode), each
 *   linked to its row in the reference;
 * - CONTRIBUTING.md, between `<!-- module-graph -->` markers: the module graph of src/.
 * `npm run docs -- --check` exits 1 when any of them is not up to date (used by CI).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { MODES, renderNames, renderReference, type Metadata } from './lib/action-docs.js'
import { moduleGraph } from './lib/module-graph.js'

function replaceBetween(file: string, text: string, marker: string, content: string): string {
  const start = `<!-- ${marker} -->`
  const end = `<!-- ${marker}-end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${file} lacks the ${start} ... ${end} markers`)
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`
}

// Formatted as prettier would, so that `npm run format` and this script agree on the text.
const formatted = async (file: string, text: string): Promise<string> =>
  format(text, { ...(await resolveConfig(file)), parser: 'markdown' })

async function generate(meta: Metadata): Promise<Map<string, string>> {
  let readme = readFileSync('README.md', 'utf8')
  for (const group of ['common', ...MODES] as const)
    readme = replaceBetween('README.md', readme, `names:${group}`, renderNames(meta, group))
  const contributing = replaceBetween(
    'CONTRIBUTING.md',
    readFileSync('CONTRIBUTING.md', 'utf8'),
    'module-graph',
    await moduleGraph()
  )
  return new Map([
    ['docs/reference.md', await formatted('docs/reference.md', renderReference(meta))],
    ['README.md', await formatted('README.md', readme)],
    ['CONTRIBUTING.md', await formatted('CONTRIBUTING.md', contributing)]
  ])
}

const current = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

const files = await generate(parse(readFileSync('action.yml', 'utf8')) as Metadata)
if (process.argv.includes('--check')) {
  const stale = [...files].filter(([file, text]) => current(file) !== text).map(([file]) => file)
  if (stale.length > 0) {
    console.error(
      `${stale.join(', ')} out of date with action.yml or src/: run \`npm run docs\` and commit.`
    )
    process.exit(1)
  }
  console.log(`${[...files.keys()].join(', ')}: up to date with action.yml and src/`)
} else {
  for (const [file, text] of files) if (current(file) !== text) writeFileSync(file, text)
}
