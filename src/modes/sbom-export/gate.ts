/**
 * The gate (`fail-on-severity`): the vulnerabilities this SBOM introduces at the threshold or above
 * fail the step, once the SBOM is attached, uploaded and compared, so that the release holds the
 * evidence. Without a base (a first release, no tag, `compare-with: none`) every vulnerability of
 * the SBOM counts as introduced; a base that could not be read fails, as nothing can be told.
 *
 * The gate trusts the SBOM's own analysis (the platform's reachability): a vulnerability analysed as
 * not affecting the software, and one named in `allow-vulnerabilities`, is listed but not counted.
 */
import { code, text } from '../../action/markdown.js'
import { formatCount, oneLine, plural, shortList, truncate } from '../../action/text.js'
import { MAX_ROWS, shortPurl, vulnerabilityTable, type ComparisonOutcome } from './diff-markdown.js'
import type { AllowedVulnerability, CompareWith, GateSeverity } from './inputs.js'
import {
  bySeverity,
  SEVERITIES,
  type DiffVulnerability,
  type SbomIndex,
  type StateGroup
} from './sbom-diff.js'

/** Vulnerabilities named in the error, most severe first. */
export const GATE_NAMED = 20
/** Affected components named per vulnerability in the error. */
const GATE_AFFECTS = 2
/** Characters of an ID or a component in the error. */
const GATE_VALUE = 80

/** What the gate compared with: the base release's tag, or why every vulnerability counted. */
export type GateBasis =
  { kind: 'base'; tag: string } | { kind: 'all'; why: 'first-release' | 'no-tag' | 'compare-none' }

/** CycloneDX analysis states that say the vulnerability is no problem of this software. */
export const NOT_COUNTED_STATES = [
  'not_affected',
  'false_positive',
  'resolved',
  'resolved_with_pedigree'
] as const

/** What the gate could hold back: the tag's draft release, a published one, or none known. */
export type GateRelease =
  { kind: 'draft'; tag: string } | { kind: 'published'; tag: string } | { kind: 'none' }

/** An introduced vulnerability the gate did not count, and why. */
export interface NotCounted {
  vulnerability: DiffVulnerability
  /**
   * The SBOM's `analysis.state` that rules it out; where its entries give several states (each of
   * which rules it out), the components of each.
   */
  state?: string
  states?: StateGroup[]
  /** The `allow-vulnerabilities` entry that names it (its ID or one of its references). */
  allowed?: AllowedVulnerability
}

export interface GateOutcome {
  threshold: GateSeverity
  basis: GateBasis
  /** Introduced at or above the threshold and counted, most severe first: the step failed when any. */
  failing: DiffVulnerability[]
  /** Introduced (or, without a base, all) vulnerabilities looked at. */
  considered: number
  /** Looked at and not counted, most severe first. */
  notCounted: NotCounted[]
  /** `allow-vulnerabilities` entries the SBOM no longer holds (a notice says so). */
  unheldAllowed: AllowedVulnerability[]
  /** What a failing gate held back; set by the run once the release is known. */
  release: GateRelease
  /** Whether the SBOM's analysis was read (`trust-analysis`). */
  trustAnalysis: boolean
  /** The entries by state of the vulnerabilities looked at whose entries disagree, by ID. */
  states: ReadonlyMap<string, StateGroup[]>
  /** `sbom-diff-file`, where the comparison wrote it: the error points there for the rest. */
  diffFile?: string
}

const RANK = new Map<string, number>(SEVERITIES.map((s, i) => [s, i]))
const RULED_OUT = new Set<string>(NOT_COUNTED_STATES)

/** Whether a severity is at or above the threshold; info, none and unknown never are. */
export function meetsThreshold(severity: DiffVulnerability['severity'], threshold: GateSeverity) {
  return RANK.get(severity)! <= RANK.get(threshold)!
}

/** What the gate reads besides the introduced vulnerabilities. */
export interface GateRules {
  threshold: GateSeverity
  basis: GateBasis
  allowed?: readonly AllowedVulnerability[]
  /** `trust-analysis`: false ignores the SBOM's `analysis.state` (only allowed IDs are not counted). */
  trustAnalysis?: boolean
  /**
   * This SBOM, indexed: the references of each vulnerability, which IDs it still holds, and the
   * states of the entries of those listed more than once with different analyses.
   */
  head: Pick<SbomIndex, 'vulnerabilities' | 'references'> & Partial<Pick<SbomIndex, 'states'>>
}

