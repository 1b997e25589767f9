/**
 * The downloaded SBOM as an asset of the GitHub release of the run's tag (`release-asset`). `auto`:
 * no release is a notice and any other failure a warning (the export itself succeeded); `true`: both
 * fail the step.
 */
import { notice, warn } from '../../action/annotations.js'
import * as log from '../../action/log.js'
import type { ModeContext } from '../../action/mode.js'
import { setOutput } from '../../action/outputs.js'
import type {
  AttachedAsset,
  ReleaseAssetFailure,
  ReleaseAssetRequest
} from '../../github/releases.js'
import type { GateRelease } from './gate.js'
import { releaseAssetNameFor, vexAssetNameFor, type SbomExportInputs } from './inputs.js'
import { gitHubReleaseTarget, type GitHubReleaseTarget } from './release-target.js'

/**
 * What became of the release asset. The outcomes that fail the step (with `release-asset: true`)
 * carry the error as `failure`: returned, so that the summary says what happened; the run throws it.
 */
export type ReleaseOutcome =
  | { state: 'attached'; tag: string; asset: AttachedAsset }
  /** Not attempted: `release-asset: false`, no tag, no token, or no SBOM downloaded. */
  | { state: 'skipped'; reason: string; failure?: Error }
  /** Attempted and not attached: a notice (no release) or a `warning` (the same message) said why. */
  | {
      state: 'not-attached'
      tag: string
      message: string
      kind?: ReleaseAssetFailure
      warning?: string
    }
  /** Attempted with `release-asset: true` and failed: the step failed. */
  | { state: 'failed'; tag: string; message: string; failure: Error }

/** Attaches the SBOM (`data`, the bytes of `file`) to the release of the run's tag. */
export async function attachToRelease(
  inputs: SbomExportInputs,
  sbom: { file: string; data: Buffer },
  context: Pick<ModeContext, 'event' | 'signal' | 'newGitHubClient'>
): Promise<ReleaseOutcome> {
  if (inputs.releaseAsset === 'false') return { state: 'skipped', reason: 'release-asset is false' }
  const found = gitHubReleaseTarget(inputs, context.event)
  if ('skipped' in found) return skipped(inputs, found.skipped)
  const { attachReleaseAsset, ReleaseAssetError } = await import('../../github/releases.js')
  try {
    const asset = await attachReleaseAsset(attachRequest(inputs, found, sbom, context))
    await setOutput('release-asset-url', asset.downloadUrl, 'txt')
    log.info(
      `${asset.replaced ? 'Replaced' : 'Attached'} release asset ${asset.name} on ${found.tag}: ${asset.downloadUrl}`
    )
    return { state: 'attached', tag: found.tag, asset }
  } catch (error) {
    if (!(error instanceof ReleaseAssetError)) throw error
    const { message, kind } = error
    if (inputs.releaseAsset === 'true') {
      return { state: 'failed', tag: found.tag, message, failure: error }
    }
    if (kind === 'no-release') {
      notice('no release for the tag', message)
      return { state: 'not-attached', tag: found.tag, message, kind }
    }
    warn(
      kind === 'immutable' ? 'the release is immutable' : 'SBOM not attached to the release',
      message
    )
    return { state: 'not-attached', tag: found.tag, message, kind, warning: message }
  }
}

/** No release to attach to: a log line, or with `release-asset: true` the step's failure. */
function skipped(inputs: SbomExportInputs, reason: string): ReleaseOutcome {
  if (inputs.releaseAsset === 'true') {
    const failure = new Error(
      `Run this step on a tag push or a release event (or set release-asset: auto): ` +
        `release-asset is true, but nothing can be attached because ${reason}.`
    )
    return { state: 'skipped', reason, failure }
  }
  log.info(`The SBOM is not attached to a release: ${reason}.`)
  return { state: 'skipped', reason }
}

/** What became of the VEX asset: attached beside the SBOM, or why not (a warning said so). */
export type VexAssetOutcome =
  | { state: 'attached'; asset: AttachedAsset }
  | { state: 'not-attached'; warning: string }
  | { state: 'failed'; failure: Error }

/**
 * Attaches the VEX document beside the SBOM, to the release the SBOM went to (only then); a
 * re-run replaces it as it does the SBOM. Failing is a warning, or with `release-asset: true` the
 * step's failure.
 */
export async function attachVexToRelease(
  inputs: SbomExportInputs,
  sbomRelease: ReleaseOutcome,
  vex: { file: string; data: Buffer; format: 'openvex' | 'cyclonedx' },
  context: Pick<ModeContext, 'event' | 'signal' | 'newGitHubClient'>
): Promise<VexAssetOutcome | undefined> {
  if (sbomRelease.state !== 'attached') return undefined
  const found = gitHubReleaseTarget(inputs, context.event)
  if ('skipped' in found) return undefined
  const { attachReleaseAsset, ReleaseAssetError } = await import('../../github/releases.js')
  const assetName = vexAssetNameFor(sbomRelease.asset.name, vex.format)
  try {
    const asset = await attachReleaseAsset({
      ...attachRequest(inputs, found, vex, context),
      assetName
    })
    log.info(
      `${asset.replaced ? 'Replaced' : 'Attached'} the VEX document ${asset.name} on ${found.tag}: ${asset.downloadUrl}`
    )
    return { state: 'attached', asset }
  } catch (error) {
    if (!(error instanceof ReleaseAssetError)) throw error
    if (inputs.releaseAsset === 'true') return { state: 'failed', failure: error }
    const warning = `The VEX document was not attached beside the SBOM: ${error.message}`
    warn('VEX not attached to the release', warning)
    return { state: 'not-attached', warning }
  }
}

/** The VEX report's asset: its name and URL, or the warning. */
export function vexAssetOf(
  outcome: Exclude<VexAssetOutcome, { state: 'failed' }>
): { name: string; url: string } | { warning: string } {
  return outcome.state === 'attached'
    ? { name: outcome.asset.name, url: outcome.asset.downloadUrl }
    : { warning: outcome.warning }
}

function attachRequest(
  inputs: SbomExportInputs,
  target: GitHubReleaseTarget,
  sbom: { file: string; data: Buffer },
  context: Pick<ModeContext, 'signal' | 'newGitHubClient'>
): ReleaseAssetRequest {
  const { owner, repo, tag, releaseId } = target
  return {
    token: inputs.githubToken,
    apiUrl: inputs.githubApiUrl,
    owner,
    repo,
    tag,
    ...(releaseId !== undefined && { releaseId }),
    assetName: releaseAssetNameFor(inputs, repo, tag),
    file: sbom.file,
    data: sbom.data,
    ...(context.signal && { signal: context.signal }),
    newClient: context.newGitHubClient,
    log: { debug: message => log.debug(message), warn: message => log.debug(message) }
  }
}

/** What a failing gate holds back: the tag's draft, a published release, or no release known. */
export function gateRelease(release: ReleaseOutcome | undefined): GateRelease {
  if (release?.state === 'attached') {
    const { tag } = release
    return release.asset.draft ? { kind: 'draft', tag } : { kind: 'published', tag }
  }
  // An immutable release is a published one (a draft takes assets).
  if (release?.state === 'not-attached' && release.kind === 'immutable') {
    return { kind: 'published', tag: release.tag }
  }
  return { kind: 'none' }
}
