/**
 * The gate (`fail-on-severity`): which introduced vulnerabilities it counts, what it compared with,
 * the step's error, the summary's verdict and its section.
 */
import { describe, expect, it } from '@jest/globals'
import {
  applyGate,
  basisWords,
  decideGate,
  gateBasis,
  gateError,
  gateSubject,
  gateVerdict,
  meetsThreshold,
  renderGate,
  unreadableError,
  type GateOutcome,
  type GateRules
} from '../../../src/modes/sbom-export/gate.js'
import type { ComparisonOutcome } from '../../../src/modes/sbom-export/diff-markdown.js'
import {
  indexSbom,
  type DiffVulnerability,
  type Severity
} from '../../../src/modes/sbom-export/sbom-diff.js'
import { rowOf } from '../../support/index.js'

const NO_HEAD: GateRules['head'] = { vulnerabilities: new Map(), references: new Map() }
const SINCE_V1 = { kind: 'base', tag: 'v1' } as const

function vulnerability(
  id: string,
  severity: Severity,
  parts: Partial<DiffVulnerability> = {}
): DiffVulnerability {
  return { id, severity, affects: [], ...parts }
}

/** `count` vulnerabilities `CVE-0`…, each `severity`. */
function many(count: number, severity: Severity = 'high'): DiffVulnerability[] {
  return Array.from({ length: count }, (_, i) => vulnerability(`CVE-${i}`, severity))
}

/** A gate outcome of these failing vulnerabilities, with whatever else the test is about. */
function outcome(failing: DiffVulnerability[], parts: Partial<GateOutcome> = {}): GateOutcome {
  return {
    threshold: 'high',
    basis: SINCE_V1,
    failing,
    considered: failing.length,
    notCounted: [],
    unheldAllowed: [],
    release: { kind: 'none' },
    trustAnalysis: true,
    states: new Map(),
    ...parts
  }
}

/** A head SBOM holding these vulnerabilities, each with its other IDs. */
function head(references: Record<string, string[]>): GateRules['head'] {
  const ids = Object.keys(references)
  return {
    vulnerabilities: new Map(ids.map(id => [id, vulnerability(id, 'high')])),
    references: new Map(Object.entries(references).filter(([, refs]) => refs.length > 0))
  }
}

describe('meetsThreshold', () => {
  const order: Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'none', 'unknown']

  it.each([
    ['critical', ['critical']],
    ['high', ['critical', 'high']],
    ['medium', ['critical', 'high', 'medium']],
    ['low', ['critical', 'high', 'medium', 'low']]
  ] as const)('%s fails on %j', (threshold, failing) => {
    expect(order.filter(s => meetsThreshold(s, threshold))).toEqual(failing)
  })
})

