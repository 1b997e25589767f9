/**
 * Cancellation (the runner sends SIGINT, then SIGTERM): the run stops its requests, writes the
 * partial inventory (`complete: false`) and a summary that says it was cancelled, removes its
 * temporary files and ends as `cancelled` (the entry point then exits 1).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { sendJson, startHostileServer, type HostileServer } from '../emulator/hostile.js'
import { inputVariable } from '../scripts/lib/action-runner.js'
import { run } from '../src/main.js'
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
