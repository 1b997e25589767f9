/** The job summary of `mode: ticket-link`, rendered from what the run did. */
import { code, details, link, table, text } from '../../action/markdown.js'
import {
  cancelledVerdict,
  failedVerdict,
  failureBlock,
  renderSummary,
  warningsBlock,
  type Verdict
} from '../../action/summary.js'
import { distinct, plural } from '../../action/text.js'
import {
  askedLine,
  discoverySections,
  discoveryVerdict,
  scanLine,
  scanUnseen,
  ticketShown
} from './discovery-summary.js'
import type { SummaryView, TicketLinkResults } from './results.js'
import { inSeverityOrder, severityCounts } from './severity.js'
import type { TicketLink, TicketLinkPlan } from './planner.js'

export type { LinkOutcome, TicketLinkResults } from './results.js'

/** At most this many rows per table of the summary. */
export const MAX_SUMMARY_ROWS = 50
/** At most this many finding IDs in one cell. */
export const MAX_IDS_PER_CELL = 30

/** The flat view of the step results. */
export function summaryView(results: TicketLinkResults, cancelled = false): SummaryView {
  const { reading, nothing, discovery, named, links } = results
  return {
    eventName: results.eventName,
    pullRequest: results.pullRequest,
    commitsRead: reading?.commitsRead,
    commitsSkipped: reading?.commitsSkipped,
    commitsWarned: reading !== undefined && reading.warnings.length > 0,
    untrustedAuthor: results.untrustedAuthor,
    plan: named?.plan ?? discovery?.plan ?? results.plan,
    ...linksView(results),
    cancelledRun: cancelled,
    warnings: [reading, nothing, discovery, named, links].flatMap(step => step?.warnings ?? []),
    platformUrl: results.platformUrl,
    deploymentSlug: results.deploymentSlug ?? discovery?.deploymentSlug,
    githubServerOrigin: results.githubServerOrigin,
    ticketBaseUrl: results.ticketBaseUrl,
    discovery: discovery?.discovery,
    keyWithoutBase: nothing?.keyWithoutBase === true || discovery?.keyWithoutBase === true,
    named: named?.lookup
  }
}

/** The link requests' part of the view: the one already made, or those made by this run. */
function linksView(
  results: TicketLinkResults
): Pick<SummaryView, 'results' | 'attempted' | 'integrationMissing'> {
  const { discovery, links } = results
  return {
    results: discovery?.alreadyLinked ? [discovery.alreadyLinked] : (links?.outcomes ?? []),
    attempted: links?.attempted ?? 0,
    integrationMissing: links?.integrationMissing === true
  }
}

/** The job summary: the verdict, what was read, which ticket got which findings, what was not used. */
export function renderTicketLinkSummary(
  results: TicketLinkResults,
  failure?: string,
  cancelled = false
): string {
  const view = summaryView(results, cancelled)
  const sections = [failureBlock(failure, cancelled), warningsBlock(view.warnings)]
  sections.push(...readingLines(view))
  const plan = view.plan
  if (plan !== undefined && plan.links.length > 0) sections.push(...linkSections(view, plan))
  if (view.discovery !== undefined) {
    sections.push(askedLine(view.discovery))
    const scan = scanLine(view.discovery)
    if (scan !== undefined) sections.push(scan)
  }
  if (plan !== undefined) sections.push(...referencesSection(view, plan))
  return renderSummary(verdict(view, failure, cancelled), sections)
}

/** Where the references came from, and what of the pull request was not read. */
function readingLines(view: SummaryView): string[] {
  const lines = [sourceLine(view)]
  if (view.commitsSkipped !== undefined && !view.commitsWarned) {
    lines.push(`Commit messages were not read: ${text(view.commitsSkipped)}.`)
  }
  if (view.untrustedAuthor !== undefined) {
    lines.push(
      `On ${code('pull_request_target')} only pull requests whose authors are listed in ` +
        `${code('trusted-associations')} are read. A maintainer can link this pull request's ` +
        `tickets with ${code('ticket-url')} and ${code('finding-ids')}.`
    )
  }
  return lines
}

