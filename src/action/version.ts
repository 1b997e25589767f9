/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */
import packageJson from '../../package.json' with { type: 'json' }

export const ACTION_USER_AGENT = `security-platform-action/${packageJson.version}`

/**
 * The User-Agent with the runner's `ACTIONS_ORCHESTRATION_ID`, as the toolkit's HTTP client appends
 * it (`actions_orchestration_id/<id>`, each character outside `[a-zA-Z0-9_.-]` as `_`), so that
 * this step's requests and the toolkit's (Octokit, artifacts) are told apart alike.
 */
export function userAgent(orchestrationId: string | undefined): string {
  const id = orchestrationId?.trim()
  if (!id) return ACTION_USER_AGENT
  return `${ACTION_USER_AGENT} actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`
}
