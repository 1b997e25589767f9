/**
 * Projects without dependency data (`list-uncovered: true`): the deployment's projects, page by
 * page, that are not among the repositories this inventory lists. A project's `id` is the
 * repository ID the dependency operations use, so they are matched by ID. Also the summary's section
 * that lists them.
 */
import { code, prose, table, text } from '../../action/markdown.js'
import { formatCount, plural } from '../../action/text.js'
import type { PlatformClient } from '../../platform/platform-client.js'
import { projectPages } from '../../platform/project-pages.js'
import { IdSet } from '../../platform/id-set.js'
import type { UncoveredProject } from './model.js'
import { clip, MAX_NAME_CHARS, rowsWithin, shownLine } from '../../action/summary-rows.js'

/** The project listing of `list-uncovered`: the projects without dependency data, or what went wrong. */
export type UncoveredReport = (UncoveredResult & { slug: string }) | { problem: string }

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

/** "Projects without dependency data": how many, then at most `limit` of them. */
export function uncoveredSection(
  report: UncoveredReport,
  limit: number,
  allowance: number
): string {
  const heading = '### Projects without dependency data'
  if ('problem' in report) return [heading, '', `⚠️ ${prose(report.problem)}`].join('\n')
  const { uncovered } = report
  const lines = [
    heading,
    '',
    `**${formatCount(uncovered.length)} of ${plural(report.projects, 'project')}** of deployment ` +
      `${code(report.slug)} ${uncovered.length === 1 ? 'is' : 'are'} not among the repositories ` +
      'with dependencies above: never scanned for supply chain, no lockfile found, or left out by ' +
      'the dependency filter.'
  ]
  if (uncovered.length === 0) return lines.join('\n')
  const rows = rowsWithin(
    (function* () {
      for (const [i, project] of uncovered.entries()) {
        yield `| ${i + 1} | ${text(clip(project.name, MAX_NAME_CHARS))} | ${project.id} |`
      }
    })(),
    limit,
    allowance
  )
  lines.push(
    '',
    shownLine(rows.length, uncovered.length, limit, ['project', 'projects']),
    '',
    table(['#', 'Project', 'ID'], [], [0]),
    ...rows
  )
  return lines.join('\n')
}