/** The table of the planned links: the discovery's one ticket, or one row per ticket. */
function linkSections(view: SummaryView, plan: TicketLinkPlan): string[] {
  const stopped = view.cancelledRun ? 'the run was cancelled before' : 'the step stopped before'
  if (view.discovery?.sorted !== undefined) {
    return discoverySections(view, view.discovery, discoveryState(view, stopped))
  }
  return [linkedSection(view, plan, stopped)]
}

function verdict(view: SummaryView, failure?: string, cancelled = false): Verdict {
  if (failure !== undefined && failure !== '') {
    return cancelled
      ? cancelledVerdict(cancelledWhat(view))
      : failedVerdict(failedWhat(view), failure)
  }
  if (view.untrustedAuthor !== undefined) {
    return {
      outcome: 'done',
      sentence:
        `Nothing was linked: the author of this pull request is ${code(view.untrustedAuthor)}, ` +
        `not one of ${code('trusted-associations')}.`
    }
  }
  if (view.plan?.notice !== undefined) return noticeVerdict(view, view.plan.notice)
  return (view.discovery && discoveryVerdict(view, view.discovery)) ?? linkedVerdict(view)
}

/** What a cancellation left: how many of the planned tickets were linked before it. */
function cancelledWhat(view: SummaryView): string {
  const done = view.results.length
  if (done === 0) return 'No ticket was linked.'
  const planned = view.plan?.links.length ?? 0
  return `Linked ${done} of ${plural(planned, 'ticket')} before it stopped; the rest are not linked.`
}

/** What a failure left: a refusal for want of an integration, a failed request, or references. */
function failedWhat(view: SummaryView): string {
  const done = view.results.length
  const planned = view.plan?.links.length ?? 0
  if (view.integrationMissing) {
    return done > 0
      ? `Linked ${done} of ${plural(planned, 'ticket')}, then the platform refused: the deployment has no ticketing integration.`
      : 'No ticket was linked: the deployment has no ticketing integration.'
  }
  if (view.attempted > 0) {
    return done > 0
      ? `Linked ${done} of ${plural(planned, 'ticket')}, then a link request failed.`
      : 'No ticket was linked: the link request failed.'
  }
  return view.plan !== undefined && view.plan.notice === undefined
    ? 'Nothing was linked: the references need fixing.'
    : 'Nothing was linked.'
}

/** Nothing to link: a warning while something was not seen that could have given findings. */
function noticeVerdict(view: SummaryView, notice: string): Verdict {
  // Nothing found is no all-clear while the scan that would upload the findings was not seen.
  const unseen =
    scanUnseen(view.discovery) || (view.named?.notLinked.size ?? 0) > 0 || view.keyWithoutBase
  return { outcome: unseen ? 'warning' : 'done', sentence: text(notice) }
}

/** The named findings linked: the ticket (or how many), the findings, and any warnings. */
function linkedVerdict(view: SummaryView): Verdict {
  const linkedIds = distinct(view.results.flatMap(r => r.result.linked_issue_ids))
  const only = view.results.length === 1 ? view.results[0] : undefined
  const tickets = only
    ? link(ticketName(only.link), only.link.ticketUrl)
    : plural(view.results.length, 'ticket')
  const counts = namedCounts(view, linkedIds)
  const sentence = `Linked ${tickets} to ${plural(linkedIds, 'finding')}${counts ? ` (${counts})` : ''}`
  if (view.warnings.length === 0) return { outcome: 'done', sentence: `${sentence}.` }
  return {
    outcome: 'warning',
    sentence: `${sentence}, with ${plural(view.warnings, 'warning')} (below).`
  }
}

/** The linked named findings by severity, where the look-up gave their severities. */
function namedCounts(view: SummaryView, ids: readonly string[]): string | undefined {
  const found = view.named?.found
  if (found === undefined) return undefined
  return severityCounts(ids.flatMap(id => found.get(id) ?? []))
}

