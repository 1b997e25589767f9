/**
 * The dependency inventory: every repository with dependencies and its lockfiles, as collected by
 * the `dependency-inventory` mode, and the text of the inventory file.
 */

/** A lockfile of a repository, as the lockfiles list returns it. */
export interface LockfileEntry {
  lockfilePath: string
  numDependencies: number
}

/** A repository, as the repositories list returns it, with the lockfiles collected for it. */
export interface RepositoryEntry {
  id: bigint
  name: string
  numDependencies: number
  hasDependencyPathScan: boolean
  lockfiles: LockfileEntry[]
  /**
   * Set when the lockfiles of this repository could not all be listed (request failed, or never
   * made because the run stopped): `lockfiles` then holds only what was received. Absent when the
   * listing finished.
   */
  lockfilesError?: string
}

/** Counts over the whole inventory. */
export interface InventoryTotals {
  repositories: number
  lockfiles: number
  /** Sum of the repositories' `numDependencies`. */
  dependencies: number
  repositoriesWithDependencyPathScan: number
}

/** The result of a run; `complete: false` with `error` when it failed part-way. */
export interface Inventory {
  deploymentId: string
  complete: boolean
  repositories: RepositoryEntry[]
  totals: InventoryTotals
  error?: string
}

/** Totals of a list of repositories; `dependencies` sums the repositories' own counts. */
export function computeTotals(repos: RepositoryEntry[]): InventoryTotals {
  const totals: InventoryTotals = {
    repositories: repos.length,
    lockfiles: 0,
    dependencies: 0,
    repositoriesWithDependencyPathScan: 0
  }
  for (const repo of repos) {
    totals.lockfiles += repo.lockfiles.length
    totals.dependencies += repo.numDependencies
    if (repo.hasDependencyPathScan) totals.repositoriesWithDependencyPathScan++
  }
  return totals
}

/** Repositories whose lockfile listing did not finish. */
export function repositoriesWithIncompleteLockfiles(repos: RepositoryEntry[]): RepositoryEntry[] {
  return repos.filter(repo => repo.lockfilesError !== undefined)
}

/**
 * The inventory file's content, pretty-printed with 2 spaces:
 * `{deploymentId, complete, error?, repositories: [{id, name, numDependencies,
 * hasDependencyPathScan, lockfiles: [{lockfilePath, numDependencies}], lockfilesComplete?,
 * lockfilesError?}], totals}`. Repository IDs are JSON integers with every digit exact, beyond 2^53
 * too. `error` appears only on a failed run; `lockfilesComplete: false` and `lockfilesError` only
 * on repositories whose lockfile listing did not finish.
 */
export function inventoryToJson(inv: Inventory): string {
  return [...inventoryJsonChunks(inv)].join('')
}

/**
 * The text of `inventoryToJson` in pieces (the opening, one piece per repository, the end), so that
 * a large inventory can be written to a file without building the whole text in memory.
 */
export function* inventoryJsonChunks(inv: Inventory): Generator<string> {
  const head: string[] = ['{']
  const member = (key: string, value: JsonValue, out: string[], first = false): void => {
    out.push(`${first ? '\n' : ',\n'}  ${JSON.stringify(key)}: `)
    write(value, '  ', out)
  }
  member('deploymentId', inv.deploymentId, head, true)
  member('complete', inv.complete, head)
  if (inv.error !== undefined) member('error', inv.error, head)
  head.push(',\n  "repositories": ')
  if (inv.repositories.length === 0) {
    head.push('[]')
  } else {
    head.push('[')
    yield head.join('')
    head.length = 0
    for (const [i, repo] of inv.repositories.entries()) {
      yield (i === 0 ? '\n    ' : ',\n    ') + repositoryJson(repo)
    }
    head.push('\n  ]')
  }
  member(
    'totals',
    {
      repositories: inv.totals.repositories,
      lockfiles: inv.totals.lockfiles,
      dependencies: inv.totals.dependencies,
      repositoriesWithDependencyPathScan: inv.totals.repositoriesWithDependencyPathScan
    },
    head
  )
  head.push('\n}')
  yield head.join('')
}

/**
 * One repository as `write` would put it at an indent of four spaces, written directly: the file of
 * 100,000 repositories must be written within the moments a cancelled run has.
 */
function repositoryJson(repo: RepositoryEntry): string {
  const lockfiles =
    repo.lockfiles.length === 0
      ? '[]'
      : `[${repo.lockfiles
          .map(
            (lockfile, i) =>
              `${i === 0 ? '' : ','}\n        {\n          "lockfilePath": ${JSON.stringify(lockfile.lockfilePath)},` +
              `\n          "numDependencies": ${JSON.stringify(lockfile.numDependencies)}\n        }`
          )
          .join('')}\n      ]`
  const incomplete =
    repo.lockfilesError === undefined
      ? ''
      : `,\n      "lockfilesComplete": false,\n      "lockfilesError": ${JSON.stringify(repo.lockfilesError)}`
  return (
    `{\n      "id": ${repo.id.toString()},\n      "name": ${JSON.stringify(repo.name)},` +
    `\n      "numDependencies": ${JSON.stringify(repo.numDependencies)},` +
    `\n      "hasDependencyPathScan": ${JSON.stringify(repo.hasDependencyPathScan)},` +
    `\n      "lockfiles": ${lockfiles}${incomplete}\n    }`
  )
}

/** A JSON value whose integers may be `bigint`; `undefined` members are left out. */
type JsonValue =
  string | number | bigint | boolean | null | undefined | JsonValue[] | { [key: string]: JsonValue }

/**
 * Appends `value` as `JSON.stringify(value, null, 2)` would write it at `indent`, except that a
 * `bigint` is written as its exact digits. Built here rather than with a placeholder replacement, so
 * no string content can be mistaken for a number.
 */
function write(value: JsonValue, indent: string, out: string[]): void {
  if (typeof value === 'bigint') {
    out.push(value.toString())
  } else if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]')
      return
    }
    const inner = `${indent}  `
    out.push('[')
    value.forEach((item, i) => {
      out.push(i === 0 ? `\n${inner}` : `,\n${inner}`)
      if (item === undefined) out.push('null')
      else write(item, inner, out)
    })
    out.push(`\n${indent}]`)
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, member]) => member !== undefined)
    if (entries.length === 0) {
      out.push('{}')
      return
    }
    const inner = `${indent}  `
    out.push('{')
    entries.forEach(([key, member], i) => {
      out.push(`${i === 0 ? '\n' : ',\n'}${inner}${JSON.stringify(key)}: `)
      write(member, inner, out)
    })
    out.push(`\n${indent}}`)
  } else {
    out.push(JSON.stringify(value) ?? 'null')
  }
}
