import { describe, expect, it } from '@jest/globals'
import {
  FindingLimitReached,
  ReferenceCollector,
  ticketUrlForKey,
  type ReferenceOptions
} from '../../../src/modes/ticket-link/collector.js'

const BASE = 'https://acme.atlassian.net/browse/'
const HOST = 'semgrep.dev'
const FINDING = (id: string): string => `https://${HOST}/orgs/acme/findings/${id}`

function collector(parts: Partial<ReferenceOptions> = {}): ReferenceCollector {
  const options: ReferenceOptions = {
    ticketBaseUrl: BASE,
    ticketProjects: [],
    explicitFindingIds: [],
    platformHost: HOST,
    ...parts
  }
  return new ReferenceCollector(options, options.explicitTicketUrl)
}

describe('ticketUrlForKey', () => {
  it.each([
    ['https://acme.atlassian.net/browse/', 'https://acme.atlassian.net/browse/PROJ-1'],
    ['https://acme.atlassian.net/browse', 'https://acme.atlassian.net/browse/PROJ-1'],
    ['https://acme.atlassian.net/browse///', 'https://acme.atlassian.net/browse/PROJ-1']
  ])('%s', (base, expected) => {
    expect(ticketUrlForKey(base, 'PROJ-1')).toBe(expected)
  })
})

describe('ReferenceCollector', () => {
  it('keeps tickets and findings with where they were named and the ticket their line binds', () => {
    const read = collector()
    read.readPlain('PROJ-1: fix', 'title', true)
    read.readMarkdown(`PROJ-2: Findings: 7, ${FINDING('8')}\n\nFindings: 9`, 'body')
    read.readMarkdown('PROJ-1 again\nFinding: 7', 'commit abc123')
    read.readExplicitFindings(['10'])
    expect([...read.tickets.values()]).toEqual([
      { key: 'PROJ-1', url: `${BASE}PROJ-1`, where: ['title', 'commit abc123'] },
      { key: 'PROJ-2', url: `${BASE}PROJ-2`, where: ['body'] }
    ])
    expect([...read.findings.values()]).toEqual([
      { id: '7', where: ['body', 'commit abc123'], boundTo: ['PROJ-2'] },
      { id: '8', where: ['body'], boundTo: ['PROJ-2'], url: FINDING('8') },
      { id: '9', where: ['body'], boundTo: [] },
      { id: '10', where: ['finding-ids'], boundTo: [] }
    ])
    expect(read.ignored).toEqual([])
  })

  it('counts keys it cannot build a URL for', () => {
    const read = collector({ ticketBaseUrl: undefined })
    read.readPlain('PROJ-1 and PROJ-2', 'title', true)
    expect(read.tickets.size).toBe(0)
    expect(read.keysWithoutUrl).toBe(2)
  })

  it('stops at the finding limit', () => {
    const read = collector({ maxFindingIds: 2 })
    expect(() => read.readMarkdown('Findings: 1, 2, 2, 1, 3', 'body')).toThrow(
      new FindingLimitReached(2)
    )
    expect([...read.findings.keys()]).toEqual(['1', '2'])
  })
})

describe('hostile input', () => {
  const MB = 1 << 20
  const fill = (unit: string): string => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB)
  const bodies: [string, string][] = [
    ['a run of capitals without a number', `${fill('A')}-`],
    ['capital runs ending in dashes', fill('AAAAAAAAAAAAAAAAAAAAAAAAAAAAA-')],
    ['keys with a leading zero', fill('AB-0')],
    ['a list of the same ID', `Findings: ${fill('1,')}`],
    ['finding links without an ID', fill(`https://${HOST}/findings/`)],
    ['finding links without an ID, spaced', fill(`https://${HOST}/findings/ `)],
    ['schemes only', fill('https://')],
    ['ticket base URLs without a key', fill(BASE)],
    ['unclosed HTML comments', fill('<!--')],
    ['closed HTML comments', fill('<!-- -->')],
    ['fences', fill('```\n')],
    ['labels without a colon', fill('finding ')],
    ['labels on every line', fill('- Findings: x\n')],
    ['advisories', fill('CVE-2024-1 ')],
    ['dashed numbers', fill('CVE-1-')],
    ['empty lines', fill('\n')],
    ['short lines with a key', fill('AB-1 x\n')],
    ['a mix of everything', fill(`- PROJ-1 Findings: 12, ${FINDING('3')} \`x\` CVE-2024-1\n`)]
  ]

  // No time is measured (a loaded machine makes that flaky): each hostile megabyte is read to the
  // end, and a catastrophic backtrack would run into the test timeout. The text read after it
  // shows that the collector still works.
  it.each(bodies)('%s: 1 MB is read to the end', (_, body) => {
    const read = collector()
    read.readPlain(body.slice(0, 1000), 'title', true)
    read.readPlain(body, 'branch', false)
    read.readMarkdown(body, 'body')
    read.readMarkdown('ZZ-9: Findings: 777', 'commit end')
    expect(read.tickets.get('ZZ-9')?.where).toEqual(['commit end'])
    expect(read.findings.get('777')).toEqual({
      id: '777',
      where: ['commit end'],
      boundTo: ['ZZ-9']
    })
  })
})
