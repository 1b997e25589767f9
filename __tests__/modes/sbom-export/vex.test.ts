/**
 * The VEX document (`vex`): each CycloneDX analysis state and justification as OpenVEX states it,
 * one statement per ID and product with the least reassuring status, IDs stable across runs, and
 * both formats valid against their published schemas (vendored under spec/schemas/).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import type { Ajv as AjvType, ValidateFunction } from 'ajv'
import {
  buildVex,
  JUSTIFICATIONS,
  vexStatus,
  type VexContext
} from '../../../src/modes/sbom-export/vex.js'

const load = createRequire(import.meta.url)
const SCHEMAS = path.resolve('spec/schemas')
const schema = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as Record<string, unknown>

/**
 * The formats these schemas name that ajv-formats does not define, checked as their RFCs say at
 * the level a document's IDs need: an IRI has a scheme; references and e-mail have no blanks.
 */
function addIriFormats(ajv: AjvType): void {
  ajv.addFormat('iri', /^[a-z][a-z0-9+.-]*:[^\s]+$/i)
  ajv.addFormat('iri-reference', /^[^\s]*$/)
  ajv.addFormat('idn-email', /^[^\s@]+@[^\s@]+$/)
}

function openVexValidator(): ValidateFunction {
  const Ajv2020 = (load('ajv/dist/2020.js') as { default: new (o: object) => AjvType }).default
  const addFormats = (load('ajv-formats') as { default: (ajv: AjvType) => AjvType }).default
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  addIriFormats(ajv)
  return ajv.compile(schema('openvex/openvex_json_schema.json'))
}

function cycloneDxValidator(version: string): ValidateFunction {
  const { Ajv } = load('ajv') as { Ajv: new (o: object) => AjvType }
  const addFormats = (load('ajv-formats') as { default: (ajv: AjvType) => AjvType }).default
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  addIriFormats(ajv)
  for (const file of [
    'spdx.schema.json',
    'jsf-0.82.schema.json',
    'cryptography-defs.schema.json'
  ]) {
    ajv.addSchema(schema(`cyclonedx/${file}`))
  }
  return ajv.compile(schema(`cyclonedx/bom-${version}.schema.json`))
}

const SERIAL = 'urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79'
const CONTEXT: VexContext = {
  format: 'openvex',
  repository: 'acme/web-app',
  sha256: `sha256:${'a'.repeat(64)}`,
  downloadedAt: '2026-01-02T03:04:05.000Z'
}

const component = (name: string, version: string, purl = true) => ({
  type: 'library',
  name,
  version,
  'bom-ref': `ref-${name}`,
  ...(purl && { purl: `pkg:npm/${name}@${version}` })
})

/** An SBOM of the four components, with these vulnerabilities. */
function sbom(vulnerabilities: unknown[], extra: Record<string, unknown> = {}) {
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.7',
    serialNumber: SERIAL,
    version: 1,
    metadata: { timestamp: '2026-01-01T00:00:00Z' },
    components: [
      component('lodash', '4.17.21'),
      component('express', '4.19.2'),
      { ...component('qs', '6.0.0'), components: [component('inner', '1.0.0')] },
      component('vendored', '0.1.0', false)
    ],
    vulnerabilities,
    ...extra
  }
}

const vuln = (id: string, ref: string, analysis?: Record<string, unknown>, more = {}) => ({
  id,
  ratings: [{ severity: 'critical' }],
  affects: [{ ref }],
  ...(analysis && { analysis }),
  ...more
})

/** The demo's four statuses, one each, plus one without a purl. */
const FOUR = sbom([
  vuln(
    'CVE-2026-0001',
    'ref-lodash',
    { state: 'exploitable' },
    { recommendation: 'Upgrade to 4.17.22.' }
  ),
  vuln('CVE-2026-0002', 'ref-express', { state: 'in_triage' }),
  vuln('CVE-2026-0003', 'ref-qs', { state: 'resolved' }),
  vuln('CVE-2026-0004', 'ref-inner', {
    state: 'not_affected',
    justification: 'code_not_reachable',
    detail: 'Only the parser is used.'
  }),
  vuln('CVE-2026-0005', 'ref-vendored', { state: 'false_positive' })
])

