import { describe, expect, it } from '@jest/globals'
import {
  MAX_IGNORED_SHOWN,
  MAX_TICKETS_KEPT,
  type PullRequestText,
  type ReferenceOptions
} from '../../../src/modes/ticket-link/collector.js'
import {
  TicketReferenceError,
  planTicketLinks,
  type TicketLinkPlan
} from '../../../src/modes/ticket-link/planner.js'

const BASE = 'https://acme.atlassian.net/browse/'
const HOST = 'semgrep.dev'
const FINDING = (id: string): string => `https://${HOST}/orgs/acme/findings/${id}`

function pr(parts: Partial<PullRequestText>): PullRequestText {
  return { title: '', branch: '', body: '', commits: [], ...parts }
}

function options(parts: Partial<ReferenceOptions> = {}): ReferenceOptions {
  return {
    ticketBaseUrl: BASE,
    ticketProjects: [],
    explicitFindingIds: [],
    platformHost: HOST,
    ...parts
  }
}

/** The error `run` throws; fails the test when it throws none or another kind. */
function referenceError(run: () => unknown): TicketReferenceError {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(TicketReferenceError)
  return caught as TicketReferenceError
}

/** `[ticket key (or URL), finding IDs]` per link, in order. */
function linksOf(plan: TicketLinkPlan): [string, string[]][] {
  return plan.links.map(l => [l.ticketKey ?? l.ticketUrl, l.findingIds])
}

interface Case {
  name: string
  pr: Partial<PullRequestText>
  options?: Partial<ReferenceOptions>
  /** Expected links; omitted when `error` is set. */
  links?: [string, string[]][]
  /** Expected keys of the tickets that count, in order. */
  tickets?: string[]
  /** `[reference, part of the reason]` that must be among the ignored references. */
  ignored?: [string, string][]
  /** The error message must match all of these. */
  error?: RegExp[]
}

