/**
 * When an exchange settles: a request that failed before its connection was made is never sent,
 * and a download's exchange ends only once its reader is done with the body.
 */
import { expect, it } from '@jest/globals'
import type { Readable } from 'node:stream'
import { exchange, type ExchangeError } from '../../src/network/http.js'
import { closeRoutes } from '../../src/network/proxy.js'
import { loopbackServer } from '../support/loopback.js'

const server = loopbackServer()

const rejection = (settled: Promise<unknown>): Promise<ExchangeError> =>
  settled.then(
    () => {
      throw new Error('the exchange was answered')
    },
    (error: unknown) => error as ExchangeError
  )

it('never sends a request cancelled before its connection was made', async () => {
  closeRoutes() // no connection kept alive from earlier: this request has to make one
  server.handle((_req, res) => void res.end('{}'))
  const controller = new AbortController()
  const url = new URL('/cancelled', server.url)
  const cancelled = exchange({
    method: 'POST',
    url,
    headers: {},
    body: '{}',
    signal: controller.signal
  })
  controller.abort()
  expect((await rejection(cancelled)).code).toBe('ECANCELLED')
  // A request sent after it is answered; the cancelled one, had it gone, would be on record first.
  await exchange({ method: 'GET', url: new URL('/after', server.url), headers: {} })
  expect(server.requests.map(request => request.path)).toEqual(['/after'])
})

it('ends a download only once its reader is done, even when the answer breaks off', async () => {
  server.handle((_req, res) => {
    res.writeHead(200, { 'content-length': '1000' })
    res.write('x'.repeat(10))
    setImmediate(() => res.socket?.destroy())
  })
  let readerDone = false
  const save = async (body: Readable): Promise<void> => {
    try {
      for await (const chunk of body) void chunk
    } finally {
      // The reader's own clean-up takes a turn of the event loop (a file removed, say).
      await new Promise(resolve => setImmediate(resolve))
      readerDone = true
    }
  }
  const url = new URL('/download', server.url)
  const error = await rejection(exchange({ method: 'GET', url, headers: {}, save }))
  expect([error.code, readerDone]).toEqual(['ECONNRESET', true])
})
