/**
 * The bundled action cancelled as a runner cancels a step (SIGINT, then SIGTERM): it exits non-zero
 * with a summary that says so, the partial inventory (`complete: false`), and no temporary file.
 *
 * No step depends on timing: SIGINT goes when the run asks for lockfiles (which are never answered),
 * and SIGTERM once the run has said it failed as cancelled, i.e. when it is about to write the
 * summary. The summary file is a named pipe, whose write cannot finish before the test opens it for
 * reading, which it does only once the run has logged the SIGTERM: the second signal always arrives
 * during the write, and the process must survive it and still write the summary.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { sendJson, startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import { runAction } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/runtimes.js'

let server: HostileServer
let onLockfileRequest: () => void = () => undefined
let fifoDir: string

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
  fifoDir = await mkdtemp(path.join(tmpdir(), 'cancel-summary-'))
})
afterAll(async () => {
  await server.close()
  await rm(fifoDir, { recursive: true, force: true })
})

/** Settles when the child's standard output has a line matching `pattern`, or when it exits. */
function lineOrExit(child: ChildProcess, pattern: RegExp): Promise<'line' | 'exited'> {
  return new Promise(resolve => {
    let seen = ''
    child.stdout?.on('data', chunk => {
      seen += String(chunk)
      if (pattern.test(seen)) resolve('line')
    })
    child.on('exit', () => resolve('exited'))
  })
}

describe.each(RUNTIMES)('cancelled on %s', (_name, node) => {
  it('exits 1 with the summary, the partial inventory and no temporary file, a SIGTERM during the summary write notwithstanding', async () => {
    const summaryPipe = path.join(fifoDir, 'summary.md')
    execFileSync('mkfifo', [summaryPipe])
    let summary: Promise<string> | undefined
    let sigterm: 'line' | 'exited' | undefined
    const run = await runAction({
      node,
      inputs: {
        mode: 'dependency-inventory',
        token: 'tok_cancel',
        'deployment-id': '42',
        'api-url': server.url,
        'inventory-file': 'out/inventory.json'
      },
      env: { GITHUB_STEP_SUMMARY: summaryPipe },
      onSpawn: child => {
        const failedAsCancelled = lineOrExit(child, /^::error title=[^\n]* cancelled::/m)
        const sigtermLogged = lineOrExit(child, /Received SIGTERM/)
        onLockfileRequest = () => {
          onLockfileRequest = () => undefined
          child.kill('SIGINT')
          summary = (async () => {
            if ((await failedAsCancelled) === 'exited') return ''
            child.kill('SIGTERM')
            sigterm = await sigtermLogged
            // Only now may the write finish; a process killed by the SIGTERM never reaches here.
            return sigterm === 'line' ? readFile(summaryPipe, 'utf8') : ''
          })()
        }
      }
    })
    try {
      expect(sigterm).toBe('line')
      expect(run.exitCode).toBe(1)
      expect(await summary).toContain('\n❌ **The run was cancelled.** The inventory is incomplete')
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
