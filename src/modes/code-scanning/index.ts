/**
 * `mode: code-scanning`: the platform's open findings of a branch as GitHub code scanning alerts,
 * with no rescan. The steps, in order:
 * 1. on a pull request event, one notice and nothing else (a pull request scan holds only the
 *    findings it adds: code scanning would read the others as fixed);
 * 2. the repository's project, and the commit of the branch's latest completed full scan
 *    (`scan-commit`; `off`: GITHUB_SHA) — the alerts' lines belong to that commit;
 * 3. the findings still to fix on the branch (listing.ts), mapped to one SARIF run (sarif.ts) and
 *    written to `sarif-file`;
 * 4. with `upload: true`, the upload to code scanning, and with `wait-for-processing`, its
 *    processing until complete or failed (a timeout is a warning).
 */
import * as path from 'node:path'
import { notice, warn } from '../../action/annotations.js'
import { PULL_REQUEST_EVENTS } from '../../action/event.js'
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { Mode, ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { formatCount, oneLine, plural, truncate } from '../../action/text.js'
import { ACTION_VERSION } from '../../action/version.js'
import { sarifProcessing, uploadSarif, type SarifReceipt } from '../../github/code-scanning.js'
import { GitHubError } from '../../github/errors.js'
import { projectNamed, RepeatedProjectsError } from '../../platform/project-pages.js'
import { latestFullScan, scanTime } from '../../platform/scans.js'
import {
  branchRefError,
  isBranchRef,
  parseCodeScanningInputs,
  type CodeScanningInputs
} from './inputs.js'
import { listBranchFindings } from './listing.js'
import { buildSarif, MAX_RESULTS, TOOL_NAME, type SarifRun } from './sarif.js'
import { renderCodeScanningSummary, type CodeScanningRun } from './summary.js'

export const PULL_REQUEST_NOTICE =
  'Nothing uploaded on a pull request: code scanning shows the platform’s open findings of a ' +
  'branch, and a pull request’s scan on the platform holds only the findings it adds, so code ' +
  'scanning would read the others as fixed. Run this step on push to the default branch and on ' +
  'a schedule.'

/** Polls of the upload's processing: the first wait, growing to the longest. */
const FIRST_POLL_MS = 2_000
const LONGEST_POLL_MS = 15_000
/** At most this much of GitHub's processing errors goes into the failure. */
const ERRORS_LIMIT = 1_000

export async function runCodeScanning(
  inputs: CodeScanningInputs,
  context: ModeContext
): Promise<void> {
  const run: CodeScanningRun = {
    repository: inputs.repository,
    category: inputs.category,
    warnings: []
  }
  if (PULL_REQUEST_EVENTS.includes(context.event.name)) {
    notice('nothing uploaded on a pull request', PULL_REQUEST_NOTICE)
    context.summary.showNotice(PULL_REQUEST_NOTICE)
    return
  }
  context.summary.show((failure, cancelled) => renderCodeScanningSummary(run, failure, cancelled))
  const startedAt = new Date(context.clock.now()).toISOString().replace(/\.\d+Z$/, 'Z')
  const ref = inputs.findingRef ?? context.event.ref ?? ''
  if (!isBranchRef(ref)) throw branchRefError(ref, 'GITHUB_REF')
  run.ref = ref
  const slug = await context.deployment.slug()
  const repositoryId = await repositoryIdOf(inputs.repository, slug, context)
  const sarifFile =
    inputs.sarifFile ?? path.join(inputs.sarifFolder, `code-scanning-${repositoryId}.sarif`)
  checkOutputPath('sarif-file', sarifFile)
  run.scan = await scanCommit(inputs, ref, repositoryId, context)
  await setOutput('scan-commit', run.scan.commit, 'txt')

  const listing = await listBranchFindings(
    {
      slug,
      repository: inputs.repository,
      ref,
      types: inputs.findingTypes,
      severities: inputs.findingSeverities
    },
    context
  )
  run.mismatched = listing.mismatched
  log.info(
    `Listed ${plural(listing.findings.count, 'finding')} still to fix on ${ref} ` +
      `(${plural(listing.pages, 'page')}).`
  )
  const sarif = buildSarif(listing.findings, {
    version: ACTION_VERSION,
    category: inputs.category,
    repositoryUrl: `${inputs.githubServerUrl}/${inputs.repository}`,
    commit: run.scan.commit,
    ref,
    findingUrl: id =>
      `${inputs.apiUrl}/orgs/${encodeURIComponent(slug)}/findings/${encodeURIComponent(id)}`
  })
  await writeFileSafely(sarifFile, sarif.json)
  run.sarif = { file: sarifFile, ...sarif }
  await reportSarif(sarif, listing.mismatched, sarifFile, run)
  if (!inputs.upload) {
    run.uploadSkipped = true
    log.info(`Wrote ${sarifFile}; not uploaded (upload: false).`)
    return
  }
  const receipt = await upload(inputs, ref, run.scan.commit, sarif, startedAt, context)
  run.upload = { id: receipt.id, url: receipt.url }
  await setOutput('sarif-id', receipt.id, 'txt')
  log.info(`Uploaded to code scanning: upload ${receipt.id}.`)
  if (inputs.waitForProcessing) {
    run.upload.processing = await waitForProcessing(inputs, receipt, context, run)
  }
}

/** The repository's ID: its project's, as the platform knows it. */
async function repositoryIdOf(
  repository: string,
  slug: string,
  context: Pick<ModeContext, 'client'>
): Promise<bigint> {
  let search
  try {
    search = await projectNamed(context.client, slug, repository, () =>
      log.info(`No project is named exactly ${repository}; searching the project list.`)
    )
  } catch (error) {
    if (!(error instanceof RepeatedProjectsError)) throw error
    throw new Error(
      `Run the step again later: the project list of deployment ${oneLine(slug)} repeated its ` +
        `projects on page ${error.page}, so ${repository} could not be found. Nothing was uploaded.`
    )
  }
  if (search.project === undefined) {
    throw new Error(
      `Scan ${repository} on the platform first: no project of deployment ${oneLine(slug)} is ` +
        `named ${repository} (searched ${plural(search.searched, 'project')}), so it has no ` +
        `findings to show. Nothing was uploaded.`
    )
  }
  return search.project.id
}

/** The commit the SARIF describes: the branch's latest completed full scan's, or GITHUB_SHA. */
async function scanCommit(
  inputs: CodeScanningInputs,
  ref: string,
  repositoryId: bigint,
  context: Pick<ModeContext, 'client' | 'event'>
): Promise<{ commit: string; completedAt?: string }> {
  if (inputs.scanCommit === 'off') {
    const sha = context.event.sha?.trim().toLowerCase() ?? ''
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
      throw new Error(
        'Run this step in a workflow, or set scan-commit: warn: with scan-commit: off the SARIF ' +
          'describes GITHUB_SHA, which is not a commit here. Nothing was uploaded.'
      )
    }
    log.info(`scan-commit: off: the SARIF describes GITHUB_SHA ${sha}.`)
    return { commit: sha }
  }
  const lookup = await latestFullScan(
    page => context.client.searchBranchFullScans({ ...page, branch: ref }),
    repositoryId
  )
  const off =
    'Set scan-commit: off to describe GITHUB_SHA instead, if the findings are known to match it.'
  if (lookup.kind === 'unavailable') {
    throw new Error(
      `Ask the platform's administrators about ScansService_SearchScans: the commit of the ` +
        `latest full scan of ${ref} could not be looked up, because ` +
        `${lookup.reason}, and alerts must name the commit their lines belong to. ${off} ` +
        'Nothing was uploaded.'
    )
  }
  if (lookup.kind === 'none') {
    throw new Error(
      `Run this step after a full scan of ${ref} has completed on the platform (the scan of a ` +
        `push to that branch, or a scheduled one): it has no completed full scan of ${ref} of ` +
        `repository ${repositoryId} in the last 30 days, and alerts must name the commit their ` +
        `lines belong to. ${off} Nothing was uploaded.`
    )
  }
  const { scan } = lookup
  log.info(
    `The platform's latest completed full scan of ${ref} is of commit ${scan.commit}, completed ` +
      `${scanTime(scan.completedAt)}: the SARIF describes it.`
  )
  return { commit: scan.commit, completedAt: scan.completedAt }
}

