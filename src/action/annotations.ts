/**
 * Annotations (`::error`, `::warning`, `::notice`) with a title, so that the annotations panel of a
 * run reads as a list of headlines. Messages start with what to do; details follow. They go through
 * the log sanitizer like every other line.
 */
import * as log from './log.js'
import { SUMMARY_TITLE } from './summary.js'

/**
 * `Security platform: sbom-export failed` (or `Security platform: failed` before the mode is known);
 * `… cancelled` when the run was cancelled.
 */
export function failureTitle(mode?: string, cancelled = false): string {
  const ended = cancelled ? 'cancelled' : 'failed'
  return `${SUMMARY_TITLE}: ${mode ? `${mode} ${ended}` : ended}`
}

/** `Security platform: <topic>`, e.g. `Security platform: SBOM not attached to the release`. */
export function annotationTitle(topic: string): string {
  return `${SUMMARY_TITLE}: ${topic}`
}

/** Fails the step: an error annotation with the failure (or cancellation) title, and exit code 1. */
export function failStep(message: string, mode?: string, cancelled = false): void {
  log.error(message, { title: failureTitle(mode, cancelled) })
  process.exitCode = 1
}

export function warn(topic: string, message: string): void {
  log.warning(message, { title: annotationTitle(topic) })
}

export function notice(topic: string, message: string): void {
  log.notice(message, { title: annotationTitle(topic) })
}