const cases: Case[] = [
  // --- ticket keys -------------------------------------------------------------------------
  {
    name: 'key in the title, finding in the body',
    pr: { title: 'PROJ-42: fix SQL injection', body: 'Findings: 12' },
    links: [['PROJ-42', ['12']]]
  },
  {
    name: 'key in the branch name between `/` and `-`',
    pr: { branch: 'feature/PROJ-42-sqli', body: 'Finding: 12' },
    links: [['PROJ-42', ['12']]],
    tickets: ['PROJ-42']
  },
  {
    name: 'branch `PROJ-42_fix`: `_` is a word character, so no key',
    pr: { branch: 'PROJ-42_fix', body: 'Finding: 12' },
    links: [],
    tickets: []
  },
  {
    name: 'word characters right before or after do not count (xPROJ-1, PROJ-1x, _PROJ-1)',
    pr: { title: 'xPROJ-1 PROJ-1x _PROJ-1 PROJ-1_2', body: 'Finding: 1' },
    links: [],
    tickets: []
  },
  {
    name: 'a number with a leading zero does not count (PROJ-01, PROJ-0)',
    pr: { title: 'PROJ-01 PROJ-0', body: 'Finding: 1' },
    links: [],
    tickets: []
  },
  {
    name: 'underscore and digits in the project part count (PROJ_X-3, AB2-7)',
    pr: { title: 'PROJ_X-3 and AB2-7', body: 'Finding: 1' },
    tickets: ['PROJ_X-3', 'AB2-7'],
    error: [/PROJ_X-3/, /AB2-7/]
  },
  {
    name: 'lower-case and mixed-case keys do not count',
    pr: { title: 'proj-42 Proj-43 pROJ-44', branch: 'feature/proj-42-fix', body: 'Finding: 1' },
    links: [],
    tickets: []
  },
  {
    name: 'lower-case key of an allowed project is reported',
    pr: { branch: 'feature/proj-42-fix', body: 'Finding: 1' },
    options: { ticketProjects: ['PROJ'] },
    links: [],
    ignored: [['proj-42', 'upper case']]
  },
  {
    name: 'a one-letter project does not count (A-1, X-2)',
    pr: { title: 'A-1 X-2', body: 'Finding: 1' },
    links: [],
    tickets: []
  },
  {
    name: "keys next to punctuation count: (PROJ-1). #PROJ-1 PROJ-1: PROJ-1's",
    pr: { title: "(PROJ-1). #PROJ-1 PROJ-1: PROJ-1's [PROJ-1]", body: 'Finding: 5' },
    links: [['PROJ-1', ['5']]],
    tickets: ['PROJ-1']
  },
  {
    name: 'CVE-2024-1234 is no ticket, and 2024-1234 is no key either',
    pr: { title: 'PROJ-9 fix CVE-2024-1234', body: 'Finding: 3' },
    links: [['PROJ-9', ['3']]],
    tickets: ['PROJ-9'],
    ignored: [['CVE-2024-1234', 'non-ticket prefix']]
  },
  {
    name: 'UTF-8, SHA-256, ISO-27001, RFC-7231, CWE-79, TLS-13 are no tickets',
    pr: { body: 'UTF-8 SHA-256 ISO-27001 RFC-7231 CWE-79 TLS-13 AES-256 PEP-8\nFinding: 3' },
    links: [],
    tickets: [],
    ignored: [
      ['UTF-8', 'UTF is a well-known non-ticket prefix'],
      ['SHA-256', 'SHA is'],
      ['ISO-27001', 'ISO is'],
      ['RFC-7231', 'RFC is'],
      ['CWE-79', 'CWE is']
    ]
  },
  {
    name: 'a denied prefix followed by digits is denied too (SHA3-256, ISO8859-1)',
    pr: { title: 'PROJ-1 SHA3-256 ISO8859-1', body: 'Finding: 3' },
    links: [['PROJ-1', ['3']]],
    tickets: ['PROJ-1'],
    ignored: [
      ['SHA3-256', 'SHA is'],
      ['ISO8859-1', 'ISO is']
    ]
  },
  {
    name: 'GHSA-xxxx-yyyy-zzzz is no key at all',
    pr: { title: 'PROJ-1 GHSA-4xq2-9g3c-7r5m', body: 'Finding: 3' },
    links: [['PROJ-1', ['3']]],
    tickets: ['PROJ-1']
  },
  {
    name: 'allow-list: only listed projects count, others are reported',
    pr: { title: 'SEC-1 PROJ-2 CVE-2024-1', body: 'Finding: 4' },
    options: { ticketProjects: ['PROJ'] },
    links: [['PROJ-2', ['4']]],
    ignored: [
      ['SEC-1', 'not in ticket-projects (PROJ)'],
      ['CVE-2024-1', 'not in ticket-projects']
    ]
  },
  {
    name: 'allow-list replaces the deny-list (a project called CVE)',
    pr: { title: 'CVE-7', body: 'Finding: 4' },
    options: { ticketProjects: ['CVE'] },
    links: [['CVE-7', ['4']]]
  },
  {
    name: 'markdown link to the ticket: the key counts once',
    pr: { body: `Fixes [PROJ-42](${BASE}PROJ-42)\nFinding: 1` },
    links: [['PROJ-42', ['1']]],
    tickets: ['PROJ-42']
  },
  {
    name: 'ticket URL with a lower-case key and a query names the upper-case key',
    pr: { body: `See ${BASE}proj-42?focusedCommentId=1.\nFinding: 1` },
    links: [['PROJ-42', ['1']]]
  },
  {
    name: 'ticket URL is matched ignoring case; base given without trailing slash',
    pr: { body: 'HTTPS://ACME.atlassian.net/browse/PROJ-9\nFinding: 1' },
    options: { ticketBaseUrl: 'https://acme.atlassian.net/browse' },
    links: [['PROJ-9', ['1']]]
  },
  {
    name: 'a ticket URL names its key even with a denied prefix',
    pr: { body: `${BASE}RFC-12\nFinding: 1` },
    links: [['RFC-12', ['1']]]
  },
  {
    name: 'a URL on another tracker is read as text',
    pr: { body: 'https://other.example/browse/PROJ-5\nFinding: 1' },
    links: [['PROJ-5', ['1']]]
  },
  {
    name: 'no ticket-base-url: keys are reported and nothing is linked',
    pr: { title: 'PROJ-1', body: 'Finding: 1' },
    options: { ticketBaseUrl: undefined },
    links: [],
    tickets: [],
    ignored: [['PROJ-1', 'no ticket-base-url']]
  },
  // --- findings ----------------------------------------------------------------------------
  {
    name: '`Findings: 123, #456 789` keeps the order',
    pr: { title: 'PROJ-1', body: 'Findings: 123, #456 789' },
    links: [['PROJ-1', ['123', '456', '789']]]
  },
  {
    name: 'list markers, bold labels and upper case',
    pr: {
      title: 'PROJ-1',
      body: [
        '- Findings: 1',
        '* finding: 2',
        '+ FINDINGS: 3',
        '**Findings:** 4',
        '**Finding**: 5',
        '1. Findings: 6',
        '> Findings: 7',
        '## Findings: 8'
      ].join('\n')
    },
    links: [['PROJ-1', ['1', '2', '3', '4', '5', '6', '7', '8']]]
  },
  {
    name: 'separators: commas, semicolons, `and`, a final full stop, backticks',
    pr: { title: 'PROJ-1', body: 'Findings: 12;13 and 14, `15`.' },
    links: [['PROJ-1', ['12', '13', '14', '15']]]
  },
  {
    name: 'prose is not a list: `Key finding: 3 services affected`',
    pr: {
      title: 'PROJ-1',
      body: 'Key finding: 3 services affected\nFinding: 2 endpoints lack auth'
    },
    links: [],
    ignored: [['Finding: 2 endpoints lack auth', 'only finding IDs']]
  },
  {
    name: 'a list with other text is reported, not half read',
    pr: { title: 'PROJ-1', body: 'Findings: 12 (see dashboard)' },
    links: [],
    ignored: [['Findings: 12 (see dashboard)', 'only finding IDs']]
  },
  {
    name: 'a label in the middle of a sentence is reported',
    pr: { title: 'PROJ-1', body: 'Fixed it. Findings: 5' },
    links: [],
    ignored: [['Findings: 5', 'start of a line']]
  },
  {
    name: 'an empty or placeholder label is silent',
    pr: { title: 'PROJ-1', body: 'Findings:\nFindings: <!-- IDs here -->' },
    links: [],
    ignored: []
  },
  {
    name: 'link to a finding on the platform host',
    pr: { title: 'PROJ-1', body: `See ${FINDING('1234')}.` },
    links: [['PROJ-1', ['1234']]]
  },
  {
    name: 'links to findings on other hosts are reported, userinfo tricks included',
    pr: {
      title: 'PROJ-1',
      body: [
        'https://evil.example/findings/1',
        'https://semgrep.dev@evil.example/findings/2',
        'https://semgrep.dev.evil.example/findings/3'
      ].join(' ')
    },
    links: [],
    ignored: [
      ['https://evil.example/findings/1', 'not a link to a finding on semgrep.dev'],
      ['https://semgrep.dev@evil.example/findings/2', 'not a link'],
      ['https://semgrep.dev.evil.example/findings/3', 'not a link']
    ]
  },
  {
    name: 'a finding link needs whole digits in a path segment',
    pr: {
      title: 'PROJ-1',
      body: [
        FINDING('12abc'),
        FINDING(''),
        `https://${HOST}/findings/13/details`,
        `https://${HOST}/x?findings/14`
      ].join(' ')
    },
    links: [['PROJ-1', ['13']]]
  },
  {
    name: 'markdown links to findings inside a list',
    pr: { title: 'PROJ-1', body: `Findings: [#77](${FINDING('77')}), 78, <${FINDING('79')}>` },
    links: [['PROJ-1', ['77', '78', '79']]]
  },
  {
    name: 'platform host with a port (emulator on loopback)',
    pr: { title: 'PROJ-1', body: 'http://127.0.0.1:8080/orgs/a/findings/5' },
    options: { platformHost: '127.0.0.1:8080' },
    links: [['PROJ-1', ['5']]]
  },
  {
    name: 'int64: the largest ID is kept, one more is reported',
    pr: {
      title: 'PROJ-1',
      body: 'Findings: 9223372036854775807, 9223372036854775808, 99999999999999999999'
    },
    links: [['PROJ-1', ['9223372036854775807']]],
    ignored: [
      ['#9223372036854775808', 'larger than the largest finding ID'],
      ['#99999999999999999999', 'larger']
    ]
  },
  {
    name: 'IDs are de-duplicated in first-seen order, leading zeros dropped',
    pr: {
      title: 'PROJ-1: Findings: 5',
      body: `Findings: 3, #007, 5, 3\n${FINDING('7')}`,
      commits: [{ label: 'abc123', message: 'Finding: 0003' }]
    },
    links: [['PROJ-1', ['5', '3', '7']]]
  },
  {
    name: 'explicit finding IDs come after the text, de-duplicated',
    pr: { title: 'PROJ-1', body: 'Findings: 2, 1' },
    options: { explicitFindingIds: ['1', '9'] },
    links: [['PROJ-1', ['2', '1', '9']]]
  },
  // --- Markdown structure ------------------------------------------------------------------
  {
    name: 'fenced code blocks (``` and ~~~) are not read',
    pr: {
      title: 'PROJ-1',
      body: '```\nPROJ-2\nFindings: 1\n```\n~~~text\nFindings: 2\n~~~\nFindings: 3'
    },
    links: [['PROJ-1', ['3']]],
    tickets: ['PROJ-1']
  },
  {
    name: 'a longer fence is closed only by a fence as long; quotes and indentation allowed',
    pr: {
      title: 'PROJ-1',
      body: [
        '````md',
        '```',
        'Findings: 1',
        '```',
        '````',
        '> ```',
        '> Findings: 2',
        '> ```',
        '  ~~~',
        '  Findings: 3',
        '  ~~~',
        'Findings: 4'
      ].join('\n')
    },
    links: [['PROJ-1', ['4']]]
  },
  {
    name: 'an unclosed fence hides the rest',
    pr: { title: 'PROJ-1', body: 'Findings: 1\n```\nFindings: 2' },
    links: [['PROJ-1', ['1']]]
  },
  {
    name: 'inline code is read; ```x``` on one line is inline code, not a fence',
    pr: { body: 'Fixes `PROJ-42`\n```PROJ-43``` is a typo\nFindings: 1' },
    tickets: ['PROJ-42', 'PROJ-43'],
    error: [/PROJ-42/]
  },
  {
    name: 'HTML comments (pull request templates) are not read, across lines too',
    pr: {
      title: 'PROJ-1',
      body: [
        '<!-- Name the ticket, e.g. PROJ-123, and list',
        'Findings: 111 -->',
        'Findings: 2 <!-- e.g. 3 --> 4',
        '<!-- SEC-9 -->'
      ].join('\n')
    },
    links: [['PROJ-1', ['2', '4']]],
    tickets: ['PROJ-1']
  },
  {
    name: 'commit messages: read, fences skipped, named by label',
    pr: {
      commits: [
        { label: 'abc123', message: 'PROJ-7: fix\n\nFinding: 1\n```\nPROJ-8\n```' },
        { label: 'def456', message: 'tidy up' }
      ]
    },
    links: [['PROJ-7', ['1']]],
    tickets: ['PROJ-7']
  },
  // --- several tickets ---------------------------------------------------------------------
  {
    name: 'several tickets: findings bound on their lines',
    pr: {
      title: 'PROJ-1 and PROJ-2',
      body: 'PROJ-1: Findings: 12, 13\n- PROJ-2 Findings: 14'
    },
    links: [
      ['PROJ-1', ['12', '13']],
      ['PROJ-2', ['14']]
    ]
  },
  {
    name: 'several tickets: an unbound finding is an error that names them and the way out',
    pr: { title: 'PROJ-1', branch: 'feature/PROJ-2-x', body: 'Findings: 12' },
    tickets: ['PROJ-1', 'PROJ-2'],
    error: [/finding 12/, /PROJ-1 in title/, /PROJ-2 in branch/, /exactly one ticket/, /ticket-url/]
  },
  {
    name: 'several tickets: a finding link on a ticket line is bound',
    pr: { body: `PROJ-1 ${FINDING('5')}\nPROJ-2 see ${FINDING('6')}` },
    links: [
      ['PROJ-1', ['5']],
      ['PROJ-2', ['6']]
    ]
  },
  {
    name: 'several tickets: a line naming two tickets binds nothing',
    pr: { body: 'PROJ-1 PROJ-2 Findings: 5' },
    error: [/finding 5/, /PROJ-1/, /PROJ-2/]
  },
  {
    name: 'several tickets: the same ticket twice on a line is one ticket',
    pr: { body: `[PROJ-1](${BASE}PROJ-1): Findings: 5\nPROJ-2: Findings: 6` },
    links: [
      ['PROJ-1', ['5']],
      ['PROJ-2', ['6']]
    ]
  },
  {
    name: 'several tickets: a finding bound to two tickets is an error',
    pr: { body: 'PROJ-1: Findings: 5\nPROJ-2: Findings: 5' },
    error: [/finding 5 is bound to more than one ticket \(PROJ-1, PROJ-2\)/]
  },
  {
    name: 'several tickets: a bound finding named again elsewhere stays bound',
    pr: { title: 'PROJ-1', body: 'PROJ-2: Findings: 5\nFindings: 5' },
    links: [['PROJ-2', ['5']]]
  },
  {
    name: 'several tickets: explicit finding IDs are unbound',
    pr: { body: 'PROJ-1 PROJ-2' },
    options: { explicitFindingIds: ['9'] },
    error: [/finding 9/, /ticket-url/]
  },
  {
    name: 'several tickets: a table row binds its findings',
    pr: {
      body: '| Ticket | Findings |\n|---|---|\n| PROJ-1 | Findings: 3 |\n| PROJ-2 | Findings: 4 |'
    },
    links: [
      ['PROJ-1', ['3']],
      ['PROJ-2', ['4']]
    ]
  },
  {
    name: 'several tickets: tickets without findings get no link',
    pr: { title: 'PROJ-1', body: 'Related: PROJ-3\nPROJ-2: Findings: 4' },
    links: [['PROJ-2', ['4']]],
    tickets: ['PROJ-1', 'PROJ-3', 'PROJ-2']
  },
  {
    name: 'several tickets: the title line binds too',
    pr: { title: 'PROJ-1: Findings: 5', body: 'Also PROJ-2' },
    links: [['PROJ-1', ['5']]]
  },
  // --- ticket-url --------------------------------------------------------------------------
  {
    name: 'ticket-url: one link with every finding; keys in the text are not used',
    pr: { title: 'PROJ-1', body: 'PROJ-2: Findings: 5\nFindings: 6' },
    options: { explicitTicketUrl: 'https://tracker.example/T-1', explicitFindingIds: ['7'] },
    links: [['https://tracker.example/T-1', ['5', '6', '7']]],
    ignored: [
      ['PROJ-1', 'ticket-url is set'],
      ['PROJ-2', 'ticket-url is set']
    ]
  },
  {
    name: 'ticket-url on the ticket base URL names its key',
    pr: { title: 'PROJ-1', body: 'Findings: 5' },
    options: { explicitTicketUrl: `${BASE}PROJ-1` },
    links: [['PROJ-1', ['5']]],
    tickets: ['PROJ-1'],
    ignored: []
  },
  // --- nothing to link, caps -----------------------------------------------------------------
  {
    name: 'no finding: empty plan',
    pr: { title: 'PROJ-1' },
    links: [],
    tickets: ['PROJ-1']
  },
  {
    name: 'no ticket: empty plan',
    pr: { body: 'Findings: 1' },
    links: [],
    tickets: []
  },
  {
    name: 'more distinct finding IDs than the cap is an error; repeats do not count',
    pr: { title: 'PROJ-1', body: 'Findings: 1, 2, 3, 1, 2, 3\nFindings: 4' },
    options: { maxFindingIds: 3 },
    error: [/Name fewer findings.*more than 3 distinct/]
  },
  {
    name: 'exactly the cap is fine',
    pr: { title: 'PROJ-1', body: 'Findings: 1, 2, 3, 1, 2, 3' },
    options: { maxFindingIds: 3 },
    links: [['PROJ-1', ['1', '2', '3']]]
  },
  {
    name: 'more tickets to link than the cap is an error',
    pr: { body: 'PROJ-1: Findings: 1\nPROJ-2: Findings: 2\nPROJ-3: Findings: 3' },
    options: { maxTickets: 2 },
    error: [/3 tickets, more than the 2/]
  }
]

