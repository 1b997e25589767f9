/**
 * The project list's bookkeeping on crafted IDs, for `npm run bench` (or alone: node --import
 * ./scripts/register-ts.mjs scripts/lib/crafted-projects.ts).
 */
import { pathToFileURL } from 'node:url'
import { projectPages } from '../../src/platform/project-pages.js'
import { collidingIds } from './colliding-ids.js'

/** The project list's cost on crafted IDs may be at most this many times that on random ones. */
const CRAFTED_PROJECTS_RATIO = 4

/**
 * The project list (`list-uncovered`, sbom-export's project search) over 200,000 project IDs that
 * collide in V8's unseeded BigInt hash (scripts/lib/colliding-ids.ts), against as many random ones:
 * the pages (of 1,000: the list stops at 1,000 pages) come from memory, so what is timed is the list's own bookkeeping of the IDs it has
 * seen. A `Set<bigint>` on 20,000 of the same IDs is timed beside it, for scale.
 */
export async function measureCraftedProjects(): Promise<void> {
  const count = 200_000
  console.log()
  console.log(
    `The project list on ${fmt(count)} crafted project IDs, on Node ${process.versions.node}`
  )
  // Random IDs of about the same size, from a fixed-seed xorshift so that runs compare.
  let state = 0x9e3779b9
  const next = (): bigint => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return BigInt(state >>> 0)
  }
  const crafted = collidingIds(count)
  const randomIds = Array.from(
    { length: count },
    (_, i) => (next() << 29n) ^ (next() << 18n) ^ BigInt(i)
  )
  const timeList = async (ids: readonly bigint[]): Promise<number> => {
    const client = {
      listProjects: (_slug: string, page: number, size: number) =>
        Promise.resolve(
          ids.slice(page * size, (page + 1) * size).map(id => ({ id, name: `acme/p-${id}` }))
        )
    } as unknown as Parameters<typeof projectPages>[0]
    const started = performance.now()
    let listed = 0
    for await (const page of projectPages(client, 'bench', 1000)) listed += page.length
    if (listed !== ids.length) throw new Error(`listed ${listed} of ${ids.length} projects`)
    return performance.now() - started
  }
  const randomMs = await timeList(randomIds)
  const craftedMs = await timeList(crafted)
  const plainStart = performance.now()
  const plain = new Set<bigint>()
  for (const id of crafted.slice(0, 20_000)) plain.add(id)
  const plainMs = performance.now() - plainStart
  const ratio = craftedMs / randomMs
  console.log(`  ${fmt(count)} random IDs: ${seconds(randomMs)}`)
  console.log(`  ${fmt(count)} colliding IDs: ${seconds(craftedMs)} (${ratio.toFixed(1)}× random)`)
  console.log(`  for scale, a Set<bigint> of the first 20,000 colliding IDs: ${seconds(plainMs)}`)
  const ok = ratio <= CRAFTED_PROJECTS_RATIO
  console.log(
    `  ${ok ? '✔' : '✘'} colliding IDs cost ≤ ${CRAFTED_PROJECTS_RATIO}× random ones (${ratio.toFixed(1)}×)`
  )
  if (!ok) process.exitCode = 1
}

const fmt = (n: number): string => n.toLocaleString('en-US')
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureCraftedProjects()
