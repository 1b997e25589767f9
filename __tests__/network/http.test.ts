/**
 * The exchange on its own, against loopback servers: redirects and where the token goes, the
 * headers it sends, encodings, the size cap, the idle timer and the total deadline, cancellation,
 * connection failures named, and the answer it hands back (its URL, its bytes, its failures).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { once } from 'node:events'
import type { ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import * as tls from 'node:tls'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import * as zlib from 'node:zlib'
import {
  dripForever,
  sendJson,
  stallBody,
  startHostileServer,
  type HostileServer
} from '../../emulator/hostile.js'
import { createTestCa, hasOpenssl } from '../../emulator/network/test-ca.js'
import { exchange, seconds, type ExchangeOptions } from '../../src/network/http.js'
import { exchangeFailure } from '../support/network.js'
import { closeRoutes } from '../../src/network/proxy.js'

let server: HostileServer
let other: HostileServer

beforeAll(async () => {
  server = await startHostileServer()
  // Another origin on loopback: the token must not follow a redirect there.
  other = await startHostileServer((_req, res) => sendJson(res, { other: true }), '127.0.0.2')
})
afterAll(async () => {
  closeRoutes()
  await Promise.all([server.close(), other.close()])
})
beforeEach(() => {
  server.requests.length = 0
  other.requests.length = 0
})

/** An exchange with the body's text and JSON at hand. */
const send = async (path = '/x', options: Partial<ExchangeOptions> = {}) => {
  const answer = await exchange({
    method: 'GET',
    url: new URL(path, server.url),
    headers: { authorization: 'Bearer secret', accept: 'application/json' },
    totalTimeoutMs: 30_000,
    ...options
  })
  const text = answer.body.toString()
  return { ...answer, text: async () => text, json: async (): Promise<unknown> => JSON.parse(text) }
}

const redirect =
  (location: string, status = 302) =>
  (res: ServerResponse) => {
    res.writeHead(status, { location })
    res.end()
  }

