/**
 * One registry of the run's secrets, applied before escaping in every sink: a secret the server
 * echoes (in a body or a status phrase) reaches neither the log nor the summary, escaped or not.
 */
import { describe, expect, it } from '@jest/globals'
import { sanitizeLog } from '../../src/action/log.js'
import { prose, text } from '../../src/action/markdown.js'
import { redactSecrets, registerSecret } from '../../src/platform/secrets.js'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Transport } from '../../src/platform/transport.js'
import { closeRoutes } from '../../src/network/proxy.js'

const SECRET = 'tok_registry_secret_value'
registerSecret(SECRET)

describe('redactSecrets', () => {
  it('replaces every occurrence of every registered secret', () => {
    registerSecret('ghs_other_secret')
    expect(redactSecrets(`a ${SECRET} b ghs_other_secret c ${SECRET}`)).toBe('a *** b *** c ***')
  })

  it('ignores values too short to be a credential', () => {
    registerSecret('ab')
    expect(redactSecrets('a tab')).toBe('a tab')
  })
})

describe('the sinks remove secrets before escaping them', () => {
  it('summary text: neither the secret nor its escaped form', () => {
    for (const shown of [text(`x ${SECRET} y`), prose(`Failed: ${SECRET}.`)]) {
      expect(shown).toContain('&#42;&#42;&#42;')
      expect(shown).not.toContain('registry')
    }
  })

  it('log lines, also with a zero-width character planted inside the secret', () => {
    const planted = `${SECRET.slice(0, 5)}\u200b${SECRET.slice(5)}`
    expect(sanitizeLog(`a ${SECRET} b ${planted}`)).toBe('a *** b ***')
  })
})

describe('a status phrase that echoes the token', () => {
  it('never reaches the platform error: the status gets its standard text', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(403, `Forbidden for ${SECRET}`, { 'content-type': 'application/json' })
      res.end('{}')
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const transport = new Transport({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: SECRET,
      userAgent: 'secrets-test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    try {
      const error = await transport
        .request({
          operation: 'List policies',
          method: 'GET',
          path: '/api/v1/x',
          retry: 'idempotent'
        })
        .then(
          () => undefined,
          (e: unknown) => e as Error
        )
      expect(error?.message).toContain('failed with HTTP 403 Forbidden.')
      expect(error?.message).not.toContain(SECRET)
    } finally {
      closeRoutes()
      server.close()
    }
  })
})
