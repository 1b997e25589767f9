/**
 * The job summary of `mode: ticket-link`, rendered from literal step results (no run): every
 * verdict, each state of each link request, what was read, the references' uses, escaped text and
 * capped tables.
 */
import { describe, expect, it } from '@jest/globals'
import type { PlatformFinding } from '../../../src/platform/findings.js'
import type { TicketLink, TicketLinkPlan } from '../../../src/modes/ticket-link/planner.js'
import type { NamedLookup, TicketLinkResults } from '../../../src/modes/ticket-link/results.js'
import {
  MAX_IDS_PER_CELL,
  MAX_SUMMARY_ROWS,
  renderTicketLinkSummary,
  summaryView
} from '../../../src/modes/ticket-link/summary.js'
import { rawSpecials } from '../../support/index.js'
import { linkOutcome, linkProgress, planOf, readingOf } from '../../support/ticket-link.js'

const BASE = 'https://acme.atlassian.net/browse/'
const CANCELLED = 'The run was cancelled (SIGINT) before it finished.'
const FAILED = 'Check the token: the platform refused it. HTTP 401.'

/** A mode's verdict line: the first line of what its renderer returns. */
const verdictOf = (markdown: string): string => markdown.split('\n')[0] ?? ''

const ticket = (key: string, findingIds: string[]): TicketLink => ({
  ticketKey: key,
  ticketUrl: `${BASE}${key}`,
  findingIds
})

/** Two tickets named in the description, with three findings between them. */
const P1 = ticket('PROJ-1', ['11', '12'])
const P2 = ticket('PROJ-2', ['21'])
const twoTickets: TicketLinkPlan = planOf({
  links: [P1, P2],
  tickets: [P1, P2].map(l => ({ key: l.ticketKey, url: l.ticketUrl, where: ['body'] })),
  findings: [
    { id: '11', where: ['body'], ticketUrl: P1.ticketUrl },
    { id: '12', where: ['body'], ticketUrl: P1.ticketUrl },
    { id: '21', where: ['commit abc1234'], ticketUrl: P2.ticketUrl }
  ]
})

const onPullRequest = (parts: Partial<TicketLinkResults> = {}): TicketLinkResults => ({
  eventName: 'pull_request',
  pullRequest: { number: 3, url: 'https://github.com/acme/widgets/pull/3' },
  reading: readingOf({ commitsRead: 2 }),
  plan: twoTickets,
  ...parts
})

/** The table row whose first cell starts with `first`. */
function row(summary: string, first: string): string | undefined {
  return summary.split('\n').find(line => line.startsWith(`| ${first}`))
}

const platformFinding = (id: string, parts: Partial<PlatformFinding> = {}): PlatformFinding => ({
  id,
  type: 'sast',
  ruleName: 'rule',
  severity: 'low',
  filePath: 'a.py',
  ...parts
})

function lookup(parts: Partial<NamedLookup> = {}): NamedLookup {
  return {
    repository: 'acme/widgets',
    found: new Map(),
    notLinked: new Map(),
    kept: new Map(),
    ...parts
  }
}