describe('redirects', () => {
  it.each([301, 302, 303, 307, 308])(
    'follows a %i and answers with the final URL',
    async status => {
      server.handle((req, res) =>
        req.path === '/x' ? redirect('/y', status)(res) : sendJson(res, { at: req.path })
      )
      const answer = await send()
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ at: '/y' })
      expect(answer.url).toBe(`${server.url}/y`)
      expect(server.requests.map(r => r.path)).toEqual(['/x', '/y'])
    }
  )

  it('keeps the token within the origin and drops it when a redirect leaves it', async () => {
    server.handle((req, res) =>
      req.path === '/x' ? redirect('/y')(res) : redirect(`${other.url}/z`)(res)
    )
    const answer = await send()
    expect(await answer.json()).toEqual({ other: true })
    expect(server.requests.map(r => r.headers.authorization)).toEqual([
      'Bearer secret',
      'Bearer secret'
    ])
    expect(other.requests).toHaveLength(1)
    expect(other.requests[0]!.headers.authorization).toBeUndefined()
    expect(other.requests[0]!.headers.accept).toBe('application/json')
  })

  it('follows five redirects, and refuses the sixth', async () => {
    server.handle((req, res) => {
      const hop = Number(req.path.slice(1))
      if (hop < 5) redirect(`/${hop + 1}`)(res)
      else sendJson(res, { hop })
    })
    await expect((await send('/0')).json()).resolves.toEqual({ hop: 5 })
    server.requests.length = 0
    server.handle((req, res) => redirect(`/${Number(req.path.slice(1)) + 1}`)(res))
    const error = await exchangeFailure(send('/0'))
    expect([error.name, error.code, error.message]).toEqual([
      'ExchangeError',
      'EREDIRECT',
      'more than 5 redirects'
    ])
    expect(server.requests).toHaveLength(6)
  })

  it('asks `follow` about every redirect, not the first URL', async () => {
    server.handle((req, res) =>
      req.path === '/x' ? redirect(`${other.url}/z`)(res) : sendJson(res, {})
    )
    const asked: string[] = []
    const follow = (next: URL): boolean => {
      asked.push(next.href)
      return next.origin === server.url
    }
    const error = await exchangeFailure(send('/x', { follow }))
    expect(error.code).toBe('EREDIRECT')
    expect(error.message).toBe('redirect to a non-https URL refused')
    expect(asked).toEqual([`${other.url}/z`])
    expect(other.requests).toEqual([])
    // Allowed: followed.
    server.handle((req, res) => (req.path === '/x' ? redirect('/y')(res) : sendJson(res, {})))
    await expect(send('/x', { follow })).resolves.toMatchObject({ status: 200 })
  })

  it('turns a POST into a GET without its body on 303, and keeps it on 301, 302, 307 and 308 (RFC 9110)', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      server.requests.length = 0
      server.handle((req, res) =>
        req.path === '/x' ? redirect('/y', status)(res) : sendJson(res, {})
      )
      await send('/x', {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' }
      })
      const second = server.requests[1]!
      const kept = status !== 303
      expect([status, second.method, second.body]).toEqual([
        status,
        kept ? 'POST' : 'GET',
        kept ? '{"a":1}' : ''
      ])
      expect(second.headers['content-type']).toBe(kept ? 'application/json' : undefined)
    }
  })

  it('names the host a redirect went to when it cannot be reached', async () => {
    server.handle((_req, res) => redirect('http://no-such-host.invalid/y')(res))
    const error = await exchangeFailure(send())
    expect(error.message).toMatch(/^the host no-such-host\.invalid does not resolve/)
  })

  it("fails on a redirect to a scheme it does not speak, with undici's code", async () => {
    server.handle((_req, res) => redirect('ftp://files.example/sbom.json')(res))
    const error = await exchangeFailure(send())
    expect([error.code, error.message]).toEqual([
      'UND_ERR_INVALID_ARG',
      'Invalid URL protocol: the URL must start with `http:` or `https:`.'
    ])
  })

  it('keeps the other headers of a 303, the token too within its origin', async () => {
    server.handle((req, res) => (req.path === '/x' ? redirect('/y', 303)(res) : sendJson(res, {})))
    await send('/x', {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer secret',
        accept: 'application/json'
      }
    })
    expect(server.requests[1]!.headers).toMatchObject({
      authorization: 'Bearer secret',
      accept: 'application/json'
    })
  })

  it('follows a Location only on a redirect: a 201 with one is the answer', async () => {
    server.handle((_req, res) => {
      res.writeHead(201, { location: '/jobs/1', 'content-type': 'application/json' })
      res.end('{"id":1}')
    })
    const answer = await send('/x', { method: 'POST', body: '{}' })
    expect([answer.status, await answer.text()]).toEqual([201, '{"id":1}'])
    expect(server.requests.map(r => r.path)).toEqual(['/x'])
  })

  it('hands back a redirect without a Location as it is, headers included', async () => {
    server.handle((_req, res) => {
      res.writeHead(302, { 'x-reason': 'no target' })
      res.end('moved')
    })
    const answer = await send()
    expect([answer.status, answer.headers['x-reason']]).toEqual([302, 'no target'])
    expect(await answer.text()).toBe('moved')
  })
})

describe('redirects from https', () => {
  const withOpenssl = hasOpenssl() || process.env.CI ? it : it.skip
  withOpenssl('stay on https: one to http is refused before it is sent', async () => {
    const ca = createTestCa(['localhost'])
    const trusted = tls.getCACertificates('default')
    tls.setDefaultCACertificates([...trusted, ca.caCert])
    const secure = createServer({ cert: ca.cert, key: ca.key }, (req, res) => {
      if (req.url === '/down') redirect(`${server.url}/plain`)(res)
      else if (req.url === '/up') redirect('/final')(res)
      else sendJson(res, { secure: req.url })
    })
    secure.listen(0, 'localhost')
    await once(secure, 'listening')
    const base = `https://localhost:${(secure.address() as AddressInfo).port}`
    try {
      const refused = await exchangeFailure(send(`${base}/down`))
      expect([refused.code, refused.message]).toEqual([
        'EREDIRECT',
        'redirect to a non-https URL refused'
      ])
      expect(server.requests).toEqual([])
      await expect((await send(`${base}/up`)).json()).resolves.toEqual({ secure: '/final' })
      // Judged from the hop before, not the first URL: http, then https, then http again.
      server.handle((_req, res) => redirect(`${base}/down`)(res))
      expect((await exchangeFailure(send('/to-secure'))).code).toBe('EREDIRECT')
      expect(server.requests.map(r => r.path)).toEqual(['/to-secure'])
    } finally {
      tls.setDefaultCACertificates(trusted)
      closeRoutes()
      secure.closeAllConnections()
      secure.close()
      ca.remove()
    }
  })
})

