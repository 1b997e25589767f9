/**
 * One undici dispatcher per route, the proxy chosen by the toolkit's rules (`getProxyUrl`:
 * HTTPS_PROXY, HTTP_PROXY, NO_PROXY, loopback direct). `ProxyAgent`'s CONNECT client is wrapped: by
 * default it reports a refusal as an AbortError ("cancelled"), bounded only by `headersTimeout`.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import type { Dispatcher } from 'undici'
import Agent from 'undici/lib/dispatcher/agent.js'
import DispatcherBase from 'undici/lib/dispatcher/dispatcher.js'
import Pool from 'undici/lib/dispatcher/pool.js'
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js'
import connect from 'undici/lib/api/api-connect.js'

// undici's index loads all of it (fetch, WebSocket, caches, mocks), which the first request waits
// for; of the methods it adds to every dispatcher, the CONNECT of a proxy's tunnel needs `connect`.
Object.assign(DispatcherBase.prototype, { connect })

/** A proxy by its origin without credentials (safe to show), and `Basic …` when it has some. */
type ProxyRoute = { shown: string; authorization?: string | undefined }

/** The proxy for a target URL, or undefined when it goes direct. Reads the environment each time. */
export function proxyFor(target: URL): ProxyRoute | undefined {
  let proxy: URL | undefined
  try {
    proxy = getProxyUrl(target)
  } catch {
    const advice = `Check HTTPS_PROXY/HTTP_PROXY: the proxy URL set there cannot be read (expected http://host:port).`
    throw new ProxyError(advice, 'set in HTTPS_PROXY/HTTP_PROXY', target.host, 'unreadable URL')
  }
  if (!proxy?.hostname) return undefined
  const shown = `${proxy.protocol === 'https:' ? 'https:' : 'http:'}//${proxy.host}`
  // getProxyUrl gives the user name and password percent-decoded.
  const credentials = Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')
  const secret = proxy.username !== '' || proxy.password !== ''
  return { shown, authorization: secret ? `Basic ${credentials}` : undefined }
}

/** The proxy refused the tunnel (407, 403, 502…), missed its deadline, or could not be reached. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  readonly code = 'EPROXY'
  constructor(
    message: string,
    /** The proxy, as shown, and `host:port` the tunnel was for. */
    readonly proxy: string,
    readonly target: string,
    /** Why no answer came (`ECONNREFUSED`, `ETIMEDOUT`…), or the proxy's answer to CONNECT. */
    readonly reason?: string,
    readonly status?: number
  ) {
    super(message)
  }
}

/** Attempts a request gets when the proxy refuses its tunnels: it rarely changes its mind. */
export const MAX_PROXY_ATTEMPTS = 3

/** Time allowed for the whole CONNECT exchange, however slowly the proxy's answer trickles in. */
export const tunnelLimits = { deadlineMs: 30_000 }

/** `ProxyAgent`'s CONNECT pool: any answer but 200 a typed refusal, within a total deadline. */
function tunnelClient({ shown }: ProxyRoute) {
  return (origin: URL, options: object): Dispatcher => {
    // A pool, as ProxyAgent's own is: one slow tunnel holds up no other.
    const client = new Pool(origin, options)
    const connect = client.connect.bind(client)
    const guarded = async (opts: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData> => {
      const target = opts.path
      const deadline = AbortSignal.timeout(tunnelLimits.deadlineMs)
      const answer = await connect({ ...opts, signal: deadline }).catch(
        (error: Error & { code?: string }) => {
          const reason = deadline.aborted ? 'ETIMEDOUT' : error.code
          const message = deadline.aborted
            ? `Check the proxy settings: the proxy ${shown} did not answer the tunnel request to ${target} within ${tunnelLimits.deadlineMs / 1000} s.`
            : `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${shown} could not be reached (${reason ?? error.message}).`
          throw new ProxyError(message, shown, target, reason)
        }
      )
      const { statusCode: status, socket } = answer
      if (status === 200) return answer
      socket.on('error', () => undefined).destroy()
      const advice =
        // tinyproxy answers a wrong password with 401.
        status === 407 || status === 401
          ? 'check the user name and password in the proxy URL (percent-encoded)'
          : status === 403
            ? 'ask the proxy administrator to allow this host'
            : status === 502 || status === 504
              ? `check that ${target.replace(/:\d+$/, '')} is right and reachable from the proxy`
              : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)'
      const message = `Check the proxy settings: the proxy ${shown} refused the tunnel to ${target} (HTTP ${status}); ${advice}.`
      throw new ProxyError(message, shown, target, undefined, status)
    }
    return Object.assign(client, { connect: guarded })
  }
}

const routes = new Map<string, Dispatcher>()
/** HTTP/1.1, as undici 6 spoke it (undici 8 negotiates h2 unless told not to). */
const allowH2 = false

/** The dispatcher for a URL: one per route (direct, or a proxy with its credentials) for the run. */
export function routeFor(url: URL): Dispatcher {
  const proxy = proxyFor(url)
  const key = proxy ? `${proxy.shown} ${proxy.authorization ?? ''}` : 'direct'
  let route = routes.get(key)
  if (route) return route
  const clientFactory = proxy && tunnelClient(proxy)
  // proxyTunnel: CONNECT for http targets too, as undici 6 and the toolkit's clients do.
  const options = { allowH2, proxyTunnel: true }
  route = proxy
    ? new ProxyAgent({ ...options, uri: proxy.shown, token: proxy.authorization, clientFactory })
    : new Agent({ allowH2 })
  routes.set(key, route)
  return route
}

/** Closes every kept-alive connection so the process can exit; later requests open new ones. */
export function closeRoutes(): void {
  for (const route of routes.values()) void route.destroy().catch(() => undefined)
  routes.clear()
}
