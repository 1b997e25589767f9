/**
 * What the exchange hands back of an answer's head: repeated headers joined as one value, the
 * status's standard text (empty for a status that has none), never the server's own phrase, and
 * the final answer's head only, past any informational (1xx) one.
 */
import { describe, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import { exchange } from '../../src/network/http.js'
import { loopbackServer } from '../support/loopback.js'

const server = loopbackServer()

const request = () => ({ method: 'GET', url: new URL('/x', server.url), headers: {} })
const get = () => exchange(request())

it('joins a header sent twice with a comma, as one value', async () => {
  server.handle((_req, res) => {
    res.setHeader('x-many', ['first', 'second'])
    res.end('{}')
  })
  expect((await get()).headers['x-many']).toBe('first, second')
})

it('gives a status without a standard text an empty one, whatever the server says', async () => {
  server.handle((_req, res) => {
    res.writeHead(599, 'Made Up')
    res.end()
  })
  const answer = await get()
  expect([answer.status, answer.statusText]).toEqual([599, ''])
})

describe('informational answers (1xx)', () => {
  const earlyHints = (res: ServerResponse) =>
    res.writeEarlyHints({ link: '</style.css>; rel=preload; as=style' })

  it('skips a 103 Early Hints: the final answer carries only its own headers', async () => {
    server.handle((_req, res) => {
      earlyHints(res)
      res.setHeader('x-final', 'yes')
      res.end('{"ok":true}')
    })
    const answer = await get()
    expect([answer.status, answer.headers['x-final'], answer.headers.link]).toEqual([
      200,
      'yes',
      undefined
    ])
    expect(answer.body.toString()).toBe('{"ok":true}')
  })

  it('reports silence after a 103 as no answer, not as a stalled body', async () => {
    server.handle((_req, res) => void earlyHints(res))
    const silent = exchange({ ...request(), idleTimeoutMs: 200 })
    await expect(silent).rejects.toMatchObject({ code: 'TIMEOUT', message: 'no answer for 0.2 s' })
  })
})
