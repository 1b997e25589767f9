/**
 * The platform client against the emulator over loopback: request bodies field by field (read from
 * the raw bytes the server received), retries, redirects, downloads and error messages.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { writeFileSafely } from '../../src/action/files.js'
import { PlatformError } from '../../src/platform/errors.js'
import { PlatformClient } from '../../src/platform/platform-client.js'
import { Transport } from '../../src/platform/transport.js'

const BIG_DEPLOYMENT = '18446744073709551615'
const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1: a double would round it

interface Harness {
  client: PlatformClient
  transport: Transport
  logs: string[]
  debug: string[]
  sleeps: number[]
}

/** A client whose waits are recorded instead of slept, so retry tests run at once. */
function clientFor(
  emulator: Emulator,
  options: { timeoutMs?: number; url?: string } = {}
): Harness {
  const logs: string[] = []
  const debug: string[] = []
  const sleeps: number[] = []
  const transport = new Transport({
    apiUrl: options.url ?? emulator.url,
    token: emulator.token,
    userAgent: 'test',
    logger: { info: m => logs.push(m), debug: m => debug.push(m) },
    retryPolicy: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxTotalWaitMs: 10_000 },
    timeoutMs: options.timeoutMs ?? 500,
    sleep: async ms => {
      sleeps.push(ms)
    }
  })
  return {
    client: new PlatformClient(transport, emulator.dataset.deploymentId),
    transport,
    logs,
    debug,
    sleeps
  }
}

function apiRequests(emulator: Emulator, operation?: string) {
  return emulator.requests.filter(
    r => r.server === 'api' && (operation === undefined || r.operation === operation)
  )
}

let emulator: Emulator
let h: Harness
const opened: Transport[] = []

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: {
      deploymentId: BIG_DEPLOYMENT,
      repositoryIdStart: BIG_REPOSITORY,
      repositories: 7,
      lockfilesPerRepository: { min: 1, max: 3 },
      findings: 10,
      findingIdStart: 9223372036854775800n
    },
    exportPollsUntilDone: 1
  })
})

afterAll(async () => {
  await emulator.close()
})

function fresh(options?: { timeoutMs?: number; url?: string }): Harness {
  emulator.clearFaults()
  emulator.resetRequests()
  const harness = clientFor(emulator, options)
  opened.push(harness.transport)
  return harness
}

afterEach(() => {
  while (opened.length) opened.pop()!.close()
})

