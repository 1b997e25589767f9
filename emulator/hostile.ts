/**
 * A hostile or broken platform, for tests: a loopback HTTP server whose every answer a test scripts,
 * with ready-made misbehaviours the platform emulator does not play (endless cursors, bodies that drip
 * or never end, huge or compressed bodies, strings made to inject runner commands). Independent of
 * `server.ts`, so faults can be added here without touching the emulator proper.
 */
import { once } from 'node:events'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { pipeline, Readable } from 'node:stream'
import * as zlib from 'node:zlib'

/** One request as the hostile server received it. */
export interface HostileRequest {
  method: string
  /** Path with query, as sent. */
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** Answers one request; `index` counts requests from 0. */
export type HostileHandler = (
  request: HostileRequest,
  response: ServerResponse,
  index: number
) => void | Promise<void>

export interface HostileServer {
  /** Origin, e.g. `http://127.0.0.1:PORT`. */
  url: string
  requests: HostileRequest[]
  /** Replaces the handler for the requests that follow. */
  handle(handler: HostileHandler): void
  close(): Promise<void>
}

/** Starts a hostile server on loopback (`host` `::1` for IPv6). */
export async function startHostileServer(
  handler: HostileHandler = (_req, res) => sendJson(res, {}),
  host = '127.0.0.1'
): Promise<HostileServer> {
  let current = handler
  const requests: HostileRequest[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    void readRequest(req).then(async request => {
      const index = requests.push(request) - 1
      try {
        await current(request, res, index)
      } catch {
        res.destroy()
      }
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.listen(0, host)
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    requests,
    handle: next => (current = next),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    }
  }
}

async function readRequest(req: IncomingMessage): Promise<HostileRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return {
    method: req.method ?? '',
    path: req.url ?? '',
    headers: req.headers,
    body: Buffer.concat(chunks).toString('utf8')
  }
}

/** Answers `value` as JSON (text given as a string is sent as it is). */
export function sendJson(
  res: ServerResponse,
  value: unknown,
  status = 200,
  headers: Record<string, string> = {}
): void {
  const body = typeof value === 'string' ? value : JSON.stringify(value)
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(body)
}

/** Answers `value` as JSON compressed with `encoding`, saying so in Content-Encoding. */
export function sendCompressed(
  res: ServerResponse,
  value: unknown,
  encoding: 'gzip' | 'br' | 'deflate',
  contentType = 'application/json'
): void {
  const text = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))
  const body =
    encoding === 'gzip'
      ? zlib.gzipSync(text)
      : encoding === 'br'
        ? zlib.brotliCompressSync(text)
        : zlib.deflateSync(text)
  res.writeHead(200, { 'content-type': contentType, 'content-encoding': encoding })
  res.end(body)
}

/**
 * Sends `body` and then spaces up to `size` bytes, made as the client reads them (backpressure
 * kept), gzip-encoded when asked; a client that stops reading stops the making.
 */
export function sendPadded(
  res: ServerResponse,
  action: { body: string; size: number; encoding?: 'gzip'; contentType?: string }
): void {
  const head = Buffer.from(action.body)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  let left = Math.max(0, action.size - head.length)
  const source = Readable.from(
    (function* () {
      yield head
      while (left > 0) {
        const n = Math.min(left, chunk.length)
        left -= n
        yield n === chunk.length ? chunk : chunk.subarray(0, n)
      }
    })()
  )
  const headers: Record<string, string> = {
    'content-type': action.contentType ?? 'application/json'
  }
  if (action.encoding === 'gzip') headers['content-encoding'] = 'gzip'
  else headers['content-length'] = String(head.length + Math.max(0, action.size - head.length))
  res.writeHead(200, headers)
  const body = action.encoding === 'gzip' ? source.pipe(zlib.createGzip({ level: 1 })) : source
  res.on('close', () => source.destroy())
  pipeline(body, res, () => undefined)
}

/**
 * Sends the headers and then one byte every `everyMs`, for ever (until the client gives up): a
 * body that never stalls long enough for an idle timeout, and never ends.
 */
export function dripForever(res: ServerResponse, everyMs: number): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.write('{"policies": [')
  const timer = setInterval(() => res.write(' '), everyMs)
  res.on('close', () => clearInterval(timer))
}

/** Sends the headers and the start of a body, then nothing more: a stalled body. */
export function stallBody(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.write('{"policies": [')
}

/**
 * A 200 JSON body of about `bytes` bytes (a valid policies list), streamed without Content-Length,
 * 64 items a write, the same bytes each time: a write per item made tens of thousands of chunks.
 */
export function sendHugeBody(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  const item = JSON.stringify({ id: '1', name: 'x'.repeat(1000) })
  const items = Array.from({ length: 64 }, () => item).join(',')
  const [first, next] = [Buffer.from(items), Buffer.from(`,${items}`)]
  let sent = 0
  res.write('{"policies": [')
  const pump = (): void => {
    while (sent < bytes) {
      const chunk = sent === 0 ? first : next
      sent += chunk.length
      if (!res.write(chunk)) {
        res.once('drain', pump)
        return
      }
    }
    res.end(']}')
  }
  res.on('error', () => undefined)
  pump()
}

/** A list page that always says `hasMore: true`, with no items and a cursor never sent before. */
export function endlessPage(index: number, cursor: 'integer' | 'string' = 'integer'): unknown {
  return {
    hasMore: true,
    cursor: cursor === 'integer' ? 1000 + index : `c-${index}`,
    repositorySummaries: [],
    lockfileSummaries: []
  }
}

/**
 * Strings made to inject runner commands through the log: `##[…]` anywhere, `::…::` after a
 * newline, and terminal escape sequences.
 */
export const HOSTILE_STRINGS = {
  setOutput: '##[set-output name=ticket-url;]https://evil.example/x',
  newlineCommand: 'x\n::set-output name=ticket-url::https://evil.example/y',
  carriageReturnCommand: 'x\r::add-mask::everything',
  ansi: '\u001b[31mred\u001b[0m\u001b]0;title\u0007'
}

/**
 * A GitHub listing page with no items and a `Link: rel="next"` to a page never asked for before, as
 * a hostile or broken GitHub could send for ever.
 */
export function endlessGitHubPage(res: ServerResponse, url: string, index: number): void {
  const next = new URL(url)
  next.searchParams.set('page', String(index + 2))
  sendJson(res, [], 200, { link: `<${next.href}>; rel="next"` })
}
