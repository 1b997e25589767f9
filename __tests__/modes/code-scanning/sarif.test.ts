/**
 * The SARIF mapping (src/modes/code-scanning/sarif.ts), pure: every document it makes is checked
 * against the SARIF 2.1.0 schema, hostile platform text and the empty run included.
 */
import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import type { PlatformFinding } from '../../../src/platform/findings.js'
import {
  bounded,
  buildSarif,
  MAX_DESCRIPTION_CHARS,
  MAX_GZIPPED_BYTES,
  MAX_MESSAGE_CHARS,
  MAX_RESULTS,
  MAX_RULE_NAME_CHARS,
  MAX_TAGS,
  plain,
  regionOf,
  ResultCandidates,
  repositoryPath,
  severityRank,
  type RunMeta
} from '../../../src/modes/code-scanning/sarif.js'
import { HOSTILE } from '../../support/index.js'
import type { SarifLog } from '../../support/code-scanning.js'
import { expectValidSarif } from '../../support/sarif.js'

const META: RunMeta = {
  version: '1.2.3',
  category: 'semgrep-platform',
  repositoryUrl: 'https://github.com/acme/widgets',
  commit: 'a'.repeat(40),
  ref: 'refs/heads/main',
  findingUrl: id => `https://semgrep.dev/orgs/acme/findings/${id}`
}

function finding(id: number, fields: Partial<PlatformFinding> = {}): PlatformFinding {
  return {
    id: String(id),
    ruleName: 'python.sqli',
    severity: 'high',
    filePath: 'src/app.py',
    line: 10,
    type: 'sast',
    ruleMessage: 'SQL built from input',
    matchBasedId: `mb-${id}`,
    ...fields
  }
}

function sarifOf(findings: PlatformFinding[], meta = META): SarifLog {
  const run = buildSarif(findings, meta)
  const log = JSON.parse(run.json) as SarifLog
  expectValidSarif(log)
  // What is uploaded is the file, gzipped.
  expect(gunzipSync(run.gzipped).toString('utf8')).toBe(run.json)
  return log
}

describe('the run', () => {
  it('names the tool, the category, the repository, commit and branch', () => {
    const log = sarifOf([finding(1)])
    expect(log.version).toBe('2.1.0')
    const run = log.runs[0]!
    expect(run.tool.driver).toMatchObject({
      name: 'Semgrep AppSec Platform',
      semanticVersion: '1.2.3'
    })
    expect(run.automationDetails).toEqual({ id: 'semgrep-platform/' })
    expect(run.versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://github.com/acme/widgets',
        revisionId: 'a'.repeat(40),
        branch: 'refs/heads/main'
      }
    ])
  })

  it('an empty run is valid: no rules, no results', () => {
    const built = buildSarif([], META)
    const log = sarifOf([])
    expect(log.runs[0]!.results).toEqual([])
    expect(log.runs[0]!.tool.driver.rules).toEqual([])
    expect(built).toMatchObject({ kept: [], ruleCount: 0, cut: 0 })
  })
})

