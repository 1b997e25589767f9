/**
 * A loopback stand-in for the parts of GitHub's REST API that the action calls:
 * - `mode: ticket-link`: `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits`, paginated with
 *   `per_page`/`page` and a `Link` header as GitHub does (at most 250 commits);
 * - `mode: sbom-export` (release asset): `GET /repos/{owner}/{repo}/releases/tags/{tag}`,
 *   `GET /repos/{owner}/{repo}/releases` (newest first, paginated, drafts included),
 *   `GET`/`PATCH /repos/{owner}/{repo}/releases/{release_id}` (the edit takes `body`),
 *   `GET …/releases/{release_id}/assets` (paginated), `GET`/`DELETE
 *   /repos/{owner}/{repo}/releases/assets/{asset_id}`, and the upload
 *   `POST /repos/{owner}/{repo}/releases/{release_id}/assets?name=…&label=…` on a second loopback
 *   origin, as uploads.github.com is separate from api.github.com. `GET …/releases/assets/{id}`
 *   with `Accept: application/octet-stream` answers 302 to a third origin, the asset store, which
 *   serves the bytes (as GitHub redirects to objects.githubusercontent.com).
 * It answers 401 to a wrong token and, when told, 403 as GitHub answers a token without access to
 * pull requests or without `contents: write`, and 5xx on uploads. Tests and the demo point
 * `GITHUB_API_URL` at `url`; releases carry an `upload_url` on `uploadUrl`.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  codeScanningRoutes,
  type FakeCodeScanning,
  type FakeSarifUpload
} from './github-code-scanning.js'
import {
  startWorkflowRuns,
  type FakeWorkflowRun,
  type FakeWorkflowRuns
} from './github-workflow-runs.js'

/** A commit as the fake serves it. */
export interface FakeCommit {
  sha: string
  message: string
}

/** An asset to seed a release with. */
export interface FakeReleaseAsset {
  name: string
  label?: string
  /** Default `application/octet-stream`. */
  contentType?: string
  data: string | Uint8Array
}

/** A release to create, keyed by repository and tag. */
export interface FakeRelease {
  /** `owner/name`; matched without regard to case, as GitHub does. */
  repository: string
  tag: string
  /** Default: the next free ID. */
  id?: number
  /** Release title; default the tag. */
  name?: string
  draft?: boolean
  prerelease?: boolean
  assets?: FakeReleaseAsset[]
  /** ISO time; default now, and always later than the releases added before it. */
  createdAt?: string
  /** Release notes; default ''. */
  body?: string
  /**
   * Release immutability: once published, the release takes no new asset and loses none (422).
   * `'unreported'`: the same, but the release JSON has no `immutable` field, as on older GitHub
   * Enterprise Server.
   */
  immutable?: boolean | 'unreported'
}

/** An asset as stored, with the bytes that were uploaded. */
export interface ReleaseAssetContent {
  id: number
  name: string
  label: string | null
  size: number
  contentType: string
  bytes: Buffer
  browserDownloadUrl: string
}

/**
 * `true`: every release request (API and upload origin) answers 403, as to a token without
 * `contents` access; `'write'`: only uploads and deletes do, as to a `contents: read` token.
 */
export type RefuseReleases = boolean | 'write'

/** Answer uploads with `status` (a 5xx), `times` times (default: until switched off). */
export interface FailUploads {
  status: number
  times?: number
}

export interface FakeGitHubOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port of the API origin; default 0 (any free port). The upload origin always takes any. */
  port?: number
  /** The token it accepts (as `token …` or `Bearer …`); default a random `ghs_` token. */
  token?: string
  /** Commits per pull request, keyed `owner/repo#number`. */
  pullRequests?: Record<string, FakeCommit[]>
  /** Answer every commits request with 403, as to a token without pull-requests access. */
  refuseCommits?: boolean
  /** Releases that exist from the start. */
  releases?: FakeRelease[]
  /** Answer release requests with 403 (see {@link RefuseReleases}). */
  refuseReleases?: RefuseReleases
  /** Answer uploads with a server error (a status, or a status and a count). */
  failUploads?: number | FailUploads
  /** Web origin for `html_url` and `browser_download_url`; default `https://github.com`. */
  serverUrl?: string
  /** Workflow runs and their artifacts that exist from the start (see github-workflow-runs.ts). */
  workflowRuns?: FakeWorkflowRun[]
  /**
   * The API base URL the fake names in its answers (links, `url` fields) instead of its loopback
   * origin, when it sits behind a TLS front: `https://ghe.example/api/v3` as on GitHub Enterprise
   * Server. `publicUploadUrl` is the same for the upload origin (`https://ghe.example/api/uploads`).
   */
  publicUrl?: string
  publicUploadUrl?: string
  /** Code scanning's SARIF endpoints (see github-code-scanning.ts). */
  codeScanning?: FakeCodeScanning
}

