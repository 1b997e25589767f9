/** What a failed connection means for the user, read from the error's type and code, never its text. */
import { ProxyError, ProxySettingError } from './proxy.js'

export interface ConnectionFailure {
  /** For the retry rules. */
  code: string
  /** For the end of a message: `the host x.example does not resolve (ENOTFOUND)`. */
  message: string
  /** The first sentence of an error, when this failure has its own advice. */
  advice?: string
  /** The proxy's answer to CONNECT, for a refused tunnel. */
  proxyStatus?: number | undefined
  /** A certificate check failed: never worth a retry. */
  certificate?: boolean
}

const UNTRUSTED_ISSUER =
  /^(UNABLE_TO_(VERIFY_LEAF_SIGNATURE|GET_ISSUER_CERT(_LOCALLY)?)|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_(UNTRUSTED|SIGNATURE_FAILURE))$/
const CLOCK = { CERT_HAS_EXPIRED: 'expired', CERT_NOT_YET_VALID: 'not yet valid' } as const
const CA = `NODE_EXTRA_CA_CERTS (your CA's certificate file, PEM) is for a private CA`

/**
 * What a failed certificate check means and what to do, or undefined for other codes. Through a
 * `proxy`, an untrusted issuer may be the proxy's own CA (a TLS-inspecting proxy signs with it).
 */
function certificateFailure(
  code: string,
  host: string,
  proxy: string | undefined
): ConnectionFailure | undefined {
  const clock = CLOCK[code as keyof typeof CLOCK]
  const [message, advice] = UNTRUSTED_ISSUER.test(code)
    ? [
        `the certificate of ${host} is not trusted: its issuer is unknown (untrusted issuer)`,
        `Set NODE_EXTRA_CA_CERTS to your CA's certificate file (PEM) if ${host} uses a private CA: the certificate of ${host} is not trusted (untrusted issuer).`
      ]
    : code === 'ERR_TLS_CERT_ALTNAME_INVALID'
      ? [
          `the certificate of ${host} is for other names (name mismatch)`,
          `Check the host name ${host}: its certificate is issued for other names (name mismatch); ${CA} and does not change that.`
        ]
      : clock
        ? [
            `the certificate of ${host} is ${clock} (by the runner's clock)`,
            `Renew the certificate of ${host} or check the runner's clock: it is ${clock}; ${CA} and does not change that.`
          ]
        : []
  if (message === undefined) return undefined
  // Only a missing CA can be the proxy's: a name or a date it would not change.
  const viaProxy =
    proxy === undefined || !UNTRUSTED_ISSUER.test(code)
      ? ''
      : ` The request went through the proxy ${proxy}: a TLS-inspecting proxy signs with its own ` +
        `CA, which may be the one missing (set NODE_EXTRA_CA_CERTS to its certificate; docs/networks.md).`
  return { code, message, advice: `${advice}${viaProxy}`, certificate: true }
}

/** A failure the exchange already described (with the route it took), found in `error`'s chain. */
const described = (value: unknown): value is { failure: ConnectionFailure } =>
  typeof (value as { failure?: { code?: unknown } } | null)?.failure?.code === 'string'

/** The first of an error and its `cause` chain (undici and Octokit wrap errors) that passes. */
export function findCause<T>(error: unknown, test: (value: unknown) => value is T): T | undefined {
  for (let depth = 0, current = error; depth < 5 && current; depth++) {
    if (test(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const hasCode = (value: unknown): value is { code: string } =>
  typeof (value as { code?: unknown } | null)?.code === 'string'

/**
 * Describes a connection failure to `host` (the target's host name, for the message), reached
 * `through` a proxy (shown without credentials) when one was used.
 */
export function describeConnectionFailure(
  error: unknown,
  host: string,
  through?: string
): ConnectionFailure {
  const known = findCause(error, described)
  if (known) return known.failure
  const proxy = findCause(error, (value): value is ProxyError => value instanceof ProxyError)
  if (proxy) {
    const { status, proxy: shown, target, message: advice } = proxy
    const message =
      status !== undefined
        ? `the proxy ${shown} answered HTTP ${status} to CONNECT ${target}`
        : `the proxy ${shown} could not be reached (${proxy.reason ?? 'no answer'})`
    return { code: proxy.code, message, advice, proxyStatus: status }
  }
  const setting = findCause(error, (v): v is ProxySettingError => v instanceof ProxySettingError)
  if (setting) {
    const message = `the proxy URL in ${setting.variable} cannot be used`
    return { code: setting.code, message, advice: setting.message }
  }
  const code = findCause(error, hasCode)?.code ?? ''
  const certificate = certificateFailure(code, host, through)
  if (certificate) return certificate
  // EAI_AGAIN is a temporary DNS failure, left to the retries.
  if (['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL'].includes(code)) {
    const advice = `Check the host name ${host} and the runner's DNS: ${host} does not resolve.`
    return { code, message: `the host ${host} does not resolve (${code})`, advice }
  }
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error'
  return { code: code || 'EUNKNOWN', message }
}
