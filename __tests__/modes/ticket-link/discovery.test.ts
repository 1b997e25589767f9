/**
 * `mode: ticket-link` with no finding named: the platform's findings of the pull request's ref and
 * repository (ListFindings, against the emulator over loopback) go to the ticket of its title or
 * head branch. Never clobbers another ticket's findings without `relink`; bounded listings.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { addFindings, type DatasetFinding, type FindingBatch } from '../../../emulator/index.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import { DISCOVERY_TIME_LIMIT_MS } from '../../../src/modes/ticket-link/discovery.js'
import { fakeClock, type FakeClock } from '../../support/clock.js'
import { decodeEntities } from '../../support/index.js'
import {
  TICKET_BASE as BASE,
  TICKET_REPO as REPO,
  mergeRef as merge,
  pullRequestFindings,
  ticketLinkHarness
} from '../../support/ticket-link.js'

const BATCHES: FindingBatch[] = [
  // #7: 3 sast, 2 sca, 1 ai_sast open; 2 fixed sast; noise on other refs and repositories
  pullRequestFindings(7, {
    count: 6,
    types: ['sast', 'sast', 'sca', 'ai_sast', 'sast', 'sca']
  }),
  pullRequestFindings(7, { count: 2, types: ['sast'], statuses: ['fixed'] }),
  pullRequestFindings(8, { count: 3 }),
  pullRequestFindings(7, { count: 2 }, 'acme/other'),
  // #9: 2 linked to OPS-1, 1 to PROJ-9 already, 3 free
  pullRequestFindings(9, {
    count: 6,
    types: ['sast', 'sca'],
    linked: [
      { ticketUrl: `${BASE}OPS-1`, count: 2 },
      { ticketUrl: `${BASE}PROJ-9`, count: 1 }
    ]
  }),
  // #10: 450 code findings
  pullRequestFindings(10, { count: 450, types: ['sast'] }),
  // #11: 1,001 summed over two types
  pullRequestFindings(11, { count: 600, types: ['sast'] }),
  pullRequestFindings(11, { count: 401, types: ['sca'] }),
  // #14: only linked to PROJ-14 already
  pullRequestFindings(14, {
    count: 2,
    types: ['sast'],
    linked: [{ ticketUrl: `${BASE}PROJ-14`, count: 2 }]
  }),
  // #15: all linked elsewhere
  pullRequestFindings(15, {
    count: 2,
    types: ['sca'],
    linked: [{ ticketUrl: `${BASE}OPS-2`, count: 2 }]
  }),
  // a branch, for workflow_dispatch; and hostile text from the platform
  { count: 4, ref: 'refs/heads/release-1', repository: REPO, types: ['sca'] },
  pullRequestFindings(16, { count: 1, types: ['sast'] }),
  pullRequestFindings(17, { count: 2, types: ['sast'] })
]

const { servers, inputs, runMode, linkBodies } = ticketLinkHarness({
  dataset: { findings: 10, findingBatches: BATCHES }
})

function prEvent(number: number, title: string, body = '', headRef = `topic-${number}`) {
  return { name: 'pull_request', payload: pullRequestEvent({ number, title, body, headRef }) }
}

function findingsOf(
  ref: string,
  where: (f: DatasetFinding) => boolean = () => true,
  repository = REPO
): string[] {
  return servers.emulator.dataset.findings
    .filter(f => f.ref === ref && f.repository === repository && where(f))
    .map(f => String(f.id))
}

let nextPull = 100
/** A pull request of its own (no earlier test has linked its findings): its number. */
function freshPullRequest(batches: Omit<FindingBatch, 'ref' | 'repository'>[]): number {
  const number = nextPull++
  servers.emulator.changeDataset(dataset =>
    addFindings(
      dataset,
      batches.map(b => ({ ref: merge(number), repository: REPO, ...b }))
    )
  )
  return number
}

const listings = () => servers.emulator.requests.filter(r => r.operation === 'listFindings')
const query = (path: string) => new URL(path, servers.emulator.url).searchParams

