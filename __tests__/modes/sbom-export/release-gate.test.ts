/**
 * `mode: sbom-export` in process on release day: the SBOM's digest, serial number and whether
 * actions/attest takes it (the attached bytes are the hashed ones, gzip-served downloads included),
 * and the `fail-on-severity` gate after the SBOM is attached and compared.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { GateSeverity, SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import { cyclonedx, npmComponent, rowOf, TEST_SERIAL, type ModeRun } from '../../support/index.js'
import { runSbomExport, sbomExportServers, sbomServerInputs } from '../../support/sbom.js'

const TAG = 'v1.2.0'
const servers = sbomExportServers({ repositories: 1 }, 'sbom-gate-')
let repository: string
let counter = 0

beforeEach(() => {
  // A repository of its own for each test, so that releases of one test do not meet another's.
  repository = `acme/gate-${++counter}`
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomServerInputs(servers, {
    ref: `refs/tags/${TAG}`,
    sbomDiffFile: path.join(servers.work, `diff-${Math.random()}.json`),
    compareWith: { kind: 'previous' },
    githubRepository: repository,
    ...parts
  })
}

const tagPush: WorkflowEvent = { name: 'push', ref: `refs/tags/${TAG}`, payload: {} }

const run = (modeInputs: SbomExportInputs, event: WorkflowEvent = tagPush): Promise<ModeRun> =>
  runSbomExport(servers, modeInputs, event)

/**
 * The export's download answers exactly this text (gzipped on the wire when asked), a retried
 * download too (on a loaded machine a large one may be retried).
 */
function exportDelivers(document: string | Buffer, encoding?: 'gzip'): void {
  servers.emulator.addFault({
    operation: 'downloadSbom',
    times: Infinity,
    action: {
      type: 'malformed',
      body: typeof document === 'string' ? document : document.toString('utf8'),
      contentType: 'application/json',
      ...(encoding && { encoding })
    }
  })
}

function release(tag: string, createdAt: string, data?: string, draft = false): void {
  const name = `${repository.split('/')[1]}-${tag}.cdx.json`
  servers.github.addRelease({
    repository,
    tag,
    createdAt,
    draft,
    assets: data === undefined ? [] : [{ name, data, contentType: 'application/json' }]
  })
}

const sha256 = (bytes: Buffer | string): string =>
  `sha256:${createHash('sha256').update(bytes).digest('hex')}`
const attached = (): Buffer => servers.github.releaseAssets(repository, TAG)[0]!.bytes
const verdictOf = (summary: string): string => summary.split('\n').filter(Boolean)[1]!
const errors = (log: string): string[] => log.split('\n').filter(l => l.startsWith('::error'))

function vulnerability(id: string, severity: string | undefined, component = 'lodash@4.17.21') {
  return {
    id,
    ...(severity !== undefined && { ratings: [{ severity }] }),
    affects: [{ ref: `pkg:npm/${component}` }]
  }
}

