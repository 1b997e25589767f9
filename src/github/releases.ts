/**
 * Attaches a file to the GitHub release of a tag (`mode: sbom-export`): finds the release, deletes
 * an asset of the same name (so that a re-run replaces it) and uploads the file to the release's
 * `upload_url`. `@actions/github` is imported on the first call only, so that runs which attach
 * nothing never load it.
 *
 * The token goes to GitHub's API origin (`apiUrl`) and to the upload origin that the release's
 * `upload_url` names, and only when that origin belongs to the same GitHub: the API's host, or its
 * `uploads.` sibling of an `api.` host (api.github.com → uploads.github.com).
 */
import { readFile } from 'node:fs/promises'
import { createGitHubClient } from './client.js'

export interface ReleaseAssetRequest {
  /** `github-token`. */
  token: string
  /** GitHub API base URL, e.g. https://api.github.com. */
  apiUrl: string
  owner: string
  repo: string
  tag: string
  /** The release's ID when the event gave it (a `release` event); else the release is found by tag. */
  releaseId?: number
  /** The asset's name on the release. */
  assetName: string
  file: string
  /** Attempts for a 5xx or an unanswered request; default 3. */
  attempts?: number
  /** Waits between attempts (injected by tests). */
  sleep?: (ms: number) => Promise<void>
  /** Gives up after this long, per attempt. Default 60 s. */
  timeoutMs?: number
  /** Where Octokit's own messages go. */
  log?: { debug: (message: string) => void; warn: (message: string) => void }
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
}

/** Why nothing was attached: no release for the tag, GitHub refused (401/403), or anything else. */
export type ReleaseAssetFailure = 'no-release' | 'refused' | 'failed'

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

const DEFAULT_ATTEMPTS = 3
const RETRY_DELAYS_MS = [2_000, 5_000]
const DEFAULT_TIMEOUT_MS = 60_000

/** Attaches `file` to the release; a 5xx or a missing answer is tried again, a few times. */
export async function attachReleaseAsset(request: ReleaseAssetRequest): Promise<AttachedAsset> {
  const data = await readFile(request.file)
  const attempts = request.attempts ?? DEFAULT_ATTEMPTS
  const sleep = request.sleep ?? (ms => new Promise<void>(resolve => setTimeout(resolve, ms)))
  for (let attempt = 1; ; attempt++) {
    try {
      return await attachOnce(request, data)
    } catch (error) {
      const failure = describeFailure(error, request)
      const transient =
        error instanceof Step &&
        failure.kind === 'failed' &&
        (failure.status === undefined || failure.status >= 500)
      if (!transient || attempt >= attempts) throw failure
      request.log?.debug(`${failure.message} Trying again (attempt ${attempt + 1} of ${attempts}).`)
      await sleep(RETRY_DELAYS_MS[attempt - 1] ?? RETRY_DELAYS_MS.at(-1)!)
    }
  }
}

/** A step of the attachment, for messages: `GET /repos/o/r/releases/tags/v1`. */
class Step extends Error {
  constructor(
    readonly what: string,
    readonly error: unknown
  ) {
    super(what)
  }
}

async function attachOnce(request: ReleaseAssetRequest, data: Buffer): Promise<AttachedAsset> {
  const octokit = await createGitHubClient({
    ...request,
    allowUrl: url => isUploadOrigin(url, new URL(request.apiUrl))
  })
  const signal = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const { owner, repo, tag } = request
  const repoPath = `/repos/${owner}/${repo}`
  const step = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw new Step(what, error)
    }
  }

  const release = (
    request.releaseId !== undefined
      ? await step(`GET ${repoPath}/releases/${request.releaseId}`, () =>
          octokit.rest.repos.getRelease({
            owner,
            repo,
            release_id: request.releaseId!,
            request: { signal }
          })
        )
      : await step(`GET ${repoPath}/releases/tags/${tag}`, () =>
          octokit.rest.repos.getReleaseByTag({ owner, repo, tag, request: { signal } })
        )
  ).data
  const uploadUrl = checkedUploadUrl(release.upload_url, request.apiUrl)

  const existing = await step(`GET ${repoPath}/releases/${release.id}/assets`, () =>
    octokit.paginate(octokit.rest.repos.listReleaseAssets, {
      owner,
      repo,
      release_id: release.id,
      per_page: 100,
      request: { signal }
    })
  )
  // GitHub stores a name with special characters with those replaced by dots; match that too.
  const stored = request.assetName.replace(/[^A-Za-z0-9._+-]+/g, '.')
  const same = existing.filter(asset => asset.name === request.assetName || asset.name === stored)
  for (const asset of same) {
    await step(`DELETE ${repoPath}/releases/assets/${asset.id}`, () =>
      octokit.rest.repos.deleteReleaseAsset({
        owner,
        repo,
        asset_id: asset.id,
        request: { signal }
      })
    )
  }
  const uploaded = await step(`POST ${repoPath}/releases/${release.id}/assets (upload)`, () =>
    octokit.rest.repos.uploadReleaseAsset({
      owner,
      repo,
      release_id: release.id,
      name: request.assetName,
      url: uploadUrl,
      // Octokit sends a Buffer as is; its type says string.
      data: data as unknown as string,
      headers: { 'content-type': 'application/json', 'content-length': data.length },
      request: { signal }
    })
  )
  return {
    name: uploaded.data.name,
    downloadUrl: uploaded.data.browser_download_url,
    releaseUrl: release.html_url,
    size: uploaded.data.size,
    replaced: same.length > 0
  }
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
  const what = error instanceof Step ? error.what : 'Attaching the release asset'
  const cause = error instanceof Step ? error.error : error
  // Octokit gives network errors status 500 too; only an error with a response was answered.
  const answered = (cause as { response?: unknown }).response !== undefined
  const raw = answered ? (cause as { status?: unknown }).status : undefined
  const status = typeof raw === 'number' ? raw : undefined
  let reason = cause instanceof Error ? cause.message : String(cause)
  if ((cause as { name?: string }).name === 'AbortError' || /aborted|timeout/i.test(reason)) {
    reason = `no answer within ${(request.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`
  }
  if (request.token) reason = reason.split(request.token).join('***')
  reason = reason.replace(/\s+/g, ' ').trim().slice(0, 300)
  const answer =
    status !== undefined
      ? `${what} answered HTTP ${status}: ${reason}`
      : `${what} failed: ${reason}`
  const repository = `${request.owner}/${request.repo}`
  if (status === 404 && /\/releases\/(tags\/|[0-9]+$)/.test(what)) {
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
  return new ReleaseAssetError(
    `Run the step again to attach the SBOM to the release of ${request.tag}: ${answer}.`,
    'failed',
    status
  )
}