describe('the pull request’s own findings', () => {
  it('a title with only PROJ-7 links exactly the open code and supply-chain findings of its ref and repository, in one request', async () => {
    const result = await runMode(prEvent(7, 'PROJ-7: harden checkout'), inputs())
    expect(result.failure).toBeUndefined()
    const expected = findingsOf(merge(7), f => f.status === 'open' && f.type !== 'ai_sast')
    expect(expected).toHaveLength(5)
    const links = linkBodies()
    expect(links).toHaveLength(1)
    expect(links[0]!.ticket_url).toBe(`${BASE}PROJ-7`)
    expect([...links[0]!.issue_ids].sort()).toEqual([...expected].sort())
    // one listing per type, as the contract builds it
    const asked = { ref: merge(7), repos: REPO, status: 'open', dedup: 'true', page: '0' }
    expect(listings().map(r => Object.fromEntries(query(r.path)))).toEqual([
      { issue_type: 'sast', ...asked, page_size: '3000' },
      { issue_type: 'sca', ...asked, page_size: '3000' }
    ])
    expect(JSON.parse(result.outputs['linked-issue-ids']!).sort()).toEqual([...expected].sort())
    expect(result.outputs['ticket-url']).toBe(`${BASE}PROJ-7`)
    expect(result.log).toMatch(
      /^Listing the findings of ref refs\/pull\/7\/merge in acme\/widgets \(sast, sca; status open\)\.$/m
    )
    expect(result.log).toMatch(/^Found 5 findings in 2 requests: sast 3, sca 2$/m)
    expect(result.log).not.toContain('with other tickets')
    const summary = decodeEntities(result.summary)
    expect(summary).toContain(
      '✅ <a href="https://acme.atlassian.net/browse/PROJ-7">PROJ-7</a> ← 5 findings found on this pull request (2 critical, 2 high, 1 medium).'
    )
    expect(summary).toContain('| Finding | Severity | Rule | File | Type | Status |')
    expect(summary).toMatch(/\| code \| new \|/)
    expect(summary).toMatch(/\| supply chain \| new \|/)
    expect(summary).toMatch(
      /<a href="https:\/\/github\.com\/acme\/widgets\/blob\/[0-9a-f]+\/[^"]+#L\d+">[^<]+:\d+<\/a>/
    )
    expect(summary).toContain(
      'Asked the platform for the findings of ref <code>refs/pull/7/merge</code> in <code>acme/widgets</code> (status open, every severity): 3 code, 2 supply chain.'
    )
  })

  it('finding-types and finding-status widen the listing (ai_sast, any status)', async () => {
    const result = await runMode(
      prEvent(7, 'PROJ-7: harden checkout'),
      inputs({ findingTypes: ['sast', 'sca', 'ai_sast'], findingStatus: undefined })
    )
    expect(result.failure).toBeUndefined()
    expect(listings().map(r => query(r.path).get('issue_type'))).toEqual(['sast', 'sca', 'ai_sast'])
    expect(listings().every(r => !query(r.path).has('status'))).toBe(true)
    expect(linkBodies()[0]!.issue_ids).toHaveLength(findingsOf(merge(7)).length)
    expect(result.summary).toContain('5 code, 2 supply chain, 1 AI-found code.')
    expect(result.log).toMatch(/ in acme\/widgets \(sast, sca, ai_sast; status any\)\.$/m)
  })

  it('the head branch names the ticket when the title does not', async () => {
    const result = await runMode(
      prEvent(8, 'Harden checkout', '', 'feature/SEC-77-checkout'),
      inputs()
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies().map(l => l.ticket_url)).toEqual([`${BASE}SEC-77`])
  })

  it('a title key without ticket-base-url is a warning, not a ✅: no listing, no link', async () => {
    const result = await runMode(
      prEvent(7, 'PROJ-7: checkout'),
      inputs({ ticketBaseUrl: undefined })
    )
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A ticket key without ticket-base-url::Nothing to link: set ticket-base-url/m
    )
    expect(result.summary.split('\n')[2]).toMatch(/^⚠️ Nothing to link: set ticket-base-url/)
    expect(result.summary).toMatch(/^> - Nothing to link: set ticket-base-url/m)
    expect(listings()).toEqual([])
    expect(linkBodies()).toEqual([])
  })

  it('a pull request that names nothing at all: a log line, no annotation, no listing', async () => {
    const result = await runMode(prEvent(7, 'Harden checkout'), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^Nothing to link: name one ticket in the pull request's title \(e\.g\. PROJ-42: …\), or set ticket-url: the title and head branch name no ticket to link its findings to\.$/m
    )
    expect(result.log).not.toMatch(/^::(notice|warning)/m)
    expect(listings()).toEqual([])
    expect(linkBodies()).toEqual([])
  })

  it('a title naming two tickets is a notice: no listing, no link', async () => {
    const result = await runMode(prEvent(7, 'PROJ-7 and PROJ-8: checkout'), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A nothing to link::Nothing to link: name one ticket in the pull request's title, or set ticket-url: the title names several \(PROJ-7, PROJ-8\)/m
    )
    expect(listings()).toEqual([])
    expect(linkBodies()).toEqual([])
  })

  it('named findings still win under auto: only their look-up, every type and status', async () => {
    // an AI-found one of #7, which the pull request's own listing (sast, sca) would not give
    const named = findingsOf(merge(7), f => f.type === 'ai_sast')[0]!
    const result = await runMode(prEvent(7, 'PROJ-7: checkout', `Findings: ${named}`), inputs())
    expect(result.failure).toBeUndefined()
    // every status and type; the pull request's ref first, then any ref, until the ID is found
    expect(listings().map(r => Object.fromEntries(query(r.path)))).toEqual(
      ['sast', 'sca', 'ai_sast'].map(issue_type => ({
        issue_type,
        ref: merge(7),
        repos: REPO,
        dedup: 'true',
        page: '0',
        page_size: '3000'
      }))
    )
    expect(linkBodies()).toEqual([
      {
        ticket_url: `${BASE}PROJ-7`,
        issue_ids: [named],
        deploymentId: servers.emulator.dataset.deploymentId
      }
    ])
  })

  it('findings: listed never asks the platform', async () => {
    const result = await runMode(prEvent(7, 'PROJ-7: checkout'), inputs({ findings: 'listed' }))
    expect(result.failure).toBeUndefined()
    expect(listings()).toEqual([])
    expect(result.log).toContain('no finding is named')
  })

  it('findings: pull-request lists even when a finding is named', async () => {
    const named = findingsOf(merge(8))[0]!
    const result = await runMode(
      prEvent(17, 'PROJ-17: checkout', `Findings: ${named}`),
      inputs({ findings: 'pull-request' })
    )
    expect(result.failure).toBeUndefined()
    expect(listings()).toHaveLength(2)
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}PROJ-17`, issue_ids: findingsOf(merge(17)) })
    ])
  })

  it('nothing found: a notice naming the ref, the repository and the pull_request_target ref; success', async () => {
    // #13 has no scan on the platform: checked once (scan-wait 0), without polling
    const result = await runMode(
      prEvent(13, 'PROJ-13: docs', '', 'fix-login'),
      inputs({ scanWaitMinutes: 0 })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A nothing to link::Nothing to link: the platform lists no open findings \(code, supply chain\) for ref refs\/pull\/13\/merge in acme\/widgets\. Scans on pull_request_target record the bare head branch name: if yours run there, set finding-ref: fix-login\.$/m
    )
    expect(result.outputs['linked-issue-ids']).toBe('[]')
  })

  it('finding-ref picks the ref the scans recorded', async () => {
    const result = await runMode(prEvent(13, 'PROJ-13: docs'), inputs({ findingRef: merge(16) }))
    expect(result.failure).toBeUndefined()
    expect(listings().every(r => query(r.path).get('ref') === merge(16))).toBe(true)
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}PROJ-13`, issue_ids: findingsOf(merge(16)) })
    ])
  })
})