describe('request bodies match the spec', () => {
  it('creates an SBOM export with integer IDs exact beyond 2^53 and nested objects only when set', async () => {
    h = fresh()
    const token = await h.client.createSbomExport({
      repositoryId: BIG_REPOSITORY,
      ref: 'refs/tags/v1.2.0',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
    })
    expect(token).toEqual(expect.any(String))
    const [request] = apiRequests(emulator, 'createSbomExport')
    expect(request!.status).toBe(200)
    expect(request!.rawBody).toContain(`"deploymentId":${BIG_DEPLOYMENT}`)
    expect(request!.rawBody).toContain(`"repositoryId":${BIG_REPOSITORY}`)
    expect(request!.rawBody).not.toContain('metadataSupplier')
    expect(JSON.parse(request!.rawBody)).toMatchObject({
      ref: 'refs/tags/v1.2.0',
      formatVersion: {
        format: 'SBOM_FORMAT_CYCLONEDX',
        cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7'
      },
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX'
    })
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers.authorization).toBe(`Bearer ${emulator.token}`)
  })

  it('sends only the supplier fields that are set', async () => {
    h = fresh()
    await h.client.createSbomExport({
      repositoryId: BIG_REPOSITORY,
      ref: 'refs/heads/main',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_JSON',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_5',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_LIBRARY',
      metadataSupplier: { name: 'Acme', contact: { email: 'sec@acme.example' } }
    })
    const body = JSON.parse(apiRequests(emulator, 'createSbomExport')[0]!.rawBody)
    expect(body.metadataSupplier).toEqual({ name: 'Acme', contact: { email: 'sec@acme.example' } })
  })

  it('pages repositories with an integer cursor and the deployment ID as a string', async () => {
    h = fresh()
    const first = await h.client.listRepositories({ pageSize: 3 })
    expect(first.hasMore).toBe(true)
    expect(first.repositorySummaries[0]!.id).toBe(BIG_REPOSITORY)
    const second = await h.client.listRepositories({ pageSize: 3, cursor: first.cursor! })
    expect(second.repositorySummaries[0]!.id).toBe(BIG_REPOSITORY + 3n)
    const [one, two] = apiRequests(emulator, 'listRepositories')
    expect(JSON.parse(one!.rawBody)).toEqual({ deploymentId: BIG_DEPLOYMENT, pageSize: 3 })
    expect(two!.rawBody).toContain(`"cursor":${first.cursor!.toString()}`)
    expect(two!.rawBody).toContain(`"deploymentId":"${BIG_DEPLOYMENT}"`)
  })

  it('pages lockfiles with a string cursor and the repository ID as a string', async () => {
    h = fresh()
    const repository = emulator.dataset.repositories.find(r => r.lockfiles.length >= 2)!
    const first = await h.client.listLockfiles(repository.id, { pageSize: 1 })
    expect(first.lockfileSummaries).toEqual([
      {
        lockfilePath: repository.lockfiles[0]!.lockfilePath,
        numDependencies: repository.lockfiles[0]!.numDependencies
      }
    ])
    expect(typeof first.cursor).toBe('string')
    await h.client.listLockfiles(repository.id, { pageSize: 1, cursor: first.cursor! })
    const [one, two] = apiRequests(emulator, 'listLockfiles')
    expect(one!.path).toBe(
      `/api/v1/deployments/${BIG_DEPLOYMENT}/dependencies/repositories/${repository.id}/lockfiles`
    )
    expect(JSON.parse(one!.rawBody)).toEqual({
      deploymentId: BIG_DEPLOYMENT,
      repositoryId: repository.id.toString(),
      pageSize: 1
    })
    expect(JSON.parse(two!.rawBody).cursor).toBe(first.cursor)
  })

  it('sends the dependency filter with exact repository IDs', async () => {
    h = fresh()
    const page = await h.client.listRepositories({
      pageSize: 10,
      dependencyFilter: { repositoryId: [BIG_REPOSITORY + 1n], includeArchived: true }
    })
    expect(page.repositorySummaries.map(r => r.id)).toEqual([BIG_REPOSITORY + 1n])
    expect(apiRequests(emulator)[0]!.rawBody).toContain(`"repositoryId":[${BIG_REPOSITORY + 1n}]`)
  })

  it('links a ticket with string finding IDs and reads the int64 ticket ID exactly', async () => {
    h = fresh()
    const ids = emulator.dataset.findings.slice(0, 2).map(f => f.id.toString())
    const result = await h.client.linkTicket('https://acme.atlassian.net/browse/PROJ-42', ids)
    expect(result.linked_issue_ids).toEqual(ids)
    expect(typeof result.ticket_id).toBe('bigint')
    expect(JSON.parse(apiRequests(emulator, 'linkTicket')[0]!.rawBody)).toEqual({
      ticket_url: 'https://acme.atlassian.net/browse/PROJ-42',
      issue_ids: ids,
      deploymentId: BIG_DEPLOYMENT
    })
  })

  it('lists policies with a GET and no body', async () => {
    h = fresh()
    const policies = await h.client.listPolicies()
    expect(policies).toEqual(emulator.dataset.policies)
    const [request] = apiRequests(emulator, 'listPolicies')
    expect(request!.method).toBe('GET')
    expect(request!.rawBody).toBe('')
  })
})