describe('ready for attestation', () => {
  // Written by hand, in an order and spacing no serializer of this action would choose.
  const HAND_WRITTEN =
    `{ "specVersion":"1.7" ,"bomFormat" : "CycloneDX",\n\t"serialNumber":"${TEST_SERIAL}",` +
    `"components":[ {"name":"é-pkg","version":"1.0.0","purl":"pkg:npm/%C3%A9-pkg@1.0.0"} ] }\n\n`

  it.each([undefined, 'gzip'] as const)(
    'outputs the digest of the attached bytes (download encoding %s)',
    async encoding => {
      release(TAG, '2025-03-01T00:00:00Z')
      exportDelivers(HAND_WRITTEN, encoding)
      const modeInputs = inputs({ compareWith: { kind: 'none' } })
      const result = await run(modeInputs)
      expect(result.failure).toBeUndefined()
      expect(attached().toString('utf8')).toBe(HAND_WRITTEN)
      expect(await readFile(modeInputs.sbomFile!, 'utf8')).toBe(HAND_WRITTEN)
      expect(result.outputs['sbom-sha256']).toBe(sha256(attached()))
      expect(result.outputs['sbom-sha256']).toBe(sha256(HAND_WRITTEN))
      expect(result.outputs['sbom-serial-number']).toBe(TEST_SERIAL)
      expect(result.outputs.attestable).toBe('true')
      expect(result.log).not.toMatch(/^::warning/m)
      expect(result.summary).toContain(
        `**Attestation:** attestable: <code>${sha256(HAND_WRITTEN)}</code>, serial number`
      )
    }
  )

  const bom = (fields: Record<string, unknown>): string =>
    JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.7', ...fields, components: [] })

  it.each<[string, string, RegExp]>([
    ['without serialNumber', bom({}), /it has no serialNumber/],
    ['with an empty serialNumber', bom({ serialNumber: '' }), /it has an empty serialNumber/],
    [
      'with a byte-order mark',
      `\uFEFF${bom({ serialNumber: TEST_SERIAL })}`,
      /it starts with a byte-order mark/
    ]
  ])('attaches a file %s unchanged and says it cannot be attested', async (_, document, reason) => {
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(document)
    const result = await run(inputs({ compareWith: { kind: 'none' } }))
    expect(result.failure).toBeUndefined()
    expect(attached().equals(Buffer.from(document, 'utf8'))).toBe(true)
    expect(result.outputs['sbom-sha256']).toBe(sha256(Buffer.from(document, 'utf8')))
    expect(result.outputs.attestable).toBe('false')
    const warning = result.log.split('\n').filter(l => l.startsWith('::warning'))
    expect(warning).toHaveLength(1)
    expect(warning[0]).toMatch(/^::warning title=Security platform%3A SBOM cannot be attested::/)
    expect(warning[0]).toMatch(reason)
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ .*, but it cannot be attested \(see the warning below\)\.$/
    )
    expect(result.summary).toMatch(/\*\*Attestation:\*\* not attestable \(/)
  })

  it('says a file over 16 MiB cannot be attested, and attaches it', async () => {
    const padding = ' '.repeat(16 * 1024 * 1024)
    const document = `{"bomFormat":"CycloneDX","specVersion":"1.7","serialNumber":"${TEST_SERIAL}","components":[]}${padding}`
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(document)
    const modeInputs = inputs({ compareWith: { kind: 'none' } })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    // The file as delivered, whole (a download retried on a loaded machine delivers it again).
    expect(await readFile(modeInputs.sbomFile!, 'utf8')).toBe(document)
    expect(result.outputs.attestable).toBe('false')
    expect(result.outputs['sbom-serial-number']).toBe(TEST_SERIAL)
    expect(result.log).toMatch(/more than the 16,777,216 bytes \(16 MiB\) actions\/attest takes/)
    expect(attached().length).toBe(Buffer.byteLength(document))
  })
})

/** An earlier release's SBOM and this one's: one vulnerability of each severity introduced. */
const BASE = cyclonedx(
  [npmComponent('lodash', '4.17.20')],
  [vulnerability('CVE-OLD-1', 'critical')]
)
const HEAD_VULNERABILITIES = [
  vulnerability('CVE-OLD-1', 'critical'),
  vulnerability('CVE-H-1', 'high', 'express@4.19.2'),
  vulnerability('CVE-M-1', 'medium'),
  vulnerability('CVE-L-1', 'low'),
  vulnerability('CVE-I-1', 'info'),
  vulnerability('CVE-N-1', 'none'),
  vulnerability('CVE-U-1', 'unknown'),
  vulnerability('CVE-X-1', undefined)
]
const HEAD = cyclonedx(
  [npmComponent('lodash', '4.17.21'), npmComponent('express', '4.19.2')],
  HEAD_VULNERABILITIES
)