describe('never clobber', () => {
  it('findings linked to another ticket stay; one linked to this ticket is sent again with the others', async () => {
    const all = findingsOf(merge(9))
    const [ops1, ops2, here, ...free] = all
    const result = await runMode(prEvent(9, 'PROJ-9: fix'), inputs())
    expect(result.failure).toBeUndefined()
    const sent = linkBodies()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.ticket_url).toBe(`${BASE}PROJ-9`)
    // the one already linked here rides along, last
    expect(sent[0]!.issue_ids.at(-1)).toBe(here)
    expect([...sent[0]!.issue_ids].sort()).toEqual([...free, here].sort())
    expect(servers.emulator.ticketLinks()[ops1!]).toBe(`${BASE}OPS-1`)
    expect(servers.emulator.ticketLinks()[ops2!]).toBe(`${BASE}OPS-1`)
    expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(sent[0]!.issue_ids)
    expect(result.outputs['replaced-issue-ids']).toBe('[]')
    expect(result.log).not.toMatch(/^::warning/m)
    expect(result.log).toMatch(/^Found 6 findings in 2 requests: sast 3, sca 3$/m)
    expect(result.log).toMatch(
      new RegExp(
        `^2 findings stay with other tickets \\(relink: true moves them\\): ${ops1} \\(OPS-1\\), ${ops2} \\(OPS-1\\)$`,
        'm'
      )
    )
    const summary = decodeEntities(result.summary)
    expect(summary).toContain(
      '← 4 findings found on this pull request (1 critical, 1 high, 1 medium, 1 low; 1 linked already; 2 other findings left with other tickets).'
    )
    expect(summary).toContain('### Left with other tickets (2)')
    expect(summary).toContain('| <a href="https://acme.atlassian.net/browse/OPS-1">OPS-1</a> |')
    expect(summary).toContain('| linked here already |')
  })

  it('relink: true moves them, with a warning naming them', async () => {
    const [ops1, ops2] = findingsOf(merge(9))
    // a fresh emulator state for these two: linked to OPS-1 as the dataset says
    const result = await runMode(prEvent(9, 'PROJ-9: fix'), inputs({ relink: true }))
    expect(result.failure).toBeUndefined()
    expect(linkBodies()[0]!.issue_ids).toEqual(expect.arrayContaining([ops1, ops2]))
    expect(servers.emulator.ticketLinks()[ops1!]).toBe(`${BASE}PROJ-9`)
    expect(JSON.parse(result.outputs['replaced-issue-ids']!)).toEqual([ops1, ops2])
    expect(result.log).toMatch(
      new RegExp(
        `^::warning title=Security platform%3A finding moved to another ticket::Check that findings ${ops1}, ${ops2} belong to PROJ-9`,
        'm'
      )
    )
  })

  it('all found already linked to this ticket: no link request, still reported as linked', async () => {
    const ids = findingsOf(merge(14))
    const result = await runMode(prEvent(14, 'PROJ-14: fix'), inputs())
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(ids)
    expect(result.outputs['external-slug']).toBe('PROJ-14')
    expect(result.summary).toContain('all linked already, no request made')
    expect(result.log).toMatch(/^All 2 findings found are linked to PROJ-14 already\.$/m)
  })

  it('one finding with another ticket: it stays, said in the singular', async () => {
    const number = freshPullRequest([
      { count: 3, types: ['sast'], linked: [{ ticketUrl: `${BASE}OPS-3`, count: 1 }] }
    ])
    const kept = findingsOf(merge(number)).filter(
      id => servers.emulator.ticketLinks()[id] === `${BASE}OPS-3`
    )
    expect(kept).toHaveLength(1)
    const result = await runMode(prEvent(number, `PROJ-${number}: fix`), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      new RegExp(
        `^1 finding stays with other tickets \\(relink: true moves them\\): ${kept[0]} \\(OPS-3\\)$`,
        'm'
      )
    )
    expect(linkBodies()[0]!.issue_ids).toHaveLength(2)
  })

  it('all found linked elsewhere: a notice, no request', async () => {
    const result = await runMode(prEvent(15, 'PROJ-15: fix'), inputs())
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(result.log).toContain(
      'every finding found (2) is linked to another ticket and stays there; set relink: true'
    )
  })
})