/** The outputs of the file, and the warning of results left out by GitHub's limits. */
async function reportSarif(
  sarif: SarifRun,
  mismatched: Map<string, number>,
  file: string,
  run: CodeScanningRun
): Promise<void> {
  const skipped =
    [...mismatched.values()].reduce((a, b) => a + b, 0) +
    [...sarif.skipped.values()].reduce((a, b) => a + b, 0)
  await setOutput('sarif-file', file, 'txt')
  await setOutput('result-count', String(sarif.kept.length), 'txt')
  await setOutput('rule-count', String(sarif.ruleCount), 'txt')
  await setOutput('skipped-count', String(skipped), 'txt')
  if (sarif.cut > 0) {
    const limit =
      sarif.cutBy === 'size'
        ? "GitHub's limit of 10 MB on the gzipped file"
        : `GitHub's limit of ${formatCount(MAX_RESULTS)} results a run`
    const message =
      `Narrow the findings with finding-severities or finding-types to upload them all: ` +
      `${plural(sarif.cut, 'finding')} still to fix, the least severe, were left out to keep ` +
      `within ${limit}; the ${plural(sarif.kept.length, 'result')} kept are the most severe.`
    warn('findings left out of the upload', message)
    run.warnings.push(message)
  }
}

async function upload(
  inputs: CodeScanningInputs,
  ref: string,
  commit: string,
  sarif: SarifRun,
  startedAt: string,
  context: ModeContext
): Promise<SarifReceipt> {
  const [owner = '', repo = ''] = inputs.repository.split('/')
  try {
    return await uploadSarif({
      ...gitHub(inputs, context),
      owner,
      repo,
      commitSha: commit,
      ref,
      sarif: sarif.gzipped.toString('base64'),
      toolName: TOOL_NAME,
      startedAt
    })
  } catch (error) {
    throw uploadError(error, inputs, sarif)
  }
}

