/**
 * `npm run startup-time`: how long the bundled action takes from process start to its first request,
 * per mode, on Node 24 (action.yml's runtime), and the excess of that over a bare `node -e 0` (spawn
 * to exit): what the action's own start costs. The target is an excess of at most
 * {@link TARGET_EXCESS_MS} for every mode, with `deployment-id` given and looked up.
 *
 * Spawns dist/index.js against a loopback server that notes when the first request of the mode
 * arrives, in the environment a runner gives a step (output, summary and event files); prints the
 * median and range of several runs. Each mode is measured twice: with `deployment-id` set, and
 * without it, when the action first asks for the deployments list (the server answers it at once,
 * one deployment), so the difference is what that look-up adds. A bare `node -e 0` runs before each
 * run of the action, and each row's excess is over the median of its own bare runs, so that a change
 * in the machine's load while the rows are measured shifts both alike.
 * `RUNS=21` sets the number of runs, `MODES=policies,sbom-export` the modes measured.
 *
 * Two more rows give the floor on this machine (`FLOOR=0` leaves them out): scripts/startup-floor.ts,
 * bundled as dist/ is, sends one GET through undici 8 as the action loads it, alone and after loading
 * `node:crypto` as the action does; what a mode's excess has over the floor is the action's own.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import type { ModeName } from '../src/main.js'
import {
  ACTION_ENTRY,
  NODE24,
  REPO_ROOT,
  inputDefaults,
  inputVariable,
  runnerFiles
} from './lib/action-runner.js'

const RUNS = Number(process.env.RUNS ?? 9)
/** The most the action's own start may add to Node's, for every mode and row. */
const TARGET_EXCESS_MS = 70
/** MODES=policies,sbom-export measures only these. */
const ONLY = process.env.MODES?.split(',')
/** The inputs each mode needs besides `mode`; every mode of the action is measured. */
const MODE_INPUTS: Record<ModeName, Record<string, string>> = {
  policies: {},
  'sbom-export': { 'repository-id': '1', ref: 'refs/tags/v1' },
  'ticket-link': { 'ticket-url': 'https://t.example/T-1', 'finding-ids': '1' },
  'dependency-inventory': {},
  'dependency-search': { packages: 'npm:@ctrl/tinycolor@4.1.1' },
  'code-scanning': { 'finding-ref': 'refs/heads/main', 'github-token': 'g' }
}

const DEPLOYMENTS = '{"deployments":[{"id":1,"name":"Startup","slug":"startup"}]}'