/** One request as the fake saw it. */
export interface FakeGitHubRequest {
  /** Which origin it reached: the REST API, the upload origin, the asset store or the artifact blob origin. */
  origin: 'api' | 'upload' | 'asset-store' | 'blob'
  method: string
  /** Path with query string. */
  path: string
  authorization: string | undefined
  contentType: string | undefined
  /** The `Accept` header sent. */
  accept: string | undefined
  status: number
}

export interface FakeGitHub {
  /** Base URL to use as GITHUB_API_URL (no trailing slash). */
  url: string
  /** Origin of uploads, as `upload_url` names it (no trailing slash). */
  uploadUrl: string
  /** Where the two servers listen (differ from `url`/`uploadUrl` with `publicUrl`). */
  loopbackUrl: string
  loopbackUploadUrl: string
  /** Origin of the asset store that asset downloads are redirected to (no trailing slash). */
  assetStoreUrl: string
  token: string
  /** Every request to either origin, in arrival order. */
  requests: FakeGitHubRequest[]
  /** Sets the commits of a pull request. */
  setCommits(repository: string, pullNumber: number, commits: FakeCommit[]): void
  /** Switches the 403 answer on or off. */
  refuseCommits(refuse: boolean): void
  /** Creates (or replaces) the release of a tag; returns its ID. */
  addRelease(release: FakeRelease): number
  /** Deletes the release of a tag, so that the tag has none. */
  removeRelease(repository: string, tag: string): void
  /** The release notes of a tag's release as stored (undefined when there is no such release). */
  releaseBody(repository: string, tag: string): string | undefined
  /** The assets of a tag's release as stored (empty when there is no such release). */
  releaseAssets(repository: string, tag: string): ReleaseAssetContent[]
  /** Switches the 403 answer to release requests. */
  refuseReleases(refuse: RefuseReleases): void
  /** Makes uploads answer `status` (`times` times, default until called with `undefined`). */
  failUploads(status: number | undefined, times?: number): void
  /** Workflow runs, their artifacts and the artifact downloads. */
  workflowRuns: FakeWorkflowRuns
  /** Changes how code scanning answers (Code Security off, processing that fails, …). */
  configureCodeScanning(options: FakeCodeScanning): void
  /** The SARIF uploads received, in order. */
  sarifUploads: FakeSarifUpload[]
  close(): Promise<void>
}

/** GitHub lists at most this many commits of a pull request. */
const MAX_LISTED_COMMITS = 250
const COMMITS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/([0-9]+)\/commits$/
const RELEASE_BY_TAG_PATH = /^\/repos\/([^/]+)\/([^/]+)\/releases\/tags\/([^/]+)$/
const RELEASE_PATH = /^\/repos\/([^/]+)\/([^/]+)\/releases\/([0-9]+)$/
const RELEASES_PATH = /^\/repos\/([^/]+)\/([^/]+)\/releases$/
const ASSET_STORE_PATH = /^\/assets\/([0-9]+)\/([0-9a-f]+)$/
const RELEASE_ASSETS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/releases\/([0-9]+)\/assets$/
const ASSET_PATH = /^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/([0-9]+)$/
const DOCS = 'https://docs.github.com/rest/releases'

/** A 40-hex-digit commit SHA derived from a seed, for realistic fixtures. */
export function fakeSha(seed: string): string {
  let hex = ''
  let state = 0x811c9dc5
  for (let round = 0; hex.length < 40; round++) {
    for (const ch of `${seed}:${round}`) state = Math.imul(state ^ ch.charCodeAt(0), 0x01000193)
    hex += (state >>> 0).toString(16).padStart(8, '0')
  }
  return hex.slice(0, 40)
}

