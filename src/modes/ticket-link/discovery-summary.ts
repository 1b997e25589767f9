/**
 * The summary's part for the pull request's own findings: the verdict (`PROJ-42 ← 3 findings found
 * on this pull request`), a table of the ticket's findings, the findings left with other tickets,
 * and what the platform was asked. Everything from the API is escaped here.
 */
import { code, link, table, text } from '../../action/markdown.js'
import type { Verdict } from '../../action/summary.js'
import { formatCount, plural } from '../../action/text.js'
import type { PlatformFinding } from '../../platform/findings.js'
import { TYPE_LABELS, type Discovery, type SummaryView } from './results.js'
import { scanTime, shortCommit } from './pull-request-scan.js'
import { inSeverityOrder, severityCounts } from './severity.js'

/** At most this many findings per table. */
export const MAX_FINDING_ROWS = 50

/** The verdict of a run that linked (or found linked) the pull request's findings. */
export function discoveryVerdict(view: SummaryView, discovery: Discovery): Verdict | undefined {
  const outcome = view.results[0]
  const sorted = discovery.sorted
  if (outcome === undefined || sorted === undefined) return undefined
  const name = outcome.link.ticketKey ?? outcome.link.ticketUrl
  const count = outcome.link.findingIds.length
  const where = view.pullRequest ? 'this pull request' : `ref ${code(discovery.query.ref)}`
  const sent = new Set(outcome.link.findingIds)
  const counts = severityCounts(
    [...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere].filter(f => sent.has(f.id))
  )
  const notes = [
    ...(counts !== undefined ? [counts] : []),
    ...(sorted.alreadyHere.length > 0 && !outcome.alreadyLinked
      ? [`${formatCount(sorted.alreadyHere.length)} linked already`]
      : []),
    ...(outcome.alreadyLinked ? ['all linked already, no request made'] : []),
    ...(sorted.kept.length > 0
      ? [`${plural(sorted.kept, 'other finding')} left with other tickets`]
      : [])
  ]
  const sentence =
    `${link(name, outcome.link.ticketUrl)} ← ${plural(count, 'finding')} found on ${where}` +
    (notes.length > 0 ? ` (${notes.join('; ')})` : '')
  const warnings = view.warnings
  if (warnings.length > 0) {
    return {
      outcome: 'warning',
      sentence: `${sentence}, with ${plural(warnings, 'warning')} (below).`
    }
  }
  if (scanUnseen(discovery)) {
    const scan = discovery.scan
    const why =
      scan?.state === 'missing' && scan.fork === true
        ? 'the pull request comes from a fork, whose scan was not seen'
        : "the pull request's scan was not checked"
    return { outcome: 'warning', sentence: `${sentence}; ${why} (below).` }
  }
  return { outcome: 'done', sentence: `${sentence}.` }
}

/** Whether the findings were listed without the head commit's scan seen completed. */
export function scanUnseen(discovery: Discovery | undefined): boolean {
  return discovery?.scan !== undefined && discovery.scan.state !== 'completed'
}

/** Which scan the findings come from, or why none was seen; undefined where none was looked for. */
export function scanLine(discovery: Discovery): string | undefined {
  const check = discovery.scan
  if (check === undefined) return undefined
  const of = `the scan of head commit ${code(shortCommit(check.commit))} on ${code(check.ref)}`
  switch (check.state) {
    case 'completed': {
      const waited =
        check.waitedMs >= 60_000 ? ` (waited ${Math.round(check.waitedMs / 60_000)} min)` : ''
      return `The findings come from ${of}, completed ${text(scanTime(check.scan.completedAt))}${waited}.`
    }
    case 'missing':
      // Under `scan-commit: require`, or when the listing failed, nothing was listed at all.
      return discovery.perType === undefined
        ? `No finding was listed, and ${of} was not seen completed.`
        : `The findings were listed without ${of} seen completed (the ${check.fork ? 'notice' : 'warning'} above says why).`
    case 'unchecked':
      return `The pull request's scan was not checked: ${text(check.message)}`
    case 'cancelled':
      return `The run was cancelled while waiting for ${of}.`
  }
}

