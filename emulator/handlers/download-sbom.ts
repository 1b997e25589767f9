/** The storage server's one operation: `GET /sbom/{taskToken}.json?X-Signature=…&X-Expires=…`. */
import type { IncomingHttpHeaders } from 'node:http'
import type { HandlerContext } from '../context.js'
import { storageError, type Reply } from '../http.js'
import { buildSbomDocument } from '../sbom-document.js'

/** Paths the storage server serves. */
export const DOWNLOAD_PATH = /^\/sbom\/([A-Za-z0-9-]+)\.json$/

/** Whether a storage request is a download (any other answers 404). */
export function isDownload(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && DOWNLOAD_PATH.test(pathname)
}

/** Answers a storage request (path with query, as sent) like a pre-signed object store. */
export function downloadSbom(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  context: HandlerContext
): Reply {
  if (headers.authorization !== undefined) {
    return storageError(
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; the URL is pre-signed, do not send an Authorization header'
    )
  }
  const url = new URL(path, 'http://storage.invalid')
  const match = DOWNLOAD_PATH.exec(url.pathname)
  if (!match || !isDownload(method, url.pathname))
    return storageError(404, 'NoSuchKey', 'The specified key does not exist.')
  const taskToken = match[1] as string
  const expires = url.searchParams.get('X-Expires') ?? ''
  if (!context.downloads.verify(taskToken, url.searchParams.get('X-Signature') ?? '', expires)) {
    return storageError(403, 'SignatureDoesNotMatch', 'The request signature is not valid.')
  }
  if (Number(expires) * 1000 < Date.now()) {
    return storageError(403, 'AccessDenied', 'Request has expired')
  }
  const job = context.exportJobs.get(taskToken)
  if (job?.downloadUrl === undefined) {
    return storageError(404, 'NoSuchKey', 'The specified key does not exist.')
  }
  job.documentText ??= JSON.stringify(
    buildSbomDocument({
      repository: job.repository,
      seed: context.dataset.seed,
      specVersion: job.specVersion,
      componentType: job.componentType,
      supplier: job.supplier,
      ref: job.ref,
      taskToken,
      timestamp: job.createdAt
    }),
    null,
    2
  )
  const contentType =
    job.outputFormat === 'SBOM_OUTPUT_FORMAT_CYCLONEDX'
      ? `application/vnd.cyclonedx+json; version=${job.specVersion}`
      : 'application/json'
  return { status: 200, text: job.documentText, contentType }
}
