/**
 * Cancellation (the runner sends SIGINT, then SIGTERM): the run stops its requests, writes the
 * partial inventory (`complete: false`) and a summary that says it was cancelled, removes its
 * temporary files and ends as `cancelled` (the entry point then exits 1).
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { sendJson, startHostileServer, type HostileServer } from '../emulator/hostile.js'
import { startEmulator } from '../emulator/index.js'
import { inputVariable } from '../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../scripts/lib/pull-request-event.js'
import { run } from '../src/main.js'
import { emulatorInputs } from './support/inputs.js'
import { captureHostileRun, TOKEN } from './support/hostile.js'

let server: HostileServer
let requested: () => void = () => undefined
const firstLockfileRequest = new Promise<void>(resolve => (requested = resolve))

beforeAll(async () => {
  server = await startHostileServer((req, res) => {
    if (req.path.endsWith('/lockfiles')) {
      requested()
      return // never answers: the run is under way when it is cancelled
    }
    sendJson(res, {
      hasMore: false,
      repositorySummaries: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `acme/r${i}` }))
    })
  })
})
afterAll(() => server.close())

it('on SIGINT writes the summary (cancelled) and the partial inventory, and leaves no temporary file', async () => {
  const inputs: Record<string, string> = {
    mode: 'dependency-inventory',
    token: TOKEN,
    'deployment-id': '42',
    'api-url': server.url,
    concurrency: '4',
    'page-size': '100'
  }
  let outcome: Awaited<ReturnType<typeof run>> | undefined
  let inventory: { complete: boolean; repositories: unknown[] } | undefined
  let leftovers: string[] = []
  const captured = await captureHostileRun(
    async work => {
      const file = path.join(work, 'inventory.json')
      inputs['inventory-file'] = file
      for (const [name, value] of Object.entries(inputs)) process.env[inputVariable(name)] = value
      await writeFile(path.join(work, 'inventory.json.part'), '') // an old leftover, not ours
      try {
        const running = run()
        await firstLockfileRequest
        process.emit('SIGINT')
        process.emit('SIGTERM')
        outcome = await running
      } finally {
        for (const name of Object.keys(inputs)) delete process.env[inputVariable(name)]
      }
    },
    async c => {
      inventory = JSON.parse(await readFile(path.join(c.work, 'inventory.json'), 'utf8'))
      leftovers = (await readdir(c.work)).filter(f => f.startsWith('.') && f.endsWith('.part'))
    }
  )
  expect(outcome).toBe('cancelled')
  expect(captured.summary.split('\n')[2]).toBe(
    '❌ **The run was cancelled.** The inventory is incomplete: what was collected is below and ' +
      'in the inventory file, marked <code>complete: false</code>.'
  )
  expect(captured.summary).toContain('Collected before the run was cancelled: 50 repositories')
  expect(captured.summary).toContain('listing incomplete: not listed: the run was cancelled')
  // Cancelled reads as cancelled everywhere, not as failed.
  expect(captured.summary).not.toMatch(/fail|error elsewhere/i)
  expect(captured.stdout).toMatch(
    /^::error title=Security platform%3A dependency-inventory cancelled::The run was cancelled \(SIGINT\)/m
  )
  expect(inventory?.complete).toBe(false)
  expect(inventory?.repositories).toHaveLength(50)
  expect(leftovers).toEqual([])
  expect(process.listenerCount('SIGINT')).toBe(0)
})

it("ticket-link: SIGINT while it waits for the pull request's scan ends the wait at once, as cancelled", async () => {
  const emulator = await startEmulator({
    dataset: {
      findings: 0,
      findingBatches: [{ count: 2, ref: 'refs/pull/5/merge', repository: 'acme/widgets' }]
    }
  })
  const repositoryId = emulator.dataset.projectsWithoutDependencies
    .find(p => p.name === 'acme/widgets')!
    .id.toString()
  // a scan of the head that is still running for as long as anyone asks
  emulator.setScans([
    {
      repositoryId,
      commit: 'c0ffee' + '1'.repeat(34),
      completedAt: '2026-08-01T12:00:00Z',
      branch: 'refs/pull/5/merge',
      isFullScan: false,
      pollsRunning: 1_000
    }
  ])
  const inputs: Record<string, string> = {
    mode: 'ticket-link',
    ...emulatorInputs(emulator),
    'ticket-base-url': 'https://acme.atlassian.net/browse/',
    'scan-wait': '60'
  }
  let outcome: Awaited<ReturnType<typeof run>> | undefined
  try {
    const captured = await captureHostileRun(async work => {
      const eventFile = path.join(work, 'event.json')
      const payload = pullRequestEvent({ number: 5, title: 'PROJ-5: x', body: '', headRef: 'x' })
      await writeFile(eventFile, JSON.stringify(payload))
      const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile }
      for (const [name, value] of Object.entries(inputs)) process.env[inputVariable(name)] = value
      Object.assign(process.env, env)
      // SIGINT once the mode has said it waits: it is then in its (real, 15 s) sleep.
      const write = jest.mocked(process.stdout.write)
      const log = write.getMockImplementation()!
      write.mockImplementation(chunk => {
        if (/Waiting up to \d+ minutes? for the scan of head commit/.test(String(chunk))) {
          setImmediate(() => process.emit('SIGINT'))
        }
        return log(chunk)
      })
      try {
        outcome = await run()
      } finally {
        for (const name of Object.keys(inputs)) delete process.env[inputVariable(name)]
        for (const name of Object.keys(env)) delete process.env[name]
      }
    })
    expect(outcome).toBe('cancelled')
    // the mode itself stopped (not only the run's settle window ending): it says where
    expect(captured.stdout).toContain("Stopped waiting for the pull request's scan")
    expect(captured.summary).toContain(
      'The run was cancelled while waiting for the scan of head commit'
    )
    expect(emulator.requests.filter(r => r.operation === 'listFindings')).toEqual([])
    expect(emulator.requests.filter(r => r.operation === 'linkTicket')).toEqual([])
  } finally {
    await emulator.close()
  }
})
