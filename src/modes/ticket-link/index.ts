/**
 * `mode: ticket-link`, on pull requests: reads the tickets and findings a pull request references
 * (its title, head branch, description and commit messages; the reading rules are in
 * `collector.ts`, the planning in `planner.ts`) and records on the platform which ticket covers
 * which finding, with one link request per ticket. It never creates a ticket. With no finding
 * named, the platform's findings for the pull request go to its ticket (`discovery.ts`). Any event
 * can instead give `ticket-url` with `finding-ids` or `finding-ref` explicitly.
 *
 * Outputs: `links`, `linked-issue-ids`, `replaced-issue-ids`, and when exactly one ticket was
 * linked `ticket-url`, `ticket-id` and `external-slug`.
 */
import { notice, warn } from '../../action/annotations.js'
import {
  PULL_REQUEST_EVENTS,
  type PullRequestPayload,
  type WorkflowEvent
} from '../../action/event.js'
import * as log from '../../action/log.js'
import { connectionAdvice } from '../../github/errors.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import {
  distinct,
  firstSentence,
  formatCount,
  oneLine,
  plural,
  shortList
} from '../../action/text.js'
import { PlatformError } from '../../platform/errors.js'
import { FORK_PULL_REQUEST_NOTICE, parseTicketLinkInputs, type TicketLinkInputs } from './inputs.js'
import type { PullRequestText } from './collector.js'
import { discoverFindings, discoveryWanted, FINDINGS_PAGE_SIZE, repositoryOf } from './discovery.js'
import { checkNamedFindings, type LookupTarget } from './named-findings.js'
import {
  planTicketLinks,
  TicketReferenceError,
  type TicketLink,
  type TicketLinkPlan
} from './planner.js'
import type {
  Discovery,
  DiscoveryResult,
  LinkOutcome,
  LinkProgress,
  NamedCheck,
  NamedLookup,
  NothingToLink,
  PullRequestReading,
  TicketLinkResults
} from './results.js'
import { renderTicketLinkSummary, ticketName } from './summary.js'

/** Reads the references, plans the links, makes one link request per ticket and sets the outputs. */
export async function runTicketLink(inputs: TicketLinkInputs, context: ModeContext): Promise<void> {
  const startedAt = context.clock.now()
  const pr = pullRequestOf(context.event)
  let untrustedAuthor: string | undefined
  let reading: PullRequestReading | undefined
  let plan: TicketLinkPlan | undefined
  let nothing: NothingToLink | undefined
  let discovery: DiscoveryResult | undefined
  let named: NamedCheck | undefined
  let deploymentSlug: string | undefined
  let links: LinkProgress | undefined
  context.summary.show((failure, cancelled) =>
    renderTicketLinkSummary(
      {
        ...summaryContext(context.event.name, pr, inputs),
        ...{ untrustedAuthor, reading, plan, nothing, discovery, named, deploymentSlug, links }
      },
      failure,
      cancelled
    )
  )

  if (pr === undefined) requireExplicitReferences(inputs, context.event.name)
  else if (!authorIsTrusted(pr, inputs, context.event.name)) {
    untrustedAuthor = untrusted(pr, inputs)
    return setOutputs([])
  } else reading = await readPullRequest(pr, inputs, context)
  try {
    plan = planReferences(reading?.text, inputs)
  } catch (error) {
    // The summary still shows what was found, so that the author sees where each reference is.
    if (error instanceof TicketReferenceError) plan = error.plan
    throw error
  }

  if (discoveryWanted(inputs, plan)) {
    discovery = await discoverFindings(inputs, context, plan, pr, startedAt)
    if (discovery.error !== undefined) throw discovery.error
    if (discovery.alreadyLinked !== undefined) return setOutputs([discovery.alreadyLinked])
    plan = discovery.plan
    deploymentSlug = discovery.deploymentSlug
  } else if (plan.notice !== undefined) {
    nothing = sayNothingToLink(plan, plan.notice)
  } else {
    deploymentSlug = await context.deployment.slug()
    named = await checkNamedFindings(
      plan,
      lookupTarget(deploymentSlug, pr, inputs),
      inputs.relink,
      context
    )
    plan = named.plan
    if (plan.notice !== undefined) notice('nothing to link', plan.notice)
  }
  if (plan.notice !== undefined) return setOutputs([])

  // Findings link to their platform page by the deployment's slug; without it they are plain IDs.
  if (inputs.platformUrl !== undefined && deploymentSlug === undefined) {
    deploymentSlug = await context.deployment.slug().catch(() => undefined)
  }
  links = { attempted: 0, outcomes: [], warnings: [] }
  const movedFrom = previousTickets(named?.lookup, discovery?.discovery)
  for (const planned of plan.links) {
    links = { ...links, attempted: links.attempted + 1 }
    try {
      const { outcome, warnings } = await requestLink(planned, context, movedFrom)
      links = {
        ...links,
        outcomes: [...links.outcomes, outcome],
        warnings: [...links.warnings, ...warnings]
      }
    } catch (error) {
      links = { ...links, integrationMissing: error instanceof IntegrationMissingError }
      throw error
    }
  }
  return setOutputs(links.outcomes)
}

