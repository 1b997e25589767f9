/**
 * The one place GitHub API clients are made. Every GitHub call (commits, releases, assets, workflow
 * runs, artifacts) takes its client from here, so that the rules for GitHub requests are written
 * once: the token kept on GitHub's own origins, proxies, deadlines, a bound on answer sizes, and
 * retries (`@octokit/plugin-retry`). `@actions/github` is imported on the first call only, so that
 * runs which never call GitHub never load it.
 */
import type { getOctokit } from '@actions/github'
import type { Fetch } from '../network/fetch.js'
import { GitHubTransferError } from './errors.js'

export type GitHubClient = ReturnType<typeof getOctokit>

export interface GitHubClientOptions {
  /** `github-token`; sent only to `apiUrl`'s origin and the upload origins the caller allows. */
  token: string
  /** GitHub API base URL: https://api.github.com, or https://ghe.example/api/v3 on GHES. */
  apiUrl: string
  /** Where Octokit's own messages go. */
  log?: { debug: (message: string) => void; warn: (message: string) => void }
  /**
   * Whether a URL besides `apiUrl`'s origin may receive the token (a release's upload origin). Any
   * other absolute URL (a next-page link to another host, say) is refused before a byte is sent.
   */
  allowUrl?: (url: URL) => boolean
  /** The run's cancellation: aborts every request of this client, retries included. */
  signal?: AbortSignal
  /** Longest silence from GitHub during one request (any byte resets it). Default 60 s. */
  idleTimeoutMs?: number
  /** Longest time for one request, its retries included. Default 5 min. */
  requestTimeoutMs?: number
  /** Largest answer accepted, in bytes. Default 32 MiB. */
  maxResponseBytes?: number
  /** Retries of a 5xx, a 429 or an unanswered request (the retry plugin's rules). Default 3. */
  retries?: number
  /** First wait before a retry; Octokit's retry plugin grows it as (retry number)². Default 1 s. */
  retryBaseMs?: number
}

/** The same silence the platform's transport allows. */
export const GITHUB_IDLE_TIMEOUT_MS = 60_000
export const GITHUB_REQUEST_TIMEOUT_MS = 5 * 60_000
/** No GitHub answer the action reads comes near this; a larger one is a broken or hostile server. */
export const GITHUB_MAX_RESPONSE_BYTES = 32 * 1024 * 1024

/** An Octokit for GitHub's API that sends the token to GitHub's own origins and nowhere else. */
export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubClient> {
  const [{ getOctokit }, { retry }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry')
  ])
  const log = options.log ?? { debug: () => undefined, warn: () => undefined }
  const octokit = getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl,
      log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
      // Proxies decided per origin by the toolkit's rules (the default decides once, for baseUrl).
      request: { fetch: await sharedFetch() },
      retry: { retries: options.retries ?? 3, retryAfterBaseValue: options.retryBaseMs ?? 1_000 }
    },
    retry
  )
  const apiOrigin = new URL(options.apiUrl).origin
  // URLs from GitHub's answers (next-page links, upload URLs) are checked before the token goes out.
  octokit.hook.before('request', request => {
    const raw = String(request.url)
    if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) return
    const url = new URL(raw)
    if (url.origin === apiOrigin || options.allowUrl?.(url)) return
    throw new Error(
      `refused to follow a link to ${url.origin}, which is not the GitHub API (${apiOrigin})`
    )
  })
  // Registered last, so it wraps the retry plugin: its deadline covers every attempt of a request.
  octokit.hook.wrap('request', async (request, endpoint) => {
    const idleMs = options.idleTimeoutMs ?? GITHUB_IDLE_TIMEOUT_MS
    const totalMs = options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS
    const deadline = AbortSignal.timeout(totalMs)
    const signals = [deadline, options.signal, endpoint.request?.signal].filter(
      s => s !== undefined
    )
    const outcome: Outcome = {}
    // Octokit types its request options loosely; a fetch given there has fetch's shape.
    const inner = (endpoint.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch
    // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
    endpoint.request = {
      ...endpoint.request,
      signal: AbortSignal.any(signals),
      fetch: boundedFetch(inner, {
        idleMs,
        maxBytes: options.maxResponseBytes ?? GITHUB_MAX_RESPONSE_BYTES,
        outcome
      })
    }
    const failed = (error: unknown): unknown => {
      if (outcome.failure) return outcome.failure
      if (options.signal?.aborted) return new GitHubTransferError('ECANCELLED', 'cancelled')
      if (deadline.aborted) {
        return new GitHubTransferError('EDEADLINE', `no complete answer within ${seconds(totalMs)}`)
      }
      return error
    }
    let response
    try {
      response = await request(endpoint)
    } catch (error) {
      throw failed(error)
    }
    // Octokit reads a JSON body that breaks off as '' instead of failing; the failure is ours.
    if (outcome.failure) throw outcome.failure
    return response
  })
  return octokit
}

let proxiedFetch: Promise<Fetch> | undefined

/** One connection pool for every GitHub client of the run. */
function sharedFetch(): Promise<Fetch> {
  proxiedFetch ??= import('../network/fetch.js').then(module => module.createProxiedFetch().fetch)
  return proxiedFetch
}

interface Outcome {
  failure?: GitHubTransferError
}

/**
 * `fetch` with an idle timer (reset by the headers and every chunk of the body) and a size bound.
 * A failure is recorded in `outcome` and the request aborted as a plain abort, which Octokit and its
 * retry plugin pass on without retrying.
 */
function boundedFetch(
  inner: typeof fetch,
  bounds: { idleMs: number; maxBytes: number; outcome: Outcome }
): typeof fetch {
  return async (input, init) => {
    const stop = new AbortController()
    const fail = (code: string, message: string): void => {
      bounds.outcome.failure ??= new GitHubTransferError(code, message)
      stop.abort()
    }
    let timer: NodeJS.Timeout | undefined
    const arm = (): void => {
      clearTimeout(timer)
      timer = setTimeout(
        () => fail('ESTALLED', `no data from GitHub for ${seconds(bounds.idleMs)}`),
        bounds.idleMs
      )
      timer.unref()
    }
    arm()
    const signal = init?.signal ? AbortSignal.any([init.signal, stop.signal]) : stop.signal
    let response: Response
    try {
      response = await inner(input, { ...init, signal })
    } catch (error) {
      clearTimeout(timer)
      // Octokit passes an abort on unretried only when it is an Error, which a DOMException from
      // another realm is not; so every abort is thrown as one.
      if (signal.aborted) throw abortError()
      throw error
    }
    const declared = Number(response.headers.get('content-length'))
    if (declared > bounds.maxBytes) {
      clearTimeout(timer)
      fail('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`)
      await response.body?.cancel().catch(() => undefined)
      throw abortError()
    }
    if (!response.body) {
      clearTimeout(timer)
      return response
    }
    arm()
    let bytes = 0
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength
          if (bytes > bounds.maxBytes) {
            clearTimeout(timer)
            fail('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`)
            controller.error(bounds.outcome.failure)
            return
          }
          arm()
          controller.enqueue(chunk)
        },
        flush() {
          clearTimeout(timer)
        }
      })
    )
    const bounded = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    })
    Object.defineProperty(bounded, 'url', { value: response.url })
    return bounded
  }
}

function abortError(): Error {
  return Object.assign(new Error('aborted'), { name: 'AbortError' })
}

function seconds(ms: number): string {
  return `${ms / 1000} s`
}