/** One run of `entry` (the action unless said) with these inputs, `env` added to the runner's. */
async function once(
  node: string,
  server: Server,
  port: number,
  inputs: Record<string, string>,
  deploymentId: string,
  { entry = ACTION_ENTRY, env: extra = {} }: { entry?: string; env?: Record<string, string> } = {}
) {
  const temp = await mkdtemp(path.join(tmpdir(), 'startup-'))
  let onRequest: ((...args: Parameters<RequestListener>) => void) | undefined
  // The first request of the mode itself; the deployments look-up before it is answered at once.
  let lookedUp: number | undefined
  const firstRequest = new Promise<number>(resolve => {
    onRequest = (req, res) => {
      if (req.url === '/api/v1/deployments') {
        lookedUp = performance.now()
        res.writeHead(200, { 'content-type': 'application/json' }).end(DEPLOYMENTS)
        return
      }
      resolve(performance.now())
      res.writeHead(404).end()
    }
    server.on('request', onRequest)
  })
  const all = {
    ...inputDefaults(),
    ...inputs,
    token: 't',
    'deployment-id': deploymentId,
    'api-url': `http://127.0.0.1:${port}`
  }
  const env = {
    PATH: process.env.PATH ?? '',
    RUNNER_TEMP: temp,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    // As a runner sets it: ticket-link checks named findings in the run's repository first.
    GITHUB_REPOSITORY: 'startup/action',
    ...(await runnerFiles(temp)),
    ...Object.fromEntries(Object.entries(all).map(([k, v]) => [inputVariable(k), v])),
    ...extra
  }
  const started = performance.now()
  const child = spawn(node, [entry], { env, stdio: 'ignore' })
  const closed = new Promise<void>(resolve => child.on('close', () => resolve()))
  const arrived = await Promise.race([firstRequest, closed.then(() => undefined)])
  child.kill()
  await closed
  if (onRequest) server.off('request', onRequest)
  if (arrived === undefined) {
    await rm(temp, { recursive: true, force: true })
    throw new Error(`mode ${inputs.mode}: the action exited before its first request`)
  }
  await rm(temp, { recursive: true, force: true })
  // The gap from the deployments request to the mode's first: what the look-up costs in the run.
  return { total: arrived - started, lookUp: lookedUp === undefined ? 0 : arrived - lookedUp }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** Spawn to exit of `node -e 0`: what any Node process costs before it runs a line of ours. */
async function bareNode(node: string): Promise<number> {
  const started = performance.now()
  const child = spawn(node, ['-e', '0'], { env: { PATH: process.env.PATH ?? '' }, stdio: 'ignore' })
  await new Promise<void>(resolve => child.on('close', () => resolve()))
  return performance.now() - started
}

/** Node 24: this process's Node when it is 24, else the copy in tools/node24. */
function node24(): string {
  if (process.versions.node.split('.')[0] === '24') return process.execPath
  if (existsSync(NODE24)) return NODE24
  throw new Error('Node 24 is missing: run `node scripts/ensure-node24.mjs`.')
}

/**
 * Bundles scripts/startup-floor.ts as `npm run bundle` bundles src/ (ncc, the cold file, the ASCII
 * reprint) into a folder of its own; returns its entry point.
 */
async function bundleFloor(): Promise<string> {
  const dir = await mkdtemp(path.join(REPO_ROOT, '.startup-floor-'))
  const ncc = path.join(REPO_ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
  const build = ['build', 'scripts/startup-floor.ts', '-o', dir, '--source-map']
  try {
    execFileSync(process.execPath, [ncc, ...build, '--no-source-map-register'], {
      cwd: REPO_ROOT,
      stdio: 'ignore'
    })
    for (const step of ['scripts/cold-chunk.mjs', 'scripts/ascii-bundle.mjs']) {
      execFileSync(process.execPath, [step, dir], { cwd: REPO_ROOT, stdio: 'inherit' })
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return path.join(dir, 'index.js')
}

/**
 * Runs a row RUNS times, each beside a bare Node, prints its median, range and excess over that
 * bare Node's median, and returns the excess.
 */
async function row(
  node: string,
  name: string,
  run: () => Promise<{ total: number; lookUp: number }>,
  showLookUp: boolean
): Promise<number> {
  const times: number[] = []
  const bare: number[] = []
  const lookUps: number[] = []
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareNode(node))
    const { total, lookUp } = await run()
    times.push(total)
    lookUps.push(lookUp)
  }
  times.sort((a, b) => a - b)
  const extra = showLookUp ? `  of which the look-up ${median(lookUps).toFixed(1)} ms` : ''
  const excess = median(times) - median(bare)
  console.log(
    `  ${name.padEnd(30)} ${median(times).toFixed(0)} ms  ` +
      `(${times[0]!.toFixed(0)}–${times[times.length - 1]!.toFixed(0)} ms)  ` +
      `excess ${excess.toFixed(0)} ms (bare ${median(bare).toFixed(0)} ms)${extra}`
  )
  return excess
}

async function main(): Promise<void> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const node = node24()
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
  const floor = process.env.FLOOR === '0' ? undefined : await bundleFloor()
  console.log(
    `Process start → the mode's first request on Node ${version}, ${RUNS} runs each: median ` +
      `(min–max), and the excess over a bare \`node -e 0\` run alongside (its median in brackets). ` +
      `"looked up": deployment-id empty, so the deployments list comes first.`
  )
  try {
    if (floor) {
      for (const [name, crypto] of [
        ['floor: undici 8 alone', '0'],
        ['floor: undici 8 + node:crypto', '1']
      ] as const) {
        const env = { STARTUP_FLOOR_CRYPTO: crypto }
        const run = () => once(node, server, port, { mode: 'floor' }, '1', { entry: floor, env })
        await row(node, name, run, false)
      }
    }
    let worst = { excess: -Infinity, row: '' }
    for (const [mode, modeInputs] of Object.entries(MODE_INPUTS)) {
      if (ONLY && !ONLY.includes(mode)) continue
      const inputs = { mode, ...modeInputs }
      for (const [label, deploymentId] of [
        ['given', '1'],
        ['looked up', '']
      ] as const) {
        const run = () => once(node, server, port, inputs, deploymentId)
        const excess = await row(node, `${mode} ${label}`, run, !deploymentId)
        if (excess > worst.excess) worst = { excess, row: `${mode}, ${label}` }
      }
    }
    if (worst.row) {
      const verdict = worst.excess <= TARGET_EXCESS_MS ? 'within' : 'ABOVE'
      console.log(
        `Largest excess: ${worst.excess.toFixed(0)} ms (${worst.row}), ${verdict} the target of ` +
          `${TARGET_EXCESS_MS} ms for every mode.`
      )
    }
  } finally {
    server.close()
    if (floor) await rm(path.dirname(floor), { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
