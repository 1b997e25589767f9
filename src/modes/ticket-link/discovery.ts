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
import {
  fromFork,
  headCommitOf,
  lookUpPullRequestScan,
  reportScanCheck
} from './pull-request-scan.js'
import {
  TYPE_LABELS,
  type Discovery,
  type DiscoveryResult,
  type LinkOutcome,
  type SortedFindings
} from './results.js'

/** More found findings than this, summed over the types, is an error before any link. */
export const MAX_FOUND_FINDINGS = 1000
/** The largest page the operation serves: a pull request's findings take one request per type. */
export const FINDINGS_PAGE_SIZE = 3000
/** The whole listing, every page and retry. */
export const DISCOVERY_TIME_LIMIT_MS = 5 * 60_000

export { TYPE_LABELS, type Discovery, type SortedFindings } from './results.js'

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

/** What the platform is asked for: the ref and repository, with the inputs' filters. */
export function discoveryOf(
  pr: PullRequestPayload | undefined,
  inputs: TicketLinkInputs
): Discovery {
  const query: FindingsQuery = {
    ref: refOf(pr, inputs),
    repository: repositoryOf(pr, inputs),
    ...(inputs.findingStatus !== undefined && { status: inputs.findingStatus }),
    severities: inputs.findingSeverities,
    types: inputs.findingTypes
  }
  const headBranch = typeof pr?.head?.ref === 'string' && pr.head.ref ? pr.head.ref : undefined
  return { query, ...(headBranch && { headBranch }) }
}

/**
 * Lists the pull request's findings and plans their one link. The result's plan has that link, or
 * a notice that says why there is none (then `alreadyLinked` may be the outcome). Failing part-way
 * (the deployment, the scan, the listing), it returns what it learnt with the `error` to throw.
 */
export async function discoverFindings(
  inputs: TicketLinkInputs,
  context: ModeContext,
  plan: TicketLinkPlan,
  pr: PullRequestPayload | undefined,
  startedAt: number
): Promise<DiscoveryResult> {
  const result: DiscoveryResult = {
    discovery: discoveryOf(pr, inputs),
    plan,
    keyWithoutBase: false,
    warnings: []
  }
  const choice = discoveryTicket(plan, inputs.ticketUrl)
  // A pull request that references nothing at all gets a log line, not an annotation, as before.
  if ('notice' in choice) {
    return stop(result, choice.notice, plan.referencesNothing === true, choice.keyWithoutBase)
  }
  const ticket = { ...(choice.ticket.key && { key: choice.ticket.key }), url: choice.ticket.url }
  result.discovery.ticket = ticket
  try {
    return await findAndPlan(inputs, context, { pr, startedAt }, result, ticket)
  } catch (error) {
    return { ...result, error: error instanceof Error ? error : new Error(String(error)) }
  }
}

