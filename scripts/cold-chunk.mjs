/**
 * Moves the modules of ncc's first chunk that a run never executes into dist/cold.cjs, loaded on
 * the first require of one of them. Node reads, decodes and compiles the whole first chunk before
 * the action's first line runs; about 40 % of it was undici code for FormData bodies, its optional
 * Milo parser, llhttp without WebAssembly SIMD and its HTTP/2 client, which loads `node:http2`
 * (docs/performance.md, "Start-up").
 *
 * Each moved module keeps its id: its entry in index.js becomes a stub (scripts/lib/cold-stub.mjs)
 * that requires cold.cjs and runs the real factory, so a run that does need one (a machine without
 * SIMD, `UNDICI_USE_MILO=1`) behaves as before. Lines are moved, not renumbered: the moved text sits on the same lines of
 * cold.cjs as it did in index.js, and blank lines hold its place in index.js, so ncc's source map
 * is true of both files for the steps of `npm run bundle` that read it (scripts/bundle.mjs: dist/
 * keeps no maps). docs/adr/0003-start-up.md has its measured gain and the tests that guard it.
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { coldStub } from './lib/cold-stub.mjs'

/** The cold modules, by where their source lives, and why a run does not reach them. */
const COLD = [
  ['node_modules/undici/lib/web/', 'fetch and FormData: only a FormData body reaches them'],
  ['node_modules/undici/lib/encoding/', 'only the FormData code above uses it'],
  ['node_modules/undici/lib/util/runtime-features.js', 'only the FormData code above uses it'],
  ['node_modules/undici/lib/milo/', 'the Milo parser, used only when UNDICI_USE_MILO is set'],
  ['node_modules/undici/lib/llhttp/llhttp-wasm.js', 'llhttp for WebAssembly without SIMD'],
  // Required at load, so its stub is a function that loads it on the first call; loading it would
  // load node:http2, and with it tls.
  [
    'node_modules/undici/lib/dispatcher/client-h2.js',
    'HTTP/2; the action offers only HTTP/1.1',
    'call'
  ]
]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Another folder as the argument: `npm run startup-time` bundles its floor the same way.
const dist = path.resolve(root, process.argv[2] ?? 'dist')
const COLD_FILE = 'cold.cjs'
/** How index.js loads the cold file: ncc's ES module output imports createRequire under this name. */
const LOAD_COLD = `__WEBPACK_EXTERNAL_createRequire(import.meta.url)("./${COLD_FILE}")`

const lines = readFileSync(path.join(dist, 'index.js'), 'utf8').split('\n')
const map = readFileSync(path.join(dist, 'index.js.map'), 'utf8')
const trace = new TraceMap(map)

/** webpack's module entries: `/***\/ 123:` up to the `/***\/ })` line that closes it. */
function modules() {
  const found = []
  for (let i = 0; i < lines.length; i++) {
    const id = /^\/\*\*\*\/ (\d+):$/.exec(lines[i])?.[1]
    if (id === undefined) continue
    let end = i + 1
    while (end < lines.length && !/^\/\*\*\*\/ \}\),?$/.test(lines[end])) end++
    if (end === lines.length) throw new Error(`dist/index.js: module ${id} has no end`)
    found.push({ id, start: i, end, source: sourceOf(i + 1, end) })
    i = end
  }
  return found
}

/** The source file the first mapped line of a module comes from. */
function sourceOf(from, to) {
  for (let i = from; i < to; i++) {
    const column = lines[i].search(/\S/)
    if (column < 0) continue
    const { source } = originalPositionFor(trace, { line: i + 1, column })
    if (source) return source
  }
  return ''
}

const cold = modules().flatMap(m => {
  const entry = COLD.find(([where]) => m.source.includes(where))
  return entry ? [{ ...m, kind: entry[2] }] : []
})
for (const [where] of COLD) {
  if (!cold.some(m => m.source.includes(where))) {
    throw new Error(`cold-chunk: no module of the first chunk comes from ${where}: update COLD`)
  }
}

const out = lines.map(() => '')
out[0] = '"use strict"; module.exports = {'
for (const m of cold) {
  const text = lines.slice(m.start, m.end + 1)
  // A module that needs import.meta (Node's own modules, as ncc writes them) stays in index.js.
  if (text.some(line => line.includes('import.meta'))) {
    throw new Error(`cold-chunk: module ${m.id} (${m.source}) uses import.meta`)
  }
  for (let i = m.start; i <= m.end; i++) out[i] = lines[i]
  out[m.end] = '/***/ }),'
  lines[m.start] = `/***/ ${m.id}: ${coldStub(m.id, m.kind, LOAD_COLD)},`
  for (let i = m.start + 1; i <= m.end; i++) lines[i] = ''
  // The stub ends as the module did: with a comma unless it was the last entry.
  if (!/,$/.test(text.at(-1))) lines[m.start] = lines[m.start].slice(0, -1)
}
out[out.length - 1] = '};'

writeFileSync(path.join(dist, 'index.js'), lines.join('\n'))
writeFileSync(
  path.join(dist, COLD_FILE),
  `${out.join('\n')}\n//# sourceMappingURL=${COLD_FILE}.map\n`
)
writeFileSync(
  path.join(dist, `${COLD_FILE}.map`),
  JSON.stringify({ ...JSON.parse(map), file: COLD_FILE })
)
