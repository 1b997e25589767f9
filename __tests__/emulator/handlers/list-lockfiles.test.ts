import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { lockfileDependencies } from '../../../emulator/index.js'
import { BIG_START, DEPLOYMENT, call, lockfilesPath, type LockfilesPage } from '../support.js'

describe('list lockfiles', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        repositories: 12,
        repositoryIdStart: BIG_START,
        lockfilesPerRepository: { min: 2, max: 5 }
      }
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('chains pages by string cursor, every lockfile exactly once', async () => {
    const repository = emulator.dataset.repositories.reduce((most, candidate) =>
      candidate.lockfiles.length > most.lockfiles.length ? candidate : most
    )
    expect(repository.lockfiles.length).toBeGreaterThanOrEqual(3)
    const seen: string[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < 10; pages++) {
      const body: Record<string, unknown> = {
        deploymentId: DEPLOYMENT,
        repositoryId: String(repository.id),
        pageSize: 2
      }
      if (cursor !== undefined) body.cursor = cursor
      const answer = await call(emulator, lockfilesPath(repository.id), { body })
      expect(answer.status).toBe(200)
      const page = answer.json as LockfilesPage
      expect(typeof page.cursor).toBe('string')
      seen.push(...page.lockfileSummaries.map(summary => summary.lockfilePath))
      if (!page.hasMore) break
      cursor = page.cursor
    }
    expect(seen).toEqual(repository.lockfiles.map(lockfile => lockfile.lockfilePath))
  })

  it('filters by lockfilePath and refuses a cursor of another repository', async () => {
    const repository = emulator.dataset.repositories[0]!
    const target = repository.lockfiles[0]!.lockfilePath
    const filtered = await call(emulator, lockfilesPath(repository.id), {
      body: { dependencyFilter: { lockfilePath: target } }
    })
    const paths = (filtered.json as LockfilesPage).lockfileSummaries.map(item => item.lockfilePath)
    expect(paths).toContain(target)
    const other = emulator.dataset.repositories[1]!
    const first = await call(emulator, lockfilesPath(other.id), { body: { pageSize: 1 } })
    const foreignCursor = (first.json as LockfilesPage).cursor
    const misuse = await call(emulator, lockfilesPath(repository.id), {
      body: { cursor: foreignCursor }
    })
    expect(misuse.status).toBe(400)
    expect(misuse.text).toContain('cursor')
    expect((await call(emulator, lockfilesPath('424242'), { body: {} })).status).toBe(404)
  })

  it('counts the dependencies a filter keeps per lockfile', async () => {
    const repository = emulator.dataset.repositories[2]!
    const answer = await call(emulator, lockfilesPath(repository.id), {
      body: { pageSize: 100, dependencyFilter: { transitivity: ['DIRECT'] } }
    })
    const expected = repository.lockfiles.flatMap(lockfile => {
      const direct = lockfileDependencies(emulator.dataset.seed, repository, lockfile).filter(
        dependency => dependency.transitivity === 'DIRECT'
      ).length
      return direct > 0 ? [{ lockfilePath: lockfile.lockfilePath, numDependencies: direct }] : []
    })
    expect((answer.json as LockfilesPage).lockfileSummaries).toEqual(expected)
  })

  it('serves an archived repository only with includeArchived: true', async () => {
    const archived = emulator.dataset.archivedRepositories[0]!
    const hidden = await call(emulator, lockfilesPath(archived.id), { body: { pageSize: 100 } })
    expect((hidden.json as LockfilesPage).lockfileSummaries).toEqual([])
    const shown = await call(emulator, lockfilesPath(archived.id), {
      body: { pageSize: 100, dependencyFilter: { includeArchived: true } }
    })
    expect((shown.json as LockfilesPage).lockfileSummaries).toHaveLength(archived.lockfiles.length)
  })
})
