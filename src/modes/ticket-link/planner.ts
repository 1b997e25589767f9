/**
 * Plans which ticket gets which findings (mode `ticket-link`) from the references the collector
 * read, and words the errors the user has to fix. Pure: no I/O.
 *
 * One ticket: every finding goes to it. Several: a finding on a line that names exactly one of
 * them goes to that one; a finding left unbound is an error. `explicitTicketUrl` overrides all this.
 */
import { formatCount, shortList } from '../../action/text.js'
import {
  FindingLimitReached,
  MAX_TICKETS_KEPT,
  ReferenceCollector,
  type FindingEntry,
  type IgnoredReference,
  type PullRequestText,
  type ReferenceOptions,
  type TicketEntry
} from './collector.js'

/** One `POST .../tickets/link` to make. */
export interface TicketLink {
  ticketKey?: string
  ticketUrl: string
  findingIds: string[]
}

/** A ticket that counts, and where it was named. */
export interface TicketFound {
  key?: string
  url: string
  where: string[]
}

/** A finding ID, where it was named and, when planned, the ticket it goes to. */
export interface FindingFound {
  id: string
  where: string[]
  ticketUrl?: string
  /** The first link to this finding on the platform host in the text, if any. */
  url?: string
}

/** What to link, plus what the summary needs to explain it. */
export interface TicketLinkPlan {
  /** One entry per ticket to link, in first-seen order; empty when there is nothing to link. */
  links: TicketLink[]
  tickets: TicketFound[]
  findings: FindingFound[]
  /** Distinct entries, at most {@link MAX_IGNORED_SHOWN}; the rest counted in `ignoredOmitted`. */
  ignored: IgnoredReference[]
  ignoredOmitted: number
  /** References to tickets beyond the {@link MAX_TICKETS_KEPT} distinct ones kept (counted only). */
  ticketsOmitted?: number
  /** Why nothing is linked (set exactly when `links` is empty). */
  notice?: string
  /**
   * Nothing at all was referenced: the usual pull request without a ticket, which needs one short
   * line, not an annotation.
   */
  referencesNothing?: boolean
}

/** The notice of a pull request that names no ticket and no finding. */
export const NOTHING_REFERENCED = 'Nothing to link: no ticket or finding is referenced.'

/** A reference problem the user has to fix (ambiguous or too many references). */
export class TicketReferenceError extends Error {
  /** Ticket keys (or URLs) the pull request references. */
  readonly tickets: string[]
  /** Finding IDs that could not be assigned to one ticket. */
  readonly findingIds: string[]
  /** The references found (no links planned), so that the summary can show them with the error. */
  readonly plan: TicketLinkPlan | undefined

  constructor(message: string, tickets: string[], findingIds: string[], plan?: TicketLinkPlan) {
    super(message)
    this.name = 'TicketReferenceError'
    this.tickets = tickets
    this.findingIds = findingIds
    this.plan = plan
  }
}

const DEFAULT_MAX_TICKETS = 20
/** How many tickets or findings an error message names before "and N more". */
const LISTED_IN_ERRORS = 10

/** Reads the pull request and plans the links; throws {@link TicketReferenceError} if ambiguous. */
export function planTicketLinks(
  pr: PullRequestText | undefined,
  options: ReferenceOptions
): TicketLinkPlan {
  const explicitUrl = options.explicitTicketUrl?.trim() || undefined
  const read = new ReferenceCollector(options, explicitUrl)
  try {
    if (pr !== undefined) {
      read.readPlain(pr.title, 'title', true)
      read.readPlain(pr.branch, 'branch', false)
      read.readMarkdown(pr.body, 'body')
      for (const commit of pr.commits) read.readMarkdown(commit.message, `commit ${commit.label}`)
    }
    read.readExplicitFindings(options.explicitFindingIds)
  } catch (error) {
    if (!(error instanceof FindingLimitReached)) throw error
    throw new TicketReferenceError(
      `Name fewer findings per pull request: more than ${error.limit} distinct ` +
        `finding IDs are named (in the pull request and finding-ids), and at most ` +
        `${error.limit} are linked in one run.`,
      [...read.tickets.keys()],
      []
    )
  }
  return new Planner(read, options.maxTickets ?? DEFAULT_MAX_TICKETS).plan()
}

class Planner {
  constructor(
    private readonly read: ReferenceCollector,
    private readonly maxTickets: number
  ) {}

  /** The links to make, from what was read; throws {@link TicketReferenceError} if ambiguous. */
  plan(): TicketLinkPlan {
    const findings = [...this.read.findings.values()]
    if (this.read.explicitUrl !== undefined)
      return this.planExplicit(this.read.explicitUrl, findings)

    const entries = [...this.read.tickets.values()]
    const tickets: TicketFound[] = entries.map(t => ({ key: t.key, url: t.url, where: t.where }))
    const only = entries[0]
    if (only === undefined || findings.length === 0) {
      return this.result([], tickets, this.nothingToLink(entries.length, findings.length))
    }
    const keys = entries.map(t => t.key)
    if (this.read.ticketsOmitted > 0) {
      throw new TicketReferenceError(
        `Link fewer tickets per pull request, or set ticket-url to link every finding to one ` +
          `ticket: the pull request references more than ${formatCount(MAX_TICKETS_KEPT)} ` +
          `distinct tickets (${shortList(keys, LISTED_IN_ERRORS)}), and at most ` +
          `${this.maxTickets} are linked in one run.`,
        keys.slice(0, LISTED_IN_ERRORS),
        [],
        this.result([], tickets)
      )
    }
    if (entries.length === 1) {
      const ids = findings.map(f => f.id)
      return this.result([{ ticketKey: only.key, ticketUrl: only.url, findingIds: ids }], tickets)
    }
    this.requireOneTicketEach(findings, entries, tickets)
    return this.result(this.linksByTicket(findings, entries, tickets), tickets)
  }