interface Statement {
  vulnerability: { name: string; aliases?: string[] }
  products: { '@id': string }[]
  status: string
  justification?: string
  impact_statement?: string
  action_statement?: string
}

/** Either format's document, as the tests read it. */
interface VexDocument {
  '@context'?: string
  '@id'?: string
  author?: string
  timestamp?: string
  version: number
  statements: Statement[]
  bomFormat?: string
  specVersion?: string
  serialNumber?: string
  vulnerabilities: unknown[]
}

function written(bom: unknown, context: Partial<VexContext> = {}) {
  const outcome = buildVex(bom, { ...CONTEXT, ...context })
  if (outcome.state !== 'written') throw new Error(`not written: ${outcome.state}`)
  return { ...outcome, document: JSON.parse(outcome.text) as VexDocument }
}

describe('vexStatus', () => {
  it.each([
    ['not_affected', 'not_affected'],
    ['false_positive', 'not_affected'],
    ['exploitable', 'affected'],
    ['resolved', 'fixed'],
    ['Resolved_With_Pedigree', 'fixed'],
    ['in_triage', 'under_investigation'],
    [undefined, 'under_investigation'],
    ['made_up', 'under_investigation']
  ])('%s → %s', (state, status) => {
    expect(vexStatus(state)).toBe(status)
  })
})

