import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { DEPLOYMENT, LINK, call } from '../support.js'

describe('link ticket', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator()
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('links findings and reports replaced links', async () => {
    const first = await call(emulator, LINK, {
      body: {
        ticket_url: 'https://acme.atlassian.net/browse/PROJ-42',
        issue_ids: ['5001', '5002', '5001'],
        deploymentId: DEPLOYMENT
      }
    })
    expect(first.status).toBe(200)
    const firstResult = first.json as Record<string, unknown>
    expect(firstResult).toEqual({
      external_slug: 'PROJ-42',
      linked_issue_ids: ['5001', '5002'],
      replaced_issue_ids: [],
      ticket_id: expect.any(Number),
      ticket_url: 'https://acme.atlassian.net/browse/PROJ-42'
    })
    const second = (
      await call(emulator, LINK, {
        body: { ticket_url: 'https://acme.atlassian.net/browse/SEC-7', issue_ids: ['5002', '5003'] }
      })
    ).json as Record<string, unknown>
    expect(second).toMatchObject({
      external_slug: 'SEC-7',
      linked_issue_ids: ['5002', '5003'],
      replaced_issue_ids: ['5002']
    })
    expect(second.ticket_id).not.toEqual(firstResult.ticket_id)
    const again = (
      await call(emulator, LINK, {
        body: { ticket_url: 'https://acme.atlassian.net/browse/PROJ-42', issue_ids: ['5001'] }
      })
    ).json as Record<string, unknown>
    expect(again.ticket_id).toEqual(firstResult.ticket_id)
    expect(again.replaced_issue_ids).toEqual([])
    expect(emulator.ticketLinks()).toMatchObject({
      '5001': 'https://acme.atlassian.net/browse/PROJ-42',
      '5002': 'https://acme.atlassian.net/browse/SEC-7'
    })
  })

  it('refuses unknown finding IDs', async () => {
    const answer = await call(emulator, LINK, {
      body: { ticket_url: 'https://acme.atlassian.net/browse/PROJ-1', issue_ids: ['5001', '42'] }
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('42')
  })

  it('answers an error without a ticketing integration', async () => {
    const without = await startEmulator({ dataset: { ticketingIntegration: false } })
    try {
      const link = await call(without, LINK, {
        body: { ticket_url: 'https://x.example/browse/A-1', issue_ids: ['5001'] }
      })
      expect(link.status).toBe(400)
      expect(link.text).toContain('ticketing integration')
    } finally {
      await without.close()
    }
  })
})