/** The deployment, the pull request's scan, the listing, then the plan of the found findings. */
async function findAndPlan(
  inputs: TicketLinkInputs,
  context: ModeContext,
  { pr, startedAt }: { pr: PullRequestPayload | undefined; startedAt: number },
  result: DiscoveryResult,
  ticket: { key?: string; url: string }
): Promise<DiscoveryResult> {
  const { discovery } = result
  const { query } = discovery
  const slug = await context.deployment.slug()
  result.deploymentSlug = slug
  const commit = headCommitOf(pr)
  // Without a pull request there is no head commit to look for (workflow_dispatch with finding-ref).
  if (inputs.scanCommit !== 'off' && commit !== undefined) {
    const fork = fromFork(pr)
    const target = { slug, repository: query.repository, ref: query.ref, commit, startedAt, fork }
    discovery.scan = await lookUpPullRequestScan(inputs, context, target)
    const { scan } = discovery
    if (scan.state === 'missing' && !scan.fork && inputs.scanCommit !== 'require') {
      result.warnings.push(scan.message)
    }
    reportScanCheck(scan, inputs.scanCommit)
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
  if (found.findings.length === 0) return stop(result, noneFound(discovery))
  discovery.sorted = sortFindings(found.findings, ticket, inputs.relink)
  logKept(discovery.sorted.kept)
  const planned = linkOfFound(result.plan, ticket, discovery.sorted)
  if ('notice' in planned) return stop(result, planned.notice)
  if (planned.alreadyLinked !== undefined) {
    const ids = planned.alreadyLinked.link.findingIds
    log.info(
      `All ${plural(ids, 'finding')} found are linked to ${ticket.key ?? ticket.url} already.`
    )
  }
  return { ...result, ...planned }
}

function logKept(kept: readonly PlatformFinding[]): void {
  if (kept.length === 0) return
  log.info(
    `${plural(kept, 'finding')} ${kept.length === 1 ? 'stays' : 'stay'} with ` +
      'other tickets (relink: true moves them): ' +
      shortList(kept.map(f => `${f.id} (${f.externalTicket?.slug || f.externalTicket?.url})`))
  )
}

/**
 * The one link of the found findings: the plan with it, and when every one is linked to the ticket
 * already, that outcome (no request); or why there is none (all are with other tickets).
 */
export function linkOfFound(
  plan: TicketLinkPlan,
  ticket: { key?: string; url: string },
  sorted: SortedFindings
): { plan: TicketLinkPlan; alreadyLinked?: LinkOutcome } | { notice: string } {
  const toSend = [...sorted.fresh, ...sorted.moving]
  const link: TicketLink = {
    ...(ticket.key !== undefined && { ticketKey: ticket.key }),
    ticketUrl: ticket.url,
    // Already linked ones ride along with the others: the answer then lists them as linked too.
    findingIds: [...toSend, ...sorted.alreadyHere].map(f => f.id)
  }
  const linked = { plan: { ...plan, links: [link] } }
  delete linked.plan.notice
  delete linked.plan.referencesNothing
  if (toSend.length > 0) return linked
  const current = sorted.alreadyHere[0]?.externalTicket
  if (current === undefined) {
    return {
      notice:
        `Nothing to link: every finding found (${sorted.kept.length}) is linked to another ` +
        `ticket and stays there; set relink: true to move them to ${ticket.key ?? ticket.url}.`
    }
  }
  // Nothing new: no request; the outputs still report the findings as linked to this ticket.
  const result = {
    external_slug: current.slug,
    linked_issue_ids: link.findingIds,
    replaced_issue_ids: [],
    ticket_id: current.id ?? 0n,
    ticket_url: ticket.url
  }
  return { ...linked, alreadyLinked: { link, result, alreadyLinked: true } }
}

/**
 * The plan of a discovery that links nothing: no link, the notice; `referencesNothing` stays only
 * where the notice is a log line (the pull request referenced nothing at all).
 */
export function stoppedPlan(plan: TicketLinkPlan, message: string, quiet: boolean): TicketLinkPlan {
  const stopped: TicketLinkPlan = { ...plan, links: [], notice: message }
  if (!quiet) delete stopped.referencesNothing
  return stopped
}

/** Stops with a notice: a warning for a key without `ticket-base-url`, a log line, or a notice. */
function stop(
  result: DiscoveryResult,
  message: string,
  quiet = false,
  keyWithoutBase = false
): DiscoveryResult {
  const plan = stoppedPlan(result.plan, message, quiet && !keyWithoutBase)
  if (keyWithoutBase) {
    warn('ticket key without ticket-base-url', message)
    return { ...result, plan, keyWithoutBase: true, warnings: [...result.warnings, message] }
  }
  if (quiet) log.info(message)
  else notice('nothing to link', message)
  return { ...result, plan }
}

/** None found: the ref and repository asked, and the ref a `pull_request_target` scan records. */
export function noneFound(discovery: Discovery): string {
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
