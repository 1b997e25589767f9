/**
 * Proxies as runners have them, and the one undici dispatcher per route. Which requests go through
 * a proxy is decided by the Actions toolkit's own rules (`@actions/http-client`: `HTTPS_PROXY` /
 * `https_proxy` for https targets, `HTTP_PROXY` / `http_proxy` for http ones, `NO_PROXY` /
 * `no_proxy`, loopback always direct), so the action behaves like every other action on the runner.
 * Tunnels are undici's `ProxyAgent`; only its CONNECT client is wrapped, so that a refusal arrives
 * as a number (the default path reports it as an AbortError, which reads as "cancelled") and the
 * CONNECT exchange has a total deadline (undici bounds it only by `headersTimeout`).
 *
 * Proxy credentials go only to the proxy, as `Proxy-Authorization: Basic`; the proxy is named
 * everywhere else by its origin without them.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { Agent, Client, ProxyAgent, type Dispatcher } from 'undici'

/** The proxy a request goes through. */
export interface ProxyRoute {
  /** The proxy's origin without credentials, safe to show: `http://proxy.example:3128`. */
  shown: string
  /** `Basic …` when the proxy URL carries credentials. */
  authorization?: string
}

/** The proxy for a target URL, or undefined when it goes direct. Reads the environment each time. */
export function proxyFor(target: URL): ProxyRoute | undefined {
  let proxy: URL | undefined
  try {
    proxy = getProxyUrl(target)
  } catch {
    throw new ProxyError({
      shown: 'the proxy in HTTPS_PROXY/HTTP_PROXY',
      target: target.host,
      message:
        'Check HTTPS_PROXY/HTTP_PROXY: the proxy URL set there cannot be read (expected http://host:port).'
    })
  }
  if (!proxy?.hostname) return undefined
  const protocol = proxy.protocol === 'https:' ? 'https:' : 'http:'
  // getProxyUrl gives the user name and password percent-decoded.
  const credentials = proxy.username || proxy.password ? `${proxy.username}:${proxy.password}` : ''
  return {
    shown: `${protocol}//${proxy.host}`,
    ...(credentials && {
      authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`
    })
  }
}

/** The proxy refused the tunnel (407, 403, 502…), missed its deadline, or could not be reached. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  readonly code = 'EPROXY'
  /** The proxy, as shown (no credentials). */
  readonly proxy: string
  /** `host:port` the tunnel was for. */
  readonly target: string
  /** The proxy's answer to CONNECT; undefined when it gave none. */
  readonly status: number | undefined
  /** Why no answer came: `ECONNREFUSED`, `ETIMEDOUT` (the CONNECT deadline)… */
  readonly reason: string | undefined
  constructor(a: {
    shown: string
    target: string
    status?: number
    reason?: string
    message: string
  }) {
    super(a.message)
    this.proxy = a.shown
    this.target = a.target
    this.status = a.status
    this.reason = a.reason
  }
}

const PROXY_ADVICE: Record<number, string> = {
  407: 'check the user name and password in the proxy URL (percent-encoded)',
  // tinyproxy answers a wrong password with 401.
  401: 'check the user name and password in the proxy URL (percent-encoded)',
  403: 'ask the proxy administrator to allow this host'
}

function refused(route: ProxyRoute, target: string, status: number): ProxyError {
  const advice =
    PROXY_ADVICE[status] ??
    (status === 502 || status === 504
      ? `check that ${target.replace(/:\d+$/, '')} is right and reachable from the proxy`
      : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)')
  return new ProxyError({
    shown: route.shown,
    target,
    status,
    message: `Check the proxy settings: the proxy ${route.shown} refused the tunnel to ${target} (HTTP ${status}); ${advice}.`
  })
}

/** Attempts a request gets when the proxy refuses its tunnels: it rarely changes its mind. */
export const MAX_PROXY_ATTEMPTS = 3

/** Time allowed for the whole CONNECT exchange, however slowly the proxy's answer trickles in. */
export const tunnelLimits = { deadlineMs: 30_000 }

/** A dispatcher and the requests waiting on it, so that a pending tunnel ends with its requests. */
export interface Route {
  dispatcher: Dispatcher
  /** Marks a request waiting for its answer; call the result when it no longer waits. */
  hold(): (gaveUp: boolean) => void
}

interface RouteState extends Route {
  waiting: number
  cancel: AbortController
}

/**
 * The CONNECT client of a `ProxyAgent`: its answer read as a number (any status but 200 is a
 * typed refusal), within a total deadline, and cancelled when no request waits for it any more.
 */
function tunnelClient(route: ProxyRoute, state: () => RouteState) {
  return (origin: URL, options: object): Dispatcher => {
    const client = new Client(origin, options)
    const connect = client.connect.bind(client)
    const guarded = async (opts: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData> => {
      const target = opts.path
      const deadline = AbortSignal.timeout(tunnelLimits.deadlineMs)
      let answer: Dispatcher.ConnectData
      try {
        answer = await connect({
          ...opts,
          signal: AbortSignal.any([deadline, state().cancel.signal])
        })
      } catch (error) {
        const reason = deadline.aborted ? 'ETIMEDOUT' : (error as { code?: string }).code
        throw new ProxyError({
          shown: route.shown,
          target,
          ...(reason !== undefined && { reason }),
          message: deadline.aborted
            ? `Check the proxy settings: the proxy ${route.shown} did not answer the tunnel request to ${target} within ${tunnelLimits.deadlineMs / 1000} s.`
            : `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${route.shown} could not be reached (${reason ?? (error as Error).message}).`
        })
      }
      if (answer.statusCode === 200) return answer
      answer.socket.on('error', () => undefined).destroy()
      throw refused(route, target, answer.statusCode)
    }
    return Object.assign(client, { connect: guarded })
  }
}

const routes = new Map<string, RouteState>()

/**
 * The dispatcher for a URL: one per route (direct, or each proxy with its credentials), shared by
 * every client of the run, keep-alive connections included.
 */
export function routeFor(url: URL): Route {
  const proxy = proxyFor(url)
  const key = proxy ? `${proxy.shown} ${proxy.authorization ?? ''}` : 'direct'
  let state = routes.get(key)
  if (state) return state
  const created: RouteState = {
    waiting: 0,
    cancel: new AbortController(),
    dispatcher: proxy
      ? new ProxyAgent({
          uri: proxy.shown,
          ...(proxy.authorization && { token: proxy.authorization }),
          clientFactory: tunnelClient(proxy, () => created)
        })
      : new Agent(),
    hold() {
      created.waiting++
      return gaveUp => {
        created.waiting--
        if (!gaveUp || created.waiting > 0) return
        created.cancel.abort()
        created.cancel = new AbortController()
      }
    }
  }
  state = created
  routes.set(key, state)
  return state
}

/** Closes every kept-alive connection so the process can exit; later requests open new ones. */
export function closeRoutes(): void {
  for (const state of routes.values()) void state.dispatcher.destroy().catch(() => undefined)
  routes.clear()
}