describe('what is sent', () => {
  it('sends the headers given, asks for gzip or br, and a body', async () => {
    server.handle((_req, res) => sendJson(res, {}))
    await send('/x', { method: 'POST', body: 'hello', headers: { 'x-test': 'a' } })
    const [request] = server.requests
    expect(request!.method).toBe('POST')
    expect(request!.body).toBe('hello')
    expect(request!.headers['x-test']).toBe('a')
    expect(request!.headers['accept-encoding']).toBe('gzip, br')
  })
})

describe('encodings', () => {
  const answerWith = (encoding: string, body: Buffer | string) =>
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-encoding': encoding })
      res.end(body)
    })

  it.each([
    ['gzip', zlib.gzipSync('plain text')],
    ['x-gzip', zlib.gzipSync('plain text')],
    ['GZIP ', zlib.gzipSync('plain text')],
    ['br', zlib.brotliCompressSync('plain text')],
    ['deflate', zlib.deflateSync('plain text')],
    ['identity', 'plain text'],
    ['', 'plain text']
  ])('reads Content-Encoding %j', async (encoding, body) => {
    answerWith(encoding, body)
    await expect((await send()).text()).resolves.toBe('plain text')
  })

  // A list too: fetch leaves `identity, gzip` undecoded, and would decode `gzip, br` twice.
  it.each(['compress', 'gzip, br', 'identity, gzip', 'zstd'])('refuses %j', async encoding => {
    answerWith(encoding, 'whatever')
    const error = await exchangeFailure(send())
    expect(error.code).toBe('EENCODING')
    expect(error.message).toBe(
      `the answer has Content-Encoding ${JSON.stringify(encoding)}, which the action cannot decode (it decodes gzip, br and deflate, once)`
    )
  })

  it('lets go of the answer it refuses: the server sees the connection end', async () => {
    let closed = false
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'zstd' })
      const timer = setInterval(() => res.write('x'), 20)
      res.on('close', () => {
        clearInterval(timer)
        closed = true
      })
    })
    expect((await exchangeFailure(send())).code).toBe('EENCODING')
    while (!closed) await new Promise(resolve => setTimeout(resolve, 10))
  })

  it('refuses the encoding of an answer without a body too', async () => {
    server.handle((_req, res) => {
      res.writeHead(204, { 'content-encoding': 'compress' })
      res.end()
    })
    expect((await exchangeFailure(send())).code).toBe('EENCODING')
  })

  it('quotes at most 60 characters of an encoding it refuses', async () => {
    answerWith('z'.repeat(100), 'whatever')
    const error = await exchangeFailure(send())
    expect(error.message).toContain(`"${'z'.repeat(60)}"`)
    expect(error.message).not.toContain('z'.repeat(61))
  })

  it.each([
    ['gzip', /^the compressed answer does not decode \(Z_\w+\)$/],
    ['deflate', /^the compressed answer does not decode \(Z_\w+\)$/],
    ['br', /^the compressed answer does not decode \(ERR__ERROR_\w+\)$/]
  ])('names %s bytes that do not decode', async (encoding, message) => {
    answerWith(encoding, 'not compressed at all, not at all')
    const error = await exchangeFailure(send())
    expect(error.code).toBe('EENCODING')
    expect(error.message).toMatch(message)
  })
})

