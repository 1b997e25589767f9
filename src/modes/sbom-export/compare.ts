/**
 * "What changed since the previous release" (`compare-with`, `release-notes`, `sbom-diff-file`):
 * finds the base release in GitHub's releases list, downloads its SBOM asset, compares it with the
 * SBOM just exported, and reports the changes as outputs, a file, a summary section and, when asked,
 * a section of the release notes.
 *
 * Nothing here fails the step: the export succeeded, so a base that cannot be read is a warning, and
 * a first release (nothing to compare with) a notice. The gate (`gate.ts`) reads what became of the
 * comparison and fails the step where it must.
 */
import { notice, warn } from '../../action/annotations.js'
import { releaseTargetOf } from '../../action/event.js'
import { checkOutputPath, writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import type { ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import { formatBytes, formatCount } from '../../action/text.js'
import type { GitHubClient } from '../../github/client.js'
import { connectionAdvice, gitHubFailure } from '../../github/errors.js'
import type { ListedRelease } from '../../github/release-list.js'
import {
  componentHeadline,
  renderChanges,
  vulnerabilityHeadline,
  type ComparedBase,
  type ComparisonOutcome
} from './diff-markdown.js'
import {
  releaseAssetNameFor,
  sbomDiffFilePath,
  type CompareWith,
  type SbomExportInputs
} from './inputs.js'
import { MAX_NOTES_LENGTH, spliceNotes } from './release-notes.js'
import { gitHubReleaseTarget, type GitHubReleaseTarget } from './release-target.js'
import { chooseBase, type SbomBase } from './sbom-base.js'
import { diffSboms, indexSbom, type SbomDiff, type SbomIndex } from './sbom-diff.js'
import { MAX_SBOM_BYTES, parseCycloneDx } from './sbom-file.js'

/** All GitHub requests of the comparison together (list, download, notes). */
const GITHUB_TIMEOUT_MS = 120_000

/** Checks `sbom-diff-file` before any request, as every output path is. */
export function checkComparisonPath(inputs: SbomExportInputs): void {
  if (inputs.wait && inputs.compareWith.kind !== 'none' && inputs.sbomDiffFile !== undefined) {
    checkOutputPath('sbom-diff-file', inputs.sbomDiffFile)
  }
}

/** GitHub as the comparison asks it: one client, one deadline, the repository's path. */
interface ComparisonSession {
  octokit: GitHubClient
  owner: string
  repo: string
  repoPath: string
  signal: AbortSignal
  describe: (what: string, error: unknown) => string
  /** What to check when GitHub could not be reached (proxy, certificate, name); else undefined. */
  networkAdvice: (error: unknown) => string | undefined
}

/** A comparison that could not be made (a warning said why). */
type NotCompared = Extract<ComparisonOutcome, { state: 'not-compared' }>

/**
 * Compares the exported SBOM (indexed from the run's one parse of it) with the base release's; does
 * nothing (and calls GitHub not at all) for `compare-with: none` or a run that is not for a tag.
 * Returns what became of it, undefined for `compare-with: none`.
 */
export async function compareWithBase(
  inputs: SbomExportInputs,
  head: SbomIndex,
  repositoryId: bigint,
  context: Pick<ModeContext, 'event' | 'signal' | 'newGitHubClient'>
): Promise<ComparisonOutcome | undefined> {
  const { compareWith } = inputs
  if (compareWith.kind === 'none') return undefined
  const target = gitHubReleaseTarget(inputs, context.event)
  if ('skipped' in target) {
    const message = `The SBOM is not compared with an earlier release: ${target.skipped}.`
    const forTag = releaseTargetOf(context.event) !== undefined
    log.info(message)
    return { state: forTag ? 'skipped' : 'no-tag', message }
  }
  const session = await openSession(inputs, target, context)
  const listed = await listBaseReleases(session)
  if ('state' in listed) return listed
  const found = chooseComparedBase(inputs, compareWith, session, listed, target.tag)
  if ('state' in found) return found
  const baseSbom = await downloadBaseSbom(session, found)
  if ('state' in baseSbom) return baseSbom
  const diff = diffSboms(baseSbom, head)
  const base = comparedBase(found)
  const file = sbomDiffFilePath(inputs, repositoryId)
  await writeFileSafely(file, diffFileContent(diff, base, inputs.ref))
  await setOutputs(diff, base, file)
  const headline = [vulnerabilityHeadline(diff), componentHeadline(diff)].filter(Boolean)
  log.info(
    `Since ${base.tag}: ${headline.length > 0 ? headline.join('; ') : 'no changes'}. ` +
      `The comparison is in ${file}.`
  )
  if (inputs.releaseNotes !== 'append') return { state: 'compared', base, diff, file }
  const notes = await appendToNotes(session, listed.releases, target, diff, base)
  if (notes.state === 'failed') warn('release notes not edited', notes.message)
  return { state: 'compared', base, diff, file, notes }
}

/** The comparison could not be made: a warning (the gate, when set, fails on it later). */
function notCompared(message: string): NotCompared {
  warn('SBOM not compared with the earlier release', message)
  return { state: 'not-compared', message }
}

async function openSession(
  inputs: SbomExportInputs,
  target: GitHubReleaseTarget,
  context: Pick<ModeContext, 'signal' | 'newGitHubClient'>
): Promise<ComparisonSession> {
  const cancel = context.signal
  const octokit = await context.newGitHubClient({
    token: inputs.githubToken,
    apiUrl: inputs.githubApiUrl,
    // The base SBOM is the largest answer read; it has its own bound, checked as it arrives.
    maxResponseBytes: MAX_SBOM_BYTES,
    ...(cancel && { signal: cancel }),
    log: { debug: message => log.debug(message), warn: message => log.debug(message) }
  })
  const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS)
  const { owner, repo } = target
  return {
    octokit,
    owner,
    repo,
    repoPath: `/repos/${owner}/${repo}`,
    signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
    describe: (what, error) => gitHubFailure(error, what).message,
    networkAdvice: error => connectionAdvice(error, inputs.githubApiUrl)
  }
}

interface ListedReleases {
  releases: ListedRelease[]
  /** ` among its newest N releases (…)` when the list was cut; '' when complete. */
  searched: string
}

async function listBaseReleases(session: ComparisonSession): Promise<ListedReleases | NotCompared> {
  const { listReleases } = await import('../../github/release-list.js')
  const { octokit, owner, repo, signal } = session
  try {
    const { releases, complete } = await listReleases(octokit, { owner, repo, signal })
    const searched = complete
      ? ''
      : ` among its newest ${formatCount(releases.length)} releases (GitHub lists no more here)`
    return { releases, searched }
  } catch (error) {
    // The listing names itself in its error.
    const todo = refused(error)
      ? 'Give the job `permissions: contents: read` (or a github-token that may read releases)'
      : 'Run the step again'
    const network = session.networkAdvice(error)
    return notCompared(
      `${network ? `${network} The SBOM was not compared with an earlier release` : `${todo} to compare the SBOM with an earlier release`}: ` +
        `${session.describe(`GET ${session.repoPath}/releases`, error)}.`
    )
  }
}

/** The base release and its SBOM asset; else the notice or warning saying why there is none. */
function chooseComparedBase(
  inputs: SbomExportInputs,
  compareWith: Exclude<CompareWith, { kind: 'none' }>,
  session: ComparisonSession,
  listed: ListedReleases,
  tag: string
): SbomBase | Exclude<ComparisonOutcome, { state: 'compared' }> {
  const { owner, repo } = session
  const assetNameFor = (name: string): string => releaseAssetNameFor(inputs, repo, name)
  const choice = chooseBase(listed.releases, tag, compareWith, assetNameFor)
  switch (choice.kind) {
    case 'base':
      return choice.base
    case 'none-earlier': {
      const message =
        `This is the first release with an SBOM to compare: ${owner}/${repo} has no earlier ` +
        `published release (not a draft or prerelease) with an SBOM asset${listed.searched}.`
      notice('no earlier release to compare with', message)
      return { state: 'first-release', message }
    }
    case 'no-release':
      return notCompared(
        `Set compare-with to the tag of a release (or to previous): ${owner}/${repo} has no ` +
          `release for tag ${choice.tag}${listed.searched}.`
      )
    case 'no-asset': {
      const name = choice.release.tag_name
      return notCompared(
        `Attach the SBOM to release ${name} as ${assetNameFor(name)}, or set compare-with to ` +
          `another release: release ${name} has no asset of that name and not exactly one ` +
          '*.cdx.json asset.'
      )
    }
  }
}

function comparedBase({ release, asset }: SbomBase): ComparedBase {
  return {
    tag: release.tag_name,
    assetName: asset.name,
    assetUrl: asset.browser_download_url,
    releaseUrl: release.html_url
  }
}

/** The base release's SBOM, downloaded and indexed; else the warning saying why not. */
async function downloadBaseSbom(
  session: ComparisonSession,
  { release, asset }: SbomBase
): Promise<SbomIndex | NotCompared> {
  log.info(
    `Comparing the SBOM with ${asset.name} (${formatBytes(asset.size)}) of release ${release.tag_name}.`
  )
  const tooLarge =
    `Set compare-with to another release, or none: the SBOM ${asset.name} of release ` +
    `${release.tag_name} is larger than ${formatBytes(MAX_SBOM_BYTES)}, the most this action reads.`
  if (asset.size > MAX_SBOM_BYTES) return notCompared(tooLarge)
  const { AssetTooLargeError, downloadReleaseAsset } =
    await import('../../github/release-asset-download.js')
  let bytes: Buffer | undefined
  try {
    bytes = await downloadReleaseAsset(session.octokit, {
      owner: session.owner,
      repo: session.repo,
      assetId: asset.id,
      maxBytes: MAX_SBOM_BYTES,
      signal: session.signal
    })
  } catch (error) {
    // The bounded fetch throws its own transfer error (not a GitHubError): read it either way.
    const transfer = gitHubFailure(error, 'download').transfer
    if (error instanceof AssetTooLargeError || transfer === 'ETOOLARGE') {
      return notCompared(tooLarge)
    }
    const network = session.networkAdvice(error)
    return notCompared(
      `${network ? `${network} Or set compare-with: none` : 'Run the step again, or set compare-with: none'}: the SBOM ${asset.name} of release ` +
        `${release.tag_name} could not be downloaded: ` +
        `${session.describe(`GET ${session.repoPath}/releases/assets/${asset.id}`, error)}.`
    )
  }
  // Each document is indexed as soon as it is parsed and then let go: at 20,000 components a parsed
  // SBOM is tens of MB, its index a fraction of that.
  const indexed = indexText(bytes.toString('utf8'))
  bytes = undefined
  if ('problem' in indexed) {
    return notCompared(
      `Replace ${asset.name} on release ${release.tag_name} with that release's CycloneDX JSON ` +
        `SBOM, or set compare-with to another release: ${indexed.problem}.`
    )
  }
  return indexed.index
}

/** The SBOM in `text`, indexed for the comparison; the parsed document is not kept. */
export function indexText(text: string): { index: SbomIndex } | { problem: string } {
  const parsed = parseCycloneDx(text)
  return 'problem' in parsed ? parsed : { index: indexSbom(parsed.bom) }
}

async function setOutputs(diff: SbomDiff, base: ComparedBase, file: string): Promise<void> {
  const { components, vulnerabilities } = diff
  await setOutput('sbom-diff-base', base.tag, 'txt')
  await setOutput('components-added', String(components.added.length), 'txt')
  await setOutput('components-removed', String(components.removed.length), 'txt')
  await setOutput('components-changed', String(components.changed.length), 'txt')
  await setOutput('vulnerabilities-introduced', String(vulnerabilities.introduced.length), 'txt')
  await setOutput('vulnerabilities-resolved', String(vulnerabilities.resolved.length), 'txt')
  await setOutput('sbom-diff-file', file, 'txt')
}

/** The `sbom-diff-file` document, as the contract shapes it; written piece by piece. */
function* diffFileContent(diff: SbomDiff, base: ComparedBase, ref: string): Generator<string> {
  const list = function* (items: readonly unknown[], indent: string): Generator<string> {
    if (items.length === 0) {
      yield '[]'
      return
    }
    yield '['
    for (let i = 0; i < items.length; i++) {
      yield `\n${indent}  ${JSON.stringify(items[i])}${i < items.length - 1 ? ',' : ''}`
    }
    yield `\n${indent}]`
  }
  yield `{\n  "base": ${JSON.stringify({ tag: base.tag, asset: base.assetName })},\n`
  yield `  "head": ${JSON.stringify({ ref })},\n`
  yield '  "components": {\n    "added": '
  yield* list(diff.components.added, '    ')
  yield ',\n    "removed": '
  yield* list(diff.components.removed, '    ')
  yield ',\n    "changed": '
  yield* list(diff.components.changed, '    ')
  yield '\n  },\n  "vulnerabilities": {\n    "introduced": '
  yield* list(diff.vulnerabilities.introduced, '    ')
  yield ',\n    "resolved": '
  yield* list(diff.vulnerabilities.resolved, '    ')
  yield '\n  }\n}\n'
}

/** Writes the changes into the tag's release notes; a failure is returned, for a warning. */
async function appendToNotes(
  at: ComparisonSession,
  releases: readonly ListedRelease[],
  target: GitHubReleaseTarget,
  diff: SbomDiff,
  base: ComparedBase
): Promise<{ state: 'written'; url: string } | { state: 'failed'; message: string }> {
  const own = releases.find(r => r.tag_name === target.tag)
  const releaseId = target.releaseId ?? own?.id
  if (releaseId === undefined) {
    return {
      state: 'failed',
      message:
        `Create a release for tag ${target.tag} (a draft will do) before this step to have the ` +
        `changes written into its notes: ${at.owner}/${at.repo} has no release for that tag.`
    }
  }
  const { editReleaseNotes } = await import('../../github/release-notes.js')
  try {
    await editReleaseNotes(
      at.octokit,
      { owner: at.owner, repo: at.repo, releaseId, signal: at.signal },
      notes => {
        // Fewer rows when the notes would be longer than GitHub takes.
        for (const maxRows of [50, 10, 0]) {
          const spliced = spliceNotes(
            notes,
            renderChanges(diff, base, { target: 'notes', maxRows })
          )
          if (spliced.length <= MAX_NOTES_LENGTH || maxRows === 0) return spliced
        }
        return notes
      }
    )
    log.info(`Wrote the changes since ${base.tag} into the release notes of ${target.tag}.`)
    return { state: 'written', url: own?.html_url ?? '' }
  } catch (error) {
    const todo = refused(error)
      ? 'Give the job `permissions: contents: write` (or a github-token that may edit releases)'
      : 'Run the step again'
    const network = at.networkAdvice(error)
    return {
      state: 'failed',
      message:
        `${network ? `${network} The changes were not written into the release notes of ${target.tag}` : `${todo} to have the changes written into the release notes of ${target.tag}`}: ` +
        `${at.describe(`GET/PATCH ${at.repoPath}/releases/${releaseId}`, error)}.`
    }
  }
}

/** GitHub answered 401 or 403: a question of the token's permissions. */
function refused(error: unknown): boolean {
  const { status } = gitHubFailure(error, '')
  return status === 401 || status === 403
}
