/** `POST /api/v1/deployments/{deploymentId}/dependencies/repositories`: integer cursor pages. */
import type { Handler } from '../context.js'
import type { DatasetRepository } from '../dataset.js'
import { compileDependencyFilter, type DependencyFilterBody } from '../dependency-filter.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import { DEFAULT_PAGE_SIZE, applyCursorFault } from '../pagination.js'
import { firstAfter } from '../repository-index.js'
import { HttpError, checkSameId } from '../validation.js'

interface ListRepositoriesBody {
  cursor?: bigint | string
  dependencyFilter?: DependencyFilterBody
  deploymentId?: bigint | string
  pageSize?: bigint | string
}

export const listRepositories: Handler = (request, context) => {
  const body = request.body as ListRepositoriesBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  const pageSize = Number(int64(body.pageSize) ?? DEFAULT_PAGE_SIZE)
  const cursor = int64(body.cursor)
  if (cursor !== undefined && cursor < 0n) {
    throw new HttpError(400, 'invalid field "cursor": must not be negative')
  }
  const filter = compileDependencyFilter(body.dependencyFilter, context.dataset.seed)
  const candidates = context.repositories.listed(filter.archived)
  // walk from the cursor and stop one match past the page: pages stay cheap on 100,000 repositories
  const page: { repository: DatasetRepository; numDependencies: number }[] = []
  let hasMore = false
  for (let index = cursor === undefined ? 0 : firstAfter(candidates, cursor); ; index++) {
    const repository = candidates[index]
    if (repository === undefined) break
    if (!filter.admits(repository, filter.archived)) continue
    const numDependencies = filter.repositoryCount(repository)
    if (numDependencies === undefined) continue
    if (page.length === pageSize) {
      hasMore = true
      break
    }
    page.push({ repository, numDependencies })
  }
  const response: Record<string, unknown> = {
    repositorySummaries: page.map(({ repository, numDependencies }) => ({
      id: repository.id,
      name: repository.name,
      numDependencies,
      hasDependencyPathScan: repository.hasDependencyPathScan
    })),
    cursor: page.at(-1)?.repository.id ?? cursor ?? 0n,
    hasMore
  }
  applyCursorFault(context, response, request.cursorFault, 'listRepositories', cursor)
  return jsonReply(200, response)
}
