/**
 * Runs a mode in process against a hostile server (`emulator/hostile.ts`) rather than the emulator,
 * capturing what a runner would see: stdout (log lines and workflow commands), the outputs file and
 * the summary file. Unlike `captureRun` in `run.ts`, each run gets its own folder as RUNNER_TEMP (for
 * files the run writes, e.g. outputs spilled to files), which `keep` may read before it is removed.
 */
import { jest } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { parseOutputFile } from '../../scripts/lib/action-runner.js'
import type { WorkflowEvent } from '../../src/action/event.js'
import type { Clock, ModeContext } from '../../src/action/mode.js'
import { StepSummary } from '../../src/action/summary.js'
import { PlatformClient } from '../../src/platform/platform-client.js'
import { Transport, type TransportOptions } from '../../src/platform/transport.js'
import { closeRoutes } from '../../src/network/proxy.js'
import { deploymentOf, fastGitHubClient } from './context.js'

export const TOKEN = 'tok_0123456789abcdef'

/** A clock whose sleeps return at once and move its time forward. */
export function fastClock(): Clock {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    sleep: ms => {
      offset += ms
      return Promise.resolve()
    }
  }
}

export interface Captured {
  failure?: string
  /** Everything written to stdout. */
  stdout: string
  outputs: Record<string, string>
  summary: string
  work: string
}

/**
 * Runs `body` with stdout captured and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / RUNNER_TEMP pointing to
 * fresh files in a temporary folder, which is removed afterwards.
 */
export async function captureHostileRun(
  body: (work: string) => Promise<void>,
  keep: (captured: Captured) => Promise<void> | void = () => undefined
): Promise<Captured> {
  const work = await mkdtemp(path.join(tmpdir(), 'hostile-'))
  const outputFile = path.join(work, 'output')
  const summaryFile = path.join(work, 'summary.md')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const saved = {
    GITHUB_OUTPUT: process.env.GITHUB_OUTPUT,
    GITHUB_STEP_SUMMARY: process.env.GITHUB_STEP_SUMMARY,
    RUNNER_TEMP: process.env.RUNNER_TEMP
  }
  process.env.GITHUB_OUTPUT = outputFile
  process.env.GITHUB_STEP_SUMMARY = summaryFile
  process.env.RUNNER_TEMP = work
  let stdout = ''
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout += String(chunk)
    return true
  })
  let failure: string | undefined
  try {
    try {
      await body(work)
    } catch (error) {
      failure = (error as Error).message
    }
    spy.mockRestore()
    const captured: Captured = {
      ...(failure !== undefined && { failure }),
      stdout,
      outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      summary: await readFile(summaryFile, 'utf8'),
      work
    }
    await keep(captured)
    return captured
  } finally {
    spy.mockRestore()
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    await rm(work, { recursive: true, force: true })
  }
}

/** A mode context whose client talks to `apiUrl` with fast retries. */
export function contextFor(
  apiUrl: string,
  event: WorkflowEvent = { name: 'workflow_dispatch', payload: {} },
  options: Partial<TransportOptions> = {}
): ModeContext & { close(): void } {
  const transport = new Transport({
    apiUrl,
    token: TOKEN,
    userAgent: 'hostile-test',
    logger: { info: () => undefined, debug: () => undefined },
    retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5, maxTotalWaitMs: 50 },
    ...options
  })
  return {
    client: new PlatformClient(transport, '42'),
    requestStats: transport.stats,
    summary: new StepSummary(),
    event,
    deployment: deploymentOf('42', 'acme'),
    newGitHubClient: fastGitHubClient,
    clock: fastClock(),
    close: () => closeRoutes()
  }
}

/**
 * Lines of stdout that a runner would act on as a command it was not meant to: `##[` anywhere, or
 * `::` at a line start other than the commands the action itself issues.
 */
export function injectedCommands(stdout: string): string[] {
  const own = /^::(group|endgroup|debug|notice|warning|error)( [^:]*)?::/
  return stdout
    .split(/\r\n|\r|\n/)
    .filter(line => line.includes('##[') || (/^\s*::/.test(line) && !own.test(line.trimStart())))
}
