/** The job summary of `mode: ticket-link`, rendered from what the run did. */
import { code, details, link, table, text } from '../../action/markdown.js'
import { failureBlock, SUMMARY_TITLE } from '../../action/summary.js'
import { distinct, plural } from '../../action/text.js'
import type { TicketLinkResult } from '../../platform/schemas.js'
import type { TicketLink, TicketLinkPlan } from './references.js'

/** What the run did so far; the summary is rendered from it. */
export interface TicketLinkModel {
  eventName: string
  /** The pull request the references were read from, when the event is one. */
  pullRequest?: { number: number; url?: string }
  /** Number of commit messages read; undefined when they were not read. */
  commitsRead?: number
  /** Why the commit messages were not read. */
  commitsSkipped?: string
  plan?: TicketLinkPlan
  /** On `pull_request_target`: the author's association, when it is not trusted (nothing linked). */
  untrustedAuthor?: string
  /** One entry per link request that succeeded, in plan order. */
  results: LinkOutcome[]
}

/** A link request and the platform's answer. */
export interface LinkOutcome {
  link: TicketLink
  result: TicketLinkResult
}

/** At most this many rows per table of the summary. */
export const MAX_SUMMARY_ROWS = 50
/** At most this many finding IDs in one cell. */
export const MAX_IDS_PER_CELL = 30

/** The job summary: what was read, which ticket got which findings, and what was not used. */
export function renderTicketLinkSummary(model: TicketLinkModel, failure?: string): string {
  const lines = [`## ${SUMMARY_TITLE}: ticket links${failure ? ' (failed)' : ''}`, '']
  lines.push(sourceLine(model), '')
  if (model.commitsSkipped !== undefined) {
    lines.push(`Commit messages were not read: ${text(model.commitsSkipped)}.`, '')
  }
  if (model.untrustedAuthor !== undefined) {
    lines.push(
      `> [!NOTE]\n> Nothing was linked: the author of this pull request is ${code(model.untrustedAuthor)}, ` +
        `not one of ${code('trusted-associations')}, and on ${code('pull_request_target')} only ` +
        `trusted authors' pull requests are read.`,
      ''
    )
  }
  const plan = model.plan
  if (plan !== undefined && plan.links.length > 0) {
    lines.push(...linkedSection(model, plan), '')
  }
  if (plan?.notice !== undefined) lines.push(`> [!NOTE]\n> ${text(plan.notice)}`, '')
  if (plan !== undefined) lines.push(...referencesSection(plan))
  if (failure) lines.push(failureBlock(failure), '')
  return lines.join('\n')
}

function sourceLine(model: TicketLinkModel): string {
  const pr = model.pullRequest
  if (pr === undefined) {
    return `Event ${code(model.eventName || 'unknown')} is not a pull request: the references are ${code('ticket-url')} and ${code('finding-ids')}.`
  }
  const name = `#${pr.number}`
  const shown = pr.url ? link(name, pr.url) : text(name)
  const commits =
    model.commitsRead !== undefined ? ` and ${plural(model.commitsRead, 'commit message')}` : ''
  return `Pull request ${shown}: read its title, head branch, description${commits}.`
}

function linkedSection(model: TicketLinkModel, plan: TicketLinkPlan): string[] {
  const done = model.results.length
  const linkedIds = distinct(model.results.flatMap(r => r.result.linked_issue_ids))
  const lines =
    done > 0 ? [`**Linked ${plural(done, 'ticket')} to ${plural(linkedIds, 'finding')}.**`, ''] : []
  const findingUrls = new Map(plan.findings.flatMap(f => (f.url ? [[f.id, f.url]] : [])))
  const rows = plan.links.slice(0, MAX_SUMMARY_ROWS).map((planned, index) => {
    const outcome = model.results[index]
    const ticket = link(ticketName(planned), outcome?.result.ticket_url || planned.ticketUrl)
    if (outcome === undefined) {
      return [ticket, '—', idList(planned.findingIds, findingUrls), 'not linked']
    }
    const replaced = outcome.result.replaced_issue_ids
    return [
      ticket,
      code(outcome.result.ticket_id),
      idList(outcome.result.linked_issue_ids, findingUrls),
      replaced.length > 0
        ? `linked; moved here from another ticket: ${idList(replaced, findingUrls)}`
        : 'linked'
    ]
  })
  lines.push(table(['Ticket', 'Ticket ID', 'Findings', 'Result'], rows))
  lines.push(...omitted(plan.links.length, 'ticket'))
  const moved = distinct(model.results.flatMap(r => r.result.replaced_issue_ids))
  if (moved.length > 0) {
    lines.push(
      '',
      '> [!WARNING]',
      `> ${moved.length === 1 ? '1 finding was' : `${moved.length} findings were`} linked to ` +
        'another ticket before and now ' +
        `${moved.length === 1 ? 'is' : 'are'} linked to the ticket shown above (see Result).`
    )
  }
  return lines
}

function referencesSection(plan: TicketLinkPlan): string[] {
  const lines: string[] = []
  const references = [
    ...plan.tickets.map(t => [
      `ticket ${link(t.key ?? t.url, t.url)}`,
      text(t.where.join(', ')),
      plan.links.some(l => l.ticketUrl === t.url) ? 'linked' : 'no finding bound to it'
    ]),
    ...plan.findings.map(f => [
      `finding ${f.url ? link(f.id, f.url) : code(f.id)}`,
      text(f.where.join(', ')),
      f.ticketUrl !== undefined ? `→ ${ticketNameOf(plan, f.ticketUrl)}` : 'not linked'
    ])
  ]
  if (references.length > 0) {
    lines.push(
      '### References found',
      '',
      table(['Reference', 'Found in', 'Use'], references.slice(0, MAX_SUMMARY_ROWS)),
      ...omitted(references.length, 'reference'),
      ''
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
    lines.push(details(`${plural(ignoredTotal, 'reference')} found but not used`, body), '')
  }
  return lines
}

/** Finding IDs, linked where the platform URL is known, at most {@link MAX_IDS_PER_CELL}. */
function idList(ids: string[], urls: Map<string, string>): string {
  const shown = ids.slice(0, MAX_IDS_PER_CELL).map(id => {
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
