/**
 * A `fetch` for Octokit that connects as the platform transport does: direct, or through the
 * proxy the toolkit's rules choose for each URL's origin (not only for the API's base URL, so an
 * upload origin or a redirect target gets its own decision, NO_PROXY included). undici is what
 * Octokit's default fetch runs on; only the connection step is ours.
 */
import { Agent, buildConnector, fetch as undiciFetch } from 'undici'
import { openTunnel, proxyFor, ProxyError } from './proxy.js'
import { findCause } from './failures.js'

/** Tunnels refused in a row after which a refusal is no longer worth a retry. */
const MAX_PROXY_REFUSALS = 3

export type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>

/** One dispatcher for every origin; each new connection picks direct or proxy for its origin. */
export function createProxiedFetch(): { fetch: Fetch; close: () => Promise<void> } {
  const direct = buildConnector({})
  let refusals = 0
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
        socket => {
          refusals = 0
          return protocol === 'https:'
            ? direct({ ...options, httpSocket: socket }, callback)
            : callback(null, socket)
        },
        (error: Error) => {
          refusals++
          callback(error, null)
        }
      )
    }
  })
  const fetch: Fetch = async (url, init) => {
    try {
      // undici's own types and the global fetch types of @types/node differ in details only.
      return (await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher: agent
      })) as unknown as Response
    } catch (error) {
      const proxy = findCause(error, (value): value is ProxyError => value instanceof ProxyError)
      // The third refusal in a row ends the retries: Octokit retries any failed fetch, but passes
      // an AbortError on as it is.
      if (proxy && refusals >= MAX_PROXY_REFUSALS) {
        throw Object.assign(new Error(proxy.message, { cause: proxy }), { name: 'AbortError' })
      }
      throw error
    }
  }
  return { fetch, close: () => agent.close() }
}
