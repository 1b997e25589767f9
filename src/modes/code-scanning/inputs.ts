/** The inputs of `mode: code-scanning`, checked here once; later code trusts the type. */
import * as os from 'node:os'
import {
  githubApiUrl,
  InputError,
  parseBoolean,
  parseChoice,
  parseChoices,
  parseFilePath,
  parseInteger,
  type CommonInputs,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import { hasControlCharacters } from '../../action/text.js'
import {
  FINDING_SEVERITIES,
  FINDING_TYPES,
  type FindingSeverity,
  type FindingType
} from '../../platform/findings.js'

export type ScanCommitMode = 'warn' | 'require' | 'off'
const SCAN_COMMIT_MODES: readonly ScanCommitMode[] = ['warn', 'require', 'off']
export const DEFAULT_FINDING_TYPES: readonly FindingType[] = ['sast', 'sca']
export const DEFAULT_CATEGORY = 'semgrep-platform'
export const DEFAULT_PROCESSING_TIMEOUT_S = 120
export const MIN_PROCESSING_TIMEOUT_S = 10
export const MAX_PROCESSING_TIMEOUT_S = 900

export interface CodeScanningInputs {
  /** `finding-ref`, `refs/heads/<branch>`; undefined: GITHUB_REF (checked in the run). */
  findingRef?: string
  findingTypes: FindingType[]
  /** Empty: every severity. */
  findingSeverities: FindingSeverity[]
  /** Without a trailing `/`: `runAutomationDetails.id` is `<category>/`. */
  category: string
  /** `sarif-file`; undefined: `$RUNNER_TEMP/code-scanning-<repository-id>.sarif`. */
  sarifFile?: string
  /** Where the default file goes: RUNNER_TEMP, else the system's temporary folder. */
  sarifFolder: string
  upload: boolean
  waitForProcessing: boolean
  processingTimeoutMs: number
  githubToken: string
  githubApiUrl: string
  /** The web origin and path of GitHub (`https://github.com`), for the repository's URL. */
  githubServerUrl: string
  /** `owner/name`, GITHUB_REPOSITORY. */
  repository: string
  scanCommit: ScanCommitMode
  /** The platform's base URL, for each finding's link. */
  apiUrl: string
}

/** A branch as a scan records it on push and schedule. */
const BRANCH_REF = /^refs\/heads\/[^\s]+$/

/** Whether `ref` is a branch ref a scan can record; the same rule for the input and GITHUB_REF. */
export function isBranchRef(ref: string): boolean {
  return BRANCH_REF.test(ref) && !hasControlCharacters(ref) && ref.length <= 1000
}

export function branchRefError(ref: string, from: string): InputError {
  const shown = JSON.stringify(ref.slice(0, 200))
  return new InputError(
    `Set finding-ref to a branch, refs/heads/<branch> (e.g. refs/heads/main): ${from} is ${shown}, ` +
      `which is not a branch. Code scanning shows a branch's open findings; run this step on push ` +
      `to the default branch or on a schedule.`
  )
}

export function parseCodeScanningInputs(
  read: InputReader,
  env: InputEnvironment,
  common: CommonInputs
): CodeScanningInputs {
  const ref = read('finding-ref').trim()
  if (ref && !isBranchRef(ref)) throw branchRefError(ref, 'finding-ref')
  const repository = (env.GITHUB_REPOSITORY ?? '').trim()
  if (!/^[^/\s]+\/[^/\s]+$/.test(repository)) {
    throw new InputError(
      'Run this step in a GitHub Actions workflow: GITHUB_REPOSITORY (owner/name) is not set, and ' +
        'code scanning alerts belong to a repository.'
    )
  }
  const upload = parseBoolean('upload', read('upload'), true)
  const githubToken = read('github-token').trim()
  if (upload && !githubToken) {
    throw new InputError(
      'Set github-token (default ${{ github.token }}) with permissions: security-events: write, or ' +
        'upload: false to write the SARIF file only.'
    )
  }
  const types = parseChoices('finding-types', read('finding-types'), FINDING_TYPES)
  const sarifFile = read('sarif-file').trim()
  return {
    ...(ref && { findingRef: ref }),
    findingTypes: types.length > 0 ? types : [...DEFAULT_FINDING_TYPES],
    findingSeverities: parseChoices(
      'finding-severities',
      read('finding-severities'),
      FINDING_SEVERITIES
    ),
    category: parseCategory(read('category')),
    ...(sarifFile && { sarifFile: parseFilePath(sarifFile, env, '') }),
    sarifFolder: env.RUNNER_TEMP || os.tmpdir(),
    upload,
    waitForProcessing: parseBoolean('wait-for-processing', read('wait-for-processing'), true),
    processingTimeoutMs:
      parseInteger(
        'processing-timeout',
        read('processing-timeout'),
        DEFAULT_PROCESSING_TIMEOUT_S,
        MIN_PROCESSING_TIMEOUT_S,
        MAX_PROCESSING_TIMEOUT_S
      ) * 1000,
    githubToken,
    githubApiUrl: githubApiUrl(env),
    githubServerUrl: serverUrl(env.GITHUB_SERVER_URL),
    repository,
    scanCommit: parseChoice('scan-commit', read('scan-commit').trim() || 'warn', SCAN_COMMIT_MODES),
    apiUrl: common.apiUrl
  }
}

/** The analysis category: one line of printable text; a trailing `/` is the one the action adds. */
function parseCategory(value: string): string {
  const category = value.trim().replace(/\/+$/, '') || DEFAULT_CATEGORY
  if (hasControlCharacters(category) || category.length > 200) {
    throw new InputError(
      `Input 'category' must be one line of at most 200 characters, e.g. ${DEFAULT_CATEGORY}.`
    )
  }
  return category
}

/** The origin and path of GITHUB_SERVER_URL; github.com when unset or not an http(s) URL. */
function serverUrl(value: string | undefined): string {
  try {
    const url = new URL((value ?? '').trim())
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
    }
  } catch {
    // not a URL: the default
  }
  return 'https://github.com'
}
