import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 80158:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { addAbortListener } = __nccwpck_require__(3440)
const { RequestAbortedError } = __nccwpck_require__(68707)
const { kQueuedAbort } = __nccwpck_require__(36443)

const kListener = Symbol('kListener')
const kSignal = Symbol('kSignal')

function abort (self) {
  // Keep the reason even when abort is set: a queued request that cannot be
  // taken out of its queue is aborted once it starts.
  self.reason = self[kSignal]?.reason ?? new RequestAbortedError()
  if (self.abort) {
    self.abort(self.reason)
  }
  removeSignal(self)
}

function addSignal (self, signal) {
  self.reason = null

  self[kSignal] = null
  self[kListener] = null

  if (!signal) {
    return
  }

  if (signal.aborted) {
    self.reason = signal.reason ?? new RequestAbortedError()
    return
  }

  self[kSignal] = signal
  self[kListener] = () => {
    abort(self)
  }

  addAbortListener(self[kSignal], self[kListener])
}

function removeSignal (self) {
  if (!self[kSignal]) {
    return
  }

  if ('removeEventListener' in self[kSignal]) {
    self[kSignal].removeEventListener('abort', self[kListener])
  } else {
    self[kSignal].removeListener('abort', self[kListener])
  }

  self[kSignal] = null
  self[kListener] = null
}

// Dispatchers call the kQueuedAbort hook while a request waits for a
// connection, with a function that takes it out of their queue. Until the
// request starts, the handler's abort calls that function.
//
// A retry or a redirect dispatches the same handler again after an earlier
// attempt started. The handler's abort then also calls the controller of that
// attempt: it does nothing once the attempt is over, and still reaches a
// response that a retry resumes.
function queuedAbortHook (handler) {
  // The abort set by onRequestStart, and the one this hook installed last.
  let started = null
  let installed = null
  return (cancel) => {
    if (handler.reason) {
      cancel(handler.reason)
      return
    }

    if (handler.abort !== installed) {
      started = handler.abort
    }

    if (started === null) {
      installed = cancel
    } else {
      const abortStarted = started
      installed = (reason) => {
        abortStarted(reason)
        cancel(reason)
      }
    }
    handler.abort = installed
  }
}

// Dispatches a request whose options carry a signal. Requests without a signal
// are dispatched directly and never reach this function.
function dispatchWithSignal (dispatcher, opts, handler) {
  if (handler.reason) {
    // Already aborted: fail without dispatching, so no connection is opened.
    handler.onResponseError(null, handler.reason)
    return
  }

  dispatcher.dispatch({ ...opts, [kQueuedAbort]: queuedAbortHook(handler) }, handler)
}

module.exports = {
  addSignal,
  removeSignal,
  dispatchWithSignal
}


/***/ }),

/***/ 34660:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const assert = __nccwpck_require__(34589)
const { AsyncResource } = __nccwpck_require__(16698)
const { InvalidArgumentError, SocketError } = __nccwpck_require__(68707)
const util = __nccwpck_require__(3440)
const { addSignal, removeSignal, dispatchWithSignal } = __nccwpck_require__(80158)

class ConnectHandler extends AsyncResource {
  constructor (opts, callback) {
    if (!opts || typeof opts !== 'object') {
      throw new InvalidArgumentError('invalid opts')
    }

    if (typeof callback !== 'function') {
      throw new InvalidArgumentError('invalid callback')
    }

    const { signal, opaque, responseHeaders } = opts

    if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
      throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
    }

    super('UNDICI_CONNECT')

    this.opaque = opaque || null
    this.responseHeaders = responseHeaders || null
    this.callback = callback
    this.abort = null

    addSignal(this, signal)
  }

  onRequestStart (controller, context) {
    if (this.reason) {
      controller.abort(this.reason)
      return
    }

    assert(this.callback)

    this.abort = (reason) => controller.abort(reason)
    this.context = context
  }

  onResponseStart () {
    throw new SocketError('bad connect', null)
  }

  onRequestUpgrade (controller, statusCode, headers, socket) {
    const { callback, opaque, context } = this

    removeSignal(this)

    this.callback = null

    let responseHeaders = headers
    const rawHeaders = controller?.rawHeaders
    // Indicates is an HTTP2Session
    if (responseHeaders != null) {
      responseHeaders = this.responseHeaders === 'raw'
        ? util.parseRawHeaders(rawHeaders)
        : headers
    }

    this.runInAsyncScope(callback, null, null, {
      statusCode,
      headers: responseHeaders,
      socket,
      opaque,
      context
    })
  }

  onResponseError (_controller, err) {
    const { callback, opaque } = this

    removeSignal(this)

    if (callback) {
      this.callback = null
      queueMicrotask(() => {
        this.runInAsyncScope(callback, null, err, { opaque })
      })
    }
  }
}

function connect (opts, callback) {
  if (callback === undefined) {
    return new Promise((resolve, reject) => {
      connect.call(this, opts, (err, data) => {
        return err ? reject(err) : resolve(data)
      })
    })
  }

  try {
    const connectHandler = new ConnectHandler(opts, callback)
    const connectOptions = { ...opts, method: 'CONNECT' }
    if (opts.signal == null) {
      this.dispatch(connectOptions, connectHandler)
    } else {
      dispatchWithSignal(this, connectOptions, connectHandler)
    }
  } catch (err) {
    if (typeof callback !== 'function') {
      throw err
    }
    const opaque = opts?.opaque
    queueMicrotask(() => callback(err, { opaque }))
  }
}

module.exports = connect


/***/ }),

/***/ 59136:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const net = __nccwpck_require__(77030)
const assert = __nccwpck_require__(34589)
const util = __nccwpck_require__(3440)
const { InvalidArgumentError, ConnectTimeoutError } = __nccwpck_require__(68707)

let tls // include tls conditionally since it is not always available

// TODO: session re-use does not wait for the first
// connection to resolve the session and might therefore
// resolve the same servername multiple times even when
// re-use is enabled.

const SessionCache = class WeakSessionCache {
  constructor (maxCachedSessions) {
    this._maxCachedSessions = maxCachedSessions
    this._sessionCache = new Map()
    this._sessionRegistry = new FinalizationRegistry((key) => {
      if (this._sessionCache.size < this._maxCachedSessions) {
        return
      }

      const ref = this._sessionCache.get(key)
      if (ref !== undefined && ref.deref() === undefined) {
        this._sessionCache.delete(key)
      }
    })
  }

  get (sessionKey) {
    const ref = this._sessionCache.get(sessionKey)
    return ref ? ref.deref() : null
  }

  set (sessionKey, session) {
    if (this._maxCachedSessions === 0) {
      return
    }

    if (this._sessionCache.has(sessionKey)) {
      this._sessionCache.delete(sessionKey)
    } else if (this._sessionCache.size >= this._maxCachedSessions) {
      // Make room for the new session: prefer an entry whose session has
      // already been collected, otherwise evict the oldest one.
      let evicted = false
      for (const [key, ref] of this._sessionCache) {
        if (ref.deref() === undefined) {
          this._sessionCache.delete(key)
          evicted = true
          break
        }
      }

      if (!evicted) {
        const oldest = this._sessionCache.keys().next()
        if (!oldest.done) {
          this._sessionCache.delete(oldest.value)
        }
      }
    }

    this._sessionCache.set(sessionKey, new WeakRef(session))
    this._sessionRegistry.register(session, sessionKey)
  }
}

function buildConnector ({ allowH2, preferH2, useH2c, maxCachedSessions, socketPath, timeout, session: customSession, ...opts }) {
  if (maxCachedSessions != null && (!Number.isInteger(maxCachedSessions) || maxCachedSessions < 0)) {
    throw new InvalidArgumentError('maxCachedSessions must be a positive integer or zero')
  }

  const options = { path: socketPath, ...opts }
  const sessionCache = new SessionCache(maxCachedSessions == null ? 100 : maxCachedSessions)
  timeout = timeout == null ? 10e3 : timeout
  allowH2 = allowH2 != null ? allowH2 : true
  return function connect ({ hostname, host, protocol, port, servername, localAddress, httpSocket }, callback) {
    let socket
    if (protocol === 'https:') {
      if (!tls) {
        tls = __nccwpck_require__(41692)
      }
      servername = servername || options.servername || util.getServerName(host) || null

      const sessionKey = servername || hostname
      assert(sessionKey)

      const session = customSession || sessionCache.get(sessionKey) || null

      port = port || 443

      socket = tls.connect({
        highWaterMark: 16384, // TLS in node can't have bigger HWM anyway...
        ...options,
        servername,
        session,
        localAddress,
        ALPNProtocols: allowH2 ? (preferH2 ? ['h2', 'http/1.1'] : ['http/1.1', 'h2']) : ['http/1.1'],
        socket: httpSocket, // upgrade socket connection
        port,
        host: hostname
      })

      socket
        .on('session', function (session) {
          // TODO (fix): Can a session become invalid once established? Don't think so?
          sessionCache.set(sessionKey, session)
        })
    } else {
      assert(!httpSocket, 'httpSocket can only be sent on TLS update')

      port = port || 80

      const connectOptions = {
        highWaterMark: 64 * 1024, // Same as nodejs fs streams.
        ...options,
        localAddress,
        port,
        host: hostname
      }

      const family = net.isIP(hostname)
      if (family !== 0 && servername && servername !== hostname) {
        connectOptions.host = servername
        connectOptions.lookup = (_hostname, lookupOptions, cb) => {
          if (lookupOptions.all) {
            cb(null, [{ address: hostname, family }])
          } else {
            cb(null, hostname, family)
          }
        }
      }

      socket = net.connect(connectOptions)
      if (useH2c === true) {
        socket.alpnProtocol = 'h2'
      }
    }

    // Set TCP keep alive options on the socket here instead of in connect() for the case of assigning the socket
    if (options.keepAlive == null || options.keepAlive) {
      const keepAliveInitialDelay = options.keepAliveInitialDelay === undefined ? 60e3 : options.keepAliveInitialDelay
      socket.setKeepAlive(true, keepAliveInitialDelay)
    }

    const clearConnectTimeout = util.setupConnectTimeout(new WeakRef(socket), { timeout, hostname, port })

    socket
      .setNoDelay(true)
      .once(protocol === 'https:' ? 'secureConnect' : 'connect', function () {
        queueMicrotask(clearConnectTimeout)

        if (callback) {
          const cb = callback
          callback = null
          cb(null, this)
        }
      })
      .on('error', function (err) {
        queueMicrotask(clearConnectTimeout)

        if (callback) {
          const cb = callback
          callback = null
          cb(maybeNormalizeConnectError(err, this, { timeout, hostname, port }))
        }
      })

    return socket
  }
}

// `net.connect` with `autoSelectFamily` raises an `AggregateError` when every
// attempted address fails. If any of those failures is a timeout, surface the
// error as a `ConnectTimeoutError` so callers see the same error regardless of
// which timer (Node's internal one or undici's `connectTimeout`) wins the race.
// The original `AggregateError` is preserved on `.cause`.
function maybeNormalizeConnectError (err, socket, opts) {
  if (
    err instanceof AggregateError &&
    (err.code === 'ETIMEDOUT' || err.errors.some((e) => e != null && e.code === 'ETIMEDOUT'))
  ) {
    let message = 'Connect Timeout Error'
    if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
      message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(', ')},`
    } else {
      message += ` (attempted address: ${opts.hostname}:${opts.port},`
    }
    message += ` timeout: ${opts.timeout}ms)`

    const wrapped = new ConnectTimeoutError(message)
    wrapped.cause = err
    return wrapped
  }
  return err
}

module.exports = buildConnector


/***/ }),

/***/ 10735:
/***/ ((module) => {



/**
 * @see https://developer.mozilla.org/docs/Web/HTTP/Headers
 */
const wellknownHeaderNames = /** @type {const} */ ([
  'Accept',
  'Accept-Encoding',
  'Accept-Language',
  'Accept-Ranges',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
  'Access-Control-Request-Headers',
  'Access-Control-Request-Method',
  'Age',
  'Allow',
  'Alt-Svc',
  'Alt-Used',
  'Authorization',
  'Cache-Control',
  'Clear-Site-Data',
  'Connection',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Language',
  'Content-Length',
  'Content-Location',
  'Content-Range',
  'Content-Security-Policy',
  'Content-Security-Policy-Report-Only',
  'Content-Type',
  'Cookie',
  'Cross-Origin-Embedder-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Date',
  'Device-Memory',
  'Downlink',
  'ECT',
  'ETag',
  'Expect',
  'Expect-CT',
  'Expires',
  'Forwarded',
  'From',
  'Host',
  'If-Match',
  'If-Modified-Since',
  'If-None-Match',
  'If-Range',
  'If-Unmodified-Since',
  'Keep-Alive',
  'Last-Modified',
  'Link',
  'Location',
  'Max-Forwards',
  'Origin',
  'Permissions-Policy',
  'Pragma',
  'Proxy-Authenticate',
  'Proxy-Authorization',
  'RTT',
  'Range',
  'Referer',
  'Referrer-Policy',
  'Refresh',
  'Retry-After',
  'Sec-WebSocket-Accept',
  'Sec-WebSocket-Extensions',
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Protocol',
  'Sec-WebSocket-Version',
  'Server',
  'Server-Timing',
  'Service-Worker-Allowed',
  'Service-Worker-Navigation-Preload',
  'Set-Cookie',
  'SourceMap',
  'Strict-Transport-Security',
  'Supports-Loading-Mode',
  'TE',
  'Timing-Allow-Origin',
  'Trailer',
  'Transfer-Encoding',
  'Upgrade',
  'Upgrade-Insecure-Requests',
  'User-Agent',
  'Vary',
  'Via',
  'WWW-Authenticate',
  'X-Content-Type-Options',
  'X-DNS-Prefetch-Control',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-Powered-By',
  'X-Requested-With',
  'X-XSS-Protection'
])

/** @type {Record<typeof wellknownHeaderNames[number]|Lowercase<typeof wellknownHeaderNames[number]>, string>} */
const headerNameLowerCasedRecord = {}

// Note: object prototypes should not be able to be referenced. e.g. `Object#hasOwnProperty`.
Object.setPrototypeOf(headerNameLowerCasedRecord, null)

for (let i = 0; i < wellknownHeaderNames.length; ++i) {
  const key = wellknownHeaderNames[i]
  const lowerCasedKey = key.toLowerCase()
  headerNameLowerCasedRecord[key] = headerNameLowerCasedRecord[lowerCasedKey] =
    lowerCasedKey
}

/**
 * Default WebSocket receive limits (see `webSocket` in Client.md). Used by
 * DispatcherBase#webSocketOptions and by the WebSocket parser when the
 * dispatcher doesn't provide a value, so a dispatcher without
 * `webSocketOptions` (a custom one, or a wrapper) doesn't remove the limits.
 */
const defaultWebSocketMaxFragments = 131072
const defaultWebSocketMaxPayloadSize = 128 * 1024 * 1024 // 128 MB

module.exports = {
  wellknownHeaderNames,
  headerNameLowerCasedRecord,
  defaultWebSocketMaxFragments,
  defaultWebSocketMaxPayloadSize
}


/***/ }),

/***/ 42414:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const diagnosticsChannel = __nccwpck_require__(53053)
const util = __nccwpck_require__(57975)

const undiciDebugLog = util.debuglog('undici')
const fetchDebuglog = util.debuglog('fetch')
const websocketDebuglog = util.debuglog('websocket')

const channels = {
  // Client
  beforeConnect: diagnosticsChannel.channel('undici:client:beforeConnect'),
  connected: diagnosticsChannel.channel('undici:client:connected'),
  connectError: diagnosticsChannel.channel('undici:client:connectError'),
  sendHeaders: diagnosticsChannel.channel('undici:client:sendHeaders'),
  // Request
  create: diagnosticsChannel.channel('undici:request:create'),
  bodySent: diagnosticsChannel.channel('undici:request:bodySent'),
  bodyChunkSent: diagnosticsChannel.channel('undici:request:bodyChunkSent'),
  bodyChunkReceived: diagnosticsChannel.channel('undici:request:bodyChunkReceived'),
  headers: diagnosticsChannel.channel('undici:request:headers'),
  trailers: diagnosticsChannel.channel('undici:request:trailers'),
  error: diagnosticsChannel.channel('undici:request:error'),
  // WebSocket
  open: diagnosticsChannel.channel('undici:websocket:open'),
  close: diagnosticsChannel.channel('undici:websocket:close'),
  socketError: diagnosticsChannel.channel('undici:websocket:socket_error'),
  ping: diagnosticsChannel.channel('undici:websocket:ping'),
  pong: diagnosticsChannel.channel('undici:websocket:pong'),
  // ProxyAgent
  proxyConnected: diagnosticsChannel.channel('undici:proxy:connected')
}

let isTrackingClientEvents = false

function trackClientEvents (debugLog = undiciDebugLog) {
  if (isTrackingClientEvents) {
    return
  }

  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
  // This can happen when both Node.js built-in undici and undici as a dependency are present
  if (channels.beforeConnect.hasSubscribers || channels.connected.hasSubscribers ||
      channels.connectError.hasSubscribers || channels.sendHeaders.hasSubscribers) {
    isTrackingClientEvents = true
    return
  }

  isTrackingClientEvents = true

  diagnosticsChannel.subscribe('undici:client:beforeConnect',
    evt => {
      const {
        connectParams: { version, protocol, port, host }
      } = evt
      debugLog(
        'connecting to %s%s using %s%s',
        host,
        port ? `:${port}` : '',
        protocol,
        version
      )
    })

  diagnosticsChannel.subscribe('undici:client:connected',
    evt => {
      const {
        connectParams: { version, protocol, port, host }
      } = evt
      debugLog(
        'connected to %s%s using %s%s',
        host,
        port ? `:${port}` : '',
        protocol,
        version
      )
    })

  diagnosticsChannel.subscribe('undici:client:connectError',
    evt => {
      const {
        connectParams: { version, protocol, port, host },
        error
      } = evt
      debugLog(
        'connection to %s%s using %s%s errored - %s',
        host,
        port ? `:${port}` : '',
        protocol,
        version,
        error.message
      )
    })

  diagnosticsChannel.subscribe('undici:client:sendHeaders',
    evt => {
      const {
        request: { method, path, origin }
      } = evt
      debugLog('sending request to %s %s%s', method, origin, path)
    })
}

let isTrackingRequestEvents = false

function trackRequestEvents (debugLog = undiciDebugLog) {
  if (isTrackingRequestEvents) {
    return
  }

  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
  // This can happen when both Node.js built-in undici and undici as a dependency are present
  if (channels.headers.hasSubscribers || channels.trailers.hasSubscribers ||
      channels.error.hasSubscribers) {
    isTrackingRequestEvents = true
    return
  }

  isTrackingRequestEvents = true

  diagnosticsChannel.subscribe('undici:request:headers',
    evt => {
      const {
        request: { method, path, origin },
        response: { statusCode }
      } = evt
      debugLog(
        'received response to %s %s%s - HTTP %d',
        method,
        origin,
        path,
        statusCode
      )
    })

  diagnosticsChannel.subscribe('undici:request:trailers',
    evt => {
      const {
        request: { method, path, origin }
      } = evt
      debugLog('trailers received from %s %s%s', method, origin, path)
    })

  diagnosticsChannel.subscribe('undici:request:error',
    evt => {
      const {
        request: { method, path, origin },
        error
      } = evt
      debugLog(
        'request to %s %s%s errored - %s',
        method,
        origin,
        path,
        error.message
      )
    })
}

let isTrackingWebSocketEvents = false

function trackWebSocketEvents (debugLog = websocketDebuglog) {
  if (isTrackingWebSocketEvents) {
    return
  }

  // Check if any of the channels already have subscribers to prevent duplicate subscriptions
  // This can happen when both Node.js built-in undici and undici as a dependency are present
  if (channels.open.hasSubscribers || channels.close.hasSubscribers ||
      channels.socketError.hasSubscribers || channels.ping.hasSubscribers ||
      channels.pong.hasSubscribers) {
    isTrackingWebSocketEvents = true
    return
  }

  isTrackingWebSocketEvents = true

  diagnosticsChannel.subscribe('undici:websocket:open',
    evt => {
      if (evt.address != null) {
        const { address, port } = evt.address
        debugLog('connection opened %s%s', address, port ? `:${port}` : '')
      } else {
        debugLog('connection opened')
      }
    })

  diagnosticsChannel.subscribe('undici:websocket:close',
    evt => {
      const { websocket, code, reason } = evt
      debugLog(
        'closed connection to %s - %s %s',
        websocket.url,
        code,
        reason
      )
    })

  diagnosticsChannel.subscribe('undici:websocket:socket_error',
    err => {
      debugLog('connection errored - %s', err.message)
    })

  diagnosticsChannel.subscribe('undici:websocket:ping',
    evt => {
      debugLog('ping received')
    })

  diagnosticsChannel.subscribe('undici:websocket:pong',
    evt => {
      debugLog('pong received')
    })
}

if (undiciDebugLog.enabled || fetchDebuglog.enabled) {
  trackClientEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog)
  trackRequestEvents(fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog)
}

if (websocketDebuglog.enabled) {
  trackClientEvents(undiciDebugLog.enabled ? undiciDebugLog : websocketDebuglog)
  trackWebSocketEvents(websocketDebuglog)
}

module.exports = {
  channels
}


/***/ }),

/***/ 68707:
/***/ ((module) => {



const kUndiciError = Symbol.for('undici.error.UND_ERR')
class UndiciError extends Error {
  constructor (message, options) {
    super(message, options)
    this.name = 'UndiciError'
    this.code = 'UND_ERR'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kUndiciError] === true
  }

  get [kUndiciError] () {
    return true
  }
}

const kConnectTimeoutError = Symbol.for('undici.error.UND_ERR_CONNECT_TIMEOUT')
class ConnectTimeoutError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'ConnectTimeoutError'
    this.message = message || 'Connect Timeout Error'
    this.code = 'UND_ERR_CONNECT_TIMEOUT'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kConnectTimeoutError] === true
  }

  get [kConnectTimeoutError] () {
    return true
  }
}

const kHeadersTimeoutError = Symbol.for('undici.error.UND_ERR_HEADERS_TIMEOUT')
class HeadersTimeoutError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'HeadersTimeoutError'
    this.message = message || 'Headers Timeout Error'
    this.code = 'UND_ERR_HEADERS_TIMEOUT'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kHeadersTimeoutError] === true
  }

  get [kHeadersTimeoutError] () {
    return true
  }
}

const kHeadersOverflowError = Symbol.for('undici.error.UND_ERR_HEADERS_OVERFLOW')
class HeadersOverflowError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'HeadersOverflowError'
    this.message = message || 'Headers Overflow Error'
    this.code = 'UND_ERR_HEADERS_OVERFLOW'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kHeadersOverflowError] === true
  }

  get [kHeadersOverflowError] () {
    return true
  }
}

const kBodyTimeoutError = Symbol.for('undici.error.UND_ERR_BODY_TIMEOUT')
class BodyTimeoutError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'BodyTimeoutError'
    this.message = message || 'Body Timeout Error'
    this.code = 'UND_ERR_BODY_TIMEOUT'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kBodyTimeoutError] === true
  }

  get [kBodyTimeoutError] () {
    return true
  }
}

const kInvalidArgumentError = Symbol.for('undici.error.UND_ERR_INVALID_ARG')
class InvalidArgumentError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'InvalidArgumentError'
    this.message = message || 'Invalid Argument Error'
    this.code = 'UND_ERR_INVALID_ARG'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kInvalidArgumentError] === true
  }

  get [kInvalidArgumentError] () {
    return true
  }
}

const kInvalidReturnValueError = Symbol.for('undici.error.UND_ERR_INVALID_RETURN_VALUE')
class InvalidReturnValueError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'InvalidReturnValueError'
    this.message = message || 'Invalid Return Value Error'
    this.code = 'UND_ERR_INVALID_RETURN_VALUE'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kInvalidReturnValueError] === true
  }

  get [kInvalidReturnValueError] () {
    return true
  }
}

const kAbortError = Symbol.for('undici.error.UND_ERR_ABORT')
class AbortError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'AbortError'
    this.message = message || 'The operation was aborted'
    this.code = 'UND_ERR_ABORT'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kAbortError] === true
  }

  get [kAbortError] () {
    return true
  }
}

const kRequestAbortedError = Symbol.for('undici.error.UND_ERR_ABORTED')
class RequestAbortedError extends AbortError {
  constructor (message) {
    super(message)
    this.name = 'AbortError'
    this.message = message || 'Request aborted'
    this.code = 'UND_ERR_ABORTED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kRequestAbortedError] === true
  }

  get [kRequestAbortedError] () {
    return true
  }
}

const kInformationalError = Symbol.for('undici.error.UND_ERR_INFO')
class InformationalError extends UndiciError {
  constructor (message, options) {
    super(message, options)
    this.name = 'InformationalError'
    this.message = message || 'Request information'
    this.code = 'UND_ERR_INFO'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kInformationalError] === true
  }

  get [kInformationalError] () {
    return true
  }
}

const kRequestContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')
class RequestContentLengthMismatchError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'RequestContentLengthMismatchError'
    this.message = message || 'Request body length does not match content-length header'
    this.code = 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kRequestContentLengthMismatchError] === true
  }

  get [kRequestContentLengthMismatchError] () {
    return true
  }
}

const kResponseContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH')
class ResponseContentLengthMismatchError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'ResponseContentLengthMismatchError'
    this.message = message || 'Response body length does not match content-length header'
    this.code = 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kResponseContentLengthMismatchError] === true
  }

  get [kResponseContentLengthMismatchError] () {
    return true
  }
}

const kClientDestroyedError = Symbol.for('undici.error.UND_ERR_DESTROYED')
class ClientDestroyedError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'ClientDestroyedError'
    this.message = message || 'The client is destroyed'
    this.code = 'UND_ERR_DESTROYED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kClientDestroyedError] === true
  }

  get [kClientDestroyedError] () {
    return true
  }
}

const kClientClosedError = Symbol.for('undici.error.UND_ERR_CLOSED')
class ClientClosedError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'ClientClosedError'
    this.message = message || 'The client is closed'
    this.code = 'UND_ERR_CLOSED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kClientClosedError] === true
  }

  get [kClientClosedError] () {
    return true
  }
}

const kSocketError = Symbol.for('undici.error.UND_ERR_SOCKET')
class SocketError extends UndiciError {
  constructor (message, socket) {
    super(message)
    this.name = 'SocketError'
    this.message = message || 'Socket error'
    this.code = 'UND_ERR_SOCKET'
    this.socket = socket
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kSocketError] === true
  }

  get [kSocketError] () {
    return true
  }
}

const kNotSupportedError = Symbol.for('undici.error.UND_ERR_NOT_SUPPORTED')
class NotSupportedError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'NotSupportedError'
    this.message = message || 'Not supported error'
    this.code = 'UND_ERR_NOT_SUPPORTED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kNotSupportedError] === true
  }

  get [kNotSupportedError] () {
    return true
  }
}

const kBalancedPoolMissingUpstreamError = Symbol.for('undici.error.UND_ERR_BPL_MISSING_UPSTREAM')
class BalancedPoolMissingUpstreamError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'MissingUpstreamError'
    this.message = message || 'No upstream has been added to the BalancedPool'
    this.code = 'UND_ERR_BPL_MISSING_UPSTREAM'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kBalancedPoolMissingUpstreamError] === true
  }

  get [kBalancedPoolMissingUpstreamError] () {
    return true
  }
}

const kWebAssemblyNotSupportedError = Symbol.for('undici.error.ERR_WEBASSEMBLY_NOT_SUPPORTED')
class WebAssemblyNotSupportedError extends Error {
  constructor (message) {
    super(message || 'WebAssembly is not supported in this environment, but is required for HTTP/1 parsing')
    this.code = 'ERR_WEBASSEMBLY_NOT_SUPPORTED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kWebAssemblyNotSupportedError] === true
  }

  get [kWebAssemblyNotSupportedError] () {
    return true
  }
}

const kHTTPParserError = Symbol.for('undici.error.UND_ERR_HTTP_PARSER')
class HTTPParserError extends Error {
  constructor (message, code, data) {
    super(message)
    this.name = 'HTTPParserError'
    this.code = code ? `HPE_${code}` : undefined
    this.data = data ? data.toString() : undefined
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kHTTPParserError] === true
  }

  get [kHTTPParserError] () {
    return true
  }
}

const kResponseExceededMaxSizeError = Symbol.for('undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE')
class ResponseExceededMaxSizeError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'ResponseExceededMaxSizeError'
    this.message = message || 'Response content exceeded max size'
    this.code = 'UND_ERR_RES_EXCEEDED_MAX_SIZE'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kResponseExceededMaxSizeError] === true
  }

  get [kResponseExceededMaxSizeError] () {
    return true
  }
}

const kRequestRetryError = Symbol.for('undici.error.UND_ERR_REQ_RETRY')
class RequestRetryError extends UndiciError {
  constructor (message, code, { headers, data }) {
    super(message)
    this.name = 'RequestRetryError'
    this.message = message || 'Request retry error'
    this.code = 'UND_ERR_REQ_RETRY'
    this.statusCode = code
    this.data = data
    this.headers = headers
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kRequestRetryError] === true
  }

  get [kRequestRetryError] () {
    return true
  }
}

const kResponseError = Symbol.for('undici.error.UND_ERR_RESPONSE')
class ResponseError extends UndiciError {
  constructor (message, code, { headers, body, bodyTruncated = false }) {
    super(message)
    this.name = 'ResponseError'
    this.message = message || 'Response error'
    this.code = 'UND_ERR_RESPONSE'
    this.statusCode = code
    this.body = body
    this.bodyTruncated = bodyTruncated
    this.headers = headers
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kResponseError] === true
  }

  get [kResponseError] () {
    return true
  }
}

const kSecureProxyConnectionError = Symbol.for('undici.error.UND_ERR_PRX_TLS')
class SecureProxyConnectionError extends UndiciError {
  constructor (cause, message, options = {}) {
    super(message, { cause, ...options })
    this.name = 'SecureProxyConnectionError'
    this.message = message || 'Secure Proxy Connection failed'
    this.code = 'UND_ERR_PRX_TLS'
    this.cause = cause
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kSecureProxyConnectionError] === true
  }

  get [kSecureProxyConnectionError] () {
    return true
  }
}

const kProxyConnectionError = Symbol.for('undici.error.UND_ERR_PRX_CONN')
class ProxyConnectionError extends UndiciError {
  constructor (cause, message, options = {}) {
    super(message, { cause, ...options })
    this.name = 'ProxyConnectionError'
    this.message = message || 'Proxy Connection failed'
    this.code = 'UND_ERR_PRX_CONN'
    this.cause = cause
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kProxyConnectionError] === true
  }

  get [kProxyConnectionError] () {
    return true
  }
}

const kMaxRedirectsError = Symbol.for('undici.error.UND_ERR_REDIRECT_MAX')
class MaxRedirectsError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'MaxRedirectsError'
    this.message = message || 'max redirects'
    this.code = 'UND_ERR_REDIRECT_MAX'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kMaxRedirectsError] === true
  }

  get [kMaxRedirectsError] () {
    return true
  }
}

const kMaxOriginsReachedError = Symbol.for('undici.error.UND_ERR_MAX_ORIGINS_REACHED')
class MaxOriginsReachedError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'MaxOriginsReachedError'
    this.message = message || 'Maximum allowed origins reached'
    this.code = 'UND_ERR_MAX_ORIGINS_REACHED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kMaxOriginsReachedError] === true
  }

  get [kMaxOriginsReachedError] () {
    return true
  }
}

class Socks5ProxyError extends UndiciError {
  constructor (message, code) {
    super(message)
    this.name = 'Socks5ProxyError'
    this.message = message || 'SOCKS5 proxy error'
    this.code = code || 'UND_ERR_SOCKS5'
  }
}

const kMessageSizeExceededError = Symbol.for('undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED')
class MessageSizeExceededError extends UndiciError {
  constructor (message) {
    super(message)
    this.name = 'MessageSizeExceededError'
    this.message = message || 'Max decompressed message size exceeded'
    this.code = 'UND_ERR_WS_MESSAGE_SIZE_EXCEEDED'
  }

  static [Symbol.hasInstance] (instance) {
    return instance && instance[kMessageSizeExceededError] === true
  }

  get [kMessageSizeExceededError] () {
    return true
  }
}

module.exports = {
  AbortError,
  WebAssemblyNotSupportedError,
  HTTPParserError,
  UndiciError,
  HeadersTimeoutError,
  HeadersOverflowError,
  BodyTimeoutError,
  RequestContentLengthMismatchError,
  ConnectTimeoutError,
  InvalidArgumentError,
  InvalidReturnValueError,
  RequestAbortedError,
  ClientDestroyedError,
  ClientClosedError,
  InformationalError,
  SocketError,
  NotSupportedError,
  ResponseContentLengthMismatchError,
  BalancedPoolMissingUpstreamError,
  ResponseExceededMaxSizeError,
  RequestRetryError,
  ResponseError,
  SecureProxyConnectionError,
  ProxyConnectionError,
  MaxOriginsReachedError,
  MaxRedirectsError,
  Socks5ProxyError,
  MessageSizeExceededError
}


/***/ }),

/***/ 44655:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const {
  InvalidArgumentError,
  NotSupportedError
} = __nccwpck_require__(68707)
const assert = __nccwpck_require__(34589)
const {
  isValidHTTPToken,
  isValidHeaderValue,
  isStream,
  destroy,
  isBuffer,
  isFormDataLike,
  isIterable,
  hasSafeIterator,
  isBlobLike,
  serializePathWithQuery,
  parseHeaders,
  assertRequestHandler,
  getServerName,
  normalizedMethodRecords,
  getProtocolFromUrlString
} = __nccwpck_require__(3440)
const { channels } = __nccwpck_require__(42414)
const { headerNameLowerCasedRecord } = __nccwpck_require__(10735)

// Verifies that a given path is valid does not contain control chars \x00 to \x20
const invalidPathRegex = /[^\u0021-\u00ff]/

function isValidContentLengthHeaderValue (val) {
  if (typeof val !== 'string' || val.length === 0) {
    return false
  }

  for (let i = 0; i < val.length; i++) {
    const charCode = val.charCodeAt(i)
    if (charCode < 48 || charCode > 57) {
      return false
    }
  }

  return true
}

const kHandler = Symbol('handler')
const kController = Symbol('controller')
const kResume = Symbol('resume')

function noop () {}

class RequestController {
  #paused = false
  #reason = null
  #aborted = false
  #abort

  [kResume] = null

  rawHeaders = null
  rawTrailers = null

  constructor (abort) {
    this.#abort = abort
  }

  pause () {
    this.#paused = true
  }

  resume () {
    if (this.#paused) {
      this.#paused = false
      this[kResume]?.()
    }
  }

  abort (reason) {
    if (!this.#aborted) {
      this.#aborted = true
      this.#reason = reason
      this.#abort(reason)
    }
  }

  get aborted () {
    return this.#aborted
  }

  get reason () {
    return this.#reason
  }

  get paused () {
    return this.#paused
  }
}

class Request {
  constructor (origin, {
    path,
    method,
    body,
    headers,
    query,
    idempotent,
    blocking,
    upgrade,
    headersTimeout,
    bodyTimeout,
    reset,
    expectContinue,
    servername,
    throwOnError,
    maxRedirections,
    typeOfService
  }, handler) {
    if (typeof path !== 'string') {
      throw new InvalidArgumentError('path must be a string')
    } else if (
      path[0] !== '/' &&
      !(path.startsWith('http://') || path.startsWith('https://')) &&
      method !== 'CONNECT'
    ) {
      throw new InvalidArgumentError('path must be an absolute URL or start with a slash')
    } else if (invalidPathRegex.test(path)) {
      throw new InvalidArgumentError('invalid request path')
    }

    if (typeof method !== 'string') {
      throw new InvalidArgumentError('method must be a string')
    } else if (normalizedMethodRecords[method] === undefined && !isValidHTTPToken(method)) {
      throw new InvalidArgumentError('invalid request method')
    }

    if (upgrade && typeof upgrade !== 'string') {
      throw new InvalidArgumentError('upgrade must be a string')
    }

    if (upgrade && !isValidHeaderValue(upgrade)) {
      throw new InvalidArgumentError('invalid upgrade header')
    }

    if (headersTimeout != null && (!Number.isFinite(headersTimeout) || headersTimeout < 0)) {
      throw new InvalidArgumentError('invalid headersTimeout')
    }

    if (bodyTimeout != null && (!Number.isFinite(bodyTimeout) || bodyTimeout < 0)) {
      throw new InvalidArgumentError('invalid bodyTimeout')
    }

    if (reset != null && typeof reset !== 'boolean') {
      throw new InvalidArgumentError('invalid reset')
    }

    if (expectContinue != null && typeof expectContinue !== 'boolean') {
      throw new InvalidArgumentError('invalid expectContinue')
    }

    if (throwOnError != null) {
      throw new InvalidArgumentError('invalid throwOnError')
    }

    if (maxRedirections != null && maxRedirections !== 0) {
      throw new InvalidArgumentError('maxRedirections is not supported, use the redirect interceptor')
    }

    if (typeOfService != null && (!Number.isInteger(typeOfService) || typeOfService < 0 || typeOfService > 255)) {
      throw new InvalidArgumentError('typeOfService must be an integer between 0 and 255')
    }

    this.headersTimeout = headersTimeout

    this.bodyTimeout = bodyTimeout

    this.method = method

    this.typeOfService = typeOfService

    this.abort = null

    if (body == null) {
      this.body = null
    } else if (isStream(body)) {
      this.body = body

      const rState = this.body._readableState
      if (!rState || !rState.autoDestroy) {
        this.endHandler = function autoDestroy () {
          destroy(this)
        }
        this.body.on('end', this.endHandler)
      }

      this.errorHandler = err => {
        if (this.abort) {
          this.abort(err)
        } else {
          this.error = err
        }
      }
      this.body.on('error', this.errorHandler)
    } else if (isBuffer(body)) {
      this.body = body.byteLength ? body : null
    } else if (ArrayBuffer.isView(body)) {
      this.body = body.buffer.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null
    } else if (body instanceof ArrayBuffer) {
      this.body = body.byteLength ? Buffer.from(body) : null
    } else if (typeof body === 'string') {
      this.body = body.length ? Buffer.from(body) : null
    } else if (isFormDataLike(body)) {
      if (!isUndiciFormData(body)) {
        throw new InvalidArgumentError('body must be a FormData created by this undici package instance; FormData from other sources, such as the built-in FormData provided by Node.js, is not supported')
      }
      this.body = body
    } else if (isIterable(body) || isBlobLike(body)) {
      this.body = body
    } else {
      throw new InvalidArgumentError('body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable')
    }

    this.completed = false
    this.aborted = false

    this.upgrade = upgrade || null

    this.path = query ? serializePathWithQuery(path, query) : path

    // TODO: shall we maybe standardize it to an URL object?
    this.origin = origin

    this.protocol = getProtocolFromUrlString(origin)

    this.idempotent = idempotent == null
      ? method === 'HEAD' || method === 'GET' || method === 'QUERY'
      : idempotent

    this.blocking = blocking ?? this.method !== 'HEAD'

    this.reset = reset == null ? null : reset

    this.host = null

    this.contentLength = null

    this.contentType = null

    this.headers = []

    // Only for H2
    this.expectContinue = expectContinue != null ? expectContinue : false

    if (Array.isArray(headers)) {
      if (headers.length % 2 !== 0) {
        throw new InvalidArgumentError('headers array must be even')
      }
      for (let i = 0; i < headers.length; i += 2) {
        processHeader(this, headers[i], headers[i + 1])
      }
    } else if (headers && typeof headers === 'object') {
      if (hasSafeIterator(headers)) {
        for (const header of headers) {
          if (!Array.isArray(header) || header.length !== 2) {
            throw new InvalidArgumentError('headers must be in key-value pair format')
          }
          processHeader(this, header[0], header[1])
        }
      } else {
        const keys = Object.keys(headers)
        for (let i = 0; i < keys.length; ++i) {
          processHeader(this, keys[i], headers[keys[i]])
        }
      }
    } else if (headers != null) {
      throw new InvalidArgumentError('headers must be an object or an array')
    }

    assertRequestHandler(handler, method, upgrade)

    this.servername = servername || getServerName(this.host) || null

    this[kHandler] = handler

    if (channels.create.hasSubscribers) {
      channels.create.publish({ request: this })
    }
  }

  onBodySent (chunk) {
    if (channels.bodyChunkSent.hasSubscribers) {
      channels.bodyChunkSent.publish({ request: this, chunk })
    }
    if (this[kHandler].onBodySent) {
      try {
        return this[kHandler].onBodySent(chunk)
      } catch (err) {
        this.abort(err)
      }
    }
  }

  onRequestSent () {
    if (channels.bodySent.hasSubscribers) {
      channels.bodySent.publish({ request: this })
    }

    if (this[kHandler].onRequestSent) {
      try {
        return this[kHandler].onRequestSent()
      } catch (err) {
        this.abort(err)
      }
    }
  }

  onRequestStart (abort, context) {
    assert(!this.aborted)
    assert(!this.completed)

    this[kController] = new RequestController(abort)

    if (this.error) {
      this[kController].abort(this.error)
      return
    }

    this.abort = abort
    return this[kHandler].onRequestStart(this[kController], context)
  }

  onResponseStarted () {
    return this[kHandler].onResponseStarted?.()
  }

  onResponseStart (statusCode, headers, resume, statusText) {
    assert(!this.aborted)
    assert(!this.completed)

    if (channels.headers.hasSubscribers) {
      channels.headers.publish({ request: this, response: { statusCode, headers, statusText } })
    }

    const controller = this[kController]
    if (controller) {
      controller[kResume] = resume
      controller.rawHeaders = headers
    }

    const parsedHeaders = Array.isArray(headers) ? parseHeaders(headers) : headers

    try {
      this[kHandler].onResponseStart?.(controller, statusCode, parsedHeaders, statusText)
      return !controller?.paused
    } catch (err) {
      this.abort(err)
      return false
    }
  }

  onResponseData (chunk) {
    assert(!this.aborted)
    assert(!this.completed)

    if (channels.bodyChunkReceived.hasSubscribers) {
      channels.bodyChunkReceived.publish({ request: this, chunk })
    }

    const controller = this[kController]
    try {
      this[kHandler].onResponseData?.(controller, chunk)
      return !controller?.paused
    } catch (err) {
      this.abort(err)
      return false
    }
  }

  /**
   * @param {number} statusCode
   * @param {Buffer[]|string[]|import('../../types/header.d.ts').IncomingHttpHeaders} headers
   * @param {import('node:stream').Duplex} socket
   * @param {string} [statusText]
   */
  onRequestUpgrade (statusCode, headers, socket, statusText = '') {
    this.onFinally()

    assert(!this.aborted)
    assert(!this.completed)

    if (channels.headers.hasSubscribers) {
      channels.headers.publish({ request: this, response: { statusCode, headers, statusText } })
    }

    const controller = this[kController]
    if (controller) {
      controller.rawHeaders = headers
    }

    const parsedHeaders = Array.isArray(headers) ? parseHeaders(headers) : headers

    const result = this[kHandler].onRequestUpgrade?.(controller, statusCode, parsedHeaders, socket)

    if (!this.aborted) {
      this.completed = true
      if (channels.trailers.hasSubscribers) {
        channels.trailers.publish({ request: this, trailers: [] })
      }
    }

    return result
  }

  onResponseEnd (trailers) {
    this.onFinally()

    assert(!this.aborted)
    assert(!this.completed)

    this.completed = true
    if (channels.trailers.hasSubscribers) {
      channels.trailers.publish({ request: this, trailers })
    }

    const controller = this[kController]
    if (controller) {
      controller.rawTrailers = trailers
    }

    const parsedTrailers = Array.isArray(trailers) ? parseHeaders(trailers) : trailers

    try {
      return this[kHandler].onResponseEnd?.(controller, parsedTrailers)
    } catch (err) {
      // TODO (fix): This might be a bad idea?
      this.onResponseError(err)
    }
  }

  onResponseError (error) {
    this.onFinally()

    if (channels.error.hasSubscribers) {
      channels.error.publish({ request: this, error })
    }

    if (this.aborted) {
      return
    }
    this.aborted = true

    const controller = this[kController]

    return this[kHandler].onResponseError?.(controller, error)
  }

  onFinally () {
    if (this.errorHandler) {
      this.body.off('error', this.errorHandler)
      this.errorHandler = null
    }

    if (this.endHandler) {
      this.body.off('end', this.endHandler)
      this.endHandler = null
    }
  }

  // Fails a request that was aborted before it reached a connection. The
  // handler gets an aborted controller, so wrappers such as RetryHandler can
  // tell a caller abort apart from a retryable connection failure.
  onQueuedAbort (reason) {
    this[kController] = createAbortedController(reason)
    return this.onResponseError(reason)
  }

  addHeader (key, value) {
    processHeader(this, key, value)
    return this
  }
}

function createAbortedController (reason) {
  const controller = new RequestController(noop)
  controller.abort(reason)
  return controller
}

function processHeader (request, key, val) {
  if (val && (typeof val === 'object' && !Array.isArray(val))) {
    throw new InvalidArgumentError(`invalid ${key} header`)
  } else if (val === undefined) {
    return
  }

  let headerName = headerNameLowerCasedRecord[key]

  if (headerName === undefined) {
    headerName = key.toLowerCase()
    if (headerNameLowerCasedRecord[headerName] === undefined && !isValidHTTPToken(headerName)) {
      throw new InvalidArgumentError('invalid header key')
    }
  }

  if (Array.isArray(val)) {
    const arr = []
    for (let i = 0; i < val.length; i++) {
      if (typeof val[i] === 'string') {
        if (!isValidHeaderValue(val[i])) {
          throw new InvalidArgumentError(`invalid ${key} header`)
        }
        arr.push(val[i])
      } else if (val[i] === null) {
        arr.push('')
      } else if (typeof val[i] === 'object') {
        throw new InvalidArgumentError(`invalid ${key} header`)
      } else {
        // Coerce primitives (and reject unsafe coercions such as functions
        // with a crafted toString/Symbol.toPrimitive).
        const str = `${val[i]}`
        if (!isValidHeaderValue(str)) {
          throw new InvalidArgumentError(`invalid ${key} header`)
        }
        arr.push(str)
      }
    }
    val = arr
  } else if (typeof val === 'string') {
    if (!isValidHeaderValue(val)) {
      throw new InvalidArgumentError(`invalid ${key} header`)
    }
  } else if (val === null) {
    val = ''
  } else {
    // Coerce primitives (and reject unsafe coercions such as functions
    // with a crafted toString/Symbol.toPrimitive).
    val = `${val}`
    if (!isValidHeaderValue(val)) {
      throw new InvalidArgumentError(`invalid ${key} header`)
    }
  }

  if (headerName === 'host') {
    if (request.host !== null) {
      throw new InvalidArgumentError('duplicate host header')
    }
    if (typeof val !== 'string') {
      throw new InvalidArgumentError('invalid host header')
    }
    // Consumed by Client
    request.host = val
  } else if (headerName === 'content-length') {
    if (request.contentLength !== null) {
      throw new InvalidArgumentError('duplicate content-length header')
    }
    if (!isValidContentLengthHeaderValue(val)) {
      throw new InvalidArgumentError('invalid content-length header')
    }
    request.contentLength = parseInt(val, 10)
  } else if (request.contentType === null && headerName === 'content-type') {
    request.contentType = val
    request.headers.push(key, val)
  } else if (headerName === 'transfer-encoding' || headerName === 'keep-alive' || headerName === 'upgrade') {
    throw new InvalidArgumentError(`invalid ${headerName} header`)
  } else if (headerName === 'connection') {
    // Per RFC 7230 Section 6.1, Connection header can contain
    // a comma-separated list of connection option tokens (header names)
    const value = typeof val === 'string' ? val : null
    if (value === null) {
      throw new InvalidArgumentError('invalid connection header')
    }

    for (const token of value.toLowerCase().split(',')) {
      const trimmed = token.trim()
      if (!isValidHTTPToken(trimmed)) {
        throw new InvalidArgumentError('invalid connection header')
      }
      if (trimmed === 'close') {
        request.reset = true
      }
    }
  } else if (headerName === 'expect') {
    throw new NotSupportedError('expect header not supported')
  } else {
    request.headers.push(key, val)
  }
}

let isFormData

function isUndiciFormData (body) {
  if (isFormData === undefined) {
    __nccwpck_require__(35910)
    isFormData = (__nccwpck_require__(47879).webidl).is.FormData
  }
  return isFormData(body)
}

module.exports = Request
module.exports.createAbortedController = createAbortedController


/***/ }),

/***/ 18082:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { EventEmitter } = __nccwpck_require__(78474)
const { Buffer } = __nccwpck_require__(4573)
const { InvalidArgumentError, Socks5ProxyError } = __nccwpck_require__(68707)
const { debuglog } = __nccwpck_require__(57975)
const { parseAddress } = __nccwpck_require__(51732)

const debug = debuglog('undici:socks5')
const EMPTY_BUFFER = Buffer.alloc(0)

// SOCKS5 constants
const SOCKS_VERSION = 0x05

// Authentication methods
const AUTH_METHODS = {
  NO_AUTH: 0x00,
  GSSAPI: 0x01,
  USERNAME_PASSWORD: 0x02,
  NO_ACCEPTABLE: 0xFF
}

// SOCKS5 commands
const COMMANDS = {
  CONNECT: 0x01,
  BIND: 0x02,
  UDP_ASSOCIATE: 0x03
}

// Address types
const ADDRESS_TYPES = {
  IPV4: 0x01,
  DOMAIN: 0x03,
  IPV6: 0x04
}

// Reply codes
const REPLY_CODES = {
  SUCCEEDED: 0x00,
  GENERAL_FAILURE: 0x01,
  CONNECTION_NOT_ALLOWED: 0x02,
  NETWORK_UNREACHABLE: 0x03,
  HOST_UNREACHABLE: 0x04,
  CONNECTION_REFUSED: 0x05,
  TTL_EXPIRED: 0x06,
  COMMAND_NOT_SUPPORTED: 0x07,
  ADDRESS_TYPE_NOT_SUPPORTED: 0x08
}

// State machine states
const STATES = {
  INITIAL: 'initial',
  HANDSHAKING: 'handshaking',
  AUTHENTICATING: 'authenticating',
  AUTHENTICATED: 'authenticated',
  CONNECTING: 'connecting',
  CONNECTED: 'connected',
  ERROR: 'error',
  CLOSED: 'closed'
}

/**
 * SOCKS5 client implementation
 * Handles SOCKS5 protocol negotiation and connection establishment
 */
class Socks5Client extends EventEmitter {
  constructor (socket, options = {}) {
    super()

    if (!socket) {
      throw new InvalidArgumentError('socket is required')
    }

    this.socket = socket
    this.options = options
    this.state = STATES.INITIAL
    this.buffer = EMPTY_BUFFER
    this.onSocketData = this.onData.bind(this)
    this.onSocketError = this.onError.bind(this)
    this.onSocketClose = this.onClose.bind(this)

    // Authentication settings
    this.authMethods = []
    if (options.username && options.password) {
      this.authMethods.push(AUTH_METHODS.USERNAME_PASSWORD)
    }
    this.authMethods.push(AUTH_METHODS.NO_AUTH)

    // Socket event handlers
    this.socket.on('data', this.onSocketData)
    this.socket.on('error', this.onSocketError)
    this.socket.on('close', this.onSocketClose)
  }

  /**
   * Handle incoming data from the socket
   */
  onData (data) {
    debug('received data', data.length, 'bytes in state', this.state)
    this.buffer = Buffer.concat([this.buffer, data])

    try {
      switch (this.state) {
        case STATES.HANDSHAKING:
          this.handleHandshakeResponse()
          break
        case STATES.AUTHENTICATING:
          this.handleAuthResponse()
          break
        case STATES.CONNECTING:
          this.handleConnectResponse()
          break
      }
    } catch (err) {
      this.onError(err)
    }
  }

  /**
   * Handle socket errors
   */
  onError (err) {
    debug('socket error', err)
    this.state = STATES.ERROR
    this.emit('error', err)
    this.destroy()
  }

  /**
   * Handle socket close
   */
  onClose () {
    debug('socket closed')
    this.state = STATES.CLOSED
    this.emit('close')
  }

  /**
   * Destroy the client and underlying socket
   */
  destroy () {
    if (this.socket && !this.socket.destroyed) {
      this.socket.destroy()
    }
  }

  markAuthenticated () {
    this.state = STATES.AUTHENTICATED
    this.emit('authenticated')
  }

  /**
   * Start the SOCKS5 handshake
   */
  handshake () {
    if (this.state !== STATES.INITIAL) {
      throw new InvalidArgumentError('Handshake already started')
    }

    debug('starting handshake with', this.authMethods.length, 'auth methods')
    this.state = STATES.HANDSHAKING

    // Build handshake request
    // +----+----------+----------+
    // |VER | NMETHODS | METHODS  |
    // +----+----------+----------+
    // | 1  |    1     | 1 to 255 |
    // +----+----------+----------+
    const request = Buffer.alloc(2 + this.authMethods.length)
    request[0] = SOCKS_VERSION
    request[1] = this.authMethods.length
    this.authMethods.forEach((method, i) => {
      request[2 + i] = method
    })

    this.socket.write(request)
  }

  /**
   * Handle handshake response from server
   */
  handleHandshakeResponse () {
    if (this.buffer.length < 2) {
      return // Not enough data yet
    }

    const version = this.buffer[0]
    const method = this.buffer[1]

    if (version !== SOCKS_VERSION) {
      throw new Socks5ProxyError(`Invalid SOCKS version: ${version}`, 'UND_ERR_SOCKS5_VERSION')
    }

    if (method === AUTH_METHODS.NO_ACCEPTABLE) {
      throw new Socks5ProxyError('No acceptable authentication method', 'UND_ERR_SOCKS5_AUTH_REJECTED')
    }

    this.buffer = this.buffer.subarray(2)
    debug('server selected auth method', method)

    if (method === AUTH_METHODS.NO_AUTH) {
      this.markAuthenticated()
    } else if (method === AUTH_METHODS.USERNAME_PASSWORD) {
      this.state = STATES.AUTHENTICATING
      this.sendAuthRequest()
    } else {
      throw new Socks5ProxyError(`Unsupported authentication method: ${method}`, 'UND_ERR_SOCKS5_AUTH_METHOD')
    }
  }

  /**
   * Send username/password authentication request
   */
  sendAuthRequest () {
    const { username, password } = this.options

    if (!username || !password) {
      throw new InvalidArgumentError('Username and password required for authentication')
    }

    debug('sending username/password auth')

    // Username/Password authentication request (RFC 1929)
    // +----+------+----------+------+----------+
    // |VER | ULEN |  UNAME   | PLEN |  PASSWD  |
    // +----+------+----------+------+----------+
    // | 1  |  1   | 1 to 255 |  1   | 1 to 255 |
    // +----+------+----------+------+----------+
    const usernameBuffer = Buffer.from(username)
    const passwordBuffer = Buffer.from(password)

    if (usernameBuffer.length > 255 || passwordBuffer.length > 255) {
      throw new InvalidArgumentError('Username or password too long')
    }

    const request = Buffer.alloc(3 + usernameBuffer.length + passwordBuffer.length)
    request[0] = 0x01 // Sub-negotiation version
    request[1] = usernameBuffer.length
    usernameBuffer.copy(request, 2)
    request[2 + usernameBuffer.length] = passwordBuffer.length
    passwordBuffer.copy(request, 3 + usernameBuffer.length)

    this.socket.write(request)
  }

  /**
   * Handle authentication response
   */
  handleAuthResponse () {
    if (this.buffer.length < 2) {
      return // Not enough data yet
    }

    const version = this.buffer[0]
    const status = this.buffer[1]

    if (version !== 0x01) {
      throw new Socks5ProxyError(`Invalid auth sub-negotiation version: ${version}`, 'UND_ERR_SOCKS5_AUTH_VERSION')
    }

    if (status !== 0x00) {
      throw new Socks5ProxyError('Authentication failed', 'UND_ERR_SOCKS5_AUTH_FAILED')
    }

    this.buffer = this.buffer.subarray(2)
    debug('authentication successful')
    this.markAuthenticated()
  }

  /**
   * Send CONNECT command
   * @param {string} address - Target address (IP or domain)
   * @param {number} port - Target port
   */
  connect (address, port) {
    if (this.state === STATES.CONNECTING || this.state === STATES.CONNECTED) {
      throw new InvalidArgumentError('Connection already in progress')
    }

    if (this.state !== STATES.AUTHENTICATED) {
      throw new InvalidArgumentError('Client must be authenticated before CONNECT')
    }

    debug('connecting to', address, port)
    this.state = STATES.CONNECTING

    const request = this.buildConnectRequest(COMMANDS.CONNECT, address, port)
    this.socket.write(request)
  }

  /**
   * Build a SOCKS5 request
   */
  buildConnectRequest (command, address, port) {
    // Parse address to determine type and buffer
    const { type: addressType, buffer: addressBuffer } = parseAddress(address)

    // Build request
    // +----+-----+-------+------+----------+----------+
    // |VER | CMD |  RSV  | ATYP | DST.ADDR | DST.PORT |
    // +----+-----+-------+------+----------+----------+
    // | 1  |  1  | X'00' |  1   | Variable |    2     |
    // +----+-----+-------+------+----------+----------+
    const request = Buffer.alloc(4 + addressBuffer.length + 2)
    request[0] = SOCKS_VERSION
    request[1] = command
    request[2] = 0x00 // Reserved
    request[3] = addressType
    addressBuffer.copy(request, 4)
    request.writeUInt16BE(port, 4 + addressBuffer.length)

    return request
  }

  /**
   * Handle CONNECT response
   */
  handleConnectResponse () {
    if (this.buffer.length < 4) {
      return // Not enough data for header
    }

    const version = this.buffer[0]
    const reply = this.buffer[1]
    const addressType = this.buffer[3]

    if (version !== SOCKS_VERSION) {
      throw new Socks5ProxyError(`Invalid SOCKS version in reply: ${version}`, 'UND_ERR_SOCKS5_REPLY_VERSION')
    }

    // Calculate the expected response length
    let responseLength = 4 // VER + REP + RSV + ATYP
    if (addressType === ADDRESS_TYPES.IPV4) {
      responseLength += 4 + 2 // IPv4 + port
    } else if (addressType === ADDRESS_TYPES.DOMAIN) {
      if (this.buffer.length < 5) {
        return // Need domain length byte
      }
      responseLength += 1 + this.buffer[4] + 2 // length byte + domain + port
    } else if (addressType === ADDRESS_TYPES.IPV6) {
      responseLength += 16 + 2 // IPv6 + port
    } else {
      throw new Socks5ProxyError(`Invalid address type in reply: ${addressType}`, 'UND_ERR_SOCKS5_ADDR_TYPE')
    }

    if (this.buffer.length < responseLength) {
      return // Not enough data for full response
    }

    if (reply !== REPLY_CODES.SUCCEEDED) {
      const errorMessage = this.getReplyErrorMessage(reply)
      throw new Socks5ProxyError(`SOCKS5 connection failed: ${errorMessage}`, `UND_ERR_SOCKS5_REPLY_${reply}`)
    }

    // Parse bound address and port
    let boundAddress
    let offset = 4

    if (addressType === ADDRESS_TYPES.IPV4) {
      boundAddress = Array.from(this.buffer.subarray(offset, offset + 4)).join('.')
      offset += 4
    } else if (addressType === ADDRESS_TYPES.DOMAIN) {
      const domainLength = this.buffer[offset]
      offset += 1
      boundAddress = this.buffer.subarray(offset, offset + domainLength).toString()
      offset += domainLength
    } else if (addressType === ADDRESS_TYPES.IPV6) {
      // Parse IPv6 address from 16-byte buffer
      const parts = []
      for (let i = 0; i < 8; i++) {
        const value = this.buffer.readUInt16BE(offset + i * 2)
        parts.push(value.toString(16))
      }
      boundAddress = parts.join(':')
      offset += 16
    }

    const boundPort = this.buffer.readUInt16BE(offset)

    this.buffer = EMPTY_BUFFER
    this.state = STATES.CONNECTED
    this.socket.removeListener('data', this.onSocketData)

    debug('connected, bound address:', boundAddress, 'port:', boundPort)
    this.emit('connected', { address: boundAddress, port: boundPort })
  }

  /**
   * Get human-readable error message for reply code
   */
  getReplyErrorMessage (reply) {
    switch (reply) {
      case REPLY_CODES.GENERAL_FAILURE:
        return 'General SOCKS server failure'
      case REPLY_CODES.CONNECTION_NOT_ALLOWED:
        return 'Connection not allowed by ruleset'
      case REPLY_CODES.NETWORK_UNREACHABLE:
        return 'Network unreachable'
      case REPLY_CODES.HOST_UNREACHABLE:
        return 'Host unreachable'
      case REPLY_CODES.CONNECTION_REFUSED:
        return 'Connection refused'
      case REPLY_CODES.TTL_EXPIRED:
        return 'TTL expired'
      case REPLY_CODES.COMMAND_NOT_SUPPORTED:
        return 'Command not supported'
      case REPLY_CODES.ADDRESS_TYPE_NOT_SUPPORTED:
        return 'Address type not supported'
      default:
        return `Unknown error code: ${reply}`
    }
  }
}

module.exports = {
  Socks5Client,
  AUTH_METHODS,
  COMMANDS,
  ADDRESS_TYPES,
  REPLY_CODES,
  STATES
}


/***/ }),

/***/ 51732:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { Buffer } = __nccwpck_require__(4573)
const net = __nccwpck_require__(77030)
const { InvalidArgumentError } = __nccwpck_require__(68707)

/**
 * Parse an address and determine its type
 * @param {string} address - The address to parse
 * @returns {{type: number, buffer: Buffer}} Address type and buffer
 */
function parseAddress (address) {
  // Check if it's an IPv4 address
  if (net.isIPv4(address)) {
    const parts = address.split('.').map(Number)
    return {
      type: 0x01, // IPv4
      buffer: Buffer.from(parts)
    }
  }

  // Check if it's an IPv6 address
  if (net.isIPv6(address)) {
    return {
      type: 0x04, // IPv6
      buffer: parseIPv6(address)
    }
  }

  // Otherwise, treat as domain name
  const domainBuffer = Buffer.from(address, 'utf8')
  if (domainBuffer.length > 255) {
    throw new InvalidArgumentError('Domain name too long (max 255 bytes)')
  }

  return {
    type: 0x03, // Domain
    buffer: Buffer.concat([Buffer.from([domainBuffer.length]), domainBuffer])
  }
}

/**
 * Parse IPv6 address to buffer
 * @param {string} address - IPv6 address string
 * @returns {Buffer} 16-byte buffer
 */
function parseIPv6 (address) {
  const buffer = Buffer.alloc(16)
  let normalizedAddress = address

  // Expand an embedded IPv4 tail into the last two IPv6 groups.
  if (address.includes('.')) {
    const lastColonIndex = address.lastIndexOf(':')
    const ipv4Part = address.slice(lastColonIndex + 1)

    if (net.isIPv4(ipv4Part)) {
      const octets = ipv4Part.split('.').map(Number)
      const high = ((octets[0] << 8) | octets[1]).toString(16)
      const low = ((octets[2] << 8) | octets[3]).toString(16)
      normalizedAddress = `${address.slice(0, lastColonIndex)}:${high}:${low}`
    }
  }

  // Handle compressed notation (::)
  const doubleColonIndex = normalizedAddress.indexOf('::')
  if (doubleColonIndex !== -1) {
    const before = normalizedAddress.slice(0, doubleColonIndex)
    const after = normalizedAddress.slice(doubleColonIndex + 2)
    const beforeParts = before === '' ? [] : before.split(':')
    const afterParts = after === '' ? [] : after.split(':')

    let bufferIndex = 0
    for (const part of beforeParts) {
      buffer.writeUInt16BE(parseInt(part, 16), bufferIndex)
      bufferIndex += 2
    }
    bufferIndex = 16 - afterParts.length * 2
    for (const part of afterParts) {
      buffer.writeUInt16BE(parseInt(part, 16), bufferIndex)
      bufferIndex += 2
    }
  } else {
    const parts = normalizedAddress.split(':')
    for (let i = 0; i < parts.length; i++) {
      buffer.writeUInt16BE(parseInt(parts[i], 16), i * 2)
    }
  }

  return buffer
}

/**
 * Build a SOCKS5 address buffer
 * @param {number} type - Address type (1=IPv4, 3=Domain, 4=IPv6)
 * @param {Buffer} addressBuffer - The address data
 * @param {number} port - Port number
 * @returns {Buffer} Complete address buffer including type, address, and port
 */
function buildAddressBuffer (type, addressBuffer, port) {
  const portBuffer = Buffer.allocUnsafe(2)
  portBuffer.writeUInt16BE(port, 0)

  return Buffer.concat([
    Buffer.from([type]),
    addressBuffer,
    portBuffer
  ])
}

/**
 * Parse address from SOCKS5 response
 * @param {Buffer} buffer - Buffer containing the address
 * @param {number} offset - Starting offset in buffer
 * @returns {{address: string, port: number, bytesRead: number}}
 */
function parseResponseAddress (buffer, offset = 0) {
  if (buffer.length < offset + 1) {
    throw new InvalidArgumentError('Buffer too small to contain address type')
  }

  const addressType = buffer[offset]
  let address
  let currentOffset = offset + 1

  switch (addressType) {
    case 0x01: { // IPv4
      if (buffer.length < currentOffset + 6) {
        throw new InvalidArgumentError('Buffer too small for IPv4 address')
      }
      address = Array.from(buffer.subarray(currentOffset, currentOffset + 4)).join('.')
      currentOffset += 4
      break
    }

    case 0x03: { // Domain
      if (buffer.length < currentOffset + 1) {
        throw new InvalidArgumentError('Buffer too small for domain length')
      }
      const domainLength = buffer[currentOffset]
      currentOffset += 1

      if (buffer.length < currentOffset + domainLength + 2) {
        throw new InvalidArgumentError('Buffer too small for domain address')
      }
      address = buffer.subarray(currentOffset, currentOffset + domainLength).toString('utf8')
      currentOffset += domainLength
      break
    }

    case 0x04: { // IPv6
      if (buffer.length < currentOffset + 18) {
        throw new InvalidArgumentError('Buffer too small for IPv6 address')
      }
      // Convert buffer to IPv6 string
      const parts = []
      for (let i = 0; i < 8; i++) {
        const value = buffer.readUInt16BE(currentOffset + i * 2)
        parts.push(value.toString(16))
      }
      address = parts.join(':')
      currentOffset += 16
      break
    }

    default:
      throw new InvalidArgumentError(`Invalid address type: ${addressType}`)
  }

  // Parse port
  if (buffer.length < currentOffset + 2) {
    throw new InvalidArgumentError('Buffer too small for port')
  }
  const port = buffer.readUInt16BE(currentOffset)
  currentOffset += 2

  return {
    address,
    port,
    bytesRead: currentOffset - offset
  }
}

/**
 * Create error for SOCKS5 reply code
 * @param {number} replyCode - SOCKS5 reply code
 * @returns {Error} Appropriate error object
 */
function createReplyError (replyCode) {
  const messages = {
    0x01: 'General SOCKS server failure',
    0x02: 'Connection not allowed by ruleset',
    0x03: 'Network unreachable',
    0x04: 'Host unreachable',
    0x05: 'Connection refused',
    0x06: 'TTL expired',
    0x07: 'Command not supported',
    0x08: 'Address type not supported'
  }

  const message = messages[replyCode] || `Unknown SOCKS5 error code: ${replyCode}`
  const error = new Error(message)
  error.code = `SOCKS5_${replyCode}`
  return error
}

module.exports = {
  parseAddress,
  parseIPv6,
  buildAddressBuffer,
  parseResponseAddress,
  createReplyError
}


/***/ }),

/***/ 36443:
/***/ ((module) => {



module.exports = {
  kClose: Symbol('close'),
  kDestroy: Symbol('destroy'),
  kDispatch: Symbol('dispatch'),
  kUrl: Symbol('url'),
  kRequestOrigin: Symbol('request origin'),
  kRedirectCacheControl: Symbol('redirect cache control'),
  kOriginless: Symbol('originless'),
  kWriting: Symbol('writing'),
  kResuming: Symbol('resuming'),
  kQueue: Symbol('queue'),
  kConnect: Symbol('connect'),
  kConnecting: Symbol('connecting'),
  kKeepAliveDefaultTimeout: Symbol('default keep alive timeout'),
  kKeepAliveMaxTimeout: Symbol('max keep alive timeout'),
  kKeepAliveTimeoutThreshold: Symbol('keep alive timeout threshold'),
  kKeepAliveTimeoutValue: Symbol('keep alive timeout'),
  kKeepAlive: Symbol('keep alive'),
  kHeadersTimeout: Symbol('headers timeout'),
  kBodyTimeout: Symbol('body timeout'),
  kServerName: Symbol('server name'),
  kLocalAddress: Symbol('local address'),
  kHost: Symbol('host'),
  kNoRef: Symbol('no ref'),
  kBodyUsed: Symbol('used'),
  kBody: Symbol('abstracted request body'),
  kRunning: Symbol('running'),
  kBlocking: Symbol('blocking'),
  kPending: Symbol('pending'),
  kSize: Symbol('size'),
  kBusy: Symbol('busy'),
  kQueued: Symbol('queued'),
  kFree: Symbol('free'),
  kConnected: Symbol('connected'),
  kClosed: Symbol('closed'),
  kNeedDrain: Symbol('need drain'),
  kReset: Symbol('reset'),
  kDestroyed: Symbol.for('nodejs.stream.destroyed'),
  kResume: Symbol('resume'),
  kOnError: Symbol('on error'),
  kMaxHeadersSize: Symbol('max headers size'),
  kRunningIdx: Symbol('running index'),
  kPendingIdx: Symbol('pending index'),
  kError: Symbol('error'),
  kClients: Symbol('clients'),
  kClient: Symbol('client'),
  kParser: Symbol('parser'),
  kOnDestroyed: Symbol('destroy callbacks'),
  kPipelining: Symbol('pipelining'),
  kSocket: Symbol('socket'),
  kHostHeader: Symbol('host header'),
  kConnector: Symbol('connector'),
  kStrictContentLength: Symbol('strict content length'),
  kMaxRedirections: Symbol('maxRedirections'),
  kMaxRequests: Symbol('maxRequestsPerClient'),
  kProxy: Symbol('proxy agent options'),
  kCounter: Symbol('socket request counter'),
  kMaxResponseSize: Symbol('max response size'),
  kHTTP2Session: Symbol('http2Session'),
  kHTTP2Options: Symbol('http2 options'),
  kQueuedAbort: Symbol('queued abort'),
  kHTTP2SessionState: Symbol('http2Session state'),
  kRetryHandlerDefaultRetry: Symbol('retry agent default retry'),
  kConstruct: Symbol('constructable'),
  kListeners: Symbol('listeners'),
  kHTTPContext: Symbol('http context'),
  kMaxConcurrentStreams: Symbol('max concurrent streams'),
  kHostAuthority: Symbol('host authority'),
  kHTTP2InitialWindowSize: Symbol('http2 initial window size'),
  kHTTP2ConnectionWindowSize: Symbol('http2 connection window size'),
  kEnableConnectProtocol: Symbol('http2session connect protocol'),
  kRemoteSettings: Symbol('http2session remote settings'),
  kHTTP2Stream: Symbol('http2session client stream'),
  kPingInterval: Symbol('ping interval'),
  kUseMilo: Symbol('use milo'),
  kNoProxyAgent: Symbol('no proxy agent'),
  kHttpProxyAgent: Symbol('http proxy agent'),
  kHttpsProxyAgent: Symbol('https proxy agent'),
  kSocks5ProxyAgent: Symbol('socks5 proxy agent'),
  kInterceptorKind: Symbol('interceptor kind')
}


/***/ }),

/***/ 67752:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const {
  wellknownHeaderNames,
  headerNameLowerCasedRecord
} = __nccwpck_require__(10735)

class TstNode {
  /** @type {any} */
  value = null
  /** @type {null | TstNode} */
  left = null
  /** @type {null | TstNode} */
  middle = null
  /** @type {null | TstNode} */
  right = null
  /** @type {number} */
  code
  /**
   * @param {string} key
   * @param {any} value
   * @param {number} index
   */
  constructor (key, value, index) {
    if (index === undefined || index >= key.length) {
      throw new TypeError('Unreachable')
    }
    const code = this.code = key.charCodeAt(index)
    // check code is ascii string
    if (code > 0x7F) {
      throw new TypeError('key must be ascii string')
    }
    if (key.length !== ++index) {
      this.middle = new TstNode(key, value, index)
    } else {
      this.value = value
    }
  }

  /**
   * @param {string} key
   * @param {any} value
   * @returns {void}
   */
  add (key, value) {
    const length = key.length
    if (length === 0) {
      throw new TypeError('Unreachable')
    }
    let index = 0
    /**
     * @type {TstNode}
     */
    let node = this
    while (true) {
      const code = key.charCodeAt(index)
      // check code is ascii string
      if (code > 0x7F) {
        throw new TypeError('key must be ascii string')
      }
      if (node.code === code) {
        if (length === ++index) {
          node.value = value
          break
        } else if (node.middle !== null) {
          node = node.middle
        } else {
          node.middle = new TstNode(key, value, index)
          break
        }
      } else if (node.code < code) {
        if (node.left !== null) {
          node = node.left
        } else {
          node.left = new TstNode(key, value, index)
          break
        }
      } else if (node.right !== null) {
        node = node.right
      } else {
        node.right = new TstNode(key, value, index)
        break
      }
    }
  }

  /**
   * @param {Uint8Array} key
   * @returns {TstNode | null}
   */
  search (key) {
    const keylength = key.length
    let index = 0
    /**
     * @type {TstNode|null}
     */
    let node = this
    while (node !== null && index < keylength) {
      let code = key[index]
      // A-Z
      // First check if it is bigger than 0x5a.
      // Lowercase letters have higher char codes than uppercase ones.
      // Also we assume that headers will mostly contain lowercase characters.
      if (code <= 0x5a && code >= 0x41) {
        // Lowercase for uppercase.
        code |= 32
      }
      while (node !== null) {
        if (code === node.code) {
          if (keylength === ++index) {
            // Returns Node since it is the last key.
            return node
          }
          node = node.middle
          break
        }
        node = node.code < code ? node.left : node.right
      }
    }
    return null
  }
}

class TernarySearchTree {
  /** @type {TstNode | null} */
  node = null

  /**
   * @param {string} key
   * @param {any} value
   * @returns {void}
   * */
  insert (key, value) {
    if (this.node === null) {
      this.node = new TstNode(key, value, 0)
    } else {
      this.node.add(key, value)
    }
  }

  /**
   * @param {Uint8Array} key
   * @returns {any}
   */
  lookup (key) {
    return this.node?.search(key)?.value ?? null
  }
}

const tree = new TernarySearchTree()

for (let i = 0; i < wellknownHeaderNames.length; ++i) {
  const key = headerNameLowerCasedRecord[wellknownHeaderNames[i]]
  tree.insert(key, key)
}

module.exports = {
  TernarySearchTree,
  tree
}


/***/ }),

/***/ 3440:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const assert = __nccwpck_require__(34589)
const { kDestroyed, kBodyUsed, kListeners, kBody } = __nccwpck_require__(36443)
const { IncomingMessage } = __nccwpck_require__(37067)
const stream = __nccwpck_require__(57075)
const net = __nccwpck_require__(77030)
const { stringify } = __nccwpck_require__(41792)
const { EventEmitter: EE, addAbortListener: addAbortListenerNative } = __nccwpck_require__(78474)
const timers = __nccwpck_require__(96603)
const { InvalidArgumentError, ConnectTimeoutError } = __nccwpck_require__(68707)
const { headerNameLowerCasedRecord } = __nccwpck_require__(10735)
const { tree } = __nccwpck_require__(67752)

class BodyAsyncIterable {
  constructor (body) {
    this[kBody] = body
    this[kBodyUsed] = false
  }

  async * [Symbol.asyncIterator] () {
    assert(!this[kBodyUsed], 'disturbed')
    this[kBodyUsed] = true
    yield * this[kBody]
  }
}

function noop () {}

/**
 * @param {*} body
 * @returns {*}
 */
function wrapRequestBody (body) {
  if (isStream(body)) {
    // TODO (fix): Provide some way for the user to cache the file to e.g. /tmp
    // so that it can be dispatched again?
    // TODO (fix): Do we need 100-expect support to provide a way to do this properly?
    if (bodyLength(body) === 0) {
      body
        .on('data', function () {
          assert(false)
        })
    }

    if (typeof body.readableDidRead !== 'boolean') {
      body[kBodyUsed] = false
      EE.prototype.on.call(body, 'data', function () {
        this[kBodyUsed] = true
      })
    }

    return body
  } else if (body && typeof body.pipeTo === 'function') {
    // TODO (fix): We can't access ReadableStream internal state
    // to determine whether or not it has been disturbed. This is just
    // a workaround.
    return new BodyAsyncIterable(body)
  } else if (body && isFormDataLike(body)) {
    return body
  } else if (
    body &&
    typeof body !== 'string' &&
    !ArrayBuffer.isView(body) &&
    isIterable(body)
  ) {
    // TODO: Should we allow re-using iterable if !this.opts.idempotent
    // or through some other flag?
    return new BodyAsyncIterable(body)
  } else {
    return body
  }
}

/**
 * @param {*} obj
 * @returns {obj is import('node:stream').Stream}
 */
function isStream (obj) {
  return obj && typeof obj === 'object' && typeof obj.pipe === 'function' && typeof obj.on === 'function'
}

/**
 * @param {*} object
 * @returns {object is Blob}
 */
function isBlobLike (object) {
  return object instanceof Blob
}

/**
 * @param {string} url The path to check for query strings or fragments.
 * @returns {boolean} Returns true if the path contains a query string or fragment.
 */
function pathHasQueryOrFragment (url) {
  return (
    url.includes('?') ||
    url.includes('#')
  )
}

/**
 * @param {string} url The URL to add the query params to
 * @param {import('node:querystring').ParsedUrlQueryInput} queryParams The object to serialize into a URL query string
 * @returns {string} The URL with the query params added
 */
function serializePathWithQuery (url, queryParams) {
  if (pathHasQueryOrFragment(url)) {
    throw new Error('Query params cannot be passed when url already contains "?" or "#".')
  }

  const stringified = stringify(queryParams)

  if (stringified) {
    url += '?' + stringified
  }

  return url
}

/**
 * @param {number|string|undefined} port
 * @returns {boolean}
 */
function isValidPort (port) {
  const value = parseInt(port, 10)
  return (
    value === Number(port) &&
    value >= 0 &&
    value <= 65535
  )
}

/**
 * Check if the value is a valid http or https prefixed string.
 *
 * @param {string} value
 * @returns {boolean}
 */
function isHttpOrHttpsPrefixed (value) {
  return (
    value != null &&
    value[0] === 'h' &&
    value[1] === 't' &&
    value[2] === 't' &&
    value[3] === 'p' &&
    (
      value[4] === ':' ||
      (
        value[4] === 's' &&
        value[5] === ':'
      )
    )
  )
}

/**
 * @param {string|URL|Record<string,string>} url
 * @returns {URL}
 */
function parseURL (url) {
  if (typeof url === 'string') {
    /**
     * @type {URL}
     */
    url = new URL(url)

    if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
      throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
    }

    return url
  }

  if (!url || typeof url !== 'object') {
    throw new InvalidArgumentError('Invalid URL: The URL argument must be a non-null object.')
  }

  if (!(url instanceof URL)) {
    if (url.port != null && url.port !== '' && isValidPort(url.port) === false) {
      throw new InvalidArgumentError('Invalid URL: port must be a valid integer or a string representation of an integer.')
    }

    if (url.path != null && typeof url.path !== 'string') {
      throw new InvalidArgumentError('Invalid URL path: the path must be a string or null/undefined.')
    }

    if (url.pathname != null && typeof url.pathname !== 'string') {
      throw new InvalidArgumentError('Invalid URL pathname: the pathname must be a string or null/undefined.')
    }

    if (url.hostname != null && typeof url.hostname !== 'string') {
      throw new InvalidArgumentError('Invalid URL hostname: the hostname must be a string or null/undefined.')
    }

    if (url.origin != null && typeof url.origin !== 'string') {
      throw new InvalidArgumentError('Invalid URL origin: the origin must be a string or null/undefined.')
    }

    if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
      throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
    }

    const port = url.port != null
      ? url.port
      : (url.protocol === 'https:' ? 443 : 80)
    let origin = url.origin != null
      ? url.origin
      : `${url.protocol || ''}//${url.hostname || ''}:${port}`
    let path = url.path != null
      ? url.path
      : `${url.pathname || ''}${url.search || ''}`

    if (origin[origin.length - 1] === '/') {
      origin = origin.slice(0, origin.length - 1)
    }

    if (path && path[0] !== '/') {
      path = `/${path}`
    }
    // new URL(path, origin) is unsafe when `path` contains an absolute URL
    // From https://developer.mozilla.org/en-US/docs/Web/API/URL/URL:
    // If first parameter is a relative URL, second param is required, and will be used as the base URL.
    // If first parameter is an absolute URL, a given second param will be ignored.
    return new URL(`${origin}${path}`)
  }

  if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
    throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
  }

  return url
}

/**
 * @param {string|URL|Record<string, string>} url
 * @returns {URL}
 */
function parseOrigin (url) {
  url = parseURL(url)

  if (url.pathname !== '/' || url.search || url.hash) {
    throw new InvalidArgumentError('invalid url')
  }

  return url
}

/**
 * @param {string} host
 * @returns {string}
 */
function getHostname (host) {
  if (host[0] === '[') {
    const idx = host.indexOf(']')

    assert(idx !== -1)
    return host.substring(1, idx)
  }

  const idx = host.indexOf(':')
  if (idx === -1) return host

  return host.substring(0, idx)
}

/**
 * IP addresses are not valid server names per RFC6066
 * Currently, the only server names supported are DNS hostnames
 * @param {string|null} host
 * @returns {string|null}
 */
function getServerName (host) {
  if (!host) {
    return null
  }

  assert(typeof host === 'string')

  const servername = getHostname(host)
  if (net.isIP(servername)) {
    return ''
  }

  return servername
}

/**
 * @function
 * @template T
 * @param {T} obj
 * @returns {T}
 */
function deepClone (obj) {
  return JSON.parse(JSON.stringify(obj))
}

/**
 * @param {*} obj
 * @returns {obj is AsyncIterable}
 */
function isAsyncIterable (obj) {
  return !!(obj != null && typeof obj[Symbol.asyncIterator] === 'function')
}

/**
 * @param {*} obj
 * @returns {obj is Iterable}
 */
function isIterable (obj) {
  return !!(obj != null && (typeof obj[Symbol.iterator] === 'function' || typeof obj[Symbol.asyncIterator] === 'function'))
}

/**
 * Checks whether an object has a safe Symbol.iterator — i.e. one that is
 * either own or inherited from a non-Object.prototype chain.  This prevents
 * prototype-pollution attacks from injecting a fake iterator on
 * Object.prototype.
 * @param {object} obj
 * @returns {boolean}
 */
function hasSafeIterator (obj) {
  const prototype = Object.getPrototypeOf(obj)
  const ownIterator = Object.hasOwn(obj, Symbol.iterator)
  return ownIterator || (prototype != null && prototype !== Object.prototype && typeof obj[Symbol.iterator] === 'function')
}

/**
 * @param {Blob|Buffer|import ('stream').Stream} body
 * @returns {number|null}
 */
function bodyLength (body) {
  if (body == null) {
    return 0
  } else if (isStream(body)) {
    const state = body._readableState
    return state && state.objectMode === false && state.ended === true && Number.isFinite(state.length)
      ? state.length
      : null
  } else if (isBlobLike(body)) {
    return body.size != null ? body.size : null
  } else if (isBuffer(body)) {
    return body.byteLength
  }

  return null
}

/**
 * @param {import ('stream').Stream} body
 * @returns {boolean}
 */
function isDestroyed (body) {
  return body && !!(body.destroyed || body[kDestroyed] || (stream.isDestroyed?.(body)))
}

/**
 * @param {import ('stream').Stream} stream
 * @param {Error} [err]
 * @returns {void}
 */
function destroy (stream, err) {
  if (stream == null || !isStream(stream) || isDestroyed(stream)) {
    return
  }

  if (typeof stream.destroy === 'function') {
    if (Object.getPrototypeOf(stream).constructor === IncomingMessage) {
      // See: https://github.com/nodejs/node/pull/38505/files
      stream.socket = null
    }

    try {
      stream.destroy(err)
    } catch {
      // stream.destroy may throw on managed sockets (e.g., http2).
      // Silently ignore — the socket lifecycle is handled by the subsystem.
    }
  } else if (err) {
    queueMicrotask(() => {
      stream.emit('error', err)
    })
  }

  if (stream.destroyed !== true) {
    stream[kDestroyed] = true
  }
}

const KEEPALIVE_TIMEOUT_EXPR = /(?:^|,)[\t ]*timeout=(\d+)/i
/**
 * @param {string} val
 * @returns {number | null}
 */
function parseKeepAliveTimeout (val) {
  const m = val.match(KEEPALIVE_TIMEOUT_EXPR)
  return m ? parseInt(m[1], 10) * 1000 : null
}

/**
 * Retrieves a header name and returns its lowercase value.
 * @param {string | Buffer} value Header name
 * @returns {string}
 */
function headerNameToString (value) {
  return typeof value === 'string'
    ? headerNameLowerCasedRecord[value] ?? value.toLowerCase()
    : tree.lookup(value) ?? value.toString('latin1').toLowerCase()
}

/**
 * Receive the buffer as a string and return its lowercase value.
 * @param {Buffer} value Header name
 * @returns {string}
 */
function bufferToLowerCasedHeaderName (value) {
  return tree.lookup(value) ?? value.toString('latin1').toLowerCase()
}

/**
 * Writes a header onto a plain object without going through the
 * `Object.prototype` `__proto__` setter. Plain assignment there drops a string
 * value and, when the value is an array, replaces the object's prototype
 * instead of storing anything. Every other name is a normal assignment.
 *
 * @param {Record<string, string | string[]>} obj Accumulator to write onto
 * @param {string} key Header name
 * @param {string | string[]} value Header value
 * @returns {void}
 */
function setHeader (obj, key, value) {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    })
  } else {
    obj[key] = value
  }
}

/**
 * @param {(Buffer | string)[]} headers
 * @param {Record<string, string | string[]>} [obj]
 * @returns {Record<string, string | string[]>}
 */
function parseHeaders (headers, obj) {
  if (obj === undefined) obj = {}

  for (let i = 0; i < headers.length; i += 2) {
    const key = headerNameToString(headers[i])
    let val = obj[key]

    if (val !== undefined) {
      if (!Object.hasOwn(obj, key)) {
        const headersValue = typeof headers[i + 1] === 'string'
          ? headers[i + 1]
          : Array.isArray(headers[i + 1])
            ? headers[i + 1].map(x => x.toString('latin1'))
            : headers[i + 1].toString('latin1')

        if (key === '__proto__') {
          Object.defineProperty(obj, key, {
            value: headersValue,
            enumerable: true,
            configurable: true,
            writable: true
          })
        } else {
          obj[key] = headersValue
        }
      } else {
        if (typeof val === 'string') {
          val = [val]
          obj[key] = val
        }
        val.push(headers[i + 1].toString('latin1'))
      }
    } else {
      const headersValue = typeof headers[i + 1] === 'string'
        ? headers[i + 1]
        : Array.isArray(headers[i + 1])
          ? headers[i + 1].map(x => x.toString('latin1'))
          : headers[i + 1].toString('latin1')

      obj[key] = headersValue
    }
  }

  return obj
}

/**
 * @param {Buffer[] | string[] | Record<string, string | string[]> | null | undefined} headers
 * @returns {string[]}
 */
function parseRawHeaders (headers) {
  if (headers == null) {
    return []
  }

  if (!Array.isArray(headers)) {
    const rawHeaders = []

    for (const [name, value] of Object.entries(headers)) {
      if (Array.isArray(value)) {
        for (const entry of value) {
          rawHeaders.push(name, `${entry}`)
        }
      } else {
        rawHeaders.push(name, `${value}`)
      }
    }

    return rawHeaders
  }

  const headersLength = headers.length
  /**
   * @type {string[]}
   */
  const ret = new Array(headersLength)

  let key
  let val

  for (let n = 0; n < headersLength; n += 2) {
    key = headers[n]
    val = headers[n + 1]

    typeof key !== 'string' && (key = key.toString())
    typeof val !== 'string' && (val = val.toString('latin1'))

    ret[n] = key
    ret[n + 1] = val
  }

  return ret
}

/**
 * @param {Record<string, string | string[]>} headers
 * @returns {Buffer[]}
 */
function toRawHeaders (headers) {
  const rawHeaders = []

  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) {
      for (const entry of value) {
        rawHeaders.push(Buffer.from(name, 'latin1'), Buffer.from(`${entry}`, 'latin1'))
      }
    } else {
      rawHeaders.push(Buffer.from(name, 'latin1'), Buffer.from(`${value}`, 'latin1'))
    }
  }

  return rawHeaders
}

/**
 * @param {string[]} headers
 * @param {Buffer[]} headers
 */
function encodeRawHeaders (headers) {
  if (!Array.isArray(headers)) {
    throw new TypeError('expected headers to be an array')
  }
  return headers.map(x => Buffer.from(x))
}

/**
 * @param {*} buffer
 * @returns {buffer is Buffer}
 */
function isBuffer (buffer) {
  // See, https://github.com/mcollina/undici/pull/319
  return buffer instanceof Uint8Array || Buffer.isBuffer(buffer)
}

/**
 * Asserts that the handler object is a request handler.
 *
 * @param {object} handler
 * @param {string} method
 * @param {string} [upgrade]
 * @returns {asserts handler is import('../api/api-request').RequestHandler}
 */
function assertRequestHandler (handler, method, upgrade) {
  if (!handler || typeof handler !== 'object') {
    throw new InvalidArgumentError('handler must be an object')
  }

  if (typeof handler.onRequestStart !== 'function') {
    throw new InvalidArgumentError('invalid onRequestStart method')
  }

  if (typeof handler.onResponseError !== 'function') {
    throw new InvalidArgumentError('invalid onResponseError method')
  }

  if (typeof handler.onBodySent !== 'function' && handler.onBodySent !== undefined) {
    throw new InvalidArgumentError('invalid onBodySent method')
  }

  if (typeof handler.onRequestSent !== 'function' && handler.onRequestSent !== undefined) {
    throw new InvalidArgumentError('invalid onRequestSent method')
  }

  if (upgrade || method === 'CONNECT') {
    if (typeof handler.onRequestUpgrade !== 'function') {
      throw new InvalidArgumentError('invalid onRequestUpgrade method')
    }
  } else {
    if (typeof handler.onResponseStart !== 'function') {
      throw new InvalidArgumentError('invalid onResponseStart method')
    }

    if (typeof handler.onResponseData !== 'function') {
      throw new InvalidArgumentError('invalid onResponseData method')
    }

    if (typeof handler.onResponseEnd !== 'function') {
      throw new InvalidArgumentError('invalid onResponseEnd method')
    }
  }
}

/**
 * A body is disturbed if it has been read from and it cannot be re-used without
 * losing state or data.
 * @param {import('node:stream').Readable} body
 * @returns {boolean}
 */
function isDisturbed (body) {
  // TODO (fix): Why is body[kBodyUsed] needed?
  return !!(body && (stream.isDisturbed(body) || body[kBodyUsed]))
}

/**
 * @typedef {object} SocketInfo
 * @property {string} [localAddress]
 * @property {number} [localPort]
 * @property {string} [remoteAddress]
 * @property {number} [remotePort]
 * @property {string} [remoteFamily]
 * @property {number} [timeout]
 * @property {number} bytesWritten
 * @property {number} bytesRead
 */

/**
 * @param {import('net').Socket} socket
 * @returns {SocketInfo}
 */
function getSocketInfo (socket) {
  return {
    localAddress: socket.localAddress,
    localPort: socket.localPort,
    remoteAddress: socket.remoteAddress,
    remotePort: socket.remotePort,
    remoteFamily: socket.remoteFamily,
    timeout: socket.timeout,
    bytesWritten: socket.bytesWritten,
    bytesRead: socket.bytesRead
  }
}

/**
 * The object should be a FormData instance and contains all the required
 * methods.
 * @param {*} object
 * @returns {object is FormData}
 */
function isFormDataLike (object) {
  return (
    object &&
    typeof object === 'object' &&
    typeof object.append === 'function' &&
    typeof object.delete === 'function' &&
    typeof object.get === 'function' &&
    typeof object.getAll === 'function' &&
    typeof object.has === 'function' &&
    typeof object.set === 'function' &&
    object[Symbol.toStringTag] === 'FormData'
  )
}

function addAbortListener (signal, listener) {
  if (!signal || 'aborted' in signal) {
    return addAbortListenerNative(signal, listener)[Symbol.dispose]
  }

  if (typeof signal.addEventListener === 'function') {
    signal.addEventListener('abort', listener, { once: true })
    return () => signal.removeEventListener('abort', listener)
  }
  signal.once('abort', listener)
  return () => signal.removeListener('abort', listener)
}

const validTokenChars = new Uint8Array([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0-15
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 16-31
  0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, // 32-47 (!"#$%&'()*+,-./)
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, // 48-63 (0-9:;<=>?)
  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 64-79 (@A-O)
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, // 80-95 (P-Z[\]^_)
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 96-111 (`a-o)
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0, // 112-127 (p-z{|}~)
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 128-143
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 144-159
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 160-175
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 176-191
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 192-207
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 208-223
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 224-239
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0  // 240-255
])

/**
 * @see https://tools.ietf.org/html/rfc7230#section-3.2.6
 * @param {number} c
 * @returns {boolean}
 */
function isTokenCharCode (c) {
  return (validTokenChars[c] === 1)
}

const tokenRegExp = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/

/**
 * @param {string} characters
 * @returns {boolean}
 */
function isValidHTTPToken (characters) {
  if (characters.length >= 12) return tokenRegExp.test(characters)
  if (characters.length === 0) return false

  for (let i = 0; i < characters.length; i++) {
    if (validTokenChars[characters.charCodeAt(i)] !== 1) {
      return false
    }
  }
  return true
}

// headerCharRegex have been lifted from
// https://github.com/nodejs/node/blob/main/lib/_http_common.js

/**
 * Matches if val contains an invalid field-vchar
 *  field-value    = *( field-content / obs-fold )
 *  field-content  = field-vchar [ 1*( SP / HTAB ) field-vchar ]
 *  field-vchar    = VCHAR / obs-text
 */
const headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/

/**
 * @param {string} characters
 * @returns {boolean}
 */
function isValidHeaderValue (characters) {
  return !headerCharRegex.test(characters)
}

const rangeHeaderRegex = /^bytes (\d+)-(\d+)\/(\d+|\*)?$/

/**
 * @typedef {object} RangeHeader
 * @property {number} start
 * @property {number | null} end
 * @property {number | null} size
 */

/**
 * Parse accordingly to RFC 9110
 * @see https://www.rfc-editor.org/rfc/rfc9110#field.content-range
 * @param {string} [range]
 * @returns {RangeHeader|null}
 */
function parseRangeHeader (range) {
  if (range == null || range === '') return { start: 0, end: null, size: null }
  if (!range) return null

  const m = rangeHeaderRegex.exec(range)
  return m
    ? {
        start: parseInt(m[1]),
        end: m[2] ? parseInt(m[2]) : null,
        size: m[3] && m[3] !== '*' ? parseInt(m[3]) : null
      }
    : null
}

/**
 * @template {import("events").EventEmitter} T
 * @param {T} obj
 * @param {string} name
 * @param {(...args: any[]) => void} listener
 * @returns {T}
 */
function addListener (obj, name, listener) {
  const listeners = (obj[kListeners] ??= [])
  listeners.push([name, listener])
  obj.on(name, listener)
  return obj
}

/**
 * @template {import("events").EventEmitter} T
 * @param {T} obj
 * @returns {T}
 */
function removeAllListeners (obj) {
  if (obj[kListeners] != null) {
    for (const [name, listener] of obj[kListeners]) {
      obj.removeListener(name, listener)
    }
    obj[kListeners] = null
  }
  return obj
}

/**
 * @param {import ('../dispatcher/client')} client
 * @param {import ('../core/request')} request
 * @param {Error} err
 */
function errorRequest (client, request, err) {
  try {
    request.onResponseError(err)
    assert(request.aborted)
  } catch (err) {
    client.emit('error', err)
  }
}

/**
 * @param {WeakRef<net.Socket>} socketWeakRef
 * @param {object} opts
 * @param {number} opts.timeout
 * @param {string} opts.hostname
 * @param {number} opts.port
 * @returns {() => void}
 */
const setupConnectTimeout = process.platform === 'win32'
  ? (socketWeakRef, opts) => {
      if (!opts.timeout) {
        return noop
      }

      let s1 = null
      let s2 = null
      const fastTimer = timers.setFastTimeout(() => {
      // setImmediate is added to make sure that we prioritize socket error events over timeouts
        s1 = setImmediate(() => {
        // Windows needs an extra setImmediate probably due to implementation differences in the socket logic
          s2 = setImmediate(() => onConnectTimeout(socketWeakRef.deref(), opts))
        })
      }, opts.timeout)
      return () => {
        timers.clearFastTimeout(fastTimer)
        clearImmediate(s1)
        clearImmediate(s2)
      }
    }
  : (socketWeakRef, opts) => {
      if (!opts.timeout) {
        return noop
      }

      let s1 = null
      const fastTimer = timers.setFastTimeout(() => {
      // setImmediate is added to make sure that we prioritize socket error events over timeouts
        s1 = setImmediate(() => {
          onConnectTimeout(socketWeakRef.deref(), opts)
        })
      }, opts.timeout)
      return () => {
        timers.clearFastTimeout(fastTimer)
        clearImmediate(s1)
      }
    }

/**
 * @param {net.Socket} socket
 * @param {object} opts
 * @param {number} opts.timeout
 * @param {string} opts.hostname
 * @param {number} opts.port
 */
function onConnectTimeout (socket, opts) {
  // The socket could be already garbage collected
  if (socket == null) {
    return
  }

  let message = 'Connect Timeout Error'
  if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
    message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(', ')},`
  } else {
    message += ` (attempted address: ${opts.hostname}:${opts.port},`
  }

  message += ` timeout: ${opts.timeout}ms)`

  destroy(socket, new ConnectTimeoutError(message))
}

let lastUrlString = null
let lastProtocol = null

/**
 * @param {string} urlString
 * @returns {string}
 */
function getProtocolFromUrlString (urlString) {
  // Requests are typically dispatched against the same origin over and over,
  // so cache the last (urlString, protocol) pair to skip re-parsing.
  if (urlString === lastUrlString) {
    return lastProtocol
  }

  const protocol = getProtocolFromUrlStringSlow(urlString)
  lastUrlString = urlString
  lastProtocol = protocol

  return protocol
}

/**
 * @param {string} urlString
 * @returns {string}
 */
function getProtocolFromUrlStringSlow (urlString) {
  if (
    urlString[0] === 'h' &&
    urlString[1] === 't' &&
    urlString[2] === 't' &&
    urlString[3] === 'p'
  ) {
    switch (urlString[4]) {
      case ':':
        return 'http:'
      case 's':
        if (urlString[5] === ':') {
          return 'https:'
        }
    }
  }
  // fallback if none of the usual suspects
  return urlString.slice(0, urlString.indexOf(':') + 1)
}

const kEnumerableProperty = {
  __proto__: null,
  enumerable: true
}

const normalizedMethodRecordsBase = {
  delete: 'DELETE',
  DELETE: 'DELETE',
  get: 'GET',
  GET: 'GET',
  head: 'HEAD',
  HEAD: 'HEAD',
  options: 'OPTIONS',
  OPTIONS: 'OPTIONS',
  post: 'POST',
  POST: 'POST',
  put: 'PUT',
  PUT: 'PUT',
  query: 'QUERY',
  QUERY: 'QUERY'
}

const normalizedMethodRecords = {
  ...normalizedMethodRecordsBase,
  patch: 'patch',
  PATCH: 'PATCH'
}

// Note: object prototypes should not be able to be referenced. e.g. `Object#hasOwnProperty`.
Object.setPrototypeOf(normalizedMethodRecordsBase, null)
Object.setPrototypeOf(normalizedMethodRecords, null)

module.exports = {
  kEnumerableProperty,
  isDisturbed,
  isBlobLike,
  parseOrigin,
  parseURL,
  getServerName,
  isStream,
  isIterable,
  hasSafeIterator,
  isAsyncIterable,
  isDestroyed,
  headerNameToString,
  bufferToLowerCasedHeaderName,
  addListener,
  removeAllListeners,
  errorRequest,
  parseRawHeaders,
  toRawHeaders,
  encodeRawHeaders,
  parseHeaders,
  setHeader,
  parseKeepAliveTimeout,
  destroy,
  bodyLength,
  deepClone,
  isBuffer,
  assertRequestHandler,
  getSocketInfo,
  isFormDataLike,
  pathHasQueryOrFragment,
  serializePathWithQuery,
  addAbortListener,
  isValidHTTPToken,
  isValidHeaderValue,
  isTokenCharCode,
  parseRangeHeader,
  normalizedMethodRecordsBase,
  normalizedMethodRecords,
  isValidPort,
  isHttpOrHttpsPrefixed,
  safeHTTPMethods: Object.freeze(['GET', 'HEAD', 'OPTIONS', 'TRACE']),
  wrapRequestBody,
  setupConnectTimeout,
  getProtocolFromUrlString
}


/***/ }),

/***/ 57405:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { InvalidArgumentError, MaxOriginsReachedError } = __nccwpck_require__(68707)
const { kBusy, kClients, kConnected, kRunning, kPending, kClose, kDestroy, kDispatch, kUrl } = __nccwpck_require__(36443)
const DispatcherBase = __nccwpck_require__(21841)
const Pool = __nccwpck_require__(30628)
const Client = __nccwpck_require__(23701)
const util = __nccwpck_require__(3440)

const kOnConnect = Symbol('onConnect')
const kOnDisconnect = Symbol('onDisconnect')
const kOnConnectionError = Symbol('onConnectionError')
const kOnDrain = Symbol('onDrain')
const kFactory = Symbol('factory')
const kOptions = Symbol('options')
const kOrigins = Symbol('origins')

function defaultFactory (origin, opts) {
  return opts && opts.connections === 1
    ? new Client(origin, opts)
    : new Pool(origin, opts)
}

class Agent extends DispatcherBase {
  constructor ({ factory = defaultFactory, maxOrigins = Infinity, connect, tls, ...options } = {}) {
    if (typeof factory !== 'function') {
      throw new InvalidArgumentError('factory must be a function.')
    }

    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
      throw new InvalidArgumentError('connect must be a function or an object')
    }

    if (typeof maxOrigins !== 'number' || Number.isNaN(maxOrigins) || maxOrigins <= 0) {
      throw new InvalidArgumentError('maxOrigins must be a number greater than 0')
    }

    super(options)

    if (connect && typeof connect !== 'function') {
      connect = { ...connect }
    }

    if (tls && typeof tls !== 'function') {
      tls = { ...tls }
    }

    this[kOptions] = { ...util.deepClone(options), maxOrigins, connect, tls }
    this[kFactory] = factory
    this[kClients] = new Map()
    this[kOrigins] = new Set()

    this[kOnDrain] = (origin, targets) => {
      this.emit('drain', origin, [this, ...targets])
    }

    this[kOnConnect] = (origin, targets) => {
      this.emit('connect', origin, [this, ...targets])
    }

    this[kOnDisconnect] = (origin, targets, err) => {
      this.emit('disconnect', origin, [this, ...targets], err)
    }

    this[kOnConnectionError] = (origin, targets, err) => {
      this.emit('connectionError', origin, [this, ...targets], err)
    }
  }

  get [kRunning] () {
    let ret = 0
    for (const dispatcher of this[kClients].values()) {
      ret += dispatcher[kRunning]
    }
    return ret
  }

  [kDispatch] (opts, handler) {
    let origin
    if (opts.origin && (typeof opts.origin === 'string' || opts.origin instanceof URL)) {
      origin = String(opts.origin)
    } else {
      throw new InvalidArgumentError('opts.origin must be a non-empty string or URL.')
    }

    const allowH2 = opts.allowH2 ?? this[kOptions].allowH2
    const key = allowH2 === false ? `${origin}#http1-only` : origin

    if (this[kOrigins].size >= this[kOptions].maxOrigins && !this[kOrigins].has(origin)) {
      throw new MaxOriginsReachedError()
    }

    let dispatcher = this[kClients].get(key)
    if (!dispatcher) {
      dispatcher = this[kFactory](opts.origin, allowH2 === false
        ? { ...this[kOptions], allowH2: false }
        : this[kOptions])

      const closeClientIfUnused = (deferred = false) => {
        if (this[kClients].get(key) !== dispatcher) {
          return
        }

        // A GOAWAY detaches the HTTP/2 session before requeued requests are
        // dispatched on a replacement connection. At that point the pool has
        // no connected clients and is not busy, but it still has pending work.
        // Closing it here lets the replacement Client finish those requests
        // and then destroys that new connection with ClientDestroyedError.
        if (dispatcher[kConnected] > 0 || dispatcher[kBusy]) {
          return
        }

        if (dispatcher[kPending] > 0) {
          if (!deferred) {
            queueMicrotask(() => {
              closeClientIfUnused(true)
            })
          }
          return
        }

        this[kClients].delete(key)
        if (!dispatcher.destroyed) {
          dispatcher.close()
        }

        let hasOrigin = false
        for (const k of this[kClients].keys()) {
          if (k === origin || k === `${origin}#http1-only`) {
            hasOrigin = true
            break
          }
        }

        if (!hasOrigin) {
          this[kOrigins].delete(origin)
        }
      }

      dispatcher
        .on('drain', this[kOnDrain])
        .on('connect', this[kOnConnect])
        .on('disconnect', (origin, targets, err) => {
          closeClientIfUnused()
          this[kOnDisconnect](origin, targets, err)
        })
        .on('connectionError', (origin, targets, err) => {
          closeClientIfUnused()
          this[kOnConnectionError](origin, targets, err)
        })

      this[kClients].set(key, dispatcher)
      this[kOrigins].add(origin)
    }

    return dispatcher.dispatch(opts, handler)
  }

  [kClose] () {
    const closePromises = []
    for (const dispatcher of this[kClients].values()) {
      closePromises.push(dispatcher.close())
    }
    this[kClients].clear()

    return Promise.all(closePromises)
  }

  [kDestroy] (err) {
    const destroyPromises = []
    for (const dispatcher of this[kClients].values()) {
      destroyPromises.push(dispatcher.destroy(err))
    }
    this[kClients].clear()

    return Promise.all(destroyPromises)
  }

  get stats () {
    const allClientStats = {}
    for (const dispatcher of this[kClients].values()) {
      if (dispatcher.stats) {
        allClientStats[dispatcher[kUrl].origin] = dispatcher.stats
      }
    }
    return allClientStats
  }
}

module.exports = Agent


/***/ }),

/***/ 637:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



/* global WebAssembly */

const assert = __nccwpck_require__(34589)
const util = __nccwpck_require__(3440)
const { channels } = __nccwpck_require__(42414)
const timers = __nccwpck_require__(96603)
const {
  RequestContentLengthMismatchError,
  ResponseContentLengthMismatchError,
  RequestAbortedError,
  InvalidArgumentError,
  HeadersTimeoutError,
  HeadersOverflowError,
  SocketError,
  InformationalError,
  BodyTimeoutError,
  HTTPParserError,
  WebAssemblyNotSupportedError,
  ResponseExceededMaxSizeError
} = __nccwpck_require__(68707)
const {
  kUrl,
  kReset,
  kClient,
  kParser,
  kBlocking,
  kRunning,
  kPending,
  kSize,
  kWriting,
  kQueue,
  kNoRef,
  kKeepAliveDefaultTimeout,
  kHostHeader,
  kPendingIdx,
  kRunningIdx,
  kError,
  kPipelining,
  kSocket,
  kKeepAliveTimeoutValue,
  kMaxHeadersSize,
  kKeepAliveMaxTimeout,
  kKeepAliveTimeoutThreshold,
  kHeadersTimeout,
  kBodyTimeout,
  kStrictContentLength,
  kMaxRequests,
  kCounter,
  kMaxResponseSize,
  kOnError,
  kResume,
  kHTTPContext,
  kClosed,
  kUseMilo
} = __nccwpck_require__(36443)

const constants = __nccwpck_require__(52824)
// Node.js core bundles only llhttp; experimental Milo remains available in npm builds.
const { H1Parser, getMiloEnabled } = typeof esbuildDetection === 'undefined'
  ? __nccwpck_require__(81969)
  : {}
const EMPTY_BUF = Buffer.alloc(0)
const FastBuffer = Buffer[Symbol.species]
const removeAllListeners = util.removeAllListeners
const kIdleSocketValidation = Symbol('kIdleSocketValidation')
const kIdleSocketValidationTimeout = Symbol('kIdleSocketValidationTimeout')
const kSocketUsed = Symbol('kSocketUsed')
const kIdleSince = Symbol('kIdleSince')
const kTypeOfService = Symbol('kTypeOfService')

let extractBody

function lazyllhttp () {
  // Check only when HTTP/1 needs the parser, so other APIs remain usable without WASM.
  if (typeof WebAssembly === 'undefined') {
    throw new WebAssemblyNotSupportedError()
  }

  const llhttpWasmData = process.env.JEST_WORKER_ID ? __nccwpck_require__(63870) : undefined

  let mod

  // We disable wasm SIMD on older versions of Node.js on ppc64 that are broken on Power >=9 architectures.
  let useWasmSIMD = true
  if (process.arch === 'riscv64') {
    useWasmSIMD = false
  } else if (process.arch === 'ppc64') {
    const [major, minor] = process.versions.node.split('.').map(n => parseInt(n, 10))
    if (major < 24 || (major === 24 && minor < 12)) {
      useWasmSIMD = false
    }
  }
  // The Env Variable UNDICI_NO_WASM_SIMD allows explicitly overriding the default behavior
  if (process.env.UNDICI_NO_WASM_SIMD === '1') {
    useWasmSIMD = false
  } else if (process.env.UNDICI_NO_WASM_SIMD === '0') {
    useWasmSIMD = true
  }

  if (useWasmSIMD) {
    try {
      mod = new WebAssembly.Module(__nccwpck_require__(53434))
    } catch {}
  }

  if (!mod) {
    // We could check if the error was caused by the simd option not
    // being enabled, but the occurring of this other error
    // * https://github.com/emscripten-core/emscripten/issues/11495
    // got me to remove that check to avoid breaking Node 12.
    mod = new WebAssembly.Module(llhttpWasmData || __nccwpck_require__(63870))
  }

  return new WebAssembly.Instance(mod, {
    env: {
      /**
       * @param {number} p
       * @param {number} at
       * @param {number} len
       * @returns {number}
       */
      wasm_on_url: (p, at, len) => {
        return 0
      },
      /**
       * @param {number} p
       * @param {number} at
       * @param {number} len
       * @returns {number}
       */
      wasm_on_status: (p, at, len) => {
        assert(currentParser.ptr === p)
        const start = at - currentBufferPtr + currentBufferRef.byteOffset
        return currentParser.onStatus(new FastBuffer(currentBufferRef.buffer, start, len))
      },
      /**
       * @param {number} p
       * @returns {number}
       */
      wasm_on_message_begin: p => {
        assert(currentParser.ptr === p)
        return currentParser.onMessageBegin()
      },
      /**
       * @param {number} p
       * @param {number} at
       * @param {number} len
       * @returns {number}
       */
      wasm_on_header_field: (p, at, len) => {
        assert(currentParser.ptr === p)
        const start = at - currentBufferPtr + currentBufferRef.byteOffset
        return currentParser.onHeaderField(new FastBuffer(currentBufferRef.buffer, start, len))
      },
      /**
       * @param {number} p
       * @param {number} at
       * @param {number} len
       * @returns {number}
       */
      wasm_on_header_value: (p, at, len) => {
        assert(currentParser.ptr === p)
        const start = at - currentBufferPtr + currentBufferRef.byteOffset
        return currentParser.onHeaderValue(new FastBuffer(currentBufferRef.buffer, start, len))
      },
      /**
       * @param {number} p
       * @param {number} statusCode
       * @param {0|1} upgrade
       * @param {0|1} shouldKeepAlive
       * @returns {number}
       */
      wasm_on_headers_complete: (p, statusCode, upgrade, shouldKeepAlive) => {
        assert(currentParser.ptr === p)
        return currentParser.onHeadersComplete(statusCode, upgrade === 1, shouldKeepAlive === 1)
      },
      /**
       * @param {number} p
       * @param {number} at
       * @param {number} len
       * @returns {number}
       */
      wasm_on_body: (p, at, len) => {
        assert(currentParser.ptr === p)
        const start = at - currentBufferPtr + currentBufferRef.byteOffset
        return currentParser.onBody(new FastBuffer(currentBufferRef.buffer, start, len))
      },
      /**
       * @param {number} p
       * @returns {number}
       */
      wasm_on_message_complete: p => {
        assert(currentParser.ptr === p)
        return currentParser.onMessageComplete()
      }
    }
  })
}

let llhttpInstance = null

/**
 * @type {Parser|null}
 */
let currentParser = null
let currentBufferRef = null
/**
 * @type {number}
 */
let currentBufferSize = 0
let currentBufferPtr = null
let currentBuffer = null

const USE_NATIVE_TIMER = 0
const USE_FAST_TIMER = 1

// Use fast timers for headers and body to take eventual event loop
// latency into account.
const TIMEOUT_HEADERS = 2 | USE_FAST_TIMER
const TIMEOUT_BODY = 4 | USE_FAST_TIMER

// Use native timers to ignore event loop latency for keep-alive
// handling.
const TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER

class Parser {
  /**
   * @param {import('./client.js')} client
   * @param {import('net').Socket} socket
   * @param {*} llhttp
   */
  constructor (client, socket, { exports }) {
    this.llhttp = exports
    this.ptr = this.llhttp.llhttp_alloc(constants.TYPE.RESPONSE)
    this.client = client
    /**
     * @type {import('net').Socket}
     */
    this.socket = socket
    this.timeout = null
    this.timeoutWeakRef = new WeakRef(this)
    this.timeoutValue = null
    this.timeoutType = null
    this.statusCode = 0
    this.statusText = ''
    this.upgrade = false
    this.headers = []
    this.headersSize = 0
    this.headersMaxSize = client[kMaxHeadersSize]
    this.shouldKeepAlive = false
    this.paused = false
    this.resume = this.resume.bind(this)

    this.bytesRead = 0

    this.keepAlive = ''
    this.contentLength = -1
    this.hasTransferEncoding = false
    this.connection = ''
    this.maxResponseSize = client[kMaxResponseSize]
  }

  setTimeout (delay, type) {
    // If the existing timer and the new timer are of different timer type
    // (fast or native) or have different delay, we need to clear the existing
    // timer and set a new one.
    if (delay !== this.timeoutValue || (type & USE_FAST_TIMER) ^ (this.timeoutType & USE_FAST_TIMER)) {
      // If a timeout is already set, clear it with clearTimeout of the fast
      // timer implementation, as it can clear fast and native timers.
      if (this.timeout) {
        timers.clearTimeout(this.timeout)
        this.timeout = null
      }

      if (delay) {
        if (type & USE_FAST_TIMER) {
          this.timeout = timers.setFastTimeout(onParserTimeout, delay, this.timeoutWeakRef)
        } else {
          this.timeout = setTimeout(onParserTimeout, delay, this.timeoutWeakRef)
          this.timeout?.unref()
        }
      }

      this.timeoutValue = delay
    } else if (this.timeout) {
      if (this.timeout.refresh) {
        this.timeout.refresh()
      }
    }

    this.timeoutType = type
  }

  resume () {
    if (this.socket.destroyed || !this.paused) {
      return
    }

    assert(this.ptr != null)
    assert(currentParser === null)

    this.llhttp.llhttp_resume(this.ptr)

    assert(this.timeoutType === TIMEOUT_BODY)
    if (this.timeout) {
      if (this.timeout.refresh) {
        this.timeout.refresh()
      }
    }

    this.paused = false
    this.execute(this.socket.read() || EMPTY_BUF) // Flush parser.
    this.readMore()
  }

  readMore () {
    while (!this.paused && this.ptr) {
      const chunk = this.socket.read()
      if (chunk === null) {
        break
      }
      this.execute(chunk)
    }
  }

  /**
   * @param {Buffer} chunk
   */
  execute (chunk) {
    assert(currentParser === null)
    assert(this.ptr != null)
    assert(!this.paused)

    const { socket, llhttp } = this

    // Allocate a new buffer if the current buffer is too small.
    if (chunk.length > currentBufferSize) {
      if (currentBufferPtr) {
        llhttp.free(currentBufferPtr)
      }
      // Allocate a buffer that is a multiple of 4096 bytes.
      currentBufferSize = Math.ceil(chunk.length / 4096) * 4096
      currentBufferPtr = llhttp.malloc(currentBufferSize)
    }

    if (
      currentBuffer === null ||
      currentBuffer.buffer !== llhttp.memory.buffer ||
      currentBuffer.byteOffset !== currentBufferPtr ||
      currentBuffer.byteLength !== currentBufferSize
    ) {
      currentBuffer = new Uint8Array(llhttp.memory.buffer, currentBufferPtr, currentBufferSize)
    }

    currentBuffer.set(chunk)

    // Call `execute` on the wasm parser.
    // We pass the `llhttp_parser` pointer address, the pointer address of buffer view data,
    // and finally the length of bytes to parse.
    // The return value is an error code or `constants.ERROR.OK`.
    try {
      let ret

      try {
        currentBufferRef = chunk
        currentParser = this
        ret = llhttp.llhttp_execute(this.ptr, currentBufferPtr, chunk.length)
      } finally {
        currentParser = null
        currentBufferRef = null
      }

      if (ret !== constants.ERROR.OK) {
        const data = chunk.subarray(llhttp.llhttp_get_error_pos(this.ptr) - currentBufferPtr)

        if (ret === constants.ERROR.PAUSED_UPGRADE) {
          this.onUpgrade(data)
        } else if (ret === constants.ERROR.PAUSED) {
          this.paused = true
          socket.unshift(data)
        } else {
          throw this.createError(ret, data)
        }
      }
    } catch (err) {
      util.destroy(socket, err)
    }
  }

  finish () {
    assert(currentParser === null)
    assert(this.ptr != null)

    const { llhttp } = this

    // The peer closed the connection. If the body parser was paused by
    // backpressure we must finish parsing before signalling EOF, otherwise
    // llhttp_finish() would crash (it used to assert !paused) or report a
    // half-parsed message. Backpressure is advisory here: onData keeps buffering
    // delivered bytes into the response stream, so resume across pauses and
    // drain whatever is still buffered on the socket. A Content-Length/chunked
    // body reaches on_message_complete during execute(); an EOF-delimited body
    // stays paused (its length is unknown) and is completed by llhttp_finish().
    if (this.paused) {
      let data
      do {
        llhttp.llhttp_resume(this.ptr)
        this.paused = false
        data = this.socket.read() || EMPTY_BUF
        this.execute(data)
      } while (this.paused && data.length > 0)

      if (this.paused) {
        llhttp.llhttp_resume(this.ptr)
        this.paused = false
      }
    }

    let ret

    try {
      currentParser = this
      ret = llhttp.llhttp_finish(this.ptr)
    } finally {
      currentParser = null
    }

    if (ret === constants.ERROR.OK) {
      return null
    }

    if (ret === constants.ERROR.PAUSED || ret === constants.ERROR.PAUSED_UPGRADE) {
      this.paused = true
      return null
    }

    return this.createError(ret, EMPTY_BUF)
  }

  createError (ret, data) {
    const { llhttp, contentLength, bytesRead } = this

    if (contentLength !== -1 && bytesRead !== contentLength) {
      return new ResponseContentLengthMismatchError()
    }

    const ptr = llhttp.llhttp_get_error_reason(this.ptr)
    let message = ''
    if (ptr) {
      const len = new Uint8Array(llhttp.memory.buffer, ptr).indexOf(0)
      message =
        'Response does not match the HTTP/1.1 protocol (' + Buffer.from(llhttp.memory.buffer, ptr, len).toString() + ')'
    }

    return new HTTPParserError(message, constants.ERROR[ret], data)
  }

  destroy () {
    assert(currentParser === null)
    assert(this.ptr != null)

    this.llhttp.llhttp_free(this.ptr)
    this.ptr = null

    this.timeout && timers.clearTimeout(this.timeout)
    this.timeout = null
    this.timeoutValue = null
    this.timeoutType = null

    this.paused = false
  }

  /**
   * @param {Buffer} buf
   * @returns {0}
   */
  onStatus (buf) {
    this.statusText = buf.toString()
    return 0
  }

  /**
   * @returns {0|-1}
   */
  onMessageBegin () {
    const { socket, client } = this

    if (socket.destroyed) {
      return -1
    }

    if (client[kRunning] === 0) {
      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
      return -1
    }

    const request = client[kQueue][client[kRunningIdx]]
    if (!request) {
      return -1
    }
    request.onResponseStarted()

    return 0
  }

  /**
   * @param {Buffer} buf
   * @returns {number}
   */
  onHeaderField (buf) {
    const len = this.headers.length

    if ((len & 1) === 0) {
      this.headers.push(buf)
    } else {
      this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf])
    }

    this.trackHeader(buf.length)

    return 0
  }

  /**
   * @param {Buffer} buf
   * @returns {number}
   */
  onHeaderValue (buf) {
    let len = this.headers.length
    const isContinuation = (len & 1) === 0

    if ((len & 1) === 1) {
      this.headers.push(buf)
      len += 1
    } else {
      this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf])
    }

    const key = this.headers[len - 2]
    if (key.length === 10) {
      const headerName = util.bufferToLowerCasedHeaderName(key)
      if (headerName === 'keep-alive') {
        this.keepAlive += (isContinuation || this.keepAlive.length === 0 ? '' : ',') + buf.toString()
      } else if (headerName === 'connection') {
        this.connection += (isContinuation || this.connection.length === 0 ? '' : ',') + buf.toString()
      }
    } else if (key.length === 14 && util.bufferToLowerCasedHeaderName(key) === 'content-length') {
      if (this.contentLength === -1) {
        this.contentLength = 0
      }
      for (let i = 0; i < buf.length; i++) {
        this.contentLength = this.contentLength * 10 + (buf[i] - 0x30)
      }
    } else if (key.length === 17 && util.bufferToLowerCasedHeaderName(key) === 'transfer-encoding') {
      this.hasTransferEncoding = true
    }

    this.trackHeader(buf.length)

    return 0
  }

  /**
   * @param {number} len
   */
  trackHeader (len) {
    this.headersSize += len
    if (this.headersSize >= this.headersMaxSize) {
      util.destroy(this.socket, new HeadersOverflowError())
    }
  }

  /**
   * @param {Buffer} head
   */
  onUpgrade (head) {
    const { upgrade, client, socket, headers, statusCode, statusText } = this

    assert(upgrade)
    assert(client[kSocket] === socket)
    assert(!socket.destroyed)
    assert(!this.paused)
    assert((headers.length & 1) === 0)

    const request = client[kQueue][client[kRunningIdx]]
    assert(request)
    assert(request.upgrade || request.method === 'CONNECT')

    this.statusCode = 0
    this.statusText = ''
    this.shouldKeepAlive = false

    this.headers = []
    this.headersSize = 0

    socket.unshift(head)

    socket[kParser].destroy()
    socket[kParser] = null

    socket[kClient] = null
    socket[kError] = null

    removeAllListeners(socket)

    client[kSocket] = null
    client[kHTTPContext] = null // TODO (fix): This is hacky...
    client[kQueue][client[kRunningIdx]++] = null
    client.emit('disconnect', client[kUrl], [client], new InformationalError('upgrade'))

    try {
      request.onRequestUpgrade(statusCode, headers, socket, statusText)
    } catch (err) {
      util.errorRequest(client, request, err)
      util.destroy(socket, err)
    }

    client[kResume]()
  }

  /**
   * @param {number} statusCode
   * @param {boolean} upgrade
   * @param {boolean} shouldKeepAlive
   * @returns {number}
   */
  onHeadersComplete (statusCode, upgrade, shouldKeepAlive) {
    const { client, socket, headers, statusText } = this

    if (socket.destroyed) {
      return -1
    }

    if (client[kRunning] === 0) {
      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
      return -1
    }

    const request = client[kQueue][client[kRunningIdx]]

    if (!request) {
      return -1
    }

    assert(!this.upgrade)
    assert(this.statusCode < 200)

    if (statusCode === 100) {
      util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
      return -1
    }

    /* this can only happen if server is misbehaving */
    if (upgrade && !request.upgrade) {
      util.destroy(socket, new SocketError('bad upgrade', util.getSocketInfo(socket)))
      return -1
    }

    assert(this.timeoutType === TIMEOUT_HEADERS)

    this.statusCode = statusCode
    this.shouldKeepAlive =
      shouldKeepAlive ||
      // Override llhttp value which does not allow keepAlive for HEAD.
      (request.method === 'HEAD' && !socket[kReset] &&
        /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(this.connection) &&
        !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(this.connection))

    // Responses to HEAD and 204/304 responses never carry content
    if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
      // A non-zero Content-Length or Transfer-Encoding on a 204/304 means the
      // server may also have sent content inappropriately, which would then be
      // parsed as the next response on this connection. Accept it, but do not
      // reuse the connection. HEAD requests are fine tho.
      if (request.method !== 'HEAD' && (this.contentLength > 0 || this.hasTransferEncoding)) {
        this.shouldKeepAlive = false
      }
      this.contentLength = -1
    }

    if (this.statusCode >= 200) {
      const bodyTimeout = request.bodyTimeout != null ? request.bodyTimeout : client[kBodyTimeout]
      this.setTimeout(bodyTimeout, TIMEOUT_BODY)
    } else if (this.timeout) {
      if (this.timeout.refresh) {
        this.timeout.refresh()
      }
    }

    if (request.method === 'CONNECT') {
      assert(client[kRunning] === 1)
      this.upgrade = true
      return 2
    }

    if (upgrade) {
      assert(client[kRunning] === 1)
      this.upgrade = true
      return 2
    }

    assert((this.headers.length & 1) === 0)
    this.headers = []
    this.headersSize = 0

    if (this.shouldKeepAlive && client[kPipelining]) {
      const keepAliveTimeout = this.keepAlive ? util.parseKeepAliveTimeout(this.keepAlive) : null

      if (keepAliveTimeout != null) {
        const timeout = Math.min(keepAliveTimeout - client[kKeepAliveTimeoutThreshold], client[kKeepAliveMaxTimeout])
        if (timeout <= 0) {
          socket[kReset] = true
        } else {
          client[kKeepAliveTimeoutValue] = timeout
        }
      } else {
        client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout]
      }
    } else {
      // Stop more requests from being dispatched.
      socket[kReset] = true
    }

    const pause = request.onResponseStart(statusCode, headers, this.resume, statusText) === false

    if (request.aborted) {
      return -1
    }

    if (request.method === 'HEAD') {
      return 1
    }

    if (statusCode < 200) {
      return 1
    }

    if (socket[kBlocking]) {
      socket[kBlocking] = false
      client[kResume]()
    }

    return pause ? constants.ERROR.PAUSED : 0
  }

  /**
   * @param {Buffer} buf
   * @returns {number}
   */
  onBody (buf) {
    const { client, socket, statusCode, maxResponseSize } = this

    if (socket.destroyed) {
      return -1
    }

    const request = client[kQueue][client[kRunningIdx]]
    assert(request)

    assert(this.timeoutType === TIMEOUT_BODY)
    if (this.timeout) {
      if (this.timeout.refresh) {
        this.timeout.refresh()
      }
    }

    assert(statusCode >= 200)

    if (maxResponseSize > -1 && this.bytesRead + buf.length > maxResponseSize) {
      util.destroy(socket, new ResponseExceededMaxSizeError())
      return -1
    }

    this.bytesRead += buf.length

    if (request.onResponseData(buf) === false) {
      return constants.ERROR.PAUSED
    }

    return 0
  }

  /**
   * @returns {number}
   */
  onMessageComplete () {
    const { client, socket, statusCode, upgrade, headers, contentLength, bytesRead, shouldKeepAlive } = this

    if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
      return -1
    }

    if (upgrade) {
      return 0
    }

    assert(statusCode >= 100)
    assert((this.headers.length & 1) === 0)

    const request = client[kQueue][client[kRunningIdx]]
    assert(request)

    this.statusCode = 0
    this.statusText = ''
    this.bytesRead = 0
    this.contentLength = -1
    this.hasTransferEncoding = false
    this.keepAlive = ''
    this.connection = ''

    this.headers = []
    this.headersSize = 0

    if (statusCode < 200) {
      return 0
    }

    if (contentLength !== -1 && bytesRead !== contentLength) {
      util.destroy(socket, new ResponseContentLengthMismatchError())
      return -1
    }

    request.onResponseEnd(headers)

    client[kQueue][client[kRunningIdx]++] = null
    socket[kSocketUsed] = client[kPending] === 0

    if (socket[kWriting]) {
      assert(client[kRunning] === 0)
      // Response completed before request.
      util.destroy(socket, new InformationalError('reset'))
      return constants.ERROR.PAUSED
    } else if (!shouldKeepAlive) {
      util.destroy(socket, new InformationalError('reset'))
      return constants.ERROR.PAUSED
    } else if (socket[kReset] && client[kRunning] === 0) {
      // Destroy socket once all requests have completed.
      // The request at the tail of the pipeline is the one
      // that requested reset and no further requests should
      // have been queued since then.
      util.destroy(socket, new InformationalError('reset'))
      return constants.ERROR.PAUSED
    } else if (client[kPipelining] == null || client[kPipelining] === 1) {
      // We must wait a full event loop cycle to reuse this socket to make sure
      // that non-spec compliant servers are not closing the connection even if they
      // said they won't.
      setImmediate(client[kResume])
    } else {
      client[kResume]()
    }

    return 0
  }
}

function onParserTimeout (parserWeakRef) {
  const parser = parserWeakRef.deref()
  if (!parser) {
    return
  }

  const { socket, timeoutType, client, paused } = parser

  if (timeoutType === TIMEOUT_HEADERS) {
    if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
      assert(!paused, 'cannot be paused while waiting for headers')
      util.destroy(socket, new HeadersTimeoutError())
    }
  } else if (timeoutType === TIMEOUT_BODY) {
    if (!paused) {
      util.destroy(socket, new BodyTimeoutError())
    }
  } else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
    assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue])
    util.destroy(socket, new InformationalError('socket idle timeout'))
  }
}

/**
 * @param {import ('./client.js')} client
 * @param {import('net').Socket} socket
 * @returns
 */
function connectH1 (client, socket) {
  client[kSocket] = socket

  if (!llhttpInstance) {
    llhttpInstance = lazyllhttp()
  }

  if (socket.errored) {
    throw socket.errored
  }

  if (socket.destroyed) {
    throw new SocketError('destroyed')
  }

  socket[kNoRef] = false
  socket[kWriting] = false
  socket[kReset] = false
  socket[kBlocking] = false
  socket[kIdleSocketValidation] = 0
  socket[kIdleSocketValidationTimeout] = null
  socket[kSocketUsed] = false
  socket[kParser] = typeof esbuildDetection === 'undefined' && (client[kUseMilo] ?? getMiloEnabled())
    ? new H1Parser(client, socket)
    : new Parser(client, socket, llhttpInstance)

  util.addListener(socket, 'error', onHttpSocketError)
  util.addListener(socket, 'readable', onHttpSocketReadable)
  util.addListener(socket, 'end', onHttpSocketEnd)
  util.addListener(socket, 'close', onHttpSocketClose)

  socket[kClosed] = false
  socket.on('close', onSocketClose)

  return {
    version: 'h1',
    defaultPipelining: 1,
    write (request) {
      return writeH1(client, request)
    },
    resume () {
      resumeH1(client)
    },
    /**
     * @param {Error|undefined} err
     * @param {() => void} callback
     */
    destroy (err, callback) {
      if (socket[kClosed]) {
        queueMicrotask(callback)
      } else {
        socket.on('close', callback)
        socket.destroy(err)
      }
    },
    /**
     * @returns {boolean}
     */
    get destroyed () {
      return socket.destroyed
    },
    /**
     * @param {import('../core/request.js')} request
     * @returns {boolean}
     */
    busy (request) {
      if (socket[kWriting] || socket[kReset] || socket[kBlocking] || socket[kIdleSocketValidation] === 1) {
        return true
      }

      if (request) {
        if (client[kRunning] > 0 && !request.idempotent) {
          // Non-idempotent request cannot be retried.
          // Ensure that no other requests are inflight and
          // could cause failure.
          return true
        }

        if (client[kRunning] > 0 && (request.upgrade || request.method === 'CONNECT')) {
          // Don't dispatch an upgrade until all preceding requests have completed.
          // A misbehaving server might upgrade the connection before all pipelined
          // request has completed.
          return true
        }

        if (
          client[kRunning] > 0 &&
          util.bodyLength(request.body) !== 0 &&
          (util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))
        ) {
          // Request with stream or iterator body can error while other requests
          // are inflight and indirectly error those as well.
          // Ensure this doesn't happen by waiting for inflight
          // to complete before dispatching.

          // Request with stream or iterator body cannot be retried.
          // Ensure that no other requests are inflight and
          // could cause failure.
          return true
        }
      }

      return false
    }
  }
}

function onHttpSocketError (err) {
  const parser = this[kParser]

  // On Mac OS, we get an ECONNRESET even if there is a full body to be forwarded
  // to the user.
  if (err.code === 'ECONNRESET' && parser.statusCode && !parser.shouldKeepAlive) {
    const parserErr = parser.finish()
    if (parserErr) {
      this[kError] = parserErr
      this[kClient][kOnError](parserErr)
    }
    return
  }

  this[kError] = err

  this[kClient][kOnError](err)
}

function onHttpSocketReadable () {
  this[kParser]?.readMore()
}

function onHttpSocketEnd () {
  const parser = this[kParser]

  if (parser.statusCode && !parser.shouldKeepAlive) {
    const parserErr = parser.finish()
    if (parserErr) {
      util.destroy(this, parserErr)
    }
    return
  }

  util.destroy(this, new SocketError('other side closed', util.getSocketInfo(this)))
}

function onHttpSocketClose () {
  const parser = this[kParser]

  clearIdleSocketValidation(this)

  if (parser) {
    if (!this[kError] && parser.statusCode && !parser.shouldKeepAlive) {
      this[kError] = parser.finish() || this[kError]
    }

    this[kParser].destroy()
    this[kParser] = null
  }

  const err = this[kError] || new SocketError('closed', util.getSocketInfo(this))

  const client = this[kClient]

  client[kSocket] = null
  client[kHTTPContext] = null // TODO (fix): This is hacky...

  if (client.destroyed) {
    assert(client[kPending] === 0)

    // Fail entire queue.
    const requests = client[kQueue].splice(client[kRunningIdx])
    for (let i = 0; i < requests.length; i++) {
      const request = requests[i]
      util.errorRequest(client, request, err)
    }
  } else if (client[kRunning] > 0 && err.code !== 'UND_ERR_INFO') {
    // Fail head of pipeline.
    const request = client[kQueue][client[kRunningIdx]]
    client[kQueue][client[kRunningIdx]++] = null

    util.errorRequest(client, request, err)
  }

  client[kPendingIdx] = client[kRunningIdx]

  assert(client[kRunning] === 0)

  client.emit('disconnect', client[kUrl], [client], err)

  client[kResume]()
}

function onSocketClose () {
  this[kClosed] = true
}

function clearIdleSocketValidation (socket) {
  if (socket[kIdleSocketValidationTimeout]) {
    clearImmediate(socket[kIdleSocketValidationTimeout])
    socket[kIdleSocketValidationTimeout] = null
  }

  socket[kIdleSocketValidation] = 0
}

function scheduleIdleSocketValidation (client, socket) {
  socket[kIdleSocketValidation] = 1
  // Yield to the check phase (after poll) so unsolicited bytes / FIN / RST
  // already pending on this idle keep-alive socket are processed before the
  // next request is written (GHSA-35p6-xmwp-9g52).
  //
  // setTimeout(0) pays Node's ~1ms timer floor on every sequential reuse
  // (#5493). setImmediate avoids that, but an *unref'd* Immediate lets poll
  // block for ~500ms when the event loop is otherwise idle (#5600 / #5606).
  // A ref'd Immediate both keeps the pending request alive and makes poll
  // return immediately — the hybrid those issues asked for.
  socket[kIdleSocketValidationTimeout] = setImmediate(() => {
    socket[kIdleSocketValidationTimeout] = null
    socket[kIdleSocketValidation] = 2

    if (client[kSocket] === socket && !socket.destroyed) {
      client[kResume]()
    }
  })
}

/**
 * kIdleSince is recorded when the keep-alive timer is armed, so this never
 * expires a socket before that timer is due.
 * @param {import('net').Socket} socket
 * @returns {boolean}
 */
function isIdleSocketExpired (socket) {
  const parser = socket[kParser]
  return parser.timeoutType === TIMEOUT_KEEP_ALIVE &&
    parser.timeoutValue > 0 &&
    performance.now() - socket[kIdleSince] >= parser.timeoutValue
}

/**
 * @param {import('./client.js')} client
 */
function resumeH1 (client) {
  const socket = client[kSocket]

  if (socket && !socket.destroyed) {
    if (client[kSize] === 0) {
      if (!socket[kNoRef] && socket.unref) {
        socket.unref()
        socket[kNoRef] = true
      }
    } else if (socket[kNoRef] && socket.ref) {
      socket.ref()
      socket[kNoRef] = false
    }

    // The keep-alive timer cannot fire while the event loop is blocked, and a
    // request dispatched from the poll phase passes the idle socket validation
    // below before that timer or a FIN received during the block is processed.
    // Check the clock so that an expired socket is not reused.
    if (client[kRunning] === 0 && client[kPending] > 0 && isIdleSocketExpired(socket)) {
      util.destroy(socket, new InformationalError('socket idle timeout'))
      return
    }

    if (client[kRunning] === 0 && client[kPending] > 0 && socket[kSocketUsed]) {
      if (socket[kIdleSocketValidation] === 0) {
        scheduleIdleSocketValidation(client, socket)
        socket[kParser].readMore()
        if (socket.destroyed) {
          return
        }
        return
      }

      if (socket[kIdleSocketValidation] === 1) {
        socket[kParser].readMore()
        if (socket.destroyed) {
          return
        }
        return
      }
    }

    if (client[kRunning] === 0) {
      socket[kParser].readMore()
      if (socket.destroyed) {
        return
      }
    }

    if (client[kSize] === 0) {
      if (socket[kParser].timeoutType !== TIMEOUT_KEEP_ALIVE) {
        socket[kIdleSince] = performance.now()
        socket[kParser].setTimeout(client[kKeepAliveTimeoutValue], TIMEOUT_KEEP_ALIVE)
      }
    } else if (client[kRunning] > 0 && socket[kParser].statusCode < 200) {
      if (socket[kParser].timeoutType !== TIMEOUT_HEADERS) {
        const request = client[kQueue][client[kRunningIdx]]
        const headersTimeout = request.headersTimeout != null ? request.headersTimeout : client[kHeadersTimeout]
        socket[kParser].setTimeout(headersTimeout, TIMEOUT_HEADERS)
      }
    }
  }
}

// https://www.rfc-editor.org/rfc/rfc7230#section-3.3.2
function shouldSendContentLength (method) {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT'
}

function setTypeOfService (socket, request) {
  if (typeof socket.setTypeOfService !== 'function') {
    return
  }

  const typeOfService = request.typeOfService

  if (typeOfService === undefined) {
    return
  }

  const currentTypeOfService = socket[kTypeOfService]

  if (currentTypeOfService === typeOfService) {
    return
  }

  try {
    socket.setTypeOfService(typeOfService)
    socket[kTypeOfService] = typeOfService
  } catch {
    // QoS marking is best-effort. setTypeOfService() can throw synchronously on
    // some platforms depending on socket state, but that must not abort the request.
  }
}

/**
 * @param {import('./client.js')} client
 * @param {import('../core/request.js')} request
 * @returns
 */
function writeH1 (client, request) {
  const { method, path, host, upgrade, blocking, reset } = request

  let { body, headers, contentLength } = request

  // https://tools.ietf.org/html/rfc7231#section-4.3.1
  // https://tools.ietf.org/html/rfc7231#section-4.3.2
  // https://tools.ietf.org/html/rfc7231#section-4.3.5

  // Sending a payload body on a request that does not
  // expect it can cause undefined behavior on some
  // servers and corrupt connection state. Do not
  // re-use the connection for further requests.

  const expectsPayload =
    method === 'PUT' ||
    method === 'POST' ||
    method === 'PATCH' ||
    method === 'QUERY' ||
    method === 'PROPFIND' ||
    method === 'PROPPATCH'

  if (util.isFormDataLike(body)) {
    if (!extractBody) {
      extractBody = (__nccwpck_require__(84492).extractBody)
    }

    const [bodyStream, contentType] = extractBody(body)
    if (request.contentType == null) {
      headers.push('content-type', contentType)
    }
    body = bodyStream.stream
    contentLength = bodyStream.length
  } else if (util.isBlobLike(body) && request.contentType == null) {
    const contentType = body.type
    if (contentType) {
      const contentTypeValue = `${contentType}`
      if (!util.isValidHeaderValue(contentTypeValue)) {
        util.errorRequest(client, request, new InvalidArgumentError('invalid content-type header'))
        return false
      }
      headers.push('content-type', contentTypeValue)
    }
  }

  if (body && typeof body.read === 'function') {
    // Try to read EOF in order to get length.
    body.read(0)
  }

  const bodyLength = util.bodyLength(body)

  contentLength = bodyLength ?? contentLength

  if (contentLength === null) {
    contentLength = request.contentLength
  }

  if (contentLength === 0 && !expectsPayload) {
    // https://tools.ietf.org/html/rfc7230#section-3.3.2
    // A user agent SHOULD NOT send a Content-Length header field when
    // the request message does not contain a payload body and the method
    // semantics do not anticipate such a body.

    contentLength = null
  }

  // https://github.com/nodejs/undici/issues/2046
  // A user agent may send a Content-Length header with 0 value, this should be allowed.
  if (
    shouldSendContentLength(method) &&
    contentLength > 0 &&
    request.contentLength !== null &&
    request.contentLength !== contentLength
  ) {
    if (client[kStrictContentLength]) {
      util.errorRequest(client, request, new RequestContentLengthMismatchError())
      return false
    }

    process.emitWarning(new RequestContentLengthMismatchError())
  }

  const socket = client[kSocket]
  clearIdleSocketValidation(socket)

  /**
   * @param {Error} [err]
   * @returns {void}
   */
  const abort = err => {
    if (request.aborted || request.completed) {
      return
    }

    util.errorRequest(client, request, err || new RequestAbortedError())

    util.destroy(body)
    util.destroy(socket, new InformationalError('aborted'))
  }

  try {
    request.onRequestStart(abort, null)
  } catch (err) {
    util.errorRequest(client, request, err)
  }

  if (request.aborted) {
    return false
  }

  if (method === 'HEAD') {
    // https://github.com/mcollina/undici/issues/258
    // Close after a HEAD request to interop with misbehaving servers
    // that may send a body in the response.

    socket[kReset] = true
  }

  if (upgrade || method === 'CONNECT') {
    // On CONNECT or upgrade, block pipeline from dispatching further
    // requests on this connection.

    socket[kReset] = true
  }

  if (reset != null) {
    socket[kReset] = reset
  }

  if (client[kMaxRequests] && ++socket[kCounter] >= client[kMaxRequests]) {
    socket[kReset] = true
  }

  if (blocking) {
    socket[kBlocking] = true
  }

  setTypeOfService(socket, request)

  let header = `${method} ${path} HTTP/1.1\r\n`

  if (typeof host === 'string') {
    header += `host: ${host}\r\n`
  } else {
    header += client[kHostHeader]
  }

  if (upgrade) {
    header += `connection: upgrade\r\nupgrade: ${upgrade}\r\n`
  } else if (client[kPipelining] && !socket[kReset]) {
    header += 'connection: keep-alive\r\n'
  } else {
    header += 'connection: close\r\n'
  }

  if (Array.isArray(headers)) {
    for (let n = 0; n < headers.length; n += 2) {
      const key = headers[n + 0]
      const val = headers[n + 1]

      if (Array.isArray(val)) {
        for (let i = 0; i < val.length; i++) {
          header += `${key}: ${val[i]}\r\n`
        }
      } else {
        header += `${key}: ${val}\r\n`
      }
    }
  }

  if (channels.sendHeaders.hasSubscribers) {
    channels.sendHeaders.publish({ request, headers: header, socket })
  }

  if (!body || bodyLength === 0) {
    writeBuffer(abort, null, client, request, socket, contentLength, header, expectsPayload)
  } else if (util.isBuffer(body)) {
    writeBuffer(abort, body, client, request, socket, contentLength, header, expectsPayload)
  } else if (util.isBlobLike(body)) {
    if (typeof body.stream === 'function') {
      writeIterable(abort, body.stream(), client, request, socket, contentLength, header, expectsPayload)
    } else {
      writeBlob(abort, body, client, request, socket, contentLength, header, expectsPayload)
    }
  } else if (util.isStream(body)) {
    writeStream(abort, body, client, request, socket, contentLength, header, expectsPayload)
  } else if (util.isIterable(body)) {
    writeIterable(abort, body, client, request, socket, contentLength, header, expectsPayload)
  } else {
    assert(false)
  }

  return true
}

/**
 * @param {AbortCallback} abort
 * @param {import('stream').Stream} body
 * @param {import('./client.js')} client
 * @param {import('../core/request.js')} request
 * @param {import('net').Socket} socket
 * @param {number} contentLength
 * @param {string} header
 * @param {boolean} expectsPayload
 */
function writeStream (abort, body, client, request, socket, contentLength, header, expectsPayload) {
  assert(contentLength !== 0 || client[kRunning] === 0, 'stream body cannot be pipelined')

  let finished = false

  const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header })

  /**
   * @param {Buffer} chunk
   * @returns {void}
   */
  const onData = function (chunk) {
    if (finished) {
      return
    }

    try {
      if (!writer.write(chunk) && this.pause) {
        this.pause()
      }
    } catch (err) {
      util.destroy(this, err)
    }
  }

  /**
   * @returns {void}
   */
  const onDrain = function () {
    if (finished) {
      return
    }

    if (body.resume) {
      body.resume()
    }
  }

  /**
   * @returns {void}
   */
  const onClose = function () {
    // 'close' might be emitted *before* 'error' for
    // broken streams. Wait a tick to avoid this case.
    queueMicrotask(() => {
      // It's only safe to remove 'error' listener after
      // 'close'.
      body.removeListener('error', onFinished)
    })

    if (!finished) {
      const err = new RequestAbortedError()
      queueMicrotask(() => onFinished(err))
    }
  }

  /**
   * @param {Error} [err]
   * @returns
   */
  const onFinished = function (err) {
    if (finished) {
      return
    }

    finished = true

    assert(socket.destroyed || (socket[kWriting] && client[kRunning] <= 1))

    socket.off('drain', onDrain).off('error', onFinished)

    body.removeListener('data', onData).removeListener('end', onFinished).removeListener('close', onClose)

    if (!err) {
      try {
        writer.end()
      } catch (er) {
        err = er
      }
    }

    writer.destroy(err)

    if (err && (err.code !== 'UND_ERR_INFO' || err.message !== 'reset')) {
      util.destroy(body, err)
    } else {
      util.destroy(body)
    }
  }

  body.on('data', onData).on('end', onFinished).on('error', onFinished).on('close', onClose)

  if (body.resume) {
    body.resume()
  }

  socket.on('drain', onDrain).on('error', onFinished)

  if (body.errorEmitted ?? body.errored) {
    setImmediate(onFinished, body.errored)
  } else if (body.endEmitted ?? body.readableEnded) {
    setImmediate(onFinished, null)
  }

  if (body.closeEmitted ?? body.closed) {
    setImmediate(onClose)
  }
}

/**
 * @typedef AbortCallback
 * @type {Function}
 * @param {Error} [err]
 * @returns {void}
 */

/**
 * @param {AbortCallback} abort
 * @param {Uint8Array|null} body
 * @param {import('./client.js')} client
 * @param {import('../core/request.js')} request
 * @param {import('net').Socket} socket
 * @param {number} contentLength
 * @param {string} header
 * @param {boolean} expectsPayload
 * @returns {void}
 */
function writeBuffer (abort, body, client, request, socket, contentLength, header, expectsPayload) {
  try {
    if (!body) {
      if (contentLength === 0) {
        socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1')
      } else {
        assert(contentLength === null, 'no body must not have content length')
        socket.write(`${header}\r\n`, 'latin1')
      }
    } else if (util.isBuffer(body)) {
      assert(contentLength === body.byteLength, 'buffer body must have content length')

      socket.cork()
      socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
      socket.write(body)
      socket.uncork()
      request.onBodySent(body)

      if (!expectsPayload && request.reset !== false) {
        socket[kReset] = true
      }
    }
    request.onRequestSent()

    client[kResume]()
  } catch (err) {
    abort(err)
  }
}

/**
 * @param {AbortCallback} abort
 * @param {Blob} body
 * @param {import('./client.js')} client
 * @param {import('../core/request.js')} request
 * @param {import('net').Socket} socket
 * @param {number} contentLength
 * @param {string} header
 * @param {boolean} expectsPayload
 * @returns {Promise<void>}
 */
async function writeBlob (abort, body, client, request, socket, contentLength, header, expectsPayload) {
  try {
    if (contentLength != null && contentLength !== body.size) {
      throw new RequestContentLengthMismatchError()
    }

    const buffer = Buffer.from(await body.arrayBuffer())

    socket.cork()
    socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
    socket.write(buffer)
    socket.uncork()

    request.onBodySent(buffer)
    request.onRequestSent()

    if (!expectsPayload && request.reset !== false) {
      socket[kReset] = true
    }

    client[kResume]()
  } catch (err) {
    abort(err)
  }
}

/**
 * @param {AbortCallback} abort
 * @param {Iterable} body
 * @param {import('./client.js')} client
 * @param {import('../core/request.js')} request
 * @param {import('net').Socket} socket
 * @param {number} contentLength
 * @param {string} header
 * @param {boolean} expectsPayload
 * @returns {Promise<void>}
 */
async function writeIterable (abort, body, client, request, socket, contentLength, header, expectsPayload) {
  assert(contentLength !== 0 || client[kRunning] === 0, 'iterator body cannot be pipelined')

  let callback = null
  function onDrain () {
    if (callback) {
      const cb = callback
      callback = null
      cb()
    }
  }

  const waitForDrain = () =>
    new Promise((resolve, reject) => {
      assert(callback === null)

      if (socket[kError]) {
        reject(socket[kError])
      } else {
        callback = resolve
      }
    })

  socket.on('close', onDrain).on('drain', onDrain)

  const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header })
  try {
    // It's up to the user to somehow abort the async iterable.
    for await (const chunk of body) {
      if (socket[kError]) {
        throw socket[kError]
      }

      if (!writer.write(chunk)) {
        await waitForDrain()
      }
    }

    writer.end()
  } catch (err) {
    writer.destroy(err)
  } finally {
    socket.off('close', onDrain).off('drain', onDrain)
  }
}

class AsyncWriter {
  /**
   *
   * @param {object} arg
   * @param {AbortCallback} arg.abort
   * @param {import('net').Socket} arg.socket
   * @param {import('../core/request.js')} arg.request
   * @param {number} arg.contentLength
   * @param {import('./client.js')} arg.client
   * @param {boolean} arg.expectsPayload
   * @param {string} arg.header
   */
  constructor ({ abort, socket, request, contentLength, client, expectsPayload, header }) {
    this.socket = socket
    this.request = request
    this.contentLength = contentLength
    this.client = client
    this.bytesWritten = 0
    this.expectsPayload = expectsPayload
    this.header = header
    this.abort = abort
    this.lengthMismatch = false

    socket[kWriting] = true
  }

  /**
   * The body doesn't match the declared content-length and strictContentLength
   * is off. Warn once, and mark the socket so it isn't reused: on the wire this
   * request's body no longer ends where the server expects, so anything sent
   * after it on the same connection would be misread.
   * @returns {void}
   */
  onLengthMismatch () {
    this.socket[kReset] = true

    if (!this.lengthMismatch) {
      this.lengthMismatch = true
      process.emitWarning(new RequestContentLengthMismatchError())
    }
  }

  /**
   * @param {string|Uint8Array} chunk
   * @returns
   */
  write (chunk) {
    const { socket, request, contentLength, client, bytesWritten, expectsPayload, header } = this

    if (socket[kError]) {
      throw socket[kError]
    }

    if (socket.destroyed) {
      return false
    }

    let len = chunk instanceof Uint8Array ? chunk.byteLength : Buffer.byteLength(chunk)
    if (!len) {
      return true
    }

    // We should defer writing chunks.
    if (contentLength !== null && bytesWritten + len > contentLength) {
      if (client[kStrictContentLength]) {
        throw new RequestContentLengthMismatchError()
      }

      this.onLengthMismatch()

      // Never write past the declared content-length. The server treats any
      // extra bytes as the start of the next request, so a body could inject
      // a request of its own (request smuggling).
      const remaining = contentLength - bytesWritten
      if (remaining === 0) {
        return true
      }
      chunk = (typeof chunk === 'string' ? Buffer.from(chunk) : chunk).subarray(0, remaining)
      len = remaining
    }

    socket.cork()

    if (bytesWritten === 0) {
      if (!expectsPayload && request.reset !== false) {
        socket[kReset] = true
      }

      if (contentLength === null) {
        socket.write(`${header}transfer-encoding: chunked\r\n`, 'latin1')
      } else {
        socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
      }
    }

    if (contentLength === null) {
      socket.write(`\r\n${len.toString(16)}\r\n`, 'latin1')
    }

    this.bytesWritten += len

    const ret = socket.write(chunk)

    socket.uncork()

    request.onBodySent(chunk)

    if (!ret) {
      if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
        if (socket[kParser].timeout.refresh) {
          socket[kParser].timeout.refresh()
        }
      }
    }

    return ret
  }

  /**
   * @returns {void}
   */
  end () {
    const { socket, contentLength, client, bytesWritten, expectsPayload, header, request } = this
    request.onRequestSent()

    socket[kWriting] = false

    if (socket[kError]) {
      throw socket[kError]
    }

    if (socket.destroyed) {
      return
    }

    if (bytesWritten === 0) {
      if (expectsPayload) {
        // https://tools.ietf.org/html/rfc7230#section-3.3.2
        // A user agent SHOULD send a Content-Length in a request message when
        // no Transfer-Encoding is sent and the request method defines a meaning
        // for an enclosed payload body.

        socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1')
      } else {
        socket.write(`${header}\r\n`, 'latin1')
      }
    } else if (contentLength === null) {
      socket.write('\r\n0\r\n\r\n', 'latin1')
    }

    if (contentLength !== null && bytesWritten !== contentLength) {
      if (client[kStrictContentLength]) {
        throw new RequestContentLengthMismatchError()
      }

      // The body is shorter than declared, so the server is still waiting for
      // the rest. Don't let the next request's bytes on this connection be
      // read as the missing part of this body.
      this.onLengthMismatch()
    }

    if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
      if (socket[kParser].timeout.refresh) {
        socket[kParser].timeout.refresh()
      }
    }

    client[kResume]()
  }

  /**
   * @param {Error} [err]
   * @returns {void}
   */
  destroy (err) {
    const { socket, client, abort } = this

    socket[kWriting] = false

    if (err) {
      assert(client[kRunning] <= 1, 'pipeline should only contain this request')
      abort(err)
    }
  }
}

module.exports = connectH1


/***/ }),

/***/ 88788: ((module, exports, require) => { let loaded; module.exports = function (...args) { if (!loaded) { const real = { exports: {} }; __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[88788](real, real.exports, require); loaded = real.exports } return loaded.apply(this, args) } }),


































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































/***/ 23701:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const assert = __nccwpck_require__(34589)
const net = __nccwpck_require__(77030)
const http = __nccwpck_require__(37067)
const util = __nccwpck_require__(3440)
const { ClientStats } = __nccwpck_require__(46854)
const { channels } = __nccwpck_require__(42414)
const Request = __nccwpck_require__(44655)
const DispatcherBase = __nccwpck_require__(21841)
const {
  InvalidArgumentError,
  InformationalError,
  ClientDestroyedError
} = __nccwpck_require__(68707)
const buildConnector = __nccwpck_require__(59136)
const {
  kUrl,
  kServerName,
  kClient,
  kBusy,
  kConnect,
  kResuming,
  kRunning,
  kPending,
  kSize,
  kQueue,
  kConnected,
  kConnecting,
  kNeedDrain,
  kKeepAliveDefaultTimeout,
  kHostHeader,
  kPendingIdx,
  kRunningIdx,
  kError,
  kPipelining,
  kKeepAliveTimeoutValue,
  kMaxHeadersSize,
  kKeepAliveMaxTimeout,
  kKeepAliveTimeoutThreshold,
  kHeadersTimeout,
  kBodyTimeout,
  kStrictContentLength,
  kConnector,
  kMaxRequests,
  kCounter,
  kClose,
  kDestroy,
  kDispatch,
  kLocalAddress,
  kMaxResponseSize,
  kOnError,
  kHTTPContext,
  kMaxConcurrentStreams,
  kHostAuthority,
  kResume,
  kHTTP2Options,
  kUseMilo,
  kQueuedAbort
} = __nccwpck_require__(36443)
const connectH1 = __nccwpck_require__(637)
const connectH2 = __nccwpck_require__(88788)

const kClosedResolve = Symbol('kClosedResolve')
const kCancelConnect = Symbol('kCancelConnect')

const getDefaultNodeMaxHeaderSize = http &&
  http.maxHeaderSize &&
  Number.isInteger(http.maxHeaderSize) &&
  http.maxHeaderSize > 0
  ? () => http.maxHeaderSize
  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') }

const noop = () => { }

function getPipelining (client) {
  return client[kPipelining] ?? client[kHTTPContext]?.defaultPipelining ?? 1
}

let h2NamespaceOptsWarning = false
function emitH2OptionsNamespaceWarning (optName) {
  if (h2NamespaceOptsWarning === true) return

  process.emitWarning(`Use h2Options.${optName} instead. ${optName} for H2 will be deprecated in future major.`, {
    code: 'UNDICI-H2-OPTIONS'
  })
  h2NamespaceOptsWarning = true
}

// Protocol-aware dispatch ceiling. h1 RFC7230 pipelining is unrelated to h2
// stream multiplexing — over h2 the ceiling is the (server-confirmed)
// maxConcurrentStreams. Before a context is attached we use the h1
// pipelining factor; once h2 attaches the queued requests can drain in
// one batch up to maxConcurrentStreams.
function getMaxConcurrent (client) {
  if (client[kHTTPContext]?.version === 'h2') {
    return client[kMaxConcurrentStreams]
  }
  return getPipelining(client)
}

/**
 * @type {import('../../types/client.js').default}
 */
class Client extends DispatcherBase {
  /**
   *
   * @param {string|URL} url
   * @param {import('../../types/client.js').Client.Options} options
   */
  constructor (url, {
    maxHeaderSize,
    headersTimeout,
    socketTimeout,
    requestTimeout,
    connectTimeout,
    bodyTimeout,
    idleTimeout,
    keepAlive,
    keepAliveTimeout,
    maxKeepAliveTimeout,
    keepAliveMaxTimeout,
    keepAliveTimeoutThreshold,
    socketPath,
    pipelining,
    tls,
    strictContentLength,
    maxCachedSessions,
    connect,
    maxRequestsPerClient,
    localAddress,
    maxResponseSize,
    autoSelectFamily,
    autoSelectFamilyAttemptTimeout,
    // h2
    maxConcurrentStreams,
    allowH2,
    useH2c,
    initialWindowSize,
    connectionWindowSize,
    pingInterval,
    useMilo,
    webSocket,
    h2Options,
    eventSource
  } = {}) {
    if (keepAlive !== undefined) {
      throw new InvalidArgumentError('unsupported keepAlive, use pipelining=0 instead')
    }

    if (socketTimeout !== undefined) {
      throw new InvalidArgumentError('unsupported socketTimeout, use headersTimeout & bodyTimeout instead')
    }

    if (requestTimeout !== undefined) {
      throw new InvalidArgumentError('unsupported requestTimeout, use headersTimeout & bodyTimeout instead')
    }

    if (idleTimeout !== undefined) {
      throw new InvalidArgumentError('unsupported idleTimeout, use keepAliveTimeout instead')
    }

    if (maxKeepAliveTimeout !== undefined) {
      throw new InvalidArgumentError('unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout instead')
    }

    if (maxHeaderSize != null) {
      if (!Number.isInteger(maxHeaderSize) || maxHeaderSize < 1) {
        throw new InvalidArgumentError('invalid maxHeaderSize')
      }
    } else {
      // If maxHeaderSize is not provided, use the default value from the http module
      // or if that is not available, throw an error.
      maxHeaderSize = getDefaultNodeMaxHeaderSize()
    }

    if (socketPath != null && typeof socketPath !== 'string') {
      throw new InvalidArgumentError('invalid socketPath')
    }

    if (connectTimeout != null && (!Number.isFinite(connectTimeout) || connectTimeout < 0)) {
      throw new InvalidArgumentError('invalid connectTimeout')
    }

    if (keepAliveTimeout != null && (!Number.isFinite(keepAliveTimeout) || keepAliveTimeout <= 0)) {
      throw new InvalidArgumentError('invalid keepAliveTimeout')
    }

    if (keepAliveMaxTimeout != null && (!Number.isFinite(keepAliveMaxTimeout) || keepAliveMaxTimeout <= 0)) {
      throw new InvalidArgumentError('invalid keepAliveMaxTimeout')
    }

    if (keepAliveTimeoutThreshold != null && !Number.isFinite(keepAliveTimeoutThreshold)) {
      throw new InvalidArgumentError('invalid keepAliveTimeoutThreshold')
    }

    if (headersTimeout != null && (!Number.isInteger(headersTimeout) || headersTimeout < 0)) {
      throw new InvalidArgumentError('headersTimeout must be a positive integer or zero')
    }

    if (bodyTimeout != null && (!Number.isInteger(bodyTimeout) || bodyTimeout < 0)) {
      throw new InvalidArgumentError('bodyTimeout must be a positive integer or zero')
    }

    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
      throw new InvalidArgumentError('connect must be a function or an object')
    }

    if (maxRequestsPerClient != null && (!Number.isInteger(maxRequestsPerClient) || maxRequestsPerClient < 0)) {
      throw new InvalidArgumentError('maxRequestsPerClient must be a positive number')
    }

    if (localAddress != null && (typeof localAddress !== 'string' || net.isIP(localAddress) === 0)) {
      throw new InvalidArgumentError('localAddress must be valid string IP address')
    }

    if (maxResponseSize != null && (!Number.isInteger(maxResponseSize) || maxResponseSize < -1)) {
      throw new InvalidArgumentError('maxResponseSize must be a positive number')
    }

    if (
      autoSelectFamilyAttemptTimeout != null &&
      (!Number.isInteger(autoSelectFamilyAttemptTimeout) || autoSelectFamilyAttemptTimeout < -1)
    ) {
      throw new InvalidArgumentError('autoSelectFamilyAttemptTimeout must be a positive number')
    }

    // h2
    if (allowH2 != null && typeof allowH2 !== 'boolean') {
      throw new InvalidArgumentError('allowH2 must be a valid boolean value')
    }

    // We validate only if allowH2 is enabled or null (enabled by default)
    if (allowH2 !== false) {
      // Prioritise new h2Options object, otherwise fallback to prior configuration options
      if (h2Options != null) {
        if (h2Options.useH2c != null && typeof h2Options.useH2c !== 'boolean') {
          throw new InvalidArgumentError('h2Options.useH2c must be a valid boolean value')
        }

        if (h2Options.settings?.initialWindowSize != null && (!Number.isInteger(h2Options.settings.initialWindowSize) || h2Options.settings.initialWindowSize < 1)) {
          throw new InvalidArgumentError('h2Options.settings.initialWindowSize must be a positive integer, greater than 0')
        }

        if (h2Options.maxConcurrentStreams != null && (!Number.isInteger(h2Options.maxConcurrentStreams) || h2Options.maxConcurrentStreams < 1)) {
          throw new InvalidArgumentError('h2Options.maxConcurrentStreams must be a positive integer, greater than 0')
        }

        if (h2Options.connectionWindowSize != null && (!Number.isInteger(h2Options.connectionWindowSize) || h2Options.connectionWindowSize < 1)) {
          throw new InvalidArgumentError('h2Options.connectionWindowSize must be a positive integer, greater than 0')
        }

        if (h2Options.pingInterval != null && (typeof h2Options.pingInterval !== 'number' || !Number.isInteger(h2Options.pingInterval) || h2Options.pingInterval < 0)) {
          throw new InvalidArgumentError('h2Options.pingInterval must be a positive integer, greater or equal to 0')
        }
      } else {
        if (useH2c != null && typeof useH2c !== 'boolean') {
          emitH2OptionsNamespaceWarning('useH2c')
          throw new InvalidArgumentError('useH2c must be a valid boolean value')
        }

        if (maxConcurrentStreams != null && (typeof maxConcurrentStreams !== 'number' || maxConcurrentStreams < 1)) {
          emitH2OptionsNamespaceWarning('maxConcurrentStreams')
          throw new InvalidArgumentError('maxConcurrentStreams must be a positive integer, greater than 0')
        }

        if (initialWindowSize != null && (!Number.isInteger(initialWindowSize) || initialWindowSize < 1)) {
          emitH2OptionsNamespaceWarning('initialWindowSize')
          throw new InvalidArgumentError('initialWindowSize must be a positive integer, greater than 0')
        }

        if (connectionWindowSize != null && (!Number.isInteger(connectionWindowSize) || connectionWindowSize < 1)) {
          emitH2OptionsNamespaceWarning('connectionWindowSize')
          throw new InvalidArgumentError('connectionWindowSize must be a positive integer, greater than 0')
        }

        if (pingInterval != null && (typeof pingInterval !== 'number' || !Number.isInteger(pingInterval) || pingInterval < 0)) {
          emitH2OptionsNamespaceWarning('pingInterval')
          throw new InvalidArgumentError('pingInterval must be a positive integer, greater or equal to 0')
        }
      }
    }

    super({ webSocket, eventSource })

    if (typeof connect !== 'function') {
      connect = buildConnector({
        ...tls,
        maxCachedSessions,
        allowH2,
        socketPath,
        useH2c: h2Options?.useH2c ?? useH2c,
        timeout: connectTimeout,
        ...(typeof autoSelectFamily === 'boolean' ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
        ...connect
      })
    } else {
      const customConnect = connect
      connect = (opts, callback) => customConnect({
        ...opts,
        ...(socketPath != null ? { socketPath } : null),
        ...(allowH2 != null ? { allowH2 } : null)
      }, callback)
    }

    this[kUrl] = util.parseOrigin(url)
    this[kHostAuthority] = `${this[kUrl].hostname}${this[kUrl].port ? `:${this[kUrl].port}` : ''}`
    this[kConnector] = connect
    this[kPipelining] = pipelining != null ? pipelining : 1
    this[kMaxHeadersSize] = maxHeaderSize
    this[kKeepAliveDefaultTimeout] = keepAliveTimeout == null ? 4e3 : keepAliveTimeout
    this[kKeepAliveMaxTimeout] = keepAliveMaxTimeout == null ? 600e3 : keepAliveMaxTimeout
    this[kKeepAliveTimeoutThreshold] = keepAliveTimeoutThreshold == null ? 2e3 : keepAliveTimeoutThreshold
    this[kKeepAliveTimeoutValue] = this[kKeepAliveDefaultTimeout]
    this[kServerName] = null
    this[kLocalAddress] = localAddress != null ? localAddress : null
    this[kResuming] = 0 // 0, idle, 1, scheduled, 2 resuming
    this[kNeedDrain] = 0 // 0, idle, 1, scheduled, 2 resuming
    this[kHostHeader] = `host: ${this[kHostAuthority]}\r\n`
    this[kBodyTimeout] = bodyTimeout != null ? bodyTimeout : 300e3
    this[kHeadersTimeout] = headersTimeout != null ? headersTimeout : 300e3
    this[kStrictContentLength] = strictContentLength == null ? true : strictContentLength
    this[kMaxRequests] = maxRequestsPerClient
    this[kClosedResolve] = null
    this[kMaxResponseSize] = maxResponseSize > -1 ? maxResponseSize : -1
    this[kHTTPContext] = null
    this[kCancelConnect] = null
    // h2
    this[kHTTP2Options] = {
      pingInterval: h2Options?.pingInterval ?? pingInterval ?? 60e3,
      connectionWindowSize: h2Options?.connectionWindowSize ?? connectionWindowSize ?? 524288,
      maxConcurrentStreams: h2Options?.maxConcurrentStreams ?? maxConcurrentStreams ?? 100, // Max peerConcurrentStreams for a Node h2 server
      sessionOptions: {
        // HTTP/2 window sizes are set to higher defaults than Node.js core for better performance:
        // - initialWindowSize: 262144 (256KB) vs Node.js default 65535 (64KB - 1)
        //   Allows more data to be sent before requiring acknowledgment, improving throughput
        //   especially on high-latency networks. This matches common production HTTP/2 servers.
        // - connectionWindowSize: 524288 (512KB) vs Node.js default (none set)
        //   Provides better flow control for the entire connection across multiple streams.
        initialWindowSize: h2Options?.initialWindowSize ?? initialWindowSize ?? 262144
      }
    }
    this[kUseMilo] = useMilo

    // kQueue is built up of 3 sections separated by
    // the kRunningIdx and kPendingIdx indices.
    // |   complete   |   running   |   pending   |
    //                ^ kRunningIdx ^ kPendingIdx ^ kQueue.length
    // kRunningIdx points to the first running element.
    // kPendingIdx points to the first pending element.
    // This implements a fast queue with an amortized
    // time of O(1).

    this[kQueue] = []
    this[kRunningIdx] = 0
    this[kPendingIdx] = 0

    this[kResume] = (sync) => resume(this, sync)
    this[kOnError] = (err) => onError(this, err)
  }

  get pipelining () {
    return this[kPipelining]
  }

  set pipelining (value) {
    this[kPipelining] = value
    this[kResume](true)
  }

  get stats () {
    return new ClientStats(this)
  }

  get [kPending] () {
    return this[kQueue].length - this[kPendingIdx]
  }

  get [kRunning] () {
    return this[kPendingIdx] - this[kRunningIdx]
  }

  get [kSize] () {
    return this[kQueue].length - this[kRunningIdx]
  }

  get [kConnected] () {
    return !!this[kHTTPContext] && !this[kConnecting] && !this[kHTTPContext].destroyed
  }

  get [kBusy] () {
    // The `kPending > 0` check below is the gate Pool uses to decide whether
    // to spin up an additional Client. For h1 that fan-out is correct —
    // each socket only handles one pipelined request at a time. Once an h2
    // context is attached we want concurrent dispatches to multiplex onto
    // the shared session, so suppress that signal in the h2 case.
    const allowsMux = this[kHTTPContext]?.version === 'h2'

    return Boolean(
      this[kHTTPContext]?.busy(null) ||
      (this[kSize] >= (getMaxConcurrent(this) || 1)) ||
      (this[kPending] > 0 && !allowsMux)
    )
  }

  [kConnect] (cb) {
    connect(this)
    // Asked for explicitly: keep it even if no request waits for it.
    this[kCancelConnect] = null
    this.once('connect', cb)
  }

  [kDispatch] (opts, handler) {
    const request = new Request(this[kUrl].origin, opts, handler)

    this[kQueue].push(request)
    if (this[kResuming]) {
      // Do nothing.
    } else if (util.bodyLength(request.body) == null && util.isIterable(request.body)) {
      // Wait a tick in case stream/iterator is ended in the same tick.
      this[kResuming] = 1
      queueMicrotask(() => resume(this))
    } else {
      this[kResume](true)
    }

    if (request.abort === null && !request.aborted) {
      // The request is still waiting for a connection: if its handler listens
      // to a signal, give it a way to take the request out of the queue.
      const onQueued = opts[kQueuedAbort]
      if (onQueued !== undefined) {
        onQueued((reason) => abortPendingRequest(this, request, reason))
      }
    }

    if (this[kResuming] && this[kNeedDrain] !== 2 && this[kBusy]) {
      this[kNeedDrain] = 2
    }

    return this[kNeedDrain] < 2
  }

  [kClose] () {
    // TODO: for H2 we need to gracefully flush the remaining enqueued
    // request and close each stream.
    return new Promise((resolve) => {
      if (this[kSize]) {
        this[kClosedResolve] = resolve
      } else {
        resolve(null)
      }
    })
  }

  [kDestroy] (err) {
    return new Promise((resolve) => {
      const requests = this[kQueue].splice(this[kPendingIdx])
      for (let i = 0; i < requests.length; i++) {
        const request = requests[i]
        if (request != null) {
          util.errorRequest(this, request, err)
        }
      }

      const callback = () => {
        if (this[kClosedResolve]) {
          // TODO (fix): Should we error here with ClientDestroyedError?
          this[kClosedResolve]()
          this[kClosedResolve] = null
        }
        resolve(null)
      }

      if (this[kHTTPContext]) {
        this[kHTTPContext].destroy(err, callback)
        this[kHTTPContext] = null
      } else {
        queueMicrotask(callback)
      }

      this[kResume]()
    })
  }
}

function failQueuedRequest (client, request, reason) {
  try {
    request.onQueuedAbort(reason)
    assert(request.aborted)
  } catch (err) {
    client.emit('error', err)
  }
}

function abortPendingRequest (client, request, reason) {
  // The request already settled, or it started and its handler owns the abort.
  if (request.aborted || request.abort !== null) {
    return
  }

  const queue = client[kQueue]
  const idx = queue.indexOf(request, client[kPendingIdx])
  if (idx === -1) {
    return
  }

  // _resume() may be handing this request to the connection right now, before
  // onRequestStart runs. Leave it there: the handler aborts it once it starts.
  if (idx === client[kPendingIdx] && client[kResuming] === 2) {
    return
  }

  queue.splice(idx, 1)
  failQueuedRequest(client, request, reason)

  // The client may no longer be busy: emit 'drain' so a Pool can use it again.
  client[kResume](true)

  if (client[kCancelConnect] !== null && client[kSize] === 0) {
    // The drain is emitted in a microtask: check once a Pool had the chance to
    // hand this client the requests it queued.
    queueMicrotask(() => cancelUnusedConnect(client))
  }
}

// A connection attempt that no request waits for only holds a connection slot,
// until it connects or times out. Destroy it, so the next request starts a new
// one instead of waiting for it.
function cancelUnusedConnect (client) {
  const cancel = client[kCancelConnect]
  if (cancel !== null && client[kSize] === 0) {
    cancel(new InformationalError('no request waits for this connection'))
  }
}

function onError (client, err) {
  if (
    client[kRunning] === 0 &&
    err.code !== 'UND_ERR_INFO' &&
    err.code !== 'UND_ERR_SOCKET'
  ) {
    // Error is not caused by running request and not a recoverable
    // socket error.

    assert(client[kPendingIdx] === client[kRunningIdx])

    const requests = client[kQueue].splice(client[kRunningIdx])

    for (let i = 0; i < requests.length; i++) {
      const request = requests[i]
      if (request != null) {
        util.errorRequest(client, request, err)
      }
    }
    assert(client[kSize] === 0)
  }
}

/**
 * @param {Client} client
 * @returns {void}
 */
function connect (client) {
  assert(!client[kConnecting])
  assert(!client[kHTTPContext])

  let { host, hostname, protocol, port } = client[kUrl]

  // Resolve ipv6
  if (hostname[0] === '[') {
    const idx = hostname.indexOf(']')

    assert(idx !== -1)
    const ip = hostname.substring(1, idx)

    assert(net.isIPv6(ip))
    hostname = ip
  }

  client[kConnecting] = true

  // The name this attempt verifies the server's certificate for. While it
  // connects, its requests can be aborted and _resume() can switch
  // client[kServerName] to the name of the next queued request.
  const servername = client[kServerName]

  let calledBack = false
  let cancelled = false

  // Ends this attempt without a 'connectionError': no request failed, and a
  // Pool would retire this client.
  const abandon = (socket, err) => {
    client[kConnecting] = false

    if (channels.connectError.hasSubscribers) {
      channels.connectError.publish({
        connectParams: {
          host,
          hostname,
          protocol,
          port,
          version: client[kHTTPContext]?.version,
          servername,
          localAddress: client[kLocalAddress]
        },
        connector: client[kConnector],
        error: err
      })
    }

    util.destroy(socket.on('error', noop), err)
  }

  if (channels.beforeConnect.hasSubscribers) {
    channels.beforeConnect.publish({
      connectParams: {
        host,
        hostname,
        protocol,
        port,
        version: client[kHTTPContext]?.version,
        servername,
        localAddress: client[kLocalAddress]
      },
      connector: client[kConnector]
    })
  }

  try {
    const connecting = client[kConnector]({
      host,
      hostname,
      protocol,
      port,
      servername,
      localAddress: client[kLocalAddress]
    }, (err, socket) => {
      calledBack = true

      if (cancelled) {
        if (socket) {
          util.destroy(socket.on('error', noop))
        }
        return
      }

      client[kCancelConnect] = null

      if (err) {
        handleConnectError(client, err, { host, hostname, protocol, port, servername })
        client[kResume]()
        return
      }

      if (client.destroyed) {
        util.destroy(socket.on('error', noop), new ClientDestroyedError())
        client[kResume]()
        return
      }

      assert(socket)

      if (client[kServerName] !== servername) {
        // The server proved its identity for another name than the one the
        // queued requests are for: never send them on this connection.
        abandon(socket, new InformationalError('servername changed'))
        client[kResume]()
        return
      }

      try {
        client[kHTTPContext] = socket.alpnProtocol === 'h2'
          ? connectH2(client, socket)
          : connectH1(client, socket)
      } catch (err) {
        socket.destroy().on('error', noop)
        handleConnectError(client, err, { host, hostname, protocol, port, servername })
        client[kResume]()
        return
      }

      client[kConnecting] = false

      socket[kCounter] = 0
      socket[kMaxRequests] = client[kMaxRequests]
      socket[kClient] = client
      socket[kError] = null

      if (channels.connected.hasSubscribers) {
        channels.connected.publish({
          connectParams: {
            host,
            hostname,
            protocol,
            port,
            version: client[kHTTPContext]?.version,
            servername,
            localAddress: client[kLocalAddress]
          },
          connector: client[kConnector],
          socket
        })
      }

      client.emit('connect', client[kUrl], [client])
      client[kResume]()
    })

    // The attempt can only be cancelled through the socket the connector
    // returns. The built-in connector returns it; custom connectors may not.
    if (!calledBack && util.isStream(connecting)) {
      client[kCancelConnect] = (err) => {
        cancelled = true
        client[kCancelConnect] = null
        abandon(connecting, err)
      }
    }
  } catch (err) {
    handleConnectError(client, err, { host, hostname, protocol, port, servername })
    client[kResume]()
  }
}

function handleConnectError (client, err, { host, hostname, protocol, port, servername }) {
  if (client.destroyed) {
    return
  }

  client[kConnecting] = false

  if (channels.connectError.hasSubscribers) {
    channels.connectError.publish({
      connectParams: {
        host,
        hostname,
        protocol,
        port,
        version: client[kHTTPContext]?.version,
        servername,
        localAddress: client[kLocalAddress]
      },
      connector: client[kConnector],
      error: err
    })
  }

  if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const running = client[kQueue].splice(client[kRunningIdx], client[kRunning])
    client[kPendingIdx] = client[kRunningIdx]

    for (let i = 0; i < running.length; i++) {
      util.errorRequest(client, running[i], err)
    }

    // Only the requests for the name the certificate failed for.
    while (client[kPending] > 0 && client[kQueue][client[kPendingIdx]].servername === servername) {
      const request = client[kQueue].splice(client[kPendingIdx], 1)[0]
      util.errorRequest(client, request, err)
    }
  } else {
    onError(client, err)
  }

  client.emit('connectionError', client[kUrl], [client], err)
}

function emitDrain (client) {
  client[kNeedDrain] = 0
  client.emit('drain', client[kUrl], [client])
}

function resume (client, sync) {
  if (client[kResuming] === 2) {
    return
  }

  client[kResuming] = 2

  _resume(client, sync)
  client[kResuming] = 0

  if (client[kRunningIdx] > 256) {
    client[kQueue].splice(0, client[kRunningIdx])
    client[kPendingIdx] -= client[kRunningIdx]
    client[kRunningIdx] = 0
  }
}

function _resume (client, sync) {
  while (true) {
    if (client.destroyed) {
      assert(client[kPending] === 0)
      return
    }

    if (client[kClosedResolve] && !client[kSize]) {
      client[kClosedResolve]()
      client[kClosedResolve] = null
      return
    }

    if (client[kHTTPContext]) {
      client[kHTTPContext].resume()
    }

    if (client[kBusy]) {
      client[kNeedDrain] = 2
    } else if (client[kNeedDrain] === 2) {
      if (sync) {
        client[kNeedDrain] = 1
        queueMicrotask(() => emitDrain(client))
      } else {
        emitDrain(client)
      }
      continue
    }

    if (client[kPending] === 0) {
      return
    }

    if (client[kRunning] >= (getMaxConcurrent(client) || 1)) {
      return
    }

    const request = client[kQueue][client[kPendingIdx]]

    if (request === null) {
      return
    }

    if (request.aborted) {
      client[kQueue].splice(client[kPendingIdx], 1)
      continue
    }

    if (client[kUrl].protocol === 'https:' && client[kServerName] !== request.servername) {
      if (client[kRunning] > 0) {
        return
      }

      client[kServerName] = request.servername
      client[kHTTPContext]?.destroy(new InformationalError('servername changed'), () => {
        client[kHTTPContext] = null
        resume(client)
      })
      // A pending attempt verifies the server for the previous name, and its
      // connection is discarded once it connects: do not wait for it.
      client[kCancelConnect]?.(new InformationalError('servername changed'))
    }

    if (client[kConnecting]) {
      return
    }

    if (!client[kHTTPContext]) {
      client[kServerName] = request.servername
      connect(client)
      return
    }

    if (client[kHTTPContext].destroyed) {
      return
    }

    if (client[kHTTPContext].busy(request)) {
      return
    }

    if (!request.aborted && client[kHTTPContext].write(request)) {
      client[kPendingIdx]++
    } else {
      client[kQueue].splice(client[kPendingIdx], 1)
    }
  }
}

module.exports = Client


/***/ }),

/***/ 21841:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const buffer = __nccwpck_require__(4573)
const Dispatcher = __nccwpck_require__(30883)
const {
  ClientDestroyedError,
  ClientClosedError,
  InvalidArgumentError
} = __nccwpck_require__(68707)
const { kDestroy, kClose, kClosed, kDestroyed, kDispatch } = __nccwpck_require__(36443)
const { defaultWebSocketMaxFragments, defaultWebSocketMaxPayloadSize } = __nccwpck_require__(10735)

const kOnDestroyed = Symbol('onDestroyed')
const kOnClosed = Symbol('onClosed')
const kWebSocketOptions = Symbol('webSocketOptions')
const kEventSourceOptions = Symbol('eventSourceOptions')

class DispatcherBase extends Dispatcher {
  /** @type {boolean} */
  [kDestroyed] = false;

  /** @type {Array<Function|null} */
  [kOnDestroyed] = null;

  /** @type {boolean} */
  [kClosed] = false;

  /** @type {Array<Function>|null} */
  [kOnClosed] = null

  /**
   * @param {import('../../types/dispatcher').DispatcherOptions} [opts]
   */
  constructor (opts) {
    super()
    this[kWebSocketOptions] = opts?.webSocket ?? {}
    this[kEventSourceOptions] = opts?.eventSource ?? {}
  }

  /**
   * @returns {import('../../types/client').Client.WebSocketOptions}
   */
  get webSocketOptions () {
    return {
      maxFragments: this[kWebSocketOptions].maxFragments ?? defaultWebSocketMaxFragments,
      maxPayloadSize: this[kWebSocketOptions].maxPayloadSize ?? defaultWebSocketMaxPayloadSize
    }
  }

  /**
   * @returns {import('../../types/client').Client.EventSourceOptions}
   */
  get eventSourceOptions () {
    return {
      maxEventSize: this[kEventSourceOptions].maxEventSize ?? buffer.kStringMaxLength
    }
  }

  /** @returns {boolean} */
  get destroyed () {
    return this[kDestroyed]
  }

  /** @returns {boolean} */
  get closed () {
    return this[kClosed]
  }

  close (callback) {
    if (callback === undefined) {
      return new Promise((resolve, reject) => {
        this.close((err, data) => {
          return err ? reject(err) : resolve(data)
        })
      })
    }

    if (typeof callback !== 'function') {
      throw new InvalidArgumentError('invalid callback')
    }

    if (this[kDestroyed]) {
      const err = new ClientDestroyedError()
      queueMicrotask(() => callback(err, null))
      return
    }

    if (this[kClosed]) {
      if (this[kOnClosed]) {
        this[kOnClosed].push(callback)
      } else {
        queueMicrotask(() => callback(null, null))
      }
      return
    }

    this[kClosed] = true
    this[kOnClosed] ??= []
    this[kOnClosed].push(callback)

    const onClosed = () => {
      const callbacks = this[kOnClosed]
      this[kOnClosed] = null
      for (let i = 0; i < callbacks.length; i++) {
        callbacks[i](null, null)
      }
    }

    // Should not error.
    this[kClose]()
      .then(() => this.destroy())
      .then(() => queueMicrotask(onClosed))
  }

  destroy (err, callback) {
    if (typeof err === 'function') {
      callback = err
      err = null
    }

    if (callback === undefined) {
      return new Promise((resolve, reject) => {
        this.destroy(err, (err, data) => {
          return err ? reject(err) : resolve(data)
        })
      })
    }

    if (typeof callback !== 'function') {
      throw new InvalidArgumentError('invalid callback')
    }

    if (this[kDestroyed]) {
      if (this[kOnDestroyed]) {
        this[kOnDestroyed].push(callback)
      } else {
        queueMicrotask(() => callback(null, null))
      }
      return
    }

    if (!err) {
      err = new ClientDestroyedError()
    }

    this[kDestroyed] = true
    this[kOnDestroyed] ??= []
    this[kOnDestroyed].push(callback)

    const onDestroyed = () => {
      const callbacks = this[kOnDestroyed]
      this[kOnDestroyed] = null
      for (let i = 0; i < callbacks.length; i++) {
        callbacks[i](null, null)
      }
    }

    // Should not error.
    this[kDestroy](err)
      .then(() => queueMicrotask(onDestroyed))
  }

  dispatch (opts, handler) {
    if (!handler || typeof handler !== 'object') {
      throw new InvalidArgumentError('handler must be an object')
    }

    try {
      if (!opts || typeof opts !== 'object') {
        throw new InvalidArgumentError('opts must be an object.')
      }

      if (opts.dispatcher) {
        throw new InvalidArgumentError('opts.dispatcher is not supported by instance methods. Pass opts.dispatcher to the top-level undici functions or call the dispatcher instance method directly.')
      }

      if (this[kDestroyed] || this[kOnDestroyed]) {
        throw new ClientDestroyedError()
      }

      if (this[kClosed]) {
        throw new ClientClosedError()
      }

      return this[kDispatch](opts, handler)
    } catch (err) {
      if (typeof handler.onResponseError !== 'function') {
        throw err
      }

      handler.onResponseError(null, err)

      // The request failed synchronously: no work was queued on this
      // dispatcher, no capacity was consumed and no 'drain' event will
      // ever follow. Returning false would make callers (e.g. Pool)
      // mark this dispatcher as busy waiting for a drain that never
      // comes, permanently taking it out of rotation.
      return true
    }
  }
}

module.exports = DispatcherBase


/***/ }),

/***/ 30883:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


const EventEmitter = __nccwpck_require__(78474)
const { InvalidArgumentError } = __nccwpck_require__(68707)
const { kOriginless, kUrl, kInterceptorKind } = __nccwpck_require__(36443)

class Dispatcher extends EventEmitter {
  dispatch () {
    throw new Error('not implemented')
  }

  close () {
    throw new Error('not implemented')
  }

  destroy () {
    throw new Error('not implemented')
  }

  compose (...args) {
    // So we handle [interceptor1, interceptor2] or interceptor1, interceptor2, ...
    const interceptors = Array.isArray(args[0]) ? args[0] : args
    // null disables origin-dependent interceptors; undefined uses opts.origin.
    const interceptorOrigin = this[kOriginless] === true
      ? null
      : this[kUrl]?.origin
    let dispatch = this.dispatch.bind(this)

    const orderSensitiveKinds = []

    for (const interceptor of interceptors) {
      if (interceptor == null) {
        continue
      }

      if (typeof interceptor !== 'function') {
        throw new TypeError(`invalid interceptor, expected function received ${typeof interceptor}`)
      }

      if (interceptor[kInterceptorKind] != null) {
        orderSensitiveKinds.push(interceptor[kInterceptorKind])
      }

      dispatch = interceptor(dispatch, interceptorOrigin)

      if (dispatch == null || typeof dispatch !== 'function' || dispatch.length !== 2) {
        throw new TypeError('invalid interceptor')
      }
    }

    // Several shipped interceptors are order-sensitive: they cooperate through
    // the redirect history threaded on the request context, and the cache
    // handler only receives it when the redirect interceptor is composed before
    // the cache interceptor. Composing `cache` before `redirect` silently
    // disables the cache's redirect-origin guards (cross-origin cache
    // poisoning, credential-bearing redirect replay), so fail fast instead of
    // storing an attacker-controlled or cross-principal response under a key
    // the application trusts.
    const cacheIndex = orderSensitiveKinds.indexOf('cache')
    const redirectIndex = orderSensitiveKinds.indexOf('redirect')
    if (cacheIndex !== -1 && redirectIndex !== -1 && cacheIndex < redirectIndex) {
      throw new InvalidArgumentError('the cache interceptor must be composed after the redirect interceptor; composing the cache before the redirect disables the cache\'s cross-origin and credential redirect guards (GHSA-75VM-9G8F-99J4, GHSA-MQG3-3V4R-CM32, GHSA-4W7W-5XRC-9H26, GHSA-7XG3-FPHP-28HG)')
    }

    const originalDispatch = dispatch
    const self = this
    dispatch = function (opts, handler) {
      if (opts && typeof opts === 'object' && !opts.origin && self[kUrl]) {
        opts = Object.assign({}, opts, { origin: self[kUrl].origin })
      }
      return originalDispatch(opts, handler)
    }

    return new Proxy(this, {
      get: (target, key) => key === 'dispatch' ? dispatch : target[key]
    })
  }
}

module.exports = Dispatcher


/***/ }),

/***/ 64660:
/***/ ((module) => {



// Extracted from node/lib/internal/fixed_queue.js

// Currently optimal queue size, tested on V8 6.0 - 6.6. Must be power of two.
const kSize = 2048
const kMask = kSize - 1

// The FixedQueue is implemented as a singly-linked list of fixed-size
// circular buffers. It looks something like this:
//
//  head                                                       tail
//    |                                                          |
//    v                                                          v
// +-----------+ <-----\       +-----------+ <------\         +-----------+
// |  [null]   |        \----- |   next    |         \------- |   next    |
// +-----------+               +-----------+                  +-----------+
// |   item    | <-- bottom    |   item    | <-- bottom       | undefined |
// |   item    |               |   item    |                  | undefined |
// |   item    |               |   item    |                  | undefined |
// |   item    |               |   item    |                  | undefined |
// |   item    |               |   item    |       bottom --> |   item    |
// |   item    |               |   item    |                  |   item    |
// |    ...    |               |    ...    |                  |    ...    |
// |   item    |               |   item    |                  |   item    |
// |   item    |               |   item    |                  |   item    |
// | undefined | <-- top       |   item    |                  |   item    |
// | undefined |               |   item    |                  |   item    |
// | undefined |               | undefined | <-- top  top --> | undefined |
// +-----------+               +-----------+                  +-----------+
//
// Or, if there is only one circular buffer, it looks something
// like either of these:
//
//  head   tail                                 head   tail
//    |     |                                     |     |
//    v     v                                     v     v
// +-----------+                               +-----------+
// |  [null]   |                               |  [null]   |
// +-----------+                               +-----------+
// | undefined |                               |   item    |
// | undefined |                               |   item    |
// |   item    | <-- bottom            top --> | undefined |
// |   item    |                               | undefined |
// | undefined | <-- top            bottom --> |   item    |
// | undefined |                               |   item    |
// +-----------+                               +-----------+
//
// Adding a value means moving `top` forward by one, removing means
// moving `bottom` forward by one. After reaching the end, the queue
// wraps around.
//
// When `top === bottom` the current queue is empty and when
// `top + 1 === bottom` it's full. This wastes a single space of storage
// but allows much quicker checks.

/**
 * @type {FixedCircularBuffer}
 * @template T
 */
class FixedCircularBuffer {
  /** @type {number} */
  bottom = 0
  /** @type {number} */
  top = 0
  /** @type {Array<T|undefined>} */
  list = new Array(kSize).fill(undefined)
  /** @type {T|null} */
  next = null

  /** @returns {boolean} */
  isEmpty () {
    return this.top === this.bottom
  }

  /** @returns {boolean} */
  isFull () {
    return ((this.top + 1) & kMask) === this.bottom
  }

  /**
   * @param {T} data
   * @returns {void}
   */
  push (data) {
    this.list[this.top] = data
    this.top = (this.top + 1) & kMask
  }

  /** @returns {T|null} */
  shift () {
    const nextItem = this.list[this.bottom]
    if (nextItem === undefined) { return null }
    this.list[this.bottom] = undefined
    this.bottom = (this.bottom + 1) & kMask
    return nextItem
  }
}

/**
 * @template T
 */
module.exports = class FixedQueue {
  constructor () {
    /** @type {FixedCircularBuffer<T>} */
    this.head = this.tail = new FixedCircularBuffer()
  }

  /** @returns {boolean} */
  isEmpty () {
    return this.head.isEmpty()
  }

  /** @param {T} data */
  push (data) {
    if (this.head.isFull()) {
      // Head is full: Creates a new queue, sets the old queue's `.next` to it,
      // and sets it as the new main queue.
      this.head = this.head.next = new FixedCircularBuffer()
    }
    this.head.push(data)
  }

  /** @returns {T|null} */
  shift () {
    const tail = this.tail
    const next = tail.shift()
    if (tail.isEmpty() && tail.next !== null) {
      // If there is another queue, it forms the new tail.
      this.tail = tail.next
      tail.next = null
    }
    return next
  }
}


/***/ }),

/***/ 81969:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const assert = __nccwpck_require__(34589)
const util = __nccwpck_require__(3440)
const timers = __nccwpck_require__(96603)
const {
  HeadersTimeoutError,
  HeadersOverflowError,
  SocketError,
  InformationalError,
  BodyTimeoutError,
  HTTPParserError,
  ResponseContentLengthMismatchError,
  ResponseExceededMaxSizeError
} = __nccwpck_require__(68707)
const {
  kUrl,
  kReset,
  kClient,
  kParser,
  kBlocking,
  kRunning,
  kWriting,
  kQueue,
  kKeepAliveDefaultTimeout,
  kRunningIdx,
  kError,
  kPipelining,
  kSocket,
  kKeepAliveTimeoutValue,
  kKeepAliveMaxTimeout,
  kKeepAliveTimeoutThreshold,
  kBodyTimeout,
  kMaxResponseSize,
  kResume,
  kHTTPContext,
  kMaxHeadersSize
} = __nccwpck_require__(36443)

const FastBuffer = Buffer[Symbol.species]
const removeAllListeners = util.removeAllListeners

const kPausedByHandler = Symbol('kPausedByHandler')

const BUFFER_PAGE_SIZE = 4096
const INITIAL_BUFFER_SIZE = 128 * 1024
const EMPTY_BUF = Buffer.alloc(0)
const BODY_KIND_CONTENT_LENGTH = 0
const EVENT_RANGE_SIZE = 9
const EVENT_HEADERS_SIZE = 19

let miloPackage

// We disable wasm SIMD on ppc64 as it seems to be broken on Power 9 architectures.
// We disable wasm SIMD on riscv64 as it seems to be broken on there as well.
let useWasmSIMD = (process.arch !== 'riscv64' && process.arch !== 'ppc64')
// The Env Variable UNDICI_NO_WASM_SIMD allows explicitly overriding the default behavior.
if (process.env.UNDICI_NO_WASM_SIMD === '1') {
  useWasmSIMD = false
} else if (process.env.UNDICI_NO_WASM_SIMD === '0') {
  useWasmSIMD = true
}

const USE_NATIVE_TIMER = 0
const USE_FAST_TIMER = 1
const TIMEOUT_HEADERS = 2 | USE_FAST_TIMER
const TIMEOUT_BODY = 4 | USE_FAST_TIMER
const TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER

let miloEnabled =
  process.env.UNDICI_USE_MILO === '1' || process.env.UNDICI_USE_MILO === 'true'
let miloInstance = null
let currentBuffer = null
let currentBufferSize = 0
let currentBufferPtr = null
let currentBufferRef = null

function onParserTimeout (parserWeakRef) {
  const parser = parserWeakRef.deref ? parserWeakRef.deref() : parserWeakRef
  if (!parser) {
    return
  }

  const { socket, timeoutType, client, paused } = parser

  if (timeoutType === TIMEOUT_HEADERS) {
    if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
      assert(!paused, 'cannot be paused while waiting for headers')
      util.destroy(socket, new HeadersTimeoutError())
    }
  } else if (timeoutType === TIMEOUT_BODY) {
    if (!paused) {
      util.destroy(socket, new BodyTimeoutError())
    }
  } else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
    assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue])
    util.destroy(socket, new InformationalError('socket idle timeout'))
  }
}

function getMilo () {
  if (miloInstance) {
    return miloInstance
  }

  // Milo modules compile WASM on load; defer loading until the parser is needed.
  if (useWasmSIMD) {
    try {
      miloPackage = __nccwpck_require__(79545)
    } catch {}
  }

  miloPackage = miloPackage || __nccwpck_require__(25997)
  miloInstance = miloPackage.setup()
  return miloInstance
}

class H1Parser {
  constructor (client, socket) {
    this.milo = getMilo()

    this.client = client
    this.socket = socket
    this.parser = this.milo.create()
    this.events = new FastBuffer(
      this.milo.memory.buffer,
      this.parser + this.milo.ParserFields.EVENTS,
      4
    ).readUInt32LE(0)

    this.milo.setShouldAutodetect(this.parser, false)
    this.milo.setIsRequest(this.parser, false)
    this.milo.setShouldManageUnconsumed(this.parser, false)
    this.milo.setShouldSuspendAfterHeaders(this.parser, true)
    this.milo.setMaxHeaderLength(this.parser, client[kMaxHeadersSize])
    this.milo.setActiveEvents(
      this.parser,
      this.milo.EVENT_ACTIVE_ON_ERROR |
        this.milo.EVENT_ACTIVE_ON_MESSAGE_COMPLETE |
        this.milo.EVENT_ACTIVE_ON_REASON |
        this.milo.EVENT_ACTIVE_ON_HEADER_NAME |
        this.milo.EVENT_ACTIVE_ON_HEADER_VALUE |
        this.milo.EVENT_ACTIVE_ON_HEADERS |
        this.milo.EVENT_ACTIVE_ON_DATA |
        this.milo.EVENT_ACTIVE_ON_TRAILER_NAME |
        this.milo.EVENT_ACTIVE_ON_TRAILER_VALUE
    )

    this.timeout = null
    this.timeoutWeakRef = new WeakRef(this)
    this.timeoutValue = null
    this.timeoutType = null
    this.statusCode = 0
    this.statusText = ''
    this.upgrade = false
    this.responseStarted = false
    this.pausedByParser = false
    this.pauseStateIsStart = false
    this.headers = []
    this.trailers = []
    this.headersSize = 0
    this.trailersSize = 0
    this.headersMaxSize = client[kMaxHeadersSize]
    this.shouldKeepAlive = false
    this.paused = false
    this.errored = false
    this.waitingForMoreData = 0
    this.resume = this.resume.bind(this)
    this.bytesRead = 0
    this.keepAlive = ''
    this.connection = ''
    this.contentLength = -1
    this.maxResponseSize = client[kMaxResponseSize]
    this.directBodyRemaining = 0
    this.directBodyCompletePending = false
    this.headersSuspended = false
    this.skipBody = false

    this[kPausedByHandler] = false

    if (
      INITIAL_BUFFER_SIZE > currentBufferSize ||
      currentBuffer.buffer !== this.milo.memory.buffer
    ) {
      this.ensureBuffers(INITIAL_BUFFER_SIZE)
    } else {
      this.updateBuffers()
    }
  }

  setTimeout (delay, type) {
    if (
      delay !== this.timeoutValue ||
      (type & USE_FAST_TIMER) ^ (this.timeoutType & USE_FAST_TIMER)
    ) {
      if (this.timeout) {
        timers.clearTimeout(this.timeout)
        this.timeout = null
      }

      if (delay) {
        if (type & USE_FAST_TIMER) {
          this.timeout = timers.setFastTimeout(
            onParserTimeout,
            delay,
            this.timeoutWeakRef
          )
        } else {
          this.timeout = setTimeout(
            onParserTimeout,
            delay,
            this.timeoutWeakRef
          )
          this.timeout?.unref()
        }
      }

      this.timeoutValue = delay
    } else if (this.timeout?.refresh) {
      this.timeout.refresh()
    }

    this.timeoutType = type
  }

  ensureBuffers (size) {
    const { milo } = this

    if (currentBufferPtr != null) {
      milo.dealloc(currentBufferPtr, currentBufferSize)
    }

    // Reallocate buffers
    currentBufferSize = Math.ceil(size / BUFFER_PAGE_SIZE) * BUFFER_PAGE_SIZE
    currentBufferPtr = milo.alloc(currentBufferSize)
    currentBuffer = new FastBuffer(
      milo.memory.buffer,
      currentBufferPtr,
      currentBufferSize
    )

    this.updateBuffers()
  }

  updateBuffers () {
    this.parserFields = new FastBuffer(this.milo.memory.buffer, this.parser)
    this.parserEvents = new FastBuffer(
      this.milo.memory.buffer,
      this.events,
      64 * 1024
    )
  }

  resume () {
    if (this.socket.destroyed || !this.paused) {
      return
    }

    this.milo.resume(this.parser)

    assert(this.timeoutType === TIMEOUT_BODY)
    if (this.timeout?.refresh) {
      this.timeout.refresh()
    }

    this.paused = false
    if (this.directBodyCompletePending) {
      try {
        this.completeDirectBody()
      } catch (err) {
        util.destroy(this.socket, err)
        return
      }

      if (this.paused) {
        return
      }
    }

    this.readMore()
  }

  readMore () {
    if (this.paused || !this.parser) {
      return
    }

    while (!this.paused && this.parser) {
      if (
        this.waitingForMoreData &&
        this.socket.readableLength <= this.waitingForMoreData
      ) {
        break
      }

      this.waitingForMoreData = 0

      const chunk = this.socket.read()
      if (chunk === null) {
        break
      }

      if (this.execute(chunk) === false) {
        break
      }
    }
  }

  execute (data) {
    const available = data.length
    assert(!this.paused)

    const { socket, milo } = this

    try {
      if (this.directBodyRemaining > 0) {
        return this.consumeDirectBody(data)
      }

      if (currentBuffer.buffer !== milo.memory.buffer) {
        currentBuffer = new FastBuffer(
          milo.memory.buffer,
          currentBufferPtr,
          currentBufferSize
        )
        this.updateBuffers()
      } else if (this.parserEvents.buffer !== milo.memory.buffer) {
        this.updateBuffers()
      }

      let offset = 0
      let parseLen = available
      const headersEnd = this.statusCode === 0 ? data.indexOf('\r\n\r\n') : -1

      if (headersEnd !== -1) {
        parseLen = headersEnd + 4
      }

      for (;;) {
        if (parseLen > currentBufferSize) {
          this.ensureBuffers(parseLen)
        }

        const parseData = data.subarray(offset, offset + parseLen)
        currentBuffer.set(parseData)
        currentBufferRef = parseData

        const consumed = milo.parse(this.parser, currentBufferPtr, parseLen)
        this.drainEvents()

        const consumedTotal = offset + consumed

        if (
          this.errored ||
          (consumed === 0 &&
            this.parserFields[milo.ParserFields.ERROR_CODE] !== milo.ERROR_NONE)
        ) {
          throw this.createError(data.subarray(consumedTotal))
        } else if (this.upgrade) {
          this.onUpgrade(data.subarray(consumedTotal))
          return false
        } else if (this.directBodyCompletePending) {
          this.completeDirectBody()

          if (this.paused) {
            return false
          }
        } else if (this.pausedByParser) {
          this.pausedByParser = false
          this.headersSuspended = false
          if (this[kPausedByHandler] && this.pauseStateIsStart) {
            this.pauseStateIsStart = false
            milo.resume(this.parser)
            this[kPausedByHandler] = false
            return false
          }

          this.pauseStateIsStart = false
          this.paused = true
          socket.unshift(data.subarray(consumedTotal))
          return false
        }

        if (this.directBodyRemaining > 0) {
          return this.consumeDirectBody(data.subarray(consumedTotal))
        }

        if (consumed < parseLen) {
          const remaining = data.subarray(consumedTotal)
          socket.unshift(remaining)
          this.waitingForMoreData = consumed === 0 ? remaining.length : 0
          return false
        }

        offset = consumedTotal

        if (offset >= available) {
          if (this.headersSuspended) {
            this.headersSuspended = false
            parseLen = 0
            continue
          }

          return true
        }

        this.headersSuspended = false
        parseLen = available - offset
      }
    } catch (err) {
      util.destroy(socket, err)
      return false
    } finally {
      currentBufferRef = null
    }
  }

  consumeDirectBody (data) {
    const { socket, client, maxResponseSize } = this
    const available = data.length
    const len = Math.min(available, this.directBodyRemaining)

    if (this.timeout?.refresh) {
      this.timeout.refresh()
    }

    if (len > 0) {
      const request = client[kQueue][client[kRunningIdx]]
      assert(request)
      assert(this.timeoutType === TIMEOUT_BODY)
      assert(this.statusCode >= 200)

      if (maxResponseSize > -1 && this.bytesRead + len > maxResponseSize) {
        throw new ResponseExceededMaxSizeError()
      }

      this.bytesRead += len
      this.directBodyRemaining -= len

      if (request.onResponseData(data.subarray(0, len)) === false) {
        this.directBodyCompletePending = this.directBodyRemaining === 0
        this.pauseParser()
        this[kPausedByHandler] = true
        this.pausedByParser = false
        this.paused = true

        if (len < available) {
          socket.unshift(data.subarray(len))
        }

        return false
      }
    }

    if (this.directBodyRemaining === 0) {
      this.completeDirectBody()

      const remaining = data.subarray(len)
      if (
        this.errored ||
        this.parserFields[this.milo.ParserFields.ERROR_CODE] !==
          this.milo.ERROR_NONE
      ) {
        throw this.createError(remaining)
      } else if (this.pausedByParser) {
        this.pausedByParser = false
        this.pauseStateIsStart = false
        this.paused = true
        if (remaining.length > 0) {
          socket.unshift(remaining)
        }
        return false
      }

      if (remaining.length > 0) {
        socket.unshift(remaining)
        return false
      }
    }

    return true
  }

  completeDirectBody () {
    const { milo } = this

    if (currentBuffer.buffer !== milo.memory.buffer) {
      currentBuffer = new FastBuffer(
        milo.memory.buffer,
        currentBufferPtr,
        currentBufferSize
      )
      this.updateBuffers()
    } else if (this.parserEvents.buffer !== milo.memory.buffer) {
      this.updateBuffers()
    }

    this.directBodyCompletePending = false
    currentBufferRef = EMPTY_BUF

    milo.complete(this.parser)
    this.drainEvents()
  }

  setShouldSkipBody (value) {
    if (this.skipBody !== value) {
      this.skipBody = value
      this.milo.setShouldSkipBody(this.parser, value)
    }
  }

  finish () {
    if (!this.parser) {
      return null
    }

    if (this.directBodyRemaining > 0) {
      return new ResponseContentLengthMismatchError()
    }

    if (this.parserEvents.buffer !== this.milo.memory.buffer) {
      this.updateBuffers()
    }

    this.milo.finish(this.parser)
    this.drainEvents()

    if (!this.errored) {
      return null
    }

    return this.createError(EMPTY_BUF)
  }

  createError (data) {
    const { contentLength, bytesRead } = this

    if (contentLength !== -1 && bytesRead !== contentLength) {
      return new ResponseContentLengthMismatchError()
    }

    const errorCode = this.parserFields[this.milo.ParserFields.ERROR_CODE]
    const errorName = this.milo.Errors[errorCode]
    const errorDescription =
      errorName === 'UNEXPECTED_EOF'
        ? 'Invalid EOF state'
        : this.milo.getErrorDescription(this.parser)
    const reason =
      errorName === 'UNEXPECTED_EOF'
        ? errorDescription
        : errorDescription
          ? `[ERROR_${errorName}] ${errorDescription}`
          : `ERROR_${errorName}`
    return new HTTPParserError(
      `Response does not match the HTTP/1.1 protocol (${reason})`,
      errorName,
      data
    )
  }

  destroy () {
    if (this.parser) {
      this.milo.destroy(this.parser)
      this.parser = null
    }

    this.timeout && timers.clearTimeout(this.timeout)
    this.timeout = null
    this.timeoutValue = null
    this.timeoutType = null
    this.paused = false
    this.responseStarted = false
    this.pausedByParser = false
    this.pauseStateIsStart = false
    this.connection = ''
    this.skipBody = false
  }

  pauseParser (stateIsStart = false) {
    this.milo.pause(this.parser)
    this.pausedByParser = true
    this.pauseStateIsStart = stateIsStart
  }

  drainEvents () {
    const { socket, client, milo } = this
    let cursor = 0

    const firstEvent = this.parserEvents[0]
    if (
      firstEvent !== milo.EVENT_END &&
      firstEvent !== milo.EVENT_ERROR &&
      !this.responseStarted
    ) {
      this.responseStarted = true

      if (socket.destroyed) {
        return this.fail(this.milo.ERROR_CALLBACK_ERROR, 'Other side closed')
      }

      const request = client[kQueue][client[kRunningIdx]]
      if (!request) {
        return this.fail(this.milo.ERROR_CALLBACK_ERROR, 'Missing request')
      }

      request.onResponseStarted()
    }

    for (;;) {
      const event = this.parserEvents[cursor]
      let eventLen = EVENT_RANGE_SIZE
      switch (event) {
        case milo.EVENT_END:
          return
        case milo.EVENT_ERROR:
          this.errored = true
          return
        case milo.EVENT_MESSAGE_COMPLETE: {
          const {
            client,
            socket,
            statusCode,
            upgrade,
            trailers,
            contentLength,
            bytesRead,
            shouldKeepAlive
          } = this

          this.responseStarted = false

          if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
          }

          if (upgrade) {
            this.pauseParser()
            return
          }

          assert(statusCode >= 100)

          const request = client[kQueue][client[kRunningIdx]]
          assert(request)

          this.statusCode = 0
          this.statusText = ''
          this.bytesRead = 0
          this.contentLength = -1
          this.directBodyRemaining = 0
          this.directBodyCompletePending = false
          this.headersSuspended = false
          this.skipBody = false
          this.keepAlive = ''
          this.connection = ''
          this.trailers = []
          this.trailersSize = 0

          if (statusCode < 200) {
            break
          }

          if (
            request.method !== 'HEAD' &&
            contentLength !== -1 &&
            bytesRead !== contentLength
          ) {
            util.destroy(socket, new ResponseContentLengthMismatchError())
            this.pauseParser()
            break
          }

          request.onResponseEnd(trailers)

          client[kQueue][client[kRunningIdx]++] = null

          if (socket[kWriting]) {
            assert(client[kRunning] === 0)
            util.destroy(socket, new InformationalError('reset'))
            this.pauseParser(true)
          } else if (!shouldKeepAlive) {
            util.destroy(socket, new InformationalError('reset'))
            this.pauseParser(true)
          } else if (socket[kReset] && client[kRunning] === 0) {
            util.destroy(socket, new InformationalError('reset'))
            this.pauseParser(true)
          } else if (client[kPipelining] == null || client[kPipelining] === 1) {
            setImmediate(client[kResume])
          } else {
            client[kResume]()
          }

          break
        }
        case milo.EVENT_REASON: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          this.statusText = new FastBuffer(
            currentBufferRef.buffer,
            currentBufferRef.byteOffset + at,
            len
          ).toString()
          break
        }
        case milo.EVENT_HEADER_NAME: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          const data =
            len > 0
              ? new FastBuffer(
                currentBufferRef.buffer,
                currentBufferRef.byteOffset + at,
                len
              )
              : EMPTY_BUF

          this.headers.push(data)
          this.headersSize += len
          if (this.headersSize >= this.headersMaxSize) {
            util.destroy(this.socket, new HeadersOverflowError())
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
          }

          break
        }
        case milo.EVENT_HEADER_VALUE: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          const data =
            len > 0
              ? new FastBuffer(
                currentBufferRef.buffer,
                currentBufferRef.byteOffset + at,
                len
              )
              : EMPTY_BUF
          const key = this.headers[this.headers.length - 1]

          this.headers.push(data)

          if (key.length === 10) {
            const headerName = util.bufferToLowerCasedHeaderName(key)
            if (headerName === 'keep-alive') {
              this.keepAlive += (this.keepAlive.length === 0 ? '' : ',') + data.toString()
            } else if (headerName === 'connection') {
              this.connection += (this.connection.length === 0 ? '' : ',') + data.toString()
            }
          }

          this.headersSize += len
          if (this.headersSize >= this.headersMaxSize) {
            util.destroy(this.socket, new HeadersOverflowError())
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
          }

          break
        }
        case milo.EVENT_HEADERS: {
          eventLen = EVENT_HEADERS_SIZE

          const statusCode = this.parserEvents.readUInt16LE(cursor + 5)
          const shouldKeepAlive = this.parserEvents[cursor + 7] !== 0
          const shouldUpgrade = this.parserEvents[cursor + 8] !== 0
          const hasTrailers = this.parserEvents[cursor + 9] !== 0
          const bodyKind = this.parserEvents[cursor + 10]
          const contentLength =
            this.parserEvents.readUInt32LE(cursor + 11) +
            this.parserEvents.readUInt32LE(cursor + 15) * 0x100000000

          const { socket, client, headers, statusText } = this

          if (socket.destroyed) {
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
          }

          const request = client[kQueue][client[kRunningIdx]]
          if (!request) {
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Missing request')
          }

          assert(!this.upgrade)
          assert(this.statusCode < 200)

          if (statusCode === 100) {
            util.destroy(
              socket,
              new SocketError('bad response', util.getSocketInfo(socket))
            )
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Bad response')
          }

          if (shouldUpgrade && !request.upgrade) {
            util.destroy(
              socket,
              new SocketError('bad upgrade', util.getSocketInfo(socket))
            )
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Bad upgrade')
          }

          assert(this.timeoutType === TIMEOUT_HEADERS)

          this.statusCode = statusCode
          this.shouldKeepAlive =
            shouldKeepAlive ||
            (request.method === 'HEAD' &&
              !socket[kReset] &&
              /(?:^|,)[\t ]*keep-alive[\t ]*(?:,|$)/i.test(this.connection) &&
              !/(?:^|,)[\t ]*close[\t ]*(?:,|$)/i.test(this.connection))
          this.contentLength =
            bodyKind === BODY_KIND_CONTENT_LENGTH ? contentLength : -1

          if (this.statusCode >= 200) {
            const bodyTimeout =
              request.bodyTimeout != null
                ? request.bodyTimeout
                : client[kBodyTimeout]
            this.setTimeout(bodyTimeout, TIMEOUT_BODY)
          } else if (this.timeout?.refresh) {
            this.timeout.refresh()
          }

          if (request.method === 'CONNECT') {
            assert(client[kRunning] === 1)
            milo.setIsConnect(this.parser, true)
            this.upgrade = true
            return
          }

          if (shouldUpgrade) {
            assert(client[kRunning] === 1)
            this.upgrade = true
            this.pauseParser()
            return
          }

          this.headers = []
          this.headersSize = 0

          if (this.shouldKeepAlive && client[kPipelining]) {
            const keepAliveTimeout = this.keepAlive
              ? util.parseKeepAliveTimeout(this.keepAlive)
              : null

            if (keepAliveTimeout != null) {
              const timeout = Math.min(
                keepAliveTimeout - client[kKeepAliveTimeoutThreshold],
                client[kKeepAliveMaxTimeout]
              )
              if (timeout <= 0) {
                socket[kReset] = true
              } else {
                client[kKeepAliveTimeoutValue] = timeout
              }
            } else {
              client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout]
            }
          } else {
            socket[kReset] = true
          }

          const pause =
            request.onResponseStart(
              statusCode,
              headers,
              this.resume,
              statusText
            ) === false

          if (request.aborted) {
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Request aborted')
          }

          if (request.method === 'HEAD' || statusCode < 200) {
            this.setShouldSkipBody(true)
          }

          this.headersSuspended = true
          if (
            !pause &&
            request.method !== 'HEAD' &&
            statusCode >= 200 &&
            statusCode !== 204 &&
            statusCode !== 205 &&
            statusCode !== 304 &&
            bodyKind === BODY_KIND_CONTENT_LENGTH &&
            contentLength > 0 &&
            !hasTrailers
          ) {
            this.directBodyRemaining = contentLength
          }

          if (socket[kBlocking]) {
            socket[kBlocking] = false
            client[kResume]()
          }

          if (pause) {
            this.pauseParser()
            this[kPausedByHandler] = true
          } else if (
            request.method === 'HEAD' ||
            statusCode < 200 ||
            statusCode === 204 ||
            statusCode === 205 ||
            statusCode === 304 ||
            (bodyKind === BODY_KIND_CONTENT_LENGTH && contentLength === 0)
          ) {
            this.directBodyCompletePending = true
          }

          break
        }
        case milo.EVENT_DATA: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          const { client, socket, statusCode, maxResponseSize } = this

          if (socket.destroyed) {
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Other side closed')
          }

          const request = client[kQueue][client[kRunningIdx]]
          assert(request)
          assert(this.timeoutType === TIMEOUT_BODY)

          if (this.timeout?.refresh) {
            this.timeout.refresh()
          }

          assert(statusCode >= 200)

          if (maxResponseSize > -1 && this.bytesRead + len > maxResponseSize) {
            util.destroy(socket, new ResponseExceededMaxSizeError())
            return this.fail(
              milo.ERROR_CALLBACK_ERROR,
              'Response size exceeded'
            )
          }

          this.bytesRead += len

          const buffer = currentBufferRef
          if (
            request.onResponseData(
              new FastBuffer(buffer.buffer, buffer.byteOffset + at, len)
            ) === false
          ) {
            this.pauseParser()
            this[kPausedByHandler] = true
          }

          break
        }
        case milo.EVENT_TRAILER_NAME: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          const data =
            len > 0
              ? new FastBuffer(
                currentBufferRef.buffer,
                currentBufferRef.byteOffset + at,
                len
              )
              : EMPTY_BUF

          this.trailers.push(data)

          this.trailersSize += len
          if (this.trailersSize >= this.headersMaxSize) {
            util.destroy(this.socket, new HeadersOverflowError())
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
          }

          break
        }
        case milo.EVENT_TRAILER_VALUE: {
          const at = this.parserEvents.readUInt32LE(cursor + 1)
          const len = this.parserEvents.readUInt32LE(cursor + 5)
          const data =
            len > 0
              ? new FastBuffer(
                currentBufferRef.buffer,
                currentBufferRef.byteOffset + at,
                len
              )
              : EMPTY_BUF

          this.trailers.push(data)

          this.trailersSize += len
          if (this.trailersSize >= this.headersMaxSize) {
            util.destroy(this.socket, new HeadersOverflowError())
            return this.fail(milo.ERROR_CALLBACK_ERROR, 'Headers overflow')
          }

          break
        }
        default:
          return
      }

      cursor += eventLen
    }
  }

  fail (code, message) {
    this.milo.fail(this.parser, code, message)
    this.errored = true
  }

  onUpgrade (head) {
    const { upgrade, client, socket, headers, statusCode } = this

    assert(upgrade)
    assert(client[kSocket] === socket)
    assert(!socket.destroyed)
    assert(!this.paused)

    const request = client[kQueue][client[kRunningIdx]]
    assert(request)
    assert(request.upgrade || request.method === 'CONNECT')

    this.statusCode = 0
    this.statusText = ''
    this.shouldKeepAlive = false
    this.headers = []
    this.headersSize = 0

    socket.unshift(head)
    socket[kParser].destroy()
    socket[kParser] = null
    socket[kClient] = null
    socket[kError] = null

    removeAllListeners(socket)

    client[kSocket] = null
    client[kHTTPContext] = null
    client[kQueue][client[kRunningIdx]++] = null
    client.emit(
      'disconnect',
      client[kUrl],
      [client],
      new InformationalError('upgrade')
    )

    try {
      request.onRequestUpgrade(statusCode, headers, socket)
    } catch (err) {
      util.destroy(socket, err)
    }

    client[kResume]()
  }
}

function setMiloEnabled (value) {
  miloEnabled = value
}

function getMiloEnabled () {
  return miloEnabled
}

module.exports = { H1Parser, getMiloEnabled, setMiloEnabled }


/***/ }),

/***/ 42128:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { AsyncResource } = __nccwpck_require__(16698)
const { PoolStats } = __nccwpck_require__(46854)
const DispatcherBase = __nccwpck_require__(21841)
const FixedQueue = __nccwpck_require__(64660)
const { kConnected, kSize, kRunning, kPending, kQueued, kBusy, kFree, kUrl, kClose, kDestroy, kDispatch, kQueuedAbort } = __nccwpck_require__(36443)
const { createAbortedController } = __nccwpck_require__(44655)

const kClients = Symbol('clients')
const kNeedDrain = Symbol('needDrain')
const kQueue = Symbol('queue')
const kClosedResolve = Symbol('closed resolve')
const kOnDrain = Symbol('onDrain')
const kOnConnect = Symbol('onConnect')
const kOnDisconnect = Symbol('onDisconnect')
const kOnConnectionError = Symbol('onConnectionError')
const kOnClientBusy = Symbol('on client busy')
const kOnClientDrain = Symbol('on client drain')
const kDrainQueue = Symbol('drain queue')
const kGetDispatcher = Symbol('get dispatcher')
const kHasDispatcher = Symbol('has dispatcher')
const kAddClient = Symbol('add client')
const kRemoveClient = Symbol('remove client')
const kRetireClient = Symbol('retire client')
const kRetiring = Symbol('retiring clients')
const kShiftQueue = Symbol('shift queue')
const kAbortQueued = Symbol('abort queued')

// Closes every live client, including clients that have been
// taken out of rotation but are still finishing their own
// requests.
// Requests that wait in the Pool queue are dispatched later from whichever
// callback drains the queue (another request's connect, drain, ...). Capture
// the caller's async context so Client#dispatch, and the diagnostics channel
// events it publishes, still run in it.
class QueuedRequest extends AsyncResource {
  constructor (opts, handler) {
    super('UNDICI_POOL_QUEUED_REQUEST')
    this.opts = opts
    this.handler = handler
    // Cleared once the request leaves the queue, so a late abort is ignored.
    this.queued = true
  }

  dispatch (dispatcher) {
    return this.runInAsyncScope(dispatcher.dispatch, dispatcher, this.opts, this.handler)
  }
}

function closeClients (pool) {
  const closeAll = []
  for (let i = 0; i < pool[kClients].length; i++) {
    const client = pool[kClients][i]
    if (!client.destroyed) {
      closeAll.push(client.close())
    }
  }
  for (const closed of pool[kRetiring].values()) {
    closeAll.push(closed)
  }
  return Promise.all(closeAll)
}

class PoolBase extends DispatcherBase {
  [kQueue] = new FixedQueue();

  [kQueued] = 0;

  [kClients] = [];

  // Clients removed from kClients that have not finished closing,
  // mapped to a promise that settles once they have.
  [kRetiring] = new Map();

  [kNeedDrain] = false;

  [kOnDrain] (client, origin, targets) {
    if (client.closed || client.destroyed) {
      return
    }

    let needDrain = false

    this[kOnClientDrain](client)

    while (!needDrain) {
      const item = this[kShiftQueue]()
      if (!item) {
        break
      }
      needDrain = !item.dispatch(client)
    }

    client[kNeedDrain] = needDrain
    if (needDrain) {
      this[kOnClientBusy](client)

      // This client is full but requests are still queued, e.g. an h2
      // client that has just released everything queued while ALPN was
      // negotiated and hit maxConcurrentStreams. Hand the rest to other
      // clients, creating new ones up to the connection limit, instead of
      // leaving them for this client to drain one batch at a time.
      if (this[kQueued] > 0) {
        return this[kDrainQueue](origin, targets)
      }
    }

    if (!needDrain && this[kNeedDrain]) {
      this[kNeedDrain] = false
      this.emit('drain', origin, [this, ...targets])
    }

    if (this[kClosedResolve] && this[kQueued] === 0) {
      return closeClients(this).then(this[kClosedResolve])
    }
  }

  [kOnClientBusy] () {}

  [kOnClientDrain] () {}

  [kDrainQueue] (origin, targets) {
    let hasDispatcher = true

    while (this[kQueued] > 0) {
      let dispatcher
      try {
        dispatcher = this[kGetDispatcher]()
      } catch (err) {
        // Selection failed before a dispatcher took ownership of this item.
        const item = this[kShiftQueue]()
        item.runInAsyncScope(item.handler.onResponseError, item.handler, null, err)
        // The error handler may synchronously dispatch and consume capacity.
        hasDispatcher = !this.destroyed && this[kHasDispatcher](false)
        continue
      }
      if (!dispatcher) {
        hasDispatcher = false
        break
      }

      const item = this[kShiftQueue]()

      if (!item.dispatch(dispatcher)) {
        dispatcher[kNeedDrain] = true
        this[kOnClientBusy](dispatcher)
        hasDispatcher = this[kHasDispatcher](false)
        if (!hasDispatcher) {
          break
        }
      }
    }

    if (hasDispatcher && this[kNeedDrain]) {
      this[kNeedDrain] = false
      this.emit('drain', origin, [this, ...targets])
    }

    if (this[kClosedResolve] && this[kQueued] === 0) {
      return closeClients(this).then(this[kClosedResolve])
    }
  }

  // Aborted requests stay in the queue as tombstones (queued === false) and
  // are skipped here; kQueued only counts the live ones.
  [kShiftQueue] () {
    const queue = this[kQueue]
    let item = queue.shift()
    while (item !== null && item.queued === false) {
      item = queue.shift()
    }

    if (item !== null) {
      this[kQueued]--
      item.queued = false
    }

    return item
  }

  // Called through the handler's kQueuedAbort hook when a queued request is
  // aborted.
  [kAbortQueued] (item, reason) {
    if (!item.queued) {
      return
    }

    const { handler } = item
    item.queued = false
    item.opts = null
    item.handler = null
    this[kQueued]--

    item.runInAsyncScope(handler.onResponseError, handler, createAbortedController(reason), reason)

    if (this[kClosedResolve] && this[kQueued] === 0) {
      closeClients(this).then(this[kClosedResolve])
    }
  }

  [kOnConnect] = (origin, targets) => {
    this.emit('connect', origin, [this, ...targets])
  };

  [kOnDisconnect] = (origin, targets, err) => {
    this.emit('disconnect', origin, [this, ...targets], err)
  };

  [kOnConnectionError] = (origin, targets, err) => {
    this.emit('connectionError', origin, [this, ...targets], err)
  }

  get [kBusy] () {
    return this[kNeedDrain]
  }

  get [kConnected] () {
    let ret = 0
    for (const { [kConnected]: connected } of this[kClients]) {
      ret += connected
    }
    return ret
  }

  get [kFree] () {
    let ret = 0
    for (const { [kConnected]: connected, [kNeedDrain]: needDrain } of this[kClients]) {
      ret += connected && !needDrain
    }
    return ret
  }

  get [kPending] () {
    let ret = this[kQueued]
    for (const { [kPending]: pending } of this[kClients]) {
      ret += pending
    }
    return ret
  }

  get [kRunning] () {
    let ret = 0
    for (const { [kRunning]: running } of this[kClients]) {
      ret += running
    }
    return ret
  }

  get [kSize] () {
    let ret = this[kQueued]
    for (const { [kSize]: size } of this[kClients]) {
      ret += size
    }
    return ret
  }

  get stats () {
    return new PoolStats(this)
  }

  [kClose] () {
    if (this[kQueued] === 0) {
      return closeClients(this)
    } else {
      return new Promise((resolve) => {
        this[kClosedResolve] = resolve
      })
    }
  }

  [kDestroy] (err) {
    while (true) {
      const item = this[kShiftQueue]()
      if (!item) {
        break
      }
      item.handler.onResponseError(null, err)
    }

    const destroyAll = new Array(this[kClients].length)
    for (let i = 0; i < this[kClients].length; i++) {
      destroyAll[i] = this[kClients][i].destroy(err)
    }
    for (const client of this[kRetiring].keys()) {
      destroyAll.push(client.destroy(err))
    }
    return Promise.all(destroyAll)
  }

  [kDispatch] (opts, handler) {
    const dispatcher = this[kGetDispatcher]()

    if (!dispatcher) {
      const item = new QueuedRequest(opts, handler)
      this[kNeedDrain] = true
      this[kQueue].push(item)
      this[kQueued]++

      const onQueued = opts[kQueuedAbort]
      if (onQueued !== undefined) {
        // Give the handler a way to remove the request from the queue as soon
        // as it is aborted.
        onQueued((reason) => this[kAbortQueued](item, reason))
      }
    } else if (!dispatcher.dispatch(opts, handler)) {
      dispatcher[kNeedDrain] = true
      this[kOnClientBusy](dispatcher)
      this[kNeedDrain] = !this[kHasDispatcher]()
    }

    return !this[kNeedDrain]
  }

  [kHasDispatcher] () {
    for (let i = 0; i < this[kClients].length; i++) {
      const dispatcher = this[kClients][i]

      if (
        !dispatcher[kNeedDrain] &&
        dispatcher.closed !== true &&
        dispatcher.destroyed !== true
      ) {
        return true
      }
    }

    return false
  }

  [kAddClient] (client) {
    client
      .on('drain', this[kOnDrain].bind(this, client))
      .on('connect', this[kOnConnect])
      .on('disconnect', this[kOnDisconnect])
      .on('connectionError', this[kOnConnectionError])

    this[kClients].push(client)

    if (this[kNeedDrain]) {
      queueMicrotask(() => {
        if (this[kNeedDrain] && !client[kNeedDrain]) {
          this[kOnDrain](client, client[kUrl], [client, this])
        }
      })
    }

    return this
  }

  // Takes a client out of rotation. A closed client no longer takes requests
  // from the pool queue (see kOnDrain), but it finishes the requests it
  // already has. Until it has, pool.close() waits for it and pool.destroy()
  // destroys it.
  [kRetireClient] (client) {
    const idx = this[kClients].indexOf(client)
    if (idx !== -1) {
      this[kClients].splice(idx, 1)
    }

    if (client.destroyed || this[kRetiring].has(client)) {
      return
    }

    // Use the callback form: custom dispatchers from `factory` are not
    // required to return a promise, and may call back synchronously.
    let done = false
    let resolveClosed
    const closed = new Promise((resolve) => { resolveClosed = resolve })
    this[kRetiring].set(client, closed)
    client.close(() => {
      if (!done) {
        done = true
        this[kRetiring].delete(client)
        resolveClosed()
      }
    })
  }

  [kRemoveClient] (client) {
    this[kRetireClient](client)

    this[kNeedDrain] = !this[kClients].some(dispatcher => (
      !dispatcher[kNeedDrain] &&
      dispatcher.closed !== true &&
      dispatcher.destroyed !== true
    ))
  }
}

module.exports = {
  PoolBase,
  kClients,
  kNeedDrain,
  kAddClient,
  kRemoveClient,
  kRetireClient,
  kDrainQueue,
  kOnClientBusy,
  kOnClientDrain,
  kGetDispatcher,
  kHasDispatcher
}


/***/ }),

/***/ 30628:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const {
  PoolBase,
  kClients,
  kNeedDrain,
  kAddClient,
  kDrainQueue,
  kOnClientBusy,
  kOnClientDrain,
  kGetDispatcher,
  kHasDispatcher,
  kRemoveClient,
  kRetireClient
} = __nccwpck_require__(42128)
const Client = __nccwpck_require__(23701)
const {
  InvalidArgumentError
} = __nccwpck_require__(68707)
const util = __nccwpck_require__(3440)
const { kConnecting, kHTTPContext, kHTTP2Session, kRemoteSettings, kUrl, kQueued } = __nccwpck_require__(36443)
const buildConnector = __nccwpck_require__(59136)

const kOptions = Symbol('options')
const kConnections = Symbol('connections')
const kFactory = Symbol('factory')
const kProtocol = Symbol('protocol')
const kProtocolProbe = Symbol('protocol probe')

function defaultFactory (origin, opts) {
  return new Client(origin, opts)
}

function shouldCreateProtocolProbe (pool, dispatcher) {
  return dispatcher instanceof Client &&
    pool[kProtocol] !== 'h1' &&
    (pool[kOptions].useH2c === true || (pool[kUrl].protocol === 'https:' && pool[kOptions].allowH2 !== false))
}

function createClient (pool) {
  const dispatcher = pool[kFactory](pool[kUrl], pool[kOptions])

  // HTTPS does not reveal whether the peer selected h1 or h2 until ALPN
  // completes. While h2 is still possible, let one Client probe the protocol
  // and keep later requests in the Pool queue instead of opening one TLS
  // connection per request. A confirmed h1 connection disables this gate and
  // restores the usual Pool fan-out.
  if (shouldCreateProtocolProbe(pool, dispatcher)) {
    pool[kProtocolProbe] = dispatcher
  }

  pool[kAddClient](dispatcher)
  return dispatcher
}

class Pool extends PoolBase {
  constructor (origin, {
    connections,
    factory = defaultFactory,
    connect,
    connectTimeout,
    tls,
    maxCachedSessions,
    socketPath,
    autoSelectFamily,
    autoSelectFamilyAttemptTimeout,
    allowH2,
    useH2c,
    clientTtl,
    ...options
  } = {}) {
    if (connections != null && (!Number.isFinite(connections) || connections < 0)) {
      throw new InvalidArgumentError('invalid connections')
    }

    if (typeof factory !== 'function') {
      throw new InvalidArgumentError('factory must be a function.')
    }

    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
      throw new InvalidArgumentError('connect must be a function or an object')
    }

    if (typeof connect !== 'function') {
      connect = buildConnector({
        ...tls,
        maxCachedSessions,
        allowH2,
        useH2c,
        socketPath,
        timeout: connectTimeout,
        ...(typeof autoSelectFamily === 'boolean' ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
        ...connect
      })
    }

    super(options)

    this[kConnections] = connections || null
    this[kUrl] = util.parseOrigin(origin)
    this[kOptions] = { ...util.deepClone(options), connect, allowH2, useH2c, clientTtl, socketPath }
    this[kFactory] = factory
    this[kProtocol] = null
    this[kProtocolProbe] = null

    this.on('connect', (origin, targets) => {
      if (clientTtl != null && clientTtl > 0) {
        for (const target of targets) {
          Object.assign(target, { ttl: Date.now() })
        }
      }

      const client = targets[targets.length - 1]
      if (client instanceof Client) {
        this[kProtocol] = client[kHTTPContext]?.version
      }

      if (client === this[kProtocolProbe]) {
        const releaseProbe = () => {
          if (client === this[kProtocolProbe]) {
            this[kProtocolProbe] = null
            // An empty queue must not release backpressure when this client
            // is still saturated and the connection limit prevents fan-out.
            // Check capacity without invoking a factory for unused capacity.
            if (!this.destroyed && (this[kQueued] > 0 || (!this.closed && this[kHasDispatcher](false)))) {
              this[kDrainQueue](origin, targets.slice(1))
            }
          }
        }
        const session = client[kHTTP2Session]
        // A peer's stream limit can keep the probe busy indefinitely. Once
        // SETTINGS arrive, queued work may need another connection without
        // waiting for this client's drain event.
        if (this[kProtocol] !== 'h2' || session[kRemoteSettings]) {
          releaseProbe()
        } else {
          session.once('remoteSettings', releaseProbe)
        }
      }
    })

    this.on('disconnect', (origin, targets) => {
      if (targets.includes(this[kProtocolProbe])) {
        this[kProtocolProbe] = null
        this[kDrainQueue](origin, targets.slice(1))
      }
    })

    this.on('connectionError', (origin, targets) => {
      let resumeQueued = false

      // If a connection error occurs, we remove the client from the pool,
      // and emit a connectionError event. They will not be re-used.
      // Fixes https://github.com/nodejs/undici/issues/3895
      for (const target of targets) {
        if (target === this[kProtocolProbe]) {
          this[kProtocolProbe] = null
          resumeQueued = true
        }

        // Retire (close) the client rather than only dropping it from
        // kClients: otherwise its drain listener keeps pulling requests from
        // the pool queue onto a client that pool.destroy() can't reach.
        if (this[kClients].includes(target)) {
          this[kRetireClient](target)
        }
      }

      // The retired client no longer drains the pool queue, so hand any
      // queued requests to another (possibly new) client.
      if (resumeQueued || this[kQueued] > 0) {
        this[kDrainQueue](origin, targets.slice(1))
      }
    })
  }

  [kOnClientBusy] (client) {
    if (
      this[kProtocolProbe] === null &&
      client[kConnecting] &&
      shouldCreateProtocolProbe(this, client)
    ) {
      this[kProtocolProbe] = client
    }
  }

  [kOnClientDrain] (client) {
    if (client === this[kProtocolProbe]) {
      this[kProtocolProbe] = null
    }
  }

  [kGetDispatcher] () {
    const clientTtlOption = this[kOptions].clientTtl
    for (let i = 0; i < this[kClients].length; i++) {
      const client = this[kClients][i]

      // check ttl of client and if it's stale, remove it from the pool
      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
        this[kRemoveClient](client)
        i--
      } else if (!client[kNeedDrain]) {
        return client
      }
    }

    if (this[kProtocolProbe] !== null) {
      return
    }

    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
      return createClient(this)
    }
  }

  [kHasDispatcher] (create = true) {
    const clientTtlOption = this[kOptions].clientTtl
    for (let i = 0; i < this[kClients].length; i++) {
      const client = this[kClients][i]

      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
        this[kRemoveClient](client)
        i--
      } else if (!client[kNeedDrain]) {
        return true
      }
    }

    if (this[kProtocolProbe] !== null) {
      return false
    }

    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
      if (create) createClient(this)
      return true
    }

    return false
  }
}

module.exports = Pool


/***/ }),

/***/ 76672:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { kProxy, kClose, kDestroy, kDispatch } = __nccwpck_require__(36443)
const Agent = __nccwpck_require__(57405)
const Pool = __nccwpck_require__(30628)
const DispatcherBase = __nccwpck_require__(21841)
const { InvalidArgumentError, RequestAbortedError, SecureProxyConnectionError, ProxyConnectionError } = __nccwpck_require__(68707)
const buildConnector = __nccwpck_require__(59136)
const Client = __nccwpck_require__(23701)
const { channels } = __nccwpck_require__(42414)
const Socks5ProxyAgent = __nccwpck_require__(87223)
const { hasSafeIterator } = __nccwpck_require__(3440)

const kAgent = Symbol('proxy agent')
const kClient = Symbol('proxy client')
const kProxyHeaders = Symbol('proxy headers')
const kRequestTls = Symbol('request tls settings')
const kProxyTls = Symbol('proxy tls settings')
const kConnectEndpoint = Symbol('connect endpoint function')
const kConnectEndpointHTTP1 = Symbol('connect endpoint function (http/1.1 only)')
const kTunnelProxy = Symbol('tunnel proxy')
const proxyAuthorization = 'proxy-authorization'

function defaultProtocolPort (protocol) {
  return protocol === 'https:' ? 443 : 80
}

function defaultFactory (origin, opts) {
  return new Pool(origin, opts)
}

const noop = () => {}

function defaultAgentFactory (origin, opts) {
  if (opts.connections === 1) {
    return new Client(origin, opts)
  }
  return new Pool(origin, opts)
}

function shouldProxyTunnel (requestProtocol, proxyTunnel) {
  return proxyTunnel === true || requestProtocol !== 'http:'
}

class Http1ProxyWrapper extends DispatcherBase {
  #client
  #proxyServername

  constructor (proxyUrl, { headers = {}, connect, factory, proxyServername }) {
    if (!proxyUrl) {
      throw new InvalidArgumentError('Proxy URL is mandatory')
    }

    super()

    this[kProxyHeaders] = headers
    this.#proxyServername = proxyServername
    if (factory) {
      this.#client = factory(proxyUrl, { connect })
    } else {
      this.#client = new Client(proxyUrl, { connect })
    }
  }

  [kDispatch] (opts, handler) {
    const onResponseStart = handler.onResponseStart
    handler.onResponseStart = function (controller, statusCode, data, statusMessage) {
      if (statusCode === 407) {
        if (typeof handler.onResponseError === 'function') {
          handler.onResponseError(controller, new InvalidArgumentError('Proxy Authentication Required (407)'))
        }
        return
      }
      if (onResponseStart) onResponseStart.call(this, controller, statusCode, data, statusMessage)
    }

    // Rewrite request as an HTTP1 Proxy request, without tunneling.
    const {
      origin,
      path = '/',
      headers = {}
    } = opts

    opts.path = origin + path

    opts.headers = { ...this[kProxyHeaders], ...headers }
    if (!hasHostHeader(headers)) {
      opts.headers.host = new URL(origin).host
    }

    // Pin the SNI/cert hostname to the proxy. Without this the underlying
    // Client would derive it from the (rewritten) Host header, which points
    // at the target — wrong for the TLS handshake to the proxy itself.
    if (this.#proxyServername != null) {
      opts.servername = this.#proxyServername
    }

    return this.#client[kDispatch](opts, handler)
  }

  [kClose] () {
    return this.#client.close()
  }

  [kDestroy] (err) {
    return this.#client.destroy(err)
  }
}

class ProxyAgent extends DispatcherBase {
  constructor (opts) {
    if (!opts || (typeof opts === 'object' && !(opts instanceof URL) && !opts.uri)) {
      throw new InvalidArgumentError('Proxy uri is mandatory')
    }

    const { clientFactory = defaultFactory } = opts
    if (typeof clientFactory !== 'function') {
      throw new InvalidArgumentError('Proxy opts.clientFactory must be a function.')
    }

    const { proxyTunnel, connectTimeout } = opts

    super(opts)

    const url = this.#getUrl(opts)
    const { href, origin, port, protocol, username, password, hostname: proxyHostname } = url

    this[kProxy] = { uri: href, protocol }
    this[kRequestTls] = opts.requestTls
    this[kProxyTls] = opts.proxyTls
    this[kProxyHeaders] = opts.headers || {}
    this[kTunnelProxy] = proxyTunnel

    if (opts.auth && opts.token) {
      throw new InvalidArgumentError('opts.auth cannot be used in combination with opts.token')
    } else if (opts.auth) {
      /* @deprecated in favour of opts.token */
      this[kProxyHeaders]['proxy-authorization'] = `Basic ${opts.auth}`
    } else if (opts.token) {
      this[kProxyHeaders]['proxy-authorization'] = opts.token
    } else if (username && password) {
      this[kProxyHeaders]['proxy-authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString('base64')}`
    } else if (username) {
      this[kProxyHeaders]['proxy-authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:`).toString('base64')}`
    }

    const connect = buildConnector({ timeout: connectTimeout, ...opts.proxyTls })
    const connectHTTP1 = buildConnector({ timeout: connectTimeout, ...opts.proxyTls, allowH2: false })
    this[kConnectEndpoint] = buildConnector({ timeout: connectTimeout, ...opts.requestTls })
    this[kConnectEndpointHTTP1] = buildConnector({ timeout: connectTimeout, ...opts.requestTls, allowH2: false })

    const agentFactory = opts.factory || defaultAgentFactory
    const factory = (origin, options) => {
      const { protocol } = new URL(origin)

      // Handle SOCKS5 proxy
      if (this[kProxy].protocol === 'socks5:' || this[kProxy].protocol === 'socks:') {
        return new Socks5ProxyAgent(this[kProxy].uri, {
          headers: this[kProxyHeaders],
          connect,
          factory: agentFactory,
          // Socks5ProxyAgent decodes the credentials embedded in the URI;
          // the URL getters return them still percent-encoded.
          username: opts.username,
          password: opts.password,
          connectTimeout,
          proxyTls: opts.proxyTls,
          requestTls: opts.requestTls
        })
      }

      if (!shouldProxyTunnel(protocol, this[kTunnelProxy])) {
        const forwardConnect = this[kProxy].protocol === 'https:'
          ? (opts, cb) => connectHTTP1(opts, (err, socket) => {
              if (err && err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
                cb(new SecureProxyConnectionError(err))
              } else {
                cb(err, socket)
              }
            })
          : connectHTTP1
        return new Http1ProxyWrapper(this[kProxy].uri, {
          headers: this[kProxyHeaders],
          connect: forwardConnect,
          factory: agentFactory,
          proxyServername: this[kProxy].protocol === 'https:'
            ? (this[kProxyTls]?.servername || proxyHostname)
            : undefined
        })
      }
      return agentFactory(origin, options)
    }

    // For SOCKS5 proxies, we don't need a client to the proxy itself
    // The SOCKS5 connection is handled within Socks5ProxyAgent
    if (protocol === 'socks5:' || protocol === 'socks:') {
      this[kClient] = null
    } else {
      this[kClient] = clientFactory(url, { connect })
    }

    this[kAgent] = new Agent({
      ...opts,
      factory,
      connect: async (opts, callback) => {
        // SOCKS5 proxies handle their own connections via Socks5ProxyAgent,
        // so this connect function should never be called for them.
        if (!this[kClient]) {
          callback(new InvalidArgumentError('Cannot establish tunnel connection without a proxy client'))
          return
        }

        let requestedPath = opts.host
        if (!opts.port) {
          requestedPath += `:${defaultProtocolPort(opts.protocol)}`
        }
        try {
          const connectParams = {
            origin,
            port,
            path: requestedPath,
            signal: opts.signal,
            headers: {
              ...this[kProxyHeaders],
              host: opts.host,
              ...(opts.connections == null || opts.connections > 0 ? { 'proxy-connection': 'keep-alive' } : {})
            },
            servername: this[kProxyTls]?.servername || proxyHostname
          }
          const { socket, statusCode } = await this[kClient].connect(connectParams)
          if (statusCode !== 200) {
            socket.on('error', noop).destroy()
            callback(new RequestAbortedError(`Proxy response (${statusCode}) !== 200 when HTTP Tunneling`))
            return
          }

          if (channels.proxyConnected.hasSubscribers) {
            channels.proxyConnected.publish({
              socket,
              connectParams
            })
          }

          if (opts.protocol !== 'https:') {
            callback(null, socket)
            return
          }
          let servername
          if (this[kRequestTls]) {
            servername = this[kRequestTls].servername
          } else {
            servername = opts.servername
          }
          const connectEndpoint = opts.allowH2 === false
            ? this[kConnectEndpointHTTP1]
            : this[kConnectEndpoint]

          connectEndpoint({ ...opts, servername, httpSocket: socket }, callback)
        } catch (err) {
          if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
            // Throw a custom error to avoid loop in client.js#connect
            callback(new SecureProxyConnectionError(err))
          } else if (err.code === 'UND_ERR_SOCKET') {
            // A socket failure while establishing the tunnel means the CONNECT
            // never completed, so there is nothing to recover - the proxy just
            // tore down the connection. client.js#onError treats UND_ERR_SOCKET
            // as a recoverable error on an established connection and leaves the
            // request queued, which makes connect() retry forever. Surface it as
            // a non-recoverable proxy error so the request fails instead. (#3897)
            callback(new ProxyConnectionError(err))
          } else {
            callback(err)
          }
        }
      }
    })
  }

  dispatch (opts, handler) {
    let headers = buildHeaders(opts.headers)
    throwIfProxyAuthIsSent(headers)

    if (headers && !hasHostHeader(headers)) {
      if (headers === opts.headers) {
        headers = { ...headers }
      }
      headers.host = new URL(opts.origin).host
    }

    return this[kAgent].dispatch(
      {
        ...opts,
        headers
      },
      handler
    )
  }

  /**
   * @param {import('../../types/proxy-agent').ProxyAgent.Options | string | URL} opts
   * @returns {URL}
   */
  #getUrl (opts) {
    if (typeof opts === 'string') {
      return new URL(opts)
    } else if (opts instanceof URL) {
      return opts
    } else {
      return new URL(opts.uri)
    }
  }

  [kClose] () {
    const promises = [this[kAgent].close()]
    if (this[kClient]) {
      promises.push(this[kClient].close())
    }
    return Promise.all(promises)
  }

  [kDestroy] () {
    const promises = [this[kAgent].destroy()]
    if (this[kClient]) {
      promises.push(this[kClient].destroy())
    }
    return Promise.all(promises)
  }
}

/**
 * @param {string[] | Record<string, string> | Iterable<[string, string | string[] | undefined]>} headers
 * @returns {Record<string, string | string[] | undefined>}
 */
function buildHeaders (headers) {
  // When using undici.fetch, the headers list is stored
  // as an array.
  if (Array.isArray(headers)) {
    /** @type {Record<string, string>} */
    const headersPair = {}

    for (let i = 0; i < headers.length; i += 2) {
      if (isProxyAuthorizationHeader(headers[i])) {
        throwProxyAuthError()
      }

      headersPair[headers[i]] = headers[i + 1]
    }

    return headersPair
  }

  // Materialize iterable header containers (e.g. Map, Headers) into a record so
  // that throwIfProxyAuthIsSent() can inspect their entries. Object.keys and
  // for...in see nothing on a Map/Headers instance, so without this the
  // Proxy-Authorization guard is bypassed and proxy credentials can reach the
  // origin server (GHSA-6cv7-626c-qhqw).
  if (headers && typeof headers === 'object' && hasSafeIterator(headers)) {
    const headersPair = {}

    for (const [key, value] of headers) {
      if (!Object.hasOwn(headersPair, key)) {
        headersPair[key] = value
        continue
      }

      const previous = headersPair[key]
      const values = []
      if (previous !== undefined) {
        values.push(...(Array.isArray(previous) ? previous : [previous]))
      }
      if (value !== undefined) {
        values.push(...(Array.isArray(value) ? value : [value]))
      }
      headersPair[key] = values.length > 1 ? values : values[0]
    }

    return headersPair
  }

  return headers
}

/**
 * @param {Record<string, string>} headers
 *
 * Previous versions of ProxyAgent suggests the Proxy-Authorization in request headers
 * Nevertheless, it was changed and to avoid a security vulnerability by end users
 * this check was created.
 * It should be removed in the next major version for performance reasons
 */
function throwIfProxyAuthIsSent (headers) {
  for (const key in headers) {
    if (isProxyAuthorizationHeader(key)) {
      throwProxyAuthError()
    }
  }
}

/**
 * @param {string} key
 * @returns {boolean}
 */
function isProxyAuthorizationHeader (key) {
  return key.length === proxyAuthorization.length && key.toLowerCase() === proxyAuthorization
}

function hasHostHeader (headers) {
  for (const key in headers) {
    if (key.length === 4 && key.toLowerCase() === 'host') {
      return true
    }
  }
  return false
}

function throwProxyAuthError () {
  throw new InvalidArgumentError('Proxy-Authorization should be sent in ProxyAgent constructor')
}

module.exports = ProxyAgent


/***/ }),

/***/ 87223:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { URL } = __nccwpck_require__(73136)

let tls // include tls conditionally since it is not always available
const DispatcherBase = __nccwpck_require__(21841)
const { ConnectTimeoutError, InvalidArgumentError } = __nccwpck_require__(68707)
const { Socks5Client, STATES } = __nccwpck_require__(18082)
const { kBusy, kConnected, kDispatch, kClose, kDestroy } = __nccwpck_require__(36443)
const Pool = __nccwpck_require__(30628)
const buildConnector = __nccwpck_require__(59136)
const { setupConnectTimeout } = __nccwpck_require__(3440)
const { debuglog } = __nccwpck_require__(57975)

const debug = debuglog('undici:socks5-proxy')

const DEFAULT_SOCKS5_CONNECT_TIMEOUT = 5000

const kProxyUrl = Symbol('proxy url')
const kProxyHeaders = Symbol('proxy headers')
const kProxyAuth = Symbol('proxy auth')
const kProxyProtocol = Symbol('proxy protocol')
const kPools = Symbol('pools')
const kConnector = Symbol('connector')
const kConnectTimeout = Symbol('connect timeout')
const kRequestTls = Symbol('request tls settings')
const kRequestTlsTimeout = Symbol('request tls timeout')

function createConnectTimeoutError (hostname, port, timeout) {
  return new ConnectTimeoutError(
    `Connect Timeout Error (attempted address: ${hostname}:${port}, timeout: ${timeout}ms)`
  )
}

// Static flag to ensure warning is only emitted once per process
let experimentalWarningEmitted = false

/**
 * SOCKS5 proxy agent for dispatching requests through a SOCKS5 proxy
 */
class Socks5ProxyAgent extends DispatcherBase {
  constructor (proxyUrl, options = {}) {
    super(options)

    // Emit experimental warning only once
    if (!experimentalWarningEmitted) {
      process.emitWarning(
        'SOCKS5 proxy support is experimental and subject to change',
        'ExperimentalWarning'
      )
      experimentalWarningEmitted = true
    }

    if (!proxyUrl) {
      throw new InvalidArgumentError('Proxy URL is mandatory')
    }

    // Parse proxy URL
    const url = typeof proxyUrl === 'string' ? new URL(proxyUrl) : proxyUrl

    if (url.protocol !== 'socks5:' && url.protocol !== 'socks:') {
      throw new InvalidArgumentError('Proxy URL must use socks5:// or socks:// protocol')
    }

    this[kProxyUrl] = url
    this[kProxyHeaders] = options.headers || {}
    this[kProxyProtocol] = options.proxyTls ? 'https:' : 'http:'

    const connectTimeout = options.connectTimeout ?? DEFAULT_SOCKS5_CONNECT_TIMEOUT
    if (!Number.isFinite(connectTimeout) || connectTimeout < 0) {
      throw new InvalidArgumentError('invalid connectTimeout')
    }
    this[kConnectTimeout] = connectTimeout

    const { timeout, ...requestTls } = options.requestTls || {}
    const requestTlsTimeout = timeout ?? connectTimeout
    if (!Number.isFinite(requestTlsTimeout) || requestTlsTimeout < 0) {
      throw new InvalidArgumentError('invalid requestTls.timeout')
    }
    this[kRequestTls] = requestTls
    this[kRequestTlsTimeout] = requestTlsTimeout

    // Extract auth from URL or options
    this[kProxyAuth] = {
      username: options.username || (url.username ? decodeURIComponent(url.username) : null),
      password: options.password || (url.password ? decodeURIComponent(url.password) : null)
    }

    // Create connector for proxy connection
    const proxyTlsTimeout = options.proxyTls?.timeout ?? connectTimeout
    if (!Number.isFinite(proxyTlsTimeout) || proxyTlsTimeout < 0) {
      throw new InvalidArgumentError('invalid proxyTls.timeout')
    }
    this[kConnector] = options.connect || buildConnector({
      ...options.proxyTls,
      timeout: proxyTlsTimeout,
      servername: options.proxyTls?.servername || url.hostname
    })

    // Pools for the actual HTTP connections (with SOCKS5 tunnel connect function), keyed by origin
    this[kPools] = new Map()
  }

  /**
   * Create a SOCKS5 connection to the proxy
   */
  async createSocks5Connection (targetHost, targetPort) {
    const proxyHost = this[kProxyUrl].hostname
    const proxyPort = parseInt(this[kProxyUrl].port) || 1080

    debug('creating SOCKS5 connection to', proxyHost, proxyPort)

    // Connect to the SOCKS5 proxy
    const socketReady = Promise.withResolvers()

    this[kConnector]({
      hostname: proxyHost,
      host: proxyHost,
      port: proxyPort,
      protocol: this[kProxyProtocol]
    }, (err, socket) => {
      if (err) {
        socketReady.reject(err)
      } else {
        socketReady.resolve(socket)
      }
    })

    const socket = await socketReady.promise

    // Create SOCKS5 client
    const socks5Client = new Socks5Client(socket, this[kProxyAuth])

    // Handle SOCKS5 errors
    socks5Client.on('error', (err) => {
      debug('SOCKS5 error:', err)
      socket.destroy()
    })

    // Perform SOCKS5 handshake
    await socks5Client.handshake()

    // Wait for authentication (if required)
    const authenticationReady = Promise.withResolvers()
    const authenticationTimeout = this[kConnectTimeout] === 0
      ? null
      : setTimeout(() => {
        cleanupAuthenticationListeners()
        socks5Client.destroy()
        authenticationReady.reject(
          createConnectTimeoutError(proxyHost, proxyPort, this[kConnectTimeout])
        )
      }, this[kConnectTimeout])

    const cleanupAuthenticationListeners = () => {
      clearTimeout(authenticationTimeout)
      socks5Client.removeListener('authenticated', onAuthenticated)
      socks5Client.removeListener('error', onAuthenticationError)
    }

    const onAuthenticated = () => {
      cleanupAuthenticationListeners()
      authenticationReady.resolve()
    }

    const onAuthenticationError = (err) => {
      cleanupAuthenticationListeners()
      authenticationReady.reject(err)
    }

    // Check if already authenticated (for NO_AUTH method)
    if (socks5Client.state === STATES.AUTHENTICATED) {
      clearTimeout(authenticationTimeout)
      authenticationReady.resolve()
    } else {
      socks5Client.once('authenticated', onAuthenticated)
      socks5Client.once('error', onAuthenticationError)
    }

    await authenticationReady.promise

    // Send CONNECT command
    await socks5Client.connect(targetHost, targetPort)

    // Wait for connection
    const connectionReady = Promise.withResolvers()
    const connectionTimeout = this[kConnectTimeout] === 0
      ? null
      : setTimeout(() => {
        cleanupConnectionListeners()
        socks5Client.destroy()
        connectionReady.reject(
          createConnectTimeoutError(targetHost, targetPort, this[kConnectTimeout])
        )
      }, this[kConnectTimeout])

    const cleanupConnectionListeners = () => {
      clearTimeout(connectionTimeout)
      socks5Client.removeListener('connected', onConnected)
      socks5Client.removeListener('error', onConnectionError)
    }

    const onConnected = (info) => {
      debug('SOCKS5 tunnel established to', targetHost, targetPort, 'via', info)
      cleanupConnectionListeners()
      connectionReady.resolve()
    }

    const onConnectionError = (err) => {
      cleanupConnectionListeners()
      connectionReady.reject(err)
    }

    socks5Client.once('connected', onConnected)
    socks5Client.once('error', onConnectionError)

    await connectionReady.promise

    return socket
  }

  /**
   * Dispatch a request through the SOCKS5 proxy
   */
  [kDispatch] (opts, handler) {
    const { origin } = opts

    debug('dispatching request to', origin, 'via SOCKS5')

    try {
      const originKey = String(origin)
      let pool = this[kPools].get(originKey)
      // Create a Pool per origin so requests are not routed to the wrong host
      if (!pool || pool.destroyed || pool.closed) {
        pool = new Pool(origin, {
          pipelining: opts.pipelining,
          connections: opts.connections,
          connect: async (connectOpts, callback) => {
            try {
              const url = new URL(origin)
              const targetHost = url.hostname
              const targetPort = parseInt(url.port) || (url.protocol === 'https:' ? 443 : 80)

              debug('establishing SOCKS5 connection to', targetHost, targetPort)

              // Create SOCKS5 tunnel
              const socket = await this.createSocks5Connection(targetHost, targetPort)

              // Handle TLS if needed
              let finalSocket = socket
              if (url.protocol === 'https:') {
                if (!tls) {
                  tls = __nccwpck_require__(41692)
                }
                debug('upgrading to TLS')
                finalSocket = tls.connect({
                  ...this[kRequestTls],
                  socket,
                  servername: this[kRequestTls]?.servername || targetHost
                })

                const tlsReady = Promise.withResolvers()

                const cleanupTlsListeners = () => {
                  queueMicrotask(clearTlsTimeout)
                  finalSocket.removeListener('secureConnect', onSecureConnect)
                  finalSocket.removeListener('error', onTlsError)
                }

                const onSecureConnect = () => {
                  cleanupTlsListeners()
                  tlsReady.resolve()
                }

                const onTlsError = (err) => {
                  cleanupTlsListeners()
                  tlsReady.reject(err)
                }

                const clearTlsTimeout = setupConnectTimeout(new WeakRef(finalSocket), {
                  timeout: this[kRequestTlsTimeout],
                  hostname: targetHost,
                  port: targetPort
                })

                finalSocket.once('secureConnect', onSecureConnect)
                finalSocket.once('error', onTlsError)
                await tlsReady.promise
              }

              callback(null, finalSocket)
            } catch (err) {
              debug('SOCKS5 connection error:', err)
              callback(err)
            }
          }
        })
        this[kPools].set(originKey, pool)

        const closePoolIfUnused = () => {
          if (this[kPools].get(originKey) !== pool || pool[kConnected] > 0 || pool[kBusy]) {
            return
          }

          this[kPools].delete(originKey)
          if (!pool.destroyed) {
            pool.close()
          }
        }

        pool.on('disconnect', closePoolIfUnused)
        pool.on('connectionError', closePoolIfUnused)
      }

      // Dispatch the request through the per-origin pool
      return pool[kDispatch](opts, handler)
    } catch (err) {
      debug('dispatch error:', err)
      if (typeof handler.onResponseError === 'function') {
        handler.onResponseError(null, err)
        return false
      } else if (typeof handler.onError === 'function') {
        handler.onError(err)
        return false
      } else {
        throw err
      }
    }
  }

  async [kClose] () {
    const closePromises = []
    for (const pool of this[kPools].values()) {
      closePromises.push(pool.close())
    }
    this[kPools].clear()
    await Promise.all(closePromises)
  }

  async [kDestroy] (err) {
    const destroyPromises = []
    for (const pool of this[kPools].values()) {
      destroyPromises.push(pool.destroy(err))
    }
    this[kPools].clear()
    await Promise.all(destroyPromises)
  }
}

module.exports = Socks5ProxyAgent


/***/ }),

/***/ 276: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[276](module, exports, require)),







































/***/ 52824:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SPECIAL_HEADERS = exports.MINOR = exports.MAJOR = exports.HTAB_SP_VCHAR_OBS_TEXT = exports.QUOTED_STRING = exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS = exports.TOKEN = exports.HEX = exports.URL_CHAR = exports.USERINFO_CHARS = exports.MARK = exports.ALPHANUM = exports.NUM = exports.HEX_MAP = exports.NUM_MAP = exports.ALPHA = exports.STATUSES_HTTP = exports.H_METHOD_MAP = exports.METHOD_MAP = exports.METHODS_RTSP = exports.METHODS_ICE = exports.METHODS_HTTP = exports.HEADER_STATE = exports.FINISH = exports.STATUSES = exports.METHODS = exports.LENIENT_FLAGS = exports.FLAGS = exports.TYPE = exports.ERROR = void 0;
const utils_1 = __nccwpck_require__(50172);
// Emums
exports.ERROR = {
    OK: 0,
    INTERNAL: 1,
    STRICT: 2,
    CR_EXPECTED: 25,
    LF_EXPECTED: 3,
    UNEXPECTED_CONTENT_LENGTH: 4,
    UNEXPECTED_SPACE: 30,
    CLOSED_CONNECTION: 5,
    INVALID_METHOD: 6,
    INVALID_URL: 7,
    INVALID_CONSTANT: 8,
    INVALID_VERSION: 9,
    INVALID_HEADER_TOKEN: 10,
    INVALID_CONTENT_LENGTH: 11,
    INVALID_CHUNK_SIZE: 12,
    INVALID_STATUS: 13,
    INVALID_EOF_STATE: 14,
    INVALID_TRANSFER_ENCODING: 15,
    CB_MESSAGE_BEGIN: 16,
    CB_HEADERS_COMPLETE: 17,
    CB_MESSAGE_COMPLETE: 18,
    CB_CHUNK_HEADER: 19,
    CB_CHUNK_COMPLETE: 20,
    PAUSED: 21,
    PAUSED_UPGRADE: 22,
    PAUSED_H2_UPGRADE: 23,
    USER: 24,
    CB_URL_COMPLETE: 26,
    CB_STATUS_COMPLETE: 27,
    CB_METHOD_COMPLETE: 32,
    CB_VERSION_COMPLETE: 33,
    CB_HEADER_FIELD_COMPLETE: 28,
    CB_HEADER_VALUE_COMPLETE: 29,
    CB_CHUNK_EXTENSION_NAME_COMPLETE: 34,
    CB_CHUNK_EXTENSION_VALUE_COMPLETE: 35,
    CB_RESET: 31,
    CB_PROTOCOL_COMPLETE: 38,
};
exports.TYPE = {
    BOTH: 0, // default
    REQUEST: 1,
    RESPONSE: 2,
};
exports.FLAGS = {
    CONNECTION_KEEP_ALIVE: 1 << 0,
    CONNECTION_CLOSE: 1 << 1,
    CONNECTION_UPGRADE: 1 << 2,
    CHUNKED: 1 << 3,
    UPGRADE: 1 << 4,
    CONTENT_LENGTH: 1 << 5,
    SKIPBODY: 1 << 6,
    TRAILING: 1 << 7,
    // 1 << 8 is unused
    TRANSFER_ENCODING: 1 << 9,
};
exports.LENIENT_FLAGS = {
    HEADERS: 1 << 0,
    CHUNKED_LENGTH: 1 << 1,
    KEEP_ALIVE: 1 << 2,
    TRANSFER_ENCODING: 1 << 3,
    VERSION: 1 << 4,
    DATA_AFTER_CLOSE: 1 << 5,
    OPTIONAL_LF_AFTER_CR: 1 << 6,
    OPTIONAL_CRLF_AFTER_CHUNK: 1 << 7,
    OPTIONAL_CR_BEFORE_LF: 1 << 8,
    SPACES_AFTER_CHUNK_SIZE: 1 << 9,
};
exports.METHODS = {
    'DELETE': 0,
    'GET': 1,
    'HEAD': 2,
    'POST': 3,
    'PUT': 4,
    /* pathological */
    'CONNECT': 5,
    'OPTIONS': 6,
    'TRACE': 7,
    /* WebDAV */
    'COPY': 8,
    'LOCK': 9,
    'MKCOL': 10,
    'MOVE': 11,
    'PROPFIND': 12,
    'PROPPATCH': 13,
    'SEARCH': 14,
    'UNLOCK': 15,
    'BIND': 16,
    'REBIND': 17,
    'UNBIND': 18,
    'ACL': 19,
    /* subversion */
    'REPORT': 20,
    'MKACTIVITY': 21,
    'CHECKOUT': 22,
    'MERGE': 23,
    /* upnp */
    'M-SEARCH': 24,
    'NOTIFY': 25,
    'SUBSCRIBE': 26,
    'UNSUBSCRIBE': 27,
    /* RFC-5789 */
    'PATCH': 28,
    'PURGE': 29,
    /* CalDAV */
    'MKCALENDAR': 30,
    /* RFC-2068, section 19.6.1.2 */
    'LINK': 31,
    'UNLINK': 32,
    /* icecast */
    'SOURCE': 33,
    /* RFC-7540, section 11.6 */
    'PRI': 34,
    /* RFC-2326 RTSP */
    'DESCRIBE': 35,
    'ANNOUNCE': 36,
    'SETUP': 37,
    'PLAY': 38,
    'PAUSE': 39,
    'TEARDOWN': 40,
    'GET_PARAMETER': 41,
    'SET_PARAMETER': 42,
    'REDIRECT': 43,
    'RECORD': 44,
    /* RAOP */
    'FLUSH': 45,
    /* DRAFT https://www.ietf.org/archive/id/draft-ietf-httpbis-safe-method-w-body-02.html */
    'QUERY': 46,
};
exports.STATUSES = {
    CONTINUE: 100,
    SWITCHING_PROTOCOLS: 101,
    PROCESSING: 102,
    EARLY_HINTS: 103,
    RESPONSE_IS_STALE: 110, // Unofficial
    REVALIDATION_FAILED: 111, // Unofficial
    DISCONNECTED_OPERATION: 112, // Unofficial
    HEURISTIC_EXPIRATION: 113, // Unofficial
    MISCELLANEOUS_WARNING: 199, // Unofficial
    OK: 200,
    CREATED: 201,
    ACCEPTED: 202,
    NON_AUTHORITATIVE_INFORMATION: 203,
    NO_CONTENT: 204,
    RESET_CONTENT: 205,
    PARTIAL_CONTENT: 206,
    MULTI_STATUS: 207,
    ALREADY_REPORTED: 208,
    TRANSFORMATION_APPLIED: 214, // Unofficial
    IM_USED: 226,
    MISCELLANEOUS_PERSISTENT_WARNING: 299, // Unofficial
    MULTIPLE_CHOICES: 300,
    MOVED_PERMANENTLY: 301,
    FOUND: 302,
    SEE_OTHER: 303,
    NOT_MODIFIED: 304,
    USE_PROXY: 305,
    SWITCH_PROXY: 306, // No longer used
    TEMPORARY_REDIRECT: 307,
    PERMANENT_REDIRECT: 308,
    BAD_REQUEST: 400,
    UNAUTHORIZED: 401,
    PAYMENT_REQUIRED: 402,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    METHOD_NOT_ALLOWED: 405,
    NOT_ACCEPTABLE: 406,
    PROXY_AUTHENTICATION_REQUIRED: 407,
    REQUEST_TIMEOUT: 408,
    CONFLICT: 409,
    GONE: 410,
    LENGTH_REQUIRED: 411,
    PRECONDITION_FAILED: 412,
    PAYLOAD_TOO_LARGE: 413,
    URI_TOO_LONG: 414,
    UNSUPPORTED_MEDIA_TYPE: 415,
    RANGE_NOT_SATISFIABLE: 416,
    EXPECTATION_FAILED: 417,
    IM_A_TEAPOT: 418,
    PAGE_EXPIRED: 419, // Unofficial
    ENHANCE_YOUR_CALM: 420, // Unofficial
    MISDIRECTED_REQUEST: 421,
    UNPROCESSABLE_ENTITY: 422,
    LOCKED: 423,
    FAILED_DEPENDENCY: 424,
    TOO_EARLY: 425,
    UPGRADE_REQUIRED: 426,
    PRECONDITION_REQUIRED: 428,
    TOO_MANY_REQUESTS: 429,
    REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL: 430, // Unofficial
    REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
    LOGIN_TIMEOUT: 440, // Unofficial
    NO_RESPONSE: 444, // Unofficial
    RETRY_WITH: 449, // Unofficial
    BLOCKED_BY_PARENTAL_CONTROL: 450, // Unofficial
    UNAVAILABLE_FOR_LEGAL_REASONS: 451,
    CLIENT_CLOSED_LOAD_BALANCED_REQUEST: 460, // Unofficial
    INVALID_X_FORWARDED_FOR: 463, // Unofficial
    REQUEST_HEADER_TOO_LARGE: 494, // Unofficial
    SSL_CERTIFICATE_ERROR: 495, // Unofficial
    SSL_CERTIFICATE_REQUIRED: 496, // Unofficial
    HTTP_REQUEST_SENT_TO_HTTPS_PORT: 497, // Unofficial
    INVALID_TOKEN: 498, // Unofficial
    CLIENT_CLOSED_REQUEST: 499, // Unofficial
    INTERNAL_SERVER_ERROR: 500,
    NOT_IMPLEMENTED: 501,
    BAD_GATEWAY: 502,
    SERVICE_UNAVAILABLE: 503,
    GATEWAY_TIMEOUT: 504,
    HTTP_VERSION_NOT_SUPPORTED: 505,
    VARIANT_ALSO_NEGOTIATES: 506,
    INSUFFICIENT_STORAGE: 507,
    LOOP_DETECTED: 508,
    BANDWIDTH_LIMIT_EXCEEDED: 509,
    NOT_EXTENDED: 510,
    NETWORK_AUTHENTICATION_REQUIRED: 511,
    WEB_SERVER_UNKNOWN_ERROR: 520, // Unofficial
    WEB_SERVER_IS_DOWN: 521, // Unofficial
    CONNECTION_TIMEOUT: 522, // Unofficial
    ORIGIN_IS_UNREACHABLE: 523, // Unofficial
    TIMEOUT_OCCURED: 524, // Unofficial
    SSL_HANDSHAKE_FAILED: 525, // Unofficial
    INVALID_SSL_CERTIFICATE: 526, // Unofficial
    RAILGUN_ERROR: 527, // Unofficial
    SITE_IS_OVERLOADED: 529, // Unofficial
    SITE_IS_FROZEN: 530, // Unofficial
    IDENTITY_PROVIDER_AUTHENTICATION_ERROR: 561, // Unofficial
    NETWORK_READ_TIMEOUT: 598, // Unofficial
    NETWORK_CONNECT_TIMEOUT: 599, // Unofficial
};
exports.FINISH = {
    SAFE: 0,
    SAFE_WITH_CB: 1,
    UNSAFE: 2,
};
exports.HEADER_STATE = {
    GENERAL: 0,
    CONNECTION: 1,
    CONTENT_LENGTH: 2,
    TRANSFER_ENCODING: 3,
    UPGRADE: 4,
    CONNECTION_KEEP_ALIVE: 5,
    CONNECTION_CLOSE: 6,
    CONNECTION_UPGRADE: 7,
    TRANSFER_ENCODING_CHUNKED: 8,
};
// C headers
exports.METHODS_HTTP = [
    exports.METHODS.DELETE,
    exports.METHODS.GET,
    exports.METHODS.HEAD,
    exports.METHODS.POST,
    exports.METHODS.PUT,
    exports.METHODS.CONNECT,
    exports.METHODS.OPTIONS,
    exports.METHODS.TRACE,
    exports.METHODS.COPY,
    exports.METHODS.LOCK,
    exports.METHODS.MKCOL,
    exports.METHODS.MOVE,
    exports.METHODS.PROPFIND,
    exports.METHODS.PROPPATCH,
    exports.METHODS.SEARCH,
    exports.METHODS.UNLOCK,
    exports.METHODS.BIND,
    exports.METHODS.REBIND,
    exports.METHODS.UNBIND,
    exports.METHODS.ACL,
    exports.METHODS.REPORT,
    exports.METHODS.MKACTIVITY,
    exports.METHODS.CHECKOUT,
    exports.METHODS.MERGE,
    exports.METHODS['M-SEARCH'],
    exports.METHODS.NOTIFY,
    exports.METHODS.SUBSCRIBE,
    exports.METHODS.UNSUBSCRIBE,
    exports.METHODS.PATCH,
    exports.METHODS.PURGE,
    exports.METHODS.MKCALENDAR,
    exports.METHODS.LINK,
    exports.METHODS.UNLINK,
    exports.METHODS.PRI,
    // TODO(indutny): should we allow it with HTTP?
    exports.METHODS.SOURCE,
    exports.METHODS.QUERY,
];
exports.METHODS_ICE = [
    exports.METHODS.SOURCE,
];
exports.METHODS_RTSP = [
    exports.METHODS.OPTIONS,
    exports.METHODS.DESCRIBE,
    exports.METHODS.ANNOUNCE,
    exports.METHODS.SETUP,
    exports.METHODS.PLAY,
    exports.METHODS.PAUSE,
    exports.METHODS.TEARDOWN,
    exports.METHODS.GET_PARAMETER,
    exports.METHODS.SET_PARAMETER,
    exports.METHODS.REDIRECT,
    exports.METHODS.RECORD,
    exports.METHODS.FLUSH,
    // For AirPlay
    exports.METHODS.GET,
    exports.METHODS.POST,
];
exports.METHOD_MAP = (0, utils_1.enumToMap)(exports.METHODS);
exports.H_METHOD_MAP = Object.fromEntries(Object.entries(exports.METHODS).filter(([k]) => k.startsWith('H')));
exports.STATUSES_HTTP = [
    exports.STATUSES.CONTINUE,
    exports.STATUSES.SWITCHING_PROTOCOLS,
    exports.STATUSES.PROCESSING,
    exports.STATUSES.EARLY_HINTS,
    exports.STATUSES.RESPONSE_IS_STALE,
    exports.STATUSES.REVALIDATION_FAILED,
    exports.STATUSES.DISCONNECTED_OPERATION,
    exports.STATUSES.HEURISTIC_EXPIRATION,
    exports.STATUSES.MISCELLANEOUS_WARNING,
    exports.STATUSES.OK,
    exports.STATUSES.CREATED,
    exports.STATUSES.ACCEPTED,
    exports.STATUSES.NON_AUTHORITATIVE_INFORMATION,
    exports.STATUSES.NO_CONTENT,
    exports.STATUSES.RESET_CONTENT,
    exports.STATUSES.PARTIAL_CONTENT,
    exports.STATUSES.MULTI_STATUS,
    exports.STATUSES.ALREADY_REPORTED,
    exports.STATUSES.TRANSFORMATION_APPLIED,
    exports.STATUSES.IM_USED,
    exports.STATUSES.MISCELLANEOUS_PERSISTENT_WARNING,
    exports.STATUSES.MULTIPLE_CHOICES,
    exports.STATUSES.MOVED_PERMANENTLY,
    exports.STATUSES.FOUND,
    exports.STATUSES.SEE_OTHER,
    exports.STATUSES.NOT_MODIFIED,
    exports.STATUSES.USE_PROXY,
    exports.STATUSES.SWITCH_PROXY,
    exports.STATUSES.TEMPORARY_REDIRECT,
    exports.STATUSES.PERMANENT_REDIRECT,
    exports.STATUSES.BAD_REQUEST,
    exports.STATUSES.UNAUTHORIZED,
    exports.STATUSES.PAYMENT_REQUIRED,
    exports.STATUSES.FORBIDDEN,
    exports.STATUSES.NOT_FOUND,
    exports.STATUSES.METHOD_NOT_ALLOWED,
    exports.STATUSES.NOT_ACCEPTABLE,
    exports.STATUSES.PROXY_AUTHENTICATION_REQUIRED,
    exports.STATUSES.REQUEST_TIMEOUT,
    exports.STATUSES.CONFLICT,
    exports.STATUSES.GONE,
    exports.STATUSES.LENGTH_REQUIRED,
    exports.STATUSES.PRECONDITION_FAILED,
    exports.STATUSES.PAYLOAD_TOO_LARGE,
    exports.STATUSES.URI_TOO_LONG,
    exports.STATUSES.UNSUPPORTED_MEDIA_TYPE,
    exports.STATUSES.RANGE_NOT_SATISFIABLE,
    exports.STATUSES.EXPECTATION_FAILED,
    exports.STATUSES.IM_A_TEAPOT,
    exports.STATUSES.PAGE_EXPIRED,
    exports.STATUSES.ENHANCE_YOUR_CALM,
    exports.STATUSES.MISDIRECTED_REQUEST,
    exports.STATUSES.UNPROCESSABLE_ENTITY,
    exports.STATUSES.LOCKED,
    exports.STATUSES.FAILED_DEPENDENCY,
    exports.STATUSES.TOO_EARLY,
    exports.STATUSES.UPGRADE_REQUIRED,
    exports.STATUSES.PRECONDITION_REQUIRED,
    exports.STATUSES.TOO_MANY_REQUESTS,
    exports.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE_UNOFFICIAL,
    exports.STATUSES.REQUEST_HEADER_FIELDS_TOO_LARGE,
    exports.STATUSES.LOGIN_TIMEOUT,
    exports.STATUSES.NO_RESPONSE,
    exports.STATUSES.RETRY_WITH,
    exports.STATUSES.BLOCKED_BY_PARENTAL_CONTROL,
    exports.STATUSES.UNAVAILABLE_FOR_LEGAL_REASONS,
    exports.STATUSES.CLIENT_CLOSED_LOAD_BALANCED_REQUEST,
    exports.STATUSES.INVALID_X_FORWARDED_FOR,
    exports.STATUSES.REQUEST_HEADER_TOO_LARGE,
    exports.STATUSES.SSL_CERTIFICATE_ERROR,
    exports.STATUSES.SSL_CERTIFICATE_REQUIRED,
    exports.STATUSES.HTTP_REQUEST_SENT_TO_HTTPS_PORT,
    exports.STATUSES.INVALID_TOKEN,
    exports.STATUSES.CLIENT_CLOSED_REQUEST,
    exports.STATUSES.INTERNAL_SERVER_ERROR,
    exports.STATUSES.NOT_IMPLEMENTED,
    exports.STATUSES.BAD_GATEWAY,
    exports.STATUSES.SERVICE_UNAVAILABLE,
    exports.STATUSES.GATEWAY_TIMEOUT,
    exports.STATUSES.HTTP_VERSION_NOT_SUPPORTED,
    exports.STATUSES.VARIANT_ALSO_NEGOTIATES,
    exports.STATUSES.INSUFFICIENT_STORAGE,
    exports.STATUSES.LOOP_DETECTED,
    exports.STATUSES.BANDWIDTH_LIMIT_EXCEEDED,
    exports.STATUSES.NOT_EXTENDED,
    exports.STATUSES.NETWORK_AUTHENTICATION_REQUIRED,
    exports.STATUSES.WEB_SERVER_UNKNOWN_ERROR,
    exports.STATUSES.WEB_SERVER_IS_DOWN,
    exports.STATUSES.CONNECTION_TIMEOUT,
    exports.STATUSES.ORIGIN_IS_UNREACHABLE,
    exports.STATUSES.TIMEOUT_OCCURED,
    exports.STATUSES.SSL_HANDSHAKE_FAILED,
    exports.STATUSES.INVALID_SSL_CERTIFICATE,
    exports.STATUSES.RAILGUN_ERROR,
    exports.STATUSES.SITE_IS_OVERLOADED,
    exports.STATUSES.SITE_IS_FROZEN,
    exports.STATUSES.IDENTITY_PROVIDER_AUTHENTICATION_ERROR,
    exports.STATUSES.NETWORK_READ_TIMEOUT,
    exports.STATUSES.NETWORK_CONNECT_TIMEOUT,
];
exports.ALPHA = [];
for (let i = 'A'.charCodeAt(0); i <= 'Z'.charCodeAt(0); i++) {
    // Upper case
    exports.ALPHA.push(String.fromCharCode(i));
    // Lower case
    exports.ALPHA.push(String.fromCharCode(i + 0x20));
}
exports.NUM_MAP = {
    0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
    5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
};
exports.HEX_MAP = {
    0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
    5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
    A: 0XA, B: 0XB, C: 0XC, D: 0XD, E: 0XE, F: 0XF,
    a: 0xa, b: 0xb, c: 0xc, d: 0xd, e: 0xe, f: 0xf,
};
exports.NUM = [
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
];
exports.ALPHANUM = exports.ALPHA.concat(exports.NUM);
exports.MARK = ['-', '_', '.', '!', '~', '*', '\'', '(', ')'];
exports.USERINFO_CHARS = exports.ALPHANUM
    .concat(exports.MARK)
    .concat(['%', ';', ':', '&', '=', '+', '$', ',']);
// TODO(indutny): use RFC
exports.URL_CHAR = [
    '!', '"', '$', '%', '&', '\'',
    '(', ')', '*', '+', ',', '-', '.', '/',
    ':', ';', '<', '=', '>',
    '@', '[', '\\', ']', '^', '_',
    '`',
    '{', '|', '}', '~',
].concat(exports.ALPHANUM);
exports.HEX = exports.NUM.concat(['a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F']);
/* Tokens as defined by rfc 2616. Also lowercases them.
 *        token       = 1*<any CHAR except CTLs or separators>
 *     separators     = "(" | ")" | "<" | ">" | "@"
 *                    | "," | ";" | ":" | "\" | <">
 *                    | "/" | "[" | "]" | "?" | "="
 *                    | "{" | "}" | SP | HT
 */
exports.TOKEN = [
    '!', '#', '$', '%', '&', '\'',
    '*', '+', '-', '.',
    '^', '_', '`',
    '|', '~',
].concat(exports.ALPHANUM);
/*
 * Verify that a char is a valid visible (printable) US-ASCII
 * character or %x80-FF
 */
exports.HEADER_CHARS = ['\t'];
for (let i = 32; i <= 255; i++) {
    if (i !== 127) {
        exports.HEADER_CHARS.push(i);
    }
}
// ',' = \x44
exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS.filter((c) => c !== 44);
exports.QUOTED_STRING = ['\t', ' '];
for (let i = 0x21; i <= 0xff; i++) {
    if (i !== 0x22 && i !== 0x5c) { // All characters in ASCII except \ and "
        exports.QUOTED_STRING.push(i);
    }
}
exports.HTAB_SP_VCHAR_OBS_TEXT = ['\t', ' '];
// VCHAR: https://tools.ietf.org/html/rfc5234#appendix-B.1
for (let i = 0x21; i <= 0x7E; i++) {
    exports.HTAB_SP_VCHAR_OBS_TEXT.push(i);
}
// OBS_TEXT: https://datatracker.ietf.org/doc/html/rfc9110#name-collected-abnf
for (let i = 0x80; i <= 0xff; i++) {
    exports.HTAB_SP_VCHAR_OBS_TEXT.push(i);
}
exports.MAJOR = exports.NUM_MAP;
exports.MINOR = exports.MAJOR;
exports.SPECIAL_HEADERS = {
    'connection': exports.HEADER_STATE.CONNECTION,
    'content-length': exports.HEADER_STATE.CONTENT_LENGTH,
    'proxy-connection': exports.HEADER_STATE.CONNECTION,
    'transfer-encoding': exports.HEADER_STATE.TRANSFER_ENCODING,
    'upgrade': exports.HEADER_STATE.UPGRADE,
};
exports["default"] = {
    ERROR: exports.ERROR,
    TYPE: exports.TYPE,
    FLAGS: exports.FLAGS,
    LENIENT_FLAGS: exports.LENIENT_FLAGS,
    METHODS: exports.METHODS,
    STATUSES: exports.STATUSES,
    FINISH: exports.FINISH,
    HEADER_STATE: exports.HEADER_STATE,
    ALPHA: exports.ALPHA,
    NUM_MAP: exports.NUM_MAP,
    HEX_MAP: exports.HEX_MAP,
    NUM: exports.NUM,
    ALPHANUM: exports.ALPHANUM,
    MARK: exports.MARK,
    USERINFO_CHARS: exports.USERINFO_CHARS,
    URL_CHAR: exports.URL_CHAR,
    HEX: exports.HEX,
    TOKEN: exports.TOKEN,
    HEADER_CHARS: exports.HEADER_CHARS,
    CONNECTION_TOKEN_CHARS: exports.CONNECTION_TOKEN_CHARS,
    QUOTED_STRING: exports.QUOTED_STRING,
    HTAB_SP_VCHAR_OBS_TEXT: exports.HTAB_SP_VCHAR_OBS_TEXT,
    MAJOR: exports.MAJOR,
    MINOR: exports.MINOR,
    SPECIAL_HEADERS: exports.SPECIAL_HEADERS,
    METHODS_HTTP: exports.METHODS_HTTP,
    METHODS_ICE: exports.METHODS_ICE,
    METHODS_RTSP: exports.METHODS_RTSP,
    METHOD_MAP: exports.METHOD_MAP,
    H_METHOD_MAP: exports.H_METHOD_MAP,
    STATUSES_HTTP: exports.STATUSES_HTTP,
};


/***/ }),

/***/ 63870: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[63870](module, exports, require)),






















/***/ 53434:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/* module decorator */ module = __nccwpck_require__.nmd(module);


const { Buffer } = __nccwpck_require__(4573)

const wasmBase64 = 'AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCuzaAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgLhocCAwd/A34BeyABIAJqIQQCQCAAIgMoAgwiAA0AIAMoAgQEQCADIAE2AgQLIwBBEGsiCSQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADKAIcIgJBAmsO/AEB+QECAwQFBgcICQoLDA0ODxAREvgBE/cBFBX2ARYX9QEYGRobHB0eHyD9AfsBIfQBIiMkJSYnKCkqK/MBLC0uLzAxMvIB8QEzNPAB7wE1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk/6AVBRUlPuAe0BVOwBVesBVldYWVrqAVtcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBuAG5AboBuwG8Ab0BvgG/AcABwQHCAcMBxAHFAcYBxwHIAckBygHLAcwBzQHOAekB6AHPAecB0AHmAdEB0gHTAdQB5QHVAdYB1wHYAdkB2gHbAdwB3QHeAd8B4AHhAeIB4wEA/AELQQAM4wELQQ4M4gELQQ0M4QELQQ8M4AELQRAM3wELQRMM3gELQRQM3QELQRUM3AELQRYM2wELQRcM2gELQRgM2QELQRkM2AELQRoM1wELQRsM1gELQRwM1QELQR0M1AELQR4M0wELQR8M0gELQSAM0QELQSEM0AELQQgMzwELQSIMzgELQSQMzQELQSMMzAELQQcMywELQSUMygELQSYMyQELQScMyAELQSgMxwELQRIMxgELQREMxQELQSkMxAELQSoMwwELQSsMwgELQSwMwQELQd4BDMABC0EuDL8BC0EvDL4BC0EwDL0BC0ExDLwBC0EyDLsBC0EzDLoBC0E0DLkBC0HfAQy4AQtBNQy3AQtBOQy2AQtBDAy1AQtBNgy0AQtBNwyzAQtBOAyyAQtBPgyxAQtBOgywAQtB4AEMrwELQQsMrgELQT8MrQELQTsMrAELQQoMqwELQTwMqgELQT0MqQELQeEBDKgBC0HBAAynAQtBwAAMpgELQcIADKUBC0EJDKQBC0EtDKMBC0HDAAyiAQtBxAAMoQELQcUADKABC0HGAAyfAQtBxwAMngELQcgADJ0BC0HJAAycAQtBygAMmwELQcsADJoBC0HMAAyZAQtBzQAMmAELQc4ADJcBC0HPAAyWAQtB0AAMlQELQdEADJQBC0HSAAyTAQtB0wAMkgELQdUADJEBC0HUAAyQAQtB1gAMjwELQdcADI4BC0HYAAyNAQtB2QAMjAELQdoADIsBC0HbAAyKAQtB3AAMiQELQd0ADIgBC0HeAAyHAQtB3wAMhgELQeAADIUBC0HhAAyEAQtB4gAMgwELQeMADIIBC0HkAAyBAQtB5QAMgAELQeIBDH8LQeYADH4LQecADH0LQQYMfAtB6AAMewtBBQx6C0HpAAx5C0EEDHgLQeoADHcLQesADHYLQewADHULQe0ADHQLQQMMcwtB7gAMcgtB7wAMcQtB8AAMcAtB8gAMbwtB8QAMbgtB8wAMbQtB9AAMbAtB9QAMawtB9gAMagtBAgxpC0H3AAxoC0H4AAxnC0H5AAxmC0H6AAxlC0H7AAxkC0H8AAxjC0H9AAxiC0H+AAxhC0H/AAxgC0GAAQxfC0GBAQxeC0GCAQxdC0GDAQxcC0GEAQxbC0GFAQxaC0GGAQxZC0GHAQxYC0GIAQxXC0GJAQxWC0GKAQxVC0GLAQxUC0GMAQxTC0GNAQxSC0GOAQxRC0GPAQxQC0GQAQxPC0GRAQxOC0GSAQxNC0GTAQxMC0GUAQxLC0GVAQxKC0GWAQxJC0GXAQxIC0GYAQxHC0GZAQxGC0GaAQxFC0GbAQxEC0GcAQxDC0GdAQxCC0GeAQxBC0GfAQxAC0GgAQw/C0GhAQw+C0GiAQw9C0GjAQw8C0GkAQw7C0GlAQw6C0GmAQw5C0GnAQw4C0GoAQw3C0GpAQw2C0GqAQw1C0GrAQw0C0GsAQwzC0GtAQwyC0GuAQwxC0GvAQwwC0GwAQwvC0GxAQwuC0GyAQwtC0GzAQwsC0G0AQwrC0G1AQwqC0G2AQwpC0G3AQwoC0G4AQwnC0G5AQwmC0G6AQwlC0G7AQwkC0G8AQwjC0G9AQwiC0G+AQwhC0G/AQwgC0HAAQwfC0HBAQweC0HCAQwdC0EBDBwLQcMBDBsLQcQBDBoLQcUBDBkLQcYBDBgLQccBDBcLQcgBDBYLQckBDBULQcoBDBQLQcsBDBMLQcwBDBILQc0BDBELQc4BDBALQc8BDA8LQdABDA4LQdEBDA0LQdIBDAwLQdMBDAsLQdQBDAoLQdUBDAkLQdYBDAgLQeMBDAcLQdcBDAYLQdgBDAULQdkBDAQLQdoBDAMLQdsBDAILQd0BDAELQdwBCyECA0ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAn8CQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAwJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCACDuMBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISMkJScoKZ4DmwOaA5EDigODA4AD/QL7AvgC8gLxAu8C7QLoAucC5gLlAuQC3ALbAtoC2QLYAtcC1gLVAs8CzgLMAssCygLJAsgCxwLGAsQCwwK+ArwCugK5ArgCtwK2ArUCtAKzArICsQKwAq4CrQKpAqgCpwKmAqUCpAKjAqICoQKgAp8CmAKQAowCiwKKAoEC/gH9AfwB+wH6AfkB+AH3AfUB8wHwAesB6QHoAecB5gHlAeQB4wHiAeEB4AHfAd4B3QHcAdoB2QHYAdcB1gHVAdQB0wHSAdEB0AHPAc4BzQHMAcsBygHJAcgBxwHGAcUBxAHDAcIBwQHAAb8BvgG9AbwBuwG6AbkBuAG3AbYBtQG0AbMBsgGxAbABrwGuAa0BrAGrAaoBqQGoAacBpgGlAaQBowGiAZ8BngGZAZgBlwGWAZUBlAGTAZIBkQGQAY8BjQGMAYcBhgGFAYQBgwGCAX18e3p5dnV0UFFSU1RVCyABIARHDXJB/QEhAgy+AwsgASAERw2YAUHbASECDL0DCyABIARHDfEBQY4BIQIMvAMLIAEgBEcN/AFBhAEhAgy7AwsgASAERw2KAkH/ACECDLoDCyABIARHDZECQf0AIQIMuQMLIAEgBEcNlAJB+wAhAgy4AwsgASAERw0eQR4hAgy3AwsgASAERw0ZQRghAgy2AwsgASAERw3KAkHNACECDLUDCyABIARHDdUCQcYAIQIMtAMLIAEgBEcN1gJBwwAhAgyzAwsgASAERw3cAkE4IQIMsgMLIAMtADBBAUYNrQMMiQMLQQAhAAJAAkACQCADLQAqRQ0AIAMtACtFDQAgAy8BMiICQQJxRQ0BDAILIAMvATIiAkEBcUUNAQtBASEAIAMtAChBAUYNACADLwE0IgZB5ABrQeQASQ0AIAZBzAFGDQAgBkGwAkYNACACQcAAcQ0AQQAhACACQYgEcUGABEYNACACQShxQQBHIQALIANBADsBMiADQQA6ADECQCAARQRAIANBADoAMSADLQAuQQRxDQEMsQMLIANCADcDIAsgA0EAOgAxIANBAToANgxIC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAARQ1IIABBFUcNYiADQQQ2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgyvAwsgASAERgRAQQYhAgyvAwsgAS0AAEEKRw0ZIAFBAWohAQwaCyADQgA3AyBBEiECDJQDCyABIARHDYoDQSMhAgysAwsgASAERgRAQQchAgysAwsCQAJAIAEtAABBCmsOBAEYGAAYCyABQQFqIQFBECECDJMDCyABQQFqIQEgA0Evai0AAEEBcQ0XQQAhAiADQQA2AhwgAyABNgIUIANBmSA2AhAgA0EZNgIMDKsDCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMWg0YQQghAgyqAwsgASAERwRAIANBCTYCCCADIAE2AgRBFCECDJEDC0EJIQIMqQMLIAMpAyBQDa4CDEMLIAEgBEYEQEELIQIMqAMLIAEtAABBCkcNFiABQQFqIQEMFwsgA0Evai0AAEEBcUUNGQwmC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRkMQgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0aDCQLQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGwwyCyADQS9qLQAAQQFxRQ0cDCILQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANHAxCC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADR0MIAsgASAERgRAQRMhAgygAwsCQCABLQAAIgBBCmsOBB8jIwAiCyABQQFqIQEMHwtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0iDEILIAEgBEYEQEEWIQIMngMLIAEtAABBwMEAai0AAEEBRw0jDIMDCwJAA0AgAS0AAEGwO2otAAAiAEEBRwRAAkAgAEECaw4CAwAnCyABQQFqIQFBISECDIYDCyAEIAFBAWoiAUcNAAtBGCECDJ0DCyADKAIEIQBBACECIANBADYCBCADIAAgAUEBaiIBEDQiAA0hDEELQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIwwqCyABIARGBEBBHCECDJsDCyADQQo2AgggAyABNgIEQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANJUEkIQIMgQMLIAEgBEcEQANAIAEtAABBsD1qLQAAIgBBA0cEQCAAQQFrDgUYGiaCAyUmCyAEIAFBAWoiAUcNAAtBGyECDJoDC0EbIQIMmQMLA0AgAS0AAEGwP2otAAAiAEEDRwRAIABBAWsOBQ8RJxMmJwsgBCABQQFqIgFHDQALQR4hAgyYAwsgASAERwRAIANBCzYCCCADIAE2AgRBByECDP8CC0EfIQIMlwMLIAEgBEYEQEEgIQIMlwMLAkAgAS0AAEENaw4ULj8/Pz8/Pz8/Pz8/Pz8/Pz8/PwA/C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAyWAwsgA0EvaiECA0AgASAERgRAQSEhAgyXAwsCQAJAAkAgAS0AACIAQQlrDhgCACkpASkpKSkpKSkpKSkpKSkpKSkpKQInCyABQQFqIQEgA0Evai0AAEEBcUUNCgwYCyABQQFqIQEMFwsgAUEBaiEBIAItAABBAnENAAtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwMlQMLIAMtAC5BgAFxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ3mAiAAQRVGBEAgA0EkNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMlAMLQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDJMDC0EAIQIgA0EANgIcIAMgATYCFCADQb4gNgIQIANBAjYCDAySAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEgDKdqIgEQMiIARQ0rIANBBzYCHCADIAE2AhQgAyAANgIMDJEDCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlgiAkUNACADIAIRAAAhAAsgAEUNKyAAQRVGBEAgA0EKNgIcIAMgATYCFCADQesZNgIQIANBFTYCDEEAIQIMkAMLQQAhAiADQQA2AhwgAyABNgIUIANBkww2AhAgA0ETNgIMDI8DC0EAIQIgA0EANgIcIAMgATYCFCADQYIVNgIQIANBAjYCDAyOAwtBACECIANBADYCHCADIAE2AhQgA0HdFDYCECADQRk2AgwMjQMLQQAhAiADQQA2AhwgAyABNgIUIANB5h02AhAgA0EZNgIMDIwDCyAAQRVGDT1BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMiwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUNKCADQQ02AhwgAyABNgIUIAMgADYCDAyKAwsgAEEVRg06QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIkDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCgLIANBDjYCHCADIAA2AgwgAyABQQFqNgIUDIgDCyAAQRVGDTdBACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwMhwMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDMiAEUEQCABQQFqIQEMJwsgA0EPNgIcIAMgADYCDCADIAFBAWo2AhQMhgMLQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDIUDCyAAQRVGDTNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwMhAMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUNJSADQRE2AhwgAyABNgIUIAMgADYCDAyDAwsgAEEVRg0wQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIIDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDCULIANBEjYCHCADIAA2AgwgAyABQQFqNgIUDIEDCyADQS9qLQAAQQFxRQ0BC0EXIQIM5gILQQAhAiADQQA2AhwgAyABNgIUIANB4hc2AhAgA0EZNgIMDP4CCyAAQTtHDQAgAUEBaiEBDAwLQQAhAiADQQA2AhwgAyABNgIUIANBkhg2AhAgA0ECNgIMDPwCCyAAQRVGDShBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM+wILIANBFDYCHCADIAE2AhQgAyAANgIMDPoCCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFBEAgAUEBaiEBDPUCCyADQRU2AhwgAyAANgIMIAMgAUEBajYCFAz5AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzzAgsgA0EXNgIcIAMgADYCDCADIAFBAWo2AhQM+AILIABBFUYNI0EAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAz3AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwdCyADQRk2AhwgAyAANgIMIAMgAUEBajYCFAz2AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQzvAgsgA0EaNgIcIAMgADYCDCADIAFBAWo2AhQM9QILIABBFUYNH0EAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAz0AgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDBsLIANBHDYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgzzAgsgAygCBCEAIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDOsCCyADQR02AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8gILIABBO0cNASABQQFqIQELQSYhAgzXAgtBACECIANBADYCHCADIAE2AhQgA0GfFTYCECADQQw2AgwM7wILIAEgBEcEQANAIAEtAABBIEcNhAIgBCABQQFqIgFHDQALQSwhAgzvAgtBLCECDO4CCyABIARGBEBBNCECDO4CCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtBNCECDO8CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNnwIgA0EyNgIcIAMgATYCFCADIAA2AgxBACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUEQCABQQFqIQEMnwILIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgztAgsgASAERwRAAkADQCABLQAAQTBrIgBB/wFxQQpPBEBBOiECDNcCCyADKQMgIgtCmbPmzJmz5swZVg0BIAMgC0IKfiIKNwMgIAogAK1C/wGDIgtCf4VWDQEgAyAKIAt8NwMgIAQgAUEBaiIBRw0AC0HAACECDO4CCyADKAIEIQAgA0EANgIEIAMgACABQQFqIgEQMSIADRcM4gILQcAAIQIM7AILIAEgBEYEQEHJACECDOwCCwJAA0ACQCABLQAAQQlrDhgAAqICogKpAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAgCiAgsgBCABQQFqIgFHDQALQckAIQIM7AILIAFBAWohASADQS9qLQAAQQFxDaUCIANBADYCHCADIAE2AhQgA0GXEDYCECADQQo2AgxBACECDOsCCyABIARHBEADQCABLQAAQSBHDRUgBCABQQFqIgFHDQALQfgAIQIM6wILQfgAIQIM6gILIANBAjoAKAw4C0EAIQIgA0EANgIcIANBvws2AhAgA0ECNgIMIAMgAUEBajYCFAzoAgtBACECDM4CC0ENIQIMzQILQRMhAgzMAgtBFSECDMsCC0EWIQIMygILQRghAgzJAgtBGSECDMgCC0EaIQIMxwILQRshAgzGAgtBHCECDMUCC0EdIQIMxAILQR4hAgzDAgtBHyECDMICC0EgIQIMwQILQSIhAgzAAgtBIyECDL8CC0ElIQIMvgILQeUAIQIMvQILIANBPTYCHCADIAE2AhQgAyAANgIMQQAhAgzVAgsgA0EbNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIM1AILIANBIDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNMCCyADQRM2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzSAgsgA0ELNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0QILIANBEDYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNACCyADQSA2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzPAgsgA0ELNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzgILIANBDDYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM0CC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAzMAgsCQANAAkAgAS0AAEEKaw4EAAICAAILIAQgAUEBaiIBRw0AC0H9ASECDMwCCwJAAkAgAy0ANkEBRw0AQQAhAAJAIAMoAjgiAkUNACACKAJgIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB/AE2AhwgAyABNgIUIANB3Bk2AhAgA0EVNgIMQQAhAgzNAgtB3AEhAgyzAgsgA0EANgIcIAMgATYCFCADQfkLNgIQIANBHzYCDEEAIQIMywILAkACQCADLQAoQQFrDgIEAQALQdsBIQIMsgILQdQBIQIMsQILIANBAjoAMUEAIQACQCADKAI4IgJFDQAgAigCACICRQ0AIAMgAhEAACEACyAARQRAQd0BIQIMsQILIABBFUcEQCADQQA2AhwgAyABNgIUIANBtAw2AhAgA0EQNgIMQQAhAgzKAgsgA0H7ATYCHCADIAE2AhQgA0GBGjYCECADQRU2AgxBACECDMkCCyABIARGBEBB+gEhAgzJAgsgAS0AAEHIAEYNASADQQE6ACgLQcABIQIMrgILQdoBIQIMrQILIAEgBEcEQCADQQw2AgggAyABNgIEQdkBIQIMrQILQfkBIQIMxQILIAEgBEYEQEH4ASECDMUCCyABLQAAQcgARw0EIAFBAWohAUHYASECDKsCCyABIARGBEBB9wEhAgzEAgsCQAJAIAEtAABBxQBrDhAABQUFBQUFBQUFBQUFBQUBBQsgAUEBaiEBQdYBIQIMqwILIAFBAWohAUHXASECDKoCC0H2ASECIAEgBEYNwgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABButUAai0AAEcNAyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMwwILIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgBFBEBB4wEhAgyqAgsgA0H1ATYCHCADIAE2AhQgAyAANgIMQQAhAgzCAgtB9AEhAiABIARGDcECIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjVAGotAABHDQIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMICCyADQYEEOwEoIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARAuIgANAwwCCyADQQA2AgALQQAhAiADQQA2AhwgAyABNgIUIANB5R82AhAgA0EINgIMDL8CC0HVASECDKUCCyADQfMBNgIcIAMgATYCFCADIAA2AgxBACECDL0CC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ1uIABBFUcEQCADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgy9AgsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDLwCCyABIARHBEAgA0ENNgIIIAMgATYCBEHTASECDKMCC0HyASECDLsCCyABIARGBEBB8QEhAgy7AgsCQAJAAkAgAS0AAEHIAGsOCwABCAgICAgICAgCCAsgAUEBaiEBQdABIQIMowILIAFBAWohAUHRASECDKICCyABQQFqIQFB0gEhAgyhAgtB8AEhAiABIARGDbkCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEG11QBqLQAARw0EIABBAkYNAyAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy5AgtB7wEhAiABIARGDbgCIAMoAgAiACAEIAFraiEGIAEgAGtBAWohBQNAIAEtAAAgAEGz1QBqLQAARw0DIABBAUYNAiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy4AgtB7gEhAiABIARGDbcCIAMoAgAiACAEIAFraiEGIAEgAGtBAmohBQNAIAEtAAAgAEGw1QBqLQAARw0CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBjYCAAy3AgsgAygCBCEAIANCADcDACADIAAgBUEBaiIBECsiAEUNAiADQewBNgIcIAMgATYCFCADIAA2AgxBACECDLYCCyADQQA2AgALIAMoAgQhACADQQA2AgQgAyAAIAEQKyIARQ2cAiADQe0BNgIcIAMgATYCFCADIAA2AgxBACECDLQCC0HPASECDJoCC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMtAILQc4BIQIMmgILIANB6wE2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyyAgsgASAERgRAQesBIQIMsgILIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMsQILQc0BIQIMlwILIAEgBEcEQCADQQ42AgggAyABNgIEQcwBIQIMlwILQeoBIQIMrwILIAEgBEYEQEHpASECDK8CCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHLASECDJYCCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNlwIgA0HoATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgASAERgRAQecBIQIMrgILAkAgAS0AAEEuRgRAIAFBAWohAQwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmAIgA0HmATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgtBygEhAgyUAgsgASAERgRAQeUBIQIMrQILQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIBNgIcIAMgATYCFCADIAA2AgxBACECDK8CCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNmgIgA0HjATYCHCADIAE2AhQgAyAANgIMQQAhAgyuAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5AE2AhwgAyABNgIUIAMgADYCDAytAgtByQEhAgyTAgtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GkDTYCECADQSE2AgxBACECDK0CC0HIASECDJMCCyADQeEBNgIcIAMgATYCFCADQdAaNgIQIANBFTYCDEEAIQIMqwILIAEgBEYEQEHhASECDKsCCwJAIAEtAABBIEYEQCADQQA7ATQgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GZETYCECADQQk2AgxBACECDKsCC0HHASECDJECCyABIARGBEBB4AEhAgyqAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKsCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyqAgtBxgEhAgyQAgsgASAERgRAQd8BIQIMqQILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyqAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqQILQcUBIQIMjwILIAEgBEYEQEHeASECDKgCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqQILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKgCC0HEASECDI4CCyABIARGBEBB3QEhAgynAgsCQAJAAkACQCABLQAAQQprDhcCAwMAAwMDAwMDAwMDAwMDAwMDAwMDAQMLIAFBAWoMBQsgAUEBaiEBQcMBIQIMjwILIAFBAWohASADQS9qLQAAQQFxDQggA0EANgIcIAMgATYCFCADQY0LNgIQIANBDTYCDEEAIQIMpwILIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKYCCyABIARHBEAgA0EPNgIIIAMgATYCBEEBIQIMjQILQdwBIQIMpQILAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0HbASECDKYCCyADKAIEIQAgA0EANgIEIAMgACABEC0iAEUEQCABQQFqIQEMBAsgA0HaATYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgylAgsgAygCBCEAIANBADYCBCADIAAgARAtIgANASABQQFqCyEBQcEBIQIMigILIANB2QE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMogILQcIBIQIMiAILIANBL2otAABBAXENASADQQA2AhwgAyABNgIUIANB5Bw2AhAgA0EZNgIMQQAhAgygAgsgASAERgRAQdkBIQIMoAILAkACQAJAIAEtAABBCmsOBAECAgACCyABQQFqIQEMAgsgAUEBaiEBDAELIAMtAC5BwABxRQ0BC0EAIQACQCADKAI4IgJFDQAgAigCPCICRQ0AIAMgAhEAACEACyAARQ2gASAAQRVGBEAgA0HZADYCHCADIAE2AhQgA0G3GjYCECADQRU2AgxBACECDJ8CCyADQQA2AhwgAyABNgIUIANBgA02AhAgA0EbNgIMQQAhAgyeAgsgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMnQILIAEgBEcEQCADQQw2AgggAyABNgIEQb8BIQIMhAILQdgBIQIMnAILIAEgBEYEQEHXASECDJwCCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEHBAGsOFQABAgNaBAUGWlpaBwgJCgsMDQ4PEFoLIAFBAWohAUH7ACECDJICCyABQQFqIQFB/AAhAgyRAgsgAUEBaiEBQYEBIQIMkAILIAFBAWohAUGFASECDI8CCyABQQFqIQFBhgEhAgyOAgsgAUEBaiEBQYkBIQIMjQILIAFBAWohAUGKASECDIwCCyABQQFqIQFBjQEhAgyLAgsgAUEBaiEBQZYBIQIMigILIAFBAWohAUGXASECDIkCCyABQQFqIQFBmAEhAgyIAgsgAUEBaiEBQaUBIQIMhwILIAFBAWohAUGmASECDIYCCyABQQFqIQFBrAEhAgyFAgsgAUEBaiEBQbQBIQIMhAILIAFBAWohAUG3ASECDIMCCyABQQFqIQFBvgEhAgyCAgsgASAERgRAQdYBIQIMmwILIAEtAABBzgBHDUggAUEBaiEBQb0BIQIMgQILIAEgBEYEQEHVASECDJoCCwJAAkACQCABLQAAQcIAaw4SAEpKSkpKSkpKSgFKSkpKSkoCSgsgAUEBaiEBQbgBIQIMggILIAFBAWohAUG7ASECDIECCyABQQFqIQFBvAEhAgyAAgtB1AEhAiABIARGDZgCIAMoAgAiACAEIAFraiEFIAEgAGtBB2ohBgJAA0AgAS0AACAAQajVAGotAABHDUUgAEEHRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJkCCyADQQA2AgAgBkEBaiEBQRsMRQsgASAERgRAQdMBIQIMmAILAkACQCABLQAAQckAaw4HAEdHR0dHAUcLIAFBAWohAUG5ASECDP8BCyABQQFqIQFBugEhAgz+AQtB0gEhAiABIARGDZYCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQabVAGotAABHDUMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJcCCyADQQA2AgAgBkEBaiEBQQ8MQwtB0QEhAiABIARGDZUCIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQaTVAGotAABHDUIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYCCyADQQA2AgAgBkEBaiEBQSAMQgtB0AEhAiABIARGDZQCIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDUEgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJUCCyADQQA2AgAgBkEBaiEBQRIMQQsgASAERgRAQc8BIQIMlAILAkACQCABLQAAQcUAaw4OAENDQ0NDQ0NDQ0NDQwFDCyABQQFqIQFBtQEhAgz7AQsgAUEBaiEBQbYBIQIM+gELQc4BIQIgASAERg2SAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGe1QBqLQAARw0/IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyTAgsgA0EANgIAIAZBAWohAUEHDD8LQc0BIQIgASAERg2RAiADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGY1QBqLQAARw0+IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAySAgsgA0EANgIAIAZBAWohAUEoDD4LIAEgBEYEQEHMASECDJECCwJAAkACQCABLQAAQcUAaw4RAEFBQUFBQUFBQQFBQUFBQQJBCyABQQFqIQFBsQEhAgz5AQsgAUEBaiEBQbIBIQIM+AELIAFBAWohAUGzASECDPcBC0HLASECIAEgBEYNjwIgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBkdUAai0AAEcNPCAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkAILIANBADYCACAGQQFqIQFBGgw8C0HKASECIAEgBEYNjgIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBjdUAai0AAEcNOyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjwILIANBADYCACAGQQFqIQFBIQw7CyABIARGBEBByQEhAgyOAgsCQAJAIAEtAABBwQBrDhQAPT09PT09PT09PT09PT09PT09AT0LIAFBAWohAUGtASECDPUBCyABQQFqIQFBsAEhAgz0AQsgASAERgRAQcgBIQIMjQILAkACQCABLQAAQdUAaw4LADw8PDw8PDw8PAE8CyABQQFqIQFBrgEhAgz0AQsgAUEBaiEBQa8BIQIM8wELQccBIQIgASAERg2LAiADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw04IABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyMAgsgA0EANgIAIAZBAWohAUEqDDgLIAEgBEYEQEHGASECDIsCCyABLQAAQdAARw04IAFBAWohAUElDDcLQcUBIQIgASAERg2JAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGB1QBqLQAARw02IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyKAgsgA0EANgIAIAZBAWohAUEODDYLIAEgBEYEQEHEASECDIkCCyABLQAAQcUARw02IAFBAWohAUGrASECDO8BCyABIARGBEBBwwEhAgyIAgsCQAJAAkACQCABLQAAQcIAaw4PAAECOTk5OTk5OTk5OTkDOQsgAUEBaiEBQacBIQIM8QELIAFBAWohAUGoASECDPABCyABQQFqIQFBqQEhAgzvAQsgAUEBaiEBQaoBIQIM7gELQcIBIQIgASAERg2GAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH+1ABqLQAARw0zIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyHAgsgA0EANgIAIAZBAWohAUEUDDMLQcEBIQIgASAERg2FAiADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEH51ABqLQAARw0yIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyGAgsgA0EANgIAIAZBAWohAUErDDILQcABIQIgASAERg2EAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEH21ABqLQAARw0xIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyFAgsgA0EANgIAIAZBAWohAUEsDDELQb8BIQIgASAERg2DAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0wIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyEAgsgA0EANgIAIAZBAWohAUERDDALQb4BIQIgASAERg2CAiADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEHy1ABqLQAARw0vIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyDAgsgA0EANgIAIAZBAWohAUEuDC8LIAEgBEYEQEG9ASECDIICCwJAAkACQAJAAkAgAS0AAEHBAGsOFQA0NDQ0NDQ0NDQ0ATQ0AjQ0AzQ0BDQLIAFBAWohAUGbASECDOwBCyABQQFqIQFBnAEhAgzrAQsgAUEBaiEBQZ0BIQIM6gELIAFBAWohAUGiASECDOkBCyABQQFqIQFBpAEhAgzoAQsgASAERgRAQbwBIQIMgQILAkACQCABLQAAQdIAaw4DADABMAsgAUEBaiEBQaMBIQIM6AELIAFBAWohAUEEDC0LQbsBIQIgASAERg3/ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHw1ABqLQAARw0sIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyAAgsgA0EANgIAIAZBAWohAUEdDCwLIAEgBEYEQEG6ASECDP8BCwJAAkAgAS0AAEHJAGsOBwEuLi4uLgAuCyABQQFqIQFBoQEhAgzmAQsgAUEBaiEBQSIMKwsgASAERgRAQbkBIQIM/gELIAEtAABB0ABHDSsgAUEBaiEBQaABIQIM5AELIAEgBEYEQEG4ASECDP0BCwJAAkAgAS0AAEHGAGsOCwAsLCwsLCwsLCwBLAsgAUEBaiEBQZ4BIQIM5AELIAFBAWohAUGfASECDOMBC0G3ASECIAEgBEYN+wEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB7NQAai0AAEcNKCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM/AELIANBADYCACAGQQFqIQFBDQwoC0G2ASECIAEgBEYN+gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNJyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+wELIANBADYCACAGQQFqIQFBDAwnC0G1ASECIAEgBEYN+QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6tQAai0AAEcNJiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+gELIANBADYCACAGQQFqIQFBAwwmC0G0ASECIAEgBEYN+AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB6NQAai0AAEcNJSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM+QELIANBADYCACAGQQFqIQFBJgwlCyABIARGBEBBswEhAgz4AQsCQAJAIAEtAABB1ABrDgIAAScLIAFBAWohAUGZASECDN8BCyABQQFqIQFBmgEhAgzeAQtBsgEhAiABIARGDfYBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQebUAGotAABHDSMgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPcBCyADQQA2AgAgBkEBaiEBQScMIwtBsQEhAiABIARGDfUBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQeTUAGotAABHDSIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPYBCyADQQA2AgAgBkEBaiEBQRwMIgtBsAEhAiABIARGDfQBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQd7UAGotAABHDSEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPUBCyADQQA2AgAgBkEBaiEBQQYMIQtBrwEhAiABIARGDfMBIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQdnUAGotAABHDSAgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPQBCyADQQA2AgAgBkEBaiEBQRkMIAsgASAERgRAQa4BIQIM8wELAkACQAJAAkAgAS0AAEEtaw4jACQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkASQkJCQkAiQkJAMkCyABQQFqIQFBjgEhAgzcAQsgAUEBaiEBQY8BIQIM2wELIAFBAWohAUGUASECDNoBCyABQQFqIQFBlQEhAgzZAQtBrQEhAiABIARGDfEBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQdfUAGotAABHDR4gAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPIBCyADQQA2AgAgBkEBaiEBQQsMHgsgASAERgRAQawBIQIM8QELAkACQCABLQAAQcEAaw4DACABIAsgAUEBaiEBQZABIQIM2AELIAFBAWohAUGTASECDNcBCyABIARGBEBBqwEhAgzwAQsCQAJAIAEtAABBwQBrDg8AHx8fHx8fHx8fHx8fHwEfCyABQQFqIQFBkQEhAgzXAQsgAUEBaiEBQZIBIQIM1gELIAEgBEYEQEGqASECDO8BCyABLQAAQcwARw0cIAFBAWohAUEKDBsLQakBIQIgASAERg3tASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHR1ABqLQAARw0aIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzuAQsgA0EANgIAIAZBAWohAUEeDBoLQagBIQIgASAERg3sASADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEHK1ABqLQAARw0ZIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAztAQsgA0EANgIAIAZBAWohAUEVDBkLQacBIQIgASAERg3rASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHH1ABqLQAARw0YIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzsAQsgA0EANgIAIAZBAWohAUEXDBgLQaYBIQIgASAERg3qASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHB1ABqLQAARw0XIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzrAQsgA0EANgIAIAZBAWohAUEYDBcLIAEgBEYEQEGlASECDOoBCwJAAkAgAS0AAEHJAGsOBwAZGRkZGQEZCyABQQFqIQFBiwEhAgzRAQsgAUEBaiEBQYwBIQIM0AELQaQBIQIgASAERg3oASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw0VIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzpAQsgA0EANgIAIAZBAWohAUEJDBULQaMBIQIgASAERg3nASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw0UIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzoAQsgA0EANgIAIAZBAWohAUEfDBQLQaIBIQIgASAERg3mASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEG+1ABqLQAARw0TIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAznAQsgA0EANgIAIAZBAWohAUECDBMLQaEBIQIgASAERg3lASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYDQCABLQAAIABBvNQAai0AAEcNESAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5QELIAEgBEYEQEGgASECDOUBC0EBIAEtAABB3wBHDREaIAFBAWohAUGHASECDMsBCyADQQA2AgAgBkEBaiEBQYgBIQIMygELQZ8BIQIgASAERg3iASADKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEGE1QBqLQAARw0PIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzjAQsgA0EANgIAIAZBAWohAUEpDA8LQZ4BIQIgASAERg3hASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEG41ABqLQAARw0OIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAziAQsgA0EANgIAIAZBAWohAUEtDA4LIAEgBEYEQEGdASECDOEBCyABLQAAQcUARw0OIAFBAWohAUGEASECDMcBCyABIARGBEBBnAEhAgzgAQsCQAJAIAEtAABBzABrDggADw8PDw8PAQ8LIAFBAWohAUGCASECDMcBCyABQQFqIQFBgwEhAgzGAQtBmwEhAiABIARGDd4BIAMoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQbPUAGotAABHDQsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN8BCyADQQA2AgAgBkEBaiEBQSMMCwtBmgEhAiABIARGDd0BIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDUAGotAABHDQogAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADN4BCyADQQA2AgAgBkEBaiEBQQAMCgsgASAERgRAQZkBIQIM3QELAkACQCABLQAAQcgAaw4IAAwMDAwMDAEMCyABQQFqIQFB/QAhAgzEAQsgAUEBaiEBQYABIQIMwwELIAEgBEYEQEGYASECDNwBCwJAAkAgAS0AAEHOAGsOAwALAQsLIAFBAWohAUH+ACECDMMBCyABQQFqIQFB/wAhAgzCAQsgASAERgRAQZcBIQIM2wELIAEtAABB2QBHDQggAUEBaiEBQQgMBwtBlgEhAiABIARGDdkBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQazUAGotAABHDQYgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNoBCyADQQA2AgAgBkEBaiEBQQUMBgtBlQEhAiABIARGDdgBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQabUAGotAABHDQUgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNkBCyADQQA2AgAgBkEBaiEBQRYMBQtBlAEhAiABIARGDdcBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDQQgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNgBCyADQQA2AgAgBkEBaiEBQRAMBAsgASAERgRAQZMBIQIM1wELAkACQCABLQAAQcMAaw4MAAYGBgYGBgYGBgYBBgsgAUEBaiEBQfkAIQIMvgELIAFBAWohAUH6ACECDL0BC0GSASECIAEgBEYN1QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBoNQAai0AAEcNAiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM1gELIANBADYCACAGQQFqIQFBJAwCCyADQQA2AgAMAgsgASAERgRAQZEBIQIM1AELIAEtAABBzABHDQEgAUEBaiEBQRMLOgApIAMoAgQhACADQQA2AgQgAyAAIAEQLiIADQIMAQtBACECIANBADYCHCADIAE2AhQgA0H+HzYCECADQQY2AgwM0QELQfgAIQIMtwELIANBkAE2AhwgAyABNgIUIAMgADYCDEEAIQIMzwELQQAhAAJAIAMoAjgiAkUNACACKAJAIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRg0BIANBADYCHCADIAE2AhQgA0GCDzYCECADQSA2AgxBACECDM4BC0H3ACECDLQBCyADQY8BNgIcIAMgATYCFCADQewbNgIQIANBFTYCDEEAIQIMzAELIAEgBEYEQEGPASECDMwBCwJAIAEtAABBIEYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZsfNgIQIANBBjYCDEEAIQIMzAELQQIhAgyyAQsDQCABLQAAQSBHDQIgBCABQQFqIgFHDQALQY4BIQIMygELIAEgBEYEQEGNASECDMoBCwJAIAEtAABBCWsOBEoAAEoAC0H1ACECDLABCyADLQApQQVGBEBB9gAhAgywAQtB9AAhAgyvAQsgASAERgRAQYwBIQIMyAELIANBEDYCCCADIAE2AgQMCgsgASAERgRAQYsBIQIMxwELAkAgAS0AAEEJaw4ERwAARwALQfMAIQIMrQELIAEgBEcEQCADQRA2AgggAyABNgIEQfEAIQIMrQELQYoBIQIMxQELAkAgASAERwRAA0AgAS0AAEGg0ABqLQAAIgBBA0cEQAJAIABBAWsOAkkABAtB8AAhAgyvAQsgBCABQQFqIgFHDQALQYgBIQIMxgELQYgBIQIMxQELIANBADYCHCADIAE2AhQgA0HbIDYCECADQQc2AgxBACECDMQBCyABIARGBEBBiQEhAgzEAQsCQAJAAkAgAS0AAEGg0gBqLQAAQQFrDgNGAgABC0HyACECDKwBCyADQQA2AhwgAyABNgIUIANBtBI2AhAgA0EHNgIMQQAhAgzEAQtB6gAhAgyqAQsgASAERwRAIAFBAWohAUHvACECDKoBC0GHASECDMIBCyAEIAEiAEYEQEGGASECDMIBCyAALQAAIgFBL0YEQCAAQQFqIQFB7gAhAgypAQsgAUEJayICQRdLDQEgACEBQQEgAnRBm4CABHENQQwBCyAEIAEiAEYEQEGFASECDMEBCyAALQAAQS9HDQAgAEEBaiEBDAMLQQAhAiADQQA2AhwgAyAANgIUIANB2yA2AhAgA0EHNgIMDL8BCwJAAkACQAJAAkADQCABLQAAQaDOAGotAAAiAEEFRwRAAkACQCAAQQFrDghHBQYHCAAEAQgLQesAIQIMrQELIAFBAWohAUHtACECDKwBCyAEIAFBAWoiAUcNAAtBhAEhAgzDAQsgAUEBagwUCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDMEBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDMABCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNHiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDL8BCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy+AQsgASAERgRAQYMBIQIMvgELAkAgAS0AAEGgzgBqLQAAQQFrDgg+BAUGAAgCAwcLIAFBAWohAQtBAyECDKMBCyABQQFqDA0LQQAhAiADQQA2AhwgA0HREjYCECADQQc2AgwgAyABQQFqNgIUDLoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQdsANgIcIAMgATYCFCADIAA2AgxBACECDLkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDLgBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNFiADQfoANgIcIAMgATYCFCADIAA2AgxBACECDLcBCyADQQA2AhwgAyABNgIUIANB+Q82AhAgA0EHNgIMQQAhAgy2AQtB7AAhAgycAQsgASAERgRAQYIBIQIMtQELIAFBAWoMAgsgASAERgRAQYEBIQIMtAELIAFBAWoMAQsgASAERg0BIAFBAWoLIQFBBCECDJgBC0GAASECDLABCwNAIAEtAABBoMwAai0AACIAQQJHBEAgAEEBRwRAQekAIQIMmQELDDELIAQgAUEBaiIBRw0AC0H/ACECDK8BCyABIARGBEBB/gAhAgyvAQsCQCABLQAAQQlrDjcvAwYvBAYGBgYGBgYGBgYGBgYGBgYGBgUGBgIGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYABgsgAUEBagshAUEFIQIMlAELIAFBAWoMBgsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgyrAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgyqAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQggA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgypAQsgA0EANgIcIAMgATYCFCADQY0UNgIQIANBBzYCDEEAIQIMqAELAkACQAJAAkADQCABLQAAQaDKAGotAAAiAEEFRwRAAkAgAEEBaw4GLgMEBQYABgtB6AAhAgyUAQsgBCABQQFqIgFHDQALQf0AIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0HIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqAELIANBADYCHCADIAE2AhQgA0HkCDYCECADQQc2AgxBACECDKcBCyABIARGDQEgAUEBagshAUEGIQIMjAELQfwAIQIMpAELAkACQAJAAkADQCABLQAAQaDIAGotAAAiAEEFRwRAIABBAWsOBCkCAwQFCyAEIAFBAWoiAUcNAAtB+wAhAgynAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgymAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgylAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDQMgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgykAQsgA0EANgIcIAMgATYCFCADQbwKNgIQIANBBzYCDEEAIQIMowELQc8AIQIMiQELQdEAIQIMiAELQecAIQIMhwELIAEgBEYEQEH6ACECDKABCwJAIAEtAABBCWsOBCAAACAACyABQQFqIQFB5gAhAgyGAQsgASAERgRAQfkAIQIMnwELAkAgAS0AAEEJaw4EHwAAHwALQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFBEBB4gEhAgyGAQsgAEEVRwRAIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDJ8BCyADQfgANgIcIAMgATYCFCADQeoaNgIQIANBFTYCDEEAIQIMngELIAEgBEcEQCADQQ02AgggAyABNgIEQeQAIQIMhQELQfcAIQIMnQELIAEgBEYEQEH2ACECDJ0BCwJAAkACQCABLQAAQcgAaw4LAAELCwsLCwsLCwILCyABQQFqIQFB3QAhAgyFAQsgAUEBaiEBQeAAIQIMhAELIAFBAWohAUHjACECDIMBC0H1ACECIAEgBEYNmwEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBtdUAai0AAEcNCCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMnAELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfQANgIcIAMgATYCFCADIAA2AgxBACECDJwBC0HiACECDIIBC0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMnAELQeEAIQIMggELIANB8wA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyaAQsgAy0AKSIAQSNrQQtJDQkCQCAAQQZLDQBBASAAdEHKAHFFDQAMCgtBACECIANBADYCHCADIAE2AhQgA0HtCTYCECADQQg2AgwMmQELQfIAIQIgASAERg2YASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGz1QBqLQAARw0FIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAQsgAygCBCEAIANCADcDACADIAAgBkEBaiIBECsiAARAIANB8QA2AhwgAyABNgIUIAMgADYCDEEAIQIMmQELQd8AIQIMfwtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJkBC0HeACECDH8LIANB8AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyXAQsgAy0AKUEhRg0GIANBADYCHCADIAE2AhQgA0GRCjYCECADQQg2AgxBACECDJYBC0HvACECIAEgBEYNlQEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMlgELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgBFDQIgA0HtADYCHCADIAE2AhQgAyAANgIMQQAhAgyVAQsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNgAEgA0HuADYCHCADIAE2AhQgAyAANgIMQQAhAgyTAQtB3AAhAgx5C0EAIQACQCADKAI4IgJFDQAgAigCNCICRQ0AIAMgAhEAACEACwJAIAAEQCAAQRVGDQEgA0EANgIcIAMgATYCFCADQeoNNgIQIANBJjYCDEEAIQIMkwELQdsAIQIMeQsgA0HsADYCHCADIAE2AhQgA0GAGzYCECADQRU2AgxBACECDJEBCyADLQApIgBBI0kNACAAQS5GDQAgA0EANgIcIAMgATYCFCADQckJNgIQIANBCDYCDEEAIQIMkAELQdoAIQIMdgsgASAERgRAQesAIQIMjwELAkAgAS0AAEEvRgRAIAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMQQAhAgyPAQtB2QAhAgx1CyABIARHBEAgA0EONgIIIAMgATYCBEHYACECDHULQeoAIQIMjQELIAEgBEYEQEHpACECDI0BCyABLQAAQTBrIgBB/wFxQQpJBEAgAyAAOgAqIAFBAWohAUHXACECDHQLIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ16IANB6AA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAEgBEYEQEHnACECDIwBCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDXsgA0HmADYCHCADIAE2AhQgAyAANgIMQQAhAgyMAQtB1gAhAgxyCyABIARGBEBB5QAhAgyLAQtBACEAQQEhBUEBIQdBACECAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkAgAS0AAEEwaw4KCgkAAQIDBAUGCAsLQQIMBgtBAwwFC0EEDAQLQQUMAwtBBgwCC0EHDAELQQgLIQJBACEFQQAhBwwCC0EJIQJBASEAQQAhBUEAIQcMAQtBACEFQQEhAgsgAyACOgArIAFBAWohAQJAAkAgAy0ALkEQcQ0AAkACQAJAIAMtACoOAwEAAgQLIAdFDQMMAgsgAA0BDAILIAVFDQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ0CIANB4gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjQELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ19IANB4wA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5AA2AhwgAyABNgIUIAMgADYCDAyLAQtB1AAhAgxxCyADLQApQSJGDYYBQdMAIQIMcAtBACEAAkAgAygCOCICRQ0AIAIoAkQiAkUNACADIAIRAAAhAAsgAEUEQEHVACECDHALIABBFUcEQCADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgyJAQsgA0HhADYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDIgBCyABIARGBEBB4AAhAgyIAQsCQAJAAkACQAJAIAEtAABBCmsOBAEEBAAECyABQQFqIQEMAQsgAUEBaiEBIANBL2otAABBAXFFDQELQdIAIQIMcAsgA0EANgIcIAMgATYCFCADQbYRNgIQIANBCTYCDEEAIQIMiAELIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIcBCyABIARGBEBB3wAhAgyHAQsgAS0AAEEKRgRAIAFBAWohAQwJCyADLQAuQcAAcQ0IIANBADYCHCADIAE2AhQgA0G2ETYCECADQQI2AgxBACECDIYBCyABIARGBEBB3QAhAgyGAQsgAS0AACICQQ1GBEAgAUEBaiEBQdAAIQIMbQsgASEAIAJBCWsOBAUBAQUBCyAEIAEiAEYEQEHcACECDIUBCyAALQAAQQpHDQAgAEEBagwCC0EAIQIgA0EANgIcIAMgADYCFCADQcotNgIQIANBBzYCDAyDAQsgASAERgRAQdsAIQIMgwELAkAgAS0AAEEJaw4EAwAAAwALIAFBAWoLIQFBzgAhAgxoCyABIARGBEBB2gAhAgyBAQsgAS0AAEEJaw4EAAEBAAELQQAhAiADQQA2AhwgA0GaEjYCECADQQc2AgwgAyABQQFqNgIUDH8LIANBgBI7ASpBACEAAkAgAygCOCICRQ0AIAIoAjgiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HZADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDH4LQc0AIQIMZAsgA0EANgIcIAMgATYCFCADQckNNgIQIANBGjYCDEEAIQIMfAsgASAERgRAQdkAIQIMfAsgAS0AAEEgRw09IAFBAWohASADLQAuQQFxDT0gA0EANgIcIAMgATYCFCADQcIcNgIQIANBHjYCDEEAIQIMewsgASAERgRAQdgAIQIMewsCQAJAAkACQAJAIAEtAAAiAEEKaw4EAgMDAAELIAFBAWohAUEsIQIMZQsgAEE6Rw0BIANBADYCHCADIAE2AhQgA0HnETYCECADQQo2AgxBACECDH0LIAFBAWohASADQS9qLQAAQQFxRQ1zIAMtADJBgAFxRQRAIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsCQAJAIAAOFk1MSwEBAQEBAQEBAQEBAQEBAQEBAQABCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgx+CyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgx9C0EAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ1ZIABBFUcNASADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgx8C0HLACECDGILQQAhAiADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMDHoLIAMgAy8BMkGAAXI7ATIMOwsgASAERwRAIANBETYCCCADIAE2AgRBygAhAgxgC0HXACECDHgLIAEgBEYEQEHWACECDHgLAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAQEBAQEBAQEBAQEBAAUBAQAIDQAsgAUEBaiEBQcYAIQIMYQsgAUEBaiEBQccAIQIMYAsgAUEBaiEBQcgAIQIMXwsgAUEBaiEBQckAIQIMXgtB1QAhAiAEIAEiAEYNdiAEIAFrIAMoAgAiAWohBiAAIAFrQQVqIQcDQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQhBBCABQQVGDQoaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHYLQdQAIQIgBCABIgBGDXUgBCABayADKAIAIgFqIQYgACABa0EPaiEHA0AgAUGAyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0HQQMgAUEPRg0JGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx1C0HTACECIAQgASIARg10IAQgAWsgAygCACIBaiEGIAAgAWtBDmohBwNAIAFB4scAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNBiABQQ5GDQcgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdAtB0gAhAiAEIAEiAEYNcyAEIAFrIAMoAgAiAWohBSAAIAFrQQFqIQYDQCABQeDHAGotAAAgAC0AACIHQSByIAcgB0HBAGtB/wFxQRpJG0H/AXFHDQUgAUEBRg0CIAFBAWohASAEIABBAWoiAEcNAAsgAyAFNgIADHMLIAEgBEYEQEHRACECDHMLAkACQCABLQAAIgBBIHIgACAAQcEAa0H/AXFBGkkbQf8BcUHuAGsOBwA5OTk5OQE5CyABQQFqIQFBwwAhAgxaCyABQQFqIQFBxAAhAgxZCyADQQA2AgAgBkEBaiEBQcUAIQIMWAtB0AAhAiAEIAEiAEYNcCAEIAFrIAMoAgAiAWohBiAAIAFrQQlqIQcDQCABQdbHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQJBAiABQQlGDQQaIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHALQc8AIQIgBCABIgBGDW8gBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUHQxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxvCyAAIQEgA0EANgIADDMLQQELOgAsIANBADYCACAHQQFqIQELQS0hAgxSCwJAA0AgAS0AAEHQxQBqLQAAQQFHDQEgBCABQQFqIgFHDQALQc0AIQIMawtBwgAhAgxRCyABIARGBEBBzAAhAgxqCyABLQAAQTpGBEAgAygCBCEAIANBADYCBCADIAAgARAwIgBFDTMgA0HLADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxqCyADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgxpCwJAAkAgAy0ALEECaw4CAAEnCyADQTNqLQAAQQJxRQ0mIAMtAC5BAnENJiADQQA2AhwgAyABNgIUIANBphQ2AhAgA0ELNgIMQQAhAgxpCyADLQAyQSBxRQ0lIAMtAC5BAnENJSADQQA2AhwgAyABNgIUIANBvRM2AhAgA0EPNgIMQQAhAgxoC0EAIQACQCADKAI4IgJFDQAgAigCSCICRQ0AIAMgAhEAACEACyAARQRAQcEAIQIMTwsgAEEVRwRAIANBADYCHCADIAE2AhQgA0GmDzYCECADQRw2AgxBACECDGgLIANBygA2AhwgAyABNgIUIANBhRw2AhAgA0EVNgIMQQAhAgxnCyABIARHBEAgASECA0AgBCACIgFrQRBOBEAgAUEQaiEC/Qz/////////////////////IAH9AAAAIg1BB/1sIA39DODg4ODg4ODg4ODg4ODg4OD9bv0MX19fX19fX19fX19fX19fX/0mIA39DAkJCQkJCQkJCQkJCQkJCQn9I/1Q/VL9ZEF/c2giAEEQRg0BIAAgAWohAQwYCyABIARGBEBBxAAhAgxpCyABLQAAQcDBAGotAABBAUcNFyAEIAFBAWoiAkcNAAtBxAAhAgxnC0HEACECDGYLIAEgBEcEQANAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXEiAEEJRg0AIABBIEYNAAJAAkACQAJAIABB4wBrDhMAAwMDAwMDAwEDAwMDAwMDAwMCAwsgAUEBaiEBQTYhAgxSCyABQQFqIQFBNyECDFELIAFBAWohAUE4IQIMUAsMFQsgBCABQQFqIgFHDQALQTwhAgxmC0E8IQIMZQsgASAERgRAQcgAIQIMZQsgA0ESNgIIIAMgATYCBAJAAkACQAJAAkAgAy0ALEEBaw4EFAABAgkLIAMtADJBIHENA0HgASECDE8LAkAgAy8BMiIAQQhxRQ0AIAMtAChBAUcNACADLQAuQQhxRQ0CCyADIABB9/sDcUGABHI7ATIMCwsgAyADLwEyQRByOwEyDAQLIANBADYCBCADIAEgARAxIgAEQCADQcEANgIcIAMgADYCDCADIAFBAWo2AhRBACECDGYLIAFBAWohAQxYCyADQQA2AhwgAyABNgIUIANB9BM2AhAgA0EENgIMQQAhAgxkC0HHACECIAEgBEYNYyADKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIABBwMUAai0AACABLQAAQSByRw0BIABBBkYNSiAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAxkCyADQQA2AgAMBQsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkcNAyABQQFqIQEMBQsgBCABQQFqIgFHDQALQcUAIQIMZAtBxQAhAgxjCwsgA0EAOgAsDAELQQshAgxHC0E/IQIMRgsCQAJAA0AgAS0AACIAQSBHBEACQCAAQQprDgQDBQUDAAsgAEEsRg0DDAQLIAQgAUEBaiIBRw0AC0HGACECDGALIANBCDoALAwOCyADLQAoQQFHDQIgAy0ALkEIcQ0CIAMoAgQhACADQQA2AgQgAyAAIAEQMSIABEAgA0HCADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxfCyABQQFqIQEMUAtBOyECDEQLAkADQCABLQAAIgBBIEcgAEEJR3ENASAEIAFBAWoiAUcNAAtBwwAhAgxdCwtBPCECDEILAkACQCABIARHBEADQCABLQAAIgBBIEcEQCAAQQprDgQDBAQDBAsgBCABQQFqIgFHDQALQT8hAgxdC0E/IQIMXAsgAyADLwEyQSByOwEyDAoLIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQ1OIANBPjYCHCADIAE2AhQgAyAANgIMQQAhAgxaCwJAIAEgBEcEQANAIAEtAABBwMMAai0AACIAQQFHBEAgAEECRg0DDAwLIAQgAUEBaiIBRw0AC0E3IQIMWwtBNyECDFoLIAFBAWohAQwEC0E7IQIgBCABIgBGDVggBCABayADKAIAIgFqIQYgACABa0EFaiEHAkADQCABQZDIAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEFRgRAQQchAQw/CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxZCyADQQA2AgAgACEBDAULQTohAiAEIAEiAEYNVyAEIAFrIAMoAgAiAWohBiAAIAFrQQhqIQcCQANAIAFBtMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQhGBEBBBSEBDD4LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFgLIANBADYCACAAIQEMBAtBOSECIAQgASIARg1WIAQgAWsgAygCACIBaiEGIAAgAWtBA2ohBwJAA0AgAUGwwQBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBA0YEQEEGIQEMPQsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMVwsgA0EANgIAIAAhAQwDCwJAA0AgAS0AACIAQSBHBEAgAEEKaw4EBwQEBwILIAQgAUEBaiIBRw0AC0E4IQIMVgsgAEEsRw0BIAFBAWohAEEBIQECQAJAAkACQAJAIAMtACxBBWsOBAMBAgQACyAAIQEMBAtBAiEBDAELQQQhAQsgA0EBOgAsIAMgAy8BMiABcjsBMiAAIQEMAQsgAyADLwEyQQhyOwEyIAAhAQtBPiECDDsLIANBADoALAtBOSECDDkLIAEgBEYEQEE2IQIMUgsCQAJAAkACQAJAIAEtAABBCmsOBAACAgECCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNAiADQTM2AhwgAyABNgIUIAMgADYCDEEAIQIMVQsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDAYLIANBMjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxUCyADLQAuQQFxBEBB3wEhAgw7CyADKAIEIQAgA0EANgIEIAMgACABEDEiAA0BDEkLQTQhAgw5CyADQTU2AhwgAyABNgIUIAMgADYCDEEAIQIMUQtBNSECDDcLIANBL2otAABBAXENACADQQA2AhwgAyABNgIUIANB6xY2AhAgA0EZNgIMQQAhAgxPC0EzIQIMNQsgASAERgRAQTIhAgxOCwJAIAEtAABBCkYEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQZIXNgIQIANBAzYCDEEAIQIMTgtBMiECDDQLIAEgBEYEQEExIQIMTQsCQCABLQAAIgBBCUYNACAAQSBGDQBBASECAkAgAy0ALEEFaw4EBgQFAA0LIAMgAy8BMkEIcjsBMgwMCyADLQAuQQFxRQ0BIAMtACxBCEcNACADQQA6ACwLQT0hAgwyCyADQQA2AhwgAyABNgIUIANBwhY2AhAgA0EKNgIMQQAhAgxKC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyDAYLIAEgBEYEQEEwIQIMRwsgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQQFxDQAgA0EANgIcIAMgATYCFCADQdwoNgIQIANBAjYCDEEAIQIMRgtBMCECDCwLIAFBAWohAUExIQIMKwsgASAERgRAQS8hAgxECyABLQAAIgBBCUcgAEEgR3FFBEAgAUEBaiEBIAMtAC5BAXENASADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgxEC0EBIQICQAJAAkACQAJAAkAgAy0ALEECaw4HBQQEAwECAAQLIAMgAy8BMkEIcjsBMgwDC0ECIQIMAQtBBCECCyADQQE6ACwgAyADLwEyIAJyOwEyC0EvIQIMKwsgA0EANgIcIAMgATYCFCADQYQTNgIQIANBCzYCDEEAIQIMQwtB4QEhAgwpCyABIARGBEBBLiECDEILIANBADYCBCADQRI2AgggAyABIAEQMSIADQELQS4hAgwnCyADQS02AhwgAyABNgIUIAMgADYCDEEAIQIMPwtBACEAAkAgAygCOCICRQ0AIAIoAkwiAkUNACADIAIRAAAhAAsgAEUNACAAQRVHDQEgA0HYADYCHCADIAE2AhQgA0GzGzYCECADQRU2AgxBACECDD4LQcwAIQIMJAsgA0EANgIcIAMgATYCFCADQbMONgIQIANBHTYCDEEAIQIMPAsgASAERgRAQc4AIQIMPAsgAS0AACIAQSBGDQIgAEE6Rg0BCyADQQA6ACxBCSECDCELIAMoAgQhACADQQA2AgQgAyAAIAEQMCIADQEMAgsgAy0ALkEBcQRAQd4BIQIMIAsgAygCBCEAIANBADYCBCADIAAgARAwIgBFDQIgA0EqNgIcIAMgADYCDCADIAFBAWo2AhRBACECDDgLIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMNwsgAUEBaiEBQcAAIQIMHQsgAUEBaiEBDCwLIAEgBEYEQEErIQIMNQsCQCABLQAAQQpGBEAgAUEBaiEBDAELIAMtAC5BwABxRQ0GCyADLQAyQYABcQRAQQAhAAJAIAMoAjgiAkUNACACKAJcIgJFDQAgAyACEQAAIQALIABFDRIgAEEVRgRAIANBBTYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDDYLIANBADYCHCADIAE2AhQgA0GQDjYCECADQRQ2AgxBACECDDULIANBMmohAiADEDVBACEAAkAgAygCOCIGRQ0AIAYoAigiBkUNACADIAYRAAAhAAsgAA4WAgEABAQEBAQEBAQEBAQEBAQEBAQEAwQLIANBAToAMAsgAiACLwEAQcAAcjsBAAtBKyECDBgLIANBKTYCHCADIAE2AhQgA0GsGTYCECADQRU2AgxBACECDDALIANBADYCHCADIAE2AhQgA0HlCzYCECADQRE2AgxBACECDC8LIANBADYCHCADIAE2AhQgA0GlCzYCECADQQI2AgxBACECDC4LQQEhByADLwEyIgVBCHFFBEAgAykDIEIAUiEHCwJAIAMtADAEQEEBIQAgAy0AKUEFRg0BIAVBwABxRSAHcUUNAQsCQCADLQAoIgJBAkYEQEEBIQAgAy8BNCIGQeUARg0CQQAhACAFQcAAcQ0CIAZB5ABGDQIgBkHmAGtBAkkNAiAGQcwBRg0CIAZBsAJGDQIMAQtBACEAIAVBwABxDQELQQIhACAFQQhxDQAgBUGABHEEQAJAIAJBAUcNACADLQAuQQpxDQBBBSEADAILQQQhAAwBCyAFQSBxRQRAIAMQNkEAR0ECdCEADAELQQBBAyADKQMgUBshAAsgAEEBaw4FAgAHAQMEC0ERIQIMEwsgA0EBOgAxDCkLQQAhAgJAIAMoAjgiAEUNACAAKAIwIgBFDQAgAyAAEQAAIQILIAJFDSYgAkEVRgRAIANBAzYCHCADIAE2AhQgA0HSGzYCECADQRU2AgxBACECDCsLQQAhAiADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMDCoLIANBADYCHCADIAE2AhQgA0H5IDYCECADQQ82AgxBACECDCkLQQAhAAJAIAMoAjgiAkUNACACKAIwIgJFDQAgAyACEQAAIQALIAANAQtBDiECDA4LIABBFUYEQCADQQI2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwnCyADQQA2AhwgAyABNgIUIANB3Q42AhAgA0ESNgIMQQAhAgwmC0EqIQIMDAsgASAERwRAIANBCTYCCCADIAE2AgRBKSECDAwLQSYhAgwkCyADIAMpAyAiDCAEIAFrrSIKfSILQgAgCyAMWBs3AyAgCiAMVARAQSUhAgwkCyADKAIEIQAgA0EANgIEIAMgACABIAynaiIBEDIiAEUNACADQQU2AhwgAyABNgIUIAMgADYCDEEAIQIMIwtBDyECDAkLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQTBrDjcXFgABAgMEBQYHFBQUFBQUFAgJCgsMDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUDg8QERITFAtCAiEKDBYLQgMhCgwVC0IEIQoMFAtCBSEKDBMLQgYhCgwSC0IHIQoMEQtCCCEKDBALQgkhCgwPC0IKIQoMDgtCCyEKDA0LQgwhCgwMC0INIQoMCwtCDiEKDAoLQg8hCgwJC0IKIQoMCAtCCyEKDAcLQgwhCgwGC0INIQoMBQtCDiEKDAQLQg8hCgwDCyADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMQQAhAgwhCyABIARGBEBBIiECDCELQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FRQAAQIDBAUGBxYWFhYWFhYICQoLDA0WFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFg4PEBESExYLQgIhCgwUC0IDIQoMEwtCBCEKDBILQgUhCgwRC0IGIQoMEAtCByEKDA8LQgghCgwOC0IJIQoMDQtCCiEKDAwLQgshCgwLC0IMIQoMCgtCDSEKDAkLQg4hCgwIC0IPIQoMBwtCCiEKDAYLQgshCgwFC0IMIQoMBAtCDSEKDAMLQg4hCgwCC0IPIQoMAQtCASEKCyABQQFqIQEgAykDICILQv//////////D1gEQCADIAtCBIYgCoQ3AyAMAgsgA0EANgIcIAMgATYCFCADQbUJNgIQIANBDDYCDEEAIQIMHgtBJyECDAQLQSghAgwDCyADIAE6ACwgA0EANgIAIAdBAWohAUEMIQIMAgsgA0EANgIAIAZBAWohAUEKIQIMAQsgAUEBaiEBQQghAgwACwALQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBcLQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBYLQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBULQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDBQLQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDBMLQQAhAiADQQA2AhwgAyABNgIUIANBsjg2AhAgA0EINgIMDBILQQAhAiADQQA2AhwgAyABNgIUIANBgxE2AhAgA0EJNgIMDBELQQAhAiADQQA2AhwgAyABNgIUIANB3wo2AhAgA0EJNgIMDBALQQAhAiADQQA2AhwgAyABNgIUIANB7RA2AhAgA0EJNgIMDA8LQQAhAiADQQA2AhwgAyABNgIUIANB0hE2AhAgA0EJNgIMDA4LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDA0LQQAhAiADQQA2AhwgAyABNgIUIANBuRc2AhAgA0EPNgIMDAwLQQAhAiADQQA2AhwgAyABNgIUIANBmRM2AhAgA0ELNgIMDAsLQQAhAiADQQA2AhwgAyABNgIUIANBnQk2AhAgA0ELNgIMDAoLQQAhAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMDAkLQQAhAiADQQA2AhwgAyABNgIUIANBsRA2AhAgA0EKNgIMDAgLQQAhAiADQQA2AhwgAyABNgIUIANBux02AhAgA0ECNgIMDAcLQQAhAiADQQA2AhwgAyABNgIUIANBlhY2AhAgA0ECNgIMDAYLQQAhAiADQQA2AhwgAyABNgIUIANB+Rg2AhAgA0ECNgIMDAULQQAhAiADQQA2AhwgAyABNgIUIANBxBg2AhAgA0ECNgIMDAQLIANBAjYCHCADIAE2AhQgA0GpHjYCECADQRY2AgxBACECDAMLQd4AIQIgASAERg0CIAlBCGohByADKAIAIQUCQAJAIAEgBEcEQCAFQZbIAGohCCAEIAVqIAFrIQYgBUF/c0EKaiIFIAFqIQADQCABLQAAIAgtAABHBEBBAiEIDAMLIAVFBEBBACEIIAAhAQwDCyAFQQFrIQUgCEEBaiEIIAQgAUEBaiIBRw0ACyAGIQUgBCEBCyAHQQE2AgAgAyAFNgIADAELIANBADYCACAHIAg2AgALIAcgATYCBCAJKAIMIQACQAJAIAkoAghBAWsOAgQBAAsgA0EANgIcIANBwh42AhAgA0EXNgIMIAMgAEEBajYCFEEAIQIMAwsgA0EANgIcIAMgADYCFCADQdceNgIQIANBCTYCDEEAIQIMAgsgASAERgRAQSghAgwCCyADQQk2AgggAyABNgIEQSchAgwBCyABIARGBEBBASECDAELA0ACQAJAAkAgAS0AAEEKaw4EAAEBAAELIAFBAWohAQwBCyABQQFqIQEgAy0ALkEgcQ0AQQAhAiADQQA2AhwgAyABNgIUIANBoSE2AhAgA0EFNgIMDAILQQEhAiABIARHDQALCyAJQRBqJAAgAkUEQCADKAIMIQAMAQsgAyACNgIcQQAhACADKAIEIgFFDQAgAyABIAQgAygCCBEBACIBRQ0AIAMgBDYCFCADIAE2AgwgASEACyAAC74CAQJ/IABBADoAACAAQeQAaiIBQQFrQQA6AAAgAEEAOgACIABBADoAASABQQNrQQA6AAAgAUECa0EAOgAAIABBADoAAyABQQRrQQA6AABBACAAa0EDcSIBIABqIgBBADYCAEHkACABa0F8cSICIABqIgFBBGtBADYCAAJAIAJBCUkNACAAQQA2AgggAEEANgIEIAFBCGtBADYCACABQQxrQQA2AgAgAkEZSQ0AIABBADYCGCAAQQA2AhQgAEEANgIQIABBADYCDCABQRBrQQA2AgAgAUEUa0EANgIAIAFBGGtBADYCACABQRxrQQA2AgAgAiAAQQRxQRhyIgJrIgFBIEkNACAAIAJqIQADQCAAQgA3AxggAEIANwMQIABCADcDCCAAQgA3AwAgAEEgaiEAIAFBIGsiAUEfSw0ACwsLVgEBfwJAIAAoAgwNAAJAAkACQAJAIAAtADEOAwEAAwILIAAoAjgiAUUNACABKAIwIgFFDQAgACABEQAAIgENAwtBAA8LAAsgAEHKGTYCEEEOIQELIAELGgAgACgCDEUEQCAAQd4fNgIQIABBFTYCDAsLFAAgACgCDEEVRgRAIABBADYCDAsLFAAgACgCDEEWRgRAIABBADYCDAsLBwAgACgCDAsHACAAKAIQCwkAIAAgATYCEAsHACAAKAIUCysAAkAgAEEnTw0AQv//////CSAArYhCAYNQDQAgAEECdEHQOGooAgAPCwALFwAgAEEvTwRAAAsgAEECdEHsOWooAgALvwkBAX9B9C0hAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HqLA8LQZgmDwtB7TEPC0GgNw8LQckpDwtBtCkPC0GWLQ8LQesrDwtBojUPC0HbNA8LQeApDwtB4yQPC0HVJA8LQe4kDwtB5iUPC0HKNA8LQdA3DwtBqjUPC0H1LA8LQfYmDwtBgiIPC0HyMw8LQb4oDwtB5zcPC0HNIQ8LQcAhDwtBuCUPC0HLJQ8LQZYkDwtBjzQPC0HNNQ8LQd0qDwtB7jMPC0GcNA8LQZ4xDwtB9DUPC0HlIg8LQa8lDwtBmTEPC0GyNg8LQfk2DwtBxDIPC0HdLA8LQYIxDwtBwTEPC0GNNw8LQckkDwtB7DYPC0HnKg8LQcgjDwtB4iEPC0HJNw8LQaUiDwtBlCIPC0HbNg8LQd41DwtBhiYPC0G8Kw8LQYsyDwtBoCMPC0H2MA8LQYAsDwtBiSsPC0GkJg8LQfIjDwtBgSgPC0GrMg8LQesnDwtBwjYPC0GiJA8LQc8qDwtB3CMPC0GHJw8LQeQ0DwtBtyIPC0GtMQ8LQdUiDwtBrzQPC0HeJg8LQdYyDwtB9DQPC0GBOA8LQfQ3DwtBkjYPC0GdJw8LQYIpDwtBjSMPC0HXMQ8LQb01DwtBtDcPC0HYMA8LQbYnDwtBmjgPC0GnKg8LQcQnDwtBriMPC0H1Ig8LAAtByiYhAQsgAQsXACAAIAAvAS5B/v8DcSABQQBHcjsBLgsaACAAIAAvAS5B/f8DcSABQQBHQQF0cjsBLgsaACAAIAAvAS5B+/8DcSABQQBHQQJ0cjsBLgsaACAAIAAvAS5B9/8DcSABQQBHQQN0cjsBLgsaACAAIAAvAS5B7/8DcSABQQBHQQR0cjsBLgsaACAAIAAvAS5B3/8DcSABQQBHQQV0cjsBLgsaACAAIAAvAS5Bv/8DcSABQQBHQQZ0cjsBLgsaACAAIAAvAS5B//4DcSABQQBHQQd0cjsBLgsaACAAIAAvAS5B//0DcSABQQBHQQh0cjsBLgsaACAAIAAvAS5B//sDcSABQQBHQQl0cjsBLgs+AQJ/AkAgACgCOCIDRQ0AIAMoAgQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeESNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAggiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfwRNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAgwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQewKNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQfoeNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQcsQNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhgiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQbcfNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAhwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQb8VNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiwiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQf4INgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiAiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQYwdNgIQQRghBAsgBAs+AQJ/AkAgACgCOCIDRQ0AIAMoAiQiA0UNACAAIAEgAiABayADEQEAIgRBf0cNACAAQeYVNgIQQRghBAsgBAs4ACAAAn8gAC8BMkEUcUEURgRAQQEgAC0AKEEBRg0BGiAALwE0QeUARgwBCyAALQApQQVGCzoAMAtZAQJ/AkAgAC0AKEEBRg0AIAAvATQiAUHkAGtB5ABJDQAgAUHMAUYNACABQbACRg0AIAAvATIiAEHAAHENAEEBIQIgAEGIBHFBgARGDQAgAEEocUUhAgsgAguMAQECfwJAAkACQCAALQAqRQ0AIAAtACtFDQAgAC8BMiIBQQJxRQ0BDAILIAAvATIiAUEBcUUNAQtBASECIAAtAChBAUYNACAALwE0IgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNACABQcAAcQ0AQQAhAiABQYgEcUGABEYNACABQShxQQBHIQILIAILcwAgAEEQav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAP0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEwav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEEgav0MAAAAAAAAAAAAAAAAAAAAAP0LAwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw=='

let wasmBuffer

Object.defineProperty(module, 'exports', {
  get: () => {
    return wasmBuffer
      ? wasmBuffer
      : (wasmBuffer = Buffer.from(wasmBase64, 'base64'))
  }
})


/***/ }),

/***/ 50172:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.enumToMap = enumToMap;
function enumToMap(obj, filter = [], exceptions = []) {
    const emptyFilter = (filter?.length ?? 0) === 0;
    const emptyExceptions = (exceptions?.length ?? 0) === 0;
    return Object.fromEntries(Object.entries(obj).filter(([, value]) => {
        return (typeof value === 'number' &&
            (emptyFilter || filter.includes(value)) &&
            (emptyExceptions || !exceptions.includes(value)));
    }));
}


/***/ }),

/***/ 25997: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[25997](module, exports, require)),
















































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































/***/ 79545: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[79545](module, exports, require)),
















































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































/***/ 313: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[313](module, exports, require)),



































































































/***/ 46854:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const {
  kConnected,
  kPending,
  kRunning,
  kSize,
  kFree,
  kQueued
} = __nccwpck_require__(36443)

class ClientStats {
  constructor (client) {
    this.connected = client[kConnected]
    this.pending = client[kPending]
    this.running = client[kRunning]
    this.size = client[kSize]
  }
}

class PoolStats {
  constructor (pool) {
    this.connected = pool[kConnected]
    this.free = pool[kFree]
    this.pending = pool[kPending]
    this.queued = pool[kQueued]
    this.running = pool[kRunning]
    this.size = pool[kSize]
  }
}

module.exports = { ClientStats, PoolStats }


/***/ }),

/***/ 96603:
/***/ ((module) => {



/**
 * This module offers an optimized timer implementation designed for scenarios
 * where high precision is not critical.
 *
 * The timer achieves faster performance by using a low-resolution approach,
 * with an accuracy target of within 500ms. This makes it particularly useful
 * for timers with delays of 1 second or more, where exact timing is less
 * crucial.
 *
 * It's important to note that Node.js timers are inherently imprecise, as
 * delays can occur due to the event loop being blocked by other operations.
 * Consequently, timers may trigger later than their scheduled time.
 */

/**
 * The fastNow variable contains the internal fast timer clock value.
 *
 * @type {number}
 */
let fastNow = 0

/**
 * RESOLUTION_MS represents the target resolution time in milliseconds.
 *
 * @type {number}
 * @default 1000
 */
const RESOLUTION_MS = 1e3

/**
 * TICK_MS defines the desired interval in milliseconds between each tick.
 * The target value is set to half the resolution time, minus 1 ms, to account
 * for potential event loop overhead.
 *
 * @type {number}
 * @default 499
 */
const TICK_MS = (RESOLUTION_MS >> 1) - 1

/**
 * fastNowTimeout is a Node.js timer used to manage and process
 * the FastTimers stored in the `fastTimers` array.
 *
 * @type {NodeJS.Timeout}
 */
let fastNowTimeout

/**
 * The kFastTimer symbol is used to identify FastTimer instances.
 *
 * @type {Symbol}
 */
const kFastTimer = Symbol('kFastTimer')

/**
 * The fastTimers array contains all active FastTimers.
 *
 * @type {FastTimer[]}
 */
const fastTimers = []

/**
 * These constants represent the various states of a FastTimer.
 */

/**
 * The `NOT_IN_LIST` constant indicates that the FastTimer is not included
 * in the `fastTimers` array. Timers with this status will not be processed
 * during the next tick by the `onTick` function.
 *
 * A FastTimer can be re-added to the `fastTimers` array by invoking the
 * `refresh` method on the FastTimer instance.
 *
 * @type {-2}
 */
const NOT_IN_LIST = -2

/**
 * The `TO_BE_CLEARED` constant indicates that the FastTimer is scheduled
 * for removal from the `fastTimers` array. A FastTimer in this state will
 * be removed in the next tick by the `onTick` function and will no longer
 * be processed.
 *
 * This status is also set when the `clear` method is called on the FastTimer instance.
 *
 * @type {-1}
 */
const TO_BE_CLEARED = -1

/**
 * The `PENDING` constant signifies that the FastTimer is awaiting processing
 * in the next tick by the `onTick` function. Timers with this status will have
 * their `_idleStart` value set and their status updated to `ACTIVE` in the next tick.
 *
 * @type {0}
 */
const PENDING = 0

/**
 * The `ACTIVE` constant indicates that the FastTimer is active and waiting
 * for its timer to expire. During the next tick, the `onTick` function will
 * check if the timer has expired, and if so, it will execute the associated callback.
 *
 * @type {1}
 */
const ACTIVE = 1

/**
 * The onTick function processes the fastTimers array.
 *
 * @returns {void}
 */
function onTick () {
  /**
   * Increment the fastNow value by the TICK_MS value, despite the actual time
   * that has passed since the last tick. This approach ensures independence
   * from the system clock and delays caused by a blocked event loop.
   *
   * @type {number}
   */
  fastNow += TICK_MS

  /**
   * The `idx` variable is used to iterate over the `fastTimers` array.
   * Expired timers are removed by replacing them with the last element in the array.
   * Consequently, `idx` is only incremented when the current element is not removed.
   *
   * @type {number}
   */
  let idx = 0

  /**
   * The len variable will contain the length of the fastTimers array
   * and will be decremented when a FastTimer should be removed from the
   * fastTimers array.
   *
   * @type {number}
   */
  let len = fastTimers.length

  while (idx < len) {
    /**
     * @type {FastTimer}
     */
    const timer = fastTimers[idx]

    // If the timer is in the ACTIVE state and the timer has expired, it will
    // be processed in the next tick.
    if (timer._state === PENDING) {
      // Set the _idleStart value to the fastNow value minus the TICK_MS value
      // to account for the time the timer was in the PENDING state.
      timer._idleStart = fastNow - TICK_MS
      timer._state = ACTIVE
    } else if (
      timer._state === ACTIVE &&
      fastNow >= timer._idleStart + timer._idleTimeout
    ) {
      timer._state = TO_BE_CLEARED
      timer._idleStart = -1
      timer._onTimeout(timer._timerArg)
    }

    if (timer._state === TO_BE_CLEARED) {
      timer._state = NOT_IN_LIST

      // Move the last element to the current index and decrement len if it is
      // not the only element in the array.
      if (--len !== 0) {
        fastTimers[idx] = fastTimers[len]
      }
    } else {
      ++idx
    }
  }

  // Set the length of the fastTimers array to the new length and thus
  // removing the excess FastTimers elements from the array.
  fastTimers.length = len

  // If there are still active FastTimers in the array, refresh the Timer.
  // If there are no active FastTimers, the timer will be refreshed again
  // when a new FastTimer is instantiated.
  if (fastTimers.length !== 0) {
    refreshTimeout()
  }
}

function refreshTimeout () {
  // If the fastNowTimeout is already set and the Timer has the refresh()-
  // method available, call it to refresh the timer.
  // Some timer objects returned by setTimeout may not have a .refresh()
  // method (e.g. mocked timers in tests).
  if (fastNowTimeout?.refresh) {
    fastNowTimeout.refresh()
    // fastNowTimeout is not instantiated yet or refresh is not available,
    // create a new Timer.
  } else {
    clearTimeout(fastNowTimeout)
    fastNowTimeout = setTimeout(onTick, TICK_MS)
    // If the Timer has an unref method, call it to allow the process to exit,
    // if there are no other active handles. When using fake timers or mocked
    // environments (like Jest), .unref() may not be defined,
    fastNowTimeout?.unref()
  }
}

/**
 * The `FastTimer` class is a data structure designed to store and manage
 * timer information.
 */
class FastTimer {
  [kFastTimer] = true

  /**
   * The state of the timer, which can be one of the following:
   * - NOT_IN_LIST (-2)
   * - TO_BE_CLEARED (-1)
   * - PENDING (0)
   * - ACTIVE (1)
   *
   * @type {-2|-1|0|1}
   * @private
   */
  _state = NOT_IN_LIST

  /**
   * The number of milliseconds to wait before calling the callback.
   *
   * @type {number}
   * @private
   */
  _idleTimeout = -1

  /**
   * The time in milliseconds when the timer was started. This value is used to
   * calculate when the timer should expire.
   *
   * @type {number}
   * @default -1
   * @private
   */
  _idleStart = -1

  /**
   * The function to be executed when the timer expires.
   * @type {Function}
   * @private
   */
  _onTimeout

  /**
   * The argument to be passed to the callback when the timer expires.
   *
   * @type {*}
   * @private
   */
  _timerArg

  /**
   * @constructor
   * @param {Function} callback A function to be executed after the timer
   * expires.
   * @param {number} delay The time, in milliseconds that the timer should wait
   * before the specified function or code is executed.
   * @param {*} arg
   */
  constructor (callback, delay, arg) {
    this._onTimeout = callback
    this._idleTimeout = delay
    this._timerArg = arg

    this.refresh()
  }

  /**
   * Sets the timer's start time to the current time, and reschedules the timer
   * to call its callback at the previously specified duration adjusted to the
   * current time.
   * Using this on a timer that has already called its callback will reactivate
   * the timer.
   *
   * @returns {void}
   */
  refresh () {
    // In the special case that the timer is not in the list of active timers,
    // add it back to the array to be processed in the next tick by the onTick
    // function.
    if (this._state === NOT_IN_LIST) {
      fastTimers.push(this)
    }

    // If the timer is the only active timer, refresh the fastNowTimeout for
    // better resolution.
    if (!fastNowTimeout || fastTimers.length === 1) {
      refreshTimeout()
    }

    // Setting the state to PENDING will cause the timer to be reset in the
    // next tick by the onTick function.
    this._state = PENDING
  }

  /**
   * The `clear` method cancels the timer, preventing it from executing.
   *
   * @returns {void}
   * @private
   */
  clear () {
    // Set the state to TO_BE_CLEARED to mark the timer for removal in the next
    // tick by the onTick function.
    this._state = TO_BE_CLEARED

    // Reset the _idleStart value to -1 to indicate that the timer is no longer
    // active.
    this._idleStart = -1
  }
}

/**
 * This module exports a setTimeout and clearTimeout function that can be
 * used as a drop-in replacement for the native functions.
 */
module.exports = {
  /**
   * The setTimeout() method sets a timer which executes a function once the
   * timer expires.
   * @param {Function} callback A function to be executed after the timer
   * expires.
   * @param {number} delay The time, in milliseconds that the timer should
   * wait before the specified function or code is executed.
   * @param {*} [arg] An optional argument to be passed to the callback function
   * when the timer expires.
   * @returns {NodeJS.Timeout|FastTimer}
   */
  setTimeout (callback, delay, arg) {
    // If the delay is less than or equal to the RESOLUTION_MS value return a
    // native Node.js Timer instance.
    return delay <= RESOLUTION_MS
      ? setTimeout(callback, delay, arg)
      : new FastTimer(callback, delay, arg)
  },
  /**
   * The clearTimeout method cancels an instantiated Timer previously created
   * by calling setTimeout.
   *
   * @param {NodeJS.Timeout|FastTimer} timeout
   */
  clearTimeout (timeout) {
    // If the timeout is a FastTimer, call its own clear method.
    if (timeout[kFastTimer]) {
      /**
       * @type {FastTimer}
       */
      timeout.clear()
      // Otherwise it is an instance of a native NodeJS.Timeout, so call the
      // Node.js native clearTimeout function.
    } else {
      clearTimeout(timeout)
    }
  },
  /**
   * The setFastTimeout() method sets a fastTimer which executes a function once
   * the timer expires.
   * @param {Function} callback A function to be executed after the timer
   * expires.
   * @param {number} delay The time, in milliseconds that the timer should
   * wait before the specified function or code is executed.
   * @param {*} [arg] An optional argument to be passed to the callback function
   * when the timer expires.
   * @returns {FastTimer}
   */
  setFastTimeout (callback, delay, arg) {
    return new FastTimer(callback, delay, arg)
  },
  /**
   * The clearTimeout method cancels an instantiated FastTimer previously
   * created by calling setFastTimeout.
   *
   * @param {FastTimer} timeout
   */
  clearFastTimeout (timeout) {
    timeout.clear()
  },
  /**
   * The now method returns the value of the internal fast timer clock.
   *
   * @returns {number}
   */
  now () {
    return fastNow
  },
  /**
   * Trigger the onTick function to process the fastTimers array.
   * Exported for testing purposes only.
   * Marking as deprecated to discourage any use outside of testing.
   * @deprecated
   * @param {number} [delay=0] The delay in milliseconds to add to the now value.
   */
  tick (delay = 0) {
    fastNow += delay - RESOLUTION_MS + 1
    onTick()
    onTick()
  },
  /**
   * Reset FastTimers.
   * Exported for testing purposes only.
   * Marking as deprecated to discourage any use outside of testing.
   * @deprecated
   */
  reset () {
    fastNow = 0
    fastTimers.length = 0
    clearTimeout(fastNowTimeout)
    fastNowTimeout = null
  },
  /**
   * Exporting for testing purposes only.
   * Marking as deprecated to discourage any use outside of testing.
   * @deprecated
   */
  kFastTimer
}


/***/ }),

/***/ 84492: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[84492](module, exports, require)),













































































































































































































































































































































































































































































































































































































/***/ 4495: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[4495](module, exports, require)),









































































































































/***/ 51900: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[51900](module, exports, require)),


























































































































































































































































































































































































































































































































































































































/***/ 50116: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[50116](module, exports, require)),
























































































































































































































































































































































































































































































































































































































/***/ 35910: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[35910](module, exports, require)),















































































































































































































































































/***/ 51059: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[51059](module, exports, require)),














































/***/ 73168: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[73168](module, exports, require)),
































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































/***/ 8116: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[8116](module, exports, require)),


























































































































































































































































/***/ 47879: ((module, exports, require) => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("./cold.cjs")[47879](module, exports, require)),






































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































/***/ 47376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R8: () => (/* binding */ warn),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/* unused harmony exports failureTitle, annotationTitle */
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(58592);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(38770);
/**
 * Annotations (`::error`, `::warning`, `::notice`) with a title, so that the annotations panel of a
 * run reads as a list of headlines. Messages start with what to do; details follow. They go through
 * the log sanitizer like every other line.
 */


/**
 * `Security platform: sbom-export failed` (or `Security platform: failed` before the mode is known);
 * `… cancelled` when the run was cancelled.
 */
function failureTitle(mode, cancelled = false) {
    const ended = cancelled ? 'cancelled' : 'failed';
    return `${_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_TITLE */ .qb}: ${mode ? `${mode} ${ended}` : ended}`;
}
/** `Security platform: <topic>`, e.g. `Security platform: SBOM not attached to the release`. */
function annotationTitle(topic) {
    return `${_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_TITLE */ .qb}: ${topic}`;
}
/** Fails the step: an error annotation with the failure (or cancellation) title, and exit code 1. */
function failStep(message, mode, cancelled = false) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.error(message, { title: failureTitle(mode, cancelled) });
    process.exitCode = 1;
}
function warn(topic, message) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.warning(message, { title: annotationTitle(topic) });
}
function notice(topic, message) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__.notice(message, { title: annotationTitle(topic) });
}


/***/ }),

/***/ 40530:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ issueCommand),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   _r: () => (/* binding */ writeLine),
/* harmony export */   eu: () => (/* binding */ addMask),
/* harmony export */   fz: () => (/* binding */ annotate),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The runner's interface, as GitHub documents it ("Workflow commands for GitHub Actions"): inputs in
 * `INPUT_<NAME>` variables, `::command key=value::message` lines on stdout, and `name<<delimiter`
 * blocks appended to the file in $GITHUB_OUTPUT (never the deprecated `set-output` command). The escaping is the toolkit's (`@actions/core`).
 *
 * Written here rather than imported from `@actions/core`: its single entry point also loads its OIDC
 * and platform helpers, and with them undici, `@actions/exec` and `@actions/io`, which this action
 * never calls but every run would parse and evaluate before its first request.
 */



/** An input's value as the runner passes it (`INPUT_<NAME>`, spaces as `_`), trimmed; '' when unset. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** The message part of a command: `%`, CR and LF escaped, so one command stays one line. */
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value: as the message, and `:` and `,`, which separate properties, escaped too. */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** Writes `::name key=value,…::message`; properties without a value are left out. */
function issueCommand(name, message = '', properties = {}) {
    const pairs = Object.entries(properties)
        .filter((entry) => Boolean(entry[1]))
        .map(([key, value]) => `${key}=${escapeProperty(value)}`);
    const head = pairs.length > 0 ? `${name} ${pairs.join(',')}` : name;
    process.stdout.write(`::${head}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
/** A plain log line. */
function writeLine(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
/** Asks the runner to mask `secret` wherever it appears in the log from now on. */
function addMask(secret) {
    issueCommand('add-mask', secret);
}
/** An annotation with an optional title, shown on the run's page. */
function annotate(level, message, title) {
    issueCommand(level, message, { title });
}
/** Whether the run has said that it has no $GITHUB_OUTPUT (once is enough). */
let saidNoOutputFile = false;
/**
 * Sets a step output: a `name<<delimiter` block in $GITHUB_OUTPUT, the delimiter random so that no
 * value can end the block early. Without $GITHUB_OUTPUT (every runner since 2022 sets it; outside a
 * runner it is up to the caller) the outputs are not written, and the log says so once.
 */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        if (!saidNoOutputFile) {
            writeLine('GITHUB_OUTPUT is not set, so the step outputs are not written: set it to an existing file ' +
                'to get them there (the runner does).');
        }
        saidNoOutputFile = true;
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`Unexpected input: the output ${name} contains the delimiter "${delimiter}"`);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, 'utf8');
}


/***/ }),

/***/ 33566:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ isForkPullRequest),
/* harmony export */   mE: () => (/* binding */ readWorkflowEvent),
/* harmony export */   m_: () => (/* binding */ PULL_REQUEST_EVENTS),
/* harmony export */   mh: () => (/* binding */ releaseTargetOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** The workflow run's event, read from the file the runner names in GITHUB_EVENT_PATH. */

/** The events whose payload holds the pull request the run is for (`payload.pull_request`). */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/**
 * The tag whose release an SBOM belongs on: `release.tag_name` of a `release` event, or `<tag>` of
 * a push of `refs/tags/<tag>`. Any other event or ref: undefined.
 */
function releaseTargetOf(event) {
    if (event.name === 'release') {
        const release = event.payload.release;
        const tag = release?.tag_name;
        if (typeof tag !== 'string' || tag === '')
            return undefined;
        const id = release?.id;
        return { tag, ...(typeof id === 'number' && Number.isSafeInteger(id) && { releaseId: id }) };
    }
    if (event.name === 'push') {
        const ref = event.ref ?? (typeof event.payload.ref === 'string' ? event.payload.ref : '');
        const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : '';
        return tag ? { tag } : undefined;
    }
    return undefined;
}
/** Reads the event; an absent or unreadable file gives an empty payload (as when run by hand). */
function readWorkflowEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const known = {
        name,
        ...(env.GITHUB_REF && { ref: env.GITHUB_REF }),
        ...(env.GITHUB_SHA && { sha: env.GITHUB_SHA })
    };
    const file = env.GITHUB_EVENT_PATH;
    if (!file)
        return { ...known, payload: {} };
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return { ...known, payload: payload && typeof payload === 'object' ? payload : {} };
    }
    catch {
        return { ...known, payload: {} };
    }
}
/** A pull request whose head is in another repository: GitHub gives such runs no secrets. */
function isForkPullRequest(event) {
    const pr = event.payload.pull_request;
    if (!pr || event.name === 'pull_request_target')
        return false;
    const head = pr.head?.repo;
    if (head === null)
        return true;
    const base = pr.base?.repo?.full_name;
    return Boolean(head?.full_name && base && head.full_name !== base);
}


/***/ }),

/***/ 61433:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ checkOutputPath),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   QE: () => (/* binding */ batched),
/* harmony export */   hN: () => (/* binding */ trackTemporary),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   vo: () => (/* binding */ removeTemporaryFiles)
/* harmony export */ });
/* unused harmony exports OutputPathError, FileWriteError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The one way the action writes a file (the inventory, the SBOM, large outputs): to a temporary file
 * created exclusively under a random name beside the target, then renamed over it, so that the target
 * is complete or absent and a planted symlink at a predictable name is never followed. Output paths
 * are checked before any request, so a bad path fails in a second, not after minutes of listing.
 */



// node:fs/promises is loaded with the first file written, after the first request: at start it
// cost about 3 ms before that request was sent.
const fsp = () => process.getBuiltinModule('node:fs/promises');
/** Where no file of the action belongs: kernel and device file systems, where a write may hang. */
const FORBIDDEN_ROOTS = ['/proc', '/sys', '/dev'];
/** Temporary files and folders not yet renamed or removed; a cancelled run removes them on its way out. */
const temporaryFiles = new Set();
/**
 * Registers a temporary file or folder that is not written through {@link writeFileSafely}, so that
 * a cancelled run removes it too; call the function returned once it is gone.
 */
function trackTemporary(file) {
    temporaryFiles.add(file);
    return () => void temporaryFiles.delete(file);
}
/** An output path that cannot be written; the message names the input and what to change. */
class OutputPathError extends Error {
    name = 'OutputPathError';
}
/**
 * Checks that the file input `input` (already an absolute path) can be written: not under /proc, /sys
 * or /dev, not a folder or special file itself, and its nearest existing parent is a folder.
 */
function checkOutputPath(input, file) {
    const fail = (problem) => {
        throw new OutputPathError(`Input '${input}' is '${file}': ${problem}`);
    };
    const under = (root, p) => p === root || p.startsWith(`${root}/`);
    if (FORBIDDEN_ROOTS.some(root => under(root, file))) {
        fail(`the action does not write under ${FORBIDDEN_ROOTS.join(', ')}. Choose a path in the workspace or RUNNER_TEMP.`);
    }
    const existing = statOrUndefined(file);
    if (existing?.isDirectory())
        fail('that is a folder. Give a file path, e.g. a name inside it.');
    if (existing && !existing.isFile())
        fail('that is not a regular file (a device, pipe or socket).');
    let parent = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file);
    for (;;) {
        const stats = statOrUndefined(parent);
        if (stats !== undefined) {
            if (!stats.isDirectory()) {
                fail(`${parent} is a file, not a folder, so the file cannot be created below it.`);
            }
            const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(parent);
            if (FORBIDDEN_ROOTS.some(root => under(root, real))) {
                fail(`${parent} leads to ${real}, and the action does not write under ${FORBIDDEN_ROOTS.join(', ')}.`);
            }
            return;
        }
        const up = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(parent);
        if (up === parent)
            return;
        parent = up;
    }
}
function statOrUndefined(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch {
        try {
            // A dangling symlink is not a place to create a folder in either.
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file, { throwIfNoEntry: false }) ?? undefined;
        }
        catch {
            return undefined;
        }
    }
}
/**
 * A file of ours could not be written: the message names the file and the system's error code
 * (`ENOSPC`, `EROFS`). `local` tells a download that the runner's disk failed, not the network.
 */
class FileWriteError extends Error {
    file;
    code;
    name = 'FileWriteError';
    local = true;
    constructor(file, code, cause) {
        super(`Check the free space and permissions of the runner's disk: writing ${file} failed: ` +
            `${describeFsError(cause)}.`);
        this.file = file;
        this.code = code;
    }
}
/**
 * Writes `content` to `file`: creates missing folders, writes a temporary file beside it (exclusive
 * create, random name), renames it over `file`. On any failure the temporary file is removed.
 */
async function writeFileSafely(file, content) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file);
    try {
        await fsp().mkdir(dir, { recursive: true });
    }
    catch (error) {
        throw new Error(`Could not create the folder ${dir}: ${describeFsError(error)}`);
    }
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.part`);
    temporaryFiles.add(temporary);
    // Only the file's own failures become a FileWriteError; a failing source (a download cut off)
    // is passed on as it is.
    let fileFailure;
    const onFile = (step) => step.catch((error) => {
        fileFailure ??= error;
        throw error;
    });
    try {
        const handle = await onFile(fsp().open(temporary, 'wx', 0o644));
        try {
            const pieces = typeof content === 'string' || Buffer.isBuffer(content) ? [content] : content;
            // One piece at a time: read pieces are not piled up in memory (nor their buffers, which only
            // a garbage collection would free) faster than the disk takes them.
            for await (const piece of pieces) {
                const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
                for (let at = 0; at < bytes.length;) {
                    at += (await onFile(handle.write(bytes, at))).bytesWritten;
                }
            }
        }
        finally {
            await onFile(handle.close());
        }
        await onFile(fsp().rename(temporary, file));
    }
    catch (error) {
        await fsp().rm(temporary, { force: true });
        if (fileFailure !== undefined)
            throw fileWriteError(file, fileFailure);
        throw error;
    }
    finally {
        temporaryFiles.delete(temporary);
    }
}
/** Whether `file` (an absolute path) is below the folder `root`, not the folder itself. */
function isInside(file, root) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, file);
    // `..list.csv` is a file inside; only `..` as the first segment leaves the root.
    const leaves = relative === '..' || relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`);
    return relative !== '' && !leaves && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(relative);
}
/** Removes the temporary files of writes under way; for a run that is being cancelled. */
function removeTemporaryFiles() {
    for (const file of temporaryFiles)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(file, { recursive: true, force: true });
    temporaryFiles.clear();
}
function fileWriteError(file, error) {
    const code = error.code;
    return new FileWriteError(file, typeof code === 'string' ? code : 'EIO', error);
}
/** What went wrong, in words, with the system's code: `no space left on the device (ENOSPC)`. */
function describeFsError(error) {
    const code = error.code;
    const words = {
        EEXIST: 'a part of that path is a file, not a folder',
        ENOTDIR: 'a part of that path is a file, not a folder',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        ENOSPC: 'no space left on the device',
        EDQUOT: 'the disk quota is used up',
        EROFS: 'the file system is read-only',
        EFBIG: 'the file is larger than the file system allows',
        EIO: 'an input/output error of the disk'
    };
    if (typeof code !== 'string')
        return error instanceof Error ? error.message : String(error);
    return `${words[code] ?? (error instanceof Error ? error.message : code)} (${code})`;
}
/** Joins small pieces of text into pieces of about 64 KiB, and ends the text with a newline. */
function* batched(pieces) {
    let batch = [];
    let length = 0;
    for (const piece of pieces) {
        batch.push(piece);
        length += piece.length;
        if (length >= 65_536) {
            yield batch.join('');
            batch = [];
            length = 0;
        }
    }
    batch.push('\n');
    yield batch.join('');
}


/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ githubApiUrl),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   IJ: () => (/* binding */ parseChoices),
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   WP: () => (/* binding */ runnerInputReader),
/* harmony export */   Zx: () => (/* binding */ parseMode),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   f$: () => (/* binding */ parseHttpUrl),
/* harmony export */   i$: () => (/* binding */ parseUnsignedId),
/* harmony export */   nL: () => (/* binding */ parseEnum),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   uQ: () => (/* binding */ parseCommonInputs),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   zJ: () => (/* binding */ parseFilePath)
/* harmony export */ });
/* unused harmony exports DEFAULT_API_URL, parseApiUrl */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(40530);
/* harmony import */ var _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(69461);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79002);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(71599);
/* harmony import */ var _platform_url_safety_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(15417);
/**
 * Reading inputs: the inputs every mode shares, and the readers each mode's own `inputs.ts` builds
 * on. The runner's input variables are read here only; the parsers are pure, so each rule can be
 * tested with a plain object.
 *
 * A bad input throws an `InputError` that names the input, says what is wrong with the value and
 * shows the allowed form, before any request is made.
 */






/** An input whose value cannot be used. */
class InputError extends Error {
    name = 'InputError';
}
/** The runner's GitHub API URL (GITHUB_API_URL) without a trailing slash; github.com's when unset. */
function githubApiUrl(env) {
    return (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.github.com';
}
/** The runner's reader; the tokens are masked before anything can log or output them. */
function runnerInputReader() {
    for (const name of ['token', 'github-token']) {
        const secret = (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4)(name);
        if (secret) {
            (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .addMask */ .eu)(secret);
            (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecret */ .c)(secret);
        }
    }
    return _commands_js__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4;
}
/** Checks `mode` against the names the action knows. */
function parseMode(value, modes) {
    const mode = value.trim().toLowerCase();
    if (modes.includes(mode))
        return mode;
    throw new InputError(`Input 'mode' ${value.trim() ? `is '${value.trim()}', which is not a mode` : 'is empty'}. ` +
        `Set it to one of: ${modes.join(', ')}.`);
}
/** The inputs every mode uses. */
function parseCommonInputs(read, env) {
    return {
        token: parseToken(read('token'), env),
        deploymentId: parseDeploymentId(read('deployment-id'), read('deploymentId')),
        apiUrl: parseApiUrl(read('api-url'))
    };
}
function parseToken(value, env) {
    const token = value.trim();
    if (token) {
        if (/[\r\n]/.test(token))
            throw new InputError(`Input 'token' contains a line break.`);
        const odd = /[^\x21-\x7e]/.exec(token);
        if (odd) {
            throw new InputError(`Input 'token' holds a character that no API token has (at position ${odd.index + 1}: ` +
                `not a printable ASCII character). Copy the token again from the platform's settings.`);
        }
        return token;
    }
    const fork = env.isForkPullRequest
        ? ' This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
            'triggered by pull requests from forks, so the secret reads as empty here.'
        : ' If this run is a pull request from a fork: GitHub does not pass secrets to such workflows.';
    throw new InputError(`Pass a platform API token with the Web API permission from a secret ` +
        `(\`token: \${{ secrets.SEMGREP_APP_TOKEN }}\`): input 'token' is empty.${fork}`);
}
/** Digits up to `max`; leading zeros are dropped. */
function parseUnsignedId(name, value, max) {
    const trimmed = value.trim();
    if (!(0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .isDigits */ .Hc)(trimmed)) {
        throw new InputError(`Input '${name}' ${trimmed ? `is '${trimmed}', which is not a number` : 'is empty'}. ` +
            `It takes the numeric ID, digits only (e.g. 12345).`);
    }
    const id = (0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeId */ .XB)(trimmed, max);
    if (id === undefined) {
        throw new InputError(`Input '${name}' is ${trimmed}, above the largest ID (${max}).`);
    }
    return id;
}
/** `deployment-id` or its alias `deploymentId`; both empty → undefined. */
function parseDeploymentId(value, alias) {
    const main = value.trim() ? parseUnsignedId('deployment-id', value, _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .UINT64_MAX */ .mN) : undefined;
    const other = alias.trim() ? parseUnsignedId('deploymentId', alias, _platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .UINT64_MAX */ .mN) : undefined;
    if (main !== undefined && other !== undefined && main !== other) {
        throw new InputError(`Inputs 'deployment-id' (${main}) and its alias 'deploymentId' (${other}) differ. Set only one.`);
    }
    return main ?? other;
}
/** The platform's public API: action.yml's default for `api-url`, and what an empty input means. */
const DEFAULT_API_URL = 'https://semgrep.dev';
/** https, or http to a loopback host; no credentials, query or fragment; no trailing slash. */
function parseApiUrl(value) {
    const raw = value.trim() || DEFAULT_API_URL;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        // An `@` may end credentials, which are never echoed (the log and the summary show this).
        const shown = raw.includes('@') ? 'not quoted, as it may hold credentials' : `'${raw}'`;
        throw new InputError(`Input 'api-url' is ${shown}, which is not a URL. Use e.g. ${DEFAULT_API_URL}.`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new InputError(`Input 'api-url' must not contain credentials, a query or a fragment: give the base URL only, e.g. ${DEFAULT_API_URL}.`);
    }
    const loopback = (0,_platform_url_safety_js__WEBPACK_IMPORTED_MODULE_5__/* .isLoopbackHost */ .c)(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new InputError(`Input 'api-url' is '${raw}': it must start with https:// (plain http:// is allowed only to ` +
            `localhost, 127.0.0.0/8 or [::1]), so that the token is never sent unencrypted.`);
    }
    const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    if (/\/api\/v\d+$/.test(base)) {
        throw new InputError(`Input 'api-url' is '${raw}': give the base URL without the /api/v1 part (e.g. ${DEFAULT_API_URL}).`);
    }
    return base;
}
/** The YAML 1.2 core booleans, as the runner's own getBooleanInput reads them. */
function parseBoolean(name, value, fallback) {
    const trimmed = value.trim();
    if (!trimmed)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(trimmed))
        return true;
    if (['false', 'False', 'FALSE'].includes(trimmed))
        return false;
    throw new InputError(`Input '${name}' is '${trimmed}'. Use true or false.`);
}
/** A whole number within bounds; empty means the default. */
function parseInteger(name, value, fallback, min, max) {
    const trimmed = value.trim();
    if (!trimmed)
        return fallback;
    const n = (0,_platform_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .isDigits */ .Hc)(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new InputError(`Input '${name}' is '${trimmed}'. Use a whole number from ${min} to ${max}.`);
    }
    return n;
}
/** A file input: relative paths are taken from the workspace, as other actions do; empty → `fallback`. */
function parseFilePath(value, env, fallback) {
    const file = value.trim();
    if (!file)
        return fallback;
    return node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(env.GITHUB_WORKSPACE || process.cwd(), file);
}
/** Items of a list separated by commas, spaces or newlines. */
function splitList(value) {
    return value.split(/[\s,]+/).filter(item => item !== '');
}
/** An absolute http(s) URL without credentials or blanks; undefined when empty. */
function parseHttpUrl(name, value, example) {
    const raw = value.trim();
    if (!raw)
        return undefined;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        url = undefined;
    }
    if (url === undefined ||
        !['http:', 'https:'].includes(url.protocol) ||
        !url.hostname ||
        /\s/.test(raw) ||
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .hasControlCharacters */ .Kg)(raw) ||
        !/^https?:\/\//i.test(raw)) {
        throw new InputError(`Input '${name}' is '${raw}', which is not an absolute http(s) URL. Use e.g. ${example}.`);
    }
    if (url.username || url.password) {
        throw new InputError(`Input '${name}' must not contain credentials (user:password@).`);
    }
    return raw;
}
/** One of `allowed`, given in any case; returns it lower-cased. */
function parseChoice(name, value, allowed) {
    const item = value.toLowerCase();
    if (allowed.includes(item))
        return item;
    throw new InputError(`Input '${name}' is '${value}', which is not allowed. Use one of: ${allowed.join(', ')}.`);
}
/** A list of allowed values, lower-cased and de-duplicated in the order given; empty: []. */
function parseChoices(name, value, allowed) {
    return [...new Set(splitList(value).map(item => parseChoice(name, item, allowed)))];
}
/** Accepts a short name (any case) or the API's full enum value; returns the enum value. */
function parseEnum(name, value, table, fallback) {
    const trimmed = value.trim() || fallback;
    const short = trimmed.toLowerCase();
    if (Object.hasOwn(table, short))
        return table[short];
    const full = trimmed.toUpperCase();
    if (Object.values(table).includes(full))
        return full;
    throw new InputError(`Input '${name}' is '${trimmed}', which is not allowed. Use one of: ${Object.keys(table).join(', ')}.`);
}
/** Characters the artifact service refuses in a name (as `@actions/artifact` checks them). */
const INVALID_ARTIFACT_NAME_CHARACTERS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** The one place artifact names are checked (the same rule for every mode). */
function parseArtifactName(value) {
    const name = value.trim();
    if (!name)
        return undefined;
    const bad = INVALID_ARTIFACT_NAME_CHARACTERS.find(c => name.includes(c));
    if (bad !== undefined) {
        throw new InputError(`Input 'artifact-name' is '${name.replace(/[\r\n]/g, ' ')}': artifact names must not contain ` +
            `${JSON.stringify(bad)} (nor any of " : < > | * ? \\ / or a line break), e.g. sbom.`);
    }
    return name;
}


/***/ }),

/***/ 58592:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   debug: () => (/* binding */ debug),
/* harmony export */   endGroup: () => (/* binding */ endGroup),
/* harmony export */   error: () => (/* binding */ error),
/* harmony export */   group: () => (/* binding */ group),
/* harmony export */   info: () => (/* binding */ info),
/* harmony export */   notice: () => (/* binding */ notice),
/* harmony export */   sanitizeLog: () => (/* binding */ sanitizeLog),
/* harmony export */   sanitizeLogLine: () => (/* binding */ sanitizeLogLine),
/* harmony export */   startGroup: () => (/* binding */ startGroup),
/* harmony export */   warning: () => (/* binding */ warning)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(40530);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(71599);
/**
 * The log, made safe for untrusted text. The runner acts on `::command::` at the start of a line and
 * on `##[command]` anywhere in one; text from a pull request or the API must not be able to form
 * either, nor colour or move the log with escape sequences. Every log line of the action goes through
 * here, so no call site has to remember which of its parts are untrusted.
 */


/** Zero-width space: breaks a command marker without changing what a reader sees. */
const BREAK = '\u200b';
/**
 * Text that cannot form a runner command: made plain (`plainText`: no escape sequences, invisible or
 * control characters), then `##[` broken anywhere and `::` broken at each line start. Line feeds are
 * kept; each line is neutralised on its own.
 */
function sanitizeLog(value) {
    return neutralizeCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(value));
}
/** The same on one line: line feeds become spaces too. */
function sanitizeLogLine(value) {
    return neutralizeCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(value));
}
function neutralizeCommands(value) {
    return value.replace(/##\[/g, `#${BREAK}#[`).replace(/^(\s*)::/gm, `$1:${BREAK}:`);
}
function info(message) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .writeLine */ ._r)(sanitizeLog(message));
}
/**
 * The runner shows `::debug::` lines only with step debug logging on, which it tells a step as
 * RUNNER_DEBUG=1, and drops them otherwise: unwritten then, as they are a line per request.
 */
function debug(message) {
    if (process.env.RUNNER_DEBUG !== '1')
        return;
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('debug', sanitizeLog(message));
}
function notice(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('notice', sanitizeLog(message), properties.title);
}
function warning(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('warning', sanitizeLog(message), properties.title);
}
function error(message, properties = {}) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .annotate */ .fz)('error', sanitizeLog(message), properties.title);
}
function startGroup(name) {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('group', sanitizeLogLine(name));
}
function endGroup() {
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .issueCommand */ .Lb)('endgroup');
}
/** Runs `work` inside a collapsible log group. */
async function group(name, work) {
    startGroup(name);
    try {
        return await work();
    }
    finally {
        endGroup();
    }
}


/***/ }),

/***/ 38037:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   Wm: () => (/* binding */ STEP_SUMMARY_LIMIT_BYTES),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71599);
/**
 * Building blocks for job summaries, one escape per context: `text()` for words in a sentence or a
 * table cell, `code()` for values shown as code, `link()` for a URL, and `prose()` for a message of
 * ours that may quote untrusted text. Every string that came from the API or from a pull request
 * goes through one of them, so that it can neither open HTML nor change the Markdown around it, and
 * GitHub's autolinker and emoji shortcodes cannot turn it into something it did not say.
 */

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '\\': '&#92;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '(': '&#40;',
    ')': '&#41;',
    '!': '&#33;',
    '~': '&#126;',
    $: '&#36;',
    // `<wbr>` (an empty element GitHub keeps) splits the text node, which stops e-mail links, mentions
    // and issue references (`owner/repo#1`, `#1`); an entity alone does not, as GitHub decodes it
    // before looking.
    '#': '&#35;<wbr>',
    '@': '&#64;<wbr>',
    ':': '&#58;<wbr>'
};
/**
 * Markdown and HTML syntax, and the colons GitHub would act on: of a URL scheme (`https://`,
 * `mailto:`, `xmpp:`) and of an emoji shortcode (`:x:` would read as ❌).
 */
const SPECIAL = /[&<>"'|\\`*_[\]()#!~$@]|:(?=\/\/|[\w+-]+:)|(?<=\b(?:mailto|xmpp)):/gi;
/** Escapes one line of untrusted text; nothing in it can become Markdown, HTML, a link or an emoji. */
function escapeLine(line) {
    // `www.` starts a link without a scheme.
    return line.replace(SPECIAL, c => ENTITIES[c] ?? c).replace(/\b(www)\./gi, '$1&#46;');
}
/**
 * Untrusted text for a sentence or a table cell: on one line (line breaks, control and invisible
 * characters removed), escaped, and never a link, however URL-like.
 */
function text(value) {
    return escapeLine((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value)));
}
/** Untrusted text shown as inline code (escaped like `text()`, so never autolinked). */
function code(value) {
    return `<code>${text(value)}</code>`;
}
/** An http(s) URL in a message, up to a blank or a character no URL holds unencoded. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/**
 * A message of ours that may quote untrusted text (errors, warnings): escaped like `text()`, its
 * backtick-quoted spans (`permissions: contents: write`) shown as code, and each http(s) URL outside
 * them a working link (trailing punctuation left out, as GitHub's autolinker does).
 */
function prose(value) {
    const line = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value));
    return line
        .split(/(`[^`]+`)/)
        .map((part, i) => (i % 2 === 1 ? code(part.slice(1, -1)) : withLinks(part)))
        .join('');
}
function withLinks(part) {
    let out = '';
    let at = 0;
    for (const match of part.matchAll(URL_IN_TEXT)) {
        const url = trimUrl(match[0]);
        out += escapeLine(part.slice(at, match.index)) + link(url, url);
        at = match.index + url.length;
    }
    return out + escapeLine(part.slice(at));
}
/** Trailing punctuation and unbalanced closing brackets belong to the sentence, not the URL. */
function trimUrl(url) {
    let end = url.length;
    for (;;) {
        const last = url[end - 1];
        const body = url.slice(0, end);
        if (last !== undefined && '.,:;!?*_~'.includes(last))
            end--;
        else if (last === ')' && count(body, ')') > count(body, '('))
            end--;
        else if (last === ']' && count(body, ']') > count(body, '['))
            end--;
        else
            return url.slice(0, end);
    }
}
const count = (value, c) => value.split(c).length - 1;
/**
 * A link: the label escaped like `text()`, the target a parsed http(s) URL with every character
 * that could end the attribute or the table cell percent-encoded. Anything else shows the label only.
 */
function link(label, url) {
    let target;
    try {
        target = new URL(url.trim());
    }
    catch {
        return text(label);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
        return text(label);
    const href = target.href
        .replace(/[<>"'\s`|\\()[\]]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
        .replace(/&/g, '&amp;');
    return `<a href="${href}">${text(label)}</a>`;
}
/**
 * A GitHub-flavoured Markdown table. Cells must already be escaped. `numeric` names the columns
 * (by index) that hold numbers: they are right-aligned, so that digits line up.
 */
function table(headers, rows, numeric = []) {
    const head = `| ${headers.join(' | ')} |`;
    const rule = `| ${headers.map((_, i) => (numeric.includes(i) ? '---:' : '---')).join(' | ')} |`;
    return [head, rule, ...rows.map(r => `| ${r.join(' | ')} |`)].join('\n');
}
/** A collapsible section. `summary` must already be escaped; `body` is Markdown. */
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** Size in bytes of a summary fragment, the unit of GitHub's step-summary limit. */
function byteLength(markdown) {
    return Buffer.byteLength(markdown, 'utf8');
}
/** GitHub rejects a step summary larger than 1 MiB. */
const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;


/***/ }),

/***/ 18948:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony export OUTPUT_LIMIT_BYTES */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(40530);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58592);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(79002);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(61433);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(71599);
/**
 * Step outputs, bounded and clean. GitHub limits outputs (1 MB each, 50 MB a job); a value that could
 * pass that goes to a file instead, named by the output `<name>-file`. The run's secrets are
 * replaced by `***` in every value: the runner masks them in the log, not in outputs.
 */







/** The largest value set as an output; larger ones go to a file. */
const OUTPUT_LIMIT_BYTES = 1_000_000;
/**
 * Sets output `name`. A value larger than {@link OUTPUT_LIMIT_BYTES} is written to
 * `$RUNNER_TEMP/<name>.<extension>` instead, `name` is set to '' and `<name>-file` names the file.
 */
async function setOutput(name, value, extension = 'json') {
    const clean = (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .redactSecrets */ .f)(value);
    if (Buffer.byteLength(clean, 'utf8') <= OUTPUT_LIMIT_BYTES) {
        (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(name, clean);
        return;
    }
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), `${name}.${extension}`);
    await (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileSafely */ .kv)(file, clean);
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(name, '');
    (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH)(`${name}-file`, file);
    (0,_log_js__WEBPACK_IMPORTED_MODULE_3__.info)(`Output ${name} is larger than ${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B4)(OUTPUT_LIMIT_BYTES)} bytes, so it is ` +
        `in the file named by output ${name}-file (${file}).`);
}


/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ StepSummary),
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   F0: () => (/* binding */ cancelledVerdict),
/* harmony export */   LZ: () => (/* binding */ warningsBlock),
/* harmony export */   Qu: () => (/* binding */ failureBlock),
/* harmony export */   b9: () => (/* binding */ failedVerdict),
/* harmony export */   qb: () => (/* binding */ SUMMARY_TITLE)
/* harmony export */ });
/* unused harmony export verdictLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(79002);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(58592);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(38037);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(71599);
/**
 * The job summary of one run, and the shape every summary shares: the heading
 * `## Security platform · <mode>` (written here, for every mode), then the mode's verdict line, which
 * starts with ✅, ⚠️ or ❌ and says in one sentence what happened (and, on failure, what to do
 * next), then the mode's details.
 *
 * A mode hands over a render function early, so that the summary written when the step fails
 * part-way still shows what was done before the failure.
 */





const SUMMARY_TITLE = 'Security platform';
const MARKS = { done: '✅', warning: '⚠️', failed: '❌' };
/** `## Security platform · sbom-export`; without a mode (not known yet) just the title. */
function summaryHeading(mode) {
    return mode ? `## ${SUMMARY_TITLE} · ${mode}` : `## ${SUMMARY_TITLE}`;
}
/** The verdict line: the mark, then the sentence. */
function verdictLine(verdict) {
    return `${MARKS[verdict.outcome]} ${verdict.sentence}`;
}
/**
 * The verdict of a failed run: what failed, in bold, then the error's first sentence, which says
 * what to do (errors are written that way). The rest of the error follows in {@link failureBlock}.
 */
function failedVerdict(whatFailed, failure) {
    return { outcome: 'failed', sentence: `**${whatFailed}** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)((0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .firstSentence */ .qi)(failure))}` };
}
/**
 * The verdict of a cancelled run: that it was cancelled, in bold, then what that left behind (one
 * sentence, Markdown, already escaped), e.g. that an export job keeps running on the platform.
 */
function cancelledVerdict(whatWasLeft) {
    return { outcome: 'failed', sentence: `**The run was cancelled.** ${whatWasLeft}`.trim() };
}
/**
 * A mode's summary: the verdict line, then the sections (Markdown, blank lines between). The heading
 * above it is {@link StepSummary}'s, which knows the mode by the name the user selected it with.
 */
function renderSummary(verdict, sections) {
    const parts = [verdictLine(verdict), ...sections.filter(s => s !== '')];
    return `${parts.join('\n\n')}\n`;
}
/**
 * The error's details (all but the first sentence, which the verdict shows), escaped, as a GitHub
 * alert block, to go right under the verdict. '' without a failure, when the first sentence is all
 * there is, and for a cancelled run, whose verdict says what the cancellation left behind.
 */
function failureBlock(failure, cancelled = false) {
    if (failure === undefined || cancelled)
        return '';
    const whole = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure).trim();
    const rest = whole.slice((0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .firstSentence */ .qi)(whole).length).trim();
    return rest ? `> [!CAUTION]\n> **Details:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)(rest)}` : '';
}
/** Warnings given during the run (each also an annotation), as a GitHub alert block. */
function warningsBlock(warnings) {
    if (warnings.length === 0)
        return '';
    return ['> [!WARNING]', ...warnings.map(w => `> - ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)(w)}`)].join('\n');
}
class StepSummary {
    renderer;
    mode;
    /** What a failure before the mode's own summary means, in the verdict's bold words. */
    stage = 'The step failed before it started.';
    cancelled = false;
    /** The run was cancelled: the failure the summary is written with is the cancellation. */
    markCancelled() {
        this.cancelled = true;
    }
    /** The mode the run is in, by the name the user selected it with: the heading names it. */
    setMode(mode) {
        this.mode = mode;
    }
    /** What failed if the run stops before the mode shows its own summary (e.g. a look-up). */
    setStage(failedWhat) {
        this.stage = failedWhat;
    }
    /**
     * The summary of a run that had nothing to do and said why in a notice: its first sentence is
     * the verdict, the rest a paragraph under it.
     */
    showNotice(message) {
        const first = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .firstSentence */ .qi)(message);
        const rest = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(message).trim().slice(first.length).trim();
        this.renderer = () => renderSummary({ outcome: 'done', sentence: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)(first) }, [rest ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .prose */ .CS)(rest) : '']);
    }
    /** Sets how the summary is rendered, from the mode's own result model. */
    show(renderer) {
        this.renderer = renderer;
    }
    /** The Markdown to write, never larger than `limit` bytes (GitHub's limit by default). */
    render(failure, limit = _markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_SUMMARY_LIMIT_BYTES */ .Wm) {
        const cancelled = this.cancelled && failure !== undefined;
        const body = this.renderer
            ? this.renderer(failure, cancelled)
            : this.renderNotStarted(failure, cancelled);
        return fitToLimit((0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .f)(`${summaryHeading(this.mode)}\n\n${body}`), limit);
    }
    /**
     * Appends to $GITHUB_STEP_SUMMARY, ending with a newline; the file GitHub reads stays within its
     * limit, whatever was in it already. Outside a runner (no such file) it only logs a debug line.
     */
    async write(failure) {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file) {
            _log_js__WEBPACK_IMPORTED_MODULE_2__.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.');
            return;
        }
        const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false })?.size ?? 0;
        const room = _markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_SUMMARY_LIMIT_BYTES */ .Wm - existing;
        if (room < 2)
            return;
        let markdown = this.render(failure, room - 1);
        if (!markdown.endsWith('\n'))
            markdown += '\n';
        // node:fs/promises only now, at the end of the run: see src/action/files.ts.
        await process.getBuiltinModule('node:fs/promises').appendFile(file, markdown, 'utf8');
    }
    /** Summary for a step that failed before its mode started (e.g. a bad input). */
    renderNotStarted(failure, cancelled = false) {
        if (!failure) {
            return renderSummary({ outcome: 'done', sentence: 'Nothing was done.' }, []);
        }
        if (cancelled) {
            return renderSummary(cancelledVerdict('Nothing was done: it stopped before its mode started.'), []);
        }
        return renderSummary(failedVerdict(this.stage, failure), [failureBlock(failure)]);
    }
}
/** Last line of defence; the modes render to their own budget well below this. */
function fitToLimit(markdown, limit) {
    if ((0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .byteLength */ .dp)(markdown) <= limit)
        return markdown;
    const note = '\n\n_(summary cut at the 1 MiB limit of GitHub step summaries)_\n';
    const room = Math.max(0, limit - (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .byteLength */ .dp)(note));
    if (room === 0)
        return '';
    const cut = Buffer.from(markdown, 'utf8')
        .subarray(0, room)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    return cut + note;
}


/***/ }),

/***/ 71599:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Kg: () => (/* binding */ hasControlCharacters),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   dM: () => (/* binding */ distinct),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   pg: () => (/* binding */ shortList),
/* harmony export */   qi: () => (/* binding */ firstSentence),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export stripEscapes */
/* harmony import */ var _platform_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(79002);
/** Small text helpers for log lines and messages, shared by every mode. */

/** The message of anything thrown. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** For counts that are not whole numbers; made on first use, as it loads the locale data. */
let numberFormat;
/**
 * A count as people read it: `20,000`. Whole numbers are grouped here: the first `Intl` formatter
 * of a run loads ICU's locale data, which costs more than the rest of a start-up step together.
 */
function formatCount(n) {
    if (Number.isSafeInteger(n))
        return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
    numberFormat ??= new Intl.NumberFormat('en-US');
    return numberFormat.format(n);
}
/** `1 finding`, `20,000 findings`; `many` for irregular plurals (`repositories`). */
function plural(n, one, many = `${one}s`) {
    const k = typeof n === 'number' ? n : n.length;
    return `${formatCount(k)} ${k === 1 ? one : many}`;
}
/**
 * Characters that change how text reads without being seen: the bidirectional controls (U+202E
 * turns `exe.txt` into what reads as `txt.exe`), zero-width characters and the byte-order mark.
 * Untrusted text loses them in every context (log, summary, single line).
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Control characters other than the line feed (C0, DEL, C1) and the Unicode line separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Whether `value` holds a control character, line feed included: no URL or name an input takes does. */
function hasControlCharacters(value) {
    return value.includes('\n') || new RegExp(CONTROL.source).test(value);
}
/**
 * Untrusted text made plain, keeping its line feeds: escape sequences and invisible characters
 * removed, other control characters (carriage returns, tabs, C1) turned into spaces, and the run's
 * secrets replaced by `***` (before any escaping, which would hide them from the runner's mask). The
 * log, summary and single-line sanitisers build on it, so that these rules live here only.
 */
function plainText(value) {
    const plain = stripEscapes(value)
        .replace(/\r\n/g, '\n')
        .replace(INVISIBLE, '')
        .replace(CONTROL, ' ');
    return (0,_platform_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .f)(plain);
}
/** Text on one line, for log lines, messages and summaries: {@link plainText} with line feeds as spaces. */
function oneLine(value) {
    return plainText(value).replace(/\n/g, ' ');
}
/** Values in first-seen order, each once. */
function distinct(values) {
    return [...new Set(values)];
}
/** A size as people read it: `812 B`, `11.2 KB`, `3.4 MB` (units of 1,024 bytes). */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${formatCount(bytes)} B`;
    const units = ['KB', 'MB', 'GB', 'TB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(1)} ${units[unit]}`;
}
/**
 * The first sentence of a message: up to the first `.`, `!` or `?` followed by a blank and a
 * capital, a quote or a backtick (so `e.g. x` and `refs/tags/v1.2.0.` do not end it), or the whole.
 */
function firstSentence(message) {
    const line = oneLine(message).trim();
    const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"(])/.exec(line);
    return end ? line.slice(0, end.index + 1) : line;
}
/** Terminal escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ST`) and two-byte escapes. */
const ESCAPE_SEQUENCES = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?|\u009b[0-?]*[ -/]*[@-~]/g;
/** Text without terminal escape sequences (colours, cursor moves, window titles), which no reader needs. */
function stripEscapes(value) {
    return value.replace(ESCAPE_SEQUENCES, '');
}
/** At most `max` characters of `value`, with `…` when cut: for API text in messages and logs. */
function truncate(value, max = 500) {
    return value.length > max ? `${value.slice(0, max)}…` : value;
}
/** A list for a log line or message: the first `max` items, then how many more. */
function shortList(items, max = 30, separator = ', ') {
    const shown = items.slice(0, max).join(separator);
    return items.length > max ? `${shown} and ${formatCount(items.length - max)} more` : shown;
}


/***/ }),

/***/ 79133:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yt: () => (/* binding */ ACTION_VERSION),
  Am: () => (/* binding */ requireSupportedNode),
  N1: () => (/* binding */ userAgent)
});

// UNUSED EXPORTS: ACTION_USER_AGENT, OLDEST_NODE

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.2.0"};
;// CONCATENATED MODULE: ./src/action/version.ts
/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */

/** The action's version (package.json's), as SARIF's `tool.driver.semanticVersion` names it. */
const ACTION_VERSION = package_namespaceObject.rE;
const ACTION_USER_AGENT = `security-platform-action/${package_namespaceObject.rE}`;
/**
 * The oldest Node the action runs on: `JSON.rawJSON` (22) sends exact IDs, and undici 8, the one
 * HTTP stack, needs 22.19.
 */
const OLDEST_NODE = [22, 19];
/**
 * Fails at once on an older Node (a local run, e.g. `npx @github/local-action` on a system Node
 * 20), which would otherwise end in an error far from its cause.
 */
function requireSupportedNode(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    const [oldestMajor, oldestMinor] = OLDEST_NODE;
    if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor))
        return;
    throw new Error(`Run the action on Node ${OLDEST_NODE.join('.')} or later (runners use node24): it needs Node ` +
        `${OLDEST_NODE.join('.')} or later, and this is Node ${version}.`);
}
/**
 * The User-Agent with the runner's `ACTIONS_ORCHESTRATION_ID`, as the toolkit's HTTP client appends
 * it (`actions_orchestration_id/<id>`, each character outside `[a-zA-Z0-9_.-]` as `_`), so that
 * this step's requests and the toolkit's (Octokit, artifacts) are told apart alike.
 */
function userAgent(orchestrationId) {
    const id = orchestrationId?.trim();
    if (!id)
        return ACTION_USER_AGENT;
    return `${ACTION_USER_AGENT} actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(18509);
/** The action's entry point, bundled into dist/index.js. */

// A cancelled run exits at once: requests and timers still under way are of no use any more.
if ((await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .eF)()) === 'cancelled')
    process.exit(1);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 18509:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eF: () => (/* binding */ run)
});

// UNUSED EXPORTS: CANCEL_SETTLE_MS, MODE_NAMES, loadMode

// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __nccwpck_require__(33566);
// EXTERNAL MODULE: ./src/action/files.ts
var files = __nccwpck_require__(61433);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __nccwpck_require__(81729);
// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __nccwpck_require__(47376);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __nccwpck_require__(71599);
;// CONCATENATED MODULE: ./src/action/deployment.ts
/**
 * Which deployment a run works on. `deployment-id` may be left empty: the token then names it, through
 * the deployments list (fetched at most once per run). Modes that need the deployment's slug (the
 * projects operations take it instead of the ID) ask for it lazily, so runs that do not need it make
 * no extra request.
 */

/** The deployments list cannot name the deployment of this run. */
class DeploymentError extends Error {
    name = 'DeploymentError';
}
/** At most this many deployments are named in an error message. */
const NAMED_DEPLOYMENTS = 20;
/**
 * `givenId`: the `deployment-id` input (digits, normalised), or undefined when empty. `onSlug` hears
 * the slug once, when it is learnt (main.ts sets the `deployment-slug` output there).
 */
async function resolveDeployment(givenId, list, onSlug = () => undefined) {
    let fetched;
    const deployments = () => (fetched ??= list());
    let slug;
    let known;
    const learnt = (deployment) => {
        known = deployment.slug;
        onSlug(deployment.slug);
        return deployment.slug;
    };
    if (givenId !== undefined) {
        return {
            id: givenId,
            slug: () => (slug ??= deployments().then(all => learnt(entryFor(givenId, all)))),
            name: () => known ?? givenId
        };
    }
    const only = onlyDeployment(await deployments());
    slug = Promise.resolve(learnt(only));
    const id = only.id.toString();
    return { id, slug: () => slug, name: () => known ?? id };
}
/** The one deployment the token reaches; none or several is an error that says what to set. */
function onlyDeployment(deployments) {
    if (deployments.length === 1)
        return deployments[0];
    if (deployments.length === 0)
        throw new DeploymentError(`The ${NO_DEPLOYMENT}`);
    throw new DeploymentError(`The token reaches ${(0,action_text/* plural */.LS)(deployments, 'deployment')}: ${describe(deployments)}. ` +
        `Set \`deployment-id\` to the one this step should use, e.g. \`deployment-id: ${deployments[0].id}\`.`);
}
/** The list's entry for a `deployment-id` given as input. */
function entryFor(id, deployments) {
    const entry = deployments.find(deployment => deployment.id.toString() === id);
    if (entry)
        return entry;
    if (deployments.length === 0) {
        throw new DeploymentError(`Input 'deployment-id' is ${id}, but the ${NO_DEPLOYMENT}`);
    }
    throw new DeploymentError(`Input 'deployment-id' is ${id}, which is not a deployment the token reaches ` +
        `(${describe(deployments)}). Set it to one of these, or leave it empty when the token reaches one.`);
}
const NO_DEPLOYMENT = 'token reaches no deployment (the platform listed none). Use a token created in the ' +
    'organization whose data this step should read, with the Web API permission.';
/** `acme (12), beta (34)`, cut after NAMED_DEPLOYMENTS entries. */
function describe(deployments) {
    const named = deployments
        .slice(0, NAMED_DEPLOYMENTS)
        .map(deployment => `${(0,action_text/* oneLine */.TN)(deployment.slug)} (${deployment.id})`);
    const rest = deployments.length - named.length;
    return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

// EXTERNAL MODULE: ./src/action/log.ts
var log = __nccwpck_require__(58592);
;// CONCATENATED MODULE: ./src/action/mode.ts
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        // The timer goes with the abort, so that a cancelled wait keeps nothing alive.
        const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
    })
};

// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __nccwpck_require__(18948);
// EXTERNAL MODULE: ./src/action/summary.ts
var action_summary = __nccwpck_require__(38770);
// EXTERNAL MODULE: ./src/action/version.ts + 1 modules
var version = __nccwpck_require__(79133);
// EXTERNAL MODULE: ./src/network/proxy.ts
var proxy = __nccwpck_require__(71290);
// EXTERNAL MODULE: ./src/platform/ids.ts
var ids = __nccwpck_require__(69461);
// EXTERNAL MODULE: ./src/platform/request-json.ts
var request_json = __nccwpck_require__(18945);
;// CONCATENATED MODULE: ./src/platform/deployments.ts
/**
 * DeploymentsService_ListDeployments: the deployments the token reaches. It is the one operation
 * that needs no deployment, so it stands apart from `PlatformClient`, which is built for one.
 *
 * Its answer is checked here rather than by a zod schema: with `deployment-id` left empty it is read
 * before the mode's first request, and loading zod would cost more than the request itself.
 */


async function listDeployments(transport) {
    return (0,request_json/* requestJson */.SS)(transport, {
        operation: 'List deployments',
        method: 'GET',
        path: '/api/v1/deployments',
        retry: 'idempotent'
    }, readDeployments);
}
/**
 * `{deployments: [{id, name, slug}]}`, other fields ignored. IDs may come as JSON integers (bigint
 * beyond 2^53) or as digit strings (protobuf-JSON); a missing list is none and a missing name ''.
 */
function readDeployments(json) {
    if (!isRecord(json))
        return problem('(body)', 'expected an object');
    const list = json.deployments === undefined ? [] : json.deployments;
    if (!Array.isArray(list))
        return problem('deployments', 'expected an array');
    const deployments = [];
    for (const [i, entry] of list.entries()) {
        const at = `deployments[${i}]`;
        if (!isRecord(entry))
            return problem(at, 'expected an object');
        const id = deploymentId(entry.id);
        if (id === undefined)
            return problem(`${at}.id`, 'expected a deployment ID of 0 or more');
        const name = entry.name === undefined ? '' : entry.name;
        if (typeof name !== 'string')
            return problem(`${at}.name`, 'expected a string');
        if (typeof entry.slug !== 'string')
            return problem(`${at}.slug`, 'expected a string');
        if (entry.slug === '')
            return problem(`${at}.slug`, 'slug is empty');
        deployments.push({ id, name, slug: entry.slug });
    }
    return { ok: true, value: deployments };
}
/** A JSON integer or a string of digits, 0 to the int64 maximum; undefined for anything else. */
function deploymentId(value) {
    let id;
    if (typeof value === 'bigint')
        id = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value))
        id = BigInt(value);
    else if (typeof value === 'string' && /^-?\d{1,20}$/.test(value))
        id = BigInt(value);
    else
        return undefined;
    return id >= 0n && id <= ids/* INT64_MAX */.vh ? id : undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function problem(path, message) {
    return { ok: false, problem: `${path}: ${message}` };
}

// EXTERNAL MODULE: ./src/platform/platform-client.ts + 1 modules
var platform_client = __nccwpck_require__(20852);
// EXTERNAL MODULE: ./src/network/http.ts
var http = __nccwpck_require__(95284);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __nccwpck_require__(46316);
;// CONCATENATED MODULE: ./src/platform/retry-policy.ts
/**
 * When to retry a platform request and how long to wait: pure rules, no timers and no I/O, so each rule
 * can be tested on its own. The transport applies them.
 */

const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxTotalWaitMs: 120_000
};
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const UNTAKEN_STATUSES = new Set([429, 503]);
/** Failures where the request may have reached the server. */
const RETRYABLE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'ECONNABORTED',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET',
    'UND_ERR_CONNECT_TIMEOUT',
    'TIMEOUT',
    'ESTALLED',
    'EDEADLINE',
    'EPROXY'
]);
/** Failures where the request never reached the server (EPROXY: the proxy refused the tunnel). */
const UNTAKEN_NETWORK_CODES = new Set([
    'ECONNREFUSED',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
    'EPROXY'
]);

/** The attempts a request gets when its attempts fail this way: fewer for a refused tunnel. */
function maxAttemptsFor(failure, policy) {
    return failure.kind === 'network' && failure.code === 'EPROXY'
        ? Math.min(proxy/* MAX_PROXY_ATTEMPTS */.H$, policy.maxAttempts)
        : policy.maxAttempts;
}
/** Whether a failed attempt may be tried again under the given rule. */
function isRetryable(failure, rule) {
    if (failure.kind === 'status') {
        return (rule === 'idempotent' ? RETRYABLE_STATUSES : UNTAKEN_STATUSES).has(failure.status);
    }
    return (rule === 'idempotent' ? RETRYABLE_NETWORK_CODES : UNTAKEN_NETWORK_CODES).has(failure.code);
}
/**
 * Parses a Retry-After header: delay-seconds or an HTTP date. Returns the wait in milliseconds (0 for a
 * date in the past), or undefined when the header is absent or unreadable.
 */
function parseRetryAfter(value, nowMs) {
    if (value === undefined || value === null)
        return undefined;
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    if (/^\d+\.\d+$/.test(trimmed))
        return Math.ceil(Number(trimmed) * 1000);
    // An HTTP date starts with a day name ("Wed, 21 Oct 2015 07:28:00 GMT", or the obsolete forms);
    // anything else (a negative number, words) is unreadable rather than a date in the past.
    if (!/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /.test(trimmed))
        return undefined;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * Exponential backoff with "equal jitter": half of the doubled delay is fixed, the other half random,
 * so that many workers retrying at once spread out but none retries immediately.
 * `retryNumber` is 1 for the wait before the second attempt.
 */
function backoffDelay(retryNumber, policy, random) {
    const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retryNumber - 1));
    return Math.round(exponential / 2 + (random() * exponential) / 2);
}
/**
 * Decides whether to try again after attempt number `attempt` (1-based) failed, given the time already
 * spent waiting on earlier retries of the same request.
 */
function decideRetry(args) {
    const { failure, rule, attempt, waitedMs, policy } = args;
    if (!isRetryable(failure, rule))
        return { retry: false, reason: 'not-retryable' };
    if (attempt >= maxAttemptsFor(failure, policy))
        return { retry: false, reason: 'attempts' };
    const asked = failure.kind === 'status' ? parseRetryAfter(failure.retryAfter, args.nowMs) : undefined;
    const delayMs = asked ?? backoffDelay(attempt, policy, args.random);
    if (waitedMs + delayMs > policy.maxTotalWaitMs)
        return { retry: false, reason: 'wait-budget' };
    return { retry: true, delayMs, serverAsked: asked !== undefined };
}
/** A short description of a failure for log lines: `rate limited (429)`, `connection reset (ECONNRESET)`. */
function describeFailure(failure) {
    if (failure.kind === 'status') {
        const names = {
            429: 'rate limited',
            500: 'server error',
            502: 'bad gateway',
            503: 'service unavailable',
            504: 'gateway timeout'
        };
        return `${names[failure.status] ?? 'HTTP error'} (${failure.status})`;
    }
    const names = {
        ECONNRESET: 'connection reset',
        ECONNREFUSED: 'connection refused',
        EPIPE: 'connection closed',
        ETIMEDOUT: 'connection timed out',
        TIMEOUT: 'no answer in time',
        EAI_AGAIN: 'DNS lookup failed',
        ENOTFOUND: 'host not found'
    };
    // The exchange's own failures carry a message that says what happened.
    const own = ['ESTALLED', 'EDEADLINE', 'ETOOLARGE', 'EENCODING', 'ECANCELLED', 'EPROXY'];
    const name = own.includes(failure.code) ? failure.message : names[failure.code];
    return `${name ?? failure.message} (${failure.code})`;
}
/** Seconds for log lines: `3 s`, `0.5 s`. */
function formatSeconds(ms) {
    const seconds = ms / 1000;
    return `${seconds >= 10 || Number.isInteger(seconds) ? Math.round(seconds) : seconds.toFixed(1)} s`;
}

// EXTERNAL MODULE: ./src/platform/secrets.ts
var secrets = __nccwpck_require__(79002);
;// CONCATENATED MODULE: ./src/platform/retrying.ts




class RetryLoop {
    options;
    /** Set by a 429: no request of this transport starts before this time. */
    pausedUntil = 0;
    policy;
    now;
    attemptMs;
    constructor(options) {
        this.options = options;
        this.policy = options.policy;
        this.now = options.now ?? Date.now;
        this.attemptMs = options.attemptTimeoutMs ?? http/* DEFAULT_BOUNDS */.oI.totalMs;
    }
    /**
     * Runs attempts until one answers 200 or the retry rules say stop. A 429 pauses every request of
     * this transport, not only the one that got it. `target` (method and path) is for messages only.
     * With `timeLimitMs`, no attempt runs past that time and no retry starts that would.
     */
    async run(request, attemptOnce) {
        const { operation, target, rule, timeLimitMs } = request;
        const { stats } = this.options;
        const endsAt = timeLimitMs === undefined ? Infinity : this.now() + timeLimitMs;
        let waitedMs = 0;
        for (let attempt = 1;; attempt++) {
            // The pause another request's 429 imposed counts toward this request's wait budget too, and
            // is cut short where it would pass it.
            waitedMs += await this.waitForRateLimit(this.policy.maxTotalWaitMs - waitedMs);
            this.throwIfCancelled(operation);
            let failure;
            let response;
            try {
                const attemptMs = Math.max(1, Math.min(this.attemptMs, endsAt - this.now()));
                stats.requests++;
                stats.peakInFlight = Math.max(stats.peakInFlight, ++stats.inFlight);
                try {
                    response = await attemptOnce(attemptMs);
                }
                finally {
                    stats.inFlight--;
                }
                if (response.status === 200)
                    return response;
                const retryAfter = headerValue(response, 'retry-after');
                failure = { kind: 'status', status: response.status, retryAfter };
            }
            catch (error) {
                this.throwIfCancelled(operation);
                // The runner's disk, not the network: no retry, and the consumer's message as it is.
                if (isLocalFailure(error))
                    throw error;
                failure = toNetworkFailure(error);
            }
            const decision = decideRetry({
                failure,
                rule,
                attempt,
                waitedMs,
                policy: this.policy,
                nowMs: this.now(),
                random: this.options.random ?? Math.random
            });
            const outOfTime = decision.retry && this.now() + decision.delayMs >= endsAt;
            if (!decision.retry || outOfTime) {
                throw this.finalError({
                    ...request,
                    label: `${operation} (${target})`,
                    failure,
                    response,
                    attempts: attempt,
                    reason: decision.retry ? 'time-limit' : decision.reason
                });
            }
            if (failure.kind === 'status' && failure.status === 429) {
                this.pausedUntil = Math.max(this.pausedUntil, this.now() + decision.delayMs);
            }
            this.options.stats.retries++;
            this.options.logger.info(`${operation}: ${describeFailure(failure)}, retrying in ${formatSeconds(decision.delayMs)}, ` +
                `attempt ${attempt + 1} of ${maxAttemptsFor(failure, this.policy)}`);
            waitedMs += decision.delayMs;
            await this.pause(decision.delayMs);
        }
    }
    throwIfCancelled(operation) {
        if (this.options.signal?.aborted) {
            throw new errors/* PlatformError */.Wk(operation, undefined, `${operation}: cancelled.`);
        }
    }
    /** Waits out a 429 pause under way, at most `maxMs`; returns how long that was. */
    async waitForRateLimit(maxMs) {
        const wait = Math.min(this.pausedUntil - this.now(), maxMs);
        if (wait <= 0)
            return 0;
        await this.pause(wait);
        return wait;
    }
    /** Sleeps, but wakes at once when the run is cancelled. */
    async pause(ms) {
        const { signal, sleep = delay } = this.options;
        if (!signal)
            return sleep(ms);
        if (signal.aborted)
            return;
        let onAbort;
        await Promise.race([
            sleep(ms),
            new Promise(resolve => {
                onAbort = resolve;
                signal.addEventListener('abort', onAbort, { once: true });
            })
        ]);
        signal.removeEventListener('abort', onAbort);
    }
    finalError(final) {
        const { label, failure, response, attempts, reason } = final;
        if (failure.kind === 'status' && response) {
            const error = (0,errors/* httpStatusError */.H6)({
                operation: label,
                status: failure.status,
                // The status phrase is the server's text like the body: a secret echoed there is removed too.
                statusText: (0,secrets/* redactSecrets */.f)(response.statusText).slice(0, 100),
                body: (0,secrets/* redactSecrets */.f)(response.body.toString('utf8')),
                attempts,
                ...(final.suspects && { suspects: final.suspects }),
                api: final.api
            });
            if (reason === 'wait-budget') {
                error.message += ` Gave up: waiting longer would exceed ${formatSeconds(this.policy.maxTotalWaitMs)} of retries.`;
            }
            else if (reason === 'time-limit') {
                error.message += ' Gave up: the time allowed for it (wait-timeout) ran out.';
            }
            return error;
        }
        const what = (0,secrets/* redactSecrets */.f)(describeFailure(failure));
        const error = (0,errors/* networkError */.x6)({
            operation: label,
            what,
            attempts,
            ...(failure.kind === 'network' && failure.advice && { advice: (0,secrets/* redactSecrets */.f)(failure.advice) })
        });
        if (reason === 'time-limit')
            error.message += ' The time allowed for it (wait-timeout) ran out.';
        return error;
    }
}
/**
 * A failure on this machine's side of a download (the consumer's disk), not the network's: the
 * consumer marks it `local: true`.
 */
function isLocalFailure(error) {
    return error instanceof Error && error.local === true;
}
function headerValue(response, name) {
    return response.headers[name];
}
/** The first sentence of an exchange failure that is the server's doing, not the network's. */
const SERVER_SIDE_ADVICE = {
    ETOOLARGE: "Ask the platform's support why it answers this much: the answer is larger than this API's should be."
};
function toNetworkFailure(error) {
    const { code = 'EUNKNOWN', failure } = error;
    const message = error instanceof Error ? error.message : String(error);
    const advice = failure?.advice ?? SERVER_SIDE_ADVICE[code];
    return { kind: 'network', code, message, ...(advice !== undefined && { advice }) };
}
const delay = (ms) => new Promise(resolve => setTimeout(resolve, ms));

// EXTERNAL MODULE: ./src/platform/url-safety.ts
var url_safety = __nccwpck_require__(15417);
;// CONCATENATED MODULE: ./src/platform/transport.ts
/**
 * The transport under every platform operation: the token (only to `api-url`'s origin; downloads
 * never carry it) and retries. `../network/http.ts` bounds each exchange and follows redirects.
 */






class Transport {
    options;
    stats = { requests: 0, retries: 0, inFlight: 0, peakInFlight: 0 };
    base;
    retries;
    constructor(options) {
        this.options = options;
        this.base = new URL(options.apiUrl);
        (0,secrets/* registerSecret */.c)(options.token);
        const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
        this.retries = new RetryLoop({ ...options, policy, stats: this.stats });
    }
    /** Sends an API request, with retries, and returns the final 200 answer; anything else throws. */
    async request(req) {
        const { operation, method, body, retry: rule, timeLimitMs, suspects } = req;
        // Built as one string from the origin, so that no path (`//other.host/…`) can change the host.
        const url = new URL(this.base.origin + this.base.pathname.replace(/\/$/, '') + req.path);
        const off = `${operation}: refusing a URL off api-url.`;
        if (url.origin !== this.base.origin)
            throw new errors/* PlatformError */.Wk(operation, undefined, off);
        return this.retries.run({ operation, target: `${method} ${url.pathname}`, rule, timeLimitMs, api: true, suspects }, attemptMs => this.send(method, url, attemptMs, body, undefined, req.maxResponseBytes));
    }
    /** Downloads a pre-signed URL without the token, handing the 200 body to `save`; its bytes. */
    async download(operation, rawUrl, save, timeLimitMs) {
        const url = new URL(rawUrl);
        const refused = `Report this to the platform's administrators: ${operation} was refused, as its URL is not https (plain http is allowed only when api-url itself is http to this machine).`;
        if (!(0,url_safety/* isAllowedScheme */.a)(url, this.base))
            throw new errors/* PlatformError */.Wk(operation, undefined, refused);
        const target = `GET ${url.origin}${url.pathname}`;
        const response = await this.retries.run({ operation, target, rule: 'idempotent', timeLimitMs, api: false }, attemptMs => this.send('GET', url, attemptMs, undefined, save));
        return response.bytes;
    }
    /** One attempt; a download (`save`) carries no token. */
    async send(method, url, attemptMs, body, save, maxResponseBytes = this.options.maxResponseBytes) {
        const started = Date.now();
        const { options } = this;
        const answer = await (0,http/* exchange */.cv)({
            method,
            url,
            headers: {
                accept: 'application/json',
                'user-agent': options.userAgent,
                ...(!save && { authorization: `Bearer ${options.token}` }),
                ...(body !== undefined && { 'content-type': 'application/json' })
            },
            body,
            idleTimeoutMs: options.timeoutMs,
            totalTimeoutMs: attemptMs,
            maxBodyBytes: maxResponseBytes,
            save,
            signal: options.signal,
            follow: next => (0,url_safety/* isAllowedScheme */.a)(next, this.base)
        });
        const { origin, pathname } = new URL(answer.url);
        const where = (origin === this.base.origin ? '' : origin) + pathname;
        options.logger.debug(`${method} ${where} → ${answer.status} in ${Date.now() - started} ms`);
        return answer;
    }
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * Runs the action: reads the inputs every mode shares, loads the selected mode (only that one, so
 * that no mode's dependencies slow the start of another), lets it parse its own inputs and run, and
 * always writes a job summary, also when the run is cancelled.
 */















/** Every mode, by the name users write in `mode:`. Adding a mode: a folder, an entry, action.yml. */
const MODES = {
    'sbom-export': () => __nccwpck_require__.e(/* import() */ 5).then(__nccwpck_require__.bind(__nccwpck_require__, 59005)),
    'ticket-link': () => __nccwpck_require__.e(/* import() */ 895).then(__nccwpck_require__.bind(__nccwpck_require__, 95895)),
    'dependency-inventory': () => __nccwpck_require__.e(/* import() */ 38).then(__nccwpck_require__.bind(__nccwpck_require__, 67038)),
    'dependency-search': () => __nccwpck_require__.e(/* import() */ 650).then(__nccwpck_require__.bind(__nccwpck_require__, 45650)),
    'code-scanning': () => __nccwpck_require__.e(/* import() */ 94).then(__nccwpck_require__.bind(__nccwpck_require__, 41094)),
    policies: () => __nccwpck_require__.e(/* import() */ 898).then(__nccwpck_require__.bind(__nccwpck_require__, 29898))
};
const MODE_NAMES = Object.keys(MODES);
/** Loads the mode users select with this name (only that mode's code). */
async function loadMode(name) {
    return (await MODES[name]()).default;
}
/**
 * How long a cancelled mode gets to stop and write what it has (the partial inventory) before the
 * summary is written regardless; the runner kills the step a few seconds after its SIGINT.
 */
const CANCEL_SETTLE_MS = 1_500;
async function run() {
    const summary = new action_summary/* StepSummary */.B();
    const cancellation = watchForCancellation();
    const started = {};
    try {
        const failure = await outcomeOf(runMode(summary, cancellation.signal, started), cancellation);
        return await finish(summary, failure, cancellation.by(), started);
    }
    finally {
        // Only now: a signal while the summary and files were written would otherwise have ended the
        // process with neither (the runner sends SIGTERM a few seconds after its SIGINT).
        cancellation.stopWatching();
    }
}
/**
 * Listens for the runner's SIGINT and SIGTERM until {@link Cancellation.stopWatching}: the first
 * cancels the run; a later one is only logged, so that the summary and files are still written.
 */
function watchForCancellation() {
    const controller = new AbortController();
    let cancelledBy;
    let onCancel = () => undefined;
    const cancelled = new Promise(resolve => (onCancel = resolve));
    const cancel = (signal) => {
        if (cancelledBy !== undefined) {
            log.info(`Received ${signal}: finishing the job summary and files first.`);
            return;
        }
        cancelledBy = signal;
        log.info(`Received ${signal}: stopping.`);
        controller.abort();
        onCancel();
    };
    const onSigint = () => cancel('SIGINT');
    const onSigterm = () => cancel('SIGTERM');
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    return {
        signal: controller.signal,
        cancelled,
        by: () => cancelledBy,
        stopWatching: () => {
            process.off('SIGINT', onSigint);
            process.off('SIGTERM', onSigterm);
        }
    };
}
/**
 * The error message of the mode's run, or undefined when it succeeded. Once cancelled, the mode
 * gets {@link CANCEL_SETTLE_MS} to stop and write what it has; the run ends either way.
 */
async function outcomeOf(work, cancellation) {
    const settled = work.then(() => undefined, (error) => (0,action_text/* errorMessage */.gJ)(error));
    let timer;
    const settleWindow = new Promise(resolve => {
        void cancellation.cancelled.then(() => (timer = setTimeout(() => resolve(undefined), CANCEL_SETTLE_MS)));
    });
    try {
        return await Promise.race([
            settled,
            cancellation.cancelled.then(() => Promise.race([settled, settleWindow]))
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * Reads the inputs every mode shares, loads the selected mode, looks up the deployment and runs the
 * mode; what it starts is recorded in `started`, for {@link finish} to name and close.
 */
async function runMode(summary, signal, started) {
    (0,version/* requireSupportedNode */.Am)();
    const event = (0,action_event/* readWorkflowEvent */.mE)(process.env);
    const env = inputEnvironment(event);
    const read = (0,action_inputs/* runnerInputReader */.WP)();
    const name = (0,action_inputs/* parseMode */.Zx)(read('mode'), MODE_NAMES);
    started.name = name;
    summary.setMode(name);
    const mode = await loadMode(name);
    if (mode.forkPullRequestNotice !== undefined && env.isForkPullRequest && !read('token').trim()) {
        (0,annotations/* notice */.lm)('pull request from a fork', mode.forkPullRequestNotice);
        summary.showNotice(mode.forkPullRequestNotice);
        return;
    }
    const common = (0,action_inputs/* parseCommonInputs */.uQ)(read, env);
    const inputs = await mode.parseInputs(read, env, common);
    // Before any request: an unusable proxy variable would otherwise send the token direct.
    (0,proxy/* checkProxyVariables */.EI)(process.env);
    const transport = new Transport({
        apiUrl: common.apiUrl,
        token: common.token,
        userAgent: (0,version/* userAgent */.N1)(process.env.ACTIONS_ORCHESTRATION_ID),
        logger: log,
        signal
    });
    started.transport = transport;
    summary.setStage('The deployment could not be looked up.');
    const deployment = await lookUpDeployment(common, transport);
    await mode.run(inputs, {
        client: new platform_client/* PlatformClient */.H(transport, deployment.id),
        requestStats: transport.stats,
        summary,
        event,
        deployment,
        newGitHubClient: async (options) => {
            const { createGitHubClient } = await __nccwpck_require__.e(/* import() */ 584).then(__nccwpck_require__.bind(__nccwpck_require__, 96584));
            return createGitHubClient(options);
        },
        clock: systemClock,
        signal
    });
}
/** What the input parsers need of the runner's environment and the workflow's event. */
function inputEnvironment(event) {
    return {
        RUNNER_TEMP: process.env.RUNNER_TEMP,
        GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE,
        isForkPullRequest: (0,action_event/* isForkPullRequest */.B7)(event),
        GITHUB_API_URL: process.env.GITHUB_API_URL,
        GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY,
        GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL
    };
}
/** The deployment the run works in (the input, else the one the token reaches), set as outputs. */
async function lookUpDeployment(common, api) {
    const deployment = await resolveDeployment(common.deploymentId, () => listDeployments(api), slug => void (0,outputs/* setOutput */.u)('deployment-slug', slug, 'txt').catch((error) => (0,annotations/* warn */.R8)('output not set', `Check $GITHUB_OUTPUT: deployment-slug was not set: ${(0,action_text/* errorMessage */.gJ)(error)}`)));
    await (0,outputs/* setOutput */.u)('deployment-id', deployment.id, 'txt');
    if (common.deploymentId === undefined) {
        log.info(`Deployment ${deployment.id}: the one the token reaches.`);
    }
    return deployment;
}
/**
 * Ends the run: closes the transport, removes a cancelled run's temporary files, fails the step when
 * the run failed or was cancelled, and writes the job summary (always).
 */
async function finish(summary, modeFailure, cancelledBy, started) {
    let failure = modeFailure;
    if (cancelledBy !== undefined) {
        failure =
            `The run was cancelled (${cancelledBy}) before it finished; what was done until then is in the ` +
                'job summary, and files it was writing were removed or written as incomplete.';
        summary.markCancelled();
    }
    (0,proxy/* closeRoutes */.T9)();
    if (cancelledBy !== undefined)
        (0,files/* removeTemporaryFiles */.vo)();
    // Not core.setFailed: its annotation has no title.
    if (failure !== undefined)
        (0,annotations/* failStep */.vy)(failure, started.name, cancelledBy !== undefined);
    try {
        await summary.write(failure);
    }
    catch (error) {
        (0,annotations/* warn */.R8)('job summary not written', `Check that the runner can write $GITHUB_STEP_SUMMARY: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
    if (cancelledBy !== undefined)
        return 'cancelled';
    return failure === undefined ? 'succeeded' : 'failed';
}


/***/ }),

/***/ 31303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lO: () => (/* binding */ findCause),
/* harmony export */   up: () => (/* binding */ hasCode),
/* harmony export */   yL: () => (/* binding */ describeConnectionFailure)
/* harmony export */ });
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71290);
/** What a failed connection means for the user, read from the error's type and code, never its text. */

const UNTRUSTED_ISSUER = /^(UNABLE_TO_(VERIFY_LEAF_SIGNATURE|GET_ISSUER_CERT(_LOCALLY)?)|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_(UNTRUSTED|SIGNATURE_FAILURE))$/;
const CLOCK = { CERT_HAS_EXPIRED: 'expired', CERT_NOT_YET_VALID: 'not yet valid' };
const CA = `NODE_EXTRA_CA_CERTS (your CA's certificate file, PEM) is for a private CA`;
/**
 * What a failed certificate check means and what to do, or undefined for other codes. Through a
 * `proxy`, an untrusted issuer may be the proxy's own CA (a TLS-inspecting proxy signs with it).
 */
function certificateFailure(code, host, proxy) {
    const clock = CLOCK[code];
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
                : [];
    if (message === undefined)
        return undefined;
    // Only a missing CA can be the proxy's: a name or a date it would not change.
    const viaProxy = proxy === undefined || !UNTRUSTED_ISSUER.test(code)
        ? ''
        : ` The request went through the proxy ${proxy}: a TLS-inspecting proxy signs with its own ` +
            `CA, which may be the one missing (set NODE_EXTRA_CA_CERTS to its certificate; docs/networks.md).`;
    return { code, message, advice: `${advice}${viaProxy}`, certificate: true };
}
/** A failure the exchange already described (with the route it took), found in `error`'s chain. */
const described = (value) => typeof value?.failure?.code === 'string';
/** The first of an error and its `cause` chain (undici and Octokit wrap errors) that passes. */
function findCause(error, test) {
    for (let depth = 0, current = error; depth < 5 && current; depth++) {
        if (test(current))
            return current;
        current = current.cause;
    }
    return undefined;
}
const hasCode = (value) => typeof value?.code === 'string';
/**
 * Describes a connection failure to `host` (the target's host name, for the message), reached
 * `through` a proxy (shown without credentials) when one was used.
 */
function describeConnectionFailure(error, host, through) {
    const known = findCause(error, described);
    if (known)
        return known.failure;
    const proxy = findCause(error, (value) => value instanceof _proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxyError */ .T6);
    if (proxy) {
        const { status, proxy: shown, target, message: advice } = proxy;
        const message = status !== undefined
            ? `the proxy ${shown} answered HTTP ${status} to CONNECT ${target}`
            : `the proxy ${shown} could not be reached (${proxy.reason ?? 'no answer'})`;
        return { code: proxy.code, message, advice, proxyStatus: status };
    }
    const setting = findCause(error, (v) => v instanceof _proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxySettingError */ .Tl);
    if (setting) {
        const message = `the proxy URL in ${setting.variable} cannot be used`;
        return { code: setting.code, message, advice: setting.message };
    }
    const code = findCause(error, hasCode)?.code ?? '';
    const certificate = certificateFailure(code, host, through);
    if (certificate)
        return certificate;
    // EAI_AGAIN is a temporary DNS failure, left to the retries.
    if (['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL'].includes(code)) {
        const advice = `Check the host name ${host} and the runner's DNS: ${host} does not resolve.`;
        return { code, message: `the host ${host} does not resolve (${code})`, advice };
    }
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    return { code: code || 'EUNKNOWN', message };
}


/***/ }),

/***/ 95284:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sb: () => (/* binding */ ExchangeError),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   cv: () => (/* binding */ exchange),
/* harmony export */   oI: () => (/* binding */ DEFAULT_BOUNDS)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(31303);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(71290);
/**
 * Where every request of the action is sent and its answer read, within an idle timer, a total
 * deadline, a cap on decoded bytes and the run's cancellation. Redirects never leave https.
 *
 * One `Exchange` object per request is undici's handler (its `onRequestStart`…`onResponseEnd`
 * API, with the controller's `abort`, `pause` and `resume`). It follows redirects itself, each hop
 * on its route's dispatcher (`proxy.ts`), skips informational (1xx) answers, and settles only once
 * undici has freed its socket for the next request (docs/adr/0001-http-exchange.md).
 */





/** The same for every API: no answer of theirs comes near 32 MiB but a broken or hostile one. */
const DEFAULT_BOUNDS = { idleMs: 60_000, totalMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 };
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// node:zlib is loaded with the first compressed answer: at start it would cost 5-10 ms before the
// first request is sent.
const zlib = () => process.getBuiltinModule('node:zlib');
const gzip = () => zlib().createGunzip();
const DECODERS = {
    gzip,
    'x-gzip': gzip,
    br: () => zlib().createBrotliDecompress(),
    deflate: () => zlib().createInflate()
};
/** A failed exchange, `code` for the retry rules; `failure` when the connection failed. */
class ExchangeError extends Error {
    code;
    failure;
    name = 'ExchangeError';
    constructor(code, message, failure, cause) {
        super(message, { cause });
        this.code = code;
        this.failure = failure;
    }
}
/**
 * Sends the request, follows its redirects and reads the answer whole. One handler object per
 * exchange drives undici's dispatcher, with no stream, signal or closure unless a body is decoded or
 * saved: each of those kept the exchange past a young collection (memory at scale).
 */
function exchange(options) {
    return new Exchange(options).settle.promise;
}
const noop = () => undefined;
/** Exchanges waiting on each run signal: an array, as a removed listener keeps its successor alive. */
const watching = new WeakMap();
class Exchange {
    options;
    settle = Promise.withResolvers();
    answer = { status: 0, headers: {}, bytes: 0 };
    url;
    hops = 0;
    method;
    body;
    headers;
    /** Where the answer being read redirects to. */
    location;
    done = false;
    inBody = false;
    limit = Infinity;
    /** The body read so far, in a buffer that grows (none when it is saved). */
    received = Buffer.from(new ArrayBuffer(0));
    receivedLength = 0;
    /** Fed with the body when it is decoded or saved. */
    source;
    failure;
    /** undici's controller of the current hop, until the answer ends. */
    controller;
    /** What settles a complete answer: undici freeing the socket, and a streamed body's end. */
    pending = 1;
    peers = [];
    idle;
    total;
    constructor(options) {
        this.options = options;
        const { url, method, body, signal, totalTimeoutMs: ms = Infinity, idleTimeoutMs } = options;
        this.url = url;
        this.method = method;
        this.body = body;
        this.headers = { ...options.headers, 'accept-encoding': 'gzip, br' };
        // Native timers: undici's own headers and body timeouts fire up to a second late.
        const idle = idleTimeoutMs ?? DEFAULT_BOUNDS.idleMs;
        this.idle = setTimeout(Exchange.quiet, idle, this, idle).unref();
        if (Number.isFinite(ms))
            this.total = setTimeout(Exchange.late, ms, this, ms).unref();
        if (signal && !watching.has(signal)) {
            const all = [];
            watching.set(signal, all);
            signal.addEventListener('abort', () => [...all].forEach(e => e.cancel()), { once: true });
        }
        if (signal)
            (this.peers = watching.get(signal)).push(this);
        if (signal?.aborted)
            this.cancel();
        if (!this.failure)
            this.hop(url);
    }
    static quiet(self, ms) {
        if (!self.inBody)
            return self.failWith('TIMEOUT', `no answer for ${seconds(ms)}`);
        self.failWith('ESTALLED', `the answer stalled: no byte of its body for ${seconds(ms)}`);
    }
    static late(self, ms) {
        const what = self.inBody ? 'the body kept trickling in' : 'no headers yet';
        self.failWith('EDEADLINE', `no complete answer within ${seconds(ms)} (${what})`);
    }
    cancel() {
        this.failWith('ECANCELLED', 'the run was cancelled');
    }
    /** A hop, on its route's dispatcher (NO_PROXY is per host): at most five redirects, none off https. */
    hop(next) {
        if (this.hops++ > MAX_REDIRECTS) {
            throw new ExchangeError('EREDIRECT', `more than ${MAX_REDIRECTS} redirects`);
        }
        const downgrade = this.url.protocol === 'https:' && next.protocol !== 'https:';
        if (this.hops > 1 && (downgrade || this.options.follow?.(next) === false)) {
            throw new ExchangeError('EREDIRECT', 'redirect to a non-https URL refused');
        }
        this.url = next;
        this.idle.refresh();
        const { method, body, headers } = this;
        const opts = { origin: next.origin, path: next.pathname + next.search, method, body, headers };
        (0,_proxy_js__WEBPACK_IMPORTED_MODULE_4__/* .routeFor */ .nR)(next).dispatch({ ...opts, headersTimeout: 0, bodyTimeout: 0 }, this);
    }
    /**
     * Ours, not undici's interceptor (which turns a POST into a GET on 301 and 302 since undici 7):
     * only a 303 asks for a GET (RFC 9110); the token never goes to another origin.
     */
    redirect(location) {
        const next = new URL(location, this.url);
        this.location = undefined;
        if (next.origin !== this.url.origin)
            delete this.headers.authorization;
        if (this.answer.status === 303) {
            this.method = 'GET';
            this.body = undefined;
            for (const name of Object.keys(this.headers)) {
                if (name.startsWith('content-'))
                    delete this.headers[name];
            }
        }
        this.hop(next);
    }
    onRequestStart(controller) {
        if (this.failure)
            controller.abort(this.failure);
        else
            this.controller = controller;
    }
    onResponseStart(_, status, raw) {
        // `103 Early Hints` and the like: the final answer follows on the same request.
        if (status < 200)
            return;
        this.answer.status = status;
        const { location } = raw;
        // A redirect's body is skipped; one without a Location is the answer.
        if (REDIRECTS.has(status) && typeof location === 'string') {
            this.location = location;
            return;
        }
        const { headers } = this.answer;
        for (const [name, value] of Object.entries(raw)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
        }
        this.inBody = true;
        this.idle.refresh();
        // One coding at most: a list would need decoding in turn, and no API sends one.
        const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase();
        const decoder = DECODERS[encoding];
        const shown = JSON.stringify(encoding.slice(0, 60));
        const unknown = `the answer has Content-Encoding ${shown}, which the action cannot decode (it decodes gzip, br and deflate, once)`;
        const save = status === 200 ? this.options.save : undefined;
        this.limit = save ? Infinity : (this.options.maxBodyBytes ?? DEFAULT_BOUNDS.maxBytes);
        if (!decoder && encoding !== '' && encoding !== 'identity')
            this.failWith('EENCODING', unknown);
        else if (Number(headers['content-length']) > this.limit)
            this.tooLarge();
        else if (decoder || save)
            this.stream(decoder, save);
    }
    onResponseData(controller, chunk) {
        this.idle.refresh();
        if (this.location !== undefined)
            return;
        if (!this.source)
            return this.count(chunk);
        if (!this.source.push(chunk))
            controller.pause();
    }
    onResponseEnd() {
        this.controller = undefined;
        this.source?.push(null);
        // undici frees the socket in an immediate it queues after this call returns: settling in the
        // one after it lets the next request reuse the connection instead of opening another.
        setImmediate(Exchange.ended, this, true);
    }
    static ended(self, again) {
        if (again)
            return void setImmediate(Exchange.ended, self, false);
        if (self.location === undefined || self.done)
            return self.step();
        try {
            self.redirect(self.location);
        }
        catch (error) {
            self.fail(classify(error, self.url, false));
        }
    }
    onResponseError(_, error) {
        this.fail(classify(error, this.url, this.inBody));
    }
    /** A complete answer settles when nothing is pending: the socket, and a streamed body. */
    step() {
        if (--this.pending === 0)
            this.finish();
    }
    /** A body that is decoded or saved goes through a stream; its end settles the exchange. */
    stream(decoder, save) {
        const source = (this.source = new node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable({ read: () => this.controller?.resume() }));
        this.pending++;
        const out = decoder ? (0,node_stream__WEBPACK_IMPORTED_MODULE_1__.pipeline)(source, decoder(), noop) : source;
        if (save)
            this.received = undefined;
        // Paused: a download's consumer starts the flow. Its failure reaches the exchange through `save`,
        // where a network failure that came first still wins.
        out.pause().on('error', noop);
        out.on('data', (chunk) => this.count(chunk));
        void (save ? save(out) : (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.finished)(out.resume())).then(() => this.step(), (error) => this.fail(classify(error, this.url, true), true));
    }
    count(chunk) {
        if ((this.answer.bytes += chunk.byteLength) > this.limit)
            this.tooLarge();
        else if (this.received)
            this.keep(chunk);
    }
    /**
     * Copies a piece of the body into the buffer the answer is read into, so that the piece (a
     * slice of a socket's or a decoder's buffer) is not held until the end: held, such pieces outlive
     * a young collection and wait for a full one, a page's worth for each page read.
     */
    keep(chunk) {
        const needed = this.receivedLength + chunk.byteLength;
        if (needed > this.received.byteLength) {
            // The first piece exactly (most answers are one), then twice as much each time, never more
            // than the cap (`count` has checked that `needed` is within it).
            const size = Math.min(Math.max(needed, 2 * this.received.byteLength), this.limit);
            this.received = resized(this.received, size);
        }
        chunk.copy(this.received, this.receivedLength);
        this.receivedLength = needed;
    }
    tooLarge() {
        const mib = Math.round(this.limit / 1024 / 1024);
        const message = `the answer is larger than ${mib} MiB, more than any answer of this API should be`;
        this.failWith('ETOOLARGE', message);
    }
    failWith(code, message) {
        this.fail(new ExchangeError(code, message));
    }
    /** The first failure wins; a body stream is destroyed, and settles the exchange once read out. */
    fail(error, settle = !this.source) {
        this.failure ??= error;
        this.controller?.abort(this.failure);
        this.source?.destroy(this.failure);
        if (settle)
            this.finish();
    }
    /** Settles once: the answer, or the first failure. */
    finish() {
        const { received, receivedLength, failure, peers } = this;
        if (this.done)
            return;
        this.done = true;
        clearTimeout(this.idle);
        clearTimeout(this.total);
        if (peers.includes(this))
            peers.splice(peers.indexOf(this), 1);
        this.controller = this.source = this.received = undefined;
        if (failure) {
            // What was read of a failed answer is freed now, not at the next full garbage collection.
            if (received)
                resized(received, 0);
            return this.settle.reject(failure);
        }
        const statusText = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[this.answer.status] ?? '';
        const body = !received
            ? Buffer.alloc(0)
            : receivedLength === received.byteLength
                ? received
                : resized(received, receivedLength);
        this.settle.resolve({ ...this.answer, statusText, url: this.url.href, body });
    }
}
/**
 * `buffer`'s bytes in memory of `length` bytes: its memory moved, not copied where it can be, and
 * the old freed at once rather than at the next garbage collection. `buffer` is always the whole of
 * its memory, made here.
 */
function resized(buffer, length) {
    return Buffer.from(buffer.buffer.transfer(length));
}
/** A failure named for what happened: before the answer (to `url`), or while its body was read. */
function classify(error, url, inBody) {
    const host = url.hostname;
    const own = (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .findCause */ .lO)(error, (value) => value instanceof ExchangeError);
    if (own)
        return own;
    const code = (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .findCause */ .lO)(error, _failures_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCode */ .up)?.code ?? '';
    // zlib's codes, and the brotli decoder's (`ERR__ERROR_FORMAT_PADDING_2`…).
    if (/^(Z_|ERR__ERROR_)/.test(code)) {
        return new ExchangeError('EENCODING', `the compressed answer does not decode (${code})`);
    }
    const interim = inBody ? undefined : refusedInterim(error, host);
    if (interim)
        return interim;
    if (['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes(code)) {
        return new ExchangeError('ECONNRESET', `connection closed${inBody ? ' mid-answer' : ''}`);
    }
    if (inBody)
        return error instanceof Error ? error : new Error(String(error));
    const failure = (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .describeConnectionFailure */ .yL)(error, host, proxyShown(url));
    return new ExchangeError(failure.code, failure.message, failure, error);
}
/**
 * undici skips a 1xx before the final answer (`onResponseStart` sees it, and it is skipped there),
 * except `100 Continue` and `101 Switching Protocols` that the request did not ask for: it closes
 * the connection with a SocketError that names them only in its message. The error says what the
 * server sent, not "connection reset"; the server will send it again, so it is not retried.
 */
const REFUSED_INTERIM = {
    'bad response': '100 Continue',
    'bad upgrade': '101 Switching Protocols'
};
function refusedInterim(error, host) {
    const socket = (0,_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .findCause */ .lO)(error, _failures_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCode */ .up);
    if (socket?.code !== 'UND_ERR_SOCKET')
        return undefined;
    const sent = REFUSED_INTERIM[socket.message];
    if (sent === undefined)
        return undefined;
    const message = `${host} sent \`${sent}\` that the request did not ask for, before its answer, and the HTTP client (undici) refuses it`;
    const advice = `Ask whoever runs ${host} (or the proxy on the way) not to send \`${sent}\` unasked: ${message}.`;
    return new ExchangeError('EINTERIM', message, { code: 'EINTERIM', message, advice }, error);
}
/** The proxy a request to `url` went through (without credentials), if any. */
function proxyShown(url) {
    try {
        return (0,_proxy_js__WEBPACK_IMPORTED_MODULE_4__/* .proxyFor */ .iJ)(url)?.shown;
    }
    catch {
        // An unusable proxy variable failed the request before it left: no proxy to name.
        return undefined;
    }
}
function seconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 71290:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ checkProxyVariables),
/* harmony export */   H$: () => (/* binding */ MAX_PROXY_ATTEMPTS),
/* harmony export */   T6: () => (/* binding */ ProxyError),
/* harmony export */   T9: () => (/* binding */ closeRoutes),
/* harmony export */   Tl: () => (/* binding */ ProxySettingError),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   nR: () => (/* binding */ routeFor),
/* harmony export */   tT: () => (/* binding */ refusalAdvice)
/* harmony export */ });
/* unused harmony exports parseProxyUrl, tunnelLimits */
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(19783);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(57405);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(30628);
/* harmony import */ var undici_lib_dispatcher_pool_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(undici_lib_dispatcher_pool_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(76672);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(34660);
/* harmony import */ var undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__nccwpck_require__.n(undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_4__);
/**
 * One undici dispatcher per route, the proxy chosen by the toolkit's rules (HTTPS_PROXY, HTTP_PROXY,
 * NO_PROXY, loopback direct) from a proxy URL read as curl reads it. `ProxyAgent`'s CONNECT client
 * is wrapped: by default it reports a refusal as an AbortError ("cancelled"), bounded only by
 * `headersTimeout`.
 */

// undici's index loads all of it (fetch, WebSocket, caches, mocks) before the first request; these
// files are the dispatchers alone (docs/adr/0003-start-up.md: the gain, and the test that guards it).




/** The variables for each target protocol, in the toolkit's order: the lower-case one wins. */
const PROXY_VARIABLES = {
    'https:': ['https_proxy', 'HTTPS_PROXY'],
    'http:': ['http_proxy', 'HTTP_PROXY']
};
/** A proxy variable that is set but cannot be used; names the variable, never its value. */
class ProxySettingError extends Error {
    variable;
    name = 'ProxySettingError';
    code = 'EPROXYSETTING';
    constructor(variable, reason) {
        super(`Check ${variable}: it is set, but the proxy URL in it cannot be used (${reason}); write it ` +
            `as http://host:port, with a user name and password percent-encoded before the @.`);
        this.variable = variable;
    }
}
/** A URL's scheme and `//`; a value without one is `host:port`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/**
 * Reads a proxy variable's value as curl and wget do: `http://` or `https://`, or `host:port`
 * without a scheme for `http://host:port` (the toolkit would read `proxy.corp:` as a scheme and go
 * direct). Throws {@link ProxySettingError} for anything else.
 */
function parseProxyUrl(variable, value) {
    const written = SCHEME.test(value) ? value : `http://${value}`;
    let url;
    try {
        url = new URL(written);
    }
    catch {
        // The value may hold a password: the reason names the usual faults, never the text.
        const reason = 'not a URL: a blank, a port outside 1–65535 or an IPv6 address without its closing ] are usual causes';
        throw new ProxySettingError(variable, reason);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        // The scheme matched the pattern above, so it holds no credentials.
        throw new ProxySettingError(variable, `the scheme ${url.protocol} is neither http: nor https:`);
    }
    if (url.port === '0')
        throw new ProxySettingError(variable, 'port 0');
    try {
        decodeURIComponent(url.username);
        decodeURIComponent(url.password);
    }
    catch {
        const reason = 'a % in the user name or password does not start a percent-encoded byte (write % as %25)';
        throw new ProxySettingError(variable, reason);
    }
    return url;
}
/**
 * Checks every proxy variable that is set, before any request, and writes a scheme-less value back
 * as `http://host:port`: `@actions/artifact` and its Azure storage client read the variables
 * themselves, and so take the same proxy. Throws {@link ProxySettingError} for the first unusable.
 */
function checkProxyVariables(env = process.env) {
    for (const variable of [...PROXY_VARIABLES['https:'], ...PROXY_VARIABLES['http:']]) {
        const value = env[variable];
        if (value === undefined || value === '')
            continue;
        const url = parseProxyUrl(variable, value);
        if (!SCHEME.test(value))
            env[variable] = url.href;
    }
}
/** The proxy for a target URL, or undefined when it goes direct. Reads the environment each time. */
function proxyFor(target) {
    if ((0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .checkBypass */ .H)(target))
        return undefined;
    const names = PROXY_VARIABLES[target.protocol === 'https:' ? 'https:' : 'http:'];
    // An empty value is unset, as the toolkit reads it.
    const variable = names.find(name => process.env[name]);
    if (variable === undefined)
        return undefined;
    const proxy = parseProxyUrl(variable, process.env[variable] ?? '');
    const shown = `${proxy.protocol}//${proxy.host}`;
    const [user, password] = [proxy.username, proxy.password].map(decodeURIComponent);
    const credentials = Buffer.from(`${user}:${password}`).toString('base64');
    const secret = user !== '' || password !== '';
    return { shown, authorization: secret ? `Basic ${credentials}` : undefined };
}
/** The proxy refused the tunnel (407, 403, 502…), missed its deadline, or could not be reached. */
class ProxyError extends Error {
    proxy;
    target;
    reason;
    status;
    name = 'ProxyError';
    code = 'EPROXY';
    constructor(message, 
    /** The proxy, as shown, and `host:port` the tunnel was for. */
    proxy, target, 
    /** Why no answer came (`ECONNREFUSED`, `ETIMEDOUT`…), or the proxy's answer to CONNECT. */
    reason, status) {
        super(message);
        this.proxy = proxy;
        this.target = target;
        this.reason = reason;
        this.status = status;
    }
}
/** Attempts a request gets when the proxy refuses its tunnels: it rarely changes its mind. */
const MAX_PROXY_ATTEMPTS = 3;
/** Time allowed for the whole CONNECT exchange, however slowly the proxy's answer trickles in. */
const tunnelLimits = { deadlineMs: 30_000 };
/** What to check when a proxy refuses a request to `host` with `status`. */
function refusalAdvice(status, host) {
    // tinyproxy answers a wrong password with 401.
    return status === 407 || status === 401
        ? 'check the user name and password in the proxy URL (percent-encoded)'
        : status === 403
            ? 'ask the proxy administrator to allow this host'
            : status === 502 || status === 504
                ? `check that ${host} is right and reachable from the proxy`
                : 'check the proxy settings (HTTPS_PROXY, NO_PROXY)';
}
/** `ProxyAgent`'s CONNECT pool: any answer but 200 a typed refusal, within a total deadline. */
function tunnelClient({ shown }) {
    return (origin, options) => {
        // A pool, as ProxyAgent's own is: one slow tunnel holds up no other.
        const client = new (undici_lib_dispatcher_pool_js__WEBPACK_IMPORTED_MODULE_2___default())(origin, options);
        // The index adds `connect` to every dispatcher; from its own file it is called on this one.
        const connect = (opts) => undici_lib_api_api_connect_js__WEBPACK_IMPORTED_MODULE_4___default().call(client, opts);
        const guarded = async (opts) => {
            const target = opts.path;
            const deadline = AbortSignal.timeout(tunnelLimits.deadlineMs);
            const answer = await connect({ ...opts, signal: deadline }).catch((error) => {
                const reason = deadline.aborted ? 'ETIMEDOUT' : error.code;
                const message = deadline.aborted
                    ? `Check the proxy settings: the proxy ${shown} did not answer the tunnel request to ${target} within ${tunnelLimits.deadlineMs / 1000} s.`
                    : `Check the proxy settings (HTTPS_PROXY, HTTP_PROXY): the proxy ${shown} could not be reached (${reason ?? error.message}).`;
                throw new ProxyError(message, shown, target, reason);
            });
            const { statusCode: status, socket } = answer;
            if (status === 200)
                return answer;
            socket.on('error', () => undefined).destroy();
            const advice = refusalAdvice(status, target.replace(/:\d+$/, ''));
            const message = `Check the proxy settings: the proxy ${shown} refused the tunnel to ${target} (HTTP ${status}); ${advice}.`;
            throw new ProxyError(message, shown, target, undefined, status);
        };
        return Object.assign(client, { connect: guarded });
    };
}
const routes = new Map();
/** HTTP/1.1, as undici 6 spoke it (undici 8 negotiates h2 unless told not to). */
const allowH2 = false;
/** The dispatcher for a URL: one per route (direct, or a proxy with its credentials) for the run. */
function routeFor(url) {
    const proxy = proxyFor(url);
    const key = proxy ? `${proxy.shown} ${proxy.authorization ?? ''}` : 'direct';
    let route = routes.get(key);
    if (route)
        return route;
    const clientFactory = proxy && tunnelClient(proxy);
    // proxyTunnel: CONNECT for http targets too, as undici 6 and the toolkit's clients do.
    const options = { allowH2, proxyTunnel: true };
    route = proxy
        ? new (undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default())({ ...options, uri: proxy.shown, token: proxy.authorization, clientFactory })
        : new (undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default())({ allowH2 });
    routes.set(key, route);
    return route;
}
/** Closes every kept-alive connection so the process can exit; later requests open new ones. */
function closeRoutes() {
    for (const route of routes.values())
        void route.destroy().catch(() => undefined);
    routes.clear();
}


/***/ }),

/***/ 46316:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ httpStatusError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   kG: () => (/* binding */ bodyExcerpt),
/* harmony export */   x6: () => (/* binding */ networkError),
/* harmony export */   yM: () => (/* binding */ unexpectedBodyError)
/* harmony export */ });
/* unused harmony exports BODY_EXCERPT_LIMIT, notFoundHint */
/**
 * Errors raised by the platform client, with messages a workflow author can act on: the first
 * sentence says what to do, the HTTP details follow (annotations and summary verdicts show the
 * first sentence on its own).
 */
/** At most this much of a response body goes into an error message. */
const BODY_EXCERPT_LIMIT = 500;
/** Downloads carry no token, so their refusals say nothing about its permissions. */
const DOWNLOAD_ADVICE = {
    403: 'Run the step again: the download URL was refused (no token is sent with it); it may have expired.',
    404: 'Run the step again: the download URL was not found (no token is sent with it); it may have expired.'
};
/**
 * The 404 advice. The platform answers 404 both for a missing object and for a token without the
 * Web API permission, so the advice names both causes: `suspects` are the IDs of this request that
 * could be wrong, e.g. `repository-id 42 (a project of deployment 7)`.
 */
function notFoundHint(suspects = []) {
    const check = 'Check that the token was created with the "Web API" permission (Settings → Tokens)';
    const last = suspects[suspects.length - 1];
    const named = suspects.length <= 1 ? last : `${suspects.slice(0, -1).join(', ')} and ${last}`;
    const ids = named === undefined ? '' : `, and that ${named} ${suspects.length === 1 ? 'is' : 'are'} right`;
    return `${check}${ids}: the platform also answers 404 when the token lacks the "Web API" permission.`;
}
/** What to do about a status, as the first sentence of the message (404: notFoundHint). */
const STATUS_ADVICE = {
    400: 'Check the inputs this request was built from: the platform rejected the request.',
    401: 'Check the `token` input: the platform did not accept the token.',
    403: 'Give the token the permission this operation needs on the platform: the platform refused it.',
    410: 'Stop using this operation for this deployment: the platform no longer offers it there.',
    429: 'Run the step again later: the platform kept rate-limiting the requests.'
};
const SERVER_ADVICE = 'Run the step again later: the platform answered with a server error.';
const NETWORK_ADVICE = 'Check that api-url is right and reachable from the runner, then run the step again.';
const BODY_ADVICE = "Check that api-url points at the platform (not a proxy or login page): the answer was not the API's.";
/** Cuts a response body to the excerpt limit, on one line. */
function bodyExcerpt(body) {
    const oneLine = body.replace(/\s+/g, ' ').trim();
    return oneLine.length > BODY_EXCERPT_LIMIT ? `${oneLine.slice(0, BODY_EXCERPT_LIMIT)}…` : oneLine;
}
/** A request that did not end in the expected answer. */
class PlatformError extends Error {
    operation;
    status;
    body;
    name = 'PlatformError';
    constructor(
    /** What was attempted, e.g. `List policies (GET /api/v1/deployments/1/policies)`. */
    operation, 
    /** HTTP status, or undefined when no response came. */
    status, message, 
    /** The (redacted) response body of a non-200 answer, for callers that read its error code. */
    body = '') {
        super(message);
        this.operation = operation;
        this.status = status;
        this.body = body;
    }
}
/** The server answered with a status that is not 200 (after any retries). */
function httpStatusError(failure) {
    const { operation, status, statusText, body, attempts } = failure;
    const advice = failure.api === false
        ? (DOWNLOAD_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]))
        : status === 404
            ? notFoundHint(failure.suspects)
            : (STATUS_ADVICE[status] ?? (status >= 500 ? SERVER_ADVICE : STATUS_ADVICE[400]));
    let what = `${operation} failed with HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
    if (attempts > 1)
        what += ` after ${attempts} attempts`;
    const parts = [advice, `${what}.`];
    // A download URL may point anywhere the platform names, so what it answers is never quoted.
    const excerpt = failure.api === false ? '' : bodyExcerpt(body);
    if (excerpt)
        parts.push(`Response: ${excerpt}`);
    return new PlatformError(operation, status, parts.join(' '), body);
}
/** No response came (reset, refused, timeout, proxy, certificate), after any retries. */
function networkError(failure) {
    const { operation, what, attempts } = failure;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const advice = failure.advice ?? NETWORK_ADVICE;
    return new PlatformError(operation, undefined, `${advice} ${operation} failed${tries}: ${what}.`);
}
/** A 200 whose body is not the JSON the spec describes. */
function unexpectedBodyError(operation, problem, body) {
    const excerpt = bodyExcerpt(body);
    return new PlatformError(operation, 200, `${BODY_ADVICE} ${operation} answered 200 but not with the expected JSON: ${problem}.` +
        (excerpt ? ` Response: ${excerpt}` : ' The response was empty.'));
}


/***/ }),

/***/ 69461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ isDigits),
/* harmony export */   XB: () => (/* binding */ normalizeId),
/* harmony export */   bO: () => (/* binding */ INT64_MIN),
/* harmony export */   mN: () => (/* binding */ UINT64_MAX),
/* harmony export */   vh: () => (/* binding */ INT64_MAX)
/* harmony export */ });
/**
 * The API's integer ID types. Every limit on an ID is checked against these, and nowhere else is a
 * limit written down.
 */
/** Largest `int64` (repository, finding and project IDs). */
const INT64_MAX = 9223372036854775807n;
/** Smallest `int64`. */
const INT64_MIN = -9223372036854775808n;
/** Largest `uint64` (the contract allows deployment IDs up to it). */
const UINT64_MAX = 18446744073709551615n;
/** A string of ASCII digits, without sign or blanks. */
function isDigits(value) {
    return /^[0-9]+$/.test(value);
}
/**
 * `digits` (ASCII digits) as an ID without leading zeros (`007` and `7` are the same ID), or
 * undefined when it exceeds `max`. Works on the text, so a million hostile digits cost linear time.
 */
function normalizeId(digits, max = INT64_MAX) {
    let i = 0;
    while (i < digits.length - 1 && digits.charCodeAt(i) === 48)
        i++;
    const id = digits.slice(i);
    const limit = max.toString();
    const fits = id.length < limit.length || (id.length === limit.length && id <= limit);
    return fits ? id : undefined;
}


/***/ }),

/***/ 62253:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ JsonDepthError),
/* harmony export */   dj: () => (/* binding */ stringifyExactJson),
/* harmony export */   lQ: () => (/* binding */ parseExactJson),
/* harmony export */   qq: () => (/* binding */ ExactJsonArrayReader),
/* harmony export */   wm: () => (/* binding */ parseExactJsonWithArray)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/**
 * JSON with exact integers. The platform's IDs are 64-bit; `JSON.parse` would round those above 2^53
 * and `JSON.stringify` cannot write a bigint. Integers that fit a double stay numbers, larger ones are
 * bigints, and bigints are written as plain digits.
 *
 * Both directions are the engine's own (Node ≥ 21): `JSON.parse`'s reviver sees each number's source
 * text (`context.source`), so an integer beyond 2^53 becomes a bigint from its digits; and
 * `JSON.rawJSON` writes a bigint's digits as a number. The engine's strings stay compact (a parser
 * that builds strings a character at a time leaves ropes that cost ten times their length).
 */
const engine = JSON;
/** Longer integers are left to JSON.parse (inexact): they are no ID, and no check accepts them. */
const MAX_EXACT_DIGITS = 40;
/** Digits an integer needs before it can be beyond 2^53: fewer, and the reviver is skipped. */
const UNSAFE_DIGITS = /[0-9]{16}/;
/**
 * No answer of the API nests near this deep; deeper text is refused before it is parsed, as every
 * walk over the parsed value (checks, redaction) would otherwise exhaust the stack.
 */
const MAX_JSON_DEPTH = 64;
/** JSON text nested deeper than {@link MAX_JSON_DEPTH}. */
class JsonDepthError extends Error {
    name = 'JsonDepthError';
    constructor() {
        super(`nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
}
/**
 * Parses JSON text; integers beyond 2^53 come back as bigint. Throws SyntaxError on bad JSON and
 * {@link JsonDepthError} on JSON nested too deep.
 */
function parseExactJson(text) {
    checkDepth(text);
    return parseDepthChecked(text);
}
/** {@link parseExactJson} for text whose depth was checked already. */
function parseDepthChecked(text) {
    // A reviver costs time on every value: only text with a run of 16 digits can need one.
    if (!UNSAFE_DIGITS.test(text))
        return JSON.parse(text);
    return engine.parse(text, exactInteger);
}
function exactInteger(_key, value, context) {
    if (typeof value !== 'number' || Number.isSafeInteger(value))
        return value;
    const source = context.source;
    if (source === undefined || !/^-?[0-9]+$/.test(source))
        return value;
    const digits = source.length - (source.startsWith('-') ? 1 : 0);
    return digits <= MAX_EXACT_DIGITS ? BigInt(source) : value;
}
/** Refuses text nested deeper than {@link MAX_JSON_DEPTH}, brackets inside strings aside. */
function checkDepth(text) {
    let depth = 0;
    let i = 0;
    for (;;) {
        const next = nextStructural(text, i);
        if (next < 0)
            return;
        const c = text.charCodeAt(next);
        if (c === 34) {
            i = stringEnd(text, next);
        }
        else {
            if (c === 91 || c === 123) {
                if (++depth > MAX_JSON_DEPTH)
                    throw new JsonDepthError();
            }
            else {
                depth--;
            }
            i = next + 1;
        }
    }
}
/** Index of the next quote or bracket at or after `from`, or -1. A loop, not a regular expression:
 * each match allocated an array, once per bracket of every answer (memory at scale). */
function nextStructural(text, from) {
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34 || c === 91 || c === 93 || c === 123 || c === 125)
            return i;
    }
    return -1;
}
/** Index just past the string literal that opens at `open` (or the end of the text). */
function stringEnd(text, open) {
    let j = open + 1;
    for (;;) {
        const close = text.indexOf('"', j);
        if (close < 0)
            return text.length;
        let backslashes = 0;
        while (text.charCodeAt(close - 1 - backslashes) === 92)
            backslashes++;
        if (backslashes % 2 === 0)
            return close + 1;
        j = close + 1;
    }
}
/** Serialises a value; bigints are written as JSON numbers with every digit. */
function stringifyExactJson(value, indent) {
    const out = JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? engine.rawJSON(item.toString()) : item), indent);
    if (out === undefined)
        throw new TypeError('value cannot be written as JSON');
    return out;
}
/**
 * Parses a large JSON object whose bulk is one array member, `key`, of the top-level object, without
 * building the whole document: each element of that array is parsed on its own (with
 * {@link parseExactJson}) and handed to `onElement`, then dropped; the object is returned with that
 * member as an empty array. A 100,000-repository inventory file so costs what `onElement` keeps,
 * instead of its text and the whole object graph besides. See {@link ExactJsonArrayReader}, which
 * takes the text in pieces.
 */
function parseExactJsonWithArray(bytes, key, onElement) {
    const reader = new ExactJsonArrayReader(key, onElement);
    reader.push(bytes);
    return reader.end();
}
/**
 * {@link parseExactJsonWithArray} for text that arrives in pieces (a file read in chunks): `push`
 * each piece, then `end()` gives the object with the member `key` as an empty array.
 *
 * Pieces are not kept (what is needed of them is copied), so a reader may reuse its buffer. Only the
 * structure is scanned here (strings, brackets, commas at the array's level): the values
 * are parsed by the engine, so a malformed element or a malformed rest still throws a SyntaxError.
 * The member is found by its decoded name, however escaped, as the engine would read it. Without
 * such a member at the top level, the whole text is parsed as usual. JSON's structural
 * characters are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so the bytes are
 * scanned directly.
 */
class ExactJsonArrayReader {
    key;
    onElement;
    phase = 'head';
    /** Bytes before the array (its `[` included), and after it. */
    head = [];
    tail = [];
    /** The current element's bytes from earlier pieces. */
    element = [];
    index = 0;
    depth = 0;
    inString = false;
    escaped = false;
    /** In the head: the bytes of a string at the top level so far, while it may still be `key`. */
    name;
    /** In the head: where the top level stands after a string equal to `key`. */
    afterKey = 'none';
    quoted;
    /** The longest the key can be written: every character escaped (`\\uXXXX`, 6 bytes), quoted. */
    longestName;
    constructor(key, onElement) {
        this.key = key;
        this.onElement = onElement;
        this.quoted = Buffer.from(JSON.stringify(key));
        this.longestName = key.length * 6 + 2;
    }
    /** Whether a quoted string is the key, however it is escaped (`"it\\u0065ms"` is `items`). */
    isKey(name) {
        if (this.quoted.equals(name))
            return true;
        if (!name.includes(92))
            return false;
        try {
            return JSON.parse(name.toString('utf8')) === this.key;
        }
        catch {
            // Not a valid string: the engine's parse of the whole text says so.
            return false;
        }
    }
    push(bytes) {
        let i = 0;
        if (this.phase === 'head') {
            i = this.scanHead(bytes);
            // A copy: the head is small, the piece it came from need not stay.
            this.head.push(Buffer.from(bytes.subarray(0, i)));
        }
        if (this.phase === 'array')
            i = this.scanArray(bytes, i);
        if (this.phase === 'tail' && i < bytes.length) {
            this.scanHead(bytes, i);
            this.tail.push(Buffer.from(bytes.subarray(i)));
        }
    }
    end() {
        if (this.phase === 'head')
            return parseExactJson(Buffer.concat(this.head).toString('utf8'));
        if (this.phase === 'array')
            throw new SyntaxError(`the ${this.key} array does not end`);
        const head = Buffer.concat(this.head);
        return parseExactJson(`${head.toString('utf8', 0, head.length - 1)}[]${Buffer.concat(this.tail).toString('utf8')}`);
    }
    /**
     * Scans the head; returns the offset just past the array's `[` once found, else the length. In
     * the tail it only looks for the key again: a second member of that name would be the one the
     * engine keeps, parsed whole.
     */
    scanHead(bytes, from = 0) {
        for (let i = from; i < bytes.length; i++) {
            const c = bytes[i];
            if (this.inString) {
                this.headStringByte(c);
                continue;
            }
            if (isBlank(c))
                continue;
            if (this.afterKey === 'key' && c === 58) {
                if (this.phase === 'tail')
                    throw new SyntaxError(`the member ${this.key} appears twice`);
                this.afterKey = 'colon';
                continue;
            }
            if (this.afterKey === 'colon' && c === 91 && this.depth === 1) {
                this.phase = 'array';
                this.depth = 0;
                return i + 1;
            }
            this.afterKey = 'none';
            if (c === 34) {
                this.inString = true;
                if (this.depth === 1)
                    this.name = [c];
            }
            else if (c === 91 || c === 123) {
                this.depth++;
            }
            else if (c === 93 || c === 125) {
                this.depth--;
            }
        }
        return bytes.length;
    }
    /** A byte inside a string of the head: kept while the string may be `key`, compared at its end. */
    headStringByte(c) {
        if (this.name !== undefined) {
            this.name.push(c);
            if (this.name.length > this.longestName)
                this.name = undefined;
        }
        if (this.escaped)
            this.escaped = false;
        else if (c === 92)
            this.escaped = true;
        else if (c === 34) {
            this.inString = false;
            if (this.name !== undefined && this.isKey(Buffer.from(this.name)))
                this.afterKey = 'key';
            this.name = undefined;
        }
    }
    /** Scans array elements from `from`; returns where the tail starts once the array ends. */
    scanArray(bytes, from) {
        let start = from;
        for (let i = from; i < bytes.length; i++) {
            const c = bytes[i];
            if (this.inString) {
                if (this.escaped) {
                    this.escaped = false;
                    continue;
                }
                // Most of an element is its strings: their end is found by the engine's byte search.
                const end = closingQuote(bytes, i);
                if (end < 0) {
                    this.escaped = backslashesBefore(bytes, bytes.length, i) % 2 === 1;
                    i = bytes.length - 1;
                }
                else {
                    this.inString = false;
                    i = end;
                }
            }
            else if (c === 34) {
                this.inString = true;
            }
            else if (c === 91 || c === 123) {
                // The top-level object and the array hold each element: two levels.
                if (++this.depth + 2 > MAX_JSON_DEPTH)
                    throw new JsonDepthError();
            }
            else if (c === 93 || c === 125) {
                if (this.depth === 0) {
                    if (c !== 93)
                        throw new SyntaxError(`the ${this.key} array does not end`);
                    const last = this.take(bytes, start, i);
                    // `[]` has no element; `[1,]` has an empty last one, which JSON.parse refuses.
                    if (this.index > 0 || last.trim() !== '')
                        this.onElement(parseDepthChecked(last), this.index++);
                    // Back in the top-level object, for the tail's scan.
                    this.phase = 'tail';
                    this.depth = 1;
                    return i + 1;
                }
                this.depth--;
            }
            else if (c === 44 && this.depth === 0) {
                this.onElement(parseDepthChecked(this.take(bytes, start, i)), this.index++);
                start = i + 1;
            }
        }
        // The element goes on in the next piece.
        if (start < bytes.length)
            this.element.push(Buffer.from(bytes.subarray(start)));
        return bytes.length;
    }
    /** The current element's text: what earlier pieces held of it, and `bytes[start, end)`. */
    take(bytes, start, end) {
        if (this.element.length === 0)
            return bytes.toString('utf8', start, end);
        const whole = Buffer.concat([...this.element, bytes.subarray(start, end)]).toString('utf8');
        this.element = [];
        return whole;
    }
}
/**
 * Where the string that goes on at `from` (not an escaped character) ends in `bytes`: its closing
 * quote, the first one after an even run of backslashes; -1 when it goes on past the piece.
 */
function closingQuote(bytes, from) {
    for (let quote = bytes.indexOf(34, from); quote >= 0; quote = bytes.indexOf(34, quote + 1)) {
        if (backslashesBefore(bytes, quote, from) % 2 === 0)
            return quote;
    }
    return -1;
}
/** How many backslashes come right before `at`, back to `from` at most. */
function backslashesBefore(bytes, at, from) {
    let count = 0;
    while (at - count > from && bytes[at - count - 1] === 92)
        count++;
    return count;
}
function isBlank(c) {
    return c === 32 || c === 9 || c === 10 || c === 13;
}


/***/ }),

/***/ 20852:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  f: () => (/* binding */ PROJECTS_PAGE_SIZE),
  H: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __nccwpck_require__(46316);
;// CONCATENATED MODULE: ./src/platform/findings-page.ts
/** Checks a page against the schema (zod, loaded with the first page). */
async function checkFindingsPage(json) {
    const { findingsPageSchema } = await Promise.all(/* import() */[__nccwpck_require__.e(691), __nccwpck_require__.e(33)]).then(__nccwpck_require__.bind(__nccwpck_require__, 90033));
    const { describeSchemaIssues } = await Promise.all(/* import() */[__nccwpck_require__.e(691), __nccwpck_require__.e(211)]).then(__nccwpck_require__.bind(__nccwpck_require__, 92211));
    const parsed = findingsPageSchema.safeParse(json);
    if (!parsed.success)
        return { ok: false, problem: describeSchemaIssues(parsed.error) };
    return { ok: true, value: parsed.data };
}

// EXTERNAL MODULE: ./src/platform/json.ts
var json = __nccwpck_require__(62253);
// EXTERNAL MODULE: ./src/platform/request-json.ts
var request_json = __nccwpck_require__(18945);
// EXTERNAL MODULE: ./src/platform/scans.ts
var scans = __nccwpck_require__(62413);
;// CONCATENATED MODULE: ./src/platform/platform-client.ts






/** The largest page the projects list serves. */
const PROJECTS_PAGE_SIZE = 100;
class PlatformClient {
    transport;
    deploymentId;
    constructor(transport, 
    /** Numeric deployment ID, as digits. */
    deploymentId) {
        this.transport = transport;
        this.deploymentId = deploymentId;
    }
    get deploymentPath() {
        return `/api/v1/deployments/${encodeURIComponent(this.deploymentId)}`;
    }
    /** For the 404 hint of operations whose only ID is the deployment's. */
    get deploymentSuspect() {
        return [`the deployment ID ${this.deploymentId} (\`deployment-id\`)`];
    }
    /** TicketingService_LinkTicket: associates an existing external ticket with findings. */
    async linkTicket(ticketUrl, issueIds) {
        return this.call({
            operation: 'Link ticket',
            method: 'POST',
            path: `${this.deploymentPath}/tickets/link`,
            body: (0,json/* stringifyExactJson */.dj)({
                ticket_url: ticketUrl,
                issue_ids: issueIds,
                deploymentId: this.deploymentId
            }),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.ticketLinkResultSchema);
    }
    /** One page of the repositories that have dependencies (integer cursor). */
    listRepositories(page) {
        return this.call({
            operation: 'List repositories with dependencies',
            method: 'POST',
            path: `${this.deploymentPath}/dependencies/repositories`,
            body: dependenciesPageBody(this.deploymentId, page),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.repositoriesPageSchema);
    }
    /** One page of a repository's lockfiles that have dependencies (string cursor). */
    listLockfiles(repositoryId, page) {
        const id = repositoryId.toString();
        return this.call({
            operation: `List lockfiles of repository ${id}`,
            method: 'POST',
            path: `${this.deploymentPath}/dependencies/repositories/${pathSegment(`List lockfiles of repository ${id}`, 'repository ID', id)}/lockfiles`,
            body: dependenciesPageBody(this.deploymentId, page, { repositoryId: id }),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, schemas => schemas.lockfilesPageSchema);
    }
    /**
     * One page of the dependencies a filter selects (SupplyChainService_ListDependencies): each
     * dependency handed to `onDependency` as the page is read; gives the cursor the file types as an
     * int64 string, `hasMore` and how many dependencies the page held.
     */
    async listDependencies(page, onDependency) {
        let count = 0;
        const answer = await (0,request_json/* requestJsonRows */.$v)(this.transport, {
            operation: 'List dependencies',
            method: 'POST',
            path: `${this.deploymentPath}/dependencies`,
            body: dependenciesPageBody(this.deploymentId, page),
            retry: 'idempotent',
            suspects: this.deploymentSuspect,
            ...(page.maxResponseBytes !== undefined && { maxResponseBytes: page.maxResponseBytes })
        }, {
            key: 'dependencies',
            pick: schemas => schemas.foundDependencySchema,
            onRow: dependency => {
                count++;
                onDependency(dependency);
            }
        }, schemas => schemas.dependenciesPageSchema);
        return {
            ...(answer.cursor !== undefined && { cursor: answer.cursor }),
            hasMore: answer.hasMore,
            count
        };
    }
    /** Creates an SBOM export job. Not idempotent: retried only where the server did not take it. */
    async createSbomExport(request) {
        const result = await this.call({
            operation: 'Create SBOM export job',
            method: 'POST',
            path: `${this.deploymentPath}/sbom/export`,
            body: (0,json/* stringifyExactJson */.dj)({
                deploymentId: BigInt(this.deploymentId),
                repositoryId: request.repositoryId,
                ref: request.ref,
                formatVersion: {
                    format: 'SBOM_FORMAT_CYCLONEDX',
                    cyclonedxVersion: request.cyclonedxVersion
                },
                metadataComponentType: request.metadataComponentType,
                ...(request.metadataSupplier && { metadataSupplier: request.metadataSupplier }),
                sbomOutputFormat: request.sbomOutputFormat
            }),
            retry: 'unless-taken',
            suspects: [
                // A noun phrase: the advice goes on "... is right".
                `the repository ID ${request.repositoryId} (\`repository-id\`, a project of deployment ` +
                    `${this.deploymentId})`
            ]
        }, schemas => schemas.sbomExportTaskSchema);
        return result.taskToken;
    }
    /** The status of an SBOM export job. */
    async getSbomExportStatus(taskToken, timeLimitMs) {
        return this.call({
            operation: 'Get SBOM export status',
            method: 'GET',
            path: `${this.deploymentPath}/sbom/export/${pathSegment('Get SBOM export status', 'task token', taskToken)}`,
            retry: 'idempotent',
            suspects: this.deploymentSuspect,
            ...(timeLimitMs !== undefined && { timeLimitMs })
        }, schemas => schemas.sbomExportStatusSchema);
    }
    /**
     * Downloads a finished export from its pre-signed URL, without the token, handing the decoded
     * document to `save`. Returns the bytes saved.
     */
    async downloadSbom(downloadUrl, save, timeLimitMs) {
        return this.transport.download('Download SBOM', downloadUrl, save, timeLimitMs);
    }
    /** ScansService_SearchScans (beta): one page of a repository's completed full scans with SCA. */
    async searchScans(page) {
        return (0,request_json/* requestJson */.SS)(this.transport, {
            operation: `Search scans of repository ${page.repositoryId}`,
            method: 'POST',
            path: `${this.deploymentPath}/scans/search`,
            body: (0,json/* stringifyExactJson */.dj)((0,scans/* searchScansBody */.jP)(page)),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, scans/* checkScansAnswer */.LL);
    }
    /** ScansService_SearchScans (beta): one page of a branch's completed full scans, any product. */
    async searchBranchFullScans(page) {
        return (0,request_json/* requestJson */.SS)(this.transport, {
            operation: `Search scans of repository ${page.repositoryId} on ${page.branch}`,
            method: 'POST',
            path: `${this.deploymentPath}/scans/search`,
            body: (0,json/* stringifyExactJson */.dj)((0,scans/* branchFullScansBody */.uz)(page)),
            retry: 'idempotent',
            suspects: this.deploymentSuspect
        }, (0,scans/* checkBranchScansAnswer */.j3)(page.branch));
    }
    /** ScansService_SearchScans (beta): one page of a repository's scans of any kind and status. */
    async searchRepositoryScans(page, timeLimitMs) {
        const branch = page.branch === undefined ? '' : ` on ${page.branch}`;
        return (0,request_json/* requestJson */.SS)(this.transport, {
            operation: `Search scans of repository ${page.repositoryId}${branch}`,
            method: 'POST',
            path: `${this.deploymentPath}/scans/search`,
            body: (0,json/* stringifyExactJson */.dj)((0,scans/* repositoryScansBody */.Ru)(page)),
            retry: 'idempotent',
            suspects: this.deploymentSuspect,
            ...(timeLimitMs !== undefined && { timeLimitMs })
        }, scans/* checkRepositoryScansAnswer */.dU);
    }
    /** Lists the deployment's policies (deprecated upstream in favour of the Policies V2 API). */
    async listPolicies() {
        const result = await this.read('List policies', `${this.deploymentPath}/policies`, schemas => schemas.policiesSchema);
        return result.policies;
    }
    /** Unified Policies (v2, Beta): the detection policy of each enabled product. */
    async getDetectionPolicy() {
        return this.read('Get detection policy (Unified Policies)', `${this.unifiedPoliciesPath}/detection-policy`, schemas => schemas.detectionPolicySchema);
    }
    /** Unified Policies (v2, Beta): the deployment's remediation policies. */
    async getRemediationPolicies() {
        return this.read('Get remediation policies (Unified Policies)', `${this.unifiedPoliciesPath}/remediation-policies`, schemas => schemas.remediationPoliciesSchema);
    }
    get unifiedPoliciesPath() {
        return `/api/policies/v2/deployments/${encodeURIComponent(this.deploymentId)}`;
    }
    /**
     * ProjectsService_GetProject: the project named `owner/name` in the deployment with this slug, or
     * undefined when the platform answers 404 (the caller then searches the project list). Each
     * segment is percent-encoded; the `/` between them is kept, as the published path expects.
     */
    async getProject(deploymentSlug, projectName) {
        const operation = `Get project ${projectName}`;
        const name = projectName
            .split('/')
            .map(segment => pathSegment(operation, 'project name', segment))
            .join('/');
        const slug = pathSegment(operation, 'deployment slug', deploymentSlug);
        try {
            const result = await this.call({
                operation,
                method: 'GET',
                path: `/api/v1/deployments/${slug}/projects/${name}`,
                retry: 'idempotent'
            }, schemas => schemas.getProjectSchema);
            return result.project;
        }
        catch (error) {
            if (error instanceof errors/* PlatformError */.Wk && error.status === 404)
                return undefined;
            throw error;
        }
    }
    /** ProjectsService_ListProjects: one page of the deployment's projects, pages numbered from 0. */
    async listProjects(deploymentSlug, page, pageSize = PROJECTS_PAGE_SIZE) {
        const operation = `List projects (page ${page})`;
        const slug = pathSegment(operation, 'deployment slug', deploymentSlug);
        const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
        const result = await this.call({
            operation,
            method: 'GET',
            path: `/api/v1/deployments/${slug}/projects?${query.toString()}`,
            retry: 'idempotent',
            suspects: [`the deployment ${deploymentSlug} (ID ${this.deploymentId})`]
        }, schemas => schemas.projectsPageSchema);
        return result.projects;
    }
    /**
     * FindingsService_ListFindings: one page of the deployment's findings, by the query
     * `findings.ts` builds (that file also walks the pages and bounds them).
     */
    async listFindings(deploymentSlug, query, timeLimitMs) {
        const operation = `List findings (${query.get('issue_type')}, page ${query.get('page')})`;
        const slug = pathSegment(operation, 'deployment slug', deploymentSlug);
        return (0,request_json/* requestJson */.SS)(this.transport, {
            operation,
            method: 'GET',
            path: `/api/v1/deployments/${slug}/findings?${query.toString()}`,
            retry: 'idempotent',
            suspects: [`the deployment ${deploymentSlug} (ID ${this.deploymentId})`],
            ...(timeLimitMs !== undefined && { timeLimitMs })
        }, checkFindingsPage);
    }
    /** A GET of something of the deployment's, retried; a 404 names the deployment as what may be wrong. */
    read(operation, path, pick) {
        return this.call({ operation, method: 'GET', path, retry: 'idempotent', suspects: this.deploymentSuspect }, pick);
    }
    call(request, pick) {
        return (0,request_json/* requestJson */.SS)(this.transport, request, (0,request_json/* bySchema */.LC)(pick));
    }
}
/** The body of a dependencies list request: the deployment, whose list, and which page. */
function dependenciesPageBody(deploymentId, page, whose = {}) {
    return (0,json/* stringifyExactJson */.dj)({
        deploymentId,
        ...whose,
        pageSize: page.pageSize,
        ...(page.cursor !== undefined && { cursor: page.cursor }),
        ...(page.dependencyFilter && { dependencyFilter: page.dependencyFilter })
    });
}
/**
 * One path segment, percent-encoded. Empty, `.` and `..` are refused: a URL parser would drop or
 * climb over them and the request would go to another path.
 */
function pathSegment(operation, what, value) {
    if (value === '' || value === '.' || value === '..') {
        throw new errors/* PlatformError */.Wk(operation, undefined, `${operation}: the ${what} ${JSON.stringify(value)} cannot be a segment of a request path.`);
    }
    return encodeURIComponent(value);
}


/***/ }),

/***/ 18945:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ requestJsonRows),
/* harmony export */   LC: () => (/* binding */ bySchema),
/* harmony export */   SS: () => (/* binding */ requestJson)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(46316);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(62253);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(79002);



let schemas;
/**
 * The check by the schema `pick` chooses. The schemas are loaded on the first answer instead of at
 * start: zod and the schemas built with it cost more than the whole rest of the start.
 */
function bySchema(pick) {
    return async (json) => {
        const loaded = await (schemas ??= Promise.all(/* import() */[__nccwpck_require__.e(691), __nccwpck_require__.e(211)]).then(__nccwpck_require__.bind(__nccwpck_require__, 92211)));
        const parsed = pick(loaded).safeParse(json);
        return parsed.success
            ? { ok: true, value: parsed.data }
            : { ok: false, problem: loaded.describeSchemaIssues(parsed.error) };
    };
}
/** Sends `request` and returns its answer as `check` reads it. */
async function requestJson(transport, request, check) {
    const response = await transport.request(request);
    const label = `${request.operation} (${request.method} ${request.path})`;
    const text = response.body.toString('utf8');
    const body = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f)(text);
    let json;
    try {
        json = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseExactJson */ .lQ)(text);
    }
    catch (error) {
        const problem = error instanceof _json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonDepthError */ .Q_ ? error.message : `not JSON (${error.message})`;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unexpectedBodyError */ .yM)(label, problem, body);
    }
    // A server that echoes the token must not carry it into outputs, files or the summary.
    json = redactStrings(json, _secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f);
    const checked = await check(json);
    if (!checked.ok)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unexpectedBodyError */ .yM)(label, checked.problem, body);
    return checked.value;
}
/**
 * {@link requestJson} for an answer whose bulk is one array (a page of 1,000 dependencies): each row
 * is parsed, redacted and checked on its own and handed on as it is read, then dropped, so that a
 * page is never held whole as objects. Parsed whole, pages of 1,000 rows with 1 KiB lockfile paths
 * made V8 grow its young generation to its limit (docs/performance.md). The rest of the answer is
 * checked by the schema `pick` chooses, with the rows' member empty (the reader finds the member
 * however its name is escaped, and refuses it twice). A row that fails its check stops the reading:
 * rows before it have been handed on.
 */
async function requestJsonRows(transport, request, rows, pick) {
    const response = await transport.request(request);
    const loaded = await (schemas ??= Promise.all(/* import() */[__nccwpck_require__.e(691), __nccwpck_require__.e(211)]).then(__nccwpck_require__.bind(__nccwpck_require__, 92211)));
    const label = `${request.operation} (${request.method} ${request.path})`;
    const unexpected = (problem) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .unexpectedBodyError */ .yM)(label, problem, (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f)(response.body.toString('utf8')));
    const rowSchema = rows.pick(loaded);
    let stop;
    let json;
    try {
        json = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseExactJsonWithArray */ .wm)(response.body, rows.key, (element, index) => {
            const parsed = rowSchema.safeParse(redactStrings(element, _secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f));
            if (!parsed.success) {
                stop = { problem: loaded.describeSchemaIssues(parsed.error, [rows.key, index]) };
                throw parsed.error;
            }
            try {
                rows.onRow(parsed.data);
            }
            catch (error) {
                stop = { error };
                throw error;
            }
        });
    }
    catch (error) {
        if (stop !== undefined) {
            if ('error' in stop)
                throw stop.error;
            throw unexpected(stop.problem);
        }
        throw unexpected(error instanceof _json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonDepthError */ .Q_ ? error.message : `not JSON (${error.message})`);
    }
    const checked = pick(loaded).safeParse(redactStrings(json, _secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f));
    if (!checked.success)
        throw unexpected(loaded.describeSchemaIssues(checked.error));
    giveBack(response.body);
    return checked.data;
}
/**
 * Frees a large answer's bytes once read, rather than at V8's next full collection: with 8 pages of
 * 1 MB in flight, pages already read waited there by the dozen (docs/performance.md). A small one
 * is left to the young collection, which frees it cheaply; only a buffer that is the whole of its
 * memory is freed.
 */
function giveBack(body) {
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    if (whole && body.byteLength >= FREED_ANSWER_BYTES)
        body.buffer.transfer(0);
}
/** Answers from this size on are freed once read (a page of 250 dependencies or more). */
const FREED_ANSWER_BYTES = 64 * 1024;
/** Every string in a parsed JSON value, passed through `redact` (keys are left as they are). */
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            value[i] = redactStrings(value[i], redact);
        return value;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        for (const key of Object.keys(record))
            record[key] = redactStrings(record[key], redact);
    }
    return value;
}


/***/ }),

/***/ 62413:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ scanTime),
/* harmony export */   IL: () => (/* binding */ scanOfCommit),
/* harmony export */   LL: () => (/* binding */ checkScansAnswer),
/* harmony export */   Qh: () => (/* binding */ pullRequestsScanned),
/* harmony export */   Ru: () => (/* binding */ repositoryScansBody),
/* harmony export */   Xy: () => (/* binding */ FAILED_SCAN_STATUSES),
/* harmony export */   dU: () => (/* binding */ checkRepositoryScansAnswer),
/* harmony export */   j3: () => (/* binding */ checkBranchScansAnswer),
/* harmony export */   jP: () => (/* binding */ searchScansBody),
/* harmony export */   nh: () => (/* binding */ listRepositoryScans),
/* harmony export */   sW: () => (/* binding */ latestFullScan),
/* harmony export */   uz: () => (/* binding */ branchFullScansBody),
/* harmony export */   x7: () => (/* binding */ latestScan)
/* harmony export */ });
/* unused harmony exports SCANS_PAGE_LIMIT, MAX_SCAN_PAGES, sameCommit */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(46316);
/**
 * ScansService_SearchScans (beta): which commit the platform's latest completed full scan with
 * dependencies was of. The platform builds an SBOM's dependencies from that scan, whatever `ref`
 * the export asks for, so this says which commit an SBOM describes.
 *
 * The answer's order is not relied on: every page is read (bounded) and the latest `completed_at`
 * wins. A platform without the operation (404, 403) or with an answer of another shape is
 * `unavailable`, for the caller to decide; every other failure is thrown as for any request.
 */

/** The published description's largest page. */
const SCANS_PAGE_LIMIT = 500;
/** Pages read at most: 10,000 scans in the 30 days the operation covers. */
const MAX_SCAN_PAGES = 20;
/** The request body: what the contract sends, with `statuses` as the enum's strings. */
function searchScansBody(page) {
    return {
        repository_id: page.repositoryId,
        is_full_scan: 1,
        statuses: ['SCAN_STATUS_COMPLETED'],
        products: ['PRODUCT_SCA'],
        limit: SCANS_PAGE_LIMIT,
        ...(page.since !== undefined && { since: page.since }),
        ...(page.cursor !== undefined && { cursor: page.cursor })
    };
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (object, key) => Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
/**
 * Whether a listed scan is one the SBOM can come from. Only what the scan says counts: proto3 JSON
 * leaves `false` and the zero status out, and filters may be ignored, so a missing field is a no.
 * A pull request's scan (diff-aware) is never the full scan, whatever it says.
 */
function isCompletedFullScaScan(scan) {
    if (own(scan, 'is_full_scan') !== true)
        return false;
    if (own(scan, 'status') !== 'SCAN_STATUS_COMPLETED')
        return false;
    const branch = own(scan, 'branch');
    if (typeof branch === 'string' && /^refs\/pull\//i.test(branch.trim()))
        return false;
    const products = own(scan, 'enabled_products');
    if (Array.isArray(products) && products.length > 0) {
        return products.some(p => typeof p === 'string' && /(^|_)sca$/i.test(p));
    }
    return true;
}
/** Reads one scan; a string when it is of another shape. */
function readScan(scan, at) {
    if (!isObject(scan))
        return `${at} is not an object`;
    const commit = own(scan, 'commit');
    if (typeof commit !== 'string' || !/^[0-9a-f]{7,64}$/i.test(commit)) {
        return `${at}.commit is not a commit hash`;
    }
    // A scan still running has no completion time: the time is checked only on those that count.
    if (!isCompletedFullScaScan(scan))
        return undefined;
    const completedAt = own(scan, 'completed_at');
    if (typeof completedAt !== 'string' || Number.isNaN(Date.parse(completedAt))) {
        return `${at}.completed_at is not a time`;
    }
    const branch = own(scan, 'branch');
    const repositoryId = own(scan, 'repository_id');
    const startedAt = own(scan, 'started_at');
    return {
        commit: commit.toLowerCase(),
        completedAt,
        ...(typeof branch === 'string' && branch !== '' && { branch }),
        ...(/^[0-9]+$/.test(String(repositoryId)) && { repositoryId: String(repositoryId) }),
        ...(typeof startedAt === 'string' && !Number.isNaN(Date.parse(startedAt)) && { startedAt })
    };
}
/**
 * A page of scans: `scans` a list (left out when empty), `cursor` a string, each scan read by `read`
 * (a string: the scan's problem; undefined: a scan left out).
 */
function checkScanPage(json, read) {
    if (!isObject(json))
        return { ok: false, problem: 'the answer is not an object' };
    const list = own(json, 'scans') ?? [];
    if (!Array.isArray(list))
        return { ok: false, problem: 'scans is not a list' };
    const cursor = own(json, 'cursor');
    if (cursor !== undefined && typeof cursor !== 'string') {
        return { ok: false, problem: 'cursor is not a string' };
    }
    const scans = [];
    for (let i = 0; i < list.length; i++) {
        const scan = read(list[i], `scans[${i}]`);
        if (typeof scan === 'string')
            return { ok: false, problem: scan };
        if (scan !== undefined)
            scans.push(scan);
    }
    return { ok: true, value: { scans, ...(cursor && { cursor }) } };
}
/** The answer's check: the completed full SCA scans kept, the others left out. */
const checkScansAnswer = json => checkScanPage(json, readScan);
/**
 * The latest completed full scan with dependencies of the repository, over every page (at most
 * MAX_SCAN_PAGES; a cursor that repeats ends the listing).
 */
async function latestFullScan(search, repositoryId) {
    let latest;
    let latestTime = Number.NEGATIVE_INFINITY;
    const seen = new Set();
    let cursor;
    let pages = 0;
    for (;;) {
        let answer;
        try {
            answer = await search({ repositoryId, ...(cursor !== undefined && { cursor }) });
        }
        catch (error) {
            const reason = unavailable(error);
            if (reason === undefined)
                throw error;
            return { kind: 'unavailable', reason };
        }
        pages++;
        for (const scan of answer.scans) {
            const time = Date.parse(scan.completedAt);
            if (time > latestTime) {
                latest = scan;
                latestTime = time;
            }
        }
        cursor = answer.cursor;
        const more = cursor !== undefined && answer.scans.length > 0 && !seen.has(cursor);
        if (!more || pages >= MAX_SCAN_PAGES) {
            const complete = !more;
            return latest
                ? { kind: 'found', scan: latest, pages, complete }
                : { kind: 'none', pages, complete };
        }
        seen.add(cursor);
    }
}
/** Why the operation counts as not there, or undefined for a failure handled as any other. */
function unavailable(error) {
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk))
        return undefined;
    if (error.status === 404)
        return 'the platform answered 404 (it may not offer this beta operation)';
    if (error.status === 403)
        return 'the platform answered 403 (the token may not search scans)';
    if (error.status === 200)
        return 'the platform answered with another shape than the published one';
    return undefined;
}
/** The request body: as {@link searchScansBody}, with `branch` and without `products`. */
function branchFullScansBody(page) {
    return {
        repository_id: page.repositoryId,
        branch: page.branch,
        is_full_scan: 1,
        statuses: ['SCAN_STATUS_COMPLETED'],
        limit: SCANS_PAGE_LIMIT,
        ...(page.since !== undefined && { since: page.since }),
        ...(page.cursor !== undefined && { cursor: page.cursor })
    };
}
/**
 * The answer's check for a branch: only scans that say they are full, completed and of that very
 * branch are kept (the filter's matching is not published), whatever their products.
 */
function checkBranchScansAnswer(branch) {
    return json => checkScanPage(json, (scan, at) => {
        const listed = readListedScan(scan, at);
        if (typeof listed === 'string')
            return listed;
        if (listed.isFullScan !== true || listed.status !== 'SCAN_STATUS_COMPLETED')
            return undefined;
        if (listed.branch !== branch)
            return undefined;
        if (listed.completedAt === undefined || Number.isNaN(Date.parse(listed.completedAt))) {
            return `${at}.completed_at is not a time`;
        }
        return { commit: listed.commit, completedAt: listed.completedAt, branch };
    });
}
/** The request body: no kind or status filter, since a pull request scan is a diff scan. */
function repositoryScansBody(page) {
    return {
        repository_id: page.repositoryId,
        ...(page.branch !== undefined && { branch: page.branch }),
        limit: SCANS_PAGE_LIMIT,
        ...(page.cursor !== undefined && { cursor: page.cursor })
    };
}
/** Reads one listed scan; a string when it is of another shape. */
function readListedScan(scan, at) {
    if (!isObject(scan))
        return `${at} is not an object`;
    const commit = own(scan, 'commit');
    if (typeof commit !== 'string' || !/^[0-9a-f]{7,64}$/i.test(commit)) {
        return `${at}.commit is not a commit hash`;
    }
    const listed = { commit: commit.toLowerCase() };
    for (const [key, field] of [
        ['branch', 'branch'],
        ['status', 'status'],
        ['started_at', 'startedAt'],
        ['completed_at', 'completedAt']
    ]) {
        const value = own(scan, key);
        if (value === undefined || value === null)
            continue;
        if (typeof value !== 'string')
            return `${at}.${key} is not a string`;
        if (value !== '')
            listed[field] = value;
    }
    const full = own(scan, 'is_full_scan');
    if (full !== undefined && full !== null && typeof full !== 'boolean') {
        return `${at}.is_full_scan is not a boolean`;
    }
    if (typeof full === 'boolean')
        listed.isFullScan = full;
    return listed;
}
/** The answer's check for {@link RepositoryScansAnswer}: every scan kept, of any kind. */
const checkRepositoryScansAnswer = json => checkScanPage(json, readListedScan);
/**
 * Every scan of the repository (of `branch`, when given) in the 30 days the operation covers, over
 * every page (at most {@link MAX_SCAN_PAGES}; a cursor that repeats ends the listing).
 */
async function listRepositoryScans(search, repositoryId, branch) {
    const scans = [];
    const seen = new Set();
    let cursor;
    for (let pages = 1;; pages++) {
        let answer;
        try {
            answer = await search({
                repositoryId,
                ...(branch !== undefined && { branch }),
                ...(cursor !== undefined && { cursor })
            });
        }
        catch (error) {
            const reason = unavailable(error);
            if (reason === undefined)
                throw error;
            return { kind: 'unavailable', reason };
        }
        scans.push(...answer.scans);
        cursor = answer.cursor;
        const more = cursor !== undefined && answer.scans.length > 0 && !seen.has(cursor);
        if (!more || pages >= MAX_SCAN_PAGES)
            return { kind: 'listed', scans, complete: !more };
        seen.add(cursor);
    }
}
/** The statuses that end a scan without its findings. */
const FAILED_SCAN_STATUSES = [
    'SCAN_STATUS_ERROR',
    'SCAN_STATUS_CANCELLED',
    'SCAN_STATUS_NEVER_FINISHED'
];
/** `2025-03-01 12:00 UTC`, or the text as given when it is no time. */
function scanTime(iso) {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** Equal, or one an abbreviation (at least 7 digits) of the other. */
function sameCommit(a, b) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.length >= 7 && long.toLowerCase().startsWith(short.toLowerCase());
}
/**
 * The scan of `commit` on `branch` that counts, filtered again here (the operation's matching is
 * not published): a completed one (it must say so: a scan without `status` is not completed),
 * else one that failed, else one under way; the latest of each.
 */
function scanOfCommit(scans, branch, commit) {
    const ofCommit = scans.filter(s => s.branch === branch && sameCommit(s.commit, commit));
    const latest = (list) => list.reduce((best, s) => (best === undefined || scanTimeOf(s) > scanTimeOf(best) ? s : best), undefined);
    return (latest(ofCommit.filter(s => s.status === 'SCAN_STATUS_COMPLETED')) ??
        latest(ofCommit.filter(s => FAILED_SCAN_STATUSES.includes(s.status ?? ''))) ??
        latest(ofCommit));
}
/** The latest scan of a list (by completion, else start), for "the latest scan on that ref". */
function latestScan(scans) {
    return scans.reduce((best, s) => (best === undefined || scanTimeOf(s) > scanTimeOf(best) ? s : best), undefined);
}
function scanTimeOf(scan) {
    const time = Date.parse(scan.completedAt ?? scan.startedAt ?? '');
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
/**
 * Whether the repository's pull requests are scanned at all: a scan of a pull request ref, or one
 * that does not say it is a full scan (a diff scan).
 */
function pullRequestsScanned(scans) {
    return scans.some(s => (s.branch ?? '').startsWith('refs/pull/') || s.isFullScan !== true);
}


/***/ }),

/***/ 79002:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ registerSecret),
/* harmony export */   f: () => (/* binding */ redactSecrets)
/* harmony export */ });
/**
 * The secrets this run knows (the platform token, github-token), registered once, and the one
 * function that removes them from text. Every place text leaves the action (log lines, the job
 * summary, outputs, error messages built from answers) calls it before escaping, since an escaped
 * secret (`tok&#95;…`) no longer matches the runner's mask. It lives in the platform layer, beside
 * the transport that registers the platform token, and src/action/ (whose text helpers every layer
 * above uses) imports it from there; src/network/, the lowest layer, imports nothing of ours.
 */
/** Shorter values are no credential, and replacing them would garble ordinary text. */
const MIN_SECRET_LENGTH = 4;
const secrets = new Set();
/** Keeps `secret` out of everything the run shows or writes from now on. */
function registerSecret(secret) {
    if (secret.length >= MIN_SECRET_LENGTH)
        secrets.add(secret);
}
/** `text` with every registered secret replaced by `***`. */
function redactSecrets(text) {
    let clean = text;
    for (const secret of secrets) {
        if (clean.includes(secret))
            clean = clean.split(secret).join('***');
    }
    return clean;
}


/***/ }),

/***/ 15417:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ isAllowedScheme),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/** Which URLs may be contacted at all: the token and the SBOM never travel unencrypted off the machine. */
/**
 * https anywhere; plain http only to a loopback host, and only when `api-url` itself is plain http
 * to loopback (the emulator): an https platform cannot point a download at a local http service.
 */
function isAllowedScheme(url, apiUrl) {
    if (url.protocol === 'https:')
        return true;
    const local = (u) => u.protocol === 'http:' && isLoopbackHost(u.hostname);
    return local(url) && local(apiUrl);
}
/** `localhost`, `127.0.0.0/8` or `[::1]`. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    if (host === 'localhost' || host === '[::1]' || host === '::1')
        return true;
    const octets = host.split('.');
    return (octets.length === 4 &&
        octets[0] === '127' &&
        octets.every(o => /^\d{1,3}$/.test(o) && Number(o) <= 255));
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80099:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 37830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 19783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ checkBypass),
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

