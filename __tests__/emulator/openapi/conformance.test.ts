import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import {
  BIG_START,
  DEPLOYMENT,
  EXPORT,
  LINK,
  POLICIES,
  REPOSITORIES,
  call,
  errorOf,
  lockfilesPath
} from '../support.js'

const PREFIX = 'request does not conform to the published API: '
/** A package filter with each field the published file declares for one. */
const EVERY_PACKAGE_FILTER_FIELD = {
  name: 'lodash',
  exactNameMatch: true,
  exactVersion: '4.17.21',
  versionLowerBound: '>=4.0.0',
  versionUpperBound: '<5.0.0'
}

describe('conformance to the published API', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { repositories: 12, repositoryIdStart: BIG_START }
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  const refused: [string, string, unknown, string][] = [
    [
      'an undeclared filter field',
      REPOSITORIES,
      { dependencyFilter: { foo: 1 } },
      'body/dependencyFilter/foo is not a declared field'
    ],
    ['snake_case page_size', REPOSITORIES, { page_size: 5 }, 'body/page_size is not a declared'],
    ['cursor as a fraction', REPOSITORIES, '{"cursor": 1.5}', 'body/cursor must be an integer'],
    ['cursor as a word', REPOSITORIES, { cursor: 'next' }, 'body/cursor must be an integer'],
    ['pageSize 0', REPOSITORIES, { pageSize: 0 }, 'body/pageSize must be at least 1'],
    ['pageSize 101', REPOSITORIES, { pageSize: 101 }, 'body/pageSize must be at most 100'],
    ['pageSize "101"', REPOSITORIES, { pageSize: '101' }, 'body/pageSize must be at most 100'],
    [
      'an ecosystem outside the published list',
      REPOSITORIES,
      { dependencyFilter: { ecosystem: ['golang'] } },
      'body/dependencyFilter/ecosystem/0 must be one of'
    ],
    [
      'a transitivity outside the published list',
      REPOSITORIES,
      { dependencyFilter: { transitivity: ['direct'] } },
      'body/dependencyFilter/transitivity/0 must be one of'
    ],
    [
      'an unspecified license policy setting',
      REPOSITORIES,
      { dependencyFilter: { licensePolicySettings: ['LICENSE_POLICY_SETTING_UNSPECIFIED'] } },
      'body/dependencyFilter/licensePolicySettings/0 must be one of'
    ],
    [
      'includeArchived as a string',
      REPOSITORIES,
      { dependencyFilter: { includeArchived: 'true' } },
      'body/dependencyFilter/includeArchived must be a boolean'
    ],
    [
      'exactNameMatch as a string',
      REPOSITORIES,
      { dependencyFilter: { packageFilters: [{ exactNameMatch: 'yes' }] } },
      'body/dependencyFilter/packageFilters/0/exactNameMatch must be a boolean'
    ],
    [
      'an undeclared package filter field',
      REPOSITORIES,
      { dependencyFilter: { packageFilters: [{ version: '1.0.0' }] } },
      'body/dependencyFilter/packageFilters/0/version is not a declared field'
    ],
    ['an array body', REPOSITORIES, '[]', 'body must be an object'],
    ['an empty body', REPOSITORIES, '', 'request body is required'],
    ['broken JSON', REPOSITORIES, '{"pageSize": ', 'not valid JSON'],
    ['a lockfile cursor as a number', lockfilesPath(BIG_START), { cursor: 3 }, 'body/cursor'],
    [
      'a wrong CycloneDX version',
      EXPORT,
      { repositoryId: BIG_START, formatVersion: { cyclonedxVersion: 'V1_3' } },
      'body/formatVersion/cyclonedxVersion must be one of'
    ],
    [
      'a short component type',
      EXPORT,
      { repositoryId: BIG_START, metadataComponentType: 'application' },
      'body/metadataComponentType must be one of'
    ],
    [
      'a contact phone as a number',
      EXPORT,
      { repositoryId: BIG_START, metadataSupplier: { contact: { phone: 123 } } },
      'body/metadataSupplier/contact/phone must be a string'
    ],
    [
      'issue_ids as numbers',
      LINK,
      { ticket_url: 'https://t.example/browse/A-1', issue_ids: [5001] },
      'body/issue_ids/0 must be a string'
    ],
    [
      'a link deploymentId as a number (typed string, not int64)',
      LINK,
      { ticket_url: 'https://t.example/browse/A-1', issue_ids: ['5001'], deploymentId: 1234 },
      'body/deploymentId must be a string'
    ],
    [
      'deployment_id spelling',
      LINK,
      { ticket_url: 'https://t.example/browse/A-1', issue_ids: ['5001'], deployment_id: '1234' },
      'body/deployment_id is not a declared field'
    ],
    ['null inside an array', LINK, { issue_ids: [null] }, 'body/issue_ids/0 must be a string']
  ]

  it.each(refused)('refuses %s with 400 naming the problem', async (_name, path, body, problem) => {
    const answer = await call(emulator, path, { body })
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toContain(PREFIX)
    expect(errorOf(answer)).toContain(problem)
    expect(emulator.requests.at(-1)?.nonConformity).toBe(errorOf(answer))
  })

  it('refuses an undeclared query parameter, and a body on a GET', async () => {
    const query = await call(emulator, `${POLICIES}?page=1`)
    expect(query.status).toBe(400)
    expect(errorOf(query)).toBe(`${PREFIX}query parameter page is not declared for this operation`)
    const projects = await call(emulator, '/api/v1/deployments/acme-corp/projects?pageSize=5')
    expect(errorOf(projects)).toContain('query parameter pageSize is not declared')
    const bad = await call(emulator, '/api/v1/deployments/acme-corp/projects?page=first')
    expect(errorOf(bad)).toContain('query parameter page must be an integer')
    const body = await call(emulator, POLICIES, { method: 'GET', body: undefined })
    expect(body.status).toBe(200)
  })

  it('checks path parameters: deployment IDs are digits, slugs are slugs', async () => {
    const id = await call(emulator, '/api/v1/deployments/12ab/policies')
    expect(id.status).toBe(400)
    expect(errorOf(id)).toContain('path parameter deploymentId')
    const slug = await call(emulator, '/api/v1/deployments/acme%20corp/projects')
    expect(slug.status).toBe(400)
    expect(errorOf(slug)).toContain('path parameter deploymentSlug')
    const repository = await call(emulator, lockfilesPath('abc'), { body: {} })
    expect(errorOf(repository)).toContain('path parameter repositoryId must be an integer')
  })

  it('takes int64 fields as JSON integers or strings of digits, exactly', async () => {
    const asIntegers = await call(emulator, EXPORT, {
      body: `{"deploymentId": ${DEPLOYMENT}, "repositoryId": ${BIG_START}}`
    })
    expect(asIntegers.status).toBe(200)
    const asStrings = await call(emulator, EXPORT, {
      body: { deploymentId: DEPLOYMENT, repositoryId: String(BIG_START) }
    })
    expect(asStrings.status).toBe(200)
    // 2^53 + 1 read as a double would be 2^53, a repository that does not exist
    const rounded = await call(emulator, EXPORT, { body: '{"repositoryId": 9007199254740992}' })
    expect(rounded.status).toBe(404)
    const list = await call(emulator, REPOSITORIES, {
      body: {
        cursor: '0',
        pageSize: '2',
        deploymentId: 1234,
        dependencyFilter: { repositoryId: [String(BIG_START), BIG_START + 1n] }
      }
    })
    expect(list.status).toBe(200)
    const lockfiles = await call(emulator, lockfilesPath(BIG_START), {
      body: { repositoryId: BIG_START, deploymentId: 1234 }
    })
    expect(lockfiles.status).toBe(200)
  })

  it('accepts null for any field, as protobuf-JSON reads it: not set', async () => {
    const answer = await call(emulator, REPOSITORIES, {
      body: {
        cursor: null,
        pageSize: null,
        deploymentId: null,
        dependencyFilter: { includeArchived: null, packageFilters: null, ecosystem: null }
      }
    })
    expect(answer.status).toBe(200)
    expect(emulator.requests.at(-1)).not.toHaveProperty('nonConformity')
    const link = await call(emulator, LINK, {
      body: { ticket_url: 'https://t.example/browse/A-1', issue_ids: ['5001'], deploymentId: null }
    })
    expect(link.status).toBe(200)
  })

  it('accepts a body with every declared field, and ignores the file’s snake_case required lists', async () => {
    const answer = await call(emulator, REPOSITORIES, {
      body: {
        deploymentId: DEPLOYMENT,
        pageSize: 100,
        cursor: 0,
        dependencyFilter: {
          includeArchived: false,
          ecosystem: ['npm', 'pypi'],
          transitivity: ['DIRECT', 'TRANSITIVE', 'UNKNOWN_TRANSITIVITY'],
          license: ['MIT'],
          licensePolicySettings: ['LICENSE_POLICY_SETTING_ALLOW'],
          lockfilePath: 'package-lock.json',
          name: 'lodash',
          packageFilters: [EVERY_PACKAGE_FILTER_FIELD],
          repositoryId: [BIG_START],
          version: '4.17.21'
        }
      }
    })
    expect(answer.status).toBe(200)
    expect((await call(emulator, REPOSITORIES, { body: {} })).status).toBe(200)
  })

  it('keeps its semantic checks where the schema cannot see', async () => {
    const cases: [string, unknown, string][] = [
      [REPOSITORIES, { deploymentId: '99' }, 'deploymentId'],
      [REPOSITORIES, { cursor: -1 }, 'cursor'],
      [lockfilesPath(BIG_START), { repositoryId: String(BIG_START + 1n) }, 'repositoryId'],
      [EXPORT, {}, 'repositoryId'],
      [LINK, { ticket_url: 'not a url', issue_ids: ['5001'] }, 'ticket_url'],
      [LINK, { ticket_url: 'https://x.example/A-1' }, 'issue_ids'],
      [LINK, { ticket_url: 'https://x.example/A-1', issue_ids: ['x1'] }, 'issue_ids[0]'],
      [
        REPOSITORIES,
        { dependencyFilter: { packageFilters: [{ versionLowerBound: '<1' }] } },
        'versionLowerBound'
      ]
    ]
    for (const [path, body, field] of cases) {
      const answer = await call(emulator, path, { body })
      expect([answer.status, errorOf(answer)]).toEqual([400, expect.stringContaining(field)])
      expect(emulator.requests.at(-1)).not.toHaveProperty('nonConformity')
    }
  })
})