describe('size', () => {
  it('counts the decoded bytes read, and lets an answer of the cap through', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      res.end(zlib.gzipSync('a'.repeat(1000)))
    })
    const answer = await send('/x', { maxBodyBytes: 1000 })
    expect(await answer.text()).toHaveLength(1000)
    expect(answer.bytes).toBe(1000)
  })

  it('fails one byte over the cap, in MiB', async () => {
    server.handle((_req, res) => sendJson(res, 'a'.repeat(2 * 1024 * 1024 + 1)))
    const error = await exchangeFailure(send('/x', { maxBodyBytes: 2 * 1024 * 1024 }))
    expect(error.code).toBe('ETOOLARGE')
    expect(error.message).toBe(
      'the answer is larger than 2 MiB, more than any answer of this API should be'
    )
  })

  it('refuses a declared length over the cap before reading, and takes one at the cap', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-length': '11' })
      res.end('12345678901')
    })
    expect((await exchangeFailure(send('/x', { maxBodyBytes: 10 }))).code).toBe('ETOOLARGE')
    await expect((await send('/x', { maxBodyBytes: 11 })).text()).resolves.toBe('12345678901')
  })

  it('does not bound a 200 download, but bounds any other answer to one', async () => {
    server.handle((_req, res) => sendJson(res, 'a'.repeat(5_000)))
    const saved: Buffer[] = []
    const save = async (body: Readable): Promise<void> => void saved.push(await buffer(body))
    const answer = await send('/x', { maxBodyBytes: 1_000, save })
    expect([Buffer.concat(saved).length, answer.body.length, answer.bytes]).toEqual([
      5_000, 0, 5_000
    ])
    server.handle((_req, res) => sendJson(res, 'a'.repeat(5_000), 404))
    expect((await exchangeFailure(send('/x', { maxBodyBytes: 1_000, save }))).code).toBe(
      'ETOOLARGE'
    )
    expect(saved).toHaveLength(1)
  })

  it("hands a download's consumer every byte, and its network failure wins over the consumer's", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-length': '100' })
      res.write('{"partial":')
      setTimeout(() => res.socket?.destroy(), 20)
    })
    const save = async (body: Readable): Promise<void> => {
      await buffer(body).catch(() => Promise.reject(new Error('the consumer’s own words')))
    }
    const error = await exchangeFailure(send('/x', { save }))
    expect([error.code, error.message]).toEqual(['ECONNRESET', 'connection closed mid-answer'])
  })

  it('uses 32 MiB when no cap is given', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-length': String(32 * 1024 * 1024 + 1) })
      res.end()
    })
    const error = await exchangeFailure(send())
    expect(error.message).toBe(
      'the answer is larger than 32 MiB, more than any answer of this API should be'
    )
  })
})

describe('time', () => {
  it('names silence before the headers', async () => {
    server.handle(() => undefined)
    const error = await exchangeFailure(send('/x', { idleTimeoutMs: 200 }))
    expect([error.code, error.message]).toEqual(['TIMEOUT', 'no answer for 0.2 s'])
  })

  it('names a body that stops', async () => {
    server.handle((_req, res) => stallBody(res))
    const error = await exchangeFailure(send('/x', { idleTimeoutMs: 200 }))
    expect([error.code, error.message]).toEqual([
      'ESTALLED',
      'the answer stalled: no byte of its body for 0.2 s'
    ])
  })

  it('ends an exchange at its total deadline, saying how far it got', async () => {
    server.handle(() => undefined)
    const early = await exchangeFailure(send('/x', { totalTimeoutMs: 200 }))
    expect([early.code, early.message]).toEqual([
      'EDEADLINE',
      'no complete answer within 0.2 s (no headers yet)'
    ])
    server.handle((_req, res) => dripForever(res, 20))
    const late = await exchangeFailure(send('/x', { totalTimeoutMs: 300 }))
    expect(late.message).toBe('no complete answer within 0.3 s (the body kept trickling in)')
  })

  it('has no deadline when none is given', async () => {
    server.handle((_req, res) => sendJson(res, { ok: true }))
    await expect(send('/x', { totalTimeoutMs: undefined })).resolves.toMatchObject({ status: 200 })
  })
})

