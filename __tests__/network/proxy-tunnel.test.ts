/**
 * Routes and tunnels under the exchange: which dispatcher a URL gets, each refusal of CONNECT named
 * by its status, an unreachable or silent proxy, and a pending tunnel that ends only when every
 * request waiting on its route gave up (never because another request on the route succeeded).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { sendJson, startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import {
  startConnectProxy,
  type ConnectProxy,
  type ConnectProxyOptions
} from '../../emulator/network/connect-proxy.js'
import { exchange } from '../../src/network/http.js'
import { describeConnectionFailure } from '../../src/network/failures.js'
import {
  closeRoutes,
  proxyFor,
  ProxySettingError,
  routeFor,
  tunnelLimits
} from '../../src/network/proxy.js'
import { withEnv, withEnvSync } from '../support/index.js'
import { exchangeFailure, NO_PROXY_ENV } from '../support/network.js'

let target: HostileServer
const defaultDeadline = tunnelLimits.deadlineMs

beforeAll(async () => {
  target = await startHostileServer((req, res) => sendJson(res, { path: req.path }))
})
afterAll(async () => {
  await target.close()
})
afterEach(() => {
  closeRoutes()
  tunnelLimits.deadlineMs = defaultDeadline
})

/** A proxy in front of `a.example` and `b.example`, both the loopback target. */
const proxyWith = (options: Partial<ConnectProxyOptions> = {}): Promise<ConnectProxy> =>
  startConnectProxy({
    routes: {
      'a.example:80': Number(new URL(target.url).port),
      'b.example:80': Number(new URL(target.url).port)
    },
    ...options
  })

const get = (url: string, signal?: AbortSignal) =>
  exchange({ method: 'GET', url: new URL(url), headers: {}, totalTimeoutMs: 30_000, signal })

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 10))
}

