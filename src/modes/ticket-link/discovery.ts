/**
 * The pull request's own findings (`findings: pull-request`, or `auto` with none named): the
 * platform lists them for the pull request's ref and repository, and they go to the pull request's
 * own ticket (`ticket-url`, else the one key in its title, else in its head branch). A finding
 * linked to another ticket stays there unless `relink`; one linked to this ticket already counts as
 * linked and is sent again only with others.
 */
import { notice, warn } from '../../action/annotations.js'
import type { PullRequestPayload } from '../../action/event.js'
import * as log from '../../action/log.js'
import type { ModeContext } from '../../action/mode.js'
import { plural, shortList } from '../../action/text.js'
import { listFindings, type FindingsQuery, type PlatformFinding } from '../../platform/findings.js'
import type { TicketLinkInputs } from './inputs.js'
import type { TicketFound, TicketLink, TicketLinkPlan } from './planner.js'
import { checkPullRequestScan, headCommitOf } from './pull-request-scan.js'
import { TYPE_LABELS, type Discovery, type SortedFindings, type TicketLinkModel } from './model.js'

/** More found findings than this, summed over the types, is an error before any link. */
export const MAX_FOUND_FINDINGS = 1000
/** The largest page the operation serves: a pull request's findings take one request per type. */
export const FINDINGS_PAGE_SIZE = 3000
/** The whole listing, every page and retry. */
export const DISCOVERY_TIME_LIMIT_MS = 5 * 60_000

export { TYPE_LABELS, type Discovery, type SortedFindings } from './model.js'

/** Whether this run lists the pull request's findings instead of using named ones. */
export function discoveryWanted(inputs: TicketLinkInputs, plan: TicketLinkPlan): boolean {
  if (inputs.findings === 'pull-request') return true
  return inputs.findings === 'auto' && plan.findings.length === 0
}

/**
 * The ticket the found findings go to: `ticket-url`, else the one ticket of the title, else the one
 * of the head branch; otherwise why there is none.
 */
export function discoveryTicket(
  plan: TicketLinkPlan,
  explicitUrl: string | undefined
): { ticket: TicketFound } | { notice: string; keyWithoutBase?: boolean } {
  if (explicitUrl !== undefined) {
    const explicit = plan.tickets[0]
    return { ticket: explicit ?? { url: explicitUrl, where: ['ticket-url'] } }
  }
  for (const where of ['title', 'branch']) {
    const named = plan.tickets.filter(t => t.where.includes(where))
    if (named.length === 1) return { ticket: named[0]! }
    if (named.length > 1) {
      const keys = shortList(
        named.map(t => t.key ?? t.url),
        10
      )
      return {
        notice:
          `Nothing to link: name one ticket in the pull request's title, or set ticket-url: ` +
          `the ${where === 'title' ? 'title' : 'head branch'} names several (${keys}), and the ` +
          `pull request's findings go to one.`
      }
    }
  }
  const withoutBase = plan.ignored.some(
    i => (i.where === 'title' || i.where === 'branch') && /ticket-base-url/.test(i.reason)
  )
  return {
    ...(withoutBase && { keyWithoutBase: true }),
    notice: withoutBase
      ? 'Nothing to link: set ticket-base-url (or ticket-url): the title names a ticket key, ' +
        'but without ticket-base-url it has no URL to link the findings to.'
      : "Nothing to link: name one ticket in the pull request's title (e.g. PROJ-42: …), or " +
        'set ticket-url: the title and head branch name no ticket to link its findings to.'
  }
}

/** Whether a finding's current ticket is this one: its key is the ticket's, or its URL. */
export function isThisTicket(
  current: NonNullable<PlatformFinding['externalTicket']>,
  ticket: { key?: string; url: string }
): boolean {
  if (ticket.key !== undefined && current.slug === ticket.key) return true
  return current.url !== '' && sameUrl(current.url, ticket.url)
}

