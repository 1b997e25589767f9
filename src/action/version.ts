/**
 * Sent as the User-Agent of every request, so platform operators can tell this action's traffic.
 * The version is package.json's, which the bundle carries from the build.
 */
import packageJson from '../../package.json' with { type: 'json' }

export const ACTION_USER_AGENT = `security-platform-action/${packageJson.version}`
