/**
 * `mode: ticket-link`, on pull requests: reads the tickets and findings a pull request references
 * (its title, head branch, description and commit messages; the rules are in
 * `ticket-references.ts`) and records on the platform which ticket covers which finding, with one
 * link request per ticket. It never creates a ticket. Any event can instead give `ticket-url` and
 * `finding-ids` explicitly.
 *
 * Outputs: `links`, `linked-issue-ids`, `replaced-issue-ids`, and when exactly one ticket was
 * linked `ticket-url`, `ticket-id` and `external-slug`.
 */
import * as core from '@actions/core'
import type { PullRequestPayload, WorkflowEvent } from '../github-event.js'
import type { TicketLinkInputs } from '../inputs.js'
import type { ModeContext } from '../main.js'
import { code, details, link, table, text } from '../markdown.js'
import type { TicketLinkResult } from '../platform/schemas.js'
import { failureBlock, SUMMARY_TITLE } from '../step-summary.js'
import {
  planTicketLinks,
  type PullRequestText,
  type TicketLink,
  type TicketLinkPlan
} from '../ticket-references.js'

/** The events whose payload holds the pull request to read. */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target']

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
  /** One entry per link request that succeeded, in plan order. */
  results: LinkOutcome[]
}

/** A link request and the platform's answer. */
export interface LinkOutcome {
  link: TicketLink
  result: TicketLinkResult
}

/** Reads the references, plans the links, makes one link request per ticket and sets the outputs. */
export async function runTicketLink(inputs: TicketLinkInputs, context: ModeContext): Promise<void> {
  const pr = pullRequestOf(context.event)
  const model: TicketLinkModel = {
    eventName: context.event.name,
    ...(pr && { pullRequest: { number: pr.number, ...(pr.html_url && { url: pr.html_url }) } }),
    results: []
  }
  context.summary.show(failure => renderTicketLinkSummary(model, failure))

  if (pr === undefined) requireExplicitReferences(inputs, context.event.name)
  const pullRequestText = pr && (await readPullRequest(pr, inputs, model))

  model.plan = planTicketLinks(pullRequestText, {
    ticketBaseUrl: inputs.ticketBaseUrl,
    ticketProjects: inputs.ticketProjects,
    explicitTicketUrl: inputs.ticketUrl,
    explicitFindingIds: inputs.findingIds,
    platformHost: inputs.platformHost
  })
  logReferences(model.plan)
  if (model.plan.notice !== undefined) {
    core.notice(model.plan.notice)
    setOutputs([])
    return
  }

  for (const planned of model.plan.links) {
    const result = await context.client.linkTicket(planned.ticketUrl, planned.findingIds)
    model.results.push({ link: planned, result })
    const name = ticketName(planned)
    core.info(
      `Linked ${name} (ticket ID ${result.ticket_id}) to ${count(result.linked_issue_ids, 'finding')}: ` +
        `${result.linked_issue_ids.join(', ')}`
    )
    if (result.replaced_issue_ids.length > 0) core.warning(replacedWarning(name, result))
  }
  setOutputs(model.results)
}

/** The pull request of a `pull_request` / `pull_request_target` event; undefined otherwise. */
function pullRequestOf(event: WorkflowEvent): PullRequestPayload | undefined {
  const pr = event.payload.pull_request
  if (!PULL_REQUEST_EVENTS.includes(event.name) || !pr || typeof pr !== 'object') return undefined
  return pr
}

/** Outside a pull request, `ticket-url` and `finding-ids` must both be given. */
function requireExplicitReferences(inputs: TicketLinkInputs, eventName: string): void {
  const missing = [
    ...(inputs.ticketUrl === undefined ? ['ticket-url'] : []),
    ...(inputs.findingIds.length === 0 ? ['finding-ids'] : [])
  ]
  if (missing.length === 0) return
  throw new Error(
    `This run was triggered by ${eventName ? `a '${eventName}' event` : 'no known event'}, not by ` +
      `a pull request (${PULL_REQUEST_EVENTS.join(' or ')}), so there is no pull request to read ` +
      `ticket and finding references from, and ${missing.join(' and ')} ` +
      `${missing.length > 1 ? 'are' : 'is'} not set. Run this mode on pull requests, or set both ` +
      `ticket-url and finding-ids.`
  )
}

/** The texts references are read from: the payload's title, branch and body, and the commits. */
async function readPullRequest(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  model: TicketLinkModel
): Promise<PullRequestText> {
  const commits = await readCommitMessages(pr, inputs, model)
  const read = ['title', 'head branch', 'description']
  if (model.commitsRead !== undefined) read.push(count(commits, 'commit message'))
  core.info(`Reading pull request #${pr.number}: ${read.join(', ')}.`)
  return {
    title: stringOr(pr.title),
    branch: stringOr(pr.head?.ref),
    body: stringOr(pr.body),
    commits
  }
}