interface StoredRelease {
  id: number
  owner: string
  repo: string
  tag: string
  name: string
  draft: boolean
  prerelease: boolean
  createdAt: string
  body: string
  assets: StoredAsset[]
  immutable: boolean | 'unreported'
}

interface StoredAsset {
  id: number
  name: string
  label: string | null
  contentType: string
  bytes: Buffer
  createdAt: string
}

interface Reply {
  status: number
  body?: unknown
  /** Bytes sent as they are, instead of `body` as JSON. */
  raw?: Buffer
  headers?: Record<string, string>
}

const notFound = (documentation = 'https://docs.github.com/rest'): Reply => ({
  status: 404,
  body: { message: 'Not Found', documentation_url: documentation, status: '404' }
})

/**
 * GitHub renames asset files with special characters or leading/trailing periods; this is an
 * approximation (other characters become `.`), enough for a client that reads the name back.
 */
export function githubAssetName(name: string): string {
  const renamed = name.replace(/[^A-Za-z0-9._+-]+/g, '.').replace(/^\.+|\.+$/g, '')
  return renamed === '' ? 'default' : renamed
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const token = options.token ?? `ghs_${randomBytes(18).toString('hex')}`
  const serverUrl = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '')
  const pullRequests = new Map(Object.entries(options.pullRequests ?? {}))
  let refuse = options.refuseCommits ?? false
  let refuseReleaseMode: RefuseReleases = options.refuseReleases ?? false
  let uploadFailure: { status: number; left: number } | undefined
  const requests: FakeGitHubRequest[] = []
  const releases = new Map<string, StoredRelease>()
  // Release and asset IDs in GitHub's range, distinct so that a mixed-up ID is caught.
  let nextReleaseId = 180_000_001
  let nextAssetId = 240_000_001
  let base = ''
  let uploadBase = ''
  let assetStoreBase = ''

  const setUploadFailure = (status: number | undefined, times = Number.POSITIVE_INFINITY): void => {
    uploadFailure = status === undefined ? undefined : { status, left: times }
  }
  if (typeof options.failUploads === 'number') setUploadFailure(options.failUploads)
  else if (options.failUploads)
    setUploadFailure(options.failUploads.status, options.failUploads.times)

  const releaseKey = (repository: string, tag: string): string =>
    `${repository.toLowerCase()}@${tag}`
  const repoOf = (owner: string, repo: string): string => `${owner}/${repo}`
  const findRelease = (predicate: (release: StoredRelease) => boolean): StoredRelease | undefined =>
    [...releases.values()].find(predicate)
  const sameRepo = (release: StoredRelease, owner: string, repo: string): boolean =>
    repoOf(release.owner, release.repo).toLowerCase() === repoOf(owner, repo).toLowerCase()

  const now = (): string => new Date().toISOString().replace(/\.[0-9]+Z$/, 'Z')
  // Releases added one after another get distinct, increasing times, as created_at orders them.
  let lastCreated = 0
  const nextCreatedAt = (): string => {
    lastCreated = Math.max(Math.floor(Date.now() / 1000) * 1000, lastCreated + 1000)
    return new Date(lastCreated).toISOString().replace(/\.[0-9]+Z$/, 'Z')
  }
  // One-use-style keys in asset-store URLs, as GitHub's are signed; a guessed URL gets 404.
  const assetKeys = new Map<number, string>()
  const assetKey = (id: number): string => {
    let key = assetKeys.get(id)
    if (!key) assetKeys.set(id, (key = randomBytes(12).toString('hex')))
    return key
  }

  const addRelease = (release: FakeRelease): number => {
    const [owner = '', repo = ''] = release.repository.split('/')
    if (!owner || !repo) throw new Error(`repository must be owner/name: ${release.repository}`)
    const id = release.id ?? nextReleaseId++
    const stored: StoredRelease = {
      id,
      owner,
      repo,
      tag: release.tag,
      name: release.name ?? release.tag,
      draft: release.draft ?? false,
      prerelease: release.prerelease ?? false,
      createdAt: release.createdAt ?? nextCreatedAt(),
      body: release.body ?? '',
      immutable: release.immutable ?? false,
      assets: (release.assets ?? []).map(asset => ({
        id: nextAssetId++,
        name: githubAssetName(asset.name),
        label: asset.label ?? null,
        contentType: asset.contentType ?? 'application/octet-stream',
        bytes: Buffer.from(asset.data),
        createdAt: now()
      }))
    }
    releases.set(releaseKey(release.repository, release.tag), stored)
    return id
  }
  for (const release of options.releases ?? []) addRelease(release)

  const assetJson = (release: StoredRelease, asset: StoredAsset): unknown => ({
    url: `${base}/repos/${release.owner}/${release.repo}/releases/assets/${asset.id}`,
    id: asset.id,
    node_id: `RA_${Buffer.from(String(asset.id)).toString('base64url')}`,
    name: asset.name,
    label: asset.label,
    uploader: { login: 'github-actions[bot]', id: 41898282, type: 'Bot', site_admin: false },
    content_type: asset.contentType,
    state: 'uploaded',
    size: asset.bytes.length,
    digest: null,
    download_count: 0,
    created_at: asset.createdAt,
    updated_at: asset.createdAt,
    browser_download_url: downloadUrl(release, asset)
  })
  const downloadUrl = (release: StoredRelease, asset: StoredAsset): string =>
    `${serverUrl}/${release.owner}/${release.repo}/releases/download/` +
    `${encodeURIComponent(release.tag)}/${encodeURIComponent(asset.name)}`

  const releaseJson = (release: StoredRelease): unknown => {
    const api = `${base}/repos/${release.owner}/${release.repo}`
    return {
      url: `${api}/releases/${release.id}`,
      assets_url: `${api}/releases/${release.id}/assets`,
      // The RFC 6570 template GitHub gives, on the upload origin.
      upload_url: `${uploadBase}/repos/${release.owner}/${release.repo}/releases/${release.id}/assets{?name,label}`,
      html_url: `${serverUrl}/${release.owner}/${release.repo}/releases/tag/${encodeURIComponent(release.tag)}`,
      id: release.id,
      author: { login: 'github-actions[bot]', id: 41898282, type: 'Bot', site_admin: false },
      node_id: `RE_${Buffer.from(String(release.id)).toString('base64url')}`,
      tag_name: release.tag,
      target_commitish: 'main',
      name: release.name,
      draft: release.draft,
      ...immutableField(release),
      prerelease: release.prerelease,
      created_at: release.createdAt,
      published_at: release.draft ? null : release.createdAt,
      assets: release.assets.map(asset => assetJson(release, asset)),
      tarball_url: `${api}/tarball/${encodeURIComponent(release.tag)}`,
      zipball_url: `${api}/zipball/${encodeURIComponent(release.tag)}`,
      body: release.body
    }
  }

  /** One page of `list` and its `Link` header, as GitHub paginates. */
  const paginate = <T>(url: URL, list: T[]): { items: T[]; headers: Record<string, string> } => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const last = Math.max(1, Math.ceil(list.length / perPage))
    const items = list.slice((page - 1) * perPage, page * perPage)
    const pageUrl = (n: number): string => {
      const next = new URL(`${base}${url.pathname}`)
      next.searchParams.set('per_page', String(perPage))
      next.searchParams.set('page', String(n))
      return next.toString()
    }
    const links: string[] = []
    if (page < last)
      links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`)
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`)
    return { items, headers: links.length > 0 ? { link: links.join(', ') } : {} }
  }

  const authorized = (req: IncomingMessage): boolean => {
    const sent = req.headers.authorization ?? ''
    return sent === `token ${token}` || sent === `Bearer ${token}`
  }
  const badCredentials: Reply = {
    status: 401,
    body: {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401'
    }
  }
  const forbidden = (documentation: string): Reply => ({
    status: 403,
    body: {
      message: 'Resource not accessible by integration',
      documentation_url: documentation,
      status: '403'
    }
  })
  const refused = (write: boolean): boolean =>
    refuseReleaseMode === true || (refuseReleaseMode === 'write' && write)

  const decode = (segment: string): string => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  }

  const routeCommits = (url: URL, match: RegExpExecArray): Reply => {
    const documentation = 'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request'
    if (refuse) return forbidden(documentation)
    const [, owner, repo, number] = match
    const commits = pullRequests.get(`${owner}/${repo}#${number}`)
    if (commits === undefined) return notFound(documentation)
    const listed = commits.slice(0, MAX_LISTED_COMMITS)
    const { items, headers } = paginate(url, listed)
    const body = items.map(c => commitItem(`${base}/repos/${owner}/${repo}`, c))
    return { status: 200, body, headers }
  }

  const routeList = (url: URL, match: RegExpExecArray): Reply => {
    const documentation = `${DOCS}/releases#list-releases`
    if (refused(false)) return forbidden(documentation)
    const [, owner = '', repo = ''] = match
    // Newest first, as GitHub lists them; drafts are listed to a token that may push.
    const listed = [...releases.values()]
      .filter(r => sameRepo(r, decode(owner), decode(repo)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    const { items, headers } = paginate(url, listed)
    return { status: 200, body: items.map(releaseJson), headers }
  }

  const routeEdit = (match: RegExpExecArray, body: Buffer): Reply => {
    const documentation = `${DOCS}/releases#update-a-release`
    if (refused(true)) return forbidden(documentation)
    const [, owner = '', repo = '', id = ''] = match
    const found = findRelease(r => r.id === Number(id) && sameRepo(r, decode(owner), decode(repo)))
    if (!found) return notFound(documentation)
    const badJson: Reply = {
      status: 400,
      body: { message: 'Problems parsing JSON', documentation_url: documentation }
    }
    let edit: unknown
    try {
      edit = JSON.parse(body.toString('utf8'))
    } catch {
      return badJson
    }
    if (typeof edit !== 'object' || edit === null || Array.isArray(edit)) return badJson
    const fields = edit as Record<string, unknown>
    if ('body' in fields && typeof fields.body !== 'string' && fields.body !== null) {
      return {
        status: 422,
        body: {
          message: `Invalid request.\n\nFor 'properties/body', ${JSON.stringify(fields.body)} is not a string or null.`,
          documentation_url: documentation
        }
      }
    }
    if (typeof fields.body === 'string') found.body = fields.body
    if (fields.body === null) found.body = ''
    return { status: 200, body: releaseJson(found) }
  }

  const routeAssetStore = (req: IncomingMessage, url: URL): Reply => {
    const match = ASSET_STORE_PATH.exec(url.pathname)
    if (req.method !== 'GET' || !match) return notFound()
    // A signed URL carries its own authorisation; like S3, the store refuses a second one.
    if (req.headers.authorization !== undefined) {
      return { status: 400, body: { message: 'Only one auth mechanism allowed' } }
    }
    const [, id = '', key = ''] = match
    if (assetKeys.get(Number(id)) !== key) return notFound()
    const holder = findRelease(r => r.assets.some(a => a.id === Number(id)))
    const stored = holder?.assets.find(a => a.id === Number(id))
    if (!stored) return notFound()
    return {
      status: 200,
      raw: stored.bytes,
      headers: { 'content-type': 'application/octet-stream' }
    }
  }

  const codeScanning = codeScanningRoutes(() => base, options.codeScanning)
  const routeApi = (req: IncomingMessage, url: URL, body: Buffer): Reply => {
    const path = url.pathname
    const method = req.method ?? ''
    const actions = workflowRuns.match(method, url)
    if (actions) return authorized(req) ? actions() : badCredentials
    const sarifs = codeScanning.match(method, url)
    if (sarifs) return authorized(req) ? sarifs(body) : badCredentials
    const commits = COMMITS_PATH.exec(path)
    const byTag = RELEASE_BY_TAG_PATH.exec(path)
    const release = RELEASE_PATH.exec(path)
    const list = RELEASES_PATH.exec(path)
    const assets = RELEASE_ASSETS_PATH.exec(path)
    const asset = ASSET_PATH.exec(path)
    const known =
      (method === 'GET' && (commits || byTag || release || list || assets || asset)) ||
      (method === 'DELETE' && asset) ||
      (method === 'PATCH' && release)
    if (!known) return notFound()
    if (!authorized(req)) return badCredentials
    if (commits) return routeCommits(url, commits)
    if (list) return routeList(url, list)
    if (release && method === 'PATCH') return routeEdit(release, body)

    if (byTag) {
      const documentation = `${DOCS}/releases#get-a-release-by-tag-name`
      if (refused(false)) return forbidden(documentation)
      const [, owner = '', repo = '', tag = ''] = byTag
      const found = releases.get(releaseKey(repoOf(decode(owner), decode(repo)), decode(tag)))
      // GitHub hides draft releases from the by-tag lookup.
      if (!found || found.draft) return notFound(documentation)
      return { status: 200, body: releaseJson(found) }
    }
    if (release || assets) {
      const [, owner = '', repo = '', id = ''] = (release ?? assets) as RegExpExecArray
      const documentation = release
        ? `${DOCS}/releases#get-a-release`
        : `${DOCS}/assets#list-release-assets`
      if (refused(false)) return forbidden(documentation)
      const found = findRelease(
        r => r.id === Number(id) && sameRepo(r, decode(owner), decode(repo))
      )
      if (!found) return notFound(documentation)
      if (release) return { status: 200, body: releaseJson(found) }
      const { items, headers } = paginate(url, found.assets)
      return { status: 200, body: items.map(a => assetJson(found, a)), headers }
    }
    const [, owner = '', repo = '', id = ''] = asset as RegExpExecArray
    const write = method === 'DELETE'
    const documentation = write
      ? `${DOCS}/assets#delete-a-release-asset`
      : `${DOCS}/assets#get-a-release-asset`
    if (refused(write)) return forbidden(documentation)
    const holder = findRelease(
      r => sameRepo(r, decode(owner), decode(repo)) && r.assets.some(a => a.id === Number(id))
    )
    if (!holder) return notFound(documentation)
    if (!write) {
      const stored = holder.assets.find(a => a.id === Number(id))!
      // The bytes are on the asset store, another origin, behind a short-lived signed URL.
      if (/application\/octet-stream/i.test(req.headers.accept ?? '')) {
        const location = `${assetStoreBase}/assets/${stored.id}/${assetKey(stored.id)}`
        return { status: 302, headers: { location } }
      }
      return { status: 200, body: assetJson(holder, stored) }
    }
    const locked = immutableRefusal(holder, documentation)
    if (locked) return locked
    holder.assets = holder.assets.filter(a => a.id !== Number(id))
    return { status: 204 }
  }

  const routeUpload = (req: IncomingMessage, url: URL, body: Buffer): Reply => {
    const match = RELEASE_ASSETS_PATH.exec(url.pathname)
    if (req.method !== 'POST' || !match) return notFound()
    if (!authorized(req)) return badCredentials
    const documentation = `${DOCS}/assets#upload-a-release-asset`
    if (refused(true)) return forbidden(documentation)
    if (uploadFailure && uploadFailure.left > 0) {
      uploadFailure.left--
      return { status: uploadFailure.status, body: { message: 'Server Error' } }
    }
    const [, owner = '', repo = '', id = ''] = match
    const found = findRelease(r => r.id === Number(id) && sameRepo(r, decode(owner), decode(repo)))
    if (!found) return notFound(documentation)
    const locked = immutableRefusal(found, documentation)
    if (locked) return locked
    const validation = (code: string, field: string): Reply => ({
      status: 422,
      body: {
        message: 'Validation Failed',
        request_id: randomBytes(8).toString('hex').toUpperCase(),
        documentation_url: documentation,
        errors: [{ resource: 'ReleaseAsset', code, field }]
      }
    })
    const requested = url.searchParams.get('name')
    if (!requested) return validation('missing_field', 'name')
    const contentType = req.headers['content-type']
    if (!contentType) return validation('missing_field', 'content_type')
    const name = githubAssetName(requested)
    if (found.assets.some(a => a.name === name)) return validation('already_exists', 'name')
    const stored: StoredAsset = {
      id: nextAssetId++,
      name,
      label: url.searchParams.get('label') || null,
      contentType,
      bytes: body,
      createdAt: now()
    }
    found.assets.push(stored)
    return { status: 201, body: assetJson(found, stored) }
  }

  const listen = async (
    origin: FakeGitHubRequest['origin'],
    port: number,
    route: (req: IncomingMessage, url: URL, body: Buffer) => Reply
  ): Promise<{ server: Server; url: string }> => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const entry: FakeGitHubRequest = {
          origin,
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          accept: req.headers.accept,
          status: 0
        }
        requests.push(entry)
        const reply = route(req, new URL(req.url ?? '/', base), Buffer.concat(chunks))
        entry.status = reply.status
        res.writeHead(reply.status, {
          ...(reply.body === undefined
            ? {}
            : { 'content-type': 'application/json; charset=utf-8' }),
          'x-github-media-type': 'github.v3; format=json',
          'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
          ...reply.headers
        })
        res.end(reply.raw ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body)))
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, options.host ?? '127.0.0.1', resolve)
    })
    const address = server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    return { server, url: `http://${host}:${address.port}` }
  }

  const workflowRuns = await startWorkflowRuns(
    {
      ...(options.host !== undefined && { host: options.host }),
      apiBase: () => base,
      serverUrl,
      paginate,
      requests
    },
    options.workflowRuns
  )
  const api = await listen('api', options.port ?? 0, routeApi)
  const upload = await listen('upload', 0, routeUpload)
  const assetStore = await listen('asset-store', 0, routeAssetStore)
  base = options.publicUrl?.replace(/\/+$/, '') ?? api.url
  uploadBase = options.publicUploadUrl?.replace(/\/+$/, '') ?? upload.url
  assetStoreBase = assetStore.url

  const closeServer = (server: Server): Promise<void> =>
    new Promise<void>(resolve => {
      server.closeAllConnections()
      server.close(() => resolve())
    })

  return {
    url: base,
    uploadUrl: uploadBase,
    loopbackUrl: api.url,
    loopbackUploadUrl: upload.url,
    assetStoreUrl: assetStoreBase,
    token,
    requests,
    setCommits: (repository, pullNumber, commits) =>
      pullRequests.set(`${repository}#${pullNumber}`, commits),
    refuseCommits: value => {
      refuse = value
    },
    addRelease,
    removeRelease: (repository, tag) => {
      releases.delete(releaseKey(repository, tag))
    },
    releaseBody: (repository, tag) => releases.get(releaseKey(repository, tag))?.body,
    releaseAssets: (repository, tag) => {
      const release = releases.get(releaseKey(repository, tag))
      return (release?.assets ?? []).map(asset => ({
        id: asset.id,
        name: asset.name,
        label: asset.label,
        size: asset.bytes.length,
        contentType: asset.contentType,
        bytes: Buffer.from(asset.bytes),
        browserDownloadUrl: downloadUrl(release!, asset)
      }))
    },
    refuseReleases: value => {
      refuseReleaseMode = value
    },
    failUploads: setUploadFailure,
    workflowRuns,
    configureCodeScanning: next => codeScanning.configure(next),
    sarifUploads: codeScanning.uploads,
    close: async () => {
      await Promise.all([
        closeServer(api.server),
        closeServer(upload.server),
        closeServer(assetStore.server),
        workflowRuns.close()
      ])
    }
  }
}

