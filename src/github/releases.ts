/**
 * Attaches a file to the GitHub release of a tag (`mode: sbom-export`): finds the release (the
 * event's own, the published release of the tag, or else the tag's draft from the releases list),
 * deletes an asset of the same name (so that a re-run replaces it) and uploads the file to the
 * release's `upload_url`. An immutable release is left as it is. `@actions/github` is imported on
 * the first call only, so that runs which attach nothing never load it.
 *
 * The token goes to GitHub's API origin (`apiUrl`) and to the upload origin that the release's
 * `upload_url` names, and only when that origin belongs to the same GitHub: the API's host, or its
 * `uploads.` sibling of an `api.` host (api.github.com → uploads.github.com).
 */
import { readFile } from 'node:fs/promises'
import { describeConnectionFailure } from '../network/failures.js'
import { clientFor, type ClientRequest, type GitHubClient } from './client.js'
import { gitHubFailure, GitHubError } from './errors.js'
import { listAll } from './paginate.js'
import { listReleases } from './release-list.js'

export interface ReleaseAssetRequest extends Omit<ClientRequest, 'allowUrl'> {
  owner: string
  repo: string
  tag: string
  /** The release's ID when the event gave it (a `release` event); else the release is found by tag. */
  releaseId?: number
  /** The asset's name on the release. */
  assetName: string
  file: string
  /** The file's bytes when the caller holds them: uploaded as they are, the file not read again. */
  data?: Buffer
}

export interface AttachedAsset {
  name: string
  /** `browser_download_url`: where people download it. */
  downloadUrl: string
  /** The release's page. */
  releaseUrl: string
  size: number
  /** True when an asset of the same name was there and was replaced. */
  replaced: boolean
  /** Whether the release is a draft (not yet published). */
  draft: boolean
}

/**
 * Why nothing was attached: no release for the tag, GitHub refused (401/403), the release is
 * immutable (published with release immutability on), or anything else.
 */
export type ReleaseAssetFailure = 'no-release' | 'refused' | 'immutable' | 'failed'

export class ReleaseAssetError extends Error {
  override name = 'ReleaseAssetError'
  constructor(
    message: string,
    readonly kind: ReleaseAssetFailure,
    /** HTTP status when GitHub answered. */
    readonly status: number | undefined
  ) {
    super(message)
  }
}

/** A release has at most 1,000 assets. */
const MAX_ASSETS = 1_000

/**
 * Attaches `file` to the release. Retries of a 5xx or an unanswered request are the client's; a
 * second run replacing the same asset at once is no failure (see {@link replaceAsset}).
 */
export async function attachReleaseAsset(request: ReleaseAssetRequest): Promise<AttachedAsset> {
  const data = request.data ?? (await readFile(request.file))
  const octokit = await clientFor({
    ...request,
    allowUrl: url => isUploadOrigin(url, new URL(request.apiUrl))
  })
  try {
    return await attach(octokit, request, data)
  } catch (error) {
    throw describeFailure(error, request)
  }
}

/** Runs one step of the attachment; a failure is a `GitHubError` naming the step. */
async function step<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw gitHubFailure(error, what)
  }
}

/** The release an asset goes to, as found and checked. */
interface TargetRelease {
  id: number
  uploadUrl: string
  htmlUrl: string
  draft: boolean
}

/** What each step of an attachment needs. */
interface AttachSession {
  octokit: GitHubClient
  request: ReleaseAssetRequest
  repoPath: string
  release: TargetRelease
}

async function attach(
  octokit: GitHubClient,
  request: ReleaseAssetRequest,
  data: Buffer
): Promise<AttachedAsset> {
  const repoPath = `/repos/${request.owner}/${request.repo}`
  const release = await targetRelease(octokit, request, repoPath)
  const session: AttachSession = { octokit, request, repoPath, release }
  const existing = await sameNameAssets(session)
  let uploaded: unknown
  try {
    await removeAssets(session, existing)
    uploaded = await uploadAsset(session, data)
  } catch (error) {
    // Older servers do not say `immutable`; the 422 they answer then means the same.
    if (!release.draft && isImmutableRefusal(error)) throw immutableError(request)
    // Another run uploaded the same name between our delete and upload (or a retried upload had
    // landed): delete what is there now and upload once more.
    if (!isAlreadyExists(error)) throw error
    await removeAssets(session, await sameNameAssets(session))
    uploaded = await uploadAsset(session, data)
  }
  const asset = uploaded as { name?: unknown; browser_download_url?: unknown; size?: unknown }
  if (typeof asset?.name !== 'string' || typeof asset.browser_download_url !== 'string') {
    const what = `POST ${repoPath}/releases/${release.id}/assets (upload)`
    throw new GitHubError(`${what} answered with something that is not an asset.`, what, undefined)
  }
  return {
    name: asset.name,
    downloadUrl: asset.browser_download_url,
    releaseUrl: release.htmlUrl,
    size: typeof asset.size === 'number' ? asset.size : data.length,
    replaced: existing.length > 0,
    draft: release.draft
  }
}

