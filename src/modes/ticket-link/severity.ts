/**
 * "Order of the summary": findings most severe first (critical, high, medium, low, then any other
 * value the platform gives), then by type and ID, in every table; a table cut at its row limit so
 * keeps the most severe. The verdict counts findings by severity in the same order.
 */
import { formatCount } from '../../action/text.js'
import type { FindingType } from '../../platform/findings.js'

const SEVERITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 }
const TYPE_RANK: Record<FindingType, number> = { sast: 0, sca: 1, ai_sast: 2 }

function severityRank(severity: string | undefined): number {
  return SEVERITY_RANK[(severity ?? '').toLowerCase()] ?? 4
}

/** What the order reads of a finding: its severity and type where known, and its ID (digits). */
export interface Ordered {
  id: string
  severity?: string
  type?: FindingType
}

/** Compares two finding IDs (digits, any length) as numbers. */
function compareIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0
}

export function bySeverity(a: Ordered, b: Ordered): number {
  return (
    severityRank(a.severity) - severityRank(b.severity) ||
    (a.type === undefined ? 3 : TYPE_RANK[a.type]) -
      (b.type === undefined ? 3 : TYPE_RANK[b.type]) ||
    compareIds(a.id, b.id)
  )
}

/** A sorted copy, most severe first. */
export function inSeverityOrder<T extends Ordered>(findings: readonly T[]): T[] {
  return [...findings].sort(bySeverity)
}

/**
 * `3 critical, 12 high, 1 medium` over the findings whose severity is known, most severe first,
 * any other value as `other`; undefined when no severity is known.
 */
export function severityCounts(findings: readonly Ordered[]): string | undefined {
  const counts = new Map<string, number>()
  for (const finding of inSeverityOrder(findings)) {
    if (finding.severity === undefined) continue
    // Any value the platform makes up is "other": the verdict stays one short line.
    const named = finding.severity.toLowerCase()
    const severity = named in SEVERITY_RANK ? named : 'other'
    counts.set(severity, (counts.get(severity) ?? 0) + 1)
  }
  if (counts.size === 0) return undefined
  return [...counts].map(([severity, count]) => `${formatCount(count)} ${severity}`).join(', ')
}
