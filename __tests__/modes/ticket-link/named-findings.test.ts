/**
 * Named findings (`Findings:` lines, `finding-ids`) are looked up on the platform before any link,
 * in process against the emulator: one linked to another ticket stays there unless `relink: true`,
 * another repository's or an unknown one is never linked, and a listing cut at its bound leaves
 * the rest unchecked, never linked.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import type { DatasetFinding, FindingBatch } from '../../../emulator/index.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { MAX_LOOKUP_PAGES } from '../../../src/modes/ticket-link/named-findings.js'
import { decodeEntities, type ModeRun } from '../../support/index.js'
import {
  TICKET_BASE,
  TICKET_REPO,
  mergeRef,
  pullRequestFindings,
  ticketLinkHarness
} from '../../support/ticket-link.js'

const BATCHES: FindingBatch[] = [
  // on #60's ref: the first linked to SEC-100 already, then free ones
  pullRequestFindings(60, {
    count: 6,
    types: ['sast', 'sca', 'sast', 'ai_sast', 'sast', 'sca'],
    linked: [{ ticketUrl: `${TICKET_BASE}SEC-100`, count: 1 }]
  }),
  // another repository's finding, linked to SEC-200
  {
    count: 1,
    ref: mergeRef(60),
    repository: 'acme/other',
    linked: [{ ticketUrl: `${TICKET_BASE}SEC-200`, count: 1 }]
  },
  // the base repository's, on its default branch only (found without `ref`)
  { count: 2, ref: 'refs/heads/main', repository: TICKET_REPO, types: ['sca'], statuses: ['fixed'] }
]

const { servers, inputs, runMode, linkBodies } = ticketLinkHarness({
  dataset: { findings: 0, findingBatches: BATCHES }
})
let ours: DatasetFinding[]
let theirs: DatasetFinding
let onMain: DatasetFinding[]

beforeAll(() => {
  const all = servers.emulator.dataset.findings
  ours = all.filter(f => f.ref === mergeRef(60) && f.repository === TICKET_REPO)
  theirs = all.find(f => f.repository === 'acme/other')!
  onMain = all.filter(f => f.ref === 'refs/heads/main')
})

function prEvent(title: string, body: string, name = 'pull_request'): WorkflowEvent {
  return { name, payload: pullRequestEvent({ number: 60, title, body, headRef: 'topic-60' }) }
}

const id = (f: DatasetFinding): string => String(f.id)
const warnings = (run: ModeRun): string[] =>
  [...run.log.matchAll(/^::warning title=[^:]*::(.*)$/gm)].map(m => m[1]!)

describe('named findings obey relink', () => {
  it('with relink false, a named finding linked to another ticket stays, and another repository’s is never linked', async () => {
    const linkedElsewhere = id(ours[0]!)
    const free = id(ours[1]!)
    const before = servers.emulator.ticketLinks()
    const result = await runMode(
      prEvent('PROJ-60: fix', `Findings: ${linkedElsewhere}, ${id(theirs)}, ${free}`),
      inputs()
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${TICKET_BASE}PROJ-60`, issue_ids: [free] })
    ])
    // nothing that was linked moved
    const after = servers.emulator.ticketLinks()
    expect(after[linkedElsewhere]).toBe(before[linkedElsewhere])
    expect(after[id(theirs)]).toBe(`${TICKET_BASE}SEC-200`)
    expect(warnings(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Check the finding ID ${id(theirs)}: the platform lists no such finding in acme/widgets.*` +
            `not on the platform yet .*or another repository's\\.$`
        )
      )
    ])
    const summary = decodeEntities(result.summary)
    expect(summary.split('\n')[2]).toMatch(
      /^⚠️ Linked .*PROJ-60.* to 1 finding \(1 \w+\), with 1 warning/
    )
    expect(summary).toContain(
      `${linkedElsewhere}</a> | body | stays with <a href="${TICKET_BASE}SEC-100">SEC-100</a> (<code>relink: true</code> moves it) |`
    )
    expect(summary).toMatch(
      new RegExp(`${id(theirs)}</a> \\| body \\| ⚠️ not linked: the platform lists no such finding`)
    )
  })

  it('with relink true, the named finding moves with a warning naming its previous ticket; another repository’s still never', async () => {
    const linkedElsewhere = id(ours[0]!)
    const result = await runMode(
      prEvent('PROJ-61: fix', `Findings: ${linkedElsewhere} ${id(theirs)}`),
      inputs({ relink: true })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${TICKET_BASE}PROJ-61`, issue_ids: [linkedElsewhere] })
    ])
    expect(servers.emulator.ticketLinks()[id(theirs)]).toBe(`${TICKET_BASE}SEC-200`)
    expect(warnings(result)).toContainEqual(
      `Check that finding ${linkedElsewhere} belongs to PROJ-61: it was linked to SEC-100 before and is now linked to PROJ-61 instead.`
    )
    // put back for the other tests
    servers.emulator.resetRequests()
  })

  it('every named finding linked elsewhere: nothing to link, no link request', async () => {
    const elsewhere = id(ours[2]!)
    await runMode(prEvent('OPS-7: x', `Findings: ${elsewhere}`), inputs())
    servers.emulator.resetRequests()
    const result = await runMode(prEvent('PROJ-62: y', `Findings: ${elsewhere}`), inputs())
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(servers.emulator.ticketLinks()[elsewhere]).toBe(`${TICKET_BASE}OPS-7`)
    expect(result.log).toMatch(
      /::notice title=[^:]*::Nothing to link: every finding named is linked to another ticket/
    )
  })
})

describe('the look-up', () => {
  it('looks on the pull request’s ref first, then without ref for the rest, every status and type', async () => {
    const onRef = id(ours[3]!) // ai_sast: the third type of the first pass
    const elsewhere = id(onMain[1]!)
    const result = await runMode(
      prEvent('PROJ-63: fix', `Findings: ${onRef}, ${elsewhere}`),
      inputs()
    )
    expect(result.failure).toBeUndefined()
    const queries = servers.emulator.requests
      .filter(r => r.operation === 'listFindings')
      .map(r => Object.fromEntries(new URL(r.path, servers.emulator.url).searchParams))
    expect(queries.map(q => [q.issue_type, q.ref ?? 'no ref'])).toEqual([
      ['sast', mergeRef(60)],
      ['sca', mergeRef(60)],
      ['ai_sast', mergeRef(60)],
      ['sast', 'no ref'],
      ['sca', 'no ref']
    ])
    expect(queries.every(q => q.status === undefined && q.repos === TICKET_REPO)).toBe(true)
    expect(linkBodies()).toEqual([
      expect.objectContaining({
        ticket_url: `${TICKET_BASE}PROJ-63`,
        issue_ids: [onRef, elsewhere]
      })
    ])
  })

  it('an ID the platform does not list is never linked; the warning says it may not be uploaded yet', async () => {
    const result = await runMode(
      prEvent('PROJ-64: fix', 'Findings: 987654321'),
      inputs({ findingIds: [] })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(warnings(result)[0]).toMatch(
      /987654321.*not on the platform yet \(its scan may not have uploaded/
    )
    expect(result.summary.split('\n')[2]).toMatch(/^⚠️ Nothing to link/)
  })

  it('a listing cut at its bound leaves the rest not checked, and never linked', async () => {
    // a list that never ends: every page full of findings made up beyond the data
    servers.emulator.addFault({
      operation: 'listFindings',
      action: { type: 'endlessPages' },
      times: Infinity
    })
    const result = await runMode(
      prEvent('PROJ-65: fix', 'Findings: 987654322'),
      inputs({ findingsPageSize: 100 })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([])
    expect(servers.emulator.requests.filter(r => r.operation === 'listFindings')).toHaveLength(
      MAX_LOOKUP_PAGES
    )
    expect(warnings(result)[0]).toMatch(
      /987654322 was not checked, as the listing .* stopped at its bound/
    )
  })
})

describe('a platform that ignores the repos filter', () => {
  const loose = ticketLinkHarness({
    dataset: { findings: 0, findingBatches: BATCHES },
    ignoreRepos: true
  })

  it('another repository’s finding, listed all the same, is not found: warned and never linked', async () => {
    const all = loose.servers.emulator.dataset.findings
    const other = String(all.find(f => f.repository === 'acme/other')!.id)
    const own = String(all.find(f => f.ref === mergeRef(60) && f.repository === TICKET_REPO)!.id)
    const result = await loose.runMode(
      prEvent('PROJ-64: fix', `Findings: ${other}, ${own}`),
      loose.inputs({ relink: true })
    )
    expect(result.failure).toBeUndefined()
    // the server did list it: the check is the client's
    const listed = loose.servers.emulator.requests.filter(r => r.operation === 'listFindings')
    expect(listed.length).toBeGreaterThan(0)
    expect(loose.linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${TICKET_BASE}PROJ-64`, issue_ids: [own] })
    ])
    expect(loose.servers.emulator.ticketLinks()[other]).toBe(`${TICKET_BASE}SEC-200`)
    expect(warnings(result)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Check the finding ID ${other}: the platform lists no such finding in acme/widgets`
        )
      )
    )
  })
})
