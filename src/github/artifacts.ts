/**
 * Uploads a file as a workflow artifact with the toolkit's own `@actions/artifact`, so that what a
 * run produced outlives the job (files under $RUNNER_TEMP are deleted when it ends). The library is
 * imported on the first call only: runs without `artifact-name` never load it.
 */
import * as path from 'node:path'
import { isInside } from '../action/files.js'
import * as log from '../action/log.js'
import { setOutput } from '../action/outputs.js'
import { oneLine, truncate } from '../action/text.js'
import { proxyFor, refusalAdvice } from '../network/proxy.js'

export interface UploadedArtifact {
  id: number
  name: string
  /** Bytes stored (the zip). */
  size: number
  /** The artifact's page: `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
  url: string
}

/** The parts of the runner's environment the artifact's URL is built from. */
export interface ArtifactEnvironment {
  GITHUB_SERVER_URL?: string
  GITHUB_REPOSITORY?: string
  GITHUB_RUN_ID?: string
}

/**
 * A mode's upload of its file (`what`, e.g. "the SBOM") as artifact `name`: in a log group, then
 * the `artifact-id` and `artifact-url` outputs and a line with the artifact's page.
 */
export async function uploadStepArtifact(
  what: string,
  name: string,
  file: string | readonly string[]
): Promise<UploadedArtifact> {
  const artifact = await log.group(`Uploading ${what} as artifact ${name}`, () =>
    uploadArtifact(name, file)
  )
  await setOutput('artifact-id', String(artifact.id), 'txt')
  await setOutput('artifact-url', artifact.url, 'txt')
  log.info(`Uploaded artifact ${name}: ${artifact.url}`)
  return artifact
}

/**
 * Uploads `file` (or several, each named in the zip by its path below their common folder) as the
 * artifact `name` of this workflow run.
 */
export async function uploadArtifact(
  name: string,
  file: string | readonly string[],
  env: ArtifactEnvironment = process.env
): Promise<UploadedArtifact> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const files = typeof file === 'string' ? [file] : [...file]
  let result: { id?: number; size?: number }
  try {
    result = await new DefaultArtifactClient().uploadArtifact(name, files, commonFolder(files))
  } catch (error) {
    throw new Error(uploadFailure(name, error))
  }
  if (result.id === undefined) {
    throw new Error(`Run the step again: the artifact service gave no ID for artifact '${name}'.`)
  }
  return { id: result.id, name, size: result.size ?? 0, url: artifactUrl(result.id, env) }
}

/** The deepest folder that holds every file (absolute paths). */
function commonFolder(files: readonly string[]): string {
  let folder = path.dirname(files[0]!)
  for (const file of files.slice(1)) {
    while (!isInside(file, folder)) folder = path.dirname(folder)
  }
  return folder
}

/**
 * What a failed upload means. The library reports the artifact service (Twirp) in its messages and
 * the blob storage as Azure's `RestError`, whose message is the answer's body: a proxy's error page
 * is never quoted, and the name-clash advice goes only with the service's 409 to CreateArtifact.
 */
function uploadFailure(name: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number') return storageFailure(name, status, error as StorageError)
  if (/^Failed to CreateArtifact: .*\(409\)/.test(text)) {
    return `Check that artifact-name '${name}' is not used twice in this workflow run (each job of a matrix needs its own): the artifact service answered HTTP 409: ${reasonOf(text)}`
  }
  // The Twirp client re-wraps the library's NetworkError in a plain Error: only its text is left.
  const network = /^Failed to \w+: Unable to make request: E[A-Z]+/.test(text)
  const proxy = network ? resultsProxy() : undefined
  if (proxy) {
    // The toolkit's tunnel reports every refused CONNECT as ECONNRESET, without the status.
    return `Check the proxy settings: the artifact service ${proxy.host} could not be reached through the proxy ${proxy.shown} (${reasonOf(text)}); check that the proxy allows ${proxy.host}.`
  }
  const answered = Number(/Failed request: \((\d{3})\)/.exec(text)?.[1] ?? 0)
  const what = answered ? `the artifact service answered HTTP ${answered}` : 'uploading it failed'
  const failure = `artifact '${name}' was not uploaded: ${what}: ${reasonOf(text)}`
  // A refusal (4xx) would be the same on a second run; silence and the 5xx may not be.
  const refused = answered >= 400 && answered < 500 && ![408, 429].includes(answered)
  return refused
    ? `${failure[0]!.toUpperCase()}${failure.slice(1)}`
    : `Run the step again: ${failure}`
}

/** The parts of Azure's `RestError` read here; its message (the body) is not. */
interface StorageError {
  code?: unknown
  request?: { url?: unknown }
  response?: { headers?: { get?: (name: string) => string | undefined } }
}

/** A blob upload answered with an error status, by the storage or by a proxy on the way. */
function storageFailure(name: string, status: number, error: StorageError): string {
  const url = typeof error.request?.url === 'string' ? URL.parse(error.request.url) : null
  // Only the host: the upload URL's query is its signature.
  const host = url?.hostname ?? 'the artifact storage'
  // Azure's storage sends a request ID with every answer, its errors included; a proxy does not.
  const fromStorage = error.response?.headers?.get?.('x-ms-request-id') !== undefined
  const proxy = storageProxy()
  if (proxy !== undefined && (!fromStorage || status === 407)) {
    return `Check the proxy settings: the proxy ${proxy} answered HTTP ${status} to the upload of artifact '${name}' to ${host}; ${refusalAdvice(status, host)}.`
  }
  const code =
    typeof error.code === 'string' && /^\w{1,60}$/.test(error.code) ? ` (${error.code})` : ''
  return `Run the step again: artifact '${name}' was not uploaded: the artifact storage ${host} answered HTTP ${status}${code}.`
}

/**
 * The proxy the Azure storage client sends blob uploads through, shown without credentials: its
 * own order (upper case first, ALL_PROXY too), loopback not exempt.
 */
function storageProxy(env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const variable of ['HTTPS_PROXY', 'ALL_PROXY', 'HTTP_PROXY']) {
    const value = env[variable] || env[variable.toLowerCase()]
    if (!value) continue
    const url = URL.parse(value)
    return url ? `${url.protocol}//${url.host}` : undefined
  }
  return undefined
}

/** The proxy of the artifact service's requests (the toolkit's rules), and the service's host. */
function resultsProxy(): { shown: string; host: string } | undefined {
  const service = URL.parse(process.env.ACTIONS_RESULTS_URL ?? '')
  const proxy = service ? proxyFor(service) : undefined
  return service && proxy ? { shown: proxy.shown, host: service.host } : undefined
}

/** The library's message on one line and short, an HTML page in it left out. */
function reasonOf(text: string): string {
  const line = oneLine(text.split('\n')[0] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  const markup = line.search(/<[!a-z/]/i)
  const kept = markup === -1 ? line : `${line.slice(0, markup).trim()} (an HTML page, not quoted)`
  return truncate(kept, 300)
}

/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
export function artifactUrl(id: number, env: ArtifactEnvironment): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}