describe('fail-on-severity', () => {
  it.each<[GateSeverity, string[]]>([
    ['critical', []],
    ['high', ['CVE-H-1']],
    ['medium', ['CVE-H-1', 'CVE-M-1']],
    ['low', ['CVE-H-1', 'CVE-M-1', 'CVE-L-1']]
  ])(
    '%s fails on %j introduced since the base, holding the draft back',
    async (threshold, failing) => {
      release('v1.1.0', '2025-02-01T00:00:00Z', BASE)
      release(TAG, '2025-03-01T00:00:00Z', undefined, true)
      exportDelivers(HEAD)
      const result = await run(inputs({ failOnSeverity: threshold }))
      // The evidence is on the release either way.
      expect(attached().toString('utf8')).toBe(HEAD)
      expect(result.outputs['vulnerabilities-introduced']).toBe('7')
      if (failing.length === 0) {
        expect(result.failure).toBeUndefined()
        expect(result.summary).toContain(
          'Passed: no vulnerability at critical or above since v1.1.0'
        )
        return
      }
      expect(result.failure).toMatch(
        new RegExp(`^Fix the vulnerabilities at ${threshold} or above, accept them`)
      )
      expect(result.failure).toContain(`the draft release ${TAG} stays a draft`)
      expect(result.failure).toContain(
        `introduces ${failing.length} ${failing.length === 1 ? 'vulnerability' : 'vulnerabilities'} at ${threshold} or above since v1.1.0`
      )
      const named = [...result.failure!.matchAll(/(CVE-[A-Z]+-1) \(/g)].map(m => m[1])
      expect(named).toEqual(failing)
      expect(result.failure).toContain('CVE-H-1 (high: express@4.19.2)')
      expect(verdictOf(result.summary)).toMatch(
        /^❌ \*\*The gate held the draft release <code>v1\.2\.0<\/code> back\.\*\* Fix the/
      )
      expect(result.summary).toContain(`### Gate: <code>fail-on-severity: ${threshold}</code>`)
      expect(rowOf(result.summary, 'CVE-H-1')).toContain('**high**')
    }
  )

  it('counts every vulnerability on a first release', async () => {
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'critical' }))
    expect(result.failure).toContain(
      'introduces 1 vulnerability at critical or above with no earlier release to compare with'
    )
    expect(result.failure).toContain('CVE-OLD-1 (critical: lodash@4.17.21)')
    expect(attached().toString('utf8')).toBe(HEAD)
  })

  it('counts every vulnerability with compare-with: none, asking GitHub only to attach', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', BASE)
    exportDelivers(HEAD)
    const result = await run(
      inputs({ failOnSeverity: 'critical', compareWith: { kind: 'none' }, releaseAsset: 'false' })
    )
    expect(result.failure).toContain('with compare-with: none, so every vulnerability counts')
    expect(result.githubRequests).toEqual([])
  })

  it('counts every vulnerability in a run for no tag', async () => {
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'high' }), {
      name: 'push',
      ref: 'refs/heads/main',
      payload: {}
    })
    expect(result.failure).toContain(
      'in a run for no tag (nothing compared), so every vulnerability counts'
    )
    expect(result.failure).toContain('CVE-OLD-1 (critical')
  })

  it('fails when the base cannot be read, with the reason, after attaching', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', '<html>not an SBOM</html>')
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')]))
    const result = await run(inputs({ failOnSeverity: 'critical' }))
    expect(result.failure).toMatch(
      /^Fix the comparison with the earlier release, or remove fail-on-severity/
    )
    expect(result.failure).toContain('cannot tell which vulnerabilities this SBOM introduced')
    expect(result.failure).toContain('it is not JSON')
    expect(servers.github.releaseAssets(repository, TAG)).toHaveLength(1)
  })

  it('works with release-asset: false: nothing attached, the comparison made', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', BASE)
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'high', releaseAsset: 'false' }))
    expect(result.failure).toContain('at high or above since v1.1.0')
    expect(servers.github.releaseAssets(repository, TAG)).toEqual([])
    // No release is named where none was attached to.
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*The gate failed the step on 1 vulnerability at high or above\.\*\*/
    )
    expect(result.summary).not.toMatch(/held|v1\.2\.0<\/code> is published/)
  })

  it('never fails on info, none, unknown or unrated vulnerabilities', async () => {
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')], HEAD_VULNERABILITIES.slice(4)))
    const result = await run(inputs({ failOnSeverity: 'low' }))
    expect(result.failure).toBeUndefined()
    expect(result.summary).toContain('Passed: no vulnerability at low or above')
  })

  it('names 20 of 500 introduced vulnerabilities and keeps the error short', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', BASE)
    release(TAG, '2025-03-01T00:00:00Z')
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: `GHSA-${String(i).padStart(4, '0')}-${'x'.repeat(200)}`,
      ratings: [{ severity: i % 2 === 0 ? 'critical' : 'high' }],
      affects: Array.from({ length: 30 }, (_, j) => ({
        ref: `pkg:npm/pkg-${j}-${'y'.repeat(300)}@1.0.0`
      }))
    }))
    exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')], many))
    const result = await run(inputs({ failOnSeverity: 'high' }))
    expect(result.failure).toContain('introduces 500 vulnerabilities at high or above')
    expect(result.failure).toContain('and 480 more, listed in the job summary and sbom-diff-file')
    expect(result.failure).toContain('and 28 more)')
    // The critical ones first.
    expect(result.failure).toMatch(/Most severe first: GHSA-0000-x+… \(critical/)
    expect(result.failure!.length).toBeLessThan(6_000)
    // The one error annotation is main's (see the e2e test); the mode adds none of its own.
    expect(errors(result.log)).toEqual([])
  })
})

