/**
 * End-to-end for `mode: dependency-search`: the bundled dist/index.js in a child process, with the
 * environment a GitHub runner gives it, against the emulator's search traps, on Node 24: one run of
 * the trap lines, one whose lines do not parse (no request at all), and one against a platform of
 * endless pages (its peak memory measured). The other paths run in process.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import {
  SEARCH_TRAP_LINES,
  searchTrapOptions,
  startEmulator,
  type Emulator
} from '../../emulator/index.js'
import { runAction, type ActionRun } from '../../scripts/lib/action-runner.js'
import { RUNTIMES } from '../support/runtimes.js'
import { emulatorInputs } from '../support/inputs.js'
import { expectNoTokenLeak } from '../support/secrets.js'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({ ...searchTrapOptions(Date.now()), latencyMs: 2 })
})

afterAll(async () => {
  await emulator.close()
})

function run(inputs: Record<string, string>, node: string): Promise<ActionRun> {
  emulator.resetRequests()
  return runAction({
    node,
    inputs: {
      mode: 'dependency-search',
      ...emulatorInputs(emulator),
      ...inputs
    }
  })
}

describe.each(RUNTIMES)('dependency-search, dist/index.js under %s', (_name, node) => {
  it('searches the trap lines: outputs, the file, the verdict first, every request conforming', async () => {
    const result = await run(
      { packages: SEARCH_TRAP_LINES.join('\n'), 'scanned-since': '7d' },
      node
    )
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const file = JSON.parse(await readFile(result.outputs['search-file']!, 'utf8')) as {
        complete: boolean
        packages: { matches: { repositoryId: number; archived: boolean }[] }[]
        unmatched: string[]
        stale: unknown[]
      }
      expect(result.outputs['search-file']).toBe(
        path.join(result.runnerTemp, 'dependency-search.json')
      )
      expect(file.complete).toBe(true)
      const matches = file.packages.flatMap(p => p.matches)
      const repositories = new Set(matches.map(m => m.repositoryId))
      const archived = new Set(matches.filter(m => m.archived).map(m => m.repositoryId))
      expect(result.outputs['match-count']).toBe(String(matches.length))
      expect(result.outputs['exposed-repository-count']).toBe(String(repositories.size))
      expect(result.outputs['unmatched-count']).toBe(String(file.unmatched.length))
      expect(result.outputs['stale-repository-count']).toBe(String(file.stale.length))
      const matched = SEARCH_TRAP_LINES.length - file.unmatched.length
      expect(result.summary.split('\n')[2]).toBe(
        `⚠️ **Exposed: ${matches.length} matches in ${repositories.size} repositories ` +
          `(${archived.size} archived), ${matched} of ${SEARCH_TRAP_LINES.length} packages; ` +
          `${file.stale.length} not scanned since ${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}.**`
      )
      expect(emulator.requests.filter(r => r.nonConformity !== undefined)).toEqual([])
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('ends a platform of endless 30 MiB pages with its summary, its file and exit 1, under 256 MB', async () => {
    const endless = await startEmulator({
      dataset: { repositories: 2 },
      endlessDependencies: { rows: 480, pathChars: 65_536 }
    })
    const result = await runAction({
      node,
      inputs: { mode: 'dependency-search', ...emulatorInputs(endless), packages: 'npm:left-pad' },
      peakAtExit: true
    })
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(/^::error title=.*::.*List dependencies.*/m)
      const file = JSON.parse(await readFile(result.outputs['search-file']!, 'utf8')) as {
        complete: boolean
      }
      expect(file.complete).toBe(false)
      expect(result.summary).toContain('The search did not finish')
      expect(result.peakRssBytes).toBeGreaterThan(0)
      expect(result.peakRssBytes).toBeLessThan(256 * 1024 * 1024)
    } finally {
      await result.cleanup()
      await endless.close()
    }
  })

  it('names every line that does not parse, and sends no request', async () => {
    const result = await run({ packages: 'npm:ok@1\ntinycolor@4.1.1\nnpm:x@~2' }, node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(
        /^::error title=.*::Fix these lines of input 'packages'.*packages line 2 .*packages line 3 /m
      )
      expect(emulator.requests).toEqual([])
      expect(result.summary).toContain('❌')
    } finally {
      await result.cleanup()
    }
  })
})
