import * as os from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import * as dependencyFilter from '../../src/modes/dependency-inventory/filter.js'
import {
  type ActionInputs,
  type DependencyInventoryInputs,
  type InputEnvironment,
  InputError,
  loadModeParsers,
  type InputReader,
  parseApiUrl,
  parseBoolean,
  parseInputs,
  parseInteger,
  parseUnsignedId,
  type SbomExportInputs,
  type TicketLinkInputs
} from '../../src/inputs.js'

/** Reads inputs from a plain object; an input not in it reads as '' (as the runner does). */
function reader(values: Record<string, string>): InputReader {
  return name => (Object.hasOwn(values, name) ? values[name]! : '')
}

const COMMON = { mode: 'policies', token: 'test-token', 'deployment-id': '42' }
const SBOM = {
  mode: 'sbom-export',
  token: 'test-token',
  'deployment-id': '42',
  'repository-id': '7',
  ref: 'refs/tags/v1.2.0'
}
const RUNNER_TEMP = path.join(os.tmpdir(), 'fake-runner-temp')
const WORKSPACE = path.join(os.tmpdir(), 'fake-workspace')
const ENV: InputEnvironment = { RUNNER_TEMP, GITHUB_WORKSPACE: WORKSPACE }

function parse(values: Record<string, string>, env: InputEnvironment = ENV): ActionInputs {
  return parseInputs(reader(values), env, { dependencyFilter })
}

function sbom(overrides: Record<string, string>, env: InputEnvironment = ENV): SbomExportInputs {
  const inputs = parse({ ...SBOM, ...overrides }, env)
  if (inputs.mode !== 'sbom-export')
    throw new Error(`expected mode sbom-export, got ${inputs.mode}`)
  return inputs.sbomExport
}

