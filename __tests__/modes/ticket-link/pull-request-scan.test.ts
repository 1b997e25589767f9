/**
 * "The pull request's scan", in process against the emulator: before listing a pull request's
 * findings, the scan of its head commit is looked up on the finding ref and waited for through the
 * run's clock (a fake one: no test waits), and a scan that was not seen never gives a ✅.
 */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  PULL_REQUEST_HEAD_COMMIT,
  type DatasetFinding,
  type EmulatorScan,
  type FindingBatch
} from '../../../emulator/index.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { SCAN_POLL_MS } from '../../../src/modes/ticket-link/pull-request-scan.js'
import type { FakeClock } from '../../support/clock.js'
import { decodeEntities, type ModeRun } from '../../support/index.js'
import {
  TICKET_BASE as BASE,
  TICKET_REPO as REPO,
  mergeRef as merge,
  ticketLinkHarness
} from '../../support/ticket-link.js'

const HEAD = PULL_REQUEST_HEAD_COMMIT
const MERGE_COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'

// One pull request per test, so that no test sees another's links.
const PULLS = [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]
const BATCHES: FindingBatch[] = [
  ...PULLS.map(n => ({ count: 3, ref: merge(n), repository: REPO, types: ['sast' as const] })),
  // a pull_request_target scan records the bare head branch
  { count: 2, ref: 'fix-login', repository: REPO, types: ['sca'] }
]

const { servers, inputs, runMode, linkBodies } = ticketLinkHarness({
  dataset: { findings: 0, findingBatches: BATCHES }
})
let repositoryId: string

beforeAll(() => {
  repositoryId = servers.emulator.dataset.projectsWithoutDependencies
    .find(p => p.name === REPO)!
    .id.toString()
})

beforeEach(() => {
  servers.emulator.setScans(undefined)
})

function prEvent(
  number: number,
  name = 'pull_request',
  headRef = `topic-${number}`,
  fromFork = false
): WorkflowEvent {
  return {
    name,
    // GITHUB_SHA of a pull request run is the merge commit, not the head
    sha: MERGE_COMMIT,
    payload: pullRequestEvent({ number, title: `PROJ-${number}: fix`, body: '', headRef, fromFork })
  }
}

/** A scan of the repository; completed, of the head commit, on the pull request's merge ref. */
function scan(parts: Partial<EmulatorScan> & { branch: string }): EmulatorScan {
  return {
    repositoryId,
    commit: HEAD,
    completedAt: '2026-08-01T12:10:00Z',
    isFullScan: false,
    ...parts
  }
}

/** The repository's full scan of main, so that only what a test adds is a pull request scan. */
const FULL_SCAN: EmulatorScan = {
  repositoryId: '',
  commit: 'f'.repeat(40),
  completedAt: '2026-08-01T11:00:00Z',
  branch: 'refs/heads/main'
}

const operations = () => servers.emulator.requests.map(r => r.operation)
const searches = () =>
  servers.emulator.requests
    .filter(r => r.operation === 'searchScans')
    .map(r => JSON.parse(r.rawBody) as Record<string, unknown>)
const findingsOf = (ref: string): string[] =>
  servers.emulator.dataset.findings
    .filter((f: DatasetFinding) => f.ref === ref && f.status === 'open')
    .map(f => String(f.id))
const verdict = (run: ModeRun): string => run.summary.split('\n')[2] ?? ''

