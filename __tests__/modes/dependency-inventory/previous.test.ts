/**
 * `mode: dependency-inventory` with `previous-inventory: <path>` and `list-uncovered`, in process
 * against the emulator: a second run compared with the first's file after the organization changed,
 * each answer to a previous inventory that cannot be used (a notice for one that does not exist
 * yet, a warning otherwise, never a failure and never a change output), and the projects without
 * dependency data.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type Emulator, type DatasetOptions } from '../../../emulator/index.js'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import { MAX_PREVIOUS_BYTES } from '../../../src/modes/dependency-inventory/previous.js'
import { parseExactJson } from '../../../src/platform/json.js'
import { apiRequests, expectNoTokenLeak, runModeInProcess } from '../../support/index.js'

let emulator: Emulator
let work: string

async function start(dataset: DatasetOptions = {}): Promise<void> {
  emulator = await startEmulator({
    dataset: { repositories: 8, lockfilesPerRepository: { min: 1, max: 3 }, ...dataset }
  })
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'inventory-previous-'))
})

afterEach(async () => {
  await emulator?.close()
  await rm(work, { recursive: true, force: true })
})

function inputs(parts: Partial<DependencyInventoryInputs> = {}): DependencyInventoryInputs {
  return {
    pageSize: 3,
    concurrency: 2,
    inventoryFile: path.join(work, `${Math.random()}`, 'inventory.json'),
    summaryLimit: 100,
    ...parts
  }
}

async function run(modeInputs: DependencyInventoryInputs) {
  const result = await runModeInProcess('dependency-inventory', modeInputs, { emulator })
  expectNoTokenLeak(result, { emulator })
  return result
}

interface ChangesInFile {
  previous: { file?: string; complete: boolean }
  repositories: { added: { id: number; name: string }[]; removed: { id: number; name: string }[] }
  lockfiles: {
    added: { repositoryId: number; repository: string; lockfilePath: string }[]
    removed: { repositoryId: number; repository: string; lockfilePath: string }[]
  }
}

async function readInventory(file: string) {
  return parseExactJson(await readFile(file, 'utf8')) as {
    complete: boolean
    changes?: ChangesInFile
    uncovered?: { id: number; name: string }[]
  }
}

const CHANGE_OUTPUTS = [
  'repositories-added',
  'repositories-removed',
  'lockfiles-added',
  'lockfiles-removed'
]

/** A run with `file` as the previous inventory, which succeeds; and the inventory file it wrote. */
async function runComparedWith(file: string) {
  const modeInputs = inputs({ previousInventory: { file } })
  const result = await run(modeInputs)
  expect(result.failure).toBeUndefined()
  return { result, written: await readInventory(modeInputs.inventoryFile) }
}

/**
 * A run whose previous inventory `file` cannot be compared with: it succeeds with one annotation of
 * `kind`, which it gives, and with neither change outputs nor changes in its file.
 */
async function runNotComparedWith(file: string, kind: 'notice' | 'warning') {
  const { result, written } = await runComparedWith(file)
  const found = annotations(result.log, kind)
  expect(found).toHaveLength(1)
  for (const name of CHANGE_OUTPUTS) expect(result.outputs).not.toHaveProperty(name)
  expect(written.changes).toBeUndefined()
  return { result, annotation: found[0]! }
}

/** Annotations of a kind, `::warning title=…::message`, as the log has them. */
function annotations(log: string, kind: 'notice' | 'warning'): string[] {
  return log.split('\n').filter(line => line.startsWith(`::${kind} `))
}

