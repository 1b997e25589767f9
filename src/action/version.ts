/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */
import packageJson from '../../package.json' with { type: 'json' }

export const ACTION_USER_AGENT = `security-platform-action/${packageJson.version}`

/** The oldest Node the action runs on: it needs `JSON.rawJSON` (22) to send exact IDs. */
export const OLDEST_NODE_MAJOR = 22

/**
 * Fails at once on an older Node (a local run, e.g. `npx @github/local-action` on a system Node
 * 20), which would otherwise end in an error far from its cause.
 */
export function requireSupportedNode(version: string = process.versions.node): void {
  if (Number(version.split('.')[0]) >= OLDEST_NODE_MAJOR) return
  throw new Error(
    `Run the action on Node ${OLDEST_NODE_MAJOR} or later (runners use node24): it needs Node ` +
      `${OLDEST_NODE_MAJOR} or later, and this is Node ${version}.`
  )
}
