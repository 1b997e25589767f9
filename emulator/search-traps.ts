/**
 * The traps that make a naive dependency search wrong, as emulator options: a name that contains
 * another (`tinycolor`, `tinycolor2`, `@ctrl/tinycolor`), the same name in two ecosystems
 * (`num2words` on PyPI and npm), a PyPI name the platform keeps normalized (`pyjwt`) while users
 * write it `PyJWT`, a match in an archived repository, versions near the one asked for (what a
 * server that matches versions loosely returns: start the emulator with `looseVersions`), a
 * repository whose latest full scan is old and one with none. `SEARCH_TRAP_LINES` asks about them.
 */
import type { PlantedDependency } from './dataset.js'
import type { EmulatorOptions, EmulatorScan } from './types.js'

/** The repositories the traps are planted in, in order (the first of the dataset's). */
export const TRAP_REPOSITORIES = [
  'acme/storefront',
  'acme/admin-ui',
  'acme/colors',
  'acme/ml-service',
  'acme/docs-site',
  'acme/billing-api',
  'acme/old-reports',
  'acme/unscanned-tool'
] as const

const at = (name: (typeof TRAP_REPOSITORIES)[number]): number => TRAP_REPOSITORIES.indexOf(name)

/** The planted dependencies (the archived one in the first archived repository). */
export const TRAP_DEPENDENCIES: readonly PlantedDependency[] = [
  {
    repository: at('acme/storefront'),
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: '@ctrl/tinycolor',
    version: '4.1.1',
    transitivity: 'DIRECT',
    line: 1204
  },
  {
    repository: at('acme/admin-ui'),
    lockfilePath: 'web/yarn.lock',
    ecosystem: 'npm',
    name: '@ctrl/tinycolor',
    version: '4.1.2',
    transitivity: 'TRANSITIVE',
    line: 88
  },
  {
    repository: at('acme/admin-ui'),
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: 'tinycolor2',
    version: '1.6.0',
    transitivity: 'TRANSITIVE',
    line: 3301
  },
  {
    repository: at('acme/colors'),
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: 'tinycolor2',
    version: '1.6.0',
    transitivity: 'DIRECT',
    line: 41
  },
  {
    repository: at('acme/ml-service'),
    lockfilePath: 'requirements.txt',
    ecosystem: 'pypi',
    name: 'num2words',
    version: '0.5.15',
    transitivity: 'DIRECT',
    line: 12
  },
  {
    repository: at('acme/ml-service'),
    lockfilePath: 'poetry.lock',
    ecosystem: 'pypi',
    name: 'pyjwt',
    version: '2.8.0',
    transitivity: 'TRANSITIVE',
    line: 530
  },
  {
    repository: at('acme/docs-site'),
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: 'num2words',
    version: '0.5.15',
    transitivity: 'DIRECT',
    line: 77
  },
  {
    repository: at('acme/billing-api'),
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: '@ctrl/tinycolor',
    version: '4.1.0',
    transitivity: 'TRANSITIVE',
    line: 950
  },
  {
    repository: 0,
    archived: true,
    lockfilePath: 'package-lock.json',
    ecosystem: 'npm',
    name: '@ctrl/tinycolor',
    version: '4.1.1',
    transitivity: 'DIRECT',
    line: 310
  }
]

/** Lines that walk into every trap: what a search of the traps asks. */
export const SEARCH_TRAP_LINES = [
  'npm:@ctrl/tinycolor@4.1.1',
  'npm:tinycolor',
  'pypi:num2words@0.5.15',
  'pypi:PyJWT@2.8.0',
  'npm:@ctrl/tinycolor@>=4.1.0,<4.2.0',
  'pkg:npm/tinycolor2@1.6.0',
  'maven:org.apache.logging.log4j:log4j-core@>=2.0.0,<2.17.1'
] as const

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Every active repository has a completed full scan a day before `now`, but `acme/old-reports`,
 * whose latest is 20 days old, and `acme/unscanned-tool`, which has none.
 */
export function trapScans(repositoryIds: readonly bigint[], now: number): EmulatorScan[] {
  const scans: EmulatorScan[] = []
  repositoryIds.forEach((id, index) => {
    if (index === at('acme/unscanned-tool')) return
    const age = index === at('acme/old-reports') ? 20 : 1
    scans.push({
      repositoryId: String(id),
      commit: (0xabc0000 + index).toString(16).padEnd(40, '0'),
      completedAt: new Date(now - age * DAY_MS).toISOString()
    })
  })
  return scans
}

/**
 * Emulator options with the traps: `repositories` active ones (at least the traps'), two archived,
 * and the scans as of `now` (the repository IDs follow `repositoryIdStart`, default 1001).
 */
export function searchTrapOptions(
  now: number,
  extra: { repositories?: number; repositoryIdStart?: bigint } = {}
): EmulatorOptions {
  const repositories = Math.max(extra.repositories ?? 12, TRAP_REPOSITORIES.length)
  const start = extra.repositoryIdStart ?? 1001n
  const ids = Array.from({ length: repositories }, (_, i) => start + BigInt(i))
  return {
    dataset: {
      repositories,
      repositoryIdStart: start,
      repositoryNames: [...TRAP_REPOSITORIES],
      archivedRepositories: 2,
      plantedDependencies: [...TRAP_DEPENDENCIES]
    },
    scans: trapScans(ids, now)
  }
}
