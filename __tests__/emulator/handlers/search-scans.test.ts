/**
 * The emulator's SearchScans: checked against the vendored file with its one named override
 * (`statuses`, which the file types `integer` by mistake, taken as an array of the enum's strings),
 * filtered as asked, in bounded pages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import v1 from '../../../spec/platform-openapi-v1.json' with { type: 'json' }
import { SCHEMA_OVERRIDES, startEmulator, type Emulator } from '../../../emulator/index.js'
import { DEPLOYMENT, call, deploymentPath, errorOf } from '../support.js'

const SEARCH = deploymentPath('/scans/search')
const PREFIX = 'request does not conform to the published API: '

let emulator: Emulator
let repositoryId: bigint

beforeAll(async () => {
  emulator = await startEmulator({ dataset: { repositories: 2, deploymentId: DEPLOYMENT } })
  repositoryId = emulator.dataset.repositories[0]!.id
})

afterAll(async () => {
  await emulator.close()
})

const body = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  repository_id: repositoryId,
  is_full_scan: 1,
  statuses: ['SCAN_STATUS_COMPLETED'],
  products: ['PRODUCT_SCA'],
  limit: 500,
  ...fields
})

describe('the statuses override', () => {
  it('is the one override, and the file still types statuses integer', () => {
    expect(Object.keys(SCHEMA_OVERRIDES)).toEqual(['protos.openapi.v1.SearchScansRequest'])
    expect(Object.keys(SCHEMA_OVERRIDES['protos.openapi.v1.SearchScansRequest']!)).toEqual([
      'statuses'
    ])
    const published = v1.components.schemas['protos.openapi.v1.SearchScansRequest'].properties
    expect(published.statuses.type).toBe('integer')
    expect(published.statuses.items.enum).toEqual(
      SCHEMA_OVERRIDES['protos.openapi.v1.SearchScansRequest']!.statuses!.items!.enum
    )
  })

  it('takes statuses as an array of the enum strings', async () => {
    const answer = await call(emulator, SEARCH, { body: body() })
    expect(answer.status).toBe(200)
    expect(emulator.requests.at(-1)!.nonConformity).toBeUndefined()
  })

  it.each<[string, unknown, string]>([
    ['an integer, as the file types it', 2, 'body/statuses must be an array'],
    ['a string outside the enum', ['COMPLETED'], 'body/statuses/0 must be one of'],
    ['numbers in the array', [2], 'body/statuses/0 must be a string']
  ])('refuses statuses as %s', async (_, statuses, problem) => {
    const answer = await call(emulator, SEARCH, { body: body({ statuses }) })
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toContain(`${PREFIX}${problem}`)
  })

  it('checks the other fields by the file', async () => {
    const answer = await call(emulator, SEARCH, { body: body({ is_full_scan: true }) })
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toContain('body/is_full_scan must be a JSON integer')
    const extra = await call(emulator, SEARCH, { body: body({ repositoryId: 1 }) })
    expect(errorOf(extra)).toContain('body/repositoryId is not a declared field')
  })
})

describe('answers', () => {
  it('refuses a limit over 500', async () => {
    const answer = await call(emulator, SEARCH, { body: body({ limit: 501 }) })
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toContain('limit')
  })

  it('lists the repository scans in pages with a string cursor, filtered as asked', async () => {
    emulator.setScans([
      {
        repositoryId: String(repositoryId),
        commit: 'a'.repeat(40),
        completedAt: '2025-01-02T00:00:00Z'
      },
      {
        repositoryId: String(repositoryId),
        commit: 'b'.repeat(40),
        completedAt: '2025-01-01T00:00:00Z'
      },
      {
        repositoryId: String(repositoryId),
        commit: 'c'.repeat(40),
        completedAt: '2025-01-03T00:00:00Z',
        isFullScan: false
      },
      { repositoryId: '1', commit: 'd'.repeat(40), completedAt: '2025-01-04T00:00:00Z' }
    ])
    const first = await call(emulator, SEARCH, { body: body({ limit: 1 }) })
    const page = first.json as {
      scans: { commit: string; is_full_scan: boolean }[]
      cursor: string
    }
    expect(page.scans.map(s => s.commit[0])).toEqual(['a'])
    const second = await call(emulator, SEARCH, { body: body({ limit: 1, cursor: page.cursor }) })
    const last = second.json as { scans: { commit: string }[]; cursor?: string }
    expect(last.scans.map(s => s.commit[0])).toEqual(['b'])
    expect(last.cursor).toBeUndefined()
    const all = await call(emulator, SEARCH, { body: body({ is_full_scan: 0 }) })
    expect((all.json as { scans: { commit: string }[] }).scans.map(s => s.commit[0])).toEqual(['c'])
    emulator.setScans(undefined)
  })

  it('filters by branch; a scan under way is running for so many polls of its branch, its findings hidden until then', async () => {
    const branch = 'refs/pull/9/merge'
    const running = {
      repositoryId: String(repositoryId),
      commit: 'e'.repeat(40),
      completedAt: '2025-01-05T00:00:00Z',
      branch,
      isFullScan: false,
      pollsRunning: 2
    }
    emulator.setScans([
      {
        repositoryId: String(repositoryId),
        commit: 'a'.repeat(40),
        completedAt: '2025-01-02T00:00:00Z'
      },
      running,
      { ...running, commit: 'f'.repeat(40), pollsRunning: undefined, status: null }
    ])
    emulator.changeDataset(dataset =>
      dataset.findings.push({
        id: 99_999n,
        repositoryId,
        ruleId: 'r',
        severity: 'high',
        ref: branch,
        type: 'sast',
        status: 'open',
        path: 'a.py',
        line: 1
      })
    )
    const poll = async () => {
      const answer = await call(emulator, SEARCH, { body: { repository_id: repositoryId, branch } })
      return (answer.json as { scans: Record<string, unknown>[] }).scans
    }
    const listed = async () =>
      (
        (
          await call(
            emulator,
            `/api/v1/deployments/${emulator.deploymentSlug}/findings?issue_type=sast&ref=${encodeURIComponent(branch)}`
          )
        ).json as { findings: unknown[] }
      ).findings.length
    const first = await poll()
    // the branch filter leaves the scan of main out; a status-less scan has no status field
    expect(first.map(s => [s.commit, s.status])).toEqual([
      ['e'.repeat(40), 'SCAN_STATUS_RUNNING'],
      ['f'.repeat(40), undefined]
    ])
    expect(first[0]).not.toHaveProperty('completed_at')
    expect(await listed()).toBe(0)
    expect((await poll())[0]!.status).toBe('SCAN_STATUS_RUNNING')
    const third = await poll()
    expect(third[0]).toMatchObject({
      status: 'SCAN_STATUS_COMPLETED',
      completed_at: '2025-01-05T00:00:00Z'
    })
    expect(await listed()).toBe(1)
    emulator.changeDataset(dataset => void dataset.findings.pop())
    emulator.setScans(undefined)
  })
})

describe('since', () => {
  it('lists only the scans created after it', async () => {
    const scan = (commit: string, startedAt: string) => ({
      repositoryId: String(repositoryId),
      commit: commit.repeat(40),
      startedAt,
      completedAt: startedAt
    })
    emulator.setScans([scan('a', '2026-11-01T00:00:00Z'), scan('b', '2026-11-21T00:00:00Z')])
    const commits = async (since: string): Promise<string[]> => {
      const answer = await call(emulator, SEARCH, { body: body({ since }) })
      expect(emulator.requests.at(-1)!.nonConformity).toBeUndefined()
      return (answer.json as { scans: { commit: string }[] }).scans.map(s => s.commit[0]!)
    }
    expect(await commits('2026-10-31T00:00:00Z')).toEqual(['a', 'b'])
    expect(await commits('2026-11-20T00:00:00Z')).toEqual(['b'])
    expect(await commits('2026-11-21T00:00:00Z')).toEqual([])
    emulator.setScans(undefined)
  })
})
