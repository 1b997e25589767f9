import { describe, expect, it } from '@jest/globals'
import {
  BODY_EXCERPT_LIMIT,
  bodyExcerpt,
  httpStatusError,
  networkError,
  PlatformError,
  unexpectedBodyError
} from '../../src/platform/errors.js'
import { parseExactJson, stringifyExactJson } from '../../src/platform/json.js'
import { isAllowedScheme, isLoopbackHost } from '../../src/platform/url-safety.js'

const OPERATION = 'List policies (GET /api/v1/deployments/42/policies)'

describe('errors', () => {
  it('a 404 names the operation and status and carries the Web API permission hint', () => {
    const error = httpStatusError(OPERATION, 404, 'Not Found', '{"error": "not found"}', 1)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('PlatformError')
    expect(error.operation).toBe(OPERATION)
    expect(error.status).toBe(404)
    // What to do first, then what happened.
    expect(error.message).toMatch(/^Check that the token was created with the "Web API" permission/)
    expect(error.message).toContain(`${OPERATION} failed with HTTP 404 Not Found.`)
    expect(error.message).toMatch(/also answers 404 when the token lacks the "Web API" permission/)
    expect(error.message).toContain('Response: {"error": "not found"}')
  })

  it.each([400, 401, 403, 409, 429, 500, 502, 503])(
    'a %d names operation and status, without the 404 hint',
    status => {
      const error = httpStatusError(OPERATION, status, '', '', 1)
      expect(error.status).toBe(status)
      expect(error.message).toContain(OPERATION)
      expect(error.message).toContain(`HTTP ${status}`)
      expect(error.message).not.toMatch(/Web API/)
      expect(error.message).not.toContain('Response:')
    }
  )

  it('a 401 points at the token input', () => {
    expect(httpStatusError(OPERATION, 401, 'Unauthorized', '', 1).message).toMatch(/`token`/)
  })

  it('says how many attempts were made when there were several', () => {
    expect(httpStatusError(OPERATION, 503, '', '', 1).message).not.toMatch(/attempts/)
    expect(httpStatusError(OPERATION, 503, '', '', 4).message).toContain(
      'failed with HTTP 503 after 4 attempts.'
    )
  })

  it('adds at most 500 characters of the body, then an ellipsis', () => {
    const body = 'a'.repeat(BODY_EXCERPT_LIMIT) + 'TAIL'.repeat(500)
    const error = httpStatusError(OPERATION, 500, 'Internal Server Error', body, 1)
    expect(BODY_EXCERPT_LIMIT).toBe(500)
    expect(error.message).toContain(`Response: ${'a'.repeat(500)}…`)
    expect(error.message).not.toContain('TAIL')
    expect(error.message.length).toBeLessThan(OPERATION.length + 700)
  })

  it.each([
    ['', ''],
    ['short', 'short'],
    ['x'.repeat(500), 'x'.repeat(500)],
    ['x'.repeat(501), `${'x'.repeat(500)}…`],
    ['line one\n\n  line two\r\n\tthree ', 'line one line two three']
  ])('bodyExcerpt(%j) → %j', (body, expected) => {
    expect(bodyExcerpt(body)).toBe(expected)
  })

  it('bodyExcerpt never exceeds 500 characters plus the ellipsis', () => {
    for (const length of [0, 1, 499, 500, 501, 10_000]) {
      expect(bodyExcerpt('y'.repeat(length)).length).toBeLessThanOrEqual(501)
    }
  })

  it('a network error names the operation and what happened, without a status', () => {
    const error = networkError(OPERATION, 'connection refused (ECONNREFUSED)', 5)
    expect(error.status).toBeUndefined()
    expect(error.operation).toBe(OPERATION)
    expect(error.message).toMatch(/^Check that api-url is right and reachable/)
    expect(error.message).toContain(
      `${OPERATION} failed after 5 attempts: connection refused (ECONNREFUSED).`
    )
    expect(networkError(OPERATION, 'no answer in time (TIMEOUT)', 1).message).toContain(
      `${OPERATION} failed: no answer in time (TIMEOUT).`
    )
  })

  it('an unexpected 200 body names the problem and shows an excerpt', () => {
    const error = unexpectedBodyError(OPERATION, 'policies[0].id: expected string', '{"x":1}')
    expect(error.status).toBe(200)
    expect(error.message).toContain(OPERATION)
    expect(error.message).toContain('policies[0].id: expected string')
    expect(error.message).toContain('Response: {"x":1}')
    expect(unexpectedBodyError(OPERATION, 'not JSON', '').message).toContain('empty')
    expect(unexpectedBodyError(OPERATION, 'not JSON', 'z'.repeat(2_000)).message).toContain(
      `${'z'.repeat(500)}…`
    )
  })
})