describe('cancellation', () => {
  it('fails at once, sending nothing, when the run is cancelled already', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await exchangeFailure(send('/x', { signal: controller.signal }))
    expect([error.code, error.message]).toEqual(['ECANCELLED', 'the run was cancelled'])
    expect(server.requests).toEqual([])
  })

  it('ends an answer whose body stalls when the run is cancelled, and every other one waiting', async () => {
    const controller = new AbortController()
    server.handle((_req, res) => {
      stallBody(res)
      if (server.requests.length === 2) setImmediate(() => controller.abort())
    })
    const both = [
      send('/x', { signal: controller.signal }),
      send('/y', { signal: controller.signal })
    ]
    const errors = await Promise.all(both.map(exchangeFailure))
    expect(errors.map(e => e.code)).toEqual(['ECANCELLED', 'ECANCELLED'])
  })

  it('ends a request still waiting for its connection when the run is cancelled', async () => {
    const controller = new AbortController()
    // A port that takes the connection and never answers TLS: no headers ever come.
    const taken: Socket[] = []
    const silent = createNetServer(socket => {
      taken.push(socket)
      setImmediate(() => controller.abort())
    })
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
    try {
      const url = new URL(`https://127.0.0.1:${(silent.address() as AddressInfo).port}/`)
      const error = await exchangeFailure(
        exchange({ method: 'GET', url, headers: {}, signal: controller.signal })
      )
      expect(error.code).toBe('ECANCELLED')
    } finally {
      // The handshake never ends: its connection, both ends, outlived the test and kept the
      // worker from exiting. Closing the server's end closes the client's too.
      for (const socket of taken) socket.destroy()
      silent.close()
    }
  })

  it('stops listening once the answer is read: a later cancellation changes nothing', async () => {
    server.handle((_req, res) => sendJson(res, { ok: true }))
    const controller = new AbortController()
    const answer = await send('/x', { signal: controller.signal })
    controller.abort()
    await expect(answer.json()).resolves.toEqual({ ok: true })
  })
})

describe('connection failures', () => {
  it('names a closed port as refused, with its code', async () => {
    const closed = await startHostileServer()
    const url = closed.url
    await closed.close()
    const error = await exchangeFailure(exchange({ method: 'GET', url: new URL(url), headers: {} }))
    expect(error.code).toBe('ECONNREFUSED')
    expect(error.failure?.code).toBe('ECONNREFUSED')
  })

  it('names a host that does not resolve', async () => {
    const url = new URL('http://no-such-host.invalid/x')
    const error = await exchangeFailure(exchange({ method: 'GET', url, headers: {} }))
    expect(error.message).toMatch(/^the host no-such-host\.invalid does not resolve \(E\w+\)$/)
    expect(error.failure?.advice).toContain('no-such-host.invalid')
  })

  it('names a connection closed before the answer, and one closed in the middle of it', async () => {
    server.handle((_req, res) => {
      res.socket?.destroy()
    })
    const before = await exchangeFailure(send())
    expect([before.code, before.message]).toEqual(['ECONNRESET', 'connection closed'])
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-length': '100' })
      res.write('{"partial":')
      setTimeout(() => res.socket?.destroy(), 20)
    })
    const during = await exchangeFailure(send())
    expect([during.code, during.message]).toEqual(['ECONNRESET', 'connection closed mid-answer'])
  })
})

describe('a request body the server will not take', () => {
  it('names the connection reset while the body is sent', async () => {
    const reset = createNetServer(socket => socket.once('data', () => socket.destroy()))
    reset.listen(0, '127.0.0.1')
    await once(reset, 'listening')
    try {
      const url = new URL(`http://127.0.0.1:${(reset.address() as AddressInfo).port}/`)
      const body = new Uint8Array(32 * 1024 * 1024)
      const error = await exchangeFailure(exchange({ method: 'POST', url, headers: {}, body }))
      expect([error.code, error.message]).toEqual(['ECONNRESET', 'connection closed'])
    } finally {
      reset.close()
    }
  })
})

describe('the answer', () => {
  it('keeps status and headers, gives the status its standard text, and an empty body for a 204', async () => {
    server.handle((_req, res) => {
      res.writeHead(204, 'Nothing Here', { 'x-answer': 'yes' })
      res.end()
    })
    const answer = await send()
    expect([answer.status, answer.statusText, answer.headers['x-answer']]).toEqual([
      204,
      'No Content',
      'yes'
    ])
    expect([answer.body.length, answer.bytes]).toEqual([0, 0])
  })
})

describe('seconds', () => {
  it('writes whole seconds without a fraction and others to a tenth', () => {
    expect([seconds(2_000), seconds(1_500), seconds(250), seconds(60_000)]).toEqual([
      '2 s',
      '1.5 s',
      '0.3 s',
      '60 s'
    ])
  })
})
