/**
 * `mode: dependency-search` for `npm run bench`: 1,093 package lines (the size of the November 2025
 * list) against 2,000 repositories at the bench's latency, about 1 % of the lines matching, each in
 * at most 20 repositories (`scanned-since` off): the requests, the time and the ideal time (requests
 * × latency ÷ concurrency), beside dependency-inventory's. Then the peak memory of 10,000 lines
 * against 100,000 repositories at the same density, without latency.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type PlantedDependency } from '../../emulator/index.js'
import { runAction } from './action-runner.js'

export interface SearchBenchSettings {
  node: string
  latencyMs: number
  concurrency: number
  seed: number
}

/** What the inventory run of the same bench measured, to print beside. */
export interface InventoryFigures {
  requests: number
  listingMs: number
  idealMs: number
}

const TARGETS = { idealRatio: 1.2, peakRssBytes: 200 * 1000 * 1000 }

/**
 * The lines and what to plant: every 100th line (1 %) is a package planted in 1 to 20 of the
 * repositories (spread over them), the others name packages no repository has. The names are not
 * the emulator's generated ones, as a worm's packages are not an organization's usual ones.
 */
function workload(
  lines: number,
  repositories: number
): { text: string; planted: PlantedDependency[] } {
  const text: string[] = []
  const planted: PlantedDependency[] = []
  for (let i = 0; i < lines; i++) {
    const name = i % 100 === 0 ? `@wave/matched-${i}` : `@wave/other-${i}`
    text.push(`npm:${name}@1.0.${i % 7}`)
    if (i % 100 !== 0) continue
    const count = 1 + ((i / 100) % 20)
    for (let k = 0; k < count; k++) {
      planted.push({
        repository: (i * 7919 + k * 104_729) % repositories,
        lockfilePath: 'package-lock.json',
        ecosystem: 'npm',
        name,
        version: `1.0.${i % 7}`,
        transitivity: k % 2 === 0 ? 'DIRECT' : 'TRANSITIVE'
      })
    }
  }
  return { text: `${text.join('\n')}\n`, planted }
}

interface SearchRun {
  wallMs: number
  listingMs?: number
  requests: number
  peakRssBytes: number
  matches: number
  exposed: number
  summaryBytes: number
}

async function runSearch(
  s: SearchBenchSettings,
  lines: number,
  repositories: number,
  latencyMs: number
): Promise<SearchRun & { expectedRequests: number }> {
  const { text, planted } = workload(lines, repositories)
  const emulator = await startEmulator({
    latencyMs,
    dataset: {
      seed: s.seed,
      repositories,
      lockfilesPerRepository: { min: 0, max: 5 },
      findings: 0,
      plantedDependencies: planted
    }
  })
  const folder = await mkdtemp(path.join(tmpdir(), 'search-bench-'))
  try {
    const file = path.join(folder, 'packages.txt')
    await writeFile(file, text)
    const repositoryPages =
      Math.max(1, Math.ceil(emulator.dataset.repositories.length / 100)) +
      Math.max(1, Math.ceil(emulator.dataset.archivedRepositories.length / 100))
    const expectedRequests = repositoryPages + 2 * lines
    emulator.resetRequests()
    const result = await runAction({
      node: s.node,
      timeoutMs: 3_600_000,
      peakAtExit: true,
      inputs: {
        mode: 'dependency-search',
        token: emulator.token,
        'deployment-id': emulator.dataset.deploymentId,
        'api-url': emulator.url,
        'packages-file': file,
        concurrency: String(s.concurrency)
      },
      // The list is a file of the workspace, as a checkout gives it.
      env: { GITHUB_WORKSPACE: folder }
    })
    try {
      if (result.exitCode !== 0) {
        throw new Error(
          `the search failed (exit ${result.exitCode}):\n${result.stdout}\n${result.stderr}`
        )
      }
      const found = JSON.parse(await readFile(result.outputs['search-file']!, 'utf8')) as {
        complete: boolean
      }
      if (!found.complete) throw new Error('the search file says complete: false')
      const done = /^Done: .*; ([\d.]+) s$/m.exec(result.stdout)
      return {
        wallMs: result.durationMs,
        ...(done && { listingMs: Number(done[1]) * 1000 }),
        requests: emulator.stats().requests,
        peakRssBytes: result.peakRssBytes,
        matches: Number(result.outputs['match-count']),
        exposed: Number(result.outputs['exposed-repository-count']),
        summaryBytes: Buffer.byteLength(result.summary),
        expectedRequests
      }
    } finally {
      await result.cleanup()
    }
  } finally {
    await emulator.close()
    await rm(folder, { recursive: true, force: true })
  }
}

