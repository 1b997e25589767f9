/**
 * `npm run bench`: the dependency inventory against the emulator, the action (the bundled
 * dist/index.js, spawned as a runner would) against a sequential baseline (a plain script that pages
 * one request at a time) on the same data and per-request latency. Prints wall time, requests, peak
 * requests in flight, peak memory, the speed-up, the ideal time, and whether the targets hold (the
 * exit code is 1 when one does not).
 *
 * Then, unless `--no-scale`, a memory run at scale: 100,000 repositories without latency on Node 24
 * (the runtime action.yml declares), whose peak memory must stay under 200 MB; and the same run a
 * week later compared with the first one's inventory file (`previous-inventory`): the time reading
 * and comparing adds, and its peak memory, under the same bound.
 *
 * Then, unless `--no-hostile`, hostile previous inventories against a small organization: IDs crafted
 * to collide in an unkeyed hash (200,000 small ones, 100,000 beyond 2^53) against as many random
 * ones (the time reading and comparing takes), and 600,000 repositories that have all vanished
 * (peak memory, under the same 200 MB bound); and the project list on 200,000 project IDs that
 * collide in V8's own hash, against as many random ones (at most 4× their time).
 *
 * Then, unless `--no-search`, `mode: dependency-search`: 1,093 package lines against 2,000
 * repositories at the same latency, its requests and time beside the ideal and the inventory's, and
 * (unless `--no-scale`) its peak memory for 10,000 lines against 100,000 repositories.
 *
 * Last, the SBOM comparison of `mode: sbom-export`: two 20,000-component SBOMs compared in a process
 * of their own (time and peak memory), and ticket-link's discovery: the time to list a pull request's
 * 450 findings at the same latency; and `mode: code-scanning`: 20,000 findings still to fix on a
 * branch listed, mapped and uploaded (5,000 kept), its time beside the ideal and its peak memory.
 *
 * `--memory-check` (what `.ci/run` runs) does only the runs whose peak memory is bounded
 * ({@link MEMORY_CASES}: the memory run at scale, the same a week later, and the search of 10,000
 * lines at scale, and code-scanning's 20,000 findings, the lower of two runs, each ≤ 200 MB; and
 * dependency-search against three hostile platforms, each < 256 MiB), prints their figures and
 * exits 1 when one is above its bound.
 *
 * Usage: npm run bench -- [--repositories 2000] [--lockfiles 0-5] [--latency 20] [--page-size 100]
 *        [--concurrency 8] [--seed 1] [--no-baseline] [--no-scale] [--no-hostile] [--no-sbom] [--no-search]
 *        [--node PATH|24] [--memory-check]
 *        (24: the Node 24 of `npm test`)
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { parseArgs } from 'node:util'
import { startEmulator, type Emulator } from '../emulator/index.js'
import { publishedOperation } from '../emulator/openapi/operations.js'
import { NODE24, REPO_ROOT, runAction } from './lib/action-runner.js'
import { pullRequestEvent } from './lib/pull-request-event.js'
import type { DiffMeasurement } from './lib/sbom-diff-measure.js'
import { measureCraftedProjects } from './lib/crafted-projects.js'
import { measureCodeScanning, PEAK_BOUND_BYTES } from './lib/code-scanning-bench.js'
import {
  measureHostileSearches,
  measureSearch,
  measureSearchAtScale,
  type InventoryFigures
} from './lib/search-bench.js'

const USAGE =
  'Usage: npm run bench -- [--repositories N] [--lockfiles MIN-MAX] [--latency MS] [--page-size N] ' +
  '[--concurrency N] [--seed N] [--no-baseline] [--no-scale] [--no-hostile] [--no-sbom] [--no-search] [--node PATH|24] ' +
  '[--memory-check]'

/** The memory run at scale. */
const SCALE = { repositories: 100_000, peakRssBytes: 200 * 1000 * 1000 }

/** Targets of the issue: requests, speed-up, closeness to the ideal time, summary size, memory. */
const TARGETS = {
  speedUp: 6,
  idealRatio: 1.2,
  summaryBytes: 1024 * 1024,
  peakRssBytes: 200 * 1000 * 1000
}

