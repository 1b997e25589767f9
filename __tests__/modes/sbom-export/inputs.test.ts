/** The inputs of `mode: sbom-export`, turned into the export request. */
import * as os from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { InputEnvironment } from '../../../src/action/inputs.js'
import sbomExport from '../../../src/modes/sbom-export/index.js'
import {
  parseSbomExportInputs,
  sbomFilePath,
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
      sbomFolder: RUNNER_TEMP
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
