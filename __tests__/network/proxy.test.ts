/**
 * Proxies as runners have them, for both HTTP stacks: the platform transport (node:http) and the
 * GitHub client (Octokit on undici). Targets are names that exist only behind a loopback CONNECT
 * proxy, so a request that does not go through it fails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { startFakeGitHub, type FakeGitHub } from '../../emulator/github-api.js'
import { startConnectProxy, type ConnectProxy } from '../../emulator/network/connect-proxy.js'
import { fileURLToPath } from 'node:url'
import { hasOpenssl } from '../../emulator/network/test-ca.js'
import { createGitHubClient } from '../../src/github/client.js'
import { attachReleaseAsset, ReleaseAssetError } from '../../src/github/releases.js'
import { proxyFor } from '../../src/network/proxy.js'
import { PlatformError } from '../../src/platform/errors.js'
import { clientFor, closeTransports, withEnv, withEnvSync } from '../support/index.js'
import {
  GHES_API_URL,
  NO_PROXY_ENV,
  PLATFORM_URL,
  PROXY_CREDENTIALS,
  startProxiedNetwork
} from '../support/network.js'

let emulator: Emulator
let github: FakeGitHub

beforeAll(async () => {
  emulator = await startEmulator({})
  github = await startFakeGitHub({
    publicUrl: 'http://ghe.example',
    pullRequests: { 'acme/app#7': [{ sha: 'a'.repeat(40), message: 'Fix PROJ-1' }] }
  })
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close()])
})

afterEach(closeTransports)

const port = (url: string): number => Number(new URL(url).port)

/** A proxy in front of `platform.example` (the emulator) and `ghe.example` (the fake GitHub). */
const proxyFront = (credentials = false): Promise<ConnectProxy> =>
  startConnectProxy({
    routes: {
      'platform.example:80': port(emulator.url),
      'ghe.example:80': port(github.loopbackUrl)
    },
    ...(credentials && { credentials: PROXY_CREDENTIALS })
  })

describe('which requests use the proxy (the toolkit rules)', () => {
  const rule = (url: string, env: Record<string, string>): string | undefined =>
    withEnvSync({ ...NO_PROXY_ENV, ...env }, () => proxyFor(new URL(url))?.shown)

  it('uses HTTPS_PROXY for https targets and HTTP_PROXY for http ones', () => {
    const env = { HTTPS_PROXY: 'http://secure.proxy:3128', HTTP_PROXY: 'http://plain.proxy:8080' }
    expect(rule('https://platform.example/api', env)).toBe('http://secure.proxy:3128')
    expect(rule('http://platform.example/api', env)).toBe('http://plain.proxy:8080')
    expect(rule('https://platform.example/api', { https_proxy: 'http://lower.proxy:1' })).toBe(
      'http://lower.proxy:1'
    )
  })

  it.each([
    ['example.com', 'https://example.com/x', undefined],
    ['example.com', 'https://api.example.com/x', undefined],
    ['.example.com', 'https://api.example.com/x', undefined],
    ['example.com:8443', 'https://example.com:8443/x', undefined],
    ['example.com:8443', 'https://example.com/x', 'http://p:1'],
    ['*', 'https://anything.test/x', undefined],
    ['other.com, example.org', 'https://example.com/x', 'http://p:1'],
    ['ample.com', 'https://example.com/x', 'http://p:1']
  ])('NO_PROXY=%s for %s', (noProxy, url, expected) => {
    expect(rule(url, { HTTPS_PROXY: 'http://p:1', NO_PROXY: noProxy })).toBe(expected)
  })

  it('never sends loopback targets through the proxy', () => {
    const env = { HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://p:1' }
    for (const url of ['http://localhost:9/x', 'http://127.0.0.1:9/x', 'https://[::1]:9/x']) {
      expect(rule(url, env)).toBeUndefined()
    }
  })

  it('shows the proxy without its credentials and sends them decoded as Basic', () => {
    const route = withEnvSync(
      { ...NO_PROXY_ENV, HTTPS_PROXY: 'http://u%40x:p%3Aw@proxy:3128' },
      () => proxyFor(new URL('https://platform.example'))
    )
    expect(route?.shown).toBe('http://proxy:3128')
    expect(route?.authorization).toBe(`Basic ${Buffer.from('u@x:p:w').toString('base64')}`)
  })
})

describe('the platform transport through a CONNECT proxy', () => {
  it('reaches a host that exists only behind the proxy', async () => {
    const proxy = await proxyFront()
    try {
      const h = clientFor(emulator, { url: 'http://platform.example' })
      const policies = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        h.client.listPolicies()
      )
      expect(policies).toHaveLength(emulator.dataset.policies.length)
      expect(proxy.tunnels.map(t => t.target)).toEqual(['platform.example:80'])
      expect(proxy.plainRequests).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it('sends percent-decoded credentials to the proxy', async () => {
    const proxy = await proxyFront(true)
    try {
      const h = clientFor(emulator, { url: 'http://platform.example' })
      await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.urlWithCredentials }, () =>
        h.client.listPolicies()
      )
      expect(proxy.tunnels.map(t => t.status)).toEqual([200])
    } finally {
      await proxy.close()
    }
  })

  it('names the proxy, not its credentials, after three refused tunnels (407)', async () => {
    const proxy = await proxyFront(true)
    try {
      const h = clientFor(emulator, { url: 'http://platform.example' })
      const wrong = proxy.urlWithCredentials.replace(/:[^:@]*@/, ':wrong-secret@')
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: wrong }, () =>
        h.client.listPolicies().catch((e: unknown) => e)
      )
      expect(error).toBeInstanceOf(PlatformError)
      const message = (error as Error).message
      expect(message).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ refused/
      )
      expect(message).toContain('HTTP 407')
      expect(message).toContain('user name and password')
      expect(message).toContain('after 3 attempts')
      expect(proxy.tunnels.map(t => t.status)).toEqual([407, 407, 407])
      for (const text of [message, ...h.logs, ...h.debug]) {
        expect(text).not.toContain('wrong-secret')
        expect(text).not.toContain(PROXY_CREDENTIALS.user)
      }
    } finally {
      await proxy.close()
    }
  })

  it('goes direct for NO_PROXY hosts and for loopback', async () => {
    const proxy = await proxyFront()
    try {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url, NO_PROXY: '.example' }
      const viaName = clientFor(emulator, { url: 'http://platform.example' })
      const error = await withEnv(env, () => viaName.client.listPolicies().catch(e => e))
      // Direct, platform.example does not resolve; the error names it.
      expect((error as Error).message).toMatch(/platform\.example does not resolve/)
      const loopback = clientFor(emulator)
      await withEnv(env, () => loopback.client.listPolicies())
      expect(proxy.tunnels).toEqual([])
    } finally {
      await proxy.close()
    }
  })
})