interface Settings {
  repositories: number
  lockfilesMin: number
  lockfilesMax: number
  latencyMs: number
  pageSize: number
  concurrency: number
  seed: number
  baseline: boolean
  scale: boolean
  hostile: boolean
  sbom: boolean
  search: boolean
  node: string
  memoryCheck: boolean
}

function settingsFromArgs(): Settings {
  const { values } = parseArgs({
    options: {
      repositories: { type: 'string', default: '2000' },
      lockfiles: { type: 'string', default: '0-5' },
      latency: { type: 'string', default: '20' },
      'page-size': { type: 'string', default: '100' },
      concurrency: { type: 'string', default: '8' },
      seed: { type: 'string', default: '1' },
      'no-baseline': { type: 'boolean', default: false },
      'no-scale': { type: 'boolean', default: false },
      'no-hostile': { type: 'boolean', default: false },
      'no-sbom': { type: 'boolean', default: false },
      'no-search': { type: 'boolean', default: false },
      node: { type: 'string', default: process.execPath },
      'memory-check': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' }
    },
    strict: true
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const integer = (name: string, text: string, min: number, max: number): number => {
    const n = /^\d+$/.test(text) ? Number(text) : NaN
    if (!(n >= min && n <= max))
      throw new Error(`--${name} must be ${min} to ${max}, got '${text}'`)
    return n
  }
  const range = /^(\d+)(?:-(\d+))?$/.exec(values.lockfiles)
  if (!range) throw new Error(`--lockfiles takes MIN-MAX or N, got '${values.lockfiles}'`)
  const lockfilesMin = Number(range[1])
  const lockfilesMax = Number(range[2] ?? range[1])
  if (lockfilesMax < lockfilesMin) throw new Error('--lockfiles: MAX is below MIN')
  return {
    repositories: integer('repositories', values.repositories, 0, 1_000_000),
    lockfilesMin,
    lockfilesMax,
    latencyMs: integer('latency', values.latency, 0, 10_000),
    pageSize: integer('page-size', values['page-size'], 1, 100),
    concurrency: integer('concurrency', values.concurrency, 1, 32),
    seed: integer('seed', values.seed, 0, 2 ** 31),
    baseline: !values['no-baseline'],
    scale: !values['no-scale'],
    hostile: !values['no-hostile'],
    sbom: !values['no-sbom'],
    search: !values['no-search'],
    node: values.node === '24' ? NODE24 : path.resolve(values.node),
    memoryCheck: values['memory-check']
  }
}

interface Measurement {
  wallMs: number
  /** The listing alone, from the action's own log (its "Done:" line). */
  listingMs?: number
  requests: number
  peakInFlight: number
  peakRssBytes: number
  repositories: number
  lockfiles: number
  summaryBytes?: number
  /** The action's log and outputs. */
  stdout?: string
  outputs?: Record<string, string>
  /** With `keep`: the inventory file, its size, and what removes the run's files. */
  inventoryFile?: string
  inventoryBytes?: number
  cleanup?: () => Promise<void>
}

/** A peak of one run whose memory is bounded, for `--memory-check`'s closing lines. */
interface Peak {
  label: string
  peakRssBytes: number
  /** Its bound, when not the 200 MB of the runs at scale. */
  boundBytes?: number
}

/**
 * What `--memory-check` runs, each case giving the peaks of its runs. A mode with a case of its own
 * (a large input) adds a function here.
 */
const MEMORY_CASES: ((s: Settings) => Promise<Peak[]>)[] = [
  measureAtScale,
  measureSearchAtScale,
  // dependency-search against hostile platforms: under the contract's 256 MiB, whatever the answers.
  measureHostileSearches,
  // code-scanning's peak moves by about ±10 MB between runs of the same code, with how far V8 grows
  // the young generation (docs/performance.md, "Code scanning"): the lower of two runs is judged.
  async s => {
    const runs = [await measureCodeScanning(0, s.node), await measureCodeScanning(0, s.node)]
    return [runs.reduce((a, b) => (b.peakRssBytes < a.peakRssBytes ? b : a))]
  }
]

async function memoryCheck(s: Settings): Promise<void> {
  const peaks: Peak[] = []
  for (const measure of MEMORY_CASES) peaks.push(...(await measure(s)))
  console.log()
  console.log('Memory check: peak resident memory (VmHWM, read at exit)')
  // A peak that could not be read fails as well: the check would otherwise pass on nothing.
  const within = ({ peakRssBytes, boundBytes = SCALE.peakRssBytes }: Peak): boolean =>
    peakRssBytes > 0 && peakRssBytes <= boundBytes
  for (const peak of peaks) {
    const bound = peak.boundBytes ?? SCALE.peakRssBytes
    const shown = bound % (1024 * 1024) === 0 ? `${bound / 1024 / 1024} MiB` : `${bound / 1e6} MB`
    console.log(
      `  ${within(peak) ? '✔' : '✘'} ${peak.label}: ${megabytes(peak.peakRssBytes)} (≤ ${shown})`
    )
  }
  if (!peaks.every(within)) process.exitCode = 1
}

async function main(): Promise<void> {
  const s = settingsFromArgs()
  if (s.memoryCheck) return memoryCheck(s)
  let inventoryFigures: InventoryFigures | undefined
  const emulator = await startEmulator({
    latencyMs: s.latencyMs,
    dataset: {
      seed: s.seed,
      repositories: s.repositories,
      lockfilesPerRepository: { min: s.lockfilesMin, max: s.lockfilesMax }
    }
  })
  try {
    const repositories = emulator.dataset.repositories
    const lockfiles = repositories.reduce((n, r) => n + r.lockfiles.length, 0)
    const pages = (n: number): number => Math.max(1, Math.ceil(n / s.pageSize))
    const repositoryPages = pages(repositories.length)
    const lockfilePages = repositories.reduce((n, r) => n + pages(r.lockfiles.length), 0)
    const minimum = repositoryPages + lockfilePages

    console.log('Dependency inventory benchmark (emulator on loopback)')
    console.log(
      `  data: ${fmt(repositories.length)} repositories, ${s.lockfilesMin}–${s.lockfilesMax} lockfiles each ` +
        `(${fmt(lockfiles)} in all), ${s.latencyMs} ms latency per request, page size ${s.pageSize}, seed ${s.seed}`
    )
    console.log(
      `  minimum requests: ${fmt(minimum)} (${fmt(repositoryPages)} repository pages + ${fmt(lockfilePages)} lockfile pages)`
    )
    console.log(`  node: ${s.node === process.execPath ? `${process.version} (this one)` : s.node}`)
    console.log()

    warmEmulator()
    const action = await measureAction(emulator, s)
    const baseline = s.baseline ? await measureBaseline(emulator, s) : undefined
    for (const [name, m] of [
      ['action', action],
      ['baseline', baseline]
    ] as const) {
      if (m && (m.repositories !== repositories.length || m.lockfiles !== lockfiles)) {
        throw new Error(
          `${name} collected ${m.repositories} repositories and ${m.lockfiles} lockfiles, expected ${repositories.length} and ${lockfiles}`
        )
      }
    }

    const parallelMs = (minimum * s.latencyMs) / s.concurrency
    // Each repository page needs the previous cursor; the last repository's lockfiles come after it.
    const chainMs = (repositoryPages + 1) * s.latencyMs
    const idealMs = Math.max(parallelMs, chainMs)
    const speedUp = baseline ? baseline.wallMs / action.wallMs : undefined
    inventoryFigures = {
      requests: action.requests,
      listingMs: action.listingMs ?? action.wallMs,
      idealMs
    }

    const rows: [string, string, string][] = [
      ['', `action (concurrency ${s.concurrency})`, 'sequential baseline'],
      ['wall time (process)', seconds(action.wallMs), baseline ? seconds(baseline.wallMs) : '—'],
      ['  of which listing', action.listingMs === undefined ? '?' : seconds(action.listingMs), ''],
      ['requests', fmt(action.requests), baseline ? fmt(baseline.requests) : '—'],
      [
        'peak requests in flight',
        fmt(action.peakInFlight),
        baseline ? fmt(baseline.peakInFlight) : '—'
      ],
      [
        'peak memory (VmHWM)',
        megabytes(action.peakRssBytes),
        baseline ? megabytes(baseline.peakRssBytes) : '—'
      ],
      ['job summary', `${fmt(action.summaryBytes ?? 0)} bytes`, ''],
      ['speed-up', speedUp === undefined ? '—' : `${speedUp.toFixed(1)}×`, baseline ? '1.0×' : '—']
    ]
    const widths = [0, 1, 2].map(i => Math.max(...rows.map(r => r[i]!.length)))
    for (const row of rows) {
      console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('   ')}`.trimEnd())
    }
    console.log()
    const dominant =
      parallelMs >= chainMs
        ? `requests × latency ÷ ${s.concurrency} = ${fmt(minimum)} × ${s.latencyMs} ms ÷ ${s.concurrency} ` +
          `(the repository-page chain, ${fmt(repositoryPages + 1)} × ${s.latencyMs} ms = ${seconds(chainMs)}, is shorter)`
        : `the repository-page chain, ${fmt(repositoryPages + 1)} × ${s.latencyMs} ms (longer than ` +
          `${fmt(minimum)} requests × ${s.latencyMs} ms ÷ ${s.concurrency} = ${seconds(parallelMs)})`
    console.log(`  ideal time for ${s.concurrency} in flight: ${seconds(idealMs)} = ${dominant}`)
    const ratio = idealMs > 0 ? action.wallMs / idealMs : undefined
    if (ratio !== undefined) {
      console.log(
        `  action ÷ ideal: ${ratio.toFixed(2)}× (process wall time, Node start-up included)` +
          (action.listingMs === undefined
            ? ''
            : `; listing alone ${(action.listingMs / idealMs).toFixed(2)}×`)
      )
    }
    if (baseline && baseline.requests > 0) {
      // The baseline sends one request at a time, so its time per request is the latency as
      // measured (the emulator's timer, loopback HTTP, parsing), not only the latency asked for.
      const perRequestMs = baseline.wallMs / baseline.requests
      const measuredIdealMs = Math.max(
        (minimum * perRequestMs) / s.concurrency,
        (repositoryPages + 1) * perRequestMs
      )
      console.log(
        `  with the baseline's measured ${perRequestMs.toFixed(1)} ms per request instead, the ideal is ` +
          `${seconds(measuredIdealMs)} and the action takes ${(action.wallMs / measuredIdealMs).toFixed(2)}× that`
      )
    }
    console.log()

    const checks: [string, boolean | undefined][] = [
      [
        `requests = minimum (${fmt(action.requests)} = ${fmt(minimum)})`,
        action.requests === minimum
      ],
      [
        `speed-up ≥ ${TARGETS.speedUp}× (${speedUp === undefined ? 'no baseline run' : `${speedUp.toFixed(1)}×`})`,
        speedUp === undefined ? undefined : speedUp >= TARGETS.speedUp
      ],
      [
        `wall time ≤ ${TARGETS.idealRatio}× ideal (${ratio === undefined ? 'no latency' : `${ratio.toFixed(2)}×`})`,
        ratio === undefined ? undefined : ratio <= TARGETS.idealRatio
      ],
      [
        `job summary ≤ 1 MiB (${fmt(action.summaryBytes ?? 0)} bytes)`,
        (action.summaryBytes ?? 0) <= TARGETS.summaryBytes
      ],
      [
        `peak memory of the action ≤ 200 MB (${megabytes(action.peakRssBytes)})`,
        action.peakRssBytes > 0 ? action.peakRssBytes <= TARGETS.peakRssBytes : undefined
      ]
    ]
    console.log(
      'Targets (set for 2,000 repositories, 0–5 lockfiles, 20 ms latency, default inputs; summary and memory for 20,000 repositories)'
    )
    for (const [label, ok] of checks) {
      console.log(`  ${ok === undefined ? '–' : ok ? '✔' : '✘'} ${label}`)
    }
    if (checks.some(([, ok]) => ok === false)) process.exitCode = 1
  } finally {
    await emulator.close()
  }
  if (s.scale && !(s.repositories >= SCALE.repositories && s.latencyMs === 0)) {
    await measureAtScale(s)
  }
  if (s.search) await measureSearch(s, inventoryFigures, s.scale)
  if (s.hostile) {
    await measureHostilePrevious(s)
    await measureCraftedProjects()
  }
  if (s.sbom) await measureSbomDiff(s)
  await measureDiscovery(s)
  const scanning = await measureCodeScanning(s.latencyMs, s.node)
  if (!(scanning.peakRssBytes > 0 && scanning.peakRssBytes <= PEAK_BOUND_BYTES))
    process.exitCode = 1
}

