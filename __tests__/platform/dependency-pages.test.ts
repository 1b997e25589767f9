/**
 * The pages of the supply-chain list operations against the emulator over loopback: cursor
 * pagination of each list as the requests arrive at the server, and the errors of a server whose
 * cursors would loop or stop early.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { collect, failure } from '../../__fixtures__/async-pages.js'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import {
  dependencyPages,
  lockfilePages,
  repositoryPages
} from '../../src/platform/dependency-pages.js'
import { PaginationError } from '../../src/platform/paginate.js'
import type { Transport } from '../../src/platform/transport.js'
import { apiRequests, clientFor, closeTransports } from '../support/index.js'

const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1
const RETRIES = { maxAttempts: 4, baseDelayMs: 50, maxDelayMs: 1_000, maxTotalWaitMs: 10_000 }

const emulators: Emulator[] = []

/**
 * The requests of `operation` the pagination made, a retried one counted once: an answer slower
 * than the idle timeout is asked again by the transport (the retries' business, tested with it),
 * and under load a fresh emulator's first answer, which compiles its request checks, was. Each
 * request left out is the same as the one before it and one of the transport's retries.
 */
function asked(emulator: Emulator, transport: Transport, operation?: string) {
  const all = apiRequests(emulator, operation)
  const once = all.filter(
    (r, i) => i === 0 || r.rawBody !== all[i - 1]!.rawBody || r.path !== all[i - 1]!.path
  )
  expect(all.length - once.length).toBe(transport.stats.retries)
  return once
}

afterEach(closeTransports)

afterAll(async () => {
  await Promise.all(emulators.map(e => e.close()))
})

describe('pagination against the emulator', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: {
        repositories: 9,
        repositoryIdStart: BIG_REPOSITORY,
        lockfilesPerRepository: { min: 0, max: 5 }
      }
    })
    emulators.push(emulator)
  })

  let transport: Transport
  function fresh() {
    emulator.clearFaults()
    emulator.resetRequests()
    // An idle timeout no answer of a loaded machine reaches: these tests count pages, not retries.
    const harness = clientFor(emulator, { retryPolicy: RETRIES, timeoutMs: 60_000 })
    transport = harness.transport
    return harness.client
  }
  const requests = (operation?: string) => asked(emulator, transport, operation)

  const withLockfiles = (min: number) =>
    emulator.dataset.repositories.find(r => r.lockfiles.length >= min)!
  const withoutLockfiles = () => emulator.dataset.repositories.find(r => r.lockfiles.length === 0)!

  it('has the data these tests need', () => {
    expect(withLockfiles(3)).toBeDefined()
    expect(withoutLockfiles()).toBeDefined()
  })

  it('chains integer cursors through the repositories, page size 1, exact beyond 2^53', async () => {
    const client = fresh()
    const pages = await collect(repositoryPages(client, { pageSize: 1 }))
    const repositories = emulator.dataset.repositories
    expect(pages).toHaveLength(repositories.length)
    expect(pages.flat().map(r => r.id)).toEqual(repositories.map(r => r.id))
    const bodies = requests('listRepositories').map(r => r.rawBody)
    expect(bodies).toHaveLength(repositories.length)
    expect(bodies[0]).not.toContain('cursor')
    bodies.slice(1).forEach((body, i) => {
      // The cursor is a JSON integer with every digit: the ID of the last repository received.
      expect(body).toContain(`"cursor":${repositories[i]!.id}`)
      expect(body).toContain('"pageSize":1')
    })
  })

  it('takes all repositories in one request with page size 100', async () => {
    const client = fresh()
    const pages = await collect(repositoryPages(client, { pageSize: 100 }))
    expect(pages).toHaveLength(1)
    expect(pages[0]).toHaveLength(emulator.dataset.repositories.length)
    expect(requests()).toHaveLength(1)
  })

  it('chains string cursors through a repository’s lockfiles, page size 1', async () => {
    const client = fresh()
    const repository = withLockfiles(3)
    const pages = await collect(lockfilePages(client, repository.id, { pageSize: 1 }))
    expect(pages.flat().map(l => l.lockfilePath)).toEqual(
      repository.lockfiles.map(l => l.lockfilePath)
    )
    const listed = requests('listLockfiles')
    expect(listed).toHaveLength(repository.lockfiles.length)
    expect(listed[0]!.path).toContain(`/repositories/${repository.id}/lockfiles`)
    const bodies = listed.map(r => JSON.parse(r.rawBody) as Record<string, unknown>)
    expect(bodies[0]).not.toHaveProperty('cursor')
    for (const body of bodies.slice(1)) expect(typeof body.cursor).toBe('string')
    expect(new Set(bodies.map(b => b.cursor)).size).toBe(bodies.length)
    expect(bodies.every(b => b.repositoryId === String(repository.id))).toBe(true)
  })

  it('takes all lockfiles in one request with page size 100', async () => {
    const client = fresh()
    const repository = withLockfiles(3)
    const pages = await collect(lockfilePages(client, repository.id, { pageSize: 100 }))
    expect(pages).toHaveLength(1)
    expect(pages[0]).toHaveLength(repository.lockfiles.length)
  })

  it('gives one empty page for an empty list, of either kind', async () => {
    const client = fresh()
    expect(await collect(lockfilePages(client, withoutLockfiles().id, { pageSize: 5 }))).toEqual([
      []
    ])
    const none = { pageSize: 5, dependencyFilter: { repositoryId: [1n] } }
    expect(await collect(repositoryPages(client, none))).toEqual([[]])
    expect(requests()).toHaveLength(2)
  })

  it('stops with an error on a repeated integer cursor, keeping the pages received', async () => {
    const client = fresh()
    emulator.addFault({ operation: 'listRepositories', after: 2, action: { type: 'repeatCursor' } })
    const { error, got } = await failure(repositoryPages(client, { pageSize: 2 }))
    expect(error).toBeInstanceOf(PaginationError)
    expect((error as PaginationError).kind).toBe('repeated-cursor')
    expect((error as Error).message).toMatch(
      /List repositories with dependencies: page 3 .*already sent/
    )
    expect(got).toHaveLength(3)
    expect(requests()).toHaveLength(3)
  })

  it('stops with an error on a missing integer cursor', async () => {
    const client = fresh()
    emulator.addFault({ operation: 'listRepositories', after: 1, action: { type: 'dropCursor' } })
    const { error, got } = await failure(repositoryPages(client, { pageSize: 2 }))
    expect((error as PaginationError).kind).toBe('missing-cursor')
    expect((error as Error).message).toMatch(/page 2 .*hasMore is true but has no cursor/)
    expect(got).toHaveLength(2)
  })

  it('stops with an error on a repeated or missing string cursor', async () => {
    const repository = withLockfiles(3)
    let client = fresh()
    emulator.addFault({ operation: 'listLockfiles', after: 1, action: { type: 'repeatCursor' } })
    const repeated = await failure(lockfilePages(client, repository.id, { pageSize: 1 }))
    expect((repeated.error as PaginationError).kind).toBe('repeated-cursor')
    expect((repeated.error as Error).message).toContain(
      `List lockfiles of repository ${repository.id}`
    )
    expect(repeated.got.flat()).toHaveLength(2)

    client = fresh()
    emulator.addFault({ operation: 'listLockfiles', action: { type: 'dropCursor' } })
    const missing = await failure(lockfilePages(client, repository.id, { pageSize: 1 }))
    expect((missing.error as PaginationError).kind).toBe('missing-cursor')
    expect(requests()).toHaveLength(1)
  })

  it('a first answer slower than the idle timeout is asked again: the pages asked are the same, the repeat is the retry', async () => {
    fresh()
    const { client, transport: quick } = clientFor(emulator, {
      retryPolicy: RETRIES,
      timeoutMs: 100
    })
    emulator.addFault({ operation: 'listRepositories', action: { type: 'hang', ms: 1_000 } })
    const pages = await collect(repositoryPages(client, { pageSize: 1 }))
    expect(pages.flat().map(r => r.id)).toEqual(emulator.dataset.repositories.map(r => r.id))
    // the server saw the first page twice: once given up on, once answered
    const all = apiRequests(emulator, 'listRepositories')
    expect(all).toHaveLength(emulator.dataset.repositories.length + 1)
    expect(all[0]!.rawBody).toBe(all[1]!.rawBody)
    expect(quick.stats.retries).toBe(1)
    expect(asked(emulator, quick, 'listRepositories')).toHaveLength(
      emulator.dataset.repositories.length
    )
  })
})

