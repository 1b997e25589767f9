/**
 * Proxies as runners have them, for both clients of the one exchange: the platform transport and
 * the GitHub client (Octokit, whose requests the exchange sends). Targets are names that exist only
 * behind a loopback CONNECT proxy, so a request that does not go through it fails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { startFakeGitHub, type FakeGitHub } from '../../emulator/github-api.js'
import {
  startConnectProxy,
  type ConnectProxy,
  type ConnectProxyOptions
} from '../../emulator/network/connect-proxy.js'
import { fileURLToPath } from 'node:url'
import { hasOpenssl } from '../../emulator/network/test-ca.js'
import { createGitHubClient } from '../../src/github/client.js'
import { connectionAdvice } from '../../src/github/errors.js'
import { attachReleaseAsset, ReleaseAssetError } from '../../src/github/releases.js'
import {
  checkProxyVariables,
  closeRoutes,
  proxyFor,
  ProxySettingError,
  tunnelLimits
} from '../../src/network/proxy.js'
import { PlatformError } from '../../src/platform/errors.js'
import { PlatformClient } from '../../src/platform/platform-client.js'
import { Transport } from '../../src/platform/transport.js'
import { clientFor, closeTransports, withEnv, withEnvSync } from '../support/index.js'
import {
  exampleNamesResolveNowhere,
  GHES_API_URL,
  NO_PROXY_ENV,
  PLATFORM_URL,
  PROXY_CREDENTIALS,
  startProxiedNetwork
} from '../support/network.js'

// The names behind the proxy resolve nowhere else, whatever this machine's hosts file maps.
exampleNamesResolveNowhere()

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

/**
 * A proxy in front of `platform.example` and `platform2.example` (the emulator), `ghe.example` and
 * `ghe2.example` (the fake GitHub); `script` decides CONNECTs by their order.
 */
const proxyFront = ({ credentials, script }: ProxyFrontOptions = {}): Promise<ConnectProxy> =>
  startConnectProxy({
    routes: {
      'platform.example:80': port(emulator.url),
      'platform2.example:80': port(emulator.url),
      'ghe.example:80': port(github.loopbackUrl),
      'ghe2.example:80': port(github.loopbackUrl)
    },
    ...(credentials === true && { credentials: PROXY_CREDENTIALS }),
    ...(script && { script, trickleMs: 20 })
  })

interface ProxyFrontOptions {
  /** Demand PROXY_CREDENTIALS. */
  credentials?: boolean
  script?: ConnectProxyOptions['script']
}

/** Runs `test` with a proxy front of its own, closed after it whether it passed or not. */
async function withProxyFront(
  options: ProxyFrontOptions,
  test: (proxy: ConnectProxy) => Promise<void>
): Promise<void> {
  const proxy = await proxyFront(options)
  try {
    await test(proxy)
  } finally {
    await proxy.close()
  }
}

/** Polls until `done` holds; a test whose condition never comes fails at its timeout. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 10))
}

/** How many commits GitHub (behind `apiUrl`) lists for acme/app#7. */
const listCommitsOf = async (apiUrl = 'http://ghe.example'): Promise<number> => {
  const octokit = await createGitHubClient({ token: github.token, apiUrl, retryBaseMs: 1 })
  const { data } = await octokit.rest.pulls.listCommits({
    owner: 'acme',
    repo: 'app',
    pull_number: 7
  })
  return data.length
}

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