/** How the IDs of a hostile previous inventory are made. */
type IdKind = 'random' | 'colliding small' | 'crafted large'

/** The `i`-th ID of a kind; random ones from a fixed-seed generator, so runs compare. */
function idOf(kind: IdKind, i: number, random: () => number): bigint {
  if (kind === 'colliding small') return BigInt(i + 1) << 20n // one slot of a fixed multiplier
  if (kind === 'crafted large') {
    // low = high × the fixed multiplier: both halves cancel in an unkeyed hash of the two
    const high = 2 ** 21 + i
    return (BigInt(high) << 32n) | BigInt(Math.imul(high, 0x85ebca6b) >>> 0)
  }
  return (BigInt(Math.floor(random() * 2 ** 21)) << 32n) | BigInt(Math.floor(random() * 2 ** 32))
}

/** Writes a previous inventory of `count` repositories none of which is listed now. */
async function writePreviousInventory(
  file: string,
  deploymentId: string,
  count: number,
  kind: IdKind
): Promise<number> {
  let state = 0x2545f491
  const random = (): number => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  const { createWriteStream } = await import('node:fs')
  const out = createWriteStream(file)
  let bytes = 0
  const put = async (text: string): Promise<void> => {
    bytes += Buffer.byteLength(text)
    if (!out.write(text)) await new Promise<void>(resolve => out.once('drain', () => resolve()))
  }
  await put(`{\n  "deploymentId": "${deploymentId}",\n  "complete": true,\n  "repositories": [`)
  for (let i = 0; i < count; i++) {
    const id = idOf(kind, i, random)
    await put(
      `${i === 0 ? '' : ','}\n    {"id": ${id}, "name": "acme/gone-${i}", "numDependencies": 3, ` +
        `"lockfiles": [{"lockfilePath": "svc-${i}/package-lock.json", "numDependencies": 3}]}`
    )
  }
  await put('\n  ]\n}\n')
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve()))
  )
  return bytes
}

