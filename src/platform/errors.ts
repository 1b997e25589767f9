/** Errors raised by the platform client, with messages a workflow author can act on. */

/** At most this much of a response body goes into an error message. */
export const BODY_EXCERPT_LIMIT = 500

const STATUS_HINTS: Record<number, string> = {
  401: 'The token was not accepted: check the `token` input.',
  403: 'The token may not perform this operation.',
  429: 'The platform kept rate-limiting the requests; run the step again later.'
}

/** Downloads carry no token, so their refusals say nothing about its permissions. */
const DOWNLOAD_HINTS: Record<number, string> = {
  403: 'The download URL was refused (no token is sent with it): it may have expired; run the step again.',
  404: 'The download URL was not found (no token is sent with it): it may have expired; run the step again.'
}

/**
 * The 404 advice. The platform answers 404 both for a missing object and for a token without the
 * Web API permission, so the hint names both causes: `suspects` are the IDs of this request that
 * could be wrong, e.g. `repository-id 42 (a project of deployment 7)`.
 */
export function notFoundHint(suspects: readonly string[] = []): string {
  const permission =
    'The platform also answers 404 when the token lacks the "Web API" permission: check that the ' +
    'token was created with Web API access enabled (Settings → Tokens)'
  if (suspects.length === 0) return `${permission}.`
  const last = suspects[suspects.length - 1]!
  const named = suspects.length === 1 ? last : `${suspects.slice(0, -1).join(', ')} and ${last}`
  return `${permission}, and that ${named} ${suspects.length === 1 ? 'is' : 'are'} right.`
}

/** Cuts a response body to the excerpt limit, on one line. */
export function bodyExcerpt(body: string): string {
  const oneLine = body.replace(/\s+/g, ' ').trim()
  return oneLine.length > BODY_EXCERPT_LIMIT ? `${oneLine.slice(0, BODY_EXCERPT_LIMIT)}…` : oneLine
}

/** A request that did not end in the expected answer. */
export class PlatformError extends Error {
  override name = 'PlatformError'
  constructor(
    /** What was attempted, e.g. `List policies (GET /api/v1/deployments/1/policies)`. */
    readonly operation: string,
    /** HTTP status, or undefined when no response came. */
    readonly status: number | undefined,
    message: string,
    /** The (redacted) response body of a non-200 answer, for callers that read its error code. */
    readonly body = ''
  ) {
    super(message)
  }
}

/** The server answered with a status that is not 200 (after any retries). */
export function httpStatusError(
  operation: string,
  status: number,
  statusText: string,
  body: string,
  attempts: number,
  /** For a 404: the IDs of the request that could be wrong (see notFoundHint). */
  suspects: readonly string[] = [],
  /** False for downloads from pre-signed URLs, which carry no token. */
  api = true
): PlatformError {
  const parts = [`${operation} failed with HTTP ${status}${statusText ? ` ${statusText}` : ''}`]
  if (attempts > 1) parts[0] += ` after ${attempts} attempts`
  parts[0] += '.'
  const hint = !api
    ? DOWNLOAD_HINTS[status]
    : status === 404
      ? notFoundHint(suspects)
      : STATUS_HINTS[status]
  if (hint) parts.push(hint)
  const excerpt = bodyExcerpt(body)
  if (excerpt) parts.push(`Response: ${excerpt}`)
  return new PlatformError(operation, status, parts.join(' '), body)
}

/** No response came (reset, refused, timeout), after any retries. */
export function networkError(operation: string, what: string, attempts: number): PlatformError {
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  return new PlatformError(operation, undefined, `${operation} failed${tries}: ${what}.`)
}

/** A 200 whose body is not the JSON the spec describes. */
export function unexpectedBodyError(
  operation: string,
  problem: string,
  body: string
): PlatformError {
  const excerpt = bodyExcerpt(body)
  return new PlatformError(
    operation,
    200,
    `${operation} answered 200 but not with the expected JSON: ${problem}.` +
      (excerpt ? ` Response: ${excerpt}` : ' The response was empty.')
  )
}