describe('openvex', () => {
  const validate = openVexValidator()

  it('states every entry, valid against the published schema', () => {
    const { document, statements, counts, bomLinked } = written(FOUR)
    expect(validate(document)).toBe(true)
    expect(validate.errors ?? []).toEqual([])
    // The schema does refuse: no statement, or an affected one without an action statement.
    expect(validate({ ...document, statements: [] })).toBe(false)
    const [affected, ...rest] = document.statements
    const bare = { ...affected!, action_statement: undefined }
    expect(validate(JSON.parse(JSON.stringify({ ...document, statements: [bare, ...rest] })))).toBe(
      false
    )
    expect(statements).toBe(5)
    expect(counts).toEqual({ affected: 1, under_investigation: 1, fixed: 1, not_affected: 2 })
    expect(bomLinked).toBe(1)
    expect(document['@context']).toBe('https://openvex.dev/ns/v0.2.0')
    expect(document.author).toBe('Semgrep AppSec Platform (acme/web-app)')
    expect(document.timestamp).toBe('2026-01-01T00:00:00Z')
    expect(document.version).toBe(1)
    expect(document.statements).toEqual([
      {
        vulnerability: { name: 'CVE-2026-0001' },
        products: [
          { '@id': 'pkg:npm/lodash@4.17.21', identifiers: { purl: 'pkg:npm/lodash@4.17.21' } }
        ],
        status: 'affected',
        action_statement: 'Upgrade to 4.17.22.'
      },
      {
        vulnerability: { name: 'CVE-2026-0002' },
        products: [
          { '@id': 'pkg:npm/express@4.19.2', identifiers: { purl: 'pkg:npm/express@4.19.2' } }
        ],
        status: 'under_investigation'
      },
      {
        vulnerability: { name: 'CVE-2026-0003' },
        products: [{ '@id': 'pkg:npm/qs@6.0.0', identifiers: { purl: 'pkg:npm/qs@6.0.0' } }],
        status: 'fixed'
      },
      {
        vulnerability: { name: 'CVE-2026-0004' },
        products: [{ '@id': 'pkg:npm/inner@1.0.0', identifiers: { purl: 'pkg:npm/inner@1.0.0' } }],
        status: 'not_affected',
        justification: 'vulnerable_code_not_in_execute_path',
        impact_statement: 'CycloneDX justification code_not_reachable: Only the parser is used.'
      },
      {
        vulnerability: { name: 'CVE-2026-0005' },
        // No purl: a BOM-Link to the component in the SBOM.
        products: [{ '@id': 'urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1#ref-vendored' }],
        status: 'not_affected',
        impact_statement:
          "CycloneDX analysis state false_positive: the platform's reachability analysis found the product not affected."
      }
    ])
  })

  it.each(Object.entries(JUSTIFICATIONS))('justification %s → %s', (cyclonedx, openvex) => {
    const { document } = written(
      sbom([vuln('CVE-1', 'ref-lodash', { state: 'not_affected', justification: cyclonedx })])
    )
    expect(document.statements[0]!.justification).toBe(openvex)
    expect(document.statements[0]!.impact_statement).toBe(`CycloneDX justification ${cyclonedx}`)
    expect(validate(document)).toBe(true)
  })

  it.each(['requires_configuration', 'requires_dependency', 'requires_environment'])(
    '%s: no justification, an impact statement that names it and quotes the detail (bounded)',
    justification => {
      const detail = `Needs a flag.\n${'x'.repeat(1_000)}`
      const { document } = written(
        sbom([vuln('CVE-1', 'ref-lodash', { state: 'not_affected', justification, detail })])
      )
      const statement = document.statements[0]!
      expect(statement).not.toHaveProperty('justification')
      expect(statement.impact_statement).toMatch(
        new RegExp(`^CycloneDX justification ${justification}: Needs a flag\\. x+…$`)
      )
      expect(statement.impact_statement!.length).toBeLessThan(600)
      expect(validate(document)).toBe(true)
    }
  )

  it('affected: the versions marked unaffected, else no fix recorded', () => {
    const { document } = written(
      sbom([
        {
          ...vuln('CVE-1', 'ref-lodash', { state: 'exploitable' }),
          affects: [
            {
              ref: 'ref-lodash',
              versions: [
                { version: '4.17.21', status: 'affected' },
                { version: '4.17.22', status: 'unaffected' },
                { range: 'vers:npm/>=5.0.0', status: 'unaffected' }
              ]
            }
          ]
        },
        vuln('CVE-2', 'ref-lodash', { state: 'exploitable' })
      ])
    )
    expect(document.statements.map(s => s.action_statement)).toEqual([
      'Use a version the SBOM marks unaffected: 4.17.22, vers:npm/>=5.0.0.',
      'No fix recorded in the SBOM.'
    ])
    expect(validate(document)).toBe(true)
  })

  it.each([
    ['not_affected', 'exploitable', 'affected'],
    ['exploitable', 'not_affected', 'affected'],
    ['resolved', undefined, 'under_investigation'],
    [undefined, 'not_affected', 'under_investigation'],
    ['not_affected', 'resolved', 'fixed']
  ])('entries %s and %s for one product: %s stands', (first, second, status) => {
    const entry = (state: string | undefined) =>
      vuln('CVE-1', 'ref-lodash', state !== undefined ? { state } : undefined)
    const { document, statements } = written(sbom([entry(first), entry(second)]))
    expect(statements).toBe(1)
    expect(document.statements[0]!.status).toBe(status)
  })

  it('one statement per product of an entry with several affects, aliases from its references', () => {
    const { document, statements } = written(
      sbom([
        {
          ...vuln('GHSA-1', 'ref-lodash', { state: 'in_triage' }),
          affects: [{ ref: 'ref-lodash' }, { ref: 'ref-express' }],
          references: [{ id: 'CVE-9' }, { id: 'GHSA-1' }]
        }
      ])
    )
    expect(statements).toBe(2)
    expect(document.statements[0]!.vulnerability).toEqual({ name: 'GHSA-1', aliases: ['CVE-9'] })
  })

  it('the same ID on every run: from the serial number, else the SBOM digest', () => {
    const once = written(FOUR, { downloadedAt: '2026-05-05T00:00:00Z' }).document['@id']
    expect(written(FOUR).document['@id']).toBe(once)
    expect(once).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    )
    const other = written(sbom(FOUR.vulnerabilities, { serialNumber: `${SERIAL.slice(0, -1)}0` }))
    expect(other.document['@id']).not.toBe(once)
    const unserialised = { ...FOUR, serialNumber: undefined }
    const bySha = written(unserialised).document['@id']
    expect(written(unserialised).document['@id']).toBe(bySha)
    expect(written(unserialised, { sha256: `sha256:${'b'.repeat(64)}` }).document['@id']).not.toBe(
      bySha
    )
  })

  it('without a metadata timestamp: the time of the download', () => {
    const { document } = written({ ...FOUR, metadata: {} })
    expect(document.timestamp).toBe(CONTEXT.downloadedAt)
  })

  it('without serialNumber: a product without purl is left out and counted', () => {
    const { document, statements, leftOut } = written({ ...FOUR, serialNumber: undefined })
    expect(statements).toBe(4)
    expect(leftOut).toBe(1)
    expect(validate(document)).toBe(true)
  })

  it('no vulnerabilities: no document', () => {
    expect(buildVex(sbom([]), CONTEXT)).toEqual({ state: 'no-vulnerabilities' })
    expect(buildVex({ ...FOUR, vulnerabilities: undefined }, CONTEXT)).toEqual({
      state: 'no-vulnerabilities'
    })
  })
})

