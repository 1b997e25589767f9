/** Projects: the platform's view of the dataset's repositories (same id, name `owner/name`). */
import type { DatasetProject } from './dataset.js'
import { SeededRandom, hashString } from './random.js'

const TAGS = ['production', 'internal', 'pci', 'team:platform', 'team:payments', 'legacy'] as const
const DAY_MS = 24 * 60 * 60 * 1000
/** A fixed "now", so projects are the same on every run. */
const EPOCH = Date.UTC(2026, 7, 1)

/** The project of a repository, as the list shows it; `detailed` adds what the get shows. */
export function projectOf(
  repository: DatasetProject,
  seed: number,
  detailed: boolean
): Record<string, unknown> {
  const random = new SeededRandom(hashString(`project:${seed}:${repository.id}`))
  const createdAt = EPOCH - random.integer(30, 900) * DAY_MS
  const project: Record<string, unknown> = {
    id: repository.id,
    name: repository.name,
    url: `https://github.com/${repository.name}`,
    created_at: new Date(createdAt).toISOString(),
    latest_scan_at: new Date(EPOCH - random.integer(0, 29) * DAY_MS).toISOString(),
    default_branch: 'refs/heads/main',
    primary_branch: 'refs/heads/main',
    tags: random.shuffle(TAGS).slice(0, random.integer(0, 2))
  }
  if (detailed) {
    project.managed_scan_config = {
      diff_scan: { enabled: random.next() < 0.5 },
      full_scan: { enabled: random.next() < 0.5 }
    }
  }
  return project
}
