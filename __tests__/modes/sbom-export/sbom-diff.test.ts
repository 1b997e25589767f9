/** The SBOM comparison: components added, removed and changed; vulnerabilities introduced and resolved. */
import { describe, expect, it } from '@jest/globals'
import {
  bySeverity,
  componentKey,
  diffSboms,
  type DiffVulnerability,
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
    ['  pkg:npm/lodash@1', 'pkg:npm/lodash'],
    ['pkg:npm/lodash @4.17.21', 'pkg:npm/lodash'],
    // A `?`, `@` or `/` right after the separator that ends the path belongs to what follows it.
    ['pkg:npm/x#?y', 'pkg:npm/x'],
    ['pkg:npm/x#@y', 'pkg:npm/x'],
    ['pkg:golang/example.com/mod@v1.0.0#/cmd', 'pkg:golang/example.com/mod'],
    ['pkg:npm/x?repository_url=https://r.example/npm', 'pkg:npm/x'],
    // Empty path segments are dropped, wherever they are.
    ['pkg:golang/github.com//x/y@1', 'pkg:golang/github.com/x/y'],
    ['pkg:npm//x@1', 'pkg:npm/x'],
    ['pkg:npm/x/@1', 'pkg:npm/x'],
    ['not a purl', undefined],
    ['xpkg:npm/lodash@1', undefined],
    ['see pkg:npm/lodash@1', undefined],
    ['pkg:npm', undefined],
    ['pkg:npm/@1', undefined],
    ['pkg:npm/ @1', undefined],
    ['pkg:npm//@1', undefined]
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
    ['v7', 'v007', '='],
    ['x12', 'x13', '<'],
    ['x13', 'x12', '>'],
    ['1', 'a', '<'],
    ['a', '1', '>'],
    ['1.9', '10', '<'],
    ['Z', 'z', '='],
    ['@a', '_a', '<'],
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

describe('bySeverity', () => {
  const v = (id: string, severity: DiffVulnerability['severity']): DiffVulnerability => ({
    id,
    severity,
    affects: []
  })

  it('puts the more severe first whatever the IDs, then the lower ID', () => {
    expect(Math.sign(bySeverity(v('Z', 'high'), v('A', 'low')))).toBe(-1)
    expect(Math.sign(bySeverity(v('A', 'low'), v('Z', 'high')))).toBe(1)
    expect(Math.sign(bySeverity(v('A', 'high'), v('B', 'high')))).toBe(-1)
    expect(Math.sign(bySeverity(v('B', 'high'), v('A', 'high')))).toBe(1)
  })

  it('holds a vulnerability equal to itself', () => {
    expect(bySeverity(v('CVE-1', 'medium'), v('CVE-1', 'medium'))).toBe(0)
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
    ],
    [
      'a package that loses one of its versions is a change',
      [npm('i', '1'), npm('i', '2')],
      [npm('i', '1')],
      {
        added: [],
        removed: [],
        changed: [{ name: 'i', purl: 'pkg:npm/i', from: ['1', '2'], to: ['1'] }]
      }
    ],
    [
      'as many versions, one of them replaced, is a change',
      [npm('j', '1'), npm('j', '2')],
      [npm('j', '1'), npm('j', '3')],
      {
        added: [],
        removed: [],
        changed: [{ name: 'j', purl: 'pkg:npm/j', from: ['1', '2'], to: ['1', '3'] }]
      }
    ],
    [
      'the versions of a change are in natural order, whatever the SBOM order',
      [npm('k', '3'), npm('k', '1.10')],
      [npm('k', '10'), npm('k', '1.9'), npm('k', '2')],
      {
        added: [],
        removed: [],
        changed: [{ name: 'k', purl: 'pkg:npm/k', from: ['1.10', '3'], to: ['1.9', '2', '10'] }]
      }
    ],
    [
      'a package without purl lists no purl, in each version; one without a version no version',
      [
        { name: 'm', version: '2' },
        { name: 'm', version: '1' },
        { name: 'solo', group: 'g' }
      ],
      [],
      {
        added: [],
        removed: [
          { name: 'solo', group: 'g' },
          { name: 'm', version: '1' },
          { name: 'm', version: '2' }
        ],
        changed: []
      }
    ],
    [
      'fields are read trimmed, and one of blanks is no field',
      [npm('t', '1')],
      [
        { name: ' t ', version: ' 1 ', purl: ' pkg:npm/t@1 ' },
        { name: '  ', version: '\t', purl: 'pkg:npm/blank' }
      ],
      { added: [{ name: 'blank', purl: 'pkg:npm/blank' }], removed: [], changed: [] }
    ],
    [
      'fields that are not strings are no fields',
      [],
      [{ name: 42, group: { x: 1 }, version: 1, purl: 'pkg:npm/num@1', 'bom-ref': null }],
      { added: [{ name: 'num', purl: 'pkg:npm/num@1' }], removed: [], changed: [] }
    ]
  ])('%s', (_, base, head, expected) => {
    // Strict: a field the component lacks is no key at all, not a key holding undefined.
    expect(diff(bom(base), bom(head)).components).toStrictEqual(expected)
  })

  it('lists each version of a package once, however many versions and repeats it has', () => {
    const versions = Array.from({ length: 20 }, (_, i) => `${i + 1}.0.0`)
    const head = [...versions, ...[...versions].reverse()].map(v => npm('many', v))
    const added = diff(bom([]), bom(head)).components.added
    expect(added.map(c => c.version)).toEqual(versions)
    const base = versions.slice(0, 19).map(v => npm('many', v))
    expect(diff(bom(base), bom(head)).components.changed).toStrictEqual([
      { name: 'many', purl: 'pkg:npm/many', from: versions.slice(0, 19), to: versions }
    ])
  })

  it('reads no inherited field or list', () => {
    const inherited = Object.assign(
      Object.create({ purl: 'pkg:npm/ghost@1', version: '9', components: [npm('ghost2', '1')] }),
      { name: 'real', version: '1' }
    ) as Component
    const head = Object.assign(Object.create({ components: [npm('ghost3', '1')] }), {
      bomFormat: 'CycloneDX'
    }) as Component
    expect(diff(bom([]), bom([inherited])).components.added).toStrictEqual([
      { name: 'real', version: '1' }
    ])
    expect(diff(bom([]), head).components.added).toStrictEqual([])
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

  it('sorts by group then name, and every list: added, removed and changed', () => {
    const grouped = (group: string | undefined, name: string, version: string) => ({
      name,
      version,
      ...(group !== undefined && { group })
    })
    // Three packages in both at another version, and two of each side's own (prefix r- or n-).
    const side = (version: string, own: string) => [
      grouped('z', 'a', version),
      grouped(undefined, 'm', version),
      grouped('a', 'z', version),
      npm(`${own}-b`, '1'),
      npm(`${own}-a`, '1')
    ]
    const { components } = diff(bom(side('1', 'r')), bom(side('2', 'n')))
    const names = (list: { name: string; group?: string }[]) =>
      list.map(c => (c.group === undefined ? c.name : `${c.group}/${c.name}`))
    expect(names(components.changed)).toEqual(['a/z', 'm', 'z/a'])
    expect(names(components.removed)).toEqual(['r-a', 'r-b'])
    expect(names(components.added)).toEqual(['n-a', 'n-b'])
  })

  it('orders names equal but for case by code unit, whichever comes first', () => {
    for (const head of [
      [npm('a', '1'), npm('A', '1')],
      [npm('A', '1'), npm('a', '1')]
    ]) {
      expect(diff(bom([]), bom(head)).components.added.map(c => c.name)).toEqual(['A', 'a'])
    }
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

  it("indexes each vulnerability's other IDs (references), each once and at most 32", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: `OSV-${i}` }))
    const index = indexSbom(
      withVulns([
        vuln('GHSA-1', { references: [{ id: 'CVE-1' }, { id: 'CVE-1' }, { id: 'GHSA-1' }, 7] }),
        vuln('GHSA-1', { references: [{ id: 'CVE-2' }] }),
        vuln('CVE-3'),
        vuln('CVE-4', { references: many })
      ])
    )
    expect(index.references.get('GHSA-1')).toEqual(['CVE-1', 'CVE-2'])
    expect(index.references.has('CVE-3')).toBe(false)
    expect(index.references.get('CVE-4')).toHaveLength(32)
  })

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
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toStrictEqual([
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
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toStrictEqual([
      {
        id: 'CVE-7',
        severity: 'high',
        state: 'exploitable',
        affects: ['pkg:npm/a@1', 'pkg:npm/b@1']
      }
    ])
  })

  it('skips entries without an ID, and entries or ratings that are not objects', () => {
    const head = withVulns([
      { ratings: [{ severity: 'critical' }] },
      vuln(''),
      5,
      null,
      vuln('CVE-8', { ratings: [null, 'critical', { severity: 'low' }] })
    ])
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toStrictEqual([
      { id: 'CVE-8', severity: 'low', affects: ['pkg:npm/a@1'] }
    ])
  })

  it('keeps the least reassuring analysis state of a vulnerability listed more than once', () => {
    const head = withVulns([
      vuln('CVE-10'),
      vuln('CVE-10', { analysis: { state: 'in_triage' } }),
      vuln('CVE-10', { analysis: { state: 'resolved' } }),
      vuln('CVE-11'),
      vuln('CVE-11')
    ])
    expect(diff(withVulns([]), head).vulnerabilities.introduced).toStrictEqual([
      { id: 'CVE-10', severity: 'unknown', state: 'in_triage', affects: ['pkg:npm/a@1'] },
      { id: 'CVE-11', severity: 'unknown', affects: ['pkg:npm/a@1'] }
    ])
  })

  it('drops the state where an unanalysed entry follows a not_affected one, and groups the entries by state', () => {
    const head = withVulns([
      vuln('CVE-12', { analysis: { state: 'not_affected' } }),
      vuln('CVE-12', { affects: [{ ref: 'ref-b' }] }),
      vuln('CVE-12', { affects: [{ ref: 'ref-b' }], analysis: { state: 'resolved' } }),
      vuln('CVE-13', { analysis: { state: 'false_positive' } }),
      vuln('CVE-13', { analysis: { state: 'false_positive' } }),
      vuln('CVE-14', { analysis: { state: 'false_positive' } }),
      vuln('CVE-14', { analysis: { state: 'made_up' } })
    ])
    const index = indexSbom(head)
    expect(index.vulnerabilities.get('CVE-12')).toStrictEqual({
      id: 'CVE-12',
      severity: 'unknown',
      affects: ['pkg:npm/a@1', 'pkg:npm/b@1']
    })
    expect(index.states.get('CVE-12')).toStrictEqual([
      { affects: ['pkg:npm/b@1'] },
      { state: 'resolved', affects: ['pkg:npm/b@1'] },
      { state: 'not_affected', affects: ['pkg:npm/a@1'] }
    ])
    // One state throughout: nothing to group.
    expect(index.states.has('CVE-13')).toBe(false)
    // A state CycloneDX does not define is less reassuring than any it does.
    expect(index.vulnerabilities.get('CVE-14')!.state).toBe('made_up')
  })

  it('groups every component of a state, with exactly two states too; equal ranks keep the first', () => {
    const head = withVulns([
      vuln('CVE-15'),
      vuln('CVE-15', { affects: [{ ref: 'ref-b' }] }),
      vuln('CVE-15', { affects: [{ ref: 'pkg:npm/c@1' }], analysis: { state: 'not_affected' } }),
      vuln('CVE-16', { analysis: { state: 'made_up' } }),
      vuln('CVE-16', { analysis: { state: 'other_made_up' } })
    ])
    const index = indexSbom(head)
    expect(index.states.get('CVE-15')).toStrictEqual([
      { affects: ['pkg:npm/a@1', 'pkg:npm/b@1'] },
      { state: 'not_affected', affects: ['pkg:npm/c@1'] }
    ])
    expect(index.vulnerabilities.get('CVE-15')).not.toHaveProperty('state')
    expect(index.vulnerabilities.get('CVE-16')!.state).toBe('made_up')
    expect(index.states.get('CVE-16')).toHaveLength(2)
  })

  it('orders the resolved ones most severe first too', () => {
    const base = withVulns([
      vuln('R-low', { ratings: [{ severity: 'low' }] }),
      vuln('R-high', { ratings: [{ severity: 'high' }] }),
      vuln('R-crit', { ratings: [{ severity: 'critical' }] })
    ])
    expect(diff(base, withVulns([])).vulnerabilities.resolved.map(v => v.id)).toEqual([
      'R-crit',
      'R-high',
      'R-low'
    ])
  })

  it('keeps the purl of a bom-ref that a later component without purl repeats', () => {
    const doc = bom([npm('a', '1', { 'bom-ref': 'dup' }), { name: 'b', 'bom-ref': 'dup' }], {
      vulnerabilities: [vuln('CVE-12', { affects: [{ ref: 'dup' }] })]
    })
    expect(diff(withVulns([]), doc).vulnerabilities.introduced[0]!.affects).toEqual(['pkg:npm/a@1'])
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