/** What the summary takes from the event and the inputs, whatever the steps did. */
function summaryContext(
  eventName: string,
  pr: PullRequestPayload | undefined,
  inputs: TicketLinkInputs
): TicketLinkResults {
  return {
    eventName,
    ...(pr && { pullRequest: { number: pr.number, ...(pr.html_url && { url: pr.html_url }) } }),
    ...(inputs.platformUrl !== undefined && { platformUrl: inputs.platformUrl }),
    ...(inputs.githubServerOrigin !== undefined && {
      githubServerOrigin: inputs.githubServerOrigin
    }),
    ...(inputs.ticketBaseUrl !== undefined && { ticketBaseUrl: inputs.ticketBaseUrl })
  }
}

/** The author's association, which is not trusted: said in a notice, and nothing is linked. */
function untrusted(pr: PullRequestPayload, inputs: TicketLinkInputs): string {
  const association = pr.author_association || 'NONE'
  notice(
    'pull request author not trusted',
    `Pull request #${pr.number} is not linked: on pull_request_target, only pull requests whose ` +
      `author is ${inputs.trustedAssociations.join(', ')} (input trusted-associations) are, and ` +
      `this author is ${association}. A maintainer can link its tickets with ticket-url ` +
      `and finding-ids, or re-run it after adding the author as a collaborator.`
  )
  return association
}

/** The references read, planned and logged; an ambiguity error carries them for the summary. */
function planReferences(
  pullRequestText: PullRequestText | undefined,
  inputs: TicketLinkInputs
): TicketLinkPlan {
  try {
    const plan = planTicketLinks(pullRequestText, {
      ticketBaseUrl: inputs.ticketBaseUrl,
      ticketProjects: inputs.ticketProjects,
      explicitTicketUrl: inputs.ticketUrl,
      explicitFindingIds: inputs.findingIds,
      platformHost: inputs.platformHost
    })
    logReferences(plan)
    return plan
  } catch (error) {
    if (error instanceof TicketReferenceError && error.plan) logReferences(error.plan)
    throw error
  }
}

/**
 * The plan's notice, said: a log line when the pull request referenced nothing, a warning for a
 * ticket key without `ticket-base-url`, otherwise a notice.
 */
function sayNothingToLink(plan: TicketLinkPlan, message: string): NothingToLink {
  if (plan.referencesNothing) {
    log.info(message)
    return { keyWithoutBase: false, warnings: [] }
  }
  if (keyWithoutBase(plan)) {
    warn('ticket key without ticket-base-url', message)
    return { keyWithoutBase: true, warnings: [message] }
  }
  notice('nothing to link', message)
  return { keyWithoutBase: false, warnings: [] }
}

/** Where the named findings are looked up: the base repository, on the pull request's ref first. */
function lookupTarget(
  slug: string,
  pr: PullRequestPayload | undefined,
  inputs: TicketLinkInputs
): LookupTarget {
  const ref = namedRef(pr, inputs)
  return {
    slug,
    repository: repositoryOf(pr, inputs),
    ...(ref !== undefined && { ref }),
    pageSize: inputs.findingsPageSize ?? FINDINGS_PAGE_SIZE
  }
}

/** One link request; a refusal names a missing integration. Returns its warning of moved findings. */
async function requestLink(
  planned: TicketLink,
  context: ModeContext,
  movedFrom: ReadonlyMap<string, string>
): Promise<{ outcome: LinkOutcome; warnings: string[] }> {
  const result = await context.client
    .linkTicket(planned.ticketUrl, planned.findingIds)
    .catch(async (error: unknown) => {
      const slug = await context.deployment.slug().catch(() => undefined)
      throw integrationMissing(error, slug ?? context.deployment.id) ?? error
    })
  const name = ticketName(planned)
  log.info(
    `Linked ${name} (ticket ID ${result.ticket_id}) to ${plural(result.linked_issue_ids, 'finding')}: ` +
      `${shortList(result.linked_issue_ids)}`
  )
  const warnings: string[] = []
  if (result.replaced_issue_ids.length > 0) {
    const message = replacedWarning(name, result.replaced_issue_ids, movedFrom)
    warnings.push(message)
    warn('finding moved to another ticket', message)
  }
  return { outcome: { link: planned, result }, warnings }
}

