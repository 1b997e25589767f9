/**
 * The operations that find IDs (the deployments list, a project by name, the project list) and the
 * 404 hint of every operation, against a scripted loopback server: the exact request each sends
 * and what each makes of the answers.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { listDeployments, readDeployments } from '../../src/platform/deployments.js'
import { notFoundHint, PlatformError } from '../../src/platform/errors.js'
import { PlatformClient, PROJECTS_PAGE_SIZE } from '../../src/platform/platform-client.js'
import { scriptedServerForFile } from '../support/index.js'

const BEYOND_2_53 = 9007199254740993n
const INT64_MAX = 9223372036854775807n

const server = scriptedServerForFile()

beforeEach(() => {
  server.requests.length = 0
})

describe('listDeployments (GET /api/v1/deployments)', () => {
  it('sends a GET without body or query, with the bearer token, and keeps IDs exact', async () => {
    server.answer(() => ({
      body: `{"deployments":[{"id":${INT64_MAX},"name":"Acme","slug":"acme","findings":{"url":"x"}}]}`
    }))
    const deployments = await listDeployments(server.transport('secret-token'))
    expect(deployments).toEqual([{ id: INT64_MAX, name: 'Acme', slug: 'acme' }])
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request!.method).toBe('GET')
    expect(request!.url).toBe('/api/v1/deployments')
    expect(request!.body).toBe('')
    expect(request!.headers.authorization).toBe('Bearer secret-token')
  })

  it('takes IDs written as digit strings (protobuf-JSON) and a missing list as none', async () => {
    server.answer(() => ({ body: `{"deployments":[{"id":"${BEYOND_2_53}","slug":"a"}]}` }))
    expect(await listDeployments(server.transport())).toEqual([
      { id: BEYOND_2_53, name: '', slug: 'a' }
    ])
    server.answer(() => ({ body: '{}' }))
    expect(await listDeployments(server.transport())).toEqual([])
  })

  it('refuses an entry without a slug or with a negative ID, naming the field', async () => {
    server.answer(() => ({ body: '{"deployments":[{"id":1,"name":"x"}]}' }))
    await expect(listDeployments(server.transport())).rejects.toThrow(
      /List deployments.*deployments\[0\]\.slug/
    )
    server.answer(() => ({ body: '{"deployments":[{"id":-1,"slug":"x"}]}' }))
    await expect(listDeployments(server.transport())).rejects.toThrow(/deployments\[0\]\.id/)
  })

  it('a 404 gives the permission hint and names no ID (the request has none)', async () => {
    server.answer(() => ({ status: 404, body: '{"error":"Not found"}' }))
    const error: PlatformError = await listDeployments(server.transport()).catch(e => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error.status).toBe(404)
    expect(error.message).toContain(
      'List deployments (GET /api/v1/deployments) failed with HTTP 404'
    )
    expect(error.message).toContain(notFoundHint())
    expect(error.message).not.toMatch(/is right|are right/)
  })
})

describe('readDeployments: the shape of the deployments list', () => {
  it('keeps id, name and slug, ignores other fields, takes -0 and the int64 maximum', () => {
    expect(
      readDeployments({
        deployments: [
          { id: '-0', slug: 'zero', extra: [1] },
          { id: INT64_MAX, name: 'Max', slug: 'max' },
          { id: 7, name: 'Seven', slug: 'seven' }
        ],
        next: 'x'
      })
    ).toEqual({
      ok: true,
      value: [
        { id: 0n, name: '', slug: 'zero' },
        { id: INT64_MAX, name: 'Max', slug: 'max' },
        { id: 7n, name: 'Seven', slug: 'seven' }
      ]
    })
  })

  it.each([
    ['a list', [], '(body): expected an object'],
    ['deployments that is no list', { deployments: {} }, 'deployments: expected an array'],
    ['an entry that is no object', { deployments: [null] }, 'deployments[0]: expected an object'],
    [
      'an ID beyond int64',
      { deployments: [{ id: INT64_MAX + 1n, slug: 'a' }] },
      'deployments[0].id: expected a deployment ID of 0 or more'
    ],
    [
      'an ID with a fraction',
      { deployments: [{ id: 1.5, slug: 'a' }] },
      'deployments[0].id: expected a deployment ID of 0 or more'
    ],
    [
      'an ID string that is not digits',
      { deployments: [{ id: '0x10', slug: 'a' }] },
      'deployments[0].id: expected a deployment ID of 0 or more'
    ],
    [
      'a name that is null',
      { deployments: [{ id: 1, name: null, slug: 'a' }] },
      'deployments[0].name: expected a string'
    ],
    [
      'a slug that is a number',
      { deployments: [{ id: 1, slug: 1 }] },
      'deployments[0].slug: expected a string'
    ],
    [
      'an empty slug, in the second entry',
      {
        deployments: [
          { id: 1, slug: 'a' },
          { id: 2, slug: '' }
        ]
      },
      'deployments[1].slug: slug is empty'
    ]
  ])('refuses %s, naming the field', (_what, json, problem) => {
    expect(readDeployments(json)).toEqual({ ok: false, problem })
  })
})

describe('getProject (GET /api/v1/deployments/{slug}/projects/{owner/name})', () => {
  it('percent-encodes each segment and keeps the slash; the slug goes in the path', async () => {
    server.answer(() => ({
      body: `{"project":{"id":${BEYOND_2_53},"name":"acme/web app#1","tags":[]}}`
    }))
    const client = new PlatformClient(server.transport(), '42')
    const project = await client.getProject('acme-corp', 'acme/web app#1')
    expect(project).toEqual({ id: BEYOND_2_53, name: 'acme/web app#1' })
    expect(server.requests.map(r => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/deployments/acme-corp/projects/acme/web%20app%231'
    ])
    expect(server.requests[0]!.body).toBe('')
  })

  it('answers undefined on 404, so that the caller can search the list', async () => {
    server.answer(() => ({ status: 404, body: '{"error":"project not found"}' }))
    const client = new PlatformClient(server.transport(), '42')
    await expect(client.getProject('acme', 'acme/nope')).resolves.toBeUndefined()
  })

  it('fails on other statuses', async () => {
    server.answer(() => ({ status: 403, body: '' }))
    const client = new PlatformClient(server.transport(), '42')
    await expect(client.getProject('acme', 'acme/web')).rejects.toThrow(
      /Get project acme\/web.*HTTP 403/
    )
  })

  it.each(['acme/..', './web', 'acme//web'])('refuses %j before any request', async name => {
    const client = new PlatformClient(server.transport(), '42')
    await expect(client.getProject('acme', name)).rejects.toThrow(/segment/)
    expect(server.requests).toHaveLength(0)
  })
})

it.each(['..', '.', ''])('a deployment slug %j never goes into a path', async slug => {
  const client = new PlatformClient(server.transport(), '42')
  await expect(client.getProject(slug, 'a/b')).rejects.toThrow(/cannot be a segment/)
  await expect(client.listProjects(slug, 0)).rejects.toThrow(/cannot be a segment/)
  expect(server.requests).toHaveLength(0)
})

describe('listProjects (GET /api/v1/deployments/{slug}/projects)', () => {
  it('sends only the declared query parameters, page from 0 and page_size', async () => {
    server.answer(() => ({
      body: `{"projects":[{"id":1,"name":"a/b","tags":[]},{"id":"${INT64_MAX}","name":"c/d"}]}`
    }))
    const client = new PlatformClient(server.transport(), '42')
    expect(await client.listProjects('my slug', 0)).toEqual([
      { id: 1n, name: 'a/b' },
      { id: INT64_MAX, name: 'c/d' }
    ])
    await client.listProjects('my slug', 3, 10)
    expect(server.requests.map(r => r.url)).toEqual([
      `/api/v1/deployments/my%20slug/projects?page=0&page_size=${PROJECTS_PAGE_SIZE}`,
      '/api/v1/deployments/my%20slug/projects?page=3&page_size=10'
    ])
    expect(PROJECTS_PAGE_SIZE).toBe(100)
  })

  it('a 404 names the deployment as the ID that could be wrong', async () => {
    server.answer(() => ({ status: 404 }))
    const client = new PlatformClient(server.transport(), '42')
    await expect(client.listProjects('acme', 0)).rejects.toThrow(
      /Web API.*the deployment acme \(ID 42\) is right.*HTTP 404/
    )
  })
})

describe('the 404 hint names the IDs of this run that could be wrong, on 404 only', () => {
  it('an export names the repository ID (and its deployment)', async () => {
    server.answer(() => ({ status: 404, body: '{"error":"repository not found"}' }))
    const client = new PlatformClient(server.transport(), '42')
    const error: PlatformError = await client
      .createSbomExport({
        repositoryId: BEYOND_2_53,
        ref: 'refs/tags/v1',
        sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
        cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
        metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION'
      })
      .catch(e => e)
    expect(error.message).toContain('Web API')
    expect(error.message).toContain(
      `the repository ID ${BEYOND_2_53} (\`repository-id\`, a project of deployment 42) is right`
    )
  })

  it.each([
    ['listPolicies', (c: PlatformClient) => c.listPolicies()],
    ['linkTicket', (c: PlatformClient) => c.linkTicket('https://t.example/T-1', ['1'])],
    ['getSbomExportStatus', (c: PlatformClient) => c.getSbomExportStatus('task')],
    ['listRepositories', (c: PlatformClient) => c.listRepositories({ pageSize: 5 })],
    ['listLockfiles', (c: PlatformClient) => c.listLockfiles(7n, { pageSize: 5 })]
  ])('%s names the deployment', async (_name, call) => {
    server.answer(() => ({ status: 404 }))
    const client = new PlatformClient(server.transport(), '42')
    await expect(call(client)).rejects.toThrow(
      /Web API.*the deployment ID 42 \(`deployment-id`\) is right/
    )
  })

  it('other statuses carry no 404 hint', async () => {
    for (const status of [400, 410, 500]) {
      server.answer(() => ({ status }))
      const client = new PlatformClient(server.transport(), '42')
      const error: PlatformError = await client.listPolicies().catch(e => e)
      expect(error.status).toBe(status)
      expect(error.message).not.toMatch(/Web API|is right/)
    }
  })

  it('joins several suspects', () => {
    expect(notFoundHint(['a'])).toMatch(/, and that a is right: /)
    expect(notFoundHint(['a', 'b', 'c'])).toMatch(/, and that a, b and c are right: /)
  })
})

describe('PlatformError keeps the response body for callers that read its code', () => {
  it('on a 410', async () => {
    server.answer(() => ({ status: 410, body: '{"error":"gone","code":"DEPLOYMENT_MIGRATED"}' }))
    const client = new PlatformClient(server.transport('tok'), '42')
    const error: PlatformError = await client.listPolicies().catch(e => e)
    expect(error.status).toBe(410)
    expect(error.body).toContain('DEPLOYMENT_MIGRATED')
  })
})
