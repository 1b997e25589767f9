/**
 * The job summary of `mode: code-scanning`, rendered from the run's result model: the verdict
 * first (what was uploaded, of which scan, in which category), then the counts by severity and
 * type, the rules with the most results, and what was skipped and why.
 */
import { code, prose, table, text } from '../../action/markdown.js'
import {
  failedVerdict,
  failureBlock,
  renderSummary,
  warningsBlock,
  type Verdict
} from '../../action/summary.js'
import { formatCount, plural } from '../../action/text.js'
import type { FindingType } from '../../platform/findings.js'
import { scanTime } from '../../platform/scans.js'
import type { MismatchReason } from './listing.js'
import { SEVERITY_ORDER, severityRank, type KeptFinding, type SkipReason } from './sarif.js'

/** What the run did, filled in as it goes. */
export interface CodeScanningRun {
  repository: string
  category: string
  ref?: string
  /** The commit the SARIF describes; `completedAt` when a scan named it (not with `scan-commit: off`). */
  scan?: { commit: string; completedAt?: string }
  mismatched?: Map<MismatchReason, number>
  sarif?: {
    file: string
    kept: KeptFinding[]
    ruleCount: number
    skipped: Map<SkipReason, number>
    cut: number
    cutBy?: 'results' | 'size'
  }
  /** `upload: false`: the file only. */
  uploadSkipped?: boolean
  upload?: {
    id: string
    url: string
    /** `timeout`: still pending when the wait ended; undefined: not waited for. */
    processing?: 'complete' | 'failed' | 'timeout'
  }
  warnings: string[]
}

const TYPE_LABELS: Record<FindingType, string> = {
  sast: 'code',
  sca: 'supply chain',
  ai_sast: 'AI-found code'
}
const TOP_RULES = 10

export function renderCodeScanningSummary(
  run: CodeScanningRun,
  failure?: string,
  cancelled?: boolean
): string {
  const verdict = failure !== undefined ? failed(run, failure, cancelled) : done(run)
  return renderSummary(verdict, [
    failure !== undefined && !cancelled ? failureBlock(failure) : '',
    warningsBlock(run.warnings),
    countsTable(run),
    rulesTable(run),
    skippedList(run)
  ])
}

function failed(run: CodeScanningRun, failure: string, cancelled?: boolean): Verdict {
  if (cancelled) {
    return {
      outcome: 'failed',
      sentence: `**The run was cancelled.** ${run.upload ? 'The SARIF was uploaded before that.' : 'Nothing was uploaded.'}`
    }
  }
  const what = run.upload
    ? 'GitHub could not process the upload.'
    : 'Nothing was uploaded to code scanning.'
  return failedVerdict(what, failure)
}

/** `3 critical, 40 high, 2 medium` (the severities present, most severe first). */
export function bySeverity(kept: readonly { severity: string }[]): string {
  const counts = new Map<string, number>()
  for (const f of kept) {
    const key = severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other'
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...SEVERITY_ORDER, 'other']
    .filter(s => counts.has(s))
    .map(s => `${formatCount(counts.get(s)!)} ${s}`)
    .join(', ')
}

function scanWords(run: CodeScanningRun): string {
  const scan = run.scan!
  const commit = code(scan.commit.slice(0, 7))
  return scan.completedAt !== undefined
    ? `the scan of ${commit} (completed ${text(scanTime(scan.completedAt))})`
    : `commit ${commit} (scan-commit: off)`
}

function done(run: CodeScanningRun): Verdict {
  const sarif = run.sarif!
  const outcome = run.warnings.length > 0 ? 'warning' : 'done'
  const count = sarif.kept.length
  const ref = code(run.ref)
  const category = code(run.category)
  if (run.uploadSkipped) {
    const what = count === 0 ? 'an empty run' : resultsWords(run)
    return {
      outcome,
      sentence: `Wrote ${what} from ${scanWords(run)} to ${code(sarif.file)}; not uploaded (upload: false).`
    }
  }
  if (count === 0) {
    return {
      outcome,
      sentence:
        `No open findings on ${ref} of ${text(run.repository)} at ${scanWords(run)}: uploaded ` +
        `an empty run to code scanning, category ${category}, so that fixed alerts close.`
    }
  }
  return {
    outcome,
    sentence: `Uploaded ${resultsWords(run)} from ${scanWords(run)} to code scanning, category ${category}.`
  }
}

