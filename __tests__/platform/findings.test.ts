/**
 * The findings listing (src/platform/findings.ts): the query it builds, the page check, and the
 * walk over pages against the emulator, with its bounds (count, repeated pages, time, cancellation).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import {
  checkFindingsPage,
  findingsSearchParams,
  listFindings,
  TooManyFindingsError,
  type FindingsBounds,
  type FindingsQuery
} from '../../src/platform/findings.js'
import { clientFor } from '../support/index.js'
import { closeRoutes } from '../../src/network/proxy.js'

const QUERY: FindingsQuery = {
  ref: 'refs/pull/3/merge',
  repository: 'acme/widgets',
  status: 'open',
  severities: [],
  types: ['sast', 'sca']
}

describe('findingsSearchParams', () => {
  it('sends the declared parameters only, repeated ones repeated', () => {
    const params = findingsSearchParams(
      { ...QUERY, severities: ['high', 'critical'] },
      'sca',
      2,
      100
    )
    expect(params.toString()).toBe(
      'issue_type=sca&ref=refs%2Fpull%2F3%2Fmerge&repos=acme%2Fwidgets&status=open' +
        '&severities=high&severities=critical&dedup=true&page=2&page_size=100'
    )
    const any = findingsSearchParams({ ...QUERY, status: undefined }, 'sast', 0, 3000)
    expect(any.has('status')).toBe(false)
    expect(any.has('severities')).toBe(false)
  })
})

describe('checkFindingsPage', () => {
  it('reads IDs given as numbers or digit strings, and what the summary needs', async () => {
    const checked = await checkFindingsPage({
      findings: [
        {
          id: '9007199254740993',
          rule_name: 'r',
          severity: 'high',
          location: { file_path: 'a.py', line: '12' },
          line_of_code_url: 'https://x.example/a.py#L12',
          external_ticket: { external_slug: 'OPS-1', url: 'https://t.example/OPS-1', id: 5 },
          unknown_field: true
        },
        { id: 7, external_ticket: {} }
      ]
    })
    expect(checked).toEqual({
      ok: true,
      value: [
        {
          id: '9007199254740993',
          ruleName: 'r',
          severity: 'high',
          filePath: 'a.py',
          line: 12,
          lineUrl: 'https://x.example/a.py#L12',
          externalTicket: { slug: 'OPS-1', url: 'https://t.example/OPS-1', id: 5n }
        },
        { id: '7', ruleName: '', severity: '', filePath: '' }
      ]
    })
    expect(await checkFindingsPage({})).toEqual({ ok: true, value: [] })
  })

  it.each([
    [{ findings: [{ id: -1 }] }, 'findings[0].id'],
    [{ findings: [{ id: 'x' }] }, 'findings[0].id'],
    [{ findings: {} }, 'findings'],
    [{ findings: [{ id: 1, rule_name: 3 }] }, 'findings[0].rule_name']
  ])('refuses %j, naming %s', async (json, path) => {
    const checked = await checkFindingsPage(json)
    expect(checked.ok).toBe(false)
    expect(checked.ok ? '' : checked.problem).toContain(path)
  })
})

describe('listFindings against the emulator', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        findings: 5,
        findingBatches: [
          { count: 230, ref: QUERY.ref, repository: QUERY.repository, types: ['sast'] },
          { count: 70, ref: QUERY.ref, repository: QUERY.repository, types: ['sca'] }
        ]
      }
    })
  })
  afterAll(async () => {
    await emulator.close()
  })
  beforeEach(() => {
    emulator.clearFaults()
    emulator.resetRequests()
  })

  const bounds = (parts: Partial<FindingsBounds> = {}): FindingsBounds => ({
    pageSize: 100,
    maxFindings: 1000,
    timeLimitMs: 60_000,
    now: Date.now,
    ...parts
  })
  const pages = () =>
    emulator.requests
      .filter(r => r.operation === 'listFindings')
      .map(r => {
        const q = new URL(r.path, emulator.url).searchParams
        return `${q.get('issue_type')}:${q.get('page')}`
      })

  it('walks every page of every type until a short one', async () => {
    const { client } = clientFor(emulator)
    const found = await listFindings(client, 'acme-corp', QUERY, bounds())
    closeRoutes()
    expect(pages()).toEqual(['sast:0', 'sast:1', 'sast:2', 'sca:0'])
    expect(found.perType).toEqual([
      { type: 'sast', count: 230 },
      { type: 'sca', count: 70 }
    ])
    expect(found.findings).toHaveLength(300)
    expect(found.pages).toBe(4)
    expect(new Set(found.findings.map(f => f.type))).toEqual(new Set(['sast', 'sca']))
  })

  it('more than maxFindings summed over the types is an error', async () => {
    const { client } = clientFor(emulator)
    const listing = listFindings(client, 'acme-corp', QUERY, bounds({ maxFindings: 250 }))
    await expect(listing).rejects.toBeInstanceOf(TooManyFindingsError)
    await expect(listing).rejects.toThrow(/more than 250 findings/)
    closeRoutes()
    expect(pages()).toEqual(['sast:0', 'sast:1', 'sast:2', 'sca:0'])
  })

  it('stops when the time is up, and when cancelled, before the next request', async () => {
    const { client } = clientFor(emulator)
    await expect(
      listFindings(client, 'acme-corp', QUERY, bounds({ timeLimitMs: 0 }))
    ).rejects.toThrow(/stopped at page 0/)
    const controller = new AbortController()
    controller.abort(new Error('cancelled'))
    await expect(
      listFindings(client, 'acme-corp', QUERY, bounds({ signal: controller.signal }))
    ).rejects.toThrow('cancelled')
    closeRoutes()
    expect(pages()).toEqual([])
  })
})
