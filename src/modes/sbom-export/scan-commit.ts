/**
 * "Which commit the SBOM describes" (`scan-commit`): before the export job, the platform's latest
 * completed full scan with dependencies is looked up, since the SBOM's dependencies come from it
 * whatever `ref` says. Its commit is `sbom-commit`; compared with GITHUB_SHA it is the released
 * commit, or another (a warning, or with `require` a failure before any job is created).
 */
import { notice, warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import { code, text } from '../../action/markdown.js'
import type { ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { latestFullScan, scanTime, type FoundScan } from '../../platform/scans.js'

export { scanTime } from '../../platform/scans.js'
import type { SbomExportInputs } from './inputs.js'

/** Hex digits of a commit shown in messages (the output has all of them). */
const SHORT_COMMIT = 12

/** What the look-up found, for the summary and the attestation line. */
export type ScanCommitOutcome =
  /** The scan's commit is GITHUB_SHA. */
  | { state: 'released'; scan: FoundScan }
  /** Another commit than GITHUB_SHA: a warning (or the failure) says so. */
  | { state: 'other'; scan: FoundScan; released: string; message: string }
  /** No GITHUB_SHA to compare with (not on a runner): the commit is only reported. */
  | { state: 'unreleased'; scan: FoundScan }
  /** No completed full scan in the 30 days: a warning (or the failure). */
  | { state: 'none'; message: string }
  /** SearchScans is not there or answered another shape: a notice (or the failure). */
  | { state: 'unchecked'; message: string }

export function shortCommit(commit: string): string {
  return commit.slice(0, SHORT_COMMIT)
}

const FIX =
  'Tag a commit of the default branch after its full scan has completed (the scan of the push to ' +
  'that branch), or run this step after that scan'
const NOT_THE_TAG =
  'A full scan of the tag is no fix: the platform takes vulnerabilities from the default branch, ' +
  'and its docs warn that full scans of other branches mismatch the two.'

/**
 * The look-up's outcome, and what it gave: a `warning` (also an annotation), or with `require` the
 * step's `failure` (returned, so that the summary still shows the scan found; the run throws it).
 */
export interface ScanCheck {
  outcome: ScanCommitOutcome
  warning?: string
  failure?: Error
}

/** Looks the scan up and reports it; undefined with `scan-commit: off`. */
export async function checkScanCommit(
  inputs: SbomExportInputs,
  repositoryId: bigint,
  context: Pick<ModeContext, 'client' | 'event'>
): Promise<ScanCheck | undefined> {
  if (inputs.scanCommit === 'off') return undefined
  const lookup = await latestFullScan(page => context.client.searchScans(page), repositoryId)
  const released = context.event.sha?.trim().toLowerCase() || undefined
  const outcome = describe(lookup, released, repositoryId)
  if ('scan' in outcome) {
    await setOutput('sbom-commit', outcome.scan.commit, 'txt')
    log.info(
      `The platform's latest completed full scan of repository ${repositoryId} is of commit ` +
        `${outcome.scan.commit}, completed ${scanTime(outcome.scan.completedAt)}: the SBOM describes it.`
    )
  }
  if (lookup.kind !== 'unavailable' && !lookup.complete) {
    log.info(`Read the first ${lookup.pages} pages of scans only; the listing was cut there.`)
  }
  if (!('message' in outcome)) return { outcome }
  if (inputs.scanCommit === 'require') {
    const failure = `${outcome.message} No SBOM export job was created (scan-commit: require).`
    return { outcome, failure: new Error(failure) }
  }
  if (outcome.state === 'unchecked') {
    notice('SBOM commit not checked', outcome.message)
    return { outcome }
  }
  warn('the SBOM may not describe the released commit', outcome.message)
  return { outcome, warning: outcome.message }
}

function describe(
  lookup: Awaited<ReturnType<typeof latestFullScan>>,
  released: string | undefined,
  repositoryId: bigint
): ScanCommitOutcome {
  if (lookup.kind === 'unavailable') {
    return {
      state: 'unchecked',
      message:
        `Set scan-commit: off to skip this check, or ask the platform's administrators about ` +
        `ScansService_SearchScans: which commit the SBOM describes could not be checked, because ` +
        `${lookup.reason}. The export goes on.`
    }
  }
  if (lookup.kind === 'none') {
    const releasedWords = released ? ` (the released commit is ${shortCommit(released)})` : ''
    return {
      state: 'none',
      message:
        `${FIX}: the platform has no completed full scan with dependencies of repository ` +
        `${repositoryId} in the last 30 days, so it cannot be told which commit the SBOM ` +
        `describes${releasedWords}. ${NOT_THE_TAG}`
    }
  }
  const { scan } = lookup
  if (released === undefined) return { state: 'unreleased', scan }
  if (sameCommit(scan.commit, released)) return { state: 'released', scan }
  return {
    state: 'other',
    scan,
    released,
    message:
      `${FIX}: the SBOM describes commit ${shortCommit(scan.commit)} (the platform's latest ` +
      `completed full scan, completed ${scanTime(scan.completedAt)}), not the released commit ` +
      `${shortCommit(released)}. ${NOT_THE_TAG}`
  }
}

/** Equal, or one an abbreviation (at least 7 digits) of the other. */
function sameCommit(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return short.length >= 7 && long.startsWith(short)
}

/** The summary's cell for the scan the SBOM describes; undefined when none was found. */
export function scanCell(outcome: ScanCommitOutcome | undefined): string | undefined {
  if (outcome === undefined || !('scan' in outcome)) return undefined
  const { scan } = outcome
  const which =
    outcome.state === 'released'
      ? ' (the released commit)'
      : outcome.state === 'other'
        ? ` (not the released commit ${code(shortCommit(outcome.released))})`
        : ''
  return `full scan of ${code(scan.commit)}${which}, completed ${text(scanTime(scan.completedAt))}`
}