/**
 * Previous inventories an attacker could shape (an earlier run's artifact): IDs crafted to collide
 * in an unkeyed hash table, against random ones of the same count, and 600,000 repositories that
 * have all vanished. A small organization is listed now, so the previous inventory is what costs.
 */
async function measureHostilePrevious(s: Settings): Promise<void> {
  const node = existsSync(NODE24) ? NODE24 : s.node
  console.log()
  console.log(
    `Hostile previous inventories (all repositories vanished), 200 listed now, on ${node === NODE24 ? 'Node 24' : node}`
  )
  const emulator = await startEmulator({
    latencyMs: 0,
    dataset: { seed: s.seed, repositories: 200, lockfilesPerRepository: { min: 0, max: 2 } }
  })
  const folder = await mkdtemp(path.join(tmpdir(), 'inventory-hostile-bench-'))
  try {
    const cases: [number, IdKind][] = [
      [200_000, 'random'],
      [200_000, 'colliding small'],
      [100_000, 'random'],
      [100_000, 'crafted large'],
      [600_000, 'random']
    ]
    for (const [count, kind] of cases) {
      const file = path.join(folder, `previous-${count}-${kind.replace(' ', '-')}.json`)
      const bytes = await writePreviousInventory(file, emulator.dataset.deploymentId, count, kind)
      const m = await measureAction(
        emulator,
        { ...s, node, latencyMs: 0 },
        { 'previous-inventory': file }
      )
      await rm(file, { force: true })
      const read = /read in ([\d.]+) s\.$/m.exec(m.stdout ?? '')?.[1]
      const compared = /^Compared with the previous inventory in ([\d.]+) s\.$/m.exec(
        m.stdout ?? ''
      )?.[1]
      console.log(
        `  ${fmt(count)} ${kind} IDs (${megabytes(bytes)}): read in ${read ?? '?'} s, compared in ` +
          `${compared ?? '?'} s, ${m.outputs?.['repositories-removed']} removed; peak memory (VmHWM) ` +
          `${megabytes(m.peakRssBytes)}; ${seconds(m.wallMs)} in all`
      )
      if (count === 600_000) {
        const ok = m.peakRssBytes > 0 ? m.peakRssBytes <= SCALE.peakRssBytes : undefined
        console.log(
          `  ${ok === undefined ? '–' : ok ? '✔' : '✘'} peak memory with ${fmt(count)} vanished ` +
            `repositories ≤ ${SCALE.peakRssBytes / 1e6} MB (${megabytes(m.peakRssBytes)})`
        )
        if (ok === false) process.exitCode = 1
      }
    }
  } finally {
    await emulator.close()
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * ticket-link's discovery: a pull request's 450 findings (300 code, 150 supply chain) listed at
 * the configured latency, one request per type at the largest page size, then one link request.
 */
async function measureDiscovery(s: Settings): Promise<void> {
  const ref = 'refs/pull/7/merge'
  const emulator = await startEmulator({
    latencyMs: s.latencyMs,
    dataset: {
      seed: s.seed,
      findings: 0,
      findingBatches: [
        { count: 300, ref, repository: 'acme/widgets', types: ['sast'] },
        { count: 150, ref, repository: 'acme/widgets', types: ['sca'] }
      ]
    }
  })
  try {
    const result = await runAction({
      node: s.node,
      eventName: 'pull_request',
      event: pullRequestEvent({
        number: 7,
        title: 'PROJ-7: harden checkout',
        body: '',
        headRef: 'harden'
      }),
      github: { ref },
      inputs: {
        mode: 'ticket-link',
        token: emulator.token,
        'deployment-id': emulator.dataset.deploymentId,
        'api-url': emulator.url,
        'ticket-base-url': 'https://acme.atlassian.net/browse/',
        'github-token': ''
      }
    })
    try {
      if (result.exitCode !== 0) throw new Error(`ticket-link failed:\n${result.stdout}`)
      const listings = emulator.requests.filter(r => r.operation === 'listFindings')
      const first = Math.min(...listings.map(r => r.startedAt))
      const last = Math.max(...listings.map(r => r.startedAt + r.durationMs))
      const links = emulator.requests.filter(r => r.operation === 'linkTicket')
      const linked = links.reduce(
        (n, r) => n + (JSON.parse(r.rawBody) as { issue_ids: string[] }).issue_ids.length,
        0
      )
      console.log()
      console.log(
        `ticket-link discovery: a pull request's 450 findings (300 code, 150 supply chain), ` +
          `${s.latencyMs} ms latency per request`
      )
      console.log(
        `  listed in ${seconds(last - first)} with ${fmt(listings.length)} requests ` +
          `(ideal ${fmt(listings.length)} × ${s.latencyMs} ms = ${seconds(listings.length * s.latencyMs)}); ` +
          `${fmt(linked)} linked in ${fmt(links.length)} request; whole step ${seconds(result.durationMs)}`
      )
    } finally {
      await result.cleanup()
    }
  } finally {
    await emulator.close()
  }
}

/** Two 20,000-component SBOMs compared as sbom-export compares them, in a fresh process. */
async function measureSbomDiff(s: Settings): Promise<void> {
  const components = 20_000
  const node = existsSync(NODE24) ? NODE24 : s.node
  const { makeSbom } = await import('./lib/sbom-diff-measure.js')
  const folder = await mkdtemp(path.join(tmpdir(), 'sbom-diff-bench-'))
  try {
    const base = path.join(folder, 'base.cdx.json')
    const head = path.join(folder, 'head.cdx.json')
    await writeFile(base, makeSbom(components, false))
    await writeFile(head, makeSbom(components, true))
    const script = path.join(REPO_ROOT, 'scripts/lib/sbom-diff-measure.ts')
    const output = await new Promise<string>((resolve, reject) => {
      const args = ['--expose-gc', '--import', './scripts/register-ts.mjs', script, base, head]
      const child = spawn(node, args, {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'inherit']
      })
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
      child.on('error', reject)
      child.on('close', code =>
        code === 0 ? resolve(out) : reject(new Error(`the comparison exited with ${code}`))
      )
    })
    const m = JSON.parse(output.trim().split('\n').at(-1)!) as DiffMeasurement
    console.log()
    console.log(
      `SBOM comparison (sbom-export): two ${fmt(components)}-component SBOMs ` +
        `(${megabytes((await stat(base)).size)} and ${megabytes((await stat(head)).size)}) on ` +
        `${node === NODE24 ? 'Node 24' : node}`
    )
    console.log(
      `  ${seconds(m.ms)} to parse, index, compare and render; peak memory (VmHWM) ` +
        `${megabytes(m.peakRssBytes)}, of which ${megabytes(m.peakRssBytes - m.beforeRssBytes)} ` +
        `above the process with both files read; the result (both indexes and the diff) ` +
        `holds ${megabytes(m.retainedHeapBytes)} of heap`
    )
    console.log(
      `  found ${fmt(m.added)} added, ${fmt(m.removed)} removed, ${fmt(m.changed)} changed; ` +
        `${fmt(m.introduced)} vulnerabilities introduced, ${fmt(m.resolved)} resolved`
    )
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Peak memory of the action for {@link SCALE} repositories, no latency, on Node 24 where present. */
async function measureAtScale(s: Settings): Promise<Peak[]> {
  const node = existsSync(NODE24) ? NODE24 : s.node
  console.log()
  console.log(
    `Memory at scale: ${fmt(SCALE.repositories)} repositories, ${s.lockfilesMin}–${s.lockfilesMax} ` +
      `lockfiles each, no latency, on ${node === NODE24 ? 'Node 24' : node}`
  )
  const emulator = await startEmulator({
    latencyMs: 0,
    dataset: {
      seed: s.seed,
      repositories: SCALE.repositories,
      lockfilesPerRepository: { min: s.lockfilesMin, max: s.lockfilesMax }
    }
  })
  try {
    const m = await measureAction(emulator, { ...s, node, latencyMs: 0 }, {}, true)
    const ok = m.peakRssBytes > 0 ? m.peakRssBytes <= SCALE.peakRssBytes : undefined
    console.log(
      `  peak memory (VmHWM): ${megabytes(m.peakRssBytes)} for ${fmt(m.repositories)} repositories ` +
        `and ${fmt(m.lockfiles)} lockfiles in ${seconds(m.wallMs)}`
    )
    console.log(
      `  ${ok === undefined ? '–' : ok ? '✔' : '✘'} peak memory at ${fmt(SCALE.repositories)} ` +
        `repositories ≤ ${SCALE.peakRssBytes / 1e6} MB (${megabytes(m.peakRssBytes)})`
    )
    if (ok === false) process.exitCode = 1
    const label = `${fmt(SCALE.repositories)} repositories`
    const later = await measureWithPrevious(emulator, { ...s, node }, m)
    return [{ label, peakRssBytes: m.peakRssBytes }, later]
  } finally {
    await emulator.close()
  }
}

/**
 * The same run again a week later (1 % of the repositories gone, as many new), compared with the
 * first run's inventory file (`previous-inventory`): the time reading the previous file and comparing
 * adds, from the action's own log, and peak memory.
 */
async function measureWithPrevious(
  emulator: Emulator,
  s: Settings,
  first: Measurement
): Promise<Peak> {
  const previousFile = first.inventoryFile!
  const repositories = emulator.dataset.repositories
  const churn = Math.floor(repositories.length / 100)
  const lastId = repositories.at(-1)?.id ?? 0n
  const gone = repositories.slice(0, churn)
  emulator.changeDataset(dataset => {
    dataset.repositories.splice(0, churn)
    for (const [i, repository] of gone.entries()) {
      dataset.repositories.push({ ...repository, id: lastId + 1_000_000n + BigInt(i) })
    }
  })
  try {
    const m = await measureAction(emulator, s, { 'previous-inventory': previousFile })
    const read = /read in ([\d.]+) s\.$/m.exec(m.stdout ?? '')?.[1]
    const compared = /^Compared with the previous inventory in ([\d.]+) s\.$/m.exec(
      m.stdout ?? ''
    )?.[1]
    const ok = m.peakRssBytes > 0 ? m.peakRssBytes <= SCALE.peakRssBytes : undefined
    console.log(
      `  with previous-inventory (${fmt(first.repositories)} repositories, ${megabytes(first.inventoryBytes ?? 0)} file): ` +
        `${m.outputs?.['repositories-added']} added, ${m.outputs?.['repositories-removed']} removed; reading it ` +
        `took ${read ?? '?'} s, comparing ${compared ?? '?'} s; peak memory (VmHWM) ${megabytes(m.peakRssBytes)} in ` +
        `${seconds(m.wallMs)}`
    )
    console.log(
      `  ${ok === undefined ? '–' : ok ? '✔' : '✘'} peak memory with the previous inventory ≤ ` +
        `${SCALE.peakRssBytes / 1e6} MB (${megabytes(m.peakRssBytes)})`
    )
    if (ok === false) process.exitCode = 1
    const label = `${fmt(repositories.length)} repositories with a previous inventory of ${fmt(first.repositories)}`
    return { label, peakRssBytes: m.peakRssBytes }
  } finally {
    await first.cleanup?.()
  }
}

/**
 * The emulator compiles an operation's request and answer checks (ajv) on its first request: about
 * 0.1 s that no server adds, which the baseline, run second, never paid. Compiled before the clock.
 */
function warmEmulator(): void {
  for (const id of [
    'SupplyChainService_ListRepositoriesForDependencies',
    'SupplyChainService_ListLockfilesForDependencies'
  ]) {
    const operation = publishedOperation(id)
    void operation.request
    operation.response(200)
  }
}

async function measureAction(
  emulator: Emulator,
  s: Settings,
  extraInputs: Record<string, string> = {},
  keep = false
): Promise<Measurement> {
  emulator.resetRequests()
  const result = await runAction({
    node: s.node,
    timeoutMs: 3_600_000,
    peakAtExit: true,
    inputs: {
      mode: 'dependency-inventory',
      token: emulator.token,
      'deployment-id': emulator.dataset.deploymentId,
      'api-url': emulator.url,
      'page-size': String(s.pageSize),
      concurrency: String(s.concurrency),
      ...extraInputs
    }
  })
  try {
    if (result.exitCode !== 0) {
      throw new Error(
        `the action failed (exit ${result.exitCode}):\n${result.stdout}\n${result.stderr}`
      )
    }
    const text = await readFile(result.outputs['inventory-file']!, 'utf8')
    const inventory = JSON.parse(text) as {
      complete: boolean
      totals: { repositories: number; lockfiles: number }
    }
    if (!inventory.complete) throw new Error('the inventory file says complete: false')
    const done = /^Done: .*; ([\d.]+) s$/m.exec(result.stdout)
    const stats = emulator.stats()
    return {
      wallMs: result.durationMs,
      listingMs: done ? Number(done[1]) * 1000 : undefined,
      requests: stats.requests,
      peakInFlight: stats.peakInFlight,
      peakRssBytes: result.peakRssBytes,
      repositories: inventory.totals.repositories,
      lockfiles: inventory.totals.lockfiles,
      summaryBytes: Buffer.byteLength(result.summary),
      stdout: result.stdout,
      outputs: result.outputs,
      ...(keep && {
        inventoryFile: result.outputs['inventory-file']!,
        inventoryBytes: Buffer.byteLength(text),
        cleanup: () => result.cleanup()
      })
    }
  } finally {
    if (!keep) await result.cleanup()
  }
}

/** Runs scripts/lib/sequential-inventory.mjs in its own process, sampling its peak memory. */
async function measureBaseline(emulator: Emulator, s: Settings): Promise<Measurement> {
  emulator.resetRequests()
  const started = Date.now()
  const child = spawn(s.node, [path.join(REPO_ROOT, 'scripts/lib/sequential-inventory.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      API_URL: emulator.url,
      TOKEN: emulator.token,
      DEPLOYMENT_ID: emulator.dataset.deploymentId,
      PAGE_SIZE: String(s.pageSize)
    }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => (stderr += chunk))
  let peakRssBytes = 0
  const sampler = setInterval(() => {
    try {
      const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]
      if (kb) peakRssBytes = Math.max(peakRssBytes, Number(kb) * 1024)
    } catch {
      // not Linux, or the process has just exited
    }
  }, 20)
  const exitCode = await new Promise<number>(resolve =>
    child.on('close', code => resolve(code ?? 1))
  )
  clearInterval(sampler)
  const wallMs = Date.now() - started
  if (exitCode !== 0) throw new Error(`the baseline failed (exit ${exitCode}): ${stderr}`)
  const result = JSON.parse(stdout) as { repositories: number; lockfiles: number }
  const stats = emulator.stats()
  return {
    wallMs,
    requests: stats.requests,
    peakInFlight: stats.peakInFlight,
    peakRssBytes,
    repositories: result.repositories,
    lockfiles: result.lockfiles
  }
}

function fmt(n: number): string {
  return n.toLocaleString('en-US')
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

function megabytes(bytes: number): string {
  return bytes > 0 ? `${(bytes / 1e6).toFixed(1)} MB` : 'n/a'
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
