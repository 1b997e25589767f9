/**
 * The repository ID of an `owner/name`: the platform knows a repository as a project of that name,
 * and the project's ID is the repository ID that SBOM export takes. First the single-project look-up;
 * on 404 the project list, page by page, matching the name without regard to case (as GitHub does,
 * so `Acme/Web-App` finds `acme/web-app`).
 */
import * as log from '../../action/log.js'
import { oneLine, plural } from '../../action/text.js'
import { PROJECTS_PAGE_SIZE, type PlatformClient } from '../../platform/platform-client.js'
import type { Project } from '../../platform/schemas.js'

/** 1,000 pages of 100: far beyond any organization, and a bound on a server that never ends. */
export const MAX_PROJECT_PAGES = 1_000

/** No project of that name; the message says what to set. */
export class ProjectNotFoundError extends Error {
  override name = 'ProjectNotFoundError'
}

export async function findProject(
  client: PlatformClient,
  deploymentSlug: string,
  repository: string
): Promise<Project> {
  const direct = await client.getProject(deploymentSlug, repository)
  if (direct) return direct
  log.info(`No project is named exactly ${repository}; searching the project list.`)

  const wanted = repository.toLowerCase()
  const seen = new Set<bigint>()
  let count = 0
  for (let page = 0; page < MAX_PROJECT_PAGES; page++) {
    const projects = await client.listProjects(deploymentSlug, page, PROJECTS_PAGE_SIZE)
    const match = projects.find(project => project.name.toLowerCase() === wanted)
    if (match) return match
    // A server that ignores `page` would send the first page for ever.
    if (projects.length > 0 && projects.every(project => seen.has(project.id))) {
      throw new Error(
        `The project list of deployment ${oneLine(deploymentSlug)} repeated its projects on page ${page}; ` +
          `stopped searching for ${repository}. Set \`repository-id\` to the repository's numeric ID.`
      )
    }
    for (const project of projects) seen.add(project.id)
    count += projects.length
    if (projects.length < PROJECTS_PAGE_SIZE) break
  }
  throw new ProjectNotFoundError(
    `Set \`repository\` to the name the platform scanned the repository under, or ` +
      `\`repository-id\` to its numeric ID: no project of deployment ${oneLine(deploymentSlug)} is ` +
      `named ${repository} (searched ${plural(count, 'project')}). The platform knows a repository ` +
      `once it has been scanned, by the name it was scanned under.`
  )
}
