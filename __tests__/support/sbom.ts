/**
 * CycloneDX documents for tests of the SBOM comparison, and sbom-export's inputs, servers and run.
 */
import { beforeEach } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  startEmulator,
  startFakeGitHub,
  type DatasetOptions,
  type Emulator,
  type FakeGitHub
} from '../../emulator/index.js'
import type { WorkflowEvent } from '../../src/action/event.js'
import type { SbomExportInputs } from '../../src/modes/sbom-export/inputs.js'
import { forTestFile } from './loopback.js'
import { runModeInProcess, type ModeRun } from './run.js'
import { expectNoTokenLeak } from './secrets.js'

/** An npm package as a CycloneDX component whose bom-ref is its purl. */
export function npmComponent(name: string, version: string): Record<string, unknown> {
  const purl = `pkg:npm/${name}@${version}`
  return { type: 'library', name, version, purl, 'bom-ref': purl }
}

/** A serial number for test documents (the platform gives every SBOM one). */
export const TEST_SERIAL = 'urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79'

/** A CycloneDX 1.7 JSON document of these components and vulnerabilities. */
export function cyclonedx(components: unknown[], vulnerabilities: unknown[] = []): string {
  return JSON.stringify({
    bomFormat: 'CycloneDX',
    specVersion: '1.7',
    serialNumber: TEST_SERIAL,
    components,
    vulnerabilities
  })
}

/** An earlier release's SBOM: express, left-pad and lodash, and a lodash vulnerability. */
export const EARLIER_SBOM = cyclonedx(
  [
    npmComponent('express', '4.18.2'),
    npmComponent('left-pad', '1.3.0'),
    npmComponent('lodash', '4.17.20')
  ],
  [
    {
      id: 'CVE-2021-23337',
      ratings: [{ severity: 'high' }],
      affects: [{ ref: 'pkg:npm/lodash@4.17.20' }]
    }
  ]
)

/**
 * sbom-export's inputs as parsed from the defaults (CycloneDX 1.7, `application`, waiting up to
 * 60 s, no comparison, no scan check, no GitHub token), the SBOM written into `work`; each test
 * file sets what it is about.
 */
export function sbomExportInputs(
  work: string,
  parts: Partial<SbomExportInputs> = {}
): SbomExportInputs {
  return {
    repositoryId: 1001n,
    ref: 'refs/tags/v1.2.0',
    sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
    metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
    wait: true,
    waitTimeoutSeconds: 60,
    sbomFile: path.join(work, `sbom-${Math.random()}.json`),
    sbomFolder: work,
    releaseAsset: 'auto',
    compareWith: { kind: 'none' },
    releaseNotes: 'none',
    scanCommit: 'off',
    githubToken: '',
    githubApiUrl: 'https://api.github.com',
    ...parts
  }
}

/** The emulator, the fake GitHub API and a folder for the SBOMs and diffs of one test file. */
export interface SbomExportServers {
  readonly emulator: Emulator
  readonly github: FakeGitHub
  readonly work: string
}

/**
 * Starts the servers (export jobs done at the first poll) and makes the folder before the file's
 * tests, closes and removes them after; each test starts with no fault. A file's own hooks,
 * registered after this call, run after these.
 */
export function sbomExportServers(
  dataset: DatasetOptions,
  folderPrefix: string
): SbomExportServers {
  const servers = forTestFile(
    async (): Promise<SbomExportServers> => {
      const [emulator, github] = await Promise.all([
        startEmulator({ dataset, exportPollsUntilDone: 0 }),
        startFakeGitHub()
      ])
      return { emulator, github, work: await mkdtemp(path.join(tmpdir(), folderPrefix)) }
    },
    async ({ emulator, github, work }) => {
      await Promise.all([emulator.close(), github.close()])
      await rm(work, { recursive: true, force: true })
    }
  )
  beforeEach(() => {
    servers.emulator.clearFaults()
  })
  return servers
}

/** {@link sbomExportInputs} for the emulator's first repository, with the fake GitHub's token. */
export function sbomServerInputs(
  { emulator, github, work }: SbomExportServers,
  parts: Partial<SbomExportInputs> = {}
): SbomExportInputs {
  return sbomExportInputs(work, {
    repositoryId: BigInt(emulator.dataset.repositories[0]!.id),
    githubToken: github.token,
    githubApiUrl: github.url,
    ...parts
  })
}

/** Runs sbom-export in process against these servers and checks that neither token leaked. */
export async function runSbomExport(
  { emulator, github }: SbomExportServers,
  inputs: SbomExportInputs,
  event: WorkflowEvent,
  options: { timeoutMs?: number } = {}
): Promise<ModeRun> {
  const result = await runModeInProcess('sbom-export', inputs, {
    emulator,
    event,
    github,
    ...options
  })
  expectNoTokenLeak(result, { emulator, github })
  return result
}
