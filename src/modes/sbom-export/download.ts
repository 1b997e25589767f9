/**
 * The wait for the export job and the download of its SBOM (`wait: true`): polls the job until it
 * ends, bounded by `wait-timeout` (which also bounds the download), and writes the SBOM to its file.
 */
import { writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Clock, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { formatCount, plural, truncate } from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import type { SbomExportStatus } from '../../platform/schemas.js'
import type { SbomExportInputs } from './inputs.js'
import { boundedSbom } from './sbom-file.js'

const COMPLETED = 'SBOM_EXPORT_STATUS_COMPLETED'
const FAILED = 'SBOM_EXPORT_STATUS_FAILED'

/** The export job as created: its task token (also the `task-token` output). */
export interface ExportJob {
  taskToken: string
}

/** What the wait saw: the last status (unset before the first answer) after so many polls. */
export interface ExportWait {
  polls: number
  status?: string
  /** The platform's reason for a failed job, cut to 2,000 characters. */
  errorMessage?: string
}

/**
 * The wait and the download. A failure part-way is returned, not thrown, so that the summary can
 * say how far the wait got: the run throws `failure` on.
 */
export type ExportDownload =
  | (ExportWait & { state: 'downloaded'; status: string; bytes: number })
  | (ExportWait & { state: 'failed'; failure: unknown })

/** `SBOM_EXPORT_STATUS_COMPLETED` → `completed`. */
export function statusWord(status: string): string {
  return status
    .replace(/^SBOM_EXPORT_STATUS_/, '')
    .replace(/_/g, ' ')
    .toLowerCase()
}

/**
 * Waits for the job and downloads its SBOM to `sbomFile`; a job that failed, did not finish or gave
 * no URL is a failed download.
 */
export async function downloadExport(
  inputs: SbomExportInputs,
  job: ExportJob,
  sbomFile: string,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>
): Promise<ExportDownload> {
  const wait: ExportWait = { polls: 0 }
  try {
    const deadline = context.clock.now() + inputs.waitTimeoutSeconds * 1000
    const final = await waitLogged(job, context, wait, deadline)
    await setOutput('sbom-status', final.status, 'txt')
    if (final.status === FAILED)
      wait.errorMessage = final.errorMessage && truncate(final.errorMessage, 2_000)
    const downloadUrl = downloadUrlOf(final, inputs, job)
    const left = deadline - context.clock.now()
    if (left <= 0) {
      throw new Error(
        `Raise wait-timeout: the SBOM export job ${job.taskToken} completed, but wait-timeout ` +
          `(${inputs.waitTimeoutSeconds} s) ran out before the download.`
      )
    }
    // No log group: the download logs nothing of its own, and an empty group only adds noise.
    // Bounded as decoded, whatever the encoding or headers said.
    const bytes = await context.client.downloadSbom(
      downloadUrl,
      body => writeFileSafely(sbomFile, boundedSbom(body)),
      left
    )
    return { ...wait, state: 'downloaded', status: final.status, bytes }
  } catch (failure) {
    return { ...wait, state: 'failed', failure }
  }
}

/** The wait in a collapsed log group, and its outcome on a line of its own after it. */
async function waitLogged(
  job: ExportJob,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>,
  wait: ExportWait,
  deadline: number
): Promise<SbomExportStatus> {
  const started = context.clock.now()
  const final = await log.group(`Waiting for SBOM export job ${job.taskToken}`, () =>
    waitForExport(context.client, context, job, wait, deadline)
  )
  const waited = Math.round((context.clock.now() - started) / 1000)
  log.info(
    `SBOM export job ${job.taskToken}: ${statusWord(final.status)} after ` +
      `${plural(wait.polls, 'poll')} (${formatCount(waited)} s).`
  )
  return final
}

/** The URL of a completed job's SBOM; else the error saying why there is none. */
function downloadUrlOf(final: SbomExportStatus, inputs: SbomExportInputs, job: ExportJob): string {
  if (final.status === FAILED) {
    throw new Error(
      `Check the repository and ref on the platform, then run the step again: the SBOM export ` +
        `job ${truncate(job.taskToken, 100)} failed there: ` +
        `${final.errorMessage ? truncate(final.errorMessage) : 'no reason given'}.`
    )
  }
  if (final.status !== COMPLETED) {
    throw new Error(
      `Raise wait-timeout, or run with wait: false and fetch the SBOM later: the SBOM export job ` +
        `${job.taskToken} did not finish within wait-timeout (${inputs.waitTimeoutSeconds} s); ` +
        `last status ${statusWord(final.status)}.`
    )
  }
  if (!final.downloadUrl) {
    throw new Error(
      `Run the step again: the SBOM export job ${job.taskToken} completed but gave no downloadUrl.`
    )
  }
  return final.downloadUrl
}

/** First wait between status polls, growth factor, longest wait, least time for one poll request. */
const POLL_SCHEDULE = { firstMs: 1_000, factor: 1.5, maxMs: 30_000, minRequestMs: 10_000 }

/**
 * Polls until the job completes or fails, or the deadline passes (then the last status is returned).
 * The first poll goes out at once (a small export may be done already); the waits after it grow by
 * POLL_SCHEDULE, and the last one is shortened to end at the deadline. `wait` is this step's own
 * record of the polls, kept up to date so that a failure part-way still reports them.
 */
async function waitForExport(
  client: PlatformClient,
  context: { clock: Clock; signal?: AbortSignal },
  job: ExportJob,
  wait: ExportWait,
  deadline: number
): Promise<SbomExportStatus> {
  const { clock } = context
  let delay = POLL_SCHEDULE.firstMs
  for (;;) {
    if (context.signal?.aborted) throw new Error('Cancelled while waiting for the SBOM export job.')
    // The last poll, at the deadline, still gets a little time to be answered.
    const left = Math.max(POLL_SCHEDULE.minRequestMs, deadline - clock.now())
    const status = await client.getSbomExportStatus(job.taskToken, left)
    wait.polls++
    wait.status = status.status
    log.info(`Poll ${wait.polls}: ${statusWord(status.status)}`)
    if (status.status === COMPLETED || status.status === FAILED) return status
    if (clock.now() >= deadline) return status
    await clock.sleep(Math.min(delay, deadline - clock.now()))
    delay = Math.min(POLL_SCHEDULE.maxMs, delay * POLL_SCHEDULE.factor)
  }
}
