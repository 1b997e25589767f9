/**
 * Running action code in this process the way the runner would see it: GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY point to files, stdout (log lines and workflow commands) is captured, and
 * `runModeInProcess` gives a mode a real context against the emulator.
 */
import { afterAll, beforeAll, jest } from '@jest/globals'
import * as core from '@actions/core'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { mkdtemp, rm } from 'node:fs/promises'
import {
  startArtifactService,
  startEmulator,
  type ArtifactService,
  type ArtifactServiceOptions,
  type Emulator,
  type EmulatorOptions,
  type FakeGitHub,
  type FakeGitHubRequest
} from '../../emulator/index.js'
import { parseOutputFile } from '../../scripts/lib/action-runner.js'
import { resolveDeployment } from '../../src/action/deployment.js'
import type { WorkflowEvent } from '../../src/action/event.js'
import { StepSummary } from '../../src/action/summary.js'
import { errorMessage } from '../../src/action/text.js'
import { loadMode, type ModeInputs, type ModeName } from '../../src/main.js'
import { listDeployments } from '../../src/platform/deployments.js'
import type { NewGitHubClient } from '../../src/github/client.js'
import type { RetryPolicy } from '../../src/platform/retry-policy.js'
import type { Transport } from '../../src/platform/transport.js'
import type { FakeClock } from './clock.js'
import { fastGitHubClient } from './context.js'
import { forTestFile } from './loopback.js'
import { clientFor } from './platform.js'
import { closeRoutes } from '../../src/network/proxy.js'

/** What a run showed: the same three things the runner keeps of a step. */
export interface Captured {
  outputs: Record<string, string>
  /** Everything written to stdout: log lines and workflow commands (`::warning::…`). */
  log: string
  /** The job summary file's content. */
  summary: string
}

/**
 * One pair of files per test file: `@actions/core` remembers the summary path it read first, so the
 * path must not change between runs; the files are emptied before each run instead.
 */
let files: { dir: string; output: string; summary: string } | undefined

// Removed after the test file: jest's workers do not run `process.on('exit')` handlers of a test.
afterAll(() => {
  if (files) rmSync(files.dir, { recursive: true, force: true })
  files = undefined
})

function runnerFiles(): { output: string; summary: string } {
  if (!files) {
    const dir = mkdtempSync(path.join(tmpdir(), 'in-process-run-'))
    files = { dir, output: path.join(dir, 'output'), summary: path.join(dir, 'summary.md') }
  }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  return files
}

/** Runs `work` with the runner's output and summary files and stdout captured; restores the env. */
export async function captureRun(work: () => Promise<void>): Promise<Captured> {
  const { output, summary } = runnerFiles()
  let log = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    log += String(chunk)
    return true
  })
  try {
    await withEnv({ GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary }, work)
  } finally {
    write.mockRestore()
  }
  return {
    outputs: parseOutputFile(readFileSync(output, 'utf8')),
    log,
    summary: readFileSync(summary, 'utf8')
  }
}

/** What synchronous `work` writes to stdout, swallowed. */
export function stdoutOf(work: () => void): string {
  let out = ''
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    out += String(chunk)
    return true
  })
  try {
    work()
  } finally {
    spy.mockRestore()
  }
  return out
}

/** Swallows stdout during the file's tests: for runs whose log no test reads. */
export function silenceStdout(): void {
  beforeAll(() => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterAll(() => {
    jest.restoreAllMocks()
  })
}

/** Sets these environment variables (undefined: removed); returns what puts them back. */
function applyEnv(vars: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(vars).map(name => [name, process.env[name]]))
  const apply = (values: Record<string, string | undefined>): void => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(vars)
  return () => apply(saved)
}

/** Runs `work` with these environment variables set (undefined: removed), then puts them back. */
export async function withEnv<T>(
  vars: Record<string, string | undefined>,
  work: () => Promise<T>
): Promise<T> {
  const restore = applyEnv(vars)
  try {
    return await work()
  } finally {
    restore()
  }
}

/** `withEnv` for synchronous work. */
export function withEnvSync<T>(vars: Record<string, string | undefined>, work: () => T): T {
  const restore = applyEnv(vars)
  try {
    return work()
  } finally {
    restore()
  }
}

