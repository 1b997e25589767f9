/**
 * `npm run bundle`: dist/ from an empty folder with ncc, the modules a run never executes moved to
 * dist/cold.cjs (scripts/cold-chunk.mjs, docs/adr/0003-start-up.md), the licences of every bundled
 * package (scripts/licenses.mjs), and the hash of the sources (scripts/bundle-if-stale.mjs). Both
 * steps read ncc's source maps; the maps are then deleted, with the line in each chunk that points
 * at its map: a run never reads them, and they doubled what each rebuild adds to the history
 * (docs/adr/0004-plain-dist.md).
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const node = (...args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' })

rmSync(dist, { recursive: true, force: true })
const ncc = path.join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
execFileSync(
  process.execPath,
  [ncc, 'build', 'src/index.ts', '-o', 'dist', '--source-map', '--no-source-map-register'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }
)
node('scripts/cold-chunk.mjs')
node('scripts/licenses.mjs')
for (const name of readdirSync(dist)) {
  const file = path.join(dist, name)
  if (name.endsWith('.map')) {
    rmSync(file)
  } else if (name.endsWith('.js') || name.endsWith('.cjs')) {
    const text = readFileSync(file, 'utf8')
    const pointer = `\n//# sourceMappingURL=${name}.map`
    const at = text.lastIndexOf(pointer)
    if (at >= 0 && text.slice(at + pointer.length).trim() === '') {
      writeFileSync(file, `${text.slice(0, at)}\n`)
    }
  }
}
node('scripts/bundle-if-stale.mjs', '--write')