describe('proxyFor', () => {
  const proxyOf = (proxy: string, url = 'http://a.example/') =>
    withEnvSync({ ...NO_PROXY_ENV, HTTP_PROXY: proxy, HTTPS_PROXY: proxy }, () =>
      proxyFor(new URL(url))
    )

  it('refuses a proxy URL it cannot read, naming the variable it came from', () => {
    const error = (() => {
      try {
        proxyOf('not a url')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ProxySettingError)
    expect([(error as ProxySettingError).variable, (error as ProxySettingError).code]).toEqual([
      'HTTP_PROXY',
      'EPROXYSETTING'
    ])
    expect((error as Error).message).toMatch(/^Check HTTP_PROXY: it is set, but the proxy URL/)
    expect(describeConnectionFailure(error, 'a.example')).toEqual({
      code: 'EPROXYSETTING',
      message: 'the proxy URL in HTTP_PROXY cannot be used',
      advice: (error as Error).message
    })
  })

  it('shows an https proxy as https, and refuses any scheme but http and https', () => {
    expect(proxyOf('https://p.example:8443')?.shown).toBe('https://p.example:8443')
    expect(() => proxyOf('socks5://p.example:1080')).toThrow(
      /^Check HTTP_PROXY: .* \(the scheme socks5: is neither http: nor https:\)/
    )
  })

  it('sends credentials when either part is there, and none otherwise', () => {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`
    expect(proxyOf('http://user@p.example:1')?.authorization).toBe(basic('user:'))
    expect(proxyOf('http://:pass@p.example:1')?.authorization).toBe(basic(':pass'))
    expect(proxyOf('http://p.example:1')?.authorization).toBeUndefined()
  })
})

describe('routeFor', () => {
  const routeOf = (url: string, proxy?: string) =>
    withEnvSync({ ...NO_PROXY_ENV, HTTP_PROXY: proxy }, () => routeFor(new URL(url)))

  it('gives one route per proxy and credentials, and one for every direct target', () => {
    const direct = routeOf('http://a.example/')
    expect(routeOf('http://b.example/')).toBe(direct)
    const proxied = routeOf('http://a.example/', 'http://p.example:1')
    expect(proxied).not.toBe(direct)
    expect(routeOf('http://b.example/', 'http://p.example:1')).toBe(proxied)
    const other = routeOf('http://a.example/', 'http://u:secret@p.example:1')
    expect(other).not.toBe(proxied)
    expect(routeOf('http://a.example/', 'http://u:other@p.example:1')).not.toBe(other)
  })

  it('starts again after closeRoutes', () => {
    const before = routeOf('http://a.example/')
    closeRoutes()
    expect(routeOf('http://a.example/')).not.toBe(before)
  })
})

describe('a refused tunnel', () => {
  it.each([
    [407, 'check the user name and password in the proxy URL (percent-encoded)'],
    [401, 'check the user name and password in the proxy URL (percent-encoded)'],
    [403, 'ask the proxy administrator to allow this host'],
    [502, 'check that a.example is right and reachable from the proxy'],
    [504, 'check that a.example is right and reachable from the proxy'],
    [500, 'check the proxy settings (HTTPS_PROXY, NO_PROXY)']
  ])('%i: its status, as a number, and what to check', async (status, advice) => {
    const proxy = await proxyWith({ refuseWith: status })
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        exchangeFailure(get('http://a.example/x'))
      )
      expect(error.code).toBe('EPROXY')
      expect(error.failure).toMatchObject({ code: 'EPROXY', proxyStatus: status })
      expect(error.message).toBe(
        `the proxy ${proxy.url} answered HTTP ${status} to CONNECT a.example:80`
      )
      expect(error.failure?.advice).toBe(
        `Check the proxy settings: the proxy ${proxy.url} refused the tunnel to a.example:80 (HTTP ${status}); ${advice}.`
      )
    } finally {
      await proxy.close()
    }
  })
})

describe('a refused tunnel to an IPv6 address', () => {
  it('names the address without its port', async () => {
    const proxy = await proxyWith({ refuseWith: 502 })
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        exchangeFailure(get('http://[2001:db8::1]/x'))
      )
      expect(error.failure?.advice).toMatch(
        /\(HTTP 502\); check that \[2001:db8::1\] is right and reachable from the proxy\.$/
      )
    } finally {
      await proxy.close()
    }
  })
})

describe('a proxy that does not answer', () => {
  it('names a proxy that cannot be reached, with the reason', async () => {
    const closed = await startHostileServer()
    const url = closed.url
    await closed.close()
    const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: url }, () =>
      exchangeFailure(get('http://a.example/x'))
    )
    expect(error.code).toBe('EPROXY')
    expect(error.message).toBe(`the proxy ${url} could not be reached (ECONNREFUSED)`)
    expect(error.failure?.advice).toBe(
      `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${url} could not be reached (ECONNREFUSED).`
    )
    expect(error.failure?.proxyStatus).toBeUndefined()
  })

  it('gives up on a tunnel the proxy trickles, at the CONNECT deadline', async () => {
    tunnelLimits.deadlineMs = 300
    const proxy = await proxyWith({ script: () => 'trickle', trickleMs: 20 })
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        exchangeFailure(get('http://a.example/x'))
      )
      expect(error.message).toBe(`the proxy ${proxy.url} could not be reached (ETIMEDOUT)`)
      expect(error.failure?.advice).toBe(
        `Check the proxy settings: the proxy ${proxy.url} did not answer the tunnel request to a.example:80 within 0.3 s.`
      )
    } finally {
      await proxy.close()
    }
  })
})

describe("a pending tunnel is its own request's: another request does not end it", () => {
  it('is not ended by another request of the route that succeeds', async () => {
    tunnelLimits.deadlineMs = 500
    // The first CONNECT trickles; the second is served.
    const proxy = await proxyWith({ script: index => (index === 0 ? 'trickle' : undefined) })
    try {
      await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, async () => {
        const pending = exchangeFailure(get('http://a.example/x'))
        await until(() => proxy.tunnels.length === 1)
        const served = await get('http://b.example/y')
        expect(JSON.parse(served.body.toString())).toEqual({ path: '/y' })
        // The first ends at its own deadline, not cut short by the second's success.
        expect((await pending).message).toMatch(/could not be reached \(ETIMEDOUT\)$/)
      })
    } finally {
      await proxy.close()
    }
  })

  it('is not ended by another request that gives up while it still waits', async () => {
    tunnelLimits.deadlineMs = 500
    const proxy = await proxyWith({ script: () => 'trickle', trickleMs: 20 })
    try {
      await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, async () => {
        const waiting = exchangeFailure(get('http://a.example/x'))
        await until(() => proxy.tunnels.length === 1)
        const controller = new AbortController()
        const cancelled = exchangeFailure(get('http://b.example/y', controller.signal))
        await until(() => proxy.tunnels.length === 2)
        controller.abort()
        expect((await cancelled).code).toBe('ECANCELLED')
        expect((await waiting).message).toMatch(/could not be reached \(ETIMEDOUT\)$/)
      })
    } finally {
      await proxy.close()
    }
  })
})