describe('the pull request’s scan, looked for before the listing', () => {
  // The repository's full scan of main only: its pull requests are not scanned.
  const notScanned = () => {
    const repositoryId = servers.emulator.dataset.projectsWithoutDependencies
      .find(p => p.name === REPO)!
      .id.toString()
    servers.emulator.setScans([
      {
        repositoryId,
        commit: 'f'.repeat(40),
        completedAt: '2026-08-01T11:00:00Z',
        branch: 'refs/heads/main'
      }
    ])
  }
  const searches = () => servers.emulator.requests.filter(r => r.operation === 'searchScans')
  const WARNING =
    /^::warning title=Security platform%3A pull request's scan not seen::Set scan-commit: off where/m

  afterEach(() => {
    servers.emulator.setScans(undefined)
  })

  it('scan-commit: warn, a scan not seen: one warning, in the summary too, and the findings are still linked', async () => {
    const number = freshPullRequest([{ count: 2, types: ['sast'] }])
    notScanned()
    const result = await runMode(prEvent(number, `PROJ-${number}: fix`), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log.match(new RegExp(WARNING, 'gm'))).toHaveLength(1)
    expect(result.summary).toContain('with 1 warning (below).')
    expect(result.summary).toMatch(/^> - Set scan-commit: off where/m)
    expect(linkBodies()[0]!.issue_ids).toHaveLength(2)
  })

  it('scan-commit: require, a scan not seen: the step fails before the listing, without a warning', async () => {
    const number = freshPullRequest([{ count: 2, types: ['sast'] }])
    notScanned()
    const result = await runMode(
      prEvent(number, `PROJ-${number}: fix`),
      inputs({ scanCommit: 'require' })
    )
    expect(result.failure).toMatch(/Nothing was linked \(scan-commit: require\)\.$/)
    expect(result.log).not.toMatch(/^::warning/m)
    expect(result.summary).not.toContain('[!WARNING]')
    expect(listings()).toEqual([])
    expect(linkBodies()).toEqual([])
  })

  it('scan-commit: off looks for no scan and lists at once', async () => {
    const number = freshPullRequest([{ count: 2, types: ['sast'] }])
    notScanned()
    const result = await runMode(
      prEvent(number, `PROJ-${number}: fix`),
      inputs({ scanCommit: 'off' })
    )
    expect(result.failure).toBeUndefined()
    expect(searches()).toEqual([])
    expect(result.log).not.toContain('Looking for the scan')
    expect(result.log).not.toMatch(/^::warning/m)
    expect(linkBodies()[0]!.issue_ids).toHaveLength(2)
  })

  it('scan-commit: warn with a completed scan looks for it, without a warning', async () => {
    const number = freshPullRequest([{ count: 2, types: ['sast'] }])
    const result = await runMode(prEvent(number, `PROJ-${number}: fix`), inputs())
    expect(result.failure).toBeUndefined()
    expect(searches()).not.toEqual([])
    expect(result.log).not.toMatch(/^::warning/m)
    expect(result.summary).not.toContain('[!WARNING]')
  })
})

