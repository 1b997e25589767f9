/**
 * The changes since the base release as Markdown: the summary's "Changes since <tag>" section and
 * the section written into the release notes. Every value from either SBOM is escaped, and long
 * ones are cut, so that a hostile asset can neither change the page nor blow up its size.
 */
import { code, details, link, prose, table, text } from '../../action/markdown.js'
import { formatCount, plural } from '../../action/text.js'
import type {
  ChangedComponent,
  DiffComponent,
  DiffVulnerability,
  SbomDiff,
  StateGroup
} from './sbom-diff.js'

/** Rows per table, at most. */
export const MAX_ROWS = 50
/** Characters of one value (a name, a version, a purl) shown in a cell. */
const MAX_CELL = 120
/** Affected components named per vulnerability. */
const MAX_AFFECTS = 2
/** Versions of one package named in a cell. */
export const MAX_VERSIONS = 10

/** What became of the comparison, for the summary. */
export type ComparisonOutcome =
  | {
      state: 'compared'
      base: ComparedBase
      diff: SbomDiff
      /** `sbom-diff-file`. */
      file: string
      notes?: { state: 'written'; url: string } | { state: 'failed'; message: string }
    }
  /** No earlier release with an SBOM: a notice, and this line in the summary. */
  | { state: 'first-release'; message: string }
  /** Asked for, and not done: a warning says why. */
  | { state: 'not-compared'; message: string }
  /** The run is for no tag: nothing to compare (a log line says so). */
  | { state: 'no-tag'; message: string }
  /** For a tag, but GitHub cannot be asked (no github-token, no repository): a log line says so. */
  | { state: 'skipped'; message: string }

/** The summary's section for the comparison; '' when there is nothing to say beyond the warnings. */
export function renderComparison(outcome: ComparisonOutcome | undefined): string {
  switch (outcome?.state) {
    case 'compared': {
      const section = renderChanges(outcome.diff, outcome.base, {
        target: 'summary',
        file: outcome.file
      })
      const notes = outcome.notes
      if (notes?.state !== 'written') return section
      const where = notes.url ? link('release notes', notes.url) : 'release notes'
      return `${section}\n\nThe same changes are in the ${where}, between the \`sbom-diff\` markers.`
    }
    case 'first-release':
      return `### Changes since the previous release\n\n${prose(outcome.message)}`
    default:
      return ''
  }
}

/** The release compared with, as the summary links it. */
export interface ComparedBase {
  tag: string
  assetName: string
  /** The asset's `browser_download_url`. */
  assetUrl: string
  /** The release's page. */
  releaseUrl: string
}

export interface ChangesOptions {
  /** `summary`: the job summary (collapsible parts, the file named); `notes`: release notes. */
  target: 'summary' | 'notes'
  /** Where the whole comparison is (`sbom-diff-file`), for "how many more" lines. */
  file?: string
  /** Rows per table; default {@link MAX_ROWS}. */
  maxRows?: number
}

/** `1 vulnerability introduced, 2 resolved`: the verdict's headline; '' when none changed. */
export function vulnerabilityHeadline(diff: SbomDiff): string {
  const { introduced, resolved } = diff.vulnerabilities
  if (introduced.length === 0 && resolved.length === 0) return ''
  const first = introduced.length > 0 ? introduced : resolved
  const noun = first.length === 1 ? 'vulnerability' : 'vulnerabilities'
  return introduced.length > 0
    ? `${formatCount(introduced.length)} ${noun} introduced, ${formatCount(resolved.length)} resolved`
    : `${formatCount(resolved.length)} ${noun} resolved, none introduced`
}

/** `12 components added, 3 removed, 40 changed`; '' when none changed. */
export function componentHeadline(diff: SbomDiff): string {
  const { added, removed, changed } = diff.components
  if (added.length + removed.length + changed.length === 0) return ''
  const noun = added.length === 1 ? 'component' : 'components'
  return `${formatCount(added.length)} ${noun} added, ${formatCount(removed.length)} removed, ${formatCount(changed.length)} changed`
}

