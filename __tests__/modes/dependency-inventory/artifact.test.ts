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

  it('an upload that fails after a complete listing: the summary says the listing is complete and why the upload failed; the outputs are set', async () => {
    servers.service.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
    const result = await run('refused-inventory')
    expect(result.failure).toMatch(/artifact storage quota is disabled/)
    const file = JSON.parse(await readFile(result.inputs.inventoryFile, 'utf8')) as {
      complete: boolean
      repositories: unknown[]
    }
    expect(file.complete).toBe(true)
    // the outputs come from the listing
    expect(result.outputs['repository-count']).toBe(String(file.repositories.length))
    expect(result.outputs['lockfile-count']).toMatch(/^\d+$/)
    const verdict = result.summary.split('\n')[2]!
    expect(verdict).toMatch(
      /^❌ \*\*The inventory is complete \(3 repositories with \d+ lockfiles, in the inventory file\), but its upload as the workflow artifact <code>refused-inventory<\/code> failed:\*\* /
    )
    expect(result.summary).not.toMatch(/incomplete|collected so far|Collected before/)
    // the advice fits what was given: artifact-name was set
    expect(result.summary).not.toContain('set <code>artifact-name</code>')
    expect(result.summary).toContain(
      'its upload as the workflow artifact <code>refused-inventory</code> did not finish: run the step again, or upload the file in a later step of this job.'
    )
  })
})
