/**
 * Rewrites dist/licenses.txt after `ncc build` with the licences of the packages bundled into every
 * chunk of dist/. ncc writes that file once per chunk under the same name, so with lazily loaded
 * chunks it keeps only one chunk's packages; the source maps list the files of all of them.
 * Output format as ncc's: package name, licence, licence text, separated by blank lines.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const PACKAGE_IN_PATH = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//

/** Package name → its folder, from the `sources` of every source map in dist/. */
const packages = new Map()
for (const file of readdirSync(dist).filter(name => name.endsWith('.js.map'))) {
  const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8'))
  for (const source of map.sources ?? []) {
    const match = PACKAGE_IN_PATH.exec(source.replace(/^webpack:\/\/[^/]*\//, ''))
    if (!match) continue
    const folder = path.join(root, match[1].replace(/^(\.\.\/)+/, ''))
    if (!packages.has(match[2]) && existsSync(path.join(folder, 'package.json'))) {
      packages.set(match[2], folder)
    }
  }
}

const entries = [...packages.keys()].sort().map(name => {
  const folder = packages.get(name)
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
  const licenseFile = readdirSync(folder).find(f => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f))
  const text = licenseFile ? readFileSync(path.join(folder, licenseFile), 'utf8').trim() : ''
  return [name, String(manifest.license ?? 'UNKNOWN'), ...(text ? [text] : [])].join('\n')
})
if (entries.length === 0) throw new Error('no bundled package found in the source maps of dist/')
writeFileSync(path.join(dist, 'licenses.txt'), `${entries.join('\n\n')}\n`)
