/**
 * `mode: code-scanning` in process, against the platform emulator and the fake GitHub API over
 * loopback: one line of the contract's section per test.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { addFindings, fakeSha } from '../../../emulator/index.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { PULL_REQUEST_NOTICE } from '../../../src/modes/code-scanning/index.js'
import { MAX_RESULTS } from '../../../src/modes/code-scanning/sarif.js'
import { apiRequests, expectNoTokenLeak } from '../../support/index.js'
import {
  branchScans,
  codeScanningServers,
  GITHUB_SHA,
  MAIN,
  MAIN_BATCH,
  REPOSITORY,
  runCodeScanning,
  SCAN_COMMIT,
  sarifFile,
  uploadedSarif
} from '../../support/code-scanning.js'
import { expectValidSarif } from '../../support/sarif.js'

const servers = codeScanningServers()

/** The findings of the main batch still to fix (open, reviewing, fixing), by ID. */
function toFix(): string[] {
  return servers.emulator.dataset.findings
    .filter(f => f.ref === MAIN && f.repository === REPOSITORY)
    .filter(f => ['open', 'reviewing', 'fixing'].includes(f.status))
    .map(f => String(f.id))
    .sort()
}

beforeEach(() => {
  servers.emulator.clearFaults()
  servers.emulator.setScans(branchScans(servers.repositoryId))
  servers.github.configureCodeScanning({})
})

