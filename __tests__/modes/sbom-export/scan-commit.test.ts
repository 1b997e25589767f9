/**
 * `scan-commit` in process against the emulator: which commit the SBOM describes, looked up with
 * SearchScans before the export job, in every case of the contract (the released commit, another,
 * none, a platform without the operation or with another answer) under `warn`, `require` and `off`.
 */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { MAX_SCANS_LIMIT, type Emulator, type EmulatorScan } from '../../../emulator/index.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import { MAX_SCAN_PAGES } from '../../../src/platform/scans.js'
import { apiRequests, rowOf, type ModeRun } from '../../support/index.js'
import { runSbomExport, sbomExportServers, sbomServerInputs } from '../../support/sbom.js'

const REPOSITORY = 'acme/web-app'
const RELEASED = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const OLDER = '0f1e2d3c4b5a69788796a5b4c3d2e1f001234567'

const servers = sbomExportServers({ repositories: 2 }, 'sbom-scan-commit-')
let repositoryId: string

beforeAll(() => {
  repositoryId = servers.emulator.dataset.repositories[0]!.id.toString()
})

beforeEach(() => {
  servers.emulator.resetRequests()
  servers.emulator.setScans(undefined)
  servers.github.removeRelease(REPOSITORY, 'v1.2.0')
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomServerInputs(servers, {
    repositoryId: BigInt(repositoryId),
    scanCommit: 'warn',
    githubRepository: REPOSITORY,
    ...parts
  })
}

const tagPush: WorkflowEvent = {
  name: 'push',
  ref: 'refs/tags/v1.2.0',
  sha: RELEASED,
  payload: {}
}

function run(
  modeInputs: SbomExportInputs = inputs(),
  event: WorkflowEvent = tagPush
): Promise<ModeRun> {
  return runSbomExport(servers, modeInputs, event)
}

/** The tag's release, made the day after the released commit's scan. */
function releaseTheTag(): void {
  servers.github.addRelease({
    repository: REPOSITORY,
    tag: 'v1.2.0',
    createdAt: '2025-03-02T00:00:00Z'
  })
}

function scan(commit: string, completedAt: string, more: Partial<EmulatorScan> = {}): EmulatorScan {
  return { repositoryId, commit, completedAt, ...more }
}

/** The tag's release, exported with these scans on the platform; the step succeeds. */
async function releaseWithScans(...scans: EmulatorScan[]): Promise<ModeRun> {
  servers.emulator.setScans(scans)
  releaseTheTag()
  const result = await run()
  expect(result.failure).toBeUndefined()
  return result
}

const verdictOf = (summary: string): string => summary.split('\n').filter(Boolean)[1]!
const exportJobs = (): number => apiRequests(servers.emulator, 'createSbomExport').length
const warnings = (log: string): string[] => log.split('\n').filter(l => l.startsWith('::warning'))

describe('the latest completed full scan', () => {
  it('is of the released commit: sbom-commit, no warning, the summary says so', async () => {
    const result = await releaseWithScans(
      scan(OLDER, '2025-02-01T10:00:00Z'),
      scan(RELEASED, '2025-03-01T10:00:00Z'),
      scan(OLDER, '2025-02-15T10:00:00Z')
    )
    expect(result.outputs['sbom-commit']).toBe(RELEASED)
    expect(warnings(result.log)).toEqual([])
    expect(result.summary).toMatch(
      /\*\*Attestation:\*\* attestable: .*it describes the released commit <code>a1b2c3d4e5f6<\/code>\./
    )
    expect(rowOf(result.summary, 'Scan it describes')).toContain('(the released commit)')

    // The request as the contract sends it, conforming to the vendored file (statuses aside).
    const [search] = apiRequests(servers.emulator, 'searchScans')
    expect(search!.path).toBe(
      `/api/v1/deployments/${servers.emulator.dataset.deploymentId}/scans/search`
    )
    expect(search!.rawBody).toBe(
      `{"repository_id":${repositoryId},"is_full_scan":1,"statuses":["SCAN_STATUS_COMPLETED"],` +
        `"products":["PRODUCT_SCA"],"limit":500}`
    )
    expect(search!.nonConformity).toBeUndefined()
    // Looked up before the job was created.
    const operations = apiRequests(servers.emulator).map(r => r.operation)
    expect(operations.indexOf('searchScans')).toBeLessThan(operations.indexOf('createSbomExport'))
  })

  it('is of another commit: a warning names both, the scan time and the fix; the SBOM is still attached', async () => {
    const result = await releaseWithScans(
      scan(OLDER, '2025-03-01T10:00:00Z'),
      scan(RELEASED, '2025-02-01T10:00:00Z')
    )
    expect(result.outputs['sbom-commit']).toBe(OLDER)
    const [warning, ...others] = warnings(result.log)
    expect(others).toEqual([])
    expect(warning).toMatch(
      /^::warning title=Security platform%3A the SBOM may not describe the released commit::/
    )
    expect(warning).toContain(
      'Tag a commit of the default branch after its full scan has completed'
    )
    expect(warning).toContain(`describes commit ${OLDER.slice(0, 12)}`)
    expect(warning).toContain(`not the released commit ${RELEASED.slice(0, 12)}`)
    expect(warning).toContain('completed 2025-03-01 10:00 UTC')
    expect(warning).toContain('A full scan of the tag is no fix')
    expect(servers.github.releaseAssets(REPOSITORY, 'v1.2.0').map(a => a.name)).toEqual([
      'web-app-v1.2.0.cdx.json'
    ])
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ .*but the SBOM describes another commit than the released one/
    )
    expect(result.summary).toMatch(
      /it describes commit <code>0f1e2d3c4b5a<\/code>, not the released commit <code>a1b2c3d4e5f6<\/code>/
    )
  })

  it('fails before any export job with scan-commit: require', async () => {
    servers.emulator.setScans([scan(OLDER, '2025-03-01T10:00:00Z')])
    const result = await run(inputs({ scanCommit: 'require' }))
    expect(result.failure).toMatch(/^Tag a commit of the default branch/)
    expect(result.failure).toContain('No SBOM export job was created (scan-commit: require).')
    expect(exportJobs()).toBe(0)
    expect(result.outputs['sbom-commit']).toBe(OLDER)
    expect(result.githubRequests).toEqual([])
    expect(verdictOf(result.summary)).toMatch(
      /^❌ \*\*No SBOM export job was created\.\*\* Tag a commit/
    )
  })

  it('passes scan-commit: require when it is of the released commit', async () => {
    servers.emulator.setScans([scan(RELEASED, '2025-03-01T10:00:00Z')])
    const result = await run(inputs({ scanCommit: 'require', wait: false }))
    expect(result.failure).toBeUndefined()
    expect(exportJobs()).toBe(1)
  })

  it('is chosen by completed_at whatever the order, over every page', async () => {
    // 700 scans: the latest on the second page, where the listing's order does not put it first.
    const scans = Array.from({ length: 700 }, (_, i) =>
      scan(i === 650 ? RELEASED : OLDER, new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString())
    )
    scans.push(scan(OLDER, '2025-01-01T05:00:00Z'))
    servers.emulator.setScans(scans)
    const result = await run(inputs({ wait: false }))
    // The scan completed last is #699 (OLDER); make the released one the latest instead.
    expect(result.outputs['sbom-commit']).toBe(OLDER)
    servers.emulator.resetRequests()
    scans[650] = scan(RELEASED, '2025-06-01T00:00:00Z')
    servers.emulator.setScans(scans)
    const again = await run(inputs({ wait: false }))
    expect(again.outputs['sbom-commit']).toBe(RELEASED)
    const searches = apiRequests(servers.emulator, 'searchScans')
    expect(searches).toHaveLength(2)
    expect(JSON.parse(searches[1]!.rawBody)).toMatchObject({
      cursor: 's500',
      limit: MAX_SCANS_LIMIT
    })
    expect(warnings(again.log)).toEqual([])
  })

  it('leaves out scans that are not full, not completed or without dependencies', async () => {
    servers.emulator.setScans([
      scan(RELEASED, '2025-03-01T10:00:00Z'),
      scan(OLDER, '2025-03-05T10:00:00Z', { isFullScan: false }),
      scan(OLDER, '2025-03-06T10:00:00Z', { status: 'SCAN_STATUS_ERROR' }),
      scan(OLDER, '2025-03-07T10:00:00Z', { products: ['sast'] })
    ])
    const result = await run(inputs({ wait: false }))
    expect(result.outputs['sbom-commit']).toBe(RELEASED)
  })

  describe('a platform that ignores the filters, answering in proto3 JSON', () => {
    // proto3 JSON leaves `false` and the zero status out; each of these is later than the full scan.
    const answered = (...later: Record<string, unknown>[]): string =>
      JSON.stringify({
        scans: [
          {
            commit: OLDER,
            branch: 'refs/heads/main',
            is_full_scan: true,
            status: 'SCAN_STATUS_COMPLETED',
            completed_at: '2025-03-01T10:00:00Z'
          },
          ...later.map(fields => ({ commit: RELEASED, ...fields }))
        ]
      })
    const cases: [string, Record<string, unknown>][] = [
      [
        'a diff scan (no is_full_scan)',
        { branch: 'refs/heads/main', status: 'SCAN_STATUS_COMPLETED' }
      ],
      [
        'a scan without status',
        { branch: 'refs/heads/main', is_full_scan: true, completed_at: '2025-03-02T10:00:00Z' }
      ],
      [
        "a pull request's scan that says it is full",
        { branch: 'refs/pull/7/merge', is_full_scan: true, status: 'SCAN_STATUS_COMPLETED' }
      ]
    ]

    it.each(cases)('%s is never counted', async (_, fields) => {
      servers.emulator.addFault({
        operation: 'searchScans',
        action: {
          type: 'malformed',
          body: answered({ completed_at: '2025-03-02T10:00:00Z', ...fields })
        }
      })
      const result = await run(inputs({ scanCommit: 'require' }))
      expect(result.outputs['sbom-commit']).toBe(OLDER)
      expect(result.failure).toContain(`describes commit ${OLDER.slice(0, 12)}`)
      expect(exportJobs()).toBe(0)
    })
  })

  it('reads a bounded number of pages', async () => {
    const count = MAX_SCANS_LIMIT * (MAX_SCAN_PAGES + 2)
    servers.emulator.setScans(
      Array.from({ length: count }, (_, i) =>
        scan(OLDER, new Date(Date.UTC(2025, 0, 1) + i * 1_000).toISOString())
      )
    )
    const result = await run(inputs({ wait: false }))
    expect(apiRequests(servers.emulator, 'searchScans')).toHaveLength(MAX_SCAN_PAGES)
    expect(result.log).toContain(`Read the first ${MAX_SCAN_PAGES} pages of scans only`)
    expect(exportJobs()).toBe(1)
  })
})