describe('json', () => {
  it.each([
    '{"repositoryId":18446744073709551615}',
    '{"id":9007199254740993}',
    '{"id":-9223372036854775808}',
    '[9223372036854775807,{"nested":[12345678901234567890]}]'
  ])('%s round-trips with every digit', text => {
    expect(stringifyExactJson(parseExactJson(text))).toBe(text)
  })

  it('parses integers beyond 2^53 as exact bigints', () => {
    expect(parseExactJson('{"a":18446744073709551615,"b":9007199254740993}')).toEqual({
      a: 18446744073709551615n,
      b: 9007199254740993n
    })
  })

  it('writes bigints as JSON numbers with every digit', () => {
    const text = stringifyExactJson({ deploymentId: 12345678901234567891n, list: [2n ** 64n - 1n] })
    expect(text).toBe('{"deploymentId":12345678901234567891,"list":[18446744073709551615]}')
    expect(parseExactJson(text)).toEqual({
      deploymentId: 12345678901234567891n,
      list: [18446744073709551615n]
    })
  })

  it('keeps safe integers, decimals and digit strings as they are', () => {
    const value = parseExactJson(
      '{"a":42,"b":-7,"c":9007199254740991,"d":1.5,"e":"18446744073709551615","f":0}'
    ) as Record<string, unknown>
    expect(value).toStrictEqual({
      a: 42,
      b: -7,
      c: 9007199254740991,
      d: 1.5,
      e: '18446744073709551615',
      f: 0
    })
    for (const key of ['a', 'b', 'c', 'd', 'f']) expect(typeof value[key]).toBe('number')
    expect(stringifyExactJson(value)).toBe(
      '{"a":42,"b":-7,"c":9007199254740991,"d":1.5,"e":"18446744073709551615","f":0}'
    )
  })

  it('indents when asked', () => {
    expect(stringifyExactJson({ id: 18446744073709551615n }, 2)).toBe(
      '{\n  "id": 18446744073709551615\n}'
    )
  })

  it('throws a SyntaxError on bad JSON', () => {
    for (const bad of ['', '{', '{"a":}', "{'a':1}", '[1,]']) {
      expect(() => parseExactJson(bad)).toThrow(SyntaxError)
    }
  })

  it('refuses a value that has no JSON form', () => {
    expect(() => stringifyExactJson(undefined)).toThrow(TypeError)
  })
})

describe('url-safety', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.0.0.5', true],
    ['127.1.2.3', true],
    ['127.255.255.255', true],
    ['127.0.0.0', true],
    ['[::1]', true],
    ['::1', true],
    ['128.0.0.1', false],
    ['126.255.255.255', false],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['127.0.0.1.2', false],
    ['127.0.0.1.nip.io', false],
    ['localhost.evil.com', false],
    ['evil-localhost', false],
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['[::2]', false],
    ['[::]', false],
    ['semgrep.dev', false],
    ['', false]
  ])('isLoopbackHost(%j) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })

  it.each([
    ['https://semgrep.dev/api/v1', true],
    ['https://storage.example.com/sbom?sig=abc', true],
    ['http://localhost:8080/x', true],
    ['http://127.0.0.1:1/', true],
    ['http://127.255.255.255/', true],
    ['http://[::1]:9000/', true],
    ['http://semgrep.dev/', false],
    ['http://128.0.0.1/', false],
    ['http://localhost.evil.com/', false],
    ['http://127.0.0.1.nip.io/', false],
    ['ftp://localhost/', false],
    ['file:///etc/passwd', false],
    ['ws://localhost/', false]
  ])('isAllowedScheme(%s) is %s', (url, expected) => {
    expect(isAllowedScheme(new URL(url))).toBe(expected)
  })
})
