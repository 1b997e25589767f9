/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */
import packageJson from '../../package.json' with { type: 'json' }

/** The action's version (package.json's), as SARIF's `tool.driver.semanticVersion` names it. */
export const ACTION_VERSION: string = packageJson.version

export const ACTION_USER_AGENT = `security-platform-action/${packageJson.version}`

/**
 * The oldest Node the action runs on: `JSON.rawJSON` (22) sends exact IDs, and undici 8, the one
 * HTTP stack, needs 22.19.
 */
export const OLDEST_NODE = [22, 19] as const

/**
 * Fails at once on an older Node (a local run, e.g. `npx @github/local-action` on a system Node
 * 20), which would otherwise end in an error far from its cause.
 */
export function requireSupportedNode(version: string = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const [oldestMajor, oldestMinor] = OLDEST_NODE
  if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor)) return
  throw new Error(
    `Run the action on Node ${OLDEST_NODE.join('.')} or later (runners use node24): it needs Node ` +
      `${OLDEST_NODE.join('.')} or later, and this is Node ${version}.`
  )
}

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
