/**
 * `npm run startup-time`: how long the bundled action takes from process start to its first request,
 * per mode, on Node 24 (action.yml's runtime), and how much of that is the action's own. Each row
 * (a mode, with `deployment-id` given and looked up) runs, interleaved, a bare `node -e 0`, the
 * floor and the action, RUNS times each. The floor (scripts/startup-floor.ts, bundled as dist/ is)
 * sends one GET through undici 8 as the action loads it, after loading `node:crypto` as the action
 * does, with none of the action's code: what any action on this stack pays. The verdict is on the
 * action's own share, its median over the floor's in the same row: at most
 * {@link TARGET_OWN_MS} for every row.
 *
 * Spawns dist/index.js against a loopback server that notes when the first request of the mode
 * arrives, in the environment a runner gives a step (output, summary and event files). Looked up:
 * `deployment-id` is empty, so the action first asks for the deployments list (answered at once).
 * `RUNS=21` sets the number of runs, `MODES=policies,sbom-export` the modes measured, and
 * `COMPARE=before=/tmp/old/dist/index.js` (comma-separated) adds other bundles of the action to
 * every row, interleaved with the rest, each shown as its median and its difference to dist/'s.
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
/** The most the action's own code may add to the floor's start, for every mode and row. */
const TARGET_OWN_MS = 35
/** MODES=policies,sbom-export measures only these. */
const ONLY = process.env.MODES?.split(',')
/** COMPARE=name=path,…: other bundles of the action, measured in every row beside dist/'s. */
const COMPARE = (process.env.COMPARE ?? '')
  .split(',')
  .filter(Boolean)
  .map(each => {
    const at = each.indexOf('=')
    return { name: each.slice(0, at), entry: path.resolve(each.slice(at + 1)) }
  })
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
 * Bundles scripts/startup-floor.ts as `npm run bundle` bundles src/ (ncc, then the cold file) into a
 * folder of its own; returns its entry point.
 */
async function bundleFloor(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'startup-floor-'))
  const ncc = path.join(REPO_ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
  const build = ['build', 'scripts/startup-floor.ts', '-o', dir, '--source-map']
  try {
    execFileSync(process.execPath, [ncc, ...build, '--no-source-map-register'], {
      cwd: REPO_ROOT,
      stdio: 'ignore'
    })
    execFileSync(process.execPath, ['scripts/cold-chunk.mjs', dir], {
      cwd: REPO_ROOT,
      stdio: 'inherit'
    })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return path.join(dir, 'index.js')
}

type Run = () => Promise<{ total: number; lookUp: number }>
const ms = (value: number) => `${value.toFixed(0)} ms`

/**
 * Runs a row RUNS times: each time a bare Node, the floor, the action and the compared bundles, in
 * an order that rotates, so that a change in the machine's load shifts them alike. Prints the
 * medians and returns the action's own share (its median over the floor's).
 */
async function row(node: string, name: string, floor: Run, action: Run, compared: Run[]) {
  const runs = [floor, action, ...compared]
  const times = runs.map(() => [] as number[])
  const bare: number[] = []
  const lookUps: number[] = []
  for (let i = 0; i < RUNS; i++) {
    bare.push(await bareNode(node))
    for (let k = 0; k < runs.length; k++) {
      const which = (i + k) % runs.length
      const { total, lookUp } = await runs[which]!()
      times[which]!.push(total)
      if (which === 1) lookUps.push(lookUp)
    }
  }
  const [floorMs, actionMs, ...others] = times.map(median) as [number, number, ...number[]]
  const own = actionMs - floorMs
  const sorted = [...times[1]!].sort((a, b) => a - b)
  const lookUp = lookUps.some(value => value > 0)
    ? `, look-up ${median(lookUps).toFixed(1)} ms`
    : ''
  const compare = others.map((value, k) => {
    const difference = actionMs - value
    return `  ${COMPARE[k]!.name} ${ms(value)} (own ${ms(value - floorMs)}, dist/ ${difference >= 0 ? '+' : ''}${ms(difference)})`
  })
  console.log(
    `  ${name.padEnd(30)} own ${ms(own).padStart(6)}  action ${ms(actionMs)} ` +
      `(${ms(sorted[0]!)}–${ms(sorted.at(-1)!)})  floor ${ms(floorMs)}  bare ${ms(median(bare))}` +
      `${lookUp}${compare.join('')}`
  )
  return own
}

async function main(): Promise<void> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const node = node24()
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
  const floorEntry = await bundleFloor()
  const floorEnv = { STARTUP_FLOOR_CRYPTO: '1' }
  const floor: Run = () =>
    once(node, server, port, { mode: 'floor' }, '1', { entry: floorEntry, env: floorEnv })
  console.log(
    `Process start → the mode's first request on Node ${version}, medians of ${RUNS} interleaved ` +
      `runs: the action's own share (action − floor), the action (min–max), the floor (undici 8 ` +
      `and node:crypto, one GET) and a bare \`node -e 0\`. "looked up": deployment-id empty, so ` +
      `the deployments list comes first.`
  )
  try {
    let worst = { own: -Infinity, row: '' }
    for (const [mode, modeInputs] of Object.entries(MODE_INPUTS)) {
      if (ONLY && !ONLY.includes(mode)) continue
      const inputs = { mode, ...modeInputs }
      for (const [label, deploymentId] of [
        ['given', '1'],
        ['looked up', '']
      ] as const) {
        const action: Run = () => once(node, server, port, inputs, deploymentId)
        const compared = COMPARE.map(
          ({ entry }): Run =>
            () =>
              once(node, server, port, inputs, deploymentId, { entry })
        )
        const own = await row(node, `${mode} ${label}`, floor, action, compared)
        if (own > worst.own) worst = { own, row: `${mode}, ${label}` }
      }
    }
    if (worst.row) {
      const verdict = worst.own <= TARGET_OWN_MS ? 'within' : 'ABOVE'
      console.log(
        `Largest own share: ${worst.own.toFixed(1)} ms (${worst.row}), ${verdict} the target of ` +
          `${ms(TARGET_OWN_MS)} over the floor for every row.`
      )
    }
  } finally {
    server.close()
    await rm(path.dirname(floorEntry), { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
