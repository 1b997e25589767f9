/**
 * What each step of a `ticket-link` run returns, and what the summary is rendered from: reading
 * the pull request, the references' plan, the discovery of its own findings (with the scan it
 * waited for) or the look-up of the named ones, and the link requests' answers.
 */
import type { FindingsQuery, FindingType, PlatformFinding } from '../../platform/findings.js'
import type { TicketLinkResult } from '../../platform/schemas.js'
import type { PullRequestText } from './collector.js'
import type { TicketLink, TicketLinkPlan } from './planner.js'
import type { ScanCheck } from './pull-request-scan.js'

/** Reading the pull request: what was read, and why the commit messages were not. */
export interface PullRequestReading {
  text: PullRequestText
  /** Number of commit messages read; undefined when they were not read. */
  commitsRead?: number
  /** Why the commit messages were not read. */
  commitsSkipped?: string
  /** Given when not reading them was a warning (then the warning says it, not a line of its own). */
  warnings: string[]
}

/** The plan stopped with its notice: said in the log, as a notice, or as a warning. */
export interface NothingToLink {
  /** A ticket key was named without `ticket-base-url`, so nothing could be linked (a warning). */
  keyWithoutBase: boolean
  warnings: string[]
}

/** A link request and the platform's answer. */
export interface LinkOutcome {
  link: TicketLink
  result: TicketLinkResult
  /** Every finding was linked to this ticket already: no request was made. */
  alreadyLinked?: boolean
}

/** The link requests: made, answered, and the warnings of findings moved here. */
export interface LinkProgress {
  /** Requests made (the last one failed or was cut when this exceeds `outcomes.length`). */
  attempted: number
  /** One entry per request that succeeded, in plan order. */
  outcomes: LinkOutcome[]
  /** The platform refused a link because the deployment has no ticketing integration. */
  integrationMissing?: boolean
  warnings: string[]
}

/** The words the summary uses for each type. */
export const TYPE_LABELS: Record<FindingType, string> = {
  sast: 'code',
  sca: 'supply chain',
  ai_sast: 'AI-found code'
}

/** The found findings, sorted by what becomes of them. */
export interface SortedFindings {
  /** Not linked to any ticket: linked now. */
  fresh: PlatformFinding[]
  /** Linked to this ticket already. */
  alreadyHere: PlatformFinding[]
  /** Linked to another ticket and left there (no `relink`). */
  kept: PlatformFinding[]
  /** Linked to another ticket and moved here (`relink: true`). */
  moving: PlatformFinding[]
}

/** What the discovery asked and found, for the summary. */
export interface Discovery {
  query: FindingsQuery
  /** On a pull request: its head branch, the ref a `pull_request_target` scan records. */
  headBranch?: string
  /** The findings each type returned; undefined until the listing answered. */
  perType?: { type: FindingType; count: number }[]
  sorted?: SortedFindings
  ticket?: { key?: string; url: string }
  /** The pull request's scan, where it was looked for (`scan-commit` not `off`, a head commit). */
  scan?: ScanCheck
}

/**
 * The discovery step's result: what it asked and found, and the plan it leaves (the one link, or
 * a notice). A step that failed part-way returns what it learnt with `error`, which the run throws.
 */
export interface DiscoveryResult {
  discovery: Discovery
  plan: TicketLinkPlan
  /** Every finding was linked to the ticket already: no request is made, this is the outcome. */
  alreadyLinked?: LinkOutcome
  keyWithoutBase: boolean
  deploymentSlug?: string
  warnings: string[]
  error?: Error
}

/** Why a named finding is not linked. */
export type NotLinkedReason =
  /** Not listed for the base repository: not uploaded yet, or another repository's. */
  | 'not found'
  /** The listing stopped at its bound before it was found. */
  | 'not checked'

/** What the look-up of the named findings learnt (`named-findings.ts`). */
export interface NamedLookup {
  repository: string
  /** Found: the platform's view of each (repository, type, severity, current ticket). */
  found: Map<string, PlatformFinding>
  /** Not linked, and why. */
  notLinked: Map<string, NotLinkedReason>
  /** Linked to another ticket and left there (no `relink`): ID → that ticket. */
  kept: Map<string, NonNullable<PlatformFinding['externalTicket']>>
}

/** The named findings' check: the plan without the ones not to link, and why each is not. */
export interface NamedCheck {
  plan: TicketLinkPlan
  lookup: NamedLookup
  warnings: string[]
}

/** Every step's result the summary reads; built by the run from its locals, never by a step. */
export interface TicketLinkResults {
  eventName: string
  /** The pull request the references were read from, when the event is one. */
  pullRequest?: { number: number; url?: string }
  /** The platform's web origin (`api-url`) and the deployment's slug: findings link to their page. */
  platformUrl?: string
  deploymentSlug?: string
  /** Where links from the platform's answer may go: a line on GitHub, a ticket under the base. */
  githubServerOrigin?: string
  ticketBaseUrl?: string
  /** On `pull_request_target`: the author's association, when it is not trusted (nothing linked). */
  untrustedAuthor?: string
  reading?: PullRequestReading
  plan?: TicketLinkPlan
  nothing?: NothingToLink
  discovery?: DiscoveryResult
  named?: NamedCheck
  links?: LinkProgress
}

/**
 * What the summary reads of the step results, in one flat view: built once per rendering from
 * {@link TicketLinkResults} (`summary.ts`), so that each table and line asks one question of it.
 */
export interface SummaryView {
  eventName: string
  pullRequest: { number: number; url?: string } | undefined
  commitsRead: number | undefined
  commitsSkipped: string | undefined
  /** Not reading them was a warning (then the warning says it, not a line of its own). */
  commitsWarned: boolean
  untrustedAuthor: string | undefined
  /** The plan the last step left: the references', or the discovery's or the look-up's. */
  plan: TicketLinkPlan | undefined
  /** The link requests that succeeded, or the one already made, in plan order. */
  results: LinkOutcome[]
  attempted: number
  integrationMissing: boolean
  /** The summary of a cancelled run: a request under way was cut, not refused. */
  cancelledRun: boolean
  /** Every step's warnings, in the order they were given. */
  warnings: string[]
  platformUrl: string | undefined
  deploymentSlug: string | undefined
  githubServerOrigin: string | undefined
  ticketBaseUrl: string | undefined
  discovery: Discovery | undefined
  keyWithoutBase: boolean
  named: NamedLookup | undefined
}