describe('applyGate', () => {
  it('counts those at the threshold or above, and how many it looked at', () => {
    const introduced = [
      vulnerability('CVE-1', 'critical'),
      vulnerability('CVE-2', 'high'),
      vulnerability('CVE-3', 'medium')
    ]
    expect(applyGate(introduced, { threshold: 'high', basis: SINCE_V1, head: NO_HEAD })).toEqual(
      outcome(introduced.slice(0, 2), { considered: 3 })
    )
  })

  it.each(['not_affected', 'False_Positive', 'resolved', 'RESOLVED_WITH_PEDIGREE'])(
    'does not count the analysis state %j, keeping it as written',
    state => {
      const v = vulnerability('CVE-1', 'critical', { state })
      const result = applyGate([v], { threshold: 'low', basis: SINCE_V1, head: NO_HEAD })
      expect(result.failing).toEqual([])
      expect(result.notCounted).toStrictEqual([{ vulnerability: v, state }])
    }
  )

  it.each(['exploitable', 'in_triage'])('counts the analysis state %j', state => {
    const v = vulnerability('CVE-1', 'critical', { state })
    const result = applyGate([v], { threshold: 'low', basis: SINCE_V1, head: NO_HEAD })
    expect(result.failing).toEqual([v])
    expect(result.notCounted).toEqual([])
  })

  it('does not count an allowed ID, by its ID or a reference, without regard to case', () => {
    const byId = vulnerability('CVE-1', 'critical')
    const byReference = vulnerability('CVE-2', 'high')
    const both = vulnerability('CVE-3', 'high', { state: 'not_affected' })
    const counted = vulnerability('CVE-4', 'high')
    const allowed = [
      { id: 'cve-1', reason: 'not reachable' },
      { id: 'GHSA-aaaa' },
      { id: 'CVE-3' },
      { id: 'CVE-9' }
    ]
    const result = applyGate([byId, byReference, both, counted], {
      threshold: 'high',
      basis: SINCE_V1,
      allowed,
      head: head({ 'CVE-1': [], 'CVE-2': ['ghsa-AAAA'], 'CVE-3': [], 'CVE-4': [] })
    })
    expect(result.failing).toEqual([counted])
    // Strictly: an entry holds only the reasons that apply.
    expect(result.notCounted).toStrictEqual([
      { vulnerability: byId, allowed: allowed[0] },
      { vulnerability: byReference, allowed: allowed[1] },
      { vulnerability: both, state: 'not_affected', allowed: allowed[2] }
    ])
    expect(result.unheldAllowed).toEqual([{ id: 'CVE-9' }])
  })

  it('names the allowed IDs the SBOM no longer holds, by ID or reference', () => {
    const result = applyGate([], {
      threshold: 'high',
      basis: { kind: 'all', why: 'first-release' },
      allowed: [{ id: 'CVE-1' }, { id: 'ghsa-x' }, { id: 'CVE-2' }],
      head: head({ 'cve-1': ['GHSA-X'] })
    })
    expect(result.unheldAllowed).toEqual([{ id: 'CVE-2' }])
    expect(result.basis).toEqual({ kind: 'all', why: 'first-release' })
    expect(result.considered).toBe(0)
  })
})

describe('gateBasis', () => {
  const base = { tag: 'v1.1.0', assetName: 'a', assetUrl: 'https://x/a', releaseUrl: 'https://x' }
  const diff = {
    components: { added: [], removed: [], changed: [] },
    vulnerabilities: { introduced: [], resolved: [] }
  }

  it.each<[string, ComparisonOutcome | undefined, ReturnType<typeof gateBasis>]>([
    ['compared', { state: 'compared', base, diff, file: 'f' }, { kind: 'base', tag: 'v1.1.0' }],
    [
      'a first release',
      { state: 'first-release', message: 'm' },
      { kind: 'all', why: 'first-release' }
    ],
    ['no tag', { state: 'no-tag', message: 'm' }, { kind: 'all', why: 'no-tag' }],
    ['not compared', { state: 'not-compared', message: 'Broken.' }, { unreadable: 'Broken.' }],
    ['skipped', { state: 'skipped', message: 'No token.' }, { unreadable: 'No token.' }],
    [
      'no comparison',
      undefined,
      { unreadable: 'The SBOM was not compared with an earlier release.' }
    ]
  ])('%s', (_, comparison, expected) => {
    expect(gateBasis({ kind: 'previous' }, comparison)).toEqual(expected)
  })

  it('compare-with: none counts every vulnerability, whatever the comparison', () => {
    expect(gateBasis({ kind: 'none' }, undefined)).toEqual({ kind: 'all', why: 'compare-none' })
  })
})

describe('basisWords', () => {
  it.each([
    [SINCE_V1, 'since v1'],
    [
      { kind: 'all', why: 'first-release' },
      'with no earlier release to compare with, so every vulnerability counts'
    ],
    [
      { kind: 'all', why: 'no-tag' },
      'in a run for no tag (nothing compared), so every vulnerability counts'
    ],
    [{ kind: 'all', why: 'compare-none' }, 'with compare-with: none, so every vulnerability counts']
  ] as const)('%j', (basis, words) => {
    expect(basisWords(basis)).toBe(words)
  })
})

