/**
 * Pieces of a mode context for tests that build one: a deployment whose slug is known, and GitHub
 * clients whose retries wait 1, 4 and 9 ms instead of Octokit's seconds.
 */
import type { RunDeployment } from '../../src/action/deployment.js'
import { createGitHubClient, type NewGitHubClient } from '../../src/github/client.js'

/** Deployment `id`, whose slug `slug` costs no request. */
export function deploymentOf(id: string, slug: string): RunDeployment {
  return { id, slug: () => Promise.resolve(slug), name: () => slug }
}

/** Clients as a run makes them, but retrying after 1 ms. */
export const fastGitHubClient: NewGitHubClient = options =>
  createGitHubClient({ ...options, retryBaseMs: 1 })