describe('the verdict of a run that finished', () => {
  it('names the one ticket linked, and counts its findings', () => {
    const plan = planOf({ links: [P1] })
    const md = renderTicketLinkSummary(
      onPullRequest({ plan, links: linkProgress([linkOutcome(P1)]) })
    )
    expect(verdictOf(md)).toBe(`✅ Linked <a href="${BASE}PROJ-1">PROJ-1</a> to 2 findings.`)
  })

  it('counts several tickets and the distinct findings linked, by severity where looked up', () => {
    const found = new Map([
      ['11', platformFinding('11', { severity: 'critical' })],
      ['12', platformFinding('12', { severity: 'high' })],
      ['21', platformFinding('21', { severity: 'high' })]
    ])
    const outcomes = [linkOutcome(P1), linkOutcome(P2, { linked_issue_ids: ['21', '11'] })]
    const md = renderTicketLinkSummary(
      onPullRequest({
        named: { plan: twoTickets, lookup: lookup({ found }), warnings: [] },
        links: linkProgress(outcomes)
      })
    )
    expect(verdictOf(md)).toBe('✅ Linked 2 tickets to 3 findings (1 critical, 2 high).')
    const plain = renderTicketLinkSummary(onPullRequest({ links: linkProgress(outcomes) }))
    expect(verdictOf(plain)).toBe('✅ Linked 2 tickets to 3 findings.')
  })

  it('is a warning with the warnings of every step counted, in the order they were given', () => {
    const md = renderTicketLinkSummary(
      onPullRequest({
        reading: readingOf({ commitsSkipped: 'listing them failed', warnings: ['read'] }),
        named: { plan: twoTickets, lookup: lookup(), warnings: ['named'] },
        links: linkProgress([linkOutcome(P1), linkOutcome(P2)], { warnings: ['moved'] })
      })
    )
    expect(verdictOf(md)).toBe('⚠️ Linked 2 tickets to 3 findings, with 3 warnings (below).')
    expect(md).toContain('> [!WARNING]\n> - read\n> - named\n> - moved')
    // the warning says why the commits were not read: no line of its own
    expect(md).not.toContain('Commit messages were not read')
  })

  it('says nothing was linked for an untrusted author, and who may link instead', () => {
    const md = renderTicketLinkSummary({
      eventName: 'pull_request_target',
      pullRequest: { number: 4 },
      untrustedAuthor: 'NONE'
    })
    expect(verdictOf(md)).toBe(
      '✅ Nothing was linked: the author of this pull request is <code>NONE</code>, not one of ' +
        '<code>trusted-associations</code>.'
    )
    expect(md).toContain(
      'On <code>pull&#95;request&#95;target</code> only pull requests whose authors are listed in ' +
        '<code>trusted-associations</code> are read.'
    )
    expect(md).toContain('Pull request &#35;<wbr>4: read its title, head branch, description.')
  })

  it('a notice is a done verdict; a warning where something that could have given findings was not seen', () => {
    const notice = 'Nothing to link: no finding is named.'
    const plan = planOf({ notice })
    expect(verdictOf(renderTicketLinkSummary({ eventName: 'pull_request', plan }))).toBe(
      `✅ ${notice}`
    )
    const keyWithoutBase = renderTicketLinkSummary({
      eventName: 'pull_request',
      plan,
      nothing: { keyWithoutBase: true, warnings: [notice] }
    })
    expect(verdictOf(keyWithoutBase)).toBe(`⚠️ ${notice}`)
    const quiet = renderTicketLinkSummary({
      eventName: 'pull_request',
      plan,
      nothing: { keyWithoutBase: false, warnings: [] }
    })
    expect(verdictOf(quiet)).toBe(`✅ ${notice}`)
    const notFound = renderTicketLinkSummary({
      eventName: 'pull_request',
      plan: twoTickets,
      named: {
        plan,
        lookup: lookup({ notLinked: new Map([['11', 'not found']]) }),
        warnings: []
      }
    })
    expect(verdictOf(notFound)).toBe(`⚠️ ${notice}`)
  })

  it('shows the notice when there is nothing to link, and the event when it is not a pull request', () => {
    const plan = planOf({ notice: 'Nothing to link: no ticket is referenced.' })
    const summary = renderTicketLinkSummary({ eventName: 'push', plan })
    expect(summary).toMatch(/^✅ Nothing to link: no ticket is referenced\.\n/)
    expect(summary).toContain(
      'Event <code>push</code> is not a pull request: the references are <code>ticket-url</code> ' +
        'and <code>finding-ids</code>.'
    )
    expect(summary).not.toContain('| Ticket |')
    expect(renderTicketLinkSummary({ eventName: '', plan })).toContain('Event <code>unknown</code>')
  })
})

