// Runs an npm script's command on a Node the project supports: this one when it is 22.19 or later,
// else Node 24 from tools/node24 (installed once by ensure-node24.mjs), put first on PATH as .ci/run
// does, so that `npm ci && npm run demo` and `npm test` work on a machine whose Node is 20.
//
//   node scripts/on-node24.mjs '<command>' [arguments npm passes after --]
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import * as path from 'node:path'
import { ensureNode24, NODE24_BINARY, NODE_SUPPORTED } from './ensure-node24.mjs'

const [command, ...extra] = process.argv.slice(2)
if (!command) {
  console.error("Usage: node scripts/on-node24.mjs '<command>' [arguments]")
  process.exit(2)
}
const env = { ...process.env }
if (!NODE_SUPPORTED && ensureNode24()) {
  console.log(
    `Node ${process.versions.node} is older than 22.19: running on Node 24 (tools/node24).`
  )
  env.PATH = `${path.dirname(NODE24_BINARY)}${path.delimiter}${env.PATH ?? ''}`
}
const quote = arg => `'${arg.replace(/'/g, `'\\''`)}'`
const child = spawn([command, ...extra.map(quote)].join(' '), {
  shell: true,
  stdio: 'inherit',
  env
})
// The terminal sends Ctrl-C to the child as well; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
// A child ended by a signal ends this process as the shell reports it: 128 + the signal's number.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
