/**
 * "The pull request's scan": a pull request's findings exist on the platform only once its scan
 * has uploaded them, and that scan usually runs beside this step. Before the listing, the scan of
 * the pull request's head commit (`pull_request.head.sha`, which `semgrep ci` records; not the
 * merge commit) is looked up on the finding ref, and waited for where the repository's pull
 * requests are scanned at all. Not seen in the end: a warning (`scan-commit: require`: the
 * failure); the operation or the project missing: a notice (`require`: the failure).
 */
import { notice, warn } from '../../action/annotations.js'
import type { PullRequestPayload } from '../../action/event.js'
import * as log from '../../action/log.js'
import type { ModeContext } from '../../action/mode.js'
import { oneLine } from '../../action/text.js'
import {
  listRepositoryScans,
  pullRequestsScanned,
  scanOfCommit,
  latestScan,
  FAILED_SCAN_STATUSES,
  type ListedScan,
  type RepositoryScansLookup
} from '../../platform/scans.js'
import { projectNamed, RepeatedProjectsError } from '../../platform/project-pages.js'
import type { Project } from '../../platform/schemas.js'
import type { TicketLinkInputs } from './inputs.js'

/** About every 15 s, as the contract says: a scan takes minutes, a request is cheap. */
export const SCAN_POLL_MS = 15_000

/** Hex digits of a commit in messages and the summary (at least 7, as the contract asks). */
const SHORT_COMMIT = 12

/** What the look-up found, for the summary and the verdict. */
export type ScanCheck =
  /** The head commit's scan completed: the findings come from it. */
  | { state: 'completed'; ref: string; commit: string; scan: ListedScan; waitedMs: number }
  /** Not seen completed (not there, failed, or the repository's pull requests are not scanned). */
  | { state: 'missing'; ref: string; commit: string; message: string }
  /** SearchScans or the project is not there: the scan could not be checked. */
  | { state: 'unchecked'; ref: string; commit: string; message: string }
  /** The run was cancelled during the wait. */
  | { state: 'cancelled'; ref: string; commit: string }

export function shortCommit(commit: string): string {
  return commit.slice(0, SHORT_COMMIT)
}

