/**
 * The job summary of one run, and the shape every summary shares: the heading
 * `## Security platform · <mode>` (written here, for every mode), then the mode's verdict line, which
 * starts with ✅, ⚠️ or ❌ and says in one sentence what happened (and, on failure, what to do
 * next), then the mode's details.
 *
 * A mode hands over a render function early, so that the summary written when the step fails
 * part-way still shows what was done before the failure.
 */
import { statSync } from 'node:fs'
import { redactSecrets } from '../platform/secrets.js'
import * as log from './log.js'
import { byteLength, prose, STEP_SUMMARY_LIMIT_BYTES } from './markdown.js'
import { firstSentence, oneLine } from './text.js'

/**
 * Renders the summary; `failure` is the error message when the step failed, and `cancelled` says
 * that it failed because the run was cancelled (the verdict then says so, not "failed").
 */
export type SummaryRenderer = (failure?: string, cancelled?: boolean) => string

export const SUMMARY_TITLE = 'Security platform'

/** How the run ended: done, done with warnings, or failed. */
export type Outcome = 'done' | 'warning' | 'failed'

/** The verdict: how the run ended and one sentence (Markdown, already escaped) saying what happened. */
export interface Verdict {
  outcome: Outcome
  sentence: string
}

const MARKS: Record<Outcome, string> = { done: '✅', warning: '⚠️', failed: '❌' }

/** `## Security platform · sbom-export`; without a mode (not known yet) just the title. */
function summaryHeading(mode?: string): string {
  return mode ? `## ${SUMMARY_TITLE} · ${mode}` : `## ${SUMMARY_TITLE}`
}

/** The verdict line: the mark, then the sentence. */
export function verdictLine(verdict: Verdict): string {
  return `${MARKS[verdict.outcome]} ${verdict.sentence}`
}

/**
 * The verdict of a failed run: what failed, in bold, then the error's first sentence, which says
 * what to do (errors are written that way). The rest of the error follows in {@link failureBlock}.
 */
export function failedVerdict(whatFailed: string, failure: string): Verdict {
  return { outcome: 'failed', sentence: `**${whatFailed}** ${prose(firstSentence(failure))}` }
}

/**
 * The verdict of a cancelled run: that it was cancelled, in bold, then what that left behind (one
 * sentence, Markdown, already escaped), e.g. that an export job keeps running on the platform.
 */
export function cancelledVerdict(whatWasLeft: string): Verdict {
  return { outcome: 'failed', sentence: `**The run was cancelled.** ${whatWasLeft}`.trim() }
}

/**
 * A mode's summary: the verdict line, then the sections (Markdown, blank lines between). The heading
 * above it is {@link StepSummary}'s, which knows the mode by the name the user selected it with.
 */
export function renderSummary(verdict: Verdict, sections: string[]): string {
  const parts = [verdictLine(verdict), ...sections.filter(s => s !== '')]
  return `${parts.join('\n\n')}\n`
}

/**
 * The error's details (all but the first sentence, which the verdict shows), escaped, as a GitHub
 * alert block, to go right under the verdict. '' without a failure, when the first sentence is all
 * there is, and for a cancelled run, whose verdict says what the cancellation left behind.
 */
export function failureBlock(failure: string | undefined, cancelled = false): string {
  if (failure === undefined || cancelled) return ''
  const whole = oneLine(failure).trim()
  const rest = whole.slice(firstSentence(whole).length).trim()
  return rest ? `> [!CAUTION]\n> **Details:** ${prose(rest)}` : ''
}

/** Warnings given during the run (each also an annotation), as a GitHub alert block. */
export function warningsBlock(warnings: readonly string[]): string {
  if (warnings.length === 0) return ''
  return ['> [!WARNING]', ...warnings.map(w => `> - ${prose(w)}`)].join('\n')
}

export class StepSummary {
  private renderer: SummaryRenderer | undefined
  private mode: string | undefined
  /** What a failure before the mode's own summary means, in the verdict's bold words. */
  private stage = 'The step failed before it started.'
  private cancelled = false

  /** The run was cancelled: the failure the summary is written with is the cancellation. */
  markCancelled(): void {
    this.cancelled = true
  }

  /** The mode the run is in, by the name the user selected it with: the heading names it. */
  setMode(mode: string): void {
    this.mode = mode
  }

  /** What failed if the run stops before the mode shows its own summary (e.g. a look-up). */
  setStage(failedWhat: string): void {
    this.stage = failedWhat
  }

  /**
   * The summary of a run that had nothing to do and said why in a notice: its first sentence is
   * the verdict, the rest a paragraph under it.
   */
  showNotice(message: string): void {
    const first = firstSentence(message)
    const rest = oneLine(message).trim().slice(first.length).trim()
    this.renderer = () =>
      renderSummary({ outcome: 'done', sentence: prose(first) }, [rest ? prose(rest) : ''])
  }

  /** Sets how the summary is rendered, from the mode's own result model. */
  show(renderer: SummaryRenderer): void {
    this.renderer = renderer
  }

  /** The Markdown to write, never larger than `limit` bytes (GitHub's limit by default). */
  render(failure?: string, limit = STEP_SUMMARY_LIMIT_BYTES): string {
    const cancelled = this.cancelled && failure !== undefined
    const body = this.renderer
      ? this.renderer(failure, cancelled)
      : this.renderNotStarted(failure, cancelled)
    return fitToLimit(redactSecrets(`${summaryHeading(this.mode)}\n\n${body}`), limit)
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
    // node:fs/promises only now, at the end of the run: see src/action/files.ts.
    await process.getBuiltinModule('node:fs/promises').appendFile(file, markdown, 'utf8')
  }

  /** Summary for a step that failed before its mode started (e.g. a bad input). */
  private renderNotStarted(failure?: string, cancelled = false): string {
    if (!failure) {
      return renderSummary({ outcome: 'done', sentence: 'Nothing was done.' }, [])
    }
    if (cancelled) {
      return renderSummary(
        cancelledVerdict('Nothing was done: it stopped before its mode started.'),
        []
      )
    }
    return renderSummary(failedVerdict(this.stage, failure), [failureBlock(failure)])
  }
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
