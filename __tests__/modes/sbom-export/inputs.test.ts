/** The inputs of `mode: sbom-export`, turned into the export request. */
import * as os from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { InputEnvironment } from '../../../src/action/inputs.js'
import sbomExport from '../../../src/modes/sbom-export/index.js'
import {
  describeRequest,
  parseSbomExportInputs,
  sbomDiffFilePath,
  sbomFilePath,
  vexAssetNameFor,
  vexFilePath,
  type SbomExportInputs
} from '../../../src/modes/sbom-export/inputs.js'
import { ENV, inputError, reader, RUNNER_TEMP, WORKSPACE } from '../../support/index.js'

const SBOM = { 'repository-id': '7', ref: 'refs/tags/v1.2.0' }

function sbom(overrides: Record<string, string>, env: InputEnvironment = ENV): SbomExportInputs {
  return parseSbomExportInputs(reader({ ...SBOM, ...overrides }), env)
}

it('is the parser of the mode', () => {
  expect(sbomExport.parseInputs).toBe(parseSbomExportInputs)
})

describe('parseSbomExportInputs', () => {
  it('reads a minimal configuration with every default', () => {
    expect(sbom({})).toEqual({
      repositoryId: 7n,
      ref: 'refs/tags/v1.2.0',
      sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
      wait: false,
      waitTimeoutSeconds: 600,
      sbomFolder: RUNNER_TEMP,
      releaseAsset: 'auto',
      githubToken: '',
      githubApiUrl: 'https://api.github.com',
      compareWith: { kind: 'previous' },
      releaseNotes: 'none',
      scanCommit: 'warn'
    })
  })

  describe('comparison with an earlier release', () => {
    it.each<[string, SbomExportInputs['compareWith']]>([
      ['', { kind: 'previous' }],
      ['previous', { kind: 'previous' }],
      [' PREVIOUS ', { kind: 'previous' }],
      ['none', { kind: 'none' }],
      ['None', { kind: 'none' }],
      ['v1.2.0', { kind: 'tag', tag: 'v1.2.0' }],
      ['release/2025-01', { kind: 'tag', tag: 'release/2025-01' }],
      ['Previous-1', { kind: 'tag', tag: 'Previous-1' }],
      ['v1.locked', { kind: 'tag', tag: 'v1.locked' }]
    ])('reads compare-with %j', (value, expected) => {
      expect(sbom({ 'compare-with': value, wait: 'true' }).compareWith).toEqual(expected)
    })

    it.each(['v1 2', 'a..b', 'tag/', '-v1', 'v1:2', 'v1~1', 'x.lock', 'a\u0000b'])(
      'rejects compare-with %j, naming what it takes',
      value => {
        expect(inputError(() => sbom({ 'compare-with': value }), 'compare-with')).toMatch(
          /Use previous .*none .*or a release's tag/
        )
      }
    )

    it.each([
      ['append', 'append'],
      [' Append ', 'append'],
      ['none', 'none'],
      ['', 'none']
    ])('reads release-notes %j', (value, expected) => {
      expect(sbom({ 'release-notes': value, wait: 'true' }).releaseNotes).toBe(expected)
    })

    it.each(['yes', 'replace', 'true'])('rejects release-notes %j', value => {
      expect(inputError(() => sbom({ 'release-notes': value }), 'release-notes')).toMatch(
        /Use none .*or append/
      )
    })

    it('refuses release-notes: append with compare-with: none, which has nothing to append', () => {
      expect(
        inputError(
          () => sbom({ 'release-notes': 'append', 'compare-with': 'none', wait: 'true' }),
          'compare-with'
        )
      ).toMatch(/^Set `compare-with` to previous or a tag, or `release-notes` to none/)
    })

    it.each([
      [{ 'compare-with': 'v1.0.0' }, 'compare-with'],
      [{ 'release-notes': 'append' }, 'release-notes']
    ])('asks for wait: true when %j is set explicitly', (overrides, name) => {
      expect(inputError(() => sbom(overrides), name)).toMatch(/^Set `wait: true`/)
      expect(() => sbom({ ...overrides, wait: 'true' })).not.toThrow()
    })

    it('leaves the default compare-with quiet without wait', () => {
      expect(sbom({ 'compare-with': 'previous' }).wait).toBe(false)
    })

    it('resolves sbom-diff-file against the workspace, and defaults it by repository ID', () => {
      expect(sbom({ 'sbom-diff-file': 'out/diff.json' }).sbomDiffFile).toBe(
        path.join(WORKSPACE, 'out/diff.json')
      )
      expect(sbomDiffFilePath(sbom({}), 42n)).toBe(path.join(RUNNER_TEMP, 'sbom-diff-42.json'))
    })
  })

  describe('release asset and artifact', () => {
    it('reads release-asset, its name, the GitHub token, API URL and repository', () => {
      const env = {
        ...ENV,
        GITHUB_API_URL: 'https://ghe.example/api/v3/',
        GITHUB_REPOSITORY: 'a/b'
      }
      expect(
        sbom(
          {
            wait: 'true',
            'release-asset': 'TRUE',
            'release-asset-name': 'sbom.cdx.json',
            'artifact-name': 'sbom',
            'github-token': ' ghs_x '
          },
          env
        )
      ).toMatchObject({
        releaseAsset: 'true',
        releaseAssetName: 'sbom.cdx.json',
        artifactName: 'sbom',
        githubToken: 'ghs_x',
        githubApiUrl: 'https://ghe.example/api/v3',
        githubRepository: 'a/b'
      })
      expect(sbom({ 'release-asset': 'false' }).releaseAsset).toBe('false')
    })

    it.each([
      ['release-asset', 'true', 'attach'],
      ['artifact-name', 'sbom', 'upload']
    ])('%s without wait: true is an error that asks for wait', (name, value, verb) => {
      expect(inputError(() => sbom({ [name]: value }), name)).toBe(
        `Set \`wait: true\` so that there is an SBOM to ${verb}: input '${name}' acts on the ` +
          `downloaded SBOM, and 'wait' is false.`
      )
      expect(() => sbom({ [name]: value, wait: 'true' })).not.toThrow()
    })

    it.each(['yes', 'always'])('rejects release-asset %j', value => {
      expect(inputError(() => sbom({ 'release-asset': value }), 'release-asset')).toMatch(
        /auto.*true.*false/
      )
    })

    it.each(['dir/sbom.json', 'a\\b.json', 'sbom\u0007.json', 'sbom\u0085.json'])(
      'rejects release-asset-name %j',
      value => {
        inputError(() => sbom({ 'release-asset-name': value }), 'release-asset-name')
      }
    )

    it.each(['sbom:1', 'a/b', 'what?', 'x|y'])('rejects artifact-name %j', value => {
      inputError(() => sbom({ 'artifact-name': value, wait: 'true' }), 'artifact-name')
    })
  })

  describe('repository-id', () => {
    it.each(['', '   '])('empty (%j): the repository is looked up by name instead', value => {
      const inputs = sbom({ 'repository-id': value, repository: 'acme/web-app' })
      expect(inputs.repositoryId).toBeUndefined()
      expect(inputs.repository).toBe('acme/web-app')
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
      'javascript:https://acme.example',
      'see https://acme.example',
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
  })

  describe('sbom-file', () => {
    it('defaults to <RUNNER_TEMP>/sbom-<repository-id>.json', () => {
      const inputs = sbom({ 'repository-id': '0012' })
      expect(sbomFilePath(inputs, inputs.repositoryId!)).toBe(
        path.join(RUNNER_TEMP, 'sbom-12.json')
      )
    })

    it('falls back to the system temp directory without RUNNER_TEMP', () => {
      expect(sbomFilePath(sbom({}, { GITHUB_WORKSPACE: WORKSPACE }), 7n)).toBe(
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

describe('allow-vulnerabilities', () => {
  const gate = { wait: 'true', 'fail-on-severity': 'high' }

  it('reads IDs separated by commas, spaces and lines, each with the comment of its line', () => {
    const value = [
      'CVE-2024-1234, GHSA-abcd-efgh-ijkl # not reachable: we never call it',
      '  PYSEC-2021-1   RUSTSEC-2020-0071',
      '# a line of its own comment',
      'cve-2024-1234 # the same ID again, in lower case'
    ].join('\n')
    expect(sbom({ ...gate, 'allow-vulnerabilities': value }).allowVulnerabilities).toEqual([
      { id: 'cve-2024-1234', reason: 'the same ID again, in lower case' },
      { id: 'GHSA-abcd-efgh-ijkl', reason: 'not reachable: we never call it' },
      { id: 'PYSEC-2021-1' },
      { id: 'RUSTSEC-2020-0071' }
    ])
  })

  it('is left out when empty or only comments', () => {
    expect(sbom({ ...gate, 'allow-vulnerabilities': ' \n# nothing yet\n' })).not.toHaveProperty(
      'allowVulnerabilities'
    )
  })

  it.each(['CVE-1;rm', '"CVE-1"', '-CVE', 'CVE-1\u0000'])('rejects %j, naming the input', id => {
    const message = inputError(
      () => sbom({ ...gate, 'allow-vulnerabilities': id }),
      'allow-vulnerabilities'
    )
    expect(message).toContain('which is not a vulnerability ID')
  })

  it('needs fail-on-severity, as only the gate reads it', () => {
    const message = inputError(
      () => sbom({ wait: 'true', 'allow-vulnerabilities': 'CVE-2024-1234' }),
      'allow-vulnerabilities'
    )
    expect(message).toMatch(/^Set `fail-on-severity` too/)
  })

  it('takes at most 1,000 IDs', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `CVE-2024-${i}`)
    const many = ids(1_001).join(',')
    expect(
      inputError(() => sbom({ ...gate, 'allow-vulnerabilities': many }), 'allow-vulnerabilities')
    ).toContain('more than the 1000')
    const most = sbom({ ...gate, 'allow-vulnerabilities': ids(1_000).join(',') })
    expect(most.allowVulnerabilities).toHaveLength(1_000)
  })
})

describe('trust-analysis', () => {
  const gate = { wait: 'true', 'fail-on-severity': 'high' }

  it('reads the analysis by default; false is kept', () => {
    expect(sbom({ ...gate, 'trust-analysis': 'true' })).not.toHaveProperty('trustAnalysis')
    expect(sbom(gate)).not.toHaveProperty('trustAnalysis')
    expect(sbom({ ...gate, 'trust-analysis': 'false' }).trustAnalysis).toBe(false)
  })

  it('refuses what is no boolean, naming the input', () => {
    expect(
      inputError(() => sbom({ ...gate, 'trust-analysis': 'maybe' }), 'trust-analysis')
    ).toContain('trust-analysis')
  })

  it('false needs fail-on-severity, as only the gate reads it', () => {
    const message = inputError(
      () => sbom({ wait: 'true', 'trust-analysis': 'false' }),
      'trust-analysis'
    )
    expect(message).toMatch(/^Set `fail-on-severity` too, or remove `trust-analysis: false`/)
  })
})

describe('vex and vex-file', () => {
  it.each([
    ['openvex', 'openvex'],
    [' CycloneDX ', 'cyclonedx']
  ])('reads vex %j with wait: true', (value, format) => {
    expect(sbom({ wait: 'true', vex: value }).vex).toBe(format)
  })

  it('is left out as none or empty', () => {
    expect(sbom({ wait: 'true', vex: 'none' })).not.toHaveProperty('vex')
    expect(sbom({ wait: 'true' })).not.toHaveProperty('vex')
  })

  it('refuses vex without wait: true, as an input error', () => {
    expect(inputError(() => sbom({ vex: 'openvex' }), 'vex')).toMatch(
      /^Set `wait: true` so that there is an SBOM to make the VEX document from: .*'wait' is false/
    )
  })

  it('refuses another format, naming the ones it takes', () => {
    expect(inputError(() => sbom({ wait: 'true', vex: 'csaf' }), 'vex')).toMatch(
      /Use openvex or cyclonedx/
    )
  })

  it('resolves vex-file against the workspace; the default holds the repository ID', () => {
    const inputs = sbom({ wait: 'true', vex: 'openvex', 'vex-file': 'out/vex.json' })
    expect(inputs.vexFile).toBe(path.join(WORKSPACE, 'out/vex.json'))
    expect(vexFilePath(inputs, 7n)).toBe(path.join(WORKSPACE, 'out/vex.json'))
    expect(vexFilePath(sbom({ wait: 'true', vex: 'openvex' }), 7n)).toBe(
      path.join(RUNNER_TEMP, 'vex-7.json')
    )
  })

  it('reads vex-file trimmed', () => {
    const inputs = sbom({ wait: 'true', vex: 'openvex', 'vex-file': '  out/vex.json \n' })
    expect(inputs.vexFile).toBe(path.join(WORKSPACE, 'out/vex.json'))
  })

  it('refuses vex-file without vex', () => {
    expect(inputError(() => sbom({ wait: 'true', 'vex-file': 'v.json' }), 'vex-file')).toMatch(
      /^Set `vex` to openvex or cyclonedx too/
    )
  })
})

describe('scan-commit, fail-on-severity and the CycloneDX 1.4 component types', () => {
  it.each([
    ['', 'warn'],
    ['WARN', 'warn'],
    ['require', 'require'],
    [' off ', 'off']
  ])('reads scan-commit %j', (value, expected) => {
    expect(sbom({ 'scan-commit': value }).scanCommit).toBe(expected)
  })

  it('refuses another scan-commit', () => {
    expect(inputError(() => sbom({ 'scan-commit': 'yes' }), 'scan-commit')).toMatch(
      /Use warn .*require .*or off/
    )
  })

  it.each(['low', 'Medium', 'HIGH', 'critical'])('reads fail-on-severity %j', value => {
    expect(sbom({ 'fail-on-severity': value, wait: 'true' }).failOnSeverity).toBe(
      value.toLowerCase()
    )
  })

  it('leaves fail-on-severity unset by default', () => {
    expect(sbom({ wait: 'true' })).not.toHaveProperty('failOnSeverity')
  })

  it.each(['info', 'none', 'unknown', 'severe'])('refuses fail-on-severity %j', value => {
    expect(
      inputError(() => sbom({ 'fail-on-severity': value, wait: 'true' }), 'fail-on-severity')
    ).toMatch(/Use low, medium, high or critical/)
  })

  it('refuses fail-on-severity without wait: true (a gate fails closed)', () => {
    expect(inputError(() => sbom({ 'fail-on-severity': 'high' }), 'fail-on-severity')).toMatch(
      /^Set `wait: true` so that there is an SBOM to check: .*'wait' is false/
    )
  })

  it.each([
    'platform',
    'data',
    'device-driver',
    'machine-learning-model',
    'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_PLATFORM',
    'sbom_metadata_component_type_cyclone_dx_v15_data'
  ])('refuses component-type %j with cyclonedx-version 1.4, naming both', type => {
    for (const version of ['1.4', 'SBOM_CYCLONE_DX_VERSION_V1_4']) {
      const message = inputError(
        () => sbom({ 'cyclonedx-version': version, 'component-type': type }),
        'component-type'
      )
      expect(message).toContain("'cyclonedx-version' is 1.4")
      expect(message).toMatch(/^Set `cyclonedx-version` to 1\.5 or later, or `component-type`/)
    }
  })

  it.each(['application', 'library', 'firmware', 'file'])('takes %j with 1.4', type => {
    expect(() => sbom({ 'cyclonedx-version': '1.4', 'component-type': type })).not.toThrow()
  })

  it('takes the 1.5 types with 1.5 and later', () => {
    expect(() => sbom({ 'cyclonedx-version': '1.5', 'component-type': 'data' })).not.toThrow()
  })
})

describe('describeRequest', () => {
  it('names the request as users write it, and an unknown value as it is', () => {
    expect(describeRequest(sbom({}))).toEqual({
      format: 'cyclonedx',
      cyclonedxVersion: '1.7',
      componentType: 'application'
    })
    const request = { ...sbom({}), metadataComponentType: 'SOMETHING_NEW' }
    expect(describeRequest(request).componentType).toBe('SOMETHING_NEW')
  })
})

describe('vexAssetNameFor', () => {
  it.each([
    ['web-app-v3.1.0.cdx.json', 'openvex', 'web-app-v3.1.0.openvex.json'],
    ['web-app-v3.1.0.cdx.json', 'cyclonedx', 'web-app-v3.1.0.vex.json'],
    ['sbom.json', 'cyclonedx', 'sbom.vex.json'],
    ['sbom', 'openvex', 'sbom.openvex.json']
  ] as const)('%s, %s → %s', (sbomName, format, name) => {
    expect(vexAssetNameFor(sbomName, format)).toBe(name)
    expect(name.endsWith('.cdx.json')).toBe(false)
  })
})
