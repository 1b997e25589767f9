/**
 * Projects without dependency data (`list-uncovered: true`): the deployment's projects, page by
 * page, that are not among the repositories this inventory lists. A project's `id` is the
 * repository ID the dependency operations use, so they are matched by ID.
 */
import type { PlatformClient } from '../../platform/platform-client.js'
import { projectPages } from '../../platform/project-pages.js'
import { IdSet } from './id-set.js'
import type { UncoveredProject } from './model.js'

export interface UncoveredResult {
  /** Projects listed in all. */
  projects: number
  /** Those with no repository in the inventory, in the list's order. */
  uncovered: UncoveredProject[]
}

/** Lists the projects of the deployment `slug` and keeps those whose ID is not in `listed`. */
export async function findUncovered(
  client: PlatformClient,
  deploymentSlug: string,
  listed: IdSet
): Promise<UncoveredResult> {
  // A project listed twice is reported once.
  const reported = new IdSet()
  const result: UncoveredResult = { projects: 0, uncovered: [] }
  for await (const page of projectPages(client, deploymentSlug)) {
    result.projects += page.length
    for (const project of page) {
      if (listed.has(project.id) || !reported.add(project.id)) continue
      result.uncovered.push({ id: project.id, name: project.name })
    }
  }
  return result
}
