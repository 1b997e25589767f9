/**
 * The branch's findings as listed, checked again on the client: a platform that ignores a filter
 * (another ref, another repository, a status not to fix) uploads none of them, and counts them;
 * hostile platform text reaches the SARIF as plain text, the SARIF still valid.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import {
  MAIN,
  MAIN_BATCH,
  REPOSITORY,
  codeScanningServers,
  runCodeScanning,
  uploadedSarif
} from '../../support/code-scanning.js'
import { HOSTILE } from '../../support/index.js'
import { expectValidSarif } from '../../support/sarif.js'

// The repository's project, with no findings of its own: each test's listing answers them.
const servers = codeScanningServers([{ ...MAIN_BATCH, count: 0 }])

beforeEach(() => {
  servers.emulator.clearFaults()
})

/** A finding as the platform lists it. */
function listed(id: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    ref: MAIN,
    repository: { name: REPOSITORY, url: `https://github.com/${REPOSITORY}` },
    rule_name: 'python.sqli',
    rule: { name: 'python.sqli', message: 'SQL from input' },
    severity: 'high',
    status: 'open',
    location: { file_path: 'src/app.py', line: 3 },
    match_based_id: `mb-${id}`,
    ...fields
  }
}

/** The first listing answers these findings, whatever it asked for. */
function answerFirstListing(findings: Record<string, unknown>[]): void {
  servers.emulator.addFault({
    operation: 'listFindings',
    action: { type: 'malformed', body: JSON.stringify({ findings }) }
  })
}

describe('the client-side checks', () => {
  it('takes only findings of the ref, the repository (any case) and a status still to fix', async () => {
    answerFirstListing([
      listed(1),
      listed(2, { repository: { name: 'ACME/Widgets' } }),
      listed(3, { ref: 'refs/heads/dev' }),
      listed(4, { ref: 'refs/pull/7/merge' }),
      listed(5, { repository: { name: 'acme/other' } }),
      listed(6, { repository: undefined }),
      listed(7, { status: 'ignored' }),
      listed(8, { status: 'fixed' }),
      listed(9, { status: 'provisionally_ignored' }),
      listed(10, { location: { file_path: '' } }),
      listed(11, { location: { file_path: '../../etc/passwd', line: 1 } })
    ])
    const run = await runCodeScanning(servers)
    expect(run.failure).toBeUndefined()
    const results = uploadedSarif(servers.github).runs[0]!.results
    expect(results.map(r => r.properties.semgrepFindingId)).toEqual(['1', '2'])
    expect(run.outputs['skipped-count']).toBe('9')
    expect(run.summary).toContain('### Not uploaded')
    expect(run.summary).toContain('2 findings: listed for another ref than the one asked')
    expect(run.summary).toContain('2 findings: listed for another repository than this one')
    expect(run.summary).toContain(
      '3 findings: listed with a status not to fix &#40;ignored or fixed&#41;'
    )
    expect(run.summary).toContain('1 finding: no location')
    expect(run.summary).toContain('1 finding: an absolute path or one with <code>..</code>')
  })

  it('uploads no empty run when the findings listed do not name their ref or repository', async () => {
    answerFirstListing([
      listed(1, { ref: undefined }),
      listed(2, { repository: undefined }),
      listed(3, { ref: 'refs/heads/dev' })
    ])
    const uploads = () => servers.github.requests.filter(r => r.method === 'POST').length
    const before = uploads()
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(
      /^Ask the platform's support why its findings do not say where they are: it listed 2 findings to fix on refs\/heads\/main in acme\/widgets without their ref or repository, and none with them\. .*Nothing was uploaded\.$/
    )
    expect(uploads()).toBe(before)
  })

  it('a finding listed under two statuses is uploaded once', async () => {
    answerFirstListing([listed(1), listed(1)])
    const run = await runCodeScanning(servers)
    expect(uploadedSarif(servers.github).runs[0]!.results).toHaveLength(1)
    expect(run.outputs['result-count']).toBe('1')
  })
})

describe('hostile platform text', () => {
  it('reaches the SARIF as plain text and never the summary unescaped', async () => {
    answerFirstListing(
      HOSTILE.map((text, i) =>
        listed(i + 1, {
          rule_name: text,
          rule: { name: text, message: text, cwe_names: [text], owasp_names: [text] },
          location: { file_path: `src/${text}`, line: 1 },
          match_based_id: text
        })
      )
    )
    const run = await runCodeScanning(servers)
    expect(run.failure).toBeUndefined()
    const sarif = uploadedSarif(servers.github)
    expectValidSarif(sarif)
    expect(sarif.runs[0]!.results).toHaveLength(HOSTILE.length)
    for (const result of sarif.runs[0]!.results) {
      expect(result.message.text.replace(/\\[\\[\]]/g, '')).not.toMatch(/[[\]]/)
    }
    expect(run.summary).not.toContain('<script>')
    expect(run.summary).not.toContain('<img')
    expect(run.log).not.toMatch(/^::(?!add-mask|notice|warning|error|debug|group|endgroup)/m)
  })
})
