/** The SBOM comparison: components added, removed and changed; vulnerabilities introduced and resolved. */
import { describe, expect, it } from '@jest/globals'
import {
  componentKey,
  diffSboms,
  indexSbom,
  naturalCompare,
  purlWithoutVersion
} from '../../../src/modes/sbom-export/sbom-diff.js'

type Component = Record<string, unknown>

const bom = (components: unknown[], extra: Record<string, unknown> = {}) => ({
  bomFormat: 'CycloneDX',
  specVersion: '1.6',
  components,
  ...extra
})
const npm = (name: string, version: string, more: Component = {}): Component => ({
  type: 'library',
  name,
  version,
  purl: `pkg:npm/${name}@${version}`,
  'bom-ref': `pkg:npm/${name}@${version}`,
  ...more
})
const diff = (base: unknown, head: unknown) => diffSboms(indexSbom(base), indexSbom(head))

describe('purlWithoutVersion', () => {
  it.each([
    ['pkg:npm/lodash@4.17.21', 'pkg:npm/lodash'],
    ['pkg:npm/%40angular/core@17.0.0', 'pkg:npm/@angular/core'],
    ['pkg:npm/@angular/core@17.0.0', 'pkg:npm/@angular/core'],
    ['pkg:npm/@angular/core', 'pkg:npm/@angular/core'],
    ['pkg:maven/org.apache/commons-io@2.0?type=jar#src/x', 'pkg:maven/org.apache/commons-io'],
    ['pkg:deb/debian/curl@7.50.3-1?arch=i386&distro=jessie', 'pkg:deb/debian/curl'],
    ['PKG:NPM/lodash@1', 'pkg:npm/lodash'],
    ['pkg://npm/lodash@1', 'pkg:npm/lodash'],
    ['pkg:golang/github.com/x/y@v1.2.3#sub/dir', 'pkg:golang/github.com/x/y'],
    ['pkg:npm/bad%zz@1', 'pkg:npm/bad%zz'],
    ['not a purl', undefined],
    ['pkg:npm', undefined],
    ['pkg:npm/@1', undefined]
  ])('%s → %s', (purl, key) => {
    expect(purlWithoutVersion(purl)).toBe(key)
  })

  it('keys components without a purl by group and name, apart from any purl', () => {
    expect(componentKey({ name: 'x', group: 'g' })).toBe('name:g/x')
    expect(componentKey({ name: 'x' })).toBe('name:/x')
    expect(componentKey({ purl: 'pkg:npm/x@1', name: 'other' })).toBe('pkg:npm/x')
    expect(componentKey({ purl: 'garbage', name: 'x' })).toBe('name:/x')
    expect(componentKey({})).toBeUndefined()
  })
})

describe('naturalCompare', () => {
  it.each<[string, string, '<' | '=' | '>']>([
    ['pkg-9', 'pkg-10', '<'],
    ['1.9.0', '1.10.0', '<'],
    ['1.10.0', '1.9.0', '>'],
    ['v007', 'v7', '='],
    ['a', 'B', '<'],
    ['B', 'a', '>'],
    ['abc', 'ABC', '='],
    ['1.0', '1.0.0', '<'],
    ['', 'a', '<'],
    ['2.0.0-rc.1', '2.0.0-rc.10', '<'],
    ['x99999999999999999999', 'x100000000000000000000', '<']
  ])('%s %s %s', (a, b, expected) => {
    const sign = Math.sign(naturalCompare(a, b))
    expect(sign).toBe(expected === '<' ? -1 : expected === '>' ? 1 : 0)
  })
})