/** Both runs, printed with their checks; sets a failing exit code when a target is missed. */
export async function measureSearch(
  s: SearchBenchSettings,
  inventory: InventoryFigures | undefined,
  scale: boolean
): Promise<void> {
  const lines = 1_093
  const repositories = 2_000
  console.log()
  console.log(
    `Dependency search: ${fmt(lines)} package lines against ${fmt(repositories)} repositories, ` +
      `${s.latencyMs} ms latency, concurrency ${s.concurrency}, scanned-since off`
  )
  const run = await runSearch(s, lines, repositories, s.latencyMs)
  const idealMs = (run.requests * s.latencyMs) / s.concurrency
  const listing = run.listingMs ?? run.wallMs
  const ratio = idealMs > 0 ? listing / idealMs : undefined
  console.log(
    `  ${fmt(run.matches)} matches in ${fmt(run.exposed)} repositories; job summary ${fmt(run.summaryBytes)} bytes`
  )
  const rows: [string, string, string, string][] = [
    ['', 'requests', 'time (listing)', 'ideal (requests × latency ÷ concurrency)'],
    [
      'dependency-search',
      `${fmt(run.requests)} (expected ${fmt(run.expectedRequests)})`,
      `${seconds(listing)} (${seconds(run.wallMs)} process)`,
      `${seconds(idealMs)}${ratio === undefined ? '' : `, ${ratio.toFixed(2)}×`}`
    ]
  ]
  if (inventory) {
    rows.push([
      'dependency-inventory',
      fmt(inventory.requests),
      seconds(inventory.listingMs),
      `${seconds(inventory.idealMs)}, ${(inventory.listingMs / inventory.idealMs).toFixed(2)}×`
    ])
  }
  const widths = [0, 1, 2, 3].map(i => Math.max(...rows.map(r => r[i]!.length)))
  for (const row of rows)
    console.log(`  ${row.map((c, i) => c.padEnd(widths[i]!)).join('   ')}`.trimEnd())
  const checks: [string, boolean | undefined][] = [
    [`requests = expected (${fmt(run.requests)})`, run.requests === run.expectedRequests],
    [
      `listing ≤ ${TARGETS.idealRatio}× ideal (${ratio === undefined ? 'no latency' : `${ratio.toFixed(2)}×`})`,
      ratio === undefined ? undefined : ratio <= TARGETS.idealRatio
    ]
  ]
  for (const hostile of await measureHostileSearches(s)) {
    checks.push([
      `${hostile.label}: peak < 256 MiB (${megabytes(hostile.peakRssBytes)})`,
      hostile.peakRssBytes > 0 ? hostile.peakRssBytes < hostile.boundBytes : undefined
    ])
  }
  if (scale) {
    const [big] = await measureSearchAtScale(s)
    checks.push([
      `peak memory at scale ≤ 200 MB (${megabytes(big!.peakRssBytes)})`,
      big!.peakRssBytes > 0 ? big!.peakRssBytes <= TARGETS.peakRssBytes : undefined
    ])
  }
  for (const [label, ok] of checks)
    console.log(`  ${ok === undefined ? '–' : ok ? '✔' : '✘'} ${label}`)
  if (checks.some(([, ok]) => ok === false)) process.exitCode = 1
}

const fmt = (n: number): string => n.toLocaleString('en-US')
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const megabytes = (bytes: number): string => (bytes > 0 ? `${(bytes / 1e6).toFixed(1)} MB` : 'n/a')

/**
 * The search at scale, 10,000 lines against 100,000 repositories with no latency: its peak memory
 * is one of the bounded ones `npm run bench -- --memory-check` (and so `.ci/run`) checks.
 */