describe('what the gate could hold back', () => {
  it('never says "held back" for a published release: it is out, and the fix is the draft recipe', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', BASE)
    release(TAG, '2025-03-01T00:00:00Z')
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'high' }))
    expect(result.failure).toMatch(/^Fix the vulnerabilities at high or above in a new release/)
    expect(result.failure).toContain('the draft recipe under "Immutable releases"')
    expect(result.failure).toContain(`release ${TAG} is already published with them`)
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*Release <code>v1\.2\.0<\/code> is published with 1 vulnerability at high or above/
    )
    expect(`${result.failure}\n${result.summary}\n${result.log}`).not.toMatch(/held|holding/i)
    expect(result.summary).toContain('**Published with:** 1 vulnerability at high or above')
  })

  it('names no release in a run for no tag', async () => {
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'critical' }), {
      name: 'push',
      ref: 'refs/heads/main',
      payload: {}
    })
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*The gate failed the step on 1 vulnerability at critical or above\.\*\*/
    )
    expect(result.failure).not.toMatch(/release v|held/)
  })
})

describe("the SBOM's own analysis", () => {
  const analysed = (id: string, state: string | undefined, severity = 'critical') => ({
    ...vulnerability(id, severity),
    ...(state !== undefined && { analysis: { state, justification: 'code_not_reachable' } })
  })

  it.each(['not_affected', 'false_positive', 'resolved', 'resolved_with_pedigree'])(
    'an introduced critical analysed %s does not fail high, and is listed as not counted',
    async state => {
      release(TAG, '2025-03-01T00:00:00Z', undefined, true)
      exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')], [analysed('CVE-A-1', state)]))
      const result = await run(inputs({ failOnSeverity: 'high' }))
      expect(result.failure).toBeUndefined()
      expect(result.summary).toContain('Passed: no vulnerability at high or above')
      expect(result.summary).toContain('#### Not counted\n\n1 vulnerability')
      expect(rowOf(result.summary, 'CVE-A-1')).toContain(
        `analysis: <code>${state.replace(/_/g, '&#95;')}</code>`
      )
    }
  )

  it.each([['exploitable'], ['in_triage'], [undefined]])('one analysed %s counts', async state => {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(cyclonedx([npmComponent('lodash', '4.17.21')], [analysed('CVE-A-1', state)]))
    const result = await run(inputs({ failOnSeverity: 'high' }))
    expect(result.failure).toContain('CVE-A-1 (critical')
    expect(result.summary).not.toContain('#### Not counted')
  })
})

describe('one ID, several entries', () => {
  const entry = (state: string | undefined, component: string) => ({
    ...vulnerability('CVE-D-1', 'critical', component),
    ...(state !== undefined && { analysis: { state } })
  })
  const COMPONENTS = [npmComponent('lodash', '4.17.21'), npmComponent('express', '4.19.2')]

  it.each([
    ['unanalysed', undefined, 'not_affected'],
    ['not_affected', 'not_affected', undefined],
    ['exploitable', 'exploitable', 'not_affected'],
    ['not_affected', 'not_affected', 'exploitable'],
    ['in_triage', 'in_triage', 'false_positive'],
    ['resolved', 'resolved', 'in_triage']
  ])('the first entry %s: the ID counts when either entry does', async (_, first, second) => {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(
      cyclonedx(COMPONENTS, [entry(first, 'lodash@4.17.21'), entry(second, 'express@4.19.2')])
    )
    const result = await run(inputs({ failOnSeverity: 'high' }))
    expect(result.failure).toContain('introduces 1 vulnerability at high or above')
    expect(result.failure).toContain('CVE-D-1 (critical')
    // The summary names the components of each state.
    const row = rowOf(result.summary, 'CVE-D-1')
    expect(row).toContain(`${(first ?? 'no analysis').replace(/_/g, ' ')}: <code>`)
    expect(row).toContain(`${(second ?? 'no analysis').replace(/_/g, ' ')}: <code>`)
  })

  it('passes when every entry is ruled out', async () => {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(
      cyclonedx(COMPONENTS, [
        entry('not_affected', 'lodash@4.17.21'),
        entry('resolved', 'express@4.19.2')
      ])
    )
    const result = await run(inputs({ failOnSeverity: 'high' }))
    expect(result.failure).toBeUndefined()
    expect(rowOf(result.summary, 'CVE-D-1')).toContain('analysis of every entry')
  })
})

