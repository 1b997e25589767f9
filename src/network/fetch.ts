/**
 * A `fetch` for Octokit that connects as the platform transport does: direct, or through the
 * proxy the toolkit's rules choose for each URL's origin (not only for the API's base URL, so an
 * upload origin or a redirect target gets its own decision, NO_PROXY included). undici is what
 * Octokit's default fetch runs on; only the connection step is ours.
 */
import { Agent, buildConnector, fetch as undiciFetch } from 'undici'
import { openTunnel, proxyFor } from './proxy.js'

export type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>

/** One dispatcher for every origin; each new connection picks direct or proxy for its origin. */
export function createProxiedFetch(): { fetch: Fetch; close: () => Promise<void> } {
  const direct = buildConnector({})
  const agent = new Agent({
    connect: (options, callback) => {
      const protocol = options.protocol === 'http:' ? 'http:' : 'https:'
      const port = Number(options.port) || (protocol === 'https:' ? 443 : 80)
      let route
      try {
        route = proxyFor(new URL(`${protocol}//${options.host ?? options.hostname}`))
      } catch (error) {
        callback(error as Error, null)
        return
      }
      if (!route) {
        direct(options, callback)
        return
      }
      const host = options.hostname.replace(/^\[|\]$/g, '')
      openTunnel(route, host, port).then(
        socket =>
          protocol === 'https:'
            ? direct({ ...options, httpSocket: socket }, callback)
            : callback(null, socket),
        (error: Error) => callback(error, null)
      )
    }
  })
  const fetch: Fetch = (url, init) =>
    undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent
    }) as unknown as Promise<Response>
  return { fetch, close: () => agent.close() }
}