/** The link request was refused for want of a ticketing integration (the verdict names it). */
export class IntegrationMissingError extends Error {
  override name = 'IntegrationMissingError'
}

/**
 * The platform refuses every link while the deployment has no ticketing integration, and says so
 * only in its answer's text (a 4xx whose body names the integration). That is not an input error:
 * the verdict names the missing integration and where to set it up; the answer stays quoted.
 */
export function integrationMissing(
  error: unknown,
  deployment: string
): IntegrationMissingError | undefined {
  if (!(error instanceof PlatformError) || error.status === undefined) return undefined
  if (error.status < 400 || error.status >= 500 || error.status === 404) return undefined
  if (!/integration/i.test(error.body)) return undefined
  const details = error.message.slice(firstSentence(error.message).length).trim()
  return new IntegrationMissingError(
    `Set up a ticketing integration (e.g. Jira) for deployment ${deployment} on the platform, ` +
      `under Settings → Integrations, then run the step again: linking a ticket needs one, and the ` +
      `platform says there is none. ${details}`
  )
}

/**
 * On `pull_request_target` the workflow runs with the base repository's secrets for a pull request
 * anyone may open; only authors with a listed association may have it relink findings.
 * `pull_request` runs are trusted as before: from forks they get no secrets.
 */
function authorIsTrusted(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  eventName: string
): boolean {
  if (eventName !== 'pull_request_target') return true
  const association = typeof pr.author_association === 'string' ? pr.author_association : ''
  return inputs.trustedAssociations.includes(association.toUpperCase())
}

/** The pull request of a `pull_request` / `pull_request_target` event; undefined otherwise. */
function pullRequestOf(event: WorkflowEvent): PullRequestPayload | undefined {
  const pr = event.payload.pull_request
  if (!PULL_REQUEST_EVENTS.includes(event.name) || !pr || typeof pr !== 'object') return undefined
  return pr
}

/**
 * Outside a pull request, `ticket-url` must be given, with `finding-ids` or `finding-ref` (the
 * one `findings` asks for, when it names one).
 */
function requireExplicitReferences(inputs: TicketLinkInputs, eventName: string): void {
  const findings =
    inputs.findings === 'listed'
      ? inputs.findingIds.length > 0
      : inputs.findings === 'pull-request'
        ? inputs.findingRef !== undefined
        : inputs.findingIds.length > 0 || inputs.findingRef !== undefined
  const wanted =
    inputs.findings === 'listed'
      ? 'finding-ids'
      : inputs.findings === 'pull-request'
        ? 'finding-ref'
        : 'finding-ids or finding-ref'
  const missing = [
    ...(inputs.ticketUrl === undefined ? ['ticket-url'] : []),
    ...(findings ? [] : [wanted])
  ]
  if (missing.length === 0) return
  throw new Error(
    `This run was triggered by ${eventName ? `a '${eventName}' event` : 'no known event'}, not by ` +
      `a pull request (${PULL_REQUEST_EVENTS.join(' or ')}), so there is no pull request to read ` +
      `ticket and finding references from, and ${missing.join(' and ')} ` +
      `${missing.length > 1 ? 'are' : 'is'} not set. Run this mode on pull requests, or set ` +
      `ticket-url and ${wanted}.`
  )
}

/**
 * A ticket key was named, but without `ticket-base-url` it has no URL: nothing is linked, which
 * the author would not expect, so it is a warning (a ⚠️ verdict), not a notice.
 */
export function keyWithoutBase(plan: TicketLinkPlan): boolean {
  return plan.links.length === 0 && plan.ignored.some(i => /ticket-base-url/.test(i.reason))
}

/** The ref named findings are looked up on first: `finding-ref`, else the pull request's. */
function namedRef(
  pr: PullRequestPayload | undefined,
  inputs: TicketLinkInputs
): string | undefined {
  if (inputs.findingRef !== undefined) return inputs.findingRef
  return pr !== undefined ? `refs/pull/${pr.number}/merge` : undefined
}

