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
import type { TicketLinkModel } from './model.js'
import { inSeverityOrder, severityCounts } from './severity.js'
import type { TicketLink, TicketLinkPlan } from './planner.js'

export type { LinkOutcome, TicketLinkModel } from './model.js'

/** At most this many rows per table of the summary. */
export const MAX_SUMMARY_ROWS = 50
/** At most this many finding IDs in one cell. */
export const MAX_IDS_PER_CELL = 30

/** The job summary: the verdict, what was read, which ticket got which findings, what was not used. */
export function renderTicketLinkSummary(
  model: TicketLinkModel,
  failure?: string,
  cancelled = false
): string {
  const sections = [failureBlock(failure, cancelled), warningsBlock(model.warnings ?? [])]
  sections.push(sourceLine(model))
  if (model.commitsSkipped !== undefined && !model.commitsWarned) {
    sections.push(`Commit messages were not read: ${text(model.commitsSkipped)}.`)
  }
  if (model.untrustedAuthor !== undefined) {
    sections.push(
      `On ${code('pull_request_target')} only pull requests whose authors are listed in ` +
        `${code('trusted-associations')} are read. A maintainer can link this pull request's ` +
        `tickets with ${code('ticket-url')} and ${code('finding-ids')}.`
    )
  }
  const plan = model.plan
  const stopped = cancelled ? 'the run was cancelled before' : 'the step stopped before'
  const seen = cancelled ? { ...model, cancelledRun: true } : model
  const discovery = model.discovery
  if (plan !== undefined && plan.links.length > 0) {
    if (discovery?.sorted !== undefined) {
      sections.push(...discoverySections(seen, discovery, discoveryState(seen, stopped)))
    } else {
      sections.push(linkedSection(seen, plan, stopped))
    }
  }
  if (discovery !== undefined) {
    sections.push(askedLine(discovery))
    const scan = scanLine(discovery)
    if (scan !== undefined) sections.push(scan)
  }
  if (plan !== undefined) sections.push(...referencesSection(seen, plan))
  return renderSummary(verdict(model, failure, cancelled), sections)
}

function verdict(model: TicketLinkModel, failure?: string, cancelled = false): Verdict {
  const plan = model.plan
  const linkedIds = distinct(model.results.flatMap(r => r.result.linked_issue_ids))
  const done = model.results.length
  if (failure && cancelled) {
    const planned = plan?.links.length ?? 0
    return cancelledVerdict(
      done > 0
        ? `Linked ${done} of ${plural(planned, 'ticket')} before it stopped; the rest are not linked.`
        : 'No ticket was linked.'
    )
  }
  if (failure) {
    const planned = plan?.links.length ?? 0
    const what = model.integrationMissing
      ? done > 0
        ? `Linked ${done} of ${plural(planned, 'ticket')}, then the platform refused: the deployment has no ticketing integration.`
        : 'No ticket was linked: the deployment has no ticketing integration.'
      : (model.attempted ?? 0) > 0
        ? done > 0
          ? `Linked ${done} of ${plural(planned, 'ticket')}, then a link request failed.`
          : 'No ticket was linked: the link request failed.'
        : plan !== undefined && plan.notice === undefined
          ? 'Nothing was linked: the references need fixing.'
          : 'Nothing was linked.'
    return failedVerdict(what, failure)
  }
  if (model.untrustedAuthor !== undefined) {
    return {
      outcome: 'done',
      sentence:
        `Nothing was linked: the author of this pull request is ${code(model.untrustedAuthor)}, ` +
        `not one of ${code('trusted-associations')}.`
    }
  }
  if (plan?.notice !== undefined) {
    // Nothing found is no all-clear while the scan that would upload the findings was not seen.
    const unseen =
      scanUnseen(model.discovery) ||
      (model.named?.notLinked.size ?? 0) > 0 ||
      model.keyWithoutBase === true
    return { outcome: unseen ? 'warning' : 'done', sentence: text(plan.notice) }
  }
  const found = model.discovery && discoveryVerdict(model, model.discovery)
  if (found !== undefined) return found
  const only = model.results.length === 1 ? model.results[0] : undefined
  const tickets = only ? link(ticketName(only.link), only.link.ticketUrl) : plural(done, 'ticket')
  const counts = namedCounts(model, linkedIds)
  const sentence = `Linked ${tickets} to ${plural(linkedIds, 'finding')}${counts ? ` (${counts})` : ''}.`
  const warnings = model.warnings ?? []
  if (warnings.length === 0) return { outcome: 'done', sentence }
  return {
    outcome: 'warning',
    sentence: `${sentence.slice(0, -1)}, with ${plural(warnings, 'warning')} (below).`
  }
}

/** The linked named findings by severity, where the look-up gave their severities. */
function namedCounts(model: TicketLinkModel, ids: readonly string[]): string | undefined {
  const found = model.named?.found
  if (found === undefined) return undefined
  return severityCounts(ids.flatMap(id => found.get(id) ?? []))
}

