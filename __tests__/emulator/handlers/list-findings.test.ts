/** ListFindings in the emulator: filters, pages, linked tickets, the published shapes. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { call, errorOf, expectPublishedResponse } from '../support.js'

interface Finding {
  id: number
  ref: string
  repository: { name: string }
  severity: string
  status: string
  external_ticket?: { external_slug: string; url: string; linked_issue_ids: number[] }
  found_dependency?: unknown
}

const TICKET = 'https://tracker.example/browse/OPS-3'

describe('list findings', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        findings: 20,
        findingBatches: [
          { count: 250, ref: 'refs/pull/5/merge', repository: 'acme/widgets', types: ['sast'] },
          {
            count: 7,
            ref: 'refs/pull/5/merge',
            repository: 'acme/widgets',
            types: ['sca'],
            statuses: ['open', 'fixed'],
            linked: [{ ticketUrl: TICKET, count: 2 }]
          },
          { count: 3, ref: 'fix-login', repository: 'acme/widgets', types: ['ai_sast'] },
          { count: 4, ref: 'refs/pull/5/merge', repository: 'acme/other', types: ['sast'] }
        ]
      }
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  const list = async (query: string): Promise<Finding[]> => {
    const answer = await call(emulator, `/api/v1/deployments/acme-corp/findings?${query}`)
    expect(answer.status).toBe(200)
    expectPublishedResponse('FindingsService_ListFindings', answer)
    return (answer.json as { findings: Finding[] }).findings
  }
  const pr5 = 'ref=refs/pull/5/merge&repos=acme/widgets'

  it('filters by ref, repository and type (sast when none), in pages from 0', async () => {
    const pages = [
      await list(`${pr5}&page=0&page_size=100`),
      await list(`${pr5}&page=1&page_size=100`),
      await list(`${pr5}&page=2&page_size=100`)
    ]
    expect(pages.map(p => p.length)).toEqual([100, 100, 50])
    const all = pages.flat()
    expect(new Set(all.map(f => f.id)).size).toBe(250)
    expect(
      all.every(f => f.ref === 'refs/pull/5/merge' && f.repository.name === 'acme/widgets')
    ).toBe(true)
    expect(await list(`${pr5}&page=3&page_size=100`)).toEqual([])
    expect(await list('ref=fix-login&issue_type=ai_sast')).toHaveLength(3)
    expect(
      await list('ref=refs/pull/5/merge&repos=acme/other&repos=acme/widgets&page_size=3000')
    ).toHaveLength(254)
  })

  it('filters by status and severities; linked findings carry their ticket', async () => {
    const sca = await list(`${pr5}&issue_type=sca`)
    expect(sca).toHaveLength(7)
    expect(sca.every(f => f.found_dependency !== undefined)).toBe(true)
    expect(await list(`${pr5}&issue_type=sca&status=open`)).toHaveLength(4)
    expect(
      (await list(`${pr5}&severities=high&severities=critical&page_size=3000`)).every(f =>
        ['high', 'critical'].includes(f.severity)
      )
    ).toBe(true)
    const linked = sca.filter(f => f.external_ticket !== undefined)
    expect(linked.map(f => f.external_ticket?.external_slug)).toEqual(['OPS-3', 'OPS-3'])
    expect(linked[0]!.external_ticket?.url).toBe(TICKET)
    expect(linked[0]!.external_ticket?.linked_issue_ids.map(String)).toEqual(
      linked.map(f => String(f.id))
    )
  })

  it('refuses what the file does not allow', async () => {
    for (const query of [
      'page_size=50',
      'page_size=3001',
      'issue_type=secrets',
      'status=closed',
      'unknown=1'
    ]) {
      const answer = await call(emulator, `/api/v1/deployments/acme-corp/findings?${query}`)
      expect(answer.status).toBe(400)
      expect(errorOf(answer)).not.toBe('')
    }
  })

  it('endlessPages: every page full, page 0 again or made up', async () => {
    emulator.addFault({
      operation: 'listFindings',
      times: 2,
      action: { type: 'endlessPages', repeat: true }
    })
    const again = await list(`${pr5}&page=7&page_size=100`)
    expect(again.map(f => f.id)).toEqual((await list(`${pr5}&page=7&page_size=100`)).map(f => f.id))
    emulator.clearFaults()
    emulator.addFault({ operation: 'listFindings', times: 1, action: { type: 'endlessPages' } })
    const madeUp = await list(`${pr5}&page=40&page_size=100`)
    expect(madeUp).toHaveLength(100)
  })
})
