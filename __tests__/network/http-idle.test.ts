/**
 * The exchange's idle timer bounds silence, not the whole answer: it starts again at each redirect,
 * when the headers come and with each chunk of the body. Every wait here is well under the idle
 * time and any two of them add up to more, so a timer that is not started again runs out.
 */
import { describe, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import { dripForever } from '../../emulator/hostile.js'
import { exchange, ExchangeError } from '../../src/network/http.js'
import { loopbackServer } from '../support/loopback.js'

// The margin under the idle time (800 ms) is for a loaded machine, whose timers fire late: the
// server's wait and the client's timer share this process's event loop.
const IDLE_MS = 2_000
const WAIT_MS = 1_200

const server = loopbackServer()

const later = (action: () => void): void => void setTimeout(action, WAIT_MS)

/** Three chunks, each after a wait. */
function slowBody(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' })
  res.flushHeaders()
  later(() => {
    res.write('one ')
    later(() => {
      res.write('two ')
      later(() => res.end('three'))
    })
  })
}

describe('the idle timer', () => {
  it('starts again at a redirect, at the headers and at each chunk of the body', async () => {
    server.handle((req, res) =>
      later(() => {
        if (req.path !== '/x') return slowBody(res)
        res.writeHead(302, { location: '/y' })
        res.end()
      })
    )
    const answer = await exchange({
      method: 'GET',
      url: new URL('/x', server.url),
      headers: {},
      idleTimeoutMs: IDLE_MS
    })
    expect(answer.body.toString()).toBe('one two three')
    expect(server.requests.map(r => r.path)).toEqual(['/x', '/y'])
  })

  it('lets a body that keeps trickling run to the total deadline', async () => {
    server.handle((_req, res) => dripForever(res, 20))
    const error = await exchange({
      method: 'GET',
      url: new URL('/drip', server.url),
      headers: {},
      idleTimeoutMs: IDLE_MS,
      totalTimeoutMs: 2 * IDLE_MS
    }).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ExchangeError)
    expect((error as ExchangeError).code).toBe('EDEADLINE')
  })
})
