/** Which URLs may be contacted at all: the token and the SBOM never travel unencrypted off the machine. */

/**
 * https anywhere; plain http only to a loopback host, and only when `api-url` itself is plain http
 * to loopback (the emulator): an https platform cannot point a download at a local http service.
 */
export function isAllowedScheme(url: URL, apiUrl: URL): boolean {
  if (url.protocol === 'https:') return true
  const local = (u: URL): boolean => u.protocol === 'http:' && isLoopbackHost(u.hostname)
  return local(url) && local(apiUrl)
}

/** `localhost`, `127.0.0.0/8` or `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true
  const octets = host.split('.')
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every(o => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  )
}