export interface ModeRunOptions {
  emulator: Emulator
  /** Default: a `workflow_dispatch` event with an empty payload. */
  event?: WorkflowEvent
  /** The fake GitHub API, when the mode calls GitHub: its requests of this run are returned. */
  github?: FakeGitHub
  /** The clock of the context and of the transport; default a fresh fake clock. */
  clock?: FakeClock
  /** The run's cancellation, as main.ts hands it to the mode; default none. */
  signal?: AbortSignal
  retryPolicy?: RetryPolicy
  timeoutMs?: number
  /** Makes the mode's GitHub clients; default one whose retries wait 1, 4 and 9 ms. */
  newGitHubClient?: NewGitHubClient
}

export interface ModeRun extends Captured {
  /** The message the step fails with; undefined when the run succeeded. */
  failure?: string
  clock: FakeClock
  transport: Transport
  /** Requests the fake GitHub API received during this run. */
  githubRequests: FakeGitHubRequest[]
}

/**
 * Runs the mode of this name as `main.ts` does, with a real context (transport logging to
 * `@actions/core`, client, step summary) against the emulator over loopback, and writes the summary,
 * on failure too. Retries and polls do not wait: the fake clock records the platform's waits, and
 * GitHub's retries wait 1, 4 and 9 ms.
 */
export async function runModeInProcess<Name extends ModeName>(
  name: Name,
  inputs: ModeInputs<Name>,
  options: ModeRunOptions
): Promise<ModeRun> {
  const mode = await loadMode(name)
  const { emulator, github } = options
  const { client, transport, clock } = clientFor(emulator, {
    logger: core,
    ...(options.clock && { clock: options.clock }),
    ...(options.retryPolicy && { retryPolicy: options.retryPolicy }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs })
  })
  const summary = new StepSummary()
  summary.setMode(name)
  const githubBefore = github?.requests.length ?? 0
  let failure: string | undefined
  const captured = await captureRun(async () => {
    try {
      // As main.ts with deployment-id given: the slug costs a request only when a mode asks for it.
      const deployment = await resolveDeployment(emulator.dataset.deploymentId, () =>
        listDeployments(transport)
      )
      await mode.run(inputs, {
        client,
        requestStats: transport.stats,
        summary,
        event: options.event ?? { name: 'workflow_dispatch', payload: {} },
        deployment,
        newGitHubClient: options.newGitHubClient ?? fastGitHubClient,
        clock,
        ...(options.signal && { signal: options.signal })
      })
    } catch (error) {
      failure = errorMessage(error)
    } finally {
      closeRoutes()
    }
    await summary.write(failure)
  })
  return {
    ...captured,
    failure,
    clock,
    transport,
    githubRequests: github?.requests.slice(githubBefore) ?? []
  }
}

/** The emulator, the fake artifact service and a folder for the files of one test file. */
export interface ArtifactRunServers {
  readonly emulator: Emulator
  readonly service: ArtifactService
  readonly work: string
}

/** Starts both and makes the folder before the file's tests; closes and removes them after. */
export function artifactRunServers(
  emulatorOptions: EmulatorOptions,
  serviceOptions: ArtifactServiceOptions,
  folderPrefix: string
): ArtifactRunServers {
  return forTestFile(
    async () => {
      const [emulator, service] = await Promise.all([
        startEmulator(emulatorOptions),
        startArtifactService(serviceOptions)
      ])
      return { emulator, service, work: await mkdtemp(path.join(tmpdir(), folderPrefix)) }
    },
    async ({ emulator, service, work }) => {
      await Promise.all([emulator.close(), service.close()])
      await rm(work, { recursive: true, force: true })
    }
  )
}

/** {@link runModeInProcess} with the artifact service's runner variables set. */
export function runWithArtifactService<Name extends ModeName>(
  { emulator, service }: ArtifactRunServers,
  name: Name,
  inputs: ModeInputs<Name>
): Promise<ModeRun> {
  return withEnv(service.env(), () => runModeInProcess(name, inputs, { emulator }))
}