describe('the verdict of a run that failed or was cancelled', () => {
  const linkedFirst = linkProgress([linkOutcome(P1)], { attempted: 2 })

  it('cancelled: how many tickets were linked before, and the rest not linked', () => {
    const md = renderTicketLinkSummary(onPullRequest({ links: linkedFirst }), CANCELLED, true)
    expect(verdictOf(md)).toBe(
      '❌ **The run was cancelled.** Linked 1 of 2 tickets before it stopped; the rest are not linked.'
    )
    expect(row(md, '<a href')).toBeDefined()
    expect(md).not.toMatch(/fail|CAUTION/i)
    const before = renderTicketLinkSummary(onPullRequest(), CANCELLED, true)
    expect(verdictOf(before)).toBe('❌ **The run was cancelled.** No ticket was linked.')
    expect(before).toContain(
      `| <a href="${BASE}PROJ-2">PROJ-2</a> | — | 21 | not linked (the run was cancelled before) |`
    )
  })

  it('cancelled during a link request: its outcome is not known', () => {
    const cut = renderTicketLinkSummary(
      onPullRequest({ links: linkProgress([], { attempted: 1 }) }),
      CANCELLED,
      true
    )
    expect(cut).toContain(
      `| <a href="${BASE}PROJ-1">PROJ-1</a> | — | 11, 12 | not known: the run was cancelled during its link request |`
    )
    expect(cut).toContain(
      `| <a href="${BASE}PROJ-2">PROJ-2</a> | — | 21 | not linked (the run was cancelled before) |`
    )
    expect(cut).not.toMatch(/fail/i)
    expect(row(cut, `ticket <a href="${BASE}PROJ-1"`)).toContain(
      '| not known: the run was cancelled during its link request |'
    )
    expect(row(cut, 'finding <code>11</code>')).toContain(
      `| not known: the run was cancelled during the link request to <a href="${BASE}PROJ-1">PROJ-1</a> |`
    )
    expect(row(cut, 'finding <code>21</code>')).toContain(
      `| not linked (meant for <a href="${BASE}PROJ-2">PROJ-2</a>) |`
    )
  })

  it('a failed link request: how many were linked, which one failed, and the rest not requested', () => {
    const md = renderTicketLinkSummary(onPullRequest({ links: linkedFirst }), FAILED)
    expect(verdictOf(md)).toBe(
      '❌ **Linked 1 of 2 tickets, then a link request failed.** Check the token: the platform refused it.'
    )
    expect(md).toContain(`| <a href="${BASE}PROJ-2">PROJ-2</a> | — | 21 | ❌ link request failed |`)
    expect(row(md, `ticket <a href="${BASE}PROJ-1"`)).toContain('| linked |')
    expect(row(md, `ticket <a href="${BASE}PROJ-2"`)).toContain('| ❌ link request failed |')
    expect(row(md, 'finding <code>21</code>')).toContain(
      `| ❌ not linked: the link request to <a href="${BASE}PROJ-2">PROJ-2</a> failed |`
    )
    expect(row(md, 'finding <code>11</code>')).toContain(
      `| linked to <a href="${BASE}PROJ-1">PROJ-1</a> |`
    )
    const first = renderTicketLinkSummary(
      onPullRequest({ links: linkProgress([], { attempted: 1 }) }),
      FAILED
    )
    expect(verdictOf(first)).toMatch(/^❌ \*\*No ticket was linked: the link request failed\.\*\*/)
    expect(first).toContain(
      `| <a href="${BASE}PROJ-2">PROJ-2</a> | — | 21 | not linked (the step stopped before) |`
    )
    expect(row(first, `ticket <a href="${BASE}PROJ-2"`)).toContain('| not linked |')
  })

  it('a refusal for want of a ticketing integration names it', () => {
    const after = renderTicketLinkSummary(
      onPullRequest({ links: { ...linkedFirst, integrationMissing: true } }),
      FAILED
    )
    expect(verdictOf(after)).toMatch(
      /^❌ \*\*Linked 1 of 2 tickets, then the platform refused: the deployment has no ticketing integration\.\*\*/
    )
    const none = renderTicketLinkSummary(
      onPullRequest({ links: linkProgress([], { attempted: 1, integrationMissing: true }) }),
      FAILED
    )
    expect(verdictOf(none)).toMatch(
      /^❌ \*\*No ticket was linked: the deployment has no ticketing integration\.\*\*/
    )
  })

  it('a failure before any request: the references need fixing, or nothing was linked', () => {
    expect(verdictOf(renderTicketLinkSummary(onPullRequest(), FAILED))).toMatch(
      /^❌ \*\*Nothing was linked: the references need fixing\.\*\* Check the token/
    )
    const noPlan = renderTicketLinkSummary({ eventName: 'pull_request' }, FAILED)
    expect(verdictOf(noPlan)).toMatch(/^❌ \*\*Nothing was linked\.\*\* Check the token/)
    const notice = renderTicketLinkSummary(
      { eventName: 'pull_request', plan: planOf({ notice: 'Nothing to link.' }) },
      FAILED
    )
    expect(verdictOf(notice)).toMatch(/^❌ \*\*Nothing was linked\.\*\* Check the token/)
    expect(notice).toContain('> [!CAUTION]\n> **Details:** HTTP 401.')
  })
})

