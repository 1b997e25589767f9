/**
 * The project list, page by page: the projects it has seen are kept in the seeded ID set (IDs from
 * the answer can be chosen to collide in V8's unseeded hash), and a page that only repeats them ends
 * the listing with an error. Then the look-up by name that sbom-export and ticket-link share.
 */
import { describe, expect, it } from '@jest/globals'
import { collidingIds } from '../../scripts/lib/colliding-ids.js'
import { IdSet } from '../../src/platform/id-set.js'
import type { PlatformClient } from '../../src/platform/platform-client.js'
import {
  projectNamed,
  projectPages,
  RepeatedProjectsError
} from '../../src/platform/project-pages.js'
import type { Project } from '../../src/platform/schemas.js'

/**
 * A client whose project list serves `ids` in pages, page numbers from 0, named `acme/p-<id>`;
 * `direct` is the single-project look-up's answer, for any name.
 */
function listing(ids: readonly bigint[], repeatFrom = Infinity, direct?: Project): PlatformClient {
  return {
    getProject: (): Promise<Project | undefined> => Promise.resolve(direct),
    listProjects: (_slug: string, page: number, size: number): Promise<Project[]> => {
      const at = Math.min(page, repeatFrom) * size
      return Promise.resolve(ids.slice(at, at + size).map(id => ({ id, name: `acme/p-${id}` })))
    }
  } as unknown as PlatformClient
}

async function listAll(client: PlatformClient, seen?: IdSet): Promise<Project[]> {
  const projects: Project[] = []
  for await (const page of projectPages(client, 'acme-corp', 100, seen)) projects.push(...page)
  return projects
}

describe('projectPages', () => {
  it('keeps the IDs it has seen in the seeded ID set: few probes for IDs that collide in V8', async () => {
    const ids = collidingIds(30_000)
    const seen = new IdSet()
    const projects = await listAll(listing(ids), seen)
    expect(projects.map(p => p.id)).toEqual(ids)
    expect(seen.size).toBe(ids.length)
    // Counted, not timed: a table whose hash the IDs were chosen for would probe n²/2 slots.
    expect(seen.probes).toBeLessThan(ids.length * 2 * 4)
  })

  it('stops with an error at a page of projects it has already seen', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => 7_000n + BigInt(i))
    await expect(listAll(listing(ids, 1))).rejects.toThrow(RepeatedProjectsError)
    await expect(listAll(listing(ids, 1))).rejects.toThrow(/repeated its projects on page 2/)
  })

  it('ends after a short page', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => BigInt(i))
    expect(await listAll(listing(ids))).toHaveLength(200)
  })
})

describe('projectNamed', () => {
  const ids = Array.from({ length: 250 }, (_, i) => 5_000n + BigInt(i))

  it('takes the single-project answer without listing', async () => {
    const direct = { id: 9n, name: 'Acme/Web' }
    let listed = 0
    const search = await projectNamed(
      listing([], Infinity, direct),
      'acme',
      'Acme/Web',
      () => listed++
    )
    expect(search).toEqual({ project: direct, searched: 0 })
    expect(listed).toBe(0)
  })

  it('otherwise searches the list ignoring case, counting the projects of the pages before the match', async () => {
    let listed = 0
    const search = await projectNamed(listing(ids), 'acme', 'ACME/P-5120', () => listed++)
    expect(search).toEqual({ project: { id: 5_120n, name: 'acme/p-5120' }, searched: 100 })
    expect(listed).toBe(1)
  })

  it('none of that name: undefined, with every listed project counted', async () => {
    expect(await projectNamed(listing(ids), 'acme', 'acme/missing')).toEqual({
      project: undefined,
      searched: 250
    })
  })

  it('a list that repeats itself throws, for the caller to judge', async () => {
    await expect(projectNamed(listing(ids, 1), 'acme', 'acme/missing')).rejects.toThrow(
      RepeatedProjectsError
    )
  })
})
