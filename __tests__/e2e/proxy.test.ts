/**
 * End-to-end behind a corporate network: the bundled action reaches the platform, the download
 * host and a GitHub Enterprise Server only through a loopback CONNECT proxy that demands
 * credentials, each served over TLS with a certificate of a private CA that only
 * NODE_EXTRA_CA_CERTS makes trusted. Every mode works; no token passes the proxy in the clear.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { fakeSha } from '../../emulator/index.js'
import { startConnectProxy, type ConnectProxy } from '../../emulator/network/connect-proxy.js'
import { hasOpenssl } from '../../emulator/network/test-ca.js'
import { runAction, type ActionRun, type RunOptions } from '../../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../../scripts/lib/pull-request-event.js'
import { RUNTIMES } from '../support/runtimes.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import {
  PLATFORM_URL,
  PROXY_CREDENTIALS,
  startProxiedNetwork,
  type ProxiedNetwork
} from '../support/network.js'

let net: ProxiedNetwork

// The private CA is made with openssl; CI's runners have it. (Asked once: each asking is a process.)
const withOpenssl = hasOpenssl() || Boolean(process.env.CI)
const describeWithOpenssl = withOpenssl ? describe : describe.skip

beforeAll(async () => {
  if (!withOpenssl) return
  net = await startProxiedNetwork({
    credentials: true,
    emulator: {
      // a finding of the pull requests' base repository, for ticket-link to name
      dataset: {
        repositories: 2,
        findingBatches: [{ count: 1, ref: 'refs/heads/main', repository: 'acme/widgets' }]
      },
      exportPollsUntilDone: 0
    }
  })
  net.github.addRelease({ repository: 'acme/widgets', tag: 'v3.0.0' })
})

afterAll(async () => {
  await net?.close()
})

const run = (node: string, options: Partial<RunOptions> & { inputs: Record<string, string> }) =>
  runAction({
    node,
    github: { token: net.github.token, ...options.github },
    ...(options.eventName && { eventName: options.eventName }),
    ...(options.event !== undefined && { event: options.event }),
    env: { ...net.env, ...options.env },
    inputs: {
      token: net.emulator.token,
      'deployment-id': net.emulator.dataset.deploymentId,
      'api-url': PLATFORM_URL,
      ...options.inputs
    }
  })

/** The secrets that must never pass the proxy in the clear or show in the run. */
function expectNothingInTheClear(result: ActionRun): void {
  expect(net.proxy.sawInClear(net.emulator.token)).toBe(false)
  expect(net.proxy.sawInClear(net.github.token)).toBe(false)
  const shown = result.stdout + result.stderr + result.summary + JSON.stringify(result.outputs)
  expect(shown).not.toContain(PROXY_CREDENTIALS.password)
  expect(shown).not.toContain(encodeURIComponent(PROXY_CREDENTIALS.password))
  expectNoTokenLeak(result, { emulator: net.emulator, github: net.github })
  // The platform token went to the platform's origin only.
  const bearer = `Bearer ${net.emulator.token}`
  expect(net.front.requests.filter(r => r.authorization === bearer).map(r => r.host)).toEqual(
    expect.arrayContaining(['platform.example'])
  )
  for (const request of net.front.requests) {
    if (request.host !== 'platform.example') expect(request.authorization).not.toBe(bearer)
  }
}

