/**
 * What a failed connection means for the user, read from the error's type and code (never its
 * message text): a refused proxy tunnel, an untrusted certificate, a host that does not resolve.
 */
import { ProxyError } from './proxy.js'

/** A connection failure: a code for retry rules, a message, and what to do when it is not the usual. */
export interface ConnectionFailure {
  code: string
  /** What happened, for the end of a message: `the host x.example does not resolve (ENOTFOUND)`. */
  message: string
  /** The first sentence of an error, when this failure has its own advice. */
  advice?: string
  /** The proxy's answer to CONNECT, for a refused tunnel. */
  proxyStatus?: number
  /** A certificate check failed: never worth a retry. */
  certificate?: boolean
}

/** TLS verification failures, by the check that failed. */
const CERTIFICATE_CHECKS: Record<string, 'issuer' | 'name' | 'expired' | 'not yet valid'> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'issuer',
  UNABLE_TO_GET_ISSUER_CERT: 'issuer',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'issuer',
  SELF_SIGNED_CERT_IN_CHAIN: 'issuer',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'issuer',
  CERT_UNTRUSTED: 'issuer',
  CERT_SIGNATURE_FAILURE: 'issuer',
  ERR_TLS_CERT_ALTNAME_INVALID: 'name',
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'not yet valid'
}

/** What a failed certificate check means, and what to do; the code is added once, by the caller. */
function certificateFailure(code: string, host: string): ConnectionFailure {
  const check = CERTIFICATE_CHECKS[code]!
  const ca = `NODE_EXTRA_CA_CERTS (your CA's certificate file, PEM) is for a private CA`
  const [message, advice] =
    check === 'issuer'
      ? [
          `the certificate of ${host} is not trusted: its issuer is unknown (untrusted issuer)`,
          `Set NODE_EXTRA_CA_CERTS to your CA's certificate file (PEM) if ${host} uses a private CA: the certificate of ${host} is not trusted (untrusted issuer).`
        ]
      : check === 'name'
        ? [
            `the certificate of ${host} is for other names (name mismatch)`,
            `Check the host name ${host}: its certificate is issued for other names (name mismatch); ${ca} and does not change that.`
          ]
        : [
            `the certificate of ${host} is ${check === 'expired' ? 'expired' : 'not yet valid'} (by the runner's clock)`,
            `Renew the certificate of ${host} or check the runner's clock: it is ${check === 'expired' ? 'expired' : 'not yet valid'}; ${ca} and does not change that.`
          ]
  return { code, message, advice, certificate: true }
}

/** Errors that say the host name does not resolve (EAI_AGAIN is a temporary DNS failure). */
const UNRESOLVED_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL'])

/** The code of an error, looking through `cause` chains (fetch wraps its errors in TypeError). */
export function findCause<T>(error: unknown, test: (value: unknown) => value is T): T | undefined {
  let current = error
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (test(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

const hasCode = (value: unknown): value is { code: string } =>
  typeof (value as { code?: unknown })?.code === 'string'

/** Describes a connection failure to `host` (the target's host name, for the message). */
export function describeConnectionFailure(error: unknown, host: string): ConnectionFailure {
  const proxy = findCause(error, (value): value is ProxyError => value instanceof ProxyError)
  if (proxy) {
    const what =
      proxy.status !== undefined
        ? `the proxy ${proxy.proxy} answered HTTP ${proxy.status} to CONNECT ${proxy.target}`
        : `the proxy ${proxy.proxy} could not be reached (${proxy.reason ?? 'no answer'})`
    return {
      code: proxy.code,
      message: what,
      advice: proxy.message,
      ...(proxy.status !== undefined && { proxyStatus: proxy.status })
    }
  }
  const coded = findCause(error, hasCode)
  const code = coded?.code ?? ''
  if (code in CERTIFICATE_CHECKS) return certificateFailure(code, host)
  if (UNRESOLVED_CODES.has(code)) {
    return {
      code,
      message: `the host ${host} does not resolve (${code})`,
      advice: `Check the host name ${host} and the runner's DNS: ${host} does not resolve.`
    }
  }
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error'
  return { code: code || 'EUNKNOWN', message }
}
