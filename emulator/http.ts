/** HTTP plumbing shared by the servers and the handlers: answers, body reading, listening. */
import { lookup } from 'node:dns/promises'
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { isLosslessNumber } from 'lossless-json'
import { HttpError } from './validation.js'

/** Request bodies above this size are refused with 413. */
const MAX_BODY_BYTES = 1024 * 1024

/** An answer to send. */
export interface Reply {
  status: number
  text: string
  contentType?: string
  headers?: OutgoingHttpHeaders
}

/** JSON.rawJSON (Node 21 and later), which TypeScript's ES2024 library does not declare. */
const { rawJSON } = JSON as unknown as { rawJSON(this: void, text: string): unknown }

/** Bigints and numbers parsed losslessly, as the exact JSON numbers they stand for. */
function exactNumber(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return rawJSON(value.toString())
  return isLosslessNumber(value) ? rawJSON(value.value) : value
}

/**
 * A JSON answer; bigint values are written as exact JSON integers. JSON.stringify (with raw JSON
 * for those) rather than lossless-json's: the same text, written natively, which counts on pages
 * of thousands of items.
 */
export function jsonReply(status: number, value: unknown, headers?: OutgoingHttpHeaders): Reply {
  const text = JSON.stringify(value, exactNumber) ?? 'null'
  return { status, text, contentType: 'application/json', headers }
}

/** The platform's error shape, `{"error": message}` (plus fields like `code` when given). */
export function errorReply(
  status: number,
  message: string,
  headers?: OutgoingHttpHeaders,
  extra: Record<string, string> = {}
): Reply {
  return jsonReply(status, { error: message, ...extra }, headers)
}

/** An S3-style XML error of the storage server. */
export function storageError(status: number, code: string, message: string): Reply {
  const text =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message></Error>`
  return { status, text, contentType: 'application/xml' }
}

export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const headers: OutgoingHttpHeaders = { ...reply.headers }
  if (reply.contentType !== undefined) headers['content-type'] = reply.contentType
  headers['content-length'] = Buffer.byteLength(reply.text)
  res.writeHead(reply.status, headers)
  res.end(reply.text)
}

/** Reads the whole request body as UTF-8; more than MAX_BODY_BYTES throws HttpError 413. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** How a URL names `host`. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return isIP(host) === 6 ? `[${host}]` : host
}

function isLoopback(host: string): boolean {
  return host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * Where the storage server listens and how its URL names it: on a loopback API host it answers as
 * `localhost`, so downloads go to another host name as well as another port.
 */
export async function storageBinding(apiHost: string): Promise<{ bind: string; host: string }> {
  if (apiHost === 'localhost') return { bind: '127.0.0.1', host: '127.0.0.1' }
  if (isLoopback(apiHost)) {
    try {
      const resolved = await lookup('localhost')
      return { bind: resolved.address, host: 'localhost' }
    } catch {
      // no usable name for loopback: fall back to the API host on another port
    }
  }
  return { bind: apiHost, host: urlHost(apiHost) }
}

/** Listens and resolves with the port bound. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}