describe('components', () => {
  it.each<[string, unknown[], unknown[], Record<string, unknown>]>([
    [
      'a component only in the new SBOM is added',
      [npm('a', '1.0.0')],
      [npm('a', '1.0.0'), npm('b', '2.0.0')],
      {
        added: [{ name: 'b', purl: 'pkg:npm/b@2.0.0', version: '2.0.0' }],
        removed: [],
        changed: []
      }
    ],
    [
      'a component only in the base is removed',
      [npm('a', '1.0.0'), npm('b', '2.0.0')],
      [npm('a', '1.0.0')],
      {
        added: [],
        removed: [{ name: 'b', purl: 'pkg:npm/b@2.0.0', version: '2.0.0' }],
        changed: []
      }
    ],
    [
      'a new version is a change, not an add and a remove',
      [npm('a', '1.9.0')],
      [npm('a', '1.10.0')],
      {
        added: [],
        removed: [],
        changed: [{ name: 'a', purl: 'pkg:npm/a', from: ['1.9.0'], to: ['1.10.0'] }]
      }
    ],
    [
      'the same version with other qualifiers or subpath is unchanged',
      [{ name: 'c', version: '1', purl: 'pkg:deb/debian/c@1?arch=amd64' }],
      [{ name: 'c', version: '1', purl: 'pkg:deb/debian/c@1?arch=arm64#x' }],
      { added: [], removed: [], changed: [] }
    ],
    [
      'nested components count, at any depth',
      [npm('top', '1', { components: [npm('mid', '1')] })],
      [npm('top', '1', { components: [npm('mid', '2', { components: [npm('deep', '3')] })] })],
      {
        added: [{ name: 'deep', purl: 'pkg:npm/deep@3', version: '3' }],
        removed: [],
        changed: [{ name: 'mid', purl: 'pkg:npm/mid', from: ['1'], to: ['2'] }]
      }
    ],
    [
      'without a purl, group and name match',
      [
        { name: 'lib', group: 'com.acme', version: '1' },
        { name: 'tool', version: '1' }
      ],
      [
        { name: 'lib', group: 'com.acme', version: '2' },
        { name: 'tool', group: 'org.other', version: '1' }
      ],
      {
        added: [{ name: 'tool', group: 'org.other', version: '1' }],
        removed: [{ name: 'tool', version: '1' }],
        changed: [{ name: 'lib', group: 'com.acme', from: ['1'], to: ['2'] }]
      }
    ],
    [
      'a duplicate entry is one component; a second version is a change of the version set',
      [npm('d', '1'), npm('e', '1')],
      [npm('d', '1'), npm('d', '1'), npm('e', '1'), npm('e', '2')],
      {
        added: [],
        removed: [],
        changed: [{ name: 'e', purl: 'pkg:npm/e', from: ['1'], to: ['1', '2'] }]
      }
    ],
    [
      'a package added in two versions is listed once per version',
      [],
      [npm('f', '2'), npm('f', '1')],
      {
        added: [
          { name: 'f', purl: 'pkg:npm/f@1', version: '1' },
          { name: 'f', purl: 'pkg:npm/f@2', version: '2' }
        ],
        removed: [],
        changed: []
      }
    ],
    [
      'a scope written %40 or @ is the same package',
      [
        {
          name: 'core',
          group: '@angular',
          version: '17.0.0',
          purl: 'pkg:npm/%40angular/core@17.0.0'
        }
      ],
      [
        { name: 'core', group: '@angular', version: '17.1.0', purl: 'pkg:npm/@angular/core@17.1.0' }
      ],
      {
        added: [],
        removed: [],
        changed: [
          {
            name: 'core',
            group: '@angular',
            purl: 'pkg:npm/@angular/core',
            from: ['17.0.0'],
            to: ['17.1.0']
          }
        ]
      }
    ],
    [
      'a version that appears is a change from no version',
      [{ name: 'g', purl: 'pkg:npm/g' }],
      [npm('g', '1')],
      { added: [], removed: [], changed: [{ name: 'g', purl: 'pkg:npm/g', from: [], to: ['1'] }] }
    ],
    [
      'entries that are not components, or have neither purl nor name, are skipped',
      [null, 7, 'x', { version: '1' }, []],
      [npm('h', '1'), { type: 'library' }],
      { added: [{ name: 'h', purl: 'pkg:npm/h@1', version: '1' }], removed: [], changed: [] }
    ]
  ])('%s', (_, base, head, expected) => {
    expect(diff(bom(base), bom(head)).components).toEqual(expected)
  })

  it('leaves out the root component of metadata', () => {
    const root = { metadata: { component: npm('web-app', '3.1.0') } }
    const base = bom([], { metadata: { component: npm('web-app', '3.0.0') } })
    expect(diff(base, bom([], root)).components).toEqual({ added: [], removed: [], changed: [] })
  })

  it('sorts each list by group and name, without regard to case', () => {
    const head = [
      npm('b', '1'),
      npm('C', '1'),
      npm('a', '1'),
      { name: 'z', group: 'A', version: '1' }
    ]
    expect(diff(bom([]), bom(head)).components.added.map(c => c.name)).toEqual(['a', 'z', 'b', 'C'])
  })

  it('names a component without a name after its purl', () => {
    const head = [{ purl: 'pkg:npm/%40s/nameless@1', version: '1' }]
    expect(diff(bom([]), bom(head)).components.added).toEqual([
      { name: 'nameless', purl: 'pkg:npm/%40s/nameless@1', version: '1' }
    ])
  })

  it('compares documents that are not SBOMs as empty', () => {
    expect(diff(null, bom([npm('a', '1')])).components.added).toHaveLength(1)
    expect(diff([1, 2], 'x').components).toEqual({ added: [], removed: [], changed: [] })
  })
})

