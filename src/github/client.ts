/**
 * The one place GitHub API clients are made. Every GitHub call (commits, releases, assets, workflow
 * runs, artifacts) takes its client from here, so that the rules for GitHub requests (the token kept
 * on GitHub's own origins, proxies, deadlines) are written once. `@actions/github` is imported on the
 * first call only, so that runs which never call GitHub never load it.
 */
import type { getOctokit } from '@actions/github'
import type { Fetch } from '../network/fetch.js'

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
}

/** An Octokit for GitHub's API that sends the token to GitHub's own origins and nowhere else. */
export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github')
  const log = options.log ?? { debug: () => undefined, warn: () => undefined }
  const octokit = getOctokit(options.token, {
    baseUrl: options.apiUrl,
    log: { debug: log.debug, info: log.debug, warn: log.warn, error: log.warn },
    // Proxies decided per origin by the toolkit's rules (the default decides once, for baseUrl).
    request: { fetch: await sharedFetch() }
  })
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
  return octokit
}

let proxiedFetch: Promise<Fetch> | undefined

/** One connection pool for every GitHub client of the run. */
function sharedFetch(): Promise<Fetch> {
  proxiedFetch ??= import('../network/fetch.js').then(module => module.createProxiedFetch().fetch)
  return proxiedFetch
}