describe('retries', () => {
  it.each([429, 502, 503, 504])('retries a read after %i and succeeds', async status => {
    h = fresh()
    emulator.addFault({ operation: 'listPolicies', times: 2, action: { type: 'status', status } })
    await expect(h.client.listPolicies()).resolves.toHaveLength(emulator.dataset.policies.length)
    expect(apiRequests(emulator, 'listPolicies')).toHaveLength(3)
    expect(h.logs[0]).toMatch(
      new RegExp(`^List policies: .*\\(${status}\\), retrying in [0-9.]+ s, attempt 2 of 4$`)
    )
  })

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 429, retryAfter: '3' }
    })
    const date = new Date(Date.now() + 5_000).toUTCString()
    emulator.addFault({
      operation: 'listPolicies',
      after: 1,
      action: { type: 'status', status: 503, retryAfter: date }
    })
    await h.client.listPolicies()
    expect(h.logs[0]).toBe('List policies: rate limited (429), retrying in 3 s, attempt 2 of 4')
    // sleeps are recorded, not slept: the 429's pause of the whole transport shows as a second wait
    expect(h.sleeps[0]).toBe(3_000)
    expect(h.sleeps[1]).toBeGreaterThan(2_900)
    const dateWait = h.sleeps[2]!
    expect(dateWait).toBeGreaterThan(3_000)
    expect(dateWait).toBeLessThanOrEqual(5_000)
  })

  it('gives up after the attempt bound', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      times: Infinity,
      action: { type: 'status', status: 502 }
    })
    const error = await h.client.listPolicies().catch(e => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.message).toMatch(
      /List policies \(GET \/api\/v1\/deployments\/\d+\/policies\) failed with HTTP 502/
    )
    expect(error.message).toContain('after 4 attempts')
    expect(apiRequests(emulator, 'listPolicies')).toHaveLength(4)
  })

  it('does not wait longer than the total wait budget', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 429, retryAfter: '3600' }
    })
    const error = await h.client.listPolicies().catch(e => e)
    expect(error.message).toContain('HTTP 429')
    expect(error.message).toContain('Gave up')
    expect(apiRequests(emulator, 'listPolicies')).toHaveLength(1)
    expect(h.sleeps).toEqual([])
  })

  it('retries a dropped connection and a hang for reads', async () => {
    h = fresh({ timeoutMs: 200 })
    emulator.addFault({ operation: 'listPolicies', action: { type: 'drop' } })
    emulator.addFault({ operation: 'listPolicies', after: 1, action: { type: 'hang', ms: 2_000 } })
    await expect(h.client.listPolicies()).resolves.toBeDefined()
    expect(apiRequests(emulator, 'listPolicies')).toHaveLength(3)
    expect(h.logs[0]).toMatch(/connection reset|connection closed/)
    expect(h.logs[1]).toMatch(/no answer in time/)
  })

  it('does not retry a 500', async () => {
    h = fresh()
    emulator.addFault({ operation: 'listPolicies', action: { type: 'status', status: 500 } })
    await expect(h.client.listPolicies()).rejects.toThrow(/HTTP 500/)
    expect(apiRequests(emulator, 'listPolicies')).toHaveLength(1)
  })
})

describe('creating an export job is retried only where the server did not take it', () => {
  const request = {
    repositoryId: BIG_REPOSITORY,
    ref: 'refs/tags/v1',
    sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
    metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
  }

  it.each([429, 503])('retries after %i', async status => {
    h = fresh()
    emulator.addFault({ operation: 'createSbomExport', action: { type: 'status', status } })
    await expect(h.client.createSbomExport(request)).resolves.toEqual(expect.any(String))
    expect(apiRequests(emulator, 'createSbomExport')).toHaveLength(2)
  })

  it.each([500, 502, 504])('does not retry after %i', async status => {
    h = fresh()
    emulator.addFault({ operation: 'createSbomExport', action: { type: 'status', status } })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(`HTTP ${status}`)
    expect(apiRequests(emulator, 'createSbomExport')).toHaveLength(1)
  })

  it('does not retry after a dropped connection or a timeout', async () => {
    h = fresh({ timeoutMs: 200 })
    emulator.addFault({ operation: 'createSbomExport', action: { type: 'drop' } })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/Create SBOM export job/)
    emulator.addFault({ operation: 'createSbomExport', action: { type: 'hang', ms: 2_000 } })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/no answer in time/)
    expect(apiRequests(emulator, 'createSbomExport')).toHaveLength(2)
  })

  it('retries a refused connection', async () => {
    const port = await freePort()
    h = fresh({ url: `http://127.0.0.1:${port}` })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/ECONNREFUSED/)
    expect(h.logs).toHaveLength(3)
    expect(h.logs[0]).toMatch(/connection refused \(ECONNREFUSED\), retrying/)
  })
})

