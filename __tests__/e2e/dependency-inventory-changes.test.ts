/**
 * End-to-end for the week-over-week inventory: the bundled dist/index.js in a child process, twice
 * against the emulator with the organization changed in between; the second run compares with the
 * first's file, then with the first's artifact (uploaded to the fake artifact service, found through
 * the fake GitHub API and downloaded behind its redirect). The first run, shared by the tests, has
 * `list-uncovered`, whose report the last test checks.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  startArtifactService,
  startEmulator,
  startFakeGitHub,
  type DatasetRepository,
  type Emulator,
  type FakeGitHub,
  type StoredArtifact
} from '../../emulator/index.js'
import type { ActionRun, RunOptions } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/runtimes.js'
import { runInventoryAction } from '../support/inventory.js'
import { expectNoTokenLeak } from '../support/secrets.js'

const REPOSITORY = 'acme/widgets'
const NAME = 'dependency-inventory'

let emulator: Emulator
let github: FakeGitHub
let work: string
let removed: DatasetRepository[] = []

beforeAll(async () => {
  ;[emulator, github] = await Promise.all([
    startEmulator({
      dataset: {
        repositories: 20,
        projectsWithoutDependencies: 4,
        archivedRepositories: 0,
        lockfilesPerRepository: { min: 1, max: 3 }
      }
    }),
    startFakeGitHub()
  ])
  work = await mkdtemp(path.join(tmpdir(), 'inventory-changes-e2e-'))
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close()])
  await rm(work, { recursive: true, force: true })
})

function run(node: string, inputs: Record<string, string>, options: Partial<RunOptions> = {}) {
  return runInventoryAction(emulator, node, inputs, options)
}

/** A week later: two repositories gone, one new one with a lockfile. */
function aWeekLater(): void {
  emulator.changeDataset(dataset => {
    removed = dataset.repositories.splice(3, 2)
    dataset.repositories.push({
      id: 50_001n,
      name: 'acme/payments-v2',
      numDependencies: 12,
      hasDependencyPathScan: true,
      lockfiles: [{ lockfilePath: 'go.sum', numDependencies: 12, ecosystem: 'golang' }]
    })
  })
}

function undoTheWeek(): void {
  emulator.changeDataset(dataset => {
    dataset.repositories.pop()
    dataset.repositories.splice(3, 0, ...removed)
  })
}

function expectChanges(result: ActionRun): void {
  expect(result.stderr).toBe('')
  expect(result.exitCode).toBe(0)
  expect(result.outputs).toMatchObject({
    'repositories-added': '1',
    'repositories-removed': '2',
    'lockfiles-added': '1',
    'lockfiles-removed': String(removed.reduce((n, r) => n + r.lockfiles.length, 0))
  })
  expect(result.summary).toContain('### Changes since the previous inventory')
  expect(result.summary).toContain('| ➕ repository added | acme/payments-v2 | 1 lockfile |')
  for (const repository of removed) {
    expect(result.summary).toContain(`| ➖ repository removed | ${repository.name} |`)
  }
}

describe.each(RUNTIMES)('dependency-inventory changes, dist/index.js under %s', (_name, node) => {
  /**
   * Last week's run, one child process for the three tests: it keeps its inventory as a file and as
   * an artifact of workflow run 801, and lists the projects without dependency data.
   */
  let first: ActionRun
  let stored: StoredArtifact | undefined

  beforeAll(async () => {
    const firstService = await startArtifactService({ repository: REPOSITORY, runId: '801' })
    try {
      first = await run(
        node,
        { 'artifact-name': NAME, 'list-uncovered': 'true' },
        { env: firstService.env() }
      )
      stored = firstService.artifacts().find(a => a.name === NAME)
    } finally {
      await firstService.close()
    }
  })

  afterAll(async () => {
    await first?.cleanup()
  })

  it('compares the second run with the first run’s inventory file', async () => {
    const previous = path.join(work, 'last-week.json')
    expect(first.exitCode).toBe(0)
    await copyFile(first.outputs['inventory-file']!, previous)
    aWeekLater()
    const second = await run(node, { 'previous-inventory': previous })
    try {
      expectChanges(second)
      const file = JSON.parse(await readFile(second.outputs['inventory-file']!, 'utf8')) as {
        changes: { previous: unknown; repositories: { removed: { name: string }[] } }
      }
      expect(file.changes.previous).toEqual({ file: previous, complete: true })
      expect(file.changes.repositories.removed.map(r => r.name)).toEqual(removed.map(r => r.name))
      expectNoTokenLeak(second, { emulator })
    } finally {
      await second.cleanup()
      undoTheWeek()
    }
  })

  it('compares the second run with the artifact of the first, found through GitHub’s API', async () => {
    expect(first.exitCode).toBe(0)
    const artifact = stored!
    github.workflowRuns.addRun({
      id: 801,
      repository: REPOSITORY,
      artifacts: [{ name: NAME, id: artifact.id, zip: artifact.bytes, digest: artifact.digest! }]
    })
    github.workflowRuns.addRun({ id: 802, repository: REPOSITORY, conclusion: null })
    aWeekLater()
    const secondService = await startArtifactService({
      repository: REPOSITORY,
      runId: '802',
      firstArtifactId: 3_000_000_101
    })
    const second = await run(
      node,
      { 'artifact-name': NAME, 'previous-inventory': 'artifact' },
      {
        github: { token: github.token },
        env: { ...secondService.env(), GITHUB_API_URL: github.url }
      }
    )
    try {
      expectChanges(second)
      expect(second.summary).toContain(
        `Compared with the artifact <a href="https://github.com/${REPOSITORY}/actions/runs/801/artifacts/`
      )
      // The zip through GitHub's API with the token, then the redirect to blob storage without it.
      const zip = github.requests.filter(r => r.path.endsWith('/zip'))
      expect(zip.map(r => r.status)).toEqual([302])
      const blob = github.requests.filter(r => r.origin === 'blob')
      expect(blob.map(r => r.status)).toEqual([200])
      expect(blob[0]!.authorization).toBeUndefined()
      // this run's inventory went up for the next one
      expect(secondService.artifacts().map(a => a.name)).toEqual([NAME])
      expectNoTokenLeak(second, { emulator, github })
    } finally {
      await Promise.all([second.cleanup(), secondService.close()])
      undoTheWeek()
    }
  })

  it('reports the projects without dependency data with list-uncovered', async () => {
    expect(first.exitCode).toBe(0)
    expect(first.outputs['uncovered-count']).toBe('4')
    const file = JSON.parse(await readFile(first.outputs['inventory-file']!, 'utf8')) as {
      uncovered: { id: number; name: string }[]
    }
    expect(file.uncovered.map(p => p.name)).toEqual(
      emulator.dataset.projectsWithoutDependencies.map(p => p.name)
    )
    expect(first.summary).toContain('**4 of 24 projects** of deployment')
    expect(first.summary).toMatch(
      /^✅ .*; 4 projects of the deployment have no dependency data\.$/m
    )
  })
})