/** The error's message, tickets and finding IDs, for exact comparison. */
function errorOf(run: () => unknown): { message: string; tickets: string[]; findingIds: string[] } {
  const { message, tickets, findingIds } = referenceError(run)
  return { message, tickets, findingIds }
}

describe('planTicketLinks', () => {
  it.each(cases)('$name', c => {
    const run = (): TicketLinkPlan => planTicketLinks(pr(c.pr), options(c.options))
    if (c.error !== undefined) {
      const error = referenceError(run)
      for (const pattern of c.error) expect(error.message).toMatch(pattern)
      if (c.tickets !== undefined) expect(error.tickets).toEqual(c.tickets)
      return
    }
    const plan = run()
    if (c.links !== undefined) expect(linksOf(plan)).toEqual(c.links)
    if (c.tickets !== undefined) expect(plan.tickets.map(t => t.key)).toEqual(c.tickets)
    if (c.ignored !== undefined) {
      if (c.ignored.length === 0) expect(plan.ignored).toEqual([])
      for (const [reference, reason] of c.ignored) {
        expect(plan.ignored).toContainEqual(
          expect.objectContaining({ reference, reason: expect.stringContaining(reason) })
        )
      }
    }
    expect(plan.notice === undefined).toBe(plan.links.length > 0)
  })

  it('builds ticket URLs and reports where tickets and findings were found', () => {
    const plan = planTicketLinks(
      pr({
        title: 'PROJ-42: fix',
        branch: 'feature/PROJ-42-sqli',
        body: `Findings: 12\n${FINDING('13')}`,
        commits: [{ label: 'abc123', message: `PROJ-42 wip\n\nFinding: 12\n${FINDING('013')}` }]
      }),
      options({ explicitFindingIds: ['14'] })
    )
    const url = `${BASE}PROJ-42`
    // Strict: a field that does not apply is absent, not present as undefined.
    expect(plan).toStrictEqual({
      links: [{ ticketKey: 'PROJ-42', ticketUrl: url, findingIds: ['12', '13', '14'] }],
      tickets: [{ key: 'PROJ-42', url, where: ['title', 'branch', 'commit abc123'] }],
      findings: [
        { id: '12', where: ['body', 'commit abc123'], ticketUrl: url },
        { id: '13', where: ['body', 'commit abc123'], ticketUrl: url, url: FINDING('13') },
        { id: '14', where: ['finding-ids'], ticketUrl: url }
      ],
      ignored: [],
      ignoredOmitted: 0
    })
  })

  it('explains an empty plan in the notice', () => {
    expect(planTicketLinks(pr({ title: 'PROJ-1' }), options()).notice).toBe(
      'Nothing to link: no finding is named (add a line "Findings: 123, 456" to the description, ' +
        'link the findings, or set finding-ids).'
    )
    expect(planTicketLinks(pr({ body: 'Finding: 1' }), options()).notice).toBe(
      'Nothing to link: no ticket is referenced (name a key such as PROJ-42 in the title, branch, ' +
        'description or a commit message, or set ticket-url).'
    )
    const noBase = planTicketLinks(
      pr({ title: 'PROJ-1', body: 'Findings: 1, 2' }),
      options({ ticketBaseUrl: undefined })
    )
    expect(noBase.notice).toBe(
      'Nothing to link: ticket keys were found, but ticket-base-url is not set to build their ' +
        'URLs (set it, or set ticket-url).'
    )
    // Strict: unlinked findings have no ticketUrl, and those named without a link no url.
    expect(noBase.findings).toStrictEqual([
      { id: '1', where: ['body'] },
      { id: '2', where: ['body'] }
    ])
    expect(noBase.referencesNothing).toBeUndefined()
  })

  it('a pull request that references nothing gets one short line, marked as such', () => {
    const plan = planTicketLinks(pr({ title: 'Update the README', body: 'Typos.' }), options())
    expect(plan.notice).toBe('Nothing to link: no ticket or finding is referenced.')
    expect(plan.referencesNothing).toBe(true)
    const keyOnly = planTicketLinks(
      pr({ title: 'PROJ-1: x' }),
      options({ ticketBaseUrl: undefined })
    )
    expect(keyOnly.notice).toBe(
      'Nothing to link: ticket keys were found, but ticket-base-url is not set to build their ' +
        'URLs (set it, or set ticket-url), and no finding is named (add a line "Findings: 123, ' +
        '456" to the description, link the findings, or set finding-ids).'
    )
    expect(keyOnly.referencesNothing).toBeUndefined()
  })

  it('outside a pull request, links the explicit references', () => {
    const plan = planTicketLinks(
      undefined,
      options({ explicitTicketUrl: 'https://tracker.example/T-1', explicitFindingIds: ['3', '4'] })
    )
    // Strict: a ticket-url off the ticket base URL has no key, so neither has a key field.
    expect(plan.links).toStrictEqual([
      { ticketUrl: 'https://tracker.example/T-1', findingIds: ['3', '4'] }
    ])
    expect(plan.tickets).toStrictEqual([
      { url: 'https://tracker.example/T-1', where: ['ticket-url'] }
    ])
  })

  it('ticket-url is read without surrounding blanks, and blanks alone are no ticket-url', () => {
    const padded = planTicketLinks(
      pr({ title: 'PROJ-1', body: 'Findings: 5' }),
      options({ explicitTicketUrl: ' https://tracker.example/T-1\t' })
    )
    expect(linksOf(padded)).toEqual([['https://tracker.example/T-1', ['5']]])
    const blank = planTicketLinks(
      pr({ title: 'PROJ-1', body: 'Findings: 5' }),
      options({ explicitTicketUrl: '  ' })
    )
    expect(linksOf(blank)).toEqual([['PROJ-1', ['5']]])
  })

  it('ticket-url without any finding: nothing to link, and the ticket is still shown', () => {
    const plan = planTicketLinks(
      pr({ title: 'PROJ-1: docs', body: 'See PROJ-1.' }),
      options({ explicitTicketUrl: `${BASE}PROJ-1` })
    )
    expect(plan).toStrictEqual({
      links: [],
      tickets: [{ key: 'PROJ-1', url: `${BASE}PROJ-1`, where: ['ticket-url', 'title', 'body'] }],
      findings: [],
      ignored: [],
      ignoredOmitted: 0,
      notice: 'Nothing to link: the pull request names no finding and finding-ids is empty.'
    })
  })

  it('passes on an error other than the finding cap as it is', () => {
    const failure = new Error('not a reference problem')
    const text = {
      ...pr({ title: 'PROJ-1' }),
      get body(): string {
        throw failure
      }
    }
    expect(() => planTicketLinks(text, options())).toThrow(failure)
  })

  it('the finding cap error names the tickets read so far and no finding', () => {
    const run = (): TicketLinkPlan =>
      planTicketLinks(
        pr({ title: 'PROJ-1 and PROJ-2', body: 'Findings: 1, 2, 3, 4' }),
        options({ maxFindingIds: 3 })
      )
    expect(errorOf(run)).toEqual({
      message:
        'Name fewer findings per pull request: more than 3 distinct finding IDs are named (in the ' +
        'pull request and finding-ids), and at most 3 are linked in one run.',
      tickets: ['PROJ-1', 'PROJ-2'],
      findingIds: []
    })
    expect(referenceError(run).plan).toBeUndefined()
  })

  it('a finding bound to two tickets: the error names the first, and lists every such one', () => {
    const run = (): TicketLinkPlan =>
      planTicketLinks(
        pr({
          title: 'PROJ-1: Findings: 5',
          body: 'PROJ-2: Findings: 5, 7\nPROJ-1: Finding: 7\nPROJ-2: Finding: 9'
        }),
        options()
      )
    expect(errorOf(run)).toEqual({
      message:
        'Name finding 5 on the line of one ticket only, or set ticket-url to link every finding ' +
        'to one ticket: finding 5 is bound to more than one ticket (PROJ-1, PROJ-2) in title, ' +
        'body, but a finding can be linked to only one ticket.',
      tickets: ['PROJ-1', 'PROJ-2'],
      findingIds: ['5', '7']
    })
    const plan = referenceError(run).plan
    expect(plan?.links).toEqual([])
    expect(plan?.findings.map(f => f.id)).toEqual(['5', '7', '9'])
  })

  it('one unbound finding: the error says so in the singular', () => {
    const run = (): TicketLinkPlan =>
      planTicketLinks(pr({ title: 'PROJ-1', body: 'PROJ-2\nFinding: 12' }), options())
    expect(errorOf(run)).toEqual({
      message:
        'Put finding 12 on a line that names exactly one ticket (e.g. "PROJ-1: Findings: 12"), ' +
        'or set ticket-url to link every finding to one ticket: the pull request references 2 ' +
        'tickets (PROJ-1 in title; PROJ-2 in body), and this finding is on no line with one of ' +
        'them (12 in body).',
      tickets: ['PROJ-1', 'PROJ-2'],
      findingIds: ['12']
    })
  })

  it('several unbound findings: the error lists them, where each is, and a three-ID example', () => {
    const run = (): TicketLinkPlan =>
      planTicketLinks(
        pr({
          title: 'PROJ-1: fix',
          branch: 'feature/PROJ-2-x',
          body: 'Also PROJ-2\nFindings: 12, 13, 14, 15',
          commits: [{ label: 'abc123', message: 'Finding: 12' }]
        }),
        options()
      )
    expect(errorOf(run)).toEqual({
      message:
        'Put findings 12, 13, 14, 15 on a line that names exactly one ticket (e.g. "PROJ-1: ' +
        'Findings: 12, 13, 14"), or set ticket-url to link every finding to one ticket: the pull ' +
        'request references 2 tickets (PROJ-1 in title; PROJ-2 in branch, body), and these ' +
        'findings are on no line with one of them (12 in body, commit abc123; 13 in body; 14 in ' +
        'body; 15 in body).',
      tickets: ['PROJ-1', 'PROJ-2'],
      findingIds: ['12', '13', '14', '15']
    })
  })

  it('more tickets to link than allowed: the error names those with findings', () => {
    const run = (): TicketLinkPlan =>
      planTicketLinks(
        pr({
          body: 'PROJ-1: Findings: 1\nRelated: PROJ-4\nPROJ-2: Findings: 2\nPROJ-3: Finding: 3'
        }),
        options({ maxTickets: 2 })
      )
    expect(errorOf(run)).toEqual({
      message:
        'Link fewer tickets per pull request: findings would be linked to 3 tickets, more than ' +
        'the 2 allowed in one run (PROJ-1, PROJ-2, PROJ-3).',
      tickets: ['PROJ-1', 'PROJ-4', 'PROJ-2', 'PROJ-3'],
      findingIds: []
    })
  })

  it('keeps at most a fixed number of ignored references and counts the rest', () => {
    const body = Array.from({ length: MAX_IGNORED_SHOWN + 50 }, (_, i) => `CVE-2024-${i + 1}`).join(
      ' '
    )
    const plan = planTicketLinks(pr({ body: `${body} ${body}` }), options())
    expect(plan.ignored).toHaveLength(MAX_IGNORED_SHOWN)
    // Repeats of a kept one are not counted; the 50 beyond are counted each time they occur.
    expect(plan.ignoredOmitted).toBe(100)
  })

  it('the error lists a bounded number of tickets and findings', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `PROJ-${i + 1}`).join('\n')
    const ids = Array.from({ length: 30 }, (_, i) => i + 1).join(', ')
    const error = referenceError(() =>
      planTicketLinks(pr({ body: `${lines}\nFindings: ${ids}` }), options())
    )
    expect(error.name).toBe('TicketReferenceError')
    expect(error.message).toContain('Put findings 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 20 more on')
    expect(error.message).toContain('(PROJ-1 in body; PROJ-2 in body; ')
    expect(error.tickets).toHaveLength(30)
    expect(error.findingIds).toHaveLength(30)
  })

  it.each(['CVE', 'CWE', 'GHSA', 'UTF', 'SHA', 'ISO', 'RFC', 'TLS', 'HTTP', 'OWASP'])(
    'does not read %s-1 as a ticket (a prefix the contract deny-lists)',
    prefix => {
      const plan = planTicketLinks(pr({ title: `${prefix}-1`, body: 'Findings: 1' }), options())
      expect(plan.links).toEqual([])
      expect(plan.ignored).toEqual([
        {
          reference: `${prefix}-1`,
          where: 'title',
          reason: `${prefix} is a well-known non-ticket prefix (set ticket-projects to choose the projects)`
        }
      ])
    }
  )
})

