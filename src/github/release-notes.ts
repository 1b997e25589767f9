/**
 * Reads and rewrites a release's notes (`GET` and `PATCH /repos/{owner}/{repo}/releases/{id}` with
 * `body`). The notes are read right before they are written, so that an edit made since the
 * release was listed is kept.
 */
import type { GitHubClient } from './client.js'

export interface ReleaseNotesRequest {
  owner: string
  repo: string
  releaseId: number
  signal?: AbortSignal
}

/** Rewrites the release's notes with `edit(current notes)`; returns the notes as written. */
export async function editReleaseNotes(
  octokit: GitHubClient,
  request: ReleaseNotesRequest,
  edit: (notes: string) => string
): Promise<string> {
  const common = {
    owner: request.owner,
    repo: request.repo,
    release_id: request.releaseId,
    ...(request.signal && { request: { signal: request.signal } })
  }
  const { data } = await octokit.rest.repos.getRelease(common)
  const body = edit(data.body ?? '')
  await octokit.rest.repos.updateRelease({ ...common, body })
  return body
}
