/**
 * The exchange's bounds as the platform transport meets them: total deadlines besides idle
 * timeouts, stalled bodies named as such, the 32 MiB cap, compressed answers, IPv6 loopback, and
 * cancellation.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import {
  dripForever,
  sendCompressed,
  sendHugeBody,
  sendJson,
  stallBody,
  startHostileServer
} from '../../emulator/hostile.js'
import { getEventListeners } from 'node:events'
import { DEFAULT_BOUNDS } from '../../src/network/http.js'
import { PlatformClient } from '../../src/platform/platform-client.js'
import { Transport, type TransportOptions } from '../../src/platform/transport.js'
import { loopbackServer } from '../support/loopback.js'

const server = loopbackServer()
beforeEach(() => {
  server.requests.length = 0
})

function client(options: Partial<TransportOptions> = {}, url = server.url): PlatformClient {
  const transport = new Transport({
    apiUrl: url,
    token: 'tok',
    userAgent: 'test',
    logger: { info: () => undefined, debug: () => undefined },
    retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxTotalWaitMs: 10 },
    ...options
  })
  return new PlatformClient(transport, '42')
}

describe('time bounds', () => {
  it('ends a body that keeps trickling at the total deadline, though bytes reset the idle timeout', async () => {
    server.handle((_req, res) => dripForever(res, 20))
    await expect(
      client({ timeoutMs: 60_000, attemptTimeoutMs: 300 }).listPolicies()
    ).rejects.toThrow(
      /no complete answer within 0\.3 s \(the body kept trickling in\) \(EDEADLINE\)/
    )
    expect(server.requests).toHaveLength(2) // retried once, as a timeout is
  })

  it('reports a body that stops as stalled, not as a reset', async () => {
    server.handle((_req, res) => stallBody(res))
    const error = await client({ timeoutMs: 200 })
      .listPolicies()
      .catch((e: Error) => e)
    expect((error as Error).message).toMatch(
      /the answer stalled: no byte of its body for 0\.2 s \(ESTALLED\)/
    )
    expect((error as Error).message).not.toMatch(/reset/)
  })
})

describe('failures named as before', () => {
  it('a dropped connection is a reset, silence before the headers is no answer in time', async () => {
    const logs: string[] = []
    server.handle((_req, res, index) => {
      if (index === 0) res.socket?.destroy()
    })
    const error = await client({
      timeoutMs: 200,
      logger: { info: line => logs.push(line), debug: () => undefined }
    })
      .listPolicies()
      .catch((e: Error) => e)
    expect(logs[0]).toMatch(/connection reset \(ECONNRESET\), retrying/)
    expect((error as Error).message).toMatch(/no answer in time \(TIMEOUT\)/)
  })
})

describe('size', () => {
  it('refuses an API answer above 32 MiB with a clear error, without retrying', async () => {
    server.handle((_req, res) => sendHugeBody(res, DEFAULT_BOUNDS.maxBytes + 1_000_000))
    await expect(client().listPolicies()).rejects.toThrow(
      /the answer is larger than 32 MiB, more than any answer of this API should be \(ETOOLARGE\)/
    )
    expect(server.requests).toHaveLength(1)
  })

  it('refuses a declared Content-Length above the cap before reading', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-length': String(DEFAULT_BOUNDS.maxBytes + 1) })
      res.write('{')
    })
    await expect(client().listPolicies()).rejects.toThrow(/larger than 32 MiB/)
  })

  it('counts decoded bytes, so a small compressed bomb is caught', async () => {
    const big = `{"policies": [], "pad": "${'a'.repeat(2 * 1024 * 1024)}"}`
    server.handle((_req, res) => sendCompressed(res, big, 'gzip'))
    await expect(client({ maxResponseBytes: 1024 * 1024 }).listPolicies()).rejects.toThrow(
      /larger than 1 MiB/
    )
  })
})

describe('encodings', () => {
  it.each(['gzip', 'br', 'deflate'] as const)(
    'decodes an API page sent with %s',
    async encoding => {
      server.handle((_req, res) =>
        sendCompressed(res, { policies: [{ id: '1', name: 'Default' }] }, encoding)
      )
      const policies = await client().listPolicies()
      expect(policies.map(p => p.name)).toEqual(['Default'])
      expect(server.requests[0]!.headers['accept-encoding']).toBe('gzip, br')
    }
  )

  it('refuses an unknown encoding and bytes that do not decode', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'compress' })
      res.end('xx')
    })
    await expect(client().listPolicies()).rejects.toThrow(/cannot decode/)
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      res.end('not gzip at all')
    })
    await expect(client().listPolicies()).rejects.toThrow(/does not decode/)
  })
})

describe('hosts', () => {
  it('reaches http://[::1]:PORT, which the contract allows as api-url', async () => {
    const v6 = await startHostileServer((_req, res) => sendJson(res, { policies: [] }), '::1')
    try {
      expect(v6.url).toMatch(/^http:\/\/\[::1\]:\d+$/)
      await expect(client({}, v6.url).listPolicies()).resolves.toEqual([])
    } finally {
      await v6.close()
    }
  })
})

describe('cancellation', () => {
  it('aborts a request under way and makes no further attempt', async () => {
    server.handle(() => undefined) // never answers
    const controller = new AbortController()
    const pending = client({ signal: controller.signal }).listPolicies()
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toThrow(/cancelled/)
    expect(server.requests).toHaveLength(1)
  })

  it("adds no abort listener per request to the run's signal, and aborts every one under way", async () => {
    const controller = new AbortController()
    const api = client({ signal: controller.signal })
    server.handle((_req, res) => sendJson(res, { policies: [] }))
    for (let i = 0; i < 3; i++) await api.listPolicies()
    server.handle(() => undefined) // never answers
    const pending = [api.listPolicies(), api.listPolicies(), api.listPolicies()]
    while (server.requests.length < 6) await new Promise(resolve => setTimeout(resolve, 5))
    expect(getEventListeners(controller.signal, 'abort').length).toBeLessThanOrEqual(1)
    controller.abort()
    for (const request of pending) await expect(request).rejects.toThrow(/cancelled/)
  })
})