/** The ticket's findings, then the ones left with other tickets. */
export function discoverySections(
  view: SummaryView,
  discovery: Discovery,
  state: string
): string[] {
  const sorted = discovery.sorted
  const planned = view.plan?.links[0]
  if (sorted === undefined || planned === undefined) return []
  const outcome = view.results[0]
  const name = link(planned.ticketKey ?? planned.ticketUrl, planned.ticketUrl)
  const id =
    outcome && outcome.result.ticket_id > 0n ? ` (ticket ID ${code(outcome.result.ticket_id)})` : ''
  const note = (f: PlatformFinding): string =>
    sorted.alreadyHere.includes(f)
      ? 'linked here already'
      : sorted.moving.includes(f)
        ? `moved from ${ticketOf(view)(f)}`
        : 'new'
  const linked = [...sorted.fresh, ...sorted.moving, ...sorted.alreadyHere]
  const sections = [
    [
      `### ${name} ← ${plural(linked, 'finding')}${id}: ${state}`,
      '',
      findingTable(view, linked, 'Status', note)
    ].join('\n')
  ]
  if (sorted.kept.length > 0) {
    sections.push(
      [
        `### Left with other tickets (${formatCount(sorted.kept.length)})`,
        '',
        `Already linked elsewhere, so not moved; set ${code('relink: true')} to move them to ${name}.`,
        '',
        findingTable(view, sorted.kept, 'Stays with', ticketOf(view))
      ].join('\n')
    )
  }
  return sections
}

/** What the platform was asked, and how many findings each type returned. */
export function askedLine(discovery: Discovery): string {
  const { query, perType } = discovery
  const severities =
    query.severities.length > 0 ? `severities ${query.severities.join(', ')}` : 'every severity'
  const filters = `status ${query.status ?? 'any'}, ${severities}`
  const asked = `ref ${code(query.ref)} in ${code(query.repository)} (${text(filters)})`
  if (perType === undefined) {
    const types = query.types.map(t => TYPE_LABELS[t]).join(', ')
    return `Findings of ${asked} were not listed (${text(types)}).`
  }
  const counts = perType.map(t => `${formatCount(t.count)} ${TYPE_LABELS[t.type]}`).join(', ')
  return `Asked the platform for the findings of ${asked}: ${counts}.`
}

function findingTable(
  view: SummaryView,
  findings: readonly PlatformFinding[],
  lastHeader: string,
  last: (finding: PlatformFinding) => string
): string {
  const base =
    view.platformUrl && view.deploymentSlug
      ? `${view.platformUrl.replace(/\/+$/, '')}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/`
      : undefined
  // Most severe first, so that a cut table keeps the most severe.
  const rows = inSeverityOrder(findings)
    .slice(0, MAX_FINDING_ROWS)
    .map(f => [
      base ? link(f.id, `${base}${f.id}`) : code(f.id),
      text(f.severity || '—'),
      f.ruleName ? code(f.ruleName) : '—',
      place(f, view.githubServerOrigin ?? 'https://github.com'),
      TYPE_LABELS[f.type],
      last(f)
    ])
  const more = findings.length - rows.length
  return [
    table(['Finding', 'Severity', 'Rule', 'File', 'Type', lastHeader], rows),
    ...(more > 0 ? ['', `_… and ${plural(more, 'more finding')}, not shown._`] : [])
  ].join('\n')
}

/**
 * `file:line`, linked to the platform's `line_of_code_url` only where that is on the repository's
 * GitHub (GITHUB_SERVER_URL's origin); elsewhere the URL is shown as text, never followed.
 */
function place(finding: PlatformFinding, githubOrigin: string): string {
  const label =
    finding.line !== undefined ? `${finding.filePath}:${finding.line}` : finding.filePath
  if (!label) return '—'
  const url = finding.lineUrl
  if (url === undefined) return text(label)
  if (originOf(url) === githubOrigin) return link(label, url)
  return `${text(label)} (${code(url)})`
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * A ticket a finding is linked to now, as the platform names it: linked only where its URL starts
 * with `ticket-base-url` (the tracker this run links to); otherwise its key and URL as text.
 */
export function ticketShown(
  current: NonNullable<PlatformFinding['externalTicket']>,
  ticketBaseUrl: string | undefined
): string {
  const label = current.slug || current.url
  if (!current.url) return text(label)
  const base = ticketBaseUrl === undefined ? undefined : ticketBaseUrl.replace(/\/*$/, '/')
  if (base !== undefined && /^https?:\/\//i.test(current.url) && current.url.startsWith(base)) {
    return link(label, current.url)
  }
  return current.slug ? `${text(current.slug)} (${code(current.url)})` : code(current.url)
}

function ticketOf(view: SummaryView): (finding: PlatformFinding) => string {
  return finding =>
    finding.externalTicket === undefined
      ? '—'
      : ticketShown(finding.externalTicket, view.ticketBaseUrl)
}