function sourceLine(model: TicketLinkModel): string {
  const pr = model.pullRequest
  if (pr === undefined) {
    const findings = model.discovery ? 'finding-ref' : 'finding-ids'
    return `Event ${code(model.eventName || 'unknown')} is not a pull request: the references are ${code('ticket-url')} and ${code(findings)}.`
  }
  const name = `#${pr.number}`
  const shown = pr.url ? link(name, pr.url) : text(name)
  const commits =
    model.commitsRead !== undefined ? ` and ${plural(model.commitsRead, 'commit message')}` : ''
  return `Pull request ${shown}: read its title, head branch, description${commits}.`
}

/**
 * What became of the planned link at `index`: linked, failed, cut by a cancellation while under way
 * (whether the platform recorded it is not known), or never requested.
 */
function linkState(
  model: TicketLinkModel,
  index: number
): 'linked' | 'failed' | 'cancelled' | 'not requested' {
  if (index < model.results.length) return 'linked'
  if (index !== model.results.length || (model.attempted ?? 0) <= model.results.length) {
    return 'not requested'
  }
  return model.cancelledRun ? 'cancelled' : 'failed'
}

const CUT = 'not known: the run was cancelled during its link request'

/** The state of the one link of the pull request's own findings, for its table's heading. */
function discoveryState(model: TicketLinkModel, stopped: string): string {
  if (model.results[0]?.alreadyLinked) return 'linked already (no request made)'
  const state = linkState(model, 0)
  return state === 'failed'
    ? '❌ link request failed'
    : state === 'cancelled'
      ? CUT
      : state === 'linked'
        ? 'linked'
        : `not linked (${stopped})`
}

function linkedSection(model: TicketLinkModel, plan: TicketLinkPlan, stopped: string): string {
  const urls = findingUrls(model, plan)
  const rows = plan.links.slice(0, MAX_SUMMARY_ROWS).map((planned, index) => {
    const outcome = model.results[index]
    // Links go where this run sent them, whatever ticket_url the platform's answer names.
    const ticket = link(ticketName(planned), planned.ticketUrl)
    if (outcome === undefined) {
      const state = linkState(model, index)
      return [
        ticket,
        '—',
        idList(planned.findingIds, urls, model),
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
      idList(outcome.result.linked_issue_ids, urls, model),
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

function referencesSection(model: TicketLinkModel, plan: TicketLinkPlan): string[] {
  const sections: string[] = []
  const urls = findingUrls(model, plan)
  const references = [
    ...plan.tickets.map(t => [
      `ticket ${link(t.key ?? t.url, t.url)}`,
      text(t.where.join(', ')),
      ticketUse(model, plan, t.url)
    ]),
    ...inSeverityOrder(
      plan.findings.map(f => {
        const known = model.named?.found.get(f.id)
        return { ...f, ...(known && { severity: known.severity, type: known.type }) }
      })
    ).map(f => {
      const url = urls.get(f.id)
      return [
        `finding ${url ? link(f.id, url) : code(f.id)}`,
        text(f.where.join(', ')),
        findingUse(model, plan, f.id, f.ticketUrl)
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
function ticketUse(model: TicketLinkModel, plan: TicketLinkPlan, url: string): string {
  const index = plan.links.findIndex(l => l.ticketUrl === url)
  if (index < 0) return plan.links.length > 0 ? 'no finding bound to it' : 'not linked'
  const state = linkState(model, index)
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
  model: TicketLinkModel,
  plan: TicketLinkPlan,
  id: string,
  ticketUrl: string | undefined
): string {
  const named = model.named
  const reason = named?.notLinked.get(id)
  if (named !== undefined && reason !== undefined) {
    return reason === 'not found'
      ? `⚠️ not linked: the platform lists no such finding in ${code(named.repository)} (not uploaded yet, or another repository's)`
      : '⚠️ not linked: not checked (the listing stopped at its bound)'
  }
  const kept = named?.kept.get(id)
  if (kept !== undefined) {
    return `stays with ${ticketShown(kept, model.ticketBaseUrl)} (${code('relink: true')} moves it)`
  }
  if (ticketUrl === undefined) {
    return plan.links.length === 0 && plan.notice === undefined
      ? 'not linked: on no line with exactly one ticket'
      : 'not linked'
  }
  const index = plan.links.findIndex(l => l.ticketUrl === ticketUrl)
  const name = ticketNameOf(plan, ticketUrl)
  const outcome = model.results[index]
  if (outcome !== undefined) {
    return outcome.result.linked_issue_ids.includes(id)
      ? `linked to ${name}`
      : `not linked: the platform did not link it to ${name}`
  }
  const state = linkState(model, index)
  return state === 'failed'
    ? `❌ not linked: the link request to ${name} failed`
    : state === 'cancelled'
      ? `not known: the run was cancelled during the link request to ${name}`
      : `not linked (meant for ${name})`
}

/** Where each finding's page is: the link the pull request gave, or the platform's page. */
function findingUrls(model: TicketLinkModel, plan: TicketLinkPlan): Map<string, string> {
  const urls = new Map<string, string>()
  const base =
    model.platformUrl && model.deploymentSlug
      ? `${model.platformUrl.replace(/\/+$/, '')}/orgs/${encodeURIComponent(model.deploymentSlug)}/findings/`
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
function idList(ids: string[], urls: Map<string, string>, model?: TicketLinkModel): string {
  const found = model?.named?.found
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
