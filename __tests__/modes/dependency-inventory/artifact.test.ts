/**
 * `mode: dependency-inventory` with `artifact-name`: the inventory file goes up as a workflow
 * artifact through the real `@actions/artifact` client, against the fake artifact service over
 * loopback, and the summary points there. The platform is a stand-in client with two repositories.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startArtifactService, type ArtifactService } from '../../../emulator/artifact-service.js'
import { parseOutputFile } from '../../../scripts/lib/action-runner.js'
import { systemClock, type ModeContext } from '../../../src/action/mode.js'
import { StepSummary } from '../../../src/action/summary.js'
import { runDependencyInventory } from '../../../src/modes/dependency-inventory/index.js'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import type { PlatformClient } from '../../../src/platform/platform-client.js'
import { Transport } from '../../../src/platform/transport.js'

let service: ArtifactService
let work: string
let saved: Record<string, string | undefined>
let outputFile: string

beforeAll(async () => {
  service = await startArtifactService({ repository: 'acme/inventory', runId: '99' })
  work = await mkdtemp(path.join(tmpdir(), 'inventory-artifact-'))
})

afterAll(async () => {
  await service.close()
  await rm(work, { recursive: true, force: true })
})

beforeEach(async () => {
  const env = { ...service.env(), GITHUB_OUTPUT: '' }
  saved = Object.fromEntries(Object.keys(env).map(key => [key, process.env[key]]))
  Object.assign(process.env, service.env())
  outputFile = path.join(work, `output-${Math.random()}`)
  await writeFile(outputFile, '')
  process.env.GITHUB_OUTPUT = outputFile
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
})

afterEach(() => {
  jest.restoreAllMocks()
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

/** Two repositories with one lockfile each; `failLockfiles` makes the second listing fail. */
function stubClient(failLockfiles = false): PlatformClient {
  return {
    listRepositories: async () => ({
      hasMore: false,
      repositorySummaries: [
        { id: 1n, name: 'acme/web', numDependencies: 12, hasDependencyPathScan: true },
        { id: 2n, name: 'acme/api', numDependencies: 3, hasDependencyPathScan: false }
      ]
    }),
    listLockfiles: async (id: bigint) => {
      if (failLockfiles && id === 2n) {
        throw new Error('Run the step again later: the platform answered with a server error.')
      }
      return {
        hasMore: false,
        lockfileSummaries: [
          { lockfilePath: id === 1n ? 'package-lock.json' : 'go.sum', numDependencies: 3 }
        ]
      }
    }
  } as unknown as PlatformClient
}

async function runMode(artifactName: string, failLockfiles = false) {
  const transport = new Transport({
    apiUrl: 'http://127.0.0.1:9',
    token: 't',
    userAgent: 'test',
    logger: { info: () => undefined, debug: () => undefined }
  })
  const summary = new StepSummary()
  const context: ModeContext = {
    client: stubClient(failLockfiles),
    transport,
    summary,
    event: { name: 'schedule', payload: {} },
    deploymentId: '1',
    clock: systemClock
  }
  const inputs: DependencyInventoryInputs = {
    pageSize: 100,
    concurrency: 2,
    inventoryFile: path.join(work, `inventory-${Math.random()}.json`),
    summaryLimit: 100,
    artifactName
  }
  let failure: string | undefined
  try {
    await runDependencyInventory(inputs, context)
  } catch (error) {
    failure = (error as Error).message
  } finally {
    transport.close()
  }
  return {
    failure,
    inputs,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: summary.render(failure)
  }
}

describe('artifact-name', () => {
  it('uploads the inventory file as an artifact and points the summary there', async () => {
    const result = await runMode('dependency-inventory')
    expect(result.failure).toBeUndefined()
    const stored = service.artifacts().find(a => a.name === 'dependency-inventory')!
    expect(stored.finalized).toBe(true)
    const [file] = stored.files ?? []
    expect(file?.path).toBe(path.basename(result.inputs.inventoryFile))
    expect(file?.bytes.toString()).toBe(await readFile(result.inputs.inventoryFile, 'utf8'))
    expect(result.outputs['artifact-id']).toBe(String(stored.id))
    expect(result.outputs['artifact-url']).toBe(
      `https://github.com/acme/inventory/actions/runs/99/artifacts/${stored.id}`
    )
    expect(result.summary).toContain(
      `**The full inventory** is in the workflow artifact <a href="${stored.url}">dependency-inventory</a>`
    )
    expect(result.summary).toContain('| npm | 1 | 1 | 3 |')
  })

  it('uploads the partial inventory too when the run fails part-way', async () => {
    const result = await runMode('partial-inventory', true)
    expect(result.failure).toMatch(/^Run the step again later/)
    const stored = service.artifacts().find(a => a.name === 'partial-inventory')!
    expect(JSON.parse(stored.files![0]!.bytes.toString())).toMatchObject({ complete: false })
    expect(result.summary).toContain(
      '**The inventory collected so far** is in the workflow artifact'
    )
    expect(result.summary).toContain('❌ **The inventory is incomplete: the run failed.**')
  })
})
