/**
 * The npm scripts that run the emulator, `src/` or the bundle go through scripts/on-node24.mjs, so
 * that they run on Node 24 where the system Node is older than 22 (the emulator answered 500
 * "rawJSON is not a function" on Node 20).
 */
import { expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { REPO_ROOT } from '../../scripts/lib/action-runner.js'

const scripts = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

it.each(['emulator', 'demo', 'bench', 'test'])('npm run %s goes through on-node24', name => {
  expect(scripts[name]).toMatch(/^node scripts\/on-node24\.mjs '/)
})
