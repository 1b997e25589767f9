/**
 * One undici dispatcher per route, the proxy chosen by the toolkit's rules (HTTPS_PROXY, HTTP_PROXY,
 * NO_PROXY, loopback direct) from a proxy URL read as curl reads it. `ProxyAgent`'s CONNECT client
 * is wrapped: by default it reports a refusal as an AbortError ("cancelled"), bounded only by
 * `headersTimeout`.
 */
import { checkBypass } from '@actions/http-client/lib/proxy'
import type { Dispatcher } from 'undici'
// undici's index loads all of it (fetch, WebSocket, caches, mocks) before the first request; these
// files are the dispatchers alone (docs/adr/0003-start-up.md: the gain, and the test that guards it).
import Agent from 'undici/lib/dispatcher/agent.js'
import Pool from 'undici/lib/dispatcher/pool.js'
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js'
import connectThrough from 'undici/lib/api/api-connect.js'

/** A proxy by its origin without credentials (safe to show), and `Basic …` when it has some. */
type ProxyRoute = { shown: string; authorization?: string | undefined }

/** The variables for each target protocol, in the toolkit's order: the lower-case one wins. */
const PROXY_VARIABLES = {
  'https:': ['https_proxy', 'HTTPS_PROXY'],
  'http:': ['http_proxy', 'HTTP_PROXY']
} as const

type ProxyVariable = (typeof PROXY_VARIABLES)[keyof typeof PROXY_VARIABLES][number]

/** A proxy variable that is set but cannot be used; names the variable, never its value. */
export class ProxySettingError extends Error {
  override name = 'ProxySettingError'
  readonly code = 'EPROXYSETTING'
  constructor(
    readonly variable: ProxyVariable,
    reason: string
  ) {
    super(
      `Check ${variable}: it is set, but the proxy URL in it cannot be used (${reason}); write it ` +
        `as http://host:port, with a user name and password percent-encoded before the @.`
    )
  }
}

/** A URL's scheme and `//`; a value without one is `host:port`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * Reads a proxy variable's value as curl and wget do: `http://` or `https://`, or `host:port`
 * without a scheme for `http://host:port` (the toolkit would read `proxy.corp:` as a scheme and go
 * direct). Throws {@link ProxySettingError} for anything else.
 */
export function parseProxyUrl(variable: ProxyVariable, value: string): URL {
  const written = SCHEME.test(value) ? value : `http://${value}`
  let url: URL
  try {
    url = new URL(written)
  } catch {
    // The value may hold a password: the reason names the usual faults, never the text.
    const reason =
      'not a URL: a blank, a port outside 1–65535 or an IPv6 address without its closing ] are usual causes'
    throw new ProxySettingError(variable, reason)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // The scheme matched the pattern above, so it holds no credentials.
    throw new ProxySettingError(variable, `the scheme ${url.protocol} is neither http: nor https:`)
  }
  if (url.port === '0') throw new ProxySettingError(variable, 'port 0')
  try {
    decodeURIComponent(url.username)
    decodeURIComponent(url.password)
  } catch {
    const reason =
      'a % in the user name or password does not start a percent-encoded byte (write % as %25)'
    throw new ProxySettingError(variable, reason)
  }
  return url
}

/**
 * Checks every proxy variable that is set, before any request, and writes a scheme-less value back
 * as `http://host:port`: `@actions/artifact` and its Azure storage client read the variables
 * themselves, and so take the same proxy. Throws {@link ProxySettingError} for the first unusable.
 */
export function checkProxyVariables(env: NodeJS.ProcessEnv = process.env): void {
  for (const variable of [...PROXY_VARIABLES['https:'], ...PROXY_VARIABLES['http:']]) {
    const value = env[variable]
    if (value === undefined || value === '') continue
    const url = parseProxyUrl(variable, value)
    if (!SCHEME.test(value)) env[variable] = url.href
  }
}

/** The proxy for a target URL, or undefined when it goes direct. Reads the environment each time. */
export function proxyFor(target: URL): ProxyRoute | undefined {
  if (checkBypass(target)) return undefined
  const names = PROXY_VARIABLES[target.protocol === 'https:' ? 'https:' : 'http:']
  // An empty value is unset, as the toolkit reads it.
  const variable = names.find(name => process.env[name])
  if (variable === undefined) return undefined
  const proxy = parseProxyUrl(variable, process.env[variable] ?? '')
  const shown = `${proxy.protocol}//${proxy.host}`
  const [user, password] = [proxy.username, proxy.password].map(decodeURIComponent)
  const credentials = Buffer.from(`${user}:${password}`).toString('base64')
  const secret = user !== '' || password !== ''
  return { shown, authorization: secret ? `Basic ${credentials}` : undefined }
}

