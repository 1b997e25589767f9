/**
 * `POST /api/v1/deployments/{deploymentId}/dependencies` (SupplyChainService_ListDependencies): the
 * dependencies the filter selects, each with its repository, lockfile line and version, in pages
 * with an int64 cursor (written as a string, as the file types it). `includeArchived: true` lists
 * only archived repositories. With `looseVersions` the emulator plays a server that matches
 * versions loosely: what it returns then needs the client's own check.
 */
import type { Handler } from '../context.js'
import type { DatasetLockfile, DatasetRepository } from '../dataset.js'
import {
  apiEcosystem,
  forEachDependency,
  mayBeGenerated,
  type DatasetDependency
} from '../dependencies.js'
import { compileDependencyFilter, type DependencyFilterBody } from '../dependency-filter.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import { applyCursorFault } from '../pagination.js'
import { HttpError, checkSameId } from '../validation.js'

/** The published default page size. */
const DEFAULT_PAGE_SIZE = 1000

interface ListDependenciesBody {
  cursor?: bigint | string
  dependencyFilter?: DependencyFilterBody
  deploymentId?: bigint | string
  pageSize?: bigint | string
}

/** One dependency where the list found it. */
interface Found {
  repository: DatasetRepository
  lockfile: DatasetLockfile
  dependency: DatasetDependency
  position: number
}

/** The lockfile line a dependency is defined on: given for planted ones, else made from its place. */
export function dependencyLine(dependency: DatasetDependency, position: number): number {
  return dependency.line ?? 1 + 3 * position
}

function foundJson(found: Found): Record<string, unknown> {
  const { repository, lockfile, dependency, position } = found
  const line = String(dependencyLine(dependency, position))
  return {
    repositoryId: String(repository.id),
    ecosystem: apiEcosystem(lockfile.ecosystem),
    package: { name: dependency.name, versionSpecifier: dependency.version },
    transitivity: dependency.transitivity,
    licenses: [dependency.license],
    definedAt: {
      path: lockfile.lockfilePath,
      startLine: line,
      endLine: line,
      url:
        dependency.url ??
        `https://github.com/${repository.name}/blob/main/${lockfile.lockfilePath}#L${line}`
    }
  }
}

/**
 * The hostile answer of `endlessDependencies`: a full page of matching rows, and more for ever (or
 * until `total` rows). Each path names the package, so that two packages' rows are not the same.
 */
function endlessPage(
  body: ListDependenciesBody,
  repositoryId: bigint,
  endless: { rows: number; pathChars: number; total?: number }
): Record<string, unknown> {
  const offset = Number(int64(body.cursor) ?? 0)
  const filter = body.dependencyFilter
  const asked = filter?.packageFilters?.[0]
  const name = typeof asked?.name === 'string' ? asked.name : 'left-pad'
  const version = typeof asked?.exactVersion === 'string' ? asked.exactVersion : '1.3.0'
  const padding = 'p'.repeat(Math.max(0, endless.pathChars - 40 - name.length))
  const rows = Math.max(0, Math.min(endless.rows, (endless.total ?? Infinity) - offset))
  return {
    dependencies: Array.from({ length: rows }, (_, i) => ({
      repositoryId: String(repositoryId),
      ecosystem: filter?.ecosystem?.[0] ?? 'npm',
      package: { name, versionSpecifier: version },
      transitivity: 'DIRECT',
      definedAt: {
        path: `${name}/${offset + i}/${padding}/package-lock.json`,
        startLine: '1',
        endLine: '1'
      }
    })),
    cursor: String(offset + rows),
    hasMore: endless.total === undefined || offset + rows < endless.total
  }
}

export const listDependencies: Handler = (request, context) => {
  const body = request.body as ListDependenciesBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  const endless = context.options.endlessDependencies
  if (endless !== undefined) {
    const first = context.dataset.repositories[0]!
    return jsonReply(200, endlessPage(body, first.id, endless))
  }
  const pageSize = Number(int64(body.pageSize) ?? DEFAULT_PAGE_SIZE)
  const offset = body.cursor === undefined ? 0 : Number(int64(body.cursor) ?? -1)
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new HttpError(400, 'invalid field "cursor": not a cursor of this list')
  }
  const filter = compileDependencyFilter(body.dependencyFilter, context.dataset.seed, {
    looseVersions: context.options.looseVersions === true
  })
  const all: Found[] = []
  const names = filter.exactNames
  if (names !== undefined && !names.some(mayBeGenerated)) {
    // Only planted dependencies can have these names: found by name, not by generating every
    // lockfile's packages (a search of 10,000 names over 100,000 repositories stays quick).
    const entries = names.flatMap(name => context.repositories.planted(name))
    entries.sort((a, b) =>
      a.repository.id === b.repository.id
        ? a.repository.lockfiles.indexOf(a.lockfile) - b.repository.lockfiles.indexOf(b.lockfile) ||
          a.position - b.position
        : a.repository.id < b.repository.id
          ? -1
          : 1
    )
    for (const entry of entries) {
      if (entry.archived !== filter.archived) continue
      if (!filter.admits(entry.repository, entry.archived)) continue
      if (!filter.admitsLockfile(entry.lockfile) || !filter.admitsDependency(entry.dependency)) {
        continue
      }
      all.push(entry)
    }
  } else {
    for (const repository of context.repositories.listed(filter.archived)) {
      if (!filter.admits(repository, filter.archived)) continue
      for (const lockfile of repository.lockfiles) {
        if (!filter.admitsLockfile(lockfile)) continue
        forEachDependency(context.dataset.seed, repository, lockfile, (dependency, position) => {
          if (filter.admitsDependency(dependency)) {
            all.push({ repository, lockfile, dependency, position })
          }
        })
      }
    }
  }
  const page = all.slice(offset, offset + pageSize)
  const next = offset + page.length
  const response: Record<string, unknown> = {
    dependencies: page.map(foundJson),
    cursor: String(next),
    hasMore: next < all.length
  }
  applyCursorFault(context, response, request.cursorFault, 'listDependencies', body.cursor)
  return jsonReply(200, response)
}
