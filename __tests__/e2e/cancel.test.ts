/**
 * The bundled action cancelled as a runner cancels a step (SIGINT, then SIGTERM): it exits non-zero
 * with a summary that says so, the partial inventory (`complete: false`), and no temporary file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readdir, readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { sendJson, startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import { runAction } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/index.js'

let server: HostileServer
let onLockfileRequest: () => void = () => undefined

beforeAll(async () => {
  server = await startHostileServer((req, res) => {
    if (req.path.endsWith('/lockfiles')) {
      onLockfileRequest()
      return // never answered: the run is busy when it is cancelled
    }
    sendJson(res, {
      hasMore: false,
      repositorySummaries: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `acme/r${i}` }))
    })
  })
})
afterAll(() => server.close())

describe.each(RUNTIMES)('cancelled on %s', (_name, node) => {
  it('exits 1 with the summary, the partial inventory and no temporary file', async () => {
    let sent = false
    const run = await runAction({
      node,
      inputs: {
        mode: 'dependency-inventory',
        token: 'tok_cancel',
        'deployment-id': '42',
        'api-url': server.url,
        'inventory-file': 'out/inventory.json'
      },
      onSpawn: child => {
        onLockfileRequest = () => {
          if (sent) return
          sent = true
          child.kill('SIGINT')
          setTimeout(() => child.kill('SIGTERM'), 100)
        }
      }
    })
    try {
      expect(sent).toBe(true)
      expect(run.exitCode).toBe(1)
      expect(run.summary).toContain('\n❌ **The run was cancelled.** The inventory is incomplete')
      expect(run.stdout).toMatch(
        /^::error title=Security platform%3A dependency-inventory cancelled::The run was cancelled \(SIGINT\)/m
      )
      const dir = path.join(run.runnerTemp, '..', 'workspace', 'out')
      const inventory = JSON.parse(await readFile(path.join(dir, 'inventory.json'), 'utf8'))
      expect(inventory.complete).toBe(false)
      expect(inventory.repositories).toHaveLength(30)
      expect((await readdir(dir)).filter(f => f.endsWith('.part'))).toEqual([])
      // Nor the temporary file the repositories went to while they were listed.
      expect(await readdir(run.runnerTemp)).toEqual([])
    } finally {
      await run.cleanup()
    }
  })
})
