/**
 * The one way GitHub listings are read, page by page (commits, release assets, releases, workflow
 * runs, artifacts). Octokit's own `paginate` drops `request.signal` and follows next-page links
 * without end; here every page carries the listing's deadline and the run's cancellation, the pages
 * stop at the items the caller needs, a listing that keeps sending next-page links is given up, and
 * each page's answer is checked by the caller's `items` before anything of it is used. Next-page
 * links go through the client, which refuses any that leave GitHub's API origin.
 */
import type { GitHubClient } from './client.js'
import { gitHubFailure, GitHubTransferError } from './errors.js'

export interface ListingRequest<T> {
  /** `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits`. */
  route: `GET /${string}`
  params: Record<string, string | number>
  /**
   * The items of one page, from GitHub's JSON answer, each checked; throws (any error, with a
   * message saying what is wrong) when the answer is not what the listing returns.
   */
  items: (data: unknown) => T[]
  /** The listing stops after this many items; the pages beyond are not fetched. */
  maxItems: number
  /** Items per page asked for; default 100, GitHub's largest. */
  perPage?: number
  /** Pages read at most; default what `maxItems` needs at `perPage`, and two more. */
  maxPages?: number
  /** The run's cancellation. */
  signal?: AbortSignal
  /** Longest time for the whole listing, every page and retry. Default 2 min. */
  timeoutMs?: number
}

export interface Listing<T> {
  items: T[]
  /** True when GitHub had more than `maxItems`. */
  truncated: boolean
}

export const DEFAULT_LISTING_TIMEOUT_MS = 2 * 60_000

/** Reads a listing page by page; a failure is a `GitHubError` naming the listing. */
export async function listAll<T>(
  octokit: GitHubClient,
  listing: ListingRequest<T>
): Promise<Listing<T>> {
  const perPage = listing.perPage ?? 100
  const maxPages = listing.maxPages ?? Math.ceil(listing.maxItems / perPage) + 2
  const timeoutMs = listing.timeoutMs ?? DEFAULT_LISTING_TIMEOUT_MS
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = listing.signal ? AbortSignal.any([deadline, listing.signal]) : deadline
  const first = octokit.request.endpoint(listing.route, { ...listing.params, per_page: perPage })
  const what = `GET ${new URL(first.url).pathname}`
  const items: T[] = []
  try {
    let response = await octokit.request(listing.route, {
      ...listing.params,
      per_page: perPage,
      request: { signal }
    })
    for (let page = 1; ; page++) {
      const found = pageItems(listing, response.data)
      for (const item of found) {
        if (items.length >= listing.maxItems) return { items, truncated: true }
        items.push(item)
      }
      const next = nextLink(response.headers.link)
      if (next === undefined) return { items, truncated: false }
      if (items.length >= listing.maxItems) return { items, truncated: true }
      if (page >= maxPages) {
        throw new GitHubTransferError(
          'EPAGES',
          `GitHub kept sending next-page links; gave up after ${page} pages`
        )
      }
      response = await octokit.request({ method: 'GET', url: next, request: { signal } })
    }
  } catch (error) {
    if (listing.signal?.aborted)
      throw gitHubFailure(new GitHubTransferError('ECANCELLED', 'cancelled'), what)
    if (deadline.aborted) {
      const limit = `${timeoutMs / 1000} s`
      throw gitHubFailure(
        new GitHubTransferError('EDEADLINE', `no complete listing within ${limit}`),
        what
      )
    }
    throw gitHubFailure(error, what)
  }
}

function pageItems<T>(listing: ListingRequest<T>, data: unknown): T[] {
  try {
    return listing.items(data)
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error)
    throw new GitHubTransferError(
      'ESHAPE',
      `the answer is not the listing GitHub sends: ${problem}`
    )
  }
}

/** The `rel="next"` target of a Link header, braces escaped so that Octokit expands nothing in it. */
export function nextLink(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part)
    if (match && /(^|;)\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/.test(match[2]!)) {
      return match[1]!.replace(/[{}]/g, c => encodeURIComponent(c))
    }
  }
  return undefined
}