describe('a proxy variable that is set is used, or the step fails', () => {
  const route = (env: Record<string, string>, url = 'https://platform.example/api') =>
    withEnvSync({ ...NO_PROXY_ENV, ...env }, () => proxyFor(new URL(url)))

  it('reads host:port without a scheme as http://host:port, as curl and wget do', () => {
    expect(route({ HTTPS_PROXY: 'proxy.corp:3128' })?.shown).toBe('http://proxy.corp:3128')
    expect(route({ http_proxy: 'u:p%40w@proxy.corp:8080' }, 'http://a.example')).toEqual({
      shown: 'http://proxy.corp:8080',
      authorization: `Basic ${Buffer.from('u:p@w').toString('base64')}`
    })
  })

  it('writes a scheme-less value back with its scheme, for the libraries that read it themselves', () => {
    const env: NodeJS.ProcessEnv = { HTTPS_PROXY: 'proxy.corp:3128', HTTP_PROXY: 'http://p:1' }
    checkProxyVariables(env)
    expect(env).toEqual({ HTTPS_PROXY: 'http://proxy.corp:3128/', HTTP_PROXY: 'http://p:1' })
  })

  it.each([
    ['HTTPS_PROXY', 'http://user:s3cret%@proxy.corp:3128', 'a % in the user name or password'],
    ['HTTPS_PROXY', 'http://us%er:s3cret@proxy.corp:3128', 'a % in the user name or password'],
    ['https_proxy', 'http://user:s3cret@proxy.corp:99999', 'not a URL'],
    ['HTTP_PROXY', 'http://user:s3cret@[::1:3128', 'not a URL'],
    ['http_proxy', 'socks5://user:s3cret@proxy.corp:1080', 'the scheme socks5:'],
    ['HTTPS_PROXY', 'http://user:s3cret@proxy.corp:0', 'port 0'],
    ['HTTPS_PROXY', ' ', 'not a URL']
  ])('%s=%s fails, naming the variable and not the password', (variable, value, reason) => {
    const env: NodeJS.ProcessEnv = { [variable]: value }
    const error = (() => {
      try {
        checkProxyVariables(env)
      } catch (e) {
        return e as Error
      }
    })()
    expect(error).toBeInstanceOf(ProxySettingError)
    expect(error?.message).toMatch(new RegExp(`^Check ${variable}: it is set, but the proxy URL`))
    expect(error?.message).toContain(`(${reason}`)
    expect(error?.message).not.toMatch(/s3cret|proxy\.corp/)
    // The request path refuses it too, rather than going direct.
    const target = variable.toLowerCase() === 'http_proxy' ? 'http://a.example' : undefined
    expect(() => route({ [variable]: value }, target)).toThrow(ProxySettingError)
  })

  it('an empty variable is unset, as the toolkit reads it', () => {
    expect(route({ HTTPS_PROXY: '' })).toBeUndefined()
    expect(() => checkProxyVariables({ HTTPS_PROXY: '' })).not.toThrow()
  })
})

describe('the platform transport through a CONNECT proxy', () => {
  it('reaches a host that exists only behind the proxy', () =>
    withProxyFront({}, async proxy => {
      const h = clientFor(emulator, { url: 'http://platform.example' })
      const policies = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        h.client.listPolicies()
      )
      expect(policies).toHaveLength(emulator.dataset.policies.length)
      expect(proxy.tunnels.map(t => t.target)).toEqual(['platform.example:80'])
      expect(proxy.plainRequests).toEqual([])
    }))

  it('sends percent-decoded credentials to the proxy', () =>
    withProxyFront({ credentials: true }, async proxy => {
      const h = clientFor(emulator, { url: 'http://platform.example' })
      await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.urlWithCredentials }, () =>
        h.client.listPolicies()
      )
      expect(proxy.tunnels.map(t => t.status)).toEqual([200])
    }))

  it('names the proxy, not its credentials, after three refused tunnels (407)', () =>
    withProxyFront({ credentials: true }, async proxy => {
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
    }))

  it('goes direct for NO_PROXY hosts and for loopback', () =>
    withProxyFront({}, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url, NO_PROXY: '.example' }
      const viaName = clientFor(emulator, { url: 'http://platform.example' })
      const error = await withEnv(env, () => viaName.client.listPolicies().catch(e => e))
      // Direct, platform.example does not resolve; the error names it.
      expect((error as Error).message).toMatch(/platform\.example does not resolve/)
      const loopback = clientFor(emulator)
      await withEnv(env, () => loopback.client.listPolicies())
      expect(proxy.tunnels).toEqual([])
    }))
})