function sourceLine(view: SummaryView): string {
  const pr = view.pullRequest
  if (pr === undefined) {
    const findings = view.discovery ? 'finding-ref' : 'finding-ids'
    return `Event ${code(view.eventName || 'unknown')} is not a pull request: the references are ${code('ticket-url')} and ${code(findings)}.`
  }
  const name = `#${pr.number}`
  const shown = pr.url ? link(name, pr.url) : text(name)
  const commits =
    view.commitsRead !== undefined ? ` and ${plural(view.commitsRead, 'commit message')}` : ''
  return `Pull request ${shown}: read its title, head branch, description${commits}.`
}

/**
 * What became of the planned link at `index`: linked, failed, cut by a cancellation while under way
 * (whether the platform recorded it is not known), or never requested.
 */
function linkState(
  view: SummaryView,
  index: number
): 'linked' | 'failed' | 'cancelled' | 'not requested' {
  if (index < view.results.length) return 'linked'
  if (index !== view.results.length || view.attempted <= view.results.length) {
    return 'not requested'
  }
  return view.cancelledRun ? 'cancelled' : 'failed'
}

const CUT = 'not known: the run was cancelled during its link request'

/** The state of the one link of the pull request's own findings, for its table's heading. */
function discoveryState(view: SummaryView, stopped: string): string {
  if (view.results[0]?.alreadyLinked) return 'linked already (no request made)'
  const state = linkState(view, 0)
  return state === 'failed'
    ? '❌ link request failed'
    : state === 'cancelled'
      ? CUT
      : state === 'linked'
        ? 'linked'
        : `not linked (${stopped})`
}

function linkedSection(view: SummaryView, plan: TicketLinkPlan, stopped: string): string {
  const urls = findingUrls(view, plan)
  const rows = plan.links.slice(0, MAX_SUMMARY_ROWS).map((planned, index) => {
    const outcome = view.results[index]
    // Links go where this run sent them, whatever ticket_url the platform's answer names.
    const ticket = link(ticketName(planned), planned.ticketUrl)
    if (outcome === undefined) {
      const state = linkState(view, index)
      return [
        ticket,
        '—',
        idList(planned.findingIds, urls, view),
        state === 'failed'
          ? '❌ link request failed'
          : state === 'cancelled'
            ? CUT
            : `not linked (${stopped})`
      ]
    }
    const replaced = outcome.result.replaced_issue_ids
    return [
      ticket,
      code(outcome.result.ticket_id),
      idList(outcome.result.linked_issue_ids, urls, view),
      replaced.length > 0
        ? `linked; moved here from another ticket: ${idList(replaced, urls)}`
        : 'linked'
    ]
  })
  return [
    table(['Ticket', 'Ticket ID', 'Findings', 'Result'], rows),
    ...omitted(plan.links.length, 'ticket')
  ].join('\n')
}

function referencesSection(view: SummaryView, plan: TicketLinkPlan): string[] {
  const sections: string[] = []
  const urls = findingUrls(view, plan)
  const references = [
    ...plan.tickets.map(t => [
      `ticket ${link(t.key ?? t.url, t.url)}`,
      text(t.where.join(', ')),
      ticketUse(view, plan, t.url)
    ]),
    ...inSeverityOrder(
      plan.findings.map(f => {
        const known = view.named?.found.get(f.id)
        return { ...f, ...(known && { severity: known.severity, type: known.type }) }
      })
    ).map(f => {
      const url = urls.get(f.id)
      return [
        `finding ${url ? link(f.id, url) : code(f.id)}`,
        text(f.where.join(', ')),
        findingUse(view, plan, f.id, f.ticketUrl)
      ]
    })
  ]
  if (references.length > 0) {
    sections.push(
      [
        '### References found',
        '',
        table(['Reference', 'Found in', 'Use'], references.slice(0, MAX_SUMMARY_ROWS)),
        ...omitted(references.length, 'reference')
      ].join('\n')
    )
  }
  const ignoredTotal = plan.ignored.length + plan.ignoredOmitted
  if (ignoredTotal > 0) {
    const rows = plan.ignored
      .slice(0, MAX_SUMMARY_ROWS)
      .map(i => [code(i.reference), text(i.where), text(i.reason)])
    const body = [
      table(['Reference', 'Found in', 'Why not used'], rows),
      ...omitted(ignoredTotal, 'reference')
    ].join('\n')
    sections.push(details(`${plural(ignoredTotal, 'reference')} found but not used`, body))
  }
  return sections
}

