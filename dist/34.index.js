export const id = 34;
export const ids = [34];
export const modules = {

/***/ 98034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createProxiedFetch: () => (/* binding */ createProxiedFetch)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71290);
/* harmony import */ var _failures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31303);
/**
 * A `fetch` for Octokit that connects as the platform transport does: direct, or through the
 * proxy the toolkit's rules choose for each URL's origin (not only for the API's base URL, so an
 * upload origin or a redirect target gets its own decision, NO_PROXY included). undici is what
 * Octokit's default fetch runs on; only the connection step is ours.
 */



/** Tunnels refused in a row after which a refusal is no longer worth a retry. */
const MAX_PROXY_REFUSALS = 3;
/** One dispatcher for every origin; each new connection picks direct or proxy for its origin. */
function createProxiedFetch() {
    const direct = (0,undici__WEBPACK_IMPORTED_MODULE_0__.buildConnector)({});
    let refusals = 0;
    const agent = new undici__WEBPACK_IMPORTED_MODULE_0__.Agent({
        connect: (options, callback) => {
            const protocol = options.protocol === 'http:' ? 'http:' : 'https:';
            const port = Number(options.port) || (protocol === 'https:' ? 443 : 80);
            let route;
            try {
                route = (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyFor */ .iJ)(new URL(`${protocol}//${options.host ?? options.hostname}`));
            }
            catch (error) {
                callback(error, null);
                return;
            }
            if (!route) {
                direct(options, callback);
                return;
            }
            const host = options.hostname.replace(/^\[|\]$/g, '');
            (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .openTunnel */ .X)(route, host, port).then(socket => {
                refusals = 0;
                return protocol === 'https:'
                    ? direct({ ...options, httpSocket: socket }, callback)
                    : callback(null, socket);
            }, (error) => {
                refusals++;
                callback(error, null);
            });
        }
    });
    const fetch = async (url, init) => {
        try {
            // undici's own types and the global fetch types of @types/node differ in details only.
            return (await (0,undici__WEBPACK_IMPORTED_MODULE_0__.fetch)(url, {
                ...init,
                dispatcher: agent
            }));
        }
        catch (error) {
            const proxy = (0,_failures_js__WEBPACK_IMPORTED_MODULE_2__/* .findCause */ .l)(error, (value) => value instanceof _proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .ProxyError */ .T6);
            // The third refusal in a row ends the retries: Octokit retries any failed fetch, but passes
            // an AbortError on as it is.
            if (proxy && refusals >= MAX_PROXY_REFUSALS) {
                throw Object.assign(new Error(proxy.message, { cause: proxy }), { name: 'AbortError' });
            }
            throw error;
        }
    };
    return { fetch, close: () => agent.close() };
}


/***/ })

};

//# sourceMappingURL=34.index.js.map