describe('limits', () => {
  it('many distinct IDs stop at the cap with a clear error', () => {
    const ids = Array.from({ length: 150_000 }, (_, i) => i + 1).join(',')
    expect(() =>
      planTicketLinks(pr({ title: 'PROJ-1', body: `Findings: ${ids}` }), options())
    ).toThrow(/Name fewer findings.*more than 1000 distinct finding IDs/)
  })

  it('many distinct tickets, each with its own finding line', () => {
    const body = Array.from({ length: 1000 }, (_, i) => `AB-${i + 1}: Finding: ${i + 1}`).join('\n')
    expect(() => planTicketLinks(pr({ body }), options())).toThrow(/1000 tickets, more than the 20/)
    const plan = planTicketLinks(pr({ body }), options({ maxTickets: 1000 }))
    expect(plan.links).toHaveLength(1000)
  })

  it(`keeps ${MAX_TICKETS_KEPT} distinct tickets and counts the references beyond`, () => {
    const body = Array.from({ length: 5_000 }, (_, i) => `PROJ-${i + 1}`).join(' ')
    const plan = planTicketLinks(pr({ body: `${body}\n${body}` }), options())
    expect(plan.tickets).toHaveLength(MAX_TICKETS_KEPT)
    expect(plan.tickets.at(-1)!.key).toBe('PROJ-1000')
    expect(plan.ticketsOmitted).toBe(8_000)
    expect(plan.notice).toMatch(/^Nothing to link: no finding is named/)
  })

  it('with findings, more tickets than are kept is an error that names the first ones', () => {
    const body = Array.from({ length: 1_001 }, (_, i) => `PROJ-${i + 1}`).join(' ')
    const error = referenceError(() =>
      planTicketLinks(pr({ body, title: 'Finding: 5' }), options())
    )
    expect(error.message).toBe(
      'Link fewer tickets per pull request, or set ticket-url to link every finding to one ' +
        'ticket: the pull request references more than 1,000 distinct tickets (PROJ-1, PROJ-2, ' +
        'PROJ-3, PROJ-4, PROJ-5, PROJ-6, PROJ-7, PROJ-8, PROJ-9, PROJ-10 and 990 more), and at ' +
        'most 20 are linked in one run.'
    )
    expect(error.tickets).toEqual(Array.from({ length: 10 }, (_, i) => `PROJ-${i + 1}`))
    expect(error.findingIds).toEqual([])
    expect(error.plan?.tickets).toHaveLength(MAX_TICKETS_KEPT)
  })
})
