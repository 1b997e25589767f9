/**
 * Errors raised by the platform client, with messages a workflow author can act on: the first
 * sentence says what to do, the HTTP details follow (annotations and summary verdicts show the
 * first sentence on its own).
 */

/** At most this much of a response body goes into an error message. */
export const BODY_EXCERPT_LIMIT = 500

/** Downloads carry no token, so their refusals say nothing about its permissions. */
const DOWNLOAD_ADVICE: Record<number, string> = {
  403: 'Run the step again: the download URL was refused (no token is sent with it); it may have expired.',
  404: 'Run the step again: the download URL was not found (no token is sent with it); it may have expired.'
}

/**
 * The 404 advice. The platform answers 404 both for a missing object and for a token without the
 * Web API permission, so the advice names both causes: `suspects` are the IDs of this request that
 * could be wrong, e.g. `repository-id 42 (a project of deployment 7)`.
 */
export function notFoundHint(suspects: readonly string[] = []): string {
  const check = 'Check that the token was created with the "Web API" permission (Settings → Tokens)'
  const last = suspects[suspects.length - 1]
  const named = suspects.length <= 1 ? last : `${suspects.slice(0, -1).join(', ')} and ${last}`
  const ids =
    named === undefined ? '' : `, and that ${named} ${suspects.length === 1 ? 'is' : 'are'} right`
  return `${check}${ids}: the platform also answers 404 when the token lacks the "Web API" permission.`
}

/** What to do about a status, as the first sentence of the message (404: notFoundHint). */
const STATUS_ADVICE: Record<number, string> = {
  400: 'Check the inputs this request was built from: the platform rejected the request.',
  401: 'Check the `token` input: the platform did not accept the token.',
  403: 'Give the token the permission this operation needs on the platform: the platform refused it.',
  410: 'Stop using this operation for this deployment: the platform no longer offers it there.',
  429: 'Run the step again later: the platform kept rate-limiting the requests.'
}

const SERVER_ADVICE = 'Run the step again later: the platform answered with a server error.'
const NETWORK_ADVICE =
  'Check that api-url is right and reachable from the runner, then run the step again.'
const BODY_ADVICE =
  "Check that api-url points at the platform (not a proxy or login page): the answer was not the API's."

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

/** A status that is not 200 (after any retries), with what is needed to explain it. */
export interface StatusFailure {
  operation: string
  status: number
  statusText: string
  /** The (redacted) response body. */
  body: string
  attempts: number
  /** For a 404: the IDs of the request that could be wrong (see notFoundHint). */
  suspects?: readonly string[]
  /** False for downloads from pre-signed URLs, which carry no token. Default true. */
  api?: boolean
}

/** The server answered with a status that is not 200 (after any retries). */
export function httpStatusError(failure: StatusFailure): PlatformError {
  const { operation, status, statusText, body, attempts } = failure
  const advice =
    failure.api === false
      ? (DOWNLOAD_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]!))
      : status === 404
        ? notFoundHint(failure.suspects)
        : (STATUS_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]!))
  let what = `${operation} failed with HTTP ${status}${statusText ? ` ${statusText}` : ''}`
  if (attempts > 1) what += ` after ${attempts} attempts`
  const parts = [advice, `${what}.`]
  // A download URL may point anywhere the platform names, so what it answers is never quoted.
  const excerpt = failure.api === false ? '' : bodyExcerpt(body)
  if (excerpt) parts.push(`Response: ${excerpt}`)
  return new PlatformError(operation, status, parts.join(' '), body)
}

/** No response came (reset, refused, timeout, proxy, certificate), after any retries. */
export function networkError(failure: {
  operation: string
  /** What happened: `connection refused (ECONNREFUSED)`. */
  what: string
  attempts: number
  /** The first sentence, when the failure has its own (a proxy, a certificate, DNS). */
  advice?: string
}): PlatformError {
  const { operation, what, attempts } = failure
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  const advice = failure.advice ?? NETWORK_ADVICE
  return new PlatformError(operation, undefined, `${advice} ${operation} failed${tries}: ${what}.`)
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
    `${BODY_ADVICE} ${operation} answered 200 but not with the expected JSON: ${problem}.` +
      (excerpt ? ` Response: ${excerpt}` : ' The response was empty.')
  )
}
