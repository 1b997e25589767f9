import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse, stringify } from 'lossless-json'
import { generateDataset, startEmulator, type Emulator } from '../../emulator/index.js'

const BIG_START = 9007199254740993n
const DEPLOYMENT = '1234'

interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body parsed losslessly: unsafe integers become bigint. */
  json: unknown
}

interface CallOptions {
  method?: string
  /** A string is sent as is; anything else is written with lossless-json. */
  body?: unknown
  token?: string | null
  contentType?: string | null
  headers?: Record<string, string>
  redirect?: 'follow' | 'manual' | 'error'
}

/** Safe integers as numbers, unsafe integers as bigint (lossless-json's parseNumberAndBigInt
 * would make every integer a bigint). */
function parseExactNumber(text: string): number | bigint {
  const value = Number(text)
  return /^-?[0-9]+$/.test(text) && !Number.isSafeInteger(value) ? BigInt(text) : value
}

function parseLoosely(text: string): unknown {
  try {
    return parse(text, null, parseExactNumber)
  } catch {
    return undefined
  }
}

async function call(emulator: Emulator, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  const token = options.token === undefined ? emulator.token : options.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  let body: string | undefined
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : stringify(options.body)
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType
    if (contentType !== null) headers['content-type'] = contentType
  }
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    body,
    redirect: options.redirect
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: parseLoosely(text) }
}

const deploymentPath = (suffix: string): string => `/api/v1/deployments/${DEPLOYMENT}${suffix}`
const REPOSITORIES = deploymentPath('/dependencies/repositories')
const lockfilesPath = (id: bigint | string): string =>
  deploymentPath(`/dependencies/repositories/${id}/lockfiles`)

interface RepositoriesPage {
  repositorySummaries: { id: bigint | number; name: string; numDependencies: number }[]
  cursor?: bigint | number
  hasMore: boolean
}
interface LockfilesPage {
  lockfileSummaries: { lockfilePath: string; numDependencies: number }[]
  cursor?: string
  hasMore: boolean
}

describe('generateDataset', () => {
  it('is deterministic and consistent', () => {
    const first = generateDataset({ seed: 7, repositories: 30 })
    const second = generateDataset({ seed: 7, repositories: 30 })
    expect(stringify(first)).toBe(stringify(second))
    expect(stringify(generateDataset({ seed: 8, repositories: 30 }))).not.toBe(stringify(first))
    for (const repository of first.repositories) {
      const sum = repository.lockfiles.reduce((total, file) => total + file.numDependencies, 0)
      if (repository.lockfiles.length > 0) expect(repository.numDependencies).toBe(sum)
      else expect(repository.numDependencies).toBeGreaterThan(0)
      expect(repository.name).toMatch(/^[a-z]+\/[a-z0-9-]+$/)
    }
    expect(new Set(first.repositories.map(repository => repository.name)).size).toBe(30)
  })

  it('uses the documented defaults', () => {
    const dataset = generateDataset()
    expect(dataset.deploymentId).toBe('1234')
    expect(dataset.repositories).toHaveLength(12)
    expect(dataset.repositories[0]?.id).toBe(1001n)
    expect(dataset.findings).toHaveLength(50)
    expect(dataset.findings[0]?.id).toBe(5001n)
    expect(dataset.policies.map(policy => [policy.productType, policy.isDefault])).toEqual([
      ['PRODUCT_TYPE_SAST', true],
      ['PRODUCT_TYPE_SECRETS', true],
      ['PRODUCT_TYPE_SAST', false],
      ['PRODUCT_TYPE_SECRETS', false]
    ])
  })
})

