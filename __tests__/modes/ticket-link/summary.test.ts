/** The job summary of `mode: ticket-link`: rendered from the model, escaped, with capped rows. */
import { describe, expect, it } from '@jest/globals'
import type { TicketLinkPlan } from '../../../src/modes/ticket-link/planner.js'
import {
  MAX_IDS_PER_CELL,
  MAX_SUMMARY_ROWS,
  renderTicketLinkSummary,
  type TicketLinkModel
} from '../../../src/modes/ticket-link/summary.js'
import { rawSpecials } from '../../support/index.js'

const BASE = 'https://acme.atlassian.net/browse/'

describe('renderTicketLinkSummary', () => {
  const hostile = '<img src=x onerror=alert(1)>|**bold**[x](javascript:alert(1))`code`'

  function bigModel(): TicketLinkModel {
    const links = Array.from({ length: 80 }, (_, t) => ({
      ticketKey: `PROJ-${t + 1}`,
      ticketUrl: `${BASE}PROJ-${t + 1}`,
      findingIds: Array.from({ length: 100 }, (_, f) => String(100000 + t * 100 + f))
    }))
    const plan: TicketLinkPlan = {
      links,
      tickets: links.map(l => ({ key: l.ticketKey, url: l.ticketUrl, where: ['body'] })),
      findings: links.flatMap(l =>
        l.findingIds.map(id => ({ id, where: ['body'], ticketUrl: l.ticketUrl }))
      ),
      ignored: Array.from({ length: 200 }, (_, i) => ({
        reference: `${hostile}${i}`,
        where: 'body',
        reason: 'not a ticket'
      })),
      ignoredOmitted: 1000
    }
    return {
      eventName: 'pull_request',
      pullRequest: { number: 3, url: 'https://github.com/acme/widgets/pull/3' },
      commitsRead: 2,
      plan,
      results: links.map(link => ({
        link,
        result: {
          external_slug: link.ticketKey,
          linked_issue_ids: link.findingIds,
          replaced_issue_ids: link.findingIds.slice(0, 40),
          ticket_id: 1n,
          ticket_url: link.ticketUrl
        }
      }))
    }
  }

  it('caps the rows of every table and the IDs of every cell, and says how many more', () => {
    const summary = renderTicketLinkSummary(bigModel())
    const tableRows = summary.split('\n').filter(l => l.startsWith('| ') && !l.startsWith('| ---'))
    // three tables (links, references, not used), each with a header row
    expect(tableRows.length).toBe(3 * (MAX_SUMMARY_ROWS + 1))
    expect(summary).toContain('_… and 30 more tickets, not shown._')
    expect(summary).toContain('_… and 8,030 more references, not shown._')
    expect(summary).toContain('_… and 1,150 more references, not shown._')
    expect(summary).toContain(`and ${100 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain(`and ${40 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain('1,200 references found but not used')
    expect(Buffer.byteLength(summary)).toBeLessThan(200_000)
  })

  it('escapes what came from the pull request and the platform', () => {
    const model = bigModel()
    model.results[0]!.result.ticket_url = 'javascript:alert(1)'
    model.commitsSkipped = hostile
    const summary = renderTicketLinkSummary(model, `failed: ${hostile}`)
    expect(summary).not.toMatch(/<img|<script|javascript:alert\(1\)"/)
    for (const line of summary.split('\n').filter(l => l.includes('onerror'))) {
      const cells = line.startsWith('|') ? line.split('|').slice(1, -1) : [line]
      for (const cell of cells) {
        const withoutTags = cell.replace(/<\/?(code|a|details|summary)( href="[^"]*")?>/g, '')
        const prose = withoutTags.replace(/^> \*\*Details:\*\* |^> |^❌ \*\*[^*]+\*\* /, '')
        expect(rawSpecials(prose)).toEqual([])
      }
    }
  })

  it('shows the notice when there is nothing to link, and the event when it is not a PR', () => {
    const plan: TicketLinkPlan = {
      links: [],
      tickets: [],
      findings: [],
      ignored: [],
      ignoredOmitted: 0,
      notice: 'Nothing to link: no ticket is referenced.'
    }
    const summary = renderTicketLinkSummary({ eventName: 'push', plan, results: [] })
    expect(summary).toMatch(/^✅ Nothing to link: no ticket is referenced\.\n/)
    expect(summary).toContain('Event <code>push</code> is not a pull request')
    expect(summary).not.toContain('| Ticket |')
  })
})
