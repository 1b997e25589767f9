/**
 * A loopback forward proxy that speaks only CONNECT, as corporate proxies in front of runners do.
 * Names that exist only behind it (`platform.example`, `ghe.example`) are mapped to loopback ports,
 * so a client reaches them through the proxy or not at all. It can demand credentials (407
 * otherwise), records every tunnel it was asked for, and watches the bytes it relays for secrets
 * that must never pass in the clear.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

export interface ConnectProxyOptions {
  /** Where each `host:port` behind the proxy really is (a loopback port). */
  routes: Record<string, number>
  /** Demand `Proxy-Authorization: Basic` with these; without, no credentials are asked. */
  credentials?: { user: string; password: string }
  /** Answer every CONNECT with this status instead (e.g. 403 or 502), for refusal tests. */
  refuseWith?: number
  /**
   * Per CONNECT (0-based, in arrival order): a status to refuse it with, `'trickle'` to answer one
   * byte at a time every `trickleMs` without ever finishing, or undefined to serve it as usual.
   */
  script?: (index: number) => number | 'trickle' | undefined
  trickleMs?: number
  /** An HTML page sent with every refusal, as squid sends its error pages; default no body. */
  refusalPage?: string
}

/** One CONNECT as the proxy saw it. */
export interface ProxyTunnel {
  target: string
  /** The Proxy-Authorization header as sent (undefined when none). */
  authorization: string | undefined
  status: number
}

export interface ConnectProxy {
  /** `http://127.0.0.1:PORT`, without credentials. */
  url: string
  /** The URL with the credentials in it, percent-encoded, as a user writes it into HTTPS_PROXY. */
  urlWithCredentials: string
  tunnels: ProxyTunnel[]
  /** Requests that were not CONNECT (a client that sent a plain request to the proxy). */
  plainRequests: string[]
  /** CONNECT connections closed by the client before the proxy answered (trickled ones). */
  abandoned: number
  /** Whether `secret` passed through a tunnel in the clear (either direction). */
  sawInClear(secret: string): boolean
  close(): Promise<void>
}

/** At most this much relayed text is kept to look for secrets in. */
const WATCH_LIMIT = 16 * 1024 * 1024

export async function startConnectProxy(options: ConnectProxyOptions): Promise<ConnectProxy> {
  const tunnels: ProxyTunnel[] = []
  const plainRequests: string[] = []
  const relayed: string[] = []
  let relayedBytes = 0
  const sockets = new Set<Socket>()
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`
    : undefined

  const server: Server = createServer((req, res) => {
    plainRequests.push(`${req.method} ${req.url}`)
    res.writeHead(405, { 'content-type': 'text/plain' }).end('Only CONNECT is supported.\n')
  })
  const keep = (chunk: Buffer): void => {
    if (relayedBytes >= WATCH_LIMIT) return
    relayedBytes += chunk.length
    relayed.push(chunk.toString('latin1'))
  }
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    const target = req.url ?? ''
    const tunnel: ProxyTunnel = {
      target,
      authorization: req.headers['proxy-authorization'],
      status: 0
    }
    tunnels.push(tunnel)
    const answer = (status: number, text: string, extra = ''): void => {
      tunnel.status = status
      const page = Buffer.from(options.refusalPage ?? '')
      const type = page.length > 0 ? 'Content-Type: text/html\r\n' : ''
      const head = `HTTP/1.1 ${status} ${text}\r\n${extra}${type}Content-Length: ${page.length}\r\n\r\n`
      client.end(Buffer.concat([Buffer.from(head), page]))
    }
    const scripted = options.script?.(tunnels.length - 1)
    if (scripted === 'trickle')
      return trickle(client, options.trickleMs ?? 2_000, () => proxy.abandoned++)
    if (scripted !== undefined) return answer(scripted, 'Refused')
    if (options.refuseWith !== undefined) return answer(options.refuseWith, 'Refused')
    if (expected !== undefined && tunnel.authorization !== expected) {
      return answer(
        407,
        'Proxy Authentication Required',
        'Proxy-Authenticate: Basic realm="test proxy"\r\n'
      )
    }
    const port = options.routes[target.toLowerCase()]
    if (port === undefined) return answer(502, 'Bad Gateway')
    const upstream = connect(port, '127.0.0.1')
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    upstream.once('connect', () => {
      tunnel.status = 200
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length > 0) {
        keep(head)
        upstream.write(head)
      }
      client.on('data', keep)
      upstream.on('data', keep)
      client.pipe(upstream)
      upstream.pipe(client)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`
  const credentials = options.credentials
  const proxy: ConnectProxy = {
    url,
    urlWithCredentials: credentials
      ? `http://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`
      : url,
    tunnels,
    plainRequests,
    abandoned: 0,
    sawInClear: secret => relayed.join('').includes(secret),
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  return proxy
}

/** Sends the start of a 200 answer one byte at a time, never reaching its end. */
function trickle(client: Socket, everyMs: number, onAbandoned: () => void): void {
  const text = 'HTTP/1.1 200 Connection Established\r\nX-Padding: '
  let sent = 0
  const timer = setInterval(() => client.write(text[sent++ % text.length] ?? 'x'), everyMs)
  client.on('close', () => {
    clearInterval(timer)
    onAbandoned()
  })
}
