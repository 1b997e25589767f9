/**
 * ScansService_SearchScans (beta): which commit the platform's latest completed full scan with
 * dependencies was of. The platform builds an SBOM's dependencies from that scan, whatever `ref`
 * the export asks for, so this says which commit an SBOM describes.
 *
 * The answer's order is not relied on: every page is read (bounded) and the latest `completed_at`
 * wins. A platform without the operation (404, 403) or with an answer of another shape is
 * `unavailable`, for the caller to decide; every other failure is thrown as for any request.
 */
import { PlatformError } from './errors.js'
import type { AnswerCheck, Checked } from './request-json.js'

/** The published description's largest page. */
export const SCANS_PAGE_LIMIT = 500
/** Pages read at most: 10,000 scans in the 30 days the operation covers. */
export const MAX_SCAN_PAGES = 20

/** One page as the action sends it (the body's field names are the file's). */
export interface SearchScansPage {
  repositoryId: bigint
  cursor?: string
  /** Only scans created after this time (ISO date-time). */
  since?: string
}

/** A scan as read from the answer. */
export interface FoundScan {
  /** The scanned commit, lower-case hex. */
  commit: string
  /** `completed_at` as given (ISO time). */
  completedAt: string
  branch?: string
  /** `repository_id` as digits, when the answer gave it. */
  repositoryId?: string
  /** `started_at` as given (ISO time), when the answer gave one. */
  startedAt?: string
}

export interface ScansAnswer {
  scans: FoundScan[]
  cursor?: string
}

export type ScanLookup =
  | { kind: 'found'; scan: FoundScan; pages: number; complete: boolean }
  /** No completed full scan with dependencies in the 30 days the operation covers. */
  | { kind: 'none'; pages: number; complete: boolean }
  /** The operation is not there (404, 403) or answered another shape: `reason` says which. */
  | { kind: 'unavailable'; reason: string }