describe('the GitHub client through a CONNECT proxy', () => {
  const listCommits = async (): Promise<number> => {
    const octokit = await createGitHubClient({
      token: github.token,
      apiUrl: 'http://ghe.example',
      retryBaseMs: 1
    })
    const { data } = await octokit.rest.pulls.listCommits({
      owner: 'acme',
      repo: 'app',
      pull_number: 7
    })
    return data.length
  }

  it('reaches GitHub through the proxy, with credentials', async () => {
    const proxy = await proxyFront(true)
    try {
      await expect(
        withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.urlWithCredentials }, listCommits)
      ).resolves.toBe(1)
      expect(proxy.tunnels.map(t => [t.target, t.status])).toEqual([['ghe.example:80', 200]])
    } finally {
      await proxy.close()
    }
  })

  it('names the proxy when it refuses the tunnel', async () => {
    const proxy = await proxyFront(true)
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        listCommits().catch((e: unknown) => e)
      )
      expect((error as Error).message).toMatch(
        /the proxy http:\/\/127\.0\.0\.1:\d+ refused the tunnel to ghe\.example:80 \(HTTP 407/
      )
      // Three attempts, no more: Octokit's retries stop at the third refusal.
      expect(proxy.tunnels.map(t => t.status)).toEqual([407, 407, 407])
    } finally {
      await proxy.close()
    }
  })

  it('decides per origin: NO_PROXY takes GitHub off the proxy', async () => {
    const proxy = await proxyFront()
    try {
      const error = await withEnv(
        { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url, NO_PROXY: 'ghe.example' },
        () => listCommits().catch((e: unknown) => e)
      )
      expect(error).toBeInstanceOf(Error)
      expect(proxy.tunnels).toEqual([])
    } finally {
      await proxy.close()
    }
  })
})

describe('connection failures on the way to GitHub are named', () => {
  const attach = (apiUrl: string) =>
    attachReleaseAsset({
      token: 'ghs_test',
      apiUrl,
      owner: 'acme',
      repo: 'app',
      tag: 'v1.0.0',
      assetName: 'sbom.json',
      file: fileURLToPath(import.meta.url),
      retryBaseMs: 1
    }).catch((e: unknown) => e)

  it('a refused tunnel names the proxy, and is not advice to run the step again', async () => {
    const proxy = await proxyFront(true)
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        attach('http://ghe.example')
      )
      expect(error).toBeInstanceOf(ReleaseAssetError)
      expect((error as Error).message).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ refused the tunnel to ghe\.example:80 \(HTTP 407/
      )
      expect((error as Error).message).not.toMatch(/Run the step again/)
    } finally {
      await proxy.close()
    }
  })

  const withOpenssl = hasOpenssl() || process.env.CI ? it : it.skip
  withOpenssl('an untrusted certificate names the host and NODE_EXTRA_CA_CERTS', async () => {
    const net = await startProxiedNetwork()
    try {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTPS_PROXY: net.proxy.url }, () =>
        attach(GHES_API_URL)
      )
      expect((error as Error).message).toMatch(
        /^Set NODE_EXTRA_CA_CERTS to your CA's certificate file \(PEM\) if ghe\.example uses a private CA/
      )
      // The platform transport says the same for its host.
      const h = clientFor(net.emulator, { url: PLATFORM_URL })
      const platform = await withEnv({ ...NO_PROXY_ENV, HTTPS_PROXY: net.proxy.url }, () =>
        h.client.listPolicies().catch((e: unknown) => e)
      )
      expect((platform as Error).message).toMatch(
        /^Set NODE_EXTRA_CA_CERTS to your CA's certificate file \(PEM\) if platform\.example uses a private CA/
      )
    } finally {
      await net.close()
    }
  })
})
