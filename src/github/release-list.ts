/**
 * GitHub's releases list of a repository (`GET /repos/{owner}/{repo}/releases`): newest first, drafts
 * included when the token may see them, at most {@link MAX_RELEASE_PAGES} pages of 100. Used to find
 * a tag's draft release and the release an SBOM is compared with. Every page of the listing goes
 * through {@link listReleases}, so that paging rules live in one place.
 */
import type { GitHubClient } from './client.js'
import { listAll } from './paginate.js'

/** An asset of a listed release (the fields the action reads). */
export interface ListedReleaseAsset {
  id: number
  name: string
  size: number
  content_type: string
  browser_download_url: string
}

/** A release as listed (the fields the action reads). */
export interface ListedRelease {
  id: number
  tag_name: string
  name: string | null
  draft: boolean
  prerelease: boolean
  /** Absent on older GitHub Enterprise Server. */
  immutable?: boolean
  created_at: string
  published_at: string | null
  assets: ListedReleaseAsset[]
  body: string | null
  html_url: string
  upload_url: string
}

export interface ReleaseListRequest {
  owner: string
  repo: string
  /** Ends the listing (all pages together). */
  signal?: AbortSignal
  /** Pages of 100 at most; default {@link MAX_RELEASE_PAGES}. */
  maxPages?: number
}

export interface ReleaseList {
  /** Newest first, as GitHub lists them. */
  releases: ListedRelease[]
  /** False when the page bound stopped the listing before its end (older releases are not in it). */
  complete: boolean
}

export const MAX_RELEASE_PAGES = 10
const PAGE_SIZE = 100

/**
 * Lists the repository's releases, newest first, page by page up to the bound. A failed request
 * throws a `GitHubError` (with `status` when GitHub answered), for the caller to word.
 */
export async function listReleases(
  octokit: GitHubClient,
  request: ReleaseListRequest
): Promise<ReleaseList> {
  const maxPages = request.maxPages ?? MAX_RELEASE_PAGES
  const listing = await listAll(octokit, {
    route: 'GET /repos/{owner}/{repo}/releases',
    params: { owner: request.owner, repo: request.repo },
    items: data => {
      if (!Array.isArray(data)) throw new Error('not an array of releases')
      return data.flatMap((item: unknown) => toListedRelease(item) ?? [])
    },
    perPage: PAGE_SIZE,
    maxItems: maxPages * PAGE_SIZE,
    maxPages,
    ...(request.signal && { signal: request.signal })
  })
  return { releases: listing.items, complete: !listing.truncated }
}

/** The fields read, checked; an entry that lacks an ID or a tag is left out. */
function toListedRelease(raw: unknown): ListedRelease | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  if (typeof r.id !== 'number' || typeof r.tag_name !== 'string') return undefined
  const text = (value: unknown): string => (typeof value === 'string' ? value : '')
  const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null)
  const assets: ListedReleaseAsset[] = []
  for (const asset of Array.isArray(r.assets) ? (r.assets as unknown[]) : []) {
    if (!asset || typeof asset !== 'object') continue
    const a = asset as Record<string, unknown>
    if (typeof a.id !== 'number' || typeof a.name !== 'string') continue
    assets.push({
      id: a.id,
      name: a.name,
      size: typeof a.size === 'number' ? a.size : 0,
      content_type: text(a.content_type),
      browser_download_url: text(a.browser_download_url)
    })
  }
  return {
    id: r.id,
    tag_name: r.tag_name,
    name: nullableText(r.name),
    draft: r.draft === true,
    prerelease: r.prerelease === true,
    ...(typeof r.immutable === 'boolean' && { immutable: r.immutable }),
    created_at: text(r.created_at),
    published_at: nullableText(r.published_at),
    assets,
    body: nullableText(r.body),
    html_url: text(r.html_url),
    upload_url: text(r.upload_url)
  }
}