describe('the token stays with the API origin', () => {
  it('drops the token when a redirect leaves the API origin', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'redirect', status: 307, location: `${emulator.storageUrl}/elsewhere` }
    })
    await h.client.listPolicies().catch(() => undefined)
    const storage = emulator.requests.filter(r => r.server === 'storage')
    expect(storage).toHaveLength(1)
    expect(storage[0]!.headers.authorization).toBeUndefined()
    expect(JSON.stringify(emulator.requests.filter(r => r.server === 'storage'))).not.toContain(
      emulator.token
    )
  })

  it('keeps the token on a redirect within the API origin', async () => {
    h = fresh()
    const target = `/api/v1/deployments/${BIG_DEPLOYMENT}/policies`
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'redirect', status: 302, location: target }
    })
    await expect(h.client.listPolicies()).resolves.toHaveLength(emulator.dataset.policies.length)
    const requests = apiRequests(emulator, 'listPolicies')
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers.authorization).toBe(`Bearer ${emulator.token}`)
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
      const download = emulator.requests.filter(r => r.server === 'storage')
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
    ).rejects.toThrow(/non-https/)
  })
})

describe('errors a person can act on', () => {
  it('explains that a 404 may mean a token without the Web API permission, without the token', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: {
        type: 'status',
        status: 404,
        body: JSON.stringify({ error: `bad token ${emulator.token}` })
      }
    })
    const error: PlatformError = await h.client.listPolicies().catch(e => e)
    expect(error.status).toBe(404)
    expect(error.message).toContain('List policies')
    expect(error.message).toContain('HTTP 404')
    expect(error.message).toContain('Web API')
    expect(error.message).toContain('bad token ***')
    expect(error.message).not.toContain(emulator.token)
  })

  it('answers 404 for a wrong token, as the platform does', async () => {
    h = fresh()
    const transport = new Transport({
      apiUrl: emulator.url,
      token: 'wrong',
      userAgent: 'test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    opened.push(transport)
    const client = new PlatformClient(transport, BIG_DEPLOYMENT)
    await expect(client.listPolicies()).rejects.toThrow(/HTTP 404.*Web API/)
  })

  it('cuts a long error body to 500 characters', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'status', status: 400, body: 'x'.repeat(5_000) }
    })
    const error: Error = await h.client.listPolicies().catch(e => e)
    expect(error.message).toContain(`${'x'.repeat(500)}…`)
    expect(error.message).not.toContain('x'.repeat(501))
  })

  it('rejects a 200 whose body is not the expected JSON', async () => {
    h = fresh()
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'malformed', body: '<html>oops' }
    })
    await expect(h.client.listPolicies()).rejects.toThrow(
      /answered 200 but not with the expected JSON: not JSON/
    )
    emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'malformed', body: '{"policies":[{"id":7}]}' }
    })
    await expect(h.client.listPolicies()).rejects.toThrow(/policies\[0\]\.id/)
  })

  it('logs each request at debug level without the token', async () => {
    h = fresh()
    await h.client.listPolicies()
    expect(h.debug).toHaveLength(1)
    expect(h.debug[0]).toMatch(/^GET \/api\/v1\/deployments\/\d+\/policies → 200 in \d+ ms$/)
  })
})

/** A port with nothing listening on it. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise(resolve => server.close(resolve))
  return port
}
