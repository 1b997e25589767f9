/** `GET /api/v1/deployments/{deploymentSlug}/projects/{projectName}`: a project by exact name. */
import type { Handler } from '../context.js'
import { jsonReply } from '../http.js'
import { projectOf } from '../projects.js'
import { HttpError } from '../validation.js'

export const getProject: Handler = (request, context) => {
  const name = request.path.projectName as string
  const repository =
    request.path.deploymentSlug === context.deploymentSlug
      ? context.repositories.named(name)
      : undefined
  if (repository === undefined) throw new HttpError(404, `project ${name} not found`)
  return jsonReply(200, { project: projectOf(repository, context.dataset.seed, true) })
}
