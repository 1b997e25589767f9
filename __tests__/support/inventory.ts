/**
 * Inventories for tests, built from the mode's own pieces: the digest of a list of repositories, and
 * the inventory file's text for them.
 */
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
