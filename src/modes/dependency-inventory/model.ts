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

/** A repository as the changes name it. */
export interface RepositoryRef {
  id: bigint
  name: string
}

/** A repository whose name differs from the previous inventory's. */
export interface RenamedRepository extends RepositoryRef {
  previousName: string
}

/** A lockfile as the changes name it: its repository and its path. */
export interface LockfileRef {
  repositoryId: bigint
  repository: string
  lockfilePath: string
}

/** Where the previous inventory came from. */
export type PreviousSource =
  { file: string } | { artifact: { name: string; id: number; workflowRunId: number; url: string } }

export interface InventoryChanges {
  previous: PreviousSource & { complete: boolean }
  repositories: { added: RepositoryRef[]; removed: RepositoryRef[]; renamed: RenamedRepository[] }
  /** A lockfile of an added or removed repository is added or removed too. */
  lockfiles: { added: LockfileRef[]; removed: LockfileRef[] }
}

/** The result of a run; `complete: false` with `error` when it failed part-way. */
export interface Inventory {
  deploymentId: string
  complete: boolean
  repositories: RepositoryEntry[]
  totals: InventoryTotals
  error?: string
  /** What changed since the previous inventory, when one was compared with. */
  changes?: InventoryChanges
  /** With `list-uncovered`: the deployment's projects that have no dependency data. */
  uncovered?: UncoveredProject[]
}

/** A project of the deployment that is not among the repositories with dependencies. */
export interface UncoveredProject {
  id: bigint
  name: string
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
  if (inv.changes) {
    const { previous, repositories, lockfiles } = inv.changes
    head.push(',\n  "changes": {\n    "previous": ')
    write(previous, '    ', head)
    head.push(',\n    "repositories": {')
    yield head.join('')
    head.length = 0
    yield* listJson('added', repositories.added, '      ', true)
    yield* listJson('removed', repositories.removed, '      ')
    yield* listJson('renamed', repositories.renamed, '      ')
    yield '\n    },\n    "lockfiles": {'
    yield* listJson('added', lockfiles.added, '      ', true)
    yield* listJson('removed', lockfiles.removed, '      ')
    head.push('\n    }\n  }')
  }
  if (inv.uncovered) {
    yield head.join('')
    head.length = 0
    yield* listJson('uncovered', inv.uncovered, '  ')
  }
  head.push('\n}')
  yield head.join('')
}

/** `"key": [items]` at `indent`, one piece per item, as `write` would put it. */
function* listJson(
  key: string,
  items: readonly object[],
  indent: string,
  first = false
): Generator<string> {
  const opening = `${first ? '\n' : ',\n'}${indent}${JSON.stringify(key)}: `
  if (items.length === 0) {
    yield `${opening}[]`
    return
  }
  yield `${opening}[`
  const inner = `${indent}  `
  for (const [i, item] of items.entries()) {
    const out: string[] = [i === 0 ? `\n${inner}` : `,\n${inner}`]
    write(item as JsonValue, inner, out)
    yield out.join('')
  }
  yield `\n${indent}]`
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