describe('many findings', () => {
  it('450 findings are linked in one request', async () => {
    const n = freshPullRequest([{ count: 450, types: ['sast'] }])
    const result = await runMode(prEvent(n, `PROJ-${n}: big`), inputs())
    expect(result.failure).toBeUndefined()
    expect(listings()).toHaveLength(2)
    expect(linkBodies()).toHaveLength(1)
    expect(linkBodies()[0]!.issue_ids).toEqual(findingsOf(merge(n)))
    expect(result.summary).toContain('_… and 400 more findings, not shown._')
  })

  it('the same 450 at 100 per page: five pages, all linked', async () => {
    const n = freshPullRequest([{ count: 450, types: ['sast'] }])
    const result = await runMode(prEvent(n, `PROJ-${n}: big`), inputs({ findingsPageSize: 100 }))
    expect(result.failure).toBeUndefined()
    expect(
      listings().map(r => `${query(r.path).get('issue_type')}:${query(r.path).get('page')}`)
    ).toEqual(['sast:0', 'sast:1', 'sast:2', 'sast:3', 'sast:4', 'sca:0'])
    expect(linkBodies()[0]!.issue_ids).toEqual(findingsOf(merge(n)))
  })

  it('finding-severities narrows them', async () => {
    const n = freshPullRequest([{ count: 450, types: ['sast'] }])
    const result = await runMode(
      prEvent(n, `PROJ-${n}: big`),
      inputs({ findingSeverities: ['high', 'critical'] })
    )
    expect(result.failure).toBeUndefined()
    expect(
      listings().every(r => query(r.path).getAll('severities').join() === 'high,critical')
    ).toBe(true)
    const expected = findingsOf(merge(n), f => f.severity === 'high' || f.severity === 'critical')
    expect(expected).toHaveLength(226)
    expect(linkBodies()[0]!.issue_ids).toEqual(expected)
  })

  it('more than 1,000 summed over the types: an error before any link, saying how to narrow', async () => {
    const result = await runMode(prEvent(11, 'PROJ-11: huge'), inputs())
    expect(result.failure).toMatch(
      /^Narrow the findings to link with finding-severities .* more than 1000 findings for ref refs\/pull\/11\/merge in acme\/widgets/
    )
    expect(linkBodies()).toEqual([])
    expect(result.summary).toContain('❌')
  })

  it('a page that never ends (new findings on every page) is bounded', async () => {
    servers.emulator.addFault({
      operation: 'listFindings',
      times: Infinity,
      action: { type: 'endlessPages' }
    })
    const result = await runMode(prEvent(10, 'PROJ-10: big'), inputs({ findingsPageSize: 100 }))
    expect(result.failure).toMatch(/more than 1000 findings/)
    expect(listings()).toHaveLength(11)
    expect(linkBodies()).toEqual([])
  })

  it('a server that ignores the page number is stopped at the first repeated page', async () => {
    servers.emulator.addFault({
      operation: 'listFindings',
      times: Infinity,
      action: { type: 'endlessPages', repeat: true }
    })
    const result = await runMode(prEvent(10, 'PROJ-10: big'), inputs({ findingsPageSize: 100 }))
    expect(result.failure).toMatch(/sent page 1 with only findings of earlier pages/)
    expect(listings()).toHaveLength(2)
    expect(linkBodies()).toEqual([])
  })
})