/** The texts references are read from: the payload's title, branch and body, and the commits. */
async function readPullRequest(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  context: Pick<ModeContext, 'event' | 'signal' | 'newGitHubClient'>
): Promise<PullRequestReading> {
  const { messages, ...commits } =
    context.event.name === 'pull_request_target'
      ? skipCommits()
      : await readCommitMessages(pr, inputs, context)
  const read = ['title', 'head branch', 'description']
  if (commits.commitsRead !== undefined) read.push(plural(commits.commitsRead, 'commit message'))
  log.info(`Reading pull request #${pr.number}: ${read.join(', ')}.`)
  const text = {
    title: stringOr(pr.title),
    branch: stringOr(pr.head?.ref),
    body: stringOr(pr.body),
    commits: messages
  }
  return { ...commits, text }
}

/** The commit messages read, or why they were not (with the warning that said so). */
interface CommitsRead extends Omit<PullRequestReading, 'text'> {
  messages: PullRequestText['commits']
}

/**
 * On `pull_request_target` no commit message is read: a commit carries no author association, and
 * anyone can write one under the pull request author's e-mail, so only the author's own text counts.
 */
function skipCommits(): CommitsRead {
  const why =
    'on pull_request_target only the title, head branch and description count (anyone can ' +
    "write a commit under the author's e-mail)"
  log.info(`Commit messages are not read: ${why}.`)
  return { messages: [], commitsSkipped: why, warnings: [] }
}

/** The commit messages through the GitHub API; where that fails, a warning and none. */
async function readCommitMessages(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  context: Pick<ModeContext, 'signal' | 'newGitHubClient'>
): Promise<CommitsRead> {
  if (!inputs.githubToken) {
    log.info('github-token is empty: the commit messages of the pull request are not read.')
    return { messages: [], commitsSkipped: 'github-token is empty', warnings: [] }
  }
  const repository = baseRepository(pr, inputs)
  if (repository === undefined || !Number.isSafeInteger(pr.number) || pr.number < 1) {
    const why = 'the event names no repository or pull request number'
    const message =
      'Run this mode on pull_request or pull_request_target events to have commit messages read: ' +
      `they are not read, as ${why}. The title, branch and description still count.`
    warn('commit messages not read', message)
    return { messages: [], commitsSkipped: why, warnings: [message] }
  }
  // Loaded here so that only this mode, and only on pull requests, pays for @actions/github.
  const { listPullRequestCommits } = await import('../../github/commits.js')
  try {
    const commits = await listPullRequestCommits({
      token: inputs.githubToken,
      apiUrl: inputs.githubApiUrl,
      ...repository,
      pullNumber: pr.number,
      ...(context.signal && { signal: context.signal }),
      newClient: context.newGitHubClient,
      log: {
        debug: message => log.debug(message),
        warn: message => warn('GitHub API', message)
      }
    })
    const messages = commits.map(c => ({ label: c.sha.slice(0, 7), message: c.message }))
    return { messages, commitsRead: commits.length, warnings: [] }
  } catch (error) {
    return commitsNotListed(error, pr.number, inputs.githubApiUrl)
  }
}

/** The commit listing failed: why, and the warning with what to do about it. */
function commitsNotListed(error: unknown, pullNumber: number, apiUrl: string): CommitsRead {
  const status = (error as { status?: number }).status
  const refused = status === 401 || status === 403 || status === 404
  const message =
    `${connectionAdvice(error, apiUrl) ?? commitAdvice(status)} ` +
    `The commit messages of pull request #${pullNumber} are not read: ` +
    `${(error as Error).message}. The title, branch and description still count.`
  warn('commit messages not read', message)
  return {
    messages: [],
    commitsSkipped: refused ? `GitHub refused (HTTP ${status})` : 'listing them failed',
    warnings: [message]
  }
}

/**
 * What to do about a failed commit listing, by GitHub's answer: 401, 403 and 404 differ; anything
 * else (no answer, a 5xx after the retries) is worth another run.
 */
