/**
 * Outputs stay within the 1,000,000 bytes a runner takes: a larger value goes to a file named by
 * `<name>-file`, and no output holds a registered secret.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFile, stat, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { parseOutputFile } from '../../scripts/lib/action-runner.js'
import { OUTPUT_LIMIT_BYTES, setOutput } from '../../src/action/outputs.js'
import { registerSecret } from '../../src/platform/secrets.js'
import { folderPerTest } from '../support/folder.js'

const work = folderPerTest('outputs-')

afterEach(() => {
  jest.restoreAllMocks()
  delete process.env.GITHUB_OUTPUT
  delete process.env.RUNNER_TEMP
})

describe('setOutput', () => {
  beforeEach(async () => {
    process.env.GITHUB_OUTPUT = path.join(work.path, 'output')
    process.env.RUNNER_TEMP = work.path
    await writeFile(process.env.GITHUB_OUTPUT, '')
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  const outputs = async () => parseOutputFile(await readFile(process.env.GITHUB_OUTPUT!, 'utf8'))

  it('sets a value up to 1,000,000 bytes as it is', async () => {
    await setOutput('policies', 'p'.repeat(OUTPUT_LIMIT_BYTES))
    expect((await outputs()).policies).toHaveLength(OUTPUT_LIMIT_BYTES)
  })

  it('puts a larger value in a file named by <name>-file', async () => {
    await setOutput('policies', 'p'.repeat(OUTPUT_LIMIT_BYTES + 1))
    const set = await outputs()
    expect(set.policies).toBe('')
    expect(set['policies-file']).toBe(path.join(work.path, 'policies.json'))
    expect((await stat(set['policies-file']!)).size).toBe(OUTPUT_LIMIT_BYTES + 1)
  })

  it('never holds a registered secret', async () => {
    registerSecret('sekret-123')
    await setOutput('ticket-url', 'https://x.example/?t=sekret-123')
    expect((await outputs())['ticket-url']).toBe('https://x.example/?t=***')
  })
})
