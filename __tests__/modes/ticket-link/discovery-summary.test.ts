/**
 * The summary of the pull request's own findings, rendered from literal step results (no I/O): every string
 * the platform sent is escaped, only https line URLs become links, tables keep their columns.
 */
import { describe, expect, it } from '@jest/globals'
import type { PlatformFinding } from '../../../src/platform/findings.js'
import type { Discovery } from '../../../src/modes/ticket-link/discovery.js'
import type { TicketLinkResults } from '../../../src/modes/ticket-link/results.js'
import { renderTicketLinkSummary } from '../../../src/modes/ticket-link/summary.js'
import { HOSTILE, expectTablesWellFormed } from '../../support/index.js'
import { linkOutcome, linkProgress, planOf } from '../../support/ticket-link.js'

const TICKET = 'https://acme.atlassian.net/browse/PROJ-42'

function finding(id: number, parts: Partial<PlatformFinding> = {}): PlatformFinding {
  return {
    id: String(id),
    type: 'sast',
    ruleName: 'rule',
    severity: 'high',
    filePath: 'a.py',
    line: 3,
    lineUrl: `https://github.com/acme/widgets/blob/abc/a.py#L3`,
    ...parts
  }
}

function model(found: PlatformFinding[], kept: PlatformFinding[] = []): TicketLinkResults {
  const discovery: Discovery = {
    query: {
      ref: 'refs/pull/7/merge',
      repository: 'acme/widgets',
      status: 'open',
      severities: ['high'],
      types: ['sast', 'sca']
    },
    perType: [
      { type: 'sast', count: 3 },
      { type: 'sca', count: 1 }
    ],
    sorted: { fresh: found, alreadyHere: [], kept, moving: [] },
    ticket: { key: 'PROJ-42', url: TICKET }
  }
  const link = { ticketKey: 'PROJ-42', ticketUrl: TICKET, findingIds: found.map(f => f.id) }
  const plan = planOf({ links: [link] })
  return {
    eventName: 'pull_request',
    pullRequest: { number: 7 },
    platformUrl: 'https://semgrep.dev',
    deploymentSlug: 'acme',
    plan,
    discovery: { discovery, plan, keyWithoutBase: false, warnings: [] },
    links: linkProgress([linkOutcome(link, { ticket_id: 77n })])
  }
}

describe('the summary of found findings', () => {
  it('opens with the verdict and a row per finding, type labels as the contract names them', () => {
    const summary = renderTicketLinkSummary(
      model([finding(1), finding(2, { type: 'sca' }), finding(3, { type: 'ai_sast' })])
    )
    expect(summary.split('\n')[0]).toBe(
      `✅ <a href="${TICKET}">PROJ-42</a> ← 3 findings found on this pull request (3 high).`
    )
    expect(summary).toContain(
      '| <a href="https://semgrep.dev/orgs/acme/findings/1">1</a> | high | <code>rule</code> | ' +
        '<a href="https://github.com/acme/widgets/blob/abc/a.py#L3">a.py:3</a> | code | new |'
    )
    expect(summary).toContain('| supply chain | new |')
    expect(summary).toContain('| AI-found code | new |')
    expect(summary).toContain('(status open, severities high): 3 code, 1 supply chain.')
  })

  it.each(HOSTILE)('escapes %j from the platform in every cell', hostile => {
    const summary = renderTicketLinkSummary(
      model(
        [finding(1, { ruleName: hostile, severity: hostile, filePath: hostile })],
        [
          finding(2, {
            externalTicket: { slug: hostile, url: 'javascript:alert(1)' },
            lineUrl: 'javascript:alert(1)'
          })
        ]
      )
    )
    expectTablesWellFormed(summary)
    expect(summary).not.toContain('<script')
    expect(summary).not.toContain('<img')
    expect(summary).not.toContain('href="javascript')
    expect(summary).not.toMatch(/\]\(/)
  })

  it('more than 50 findings are counted, not shown', () => {
    const many = Array.from({ length: 60 }, (_, i) => finding(i + 1))
    const summary = renderTicketLinkSummary(model(many))
    expect(summary).toContain('_… and 10 more findings, not shown._')
  })

  it('links a line only on the repository’s GitHub host, and another ticket only under ticket-base-url; otherwise shows the URL as text', () => {
    const shown = model(
      [
        finding(1, { lineUrl: 'https://evil.test/phish#L3' }),
        finding(2, { lineUrl: 'https://ghe.example/acme/widgets/blob/abc/a.py#L3' }),
        finding(3, { lineUrl: 'https://github.com/acme/widgets/blob/abc/a.py#L3' })
      ],
      [
        finding(4, {
          externalTicket: { slug: 'SEC-100', url: 'https://evil.test/browse/SEC-100' }
        }),
        finding(5, {
          externalTicket: { slug: 'SEC-200', url: 'https://acme.atlassian.net/browse/SEC-200' }
        })
      ]
    )
    shown.githubServerOrigin = 'https://ghe.example'
    shown.ticketBaseUrl = 'https://acme.atlassian.net/browse/'
    const summary = renderTicketLinkSummary(shown)
    expect(summary).not.toContain('href="https://evil.test')
    expect(summary).not.toContain('href="https://github.com')
    expect(summary).toContain(
      '<a href="https://ghe.example/acme/widgets/blob/abc/a.py#L3">a.py:3</a>'
    )
    expect(summary).toMatch(
      /\| a\.py:3 \(<code>https&#58;<wbr>\/\/evil\.test\/phish&#35;<wbr>L3<\/code>\) \|/
    )
    expect(summary).toContain('| <a href="https://acme.atlassian.net/browse/SEC-200">SEC-200</a> |')
    expect(summary).toMatch(
      /\| SEC-100 \(<code>https&#58;<wbr>\/\/evil\.test\/browse\/SEC-100<\/code>\) \|/
    )
    // without ticket-base-url no other ticket is a link
    delete shown.ticketBaseUrl
    expect(renderTicketLinkSummary(shown)).not.toContain(
      'href="https://acme.atlassian.net/browse/SEC-200"'
    )
  })

  it('puts the most severe first in every table, so that a cut table keeps them, and counts by severity', () => {
    const severities = ['low', 'medium', 'high', 'critical', 'info']
    const found = Array.from({ length: 600 }, (_, i) =>
      finding(1000 + i, {
        severity: severities[i % 5]!,
        type: i % 2 === 0 ? 'sast' : 'sca'
      })
    )
    const summary = renderTicketLinkSummary(model(found))
    expect(summary.split('\n')[0]).toContain(
      '← 600 findings found on this pull request (120 critical, 120 high, 120 medium, 120 low, 120 other).'
    )
    const rows = summary
      .split('\n')
      .filter(line => line.startsWith('| <a href="https://semgrep.dev/orgs/acme/findings/'))
    expect(rows).toHaveLength(50)
    // 50 criticals of 120 are shown: code before supply chain, each by ID
    expect(rows.every(row => row.includes('| critical |'))).toBe(true)
    const ids = rows.map(row => Number(/findings\/(\d+)/.exec(row)![1]))
    const criticals = found.filter(f => f.severity === 'critical')
    const expected = [
      ...criticals.filter(f => f.type === 'sast'),
      ...criticals.filter(f => f.type === 'sca')
    ].map(f => Number(f.id))
    expect(ids).toEqual(expected.slice(0, 50))
  })
})
