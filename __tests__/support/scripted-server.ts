/**
 * A loopback HTTP server that answers from a script, for client tests of operations whose exact
 * request (path, query, headers) and odd answers matter more than a whole emulated platform.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { Transport } from '../../src/platform/transport.js'
import { closeRoutes } from '../../src/network/proxy.js'
import { forTestFile } from './loopback.js'

export interface SeenRequest {
  method: string
  /** Path and query exactly as sent (not decoded). */
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface ScriptedAnswer {
  status?: number
  body?: string | object
}

export type Script = (request: SeenRequest) => ScriptedAnswer

export interface ScriptedServer {
  url: string
  requests: SeenRequest[]
  /** Replaces the script; requests seen so far are kept. */
  answer(script: Script): void
  /** A transport to this server that never sleeps for real. */
  transport(token?: string): Transport
  close(): Promise<void>
}

export async function startScriptedServer(
  script: Script = () => ({ status: 404 })
): Promise<ScriptedServer> {
  let current = script
  const requests: SeenRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8')
      }
      requests.push(seen)
      const { status = 200, body = '' } = current(seen)
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    requests,
    answer: next => {
      current = next
    },
    transport: (token = 'scripted-token') =>
      new Transport({
        apiUrl: url,
        token,
        userAgent: 'test',
        logger: { info: () => undefined, debug: () => undefined },
        retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxTotalWaitMs: 10 },
        sleep: async () => undefined
      }),
    close: async () => {
      closeRoutes()
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** {@link startScriptedServer} for one test file: started before its tests, closed after them. */
export function scriptedServerForFile(script?: Script): ScriptedServer {
  return forTestFile(
    () => startScriptedServer(script),
    server => server.close()
  )
}
