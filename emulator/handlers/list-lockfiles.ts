/**
 * `POST /api/v1/deployments/{deploymentId}/dependencies/repositories/{repositoryId}/lockfiles`:
 * string cursor pages.
 */
import type { Handler } from '../context.js'
import { compileDependencyFilter, type DependencyFilterBody } from '../dependency-filter.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import {
  DEFAULT_PAGE_SIZE,
  applyCursorFault,
  decodeLockfileCursor,
  encodeLockfileCursor
} from '../pagination.js'
import { HttpError, checkSameId } from '../validation.js'

interface ListLockfilesBody {
  cursor?: string
  dependencyFilter?: DependencyFilterBody
  deploymentId?: bigint | string
  pageSize?: bigint | string
  repositoryId?: bigint | string
}

export const listLockfiles: Handler = (request, context) => {
  const pathRepositoryId = request.path.repositoryId as string
  const found = context.repositories.get(BigInt(pathRepositoryId))
  if (found === undefined) throw new HttpError(404, `repository ${pathRepositoryId} not found`)
  const { repository, archived } = found
  const body = request.body as ListLockfilesBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  checkSameId(body.repositoryId, String(repository.id), 'repositoryId', 'repository')
  const pageSize = Number(int64(body.pageSize) ?? DEFAULT_PAGE_SIZE)
  const offset = decodeLockfileCursor(body.cursor ?? '', repository.id)
  const filter = compileDependencyFilter(body.dependencyFilter, context.dataset.seed)
  const lockfiles = filter.admits(repository, archived)
    ? repository.lockfiles.flatMap(lockfile => {
        const numDependencies = filter.lockfileCount(repository, lockfile)
        return numDependencies === undefined
          ? []
          : [{ lockfilePath: lockfile.lockfilePath, numDependencies }]
      })
    : []
  const page = lockfiles.slice(offset, offset + pageSize)
  const response: Record<string, unknown> = {
    lockfileSummaries: page,
    cursor: encodeLockfileCursor(repository.id, offset + page.length),
    hasMore: offset + pageSize < lockfiles.length
  }
  applyCursorFault(
    context,
    response,
    request.cursorFault,
    `listLockfiles:${repository.id}`,
    body.cursor
  )
  return jsonReply(200, response)
}
