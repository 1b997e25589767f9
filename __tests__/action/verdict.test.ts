/**
 * Every summary opens the same way: `## Security platform · <mode>` (the step summary's), then the
 * mode's verdict line, which starts with ✅, ⚠️ or ❌; on failure its first sentence is the error's
 * advice. And every error annotation has a title.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { failedVerdict, StepSummary } from '../../src/action/summary.js'
import { firstSentence, formatBytes } from '../../src/action/text.js'
import { renderTicketLinkSummary } from '../../src/modes/ticket-link/summary.js'
import { httpStatusError } from '../../src/platform/errors.js'

/** A mode's verdict line: the first line of what its renderer returns. */
function verdictOf(markdown: string): string {
  return markdown.split('\n')[0] ?? ''
}

/** Heading and verdict line of a whole step summary: the first two non-empty lines. */
function opening(markdown: string): [string, string] {
  const [heading = '', verdict = ''] = markdown.split('\n').filter(line => line !== '')
  return [heading, verdict]
}

const NOT_FOUND = httpStatusError({
  operation: 'List policies (GET /api/v1/deployments/1/policies)',
  status: 404,
  statusText: 'Not Found',
  body: '{"error":"not found"}',
  attempts: 1
}).message

describe('the verdict line of each mode', () => {
  it('ticket-link: a notice is a done verdict', () => {
    const md = renderTicketLinkSummary({
      eventName: 'pull_request',
      plan: {
        links: [],
        tickets: [],
        findings: [],
        ignored: [],
        ignoredOmitted: 0,
        notice: 'Nothing to link: no finding is named.'
      },
      results: []
    })
    expect(verdictOf(md)).toBe('✅ Nothing to link: no finding is named.')
  })

  it('ticket-link: findings link to their platform page when the deployment slug is known', () => {
    const plan = {
      links: [{ ticketKey: 'PROJ-1', ticketUrl: 'https://t.example/PROJ-1', findingIds: ['42'] }],
      tickets: [{ key: 'PROJ-1', url: 'https://t.example/PROJ-1', where: ['title'] }],
      findings: [{ id: '42', where: ['commit abc1234'], ticketUrl: 'https://t.example/PROJ-1' }],
      ignored: [],
      ignoredOmitted: 0
    }
    const result = {
      ticket_id: 7n,
      ticket_url: 'https://t.example/PROJ-1',
      external_slug: 'PROJ-1',
      linked_issue_ids: ['42'],
      replaced_issue_ids: []
    }
    const model = {
      eventName: 'pull_request',
      plan,
      results: [{ link: plan.links[0]!, result }],
      attempted: 1,
      platformUrl: 'https://semgrep.dev'
    }
    const withoutSlug = renderTicketLinkSummary(model)
    expect(verdictOf(withoutSlug)).toBe(
      '✅ Linked <a href="https://t.example/PROJ-1">PROJ-1</a> to 1 finding.'
    )
    expect(withoutSlug).toContain('| finding <code>42</code> | commit abc1234 | linked to ')
    const withSlug = renderTicketLinkSummary({ ...model, deploymentSlug: 'acme' })
    expect(withSlug).toContain(
      '| finding <a href="https://semgrep.dev/orgs/acme/findings/42">42</a> | commit abc1234 |'
    )
  })

  it('a failure before the mode started names the mode when known', () => {
    const summary = new StepSummary()
    expect(opening(summary.render("Input 'token' is empty. Pass a token.")).join('\n')).toBe(
      `## Security platform\n❌ **The step failed before it started.** Input &#39;token&#39; is empty.`
    )
    summary.setMode('ticket-link')
    expect(opening(summary.render('x'))[0]).toBe('## Security platform · ticket-link')
  })
})