/**
 * The verdict's words for the comparison, vulnerabilities first:
 * `since v1.1.0: 1 vulnerability introduced, 2 resolved, 55 component changes`.
 */
export function verdictHeadline(diff: SbomDiff, baseTag: string): string {
  const { added, removed, changed } = diff.components
  const changes = added.length + removed.length + changed.length
  const vulnerabilities = vulnerabilityHeadline(diff)
  if (!vulnerabilities && changes === 0) return `no changes since ${code(baseTag)}`
  const parts = [
    vulnerabilities || 'no vulnerability introduced or resolved',
    changes > 0 ? plural(changes, 'component change') : 'no component changes'
  ]
  return `since ${code(baseTag)}: ${parts.join(', ')}`
}

/** The whole section, heading included. */
export function renderChanges(diff: SbomDiff, base: ComparedBase, options: ChangesOptions): string {
  const maxRows = options.maxRows ?? MAX_ROWS
  const heading =
    options.target === 'summary'
      ? `### Changes since ${text(base.tag)}`
      : `### Changes since ${link(base.tag, base.releaseUrl)}`
  const vulnerabilities = vulnerabilityHeadline(diff) || 'No vulnerability introduced or resolved'
  const components = componentHeadline(diff) || 'no component added, removed or changed'
  const counts = `**${capitalise(vulnerabilities)}; ${components}.**`
  const source =
    options.target === 'summary'
      ? ` Compared with ${link(base.assetName, base.assetUrl)} on release ${link(base.tag, base.releaseUrl)}.`
      : ''
  const parts = [heading, `${counts}${source}`]

  const { introduced, resolved } = diff.vulnerabilities
  if (introduced.length > 0) {
    parts.push(
      `**Vulnerabilities introduced**, most severe first:`,
      vulnerabilityTable(introduced.slice(0, maxRows)),
      more(introduced.length, maxRows, 'vulnerabilities introduced', options)
    )
  }
  if (resolved.length > 0) {
    const body = [
      vulnerabilityTable(resolved.slice(0, maxRows)),
      more(resolved.length, maxRows, 'vulnerabilities resolved', options)
    ]
      .filter(Boolean)
      .join('\n\n')
    parts.push(
      options.target === 'summary'
        ? details(`Vulnerabilities resolved (${formatCount(resolved.length)})`, body)
        : `**Vulnerabilities resolved:**\n\n${body}`
    )
  }
  const { added, removed, changed } = diff.components
  const total = added.length + removed.length + changed.length
  if (total > 0) {
    const [nChanged, nAdded, nRemoved] = shareRows(
      [changed.length, added.length, removed.length],
      maxRows
    )
    const rows = [
      ...changed.slice(0, nChanged).map(changedRow),
      ...added.slice(0, nAdded).map(c => componentRow('added', c)),
      ...removed.slice(0, nRemoved).map(c => componentRow('removed', c))
    ]
    parts.push(
      '**Component changes:**',
      table(['Change', 'Component', 'Version'], rows),
      more(total, rows.length, 'component changes', options)
    )
  }
  return parts.filter(Boolean).join('\n\n')
}

/**
 * Rows per kind within `max`, shared fairly: a kind with few rows shows them all and leaves the
 * rest to the others, so that one long list does not hide the other kinds.
 */
export function shareRows(counts: number[], max: number): number[] {
  const shares = counts.map(() => 0)
  let left = max
  const order = counts.map((count, i) => [count, i] as const).sort((a, b) => a[0] - b[0])
  order.forEach(([count, i], k) => {
    const take = Math.min(count, Math.floor(left / (order.length - k)))
    shares[i] = take
    left -= take
  })
  return shares
}