describe('emulator', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        repositories: 12,
        repositoryIdStart: BIG_START,
        lockfilesPerRepository: { min: 2, max: 5 }
      },
      exportPollsUntilDone: 1,
      failingExportRepositoryIds: [String(BIG_START + 1n)]
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  describe('auth and routing', () => {
    it('answers 401 without a bearer header and 404 for a wrong token', async () => {
      const missing = await call(emulator, deploymentPath('/policies'), { token: null })
      expect(missing.status).toBe(401)
      expect(missing.json).toEqual({ error: expect.any(String) })
      const basic = await call(emulator, deploymentPath('/policies'), {
        token: null,
        headers: { authorization: 'Basic dXNlcjpwYXNz' }
      })
      expect(basic.status).toBe(401)
      const wrong = await call(emulator, deploymentPath('/policies'), { token: 'emu_wrong' })
      expect(wrong.status).toBe(404)
      expect(wrong.json).toEqual({ error: expect.any(String) })
    })

    it('answers 404 for an unknown deployment or route, 405 for a wrong method', async () => {
      expect((await call(emulator, '/api/v1/deployments/999/policies')).status).toBe(404)
      const unknown = await call(emulator, deploymentPath('/nothing-here'))
      expect(unknown.status).toBe(404)
      expect(unknown.json).toEqual({ error: expect.stringContaining('/nothing-here') })
      expect((await call(emulator, REPOSITORIES)).status).toBe(405)
    })

    it('lists policies and records requests', async () => {
      emulator.resetRequests()
      const answer = await call(emulator, deploymentPath('/policies'))
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual({ policies: emulator.dataset.policies })
      expect(emulator.requests).toHaveLength(1)
      expect(emulator.requests[0]).toMatchObject({
        server: 'api',
        operation: 'listPolicies',
        method: 'GET',
        path: deploymentPath('/policies'),
        status: 200
      })
      expect(emulator.requests[0]?.headers.authorization).toBe(`Bearer ${emulator.token}`)
      expect(emulator.stats()).toEqual({ requests: 1, peakInFlight: 1, inFlight: 0 })
    })
  })

  describe('pagination', () => {
    it('chains repository pages by integer cursor, every repository exactly once', async () => {
      const seen: string[] = []
      let cursor: bigint | number | undefined
      for (let pages = 0; pages < 10; pages++) {
        const body: Record<string, unknown> = { deploymentId: DEPLOYMENT, pageSize: 5 }
        if (cursor !== undefined) body.cursor = cursor
        const answer = await call(emulator, REPOSITORIES, { body })
        expect(answer.status).toBe(200)
        const page = answer.json as RepositoriesPage
        seen.push(...page.repositorySummaries.map(summary => String(summary.id)))
        if (!page.hasMore) break
        cursor = page.cursor
      }
      expect(seen).toEqual(emulator.dataset.repositories.map(repository => String(repository.id)))
      // ids beyond 2^53 arrive with every digit
      expect(seen[0]).toBe('9007199254740993')
      expect(emulator.requests.at(-1)?.rawBody).toContain('"cursor":9007199254741002')
    })

    it('uses pageSize 5 by default and filters by repositoryId', async () => {
      const all = await call(emulator, REPOSITORIES, { body: {} })
      expect((all.json as RepositoriesPage).repositorySummaries).toHaveLength(5)
      const wanted = [BIG_START + 3n, BIG_START + 7n]
      const filtered = await call(emulator, REPOSITORIES, {
        body: { dependencyFilter: { repositoryId: wanted } }
      })
      const page = filtered.json as RepositoriesPage
      expect(page.repositorySummaries.map(summary => summary.id)).toEqual(wanted)
      expect(page.hasMore).toBe(false)
    })

    it('chains lockfile pages by string cursor, every lockfile exactly once', async () => {
      const repository = emulator.dataset.repositories.reduce((most, candidate) =>
        candidate.lockfiles.length > most.lockfiles.length ? candidate : most
      )
      expect(repository.lockfiles.length).toBeGreaterThanOrEqual(3)
      const seen: string[] = []
      let cursor: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const body: Record<string, unknown> = {
          deploymentId: DEPLOYMENT,
          repositoryId: String(repository.id),
          pageSize: 2
        }
        if (cursor !== undefined) body.cursor = cursor
        const answer = await call(emulator, lockfilesPath(repository.id), { body })
        expect(answer.status).toBe(200)
        const page = answer.json as LockfilesPage
        expect(typeof page.cursor).toBe('string')
        seen.push(...page.lockfileSummaries.map(summary => summary.lockfilePath))
        if (!page.hasMore) break
        cursor = page.cursor
      }
      expect(seen).toEqual(repository.lockfiles.map(lockfile => lockfile.lockfilePath))
    })

    it('filters lockfiles by lockfilePath and refuses a cursor of another repository', async () => {
      const repository = emulator.dataset.repositories[0]!
      const target = repository.lockfiles[0]!.lockfilePath
      const filtered = await call(emulator, lockfilesPath(repository.id), {
        body: { dependencyFilter: { lockfilePath: target } }
      })
      const paths = (filtered.json as LockfilesPage).lockfileSummaries.map(
        item => item.lockfilePath
      )
      expect(paths).toContain(target)
      const other = emulator.dataset.repositories[1]!
      const first = await call(emulator, lockfilesPath(other.id), { body: { pageSize: 1 } })
      const foreignCursor = (first.json as LockfilesPage).cursor
      const misuse = await call(emulator, lockfilesPath(repository.id), {
        body: { cursor: foreignCursor }
      })
      expect(misuse.status).toBe(400)
      expect(misuse.text).toContain('cursor')
      expect((await call(emulator, lockfilesPath('424242'), { body: {} })).status).toBe(404)
    })
  })

  describe('strict request bodies', () => {
    const cases: [string, string, unknown, string][] = [
      ['repositories cursor as string', REPOSITORIES, { cursor: '1001' }, 'cursor'],
      ['repositories cursor as fraction', REPOSITORIES, '{"cursor": 1.0}', 'cursor'],
      ['repositories deploymentId as number', REPOSITORIES, { deploymentId: 1234 }, 'deploymentId'],
      ['repositories other deploymentId', REPOSITORIES, { deploymentId: '99' }, 'deploymentId'],
      ['pageSize 0', REPOSITORIES, { pageSize: 0 }, 'pageSize'],
      ['pageSize 101', REPOSITORIES, { pageSize: 101 }, 'pageSize'],
      ['pageSize as string', REPOSITORIES, { pageSize: '5' }, 'pageSize'],
      ['page_size spelling', REPOSITORIES, { page_size: 5 }, 'page_size'],
      ['unknown filter field', REPOSITORIES, { dependencyFilter: { foo: 1 } }, 'foo'],
      [
        'filter repositoryId of strings',
        REPOSITORIES,
        { dependencyFilter: { repositoryId: ['1001'] } },
        'dependencyFilter.repositoryId[0]'
      ],
      [
        'filter includeArchived as string',
        REPOSITORIES,
        { dependencyFilter: { includeArchived: 'true' } },
        'includeArchived'
      ],
      [
        'package filter exactNameMatch as string',
        REPOSITORIES,
        { dependencyFilter: { packageFilters: [{ exactNameMatch: 'yes' }] } },
        'packageFilters[0].exactNameMatch'
      ],
      ['null cursor', REPOSITORIES, { cursor: null }, 'cursor'],
      ['array body', REPOSITORIES, '[]', 'object'],
      ['empty body', REPOSITORIES, '', 'body'],
      ['broken JSON', REPOSITORIES, '{"pageSize": ', 'JSON'],
      ['lockfiles cursor as number', lockfilesPath(BIG_START), { cursor: 3 }, 'cursor'],
      [
        'lockfiles repositoryId as number',
        lockfilesPath(BIG_START),
        { repositoryId: 1 },
        'repositoryId'
      ],
      [
        'lockfiles other repositoryId',
        lockfilesPath(BIG_START),
        { repositoryId: String(BIG_START + 1n) },
        'repositoryId'
      ],
      [
        'export deploymentId as string',
        deploymentPath('/sbom/export'),
        { deploymentId: '1234', repositoryId: BIG_START },
        'deploymentId'
      ],
      [
        'export repositoryId as string',
        deploymentPath('/sbom/export'),
        { repositoryId: String(BIG_START) },
        'repositoryId'
      ],
      ['export without repositoryId', deploymentPath('/sbom/export'), {}, 'repositoryId'],
      [
        'export wrong cyclonedxVersion',
        deploymentPath('/sbom/export'),
        {
          repositoryId: BIG_START,
          formatVersion: { cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_3' }
        },
        'formatVersion.cyclonedxVersion'
      ],
      [
        'export wrong component type',
        deploymentPath('/sbom/export'),
        { repositoryId: BIG_START, metadataComponentType: 'application' },
        'metadataComponentType'
      ],
      [
        'export wrong output format',
        deploymentPath('/sbom/export'),
        { repositoryId: BIG_START, sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_XML' },
        'sbomOutputFormat'
      ],
      [
        'export supplier contact phone as number',
        deploymentPath('/sbom/export'),
        { repositoryId: BIG_START, metadataSupplier: { contact: { phone: 123 } } },
        'metadataSupplier.contact.phone'
      ],
      [
        'link issue_ids as numbers',
        deploymentPath('/tickets/link'),
        { ticket_url: 'https://t.example/browse/A-1', issue_ids: [5001] },
        'issue_ids[0]'
      ],
      [
        'link deploymentId as number',
        deploymentPath('/tickets/link'),
        { ticket_url: 'https://t.example/browse/A-1', issue_ids: ['5001'], deploymentId: 1234 },
        'deploymentId'
      ],
      [
        'link deployment_id spelling',
        deploymentPath('/tickets/link'),
        { ticket_url: 'https://t.example/browse/A-1', issue_ids: ['5001'], deployment_id: '1234' },
        'deployment_id'
      ],
      [
        'link malformed ticket_url',
        deploymentPath('/tickets/link'),
        { ticket_url: 'not a url', issue_ids: ['5001'] },
        'ticket_url'
      ],
      [
        'link without issue_ids',
        deploymentPath('/tickets/link'),
        { ticket_url: 'https://x.example/A-1' },
        'issue_ids'
      ]
    ]

    it.each(cases)('%s → 400 naming the field', async (_name, path, body, field) => {
      const answer = await call(emulator, path, { body })
      expect(answer.status).toBe(400)
      expect((answer.json as { error: string }).error).toContain(field)
    })

    it('requires Content-Type application/json on POST and refuses query strings', async () => {
      expect((await call(emulator, REPOSITORIES, { body: {}, contentType: null })).status).toBe(415)
      expect(
        (await call(emulator, REPOSITORIES, { body: {}, contentType: 'text/plain' })).status
      ).toBe(415)
      const withCharset = await call(emulator, REPOSITORIES, {
        body: {},
        contentType: 'application/json; charset=utf-8'
      })
      expect(withCharset.status).toBe(200)
      expect((await call(emulator, deploymentPath('/policies?page=1'))).status).toBe(400)
    })

    it('accepts a full, well-typed body', async () => {
      const answer = await call(emulator, REPOSITORIES, {
        body: {
          deploymentId: DEPLOYMENT,
          pageSize: 100,
          cursor: 0,
          dependencyFilter: {
            includeArchived: false,
            license: ['MIT'],
            lockfilePath: 'package-lock.json',
            name: 'lodash',
            packageFilters: [
              {
                exactNameMatch: true,
                exactVersion: '4.17.21',
                name: 'lodash',
                versionLowerBound: '4.0.0',
                versionUpperBound: '5.0.0'
              }
            ],
            repositoryId: [BIG_START],
            version: '4.17.21'
          }
        }
      })
      expect(answer.status).toBe(200)
    })
  })

  describe('faults', () => {
    it('answers an injected status with Retry-After, after skipping N requests', async () => {
      emulator.clearFaults()
      emulator.addFault({
        operation: 'listPolicies',
        after: 1,
        times: 2,
        action: { type: 'status', status: 429, retryAfter: '2' }
      })
      const statuses: number[] = []
      let retryAfter: string | null = null
      for (let index = 0; index < 4; index++) {
        const answer = await call(emulator, deploymentPath('/policies'))
        statuses.push(answer.status)
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after')
      }
      expect(statuses).toEqual([200, 429, 429, 200])
      expect(retryAfter).toBe('2')
      // other operations are not affected
      emulator.addFault({ operation: 'listPolicies', action: { type: 'status', status: 503 } })
      expect((await call(emulator, REPOSITORIES, { body: {} })).status).toBe(200)
      emulator.clearFaults()
    })

    it('faults come before authentication and are recorded', async () => {
      emulator.addFault({ action: { type: 'status', status: 502, body: 'Bad Gateway' } })
      emulator.resetRequests()
      const answer = await call(emulator, deploymentPath('/policies'), { token: null })
      expect(answer.status).toBe(502)
      expect(answer.text).toBe('Bad Gateway')
      expect(emulator.requests[0]).toMatchObject({ status: 502, operation: 'listPolicies' })
    })

    it('drops the connection', async () => {
      emulator.addFault({ operation: 'listRepositories', action: { type: 'drop' } })
      emulator.resetRequests()
      await expect(call(emulator, REPOSITORIES, { body: { pageSize: 1 } })).rejects.toThrow()
      await waitFor(() => emulator.stats().inFlight === 0)
      expect(emulator.requests[0]).toMatchObject({ status: 0, rawBody: '{"pageSize":1}' })
      expect((await call(emulator, REPOSITORIES, { body: { pageSize: 1 } })).status).toBe(200)
    })

    it('hangs for a while, then drops', async () => {
      emulator.addFault({ operation: 'listPolicies', action: { type: 'hang', ms: 100 } })
      emulator.resetRequests()
      const started = Date.now()
      await expect(call(emulator, deploymentPath('/policies'))).rejects.toThrow()
      expect(Date.now() - started).toBeGreaterThanOrEqual(90)
      await waitFor(() => emulator.requests[0]?.durationMs !== 0)
      expect(emulator.requests[0]?.status).toBe(0)
    })

    it('redirects', async () => {
      const location = `${emulator.storageUrl}/elsewhere`
      emulator.addFault({
        operation: 'listPolicies',
        action: { type: 'redirect', location, status: 302 }
      })
      const answer = await call(emulator, deploymentPath('/policies'), { redirect: 'manual' })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(location)
    })

    it('answers malformed bodies', async () => {
      emulator.addFault({ operation: 'listPolicies', action: { type: 'malformed' } })
      const truncated = await call(emulator, deploymentPath('/policies'))
      expect(truncated.status).toBe(200)
      expect(truncated.json).toBeUndefined()
      emulator.addFault({
        operation: 'listPolicies',
        action: { type: 'malformed', body: '<html>maintenance</html>', contentType: 'text/html' }
      })
      const html = await call(emulator, deploymentPath('/policies'))
      expect(html.headers.get('content-type')).toBe('text/html')
      expect(html.text).toBe('<html>maintenance</html>')
    })

    it('repeats or drops the cursor of a list page', async () => {
      const first = (await call(emulator, REPOSITORIES, { body: { pageSize: 2 } }))
        .json as RepositoriesPage
      emulator.addFault({ operation: 'listRepositories', action: { type: 'repeatCursor' } })
      const repeated = (
        await call(emulator, REPOSITORIES, { body: { pageSize: 2, cursor: first.cursor } })
      ).json as RepositoriesPage
      expect(repeated.hasMore).toBe(true)
      expect(repeated.cursor).toEqual(first.cursor)
      expect(repeated.repositorySummaries[0]?.id).toBe(BIG_START + 2n)

      const repository = emulator.dataset.repositories[0]!
      emulator.addFault({ operation: 'listLockfiles', action: { type: 'dropCursor' } })
      const dropped = (
        await call(emulator, lockfilesPath(repository.id), { body: { pageSize: 100 } })
      ).json as LockfilesPage
      expect(dropped.hasMore).toBe(true)
      expect(dropped).not.toHaveProperty('cursor')
      expect(dropped.lockfileSummaries).toHaveLength(repository.lockfiles.length)
    })
  })

  describe('SBOM export', () => {
    const exportPath = deploymentPath('/sbom/export')

    it('runs a job to COMPLETED and serves the document without Authorization', async () => {
      const repository = emulator.dataset.repositories[0]!
      const created = await call(emulator, exportPath, {
        body: `{"deploymentId": ${DEPLOYMENT}, "repositoryId": ${repository.id}, "ref": "refs/tags/v1.2.0",
          "formatVersion": {"format": "SBOM_FORMAT_CYCLONEDX", "cyclonedxVersion": "SBOM_CYCLONE_DX_VERSION_V1_5"},
          "metadataComponentType": "SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_MACHINE_LEARNING_MODEL",
          "metadataSupplier": {"name": "Acme", "url": "https://acme.example", "contact": {"email": "sec@acme.example"}},
          "sbomOutputFormat": "SBOM_OUTPUT_FORMAT_CYCLONEDX"}`
      })
      expect(created.status).toBe(200)
      const { taskToken } = created.json as { taskToken: string }
      expect(taskToken).toEqual(expect.any(String))

      const statusPath = `${exportPath}/${taskToken}`
      expect((await call(emulator, statusPath)).json).toEqual({
        status: 'SBOM_EXPORT_STATUS_IN_PROGRESS'
      })
      const done = (await call(emulator, statusPath)).json as {
        status: string
        downloadUrl: string
      }
      expect(done.status).toBe('SBOM_EXPORT_STATUS_COMPLETED')
      expect(done.downloadUrl.startsWith(`${emulator.storageUrl}/sbom/`)).toBe(true)
      expect(new URL(done.downloadUrl).origin).not.toBe(new URL(emulator.url).origin)
      expect(done.downloadUrl).toMatch(/X-Signature=[0-9a-f]+&X-Expires=[0-9]+$/)

      const withToken = await fetch(done.downloadUrl, {
        headers: { authorization: `Bearer ${emulator.token}` }
      })
      expect(withToken.status).toBe(400)
      await withToken.text()

      const download = await fetch(done.downloadUrl)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toContain('application/vnd.cyclonedx+json')
      const document = (await download.json()) as {
        bomFormat: string
        specVersion: string
        metadata: { component: { type: string; name: string }; supplier: { name: string } }
        components: { purl: string }[]
      }
      expect(document.bomFormat).toBe('CycloneDX')
      expect(document.specVersion).toBe('1.5')
      expect(document.metadata.component).toMatchObject({
        type: 'machine-learning-model',
        name: repository.name
      })
      expect(document.metadata.supplier.name).toBe('Acme')
      const expectedComponents = repository.lockfiles.reduce(
        (sum, file) => sum + file.numDependencies,
        0
      )
      expect(document.components).toHaveLength(expectedComponents)
      expect(document.components[0]?.purl).toMatch(/^pkg:/)

      const storageRecords = emulator.requests.filter(record => record.server === 'storage')
      expect(storageRecords.map(record => record.status).slice(-2)).toEqual([400, 200])
      expect(storageRecords.at(-1)?.operation).toBe('downloadSbom')

      const tampered = await fetch(done.downloadUrl.replace(/X-Signature=./, 'X-Signature=z'))
      expect(tampered.status).toBe(403)
      await tampered.text()
    })

    it('ends FAILED with an errorMessage for a failing repository', async () => {
      const created = await call(emulator, exportPath, {
        body: `{"repositoryId": ${BIG_START + 1n}}`
      })
      const { taskToken } = created.json as { taskToken: string }
      await call(emulator, `${exportPath}/${taskToken}`)
      const failed = (await call(emulator, `${exportPath}/${taskToken}`)).json as {
        status: string
        errorMessage: string
      }
      expect(failed.status).toBe('SBOM_EXPORT_STATUS_FAILED')
      expect(failed.errorMessage).toContain(String(BIG_START + 1n))
    })

    it('needs the exact repository id: a rounded one is unknown', async () => {
      const rounded = await call(emulator, exportPath, {
        body: '{"repositoryId": 9007199254740992}'
      })
      expect(rounded.status).toBe(404)
      const exact = await call(emulator, exportPath, { body: { repositoryId: BIG_START } })
      expect(exact.status).toBe(200)
      expect(emulator.requests.at(-1)?.rawBody).toBe('{"repositoryId":9007199254740993}')
      expect((await call(emulator, `${exportPath}/no-such-task`)).status).toBe(404)
    })
  })

  describe('ticket links', () => {
    const linkPath = deploymentPath('/tickets/link')

    it('links findings and reports replaced links', async () => {
      const first = await call(emulator, linkPath, {
        body: {
          ticket_url: 'https://acme.atlassian.net/browse/PROJ-42',
          issue_ids: ['5001', '5002', '5001'],
          deploymentId: DEPLOYMENT
        }
      })
      expect(first.status).toBe(200)
      const firstResult = first.json as Record<string, unknown>
      expect(firstResult).toEqual({
        external_slug: 'PROJ-42',
        linked_issue_ids: ['5001', '5002'],
        replaced_issue_ids: [],
        ticket_id: expect.any(Number),
        ticket_url: 'https://acme.atlassian.net/browse/PROJ-42'
      })
      const second = (
        await call(emulator, linkPath, {
          body: {
            ticket_url: 'https://acme.atlassian.net/browse/SEC-7',
            issue_ids: ['5002', '5003']
          }
        })
      ).json as Record<string, unknown>
      expect(second).toMatchObject({
        external_slug: 'SEC-7',
        linked_issue_ids: ['5002', '5003'],
        replaced_issue_ids: ['5002']
      })
      expect(second.ticket_id).not.toEqual(firstResult.ticket_id)
      const again = (
        await call(emulator, linkPath, {
          body: { ticket_url: 'https://acme.atlassian.net/browse/PROJ-42', issue_ids: ['5001'] }
        })
      ).json as Record<string, unknown>
      expect(again.ticket_id).toEqual(firstResult.ticket_id)
      expect(again.replaced_issue_ids).toEqual([])
      expect(emulator.ticketLinks()).toMatchObject({
        '5001': 'https://acme.atlassian.net/browse/PROJ-42',
        '5002': 'https://acme.atlassian.net/browse/SEC-7'
      })
    })

    it('refuses unknown finding IDs', async () => {
      const answer = await call(emulator, linkPath, {
        body: { ticket_url: 'https://acme.atlassian.net/browse/PROJ-1', issue_ids: ['5001', '42'] }
      })
      expect(answer.status).toBe(400)
      expect(answer.text).toContain('42')
    })
  })
})

