/**
 * `mode: dependency-inventory` with `artifact-name`, in process against the emulator: the inventory
 * file goes up as a workflow artifact through the real `@actions/artifact` client, against the fake
 * artifact service over loopback, and the summary points there; a partial inventory goes up too.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import {
  artifactRunServers,
  expectNoTokenLeak,
  failEvery,
  runWithArtifactService
} from '../../support/index.js'

const servers = artifactRunServers(
  { dataset: { repositories: 3 } },
  { repository: 'acme/inventory', runId: '99' },
  'inventory-artifact-'
)

beforeEach(() => servers.emulator.clearFaults())

async function run(artifactName: string) {
  const inputs: DependencyInventoryInputs = {
    pageSize: 100,
    concurrency: 1,
    inventoryFile: path.join(servers.work, `${Math.random()}`, 'dependency-inventory.json'),
    summaryLimit: 100,
    artifactName
  }
  const result = await runWithArtifactService(servers, 'dependency-inventory', inputs)
  expectNoTokenLeak(result, { emulator: servers.emulator })
  return { ...result, inputs }
}

describe('artifact-name', () => {
  it('uploads the inventory file as an artifact and points the summary there', async () => {
    const result = await run('dependency-inventory')
    expect(result.failure).toBeUndefined()
    const stored = servers.service.artifacts().find(a => a.name === 'dependency-inventory')!
    expect(stored.finalized).toBe(true)
    const [file] = stored.files ?? []
    expect(file?.path).toBe('dependency-inventory.json')
    expect(file?.bytes.toString()).toBe(await readFile(result.inputs.inventoryFile, 'utf8'))
    expect(result.outputs['artifact-id']).toBe(String(stored.id))
    expect(result.outputs['artifact-url']).toBe(
      `https://github.com/acme/inventory/actions/runs/99/artifacts/${stored.id}`
    )
    expect(result.summary).toContain(
      `**The full inventory** is in the workflow artifact <a href="${stored.url}">dependency-inventory</a>`
    )
    expect(result.summary).toContain('### By ecosystem')
  })

  it('uploads the partial inventory too when the run fails part-way', async () => {
    failEvery(servers.emulator, 'listLockfiles', 400, 1)
    const result = await run('partial-inventory')
    expect(result.failure).toMatch(/^Check the inputs .*List lockfiles of repository/)
    const stored = servers.service.artifacts().find(a => a.name === 'partial-inventory')!
    expect(JSON.parse(stored.files![0]!.bytes.toString())).toMatchObject({ complete: false })
    expect(result.summary).toContain(
      '**The inventory collected so far** is in the workflow artifact'
    )
    expect(result.summary).toContain('❌ **The inventory is incomplete: the run failed.**')
  })
})
