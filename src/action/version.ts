/** Sent as the User-Agent of every request, so platform operators can tell this action's traffic. */
export const ACTION_USER_AGENT = 'security-platform-action/0.1.0'