describe('cyclonedx', () => {
  it.each(['1.7', '1.4'])(
    'a CycloneDX %s document of the vulnerabilities, analyses as given, affects as BOM-Links',
    version => {
      const validate = cycloneDxValidator(version)
      const bom = { ...FOUR, specVersion: version, version: 3 }
      const { document, statements, counts } = written(bom, { format: 'cyclonedx' })
      expect(validate(document)).toBe(true)
      expect(validate.errors ?? []).toEqual([])
      expect(validate({ ...document, serialNumber: 'not-a-urn' })).toBe(false)
      expect(statements).toBe(5)
      expect(counts).toEqual({ affected: 1, under_investigation: 1, fixed: 1, not_affected: 2 })
      expect(document.bomFormat).toBe('CycloneDX')
      expect(document.specVersion).toBe(version)
      expect(document.version).toBe(1)
      expect(document.serialNumber).not.toBe(SERIAL)
      expect(document.serialNumber).toBe(
        written(bom, { format: 'cyclonedx' }).document.serialNumber
      )
      expect(Object.keys(document)).toEqual([
        'bomFormat',
        'specVersion',
        'serialNumber',
        'version',
        'vulnerabilities'
      ])
      expect(document.vulnerabilities[3]).toEqual({
        id: 'CVE-2026-0004',
        analysis: {
          state: 'not_affected',
          justification: 'code_not_reachable',
          detail: 'Only the parser is used.'
        },
        affects: [{ ref: 'urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/3#ref-inner' }]
      })
    }
  )

  it('an SBOM without serialNumber gives none', () => {
    expect(
      buildVex({ ...FOUR, serialNumber: undefined }, { ...CONTEXT, format: 'cyclonedx' })
    ).toEqual({
      state: 'no-serial-number'
    })
  })
})