describe('vulnerabilities', () => {
  const components = [npm('a', '1'), npm('b', '1', { 'bom-ref': 'ref-b' })]
  const vuln = (id: string, more: Record<string, unknown> = {}) => ({
    id,
    affects: [{ ref: 'pkg:npm/a@1' }],
    ...more
  })
  const withVulns = (vulnerabilities: unknown[]) => bom(components, { vulnerabilities })

  it('reports those only in the new SBOM as introduced and only in the base as resolved', () => {
    const result = diff(
      withVulns([vuln('CVE-1'), vuln('CVE-2')]),
      withVulns([vuln('CVE-2'), vuln('CVE-3')])
    )
    expect(result.vulnerabilities.introduced.map(v => v.id)).toEqual(['CVE-3'])
    expect(result.vulnerabilities.resolved.map(v => v.id)).toEqual(['CVE-1'])
  })

  it.each<[string, unknown, string]>([
    ['no ratings', undefined, 'unknown'],
    ['an empty ratings list', [], 'unknown'],
    ['one rating', [{ severity: 'high' }], 'high'],
    [
      'the highest of several',
      [{ severity: 'low' }, { severity: 'critical' }, { severity: 'medium' }],
      'critical'
    ],
    [
      'a rating without severity beside a rated one',
      [{ score: 9.8 }, { severity: 'medium' }],
      'medium'
    ],
    ['a severity in capitals', [{ severity: 'HIGH' }], 'high'],
    ['an unknown word', [{ severity: 'catastrophic' }], 'unknown'],
    ['info above none', [{ severity: 'none' }, { severity: 'info' }], 'info']
  ])('takes the severity from %s', (_, ratings, severity) => {
    const head = withVulns([vuln('CVE-9', ratings === undefined ? {} : { ratings })])
    expect(diff(withVulns([]), head).vulnerabilities.introduced[0]!.severity).toBe(severity)
  })

  it('orders them most severe first, then by ID', () => {
    const head = withVulns([
      vuln('C-low', { ratings: [{ severity: 'low' }] }),
      vuln('B-none'),
      vuln('Z-crit', { ratings: [{ severity: 'critical' }] }),
      vuln('A-crit', { ratings: [{ severity: 'critical' }] }),
      vuln('M-high', { ratings: [{ severity: 'high' }] }),
      vuln('N-info', { ratings: [{ severity: 'info' }] }),
      vuln('O-med', { ratings: [{ severity: 'medium' }] })
    ])
    expect(diff(withVulns([]), head).vulnerabilities.introduced.map(v => v.id)).toEqual([
      'A-crit',
      'Z-crit',
      'M-high',
      'O-med',
      'C-low',
      'N-info',
      'B-none'
    ])
  })

  it('gives the analysis state when there is one and the affected components as purls', () => {
    const head = withVulns([
      vuln('CVE-5', {
        analysis: { state: 'not_affected', justification: 'code_not_reachable' },
        affects: [{ ref: 'ref-b' }, { ref: 'unknown-ref' }, { nope: 1 }, 'x']
      }),
      vuln('CVE-6')
    ])
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toEqual([
      {
        id: 'CVE-5',
        severity: 'unknown',
        state: 'not_affected',
        affects: ['pkg:npm/b@1', 'unknown-ref']
      },
      { id: 'CVE-6', severity: 'unknown', affects: ['pkg:npm/a@1'] }
    ])
  })

  it('merges a vulnerability listed once per component', () => {
    const head = withVulns([
      vuln('CVE-7', { ratings: [{ severity: 'medium' }] }),
      vuln('CVE-7', {
        ratings: [{ severity: 'high' }],
        affects: [{ ref: 'ref-b' }],
        analysis: { state: 'exploitable' }
      }),
      vuln('CVE-7', { affects: [{ ref: 'pkg:npm/a@1' }] })
    ])
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toEqual([
      {
        id: 'CVE-7',
        severity: 'high',
        state: 'exploitable',
        affects: ['pkg:npm/a@1', 'pkg:npm/b@1']
      }
    ])
  })

  it('skips entries without an ID', () => {
    const head = withVulns([{ ratings: [{ severity: 'critical' }] }, vuln(''), 5, vuln('CVE-8')])
    expect(diff(withVulns([]), head).vulnerabilities.introduced.map(v => v.id)).toEqual(['CVE-8'])
  })
})

