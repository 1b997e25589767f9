/**
 * The platform client against the emulator over loopback: request bodies field by field (read from
 * the raw bytes the server received), which operations may be sent again, and answers that are not
 * what the spec describes.
 */
import { describe, expect, it } from '@jest/globals'
import {
  apiRequests,
  BIG_DEPLOYMENT,
  BIG_REPOSITORY,
  bigIdEmulatorForFile,
  freePort
} from '../support/index.js'

const servers = bigIdEmulatorForFile()

describe('request bodies match the spec', () => {
  it('creates an SBOM export with integer IDs exact beyond 2^53 and nested objects only when set', async () => {
    const h = servers.fresh()
    const token = await h.client.createSbomExport({
      repositoryId: BIG_REPOSITORY,
      ref: 'refs/tags/v1.2.0',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
    })
    expect(token).toEqual(expect.any(String))
    const [request] = apiRequests(servers.emulator, 'createSbomExport')
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
    expect(request!.headers.authorization).toBe(`Bearer ${servers.emulator.token}`)
  })

  it('sends only the supplier fields that are set', async () => {
    const h = servers.fresh()
    await h.client.createSbomExport({
      repositoryId: BIG_REPOSITORY,
      ref: 'refs/heads/main',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_JSON',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_5',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_LIBRARY',
      metadataSupplier: { name: 'Acme', contact: { email: 'sec@acme.example' } }
    })
    const body = JSON.parse(apiRequests(servers.emulator, 'createSbomExport')[0]!.rawBody)
    expect(body.metadataSupplier).toEqual({ name: 'Acme', contact: { email: 'sec@acme.example' } })
  })

  it('pages repositories with an integer cursor and the deployment ID as a string', async () => {
    const h = servers.fresh()
    const first = await h.client.listRepositories({ pageSize: 3 })
    expect(first.hasMore).toBe(true)
    expect(first.repositorySummaries[0]!.id).toBe(BIG_REPOSITORY)
    const second = await h.client.listRepositories({ pageSize: 3, cursor: first.cursor! })
    expect(second.repositorySummaries[0]!.id).toBe(BIG_REPOSITORY + 3n)
    const [one, two] = apiRequests(servers.emulator, 'listRepositories')
    expect(JSON.parse(one!.rawBody)).toEqual({ deploymentId: BIG_DEPLOYMENT, pageSize: 3 })
    expect(two!.rawBody).toContain(`"cursor":${first.cursor!.toString()}`)
    expect(two!.rawBody).toContain(`"deploymentId":"${BIG_DEPLOYMENT}"`)
  })

  it('pages lockfiles with a string cursor and the repository ID as a string', async () => {
    const h = servers.fresh()
    const repository = servers.emulator.dataset.repositories.find(r => r.lockfiles.length >= 2)!
    const first = await h.client.listLockfiles(repository.id, { pageSize: 1 })
    expect(first.lockfileSummaries).toEqual([
      {
        lockfilePath: repository.lockfiles[0]!.lockfilePath,
        numDependencies: repository.lockfiles[0]!.numDependencies
      }
    ])
    expect(typeof first.cursor).toBe('string')
    await h.client.listLockfiles(repository.id, { pageSize: 1, cursor: first.cursor! })
    const [one, two] = apiRequests(servers.emulator, 'listLockfiles')
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
    const h = servers.fresh()
    const page = await h.client.listRepositories({
      pageSize: 10,
      dependencyFilter: { repositoryId: [BIG_REPOSITORY + 1n], includeArchived: false }
    })
    expect(page.repositorySummaries.map(r => r.id)).toEqual([BIG_REPOSITORY + 1n])
    expect(apiRequests(servers.emulator)[0]!.rawBody).toContain(
      `"repositoryId":[${BIG_REPOSITORY + 1n}]`
    )
  })

  it('links a ticket with string finding IDs and reads the int64 ticket ID exactly', async () => {
    const h = servers.fresh()
    const ids = servers.emulator.dataset.findings.slice(0, 2).map(f => f.id.toString())
    const result = await h.client.linkTicket('https://acme.atlassian.net/browse/PROJ-42', ids)
    expect(result.linked_issue_ids).toEqual(ids)
    expect(typeof result.ticket_id).toBe('bigint')
    expect(JSON.parse(apiRequests(servers.emulator, 'linkTicket')[0]!.rawBody)).toEqual({
      ticket_url: 'https://acme.atlassian.net/browse/PROJ-42',
      issue_ids: ids,
      deploymentId: BIG_DEPLOYMENT
    })
  })

  it('lists policies with a GET and no body', async () => {
    const h = servers.fresh()
    const policies = await h.client.listPolicies()
    expect(policies).toEqual(servers.emulator.dataset.policies)
    const [request] = apiRequests(servers.emulator, 'listPolicies')
    expect(request!.method).toBe('GET')
    expect(request!.rawBody).toBe('')
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
    const h = servers.fresh()
    servers.emulator.addFault({ operation: 'createSbomExport', action: { type: 'status', status } })
    await expect(h.client.createSbomExport(request)).resolves.toEqual(expect.any(String))
    expect(apiRequests(servers.emulator, 'createSbomExport')).toHaveLength(2)
  })

  it.each([500, 502, 504])('does not retry after %i', async status => {
    const h = servers.fresh()
    servers.emulator.addFault({ operation: 'createSbomExport', action: { type: 'status', status } })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(`HTTP ${status}`)
    expect(apiRequests(servers.emulator, 'createSbomExport')).toHaveLength(1)
  })

  it('does not retry after a dropped connection or a timeout', async () => {
    const h = servers.fresh({ timeoutMs: 200 })
    servers.emulator.addFault({ operation: 'createSbomExport', action: { type: 'drop' } })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/Create SBOM export job/)
    servers.emulator.addFault({
      operation: 'createSbomExport',
      action: { type: 'hang', ms: 2_000 }
    })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/no answer in time/)
    expect(apiRequests(servers.emulator, 'createSbomExport')).toHaveLength(2)
  })

  it('retries a refused connection', async () => {
    const port = await freePort()
    const h = servers.fresh({ url: `http://127.0.0.1:${port}` })
    await expect(h.client.createSbomExport(request)).rejects.toThrow(/ECONNREFUSED/)
    expect(h.logs).toHaveLength(3)
    expect(h.logs[0]).toMatch(/connection refused \(ECONNREFUSED\), retrying/)
  })
})

describe('answers the client does not accept', () => {
  it('answers 404 for a wrong token, as the platform does', async () => {
    const h = servers.fresh({ token: 'wrong' })
    await expect(h.client.listPolicies()).rejects.toThrow(
      /^Check that the token .*Web API.*HTTP 404/
    )
  })

  it('rejects a 200 whose body is not the expected JSON', async () => {
    const h = servers.fresh()
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'malformed', body: '<html>oops' }
    })
    await expect(h.client.listPolicies()).rejects.toThrow(
      /answered 200 but not with the expected JSON: not JSON/
    )
    servers.emulator.addFault({
      operation: 'listPolicies',
      action: { type: 'malformed', body: '{"policies":[{"id":7}]}' }
    })
    await expect(h.client.listPolicies()).rejects.toThrow(/policies\[0\]\.id/)
  })
})