/**
 * The analysis that rules a vulnerability out, or undefined when it counts: one ID counts when any
 * of its entries counts (an entry `not_affected` for one component does not hide the same ID
 * unanalysed in another), so it is ruled out only when every entry's state rules it out.
 */
function ruledOutBy(
  v: DiffVulnerability,
  groups: StateGroup[] | undefined
): Pick<NotCounted, 'state' | 'states'> | undefined {
  if (groups !== undefined) {
    const all = groups.every(g => g.state !== undefined && RULED_OUT.has(g.state.toLowerCase()))
    return all ? { states: groups } : undefined
  }
  return v.state !== undefined && RULED_OUT.has(v.state.toLowerCase())
    ? { state: v.state }
    : undefined
}

/** The gate's verdict over `introduced` (most severe first, as the diff sorts them). */
export function applyGate(introduced: readonly DiffVulnerability[], rules: GateRules): GateOutcome {
  const { threshold, head } = rules
  const allowed = new Map((rules.allowed ?? []).map(a => [a.id.toLowerCase(), a]))
  const allowedOf = (v: DiffVulnerability): AllowedVulnerability | undefined => {
    for (const id of [v.id, ...(head.references.get(v.id) ?? [])]) {
      const entry = allowed.get(id.toLowerCase())
      if (entry !== undefined) return entry
    }
    return undefined
  }
  const trustAnalysis = rules.trustAnalysis ?? true
  const failing: DiffVulnerability[] = []
  const notCounted: NotCounted[] = []
  const states = new Map<string, StateGroup[]>()
  for (const v of introduced) {
    const groups = head.states?.get(v.id)
    if (groups !== undefined) states.set(v.id, groups)
    const analysis = trustAnalysis ? ruledOutBy(v, groups) : undefined
    const entry = allowedOf(v)
    if (analysis !== undefined || entry !== undefined) {
      notCounted.push({
        vulnerability: v,
        ...analysis,
        ...(entry !== undefined && { allowed: entry })
      })
    } else if (meetsThreshold(v.severity, threshold)) failing.push(v)
  }
  return {
    threshold,
    basis: rules.basis,
    failing,
    considered: introduced.length,
    notCounted,
    unheldAllowed: unheld(rules.allowed ?? [], head),
    release: { kind: 'none' },
    trustAnalysis,
    states
  }
}

/** What the gate reads from the inputs. */
export interface GateSettings {
  threshold: GateSeverity
  compareWith: CompareWith
  allowed?: readonly AllowedVulnerability[]
  /** Unset: true. */
  trustAnalysis?: boolean
}

/**
 * The vulnerabilities the gate looks at: those introduced since the base when the SBOM was
 * compared with one (none, when nothing was introduced), every vulnerability of the SBOM when
 * there is no base (a first release, `compare-with: none`, no tag), most severe first; or why what
 * was introduced cannot be told (`unreadable`).
 */
export function gateSubject(
  compareWith: CompareWith,
  comparison: ComparisonOutcome | undefined,
  head: Pick<SbomIndex, 'vulnerabilities'>
): { basis: GateBasis; introduced: readonly DiffVulnerability[] } | { unreadable: string } {
  const basis = gateBasis(compareWith, comparison)
  if ('unreadable' in basis) return basis
  if (comparison?.state === 'compared') {
    return { basis, introduced: comparison.diff.vulnerabilities.introduced }
  }
  return { basis, introduced: [...head.vulnerabilities.values()].sort(bySeverity) }
}

/**
 * The gate's verdict for this run: what it looks at (`gateSubject`), judged by `applyGate`, with
 * what a failure would hold back; or why it cannot judge (`unreadable`: the step fails).
 */