/** `2025-03-01 12:00 UTC`, or the text as given when it is no time. */
export function scanTime(iso: string | undefined): string {
  if (iso === undefined) return 'time not given'
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The status as words: `SCAN_STATUS_NEVER_FINISHED` → `never finished`; none: `no status`. */
export function statusWords(status: string | undefined): string {
  return status
    ? status
        .replace(/^SCAN_STATUS_/, '')
        .replace(/_/g, ' ')
        .toLowerCase()
    : 'no status'
}

/** The head commit of a pull request payload, when it is one. */
export function headCommitOf(pr: PullRequestPayload | undefined): string | undefined {
  const sha = pr?.head?.sha
  return typeof sha === 'string' && /^[0-9a-f]{7,64}$/i.test(sha) ? sha.toLowerCase() : undefined
}

const FIX =
  "Run this step after the pull request's scan: in the scan's job after `semgrep ci`, or in a " +
  'job with `needs:` on it, each with `if: ${{ !cancelled() }}` (semgrep ci exits 1 when it finds ' +
  'blocking findings); where the scan runs in another workflow, set scan-wait to the minutes it takes'

/** Where to look: the deployment, the repository's ref and head commit, and when the step started. */
export interface ScanTarget {
  slug: string
  repository: string
  ref: string
  commit: string
  /** `scan-wait` counts from here. */
  startedAt: number
}

type ScanContext = Pick<ModeContext, 'client' | 'clock' | 'signal'>

/** Looks the head commit's scan up on `ref` and waits for it as the contract says. */
export async function lookUpPullRequestScan(
  inputs: TicketLinkInputs,
  context: ScanContext,
  target: ScanTarget
): Promise<ScanCheck> {
  const check = await lookUp(inputs, context, target)
  if (check.state === 'completed') {
    log.info(
      `The scan of head commit ${shortCommit(target.commit)} on ${oneLine(target.ref)} completed ` +
        `${scanTime(check.scan.completedAt)}: the findings listed come from it.`
    )
  }
  return check
}

/**
 * What the check means for the run: nothing when the scan completed; an error when the run was
 * cancelled, or with `scan-commit: require`; otherwise a notice (not checked) or a warning.
 */
export function reportScanCheck(
  check: ScanCheck,
  scanCommit: TicketLinkInputs['scanCommit']
): void {
  if (check.state === 'completed') return
  if (check.state === 'cancelled') {
    log.info("Stopped waiting for the pull request's scan: the run was cancelled.")
    throw new Error("The run was cancelled while waiting for the pull request's scan.")
  }
  if (scanCommit === 'require') {
    throw new Error(`${check.message} Nothing was linked (scan-commit: require).`)
  }
  if (check.state === 'unchecked') notice("pull request's scan not checked", check.message)
  else warn("pull request's scan not seen", check.message)
}

/** The scans on the ref, as far as the wait got: the last listing and the head commit's scan. */
interface Seen {
  lookup: Extract<RepositoryScansLookup, { kind: 'listed' }>
  scan: ListedScan | undefined
}

async function lookUp(
  inputs: TicketLinkInputs,
  context: ScanContext,
  target: ScanTarget
): Promise<ScanCheck> {
  const { ref, commit, repository } = target
  const project = await findProject(context.client, target.slug, repository)
  if (project === undefined) {
    return unchecked(
      target,
      `the platform has no project named ${oneLine(repository)} (its scans would make one)`
    )
  }
  const search = (page: Parameters<typeof context.client.searchRepositoryScans>[0]) =>
    context.client.searchRepositoryScans(page)
  const onRef = (): Promise<RepositoryScansLookup> => listRepositoryScans(search, project.id, ref)

  log.info(`Looking for the scan of head commit ${shortCommit(commit)} on ${oneLine(ref)}.`)
  const lookup = await onRef()
  if (lookup.kind === 'unavailable') return unchecked(target, lookup.reason)
  const scan = scanOfCommit(lookup.scans, ref, commit)
  if (scan === undefined) {
    const all = await listRepositoryScans(search, project.id)
    if (all.kind === 'unavailable') return unchecked(target, all.reason)
    if (!pullRequestsScanned(all.scans)) return notScanned(target)
  }
  const seen = await waitForScan(inputs, context, target, onRef, { lookup, scan })
  if ('state' in seen) return seen
  const waitedMs = Math.max(0, context.clock.now() - target.startedAt)
  return scanOutcome(inputs.scanWaitMinutes, target, seen, waitedMs)
}

/** Whether the scan has ended, completed or not. */
function ended(scan: ListedScan | undefined): boolean {
  return (
    scan?.status === 'SCAN_STATUS_COMPLETED' || FAILED_SCAN_STATUSES.includes(scan?.status ?? '')
  )
}

/**
 * Polls the ref about every {@link SCAN_POLL_MS} until the head commit's scan has ended or
 * `scan-wait` is over; a cancellation or a listing no longer there ends the wait with its check.
 */
async function waitForScan(
  inputs: TicketLinkInputs,
  context: ScanContext,
  target: ScanTarget,
  onRef: () => Promise<RepositoryScansLookup>,
  first: Seen
): Promise<Seen | ScanCheck> {
  const { ref, commit } = target
  const deadline = target.startedAt + inputs.scanWaitMinutes * 60_000
  let seen = first
  while (!ended(seen.scan)) {
    const left = deadline - context.clock.now()
    if (left <= 0) break
    const wait = Math.min(SCAN_POLL_MS, left)
    log.info(
      `Waiting for the scan of head commit ${shortCommit(commit)} on ${oneLine(ref)} ` +
        `(${seen.scan ? statusWords(seen.scan.status) : 'not started yet'}): checking again in ` +
        `${Math.ceil(wait / 1000)} s, for up to ${Math.ceil(left / 60_000)} more minutes.`
    )
    await context.clock.sleep(wait, context.signal)
    if (context.signal?.aborted) return { state: 'cancelled', ref, commit }
    const lookup = await onRef()
    if (lookup.kind === 'unavailable') return unchecked(target, lookup.reason)
    seen = { lookup, scan: scanOfCommit(lookup.scans, ref, commit) }
  }
  return seen
}

/** After the wait: the completed scan, or why the findings may not be the pull request's. */
function scanOutcome(
  scanWaitMinutes: number,
  target: ScanTarget,
  { lookup, scan }: Seen,
  waitedMs: number
): ScanCheck {
  const { ref, commit } = target
  if (scan?.status === 'SCAN_STATUS_COMPLETED') {
    return { state: 'completed', ref, commit, scan, waitedMs }
  }
  if (scan !== undefined && FAILED_SCAN_STATUSES.includes(scan.status ?? '')) {
    return missing(
      target,
      `Run the pull request's scan again: the scan of head commit ${shortCommit(commit)} on ` +
        `${oneLine(ref)} ended ${statusWords(scan.status)} (${scan.status}), so the findings ` +
        `listed may not be all of the pull request's.`
    )
  }
  const latest = latestScan(lookup.scans.filter(s => s.branch === ref))
  const latestWords = latest
    ? `the latest scan on that ref is of commit ${shortCommit(latest.commit)} (${statusWords(latest.status)})`
    : 'the platform lists no scan on that ref'
  const minutes = Math.round(waitedMs / 60_000)
  return missing(
    target,
    `${FIX}. No completed scan of head commit ${shortCommit(commit)} on ${oneLine(ref)} was seen ` +
      `after waiting ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (scan-wait: ` +
      `${scanWaitMinutes}); ${latestWords}. Findings may be missing only because the scan ` +
      `has not uploaded them yet.`
  )
}

/** The repository's pull requests are not scanned on the platform: nothing to wait for. */
function notScanned(target: ScanTarget): ScanCheck {
  return missing(
    target,
    `Set scan-commit: off where this repository's pull requests are not scanned on the ` +
      `platform: it lists no pull request scan of ${oneLine(target.repository)} in the last 30 ` +
      `days, so the scan of head commit ${shortCommit(target.commit)} on ${oneLine(target.ref)} ` +
      `was not waited for, and the findings listed may not be the pull request's.`
  )
}

/** SearchScans or the project is not there: the scan could not be checked, and why. */
function unchecked(target: ScanTarget, because: string): ScanCheck {
  const { ref, commit } = target
  return {
    state: 'unchecked',
    ref,
    commit,
    message:
      `Set scan-commit: off to skip this check, or ask the platform's administrators about ` +
      `ScansService_SearchScans: whether the scan of head commit ${shortCommit(commit)} on ` +
      `${oneLine(ref)} has completed could not be checked, because ${because}. The findings are ` +
      `listed without it, and may not be all of the pull request's yet.`
  }
}

/** The repository's project, or undefined when there is none. */
async function findProject(
  client: ModeContext['client'],
  slug: string,
  repository: string
): Promise<Project | undefined> {
  try {
    return (await projectNamed(client, slug, repository)).project
  } catch (error) {
    // A list that repeats itself has no project of that name worth waiting on.
    if (!(error instanceof RepeatedProjectsError)) throw error
    return undefined
  }
}

function missing(target: ScanTarget, message: string): ScanCheck {
  return { state: 'missing', ref: target.ref, commit: target.commit, message }
}
