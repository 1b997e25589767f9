/**
 * The transport under every operation, against the emulator over loopback: retries and their waits
 * (recorded by a fake clock, never slept), timeouts, redirects, where the token goes, downloads, and
 * error messages.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createWriteStream } from 'node:fs'
import { tmpdir } from 'node:os'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as path from 'node:path'
import { FileWriteError, writeFileSafely } from '../../src/action/files.js'
import { sendJson, startHostileServer } from '../../emulator/hostile.js'
import { PlatformError } from '../../src/platform/errors.js'
import { DEFAULT_RETRY_POLICY } from '../../src/platform/retry-policy.js'
import { Transport } from '../../src/platform/transport.js'
import { fakeClock } from '../support/clock.js'
import {
  apiRequests,
  BIG_DEPLOYMENT,
  BIG_REPOSITORY,
  bigIdEmulatorForFile,
  failEvery,
  type ClientHarness
} from '../support/index.js'
import { closeRoutes } from '../../src/network/proxy.js'

const servers = bigIdEmulatorForFile()
const fresh = servers.fresh
let h: ClientHarness

describe('retries', () => {
  it.each([429, 502, 503, 504])('retries a read after %i and succeeds', async status => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      times: 2,
      action: { type: 'status', status }
    })
    await expect(h.client.listPolicies()).resolves.toHaveLength(
      servers.emulator.dataset.policies.length
    )
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(3)
    expect(h.logs[0]).toMatch(
      new RegExp(`^List policies: .*\\(${status}\\), retrying in [0-9.]+ s, attempt 2 of 4$`)
    )
  })

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 429, retryAfter: '3' }
    })
    // An HTTP date 8 s ahead of the fake clock; the 429's wait has moved the clock 3 s by then.
    const date = new Date(h.clock.now() + 8_000).toUTCString()
    servers.emulator.addFault({
      operation: 'listPolicies',
      after: 1,
      action: { type: 'status', status: 503, retryAfter: date }
    })
    await h.client.listPolicies()
    expect(h.logs[0]).toBe('List policies: rate limited (429), retrying in 3 s, attempt 2 of 4')
    // The dates have whole seconds, so the wait is 4 to 5 s.
    expect(h.clock.sleeps).toHaveLength(2)
    expect(h.clock.sleeps[0]).toBe(3_000)
    expect(h.clock.sleeps[1]).toBeGreaterThan(4_000)
    expect(h.clock.sleeps[1]).toBeLessThanOrEqual(5_000)
  })

  it('gives up after the attempt bound', async () => {
    h = fresh()
    failEvery(servers.emulator, 'listPolicies', 502)
    const error = await h.client.listPolicies().catch(e => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.message).toMatch(
      /List policies \(GET \/api\/v1\/deployments\/\d+\/policies\) failed with HTTP 502/
    )
    expect(error.message).toContain('after 4 attempts')
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(4)
  })

  it('does not wait longer than the total wait budget', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 429, retryAfter: '3600' }
    })
    const error = await h.client.listPolicies().catch(e => e)
    expect(error.message).toContain('HTTP 429')
    expect(error.message).toContain('Gave up')
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(1)
    expect(h.clock.sleeps).toEqual([])
  })

  it('retries a dropped connection and a hang for reads', async () => {
    h = fresh({ timeoutMs: 200 })
    servers.emulator.addFault({ operation: 'listPolicies', action: { type: 'drop' } })
    servers.emulator.addFault({
      operation: 'listPolicies',
      after: 1,
      action: { type: 'hang', ms: 2_000 }
    })
    await expect(h.client.listPolicies()).resolves.toBeDefined()
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(3)
    expect(h.logs[0]).toMatch(/connection reset|connection closed/)
    expect(h.logs[1]).toMatch(/no answer in time/)
  })

  it('does not retry a 500', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 500 }
    })
    await expect(h.client.listPolicies()).rejects.toThrow(/HTTP 500/)
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(1)
  })
})

describe('the token stays with the API origin', () => {
  it('drops the token when a redirect leaves the API origin', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: {
        type: 'redirect',
        status: 307,
        location: `${servers.emulator.storageUrl}/elsewhere`
      }
    })
    await h.client.listPolicies().catch(() => undefined)
    const storage = servers.emulator.requests.filter(r => r.server === 'storage')
    expect(storage).toHaveLength(1)
    expect(storage[0]!.headers.authorization).toBeUndefined()
    expect(
      JSON.stringify(servers.emulator.requests.filter(r => r.server === 'storage'))
    ).not.toContain(servers.emulator.token)
  })

  it('keeps the token on a redirect within the API origin', async () => {
    h = fresh()
    const target = `/api/v1/deployments/${BIG_DEPLOYMENT}/policies`
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'redirect', status: 302, location: target }
    })
    await expect(h.client.listPolicies()).resolves.toHaveLength(
      servers.emulator.dataset.policies.length
    )
    const requests = apiRequests(servers.emulator, 'listPolicies')
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers.authorization).toBe(`Bearer ${servers.emulator.token}`)
  })

  it('downloads a finished export without the token', async () => {
    h = fresh()
    const dir = await mkdtemp(path.join(tmpdir(), 'sbom-'))
    try {
      const token = await h.client.createSbomExport({
        repositoryId: BIG_REPOSITORY,
        ref: 'refs/tags/v2',
        sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
        cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_6',
        metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
      })
      let status = await h.client.getSbomExportStatus(token)
      expect(status.status).toBe('SBOM_EXPORT_STATUS_IN_PROGRESS')
      status = await h.client.getSbomExportStatus(token)
      expect(status.status).toBe('SBOM_EXPORT_STATUS_COMPLETED')
      const file = path.join(dir, 'sbom.json')
      const bytes = await h.client.downloadSbom(status.downloadUrl!, body =>
        writeFileSafely(file, body)
      )
      const document = JSON.parse(await readFile(file, 'utf8'))
      expect(bytes).toBeGreaterThan(0)
      expect(document.bomFormat).toBe('CycloneDX')
      expect(document.specVersion).toBe('1.6')
      const download = servers.emulator.requests.filter(r => r.server === 'storage')
      expect(download).toHaveLength(1)
      expect(download[0]!.headers.authorization).toBeUndefined()
      expect(download[0]!.status).toBe(200)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses a plain-http download URL off loopback', async () => {
    h = fresh()
    await expect(
      h.client.downloadSbom('http://example.com/sbom.json', () => Promise.resolve())
    ).rejects.toThrow(/its URL is not https/)
  })

  it('a disk that fills up mid-download fails at once, naming the file and ENOSPC', async () => {
    h = fresh()
    const task = await h.client.createSbomExport({
      repositoryId: BIG_REPOSITORY,
      ref: 'refs/tags/v2',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_6',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
    })
    await h.client.getSbomExportStatus(task)
    const status = await h.client.getSbomExportStatus(task)
    // /dev/full fails every write with ENOSPC, as a full disk does.
    const save = (body: Readable) =>
      pipeline(body, createWriteStream('/dev/full')).catch((error: unknown) => {
        throw new FileWriteError('/dev/full', 'ENOSPC', error)
      })
    await expect(h.client.downloadSbom(status.downloadUrl!, save)).rejects.toThrow(
      "Check the free space and permissions of the runner's disk: writing /dev/full failed: " +
        'no space left on the device (ENOSPC).'
    )
    expect(servers.emulator.requests.filter(r => r.server === 'storage')).toHaveLength(1)
  })

  it('does not quote what a download URL answers with an error', async () => {
    const storage = await startHostileServer((_req, res) =>
      sendJson(res, 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIEXAMPLEKEY', 403)
    )
    const transport = new Transport({
      apiUrl: storage.url,
      token: 'tok_download_error_body',
      userAgent: 'transport-test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    try {
      const error = (await transport
        .download('Download SBOM', `${storage.url}/sbom.json`, () => Promise.resolve())
        .catch((e: unknown) => e)) as Error
      expect(error.message).toBe(
        'Run the step again: the download URL was refused (no token is sent with it); it may have ' +
          `expired. Download SBOM (GET ${storage.url}/sbom.json) failed with HTTP 403 Forbidden.`
      )
    } finally {
      closeRoutes()
      await storage.close()
    }
  })

  it('refuses a plain-http download URL to loopback when api-url is https', async () => {
    const local = await startHostileServer((_req, res) => sendJson(res, { secret: 'x' }))
    const transport = new Transport({
      apiUrl: 'https://platform.invalid',
      token: 'tok_download_scheme',
      userAgent: 'transport-test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    try {
      await expect(
        transport.download('Download SBOM', `${local.url}/credentials`, () => Promise.resolve())
      ).rejects.toThrow(
        "Report this to the platform's administrators: Download SBOM was refused, as its URL is not https"
      )
      expect(local.requests).toHaveLength(0)
    } finally {
      closeRoutes()
      await local.close()
    }
  })
})

describe('errors a person can act on', () => {
  it('explains that a 404 may mean a token without the Web API permission, without the token', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: {
        type: 'status',
        status: 404,
        body: JSON.stringify({ error: `bad token ${servers.emulator.token}` })
      }
    })
    const error: PlatformError = await h.client.listPolicies().catch(e => e)
    expect(error.status).toBe(404)
    expect(error.message).toContain('List policies')
    expect(error.message).toContain('HTTP 404')
    expect(error.message).toContain('Web API')
    expect(error.message).toContain('bad token ***')
    expect(error.message).not.toContain(servers.emulator.token)
  })

  it('cuts a long error body to 500 characters', async () => {
    h = fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 400, body: 'x'.repeat(5_000) }
    })
    const error: Error = await h.client.listPolicies().catch(e => e)
    expect(error.message).toContain(`${'x'.repeat(500)}…`)
    expect(error.message).not.toContain('x'.repeat(501))
  })

  it('logs each request at debug level without the token', async () => {
    h = fresh()
    await h.client.listPolicies()
    expect(h.debug).toHaveLength(1)
    expect(h.debug[0]).toMatch(/^GET \/api\/v1\/deployments\/\d+\/policies → 200 in \d+ ms$/)
  })
})

describe('request URLs', () => {
  it('keeps an api-url path that starts with // on the api-url host', async () => {
    const api = await startHostileServer((_req, res) => sendJson(res, { ok: true }))
    const other = await startHostileServer((_req, res) => sendJson(res, { ok: true }), '127.0.0.2')
    const transport = new Transport({
      apiUrl: `${api.url}/${other.url.replace('http://', '/')}/x`,
      token: 'tok_url_path_test',
      userAgent: 'transport-test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    try {
      await transport.request({
        operation: 'List policies',
        method: 'GET',
        path: '/api/v1/deployments/1/policies',
        retry: 'idempotent'
      })
      expect(api.requests.map(r => r.path)).toEqual([
        `/${other.url.replace('http://', '/')}/x/api/v1/deployments/1/policies`
      ])
      expect(other.requests).toHaveLength(0)
    } finally {
      closeRoutes()
      await Promise.all([api.close(), other.close()])
    }
  })
})

describe('the shared 429 pause', () => {
  it('counts toward the wait budget of a request that waited it out', async () => {
    const base = fakeClock()
    let startSecond: (() => void) | undefined
    // Time moves only after the first wait has let a second request start inside the pause.
    const clock = {
      ...base,
      sleep: async (ms: number) => {
        const start = startSecond
        startSecond = undefined
        start?.()
        await base.sleep(ms)
      }
    }
    h = fresh({ clock, retryPolicy: DEFAULT_RETRY_POLICY })
    servers.emulator.addFault({
      operation: 'listPolicies',
      times: Infinity,
      action: { type: 'status', status: 429, retryAfter: '100' }
    })
    let second: Promise<unknown> | undefined
    startSecond = () => {
      second = h.client.listPolicies().catch((e: unknown) => e)
    }
    const first = await h.client.listPolicies().catch((e: unknown) => e)
    const late = (await second) as Error
    expect((first as Error).message).toContain('Gave up')
    expect(late.message).toContain('Gave up: waiting longer would exceed 120 s of retries.')
    // The first request's own wait, then the second's pause; neither waits a second time.
    expect(base.sleeps).toEqual([100_000, 100_000])
    expect(apiRequests(servers.emulator, 'listPolicies')).toHaveLength(3)
  })
})