describe('rules', () => {
  it('one rule per rule name, with the highest severity of its findings', () => {
    const log = sarifOf([
      finding(1, { ruleName: 'r.one', severity: 'low' }),
      finding(2, { ruleName: 'r.two', severity: 'medium' }),
      finding(3, { ruleName: 'r.one', severity: 'critical' }),
      finding(4, { ruleName: 'r.three', severity: 'low' })
    ])
    const rules = log.runs[0]!.tool.driver.rules
    expect(
      rules.map(r => [r.id, r.defaultConfiguration.level, r.properties['security-severity']])
    ).toEqual([
      ['r.one', 'error', '9.5'],
      ['r.two', 'warning', '5.5'],
      ['r.three', 'note', '2.0']
    ])
    const levels = log.runs[0]!.results.map(r => [
      r.properties.semgrepFindingId,
      r.level,
      r.ruleIndex
    ])
    // Most severe first; each result points at its rule.
    expect(levels).toEqual([
      ['3', 'error', 0],
      ['2', 'warning', 1],
      ['1', 'note', 0],
      ['4', 'note', 2]
    ])
  })

  it.each([
    ['critical', '9.5', 'error'],
    ['high', '8.0', 'error'],
    ['medium', '5.5', 'warning'],
    ['low', '2.0', 'note']
  ])('%s: security-severity %s, level %s', (severity, score, level) => {
    const log = sarifOf([finding(1, { severity })])
    const rule = log.runs[0]!.tool.driver.rules[0]!
    expect(rule.properties['security-severity']).toBe(score)
    expect(rule.defaultConfiguration.level).toBe(level)
    expect(log.runs[0]!.results[0]!.level).toBe(level)
  })

  it('a severity the platform does not name: a warning, no security-severity, after the others', () => {
    const log = sarifOf([
      finding(1, { severity: '', ruleName: 'r.unrated' }),
      finding(2, { severity: 'low' })
    ])
    expect(log.runs[0]!.results.map(r => r.level)).toEqual(['note', 'warning'])
    expect(log.runs[0]!.tool.driver.rules[1]!.properties['security-severity']).toBeUndefined()
    expect(log.runs[0]!.tool.driver.rules[1]!.defaultConfiguration.level).toBe('warning')
    expect(severityRank('critical')).toBe(0)
    expect(severityRank('other')).toBe(4)
  })

  it('texts: the id whole, the name cut at 255, descriptions at 1,024, tags security + CWE + OWASP, at most 10', () => {
    const name = `r.${'x'.repeat(400)}`
    const log = sarifOf([
      finding(1, {
        ruleName: name,
        ruleMessage: 'm'.repeat(5000),
        cweNames: Array.from({ length: 12 }, (_, i) => `CWE-${i}`),
        owaspNames: ['A03:2021 - Injection']
      })
    ])
    const rule = log.runs[0]!.tool.driver.rules[0]!
    expect(rule.id).toBe(name)
    expect(rule.name).toHaveLength(MAX_RULE_NAME_CHARS)
    expect(rule.shortDescription.text).toBe(name)
    expect(rule.fullDescription.text).toHaveLength(MAX_DESCRIPTION_CHARS)
    expect(rule.help.text).toBe(rule.fullDescription.text)
    expect(rule.properties.tags).toHaveLength(MAX_TAGS)
    expect(rule.properties.tags.slice(0, 3)).toEqual(['security', 'CWE-0', 'CWE-1'])
  })
})

describe('results', () => {
  it('fingerprints: match_based_id as primaryLocationLineHash, else the finding ID', () => {
    const log = sarifOf([finding(1), finding(2, { matchBasedId: undefined })])
    expect(log.runs[0]!.results.map(r => r.partialFingerprints)).toEqual([
      {
        primaryLocationLineHash: 'mb-1',
        'semgrepMatchBasedId/v1': 'mb-1',
        'semgrepFindingId/v1': '1'
      },
      { primaryLocationLineHash: 'semgrepFindingId:2', 'semgrepFindingId/v1': '2' }
    ])
  })

  it('the finding ID and platform URL as properties', () => {
    const result = sarifOf([finding(77)]).runs[0]!.results[0]!
    expect(result.properties).toEqual({
      semgrepFindingId: '77',
      semgrepFindingUrl: 'https://semgrep.dev/orgs/acme/findings/77',
      semgrepFindingType: 'sast'
    })
  })

  it('a supply-chain finding: advisory, package@version, reachability and fix first, the call site linked', () => {
    const result = sarifOf([
      finding(1, {
        type: 'sca',
        filePath: 'package-lock.json',
        ruleMessage: 'Prototype pollution in lodash',
        supplyChain: {
          advisory: 'CVE-2021-23337',
          package: 'lodash',
          version: '4.17.20',
          reachability: 'reachable',
          fixVersion: '4.17.21',
          callSite: { filePath: 'src/merge.js', line: 7, column: 3, endLine: 7, endColumn: 9 }
        }
      })
    ]).runs[0]!.results[0]!
    expect(result.message.text).toBe(
      'CVE-2021-23337 in lodash@4.17.20; reachable; fixed in 4.17.21. Prototype pollution in ' +
        'lodash See the [call site](1).'
    )
    expect(result.relatedLocations).toEqual([
      {
        id: 1,
        physicalLocation: {
          artifactLocation: { uri: 'src/merge.js', uriBaseId: '%SRCROOT%' },
          region: { startLine: 7, startColumn: 3, endLine: 7, endColumn: 9 }
        },
        message: { text: 'call site' }
      }
    ])
  })

  it('a supply-chain finding without a fix or call site says so and links nothing', () => {
    const result = sarifOf([
      finding(1, { type: 'sca', supplyChain: { advisory: 'GHSA-aaaa-bbbb-cccc' } })
    ]).runs[0]!.results[0]!
    expect(result.message.text).toBe('GHSA-aaaa-bbbb-cccc; no fixed version. SQL built from input')
    expect(result.relatedLocations).toBeUndefined()
  })

  it('a call site outside the repository is left out', () => {
    const result = sarifOf([
      finding(1, { type: 'sca', supplyChain: { callSite: { filePath: '/etc/passwd', line: 1 } } })
    ]).runs[0]!.results[0]!
    expect(result.relatedLocations).toBeUndefined()
    expect(result.message.text).not.toContain('call site')
  })
})