describe('what was read, and the link table', () => {
  it('names the pull request, linked where its URL is known, and the commit messages read', () => {
    const md = renderTicketLinkSummary(onPullRequest())
    expect(md).toContain(
      'Pull request <a href="https://github.com/acme/widgets/pull/3">&#35;<wbr>3</a>: read its ' +
        'title, head branch, description and 2 commit messages.'
    )
    const unread = renderTicketLinkSummary(
      onPullRequest({
        pullRequest: { number: 5 },
        reading: readingOf({ commitsSkipped: 'github-token is empty' })
      })
    )
    expect(unread).toContain('Pull request &#35;<wbr>5: read its title, head branch, description.')
    expect(unread).toContain('Commit messages were not read: github-token is empty.')
  })

  it('shows each link with its ticket ID, and the findings moved here from another ticket', () => {
    const outcomes = [
      linkOutcome(P1, { ticket_id: 501n, replaced_issue_ids: ['12'] }),
      linkOutcome(P2, { ticket_id: 502n })
    ]
    const md = renderTicketLinkSummary(
      onPullRequest({
        platformUrl: 'https://semgrep.dev/',
        deploymentSlug: 'acme corp',
        links: linkProgress(outcomes)
      })
    )
    const page = (id: string): string =>
      `<a href="https://semgrep.dev/orgs/acme%20corp/findings/${id}">${id}</a>`
    expect(md).toContain('| Ticket | Ticket ID | Findings | Result |')
    expect(md).toContain(
      `| <a href="${BASE}PROJ-1">PROJ-1</a> | <code>501</code> | ${page('11')}, ${page('12')} | ` +
        `linked; moved here from another ticket: ${page('12')} |`
    )
    expect(md).toContain(
      `| <a href="${BASE}PROJ-2">PROJ-2</a> | <code>502</code> | ${page('21')} | linked |`
    )
  })

  it('links go where this run sent them, whatever ticket_url the answer names', () => {
    const md = renderTicketLinkSummary(
      onPullRequest({
        links: linkProgress([
          linkOutcome(P1, { ticket_url: 'https://evil.test/' }),
          linkOutcome(P2)
        ])
      })
    )
    expect(md).not.toContain('evil.test')
  })

  it('a finding the platform did not link to its ticket says so', () => {
    const md = renderTicketLinkSummary(
      onPullRequest({
        links: linkProgress([linkOutcome(P1, { linked_issue_ids: ['11'] }), linkOutcome(P2)])
      })
    )
    expect(row(md, 'finding <code>12</code>')).toContain(
      `| not linked: the platform did not link it to <a href="${BASE}PROJ-1">PROJ-1</a> |`
    )
  })
})

