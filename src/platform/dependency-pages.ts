/**
 * The pages of the supply-chain list operations: the repositories with dependencies (integer
 * cursor), a repository's lockfiles (string cursor) and the dependencies themselves (an int64
 * cursor, which the file types as a string), each walked by `paginate` (bounded: a missing, repeated
 * or overlong cursor and endless empty pages are errors) and each request sent through a gate that
 * holds a slot of the caller's concurrency bound.
 */
import type { DependencyFilter } from './dependency-filter.js'
import { paginate } from './paginate.js'
import type { PlatformClient } from './platform-client.js'
import type { FoundDependency, LockfileSummary, RepositorySummary } from './schemas.js'

/** The query a list operation sends besides its cursor. */
export interface DependencyQuery {
  pageSize: number
  dependencyFilter?: DependencyFilter
  /** Largest answer of a page taken, decoded (the transport's bound unless given). */
  maxResponseBytes?: number
}

/** Runs one request; a listing passes a wrapper that holds a slot for its duration. */
export type RequestGate = <T>(send: () => Promise<T>) => Promise<T>

const ungated: RequestGate = send => send()

/** The request for the page at `cursor` (the first page without one), with the query's size and filter. */
function pageRequest<Cursor>(query: DependencyQuery, cursor: Cursor | undefined) {
  return {
    cursor,
    pageSize: query.pageSize,
    dependencyFilter: query.dependencyFilter,
    ...(query.maxResponseBytes !== undefined && { maxResponseBytes: query.maxResponseBytes })
  }
}

/** The repositories list, page by page (integer cursor), each request through `gate`. */
export function repositoryPages(
  client: PlatformClient,
  query: DependencyQuery,
  gate: RequestGate = ungated
): AsyncGenerator<RepositorySummary[]> {
  return paginate<RepositorySummary, bigint>(async cursor => {
    const page = await gate(() => client.listRepositories(pageRequest(query, cursor)))
    return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore }
  }, 'List repositories with dependencies')
}

/** The lockfiles list of one repository, page by page (string cursor), each request through `gate`. */
export function lockfilePages(
  client: PlatformClient,
  repositoryId: bigint,
  query: DependencyQuery,
  gate: RequestGate = ungated
): AsyncGenerator<LockfileSummary[]> {
  return paginate<LockfileSummary, string>(async cursor => {
    const page = await gate(() => client.listLockfiles(repositoryId, pageRequest(query, cursor)))
    return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore }
  }, `List lockfiles of repository ${repositoryId}`)
}

/**
 * The dependencies list for one filter, page by page, each request through `gate`: each dependency
 * is handed to `onDependency` as its page is read (a page's rows are never all held as objects);
 * yields each page's number of dependencies once it is read.
 */
export async function* dependencyPages(
  client: PlatformClient,
  query: DependencyQuery,
  describe: string,
  onDependency: (dependency: FoundDependency) => void,
  gate: RequestGate = ungated
): AsyncGenerator<number> {
  let count = 0
  const pages = paginate<never, string>(async cursor => {
    const page = await gate(() => client.listDependencies(pageRequest(query, cursor), onDependency))
    count = page.count
    return { items: [], count, cursor: page.cursor, hasMore: page.hasMore }
  }, describe)
  while (!(await pages.next()).done) yield count
}
