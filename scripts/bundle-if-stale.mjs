/**
 * Bundles dist/ only when it is not the bundle of the current sources. `npm run bundle` records a
 * hash of what it was built from in dist/source-hash.txt; comparing contents, not times, keeps a
 * fresh clone (where every file has the checkout's time) from rebuilding for nothing.
 *
 * `node scripts/bundle-if-stale.mjs --write` records the hash (run by `npm run bundle`); without
 * arguments it bundles when the hash differs (`npm run demo`, `bench`, `startup-time`).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const hashFile = path.join(root, 'dist', 'source-hash.txt')

/** Every file the bundle is built from, in a stable order. */
function sources() {
  const files = readdirSync(path.join(root, 'src'), { recursive: true })
    .map(name => path.join('src', String(name)))
    .filter(name => name.endsWith('.ts'))
    .sort()
  return [
    ...files,
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'scripts/bundle.mjs',
    'scripts/cold-chunk.mjs',
    'scripts/lib/cold-stub.mjs',
    'scripts/licenses.mjs'
  ]
}

export function sourceHash() {
  const hash = createHash('sha256')
  for (const file of sources()) {
    hash.update(`${file.split(path.sep).join('/')}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

export function isStale() {
  return !existsSync(hashFile) || readFileSync(hashFile, 'utf8').trim() !== sourceHash()
}

/** Bundles when stale; quiet otherwise. */
export default function bundleIfStale() {
  if (!isStale()) return
  console.log('dist/ is not the bundle of src/: bundling…')
  execFileSync('npm', ['run', '-s', 'bundle'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit']
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) writeFileSync(hashFile, `${sourceHash()}\n`)
  else bundleIfStale()
}
