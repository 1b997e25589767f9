/**
 * The gate (`fail-on-severity`): the vulnerabilities this SBOM introduces at the threshold or above
 * fail the step, once the SBOM is attached, uploaded and compared, so that the release holds the
 * evidence. Without a base (a first release, no tag, `compare-with: none`) every vulnerability of
 * the SBOM counts as introduced; a base that could not be read fails, as nothing can be told.
 */
import { code, text } from '../../action/markdown.js'
import { formatCount, plural, shortList, truncate } from '../../action/text.js'
import { MAX_ROWS, shortPurl, vulnerabilityTable, type ComparisonOutcome } from './diff-markdown.js'
import type { CompareWith, GateSeverity } from './inputs.js'
import { SEVERITIES, type DiffVulnerability } from './sbom-diff.js'

/** Vulnerabilities named in the error, most severe first. */
export const GATE_NAMED = 20
/** Affected components named per vulnerability in the error. */
const GATE_AFFECTS = 2
/** Characters of an ID or a component in the error. */
const GATE_VALUE = 80

/** What the gate compared with: the base release's tag, or why every vulnerability counted. */
export type GateBasis =
  { kind: 'base'; tag: string } | { kind: 'all'; why: 'first-release' | 'no-tag' | 'compare-none' }

export interface GateOutcome {
  threshold: GateSeverity
  basis: GateBasis
  /** Introduced at or above the threshold, most severe first: the step failed when any. */
  failing: DiffVulnerability[]
  /** Introduced (or, without a base, all) vulnerabilities looked at. */
  considered: number
}

const RANK = new Map<string, number>(SEVERITIES.map((s, i) => [s, i]))

/** Whether a severity is at or above the threshold; info, none and unknown never are. */
export function meetsThreshold(severity: DiffVulnerability['severity'], threshold: GateSeverity) {
  return RANK.get(severity)! <= RANK.get(threshold)!
}

/** The gate's verdict over `introduced` (most severe first, as the diff sorts them). */
export function applyGate(
  introduced: readonly DiffVulnerability[],
  threshold: GateSeverity,
  basis: GateBasis
): GateOutcome {
  return {
    threshold,
    basis,
    failing: introduced.filter(v => meetsThreshold(v.severity, threshold)),
    considered: introduced.length
  }
}

/**
 * What the gate compares with: the base, or why every vulnerability counts; `unreadable` (the
 * comparison's message) when a base was asked for and could not be read.
 */
export function gateBasis(
  compareWith: CompareWith,
  comparison: ComparisonOutcome | undefined
): GateBasis | { unreadable: string } {
  if (compareWith.kind === 'none') return { kind: 'all', why: 'compare-none' }
  switch (comparison?.state) {
    case 'compared':
      return { kind: 'base', tag: comparison.base.tag }
    case 'first-release':
      return { kind: 'all', why: 'first-release' }
    case 'no-tag':
      return { kind: 'all', why: 'no-tag' }
    case 'not-compared':
    case 'skipped':
      return { unreadable: comparison.message }
    case undefined:
      return { unreadable: 'The SBOM was not compared with an earlier release.' }
  }
}

/** `since v1.1.0`, or why every vulnerability counted. */
export function basisWords(basis: GateBasis): string {
  if (basis.kind === 'base') return `since ${basis.tag}`
  switch (basis.why) {
    case 'first-release':
      return 'with no earlier release to compare with, so every vulnerability counts'
    case 'no-tag':
      return 'in a run for no tag (nothing compared), so every vulnerability counts'
    case 'compare-none':
      return 'with compare-with: none, so every vulnerability counts'
  }
}

function plainValue(value: string): string {
  return truncate(value.replace(/`/g, "'"), GATE_VALUE)
}

/** `CVE-1 (critical: lodash@4.17.21, express@4.19.2 and 3 more)`. */
function named(v: DiffVulnerability): string {
  const affects =
    v.affects.length > 0
      ? `: ${shortList(
          v.affects.map(purl => plainValue(shortPurl(purl))),
          GATE_AFFECTS
        )}`
      : ''
  return `${plainValue(v.id)} (${v.severity}${affects})`
}

/** The step's error: what to do first, then the 20 most severe, then how many more. */
export function gateError(outcome: GateOutcome, tag: string | undefined, file?: string): string {
  const { failing, threshold } = outcome
  const listed = failing.slice(0, GATE_NAMED).map(named).join('; ')
  const rest = failing.length - Math.min(failing.length, GATE_NAMED)
  const where = file !== undefined ? 'the job summary and sbom-diff-file' : 'the job summary'
  const more = rest > 0 ? `; and ${formatCount(rest)} more, listed in ${where}` : ''
  const sbom = tag !== undefined ? `The SBOM of ${tag}` : 'The SBOM'
  return (
    `Fix or accept the vulnerabilities at ${threshold} or above before the release goes out, or ` +
    `raise fail-on-severity: the SBOM introduces ${plural(failing.length, 'vulnerability', 'vulnerabilities')} ` +
    `at ${threshold} or above ${basisWords(outcome.basis)}. ${sbom} was still attached, uploaded ` +
    `and compared where asked. Most severe first: ${listed}${more}.`
  )
}

/** The summary's gate section; '' when the gate was not reached. */
export function renderGate(outcome: GateOutcome | undefined): string {
  if (outcome === undefined) return ''
  const { failing, threshold } = outcome
  const heading = `### Gate: ${code(`fail-on-severity: ${threshold}`)}`
  const basis = text(basisWords(outcome.basis))
  if (failing.length === 0) {
    const looked = plural(outcome.considered, 'vulnerability', 'vulnerabilities')
    return `${heading}\n\nPassed: no vulnerability at ${threshold} or above ${basis} (${looked} looked at).`
  }
  const count = plural(failing.length, 'vulnerability', 'vulnerabilities')
  const parts = [
    heading,
    `**Held the release back:** ${count} at ${threshold} or above ${basis}, most severe first:`,
    vulnerabilityTable(failing.slice(0, MAX_ROWS))
  ]
  if (failing.length > MAX_ROWS) {
    parts.push(`…and ${formatCount(failing.length - MAX_ROWS)} more.`)
  }
  return parts.join('\n\n')
}
