"use strict";
module.exports = {
  /***/
  88788: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const assert = __nccwpck_require__(34589);
      const { pipeline } = __nccwpck_require__(57075);
      const util = __nccwpck_require__(3440);
      const {
        RequestContentLengthMismatchError,
        ResponseContentLengthMismatchError,
        RequestAbortedError,
        SocketError,
        InformationalError,
        InvalidArgumentError,
        HeadersTimeoutError,
        BodyTimeoutError,
        ResponseExceededMaxSizeError
      } = __nccwpck_require__(68707);
      const {
        kUrl,
        kReset,
        kClient,
        kRunning,
        kPending,
        kQueue,
        kPendingIdx,
        kRunningIdx,
        kError,
        kSocket,
        kStrictContentLength,
        kOnError,
        kMaxConcurrentStreams,
        kHTTP2Session,
        kHostAuthority,
        kResume,
        kSize,
        kHTTPContext,
        kClosed,
        kKeepAliveDefaultTimeout,
        kHeadersTimeout,
        kBodyTimeout,
        kEnableConnectProtocol,
        kRemoteSettings,
        kHTTP2Stream,
        kHTTP2SessionState,
        kHTTP2Options,
        kMaxResponseSize
      } = __nccwpck_require__(36443);
      const { channels } = __nccwpck_require__(42414);
      const kOpenStreams = /* @__PURE__ */ Symbol("open streams");
      const kRequestStream = /* @__PURE__ */ Symbol("request stream");
      const kRequestStreamCleanup = /* @__PURE__ */ Symbol("request stream cleanup");
      const kRequestStreamState = /* @__PURE__ */ Symbol("request stream state");
      const kReceivedGoAway = /* @__PURE__ */ Symbol("received goaway");
      const kGoAwayReplayAttempts = /* @__PURE__ */ Symbol("goaway replay attempts");
      const kRefusedStreamRetry = /* @__PURE__ */ Symbol("refused stream retry");
      const MAX_GOAWAY_REPLAY_ATTEMPTS = 1;
      const HTTP2_FRAME_TYPE_HEADERS = 1;
      const MIN_PROBE_TIMEOUT = 1e3;
      let extractBody;
      let http2;
      try {
        http2 = __nccwpck_require__(32467);
      } catch {
        http2 = { constants: {} };
      }
      const {
        constants: {
          HTTP2_HEADER_AUTHORITY,
          HTTP2_HEADER_METHOD,
          HTTP2_HEADER_PATH,
          HTTP2_HEADER_SCHEME,
          HTTP2_HEADER_CONTENT_LENGTH,
          HTTP2_HEADER_EXPECT,
          HTTP2_HEADER_STATUS,
          HTTP2_HEADER_PROTOCOL,
          NGHTTP2_NO_ERROR,
          NGHTTP2_PROTOCOL_ERROR,
          NGHTTP2_REFUSED_STREAM
        }
      } = http2;
      function getGoAwayError(session, errorCode) {
        return session[kError] || (errorCode === NGHTTP2_NO_ERROR ? new InformationalError(`HTTP/2: "GOAWAY" frame received with code ${errorCode}`) : new SocketError(`HTTP/2: "GOAWAY" frame received with code ${errorCode}`, util.getSocketInfo(session[kSocket])));
      }
      function resetHttp2Session(session, err) {
        const client = session[kClient];
        const socket = session[kSocket];
        if (client[kHTTP2Session] === session) {
          client[kSocket] = null;
          client[kHTTPContext] = null;
          client[kHTTP2Session] = null;
        }
        if (socket != null && socket[kError] == null) {
          socket[kError] = err;
        }
        if (!session.closed && !session.destroyed) {
          try {
            session.destroy(err);
          } catch {
          }
        }
        util.destroy(socket, err);
      }
      function getGoAwayPendingIdx(client, lastStreamID) {
        const maxAcceptedStreamID = Number.isInteger(lastStreamID) ? lastStreamID : Number.MAX_SAFE_INTEGER;
        for (let i = client[kRunningIdx]; i < client[kPendingIdx]; i++) {
          const request = client[kQueue][i];
          if (request == null) {
            continue;
          }
          const streamId = request[kRequestStream]?.id;
          if (typeof streamId !== "number" || streamId > maxAcceptedStreamID) {
            return i;
          }
        }
        return client[kPendingIdx];
      }
      function detachRequestFromStream(request) {
        request[kRequestStream] = null;
        request[kRequestStreamCleanup] = null;
      }
      function bindRequestToStream(request, stream, cleanup) {
        const previousCleanup = request[kRequestStreamCleanup];
        const previousStream = request[kRequestStream];
        detachRequestFromStream(request);
        previousCleanup?.(previousStream);
        request[kRequestStream] = stream;
        request[kRequestStreamCleanup] = cleanup;
      }
      function clearRequestStream(request) {
        const cleanup = request[kRequestStreamCleanup];
        const stream = request[kRequestStream];
        detachRequestFromStream(request);
        cleanup?.(stream);
      }
      function requeueUnsentRequest(client, request) {
        client[kQueue].splice(client[kPendingIdx] + 1, 0, request);
      }
      function completeRequest(client, request, resetPendingIdx = false) {
        const queue = client[kQueue];
        const runningIdx = client[kRunningIdx];
        if (runningIdx < client[kPendingIdx] && queue[runningIdx] === request) {
          queue[runningIdx] = null;
          client[kRunningIdx] = runningIdx + 1;
          return;
        }
        const index = queue.indexOf(request, runningIdx);
        if (index === -1 || index >= client[kPendingIdx]) {
          return;
        }
        queue.splice(index, 1);
        client[kPendingIdx]--;
        if (resetPendingIdx && client[kPendingIdx] < client[kRunningIdx]) {
          client[kPendingIdx] = client[kRunningIdx];
        }
      }
      function canReplayRequest(request) {
        const { body } = request;
        return body == null || util.isBuffer(body) || util.isBlobLike(body);
      }
      function hasResponseStarted(request) {
        const state = request[kRequestStream]?.[kRequestStreamState];
        return state?.responseReceived === true;
      }
      function registerGoAwayRefusal(request) {
        const attempts = (request[kGoAwayReplayAttempts] ?? 0) + 1;
        request[kGoAwayReplayAttempts] = attempts;
        return attempts <= MAX_GOAWAY_REPLAY_ATTEMPTS;
      }
      function closeStream(stream, code = NGHTTP2_REFUSED_STREAM) {
        if (stream != null && !stream.destroyed && !stream.closed) {
          try {
            stream.close(code);
          } catch {
          }
        }
      }
      function detachRequestStreamForClose(request) {
        const stream = request[kRequestStream];
        clearRequestStream(request);
        severRequestStream(stream);
        return stream;
      }
      function severRequestStream(stream) {
        if (stream == null || stream[kRequestStreamState] == null) {
          return;
        }
        stream[kRequestStreamState] = null;
        stream.off("close", completeRequestStream);
        stream.off("close", onUpgradeStreamClose);
        if (stream[kHTTP2Session] != null) {
          closeStreamSession(stream);
        }
        if (!stream.destroyed && !stream.closed) {
          stream.off("error", noop);
          stream.on("error", noop);
        }
      }
      function connectH2(client, socket) {
        client[kSocket] = socket;
        const http2InitialWindowSize = client[kHTTP2Options].sessionOptions?.initialWindowSize;
        const http2ConnectionWindowSize = client[kHTTP2Options].connectionWindowSize;
        const session = http2.connect(client[kUrl], {
          createConnection: () => socket,
          peerMaxConcurrentStreams: client[kHTTP2Options].maxConcurrentStreams,
          settings: {
            // TODO(metcoder95): add support for PUSH
            enablePush: false,
            ...http2InitialWindowSize != null ? { initialWindowSize: http2InitialWindowSize } : null
          }
        });
        client[kSocket] = socket;
        session[kOpenStreams] = 0;
        session[kClient] = client;
        session[kSocket] = socket;
        session[kHTTP2SessionState] = {
          idleTimeout: null,
          // Armed while the peer advertises MAX_CONCURRENT_STREAMS = 0 and we have
          // work that cannot start. See setNoStreamsTimeout.
          noStreamsTimeout: null,
          // Armed while a PING checks whether the peer is still there after a
          // stream timed out. See probeHttp2Session.
          probeTimeout: null,
          // Sockets start out ref'd. Session ref/unref proxies to the socket, so a
          // single cached flag lets us skip redundant uv ref/unref calls, provided
          // every ref/unref of the session or its socket goes through
          // refH2Session/unrefH2Session.
          refed: true,
          ping: {
            interval: client[kHTTP2Options].pingInterval === 0 ? null : setInterval(onHttp2SendPing, client[kHTTP2Options].pingInterval, session).unref(),
            // Set while a periodic PING waits for its ack.
            pending: false
          }
        };
        session[kReceivedGoAway] = false;
        session[kEnableConnectProtocol] = false;
        session[kRemoteSettings] = false;
        if (http2ConnectionWindowSize) {
          util.addListener(session, "connect", applyConnectionWindowSize.bind(session, http2ConnectionWindowSize));
        }
        util.addListener(session, "error", onHttp2SessionError);
        util.addListener(session, "frameError", onHttp2FrameError);
        util.addListener(session, "goaway", onHttp2SessionGoAway);
        util.addListener(session, "close", onHttp2SessionClose);
        util.addListener(session, "remoteSettings", onHttp2RemoteSettings);
        unrefH2Session(session);
        client[kHTTP2Session] = session;
        socket[kHTTP2Session] = session;
        util.addListener(socket, "error", onHttp2SocketError);
        util.addListener(socket, "end", onHttp2SocketEnd);
        util.addListener(socket, "close", onHttp2SocketClose);
        socket[kClosed] = false;
        socket.on("close", onSocketClose);
        return {
          version: "h2",
          defaultPipelining: Infinity,
          /**
           * @param {import('../core/request.js')} request
           * @returns {boolean}
          */
          write(request) {
            return writeH2(client, request);
          },
          /**
           * @returns {void}
           */
          resume() {
            resumeH2(client);
          },
          /**
           * @param {Error | null} err
           * @param {() => void} callback
           */
          destroy(err, callback) {
            if (socket[kClosed]) {
              queueMicrotask(callback);
            } else {
              socket.destroy(err).on("close", callback);
            }
          },
          /**
           * @type {boolean}
           */
          get destroyed() {
            return socket.destroyed;
          },
          /**
           * @param {import('../core/request.js')} request
           * @returns {boolean}
          */
          busy(request) {
            if (session[kRemoteSettings] === false && client[kRunning] > 0) {
              return true;
            }
            if (session[kHTTP2SessionState].probeTimeout != null) {
              return true;
            }
            if (client[kRunning] >= client[kMaxConcurrentStreams]) {
              return true;
            }
            if (request != null) {
              if (client[kRunning] > 0) {
                if ((request.upgrade === "websocket" || request.method === "CONNECT") && session[kRemoteSettings] === false) return true;
              } else {
                return (request.upgrade === "websocket" || request.method === "CONNECT") && session[kRemoteSettings] === false;
              }
            }
            return false;
          }
        };
      }
      function refH2Session(session) {
        const state = session[kHTTP2SessionState];
        if (state.refed === false) {
          state.refed = true;
          session.ref();
        }
      }
      function unrefH2Session(session) {
        const state = session[kHTTP2SessionState];
        if (state.refed === true) {
          state.refed = false;
          session.unref();
        }
      }
      function resumeH2(client) {
        const socket = client[kSocket];
        const session = client[kHTTP2Session];
        if (socket?.destroyed === false) {
          if (session[kOpenStreams] === 0 && client[kSize] === 0) {
            unrefH2Session(session);
          } else {
            refH2Session(session);
          }
          if (client[kSize] === 0 && session[kOpenStreams] === 0) {
            setHttp2IdleTimeout(session);
          } else {
            clearHttp2IdleTimeout(session);
          }
          if (client[kMaxConcurrentStreams] === 0 && client[kRunning] === 0 && client[kPending] > 0) {
            setNoStreamsTimeout(session);
          } else {
            clearNoStreamsTimeout(session);
          }
        }
      }
      function clearNoStreamsTimeout(session) {
        const state = session[kHTTP2SessionState];
        if (state?.noStreamsTimeout != null) {
          clearTimeout(state.noStreamsTimeout);
          state.noStreamsTimeout = null;
        }
      }
      function setNoStreamsTimeout(session) {
        const client = session[kClient];
        const state = session[kHTTP2SessionState];
        const timeout = client[kHeadersTimeout];
        if (!timeout || state.noStreamsTimeout != null) {
          return;
        }
        state.noStreamsTimeout = setTimeout(onNoStreamsTimeout, timeout, session).unref();
      }
      function onNoStreamsTimeout(session) {
        const client = session[kClient];
        const state = session[kHTTP2SessionState];
        state.noStreamsTimeout = null;
        if (client[kHTTP2Session] !== session || client[kMaxConcurrentStreams] !== 0 || client[kRunning] !== 0 || client[kPending] === 0) {
          return;
        }
        const err = new HeadersTimeoutError(
          `HTTP/2: server did not accept a new stream within ${client[kHeadersTimeout]}`
        );
        const requests = client[kQueue].splice(client[kPendingIdx]);
        for (let i = 0; i < requests.length; i++) {
          if (requests[i] != null) {
            util.errorRequest(client, requests[i], err);
          }
        }
        session[kError] = err;
        resetHttp2Session(session, err);
      }
      function probeHttp2Session(session, timeout) {
        const state = session[kHTTP2SessionState];
        if (state.probeTimeout != null || session.closed || session.destroyed) {
          return;
        }
        try {
          session.ping(onHttp2ProbeAck.bind(session));
        } catch {
          return;
        }
        state.probeTimeout = setTimeout(onHttp2ProbeTimeout, Math.max(timeout, MIN_PROBE_TIMEOUT), session).unref();
      }
      function clearHttp2ProbeTimeout(session) {
        const state = session[kHTTP2SessionState];
        if (state?.probeTimeout != null) {
          clearTimeout(state.probeTimeout);
          state.probeTimeout = null;
        }
      }
      function onHttp2ProbeAck() {
        if (this[kHTTP2SessionState].probeTimeout == null) {
          return;
        }
        clearHttp2ProbeTimeout(this);
        this[kClient][kResume]();
      }
      function onHttp2ProbeTimeout(session) {
        session[kHTTP2SessionState].probeTimeout = null;
        if (session.closed || session.destroyed) {
          return;
        }
        resetUnresponsiveHttp2Session(session);
      }
      function resetUnresponsiveHttp2Session(session) {
        const err = new SocketError("HTTP/2: connection unresponsive", util.getSocketInfo(session[kSocket]));
        session[kError] = err;
        resetHttp2Session(session, err);
      }
      function clearHttp2IdleTimeout(session) {
        const state = session[kHTTP2SessionState];
        if (state?.idleTimeout != null) {
          clearTimeout(state.idleTimeout);
          state.idleTimeout = null;
        }
      }
      function setHttp2IdleTimeout(session) {
        const client = session[kClient];
        if (client[kHTTP2Session] !== session || session.closed || session.destroyed) {
          return;
        }
        if (session[kOpenStreams] !== 0 || client[kSize] !== 0) {
          clearHttp2IdleTimeout(session);
          return;
        }
        const state = session[kHTTP2SessionState];
        if (state.idleTimeout == null) {
          state.idleTimeout = setTimeout(onHttp2SessionIdleTimeout, client[kKeepAliveDefaultTimeout], session).unref();
        }
      }
      function onHttp2SessionIdleTimeout(session) {
        const client = session[kClient];
        const socket = session[kSocket];
        const state = session[kHTTP2SessionState];
        state.idleTimeout = null;
        if (client[kHTTP2Session] !== session || session[kOpenStreams] !== 0 || client[kSize] !== 0 || session.closed || session.destroyed) {
          return;
        }
        const err = new InformationalError("socket idle timeout");
        socket[kError] = err;
        util.destroy(socket, err);
      }
      function applyConnectionWindowSize(connectionWindowSize) {
        try {
          if (typeof this.setLocalWindowSize === "function") {
            this.setLocalWindowSize(connectionWindowSize);
          }
        } catch {
        }
      }
      function onHttp2RemoteSettings(settings) {
        const client = this[kClient];
        const localMaxConcurrentStreams = client[kHTTP2Options].maxConcurrentStreams;
        const remoteMaxConcurrentStreams = settings.maxConcurrentStreams ?? client[kMaxConcurrentStreams] ?? localMaxConcurrentStreams;
        client[kMaxConcurrentStreams] = Math.min(remoteMaxConcurrentStreams, localMaxConcurrentStreams);
        if (this[kRemoteSettings] === true && this[kEnableConnectProtocol] === true && settings.enableConnectProtocol === false) {
          const err = new InformationalError("HTTP/2: Server disabled extended CONNECT protocol against RFC-8441");
          this[kSocket][kError] = err;
          this[kClient][kOnError](err);
          return;
        }
        this[kEnableConnectProtocol] = settings.enableConnectProtocol ?? this[kEnableConnectProtocol];
        this[kRemoteSettings] = true;
        this[kClient][kResume]();
      }
      function onHttp2SendPing(session) {
        const state = session[kHTTP2SessionState];
        if ((session.closed || session.destroyed) && state.ping.interval != null) {
          clearInterval(state.ping.interval);
          state.ping.interval = null;
          return;
        }
        if (state.ping.pending) {
          resetUnresponsiveHttp2Session(session);
          return;
        }
        state.ping.pending = true;
        session.ping(onPing.bind(session));
        function onPing(err, duration) {
          state.ping.pending = false;
          const client = this[kClient];
          const socket = this[kSocket];
          if (err != null) {
            const error = new InformationalError(`HTTP/2: "PING" errored - type ${err.message}`);
            socket[kError] ??= error;
            client[kOnError](error);
          } else {
            client.emit("ping", duration);
          }
        }
      }
      function onHttp2SessionError(err) {
        this[kSocket][kError] = err;
        if (this[kReceivedGoAway]) {
          return;
        }
        this[kClient][kOnError](err);
      }
      function onHttp2FrameError(type, code, id) {
        if (id === 0) {
          if (this[kReceivedGoAway]) {
            return;
          }
          const err = new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`);
          this[kSocket][kError] = err;
          this[kClient][kOnError](err);
        }
      }
      function onHttp2SessionGoAway(errorCode, lastStreamID) {
        if (this[kReceivedGoAway]) {
          return;
        }
        this[kReceivedGoAway] = true;
        const err = getGoAwayError(this, errorCode);
        const client = this[kClient];
        const previousPendingIdx = client[kPendingIdx];
        const pendingIdx = getGoAwayPendingIdx(client, lastStreamID);
        const retriableRequests = [];
        const streamsToClose = [];
        for (let i = pendingIdx; i < previousPendingIdx; i++) {
          const request = client[kQueue][i];
          if (request != null) {
            const responseStarted = hasResponseStarted(request);
            streamsToClose.push(detachRequestStreamForClose(request));
            if (!responseStarted && canReplayRequest(request) && registerGoAwayRefusal(request)) {
              retriableRequests.push(request);
            } else {
              util.errorRequest(client, request, err);
            }
          }
        }
        if (pendingIdx !== previousPendingIdx) {
          const remainingPendingRequests = client[kQueue].slice(previousPendingIdx);
          client[kQueue].length = pendingIdx;
          client[kQueue].push(...retriableRequests, ...remainingPendingRequests);
        }
        client[kPendingIdx] = pendingIdx;
        if (client[kHTTP2Session] === this) {
          client[kSocket] = null;
          client[kHTTPContext] = null;
          client[kHTTP2Session] = null;
        }
        if (this[kOpenStreams] === 0) {
          unrefH2Session(this);
        }
        clearHttp2IdleTimeout(this);
        clearNoStreamsTimeout(this);
        clearHttp2ProbeTimeout(this);
        for (let i = 0; i < streamsToClose.length; i++) {
          closeStream(streamsToClose[i]);
        }
        if (!this.closed && !this.destroyed) {
          this.close();
        }
        client.emit("disconnect", client[kUrl], [client], err);
        client[kResume]();
      }
      function onHttp2SessionClose() {
        const { [kClient]: client, [kHTTP2SessionState]: state, [kSocket]: socket } = this;
        const err = socket[kError] || this[kError] || new SocketError("closed", util.getSocketInfo(socket));
        if (client[kHTTP2Session] === this) {
          client[kSocket] = null;
          client[kHTTPContext] = null;
          client[kHTTP2Session] = null;
        }
        clearHttp2IdleTimeout(this);
        clearNoStreamsTimeout(this);
        clearHttp2ProbeTimeout(this);
        if (state.ping.interval != null) {
          clearInterval(state.ping.interval);
          state.ping.interval = null;
        }
        if (client.destroyed) {
          assert(client[kPending] === 0);
          const requests = client[kQueue].splice(client[kRunningIdx]);
          for (let i = 0; i < requests.length; i++) {
            const request = requests[i];
            if (request != null) {
              util.errorRequest(client, request, err);
            }
          }
        }
      }
      function onHttp2SocketClose() {
        const err = this[kError] || new SocketError("closed", util.getSocketInfo(this));
        const session = this[kHTTP2Session];
        const client = session[kClient];
        if (client[kSocket] !== this) {
          if (session[kReceivedGoAway] || client[kHTTP2Session] != null && client[kHTTP2Session] !== session) {
            return;
          }
        }
        client[kSocket] = null;
        client[kHTTPContext] = null;
        if (client[kHTTP2Session] === session) {
          client[kHTTP2Session] = null;
        }
        session.destroy(err);
        client[kPendingIdx] = client[kRunningIdx];
        assert(client[kRunning] === 0);
        client.emit("disconnect", client[kUrl], [client], err);
        client[kResume]();
      }
      function onHttp2SocketError(err) {
        this[kError] = err;
        if (this[kHTTP2Session]?.[kReceivedGoAway]) {
          return;
        }
        this[kHTTP2Session]?.[kClient]?.[kOnError](err);
      }
      function onHttp2SocketEnd() {
        util.destroy(this, new SocketError("other side closed", util.getSocketInfo(this)));
      }
      function onSocketClose() {
        this[kClosed] = true;
      }
      function noop() {
      }
      function closeStreamSession(stream) {
        const session = stream[kHTTP2Session];
        const client = session[kClient];
        stream[kHTTP2Session] = null;
        session[kOpenStreams] -= 1;
        if (session[kOpenStreams] === 0 && (client[kSize] === 0 || session[kReceivedGoAway])) {
          unrefH2Session(session);
          setHttp2IdleTimeout(session);
        }
      }
      function onUpgradeStreamClose() {
        const state = this[kRequestStreamState];
        this[kRequestStreamState] = null;
        failUpgradeStream(state, new InformationalError("HTTP/2: stream closed before response headers"));
        closeStreamSession(this);
      }
      function completeRequestStream() {
        const state = this[kRequestStreamState];
        if (state == null) {
          return;
        }
        releaseRequestStream(this);
        if (state.pendingEnd && !state.request.aborted && !state.request.completed) {
          state.request.onResponseEnd(state.trailers || {});
        } else if (!state.request.aborted && !state.request.completed) {
          util.errorRequest(
            state.client,
            state.request,
            new InformationalError("HTTP/2: stream closed before the response was complete")
          );
        }
        finalizeRequest(state);
        closeStreamSession(this);
        this[kRequestStreamState] = null;
      }
      function shouldSendContentLength(method) {
        return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "TRACE" && method !== "CONNECT";
      }
      function buildRequestHeaders(reqHeaders) {
        const headers = {};
        for (let n = 0; n < reqHeaders.length; n += 2) {
          const key = reqHeaders[n + 0];
          const val = reqHeaders[n + 1];
          const current = Object.hasOwn(headers, key) ? headers[key] : void 0;
          if (key === "cookie") {
            if (current != null) {
              util.setHeader(headers, key, Array.isArray(current) ? (current.push(val), current) : [current, val]);
            } else {
              util.setHeader(headers, key, val);
            }
            continue;
          }
          if (typeof val === "string") {
            util.setHeader(headers, key, current ? `${current}, ${val}` : val);
            continue;
          }
          for (let i = 0; i < val.length; i++) {
            util.setHeader(headers, key, Object.hasOwn(headers, key) ? `${headers[key]}, ${val[i]}` : val[i]);
          }
        }
        return headers;
      }
      function removeUpgradeStreamListeners(stream) {
        stream.off("response", onUpgradeResponse);
        stream.off("error", onUpgradeStreamError);
        stream.off("end", onUpgradeStreamEnd);
        stream.off("timeout", onUpgradeStreamTimeout);
        stream.off("error", noop);
      }
      function releaseUpgradeStream(stream) {
        if (stream == null) {
          return;
        }
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        if (request[kRequestStream] === stream) {
          detachRequestFromStream(request);
        }
        removeUpgradeStreamListeners(stream);
        if (!stream.destroyed && !stream.closed) {
          stream.on("error", noop);
        }
      }
      function failUpgradeStream(state, err) {
        if (state == null) {
          return;
        }
        const { request } = state;
        if (state.responseReceived || request.aborted || request.completed) {
          return;
        }
        releaseUpgradeStream(state.stream);
        state.abort(err, true);
      }
      function onUpgradeStreamError() {
        const state = this[kRequestStreamState];
        if (typeof this.rstCode === "number" && this.rstCode !== 0) {
          failUpgradeStream(state, new InformationalError(`HTTP/2: "stream error" received - code ${this.rstCode}`));
        } else {
          failUpgradeStream(state, new InformationalError("HTTP/2: stream errored before response headers"));
        }
      }
      function onUpgradeStreamEnd() {
        failUpgradeStream(this[kRequestStreamState], new InformationalError("HTTP/2: stream half-closed (remote)"));
      }
      function onUpgradeStreamTimeout() {
        const state = this[kRequestStreamState];
        failUpgradeStream(state, new InformationalError(`HTTP/2: "stream timeout after ${state.headersTimeout}"`));
      }
      function onUpgradeResponse(headers, _flags) {
        const stream = this;
        const state = stream[kRequestStreamState];
        const { request } = state;
        state.responseReceived = true;
        const statusCode = headers[HTTP2_HEADER_STATUS];
        delete headers[HTTP2_HEADER_STATUS];
        try {
          request.onRequestUpgrade(statusCode, headers, stream);
        } catch (err) {
          state.abort(err);
          return;
        }
        if (request.aborted) {
          return;
        }
        removeUpgradeStreamListeners(stream);
        detachRequestFromStream(request);
        finalizeRequest(state);
      }
      function setupUpgradeStream(stream, state) {
        const { request, headersTimeout, session } = state;
        stream[kHTTP2Stream] = true;
        stream[kHTTP2Session] = session;
        stream[kRequestStreamState] = state;
        state.stream = stream;
        bindRequestToStream(request, stream, releaseUpgradeStream);
        stream.once("response", onUpgradeResponse);
        stream.on("error", onUpgradeStreamError);
        stream.once("end", onUpgradeStreamEnd);
        stream.on("timeout", onUpgradeStreamTimeout);
        stream.once("close", onUpgradeStreamClose);
        clearHttp2IdleTimeout(session);
        ++session[kOpenStreams];
        stream.setTimeout(headersTimeout);
      }
      function finalizeRequest(state, resetPendingIdx = false) {
        if (state.requestFinalized) {
          return;
        }
        state.requestFinalized = true;
        completeRequest(state.client, state.request, resetPendingIdx);
        state.client[kResume]();
      }
      function openStream(client, request, session, abort, headers, options) {
        try {
          return session.request(headers, options);
        } catch (err) {
          if (err?.code === "ERR_HTTP2_INVALID_SESSION" || err?.code === "ERR_HTTP2_GOAWAY_SESSION") {
            const wrappedErr2 = new SocketError(err.message, util.getSocketInfo(session[kSocket]));
            wrappedErr2.cause = err;
            session[kError] = wrappedErr2;
            resetHttp2Session(session, wrappedErr2);
            requeueUnsentRequest(client, request);
            return null;
          }
          const wrappedErr = new InformationalError(err.message, { cause: err });
          session[kError] = wrappedErr;
          session[kSocket][kError] = wrappedErr;
          session.destroy(wrappedErr);
          util.destroy(session[kSocket], wrappedErr);
          abort(wrappedErr);
          return null;
        }
      }
      function writeH2(client, request) {
        const headersTimeout = request.headersTimeout ?? client[kHeadersTimeout];
        const bodyTimeout = request.bodyTimeout ?? client[kBodyTimeout];
        const session = client[kHTTP2Session];
        const { method, path, host, upgrade, expectContinue, signal, protocol, headers: reqHeaders } = request;
        if (upgrade != null && upgrade !== "websocket") {
          util.errorRequest(client, request, new InvalidArgumentError(`Custom upgrade "${upgrade}" not supported over HTTP/2`));
          return false;
        }
        const headers = buildRequestHeaders(reqHeaders);
        headers[HTTP2_HEADER_AUTHORITY] = host || client[kHostAuthority];
        headers[HTTP2_HEADER_METHOD] = method;
        const state = {
          abort: null,
          body: request.body,
          bytesRead: 0,
          client,
          contentLength: null,
          expectsPayload: false,
          maxResponseSize: client[kMaxResponseSize],
          request,
          headersTimeout,
          bodyTimeout,
          requestFinalized: false,
          responseContentLength: null,
          responseReceived: false,
          bodySent: false,
          pendingEnd: false,
          trailers: null,
          session,
          stream: null
        };
        const abort = (err, resetPendingIdx = false) => {
          if (request.aborted || request.completed) {
            return;
          }
          err = err || new RequestAbortedError();
          util.errorRequest(client, request, err);
          if (state.stream != null) {
            clearRequestStream(request);
            const stream2 = state.stream;
            stream2.close();
            if (!stream2.destroyed) {
              util.destroy(stream2);
            }
            client[kOnError](err);
            finalizeRequest(state, resetPendingIdx);
          }
          util.destroy(state.body, err);
        };
        state.abort = abort;
        let stream = null;
        try {
          request.onRequestStart(abort, null);
        } catch (err) {
          util.errorRequest(client, request, err);
        }
        if (request.aborted) {
          return false;
        }
        if (upgrade || method === "CONNECT") {
          refH2Session(session);
          if (upgrade === "websocket") {
            if (session[kEnableConnectProtocol] === false) {
              util.errorRequest(client, request, new InformationalError("HTTP/2: Extended CONNECT protocol not supported by server"));
              unrefH2Session(session);
              return false;
            }
            headers[HTTP2_HEADER_METHOD] = "CONNECT";
            headers[HTTP2_HEADER_PROTOCOL] = "websocket";
            headers[HTTP2_HEADER_PATH] = path;
            if (protocol === "ws:" || protocol === "wss:") {
              headers[HTTP2_HEADER_SCHEME] = protocol === "ws:" ? "http" : "https";
            } else {
              headers[HTTP2_HEADER_SCHEME] = protocol === "http:" ? "http" : "https";
            }
            stream = openStream(client, request, session, abort, headers, { endStream: false, signal });
            if (stream == null) {
              unrefH2Session(session);
              return false;
            }
            setupUpgradeStream(stream, state);
            return true;
          }
          stream = openStream(client, request, session, abort, headers, { endStream: false, signal });
          if (stream == null) {
            unrefH2Session(session);
            return false;
          }
          setupUpgradeStream(stream, state);
          return true;
        }
        headers[HTTP2_HEADER_PATH] = path;
        headers[HTTP2_HEADER_SCHEME] = protocol === "http:" ? "http" : "https";
        const expectsPayload = method === "PUT" || method === "POST" || method === "PATCH" || method === "QUERY" || method === "PROPFIND" || method === "PROPPATCH";
        let body = state.body;
        if (body && typeof body.read === "function") {
          body.read(0);
        }
        let contentLength = util.bodyLength(body);
        if (util.isFormDataLike(body)) {
          extractBody ??= __nccwpck_require__(84492).extractBody;
          const [bodyStream, contentType] = extractBody(body);
          headers["content-type"] = contentType;
          body = bodyStream.stream;
          contentLength = bodyStream.length;
        }
        if (contentLength == null) {
          contentLength = request.contentLength;
        }
        if (contentLength === 0 && !expectsPayload) {
          contentLength = null;
        }
        if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength != null && request.contentLength !== contentLength) {
          if (client[kStrictContentLength]) {
            util.errorRequest(client, request, new RequestContentLengthMismatchError());
            return false;
          }
          process.emitWarning(new RequestContentLengthMismatchError());
        }
        if (contentLength != null) {
          assert(body || contentLength === 0, "no body must not have content length");
          headers[HTTP2_HEADER_CONTENT_LENGTH] = `${contentLength}`;
        }
        refH2Session(session);
        if (channels.sendHeaders.hasSubscribers) {
          let header = "";
          for (const key in headers) {
            header += `${key}: ${headers[key]}\r
`;
          }
          channels.sendHeaders.publish({ request, headers: header, socket: session[kSocket] });
        }
        const shouldEndStream = body === null || contentLength === 0;
        state.body = body;
        state.contentLength = contentLength;
        state.expectsPayload = expectsPayload;
        if (expectContinue) {
          headers[HTTP2_HEADER_EXPECT] = "100-continue";
        }
        stream = openStream(client, request, session, abort, headers, { endStream: shouldEndStream, signal });
        if (stream == null) {
          return false;
        }
        stream[kHTTP2Stream] = true;
        stream[kRequestStreamState] = state;
        state.stream = stream;
        clearHttp2IdleTimeout(session);
        ++session[kOpenStreams];
        if (headersTimeout) {
          stream.setTimeout(headersTimeout);
        }
        stream[kHTTP2Session] = session;
        stream.on("close", completeRequestStream);
        bindRequestToStream(request, stream, releaseRequestStream);
        if (expectContinue) {
          stream.once("continue", writeBodyH2);
        }
        stream.on("response", onResponse);
        stream.on("headers", onInterimResponse);
        stream.on("end", onEnd);
        stream.on("error", onError);
        stream.on("frameError", onFrameError);
        stream.on("aborted", onAborted);
        if (headersTimeout || bodyTimeout) {
          stream.on("timeout", onTimeout);
        }
        stream.on("trailers", onTrailers);
        if (!expectContinue) {
          writeBodyH2.call(stream);
        }
        return true;
      }
      function removeRequestStreamListeners(stream) {
        stream.off("error", noop);
        stream.off("continue", writeBodyH2);
        stream.off("response", onResponse);
        stream.off("headers", onInterimResponse);
        stream.off("end", onEnd);
        stream.off("error", onError);
        stream.off("frameError", onFrameError);
        stream.off("aborted", onAborted);
        stream.off("timeout", onTimeout);
        stream.off("trailers", onTrailers);
        stream.off("data", onData);
      }
      function releaseRequestStream(stream) {
        if (stream == null) {
          return;
        }
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        if (request[kRequestStream] === stream) {
          detachRequestFromStream(request);
        }
        if (!stream.destroyed && !stream.closed) {
          removeRequestStreamListeners(stream);
          stream.on("error", noop);
        }
      }
      function onData(chunk) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request, maxResponseSize, responseContentLength } = state;
        if (request.aborted || request.completed) {
          return;
        }
        if (responseContentLength != null && state.bytesRead + chunk.length > responseContentLength) {
          state.abort(new ResponseContentLengthMismatchError());
          return;
        }
        if (maxResponseSize > -1 && state.bytesRead + chunk.length > maxResponseSize) {
          state.abort(new ResponseExceededMaxSizeError());
          return;
        }
        state.bytesRead += chunk.length;
        if (request.onResponseData(chunk) === false) {
          pauseResponseStream(stream, state);
        }
      }
      function pauseResponseStream(stream, state) {
        stream.pause();
        if (state.bodyTimeout) {
          stream.setTimeout(0);
        }
      }
      function resumeResponseStream() {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state != null && state.bodyTimeout && stream.isPaused()) {
          stream.setTimeout(state.bodyTimeout);
        }
        stream.resume();
      }
      function onInterimResponse(headers) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        if (request.aborted || request.completed) {
          return;
        }
        const statusCode = headers[HTTP2_HEADER_STATUS];
        delete headers[HTTP2_HEADER_STATUS];
        request.onResponseStart(Number(statusCode), headers, noop, "");
      }
      function onResponse(headers) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        stream.off("response", onResponse);
        if (state.body != null && !state.bodySent && !stream.writableEnded) {
          stream.removeListener("continue", writeBodyH2);
          stream.end();
        }
        const statusCode = Number(headers[HTTP2_HEADER_STATUS]);
        delete headers[HTTP2_HEADER_STATUS];
        request.onResponseStarted();
        state.responseReceived = true;
        if (request.method !== "HEAD" && statusCode !== 304) {
          const contentLength = headers[HTTP2_HEADER_CONTENT_LENGTH];
          state.responseContentLength = contentLength == null ? null : Number(contentLength);
        }
        if (state.headersTimeout || state.bodyTimeout) {
          stream.setTimeout(state.bodyTimeout);
        }
        if (request.aborted || request.completed) {
          releaseRequestStream(stream);
          return;
        }
        if (request.onResponseStart(statusCode, headers, resumeResponseStream.bind(stream), "") === false) {
          pauseResponseStream(stream, state);
        }
        stream.on("data", onData);
      }
      function onEnd() {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        stream.off("end", onEnd);
        if (state.responseReceived) {
          if (!request.aborted && !request.completed) {
            if (state.responseContentLength != null && state.bytesRead !== state.responseContentLength) {
              state.abort(new ResponseContentLengthMismatchError());
              return;
            }
            state.pendingEnd = true;
            completeRequestStream.call(stream);
          }
        } else {
          state.abort(new InformationalError("HTTP/2: stream half-closed (remote)"), true);
        }
      }
      function retryRefusedStream(stream, state) {
        const { client, request } = state;
        if (state.responseReceived || request.aborted || request.completed || request[kRefusedStreamRetry] || !canReplayRequest(request)) {
          return false;
        }
        request[kRefusedStreamRetry] = true;
        requeueStreamRequest(client, state);
        return true;
      }
      function retryUnsentStream(state) {
        const { client, request, session } = state;
        if (!session[kReceivedGoAway] || state.responseReceived || request.aborted || request.completed || !canReplayRequest(request) || !registerGoAwayRefusal(request)) {
          return false;
        }
        requeueStreamRequest(client, state);
        return true;
      }
      function requeueStreamRequest(client, state) {
        const { request } = state;
        detachRequestStreamForClose(request);
        state.stream = null;
        state.requestFinalized = true;
        completeRequest(client, request);
        client[kQueue].splice(client[kPendingIdx], 0, request);
        client[kResume]();
      }
      function onError(err) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        stream.off("error", onError);
        stream.on("error", noop);
        if ((err.code === "ERR_HTTP2_ERROR" || err.code === "ERR_HTTP2_STREAM_ERROR" && stream.rstCode === NGHTTP2_PROTOCOL_ERROR) && state.responseContentLength != null && state.bytesRead !== state.responseContentLength) {
          const mismatch = new ResponseContentLengthMismatchError();
          mismatch.cause = err;
          err = mismatch;
        }
        if (typeof stream.rstCode === "number" && stream.rstCode !== NGHTTP2_NO_ERROR) {
          err.http2ErrorCode = stream.rstCode;
        }
        if (stream.rstCode === NGHTTP2_REFUSED_STREAM && retryRefusedStream(stream, state)) {
          return;
        }
        state.abort(err);
      }
      function onFrameError(type, code) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        stream.off("frameError", onFrameError);
        if (type === HTTP2_FRAME_TYPE_HEADERS && retryUnsentStream(state)) {
          return;
        }
        state.abort(new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`));
      }
      function onAborted() {
        this.off("data", onData);
      }
      function onTimeout() {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        stream.off("timeout", onTimeout);
        const { responseReceived, session, bodyTimeout, headersTimeout } = state;
        const err = responseReceived ? new BodyTimeoutError(`HTTP/2: "stream timeout after ${bodyTimeout}"`) : new HeadersTimeoutError(`HTTP/2: "headers timeout after ${headersTimeout}"`);
        probeHttp2Session(session, responseReceived ? bodyTimeout : headersTimeout);
        state.abort(err);
      }
      function onTrailers(trailers) {
        const stream = this;
        const state = stream[kRequestStreamState];
        if (state == null) {
          return;
        }
        const { request } = state;
        stream.off("trailers", onTrailers);
        stream.off("data", onData);
        if (request.aborted || request.completed) {
          return;
        }
        state.trailers = trailers;
      }
      function writeBodyH2() {
        const stream = this;
        const state = stream[kRequestStreamState];
        state.bodySent = true;
        const { abort, body, client, contentLength, expectsPayload, request } = state;
        if (!body || contentLength === 0) {
          writeBuffer(
            abort,
            stream,
            null,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else if (util.isBuffer(body)) {
          writeBuffer(
            abort,
            stream,
            body,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else if (util.isBlobLike(body)) {
          if (typeof body.stream === "function") {
            writeIterable(
              abort,
              stream,
              body.stream(),
              client,
              request,
              client[kSocket],
              contentLength,
              expectsPayload
            );
          } else {
            writeBlob(
              abort,
              stream,
              body,
              client,
              request,
              client[kSocket],
              contentLength,
              expectsPayload
            );
          }
        } else if (util.isStream(body)) {
          writeStream(
            abort,
            client[kSocket],
            expectsPayload,
            stream,
            body,
            client,
            request,
            contentLength
          );
        } else if (util.isIterable(body)) {
          writeIterable(
            abort,
            stream,
            body,
            client,
            request,
            client[kSocket],
            contentLength,
            expectsPayload
          );
        } else {
          assert(false);
        }
      }
      function writeBuffer(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
        try {
          if (body != null && util.isBuffer(body)) {
            assert(contentLength === body.byteLength, "buffer body must have content length");
            h2stream.cork();
            h2stream.write(body);
            h2stream.uncork();
            h2stream.end();
            request.onBodySent(body);
          }
          if (!expectsPayload) {
            socket[kReset] = true;
          }
          request.onRequestSent();
          client[kResume]();
        } catch (error) {
          abort(error);
        }
      }
      function writeStream(abort, socket, expectsPayload, h2stream, body, client, request, contentLength) {
        assert(contentLength !== 0 || client[kRunning] === 0, "stream body cannot be pipelined");
        const pipe = pipeline(
          body,
          h2stream,
          (err) => {
            if (err) {
              util.destroy(pipe, err);
              abort(err);
            } else {
              util.removeAllListeners(pipe);
              request.onRequestSent();
              if (!expectsPayload) {
                socket[kReset] = true;
              }
              client[kResume]();
            }
          }
        );
        util.addListener(pipe, "data", onPipeData);
        function onPipeData(chunk) {
          request.onBodySent(chunk);
        }
      }
      async function writeBlob(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
        try {
          if (contentLength != null && contentLength !== body.size) {
            throw new RequestContentLengthMismatchError();
          }
          const buffer = Buffer.from(await body.arrayBuffer());
          h2stream.cork();
          h2stream.write(buffer);
          h2stream.uncork();
          h2stream.end();
          request.onBodySent(buffer);
          request.onRequestSent();
          if (!expectsPayload) {
            socket[kReset] = true;
          }
          client[kResume]();
        } catch (err) {
          abort(err);
        }
      }
      async function writeIterable(abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
        assert(contentLength !== 0 || client[kRunning] === 0, "iterator body cannot be pipelined");
        let callback = null;
        function onDrain() {
          if (callback) {
            const cb = callback;
            callback = null;
            cb();
          }
        }
        const waitForDrain = () => new Promise((resolve, reject) => {
          assert(callback === null);
          if (socket[kError]) {
            reject(socket[kError]);
          } else {
            callback = resolve;
          }
        });
        h2stream.on("close", onDrain).on("drain", onDrain);
        try {
          for await (const chunk of body) {
            if (socket[kError]) {
              throw socket[kError];
            }
            const res = h2stream.write(chunk);
            request.onBodySent(chunk);
            if (!res) {
              await waitForDrain();
            }
          }
          h2stream.end();
          request.onRequestSent();
          if (!expectsPayload) {
            socket[kReset] = true;
          }
          client[kResume]();
        } catch (err) {
          abort(err);
        } finally {
          h2stream.off("close", onDrain).off("drain", onDrain);
        }
      }
      module2.exports = connectH2;
    })
  ),
  /***/
  276: (
    /***/
    ((module2) => {
      const textDecoder = new TextDecoder();
      function utf8DecodeBytes(buffer) {
        if (buffer.length === 0) {
          return "";
        }
        if (buffer[0] === 239 && buffer[1] === 187 && buffer[2] === 191) {
          buffer = buffer.subarray(3);
        }
        const output = textDecoder.decode(buffer);
        return output;
      }
      module2.exports = {
        utf8DecodeBytes
      };
    })
  ),
  /***/
  63870: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      module2 = __nccwpck_require__.nmd(module2);
      const { Buffer: Buffer2 } = __nccwpck_require__(4573);
      const wasmBase64 = "AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAn9/AGABfwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAzU0BQYAAAMAAAAAAAADAQMAAwMDAAACAAAAAAICAgICAgICAgIBAQEBAQEBAQEBAwAAAwAAAAQFAXABExMFAwEAAgYIAX8BQcDZBAsHxQcoBm1lbW9yeQIAC19pbml0aWFsaXplAAgZX19pbmRpcmVjdF9mdW5jdGlvbl90YWJsZQEAC2xsaHR0cF9pbml0AAkYbGxodHRwX3Nob3VsZF9rZWVwX2FsaXZlADcMbGxodHRwX2FsbG9jAAsGbWFsbG9jADkLbGxodHRwX2ZyZWUADARmcmVlAAwPbGxodHRwX2dldF90eXBlAA0VbGxodHRwX2dldF9odHRwX21ham9yAA4VbGxodHRwX2dldF9odHRwX21pbm9yAA8RbGxodHRwX2dldF9tZXRob2QAEBZsbGh0dHBfZ2V0X3N0YXR1c19jb2RlABESbGxodHRwX2dldF91cGdyYWRlABIMbGxodHRwX3Jlc2V0ABMObGxodHRwX2V4ZWN1dGUAFBRsbGh0dHBfc2V0dGluZ3NfaW5pdAAVDWxsaHR0cF9maW5pc2gAFgxsbGh0dHBfcGF1c2UAFw1sbGh0dHBfcmVzdW1lABgbbGxodHRwX3Jlc3VtZV9hZnRlcl91cGdyYWRlABkQbGxodHRwX2dldF9lcnJubwAaF2xsaHR0cF9nZXRfZXJyb3JfcmVhc29uABsXbGxodHRwX3NldF9lcnJvcl9yZWFzb24AHBRsbGh0dHBfZ2V0X2Vycm9yX3BvcwAdEWxsaHR0cF9lcnJub19uYW1lAB4SbGxodHRwX21ldGhvZF9uYW1lAB8SbGxodHRwX3N0YXR1c19uYW1lACAabGxodHRwX3NldF9sZW5pZW50X2hlYWRlcnMAISFsbGh0dHBfc2V0X2xlbmllbnRfY2h1bmtlZF9sZW5ndGgAIh1sbGh0dHBfc2V0X2xlbmllbnRfa2VlcF9hbGl2ZQAjJGxsaHR0cF9zZXRfbGVuaWVudF90cmFuc2Zlcl9lbmNvZGluZwAkGmxsaHR0cF9zZXRfbGVuaWVudF92ZXJzaW9uACUjbGxodHRwX3NldF9sZW5pZW50X2RhdGFfYWZ0ZXJfY2xvc2UAJidsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfbGZfYWZ0ZXJfY3IAJyxsbGh0dHBfc2V0X2xlbmllbnRfb3B0aW9uYWxfY3JsZl9hZnRlcl9jaHVuawAoKGxsaHR0cF9zZXRfbGVuaWVudF9vcHRpb25hbF9jcl9iZWZvcmVfbGYAKSpsbGh0dHBfc2V0X2xlbmllbnRfc3BhY2VzX2FmdGVyX2NodW5rX3NpemUAKhhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YANgkYAQBBAQsSAQIDBAUKBgcyNDMuKy8tLDAxCq/ZAjQWAEHA1QAoAgAEQAALQcDVAEEBNgIACxQAIAAQOCAAIAI2AjggACABOgAoCxQAIAAgAC8BNCAALQAwIAAQNxAACx4BAX9BwAAQOiIBEDggAUGACDYCOCABIAA6ACggAQuPDAEHfwJAIABFDQAgAEEIayIBIABBBGsoAgAiAEF4cSIEaiEFAkAgAEEBcQ0AIABBA3FFDQEgASABKAIAIgBrIgFB1NUAKAIASQ0BIAAgBGohBAJAAkBB2NUAKAIAIAFHBEAgAEH/AU0EQCAAQQN2IQMgASgCCCIAIAEoAgwiAkYEQEHE1QBBxNUAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgASgCGCEGIAEgASgCDCIARwRAIAAgASgCCCICNgIIIAIgADYCDAwDCyABQRRqIgMoAgAiAkUEQCABKAIQIgJFDQIgAUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSgCBCIAQQNxQQNHDQIgBSAAQX5xNgIEQczVACAENgIAIAUgBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgASgCHCICQQJ0QfTXAGoiAygCACABRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAFGG2ogADYCACAARQ0BCyAAIAY2AhggASgCECICBEAgACACNgIQIAIgADYCGAsgAUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBU8NACAFKAIEIgBBAXFFDQACQAJAAkACQCAAQQJxRQRAQdzVACgCACAFRgRAQdzVACABNgIAQdDVAEHQ1QAoAgAgBGoiADYCACABIABBAXI2AgQgAUHY1QAoAgBHDQZBzNUAQQA2AgBB2NUAQQA2AgAMBgtB2NUAKAIAIAVGBEBB2NUAIAE2AgBBzNUAQczVACgCACAEaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAMBgsgAEF4cSAEaiEEIABB/wFNBEAgAEEDdiEDIAUoAggiACAFKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwFCyACIAA2AgggACACNgIMDAQLIAUoAhghBiAFIAUoAgwiAEcEQEHU1QAoAgAaIAAgBSgCCCICNgIIIAIgADYCDAwDCyAFQRRqIgMoAgAiAkUEQCAFKAIQIgJFDQIgBUEQaiEDCwNAIAMhByACIgBBFGoiAygCACICDQAgAEEQaiEDIAAoAhAiAg0ACyAHQQA2AgAMAgsgBSAAQX5xNgIEIAEgBGogBDYCACABIARBAXI2AgQMAwtBACEACyAGRQ0AAkAgBSgCHCICQQJ0QfTXAGoiAygCACAFRgRAIAMgADYCACAADQFByNUAQcjVACgCAEF+IAJ3cTYCAAwCCyAGQRBBFCAGKAIQIAVGG2ogADYCACAARQ0BCyAAIAY2AhggBSgCECICBEAgACACNgIQIAIgADYCGAsgBUEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgBGogBDYCACABIARBAXI2AgQgAUHY1QAoAgBHDQBBzNUAIAQ2AgAMAQsgBEH/AU0EQCAEQXhxQezVAGohAAJ/QcTVACgCACICQQEgBEEDdnQiA3FFBEBBxNUAIAIgA3I2AgAgAAwBCyAAKAIICyICIAE2AgwgACABNgIIIAEgADYCDCABIAI2AggMAQtBHyECIARB////B00EQCAEQSYgBEEIdmciAGt2QQFxIABBAXRrQT5qIQILIAEgAjYCHCABQgA3AhAgAkECdEH01wBqIQACQEHI1QAoAgAiA0EBIAJ0IgdxRQRAIAAgATYCAEHI1QAgAyAHcjYCACABIAA2AhggASABNgIIIAEgATYCDAwBCyAEQRkgAkEBdmtBACACQR9HG3QhAiAAKAIAIQACQANAIAAiAygCBEF4cSAERg0BIAJBHXYhACACQQF0IQIgAyAAQQRxakEQaiIHKAIAIgANAAsgByABNgIAIAEgAzYCGCABIAE2AgwgASABNgIIDAELIAMoAggiACABNgIMIAMgATYCCCABQQA2AhggASADNgIMIAEgADYCCAtB5NUAQeTVACgCAEEBayIAQX8gABs2AgALCwcAIAAtACgLBwAgAC0AKgsHACAALQArCwcAIAAtACkLBwAgAC8BNAsHACAALQAwC0ABBH8gACgCGCEBIAAvAS4hAiAALQAoIQMgACgCOCEEIAAQOCAAIAQ2AjggACADOgAoIAAgAjsBLiAAIAE2AhgL5YUCAgd/A34gASACaiEEAkAgACIDKAIMIgANACADKAIEBEAgAyABNgIECyMAQRBrIgkkAAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAygCHCICQQJrDvwBAfkBAgMEBQYHCAkKCwwNDg8QERL4ARP3ARQV9gEWF/UBGBkaGxwdHh8g/QH7ASH0ASIjJCUmJygpKivzASwtLi8wMTLyAfEBMzTwAe8BNTY3ODk6Ozw9Pj9AQUJDREVGR0hJSktMTU5P+gFQUVJT7gHtAVTsAVXrAVZXWFla6gFbXF1eX2BhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ent8fX5/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcoBywHMAc0BzgHpAegBzwHnAdAB5gHRAdIB0wHUAeUB1QHWAdcB2AHZAdoB2wHcAd0B3gHfAeAB4QHiAeMBAPwBC0EADOMBC0EODOIBC0ENDOEBC0EPDOABC0EQDN8BC0ETDN4BC0EUDN0BC0EVDNwBC0EWDNsBC0EXDNoBC0EYDNkBC0EZDNgBC0EaDNcBC0EbDNYBC0EcDNUBC0EdDNQBC0EeDNMBC0EfDNIBC0EgDNEBC0EhDNABC0EIDM8BC0EiDM4BC0EkDM0BC0EjDMwBC0EHDMsBC0ElDMoBC0EmDMkBC0EnDMgBC0EoDMcBC0ESDMYBC0ERDMUBC0EpDMQBC0EqDMMBC0ErDMIBC0EsDMEBC0HeAQzAAQtBLgy/AQtBLwy+AQtBMAy9AQtBMQy8AQtBMgy7AQtBMwy6AQtBNAy5AQtB3wEMuAELQTUMtwELQTkMtgELQQwMtQELQTYMtAELQTcMswELQTgMsgELQT4MsQELQToMsAELQeABDK8BC0ELDK4BC0E/DK0BC0E7DKwBC0EKDKsBC0E8DKoBC0E9DKkBC0HhAQyoAQtBwQAMpwELQcAADKYBC0HCAAylAQtBCQykAQtBLQyjAQtBwwAMogELQcQADKEBC0HFAAygAQtBxgAMnwELQccADJ4BC0HIAAydAQtByQAMnAELQcoADJsBC0HLAAyaAQtBzAAMmQELQc0ADJgBC0HOAAyXAQtBzwAMlgELQdAADJUBC0HRAAyUAQtB0gAMkwELQdMADJIBC0HVAAyRAQtB1AAMkAELQdYADI8BC0HXAAyOAQtB2AAMjQELQdkADIwBC0HaAAyLAQtB2wAMigELQdwADIkBC0HdAAyIAQtB3gAMhwELQd8ADIYBC0HgAAyFAQtB4QAMhAELQeIADIMBC0HjAAyCAQtB5AAMgQELQeUADIABC0HiAQx/C0HmAAx+C0HnAAx9C0EGDHwLQegADHsLQQUMegtB6QAMeQtBBAx4C0HqAAx3C0HrAAx2C0HsAAx1C0HtAAx0C0EDDHMLQe4ADHILQe8ADHELQfAADHALQfIADG8LQfEADG4LQfMADG0LQfQADGwLQfUADGsLQfYADGoLQQIMaQtB9wAMaAtB+AAMZwtB+QAMZgtB+gAMZQtB+wAMZAtB/AAMYwtB/QAMYgtB/gAMYQtB/wAMYAtBgAEMXwtBgQEMXgtBggEMXQtBgwEMXAtBhAEMWwtBhQEMWgtBhgEMWQtBhwEMWAtBiAEMVwtBiQEMVgtBigEMVQtBiwEMVAtBjAEMUwtBjQEMUgtBjgEMUQtBjwEMUAtBkAEMTwtBkQEMTgtBkgEMTQtBkwEMTAtBlAEMSwtBlQEMSgtBlgEMSQtBlwEMSAtBmAEMRwtBmQEMRgtBmgEMRQtBmwEMRAtBnAEMQwtBnQEMQgtBngEMQQtBnwEMQAtBoAEMPwtBoQEMPgtBogEMPQtBowEMPAtBpAEMOwtBpQEMOgtBpgEMOQtBpwEMOAtBqAEMNwtBqQEMNgtBqgEMNQtBqwEMNAtBrAEMMwtBrQEMMgtBrgEMMQtBrwEMMAtBsAEMLwtBsQEMLgtBsgEMLQtBswEMLAtBtAEMKwtBtQEMKgtBtgEMKQtBtwEMKAtBuAEMJwtBuQEMJgtBugEMJQtBuwEMJAtBvAEMIwtBvQEMIgtBvgEMIQtBvwEMIAtBwAEMHwtBwQEMHgtBwgEMHQtBAQwcC0HDAQwbC0HEAQwaC0HFAQwZC0HGAQwYC0HHAQwXC0HIAQwWC0HJAQwVC0HKAQwUC0HLAQwTC0HMAQwSC0HNAQwRC0HOAQwQC0HPAQwPC0HQAQwOC0HRAQwNC0HSAQwMC0HTAQwLC0HUAQwKC0HVAQwJC0HWAQwIC0HjAQwHC0HXAQwGC0HYAQwFC0HZAQwEC0HaAQwDC0HbAQwCC0HdAQwBC0HcAQshAgNAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJ/AkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAMCfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAg7jAQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEjJCUnKCmeA5sDmgORA4oDgwOAA/0C+wL4AvIC8QLvAu0C6ALnAuYC5QLkAtwC2wLaAtkC2ALXAtYC1QLPAs4CzALLAsoCyQLIAscCxgLEAsMCvgK8AroCuQK4ArcCtgK1ArQCswKyArECsAKuAq0CqQKoAqcCpgKlAqQCowKiAqECoAKfApgCkAKMAosCigKBAv4B/QH8AfsB+gH5AfgB9wH1AfMB8AHrAekB6AHnAeYB5QHkAeMB4gHhAeAB3wHeAd0B3AHaAdkB2AHXAdYB1QHUAdMB0gHRAdABzwHOAc0BzAHLAcoByQHIAccBxgHFAcQBwwHCAcEBwAG/Ab4BvQG8AbsBugG5AbgBtwG2AbUBtAGzAbIBsQGwAa8BrgGtAawBqwGqAakBqAGnAaYBpQGkAaMBogGfAZ4BmQGYAZcBlgGVAZQBkwGSAZEBkAGPAY0BjAGHAYYBhQGEAYMBggF9fHt6eXZ1dFBRUlNUVQsgASAERw1yQf0BIQIMvgMLIAEgBEcNmAFB2wEhAgy9AwsgASAERw3xAUGOASECDLwDCyABIARHDfwBQYQBIQIMuwMLIAEgBEcNigJB/wAhAgy6AwsgASAERw2RAkH9ACECDLkDCyABIARHDZQCQfsAIQIMuAMLIAEgBEcNHkEeIQIMtwMLIAEgBEcNGUEYIQIMtgMLIAEgBEcNygJBzQAhAgy1AwsgASAERw3VAkHGACECDLQDCyABIARHDdYCQcMAIQIMswMLIAEgBEcN3AJBOCECDLIDCyADLQAwQQFGDa0DDIkDC0EAIQACQAJAAkAgAy0AKkUNACADLQArRQ0AIAMvATIiAkECcUUNAQwCCyADLwEyIgJBAXFFDQELQQEhACADLQAoQQFGDQAgAy8BNCIGQeQAa0HkAEkNACAGQcwBRg0AIAZBsAJGDQAgAkHAAHENAEEAIQAgAkGIBHFBgARGDQAgAkEocUEARyEACyADQQA7ATIgA0EAOgAxAkAgAEUEQCADQQA6ADEgAy0ALkEEcQ0BDLEDCyADQgA3AyALIANBADoAMSADQQE6ADYMSAtBACEAAkAgAygCOCICRQ0AIAIoAjAiAkUNACADIAIRAAAhAAsgAEUNSCAAQRVHDWIgA0EENgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMrwMLIAEgBEYEQEEGIQIMrwMLIAEtAABBCkcNGSABQQFqIQEMGgsgA0IANwMgQRIhAgyUAwsgASAERw2KA0EjIQIMrAMLIAEgBEYEQEEHIQIMrAMLAkACQCABLQAAQQprDgQBGBgAGAsgAUEBaiEBQRAhAgyTAwsgAUEBaiEBIANBL2otAABBAXENF0EAIQIgA0EANgIcIAMgATYCFCADQZkgNgIQIANBGTYCDAyrAwsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFoNGEEIIQIMqgMLIAEgBEcEQCADQQk2AgggAyABNgIEQRQhAgyRAwtBCSECDKkDCyADKQMgUA2uAgxDCyABIARGBEBBCyECDKgDCyABLQAAQQpHDRYgAUEBaiEBDBcLIANBL2otAABBAXFFDRkMJgtBACEAAkAgAygCOCICRQ0AIAIoAlAiAkUNACADIAIRAAAhAAsgAA0ZDEILQQAhAAJAIAMoAjgiAkUNACACKAJQIgJFDQAgAyACEQAAIQALIAANGgwkC0EAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADRsMMgsgA0Evai0AAEEBcUUNHAwiC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADRwMQgtBACEAAkAgAygCOCICRQ0AIAIoAlQiAkUNACADIAIRAAAhAAsgAA0dDCALIAEgBEYEQEETIQIMoAMLAkAgAS0AACIAQQprDgQfIyMAIgsgAUEBaiEBDB8LQQAhAAJAIAMoAjgiAkUNACACKAJUIgJFDQAgAyACEQAAIQALIAANIgxCCyABIARGBEBBFiECDJ4DCyABLQAAQcDBAGotAABBAUcNIwyDAwsCQANAIAEtAABBsDtqLQAAIgBBAUcEQAJAIABBAmsOAgMAJwsgAUEBaiEBQSEhAgyGAwsgBCABQQFqIgFHDQALQRghAgydAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAFBAWoiARA0IgANIQxBC0EAIQACQCADKAI4IgJFDQAgAigCVCICRQ0AIAMgAhEAACEACyAADSMMKgsgASAERgRAQRwhAgybAwsgA0EKNgIIIAMgATYCBEEAIQACQCADKAI4IgJFDQAgAigCUCICRQ0AIAMgAhEAACEACyAADSVBJCECDIEDCyABIARHBEADQCABLQAAQbA9ai0AACIAQQNHBEAgAEEBaw4FGBomggMlJgsgBCABQQFqIgFHDQALQRshAgyaAwtBGyECDJkDCwNAIAEtAABBsD9qLQAAIgBBA0cEQCAAQQFrDgUPEScTJicLIAQgAUEBaiIBRw0AC0EeIQIMmAMLIAEgBEcEQCADQQs2AgggAyABNgIEQQchAgz/AgtBHyECDJcDCyABIARGBEBBICECDJcDCwJAIAEtAABBDWsOFC4/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8APwtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQMlgMLIANBL2ohAgNAIAEgBEYEQEEhIQIMlwMLAkACQAJAIAEtAAAiAEEJaw4YAgApKQEpKSkpKSkpKSkpKSkpKSkpKSkCJwsgAUEBaiEBIANBL2otAABBAXFFDQoMGAsgAUEBaiEBDBcLIAFBAWohASACLQAAQQJxDQALQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDJUDCyADLQAuQYABcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUN5gIgAEEVRgRAIANBJDYCHCADIAE2AhQgA0GbGzYCECADQRU2AgxBACECDJQDC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAyTAwtBACECIANBADYCHCADIAE2AhQgA0G+IDYCECADQQI2AgwMkgMLIAMoAgQhAEEAIQIgA0EANgIEIAMgACABIAynaiIBEDIiAEUNKyADQQc2AhwgAyABNgIUIAMgADYCDAyRAwsgAy0ALkHAAHFFDQELQQAhAAJAIAMoAjgiAkUNACACKAJYIgJFDQAgAyACEQAAIQALIABFDSsgAEEVRgRAIANBCjYCHCADIAE2AhQgA0HrGTYCECADQRU2AgxBACECDJADC0EAIQIgA0EANgIcIAMgATYCFCADQZMMNgIQIANBEzYCDAyPAwtBACECIANBADYCHCADIAE2AhQgA0GCFTYCECADQQI2AgwMjgMLQQAhAiADQQA2AhwgAyABNgIUIANB3RQ2AhAgA0EZNgIMDI0DC0EAIQIgA0EANgIcIAMgATYCFCADQeYdNgIQIANBGTYCDAyMAwsgAEEVRg09QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIsDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFDSggA0ENNgIcIAMgATYCFCADIAA2AgwMigMLIABBFUYNOkEAIQIgA0EANgIcIAMgATYCFCADQdAPNgIQIANBIjYCDAyJAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwoCyADQQ42AhwgAyAANgIMIAMgAUEBajYCFAyIAwsgAEEVRg03QQAhAiADQQA2AhwgAyABNgIUIANB0A82AhAgA0EiNgIMDIcDCyADKAIEIQBBACECIANBADYCBCADIAAgARAzIgBFBEAgAUEBaiEBDCcLIANBDzYCHCADIAA2AgwgAyABQQFqNgIUDIYDC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAyFAwsgAEEVRg0zQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDIQDCyADKAIEIQBBACECIANBADYCBCADIAAgARA0IgBFDSUgA0ERNgIcIAMgATYCFCADIAA2AgwMgwMLIABBFUYNMEEAIQIgA0EANgIcIAMgATYCFCADQdYMNgIQIANBIzYCDAyCAwsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQwlCyADQRI2AhwgAyAANgIMIAMgAUEBajYCFAyBAwsgA0Evai0AAEEBcUUNAQtBFyECDOYCC0EAIQIgA0EANgIcIAMgATYCFCADQeIXNgIQIANBGTYCDAz+AgsgAEE7Rw0AIAFBAWohAQwMC0EAIQIgA0EANgIcIAMgATYCFCADQZIYNgIQIANBAjYCDAz8AgsgAEEVRg0oQQAhAiADQQA2AhwgAyABNgIUIANB1gw2AhAgA0EjNgIMDPsCCyADQRQ2AhwgAyABNgIUIAMgADYCDAz6AgsgAygCBCEAQQAhAiADQQA2AgQgAyAAIAEQNCIARQRAIAFBAWohAQz1AgsgA0EVNgIcIAMgADYCDCADIAFBAWo2AhQM+QILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM8wILIANBFzYCHCADIAA2AgwgAyABQQFqNgIUDPgCCyAAQRVGDSNBACECIANBADYCHCADIAE2AhQgA0HWDDYCECADQSM2AgwM9wILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEMHQsgA0EZNgIcIAMgADYCDCADIAFBAWo2AhQM9gILIAMoAgQhAEEAIQIgA0EANgIEIAMgACABEDQiAEUEQCABQQFqIQEM7wILIANBGjYCHCADIAA2AgwgAyABQQFqNgIUDPUCCyAAQRVGDR9BACECIANBADYCHCADIAE2AhQgA0HQDzYCECADQSI2AgwM9AILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQwbCyADQRw2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM8wILIAMoAgQhACADQQA2AgQgAyAAIAEQMyIARQRAIAFBAWohAQzrAgsgA0EdNgIcIAMgADYCDCADIAFBAWo2AhRBACECDPICCyAAQTtHDQEgAUEBaiEBC0EmIQIM1wILQQAhAiADQQA2AhwgAyABNgIUIANBnxU2AhAgA0EMNgIMDO8CCyABIARHBEADQCABLQAAQSBHDYQCIAQgAUEBaiIBRw0AC0EsIQIM7wILQSwhAgzuAgsgASAERgRAQTQhAgzuAgsCQAJAA0ACQCABLQAAQQprDgQCAAADAAsgBCABQQFqIgFHDQALQTQhAgzvAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDZ8CIANBMjYCHCADIAE2AhQgAyAANgIMQQAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFBEAgAUEBaiEBDJ8CCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIM7QILIAEgBEcEQAJAA0AgAS0AAEEwayIAQf8BcUEKTwRAQTohAgzXAgsgAykDICILQpmz5syZs+bMGVYNASADIAtCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAMgCiALfDcDICAEIAFBAWoiAUcNAAtBwAAhAgzuAgsgAygCBCEAIANBADYCBCADIAAgAUEBaiIBEDEiAA0XDOICC0HAACECDOwCCyABIARGBEBByQAhAgzsAgsCQANAAkAgAS0AAEEJaw4YAAKiAqICqQKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogKiAqICogIAogILIAQgAUEBaiIBRw0AC0HJACECDOwCCyABQQFqIQEgA0Evai0AAEEBcQ2lAiADQQA2AhwgAyABNgIUIANBlxA2AhAgA0EKNgIMQQAhAgzrAgsgASAERwRAA0AgAS0AAEEgRw0VIAQgAUEBaiIBRw0AC0H4ACECDOsCC0H4ACECDOoCCyADQQI6ACgMOAtBACECIANBADYCHCADQb8LNgIQIANBAjYCDCADIAFBAWo2AhQM6AILQQAhAgzOAgtBDSECDM0CC0ETIQIMzAILQRUhAgzLAgtBFiECDMoCC0EYIQIMyQILQRkhAgzIAgtBGiECDMcCC0EbIQIMxgILQRwhAgzFAgtBHSECDMQCC0EeIQIMwwILQR8hAgzCAgtBICECDMECC0EiIQIMwAILQSMhAgy/AgtBJSECDL4CC0HlACECDL0CCyADQT02AhwgAyABNgIUIAMgADYCDEEAIQIM1QILIANBGzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDNQCCyADQSA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzTAgsgA0ETNgIcIAMgATYCFCADQZgaNgIQIANBFTYCDEEAIQIM0gILIANBCzYCHCADIAE2AhQgA0GYGjYCECADQRU2AgxBACECDNECCyADQRA2AhwgAyABNgIUIANBmBo2AhAgA0EVNgIMQQAhAgzQAgsgA0EgNgIcIAMgATYCFCADQaQcNgIQIANBFTYCDEEAIQIMzwILIANBCzYCHCADIAE2AhQgA0GkHDYCECADQRU2AgxBACECDM4CCyADQQw2AhwgAyABNgIUIANBpBw2AhAgA0EVNgIMQQAhAgzNAgtBACECIANBADYCHCADIAE2AhQgA0HdDjYCECADQRI2AgwMzAILAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB/QEhAgzMAgsCQAJAIAMtADZBAUcNAEEAIQACQCADKAI4IgJFDQAgAigCYCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUcNASADQfwBNgIcIAMgATYCFCADQdwZNgIQIANBFTYCDEEAIQIMzQILQdwBIQIMswILIANBADYCHCADIAE2AhQgA0H5CzYCECADQR82AgxBACECDMsCCwJAAkAgAy0AKEEBaw4CBAEAC0HbASECDLICC0HUASECDLECCyADQQI6ADFBACEAAkAgAygCOCICRQ0AIAIoAgAiAkUNACADIAIRAAAhAAsgAEUEQEHdASECDLECCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQbQMNgIQIANBEDYCDEEAIQIMygILIANB+wE2AhwgAyABNgIUIANBgRo2AhAgA0EVNgIMQQAhAgzJAgsgASAERgRAQfoBIQIMyQILIAEtAABByABGDQEgA0EBOgAoC0HAASECDK4CC0HaASECDK0CCyABIARHBEAgA0EMNgIIIAMgATYCBEHZASECDK0CC0H5ASECDMUCCyABIARGBEBB+AEhAgzFAgsgAS0AAEHIAEcNBCABQQFqIQFB2AEhAgyrAgsgASAERgRAQfcBIQIMxAILAkACQCABLQAAQcUAaw4QAAUFBQUFBQUFBQUFBQUFAQULIAFBAWohAUHWASECDKsCCyABQQFqIQFB1wEhAgyqAgtB9gEhAiABIARGDcICIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbrVAGotAABHDQMgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADMMCCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIARQRAQeMBIQIMqgILIANB9QE2AhwgAyABNgIUIAMgADYCDEEAIQIMwgILQfQBIQIgASAERg3BAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEG41QBqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzCAgsgA0GBBDsBKCADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQLiIADQMMAgsgA0EANgIAC0EAIQIgA0EANgIcIAMgATYCFCADQeUfNgIQIANBCDYCDAy/AgtB1QEhAgylAgsgA0HzATYCHCADIAE2AhQgAyAANgIMQQAhAgy9AgtBACEAAkAgAygCOCICRQ0AIAIoAkAiAkUNACADIAIRAAAhAAsgAEUNbiAAQRVHBEAgA0EANgIcIAMgATYCFCADQYIPNgIQIANBIDYCDEEAIQIMvQILIANBjwE2AhwgAyABNgIUIANB7Bs2AhAgA0EVNgIMQQAhAgy8AgsgASAERwRAIANBDTYCCCADIAE2AgRB0wEhAgyjAgtB8gEhAgy7AgsgASAERgRAQfEBIQIMuwILAkACQAJAIAEtAABByABrDgsAAQgICAgICAgIAggLIAFBAWohAUHQASECDKMCCyABQQFqIQFB0QEhAgyiAgsgAUEBaiEBQdIBIQIMoQILQfABIQIgASAERg25AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBtdUAai0AAEcNBCAAQQJGDQMgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuQILQe8BIQIgASAERg24AiADKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABBs9UAai0AAEcNAyAAQQFGDQIgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMuAILQe4BIQIgASAERg23AiADKAIAIgAgBCABa2ohBiABIABrQQJqIQUDQCABLQAAIABBsNUAai0AAEcNAiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAY2AgAMtwILIAMoAgQhACADQgA3AwAgAyAAIAVBAWoiARArIgBFDQIgA0HsATYCHCADIAE2AhQgAyAANgIMQQAhAgy2AgsgA0EANgIACyADKAIEIQAgA0EANgIEIAMgACABECsiAEUNnAIgA0HtATYCHCADIAE2AhQgAyAANgIMQQAhAgy0AgtBzwEhAgyaAgtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDLQCC0HOASECDJoCCyADQesBNgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMsgILIAEgBEYEQEHrASECDLICCyABLQAAQS9GBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GyODYCECADQQg2AgxBACECDLECC0HNASECDJcCCyABIARHBEAgA0EONgIIIAMgATYCBEHMASECDJcCC0HqASECDK8CCyABIARGBEBB6QEhAgyvAgsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFBywEhAgyWAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZcCIANB6AE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAEgBEYEQEHnASECDK4CCwJAIAEtAABBLkYEQCABQQFqIQEMAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZgCIANB5gE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILQcoBIQIMlAILIAEgBEYEQEHlASECDK0CC0EAIQBBASEFQQEhB0EAIQICQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQCABLQAAQTBrDgoKCQABAgMEBQYICwtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshAkEAIQVBACEHDAILQQkhAkEBIQBBACEFQQAhBwwBC0EAIQVBASECCyADIAI6ACsgAUEBaiEBAkACQCADLQAuQRBxDQACQAJAAkAgAy0AKg4DAQACBAsgB0UNAwwCCyAADQEMAgsgBUUNAQsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDQIgA0HiATYCHCADIAE2AhQgAyAANgIMQQAhAgyvAgsgAygCBCEAIANBADYCBCADIAAgARAvIgBFDZoCIANB4wE2AhwgAyABNgIUIAMgADYCDEEAIQIMrgILIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ2YAiADQeQBNgIcIAMgATYCFCADIAA2AgwMrQILQckBIQIMkwILQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANBpA02AhAgA0EhNgIMQQAhAgytAgtByAEhAgyTAgsgA0HhATYCHCADIAE2AhQgA0HQGjYCECADQRU2AgxBACECDKsCCyABIARGBEBB4QEhAgyrAgsCQCABLQAAQSBGBEAgA0EAOwE0IAFBAWohAQwBCyADQQA2AhwgAyABNgIUIANBmRE2AhAgA0EJNgIMQQAhAgyrAgtBxwEhAgyRAgsgASAERgRAQeABIQIMqgILAkAgAS0AAEEwa0H/AXEiAkEKSQRAIAFBAWohAQJAIAMvATQiAEGZM0sNACADIABBCmwiADsBNCAAQf7/A3EgAkH//wNzSw0AIAMgACACajsBNAwCC0EAIQIgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDAyrAgsgA0EANgIcIAMgATYCFCADQZUeNgIQIANBDTYCDEEAIQIMqgILQcYBIQIMkAILIAEgBEYEQEHfASECDKkCCwJAIAEtAABBMGtB/wFxIgJBCkkEQCABQQFqIQECQCADLwE0IgBBmTNLDQAgAyAAQQpsIgA7ATQgAEH+/wNxIAJB//8Dc0sNACADIAAgAmo7ATQMAgtBACECIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgwMqgILIANBADYCHCADIAE2AhQgA0GVHjYCECADQQ02AgxBACECDKkCC0HFASECDI8CCyABIARGBEBB3gEhAgyoAgsCQCABLQAAQTBrQf8BcSICQQpJBEAgAUEBaiEBAkAgAy8BNCIAQZkzSw0AIAMgAEEKbCIAOwE0IABB/v8DcSACQf//A3NLDQAgAyAAIAJqOwE0DAILQQAhAiADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMDKkCCyADQQA2AhwgAyABNgIUIANBlR42AhAgA0ENNgIMQQAhAgyoAgtBxAEhAgyOAgsgASAERgRAQd0BIQIMpwILAkACQAJAAkAgAS0AAEEKaw4XAgMDAAMDAwMDAwMDAwMDAwMDAwMDAwEDCyABQQFqDAULIAFBAWohAUHDASECDI8CCyABQQFqIQEgA0Evai0AAEEBcQ0IIANBADYCHCADIAE2AhQgA0GNCzYCECADQQ02AgxBACECDKcCCyADQQA2AhwgAyABNgIUIANBjQs2AhAgA0ENNgIMQQAhAgymAgsgASAERwRAIANBDzYCCCADIAE2AgRBASECDI0CC0HcASECDKUCCwJAAkADQAJAIAEtAABBCmsOBAIAAAMACyAEIAFBAWoiAUcNAAtB2wEhAgymAgsgAygCBCEAIANBADYCBCADIAAgARAtIgBFBEAgAUEBaiEBDAQLIANB2gE2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMpQILIAMoAgQhACADQQA2AgQgAyAAIAEQLSIADQEgAUEBagshAUHBASECDIoCCyADQdkBNgIcIAMgADYCDCADIAFBAWo2AhRBACECDKICC0HCASECDIgCCyADQS9qLQAAQQFxDQEgA0EANgIcIAMgATYCFCADQeQcNgIQIANBGTYCDEEAIQIMoAILIAEgBEYEQEHZASECDKACCwJAAkACQCABLQAAQQprDgQBAgIAAgsgAUEBaiEBDAILIAFBAWohAQwBCyADLQAuQcAAcUUNAQtBACEAAkAgAygCOCICRQ0AIAIoAjwiAkUNACADIAIRAAAhAAsgAEUNoAEgAEEVRgRAIANB2QA2AhwgAyABNgIUIANBtxo2AhAgA0EVNgIMQQAhAgyfAgsgA0EANgIcIAMgATYCFCADQYANNgIQIANBGzYCDEEAIQIMngILIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDJ0CCyABIARHBEAgA0EMNgIIIAMgATYCBEG/ASECDIQCC0HYASECDJwCCyABIARGBEBB1wEhAgycAgsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBwQBrDhUAAQIDWgQFBlpaWgcICQoLDA0ODxBaCyABQQFqIQFB+wAhAgySAgsgAUEBaiEBQfwAIQIMkQILIAFBAWohAUGBASECDJACCyABQQFqIQFBhQEhAgyPAgsgAUEBaiEBQYYBIQIMjgILIAFBAWohAUGJASECDI0CCyABQQFqIQFBigEhAgyMAgsgAUEBaiEBQY0BIQIMiwILIAFBAWohAUGWASECDIoCCyABQQFqIQFBlwEhAgyJAgsgAUEBaiEBQZgBIQIMiAILIAFBAWohAUGlASECDIcCCyABQQFqIQFBpgEhAgyGAgsgAUEBaiEBQawBIQIMhQILIAFBAWohAUG0ASECDIQCCyABQQFqIQFBtwEhAgyDAgsgAUEBaiEBQb4BIQIMggILIAEgBEYEQEHWASECDJsCCyABLQAAQc4ARw1IIAFBAWohAUG9ASECDIECCyABIARGBEBB1QEhAgyaAgsCQAJAAkAgAS0AAEHCAGsOEgBKSkpKSkpKSkoBSkpKSkpKAkoLIAFBAWohAUG4ASECDIICCyABQQFqIQFBuwEhAgyBAgsgAUEBaiEBQbwBIQIMgAILQdQBIQIgASAERg2YAiADKAIAIgAgBCABa2ohBSABIABrQQdqIQYCQANAIAEtAAAgAEGo1QBqLQAARw1FIABBB0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyZAgsgA0EANgIAIAZBAWohAUEbDEULIAEgBEYEQEHTASECDJgCCwJAAkAgAS0AAEHJAGsOBwBHR0dHRwFHCyABQQFqIQFBuQEhAgz/AQsgAUEBaiEBQboBIQIM/gELQdIBIQIgASAERg2WAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGm1QBqLQAARw1DIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyXAgsgA0EANgIAIAZBAWohAUEPDEMLQdEBIQIgASAERg2VAiADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGk1QBqLQAARw1CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyWAgsgA0EANgIAIAZBAWohAUEgDEILQdABIQIgASAERg2UAiADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw1BIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAyVAgsgA0EANgIAIAZBAWohAUESDEELIAEgBEYEQEHPASECDJQCCwJAAkAgAS0AAEHFAGsODgBDQ0NDQ0NDQ0NDQ0MBQwsgAUEBaiEBQbUBIQIM+wELIAFBAWohAUG2ASECDPoBC0HOASECIAEgBEYNkgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBntUAai0AAEcNPyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkwILIANBADYCACAGQQFqIQFBBww/C0HNASECIAEgBEYNkQIgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBmNUAai0AAEcNPiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMkgILIANBADYCACAGQQFqIQFBKAw+CyABIARGBEBBzAEhAgyRAgsCQAJAAkAgAS0AAEHFAGsOEQBBQUFBQUFBQUEBQUFBQUECQQsgAUEBaiEBQbEBIQIM+QELIAFBAWohAUGyASECDPgBCyABQQFqIQFBswEhAgz3AQtBywEhAiABIARGDY8CIAMoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQZHVAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJACCyADQQA2AgAgBkEBaiEBQRoMPAtBygEhAiABIARGDY4CIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQY3VAGotAABHDTsgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADI8CCyADQQA2AgAgBkEBaiEBQSEMOwsgASAERgRAQckBIQIMjgILAkACQCABLQAAQcEAaw4UAD09PT09PT09PT09PT09PT09PQE9CyABQQFqIQFBrQEhAgz1AQsgAUEBaiEBQbABIQIM9AELIAEgBEYEQEHIASECDI0CCwJAAkAgAS0AAEHVAGsOCwA8PDw8PDw8PDwBPAsgAUEBaiEBQa4BIQIM9AELIAFBAWohAUGvASECDPMBC0HHASECIAEgBEYNiwIgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNOCAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMjAILIANBADYCACAGQQFqIQFBKgw4CyABIARGBEBBxgEhAgyLAgsgAS0AAEHQAEcNOCABQQFqIQFBJQw3C0HFASECIAEgBEYNiQIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBgdUAai0AAEcNNiAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMigILIANBADYCACAGQQFqIQFBDgw2CyABIARGBEBBxAEhAgyJAgsgAS0AAEHFAEcNNiABQQFqIQFBqwEhAgzvAQsgASAERgRAQcMBIQIMiAILAkACQAJAAkAgAS0AAEHCAGsODwABAjk5OTk5OTk5OTk5AzkLIAFBAWohAUGnASECDPEBCyABQQFqIQFBqAEhAgzwAQsgAUEBaiEBQakBIQIM7wELIAFBAWohAUGqASECDO4BC0HCASECIAEgBEYNhgIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB/tQAai0AAEcNMyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhwILIANBADYCACAGQQFqIQFBFAwzC0HBASECIAEgBEYNhQIgAygCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABB+dQAai0AAEcNMiAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhgILIANBADYCACAGQQFqIQFBKwwyC0HAASECIAEgBEYNhAIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB9tQAai0AAEcNMSAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhQILIANBADYCACAGQQFqIQFBLAwxC0G/ASECIAEgBEYNgwIgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBodUAai0AAEcNMCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMhAILIANBADYCACAGQQFqIQFBEQwwC0G+ASECIAEgBEYNggIgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABB8tQAai0AAEcNLyAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgwILIANBADYCACAGQQFqIQFBLgwvCyABIARGBEBBvQEhAgyCAgsCQAJAAkACQAJAIAEtAABBwQBrDhUANDQ0NDQ0NDQ0NAE0NAI0NAM0NAQ0CyABQQFqIQFBmwEhAgzsAQsgAUEBaiEBQZwBIQIM6wELIAFBAWohAUGdASECDOoBCyABQQFqIQFBogEhAgzpAQsgAUEBaiEBQaQBIQIM6AELIAEgBEYEQEG8ASECDIECCwJAAkAgAS0AAEHSAGsOAwAwATALIAFBAWohAUGjASECDOgBCyABQQFqIQFBBAwtC0G7ASECIAEgBEYN/wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8NQAai0AAEcNLCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMgAILIANBADYCACAGQQFqIQFBHQwsCyABIARGBEBBugEhAgz/AQsCQAJAIAEtAABByQBrDgcBLi4uLi4ALgsgAUEBaiEBQaEBIQIM5gELIAFBAWohAUEiDCsLIAEgBEYEQEG5ASECDP4BCyABLQAAQdAARw0rIAFBAWohAUGgASECDOQBCyABIARGBEBBuAEhAgz9AQsCQAJAIAEtAABBxgBrDgsALCwsLCwsLCwsASwLIAFBAWohAUGeASECDOQBCyABQQFqIQFBnwEhAgzjAQtBtwEhAiABIARGDfsBIAMoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQezUAGotAABHDSggAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPwBCyADQQA2AgAgBkEBaiEBQQ0MKAtBtgEhAiABIARGDfoBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQaHVAGotAABHDScgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPsBCyADQQA2AgAgBkEBaiEBQQwMJwtBtQEhAiABIARGDfkBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQerUAGotAABHDSYgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPoBCyADQQA2AgAgBkEBaiEBQQMMJgtBtAEhAiABIARGDfgBIAMoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQejUAGotAABHDSUgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADPkBCyADQQA2AgAgBkEBaiEBQSYMJQsgASAERgRAQbMBIQIM+AELAkACQCABLQAAQdQAaw4CAAEnCyABQQFqIQFBmQEhAgzfAQsgAUEBaiEBQZoBIQIM3gELQbIBIQIgASAERg32ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHm1ABqLQAARw0jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz3AQsgA0EANgIAIAZBAWohAUEnDCMLQbEBIQIgASAERg31ASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHk1ABqLQAARw0iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz2AQsgA0EANgIAIAZBAWohAUEcDCILQbABIQIgASAERg30ASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHe1ABqLQAARw0hIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz1AQsgA0EANgIAIAZBAWohAUEGDCELQa8BIQIgASAERg3zASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHZ1ABqLQAARw0gIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAz0AQsgA0EANgIAIAZBAWohAUEZDCALIAEgBEYEQEGuASECDPMBCwJAAkACQAJAIAEtAABBLWsOIwAkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJAEkJCQkJAIkJCQDJAsgAUEBaiEBQY4BIQIM3AELIAFBAWohAUGPASECDNsBCyABQQFqIQFBlAEhAgzaAQsgAUEBaiEBQZUBIQIM2QELQa0BIQIgASAERg3xASADKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHX1ABqLQAARw0eIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzyAQsgA0EANgIAIAZBAWohAUELDB4LIAEgBEYEQEGsASECDPEBCwJAAkAgAS0AAEHBAGsOAwAgASALIAFBAWohAUGQASECDNgBCyABQQFqIQFBkwEhAgzXAQsgASAERgRAQasBIQIM8AELAkACQCABLQAAQcEAaw4PAB8fHx8fHx8fHx8fHx8BHwsgAUEBaiEBQZEBIQIM1wELIAFBAWohAUGSASECDNYBCyABIARGBEBBqgEhAgzvAQsgAS0AAEHMAEcNHCABQQFqIQFBCgwbC0GpASECIAEgBEYN7QEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABB0dQAai0AAEcNGiAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7gELIANBADYCACAGQQFqIQFBHgwaC0GoASECIAEgBEYN7AEgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCABLQAAIABBytQAai0AAEcNGSAAQQZGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7QELIANBADYCACAGQQFqIQFBFQwZC0GnASECIAEgBEYN6wEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBx9QAai0AAEcNGCAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM7AELIANBADYCACAGQQFqIQFBFwwYC0GmASECIAEgBEYN6gEgAygCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBwdQAai0AAEcNFyAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6wELIANBADYCACAGQQFqIQFBGAwXCyABIARGBEBBpQEhAgzqAQsCQAJAIAEtAABByQBrDgcAGRkZGRkBGQsgAUEBaiEBQYsBIQIM0QELIAFBAWohAUGMASECDNABC0GkASECIAEgBEYN6AEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBptUAai0AAEcNFSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6QELIANBADYCACAGQQFqIQFBCQwVC0GjASECIAEgBEYN5wEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBpNUAai0AAEcNFCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM6AELIANBADYCACAGQQFqIQFBHwwUC0GiASECIAEgBEYN5gEgAygCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABBvtQAai0AAEcNEyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM5wELIANBADYCACAGQQFqIQFBAgwTC0GhASECIAEgBEYN5QEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGA0AgAS0AACAAQbzUAGotAABHDREgAEEBRg0CIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADOUBCyABIARGBEBBoAEhAgzlAQtBASABLQAAQd8ARw0RGiABQQFqIQFBhwEhAgzLAQsgA0EANgIAIAZBAWohAUGIASECDMoBC0GfASECIAEgBEYN4gEgAygCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABBhNUAai0AAEcNDyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4wELIANBADYCACAGQQFqIQFBKQwPC0GeASECIAEgBEYN4QEgAygCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBuNQAai0AAEcNDiAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAM4gELIANBADYCACAGQQFqIQFBLQwOCyABIARGBEBBnQEhAgzhAQsgAS0AAEHFAEcNDiABQQFqIQFBhAEhAgzHAQsgASAERgRAQZwBIQIM4AELAkACQCABLQAAQcwAaw4IAA8PDw8PDwEPCyABQQFqIQFBggEhAgzHAQsgAUEBaiEBQYMBIQIMxgELQZsBIQIgASAERg3eASADKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEGz1ABqLQAARw0LIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzfAQsgA0EANgIAIAZBAWohAUEjDAsLQZoBIQIgASAERg3dASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGw1ABqLQAARw0KIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzeAQsgA0EANgIAIAZBAWohAUEADAoLIAEgBEYEQEGZASECDN0BCwJAAkAgAS0AAEHIAGsOCAAMDAwMDAwBDAsgAUEBaiEBQf0AIQIMxAELIAFBAWohAUGAASECDMMBCyABIARGBEBBmAEhAgzcAQsCQAJAIAEtAABBzgBrDgMACwELCyABQQFqIQFB/gAhAgzDAQsgAUEBaiEBQf8AIQIMwgELIAEgBEYEQEGXASECDNsBCyABLQAAQdkARw0IIAFBAWohAUEIDAcLQZYBIQIgASAERg3ZASADKAIAIgAgBCABa2ohBSABIABrQQNqIQYCQANAIAEtAAAgAEGs1ABqLQAARw0GIABBA0YNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzaAQsgA0EANgIAIAZBAWohAUEFDAYLQZUBIQIgASAERg3YASADKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGm1ABqLQAARw0FIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzZAQsgA0EANgIAIAZBAWohAUEWDAULQZQBIQIgASAERg3XASADKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGh1QBqLQAARw0EIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAMgBTYCAAzYAQsgA0EANgIAIAZBAWohAUEQDAQLIAEgBEYEQEGTASECDNcBCwJAAkAgAS0AAEHDAGsODAAGBgYGBgYGBgYGAQYLIAFBAWohAUH5ACECDL4BCyABQQFqIQFB+gAhAgy9AQtBkgEhAiABIARGDdUBIAMoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQaDUAGotAABHDQIgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADNYBCyADQQA2AgAgBkEBaiEBQSQMAgsgA0EANgIADAILIAEgBEYEQEGRASECDNQBCyABLQAAQcwARw0BIAFBAWohAUETCzoAKSADKAIEIQAgA0EANgIEIAMgACABEC4iAA0CDAELQQAhAiADQQA2AhwgAyABNgIUIANB/h82AhAgA0EGNgIMDNEBC0H4ACECDLcBCyADQZABNgIcIAMgATYCFCADIAA2AgxBACECDM8BC0EAIQACQCADKAI4IgJFDQAgAigCQCICRQ0AIAMgAhEAACEACyAARQ0AIABBFUYNASADQQA2AhwgAyABNgIUIANBgg82AhAgA0EgNgIMQQAhAgzOAQtB9wAhAgy0AQsgA0GPATYCHCADIAE2AhQgA0HsGzYCECADQRU2AgxBACECDMwBCyABIARGBEBBjwEhAgzMAQsCQCABLQAAQSBGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GbHzYCECADQQY2AgxBACECDMwBC0ECIQIMsgELA0AgAS0AAEEgRw0CIAQgAUEBaiIBRw0AC0GOASECDMoBCyABIARGBEBBjQEhAgzKAQsCQCABLQAAQQlrDgRKAABKAAtB9QAhAgywAQsgAy0AKUEFRgRAQfYAIQIMsAELQfQAIQIMrwELIAEgBEYEQEGMASECDMgBCyADQRA2AgggAyABNgIEDAoLIAEgBEYEQEGLASECDMcBCwJAIAEtAABBCWsOBEcAAEcAC0HzACECDK0BCyABIARHBEAgA0EQNgIIIAMgATYCBEHxACECDK0BC0GKASECDMUBCwJAIAEgBEcEQANAIAEtAABBoNAAai0AACIAQQNHBEACQCAAQQFrDgJJAAQLQfAAIQIMrwELIAQgAUEBaiIBRw0AC0GIASECDMYBC0GIASECDMUBCyADQQA2AhwgAyABNgIUIANB2yA2AhAgA0EHNgIMQQAhAgzEAQsgASAERgRAQYkBIQIMxAELAkACQAJAIAEtAABBoNIAai0AAEEBaw4DRgIAAQtB8gAhAgysAQsgA0EANgIcIAMgATYCFCADQbQSNgIQIANBBzYCDEEAIQIMxAELQeoAIQIMqgELIAEgBEcEQCABQQFqIQFB7wAhAgyqAQtBhwEhAgzCAQsgBCABIgBGBEBBhgEhAgzCAQsgAC0AACIBQS9GBEAgAEEBaiEBQe4AIQIMqQELIAFBCWsiAkEXSw0BIAAhAUEBIAJ0QZuAgARxDUEMAQsgBCABIgBGBEBBhQEhAgzBAQsgAC0AAEEvRw0AIABBAWohAQwDC0EAIQIgA0EANgIcIAMgADYCFCADQdsgNgIQIANBBzYCDAy/AQsCQAJAAkACQAJAA0AgAS0AAEGgzgBqLQAAIgBBBUcEQAJAAkAgAEEBaw4IRwUGBwgABAEIC0HrACECDK0BCyABQQFqIQFB7QAhAgysAQsgBCABQQFqIgFHDQALQYQBIQIMwwELIAFBAWoMFAsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgzBAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgzAAQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDR4gA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy/AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMvgELIAEgBEYEQEGDASECDL4BCwJAIAEtAABBoM4Aai0AAEEBaw4IPgQFBgAIAgMHCyABQQFqIQELQQMhAgyjAQsgAUEBagwNC0EAIQIgA0EANgIcIANB0RI2AhAgA0EHNgIMIAMgAUEBajYCFAy6AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HbADYCHCADIAE2AhQgAyAANgIMQQAhAgy5AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0HdADYCHCADIAE2AhQgAyAANgIMQQAhAgy4AQsgAygCBCEAIANBADYCBCADIAAgARAsIgBFDRYgA0H6ADYCHCADIAE2AhQgAyAANgIMQQAhAgy3AQsgA0EANgIcIAMgATYCFCADQfkPNgIQIANBBzYCDEEAIQIMtgELQewAIQIMnAELIAEgBEYEQEGCASECDLUBCyABQQFqDAILIAEgBEYEQEGBASECDLQBCyABQQFqDAELIAEgBEYNASABQQFqCyEBQQQhAgyYAQtBgAEhAgywAQsDQCABLQAAQaDMAGotAAAiAEECRwRAIABBAUcEQEHpACECDJkBCwwxCyAEIAFBAWoiAUcNAAtB/wAhAgyvAQsgASAERgRAQf4AIQIMrwELAkAgAS0AAEEJaw43LwMGLwQGBgYGBgYGBgYGBgYGBgYGBgYFBgYCBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGBgYGAAYLIAFBAWoLIQFBBSECDJQBCyABQQFqDAYLIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMqwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMqgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0IIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMqQELIANBADYCHCADIAE2AhQgA0GNFDYCECADQQc2AgxBACECDKgBCwJAAkACQAJAA0AgAS0AAEGgygBqLQAAIgBBBUcEQAJAIABBAWsOBi4DBAUGAAYLQegAIQIMlAELIAQgAUEBaiIBRw0AC0H9ACECDKsBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQdsANgIcIAMgATYCFCADIAA2AgxBACECDKoBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQd0ANgIcIAMgATYCFCADIAA2AgxBACECDKkBCyADKAIEIQAgA0EANgIEIAMgACABECwiAEUNByADQfoANgIcIAMgATYCFCADIAA2AgxBACECDKgBCyADQQA2AhwgAyABNgIUIANB5Ag2AhAgA0EHNgIMQQAhAgynAQsgASAERg0BIAFBAWoLIQFBBiECDIwBC0H8ACECDKQBCwJAAkACQAJAA0AgAS0AAEGgyABqLQAAIgBBBUcEQCAAQQFrDgQpAgMEBQsgBCABQQFqIgFHDQALQfsAIQIMpwELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB2wA2AhwgAyABNgIUIAMgADYCDEEAIQIMpgELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB3QA2AhwgAyABNgIUIAMgADYCDEEAIQIMpQELIAMoAgQhACADQQA2AgQgAyAAIAEQLCIARQ0DIANB+gA2AhwgAyABNgIUIAMgADYCDEEAIQIMpAELIANBADYCHCADIAE2AhQgA0G8CjYCECADQQc2AgxBACECDKMBC0HPACECDIkBC0HRACECDIgBC0HnACECDIcBCyABIARGBEBB+gAhAgygAQsCQCABLQAAQQlrDgQgAAAgAAsgAUEBaiEBQeYAIQIMhgELIAEgBEYEQEH5ACECDJ8BCwJAIAEtAABBCWsOBB8AAB8AC0EAIQACQCADKAI4IgJFDQAgAigCOCICRQ0AIAMgAhEAACEACyAARQRAQeIBIQIMhgELIABBFUcEQCADQQA2AhwgAyABNgIUIANByQ02AhAgA0EaNgIMQQAhAgyfAQsgA0H4ADYCHCADIAE2AhQgA0HqGjYCECADQRU2AgxBACECDJ4BCyABIARHBEAgA0ENNgIIIAMgATYCBEHkACECDIUBC0H3ACECDJ0BCyABIARGBEBB9gAhAgydAQsCQAJAAkAgAS0AAEHIAGsOCwABCwsLCwsLCwsCCwsgAUEBaiEBQd0AIQIMhQELIAFBAWohAUHgACECDIQBCyABQQFqIQFB4wAhAgyDAQtB9QAhAiABIARGDZsBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbXVAGotAABHDQggAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJwBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIABEAgA0H0ADYCHCADIAE2AhQgAyAANgIMQQAhAgycAQtB4gAhAgyCAQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJwBC0HhACECDIIBCyADQfMANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMmgELIAMtACkiAEEja0ELSQ0JAkAgAEEGSw0AQQEgAHRBygBxRQ0ADAoLQQAhAiADQQA2AhwgAyABNgIUIANB7Qk2AhAgA0EINgIMDJkBC0HyACECIAEgBEYNmAEgAygCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBs9UAai0AAEcNBSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMmQELIAMoAgQhACADQgA3AwAgAyAAIAZBAWoiARArIgAEQCADQfEANgIcIAMgATYCFCADIAA2AgxBACECDJkBC0HfACECDH8LQQAhAAJAIAMoAjgiAkUNACACKAI0IgJFDQAgAyACEQAAIQALAkAgAARAIABBFUYNASADQQA2AhwgAyABNgIUIANB6g02AhAgA0EmNgIMQQAhAgyZAQtB3gAhAgx/CyADQfAANgIcIAMgATYCFCADQYAbNgIQIANBFTYCDEEAIQIMlwELIAMtAClBIUYNBiADQQA2AhwgAyABNgIUIANBkQo2AhAgA0EINgIMQQAhAgyWAQtB7wAhAiABIARGDZUBIAMoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQbDVAGotAABHDQIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAyAFNgIADJYBCyADKAIEIQAgA0IANwMAIAMgACAGQQFqIgEQKyIARQ0CIANB7QA2AhwgAyABNgIUIAMgADYCDEEAIQIMlQELIANBADYCAAsgAygCBCEAIANBADYCBCADIAAgARArIgBFDYABIANB7gA2AhwgAyABNgIUIAMgADYCDEEAIQIMkwELQdwAIQIMeQtBACEAAkAgAygCOCICRQ0AIAIoAjQiAkUNACADIAIRAAAhAAsCQCAABEAgAEEVRg0BIANBADYCHCADIAE2AhQgA0HqDTYCECADQSY2AgxBACECDJMBC0HbACECDHkLIANB7AA2AhwgAyABNgIUIANBgBs2AhAgA0EVNgIMQQAhAgyRAQsgAy0AKSIAQSNJDQAgAEEuRg0AIANBADYCHCADIAE2AhQgA0HJCTYCECADQQg2AgxBACECDJABC0HaACECDHYLIAEgBEYEQEHrACECDI8BCwJAIAEtAABBL0YEQCABQQFqIQEMAQsgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDEEAIQIMjwELQdkAIQIMdQsgASAERwRAIANBDjYCCCADIAE2AgRB2AAhAgx1C0HqACECDI0BCyABIARGBEBB6QAhAgyNAQsgAS0AAEEwayIAQf8BcUEKSQRAIAMgADoAKiABQQFqIQFB1wAhAgx0CyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeiADQegANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyABIARGBEBB5wAhAgyMAQsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAMoAgQhACADQQA2AgQgAyAAIAEQLyIARQ17IANB5gA2AhwgAyABNgIUIAMgADYCDEEAIQIMjAELQdYAIQIMcgsgASAERgRAQeUAIQIMiwELQQAhAEEBIQVBASEHQQAhAgJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAEtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyECQQAhBUEAIQcMAgtBCSECQQEhAEEAIQVBACEHDAELQQAhBUEBIQILIAMgAjoAKyABQQFqIQECQAJAIAMtAC5BEHENAAJAAkACQCADLQAqDgMBAAIECyAHRQ0DDAILIAANAQwCCyAFRQ0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNAiADQeIANgIcIAMgATYCFCADIAA2AgxBACECDI0BCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNfSADQeMANgIcIAMgATYCFCADIAA2AgxBACECDIwBCyADKAIEIQAgA0EANgIEIAMgACABEC8iAEUNeyADQeQANgIcIAMgATYCFCADIAA2AgwMiwELQdQAIQIMcQsgAy0AKUEiRg2GAUHTACECDHALQQAhAAJAIAMoAjgiAkUNACACKAJEIgJFDQAgAyACEQAAIQALIABFBEBB1QAhAgxwCyAAQRVHBEAgA0EANgIcIAMgATYCFCADQaQNNgIQIANBITYCDEEAIQIMiQELIANB4QA2AhwgAyABNgIUIANB0Bo2AhAgA0EVNgIMQQAhAgyIAQsgASAERgRAQeAAIQIMiAELAkACQAJAAkACQCABLQAAQQprDgQBBAQABAsgAUEBaiEBDAELIAFBAWohASADQS9qLQAAQQFxRQ0BC0HSACECDHALIANBADYCHCADIAE2AhQgA0G2ETYCECADQQk2AgxBACECDIgBCyADQQA2AhwgAyABNgIUIANBthE2AhAgA0EJNgIMQQAhAgyHAQsgASAERgRAQd8AIQIMhwELIAEtAABBCkYEQCABQQFqIQEMCQsgAy0ALkHAAHENCCADQQA2AhwgAyABNgIUIANBthE2AhAgA0ECNgIMQQAhAgyGAQsgASAERgRAQd0AIQIMhgELIAEtAAAiAkENRgRAIAFBAWohAUHQACECDG0LIAEhACACQQlrDgQFAQEFAQsgBCABIgBGBEBB3AAhAgyFAQsgAC0AAEEKRw0AIABBAWoMAgtBACECIANBADYCHCADIAA2AhQgA0HKLTYCECADQQc2AgwMgwELIAEgBEYEQEHbACECDIMBCwJAIAEtAABBCWsOBAMAAAMACyABQQFqCyEBQc4AIQIMaAsgASAERgRAQdoAIQIMgQELIAEtAABBCWsOBAABAQABC0EAIQIgA0EANgIcIANBmhI2AhAgA0EHNgIMIAMgAUEBajYCFAx/CyADQYASOwEqQQAhAAJAIAMoAjgiAkUNACACKAI4IgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2QA2AhwgAyABNgIUIANB6ho2AhAgA0EVNgIMQQAhAgx+C0HNACECDGQLIANBADYCHCADIAE2AhQgA0HJDTYCECADQRo2AgxBACECDHwLIAEgBEYEQEHZACECDHwLIAEtAABBIEcNPSABQQFqIQEgAy0ALkEBcQ09IANBADYCHCADIAE2AhQgA0HCHDYCECADQR42AgxBACECDHsLIAEgBEYEQEHYACECDHsLAkACQAJAAkACQCABLQAAIgBBCmsOBAIDAwABCyABQQFqIQFBLCECDGULIABBOkcNASADQQA2AhwgAyABNgIUIANB5xE2AhAgA0EKNgIMQQAhAgx9CyABQQFqIQEgA0Evai0AAEEBcUUNcyADLQAyQYABcUUEQCADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALAkACQCAADhZNTEsBAQEBAQEBAQEBAQEBAQEBAQEAAQsgA0EpNgIcIAMgATYCFCADQawZNgIQIANBFTYCDEEAIQIMfgsgA0EANgIcIAMgATYCFCADQeULNgIQIANBETYCDEEAIQIMfQtBACEAAkAgAygCOCICRQ0AIAIoAlwiAkUNACADIAIRAAAhAAsgAEUNWSAAQRVHDQEgA0EFNgIcIAMgATYCFCADQZsbNgIQIANBFTYCDEEAIQIMfAtBywAhAgxiC0EAIQIgA0EANgIcIAMgATYCFCADQZAONgIQIANBFDYCDAx6CyADIAMvATJBgAFyOwEyDDsLIAEgBEcEQCADQRE2AgggAyABNgIEQcoAIQIMYAtB1wAhAgx4CyABIARGBEBB1gAhAgx4CwJAAkACQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQeMAaw4TAEBAQEBAQEBAQEBAQAFAQEACA0ALIAFBAWohAUHGACECDGELIAFBAWohAUHHACECDGALIAFBAWohAUHIACECDF8LIAFBAWohAUHJACECDF4LQdUAIQIgBCABIgBGDXYgBCABayADKAIAIgFqIQYgACABa0EFaiEHA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0IQQQgAUEFRg0KGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAx2C0HUACECIAQgASIARg11IAQgAWsgAygCACIBaiEGIAAgAWtBD2ohBwNAIAFBgMgAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNB0EDIAFBD0YNCRogAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMdQtB0wAhAiAEIAEiAEYNdCAEIAFrIAMoAgAiAWohBiAAIAFrQQ5qIQcDQCABQeLHAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQYgAUEORg0HIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADHQLQdIAIQIgBCABIgBGDXMgBCABayADKAIAIgFqIQUgACABa0EBaiEGA0AgAUHgxwBqLQAAIAAtAAAiB0EgciAHIAdBwQBrQf8BcUEaSRtB/wFxRw0FIAFBAUYNAiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBTYCAAxzCyABIARGBEBB0QAhAgxzCwJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB7gBrDgcAOTk5OTkBOQsgAUEBaiEBQcMAIQIMWgsgAUEBaiEBQcQAIQIMWQsgA0EANgIAIAZBAWohAUHFACECDFgLQdAAIQIgBCABIgBGDXAgBCABayADKAIAIgFqIQYgACABa0EJaiEHA0AgAUHWxwBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0CQQIgAUEJRg0EGiABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxwC0HPACECIAQgASIARg1vIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwNAIAFB0McAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQVGDQIgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMbwsgACEBIANBADYCAAwzC0EBCzoALCADQQA2AgAgB0EBaiEBC0EtIQIMUgsCQANAIAEtAABB0MUAai0AAEEBRw0BIAQgAUEBaiIBRw0AC0HNACECDGsLQcIAIQIMUQsgASAERgRAQcwAIQIMagsgAS0AAEE6RgRAIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0zIANBywA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMagsgA0EANgIcIAMgATYCFCADQecRNgIQIANBCjYCDEEAIQIMaQsCQAJAIAMtACxBAmsOAgABJwsgA0Ezai0AAEECcUUNJiADLQAuQQJxDSYgA0EANgIcIAMgATYCFCADQaYUNgIQIANBCzYCDEEAIQIMaQsgAy0AMkEgcUUNJSADLQAuQQJxDSUgA0EANgIcIAMgATYCFCADQb0TNgIQIANBDzYCDEEAIQIMaAtBACEAAkAgAygCOCICRQ0AIAIoAkgiAkUNACADIAIRAAAhAAsgAEUEQEHBACECDE8LIABBFUcEQCADQQA2AhwgAyABNgIUIANBpg82AhAgA0EcNgIMQQAhAgxoCyADQcoANgIcIAMgATYCFCADQYUcNgIQIANBFTYCDEEAIQIMZwsgASAERwRAA0AgAS0AAEHAwQBqLQAAQQFHDRcgBCABQQFqIgFHDQALQcQAIQIMZwtBxAAhAgxmCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUE2IQIMUgsgAUEBaiEBQTchAgxRCyABQQFqIQFBOCECDFALDBULIAQgAUEBaiIBRw0AC0E8IQIMZgtBPCECDGULIAEgBEYEQEHIACECDGULIANBEjYCCCADIAE2AgQCQAJAAkACQAJAIAMtACxBAWsOBBQAAQIJCyADLQAyQSBxDQNB4AEhAgxPCwJAIAMvATIiAEEIcUUNACADLQAoQQFHDQAgAy0ALkEIcUUNAgsgAyAAQff7A3FBgARyOwEyDAsLIAMgAy8BMkEQcjsBMgwECyADQQA2AgQgAyABIAEQMSIABEAgA0HBADYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgxmCyABQQFqIQEMWAsgA0EANgIcIAMgATYCFCADQfQTNgIQIANBBDYCDEEAIQIMZAtBxwAhAiABIARGDWMgAygCACIAIAQgAWtqIQUgASAAa0EGaiEGAkADQCAAQcDFAGotAAAgAS0AAEEgckcNASAAQQZGDUogAEEBaiEAIAQgAUEBaiIBRw0ACyADIAU2AgAMZAsgA0EANgIADAULAkAgASAERwRAA0AgAS0AAEHAwwBqLQAAIgBBAUcEQCAAQQJHDQMgAUEBaiEBDAULIAQgAUEBaiIBRw0AC0HFACECDGQLQcUAIQIMYwsLIANBADoALAwBC0ELIQIMRwtBPyECDEYLAkACQANAIAEtAAAiAEEgRwRAAkAgAEEKaw4EAwUFAwALIABBLEYNAwwECyAEIAFBAWoiAUcNAAtBxgAhAgxgCyADQQg6ACwMDgsgAy0AKEEBRw0CIAMtAC5BCHENAiADKAIEIQAgA0EANgIEIAMgACABEDEiAARAIANBwgA2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMXwsgAUEBaiEBDFALQTshAgxECwJAA0AgAS0AACIAQSBHIABBCUdxDQEgBCABQQFqIgFHDQALQcMAIQIMXQsLQTwhAgxCCwJAAkAgASAERwRAA0AgAS0AACIAQSBHBEAgAEEKaw4EAwQEAwQLIAQgAUEBaiIBRw0AC0E/IQIMXQtBPyECDFwLIAMgAy8BMkEgcjsBMgwKCyADKAIEIQAgA0EANgIEIAMgACABEDEiAEUNTiADQT42AhwgAyABNgIUIAMgADYCDEEAIQIMWgsCQCABIARHBEADQCABLQAAQcDDAGotAAAiAEEBRwRAIABBAkYNAwwMCyAEIAFBAWoiAUcNAAtBNyECDFsLQTchAgxaCyABQQFqIQEMBAtBOyECIAQgASIARg1YIAQgAWsgAygCACIBaiEGIAAgAWtBBWohBwJAA0AgAUGQyABqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEMPwsgAUEBaiEBIAQgAEEBaiIARw0ACyADIAY2AgAMWQsgA0EANgIAIAAhAQwFC0E6IQIgBCABIgBGDVcgBCABayADKAIAIgFqIQYgACABa0EIaiEHAkADQCABQbTBAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAUEIRgRAQQUhAQw+CyABQQFqIQEgBCAAQQFqIgBHDQALIAMgBjYCAAxYCyADQQA2AgAgACEBDAQLQTkhAiAEIAEiAEYNViAEIAFrIAMoAgAiAWohBiAAIAFrQQNqIQcCQANAIAFBsMEAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNASABQQNGBEBBBiEBDD0LIAFBAWohASAEIABBAWoiAEcNAAsgAyAGNgIADFcLIANBADYCACAAIQEMAwsCQANAIAEtAAAiAEEgRwRAIABBCmsOBAcEBAcCCyAEIAFBAWoiAUcNAAtBOCECDFYLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCADLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIANBAToALCADIAMvATIgAXI7ATIgACEBDAELIAMgAy8BMkEIcjsBMiAAIQELQT4hAgw7CyADQQA6ACwLQTkhAgw5CyABIARGBEBBNiECDFILAkACQAJAAkACQCABLQAAQQprDgQAAgIBAgsgAygCBCEAIANBADYCBCADIAAgARAxIgBFDQIgA0EzNgIcIAMgATYCFCADIAA2AgxBACECDFULIAMoAgQhACADQQA2AgQgAyAAIAEQMSIARQRAIAFBAWohAQwGCyADQTI2AhwgAyAANgIMIAMgAUEBajYCFEEAIQIMVAsgAy0ALkEBcQRAQd8BIQIMOwsgAygCBCEAIANBADYCBCADIAAgARAxIgANAQxJC0E0IQIMOQsgA0E1NgIcIAMgATYCFCADIAA2AgxBACECDFELQTUhAgw3CyADQS9qLQAAQQFxDQAgA0EANgIcIAMgATYCFCADQesWNgIQIANBGTYCDEEAIQIMTwtBMyECDDULIAEgBEYEQEEyIQIMTgsCQCABLQAAQQpGBEAgAUEBaiEBDAELIANBADYCHCADIAE2AhQgA0GSFzYCECADQQM2AgxBACECDE4LQTIhAgw0CyABIARGBEBBMSECDE0LAkAgAS0AACIAQQlGDQAgAEEgRg0AQQEhAgJAIAMtACxBBWsOBAYEBQANCyADIAMvATJBCHI7ATIMDAsgAy0ALkEBcUUNASADLQAsQQhHDQAgA0EAOgAsC0E9IQIMMgsgA0EANgIcIAMgATYCFCADQcIWNgIQIANBCjYCDEEAIQIMSgtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgwGCyABIARGBEBBMCECDEcLIAEtAABBCkYEQCABQQFqIQEMAQsgAy0ALkEBcQ0AIANBADYCHCADIAE2AhQgA0HcKDYCECADQQI2AgxBACECDEYLQTAhAgwsCyABQQFqIQFBMSECDCsLIAEgBEYEQEEvIQIMRAsgAS0AACIAQQlHIABBIEdxRQRAIAFBAWohASADLQAuQQFxDQEgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDEEAIQIMRAtBASECAkACQAJAAkACQAJAIAMtACxBAmsOBwUEBAMBAgAECyADIAMvATJBCHI7ATIMAwtBAiECDAELQQQhAgsgA0EBOgAsIAMgAy8BMiACcjsBMgtBLyECDCsLIANBADYCHCADIAE2AhQgA0GEEzYCECADQQs2AgxBACECDEMLQeEBIQIMKQsgASAERgRAQS4hAgxCCyADQQA2AgQgA0ESNgIIIAMgASABEDEiAA0BC0EuIQIMJwsgA0EtNgIcIAMgATYCFCADIAA2AgxBACECDD8LQQAhAAJAIAMoAjgiAkUNACACKAJMIgJFDQAgAyACEQAAIQALIABFDQAgAEEVRw0BIANB2AA2AhwgAyABNgIUIANBsxs2AhAgA0EVNgIMQQAhAgw+C0HMACECDCQLIANBADYCHCADIAE2AhQgA0GzDjYCECADQR02AgxBACECDDwLIAEgBEYEQEHOACECDDwLIAEtAAAiAEEgRg0CIABBOkYNAQsgA0EAOgAsQQkhAgwhCyADKAIEIQAgA0EANgIEIAMgACABEDAiAA0BDAILIAMtAC5BAXEEQEHeASECDCALIAMoAgQhACADQQA2AgQgAyAAIAEQMCIARQ0CIANBKjYCHCADIAA2AgwgAyABQQFqNgIUQQAhAgw4CyADQcsANgIcIAMgADYCDCADIAFBAWo2AhRBACECDDcLIAFBAWohAUHAACECDB0LIAFBAWohAQwsCyABIARGBEBBKyECDDULAkAgAS0AAEEKRgRAIAFBAWohAQwBCyADLQAuQcAAcUUNBgsgAy0AMkGAAXEEQEEAIQACQCADKAI4IgJFDQAgAigCXCICRQ0AIAMgAhEAACEACyAARQ0SIABBFUYEQCADQQU2AhwgAyABNgIUIANBmxs2AhAgA0EVNgIMQQAhAgw2CyADQQA2AhwgAyABNgIUIANBkA42AhAgA0EUNgIMQQAhAgw1CyADQTJqIQIgAxA1QQAhAAJAIAMoAjgiBkUNACAGKAIoIgZFDQAgAyAGEQAAIQALIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyADQQE6ADALIAIgAi8BAEHAAHI7AQALQSshAgwYCyADQSk2AhwgAyABNgIUIANBrBk2AhAgA0EVNgIMQQAhAgwwCyADQQA2AhwgAyABNgIUIANB5Qs2AhAgA0ERNgIMQQAhAgwvCyADQQA2AhwgAyABNgIUIANBpQs2AhAgA0ECNgIMQQAhAgwuC0EBIQcgAy8BMiIFQQhxRQRAIAMpAyBCAFIhBwsCQCADLQAwBEBBASEAIAMtAClBBUYNASAFQcAAcUUgB3FFDQELAkAgAy0AKCICQQJGBEBBASEAIAMvATQiBkHlAEYNAkEAIQAgBUHAAHENAiAGQeQARg0CIAZB5gBrQQJJDQIgBkHMAUYNAiAGQbACRg0CDAELQQAhACAFQcAAcQ0BC0ECIQAgBUEIcQ0AIAVBgARxBEACQCACQQFHDQAgAy0ALkEKcQ0AQQUhAAwCC0EEIQAMAQsgBUEgcUUEQCADEDZBAEdBAnQhAAwBC0EAQQMgAykDIFAbIQALIABBAWsOBQIABwEDBAtBESECDBMLIANBAToAMQwpC0EAIQICQCADKAI4IgBFDQAgACgCMCIARQ0AIAMgABEAACECCyACRQ0mIAJBFUYEQCADQQM2AhwgAyABNgIUIANB0hs2AhAgA0EVNgIMQQAhAgwrC0EAIQIgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDAwqCyADQQA2AhwgAyABNgIUIANB+SA2AhAgA0EPNgIMQQAhAgwpC0EAIQACQCADKAI4IgJFDQAgAigCMCICRQ0AIAMgAhEAACEACyAADQELQQ4hAgwOCyAAQRVGBEAgA0ECNgIcIAMgATYCFCADQdIbNgIQIANBFTYCDEEAIQIMJwsgA0EANgIcIAMgATYCFCADQd0ONgIQIANBEjYCDEEAIQIMJgtBKiECDAwLIAEgBEcEQCADQQk2AgggAyABNgIEQSkhAgwMC0EmIQIMJAsgAyADKQMgIgwgBCABa60iCn0iC0IAIAsgDFgbNwMgIAogDFQEQEElIQIMJAsgAygCBCEAIANBADYCBCADIAAgASAMp2oiARAyIgBFDQAgA0EFNgIcIAMgATYCFCADIAA2AgxBACECDCMLQQ8hAgwJC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43FxYAAQIDBAUGBxQUFBQUFBQICQoLDA0UFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFA4PEBESExQLQgIhCgwWC0IDIQoMFQtCBCEKDBQLQgUhCgwTC0IGIQoMEgtCByEKDBELQgghCgwQC0IJIQoMDwtCCiEKDA4LQgshCgwNC0IMIQoMDAtCDSEKDAsLQg4hCgwKC0IPIQoMCQtCCiEKDAgLQgshCgwHC0IMIQoMBgtCDSEKDAULQg4hCgwEC0IPIQoMAwsgA0EANgIcIAMgATYCFCADQZ8VNgIQIANBDDYCDEEAIQIMIQsgASAERgRAQSIhAgwhC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsONxUUAAECAwQFBgcWFhYWFhYWCAkKCwwNFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYODxAREhMWC0ICIQoMFAtCAyEKDBMLQgQhCgwSC0IFIQoMEQtCBiEKDBALQgchCgwPC0IIIQoMDgtCCSEKDA0LQgohCgwMC0ILIQoMCwtCDCEKDAoLQg0hCgwJC0IOIQoMCAtCDyEKDAcLQgohCgwGC0ILIQoMBQtCDCEKDAQLQg0hCgwDC0IOIQoMAgtCDyEKDAELQgEhCgsgAUEBaiEBIAMpAyAiC0L//////////w9YBEAgAyALQgSGIAqENwMgDAILIANBADYCHCADIAE2AhQgA0G1CTYCECADQQw2AgxBACECDB4LQSchAgwEC0EoIQIMAwsgAyABOgAsIANBADYCACAHQQFqIQFBDCECDAILIANBADYCACAGQQFqIQFBCiECDAELIAFBAWohAUEIIQIMAAsAC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwXC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwWC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwVC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwUC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwTC0EAIQIgA0EANgIcIAMgATYCFCADQbI4NgIQIANBCDYCDAwSC0EAIQIgA0EANgIcIAMgATYCFCADQYMRNgIQIANBCTYCDAwRC0EAIQIgA0EANgIcIAMgATYCFCADQd8KNgIQIANBCTYCDAwQC0EAIQIgA0EANgIcIAMgATYCFCADQe0QNgIQIANBCTYCDAwPC0EAIQIgA0EANgIcIAMgATYCFCADQdIRNgIQIANBCTYCDAwOC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwNC0EAIQIgA0EANgIcIAMgATYCFCADQbkXNgIQIANBDzYCDAwMC0EAIQIgA0EANgIcIAMgATYCFCADQZkTNgIQIANBCzYCDAwLC0EAIQIgA0EANgIcIAMgATYCFCADQZ0JNgIQIANBCzYCDAwKC0EAIQIgA0EANgIcIAMgATYCFCADQZcQNgIQIANBCjYCDAwJC0EAIQIgA0EANgIcIAMgATYCFCADQbEQNgIQIANBCjYCDAwIC0EAIQIgA0EANgIcIAMgATYCFCADQbsdNgIQIANBAjYCDAwHC0EAIQIgA0EANgIcIAMgATYCFCADQZYWNgIQIANBAjYCDAwGC0EAIQIgA0EANgIcIAMgATYCFCADQfkYNgIQIANBAjYCDAwFC0EAIQIgA0EANgIcIAMgATYCFCADQcQYNgIQIANBAjYCDAwECyADQQI2AhwgAyABNgIUIANBqR42AhAgA0EWNgIMQQAhAgwDC0HeACECIAEgBEYNAiAJQQhqIQcgAygCACEFAkACQCABIARHBEAgBUGWyABqIQggBCAFaiABayEGIAVBf3NBCmoiBSABaiEAA0AgAS0AACAILQAARwRAQQIhCAwDCyAFRQRAQQAhCCAAIQEMAwsgBUEBayEFIAhBAWohCCAEIAFBAWoiAUcNAAsgBiEFIAQhAQsgB0EBNgIAIAMgBTYCAAwBCyADQQA2AgAgByAINgIACyAHIAE2AgQgCSgCDCEAAkACQCAJKAIIQQFrDgIEAQALIANBADYCHCADQcIeNgIQIANBFzYCDCADIABBAWo2AhRBACECDAMLIANBADYCHCADIAA2AhQgA0HXHjYCECADQQk2AgxBACECDAILIAEgBEYEQEEoIQIMAgsgA0EJNgIIIAMgATYCBEEnIQIMAQsgASAERgRAQQEhAgwBCwNAAkACQAJAIAEtAABBCmsOBAABAQABCyABQQFqIQEMAQsgAUEBaiEBIAMtAC5BIHENAEEAIQIgA0EANgIcIAMgATYCFCADQaEhNgIQIANBBTYCDAwCC0EBIQIgASAERw0ACwsgCUEQaiQAIAJFBEAgAygCDCEADAELIAMgAjYCHEEAIQAgAygCBCIBRQ0AIAMgASAEIAMoAggRAQAiAUUNACADIAQ2AhQgAyABNgIMIAEhAAsgAAu+AgECfyAAQQA6AAAgAEHkAGoiAUEBa0EAOgAAIABBADoAAiAAQQA6AAEgAUEDa0EAOgAAIAFBAmtBADoAACAAQQA6AAMgAUEEa0EAOgAAQQAgAGtBA3EiASAAaiIAQQA2AgBB5AAgAWtBfHEiAiAAaiIBQQRrQQA2AgACQCACQQlJDQAgAEEANgIIIABBADYCBCABQQhrQQA2AgAgAUEMa0EANgIAIAJBGUkNACAAQQA2AhggAEEANgIUIABBADYCECAAQQA2AgwgAUEQa0EANgIAIAFBFGtBADYCACABQRhrQQA2AgAgAUEca0EANgIAIAIgAEEEcUEYciICayIBQSBJDQAgACACaiEAA0AgAEIANwMYIABCADcDECAAQgA3AwggAEIANwMAIABBIGohACABQSBrIgFBH0sNAAsLC1YBAX8CQCAAKAIMDQACQAJAAkACQCAALQAxDgMBAAMCCyAAKAI4IgFFDQAgASgCMCIBRQ0AIAAgAREAACIBDQMLQQAPCwALIABByhk2AhBBDiEBCyABCxoAIAAoAgxFBEAgAEHeHzYCECAAQRU2AgwLCxQAIAAoAgxBFUYEQCAAQQA2AgwLCxQAIAAoAgxBFkYEQCAAQQA2AgwLCwcAIAAoAgwLBwAgACgCEAsJACAAIAE2AhALBwAgACgCFAsrAAJAIABBJ08NAEL//////wkgAK2IQgGDUA0AIABBAnRB0DhqKAIADwsACxcAIABBL08EQAALIABBAnRB7DlqKAIAC78JAQF/QfQtIQECQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQeQAaw70A2NiAAFhYWFhYWECAwQFYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYQYHCAkKCwwNDg9hYWFhYRBhYWFhYWFhYWFhYRFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWESExQVFhcYGRobYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1NmE3ODk6YWFhYWFhYWE7YWFhPGFhYWE9Pj9hYWFhYWFhYUBhYUFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFCQ0RFRkdISUpLTE1OT1BRUlNhYWFhYWFhYVRVVldYWVpbYVxdYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhXmFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYV9gYQtB6iwPC0GYJg8LQe0xDwtBoDcPC0HJKQ8LQbQpDwtBli0PC0HrKw8LQaI1DwtB2zQPC0HgKQ8LQeMkDwtB1SQPC0HuJA8LQeYlDwtByjQPC0HQNw8LQao1DwtB9SwPC0H2Jg8LQYIiDwtB8jMPC0G+KA8LQec3DwtBzSEPC0HAIQ8LQbglDwtByyUPC0GWJA8LQY80DwtBzTUPC0HdKg8LQe4zDwtBnDQPC0GeMQ8LQfQ1DwtB5SIPC0GvJQ8LQZkxDwtBsjYPC0H5Ng8LQcQyDwtB3SwPC0GCMQ8LQcExDwtBjTcPC0HJJA8LQew2DwtB5yoPC0HIIw8LQeIhDwtByTcPC0GlIg8LQZQiDwtB2zYPC0HeNQ8LQYYmDwtBvCsPC0GLMg8LQaAjDwtB9jAPC0GALA8LQYkrDwtBpCYPC0HyIw8LQYEoDwtBqzIPC0HrJw8LQcI2DwtBoiQPC0HPKg8LQdwjDwtBhycPC0HkNA8LQbciDwtBrTEPC0HVIg8LQa80DwtB3iYPC0HWMg8LQfQ0DwtBgTgPC0H0Nw8LQZI2DwtBnScPC0GCKQ8LQY0jDwtB1zEPC0G9NQ8LQbQ3DwtB2DAPC0G2Jw8LQZo4DwtBpyoPC0HEJw8LQa4jDwtB9SIPCwALQcomIQELIAELFwAgACAALwEuQf7/A3EgAUEAR3I7AS4LGgAgACAALwEuQf3/A3EgAUEAR0EBdHI7AS4LGgAgACAALwEuQfv/A3EgAUEAR0ECdHI7AS4LGgAgACAALwEuQff/A3EgAUEAR0EDdHI7AS4LGgAgACAALwEuQe//A3EgAUEAR0EEdHI7AS4LGgAgACAALwEuQd//A3EgAUEAR0EFdHI7AS4LGgAgACAALwEuQb//A3EgAUEAR0EGdHI7AS4LGgAgACAALwEuQf/+A3EgAUEAR0EHdHI7AS4LGgAgACAALwEuQf/9A3EgAUEAR0EIdHI7AS4LGgAgACAALwEuQf/7A3EgAUEAR0EJdHI7AS4LPgECfwJAIAAoAjgiA0UNACADKAIEIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHhEjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIIIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH8ETYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIMIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHsCjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIQIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH6HjYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIUIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHLEDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIYIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG3HzYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIcIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEG/FTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIsIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEH+CDYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIgIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEGMHTYCEEEYIQQLIAQLPgECfwJAIAAoAjgiA0UNACADKAIkIgNFDQAgACABIAIgAWsgAxEBACIEQX9HDQAgAEHmFTYCEEEYIQQLIAQLOAAgAAJ/IAAvATJBFHFBFEYEQEEBIAAtAChBAUYNARogAC8BNEHlAEYMAQsgAC0AKUEFRgs6ADALWQECfwJAIAAtAChBAUYNACAALwE0IgFB5ABrQeQASQ0AIAFBzAFGDQAgAUGwAkYNACAALwEyIgBBwABxDQBBASECIABBiARxQYAERg0AIABBKHFFIQILIAILjAEBAn8CQAJAAkAgAC0AKkUNACAALQArRQ0AIAAvATIiAUECcUUNAQwCCyAALwEyIgFBAXFFDQELQQEhAiAALQAoQQFGDQAgAC8BNCIAQeQAa0HkAEkNACAAQcwBRg0AIABBsAJGDQAgAUHAAHENAEEAIQIgAUGIBHFBgARGDQAgAUEocUEARyECCyACC1cAIABBGGpCADcDACAAQgA3AwAgAEE4akIANwMAIABBMGpCADcDACAAQShqQgA3AwAgAEEgakIANwMAIABBEGpCADcDACAAQQhqQgA3AwAgAEH9ATYCHAsGACAAEDoLmi0BC38jAEEQayIKJABB3NUAKAIAIglFBEBBnNkAKAIAIgVFBEBBqNkAQn83AgBBoNkAQoCAhICAgMAANwIAQZzZACAKQQhqQXBxQdiq1aoFcyIFNgIAQbDZAEEANgIAQYDZAEEANgIAC0GE2QBBwNkENgIAQdTVAEHA2QQ2AgBB6NUAIAU2AgBB5NUAQX82AgBBiNkAQcCmAzYCAANAIAFBgNYAaiABQfTVAGoiAjYCACACIAFB7NUAaiIDNgIAIAFB+NUAaiADNgIAIAFBiNYAaiABQfzVAGoiAzYCACADIAI2AgAgAUGQ1gBqIAFBhNYAaiICNgIAIAIgAzYCACABQYzWAGogAjYCACABQSBqIgFBgAJHDQALQczZBEGBpgM2AgBB4NUAQazZACgCADYCAEHQ1QBBgKYDNgIAQdzVAEHI2QQ2AgBBzP8HQTg2AgBByNkEIQkLAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAEHsAU0EQEHE1QAoAgAiBkEQIABBE2pBcHEgAEELSRsiBEEDdiIAdiIBQQNxBEACQCABQQFxIAByQQFzIgJBA3QiAEHs1QBqIgEgAEH01QBqKAIAIgAoAggiA0YEQEHE1QAgBkF+IAJ3cTYCAAwBCyABIAM2AgggAyABNgIMCyAAQQhqIQEgACACQQN0IgJBA3I2AgQgACACaiIAIAAoAgRBAXI2AgQMEQtBzNUAKAIAIgggBE8NASABBEACQEECIAB0IgJBACACa3IgASAAdHFoIgBBA3QiAkHs1QBqIgEgAkH01QBqKAIAIgIoAggiA0YEQEHE1QAgBkF+IAB3cSIGNgIADAELIAEgAzYCCCADIAE2AgwLIAIgBEEDcjYCBCAAQQN0IgAgBGshBSAAIAJqIAU2AgAgAiAEaiIEIAVBAXI2AgQgCARAIAhBeHFB7NUAaiEAQdjVACgCACEDAn9BASAIQQN2dCIBIAZxRQRAQcTVACABIAZyNgIAIAAMAQsgACgCCAsiASADNgIMIAAgAzYCCCADIAA2AgwgAyABNgIICyACQQhqIQFB2NUAIAQ2AgBBzNUAIAU2AgAMEQtByNUAKAIAIgtFDQEgC2hBAnRB9NcAaigCACIAKAIEQXhxIARrIQUgACECA0ACQCACKAIQIgFFBEAgAkEUaigCACIBRQ0BCyABKAIEQXhxIARrIgMgBUkhAiADIAUgAhshBSABIAAgAhshACABIQIMAQsLIAAoAhghCSAAKAIMIgMgAEcEQEHU1QAoAgAaIAMgACgCCCIBNgIIIAEgAzYCDAwQCyAAQRRqIgIoAgAiAUUEQCAAKAIQIgFFDQMgAEEQaiECCwNAIAIhByABIgNBFGoiAigCACIBDQAgA0EQaiECIAMoAhAiAQ0ACyAHQQA2AgAMDwtBfyEEIABBv39LDQAgAEETaiIBQXBxIQRByNUAKAIAIghFDQBBACAEayEFAkACQAJAAn9BACAEQYACSQ0AGkEfIARB////B0sNABogBEEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+agsiBkECdEH01wBqKAIAIgJFBEBBACEBQQAhAwwBC0EAIQEgBEEZIAZBAXZrQQAgBkEfRxt0IQBBACEDA0ACQCACKAIEQXhxIARrIgcgBU8NACACIQMgByIFDQBBACEFIAIhAQwDCyABIAJBFGooAgAiByAHIAIgAEEddkEEcWpBEGooAgAiAkYbIAEgBxshASAAQQF0IQAgAg0ACwsgASADckUEQEEAIQNBAiAGdCIAQQAgAGtyIAhxIgBFDQMgAGhBAnRB9NcAaigCACEBCyABRQ0BCwNAIAEoAgRBeHEgBGsiAiAFSSEAIAIgBSAAGyEFIAEgAyAAGyEDIAEoAhAiAAR/IAAFIAFBFGooAgALIgENAAsLIANFDQAgBUHM1QAoAgAgBGtPDQAgAygCGCEHIAMgAygCDCIARwRAQdTVACgCABogACADKAIIIgE2AgggASAANgIMDA4LIANBFGoiAigCACIBRQRAIAMoAhAiAUUNAyADQRBqIQILA0AgAiEGIAEiAEEUaiICKAIAIgENACAAQRBqIQIgACgCECIBDQALIAZBADYCAAwNC0HM1QAoAgAiAyAETwRAQdjVACgCACEBAkAgAyAEayICQRBPBEAgASAEaiIAIAJBAXI2AgQgASADaiACNgIAIAEgBEEDcjYCBAwBCyABIANBA3I2AgQgASADaiIAIAAoAgRBAXI2AgRBACEAQQAhAgtBzNUAIAI2AgBB2NUAIAA2AgAgAUEIaiEBDA8LQdDVACgCACIDIARLBEAgBCAJaiIAIAMgBGsiAUEBcjYCBEHc1QAgADYCAEHQ1QAgATYCACAJIARBA3I2AgQgCUEIaiEBDA8LQQAhASAEAn9BnNkAKAIABEBBpNkAKAIADAELQajZAEJ/NwIAQaDZAEKAgISAgIDAADcCAEGc2QAgCkEMakFwcUHYqtWqBXM2AgBBsNkAQQA2AgBBgNkAQQA2AgBBgIAECyIAIARBxwBqIgVqIgZBACAAayIHcSICTwRAQbTZAEEwNgIADA8LAkBB/NgAKAIAIgFFDQBB9NgAKAIAIgggAmohACAAIAFNIAAgCEtxDQBBACEBQbTZAEEwNgIADA8LQYDZAC0AAEEEcQ0EAkACQCAJBEBBhNkAIQEDQCABKAIAIgAgCU0EQCAAIAEoAgRqIAlLDQMLIAEoAggiAQ0ACwtBABA7IgBBf0YNBSACIQZBoNkAKAIAIgFBAWsiAyAAcQRAIAIgAGsgACADakEAIAFrcWohBgsgBCAGTw0FIAZB/v///wdLDQVB/NgAKAIAIgMEQEH02AAoAgAiByAGaiEBIAEgB00NBiABIANLDQYLIAYQOyIBIABHDQEMBwsgBiADayAHcSIGQf7///8HSw0EIAYQOyEAIAAgASgCACABKAIEakYNAyAAIQELAkAgBiAEQcgAak8NACABQX9GDQBBpNkAKAIAIgAgBSAGa2pBACAAa3EiAEH+////B0sEQCABIQAMBwsgABA7QX9HBEAgACAGaiEGIAEhAAwHC0EAIAZrEDsaDAQLIAEiAEF/Rw0FDAMLQQAhAwwMC0EAIQAMCgsgAEF/Rw0CC0GA2QBBgNkAKAIAQQRyNgIACyACQf7///8HSw0BIAIQOyEAQQAQOyEBIABBf0YNASABQX9GDQEgACABTw0BIAEgAGsiBiAEQThqTQ0BC0H02ABB9NgAKAIAIAZqIgE2AgBB+NgAKAIAIAFJBEBB+NgAIAE2AgALAkACQAJAQdzVACgCACICBEBBhNkAIQEDQCAAIAEoAgAiAyABKAIEIgVqRg0CIAEoAggiAQ0ACwwCC0HU1QAoAgAiAUEARyAAIAFPcUUEQEHU1QAgADYCAAtBACEBQYjZACAGNgIAQYTZACAANgIAQeTVAEF/NgIAQejVAEGc2QAoAgA2AgBBkNkAQQA2AgADQCABQYDWAGogAUH01QBqIgI2AgAgAiABQezVAGoiAzYCACABQfjVAGogAzYCACABQYjWAGogAUH81QBqIgM2AgAgAyACNgIAIAFBkNYAaiABQYTWAGoiAjYCACACIAM2AgAgAUGM1gBqIAI2AgAgAUEgaiIBQYACRw0AC0F4IABrQQ9xIgEgAGoiAiAGQThrIgMgAWsiAUEBcjYCBEHg1QBBrNkAKAIANgIAQdDVACABNgIAQdzVACACNgIAIAAgA2pBODYCBAwCCyAAIAJNDQAgAiADSQ0AIAEoAgxBCHENAEF4IAJrQQ9xIgAgAmoiA0HQ1QAoAgAgBmoiByAAayIAQQFyNgIEIAEgBSAGajYCBEHg1QBBrNkAKAIANgIAQdDVACAANgIAQdzVACADNgIAIAIgB2pBODYCBAwBCyAAQdTVACgCAEkEQEHU1QAgADYCAAsgACAGaiEDQYTZACEBAkACQAJAA0AgAyABKAIARwRAIAEoAggiAQ0BDAILCyABLQAMQQhxRQ0BC0GE2QAhAQNAIAEoAgAiAyACTQRAIAMgASgCBGoiBSACSw0DCyABKAIIIQEMAAsACyABIAA2AgAgASABKAIEIAZqNgIEIABBeCAAa0EPcWoiCSAEQQNyNgIEIANBeCADa0EPcWoiBiAEIAlqIgRrIQEgAiAGRgRAQdzVACAENgIAQdDVAEHQ1QAoAgAgAWoiADYCACAEIABBAXI2AgQMCAtB2NUAKAIAIAZGBEBB2NUAIAQ2AgBBzNUAQczVACgCACABaiIANgIAIAQgAEEBcjYCBCAAIARqIAA2AgAMCAsgBigCBCIFQQNxQQFHDQYgBUF4cSEIIAVB/wFNBEAgBUEDdiEDIAYoAggiACAGKAIMIgJGBEBBxNUAQcTVACgCAEF+IAN3cTYCAAwHCyACIAA2AgggACACNgIMDAYLIAYoAhghByAGIAYoAgwiAEcEQCAAIAYoAggiAjYCCCACIAA2AgwMBQsgBkEUaiICKAIAIgVFBEAgBigCECIFRQ0EIAZBEGohAgsDQCACIQMgBSIAQRRqIgIoAgAiBQ0AIABBEGohAiAAKAIQIgUNAAsgA0EANgIADAQLQXggAGtBD3EiASAAaiIHIAZBOGsiAyABayIBQQFyNgIEIAAgA2pBODYCBCACIAVBNyAFa0EPcWpBP2siAyADIAJBEGpJGyIDQSM2AgRB4NUAQazZACgCADYCAEHQ1QAgATYCAEHc1QAgBzYCACADQRBqQYzZACkCADcCACADQYTZACkCADcCCEGM2QAgA0EIajYCAEGI2QAgBjYCAEGE2QAgADYCAEGQ2QBBADYCACADQSRqIQEDQCABQQc2AgAgBSABQQRqIgFLDQALIAIgA0YNACADIAMoAgRBfnE2AgQgAyADIAJrIgU2AgAgAiAFQQFyNgIEIAVB/wFNBEAgBUF4cUHs1QBqIQACf0HE1QAoAgAiAUEBIAVBA3Z0IgNxRQRAQcTVACABIANyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRB9NcAaiEAQcjVACgCACIDQQEgAXQiBnFFBEAgACACNgIAQcjVACADIAZyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhAwJAA0AgAyIAKAIEQXhxIAVGDQEgAUEddiEDIAFBAXQhASAAIANBBHFqQRBqIgYoAgAiAw0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIIC0HQ1QAoAgAiASAETQ0AQdzVACgCACIAIARqIgIgASAEayIBQQFyNgIEQdDVACABNgIAQdzVACACNgIAIAAgBEEDcjYCBCAAQQhqIQEMCAtBACEBQbTZAEEwNgIADAcLQQAhAAsgB0UNAAJAIAYoAhwiAkECdEH01wBqIgMoAgAgBkYEQCADIAA2AgAgAA0BQcjVAEHI1QAoAgBBfiACd3E2AgAMAgsgB0EQQRQgBygCECAGRhtqIAA2AgAgAEUNAQsgACAHNgIYIAYoAhAiAgRAIAAgAjYCECACIAA2AhgLIAZBFGooAgAiAkUNACAAQRRqIAI2AgAgAiAANgIYCyABIAhqIQEgBiAIaiIGKAIEIQULIAYgBUF+cTYCBCABIARqIAE2AgAgBCABQQFyNgIEIAFB/wFNBEAgAUF4cUHs1QBqIQACf0HE1QAoAgAiAkEBIAFBA3Z0IgFxRQRAQcTVACABIAJyNgIAIAAMAQsgACgCCAsiASAENgIMIAAgBDYCCCAEIAA2AgwgBCABNgIIDAELQR8hBSABQf///wdNBEAgAUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEFCyAEIAU2AhwgBEIANwIQIAVBAnRB9NcAaiEAQcjVACgCACICQQEgBXQiA3FFBEAgACAENgIAQcjVACACIANyNgIAIAQgADYCGCAEIAQ2AgggBCAENgIMDAELIAFBGSAFQQF2a0EAIAVBH0cbdCEFIAAoAgAhAAJAA0AgACICKAIEQXhxIAFGDQEgBUEddiEAIAVBAXQhBSACIABBBHFqQRBqIgMoAgAiAA0ACyADIAQ2AgAgBCACNgIYIAQgBDYCDCAEIAQ2AggMAQsgAigCCCIAIAQ2AgwgAiAENgIIIARBADYCGCAEIAI2AgwgBCAANgIICyAJQQhqIQEMAgsCQCAHRQ0AAkAgAygCHCIBQQJ0QfTXAGoiAigCACADRgRAIAIgADYCACAADQFByNUAIAhBfiABd3EiCDYCAAwCCyAHQRBBFCAHKAIQIANGG2ogADYCACAARQ0BCyAAIAc2AhggAygCECIBBEAgACABNgIQIAEgADYCGAsgA0EUaigCACIBRQ0AIABBFGogATYCACABIAA2AhgLAkAgBUEPTQRAIAMgBCAFaiIAQQNyNgIEIAAgA2oiACAAKAIEQQFyNgIEDAELIAMgBGoiAiAFQQFyNgIEIAMgBEEDcjYCBCACIAVqIAU2AgAgBUH/AU0EQCAFQXhxQezVAGohAAJ/QcTVACgCACIBQQEgBUEDdnQiBXFFBEBBxNUAIAEgBXI2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEH01wBqIQBBASABdCIEIAhxRQRAIAAgAjYCAEHI1QAgBCAIcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQQCQANAIAQiACgCBEF4cSAFRg0BIAFBHXYhBCABQQF0IQEgACAEQQRxakEQaiIGKAIAIgQNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAsgA0EIaiEBDAELAkAgCUUNAAJAIAAoAhwiAUECdEH01wBqIgIoAgAgAEYEQCACIAM2AgAgAw0BQcjVACALQX4gAXdxNgIADAILIAlBEEEUIAkoAhAgAEYbaiADNgIAIANFDQELIAMgCTYCGCAAKAIQIgEEQCADIAE2AhAgASADNgIYCyAAQRRqKAIAIgFFDQAgA0EUaiABNgIAIAEgAzYCGAsCQCAFQQ9NBEAgACAEIAVqIgFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQsgACAEaiIHIAVBAXI2AgQgACAEQQNyNgIEIAUgB2ogBTYCACAIBEAgCEF4cUHs1QBqIQFB2NUAKAIAIQMCf0EBIAhBA3Z0IgIgBnFFBEBBxNUAIAIgBnI2AgAgAQwBCyABKAIICyICIAM2AgwgASADNgIIIAMgATYCDCADIAI2AggLQdjVACAHNgIAQczVACAFNgIACyAAQQhqIQELIApBEGokACABC0MAIABFBEA/AEEQdA8LAkAgAEH//wNxDQAgAEEASA0AIABBEHZAACIAQX9GBEBBtNkAQTA2AgBBfw8LIABBEHQPCwALC5lCIgBBgAgLDQEAAAAAAAAAAgAAAAMAQZgICwUEAAAABQBBqAgLCQYAAAAHAAAACABB5AgLwjJJbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBFeHBlY3RlZCBMRiBhZnRlciBoZWFkZXJzAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMAVXNlciBjYWxsYmFjayBlcnJvcgBgb25fcmVzZXRgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19oZWFkZXJgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2JlZ2luYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlYCBjYWxsYmFjayBlcnJvcgBgb25fc3RhdHVzX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdmVyc2lvbl9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3VybF9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3Byb3RvY29sX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fcHJvdG9jb2wARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgAVHJhbnNmZXItRW5jb2RpbmcgY2FuJ3QgYmUgcHJlc2VudCB3aXRoIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgc2l6ZQBFeHBlY3RlZCBMRiBhZnRlciBjaHVuayBzaXplAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBVbmV4cGVjdGVkIHdoaXRlc3BhY2UgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgaGVhZGVyIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciBjaHVuayBleHRlbnNpb24gdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIHF1b3RlZC1wYWlyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGVkIHZhbHVlAFBhdXNlZCBieSBvbl9oZWFkZXJzX2NvbXBsZXRlAEludmFsaWQgRU9GIHN0YXRlAG9uX3Jlc2V0IHBhdXNlAG9uX2NodW5rX2hlYWRlciBwYXVzZQBvbl9tZXNzYWdlX2JlZ2luIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZSBwYXVzZQBvbl9zdGF0dXNfY29tcGxldGUgcGF1c2UAb25fdmVyc2lvbl9jb21wbGV0ZSBwYXVzZQBvbl91cmxfY29tcGxldGUgcGF1c2UAb25fcHJvdG9jb2xfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX3ZhbHVlX2NvbXBsZXRlIHBhdXNlAG9uX21lc3NhZ2VfY29tcGxldGUgcGF1c2UAb25fbWV0aG9kX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl9maWVsZF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fbmFtZSBwYXVzZQBVbmV4cGVjdGVkIHNwYWNlIGFmdGVyIHN0YXJ0IGxpbmUATWlzc2luZyBleHBlY3RlZCBDUiBhZnRlciByZXNwb25zZSBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAE1pc3NpbmcgZXhwZWN0ZWQgQ1IgYWZ0ZXIgY2h1bmsgZXh0ZW5zaW9uIG5hbWUASW52YWxpZCBzdGF0dXMgY29kZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABNaXNzaW5nIGV4cGVjdGVkIENSIGFmdGVyIGNodW5rIGRhdGEARXhwZWN0ZWQgTEYgYWZ0ZXIgY2h1bmsgZGF0YQBVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AARGF0YSBhZnRlciBgQ29ubmVjdGlvbjogY2xvc2VgAFNXSVRDSF9QUk9YWQBVU0VfUFJPWFkATUtBQ1RJVklUWQBVTlBST0NFU1NBQkxFX0VOVElUWQBRVUVSWQBDT1BZAE1PVkVEX1BFUk1BTkVOVExZAFRPT19FQVJMWQBOT1RJRlkARkFJTEVEX0RFUEVOREVOQ1kAQkFEX0dBVEVXQVkAUExBWQBQVVQAQ0hFQ0tPVVQAR0FURVdBWV9USU1FT1VUAFJFUVVFU1RfVElNRU9VVABORVRXT1JLX0NPTk5FQ1RfVElNRU9VVABDT05ORUNUSU9OX1RJTUVPVVQATE9HSU5fVElNRU9VVABORVRXT1JLX1JFQURfVElNRU9VVABQT1NUAE1JU0RJUkVDVEVEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfTE9BRF9CQUxBTkNFRF9SRVFVRVNUAEJBRF9SRVFVRVNUAEhUVFBfUkVRVUVTVF9TRU5UX1RPX0hUVFBTX1BPUlQAUkVQT1JUAElNX0FfVEVBUE9UAFJFU0VUX0NPTlRFTlQATk9fQ09OVEVOVABQQVJUSUFMX0NPTlRFTlQASFBFX0lOVkFMSURfQ09OU1RBTlQASFBFX0NCX1JFU0VUAEdFVABIUEVfU1RSSUNUAENPTkZMSUNUAFRFTVBPUkFSWV9SRURJUkVDVABQRVJNQU5FTlRfUkVESVJFQ1QAQ09OTkVDVABNVUxUSV9TVEFUVVMASFBFX0lOVkFMSURfU1RBVFVTAFRPT19NQU5ZX1JFUVVFU1RTAEVBUkxZX0hJTlRTAFVOQVZBSUxBQkxFX0ZPUl9MRUdBTF9SRUFTT05TAE9QVElPTlMAU1dJVENISU5HX1BST1RPQ09MUwBWQVJJQU5UX0FMU09fTkVHT1RJQVRFUwBNVUxUSVBMRV9DSE9JQ0VTAElOVEVSTkFMX1NFUlZFUl9FUlJPUgBXRUJfU0VSVkVSX1VOS05PV05fRVJST1IAUkFJTEdVTl9FUlJPUgBJREVOVElUWV9QUk9WSURFUl9BVVRIRU5USUNBVElPTl9FUlJPUgBTU0xfQ0VSVElGSUNBVEVfRVJST1IASU5WQUxJRF9YX0ZPUldBUkRFRF9GT1IAU0VUX1BBUkFNRVRFUgBHRVRfUEFSQU1FVEVSAEhQRV9VU0VSAFNFRV9PVEhFUgBIUEVfQ0JfQ0hVTktfSEVBREVSAEV4cGVjdGVkIExGIGFmdGVyIENSAE1LQ0FMRU5EQVIAU0VUVVAAV0VCX1NFUlZFUl9JU19ET1dOAFRFQVJET1dOAEhQRV9DTE9TRURfQ09OTkVDVElPTgBIRVVSSVNUSUNfRVhQSVJBVElPTgBESVNDT05ORUNURURfT1BFUkFUSU9OAE5PTl9BVVRIT1JJVEFUSVZFX0lORk9STUFUSU9OAEhQRV9JTlZBTElEX1ZFUlNJT04ASFBFX0NCX01FU1NBR0VfQkVHSU4AU0lURV9JU19GUk9aRU4ASFBFX0lOVkFMSURfSEVBREVSX1RPS0VOAElOVkFMSURfVE9LRU4ARk9SQklEREVOAEVOSEFOQ0VfWU9VUl9DQUxNAEhQRV9JTlZBTElEX1VSTABCTE9DS0VEX0JZX1BBUkVOVEFMX0NPTlRST0wATUtDT0wAQUNMAEhQRV9JTlRFUk5BTABSRVFVRVNUX0hFQURFUl9GSUVMRFNfVE9PX0xBUkdFX1VOT0ZGSUNJQUwASFBFX09LAFVOTElOSwBVTkxPQ0sAUFJJAFJFVFJZX1dJVEgASFBFX0lOVkFMSURfQ09OVEVOVF9MRU5HVEgASFBFX1VORVhQRUNURURfQ09OVEVOVF9MRU5HVEgARkxVU0gAUFJPUFBBVENIAE0tU0VBUkNIAFVSSV9UT09fTE9ORwBQUk9DRVNTSU5HAE1JU0NFTExBTkVPVVNfUEVSU0lTVEVOVF9XQVJOSU5HAE1JU0NFTExBTkVPVVNfV0FSTklORwBIUEVfSU5WQUxJRF9UUkFOU0ZFUl9FTkNPRElORwBFeHBlY3RlZCBDUkxGAEhQRV9JTlZBTElEX0NIVU5LX1NJWkUATU9WRQBDT05USU5VRQBIUEVfQ0JfU1RBVFVTX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJTX0NPTVBMRVRFAEhQRV9DQl9WRVJTSU9OX0NPTVBMRVRFAEhQRV9DQl9VUkxfQ09NUExFVEUASFBFX0NCX1BST1RPQ09MX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8sIFJUU1AvIG9yIElDRS8A5xUAAK8VAACkEgAAkhoAACYWAACeFAAA2xkAAHkVAAB+EgAA/hQAADYVAAALFgAA2BYAAPMSAABCGAAArBYAABIVAAAUFwAA7xcAAEgUAABxFwAAshoAAGsZAAB+GQAANRQAAIIaAABEFwAA/RYAAB4YAACHFwAAqhkAAJMSAAAHGAAALBcAAMoXAACkFwAA5xUAAOcVAABYFwAAOxgAAKASAAAtHAAAwxEAAEgRAADeEgAAQhMAAKQZAAD9EAAA9xUAAKUVAADvFgAA+BkAAEoWAABWFgAA9RUAAAoaAAAIGgAAARoAAKsVAABCEgAA1xAAAEwRAAAFGQAAVBYAAB4RAADKGQAAyBkAAE4WAAD/GAAAcRQAAPAVAADuFQAAlBkAAPwVAAC/GQAAmxkAAHwUAABDEQAAcBgAAJUUAAAnFAAAGRQAANUSAADUGQAARBYAAPcQAEG5OwsBAQBB0DsL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBuj0LBAEAAAIAQdE9C14DBAMDAwMDAAADAwADAwADAwMDAwMDAwMDAAUAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAwADAEG6PwsEAQAAAgBB0T8LXgMAAwMDAwMAAAMDAAMDAAMDAwMDAwMDAwMABAAFAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwADAAMAQbDBAAsNbG9zZWVlcC1hbGl2ZQBBycEACwEBAEHgwQAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBycMACwEBAEHgwwAL5wEBAQEBAQEBAQEBAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAWNodW5rZWQAQfHFAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBB0McACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQYDIAAsgcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQpTTQ0KDQoAQanIAAsFAQIAAQMAQcDIAAtfBAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanKAAsFAQIAAQMAQcDKAAtfBAUFBgUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAQanMAAsEAQAAAQBBwcwAC14CAgACAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAEGpzgALBQECAAEDAEHAzgALXwQFAAAFBQUFBQUFBQUFBQYFBQUFBQUFBQUFBQUABQAHCAUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQAFAAUABQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUAAAAFAEGp0AALBQEBAAEBAEHA0AALAQEAQdrQAAtBAgAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQanSAAsFAQEAAQEAQcDSAAsBAQBBytIACwYCAAAAAAIAQeHSAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBBoNQAC50BTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRVVFUllPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFVFRQQ0VUU1BBRFRQLw==";
      let wasmBuffer;
      Object.defineProperty(module2, "exports", {
        get: () => {
          return wasmBuffer ? wasmBuffer : wasmBuffer = Buffer2.from(wasmBase64, "base64");
        }
      });
    })
  ),
  /***/
  25997: (
    /***/
    ((module2) => {
      const wasmModule = new WebAssembly.Module(
        Buffer.from(
          "AGFzbQEAAAABQgtgA39/fwBgAX8Bf2ACf38AYAF/AGABfwF+YAJ/fgBgBH9/f38AYAABf2AIf39/f39/f3wAYAN/f38Bf2ACf38BfwKUBBwDZW52CG9uX2Vycm9yAAADZW52Cm9uX2hlYWRlcnMACANlbnYJb25fZmluaXNoAAADZW52EG9uX21lc3NhZ2Vfc3RhcnQAAANlbnYTb25fbWVzc2FnZV9jb21wbGV0ZQAAA2Vudgpvbl9yZXF1ZXN0AAADZW52C29uX3Jlc3BvbnNlAAADZW52CG9uX3Jlc2V0AAADZW52CW9uX21ldGhvZAAAA2VudgZvbl91cmwAAANlbnYLb25fcHJvdG9jb2wAAANlbnYKb25fdmVyc2lvbgAAA2Vudglvbl9zdGF0dXMAAANlbnYJb25fcmVhc29uAAADZW52Dm9uX2hlYWRlcl9uYW1lAAADZW52D29uX2hlYWRlcl92YWx1ZQAAA2Vudgpvbl9jb25uZWN0AAADZW52Cm9uX3VwZ3JhZGUAAANlbnYPb25fY2h1bmtfbGVuZ3RoAAADZW52F29uX2NodW5rX2V4dGVuc2lvbl9uYW1lAAADZW52GG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQAAA2Vudghvbl9jaHVuawAAA2Vudgdvbl9ib2R5AAADZW52B29uX2RhdGEAAANlbnYPb25fdHJhaWxlcl9uYW1lAAADZW52EG9uX3RyYWlsZXJfdmFsdWUAAANlbnYLb25fdHJhaWxlcnMAAANlbnYPb25fc3RhdGVfY2hhbmdlAAADQUAGAQMDBwIDBgMEBAEEBAEBAQQBBAQBAQEBAQEBAQEBAQEBAQcJAwIDBQUCAgIFAgICAgICAgEBAQEKAQIDAgICBQMBABEGCQF/AUGAgMAACwedCDkGbWVtb3J5AgAFYWxsb2MAHQVjbGVhcgAeCGNvbXBsZXRlAB8GY3JlYXRlACAHZGVhbGxvYwAhB2Rlc3Ryb3kAIgRmYWlsACMGZmluaXNoACQOZ2V0X2NodW5rX3NpemUAJRJnZXRfY29udGVudF9sZW5ndGgAJg5nZXRfZXJyb3JfY29kZQAnGWdldF9lcnJvcl9kZXNjcmlwdGlvbl9yYXcAKBRnZXRfbWF4X2JvZHlfcGF5bG9hZAApFWdldF9tYXhfaGVhZGVyX2xlbmd0aAAqGWdldF9tYXhfc3RhcnRfbGluZV9sZW5ndGgAKwpnZXRfbWV0aG9kACwKZ2V0X3BhcnNlZAAtDGdldF9wb3NpdGlvbgAuGGdldF9yZW1haW5pbmdfY2h1bmtfc2l6ZQAvHGdldF9yZW1haW5pbmdfY29udGVudF9sZW5ndGgAMAlnZXRfc3RhdGUAMQpnZXRfc3RhdHVzADIdaGFzX2NodW5rZWRfdHJhbnNmZXJfZW5jb2RpbmcAMxRoYXNfY29ubmVjdGlvbl9jbG9zZQA0Fmhhc19jb25uZWN0aW9uX3VwZ3JhZGUANRJoYXNfY29udGVudF9sZW5ndGgANgxoYXNfdHJhaWxlcnMANxVoYXNfdHJhbnNmZXJfZW5jb2RpbmcAOAtoYXNfdXBncmFkZQA5DWlzX2F1dG9kZXRlY3QAOgppc19jb25uZWN0ADsIaXNfZGVidWcAPAlpc19wYXVzZWQAPQppc19yZXF1ZXN0AD4ObWlsb19oYXNfZGVidWcAPwVwYXJzZQBABXBhdXNlAEEFcmVzZXQAQgZyZXN1bWUAQxRzZXRfYWN0aXZlX2NhbGxiYWNrcwBEEXNldF9hY3RpdmVfZXZlbnRzAEUJc2V0X2RlYnVnAEYOc2V0X2lzX2Nvbm5lY3QARw5zZXRfaXNfcmVxdWVzdABIFHNldF9tYXhfYm9keV9wYXlsb2FkAEkVc2V0X21heF9oZWFkZXJfbGVuZ3RoAEoZc2V0X21heF9zdGFydF9saW5lX2xlbmd0aABLFXNldF9zaG91bGRfYXV0b2RldGVjdABMIHNldF9zaG91bGRfY29udGludWVfd2l0aG91dF9kYXRhAE0cc2V0X3Nob3VsZF9tYW5hZ2VfdW5jb25zdW1lZABOFHNldF9zaG91bGRfc2tpcF9ib2R5AE8gc2V0X3Nob3VsZF9zdXNwZW5kX2FmdGVyX2hlYWRlcnMAUBxzaG91bGRfY29udGludWVfd2l0aG91dF9kYXRhAFEYc2hvdWxkX21hbmFnZV91bmNvbnN1bWVkAFIQc2hvdWxkX3NraXBfYm9keQBTHHNob3VsZF9zdXNwZW5kX2FmdGVyX2hlYWRlcnMAVAr7pwJAlgIBBH8CQCACIANPDQAgAS0AACEFAkAgAyACayIHQQNNBEAMAQtBgIKECCAFQYGChAhsIgEgAigAAHMiBmsgBnJBgIGChHhxQYCBgoR4RwRADAELIAJBfHFBBGohAgJAIAdBCU8EQCACIANBCGsiB0sNAQNAQYCChAggAigCACABcyIGayAGckGAgYKEeHFBgIGChHhHDQJBgIKECCACQQRqKAIAIAFzIgZrIAZyQYCBgoR4cUGAgYKEeEcNAiACQQhqIgIgB00NAAsMAQsgAiADTw0CDAELIAIgA08NAQsgA0EBa0EBIQQDQCAFIAItAABGDQEgAkEBaiICIANHDQALIQJBACEECyAAIAI2AgQgACAENgIACyYAAkAgAEEATgRAIABFBEBBASEADAILIABBARBVIgANAQsACyAACzMAIABCADcDKCAAQQA6ABUgAEIANwMwIABCADcDOCAAQgA3A0AgAEIANwNIIABBADYCUAvSAwIDfwF+AkAgACIBLQAkIgBBDk1BAEEBIAB0QYDPAXEbRQRAIAFBAzoAJiABQQI6ACQgAUENOgD0AkEAIQAgAUEAOgB5IAFBp5jAACkAADcAbCABQayYwAApAAA3AHECQCABKQNYIAEpA2CEp0EBcUUEQCABKAL4AiECDAELIAEoAvgCIgJBAToAACACQQVqQQM6AAAgAkEBaiABKAIgNgAAQQYhAAsgACACakEAOgAADAELAn9BACABKQNYIAEpA2CEIgRCyACDUA0AGiAEQgiDQgBSBEAgASgC+AIiAEEEOgAAIABBBWpBADYAACAAQQFqIAEoAiA2AABBCSECCyACIARCwACDUA0AGiABKAL4AiACaiIAQQc6AAAgAEEFakEANgAAIABBAWogASgCIDYAACACQQlqCyECIAFBADoAFiABQQA6ABQCQCABLQBSQQFGBEBBDiEAIAEtABFBAXENAQsgAS0AUCEDIARCAoNQBEAgAyEADAELQQEhACADQQFxRQRAIAMhAAwBCyABKAL4AiACaiIDQQI6AAAgA0EFakEANgAAIANBAWogASgCIDYAACACQQlqIQILIAEgADoAJCABKAL4AiACakEAOgAACwvfAgEDfyMAQeAAayIAJAACQEGAgAQQViICRQ0AIAJBBGstAABBA3FFDQAgAkEAQYCABPwLAAsCQCACRQ0AIABBADYAXCAAQgA3AFQgAEIANwBMIABCADcARCAAQgA3ADwgAEIANwA0IABCADcCHCAAQgA3AiQgAEEANgIsIABCADcADyAAQQA6ABdBgANBCBBVIgFFDQAgAUIANwARIAFBAToAECABQgA3AwggAUKAwICAgIAINwMAIAFCADcAGSABQgA3AB8gASAAKQAzNwAnIAEgACkAOzcALyABIAApAEM3ADcgASAAKQBLNwA/IAEgACkAUzcARyABIAApAFg3AEwgASAAKAIoNgJkIAEgACkCIDcCXCABIAApAhg3AlQgAUHsAGpBAEH/AfwLACABIAI2AvgCIAEgAC8AFjsA8wIgASAAKQAONwDrAiABIAE2AmggAEHgAGokACABDwsACxUAAkAgAEUNACABRQ0AIAAgARBXCws4AQF/IAAEQCAAKALwAiIBBEAgACgC7AIgARBXCyAAKAL4AiIBBEAgAUGAgAQQVwsgAEGAAxBXCwuSAQEBfyAAIAE6ACYgAEECOgAkIABB7ABqIQRB/gEgAyADQf4BTxsiAwRAIAQgAiAD/AoAAAsgACADOgD0AiADIARqQQA6AABBACEDIAApA1ggACkDYIRCAYOnBH8gACgC+AIiAkEBOgAAIAJBBWogAToAACACQQFqIAAoAiA2AABBBgVBAAsgACgC+AJqQQA6AAALrAIBAn8CQAJAAkAgAC0AJCIBQQlNBEBBASABdEEbcQ0BIAFBAkYNAyABQQlGDQILIABBBToAJiAAQQI6ACQgAEEWOgD0AiAAQQA6AIIBIABBgIjAACkAADcAbCAAQYiIwAApAAA3AHQgAEGOiMAAKQAANwB6AkAgACkDWCAAKQNghKdBAXFFBEAgACgC+AIhAQwBCyAAKAL4AiIBQQE6AAAgAUEFakEFOgAAIAFBAWogACgCIDYAAEEGIQILIAEgAmpBADoAAA8LIABBAToAJA8LAn8gACkDWCAAKQNghEIIg1AEQCAAKAL4AiEBQQAMAQsgACgC+AIiAUEEOgAAIAFBBWpBADYAACABQQFqIAAoAiA2AABBCQshAiAAQQE6ACQgASACakEAOgAACwsHACAAKQMwCwcAIAApAygLBwAgAC0AJgsTACAAMQD0AiAAQewAaq1CIIaECwcAIAApAwgLBwAgACgCBAsHACAAKAIACwcAIAAtAEwLBwAgACkDGAsHACAAKAIgCwcAIAApA0ALBwAgACkDOAsHACAALQAkCwcAIAAoAkgLBwAgAC0ATwsHACAALQBQCwcAIAAtAFELBwAgAC0ATQsHACAALQBTCwcAIAAtAE4LBwAgAC0AUgsHACAALQAQCwcAIAAtABULBwAgAC0AFwsHACAALQAlCwcAIAAtABELBABBAAva3AECKn8cfiABIREgAiEUQQAhASMAQZABayIMJAAgACIDKQNYIAMpA2CEIS0CQAJAAn8CQAJAAkACQCADLQAkQQJGBEAgA0EANgIgDAELIAMtACVBAUcNAQsgLUIAUg0BDAULAkACQCADLQATIAMoAvACIgBBAEdxIiAEQCADKALsAiEBIAwgETYCfCAMIAE2AnQgDCAANgJ4IAwgFDYCgAEgACAUaiIUQQBIDQICQCAURQRAQQEhEQwBCyAUQQEQVSIRRQ0DCyAMQQA2AowBIAwgETYCiAEgDCAUNgKEAQNAIAxB9ABqIAhqIgAoAgAhEgJAAkAgAEEEaigCACIOIAwoAoQBIAprSwRAIAxBhAFqIQ8jAEEQayILJAAgDiAKIA5qIgBLBEAACyALQQRqIQcgDygCBCERAkBBCCAAIA8oAgAiAUEBdCICIAAgAksbIgAgAEEITRsiBkEASARAIAdBADYCBCAHQQE2AgAMAQsCfyABBEBBACEAAn8CQAJAAkACQAJAIBFBBGsiCSgCACIKQXhxIgRBBEEIIApBA3EiDRsgAWpJDQAgDUEAIAFBJ2ogBEkbDQAgBkHM/3tLDQRBECAGQQtqQXhxIAZBC0kbIQEgEUEIayECAkACQAJAAkAgDQRAIAIgBGohDSABIARNDQMgDUHgm8AAKAIARg0EIA1B3JvAACgCAEYNAiANKAIEIgpBAnENCCAKQXhxIgogBGoiBCABSQ0IIA0gChBZIAQgAWsiDUEQSQ0BIAkgASAJKAIAQQFxckECcjYCACABIAJqIgEgDUEDcjYCBCACIARqIgQgBCgCBEEBcjYCBCABIA0QWgwHCyABQYACSQ0HIAJFDQcgASAETw0HIAQgAWtBgIAISw0HIBEMCQsgCSAEIAkoAgBBAXFyQQJyNgIAIAIgBGoiASABKAIEQQFyNgIEDAULQdSbwAAoAgAgBGoiBCABSQ0FAkAgBCABayINQQ9NBEAgCSAKQQFxIARyQQJyNgIAIAIgBGoiASABKAIEQQFyNgIEQQAhDUEAIQEMAQsgCSABIApBAXFyQQJyNgIAIAEgAmoiASANQQFyNgIEIAIgBGoiBCANNgIAIAQgBCgCBEF+cTYCBAtB3JvAACABNgIAQdSbwAAgDTYCAAwECyAEIAFrIgRBD00NAyAJIAEgCkEBcXJBAnI2AgAgASACaiIBIARBA3I2AgQgDSANKAIEQQFyNgIEIAEgBBBaDAMLQdibwAAoAgAgBGoiBCABSw0BDAMLAAsgCSABIApBAXFyQQJyNgIAIAEgAmoiDSAEIAFrIgFBAXI2AgRB2JvAACABNgIAQeCbwAAgDTYCAAsgAkUNACARDAILIAYQViIBRQ0AIAZBfEF4IAkoAgAiAEEDcRsgAEF4cWoiACAAIAZLGyIABEAgASARIAD8CgAACyABIQAgERBYCyAACwwBCyAGQQEQVQsiAEUEQCAHIAY2AgggB0EBNgIEIAdBATYCAAwBCyAHIAY2AgggByAANgIEIAdBADYCAAsgCygCBEEBRgRAIAsoAggaIAsoAgwACyALKAIIIQAgDyAGNgIAIA8gADYCBCALQRBqJAAgDCgCiAEhESAMKAKMASEKDAELIA5FDQELIA5FDQAgCiARaiASIA78CgAACyAMIAogDmoiCjYCjAEgCEEIaiIIQRBHDQALIAogFEkNASAMKAKEASEYCyADQQA2AiBBASEXQQEhBEEBIQpBASEIIC1QIiFFBEAgLULIAINCAFIhFiAtQoA8g0IAUiEiIC1CgA+DQgBSISMgLUIkg0IAUiEdIC1CFINCAFIhHiAtQoDAAINQIQogLUKAgAKDUCEIIC1CAoNCAYinIRkgLUKAgIAQg0IZiKchHyAtQoCAAYNCDoinIRogLUKAgIAIg1AhBAsgAy0AJQRAIBEhBCAUIQoMBgsgAykDCCEwIC1CEIMhOCAtQgSDITQgLUIggyE5IC1CgAKDIT8gLUKAAYMhQCAtQoAggyFBIC1CgBCDIUIgLUKACIMhOiAtQoAEgyE7IC1CgIAEgyFDIC1CgIAIgyFEIANBKGohEiAtQoCAEIMhRSAtQoCAgAKDITUgLUKAgMAAgyE8IC1CgIAggyE9IC1CgICABIMhNiAtQoCAgAGDIT4gLULAAIMhMiAtQgiDITMgLUKAgIAggyFGIC1CgIACg1AgCHIhJCAtpyIAQQ52IBpxISUgLUKAwACDUCAKciEmIABBGXYgH3EhJyAtQoCAgAiDUCAEciEoIBQiCCEKIBEhBANAAkAgCA0AIAMtABRBAXENAAwHCyADQQA6ABQCQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACfwJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAy0AJA4PJklLHh0cLAgHBgMCAQBLKwsCQCAIRQ0AQQAhAEF/IQcCfwNAAkACQAJAAkACQAJAAkAgACAEaiICLQAAIgFBDUYEQCAIQQFrIABGDVUgAEEBaiAKTw1QIAJBAWoiAS0AAEEKRw0BAkACQCAARQRAIAVB1v8Da0H//3tJDVggRlANASAFQRBqQYGABE8NWCADKAIgIQAgAygC+AIgBWpBGzoAACADKAL4AiAFakEBaiAAQQJqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIAVBCWohBQxNCyAMQTo6AHQgDEHoAGogDEH0AGogBCABEBwgDCgCaEEBcQRAIAwoAmwiASAERw0CCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQw8CyADQQE6ABQgBUFeTg1LDFYLIAEgBGsiCUEBaiEBIB9FBEAgASEGIAAMCgsgCUECaiIGIABPDQcgASAKTw1QIAEgBGotAABBIEcNByAEIAZqLQAAIg5BCUYNByAOQSBGDQcgAkEBay0AACICQQlGDQcgACACQSBHDQkaDAcLAkAgAUEgTwRAIAFB/wBGDQEMBwsgAUEJRg0GCyAAIApPDQQgAEECTQRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQUgACAIQQFqIghHDQALDAULQYCChAggBCgAACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4RwRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQUgACAIQQFqIghHDQALDAULQQQgBEEDcSIGayEBIABBCEkNASACQQFqIQYgASAEaiEIIAEgAEEHayIASw0CIAAgBGohAANAQYCChAggCCgCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0DQYCChAggCEEEaigCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0DIAhBCGoiCCAATQ0ACwwCCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMRwsgACABSQ0CIARBBGohASAAQQNrIQBBACAGayEIA0AgASAIai0AAEE6Rg0CIAhBAWoiCCAARw0ACwwCCyAGIAhNDQEDQCAILQAAQTpGDQEgAiAIRiAIQQFqIQhFDQALDAELIANBBjoAJiADQQI6ACQgA0GCmMAAKQAANwBsIANBipjAACkAADcAdCADQZKYwAApAAA3AHwgA0GamMAAKQAANwCEASADQZ+YwAApAAA3AIkBQSUhCEGRAQxPCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQw0CyAHQQFqIQcgCCAAQQFqIgBHDQEMAwsLIAACfwJAIAAgAU0NAANAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAADAELIAELIgYgAE8NABoCQANAIAcgCk8NSSAEIAdqLQAAIgFBCUcgAUEgR3ENASAGIAdJIAdBAWshBw0ACyAGDAELIAdBAWoLQQAhAQJAA0AgASAKRg1IIAEgBGotAAAtAICAQARAIAkgAUEBaiIBRg0CDAELCyADQQY6ACYgA0ECOgAkIANB3pfAACkAADcAbCADQeaXwAApAAA3AHQgA0Hul8AAKQAANwB8IANB9pfAACkAADcAhAEgA0H+l8AAKAAANgCMAQwxCyAoRQRAIAVBEGpBgIAESw1MIAMoAiAhASADKAL4AiAFakEZOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogCTYAACAFQQlqIQULIAUgJ0UNPhogBUEQakGAgARLDUsgBmshByADKAIgIAZqIRdBGiEBDD0LIAMoAgQgCEsNSiADQQY6ACYgA0ECOgAkIANByZfAACkAADcAbCADQdGXwAApAAA3AHQgA0HWl8AAKQAANwB5DCQLIAMpA0AiMUIAUgRAIDEgCK0iLiAuIDFWGyEuIDBCAFIEQCAvIDBaDUsgMCAvfSI3IC4gLiA3VhshLgsgLlANSiAupyEAID5CAFIEQCAFQRBqQYGABE8NSyADKAIgIQEgAygC+AIgBWpBFjoAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCyA2QgBSBEAgBUEQakGBgARPDUsgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgLiAvfCEvIAMgAykDQCAufUIAIC4gMVQbNwNAQQAhAQxCCyAIQQJJDUkgCkUNRAJAIAQtAABBDUcNACAKQQFGDUUgBC0AAUEKRw0AIANBCjoAJAwmCyADQQY6ACYgA0ECOgAkIANBq5fAACkAADcAbCADQbOXwAApAAA3AHQgA0G7l8AAKQAANwB8IANBwZfAACkAADcAggEMAgsCQCAIRQ0AIAhBAWsgCk8NAAJAIAhBBE8EQCAIIQAgBCEBQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQEgAEEJTwRAIAAgBGohAgJAIAYgAEEIa0sNACACQQhrIQADQEGAgoQIIAEoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIAFBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASABQQhqIgEgAE0NAAsLIAEgAk8NBANAIAEtAABBDUYNBCACIAFBAWoiAUcNAAsMBAsgBiAITw0DIAIgCGpBBGshAANAIAEtAABBDUYNAyABQQFqIQEgAEEBayIADQALDAMLA0AgAS0AAEENRg0CIAFBAWohASAAQQFrIgANAAsMAgsgBCEBIAQtAABBDUYNACAIQQFGDQEgBC0AAUENRgRAIARBAWohAQwBCyAIQQJGDQEgBC0AAkENRw0BIARBAmohAQsgASAEayIOQQFqIhMgCEYNSSAKIBNNDUQCQCAEIBNqIhAtAABBCkYEQCAMQT06AIQBIAxBOzoAdCAMQeAAaiEGIAxBhAFqIQIgDEH0AGohCUEAIQ0CQCAQIAQiAE0NACAJLQAAIQkgAi0AACEHAkAgECAEa0EDTQ0AQYCChAggBCgAACICIAdBgYKECGwiC3MiD2sgD3JBgIGChHhxQYCBgoR4Rw0AQYCChAggAiAJQYGChAhsIg9zIgJrIAJyQYCBgoR4cUGAgYKEeEcNAAJAIARBfHFBBGoiACAQQQRrIgJLDQADQEGAgoQIIAAoAgAiFSALcyIbayAbckGAgYKEeHFBgIGChHhHDQFBgIKECCAPIBVzIhVrIBVyQYCBgoR4cUGAgYKEeEcNASAAQQRqIgAgAk0NAAsLIAAgEE8NAQsgEEEBa0EBIQ0DQCAHIAAtAAAiC0YNASAJIAtGDQEgAEEBaiIAIBBHDQALIQBBACENCyAGIAA2AgQgBiANNgIAIA4hBkEAIQAgDCgCYEEBcQRAIAwoAmQgBGshBgsgBkUNAQNAIAAgCkYNRyAAIARqLQAAIgJBCUcgAkEgR3ENAiAGIABBAWoiAEcNAAsgBiEADAELIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQw+CwJAIAYiByAATQ0AIARBAWshCQNAIAdBAWsiAiAKTw1GIAcgCWotAAAiC0EJRyALQSBHcQ0BIAIiByAASw0ACyAAIQcLIAAgB0YEQCADQQY6ACYgA0ECOgAkIANBmJXAACkAADcAbCADQaCVwAApAAA3AHQgA0GolcAAKQAANwB8IANBrZXAACkAADcAgQEMOQsCQCAAIAdPDQAgCiAAayICQQAgAiAKTRshCSAHIABrIQsgACAEaiECA0AgCUUNRiACLQAALQCAgEAEQCAJQQFrIQkgAkEBaiECIAtBAWsiC0UNAgwBCwsgA0EGOgAmIANBAjoAJCADQbWVwAApAAA3AGwgA0G9lcAAKQAANwB0IANBxZXAACkAADcAfCADQc2VwAApAAA3AIQBIANB05XAACkAADcAigFBJiEIQZIBDEkLAkACQAJAIAcgDkYNACAGIApPDUcgBCAGai0AAEE7Rg0AIAZBAWoiCSAOTw0BA0ACQCAEIAlqLQAAIgJBCUYNACACQSBGDQAgCUEBayEGDAMLIAlBAWoiCSAOSQ0ACwwCCyA9QgBSBEAgBUEQakGBgARPDUwgAygCICEBIAMoAvgCIAVqQRQ6AAAgAygC+AIgBWpBAWogACABajYAACADKAL4AiAFakEFaiAHIABrNgAAIAVBCWohBQsgBiAORwRAIAZBAWohAEEAIQEgAy0AJEECRg1EIANBCzoAJAxECyADKQMwQgBSBEAgDkECaiEAQQAhASADLQAkQQJGDUQgA0EMOgAkDEQLIDVCAFIEQCAFQRBqQYGABE8NTCADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyAOQQJqIQBBACEBIAMtACRBAkYNQyADQQ06ACQMQwsgCSAORg0AIAkgCk8NRQJAIAQgCWoiCy0AAEEiRiIbBEACQCAGQQJqIgYgDksNACAEQX9zISkgDkEHayEqIBBBCGshKyABQX9zIARqIRUgDkEDayEsIAYhDwNAIAQgD2ohDQJAIBMgD2siC0EDTQRAIA8gFWohAiANIQEDQCABLQAAQSJGDQIgAUEBaiEBIAJBAWoiAg0ACwwDC0GAgoQIIA0oAAAiAUGixIiRAnNrIAFyQYCBgoR4cUGAgYKEeEcEQCAPIBVqIQIgDSEBA0AgAS0AAEEiRg0CIAFBAWohASACQQFqIgINAAsMAwtBBCANQQNxIhxrIgEgD2ohAiABIA1qIQEgC0EJTwRAAkAgAiAqSg0AA0BBgIKECCABKAIAIgJBosSIkQJzayACckGAgYKEeHFBgIGChHhHDQFBgIKECCABQQRqKAIAIgJBosSIkQJzayACckGAgYKEeHFBgIGChHhHDQEgAUEIaiIBICtNDQALCyABIBBPDQMDQCABLQAAQSJGDQIgECABQQFqIgFHDQALDAMLIAIgDksNAiAcICxqIA9rIQIDQCABLQAAQSJGDQEgAUEBaiEBIAJBAWsiAg0ACwwCCyABIA1rIA9qIQsCQCABIA1GDQAgASApaiECIAEgBCAPamshDUEAIQECQANAIAIgCk8NTCACIARqLQAAQdwARw0BIAFBAWohASACIA9LIAJBAWshAg0ACyANIQELIAFBAXFFDQAgC0EBaiEPIAsgDkkNAQwCCwsgBiALSQRAIAYhAQNAIAEgCk8NSgJAAkAgASAEai0AACICQdwARgRAIAFBAWoiASALRg0BIAEgCk8NTSABIARqLQAALQCAgkBBAUcNAQwCCyACLQCAhEANAQsgA0EGOgAmIANBAjoAJCADQYuWwAApAAA3AGwgA0GTlsAAKQAANwB0IANBm5bAACkAADcAfCADQaOWwAApAAA3AIQBIANBq5bAACkAADcAjAEgA0GxlsAAKQAANwCSAUEuIQhBmgEMTwsgAUEBaiIBIAtJDQALCyALQQFqIQIMAgsgA0EGOgAmIANBAjoAJCADQduVwAApAAA3AGwgA0HjlcAAKQAANwB0IANB65XAACkAADcAfCADQfOVwAApAAA3AIQBIANB+5XAACkAADcAjAEgA0GDlsAAKQAANwCUAQwKCyAOIgIgCU8EQCAMQTs6AHQgDEHYAGogDEH0AGogCyALIAIgBmtqEBwgDCgCWEEBcSICBH8gDCgCXCALawUgAQsgCWogDiACGyECCwJAIAIgCSIGTQ0AIAogBiAGIApJGyEBA0AgASAGRg1IIAQgBmotAAAiC0EJRyALQSBHcQ0BIAIgBkEBaiIGRw0ACyACIQYLIAIhCwJAIAIgBk0NACAEQQFrIQ0DQCALQQFrIgEgCk8NSCALIA1qLQAAIg9BCUcgD0EgR3ENASABIgsgBksNAAsgBiELCyAGIAtGBEAgA0EGOgAmIANBAjoAJCADQbmWwAApAAA3AGwgA0HBlsAAKQAANwB0IANByZbAACkAADcAfCADQc+WwAApAAA3AIIBDAULIAYgC08NACAGIAogBiAKSxshDSAGIQEDQCABIA1GDUcgASAEai0AAC0AgIBABEAgCyABQQFqIgFGDQIMAQsLIANBBjoAJiADQQI6ACQgA0HXlsAAKQAANwBsIANB35bAACkAADcAdCADQeeWwAApAAA3AHwgA0HvlsAAKQAANwCEASADQfaWwAApAAA3AIsBDC0LID1CAFIEQCAFQRBqQYGABE8NSyADKAIgIQEgAygC+AIgBWpBFDoAACADKAL4AiAFakEBaiAAIAFqNgAAIAMoAvgCIAVqQQVqIAcgAGs2AAAgBUEJaiEFCwJAAn8gG0UEQCA8UA0CIAVBEGpBgIAESw1NIAsgBmshACADKAIgIAZqDAELIDxQDQEgBUEQakGAgARLDUwgCyAJa0EBaiEAIAMoAiAgCWoLIQEgAygC+AIgBWpBFToAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCyAOIgYgAk8EQCAMQTs6AHQgDEHQAGogDEH0AGogAiAEaiIBIBAQHCAMKAJQQQFxIgYEfyAMKAJUIAFrBSAACyACaiAOIAYbIQYLAkAgAiAGSQRAIAogAmsiAEEAIAAgCk0bIQAgBiACayEHIAIgBGohAQNAIABFDUggAS0AACICQQlHIAJBIEdxDQIgAEEBayEAIAFBAWohASAHQQFrIgcNAAsLAkAgBiAOTwRAIAMpAzBCAFINASA1QgBSBEAgBUEQakGBgARPDU4gAygCICEAIAMoAvgCIAVqQRc6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgDkECaiEAQQAhASADLQAkQQJGDUUgA0ENOgAkDEULIAZBAWohAEEAIQEMRAsgDkECaiEAQQAhASADLQAkQQJGDUMgA0EMOgAkDEMLIANBBjoAJiADQQI6ACQgA0H+lsAAKQAANwBsIANBhpfAACkAADcAdCADQY6XwAApAAA3AHwgA0GWl8AAKQAANwCEASADQZ6XwAApAAA3AIwBIANBo5fAACkAADcAkQFBLSEIQZkBDEkLIANBBjoAJiADQQI6ACQgA0G5lsAAKQAANwBsIANBwZbAACkAADcAdCADQcmWwAApAAA3AHwgA0HPlsAAKQAANwCCAQwCCyADKAIEIAhLDUggA0EGOgAmIANBAjoAJCADQcyUwAApAAA3AGwgA0HUlMAAKQAANwB0IANB2ZTAACkAADcAeQwiCyAIRQ0BIAhBAWsgCk8NAQJAIAhBBE8EQCAIIQEgBCEAQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQAgAUEJTwRAIAEgBGohAgJAIAYgAUEIa0sNACACQQhrIQEDQEGAgoQIIAAoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIABBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASAAQQhqIgAgAU0NAAsLIAAgAk8NBQNAIAAtAABBDUYNBCACIABBAWoiAEcNAAsMBQsgBiAITw0EIAIgCGpBBGshAQNAIAAtAABBDUYNAyAAQQFqIQAgAUEBayIBDQALDAQLA0AgAC0AAEENRg0CIABBAWohACABQQFrIgENAAsMAwsgBCEAIAQtAABBDUYNACAIQQFGDQIgBC0AAUENRgRAIARBAWohAAwBCyAIQQJGDQIgBC0AAkENRw0CIARBAmohAAsgACAEayICQQFqIgAgCEYNRyAAIApPDUICQAJAIAAgBGoiAC0AAEEKRgRAIAxBOzoAdCAMQcgAaiAMQfQAaiAEIAAQHCACIQkgDCgCSEEBcQRAIAwoAkwgBGshCQsgCUUEQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAApAAA3AHQgA0HxlMAAKQAANwB8IANB95TAACkAADcAggEMBAsgCUEQSw0CQQAhAEIAIS4DQCAAIApGDUYCQCAAIARqLQAAIgZBMGsiAUH/AXFBCkkNACAGQeEAa0H/AXFBBk8EQCAGQcEAa0H/AXFBBk8EQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAApAAA3AHQgA0HxlMAAKQAANwB8IANB95TAACkAADcAggEMBwsgBkE3ayEBDAELIAZB1wBrIQELIAGtQv8BgyAuQgSGfCEuIABBAWoiACAJRw0ACwwBCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMPQsgAyAuNwNAIAMgLjcDMCBFQgBSBEAgBUEQakGBgARPDUkgAygCICEAIAMoAvgCIAVqQRM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiAJNgAAIAVBCWohBQsCQCACIAlNBEAgA0EBOgAUIAMpAzBCAFINASA+QgBSBEAgBUEQakGBgARPDUsgAygCICEAIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogAEEDajYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNUIAUgRAIAVBEGpBgYAETw1LIAMoAiAhACADKAL4AiAFakEXOgAAIAMoAvgCIAVqQQFqIABBA2o2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIAJBAmohAEEAIQEgAy0AJEECRg1CIANBDToAJAxCCyAJQQFqIQBBACEBIAMtACRBAkYNQSADQQs6ACQMQQsgAkECaiEAQQAhASADLQAkQQJGDUAgA0EMOgAkDEALIANBDzoAJiADQQI6ACQgA0H/lMAAKQAANwBsIANBh5XAACkAADcAdCADQY+VwAApAAA3AHwgA0GXlcAALQAAOgCEAUEZIQhBhQEMRgtBHiEIQYoBDEULIAMoAgQgCEsNRSADQQY6ACYgA0ECOgAkIANBzJTAACkAADcAbCADQdSUwAApAAA3AHQgA0HZlMAAKQAANwB5DB8LIAitIS4gMEIAUgRAIC8gMFoNRSAwIC99IjEgLiAuIDFWGyEuCyAuUA1EIC4gL3whLyAupyEAQQAhASA2UA08IAVBEGpBgIAESw1EIAMoAiAhAiADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAI2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQUMPAsgAykDOCIxIAitIi4gLiAxVhshLiAwQgBSBEAgLyAwWg1EIDAgL30iNyAuIC4gN1YbIS4LIC5QDUMgLiAvfCEvIC6nIQACQAJAAkACQCAuIDFaBEAgBUHN/wNrQf//e08NAQxICyA2UA0CIAVBEGpBgYAESQ0BDEcLIDZCAFIEQCAFQRBqQYGABE8NRyADKAIgIQEgAygC+AIgBWpBGDoAACADKAL4AiAFakEBaiABNgAAIAMoAvgCIAVqQQVqIAA2AAAgBUEJaiEFCwJAIDVCAFIEQCAFQRBqQYGABEkNAQxICyADQQE6ABQgA0IANwM4IAVBXkgNRwwDCyADKAIgIQEgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAAIAFqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIANCADcDOCAFQQlqIQUMAgsgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgAyADKQM4IC59NwM4QQAhAQw8CwJAIBZFDQAgM0IAUgRAIAVBcEgNRSADKAIgIQIgAygC+AIgBWoiAUEEOgAAIAFBBWpBADYAACABQQFqIAAgAmo2AAAgBUEJaiEFCyAyUA0AIAVBcEgNRCADKAIgIQIgAygC+AIgBWoiAUEHOgAAIAFBBWpBADYAACABQQFqIAAgAmo2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUAkACQCADLQBSQQFGBEAgAy0AEUEBcQ0BCyADLQBQDQEgAy0AJEECRw07QQAhAQw9C0EAIQEgAy0AJEECRg08IANBDjoAJAw8CyAZBEAgBUFwSA1EIAMoAiAhAiADKAL4AiAFaiIBQQI6AAAgAUEFakEANgAAIAFBAWogAjYAACAFQQlqIQULQQAhASADLQAkQQJGDTsgA0EBOgAkDDsLIAMoAkghACADLQBMIQkCQAJAAkAgAy0AUiIBQQFGBEAgAy0AUUEBcUUNAQsgAy0ATyIGQQFxRSADLQBTQQFGcQ0BIAMtABEhAiADKQMoIS4CQCAJQQFrQf8BcUEBSw0AIAJBAXFFDQAgLkIAUg0DCyADLQAVDQQCQCAAQeUARyIJDQAgAUUNACACQQFxRQ0GCyACQQFxDQYgAy0AFg0SIABByAFJDQcgAEHMAWtBAkkNEiAAQbACRw0IDBILIANBEDoAJiADQQI6ACRByAAhCCADQewAakHFksAAQcgA/AoAAEG0AQxDCyADQQo6ACYgA0ECOgAkQcEAIQggA0HsAGpBjZPAAEHBAPwKAABBrQEMQgsgA0EJOgAmIANBAjoAJCADQc6TwAApAAA3AGwgA0HWk8AAKQAANwB0IANB3pPAACkAADcAfCADQeaTwAApAAA3AIQBIANB7pPAACkAADcAjAEgA0H2k8AAKQAANwCUAQtBMCEIQZwBDEALIENQDQwgBUEQakGAgARNDQgMQAsgRFANCyAFQRBqQYCABEsNPyADKAIgIQAgAygC+AIgBWpBEjoAACADKAL4AiAFakEBaiAANgAAQQAhASADKAL4AiAFakEFakEANgAAIAVBCWohBSADLQAkQQJGDTgMCwsgBkEBcSIARSADLQBOQQFGcQ0CIAMtABYNAyADLQBNDQQgAA0HIANBAToAFCAFQd//A2tB//97SQ0+AkAgFkUNACAzQgBSBEAgBUFwSA1AIAMoAiAhAiADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIDJQDQAgBUFwSA0/IAMoAiAhAiADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIANBADoAFiADQQA6ABQgAQ0KDAwLIAkNCgsgAy0ATUUEQCAGQQFxDQYgA0EJOgAkDAwLIC5CAFINAyADQQE6ABQgBUHf/wNrQf//e0kNPAJAIBZFDQAgM0IAUgRAIAVBcEgNPiADKAIgIQEgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAE2AAAgBUEJaiEFCyAyUA0AIAVBcEgNPSADKAIgIQEgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAE2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUDAoLIANBBzoAJiADQQI6ACRBzgAhCCADQewAakH+k8AAQc4A/AoAAEG6AQw6CyADQQE6ABQgBUHf/wNrQf//e0kNOiAWRQ0FIDNCAFIEQCAFQXBIDTsgAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgMlANBSAFQXBIDTogAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQwFCyAuQgBSDQAgA0EBOgAUIAVB3/8Da0H//3tJDTkgFkUNAyAzQgBSBEAgBUFwSA06IAMoAiAhAiADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQULIDJQDQMgBUFwSA05IAMoAiAhAiADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAjYAACAFQQlqIQUMAwsgA0EIOgAkDAcLIAMoAiAhACADKAL4AiAFakEROgAAIAMoAvgCIAVqQQFqIAA2AABBACEBIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFIAMtACRBAkcNAwwwCyADQQo6ACQMBQsgA0EAOgAWIANBADoAFCABDQEMAwsgA0EAOgAWIANBADoAFCABDQAMAgsgA0EOOgAkDAILIANBAToAFCAFQd//A2tB//97SQ0yAkAgFkUNACAzQgBSBEAgBUFwSA00IAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDJQDQAgBUFwSA0zIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQLIAMtAFBBAUcNASAZBEAgBUFwSA0yIAMoAiAhASADKAL4AiAFaiIAQQI6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBAToAJAtBACEBDCkLQQAhASADQQA6ACQMKAsgCEEISQ0uIApBB00NKSAEKQAAQo2UzOrUwcKGClIEQCADQQY6ACYgA0ECOgAkIANB54vAACkAADcAbCADQe+LwAApAAA3AHQgA0H3i8AAKQAANwB8IANB/4vAAC8AADsAhAFBGiEIQYYBDC4LIANBDjoAJEEAIQFBCCEADCYLAkAgCEUNACAIQQFrIApPDQACQCAIQQRPBEAgCCEBIAQhAEGAgoQIIAQoAAAiAkGNmrToAHNrIAJyQYCBgoR4cUGAgYKEeEYEQCAEQQQgBEEDcSICayIGaiEAIAFBCU8EQCABIARqIQICQCAGIAFBCGtLDQAgAkEIayEBA0BBgIKECCAAKAIAIgZBjZq06ABzayAGckGAgYKEeHFBgIGChHhHDQFBgIKECCAAQQRqKAIAIgZBjZq06ABzayAGckGAgYKEeHFBgIGChHhHDQEgAEEIaiIAIAFNDQALCyAAIAJPDQQDQCAALQAAQQ1GDQQgAiAAQQFqIgBHDQALDAQLIAYgCE8NAyACIAhqQQRrIQEDQCAALQAAQQ1GDQMgAEEBaiEAIAFBAWsiAQ0ACwwDCwNAIAAtAABBDUYNAiAAQQFqIQAgAUEBayIBDQALDAILIAQhACAELQAAQQ1GDQAgCEEBRg0BIAQtAAFBDUYEQCAEQQFqIQAMAQsgCEECRg0BIAQtAAJBDUcNASAEQQJqIQALIAAgBGsiAkEBaiIBIAhGDS4gASAKTw0pAkAgASAEai0AAEEKRgRAQQAhASAAIARHDQFBAiEADCgLIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQwjCwJAAkACQCACQQ1PBEAgEkIANwMAIANBADoAFSASQgA3AwggEkIANwMQIBJCADcDGCASQgA3AyAgEkEANgIoIAQtAAhBIEcEQCADQQY6ACYgA0ECOgAkIANBtYvAACkAADcAbCADQb2LwAApAAA3AHQgA0HFi8AAKQAANwB8IANByovAACkAADcAgQEMIgsgBC0AAEHIAEcNBiAELQABQdQARw0GIAQtAAJB1ABHDQEgBC0AA0HQAEcNASAELQAEQS9HDQEgBC0ABUExRw0BIAQtAAZBLkcNASAELQAHQTFHDQEgBC0ACUEwa0H/AXEiB0EKTw0DIAQtAApBMGsiDkH/AXFBCUsNAyAELQALQTBrQf8BcSILQQlLDQMgBC0ADEEgRgRAIAJBDUYiDUUEQCAEQQ1qIQAgAkENayEJA0ACQAJAIAAtAAAiBkEgTwRAIAZB/wBGDQEMAgsgBkEJRg0BCyADQQY6ACYgA0ECOgAkIANB64rAACkAADcAbCADQfOKwAApAAA3AHQgA0H7isAAKQAANwB8IANBgovAACkAADcAgwEMJwsgAEEBaiEAIAlBAWsiCQ0ACwsgAyAHQeQAbCAOQQpsQf4BcWogC2o2AkggIkUNAyA7QgBSBEAgBUEQakGBgARPDTQgAygCICEAIAMoAvgCIAVqQQo6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEENgAAIAVBCWohBQsgOkIAUgRAIAVBEGpBgYAETw00IAMoAiAhACADKAL4AiAFakELOgAAIAMoAvgCIAVqQQFqIABBBWo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIEJCAFIEQCAFQRBqQYGABE8NNCADKAIgIQAgAygC+AIgBWpBDDoAACADKAL4AiAFakEBaiAAQQlqNgAAIAMoAvgCIAVqQQVqQQM2AAAgBUEJaiEFCyBBUA0DIA0NAyAFQRBqQYCABEsNMyADKAIgIQAgAygC+AIgBWpBDToAACADKAL4AiAFakEBaiAAQQ1qNgAAIAMoAvgCIAVqQQVqIAJBDWs2AAAgBUEJaiEFDAMLIANBDDoAJiADQQI6ACQgA0GKi8AAKQAANwBsIANBkovAACkAADcAdCADQZqLwAApAAA3AHwgA0Gii8AAKQAANwCEASADQaqLwAApAAA3AIwBIANBsYvAACgAADYAkwFBKyEIQZcBDDELIANBBjoAJiADQQI6ACQgA0HSi8AAKQAANwBsIANB2ovAACkAADcAdCADQd+LwAApAAA3AHkMCwsgBC0AAkHUAEcNBCAELQADQdAARw0EIAQtAARBL0cNBCADQRE6ACYgA0ECOgAkIANBhonAACkAADcAbCADQY6JwAApAAA3AHQgA0GWicAAKQAANwB8DAgLIAJBAmohACADLQAkQQJGDScgA0EGOgAkDCcLIANBDDoAJiADQQI6ACQgA0HPisAAKQAANwBsIANB14rAACkAADcAdCADQd+KwAApAAA3AHwgA0HnisAAKAAANgCEAQwcCyADKAIAIAhLDS0gA0EGOgAmIANBAjoAJCADQbuKwAApAAA3AGwgA0HDisAAKQAANwB0IANBy4rAACgAADYAfAwdCyAIRQ0FIAhBAWsgCk8NBQJAIAhBBE8EQCAIIQEgBCEAQYCChAggBCgAACICQY2atOgAc2sgAnJBgIGChHhxQYCBgoR4RgRAIARBBCAEQQNxIgJrIgZqIQAgAUEJTwRAIAEgBGohAgJAIAYgAUEIa0sNACACQQhrIQEDQEGAgoQIIAAoAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNAUGAgoQIIABBBGooAgAiBkGNmrToAHNrIAZyQYCBgoR4cUGAgYKEeEcNASAAQQhqIgAgAU0NAAsLIAAgAk8NCQNAIAAtAABBDUYNBCACIABBAWoiAEcNAAsMCQsgBiAITw0IIAIgCGpBBGshAQNAIAAtAABBDUYNAyAAQQFqIQAgAUEBayIBDQALDAgLA0AgAC0AAEENRg0CIABBAWohACABQQFrIgENAAsMBwsgBCEAIAQtAABBDUYNACAIQQFGDQYgBC0AAUENRgRAIARBAWohAAwBCyAIQQJGDQYgBC0AAkENRw0GIARBAmohAAsgACAEayIOQQFqIgEgCEYNLCABIApPDScCQCABIARqIgItAABBCkYEQEEAIQEgACAERw0BQQIhAAwmCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMIQsCQAJAAkACfwJAIA5BDk8EQCASQgA3AwAgA0EAOgAVIBJCADcDCCASQgA3AxAgEkIANwMYIBJCADcDICASQQA2AiggDEEgOgB0IAxBEGogDEH0AGogBCACEBwCQCAMKAIQQQFxBEAgDCgCFCIAIARHDQELIANBBjoAJiADQQI6ACQgA0H9icAAKQAANwBsIANBhYrAACkAADcAdCADQY2KwAApAAA3AHwgA0GUisAAKAAANgCDAUEbIQhBhwEMMgsCQAJAIA4gACAEayICTQ0AIAxBIDoAdCAMQQhqIAxB9ABqIAQgAkEBaiIGaiIAIAAgDiACa2oQHCAMKAIIQQFxRQ0AIAwoAgwiCSAARw0BCyADQQY6ACYgA0ECOgAkIANB5YnAACkAADcAbCADQe2JwAApAAA3AHQgA0H1icAAKQAANwB8DAsLAkACQCAOIAkgAGsiCSAGaiIQQQFqIgtJDQAgDEEvOgB0IAwgDEH0AGogBCALaiINIA0gDiAQa2oQHCAMKAIAQQFxRQ0AIAwoAgQiEyANRw0BCyADQQY6ACYgA0ECOgAkIANBw4nAACkAADcAbCADQcuJwAApAAA3AHQgA0HTicAAKQAANwB8IANB24nAACkAADcAhAEgA0HjicAALwAAOwCMAUEiIQhBjgEMMgsgAiAKSw0tAkACQAJAAkACQAJAAkAgAkEDaw4FAAECAwQGCwJAIAQtAABBxwBrDgoFBgYGBgYGBgYABgsCQAJAIAQtAAFB0gBrDgQBBwcABwsgBC0AAkHUAEcNBkEEIQAMCAsgBC0AAkHJAEcNBUEKIQBBAQwICwJAAkAgBC0AAEHIAGsOCQAGBgYGBgYGAQYLIAQtAAFBxQBHDQUgBC0AAkHBAEcNBSAELQADQcQARw0FQQIhAAwHCyAELQABQc8ARw0EIAQtAAJB0wBHDQQgBC0AA0HUAEcNBEEDIQAMBgsCQAJAIAQtAABB0ABrDgUABQUFAQULIAQtAAFBwQBHDQQgBC0AAkHUAEcNBCAELQADQcMARw0EIAQtAARByABHDQRBCSEADAYLIAQtAAFB0gBHDQMgBC0AAkHBAEcNAyAELQADQcMARw0DIAQtAARBxQBHDQNBCCEADAULIAQtAABBxABHDQIgBC0AAUHFAEcNAiAELQACQcwARw0CIAQtAANBxQBHDQIgBC0ABEHUAEcNAiAELQAFQcUARw0CQQUhAAwECwJAAkAgBC0AAEHDAGsODQADAwMDAwMDAwMDAwEDCyAELQABQc8ARw0CIAQtAAJBzgBHDQIgBC0AA0HOAEcNAiAELQAEQcUARw0CIAQtAAVBwwBHDQIgBC0ABkHUAEcNAiADQQE6ABVBBiEADAQLIAQtAAFB0ABHDQEgBC0AAkHUAEcNASAELQADQckARw0BIAQtAARBzwBHDQEgBC0ABUHOAEcNASAELQAGQdMARw0BQQchAAwDCyAELQABQcUARg0ECyADQQA6AEwgAiEHIAQhAAwECyADQQY6ACYgA0ECOgAkIANBmIrAACkAADcAbCADQaCKwAApAAA3AHQgA0GmisAAKQAANwB6QRYhCEGCAQwwC0EACyEPIAMgADoATAwCCyADIAQtAAJB1ABGIg86AEwgAiEHIAQhACAPRQ0AQQAhDwwBCwJAA0AgAC0AAC0AgIBARQ0BIABBAWohACAHQQFrIgcNAAtBACEPDAELIANBBjoAJiADQQI6ACQgA0G6iMAAKQAANwBsIANBwojAACkAADcAdCADQcqIwAApAAA3AHwMBQsgEyANayITIAtqIRUgCSEHIAYhAAJAA0AgACAKTw0pIAAgBGotAAAtAICGQARAIABBAWohACAHQQFrIgdFDQIMAQsLIANBBjoAJiADQQI6ACQgA0HSiMAAKQAANwBsIANB2ojAACkAADcAdCADQd+IwAApAAA3AHkMBwsgDiAQQQlqRw0CAkAgDiALa0EIRw0AIA0pAAAiLkLIqNGC9cWMlzBRDQIgLkLIqNGC9aWMlzFSDQAgD0UNBCADQRE6ACYgA0ECOgAkIANB54jAACkAADcAbCADQe+IwAApAAA3AHQgA0H3iMAAKQAANwB8IANB/ojAACkAADcAgwEMHgsLIANBBjoAJiADQQI6ACQgA0GeicAAKQAANwBsIANBponAACkAADcAdEEQIQhB/AAMKgsgDw0BIANBEToAJiADQQI6ACQgA0GGicAAKQAANwBsIANBjonAACkAADcAdCADQZaJwAApAAA3AHwMAgsgA0EGOgAmIANBAjoAJCADQa6JwAApAAA3AGwgA0G2icAAKQAANwB0IANBu4nAACkAADcAeQwDCwJAICNFDQAgQEIAUgRAIAVBEGpBgYAETw0qIAMoAiAhACADKAL4AiAFakEIOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWogAjYAACAFQQlqIQULID9CAFIEQCAFQRBqQYGABE8NKiADKAIgIQAgAygC+AIgBWpBCToAACADKAL4AiAFakEBaiAAIAZqNgAAIAMoAvgCIAVqQQVqIAk2AAAgBUEJaiEFCyA7QgBSBEAgBUEQakGBgARPDSogAygCICEAIAMoAvgCIAVqQQo6AAAgAygC+AIgBWpBAWogACALajYAACADKAL4AiAFakEFaiATNgAAIAVBCWohBQsgOlANACAFQRBqQYCABEsNKSADKAIgIQAgAygC+AIgBWpBCzoAACADKAL4AiAFakEBaiAAIBVBAWpqNgAAIAMoAvgCIAVqQQVqQQM2AAAgBUEJaiEFCyAOQQJqIQAgAy0AJCECIAMtAExBCkYEQCACQQJGDSEgA0EFOgAkDCELIAJBAkYNICADQQY6ACQMIAtBGCEIQYQBDCYLIAMoAgAgCEsNJiADQQY6ACYgA0ECOgAkIANBpYjAACkAADcAbCADQa2IwAApAAA3AHQgA0GyiMAAKQAANwB5C0EVIQhBgQEMJAsCQAJAAkAgAy0AECIARQRAIAMtABFBAXENAQsgAA0CIB0NAQwGCyAeRQ0EIDhCAFIEQCAFQRBqQYGABE8NJyADKAIgIQAgAygC+AIgBWpBBToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA0UA0EIAVBEGpBgIAESw0mIAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQUMBAsgOUIAUgRAIAVBEGpBgYAETw0mIAMoAiAhACADKAL4AiAFakEGOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIDRQDQQgBUEQakGAgARLDSUgAygCICEAIAMoAvgCIAVqQQM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQwECwJAIApBBE0EQCAKQQFNDQMMAQsgBC0ABEEvRw0AIAQoAABByKjRggVHDQAgA0EAOgARAkAgHUUNACA5QgBSBEAgBUEQakGBgARPDScgAygCICEAIAMoAvgCIAVqQQY6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNFANACAFQRBqQYCABEsNJiADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFC0EAIQEgAy0AJEECRg0eIANBBDoAJAweCyAELwAAQY0URw0BC0EAIQFBAiEADBsLIANBAToAEQJAIB5FDQAgOEIAUgRAIAVBEGpBgYAETw0kIAMoAiAhACADKAL4AiAFakEFOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIDRQDQAgBUEQakGAgARLDSMgAygCICEAIAMoAvgCIAVqQQM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQtBACEBIAMtACRBAkYNGyADQQM6ACQMGwtBACEBIAMtACRBAkYNGiADQQM6ACQMGgtBACEBIAMtACRBAkYNGSADQQQ6ACQMGQsgA0EDOgAmIANBAjoAJCADQaeYwAApAAA3AGwgA0GsmMAAKQAANwBxDBMLIAhFDQtBACEAQX8hBwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAA0ACQAJAAkACQAJAAkACQAJAIAAgBGoiCS0AACIBQQ1GBEAgCEEBayAARg04IABBAWoiDyAKTw0zIAlBAWoiAS0AAEEKRw0BAkACQAJAAkAgAEUEQCAkDQIgBUEaakGAgARNDQFBASEBQQIhAAw1CyAMQTo6AHQgDEFAayAMQfQAaiAEIAEQHCAMKAJAQQFxBEAgDCgCRCIBIARHDQQLDCgLIAMtAEwgAygCSCIBIAMtABEiAhshBkEAIQBBAEECIAMtAE9rIAMtAE0iCRshByADKAIgQQJqIQ4gAy0AUEF/c0EBcSELAkAgAy0AUkEBRw0AIAMtAFFBAXFFDQAgAiABQeUARnIhAAsgAykDKCEuIAMtAFMhASADKAL4AiAFakEQOgAAIAMoAvgCIAVqQQFqIA42AAAgAygC+AIgBWpBBWogBjsAACADKAL4AiAFakEHaiALOgAAIAMoAvgCIAVqQQhqIAA6AAAgAygC+AIgBWpBCWogAToAACADKAL4AiAFakEKaiAHOgAAIAMoAvgCIAVqQQtqIC5CACAJGzcAACAFQRNqIQUgAy0AJEECRg0BCyADQQc6ACQLIANBAToAFCADLQASIQFBAiEADDELIAEgBGsiDkEBaiEGAkACQAJAIAQtAAAiAUHDAGsOMwEAAAAAAAAAAAAAAAAAAAAAAQEAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAABAQALQQAhAQNAIAEgCkYNNiABIARqLQAALQCAgEAEQCAOIAFBAWoiAUYNAwwBCwsMJgsgCiAOSQ00IAMoAkghCwJAAkACQAJAIA5BB2sOCwMkJAIkJCQAJCQBJAsgDiECIAQgAUEgckHjAEcNJBogBCAELQABQSByQe8ARw0kGiAEIAQtAAJBIHJB7gBHDSQaIAQgBC0AA0EgckH0AEcNJBogBCAELQAEQSByQeUARw0kGiAEIAQtAAVBIHJB7gBHDSQaIAQgBC0ABkEgckH0AEcNJBogBCAELQAHQS1HDSQaIAQgBC0ACEEgckHsAEcNJBogBCAELQAJQSByQeUARw0kGiAEIAQtAApBIHJB7gBHDSQaIAQgBC0AC0EgckHnAEcNJBogBCAELQAMQSByQfQARw0kGiAEIAQtAA1BIHJB6ABHDSQaIAMtAE4NBiALQX5xQcwBRyALQeQAa0HkAE9xRQRAIANBBzoAJiADQQI6ACQgA0GVjMAAKQAANwBsIANBnYzAACkAADcAdCADQaWMwAApAAA3AHwgA0GtjMAAKQAANwCEASADQbWMwAApAAA3AIwBIANBvYzAACkAADcAlAEgA0HFjMAAKQAANwCcASADQc2MwAAoAAA2AKQBQTwhCEGoAQw8CwJAAkAgAy0ATUUEQEEPIQEgACAGTQ0jIAlBAWsiAS0AACICQSBGIgtFIAJBCUdxDQIgAEEQSw0BDCILIANBDToAJiADQQI6ACQgA0GSjcAAKQAANwBsIANBmo3AACkAADcAdCADQaKNwAApAAA3AHwgA0GqjcAAKQAANwCEASADQbGNwAApAAA3AIsBDCALIAYgCk8NOCAEIAZqLQAAQSBHDSAgBC0AECICQQlGDSAgAkEgRg0gIAEtAAAiAUEJRg0gIAFBIEYNIEEQIQEgACEJDCMLQRAgBiAEIAZqLQAAIgJBIEYbIgEgAE8NHSABIARqLQAAIgZBCUYNHCAAIQkgBkEgRg0cDCILIA4hAiAEIAFBIHJB9ABHDSMaIAQgBC0AAUEgckHyAEcNIxogBCAELQACQSByQeEARw0jGiAEIAQtAANBIHJB7gBHDSMaIAQgBC0ABEEgckHzAEcNIxogBCAELQAFQSByQeYARw0jGiAEIAQtAAZBIHJB5QBHDSMaIAQgBC0AB0EgckHyAEcNIxogBCAELQAIQS1HDSMaIAQgBC0ACUEgckHlAEcNIxogBCAELQAKQSByQe4ARw0jGiAEIAQtAAtBIHJB4wBHDSMaIAQgBC0ADEEgckHvAEcNIxogBCAELQANQSByQeQARw0jGiAEIAQtAA5BIHJB6QBHDSMaIAQgBC0AD0EgckHuAEcNIxogBCAELQAQQSByQecARw0jGiADLQBNDQYgC0HMAWtBAkkNGiALQbACRg0aIAtB5ABrQeQASQ0aIABBE00EQEESIQEgAEETRw0ZDBgLIAYgCk8NNiAEIAZqLQAAQSBHDRcgBC0AEyIBQQlGDRcgAUEgRg0XIAlBAWstAAAiAUEJRg0XIAFBIEYNF0ETIQEgACEJDBkLIA4hAiAEIAFBIHJB4wBHDSIaIAQgBC0AAUEgckHvAEcNIhogBCAELQACQSByQe4ARw0iGiAEIAQtAANBIHJB7gBHDSIaIAQgBC0ABEEgckHlAEcNIhogBCAELQAFQSByQeMARw0iGiAEIAQtAAZBIHJB9ABHDSIaIAQgBC0AB0EgckHpAEcNIhogBCAELQAIQSByQe8ARw0iGiAEIAQtAAlBIHJB7gBHDSIaIABBDE0EQEELIQEgAEEMRw0UDBMLIAYgCk8NNSAEIAZqLQAAQSBHDRIgBC0ADCIBQQlGDRIgAUEgRg0SIAlBAWstAAAiAUEJRg0SIAFBIEYNEkEMIQEgACEJDBQLAkACQCABQdQAaw4iAAEiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIAASILAkAgBC0AAUEgckHyAEcNACAELQACQSByQeEARw0AIAQtAANBIHJB6QBHDQAgBC0ABEEgckHsAEcNACAELQAFQSByQeUARw0AIAQtAAZBIHJB8gBHDQAgA0EBOgBTIABBCU0EQEEIIQEgAEEJRw0TDBILIAYgCk8NNiAEIAZqLQAAQSBHDREgBC0ACSIBQQlGDREgAUEgRg0RIAlBAWstAAAiAUEJRg0RIAFBIEYNEUEJIQEgACEJDCYLIA4hAiAEIAFB1QBHDSIaCyAOIQIgBCAELQABQSByQfAARw0hGiAEIAQtAAJBIHJB5wBHDSEaIAQgBC0AA0EgckHyAEcNIRogBCAELQAEQSByQeEARw0hGiAEIAQtAAVBIHJB5ABHDSEaIAQgBC0ABkEgckHlAEcNIRogAEEJTQRAQQghASAAQQlHDQ0MDAsgBiAKTw00IAQgBmotAABBIEcNCyAELQAJIgFBCUYNCyABQSBGDQsgCUEBay0AACIBQQlGDQsgAUEgRg0LQQkhASAAIQkMDQsgGkUNISAOQQJqIgEgAE8NCCAGIApPDTMgBCAGai0AAEEgRw0IIAEgBGotAAAiAkEJRg0IIAJBIEYNCCAJQQFrLQAAIgJBCUYNCCAAIQkgAkEgRw0jDAgLAkAgAUEgTwRAIAFB/wBGDQEMCAsgAUEJRg0HCyAAIApPDSMgAEECTQRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQcgACAIQQFqIghHDQALDCQLQYCChAggBCgAACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4RwRAIABBAWohAEEAIQgDQCAEIAhqLQAAQTpGDQcgACAIQQFqIghHDQALDCQLQQQgBEEDcSICayEBIABBCEkNAyAJQQFqIQIgASAEaiEIIAEgAEEHayIASw0EIAAgBGohAANAQYCChAggCCgCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0FQYCChAggCEEEaigCACIBQbr06NEDc2sgAXJBgIGChHhxQYCBgoR4Rw0FIAhBCGoiCCAATQ0ACwwECyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMKgsgA0EHOgAmIANBAjoAJEHJACEIIANB7ABqQbmNwABByQD8CgAAQbUBDDQLIANBCDoAJiADQQI6ACRByQAhCCADQewAakGgkMAAQckA/AoAAEG1AQwzCyAAIAFJDR8gBEEEaiEBIABBA2shAEEAIAJrIQgDQCABIAhqLQAAQTpGDQIgCEEBaiIIIABHDQALDB8LIAIgCE0NHgNAIAgtAABBOkYNASAIIAlGIAhBAWohCEUNAAsMHgsgA0EGOgAmIANBAjoAJCADQaGSwAApAAA3AGwgA0GpksAAKQAANwB0IANBsZLAACkAADcAfCADQbmSwAApAAA3AIQBIANBwZLAACgAADYAjAEMFgsgB0EBaiEHIAggAEEBaiIARw0BDB0LCyAAAn8CQCAAIAZNDQADQCAEIAZqLQAAIgFBCUcgAUEgR3ENASAAIAZBAWoiBkcNAAsgAAwBCyAGCyIBTQRAIAAhCQwaCwNAIAcgCk8NKgJAIAQgB2otAAAiAkEJRg0AIAJBIEYNACAHQQFqIQkMGwsgASAHSSAHQQFrIQcNAAsgASEJDBkLQQghAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSogBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFGDQEgCUEBaiEPCyAEQQFrIRAgBCAPaiETIAEhBwNAAkAgByAJTw0AIAcgCk8NKCAEIAdqLQAAIgJBCUYEQCAHQQFqIQcMAgsgAkEgRw0AIAdBAWohBwwBCwJAIAcgCUYNAAJAAkACfyAJIAkgCk8NABogCSAHIAlLDQAaIAxBLDoAdCAMQThqIAxB9ABqIAQgB2oiBiATEBwgDCgCOEEBcSILBH8gDCgCPCAGawUgAgsgB2ogCSALGwsiCyAHQQFqIgZNDQAgByAKTw0qIAQgB2otAABBIEcNACAGIApPDSogBCAGai0AACICQQlGDQAgAkEgRg0AIAtBAWsiAiAKTw0qIAIgBGotAAAiDUEJRg0AIAshAiANQSBHDQELAkACfwJAIAcgC08NACAHIAogByAKSxshAgNAIAIgB0YNLSAEIAdqLQAAIgZBCUcgBkEgR3ENASALIAdBAWoiB0cNAAsgCwwBCyAHCyIGIAsiAk8NAANAIAJBAWsiByAKTw0rIAIgEGotAAAiDUEJRyANQSBHcQ0BIAciAiAGSw0ACyAGIQILIAIgBkcNACADQQY6ACYgA0ECOgAkIANBxZHAACkAADcAbCADQc2RwAApAAA3AHQgA0HVkcAAKQAANwB8IANB2pHAACkAADcAgQEMHQsCQAJAAn8gAiACIApPIhUNABogAiACIAZJDQAaIAxBLzoAdCAMQTBqIAxB9ABqIAQgBmoiDSACIARqQQFqEBwgDCgCMEEBcSIPBH8gDCgCNCANawUgBwsgBmogAiAPGwsiDSAGRg0AIAYgDU8NASAKIAZrIgdBACAHIApNGyEHIA0gBmshDyAEIAZqIQYDQCAHRQ0rIAYtAAAtAICAQEUNASAHQQFrIQcgBkEBaiEGIA9BAWsiDw0ACwwBCyADQQY6ACYgA0ECOgAkIANB4pHAACkAADcAbCADQeqRwAApAAA3AHQgA0HykcAAKQAANwB8IANB+pHAACgAADYAhAEMHAsCQCACIA1NDQAgDUEBaiEHAkAgFUUEQCAMQS86AHQgDEEoaiAMQfQAaiAEIAdqIgYgBiACIA1rahAcIAwoAihBAXENAQsgAiAHRg0AIAIgB00NAQNAIAcgCk8NKyAEIAdqLQAALQCAgEBFDQEgB0EBaiIHIAJHDQALDAELIANBBjoAJiADQQI6ACQgA0HikcAAKQAANwBsIANB6pHAACkAADcAdCADQfKRwAApAAA3AHwgA0H6kcAAKAAANgCEAQwcCyAJIAtGDQAgC0EBaiEHDAELCyADQQE6AFIMFgsgA0EGOgAmIANBAjoAJCADQcWRwAApAAA3AGwgA0HNkcAAKQAANwB0IANB1ZHAACkAADcAfCADQdqRwAApAAA3AIEBDBkLQQghAQNAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSYgBCAHai0AACICQQlHIAJBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDRMgA0EGOgAmIANBAjoAJCADQaiRwAApAAA3AGwgA0GwkcAAKQAANwB0IANBuJHAACkAADcAfCADQb2RwAApAAA3AIEBDBcLQQshAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSQgBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQAMAQsgCSAKSw0gIAEgCUsNICABIARqIQYCQAJAAkACQCAJIAFrQQVrDgYAAwIDAwEDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDBMLIAYtAABBIHJB6wBHDQEgBi0AAUEgckHlAEcNASAGLQACQSByQeUARw0BIAYtAANBIHJB8ABHDQEgBi0ABEEtRw0BIAYtAAVBIHJB4QBHDQEgBi0ABkEgckHsAEcNASAGLQAHQSByQekARw0BIAYtAAhBIHJB9gBHDQEgBi0ACUEgckHlAEcNAQwSCyAGLQAAQSByQfUARw0AIAYtAAFBIHJB8ABHDQAgBi0AAkEgckHnAEcNACAGLQADQSByQfIARw0AIAYtAARBIHJB4QBHDQAgBi0ABUEgckHkAEcNACAGLQAGQSByQeUARw0AIANBAToAUQwRCyAEQQFrIQ0gBCAJakEBaiEQIAEhBwNAAkAgByAJTw0AIAQgB2otAAAiAkEJRgRAIAdBAWohBwwCCyACQSBHDQAgB0EBaiEHDAELIAcgCUYNEQJAAkACfyAJIAkgCk8NABogCSAHIAlLDQAaIAxBLDoAdCAMQSBqIAxB9ABqIAQgB2oiBiAQEBwgDCgCIEEBcSILBH8gDCgCJCAGawUgAgsgB2ogCSALGwsiCyAHQQFqIgZNDQAgByAKTw0jIAQgB2otAABBIEcNACAGIApPDSMgBCAGai0AACICQQlGDQAgAkEgRg0AIAtBAWsiAiAKTw0jIAIgBGotAAAiD0EJRg0AIAshAiAPQSBHDQELAkACfwJAIAcgC08NACAHIAogByAKSxshAgNAIAIgB0YNJiAEIAdqLQAAIgZBCUcgBkEgR3ENASALIAdBAWoiB0cNAAsgCwwBCyAHCyIGIAsiAk8NAANAIAJBAWsiByAKTw0kIAIgDWotAAAiD0EJRyAPQSBHcQ0BIAciAiAGSw0ACyAGIQILIAIgBkcNAAwCCyACIApLDSEgAiAGSQ0hIAQgBmohBwJAAkACQAJAAkAgAiAGayIPQQVrDgYAAwEDAwIDCyAHLQAAQSByQeMARw0CIActAAFBIHJB7ABHDQIgBy0AAkEgckHvAEcNAiAHLQADQSByQfMARw0CIActAARBIHJB5QBHDQIgA0EBOgBQDAMLIActAABBIHJB9QBHDQEgBy0AAUEgckHwAEcNASAHLQACQSByQecARw0BIActAANBIHJB8gBHDQEgBy0ABEEgckHhAEcNASAHLQAFQSByQeQARw0BIActAAZBIHJB5QBHDQEgA0EBOgBRDAILIActAABBIHJB6wBHDQAgBy0AAUEgckHlAEcNACAHLQACQSByQeUARw0AIActAANBIHJB8ABHDQAgBy0ABEEtRw0AIActAAVBIHJB4QBHDQAgBy0ABkEgckHsAEcNACAHLQAHQSByQekARw0AIActAAhBIHJB9gBHDQAgBy0ACUEgckHlAEYNAQsCQCACIAZGDQAgAiAGTQ0BA0AgBy0AAC0AgIBARQ0BIAdBAWohByAPQQFrIg8NAAsMAQsgA0EGOgAmIANBAjoAJCADQYmRwAApAAA3AGwgA0GRkcAAKQAANwB0IANBmZHAACkAADcAfCADQaCRwAApAAA3AIMBDBgLIAkgC0YNESALQQFqIQcMAAsACyADQQY6ACYgA0ECOgAkIANB6ZDAACkAADcAbCADQfGQwAApAAA3AHQgA0H5kMAAKQAANwB8IANBgZHAACkAADcAhAFBICEIQYwBDCMLQRIhAQNAIAEgBGotAAAiBkEJRyAGQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDSAgBCAHai0AACIGQQlHIAZBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQAgA0EGOgAmIANBAjoAJCADQcGOwAApAAA3AGwgA0HJjsAAKQAANwB0IANB0Y7AACkAADcAfCADQdmOwAApAAA3AIQBIANB4I7AACkAADcAiwEMBAsgA0EBOgBOIAkgCksNHCABIAlLDRwCQCAJIAFrQQdGBEAgASAEaiIGNQAAIAZBBmoxAABCMIYgBkEEajMAAEIghoSEQuPQ1fO2rZkyUQ0BCyAEQQFrIQ8gBCAJakEBaiEQIAMtAE8hDSABIQcDQAJAIAcgCU8NACAEIAdqLQAAIgJBCUYEQCAHQQFqIQcMAgsgAkEgRw0AIAdBAWohBwwBCyAHIAlGDQ4CQCAJIgYgCk8NACAGIAdJDQAgDEEsOgB0IAxBGGogDEH0AGogBCAHaiIGIBAQHCAMKAIYQQFxIgsEfyAMKAIcIAZrBSACCyAHaiAJIAsbIQYLAkACQCAHQQFqIgsgBk8NACAHIApPDSAgBCAHai0AAEEgRw0AIAogC00NICAEIAtqLQAAIgJBCUYNACACQSBGDQAgBkEBayICIApPDSAgAiAEai0AACITQQlGDQAgBiECIBNBIEcNAQsCfwJAIAYgB00NACAHIAogByAKSxshAgNAIAIgB0YNIiAEIAdqLQAAIgtBCUcgC0EgR3ENASAGIAdBAWoiB0cNAAsgBgwBCyAHCyELAkAgCyAGIgJPDQADQCACQQFrIgcgCk8NISACIA9qLQAAIhNBCUcgE0EgR3ENASAHIgIgC0sNAAsgCyECCyACIAtHDQAgA0EGOgAmIANBAjoAJCADQcGOwAApAAA3AGwgA0HJjsAAKQAANwB0IANB0Y7AACkAADcAfCADQdmOwAApAAA3AIQBIANB4I7AACkAADcAiwEMBgsgA0EBOgBOIAIgCksNHiACIAtJDR4CQAJAIAIgC2tBB0cNACAEIAtqIgctAABBIHJB4wBHDQAgBy0AAUEgckHoAEcNACAHLQACQSByQfUARw0AIActAANBIHJB7gBHDQAgBy0ABEEgckHrAEcNACAHLQAFQSByQeUARw0AIActAAZBIHJB5ABHDQAgDUEBcUUEQEEBIQ0gA0EBOgBPDAILIANBDjoAJiADQQI6ACRB6wAhCCADQewAakHojsAAQesA/AoAAEHXAQwkCyANQQFxQQAhDUUNACADQQ46ACYgA0ECOgAkQc0AIQggA0HsAGpB04/AAEHNAPwKAABBuQEMIwsgBiAJRg0OIAZBAWohBwwACwALIAMtAE9FBEAgA0EBOgBPDA0LIANBDjoAJiADQQI6ACRB6wAhCCADQewAakHojsAAQesA/AoAAEHXAQwgCyADQQg6ACYgA0ECOgAkIANBgo7AACkAADcAbCADQYqOwAApAAA3AHQgA0GSjsAAKQAANwB8IANBmo7AACkAADcAhAEgA0GijsAAKQAANwCMASADQaqOwAApAAA3AJQBIANBso7AACkAADcAnAEgA0G5jsAAKQAANwCjAUE/IQhBqwEMHwsgAEERSQ0AIAJBIEcNACAELQAQIgFBCUYNACABQSBGDQBBECEBIAAhCSALRQ0FC0EPIQECQANAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaAkADQCAHIApPDRwgBCAHai0AACICQQlHIAJBIEdxDQEgASAHSSAHQQFrIQcNAAsgAQwBCyAHQQFqCyIJIAFHDQQgA0EGOgAmIANBAjoAJCADQdGMwAApAAA3AGwgA0HZjMAAKQAANwB0IANB4YzAACkAADcAfCADQemMwAApAAA3AIQBIANB8YzAACgAADYAjAEMAwtBJyEIQZMBDBwLQQ8hAQNAIAEgBGotAAAiAkEJRyACQSBHcQ0BIAAgAUEBaiIBRw0ACyAAIQELAn8gACAAIAFNDQAaA0AgByAKTw0YAkAgBCAHai0AACICQQlGDQAgAkEgRg0AIAdBAWoMAgsgASAHSSAHQQFrIQcNAAsgAQsiCSABRw0BIANBBjoAJiADQQI6ACQgA0HRjMAAKQAANwBsIANB2YzAACkAADcAdCADQeGMwAApAAA3AHwgA0HpjMAAKQAANwCEASADQfGMwAAoAAA2AIwBC0EkIQhBkAEMGQsgCSABayIGQRNNBEBCACEuIAEgCUkEQCAKIAFrIgJBACACIApNGyEHIAEgBGohAgNAIAdFDRcgAi0AAEEwayILQf8BcUEKTwRAIANBDToAJiADQQI6ACQgA0H1jMAAKQAANwBsIANB/YzAACkAADcAdCADQYWNwAApAAA3AHwgA0GKjcAAKQAANwCBAQwMCyAuQgp+IAutQv8Bg3whLiAHQQFrIQcgAkEBaiECIAZBAWsiBg0ACwsgAyAuNwM4IAMgLjcDKCADQQE6AE0MBQsgA0ENOgAmIANBAjoAJCADQfWMwAApAAA3AGwgA0H9jMAAKQAANwB0IANBhY3AACkAADcAfCADQYqNwAApAAA3AIEBDAgLIA4hAiAECyEBAkADQCABLQAALQCAgEAEQCABQQFqIQEgAkEBayICDQEMAgsLDAQLIBpFDQACQCAOQQJqIgEgAE8NACAGIApPDRMgBCAGai0AAEEgRw0AIAEgBGotAAAiAkEJRg0AIAJBIEYNACAJQQFrLQAAIgJBCUYNACAAIQkgAkEgRw0DCwJAIAAgBk0NAANAIAQgBmotAAAiAUEJRyABQSBHcQ0BIAAgBkEBaiIGRw0ACyAAIQYLIAAgBk0NAAJAA0AgByAKTw0UIAQgB2otAAAiAUEJRyABQSBHcQ0BIAYgB0kgB0EBayEHDQALIAYMAgsgB0EBagwBCyAACyEJIAYhAQsgJkUEQCAFQRBqQYCABEsNFSADKAIgIQIgAygC+AIgBWpBDjoAACADKAL4AiAFakEBaiACNgAAIAMoAvgCIAVqQQVqIA42AAAgBUEJaiEFCyAFICVFDQcaIAVBEGpBgIAESw0UIAkgAWshByADKAIgIAFqIRdBDyEBDAYLIANBBjoAJiADQQI6ACQgA0H+kcAAKQAANwBsIANBhpLAACkAADcAdCADQY6SwAApAAA3AHwgA0GWksAAKQAANwCEASADQZ2SwAAoAAA2AIsBQSMhCEGPAQwSCyADKAIEIAhLDRIgA0EGOgAmIANBAjoAJCADQYGMwAApAAA3AGwgA0GJjMAAKQAANwB0IANBkYzAACgAADYAfAwCC0EcIQhBiAEMEAtBHSEIQYkBDA8LQRQhCEGAAQwOC0EfIQhBiwEMDQsgAygC+AIgBWogAToAACADKAL4AiAFakEBaiAXNgAAIAMoAvgCIAVqQQVqIAc2AAAgBUEJagshBUEAIQEgAEECaiIADQQMBQtBDSEIQfkADAoLAkAgFkUNACAzQgBSBEAgBUFwSA0MIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogAUECajYAACAFQQlqIQULIDJQDQAgBUFwSA0LIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogAUECajYAACAFQQlqIQULIANBADoAFiADQQA6ABQCQAJAIAMtAFJBAUYEQCADLQARQQFxDQELIAMtAFANAUECIQAgAy0AJEECRw0CQQAhAQwEC0ECIQBBACEBIAMtACRBAkYNAyADQQ46ACQMAwsgGUUNASAFQXBIDQogAygCICEBIAMoAvgCIAVqIgBBAjoAACAAQQVqQQA2AAAgAEEBaiABNgAAIAVBCWohBQwBC0EAIQEgA0EAOgAkDAELQQIhAEEAIQEgAy0AJEECRg0AIANBAToAJAsgAyADKAIgIABqNgIgIAAgCksNAiAIIABrIQggACAEaiEEIAogAGshCgtBASEXIAFBAXENBiADLQAlQQFxRQ0ACwwFCwALAAsgAygC+AJBADoAAAwDCyADQQY6ACYgA0ECOgAkIANBlojAACkAADcAbCADQZ2IwAApAAA3AHNBDyEIQfsACyADIAg6APQCQQAhFyADakEAOgAACyADIAMpAxggAygCICIBrXw3AxgCQCADLQATRQ0AIAMoAvACIgAEQCADKALsAiAAEFcLIANCADcC7AIgASAUTw0AAkACQCAKRQRAQQEhCAwBCyAKQQEQVSIIRQ0BIApFDQAgCCAEIAr8CgAACyADIAg2AuwCIAMgCjYC8AIMAQsACwJAAkAgLUIBg1AgF3IEQCAhRQ0BDAILIAVB+v8Da0H//3tJDQAgAygC+AIgBWoiAEEBOgAAIABBAWogAygCIDYAACAAQQVqIAMtACY6AAAgBUEGaiEFCyADKAL4AiAFakEAOgAACwJAIAMpA1giLVANACAtQgGDIS4gLUKAgAKDIS8gLUICgyEwIC1CBIMhMiAtQgiDITMgLUIQgyE0IC1CIIMhNSAtQsAAgyE2IC1CgAGDITEgLUKAAoMhOCAtQoAEgyE5IC1CgAiDITogLUKAEIMhOyAtQoAggyE8IC1CgMAAgyE9IC1CgIABgyE+IC1CgIAEgyE/IC1CgIAIgyFAIC1CgIAQgyFBIC1CgIAggyFCIC1CgIDAAIMhQyAtQoCAgAGDIUQgLUKAgIACgyFFIC1CgICABIMhRiAtQoCAgAiDITcgLUKAgIAQgyFHIC1CgICAIIMhSCAtQoCAgMAAgyEtIAMoAmghBiADKAL4AiEJQQAhBANAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAQgCWoiAC0AAEEBaw4cAAIDBAUGBwgJCgsMDQ4PARAREhMUFRYXGBkaGx8LQQYhAiAuUA0bIAYgAEEBaigAAEEAEAAgBEEGaiEEDB0LQRMhAiAvUA0aIAYgAEEBaigAACAAQQVqLwAAIABBB2otAABBAEcgAEEIai0AAEEARyAAQQlqLQAAQQBHIABBCmotAAAgAEELaikAALoQASAEQRNqIQQMHAtBCSECIDBQDRkgBiAAQQFqKAAAIABBBWooAAAQAiAEQQlqIQQMGwtBCSECIDJQDRggBiAAQQFqKAAAIABBBWooAAAQAyAEQQlqIQQMGgtBCSECIDNQDRcgBiAAQQFqKAAAIABBBWooAAAQBCAEQQlqIQQMGQtBCSECIDRQDRYgBiAAQQFqKAAAIABBBWooAAAQBSAEQQlqIQQMGAtBCSECIDVQDRUgBiAAQQFqKAAAIABBBWooAAAQBiAEQQlqIQQMFwtBCSECIDZQDRQgBiAAQQFqKAAAIABBBWooAAAQByAEQQlqIQQMFgtBCSECIDFQDRMgBiAAQQFqKAAAIABBBWooAAAQCCAEQQlqIQQMFQtBCSECIDhQDRIgBiAAQQFqKAAAIABBBWooAAAQCSAEQQlqIQQMFAtBCSECIDlQDREgBiAAQQFqKAAAIABBBWooAAAQCiAEQQlqIQQMEwtBCSECIDpQDRAgBiAAQQFqKAAAIABBBWooAAAQCyAEQQlqIQQMEgtBCSECIDtQDQ8gBiAAQQFqKAAAIABBBWooAAAQDCAEQQlqIQQMEQtBCSECIDxQDQ4gBiAAQQFqKAAAIABBBWooAAAQDSAEQQlqIQQMEAtBCSECID1QDQ0gBiAAQQFqKAAAIABBBWooAAAQDiAEQQlqIQQMDwtBCSECID5QDQwgBiAAQQFqKAAAIABBBWooAAAQDyAEQQlqIQQMDgtBCSECID9QDQsgBiAAQQFqKAAAIABBBWooAAAQECAEQQlqIQQMDQtBCSECIEBQDQogBiAAQQFqKAAAIABBBWooAAAQESAEQQlqIQQMDAtBCSECIEFQDQkgBiAAQQFqKAAAIABBBWooAAAQEiAEQQlqIQQMCwtBCSECIEJQDQggBiAAQQFqKAAAIABBBWooAAAQEyAEQQlqIQQMCgtBCSECIENQDQcgBiAAQQFqKAAAIABBBWooAAAQFCAEQQlqIQQMCQtBCSECIERQDQYgBiAAQQFqKAAAIABBBWooAAAQFSAEQQlqIQQMCAtBCSECIEVQDQUgBiAAQQFqKAAAIABBBWooAAAQFiAEQQlqIQQMBwtBCSECIEZQDQQgBiAAQQFqKAAAIABBBWooAAAQFyAEQQlqIQQMBgtBCSECIDdQDQMgBiAAQQFqKAAAIABBBWooAAAQGCAEQQlqIQQMBQtBCSECIEdQDQIgBiAAQQFqKAAAIABBBWooAAAQGSAEQQlqIQQMBAtBCSECIEhQDQEgBiAAQQFqKAAAIABBBWooAAAQGiAEQQlqIQQMAwtBCSECIC1CAFINAQsgAiAEaiEEDAELIAYgAEEBaigAACAAQQVqKAAAEBsgBEEJaiEEDAALAAsgICAYQQBHcUUNACARIBgQVwsgDEGQAWokACABCwkAIABBAToAJQuFAQAgAEEAOwEkIAFFBEAgAEIANwMYCyAAQQA6APQCIABBADoAbCAAQQA6ACYgACgC8AIiAQRAIAAoAuwCIAEQVwsgAEIANwMoIABBADsAFSAAQgA3AuwCIABCADcDMCAAQgA3AzggAEIANwNAIABCADcDSCAAQQA2AlAgACgC+AJBADoAAAsJACAAQQA6ACULCQAgACABNwNYCwkAIAAgATcDYAsJACAAIAE6ABcLCQAgACABOgAVCwkAIAAgAToAEQsJACAAIAE3AwgLCQAgACABNgIECwkAIAAgATYCAAsJACAAIAE6ABALCQAgACABOgAUCwkAIAAgAToAEwsJACAAIAE6ABYLCQAgACABOgASCwcAIAAtABQLBwAgAC0AEwsHACAALQAWCwcAIAAtABIL9AIBBX8gAUEJTwRAAkAgAEHN/3tBECABIAFBEE0bIgJrTw0AIAJBECAAQQtqQXhxIABBC0kbIgRqQQxqEFYiAEUNACAAQQhrIQECQCACQQFrIgMgAHFFBEAgASEADAELIABBBGsiBSgCACIGQXhxIAAgA2pBACACa3FBCGsiACACQQAgACABa0EQTRtqIgAgAWsiAmshAyAGQQNxBEAgACADIAAoAgRBAXFyQQJyNgIEIAAgA2oiAyADKAIEQQFyNgIEIAUgAiAFKAIAQQFxckECcjYCACABIAJqIgMgAygCBEEBcjYCBCABIAIQWgwBCyABKAIAIQEgACADNgIEIAAgASACajYCAAsCQCAAKAIEIgFBA3FFDQAgAUF4cSICIARBEGpNDQAgACAEIAFBAXFyQQJyNgIEIAAgBGoiASACIARrIgRBA3I2AgQgACACaiICIAIoAgRBAXI2AgQgASAEEFoLIABBCGohAwsgAw8LIAAQVguTJgIJfwF+IwBBEGsiCCQAAkACQAJAIABB9QFPBEAgAEHM/3tLBEBBACEADAQLIABBC2oiAUF4cSEFQdCbwAAoAgAiCUUNAkEfIQYgAEH1//8HTw0BIAVBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmohBgwBCwJAAkACQAJAAkBBzJvAACgCACIEQRAgAEELakH4A3EgAEELSRsiBUEDdiIAdiIBQQNxBEAgAUF/c0EBcSAAaiIHQQN0IgFBxJnAAGoiACABQcyZwABqKAIAIgIoAggiA0YNASADIAA2AgwgACADNgIIDAILIAVB1JvAACgCAE0NBiABRQRAQdCbwAAoAgAiAEUNByAAaEECdEG0mMAAaigCACIBKAIEQXhxIAVrIQMgASECA0ACQCABKAIQIgBFBEAgASgCFCIARQ0BCyAAKAIEQXhxIAVrIgEgAyABIANJIgEbIQMgACACIAEbIQIgACEBDAELCyACKAIYIQYCQAJAIAIgAigCDCIARgRAIAJBFEEQIAIoAhQiABtqKAIAIgENAUEAIQAMAgsgAigCCCIBIAA2AgwgACABNgIIDAELIAJBFGogAkEQaiAAGyEEA0AgBCEHIAEiAEEUaiAAQRBqIAAoAhQiARshBCAAQRRBECABG2ooAgAiAQ0ACyAHQQA2AgALIAZFDQUCQCACKAIcQQJ0QbSYwABqIgEoAgAgAkcEQCACIAYoAhBHBEAgBiAANgIUIAANAgwICyAGIAA2AhAgAA0BDAcLIAEgADYCACAARQ0FCyAAIAY2AhggAigCECIBBEAgACABNgIQIAEgADYCGAsgAigCFCIBRQ0FIAAgATYCFCABIAA2AhgMBQsCQEECIAB0IgJBACACa3IgASAAdHFoIgdBA3QiAUHEmcAAaiICIAFBzJnAAGooAgAiACgCCCIDRwRAIAMgAjYCDCACIAM2AggMAQtBzJvAACAEQX4gB3dxNgIACyAAIAVBA3I2AgQgACAFaiIGIAEgBWsiB0EBcjYCBCAAIAFqIAc2AgBB1JvAACgCACICRQ0CQdybwAAoAgAhAQJAQcybwAAoAgAiBEEBIAJBA3Z0IgNxRQRAQcybwAAgAyAEcjYCACACQXhxQcSZwABqIgMhBAwBCyACQXhxIgJBxJnAAGohBCACQcyZwABqKAIAIQMLIAQgATYCCCADIAE2AgwgASAENgIMIAEgAzYCCAwCC0HMm8AAIARBfiAHd3E2AgALIAJBCGohACACIAFBA3I2AgQgASACaiIBIAEoAgRBAXI2AgQMBQsgAEEIaiEAQdybwAAgBjYCAEHUm8AAIAc2AgAMBAtB0JvAAEHQm8AAKAIAQX4gAigCHHdxNgIACwJAAkAgA0EQTwRAIAIgBUEDcjYCBCACIAVqIgcgA0EBcjYCBCADIAdqIAM2AgBB1JvAACgCACIBRQ0BQdybwAAoAgAhAAJAQcybwAAoAgAiBEEBIAFBA3Z0IgZxRQRAQcybwAAgBCAGcjYCACABQXhxQcSZwABqIgQhAQwBCyABQXhxIgRBxJnAAGohASAEQcyZwABqKAIAIQQLIAEgADYCCCAEIAA2AgwgACABNgIMIAAgBDYCCAwBCyACIAMgBWoiAEEDcjYCBCAAIAJqIgAgACgCBEEBcjYCBAwBC0Hcm8AAIAc2AgBB1JvAACADNgIACyACQQhqIgBFDQEMAgtBACAFayEDAkACQAJAIAZBAnRBtJjAAGooAgAiAkUEQEEAIQFBACEADAELQQAhASAFQRkgBkEBdmtBACAGQR9HG3QhBEEAIQADQAJAIAIoAgRBeHEiByAFSQ0AIAcgBWsiByADTw0AIAIhASAHIgMNAEEAIQMgASEADAMLIAIoAhQiByAAIAcgAiAEQR12QQRxaigCECICRxsgACAHGyEAIARBAXQhBCACDQALCyAAIAFyRQRAQQAhAUECIAZ0IgBBACAAa3IgCXEiAEUNAyAAaEECdEG0mMAAaigCACEACyAARQ0BCwNAIAMgACgCBEF4cSICIAVrIgQgAyADIARLIgQbIAIgBUkiAhshAyABIAAgASAEGyACGyEBIAAoAhAiAgR/IAIFIAAoAhQLIgANAAsLIAFFDQAgBUHUm8AAKAIAIgBNIAMgACAFa09xDQAgASgCGCEGAkACQCABIAEoAgwiAEYEQCABQRRBECABKAIUIgAbaigCACICDQFBACEADAILIAEoAggiAiAANgIMIAAgAjYCCAwBCyABQRRqIAFBEGogABshBANAIAQhByACIgBBFGogAEEQaiAAKAIUIgIbIQQgAEEUQRAgAhtqKAIAIgINAAsgB0EANgIACwJAIAZFDQACQAJAIAEoAhxBAnRBtJjAAGoiAigCACABRwRAIAEgBigCEEcEQCAGIAA2AhQgAA0CDAQLIAYgADYCECAADQEMAwsgAiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABKAIUIgJFDQEgACACNgIUIAIgADYCGAwBC0HQm8AAQdCbwAAoAgBBfiABKAIcd3E2AgALAkAgA0EQTwRAIAEgBUEDcjYCBCABIAVqIgAgA0EBcjYCBCAAIANqIAM2AgAgA0GAAk8EQCAAIAMQWwwCCwJAQcybwAAoAgAiAkEBIANBA3Z0IgRxRQRAQcybwAAgAiAEcjYCACADQfgBcUHEmcAAaiIDIQIMAQsgA0H4AXEiBEHEmcAAaiECIARBzJnAAGooAgAhAwsgAiAANgIIIAMgADYCDCAAIAI2AgwgACADNgIIDAELIAEgAyAFaiIAQQNyNgIEIAAgAWoiACAAKAIEQQFyNgIECyABQQhqIgANAQsCQAJAAkACQAJAAkACQCAFQdSbwAAoAgAiAUsEQCAFQdibwAAoAgAiAE8EQCAIQQRqIQACfwJAIAVBr4AEakGAgHxxIgFFDQBB+JvAAC0AAEH4m8AAQQE6AABBgJzAACECIAFBgOQDSw0ADQBBgOQDDAELQQAhAkEAIAFBEHYgAUH//wNxQQBHaiIBQAAiBEF/Rg0AGiABQRB0IgFBEGsgASAEQRB0IgJBACABa0YbCyEBIABBADYCCCAAIAE2AgQgACACNgIAIAgoAgQiAUUEQEEAIQAMCgsgCCgCDCEHQeSbwAAgCCgCCCIEQeSbwAAoAgBqIgA2AgBB6JvAACAAQeibwAAoAgAiAiAAIAJLGzYCAAJAAkBB4JvAACgCACICBEBBtJnAACEAA0AgASAAKAIAIgMgACgCBCIGakYNAiAAKAIIIgANAAsMAgtB8JvAACgCACIARQ0HIAAgAUsNBwwJCyABIAJNDQAgAiADSQ0AIAAoAgwiA0EBcQ0AIANBAXYgB0YNAwtB8JvAAEHwm8AAKAIAIgAgASAAIAFJGzYCACABIARqIQNBtJnAACEAAkACQAJAA0AgAyAAKAIAIgZHBEAgACgCCCIADQEMAgsLIAAoAgwiA0EBcQ0AIANBAXYgB0YNAQtBtJnAACEAA0AgAiAAKAIAIgNPBEAgAiADIAAoAgRqIgZJDQMLIAAoAgghAAwACwALIAAgATYCACAAIAAoAgQgBGo2AgQgAUEPakF4cUEIayIEIAVBA3I2AgQgBkEPakF4cUEIayIDIAQgBWoiAGshBSADQeCbwAAoAgBGDQQgA0Hcm8AAKAIARg0FIAMoAgQiAkEDcUEBRgRAIAMgAkF4cSIBEFkgASAFaiEFIAEgA2oiAygCBCECCyADIAJBfnE2AgQgACAFQQFyNgIEIAAgBWogBTYCACAFQYACTwRAIAAgBRBbDAgLAkBBzJvAACgCACIBQQEgBUEDdnQiAnFFBEBBzJvAACABIAJyNgIAIAVB+AFxQcSZwABqIgUhAwwBCyAFQfgBcSIBQcSZwABqIQMgAUHMmcAAaigCACEFCyADIAA2AgggBSAANgIMIAAgAzYCDCAAIAU2AggMBwtB4JvAACABQQ9qQXhxIgBBCGsiAzYCAEHYm8AAIARBKGsiCSABIABrakEIaiIANgIAIAMgAEEBcjYCBCABIAlqQSg2AgRB7JvAAEGAgIABNgIAIAIgBkEga0F4cUEIayIAIAAgAkEQakkbIgNBGzYCBEG0mcAAKQIAIQogA0EQakG8mcAAKQIANwIAIANBCGoiACAKNwIAQcCZwAAgBzYCAEG4mcAAIAQ2AgBBtJnAACABNgIAQbyZwAAgADYCACADQRxqIQADQCAAQQc2AgAgAEEEaiIAIAZJDQALIAIgA0YNCCADIAMoAgRBfnE2AgQgAiADIAJrIgBBAXI2AgQgAyAANgIAIABBgAJPBEAgAiAAEFsMCQsCQEHMm8AAKAIAIgFBASAAQQN2dCIEcUUEQEHMm8AAIAEgBHI2AgAgAEH4AXFBxJnAAGoiACEBDAELIABB+AFxIgBBxJnAAGohASAAQcyZwABqKAIAIQALIAEgAjYCCCAAIAI2AgwgAiABNgIMIAIgADYCCAwIC0HYm8AAIAAgBWsiATYCAEHgm8AAQeCbwAAoAgAiACAFaiICNgIAIAIgAUEBcjYCBCAAIAVBA3I2AgQgAEEIaiEADAgLQdybwAAoAgAhAAJAIAEgBWsiAkEPTQRAQdybwABBADYCAEHUm8AAQQA2AgAgACABQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEDAELQdSbwAAgAjYCAEHcm8AAIAAgBWoiBDYCACAEIAJBAXI2AgQgACABaiACNgIAIAAgBUEDcjYCBAsgAEEIaiEADAcLIAAgBCAGajYCBEHgm8AAQeCbwAAoAgAiAEEPakF4cSIBQQhrIgI2AgBB2JvAAEHYm8AAKAIAIARqIgQgACABa2pBCGoiATYCACACIAFBAXI2AgQgACAEakEoNgIEQeybwABBgICAATYCAAwFC0Hgm8AAIAA2AgBB2JvAAEHYm8AAKAIAIAVqIgE2AgAgACABQQFyNgIEDAILQdybwAAgADYCAEHUm8AAQdSbwAAoAgAgBWoiATYCACAAIAFBAXI2AgQgACABaiABNgIADAELQfCbwAAgATYCAAwBCyAEQQhqIQAMAgtB9JvAAEH/HzYCAEHAmcAAIAc2AgBBuJnAACAENgIAQbSZwAAgATYCAEHQmcAAQcSZwAA2AgBB2JnAAEHMmcAANgIAQcyZwABBxJnAADYCAEHgmcAAQdSZwAA2AgBB1JnAAEHMmcAANgIAQeiZwABB3JnAADYCAEHcmcAAQdSZwAA2AgBB8JnAAEHkmcAANgIAQeSZwABB3JnAADYCAEH4mcAAQeyZwAA2AgBB7JnAAEHkmcAANgIAQYCawABB9JnAADYCAEH0mcAAQeyZwAA2AgBBiJrAAEH8mcAANgIAQfyZwABB9JnAADYCAEGQmsAAQYSawAA2AgBBhJrAAEH8mcAANgIAQYyawABBhJrAADYCAEGYmsAAQYyawAA2AgBBlJrAAEGMmsAANgIAQaCawABBlJrAADYCAEGcmsAAQZSawAA2AgBBqJrAAEGcmsAANgIAQaSawABBnJrAADYCAEGwmsAAQaSawAA2AgBBrJrAAEGkmsAANgIAQbiawABBrJrAADYCAEG0msAAQayawAA2AgBBwJrAAEG0msAANgIAQbyawABBtJrAADYCAEHImsAAQbyawAA2AgBBxJrAAEG8msAANgIAQdCawABBxJrAADYCAEHYmsAAQcyawAA2AgBBzJrAAEHEmsAANgIAQeCawABB1JrAADYCAEHUmsAAQcyawAA2AgBB6JrAAEHcmsAANgIAQdyawABB1JrAADYCAEHwmsAAQeSawAA2AgBB5JrAAEHcmsAANgIAQfiawABB7JrAADYCAEHsmsAAQeSawAA2AgBBgJvAAEH0msAANgIAQfSawABB7JrAADYCAEGIm8AAQfyawAA2AgBB/JrAAEH0msAANgIAQZCbwABBhJvAADYCAEGEm8AAQfyawAA2AgBBmJvAAEGMm8AANgIAQYybwABBhJvAADYCAEGgm8AAQZSbwAA2AgBBlJvAAEGMm8AANgIAQaibwABBnJvAADYCAEGcm8AAQZSbwAA2AgBBsJvAAEGkm8AANgIAQaSbwABBnJvAADYCAEG4m8AAQaybwAA2AgBBrJvAAEGkm8AANgIAQcCbwABBtJvAADYCAEG0m8AAQaybwAA2AgBByJvAAEG8m8AANgIAQbybwABBtJvAADYCAEHgm8AAIAFBD2pBeHEiAEEIayICNgIAQcSbwABBvJvAADYCAEHYm8AAIARBKGsiBCABIABrakEIaiIANgIAIAIgAEEBcjYCBCABIARqQSg2AgRB7JvAAEGAgIABNgIAC0EAIQBB2JvAACgCACIBIAVNDQBB2JvAACABIAVrIgE2AgBB4JvAAEHgm8AAKAIAIgAgBWoiAjYCACACIAFBAXI2AgQgACAFQQNyNgIEIABBCGohAAsgCEEQaiQAIAALPQECfwJAIABBBGsoAgAiAkF4cSIDQQRBCCACQQNxIgIbIAFqSQ0AIAJBACADIAFBJ2pLGw0AIAAQWA8LAAuiBgEEfyAAQQhrIgEgAEEEaygCACIDQXhxIgBqIQICQAJAIANBAXENACADQQJxRQ0BIAEoAgAiAyAAaiEAIAEgA2siAUHcm8AAKAIARgRAIAIoAgRBA3FBA0cNAUHUm8AAIAA2AgAgAiACKAIEQX5xNgIEIAEgAEEBcjYCBCACIAA2AgAPCyABIAMQWQsCQAJAQfSbwAACfwJAAkACQAJAIAIoAgQiA0ECcUUEQCACQeCbwAAoAgBGDQIgAkHcm8AAKAIARg0DIAIgA0F4cSICEFkgASAAIAJqIgBBAXI2AgQgACABaiAANgIAIAFB3JvAACgCAEcNAUHUm8AAIAA2AgAPCyACIANBfnE2AgQgASAAQQFyNgIEIAAgAWogADYCAAsgAEGAAkkNBCABIAAQW0H0m8AAQfSbwAAoAgBBAWsiADYCACAADQZBvJnAACgCACIADQJB/x8MAwtB4JvAACABNgIAQdibwABB2JvAACgCACAAaiIANgIAIAEgAEEBcjYCBEHcm8AAKAIAIAFGBEBB1JvAAEEANgIAQdybwABBADYCAAsgAEHsm8AAKAIAIgJNDQVB4JvAACgCACIARQ0FQdibwAAoAgAiA0EpSQ0EQbSZwAAhAQNAIAAgASgCACIETwRAIAAgBCABKAIEakkNBgsgASgCCCEBDAALAAtB3JvAACABNgIAQdSbwABB1JvAACgCACAAaiIANgIAIAEgAEEBcjYCBCAAIAFqIAA2AgAPC0EAIQEDQCABQQFqIQEgACgCCCIADQALQf8fIAEgAUH/H00bCzYCAA8LAkBBzJvAACgCACICQQEgAEEDdnQiA3FFBEBBzJvAACACIANyNgIAIABB+AFxQcSZwABqIgAhAgwBCyAAQfgBcSIAQcSZwABqIQIgAEHMmcAAaigCACEACyACIAE2AgggACABNgIMIAEgAjYCDCABIAA2AggPC0H0m8AAQbyZwAAoAgAiAAR/QQAhAQNAIAFBAWohASAAKAIIIgANAAtB/x8gASABQf8fTRsFQf8fCzYCACACIANPDQBB7JvAAEF/NgIACwuCAwEEfyAAKAIMIQICQAJAAkAgAUGAAk8EQCAAKAIYIQMCQAJAIAAgAkYEQCAAQRRBECAAKAIUIgIbaigCACIBDQFBACECDAILIAAoAggiASACNgIMIAIgATYCCAwBCyAAQRRqIABBEGogAhshBANAIAQhBSABIgJBFGogAkEQaiACKAIUIgEbIQQgAkEUQRAgARtqKAIAIgENAAsgBUEANgIACyADRQ0CAkAgACgCHEECdEG0mMAAaiIBKAIAIABHBEAgAygCECAARg0BIAMgAjYCFCACDQMMBAsgASACNgIAIAJFDQQMAgsgAyACNgIQIAINAQwCCyAAKAIIIgAgAkcEQCAAIAI2AgwgAiAANgIIDwtBzJvAAEHMm8AAKAIAQX4gAUEDdndxNgIADwsgAiADNgIYIAAoAhAiAQRAIAIgATYCECABIAI2AhgLIAAoAhQiAEUNACACIAA2AhQgACACNgIYDwsPC0HQm8AAQdCbwAAoAgBBfiAAKAIcd3E2AgALjgQBAn8gACABaiECAkACQAJAIAAoAgQiA0EBcQ0AIANBAnFFDQEgACgCACIDIAFqIQEgACADayIAQdybwAAoAgBGBEAgAigCBEEDcUEDRw0BQdSbwAAgATYCACACIAIoAgRBfnE2AgQgACABQQFyNgIEIAIgATYCAA8LIAAgAxBZCwJAAkAgAigCBCIDQQJxRQRAIAJB4JvAACgCAEYNAiACQdybwAAoAgBGDQQgAiADQXhxIgIQWSAAIAEgAmoiAUEBcjYCBCAAIAFqIAE2AgAgAEHcm8AAKAIARw0BQdSbwAAgATYCAA8LIAIgA0F+cTYCBCAAIAFBAXI2AgQgACABaiABNgIACyABQYACTwRAIAAgARBbDwsCQEHMm8AAKAIAIgJBASABQQN2dCIDcUUEQEHMm8AAIAIgA3I2AgAgAUH4AXFBxJnAAGoiASECDAELIAFB+AFxIgFBxJnAAGohAiABQcyZwABqKAIAIQELIAIgADYCCCABIAA2AgwgACACNgIMIAAgATYCCA8LQeCbwAAgADYCAEHYm8AAQdibwAAoAgAgAWoiATYCACAAIAFBAXI2AgQgAEHcm8AAKAIARw0AQdSbwABBADYCAEHcm8AAQQA2AgALDwtB3JvAACAANgIAQdSbwABB1JvAACgCACABaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgALwwIBBH8gAEIANwIQIAACf0EAIAFBCHYiA0UNABpBHyABQYCAgAhPDQAaIAFBJiADZyIDa3ZBAXEgA0EBdHJBPnMLIgI2AhwgAkECdEG0mMAAaiEEQQEgAnQiA0HQm8AAKAIAcUUEQCAEIAA2AgAgACAENgIYIAAgADYCDCAAIAA2AghB0JvAAEHQm8AAKAIAIANyNgIADwsCQAJAIAEgBCgCACIDKAIEQXhxRgRAIAMhAgwBCyABQRkgAkEBdmtBACACQR9HG3QhBQNAIAMgBUEddkEEcWoiBCgCECICRQ0CIAVBAXQhBSACIQMgAigCBEF4cSABRw0ACwsgAigCCCIBIAA2AgwgAiAANgIIIABBADYCGCAAIAI2AgwgACABNgIIDwsgBEEQaiAANgIAIAAgAzYCGCAAIAA2AgwgACAANgIICwvuFQcAQaGAwAALXgEAAQEBAQEAAAEBAAEBAAEBAQEBAQEBAQEAAAAAAAAAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEAQYmCwAALAQEAQaCCwAAL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBiYTAAAsBAQBBoITAAAvgAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEGhhsAAC14BAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAAABAEGAiMAAC7QQVW5leHBlY3RlZCBlbmQgb2YgZGF0YVVuZXhwZWN0ZWQgZGF0YVJlcXVlc3QgbGluZSB0b28gbG9uZ0ludmFsaWQgbWV0aG9kIGNoYXJhY3RlckludmFsaWQgVVJMIGNoYXJhY3RlclBSSSBpcyBvbmx5IHZhbGlkIHdpdGggSFRUUC8yLjBVbnN1cHBvcnRlZCBIVFRQIHZlcnNpb25JbnZhbGlkIHByb3RvY29sSW52YWxpZCBwcm90b2NvbCBuYW1lRXhwZWN0ZWQgLyBhZnRlciB0aGUgcHJvdG9jb2wgbmFtZUV4cGVjdGVkIHNwYWNlIGFmdGVyIFVSTEV4cGVjdGVkIHNwYWNlIGFmdGVyIG1ldGhvZFJlcXVlc3QgbGluZSB0b28gc2hvcnRFeHBlY3RlZCBDUkxGU3RhdHVzIGxpbmUgdG9vIGxvbmdJbnZhbGlkIEhUVFAgcmVzcG9uc2Ugc3RhdHVzSW52YWxpZCBzdGF0dXMgcmVhc29uIGNoYXJhY3RlckV4cGVjdGVkIGEgc3BhY2UgYWZ0ZXIgSFRUUCByZXNwb25zZSBzdGF0dXNFeHBlY3RlZCBzcGFjZSBhZnRlciBwcm90b2NvbFN0YXR1cyBsaW5lIHRvbyBzaG9ydE1hbGZvcm1lZCBIVFRQLzIuMCBwcmVmYWNlSGVhZGVyIGxpbmUgdG9vIGxvbmdVbmV4cGVjdGVkIENvbnRlbnQtTGVuZ3RoIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBDb250ZW50LUxlbmd0aCBoZWFkZXIgdmFsdWVJbnZhbGlkIENvbnRlbnQtTGVuZ3RoIGhlYWRlckludmFsaWQgZHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoIGhlYWRlclVuZXhwZWN0ZWQgQ29udGVudC1MZW5ndGggaGVhZGVyIHdoZW4gVHJhbnNmZXItRW5jb2RpbmcgaGVhZGVyIGlzIHByZXNlbnRVbmV4cGVjdGVkIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgdmFsdWVUaGUgdmFsdWUgImNodW5rZWQiIGluIHRoZSBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgbXVzdCBiZSB0aGUgbGFzdCBwcm92aWRlZCBhbmQgY2FuIGJlIHByb3ZpZGVkIG9ubHkgb25jZVRoZSB2YWx1ZSAiY2h1bmtlZCIgaW4gdGhlIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBtdXN0IGJlIHRoZSBsYXN0IHByb3ZpZGVkVW5leHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgd2hlbiBDb250ZW50LUxlbmd0aCBoZWFkZXIgaXMgcHJlc2VudEV4cGVjdGVkIENvbm5lY3Rpb24gaGVhZGVyIHZhbHVlSW52YWxpZCBDb25uZWN0aW9uIGhlYWRlciB2YWx1ZUV4cGVjdGVkIFRyYWlsZXIgaGVhZGVyIHZhbHVlRXhwZWN0ZWQgVXBncmFkZSBoZWFkZXIgdmFsdWVJbnZhbGlkIFVwZ3JhZGUgaGVhZGVyIHZhbHVlSW52YWxpZCBoZWFkZXIgZmllbGQgbmFtZSBjaGFyYWN0ZXJJbnZhbGlkIGhlYWRlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJNaXNzaW5nIENvbm5lY3Rpb24gaGVhZGVyIHNldCB0byAidXBncmFkZSIgd2hlbiB1c2luZyB0aGUgVXBncmFkZSBoZWFkZXJUcmFpbGVycyBhcmUgbm90IGFsbG93ZWQgd2hlbiBub3QgdXNpbmcgY2h1bmtlZCB0cmFuc2ZlciBlbmNvZGluZ1VuZXhwZWN0ZWQgY29udGVudCBmb3IgdGhlIHJlcXVlc3QgKEdFVCBvciBIRUFEKVRyYW5zZmVyLUVuY29kaW5nIGxhc3QgaGVhZGVyIHZhbHVlIG11c3QgYmUgImNodW5rZWQiIGlmIHRoZSBoZWFkZXIgaXMgcHJlc2VudENodW5rIGhlYWRlciB0b28gbG9uZ0ludmFsaWQgY2h1bmsgbGVuZ3RoIGNoYXJhY3RlckludmFsaWQgY2h1bmsgbGVuZ3RoIHNpemVFeHBlY3RlZCBjaHVuayBleHRlbnNpb24gbmFtZUludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIG5hbWUgY2hhcmFjdGVyRXhwZWN0ZWQgY2xvc2luZyBxdW90ZSBmb3IgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlSW52YWxpZCBjaHVuayBleHRlbnNpb24gcXVvdGVkIHZhbHVlIGNoYXJhY3RlckV4cGVjdGVkIGNodW5rIGV4dGVuc2lvbiB2YWx1ZUludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlIGNoYXJhY3RlckludmFsaWQgY2h1bmsgZXh0ZW5zaW9uIGNoYXJhY3RlciBhZnRlciB2YWx1ZUV4cGVjdGVkIENSTEYgYWZ0ZXIgY2h1bmsgZGF0YVRyYWlsZXIgbGluZSB0b28gbG9uZ0ludmFsaWQgdHJhaWxlciBmaWVsZCBuYW1lIGNoYXJhY3RlckludmFsaWQgdHJhaWxlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJJbnZhbGlkIHN0YXRl",
          "base64"
        )
      );
      const textEncoder = new TextEncoder();
      const textDecoder = new TextDecoder();
      function log(logger, raw) {
        const len = Number(BigInt.asUintN(32, raw));
        const ptr = Number(raw >> 32n);
        logger(textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len)));
      }
      function alloc(len) {
        return this.alloc(len) >>> 0;
      }
      function dealloc(ptr, len) {
        return this.dealloc(ptr, len);
      }
      function create() {
        return this.create() >>> 0;
      }
      function destroy(parser) {
        this.destroy(parser);
      }
      function parse(parser, data, limit) {
        return this.parse(parser, data, limit) >>> 0;
      }
      function fail(parser, code, description) {
        const len = description.length;
        const ptr = this.alloc(len);
        const buffer = new Uint8Array(this.memory.buffer, ptr, len);
        textEncoder.encodeInto(description, buffer);
        this.fail(parser, code, ptr, len);
        this.dealloc(ptr, len);
      }
      function hasDebug() {
        return this.milo_has_debug() !== 0;
      }
      const Errors = Object.freeze({
        NONE: 0,
        USER: 1,
        CALLBACK_ERROR: 2,
        UNEXPECTED_STATE: 3,
        UNEXPECTED_DATA: 4,
        UNEXPECTED_EOF: 5,
        UNEXPECTED_CHARACTER: 6,
        UNEXPECTED_CONTENT_LENGTH: 7,
        UNEXPECTED_TRANSFER_ENCODING: 8,
        UNEXPECTED_CONTENT: 9,
        UNEXPECTED_TRAILERS: 10,
        INVALID_VERSION: 11,
        INVALID_STATUS: 12,
        INVALID_CONTENT_LENGTH: 13,
        INVALID_TRANSFER_ENCODING: 14,
        INVALID_CHUNK_SIZE: 15,
        MISSING_CONNECTION_UPGRADE: 16,
        UNSUPPORTED_HTTP_VERSION: 17,
        0: "NONE",
        1: "USER",
        2: "CALLBACK_ERROR",
        3: "UNEXPECTED_STATE",
        4: "UNEXPECTED_DATA",
        5: "UNEXPECTED_EOF",
        6: "UNEXPECTED_CHARACTER",
        7: "UNEXPECTED_CONTENT_LENGTH",
        8: "UNEXPECTED_TRANSFER_ENCODING",
        9: "UNEXPECTED_CONTENT",
        10: "UNEXPECTED_TRAILERS",
        11: "INVALID_VERSION",
        12: "INVALID_STATUS",
        13: "INVALID_CONTENT_LENGTH",
        14: "INVALID_TRANSFER_ENCODING",
        15: "INVALID_CHUNK_SIZE",
        16: "MISSING_CONNECTION_UPGRADE",
        17: "UNSUPPORTED_HTTP_VERSION"
      });
      const Methods = Object.freeze({
        OTHER: 0,
        GET: 1,
        HEAD: 2,
        POST: 3,
        PUT: 4,
        DELETE: 5,
        CONNECT: 6,
        OPTIONS: 7,
        TRACE: 8,
        PATCH: 9,
        PRI: 10,
        0: "OTHER",
        1: "GET",
        2: "HEAD",
        3: "POST",
        4: "PUT",
        5: "DELETE",
        6: "CONNECT",
        7: "OPTIONS",
        8: "TRACE",
        9: "PATCH",
        10: "PRI"
      });
      const Callbacks = Object.freeze({
        ON_ERROR: 0,
        ON_FINISH: 1,
        ON_MESSAGE_START: 2,
        ON_MESSAGE_COMPLETE: 3,
        ON_REQUEST: 4,
        ON_RESPONSE: 5,
        ON_RESET: 6,
        ON_METHOD: 7,
        ON_URL: 8,
        ON_PROTOCOL: 9,
        ON_VERSION: 10,
        ON_STATUS: 11,
        ON_REASON: 12,
        ON_HEADER_NAME: 13,
        ON_HEADER_VALUE: 14,
        ON_HEADERS: 15,
        ON_CONNECT: 16,
        ON_UPGRADE: 17,
        ON_CHUNK_LENGTH: 18,
        ON_CHUNK_EXTENSION_NAME: 19,
        ON_CHUNK_EXTENSION_VALUE: 20,
        ON_CHUNK: 21,
        ON_BODY: 22,
        ON_DATA: 23,
        ON_TRAILER_NAME: 24,
        ON_TRAILER_VALUE: 25,
        ON_TRAILERS: 26,
        ON_STATE_CHANGE: 27,
        0: "ON_ERROR",
        1: "ON_FINISH",
        2: "ON_MESSAGE_START",
        3: "ON_MESSAGE_COMPLETE",
        4: "ON_REQUEST",
        5: "ON_RESPONSE",
        6: "ON_RESET",
        7: "ON_METHOD",
        8: "ON_URL",
        9: "ON_PROTOCOL",
        10: "ON_VERSION",
        11: "ON_STATUS",
        12: "ON_REASON",
        13: "ON_HEADER_NAME",
        14: "ON_HEADER_VALUE",
        15: "ON_HEADERS",
        16: "ON_CONNECT",
        17: "ON_UPGRADE",
        18: "ON_CHUNK_LENGTH",
        19: "ON_CHUNK_EXTENSION_NAME",
        20: "ON_CHUNK_EXTENSION_VALUE",
        21: "ON_CHUNK",
        22: "ON_BODY",
        23: "ON_DATA",
        24: "ON_TRAILER_NAME",
        25: "ON_TRAILER_VALUE",
        26: "ON_TRAILERS",
        27: "ON_STATE_CHANGE"
      });
      const CallbackActives = Object.freeze({
        NONE: 0n,
        ON_ERROR: 1n,
        ON_FINISH: 2n,
        ON_MESSAGE_START: 4n,
        ON_MESSAGE_COMPLETE: 8n,
        ON_REQUEST: 16n,
        ON_RESPONSE: 32n,
        ON_RESET: 64n,
        ON_METHOD: 128n,
        ON_URL: 256n,
        ON_PROTOCOL: 512n,
        ON_VERSION: 1024n,
        ON_STATUS: 2048n,
        ON_REASON: 4096n,
        ON_HEADER_NAME: 8192n,
        ON_HEADER_VALUE: 16384n,
        ON_HEADERS: 32768n,
        ON_CONNECT: 65536n,
        ON_UPGRADE: 131072n,
        ON_CHUNK_LENGTH: 262144n,
        ON_CHUNK_EXTENSION_NAME: 524288n,
        ON_CHUNK_EXTENSION_VALUE: 1048576n,
        ON_CHUNK: 2097152n,
        ON_BODY: 4194304n,
        ON_DATA: 8388608n,
        ON_TRAILER_NAME: 16777216n,
        ON_TRAILER_VALUE: 33554432n,
        ON_TRAILERS: 67108864n,
        ON_STATE_CHANGE: 134217728n,
        ALL: 268435455n,
        0n: "NONE",
        1n: "ON_ERROR",
        2n: "ON_FINISH",
        4n: "ON_MESSAGE_START",
        8n: "ON_MESSAGE_COMPLETE",
        16n: "ON_REQUEST",
        32n: "ON_RESPONSE",
        64n: "ON_RESET",
        128n: "ON_METHOD",
        256n: "ON_URL",
        512n: "ON_PROTOCOL",
        1024n: "ON_VERSION",
        2048n: "ON_STATUS",
        4096n: "ON_REASON",
        8192n: "ON_HEADER_NAME",
        16384n: "ON_HEADER_VALUE",
        32768n: "ON_HEADERS",
        65536n: "ON_CONNECT",
        131072n: "ON_UPGRADE",
        262144n: "ON_CHUNK_LENGTH",
        524288n: "ON_CHUNK_EXTENSION_NAME",
        1048576n: "ON_CHUNK_EXTENSION_VALUE",
        2097152n: "ON_CHUNK",
        4194304n: "ON_BODY",
        8388608n: "ON_DATA",
        16777216n: "ON_TRAILER_NAME",
        33554432n: "ON_TRAILER_VALUE",
        67108864n: "ON_TRAILERS",
        134217728n: "ON_STATE_CHANGE",
        268435455n: "ALL"
      });
      const Events = Object.freeze({
        END: 0,
        ERROR: 1,
        FINISH: 2,
        MESSAGE_START: 3,
        MESSAGE_COMPLETE: 4,
        REQUEST: 5,
        RESPONSE: 6,
        RESET: 7,
        METHOD: 8,
        URL: 9,
        PROTOCOL: 10,
        VERSION: 11,
        STATUS: 12,
        REASON: 13,
        HEADER_NAME: 14,
        HEADER_VALUE: 15,
        HEADERS: 16,
        CONNECT: 17,
        UPGRADE: 18,
        CHUNK_LENGTH: 19,
        CHUNK_EXTENSION_NAME: 20,
        CHUNK_EXTENSION_VALUE: 21,
        CHUNK: 22,
        BODY: 23,
        DATA: 24,
        TRAILER_NAME: 25,
        TRAILER_VALUE: 26,
        TRAILERS: 27,
        STATE_CHANGE: 28,
        0: "END",
        1: "ERROR",
        2: "FINISH",
        3: "MESSAGE_START",
        4: "MESSAGE_COMPLETE",
        5: "REQUEST",
        6: "RESPONSE",
        7: "RESET",
        8: "METHOD",
        9: "URL",
        10: "PROTOCOL",
        11: "VERSION",
        12: "STATUS",
        13: "REASON",
        14: "HEADER_NAME",
        15: "HEADER_VALUE",
        16: "HEADERS",
        17: "CONNECT",
        18: "UPGRADE",
        19: "CHUNK_LENGTH",
        20: "CHUNK_EXTENSION_NAME",
        21: "CHUNK_EXTENSION_VALUE",
        22: "CHUNK",
        23: "BODY",
        24: "DATA",
        25: "TRAILER_NAME",
        26: "TRAILER_VALUE",
        27: "TRAILERS",
        28: "STATE_CHANGE"
      });
      const EventActives = Object.freeze({
        NONE: 0n,
        ON_ERROR: 1n,
        ON_FINISH: 2n,
        ON_MESSAGE_START: 4n,
        ON_MESSAGE_COMPLETE: 8n,
        ON_REQUEST: 16n,
        ON_RESPONSE: 32n,
        ON_RESET: 64n,
        ON_METHOD: 128n,
        ON_URL: 256n,
        ON_PROTOCOL: 512n,
        ON_VERSION: 1024n,
        ON_STATUS: 2048n,
        ON_REASON: 4096n,
        ON_HEADER_NAME: 8192n,
        ON_HEADER_VALUE: 16384n,
        ON_HEADERS: 32768n,
        ON_CONNECT: 65536n,
        ON_UPGRADE: 131072n,
        ON_CHUNK_LENGTH: 262144n,
        ON_CHUNK_EXTENSION_NAME: 524288n,
        ON_CHUNK_EXTENSION_VALUE: 1048576n,
        ON_CHUNK: 2097152n,
        ON_BODY: 4194304n,
        ON_DATA: 8388608n,
        ON_TRAILER_NAME: 16777216n,
        ON_TRAILER_VALUE: 33554432n,
        ON_TRAILERS: 67108864n,
        ON_STATE_CHANGE: 134217728n,
        ALL: 268435455n,
        0n: "NONE",
        1n: "ON_ERROR",
        2n: "ON_FINISH",
        4n: "ON_MESSAGE_START",
        8n: "ON_MESSAGE_COMPLETE",
        16n: "ON_REQUEST",
        32n: "ON_RESPONSE",
        64n: "ON_RESET",
        128n: "ON_METHOD",
        256n: "ON_URL",
        512n: "ON_PROTOCOL",
        1024n: "ON_VERSION",
        2048n: "ON_STATUS",
        4096n: "ON_REASON",
        8192n: "ON_HEADER_NAME",
        16384n: "ON_HEADER_VALUE",
        32768n: "ON_HEADERS",
        65536n: "ON_CONNECT",
        131072n: "ON_UPGRADE",
        262144n: "ON_CHUNK_LENGTH",
        524288n: "ON_CHUNK_EXTENSION_NAME",
        1048576n: "ON_CHUNK_EXTENSION_VALUE",
        2097152n: "ON_CHUNK",
        4194304n: "ON_BODY",
        8388608n: "ON_DATA",
        16777216n: "ON_TRAILER_NAME",
        33554432n: "ON_TRAILER_VALUE",
        67108864n: "ON_TRAILERS",
        134217728n: "ON_STATE_CHANGE",
        268435455n: "ALL"
      });
      const States = Object.freeze({
        START: 0,
        FINISH: 1,
        ERROR: 2,
        REQUEST_LINE: 3,
        STATUS_LINE: 4,
        HTTP2_PREFACE: 5,
        HEADER: 6,
        BODY_DECISION: 7,
        BODY_VIA_CONTENT_LENGTH: 8,
        BODY_WITH_NO_LENGTH: 9,
        CHUNK_HEADER: 10,
        CHUNK_EXTENSIONS: 11,
        CHUNK_DATA: 12,
        TRAILER: 13,
        TUNNEL: 14,
        0: "START",
        1: "FINISH",
        2: "ERROR",
        3: "REQUEST_LINE",
        4: "STATUS_LINE",
        5: "HTTP2_PREFACE",
        6: "HEADER",
        7: "BODY_DECISION",
        8: "BODY_VIA_CONTENT_LENGTH",
        9: "BODY_WITH_NO_LENGTH",
        10: "CHUNK_HEADER",
        11: "CHUNK_EXTENSIONS",
        12: "CHUNK_DATA",
        13: "TRAILER",
        14: "TUNNEL"
      });
      const ParserFields = Object.freeze({
        MAX_START_LINE_LENGTH: 0,
        MAX_HEADER_LENGTH: 4,
        MAX_BODY_PAYLOAD: 8,
        AUTODETECT: 16,
        IS_REQUEST: 17,
        SUSPEND_AFTER_HEADERS: 18,
        MANAGE_UNCONSUMED: 19,
        CONTINUE_WITHOUT_DATA: 20,
        IS_CONNECT: 21,
        SKIP_BODY: 22,
        DEBUG: 23,
        PARSED: 24,
        POSITION: 32,
        STATE: 36,
        PAUSED: 37,
        ERROR_CODE: 38,
        CONTENT_LENGTH: 40,
        CHUNK_SIZE: 48,
        REMAINING_CONTENT_LENGTH: 56,
        REMAINING_CHUNK_SIZE: 64,
        STATUS: 72,
        METHOD: 76,
        HAS_CONTENT_LENGTH: 77,
        HAS_TRANSFER_ENCODING: 78,
        HAS_CHUNKED_TRANSFER_ENCODING: 79,
        HAS_CONNECTION_CLOSE: 80,
        HAS_CONNECTION_UPGRADE: 81,
        HAS_UPGRADE: 82,
        HAS_TRAILERS: 83,
        ACTIVE_CALLBACKS: 88,
        ACTIVE_EVENTS: 96,
        PTR: 104,
        ERROR_DESCRIPTION: 108,
        UNCONSUMED: 364,
        UNCONSUMED_LEN: 368,
        ERROR_DESCRIPTION_LEN: 372,
        EVENTS: 376,
        0: "MAX_START_LINE_LENGTH",
        4: "MAX_HEADER_LENGTH",
        8: "MAX_BODY_PAYLOAD",
        16: "AUTODETECT",
        17: "IS_REQUEST",
        18: "SUSPEND_AFTER_HEADERS",
        19: "MANAGE_UNCONSUMED",
        20: "CONTINUE_WITHOUT_DATA",
        21: "IS_CONNECT",
        22: "SKIP_BODY",
        23: "DEBUG",
        24: "PARSED",
        32: "POSITION",
        36: "STATE",
        37: "PAUSED",
        38: "ERROR_CODE",
        40: "CONTENT_LENGTH",
        48: "CHUNK_SIZE",
        56: "REMAINING_CONTENT_LENGTH",
        64: "REMAINING_CHUNK_SIZE",
        72: "STATUS",
        76: "METHOD",
        77: "HAS_CONTENT_LENGTH",
        78: "HAS_TRANSFER_ENCODING",
        79: "HAS_CHUNKED_TRANSFER_ENCODING",
        80: "HAS_CONNECTION_CLOSE",
        81: "HAS_CONNECTION_UPGRADE",
        82: "HAS_UPGRADE",
        83: "HAS_TRAILERS",
        88: "ACTIVE_CALLBACKS",
        96: "ACTIVE_EVENTS",
        104: "PTR",
        108: "ERROR_DESCRIPTION",
        364: "UNCONSUMED",
        368: "UNCONSUMED_LEN",
        372: "ERROR_DESCRIPTION_LEN",
        376: "EVENTS"
      });
      function isAutodetect(parser) {
        return this.is_autodetect(parser) !== 0;
      }
      function isRequest(parser) {
        return this.is_request(parser) !== 0;
      }
      function isPaused(parser) {
        return this.is_paused(parser) !== 0;
      }
      function shouldManageUnconsumed(parser) {
        return this.should_manage_unconsumed(parser) !== 0;
      }
      function shouldSuspendAfterHeaders(parser) {
        return this.should_suspend_after_headers(parser) !== 0;
      }
      function getMaxStartLineLength(parser) {
        return this.get_max_start_line_length(parser) >>> 0;
      }
      function getMaxHeaderLength(parser) {
        return this.get_max_header_length(parser) >>> 0;
      }
      function getMaxBodyPayload(parser) {
        return BigInt.asUintN(64, this.get_max_body_payload(parser));
      }
      function shouldContinueWithoutData(parser) {
        return this.should_continue_without_data(parser) !== 0;
      }
      function isConnect(parser) {
        return this.is_connect(parser) !== 0;
      }
      function isDebug(parser) {
        return this.is_debug(parser) !== 0;
      }
      function shouldSkipBody(parser) {
        return this.should_skip_body(parser) !== 0;
      }
      function getState(parser) {
        return this.get_state(parser) >>> 0;
      }
      function getPosition(parser) {
        return this.get_position(parser) >>> 0;
      }
      function getParsed(parser) {
        return BigInt.asUintN(64, this.get_parsed(parser));
      }
      function getErrorCode(parser) {
        return this.get_error_code(parser) >>> 0;
      }
      function getMethod(parser) {
        return this.get_method(parser) >>> 0;
      }
      function getStatus(parser) {
        return this.get_status(parser) >>> 0;
      }
      function hasConnectionClose(parser) {
        return this.has_connection_close(parser) !== 0;
      }
      function hasConnectionUpgrade(parser) {
        return this.has_connection_upgrade(parser) !== 0;
      }
      function getContentLength(parser) {
        return BigInt.asUintN(64, this.get_content_length(parser));
      }
      function getChunkSize(parser) {
        return BigInt.asUintN(64, this.get_chunk_size(parser));
      }
      function getRemainingContentLength(parser) {
        return BigInt.asUintN(64, this.get_remaining_content_length(parser));
      }
      function getRemainingChunkSize(parser) {
        return BigInt.asUintN(64, this.get_remaining_chunk_size(parser));
      }
      function hasContentLength(parser) {
        return this.has_content_length(parser) !== 0;
      }
      function hasTransferEncoding(parser) {
        return this.has_transfer_encoding(parser) !== 0;
      }
      function hasChunkedTransferEncoding(parser) {
        return this.has_chunked_transfer_encoding(parser) !== 0;
      }
      function hasUpgrade(parser) {
        return this.has_upgrade(parser) !== 0;
      }
      function hasTrailers(parser) {
        return this.has_trailers(parser) !== 0;
      }
      function getErrorDescription(parser) {
        const raw = this.get_error_description_raw(parser);
        const len = Number(BigInt.asUintN(32, raw));
        const ptr = Number(raw >> 32n);
        return textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len));
      }
      function setShouldAutodetect(parser, value) {
        this.set_should_autodetect(parser, value);
      }
      function setShouldContinueWithoutData(parser, value) {
        this.set_should_continue_without_data(parser, value);
      }
      function setIsRequest(parser, value) {
        this.set_is_request(parser, value);
      }
      function setIsConnect(parser, value) {
        this.set_is_connect(parser, value);
      }
      function setDebug(parser, value) {
        this.set_debug(parser, value);
      }
      function setShouldManageUnconsumed(parser, value) {
        this.set_should_manage_unconsumed(parser, value);
      }
      function setShouldSuspendAfterHeaders(parser, value) {
        this.set_should_suspend_after_headers(parser, value);
      }
      function setMaxStartLineLength(parser, value) {
        this.set_max_start_line_length(parser, value);
      }
      function setMaxHeaderLength(parser, value) {
        this.set_max_header_length(parser, value);
      }
      function setMaxBodyPayload(parser, value) {
        this.set_max_body_payload(parser, value);
      }
      function setShouldSkipBody(parser, value) {
        this.set_should_skip_body(parser, value);
      }
      function setActiveCallbacks(parser, value) {
        this.set_active_callbacks(parser, value);
      }
      function setActiveEvents(parser, value) {
        this.set_active_events(parser, value);
      }
      function simpleCreate(spans, create2) {
        const parser = create2();
        spans[parser] = [];
        this.setActiveCallbacks(parser, this.CALLBACK_ACTIVE_ALL);
        return parser;
      }
      function simpleDestroy(spans, destroy2, parser) {
        spans[parser] = void 0;
        destroy2(parser);
      }
      function noop() {
      }
      function setup(env = {}) {
        let { logger: logOption, ...instanceEnvironment } = env;
        let logger = noop;
        const context = {};
        if (logOption) {
          if (typeof logOption !== "function") {
            logOption = console.log;
          }
          logger = log.bind(context, logOption);
        }
        const instance = new WebAssembly.Instance(wasmModule, {
          env: {
            logger,
            on_error: noop,
            on_finish: noop,
            on_message_start: noop,
            on_message_complete: noop,
            on_request: noop,
            on_response: noop,
            on_reset: noop,
            on_method: noop,
            on_url: noop,
            on_protocol: noop,
            on_version: noop,
            on_status: noop,
            on_reason: noop,
            on_header_name: noop,
            on_header_value: noop,
            on_headers: noop,
            on_connect: noop,
            on_upgrade: noop,
            on_chunk_length: noop,
            on_chunk_extension_name: noop,
            on_chunk_extension_value: noop,
            on_chunk: noop,
            on_body: noop,
            on_data: noop,
            on_trailer_name: noop,
            on_trailer_value: noop,
            on_trailers: noop,
            on_state_change: noop,
            ...instanceEnvironment
          }
        });
        const wasm = instance.exports;
        context.memory = wasm.memory;
        const milo = {
          version: {
            raw: "0.9.0",
            major: 0,
            minor: 9,
            patch: 0,
            prerelease: ""
          },
          METHOD_OTHER: 0,
          METHOD_GET: 1,
          METHOD_HEAD: 2,
          METHOD_POST: 3,
          METHOD_PUT: 4,
          METHOD_DELETE: 5,
          METHOD_CONNECT: 6,
          METHOD_OPTIONS: 7,
          METHOD_TRACE: 8,
          METHOD_PATCH: 9,
          METHOD_PRI: 10,
          CALLBACK_ON_ERROR: 0,
          CALLBACK_ON_FINISH: 1,
          CALLBACK_ON_MESSAGE_START: 2,
          CALLBACK_ON_MESSAGE_COMPLETE: 3,
          CALLBACK_ON_REQUEST: 4,
          CALLBACK_ON_RESPONSE: 5,
          CALLBACK_ON_RESET: 6,
          CALLBACK_ON_METHOD: 7,
          CALLBACK_ON_URL: 8,
          CALLBACK_ON_PROTOCOL: 9,
          CALLBACK_ON_VERSION: 10,
          CALLBACK_ON_STATUS: 11,
          CALLBACK_ON_REASON: 12,
          CALLBACK_ON_HEADER_NAME: 13,
          CALLBACK_ON_HEADER_VALUE: 14,
          CALLBACK_ON_HEADERS: 15,
          CALLBACK_ON_CONNECT: 16,
          CALLBACK_ON_UPGRADE: 17,
          CALLBACK_ON_CHUNK_LENGTH: 18,
          CALLBACK_ON_CHUNK_EXTENSION_NAME: 19,
          CALLBACK_ON_CHUNK_EXTENSION_VALUE: 20,
          CALLBACK_ON_CHUNK: 21,
          CALLBACK_ON_BODY: 22,
          CALLBACK_ON_DATA: 23,
          CALLBACK_ON_TRAILER_NAME: 24,
          CALLBACK_ON_TRAILER_VALUE: 25,
          CALLBACK_ON_TRAILERS: 26,
          CALLBACK_ON_STATE_CHANGE: 27,
          EVENT_END: 0,
          EVENT_ERROR: 1,
          EVENT_FINISH: 2,
          EVENT_MESSAGE_START: 3,
          EVENT_MESSAGE_COMPLETE: 4,
          EVENT_REQUEST: 5,
          EVENT_RESPONSE: 6,
          EVENT_RESET: 7,
          EVENT_METHOD: 8,
          EVENT_URL: 9,
          EVENT_PROTOCOL: 10,
          EVENT_VERSION: 11,
          EVENT_STATUS: 12,
          EVENT_REASON: 13,
          EVENT_HEADER_NAME: 14,
          EVENT_HEADER_VALUE: 15,
          EVENT_HEADERS: 16,
          EVENT_CONNECT: 17,
          EVENT_UPGRADE: 18,
          EVENT_CHUNK_LENGTH: 19,
          EVENT_CHUNK_EXTENSION_NAME: 20,
          EVENT_CHUNK_EXTENSION_VALUE: 21,
          EVENT_CHUNK: 22,
          EVENT_BODY: 23,
          EVENT_DATA: 24,
          EVENT_TRAILER_NAME: 25,
          EVENT_TRAILER_VALUE: 26,
          EVENT_TRAILERS: 27,
          EVENT_STATE_CHANGE: 28,
          CALLBACK_ACTIVE_NONE: 0n,
          EVENT_ACTIVE_NONE: 0n,
          CALLBACK_ACTIVE_ON_ERROR: 1n,
          EVENT_ACTIVE_ON_ERROR: 1n,
          CALLBACK_ACTIVE_ON_FINISH: 2n,
          EVENT_ACTIVE_ON_FINISH: 2n,
          CALLBACK_ACTIVE_ON_MESSAGE_START: 4n,
          EVENT_ACTIVE_ON_MESSAGE_START: 4n,
          CALLBACK_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
          EVENT_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
          CALLBACK_ACTIVE_ON_REQUEST: 16n,
          EVENT_ACTIVE_ON_REQUEST: 16n,
          CALLBACK_ACTIVE_ON_RESPONSE: 32n,
          EVENT_ACTIVE_ON_RESPONSE: 32n,
          CALLBACK_ACTIVE_ON_RESET: 64n,
          EVENT_ACTIVE_ON_RESET: 64n,
          CALLBACK_ACTIVE_ON_METHOD: 128n,
          EVENT_ACTIVE_ON_METHOD: 128n,
          CALLBACK_ACTIVE_ON_URL: 256n,
          EVENT_ACTIVE_ON_URL: 256n,
          CALLBACK_ACTIVE_ON_PROTOCOL: 512n,
          EVENT_ACTIVE_ON_PROTOCOL: 512n,
          CALLBACK_ACTIVE_ON_VERSION: 1024n,
          EVENT_ACTIVE_ON_VERSION: 1024n,
          CALLBACK_ACTIVE_ON_STATUS: 2048n,
          EVENT_ACTIVE_ON_STATUS: 2048n,
          CALLBACK_ACTIVE_ON_REASON: 4096n,
          EVENT_ACTIVE_ON_REASON: 4096n,
          CALLBACK_ACTIVE_ON_HEADER_NAME: 8192n,
          EVENT_ACTIVE_ON_HEADER_NAME: 8192n,
          CALLBACK_ACTIVE_ON_HEADER_VALUE: 16384n,
          EVENT_ACTIVE_ON_HEADER_VALUE: 16384n,
          CALLBACK_ACTIVE_ON_HEADERS: 32768n,
          EVENT_ACTIVE_ON_HEADERS: 32768n,
          CALLBACK_ACTIVE_ON_CONNECT: 65536n,
          EVENT_ACTIVE_ON_CONNECT: 65536n,
          CALLBACK_ACTIVE_ON_UPGRADE: 131072n,
          EVENT_ACTIVE_ON_UPGRADE: 131072n,
          CALLBACK_ACTIVE_ON_CHUNK_LENGTH: 262144n,
          EVENT_ACTIVE_ON_CHUNK_LENGTH: 262144n,
          CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
          EVENT_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
          CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
          EVENT_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
          CALLBACK_ACTIVE_ON_CHUNK: 2097152n,
          EVENT_ACTIVE_ON_CHUNK: 2097152n,
          CALLBACK_ACTIVE_ON_BODY: 4194304n,
          EVENT_ACTIVE_ON_BODY: 4194304n,
          CALLBACK_ACTIVE_ON_DATA: 8388608n,
          EVENT_ACTIVE_ON_DATA: 8388608n,
          CALLBACK_ACTIVE_ON_TRAILER_NAME: 16777216n,
          EVENT_ACTIVE_ON_TRAILER_NAME: 16777216n,
          CALLBACK_ACTIVE_ON_TRAILER_VALUE: 33554432n,
          EVENT_ACTIVE_ON_TRAILER_VALUE: 33554432n,
          CALLBACK_ACTIVE_ON_TRAILERS: 67108864n,
          EVENT_ACTIVE_ON_TRAILERS: 67108864n,
          CALLBACK_ACTIVE_ON_STATE_CHANGE: 134217728n,
          EVENT_ACTIVE_ON_STATE_CHANGE: 134217728n,
          CALLBACK_ACTIVE_ALL: 268435455n,
          EVENT_ACTIVE_ALL: 268435455n,
          ERROR_NONE: 0,
          ERROR_USER: 1,
          ERROR_CALLBACK_ERROR: 2,
          ERROR_UNEXPECTED_STATE: 3,
          ERROR_UNEXPECTED_DATA: 4,
          ERROR_UNEXPECTED_EOF: 5,
          ERROR_UNEXPECTED_CHARACTER: 6,
          ERROR_UNEXPECTED_CONTENT_LENGTH: 7,
          ERROR_UNEXPECTED_TRANSFER_ENCODING: 8,
          ERROR_UNEXPECTED_CONTENT: 9,
          ERROR_UNEXPECTED_TRAILERS: 10,
          ERROR_INVALID_VERSION: 11,
          ERROR_INVALID_STATUS: 12,
          ERROR_INVALID_CONTENT_LENGTH: 13,
          ERROR_INVALID_TRANSFER_ENCODING: 14,
          ERROR_INVALID_CHUNK_SIZE: 15,
          ERROR_MISSING_CONNECTION_UPGRADE: 16,
          ERROR_UNSUPPORTED_HTTP_VERSION: 17,
          STATE_START: 0,
          STATE_FINISH: 1,
          STATE_ERROR: 2,
          STATE_REQUEST_LINE: 3,
          STATE_STATUS_LINE: 4,
          STATE_HTTP2_PREFACE: 5,
          STATE_HEADER: 6,
          STATE_BODY_DECISION: 7,
          STATE_BODY_VIA_CONTENT_LENGTH: 8,
          STATE_BODY_WITH_NO_LENGTH: 9,
          STATE_CHUNK_HEADER: 10,
          STATE_CHUNK_EXTENSIONS: 11,
          STATE_CHUNK_DATA: 12,
          STATE_TRAILER: 13,
          STATE_TUNNEL: 14,
          PARSER_FIELD_MAX_START_LINE_LENGTH: 0,
          PARSER_FIELD_MAX_HEADER_LENGTH: 4,
          PARSER_FIELD_MAX_BODY_PAYLOAD: 8,
          PARSER_FIELD_AUTODETECT: 16,
          PARSER_FIELD_IS_REQUEST: 17,
          PARSER_FIELD_SUSPEND_AFTER_HEADERS: 18,
          PARSER_FIELD_MANAGE_UNCONSUMED: 19,
          PARSER_FIELD_CONTINUE_WITHOUT_DATA: 20,
          PARSER_FIELD_IS_CONNECT: 21,
          PARSER_FIELD_SKIP_BODY: 22,
          PARSER_FIELD_DEBUG: 23,
          PARSER_FIELD_PARSED: 24,
          PARSER_FIELD_POSITION: 32,
          PARSER_FIELD_STATE: 36,
          PARSER_FIELD_PAUSED: 37,
          PARSER_FIELD_ERROR_CODE: 38,
          PARSER_FIELD_CONTENT_LENGTH: 40,
          PARSER_FIELD_CHUNK_SIZE: 48,
          PARSER_FIELD_REMAINING_CONTENT_LENGTH: 56,
          PARSER_FIELD_REMAINING_CHUNK_SIZE: 64,
          PARSER_FIELD_STATUS: 72,
          PARSER_FIELD_METHOD: 76,
          PARSER_FIELD_HAS_CONTENT_LENGTH: 77,
          PARSER_FIELD_HAS_TRANSFER_ENCODING: 78,
          PARSER_FIELD_HAS_CHUNKED_TRANSFER_ENCODING: 79,
          PARSER_FIELD_HAS_CONNECTION_CLOSE: 80,
          PARSER_FIELD_HAS_CONNECTION_UPGRADE: 81,
          PARSER_FIELD_HAS_UPGRADE: 82,
          PARSER_FIELD_HAS_TRAILERS: 83,
          PARSER_FIELD_ACTIVE_CALLBACKS: 88,
          PARSER_FIELD_ACTIVE_EVENTS: 96,
          PARSER_FIELD_PTR: 104,
          PARSER_FIELD_ERROR_DESCRIPTION: 108,
          PARSER_FIELD_UNCONSUMED: 364,
          PARSER_FIELD_UNCONSUMED_LEN: 368,
          PARSER_FIELD_ERROR_DESCRIPTION_LEN: 372,
          PARSER_FIELD_EVENTS: 376,
          Errors,
          Methods,
          Callbacks,
          CallbackActives,
          Events,
          EventActives,
          States,
          ParserFields,
          isAutodetect: isAutodetect.bind(wasm),
          isRequest: isRequest.bind(wasm),
          isPaused: isPaused.bind(wasm),
          shouldManageUnconsumed: shouldManageUnconsumed.bind(wasm),
          shouldSuspendAfterHeaders: shouldSuspendAfterHeaders.bind(wasm),
          getMaxStartLineLength: getMaxStartLineLength.bind(wasm),
          getMaxHeaderLength: getMaxHeaderLength.bind(wasm),
          getMaxBodyPayload: getMaxBodyPayload.bind(wasm),
          shouldContinueWithoutData: shouldContinueWithoutData.bind(wasm),
          isConnect: isConnect.bind(wasm),
          isDebug: isDebug.bind(wasm),
          shouldSkipBody: shouldSkipBody.bind(wasm),
          getState: getState.bind(wasm),
          getPosition: getPosition.bind(wasm),
          getParsed: getParsed.bind(wasm),
          getErrorCode: getErrorCode.bind(wasm),
          getMethod: getMethod.bind(wasm),
          getStatus: getStatus.bind(wasm),
          hasConnectionClose: hasConnectionClose.bind(wasm),
          hasConnectionUpgrade: hasConnectionUpgrade.bind(wasm),
          getContentLength: getContentLength.bind(wasm),
          getChunkSize: getChunkSize.bind(wasm),
          getRemainingContentLength: getRemainingContentLength.bind(wasm),
          getRemainingChunkSize: getRemainingChunkSize.bind(wasm),
          hasContentLength: hasContentLength.bind(wasm),
          hasTransferEncoding: hasTransferEncoding.bind(wasm),
          hasChunkedTransferEncoding: hasChunkedTransferEncoding.bind(wasm),
          hasUpgrade: hasUpgrade.bind(wasm),
          hasTrailers: hasTrailers.bind(wasm),
          getErrorDescription: getErrorDescription.bind(wasm),
          setShouldAutodetect: setShouldAutodetect.bind(wasm),
          setShouldContinueWithoutData: setShouldContinueWithoutData.bind(wasm),
          setIsRequest: setIsRequest.bind(wasm),
          setIsConnect: setIsConnect.bind(wasm),
          setDebug: setDebug.bind(wasm),
          setShouldManageUnconsumed: setShouldManageUnconsumed.bind(wasm),
          setShouldSuspendAfterHeaders: setShouldSuspendAfterHeaders.bind(wasm),
          setMaxStartLineLength: setMaxStartLineLength.bind(wasm),
          setMaxHeaderLength: setMaxHeaderLength.bind(wasm),
          setMaxBodyPayload: setMaxBodyPayload.bind(wasm),
          setShouldSkipBody: setShouldSkipBody.bind(wasm),
          setActiveCallbacks: setActiveCallbacks.bind(wasm),
          setActiveEvents: setActiveEvents.bind(wasm),
          memory: wasm.memory,
          alloc: alloc.bind(wasm),
          dealloc: dealloc.bind(wasm),
          create: create.bind(wasm),
          destroy: destroy.bind(wasm),
          parse: parse.bind(wasm),
          fail: fail.bind(wasm),
          hasDebug: hasDebug.bind(wasm),
          clear: wasm.clear,
          complete: wasm.complete,
          finish: wasm.finish,
          pause: wasm.pause,
          reset: wasm.reset,
          resume: wasm.resume
        };
        return milo;
      }
      function simple() {
        const spans = {};
        const milo = setup({
          /* REPLACE: callbacks:simple */
        });
        milo.spans = spans;
        milo.create = simpleCreate.bind(milo, spans, milo.create);
        milo.destroy = simpleDestroy.bind(milo, spans, milo.destroy);
        return milo;
      }
      module2.exports = { wasmModule, noop, setup, simple };
    })
  ),
  /***/
  79545: (
    /***/
    ((module2) => {
      const wasmModule = new WebAssembly.Module(
        Buffer.from(
          "AGFzbQEAAAABQgtgA39/fwBgAX8Bf2ACf38AYAF/AGABfwF+YAJ/fgBgBH9/f38AYAABf2AIf39/f39/f3wAYAN/f38Bf2ACf38BfwKUBBwDZW52CG9uX2Vycm9yAAADZW52Cm9uX2hlYWRlcnMACANlbnYJb25fZmluaXNoAAADZW52EG9uX21lc3NhZ2Vfc3RhcnQAAANlbnYTb25fbWVzc2FnZV9jb21wbGV0ZQAAA2Vudgpvbl9yZXF1ZXN0AAADZW52C29uX3Jlc3BvbnNlAAADZW52CG9uX3Jlc2V0AAADZW52CW9uX21ldGhvZAAAA2VudgZvbl91cmwAAANlbnYLb25fcHJvdG9jb2wAAANlbnYKb25fdmVyc2lvbgAAA2Vudglvbl9zdGF0dXMAAANlbnYJb25fcmVhc29uAAADZW52Dm9uX2hlYWRlcl9uYW1lAAADZW52D29uX2hlYWRlcl92YWx1ZQAAA2Vudgpvbl9jb25uZWN0AAADZW52Cm9uX3VwZ3JhZGUAAANlbnYPb25fY2h1bmtfbGVuZ3RoAAADZW52F29uX2NodW5rX2V4dGVuc2lvbl9uYW1lAAADZW52GG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQAAA2Vudghvbl9jaHVuawAAA2Vudgdvbl9ib2R5AAADZW52B29uX2RhdGEAAANlbnYPb25fdHJhaWxlcl9uYW1lAAADZW52EG9uX3RyYWlsZXJfdmFsdWUAAANlbnYLb25fdHJhaWxlcnMAAANlbnYPb25fc3RhdGVfY2hhbmdlAAADQkEGAAEDAwcCAwYDBAQBBAQBAQEEAQQEAQEBAQEBAQEBAQEBAQEHCQMCAwUFAgICBQICAgICAgIBAQEBCgECAwICAgUDAQARBgkBfwFBgIDAAAsHnQg5Bm1lbW9yeQIABWFsbG9jAB4FY2xlYXIAHwhjb21wbGV0ZQAgBmNyZWF0ZQAhB2RlYWxsb2MAIgdkZXN0cm95ACMEZmFpbAAkBmZpbmlzaAAlDmdldF9jaHVua19zaXplACYSZ2V0X2NvbnRlbnRfbGVuZ3RoACcOZ2V0X2Vycm9yX2NvZGUAKBlnZXRfZXJyb3JfZGVzY3JpcHRpb25fcmF3ACkUZ2V0X21heF9ib2R5X3BheWxvYWQAKhVnZXRfbWF4X2hlYWRlcl9sZW5ndGgAKxlnZXRfbWF4X3N0YXJ0X2xpbmVfbGVuZ3RoACwKZ2V0X21ldGhvZAAtCmdldF9wYXJzZWQALgxnZXRfcG9zaXRpb24ALxhnZXRfcmVtYWluaW5nX2NodW5rX3NpemUAMBxnZXRfcmVtYWluaW5nX2NvbnRlbnRfbGVuZ3RoADEJZ2V0X3N0YXRlADIKZ2V0X3N0YXR1cwAzHWhhc19jaHVua2VkX3RyYW5zZmVyX2VuY29kaW5nADQUaGFzX2Nvbm5lY3Rpb25fY2xvc2UANRZoYXNfY29ubmVjdGlvbl91cGdyYWRlADYSaGFzX2NvbnRlbnRfbGVuZ3RoADcMaGFzX3RyYWlsZXJzADgVaGFzX3RyYW5zZmVyX2VuY29kaW5nADkLaGFzX3VwZ3JhZGUAOg1pc19hdXRvZGV0ZWN0ADsKaXNfY29ubmVjdAA8CGlzX2RlYnVnAD0JaXNfcGF1c2VkAD4KaXNfcmVxdWVzdAA/Dm1pbG9faGFzX2RlYnVnAEAFcGFyc2UAQQVwYXVzZQBCBXJlc2V0AEMGcmVzdW1lAEQUc2V0X2FjdGl2ZV9jYWxsYmFja3MARRFzZXRfYWN0aXZlX2V2ZW50cwBGCXNldF9kZWJ1ZwBHDnNldF9pc19jb25uZWN0AEgOc2V0X2lzX3JlcXVlc3QASRRzZXRfbWF4X2JvZHlfcGF5bG9hZABKFXNldF9tYXhfaGVhZGVyX2xlbmd0aABLGXNldF9tYXhfc3RhcnRfbGluZV9sZW5ndGgATBVzZXRfc2hvdWxkX2F1dG9kZXRlY3QATSBzZXRfc2hvdWxkX2NvbnRpbnVlX3dpdGhvdXRfZGF0YQBOHHNldF9zaG91bGRfbWFuYWdlX3VuY29uc3VtZWQATxRzZXRfc2hvdWxkX3NraXBfYm9keQBQIHNldF9zaG91bGRfc3VzcGVuZF9hZnRlcl9oZWFkZXJzAFEcc2hvdWxkX2NvbnRpbnVlX3dpdGhvdXRfZGF0YQBSGHNob3VsZF9tYW5hZ2VfdW5jb25zdW1lZABTEHNob3VsZF9za2lwX2JvZHkAVBxzaG91bGRfc3VzcGVuZF9hZnRlcl9oZWFkZXJzAFUKoLQCQdgDAgJ/BXsCQCACIANPDQAgAS0AACEBIAMgAmsiBUEPTQRAIANBAWsDQCABIAItAABGBEBBASEEDAMLIAJBAWoiAiADRw0ACyECDAELIAH9DyIGIAL9AAAA/SP9ZCIBBEAgAiABaGohAkEBIQQMAQsgAkFwcUEQaiEBAkACQCAFQcAASQ0AIAEgA0FAaiIFSw0AIAIgAkEPcWtBIGohAgNAIAYgAv0ABAD9IyIHIAYgAkEQayIB/QAEAP0jIgj9UCAGIAJBEGr9AAQA/SMiCf1QIAYgAkEgav0ABAD9IyIK/VD9ZA0CIAJBQGshAiABQUBrIAVNDQALIAJBEGshAQsgA0EQayICIAFPBEADQCAGIAH9AAAA/SP9ZCIFBEAgASAFaGohAkEBIQQMBAsgAUEQaiIBIAJNDQALCyABIANPDQEgA0EQayIBIAYgAf0AAAD9I/1kQf//A3EiAWhqIQIgAUEARyEEDAELAkAgCP1kIgFFBEAgB/1kIgENASAJ/WQiAUUEQCACIAr9ZGhqQSBqIQJBASEEDAMLIAIgAWhqQRBqIQJBASEEDAILIAIgAWhqQRBrIQJBASEEDAELIAIgAWhqIQJBASEECyAAIAI2AgQgACAENgIAC7ADAgR/AXsCQCACQRBPBEADQCACIANBEGoiBEkEQEECIQUgAiADTQ0DA0AgASADai0AACIEQQ1GBEBBACEFDAULAkAgBEEgTwRAIARB/wBHDQFBASEFDAYLIARBCUYNAEEBIQUMBQsgAiADQQFqIgNHDQALIAIhAwwDCyABIANqIAQhA/0AAAAiB/0Mf39/f39/f39/f39/f39/f/0jIAf9DAkJCQkJCQkJCQkJCQkJCQn9JCAH/QwgICAgICAgICAgICAgICAg/Sb9Tv1Q/VNFDQALQXAhA0ECIQUgBEUNASAEQRBrIQMgBCAEQQ9rIgIgAiAESRsDQCABIANqLQAAIgZBDUYEQEEAIQUMAwsCQCAGQSBPBEAgBkH/AEcNAUEBIQUMBAsgBkEJRg0AQQEhBQwDCyADQQFqIgMgBEkNAAshAwwBC0ECIQUgAkUEQAwBCwNAIAEgA2otAAAiBEENRgRAQQAhBQwCCwJAIARBIE8EQCAEQf8ARw0BQQEhBQwDCyAEQQlGDQBBASEFDAILIAIgA0EBaiIDRw0ACyACIQMLIAAgAzYCBCAAIAU2AgALJgACQCAAQQBOBEAgAEUEQEEBIQAMAgsgAEEBEFYiAA0BCwALIAALRwAgAEIANwMoIABBADoAFSAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDMCAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDQCAAQQA2AlAL0gMCA38BfgJAIAAiAS0AJCIAQQ5NQQBBASAAdEGAzwFxG0UEQCABQQM6ACYgAUECOgAkIAFBDToA9AJBACEAIAFBADoAeSABQaeYwAApAAA3AGwgAUGsmMAAKQAANwBxAkAgASkDWCABKQNghKdBAXFFBEAgASgC+AIhAgwBCyABKAL4AiICQQE6AAAgAkEFakEDOgAAIAJBAWogASgCIDYAAEEGIQALIAAgAmpBADoAAAwBCwJ/QQAgASkDWCABKQNghCIEQsgAg1ANABogBEIIg0IAUgRAIAEoAvgCIgBBBDoAACAAQQVqQQA2AAAgAEEBaiABKAIgNgAAQQkhAgsgAiAEQsAAg1ANABogASgC+AIgAmoiAEEHOgAAIABBBWpBADYAACAAQQFqIAEoAiA2AAAgAkEJagshAiABQQA6ABYgAUEAOgAUAkAgAS0AUkEBRgRAQQ4hACABLQARQQFxDQELIAEtAFAhAyAEQgKDUARAIAMhAAwBC0EBIQAgA0EBcUUEQCADIQAMAQsgASgC+AIgAmoiA0ECOgAAIANBBWpBADYAACADQQFqIAEoAiA2AAAgAkEJaiECCyABIAA6ACQgASgC+AIgAmpBADoAAAsL7wIBA38jAEHgAGsiASQAAkBBgIAEEFciAkUNACACQQRrLQAAQQNxRQ0AIAJBAEGAgAT8CwALAkAgAkUNACABQQA2AFwgAUIANwBUIAH9DAAAAAAAAAAAAAAAAAAAAAD9CwBEIAH9DAAAAAAAAAAAAAAAAAAAAAD9CwA0IAH9DAAAAAAAAAAAAAAAAAAAAAD9CwIcIAFBADYCLCABQgA3AA8gAUEAOgAXQYADQQgQViIARQ0AIABBAToAECAAQgA3AwggAEKAwICAgIAINwMAIAD9DAAAAAAAAAAAAAAAAAAAAAD9CwARIABCADcAHyAAIAEpADM3ACcgACAB/QAAO/0LAC8gACAB/QAAS/0LAD8gACABKQBYNwBMIAAgASgCKDYCZCAAIAH9AAIY/QsCVCAAQewAakEAQf8B/AsAIAAgAjYC+AIgACABLwAWOwDzAiAAIAEpAA43AOsCIAAgADYCaCABQeAAaiQAIAAPCwALFQACQCAARQ0AIAFFDQAgACABEFgLCzgBAX8gAARAIAAoAvACIgEEQCAAKALsAiABEFgLIAAoAvgCIgEEQCABQYCABBBYCyAAQYADEFgLC5IBAQF/IAAgAToAJiAAQQI6ACQgAEHsAGohBEH+ASADIANB/gFPGyIDBEAgBCACIAP8CgAACyAAIAM6APQCIAMgBGpBADoAAEEAIQMgACkDWCAAKQNghEIBg6cEfyAAKAL4AiICQQE6AAAgAkEFaiABOgAAIAJBAWogACgCIDYAAEEGBUEACyAAKAL4AmpBADoAAAuhAgECfwJAAkACQCAALQAkIgFBCU0EQEEBIAF0QRtxDQEgAUECRg0DIAFBCUYNAgsgAEEFOgAmIABBAjoAJCAAQRY6APQCIABBADoAggEgAEGAiMAA/QAAAP0LAGwgAEGOiMAAKQAANwB6AkAgACkDWCAAKQNghKdBAXFFBEAgACgC+AIhAQwBCyAAKAL4AiIBQQE6AAAgAUEFakEFOgAAIAFBAWogACgCIDYAAEEGIQILIAEgAmpBADoAAA8LIABBAToAJA8LAn8gACkDWCAAKQNghEIIg1AEQCAAKAL4AiEBQQAMAQsgACgC+AIiAUEEOgAAIAFBBWpBADYAACABQQFqIAAoAiA2AABBCQshAiAAQQE6ACQgASACakEAOgAACwsHACAAKQMwCwcAIAApAygLBwAgAC0AJgsTACAAMQD0AiAAQewAaq1CIIaECwcAIAApAwgLBwAgACgCBAsHACAAKAIACwcAIAAtAEwLBwAgACkDGAsHACAAKAIgCwcAIAApA0ALBwAgACkDOAsHACAALQAkCwcAIAAoAkgLBwAgAC0ATwsHACAALQBQCwcAIAAtAFELBwAgAC0ATQsHACAALQBTCwcAIAAtAE4LBwAgAC0AUgsHACAALQAQCwcAIAAtABULBwAgAC0AFwsHACAALQAlCwcAIAAtABELBABBAAvy4wEDK38cfgR7IAEhECACIRQjAEGQAWsiDCQAIAAiAykDWCADKQNghCEuAkACQCADAn8CQAJAAkACQAJAAkAgAy0AJEECRgRAIANBADYCIAwBCyADLQAlQQFHDQELIC5CAFINAQwHCwJAIAMtABMgAygC8AIiAEEAR3EiHwRAIAMoAuwCIQEgDCAQNgJ8IAwgATYCdCAMIAA2AnggDCAUNgKAASAAIBRqIhRBAEgNAQJAIBRFBEBBASEQDAELIBRBARBWIhBFDQILIAxBADYCjAEgDCAQNgKIASAMIBQ2AoQBQQAhAANAIAxB9ABqIABqIgEoAgAhDwJAAkAgAUEEaigCACINIAwoAoQBIAlrSwRAIAxBhAFqIQ4jAEEQayILJAAgDSAJIA1qIgFLBEAACyALQQRqIQogDigCBCERAkBBCCABIA4oAgAiAkEBdCIGIAEgBksbIgEgAUEITRsiB0EASARAIApBADYCBCAKQQE2AgAMAQsCfyACBEBBACEBAn8CQAJAAkACQAJAIBFBBGsiBCgCACIJQXhxIghBBEEIIAlBA3EiEBsgAmpJDQAgEEEAIAJBJ2ogCEkbDQAgB0HM/3tLDQRBECAHQQtqQXhxIAdBC0kbIQIgEUEIayEGAkACQAJAAkAgEARAIAYgCGohECACIAhNDQMgEEHgm8AAKAIARg0EIBBB3JvAACgCAEYNAiAQKAIEIglBAnENCCAJQXhxIgkgCGoiCCACSQ0IIBAgCRBaIAggAmsiEEEQSQ0BIAQgAiAEKAIAQQFxckECcjYCACACIAZqIgIgEEEDcjYCBCAGIAhqIgggCCgCBEEBcjYCBCACIBAQWwwHCyACQYACSQ0HIAZFDQcgAiAITw0HIAggAmtBgIAISw0HIBEMCQsgBCAIIAQoAgBBAXFyQQJyNgIAIAYgCGoiAiACKAIEQQFyNgIEDAULQdSbwAAoAgAgCGoiCCACSQ0FAkAgCCACayIQQQ9NBEAgBCAJQQFxIAhyQQJyNgIAIAYgCGoiAiACKAIEQQFyNgIEQQAhEEEAIQIMAQsgBCACIAlBAXFyQQJyNgIAIAIgBmoiAiAQQQFyNgIEIAYgCGoiCCAQNgIAIAggCCgCBEF+cTYCBAtB3JvAACACNgIAQdSbwAAgEDYCAAwECyAIIAJrIghBD00NAyAEIAIgCUEBcXJBAnI2AgAgAiAGaiICIAhBA3I2AgQgECAQKAIEQQFyNgIEIAIgCBBbDAMLQdibwAAoAgAgCGoiCCACSw0BDAMLAAsgBCACIAlBAXFyQQJyNgIAIAIgBmoiECAIIAJrIgJBAXI2AgRB2JvAACACNgIAQeCbwAAgEDYCAAsgBkUNACARDAILIAcQVyICRQ0AIAdBfEF4IAQoAgAiAUEDcRsgAUF4cWoiASABIAdLGyIBBEAgAiARIAH8CgAACyACIQEgERBZCyABCwwBCyAHQQEQVgsiAUUEQCAKIAc2AgggCkEBNgIEIApBATYCAAwBCyAKIAc2AgggCiABNgIEIApBADYCAAsgCygCBEEBRgRAIAsoAggaIAsoAgwACyALKAIIIQEgDiAHNgIAIA4gATYCBCALQRBqJAAgDCgCiAEhECAMKAKMASEJDAELIA1FDQELIA1FDQAgCSAQaiAPIA38CgAACyAMIAkgDWoiCTYCjAEgAEEIaiIAQRBHDQALIAkgFEkNAyAMKAKEASEYCyADQQA2AiBBASERQQEhBEEBIQlBASEAIC5QIiBFBEAgLkLIAINCAFIhFyAuQoA8g0IAUiEhIC5CgA+DQgBSISIgLkIkg0IAUiEcIC5CFINCAFIhHSAuQoCAgAiDUCEEIC5CgMAAg1AhCSAuQgKDQgGIpyEZIC5CgICAEINCGYinIR4gLkKAgAGDQg6IpyEaIC5CgIACg1AhAAsgAy0AJQRAIBAhBCAUIQkMBwsgAykDCCExIC5CEIMhOSAuQgSDITUgLkIggyE6IC5CgAKDIUAgLkKAAYMhQSAuQoAggyFCIC5CgBCDIUMgLkKACIMhOyAuQoAEgyE8IC5CgIAEgyFEIC5CgIAIgyFFIANBKGohFSAuQoCAEIMhRiAuQoCAgAKDITYgLkKAgMAAgyE9IC5CgIAggyE+IC5CgICABIMhNyAuQoCAgAGDIT8gLkLAAIMhMyAuQgiDITQgLkKAgIAggyFHIC5CgIACg1AgAHIhIyAupyIAQQ52IBpxISQgLkKAwACDUCAJciElIABBGXYgHnEhJiAuQoCAgAiDUCAEciEnIBQiCyEJIBAhBANAAkAgCw0AIAMtABRBAXENAAwICyADQQA6ABQCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAy0AJA4PAYYBiAECAwQFBgcICQonC4gBAAsgA0EDOgAmIANBAjoAJCADQaeYwAApAAA3AGwgA0GsmMAAKQAANwBxDIQBCyADLQAQIgBFBEAgAy0AEUEBcQ0LCyAADQwgHA0LDH0LIAtFDXogC0EBayAJTw16IAshESAEIQAgC0EPSw0MA0AgAC0AAEENRg1gIABBAWohACARQQFrIhENAAsMegsgC0UNdyALQQFrIAlPDXcgCyERIAQhACALQQ9LDQwDQCAALQAAQQ1GDVYgAEEBaiEAIBFBAWsiEQ0ACwx3CyALQQhPDQwMgwELIAxByABqIAQgCxAdIAwoAkwhASAMKAJIIgBFDQ4gAEECaw0MDA0LIAMoAkghACADLQBMIQcgAy0AUiIBQQFGBEAgAy0AUUEBcUUNEAsgAy0ATyIGQQFxRSADLQBTQQFGcQ0QIAMtABEhAiADKQMoIS8CQCAHQQFrQf8BcUEBSw0AIAJBAXFFDQAgL0IAUg0SCyADLQAVDRICQCAAQeUARyIHDQAgAUUNACACQQFxRQ0UCyACQQFxDRQgAy0AFg1wIABByAFJDRUgAEHMAWtBAkkNcCAAQbACRw0WDHALIAMpAzgiMiALrSIvIC8gMlYbIS8gMUIAUg0bDGsLIAutIS8gMUIAUg0bDGkLIAtFDWcgC0EBayAJTw1nIAshESAEIQAgC0EPSw0bA0AgAC0AAEENRg05IABBAWohACARQQFrIhENAAsMZwsgC0UNZSALQQFrIAlPDWUgBCEHIAsiAEEPSw0bA0AgBy0AAEENRg02IAdBAWohByAAQQFrIgANAAsMZQsgDEHoAGogBCALEB0gDCgCbCEBIAwoAmgiAEUNHiAAQQJrDRwMHQsgHUUNYCA5QgBSBEAgBUEQakGBgARPDXwgAygCICEAIAMoAvgCIAVqQQU6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNVANYCAFQRBqQYCABEsNeyADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFDGALIDpCAFIEQCAFQRBqQYGABE8NeyADKAIgIQAgAygC+AIgBWpBBjoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA1UA1xIAVBEGpBgIAESw16IAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQUMcQsgCUEETQRAIAlBAU0NXgxcCyAELQAEQS9HDVsgBCgAAEHIqNGCBUcNWyADQQA6ABEgHEUNWiA6QgBSBEAgBUEQakGBgARPDXogAygCICEAIAMoAvgCIAVqQQY6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNVANWiAFQRBqQYCABEsNeSADKAIgIQAgAygC+AIgBWpBAzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFDFoLIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAxTCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw1SA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMVAsLIAAgBmhqIQAMUwsgS/1kIgFFBEAgSv1kIgENICBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMVAsgACABaGpBEGohAAxTCyAAIAFoakEQayEADFILIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAxJCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw1IA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMSgsLIAAgBmhqIQAMSQsgS/1kIgFFBEAgSv1kIgENICBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMSgsgACABaGpBEGohAAxJCyAAIAFoakEQayEADEgLIAlBB00NciAEKQAAQo2UzOrUwcKGClENGyADQQY6ACYgA0ECOgAkIANB54vAACkAADcAbCADQe+LwAD9AAAA/QsAdCADQf+LwAAvAAA7AIQBQYYBIQtBGgx1CyABIAlPDUQgDEE6OgB0IAxBQGsgDEH0AGogBCABIARqQQFqEBwgDCgCQEEBcUUNRCADQQY6ACYgA0ECOgAkIANBjZLAAP0AAAD9CwBsIANBnZLAAP0AAAD9CwB8IANBrZLAACgAADYAjAEMPAsgCyADKAIETw0BDHQLIAFBAWoiAiALRg1zIAIgCU8NbyACIARqIgYtAABBCkcNHAJAAkACQCABRQRAICMNAiAFQRpqQYCABE0NAUEBIQdBAiEADGULIAEgCU8NRSAEIQAgAiIHQQ9LBEAgAP0AAAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9I/1kIgAEQCAEIABoaiEADDkLIARBECAEQQ9xIgdrIghqIQACQAJAIAJBwABJDQAgCCABQT9rSw0AIAZBQGohCCAEIAdrQSBqIQADQCAA/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkogAEEQayIH/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkv9UCAAQRBq/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIkz9UCAAQSBq/QAEAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0jIk39UP1kDQIgAEFAayEAIAdBQGsgCE0NAAsgAEEQayEACyAAIAZBEGsiB0sNOANAIAD9AAAA/Qw6Ojo6Ojo6Ojo6Ojo6Ojo6/SP9ZCIIRQRAIAcgAEEQaiIATw0BDDoLCyAAIAhoaiEADDkLIEv9ZCIGDSEgSv1kIgYNIiBM/WQiBkUEQCAAIE39ZGhqQSBqIQAMOQsgACAGaGpBEGohAAw4CwNAIAAtAABBOkYNOCAAQQFqIQAgB0EBayIHDQALDEULIAMtAEwgAygCSCIBIAMtABEiAhshBkEAIQBBAEECIAMtAE9rIAMtAE0iBxshCCADKAIgQQJqIQogAy0AUEF/c0EBcSENAkAgAy0AUkEBRw0AIAMtAFFBAXFFDQAgAiABQeUARnIhAAsgAykDKCEvIAMtAFMhASADKAL4AiAFakEQOgAAIAMoAvgCIAVqQQFqIAo2AAAgAygC+AIgBWpBBWogBjsAACADKAL4AiAFakEHaiANOgAAIAMoAvgCIAVqQQhqIAA6AAAgAygC+AIgBWpBCWogAToAACADKAL4AiAFakEKaiAIOgAAIAMoAvgCIAVqQQtqIC9CACAHGzcAACAFQRNqIQUgAy0AJEECRg0BCyADQQc6ACQLIANBAToAFCADLQASIQdBAiEADGELIANBBjoAJiADQQI6ACQgA0GxksAA/QAAAP0LAGwgA0HBksAAKAAANgB8DGYLIANBEDoAJiADQQI6ACQgA0HsAGpBxZLAAEHIAPwKAABBtAEhC0HIAAxwCyADQQo6ACYgA0ECOgAkIANB7ABqQY2TwABBwQD8CgAAQa0BIQtBwQAMbwsgA0EJOgAmIANBAjoAJCADQc6TwAD9AAAA/QsAbCADQd6TwAD9AAAA/QsAfCADQe6TwAD9AAAA/QsAjAEMLgsgRFANLCAFQRBqQYCABE0NCAxuCyBFUA0rIAVBEGpBgIAESw1tIAMoAiAhACADKAL4AiAFakESOgAAIAMoAvgCIAVqQQFqIAA2AABBACEHIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFIAMtACRBAkYNZQwrCyAGQQFxIgBFIAMtAE5BAUZxDQIgAy0AFg0DIAMtAE0NBCAADRIgA0EBOgAUIAVB3/8Da0H//3tJDWwCQCAXRQ0AIDRCAFIEQCAFQXBIDW4gAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgM1ANACAFQXBIDW0gAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgA0EAOgAWIANBADoAFCABDSoMXAsgBw1aCyADLQBNRQRAIAZBAXENESADQQk6ACQMXAsgL0IAUg0DIANBAToAFCAFQd//A2tB//97SQ1qAkAgF0UNACA0QgBSBEAgBUFwSA1sIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDNQDQAgBUFwSA1rIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQMWgsgA0EHOgAmIANBAjoAJCADQewAakH+k8AAQc4A/AoAAEG6ASELQc4ADGgLIANBAToAFCAFQd//A2tB//97SQ1oIBdFDSUgNEIAUgRAIAVBcEgNaSADKAIgIQIgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAI2AAAgBUEJaiEFCyAzUA0lIAVBcEgNaCADKAIgIQIgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAI2AAAgBUEJaiEFDCULIC9CAFINACADQQE6ABQgBUHf/wNrQf//e0kNZyAXRQ0jIDRCAFIEQCAFQXBIDWggAygCICECIAMoAvgCIAVqIgBBBDoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQsgM1ANIyAFQXBIDWcgAygCICECIAMoAvgCIAVqIgBBBzoAACAAQQVqQQA2AAAgAEEBaiACNgAAIAVBCWohBQwjCyADQQg6ACQMVwsgAygCICEAIAMoAvgCIAVqQRE6AAAgAygC+AIgBWpBAWogADYAAEEAIQcgAygC+AIgBWpBBWpBADYAACAFQQlqIQUgAy0AJEECRw0jDF0LIDAgMVoNZCAxIDB9IjggLyAvIDhWGyEvDE8LIDAgMVoNYyAxIDB9IjIgLyAvIDJWGyEvDE0LIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohAAwdCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw0cA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMHgsLIAAgBmhqIQAMHQsgS/1kIgFFBEAgSv1kIgENDyBM/WQiAUUEQCAAIE39ZGhqQSBqIQAMHgsgACABaGpBEGohAAwdCyAAIAFoakEQayEADBwLIAT9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIABEAgBCAAaGohBwwaCyAEIAtqIQEgBEEQIARBD3EiAmsiBmohAAJAAkAgC0HAAEkNACAGIAtBQGpLDQAgAUFAaiEGIAQgAmtBIGohAANAIAD9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiSiAAQRBrIgL9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiS/1QIABBEGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTP1QIABBIGr9AAQA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SMiTf1Q/WQNAiAAQUBrIQAgAkFAayAGTQ0ACyAAQRBrIQALIAAgAUEQayICSw0ZA0AgAP0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgZFBEAgAiAAQRBqIgBPDQEMGwsLIAAgBmhqIQcMGgsgS/1kIgFFBEAgSv1kIgENDyBM/WQiAUUEQCAAIE39ZGhqQSBqIQcMGwsgACABaGpBEGohBwwaCyAAIAFoakEQayEHDBkLIAMpA0AiMlANFiAyIAutIi8gLyAyVhshLyAxUA0VIDAgMVoNYCAxIDB9IjggLyAvIDhWGyEvDBULIAEgCU8NAiAMQTo6AHQgDEHgAGogDEH0AGogBCABIARqQQFqEBwgDCgCYEEBcUUNAiADQQY6ACYgA0ECOgAkIANB7ZfAAP0AAAD9CwBsIANB/ZfAAP0AAAD9CwB8IANBipjAACkAADcAiQFBkQEhC0ElDF4LIAsgAygCBE8NAgxeCyABQQFqIgcgC0YNXSAHIAlPDVkgBCAHaiICLQAAQQpHDQsCQCABRQRAIAVB1v8Da0H//3tJDV8gR1ANASAFQRBqQYGABE8NXyADKAIgIQAgAygC+AIgBWpBGzoAACADKAL4AiAFakEBaiAAQQJqNgAAIAMoAvgCIAVqQQVqQQA2AAAgA0EBOgAUIAVBCWohBQwTCyABIAlPDREgB0EPTQRAIAQhAANAIAAtAABBOkYNEiAAQQFqIQAgB0EBayIHDQALDBILIAT9AAAA/Qw6Ojo6Ojo6Ojo6Ojo6Ojo6/SP9ZCIABEAgBCAAaGohAAwRCyAEQRAgBEEPcSIGayIIaiEAAkACQCAHQcAASQ0AIAggAUE/a0sNACACQUBqIQcgBCAGa0EgaiEAA0AgAP0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJKIABBEGsiBv0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJL/VAgAEEQav0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJM/VAgAEEgav0ABAD9DDo6Ojo6Ojo6Ojo6Ojo6Ojr9IyJN/VD9ZA0CIABBQGshACAGQUBrIAdNDQALIABBEGshAAsgACACQRBrIgZLDRADQCAA/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiB0UEQCAGIABBEGoiAE8NAQwSCwsgACAHaGohAAwRCyBL/WQiAg0NIEr9ZCICDQ4gTP1kIgJFBEAgACBN/WRoakEgaiEADBELIAAgAmhqQRBqIQAMEAsgA0EBOgAUIAVBXk4NEQxdCyADQQY6ACYgA0ECOgAkIANByZfAAP0AAAD9CwBsIANB2ZfAAP0AAAD9CwB8IANB6ZfAACgAADYAjAEMIwsgA0EGOgAmIANBAjoAJCADQZKYwAD9AAAA/QsAbCADQZ+YwAApAAA3AHkMUQsgA0EOOgAkQQAhB0EIIQAMSAsgA0EKOgAkDEoLIAAgAWhqIQAMMgsgACABaGohAAwoCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMUwsgACAGaGpBEGshAAwWCyAAIAZoaiEADBULIAAgAWhqIQAMDQsgACABaGohBwwKCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMTgsgACACaGpBEGshAAwCCyAAIAJoaiEADAELIAAgAk8NASAG/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiAEUNASAGIABoaiEACyAAIARGDQAgACAEayIHQQFqIQACQCAeRQRAIAAhAiABIQYMAQsCQAJAIAdBAmoiAiABTw0AIAAgCU8NTCAAIARqLQAAQSBHDQAgAiAEai0AACIGQQlGDQAgBkEgRg0AIAEgBGpBAWstAAAiCEEJRg0AIAEhBiAIQSBHDQELAkAgACABTw0AA0AgACAEai0AACICQQlHIAJBIEdxDQEgASAAQQFqIgBHDQALIAEiAiEGDAILIAAiAiABTwRAIAEhBgwCCyAEQQFrIQggASEGA0AgBkEBayIAIAlPDUwgBiAIai0AACIKQQlHIApBIEdxDQEgACIGIAJLDQALIAIhBgsLQQAhAAJAA0AgACAJRg1LIAAgBGotAAAtAICAQARAIAcgAEEBaiIARg0CDAELCyADQQY6ACYgA0ECOgAkIANByZfAAP0AAAD9CwBsIANB2ZfAAP0AAAD9CwB8IANB6ZfAACgAADYAjAEMFQsgJ0UEQCAFQRBqQYCABEsNTiADKAIgIQAgAygC+AIgBWpBGToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqIAc2AAAgBUEJaiEFCyAFICZFDTQaIAVBEGpBgIAESw1NIAYgAmshBiADKAIgIAJqIRFBGiEADDMLIANBBjoAJiADQQI6ACQgA0HJl8AA/QAAAP0LAGwgA0HZl8AA/QAAAP0LAHwgA0Hpl8AAKAAANgCMAQwTCwJAIBdFDQAgNEIAUgRAIAVBcEgNTSADKAIgIQEgAygC+AIgBWoiAEEEOgAAIABBBWpBADYAACAAQQFqIAFBAmo2AAAgBUEJaiEFCyAzUA0AIAVBcEgNTCADKAIgIQEgAygC+AIgBWoiAEEHOgAAIABBBWpBADYAACAAQQFqIAFBAmo2AAAgBUEJaiEFCyADQQA6ABYgA0EAOgAUAkACQCADLQBSQQFGBEAgAy0AEUEBcQ0BCyADLQBQDQFBAiEAIAMtACRBAkcNOUEAIQcMOwtBAiEAQQAhByADLQAkQQJGDTogA0EOOgAkDDoLIBkEQCAFQXBIDUwgAygCICEBIAMoAvgCIAVqIgBBAjoAACAAQQVqQQA2AAAgAEEBaiABNgAAIAVBCWohBQtBAiEAQQAhByADLQAkQQJGDTkgA0EBOgAkDDkLIC9QDUogL6chACA/QgBSBEAgBUEQakGBgARPDUsgAygCICEBIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsgN0IAUgRAIAVBEGpBgYAETw1LIAMoAiAhASADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIC8gMHwhMCADIAMpA0AgL31CACAvIDJUGzcDQEEAIQcMOAsgC0ECSQ1JIAlFDUUCQCAELQAAQQ1HDQAgCUEBRg1GIAQtAAFBCkcNACADQQo6ACQMLQsgA0EGOgAmIANBAjoAJCADQauXwAApAAA3AGwgA0Gzl8AA/QAAAP0LAHQgA0HBl8AAKQAANwCCAQwECyAAIAFPDTAgAv0AAAD9DA0NDQ0NDQ0NDQ0NDQ0NDQ39I/1kIgBFDTAgAiAAaGohBwsgByAEayINQQFqIhMgC0YNRyAJIBNNDUMCfwJAAkAgBCATaiISLQAAQQpGBEAgEyEBIAQhACANQQ5LBEAgAP0AAAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UP1kBEAgACBL/WQgSv1kcmhqIQAMBAsgBEEQIARBD3FrIgFqIQACQAJAIA1BH0kNACABIA1BH2tLDQAgEkEgayEBA0AgAP0ABAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UCAAQRBq/QAEACJM/Qw9PT09PT09PT09PT09PT09/SMiTf1QIEz9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJM/VD9ZA0CIABBIGoiACABTQ0ACwsgACASQRBrIgFLDQMDQCAA/QAAACJK/Qw7Ozs7Ozs7Ozs7Ozs7Ozs7/SMiSyBK/Qw9PT09PT09PT09PT09PT09/SMiSv1Q/WRFBEAgASAAQRBqIgBPDQEMBQsLIAAgSv1kIEv9ZHJoaiAEawwFCyAAIE39ZCBM/WRyaGpBEGogBGsgSv1kIEv9ZHIiAUUNBBogACABaGogBGsMBAsDQAJAIAAtAABBO2sOAwQABAALIABBAWohACABQQFrIgENAAsgDQwDCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMRwsgDSAAIBJPDQEaIA0gAf0AAAAiSv0MOzs7Ozs7Ozs7Ozs7Ozs7O/0jIksgSv0MPT09PT09PT09PT09PT09Pf0jIkr9UP1kRQ0BGiABIEr9ZCBL/WRyaGogBGsMAQsgACAEawshCkEAIQACQCAKRQ0AA0AgACAJRg1FIAAgBGotAAAiAUEJRyABQSBHcQ0BIAogAEEBaiIARw0ACyAKIQALAkAgCiIBIABNDQAgBEEBayEGA0AgAUEBayICIAlPDUUgASAGai0AACIIQQlHIAhBIEdxDQEgAiIBIABLDQALIAAhAQsgACABRgRAIANBBjoAJiADQQI6ACQgA0GYlcAAKQAANwBsIANBoJXAAP0AAAD9CwB0IANBrZXAACkAADcAgQEMGgsCQCAAIAFPDQAgCSAAayICQQAgAiAJTRshBiABIABrIQggACAEaiECA0AgBkUNRSACLQAALQCAgEAEQCAGQQFrIQYgAkEBaiECIAhBAWsiCEUNAgwBCwsgA0EGOgAmIANBAjoAJCADQbWVwAD9AAAA/QsAbCADQcWVwAD9AAAA/QsAfCADQdOVwAApAAA3AIoBQZIBIQtBJgxHCwJAAkACQAJAIAEgDUYNACAJIApNDUcgBCAKai0AAEE7Rg0AIApBAWoiBiANTw0BA0ACQCAEIAZqLQAAIgJBCUYNACACQSBGDQAgBkEBayEKDAMLIAZBAWoiBiANSQ0ACwwCCyA+QgBSBEAgBUEQakGBgARPDUsgAygCICECIAMoAvgCIAVqQRQ6AAAgAygC+AIgBWpBAWogACACajYAACADKAL4AiAFakEFaiABIABrNgAAIAVBCWohBQsgCiANRwRAIApBAWohAEEAIQcgAy0AJEECRg05IANBCzoAJAw5CyADKQMwQgBSBEAgDUECaiEAQQAhByADLQAkQQJGDTkgA0EMOgAkDDkLIDZCAFIEQCAFQRBqQYGABE8NSyADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyANQQJqIQBBACEHIAMtACRBAkYNOCADQQ06ACQMOAsgBiANRg0AIAYgCU8NRQJAIAQgBmoiCC0AAEEiRiIoBEAgCkECaiIIIA1LDQMgBEF/cyEpIARBIGohKiASQRBrIRYgDUE/ayErIBJBQGohLCAHQX9zIARqIS0gCCEOA0AgBCAOaiEPAkAgEyAOayICQQ9NBEAgDiAtaiEHIA8hAgNAIAItAABBIkYNAiACQQFqIQIgB0EBaiIHDQALDAYLIA/9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCIHBEAgDyAHaGohAgwBCyAPQRAgD0EPcSIKayIbaiEHAkACQAJAIAJBwABJDQAgDiAbaiArSg0AICogDiAKa2ohBwNAIAf9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiSiAHQRBrIgL9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiS/1QIAdBEGr9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiTP1QIAdBIGr9AAQA/QwiIiIiIiIiIiIiIiIiIiIi/SMiTf1Q/WQNAiAHQUBrIQcgAkFAayAsTQ0ACyAHQRBrIQcLIAcgFksNAQNAIAf9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCICRQRAIBYgB0EQaiIHTw0BDAMLCyAHIAJoaiECDAILAkAgS/1kIgJFBEAgSv1kIgINASBM/WQiAkUEQCAHIE39ZGhqQSBqIQIMBAsgByACaGpBEGohAgwDCyAHIAJoakEQayECDAILIAcgAmhqIQIMAQsgByASTw0FIBb9AAAA/QwiIiIiIiIiIiIiIiIiIiIi/SP9ZCICRQ0FIBYgAmhqIQILIAIgD2sgDmohCgJAIAIgD0YNACACIClqIQcgAiAEIA5qayEPQQAhAgJAA0AgByAJTw1LIAQgB2otAABB3ABHDQEgAkEBaiECIAcgDksgB0EBayEHDQALIA8hAgsgAkEBcUUNACAKQQFqIQ4gCiANSQ0BDAULCyAIIApJBEAgCCEHA0AgByAJTw1JAkACQCAEIAdqLQAAIgJB3ABGBEAgB0EBaiIHIApGDQEgByAJTw1MIAQgB2otAAAtAICCQEEBRw0BDAILIAItAICEQA0BCyADQQY6ACYgA0ECOgAkIANBi5bAACkAADcAbCADQZOWwAD9AAAA/QsAdCADQaOWwAD9AAAA/QsAhAEgA0GxlsAAKQAANwCSAUGaASELQS4MTQsgB0EBaiIHIApJDQALCyAKQQFqIQIMAQsgDSICIAZPBEAgDEE7OgB0IAxB2ABqIAxB9ABqIAggCCACIAprahAcIAwoAlhBAXEiAgR/IAwoAlwgCGsFIAcLIAZqIA0gAhshAgsgBiEIAkAgAiAGTQ0AIAkgBiAGIAlJGyEHA0AgByAIRg1IIAQgCGotAAAiCkEJRyAKQSBHcQ0BIAIgCEEBaiIIRw0ACyACIQgLIAIhCgJAIAIgCE0NACAEQQFrIQ4DQCAKQQFrIgcgCU8NSCAKIA5qLQAAIg9BCUcgD0EgR3ENASAHIgogCEsNAAsgCCEKCyAIIApGBEAgA0EGOgAmIANBAjoAJCADQbmWwAApAAA3AGwgA0HBlsAA/QAAAP0LAHQgA0HPlsAAKQAANwCCAQwGCyAIIApPDQAgCCAJIAggCUsbIQ4gCCEHA0AgByAORg1HIAQgB2otAAAtAICAQARAIAogB0EBaiIHRg0CDAELCyADQQY6ACYgA0ECOgAkIANB15bAAP0AAAD9CwBsIANB55bAAP0AAAD9CwB8IANB9pbAACkAADcAiwEMDAsgPkIAUgRAIAVBEGpBgYAETw1KIAMoAiAhByADKAL4AiAFakEUOgAAIAMoAvgCIAVqQQFqIAAgB2o2AAAgAygC+AIgBWpBBWogASAAazYAACAFQQlqIQULAkACfyAoRQRAID1QDQIgBUEQakGAgARLDUwgAygCICAIaiEHIAogCGsMAQsgPVANASAFQRBqQYCABEsNSyADKAIgIAZqIQcgCiAGa0EBagshACADKAL4AiAFakEVOgAAIAMoAvgCIAVqQQFqIAc2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIA0iCiACTwRAIAxBOzoAdCAMQdAAaiAMQfQAaiACIARqIgEgEhAcIAwoAlBBAXEiBgR/IAwoAlQgAWsFIAALIAJqIA0gBhshCgsCQCACIApJBEAgCSACayIAQQAgACAJTRshACAKIAJrIQEgAiAEaiEHA0AgAEUNSCAHLQAAIgJBCUcgAkEgR3ENAiAAQQFrIQAgB0EBaiEHIAFBAWsiAQ0ACwsCQCAKIA1PBEAgAykDMEIAUg0BIDZCAFIEQCAFQRBqQYGABE8NTSADKAIgIQAgAygC+AIgBWpBFzoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyANQQJqIQBBACEHIAMtACRBAkYNOiADQQ06ACQMOgsgCkEBaiEAQQAhBww5CyANQQJqIQBBACEHIAMtACRBAkYNOCADQQw6ACQMOAsgA0EGOgAmIANBAjoAJCADQf6WwAApAAA3AGwgA0GGl8AA/QAAAP0LAHQgA0GWl8AA/QAAAP0LAIQBIANBo5fAACkAADcAkQFBmQEhC0EtDEgLIANBBjoAJiADQQI6ACQgA0G5lsAAKQAANwBsIANBwZbAAP0AAAD9CwB0IANBz5bAACkAADcAggEMAwsgA0EGOgAmIANBAjoAJCADQduVwAD9AAAA/QsAbCADQeuVwAD9AAAA/QsAfCADQfuVwAD9AAAA/QsAjAEMBgsgACABTw0vIAL9AAAA/QwNDQ0NDQ0NDQ0NDQ0NDQ0N/SP9ZCIARQ0vIAIgAGhqIQALQQEhESAAIARrIgFBAWoiByALRg1FIAcgCU8NQQJAAkACQCAEIAdqIgItAABBCkYEQCAEIQACQAJAIAFBDksEQCAA/QAAAP0MOzs7Ozs7Ozs7Ozs7Ozs7O/0j/WQiAARAIAQgAGhqIQAMBgsgBEEQIARBD3EiBmsiB2ohAAJAAkAgAUE/SQ0AIAcgAUE/a0sNACACQUBqIQcgBCAGa0EgaiEAA0AgAP0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJKIABBEGsiBv0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJL/VAgAEEQav0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJM/VAgAEEgav0ABAD9DDs7Ozs7Ozs7Ozs7Ozs7Ozv9IyJN/VD9ZA0CIABBQGshACAGQUBrIAdNDQALIABBEGshAAsgACACQRBrIgdLDQUDQCAA/QAAAP0MOzs7Ozs7Ozs7Ozs7Ozs7O/0j/WQiBkUEQCAHIABBEGoiAE8NAQwHCwsgACAGaGogBGshBgwHCyBL/WQiAg0BIEr9ZCICDQIgTP1kIgJFBEAgACBN/WRoakEgaiAEayEGDAcLIAAgAmhqQRBqIARrIQYMBgsDQCAALQAAQTtGDQUgAEEBaiEAIAdBAWsiBw0ACyABIQYMBQsgACACaGpBEGsgBGshBgwECyAAIAJoaiAEayEGDAMLIANBBjoAJiADQQI6ACQgA0GuisAAKQAANwBsIANBs4rAACkAADcAcQxFCyABIQYgACACTw0BIAf9AAAA/Qw7Ozs7Ozs7Ozs7Ozs7Ozs7/SP9ZCIARQ0BIAcgAGhqIARrIQYMAQsgACAEayEGCyAGRQRAIANBBjoAJiADQQI6ACQgA0HhlMAAKQAANwBsIANB6ZTAAP0AAAD9CwB0IANB95TAACkAADcAggEMAQsgBkEQTQRAQQAhAEIAIS8DQCAAIAlGDUMCQCAAIARqLQAAIgJBMGsiB0H/AXFBCkkNACACQeEAa0H/AXFBBk8EQCACQcEAa0H/AXFBBk8EQCADQQY6ACYgA0ECOgAkIANB4ZTAACkAADcAbCADQemUwAD9AAAA/QsAdCADQfeUwAApAAA3AIIBDAULIAJBN2shBwwBCyACQdcAayEHCyAHrUL/AYMgL0IEhnwhLyAGIABBAWoiAEcNAAsgAyAvNwNAIAMgLzcDMCBGQgBSBEAgBUEQakGBgARPDUcgAygCICEAIAMoAvgCIAVqQRM6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiAGNgAAIAVBCWohBQsCQCABIAZNBEAgA0EBOgAUIAMpAzBCAFINASA/QgBSBEAgBUEQakGBgARPDUkgAygCICEAIAMoAvgCIAVqQRY6AAAgAygC+AIgBWpBAWogAEEDajYAACADKAL4AiAFakEFakEANgAAIAVBCWohBQsgNkIAUgRAIAVBEGpBgYAETw1JIAMoAiAhACADKAL4AiAFakEXOgAAIAMoAvgCIAVqQQFqIABBA2o2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULIAFBAmohAEEAIQcgAy0AJEECRg02IANBDToAJAw2CyAGQQFqIQBBACEHIAMtACRBAkYNNSADQQs6ACQMNQsgAUECaiEAQQAhByADLQAkQQJGDTQgA0EMOgAkDDQLIANBDzoAJiADQQI6ACQgA0H/lMAAKQAANwBsIANBh5XAAP0AAAD9CwB0IANBl5XAAC0AADoAhAFBhQEhC0EZDEQLQYoBIQtBHgxDCyADQQA6ABYgA0EAOgAUIAENAQwzCyADQQA6ABYgA0EAOgAUIAENAAwyCyADQQ46ACQMMgtBnAEhC0EwDD8LIAAgBk8NDiAH/QAAAP0MOjo6Ojo6Ojo6Ojo6Ojo6Ov0j/WQiAEUNDiAHIABoaiEACyAAIARGDQ0gACAEayINQQFqIQYCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAELQAAIgBBwwBrDjMBAAAAAAAAAAAAAAAAAAAAAAEBAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAQEAC0EAIQADQCAAIAlGDVMgACAEai0AAC0AgIBABEAgDSAAQQFqIgBGDQMMAQsLDCULIAkgDUkNUSADKAJIIQgCQAJAAkACQCANQQdrDgsDISECISEhACEhASELIA0hByAEIABBIHJB4wBHDSEaIAQgBC0AAUEgckHvAEcNIRogBCAELQACQSByQe4ARw0hGiAEIAQtAANBIHJB9ABHDSEaIAQgBC0ABEEgckHlAEcNIRogBCAELQAFQSByQe4ARw0hGiAEIAQtAAZBIHJB9ABHDSEaIAQgBC0AB0EtRw0hGiAEIAQtAAhBIHJB7ABHDSEaIAQgBC0ACUEgckHlAEcNIRogBCAELQAKQSByQe4ARw0hGiAEIAQtAAtBIHJB5wBHDSEaIAQgBC0ADEEgckH0AEcNIRogBCAELQANQSByQegARw0hGiADLQBODQQgCEF+cUHMAUcgCEHkAGtB5ABPcUUEQCADQQc6ACYgA0ECOgAkIANBgYzAACkAADcAbCADQYmMwAD9AAAA/QsAdCADQZmMwAD9AAAA/QsAhAEgA0GpjMAA/QAAAP0LAJQBIANBuYzAACgAADYApAFBqAEhC0E8DFgLAkACQCADLQBNRQRAQQ8hByAGIAEiAE8NHyAAIARqQQFrIgItAAAiCEEgRiIKRSAIQQlHcQ0CIABBEEsNAQweCyADQQ06ACYgA0ECOgAkIANB/ozAAP0AAAD9CwBsIANBjo3AAP0AAAD9CwB8IANBnY3AACkAADcAiwEMHAsgBiAJTw1VIAQgBmotAABBIEcNHCAELQAQIgBBCUYNHCAAQSBGDRwgAi0AACIAQQlGDRwgAEEgRg0cDBoLQRAgBiAEIAZqLQAAIgJBIEYbIgcgAU8NGCAEIAdqLQAAIgZBCUYNFyAGQSBHDR0MFwsgDSEHIAQgAEEgckH0AEcNIBogBCAELQABQSByQfIARw0gGiAEIAQtAAJBIHJB4QBHDSAaIAQgBC0AA0EgckHuAEcNIBogBCAELQAEQSByQfMARw0gGiAEIAQtAAVBIHJB5gBHDSAaIAQgBC0ABkEgckHlAEcNIBogBCAELQAHQSByQfIARw0gGiAEIAQtAAhBLUcNIBogBCAELQAJQSByQeUARw0gGiAEIAQtAApBIHJB7gBHDSAaIAQgBC0AC0EgckHjAEcNIBogBCAELQAMQSByQe8ARw0gGiAEIAQtAA1BIHJB5ABHDSAaIAQgBC0ADkEgckHpAEcNIBogBCAELQAPQSByQe4ARw0gGiAEIAQtABBBIHJB5wBHDSAaIAMtAE0NBCAIQcwBa0ECSQ0VIAhBsAJGDRUgCEHkAGtB5ABJDRUgAUETTQRAQRIhByABIgBBE0cNEwwSCyAGIAlPDVMgBCAGai0AAEEgRw0RIAQtABMiAEEJRg0RIABBIEYNESABIARqQQFrLQAAIgZBCUYNEUETIQcgASEAIAZBIEYNEQwTCyANIQcgBCAAQSByQeMARw0fGiAEIAQtAAFBIHJB7wBHDR8aIAQgBC0AAkEgckHuAEcNHxogBCAELQADQSByQe4ARw0fGiAEIAQtAARBIHJB5QBHDR8aIAQgBC0ABUEgckHjAEcNHxogBCAELQAGQSByQfQARw0fGiAEIAQtAAdBIHJB6QBHDR8aIAQgBC0ACEEgckHvAEcNHxogBCAELQAJQSByQe4ARw0fGiABQQxNBEBBCyEHIAEiAEEMRw0ODA0LIAYgCU8NUiAEIAZqLQAAQSBHDQwgBC0ADCIAQQlGDQwgAEEgRg0MIAEgBGpBAWstAAAiBkEJRg0MQQwhByABIQAgBkEgRg0MDA4LAkACQCAAQdQAaw4iAAEfHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8AAR8LAkAgBC0AAUEgckHyAEcNACAELQACQSByQeEARw0AIAQtAANBIHJB6QBHDQAgBC0ABEEgckHsAEcNACAELQAFQSByQeUARw0AIAQtAAZBIHJB8gBHDQAgA0EBOgBTIAFBCU0EQEEIIQcgASIAQQlHDQwMCwsgBiAJTw1TIAQgBmotAABBIEcNCiAELQAJIgBBCUYNCiAAQSBGDQpBCSEHIAEgBGpBAWstAAAiAkEJRg0KIAEhACACQSBGDQoMJQsgDSEHIAQgAEHVAEcNHxoLIA0hByAEIAQtAAFBIHJB8ABHDR4aIAQgBC0AAkEgckHnAEcNHhogBCAELQADQSByQfIARw0eGiAEIAQtAARBIHJB4QBHDR4aIAQgBC0ABUEgckHkAEcNHhogBCAELQAGQSByQeUARw0eGiABQQlNBEBBCCEHIAEiAEEJRw0GDAULIAYgCU8NUSAEIAZqLQAAQSBHDQQgBC0ACSIAQQlGDQQgAEEgRg0EQQkhByABIARqQQFrLQAAIgZBCUYNBCABIQAgBkEgRg0EDAYLIBpFDSAgDUECaiIHIAFPDQIgBiAJTw1QIAQgBmotAABBIEcNAiAEIAdqLQAAIgBBCUYNAiAAQSBGDQIgASAEakEBay0AACICQQlGDQIgASEAIAJBIEcNIgwCCyADQQc6ACYgA0ECOgAkIANB7ABqQaWNwABByQD8CgAAQbUBIQtByQAMUgsgA0EIOgAmIANBAjoAJCADQewAakGMkMAAQckA/AoAAEG1ASELQckADFELAkAgASAGTQ0AA0AgBCAGai0AACIAQQlHIABBIEdxDQEgBkEBaiIGIAFHDQALDBwLDBwLQQghBwNAAkAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAEgB00EQCABIQAMAwsgBEEBayEGIAEhAANAIABBAWsiAiAJTw1PIAAgBmotAAAiCEEJRyAIQSBHcQ0DIAIiACAHSw0ACwwECyABIAdBAWoiB0cNAAsMAgsgACAHRg0BIABBAWohAgsgBEEBayETIAIgBGohEiAHIQYDQAJAIAAgBk0NACAGIAlPDUwgBCAGai0AACICQQlGBEAgBkEBaiEGDAILIAJBIEcNACAGQQFqIQYMAQsCQCAAIAZGDQACQAJAAn8gACAAIAlPDQAaIAAgACAGSQ0AGiAMQSw6AHQgDEE4aiAMQfQAaiAEIAZqIgggEhAcIAwoAjhBAXEiCgR/IAwoAjwgCGsFIAILIAZqIAAgChsLIgogBkEBaiIITQ0AIAYgCU8NTiAEIAZqLQAAQSBHDQAgCCAJTw1OIAQgCGotAAAiAkEJRg0AIAJBIEYNACAKQQFrIgIgCU8NTiACIARqLQAAIg5BCUYNACAKIQIgDkEgRw0BCwJAAn8CQCAGIApPDQAgBiAJIAYgCUsbIQIDQCACIAZGDVEgBCAGai0AACIIQQlHIAhBIEdxDQEgCiAGQQFqIgZHDQALIAoMAQsgBgsiCCAKIgJPDQADQCACQQFrIgYgCU8NTyACIBNqLQAAIg5BCUcgDkEgR3ENASAGIQIgBiAISw0ACyAIIQILIAIgCEcNACADQQY6ACYgA0ECOgAkIANBsZHAACkAADcAbCADQbmRwAD9AAAA/QsAdCADQcaRwAApAAA3AIEBDCMLAkACQAJ/IAIgAiAJTyIWDQAaIAIgAiAISQ0AGiAMQS86AHQgDEEwaiAMQfQAaiAEIAhqIg4gAiAEakEBahAcIAwoAjBBAXEiDwR/IAwoAjQgDmsFIAYLIAhqIAIgDxsLIg8gCEYNACAIIA9PDQEgCSAIayIGQQAgBiAJTRshBiAPIAhrIQ4gBCAIaiEIA0AgBkUNTyAILQAALQCAgEBFDQEgBkEBayEGIAhBAWohCCAOQQFrIg4NAAsMAQsgA0EGOgAmIANBAjoAJCADQc6RwAApAAA3AGwgA0HWkcAA/QAAAP0LAHQgA0HmkcAAKAAANgCEAQwpCwJAIAIgD00NACAPQQFqIQYCQCAWRQRAIAxBLzoAdCAMQShqIAxB9ABqIAQgBmoiCCAIIAIgD2tqEBwgDCgCKEEBcQ0BCyACIAZGDQAgAiAGTQ0BA0AgBiAJTw1PIAQgBmotAAAtAICAQEUNASAGQQFqIgYgAkcNAAsMAQsgA0EGOgAmIANBAjoAJCADQc6RwAApAAA3AGwgA0HWkcAA/QAAAP0LAHQgA0HmkcAAKAAANgCEAQwpCyAAIApGDQAgCkEBaiEGDAELCyADQQE6AFIMHAsgA0EGOgAmIANBAjoAJCADQbGRwAApAAA3AGwgA0G5kcAA/QAAAP0LAHQgA0HGkcAAKQAANwCBAQwfC0EIIQcDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshBiABIQADQCAAQQFrIgIgCU8NSyAAIAZqLQAAIghBCUcgCEEgR3ENAyACIgAgB0sNAAsMAwsgASAHQQFqIgdHDQALDAELIAAgB0cNGQsgA0EGOgAmIANBAjoAJCADQZSRwAApAAA3AGwgA0GckcAA/QAAAP0LAHQgA0GpkcAAKQAANwCBAQwcC0ELIQcDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshCCABIQADQCAAQQFrIgYgCU8NSCAAIAhqLQAAIgJBCUcgAkEgR3ENAyAGIgAgB0sNAAsMBAsgASAHQQFqIgdHDQALDAILIAAgB0YNAQsgACAJSw1DIAAgB0kNQyAEIAdqIQYCQAJAAkACQCAAIAdrQQVrDgYAAwIDAwEDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDBgLIAYtAABBIHJB6wBHDQEgBi0AAUEgckHlAEcNASAGLQACQSByQeUARw0BIAYtAANBIHJB8ABHDQEgBi0ABEEtRw0BIAYtAAVBIHJB4QBHDQEgBi0ABkEgckHsAEcNASAGLQAHQSByQekARw0BIAYtAAhBIHJB9gBHDQEgBi0ACUEgckHlAEcNAQwXCyAGLQAAQSByQfUARw0AIAYtAAFBIHJB8ABHDQAgBi0AAkEgckHnAEcNACAGLQADQSByQfIARw0AIAYtAARBIHJB4QBHDQAgBi0ABUEgckHkAEcNACAGLQAGQSByQeUARw0AIANBAToAUQwWCyAEQQFrIQ8gACAEakEBaiETIAchBgNAAkAgACAGTQ0AIAQgBmotAAAiAkEJRgRAIAZBAWohBgwCCyACQSBHDQAgBkEBaiEGDAELIAAgBkYNFgJAAkACfyAAIAAgCU8NABogACAAIAZJDQAaIAxBLDoAdCAMQSBqIAxB9ABqIAQgBmoiCCATEBwgDCgCIEEBcSIKBH8gDCgCJCAIawUgAgsgBmogACAKGwsiCiAGQQFqIghNDQAgBiAJTw1GIAQgBmotAABBIEcNACAIIAlPDUYgBCAIai0AACICQQlGDQAgAkEgRg0AIApBAWsiAiAJTw1GIAIgBGotAAAiDkEJRg0AIAohAiAOQSBHDQELAkACfwJAIAYgCk8NACAGIAkgBiAJSxshAgNAIAIgBkYNSSAEIAZqLQAAIghBCUcgCEEgR3ENASAKIAZBAWoiBkcNAAsgCgwBCyAGCyIIIAoiAk8NAANAIAJBAWsiBiAJTw1HIAIgD2otAAAiDkEJRyAOQSBHcQ0BIAYiAiAISw0ACyAIIQILIAIgCEcNAAwCCyACIAlLDUQgAiAISQ1EIAQgCGohBgJAAkACQAJAAkAgAiAIayIOQQVrDgYAAwEDAwIDCyAGLQAAQSByQeMARw0CIAYtAAFBIHJB7ABHDQIgBi0AAkEgckHvAEcNAiAGLQADQSByQfMARw0CIAYtAARBIHJB5QBHDQIgA0EBOgBQDAMLIAYtAABBIHJB9QBHDQEgBi0AAUEgckHwAEcNASAGLQACQSByQecARw0BIAYtAANBIHJB8gBHDQEgBi0ABEEgckHhAEcNASAGLQAFQSByQeQARw0BIAYtAAZBIHJB5QBHDQEgA0EBOgBRDAILIAYtAABBIHJB6wBHDQAgBi0AAUEgckHlAEcNACAGLQACQSByQeUARw0AIAYtAANBIHJB8ABHDQAgBi0ABEEtRw0AIAYtAAVBIHJB4QBHDQAgBi0ABkEgckHsAEcNACAGLQAHQSByQekARw0AIAYtAAhBIHJB9gBHDQAgBi0ACUEgckHlAEYNAQsCQCACIAhGDQAgAiAITQ0BA0AgBi0AAC0AgIBARQ0BIAZBAWohBiAOQQFrIg4NAAsMAQsgA0EGOgAmIANBAjoAJCADQfWQwAApAAA3AGwgA0H9kMAA/QAAAP0LAHQgA0GMkcAAKQAANwCDAQwkCyAAIApGDRYgCkEBaiEGDAALAAsgA0EGOgAmIANBAjoAJCADQdWQwAD9AAAA/QsAbCADQeWQwAD9AAAA/QsAfEGMASELQSAMRQtBEiEHA0ACQCAEIAdqLQAAIgBBCUYNACAAQSBGDQAgASAHTQRAIAEhAAwDCyAEQQFrIQggASEAA0AgAEEBayIGIAlPDUQgACAIai0AACICQQlHIAJBIEdxDQMgBiIAIAdLDQALDAQLIAEgB0EBaiIHRw0ACwwCCyAAIAdGDQELIANBAToATiAAIAlLDT8gACAHSQ0/AkAgACAHa0EHRgRAIAQgB2oiBjUAACAGQQZqMQAAQjCGIAZBBGozAABCIIaEhELj0NXztq2ZMlENAQsgBEEBayEPIAAgBGpBAWohEyADLQBPIQ4gByEGA0ACQCAAIAZNDQAgBCAGai0AACICQQlGBEAgBkEBaiEGDAILIAJBIEcNACAGQQFqIQYMAQsgACAGRg0TAkACQAJ/IAAgACAJTw0AGiAAIAAgBkkNABogDEEsOgB0IAxBGGogDEH0AGogBCAGaiIIIBMQHCAMKAIYQQFxIgoEfyAMKAIcIAhrBSACCyAGaiAAIAobCyIIIAZBAWoiCk0NACAGIAlPDUMgBCAGai0AAEEgRw0AIAkgCk0NQyAEIApqLQAAIgJBCUYNACACQSBGDQAgCEEBayICIAlPDUMgAiAEai0AACISQQlGDQAgCCECIBJBIEcNAQsCfwJAIAYgCE8NACAGIAkgBiAJSxshAgNAIAIgBkYNRSAEIAZqLQAAIgpBCUcgCkEgR3ENASAIIAZBAWoiBkcNAAsgCAwBCyAGCyEKAkAgCiAIIgJPDQADQCACQQFrIgYgCU8NRCACIA9qLQAAIhJBCUcgEkEgR3ENASAGIgIgCksNAAsgCiECCyACIApHDQAgA0EGOgAmIANBAjoAJCADQa2OwAD9AAAA/QsAbCADQb2OwAD9AAAA/QsAfCADQcyOwAApAAA3AIsBDAgLIANBAToATiACIAlLDUEgAiAKSQ1BAkACQCACIAprQQdHDQAgBCAKaiIGLQAAQSByQeMARw0AIAYtAAFBIHJB6ABHDQAgBi0AAkEgckH1AEcNACAGLQADQSByQe4ARw0AIAYtAARBIHJB6wBHDQAgBi0ABUEgckHlAEcNACAGLQAGQSByQeQARw0AIA5BAXFFBEBBASEOIANBAToATwwCCyADQQ46ACYgA0ECOgAkIANB7ABqQdSOwABB6wD8CgAAQdcBIQtB6wAMRgsgDkEBcUEAIQ5FDQAgA0EOOgAmIANBAjoAJCADQewAakG/j8AAQc0A/AoAAEG5ASELQc0ADEULIAAgCEYNEyAIQQFqIQYMAAsACyADLQBPRQRAIANBAToATwwSCyADQQ46ACYgA0ECOgAkIANB7ABqQdSOwABB6wD8CgAAQdcBIQtB6wAMQgsgA0EGOgAmIANBAjoAJCADQa2OwAD9AAAA/QsAbCADQb2OwAD9AAAA/QsAfCADQcyOwAApAAA3AIsBDAQLIANBCDoAJiADQQI6ACQgA0HujcAAKQAANwBsIANB9o3AAP0AAAD9CwB0IANBho7AAP0AAAD9CwCEASADQZaOwAD9AAAA/QsAlAEgA0GljsAAKQAANwCjAUGrASELQT8MQAsgAUERSQ0AIAJBIEcNACAELQAQIgBBCUYNACAAQSBGDQAgCkUNAQtBDyEHAkADQAJAAkAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAcgASIATw0BIARBAWshBgNAIABBAWsiAiAJTw1AIAAgBmotAAAiCEEJRyAIQSBHcQ0CIAIiACAHSw0ACwwDCyABIAdBAWoiB0cNAQwCCwsgACAHRw0FCyADQQY6ACYgA0ECOgAkIANBvYzAAP0AAAD9CwBsIANBzYzAAP0AAAD9CwB8IANB3YzAACgAADYAjAEMBgtBECEHIAEhAAwDC0GTASELQScMPAsDQAJAIAQgB2otAAAiAEEJRg0AIABBIEYNACABIAdNBEAgASEADAMLIARBAWshBiABIQADQCAAQQFrIgIgCU8NOyAAIAZqLQAAIghBCUcgCEEgR3ENAyACIgAgB0sNAAsMBAsgASAHQQFqIgdHDQALDAILIAAgB0YNAQsgACAHayIIQRNNBEBCACEvIAAgB0sEQCAJIAdrIgJBACACIAlNGyEGIAQgB2ohAgNAIAZFDTkgAi0AAEEwayIKQf8BcUEKTwRAIANBDToAJiADQQI6ACQgA0HhjMAAKQAANwBsIANB6YzAAP0AAAD9CwB0IANB9ozAACkAADcAgQEMEAsgL0IKfiAKrUL/AYN8IS8gBkEBayEGIAJBAWohAiAIQQFrIggNAAsLIAMgLzcDOCADIC83AyggA0EBOgBNDAkLIANBDToAJiADQQI6ACQgA0HhjMAAKQAANwBsIANB6YzAAP0AAAD9CwB0IANB9ozAACkAADcAgQEMDAsgA0EGOgAmIANBAjoAJCADQb2MwAD9AAAA/QsAbCADQc2MwAD9AAAA/QsAfCADQd2MwAAoAAA2AIwBC0GQASELQSQMNwsgDSEHIAQLIQACQANAIAAtAAAtAICAQARAIABBAWohACAHQQFrIgcNAQwCCwsMBgsgGkUNAgJAIA1BAmoiByABTw0AIAYgCU8NMyAEIAZqLQAAQSBHDQAgBCAHai0AACIAQQlGDQAgAEEgRg0AIAEgBGpBAWstAAAiAkEJRg0AIAEhACACQSBHDQULIAEgBk0NAQNAIAQgBmotAAAiAEEJRyAAQSBHcQ0CIAEgBkEBaiIGRw0ACwsgASIAIQcMAwsgASAGTQ0AIARBAWshByABIQADQCAAQQFrIgIgCU8NMSAAIAdqLQAAIghBCUcgCEEgR3ENAiACIgAgBksNAAsgBiIAIQcMAgsgASEACyAGIQcLICVFBEAgBUEQakGAgARLDTIgAygCICECIAMoAvgCIAVqQQ46AAAgAygC+AIgBWpBAWogAjYAACADKAL4AiAFakEFaiANNgAAIAVBCWohBQsgBSAkRQ0YGiAFQRBqQYCABEsNMSAAIAdrIQYgAygCICAHaiERQQ8hAAwXCyADQQY6ACYgA0ECOgAkIANB6pHAAP0AAAD9CwBsIANB+pHAAP0AAAD9CwB8IANBiZLAACgAADYAiwFBjwEhC0EjDC8LIAAgAU8NIiAC/QAAAP0MDQ0NDQ0NDQ0NDQ0NDQ0NDf0j/WQiAEUNIiACIABoaiEAC0EBIREgACAEayICQQFqIgEgC0YNLiABIAlPDSoCQCABIARqLQAAQQpGBEBBACEHIAAgBEcNAUECIQAMHgsgA0EGOgAmIANBAjoAJCADQa6KwAApAAA3AGwgA0GzisAAKQAANwBxDCwLIAJBDUkNAiAVQgA3AwAgA0EAOgAVIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMIIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMYIBVBADYCKCAELQAIQSBGDQEgA0EGOgAmIANBAjoAJCADQbWLwAApAAA3AGwgA0G9i8AA/QAAAP0LAHQgA0HKi8AAKQAANwCBAQtBiQEhC0EdDCwLIAQtAABByABHDQggBC0AAUHUAEcNCAJAIAQtAAJB1ABHDQAgBC0AA0HQAEcNACAELQAEQS9HDQAgBC0ABUExRw0AIAQtAAZBLkcNACAELQAHQTFHDQAgBC0ACUEwa0H/AXEiCkEKTw0EIAQtAApBMGsiDUH/AXFBCUsNBCAELQALQTBrQf8BcSIOQQlLDQQgBC0ADEEgRw0CAkAgAkENRiIPDQACfyAEQQ1qIQggAkENayEGQQAhAAJAA0AgBiAAQRBqIgFJBEAgACAGSQ0CQQEMAwsgACAIaiABIQD9AAAAIkr9DH9/f39/f39/f39/f39/f3/9IyBK/QwJCQkJCQkJCQkJCQkJCQkJ/SQgSv0MICAgICAgICAgICAgICAgIP0m/U79UP1TRQ0AC0EADAELIAYgAGshASAAIAhqIQADQAJAIAAtAAAiBkEgTwRAIAZB/wBHDQFBAAwDCyAGQQlGDQBBAAwCCyAAQQFqIQAgAUEBayIBDQALQQELDQAgA0EGOgAmIANBAjoAJCADQeuKwAApAAA3AGwgA0HzisAA/QAAAP0LAHQgA0GCi8AAKQAANwCDAQwJCyADIApB5ABsIA1BCmxB/gFxaiAOajYCSCAhRQ0DIDxCAFIEQCAFQRBqQYGABE8NLiADKAIgIQAgAygC+AIgBWpBCjoAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQQ2AAAgBUEJaiEFCyA7QgBSBEAgBUEQakGBgARPDS4gAygCICEAIAMoAvgCIAVqQQs6AAAgAygC+AIgBWpBAWogAEEFajYAACADKAL4AiAFakEFakEDNgAAIAVBCWohBQsgQ0IAUgRAIAVBEGpBgYAETw0uIAMoAiAhACADKAL4AiAFakEMOgAAIAMoAvgCIAVqQQFqIABBCWo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIEJQDQMgDw0DIAVBEGpBgIAESw0tIAMoAiAhACADKAL4AiAFakENOgAAIAMoAvgCIAVqQQFqIABBDWo2AAAgAygC+AIgBWpBBWogAkENazYAACAFQQlqIQUMAwsgBC0AAkHUAEcNCCAELQADQdAARw0IIAQtAARBL0cNCCADQRE6ACYgA0ECOgAkIANBhonAACkAADcAbCADQY6JwAD9AAAA/QsAdAwMCyADQQY6ACYgA0ECOgAkIANB0ovAAP0AAAD9CwBsIANB34vAACkAADcAeQwhCyADQQw6ACYgA0ECOgAkIANBiovAACkAADcAbCADQZKLwAD9AAAA/QsAdCADQaKLwAD9AAAA/QsAhAEgA0Gxi8AAKAAANgCTAUGXASELQSsMKQsgAkECaiEAIAMtACRBAkYNFyADQQY6ACQMFwsgA0EMOgAmIANBAjoAJCADQc+KwAApAAA3AGwgA0HXisAA/QAAAP0LAHQgA0HnisAAKAAANgCEAQtBiAEhC0EcDCYLIAAgAU8NGyAC/QAAAP0MDQ0NDQ0NDQ0NDQ0NDQ0NDf0j/WQiAEUNGyACIABoaiEAC0EBIREgACAEayIKQQFqIgEgC0YNJSABIAlPDSECQCABIARqIgEtAABBCkYEQEEAIQcgACAERw0BQQIhAAwVCyADQQY6ACYgA0ECOgAkIANBrorAACkAADcAbCADQbOKwAApAAA3AHEMIwsCQAJAAkACfwJAIApBDk8EQCAVQgA3AwAgA0EAOgAVIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMIIBX9DAAAAAAAAAAAAAAAAAAAAAD9CwMYIBVBADYCKCAMQSA6AHQgDEEQaiAMQfQAaiAEIAEQHAJAIAwoAhBBAXEEQCAMKAIUIgAgBEcNAQsgA0EGOgAmIANBAjoAJCADQf2JwAApAAA3AGwgA0GFisAA/QAAAP0LAHQgA0GUisAAKAAANgCDAUGHASELQRsMKwsCQAJAIAogACAEayICTQ0AIAxBIDoAdCAMQQhqIAxB9ABqIAQgAkEBaiIGaiIAIAAgCiACa2oQHCAMKAIIQQFxRQ0AIAwoAgwiASAARw0BCyADQQY6ACYgA0ECOgAkIANB5YnAACkAADcAbCADQe2JwAD9AAAA/QsAdAwMCwJAAkAgCiABIABrIgggBmoiE0EBaiINSQ0AIAxBLzoAdCAMIAxB9ABqIAQgDWoiDyAPIAogE2tqEBwgDCgCAEEBcUUNACAMKAIEIhIgD0cNAQsgA0EGOgAmIANBAjoAJCADQcOJwAD9AAAA/QsAbCADQdOJwAD9AAAA/QsAfCADQeOJwAAvAAA7AIwBQY4BIQtBIgwrCyACIAlLDScCQAJAAkACQAJAAkACQCACQQNrDgUAAQIDBAYLAkAgBC0AAEHHAGsOCgUGBgYGBgYGBgAGCwJAAkAgBC0AAUHSAGsOBAEHBwAHCyAELQACQdQARw0GQQQhAAwICyAELQACQckARw0FQQohAEEBDAgLAkACQCAELQAAQcgAaw4JAAYGBgYGBgYBBgsgBC0AAUHFAEcNBSAELQACQcEARw0FIAQtAANBxABHDQVBAiEADAcLIAQtAAFBzwBHDQQgBC0AAkHTAEcNBCAELQADQdQARw0EQQMhAAwGCwJAAkAgBC0AAEHQAGsOBQAFBQUBBQsgBC0AAUHBAEcNBCAELQACQdQARw0EIAQtAANBwwBHDQQgBC0ABEHIAEcNBEEJIQAMBgsgBC0AAUHSAEcNAyAELQACQcEARw0DIAQtAANBwwBHDQMgBC0ABEHFAEcNA0EIIQAMBQsgBC0AAEHEAEcNAiAELQABQcUARw0CIAQtAAJBzABHDQIgBC0AA0HFAEcNAiAELQAEQdQARw0CIAQtAAVBxQBHDQJBBSEADAQLAkACQCAELQAAQcMAaw4NAAMDAwMDAwMDAwMDAQMLIAQtAAFBzwBHDQIgBC0AAkHOAEcNAiAELQADQc4ARw0CIAQtAARBxQBHDQIgBC0ABUHDAEcNAiAELQAGQdQARw0CIANBAToAFUEGIQAMBAsgBC0AAUHQAEcNASAELQACQdQARw0BIAQtAANByQBHDQEgBC0ABEHPAEcNASAELQAFQc4ARw0BIAQtAAZB0wBHDQFBByEADAMLIAQtAAFBxQBGDQQLIANBADoATCACIQEgBCEADAQLIANBBjoAJiADQQI6ACQgA0GYisAA/QAAAP0LAGwgA0GmisAAKQAANwB6QYIBIQtBFgwpC0EACyEOIAMgADoATAwCCyADIAQtAAJB1ABGIg46AEwgAiEBIAQhACAORQ0AQQAhDgwBCwJAA0AgAC0AAC0AgIBARQ0BIABBAWohACABQQFrIgENAAtBACEODAELIANBBjoAJiADQQI6ACQgA0G6iMAAKQAANwBsIANBwojAAP0AAAD9CwB0DAYLIBIgD2siEiANaiEWIAghASAGIQACQANAIAAgCU8NIyAAIARqLQAALQCAhkAEQCAAQQFqIQAgAUEBayIBRQ0CDAELCyADQQY6ACYgA0ECOgAkIANB0ojAAP0AAAD9CwBsIANB34jAACkAADcAeQwcCyAKIBNBCWpHDQMgCiANa0EIRw0BIA8pAAAiL0LIqNGC9cWMlzBRDQIgL0LIqNGC9aWMlzFSDQEgDkUNBCADQRE6ACYgA0ECOgAkIANB54jAACkAADcAbCADQe+IwAD9AAAA/QsAdCADQf6IwAApAAA3AIMBC0GLASELQR8MIwsgA0EGOgAmIANBAjoAJCADQZ6JwAD9AAAA/QsAbEH8ACELQRAMIgsgDg0BIANBEToAJiADQQI6ACQgA0GGicAAKQAANwBsIANBjonAAP0AAAD9CwB0DAILIANBBjoAJiADQQI6ACQgA0GuicAA/QAAAP0LAGwgA0G7icAAKQAANwB5DBcLAkAgIkUNACBBQgBSBEAgBUEQakGBgARPDSIgAygCICEAIAMoAvgCIAVqQQg6AAAgAygC+AIgBWpBAWogADYAACADKAL4AiAFakEFaiACNgAAIAVBCWohBQsgQEIAUgRAIAVBEGpBgYAETw0iIAMoAiAhACADKAL4AiAFakEJOgAAIAMoAvgCIAVqQQFqIAAgBmo2AAAgAygC+AIgBWpBBWogCDYAACAFQQlqIQULIDxCAFIEQCAFQRBqQYGABE8NIiADKAIgIQAgAygC+AIgBWpBCjoAACADKAL4AiAFakEBaiAAIA1qNgAAIAMoAvgCIAVqQQVqIBI2AAAgBUEJaiEFCyA7UA0AIAVBEGpBgIAESw0hIAMoAiAhACADKAL4AiAFakELOgAAIAMoAvgCIAVqQQFqIAAgFkEBamo2AAAgAygC+AIgBWpBBWpBAzYAACAFQQlqIQULIApBAmohACADLQAkIQEgAy0ATEEKRgRAIAFBAkYNDyADQQU6ACQMDwsgAUECRg0OIANBBjoAJAwOC0GEASELQRgMHgtBACEHIAMtACRBAkYNFiADQQQ6ACQMFgsgBC8AAEGNFEcNAQtBACEHQQIhAAwKCyADQQE6ABECQCAdRQ0AIDlCAFIEQCAFQRBqQYGABE8NHSADKAIgIQAgAygC+AIgBWpBBToAACADKAL4AiAFakEBaiAANgAAIAMoAvgCIAVqQQVqQQA2AAAgBUEJaiEFCyA1UA0AIAVBEGpBgIAESw0cIAMoAiAhACADKAL4AiAFakEDOgAAIAMoAvgCIAVqQQFqIAA2AAAgAygC+AIgBWpBBWpBADYAACAFQQlqIQULQQAhByADLQAkQQJGDRMgA0EDOgAkDBMLQQAhByADLQAkQQJGDRIgA0EDOgAkDBILIAMoAvgCIAVqIAA6AAAgAygC+AIgBWpBAWogETYAACADKAL4AiAFakEFaiAGNgAAIAVBCWoLIQVBACEHIAFBAmoiAA0GDBALIAMoAgQgC0sNFyADQQY6ACYgA0ECOgAkIANBzJTAAP0AAAD9CwBsIANB2ZTAACkAADcAeQwNCyADKAIEIAtLBEBBASERDBcLIANBBjoAJiADQQI6ACQgA0HMlMAA/QAAAP0LAGwgA0HZlMAAKQAANwB5DAwLIC9QDRUgLyAwfCEwIC+nIQBBACEHIDdQDQMgBUEQakGAgARLDRUgAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQwDCyAvUA0UIC8gMHwhMCAvpyEAAkACQAJAAkAgLyAyWgRAIAVBzf8Da0H//3tPDQEMGQsgN1ANAiAFQRBqQYGABEkNAQwYCyA3QgBSBEAgBUEQakGBgARPDRggAygCICEBIAMoAvgCIAVqQRg6AAAgAygC+AIgBWpBAWogATYAACADKAL4AiAFakEFaiAANgAAIAVBCWohBQsCQCA2QgBSBEAgBUEQakGBgARJDQEMGQsgA0EBOgAUIANCADcDOCAFQV5IDRgMAwsgAygCICEBIAMoAvgCIAVqQRc6AAAgAygC+AIgBWpBAWogACABajYAACADKAL4AiAFakEFakEANgAAIANBAToAFCADQgA3AzggBUEJaiEFDAILIAMoAiAhASADKAL4AiAFakEYOgAAIAMoAvgCIAVqQQFqIAE2AAAgAygC+AIgBWpBBWogADYAACAFQQlqIQULIAMgAykDOCAvfTcDOEEAIQcMAwsCQCAXRQ0AIDRCAFIEQCAFQXBIDRYgAygCICECIAMoAvgCIAVqIgFBBDoAACABQQVqQQA2AAAgAUEBaiAAIAJqNgAAIAVBCWohBQsgM1ANACAFQXBIDRUgAygCICECIAMoAvgCIAVqIgFBBzoAACABQQVqQQA2AAAgAUEBaiAAIAJqNgAAIAVBCWohBQsgA0EAOgAWIANBADoAFAJAAkAgAy0AUkEBRgRAIAMtABFBAXENAQsgAy0AUA0BIAMtACRBAkcNAkEAIQcMBAtBACEHIAMtACRBAkYNAyADQQ46ACQMAwsgGUUNASAFQXBIDRQgAygCICECIAMoAvgCIAVqIgFBAjoAACABQQVqQQA2AAAgAUEBaiACNgAAIAVBCWohBQwBC0EAIQcgA0EAOgAkDAELQQAhByADLQAkQQJGDQAgA0EBOgAkCyADIAMoAiAgAGo2AiAgACAJSw0NIAsgAGshCyAAIARqIQQgCSAAayEJDAkLIANBAToAFCAFQd//A2tB//97SQ0QAkAgF0UNACA0QgBSBEAgBUFwSA0SIAMoAiAhASADKAL4AiAFaiIAQQQ6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIDNQDQAgBUFwSA0RIAMoAiAhASADKAL4AiAFaiIAQQc6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBADoAFiADQQA6ABQLIAMtAFBBAUcNASAZBEAgBUFwSA0QIAMoAiAhASADKAL4AiAFaiIAQQI6AAAgAEEFakEANgAAIABBAWogATYAACAFQQlqIQULIANBAToAJAtBACEHDAYLQQAhByADQQA6ACQMBQsgAygCACALSwRAQQEhEQwNCyADQQY6ACYgA0ECOgAkIANBu4rAAP0AAAD9CwBsIANBy4rAACgAADYAfAtBgAEhC0EUDAoLIAMoAgAgC0sEQEEBIREMCwsgA0EGOgAmIANBAjoAJCADQaWIwAD9AAAA/QsAbCADQbKIwAApAAA3AHkLQYEBIQtBFQwIC0EAIQcgAy0AJEECRg0AIANBBDoAJAtBASERIAdBAXENByADLQAlQQFxRQ0ACwwGCwALIAMoAvgCQQA6AAAMBQsAC0H5ACELQQ0MAQsgA0EGOgAmIANBAjoAJCADQZaIwAApAAA3AGwgA0GdiMAAKQAANwBzQfsAIQtBDws6APQCQQAhESADIAtqQQA6AAALIAMgAykDGCADKAIgIgutfDcDGAJAIAMtABNFDQAgAygC8AIiAARAIAMoAuwCIAAQWAsgA0IANwLsAiALIBRPDQACQAJAIAlFBEBBASEADAELIAlBARBWIgBFDQEgCUUNACAAIAQgCfwKAAALIAMgADYC7AIgAyAJNgLwAgwBCwALAkACQCAuQgGDUCARcgRAICBFDQEMAgsgBUH6/wNrQf//e0kNACADKAL4AiAFaiIAQQE6AAAgAEEBaiADKAIgNgAAIABBBWogAy0AJjoAACAFQQZqIQULIAMoAvgCIAVqQQA6AAALAkAgAykDWCIuUA0AIC5CAYMhLyAuQoCAAoMhMCAuQgKDITEgLkIEgyEzIC5CCIMhNCAuQhCDITUgLkIggyE2IC5CwACDITcgLkKAAYMhMiAuQoACgyE5IC5CgASDITogLkKACIMhOyAuQoAQgyE8IC5CgCCDIT0gLkKAwACDIT4gLkKAgAGDIT8gLkKAgASDIUAgLkKAgAiDIUEgLkKAgBCDIUIgLkKAgCCDIUMgLkKAgMAAgyFEIC5CgICAAYMhRSAuQoCAgAKDIUYgLkKAgIAEgyFHIC5CgICACIMhOCAuQoCAgBCDIUggLkKAgIAggyFJIC5CgICAwACDIS4gAygCaCECIAMoAvgCIQZBACEEA0ACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgBCAGaiIALQAAQQFrDhwAAgMEBQYHCAkKCwwNDg8BEBESExQVFhcYGRobHwtBBiEBIC9QDRsgAiAAQQFqKAAAQQAQACAEQQZqIQQMHQtBEyEBIDBQDRogAiAAQQFqKAAAIABBBWovAAAgAEEHai0AAEEARyAAQQhqLQAAQQBHIABBCWotAABBAEcgAEEKai0AACAAQQtqKQAAuhABIARBE2ohBAwcC0EJIQEgMVANGSACIABBAWooAAAgAEEFaigAABACIARBCWohBAwbC0EJIQEgM1ANGCACIABBAWooAAAgAEEFaigAABADIARBCWohBAwaC0EJIQEgNFANFyACIABBAWooAAAgAEEFaigAABAEIARBCWohBAwZC0EJIQEgNVANFiACIABBAWooAAAgAEEFaigAABAFIARBCWohBAwYC0EJIQEgNlANFSACIABBAWooAAAgAEEFaigAABAGIARBCWohBAwXC0EJIQEgN1ANFCACIABBAWooAAAgAEEFaigAABAHIARBCWohBAwWC0EJIQEgMlANEyACIABBAWooAAAgAEEFaigAABAIIARBCWohBAwVC0EJIQEgOVANEiACIABBAWooAAAgAEEFaigAABAJIARBCWohBAwUC0EJIQEgOlANESACIABBAWooAAAgAEEFaigAABAKIARBCWohBAwTC0EJIQEgO1ANECACIABBAWooAAAgAEEFaigAABALIARBCWohBAwSC0EJIQEgPFANDyACIABBAWooAAAgAEEFaigAABAMIARBCWohBAwRC0EJIQEgPVANDiACIABBAWooAAAgAEEFaigAABANIARBCWohBAwQC0EJIQEgPlANDSACIABBAWooAAAgAEEFaigAABAOIARBCWohBAwPC0EJIQEgP1ANDCACIABBAWooAAAgAEEFaigAABAPIARBCWohBAwOC0EJIQEgQFANCyACIABBAWooAAAgAEEFaigAABAQIARBCWohBAwNC0EJIQEgQVANCiACIABBAWooAAAgAEEFaigAABARIARBCWohBAwMC0EJIQEgQlANCSACIABBAWooAAAgAEEFaigAABASIARBCWohBAwLC0EJIQEgQ1ANCCACIABBAWooAAAgAEEFaigAABATIARBCWohBAwKC0EJIQEgRFANByACIABBAWooAAAgAEEFaigAABAUIARBCWohBAwJC0EJIQEgRVANBiACIABBAWooAAAgAEEFaigAABAVIARBCWohBAwIC0EJIQEgRlANBSACIABBAWooAAAgAEEFaigAABAWIARBCWohBAwHC0EJIQEgR1ANBCACIABBAWooAAAgAEEFaigAABAXIARBCWohBAwGC0EJIQEgOFANAyACIABBAWooAAAgAEEFaigAABAYIARBCWohBAwFC0EJIQEgSFANAiACIABBAWooAAAgAEEFaigAABAZIARBCWohBAwEC0EJIQEgSVANASACIABBAWooAAAgAEEFaigAABAaIARBCWohBAwDC0EJIQEgLkIAUg0BCyABIARqIQQMAQsgAiAAQQFqKAAAIABBBWooAAAQGyAEQQlqIQQMAAsACyAfIBhBAEdxRQ0AIBAgGBBYCyAMQZABaiQAIAsLCQAgAEEBOgAlC5kBACAAQQA7ASQgAUUEQCAAQgA3AxgLIABBADoA9AIgAEEAOgBsIABBADoAJiAAKALwAiIBBEAgACgC7AIgARBYCyAAQgA3AyggAEEAOwAVIABCADcC7AIgAP0MAAAAAAAAAAAAAAAAAAAAAP0LAzAgAP0MAAAAAAAAAAAAAAAAAAAAAP0LA0AgAEEANgJQIAAoAvgCQQA6AAALCQAgAEEAOgAlCwkAIAAgATcDWAsJACAAIAE3A2ALCQAgACABOgAXCwkAIAAgAToAFQsJACAAIAE6ABELCQAgACABNwMICwkAIAAgATYCBAsJACAAIAE2AgALCQAgACABOgAQCwkAIAAgAToAFAsJACAAIAE6ABMLCQAgACABOgAWCwkAIAAgAToAEgsHACAALQAUCwcAIAAtABMLBwAgAC0AFgsHACAALQASC/QCAQV/IAFBCU8EQAJAIABBzf97QRAgASABQRBNGyICa08NACACQRAgAEELakF4cSAAQQtJGyIEakEMahBXIgBFDQAgAEEIayEBAkAgAkEBayIDIABxRQRAIAEhAAwBCyAAQQRrIgUoAgAiBkF4cSAAIANqQQAgAmtxQQhrIgAgAkEAIAAgAWtBEE0baiIAIAFrIgJrIQMgBkEDcQRAIAAgAyAAKAIEQQFxckECcjYCBCAAIANqIgMgAygCBEEBcjYCBCAFIAIgBSgCAEEBcXJBAnI2AgAgASACaiIDIAMoAgRBAXI2AgQgASACEFsMAQsgASgCACEBIAAgAzYCBCAAIAEgAmo2AgALAkAgACgCBCIBQQNxRQ0AIAFBeHEiAiAEQRBqTQ0AIAAgBCABQQFxckECcjYCBCAAIARqIgEgAiAEayIEQQNyNgIEIAAgAmoiAiACKAIEQQFyNgIEIAEgBBBbCyAAQQhqIQMLIAMPCyAAEFcL/yUBCX8jAEEQayIIJAACQAJAAkAgAEH1AU8EQCAAQcz/e0sEQEEAIQAMBAsgAEELaiIBQXhxIQVB0JvAACgCACIJRQ0CQR8hBiAAQfX//wdPDQEgBUEmIAFBCHZnIgBrdkEBcSAAQQF0a0E+aiEGDAELAkACQAJAAkACQEHMm8AAKAIAIgRBECAAQQtqQfgDcSAAQQtJGyIFQQN2IgB2IgFBA3EEQCABQX9zQQFxIABqIgdBA3QiAUHEmcAAaiIAIAFBzJnAAGooAgAiAigCCCIDRg0BIAMgADYCDCAAIAM2AggMAgsgBUHUm8AAKAIATQ0GIAFFBEBB0JvAACgCACIARQ0HIABoQQJ0QbSYwABqKAIAIgEoAgRBeHEgBWshAyABIQIDQAJAIAEoAhAiAEUEQCABKAIUIgBFDQELIAAoAgRBeHEgBWsiASADIAEgA0kiARshAyAAIAIgARshAiAAIQEMAQsLIAIoAhghBgJAAkAgAiACKAIMIgBGBEAgAkEUQRAgAigCFCIAG2ooAgAiAQ0BQQAhAAwCCyACKAIIIgEgADYCDCAAIAE2AggMAQsgAkEUaiACQRBqIAAbIQQDQCAEIQcgASIAQRRqIABBEGogACgCFCIBGyEEIABBFEEQIAEbaigCACIBDQALIAdBADYCAAsgBkUNBQJAIAIoAhxBAnRBtJjAAGoiASgCACACRwRAIAIgBigCEEcEQCAGIAA2AhQgAA0CDAgLIAYgADYCECAADQEMBwsgASAANgIAIABFDQULIAAgBjYCGCACKAIQIgEEQCAAIAE2AhAgASAANgIYCyACKAIUIgFFDQUgACABNgIUIAEgADYCGAwFCwJAQQIgAHQiAkEAIAJrciABIAB0cWgiB0EDdCIBQcSZwABqIgIgAUHMmcAAaigCACIAKAIIIgNHBEAgAyACNgIMIAIgAzYCCAwBC0HMm8AAIARBfiAHd3E2AgALIAAgBUEDcjYCBCAAIAVqIgYgASAFayIHQQFyNgIEIAAgAWogBzYCAEHUm8AAKAIAIgJFDQJB3JvAACgCACEBAkBBzJvAACgCACIEQQEgAkEDdnQiA3FFBEBBzJvAACADIARyNgIAIAJBeHFBxJnAAGoiAyEEDAELIAJBeHEiAkHEmcAAaiEEIAJBzJnAAGooAgAhAwsgBCABNgIIIAMgATYCDCABIAQ2AgwgASADNgIIDAILQcybwAAgBEF+IAd3cTYCAAsgAkEIaiEAIAIgAUEDcjYCBCABIAJqIgEgASgCBEEBcjYCBAwFCyAAQQhqIQBB3JvAACAGNgIAQdSbwAAgBzYCAAwEC0HQm8AAQdCbwAAoAgBBfiACKAIcd3E2AgALAkACQCADQRBPBEAgAiAFQQNyNgIEIAIgBWoiByADQQFyNgIEIAMgB2ogAzYCAEHUm8AAKAIAIgFFDQFB3JvAACgCACEAAkBBzJvAACgCACIEQQEgAUEDdnQiBnFFBEBBzJvAACAEIAZyNgIAIAFBeHFBxJnAAGoiBCEBDAELIAFBeHEiBEHEmcAAaiEBIARBzJnAAGooAgAhBAsgASAANgIIIAQgADYCDCAAIAE2AgwgACAENgIIDAELIAIgAyAFaiIAQQNyNgIEIAAgAmoiACAAKAIEQQFyNgIEDAELQdybwAAgBzYCAEHUm8AAIAM2AgALIAJBCGoiAEUNAQwCC0EAIAVrIQMCQAJAAkAgBkECdEG0mMAAaigCACICRQRAQQAhAUEAIQAMAQtBACEBIAVBGSAGQQF2a0EAIAZBH0cbdCEEQQAhAANAAkAgAigCBEF4cSIHIAVJDQAgByAFayIHIANPDQAgAiEBIAciAw0AQQAhAyABIQAMAwsgAigCFCIHIAAgByACIARBHXZBBHFqKAIQIgJHGyAAIAcbIQAgBEEBdCEEIAINAAsLIAAgAXJFBEBBACEBQQIgBnQiAEEAIABrciAJcSIARQ0DIABoQQJ0QbSYwABqKAIAIQALIABFDQELA0AgAyAAKAIEQXhxIgIgBWsiBCADIAMgBEsiBBsgAiAFSSICGyEDIAEgACABIAQbIAIbIQEgACgCECICBH8gAgUgACgCFAsiAA0ACwsgAUUNACAFQdSbwAAoAgAiAE0gAyAAIAVrT3ENACABKAIYIQYCQAJAIAEgASgCDCIARgRAIAFBFEEQIAEoAhQiABtqKAIAIgINAUEAIQAMAgsgASgCCCICIAA2AgwgACACNgIIDAELIAFBFGogAUEQaiAAGyEEA0AgBCEHIAIiAEEUaiAAQRBqIAAoAhQiAhshBCAAQRRBECACG2ooAgAiAg0ACyAHQQA2AgALAkAgBkUNAAJAAkAgASgCHEECdEG0mMAAaiICKAIAIAFHBEAgASAGKAIQRwRAIAYgADYCFCAADQIMBAsgBiAANgIQIAANAQwDCyACIAA2AgAgAEUNAQsgACAGNgIYIAEoAhAiAgRAIAAgAjYCECACIAA2AhgLIAEoAhQiAkUNASAAIAI2AhQgAiAANgIYDAELQdCbwABB0JvAACgCAEF+IAEoAhx3cTYCAAsCQCADQRBPBEAgASAFQQNyNgIEIAEgBWoiACADQQFyNgIEIAAgA2ogAzYCACADQYACTwRAIAAgAxBcDAILAkBBzJvAACgCACICQQEgA0EDdnQiBHFFBEBBzJvAACACIARyNgIAIANB+AFxQcSZwABqIgMhAgwBCyADQfgBcSIEQcSZwABqIQIgBEHMmcAAaigCACEDCyACIAA2AgggAyAANgIMIAAgAjYCDCAAIAM2AggMAQsgASADIAVqIgBBA3I2AgQgACABaiIAIAAoAgRBAXI2AgQLIAFBCGoiAA0BCwJAAkACQAJAAkACQAJAIAVB1JvAACgCACIBSwRAIAVB2JvAACgCACIATwRAIAhBBGohAAJ/AkAgBUGvgARqQYCAfHEiAUUNAEH4m8AALQAAQfibwABBAToAAEGAnMAAIQIgAUGA5ANLDQANAEGA5AMMAQtBACECQQAgAUEQdiABQf//A3FBAEdqIgFAACIEQX9GDQAaIAFBEHQiAUEQayABIARBEHQiAkEAIAFrRhsLIQEgAEEANgIIIAAgATYCBCAAIAI2AgAgCCgCBCIBRQRAQQAhAAwKCyAIKAIMIQdB5JvAACAIKAIIIgRB5JvAACgCAGoiADYCAEHom8AAIABB6JvAACgCACICIAAgAksbNgIAAkACQEHgm8AAKAIAIgIEQEG0mcAAIQADQCABIAAoAgAiAyAAKAIEIgZqRg0CIAAoAggiAA0ACwwCC0Hwm8AAKAIAIgBFDQcgACABSw0HDAkLIAEgAk0NACACIANJDQAgACgCDCIDQQFxDQAgA0EBdiAHRg0DC0Hwm8AAQfCbwAAoAgAiACABIAAgAUkbNgIAIAEgBGohA0G0mcAAIQACQAJAAkADQCADIAAoAgAiBkcEQCAAKAIIIgANAQwCCwsgACgCDCIDQQFxDQAgA0EBdiAHRg0BC0G0mcAAIQADQCACIAAoAgAiA08EQCACIAMgACgCBGoiBkkNAwsgACgCCCEADAALAAsgACABNgIAIAAgACgCBCAEajYCBCABQQ9qQXhxQQhrIgQgBUEDcjYCBCAGQQ9qQXhxQQhrIgMgBCAFaiIAayEFIANB4JvAACgCAEYNBCADQdybwAAoAgBGDQUgAygCBCICQQNxQQFGBEAgAyACQXhxIgEQWiABIAVqIQUgASADaiIDKAIEIQILIAMgAkF+cTYCBCAAIAVBAXI2AgQgACAFaiAFNgIAIAVBgAJPBEAgACAFEFwMCAsCQEHMm8AAKAIAIgFBASAFQQN2dCICcUUEQEHMm8AAIAEgAnI2AgAgBUH4AXFBxJnAAGoiBSEDDAELIAVB+AFxIgFBxJnAAGohAyABQcyZwABqKAIAIQULIAMgADYCCCAFIAA2AgwgACADNgIMIAAgBTYCCAwHC0Hgm8AAIAFBD2pBeHEiAEEIayIDNgIAQdibwAAgBEEoayIJIAEgAGtqQQhqIgA2AgAgAyAAQQFyNgIEIAEgCWpBKDYCBEHsm8AAQYCAgAE2AgAgAiAGQSBrQXhxQQhrIgAgACACQRBqSRsiA0EbNgIEIANBCGoiAEG0mcAA/QACAP0LAgBBwJnAACAHNgIAQbiZwAAgBDYCAEG0mcAAIAE2AgBBvJnAACAANgIAIANBHGohAANAIABBBzYCACAAQQRqIgAgBkkNAAsgAiADRg0IIAMgAygCBEF+cTYCBCACIAMgAmsiAEEBcjYCBCADIAA2AgAgAEGAAk8EQCACIAAQXAwJCwJAQcybwAAoAgAiAUEBIABBA3Z0IgRxRQRAQcybwAAgASAEcjYCACAAQfgBcUHEmcAAaiIAIQEMAQsgAEH4AXEiAEHEmcAAaiEBIABBzJnAAGooAgAhAAsgASACNgIIIAAgAjYCDCACIAE2AgwgAiAANgIIDAgLQdibwAAgACAFayIBNgIAQeCbwABB4JvAACgCACIAIAVqIgI2AgAgAiABQQFyNgIEIAAgBUEDcjYCBCAAQQhqIQAMCAtB3JvAACgCACEAAkAgASAFayICQQ9NBEBB3JvAAEEANgIAQdSbwABBADYCACAAIAFBA3I2AgQgACABaiIBIAEoAgRBAXI2AgQMAQtB1JvAACACNgIAQdybwAAgACAFaiIENgIAIAQgAkEBcjYCBCAAIAFqIAI2AgAgACAFQQNyNgIECyAAQQhqIQAMBwsgACAEIAZqNgIEQeCbwABB4JvAACgCACIAQQ9qQXhxIgFBCGsiAjYCAEHYm8AAQdibwAAoAgAgBGoiBCAAIAFrakEIaiIBNgIAIAIgAUEBcjYCBCAAIARqQSg2AgRB7JvAAEGAgIABNgIADAULQeCbwAAgADYCAEHYm8AAQdibwAAoAgAgBWoiATYCACAAIAFBAXI2AgQMAgtB3JvAACAANgIAQdSbwABB1JvAACgCACAFaiIBNgIAIAAgAUEBcjYCBCAAIAFqIAE2AgAMAQtB8JvAACABNgIADAELIARBCGohAAwCC0H0m8AAQf8fNgIAQcCZwAAgBzYCAEG4mcAAIAQ2AgBBtJnAACABNgIAQdCZwABBxJnAADYCAEHYmcAAQcyZwAA2AgBBzJnAAEHEmcAANgIAQeCZwABB1JnAADYCAEHUmcAAQcyZwAA2AgBB6JnAAEHcmcAANgIAQdyZwABB1JnAADYCAEHwmcAAQeSZwAA2AgBB5JnAAEHcmcAANgIAQfiZwABB7JnAADYCAEHsmcAAQeSZwAA2AgBBgJrAAEH0mcAANgIAQfSZwABB7JnAADYCAEGImsAAQfyZwAA2AgBB/JnAAEH0mcAANgIAQZCawABBhJrAADYCAEGEmsAAQfyZwAA2AgBBjJrAAEGEmsAANgIAQZiawABBjJrAADYCAEGUmsAAQYyawAA2AgBBoJrAAEGUmsAANgIAQZyawABBlJrAADYCAEGomsAAQZyawAA2AgBBpJrAAEGcmsAANgIAQbCawABBpJrAADYCAEGsmsAAQaSawAA2AgBBuJrAAEGsmsAANgIAQbSawABBrJrAADYCAEHAmsAAQbSawAA2AgBBvJrAAEG0msAANgIAQciawABBvJrAADYCAEHEmsAAQbyawAA2AgBB0JrAAEHEmsAANgIAQdiawABBzJrAADYCAEHMmsAAQcSawAA2AgBB4JrAAEHUmsAANgIAQdSawABBzJrAADYCAEHomsAAQdyawAA2AgBB3JrAAEHUmsAANgIAQfCawABB5JrAADYCAEHkmsAAQdyawAA2AgBB+JrAAEHsmsAANgIAQeyawABB5JrAADYCAEGAm8AAQfSawAA2AgBB9JrAAEHsmsAANgIAQYibwABB/JrAADYCAEH8msAAQfSawAA2AgBBkJvAAEGEm8AANgIAQYSbwABB/JrAADYCAEGYm8AAQYybwAA2AgBBjJvAAEGEm8AANgIAQaCbwABBlJvAADYCAEGUm8AAQYybwAA2AgBBqJvAAEGcm8AANgIAQZybwABBlJvAADYCAEGwm8AAQaSbwAA2AgBBpJvAAEGcm8AANgIAQbibwABBrJvAADYCAEGsm8AAQaSbwAA2AgBBwJvAAEG0m8AANgIAQbSbwABBrJvAADYCAEHIm8AAQbybwAA2AgBBvJvAAEG0m8AANgIAQeCbwAAgAUEPakF4cSIAQQhrIgI2AgBBxJvAAEG8m8AANgIAQdibwAAgBEEoayIEIAEgAGtqQQhqIgA2AgAgAiAAQQFyNgIEIAEgBGpBKDYCBEHsm8AAQYCAgAE2AgALQQAhAEHYm8AAKAIAIgEgBU0NAEHYm8AAIAEgBWsiATYCAEHgm8AAQeCbwAAoAgAiACAFaiICNgIAIAIgAUEBcjYCBCAAIAVBA3I2AgQgAEEIaiEACyAIQRBqJAAgAAs9AQJ/AkAgAEEEaygCACICQXhxIgNBBEEIIAJBA3EiAhsgAWpJDQAgAkEAIAMgAUEnaksbDQAgABBZDwsAC6IGAQR/IABBCGsiASAAQQRrKAIAIgNBeHEiAGohAgJAAkAgA0EBcQ0AIANBAnFFDQEgASgCACIDIABqIQAgASADayIBQdybwAAoAgBGBEAgAigCBEEDcUEDRw0BQdSbwAAgADYCACACIAIoAgRBfnE2AgQgASAAQQFyNgIEIAIgADYCAA8LIAEgAxBaCwJAAkBB9JvAAAJ/AkACQAJAAkAgAigCBCIDQQJxRQRAIAJB4JvAACgCAEYNAiACQdybwAAoAgBGDQMgAiADQXhxIgIQWiABIAAgAmoiAEEBcjYCBCAAIAFqIAA2AgAgAUHcm8AAKAIARw0BQdSbwAAgADYCAA8LIAIgA0F+cTYCBCABIABBAXI2AgQgACABaiAANgIACyAAQYACSQ0EIAEgABBcQfSbwABB9JvAACgCAEEBayIANgIAIAANBkG8mcAAKAIAIgANAkH/HwwDC0Hgm8AAIAE2AgBB2JvAAEHYm8AAKAIAIABqIgA2AgAgASAAQQFyNgIEQdybwAAoAgAgAUYEQEHUm8AAQQA2AgBB3JvAAEEANgIACyAAQeybwAAoAgAiAk0NBUHgm8AAKAIAIgBFDQVB2JvAACgCACIDQSlJDQRBtJnAACEBA0AgACABKAIAIgRPBEAgACAEIAEoAgRqSQ0GCyABKAIIIQEMAAsAC0Hcm8AAIAE2AgBB1JvAAEHUm8AAKAIAIABqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAA8LQQAhAQNAIAFBAWohASAAKAIIIgANAAtB/x8gASABQf8fTRsLNgIADwsCQEHMm8AAKAIAIgJBASAAQQN2dCIDcUUEQEHMm8AAIAIgA3I2AgAgAEH4AXFBxJnAAGoiACECDAELIABB+AFxIgBBxJnAAGohAiAAQcyZwABqKAIAIQALIAIgATYCCCAAIAE2AgwgASACNgIMIAEgADYCCA8LQfSbwABBvJnAACgCACIABH9BACEBA0AgAUEBaiEBIAAoAggiAA0AC0H/HyABIAFB/x9NGwVB/x8LNgIAIAIgA08NAEHsm8AAQX82AgALC4IDAQR/IAAoAgwhAgJAAkACQCABQYACTwRAIAAoAhghAwJAAkAgACACRgRAIABBFEEQIAAoAhQiAhtqKAIAIgENAUEAIQIMAgsgACgCCCIBIAI2AgwgAiABNgIIDAELIABBFGogAEEQaiACGyEEA0AgBCEFIAEiAkEUaiACQRBqIAIoAhQiARshBCACQRRBECABG2ooAgAiAQ0ACyAFQQA2AgALIANFDQICQCAAKAIcQQJ0QbSYwABqIgEoAgAgAEcEQCADKAIQIABGDQEgAyACNgIUIAINAwwECyABIAI2AgAgAkUNBAwCCyADIAI2AhAgAg0BDAILIAAoAggiACACRwRAIAAgAjYCDCACIAA2AggPC0HMm8AAQcybwAAoAgBBfiABQQN2d3E2AgAPCyACIAM2AhggACgCECIBBEAgAiABNgIQIAEgAjYCGAsgACgCFCIARQ0AIAIgADYCFCAAIAI2AhgPCw8LQdCbwABB0JvAACgCAEF+IAAoAhx3cTYCAAuOBAECfyAAIAFqIQICQAJAAkAgACgCBCIDQQFxDQAgA0ECcUUNASAAKAIAIgMgAWohASAAIANrIgBB3JvAACgCAEYEQCACKAIEQQNxQQNHDQFB1JvAACABNgIAIAIgAigCBEF+cTYCBCAAIAFBAXI2AgQgAiABNgIADwsgACADEFoLAkACQCACKAIEIgNBAnFFBEAgAkHgm8AAKAIARg0CIAJB3JvAACgCAEYNBCACIANBeHEiAhBaIAAgASACaiIBQQFyNgIEIAAgAWogATYCACAAQdybwAAoAgBHDQFB1JvAACABNgIADwsgAiADQX5xNgIEIAAgAUEBcjYCBCAAIAFqIAE2AgALIAFBgAJPBEAgACABEFwPCwJAQcybwAAoAgAiAkEBIAFBA3Z0IgNxRQRAQcybwAAgAiADcjYCACABQfgBcUHEmcAAaiIBIQIMAQsgAUH4AXEiAUHEmcAAaiECIAFBzJnAAGooAgAhAQsgAiAANgIIIAEgADYCDCAAIAI2AgwgACABNgIIDwtB4JvAACAANgIAQdibwABB2JvAACgCACABaiIBNgIAIAAgAUEBcjYCBCAAQdybwAAoAgBHDQBB1JvAAEEANgIAQdybwABBADYCAAsPC0Hcm8AAIAA2AgBB1JvAAEHUm8AAKAIAIAFqIgE2AgAgACABQQFyNgIEIAAgAWogATYCAAvDAgEEfyAAQgA3AhAgAAJ/QQAgAUEIdiIDRQ0AGkEfIAFBgICACE8NABogAUEmIANnIgNrdkEBcSADQQF0ckE+cwsiAjYCHCACQQJ0QbSYwABqIQRBASACdCIDQdCbwAAoAgBxRQRAIAQgADYCACAAIAQ2AhggACAANgIMIAAgADYCCEHQm8AAQdCbwAAoAgAgA3I2AgAPCwJAAkAgASAEKAIAIgMoAgRBeHFGBEAgAyECDAELIAFBGSACQQF2a0EAIAJBH0cbdCEFA0AgAyAFQR12QQRxaiIEKAIQIgJFDQIgBUEBdCEFIAIhAyACKAIEQXhxIAFHDQALCyACKAIIIgEgADYCDCACIAA2AgggAEEANgIYIAAgAjYCDCAAIAE2AggPCyAEQRBqIAA2AgAgACADNgIYIAAgADYCDCAAIAA2AggLC+4VBwBBoYDAAAteAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBBiYLAAAsBAQBBoILAAAvgAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEGJhMAACwEBAEGghMAAC+ABAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQaGGwAALXgEAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEAQYCIwAALtBBVbmV4cGVjdGVkIGVuZCBvZiBkYXRhVW5leHBlY3RlZCBkYXRhUmVxdWVzdCBsaW5lIHRvbyBsb25nSW52YWxpZCBtZXRob2QgY2hhcmFjdGVySW52YWxpZCBVUkwgY2hhcmFjdGVyUFJJIGlzIG9ubHkgdmFsaWQgd2l0aCBIVFRQLzIuMFVuc3VwcG9ydGVkIEhUVFAgdmVyc2lvbkludmFsaWQgcHJvdG9jb2xJbnZhbGlkIHByb3RvY29sIG5hbWVFeHBlY3RlZCAvIGFmdGVyIHRoZSBwcm90b2NvbCBuYW1lRXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgVVJMRXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgbWV0aG9kUmVxdWVzdCBsaW5lIHRvbyBzaG9ydEV4cGVjdGVkIENSTEZTdGF0dXMgbGluZSB0b28gbG9uZ0ludmFsaWQgSFRUUCByZXNwb25zZSBzdGF0dXNJbnZhbGlkIHN0YXR1cyByZWFzb24gY2hhcmFjdGVyRXhwZWN0ZWQgYSBzcGFjZSBhZnRlciBIVFRQIHJlc3BvbnNlIHN0YXR1c0V4cGVjdGVkIHNwYWNlIGFmdGVyIHByb3RvY29sU3RhdHVzIGxpbmUgdG9vIHNob3J0TWFsZm9ybWVkIEhUVFAvMi4wIHByZWZhY2VVbmV4cGVjdGVkIENvbnRlbnQtTGVuZ3RoIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBDb250ZW50LUxlbmd0aCBoZWFkZXIgdmFsdWVJbnZhbGlkIENvbnRlbnQtTGVuZ3RoIGhlYWRlckludmFsaWQgZHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoIGhlYWRlclVuZXhwZWN0ZWQgQ29udGVudC1MZW5ndGggaGVhZGVyIHdoZW4gVHJhbnNmZXItRW5jb2RpbmcgaGVhZGVyIGlzIHByZXNlbnRVbmV4cGVjdGVkIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBmb3IgYSByZXNwb25zZSB3aXRob3V0IGJvZHlFeHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgdmFsdWVUaGUgdmFsdWUgImNodW5rZWQiIGluIHRoZSBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgbXVzdCBiZSB0aGUgbGFzdCBwcm92aWRlZCBhbmQgY2FuIGJlIHByb3ZpZGVkIG9ubHkgb25jZVRoZSB2YWx1ZSAiY2h1bmtlZCIgaW4gdGhlIFRyYW5zZmVyLUVuY29kaW5nIGhlYWRlciBtdXN0IGJlIHRoZSBsYXN0IHByb3ZpZGVkVW5leHBlY3RlZCBUcmFuc2Zlci1FbmNvZGluZyBoZWFkZXIgd2hlbiBDb250ZW50LUxlbmd0aCBoZWFkZXIgaXMgcHJlc2VudEV4cGVjdGVkIENvbm5lY3Rpb24gaGVhZGVyIHZhbHVlSW52YWxpZCBDb25uZWN0aW9uIGhlYWRlciB2YWx1ZUV4cGVjdGVkIFRyYWlsZXIgaGVhZGVyIHZhbHVlRXhwZWN0ZWQgVXBncmFkZSBoZWFkZXIgdmFsdWVJbnZhbGlkIFVwZ3JhZGUgaGVhZGVyIHZhbHVlSW52YWxpZCBoZWFkZXIgZmllbGQgbmFtZSBjaGFyYWN0ZXJJbnZhbGlkIGhlYWRlciBmaWVsZCB2YWx1ZSBjaGFyYWN0ZXJIZWFkZXIgbGluZSB0b28gbG9uZ01pc3NpbmcgQ29ubmVjdGlvbiBoZWFkZXIgc2V0IHRvICJ1cGdyYWRlIiB3aGVuIHVzaW5nIHRoZSBVcGdyYWRlIGhlYWRlclRyYWlsZXJzIGFyZSBub3QgYWxsb3dlZCB3aGVuIG5vdCB1c2luZyBjaHVua2VkIHRyYW5zZmVyIGVuY29kaW5nVW5leHBlY3RlZCBjb250ZW50IGZvciB0aGUgcmVxdWVzdCAoR0VUIG9yIEhFQUQpVHJhbnNmZXItRW5jb2RpbmcgbGFzdCBoZWFkZXIgdmFsdWUgbXVzdCBiZSAiY2h1bmtlZCIgaWYgdGhlIGhlYWRlciBpcyBwcmVzZW50Q2h1bmsgaGVhZGVyIHRvbyBsb25nSW52YWxpZCBjaHVuayBsZW5ndGggY2hhcmFjdGVySW52YWxpZCBjaHVuayBsZW5ndGggc2l6ZUV4cGVjdGVkIGNodW5rIGV4dGVuc2lvbiBuYW1lSW52YWxpZCBjaHVuayBleHRlbnNpb24gbmFtZSBjaGFyYWN0ZXJFeHBlY3RlZCBjbG9zaW5nIHF1b3RlIGZvciBjaHVuayBleHRlbnNpb24gdmFsdWVJbnZhbGlkIGNodW5rIGV4dGVuc2lvbiBxdW90ZWQgdmFsdWUgY2hhcmFjdGVyRXhwZWN0ZWQgY2h1bmsgZXh0ZW5zaW9uIHZhbHVlSW52YWxpZCBjaHVuayBleHRlbnNpb24gdmFsdWUgY2hhcmFjdGVySW52YWxpZCBjaHVuayBleHRlbnNpb24gY2hhcmFjdGVyIGFmdGVyIHZhbHVlRXhwZWN0ZWQgQ1JMRiBhZnRlciBjaHVuayBkYXRhSW52YWxpZCB0cmFpbGVyIGZpZWxkIG5hbWUgY2hhcmFjdGVySW52YWxpZCB0cmFpbGVyIGZpZWxkIHZhbHVlIGNoYXJhY3RlclRyYWlsZXIgbGluZSB0b28gbG9uZ0ludmFsaWQgc3RhdGU=",
          "base64"
        )
      );
      const textEncoder = new TextEncoder();
      const textDecoder = new TextDecoder();
      function log(logger, raw) {
        const len = Number(BigInt.asUintN(32, raw));
        const ptr = Number(raw >> 32n);
        logger(textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len)));
      }
      function alloc(len) {
        return this.alloc(len) >>> 0;
      }
      function dealloc(ptr, len) {
        return this.dealloc(ptr, len);
      }
      function create() {
        return this.create() >>> 0;
      }
      function destroy(parser) {
        this.destroy(parser);
      }
      function parse(parser, data, limit) {
        return this.parse(parser, data, limit) >>> 0;
      }
      function fail(parser, code, description) {
        const len = description.length;
        const ptr = this.alloc(len);
        const buffer = new Uint8Array(this.memory.buffer, ptr, len);
        textEncoder.encodeInto(description, buffer);
        this.fail(parser, code, ptr, len);
        this.dealloc(ptr, len);
      }
      function hasDebug() {
        return this.milo_has_debug() !== 0;
      }
      const Errors = Object.freeze({
        NONE: 0,
        USER: 1,
        CALLBACK_ERROR: 2,
        UNEXPECTED_STATE: 3,
        UNEXPECTED_DATA: 4,
        UNEXPECTED_EOF: 5,
        UNEXPECTED_CHARACTER: 6,
        UNEXPECTED_CONTENT_LENGTH: 7,
        UNEXPECTED_TRANSFER_ENCODING: 8,
        UNEXPECTED_CONTENT: 9,
        UNEXPECTED_TRAILERS: 10,
        INVALID_VERSION: 11,
        INVALID_STATUS: 12,
        INVALID_CONTENT_LENGTH: 13,
        INVALID_TRANSFER_ENCODING: 14,
        INVALID_CHUNK_SIZE: 15,
        MISSING_CONNECTION_UPGRADE: 16,
        UNSUPPORTED_HTTP_VERSION: 17,
        0: "NONE",
        1: "USER",
        2: "CALLBACK_ERROR",
        3: "UNEXPECTED_STATE",
        4: "UNEXPECTED_DATA",
        5: "UNEXPECTED_EOF",
        6: "UNEXPECTED_CHARACTER",
        7: "UNEXPECTED_CONTENT_LENGTH",
        8: "UNEXPECTED_TRANSFER_ENCODING",
        9: "UNEXPECTED_CONTENT",
        10: "UNEXPECTED_TRAILERS",
        11: "INVALID_VERSION",
        12: "INVALID_STATUS",
        13: "INVALID_CONTENT_LENGTH",
        14: "INVALID_TRANSFER_ENCODING",
        15: "INVALID_CHUNK_SIZE",
        16: "MISSING_CONNECTION_UPGRADE",
        17: "UNSUPPORTED_HTTP_VERSION"
      });
      const Methods = Object.freeze({
        OTHER: 0,
        GET: 1,
        HEAD: 2,
        POST: 3,
        PUT: 4,
        DELETE: 5,
        CONNECT: 6,
        OPTIONS: 7,
        TRACE: 8,
        PATCH: 9,
        PRI: 10,
        0: "OTHER",
        1: "GET",
        2: "HEAD",
        3: "POST",
        4: "PUT",
        5: "DELETE",
        6: "CONNECT",
        7: "OPTIONS",
        8: "TRACE",
        9: "PATCH",
        10: "PRI"
      });
      const Callbacks = Object.freeze({
        ON_ERROR: 0,
        ON_FINISH: 1,
        ON_MESSAGE_START: 2,
        ON_MESSAGE_COMPLETE: 3,
        ON_REQUEST: 4,
        ON_RESPONSE: 5,
        ON_RESET: 6,
        ON_METHOD: 7,
        ON_URL: 8,
        ON_PROTOCOL: 9,
        ON_VERSION: 10,
        ON_STATUS: 11,
        ON_REASON: 12,
        ON_HEADER_NAME: 13,
        ON_HEADER_VALUE: 14,
        ON_HEADERS: 15,
        ON_CONNECT: 16,
        ON_UPGRADE: 17,
        ON_CHUNK_LENGTH: 18,
        ON_CHUNK_EXTENSION_NAME: 19,
        ON_CHUNK_EXTENSION_VALUE: 20,
        ON_CHUNK: 21,
        ON_BODY: 22,
        ON_DATA: 23,
        ON_TRAILER_NAME: 24,
        ON_TRAILER_VALUE: 25,
        ON_TRAILERS: 26,
        ON_STATE_CHANGE: 27,
        0: "ON_ERROR",
        1: "ON_FINISH",
        2: "ON_MESSAGE_START",
        3: "ON_MESSAGE_COMPLETE",
        4: "ON_REQUEST",
        5: "ON_RESPONSE",
        6: "ON_RESET",
        7: "ON_METHOD",
        8: "ON_URL",
        9: "ON_PROTOCOL",
        10: "ON_VERSION",
        11: "ON_STATUS",
        12: "ON_REASON",
        13: "ON_HEADER_NAME",
        14: "ON_HEADER_VALUE",
        15: "ON_HEADERS",
        16: "ON_CONNECT",
        17: "ON_UPGRADE",
        18: "ON_CHUNK_LENGTH",
        19: "ON_CHUNK_EXTENSION_NAME",
        20: "ON_CHUNK_EXTENSION_VALUE",
        21: "ON_CHUNK",
        22: "ON_BODY",
        23: "ON_DATA",
        24: "ON_TRAILER_NAME",
        25: "ON_TRAILER_VALUE",
        26: "ON_TRAILERS",
        27: "ON_STATE_CHANGE"
      });
      const CallbackActives = Object.freeze({
        NONE: 0n,
        ON_ERROR: 1n,
        ON_FINISH: 2n,
        ON_MESSAGE_START: 4n,
        ON_MESSAGE_COMPLETE: 8n,
        ON_REQUEST: 16n,
        ON_RESPONSE: 32n,
        ON_RESET: 64n,
        ON_METHOD: 128n,
        ON_URL: 256n,
        ON_PROTOCOL: 512n,
        ON_VERSION: 1024n,
        ON_STATUS: 2048n,
        ON_REASON: 4096n,
        ON_HEADER_NAME: 8192n,
        ON_HEADER_VALUE: 16384n,
        ON_HEADERS: 32768n,
        ON_CONNECT: 65536n,
        ON_UPGRADE: 131072n,
        ON_CHUNK_LENGTH: 262144n,
        ON_CHUNK_EXTENSION_NAME: 524288n,
        ON_CHUNK_EXTENSION_VALUE: 1048576n,
        ON_CHUNK: 2097152n,
        ON_BODY: 4194304n,
        ON_DATA: 8388608n,
        ON_TRAILER_NAME: 16777216n,
        ON_TRAILER_VALUE: 33554432n,
        ON_TRAILERS: 67108864n,
        ON_STATE_CHANGE: 134217728n,
        ALL: 268435455n,
        0n: "NONE",
        1n: "ON_ERROR",
        2n: "ON_FINISH",
        4n: "ON_MESSAGE_START",
        8n: "ON_MESSAGE_COMPLETE",
        16n: "ON_REQUEST",
        32n: "ON_RESPONSE",
        64n: "ON_RESET",
        128n: "ON_METHOD",
        256n: "ON_URL",
        512n: "ON_PROTOCOL",
        1024n: "ON_VERSION",
        2048n: "ON_STATUS",
        4096n: "ON_REASON",
        8192n: "ON_HEADER_NAME",
        16384n: "ON_HEADER_VALUE",
        32768n: "ON_HEADERS",
        65536n: "ON_CONNECT",
        131072n: "ON_UPGRADE",
        262144n: "ON_CHUNK_LENGTH",
        524288n: "ON_CHUNK_EXTENSION_NAME",
        1048576n: "ON_CHUNK_EXTENSION_VALUE",
        2097152n: "ON_CHUNK",
        4194304n: "ON_BODY",
        8388608n: "ON_DATA",
        16777216n: "ON_TRAILER_NAME",
        33554432n: "ON_TRAILER_VALUE",
        67108864n: "ON_TRAILERS",
        134217728n: "ON_STATE_CHANGE",
        268435455n: "ALL"
      });
      const Events = Object.freeze({
        END: 0,
        ERROR: 1,
        FINISH: 2,
        MESSAGE_START: 3,
        MESSAGE_COMPLETE: 4,
        REQUEST: 5,
        RESPONSE: 6,
        RESET: 7,
        METHOD: 8,
        URL: 9,
        PROTOCOL: 10,
        VERSION: 11,
        STATUS: 12,
        REASON: 13,
        HEADER_NAME: 14,
        HEADER_VALUE: 15,
        HEADERS: 16,
        CONNECT: 17,
        UPGRADE: 18,
        CHUNK_LENGTH: 19,
        CHUNK_EXTENSION_NAME: 20,
        CHUNK_EXTENSION_VALUE: 21,
        CHUNK: 22,
        BODY: 23,
        DATA: 24,
        TRAILER_NAME: 25,
        TRAILER_VALUE: 26,
        TRAILERS: 27,
        STATE_CHANGE: 28,
        0: "END",
        1: "ERROR",
        2: "FINISH",
        3: "MESSAGE_START",
        4: "MESSAGE_COMPLETE",
        5: "REQUEST",
        6: "RESPONSE",
        7: "RESET",
        8: "METHOD",
        9: "URL",
        10: "PROTOCOL",
        11: "VERSION",
        12: "STATUS",
        13: "REASON",
        14: "HEADER_NAME",
        15: "HEADER_VALUE",
        16: "HEADERS",
        17: "CONNECT",
        18: "UPGRADE",
        19: "CHUNK_LENGTH",
        20: "CHUNK_EXTENSION_NAME",
        21: "CHUNK_EXTENSION_VALUE",
        22: "CHUNK",
        23: "BODY",
        24: "DATA",
        25: "TRAILER_NAME",
        26: "TRAILER_VALUE",
        27: "TRAILERS",
        28: "STATE_CHANGE"
      });
      const EventActives = Object.freeze({
        NONE: 0n,
        ON_ERROR: 1n,
        ON_FINISH: 2n,
        ON_MESSAGE_START: 4n,
        ON_MESSAGE_COMPLETE: 8n,
        ON_REQUEST: 16n,
        ON_RESPONSE: 32n,
        ON_RESET: 64n,
        ON_METHOD: 128n,
        ON_URL: 256n,
        ON_PROTOCOL: 512n,
        ON_VERSION: 1024n,
        ON_STATUS: 2048n,
        ON_REASON: 4096n,
        ON_HEADER_NAME: 8192n,
        ON_HEADER_VALUE: 16384n,
        ON_HEADERS: 32768n,
        ON_CONNECT: 65536n,
        ON_UPGRADE: 131072n,
        ON_CHUNK_LENGTH: 262144n,
        ON_CHUNK_EXTENSION_NAME: 524288n,
        ON_CHUNK_EXTENSION_VALUE: 1048576n,
        ON_CHUNK: 2097152n,
        ON_BODY: 4194304n,
        ON_DATA: 8388608n,
        ON_TRAILER_NAME: 16777216n,
        ON_TRAILER_VALUE: 33554432n,
        ON_TRAILERS: 67108864n,
        ON_STATE_CHANGE: 134217728n,
        ALL: 268435455n,
        0n: "NONE",
        1n: "ON_ERROR",
        2n: "ON_FINISH",
        4n: "ON_MESSAGE_START",
        8n: "ON_MESSAGE_COMPLETE",
        16n: "ON_REQUEST",
        32n: "ON_RESPONSE",
        64n: "ON_RESET",
        128n: "ON_METHOD",
        256n: "ON_URL",
        512n: "ON_PROTOCOL",
        1024n: "ON_VERSION",
        2048n: "ON_STATUS",
        4096n: "ON_REASON",
        8192n: "ON_HEADER_NAME",
        16384n: "ON_HEADER_VALUE",
        32768n: "ON_HEADERS",
        65536n: "ON_CONNECT",
        131072n: "ON_UPGRADE",
        262144n: "ON_CHUNK_LENGTH",
        524288n: "ON_CHUNK_EXTENSION_NAME",
        1048576n: "ON_CHUNK_EXTENSION_VALUE",
        2097152n: "ON_CHUNK",
        4194304n: "ON_BODY",
        8388608n: "ON_DATA",
        16777216n: "ON_TRAILER_NAME",
        33554432n: "ON_TRAILER_VALUE",
        67108864n: "ON_TRAILERS",
        134217728n: "ON_STATE_CHANGE",
        268435455n: "ALL"
      });
      const States = Object.freeze({
        START: 0,
        FINISH: 1,
        ERROR: 2,
        REQUEST_LINE: 3,
        STATUS_LINE: 4,
        HTTP2_PREFACE: 5,
        HEADER: 6,
        BODY_DECISION: 7,
        BODY_VIA_CONTENT_LENGTH: 8,
        BODY_WITH_NO_LENGTH: 9,
        CHUNK_HEADER: 10,
        CHUNK_EXTENSIONS: 11,
        CHUNK_DATA: 12,
        TRAILER: 13,
        TUNNEL: 14,
        0: "START",
        1: "FINISH",
        2: "ERROR",
        3: "REQUEST_LINE",
        4: "STATUS_LINE",
        5: "HTTP2_PREFACE",
        6: "HEADER",
        7: "BODY_DECISION",
        8: "BODY_VIA_CONTENT_LENGTH",
        9: "BODY_WITH_NO_LENGTH",
        10: "CHUNK_HEADER",
        11: "CHUNK_EXTENSIONS",
        12: "CHUNK_DATA",
        13: "TRAILER",
        14: "TUNNEL"
      });
      const ParserFields = Object.freeze({
        MAX_START_LINE_LENGTH: 0,
        MAX_HEADER_LENGTH: 4,
        MAX_BODY_PAYLOAD: 8,
        AUTODETECT: 16,
        IS_REQUEST: 17,
        SUSPEND_AFTER_HEADERS: 18,
        MANAGE_UNCONSUMED: 19,
        CONTINUE_WITHOUT_DATA: 20,
        IS_CONNECT: 21,
        SKIP_BODY: 22,
        DEBUG: 23,
        PARSED: 24,
        POSITION: 32,
        STATE: 36,
        PAUSED: 37,
        ERROR_CODE: 38,
        CONTENT_LENGTH: 40,
        CHUNK_SIZE: 48,
        REMAINING_CONTENT_LENGTH: 56,
        REMAINING_CHUNK_SIZE: 64,
        STATUS: 72,
        METHOD: 76,
        HAS_CONTENT_LENGTH: 77,
        HAS_TRANSFER_ENCODING: 78,
        HAS_CHUNKED_TRANSFER_ENCODING: 79,
        HAS_CONNECTION_CLOSE: 80,
        HAS_CONNECTION_UPGRADE: 81,
        HAS_UPGRADE: 82,
        HAS_TRAILERS: 83,
        ACTIVE_CALLBACKS: 88,
        ACTIVE_EVENTS: 96,
        PTR: 104,
        ERROR_DESCRIPTION: 108,
        UNCONSUMED: 364,
        UNCONSUMED_LEN: 368,
        ERROR_DESCRIPTION_LEN: 372,
        EVENTS: 376,
        0: "MAX_START_LINE_LENGTH",
        4: "MAX_HEADER_LENGTH",
        8: "MAX_BODY_PAYLOAD",
        16: "AUTODETECT",
        17: "IS_REQUEST",
        18: "SUSPEND_AFTER_HEADERS",
        19: "MANAGE_UNCONSUMED",
        20: "CONTINUE_WITHOUT_DATA",
        21: "IS_CONNECT",
        22: "SKIP_BODY",
        23: "DEBUG",
        24: "PARSED",
        32: "POSITION",
        36: "STATE",
        37: "PAUSED",
        38: "ERROR_CODE",
        40: "CONTENT_LENGTH",
        48: "CHUNK_SIZE",
        56: "REMAINING_CONTENT_LENGTH",
        64: "REMAINING_CHUNK_SIZE",
        72: "STATUS",
        76: "METHOD",
        77: "HAS_CONTENT_LENGTH",
        78: "HAS_TRANSFER_ENCODING",
        79: "HAS_CHUNKED_TRANSFER_ENCODING",
        80: "HAS_CONNECTION_CLOSE",
        81: "HAS_CONNECTION_UPGRADE",
        82: "HAS_UPGRADE",
        83: "HAS_TRAILERS",
        88: "ACTIVE_CALLBACKS",
        96: "ACTIVE_EVENTS",
        104: "PTR",
        108: "ERROR_DESCRIPTION",
        364: "UNCONSUMED",
        368: "UNCONSUMED_LEN",
        372: "ERROR_DESCRIPTION_LEN",
        376: "EVENTS"
      });
      function isAutodetect(parser) {
        return this.is_autodetect(parser) !== 0;
      }
      function isRequest(parser) {
        return this.is_request(parser) !== 0;
      }
      function isPaused(parser) {
        return this.is_paused(parser) !== 0;
      }
      function shouldManageUnconsumed(parser) {
        return this.should_manage_unconsumed(parser) !== 0;
      }
      function shouldSuspendAfterHeaders(parser) {
        return this.should_suspend_after_headers(parser) !== 0;
      }
      function getMaxStartLineLength(parser) {
        return this.get_max_start_line_length(parser) >>> 0;
      }
      function getMaxHeaderLength(parser) {
        return this.get_max_header_length(parser) >>> 0;
      }
      function getMaxBodyPayload(parser) {
        return BigInt.asUintN(64, this.get_max_body_payload(parser));
      }
      function shouldContinueWithoutData(parser) {
        return this.should_continue_without_data(parser) !== 0;
      }
      function isConnect(parser) {
        return this.is_connect(parser) !== 0;
      }
      function isDebug(parser) {
        return this.is_debug(parser) !== 0;
      }
      function shouldSkipBody(parser) {
        return this.should_skip_body(parser) !== 0;
      }
      function getState(parser) {
        return this.get_state(parser) >>> 0;
      }
      function getPosition(parser) {
        return this.get_position(parser) >>> 0;
      }
      function getParsed(parser) {
        return BigInt.asUintN(64, this.get_parsed(parser));
      }
      function getErrorCode(parser) {
        return this.get_error_code(parser) >>> 0;
      }
      function getMethod(parser) {
        return this.get_method(parser) >>> 0;
      }
      function getStatus(parser) {
        return this.get_status(parser) >>> 0;
      }
      function hasConnectionClose(parser) {
        return this.has_connection_close(parser) !== 0;
      }
      function hasConnectionUpgrade(parser) {
        return this.has_connection_upgrade(parser) !== 0;
      }
      function getContentLength(parser) {
        return BigInt.asUintN(64, this.get_content_length(parser));
      }
      function getChunkSize(parser) {
        return BigInt.asUintN(64, this.get_chunk_size(parser));
      }
      function getRemainingContentLength(parser) {
        return BigInt.asUintN(64, this.get_remaining_content_length(parser));
      }
      function getRemainingChunkSize(parser) {
        return BigInt.asUintN(64, this.get_remaining_chunk_size(parser));
      }
      function hasContentLength(parser) {
        return this.has_content_length(parser) !== 0;
      }
      function hasTransferEncoding(parser) {
        return this.has_transfer_encoding(parser) !== 0;
      }
      function hasChunkedTransferEncoding(parser) {
        return this.has_chunked_transfer_encoding(parser) !== 0;
      }
      function hasUpgrade(parser) {
        return this.has_upgrade(parser) !== 0;
      }
      function hasTrailers(parser) {
        return this.has_trailers(parser) !== 0;
      }
      function getErrorDescription(parser) {
        const raw = this.get_error_description_raw(parser);
        const len = Number(BigInt.asUintN(32, raw));
        const ptr = Number(raw >> 32n);
        return textDecoder.decode(new Uint8Array(this.memory.buffer, ptr, len));
      }
      function setShouldAutodetect(parser, value) {
        this.set_should_autodetect(parser, value);
      }
      function setShouldContinueWithoutData(parser, value) {
        this.set_should_continue_without_data(parser, value);
      }
      function setIsRequest(parser, value) {
        this.set_is_request(parser, value);
      }
      function setIsConnect(parser, value) {
        this.set_is_connect(parser, value);
      }
      function setDebug(parser, value) {
        this.set_debug(parser, value);
      }
      function setShouldManageUnconsumed(parser, value) {
        this.set_should_manage_unconsumed(parser, value);
      }
      function setShouldSuspendAfterHeaders(parser, value) {
        this.set_should_suspend_after_headers(parser, value);
      }
      function setMaxStartLineLength(parser, value) {
        this.set_max_start_line_length(parser, value);
      }
      function setMaxHeaderLength(parser, value) {
        this.set_max_header_length(parser, value);
      }
      function setMaxBodyPayload(parser, value) {
        this.set_max_body_payload(parser, value);
      }
      function setShouldSkipBody(parser, value) {
        this.set_should_skip_body(parser, value);
      }
      function setActiveCallbacks(parser, value) {
        this.set_active_callbacks(parser, value);
      }
      function setActiveEvents(parser, value) {
        this.set_active_events(parser, value);
      }
      function simpleCreate(spans, create2) {
        const parser = create2();
        spans[parser] = [];
        this.setActiveCallbacks(parser, this.CALLBACK_ACTIVE_ALL);
        return parser;
      }
      function simpleDestroy(spans, destroy2, parser) {
        spans[parser] = void 0;
        destroy2(parser);
      }
      function noop() {
      }
      function setup(env = {}) {
        let { logger: logOption, ...instanceEnvironment } = env;
        let logger = noop;
        const context = {};
        if (logOption) {
          if (typeof logOption !== "function") {
            logOption = console.log;
          }
          logger = log.bind(context, logOption);
        }
        const instance = new WebAssembly.Instance(wasmModule, {
          env: {
            logger,
            on_error: noop,
            on_finish: noop,
            on_message_start: noop,
            on_message_complete: noop,
            on_request: noop,
            on_response: noop,
            on_reset: noop,
            on_method: noop,
            on_url: noop,
            on_protocol: noop,
            on_version: noop,
            on_status: noop,
            on_reason: noop,
            on_header_name: noop,
            on_header_value: noop,
            on_headers: noop,
            on_connect: noop,
            on_upgrade: noop,
            on_chunk_length: noop,
            on_chunk_extension_name: noop,
            on_chunk_extension_value: noop,
            on_chunk: noop,
            on_body: noop,
            on_data: noop,
            on_trailer_name: noop,
            on_trailer_value: noop,
            on_trailers: noop,
            on_state_change: noop,
            ...instanceEnvironment
          }
        });
        const wasm = instance.exports;
        context.memory = wasm.memory;
        const milo = {
          version: {
            raw: "0.9.0",
            major: 0,
            minor: 9,
            patch: 0,
            prerelease: ""
          },
          METHOD_OTHER: 0,
          METHOD_GET: 1,
          METHOD_HEAD: 2,
          METHOD_POST: 3,
          METHOD_PUT: 4,
          METHOD_DELETE: 5,
          METHOD_CONNECT: 6,
          METHOD_OPTIONS: 7,
          METHOD_TRACE: 8,
          METHOD_PATCH: 9,
          METHOD_PRI: 10,
          CALLBACK_ON_ERROR: 0,
          CALLBACK_ON_FINISH: 1,
          CALLBACK_ON_MESSAGE_START: 2,
          CALLBACK_ON_MESSAGE_COMPLETE: 3,
          CALLBACK_ON_REQUEST: 4,
          CALLBACK_ON_RESPONSE: 5,
          CALLBACK_ON_RESET: 6,
          CALLBACK_ON_METHOD: 7,
          CALLBACK_ON_URL: 8,
          CALLBACK_ON_PROTOCOL: 9,
          CALLBACK_ON_VERSION: 10,
          CALLBACK_ON_STATUS: 11,
          CALLBACK_ON_REASON: 12,
          CALLBACK_ON_HEADER_NAME: 13,
          CALLBACK_ON_HEADER_VALUE: 14,
          CALLBACK_ON_HEADERS: 15,
          CALLBACK_ON_CONNECT: 16,
          CALLBACK_ON_UPGRADE: 17,
          CALLBACK_ON_CHUNK_LENGTH: 18,
          CALLBACK_ON_CHUNK_EXTENSION_NAME: 19,
          CALLBACK_ON_CHUNK_EXTENSION_VALUE: 20,
          CALLBACK_ON_CHUNK: 21,
          CALLBACK_ON_BODY: 22,
          CALLBACK_ON_DATA: 23,
          CALLBACK_ON_TRAILER_NAME: 24,
          CALLBACK_ON_TRAILER_VALUE: 25,
          CALLBACK_ON_TRAILERS: 26,
          CALLBACK_ON_STATE_CHANGE: 27,
          EVENT_END: 0,
          EVENT_ERROR: 1,
          EVENT_FINISH: 2,
          EVENT_MESSAGE_START: 3,
          EVENT_MESSAGE_COMPLETE: 4,
          EVENT_REQUEST: 5,
          EVENT_RESPONSE: 6,
          EVENT_RESET: 7,
          EVENT_METHOD: 8,
          EVENT_URL: 9,
          EVENT_PROTOCOL: 10,
          EVENT_VERSION: 11,
          EVENT_STATUS: 12,
          EVENT_REASON: 13,
          EVENT_HEADER_NAME: 14,
          EVENT_HEADER_VALUE: 15,
          EVENT_HEADERS: 16,
          EVENT_CONNECT: 17,
          EVENT_UPGRADE: 18,
          EVENT_CHUNK_LENGTH: 19,
          EVENT_CHUNK_EXTENSION_NAME: 20,
          EVENT_CHUNK_EXTENSION_VALUE: 21,
          EVENT_CHUNK: 22,
          EVENT_BODY: 23,
          EVENT_DATA: 24,
          EVENT_TRAILER_NAME: 25,
          EVENT_TRAILER_VALUE: 26,
          EVENT_TRAILERS: 27,
          EVENT_STATE_CHANGE: 28,
          CALLBACK_ACTIVE_NONE: 0n,
          EVENT_ACTIVE_NONE: 0n,
          CALLBACK_ACTIVE_ON_ERROR: 1n,
          EVENT_ACTIVE_ON_ERROR: 1n,
          CALLBACK_ACTIVE_ON_FINISH: 2n,
          EVENT_ACTIVE_ON_FINISH: 2n,
          CALLBACK_ACTIVE_ON_MESSAGE_START: 4n,
          EVENT_ACTIVE_ON_MESSAGE_START: 4n,
          CALLBACK_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
          EVENT_ACTIVE_ON_MESSAGE_COMPLETE: 8n,
          CALLBACK_ACTIVE_ON_REQUEST: 16n,
          EVENT_ACTIVE_ON_REQUEST: 16n,
          CALLBACK_ACTIVE_ON_RESPONSE: 32n,
          EVENT_ACTIVE_ON_RESPONSE: 32n,
          CALLBACK_ACTIVE_ON_RESET: 64n,
          EVENT_ACTIVE_ON_RESET: 64n,
          CALLBACK_ACTIVE_ON_METHOD: 128n,
          EVENT_ACTIVE_ON_METHOD: 128n,
          CALLBACK_ACTIVE_ON_URL: 256n,
          EVENT_ACTIVE_ON_URL: 256n,
          CALLBACK_ACTIVE_ON_PROTOCOL: 512n,
          EVENT_ACTIVE_ON_PROTOCOL: 512n,
          CALLBACK_ACTIVE_ON_VERSION: 1024n,
          EVENT_ACTIVE_ON_VERSION: 1024n,
          CALLBACK_ACTIVE_ON_STATUS: 2048n,
          EVENT_ACTIVE_ON_STATUS: 2048n,
          CALLBACK_ACTIVE_ON_REASON: 4096n,
          EVENT_ACTIVE_ON_REASON: 4096n,
          CALLBACK_ACTIVE_ON_HEADER_NAME: 8192n,
          EVENT_ACTIVE_ON_HEADER_NAME: 8192n,
          CALLBACK_ACTIVE_ON_HEADER_VALUE: 16384n,
          EVENT_ACTIVE_ON_HEADER_VALUE: 16384n,
          CALLBACK_ACTIVE_ON_HEADERS: 32768n,
          EVENT_ACTIVE_ON_HEADERS: 32768n,
          CALLBACK_ACTIVE_ON_CONNECT: 65536n,
          EVENT_ACTIVE_ON_CONNECT: 65536n,
          CALLBACK_ACTIVE_ON_UPGRADE: 131072n,
          EVENT_ACTIVE_ON_UPGRADE: 131072n,
          CALLBACK_ACTIVE_ON_CHUNK_LENGTH: 262144n,
          EVENT_ACTIVE_ON_CHUNK_LENGTH: 262144n,
          CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
          EVENT_ACTIVE_ON_CHUNK_EXTENSION_NAME: 524288n,
          CALLBACK_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
          EVENT_ACTIVE_ON_CHUNK_EXTENSION_VALUE: 1048576n,
          CALLBACK_ACTIVE_ON_CHUNK: 2097152n,
          EVENT_ACTIVE_ON_CHUNK: 2097152n,
          CALLBACK_ACTIVE_ON_BODY: 4194304n,
          EVENT_ACTIVE_ON_BODY: 4194304n,
          CALLBACK_ACTIVE_ON_DATA: 8388608n,
          EVENT_ACTIVE_ON_DATA: 8388608n,
          CALLBACK_ACTIVE_ON_TRAILER_NAME: 16777216n,
          EVENT_ACTIVE_ON_TRAILER_NAME: 16777216n,
          CALLBACK_ACTIVE_ON_TRAILER_VALUE: 33554432n,
          EVENT_ACTIVE_ON_TRAILER_VALUE: 33554432n,
          CALLBACK_ACTIVE_ON_TRAILERS: 67108864n,
          EVENT_ACTIVE_ON_TRAILERS: 67108864n,
          CALLBACK_ACTIVE_ON_STATE_CHANGE: 134217728n,
          EVENT_ACTIVE_ON_STATE_CHANGE: 134217728n,
          CALLBACK_ACTIVE_ALL: 268435455n,
          EVENT_ACTIVE_ALL: 268435455n,
          ERROR_NONE: 0,
          ERROR_USER: 1,
          ERROR_CALLBACK_ERROR: 2,
          ERROR_UNEXPECTED_STATE: 3,
          ERROR_UNEXPECTED_DATA: 4,
          ERROR_UNEXPECTED_EOF: 5,
          ERROR_UNEXPECTED_CHARACTER: 6,
          ERROR_UNEXPECTED_CONTENT_LENGTH: 7,
          ERROR_UNEXPECTED_TRANSFER_ENCODING: 8,
          ERROR_UNEXPECTED_CONTENT: 9,
          ERROR_UNEXPECTED_TRAILERS: 10,
          ERROR_INVALID_VERSION: 11,
          ERROR_INVALID_STATUS: 12,
          ERROR_INVALID_CONTENT_LENGTH: 13,
          ERROR_INVALID_TRANSFER_ENCODING: 14,
          ERROR_INVALID_CHUNK_SIZE: 15,
          ERROR_MISSING_CONNECTION_UPGRADE: 16,
          ERROR_UNSUPPORTED_HTTP_VERSION: 17,
          STATE_START: 0,
          STATE_FINISH: 1,
          STATE_ERROR: 2,
          STATE_REQUEST_LINE: 3,
          STATE_STATUS_LINE: 4,
          STATE_HTTP2_PREFACE: 5,
          STATE_HEADER: 6,
          STATE_BODY_DECISION: 7,
          STATE_BODY_VIA_CONTENT_LENGTH: 8,
          STATE_BODY_WITH_NO_LENGTH: 9,
          STATE_CHUNK_HEADER: 10,
          STATE_CHUNK_EXTENSIONS: 11,
          STATE_CHUNK_DATA: 12,
          STATE_TRAILER: 13,
          STATE_TUNNEL: 14,
          PARSER_FIELD_MAX_START_LINE_LENGTH: 0,
          PARSER_FIELD_MAX_HEADER_LENGTH: 4,
          PARSER_FIELD_MAX_BODY_PAYLOAD: 8,
          PARSER_FIELD_AUTODETECT: 16,
          PARSER_FIELD_IS_REQUEST: 17,
          PARSER_FIELD_SUSPEND_AFTER_HEADERS: 18,
          PARSER_FIELD_MANAGE_UNCONSUMED: 19,
          PARSER_FIELD_CONTINUE_WITHOUT_DATA: 20,
          PARSER_FIELD_IS_CONNECT: 21,
          PARSER_FIELD_SKIP_BODY: 22,
          PARSER_FIELD_DEBUG: 23,
          PARSER_FIELD_PARSED: 24,
          PARSER_FIELD_POSITION: 32,
          PARSER_FIELD_STATE: 36,
          PARSER_FIELD_PAUSED: 37,
          PARSER_FIELD_ERROR_CODE: 38,
          PARSER_FIELD_CONTENT_LENGTH: 40,
          PARSER_FIELD_CHUNK_SIZE: 48,
          PARSER_FIELD_REMAINING_CONTENT_LENGTH: 56,
          PARSER_FIELD_REMAINING_CHUNK_SIZE: 64,
          PARSER_FIELD_STATUS: 72,
          PARSER_FIELD_METHOD: 76,
          PARSER_FIELD_HAS_CONTENT_LENGTH: 77,
          PARSER_FIELD_HAS_TRANSFER_ENCODING: 78,
          PARSER_FIELD_HAS_CHUNKED_TRANSFER_ENCODING: 79,
          PARSER_FIELD_HAS_CONNECTION_CLOSE: 80,
          PARSER_FIELD_HAS_CONNECTION_UPGRADE: 81,
          PARSER_FIELD_HAS_UPGRADE: 82,
          PARSER_FIELD_HAS_TRAILERS: 83,
          PARSER_FIELD_ACTIVE_CALLBACKS: 88,
          PARSER_FIELD_ACTIVE_EVENTS: 96,
          PARSER_FIELD_PTR: 104,
          PARSER_FIELD_ERROR_DESCRIPTION: 108,
          PARSER_FIELD_UNCONSUMED: 364,
          PARSER_FIELD_UNCONSUMED_LEN: 368,
          PARSER_FIELD_ERROR_DESCRIPTION_LEN: 372,
          PARSER_FIELD_EVENTS: 376,
          Errors,
          Methods,
          Callbacks,
          CallbackActives,
          Events,
          EventActives,
          States,
          ParserFields,
          isAutodetect: isAutodetect.bind(wasm),
          isRequest: isRequest.bind(wasm),
          isPaused: isPaused.bind(wasm),
          shouldManageUnconsumed: shouldManageUnconsumed.bind(wasm),
          shouldSuspendAfterHeaders: shouldSuspendAfterHeaders.bind(wasm),
          getMaxStartLineLength: getMaxStartLineLength.bind(wasm),
          getMaxHeaderLength: getMaxHeaderLength.bind(wasm),
          getMaxBodyPayload: getMaxBodyPayload.bind(wasm),
          shouldContinueWithoutData: shouldContinueWithoutData.bind(wasm),
          isConnect: isConnect.bind(wasm),
          isDebug: isDebug.bind(wasm),
          shouldSkipBody: shouldSkipBody.bind(wasm),
          getState: getState.bind(wasm),
          getPosition: getPosition.bind(wasm),
          getParsed: getParsed.bind(wasm),
          getErrorCode: getErrorCode.bind(wasm),
          getMethod: getMethod.bind(wasm),
          getStatus: getStatus.bind(wasm),
          hasConnectionClose: hasConnectionClose.bind(wasm),
          hasConnectionUpgrade: hasConnectionUpgrade.bind(wasm),
          getContentLength: getContentLength.bind(wasm),
          getChunkSize: getChunkSize.bind(wasm),
          getRemainingContentLength: getRemainingContentLength.bind(wasm),
          getRemainingChunkSize: getRemainingChunkSize.bind(wasm),
          hasContentLength: hasContentLength.bind(wasm),
          hasTransferEncoding: hasTransferEncoding.bind(wasm),
          hasChunkedTransferEncoding: hasChunkedTransferEncoding.bind(wasm),
          hasUpgrade: hasUpgrade.bind(wasm),
          hasTrailers: hasTrailers.bind(wasm),
          getErrorDescription: getErrorDescription.bind(wasm),
          setShouldAutodetect: setShouldAutodetect.bind(wasm),
          setShouldContinueWithoutData: setShouldContinueWithoutData.bind(wasm),
          setIsRequest: setIsRequest.bind(wasm),
          setIsConnect: setIsConnect.bind(wasm),
          setDebug: setDebug.bind(wasm),
          setShouldManageUnconsumed: setShouldManageUnconsumed.bind(wasm),
          setShouldSuspendAfterHeaders: setShouldSuspendAfterHeaders.bind(wasm),
          setMaxStartLineLength: setMaxStartLineLength.bind(wasm),
          setMaxHeaderLength: setMaxHeaderLength.bind(wasm),
          setMaxBodyPayload: setMaxBodyPayload.bind(wasm),
          setShouldSkipBody: setShouldSkipBody.bind(wasm),
          setActiveCallbacks: setActiveCallbacks.bind(wasm),
          setActiveEvents: setActiveEvents.bind(wasm),
          memory: wasm.memory,
          alloc: alloc.bind(wasm),
          dealloc: dealloc.bind(wasm),
          create: create.bind(wasm),
          destroy: destroy.bind(wasm),
          parse: parse.bind(wasm),
          fail: fail.bind(wasm),
          hasDebug: hasDebug.bind(wasm),
          clear: wasm.clear,
          complete: wasm.complete,
          finish: wasm.finish,
          pause: wasm.pause,
          reset: wasm.reset,
          resume: wasm.resume
        };
        return milo;
      }
      function simple() {
        const spans = {};
        const milo = setup({
          /* REPLACE: callbacks:simple */
        });
        milo.spans = spans;
        milo.create = simpleCreate.bind(milo, spans, milo.create);
        milo.destroy = simpleDestroy.bind(milo, spans, milo.destroy);
        return milo;
      }
      module2.exports = { wasmModule, noop, setup, simple };
    })
  ),
  /***/
  313: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const lazyLoaders = {
        __proto__: null,
        "node:crypto": () => __nccwpck_require__(77598),
        "node:sqlite": () => __nccwpck_require__(80099)
      };
      function detectRuntimeFeatureByNodeModule(moduleName) {
        try {
          lazyLoaders[moduleName]();
          return true;
        } catch (err) {
          if (err.code !== "ERR_UNKNOWN_BUILTIN_MODULE" && err.code !== "ERR_NO_CRYPTO") {
            throw err;
          }
          return false;
        }
      }
      const runtimeFeaturesAsNodeModule = (
        /** @type {const} */
        ["crypto", "sqlite"]
      );
      function detectRuntimeFeature(feature) {
        if (runtimeFeaturesAsNodeModule.includes(
          /** @type {RuntimeFeatureByNodeModule} */
          feature
        )) {
          return detectRuntimeFeatureByNodeModule(`node:${feature}`);
        }
        throw new TypeError(`unknown feature: ${feature}`);
      }
      class RuntimeFeatures {
        /** @type {Map<Feature, boolean>} */
        #map = /* @__PURE__ */ new Map();
        /**
         * Clears all cached feature detections.
         */
        clear() {
          this.#map.clear();
        }
        /**
         * @param {Feature} feature
         * @returns {boolean}
         */
        has(feature) {
          return this.#map.get(feature) ?? this.#detectRuntimeFeature(feature);
        }
        /**
         * @param {Feature} feature
         * @param {boolean} value
         */
        set(feature, value) {
          if (runtimeFeaturesAsNodeModule.includes(feature) === false) {
            throw new TypeError(`unknown feature: ${feature}`);
          }
          this.#map.set(feature, value);
        }
        /**
         * @param {Feature} feature
         * @returns {boolean}
         */
        #detectRuntimeFeature(feature) {
          const result = detectRuntimeFeature(feature);
          this.#map.set(feature, result);
          return result;
        }
      }
      const instance = new RuntimeFeatures();
      module2.exports.runtimeFeatures = instance;
      module2.exports["default"] = instance;
    })
  ),
  /***/
  84492: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const util = __nccwpck_require__(3440);
      const {
        readableStreamClose,
        fullyReadBody,
        extractMimeType
      } = __nccwpck_require__(73168);
      const { FormData, setFormDataState, getFormDataBoundary } = __nccwpck_require__(35910);
      const { webidl } = __nccwpck_require__(47879);
      const assert = __nccwpck_require__(34589);
      const { isErrored, isDisturbed } = __nccwpck_require__(57075);
      const { isUint8Array } = __nccwpck_require__(73429);
      const { serializeAMimeType } = __nccwpck_require__(51900);
      const { multipartFormDataParser } = __nccwpck_require__(50116);
      const { parseJSONFromBytes } = __nccwpck_require__(8116);
      const { utf8DecodeBytes } = __nccwpck_require__(276);
      const { ReadableStreamTee } = __nccwpck_require__(37830);
      const textEncoder = new TextEncoder();
      function noop() {
      }
      const streamRegistry = new FinalizationRegistry((weakRef) => {
        const stream = weakRef.deref();
        if (stream && !stream.locked && !isDisturbed(stream) && !isErrored(stream)) {
          stream.cancel("Response object has been garbage collected").catch(noop);
        }
      });
      function extractBody(object, keepalive = false) {
        let stream = null;
        if (webidl.is.ReadableStream(object)) {
          stream = object;
        } else if (webidl.is.Blob(object)) {
          stream = object.stream();
        } else {
          stream = new ReadableStream({
            start() {
            },
            async pull(controller) {
              const result = action();
              const iterator = result?.[Symbol.asyncIterator]?.();
              if (iterator == null) {
                if (result?.length && !isErrored(stream)) {
                  controller.enqueue(typeof result === "string" ? textEncoder.encode(result) : new Uint8Array(result));
                }
                queueMicrotask(() => readableStreamClose(controller));
                return;
              }
              while (true) {
                const { value, done } = await iterator.next();
                if (done) {
                  queueMicrotask(() => readableStreamClose(controller));
                  return;
                }
                if (value.length && !isErrored(stream)) {
                  controller.enqueue(new Uint8Array(value));
                  return;
                }
              }
            },
            cancel(reason) {
              return action()[Symbol.asyncIterator]?.().return(reason);
            },
            type: "bytes"
          });
        }
        assert(webidl.is.ReadableStream(stream));
        let action = null;
        let source = null;
        let length = null;
        let type = null;
        if (typeof object === "string") {
          source = object;
          type = "text/plain;charset=UTF-8";
        } else if (webidl.is.URLSearchParams(object)) {
          source = object.toString();
          type = "application/x-www-form-urlencoded;charset=UTF-8";
        } else if (webidl.is.BufferSource(object)) {
          source = webidl.util.getCopyOfBytesHeldByBufferSource(object);
        } else if (webidl.is.FormData(object)) {
          const boundary = getFormDataBoundary(object);
          const prefix = `--${boundary}\r
Content-Disposition: form-data`;
          /*! formdata-polyfill. MIT License. Jimmy Wärting <https://jimmy.warting.se/opensource> */
          const formdataEscape = (str) => str.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22");
          const normalizeLinefeeds = (value) => value.replace(/\r?\n|\r/g, "\r\n");
          const blobParts = [];
          const rn = new Uint8Array([13, 10]);
          length = 0;
          let hasUnknownSizeValue = false;
          for (const [name, value] of object) {
            if (typeof value === "string") {
              const chunk2 = textEncoder.encode(prefix + `; name="${formdataEscape(normalizeLinefeeds(name))}"\r
\r
${normalizeLinefeeds(value)}\r
`);
              blobParts.push(chunk2);
              length += chunk2.byteLength;
            } else {
              const chunk2 = textEncoder.encode(`${prefix}; name="${formdataEscape(normalizeLinefeeds(name))}"` + (value.name ? `; filename="${formdataEscape(value.name)}"` : "") + `\r
Content-Type: ${value.type || "application/octet-stream"}\r
\r
`);
              blobParts.push(chunk2, value, rn);
              if (typeof value.size === "number") {
                length += chunk2.byteLength + value.size + rn.byteLength;
              } else {
                hasUnknownSizeValue = true;
              }
            }
          }
          const chunk = textEncoder.encode(`--${boundary}--\r
`);
          blobParts.push(chunk);
          length += chunk.byteLength;
          if (hasUnknownSizeValue) {
            length = null;
          }
          source = object;
          const parts = (async function* () {
            for (const part of blobParts) {
              if (part.stream) {
                yield* part.stream();
              } else {
                yield part;
              }
            }
          })();
          action = () => parts;
          type = `multipart/form-data; boundary=${boundary}`;
        } else if (webidl.is.Blob(object)) {
          source = object;
          length = object.size;
          if (object.type) {
            type = object.type;
          }
        } else if (typeof object[Symbol.asyncIterator] === "function") {
          if (keepalive) {
            throw new TypeError("keepalive");
          }
          if (util.isDisturbed(object) || object.locked) {
            throw new TypeError(
              "Response body object should not be disturbed or locked"
            );
          }
          if (webidl.is.ReadableStream(object)) {
            stream = object;
          } else {
            const reader = ReadableStream.from(object).getReader();
            let cancelled = false;
            stream = new ReadableStream({
              async pull(controller) {
                while (true) {
                  const { done, value } = await reader.read();
                  if (cancelled) {
                    return;
                  }
                  if (done) {
                    controller.close();
                    return;
                  }
                  const bytes = isUint8Array(value) ? value : Buffer.from(value);
                  if (bytes.byteLength) {
                    controller.enqueue(bytes);
                    return;
                  }
                }
              },
              cancel(reason) {
                cancelled = true;
                return reader.cancel(reason);
              }
            }, { highWaterMark: 0 });
          }
        }
        if (typeof source === "string" || isUint8Array(source)) {
          action = () => source;
          length = typeof source === "string" ? Buffer.byteLength(source) : source.length;
        }
        const body = { stream, source, length };
        return [body, type];
      }
      function safelyExtractBody(object, keepalive = false) {
        if (webidl.is.ReadableStream(object)) {
          assert(!util.isDisturbed(object), "The body has already been consumed.");
          assert(!object.locked, "The stream is locked.");
        }
        return extractBody(object, keepalive);
      }
      function cloneBody(body) {
        const { 0: out1, 1: out2 } = ReadableStreamTee?.(body.stream, true) ?? body.stream.tee();
        body.stream = out1;
        return {
          stream: out2,
          length: body.length,
          source: body.source
        };
      }
      function bodyMixinMethods(brandCheck, getInternalState) {
        const methods = {
          blob() {
            return consumeBody(this, (bytes) => {
              let mimeType = bodyMimeType(getInternalState(this));
              if (mimeType === null) {
                mimeType = "";
              } else if (mimeType) {
                mimeType = serializeAMimeType(mimeType);
              }
              return new Blob([bytes], { type: mimeType });
            }, brandCheck, getInternalState);
          },
          arrayBuffer() {
            return consumeBody(this, (bytes) => {
              return new Uint8Array(bytes).buffer;
            }, brandCheck, getInternalState);
          },
          text() {
            return consumeBody(this, utf8DecodeBytes, brandCheck, getInternalState);
          },
          json() {
            return consumeBody(this, parseJSONFromBytes, brandCheck, getInternalState);
          },
          formData() {
            return consumeBody(this, (value) => {
              const mimeType = bodyMimeType(getInternalState(this));
              if (mimeType !== null) {
                switch (mimeType.essence) {
                  case "multipart/form-data": {
                    const parsed = multipartFormDataParser(value, mimeType);
                    const fd = new FormData();
                    setFormDataState(fd, parsed);
                    return fd;
                  }
                  case "application/x-www-form-urlencoded": {
                    const entries = new URLSearchParams(value.toString());
                    const fd = new FormData();
                    for (const [name, value2] of entries) {
                      fd.append(name, value2);
                    }
                    return fd;
                  }
                }
              }
              throw new TypeError(
                'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".'
              );
            }, brandCheck, getInternalState);
          },
          bytes() {
            return consumeBody(this, (bytes) => {
              return new Uint8Array(bytes);
            }, brandCheck, getInternalState);
          },
          textStream() {
            const this_ = getInternalState(this);
            if (bodyUnusable(this_)) {
              throw new TypeError("Body is unusable: Body has already been read");
            }
            if (this_.body == null) {
              let controller;
              const emptyStream = new ReadableStream({
                start: (c) => {
                  controller = c;
                },
                pull: () => Promise.resolve(),
                cancel: () => Promise.resolve()
              }, {
                size: () => 1
              });
              controller.close();
              return emptyStream;
            }
            const stream = this_.body.stream;
            const decoder = new TextDecoderStream("UTF-8");
            return stream.pipeThrough(decoder);
          }
        };
        return methods;
      }
      function mixinBody(prototype, getInternalState, brandCheck) {
        Object.assign(prototype.prototype, bodyMixinMethods(brandCheck, getInternalState));
      }
      function consumeBody(object, convertBytesToJSValue, brandCheck, getInternalState) {
        try {
          webidl.brandCheck(object, brandCheck);
        } catch (e) {
          return Promise.reject(e);
        }
        object = getInternalState(object);
        if (bodyUnusable(object)) {
          return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
        }
        const promise = Promise.withResolvers();
        const errorSteps = promise.reject;
        const successSteps = (data) => {
          try {
            promise.resolve(convertBytesToJSValue(data));
          } catch (e) {
            errorSteps(e);
          }
        };
        if (object.body == null) {
          successSteps(Buffer.allocUnsafe(0));
          return promise.promise;
        }
        fullyReadBody(object.body, successSteps, errorSteps);
        return promise.promise;
      }
      function bodyUnusable(object) {
        const body = object.body;
        return body != null && (body.stream.locked || util.isDisturbed(body.stream));
      }
      function bodyMimeType(requestOrResponse) {
        const headers = requestOrResponse.headersList;
        const mimeType = extractMimeType(headers);
        if (mimeType === "failure") {
          return null;
        }
        return mimeType;
      }
      module2.exports = {
        extractBody,
        safelyExtractBody,
        cloneBody,
        mixinBody,
        streamRegistry,
        bodyUnusable
      };
    })
  ),
  /***/
  4495: (
    /***/
    ((module2) => {
      const corsSafeListedMethods = (
        /** @type {const} */
        ["GET", "HEAD", "POST"]
      );
      const corsSafeListedMethodsSet = new Set(corsSafeListedMethods);
      const nullBodyStatus = (
        /** @type {const} */
        [101, 204, 205, 304]
      );
      const redirectStatus = (
        /** @type {const} */
        [301, 302, 303, 307, 308]
      );
      const redirectStatusSet = new Set(redirectStatus);
      const badPorts = (
        /** @type {const} */
        [
          "1",
          "7",
          "9",
          "11",
          "13",
          "15",
          "17",
          "19",
          "20",
          "21",
          "22",
          "23",
          "25",
          "37",
          "42",
          "43",
          "53",
          "69",
          "77",
          "79",
          "87",
          "95",
          "101",
          "102",
          "103",
          "104",
          "109",
          "110",
          "111",
          "113",
          "115",
          "117",
          "119",
          "123",
          "135",
          "137",
          "139",
          "143",
          "161",
          "179",
          "389",
          "427",
          "465",
          "512",
          "513",
          "514",
          "515",
          "526",
          "530",
          "531",
          "532",
          "540",
          "548",
          "554",
          "556",
          "563",
          "587",
          "601",
          "636",
          "989",
          "990",
          "993",
          "995",
          "1719",
          "1720",
          "1723",
          "2049",
          "3659",
          "4045",
          "4190",
          "5060",
          "5061",
          "6000",
          "6566",
          "6665",
          "6666",
          "6667",
          "6668",
          "6669",
          "6679",
          "6697",
          "10080"
        ]
      );
      const badPortsSet = new Set(badPorts);
      const referrerPolicyTokens = (
        /** @type {const} */
        [
          "no-referrer",
          "no-referrer-when-downgrade",
          "same-origin",
          "origin",
          "strict-origin",
          "origin-when-cross-origin",
          "strict-origin-when-cross-origin",
          "unsafe-url"
        ]
      );
      const referrerPolicy = (
        /** @type {const} */
        [
          "",
          ...referrerPolicyTokens
        ]
      );
      const referrerPolicyTokensSet = new Set(referrerPolicyTokens);
      const requestRedirect = (
        /** @type {const} */
        ["follow", "manual", "error"]
      );
      const safeMethods = (
        /** @type {const} */
        ["GET", "HEAD", "OPTIONS", "TRACE", "QUERY"]
      );
      const safeMethodsSet = new Set(safeMethods);
      const requestMode = (
        /** @type {const} */
        ["navigate", "same-origin", "no-cors", "cors"]
      );
      const requestCredentials = (
        /** @type {const} */
        ["omit", "same-origin", "include"]
      );
      const requestCache = (
        /** @type {const} */
        [
          "default",
          "no-store",
          "reload",
          "no-cache",
          "force-cache",
          "only-if-cached"
        ]
      );
      const requestBodyHeader = (
        /** @type {const} */
        [
          "content-encoding",
          "content-language",
          "content-location",
          "content-type",
          // See https://github.com/nodejs/undici/issues/2021
          // 'Content-Length' is a forbidden header name, which is typically
          // removed in the Headers implementation. However, undici doesn't
          // filter out headers, so we add it here.
          "content-length"
        ]
      );
      const requestDuplex = (
        /** @type {const} */
        [
          "half"
        ]
      );
      const forbiddenMethods = (
        /** @type {const} */
        ["CONNECT", "TRACE", "TRACK"]
      );
      const forbiddenMethodsSet = new Set(forbiddenMethods);
      const subresource = (
        /** @type {const} */
        [
          "audio",
          "audioworklet",
          "font",
          "image",
          "manifest",
          "paintworklet",
          "script",
          "style",
          "track",
          "video",
          "xslt",
          ""
        ]
      );
      const subresourceSet = new Set(subresource);
      module2.exports = {
        subresource,
        forbiddenMethods,
        requestBodyHeader,
        referrerPolicy,
        requestRedirect,
        requestMode,
        requestCredentials,
        requestCache,
        redirectStatus,
        corsSafeListedMethods,
        nullBodyStatus,
        safeMethods,
        badPorts,
        requestDuplex,
        subresourceSet,
        badPortsSet,
        redirectStatusSet,
        corsSafeListedMethodsSet,
        safeMethodsSet,
        forbiddenMethodsSet,
        referrerPolicyTokens: referrerPolicyTokensSet
      };
    })
  ),
  /***/
  51900: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const assert = __nccwpck_require__(34589);
      const { asciiLowercase, forgivingBase64, collectASequenceOfCodePoints, collectASequenceOfCodePointsFast, isomorphicDecode, removeASCIIWhitespace, removeChars } = __nccwpck_require__(8116);
      const encoder = new TextEncoder();
      const HTTP_TOKEN_CODEPOINTS = /^[-!#$%&'*+.^_`|~A-Za-z0-9]+$/u;
      const HTTP_WHITESPACE_REGEX = /[\u000A\u000D\u0009\u0020]/u;
      const HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/u;
      function dataURLProcessor(dataURL) {
        assert(dataURL.protocol === "data:");
        let input = URLSerializer(dataURL, true);
        input = input.slice(5);
        const position = { position: 0 };
        let mimeType = collectASequenceOfCodePointsFast(
          ",",
          input,
          position
        );
        const mimeTypeLength = mimeType.length;
        mimeType = removeASCIIWhitespace(mimeType, true, true);
        if (position.position >= input.length) {
          return "failure";
        }
        position.position++;
        const encodedBody = input.slice(mimeTypeLength + 1);
        let body = stringPercentDecode(encodedBody);
        if (/;\u0020*[Bb][Aa][Ss][Ee]64$/u.test(mimeType)) {
          const stringBody = isomorphicDecode(body);
          body = forgivingBase64(stringBody);
          if (body === "failure") {
            return "failure";
          }
          mimeType = mimeType.slice(0, -6);
          mimeType = mimeType.replace(/(\u0020+)$/u, "");
          mimeType = mimeType.slice(0, -1);
        }
        if (mimeType.startsWith(";")) {
          mimeType = "text/plain" + mimeType;
        }
        let mimeTypeRecord = parseMIMEType(mimeType);
        if (mimeTypeRecord === "failure") {
          mimeTypeRecord = parseMIMEType("text/plain;charset=US-ASCII");
        }
        return { mimeType: mimeTypeRecord, body };
      }
      function URLSerializer(url, excludeFragment = false) {
        if (!excludeFragment) {
          return url.href;
        }
        const href = url.href;
        const hashLength = url.hash.length;
        const serialized = hashLength === 0 ? href : href.substring(0, href.length - hashLength);
        if (!hashLength && href.endsWith("#")) {
          return serialized.slice(0, -1);
        }
        return serialized;
      }
      function stringPercentDecode(input) {
        const bytes = encoder.encode(input);
        return percentDecode(bytes);
      }
      function isHexCharByte(byte) {
        return byte >= 48 && byte <= 57 || byte >= 65 && byte <= 70 || byte >= 97 && byte <= 102;
      }
      function hexByteToNumber(byte) {
        return (
          // 0-9
          byte >= 48 && byte <= 57 ? byte - 48 : (byte & 223) - 55
        );
      }
      function percentDecode(input) {
        const length = input.length;
        const output = new Uint8Array(length);
        let j = 0;
        let i = 0;
        while (i < length) {
          const byte = input[i];
          if (byte !== 37) {
            output[j++] = byte;
          } else if (byte === 37 && !(isHexCharByte(input[i + 1]) && isHexCharByte(input[i + 2]))) {
            output[j++] = 37;
          } else {
            output[j++] = hexByteToNumber(input[i + 1]) << 4 | hexByteToNumber(input[i + 2]);
            i += 2;
          }
          ++i;
        }
        return length === j ? output : output.subarray(0, j);
      }
      function parseMIMEType(input) {
        input = removeHTTPWhitespace(input, true, true);
        const position = { position: 0 };
        const type = collectASequenceOfCodePointsFast(
          "/",
          input,
          position
        );
        if (type.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(type)) {
          return "failure";
        }
        if (position.position >= input.length) {
          return "failure";
        }
        position.position++;
        let subtype = collectASequenceOfCodePointsFast(
          ";",
          input,
          position
        );
        subtype = removeHTTPWhitespace(subtype, false, true);
        if (subtype.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(subtype)) {
          return "failure";
        }
        const typeLowercase = asciiLowercase(type);
        const subtypeLowercase = asciiLowercase(subtype);
        const mimeType = {
          type: typeLowercase,
          subtype: subtypeLowercase,
          /** @type {Map<string, string>} */
          parameters: /* @__PURE__ */ new Map(),
          // https://mimesniff.spec.whatwg.org/#mime-type-essence
          essence: `${typeLowercase}/${subtypeLowercase}`
        };
        while (position.position < input.length) {
          position.position++;
          collectASequenceOfCodePoints(
            // https://fetch.spec.whatwg.org/#http-whitespace
            (char) => HTTP_WHITESPACE_REGEX.test(char),
            input,
            position
          );
          let parameterName = collectASequenceOfCodePoints(
            (char) => char !== ";" && char !== "=",
            input,
            position
          );
          parameterName = asciiLowercase(parameterName);
          if (position.position < input.length) {
            if (input[position.position] === ";") {
              continue;
            }
            position.position++;
          }
          if (position.position >= input.length) {
            break;
          }
          let parameterValue = null;
          if (input[position.position] === '"') {
            parameterValue = collectAnHTTPQuotedString(input, position, true);
            collectASequenceOfCodePointsFast(
              ";",
              input,
              position
            );
          } else {
            parameterValue = collectASequenceOfCodePointsFast(
              ";",
              input,
              position
            );
            parameterValue = removeHTTPWhitespace(parameterValue, false, true);
            if (parameterValue.length === 0) {
              continue;
            }
          }
          if (parameterName.length !== 0 && HTTP_TOKEN_CODEPOINTS.test(parameterName) && (parameterValue.length === 0 || HTTP_QUOTED_STRING_TOKENS.test(parameterValue)) && !mimeType.parameters.has(parameterName)) {
            mimeType.parameters.set(parameterName, parameterValue);
          }
        }
        return mimeType;
      }
      function collectAnHTTPQuotedString(input, position, extractValue = false) {
        const positionStart = position.position;
        let value = "";
        assert(input[position.position] === '"');
        position.position++;
        while (true) {
          value += collectASequenceOfCodePoints(
            (char) => char !== '"' && char !== "\\",
            input,
            position
          );
          if (position.position >= input.length) {
            break;
          }
          const quoteOrBackslash = input[position.position];
          position.position++;
          if (quoteOrBackslash === "\\") {
            if (position.position >= input.length) {
              value += "\\";
              break;
            }
            value += input[position.position];
            position.position++;
          } else {
            assert(quoteOrBackslash === '"');
            break;
          }
        }
        if (extractValue) {
          return value;
        }
        return input.slice(positionStart, position.position);
      }
      function serializeAMimeType(mimeType) {
        assert(mimeType !== "failure");
        const { parameters, essence } = mimeType;
        let serialization = essence;
        for (let [name, value] of parameters.entries()) {
          serialization += ";";
          serialization += name;
          serialization += "=";
          if (!HTTP_TOKEN_CODEPOINTS.test(value)) {
            value = value.replace(/[\\"]/ug, "\\$&");
            value = '"' + value;
            value += '"';
          }
          serialization += value;
        }
        return serialization;
      }
      function isHTTPWhiteSpace(char) {
        return char === 13 || char === 10 || char === 9 || char === 32;
      }
      function removeHTTPWhitespace(str, leading = true, trailing = true) {
        return removeChars(str, leading, trailing, isHTTPWhiteSpace);
      }
      function minimizeSupportedMimeType(mimeType) {
        switch (mimeType.essence) {
          case "application/ecmascript":
          case "application/javascript":
          case "application/x-ecmascript":
          case "application/x-javascript":
          case "text/ecmascript":
          case "text/javascript":
          case "text/javascript1.0":
          case "text/javascript1.1":
          case "text/javascript1.2":
          case "text/javascript1.3":
          case "text/javascript1.4":
          case "text/javascript1.5":
          case "text/jscript":
          case "text/livescript":
          case "text/x-ecmascript":
          case "text/x-javascript":
            return "text/javascript";
          case "application/json":
          case "text/json":
            return "application/json";
          case "image/svg+xml":
            return "image/svg+xml";
          case "text/xml":
          case "application/xml":
            return "application/xml";
        }
        if (mimeType.subtype.endsWith("+json")) {
          return "application/json";
        }
        if (mimeType.subtype.endsWith("+xml")) {
          return "application/xml";
        }
        return "";
      }
      module2.exports = {
        dataURLProcessor,
        URLSerializer,
        stringPercentDecode,
        parseMIMEType,
        collectAnHTTPQuotedString,
        serializeAMimeType,
        removeHTTPWhitespace,
        minimizeSupportedMimeType,
        HTTP_TOKEN_CODEPOINTS
      };
    })
  ),
  /***/
  50116: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const { bufferToLowerCasedHeaderName } = __nccwpck_require__(3440);
      const { HTTP_TOKEN_CODEPOINTS } = __nccwpck_require__(51900);
      const { makeEntry } = __nccwpck_require__(35910);
      const { webidl } = __nccwpck_require__(47879);
      const assert = __nccwpck_require__(34589);
      const { isomorphicDecode } = __nccwpck_require__(8116);
      const dd = Buffer.from("--");
      const decoder = new TextDecoder();
      const decoderIgnoreBOM = new TextDecoder("utf-8", { ignoreBOM: true });
      function isAsciiString(chars) {
        for (let i = 0; i < chars.length; ++i) {
          if ((chars.charCodeAt(i) & ~127) !== 0) {
            return false;
          }
        }
        return true;
      }
      function validateBoundary(boundary) {
        const length = boundary.length;
        if (length < 27 || length > 70) {
          return false;
        }
        for (let i = 0; i < length; ++i) {
          const cp = boundary.charCodeAt(i);
          if (!(cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 39 || cp === 45 || cp === 95)) {
            return false;
          }
        }
        return true;
      }
      function multipartFormDataParser(input, mimeType) {
        assert(mimeType !== "failure" && mimeType.essence === "multipart/form-data");
        const boundaryString = mimeType.parameters.get("boundary");
        if (boundaryString === void 0) {
          throw parsingError("missing boundary in content-type header");
        }
        const boundary = Buffer.from(`--${boundaryString}`, "utf8");
        const entryList = [];
        const position = { position: 0 };
        const firstBoundaryIndex = input.indexOf(boundary);
        if (firstBoundaryIndex === -1) {
          throw parsingError("no boundary found in multipart body");
        }
        position.position = firstBoundaryIndex;
        while (true) {
          if (input.subarray(position.position, position.position + boundary.length).equals(boundary)) {
            position.position += boundary.length;
          } else {
            throw parsingError("expected a value starting with -- and the boundary");
          }
          if (bufferStartsWith(input, dd, position)) {
            return entryList;
          }
          if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
            throw parsingError("expected CRLF");
          }
          position.position += 2;
          const result = parseMultipartFormDataHeaders(input, position);
          let { name, filename, contentType, encoding } = result;
          position.position += 2;
          let body;
          {
            const boundaryIndex = input.indexOf(boundary.subarray(2), position.position);
            if (boundaryIndex === -1) {
              throw parsingError("expected boundary after body");
            }
            body = input.subarray(position.position, boundaryIndex - 4);
            position.position += body.length;
            if (encoding === "base64") {
              body = Buffer.from(body.toString(), "base64");
            }
          }
          if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
            throw parsingError("expected CRLF");
          } else {
            position.position += 2;
          }
          let value;
          if (filename !== null) {
            contentType ??= "text/plain";
            if (!isAsciiString(contentType)) {
              contentType = "";
            }
            value = new File([body], filename, { type: contentType });
          } else {
            value = decoderIgnoreBOM.decode(Buffer.from(body));
          }
          assert(webidl.is.USVString(name));
          assert(typeof value === "string" && webidl.is.USVString(value) || webidl.is.File(value));
          entryList.push(makeEntry(name, value, filename));
        }
      }
      function parseContentDispositionAttribute(input, position) {
        if (input[position.position] === 59) {
          position.position++;
        }
        collectASequenceOfBytes(
          (char) => char === 32 || char === 9,
          input,
          position
        );
        const attributeName = collectASequenceOfBytes(
          (char) => isToken(char) && char !== 61 && char !== 42,
          // not = or *
          input,
          position
        );
        if (attributeName.length === 0) {
          return null;
        }
        const attrNameStr = attributeName.toString("ascii").toLowerCase();
        const isExtended = input[position.position] === 42;
        if (isExtended) {
          position.position++;
        }
        if (input[position.position] !== 61) {
          return null;
        }
        position.position++;
        collectASequenceOfBytes(
          (char) => char === 32 || char === 9,
          input,
          position
        );
        let value;
        if (isExtended) {
          const headerValue = collectASequenceOfBytes(
            (char) => char !== 32 && char !== 13 && char !== 10 && char !== 59,
            // not space, CRLF, or ;
            input,
            position
          );
          const charsetSeparator = headerValue.indexOf(39);
          const languageSeparator = charsetSeparator === -1 ? -1 : headerValue.indexOf(39, charsetSeparator + 1);
          if (charsetSeparator === -1 || languageSeparator === -1) {
            throw parsingError("expected charset and language separators in extended value");
          }
          if (charsetSeparator !== 5 || headerValue[0] !== 117 && headerValue[0] !== 85 || // u or U
          headerValue[1] !== 116 && headerValue[1] !== 84 || // t or T
          headerValue[2] !== 102 && headerValue[2] !== 70 || // f or F
          headerValue[3] !== 45 || // -
          headerValue[4] !== 56) {
            throw parsingError("unknown charset, expected utf-8");
          }
          value = decodeURIComponent(decoder.decode(headerValue.subarray(languageSeparator + 1)));
        } else if (input[position.position] === 34) {
          position.position++;
          const quotedValue = collectASequenceOfBytes(
            (char) => char !== 10 && char !== 13 && char !== 34,
            // not LF, CR, or "
            input,
            position
          );
          if (input[position.position] !== 34) {
            throw parsingError("Closing quote not found");
          }
          position.position++;
          value = decoder.decode(quotedValue).replace(/%0A/ig, "\n").replace(/%0D/ig, "\r").replace(/%22/g, '"');
        } else {
          const tokenValue = collectASequenceOfBytes(
            (char) => isToken(char) && char !== 59,
            // not ;
            input,
            position
          );
          value = decoder.decode(tokenValue);
        }
        return { name: attrNameStr, value, extended: isExtended };
      }
      function parseMultipartFormDataHeaders(input, position) {
        let name = null;
        let filename = null;
        let contentType = null;
        let encoding = null;
        while (true) {
          if (input[position.position] === 13 && input[position.position + 1] === 10) {
            if (name === null) {
              throw parsingError("header name is null");
            }
            return { name, filename, contentType, encoding };
          }
          let headerName = collectASequenceOfBytes(
            (char) => char !== 10 && char !== 13 && char !== 58,
            input,
            position
          );
          headerName = removeChars(headerName, true, true, (char) => char === 9 || char === 32);
          if (!HTTP_TOKEN_CODEPOINTS.test(headerName.toString())) {
            throw parsingError("header name does not match the field-name token production");
          }
          if (input[position.position] !== 58) {
            throw parsingError("expected :");
          }
          position.position++;
          collectASequenceOfBytes(
            (char) => char === 32 || char === 9,
            input,
            position
          );
          switch (bufferToLowerCasedHeaderName(headerName)) {
            case "content-disposition": {
              name = filename = null;
              let filenameIsExtended = false;
              const dispositionType = collectASequenceOfBytes(
                (char) => isToken(char),
                input,
                position
              );
              if (dispositionType.toString("ascii").toLowerCase() !== "form-data") {
                throw parsingError("expected form-data for content-disposition header");
              }
              while (position.position < input.length && (input[position.position] !== 13 || input[position.position + 1] !== 10)) {
                const attribute = parseContentDispositionAttribute(input, position);
                if (!attribute) {
                  break;
                }
                if (attribute.name === "name") {
                  name = attribute.value;
                } else if (attribute.name === "filename") {
                  if (attribute.extended) {
                    filename = attribute.value;
                    filenameIsExtended = true;
                  } else if (!filenameIsExtended) {
                    filename = attribute.value;
                  }
                }
              }
              if (name === null) {
                throw parsingError("name attribute is required in content-disposition header");
              }
              break;
            }
            case "content-type": {
              let headerValue = collectASequenceOfBytes(
                (char) => char !== 10 && char !== 13,
                input,
                position
              );
              headerValue = removeChars(headerValue, false, true, (char) => char === 9 || char === 32);
              contentType = isomorphicDecode(headerValue);
              break;
            }
            case "content-transfer-encoding": {
              let headerValue = collectASequenceOfBytes(
                (char) => char !== 10 && char !== 13,
                input,
                position
              );
              headerValue = removeChars(headerValue, false, true, (char) => char === 9 || char === 32);
              encoding = isomorphicDecode(headerValue);
              break;
            }
            default: {
              collectASequenceOfBytes(
                (char) => char !== 10 && char !== 13,
                input,
                position
              );
            }
          }
          if (input[position.position] !== 13 || input[position.position + 1] !== 10) {
            throw parsingError("expected CRLF");
          } else {
            position.position += 2;
          }
        }
      }
      function collectASequenceOfBytes(condition, input, position) {
        let start = position.position;
        while (start < input.length && condition(input[start])) {
          ++start;
        }
        return input.subarray(position.position, position.position = start);
      }
      function removeChars(buf, leading, trailing, predicate) {
        let lead = 0;
        let trail = buf.length - 1;
        if (leading) {
          while (lead < buf.length && predicate(buf[lead])) lead++;
        }
        if (trailing) {
          while (trail > 0 && predicate(buf[trail])) trail--;
        }
        return lead === 0 && trail === buf.length - 1 ? buf : buf.subarray(lead, trail + 1);
      }
      function bufferStartsWith(buffer, start, position) {
        if (buffer.length < start.length) {
          return false;
        }
        for (let i = 0; i < start.length; i++) {
          if (start[i] !== buffer[position.position + i]) {
            return false;
          }
        }
        return true;
      }
      function parsingError(cause) {
        return new TypeError("Failed to parse body as FormData.", { cause: new TypeError(cause) });
      }
      function isCTL(char) {
        return char <= 31 || char === 127;
      }
      function isTSpecial(char) {
        return char === 40 || // (
        char === 41 || // )
        char === 60 || // <
        char === 62 || // >
        char === 64 || // @
        char === 44 || // ,
        char === 59 || // ;
        char === 58 || // :
        char === 92 || // \
        char === 34 || // "
        char === 47 || // /
        char === 91 || // [
        char === 93 || // ]
        char === 63 || // ?
        char === 61;
      }
      function isToken(char) {
        return char <= 127 && // ascii
        char !== 32 && // space
        char !== 9 && !isCTL(char) && !isTSpecial(char);
      }
      module2.exports = {
        multipartFormDataParser,
        validateBoundary
      };
    })
  ),
  /***/
  35910: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const { iteratorMixin } = __nccwpck_require__(73168);
      const { kEnumerableProperty } = __nccwpck_require__(3440);
      const { webidl } = __nccwpck_require__(47879);
      const nodeUtil = __nccwpck_require__(57975);
      const { runtimeFeatures } = __nccwpck_require__(313);
      const random = runtimeFeatures.has("crypto") ? __nccwpck_require__(77598).randomInt : (max) => Math.floor(Math.random() * max);
      let getFormDataState, setFormDataState, getFormDataBoundary;
      class FormData {
        #state = [];
        #boundary = null;
        constructor(form = void 0) {
          webidl.util.markAsUncloneable(this);
          if (form !== void 0) {
            throw webidl.errors.conversionFailed({
              prefix: "FormData constructor",
              argument: "Argument 1",
              types: ["undefined"]
            });
          }
        }
        append(name, value, filename = void 0) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.append";
          webidl.argumentLengthCheck(arguments, 2, prefix);
          name = webidl.converters.USVString(name);
          if (arguments.length === 3 || webidl.is.Blob(value)) {
            value = webidl.converters.Blob(value, prefix, "value");
            if (filename !== void 0) {
              filename = webidl.converters.USVString(filename);
            }
          } else {
            value = webidl.converters.USVString(value);
          }
          const entry = makeEntry(name, value, filename);
          this.#state.push(entry);
        }
        delete(name) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.delete";
          webidl.argumentLengthCheck(arguments, 1, prefix);
          name = webidl.converters.USVString(name);
          this.#state = this.#state.filter((entry) => entry.name !== name);
        }
        get(name) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.get";
          webidl.argumentLengthCheck(arguments, 1, prefix);
          name = webidl.converters.USVString(name);
          const idx = this.#state.findIndex((entry) => entry.name === name);
          if (idx === -1) {
            return null;
          }
          return this.#state[idx].value;
        }
        getAll(name) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.getAll";
          webidl.argumentLengthCheck(arguments, 1, prefix);
          name = webidl.converters.USVString(name);
          return this.#state.filter((entry) => entry.name === name).map((entry) => entry.value);
        }
        has(name) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.has";
          webidl.argumentLengthCheck(arguments, 1, prefix);
          name = webidl.converters.USVString(name);
          return this.#state.findIndex((entry) => entry.name === name) !== -1;
        }
        set(name, value, filename = void 0) {
          webidl.brandCheck(this, webidl.is.FormData);
          const prefix = "FormData.set";
          webidl.argumentLengthCheck(arguments, 2, prefix);
          name = webidl.converters.USVString(name);
          if (arguments.length === 3 || webidl.is.Blob(value)) {
            value = webidl.converters.Blob(value, prefix, "value");
            if (filename !== void 0) {
              filename = webidl.converters.USVString(filename);
            }
          } else {
            value = webidl.converters.USVString(value);
          }
          const entry = makeEntry(name, value, filename);
          const idx = this.#state.findIndex((entry2) => entry2.name === name);
          if (idx !== -1) {
            this.#state = [
              ...this.#state.slice(0, idx),
              entry,
              ...this.#state.slice(idx + 1).filter((entry2) => entry2.name !== name)
            ];
          } else {
            this.#state.push(entry);
          }
        }
        [nodeUtil.inspect.custom](depth, options) {
          const state = Object.groupBy(this.#state, ({ name }) => name);
          for (const [name, entries] of Object.entries(state)) {
            state[name] = entries.length === 1 ? entries[0].value : entries.map(({ value }) => value);
          }
          options.depth ??= depth;
          options.colors ??= true;
          const output = nodeUtil.formatWithOptions(options, state);
          return `FormData ${output.slice(output.indexOf("]") + 2)}`;
        }
        static {
          getFormDataState = (formData) => formData.#state;
          setFormDataState = (formData, newState) => {
            formData.#state = newState;
          };
          getFormDataBoundary = (formData) => {
            return formData.#boundary ??= `----formdata-undici-0${`${random(1e11)}`.padStart(11, "0")}`;
          };
          webidl.is.FormData = (arg) => {
            return arg != null && typeof arg === "object" && #state in arg;
          };
        }
      }
      iteratorMixin("FormData", FormData, getFormDataState, "name", "value", webidl.is.FormData);
      Object.defineProperties(FormData.prototype, {
        append: kEnumerableProperty,
        delete: kEnumerableProperty,
        get: kEnumerableProperty,
        getAll: kEnumerableProperty,
        has: kEnumerableProperty,
        set: kEnumerableProperty,
        [Symbol.toStringTag]: {
          value: "FormData",
          configurable: true
        }
      });
      function makeEntry(name, value, filename) {
        if (typeof value === "string") {
        } else {
          if (!webidl.is.File(value)) {
            value = new File([value], "blob", { type: value.type });
          }
          if (filename !== void 0) {
            const options = {
              type: value.type,
              lastModified: value.lastModified
            };
            value = new File([value], filename, options);
          }
        }
        return { name, value };
      }
      module2.exports = { FormData, makeEntry, setFormDataState, getFormDataBoundary };
    })
  ),
  /***/
  51059: (
    /***/
    ((module2) => {
      const globalOrigin = /* @__PURE__ */ Symbol.for("undici.globalOrigin.1");
      function getGlobalOrigin() {
        return globalThis[globalOrigin];
      }
      function setGlobalOrigin(newOrigin) {
        if (newOrigin === void 0) {
          Object.defineProperty(globalThis, globalOrigin, {
            value: void 0,
            writable: true,
            enumerable: false,
            configurable: false
          });
          return;
        }
        const parsedURL = new URL(newOrigin);
        if (parsedURL.protocol !== "http:" && parsedURL.protocol !== "https:") {
          throw new TypeError(`Only http & https urls are allowed, received ${parsedURL.protocol}`);
        }
        Object.defineProperty(globalThis, globalOrigin, {
          value: parsedURL,
          writable: true,
          enumerable: false,
          configurable: false
        });
      }
      module2.exports = {
        getGlobalOrigin,
        setGlobalOrigin
      };
    })
  ),
  /***/
  73168: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const { Transform } = __nccwpck_require__(57075);
      const zlib = __nccwpck_require__(38522);
      const { redirectStatusSet, referrerPolicyTokens, badPortsSet } = __nccwpck_require__(4495);
      const { getGlobalOrigin } = __nccwpck_require__(51059);
      const { collectAnHTTPQuotedString, parseMIMEType } = __nccwpck_require__(51900);
      const { performance } = __nccwpck_require__(643);
      const { isValidHTTPToken, normalizedMethodRecordsBase } = __nccwpck_require__(3440);
      const assert = __nccwpck_require__(34589);
      const { isUint8Array } = __nccwpck_require__(73429);
      const { webidl } = __nccwpck_require__(47879);
      const { isomorphicEncode, collectASequenceOfCodePoints, removeChars } = __nccwpck_require__(8116);
      function responseURL(response) {
        const urlList = response.urlList;
        const length = urlList.length;
        return length === 0 ? null : urlList[length - 1].toString();
      }
      function responseLocationURL(response, requestFragment) {
        if (!redirectStatusSet.has(response.status)) {
          return null;
        }
        let location = response.headersList.get("location", true);
        if (location !== null && isValidHeaderValue(location)) {
          if (!isValidEncodedURL(location)) {
            location = normalizeBinaryStringToUtf8(location);
          }
          location = new URL(location, responseURL(response));
        }
        if (location && !location.hash) {
          location.hash = requestFragment;
        }
        return location;
      }
      function isValidEncodedURL(url) {
        for (let i = 0; i < url.length; ++i) {
          const code = url.charCodeAt(i);
          if (code > 126 || // Non-US-ASCII + DEL
          code < 32) {
            return false;
          }
        }
        return true;
      }
      function normalizeBinaryStringToUtf8(value) {
        return Buffer.from(value, "binary").toString("utf8");
      }
      function requestCurrentURL(request) {
        return request.urlList[request.urlList.length - 1];
      }
      function requestBadPort(request) {
        const url = requestCurrentURL(request);
        if (urlIsHttpHttpsScheme(url) && badPortsSet.has(url.port)) {
          return "blocked";
        }
        return "allowed";
      }
      function isErrorLike(object) {
        return object instanceof Error || (object?.constructor?.name === "Error" || object?.constructor?.name === "DOMException");
      }
      function isValidReasonPhrase(statusText) {
        for (let i = 0; i < statusText.length; ++i) {
          const c = statusText.charCodeAt(i);
          if (!(c === 9 || // HTAB
          c >= 32 && c <= 126 || // SP / VCHAR
          c >= 128 && c <= 255)) {
            return false;
          }
        }
        return true;
      }
      const isValidHeaderName = isValidHTTPToken;
      function isValidHeaderValue(potentialValue) {
        return (potentialValue[0] === "	" || potentialValue[0] === " " || potentialValue[potentialValue.length - 1] === "	" || potentialValue[potentialValue.length - 1] === " " || potentialValue.includes("\n") || potentialValue.includes("\r") || potentialValue.includes("\0")) === false;
      }
      function parseReferrerPolicy(actualResponse) {
        const policyHeader = (actualResponse.headersList.get("referrer-policy", true) ?? "").split(",");
        let policy = "";
        if (policyHeader.length) {
          for (let i = policyHeader.length; i !== 0; i--) {
            const token = policyHeader[i - 1].trim();
            if (referrerPolicyTokens.has(token)) {
              policy = token;
              break;
            }
          }
        }
        return policy;
      }
      function setRequestReferrerPolicyOnRedirect(request, actualResponse) {
        const policy = parseReferrerPolicy(actualResponse);
        if (policy !== "") {
          request.referrerPolicy = policy;
        }
      }
      function crossOriginResourcePolicyCheck() {
        return "allowed";
      }
      function corsCheck() {
        return "success";
      }
      function TAOCheck() {
        return "success";
      }
      function appendFetchMetadata(httpRequest) {
        if (!isURLPotentiallyTrustworthy(requestCurrentURL(httpRequest))) {
          return;
        }
        let header = null;
        header = httpRequest.mode;
        httpRequest.headersList.set("sec-fetch-mode", header, true);
      }
      function appendRequestOriginHeader(request) {
        let serializedOrigin = request.origin;
        if (serializedOrigin === "client" || serializedOrigin === void 0) {
          return;
        }
        if (request.responseTainting === "cors" || request.mode === "websocket") {
          request.headersList.append("origin", serializedOrigin, true);
        } else if (request.method !== "GET" && request.method !== "HEAD") {
          switch (request.referrerPolicy) {
            case "no-referrer":
              serializedOrigin = null;
              break;
            case "no-referrer-when-downgrade":
            case "strict-origin":
            case "strict-origin-when-cross-origin":
              if (request.origin && urlHasHttpsScheme(request.origin) && !urlHasHttpsScheme(requestCurrentURL(request))) {
                serializedOrigin = null;
              }
              break;
            case "same-origin":
              if (!sameOrigin(request, requestCurrentURL(request))) {
                serializedOrigin = null;
              }
              break;
            default:
          }
          request.headersList.append("origin", serializedOrigin, true);
        }
      }
      function coarsenTime(timestamp, crossOriginIsolatedCapability) {
        return timestamp;
      }
      function clampAndCoarsenConnectionTimingInfo(connectionTimingInfo, defaultStartTime, crossOriginIsolatedCapability) {
        if (!connectionTimingInfo?.startTime || connectionTimingInfo.startTime < defaultStartTime) {
          return {
            domainLookupStartTime: defaultStartTime,
            domainLookupEndTime: defaultStartTime,
            connectionStartTime: defaultStartTime,
            connectionEndTime: defaultStartTime,
            secureConnectionStartTime: defaultStartTime,
            ALPNNegotiatedProtocol: connectionTimingInfo?.ALPNNegotiatedProtocol
          };
        }
        return {
          domainLookupStartTime: coarsenTime(connectionTimingInfo.domainLookupStartTime, crossOriginIsolatedCapability),
          domainLookupEndTime: coarsenTime(connectionTimingInfo.domainLookupEndTime, crossOriginIsolatedCapability),
          connectionStartTime: coarsenTime(connectionTimingInfo.connectionStartTime, crossOriginIsolatedCapability),
          connectionEndTime: coarsenTime(connectionTimingInfo.connectionEndTime, crossOriginIsolatedCapability),
          secureConnectionStartTime: coarsenTime(connectionTimingInfo.secureConnectionStartTime, crossOriginIsolatedCapability),
          ALPNNegotiatedProtocol: connectionTimingInfo.ALPNNegotiatedProtocol
        };
      }
      function coarsenedSharedCurrentTime(crossOriginIsolatedCapability) {
        return coarsenTime(performance.now(), crossOriginIsolatedCapability);
      }
      function createOpaqueTimingInfo(timingInfo) {
        return {
          startTime: timingInfo.startTime ?? 0,
          redirectStartTime: 0,
          redirectEndTime: 0,
          postRedirectStartTime: timingInfo.startTime ?? 0,
          finalServiceWorkerStartTime: 0,
          finalNetworkResponseStartTime: 0,
          finalNetworkRequestStartTime: 0,
          endTime: 0,
          encodedBodySize: 0,
          decodedBodySize: 0,
          finalConnectionTimingInfo: null
        };
      }
      function makePolicyContainer() {
        return {
          referrerPolicy: "strict-origin-when-cross-origin"
        };
      }
      function clonePolicyContainer(policyContainer) {
        return {
          referrerPolicy: policyContainer.referrerPolicy
        };
      }
      function determineRequestsReferrer(request) {
        const policy = request.referrerPolicy;
        assert(policy);
        let referrerSource = null;
        if (request.referrer === "client") {
          const globalOrigin = getGlobalOrigin();
          if (!globalOrigin || globalOrigin.origin === "null") {
            return "no-referrer";
          }
          referrerSource = new URL(globalOrigin);
        } else if (webidl.is.URL(request.referrer)) {
          referrerSource = request.referrer;
        }
        let referrerURL = stripURLForReferrer(referrerSource);
        const referrerOrigin = stripURLForReferrer(referrerSource, true);
        if (referrerURL.toString().length > 4096) {
          referrerURL = referrerOrigin;
        }
        switch (policy) {
          case "no-referrer":
            return "no-referrer";
          case "origin":
            if (referrerOrigin != null) {
              return referrerOrigin;
            }
            return stripURLForReferrer(referrerSource, true);
          case "unsafe-url":
            return referrerURL;
          case "strict-origin": {
            const currentURL = requestCurrentURL(request);
            if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
              return "no-referrer";
            }
            return referrerOrigin;
          }
          case "strict-origin-when-cross-origin": {
            const currentURL = requestCurrentURL(request);
            if (sameOrigin(referrerURL, currentURL)) {
              return referrerURL;
            }
            if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
              return "no-referrer";
            }
            return referrerOrigin;
          }
          case "same-origin":
            if (sameOrigin(request, referrerURL)) {
              return referrerURL;
            }
            return "no-referrer";
          case "origin-when-cross-origin":
            if (sameOrigin(request, referrerURL)) {
              return referrerURL;
            }
            return referrerOrigin;
          case "no-referrer-when-downgrade": {
            const currentURL = requestCurrentURL(request);
            if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
              return "no-referrer";
            }
            return referrerURL;
          }
        }
      }
      function stripURLForReferrer(url, originOnly = false) {
        assert(webidl.is.URL(url));
        url = new URL(url);
        if (urlIsLocal(url)) {
          return "no-referrer";
        }
        url.username = "";
        url.password = "";
        url.hash = "";
        if (originOnly === true) {
          url.pathname = "";
          url.search = "";
        }
        return url;
      }
      const isPotentiallyTrustworthyIPv4 = RegExp.prototype.test.bind(/^127\.(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.){2}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/);
      const isPotentiallyTrustworthyIPv6 = RegExp.prototype.test.bind(/^(?:(?:0{1,4}:){7}|(?:0{1,4}:){1,6}:|::)0{0,3}1$/);
      function isOriginIPPotentiallyTrustworthy(origin) {
        if (origin.includes(":")) {
          if (origin[0] === "[" && origin[origin.length - 1] === "]") {
            origin = origin.slice(1, -1);
          }
          return isPotentiallyTrustworthyIPv6(origin);
        }
        return isPotentiallyTrustworthyIPv4(origin);
      }
      function isOriginPotentiallyTrustworthy(origin) {
        if (origin == null || origin === "null") {
          return false;
        }
        origin = new URL(origin);
        if (origin.protocol === "https:" || origin.protocol === "wss:") {
          return true;
        }
        if (isOriginIPPotentiallyTrustworthy(origin.hostname)) {
          return true;
        }
        if (origin.hostname === "localhost" || origin.hostname === "localhost.") {
          return true;
        }
        if (origin.hostname.endsWith(".localhost") || origin.hostname.endsWith(".localhost.")) {
          return true;
        }
        if (origin.protocol === "file:") {
          return true;
        }
        return false;
      }
      function isURLPotentiallyTrustworthy(url) {
        if (!webidl.is.URL(url)) {
          return false;
        }
        if (url.href === "about:blank" || url.href === "about:srcdoc") {
          return true;
        }
        if (url.protocol === "data:") return true;
        if (url.protocol === "blob:") return true;
        return isOriginPotentiallyTrustworthy(url.origin);
      }
      function tryUpgradeRequestToAPotentiallyTrustworthyURL(request) {
      }
      function sameOrigin(A, B) {
        if (A.origin === B.origin && A.origin === "null") {
          return true;
        }
        if (A.protocol === B.protocol && A.hostname === B.hostname && A.port === B.port) {
          return true;
        }
        return false;
      }
      function isAborted(fetchParams) {
        return fetchParams.controller.state === "aborted";
      }
      function isCancelled(fetchParams) {
        return fetchParams.controller.state === "aborted" || fetchParams.controller.state === "terminated";
      }
      function normalizeMethod(method) {
        return normalizedMethodRecordsBase[method.toLowerCase()] ?? method;
      }
      const esIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
      function createIterator(name, kInternalIterator, keyIndex = 0, valueIndex = 1) {
        class FastIterableIterator {
          /** @type {any} */
          #target;
          /** @type {'key' | 'value' | 'key+value'} */
          #kind;
          /** @type {number} */
          #index;
          /**
           * @see https://webidl.spec.whatwg.org/#dfn-default-iterator-object
           * @param {unknown} target
           * @param {'key' | 'value' | 'key+value'} kind
           */
          constructor(target, kind) {
            this.#target = target;
            this.#kind = kind;
            this.#index = 0;
          }
          next() {
            if (typeof this !== "object" || this === null || !(#target in this)) {
              throw new TypeError(
                `'next' called on an object that does not implement interface ${name} Iterator.`
              );
            }
            const index = this.#index;
            const values = kInternalIterator(this.#target);
            const len = values.length;
            if (index >= len) {
              return {
                value: void 0,
                done: true
              };
            }
            const { [keyIndex]: key, [valueIndex]: value } = values[index];
            this.#index = index + 1;
            let result;
            switch (this.#kind) {
              case "key":
                result = key;
                break;
              case "value":
                result = value;
                break;
              case "key+value":
                result = [key, value];
                break;
            }
            return {
              value: result,
              done: false
            };
          }
        }
        delete FastIterableIterator.prototype.constructor;
        Object.setPrototypeOf(FastIterableIterator.prototype, esIteratorPrototype);
        Object.defineProperties(FastIterableIterator.prototype, {
          [Symbol.toStringTag]: {
            writable: false,
            enumerable: false,
            configurable: true,
            value: `${name} Iterator`
          },
          next: { writable: true, enumerable: true, configurable: true }
        });
        return function(target, kind) {
          return new FastIterableIterator(target, kind);
        };
      }
      function iteratorMixin(name, object, kInternalIterator, keyIndex = 0, valueIndex = 1, brandCheck) {
        const makeIterator = createIterator(name, kInternalIterator, keyIndex, valueIndex);
        const properties = {
          keys: {
            writable: true,
            enumerable: true,
            configurable: true,
            value: function keys() {
              webidl.brandCheck(this, brandCheck);
              return makeIterator(this, "key");
            }
          },
          values: {
            writable: true,
            enumerable: true,
            configurable: true,
            value: function values() {
              webidl.brandCheck(this, brandCheck);
              return makeIterator(this, "value");
            }
          },
          entries: {
            writable: true,
            enumerable: true,
            configurable: true,
            value: function entries() {
              webidl.brandCheck(this, brandCheck);
              return makeIterator(this, "key+value");
            }
          },
          forEach: {
            writable: true,
            enumerable: true,
            configurable: true,
            value: function forEach(callbackfn, thisArg = globalThis) {
              webidl.brandCheck(this, brandCheck);
              webidl.argumentLengthCheck(arguments, 1, `${name}.forEach`);
              if (typeof callbackfn !== "function") {
                throw new TypeError(
                  `Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`
                );
              }
              for (const { 0: key, 1: value } of makeIterator(this, "key+value")) {
                callbackfn.call(thisArg, value, key, this);
              }
            }
          }
        };
        return Object.defineProperties(object.prototype, {
          ...properties,
          [Symbol.iterator]: {
            writable: true,
            enumerable: false,
            configurable: true,
            value: properties.entries.value
          }
        });
      }
      function fullyReadBody(body, processBody, processBodyError) {
        const successSteps = processBody;
        const errorSteps = processBodyError;
        try {
          const reader = body.stream.getReader();
          readAllBytes(reader, successSteps, errorSteps);
        } catch (e) {
          errorSteps(e);
        }
      }
      function readableStreamClose(controller) {
        try {
          controller.close();
          controller.byobRequest?.respond(0);
        } catch (err) {
          if (!err.message.includes("Controller is already closed") && !err.message.includes("ReadableStream is already closed")) {
            throw err;
          }
        }
      }
      async function readAllBytes(reader, successSteps, failureSteps) {
        try {
          const bytes = [];
          let byteLength = 0;
          do {
            const { done, value: chunk } = await reader.read();
            if (done) {
              successSteps(Buffer.concat(bytes, byteLength));
              return;
            }
            if (!isUint8Array(chunk)) {
              failureSteps(new TypeError("Received non-Uint8Array chunk"));
              return;
            }
            bytes.push(chunk);
            byteLength += chunk.length;
          } while (true);
        } catch (e) {
          failureSteps(e);
        }
      }
      function urlIsLocal(url) {
        assert("protocol" in url);
        const protocol = url.protocol;
        return protocol === "about:" || protocol === "blob:" || protocol === "data:";
      }
      function urlHasHttpsScheme(url) {
        return typeof url === "string" && url[5] === ":" && url[0] === "h" && url[1] === "t" && url[2] === "t" && url[3] === "p" && url[4] === "s" || url.protocol === "https:";
      }
      function urlIsHttpHttpsScheme(url) {
        assert("protocol" in url);
        const protocol = url.protocol;
        return protocol === "http:" || protocol === "https:";
      }
      function simpleRangeHeaderValue(value, allowWhitespace) {
        const data = value;
        if (!data.startsWith("bytes")) {
          return "failure";
        }
        const position = { position: 5 };
        if (allowWhitespace) {
          collectASequenceOfCodePoints(
            (char) => char === "	" || char === " ",
            data,
            position
          );
        }
        if (data.charCodeAt(position.position) !== 61) {
          return "failure";
        }
        position.position++;
        if (allowWhitespace) {
          collectASequenceOfCodePoints(
            (char) => char === "	" || char === " ",
            data,
            position
          );
        }
        const rangeStart = collectASequenceOfCodePoints(
          (char) => {
            const code = char.charCodeAt(0);
            return code >= 48 && code <= 57;
          },
          data,
          position
        );
        const rangeStartValue = rangeStart.length ? Number(rangeStart) : null;
        if (allowWhitespace) {
          collectASequenceOfCodePoints(
            (char) => char === "	" || char === " ",
            data,
            position
          );
        }
        if (data.charCodeAt(position.position) !== 45) {
          return "failure";
        }
        position.position++;
        if (allowWhitespace) {
          collectASequenceOfCodePoints(
            (char) => char === "	" || char === " ",
            data,
            position
          );
        }
        const rangeEnd = collectASequenceOfCodePoints(
          (char) => {
            const code = char.charCodeAt(0);
            return code >= 48 && code <= 57;
          },
          data,
          position
        );
        const rangeEndValue = rangeEnd.length ? Number(rangeEnd) : null;
        if (position.position < data.length) {
          return "failure";
        }
        if (rangeEndValue === null && rangeStartValue === null) {
          return "failure";
        }
        if (rangeStartValue !== null && rangeEndValue !== null && rangeStartValue > rangeEndValue) {
          return "failure";
        }
        return { rangeStartValue, rangeEndValue };
      }
      function buildContentRange(rangeStart, rangeEnd, fullLength) {
        let contentRange = "bytes ";
        contentRange += isomorphicEncode(`${rangeStart}`);
        contentRange += "-";
        contentRange += isomorphicEncode(`${rangeEnd}`);
        contentRange += "/";
        contentRange += isomorphicEncode(`${fullLength}`);
        return contentRange;
      }
      class InflateStream extends Transform {
        #zlibOptions;
        /** @param {zlib.ZlibOptions} [zlibOptions] */
        constructor(zlibOptions) {
          super();
          this.#zlibOptions = zlibOptions;
        }
        _transform(chunk, encoding, callback) {
          if (!this._inflateStream) {
            if (chunk.length === 0) {
              callback();
              return;
            }
            this._inflateStream = (chunk[0] & 15) === 8 ? zlib.createInflate(this.#zlibOptions) : zlib.createInflateRaw(this.#zlibOptions);
            this._inflateStream.on("data", this.push.bind(this));
            this._inflateStream.on("end", () => this.push(null));
            this._inflateStream.on("error", (err) => this.destroy(err));
          }
          this._inflateStream.write(chunk, encoding, callback);
        }
        _final(callback) {
          if (this._inflateStream) {
            this._inflateStream.end();
            this._inflateStream = null;
          }
          callback();
        }
      }
      function createInflate(zlibOptions) {
        return new InflateStream(zlibOptions);
      }
      function extractMimeType(headers) {
        let charset = null;
        let essence = null;
        let mimeType = null;
        const values = getDecodeSplit("content-type", headers);
        if (values === null) {
          return "failure";
        }
        for (const value of values) {
          const temporaryMimeType = parseMIMEType(value);
          if (temporaryMimeType === "failure" || temporaryMimeType.essence === "*/*") {
            continue;
          }
          mimeType = temporaryMimeType;
          if (mimeType.essence !== essence) {
            charset = null;
            if (mimeType.parameters.has("charset")) {
              charset = mimeType.parameters.get("charset");
            }
            essence = mimeType.essence;
          } else if (!mimeType.parameters.has("charset") && charset !== null) {
            mimeType.parameters.set("charset", charset);
          }
        }
        if (mimeType == null) {
          return "failure";
        }
        return mimeType;
      }
      function gettingDecodingSplitting(value) {
        const input = value;
        const position = { position: 0 };
        const values = [];
        let temporaryValue = "";
        while (position.position < input.length) {
          temporaryValue += collectASequenceOfCodePoints(
            (char) => char !== '"' && char !== ",",
            input,
            position
          );
          if (position.position < input.length) {
            if (input.charCodeAt(position.position) === 34) {
              temporaryValue += collectAnHTTPQuotedString(
                input,
                position
              );
              if (position.position < input.length) {
                continue;
              }
            } else {
              assert(input.charCodeAt(position.position) === 44);
              position.position++;
            }
          }
          temporaryValue = removeChars(temporaryValue, true, true, (char) => char === 9 || char === 32);
          values.push(temporaryValue);
          temporaryValue = "";
        }
        return values;
      }
      function getDecodeSplit(name, list) {
        const value = list.get(name, true);
        if (value === null) {
          return null;
        }
        return gettingDecodingSplitting(value);
      }
      function hasAuthenticationEntry(request) {
        return false;
      }
      function includesCredentials(url) {
        return !!(url.username || url.password);
      }
      function isTraversableNavigable(navigable) {
        return navigable != null && navigable !== "client" && navigable !== "no-traversable";
      }
      class EnvironmentSettingsObjectBase {
        get baseUrl() {
          return getGlobalOrigin();
        }
        get origin() {
          return this.baseUrl?.origin;
        }
        policyContainer = makePolicyContainer();
      }
      class EnvironmentSettingsObject {
        settingsObject = new EnvironmentSettingsObjectBase();
      }
      const environmentSettingsObject = new EnvironmentSettingsObject();
      module2.exports = {
        isAborted,
        isCancelled,
        isValidEncodedURL,
        tryUpgradeRequestToAPotentiallyTrustworthyURL,
        clampAndCoarsenConnectionTimingInfo,
        coarsenedSharedCurrentTime,
        determineRequestsReferrer,
        makePolicyContainer,
        clonePolicyContainer,
        appendFetchMetadata,
        appendRequestOriginHeader,
        TAOCheck,
        corsCheck,
        crossOriginResourcePolicyCheck,
        createOpaqueTimingInfo,
        setRequestReferrerPolicyOnRedirect,
        isValidHTTPToken,
        requestBadPort,
        requestCurrentURL,
        responseURL,
        responseLocationURL,
        isURLPotentiallyTrustworthy,
        isValidReasonPhrase,
        sameOrigin,
        normalizeMethod,
        iteratorMixin,
        createIterator,
        isValidHeaderName,
        isValidHeaderValue,
        isErrorLike,
        fullyReadBody,
        readableStreamClose,
        urlIsLocal,
        urlHasHttpsScheme,
        urlIsHttpHttpsScheme,
        readAllBytes,
        simpleRangeHeaderValue,
        buildContentRange,
        createInflate,
        extractMimeType,
        getDecodeSplit,
        environmentSettingsObject,
        isOriginIPPotentiallyTrustworthy,
        hasAuthenticationEntry,
        includesCredentials,
        isTraversableNavigable
      };
    })
  ),
  /***/
  8116: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const assert = __nccwpck_require__(34589);
      const { utf8DecodeBytes } = __nccwpck_require__(276);
      function collectASequenceOfCodePoints(condition, input, position) {
        let result = "";
        while (position.position < input.length && condition(input[position.position])) {
          result += input[position.position];
          position.position++;
        }
        return result;
      }
      function collectASequenceOfCodePointsFast(char, input, position) {
        const idx = input.indexOf(char, position.position);
        const start = position.position;
        if (idx === -1) {
          position.position = input.length;
          return input.slice(start);
        }
        position.position = idx;
        return input.slice(start, position.position);
      }
      const ASCII_WHITESPACE_REPLACE_REGEX = /[\u0009\u000A\u000C\u000D\u0020]/g;
      function forgivingBase64(data) {
        data = data.replace(ASCII_WHITESPACE_REPLACE_REGEX, "");
        let dataLength = data.length;
        if (dataLength % 4 === 0) {
          if (data.charCodeAt(dataLength - 1) === 61) {
            --dataLength;
            if (data.charCodeAt(dataLength - 1) === 61) {
              --dataLength;
            }
          }
        }
        if (dataLength % 4 === 1) {
          return "failure";
        }
        if (/[^+/0-9A-Za-z]/.test(data.length === dataLength ? data : data.substring(0, dataLength))) {
          return "failure";
        }
        const buffer = Buffer.from(data, "base64");
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      }
      function isASCIIWhitespace(char) {
        return char === 9 || // \t
        char === 10 || // \n
        char === 12 || // \f
        char === 13 || // \r
        char === 32;
      }
      function isomorphicDecode(input) {
        const length = input.length;
        if ((2 << 15) - 1 > length) {
          return String.fromCharCode.apply(null, input);
        }
        let result = "";
        let i = 0;
        let addition = (2 << 15) - 1;
        while (i < length) {
          if (i + addition > length) {
            addition = length - i;
          }
          result += String.fromCharCode.apply(null, input.subarray(i, i += addition));
        }
        return result;
      }
      const invalidIsomorphicEncodeValueRegex = /[^\x00-\xFF]/;
      function isomorphicEncode(input) {
        assert(!invalidIsomorphicEncodeValueRegex.test(input));
        return input;
      }
      const nonASCIIRegex = /[^\x00-\x7F]/;
      function asciiLowercase(str) {
        return nonASCIIRegex.test(str) ? str.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) : str.toLowerCase();
      }
      function parseJSONFromBytes(bytes) {
        return JSON.parse(utf8DecodeBytes(bytes));
      }
      function removeASCIIWhitespace(str, leading = true, trailing = true) {
        return removeChars(str, leading, trailing, isASCIIWhitespace);
      }
      function removeChars(str, leading, trailing, predicate) {
        let lead = 0;
        let trail = str.length - 1;
        if (leading) {
          while (lead < str.length && predicate(str.charCodeAt(lead))) lead++;
        }
        if (trailing) {
          while (trail >= lead && predicate(str.charCodeAt(trail))) trail--;
        }
        return lead === 0 && trail === str.length - 1 ? str : str.slice(lead, trail + 1);
      }
      function serializeJavascriptValueToJSONString(value) {
        const result = JSON.stringify(value);
        if (result === void 0) {
          throw new TypeError("Value is not JSON serializable");
        }
        assert(typeof result === "string");
        return result;
      }
      module2.exports = {
        asciiLowercase,
        collectASequenceOfCodePoints,
        collectASequenceOfCodePointsFast,
        forgivingBase64,
        isASCIIWhitespace,
        isomorphicDecode,
        isomorphicEncode,
        parseJSONFromBytes,
        removeASCIIWhitespace,
        removeChars,
        serializeJavascriptValueToJSONString
      };
    })
  ),
  /***/
  47879: (
    /***/
    ((module2, __unused_webpack_exports, __nccwpck_require__) => {
      const assert = __nccwpck_require__(34589);
      const { types, inspect } = __nccwpck_require__(57975);
      const { markAsUncloneable } = __nccwpck_require__(75919);
      const UNDEFINED = 1;
      const BOOLEAN = 2;
      const STRING = 3;
      const SYMBOL = 4;
      const NUMBER = 5;
      const BIGINT = 6;
      const NULL = 7;
      const OBJECT = 8;
      const FunctionPrototypeSymbolHasInstance = Function.call.bind(Function.prototype[Symbol.hasInstance]);
      const webidl = {
        converters: {},
        util: {},
        errors: {},
        is: {}
      };
      webidl.errors.exception = function(message) {
        return new TypeError(`${message.header}: ${message.message}`);
      };
      webidl.errors.conversionFailed = function(opts) {
        const plural = opts.types.length === 1 ? "" : " one of";
        const message = `${opts.argument} could not be converted to${plural}: ${opts.types.join(", ")}.`;
        return webidl.errors.exception({
          header: opts.prefix,
          message
        });
      };
      webidl.errors.invalidArgument = function(context) {
        return webidl.errors.exception({
          header: context.prefix,
          message: `"${context.value}" is an invalid ${context.type}.`
        });
      };
      webidl.brandCheck = function(V, is) {
        if (!is(V)) {
          const err = new TypeError("Illegal invocation");
          err.code = "ERR_INVALID_THIS";
          throw err;
        }
      };
      webidl.argumentLengthCheck = function({ length }, min, ctx) {
        if (length < min) {
          throw webidl.errors.exception({
            message: `${min} argument${min !== 1 ? "s" : ""} required, but${length ? " only" : ""} ${length} found.`,
            header: ctx
          });
        }
      };
      webidl.illegalConstructor = function() {
        throw webidl.errors.exception({
          header: "TypeError",
          message: "Illegal constructor"
        });
      };
      webidl.util.MakeTypeAssertion = function(I) {
        return (O) => FunctionPrototypeSymbolHasInstance(I, O);
      };
      webidl.util.Type = function(V) {
        switch (typeof V) {
          case "undefined":
            return UNDEFINED;
          case "boolean":
            return BOOLEAN;
          case "string":
            return STRING;
          case "symbol":
            return SYMBOL;
          case "number":
            return NUMBER;
          case "bigint":
            return BIGINT;
          case "function":
          case "object": {
            if (V === null) {
              return NULL;
            }
            return OBJECT;
          }
        }
      };
      webidl.util.Types = {
        UNDEFINED,
        BOOLEAN,
        STRING,
        SYMBOL,
        NUMBER,
        BIGINT,
        NULL,
        OBJECT
      };
      webidl.util.TypeValueToString = function(o) {
        switch (webidl.util.Type(o)) {
          case UNDEFINED:
            return "Undefined";
          case BOOLEAN:
            return "Boolean";
          case STRING:
            return "String";
          case SYMBOL:
            return "Symbol";
          case NUMBER:
            return "Number";
          case BIGINT:
            return "BigInt";
          case NULL:
            return "Null";
          case OBJECT:
            return "Object";
        }
      };
      webidl.util.markAsUncloneable = markAsUncloneable;
      webidl.util.ConvertToInt = function(V, bitLength, signedness, flags) {
        let upperBound;
        let lowerBound;
        if (bitLength === 64) {
          upperBound = Math.pow(2, 53) - 1;
          if (signedness === "unsigned") {
            lowerBound = 0;
          } else {
            lowerBound = Math.pow(-2, 53) + 1;
          }
        } else if (signedness === "unsigned") {
          lowerBound = 0;
          upperBound = Math.pow(2, bitLength) - 1;
        } else {
          lowerBound = -Math.pow(2, bitLength - 1);
          upperBound = Math.pow(2, bitLength - 1) - 1;
        }
        let x = Number(V);
        if (x === 0) {
          x = 0;
        }
        if (webidl.util.HasFlag(flags, webidl.attributes.EnforceRange)) {
          if (Number.isNaN(x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) {
            throw webidl.errors.exception({
              header: "Integer conversion",
              message: `Could not convert ${webidl.util.Stringify(V)} to an integer.`
            });
          }
          x = webidl.util.IntegerPart(x);
          if (x < lowerBound || x > upperBound) {
            throw webidl.errors.exception({
              header: "Integer conversion",
              message: `Value must be between ${lowerBound}-${upperBound}, got ${x}.`
            });
          }
          return x;
        }
        if (!Number.isNaN(x) && webidl.util.HasFlag(flags, webidl.attributes.Clamp)) {
          x = Math.min(Math.max(x, lowerBound), upperBound);
          if (Math.floor(x) % 2 === 0) {
            x = Math.floor(x);
          } else {
            x = Math.ceil(x);
          }
          return x;
        }
        if (Number.isNaN(x) || x === 0 && Object.is(0, x) || x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY) {
          return 0;
        }
        x = webidl.util.IntegerPart(x);
        x = x % Math.pow(2, bitLength);
        if (signedness === "signed" && x >= Math.pow(2, bitLength - 1)) {
          return x - Math.pow(2, bitLength);
        }
        return x;
      };
      webidl.util.IntegerPart = function(n) {
        const r = Math.floor(Math.abs(n));
        if (n < 0) {
          return -1 * r;
        }
        return r;
      };
      webidl.util.Stringify = function(V) {
        const type = webidl.util.Type(V);
        switch (type) {
          case SYMBOL:
            return `Symbol(${V.description})`;
          case OBJECT:
            return inspect(V);
          case STRING:
            return `"${V}"`;
          case BIGINT:
            return `${V}n`;
          default:
            return `${V}`;
        }
      };
      webidl.util.IsResizableArrayBuffer = function(V) {
        if (types.isArrayBuffer(V)) {
          return V.resizable;
        }
        if (types.isSharedArrayBuffer(V)) {
          return V.growable;
        }
        throw webidl.errors.exception({
          header: "IsResizableArrayBuffer",
          message: `"${webidl.util.Stringify(V)}" is not an array buffer.`
        });
      };
      webidl.util.HasFlag = function(flags, attributes) {
        return typeof flags === "number" && (flags & attributes) === attributes;
      };
      webidl.sequenceConverter = function(converter) {
        return (V, prefix, argument, Iterable) => {
          if (webidl.util.Type(V) !== OBJECT) {
            throw webidl.errors.exception({
              header: prefix,
              message: `${argument} (${webidl.util.Stringify(V)}) is not iterable.`
            });
          }
          const method = typeof Iterable === "function" ? Iterable() : V?.[Symbol.iterator]?.();
          const seq = [];
          let index = 0;
          if (method === void 0 || typeof method.next !== "function") {
            throw webidl.errors.exception({
              header: prefix,
              message: `${argument} is not iterable.`
            });
          }
          while (true) {
            const { done, value } = method.next();
            if (done) {
              break;
            }
            seq.push(converter(value, prefix, `${argument}[${index++}]`));
          }
          return seq;
        };
      };
      webidl.recordConverter = function(keyConverter, valueConverter) {
        return (O, prefix, argument) => {
          if (webidl.util.Type(O) !== OBJECT) {
            throw webidl.errors.exception({
              header: prefix,
              message: `${argument} ("${webidl.util.TypeValueToString(O)}") is not an Object.`
            });
          }
          const result = {};
          if (!types.isProxy(O)) {
            const keys2 = [...Object.getOwnPropertyNames(O), ...Object.getOwnPropertySymbols(O)];
            for (const key of keys2) {
              const keyName = webidl.util.Stringify(key);
              const typedKey = keyConverter(key, prefix, `Key ${keyName} in ${argument}`);
              const typedValue = valueConverter(O[key], prefix, `${argument}[${keyName}]`);
              result[typedKey] = typedValue;
            }
            return result;
          }
          const keys = Reflect.ownKeys(O);
          for (const key of keys) {
            const desc = Reflect.getOwnPropertyDescriptor(O, key);
            if (desc?.enumerable) {
              const typedKey = keyConverter(key, prefix, argument);
              const typedValue = valueConverter(O[key], prefix, argument);
              result[typedKey] = typedValue;
            }
          }
          return result;
        };
      };
      webidl.interfaceConverter = function(TypeCheck, name) {
        return (V, prefix, argument) => {
          if (!TypeCheck(V)) {
            throw webidl.errors.exception({
              header: prefix,
              message: `Expected ${argument} ("${webidl.util.Stringify(V)}") to be an instance of ${name}.`
            });
          }
          return V;
        };
      };
      webidl.dictionaryConverter = function(converters) {
        converters.sort((a, b) => (a.key > b.key) - (a.key < b.key));
        return (dictionary, prefix, argument) => {
          const dict = {};
          if (dictionary != null && webidl.util.Type(dictionary) !== OBJECT) {
            throw webidl.errors.exception({
              header: prefix,
              message: `Expected ${dictionary} to be one of: Null, Undefined, Object.`
            });
          }
          for (const options of converters) {
            const { key, defaultValue, required, converter } = options;
            if (required === true) {
              if (dictionary == null || !Object.hasOwn(dictionary, key)) {
                throw webidl.errors.exception({
                  header: prefix,
                  message: `Missing required key "${key}".`
                });
              }
            }
            let value = dictionary?.[key];
            const hasDefault = defaultValue !== void 0;
            if (hasDefault && value === void 0) {
              value = defaultValue();
            }
            if (required || hasDefault || value !== void 0) {
              value = converter(value, prefix, `${argument}.${key}`);
              if (options.allowedValues && !options.allowedValues.includes(value)) {
                throw webidl.errors.exception({
                  header: prefix,
                  message: `${value} is not an accepted type. Expected one of ${options.allowedValues.join(", ")}.`
                });
              }
              dict[key] = value;
            }
          }
          return dict;
        };
      };
      webidl.nullableConverter = function(converter) {
        return (V, prefix, argument) => {
          if (V === null) {
            return V;
          }
          return converter(V, prefix, argument);
        };
      };
      webidl.is.USVString = function(value) {
        return typeof value === "string" && value.isWellFormed();
      };
      webidl.is.ReadableStream = webidl.util.MakeTypeAssertion(ReadableStream);
      webidl.is.Blob = webidl.util.MakeTypeAssertion(Blob);
      webidl.is.URLSearchParams = webidl.util.MakeTypeAssertion(URLSearchParams);
      webidl.is.File = webidl.util.MakeTypeAssertion(File);
      webidl.is.URL = webidl.util.MakeTypeAssertion(URL);
      webidl.is.AbortSignal = webidl.util.MakeTypeAssertion(AbortSignal);
      webidl.is.MessagePort = webidl.util.MakeTypeAssertion(MessagePort);
      webidl.is.BufferSource = function(V) {
        return types.isArrayBuffer(V) || ArrayBuffer.isView(V) && types.isArrayBuffer(V.buffer);
      };
      webidl.util.getCopyOfBytesHeldByBufferSource = function(bufferSource) {
        const jsBufferSource = bufferSource;
        let jsArrayBuffer = jsBufferSource;
        let offset = 0;
        let length = 0;
        if (types.isTypedArray(jsBufferSource) || types.isDataView(jsBufferSource)) {
          jsArrayBuffer = jsBufferSource.buffer;
          offset = jsBufferSource.byteOffset;
          length = jsBufferSource.byteLength;
        } else {
          assert(types.isAnyArrayBuffer(jsBufferSource));
          length = jsBufferSource.byteLength;
        }
        if (jsArrayBuffer.detached) {
          return new Uint8Array(0);
        }
        const bytes = new Uint8Array(length);
        const view = new Uint8Array(jsArrayBuffer, offset, length);
        bytes.set(view);
        return bytes;
      };
      webidl.converters.DOMString = function(V, prefix, argument, flags) {
        if (V === null && webidl.util.HasFlag(flags, webidl.attributes.LegacyNullToEmptyString)) {
          return "";
        }
        if (typeof V === "symbol") {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} is a symbol, which cannot be converted to a DOMString.`
          });
        }
        return String(V);
      };
      webidl.converters.ByteString = function(V, prefix, argument) {
        if (typeof V === "symbol") {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} is a symbol, which cannot be converted to a ByteString.`
          });
        }
        const x = String(V);
        for (let index = 0; index < x.length; index++) {
          if (x.charCodeAt(index) > 255) {
            throw new TypeError(
              `Cannot convert argument to a ByteString because the character at index ${index} has a value of ${x.charCodeAt(index)} which is greater than 255.`
            );
          }
        }
        return x;
      };
      webidl.converters.USVString = function(value) {
        if (typeof value === "string") {
          return value.toWellFormed();
        }
        return `${value}`.toWellFormed();
      };
      webidl.converters.boolean = function(V) {
        const x = Boolean(V);
        return x;
      };
      webidl.converters.any = function(V) {
        return V;
      };
      webidl.converters["long long"] = function(V, prefix, argument) {
        const x = webidl.util.ConvertToInt(V, 64, "signed", 0, prefix, argument);
        return x;
      };
      webidl.converters["unsigned long long"] = function(V, prefix, argument) {
        const x = webidl.util.ConvertToInt(V, 64, "unsigned", 0, prefix, argument);
        return x;
      };
      webidl.converters["unsigned long"] = function(V, prefix, argument) {
        const x = webidl.util.ConvertToInt(V, 32, "unsigned", 0, prefix, argument);
        return x;
      };
      webidl.converters["unsigned short"] = function(V, prefix, argument, flags) {
        const x = webidl.util.ConvertToInt(V, 16, "unsigned", flags, prefix, argument);
        return x;
      };
      webidl.converters.ArrayBuffer = function(V, prefix, argument, flags) {
        if (webidl.util.Type(V) !== OBJECT || !types.isArrayBuffer(V)) {
          throw webidl.errors.conversionFailed({
            prefix,
            argument: `${argument} ("${webidl.util.Stringify(V)}")`,
            types: ["ArrayBuffer"]
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a resizable ArrayBuffer.`
          });
        }
        return V;
      };
      webidl.converters.SharedArrayBuffer = function(V, prefix, argument, flags) {
        if (webidl.util.Type(V) !== OBJECT || !types.isSharedArrayBuffer(V)) {
          throw webidl.errors.conversionFailed({
            prefix,
            argument: `${argument} ("${webidl.util.Stringify(V)}")`,
            types: ["SharedArrayBuffer"]
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a resizable SharedArrayBuffer.`
          });
        }
        return V;
      };
      webidl.converters.TypedArray = function(V, T, prefix, argument, flags) {
        if (webidl.util.Type(V) !== OBJECT || !types.isTypedArray(V) || V.constructor.name !== T.name) {
          throw webidl.errors.conversionFailed({
            prefix,
            argument: `${argument} ("${webidl.util.Stringify(V)}")`,
            types: [T.name]
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a shared array buffer.`
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a resizable array buffer.`
          });
        }
        return V;
      };
      webidl.converters.DataView = function(V, prefix, argument, flags) {
        if (webidl.util.Type(V) !== OBJECT || !types.isDataView(V)) {
          throw webidl.errors.conversionFailed({
            prefix,
            argument: `${argument} ("${webidl.util.Stringify(V)}")`,
            types: ["DataView"]
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a shared array buffer.`
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a resizable array buffer.`
          });
        }
        return V;
      };
      webidl.converters.ArrayBufferView = function(V, prefix, argument, flags) {
        if (webidl.util.Type(V) !== OBJECT || !types.isArrayBufferView(V)) {
          throw webidl.errors.conversionFailed({
            prefix,
            argument: `${argument} ("${webidl.util.Stringify(V)}")`,
            types: ["ArrayBufferView"]
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowShared) && types.isSharedArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a shared array buffer.`
          });
        }
        if (!webidl.util.HasFlag(flags, webidl.attributes.AllowResizable) && webidl.util.IsResizableArrayBuffer(V.buffer)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a view on a resizable array buffer.`
          });
        }
        return V;
      };
      webidl.converters.BufferSource = function(V, prefix, argument, flags) {
        if (types.isArrayBuffer(V)) {
          return webidl.converters.ArrayBuffer(V, prefix, argument, flags);
        }
        if (types.isArrayBufferView(V)) {
          flags &= ~webidl.attributes.AllowShared;
          return webidl.converters.ArrayBufferView(V, prefix, argument, flags);
        }
        if (types.isSharedArrayBuffer(V)) {
          throw webidl.errors.exception({
            header: prefix,
            message: `${argument} cannot be a SharedArrayBuffer.`
          });
        }
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["ArrayBuffer", "ArrayBufferView"]
        });
      };
      webidl.converters.AllowSharedBufferSource = function(V, prefix, argument, flags) {
        if (types.isArrayBuffer(V)) {
          return webidl.converters.ArrayBuffer(V, prefix, argument, flags);
        }
        if (types.isSharedArrayBuffer(V)) {
          return webidl.converters.SharedArrayBuffer(V, prefix, argument, flags);
        }
        if (types.isArrayBufferView(V)) {
          flags |= webidl.attributes.AllowShared;
          return webidl.converters.ArrayBufferView(V, prefix, argument, flags);
        }
        throw webidl.errors.conversionFailed({
          prefix,
          argument: `${argument} ("${webidl.util.Stringify(V)}")`,
          types: ["ArrayBuffer", "SharedArrayBuffer", "ArrayBufferView"]
        });
      };
      webidl.converters["sequence<ByteString>"] = webidl.sequenceConverter(
        webidl.converters.ByteString
      );
      webidl.converters["sequence<sequence<ByteString>>"] = webidl.sequenceConverter(
        webidl.converters["sequence<ByteString>"]
      );
      webidl.converters["record<ByteString, ByteString>"] = webidl.recordConverter(
        webidl.converters.ByteString,
        webidl.converters.ByteString
      );
      webidl.converters.Blob = webidl.interfaceConverter(webidl.is.Blob, "Blob");
      webidl.converters.AbortSignal = webidl.interfaceConverter(
        webidl.is.AbortSignal,
        "AbortSignal"
      );
      webidl.converters.EventHandlerNonNull = function(V) {
        if (webidl.util.Type(V) !== OBJECT) {
          return null;
        }
        if (typeof V === "function") {
          return V;
        }
        return () => {
        };
      };
      webidl.attributes = {
        Clamp: 1 << 0,
        EnforceRange: 1 << 1,
        AllowShared: 1 << 2,
        AllowResizable: 1 << 3,
        LegacyNullToEmptyString: 1 << 4
      };
      module2.exports = {
        webidl
      };
    })
  )
};
//# sourceMappingURL=cold.cjs.map