function resultsWords(run: CodeScanningRun): string {
  const sarif = run.sarif!
  return (
    `${plural(sarif.kept.length, 'result')} (${bySeverity(sarif.kept)}) of ` +
    plural(sarif.ruleCount, 'rule')
  )
}

function countsTable(run: CodeScanningRun): string {
  const kept = run.sarif?.kept
  if (!kept || kept.length === 0) return ''
  const types = (['sast', 'sca', 'ai_sast'] as const).filter(t => kept.some(f => f.type === t))
  const severities = [...SEVERITY_ORDER, 'other'].filter(s =>
    kept.some(f => (severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other') === s)
  )
  const rows = severities.map(s => [
    s,
    ...types.map(t =>
      formatCount(
        kept.filter(
          f =>
            f.type === t &&
            (severityRank(f.severity) < SEVERITY_ORDER.length ? f.severity : 'other') === s
        ).length
      )
    )
  ])
  const numeric = types.map((_, i) => i + 1)
  return `### Results by severity and type\n\n${table(['severity', ...types.map(t => TYPE_LABELS[t])], rows, numeric)}`
}

function rulesTable(run: CodeScanningRun): string {
  const kept = run.sarif?.kept
  if (!kept || kept.length === 0) return ''
  const byRule = new Map<string, { count: number; rank: number }>()
  for (const f of kept) {
    const entry = byRule.get(f.ruleName) ?? { count: 0, rank: severityRank(f.severity) }
    entry.count++
    entry.rank = Math.min(entry.rank, severityRank(f.severity))
    byRule.set(f.ruleName, entry)
  }
  const top = [...byRule.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].rank - b[1].rank || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_RULES)
  const rows = top.map(([rule, { count, rank }]) => [
    code(rule.slice(0, 200)),
    SEVERITY_ORDER[rank] ?? 'other',
    formatCount(count)
  ])
  const more =
    byRule.size > top.length ? `\n\n_${plural(byRule.size - top.length, 'more rule')}._` : ''
  return `### Rules with the most results\n\n${table(['rule', 'highest severity', 'results'], rows, [2])}${more}`
}

const SKIP_WORDS: Record<SkipReason | MismatchReason, string> = {
  'no location': 'no location (the platform says such a finding lacks integrity)',
  'path outside the repository': 'an absolute path or one with `..`',
  'another ref': 'listed for another ref than the one asked',
  'another repository': 'listed for another repository than this one',
  'a status not to fix': 'listed with a status not to fix (ignored or fixed)'
}

function skippedList(run: CodeScanningRun): string {
  const lines: string[] = []
  for (const [reason, count] of [
    ...(run.mismatched ?? new Map<MismatchReason, number>()),
    ...(run.sarif?.skipped ?? new Map<SkipReason, number>())
  ] as [SkipReason | MismatchReason, number][]) {
    if (count > 0) lines.push(`- ${plural(count, 'finding')}: ${prose(SKIP_WORDS[reason])}`)
  }
  const sarif = run.sarif
  if (sarif && sarif.cut > 0) {
    const limit =
      sarif.cutBy === 'size'
        ? "GitHub's 10 MB limit on the gzipped file"
        : "GitHub's 5,000 results a run"
    lines.push(
      `- ${plural(sarif.cut, 'finding')}: left out, the least severe, to keep within ${limit}`
    )
  }
  return lines.length > 0 ? `### Not uploaded\n\n${lines.join('\n')}` : ''
}
