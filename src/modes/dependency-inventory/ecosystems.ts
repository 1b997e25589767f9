/**
 * The package ecosystem of a lockfile, from its file name (the API lists lockfiles by path only).
 * Names follow the API's `ecosystem` values (npm, pypi, gomod, …).
 */
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
  // The last path segment, found without splitting: this runs for every lockfile listed.
  const start = Math.max(lockfilePath.lastIndexOf('/'), lockfilePath.lastIndexOf('\\')) + 1
  const name = lockfilePath.slice(start).toLowerCase()
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

/**
 * Lockfiles and dependencies per ecosystem, counted one repository at a time (the repositories are
 * not kept), given the most dependencies first (`other` last).
 */
export class EcosystemTally {
  private readonly byEcosystem = new Map<string, EcosystemTotals>()

  /** Counts the lockfiles of one repository. */
  add(lockfiles: readonly { lockfilePath: string; numDependencies: number }[]): void {
    const seen: string[] = []
    for (const lockfile of lockfiles) {
      const ecosystem = ecosystemOf(lockfile.lockfilePath)
      let entry = this.byEcosystem.get(ecosystem)
      if (entry === undefined) {
        entry = { ecosystem, lockfiles: 0, dependencies: 0, repositories: 0 }
        this.byEcosystem.set(ecosystem, entry)
      }
      entry.lockfiles++
      entry.dependencies += lockfile.numDependencies
      if (!seen.includes(ecosystem)) {
        seen.push(ecosystem)
        entry.repositories++
      }
    }
  }

  totals(): EcosystemTotals[] {
    return [...this.byEcosystem.values()].sort(
      (a, b) =>
        Number(a.ecosystem === 'other') - Number(b.ecosystem === 'other') ||
        b.dependencies - a.dependencies ||
        (a.ecosystem < b.ecosystem ? -1 : 1)
    )
  }
}