describe('the GitHub client through a CONNECT proxy', () => {
  it('reaches GitHub through the proxy, with credentials', () =>
    withProxyFront({ credentials: true }, async proxy => {
      await expect(
        withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.urlWithCredentials }, () => listCommitsOf())
      ).resolves.toBe(1)
      expect(proxy.tunnels.map(t => [t.target, t.status])).toEqual([['ghe.example:80', 200]])
    }))

  it('names the proxy when it refuses the tunnel', () =>
    withProxyFront({ credentials: true }, async proxy => {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        listCommitsOf().catch((e: unknown) => e)
      )
      expect((error as Error).message).toMatch(
        /the proxy http:\/\/127\.0\.0\.1:\d+ answered HTTP 407 to CONNECT ghe\.example:80$/
      )
      expect(connectionAdvice(error, 'http://ghe.example')).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ refused the tunnel to ghe\.example:80 \(HTTP 407\); check the user name and password/
      )
      // Three attempts, no more: Octokit's retries stop at the third refusal.
      expect(proxy.tunnels.map(t => t.status)).toEqual([407, 407, 407])
    }))

  it('decides per origin: NO_PROXY takes GitHub off the proxy', () =>
    withProxyFront({}, async proxy => {
      const error = await withEnv(
        { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url, NO_PROXY: 'ghe.example' },
        () => listCommitsOf().catch((e: unknown) => e)
      )
      expect(error).toBeInstanceOf(Error)
      expect(proxy.tunnels).toEqual([])
    }))
})

describe('one route per proxy decision, shared by every client', () => {
  it('keeps a direct target and a proxied target of one protocol apart, in either order', () =>
    withProxyFront({}, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
      const direct = clientFor(emulator) // loopback: always direct
      const proxied = clientFor(emulator, { url: 'http://platform.example' })
      await withEnv(env, () => direct.client.listPolicies())
      await withEnv(env, () => proxied.client.listPolicies())
      await withEnv(env, () => direct.client.listPolicies())
      expect(proxy.tunnels.map(t => t.target)).toEqual(['platform.example:80'])
    }))

  it('a NO_PROXY host goes direct while another host of its protocol is proxied', () =>
    withProxyFront({}, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url, NO_PROXY: 'platform2.example' }
      const proxied = clientFor(emulator, { url: 'http://platform.example' })
      const direct = clientFor(emulator, { url: 'http://platform2.example' })
      await withEnv(env, () => proxied.client.listPolicies())
      const error = await withEnv(env, () => direct.client.listPolicies().catch(e => e))
      expect((error as Error).message).toMatch(/platform2\.example does not resolve/)
      expect(proxy.tunnels.map(t => t.target)).toEqual(['platform.example:80'])
    }))
})

describe('refused tunnels are counted per request', () => {
  // 407 for the first CONNECT, then one served, then two refused and one served.
  const script = (index: number): number | undefined =>
    index === 0 || index === 2 || index === 3 ? 407 : undefined

  it('a refusal after a success starts the count again (GitHub)', () =>
    withProxyFront({ script }, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
      await expect(withEnv(env, () => listCommitsOf('http://ghe.example'))).resolves.toBe(1)
      await expect(withEnv(env, () => listCommitsOf('http://ghe2.example'))).resolves.toBe(1)
      expect(proxy.tunnels.map(t => t.status)).toEqual([407, 200, 407, 407, 200])
    }))

  it('a refusal after a success starts the count again (platform)', () =>
    withProxyFront({ script }, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
      const first = clientFor(emulator, { url: 'http://platform.example' })
      const second = clientFor(emulator, { url: 'http://platform2.example' })
      await withEnv(env, () => first.client.listPolicies())
      await withEnv(env, () => second.client.listPolicies())
      expect(proxy.tunnels.map(t => t.status)).toEqual([407, 200, 407, 407, 200])
      expect(second.logs.map(line => /attempt \d of \d/.exec(line)?.[0])).toEqual([
        'attempt 2 of 3',
        'attempt 3 of 3'
      ])
    }))
})

