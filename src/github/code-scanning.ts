/**
 * GitHub's code scanning SARIF endpoints: "Upload an analysis as SARIF data"
 * (`POST /repos/{owner}/{repo}/code-scanning/sarifs`, the SARIF gzipped then base64-encoded) and
 * "Get information about a SARIF upload" (`GET …/code-scanning/sarifs/{sarif_id}`), on the action's
 * HTTP stack (client.ts). A failure is a `GitHubError` with GitHub's status when it answered.
 */
import { clientFor, type ClientRequest } from './client.js'
import { gitHubFailure } from './errors.js'

export interface SarifUploadRequest extends Omit<ClientRequest, 'allowUrl'> {
  owner: string
  repo: string
  /** The commit the analysis describes (40 or 64 hex digits). */
  commitSha: string
  /** `refs/heads/<branch>`. */
  ref: string
  /** The SARIF, gzipped then base64-encoded. */
  sarif: string
  toolName: string
  /** ISO 8601 time the analysis began. */
  startedAt: string
}

/** What the upload's `202 Accepted` gives. */
export interface SarifReceipt {
  id: string
  /** The API URL of the upload's status. */
  url: string
}

/** The upload's processing, as GitHub reports it. */
export interface SarifProcessing {
  status: 'pending' | 'complete' | 'failed'
  /** GitHub's errors when processing failed (as given; untrusted text). */
  errors: string[]
}

/** Uploads one analysis; its `id` is what the processing status is asked with. */
export async function uploadSarif(request: SarifUploadRequest): Promise<SarifReceipt> {
  const octokit = await clientFor(request)
  const what = `POST /repos/${request.owner}/${request.repo}/code-scanning/sarifs`
  try {
    const answer = await octokit.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', {
      owner: request.owner,
      repo: request.repo,
      commit_sha: request.commitSha,
      ref: request.ref,
      sarif: request.sarif,
      tool_name: request.toolName,
      started_at: request.startedAt,
      ...(request.signal && { request: { signal: request.signal } })
    })
    const data = answer.data as { id?: unknown; url?: unknown }
    if (typeof data.id !== 'string' || data.id === '') {
      throw new Error('GitHub accepted the upload but its answer names no upload id')
    }
    const url = typeof data.url === 'string' ? data.url : ''
    return { id: data.id, url }
  } catch (error) {
    throw gitHubFailure(error, what)
  }
}

export interface SarifStatusRequest extends Omit<ClientRequest, 'allowUrl'> {
  owner: string
  repo: string
  sarifId: string
}

/** The processing status of one upload. */
export async function sarifProcessing(request: SarifStatusRequest): Promise<SarifProcessing> {
  const octokit = await clientFor(request)
  const what = `GET /repos/${request.owner}/${request.repo}/code-scanning/sarifs/${request.sarifId}`
  try {
    const answer = await octokit.request(
      'GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}',
      {
        owner: request.owner,
        repo: request.repo,
        sarif_id: request.sarifId,
        ...(request.signal && { request: { signal: request.signal } })
      }
    )
    const data = answer.data as { processing_status?: unknown; errors?: unknown }
    const status = data.processing_status
    if (status !== 'pending' && status !== 'complete' && status !== 'failed') {
      throw new Error(`GitHub gave the upload's processing_status as ${JSON.stringify(status)}`)
    }
    const errors = Array.isArray(data.errors)
      ? data.errors.filter((e): e is string => typeof e === 'string')
      : []
    return { status, errors }
  } catch (error) {
    throw gitHubFailure(error, what)
  }
}