describe('the references found', () => {
  it('a ticket with no finding bound to it, and findings on no line with exactly one ticket', () => {
    const P3 = { key: 'PROJ-3', url: `${BASE}PROJ-3`, where: ['title'] }
    const plan = planOf({
      links: [P1],
      tickets: [{ key: 'PROJ-1', url: P1.ticketUrl, where: ['body'] }, P3],
      findings: [{ id: '99', where: ['body'] }]
    })
    const md = renderTicketLinkSummary(
      onPullRequest({ plan, links: linkProgress([linkOutcome(P1)]) })
    )
    expect(row(md, `ticket <a href="${BASE}PROJ-3">PROJ-3</a>`)).toBe(
      `| ticket <a href="${BASE}PROJ-3">PROJ-3</a> | title | no finding bound to it |`
    )
    expect(row(md, 'finding <code>99</code>')).toBe(
      '| finding <code>99</code> | body | not linked |'
    )
    const unplanned = planOf({ tickets: [P3], findings: [{ id: '99', where: ['body'] }] })
    const failed = renderTicketLinkSummary(onPullRequest({ plan: unplanned }), FAILED)
    expect(row(failed, `ticket <a href="${BASE}PROJ-3">PROJ-3</a>`)).toContain('| not linked |')
    expect(row(failed, 'finding <code>99</code>')).toContain(
      '| not linked: on no line with exactly one ticket |'
    )
  })

  it('named findings: not found, not checked, kept with another ticket, most severe first', () => {
    const plan = planOf({
      links: [P1],
      tickets: [{ key: 'PROJ-1', url: P1.ticketUrl, where: ['body'] }],
      findings: ['11', '12', '13', '14', '15'].map(id => ({
        id,
        where: ['body'],
        ticketUrl: P1.ticketUrl
      }))
    })
    const named = lookup({
      found: new Map([
        ['11', platformFinding('11', { severity: 'low' })],
        ['12', platformFinding('12', { severity: 'critical' })],
        ['15', platformFinding('15', { externalTicket: { slug: 'SEC-1', url: `${BASE}SEC-1` } })]
      ]),
      notLinked: new Map([
        ['13', 'not found'],
        ['14', 'not checked']
      ]),
      kept: new Map([['15', { slug: 'SEC-1', url: `${BASE}SEC-1` }]])
    })
    const md = renderTicketLinkSummary(
      onPullRequest({
        plan,
        ticketBaseUrl: BASE,
        named: { plan, lookup: named, warnings: [] },
        links: linkProgress([linkOutcome(P1, { linked_issue_ids: ['11', '12'] })])
      })
    )
    expect(row(md, 'finding <code>13</code>')).toContain(
      "| ⚠️ not linked: the platform lists no such finding in <code>acme/widgets</code> (not uploaded yet, or another repository's) |"
    )
    expect(row(md, 'finding <code>14</code>')).toContain(
      '| ⚠️ not linked: not checked (the listing stopped at its bound) |'
    )
    expect(row(md, 'finding <code>15</code>')).toContain(
      `| stays with <a href="${BASE}SEC-1">SEC-1</a> (<code>relink: true</code> moves it) |`
    )
    const findingRows = md.split('\n').filter(l => l.startsWith('| finding '))
    expect(findingRows[0]).toContain('<code>12</code>')
    // in the link table too: the critical one first
    expect(row(md, `<a href="${BASE}PROJ-1">PROJ-1</a> | <code>7</code>`)).toContain('| 12, 11 |')
  })

  it('findings link to their platform page when the deployment slug is known', () => {
    const plan = planOf({
      links: [ticket('PROJ-1', ['42'])],
      tickets: [{ key: 'PROJ-1', url: `${BASE}PROJ-1`, where: ['title'] }],
      findings: [{ id: '42', where: ['commit abc1234'], ticketUrl: `${BASE}PROJ-1` }]
    })
    const results: TicketLinkResults = {
      eventName: 'pull_request',
      plan,
      links: linkProgress([linkOutcome(plan.links[0]!)]),
      platformUrl: 'https://semgrep.dev'
    }
    const withoutSlug = renderTicketLinkSummary(results)
    expect(verdictOf(withoutSlug)).toBe(
      `✅ Linked <a href="${BASE}PROJ-1">PROJ-1</a> to 1 finding.`
    )
    expect(withoutSlug).toContain('| finding <code>42</code> | commit abc1234 | linked to ')
    const withSlug = renderTicketLinkSummary({ ...results, deploymentSlug: 'acme' })
    expect(withSlug).toContain(
      '| finding <a href="https://semgrep.dev/orgs/acme/findings/42">42</a> | commit abc1234 |'
    )
  })

  it('a finding keeps the link the pull request gave it', () => {
    const plan = planOf({
      links: [P1],
      findings: [{ id: '11', where: ['body'], ticketUrl: P1.ticketUrl, url: 'https://x.test/11' }]
    })
    const md = renderTicketLinkSummary(
      onPullRequest({ plan, platformUrl: 'https://semgrep.dev', deploymentSlug: 'acme' })
    )
    expect(md).toContain('| finding <a href="https://x.test/11">11</a> |')
    expect(md).toContain('<a href="https://semgrep.dev/orgs/acme/findings/12">12</a>')
  })

  it('a finding linked to no ticket of this run links to its platform page too', () => {
    const plan = planOf({
      links: [P1],
      findings: [{ id: '99', where: ['body'], ticketUrl: `${BASE}OPS-1` }]
    })
    const md = renderTicketLinkSummary(
      onPullRequest({ plan, platformUrl: 'https://semgrep.dev//', deploymentSlug: 'acme' })
    )
    expect(md).toContain('| finding <a href="https://semgrep.dev/orgs/acme/findings/99">99</a> |')
  })

  it('a finding on no line with exactly one ticket is only "not linked" when other links were made', () => {
    const plan = planOf({ ...twoTickets, findings: [{ id: '31', where: ['body'] }] })
    const md = renderTicketLinkSummary(onPullRequest({ plan }))
    expect(row(md, 'finding <code>31</code>')).toBe(
      '| finding <code>31</code> | body | not linked |'
    )
    // and where a notice says why nothing was linked; alone, it says why it was not
    const noticed = planOf({ notice: 'Two tickets in the title.', findings: plan.findings })
    expect(row(renderTicketLinkSummary(onPullRequest({ plan: noticed })), 'finding')).toBe(
      '| finding <code>31</code> | body | not linked |'
    )
    const alone = planOf({ findings: plan.findings })
    expect(row(renderTicketLinkSummary(onPullRequest({ plan: alone })), 'finding')).toBe(
      '| finding <code>31</code> | body | not linked: on no line with exactly one ticket |'
    )
  })

  it('a listing that looked for no scan says nothing of one', () => {
    const discovery = {
      discovery: {
        query: { ref: 'r', repository: 'a/b', severities: [], types: ['sast' as const] }
      },
      plan: planOf({ notice: 'Nothing found.' }),
      keyWithoutBase: false,
      warnings: []
    }
    const md = renderTicketLinkSummary({ eventName: 'workflow_dispatch', discovery })
    expect(md).toContain('Findings of ref <code>r</code> in <code>a/b</code>')
    expect(md).not.toMatch(/undefined|scan/)
    // and leaves no empty section behind: the asked line ends the summary
    expect(md).toMatch(/in <code>a\/b<\/code> [^\n]*\.\n$/)
  })

  it('without references left unused there is no section for them', () => {
    const md = renderTicketLinkSummary(onPullRequest())
    expect(md).toContain('### References found')
    expect(md).not.toContain('found but not used')
  })

  it('references not used are listed in a closed section', () => {
    const plan = planOf({
      ignored: [{ reference: 'PROJ-9', where: 'title', reason: 'no ticket-base-url' }],
      ignoredOmitted: 2
    })
    const md = renderTicketLinkSummary(onPullRequest({ plan }))
    expect(md).toContain('3 references found but not used')
    expect(md).toContain('| <code>PROJ-9</code> | title | no ticket-base-url |')
    expect(md).not.toContain('### References found')
  })
})