describe('the pull request’s scan', () => {
  it('a scan running at the first two polls and complete at the third: its findings are linked after the wait', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(31), pollsRunning: 2 })
    ])
    const result = await runMode(prEvent(31), inputs())
    expect(result.failure).toBeUndefined()
    // two waits of about 15 s, through the run's clock
    expect(result.clock.sleeps).toEqual([SCAN_POLL_MS, SCAN_POLL_MS])
    // a change of the scan's state is said when it is seen
    expect(result.log).toContain(`The scan of head commit ${HEAD.slice(0, 12)} is completed now.`)
    const branchSearches = searches().filter(b => b.branch === merge(31))
    expect(branchSearches).toHaveLength(3)
    // the listing comes after the scan completed (the emulator lists its findings only then)
    expect(operations().indexOf('listFindings')).toBeGreaterThan(
      servers.emulator.requests.lastIndexOf(
        servers.emulator.requests.filter(r => r.operation === 'searchScans').at(-1)!
      )
    )
    expect(linkBodies()).toEqual([
      {
        ticket_url: `${BASE}PROJ-31`,
        issue_ids: findingsOf(merge(31)),
        deploymentId: expect.any(String)
      }
    ])
    expect(verdict(result)).toMatch(/^✅ /)
    expect(decodeEntities(result.summary)).toContain(
      `The findings come from the scan of head commit <code>${HEAD.slice(0, 12)}</code> on <code>${merge(31)}</code>, completed 2026-08-01 12:10 UTC`
    )
  })

  it('the same scan, without the wait, would have found nothing: the emulator hides a running scan’s findings', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(32), pollsRunning: 5 })
    ])
    const result = await runMode(prEvent(32), inputs({ scanWaitMinutes: 0 }))
    expect(result.failure).toBeUndefined()
    expect(result.clock.sleeps).toEqual([])
    expect(linkBodies()).toEqual([])
    // never a ✅ "nothing to link" while the scan has not arrived
    expect(verdict(result)).toMatch(/^⚠️ /)
    expect(result.log).toMatch(/^::warning title=[^:]*pull request's scan not seen::/m)
  })

  it('a scan that never arrives within scan-wait: a warning naming the head commit, the ref, the minutes and the latest scan; never a ✅', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(33), commit: 'b'.repeat(40), status: 'SCAN_STATUS_COMPLETED' }),
      scan({ branch: merge(33), pollsRunning: 1_000 })
    ])
    const result = await runMode(prEvent(33), inputs({ scanWaitMinutes: 2 }))
    expect(result.failure).toBeUndefined()
    // polls for two minutes of the run's clock, then gives up
    expect(result.clock.sleeps.reduce((a, b) => a + b, 0)).toBe(2 * 60_000)
    expect(result.clock.sleeps.every(ms => ms <= SCAN_POLL_MS)).toBe(true)
    // the time left is said once; the polls that saw no change say nothing
    expect(result.log.match(/^Waiting up to 2 minutes for the scan of head commit .*$/gm)).toEqual([
      `Waiting up to 2 minutes for the scan of head commit ${HEAD.slice(0, 12)} on ${merge(33)} (running), checking about every 15 s.`
    ])
    expect(result.log).not.toMatch(/more minute|checking again/)
    const warning = /^::warning title=[^:]*pull request's scan not seen::(.*)$/m.exec(
      result.log
    )?.[1]
    expect(warning).toContain(`head commit ${HEAD.slice(0, 12)} on ${merge(33)}`)
    expect(warning).toContain('after waiting 2 minutes (scan-wait: 2)')
    // the latest scan on that ref is the running one of the head (its start is the latest time)
    expect(warning).toMatch(
      /the latest scan on that ref is of commit \w{12} \((running|completed)\)/
    )
    expect(warning).toContain('in a job with `needs:` on it')
    expect(warning).toContain('if: ${{ !cancelled() }}')
    expect(verdict(result)).toMatch(/^⚠️ /)
    expect(result.summary).not.toMatch(/✅/)
  })

  it('with scan-commit: require, a scan that never arrives fails the step and nothing is linked', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(34), pollsRunning: 1_000 })
    ])
    const result = await runMode(prEvent(34), inputs({ scanCommit: 'require', scanWaitMinutes: 1 }))
    expect(result.failure).toMatch(/head commit c0ffee111111 on refs\/pull\/34\/merge/)
    expect(result.failure).toMatch(/Nothing was linked \(scan-commit: require\)\.$/)
    expect(operations()).not.toContain('linkTicket')
    expect(operations()).not.toContain('listFindings')
    expect(verdict(result)).toMatch(/^❌ /)
  })

  it('a completed scan of the merge commit (GITHUB_SHA), or of the head without a status, is never taken for the head’s', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(35), commit: MERGE_COMMIT }),
      scan({ branch: merge(35), status: null })
    ])
    const result = await runMode(prEvent(35), inputs({ scanWaitMinutes: 1 }))
    expect(result.failure).toBeUndefined()
    expect(result.clock.sleeps.length).toBeGreaterThan(0)
    expect(result.log).toMatch(
      /^::warning title=[^:]*pull request's scan not seen::.*head commit c0ffee111111/m
    )
    expect(verdict(result)).toMatch(/^⚠️ /)
    // with require, the same is a failure
    servers.emulator.resetRequests()
    const required = await runMode(
      prEvent(35),
      inputs({ scanCommit: 'require', scanWaitMinutes: 0 })
    )
    expect(required.failure).toMatch(/no status|not seen|No completed scan/)
    expect(operations()).not.toContain('linkTicket')
  })

  it('a repository whose pull requests are not scanned: the warning at once, without a wait', async () => {
    servers.emulator.setScans([{ ...FULL_SCAN, repositoryId }])
    const result = await runMode(prEvent(36), inputs())
    expect(result.clock.sleeps).toEqual([])
    // one search on the ref, one without a branch: whether pull requests are scanned at all
    expect(searches().map(b => b.branch)).toEqual([merge(36), undefined])
    expect(result.log).toMatch(
      /^::warning title=[^:]*pull request's scan not seen::Set scan-commit: off where this repository's pull requests are not scanned/m
    )
    expect(verdict(result)).toMatch(/^⚠️ /)
  })

  it('scan-commit: off sends no SearchScans', async () => {
    servers.emulator.setScans([{ ...FULL_SCAN, repositoryId }])
    const result = await runMode(prEvent(37), inputs({ scanCommit: 'off' }))
    expect(result.failure).toBeUndefined()
    expect(operations()).not.toContain('searchScans')
    expect(operations()).not.toContain('getProject')
    expect(linkBodies()).toHaveLength(1)
    expect(verdict(result)).toMatch(/^✅ /)
  })

  it('a scan that ended in error: the warning names its status, without a wait', async () => {
    servers.emulator.setScans([scan({ branch: merge(38), status: 'SCAN_STATUS_ERROR' })])
    const result = await runMode(prEvent(38), inputs())
    expect(result.clock.sleeps).toEqual([])
    expect(result.log).toMatch(
      /::warning title=[^:]*::Run the pull request's scan again: .* ended error \(SCAN_STATUS_ERROR\)/
    )
  })

  it('a platform without SearchScans: a notice, and the listing goes on; with require, a failure', async () => {
    servers.emulator.addFault({
      operation: 'searchScans',
      action: { type: 'status', status: 404 },
      times: 1
    })
    const result = await runMode(prEvent(39), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::notice title=[^:]*pull request's scan not checked::Set scan-commit: off/m
    )
    expect(linkBodies()).toHaveLength(1)
    expect(verdict(result)).toMatch(/^⚠️ .*the pull request's scan was not checked/)
    servers.emulator.addFault({
      operation: 'searchScans',
      action: { type: 'status', status: 404 },
      times: 1
    })
    const required = await runMode(prEvent(39), inputs({ scanCommit: 'require' }))
    expect(required.failure).toMatch(/could not be checked, because the platform answered 404/)
  })

  it('a repository without a project on the platform: a notice, and the listing goes on', async () => {
    const event = prEvent(40)
    const payload = pullRequestEvent({
      number: 40,
      title: 'PROJ-40: x',
      body: '',
      headRef: 'x',
      repository: 'acme/unknown'
    })
    const result = await runMode({ ...event, payload }, inputs())
    expect(operations()).not.toContain('searchScans')
    expect(result.log).toMatch(/::notice title=[^:]*::.*no project named acme\/unknown/)
    expect(operations()).toContain('listFindings')
  })
})