describe('a proxy that trickles its answer to CONNECT', () => {
  const defaultDeadline = tunnelLimits.deadlineMs
  afterEach(() => {
    tunnelLimits.deadlineMs = defaultDeadline
  })

  it('misses the CONNECT deadline: a refused tunnel, three attempts, then the proxy is named', async () => {
    tunnelLimits.deadlineMs = 200
    await withProxyFront({ script: () => 'trickle' }, async proxy => {
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
      const h = clientFor(emulator, { url: 'http://platform.example' })
      const error = await withEnv(env, () => h.client.listPolicies().catch((e: unknown) => e))
      const message = (error as Error).message
      expect(message).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ did not answer the tunnel request to platform\.example:80 within 0\.2 s\./
      )
      expect(message).toContain('after 3 attempts')
      expect(h.logs.map(line => /attempt \d of \d/.exec(line)?.[0])).toEqual([
        'attempt 2 of 3',
        'attempt 3 of 3'
      ])
      // GitHub's client: the same three attempts, the same message.
      const octokit = await withEnv(env, () =>
        listCommitsOf('http://ghe.example').catch((e: unknown) => e)
      )
      // Its error says what happened; the modes put the advice (connectionAdvice) before it.
      expect((octokit as Error).message).toMatch(
        /the proxy http:\/\/127\.0\.0\.1:\d+ could not be reached \(ETIMEDOUT\)$/
      )
      expect(connectionAdvice(octokit, 'http://ghe.example')).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ did not answer the tunnel request to ghe\.example:80 within 0\.2 s\.$/
      )
      // Every tunnel request that reached the proxy was given up, none left trickling.
      await until(() => proxy.abandoned === proxy.tunnels.length)
    })
  })

  it('ends a request cancelled while its tunnel is pending; the tunnel goes with the routes', async () => {
    tunnelLimits.deadlineMs = 3_600_000 // only closing the routes can end it
    const proxy = await proxyFront({ script: () => 'trickle' })
    const controller = new AbortController()
    const transport = new Transport({
      apiUrl: 'http://platform.example',
      token: emulator.token,
      userAgent: 'test',
      logger: { info: () => undefined, debug: () => undefined },
      signal: controller.signal
    })
    try {
      const client = new PlatformClient(transport, emulator.dataset.deploymentId)
      const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
      const pending = withEnv(env, () => client.listPolicies().catch((e: unknown) => e))
      await until(() => proxy.tunnels.length === 1)
      controller.abort()
      expect(((await pending) as Error).message).toMatch(/cancelled/)
      // The request did not wait for its tunnel, which the end of the run gives up.
      expect(proxy.abandoned).toBe(0)
      closeRoutes()
      await until(() => proxy.abandoned === 1)
    } finally {
      closeRoutes()
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

  it('a refused tunnel names the proxy, and is not advice to run the step again', () =>
    withProxyFront({ credentials: true }, async proxy => {
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        attach('http://ghe.example')
      )
      expect(error).toBeInstanceOf(ReleaseAssetError)
      expect((error as Error).message).toMatch(
        /^Check the proxy settings: the proxy http:\/\/127\.0\.0\.1:\d+ refused the tunnel to ghe\.example:80 \(HTTP 407/
      )
      expect((error as Error).message).not.toMatch(/Run the step again/)
      // The advice once, and one full stop at the end.
      expect((error as Error).message.split('Check the proxy settings')).toHaveLength(2)
      expect((error as Error).message).not.toMatch(/\.\./)
    }))

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
      // Never retried, on either client: one tunnel each; the check named, its code once.
      const targets = net.proxy.tunnels.map(t => t.target)
      expect(targets.filter(t => t === 'ghe.example:443')).toHaveLength(1)
      expect(targets.filter(t => t === 'platform.example:443')).toHaveLength(1)
      for (const text of [(error as Error).message, (platform as Error).message]) {
        expect(text).toContain('(untrusted issuer)')
        // the missing CA may be the proxy's: both clients say so, naming it without credentials
        expect(text).toContain(
          `The request went through the proxy ${net.proxy.url}: a TLS-inspecting proxy signs with its own CA, which may be the one missing (set NODE_EXTRA_CA_CERTS to its certificate; docs/networks.md).`
        )
        expect(text.split('UNABLE_TO_VERIFY_LEAF_SIGNATURE')).toHaveLength(2)
        expect(text).not.toMatch(/run the step again/i)
      }
      expect(h.logs).toEqual([])
    } finally {
      await net.close()
    }
  })
})
