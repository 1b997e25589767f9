/**
 * The one place GitHub API clients are made, on the action's HTTP stack, with Octokit's retries.
 * `@actions/github` is loaded on the first call, so runs that never call GitHub never load it.
 */
import type { getOctokit } from '@actions/github'
import { DEFAULT_BOUNDS, exchange, ExchangeError, seconds } from '../network/http.js'
import { MAX_PROXY_ATTEMPTS } from '../network/proxy.js'
import { GitHubTransferError } from './errors.js'

export type GitHubClient = ReturnType<typeof getOctokit>

/** Makes a client: {@link createGitHubClient} in a run, one with other retry timing in tests. */
export type NewGitHubClient = (options: GitHubClientOptions) => Promise<GitHubClient>

/** A request of this folder's functions: the client's options, and who makes it. */
export interface ClientRequest extends GitHubClientOptions {
  /** Default {@link createGitHubClient}. */
  newClient?: NewGitHubClient
}

/** The client for `request`, made by its `newClient`. */
export function clientFor(request: ClientRequest): Promise<GitHubClient> {
  return (request.newClient ?? createGitHubClient)(request)
}

export interface GitHubClientOptions {
  /** `github-token`; sent only to `apiUrl`'s origin and the URLs `allowUrl` accepts. */
  token: string
  /** https://api.github.com, or https://ghe.example/api/v3 on GHES. */
  apiUrl: string
  log?: { debug: (message: string) => void; warn: (message: string) => void }
  /** A URL off `apiUrl`'s origin that may receive the token (a release's upload origin). */
  allowUrl?: (url: URL) => boolean
  signal?: AbortSignal
  idleTimeoutMs?: number
  maxResponseBytes?: number
  /** The wait before the first of three retries of a 5xx, a 429 or an unanswered request. */
  retryBaseMs?: number
}

/** What went wrong with one request over its retries, and the tunnels the proxy refused it. */
type Outcome = { failure?: GitHubTransferError; refusals: number }

export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github')
  const { retry } = await import('@octokit/plugin-retry')
  const { debug, warn } = options.log ?? { debug: () => undefined, warn: () => undefined }
  const log = { debug, info: debug, warn, error: warn }
  const retries = { retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1_000 }
  const octokit = getOctokit(options.token, { baseUrl: options.apiUrl, log, retry: retries }, retry)
  // Registered last, so it wraps the retry plugin: its deadline covers every attempt of a request.
  octokit.hook.wrap('request', async (request, endpoint) => {
    const deadline = AbortSignal.timeout(DEFAULT_BOUNDS.totalMs)
    const outcome: Outcome = { refusals: 0 }
    const signals = [deadline, options.signal, endpoint.request?.signal]
    const signal = AbortSignal.any(signals.filter(each => each !== undefined))
    // Hooks share one options object: what is set here reaches the retry plugin and the fetch.
    endpoint.request = { ...endpoint.request, signal, fetch: githubFetch(options, outcome) }
    return await Promise.resolve(request(endpoint)).catch((error: unknown) => {
      if (outcome.failure) throw outcome.failure
      if (options.signal?.aborted) throw new GitHubTransferError('ECANCELLED', 'cancelled')
      if (!deadline.aborted) throw error
      const late = `no complete answer within ${seconds(DEFAULT_BOUNDS.totalMs)}`
      throw new GitHubTransferError('EDEADLINE', late)
    })
  })
  return octokit
}

/**
 * Octokit's `fetch` on the action's stack. A failure not to retry (silence, size, a certificate, the
 * third refused tunnel) is kept in `outcome` and thrown as an AbortError, which Octokit passes on.
 */
function githubFetch(options: GitHubClientOptions, outcome: Outcome): typeof fetch {
  const idleMs = options.idleTimeoutMs ?? DEFAULT_BOUNDS.idleMs
  const maxBytes = options.maxResponseBytes ?? DEFAULT_BOUNDS.maxBytes
  const apiOrigin = new URL(options.apiUrl).origin
  const stop = (error: unknown): never => {
    const failure = error instanceof ExchangeError ? error.failure : undefined
    if (failure) {
      const refusals = failure.code === 'EPROXY' ? ++outcome.refusals : 0
      if (!failure.certificate && refusals < MAX_PROXY_ATTEMPTS) throw error
      // What happened, never the advice: callers put that first (connectionAdvice), once.
      const text = refusals ? failure.message : `${failure.message} (${failure.code})`
      outcome.failure ??= new GitHubTransferError(failure.code, text)
      outcome.failure.cause ??= error
    } else if (error instanceof ExchangeError && error.code !== 'ECANCELLED') {
      // GitHub's own words for silence and size, as its messages always had them.
      outcome.failure ??= ['TIMEOUT', 'ESTALLED'].includes(error.code)
        ? new GitHubTransferError('ESTALLED', `no data from GitHub for ${seconds(idleMs)}`)
        : error.code === 'ETOOLARGE'
          ? new GitHubTransferError('ETOOLARGE', `an answer larger than ${maxBytes} bytes`)
          : new GitHubTransferError(error.code, error.message)
    }
    // Octokit passes an abort on unretried only when it is an Error named so.
    const abort = new Error(outcome.failure?.message ?? 'aborted', { cause: error })
    throw Object.assign(abort, { name: 'AbortError' })
  }
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    // Next-page links and upload URLs come from GitHub's answers: checked before the token goes out.
    if (url.origin !== apiOrigin && !options.allowUrl?.(url)) {
      const refused = `refused to follow a link to ${url.origin}, which is not the GitHub API (${apiOrigin})`
      stop(new ExchangeError('EORIGIN', refused))
    }
    const answer = await exchange({
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: init?.body as string | Uint8Array | null,
      idleTimeoutMs: idleMs,
      maxBodyBytes: maxBytes,
      signal: init?.signal ?? undefined
    }).catch(stop)
    const body = [204, 205, 304].includes(answer.status) ? null : answer.body
    return Object.defineProperty(new Response(body, answer), 'url', { value: answer.url })
  }
}
