/**
 * The one place GitHub API clients are made. Every GitHub call (commits, releases, assets, workflow
 * runs, artifacts) takes its client from here, so that the rules for GitHub requests are written
 * once: the token kept on GitHub's own origins, proxies, deadlines, a bound on answer sizes, and
 * retries (`@octokit/plugin-retry`). `@actions/github` is imported on the first call only, so that
 * runs which never call GitHub never load it.
 */
import type { getOctokit } from '@actions/github'
import { ConnectionError, exchange, ExchangeError } from '../network/http.js'
import { MAX_PROXY_ATTEMPTS } from '../network/proxy.js'
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
    const outcome: Outcome = { refusals: 0 }
    // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
    endpoint.request = {
      ...endpoint.request,
      signal: AbortSignal.any(signals),
      fetch: githubFetch({
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

/** What went wrong with one request, over its retries. */
interface Outcome {
  failure?: GitHubTransferError
  /** Tunnels the proxy refused for this request: the third ends its retries. */
  refusals?: number
}

/**
 * Octokit's `fetch`, on the action's one HTTP stack (its bounds, proxies and redirect rule). A failure
 * that must not be retried (silence, size, a certificate, the third refused tunnel) is recorded in
 * `outcome` and thrown as a plain abort, which Octokit and its retry plugin pass on as it is.
 */
function githubFetch(bounds: { idleMs: number; maxBytes: number; outcome: Outcome }): typeof fetch {
  const { outcome } = bounds
  const stop = (error: unknown): never => {
    if (error instanceof ExchangeError && error.code !== 'ECANCELLED') {
      // GitHub's own words for silence and size, as its messages always had them.
      const silent = error.code === 'TIMEOUT' || error.code === 'ESTALLED'
      outcome.failure ??= silent
        ? new GitHubTransferError('ESTALLED', `no data from GitHub for ${seconds(bounds.idleMs)}`)
        : error.code === 'ETOOLARGE'
          ? new GitHubTransferError('ETOOLARGE', `an answer larger than ${bounds.maxBytes} bytes`)
          : new GitHubTransferError(error.code, error.message)
    }
    if (error instanceof ConnectionError) {
      const { failure } = error
      const refusals =
        failure.code === 'EPROXY' ? (outcome.refusals = (outcome.refusals ?? 0) + 1) : 0
      if (!failure.certificate && refusals < MAX_PROXY_ATTEMPTS) throw error
      // A refused tunnel's advice names the proxy and what to check; a certificate's code goes once.
      const text =
        failure.code === 'EPROXY'
          ? (failure.advice ?? failure.message)
          : `${failure.message} (${failure.code})`
      outcome.failure ??= Object.assign(new GitHubTransferError(failure.code, text), {
        cause: error
      })
    }
    // Octokit passes an abort on unretried only when it is an Error named so.
    throw Object.assign(new Error(outcome.failure?.message ?? 'aborted', { cause: error }), {
      name: 'AbortError'
    })
  }
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = await exchange({
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: (init?.body ?? null) as string | Uint8Array | ReadableStream<Uint8Array> | null,
      idleTimeoutMs: bounds.idleMs,
      totalTimeoutMs: Infinity,
      maxBodyBytes: bounds.maxBytes,
      ...(init?.signal && { signal: init.signal }),
      ...(init?.redirect === 'manual' && { follow: false as const }),
      onFailure: stop
    }).catch(stop)
    const empty = [204, 205, 304].includes(answer.status)
    const response = new Response(empty ? null : (answer.body as ReadableStream | null), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers
    })
    Object.defineProperty(response, 'url', { value: answer.url.href })
    return response
  }
}

function seconds(ms: number): string {
  return `${ms / 1000} s`
}
