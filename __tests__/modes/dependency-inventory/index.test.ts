/**
 * `mode: dependency-inventory` in process, against the platform emulator over loopback: a whole run
 * (outputs, the inventory file, the summary), retries on the fake clock, a failure part-way that
 * still writes the file with `complete: false`, and the file itself.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { writeInventoryFile } from '../../../src/modes/dependency-inventory/index.js'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import type { Inventory, RepositoryEntry } from '../../../src/modes/dependency-inventory/model.js'
import { RepositorySpool } from '../../../src/modes/dependency-inventory/spool.js'
import { parseExactJson } from '../../../src/platform/json.js'
import { DEFAULT_RETRY_POLICY } from '../../../src/platform/retry-policy.js'
import {
  apiRequests,
  digestOf,
  emulatorForFile,
  expectNoTokenLeak,
  inventoryText,
  lockfilePathsOf,
  type ModeRun,
  type ModeRunOptions,
  runModeInProcess,
  totalsOf
} from '../../support/index.js'

function repositoriesOf(size: number): RepositoryEntry[] {
  return Array.from({ length: size }, (_, i) => ({
    id: 9007199254740993n + BigInt(i),
    name: `acme/repo-${i}`,
    numDependencies: i,
    hasDependencyPathScan: i % 2 === 0,
    lockfiles: [{ lockfilePath: `svc-${i}/package-lock.json`, numDependencies: i }]
  }))
}

function inventoryOf(repositories: RepositoryEntry[]): Inventory {
  return { deploymentId: '1234', complete: true, digest: digestOf(repositories) }
}

describe('writeInventoryFile', () => {
  it('writes the inventory text and a final newline, creating folders, leaving no temporary file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inventory-'))
    try {
      const file = path.join(dir, 'a', 'b', 'inventory.json')
      const repositories = repositoriesOf(3_000)
      const inventory = inventoryOf(repositories)
      const spool = await RepositorySpool.create(dir)
      for (const repo of repositories) spool.add(repo)
      await writeInventoryFile(file, inventory, spool.chunks())
      await spool.remove()
      expect(await readFile(file, 'utf8')).toBe(`${inventoryText(inventory, repositories)}\n`)
      expect(await readdir(path.dirname(file))).toEqual(['inventory.json'])
      expect(await readdir(dir)).toEqual(['a'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('fails when the folder cannot be made, and leaves nothing behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inventory-'))
    try {
      await writeFile(path.join(dir, 'not-a-folder'), '')
      await expect(
        writeInventoryFile(path.join(dir, 'not-a-folder', 'inventory.json'), inventoryOf([]), [])
      ).rejects.toThrow(/a part of that path is a file, not a folder/)
      expect(await readdir(dir)).toEqual(['not-a-folder'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

interface InventoryFile {
  deploymentId: string
  complete: boolean
  error?: string
  repositories: { id: number | bigint; name: string; lockfiles: { lockfilePath: string }[] }[]
  totals: { repositories: number; lockfiles: number; dependencies: number }
}

describe('a run against the emulator', () => {
  const servers = emulatorForFile(
    {
      dataset: {
        repositories: 12,
        repositoryIdStart: 9007199254740993n,
        lockfilesPerRepository: { min: 0, max: 3 }
      }
    },
    'inventory-mode-'
  )

  function inputs(parts: Partial<DependencyInventoryInputs> = {}): DependencyInventoryInputs {
    return {
      pageSize: 5,
      concurrency: 3,
      inventoryFile: path.join(servers.work, `${Math.random()}`, 'inventory.json'),
      summaryLimit: 100,
      ...parts
    }
  }

  async function run(
    modeInputs: DependencyInventoryInputs,
    options: Partial<ModeRunOptions> = {}
  ): Promise<ModeRun> {
    const result = await runModeInProcess('dependency-inventory', modeInputs, {
      emulator: servers.emulator,
      ...options
    })
    expectNoTokenLeak(result, { emulator: servers.emulator })
    return result
  }

  async function readInventory(file: string): Promise<InventoryFile> {
    return parseExactJson(await readFile(file, 'utf8')) as InventoryFile
  }

  it('lists every repository and lockfile into the outputs, the file and the summary', async () => {
    const modeInputs = inputs()
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    const repositories = servers.emulator.dataset.repositories
    const totals = totalsOf(repositories)
    expect(result.outputs).toEqual({
      'inventory-file': modeInputs.inventoryFile,
      'repository-count': String(repositories.length),
      'lockfile-count': String(totals.lockfiles),
      'dependency-count': String(totals.dependencies)
    })
    const file = await readInventory(modeInputs.inventoryFile)
    expect(file.complete).toBe(true)
    expect(file.deploymentId).toBe(servers.emulator.dataset.deploymentId)
    expect(file.error).toBeUndefined()
    // IDs beyond 2^53 keep every digit
    expect(file.repositories.map(r => BigInt(r.id))).toEqual(repositories.map(r => r.id))
    expect(lockfilePathsOf(file.repositories)).toEqual(lockfilePathsOf(repositories))
    expect(file.totals).toMatchObject(totals)
    expect(result.log).toContain(`Wrote the inventory to ${modeInputs.inventoryFile}.`)
    expect(result.summary).toContain(repositories[0]!.name.split('/')[1]!)
    expect(result.summary).not.toContain('The step failed')
  })

  it('sends the dependency filter on every request', async () => {
    const dependencyFilter = { includeArchived: false }
    const result = await run(inputs({ dependencyFilter }))
    expect(result.failure).toBeUndefined()
    expect(apiRequests(servers.emulator).length).toBeGreaterThan(1)
    for (const request of apiRequests(servers.emulator)) {
      expect(JSON.parse(request.rawBody).dependencyFilter).toEqual(dependencyFilter)
    }
  })

  it('retries a 429 on the fake clock, as long as Retry-After says, and ends complete', async () => {
    servers.emulator.addFault({
      operation: 'listLockfiles',
      after: 2,
      action: { type: 'status', status: 429, retryAfter: '30' }
    })
    const modeInputs = inputs()
    // The action's own retry policy: the 30 s wait is recorded by the fake clock, not slept.
    const result = await run(modeInputs, { retryPolicy: DEFAULT_RETRY_POLICY })
    expect(result.failure).toBeUndefined()
    expect(result.clock.sleeps).toContain(30_000)
    expect(result.log).toContain('rate limited (429), retrying in 30 s')
    expect((await readInventory(modeInputs.inventoryFile)).complete).toBe(true)
  })

  it('on a failure part-way, still writes the file with complete: false, and fails', async () => {
    servers.emulator.addFault({
      operation: 'listLockfiles',
      after: 4,
      action: { type: 'status', status: 500 }
    })
    const modeInputs = inputs()
    const result = await run(modeInputs)
    expect(result.failure).toMatch(/List lockfiles of repository \d+ .*HTTP 500/)
    expect(result.outputs).toEqual({ 'inventory-file': modeInputs.inventoryFile })
    const file = await readInventory(modeInputs.inventoryFile)
    expect(file.complete).toBe(false)
    expect(file.error).toMatch(/HTTP 500/)
    expect(file.repositories.length).toBeGreaterThan(0)
    expect(result.log).toContain('Wrote the incomplete inventory')
    expect(result.summary).toContain('The inventory is incomplete: the run failed.')
  })

  it('fails when the inventory file cannot be written, and says which file', async () => {
    const blocker = path.join(servers.work, 'not-a-folder')
    await writeFile(blocker, '')
    const result = await run(inputs({ inventoryFile: path.join(blocker, 'inventory.json') }))
    // checked before any request, naming the input and the part of the path that is a file
    expect(result.failure).toMatch(/Input 'inventory-file' .*not-a-folder is a file, not a folder/)
    expect(result.outputs).toEqual({})
  })
})
