/**
 * What the exchange hands back of an answer's head: repeated headers joined as one value, the
 * status's standard text (empty for a status that has none), never the server's own phrase, and
 * the final answer's head only, past any informational (1xx) one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import { createServer, type Server, type Socket } from 'node:net'
import { exchange } from '../../src/network/http.js'
import { Transport } from '../../src/platform/transport.js'
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

describe('interim answers node:http will not send: 100 Continue unasked, 102 Processing', () => {
  // Raw TCP, as node:http's server sends a 100 only to a request that asked for it.
  let raw: Server
  let interim = ''
  const sockets = new Set<Socket>()
  beforeAll(async () => {
    raw = createServer(socket => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.once('data', () => {
        socket.write(interim)
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}')
      })
    })
    await new Promise<void>(resolve => raw.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => raw.close(resolve))
  })
  const rawUrl = () => `http://127.0.0.1:${(raw.address() as { port: number }).port}`
  const rawGet = () => exchange({ method: 'GET', url: new URL('/x', rawUrl()), headers: {} })

  it('skips a 102 Processing, as any 1xx but a protocol switch', async () => {
    interim = 'HTTP/1.1 102 Processing\r\n\r\n'
    const answer = await rawGet()
    expect([answer.status, answer.body.toString()]).toEqual([200, '{}'])
  })

  it('an unsolicited 100 Continue, which undici refuses, is named as what the server sent, never a reset', async () => {
    interim = 'HTTP/1.1 100 Continue\r\n\r\n'
    await expect(rawGet()).rejects.toMatchObject({
      code: 'EINTERIM',
      message: expect.stringMatching(
        /^127\.0\.0\.1 sent `100 Continue` that the request did not ask for/
      )
    })
  })

  it('through the transport: one attempt, and the error says to ask the server not to send it', async () => {
    interim = 'HTTP/1.1 100 Continue\r\nx-note: unasked\r\n\r\n'
    const transport = new Transport({
      apiUrl: rawUrl(),
      token: 'raw-token',
      userAgent: 'test',
      logger: { info: () => undefined, debug: () => undefined },
      retryPolicy: { maxAttempts: 5, baseDelayMs: 1, maxDelayMs: 1, maxTotalWaitMs: 10 },
      sleep: async () => undefined
    })
    const failed = transport.request({
      operation: 'List things',
      method: 'GET',
      path: '/api/v1/things',
      retry: 'idempotent'
    })
    await expect(failed).rejects.toThrow(
      /^Ask whoever runs 127\.0\.0\.1 .*not to send `100 Continue` unasked/
    )
    await expect(failed).rejects.not.toThrow(/reset/)
    // the server would send it again: not retried
    expect(transport.stats.requests).toBe(1)
  })
})

describe('the body', () => {
  const bytes = Buffer.from(
    Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 7919 + (i >> 9)) & 255)
  )

  it.each(['identity', 'gzip', 'br'])(
    'is handed back byte for byte however it arrives (%s, 3 MB in uneven pieces), in memory of its own',
    async encoding => {
      const { gzipSync, brotliCompressSync } = await import('node:zlib')
      const sent =
        encoding === 'gzip'
          ? gzipSync(bytes)
          : encoding === 'br'
            ? brotliCompressSync(bytes)
            : bytes
      server.handle((_req, res) => {
        res.writeHead(200, encoding === 'identity' ? {} : { 'content-encoding': encoding })
        let at = 0
        const next = (): void => {
          if (at >= sent.length) return void res.end()
          const size = 1 + ((at * 31) % 70_000)
          res.write(sent.subarray(at, (at += size)), next)
        }
        next()
      })
      const answer = await exchange(request())
      expect(answer.body.equals(bytes)).toBe(true)
      // The body is the whole of its memory: a reader may free it once read.
      expect(answer.body.byteOffset).toBe(0)
      expect(answer.body.buffer.byteLength).toBe(bytes.length)
    }
  )

  it('is an empty buffer for an empty answer, and exactly one piece for a small one', async () => {
    server.handle((_req, res) => void res.end())
    expect((await get()).body.byteLength).toBe(0)
    server.handle((_req, res) => void res.end('{"a":1}'))
    const small = await get()
    expect(small.body.toString()).toBe('{"a":1}')
    expect(small.body.buffer.byteLength).toBe(7)
  })
})
