/**
 * The summary of the pull request's own findings, rendered from a model (no I/O): every string
 * the platform sent is escaped, only https line URLs become links, tables keep their columns.
 */
import { describe, expect, it } from '@jest/globals'
import type { PlatformFinding } from '../../../src/platform/findings.js'
import type { Discovery } from '../../../src/modes/ticket-link/discovery.js'
import {
  renderTicketLinkSummary,
  type TicketLinkModel
} from '../../../src/modes/ticket-link/summary.js'
import { HOSTILE, expectTablesWellFormed } from '../../support/index.js'

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

function model(found: PlatformFinding[], kept: PlatformFinding[] = []): TicketLinkModel {
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
  return {
    eventName: 'pull_request',
    pullRequest: { number: 7 },
    platformUrl: 'https://semgrep.dev',
    deploymentSlug: 'acme',
    plan: { links: [link], tickets: [], findings: [], ignored: [], ignoredOmitted: 0 },
    results: [
      {
        link,
        result: {
          external_slug: 'PROJ-42',
          linked_issue_ids: link.findingIds,
          replaced_issue_ids: [],
          ticket_id: 77n,
          ticket_url: TICKET
        }
      }
    ],
    attempted: 1,
    warnings: [],
    discovery
  }
}

describe('the summary of found findings', () => {
  it('opens with the verdict and a row per finding, type labels as the contract names them', () => {
    const summary = renderTicketLinkSummary(
      model([finding(1), finding(2, { type: 'sca' }), finding(3, { type: 'ai_sast' })])
    )
    expect(summary.split('\n')[0]).toBe(
      `✅ <a href="${TICKET}">PROJ-42</a> ← 3 findings found on this pull request.`
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

  it('links file:line only to https URLs; more than 50 findings are counted, not shown', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      finding(i + 1, i === 0 ? { lineUrl: 'http://plain.example/a.py#L3' } : {})
    )
    const summary = renderTicketLinkSummary(model(many))
    expect(summary).toContain('| a.py:3 | code |')
    expect(summary).toContain('_… and 10 more findings, not shown._')
    expect(summary).not.toContain('plain.example')
  })
})