describe('what the SBOM gives, read as it is', () => {
  it('orders statements by ID, then product', () => {
    const { document } = written(
      sbom([
        { ...vuln('CVE-B', 'ref-lodash'), affects: [{ ref: 'ref-qs' }, { ref: 'ref-express' }] },
        vuln('CVE-A', 'ref-lodash')
      ])
    )
    expect(
      document.statements.map(s => `${s.vulnerability.name} ${s.products[0]!['@id']}`)
    ).toEqual([
      'CVE-A pkg:npm/lodash@4.17.21',
      'CVE-B pkg:npm/express@4.19.2',
      'CVE-B pkg:npm/qs@6.0.0'
    ])
  })

  it('skips entries that are not objects or have no ID, and affects without a ref', () => {
    const { document, statements } = written(
      sbom([
        null,
        5,
        { id: '', affects: [{ ref: 'ref-lodash' }] },
        { affects: [{ ref: 'ref-lodash' }] },
        { id: '  CVE-1  ', affects: [null, 'ref-qs', {}, { ref: 7 }, { ref: 'ref-lodash' }] },
        Object.assign(Object.create({ id: 'CVE-INHERITED' }) as object, {
          affects: [{ ref: 'ref-qs' }]
        })
      ])
    )
    expect(statements).toBe(1)
    expect(document.statements[0]!.vulnerability.name).toBe('CVE-1')
    expect(buildVex(sbom([null, { affects: [{ ref: 'ref-qs' }] }]), CONTEXT)).toEqual({
      state: 'no-vulnerabilities'
    })
    expect(buildVex(sbom([]), CONTEXT)).toEqual({ state: 'no-vulnerabilities' })
    expect(buildVex({ ...FOUR, vulnerabilities: { 0: FOUR.vulnerabilities[0] } }, CONTEXT)).toEqual(
      {
        state: 'no-vulnerabilities'
      }
    )
  })

  it('clips long IDs and quotes detail on one line, bounded', () => {
    const long = `CVE-${'9'.repeat(1_200)}`
    const exact = 'd'.repeat(500)
    const { document } = written(
      sbom([
        vuln(long, 'ref-lodash'),
        vuln('CVE-2', 'ref-lodash', { state: 'not_affected', detail: `  a \n\n  b\tc  ` }),
        vuln('CVE-3', 'ref-lodash', { state: 'not_affected', detail: exact }),
        vuln('CVE-4', 'ref-lodash', { state: 'not_affected', detail: `${exact}e` })
      ])
    )
    const names = document.statements.map(s => s.vulnerability.name)
    expect(names).toContain(long.slice(0, 1_000))
    const impact = (id: string) =>
      document.statements.find(s => s.vulnerability.name === id)!.impact_statement
    expect(impact('CVE-2')).toBe('CycloneDX analysis state not_affected: a b c')
    expect(impact('CVE-3')).toBe(`CycloneDX analysis state not_affected: ${exact}`)
    expect(impact('CVE-4')).toBe(`CycloneDX analysis state not_affected: ${'d'.repeat(499)}…`)
  })

  it('a ref that is no component: a purl as it is, else a BOM-Link', () => {
    const { document } = written(
      sbom([vuln('CVE-1', 'pkg:npm/left-pad@1.3.0'), vuln('CVE-2', 'x-pkg:npm/a@1')])
    )
    expect(document.statements.map(s => s.products[0]!['@id'])).toEqual([
      'pkg:npm/left-pad@1.3.0',
      `urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1#x-pkg%3Anpm%2Fa%401`
    ])
  })

  it('names the root component by its purl, and a nested one', () => {
    const bom = sbom([vuln('CVE-1', 'root'), vuln('CVE-2', 'ref-inner')], {
      metadata: { component: { name: 'web-app', 'bom-ref': 'root', purl: 'pkg:npm/web-app@3.1.0' } }
    })
    expect(written(bom).document.statements.map(s => s.products[0]!['@id'])).toEqual([
      'pkg:npm/web-app@3.1.0',
      'pkg:npm/inner@1.0.0'
    ])
  })

  it('the same status twice for one product: the first entry stands', () => {
    const { document } = written(
      sbom([
        vuln('CVE-1', 'ref-lodash', { state: 'exploitable' }, { recommendation: 'First.' }),
        vuln('CVE-1', 'ref-lodash', { state: 'exploitable' }, { recommendation: 'Second.' })
      ])
    )
    expect(document.statements).toHaveLength(1)
    expect(document.statements[0]!.action_statement).toBe('First.')
  })

  it('aliases: each other ID once, none without an ID, at most 32', () => {
    const references = [
      {},
      { id: 'CVE-1' },
      { id: 'GHSA-1' },
      ...Array.from({ length: 40 }, (_, i) => ({ id: `ALIAS-${i}` }))
    ]
    const { document } = written(sbom([vuln('CVE-1', 'ref-lodash', undefined, { references })]))
    const aliases = document.statements[0]!.vulnerability.aliases!
    expect(aliases).toHaveLength(32)
    expect(aliases.slice(0, 2)).toEqual(['GHSA-1', 'ALIAS-0'])
  })

  it('at most 10 unaffected versions, those without version or range left out', () => {
    const versions = [
      { status: 'unaffected' },
      'x',
      null,
      ...Array.from({ length: 12 }, (_, i) => ({ version: `1.${i}`, status: 'unaffected' }))
    ]
    const { document } = written(
      sbom([
        {
          ...vuln('CVE-1', 'ref-lodash', { state: 'exploitable' }),
          affects: [{ ref: 'ref-lodash', versions }]
        }
      ])
    )
    expect(document.statements[0]!.action_statement).toBe(
      `Use a version the SBOM marks unaffected: ${Array.from({ length: 10 }, (_, i) => `1.${i}`).join(', ')}.`
    )
  })

  it('no statement at all: no products to speak of', () => {
    const unnamed = {
      ...FOUR,
      serialNumber: undefined,
      vulnerabilities: [vuln('CVE-1', 'ref-vendored')]
    }
    expect(buildVex(unnamed, CONTEXT)).toEqual({ state: 'no-statements', leftOut: 1 })
    expect(buildVex(sbom([{ id: 'CVE-1' }]), CONTEXT)).toEqual({
      state: 'no-statements',
      leftOut: 0
    })
  })

  it('the BOM-Link version: the SBOM version when a number of 1 or more, else 1', () => {
    const link = (version: unknown) =>
      written(sbom([vuln('CVE-1', 'ref-vendored')], { version })).document.statements[0]!
        .products[0]!['@id']
    expect(link(4)).toMatch(/\/4#ref-vendored$/)
    expect(link(0)).toMatch(/\/1#ref-vendored$/)
    expect(link('4')).toMatch(/\/1#ref-vendored$/)
    const upper = written(
      sbom([vuln('CVE-1', 'ref-vendored')], { serialNumber: SERIAL.toUpperCase() })
    )
    expect(upper.document.statements[0]!.products[0]!['@id']).toBe(
      'urn:cdx:3E671687-395B-41F5-A30F-A58921A69B79/1#ref-vendored'
    )
  })

  it('a timestamp that is no date: the time of the download', () => {
    const { document } = written({ ...FOUR, metadata: { timestamp: 'yesterday' } })
    expect(document.timestamp).toBe(CONTEXT.downloadedAt)
  })

  it('a justification that is a property of every object is no justification', () => {
    const { document } = written(
      sbom([vuln('CVE-1', 'ref-lodash', { state: 'not_affected', justification: 'constructor' })])
    )
    expect(document.statements[0]).not.toHaveProperty('justification')
    expect(document.statements[0]!.impact_statement).toBe('CycloneDX justification constructor')
  })

  it('names its tooling, and the two formats differ in ID', () => {
    const openvex = written(FOUR).document
    expect(openvex['tooling' as keyof VexDocument]).toBe(
      'security-platform-action (mode: sbom-export), from the SBOM analysis'
    )
    const cyclonedx = written(FOUR, { format: 'cyclonedx' }).document
    // Pinned: the same SBOM gives these on every run, with every version of the action.
    expect(openvex['@id']).toBe('urn:uuid:e5e302a5-0093-585f-8a63-c81368f9b108')
    expect(cyclonedx.serialNumber).toBe('urn:uuid:e472708c-c7c1-581b-b307-c5d8a45f82a2')
  })

  it('cyclonedx: an entry with several products keeps them all; no specVersion is 1.6', () => {
    const bom = {
      ...sbom([
        {
          ...vuln('CVE-1', 'ref-lodash', { state: 'in_triage' }),
          affects: [{ ref: 'ref-lodash' }, { ref: 'ref-qs' }]
        }
      ]),
      specVersion: undefined
    }
    const { document } = written(bom, { format: 'cyclonedx' })
    expect(document.specVersion).toBe('1.6')
    expect(document.vulnerabilities).toEqual([
      {
        id: 'CVE-1',
        analysis: { state: 'in_triage' },
        affects: [
          { ref: 'urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1#ref-lodash' },
          { ref: 'urn:cdx:3e671687-395b-41f5-a30f-a58921a69b79/1#ref-qs' }
        ]
      }
    ])
  })
})