/** The request body: what the contract sends, with `statuses` as the enum's strings. */
export function searchScansBody(page: SearchScansPage): Record<string, unknown> {
  return {
    repository_id: page.repositoryId,
    is_full_scan: 1,
    statuses: ['SCAN_STATUS_COMPLETED'],
    products: ['PRODUCT_SCA'],
    limit: SCANS_PAGE_LIMIT,
    ...(page.since !== undefined && { since: page.since }),
    ...(page.cursor !== undefined && { cursor: page.cursor })
  }
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const own = (object: Json, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined

/**
 * Whether a listed scan is one the SBOM can come from. Only what the scan says counts: proto3 JSON
 * leaves `false` and the zero status out, and filters may be ignored, so a missing field is a no.
 * A pull request's scan (diff-aware) is never the full scan, whatever it says.
 */
function isCompletedFullScaScan(scan: Json): boolean {
  if (own(scan, 'is_full_scan') !== true) return false
  if (own(scan, 'status') !== 'SCAN_STATUS_COMPLETED') return false
  const branch = own(scan, 'branch')
  if (typeof branch === 'string' && /^refs\/pull\//i.test(branch.trim())) return false
  const products = own(scan, 'enabled_products')
  if (Array.isArray(products) && products.length > 0) {
    return products.some(p => typeof p === 'string' && /(^|_)sca$/i.test(p))
  }
  return true
}

/** Reads one scan; a string when it is of another shape. */
function readScan(scan: unknown, at: string): FoundScan | string | undefined {
  if (!isObject(scan)) return `${at} is not an object`
  const commit = own(scan, 'commit')
  if (typeof commit !== 'string' || !/^[0-9a-f]{7,64}$/i.test(commit)) {
    return `${at}.commit is not a commit hash`
  }
  // A scan still running has no completion time: the time is checked only on those that count.
  if (!isCompletedFullScaScan(scan)) return undefined
  const completedAt = own(scan, 'completed_at')
  if (typeof completedAt !== 'string' || Number.isNaN(Date.parse(completedAt))) {
    return `${at}.completed_at is not a time`
  }
  const branch = own(scan, 'branch')
  const repositoryId = own(scan, 'repository_id')
  const startedAt = own(scan, 'started_at')
  return {
    commit: commit.toLowerCase(),
    completedAt,
    ...(typeof branch === 'string' && branch !== '' && { branch }),
    ...(/^[0-9]+$/.test(String(repositoryId)) && { repositoryId: String(repositoryId) }),
    ...(typeof startedAt === 'string' && !Number.isNaN(Date.parse(startedAt)) && { startedAt })
  }
}

/**
 * A page of scans: `scans` a list (left out when empty), `cursor` a string, each scan read by `read`
 * (a string: the scan's problem; undefined: a scan left out).
 */
function checkScanPage<Scan>(
  json: unknown,
  read: (scan: unknown, at: string) => Scan | string | undefined
): Checked<{ scans: Scan[]; cursor?: string }> {
  if (!isObject(json)) return { ok: false, problem: 'the answer is not an object' }
  const list = own(json, 'scans') ?? []
  if (!Array.isArray(list)) return { ok: false, problem: 'scans is not a list' }
  const cursor = own(json, 'cursor')
  if (cursor !== undefined && typeof cursor !== 'string') {
    return { ok: false, problem: 'cursor is not a string' }
  }
  const scans: Scan[] = []
  for (let i = 0; i < list.length; i++) {
    const scan = read(list[i], `scans[${i}]`)
    if (typeof scan === 'string') return { ok: false, problem: scan }
    if (scan !== undefined) scans.push(scan)
  }
  return { ok: true, value: { scans, ...(cursor && { cursor }) } }
}

/** The answer's check: the completed full SCA scans kept, the others left out. */
export const checkScansAnswer: AnswerCheck<ScansAnswer> = json => checkScanPage(json, readScan)

/** What SearchScans takes: the client's method. */
export type SearchScans = (page: SearchScansPage) => Promise<ScansAnswer>

/**
 * The latest completed full scan with dependencies of the repository, over every page (at most
 * MAX_SCAN_PAGES; a cursor that repeats ends the listing).
 */
export async function latestFullScan(
  search: SearchScans,
  repositoryId: bigint
): Promise<ScanLookup> {
  let latest: FoundScan | undefined
  let latestTime = Number.NEGATIVE_INFINITY
  const seen = new Set<string>()
  let cursor: string | undefined
  let pages = 0
  for (;;) {
    let answer: ScansAnswer
    try {
      answer = await search({ repositoryId, ...(cursor !== undefined && { cursor }) })
    } catch (error) {
      const reason = unavailable(error)
      if (reason === undefined) throw error
      return { kind: 'unavailable', reason }
    }
    pages++
    for (const scan of answer.scans) {
      const time = Date.parse(scan.completedAt)
      if (time > latestTime) {
        latest = scan
        latestTime = time
      }
    }
    cursor = answer.cursor
    const more = cursor !== undefined && answer.scans.length > 0 && !seen.has(cursor)
    if (!more || pages >= MAX_SCAN_PAGES) {
      const complete = !more
      return latest
        ? { kind: 'found', scan: latest, pages, complete }
        : { kind: 'none', pages, complete }
    }
    seen.add(cursor!)
  }
}

/** Why the operation counts as not there, or undefined for a failure handled as any other. */
function unavailable(error: unknown): string | undefined {
  if (!(error instanceof PlatformError)) return undefined
  if (error.status === 404)
    return 'the platform answered 404 (it may not offer this beta operation)'
  if (error.status === 403) return 'the platform answered 403 (the token may not search scans)'
  if (error.status === 200) return 'the platform answered with another shape than the published one'
  return undefined
}

// ---------------------------------------------------------------------------------------------
// The latest completed full scan of one branch, of any product: the commit a branch's open
// findings belong to (code scanning alerts name it).

/** One page of a branch's completed full scans. */
export interface BranchScansPage extends SearchScansPage {
  /** The ref as the scan recorded it, `refs/heads/main`. */
  branch: string
}

/** The request body: as {@link searchScansBody}, with `branch` and without `products`. */
export function branchFullScansBody(page: BranchScansPage): Record<string, unknown> {
  return {
    repository_id: page.repositoryId,
    branch: page.branch,
    is_full_scan: 1,
    statuses: ['SCAN_STATUS_COMPLETED'],
    limit: SCANS_PAGE_LIMIT,
    ...(page.since !== undefined && { since: page.since }),
    ...(page.cursor !== undefined && { cursor: page.cursor })
  }
}

/**
 * The answer's check for a branch: only scans that say they are full, completed and of that very
 * branch are kept (the filter's matching is not published), whatever their products.
 */
export function checkBranchScansAnswer(branch: string): AnswerCheck<ScansAnswer> {
  return json =>
    checkScanPage(json, (scan, at) => {
      const listed = readListedScan(scan, at)
      if (typeof listed === 'string') return listed
      if (listed.isFullScan !== true || listed.status !== 'SCAN_STATUS_COMPLETED') return undefined
      if (listed.branch !== branch) return undefined
      if (listed.completedAt === undefined || Number.isNaN(Date.parse(listed.completedAt))) {
        return `${at}.completed_at is not a time`
      }
      return { commit: listed.commit, completedAt: listed.completedAt, branch }
    })
}

// ---------------------------------------------------------------------------------------------
// Every scan of a repository, of any kind and status: where a pull request's scan is looked for.

/** One page of a repository's scans, of one branch (a ref as the scan recorded it) or of all. */
export interface RepositoryScansPage {
  repositoryId: bigint
  branch?: string
  cursor?: string
}

/** A scan as listed, whatever its kind and status; fields the answer left out stay undefined. */
export interface ListedScan {
  /** Lower-case hex. */
  commit: string
  branch?: string
  /** `SCAN_STATUS_…`; undefined where the answer leaves it out (proto3's zero value). */
  status?: string
  isFullScan?: boolean
  startedAt?: string
  completedAt?: string
}

export interface RepositoryScansAnswer {
  scans: ListedScan[]
  cursor?: string
}

/** The request body: no kind or status filter, since a pull request scan is a diff scan. */
export function repositoryScansBody(page: RepositoryScansPage): Record<string, unknown> {
  return {
    repository_id: page.repositoryId,
    ...(page.branch !== undefined && { branch: page.branch }),
    limit: SCANS_PAGE_LIMIT,
    ...(page.cursor !== undefined && { cursor: page.cursor })
  }
}

/** Reads one listed scan; a string when it is of another shape. */
function readListedScan(scan: unknown, at: string): ListedScan | string {
  if (!isObject(scan)) return `${at} is not an object`
  const commit = own(scan, 'commit')
  if (typeof commit !== 'string' || !/^[0-9a-f]{7,64}$/i.test(commit)) {
    return `${at}.commit is not a commit hash`
  }
  const listed: ListedScan = { commit: commit.toLowerCase() }
  for (const [key, field] of [
    ['branch', 'branch'],
    ['status', 'status'],
    ['started_at', 'startedAt'],
    ['completed_at', 'completedAt']
  ] as const) {
    const value = own(scan, key)
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') return `${at}.${key} is not a string`
    if (value !== '') listed[field] = value
  }
  const full = own(scan, 'is_full_scan')
  if (full !== undefined && full !== null && typeof full !== 'boolean') {
    return `${at}.is_full_scan is not a boolean`
  }
  if (typeof full === 'boolean') listed.isFullScan = full
  return listed
}

/** The answer's check for {@link RepositoryScansAnswer}: every scan kept, of any kind. */
export const checkRepositoryScansAnswer: AnswerCheck<RepositoryScansAnswer> = json =>
  checkScanPage(json, readListedScan)

/** What the repository-scans search takes: the client's method. */
export type SearchRepositoryScans = (page: RepositoryScansPage) => Promise<RepositoryScansAnswer>

export type RepositoryScansLookup =
  | { kind: 'listed'; scans: ListedScan[]; complete: boolean }
  | { kind: 'unavailable'; reason: string }

/**
 * Every scan of the repository (of `branch`, when given) in the 30 days the operation covers, over
 * every page (at most {@link MAX_SCAN_PAGES}; a cursor that repeats ends the listing).
 */
export async function listRepositoryScans(
  search: SearchRepositoryScans,
  repositoryId: bigint,
  branch?: string
): Promise<RepositoryScansLookup> {
  const scans: ListedScan[] = []
  const seen = new Set<string>()
  let cursor: string | undefined
  for (let pages = 1; ; pages++) {
    let answer: RepositoryScansAnswer
    try {
      answer = await search({
        repositoryId,
        ...(branch !== undefined && { branch }),
        ...(cursor !== undefined && { cursor })
      })
    } catch (error) {
      const reason = unavailable(error)
      if (reason === undefined) throw error
      return { kind: 'unavailable', reason }
    }
    scans.push(...answer.scans)
    cursor = answer.cursor
    const more = cursor !== undefined && answer.scans.length > 0 && !seen.has(cursor)
    if (!more || pages >= MAX_SCAN_PAGES) return { kind: 'listed', scans, complete: !more }
    seen.add(cursor!)
  }
}

/** The statuses that end a scan without its findings. */
export const FAILED_SCAN_STATUSES = [
  'SCAN_STATUS_ERROR',
  'SCAN_STATUS_CANCELLED',
  'SCAN_STATUS_NEVER_FINISHED'
]

/** `2025-03-01 12:00 UTC`, or the text as given when it is no time. */
export function scanTime(iso: string): string {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** Equal, or one an abbreviation (at least 7 digits) of the other. */
export function sameCommit(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return short.length >= 7 && long.toLowerCase().startsWith(short.toLowerCase())
}

/**
 * The scan of `commit` on `branch` that counts, filtered again here (the operation's matching is
 * not published): a completed one (it must say so: a scan without `status` is not completed),
 * else one that failed, else one under way; the latest of each.
 */
export function scanOfCommit(
  scans: readonly ListedScan[],
  branch: string,
  commit: string
): ListedScan | undefined {
  const ofCommit = scans.filter(s => s.branch === branch && sameCommit(s.commit, commit))
  const latest = (list: ListedScan[]): ListedScan | undefined =>
    list.reduce<ListedScan | undefined>(
      (best, s) => (best === undefined || scanTimeOf(s) > scanTimeOf(best) ? s : best),
      undefined
    )
  return (
    latest(ofCommit.filter(s => s.status === 'SCAN_STATUS_COMPLETED')) ??
    latest(ofCommit.filter(s => FAILED_SCAN_STATUSES.includes(s.status ?? ''))) ??
    latest(ofCommit)
  )
}

/** The latest scan of a list (by completion, else start), for "the latest scan on that ref". */
export function latestScan(scans: readonly ListedScan[]): ListedScan | undefined {
  return scans.reduce<ListedScan | undefined>(
    (best, s) => (best === undefined || scanTimeOf(s) > scanTimeOf(best) ? s : best),
    undefined
  )
}

function scanTimeOf(scan: ListedScan): number {
  const time = Date.parse(scan.completedAt ?? scan.startedAt ?? '')
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/**
 * Whether the repository's pull requests are scanned at all: a scan of a pull request ref, or one
 * that does not say it is a full scan (a diff scan).
 */
export function pullRequestsScanned(scans: readonly ListedScan[]): boolean {
  return scans.some(s => (s.branch ?? '').startsWith('refs/pull/') || s.isFullScan !== true)
}