export function decideGate(
  settings: GateSettings,
  head: GateRules['head'],
  comparison: ComparisonOutcome | undefined,
  release: GateRelease
): GateOutcome | { unreadable: string } {
  const subject = gateSubject(settings.compareWith, comparison, head)
  if ('unreadable' in subject) return subject
  const outcome = applyGate(subject.introduced, {
    threshold: settings.threshold,
    basis: subject.basis,
    head,
    trustAnalysis: settings.trustAnalysis,
    ...(settings.allowed && { allowed: settings.allowed })
  })
  const diffFile = comparison?.state === 'compared' ? { diffFile: comparison.file } : {}
  return { ...outcome, release, ...diffFile }
}

/** The step's error when the gate cannot tell what this SBOM introduced. */
export function unreadableError(threshold: GateSeverity, reason: string): string {
  return (
    `Fix the comparison with the earlier release, or remove fail-on-severity: the gate ` +
    `(fail-on-severity: ${threshold}) cannot tell which vulnerabilities this SBOM introduced. ` +
    oneLine(reason)
  )
}

/** The allowed entries that are neither the ID nor a reference of any vulnerability of the SBOM. */
function unheld(
  allowed: readonly AllowedVulnerability[],
  head: GateRules['head']
): AllowedVulnerability[] {
  if (allowed.length === 0) return []
  const held = new Set<string>()
  for (const id of head.vulnerabilities.keys()) held.add(id.toLowerCase())
  for (const ids of head.references.values()) for (const id of ids) held.add(id.toLowerCase())
  return allowed.filter(a => !held.has(a.id.toLowerCase()))
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

/** Where the fix for a published release is written down. */
const DRAFT_RECIPE = 'the draft recipe under "Immutable releases" in docs/sbom-export.md'

/**
 * How a change reaches the gate: a re-run reads the workflow file of the tag's commit (GitHub:
 * "Re-running a workflow … uses the same GITHUB_SHA … and GITHUB_REF … of the original event"),
 * so an edited `allow-vulnerabilities` or threshold is seen only by a run for a new tag.
 */
const NEW_TAG =
  "commit the change and push a new tag on that commit (a re-run reads the workflow file at this tag's commit, so it would not see the change)"

/** The same for a run for no tag: the change reaches the gate in a run for a commit that has it. */
const NEW_COMMIT =
  'commit the change and run the workflow for that commit (a re-run reads the workflow file at the commit it ran for, so it would not see the change)'

/** The step's error: what to do first, then the 20 most severe, then how many more. */
export function gateError(outcome: GateOutcome, file = outcome.diffFile): string {
  const { failing, threshold, release } = outcome
  const listed = failing.slice(0, GATE_NAMED).map(named).join('; ')
  const rest = failing.length - Math.min(failing.length, GATE_NAMED)
  const where = file !== undefined ? 'the job summary and sbom-diff-file' : 'the job summary'
  const more = rest > 0 ? `; and ${formatCount(rest)} more, listed in ${where}` : ''
  const count = `${plural(failing.length, 'vulnerability', 'vulnerabilities')} at ${threshold} or above ${basisWords(outcome.basis)}`
  const accept = 'allow-vulnerabilities, with the reason'
  const most = `Most severe first: ${listed}${more}.`
  switch (release.kind) {
    case 'draft':
      return (
        `Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise ` +
        `fail-on-severity, then ${NEW_TAG}: the SBOM introduces ${count}, and the draft release ` +
        `${release.tag} stays a draft (with the SBOM attached, and uploaded and compared where ` +
        `asked). ${most}`
      )
    case 'published':
      return (
        `Fix the vulnerabilities at ${threshold} or above in a new release, and create releases ` +
        `as drafts that this step checks before they are published (${DRAFT_RECIPE}): the SBOM ` +
        `introduces ${count}, and release ${release.tag} is already published with them (the ` +
        `gate can hold back only a draft). Or accept them (${accept}) or raise ` +
        `fail-on-severity for the next tag. ${most}`
      )
    case 'none':
      return (
        `Fix the vulnerabilities at ${threshold} or above, accept them (${accept}) or raise ` +
        `fail-on-severity, then ${outcome.basis.kind === 'all' && outcome.basis.why === 'no-tag' ? NEW_COMMIT : NEW_TAG}: the SBOM introduces ${count}; the step failed on ` +
        `them. ${most}`
      )
  }
}

/** The failing gate's verdict for the summary, worded for what it could hold back. */
export function gateVerdict(outcome: GateOutcome): string {
  const { release, failing, threshold } = outcome
  const count = `${plural(failing.length, 'vulnerability', 'vulnerabilities')} at ${threshold} or above`
  switch (release.kind) {
    case 'draft':
      // The failure that follows says the SBOM is attached: said once.
      return `The gate held the draft release ${code(release.tag)} back.`
    case 'published':
      return `Release ${code(release.tag)} is published with ${count} the gate does not allow; it ran after the release was out.`
    case 'none':
      return `The gate failed the step on ${count}.`
  }
}

function notCountedBecause(entries: readonly NotCounted[]): (v: DiffVulnerability) => string {
  const why = new Map(entries.map(entry => [entry.vulnerability, entry]))
  return v => {
    const entry = why.get(v)!
    const reasons: string[] = []
    if (entry.state !== undefined) reasons.push(`analysis: ${code(truncate(entry.state, 40))}`)
    if (entry.states !== undefined) {
      const states = entry.states.map(g => code(truncate(g.state!, 40)))
      reasons.push(`analysis of every entry: ${states.join(', ')}`)
    }
    if (entry.allowed !== undefined) {
      const { id, reason } = entry.allowed
      const named = id.toLowerCase() === v.id.toLowerCase() ? '' : ` as ${code(id)}`
      reasons.push(`allowed${named}${reason !== undefined ? `: ${text(reason)}` : ''}`)
    }
    return reasons.join('; ')
  }
}

/** The summary's gate section; '' when the gate was not reached. */
export function renderGate(outcome: GateOutcome | undefined): string {
  if (outcome === undefined) return ''
  const { failing, threshold, notCounted, unheldAllowed } = outcome
  const statesOf = (v: DiffVulnerability) => outcome.states.get(v.id)
  const heading = `### Gate: ${code(`fail-on-severity: ${threshold}`)}`
  const basis = text(basisWords(outcome.basis))
  const parts = [heading]
  if (!outcome.trustAnalysis) {
    parts.push(
      `The SBOM's analysis is not read (${code('trust-analysis: false')}): every vulnerability counts unless ${code('allow-vulnerabilities')} names it.`
    )
  }
  if (failing.length === 0) {
    const looked = plural(outcome.considered, 'vulnerability', 'vulnerabilities')
    parts.push(`Passed: no vulnerability at ${threshold} or above ${basis} (${looked} looked at).`)
  } else {
    const count = plural(failing.length, 'vulnerability', 'vulnerabilities')
    const lead =
      outcome.release.kind === 'draft'
        ? 'Held the draft release back'
        : outcome.release.kind === 'published'
          ? 'Published with'
          : 'Failed the step on'
    parts.push(
      `**${lead}:** ${count} at ${threshold} or above ${basis}, most severe first:`,
      vulnerabilityTable(failing.slice(0, MAX_ROWS), undefined, statesOf)
    )
    if (failing.length > MAX_ROWS)
      parts.push(`…and ${formatCount(failing.length - MAX_ROWS)} more.`)
  }
  if (notCounted.length > 0) {
    const count = plural(notCounted.length, 'vulnerability', 'vulnerabilities')
    const why = outcome.trustAnalysis
      ? `the SBOM's analysis rules out or ${code('allow-vulnerabilities')} names`
      : `${code('allow-vulnerabilities')} names`
    parts.push(
      '#### Not counted',
      `${count} ${why}, most severe first:`,
      vulnerabilityTable(
        notCounted.slice(0, MAX_ROWS).map(entry => entry.vulnerability),
        notCountedBecause(notCounted),
        statesOf
      )
    )
    if (notCounted.length > MAX_ROWS) {
      parts.push(`…and ${formatCount(notCounted.length - MAX_ROWS)} more.`)
    }
  }
  if (unheldAllowed.length > 0) {
    parts.push(
      `**Allowed, and no longer in the SBOM** (remove them from ${code('allow-vulnerabilities')}): ` +
        shortList(
          unheldAllowed.map(a => code(a.id)),
          MAX_ROWS
        ) +
        '.'
    )
  }
  return parts.join('\n\n')
}
