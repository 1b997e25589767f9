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
import type { NewGitHubClient } from '../../github/client.js'
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
import type { TicketLinkResult } from '../../platform/schemas.js'
import { FORK_PULL_REQUEST_NOTICE, parseTicketLinkInputs, type TicketLinkInputs } from './inputs.js'
import type { PullRequestText } from './collector.js'
import { discoverFindings, discoveryWanted, FINDINGS_PAGE_SIZE, repositoryOf } from './discovery.js'
import { checkNamedFindings } from './named-findings.js'
import { planTicketLinks, TicketReferenceError, type TicketLinkPlan } from './planner.js'
import {
  renderTicketLinkSummary,
  ticketName,
  type LinkOutcome,
  type TicketLinkModel
} from './summary.js'

/** Reads the references, plans the links, makes one link request per ticket and sets the outputs. */
export async function runTicketLink(inputs: TicketLinkInputs, context: ModeContext): Promise<void> {
  const pr = pullRequestOf(context.event)
  const model: TicketLinkModel = {
    eventName: context.event.name,
    startedAt: context.clock.now(),
    ...(pr && { pullRequest: { number: pr.number, ...(pr.html_url && { url: pr.html_url }) } }),
    ...(inputs.platformUrl !== undefined && { platformUrl: inputs.platformUrl }),
    ...(inputs.githubServerOrigin !== undefined && {
      githubServerOrigin: inputs.githubServerOrigin
    }),
    ...(inputs.ticketBaseUrl !== undefined && { ticketBaseUrl: inputs.ticketBaseUrl }),
    results: [],
    warnings: []
  }
  context.summary.show((failure, cancelled) => renderTicketLinkSummary(model, failure, cancelled))

  if (pr === undefined) requireExplicitReferences(inputs, context.event.name)
  if (pr !== undefined && !authorIsTrusted(pr, inputs, context.event.name)) {
    model.untrustedAuthor = pr.author_association || 'NONE'
    notice(
      'pull request author not trusted',
      `Pull request #${pr.number} is not linked: on pull_request_target, only pull requests whose ` +
        `author is ${inputs.trustedAssociations.join(', ')} (input trusted-associations) are, and ` +
        `this author is ${model.untrustedAuthor}. A maintainer can link its tickets with ticket-url ` +
        `and finding-ids, or re-run it after adding the author as a collaborator.`
    )
    await setOutputs([])
    return
  }
  const pullRequestText =
    pr &&
    (await readPullRequest(
      pr,
      inputs,
      model,
      context.signal,
      context.event.name,
      context.newGitHubClient
    ))
  model.plan = planReferences(pullRequestText, inputs, model)
  logReferences(model.plan)

  if (discoveryWanted(inputs, model.plan)) {
    if (!(await discoverFindings(inputs, context, model, pr))) {
      await setOutputs(model.results)
      return
    }
  } else if (model.plan.notice !== undefined) {
    if (model.plan.referencesNothing) log.info(model.plan.notice)
    else if (keyWithoutBase(model.plan)) warnKeyWithoutBase(model, model.plan.notice)
    else notice('nothing to link', model.plan.notice)
    await setOutputs([])
    return
  } else {
    const slug = await context.deployment.slug()
    model.deploymentSlug = slug
    const checked = await checkNamedFindings(
      model.plan,
      {
        slug,
        repository: repositoryOf(pr, inputs),
        ...(namedRef(pr, inputs) !== undefined && { ref: namedRef(pr, inputs)! }),
        pageSize: inputs.findingsPageSize ?? FINDINGS_PAGE_SIZE
      },
      inputs.relink,
      context,
      (model.warnings ??= [])
    )
    model.plan = checked.plan
    model.named = checked.lookup
    if (model.plan.notice !== undefined) {
      notice('nothing to link', model.plan.notice)
      await setOutputs([])
      return
    }
  }

  // Findings link to their platform page by the deployment's slug; without it they are plain IDs.
  if (inputs.platformUrl !== undefined && model.deploymentSlug === undefined) {
    const slug = await context.deployment.slug().catch(() => undefined)
    if (slug !== undefined) model.deploymentSlug = slug
  }
  await linkPlanned(model, context)
  await setOutputs(model.results)
}

/** The references read, planned; an ambiguity error still leaves them in the summary. */
function planReferences(
  pullRequestText: PullRequestText | undefined,
  inputs: TicketLinkInputs,
  model: TicketLinkModel
): TicketLinkPlan {
  try {
    return planTicketLinks(pullRequestText, {
      ticketBaseUrl: inputs.ticketBaseUrl,
      ticketProjects: inputs.ticketProjects,
      explicitTicketUrl: inputs.ticketUrl,
      explicitFindingIds: inputs.findingIds,
      platformHost: inputs.platformHost
    })
  } catch (error) {
    // The summary still shows what was found, so that the author sees where each reference is.
    if (error instanceof TicketReferenceError && error.plan) {
      model.plan = error.plan
      logReferences(error.plan)
    }
    throw error
  }
}