/** The proxy refused the tunnel (407, 403, 502…), missed its deadline, or could not be reached. */
export class ProxyError extends Error {
  override name = 'ProxyError'
  readonly code = 'EPROXY'
  constructor(
    message: string,
    /** The proxy, as shown, and `host:port` the tunnel was for. */
    readonly proxy: string,
    readonly target: string,
    /** Why no answer came (`ECONNREFUSED`, `ETIMEDOUT`…), or the proxy's answer to CONNECT. */
    readonly reason?: string,
    readonly status?: number
  ) {
    super(message)
  }
}

/** Attempts a request gets when the proxy refuses its tunnels: it rarely changes its mind. */
export const MAX_PROXY_ATTEMPTS = 3

/** Time allowed for the whole CONNECT exchange, however slowly the proxy's answer trickles in. */
export const tunnelLimits = { deadlineMs: 30_000 }

/** What to check when a proxy refuses a request to `host` with `status`. */
export function refusalAdvice(status: number, host: string): string {
  // tinyproxy answers a wrong password with 401.
  return status === 407 || status === 401
    ? 'check the user name and password in the proxy URL (percent-encoded)'
    : status === 403
      ? 'ask the proxy administrator to allow this host'
      : status === 502 || status === 504
        ? `check that ${host} is right and reachable from the proxy`
        : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)'
}

/** `ProxyAgent`'s CONNECT pool: any answer but 200 a typed refusal, within a total deadline. */
function tunnelClient({ shown }: ProxyRoute) {
  return (origin: URL, options: object): Dispatcher => {
    // A pool, as ProxyAgent's own is: one slow tunnel holds up no other.
    const client = new Pool(origin, options)
    // The index adds `connect` to every dispatcher; from its own file it is called on this one.
    const connect = (opts: Dispatcher.ConnectOptions) => connectThrough.call(client, opts)
    const guarded = async (opts: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData> => {
      const target = opts.path
      const deadline = AbortSignal.timeout(tunnelLimits.deadlineMs)
      const answer = await connect({ ...opts, signal: deadline }).catch(
        (error: Error & { code?: string }) => {
          const reason = deadline.aborted ? 'ETIMEDOUT' : error.code
          const message = deadline.aborted
            ? `Check the proxy settings: the proxy ${shown} did not answer the tunnel request to ${target} within ${tunnelLimits.deadlineMs / 1000} s.`
            : `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${shown} could not be reached (${reason ?? error.message}).`
          throw new ProxyError(message, shown, target, reason)
        }
      )
      const { statusCode: status, socket } = answer
      if (status === 200) return answer
      socket.on('error', () => undefined).destroy()
      const advice = refusalAdvice(status, target.replace(/:\d+$/, ''))
      const message = `Check the proxy settings: the proxy ${shown} refused the tunnel to ${target} (HTTP ${status}); ${advice}.`
      throw new ProxyError(message, shown, target, undefined, status)
    }
    return Object.assign(client, { connect: guarded })
  }
}

const routes = new Map<string, Dispatcher>()
/** HTTP/1.1, as undici 6 spoke it (undici 8 negotiates h2 unless told not to). */
const allowH2 = false

/** The dispatcher for a URL: one per route (direct, or a proxy with its credentials) for the run. */
export function routeFor(url: URL): Dispatcher {
  const proxy = proxyFor(url)
  const key = proxy ? `${proxy.shown} ${proxy.authorization ?? ''}` : 'direct'
  let route = routes.get(key)
  if (route) return route
  const clientFactory = proxy && tunnelClient(proxy)
  // proxyTunnel: CONNECT for http targets too, as undici 6 and the toolkit's clients do.
  const options = { allowH2, proxyTunnel: true }
  route = proxy
    ? new ProxyAgent({ ...options, uri: proxy.shown, token: proxy.authorization, clientFactory })
    : new Agent({ allowH2 })
  routes.set(key, route)
  return route
}

/** Closes every kept-alive connection so the process can exit; later requests open new ones. */
export function closeRoutes(): void {
  for (const route of routes.values()) void route.destroy().catch(() => undefined)
  routes.clear()
}
