import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  repositoryItemJson,
  type RepositoryEntry
} from '../../../src/modes/dependency-inventory/model.js'
import { removeTemporaryFiles } from '../../../src/action/files.js'
import { RepositorySpool } from '../../../src/modes/dependency-inventory/spool.js'

let parent: string
beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'spool-test-'))
})
afterEach(async () => {
  await rm(parent, { recursive: true, force: true })
})

function repository(i: number, lockfiles = 1, name = `acme/repo-${i}`): RepositoryEntry {
  return {
    id: 9007199254740993n + BigInt(i),
    name,
    numDependencies: i,
    hasDependencyPathScan: i % 2 === 0,
    lockfiles: Array.from({ length: lockfiles }, (_, j) => ({
      lockfilePath: `svc-${j}/package-lock.json`,
      numDependencies: j
    }))
  }
}

async function text(spool: RepositorySpool): Promise<string> {
  const pieces: Buffer[] = []
  // Each piece is valid until the next is asked for: the spool reads them into one buffer.
  for await (const piece of spool.chunks()) pieces.push(Buffer.from(piece))
  return Buffer.concat(pieces).toString('utf8')
}

describe('RepositorySpool', () => {
  it('gives back the repositories’ text in the order added, across many writes', async () => {
    const spool = await RepositorySpool.create(parent)
    // Names beyond ASCII, and one repository larger than a whole batch.
    const repositories = [
      ...Array.from({ length: 3_000 }, (_, i) => repository(i, 2, `acme/café-☕-𝄞-${i}`)),
      repository(3_000, 5_000),
      repository(3_001)
    ]
    for (const repo of repositories) spool.add(repo)
    expect(await text(spool)).toBe(
      repositories.map((repo, i) => repositoryItemJson(repo, i === 0)).join('')
    )
    await spool.remove()
  })

  it('gives nothing when nothing was added', async () => {
    const spool = await RepositorySpool.create(parent)
    expect(await text(spool)).toBe('')
    await spool.remove()
  })

  it('keeps its file in a folder of its own, and removes both', async () => {
    const spool = await RepositorySpool.create(parent)
    spool.add(repository(1))
    const [folder] = await readdir(parent)
    expect(folder).toMatch(/^dependency-inventory-/)
    expect(await readdir(path.join(parent, folder!))).toEqual(['repositories.json'])
    await spool.remove()
    expect(await readdir(parent)).toEqual([])
  })

  it('is removed with the temporary files of a run being cancelled', async () => {
    const spool = await RepositorySpool.create(parent)
    spool.add(repository(1))
    removeTemporaryFiles()
    expect(await readdir(parent)).toEqual([])
  })
})
