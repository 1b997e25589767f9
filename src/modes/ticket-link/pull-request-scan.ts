/**
 * "The pull request's scan": a pull request's findings exist on the platform only once its scan
 * has uploaded them, and that scan usually runs beside this step. Before the listing, the scan of
 * the pull request's head commit (`pull_request.head.sha`, which `semgrep ci` records; not the
 * merge commit) is looked up on the finding ref, and waited for where the repository's pull
 * requests are scanned at all. Not seen in the end: a warning (`scan-commit: require`: the
 * failure); the operation or the project missing: a notice (`require`: the failure). `scan-wait`
 * is a deadline, requests included; left empty, a fork's pull request (whose `pull_request` scan
 * gets no secrets and uploads nothing) is checked once, and a missing scan is a notice.
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
/** `scan-wait` left empty: minutes, except on a fork's pull request (none). */
export const DEFAULT_SCAN_WAIT_MINUTES = 10
/**
 * The first look-up's time, when `scan-wait` leaves less: `scan-wait: 0` still checks once. Polls
 * get only what is left of `scan-wait`.
 */
export const FIRST_CHECK_MS = 30_000

/** Hex digits of a commit in messages and the summary (at least 7, as the contract asks). */
const SHORT_COMMIT = 12

/** What the look-up found, for the summary and the verdict. */
export type ScanCheck =
  /** The head commit's scan completed: the findings come from it. */
  | { state: 'completed'; ref: string; commit: string; scan: ListedScan; waitedMs: number }
  /** Not seen completed (not there, failed, or the repository's pull requests are not scanned). */
  | { state: 'missing'; ref: string; commit: string; message: string; fork?: boolean }
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
  /** The pull request comes from a fork: its `pull_request` scan cannot upload. */
  fork: boolean
}

/** A pull request whose head is in another repository than its base (a deleted fork's: null). */
export function fromFork(pr: PullRequestPayload | undefined): boolean {
  const head = pr?.head?.repo
  if (head === null) return true
  const base = pr?.base?.repo?.full_name
  return Boolean(head?.full_name && base && head.full_name.toLowerCase() !== base.toLowerCase())
}

/** The minutes to wait: `scan-wait` as given; empty: 10, and none on a fork's pull request. */
export function scanWaitOf(inputs: Pick<TicketLinkInputs, 'scanWaitMinutes'>, fork: boolean) {
  return inputs.scanWaitMinutes ?? (fork ? 0 : DEFAULT_SCAN_WAIT_MINUTES)
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
  else if (check.fork) notice('pull request from a fork', check.message)
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
  const minutes = scanWaitOf(inputs, target.fork)
  const deadline = target.startedAt + minutes * 60_000
  // Each request gets what is left of scan-wait, the first ones at least FIRST_CHECK_MS.
  const search =
    (floorMs: number) => (page: Parameters<typeof context.client.searchRepositoryScans>[0]) =>
      context.client.searchRepositoryScans(
        page,
        Math.max(floorMs, deadline - context.clock.now(), 1)
      )
  const onRef =
    (floorMs = 0) =>
    (): Promise<RepositoryScansLookup> =>
      listRepositoryScans(search(floorMs), project.id, ref)

  log.info(`Looking for the scan of head commit ${shortCommit(commit)} on ${oneLine(ref)}.`)
  const lookup = await onRef(FIRST_CHECK_MS)()
  if (lookup.kind === 'unavailable') return unchecked(target, lookup.reason)
  const scan = scanOfCommit(lookup.scans, ref, commit)
  // A fork's scan on pull_request cannot upload: one check, and a notice where it is not there.
  if (target.fork && inputs.scanWaitMinutes === undefined && !ended(scan)) {
    return forkWithoutScan(target, scan)
  }
  if (scan === undefined) {
    const all = await listRepositoryScans(search(FIRST_CHECK_MS), project.id)
    if (all.kind === 'unavailable') return unchecked(target, all.reason)
    if (!pullRequestsScanned(all.scans)) return notScanned(target)
  }
  const seen = await waitForScan(context, target, deadline, onRef(), { lookup, scan })
  if ('state' in seen) return seen
  const waitedMs = Math.max(0, context.clock.now() - target.startedAt)
  return scanOutcome(minutes, target, seen, waitedMs)
}

/** Whether the scan has ended, completed or not. */
function ended(scan: ListedScan | undefined): boolean {
  return (
    scan?.status === 'SCAN_STATUS_COMPLETED' || FAILED_SCAN_STATUSES.includes(scan?.status ?? '')
  )
}

/**
 * Polls the ref about every {@link SCAN_POLL_MS} until the head commit's scan has ended or
 * `deadline` has passed; a poll still in flight then is cut off by its time limit. A cancellation
 * or a listing no longer there ends the wait with its check. The time left is logged once, then
 * only a change of the scan's state.
 */
async function waitForScan(
  context: ScanContext,
  target: ScanTarget,
  deadline: number,
  onRef: () => Promise<RepositoryScansLookup>,
  first: Seen
): Promise<Seen | ScanCheck> {
  const { ref, commit } = target
  const state = (scan: ListedScan | undefined): string =>
    scan ? statusWords(scan.status) : 'not started yet'
  let seen = first
  for (let poll = 0; !ended(seen.scan); poll++) {
    const left = deadline - context.clock.now()
    if (left <= 0) break
    if (poll === 0) {
      const minutes = Math.ceil(left / 60_000)
      log.info(
        `Waiting up to ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} for the scan of head ` +
          `commit ${shortCommit(commit)} on ${oneLine(ref)} (${state(seen.scan)}), checking ` +
          `about every ${SCAN_POLL_MS / 1000} s.`
      )
    }
    await context.clock.sleep(Math.min(SCAN_POLL_MS, left), context.signal)
    if (context.signal?.aborted) return { state: 'cancelled', ref, commit }
    let lookup: RepositoryScansLookup
    try {
      lookup = await onRef()
    } catch (error) {
      if (context.signal?.aborted) return { state: 'cancelled', ref, commit }
      // The poll was cut off at the deadline (timers may fire a little early): the wait is over,
      // with what the last poll saw.
      if (context.clock.now() >= deadline - 1000) break
      throw error
    }
    if (lookup.kind === 'unavailable') return unchecked(target, lookup.reason)
    const scan = scanOfCommit(lookup.scans, ref, commit)
    if (state(scan) !== state(seen.scan)) {
      log.info(`The scan of head commit ${shortCommit(commit)} is ${state(scan)} now.`)
    }
    seen = { lookup, scan }
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

/** A fork's pull request without its scan, `scan-wait` left empty: a notice, not a wait. */
function forkWithoutScan(target: ScanTarget, scan: ListedScan | undefined): ScanCheck {
  const seen = scan ? `is ${statusWords(scan.status)}` : 'is not on the platform'
  return {
    state: 'missing',
    ref: target.ref,
    commit: target.commit,
    message:
      `Set scan-wait to the minutes your scan takes if this repository scans pull requests from ` +
      `forks (managed scans, or a scan on pull_request_target): this pull request comes from a ` +
      `fork, where semgrep ci on pull_request gets no secrets and uploads nothing, so the scan ` +
      `of head commit ${shortCommit(target.commit)} on ${oneLine(target.ref)} was checked once ` +
      `and not waited for. It ${seen}, so the findings listed may not be the pull request's.`,
    fork: true
  }
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
