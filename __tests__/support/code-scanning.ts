/**
 * `mode: code-scanning` against the emulator and the fake GitHub API: a repository with findings
 * of every status on its default branch, scans of that branch, and a run of the mode in process.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  fakeSha,
  startEmulator,
  startFakeGitHub,
  type Emulator,
  type EmulatorScan,
  type FakeGitHub,
  type FindingBatch
} from '../../emulator/index.js'
import type { WorkflowEvent } from '../../src/action/event.js'
import type { CodeScanningInputs } from '../../src/modes/code-scanning/inputs.js'
import { parseCodeScanningInputs } from '../../src/modes/code-scanning/inputs.js'
import { reader } from './inputs.js'
import { forTestFile } from './loopback.js'
import { runModeInProcess, type ModeRun } from './run.js'

export const REPOSITORY = 'acme/widgets'
export const MAIN = 'refs/heads/main'
/** The commit of the branch's latest completed full scan, and GITHUB_SHA (another commit). */
export const SCAN_COMMIT = fakeSha('scan of main')
export const GITHUB_SHA = fakeSha('pushed commit')
export const SCAN_COMPLETED = '2026-11-20T14:02:00Z'

/** Six statuses in turn over three types' turns: unequal counts per status and type. */
export const MAIN_BATCH: FindingBatch = {
  count: 14,
  ref: MAIN,
  repository: REPOSITORY,
  types: ['sast', 'sca', 'sast'],
  statuses: ['open', 'ignored', 'reviewing', 'fixed', 'fixing', 'provisionally_ignored'],
  severities: ['critical', 'high', 'medium', 'low', 'high']
}

export interface CodeScanningServers {
  readonly emulator: Emulator
  readonly github: FakeGitHub
  readonly folder: string
  readonly repositoryId: string
}

/** The emulator (with these batches, none else) and the fake GitHub API for one test file. */
export function codeScanningServers(batches: FindingBatch[] = [MAIN_BATCH]): CodeScanningServers {
  return forTestFile(
    async () => {
      const [emulator, github] = await Promise.all([
        startEmulator({ dataset: { findings: 0, findingBatches: batches } }),
        startFakeGitHub()
      ])
      const project = [
        ...emulator.dataset.repositories,
        ...emulator.dataset.projectsWithoutDependencies
      ].find(p => p.name === REPOSITORY)!
      const repositoryId = String(project.id)
      emulator.setScans(branchScans(repositoryId))
      const folder = mkdtempSync(path.join(tmpdir(), 'code-scanning-'))
      return { emulator, github, folder, repositoryId }
    },
    async ({ emulator, github, folder }) => {
      await Promise.all([emulator.close(), github.close()])
      rmSync(folder, { recursive: true, force: true })
    }
  )
}

/**
 * The scans of the repository: the latest completed full scan of main (listed between others, not
 * first), an older one, a later pull request scan and a later full scan of another branch.
 */
export function branchScans(repositoryId: string): EmulatorScan[] {
  return [
    { repositoryId, commit: fakeSha('older'), completedAt: '2026-11-19T09:00:00Z', branch: MAIN },
    {
      repositoryId,
      commit: fakeSha('pull request'),
      completedAt: '2026-11-21T09:00:00Z',
      branch: 'refs/pull/7/merge',
      isFullScan: false
    },
    { repositoryId, commit: SCAN_COMMIT, completedAt: SCAN_COMPLETED, branch: MAIN },
    {
      repositoryId,
      commit: fakeSha('dev'),
      completedAt: '2026-11-22T09:00:00Z',
      branch: 'refs/heads/dev'
    },
    {
      repositoryId,
      commit: fakeSha('running'),
      completedAt: '2026-11-23T09:00:00Z',
      branch: MAIN,
      status: 'SCAN_STATUS_RUNNING'
    }
  ]
}

export const PUSH: WorkflowEvent = { name: 'push', ref: MAIN, sha: GITHUB_SHA, payload: {} }

/** The mode's inputs as a step's `with:` gives them, against these servers. */
export function codeScanningInputs(
  servers: CodeScanningServers,
  values: Record<string, string> = {}
): CodeScanningInputs {
  const { emulator, github, folder } = servers
  return parseCodeScanningInputs(
    reader({ 'github-token': github.token, ...values }),
    {
      RUNNER_TEMP: folder,
      GITHUB_WORKSPACE: folder,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com'
    },
    { token: emulator.token, deploymentId: emulator.dataset.deploymentId, apiUrl: emulator.url }
  )
}

/** Runs the mode in process on `event` (default a push to main). */
export function runCodeScanning(
  servers: CodeScanningServers,
  values: Record<string, string> = {},
  event: WorkflowEvent = PUSH
): Promise<ModeRun> {
  return runModeInProcess('code-scanning', codeScanningInputs(servers, values), {
    emulator: servers.emulator,
    github: servers.github,
    event
  })
}

/** The SARIF of an upload, as GitHub decoded it. */
export function uploadedSarif(github: FakeGitHub, index = -1): SarifLog {
  return github.sarifUploads.at(index)!.sarif as SarifLog
}

/** The SARIF written to a file. */
export function sarifFile(file: string): SarifLog {
  return JSON.parse(readFileSync(file, 'utf8')) as SarifLog
}

/** Decodes a `sarif` field as sent: base64, then gzip. */
export function decodeSarifField(field: string): SarifLog {
  return JSON.parse(gunzipSync(Buffer.from(field, 'base64')).toString('utf8')) as SarifLog
}

/** The parts of a SARIF log the tests read. */
export interface SarifLog {
  version: string
  runs: {
    tool: {
      driver: {
        name: string
        semanticVersion: string
        rules: {
          id: string
          name: string
          shortDescription: { text: string }
          fullDescription: { text: string }
          help: { text: string }
          defaultConfiguration: { level: string }
          properties: { tags: string[]; 'security-severity'?: string }
        }[]
      }
    }
    automationDetails: { id: string }
    versionControlProvenance: { repositoryUri: string; revisionId: string; branch: string }[]
    results: SarifResult[]
  }[]
}

export interface SarifResult {
  ruleId: string
  ruleIndex: number
  level: string
  message: { text: string }
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: string }
      region?: { startLine: number; startColumn?: number; endLine?: number; endColumn?: number }
    }
  }[]
  relatedLocations?: {
    id: number
    physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } }
  }[]
  partialFingerprints: Record<string, string>
  properties: { semgrepFindingId: string; semgrepFindingUrl: string; semgrepFindingType: string }
}
