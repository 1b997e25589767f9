/**
 * Projects without dependency data (`list-uncovered: true`): the deployment's projects, page by
 * page, that are not among the repositories this inventory lists. A project's `id` is the
 * repository ID the dependency operations use, so they are matched by ID.
 */
import type { PlatformClient } from '../../platform/platform-client.js'
import { projectPages } from '../../platform/project-pages.js'
import type { RepositoryEntry, UncoveredProject } from './model.js'

export interface UncoveredResult {
  /** Projects listed in all. */
  projects: number
  /** Those with no repository in the inventory, in the list's order. */
  uncovered: UncoveredProject[]
}

/** Lists the projects of the deployment `slug` and keeps those not in `repositories`. */
export async function findUncovered(
  client: PlatformClient,
  deploymentSlug: string,
  repositories: readonly RepositoryEntry[]
): Promise<UncoveredResult> {
  const covered = new Set<bigint>()
  for (const repo of repositories) covered.add(repo.id)
  const result: UncoveredResult = { projects: 0, uncovered: [] }
  for await (const page of projectPages(client, deploymentSlug)) {
    result.projects += page.length
    for (const project of page) {
      if (covered.has(project.id)) continue
      // A project listed twice is reported once.
      covered.add(project.id)
      result.uncovered.push({ id: project.id, name: project.name })
    }
  }
  return result
}