function sameUrl(a: string, b: string): boolean {
  const normal = (url: string): string => {
    try {
      return new URL(url).href.replace(/\/+$/, '')
    } catch {
      return url
    }
  }
  return normal(a) === normal(b)
}

/** Sorts the found findings by their current ticket. */
export function sortFindings(
  found: readonly PlatformFinding[],
  ticket: { key?: string; url: string },
  relink: boolean
): SortedFindings {
  const sorted: SortedFindings = { fresh: [], alreadyHere: [], kept: [], moving: [] }
  for (const finding of found) {
    const current = finding.externalTicket
    if (current === undefined) sorted.fresh.push(finding)
    else if (isThisTicket(current, ticket)) sorted.alreadyHere.push(finding)
    else if (relink) sorted.moving.push(finding)
    else sorted.kept.push(finding)
  }
  return sorted
}

/** The repository whose findings are asked for: the pull request's base, else the workflow's. */
export function repositoryOf(pr: PullRequestPayload | undefined, inputs: TicketLinkInputs): string {
  const base = pr?.base?.repo?.full_name
  const repository = typeof base === 'string' && base ? base : inputs.repository
  if (!repository) {
    throw new Error(
      'Run this step in a workflow (GITHUB_REPOSITORY names the repository whose findings are ' +
        'listed): neither the event nor the environment names a repository.'
    )
  }
  return repository
}

/** The ref asked for: `finding-ref`, else the pull request's merge ref. */
function refOf(pr: PullRequestPayload | undefined, inputs: TicketLinkInputs): string {
  if (inputs.findingRef !== undefined) return inputs.findingRef
  if (pr === undefined) throw new Error('Set finding-ref: this run is not for a pull request.')
  return `refs/pull/${pr.number}/merge`
}

/**
 * Lists the pull request's findings and plans their link into `model.plan`. Returns whether a link
 * request is to be made; otherwise `model.plan.notice` or an already-linked result says why not.
 */
export async function discoverFindings(
  inputs: TicketLinkInputs,
  context: ModeContext,
  model: TicketLinkModel,
  pr: PullRequestPayload | undefined
): Promise<boolean> {
  const plan = model.plan!
  const query: FindingsQuery = {
    ref: refOf(pr, inputs),
    repository: repositoryOf(pr, inputs),
    ...(inputs.findingStatus !== undefined && { status: inputs.findingStatus }),
    severities: inputs.findingSeverities,
    types: inputs.findingTypes
  }
  const headBranch = typeof pr?.head?.ref === 'string' && pr.head.ref ? pr.head.ref : undefined
  const discovery: Discovery = { query, ...(headBranch && { headBranch }) }
  model.discovery = discovery
  const choice = discoveryTicket(plan, inputs.ticketUrl)
  // A pull request that references nothing at all gets a log line, not an annotation, as before.
  if ('notice' in choice) {
    return stop(model, choice.notice, plan.referencesNothing === true, choice.keyWithoutBase)
  }
  const ticket = { ...(choice.ticket.key && { key: choice.ticket.key }), url: choice.ticket.url }
  discovery.ticket = ticket

  const slug = await context.deployment.slug()
  model.deploymentSlug = slug
  const commit = headCommitOf(pr)
  // Without a pull request there is no head commit to look for (workflow_dispatch with finding-ref).
  if (inputs.scanCommit !== 'off' && commit !== undefined) {
    await checkPullRequestScan(
      inputs,
      context,
      {
        slug,
        repository: query.repository,
        ref: query.ref,
        commit,
        startedAt: model.startedAt ?? context.clock.now()
      },
      check => {
        discovery.scan = check
        if (check.state === 'missing' && inputs.scanCommit !== 'require') {
          model.warnings?.push(check.message)
        }
      }
    )
  }
  log.info(
    `Listing the findings of ref ${query.ref} in ${query.repository} ` +
      `(${query.types.join(', ')}; status ${query.status ?? 'any'}).`
  )
  const found = await listFindings(context.client, slug, query, {
    pageSize: inputs.findingsPageSize ?? FINDINGS_PAGE_SIZE,
    maxFindings: MAX_FOUND_FINDINGS,
    timeLimitMs: DISCOVERY_TIME_LIMIT_MS,
    now: () => context.clock.now(),
    ...(context.signal && { signal: context.signal })
  })
  discovery.perType = found.perType
  log.info(
    `Found ${plural(found.findings, 'finding')} in ${plural(found.pages, 'request')}: ` +
      found.perType.map(t => `${t.type} ${t.count}`).join(', ')
  )
  if (found.findings.length === 0) return stop(model, noneFound(discovery))
  const sorted = sortFindings(found.findings, ticket, inputs.relink)
  discovery.sorted = sorted
  return planLink(model, ticket, sorted)
}

