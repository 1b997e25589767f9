/**
 * End-to-end for `mode: dependency-inventory`: the bundled dist/index.js in a child process, with the
 * environment a GitHub runner gives it, against the emulator, on Node 24 (action.yml's runtime): one
 * complete run and one that fails part-way. The other paths run in process.
 */
import { RUNTIMES } from '../support/runtimes.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import type { ActionRun } from '../../scripts/lib/action-runner.js'
import { lockfilePathsOf, runInventoryAction, totalsOf } from '../support/inventory.js'

const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1: a double would round it

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({
    latencyMs: 2,
    dataset: {
      repositories: 45,
      repositoryIdStart: BIG_REPOSITORY,
      lockfilesPerRepository: { min: 0, max: 4 }
    }
  })
})

afterAll(async () => {
  await emulator.close()
})

beforeEach(() => {
  emulator.clearFaults()
  emulator.resetRequests()
})

async function run(inputs: Record<string, string>, node: string): Promise<ActionRun> {
  return runInventoryAction(emulator, node, inputs)
}

interface InventoryFile {
  deploymentId: string
  complete: boolean
  error?: string
  repositories: {
    id: number
    name: string
    lockfiles: { lockfilePath: string }[]
    lockfilesError?: string
  }[]
  totals: { repositories: number; lockfiles: number; dependencies: number }
}

/** Repository IDs as written in the file (exact digits), in order. */
function idsInFile(text: string): string[] {
  return [...text.matchAll(/^ {6}"id": (\d+),$/gm)].map(m => m[1]!)
}

describe.each(RUNTIMES)('dependency-inventory, dist/index.js under %s', (_name, node) => {
  it('lists every repository and lockfile into the outputs, the file and the summary', async () => {
    const result = await run({ 'page-size': '10', concurrency: '4' }, node)
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const repositories = emulator.dataset.repositories
      const totals = totalsOf(repositories)
      expect(result.outputs).toEqual({
        'deployment-id': emulator.dataset.deploymentId,
        'inventory-file': path.join(result.runnerTemp, 'dependency-inventory.json'),
        'repository-count': String(repositories.length),
        'lockfile-count': String(totals.lockfiles),
        'dependency-count': String(totals.dependencies)
      })
      const text = await readFile(result.outputs['inventory-file']!, 'utf8')
      expect(idsInFile(text)).toEqual(repositories.map(r => String(r.id)))
      const inventory = JSON.parse(text) as InventoryFile
      expect(inventory.complete).toBe(true)
      expect(inventory.deploymentId).toBe(emulator.dataset.deploymentId)
      expect(inventory.repositories.map(r => r.name)).toEqual(repositories.map(r => r.name))
      expect(lockfilePathsOf(inventory.repositories)).toEqual(lockfilePathsOf(repositories))
      expect(inventory.totals).toMatchObject(totals)
      expect(result.summary).toContain(
        '## Security platform · dependency-inventory\n\n✅ Listed 45'
      )
      expect(result.summary).toContain(`| Repositories | ${repositories.length} |`)
      expect(result.summary).toContain('the <code>inventory-file</code> output')
      expect(result.stdout).toMatch(/^Done: 45 repositories \(5 pages\)/m)
      // The fewest requests: 5 repository pages and one lockfile page per repository.
      expect(emulator.requests).toHaveLength(5 + repositories.length)
      expect(emulator.stats().peakInFlight).toBeLessThanOrEqual(4)
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('fails part-way with an incomplete inventory file and a summary that says what is missing', async () => {
    emulator.addFault({
      operation: 'listLockfiles',
      after: 20,
      action: { type: 'status', status: 500, body: '{"error": "<b>boom</b>"}' }
    })
    const result = await run({ 'page-size': '10', concurrency: '3' }, node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(
        /^::error title=Security platform%3A dependency-inventory failed::Run the step again later.*List lockfiles of repository \d+ .*HTTP 500/m
      )
      const file = result.outputs['inventory-file']!
      expect(file).toBe(path.join(result.runnerTemp, 'dependency-inventory.json'))
      expect(result.outputs).not.toHaveProperty('repository-count')
      const inventory = JSON.parse(await readFile(file, 'utf8')) as InventoryFile
      expect(inventory.complete).toBe(false)
      expect(inventory.error).toMatch(/HTTP 500/)
      expect(inventory.repositories.some(r => r.lockfilesError?.includes('HTTP 500'))).toBe(true)
      expect(inventory.repositories.some(r => r.lockfilesError?.startsWith('not listed'))).toBe(
        true
      )
      expect(result.summary).toContain('The inventory is incomplete: the run failed.')
      expect(result.summary).toContain('Collected before the failure')
      expect(result.summary).not.toContain('<b>boom')
      expect(result.stdout).toMatch(/^Wrote the incomplete inventory to /m)
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })
})
