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
    const error = httpStatusError({
      operation: OPERATION,
      status: 404,
      statusText: 'Not Found',
      body: '{"error": "not found"}',
      attempts: 1
    })
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
      const error = httpStatusError({
        operation: OPERATION,
        status: status,
        statusText: '',
        body: '',
        attempts: 1
      })
      expect(error.status).toBe(status)
      expect(error.message).toContain(OPERATION)
      expect(error.message).toContain(`HTTP ${status}`)
      expect(error.message).not.toMatch(/Web API/)
      expect(error.message).not.toContain('Response:')
    }
  )

  it('a 401 points at the token input', () => {
    expect(
      httpStatusError({
        operation: OPERATION,
        status: 401,
        statusText: 'Unauthorized',
        body: '',
        attempts: 1
      }).message
    ).toMatch(/`token`/)
  })

  it('says how many attempts were made when there were several', () => {
    expect(
      httpStatusError({ operation: OPERATION, status: 503, statusText: '', body: '', attempts: 1 })
        .message
    ).not.toMatch(/attempts/)
    expect(
      httpStatusError({ operation: OPERATION, status: 503, statusText: '', body: '', attempts: 4 })
        .message
    ).toContain('failed with HTTP 503 after 4 attempts.')
  })

  it('adds at most 500 characters of the body, then an ellipsis', () => {
    const body = 'a'.repeat(BODY_EXCERPT_LIMIT) + 'TAIL'.repeat(500)
    const error = httpStatusError({
      operation: OPERATION,
      status: 500,
      statusText: 'Internal Server Error',
      body: body,
      attempts: 1
    })
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
    const error = networkError({
      operation: OPERATION,
      what: 'connection refused (ECONNREFUSED)',
      attempts: 5
    })
    expect(error.status).toBeUndefined()
    expect(error.operation).toBe(OPERATION)
    expect(error.message).toMatch(/^Check that api-url is right and reachable/)
    expect(error.message).toContain(
      `${OPERATION} failed after 5 attempts: connection refused (ECONNREFUSED).`
    )
    expect(
      networkError({ operation: OPERATION, what: 'no answer in time (TIMEOUT)', attempts: 1 })
        .message
    ).toContain(`${OPERATION} failed: no answer in time (TIMEOUT).`)
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