/** The commit messages through the GitHub API; where that fails, a warning and none. */
async function readCommitMessages(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  model: TicketLinkModel
): Promise<PullRequestText['commits']> {
  if (!inputs.githubToken) {
    model.commitsSkipped = 'github-token is empty'
    core.info('github-token is empty: the commit messages of the pull request are not read.')
    return []
  }
  const repository = baseRepository(pr, inputs)
  if (repository === undefined || !Number.isSafeInteger(pr.number) || pr.number < 1) {
    model.commitsSkipped = 'the event names no repository or pull request number'
    core.warning(
      `The commit messages of the pull request are not read: ${model.commitsSkipped}. ` +
        'The title, branch and description still count.'
    )
    return []
  }
  // Loaded here so that only this mode, and only on pull requests, pays for @actions/github.
  const { listPullRequestCommits } = await import('../github-commits.js')
  try {
    const commits = await listPullRequestCommits({
      token: inputs.githubToken,
      apiUrl: inputs.githubApiUrl,
      ...repository,
      pullNumber: pr.number,
      log: { debug: message => core.debug(message), warn: message => core.warning(message) }
    })
    model.commitsRead = commits.length
    return commits.map(c => ({ label: c.sha.slice(0, 7), message: c.message }))
  } catch (error) {
    const status = (error as { status?: number }).status
    const refused = status === 401 || status === 403 || status === 404
    model.commitsSkipped = refused ? `GitHub refused (HTTP ${status})` : 'listing them failed'
    core.warning(
      `The commit messages of pull request #${pr.number} are not read: ${(error as Error).message}. ` +
        'The title, branch and description still count.' +
        (refused
          ? ' Give the job `permissions: pull-requests: read` (and `contents: read`), or pass a ' +
            'github-token that may read the pull request.'
          : '')
    )
    return []
  }
}

/** `owner` and `repo` of the pull request's base repository (the workflow's repository). */
function baseRepository(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs
): { owner: string; repo: string } | undefined {
  const owner = pr.base?.repo?.owner?.login
  const repo = pr.base?.repo?.name
  if (typeof owner === 'string' && owner && typeof repo === 'string' && repo) {
    return { owner, repo }
  }
  const fullName = pr.base?.repo?.full_name ?? inputs.repository ?? ''
  const [first, second, ...rest] = fullName.split('/')
  return first && second && rest.length === 0 ? { owner: first, repo: second } : undefined
}

/** The references found, in a log group; text from the pull request is kept on one line. */
function logReferences(plan: TicketLinkPlan): void {
  core.startGroup(
    `References found: ${count(plan.tickets, 'ticket')}, ${count(plan.findings, 'finding')}, ` +
      `${plan.ignored.length + plan.ignoredOmitted} not used`
  )
  for (const ticket of plan.tickets) {
    core.info(`ticket ${ticket.key ?? ticket.url} (${ticket.url}) in ${ticket.where.join(', ')}`)
  }
  for (const finding of plan.findings) {
    core.info(`finding ${finding.id} in ${finding.where.join(', ')}`)
  }
  for (const ignored of plan.ignored) {
    core.info(oneLine(`not used: ${ignored.reference} in ${ignored.where}: ${ignored.reason}`))
  }
  if (plan.ignoredOmitted > 0) core.info(`… and ${plan.ignoredOmitted} more not used`)
  core.endGroup()
}

function setOutputs(outcomes: LinkOutcome[]): void {
  const links = outcomes.map(({ link: planned, result }) => ({
    ticket_url: result.ticket_url || planned.ticketUrl,
    ticket_id: result.ticket_id.toString(),
    external_slug: result.external_slug,
    linked_issue_ids: result.linked_issue_ids,
    replaced_issue_ids: result.replaced_issue_ids
  }))
  core.setOutput('links', JSON.stringify(links))
  core.setOutput(
    'linked-issue-ids',
    JSON.stringify(distinct(links.flatMap(l => l.linked_issue_ids)))
  )
  core.setOutput(
    'replaced-issue-ids',
    JSON.stringify(distinct(links.flatMap(l => l.replaced_issue_ids)))
  )
  const only = links.length === 1 ? links[0] : undefined
  if (only !== undefined) {
    core.setOutput('ticket-url', only.ticket_url)
    core.setOutput('ticket-id', only.ticket_id)
    core.setOutput('external-slug', only.external_slug)
  }
}

function replacedWarning(name: string, result: TicketLinkResult): string {
  const ids = result.replaced_issue_ids
  return (
    `${ids.length === 1 ? `Finding ${ids[0]} was` : `Findings ${ids.join(', ')} were`} linked to ` +
    `another ticket before and ${ids.length === 1 ? 'is' : 'are'} now linked to ${name} instead.`
  )
}

// ---------------------------------------------------------------------------------------------
// Summary

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
    model.commitsRead !== undefined ? ` and ${count(model.commitsRead, 'commit message')}` : ''
  return `Pull request ${shown}: read its title, head branch, description${commits}.`
}

function linkedSection(model: TicketLinkModel, plan: TicketLinkPlan): string[] {
  const done = model.results.length
  const linkedIds = distinct(model.results.flatMap(r => r.result.linked_issue_ids))
  const lines =
    done > 0 ? [`**Linked ${count(done, 'ticket')} to ${count(linkedIds, 'finding')}.**`, ''] : []
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
    lines.push(details(`${count(ignoredTotal, 'reference')} found but not used`, body), '')
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
  return more > 0 ? ['', `_… and ${more} more ${noun}${more === 1 ? '' : 's'}, not shown._`] : []
}

function ticketNameOf(plan: TicketLinkPlan, url: string): string {
  const planned = plan.links.find(l => l.ticketUrl === url)
  return planned ? link(ticketName(planned), url) : text(url)
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function ticketName(planned: TicketLink): string {
  return planned.ticketKey ?? planned.ticketUrl
}

function count(n: number | unknown[], noun: string): string {
  const k = typeof n === 'number' ? n : n.length
  return `${k} ${noun}${k === 1 ? '' : 's'}`
}

function distinct(values: string[]): string[] {
  return [...new Set(values)]
}

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** Text for the log: control characters (line breaks included) become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')
}