function gitHub(
  inputs: CodeScanningInputs,
  context: ModeContext
): {
  token: string
  apiUrl: string
  newClient: ModeContext['newGitHubClient']
  log: { debug: (m: string) => void; warn: (m: string) => void }
  signal?: AbortSignal
} {
  return {
    token: inputs.githubToken,
    apiUrl: inputs.githubApiUrl,
    newClient: context.newGitHubClient,
    log: { debug: log.debug, warn: log.debug },
    ...(context.signal && { signal: context.signal })
  }
}

/** GitHub's refusals of the upload, each with what to check; other failures as they are. */
function uploadError(error: unknown, inputs: CodeScanningInputs, sarif: SarifRun): unknown {
  if (!(error instanceof GitHubError)) return error
  const quoted = truncate(oneLine(error.message), 500)
  const keep = 'Set upload: false to keep the SARIF file without uploading it.'
  if (error.status === 403) {
    return new Error(
      'Give the workflow permissions: security-events: write, and on a private repository turn on ' +
        `GitHub Code Security (or Advanced Security): GitHub refused the SARIF upload to ` +
        `${inputs.repository} (${quoted}). It answers 403 also for an archived repository. ${keep}`
    )
  }
  if (error.status === 404) {
    return new Error(
      `Check that github-token can reach ${inputs.repository} (GITHUB_API_URL ` +
        `${inputs.githubApiUrl}): GitHub answered 404 to the SARIF upload (${quoted}). ${keep}`
    )
  }
  if (error.status === 413) {
    return new Error(
      `Narrow the findings with finding-severities or finding-types: GitHub refused the SARIF as ` +
        `too large (${quoted}); it held ${plural(sarif.kept.length, 'result')} of ` +
        `${plural(sarif.ruleCount, 'rule')}, ${sarif.gzipped.length} bytes gzipped. ${keep}`
    )
  }
  return error
}

/** Polls the upload until GitHub has processed it, or the timeout (a warning). */
async function waitForProcessing(
  inputs: CodeScanningInputs,
  receipt: SarifReceipt,
  context: ModeContext,
  run: CodeScanningRun
): Promise<'complete' | 'timeout'> {
  const [owner = '', repo = ''] = inputs.repository.split('/')
  const endsAt = context.clock.now() + inputs.processingTimeoutMs
  let wait = FIRST_POLL_MS
  for (;;) {
    const processing = await sarifProcessing({
      ...gitHub(inputs, context),
      owner,
      repo,
      sarifId: receipt.id
    })
    if (processing.status === 'complete') {
      log.info(`GitHub has processed upload ${receipt.id}.`)
      return 'complete'
    }
    if (processing.status === 'failed') {
      run.upload!.processing = 'failed'
      const errors = truncate(
        oneLine(processing.errors.join('; ')) || 'no errors given',
        ERRORS_LIMIT
      )
      throw new Error(
        `Check the SARIF file (sarif-file): GitHub could not process upload ${receipt.id}: ${errors}.`
      )
    }
    const left = endsAt - context.clock.now()
    if (left <= 0) break
    await context.clock.sleep(Math.min(wait, left), context.signal)
    context.signal?.throwIfAborted()
    wait = Math.min(LONGEST_POLL_MS, Math.round(wait * 1.5))
  }
  const url =
    receipt.url ||
    `${inputs.githubApiUrl}/repos/${inputs.repository}/code-scanning/sarifs/${receipt.id}`
  const message =
    `Look at the upload later: GitHub had not finished processing upload ${receipt.id} after ` +
    `${Math.round(inputs.processingTimeoutMs / 1000)} s (processing-timeout); its status is at ${url}.`
  warn('upload not processed yet', message)
  run.warnings.push(message)
  return 'timeout'
}

const codeScanning: Mode<CodeScanningInputs> = {
  parseInputs: parseCodeScanningInputs,
  run: runCodeScanning,
  // A fork's pull request gets no token: the same notice, not an input error.
  forkPullRequestNotice: PULL_REQUEST_NOTICE
}
export default codeScanning
