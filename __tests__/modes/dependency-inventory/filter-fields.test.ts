/**
 * Every `DependencyFilter` field of the published OpenAPI file: read from JSON and YAML, enum values
 * checked against the file's lists before any request, deprecated fields warned about, and the
 * filter sent exactly as given.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { InputError } from '../../../src/action/inputs.js'
import { parseDependencyFilter } from '../../../src/modes/dependency-inventory/filter.js'
import { parseDependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import {
  ECOSYSTEMS,
  LICENSE_POLICY_SETTINGS,
  TRANSITIVITIES
} from '../../../src/platform/dependency-filter.js'
import { parseExactJson, stringifyExactJson } from '../../../src/platform/json.js'
import { PlatformClient } from '../../../src/platform/platform-client.js'
import { startEmulator } from '../../../emulator/index.js'
import { plainTransport, startScriptedServer, type ScriptedServer } from '../../support/index.js'
import { closeRoutes } from '../../../src/network/proxy.js'

/** The published file, as vendored. */
const SPEC_FILE = fileURLToPath(new URL('../../../spec/platform-openapi-v1.json', import.meta.url))

interface PropertySchema {
  type?: string
  enum?: string[]
  items?: { enum?: string[]; $ref?: string; type?: string }
}
const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, PropertySchema> }> }
}
const FILTER = spec.components.schemas['protos.sca.v1.DependencyFilter']!.properties
const PACKAGE_FILTER = spec.components.schemas['protos.sca.v1.PackageFilter']!.properties

const EVERY_FIELD = {
  ecosystem: ['npm', 'pypi', 'no_package_manager'],
  includeArchived: true,
  license: ['MIT', 'Apache-2.0'],
  licensePolicySettings: ['LICENSE_POLICY_SETTING_BLOCK', 'LICENSE_POLICY_SETTING_COMMENT'],
  lockfilePath: 'web/package-lock.json',
  name: 'lodash',
  packageFilters: [
    {
      exactNameMatch: true,
      exactVersion: '4.17.21',
      name: 'lodash',
      versionLowerBound: '>=1.0.0',
      versionUpperBound: '<5.0.0'
    }
  ],
  repositoryId: [9007199254740993n, 7n],
  transitivity: ['DIRECT', 'UNKNOWN_TRANSITIVITY'],
  version: '1.0'
}

const EVERY_FIELD_YAML = `
ecosystem: [npm, pypi, no_package_manager]
includeArchived: true
license: [MIT, Apache-2.0]
licensePolicySettings:
  - LICENSE_POLICY_SETTING_BLOCK
  - LICENSE_POLICY_SETTING_COMMENT
lockfilePath: web/package-lock.json
name: lodash
packageFilters:
  - name: lodash
    exactNameMatch: true
    exactVersion: "4.17.21"
    versionLowerBound: ">=1.0.0"
    versionUpperBound: "<5.0.0"
repositoryId: [9007199254740993, 7]
transitivity: [DIRECT, UNKNOWN_TRANSITIVITY]
version: "1.0"
`

let stdout: string
beforeAll(() => {
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout += String(chunk)
    return true
  })
})
afterEach(() => {
  stdout = ''
})
afterAll(() => {
  jest.restoreAllMocks()
})
stdout = ''

function inputs(filter: string) {
  return parseDependencyInventoryInputs(name => (name === 'dependency-filter' ? filter : ''), {
    RUNNER_TEMP: '/tmp'
  })
}

async function inputError(filter: string): Promise<string> {
  try {
    await inputs(filter)
  } catch (error) {
    if (error instanceof InputError) return error.message
    throw error
  }
  throw new Error('expected an InputError')
}

describe('the fields of the published DependencyFilter', () => {
  it('the parser takes exactly the fields the file declares', async () => {
    const json = JSON.stringify(Object.fromEntries(Object.keys(FILTER).map(field => [field, 42])))
    const message = await inputError(json)
    for (const field of Object.keys(FILTER)) expect(message).toContain(`dependency-filter.${field}`)
    expect(message).not.toContain('unknown field')
    expect(Object.keys(PACKAGE_FILTER).sort()).toEqual(
      Object.keys(EVERY_FIELD.packageFilters[0]!).sort()
    )
  })

  it.each([
    ['ecosystem', ECOSYSTEMS],
    ['transitivity', TRANSITIVITIES]
  ])('the %s values are the file’s list', (field, values) => {
    expect([...values].sort()).toEqual([...FILTER[field]!.items!.enum!].sort())
  })

  it('the licensePolicySettings values are the file’s list, UNSPECIFIED left out', () => {
    expect([...LICENSE_POLICY_SETTINGS].sort()).toEqual(
      [...FILTER.licensePolicySettings!.enum!].sort()
    )
    expect(FILTER.licensePolicySettings!.items!.enum).toEqual([
      'LICENSE_POLICY_SETTING_UNSPECIFIED',
      ...LICENSE_POLICY_SETTINGS
    ])
  })

  it('JSON and YAML give the same filter, with every value as written', () => {
    const json = JSON.stringify(EVERY_FIELD, (_key, value: unknown) =>
      typeof value === 'bigint' ? Number(value) : value
    ).replace('9007199254740992', '9007199254740993')
    expect(parseDependencyFilter(json)).toEqual(EVERY_FIELD)
    expect(parseDependencyFilter(EVERY_FIELD_YAML)).toEqual(EVERY_FIELD)
  })
})

