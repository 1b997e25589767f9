import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  parseLossless,
  protobufJsonView,
  publishedOperation,
  startEmulator,
  type Emulator
} from '../../../emulator/index.js'
import { compileEverySchema } from '../../../emulator/openapi/operations.js'
import {
  BIG_START,
  EXPORT,
  LINK,
  POLICIES,
  REPOSITORIES,
  call,
  expectPublishedResponse,
  lockfilesPath,
  projectPath
} from '../support.js'

/** Every operation's answers, checked against the file's response schema of that operation. */
describe('answers conform to the published response schemas', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        deploymentId: '1234',
        repositoryIdStart: BIG_START,
        lockfilesPerRepository: { min: 1, max: 4 }
      },
      deployments: [
        { id: '1234', name: 'Acme', slug: 'acme' },
        { id: '18446744073709551615', name: 'Other', slug: 'other' }
      ],
      exportPollsUntilDone: 1,
      failingExportRepositoryIds: [String(BIG_START + 1n)]
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('list deployments', async () => {
    expectPublishedResponse(
      'DeploymentsService_ListDeployments',
      await call(emulator, '/api/v1/deployments')
    )
  })

  it('get project and list projects', async () => {
    const name = emulator.dataset.repositories[0]!.name
    expectPublishedResponse(
      'ProjectsService_GetProject',
      await call(emulator, projectPath('acme', name))
    )
    expectPublishedResponse(
      'ProjectsService_ListProjects',
      await call(emulator, '/api/v1/deployments/acme/projects?page=0&page_size=50')
    )
    expectPublishedResponse(
      'ProjectsService_ListProjects',
      await call(emulator, '/api/v1/deployments/other/projects')
    )
  })

  it('list repositories and list lockfiles, with and without filters', async () => {
    const filters = [undefined, { includeArchived: true }, { transitivity: ['DIRECT'] }]
    for (const dependencyFilter of filters) {
      expectPublishedResponse(
        'SupplyChainService_ListRepositoriesForDependencies',
        await call(emulator, REPOSITORIES, { body: { pageSize: 3, dependencyFilter } })
      )
      expectPublishedResponse(
        'SupplyChainService_ListLockfilesForDependencies',
        await call(emulator, lockfilesPath(BIG_START), { body: { pageSize: 2, dependencyFilter } })
      )
    }
  })

  it('create an export and poll it: in progress, completed, failed', async () => {
    for (const repositoryId of [BIG_START, BIG_START + 1n]) {
      const created = await call(emulator, EXPORT, { body: { repositoryId } })
      expectPublishedResponse('SupplyChainService_CreateSbomExport', created)
      const { taskToken } = created.json as { taskToken: string }
      for (let poll = 0; poll < 2; poll++) {
        expectPublishedResponse(
          'SupplyChainService_GetSbomExport',
          await call(emulator, `${EXPORT}/${taskToken}`)
        )
      }
    }
  })

  it('link a ticket', async () => {
    const answer = await call(emulator, LINK, {
      body: { ticket_url: 'https://acme.example/browse/A-1', issue_ids: ['5001', '5002'] }
    })
    expectPublishedResponse('TicketingService_LinkTicket', answer)
  })

  it('list policies', async () => {
    const answer = await call(emulator, POLICIES)
    expect(answer.status).toBe(200)
    expectPublishedResponse('PoliciesService_ListPolicies', answer)
  })

  it('the checks themselves refuse an undeclared field and a wrong type', () => {
    const validate = publishedOperation('DeploymentsService_ListDeployments').response(200)!
    const check = (text: string): boolean => validate(protobufJsonView(parseLossless(text)))
    expect(check('{"deployments":[{"id":18446744073709551615,"name":"A","slug":"a"}]}')).toBe(true)
    expect(check('{"deployments":[{"id":1,"name":"A","slug":"a","extra":1}]}')).toBe(false)
    expect(check('{"deployments":[{"id":1.5,"name":"A","slug":"a"}]}')).toBe(false)
  })
})

describe('the schemas the checks are compiled from', () => {
  it('all 63 compile in strict mode and are valid JSON Schema (the emulator skips that check)', () => {
    expect(compileEverySchema()).toBe(63)
  })
})
