/**
 * `mode: code-scanning` at scale for `npm run bench`: 20,000 findings still to fix on a branch (of
 * 25,000 listed over every status) listed, mapped and uploaded by the bundled action, 5,000 kept.
 * Prints the wall time beside the ideal (pages × latency ÷ listings in flight, or the longest chain
 * of pages when that is longer) and the peak memory, which must stay within 200 MB.
 */
import { startEmulator, startFakeGitHub, type FakeGitHub } from '../../emulator/index.js'
import { runAction } from './action-runner.js'

const FINDINGS = Number(process.env.CS_FINDINGS ?? 25_000)
const STATUSES = ['open', 'open', 'reviewing', 'fixing', 'ignored'] as const
const PAGE_SIZE = 100
const CONCURRENCY = 4
export const PEAK_BOUND_BYTES = 200 * 1000 * 1000

export interface CodeScanningFigures {
  label: string
  peakRssBytes: number
}

/** One run; prints its figures and returns its peak (the caller judges it against the bound). */
export async function measureCodeScanning(
  latencyMs: number,
  node: string
): Promise<CodeScanningFigures> {
  const ref = 'refs/heads/main'
  const [emulator, github] = await Promise.all([
    startEmulator({
      latencyMs,
      dataset: {
        findings: 0,
        findingBatches: [
          {
            count: FINDINGS,
            ref,
            repository: 'acme/widgets',
            types: ['sast', 'sca'],
            statuses: [...STATUSES],
            severities: ['critical', 'high', 'medium', 'low', 'medium', 'low']
          }
        ]
      }
    }),
    startFakeGitHub()
  ])
  try {
    const toFix = emulator.dataset.findings.filter(f => f.status !== 'ignored')
    // Pages each (status, type) listing takes: full pages, then a short (maybe empty) one.
    const pages: number[] = []
    for (const status of ['open', 'reviewing', 'fixing']) {
      for (const type of ['sast', 'sca']) {
        const n = toFix.filter(f => f.status === status && f.type === type).length
        pages.push(Math.floor(n / PAGE_SIZE) + 1)
      }
    }
    const totalPages = pages.reduce((a, b) => a + b, 0)
    const idealMs = Math.max((totalPages * latencyMs) / CONCURRENCY, Math.max(...pages) * latencyMs)
    const result = await runAction({
      node,
      eventName: 'push',
      peakAtExit: true,
      github: { ref, token: github.token },
      inputs: {
        mode: 'code-scanning',
        token: emulator.token,
        'deployment-id': emulator.dataset.deploymentId,
        'api-url': emulator.url,
        'wait-for-processing': 'false'
      },
      env: { GITHUB_API_URL: github.url, GITHUB_SHA: 'f'.repeat(40) }
    })
    try {
      if (result.exitCode !== 0) throw new Error(`code-scanning failed:\n${result.stdout}`)
      const listings = emulator.requests.filter(r => r.operation === 'listFindings')
      const first = Math.min(...listings.map(r => r.startedAt))
      const last = Math.max(...listings.map(r => r.startedAt + r.durationMs))
      const upload = uploaded(github)
      const ok = result.peakRssBytes > 0 && result.peakRssBytes <= PEAK_BOUND_BYTES
      console.log()
      console.log(
        `code-scanning: ${fmt(toFix.length)} findings still to fix (of ${fmt(FINDINGS)} on the ` +
          `branch), ${latencyMs} ms latency per request, ${CONCURRENCY} listings in flight`
      )
      console.log(
        `  listed in ${seconds(last - first)} with ${fmt(listings.length)} requests (ideal ` +
          `${seconds(idealMs)}: ${fmt(totalPages)} pages × ${latencyMs} ms ÷ ${CONCURRENCY}, or the ` +
          `longest listing, ${Math.max(...pages)} pages × ${latencyMs} ms); whole step ` +
          `${seconds(result.durationMs)}, Node start-up and the upload included`
      )
      console.log(
        `  uploaded ${result.outputs['result-count']} results of ${result.outputs['rule-count']} ` +
          `rules, ${fmt(upload)} bytes gzipped; peak memory ${megabytes(result.peakRssBytes)} ` +
          `${ok ? '✔' : '✘'} (≤ 200 MB)`
      )
      return {
        label: `code-scanning, ${fmt(toFix.length)} findings still to fix`,
        peakRssBytes: result.peakRssBytes
      }
    } finally {
      await result.cleanup()
    }
  } finally {
    await Promise.all([emulator.close(), github.close()])
  }
}

function uploaded(github: FakeGitHub): number {
  const upload = github.sarifUploads.at(-1)
  if (upload === undefined) throw new Error('code-scanning uploaded nothing')
  return upload.gzippedBytes
}

const fmt = (n: number): string => n.toLocaleString('en-US')
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const megabytes = (bytes: number): string => (bytes > 0 ? `${(bytes / 1e6).toFixed(1)} MB` : 'n/a')
