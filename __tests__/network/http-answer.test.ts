/**
 * What the exchange hands back of an answer's head: repeated headers joined as one value, and the
 * status's standard text (empty for a status that has none), never the server's own phrase.
 */
import { expect, it } from '@jest/globals'
import { exchange } from '../../src/network/http.js'
import { loopbackServer } from '../support/loopback.js'

const server = loopbackServer()

const get = () => exchange({ method: 'GET', url: new URL('/x', server.url), headers: {} })

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
