/**
 * The SBOM comparison at scale, for `npm run bench`: `makeSbom` builds a CycloneDX document of N
 * components; run as a script (`node --import ./scripts/register-ts.mjs sbom-diff-measure.ts base
 * head`), it reads two such files, compares them as the action does (parse, index, diff, the
 * summary section) and prints one JSON line: the time and the peak memory, with the memory the
 * process held before the comparison, so that the comparison's own share can be told apart, and the
 * heap its result holds (run with --expose-gc for that figure).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderChanges } from '../../src/modes/sbom-export/diff-markdown.js'
import { indexText } from '../../src/modes/sbom-export/compare.js'
import { diffSboms } from '../../src/modes/sbom-export/sbom-diff.js'

export interface DiffMeasurement {
  ms: number
  /** Peak resident memory of the process (VmHWM), in bytes. */
  peakRssBytes: number
  /** Resident memory once both files were read, before the comparison. */
  beforeRssBytes: number
  /** Heap the comparison's result holds (both indexes and the diff), after a collection. */
  retainedHeapBytes: number
  added: number
  removed: number
  changed: number
  introduced: number
  resolved: number
}

const SEVERITIES = ['critical', 'high', 'medium', 'low']

/**
 * A CycloneDX 1.7 document of `components` npm packages and a vulnerability for every tenth; `shift`
 * makes a later release of it: 5% of the packages replaced by others, 10% at a new version, and
 * the vulnerabilities of the replaced ones gone, new ones in.
 */
export function makeSbom(components: number, shift: boolean): string {
  const list = []
  const vulnerabilities = []
  for (let i = 0; i < components; i++) {
    const replaced = shift && i % 20 === 0
    const name = replaced ? `next-${i}` : i % 4 === 0 ? `@scope-${i % 97}/pkg-${i}` : `pkg-${i}`
    const version = shift && i % 10 === 1 ? `2.${i % 7}.1` : `2.${i % 7}.0`
    const purl = `pkg:npm/${name.replace('@', '%40')}@${version}`
    // Every hundredth component nests one more, as bundled dependencies are listed.
    const nested =
      i % 100 === 0
        ? [{ type: 'library', name: `${name}-inner`, version, purl: `${purl}-inner` }]
        : []
    list.push({
      type: 'library',
      'bom-ref': purl,
      name,
      version,
      purl,
      licenses: [{ license: { id: 'MIT' } }],
      hashes: [{ alg: 'SHA-256', content: (i * 2654435761).toString(16).padStart(64, '0') }],
      ...(nested.length > 0 && { components: nested })
    })
    if (i % 10 === 0) {
      vulnerabilities.push({
        id: `CVE-2025-${replaced ? 50_000 + i : 10_000 + i}`,
        ratings: [{ severity: SEVERITIES[i % 4], method: 'CVSSv31', score: 5 + (i % 5) }],
        ...(i % 30 === 0 && { analysis: { state: 'in_triage' } }),
        affects: [{ ref: purl }]
      })
    }
  }
  return JSON.stringify({
    bomFormat: 'CycloneDX',
    specVersion: '1.7',
    version: 1,
    metadata: { component: { type: 'application', name: 'web-app', version: '3.1.0' } },
    components: list,
    vulnerabilities
  })
}

function peakRss(): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))
    if (match) return Number(match[1]) * 1024
  } catch {
    // Not Linux: the resource usage below is close enough.
  }
  return process.resourceUsage().maxRSS * 1024
}

function measure(baseFile: string, headFile: string): DiffMeasurement {
  let baseText: string | undefined = readFileSync(baseFile, 'utf8')
  let headText: string | undefined = readFileSync(headFile, 'utf8')
  const textBytes = baseText.length + headText.length
  const collect = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined)
  collect()
  const beforeHeap = process.memoryUsage().heapUsed
  const beforeRssBytes = process.memoryUsage().rss
  const started = performance.now()
  // As the action does: each document indexed as soon as it is parsed, then let go.
  const base = indexText(baseText)
  baseText = undefined
  const head = indexText(headText)
  headText = undefined
  if ('problem' in base || 'problem' in head) throw new Error('not CycloneDX')
  const diff = diffSboms(base.index, head.index)
  const section = renderChanges(
    diff,
    { tag: 'v3.0.0', assetName: 'a.cdx.json', assetUrl: 'https://x/a', releaseUrl: 'https://x' },
    { target: 'summary', file: '/tmp/diff.json' }
  )
  const ms = performance.now() - started
  if (section.length === 0) throw new Error('no section')
  const peakRssBytes = peakRss()
  collect()
  // The two texts (let go above) were part of `beforeHeap`; they count against the result here.
  const retainedHeapBytes = process.memoryUsage().heapUsed - beforeHeap + textBytes
  return {
    ms,
    peakRssBytes,
    retainedHeapBytes: Math.max(0, retainedHeapBytes),
    beforeRssBytes,
    added: diff.components.added.length,
    removed: diff.components.removed.length,
    changed: diff.components.changed.length,
    introduced: diff.vulnerabilities.introduced.length,
    resolved: diff.vulnerabilities.resolved.length
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseFile, headFile] = process.argv.slice(2)
  if (!baseFile || !headFile) throw new Error('usage: sbom-diff-measure.ts BASE HEAD')
  console.log(JSON.stringify(measure(baseFile, headFile)))
}
