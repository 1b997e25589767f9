import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  computeTotals,
  inventoryToJson,
  type Inventory
} from '../../../src/modes/dependency-inventory/model.js'
import { writeInventoryFile } from '../../../src/modes/dependency-inventory/index.js'
import { describeProgress, newProgress } from '../../../src/modes/dependency-inventory/pipeline.js'

function inventoryOf(size: number): Inventory {
  const repositories = Array.from({ length: size }, (_, i) => ({
    id: 9007199254740993n + BigInt(i),
    name: `acme/repo-${i}`,
    numDependencies: i,
    hasDependencyPathScan: i % 2 === 0,
    lockfiles: [{ lockfilePath: `svc-${i}/package-lock.json`, numDependencies: i }]
  }))
  return {
    deploymentId: '1234',
    complete: true,
    repositories,
    totals: computeTotals(repositories)
  }
}

describe('describeProgress', () => {
  it('says what was listed and what the transport did', () => {
    const progress = {
      ...newProgress(),
      repositoryPages: 120,
      repositories: 12_000,
      repositoriesListed: 3_456,
      lockfilePages: 3_460,
      lockfiles: 8_765
    }
    const stats = { requests: 3_580, retries: 2, inFlight: 8, peakInFlight: 8 }
    expect(describeProgress(progress, stats, 12_345)).toBe(
      '12,000 repositories (120 pages), lockfiles listed for 3,456 of them (8,765 lockfiles in ' +
        '3,460 pages); 3,580 requests, 2 retries, 8 in flight (at most 8); 12.3 s'
    )
  })
})

describe('writeInventoryFile', () => {
  it('writes the inventory text and a final newline, creating folders, leaving no temporary file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inventory-'))
    try {
      const file = path.join(dir, 'a', 'b', 'inventory.json')
      const inventory = inventoryOf(3_000)
      await writeInventoryFile(file, inventory)
      expect(await readFile(file, 'utf8')).toBe(`${inventoryToJson(inventory)}\n`)
      expect(await readdir(path.dirname(file))).toEqual(['inventory.json'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('fails when the folder cannot be made, and leaves nothing behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inventory-'))
    try {
      await writeFile(path.join(dir, 'not-a-folder'), '')
      await expect(
        writeInventoryFile(path.join(dir, 'not-a-folder', 'inventory.json'), inventoryOf(1))
      ).rejects.toThrow(/a part of that path is a file, not a folder/)
      expect(await readdir(dir)).toEqual(['not-a-folder'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
