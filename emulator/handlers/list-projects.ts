/** `GET /api/v1/deployments/{deploymentSlug}/projects?page=N&page_size=M`: pages from 0. */
import type { Handler } from '../context.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import { projectOf } from '../projects.js'
import { HttpError } from '../validation.js'

/** The file's default page size. */
const DEFAULT_PAGE_SIZE = 100n

export const listProjects: Handler = (request, context) => {
  const page = int64(request.query.page) ?? 0n
  const pageSize = int64(request.query.page_size) ?? DEFAULT_PAGE_SIZE
  if (page < 0n) throw new HttpError(400, 'invalid query parameter "page": must not be negative')
  if (pageSize < 1n) {
    throw new HttpError(400, 'invalid query parameter "page_size": must be at least 1')
  }
  const projects =
    request.path.deploymentSlug === context.deploymentSlug ? context.repositories.all : []
  const start = page * pageSize
  const slice =
    start >= BigInt(projects.length) ? [] : projects.slice(Number(start), Number(start + pageSize))
  return jsonReply(200, {
    projects: slice.map(repository => projectOf(repository, context.dataset.seed, false))
  })
}
