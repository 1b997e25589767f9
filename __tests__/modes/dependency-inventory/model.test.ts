import { describe, expect, it } from '@jest/globals'
import {
  computeTotals,
  type Inventory,
  inventoryJsonChunks,
  inventoryToJson,
  type RepositoryEntry,
  repositoriesWithIncompleteLockfiles
} from '../../../src/modes/dependency-inventory/model.js'

const repos: RepositoryEntry[] = [
  {
    id: 12345678901234567891n,
    name: 'acme/big-id',
    numDependencies: 120,
    hasDependencyPathScan: true,
    lockfiles: [
      { lockfilePath: 'package-lock.json', numDependencies: 100 },
      { lockfilePath: 'api/go.sum', numDependencies: 30 }
    ]
  },
  {
    id: 7n,
    name: 'acme/"quoted" \\ name\n',
    numDependencies: 5,
    hasDependencyPathScan: false,
    lockfiles: []
  },
  {
    id: 9007199254740993n,
    name: 'acme/partial',
    numDependencies: 40,
    hasDependencyPathScan: true,
    lockfiles: [{ lockfilePath: 'yarn.lock', numDependencies: 40 }],
    lockfilesError: 'lockfiles: HTTP 503 after 5 attempts'
  }
]

function inventory(overrides: Partial<Inventory> = {}): Inventory {
  return {
    deploymentId: '18446744073709551615',
    complete: true,
    repositories: repos,
    totals: computeTotals(repos),
    ...overrides
  }
}

describe('computeTotals', () => {
  it('counts repositories, lockfiles, path scans and sums the repositories’ dependencies', () => {
    expect(computeTotals(repos)).toEqual({
      repositories: 3,
      lockfiles: 3,
      dependencies: 165,
      repositoriesWithDependencyPathScan: 2
    })
  })

  it('is all zero for no repositories', () => {
    expect(computeTotals([])).toEqual({
      repositories: 0,
      lockfiles: 0,
      dependencies: 0,
      repositoriesWithDependencyPathScan: 0
    })
  })
})

describe('repositoriesWithIncompleteLockfiles', () => {
  it('lists the repositories whose lockfile listing did not finish', () => {
    expect(repositoriesWithIncompleteLockfiles(repos).map(r => r.name)).toEqual(['acme/partial'])
  })
})

describe('inventoryToJson', () => {
  it('writes repository IDs beyond 2^53 with every digit', () => {
    const json = inventoryToJson(inventory())
    expect(json).toContain('"id": 12345678901234567891,')
    expect(json).toContain('"id": 9007199254740993,')
    expect(json).toContain('"id": 7,')
    expect(json).not.toContain('"12345678901234567891"')
  })

  it('is valid JSON with the documented shape', () => {
    const parsed = JSON.parse(inventoryToJson(inventory()))
    expect(Object.keys(parsed)).toEqual(['deploymentId', 'complete', 'repositories', 'totals'])
    expect(parsed.deploymentId).toBe('18446744073709551615')
    expect(parsed.complete).toBe(true)
    expect(parsed.totals).toEqual(computeTotals(repos))
    expect(Object.keys(parsed.repositories[0])).toEqual([
      'id',
      'name',
      'numDependencies',
      'hasDependencyPathScan',
      'lockfiles'
    ])
    expect(parsed.repositories[0].lockfiles).toEqual(repos[0]?.lockfiles)
    expect(parsed.repositories[1].name).toBe('acme/"quoted" \\ name\n')
    expect(parsed.repositories[1].lockfiles).toEqual([])
  })

  it('marks repositories whose lockfile listing did not finish', () => {
    const parsed = JSON.parse(inventoryToJson(inventory()))
    expect(parsed.repositories[2]).toMatchObject({
      lockfilesComplete: false,
      lockfilesError: 'lockfiles: HTTP 503 after 5 attempts'
    })
    expect(parsed.repositories[0]).not.toHaveProperty('lockfilesComplete')
  })

  it('adds the error on a failed run', () => {
    const parsed = JSON.parse(
      inventoryToJson(inventory({ complete: false, error: 'repositories: HTTP 500' }))
    )
    expect(parsed.complete).toBe(false)
    expect(parsed.error).toBe('repositories: HTTP 500')
  })

  it('matches JSON.stringify with 2 spaces, apart from the big integers', () => {
    const small = repos.map(repo => ({ ...repo, id: BigInt(Number(repo.id) % 1000) }))
    const inv = inventory({ repositories: small, totals: computeTotals(small) })
    const expected = JSON.stringify(
      inv,
      (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value),
      2
    ).replace(/,\n\s+"lockfilesError": "[^"]*"/, m => `,\n      "lockfilesComplete": false${m}`)
    expect(inventoryToJson(inv)).toBe(expected)
  })

  it('cannot be fooled by names that look like numbers or placeholders', () => {
    const tricky: RepositoryEntry[] = [
      {
        id: 1n,
        name: '12345678901234567891',
        numDependencies: 0,
        hasDependencyPathScan: false,
        lockfiles: []
      },
      {
        id: 2n,
        name: '\u0000BIGINT:3',
        numDependencies: 0,
        hasDependencyPathScan: false,
        lockfiles: []
      }
    ]
    const parsed = JSON.parse(
      inventoryToJson(inventory({ repositories: tricky, totals: computeTotals(tricky) }))
    )
    expect(parsed.repositories.map((r: { name: string }) => r.name)).toEqual([
      '12345678901234567891',
      '\u0000BIGINT:3'
    ])
  })

  it('writes an empty inventory', () => {
    const json = inventoryToJson(inventory({ repositories: [], totals: computeTotals([]) }))
    expect(json).toContain('"repositories": [],')
    expect(JSON.parse(json).repositories).toEqual([])
  })

  it('comes in pieces, one per repository, that make the same text', () => {
    const inv = inventory({ complete: false, error: 'stopped' })
    const pieces = [...inventoryJsonChunks(inv)]
    expect(pieces).toHaveLength(repos.length + 2)
    expect(pieces[1]).toContain('"name": "acme/big-id"')
    expect(pieces[1]).not.toContain('acme/partial')
    expect(pieces.join('')).toBe(inventoryToJson(inv))
    expect(JSON.parse(pieces.join('')).error).toBe('stopped')
  })
})
