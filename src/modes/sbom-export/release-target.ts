/**
 * The GitHub release a run is for, as both the release asset and the comparison need it: the tag
 * (a `release` event's, or a pushed tag's), the repository, and a token to ask GitHub with.
 */
import { releaseTargetOf, type ReleaseTarget, type WorkflowEvent } from '../../action/event.js'
import type { SbomExportInputs } from './inputs.js'

export interface GitHubReleaseTarget extends ReleaseTarget {
  owner: string
  repo: string
}

/** The run's release, or why there is none to work on (a sentence's end, for a log line). */
export function gitHubReleaseTarget(
  inputs: Pick<SbomExportInputs, 'githubRepository' | 'githubToken'>,
  event: WorkflowEvent
): GitHubReleaseTarget | { skipped: string } {
  const target = releaseTargetOf(event)
  const [owner, repo] = (inputs.githubRepository ?? '').split('/')
  if (!target) {
    const on = event.ref ? ` on ${event.ref}` : ''
    return {
      skipped: `this run (${event.name || 'unknown event'}${on}) is not for a release or a tag push`
    }
  }
  if (!inputs.githubToken) return { skipped: 'github-token is empty' }
  if (!owner || !repo) return { skipped: 'GITHUB_REPOSITORY does not name the repository' }
  return { ...target, owner, repo }
}