/** One link request per planned ticket, in order; a refusal names a missing integration. */
async function linkPlanned(model: TicketLinkModel, context: ModeContext): Promise<void> {
  for (const planned of model.plan?.links ?? []) {
    model.attempted = (model.attempted ?? 0) + 1
    const result = await context.client
      .linkTicket(planned.ticketUrl, planned.findingIds)
      .catch(async (error: unknown) => {
        const slug = await context.deployment.slug().catch(() => undefined)
        const missing = integrationMissing(error, slug ?? context.deployment.id)
        if (missing) model.integrationMissing = true
        throw missing ?? error
      })
    model.results.push({ link: planned, result })
    const name = ticketName(planned)
    log.info(
      `Linked ${name} (ticket ID ${result.ticket_id}) to ${plural(result.linked_issue_ids, 'finding')}: ` +
        `${shortList(result.linked_issue_ids)}`
    )
    if (result.replaced_issue_ids.length > 0) {
      const message = replacedWarning(name, result, model)
      model.warnings?.push(message)
      warn('finding moved to another ticket', message)
    }
  }
}

/**
 * The platform refuses every link while the deployment has no ticketing integration, and says so
 * only in its answer's text (a 4xx whose body names the integration). That is not an input error:
 * the verdict names the missing integration and where to set it up; the answer stays quoted.
 */
export function integrationMissing(error: unknown, deployment: string): Error | undefined {
  if (!(error instanceof PlatformError) || error.status === undefined) return undefined
  if (error.status < 400 || error.status >= 500 || error.status === 404) return undefined
  if (!/integration/i.test(error.body)) return undefined
  const details = error.message.slice(firstSentence(error.message).length).trim()
  return new Error(
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

export function warnKeyWithoutBase(model: TicketLinkModel, message: string): void {
  model.keyWithoutBase = true
  model.warnings?.push(message)
  warn('ticket key without ticket-base-url', message)
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
  model: TicketLinkModel,
  signal: AbortSignal | undefined,
  eventName: string,
  newClient: NewGitHubClient
): Promise<PullRequestText> {
  const commits =
    eventName === 'pull_request_target'
      ? skipCommits(model)
      : await readCommitMessages(pr, inputs, model, signal, newClient)
  const read = ['title', 'head branch', 'description']
  if (model.commitsRead !== undefined) read.push(plural(commits, 'commit message'))
  log.info(`Reading pull request #${pr.number}: ${read.join(', ')}.`)
  return {
    title: stringOr(pr.title),
    branch: stringOr(pr.head?.ref),
    body: stringOr(pr.body),
    commits
  }
}

/**
 * On `pull_request_target` no commit message is read: a commit carries no author association, and
 * anyone can write one under the pull request author's e-mail, so only the author's own text counts.
 */
function skipCommits(model: TicketLinkModel): PullRequestText['commits'] {
  model.commitsSkipped =
    'on pull_request_target only the title, head branch and description count (anyone can ' +
    "write a commit under the author's e-mail)"
  log.info(`Commit messages are not read: ${model.commitsSkipped}.`)
  return []
}

/** The commit messages through the GitHub API; where that fails, a warning and none. */
async function readCommitMessages(
  pr: PullRequestPayload,
  inputs: TicketLinkInputs,
  model: TicketLinkModel,
  signal: AbortSignal | undefined,
  newClient: NewGitHubClient
): Promise<PullRequestText['commits']> {
  if (!inputs.githubToken) {
    model.commitsSkipped = 'github-token is empty'
    log.info('github-token is empty: the commit messages of the pull request are not read.')
    return []
  }
  const repository = baseRepository(pr, inputs)
  if (repository === undefined || !Number.isSafeInteger(pr.number) || pr.number < 1) {
    model.commitsSkipped = 'the event names no repository or pull request number'
    const message =
      'Run this mode on pull_request or pull_request_target events to have commit messages read: ' +
      `they are not read, as ${model.commitsSkipped}. The title, branch and description still count.`
    model.warnings?.push(message)
    model.commitsWarned = true
    warn('commit messages not read', message)
    return []
  }
  // Loaded here so that only this mode, and only on pull requests, pays for @actions/github.
  const { listPullRequestCommits } = await import('../../github/commits.js')
  try {
    const commits = await listPullRequestCommits({
      token: inputs.githubToken,
      apiUrl: inputs.githubApiUrl,
      ...repository,
      pullNumber: pr.number,
      ...(signal && { signal }),
      newClient,
      log: {
        debug: message => log.debug(message),
        warn: message => warn('GitHub API', message)
      }
    })
    model.commitsRead = commits.length
    return commits.map(c => ({ label: c.sha.slice(0, 7), message: c.message }))
  } catch (error) {
    const status = (error as { status?: number }).status
    const refused = status === 401 || status === 403 || status === 404
    model.commitsSkipped = refused ? `GitHub refused (HTTP ${status})` : 'listing them failed'
    const message =
      `${connectionAdvice(error, inputs.githubApiUrl) ?? commitAdvice(status)} ` +
      `The commit messages of pull request #${pr.number} are not read: ` +
      `${(error as Error).message}. The title, branch and description still count.`
    model.warnings?.push(message)
    model.commitsWarned = true
    warn('commit messages not read', message)
    return []
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
 * The warning of findings that moved here, naming the ticket each was linked to before where the
 * platform said so (the look-up of named findings, or the listing of the pull request's).
 */
function replacedWarning(name: string, result: TicketLinkResult, model: TicketLinkModel): string {
  const ids = result.replaced_issue_ids
  const before = new Map<string, string>()
  const moving = [
    ...(model.named?.found.values() ?? []),
    ...(model.discovery?.sorted?.moving ?? [])
  ]
  for (const finding of moving) {
    const ticket = finding.externalTicket
    if (ticket !== undefined) before.set(finding.id, oneLine(ticket.slug || ticket.url))
  }
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