/** A commit in the shape of GitHub's list-commits answer (the fields a client may read). */
function commitItem(repositoryApi: string, commit: FakeCommit): unknown {
  const person = { name: 'Dev Eloper', email: 'dev@example.com', date: '2025-01-15T10:00:00Z' }
  const user = { login: 'developer', id: 1001, type: 'User', site_admin: false }
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 20)}`,
    commit: {
      author: person,
      committer: person,
      message: commit.message,
      tree: { sha: fakeSha(`tree:${commit.sha}`), url: `${repositoryApi}/git/trees/x` },
      url: `${repositoryApi}/git/commits/${commit.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null }
    },
    url: `${repositoryApi}/commits/${commit.sha}`,
    html_url: `https://github.com/${repositoryApi.split('/repos/')[1]}/commit/${commit.sha}`,
    comments_url: `${repositoryApi}/commits/${commit.sha}/comments`,
    author: user,
    committer: user,
    parents: []
  }
}

/** The `immutable` field as GitHub reports it: true once published; absent on older servers. */
function immutableField(release: { draft: boolean; immutable: boolean | 'unreported' }): {
  immutable?: boolean
} {
  if (release.immutable === 'unreported') return {}
  return { immutable: release.immutable === true && !release.draft }
}

/** GitHub's 422 for adding or removing an asset of a published immutable release. */
function immutableRefusal(
  release: { draft: boolean; immutable: boolean | 'unreported' },
  documentation: string
): { status: number; body: unknown } | undefined {
  if (release.draft || release.immutable === false) return undefined
  return {
    status: 422,
    body: {
      message: 'Cannot upload assets to an immutable release.',
      documentation_url: documentation,
      status: '422'
    }
  }
}
