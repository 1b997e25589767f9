/**
 * Named findings (`Findings:` lines, finding links, `finding-ids`) are checked on the platform
 * before any link: a pull request's text may name any ID of the deployment. Each is looked up with
 * ListFindings for the base repository, every type and status, first on the pull request's ref,
 * then without `ref` for the IDs not yet found, page by page until every ID is found or the listing
 * ends (bounded). A finding the answer names in another repository counts as not found (the server
 * may ignore `repos`). An ID not found is never linked; one linked to another ticket stays there unless
 * `relink: true`, as for the pull request's own findings.
 */
import { warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import type { ModeContext } from '../../action/mode.js'
import { plural, shortList } from '../../action/text.js'
import {
  FINDING_TYPES,
  findingsSearchParams,
  type FindingsQuery,
  type PlatformFinding
} from '../../platform/findings.js'
import { isThisTicket } from './discovery.js'
import type { NamedCheck, NamedLookup } from './results.js'
import type { TicketLinkPlan } from './planner.js'

/** Pages read at most over one pass (a ref, or none) and every type: 150,000 findings of 3,000. */
export const MAX_LOOKUP_PAGES = 50
/** The whole look-up, both passes, every page and retry. */
export const LOOKUP_TIME_LIMIT_MS = 5 * 60_000

/** Where to look: the repository and the pull request's ref (none outside pull requests). */
export interface LookupTarget {
  slug: string
  repository: string
  ref?: string
  pageSize: number
}

/** What a look-up is after and has found so far, and when it must end. */
interface Search {
  wanted: ReadonlySet<string>
  found: Map<string, PlatformFinding>
  endsAt: number
}

/**
 * Finds the named IDs on the platform. Listing stops as soon as every ID is found; a listing that
 * reaches its bound leaves the rest `not checked`.
 */
export async function lookUpNamedFindings(
  ids: readonly string[],
  target: LookupTarget,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>
): Promise<{ found: Map<string, PlatformFinding>; unchecked: Set<string> }> {
  const search: Search = {
    wanted: new Set(ids),
    found: new Map(),
    endsAt: context.clock.now() + LOOKUP_TIME_LIMIT_MS
  }
  let cut = false
  for (const ref of target.ref !== undefined ? [target.ref, undefined] : [undefined]) {
    if (search.found.size === search.wanted.size) break
    cut = await lookUpPass(ref, search, target, context)
    if (cut) break
  }
  const unchecked = new Set(cut ? ids.filter(id => !search.found.has(id)) : [])
  return { found: search.found, unchecked }
}

/**
 * One pass (on a ref, or without one) over every type, page by page until every ID is found.
 * Returns whether the pass was cut: at its bound, or by a server that ignores `page`.
 */
async function lookUpPass(
  ref: string | undefined,
  search: Search,
  target: LookupTarget,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>
): Promise<boolean> {
  const { wanted, found } = search
  const query: FindingsQuery = {
    ref: ref ?? '',
    repository: target.repository,
    severities: [],
    types: FINDING_TYPES
  }
  let pages = 0
  for (const type of FINDING_TYPES) {
    const seen = new Set<string>()
    for (let page = 0; found.size < wanted.size; page++) {
      context.signal?.throwIfAborted()
      const left = search.endsAt - context.clock.now()
      if (left <= 0 || pages >= MAX_LOOKUP_PAGES) return true
      const params = findingsSearchParams(query, type, page, target.pageSize)
      if (ref === undefined) params.delete('ref')
      const answer = await context.client.listFindings(target.slug, params, left)
      pages++
      // A page of only findings seen already: a server that ignores `page`; the rest unchecked.
      if (answer.length > 0 && answer.every(f => seen.has(f.id))) return true
      for (const finding of answer) {
        seen.add(finding.id)
        // The `repos` filter is the server's promise only: another repository's finding is not found.
        if (!inRepository(finding, target.repository)) continue
        if (wanted.has(finding.id) && !found.has(finding.id)) {
          found.set(finding.id, { ...finding, type })
        }
      }
      if (answer.length < target.pageSize) break
    }
    if (found.size === wanted.size) break
  }
  return false
}

/** Whether the answer names `repository` (`owner/name`, without regard to case) as the finding's. */
export function inRepository(finding: { repository?: string }, repository: string): boolean {
  return finding.repository?.toLowerCase() === repository.toLowerCase()
}

/**
 * Looks the plan's findings up and takes out of it every one that is not to be linked: not found,
 * not checked, or linked to another ticket without `relink`. Tickets left without a finding are
 * dropped; when none is left, the plan says why. Warns once for the findings not found.
 */
export async function checkNamedFindings(
  plan: TicketLinkPlan,
  target: LookupTarget,
  relink: boolean,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>
): Promise<NamedCheck> {
  const ids = [...new Set(plan.links.flatMap(l => l.findingIds))]
  log.info(
    `Looking up ${plural(ids, 'named finding')} in ${target.repository}` +
      `${target.ref !== undefined ? `, on ${target.ref} first` : ''}.`
  )
  const { found, unchecked } = await lookUpNamedFindings(ids, target, context)
  const lookup: NamedLookup = {
    repository: target.repository,
    found,
    notLinked: new Map(),
    kept: new Map()
  }
  for (const id of ids) {
    if (!found.has(id)) lookup.notLinked.set(id, unchecked.has(id) ? 'not checked' : 'not found')
  }
  const links = plan.links.flatMap(link => {
    const ticket = { ...(link.ticketKey && { key: link.ticketKey }), url: link.ticketUrl }
    const findingIds = link.findingIds.filter(id => {
      const finding = found.get(id)
      if (finding === undefined) return false
      const current = finding.externalTicket
      if (current !== undefined && !relink && !isThisTicket(current, ticket)) {
        lookup.kept.set(id, current)
        return false
      }
      return true
    })
    return findingIds.length > 0 ? [{ ...link, findingIds }] : []
  })
  const warnings = warnNotLinked(lookup, target)
  if (lookup.kept.size > 0) {
    log.info(
      `${plural(lookup.kept.size, 'named finding')} ${lookup.kept.size === 1 ? 'stays' : 'stay'} ` +
        `with other tickets (relink: true moves them): ` +
        shortList([...lookup.kept].map(([id, t]) => `${id} (${t.slug || t.url})`))
    )
  }
  if (links.length > 0) return { plan: { ...plan, links }, lookup, warnings }
  const why =
    lookup.kept.size > 0 && lookup.notLinked.size === 0
      ? `every finding named is linked to another ticket and stays there; set relink: true to move them`
      : `no finding named could be linked (see the warning)`
  return { plan: { ...plan, links: [], notice: `Nothing to link: ${why}.` }, lookup, warnings }
}

/** Warns once for the findings not found and once for those not checked; returns the warnings. */
function warnNotLinked(lookup: NamedLookup, target: LookupTarget): string[] {
  const notFound = [...lookup.notLinked].filter(([, r]) => r === 'not found').map(([id]) => id)
  const notChecked = [...lookup.notLinked].filter(([, r]) => r === 'not checked').map(([id]) => id)
  const parts: string[] = []
  if (notFound.length > 0) {
    parts.push(
      `Check the finding ${notFound.length === 1 ? 'ID' : 'IDs'} ${shortList(notFound)}: the ` +
        `platform lists no such finding in ${target.repository}, on any ref or status, so ` +
        `${notFound.length === 1 ? 'it is' : 'they are'} not linked. Either ` +
        `${notFound.length === 1 ? 'it is' : 'they are'} not on the platform yet (its scan may ` +
        `not have uploaded: run this step after the scan), or another repository's.`
    )
  }
  if (notChecked.length > 0) {
    parts.push(
      `Run the step again, or name fewer findings: ${shortList(notChecked)} ` +
        `${notChecked.length === 1 ? 'was' : 'were'} not checked, as the listing of ` +
        `${target.repository}'s findings stopped at its bound (${MAX_LOOKUP_PAGES} pages per ` +
        `pass, ${LOOKUP_TIME_LIMIT_MS / 60_000} minutes), so ${notChecked.length === 1 ? 'it is' : 'they are'} not linked.`
    )
  }
  for (const message of parts) warn('named finding not linked', message)
  return parts
}
