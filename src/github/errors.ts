/**
 * The one way a failed GitHub request becomes a message: what was asked (`GET /repos/o/r/…`), then
 * GitHub's status and message, or why no answer came. GitHub's text is untrusted: it is put on one
 * line and cut short here, and the sinks (log, summary, outputs) remove secrets before escaping it.
 */
import { oneLine, truncate } from '../action/text.js'
import { describeConnectionFailure } from '../network/failures.js'

/** A request that got no usable answer: silence, an answer too large, the deadline, cancellation. */
export class GitHubTransferError extends Error {
  override name = 'GitHubTransferError'
  constructor(
    /** `ESTALLED`, `ETOOLARGE`, `EDEADLINE`, `ECANCELLED`, `ESHAPE` or `EPAGES`. */
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

/** A GitHub request that failed, after any retries. */
export class GitHubError extends Error {
  override name = 'GitHubError'
  constructor(
    message: string,
    /** What was asked: `GET /repos/acme/widgets/pulls/1/commits`. */
    readonly operation: string,
    /** HTTP status when GitHub answered; undefined when no answer came. */
    readonly status: number | undefined,
    /** GitHub's error codes (`errors[].code`, e.g. `already_exists`), when it gave any. */
    readonly codes: readonly string[] = [],
    /** Why no answer came (see {@link GitHubTransferError}), when none did. */
    readonly transfer?: string
  ) {
    super(message)
  }
}

/** At most this much of GitHub's own text goes into a message. */
const REASON_LIMIT = 300

/** `what answered HTTP 404: Not Found`, or `what failed: no data from GitHub for 60 s`. */
export function gitHubFailure(error: unknown, what: string): GitHubError {
  if (error instanceof GitHubError) return error
  const transfer = error instanceof GitHubTransferError ? error.code : undefined
  // Octokit gives network errors status 500 too; only an error with a response was answered.
  const response = (error as { response?: { data?: unknown } } | undefined)?.response
  const raw = response !== undefined ? (error as { status?: unknown }).status : undefined
  const status = typeof raw === 'number' ? raw : undefined
  const text = error instanceof Error ? error.message : String(error)
  const reason = truncate(oneLine(text).replace(/\s+/g, ' ').trim(), REASON_LIMIT)
  const message =
    status !== undefined
      ? `${what} answered HTTP ${status}: ${reason}`
      : `${what} failed: ${reason}`
  const failure = new GitHubError(message, what, status, errorCodes(response?.data), transfer)
  // Kept for readers of the connection's failure (a refused proxy, a certificate, DNS).
  return Object.assign(failure, { cause: error })
}

function errorCodes(data: unknown): string[] {
  const errors = (data as { errors?: unknown } | undefined)?.errors
  if (!Array.isArray(errors)) return []
  return errors
    .map(e => (e as { code?: unknown } | null)?.code)
    .filter((code): code is string => typeof code === 'string')
    .slice(0, 10)
}

/**
 * The advice of a request that got no answer because of the network's set-up (a refused proxy, a
 * certificate, a name that does not resolve), for the host of `apiUrl`; undefined otherwise, and
 * for any answered request. Such failures are not cured by running the step again.
 */
export function connectionAdvice(error: unknown, apiUrl: string): string | undefined {
  if (typeof (error as { status?: unknown } | null)?.status === 'number') {
    if ((error as { response?: unknown }).response !== undefined) return undefined
  }
  return describeConnectionFailure(error, new URL(apiUrl).hostname).advice
}
