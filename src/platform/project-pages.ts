/**
 * The deployment's projects, page by page (`GET .../projects?page=N&page_size=M`, pages from 0),
 * bounded: at most {@link MAX_PROJECT_PAGES} pages, and a page that only repeats projects already
 * seen (a server that ignores `page` would send the first page for ever) stops the listing. The
 * projects seen are kept in the seeded ID set: the IDs come from the answer, and a `Set<bigint>`
 * takes quadratic time on IDs chosen to collide in V8's unseeded hash.
 */
import { IdSet } from './id-set.js'
import { PROJECTS_PAGE_SIZE, type PlatformClient } from './platform-client.js'
import type { Project } from './schemas.js'

/** 1,000 pages of 100: far beyond any organization, and a bound on a server that never ends. */
export const MAX_PROJECT_PAGES = 1_000

/** The list sent a page of projects it had already sent. */
export class RepeatedProjectsError extends Error {
  override name = 'RepeatedProjectsError'
  constructor(
    readonly deploymentSlug: string,
    readonly page: number
  ) {
    super(`The project list of deployment ${deploymentSlug} repeated its projects on page ${page}.`)
  }
}

/**
 * Each page of projects in turn; stops after a short page or {@link MAX_PROJECT_PAGES}. `seen`
 * receives every project ID (given by tests).
 */
export async function* projectPages(
  client: PlatformClient,
  deploymentSlug: string,
  pageSize = PROJECTS_PAGE_SIZE,
  seen: IdSet = new IdSet()
): AsyncGenerator<Project[]> {
  for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
    const projects = await client.listProjects(deploymentSlug, page, pageSize)
    if (projects.length > 0 && projects.every(project => seen.has(project.id))) {
      throw new RepeatedProjectsError(deploymentSlug, page)
    }
    for (const project of projects) seen.add(project.id)
    yield projects
    if (projects.length < pageSize) return
  }
}

/** What {@link projectNamed} found, and how many listed projects it searched to get there. */
export interface ProjectSearch {
  project: Project | undefined
  searched: number
}

/**
 * The project named `repository`: the single-project look-up, then (after `onListSearch`) the
 * project list without regard to case, as GitHub's names are. A repeated list throws
 * {@link RepeatedProjectsError}; each caller decides what that means for it.
 */
export async function projectNamed(
  client: PlatformClient,
  deploymentSlug: string,
  repository: string,
  onListSearch?: () => void
): Promise<ProjectSearch> {
  const direct = await client.getProject(deploymentSlug, repository)
  if (direct !== undefined) return { project: direct, searched: 0 }
  onListSearch?.()
  const wanted = repository.toLowerCase()
  let searched = 0
  for await (const projects of projectPages(client, deploymentSlug)) {
    const match = projects.find(project => project.name.toLowerCase() === wanted)
    if (match !== undefined) return { project: match, searched }
    searched += projects.length
  }
  return { project: undefined, searched }
}
