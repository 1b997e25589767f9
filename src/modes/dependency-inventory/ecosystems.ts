/**
 * The package ecosystem of a lockfile, from its file name (the API lists lockfiles by path only).
 * Names follow the API's `ecosystem` values (npm, pypi, gomod, …).
 */
import type { RepositoryEntry } from './model.js'

const BY_FILE_NAME: Record<string, string> = {
  'package-lock.json': 'npm',
  'npm-shrinkwrap.json': 'npm',
  'yarn.lock': 'npm',
  'pnpm-lock.yaml': 'npm',
  'bun.lock': 'npm',
  'go.sum': 'gomod',
  'go.mod': 'gomod',
  'requirements.txt': 'pypi',
  'poetry.lock': 'pypi',
  'pipfile.lock': 'pypi',
  'uv.lock': 'pypi',
  'pdm.lock': 'pypi',
  'gemfile.lock': 'gem',
  'cargo.lock': 'cargo',
  'pom.xml': 'maven',
  'gradle.lockfile': 'maven',
  'build.gradle': 'maven',
  'build.gradle.kts': 'maven',
  'maven_dep_tree.txt': 'maven',
  'composer.lock': 'composer',
  'packages.lock.json': 'nuget',
  'pubspec.lock': 'pub',
  'package.resolved': 'swiftpm',
  'mix.lock': 'hex',
  'podfile.lock': 'cocoapods',
  'opam.locked': 'opam'
}

/** `npm` for `web/package-lock.json`; `other` when the file name is not a known lockfile. */
export function ecosystemOf(lockfilePath: string): string {
  const name = (lockfilePath.split(/[\\/]/).pop() ?? '').toLowerCase()
  if (Object.hasOwn(BY_FILE_NAME, name)) return BY_FILE_NAME[name]!
  if (name.endsWith('.csproj')) return 'nuget'
  if (name.endsWith('.opam')) return 'opam'
  if (/^requirements.*\.txt$/.test(name)) return 'pypi'
  return 'other'
}

export interface EcosystemTotals {
  ecosystem: string
  lockfiles: number
  /** Sum of the lockfiles' dependency counts. */
  dependencies: number
  /** Repositories with at least one lockfile of the ecosystem. */
  repositories: number
}

/** Lockfiles and dependencies per ecosystem, the most dependencies first (`other` last). */
export function ecosystemTotals(repositories: RepositoryEntry[]): EcosystemTotals[] {
  const totals = new Map<string, EcosystemTotals>()
  for (const repo of repositories) {
    const seen = new Set<string>()
    for (const lockfile of repo.lockfiles) {
      const ecosystem = ecosystemOf(lockfile.lockfilePath)
      let entry = totals.get(ecosystem)
      if (entry === undefined) {
        entry = { ecosystem, lockfiles: 0, dependencies: 0, repositories: 0 }
        totals.set(ecosystem, entry)
      }
      entry.lockfiles++
      entry.dependencies += lockfile.numDependencies
      if (!seen.has(ecosystem)) {
        seen.add(ecosystem)
        entry.repositories++
      }
    }
  }
  return [...totals.values()].sort(
    (a, b) =>
      Number(a.ecosystem === 'other') - Number(b.ecosystem === 'other') ||
      b.dependencies - a.dependencies ||
      (a.ecosystem < b.ecosystem ? -1 : 1)
  )
}