describe('the view the summary reads', () => {
  it('takes the plan the last step left, and the outcome made without a request', () => {
    const named = planOf({ notice: 'named' })
    const found = planOf({ notice: 'found' })
    const discovery = {
      discovery: { query: { ref: 'r', repository: 'a/b', severities: [], types: [] } },
      plan: found,
      keyWithoutBase: false,
      warnings: [],
      alreadyLinked: { ...linkOutcome(P1), alreadyLinked: true },
      deploymentSlug: 'found-slug'
    }
    expect(summaryView({ eventName: 'x', plan: twoTickets }).plan).toBe(twoTickets)
    const view = summaryView({ eventName: 'x', plan: twoTickets, discovery })
    expect(view.plan).toBe(found)
    expect(view.results).toEqual([discovery.alreadyLinked])
    expect(view.deploymentSlug).toBe('found-slug')
    expect(view.cancelledRun).toBe(false)
    expect(summaryView({ eventName: 'x', discovery, deploymentSlug: 'run' }, true)).toMatchObject({
      deploymentSlug: 'run',
      cancelledRun: true
    })
    const both = summaryView({
      eventName: 'x',
      plan: twoTickets,
      named: { plan: named, lookup: lookup(), warnings: [] }
    })
    expect(both.plan).toBe(named)
    expect(both.keyWithoutBase).toBe(false)
    expect(
      summaryView({ eventName: 'x', discovery: { ...discovery, keyWithoutBase: true } })
        .keyWithoutBase
    ).toBe(true)
  })
})

