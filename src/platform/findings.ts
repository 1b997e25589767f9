/**
 * FindingsService_ListFindings: the findings of one ref of one repository, every type asked for,
 * every page until a short one. Bounded: in findings (more is an error that says how to narrow), in
 * pages, in total time; cancellable; each page checked (findings-schema.ts) as it arrives.
 */
import type { PageFinding } from './findings-page.js'
import { IdSet } from './id-set.js'
import type { PlatformClient } from './platform-client.js'

export { checkFindingsPage } from './findings-page.js'

/** `issue_type`: code, supply chain, AI-found code. */
export type FindingType = 'sast' | 'sca' | 'ai_sast'
export const FINDING_TYPES: readonly FindingType[] = ['sast', 'sca', 'ai_sast']
export const FINDING_STATUSES = [
  'open',
  'fixed',
  'ignored',
  'reviewing',
  'fixing',
  'provisionally_ignored'
] as const
export type FindingStatus = (typeof FINDING_STATUSES)[number]
export const FINDING_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number]

/** The page sizes the operation accepts. */
export const MIN_FINDINGS_PAGE_SIZE = 100
export const MAX_FINDINGS_PAGE_SIZE = 3000

/** A finding as the summary and the link need it: a page's finding and the type it was listed as. */
export interface PlatformFinding extends PageFinding {
  type: FindingType
}

/** What to list. */
export interface FindingsQuery {
  ref: string
  /** `owner/name`. */
  repository: string
  /** Undefined: any status. */
  status?: FindingStatus
  /** Empty: every severity. */
  severities: readonly FindingSeverity[]
  /** One listing each, in this order. */
  types: readonly FindingType[]
}

/** How the listing is bounded and cancelled. */
export interface FindingsBounds {
  /** 100 to 3000. */
  pageSize: number
  /** More distinct findings than this, summed over the types, is a {@link TooManyFindingsError}. */
  maxFindings: number
  /** The whole listing's time, every page and retry included. */
  timeLimitMs: number
  now: () => number
  signal?: AbortSignal
  /** What a listing error adds of the run's state; default `No finding was linked.` */
  consequence?: string
  /**
   * Takes each page's new findings as it arrives; the listing then keeps none of them itself
   * (`findings` is empty), so that a long listing's memory is the caller's to bound.
   */
  onPage?: (findings: PlatformFinding[]) => void
}

/** What the listing found. */
export interface FoundFindings {
  /** Distinct by ID, in the order listed. */
  findings: PlatformFinding[]
  /** Findings each type returned, in the order asked. */
  perType: { type: FindingType; count: number }[]
  /** Pages requested. */
  pages: number
}

/** More findings than a run links. */
export class TooManyFindingsError extends Error {
  override name = 'TooManyFindingsError'
  constructor(
    readonly limit: number,
    readonly query: FindingsQuery
  ) {
    super(
      `Narrow the findings to link with finding-severities (e.g. high, critical) or ` +
        `finding-types: the platform lists more than ${limit} findings for ref ` +
        `${query.ref} in ${query.repository} (${query.types.join(', ')}), and at most ${limit} ` +
        `are linked in one run. No finding was linked.`
    )
  }
}

/** The list misbehaved: a page repeated, or it went on beyond any bound. */
export class FindingsListingError extends Error {
  override name = 'FindingsListingError'
}

const NOT_LINKED = 'No finding was linked.'

/** Far beyond what {@link FindingsBounds.maxFindings} lets through at the smallest page size. */
export const MAX_FINDINGS_PAGES = 1000

/** Every page of every type asked for; stops at a short page, and at every bound. */
export async function listFindings(
  client: PlatformClient,
  deploymentSlug: string,
  query: FindingsQuery,
  bounds: FindingsBounds
): Promise<FoundFindings> {
  const endsAt = bounds.now() + bounds.timeLimitMs
  // Finding IDs come from the answer: the seeded ID set, not a Map that crafted IDs can flood.
  const found = new IdSet()
  const findings: PlatformFinding[] = []
  const perType: FoundFindings['perType'] = []
  let pages = 0
  for (const type of query.types) {
    const seen = new IdSet()
    for (let page = 0; ; page++) {
      bounds.signal?.throwIfAborted()
      const left = endsAt - bounds.now()
      if (left <= 0 || pages >= MAX_FINDINGS_PAGES) throw beyondBounds(query, type, page, bounds)
      const params = findingsSearchParams(query, type, page, bounds.pageSize)
      const answer = await client.listFindings(deploymentSlug, params, left)
      pages++
      if (answer.length > 0 && answer.every(f => seen.has(BigInt(f.id)))) {
        throw new FindingsListingError(
          `Run the step again later: the platform's list of ${type} findings for ref ` +
            `${query.ref} sent page ${page} with only findings of earlier pages, so the list ` +
            `would never end (a server that ignores the page number?). ` +
            (bounds.consequence ?? NOT_LINKED)
        )
      }
      const fresh: PlatformFinding[] = []
      for (const finding of answer) {
        const id = BigInt(finding.id)
        seen.add(id)
        if (found.add(id)) fresh.push({ ...finding, type })
      }
      if (bounds.onPage) bounds.onPage(fresh)
      else findings.push(...fresh)
      if (found.size > bounds.maxFindings) throw new TooManyFindingsError(bounds.maxFindings, query)
      if (answer.length < bounds.pageSize) break
    }
    perType.push({ type, count: seen.size })
  }
  return { findings, perType, pages }
}

function beyondBounds(
  query: FindingsQuery,
  type: FindingType,
  page: number,
  bounds: FindingsBounds
): FindingsListingError {
  return new FindingsListingError(
    `Run the step again later: listing the ${type} findings of ref ${query.ref} stopped at page ` +
      `${page}, beyond ${Math.round(bounds.timeLimitMs / 1000)} s or ${MAX_FINDINGS_PAGES} ` +
      `pages. ${bounds.consequence ?? NOT_LINKED}`
  )
}

/** The query of one page: only parameters the published operation declares. */
export function findingsSearchParams(
  query: FindingsQuery,
  type: FindingType,
  page: number,
  pageSize: number
): URLSearchParams {
  const params = new URLSearchParams({ issue_type: type, ref: query.ref })
  params.append('repos', query.repository)
  if (query.status !== undefined) params.set('status', query.status)
  for (const severity of query.severities) params.append('severities', severity)
  params.set('dedup', 'true')
  params.set('page', String(page))
  params.set('page_size', String(pageSize))
  return params
}
