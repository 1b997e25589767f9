/**
 * The repository ID of an `owner/name`: the platform knows a repository as a project of that name,
 * and the project's ID is the repository ID that SBOM export takes. First the single-project look-up;
 * on 404 the project list, page by page, matching the name without regard to case (as GitHub does,
 * so `Acme/Web-App` finds `acme/web-app`).
 */
import * as log from '../../action/log.js'
import { oneLine, plural } from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import { projectNamed, RepeatedProjectsError } from '../../platform/project-pages.js'
import type { Project } from '../../platform/schemas.js'

/** No project of that name; the message says what to set. */
export class ProjectNotFoundError extends Error {
  override name = 'ProjectNotFoundError'
}

export async function findProject(
  client: PlatformClient,
  deploymentSlug: string,
  repository: string
): Promise<Project> {
  let search
  try {
    search = await projectNamed(client, deploymentSlug, repository, () =>
      log.info(`No project is named exactly ${repository}; searching the project list.`)
    )
  } catch (error) {
    if (!(error instanceof RepeatedProjectsError)) throw error
    throw new Error(
      `The project list of deployment ${oneLine(deploymentSlug)} repeated its projects on page ${error.page}; ` +
        `stopped searching for ${repository}. Set \`repository-id\` to the repository's numeric ID.`
    )
  }
  if (search.project) return search.project
  throw new ProjectNotFoundError(
    `Set \`repository\` to the name the platform scanned the repository under, or ` +
      `\`repository-id\` to its numeric ID: no project of deployment ${oneLine(deploymentSlug)} is ` +
      `named ${repository} (searched ${plural(search.searched, 'project')}). The platform knows a repository ` +
      `once it has been scanned, by the name it was scanned under.`
  )
}