describe('locations', () => {
  it.each([
    ['src/app.py', 'src/app.py'],
    ['./src/app.py', 'src/app.py'],
    ['dir with space/ä#?.py', 'dir%20with%20space/%C3%A4%23%3F.py'],
    ['a/%2e%2e/b', 'a/%252e%252e/b'],
    ['x..y/..z', 'x..y/..z']
  ])('%j is the URI reference %j', (file, uri) => {
    expect(repositoryPath(file)).toEqual({ uri })
    const result = sarifOf([finding(1, { filePath: file })]).runs[0]!.results[0]!
    expect(result.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri,
      uriBaseId: '%SRCROOT%'
    })
  })

  it.each([
    ['', 'no location'],
    ['   ', 'no location'],
    ['/etc/passwd', 'path outside the repository'],
    ['\\\\server\\share', 'path outside the repository'],
    ['C:/x.py', 'path outside the repository'],
    ['../up.py', 'path outside the repository'],
    ['a/../../up.py', 'path outside the repository'],
    ['a\\..\\up.py', 'path outside the repository']
  ])('%j is skipped (%s) and counted', (file, reason) => {
    expect(repositoryPath(file)).toEqual({ skip: reason })
    const built = buildSarif([finding(1, { filePath: file }), finding(2)], META)
    expect(built.skipped).toEqual(new Map([[reason, 1]]))
    expect(built.kept.map(k => k.id)).toEqual(['2'])
  })

  it.each([
    [
      { line: 3, column: 2, endLine: 5, endColumn: 1 },
      { startLine: 3, startColumn: 2, endLine: 5, endColumn: 1 }
    ],
    [
      { line: 3, column: 2, endLine: 2, endColumn: 9 },
      { startLine: 3, startColumn: 2 }
    ],
    [
      { line: 3, column: 8, endLine: 3, endColumn: 4 },
      { startLine: 3, startColumn: 8, endLine: 3 }
    ],
    [
      { line: 3, column: 8, endColumn: 4 },
      { startLine: 3, startColumn: 8 }
    ],
    [
      { line: 3, endColumn: 4 },
      { startLine: 3, endColumn: 4 }
    ],
    [{ line: 3 }, { startLine: 3 }],
    [{ column: 3, endLine: 4 }, undefined]
  ])('region of %j: %j', (place, region) => {
    expect(regionOf(place)).toEqual(region)
  })

  it('a finding without a line has a location without a region', () => {
    const result = sarifOf([finding(1, { line: undefined })]).runs[0]!.results[0]!
    expect(result.locations[0]!.physicalLocation.region).toBeUndefined()
  })
})