describe('a cancelled run reads as cancelled in every mode', () => {
  const CANCELLED = 'The run was cancelled (SIGINT) before it finished.'

  it('ticket-link: how many tickets were linked before, and the rest not linked', () => {
    const links = ['PROJ-1', 'PROJ-2'].map(key => ({
      ticketKey: key,
      ticketUrl: `https://t.example/${key}`,
      findingIds: ['42']
    }))
    const plan = { links, tickets: [], findings: [], ignored: [], ignoredOmitted: 0 }
    const result = {
      ticket_id: 7n,
      ticket_url: 'https://t.example/PROJ-1',
      external_slug: 'PROJ-1',
      linked_issue_ids: ['42'],
      replaced_issue_ids: []
    }
    const md = renderTicketLinkSummary(
      { eventName: 'pull_request', plan, results: [{ link: links[0]!, result }], attempted: 1 },
      CANCELLED,
      true
    )
    expect(verdictOf(md)).toBe(
      '❌ **The run was cancelled.** Linked 1 of 2 tickets before it stopped; the rest are not linked.'
    )
    expect(md).toContain('not linked (the run was cancelled before)')
    expect(md).not.toMatch(/fail|CAUTION/i)
    // A link request under way when the run was cancelled: its outcome is not known.
    const cut = renderTicketLinkSummary(
      { eventName: 'pull_request', plan, results: [], attempted: 1 },
      CANCELLED,
      true
    )
    expect(cut).toContain('| not known: the run was cancelled during its link request |')
    expect(cut).not.toMatch(/fail/i)
  })

  it('before the mode started', () => {
    const summary = new StepSummary()
    summary.setMode('policies')
    summary.markCancelled()
    expect(opening(summary.render(CANCELLED))[1]).toBe(
      '❌ **The run was cancelled.** Nothing was done: it stopped before its mode started.'
    )
  })
})

describe('text helpers', () => {
  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [11_468, '11.2 KB'],
    [3.4 * 1024 * 1024, '3.4 MB']
  ])('formatBytes(%d) = %s', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown)
  })

  it('firstSentence keeps e.g. and dotted versions inside the sentence', () => {
    expect(firstSentence('Set it, e.g. `ref: refs/tags/v1.2.0`. Then run again.')).toBe(
      'Set it, e.g. `ref: refs/tags/v1.2.0`.'
    )
    expect(firstSentence('No full stop here')).toBe('No full stop here')
    expect(failedVerdict('It failed.', 'Do this. Details.').sentence).toBe(
      '**It failed.** Do this.'
    )
  })
})

describe('annotations', () => {
  let work: string | undefined
  afterEach(async () => {
    jest.restoreAllMocks()
    process.exitCode = 0
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('a failed step gives an error annotation with a title and exit code 1', async () => {
    work = await mkdtemp(path.join(tmpdir(), 'verdict-'))
    const summaryFile = path.join(work, 'summary.md')
    await (await import('node:fs/promises')).writeFile(summaryFile, '')
    const saved = { ...process.env }
    let stdout = ''
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      stdout += String(chunk)
      return true
    })
    try {
      process.env.GITHUB_STEP_SUMMARY = summaryFile
      process.env['INPUT_MODE'] = 'sbom-export'
      process.env['INPUT_TOKEN'] = ''
      const { run } = await import('../../src/main.js')
      await run()
    } finally {
      process.env = saved
    }
    expect(process.exitCode).toBe(1)
    expect(stdout).toMatch(
      /^::error title=Security platform%3A sbom-export failed::Pass a platform API token with the Web API permission from a secret \(`token: \$\{\{ secrets\.SEMGREP_APP_TOKEN \}\}`\): input 'token' is empty\./m
    )
    const summary = await readFile(summaryFile, 'utf8')
    expect(opening(summary)).toEqual([
      '## Security platform · sbom-export',
      '❌ **The step failed before it started.** Pass a platform API token with the Web API ' +
        'permission from a secret &#40;<code>token: &#36;{{ secrets.SEMGREP&#95;APP&#95;TOKEN }}</code>&#41;: ' +
        'input &#39;token&#39; is empty.'
    ])
  })
})