/** Severity, ID, analysis and affected components, one row each (escaped, cut). */
export function vulnerabilityTable(
  rows: DiffVulnerability[],
  /** Instead of the analysis column: why the gate did not count each (Markdown). */
  notCountedBecause?: (v: DiffVulnerability) => string,
  /** The affected components of each analysis state, for a vulnerability whose entries disagree. */
  statesOf?: (v: DiffVulnerability) => readonly StateGroup[] | undefined
): string {
  return table(
    [
      'Severity',
      'Vulnerability',
      notCountedBecause ? 'Not counted because' : 'Analysis',
      'Affects'
    ],
    rows.map(v => [
      v.severity === 'critical' || v.severity === 'high' ? `**${v.severity}**` : v.severity,
      code(cut(v.id)),
      notCountedBecause
        ? notCountedBecause(v)
        : v.state !== undefined
          ? text(cut(v.state).replace(/_/g, ' '))
          : '—',
      statesCell(statesOf?.(v)) ?? affectsCell(v.affects)
    ])
  )
}

/** `exploitable: lodash@1; not affected: express@4`; undefined for one state. */
function statesCell(groups: readonly StateGroup[] | undefined): string | undefined {
  if (groups === undefined) return undefined
  return groups
    .map(g => {
      const state = g.state !== undefined ? cut(g.state).replace(/_/g, ' ') : 'no analysis'
      return `${text(state)}: ${affectsCell(g.affects)}`
    })
    .join('; ')
}

function affectsCell(affects: string[]): string {
  if (affects.length === 0) return '—'
  const shown = affects.slice(0, MAX_AFFECTS).map(purl => code(cut(shortPurl(purl))))
  const rest = affects.length - shown.length
  return rest > 0 ? `${shown.join(', ')} and ${formatCount(rest)} more` : shown.join(', ')
}

/**
 * `pkg:npm/%40scope/name@1.0.0?x=y` → `@scope/name@1.0.0`: the package and version, which is what a
 * reader looks for in a narrow cell (the file keeps the whole purl). Anything else is shown as is.
 */
export function shortPurl(purl: string): string {
  const match = /^pkg:\/*[^/]+\/([^?#]+)/i.exec(purl)
  if (!match) return purl
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return match[1]!
  }
}

function displayName(c: { name: string; group?: string }): string {
  return cut(c.group !== undefined ? `${c.group}/${c.name}` : c.name)
}

function componentRow(change: 'added' | 'removed', c: DiffComponent): string[] {
  return [change, code(displayName(c)), c.version !== undefined ? text(cut(c.version)) : '—']
}

function changedRow(c: ChangedComponent): string[] {
  return ['changed', code(displayName(c)), `${versionList(c.from)} → ${versionList(c.to)}`]
}

/**
 * `1.0.0, 1.0.1, … 99,990 more`: at most MAX_VERSIONS of a package's versions in one cell, so that
 * a package in 100,000 versions cannot fill the page (the file keeps them all).
 */
export function versionList(list: readonly string[]): string {
  if (list.length === 0) return '(none)'
  const shown = list
    .slice(0, MAX_VERSIONS)
    .map(v => text(cut(v)))
    .join(', ')
  const rest = list.length - MAX_VERSIONS
  return rest > 0 ? `${shown}, … ${formatCount(rest)} more` : shown
}

/** `…and 4,950 more component changes in sbom-diff-file (…).`; '' when all are shown. */
function more(total: number, shown: number, what: string, options: ChangesOptions): string {
  const hidden = total - Math.min(total, shown)
  if (hidden <= 0) return ''
  const where =
    options.target === 'summary' && options.file !== undefined
      ? ` in <code>sbom-diff-file</code> (${code(options.file)})`
      : ''
  return `…and ${formatCount(hidden)} more ${what}${where}.`
}

function cut(value: string): string {
  return value.length > MAX_CELL ? `${value.slice(0, MAX_CELL - 1)}…` : value
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}
