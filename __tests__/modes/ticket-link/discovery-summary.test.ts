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

  it('a table of the findings linked, then one of those left with other tickets, each under its heading', () => {
    const other = { slug: 'OPS-1', url: 'https://acme.atlassian.net/browse/OPS-1' }
    const results = model([finding(1, { severity: '' })], [finding(3, { externalTicket: other })])
    const ticket = `<a href="${TICKET}">PROJ-42</a>`
    const header = '| Finding | Severity | Rule | File | Type |'
    const cells = (id: number, severity: string) =>
      `| <a href="https://semgrep.dev/orgs/acme/findings/${id}">${id}</a> | ${severity} | ` +
      '<code>rule</code> | <a href="https://github.com/acme/widgets/blob/abc/a.py#L3">a.py:3</a> | code |'
    const sections = [
      `### ${ticket} ← 1 finding (ticket ID <code>77</code>): linked`,
      '',
      `${header} Status |`,
      '| --- | --- | --- | --- | --- | --- |',
      `${cells(1, '—')} new |`,
      '',
      '### Left with other tickets (1)',
      '',
      `Already linked elsewhere, so not moved; set <code>relink: true</code> to move them to ${ticket}.`,
      '',
      `${header} Stays with |`,
      '| --- | --- | --- | --- | --- | --- |',
      `${cells(3, 'high')} OPS-1 (<code>https&#58;<wbr>//acme.atlassian.net/browse/OPS-1</code>) |`,
      '',
      'Asked the platform'
    ].join('\n')
    expect(renderTicketLinkSummary(results)).toContain(sections)
    // without findings left elsewhere, the linked table is followed by what was asked
    expect(renderTicketLinkSummary(model([finding(1)]))).toMatch(/ new \|\n\nAsked the platform/)
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

/** The run's results with the discovery's parts replaced. */
function withDiscovery(
  results: TicketLinkResults,
  parts: Partial<Discovery>,
  more: Partial<NonNullable<TicketLinkResults['discovery']>> = {}
): TicketLinkResults {
  const found = results.discovery!
  return {
    ...results,
    discovery: { ...found, discovery: { ...found.discovery, ...parts }, ...more }
  }
}

const lines = (summary: string): string[] => summary.split('\n')

describe('the verdict of found findings', () => {
  const other = { slug: 'OPS-1', url: 'https://acme.atlassian.net/browse/OPS-1' }
  const here = { slug: 'PROJ-42', url: TICKET }

  it('notes those linked here already, and those left with other tickets', () => {
    const base = model(
      [finding(1), finding(2, { severity: 'low' })],
      [finding(3, { externalTicket: other })]
    )
    const sorted = {
      fresh: [finding(1)],
      alreadyHere: [finding(2, { severity: 'low', externalTicket: here })],
      kept: [finding(3, { externalTicket: other }), finding(4, { externalTicket: other })],
      moving: []
    }
    const summary = renderTicketLinkSummary(withDiscovery(base, { sorted }))
    expect(lines(summary)[0]).toBe(
      `✅ <a href="${TICKET}">PROJ-42</a> ← 2 findings found on this pull request ` +
        '(1 high, 1 low; 1 linked already; 2 other findings left with other tickets).'
    )
    expect(summary).toContain(
      `### <a href="${TICKET}">PROJ-42</a> ← 2 findings (ticket ID <code>77</code>): linked`
    )
    expect(summary).toContain('### Left with other tickets (2)')
    expect(summary).toContain(
      `Already linked elsewhere, so not moved; set <code>relink: true</code> to move them to <a href="${TICKET}">PROJ-42</a>.`
    )
    expect(summary).toContain('| Finding | Severity | Rule | File | Type | Stays with |')
    expect(summary).toContain('| Finding | Severity | Rule | File | Type | Status |')
    expect(summary).toMatch(/\| low \| <code>rule<\/code> \| .* \| code \| linked here already \|/)
  })

  it('all linked already: no request made, and no ticket ID shown', () => {
    const base = model([finding(1)])
    const link = base.links!.outcomes[0]!
    const sorted = {
      fresh: [],
      alreadyHere: [finding(1, { externalTicket: here })],
      kept: [],
      moving: []
    }
    const results = withDiscovery(
      { ...base, links: undefined },
      { sorted },
      { alreadyLinked: { ...link, result: { ...link.result, ticket_id: 0n }, alreadyLinked: true } }
    )
    const summary = renderTicketLinkSummary(results)
    expect(lines(summary)[0]).toBe(
      `✅ <a href="${TICKET}">PROJ-42</a> ← 1 finding found on this pull request ` +
        '(1 high; all linked already, no request made).'
    )
    expect(summary).toContain(
      `### <a href="${TICKET}">PROJ-42</a> ← 1 finding: linked already (no request made)`
    )
  })

  it('moved findings name the ticket they come from; a ref outside a pull request', () => {
    const sorted = {
      fresh: [],
      alreadyHere: [],
      kept: [],
      moving: [finding(5, { externalTicket: other, severity: '' })]
    }
    const results = withDiscovery({ ...model([finding(5)]), pullRequest: undefined }, { sorted })
    const summary = renderTicketLinkSummary(results)
    expect(lines(summary)[0]).toBe(
      `✅ <a href="${TICKET}">PROJ-42</a> ← 1 finding found on ref <code>refs/pull/7/merge</code> (1 other).`
    )
    expect(summary).toMatch(/\| — \| <code>rule<\/code> \| .* \| code \| moved from OPS-1 \(<code>/)
  })

  it('a warning with the warnings counted, else when the scan was not seen completed', () => {
    const warned = withDiscovery(model([finding(1)]), {}, { warnings: ['w1', 'w2'] })
    expect(lines(renderTicketLinkSummary(warned))[0]).toBe(
      `⚠️ <a href="${TICKET}">PROJ-42</a> ← 1 finding found on this pull request (1 high), with 2 warnings (below).`
    )
    const scan = { state: 'unchecked' as const, ref: 'r', commit: 'c', message: 'Set it.' }
    const unseen = withDiscovery(model([finding(1)]), { scan })
    expect(lines(renderTicketLinkSummary(unseen))[0]).toBe(
      `⚠️ <a href="${TICKET}">PROJ-42</a> ← 1 finding found on this pull request (1 high); the pull request's scan was not checked (below).`
    )
    // a fork's pull request without its scan: checked, not seen, and said as such (a notice)
    const fork = {
      state: 'missing' as const,
      ref: 'r',
      commit: 'c',
      message: 'Set it.',
      fork: true
    }
    const forked = withDiscovery(model([finding(1)]), { scan: fork })
    expect(lines(renderTicketLinkSummary(forked))[0]).toBe(
      `⚠️ <a href="${TICKET}">PROJ-42</a> ← 1 finding found on this pull request (1 high); the pull request comes from a fork, whose scan was not seen (below).`
    )
  })

  it('none found, or a notice, while the scan was not seen: a warning; seen: done', () => {
    const notice = 'Nothing to link: none.'
    const plan = planOf({ notice })
    const missing = { state: 'missing' as const, ref: 'r', commit: 'c', message: 'm' }
    const stopped = withDiscovery(model([]), { scan: missing, sorted: undefined }, { plan })
    expect(lines(renderTicketLinkSummary(stopped))[0]).toBe(`⚠️ ${notice}`)
    const scanned = {
      state: 'completed' as const,
      ref: 'r',
      commit: 'c',
      scan: { id: 1, commit: 'c', branch: 'r' },
      waitedMs: 0
    }
    const seen = withDiscovery(model([]), { scan: scanned, sorted: undefined }, { plan })
    expect(lines(renderTicketLinkSummary(seen))[0]).toBe(`✅ ${notice}`)
  })
})

describe('which scan the findings come from', () => {
  const commit = '0123456789abcdef0123'
  const at = { ref: 'refs/pull/7/merge', commit }
  const of = 'the scan of head commit <code>0123456789ab</code> on <code>refs/pull/7/merge</code>'
  const scanLineOf = (scan: Discovery['scan']): string | undefined =>
    lines(renderTicketLinkSummary(withDiscovery(model([finding(1)]), { scan }))).find(
      l => /scan/.test(l) && !l.startsWith('⚠️') && !l.startsWith('✅')
    )

  it('completed: when, and how long it was waited for from a minute on', () => {
    const scan = { id: 1, commit, branch: at.ref, completedAt: '2025-03-01T12:00:30Z' }
    expect(scanLineOf({ state: 'completed', ...at, scan, waitedMs: 59_999 })).toBe(
      `The findings come from ${of}, completed 2025-03-01 12:00 UTC.`
    )
    expect(scanLineOf({ state: 'completed', ...at, scan, waitedMs: 60_000 })).toBe(
      `The findings come from ${of}, completed 2025-03-01 12:00 UTC (waited 1 min).`
    )
    expect(scanLineOf({ state: 'completed', ...at, scan, waitedMs: 150_000 })).toBe(
      `The findings come from ${of}, completed 2025-03-01 12:00 UTC (waited 3 min).`
    )
  })

  it('missing, not checked, or cancelled', () => {
    expect(scanLineOf({ state: 'missing', ...at, message: 'm' })).toBe(
      `The findings were listed without ${of} seen completed (the warning above says why).`
    )
    expect(scanLineOf({ state: 'missing', ...at, message: 'm', fork: true })).toBe(
      `The findings were listed without ${of} seen completed (the notice above says why).`
    )
    // scan-commit: require stops before the listing: nothing was listed from any scan.
    const required = withDiscovery(model([]), {
      scan: { state: 'missing', ...at, message: 'm' },
      perType: undefined,
      sorted: undefined
    })
    expect(renderTicketLinkSummary(required, 'Not seen. Nothing was linked.')).toContain(
      `\nNo finding was listed, and ${of} was not seen completed.\n`
    )
    expect(scanLineOf({ state: 'unchecked', ...at, message: 'Set scan-commit: off.' })).toBe(
      "The pull request's scan was not checked: Set scan-commit: off."
    )
    expect(scanLineOf({ state: 'cancelled', ...at })).toBe(
      `The run was cancelled while waiting for ${of}.`
    )
    expect(scanLineOf(undefined)).toBeUndefined()
  })
})

describe('what the platform was asked', () => {
  it('every severity, any status, and the types not listed when the listing did not answer', () => {
    const query = {
      ref: 'refs/pull/7/merge',
      repository: 'acme/widgets',
      severities: [],
      types: ['sast', 'ai_sast'] as Discovery['query']['types']
    }
    const summary = renderTicketLinkSummary(
      withDiscovery(model([]), { query, perType: undefined, sorted: undefined })
    )
    expect(summary).toContain(
      'Findings of ref <code>refs/pull/7/merge</code> in <code>acme/widgets</code> (status any, ' +
        'every severity) were not listed (code, AI-found code).'
    )
    const two = renderTicketLinkSummary(
      withDiscovery(model([finding(1)]), {
        query: { ...query, status: 'open', severities: ['critical', 'high'] }
      })
    )
    expect(two).toContain('(status open, severities critical, high): 3 code, 1 supply chain.')
  })
})

describe('the findings table', () => {
  it('one row per finding: the page under the platform URL, a dash for what is not given', () => {
    const results = {
      ...model([
        finding(1, { ruleName: '', severity: '', filePath: '', line: undefined }),
        finding(2, { line: undefined, lineUrl: undefined })
      ]),
      platformUrl: 'https://semgrep.dev//'
    }
    const summary = renderTicketLinkSummary(results)
    expect(summary).toContain(
      '| <a href="https://semgrep.dev/orgs/acme/findings/1">1</a> | — | — | — | code | new |'
    )
    expect(summary).toContain(
      '| <a href="https://semgrep.dev/orgs/acme/findings/2">2</a> | high | <code>rule</code> | a.py | code | new |'
    )
    const plain = renderTicketLinkSummary({ ...results, deploymentSlug: undefined })
    expect(plain).toContain('| <code>1</code> | — | — | — | code | new |')
    expect(renderTicketLinkSummary({ ...results, platformUrl: undefined })).toContain(
      '| <code>1</code> |'
    )
  })

  it('50 rows at most, and how many more', () => {
    const summary = renderTicketLinkSummary(
      model(Array.from({ length: 51 }, (_, i) => finding(i + 1)))
    )
    expect(summary).toContain('\n\n_… and 1 more finding, not shown._')
    expect(renderTicketLinkSummary(model([finding(1)]))).not.toContain('not shown')
  })

  it('a ticket elsewhere is a link only under ticket-base-url, and only over http(s)', () => {
    const kept = (url: string, slug = 'SEC-1') => finding(9, { externalTicket: { slug, url } })
    const shown = (ticket: PlatformFinding, ticketBaseUrl?: string): string | undefined => {
      const summary = renderTicketLinkSummary({ ...model([finding(1)], [ticket]), ticketBaseUrl })
      return lines(summary).find(l => l.includes('findings/9'))
    }
    const base = 'https://acme.atlassian.net/browse'
    expect(shown(kept(`${base}/SEC-1`), base)).toMatch(
      /\| <a href="https:\/\/acme\.atlassian\.net\/browse\/SEC-1">SEC-1<\/a> \|$/
    )
    expect(shown(kept(`${base}/SEC-1`), `${base}//`)).toMatch(
      /\| <a href="https:\/\/acme\.atlassian\.net\/browse\/SEC-1">SEC-1<\/a> \|$/
    )
    expect(shown(kept(`${base}x/SEC-1`), base)).toMatch(/\| SEC-1 \(<code>https&#58;/)
    expect(
      shown(kept('ftp://acme.atlassian.net/browse/SEC-1'), 'ftp://acme.atlassian.net/browse')
    ).toMatch(/\| SEC-1 \(<code>ftp&#58;/)
    expect(shown(kept(`${base}/SEC-1`, ''), undefined)).toMatch(
      /\| <code>https&#58;<wbr>\/\/acme\.atlassian\.net\/browse\/SEC-1<\/code> \|$/
    )
    expect(shown(kept('', 'SEC-1'), base)).toMatch(/\| SEC-1 \|$/)
  })
})
