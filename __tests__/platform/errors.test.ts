/** Errors of the platform client: messages a workflow author can act on. */
import { describe, expect, it } from '@jest/globals'
import {
  BODY_EXCERPT_LIMIT,
  bodyExcerpt,
  httpStatusError,
  networkError,
  PlatformError,
  unexpectedBodyError
} from '../../src/platform/errors.js'

const OPERATION = 'List policies (GET /api/v1/deployments/42/policies)'

describe('platform errors', () => {
  it('a 404 names the operation and status and carries the Web API permission hint', () => {
    const error = httpStatusError(OPERATION, 404, 'Not Found', '{"error": "not found"}', 1)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('PlatformError')
    expect(error.operation).toBe(OPERATION)
    expect(error.status).toBe(404)
    expect(error.message.startsWith(`${OPERATION} failed with HTTP 404 Not Found.`)).toBe(true)
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
    expect(error.message).toBe(
      `${OPERATION} failed after 5 attempts: connection refused (ECONNREFUSED).`
    )
    expect(networkError(OPERATION, 'no answer in time (TIMEOUT)', 1).message).toBe(
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