describe('hostile documents', () => {
  it('reads only own fields: a __proto__ key neither pollutes nor supplies fields', () => {
    const text = `{"bomFormat":"CycloneDX","components":[{"__proto__":{"name":"ghost","purl":"pkg:npm/ghost@1"}},{"name":"real","version":"1","__proto__":{"polluted":true}}]}`
    const result = diff(bom([]), JSON.parse(text))
    expect(result.components.added).toEqual([{ name: 'real', version: '1' }])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).name).toBeUndefined()
  })

  it('treats names that are Object.prototype keys as ordinary names', () => {
    const head = [
      { name: 'constructor', version: '1' },
      { name: 'toString', version: '1' },
      { name: 'hasOwnProperty', version: '1' }
    ]
    const result = diff(bom([{ name: 'constructor', version: '0' }]), bom(head))
    expect(result.components.added.map(c => c.name)).toEqual(['hasOwnProperty', 'toString'])
    expect(result.components.changed).toEqual([{ name: 'constructor', from: ['0'], to: ['1'] }])
  })

  it('walks nesting 100,000 deep without running out of stack', () => {
    let nested: Component = npm('leaf', '1')
    for (let i = 0; i < 100_000; i++) nested = { name: `n${i}`, version: '1', components: [nested] }
    const result = diff(bom([]), bom([nested]))
    expect(result.components.added).toHaveLength(100_001)
  })

  it('cuts very long fields', () => {
    const long = 'x'.repeat(50_000)
    const [added] = diff(bom([]), bom([{ name: long, version: long }])).components.added
    expect(added!.name).toHaveLength(1_000)
    expect(added!.version).toHaveLength(1_000)
  })
})

describe('scale', () => {
  it('compares 20,000 components against 20,000, with every kind of change', () => {
    const base = Array.from({ length: 20_000 }, (_, i) => npm(`p${i}`, '1.0.0'))
    const head = Array.from({ length: 20_000 }, (_, i) =>
      i % 10 === 0 ? npm(`q${i}`, '1.0.0') : npm(`p${i}`, i % 10 === 1 ? '1.1.0' : '1.0.0')
    )
    const result = diff(bom(base), bom(head))
    expect(result.components.added).toHaveLength(2_000)
    expect(result.components.removed).toHaveLength(2_000)
    expect(result.components.changed).toHaveLength(2_000)
    expect(result.components.changed[0]).toEqual({
      name: 'p1',
      purl: 'pkg:npm/p1',
      from: ['1.0.0'],
      to: ['1.1.0']
    })
  })
})
