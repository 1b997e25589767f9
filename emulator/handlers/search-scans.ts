/**
 * `POST /api/v1/deployments/{deploymentId}/scans/search` (ScansService_SearchScans, beta): a
 * repository's scans of the last 30 days, filtered as asked (`since`: created after), in pages of `limit` with a string
 * cursor. The scans are `options.scans` (those of the repository asked about); without that option
 * each repository has one completed full scan with dependencies, of a commit made from its ID, and
 * one completed pull request scan of {@link PULL_REQUEST_HEAD_COMMIT} per pull request ref its
 * findings are on. Pages come newest-started first, as the platform lists them: the order of
 * `completed_at` differs. A scan with `pollsRunning` is under way for that many requests naming
 * its branch (counted per scan object), and its findings are not listed until it completes.
 */
import { createHash } from 'node:crypto'
import type { Handler, HandlerContext } from '../context.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import type { EmulatorScan } from '../types.js'
import { HttpError, checkSameId, requireField } from '../validation.js'

/** The published description's largest `limit`. */
export const MAX_SCANS_LIMIT = 500
const DEFAULT_LIMIT = 100

interface SearchScansBody {
  deploymentId?: bigint | string
  repository_id?: bigint
  branch?: string
  is_full_scan?: bigint
  statuses?: string[]
  products?: string[]
  limit?: bigint
  cursor?: string
  /** Date-time: only scans created (started) after it. */
  since?: string
}

/** The commit the default scan of a repository is of: 40 hex digits made from its ID. */
export function defaultScanCommit(repositoryId: bigint | string): string {
  return createHash('sha1').update(`scan:${repositoryId}`).digest('hex')
}

/**
 * The head commit of every pull request `scripts/lib/pull-request-event.ts` makes: the default
 * pull request scans are of it, so a pull request's findings come with a scan of its head.
 */
export const PULL_REQUEST_HEAD_COMMIT = 'c0ffee' + '1'.repeat(34)

/** Refs a pull request scan records: `refs/pull/…`, or a bare branch (on `pull_request_target`). */
const isPullRequestRef = (ref: string): boolean => !/^refs\/(heads|tags)\//.test(ref)

function scansOf(repositoryId: bigint, context: HandlerContext): EmulatorScan[] {
  const scans = context.options.scans
  if (scans === undefined) {
    const refs = new Set(
      context.dataset.findings
        .filter(f => f.repositoryId === repositoryId && isPullRequestRef(f.ref))
        .map(f => f.ref)
    )
    return [
      {
        repositoryId: String(repositoryId),
        commit: defaultScanCommit(repositoryId),
        completedAt: '2025-03-01T12:00:00Z'
      },
      ...[...refs].map(branch => ({
        repositoryId: String(repositoryId),
        commit: PULL_REQUEST_HEAD_COMMIT,
        completedAt: '2025-03-01T12:30:00Z',
        branch,
        isFullScan: false
      }))
    ]
  }
  if (context.options.looseScans) return scans
  return scans.filter(scan => scan.repositoryId === String(repositoryId))
}

/** Requests that named a running scan's branch so far, per scan object. */
const polls = new WeakMap<EmulatorScan, number>()

/** Whether a scan is under way still (its findings not uploaded yet). */
export function scanRunning(scan: EmulatorScan): boolean {
  return (polls.get(scan) ?? 0) < (scan.pollsRunning ?? 0)
}

/** The status the answer gives; undefined: left out. */
function statusOf(scan: EmulatorScan): string | undefined {
  if (scanRunning(scan)) return 'SCAN_STATUS_RUNNING'
  return scan.status === null ? undefined : (scan.status ?? 'SCAN_STATUS_COMPLETED')
}

/** When a scan was created: its start, else a minute before it completed. */
function createdAt(scan: EmulatorScan): number {
  return scan.startedAt !== undefined
    ? Date.parse(scan.startedAt)
    : Date.parse(scan.completedAt) - 60_000
}

function admitted(scan: EmulatorScan, body: SearchScansBody): boolean {
  if (body.since !== undefined && !(createdAt(scan) > Date.parse(body.since))) return false
  const full = scan.isFullScan ?? true
  const status = statusOf(scan) ?? 'SCAN_STATUS_UNSPECIFIED'
  const products = scan.products ?? ['sca', 'sast']
  if (body.branch !== undefined && body.branch !== (scan.branch ?? 'refs/heads/main')) return false
  if (body.is_full_scan !== undefined && (body.is_full_scan === 1n) !== full) return false
  if (body.statuses !== undefined && !body.statuses.includes(status)) return false
  if (body.products !== undefined) {
    const enabled = products.map(p => `PRODUCT_${p.toUpperCase()}`)
    if (!body.products.some(p => enabled.includes(p))) return false
  }
  return true
}

function scanJson(scan: EmulatorScan, index: number, deploymentId: string): unknown {
  const started = new Date(createdAt(scan)).toISOString()
  const status = statusOf(scan)
  const running = scanRunning(scan)
  return {
    id: String(9_000_000 + index),
    deployment_id: deploymentId,
    repository_id: scan.repositoryId,
    branch: scan.branch ?? 'refs/heads/main',
    commit: scan.commit,
    is_full_scan: scan.isFullScan ?? true,
    ...(status !== undefined && { status }),
    enabled_products: scan.products ?? ['sca', 'sast'],
    started_at: scan.startedAt ?? started,
    ...(!running && { completed_at: scan.completedAt, total_time: 60, exit_code: '0' })
  }
}

export const searchScans: Handler = (request, context) => {
  const body = request.body as SearchScansBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  const repositoryId = requireField(body.repository_id, 'repository_id')
  const limit = Number(body.limit ?? DEFAULT_LIMIT)
  if (limit < 1 || limit > MAX_SCANS_LIMIT) {
    throw new HttpError(400, `invalid field "limit": must be between 1 and ${MAX_SCANS_LIMIT}`)
  }
  const offset = body.cursor === undefined ? 0 : Number(int64(body.cursor.replace(/^s/, '')) ?? -1)
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new HttpError(400, 'invalid field "cursor"')
  }
  const deploymentId = request.path.deploymentId as string
  const listed = scansOf(repositoryId, context)
  const all = listed
    .map((scan, index) => ({ scan, index }))
    .filter(({ scan }) => context.options.looseScans === true || admitted(scan, body))
  const page = all.slice(offset, offset + limit)
  const next = offset + page.length
  const reply = jsonReply(200, {
    scans: page.map(({ scan, index }) => scanJson(scan, index, deploymentId)),
    ...(next < all.length && { cursor: `s${next}` })
  })
  // Each request naming a running scan's branch is one poll, answered before it counts.
  if (body.branch !== undefined && body.cursor === undefined) {
    for (const scan of listed) {
      if (scan.pollsRunning !== undefined && (scan.branch ?? 'refs/heads/main') === body.branch) {
        polls.set(scan, (polls.get(scan) ?? 0) + 1)
      }
    }
  }
  return reply
}