describe('which ref the scan is looked for on', () => {
  it('a pull_request_target scan (the bare head branch) is found with finding-ref set to the head branch', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: 'fix-login', pollsRunning: 1 })
    ])
    const result = await runMode(
      prEvent(41, 'pull_request_target', 'fix-login'),
      inputs({ findingRef: 'fix-login' })
    )
    expect(result.failure).toBeUndefined()
    expect(searches()[0]).toMatchObject({ branch: 'fix-login' })
    expect(result.clock.sleeps).toEqual([SCAN_POLL_MS])
    expect(linkBodies()[0]!.issue_ids).toEqual(findingsOf('fix-login'))
    expect(verdict(result)).toMatch(/^✅ /)
  })

  it('a pull_request scan is found with the default ref, refs/pull/<n>/merge', async () => {
    // the emulator's default scans: one completed scan of the head per pull request ref
    const result = await runMode(prEvent(31), inputs())
    expect(searches()[0]).toMatchObject({ branch: merge(31), limit: 500 })
    expect(searches()[0]).not.toHaveProperty('is_full_scan')
    expect(result.clock.sleeps).toEqual([])
    expect(verdict(result)).toMatch(/^✅ /)
  })
})

describe('a fork’s pull request', () => {
  const forkEvent = (n: number, name = 'pull_request') => prEvent(n, name, `topic-${n}`, true)
  const annotations = (run: ModeRun, kind: string): string[] =>
    [...run.log.matchAll(new RegExp(`^::${kind} title=([^:]*)::(.*)$`, 'gm'))].map(m => m[2]!)

  it('scan-wait left empty: one check, one notice on how a team that scans forks sets scan-wait, no warning, no wait, and ⚠️', async () => {
    // the repository's pull requests are scanned (another pull request's scan), not this one's
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(41), commit: 'b'.repeat(40) })
    ])
    for (const name of ['pull_request', 'pull_request_target']) {
      servers.emulator.resetRequests()
      const result = await runMode(
        forkEvent(42, name),
        // on pull_request_target, as the docs' recipe: contributors' pull requests are linked
        inputs(
          name === 'pull_request_target'
            ? { findingRef: merge(42), trustedAssociations: ['CONTRIBUTOR'] }
            : {}
        )
      )
      expect(result.failure).toBeUndefined()
      expect(result.clock.sleeps).toEqual([])
      expect(searches()).toHaveLength(1)
      expect(annotations(result, 'warning')).toEqual([])
      const notices = annotations(result, 'notice')
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatch(
        /^Set scan-wait to the minutes your scan takes if this repository scans pull requests from forks \(managed scans, or a scan on pull_request_target\): this pull request comes from a fork/
      )
      expect(notices[0]).toContain(
        `head commit ${HEAD.slice(0, 12)} on ${merge(42)} was checked once`
      )
      // the listing goes on, and the verdict is never ✅
      expect(operations()).toContain('listFindings')
      expect(verdict(result)).toMatch(
        /^⚠️ .*; the pull request comes from a fork, whose scan was not seen \(below\)\.$/
      )
      expect(decodeEntities(result.summary)).toContain('(the notice above says why)')
    }
  })

  it('the same pull request from the base repository waits the default 10 minutes', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(41), commit: 'b'.repeat(40) })
    ])
    const result = await runMode(prEvent(43), inputs())
    expect(result.clock.sleeps.reduce((a, b) => a + b, 0)).toBe(10 * 60_000)
    expect(result.log).toMatch(/^::warning title=[^:]*pull request's scan not seen::/m)
  })

  it('a scan-wait given applies to a fork’s pull request too: it waits, and warns as any other', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(44), pollsRunning: 1_000 })
    ])
    const result = await runMode(forkEvent(44), inputs({ scanWaitMinutes: 1 }))
    expect(result.clock.sleeps.reduce((a, b) => a + b, 0)).toBe(60_000)
    expect(result.log).not.toMatch(/^::notice title=[^:]*pull request from a fork/m)
    expect(annotations(result, 'warning')).toEqual([
      expect.stringContaining('after waiting 1 minute (scan-wait: 1)')
    ])
  })

  it('scan-commit: require still fails on a fork’s pull request whose head commit has no scan', async () => {
    servers.emulator.setScans([{ ...FULL_SCAN, repositoryId }])
    const result = await runMode(forkEvent(45), inputs({ scanCommit: 'require' }))
    expect(result.clock.sleeps).toEqual([])
    expect(result.failure).toMatch(
      /comes from a fork.*Nothing was linked \(scan-commit: require\)\.$/
    )
    expect(operations()).not.toContain('listFindings')
  })
})