describe('a push to main', () => {
  it('uploads one result per finding still to fix, at the scan commit, the SARIF schema-valid', async () => {
    const run = await runCodeScanning(servers)
    expect(run.failure).toBeUndefined()
    const upload = servers.github.sarifUploads.at(-1)!
    expect(upload).toMatchObject({
      repository: REPOSITORY,
      commitSha: SCAN_COMMIT,
      ref: MAIN,
      toolName: 'Semgrep AppSec Platform'
    })
    expect(upload.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const sarif = uploadedSarif(servers.github)
    expectValidSarif(sarif)
    const results = sarif.runs[0]!.results
    expect(results.map(r => r.properties.semgrepFindingId).sort()).toEqual(toFix())
    // 14 findings over six statuses: 3 open, 2 reviewing, 2 fixing are still to fix.
    expect(results).toHaveLength(7)
    for (const result of results) {
      const id = result.properties.semgrepFindingId
      expect(result.partialFingerprints).toEqual({
        primaryLocationLineHash: `mb-${id}`,
        'semgrepMatchBasedId/v1': `mb-${id}`,
        'semgrepFindingId/v1': id
      })
      expect(sarif.runs[0]!.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId)
    }
    // The file is what was uploaded.
    expect(run.outputs['sarif-file']).toBe(
      path.join(servers.folder, `code-scanning-${servers.repositoryId}.sarif`)
    )
    expect(sarifFile(run.outputs['sarif-file']!)).toEqual(sarif)
    expect(run.outputs).toMatchObject({
      'sarif-id': upload.id,
      'result-count': '7',
      'rule-count': String(sarif.runs[0]!.tool.driver.rules.length),
      'skipped-count': '0',
      'scan-commit': SCAN_COMMIT
    })
    expect(run.summary).toMatch(
      new RegExp(
        `^## Security platform · code-scanning\\n\\n✅ Uploaded 7 results \\(\\d+ critical, .*\\) of \\d+ rules? from the scan of <code>${SCAN_COMMIT.slice(0, 7)}</code> \\(completed 2026-11-20 14:02 UTC\\) to code scanning, category <code>semgrep-platform</code>\\.`
      )
    )
    expectNoTokenLeak(run, servers)
  })

  it('asks SearchScans for full completed scans of the branch, without products, and lists each status still to fix', async () => {
    servers.emulator.resetRequests()
    await runCodeScanning(servers)
    const requests = apiRequests(servers.emulator)
    const search = requests.filter(r => r.operation === 'searchScans')
    expect(search.map(r => JSON.parse(r.rawBody) as unknown)).toEqual([
      {
        repository_id: Number(servers.repositoryId),
        branch: MAIN,
        is_full_scan: 1,
        statuses: ['SCAN_STATUS_COMPLETED'],
        limit: 500
      }
    ])
    const listings = requests
      .filter(r => r.operation === 'listFindings')
      .map(r => new URL(r.path, 'http://x').searchParams)
    expect(listings.map(p => `${p.get('status')} ${p.get('issue_type')}`).sort()).toEqual([
      'fixing sast',
      'fixing sca',
      'open sast',
      'open sca',
      'reviewing sast',
      'reviewing sca'
    ])
    for (const params of listings) {
      expect(params.getAll('repos')).toEqual([REPOSITORY])
      expect(params.get('ref')).toBe(MAIN)
      expect(params.get('dedup')).toBe('true')
    }
    expect(requests.every(r => r.nonConformity === undefined)).toBe(true)
  })

  it('maps rules and results as the contract says', async () => {
    await runCodeScanning(servers)
    const sarif = uploadedSarif(servers.github)
    const run = sarif.runs[0]!
    expect(run.automationDetails).toEqual({ id: 'semgrep-platform/' })
    expect(run.versionControlProvenance).toEqual([
      { repositoryUri: `https://github.com/${REPOSITORY}`, revisionId: SCAN_COMMIT, branch: MAIN }
    ])
    const sca = run.results.find(r => r.properties.semgrepFindingType === 'sca')!
    expect(sca.message.text).toMatch(
      /^CVE-2021-23337 in lodash@4\.17\.20; reachable; fixed in 4\.17\.21\. .* See the \[call site\]\(1\)\.$/
    )
    expect(sca.relatedLocations).toEqual([
      expect.objectContaining({
        id: 1,
        physicalLocation: expect.objectContaining({
          artifactLocation: { uri: 'src/util/merge.js', uriBaseId: '%SRCROOT%' }
        }) as unknown
      })
    ])
    const sast = run.results.find(r => r.properties.semgrepFindingType === 'sast')!
    expect(sast.locations[0]!.physicalLocation.region).toEqual({
      startLine: expect.any(Number),
      startColumn: 5,
      endLine: expect.any(Number),
      endColumn: 40
    })
    expect(sast.properties.semgrepFindingUrl).toBe(
      `${servers.emulator.url}/orgs/${servers.emulator.deploymentSlug}/findings/${sast.properties.semgrepFindingId}`
    )
    for (const rule of run.tool.driver.rules) {
      expect(rule.properties.tags[0]).toBe('security')
      const levels = run.results.filter(r => r.ruleId === rule.id).map(r => r.level)
      const top = levels.includes('error')
        ? 'error'
        : levels.includes('warning')
          ? 'warning'
          : 'note'
      expect(rule.defaultConfiguration.level).toBe(top)
      expect(['9.5', '8.0', '5.5', '2.0']).toContain(rule.properties['security-severity'])
    }
  })
})

describe('the scan commit', () => {
  it('scan-commit: off describes GITHUB_SHA and does not ask SearchScans', async () => {
    servers.emulator.resetRequests()
    const run = await runCodeScanning(servers, { 'scan-commit': 'off' })
    expect(run.failure).toBeUndefined()
    expect(apiRequests(servers.emulator).some(r => r.operation === 'searchScans')).toBe(false)
    expect(servers.github.sarifUploads.at(-1)!.commitSha).toBe(GITHUB_SHA)
    expect(run.outputs['scan-commit']).toBe(GITHUB_SHA)
    expect(run.summary).toContain('scan-commit: off')
  })

  it.each(['warn', 'require'])(
    'no completed full scan of the branch fails the step with scan-commit: %s, nothing uploaded',
    async scanCommit => {
      servers.emulator.setScans(branchScans(servers.repositoryId).filter(s => s.branch !== MAIN))
      const before = servers.github.sarifUploads.length
      const run = await runCodeScanning(servers, { 'scan-commit': scanCommit })
      expect(run.failure).toMatch(/no completed full scan of refs\/heads\/main/)
      expect(run.failure).toContain('scan-commit: off')
      expect(run.failure).toContain('Nothing was uploaded.')
      expect(servers.github.sarifUploads).toHaveLength(before)
      expect(run.summary).toContain('❌ **Nothing was uploaded to code scanning.**')
    }
  )

  it('SearchScans answering 404 fails the step, naming scan-commit: off', async () => {
    servers.emulator.addFault({ operation: 'searchScans', action: { type: 'status', status: 404 } })
    const before = servers.github.sarifUploads.length
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(/answered 404.*scan-commit: off/)
    expect(servers.github.sarifUploads).toHaveLength(before)
  })
})

describe('events and refs', () => {
  it.each(['pull_request', 'pull_request_target'])(
    'on %s: one notice, no request, exit 0',
    async name => {
      servers.emulator.resetRequests()
      const before = servers.github.requests.length
      const run = await runCodeScanning(
        servers,
        {},
        {
          name,
          ref: 'refs/pull/7/merge',
          payload: { pull_request: { number: 7 } }
        }
      )
      expect(run.failure).toBeUndefined()
      expect(run.log.match(/^::notice/gm)).toHaveLength(1)
      expect(run.log).toContain('Nothing uploaded on a pull request')
      expect(run.summary).toContain('✅ Nothing uploaded on a pull request')
      expect(PULL_REQUEST_NOTICE).toContain('would read the others as fixed')
      expect(apiRequests(servers.emulator)).toEqual([])
      expect(servers.github.requests.length).toBe(before)
    }
  )

  it('a GITHUB_REF that is not a branch fails before any request', async () => {
    servers.emulator.resetRequests()
    const run = await runCodeScanning(servers, {}, { ...pushOf('refs/tags/v1.0.0') })
    expect(run.failure).toMatch(/^Set finding-ref to a branch/)
    expect(apiRequests(servers.emulator)).toEqual([])
  })

  it('finding-ref names another branch: its findings and scans', async () => {
    const run = await runCodeScanning(servers, { 'finding-ref': 'refs/heads/dev' })
    // The dev branch has a completed full scan but no findings: an empty run at that commit.
    expect(run.failure).toBeUndefined()
    expect(servers.github.sarifUploads.at(-1)).toMatchObject({
      ref: 'refs/heads/dev',
      commitSha: fakeSha('dev')
    })
    expect(uploadedSarif(servers.github).runs[0]!.results).toEqual([])
  })
})

function pushOf(ref: string): WorkflowEvent {
  return { name: 'push', ref, sha: GITHUB_SHA, payload: {} }
}

describe('the empty run', () => {
  it('no open findings still uploads an empty, valid run so that fixed alerts close', async () => {
    const run = await runCodeScanning(servers, {
      'finding-severities': 'critical',
      'finding-types': 'ai_sast'
    })
    expect(run.failure).toBeUndefined()
    const sarif = uploadedSarif(servers.github)
    expectValidSarif(sarif)
    expect(sarif.runs[0]!.results).toEqual([])
    expect(sarif.runs[0]!.tool.driver.rules).toEqual([])
    expect(run.outputs['result-count']).toBe('0')
    expect(run.summary).toContain(
      `✅ No open findings on <code>${MAIN}</code> of acme/widgets at the scan of`
    )
    expect(run.summary).toContain('uploaded an empty run to code scanning')
  })
})

describe('the upload', () => {
  it('upload: false writes the file only, to sarif-file', async () => {
    const before = servers.github.requests.length
    const file = path.join(servers.folder, 'out', 'alerts.sarif')
    const run = await runCodeScanning(servers, { upload: 'false', 'sarif-file': file })
    expect(run.failure).toBeUndefined()
    expect(servers.github.requests.length).toBe(before)
    expect(existsSync(file)).toBe(true)
    expectValidSarif(sarifFile(file))
    expect(run.outputs['sarif-file']).toBe(file)
    expect(run.outputs['sarif-id']).toBeUndefined()
    expect(run.summary).toContain('not uploaded (upload: false)')
  })

  it('403: names security-events: write, Code Security, an archived repository, and upload: false', async () => {
    servers.github.configureCodeScanning({ withoutCodeSecurity: [REPOSITORY] })
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(/^Give the workflow permissions: security-events: write/)
    expect(run.failure).toContain('GitHub Code Security')
    expect(run.failure).toContain('archived repository')
    expect(run.failure).toContain('Code Security must be enabled for this repository')
    expect(run.failure).toContain('upload: false')
    // The file is there to keep.
    expect(existsSync(run.outputs['sarif-file']!)).toBe(true)
    expect(run.outputs['sarif-id']).toBeUndefined()
  })

  it("404: names the token's access to the repository", async () => {
    servers.github.configureCodeScanning({ repositories: ['acme/other'] })
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(/^Check that github-token can reach acme\/widgets .*404/)
  })

  it('413: too large, with the counts', async () => {
    servers.github.configureCodeScanning({ maxGzippedBytes: 100 })
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(/too large .* it held 7 results of \d+ rules?, \d+ bytes gzipped/)
  })

  it('processing that fails fails the step, quoting GitHub’s errors', async () => {
    servers.github.configureCodeScanning({
      failWith: ['locationFromSarifResult: expected artifact location']
    })
    const run = await runCodeScanning(servers)
    expect(run.failure).toMatch(
      /GitHub could not process upload [0-9a-f-]+: locationFromSarifResult: expected artifact location\./
    )
    expect(run.outputs['sarif-id']).toBeDefined()
    expect(run.summary).toContain('❌ **GitHub could not process the upload.**')
  })

  it('processing past processing-timeout is a warning naming the upload', async () => {
    servers.github.configureCodeScanning({ pendingPolls: 1_000_000 })
    const run = await runCodeScanning(servers, { 'processing-timeout': '10' })
    expect(run.failure).toBeUndefined()
    const id = servers.github.sarifUploads.at(-1)!.id
    expect(run.log).toMatch(
      new RegExp(
        `^::warning title=.*::Look at the upload later: .*upload ${id} after 10 s.*code-scanning/sarifs/${id}`,
        'm'
      )
    )
    expect(run.summary).toMatch(/^⚠️ Uploaded 7 results/m)
    // Polled until the timeout, with the fake clock: no real wait.
    expect(run.clock.elapsed()).toBeGreaterThanOrEqual(10_000)
  })

  it('wait-for-processing: false does not poll', async () => {
    const before = servers.github.requests.length
    const run = await runCodeScanning(servers, { 'wait-for-processing': 'false' })
    expect(run.failure).toBeUndefined()
    const made = servers.github.requests.slice(before).map(r => r.method)
    expect(made).toEqual(['POST'])
  })
})

describe("GitHub's limits", () => {
  it('keeps the 5,000 most severe results, counts the rest in a warning', async () => {
    servers.emulator.changeDataset(dataset =>
      addFindings(dataset, [
        {
          count: MAX_RESULTS + 3,
          ref: MAIN,
          repository: REPOSITORY,
          types: ['sast'],
          severities: ['low', 'critical', 'medium', 'high']
        }
      ])
    )
    try {
      const run = await runCodeScanning(servers, { 'finding-types': 'sast' })
      expect(run.failure).toBeUndefined()
      const results = uploadedSarif(servers.github).runs[0]!.results
      expect(results).toHaveLength(MAX_RESULTS)
      expect(run.outputs['result-count']).toBe(String(MAX_RESULTS))
      const cut = toFixSast().length - MAX_RESULTS
      expect(run.log).toMatch(
        new RegExp(
          `^::warning title=.*::Narrow the findings .*${cut} findings still to fix, the least severe, were left out`,
          'm'
        )
      )
      // Only low ones were left out.
      expect(results.filter(r => r.level === 'note')).toHaveLength(
        toFixSast().filter(f => f.severity === 'low').length - cut
      )
    } finally {
      servers.emulator.changeDataset(dataset => {
        dataset.findings.splice(MAIN_BATCH.count)
      })
    }
  })
})

function toFixSast(): { severity: string }[] {
  return servers.emulator.dataset.findings.filter(
    f => f.type === 'sast' && ['open', 'reviewing', 'fixing'].includes(f.status)
  )
}
