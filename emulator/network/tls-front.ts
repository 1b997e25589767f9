/**
 * A TLS front for the loopback fakes: it terminates https for names such as `platform.example` or
 * `ghe.example` with a certificate of the test CA and hands each request to the plain-HTTP fake
 * that serves that name and path prefix (a GitHub Enterprise Server has its API under `/api/v3`
 * and uploads under `/api/uploads`, on one host). The prefix is removed on the way in.
 */
import { createServer, type Server } from 'node:https'
import { request as httpRequest } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface FrontRoute {
  /** Host name as the client asks for it. */
  host: string
  /** Path prefix served by this route, without a trailing slash; '' for everything. */
  prefix: string
  /** The fake's origin: `http://127.0.0.1:PORT`. */
  target: string
}

export interface FrontRequest {
  host: string
  method: string
  path: string
  authorization: string | undefined
}

export interface TlsFront {
  port: number
  requests: FrontRequest[]
  close(): Promise<void>
}

export async function startTlsFront(options: {
  cert: string
  key: string
  routes: FrontRoute[]
}): Promise<TlsFront> {
  const requests: FrontRequest[] = []
  const sockets = new Set<Socket>()
  // Longest prefix first, so `/api/uploads` wins over a route for everything.
  const routes = [...options.routes].sort((a, b) => b.prefix.length - a.prefix.length)
  const server: Server = createServer({ cert: options.cert, key: options.key }, (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
    const path = req.url ?? '/'
    requests.push({
      host,
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization
    })
    const route = routes.find(
      r =>
        r.host === host && (path === r.prefix || path.startsWith(`${r.prefix}/`) || r.prefix === '')
    )
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such site behind the front.\n')
      return
    }
    const target = new URL(route.target)
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: path.slice(route.prefix.length) || '/',
        headers: { ...req.headers, host: target.host }
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