describe('scan-wait is a deadline', () => {
  it('scan-wait: 0 still checks once: the first look-up is not cut off at the deadline', async () => {
    servers.emulator.setScans([{ ...FULL_SCAN, repositoryId }])
    // the first answer trickles in over a second, long past a deadline of 0 minutes
    servers.emulator.addFault({
      operation: 'searchScans',
      action: { type: 'trickle', ms: 1_000, everyMs: 100 }
    })
    const result = await runMode(prEvent(47), inputs({ scanWaitMinutes: 0 }))
    expect(result.failure).toBeUndefined()
    expect(
      servers.emulator.requests.find(r => r.operation === 'searchScans')!.cutOff
    ).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=[^:]*pull request's scan not seen::Set scan-commit: off/m
    )
  })

  /**
   * Real time, except that waits are skipped; the first one oversleeps to 300 ms before the end
   * of a one-minute scan-wait (a runner that was suspended), so the next poll is in flight there.
   */
  function oversleepingClock(): FakeClock {
    const start = Date.now()
    let skipped = 0
    const sleeps: number[] = []
    return {
      sleeps,
      now: () => Date.now() + skipped,
      sleep: async ms => {
        sleeps.push(ms)
        skipped += sleeps.length === 1 ? 60_000 - 300 - (Date.now() - start) : ms
        await new Promise(resolve => setImmediate(resolve))
      },
      elapsed: () => Date.now() + skipped - start
    }
  }

  it('a poll whose answer trickles in over 3 minutes is cut off at the deadline, and the wait ends with the warning', async () => {
    servers.emulator.setScans([
      { ...FULL_SCAN, repositoryId },
      scan({ branch: merge(46), pollsRunning: 1_000 })
    ])
    // the first look-up answers; every poll after it trickles a blank every 200 ms for 3 minutes
    servers.emulator.addFault({
      operation: 'searchScans',
      after: 1,
      times: Infinity,
      action: { type: 'trickle', ms: 3 * 60_000, everyMs: 200 }
    })
    const clock = oversleepingClock()
    const result = await runMode(prEvent(46), inputs({ scanWaitMinutes: 1 }), { clock })
    expect(result.failure).toBeUndefined()
    const polls = servers.emulator.requests.filter(r => r.operation === 'searchScans').slice(1)
    expect(polls).toHaveLength(1)
    // the client gave the answer up before its end: cancelled, not waited out
    expect(polls[0]!.cutOff).toBe(true)
    expect(result.log).toMatch(
      /^::warning title=[^:]*pull request's scan not seen::.*after waiting 1 minute \(scan-wait: 1\)/m
    )
    expect(verdict(result)).toMatch(/^⚠️ /)
  })
})