/** The release, checked: a release at all, and not a published immutable one (asked nothing). */
async function targetRelease(
  octokit: GitHubClient,
  request: ReleaseAssetRequest,
  repoPath: string
): Promise<TargetRelease> {
  const found = await findRelease(octokit, request)
  if (typeof found?.id !== 'number' || typeof found.upload_url !== 'string') {
    throw new GitHubError(
      `GET ${repoPath}/releases answered with something that is not a release.`,
      `GET ${repoPath}/releases`,
      undefined
    )
  }
  // A published immutable release takes no new asset and loses none: ask nothing of it.
  if (found.immutable === true && found.draft !== true) throw immutableError(request)
  return {
    id: found.id,
    uploadUrl: checkedUploadUrl(found.upload_url, request.apiUrl),
    htmlUrl: typeof found.html_url === 'string' ? found.html_url : '',
    draft: found.draft === true
  }
}

/** IDs of the release's assets of the asset's name (or the name GitHub stores it under). */
async function sameNameAssets({ octokit, request, release }: AttachSession): Promise<number[]> {
  const { owner, repo, signal } = request
  // GitHub stores a name with special characters with those replaced by dots; match that too.
  const stored = request.assetName.replace(/[^A-Za-z0-9._+-]+/g, '.')
  const listing = await listAll(octokit, {
    route: 'GET /repos/{owner}/{repo}/releases/{release_id}/assets',
    params: { owner, repo, release_id: release.id },
    items: assetsOfPage,
    maxItems: MAX_ASSETS,
    ...(signal && { signal })
  })
  return listing.items
    .filter(asset => asset.name === request.assetName || asset.name === stored)
    .map(asset => asset.id)
}

async function removeAssets(session: AttachSession, ids: number[]): Promise<void> {
  const { octokit, request, repoPath } = session
  const { owner, repo, signal } = request
  for (const id of ids) {
    try {
      await step(`DELETE ${repoPath}/releases/assets/${id}`, () =>
        octokit.rest.repos.deleteReleaseAsset({
          owner,
          repo,
          asset_id: id,
          ...(signal && { request: { signal } })
        })
      )
    } catch (error) {
      // Gone already: another run replacing the same asset deleted it first.
      if ((error as GitHubError).status !== 404) throw error
    }
  }
}

/** Uploads the bytes as they are; returns GitHub's asset. */
async function uploadAsset(session: AttachSession, data: Buffer): Promise<unknown> {
  const { octokit, request, repoPath, release } = session
  const { owner, repo, signal } = request
  const uploaded = await step(`POST ${repoPath}/releases/${release.id}/assets (upload)`, () =>
    octokit.rest.repos.uploadReleaseAsset({
      owner,
      repo,
      release_id: release.id,
      name: request.assetName,
      url: release.uploadUrl,
      // Octokit sends a Buffer as is; its type says string.
      data: data as unknown as string,
      headers: { 'content-type': 'application/json', 'content-length': data.length },
      ...(signal && { request: { signal } })
    })
  )
  return uploaded.data
}

/** The fields of a release that are read. */
interface FoundRelease {
  id?: unknown
  upload_url?: unknown
  html_url?: unknown
  draft?: unknown
  immutable?: unknown
}

/**
 * The release to attach to: the event's own (by ID, a draft too), else the published release of
 * the tag, else the tag's draft from the releases list (the by-tag lookup finds published releases
 * only). None: a `no-release` failure.
 */
async function findRelease(
  octokit: GitHubClient,
  request: ReleaseAssetRequest
): Promise<FoundRelease> {
  const { owner, repo, tag, signal } = request
  const repoPath = `/repos/${owner}/${repo}`
  if (request.releaseId !== undefined) {
    const answer = await step(`GET ${repoPath}/releases/${request.releaseId}`, () =>
      octokit.rest.repos.getRelease({
        owner,
        repo,
        release_id: request.releaseId!,
        ...(signal && { request: { signal } })
      })
    )
    return answer.data
  }
  try {
    const answer = await step(`GET ${repoPath}/releases/tags/${tag}`, () =>
      octokit.rest.repos.getReleaseByTag({
        owner,
        repo,
        tag,
        ...(signal && { request: { signal } })
      })
    )
    return answer.data
  } catch (error) {
    if ((error as GitHubError).status !== 404) throw error
  }
  const list = await step(`GET ${repoPath}/releases`, () =>
    listReleases(octokit, { owner, repo, ...(signal && { signal }) })
  )
  const draft = list.releases.find(release => release.draft && release.tag_name === tag)
  if (draft) return draft
  const searched = list.complete ? 'the releases list' : 'the newest 1,000 releases'
  throw new ReleaseAssetError(
    `Create a GitHub release for tag ${tag} (a draft will do) to have the SBOM attached to it: ` +
      `${owner}/${repo} has no published release for that tag and no draft for it in ${searched}.`,
    'no-release',
    404
  )
}

