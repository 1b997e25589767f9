/**
 * Reprints every chunk of dist/ after `ncc build` with esbuild, every character beyond Latin-1
 * written as an escape (`\u2019`), the source maps chained to ncc's. One such character anywhere
 * in a file (undici's comments have many, our summaries have `…` and `✅`) makes Node decode and
 * compile the whole file as two-byte text: 1 MB of first chunk cost about 15 ms more before the
 * first request (docs/performance.md). esbuild keeps licence comments and drops the others.
 */
import { build } from 'esbuild'
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Another folder as the argument: `npm run startup-time` bundles its floor the same way.
const dist = path.resolve(root, process.argv[2] ?? 'dist')
// Written beside dist/ and moved in, so that relative paths in the maps are those of dist/.
const out = mkdtempSync(path.join(root, '.dist-ascii-'))
try {
  // ncc's chunks are ES modules; scripts/cold-chunk.mjs writes the one CommonJS file.
  for (const [extension, format] of [
    ['.js', 'esm'],
    ['.cjs', 'cjs']
  ]) {
    await build({
      entryPoints: readdirSync(dist)
        .filter(name => name.endsWith(extension))
        .map(name => path.join(dist, name)),
      outdir: out,
      outExtension: { '.js': extension },
      format,
      platform: 'node',
      charset: 'ascii',
      sourcemap: 'linked',
      sourcesContent: true,
      logLevel: 'warning'
    })
  }
  for (const name of readdirSync(out)) renameSync(path.join(out, name), path.join(dist, name))
  // esbuild keeps a comment inside an expression as written: one in the first chunk undoes the rest.
  const first = readFileSync(path.join(dist, 'index.js'), 'utf8')
  const at = first.search(/[\u0100-\uffff]/)
  if (at >= 0) {
    const line = first.slice(0, at).split('\n').length
    throw new Error(
      `dist/index.js:${line} keeps a character beyond Latin-1: write it in ASCII in src/`
    )
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
