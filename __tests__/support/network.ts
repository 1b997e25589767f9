/**
 * A network as self-hosted runners have it: a CONNECT proxy (optionally with credentials) in front
 * of names that resolve nowhere else (`platform.example`, `storage.example`, `ghe.example`), each
 * served over TLS with a certificate of a private CA made for the test, by the loopback fakes.
 * `ghe.example` is shaped like GitHub Enterprise Server: the API under `/api/v3`, uploads under
 * `/api/uploads`.
 */
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/index.js'
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions
} from '../../emulator/github-api.js'
import { startConnectProxy, type ConnectProxy } from '../../emulator/network/connect-proxy.js'
import { createTestCa, type TestCa } from '../../emulator/network/test-ca.js'
import { startTlsFront, type TlsFront } from '../../emulator/network/tls-front.js'
import { afterAll, beforeAll } from '@jest/globals'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { REPO_ROOT } from '../../scripts/lib/action-runner.js'
import { ExchangeError } from '../../src/network/http.js'
import { rejectionOf } from './rejection.js'

/**
 * The test's own resolver (scripts/lib/resolve-nowhere.cjs): names under `.example` resolve
 * nowhere, even where the machine's hosts file maps them, so they are reached only through the
 * test's proxy, and a request that goes direct fails as "does not resolve".
 */
const RESOLVER = path.join(REPO_ROOT, 'scripts/lib/resolve-nowhere.cjs')
const NOWHERE = '.example'

/** The resolver in this process for the test file's tests. */
export function exampleNamesResolveNowhere(): void {
  const { install } = createRequire(import.meta.url)(RESOLVER) as {
    install: (suffixes: string[]) => () => void
  }
  let uninstall: (() => void) | undefined
  beforeAll(() => {
    uninstall = install([NOWHERE])
  })
  afterAll(() => uninstall?.())
}

/** The resolver in an action run's process (its environment). */
export const RESOLVE_NOWHERE_ENV = {
  NODE_OPTIONS: `--require ${RESOLVER}`,
  RESOLVE_NOWHERE: NOWHERE
}

export const PLATFORM_URL = 'https://platform.example'
export const STORAGE_URL = 'https://storage.example'
export const GHES_API_URL = 'https://ghe.example/api/v3'
export const GHES_UPLOAD_URL = 'https://ghe.example/api/uploads'

/** Credentials with characters that must be percent-encoded in a proxy URL. */
export const PROXY_CREDENTIALS = { user: 'ci@acme', password: 'p@ss:w/rd %1' }

export interface ProxiedNetwork {
  emulator: Emulator
  github: FakeGitHub
  proxy: ConnectProxy
  front: TlsFront
  ca: TestCa
  /**
   * What a runner behind the proxy has set: HTTPS_PROXY, NODE_EXTRA_CA_CERTS, GITHUB_API_URL; and the
   * test's resolver, so the names behind the proxy resolve nowhere else.
   */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startProxiedNetwork(
  options: {
    emulator?: EmulatorOptions
    github?: FakeGitHubOptions
    /** Demand PROXY_CREDENTIALS (the env's HTTPS_PROXY carries them). */
    credentials?: boolean
  } = {}
): Promise<ProxiedNetwork> {
  const ca = createTestCa(['platform.example', 'storage.example', 'ghe.example'])
  const emulator = await startEmulator({ ...options.emulator, storagePublicUrl: STORAGE_URL })
  const github = await startFakeGitHub({
    ...options.github,
    publicUrl: GHES_API_URL,
    publicUploadUrl: GHES_UPLOAD_URL,
    serverUrl: 'https://ghe.example'
  })
  const front = await startTlsFront({
    cert: ca.cert,
    key: ca.key,
    routes: [
      { host: 'platform.example', prefix: '', target: emulator.url },
      { host: 'storage.example', prefix: '', target: emulator.loopbackStorageUrl },
      { host: 'ghe.example', prefix: '/api/v3', target: github.loopbackUrl },
      { host: 'ghe.example', prefix: '/api/uploads', target: github.loopbackUploadUrl }
    ]
  })
  const proxy = await startConnectProxy({
    routes: {
      'platform.example:443': front.port,
      'storage.example:443': front.port,
      'ghe.example:443': front.port
    },
    ...(options.credentials && { credentials: PROXY_CREDENTIALS })
  })
  return {
    emulator,
    github,
    proxy,
    front,
    ca,
    env: {
      HTTPS_PROXY: proxy.urlWithCredentials,
      NODE_EXTRA_CA_CERTS: ca.caFile,
      GITHUB_API_URL: GHES_API_URL,
      ...RESOLVE_NOWHERE_ENV
    },
    close: async () => {
      await Promise.all([proxy.close(), front.close(), emulator.close(), github.close()])
      ca.remove()
    }
  }
}

/** Proxy variables cleared, so a test starts from a runner without a proxy. */
export const NO_PROXY_ENV = {
  HTTPS_PROXY: undefined,
  https_proxy: undefined,
  HTTP_PROXY: undefined,
  http_proxy: undefined,
  NO_PROXY: undefined,
  no_proxy: undefined
}

/** The ExchangeError an exchange (or the read of its body) fails with. */
export const exchangeFailure = (promise: Promise<unknown>): Promise<ExchangeError> =>
  rejectionOf(promise, ExchangeError)