export function commitAdvice(status: number | undefined): string {
  switch (status) {
    case 401:
      return 'Check the github-token input: GitHub did not accept the token (expired or revoked?).'
    case 403:
      return (
        'Give the job `permissions: pull-requests: read` (and `contents: read`), or pass a ' +
        'github-token that may read pull requests.'
      )
    case 404:
      return (
        'Pass a github-token that can see this repository: GitHub answers 404 to a token ' +
        'without access to it (a token of another repository, or without private-repository access).'
      )
    default:
      return 'Run the step again to have the commit messages read.'
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

/** How many references of each kind the log lists; the rest are counted. */
export const REFERENCES_LOGGED = 50

/**
 * The references found, in a log group: the first {@link REFERENCES_LOGGED} of each kind, then how
 * many more, so that the log stays small whatever the pull request holds. Text from the pull
 * request is kept on one line.
 */
function logReferences(plan: TicketLinkPlan): void {
  const moreTickets = plan.ticketsOmitted ?? 0
  log.startGroup(
    `References found: ${plural(plan.tickets.length + moreTickets, 'ticket')}` +
      `${moreTickets > 0 ? ' (or more)' : ''}, ${plural(plan.findings, 'finding')}, ` +
      `${formatCount(plan.ignored.length + plan.ignoredOmitted)} not used`
  )
  const list = <T>(items: readonly T[], more: number, line: (item: T) => string, what: string) => {
    for (const item of items.slice(0, REFERENCES_LOGGED)) log.info(oneLine(line(item)))
    const rest = Math.max(0, items.length - REFERENCES_LOGGED) + more
    if (rest > 0) log.info(`… and ${formatCount(rest)} more ${what}`)
  }
  list(
    plan.tickets,
    moreTickets,
    t => `ticket ${t.key ?? t.url} (${t.url}) in ${shortList(t.where, 10)}`,
    'ticket references'
  )
  list(plan.findings, 0, f => `finding ${f.id} in ${shortList(f.where, 10)}`, 'findings')
  list(
    plan.ignored,
    plan.ignoredOmitted,
    i => `not used: ${i.reference} in ${i.where}: ${i.reason}`,
    'not used'
  )
  log.endGroup()
}

async function setOutputs(outcomes: LinkOutcome[]): Promise<void> {
  // The URL this run sent, not the one the answer names: an answer must not redirect what a later
  // step opens or posts to.
  const links = outcomes.map(({ link: planned, result }) => ({
    ticket_url: planned.ticketUrl,
    ticket_id: result.ticket_id.toString(),
    external_slug: result.external_slug,
    linked_issue_ids: result.linked_issue_ids,
    replaced_issue_ids: result.replaced_issue_ids
  }))
  await setOutput('links', JSON.stringify(links))
  await setOutput(
    'linked-issue-ids',
    JSON.stringify(distinct(links.flatMap(l => l.linked_issue_ids)))
  )
  await setOutput(
    'replaced-issue-ids',
    JSON.stringify(distinct(links.flatMap(l => l.replaced_issue_ids)))
  )
  const only = links.length === 1 ? links[0] : undefined
  if (only !== undefined) {
    await setOutput('ticket-url', only.ticket_url, 'txt')
    await setOutput('ticket-id', only.ticket_id, 'txt')
    await setOutput('external-slug', only.external_slug, 'txt')
  }
}

/**
 * The ticket each finding was linked to before, where the platform said so (the look-up of named
 * findings, or the listing of the pull request's): the warning of findings moved here names it.
 */
function previousTickets(
  named: NamedLookup | undefined,
  discovery: Discovery | undefined
): Map<string, string> {
  const before = new Map<string, string>()
  for (const finding of [...(named?.found.values() ?? []), ...(discovery?.sorted?.moving ?? [])]) {
    const ticket = finding.externalTicket
    if (ticket !== undefined) before.set(finding.id, oneLine(ticket.slug || ticket.url))
  }
  return before
}

/** The warning of findings that moved here, naming the ticket each was linked to before. */
function replacedWarning(
  name: string,
  ids: readonly string[],
  before: ReadonlyMap<string, string>
): string {
  const previous = distinct(ids.map(id => before.get(id) ?? 'another ticket'))
  const one = ids.length === 1
  const where =
    previous.length === 1
      ? previous[0]!
      : `other tickets (${shortList(ids.map(id => `${id}: ${before.get(id) ?? 'another ticket'}`))})`
  return (
    `Check that ${one ? `finding ${ids[0]} belongs` : `findings ${shortList(ids)} belong`} to ` +
    `${name}: ${one ? 'it was' : 'they were'} linked to ${where} before and ` +
    `${one ? 'is' : 'are'} now linked to ${name} instead.`
  )
}

const ticketLink: Mode<TicketLinkInputs> = {
  parseInputs: parseTicketLinkInputs,
  run: runTicketLink,
  forkPullRequestNotice: FORK_PULL_REQUEST_NOTICE
}
export default ticketLink

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
