/**
 * The job summary of one run. A mode hands over a render function early, so that the summary written
 * when the step fails part-way still shows what was done before the failure.
 */
import * as core from '@actions/core'
import { byteLength, STEP_SUMMARY_LIMIT_BYTES, text } from './markdown.js'

/** Renders the summary; `failure` is the error message when the step failed. */
export type SummaryRenderer = (failure?: string) => string

export const SUMMARY_TITLE = 'Security platform'

export class StepSummary {
  private renderer: SummaryRenderer = renderFailureOnly

  /** Sets how the summary is rendered, from the mode's own result model. */
  show(renderer: SummaryRenderer): void {
    this.renderer = renderer
  }

  /** The Markdown to write, never larger than GitHub accepts. */
  render(failure?: string): string {
    return fitToLimit(this.renderer(failure))
  }

  /** Writes to $GITHUB_STEP_SUMMARY; outside a runner (no such file) it only logs a debug line. */
  async write(failure?: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) {
      core.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
      return
    }
    await core.summary.addRaw(this.render(failure), true).write()
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
function fitToLimit(markdown: string): string {
  if (byteLength(markdown) <= STEP_SUMMARY_LIMIT_BYTES) return markdown
  const note = '\n\n_(summary cut at the 1 MiB limit of GitHub step summaries)_\n'
  const room = STEP_SUMMARY_LIMIT_BYTES - byteLength(note)
  const cut = Buffer.from(markdown, 'utf8')
    .subarray(0, room)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
  return cut + note
}
