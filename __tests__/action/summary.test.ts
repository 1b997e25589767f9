/** The step summary: the mode's renderer, the failure block, the 1 MiB limit and the file. */
import { describe, expect, it } from '@jest/globals'
import { byteLength, STEP_SUMMARY_LIMIT_BYTES, text } from '../../src/action/markdown.js'
import { failedVerdict, failureBlock, StepSummary } from '../../src/action/summary.js'
import { captureRun, withEnv } from '../support/index.js'

describe('StepSummary.render()', () => {
  it('without a renderer says nothing was done, or shows the failure escaped', () => {
    const summary = new StepSummary()
    expect(summary.render()).toMatch(/Nothing was done/)
    const failed = summary.render('Input <mode> | bad. Set it to one of: x.')
    expect(failed).toMatch(
      /^## Security platform\n\n❌ \*\*The step failed before it started\.\*\* /
    )
    expect(failed).toContain('[!CAUTION]')
    expect(failed).toContain(text('Input <mode> | bad.'))
    expect(failed).not.toContain('<mode>')
  })

  it('puts the heading with the mode name above what the renderer returns, with the failure', () => {
    const summary = new StepSummary()
    summary.setMode('ticket-link')
    const seen: (string | undefined)[] = []
    summary.show(failure => {
      seen.push(failure)
      return `failure: ${failure ?? 'none'}\n`
    })
    expect(summary.render()).toBe('## Security platform · ticket-link\n\nfailure: none\n')
    expect(summary.render('oops')).toBe('## Security platform · ticket-link\n\nfailure: oops\n')
    expect(seen).toEqual([undefined, 'oops'])
  })

  it('returns a summary of exactly 1 MiB unchanged', () => {
    const summary = new StepSummary()
    const heading = '## Security platform\n\n'
    const exact = 'b'.repeat(STEP_SUMMARY_LIMIT_BYTES - heading.length)
    summary.show(() => exact)
    expect(summary.render()).toBe(heading + exact)
  })

  it.each([
    ['ASCII', 'a'],
    ['3-byte characters', '€'],
    ['4-byte characters', '😀'],
    ['mixed text', 'ab€😀é|']
  ])('cuts a 2 MiB summary of %s to at most 1 MiB, says so, and splits no character', (_, unit) => {
    const big = unit.repeat(Math.ceil((2 * STEP_SUMMARY_LIMIT_BYTES) / byteLength(unit)))
    expect(byteLength(big)).toBeGreaterThanOrEqual(2 * STEP_SUMMARY_LIMIT_BYTES)
    const summary = new StepSummary()
    summary.show(() => big)
    const out = summary.render()
    expect(byteLength(out)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES)
    expect(byteLength(out)).toBeGreaterThan(STEP_SUMMARY_LIMIT_BYTES - 1024)
    expect(out).toMatch(/1 MiB/)
    expect(out).not.toContain('\uFFFD')
    expect(out.startsWith('## Security platform\n\n')).toBe(true)
    expect(big.startsWith(out.slice('## Security platform\n\n'.length, 1000))).toBe(true)
  })
})

describe('failureBlock()', () => {
  it('is a caution alert with the message escaped', () => {
    // The first sentence is the verdict's; the block holds the rest (none: no block).
    expect(failureBlock('Do this. Bad <b>|x|</b>\nnext')).toBe(
      `> [!CAUTION]\n> **Details:** ${text('Bad <b>|x|</b> next')}`
    )
    expect(failureBlock('Only one sentence.')).toBe('')
  })

  it('is empty without a failure and for a cancelled run, whose verdict says what was left', () => {
    expect(failureBlock(undefined)).toBe('')
    expect(failureBlock('Do this. Bad things happened.', true)).toBe('')
  })
})

describe('StepSummary.write()', () => {
  it('writes the rendered summary, with the failure, to GITHUB_STEP_SUMMARY', async () => {
    const summary = new StepSummary()
    summary.setMode('policies')
    summary.show(failure => `failure: ${failure ?? 'none'}\n`)
    const run = await captureRun(() => summary.write('it broke'))
    // ends with one newline: no second one that could take the file past GitHub's limit
    expect(run.summary).toBe('## Security platform · policies\n\nfailure: it broke\n')
  })

  it('outside a runner (no GITHUB_STEP_SUMMARY) writes nothing and logs a debug line', async () => {
    const run = await captureRun(() =>
      withEnv({ GITHUB_STEP_SUMMARY: undefined, RUNNER_DEBUG: '1' }, () =>
        new StepSummary().write('x')
      )
    )
    expect(run.summary).toBe('')
    expect(run.log).toMatch(/^::debug::GITHUB_STEP_SUMMARY is not set/m)
  })
})

describe('a summary of a run that stopped before its mode started', () => {
  /** Heading and verdict line: the first two non-empty lines. */
  const opening = (markdown: string): string[] =>
    markdown
      .split('\n')
      .filter(line => line !== '')
      .slice(0, 2)

  it('names the mode when known, and puts the advice first', () => {
    const summary = new StepSummary()
    expect(opening(summary.render("Input 'token' is empty. Pass a token."))).toEqual([
      '## Security platform',
      '❌ **The step failed before it started.** Input &#39;token&#39; is empty.'
    ])
    summary.setMode('ticket-link')
    expect(opening(summary.render('x'))[0]).toBe('## Security platform · ticket-link')
  })

  it('reads as cancelled, with nothing done', () => {
    const summary = new StepSummary()
    summary.setMode('policies')
    summary.markCancelled()
    expect(opening(summary.render('The run was cancelled (SIGINT) before it finished.'))[1]).toBe(
      '❌ **The run was cancelled.** Nothing was done: it stopped before its mode started.'
    )
  })

  it('a failed verdict is its headline, then the first sentence of the advice', () => {
    expect(failedVerdict('It failed.', 'Do this. Details.').sentence).toBe(
      '**It failed.** Do this.'
    )
  })
})
