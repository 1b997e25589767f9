/**
 * What a `ticket-link` run did so far, as the summary reads it: the references' plan, the link
 * requests' answers, and the pull request's own findings when the platform was asked for them.
 */
import type { FindingsQuery, FindingType, PlatformFinding } from '../../platform/findings.js'
import type { TicketLinkResult } from '../../platform/schemas.js'
import type { TicketLink, TicketLinkPlan } from './planner.js'
import type { ScanCheck } from './pull-request-scan.js'

/** What the run did so far; the summary is rendered from it. */
export interface TicketLinkModel {
  eventName: string
  /** When the step started, by the run's clock: `scan-wait` counts from here. */
  startedAt?: number
  /** The pull request the references were read from, when the event is one. */
  pullRequest?: { number: number; url?: string }
  /** Number of commit messages read; undefined when they were not read. */
  commitsRead?: number
  /** Why the commit messages were not read. */
  commitsSkipped?: string
  /** True when that was a warning (then the warning says it, not a line of its own). */
  commitsWarned?: boolean
  plan?: TicketLinkPlan
  /** On `pull_request_target`: the author's association, when it is not trusted (nothing linked). */
  untrustedAuthor?: string
  /** One entry per link request that succeeded, in plan order. */
  results: LinkOutcome[]
  /** Set while rendering the summary of a cancelled run: a request under way was cut, not refused. */
  cancelledRun?: boolean
  /** The platform refused a link because the deployment has no ticketing integration. */
  integrationMissing?: boolean
  /** Link requests made (the last one failed when this exceeds `results.length`). */
  attempted?: number
  /** Warnings given (each also an annotation), in order. */
  warnings?: string[]
  /** The platform's web origin (`api-url`) and the deployment's slug: findings link to their page. */
  platformUrl?: string
  deploymentSlug?: string
  /** Where links from the platform's answer may go: a line on GitHub, a ticket under the base. */
  githubServerOrigin?: string
  ticketBaseUrl?: string
  /** The pull request's own findings, when the platform was asked for them. */
  discovery?: Discovery
  /** A ticket key was named without `ticket-base-url`, so nothing could be linked (a warning). */
  keyWithoutBase?: boolean
  /** What the platform said of the named findings, once they were looked up. */
  named?: NamedLookup
}

/** A link request and the platform's answer. */
export interface LinkOutcome {
  link: TicketLink
  result: TicketLinkResult
  /** Every finding was linked to this ticket already: no request was made. */
  alreadyLinked?: boolean
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