/** Plans the one link request, or records why none is made. */
function planLink(
  model: TicketLinkModel,
  ticket: { key?: string; url: string },
  sorted: SortedFindings
): boolean {
  const name = ticket.key ?? ticket.url
  if (sorted.kept.length > 0) {
    log.info(
      `${plural(sorted.kept, 'finding')} ${sorted.kept.length === 1 ? 'stays' : 'stay'} with ` +
        'other tickets (relink: true moves them): ' +
        shortList(
          sorted.kept.map(f => `${f.id} (${f.externalTicket?.slug || f.externalTicket?.url})`)
        )
    )
  }
  const toSend = [...sorted.fresh, ...sorted.moving]
  const link: TicketLink = {
    ...(ticket.key !== undefined && { ticketKey: ticket.key }),
    ticketUrl: ticket.url,
    // Already linked ones ride along with the others: the answer then lists them as linked too.
    findingIds: [...toSend, ...sorted.alreadyHere].map(f => f.id)
  }
  if (toSend.length > 0) {
    model.plan = { ...model.plan!, links: [link] }
    delete model.plan.notice
    delete model.plan.referencesNothing
    return true
  }
  if (sorted.alreadyHere.length === 0) {
    return stop(
      model,
      `Nothing to link: every finding found (${sorted.kept.length}) is linked to another ` +
        `ticket and stays there; set relink: true to move them to ${name}.`
    )
  }
  // Nothing new: no request; the outputs still report the findings as linked to this ticket.
  const current = sorted.alreadyHere[0]!.externalTicket!
  model.plan = { ...model.plan!, links: [link] }
  delete model.plan.notice
  delete model.plan.referencesNothing
  model.results.push({
    link,
    result: {
      external_slug: current.slug,
      linked_issue_ids: link.findingIds,
      replaced_issue_ids: [],
      ticket_id: current.id ?? 0n,
      ticket_url: ticket.url
    },
    alreadyLinked: true
  })
  log.info(`All ${plural(link.findingIds, 'finding')} found are linked to ${name} already.`)
  return false
}

function stop(
  model: TicketLinkModel,
  message: string,
  quiet = false,
  keyWithoutBase = false
): false {
  model.plan = { ...model.plan!, links: [], notice: message }
  if (keyWithoutBase) {
    delete model.plan.referencesNothing
    model.keyWithoutBase = true
    model.warnings?.push(message)
    warn('ticket key without ticket-base-url', message)
  } else if (quiet) {
    log.info(message)
  } else {
    delete model.plan.referencesNothing
    notice('nothing to link', message)
  }
  return false
}

/** None found: the ref and repository asked, and the ref a `pull_request_target` scan records. */
function noneFound(discovery: Discovery): string {
  const { query } = discovery
  const types = query.types.map(t => TYPE_LABELS[t]).join(', ')
  const status = query.status === undefined ? '' : `${query.status} `
  const target =
    discovery.headBranch !== undefined && discovery.headBranch !== query.ref
      ? ` Scans on pull_request_target record the bare head branch name: if yours run there, ` +
        `set finding-ref: ${discovery.headBranch}.`
      : ''
  return (
    `Nothing to link: the platform lists no ${status}findings (${types}) for ref ${query.ref} ` +
    `in ${query.repository}.${target}`
  )
}
