/**
 * Proxies as runners have them. Which requests go through a proxy is decided by the Actions
 * toolkit's own rules (`@actions/http-client`: `HTTPS_PROXY`/`https_proxy` for https targets,
 * `HTTP_PROXY`/`http_proxy` for http ones, `NO_PROXY`/`no_proxy`, loopback always direct), so the
 * action behaves like every other action on the runner. The tunnel itself (an HTTP CONNECT) is
 * opened here, for both HTTP stacks the action uses: node:http agents (the platform transport) and
 * an undici dispatcher (Octokit). Opening it here gives a typed error that carries the proxy's
 * status, which neither library's tunnel exposes other than in message text.
 *
 * Proxy credentials go only to the proxy, as `Proxy-Authorization: Basic`; the proxy is named
 * everywhere else by its origin without them.
 */
import * as http from 'node:http'
import * as https from 'node:https'
import type { Duplex } from 'node:stream'
import * as tls from 'node:tls'
import type { Socket } from 'node:net'
import { getProxyUrl } from '@actions/http-client/lib/proxy'

/** The proxy a request goes through. */
export interface ProxyRoute {
  /** The proxy's origin without credentials, safe to show: `http://proxy.example:3128`. */
  shown: string
  protocol: 'http:' | 'https:'
  /** Host name without IPv6 brackets, for connecting. */
  host: string
  port: number
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
  const port = proxy.port ? Number(proxy.port) : protocol === 'https:' ? 443 : 80
  // getProxyUrl gives the user name and password percent-decoded.
  const credentials = proxy.username || proxy.password ? `${proxy.username}:${proxy.password}` : ''
  return {
    shown: `${protocol}//${proxy.host}`,
    protocol,
    host: proxy.hostname.replace(/^\[|\]$/g, ''),
    port,
    ...(credentials && {
      authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`
    })
  }
}

/** The proxy refused the tunnel (407, 403, 502…) or could not be reached. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  /** The proxy, as shown (no credentials). */
  readonly proxy: string
  /** `host:port` the tunnel was for. */
  readonly target: string
  /** The proxy's answer to CONNECT; undefined when it gave none. */
  readonly status: number | undefined
  readonly code = 'EPROXY'
  /** The system error code when the proxy could not be reached (`ECONNREFUSED`…). */
  readonly reason: string | undefined
  constructor(args: {
    shown: string
    target: string
    status?: number
    reason?: string
    message: string
  }) {
    super(args.message)
    this.proxy = args.shown
    this.target = args.target
    this.status = args.status
    this.reason = args.reason
  }
}

const PROXY_ADVICE: Record<number, string> = {
  407: 'check the user name and password in the proxy URL (percent-encoded)',
  403: 'ask the proxy administrator to allow this host'
}

function refused(
  route: ProxyRoute,
  target: string,
  status: number,
  statusText: string
): ProxyError {
  const advice =
    PROXY_ADVICE[status] ??
    (status === 502 || status === 504
      ? `check that ${target.replace(/:\d+$/, '')} is right and reachable from the proxy`
      : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)')
  return new ProxyError({
    shown: route.shown,
    target,
    status,
    message:
      `Check the proxy settings: the proxy ${route.shown} refused the tunnel to ${target} ` +
      `(HTTP ${status}${statusText ? ` ${statusText}` : ''}); ${advice}.`
  })
}

/** Time allowed for the proxy to answer CONNECT. */
const TUNNEL_TIMEOUT_MS = 30_000

/** Opens a CONNECT tunnel to `host:port` through the proxy; resolves with the raw socket. */
export function openTunnel(route: ProxyRoute, host: string, port: number): Promise<Socket> {
  const target = `${host.includes(':') ? `[${host}]` : host}:${port}`
  return new Promise<Socket>((resolve, reject) => {
    const lib = route.protocol === 'https:' ? https : http
    const request = lib.request({
      host: route.host,
      port: route.port,
      method: 'CONNECT',
      path: target,
      agent: false,
      headers: {
        host: target,
        ...(route.authorization && { 'proxy-authorization': route.authorization })
      },
      timeout: TUNNEL_TIMEOUT_MS
    })
    let settled = false
    const fail = (error: ProxyError): void => {
      if (settled) return
      settled = true
      request.destroy()
      reject(error)
    }
    request.once('connect', (response: http.IncomingMessage, socket: Socket) => {
      if (response.statusCode === 200) {
        settled = true
        resolve(socket)
        return
      }
      socket.destroy()
      fail(refused(route, target, response.statusCode ?? 0, response.statusMessage ?? ''))
    })
    // A proxy that answers CONNECT with a non-2xx status may come through as a plain response.
    request.once('response', (response: http.IncomingMessage) => {
      response.resume()
      fail(refused(route, target, response.statusCode ?? 0, response.statusMessage ?? ''))
    })
    request.once('timeout', () =>
      fail(
        new ProxyError({
          shown: route.shown,
          target,
          reason: 'ETIMEDOUT',
          message: `Check the proxy settings: the proxy ${route.shown} did not answer the tunnel request to ${target} within ${TUNNEL_TIMEOUT_MS / 1000} s.`
        })
      )
    )
    request.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        new ProxyError({
          shown: route.shown,
          target,
          reason: error.code,
          message: `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${route.shown} could not be reached (${error.code ?? error.message}).`
        })
      )
    )
    request.end()
  })
}

type ConnectionCallback = (err: Error | null, stream: Duplex) => void

/**
 * A connection through a CONNECT tunnel, handed to an agent's callback; `wrap` puts TLS on top for
 * https targets.
 */
function tunnelledConnection(
  route: ProxyRoute,
  options: http.ClientRequestArgs,
  defaultPort: number,
  callback: ConnectionCallback | undefined,
  wrap: (socket: Socket, host: string) => Duplex = socket => socket
): undefined {
  const host = String(options.hostname ?? options.host ?? '').replace(/^\[|\]$/g, '')
  openTunnel(route, host, Number(options.port ?? defaultPort)).then(
    socket => callback?.(null, wrap(socket, host)),
    (error: Error) => callback?.(error, undefined as unknown as Duplex)
  )
  return undefined
}

/**
 * A keep-alive node:http(s) agent; through a proxy, each new connection is a CONNECT tunnel, with TLS
 * on top for https targets (certificates checked as usual, NODE_EXTRA_CA_CERTS included).
 */
function keepAliveAgent(secure: boolean, route: ProxyRoute | undefined): http.Agent {
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true })
  if (route === undefined) return agent
  agent.createConnection = (options, callback) =>
    secure
      ? tunnelledConnection(route, options, 443, callback, (socket, host) => {
          const tlsOptions = options as tls.ConnectionOptions
          return tls.connect({
            ...tlsOptions,
            socket,
            servername: tlsOptions.servername ?? (host.includes(':') ? '' : host)
          })
        })
      : tunnelledConnection(route, options, 80, callback)
  return agent
}

/**
 * Keep-alive node:http agents, one per target protocol and route, each going direct or through
 * the proxy the toolkit's rules choose for the URL.
 */
export class AgentPool {
  private readonly agents = new Map<string, http.Agent>()

  agentFor(url: URL): http.Agent {
    const route = proxyFor(url)
    const key = `${url.protocol} ${route ? `${route.shown} ${route.authorization ?? ''}` : 'direct'}`
    let agent = this.agents.get(key)
    if (!agent) {
      agent = keepAliveAgent(url.protocol === 'https:', route)
      this.agents.set(key, agent)
    }
    return agent
  }

  /** Closes kept-alive connections so the process can exit. */
  close(): void {
    for (const agent of this.agents.values()) agent.destroy()
    this.agents.clear()
  }
}