describe('emulator options', () => {
  it('answers errors without a ticketing integration and after the Unified Policies move', async () => {
    const emulator = await startEmulator({
      dataset: { ticketingIntegration: false },
      unifiedPolicies: true
    })
    try {
      const link = await call(emulator, deploymentPath('/tickets/link'), {
        body: { ticket_url: 'https://x.example/browse/A-1', issue_ids: ['5001'] }
      })
      expect(link.status).toBe(400)
      expect(link.text).toContain('ticketing integration')
      const policies = await call(emulator, deploymentPath('/policies'))
      expect(policies.status).toBe(404)
      expect(policies.text).toContain('Policies V2')
    } finally {
      await emulator.close()
    }
  })

  it('delays answers without blocking and counts the peak in flight', async () => {
    const emulator = await startEmulator({
      latencyMs: 150,
      token: 'emu_fixed',
      dataset: { deploymentId: '18446744073709551615' }
    })
    try {
      expect(emulator.token).toBe('emu_fixed')
      const path = '/api/v1/deployments/18446744073709551615/policies'
      const started = Date.now()
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(emulator, path)))
      const elapsed = Date.now() - started
      expect(answers.map(answer => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
      expect(elapsed).toBeGreaterThanOrEqual(140)
      expect(elapsed).toBeLessThan(600)
      expect(emulator.stats()).toEqual({ requests: 6, peakInFlight: 6, inFlight: 0 })
      expect(
        Math.min(...emulator.requests.map(record => record.durationMs))
      ).toBeGreaterThanOrEqual(140)
    } finally {
      await emulator.close()
    }
  })

  it('close() ends a request that hangs forever', async () => {
    const emulator = await startEmulator({
      faults: [{ operation: 'listPolicies', action: { type: 'hang' } }]
    })
    const pending = call(emulator, deploymentPath('/policies'))
    const outcome = pending.then(
      () => 'answered',
      () => 'failed'
    )
    await waitFor(() => emulator.stats().inFlight === 1)
    await emulator.close()
    expect(await outcome).toBe('failed')
    expect(emulator.requests[0]?.status).toBe(0)
  })
})

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}