describe('cut tables and escaping', () => {
  const hostile = '<img src=x onerror=alert(1)>|**bold**[x](javascript:alert(1))`code`'

  function big(): TicketLinkResults {
    const links = Array.from({ length: 80 }, (_, t) =>
      ticket(
        `PROJ-${t + 1}`,
        Array.from({ length: 100 }, (_, f) => String(100000 + t * 100 + f))
      )
    )
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
    const outcomes = links.map(link =>
      linkOutcome(link, { ticket_id: 1n, replaced_issue_ids: link.findingIds.slice(0, 40) })
    )
    return onPullRequest({ plan, links: linkProgress(outcomes) })
  }

  it('caps the rows of every table and the IDs of every cell, and says how many more', () => {
    const summary = renderTicketLinkSummary(big())
    const tableRows = summary.split('\n').filter(l => l.startsWith('| ') && !l.startsWith('| ---'))
    // three tables (links, references, not used), each with a header row
    expect(tableRows.length).toBe(3 * (MAX_SUMMARY_ROWS + 1))
    // each on a paragraph of its own under its table
    expect(summary).toContain('|\n\n_… and 30 more tickets, not shown._')
    expect(summary).toContain('|\n\n_… and 8,030 more references, not shown._')
    expect(summary).toContain('|\n\n_… and 1,150 more references, not shown._')
    expect(summary).toContain(`and ${100 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain(`and ${40 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain('1,200 references found but not used')
    expect(Buffer.byteLength(summary)).toBeLessThan(200_000)
  })

  it('a table of exactly the most rows it shows says nothing of more', () => {
    const links = Array.from({ length: MAX_SUMMARY_ROWS }, (_, t) => ticket(`PROJ-${t + 1}`, []))
    const plan = planOf({
      links,
      tickets: links.map(l => ({ key: l.ticketKey, url: l.ticketUrl, where: ['body'] }))
    })
    const summary = renderTicketLinkSummary(onPullRequest({ plan }))
    expect(row(summary, `<a href="${BASE}PROJ-${MAX_SUMMARY_ROWS}">`)).toBeDefined()
    expect(summary).not.toMatch(/more (tickets|references), not shown/)
  })

  it('escapes what came from the pull request and the platform', () => {
    const results = big()
    results.links!.outcomes[0]!.result.ticket_url = 'javascript:alert(1)'
    results.reading = readingOf({ commitsSkipped: hostile })
    const summary = renderTicketLinkSummary(results, `failed: ${hostile}`)
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
})

describe('a whole summary', () => {
  it('reads: verdict, source, link table, references, and what was not used', () => {
    const plan = planOf({
      links: [P1],
      tickets: [{ key: 'PROJ-1', url: P1.ticketUrl, where: ['title', 'body'] }],
      findings: [{ id: '11', where: ['body', 'commit abc1234'], ticketUrl: P1.ticketUrl }],
      ignored: [{ reference: 'OPS-9', where: 'body', reason: 'not a project' }]
    })
    const md = renderTicketLinkSummary(
      onPullRequest({ plan, links: linkProgress([linkOutcome({ ...P1, findingIds: ['11'] })]) })
    )
    expect(md).toBe(
      [
        `✅ Linked <a href="${BASE}PROJ-1">PROJ-1</a> to 1 finding.`,
        '',
        'Pull request <a href="https://github.com/acme/widgets/pull/3">&#35;<wbr>3</a>: read its title, head branch, description and 2 commit messages.',
        '',
        '| Ticket | Ticket ID | Findings | Result |',
        '| --- | --- | --- | --- |',
        `| <a href="${BASE}PROJ-1">PROJ-1</a> | <code>7</code> | 11 | linked |`,
        '',
        '### References found',
        '',
        '| Reference | Found in | Use |',
        '| --- | --- | --- |',
        `| ticket <a href="${BASE}PROJ-1">PROJ-1</a> | title, body | linked |`,
        `| finding <code>11</code> | body, commit abc1234 | linked to <a href="${BASE}PROJ-1">PROJ-1</a> |`,
        '',
        '<details><summary>1 reference found but not used</summary>',
        '',
        '| Reference | Found in | Why not used |',
        '| --- | --- | --- |',
        '| <code>OPS-9</code> | body | not a project |',
        '',
        '</details>',
        ''
      ].join('\n')
    )
  })

  it('an untrusted author: the whole summary, and an empty failure is none', () => {
    const results = { eventName: 'pull_request_target', untrustedAuthor: 'NONE' }
    expect(renderTicketLinkSummary(results, '')).toBe(
      [
        '✅ Nothing was linked: the author of this pull request is <code>NONE</code>, not one of <code>trusted-associations</code>.',
        '',
        'Event <code>pull&#95;request&#95;target</code> is not a pull request: the references are <code>ticket-url</code> and <code>finding-ids</code>.',
        '',
        "On <code>pull&#95;request&#95;target</code> only pull requests whose authors are listed in <code>trusted-associations</code> are read. A maintainer can link this pull request's tickets with <code>ticket-url</code> and <code>finding-ids</code>.",
        ''
      ].join('\n')
    )
  })
})

describe('the link of the pull request’s own findings', () => {
  const query = { ref: 'main', repository: 'acme/widgets', severities: [], types: [] }
  const found = platformFinding('11', { severity: 'high' })
  const link = ticket('PROJ-1', ['11'])
  const plan = planOf({ links: [link] })
  const discovered = (parts: Partial<NonNullable<TicketLinkResults['discovery']>> = {}) => ({
    discovery: {
      query: { ...query, types: ['sast' as const] },
      perType: [{ type: 'sast' as const, count: 1 }],
      sorted: { fresh: [found], alreadyHere: [], kept: [], moving: [] },
      scan: { state: 'unchecked' as const, ref: 'main', commit: 'abc', message: 'Not checked.' }
    },
    plan,
    keyWithoutBase: false,
    warnings: [],
    ...parts
  })
  const heading = (md: string): string | undefined => md.split('\n').find(l => l.startsWith('### '))

  it('outside a pull request the references are ticket-url and finding-ref', () => {
    const md = renderTicketLinkSummary({ eventName: 'workflow_dispatch', discovery: discovered() })
    expect(md).toContain(
      'Event <code>workflow&#95;dispatch</code> is not a pull request: the references are ' +
        '<code>ticket-url</code> and <code>finding-ref</code>.'
    )
    expect(md).toContain(
      'Asked the platform for the findings of ref <code>main</code> in <code>acme/widgets</code>'
    )
    expect(md).toContain("The pull request's scan was not checked: Not checked.")
  })

  it('the table’s heading says what became of its one link request', () => {
    const md = (parts: Partial<TicketLinkResults>, failure?: string, cancelled = false) =>
      heading(
        renderTicketLinkSummary(
          { eventName: 'pull_request', discovery: discovered(), ...parts },
          failure,
          cancelled
        )
      )
    const name = `<a href="${BASE}PROJ-1">PROJ-1</a> ← 1 finding`
    expect(md({ links: linkProgress([linkOutcome(link)]) })).toBe(
      `### ${name} (ticket ID <code>7</code>): linked`
    )
    expect(md({ links: linkProgress([], { attempted: 1 }) }, FAILED)).toBe(
      `### ${name}: ❌ link request failed`
    )
    expect(md({ links: linkProgress([], { attempted: 1 }) }, CANCELLED, true)).toBe(
      `### ${name}: not known: the run was cancelled during its link request`
    )
    expect(md({}, FAILED)).toBe(`### ${name}: not linked (the step stopped before)`)
    expect(md({}, CANCELLED, true)).toBe(`### ${name}: not linked (the run was cancelled before)`)
    const already = discovered({ alreadyLinked: { ...linkOutcome(link), alreadyLinked: true } })
    expect(md({ discovery: already })).toBe(
      `### ${name} (ticket ID <code>7</code>): linked already (no request made)`
    )
  })
})