describe('the listing stops at its time bound and when the run is cancelled', () => {
  /** A fake clock that is `by` ms later once `pages` listing requests of this run have been made. */
  function clockJumping(by: number, pages: number): FakeClock {
    const clock = fakeClock()
    const before = listings().length
    return { ...clock, now: () => clock.now() + (listings().length - before >= pages ? by : 0) }
  }
  const big = () => inputs({ findingsPageSize: 100, scanCommit: 'off' })

  it('lists on while the listing has taken less than its bound (450 findings: six pages)', async () => {
    const clock = clockJumping(DISCOVERY_TIME_LIMIT_MS - 1_000, 2)
    const result = await runMode(prEvent(10, 'PROJ-10: big'), big(), { clock })
    expect(result.failure).toBeUndefined()
    // five of code findings, one (empty) of supply chain
    expect(listings()).toHaveLength(6)
    expect(linkBodies()[0]!.issue_ids).toHaveLength(450)
  })

  it('past its bound, stops before the next page and links nothing', async () => {
    const clock = clockJumping(DISCOVERY_TIME_LIMIT_MS + 1_000, 2)
    const result = await runMode(prEvent(10, 'PROJ-10: big'), big(), { clock })
    expect(result.failure).toMatch(
      /stopped at page 2, beyond 300 s or \d+ pages\. No finding was linked/
    )
    expect(listings()).toHaveLength(2)
    expect(linkBodies()).toEqual([])
  })

  it('a run cancelled before the listing asks for no page', async () => {
    const controller = new AbortController()
    controller.abort(new Error('The run was cancelled.'))
    const result = await runMode(prEvent(10, 'PROJ-10: big'), big(), { signal: controller.signal })
    expect(result.failure).toBe('The run was cancelled.')
    expect(listings()).toEqual([])
    expect(linkBodies()).toEqual([])
  })
})

describe('each page is checked', () => {
  it('a page of the wrong shape fails the step before any link, naming the field', async () => {
    servers.emulator.addFault({
      operation: 'listFindings',
      action: { type: 'malformed', body: '{"findings": [{"id": "not-digits"}]}' }
    })
    const result = await runMode(prEvent(7, 'PROJ-7: checkout'), inputs())
    expect(result.failure).toMatch(/List findings \(sast, page 0\).*findings\[0\]\.id/)
    expect(linkBodies()).toEqual([])
  })
})

describe('outside pull requests', () => {
  it('workflow_dispatch with ticket-url and finding-ref links that ref’s findings', async () => {
    const result = await runMode(
      { name: 'workflow_dispatch', payload: {} },
      inputs({ ticketUrl: `${BASE}REL-1`, findingRef: 'refs/heads/release-1' })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({
        ticket_url: `${BASE}REL-1`,
        issue_ids: findingsOf('refs/heads/release-1')
      })
    ])
    expect(decodeEntities(result.summary)).toContain(
      '← 4 findings found on ref <code>refs/heads/release-1</code> (1 critical, 1 high, 1 medium, 1 low).'
    )
    expect(result.summary).toContain(
      'the references are <code>ticket-url</code> and <code>finding-ref</code>.'
    )
  })
})