describe('the dependencies list, row by row', () => {
  async function listed(total: number, rows: number) {
    const emulator = await startEmulator({
      dataset: { repositories: 1 },
      endlessDependencies: { rows, pathChars: 60, total }
    })
    emulators.push(emulator)
    const { client } = clientFor(emulator, { retryPolicy: RETRIES, timeoutMs: 60_000 })
    const paths: string[] = []
    const counts: number[] = []
    const query = { pageSize: rows, dependencyFilter: { packageFilters: [{ name: 'left-pad' }] } }
    for await (const count of dependencyPages(client, query, 'List dependencies', d => {
      paths.push(d.definedAt!.path)
    })) {
      counts.push(count)
    }
    return { paths, counts, bodies: apiRequests(emulator, 'listDependencies').map(r => r.rawBody) }
  }

  it('hands each row on as its page is read and yields each page’s count, chaining the cursors', async () => {
    const { paths, counts, bodies } = await listed(7, 3)
    expect(counts).toEqual([3, 3, 1])
    expect(paths.map(p => p.split('/').slice(0, 2).join('/'))).toEqual(
      Array.from({ length: 7 }, (_, i) => `left-pad/${i}`)
    )
    expect(bodies[0]).not.toContain('cursor')
    expect(bodies.slice(1).map(b => (JSON.parse(b) as { cursor: string }).cursor)).toEqual([
      '3',
      '6'
    ])
  })

  it('counts pages of rows handed on as full: 150 pages of one row are no endless empty pages', async () => {
    const { counts } = await listed(150, 1)
    expect(counts).toHaveLength(150)
    expect(counts.every(count => count === 1)).toBe(true)
  })
})
