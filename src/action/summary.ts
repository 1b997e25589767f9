/**
 * The job summary of one run. A mode hands over a render function early, so that the summary written
 * when the step fails part-way still shows what was done before the failure.
 */
import { statSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import * as log from './log.js'
import { byteLength, STEP_SUMMARY_LIMIT_BYTES, text } from './markdown.js'
import { withoutSecrets } from './outputs.js'

/** Renders the summary; `failure` is the error message when the step failed. */
export type SummaryRenderer = (failure?: string) => string

export const SUMMARY_TITLE = 'Security platform'

export class StepSummary {
  private renderer: SummaryRenderer = renderFailureOnly

  /** Sets how the summary is rendered, from the mode's own result model. */
  show(renderer: SummaryRenderer): void {
    this.renderer = renderer
  }

  /** The Markdown to write, never larger than `limit` bytes (GitHub's limit by default). */
  render(failure?: string, limit = STEP_SUMMARY_LIMIT_BYTES): string {
    return fitToLimit(withoutSecrets(this.renderer(failure)), limit)
  }

  /**
   * Appends to $GITHUB_STEP_SUMMARY, ending with a newline; the file GitHub reads stays within its
   * limit, whatever was in it already. Outside a runner (no such file) it only logs a debug line.
   */
  async write(failure?: string): Promise<void> {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file) {
      log.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
      return
    }
    const existing = statSync(file, { throwIfNoEntry: false })?.size ?? 0
    const room = STEP_SUMMARY_LIMIT_BYTES - existing
    if (room < 2) return
    let markdown = this.render(failure, room - 1)
    if (!markdown.endsWith('\n')) markdown += '\n'
    await appendFile(file, markdown, 'utf8')
  }
}

/** Summary for a step that failed before its mode started (e.g. a bad input). */
function renderFailureOnly(failure?: string): string {
  return failure
    ? `## ${SUMMARY_TITLE}: failed\n\n${failureBlock(failure)}\n`
    : `## ${SUMMARY_TITLE}\n\nNothing was done.\n`
}

/** The error, escaped, as a GitHub alert block. */
export function failureBlock(failure: string): string {
  return `> [!CAUTION]\n> **The step failed:** ${text(failure)}`
}

/** Last line of defence; the modes render to their own budget well below this. */
function fitToLimit(markdown: string, limit: number): string {
  if (byteLength(markdown) <= limit) return markdown
  const note = '\n\n_(summary cut at the 1 MiB limit of GitHub step summaries)_\n'
  const room = Math.max(0, limit - byteLength(note))
  if (room === 0) return ''
  const cut = Buffer.from(markdown, 'utf8')
    .subarray(0, room)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  return cut + note
}