/** The refusal, worded the same whether GitHub said `immutable: true` or answered 422. */
function immutableError(request: ReleaseAssetRequest): ReleaseAssetError {
  return new ReleaseAssetError(
    `Attach the SBOM while the release is a draft: the release of ${request.tag} is immutable, ` +
      'so GitHub takes no new asset on it (and none is removed). On the tag push, create the ' +
      'release as a draft, run this step, then publish it (see "Immutable releases" in ' +
      'docs/sbom-export.md).',
    'immutable',
    422
  )
}

/**
 * GitHub's 422 for a change to an immutable release (`Cannot upload assets to an immutable
 * release.`). Validation 422s name a code (`already_exists`, `missing_field`); this one does not.
 */
function isImmutableRefusal(error: unknown): boolean {
  return error instanceof GitHubError && error.status === 422 && error.codes.length === 0
}

/** GitHub's 422 for an upload whose name is taken. */
function isAlreadyExists(error: unknown): boolean {
  return (
    error instanceof GitHubError && error.status === 422 && error.codes.includes('already_exists')
  )
}

/** A page of release assets as GitHub's answer must be shaped: `{id, name}` each. */
function assetsOfPage(data: unknown): { id: number; name: string }[] {
  if (!Array.isArray(data)) throw new Error('not an array of assets')
  return data.map((item: unknown, i) => {
    const asset = item as { id?: unknown; name?: unknown } | null
    if (typeof asset?.id !== 'number' || typeof asset.name !== 'string') {
      throw new Error(`asset ${i + 1} of the page has no ID or name`)
    }
    return { id: asset.id, name: asset.name }
  })
}

/** Whether `upload` may take the token: the API's host, or the `uploads.` sibling of an `api.` host. */
function isUploadOrigin(upload: URL, api: URL): boolean {
  const sibling =
    api.hostname.startsWith('api.') && upload.hostname === `uploads.${api.hostname.slice(4)}`
  const secure = upload.protocol === 'https:' || upload.protocol === api.protocol
  return secure && (upload.hostname === api.hostname || sibling)
}

/** The release's upload URL template, refused unless its origin belongs to the same GitHub. */
export function checkedUploadUrl(template: string, apiUrl: string): string {
  const refuse = (): never => {
    throw new ReleaseAssetError(
      `Attach the SBOM by hand, or report this: the release's upload_url (${template.split('{')[0]}) ` +
        `is not on GitHub's upload origin for ${apiUrl}, so the token was not sent there.`,
      'failed',
      undefined
    )
  }
  let upload: URL
  let api: URL
  try {
    upload = new URL(template.replace(/\{[^}]*\}/g, ''))
    api = new URL(apiUrl)
  } catch {
    return refuse()
  }
  if (!isUploadOrigin(upload, api)) refuse()
  return template
}

/** A message whose first sentence says what to do, then what GitHub answered. */
function describeFailure(error: unknown, request: ReleaseAssetRequest): ReleaseAssetError {
  if (error instanceof ReleaseAssetError) return error
  const failure = gitHubFailure(error, 'Attaching the release asset')
  const { status } = failure
  const answer = failure.message
  const repository = `${request.owner}/${request.repo}`
  if (status === 404 && /\/releases\/(tags\/|[0-9]+$)/.test(failure.operation)) {
    return new ReleaseAssetError(
      `Create a GitHub release for tag ${request.tag} to have the SBOM attached to it: ` +
        `${repository} has no published release for that tag (${answer}).`,
      'no-release',
      status
    )
  }
  if (status === 403) {
    return new ReleaseAssetError(
      'Give the job `permissions: contents: write` (or pass a github-token that may write ' +
        `releases) to attach the SBOM to the release: ${answer}.`,
      'refused',
      status
    )
  }
  if (status === 401) {
    return new ReleaseAssetError(
      `Check the github-token input: GitHub did not accept it. ${answer}.`,
      'refused',
      status
    )
  }
  // No answer: a refused proxy, an untrusted certificate or a name that does not resolve has advice
  // of its own; running the step again would not help.
  const connection =
    status === undefined
      ? describeConnectionFailure(error, new URL(request.apiUrl).hostname)
      : undefined
  if (connection?.advice) {
    return new ReleaseAssetError(
      `${connection.advice} The SBOM was not attached to the release of ${request.tag} (${answer}).`,
      'failed',
      status
    )
  }
  return new ReleaseAssetError(
    `Run the step again to attach the SBOM to the release of ${request.tag}: ${answer}.`,
    'failed',
    status
  )
}