describe('no completed full scan in the 30 days', () => {
  it('warns under warn and exports', async () => {
    servers.emulator.setScans([])
    const result = await run(inputs({ wait: false }))
    expect(result.failure).toBeUndefined()
    expect(verdictOf(result.summary)).toMatch(
      /^⚠️ Created the SBOM export job .*; it runs on the platform, but no full scan says which commit the SBOM describes \(see the warning below\)\.$/
    )
    expect(result.outputs['sbom-commit']).toBeUndefined()
    expect(warnings(result.log)).toHaveLength(1)
    expect(result.log).toContain(
      `the platform has no completed full scan with dependencies of repository ${repositoryId} in the last 30 days`
    )
    expect(result.log).toContain(`(the released commit is ${RELEASED.slice(0, 12)})`)
    expect(exportJobs()).toBe(1)
  })

  it('fails under require before any export job', async () => {
    servers.emulator.setScans([])
    const result = await run(inputs({ scanCommit: 'require' }))
    expect(result.failure).toMatch(/no completed full scan with dependencies/)
    expect(exportJobs()).toBe(0)
  })
})

describe('a platform without SearchScans, or with another answer', () => {
  const cases: [string, Parameters<Emulator['addFault']>[0]['action'], RegExp][] = [
    ['404', { type: 'status', status: 404 }, /answered 404/],
    ['403', { type: 'status', status: 403 }, /answered 403/],
    ['another shape', { type: 'malformed', body: '{"scans": "none"}' }, /another shape/],
    [
      'scans of another shape',
      { type: 'malformed', body: '{"scans": [{"commit": 7}]}' },
      /another shape/
    ]
  ]

  it.each(cases)('%s: a notice, and the export goes on under warn', async (_, action, reason) => {
    servers.emulator.addFault({ operation: 'searchScans', action })
    const result = await run(inputs({ wait: false }))
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(/^::notice title=Security platform%3A SBOM commit not checked::/m)
    expect(result.log).toMatch(reason)
    expect(warnings(result.log)).toEqual([])
    expect(result.outputs['sbom-commit']).toBeUndefined()
    expect(exportJobs()).toBe(1)
  })

  it.each(cases)('%s: a failure before any export job under require', async (_, action, reason) => {
    servers.emulator.addFault({ operation: 'searchScans', action })
    const result = await run(inputs({ scanCommit: 'require' }))
    expect(result.failure).toMatch(reason)
    expect(result.failure).toContain('No SBOM export job was created')
    expect(exportJobs()).toBe(0)
  })

  it('fails on 401 as every request does', async () => {
    servers.emulator.addFault({ operation: 'searchScans', action: { type: 'status', status: 401 } })
    const result = await run(inputs({ wait: false }))
    expect(result.failure).toMatch(/^Check the `token` input/)
    expect(exportJobs()).toBe(0)
  })
})

describe('scan-commit: off', () => {
  it('asks nothing and sets no sbom-commit', async () => {
    const result = await run(inputs({ scanCommit: 'off', wait: false }))
    expect(apiRequests(servers.emulator, 'searchScans')).toEqual([])
    expect(result.outputs['sbom-commit']).toBeUndefined()
    expect(exportJobs()).toBe(1)
  })
})

describe('a run without GITHUB_SHA', () => {
  it('reports the commit without comparing it', async () => {
    servers.emulator.setScans([scan(OLDER, '2025-03-01T10:00:00Z')])
    const result = await run(inputs({ wait: false }), { name: 'workflow_dispatch', payload: {} })
    expect(result.outputs['sbom-commit']).toBe(OLDER)
    expect(warnings(result.log)).toEqual([])
  })
})