describeWithOpenssl.each(RUNTIMES)('behind a proxy with a private CA, under %s', (_name, node) => {
  /**
   * The wrong-password run spends about 2 s in the action's backoff between its three refused
   * tunnels, so it starts before the other tests and waits while they run; its own proxy (the same
   * routes and credentials) keeps its tunnels out of the ones they count. Its test checks it.
   */
  let refused: { proxy: ConnectProxy; result: Promise<ActionRun> } | undefined

  beforeAll(async () => {
    const port = net.front.port
    const proxy = await startConnectProxy({
      routes: {
        'platform.example:443': port,
        'storage.example:443': port,
        'ghe.example:443': port
      },
      credentials: PROXY_CREDENTIALS
    })
    const wrong = proxy.url.replace('http://', 'http://ci:not-the-password@')
    const result = run(node, { env: { HTTPS_PROXY: wrong }, inputs: { mode: 'policies' } })
    // Awaited by its test; a rejection before then is that test's failure, not an unhandled one.
    result.catch(() => undefined)
    refused = { proxy, result }
  })

  afterAll(async () => {
    await refused?.result.then(
      result => result.cleanup(),
      () => undefined
    )
    await refused?.proxy.close()
  })

  it('sbom-export with wait: true reaches the platform, the download host and GHES', async () => {
    net.proxy.tunnels.length = 0
    net.front.requests.length = 0
    const result = await run(node, {
      eventName: 'push',
      github: { ref: 'refs/tags/v3.0.0' },
      inputs: {
        mode: 'sbom-export',
        'repository-id': String(net.emulator.dataset.repositories[0]!.id),
        wait: 'true',
        'release-asset': 'true',
        'release-asset-name': `sbom-${node.length}.cdx.json`
      }
    })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(Number(result.outputs['component-count'])).toBeGreaterThan(0)
      const tunnels = new Set(net.proxy.tunnels.map(t => `${t.target} ${t.status}`))
      expect([...tunnels].sort()).toEqual([
        'ghe.example:443 200',
        'platform.example:443 200',
        'storage.example:443 200'
      ])
      // Every tunnel carried the credentials.
      expect(net.proxy.tunnels.every(t => t.authorization?.startsWith('Basic '))).toBe(true)
      // GHES paths: the API under /api/v3, the upload under /api/uploads.
      const ghes = net.front.requests.filter(r => r.host === 'ghe.example').map(r => r.path)
      expect(ghes.some(p => p.startsWith('/api/v3/repos/acme/widgets/releases/tags/v3.0.0'))).toBe(
        true
      )
      expect(ghes.some(p => p.startsWith('/api/uploads/repos/acme/widgets/releases/'))).toBe(true)
      expect(result.outputs['release-asset-url']).toMatch(
        /^https:\/\/ghe\.example\/acme\/widgets\//
      )
      expectNothingInTheClear(result)
    } finally {
      await result.cleanup()
    }
  })

  it.each([
    ['policies', {}],
    ['dependency-inventory', {}]
  ])('%s works through the proxy', async (mode, inputs) => {
    const result = await run(node, { inputs: { mode, ...inputs } })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expectNothingInTheClear(result)
    } finally {
      await result.cleanup()
    }
  })

  it('ticket-link reads the commits from GHES and links through the proxy', async () => {
    const number = 40 + node.length
    const finding = net.emulator.dataset.findings.find(f => f.repository === 'acme/widgets')!
    net.github.setCommits('acme/widgets', number, [
      { sha: fakeSha(`proxy-${number}`), message: `PROJ-9: fix\n\nFinding: ${finding.id}` }
    ])
    const event = pullRequestEvent({ number, title: 'PROJ-9', headRef: 'fix', body: null })
    const result = await run(node, {
      eventName: 'pull_request',
      event,
      github: { ref: `refs/pull/${number}/merge` },
      inputs: { mode: 'ticket-link', 'ticket-base-url': 'https://jira.example/browse/' }
    })
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(result.outputs['ticket-url']).toBe('https://jira.example/browse/PROJ-9')
      expectNothingInTheClear(result)
    } finally {
      await result.cleanup()
    }
  })

  it('NO_PROXY takes a host off the proxy: the download goes direct, where its name does not resolve', async () => {
    net.proxy.tunnels.length = 0
    const result = await run(node, {
      eventName: 'push',
      github: { ref: 'refs/tags/v3.0.0' },
      env: { NO_PROXY: 'other.example, .storage.example, storage.example' },
      inputs: {
        mode: 'sbom-export',
        'repository-id': String(net.emulator.dataset.repositories[1]!.id),
        wait: 'true'
      }
    })
    try {
      // The download host is off the proxy, so the export cannot be downloaded.
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(/::error title=[^:]*::Check the host name storage\.example/)
      expect(result.stdout).toContain('storage.example does not resolve')
      expect(net.proxy.tunnels.map(t => t.target)).not.toContain('storage.example:443')
      expect(net.proxy.tunnels.map(t => t.target)).toContain('platform.example:443')
    } finally {
      await result.cleanup()
    }
  })

  it('without NODE_EXTRA_CA_CERTS, the error names the host and the variable', async () => {
    const result = await run(node, {
      env: { NODE_EXTRA_CA_CERTS: '' },
      inputs: { mode: 'policies' }
    })
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(
        /::error title=[^:]*::Set NODE_EXTRA_CA_CERTS to your CA's certificate file \(PEM\) if platform\.example uses a private CA/
      )
    } finally {
      await result.cleanup()
    }
  })

  it('a wrong proxy password fails with a message naming the proxy, not the password', async () => {
    const { proxy, result: running } = refused!
    const result = await running
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toContain(`the proxy ${proxy.url} refused the tunnel`)
    expect(result.stdout).toContain('HTTP 407')
    expect(result.stdout + result.summary).not.toContain('not-the-password')
  })
})