describe('hostile platform text', () => {
  it.each(HOSTILE.map(text => [text]))('%j stays plain text, and the SARIF valid', text => {
    const log = sarifOf([
      finding(1, {
        ruleName: text,
        ruleMessage: text,
        cweNames: [text],
        filePath: `src/${text}`,
        matchBasedId: text,
        type: 'sca',
        supplyChain: { advisory: text, package: text, version: text, fixVersion: text }
      })
    ])
    const result = log.runs[0]!.results[0]!
    // No link the platform wrote: every bracket escaped.
    expect(result.message.text.replace(/\\[\\[\]]/g, '')).not.toMatch(/[[\]]/)
    expect(result.ruleId).toBe(text)
  })

  it('workflow commands, control characters and very long texts', () => {
    const text = `::error::x\n##[set-output name=a]b\u0000\u001b[31m${'é'.repeat(10_000)}😀`
    const log = sarifOf([finding(1, { ruleMessage: text, ruleName: text })])
    const result = log.runs[0]!.results[0]!
    expect(result.message.text.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS)
    expect(result.message.text).not.toMatch(/(?!\n)\p{Cc}/u)
    expect(result.message.text.endsWith('…')).toBe(true)
  })

  it('a cut never leaves half a surrogate pair or half an escape', () => {
    expect(bounded(`${'a'.repeat(9)}😀`, 10)).toBe(`${'a'.repeat(9)}…`)
    expect(bounded('abc', 3)).toBe('abc')
    expect(plain('[a](b) \\')).toBe('\\[a\\](b) \\\\')
    const log = sarifOf([finding(1, { ruleMessage: '['.repeat(MAX_MESSAGE_CHARS) })])
    const message = log.runs[0]!.results[0]!.message.text
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS)
    expect(message).toMatch(/^(\\\[)+…$/)
  })
})

describe("GitHub's limits", () => {
  it(`keeps the ${MAX_RESULTS} most severe, by ID within a severity, and counts the rest`, () => {
    const findings = Array.from({ length: MAX_RESULTS + 7 }, (_, i) =>
      finding(100_000 - i, { severity: i < 10 ? 'low' : i % 2 ? 'critical' : 'medium' })
    )
    const built = buildSarif(findings, META)
    expect(built.kept).toHaveLength(MAX_RESULTS)
    expect(built).toMatchObject({ cut: 7, cutBy: 'results' })
    expect(built.kept.filter(k => k.severity === 'low')).toHaveLength(3)
    const criticalIds = built.kept.filter(k => k.severity === 'critical').map(k => Number(k.id))
    expect(criticalIds).toEqual([...criticalIds].sort((a, b) => a - b))
  })

  it('keeps the gzipped file within its limit, cutting the least severe', () => {
    // Texts that do not compress: each result carries 1,000 random hex digits.
    const noise = (): string => randomBytes(500).toString('hex')
    const findings = Array.from({ length: 200 }, (_, i) =>
      finding(i + 1, { matchBasedId: noise(), severity: i < 100 ? 'high' : 'low' })
    )
    const limit = 64 * 1024
    const built = buildSarif(findings, META, limit)
    expect(built.gzipped.length).toBeLessThanOrEqual(limit)
    expect(built.cutBy).toBe('size')
    expect(built.cut).toBeGreaterThan(0)
    expect(built.kept.length + built.cut).toBe(200)
    expect(built.kept.every((k, i) => i >= 100 || k.severity === 'high')).toBe(true)
    expect(buildSarif(findings, META).cutBy).toBeUndefined()
    expect(MAX_GZIPPED_BYTES).toBe(10_000_000)
  })

  it('findings collected as they are listed keep the same results, holding only the most severe', () => {
    const severities = ['low', 'critical', 'medium', 'high', 'low', 'medium']
    const findings = Array.from({ length: 3 * MAX_RESULTS + 11 }, (_, i) =>
      finding(50_000 - i, {
        severity: severities[i % severities.length]!,
        ...(i % 1000 === 7 && { filePath: '' })
      })
    )
    const candidates = new ResultCandidates()
    for (const f of findings) candidates.add(f)
    expect(candidates.count).toBe(findings.length)
    expect(candidates.findings.length).toBeLessThan(2 * MAX_RESULTS + 20)
    const streamed = buildSarif(candidates, META)
    const whole = buildSarif(findings, META)
    expect(streamed.kept).toEqual(whole.kept)
    expect(streamed.cut).toBe(whole.cut)
    expect(streamed.skipped).toEqual(whole.skipped)
    expect(streamed.cutBy).toBe('results')
    expect(streamed.json).toBe(whole.json)
  })
})
