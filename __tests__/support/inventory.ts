/**
 * Inventories for tests, built from the mode's own pieces: the digest of a list of repositories, and
 * the inventory file's text for them; what an inventory of a dataset should count; and the bundled
 * action run in this mode.
 */
import type { Emulator } from '../../emulator/index.js'
import { runAction, type ActionRun, type RunOptions } from '../../scripts/lib/action-runner.js'
import { emulatorInputs } from './inputs.js'
import {
  inventoryJsonHead,
  inventoryJsonTail,
  RepositoryDigest,
  repositoryItemJson,
  type Inventory,
  type RepositoryEntry
} from '../../src/modes/dependency-inventory/model.js'

/** The digest of `repos`, as the mode gathers it one repository at a time. */
export function digestOf(repos: readonly RepositoryEntry[], keep?: number): RepositoryDigest {
  const digest = new RepositoryDigest(keep)
  for (const repo of repos) digest.add(repo)
  return digest
}

/** The inventory file's text for `inv` with these repositories, as the mode writes it. */
export function inventoryText(inv: Inventory, repositories: readonly RepositoryEntry[]): string {
  return [
    inventoryJsonHead(inv),
    ...repositories.map((repo, i) => repositoryItemJson(repo, i === 0)),
    ...inventoryJsonTail(inv)
  ].join('')
}

/** The totals an inventory of these repositories gives, in its outputs and its file. */
export function totalsOf(
  repositories: readonly { numDependencies: number; lockfiles: readonly unknown[] }[]
): { repositories: number; lockfiles: number; dependencies: number } {
  return {
    repositories: repositories.length,
    lockfiles: repositories.reduce((n, r) => n + r.lockfiles.length, 0),
    dependencies: repositories.reduce((n, r) => n + r.numDependencies, 0)
  }
}

/** Each repository's lockfile paths, in order: to compare a file's repositories with a dataset's. */
export function lockfilePathsOf(
  repositories: readonly { lockfiles: readonly { lockfilePath: string }[] }[]
): string[][] {
  return repositories.map(r => r.lockfiles.map(l => l.lockfilePath))
}

/** `dist/index.js` under `node` in `mode: dependency-inventory` against `emulator`, with `inputs`. */
export function runInventoryAction(
  emulator: Emulator,
  node: string,
  inputs: Record<string, string>,
  options: Partial<RunOptions> = {}
): Promise<ActionRun> {
  return runAction({
    node,
    inputs: { mode: 'dependency-inventory', ...emulatorInputs(emulator), ...inputs },
    ...options
  })
}