export async function measureSearchAtScale(
  s: SearchBenchSettings
): Promise<{ label: string; peakRssBytes: number }[]> {
  const big = await runSearch(s, 10_000, 100_000, 0)
  console.log(
    `  at scale: 10,000 lines against 100,000 repositories: ${fmt(big.requests)} requests, ` +
      `${fmt(big.matches)} matches, ${seconds(big.wallMs)}; peak memory (VmHWM) ${megabytes(big.peakRssBytes)}`
  )
  return [
    {
      label: 'dependency-search, 10,000 lines × 100,000 repositories',
      peakRssBytes: big.peakRssBytes
    }
  ]
}

/** The bound on the peak memory of a search, whatever the platform answers (the contract's). */
export const HOSTILE_PEAK_BOUND_BYTES = 256 * 1024 * 1024

/**
 * Hostile platforms the search must end against with its summary, its file (`complete: false`) and
 * exit 1, in under 256 MiB: the security review's endless pages (480 matching `npm:left-pad` rows a
 * page, each with a 64 KiB `definedAt.path`, about 30 MiB, `hasMore: true` for ever: refused at
 * its first page, over 4 MiB), and 100,000 matches with 1 KiB lockfile paths, for one package and
 * over two (each stopped by the 32 MiB of text the search keeps). A run that does not end so throws.
 */
const HOSTILE_SEARCHES = [
  {
    label: 'endless pages of 480 rows with 64 KiB paths',
    endless: { rows: 480, pathChars: 65_536 },
    packages: 'npm:left-pad'
  },
  {
    label: '100,000 matches with 1 KiB paths, one package',
    endless: { rows: 1000, pathChars: 1024, total: 100_000 },
    packages: 'npm:left-pad'
  },
  {
    label: '100,000 matches with 1 KiB paths, two packages',
    endless: { rows: 1000, pathChars: 1024, total: 50_000 },
    packages: 'npm:left-pad\nnpm:right-pad'
  }
]

export async function measureHostileSearches(
  s: Pick<SearchBenchSettings, 'node'>
): Promise<{ label: string; peakRssBytes: number; boundBytes: number; wallMs: number }[]> {
  const measured = []
  for (const hostile of HOSTILE_SEARCHES) {
    const run = await measureHostileSearch(s, hostile.endless, hostile.packages)
    const label = `dependency-search against ${hostile.label}`
    if (run.exitCode !== 1 || run.complete !== false || !run.summary) {
      throw new Error(
        `${label}: expected exit 1, the file with complete: false and the summary; got exit ` +
          `${run.exitCode}, ${run.complete === undefined ? 'no file' : `complete: ${run.complete}`}, ` +
          `${run.summary ? 'the summary' : 'no summary'}`
      )
    }
    console.log(
      `  ${label}: exit 1, complete: false, ${seconds(run.wallMs)}; peak memory (VmHWM) ` +
        megabytes(run.peakRssBytes)
    )
    measured.push({
      label,
      peakRssBytes: run.peakRssBytes,
      boundBytes: HOSTILE_PEAK_BOUND_BYTES,
      wallMs: run.wallMs
    })
  }
  return measured
}

/** One hostile platform's run through the bundle: how it ended, its time and its peak memory. */
async function measureHostileSearch(
  s: Pick<SearchBenchSettings, 'node'>,
  endless: { rows: number; pathChars: number; total?: number },
  packages: string
): Promise<{
  exitCode: number | null
  complete: boolean | undefined
  summary: boolean
  wallMs: number
  peakRssBytes: number
}> {
  const emulator = await startEmulator({
    dataset: { repositories: 2 },
    endlessDependencies: endless
  })
  try {
    const result = await runAction({
      node: s.node,
      timeoutMs: 600_000,
      peakAtExit: true,
      inputs: {
        mode: 'dependency-search',
        token: emulator.token,
        'deployment-id': emulator.dataset.deploymentId,
        'api-url': emulator.url,
        packages
      }
    })
    try {
      const file = result.outputs['search-file']
      const complete =
        file === undefined
          ? undefined
          : (JSON.parse(await readFile(file, 'utf8')) as { complete: boolean }).complete
      return {
        exitCode: result.exitCode,
        complete,
        summary: result.summary.includes('The search did not finish'),
        wallMs: result.durationMs,
        peakRssBytes: result.peakRssBytes
      }
    } finally {
      await result.cleanup()
    }
  } finally {
    await emulator.close()
  }
}
