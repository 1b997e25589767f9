/** `GET /api/v1/deployments/{deploymentId}/sbom/export/{taskToken}`: an export job's status. */
import type { Handler } from '../context.js'
import { jsonReply } from '../http.js'
import { HttpError } from '../validation.js'

export const getSbomExport: Handler = (request, context) => {
  const taskToken = request.path.taskToken as string
  const job = context.exportJobs.get(taskToken)
  if (job === undefined) throw new HttpError(404, `export task ${taskToken} not found`)
  job.polls += 1
  if (job.polls <= (context.options.exportPollsUntilDone ?? 2)) {
    return jsonReply(200, { status: 'SBOM_EXPORT_STATUS_IN_PROGRESS' })
  }
  if (job.fails) {
    return jsonReply(200, {
      status: 'SBOM_EXPORT_STATUS_FAILED',
      errorMessage: `SBOM generation failed for repository ${job.repository.id}: dependency resolution did not finish`
    })
  }
  job.downloadUrl ??= context.downloads.sign(taskToken)
  return jsonReply(200, { status: 'SBOM_EXPORT_STATUS_COMPLETED', downloadUrl: job.downloadUrl })
}
