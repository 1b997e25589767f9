/**
 * The request slots' gate: a request holds a slot while it runs and gives it back however it ends;
 * once the listing has failed, nothing more is sent.
 */
import { describe, expect, it } from '@jest/globals'
import { RequestSlots, Stopped } from '../../src/platform/request-slots.js'

describe('RequestSlots.gate', () => {
  it('sends while the listing has not failed, one request per slot, the first ahead of the others', async () => {
    const slots = new RequestSlots(1)
    let release!: () => void
    const order: string[] = []
    const holding = slots.gate(
      false,
      () => false
    )(() => new Promise<string>(resolve => (release = () => resolve('held'))))
    const later = slots.gate(false, () => false)(() => Promise.resolve(order.push('later')))
    const first = slots.gate(true, () => false)(() => Promise.resolve(order.push('first')))
    await Promise.resolve()
    expect(order).toEqual([])
    release()
    expect(await holding).toBe('held')
    await Promise.all([later, first])
    expect(order).toEqual(['first', 'later'])
  })

  it('once the listing has failed: throws Stopped without sending, and gives the slot back', async () => {
    const slots = new RequestSlots(1)
    let failed = true
    let sent = 0
    const gate = slots.gate(false, () => failed)
    const error: unknown = await gate(() => Promise.resolve(sent++)).catch(e => e)
    expect(error).toBeInstanceOf(Stopped)
    expect((error as Error).message).toBe('stopped after an earlier error')
    expect(sent).toBe(0)
    failed = false
    expect(await gate(() => Promise.resolve('sent'))).toBe('sent')
  })

  it('gives the slot back when the request fails', async () => {
    const slots = new RequestSlots(1)
    const gate = slots.gate(false, () => false)
    await expect(gate(() => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await gate(() => Promise.resolve('next'))).toBe('next')
  })
})
