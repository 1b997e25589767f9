/**
 * `mode: sbom-export` in process, against the platform emulator over loopback: the export job and
 * its outputs; with `wait: true`, polling on the fake clock, the download without the token, a job
 * that fails on the platform, and the wait-timeout.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { defaultScanCommit, startEmulator } from '../../../emulator/index.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import {
  emulatorForFile,
  apiRequests,
  expectNoTokenLeak,
  rowOf,
  runModeInProcess,
  type ModeRun
} from '../../support/index.js'
import { sbomExportInputs } from '../../support/sbom.js'

const FAILING_REPOSITORY = 1003n

const servers = emulatorForFile(
  {
    dataset: { repositories: 4 },
    exportPollsUntilDone: 2,
    failingExportRepositoryIds: [String(FAILING_REPOSITORY)]
  },
  'sbom-export-mode-'
)

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  // No GitHub token: these tests are about the platform; release-asset.test.ts covers GitHub.
  return sbomExportInputs(servers.work, {
    cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_6',
    wait: false,
    waitTimeoutSeconds: 600,
    sbomFile: path.join(servers.work, `sbom-${Math.random()}.json`, 'nested', 'sbom.json'),
    scanCommit: 'warn',
    ...parts
  })
}

async function run(modeInputs: SbomExportInputs, on = servers.emulator): Promise<ModeRun> {
  const result = await runModeInProcess('sbom-export', modeInputs, { emulator: on })
  expectNoTokenLeak(result, { emulator: on })
  return result
}

describe('with wait: true', () => {
  it('polls on the schedule, downloads the SBOM without the token and writes the file', async () => {
    const modeInputs = inputs({ wait: true })
    const result = await run(modeInputs)
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({
      'repository-id': '1001',
      'task-token': expect.any(String),
      'sbom-status': 'SBOM_EXPORT_STATUS_COMPLETED',
      'sbom-file': modeInputs.sbomFile,
      'component-count': expect.stringMatching(/^[1-9][0-9]*$/),
      'sbom-commit': defaultScanCommit(1001n),
      'sbom-sha256': `sha256:${createHash('sha256')
        .update(await readFile(modeInputs.sbomFile!))
        .digest('hex')}`,
      'sbom-serial-number': expect.stringMatching(/^urn:uuid:[0-9a-f-]{36}$/),
      attestable: 'true'
    })
    // Two polls answer IN_PROGRESS, the third COMPLETED: the first goes out at once, then the
    // waits of the schedule (1 s, then 1.5 times longer), on the fake clock.
    expect(apiRequests(servers.emulator, 'getSbomExportStatus')).toHaveLength(3)
    expect(result.clock.sleeps).toEqual([1_000, 1_500])
    const document = JSON.parse(await readFile(modeInputs.sbomFile!, 'utf8'))
    expect(document.bomFormat).toBe('CycloneDX')
    expect(document.specVersion).toBe('1.6')
    const downloads = servers.emulator.requests.filter(r => r.server === 'storage')
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.status).toBe(200)
    expect(downloads[0]!.headers.authorization).toBeUndefined()
    expect(rowOf(result.summary, 'Export job')).toContain('completed after 3 polls')
    expect(rowOf(result.summary, 'SBOM')).toMatch(/components, CycloneDX 1\.6, [0-9.]+ KB/)
    expect(result.log).toMatch(/^::group::Waiting for SBOM export job/m)
    // Poll lines in words, and the outcome on a line of its own after the collapsed group.
    expect(result.log).toMatch(/^Poll 1: in progress$/m)
    expect(result.log).not.toContain('SBOM_EXPORT_STATUS_')
    expect(result.log).toMatch(
      /^::endgroup::\nSBOM export job \S+: completed after 3 polls \(3 s\)\.$/m
    )
  })

  it('a job that fails on the platform fails the step with its errorMessage', async () => {
    const modeInputs = inputs({ wait: true, repositoryId: FAILING_REPOSITORY })
    const result = await run(modeInputs)
    expect(result.failure).toMatch(
      /^Check the repository and ref on the platform.*the SBOM export job \S+ failed there: SBOM generation failed for repository 1003/
    )
    expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_FAILED')
    expect(result.outputs).not.toHaveProperty('sbom-file')
    expect(servers.emulator.requests.filter(r => r.server === 'storage')).toEqual([])
    expect(rowOf(result.summary, 'Platform error')).toContain('dependency resolution')
    expect(result.summary).toContain('❌ **The SBOM export did not deliver an SBOM.**')
  })

  it('stops polling at wait-timeout, on the fake clock, and says how to go on', async () => {
    const slow = await startEmulator({ dataset: { repositories: 1 }, exportPollsUntilDone: 1_000 })
    try {
      const result = await run(inputs({ wait: true, waitTimeoutSeconds: 5 }), slow)
      expect(result.failure).toMatch(
        /^Raise wait-timeout.*did not finish within wait-timeout \(5 s\); last status in progress\./
      )
      expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_IN_PROGRESS')
      // A poll at once, then after 1 + 1.5 + 2.25 s, and at the deadline after a last wait cut short.
      expect(result.clock.sleeps).toEqual([1_000, 1_500, 2_250, 250])
      expect(result.clock.elapsed()).toBe(5_000)
      expect(apiRequests(slow, 'getSbomExportStatus')).toHaveLength(5)
      expect(slow.requests.filter(r => r.server === 'storage')).toEqual([])
    } finally {
      await slow.close()
    }
  })
})
