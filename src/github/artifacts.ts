/**
 * Uploads a file as a workflow artifact with the toolkit's own `@actions/artifact`, so that what a
 * run produced outlives the job (files under $RUNNER_TEMP are deleted when it ends). The library is
 * imported on the first call only: runs without `artifact-name` never load it.
 */
import * as path from 'node:path'

export interface UploadedArtifact {
  id: number
  name: string
  /** Bytes stored (the zip). */
  size: number
  /** The artifact's page: `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
  url: string
}

/** The parts of the runner's environment the artifact's URL is built from. */
export interface ArtifactEnvironment {
  GITHUB_SERVER_URL?: string
  GITHUB_REPOSITORY?: string
  GITHUB_RUN_ID?: string
}

/** Uploads `file` (zipped, as artifacts are) as the artifact `name` of this workflow run. */
export async function uploadArtifact(
  name: string,
  file: string,
  env: ArtifactEnvironment = process.env
): Promise<UploadedArtifact> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  let result: { id?: number; size?: number }
  try {
    result = await new DefaultArtifactClient().uploadArtifact(name, [file], path.dirname(file))
  } catch (error) {
    throw new Error(
      `Check that artifact-name '${name}' is not used twice in this workflow run, then run the ` +
        `step again: uploading the artifact failed: ${error instanceof Error ? error.message : String(error)}`
    )
  }
  if (result.id === undefined) {
    throw new Error(`Run the step again: the artifact service gave no ID for artifact '${name}'.`)
  }
  return { id: result.id, name, size: result.size ?? 0, url: artifactUrl(result.id, env) }
}

/** `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID/artifacts/<id>`. */
export function artifactUrl(id: number, env: ArtifactEnvironment): string {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`
}
