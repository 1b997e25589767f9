/**
 * Downloads a release asset's bytes (`GET /repos/{owner}/{repo}/releases/assets/{asset_id}` with
 * `Accept: application/octet-stream`). GitHub answers with a redirect to its asset store, another
 * origin; fetch follows it and, the origin being another, drops the `Authorization` header, so the
 * token stays on GitHub's API. The bytes are counted as they arrive and refused past `maxBytes`.
 */
import type { GitHubClient } from './client.js'

export interface AssetDownloadRequest {
  owner: string
  repo: string
  assetId: number
  /** The most bytes accepted; a larger asset is refused before or while it is read. */
  maxBytes: number
  signal?: AbortSignal
}

/** The asset is larger than the download accepts. */
export class AssetTooLargeError extends Error {
  override name = 'AssetTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`the asset is larger than ${maxBytes} bytes`)
  }
}

/** The asset's bytes; Octokit's error (with `status`) when GitHub or the store refuse. */
export async function downloadReleaseAsset(
  octokit: GitHubClient,
  request: AssetDownloadRequest
): Promise<Buffer> {
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
  })
  const declared = Number(response.headers['content-length'])
  const body = response.data as unknown as ReadableStream<Uint8Array> | null
  if (Number.isFinite(declared) && declared > request.maxBytes) {
    await body?.cancel().catch(() => undefined)
    throw new AssetTooLargeError(request.maxBytes)
  }
  if (!body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > request.maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new AssetTooLargeError(request.maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
