export const id = 628;
export const ids = [628];
export const modules = {

/***/ 81628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AssetTooLargeError: () => (/* binding */ AssetTooLargeError),
/* harmony export */   downloadReleaseAsset: () => (/* binding */ downloadReleaseAsset)
/* harmony export */ });
/** The asset is larger than the download accepts. */
class AssetTooLargeError extends Error {
    maxBytes;
    name = 'AssetTooLargeError';
    constructor(maxBytes) {
        super(`the asset is larger than ${maxBytes} bytes`);
        this.maxBytes = maxBytes;
    }
}
/** The asset's bytes; Octokit's error (with `status`) when GitHub or the store refuse. */
async function downloadReleaseAsset(octokit, request) {
    const response = await octokit.request('GET /repos/{owner}/{repo}/releases/assets/{asset_id}', {
        owner: request.owner,
        repo: request.repo,
        asset_id: request.assetId,
        headers: { accept: 'application/octet-stream' },
        // The body as a stream, so that its size is bounded while it is read.
        request: {
            parseSuccessResponseBody: false,
            ...(request.signal && { signal: request.signal })
        }
    });
    const declared = Number(response.headers['content-length']);
    const body = response.data;
    if (Number.isFinite(declared) && declared > request.maxBytes) {
        await body?.cancel().catch(() => undefined);
        throw new AssetTooLargeError(request.maxBytes);
    }
    if (!body)
        return Buffer.alloc(0);
    const chunks = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > request.maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw new AssetTooLargeError(request.maxBytes);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks);
}


/***/ })

};