describe('gateError', () => {
  it('names the 20 most severe and how many more', () => {
    const vulnerabilities: DiffVulnerability[] = Array.from({ length: 23 }, (_, i) => ({
      id: `CVE-${i}`,
      severity: i < 3 ? 'critical' : 'high',
      affects: ['pkg:npm/a@1', 'pkg:npm/%40s/b@2', 'pkg:npm/c@3']
    }))
    const result = applyGate(vulnerabilities, { threshold: 'high', basis: SINCE_V1, head: NO_HEAD })
    const message = gateError(
      { ...result, release: { kind: 'draft', tag: 'v2' } },
      '/tmp/diff.json'
    )
    expect(message).toContain('introduces 23 vulnerabilities at high or above since v1')
    expect(message).toMatch(
      /^Fix the vulnerabilities at high or above, accept them \(allow-vulnerabilities, with the reason\) or raise fail-on-severity, then commit the change and push a new tag on that commit \(a re-run reads the workflow file at this tag's commit, so it would not see the change\): the SBOM introduces 23 /
    )
    expect(message).toContain(
      'and the draft release v2 stays a draft (with the SBOM attached, and uploaded and compared where asked)'
    )
    expect(message).toContain('CVE-0 (critical: a@1, @s/b@2 and 1 more)')
    expect(message).toContain('CVE-19 (high')
    expect(message).not.toContain('CVE-20 (')
    expect(message).toMatch(/; and 3 more, listed in the job summary and sbom-diff-file\.$/)
  })

  it('with no release: the fix first, each named, no "more" when all are', () => {
    const failing = [
      vulnerability('CVE-`1`', 'critical', { affects: ['pkg:npm/a@1'] }),
      vulnerability('x'.repeat(100), 'high')
    ]
    expect(gateError(outcome(failing, { threshold: 'medium' }))).toBe(
      'Fix the vulnerabilities at medium or above, accept them (allow-vulnerabilities, with the ' +
        'reason) or raise fail-on-severity, then commit the change and push a new tag on that ' +
        "commit (a re-run reads the workflow file at this tag's commit, so it would not see the " +
        'change): the SBOM introduces 2 vulnerabilities at medium or ' +
        "above since v1; the step failed on them. Most severe first: CVE-'1' (critical: a@1); " +
        `${'x'.repeat(80)}… (high).`
    )
  })

  it('a published release: how to gate drafts instead', () => {
    const message = gateError(
      outcome(many(1), {
        basis: { kind: 'all', why: 'no-tag' },
        release: { kind: 'published', tag: 'v3' }
      })
    )
    expect(message).toMatch(
      /^Fix the vulnerabilities at high or above in a new release, and create/
    )
    expect(message).toContain(
      '(the gate can hold back only a draft). Or accept them (allow-vulnerabilities, with the ' +
        'reason) or raise fail-on-severity for the next tag. Most severe first'
    )
    expect(message).toContain('under "Immutable releases" in docs/sbom-export.md')
    expect(message).toContain(
      'introduces 1 vulnerability at high or above in a run for no tag (nothing compared), so ' +
        'every vulnerability counts, and release v3 is already published with them'
    )
    expect(message).toMatch(/Most severe first: CVE-0 \(high\)\.$/)
  })

  it('without sbom-diff-file the rest is listed in the job summary only', () => {
    expect(gateError(outcome(many(21)))).toMatch(/; and 1 more, listed in the job summary\.$/)
  })
})

describe('gateVerdict', () => {
  it.each([
    // The failure that follows says the SBOM is attached and the draft stays one: not said twice.
    [{ kind: 'draft', tag: 'v2' }, 'The gate held the draft release <code>v2</code> back.'],
    [
      { kind: 'published', tag: 'v2' },
      'Release <code>v2</code> is published with 2 vulnerabilities at high or above the gate does ' +
        'not allow; it ran after the release was out.'
    ],
    [{ kind: 'none' }, 'The gate failed the step on 2 vulnerabilities at high or above.']
  ] as const)('%j', (release, verdict) => {
    expect(gateVerdict(outcome(many(2), { release }))).toBe(verdict)
  })

  it('counts one vulnerability in the singular', () => {
    expect(gateVerdict(outcome(many(1)))).toBe(
      'The gate failed the step on 1 vulnerability at high or above.'
    )
  })
})

describe('renderGate', () => {
  it('is empty when the gate was not reached', () => {
    expect(renderGate(undefined)).toBe('')
  })

  it('passed: how many it looked at, and against what', () => {
    expect(renderGate(outcome([], { considered: 3, threshold: 'low' }))).toBe(
      '### Gate: <code>fail-on-severity: low</code>\n\n' +
        'Passed: no vulnerability at low or above since v1 (3 vulnerabilities looked at).'
    )
    expect(renderGate(outcome([], { considered: 1 }))).toContain('(1 vulnerability looked at)')
  })

  it.each([
    [{ kind: 'draft', tag: 'v2' }, 'Held the draft release back'],
    [{ kind: 'published', tag: 'v2' }, 'Published with'],
    [{ kind: 'none' }, 'Failed the step on']
  ] as const)('failed with %j: led by %j, a table cut at 50 rows', (release, lead) => {
    const out = renderGate(outcome(many(52), { release }))
    expect(out).toContain(
      `**${lead}:** 52 vulnerabilities at high or above since v1, most severe first:`
    )
    expect(rowOf(out, '<code>CVE-49</code>')).toContain('| **high** |')
    expect(out).not.toContain('<code>CVE-50</code>')
    expect(out).toMatch(/\n\n…and 2 more\.$/)
  })

  it('names one failing vulnerability, and no "more" at exactly 50', () => {
    expect(renderGate(outcome(many(1)))).toContain('**Failed the step on:** 1 vulnerability at')
    expect(renderGate(outcome(many(50)))).not.toContain('more')
  })

  it("lists what it did not count, with the analysis's state and the allowing entry", () => {
    const [a, b, c] = [
      vulnerability('CVE-1', 'critical'),
      vulnerability('CVE-2', 'medium'),
      vulnerability('CVE-3', 'low')
    ] as const
    const out = renderGate(
      outcome([], {
        notCounted: [
          { vulnerability: a, state: 'not_affected', allowed: { id: 'cve-1', reason: 'a <b>' } },
          { vulnerability: b, allowed: { id: 'GHSA-x' } },
          { vulnerability: c, state: 'x'.repeat(50) }
        ]
      })
    )
    expect(out).toContain(
      "#### Not counted\n\n3 vulnerabilities the SBOM's analysis rules out or " +
        '<code>allow-vulnerabilities</code> names, most severe first:'
    )
    expect(rowOf(out, '<code>CVE-1</code>')).toBe(
      '| **critical** | <code>CVE-1</code> | analysis: <code>not&#95;affected</code>; allowed: a &lt;b&gt; | — |'
    )
    expect(rowOf(out, '<code>CVE-2</code>')).toContain('| allowed as <code>GHSA-x</code> |')
    expect(rowOf(out, '<code>CVE-3</code>')).toContain(
      `analysis: <code>${'x'.repeat(40)}…</code> |`
    )
    expect(out).toContain('| Not counted because |')
  })

  it('cuts what it did not count at 50 rows, and counts one in the singular', () => {
    const notCounted = many(51).map(v => ({ vulnerability: v, state: 'resolved' }))
    const out = renderGate(outcome([], { notCounted }))
    expect(out).not.toContain('<code>CVE-50</code>')
    expect(out).toMatch(/\n\n…and 1 more\.$/)
    const fifty = renderGate(outcome([], { notCounted: notCounted.slice(0, 50) }))
    expect(fifty).toContain('<code>CVE-49</code>')
    expect(fifty).not.toContain('more')
    const one = renderGate(outcome([], { notCounted: notCounted.slice(0, 1) }))
    expect(one).toContain('#### Not counted\n\n1 vulnerability the')
    expect(one).not.toContain('more')
  })

  it('names the allowed IDs no longer in the SBOM', () => {
    const out = renderGate(outcome([], { unheldAllowed: [{ id: 'CVE-1' }, { id: 'CVE-2' }] }))
    expect(out).toMatch(
      /\n\n\*\*Allowed, and no longer in the SBOM\*\* \(remove them from <code>allow-vulnerabilities<\/code>\): <code>CVE-1<\/code>, <code>CVE-2<\/code>\.$/
    )
  })
})

/** A CycloneDX document whose vulnerabilities are these entries (ID, severity, state, component). */
function sbomOf(entries: [string, string, string | undefined, string][]) {
  return indexSbom({
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    components: [],
    vulnerabilities: entries.map(([id, severity, state, component]) => ({
      id,
      ratings: [{ severity }],
      ...(state !== undefined && { analysis: { state } }),
      affects: [{ ref: `pkg:npm/${component}` }]
    }))
  })
}

describe('one ID, several entries', () => {
  const COUNTED = ['exploitable', 'in_triage', undefined]
  const RULED_OUT = ['not_affected', 'false_positive', 'resolved', 'resolved_with_pedigree']
  const STATES = [...COUNTED, ...RULED_OUT]
  const pairs = STATES.flatMap(first => STATES.map(second => [first, second] as const))

  it.each(pairs)('entries %s then %s: counted when either counts', (first, second) => {
    const head = sbomOf([
      ['CVE-1', 'critical', first, 'a@1'],
      ['CVE-1', 'low', second, 'b@2']
    ])
    const introduced = [...head.vulnerabilities.values()]
    const result = applyGate(introduced, { threshold: 'critical', basis: SINCE_V1, head })
    const counts = COUNTED.includes(first) || COUNTED.includes(second)
    expect(result.failing.map(v => v.id)).toEqual(counts ? ['CVE-1'] : [])
    expect(result.notCounted.map(n => n.vulnerability.id)).toEqual(counts ? [] : ['CVE-1'])
    if (!counts && first !== second) {
      // Every state that rules it out is named, with its components.
      expect(result.notCounted[0]!.states!.map(g => g.state).sort()).toEqual([first, second].sort())
    }
  })

  it('an unanalysed entry listed first, a not_affected one after: counted, each state with its components', () => {
    const head = sbomOf([
      ['CVE-1', 'critical', undefined, 'lodash@4.17.21'],
      ['CVE-1', 'critical', 'not_affected', 'express@4.19.2'],
      ['CVE-1', 'critical', 'not_affected', 'qs@6.0.0']
    ])
    const result = applyGate([...head.vulnerabilities.values()], {
      threshold: 'high',
      basis: SINCE_V1,
      head
    })
    expect(result.failing.map(v => v.id)).toEqual(['CVE-1'])
    expect(result.states.get('CVE-1')).toEqual([
      { affects: ['pkg:npm/lodash@4.17.21'] },
      { state: 'not_affected', affects: ['pkg:npm/express@4.19.2', 'pkg:npm/qs@6.0.0'] }
    ])
    const out = renderGate({ ...result, release: { kind: 'draft', tag: 'v2' } })
    expect(rowOf(out, '<code>CVE-1</code>')).toBe(
      '| **critical** | <code>CVE-1</code> | — | no analysis: <code>lodash&#64;<wbr>4.17.21</code>; not affected: <code>express&#64;<wbr>4.19.2</code>, <code>qs&#64;<wbr>6.0.0</code> |'
    )
  })

  it('not counted when every entry rules it out, naming each state', () => {
    const head = sbomOf([
      ['CVE-1', 'critical', 'resolved', 'a@1'],
      ['CVE-1', 'critical', 'not_affected', 'b@2']
    ])
    const result = applyGate([...head.vulnerabilities.values()], {
      threshold: 'low',
      basis: SINCE_V1,
      head
    })
    expect(result.failing).toEqual([])
    const out = renderGate(result)
    expect(rowOf(out, '<code>CVE-1</code>')).toBe(
      '| **critical** | <code>CVE-1</code> | analysis of every entry: <code>resolved</code>, <code>not&#95;affected</code> | resolved: <code>a&#64;<wbr>1</code>; not affected: <code>b&#64;<wbr>2</code> |'
    )
  })
})

describe('trust-analysis: false', () => {
  it('counts what the analysis rules out; only allowed IDs are not counted', () => {
    const head = sbomOf([
      ['CVE-1', 'critical', 'not_affected', 'a@1'],
      ['CVE-2', 'critical', 'false_positive', 'b@1'],
      ['CVE-3', 'high', 'resolved', 'c@1']
    ])
    const introduced = [...head.vulnerabilities.values()]
    const rules = { threshold: 'high', basis: SINCE_V1, head, allowed: [{ id: 'CVE-2' }] } as const
    const distrusted = applyGate(introduced, { ...rules, trustAnalysis: false })
    expect(distrusted.failing.map(v => v.id)).toEqual(['CVE-1', 'CVE-3'])
    expect(distrusted.notCounted).toStrictEqual([
      { vulnerability: introduced[1], allowed: { id: 'CVE-2' } }
    ])
    expect(distrusted.trustAnalysis).toBe(false)
    expect(renderGate(distrusted)).toContain(
      "The SBOM's analysis is not read (<code>trust-analysis: false</code>): every vulnerability counts unless <code>allow-vulnerabilities</code> names it."
    )
    expect(renderGate(distrusted)).toContain(
      '#### Not counted\n\n1 vulnerability <code>allow-vulnerabilities</code> names, most severe first:'
    )
    const trusted = applyGate(introduced, rules)
    expect(trusted.failing).toEqual([])
    expect(trusted.trustAnalysis).toBe(true)
    expect(renderGate(trusted)).not.toContain('trust-analysis')
  })
})

describe('what the gate looks at, for every comparison state', () => {
  const base = { tag: 'v1.1.0', assetName: 'a', assetUrl: 'https://x/a', releaseUrl: 'https://x' }
  const HELD = sbomOf([
    ['CVE-LOW', 'low', undefined, 'a@1'],
    ['CVE-OLD', 'critical', undefined, 'a@1'],
    ['CVE-NEW', 'high', undefined, 'b@1']
  ])
  const EMPTY = sbomOf([])
  const compared = (introduced: DiffVulnerability[]): ComparisonOutcome => ({
    state: 'compared',
    base,
    diff: {
      components: { added: [], removed: [], changed: [] },
      vulnerabilities: { introduced, resolved: [] }
    },
    file: 'f'
  })
  const ids = (subject: ReturnType<typeof gateSubject>) =>
    'unreadable' in subject ? subject : subject.introduced.map(v => v.id)

  it('compared, something introduced: only what was introduced', () => {
    const introduced = [HELD.vulnerabilities.get('CVE-NEW')!]
    const subject = gateSubject({ kind: 'previous' }, compared(introduced), HELD)
    expect(subject).toEqual({ basis: { kind: 'base', tag: 'v1.1.0' }, introduced })
  })

  it('compared, nothing introduced: nothing, however many the SBOM holds', () => {
    expect(ids(gateSubject({ kind: 'previous' }, compared([]), HELD))).toEqual([])
    expect(ids(gateSubject({ kind: 'previous' }, compared([]), EMPTY))).toEqual([])
  })

  it.each<[string, ComparisonOutcome | undefined, 'previous' | 'none']>([
    ['a first release', { state: 'first-release', message: 'm' }, 'previous'],
    ['compare-with: none', undefined, 'none'],
    ['no tag', { state: 'no-tag', message: 'm' }, 'previous']
  ])(
    '%s: every vulnerability of the SBOM, most severe first (none when it holds none)',
    (_, comparison, kind) => {
      const subject = gateSubject({ kind }, comparison, HELD)
      expect(ids(subject)).toEqual(['CVE-OLD', 'CVE-NEW', 'CVE-LOW'])
      expect(ids(gateSubject({ kind }, comparison, EMPTY))).toEqual([])
    }
  )

  it.each<[string, ComparisonOutcome | undefined, string]>([
    ['a base that could not be read', { state: 'not-compared', message: 'Not JSON.' }, 'Not JSON.'],
    ['no comparison at all', undefined, 'The SBOM was not compared with an earlier release.']
  ])('%s: cannot tell, with or without vulnerabilities', (_, comparison, reason) => {
    expect(gateSubject({ kind: 'previous' }, comparison, HELD)).toEqual({ unreadable: reason })
    expect(gateSubject({ kind: 'previous' }, comparison, EMPTY)).toEqual({ unreadable: reason })
  })
})

describe('decideGate', () => {
  const settings = { threshold: 'high', compareWith: { kind: 'previous' } } as const
  const head = sbomOf([
    ['CVE-1', 'critical', 'not_affected', 'a@1'],
    ['CVE-2', 'medium', undefined, 'a@1']
  ])
  const firstRelease: ComparisonOutcome = { state: 'first-release', message: 'm' }

  it('judges what gateSubject gives, keeping the release it could hold back', () => {
    const release = { kind: 'draft', tag: 'v2' } as const
    const outcome = decideGate(settings, head, firstRelease, release) as GateOutcome
    expect(outcome.release).toEqual(release)
    expect(outcome.basis).toEqual({ kind: 'all', why: 'first-release' })
    expect(outcome.considered).toBe(2)
    expect(outcome.failing).toEqual([])
    expect(outcome.notCounted.map(n => n.vulnerability.id)).toEqual(['CVE-1'])
    expect(outcome).not.toHaveProperty('diffFile')
  })

  it('keeps the comparison file, which the error points to for the rest', () => {
    const compared: ComparisonOutcome = {
      state: 'compared',
      base: { tag: 'v1', assetName: 'a', assetUrl: 'https://x/a', releaseUrl: 'https://x' },
      diff: {
        components: { added: [], removed: [], changed: [] },
        vulnerabilities: { introduced: many(21), resolved: [] }
      },
      file: '/tmp/diff.json'
    }
    const outcome = decideGate(settings, head, compared, { kind: 'none' }) as GateOutcome
    expect(outcome.diffFile).toBe('/tmp/diff.json')
    expect(gateError(outcome)).toMatch(
      /; and 1 more, listed in the job summary and sbom-diff-file\.$/
    )
  })

  it('passes trust-analysis and allow-vulnerabilities on', () => {
    const distrusted = decideGate({ ...settings, trustAnalysis: false }, head, firstRelease, {
      kind: 'none'
    }) as GateOutcome
    expect(distrusted.failing.map(v => v.id)).toEqual(['CVE-1'])
    const allowed = decideGate(
      { ...settings, trustAnalysis: false, allowed: [{ id: 'CVE-1' }] },
      head,
      firstRelease,
      { kind: 'none' }
    ) as GateOutcome
    expect(allowed.failing).toEqual([])
  })

  it('compare-with: none, with no comparison at all: every vulnerability, no comparison file', () => {
    const none = decideGate({ ...settings, compareWith: { kind: 'none' } }, head, undefined, {
      kind: 'none'
    }) as GateOutcome
    expect(none.basis).toEqual({ kind: 'all', why: 'compare-none' })
    expect(none.considered).toBe(2)
    expect(none).not.toHaveProperty('diffFile')
  })

  it('cannot judge when the base could not be read', () => {
    const outcome = decideGate(
      settings,
      head,
      { state: 'skipped', message: 'No token.' },
      {
        kind: 'none'
      }
    )
    expect(outcome).toEqual({ unreadable: 'No token.' })
    expect(unreadableError('high', 'No token.\nAt all.')).toBe(
      'Fix the comparison with the earlier release, or remove fail-on-severity: the gate ' +
        '(fail-on-severity: high) cannot tell which vulnerabilities this SBOM introduced. ' +
        'No token. At all.'
    )
  })
})

describe('the failure message on release day', () => {
  it('never says only "run it again": a new tag, or a run for the new commit', () => {
    for (const release of [{ kind: 'draft', tag: 'v2' }, { kind: 'none' }] as const) {
      const message = gateError(outcome(many(1), { release }))
      expect(message).toContain('push a new tag on that commit')
      expect(message).not.toMatch(/run the workflow again|run it again/i)
    }
    for (const why of ['first-release', 'compare-none'] as const) {
      expect(gateError(outcome(many(1), { basis: { kind: 'all', why } }))).toContain(
        'push a new tag on that commit'
      )
    }
    const noTag = gateError(outcome(many(1), { basis: { kind: 'all', why: 'no-tag' } }))
    expect(noTag).toContain(
      'commit the change and run the workflow for that commit (a re-run reads the workflow file at the commit it ran for'
    )
    expect(noTag).not.toContain('new tag')
  })
})
