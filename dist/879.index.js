export const id = 879;
export const ids = [879];
export const modules = {

/***/ 71674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _w: () => (/* binding */ listAll)
/* harmony export */ });
/* unused harmony exports DEFAULT_LISTING_TIMEOUT_MS, nextLink */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);

const DEFAULT_LISTING_TIMEOUT_MS = 2 * 60_000;
/** Reads a listing page by page; a failure is a `GitHubError` naming the listing. */
async function listAll(octokit, listing) {
    const perPage = listing.perPage ?? 100;
    const maxPages = listing.maxPages ?? Math.ceil(listing.maxItems / perPage) + 2;
    const timeoutMs = listing.timeoutMs ?? DEFAULT_LISTING_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = listing.signal ? AbortSignal.any([deadline, listing.signal]) : deadline;
    const first = octokit.request.endpoint(listing.route, { ...listing.params, per_page: perPage });
    const what = `GET ${new URL(first.url).pathname}`;
    const items = [];
    try {
        let response = await octokit.request(listing.route, {
            ...listing.params,
            per_page: perPage,
            request: { signal }
        });
        for (let page = 1;; page++) {
            const found = pageItems(listing, response.data);
            for (const item of found) {
                if (items.length >= listing.maxItems)
                    return { items, truncated: true };
                items.push(item);
            }
            const next = nextLink(response.headers.link);
            if (next === undefined)
                return { items, truncated: false };
            if (items.length >= listing.maxItems)
                return { items, truncated: true };
            if (page >= maxPages) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('EPAGES', `GitHub kept sending next-page links; gave up after ${page} pages`);
            }
            response = await octokit.request({ method: 'GET', url: next, request: { signal } });
        }
    }
    catch (error) {
        if (listing.signal?.aborted)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('ECANCELLED', 'cancelled'), what);
        if (deadline.aborted) {
            const limit = `${timeoutMs / 1000} s`;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('EDEADLINE', `no complete listing within ${limit}`), what);
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubFailure */ .o7)(error, what);
    }
}
function pageItems(listing, data) {
    try {
        return listing.items(data);
    }
    catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubTransferError */ .x('ESHAPE', `the answer is not the listing GitHub sends: ${problem}`);
    }
}
/** The `rel="next"` target of a Link header, braces escaped so that Octokit expands nothing in it. */
function nextLink(header) {
    if (typeof header !== 'string')
        return undefined;
    for (const part of header.split(',')) {
        const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
        if (match && /(^|;)\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/.test(match[2])) {
            return match[1].replace(/[{}]/g, c => encodeURIComponent(c));
        }
    }
    return undefined;
}


/***/ }),

/***/ 36879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listReleases: () => (/* binding */ listReleases)
/* harmony export */ });
/* unused harmony export MAX_RELEASE_PAGES */
/* harmony import */ var _paginate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71674);

const MAX_RELEASE_PAGES = 10;
const PAGE_SIZE = 100;
/**
 * Lists the repository's releases, newest first, page by page up to the bound. A failed request
 * throws a `GitHubError` (with `status` when GitHub answered), for the caller to word.
 */
async function listReleases(octokit, request) {
    const maxPages = request.maxPages ?? MAX_RELEASE_PAGES;
    const listing = await (0,_paginate_js__WEBPACK_IMPORTED_MODULE_0__/* .listAll */ ._w)(octokit, {
        route: 'GET /repos/{owner}/{repo}/releases',
        params: { owner: request.owner, repo: request.repo },
        items: data => {
            if (!Array.isArray(data))
                throw new Error('not an array of releases');
            return data.flatMap((item) => toListedRelease(item) ?? []);
        },
        perPage: PAGE_SIZE,
        maxItems: maxPages * PAGE_SIZE,
        maxPages,
        ...(request.signal && { signal: request.signal })
    });
    return { releases: listing.items, complete: !listing.truncated };
}
/** The fields read, checked; an entry that lacks an ID or a tag is left out. */
function toListedRelease(raw) {
    if (!raw || typeof raw !== 'object')
        return undefined;
    const r = raw;
    if (typeof r.id !== 'number' || typeof r.tag_name !== 'string')
        return undefined;
    const text = (value) => (typeof value === 'string' ? value : '');
    const nullableText = (value) => (typeof value === 'string' ? value : null);
    const assets = [];
    for (const asset of Array.isArray(r.assets) ? r.assets : []) {
        if (!asset || typeof asset !== 'object')
            continue;
        const a = asset;
        if (typeof a.id !== 'number' || typeof a.name !== 'string')
            continue;
        assets.push({
            id: a.id,
            name: a.name,
            size: typeof a.size === 'number' ? a.size : 0,
            content_type: text(a.content_type),
            browser_download_url: text(a.browser_download_url)
        });
    }
    return {
        id: r.id,
        tag_name: r.tag_name,
        name: nullableText(r.name),
        draft: r.draft === true,
        prerelease: r.prerelease === true,
        ...(typeof r.immutable === 'boolean' && { immutable: r.immutable }),
        created_at: text(r.created_at),
        published_at: nullableText(r.published_at),
        assets,
        body: nullableText(r.body),
        html_url: text(r.html_url),
        upload_url: text(r.upload_url)
    };
}


/***/ })

};