describe('enum values outside the published lists are refused before any request', () => {
  it.each([
    ['{"ecosystem": ["npm", "yarn"]}', 'dependency-filter.ecosystem[1]', '"yarn"', 'gomod'],
    ['ecosystem: [Npm]', 'dependency-filter.ecosystem[0]', '"Npm"', 'did you mean "npm"'],
    [
      'transitivity: [direct]',
      'dependency-filter.transitivity[0]',
      '"direct"',
      'did you mean "DIRECT"'
    ],
    [
      '{"transitivity": ["INDIRECT"]}',
      'dependency-filter.transitivity[0]',
      '"INDIRECT"',
      'UNKNOWN_TRANSITIVITY, TRANSITIVE, DIRECT'
    ],
    [
      'licensePolicySettings: [LICENSE_POLICY_SETTING_UNSPECIFIED]',
      'dependency-filter.licensePolicySettings[0]',
      '"LICENSE_POLICY_SETTING_UNSPECIFIED"',
      'LICENSE_POLICY_SETTING_ALLOW, LICENSE_POLICY_SETTING_COMMENT, LICENSE_POLICY_SETTING_BLOCK'
    ],
    ['{"ecosystem": "npm"}', 'dependency-filter.ecosystem', 'expected an array', 'opam'],
    ['transitivity: [1]', 'dependency-filter.transitivity[0]', '1', 'DIRECT']
  ])('%s', async (filter, field, value, allowed) => {
    const message = await inputError(filter)
    expect(message).toContain(`${field}: `)
    expect(message).toContain(value)
    expect(message).toContain(allowed)
  })
})

describe('deprecated fields', () => {
  it.each([
    ['name: lodash', "the platform has deprecated 'name'."],
    ['version: "1.0"', "the platform has deprecated 'version'."],
    ['{"name": "lodash", "version": "1.0"}', "the platform has deprecated 'name' and 'version'."]
  ])('%s draws a warning with a title pointing to packageFilters', async (filter, text) => {
    await inputs(filter)
    const warnings = stdout.split('\n').filter(line => line.startsWith('::warning '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^::warning title=[^:]*deprecated fields::Use 'packageFilters'/)
    expect(warnings[0]).toContain(text)
  })

  it('a filter without them draws none', async () => {
    await inputs('packageFilters: [{name: lodash}]')
    expect(stdout).not.toContain('::warning')
  })
})

describe('the filter is sent exactly as given', () => {
  let server: ScriptedServer
  beforeAll(async () => {
    server = await startScriptedServer(() => ({ body: '{"repositorySummaries":[]}' }))
  })
  afterAll(async () => {
    await server.close()
  })

  it('field names and values, repository IDs as exact JSON integers', async () => {
    const filter = (await inputs(EVERY_FIELD_YAML)).dependencyFilter
    const client = new PlatformClient(server.transport(), '42')
    await client.listRepositories({ pageSize: 5, dependencyFilter: filter })
    const body = server.requests[0]!.body
    expect(body).toContain('"repositoryId":[9007199254740993,7]')
    const sent = (parseExactJson(body) as { dependencyFilter: unknown }).dependencyFilter
    expect(stringifyExactJson(sent)).toBe(stringifyExactJson(EVERY_FIELD))
  })
})

describe('the emulator takes every field as the published file declares it', () => {
  it('both list operations, with no non-conformity', async () => {
    const emulator = await startEmulator({ dataset: { repositories: 6 } })
    const transport = plainTransport(emulator)
    try {
      const filter = (await inputs(EVERY_FIELD_YAML)).dependencyFilter
      const client = new PlatformClient(transport, emulator.dataset.deploymentId)
      await client.listRepositories({ pageSize: 5, dependencyFilter: filter })
      await client.listLockfiles(emulator.dataset.repositories[0]!.id, {
        pageSize: 5,
        dependencyFilter: filter
      })
      const api = emulator.requests.filter(r => r.server === 'api')
      expect(api.map(r => r.status)).toEqual([200, 200])
      expect(api.map(r => r.nonConformity).filter(Boolean)).toEqual([])
      for (const request of api) {
        const sent = (parseExactJson(request.rawBody) as { dependencyFilter: unknown })
          .dependencyFilter
        expect(stringifyExactJson(sent)).toBe(stringifyExactJson(EVERY_FIELD))
      }
    } finally {
      closeRoutes()
      await emulator.close()
    }
  })
})