/** Runs `fn`, expects an InputError whose message names the input `name`, returns the message. */
function inputError(fn: () => unknown, name: string): string {
  let caught: unknown
  try {
    fn()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(InputError)
  const message = (caught as InputError).message
  expect(message).toContain(`'${name}'`)
  return message
}

describe('mode', () => {
  it.each([
    ['sbom-export', 'sbom-export'],
    ['ticket-link', 'ticket-link'],
    ['dependency-inventory', 'dependency-inventory'],
    ['policies', 'policies'],
    ['Policies', 'policies'],
    ['TICKET-LINK', 'ticket-link'],
    ['  Dependency-Inventory  ', 'dependency-inventory']
  ])('accepts %j as %s', (value, expected) => {
    const values =
      expected === 'sbom-export' ? { ...SBOM, mode: value } : { ...COMMON, mode: value }
    expect(parse(values).mode).toBe(expected)
  })

  it.each(['sbom', 'export-sbom', 'policy', 'ticket_link', 'all'])(
    'rejects the unknown mode %j and lists the four modes',
    value => {
      const message = inputError(() => parse({ ...COMMON, mode: value }), 'mode')
      expect(message).toContain(`'${value}'`)
      for (const mode of ['sbom-export', 'ticket-link', 'dependency-inventory', 'policies']) {
        expect(message).toContain(mode)
      }
    }
  )

  it.each(['', '   '])('rejects an empty mode (%j) and lists the four modes', value => {
    const message = inputError(() => parse({ ...COMMON, mode: value }), 'mode')
    expect(message).toMatch(/empty/)
    expect(message).toContain('sbom-export, ticket-link, dependency-inventory, policies')
  })

  it('does not read the sbom-export inputs in other modes', () => {
    const inputs = parse({ ...COMMON, 'cyclonedx-version': 'bogus', wait: 'maybe' })
    expect(inputs).toEqual({
      mode: 'policies',
      token: 'test-token',
      deploymentId: '42',
      apiUrl: 'https://semgrep.dev'
    })
  })
})

describe('token', () => {
  it('is trimmed and returned', () => {
    expect(parse({ ...COMMON, token: '  test-token  ' }).token).toBe('test-token')
  })

  it.each(['', '   '])('empty (%j) is an error that mentions forks', value => {
    const message = inputError(() => parse({ ...COMMON, token: value }, {}), 'token')
    expect(message).toMatch(/empty/)
    expect(message).toMatch(/fork/)
    expect(message).not.toContain('This run is a pull request from a fork')
  })

  it('on a pull request from a fork says that this run is one', () => {
    const message = inputError(
      () => parse({ ...COMMON, token: '' }, { isForkPullRequest: true }),
      'token'
    )
    expect(message).toContain('This run is a pull request from a fork')
    expect(message).toMatch(/secrets/)
  })

  it('with a line break is an error that does not echo the token', () => {
    const message = inputError(
      () => parse({ ...COMMON, token: 'first-line\nsecond-line' }),
      'token'
    )
    expect(message).not.toContain('first-line')
    expect(message).not.toContain('second-line')
  })
})

describe('deployment-id', () => {
  it.each([
    ['12345', '12345'],
    ['0042', '42'],
    ['0', '0'],
    ['000', '0'],
    [' 77 ', '77'],
    ['18446744073709551615', '18446744073709551615'],
    ['00018446744073709551615', '18446744073709551615']
  ])('accepts %j as %s', (value, expected) => {
    expect(parse({ ...COMMON, 'deployment-id': value }).deploymentId).toBe(expected)
  })

  it('rejects one above the unsigned 64-bit maximum', () => {
    const message = inputError(
      () => parse({ ...COMMON, 'deployment-id': '18446744073709551616' }),
      'deployment-id'
    )
    expect(message).toContain('18446744073709551615')
  })

  it.each(['12a', '-1', '+1', '1.0', '1e3', '0x10', '12 34', 'abc', '١٢٣'])(
    'rejects %j (not digits)',
    value => {
      const message = inputError(
        () => parse({ ...COMMON, 'deployment-id': value }),
        'deployment-id'
      )
      expect(message).toMatch(/digits/)
    }
  )

  it('rejects a missing ID', () => {
    const message = inputError(() => parse({ ...COMMON, 'deployment-id': '' }), 'deployment-id')
    expect(message).toMatch(/empty/)
  })

  describe('the deploymentId alias', () => {
    it('works alone', () => {
      expect(parse({ ...COMMON, 'deployment-id': '', deploymentId: '0099' }).deploymentId).toBe(
        '99'
      )
    })

    it.each([
      ['42', '42'],
      ['42', '042']
    ])('accepts the same value twice (%j and %j)', (main, alias) => {
      expect(parse({ ...COMMON, 'deployment-id': main, deploymentId: alias }).deploymentId).toBe(
        '42'
      )
    })

    it('rejects two different values, naming both inputs and values', () => {
      const message = inputError(
        () => parse({ ...COMMON, 'deployment-id': '42', deploymentId: '43' }),
        'deployment-id'
      )
      expect(message).toContain(`'deploymentId'`)
      expect(message).toContain('42')
      expect(message).toContain('43')
    })

    it.each(['x1', '18446744073709551616'])('names the alias when its value %j is bad', value => {
      inputError(
        () => parse({ ...COMMON, 'deployment-id': '', deploymentId: value }),
        'deploymentId'
      )
    })
  })
})

describe('api-url', () => {
  it('defaults to https://semgrep.dev', () => {
    expect(parse(COMMON).apiUrl).toBe('https://semgrep.dev')
    expect(parseApiUrl('')).toBe('https://semgrep.dev')
    expect(parseApiUrl('   ')).toBe('https://semgrep.dev')
  })

  it.each([
    ['https://semgrep.dev', 'https://semgrep.dev'],
    ['https://semgrep.dev/', 'https://semgrep.dev'],
    ['https://platform.example.com/base/', 'https://platform.example.com/base'],
    ['https://platform.example.com/base//', 'https://platform.example.com/base'],
    ['https://platform.example.com:8443', 'https://platform.example.com:8443'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://localhost/', 'http://localhost'],
    ['HTTP://LOCALHOST:8080/', 'http://localhost:8080'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://127.0.0.5:9000/', 'http://127.0.0.5:9000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://[::1]/', 'http://[::1]']
  ])('accepts %j as %j', (value, expected) => {
    expect(parseApiUrl(value)).toBe(expected)
  })

  it('is passed through parseInputs', () => {
    expect(parse({ ...COMMON, 'api-url': 'http://127.0.0.1:8080/' }).apiUrl).toBe(
      'http://127.0.0.1:8080'
    )
  })

  it.each([
    'http://semgrep.dev',
    'http://platform.example.com:8080',
    'http://localhost.evil.com',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://0.0.0.0',
    'http://[::2]',
    'ftp://localhost',
    'file:///etc/passwd',
    'ws://localhost:8080'
  ])('rejects %j (https required except http to loopback)', value => {
    const message = inputError(() => parseApiUrl(value), 'api-url')
    expect(message).toContain('https://')
  })

  it.each([
    'https://semgrep.dev/api/v1',
    'https://semgrep.dev/api/v1/',
    'http://localhost:8080/api/v1',
    'https://semgrep.dev/api/v2'
  ])('rejects %j, which includes the /api/vN part', value => {
    const message = inputError(() => parseApiUrl(value), 'api-url')
    expect(message).toContain('/api/v1')
  })

  it.each([
    'https://semgrep.dev?x=1',
    'https://semgrep.dev/?deployment=1',
    'https://semgrep.dev#top',
    'https://user:secret@semgrep.dev'
  ])('rejects %j (query, fragment or credentials)', value => {
    inputError(() => parseApiUrl(value), 'api-url')
  })

  it.each(['semgrep.dev', 'not a url', '//semgrep.dev'])('rejects %j (not a URL)', value => {
    inputError(() => parseApiUrl(value), 'api-url')
  })
})

describe('mode: sbom-export', () => {
  it('reads a minimal configuration with every default', () => {
    expect(sbom({})).toEqual({
      repositoryId: 7n,
      ref: 'refs/tags/v1.2.0',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
      wait: false,
      waitTimeoutSeconds: 600,
      sbomFile: path.join(RUNNER_TEMP, 'sbom-7.json')
    })
  })

  describe('repository-id', () => {
    it.each(['', '   '])('is required (%j)', value => {
      const message = inputError(() => sbom({ 'repository-id': value }), 'repository-id')
      expect(message).toContain('sbom-export')
    })

    it.each([
      ['7', 7n],
      ['0007', 7n],
      [' 12 ', 12n],
      ['9007199254740993', 9007199254740993n],
      ['9223372036854775807', 9223372036854775807n]
    ])('accepts %j as %s (exact bigint)', (value, expected) => {
      expect(sbom({ 'repository-id': value }).repositoryId).toBe(expected)
    })

    it.each(['7a', '-7', '1.5', 'repo', '9223372036854775808'])('rejects %j', value => {
      inputError(() => sbom({ 'repository-id': value }), 'repository-id')
    })
  })

  describe('ref', () => {
    it.each(['', '  '])('rejects an empty ref (%j)', value => {
      const message = inputError(() => sbom({ ref: value }), 'ref')
      expect(message).toMatch(/empty/)
    })

    it.each(['refs/tags/v1.2.0', 'refs/pull/7/merge', 'main'])('passes %j through', value => {
      expect(sbom({ ref: ` ${value} ` }).ref).toBe(value)
    })
  })

  describe('sbom-output-format', () => {
    it.each([
      ['', 'SBOM_OUTPUT_FORMAT_CYCLONEDX'],
      ['cyclonedx', 'SBOM_OUTPUT_FORMAT_CYCLONEDX'],
      ['CycloneDX', 'SBOM_OUTPUT_FORMAT_CYCLONEDX'],
      ['json', 'SBOM_OUTPUT_FORMAT_JSON'],
      [' JSON ', 'SBOM_OUTPUT_FORMAT_JSON'],
      ['SBOM_OUTPUT_FORMAT_JSON', 'SBOM_OUTPUT_FORMAT_JSON'],
      ['SBOM_OUTPUT_FORMAT_CYCLONEDX', 'SBOM_OUTPUT_FORMAT_CYCLONEDX'],
      ['sbom_output_format_json', 'SBOM_OUTPUT_FORMAT_JSON']
    ])('maps %j to %s', (value, expected) => {
      expect(sbom({ 'sbom-output-format': value }).sbomOutputFormat).toBe(expected)
    })

    it.each(['xml', 'spdx', 'SBOM_OUTPUT_FORMAT_XML', 'cyclone-dx'])(
      'rejects %j and lists the allowed values',
      value => {
        const message = inputError(
          () => sbom({ 'sbom-output-format': value }),
          'sbom-output-format'
        )
        expect(message).toContain(`'${value}'`)
        expect(message).toContain('cyclonedx, json')
      }
    )
  })

  describe('cyclonedx-version', () => {
    it.each([
      ['', 'SBOM_CYCLONE_DX_VERSION_V1_7'],
      ['1.4', 'SBOM_CYCLONE_DX_VERSION_V1_4'],
      ['1.5', 'SBOM_CYCLONE_DX_VERSION_V1_5'],
      ['1.6', 'SBOM_CYCLONE_DX_VERSION_V1_6'],
      ['1.7', 'SBOM_CYCLONE_DX_VERSION_V1_7'],
      [' 1.5 ', 'SBOM_CYCLONE_DX_VERSION_V1_5'],
      ['SBOM_CYCLONE_DX_VERSION_V1_6', 'SBOM_CYCLONE_DX_VERSION_V1_6']
    ])('maps %j to %s', (value, expected) => {
      expect(sbom({ 'cyclonedx-version': value }).cyclonedxVersion).toBe(expected)
    })

    it.each(['1.3', '1.8', '2', 'v1.7', '1_7', '1.4.0', '17'])(
      'rejects %j and lists 1.4 to 1.7',
      value => {
        const message = inputError(() => sbom({ 'cyclonedx-version': value }), 'cyclonedx-version')
        expect(message).toContain('1.4, 1.5, 1.6, 1.7')
      }
    )
  })

  describe('component-type', () => {
    const PREFIX = 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_'
    it.each([
      ['application', 'APPLICATION'],
      ['framework', 'FRAMEWORK'],
      ['library', 'LIBRARY'],
      ['container', 'CONTAINER'],
      ['platform', 'PLATFORM'],
      ['operating-system', 'OPERATING_SYSTEM'],
      ['device', 'DEVICE'],
      ['device-driver', 'DEVICE_DRIVER'],
      ['firmware', 'FIRMWARE'],
      ['file', 'FILE'],
      ['machine-learning-model', 'MACHINE_LEARNING_MODEL'],
      ['data', 'DATA'],
      ['', 'APPLICATION'],
      ['Library', 'LIBRARY'],
      [`${PREFIX}DEVICE_DRIVER`, 'DEVICE_DRIVER']
    ])('maps %j to ..._%s', (value, suffix) => {
      expect(sbom({ 'component-type': value }).metadataComponentType).toBe(PREFIX + suffix)
    })

    it.each(['service', 'machine_learning_model', 'os', `${PREFIX}SERVICE`])(
      'rejects %j and lists the twelve types',
      value => {
        const message = inputError(() => sbom({ 'component-type': value }), 'component-type')
        expect(message).toContain(
          'application, framework, library, container, platform, operating-system, device, ' +
            'device-driver, firmware, file, machine-learning-model, data'
        )
      }
    )
  })

  // Fails until fixed: parseEnum looks the short name up on a plain object, so names of
  // Object.prototype members come back as a function or an object instead of an InputError.
  it.each([
    ['sbom-output-format', 'constructor'],
    ['cyclonedx-version', '__proto__'],
    ['component-type', 'constructor']
  ])('rejects %s %j, a name of an Object.prototype member', (name, value) => {
    inputError(() => sbom({ [name]: value }), name)
  })

  describe('supplier', () => {
    it('is absent when no supplier input is set', () => {
      expect('metadataSupplier' in sbom({})).toBe(false)
      expect('metadataSupplier' in sbom({ 'supplier-name': '  ', 'supplier-url': ' ' })).toBe(false)
    })

    it.each<[Record<string, string>, SbomExportInputs['metadataSupplier']]>([
      [{ 'supplier-name': 'ACME' }, { name: 'ACME' }],
      [{ 'supplier-url': 'https://acme.example' }, { url: 'https://acme.example' }],
      [
        { 'supplier-contact-email': 'sec@acme.example' },
        { contact: { email: 'sec@acme.example' } }
      ],
      [
        { 'supplier-name': 'ACME', 'supplier-contact-phone': '+1 555 0100' },
        { name: 'ACME', contact: { phone: '+1 555 0100' } }
      ],
      [
        {
          'supplier-name': ' ACME ',
          'supplier-url': 'http://acme.example/about',
          'supplier-contact-name': 'Sec Team',
          'supplier-contact-email': 'sec@acme.example',
          'supplier-contact-phone': '+1 555 0100'
        },
        {
          name: 'ACME',
          url: 'http://acme.example/about',
          contact: { name: 'Sec Team', email: 'sec@acme.example', phone: '+1 555 0100' }
        }
      ]
    ])('%j gives exactly %j', (values, expected) => {
      expect(sbom(values).metadataSupplier).toStrictEqual(expected)
    })

    it.each([
      'acme.example',
      'ftp://acme.example',
      'javascript:alert(1)',
      'https://acme .example',
      'https://'
    ])('rejects the supplier-url %j', value => {
      inputError(() => sbom({ 'supplier-url': value }), 'supplier-url')
    })
  })

  describe('wait', () => {
    it.each([
      ['', false],
      ['true', true],
      ['True', true],
      ['TRUE', true],
      [' true ', true],
      ['false', false],
      ['False', false],
      ['FALSE', false]
    ])('reads %j as %s', (value, expected) => {
      expect(sbom({ wait: value }).wait).toBe(expected)
    })

    it.each(['yes', 'no', '1', '0', 'on', 'tRuE', 'truee'])('rejects %j', value => {
      const message = inputError(() => sbom({ wait: value }), 'wait')
      expect(message).toMatch(/true or false/)
    })

    it('parseBoolean falls back on empty input', () => {
      expect(parseBoolean('x', '', true)).toBe(true)
      expect(parseBoolean('x', '', false)).toBe(false)
    })
  })

  describe('wait-timeout', () => {
    it.each([
      ['', 600],
      ['1', 1],
      [' 30 ', 30],
      ['600', 600],
      ['21600', 21600]
    ])('reads %j as %d seconds', (value, expected) => {
      expect(sbom({ 'wait-timeout': value }).waitTimeoutSeconds).toBe(expected)
    })

    it.each(['0', '21601', '-1', '1.5', 'abc', '10s', '1e3', '99999999999999999999'])(
      'rejects %j and gives the bounds',
      value => {
        const message = inputError(() => sbom({ 'wait-timeout': value }), 'wait-timeout')
        expect(message).toContain('from 1 to 21600')
      }
    )

    it('parseInteger falls back on empty input', () => {
      expect(parseInteger('x', '  ', 5, 1, 10)).toBe(5)
    })
  })

  describe('sbom-file', () => {
    it('defaults to <RUNNER_TEMP>/sbom-<repository-id>.json', () => {
      expect(sbom({ 'repository-id': '0012' }).sbomFile).toBe(
        path.join(RUNNER_TEMP, 'sbom-12.json')
      )
    })

    it('falls back to the system temp directory without RUNNER_TEMP', () => {
      expect(sbom({}, { GITHUB_WORKSPACE: WORKSPACE }).sbomFile).toBe(
        path.join(os.tmpdir(), 'sbom-7.json')
      )
    })

    it('resolves a relative path against GITHUB_WORKSPACE', () => {
      expect(sbom({ 'sbom-file': 'out/sbom.json' }).sbomFile).toBe(
        path.join(WORKSPACE, 'out', 'sbom.json')
      )
      expect(sbom({ 'sbom-file': './a/../sbom.json' }).sbomFile).toBe(
        path.join(WORKSPACE, 'sbom.json')
      )
    })

    it('keeps an absolute path', () => {
      const absolute = path.join(RUNNER_TEMP, 'elsewhere', 'sbom.json')
      expect(sbom({ 'sbom-file': absolute }).sbomFile).toBe(absolute)
    })
  })
})

describe('mode: dependency-inventory', () => {
  const INVENTORY = { ...COMMON, mode: 'dependency-inventory' }

  function inventory(
    overrides: Record<string, string>,
    env: InputEnvironment = ENV
  ): DependencyInventoryInputs {
    const inputs = parse({ ...INVENTORY, ...overrides }, env)
    if (inputs.mode !== 'dependency-inventory') throw new Error(`got mode ${inputs.mode}`)
    return inputs.dependencyInventory
  }

  it('reads a minimal configuration with every default', () => {
    expect(inventory({})).toEqual({
      pageSize: 100,
      concurrency: 8,
      inventoryFile: path.join(RUNNER_TEMP, 'dependency-inventory.json')
    })
  })

  it('reads page-size and concurrency within their bounds', () => {
    expect(inventory({ 'page-size': '1', concurrency: '32' })).toMatchObject({
      pageSize: 1,
      concurrency: 32
    })
    expect(inventory({ 'page-size': ' 100 ', concurrency: '1' })).toMatchObject({
      pageSize: 100,
      concurrency: 1
    })
  })

  it.each([
    ['page-size', '0', '1 to 100'],
    ['page-size', '101', '1 to 100'],
    ['page-size', '5.5', '1 to 100'],
    ['concurrency', '0', '1 to 32'],
    ['concurrency', '33', '1 to 32'],
    ['concurrency', 'many', '1 to 32']
  ])('rejects %s %j and gives the range', (name, value, range) => {
    const message = inputError(() => inventory({ [name]: value }), name)
    expect(message).toContain(`'${value}'`)
    expect(message).toContain(range)
  })

  it('parses the dependency filter from JSON or YAML, repository IDs exact', () => {
    expect(
      inventory({
        'dependency-filter': '{"includeArchived": true, "repositoryId": [18446744073709551615]}'
      }).dependencyFilter
    ).toEqual({ includeArchived: true, repositoryId: [18446744073709551615n] })
    expect(
      inventory({
        'dependency-filter':
          'license: [MIT]\npackageFilters:\n  - name: lodash\n    exactNameMatch: true\n'
      }).dependencyFilter
    ).toEqual({ license: ['MIT'], packageFilters: [{ name: 'lodash', exactNameMatch: true }] })
  })

  it('leaves the filter out when the input is empty', () => {
    expect(inventory({ 'dependency-filter': '  \n' })).not.toHaveProperty('dependencyFilter')
  })

  it('names the input and the field for an unknown field or a wrong type', () => {
    const unknown = inputError(
      () => inventory({ 'dependency-filter': '{"licence": ["MIT"]}' }),
      'dependency-filter'
    )
    expect(unknown).toContain('"licence"')
    expect(unknown).toContain('did you mean "license"')
    const wrongType = inputError(
      () => inventory({ 'dependency-filter': 'packageFilters: [{exactNameMatch: "yes"}]' }),
      'dependency-filter'
    )
    expect(wrongType).toContain('dependency-filter.packageFilters[0].exactNameMatch')
    expect(wrongType).toContain('boolean')
  })

  it('resolves a relative inventory-file against GITHUB_WORKSPACE and keeps an absolute one', () => {
    expect(inventory({ 'inventory-file': 'out/inventory.json' }).inventoryFile).toBe(
      path.join(WORKSPACE, 'out/inventory.json')
    )
    const absolute = path.join(os.tmpdir(), 'x', 'inv.json')
    expect(inventory({ 'inventory-file': absolute }).inventoryFile).toBe(absolute)
  })

  it('falls back to the system temp directory without RUNNER_TEMP', () => {
    expect(inventory({}, {}).inventoryFile).toBe(
      path.join(os.tmpdir(), 'dependency-inventory.json')
    )
  })
})

describe('parseUnsignedId', () => {
  it('applies the given maximum and names the input', () => {
    expect(parseUnsignedId('some-id', '010', 10n)).toBe('10')
    const message = inputError(() => parseUnsignedId('some-id', '11', 10n), 'some-id')
    expect(message).toContain('10')
  })
})

describe('ticket-link inputs', () => {
  const TICKET = { mode: 'ticket-link', token: 'test-token', 'deployment-id': '42' }

  function ticketLink(
    overrides: Record<string, string>,
    env: InputEnvironment = ENV
  ): TicketLinkInputs {
    const inputs = parse({ ...TICKET, ...overrides }, env)
    if (inputs.mode !== 'ticket-link') throw new Error(`expected ticket-link, got ${inputs.mode}`)
    return inputs.ticketLink
  }

  it('all are optional; GitHub API URL and repository come from the runner', () => {
    expect(
      ticketLink({}, { GITHUB_API_URL: 'https://ghe.example/api/v3/', GITHUB_REPOSITORY: 'a/b' })
    ).toEqual({
      ticketProjects: [],
      findingIds: [],
      platformHost: 'semgrep.dev',
      githubToken: '',
      githubApiUrl: 'https://ghe.example/api/v3',
      repository: 'a/b'
    })
    expect(ticketLink({}).githubApiUrl).toBe('https://api.github.com')
  })

  it('takes the platform host, port included, from api-url', () => {
    expect(ticketLink({ 'api-url': 'http://127.0.0.1:8787' }).platformHost).toBe('127.0.0.1:8787')
  })

  it.each(['https://acme.atlassian.net/browse/PROJ-42', 'http://tracker.local/issues/7'])(
    'accepts the ticket-url %j',
    value => {
      expect(ticketLink({ 'ticket-url': `  ${value} ` }).ticketUrl).toBe(value)
    }
  )

  it.each([
    'acme.atlassian.net/browse/PROJ-42',
    'PROJ-42',
    'ftp://tracker.example/1',
    'javascript:alert(1)',
    'https://',
    'https://tracker.example/a b'
  ])('rejects the ticket-url %j, naming the input and the form', value => {
    const message = inputError(() => ticketLink({ 'ticket-url': value }), 'ticket-url')
    expect(message).toContain('absolute http(s) URL')
  })

  it('rejects credentials in a URL without echoing them', () => {
    const message = inputError(
      () => ticketLink({ 'ticket-base-url': 'https://user:secret@tracker.example/browse/' }),
      'ticket-base-url'
    )
    expect(message).not.toContain('secret')
  })

  it('ticket-base-url: a URL without query or fragment', () => {
    expect(
      ticketLink({ 'ticket-base-url': 'https://acme.atlassian.net/browse' }).ticketBaseUrl
    ).toBe('https://acme.atlassian.net/browse')
    inputError(
      () => ticketLink({ 'ticket-base-url': 'https://tracker.example/?id=' }),
      'ticket-base-url'
    )
  })

  it('ticket-projects: a list of keys, upper-cased and de-duplicated', () => {
    expect(ticketLink({ 'ticket-projects': 'proj, SEC\nsec  OPS_2' }).ticketProjects).toEqual([
      'PROJ',
      'SEC',
      'OPS_2'
    ])
  })

  it.each(['PROJ-1', 'P', '1AB', 'PROJ;SEC'])('ticket-projects: rejects %j', value => {
    const message = inputError(() => ticketLink({ 'ticket-projects': value }), 'ticket-projects')
    expect(message).toContain('PROJ, SEC')
  })

  it('finding-ids: commas, spaces or newlines; leading zeros dropped; de-duplicated', () => {
    expect(ticketLink({ 'finding-ids': '1001, 1002\n 1003 1001,,0042' }).findingIds).toEqual([
      '1001',
      '1002',
      '1003',
      '42'
    ])
    expect(ticketLink({ 'finding-ids': '9223372036854775807' }).findingIds).toEqual([
      '9223372036854775807'
    ])
  })

  it.each(['#1001', '10a', '-5', '1.5', '9223372036854775808'])(
    'finding-ids: rejects %j, naming the item',
    value => {
      const message = inputError(
        () => ticketLink({ 'finding-ids': `1000, ${value}` }),
        'finding-ids'
      )
      expect(message).toContain(value)
    }
  )

  it('github-token is trimmed; empty means no commit messages', () => {
    expect(ticketLink({ 'github-token': ' ghs_abc ' }).githubToken).toBe('ghs_abc')
  })

  it('an empty token on a pull request from a fork explains the secrets and pull_request_target', () => {
    const message = inputError(
      () => parse({ ...TICKET, token: '' }, { isForkPullRequest: true }),
      'token'
    )
    expect(message).toContain('This run is a pull request from a fork')
    expect(message).toContain('pull_request_target')
  })

  it('other modes do not read the ticket-link inputs', () => {
    expect(parse({ ...COMMON, 'ticket-url': 'not a url', 'finding-ids': 'x' })).not.toHaveProperty(
      'ticketLink'
    )
  })
})

describe('parsers loaded per mode', () => {
  it('loads the dependency-filter parser for dependency-inventory only', async () => {
    expect(Object.keys(await loadModeParsers(' Dependency-Inventory '))).toEqual([
      'dependencyFilter'
    ])
    for (const mode of ['policies', 'sbom-export', 'ticket-link', 'nonsense']) {
      expect(await loadModeParsers(mode)).toEqual({})
    }
  })

  it('refuses to parse dependency-inventory inputs without that parser', () => {
    expect(() => parseInputs(reader({ ...COMMON, mode: 'dependency-inventory' }), ENV)).toThrow(
      /parser was not loaded/
    )
  })
})