  /** `ticket-url` set: every finding goes to it. */
  private planExplicit(url: string, findings: FindingEntry[]): TicketLinkPlan {
    const key = this.read.explicitKey
    const ticket: TicketFound = {
      ...(key !== undefined && { key }),
      url,
      where: this.read.explicitWhere
    }
    if (findings.length === 0) {
      return this.result(
        [],
        [ticket],
        'Nothing to link: the pull request names no finding and finding-ids is empty.'
      )
    }
    const link: TicketLink = {
      ...(key !== undefined && { ticketKey: key }),
      ticketUrl: url,
      findingIds: findings.map(f => f.id)
    }
    return this.result([link], [ticket])
  }

  /** Several tickets: every finding must be bound to exactly one of them, by its line. */
  private requireOneTicketEach(
    findings: FindingEntry[],
    entries: TicketEntry[],
    tickets: TicketFound[]
  ): void {
    const keys = entries.map(t => t.key)
    const twice = findings.filter(f => f.boundTo.length > 1)
    const first = twice[0]
    if (first !== undefined) {
      throw new TicketReferenceError(
        `Name finding ${first.id} on the line of one ticket only, or set ticket-url to link ` +
          `every finding to one ticket: finding ${first.id} is bound to more than one ticket ` +
          `(${first.boundTo.join(', ')}) in ${first.where.join(', ')}, but a finding can be ` +
          'linked to only one ticket.',
        keys,
        twice.map(f => f.id),
        this.result([], tickets)
      )
    }
    const unboundFindings = findings.filter(f => f.boundTo.length === 0)
    const unbound = unboundFindings.map(f => f.id)
    if (unbound.length === 0) return
    const named = entries.map(t => `${t.key} in ${t.where.join(', ')}`)
    const where = unboundFindings.map(f => `${f.id} in ${f.where.join(', ')}`)
    const example = `${entries[0]!.key}: Findings: ${unbound.slice(0, 3).join(', ')}`
    throw new TicketReferenceError(
      `Put finding${unbound.length > 1 ? 's' : ''} ${shortList(unbound, LISTED_IN_ERRORS)} on a line that names ` +
        `exactly one ticket (e.g. "${example}"), or set ticket-url to link every finding to ` +
        `one ticket: the pull request references ${entries.length} tickets ` +
        `(${shortList(named, LISTED_IN_ERRORS, '; ')}), and ${unbound.length > 1 ? 'these findings are' : 'this finding is'} ` +
        `on no line with one of them (${shortList(where, LISTED_IN_ERRORS, '; ')}).`,
      keys,
      unbound,
      this.result([], tickets)
    )
  }

  /** One link per ticket that has findings bound to it, in first-seen order, at most maxTickets. */
  private linksByTicket(
    findings: FindingEntry[],
    entries: TicketEntry[],
    tickets: TicketFound[]
  ): TicketLink[] {
    const byTicket = new Map<string, string[]>()
    for (const finding of findings) {
      const key = finding.boundTo[0] as string
      const list = byTicket.get(key)
      if (list === undefined) byTicket.set(key, [finding.id])
      else list.push(finding.id)
    }
    const links: TicketLink[] = []
    for (const ticket of entries) {
      const bound = byTicket.get(ticket.key)
      if (bound !== undefined) {
        links.push({ ticketKey: ticket.key, ticketUrl: ticket.url, findingIds: bound })
      }
    }
    if (links.length > this.maxTickets) {
      const over = shortList(
        links.map(l => l.ticketKey ?? l.ticketUrl),
        LISTED_IN_ERRORS
      )
      throw new TicketReferenceError(
        `Link fewer tickets per pull request: findings would be linked to ${links.length} ` +
          `tickets, more than the ${this.maxTickets} allowed in one run (${over}).`,
        entries.map(t => t.key),
        [],
        this.result([], tickets)
      )
    }
    return links
  }

  private result(links: TicketLink[], tickets: TicketFound[], notice?: string): TicketLinkPlan {
    const target = new Map<string, string>()
    for (const link of links) for (const id of link.findingIds) target.set(id, link.ticketUrl)
    const findings = [...this.read.findings.values()].map(f => {
      const ticketUrl = target.get(f.id)
      return {
        id: f.id,
        where: f.where,
        ...(ticketUrl !== undefined && { ticketUrl }),
        ...(f.url !== undefined && { url: f.url })
      }
    })
    return {
      links,
      tickets,
      findings,
      ignored: this.read.ignored,
      ignoredOmitted: this.read.ignoredOmitted,
      ...(this.read.ticketsOmitted > 0 && { ticketsOmitted: this.read.ticketsOmitted }),
      ...(notice !== undefined && { notice }),
      ...(notice === NOTHING_REFERENCED && { referencesNothing: true })
    }
  }

  private nothingToLink(ticketCount: number, findingCount: number): string {
    const noTicket =
      this.read.keysWithoutUrl > 0
        ? 'ticket keys were found, but ticket-base-url is not set to build their URLs ' +
          '(set it, or set ticket-url)'
        : 'no ticket is referenced (name a key such as PROJ-42 in the title, branch, ' +
          'description or a commit message, or set ticket-url)'
    const noFinding =
      'no finding is named (add a line "Findings: 123, 456" to the description, link the ' +
      'findings, or set finding-ids)'
    if (ticketCount === 0 && findingCount === 0) {
      return this.read.keysWithoutUrl > 0
        ? `Nothing to link: ${noTicket}, and ${noFinding}.`
        : NOTHING_REFERENCED
    }
    if (ticketCount === 0) return `Nothing to link: ${noTicket}.`
    return `Nothing to link: ${noFinding}.`
  }
}
