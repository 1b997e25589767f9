/**
 * End-to-end for the split scripts/cold-chunk.mjs makes: dist/cold.cjs holds the modules of the
 * first chunk that a run does not execute, so that Node does not read and compile them before the
 * first request. A run of the bundle must not need that file; a run that does need one of its
 * modules (undici's other HTTP/1.1 parsers, chosen by environment variables) must find it there.
 */
import { RUNTIMES } from '../support/runtimes.js'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { emulatorInputs } from '../support/inputs.js'
import { REPO_ROOT, runAction } from '../../scripts/lib/action-runner.js'

let emulator: Emulator
/** dist/ without cold.cjs (and without source maps, which a run does not read). */
let withoutCold: string

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: { repositories: 6, lockfilesPerRepository: { min: 1, max: 2 }, policies: 3 }
  })
  withoutCold = await mkdtemp(path.join(tmpdir(), 'dist-without-cold-'))
  const dist = path.join(REPO_ROOT, 'dist')
  for (const name of await readdir(dist)) {
    if (name === 'cold.cjs' || name.endsWith('.map')) continue
    await copyFile(path.join(dist, name), path.join(withoutCold, name))
  }
})

afterAll(async () => {
  await emulator.close()
  await rm(withoutCold, { recursive: true, force: true })
})

async function run(
  node: string,
  inputs: Record<string, string>,
  options: { entry?: string; env?: Record<string, string> } = {}
) {
  const result = await runAction({
    ...options,
    node,
    inputs: { ...emulatorInputs(emulator), ...inputs }
  })
  await result.cleanup()
  return result
}

describe.each(RUNTIMES)('dist/ under %s', (_name, node) => {
  it.each([
    ['policies', { mode: 'policies' }, 'policy-count', '3'],
    ['dependency-inventory', { mode: 'dependency-inventory' }, 'repository-count', '6']
  ])('runs %s without dist/cold.cjs', async (_mode, inputs, output, expected) => {
    const result = await run(node, inputs, { entry: path.join(withoutCold, 'index.js') })
    expect(result.stderr).toBe('')
    expect(result.exitCode).toBe(0)
    expect(result.outputs[output]).toBe(expected)
  })

  it.each([
    ['UNDICI_USE_MILO', '1'],
    ['UNDICI_NO_WASM_SIMD', '1']
  ])('with %s=%s, loads the parser it selects from dist/cold.cjs', async (name, value) => {
    const env = { [name]: value }
    const result = await run(node, { mode: 'policies' }, { env })
    expect(result.exitCode).toBe(0)
    expect(result.outputs['policy-count']).toBe('3')
    // The same run without the file fails: the parser it used came from there.
    const without = await run(
      node,
      { mode: 'policies' },
      { env, entry: path.join(withoutCold, 'index.js') }
    )
    expect(without.exitCode).not.toBe(0)
  })
})
