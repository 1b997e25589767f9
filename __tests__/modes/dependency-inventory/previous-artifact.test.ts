/**
 * `mode: dependency-inventory` with `previous-inventory: artifact`, in process: the first run uploads
 * its inventory through the real `@actions/artifact` client to the fake artifact service; the fake
 * GitHub then lists that run as a successful run of the workflow with the artifact, and the second
 * run finds it, downloads it through the redirect and compares. No earlier run is a notice; a token
 * without `actions: read` and an expired artifact are warnings; none fails the step.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startArtifactService, startEmulator, startFakeGitHub } from '../../../emulator/index.js'
import type { ArtifactService, Emulator, FakeGitHub } from '../../../emulator/index.js'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import { parseExactJson } from '../../../src/platform/json.js'
import type { NewGitHubClient } from '../../../src/github/client.js'
import {
  expectNoTokenLeak,
  fastGitHubClient,
  runModeInProcess,
  withEnv
} from '../../support/index.js'

const REPOSITORY = 'acme/inventory'
const NAME = 'dependency-inventory'

let emulator: Emulator
let github: FakeGitHub
let work: string
let nextRun = 500
let workflowId = 9_000

beforeAll(async () => {
  ;[emulator, github] = await Promise.all([
    startEmulator({ dataset: { repositories: 6, lockfilesPerRepository: { min: 1, max: 2 } } }),
    startFakeGitHub()
  ])
  // The toolkit's own Octokit (the download) reads GITHUB_API_URL when @actions/github loads.
  process.env.GITHUB_API_URL = github.url
  work = await mkdtemp(path.join(tmpdir(), 'inventory-previous-artifact-'))
})

afterAll(async () => {
  delete process.env.GITHUB_API_URL
  await Promise.all([emulator.close(), github.close()])
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  github.workflowRuns.refuse(false)
  workflowId++
})

/** One run of the workflow, as the runner would start it: its own run ID and artifact service. */
async function runOnce(
  parts: Partial<DependencyInventoryInputs> = {},
  newGitHubClient?: NewGitHubClient
) {
  const runId = ++nextRun
  github.workflowRuns.addRun({ id: runId, repository: REPOSITORY, workflowId, conclusion: null })
  const service: ArtifactService = await startArtifactService({
    repository: REPOSITORY,
    runId: String(runId),
    firstArtifactId: runId * 10
  })
  try {
    const modeInputs: DependencyInventoryInputs = {
      pageSize: 100,
      concurrency: 2,
      inventoryFile: path.join(work, String(runId), 'dependency-inventory.json'),
      summaryLimit: 100,
      artifactName: NAME,
      ...parts
    }
    const result = await withEnv({ ...service.env(), GITHUB_API_URL: github.url }, () =>
      runModeInProcess('dependency-inventory', modeInputs, {
        emulator,
        github,
        ...(newGitHubClient && { newGitHubClient })
      })
    )
    expectNoTokenLeak(result, { emulator, github })
    return { ...result, runId, inputs: modeInputs, uploaded: service.artifacts() }
  } finally {
    await service.close()
  }
}

/** Lists a finished run as successful, with the artifact it uploaded. */
function succeeded(run: Awaited<ReturnType<typeof runOnce>>, expired = false): void {
  const stored = run.uploaded.find(a => a.name === NAME)!
  github.workflowRuns.addRun({
    id: run.runId + 1_000_000,
    repository: REPOSITORY,
    workflowId,
    artifacts: [{ name: NAME, id: stored.id, zip: stored.bytes, digest: stored.digest!, expired }]
  })
}

const artifactInputs = (): Partial<DependencyInventoryInputs> => ({
  previousInventory: 'artifact',
  githubToken: github.token,
  githubApiUrl: github.url
})

function annotations(log: string, kind: 'notice' | 'warning'): string[] {
  return log.split('\n').filter(line => line.startsWith(`::${kind} `))
}

describe('previous-inventory: artifact', () => {
  it('compares with the artifact of the previous successful run, and records where it came from', async () => {
    const first = await runOnce()
    expect(first.failure).toBeUndefined()
    succeeded(first)
    const [removed] = emulator.dataset.repositories
    emulator.changeDataset(dataset => {
      dataset.repositories.splice(0, 1)
    })
    try {
      const second = await runOnce(artifactInputs())
      expect(second.failure).toBeUndefined()
      expect(second.outputs).toMatchObject({
        'repositories-added': '0',
        'repositories-removed': '1',
        'lockfiles-added': '0',
        'lockfiles-removed': String(removed!.lockfiles.length)
      })
      const stored = first.uploaded.find(a => a.name === NAME)!
      const file = parseExactJson(await readFile(second.inputs.inventoryFile, 'utf8')) as {
        changes: { previous: unknown; repositories: { removed: { name: string }[] } }
      }
      expect(file.changes.previous).toEqual({
        artifact: {
          name: NAME,
          id: stored.id,
          workflowRunId: first.runId + 1_000_000,
          url: `https://github.com/${REPOSITORY}/actions/runs/${first.runId + 1_000_000}/artifacts/${stored.id}`
        },
        complete: true
      })
      expect(file.changes.repositories.removed.map(r => r.name)).toEqual([removed!.name])
      expect(second.summary).toContain(`Compared with the artifact <a href="https://github.com/`)
      // the zip came from the blob origin, without the token
      const blob = second.githubRequests.filter(r => r.origin === 'blob')
      expect(blob).toHaveLength(1)
      expect(blob[0]!.authorization).toBeUndefined()
      expect(annotations(second.log, 'warning')).toEqual([])
      // and this run uploaded its own inventory for the next one
      expect(second.uploaded.map(a => a.name)).toEqual([NAME])
    } finally {
      emulator.changeDataset(dataset => {
        dataset.repositories.unshift(removed!)
      })
    }
  })

  it('the first run of the workflow: a notice, no change output, the step succeeds', async () => {
    const result = await runOnce(artifactInputs())
    expect(result.failure).toBeUndefined()
    const notices = annotations(result.log, 'notice')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/has no earlier successful run, so there is no previous inventory/)
    expect(annotations(result.log, 'warning')).toEqual([])
    expect(result.outputs).not.toHaveProperty('repositories-added')
    expect(result.summary).toMatch(/^✅ Listed 6 repositories/m)
  })

  it("looks the artifact up with the client maker of the mode's context", async () => {
    const made: string[] = []
    const counting: NewGitHubClient = options => {
      made.push(options.apiUrl)
      return fastGitHubClient(options)
    }
    const result = await runOnce(artifactInputs(), counting)
    expect(result.failure).toBeUndefined()
    expect(made.length).toBeGreaterThan(0)
    expect(new Set(made)).toEqual(new Set([github.url]))
  })

  it('a token without actions: read: a warning naming the permission, the step succeeds', async () => {
    succeeded(await runOnce())
    github.workflowRuns.refuse(true)
    const result = await runOnce(artifactInputs())
    expect(result.failure).toBeUndefined()
    const warnings = annotations(result.log, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('permissions: actions: read')
    expect(result.outputs).not.toHaveProperty('repositories-removed')
    expect(result.summary).toMatch(/^⚠️ Listed 6 repositories/m)
    expect(result.summary).toContain('<code>permissions: actions: read</code>')
  })

  it('an expired artifact: a warning that says so', async () => {
    succeeded(await runOnce(), true)
    const result = await runOnce(artifactInputs())
    expect(result.failure).toBeUndefined()
    const warnings = annotations(result.log, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/has expired/)
    expect(result.outputs).not.toHaveProperty('lockfiles-added')
  })
})