/** A ticket's row: the same words as the link table's result for it. */
function ticketUse(view: SummaryView, plan: TicketLinkPlan, url: string): string {
  const index = plan.links.findIndex(l => l.ticketUrl === url)
  if (index < 0) return plan.links.length > 0 ? 'no finding bound to it' : 'not linked'
  const state = linkState(view, index)
  return state === 'linked'
    ? 'linked'
    : state === 'failed'
      ? '❌ link request failed'
      : state === 'cancelled'
        ? CUT
        : 'not linked'
}

/** A finding's row: linked where the platform's answer says so, else why not. */
function findingUse(
  view: SummaryView,
  plan: TicketLinkPlan,
  id: string,
  ticketUrl: string | undefined
): string {
  const named = view.named
  const reason = named?.notLinked.get(id)
  if (named !== undefined && reason !== undefined) {
    return reason === 'not found'
      ? `⚠️ not linked: the platform lists no such finding in ${code(named.repository)} (not uploaded yet, or another repository's)`
      : '⚠️ not linked: not checked (the listing stopped at its bound)'
  }
  const kept = named?.kept.get(id)
  if (kept !== undefined) {
    return `stays with ${ticketShown(kept, view.ticketBaseUrl)} (${code('relink: true')} moves it)`
  }
  if (ticketUrl === undefined) {
    return plan.links.length === 0 && plan.notice === undefined
      ? 'not linked: on no line with exactly one ticket'
      : 'not linked'
  }
  const index = plan.links.findIndex(l => l.ticketUrl === ticketUrl)
  const name = ticketNameOf(plan, ticketUrl)
  const outcome = view.results[index]
  if (outcome !== undefined) {
    return outcome.result.linked_issue_ids.includes(id)
      ? `linked to ${name}`
      : `not linked: the platform did not link it to ${name}`
  }
  const state = linkState(view, index)
  return state === 'failed'
    ? `❌ not linked: the link request to ${name} failed`
    : state === 'cancelled'
      ? `not known: the run was cancelled during the link request to ${name}`
      : `not linked (meant for ${name})`
}

/** Where each finding's page is: the link the pull request gave, or the platform's page. */
function findingUrls(view: SummaryView, plan: TicketLinkPlan): Map<string, string> {
  const urls = new Map<string, string>()
  const base =
    view.platformUrl && view.deploymentSlug
      ? `${view.platformUrl.replace(/\/+$/, '')}/orgs/${encodeURIComponent(view.deploymentSlug)}/findings/`
      : undefined
  for (const f of plan.findings) {
    if (f.url) urls.set(f.id, f.url)
    else if (base) urls.set(f.id, `${base}${f.id}`)
  }
  for (const l of plan.links) {
    for (const id of l.findingIds) if (!urls.has(id) && base) urls.set(id, `${base}${id}`)
  }
  return urls
}

/**
 * Finding IDs, most severe first where the look-up gave severities, linked where the platform URL
 * is known, at most {@link MAX_IDS_PER_CELL}.
 */
function idList(ids: string[], urls: Map<string, string>, view?: SummaryView): string {
  const found = view?.named?.found
  const ordered = found
    ? inSeverityOrder(ids.map(id => ({ id, ...found.get(id) }))).map(f => f.id)
    : ids
  const shown = ordered.slice(0, MAX_IDS_PER_CELL).map(id => {
    const url = urls.get(id)
    return url ? link(id, url) : text(id)
  })
  const more = ids.length - shown.length
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '')
}

function omitted(total: number, noun: string): string[] {
  const more = total - MAX_SUMMARY_ROWS
  return more > 0 ? ['', `_… and ${plural(more, `more ${noun}`)}, not shown._`] : []
}

function ticketNameOf(plan: TicketLinkPlan, url: string): string {
  const planned = plan.links.find(l => l.ticketUrl === url)
  return planned ? link(ticketName(planned), url) : text(url)
}

/** A ticket's key where it has one, else its URL. */
export function ticketName(planned: TicketLink): string {
  return planned.ticketKey ?? planned.ticketUrl
}