describe('previous-inventory: a file', () => {
  it('compares the second run with the first: added, removed and renamed repositories, changed lockfiles', async () => {
    await start()
    const first = inputs()
    expect((await run(first)).failure).toBeUndefined()

    // The organization a week later: one repository gone, one renamed, two new ones, lockfiles moved.
    const [gone, renamed, grown, shrunk] = emulator.dataset.repositories
    emulator.changeDataset(dataset => {
      dataset.repositories.splice(0, 1)
      renamed!.name = 'acme/renamed-service'
      grown!.lockfiles.push({
        lockfilePath: 'tools/new/go.sum',
        numDependencies: 4,
        ecosystem: 'golang'
      })
      shrunk!.lockfiles.splice(0, 1)
      dataset.repositories.push(
        {
          id: 90_001n,
          name: 'acme/fresh-api',
          numDependencies: 3,
          hasDependencyPathScan: true,
          lockfiles: [{ lockfilePath: 'package-lock.json', numDependencies: 3, ecosystem: 'npm' }]
        },
        {
          id: 90_002n,
          name: 'acme/fresh-web',
          numDependencies: 5,
          hasDependencyPathScan: false,
          lockfiles: []
        }
      )
    })
    const { result, written } = await runComparedWith(first.inventoryFile)
    const counts = CHANGE_OUTPUTS.map(name => result.outputs[name])
    expect(counts).toEqual(['2', '1', '2', String(gone!.lockfiles.length + 1)])
    const { changes } = written
    expect(changes!.previous).toEqual({ file: first.inventoryFile, complete: true })
    expect(changes!.repositories.added.map(r => [BigInt(r.id), r.name])).toEqual([
      [90_001n, 'acme/fresh-api'],
      [90_002n, 'acme/fresh-web']
    ])
    expect(Array.from(changes!.repositories.removed).map(r => [BigInt(r.id), r.name])).toEqual([
      [gone!.id, gone!.name]
    ])
    expect(changes!.lockfiles.added.map(l => `${l.repository}:${l.lockfilePath}`)).toEqual([
      `${grown!.name}:tools/new/go.sum`,
      'acme/fresh-api:package-lock.json'
    ])
    expect(Array.from(changes!.lockfiles.removed).map(l => l.lockfilePath)).toContain(
      gone!.lockfiles[0]!.lockfilePath
    )

    expect(result.summary).toContain('### Changes since the previous inventory')
    expect(result.summary).toContain('| Repositories | 2 | 1 |')
    expect(result.summary).toContain('➕ repository added | acme/fresh-api')
    expect(result.summary).toMatch(/✏️ repository renamed \| .* → acme\/renamed-service/)
    expect(result.summary).toMatch(
      /^✅ Listed .*; since the previous inventory 2 added and 1 removed repositories/m
    )
    expect(annotations(result.log, 'warning')).toEqual([])
  })

  it('the first run: a notice that names the file, no change outputs, a done verdict', async () => {
    await start()
    const missing = path.join(work, 'last-week.json')
    const { result, annotation } = await runNotComparedWith(missing, 'notice')
    expect(annotation).toContain(missing)
    expect(annotation).toContain('does not exist yet')
    expect(annotations(result.log, 'warning')).toEqual([])
    expect(result.outputs['repository-count']).toBe('8')
    expect(result.summary).toMatch(/^✅ Listed 8 repositories/m)
    expect(result.summary).toContain('ℹ️ The previous inventory')
  })

  it.each<[string, (file: string) => Promise<void>, RegExp]>([
    ['not JSON', file => writeFile(file, '{"deploymentId": "1234", '), /is not JSON/],
    [
      'JSON but not an inventory',
      file => writeFile(file, JSON.stringify({ deployment: 1234, items: [] })),
      /is not an inventory file of this action \(deploymentId: /
    ],
    [
      'an inventory whose repositories are not',
      file =>
        writeFile(
          file,
          JSON.stringify({ deploymentId: '1234', complete: true, repositories: [{ id: 'x' }] })
        ),
      /is not an inventory file of this action \(repositories\[0\]/
    ],
    [
      'the inventory of another deployment',
      file =>
        writeFile(file, JSON.stringify({ deploymentId: '999', complete: true, repositories: [] })),
      /is the inventory of deployment 999, and this run lists deployment 1234/
    ],
    [
      'too large',
      // sparse: its size says too large before a byte is read
      file => writeFile(file, '').then(() => truncate(file, MAX_PREVIOUS_BYTES + 1)),
      /is 128\.0 MB, more than the 128\.0 MB read at most/
    ],
    ['a folder', file => mkdir(file), /is not a file/]
  ])(
    '%s: a warning that says so, no change output, the step succeeds',
    async (_name, make, says) => {
      await start()
      const file = path.join(work, 'previous.json')
      await make(file)
      const { result, annotation } = await runNotComparedWith(file, 'warning')
      expect(annotation).toMatch(says)
      expect(annotation).toContain('title=Security platform%3A previous inventory not compared')
      expect(result.summary).toMatch(
        /^⚠️ Listed 8 repositories .*the previous inventory could not be compared with/m
      )
    }
  )

  it('compares with a partial previous inventory, with a warning about overstated additions', async () => {
    await start()
    const [kept, missed] = emulator.dataset.repositories
    const file = path.join(work, 'partial.json')
    await writeFile(
      file,
      JSON.stringify({
        deploymentId: '1234',
        complete: false,
        error: 'List lockfiles … HTTP 500',
        repositories: [
          {
            id: Number(kept!.id),
            name: kept!.name,
            lockfiles: kept!.lockfiles.map(l => ({ lockfilePath: l.lockfilePath }))
          },
          { id: Number(missed!.id), name: missed!.name, lockfiles: [] }
        ]
      })
    )
    const result = await run(inputs({ previousInventory: { file } }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['repositories-added']).toBe('6')
    expect(result.outputs['repositories-removed']).toBe('0')
    expect(result.outputs['lockfiles-added']).toBe(
      String(emulator.dataset.repositories.slice(1).reduce((n, r) => n + r.lockfiles.length, 0))
    )
    const warnings = annotations(result.log, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/incomplete \(complete: false\).*additions may be overstated/)
    expect(result.summary).toMatch(/^⚠️ Listed 8 repositories/m)
  })

  it('a previous inventory of vanished repositories: every one in the file and the counts, summary-limit rows in the summary', async () => {
    await start({ repositories: 3 })
    const file = path.join(work, 'vanished.json')
    const BIG = 2n ** 62n
    // Unequal counts: 2,500 repositories gone, with 1 or 2 lockfiles each (3,750 in all).
    const gone = Array.from({ length: 2_500 }, (_, i) => {
      const lockfiles = Array.from({ length: 1 + (i % 2) }, (_, j) => ({
        lockfilePath: `l${j}/go.sum`
      }))
      return `{"id":${BIG + BigInt(i) * 3n},"name":"acme/gone-${i}","lockfiles":${JSON.stringify(lockfiles)}}`
    })
    await writeFile(
      file,
      `{"deploymentId":"1234","complete":true,"repositories":[${gone.join(',')}]}`
    )
    const result = await run(inputs({ previousInventory: { file }, summaryLimit: 7 }))
    expect(result.failure).toBeUndefined()
    expect(result.outputs['repositories-removed']).toBe('2500')
    expect(result.outputs['lockfiles-removed']).toBe('3750')
    expect(result.outputs['repositories-added']).toBe('3')
    const changes = (await readInventory(result.outputs['inventory-file']!)).changes!
    // In the previous file's order, IDs beyond 2^53 exact.
    expect(changes.repositories.removed).toHaveLength(2_500)
    expect(changes.repositories.removed[2_499]).toEqual({
      id: BIG + 2_499n * 3n,
      name: 'acme/gone-2499'
    })
    expect(changes.lockfiles.removed).toHaveLength(3_750)
    expect(
      changes.lockfiles.removed.slice(0, 3).map(l => `${l.repository}:${l.lockfilePath}`)
    ).toEqual(['acme/gone-0:l0/go.sum', 'acme/gone-1:l0/go.sum', 'acme/gone-1:l1/go.sum'])
    expect(result.summary).toContain('| Repositories | 3 | 2,500 |')
    expect(result.summary).toContain('| Lockfiles |')
    expect(result.summary).toContain('3,750 |')
    expect(
      result.summary.match(/^\| ➖ repository removed \| acme\/gone-\d+ \| \d lockfiles? \|$/gm)
    ).toHaveLength(4)
    expect(result.summary).toContain('| ➖ repository removed | acme/gone-1 | 2 lockfiles |')
    expect(result.summary).toMatch(/\*\*7 of 2,503 changes shown\*\*/)
  })

  it('sets no change output when this run ends incomplete, and writes no changes', async () => {
    await start()
    const first = inputs()
    await run(first)
    emulator.addFault({
      operation: 'listLockfiles',
      after: 2,
      action: { type: 'status', status: 400 }
    })
    const second = inputs({ previousInventory: { file: first.inventoryFile } })
    const result = await run(second)
    expect(result.failure).toMatch(/List lockfiles/)
    for (const name of CHANGE_OUTPUTS) expect(result.outputs).not.toHaveProperty(name)
    const file = await readInventory(second.inventoryFile)
    expect(file.complete).toBe(false)
    expect(file.changes).toBeUndefined()
    expect(result.summary).toContain('Not compared: this run’s inventory is incomplete')
  })
})

describe('list-uncovered', () => {
  it('reports the projects that are not among the repositories with dependencies', async () => {
    await start({ projectsWithoutDependencies: 3, archivedRepositories: 1 })
    const modeInputs = inputs({ listUncovered: true })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    const expected = [
      ...emulator.dataset.archivedRepositories,
      ...emulator.dataset.projectsWithoutDependencies
    ]
    expect(result.outputs['uncovered-count']).toBe('4')
    const file = await readInventory(modeInputs.inventoryFile)
    expect(file.uncovered!.map(p => [BigInt(p.id), p.name])).toEqual(
      expected.map(p => [p.id, p.name])
    )
    // paged with the slug, page_size 100
    const listing = apiRequests(emulator).filter(r => r.operation === 'listProjects')
    expect(listing.map(r => r.path)).toEqual([
      `/api/v1/deployments/${emulator.deploymentSlug}/projects?page=0&page_size=100`
    ])
    expect(result.summary).toContain('### Projects without dependency data')
    expect(result.summary).toContain('**4 of 12 projects** of deployment <code>acme-corp</code>')
    expect(result.summary).toContain(`| 4 | ${expected[3]!.name} | ${expected[3]!.id} |`)
    expect(result.summary).toMatch(
      /^✅ Listed 8 repositories .*; 4 projects of the deployment have no dependency data\.$/m
    )
  })

  it('lists no projects without it', async () => {
    await start({ projectsWithoutDependencies: 3 })
    const result = await run(inputs())
    expect(result.failure).toBeUndefined()
    expect(apiRequests(emulator).filter(r => r.operation === 'listProjects')).toEqual([])
    expect(result.outputs).not.toHaveProperty('uncovered-count')
    expect(result.summary).not.toContain('Projects without dependency data')
  })

  it('a failed project listing is a warning: the inventory and its outputs stand', async () => {
    await start({ projectsWithoutDependencies: 3 })
    emulator.addFault({ operation: 'listProjects', action: { type: 'status', status: 400 } })
    const modeInputs = inputs({ listUncovered: true })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    expect(result.outputs['repository-count']).toBe('8')
    expect(result.outputs).not.toHaveProperty('uncovered-count')
    const warnings = annotations(result.log, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/Projects without dependency data are not reported: .*HTTP 400/)
    expect((await readInventory(modeInputs.inventoryFile)).uncovered).toBeUndefined()
    expect(result.summary).toMatch(
      /^⚠️ .*the projects without dependency data could not be listed/m
    )
  })
})