describe('compared, with nothing introduced', () => {
  it('passes, however many vulnerabilities the SBOM and its base share', async () => {
    release('v1.1.0', '2025-02-01T00:00:00Z', HEAD)
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(HEAD)
    const result = await run(inputs({ failOnSeverity: 'low' }))
    expect(result.outputs['vulnerabilities-introduced']).toBe('0')
    expect(result.failure).toBeUndefined()
    expect(result.summary).toContain(
      'Passed: no vulnerability at low or above since v1.1.0 (0 vulnerabilities looked at).'
    )
  })
})

describe('trust-analysis', () => {
  const NOT_AFFECTED = cyclonedx(
    [npmComponent('lodash', '4.17.21')],
    [{ ...vulnerability('CVE-T-1', 'critical'), analysis: { state: 'not_affected' } }]
  )

  it('false: an introduced critical analysed not_affected fails the gate', async () => {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(NOT_AFFECTED)
    const result = await run(inputs({ failOnSeverity: 'critical', trustAnalysis: false }))
    expect(result.failure).toContain('CVE-T-1 (critical: lodash@4.17.21)')
    expect(result.summary).toContain('<code>trust-analysis: false</code>')
  })

  it('by default the same release passes', async () => {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(NOT_AFFECTED)
    const result = await run(inputs({ failOnSeverity: 'critical' }))
    expect(result.failure).toBeUndefined()
  })
})

describe('allow-vulnerabilities', () => {
  const HELD = cyclonedx(
    [npmComponent('lodash', '4.17.21')],
    [
      vulnerability('CVE-2024-1111', 'critical'),
      { ...vulnerability('GHSA-aaaa-bbbb-cccc', 'high'), references: [{ id: 'CVE-2024-2222' }] },
      vulnerability('CVE-2024-3333', 'high')
    ]
  )

  /** A release to compare with, HELD exported, and a gate at high that allows these IDs. */
  function runAllowing(allow: SbomExportInputs['allowVulnerabilities']): Promise<ModeRun> {
    release(TAG, '2025-03-01T00:00:00Z', undefined, true)
    exportDelivers(HELD)
    return run(inputs({ failOnSeverity: 'high', allowVulnerabilities: allow }))
  }

  it('does not count an allowed ID (or one of its references), shows the reason, and notes an ID no longer held', async () => {
    const result = await runAllowing([
      { id: 'cve-2024-1111', reason: 'not reachable from our code' },
      { id: 'CVE-2024-2222' },
      { id: 'CVE-2020-0001', reason: 'fixed long ago' }
    ])
    // Only the one not allowed fails.
    expect(result.failure).toContain('introduces 1 vulnerability at high or above')
    expect(result.failure).toContain('CVE-2024-3333 (high')
    expect(result.failure).not.toMatch(/CVE-2024-1111|GHSA-aaaa/)
    expect(rowOf(result.summary, 'CVE-2024-1111')).toContain('allowed: not reachable from our code')
    expect(rowOf(result.summary, 'GHSA-aaaa-bbbb-cccc')).toContain(
      'allowed as <code>CVE-2024-2222</code>'
    )
    expect(result.log).toMatch(
      /^::notice title=Security platform%3A allowed vulnerability not in the SBOM::Remove CVE-2020-0001 from allow-vulnerabilities/m
    )
    expect(result.summary).toContain(
      '**Allowed, and no longer in the SBOM** (remove them from <code>allow-vulnerabilities</code>): <code>CVE-2020-0001</code>.'
    )
  })

  it('passes when every introduced vulnerability at the threshold is allowed', async () => {
    const result = await runAllowing([
      { id: 'CVE-2024-1111' },
      { id: 'GHSA-aaaa-bbbb-cccc' },
      { id: 'CVE-2024-3333' }
    ])
    expect(result.failure).toBeUndefined()
    expect(result.log).not.toMatch(/^::notice.*allowed vulnerability/m)
  })
})
