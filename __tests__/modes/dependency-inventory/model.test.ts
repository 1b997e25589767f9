import { describe, expect, it } from '@jest/globals'
import {
  type Inventory,
  inventoryJsonHead,
  inventoryJsonTail,
  type RepositoryEntry,
  RepositoryDigest,
  repositoryItemJson
} from '../../../src/modes/dependency-inventory/model.js'
import { digestOf, inventoryText } from '../../support/index.js'

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
    digest: digestOf(repos),
    ...overrides
  }
}

/** The file's text for `repositories`, with the digest of those repositories. */
function json(repositories: RepositoryEntry[] = repos, overrides: Partial<Inventory> = {}): string {
  return inventoryText(inventory({ digest: digestOf(repositories), ...overrides }), repositories)
}

describe('the digest’s totals', () => {
  it('counts repositories, lockfiles, path scans and sums the repositories’ dependencies', () => {
    expect(digestOf(repos).totals).toEqual({
      repositories: 3,
      lockfiles: 3,
      dependencies: 165,
      repositoriesWithDependencyPathScan: 2
    })
  })

  it('is all zero for no repositories', () => {
    expect(digestOf([]).totals).toEqual({
      repositories: 0,
      lockfiles: 0,
      dependencies: 0,
      repositoriesWithDependencyPathScan: 0
    })
  })
})

describe('RepositoryDigest', () => {
  const named = (name: string, numDependencies: number, id = 1n): RepositoryEntry => ({
    id,
    name,
    numDependencies,
    hasDependencyPathScan: false,
    lockfiles: []
  })

  it('counts the repositories whose lockfile listing did not finish, and names the first five', () => {
    const digest = new RepositoryDigest()
    for (let i = 0; i < 7; i++) {
      digest.add({ ...named(`acme/r${i}`, i), ...(i !== 3 && { lockfilesError: 'HTTP 503' }) })
    }
    digest.add(repos[2]!)
    expect(digest.incomplete).toBe(7)
    expect(digest.firstIncomplete.map(r => r.name)).toEqual([
      'acme/r0',
      'acme/r1',
      'acme/r2',
      'acme/r4',
      'acme/r5'
    ])
  })

  it('keeps the largest repositories: most dependencies, then name, then ID', () => {
    const digest = new RepositoryDigest(4)
    for (const repo of [
      named('acme/c', 5),
      named('acme/a', 1),
      named('acme/b', 9),
      named('acme/b', 9, 0n),
      named('acme/a', 5),
      named('acme/d', 7),
      named('acme/e', 2)
    ]) {
      digest.add(repo)
    }
    expect(digest.largest.map(r => `${r.name} ${r.numDependencies} ${r.id}`)).toEqual([
      'acme/b 9 0',
      'acme/b 9 1',
      'acme/d 7 1',
      'acme/a 5 1'
    ])
    expect(digest.totals.repositories).toBe(7)
  })

  it('adds up the lockfiles per ecosystem', () => {
    expect(digestOf(repos).ecosystemTotals()).toEqual([
      { ecosystem: 'npm', lockfiles: 2, dependencies: 140, repositories: 2 },
      { ecosystem: 'gomod', lockfiles: 1, dependencies: 30, repositories: 1 }
    ])
  })
})

describe('the inventory file’s text', () => {
  it('writes repository IDs beyond 2^53 with every digit', () => {
    const text = json()
    expect(text).toContain('"id": 12345678901234567891,')
    expect(text).toContain('"id": 9007199254740993,')
    expect(text).toContain('"id": 7,')
    expect(text).not.toContain('"12345678901234567891"')
  })

  it('is valid JSON with the documented shape', () => {
    const parsed = JSON.parse(json())
    expect(Object.keys(parsed)).toEqual(['deploymentId', 'complete', 'repositories', 'totals'])
    expect(parsed.deploymentId).toBe('18446744073709551615')
    expect(parsed.complete).toBe(true)
    expect(parsed.totals).toEqual({
      repositories: 3,
      lockfiles: 3,
      dependencies: 165,
      repositoriesWithDependencyPathScan: 2
    })
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
    const parsed = JSON.parse(json())
    expect(parsed.repositories[2]).toMatchObject({
      lockfilesComplete: false,
      lockfilesError: 'lockfiles: HTTP 503 after 5 attempts'
    })
    expect(parsed.repositories[0]).not.toHaveProperty('lockfilesComplete')
  })

  it('adds the error on a failed run', () => {
    const parsed = JSON.parse(json(repos, { complete: false, error: 'repositories: HTTP 500' }))
    expect(parsed.complete).toBe(false)
    expect(parsed.error).toBe('repositories: HTTP 500')
  })

  it('matches JSON.stringify with 2 spaces, apart from the big integers', () => {
    const small = repos.map(repo => ({ ...repo, id: BigInt(Number(repo.id) % 1000) }))
    const expected = JSON.stringify(
      {
        deploymentId: '18446744073709551615',
        complete: true,
        repositories: small,
        totals: digestOf(small).totals
      },
      (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value),
      2
    ).replace(/,\n\s+"lockfilesError": "[^"]*"/, m => `,\n      "lockfilesComplete": false${m}`)
    expect(json(small)).toBe(expected)
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
    const parsed = JSON.parse(json(tricky))
    expect(parsed.repositories.map((r: { name: string }) => r.name)).toEqual([
      '12345678901234567891',
      '\u0000BIGINT:3'
    ])
  })

  it('writes an empty inventory', () => {
    const text = json([])
    expect(text).toContain('"repositories": [],')
    expect(JSON.parse(text).repositories).toEqual([])
  })

  it('comes in pieces: the head, one per repository, the tail, that make the same text', () => {
    const inv = inventory({ complete: false, error: 'stopped' })
    const head = inventoryJsonHead(inv)
    expect(head.endsWith('"repositories": [')).toBe(true)
    const items = repos.map((repo, i) => repositoryItemJson(repo, i === 0))
    expect(items[0]).toContain('"name": "acme/big-id"')
    expect(items[0]).not.toContain('acme/partial')
    const whole = [head, ...items, ...inventoryJsonTail(inv)].join('')
    expect(JSON.parse(whole).error).toBe('stopped')
  })
})
