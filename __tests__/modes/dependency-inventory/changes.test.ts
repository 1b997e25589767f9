/** The comparison of two inventories: repositories by ID, lockfiles by repository ID and path. */
import { describe, expect, it } from '@jest/globals'
import {
  changeCounts,
  changesSection,
  PreviousIndex,
  type InventoryChanges,
  type PreviousRepository
} from '../../../src/modes/dependency-inventory/changes.js'
import type { RepositoryEntry } from '../../../src/modes/dependency-inventory/model.js'

const SOURCE = { file: '/runner/previous.json', complete: true }

/** A repository of this run: `[id, name, lockfile paths]`. */
function current(rows: [number | bigint, string, string[]][]): RepositoryEntry[] {
  return rows.map(([id, name, paths]) => ({
    id: BigInt(id),
    name,
    numDependencies: paths.length * 10,
    hasDependencyPathScan: false,
    lockfiles: paths.map(lockfilePath => ({ lockfilePath, numDependencies: 10 }))
  }))
}

function previous(rows: [number | bigint, string, string[]][]): PreviousIndex {
  const index = new PreviousIndex()
  for (const [id, name, lockfilePaths] of rows) {
    index.add({ id: BigInt(id), name, lockfilePaths } satisfies PreviousRepository)
  }
  return index
}

/** The changes as short strings, for readable expectations. */
function summary(changes: InventoryChanges): Record<string, string[]> {
  return {
    added: changes.repositories.added.map(r => `${r.id} ${r.name}`),
    removed: Array.from(changes.repositories.removed).map(r => `${r.id} ${r.name}`),
    renamed: changes.repositories.renamed.map(r => `${r.id} ${r.previousName} -> ${r.name}`),
    lockfilesAdded: changes.lockfiles.added.map(l => `${l.repositoryId}:${l.lockfilePath}`),
    lockfilesRemoved: Array.from(changes.lockfiles.removed).map(
      l => `${l.repositoryId}:${l.lockfilePath}`
    )
  }
}

const NONE = { added: [], removed: [], renamed: [], lockfilesAdded: [], lockfilesRemoved: [] }

describe('PreviousIndex.compare', () => {
  it.each<{
    name: string
    before: [number | bigint, string, string[]][]
    now: [number | bigint, string, string[]][]
    expected: Record<string, string[]>
  }>([
    {
      name: 'the same inventory: nothing changed',
      before: [
        [1, 'acme/api', ['package-lock.json']],
        [2, 'acme/web', []]
      ],
      now: [
        [1, 'acme/api', ['package-lock.json']],
        [2, 'acme/web', []]
      ],
      expected: NONE
    },
    {
      name: 'an added repository, its lockfiles added with it',
      before: [[1, 'acme/api', ['go.sum']]],
      now: [
        [1, 'acme/api', ['go.sum']],
        [3, 'acme/new', ['yarn.lock', 'web/yarn.lock']]
      ],
      expected: {
        ...NONE,
        added: ['3 acme/new'],
        lockfilesAdded: ['3:yarn.lock', '3:web/yarn.lock']
      }
    },
    {
      name: 'a removed repository, its lockfiles removed with it',
      before: [
        [1, 'acme/api', ['go.sum']],
        [2, 'acme/old', ['Gemfile.lock']]
      ],
      now: [[1, 'acme/api', ['go.sum']]],
      expected: { ...NONE, removed: ['2 acme/old'], lockfilesRemoved: ['2:Gemfile.lock'] }
    },
    {
      name: 'lockfiles added and removed in a repository that stays',
      before: [[1, 'acme/api', ['go.sum', 'tools/go.sum']]],
      now: [[1, 'acme/api', ['go.sum', 'package-lock.json']]],
      expected: {
        ...NONE,
        lockfilesAdded: ['1:package-lock.json'],
        lockfilesRemoved: ['1:tools/go.sum']
      }
    },
    {
      name: 'a renamed repository is matched by ID: neither added nor removed, its lockfiles kept',
      before: [[7, 'acme/billing', ['poetry.lock']]],
      now: [[7, 'acme/payments', ['poetry.lock']]],
      expected: { ...NONE, renamed: ['7 acme/billing -> acme/payments'] }
    },
    {
      name: 'a name reused by another repository (another ID) is a removal and an addition',
      before: [[7, 'acme/api', ['go.sum']]],
      now: [[8, 'acme/api', ['go.sum']]],
      expected: {
        ...NONE,
        added: ['8 acme/api'],
        removed: ['7 acme/api'],
        lockfilesAdded: ['8:go.sum'],
        lockfilesRemoved: ['7:go.sum']
      }
    },
    {
      name: 'the same lockfile path in two repositories is two lockfiles',
      before: [
        [1, 'acme/a', ['package-lock.json']],
        [2, 'acme/b', []]
      ],
      now: [
        [1, 'acme/a', []],
        [2, 'acme/b', ['package-lock.json']]
      ],
      expected: {
        ...NONE,
        lockfilesAdded: ['2:package-lock.json'],
        lockfilesRemoved: ['1:package-lock.json']
      }
    },
    {
      name: 'an empty previous inventory: everything is added',
      before: [],
      now: [
        [1, 'acme/api', ['go.sum']],
        [2, 'acme/web', []]
      ],
      expected: { ...NONE, added: ['1 acme/api', '2 acme/web'], lockfilesAdded: ['1:go.sum'] }
    },
    {
      name: 'an empty inventory now: everything is removed',
      before: [[1, 'acme/api', ['go.sum']]],
      now: [],
      expected: { ...NONE, removed: ['1 acme/api'], lockfilesRemoved: ['1:go.sum'] }
    },
    {
      name: 'a partial previous inventory: what it missed counts as added',
      before: [[1, 'acme/api', ['go.sum']]],
      now: [
        [1, 'acme/api', ['go.sum', 'web/yarn.lock']],
        [2, 'acme/web', ['yarn.lock']]
      ],
      expected: {
        ...NONE,
        added: ['2 acme/web'],
        lockfilesAdded: ['1:web/yarn.lock', '2:yarn.lock']
      }
    },
    {
      name: 'IDs beyond 2^53 are told apart exactly',
      before: [[9007199254740993n, 'acme/big', []]],
      now: [[9007199254740992n, 'acme/big', []]],
      expected: {
        ...NONE,
        added: ['9007199254740992 acme/big'],
        removed: ['9007199254740993 acme/big']
      }
    },
    {
      name: 'repeated entries count once: an ID twice in the previous file, a path twice',
      before: [
        [1, 'acme/api', ['go.sum', 'go.sum']],
        [1, 'acme/other', ['x.lock']]
      ],
      now: [[1, 'acme/api', ['go.sum', 'go.sum', 'a.lock', 'a.lock']]],
      expected: { ...NONE, lockfilesAdded: ['1:a.lock'] }
    }
  ])('$name', ({ before, now, expected }) => {
    const changes = previous(before).compare(current(now), SOURCE)
    expect(summary(changes)).toEqual(expected)
    expect(changes.previous).toEqual(SOURCE)
  })

  it('gives the removed rows as views over the index: made as read, the same each time, counted up front', () => {
    const gone = Array.from({ length: 5_000 }, (_, i): [bigint, string, string[]] => [
      2n ** 60n + BigInt(i),
      `gone-${i}`,
      i % 3 === 0 ? ['a.lock', 'b.lock'] : ['a.lock']
    ])
    const changes = previous([...gone, [7, 'kept', ['x.lock', 'y.lock']]]).compare(
      current([[7, 'kept', ['x.lock']]]),
      SOURCE
    )
    const { removed } = changes.repositories
    // No object per vanished repository is held: the list is no array, and each read makes rows.
    expect(Array.isArray(removed)).toBe(false)
    expect(Array.isArray(changes.lockfiles.removed)).toBe(false)
    expect(removed.length).toBe(5_000)
    expect(changes.lockfiles.removed.length).toBe(1 + 5_000 + 1_667)
    const once = Array.from(removed)
    expect(Array.from(removed)).toEqual(once)
    expect(once[4_999]).toEqual({ id: 2n ** 60n + 4_999n, name: 'gone-4999' })
    const lockfiles = Array.from(changes.lockfiles.removed)
    expect(lockfiles).toHaveLength(changes.lockfiles.removed.length)
    // First those of repositories kept, then those of vanished ones in the previous file's order.
    expect(lockfiles.slice(0, 4).map(l => `${l.repository}:${l.lockfilePath}`)).toEqual([
      'kept:y.lock',
      'gone-0:a.lock',
      'gone-0:b.lock',
      'gone-1:a.lock'
    ])
    expect(changeCounts(changes)).toMatchObject({
      repositoriesRemoved: 5_000,
      lockfilesRemoved: 6_668
    })
  })

  it('orders added repositories as this run lists them, removed ones as the previous file did', () => {
    const changes = previous([
      [30, 'c', []],
      [10, 'a', []],
      [20, 'b', []]
    ]).compare(
      current([
        [50, 'e', []],
        [40, 'd', []],
        [20, 'b', []]
      ]),
      SOURCE
    )
    expect(changes.repositories.added.map(r => r.name)).toEqual(['e', 'd'])
    expect(Array.from(changes.repositories.removed).map(r => r.name)).toEqual(['c', 'a'])
  })

  it('compares repositories with many lockfiles the same way', () => {
    const many = Array.from({ length: 40 }, (_, i) => `services/s${i}/package-lock.json`)
    const changes = previous([[1, 'mono', many]]).compare(
      current([[1, 'mono', [...many.slice(5), 'new/yarn.lock', 'new/yarn.lock']]]),
      SOURCE
    )
    expect(Array.from(changes.lockfiles.removed).map(l => l.lockfilePath)).toEqual(many.slice(0, 5))
    expect(changes.lockfiles.added.map(l => l.lockfilePath)).toEqual(['new/yarn.lock'])
  })

  it('a repository listed twice this run is added the second time', () => {
    const changes = previous([[1, 'acme/api', ['go.sum']]]).compare(
      current([
        [1, 'acme/api', ['go.sum']],
        [1, 'acme/api-again', ['yarn.lock']]
      ]),
      SOURCE
    )
    expect(summary(changes)).toEqual({
      ...NONE,
      added: ['1 acme/api-again'],
      lockfilesAdded: ['1:yarn.lock']
    })
  })

  it('keeps each previous repository whole past the first buffers (names, paths, positions)', () => {
    // 3,000 repositories of 2 lockfiles and 40-byte names outgrow each initial buffer.
    const rows = Array.from({ length: 3000 }, (_, i): [number, string, string[]] => [
      i + 1,
      `acme/repository-with-a-long-name-${String(i).padStart(5, '0')}`,
      [`s${i}/package-lock.json`, 'go.sum']
    ])
    const index = previous(rows)
    expect(index.size).toBe(3000)
    expect(summary(index.compare(current(rows), SOURCE))).toEqual(NONE)
    const gone = summary(index.compare([], SOURCE))
    expect(gone.removed).toEqual(rows.map(([id, name]) => `${id} ${name}`))
    expect(gone.lockfilesRemoved).toEqual(
      rows.flatMap(([id, , paths]) => paths.map(p => `${id}:${p}`))
    )
  })

  it('keeps a name longer than twice the name buffer whole', () => {
    const long = `acme/${'x'.repeat(200_000)}`
    const changes = previous([
      [1, 'acme/a', []],
      [2, long, []]
    ]).compare(current([[1, 'acme/a', []]]), SOURCE)
    expect(Array.from(changes.repositories.removed)).toEqual([{ id: 2n, name: long }])
  })

  it('a previous repository with many lockfiles keeps each path once', () => {
    const many = Array.from({ length: 40 }, (_, i) => `p${i}/yarn.lock`)
    const changes = previous([[1, 'mono', [...many, ...many]]]).compare([], SOURCE)
    expect(Array.from(changes.lockfiles.removed, l => l.lockfilePath)).toEqual(many)
  })

  it('a path that this run lists many times among many lockfiles is added once', () => {
    const many = Array.from({ length: 40 }, (_, i) => `p${i}/yarn.lock`)
    const changes = previous([[1, 'mono', []]]).compare(
      current([[1, 'mono', [...many, ...many]]]),
      SOURCE
    )
    expect(changes.lockfiles.added.map(l => l.lockfilePath)).toEqual(many)
  })

  it('counts changes for the outputs, lockfiles of added and removed repositories included', () => {
    const changes = previous([
      [1, 'a', ['x', 'y']],
      [2, 'b', ['z']]
    ]).compare(
      current([
        [2, 'b2', ['z', 'w']],
        [3, 'c', ['v']]
      ]),
      SOURCE
    )
    expect(changeCounts(changes)).toEqual({
      repositoriesAdded: 1,
      repositoriesRemoved: 1,
      repositoriesRenamed: 1,
      lockfilesAdded: 2,
      lockfilesRemoved: 2
    })
  })
})

describe('changesSection', () => {
  const HEADING = '### Changes since the previous inventory'
  const FROM_FILE =
    'Compared with the inventory file <code>/runner/previous.json</code>; repositories matched by ID, lockfiles by repository and path.'
  const ROWS_HEADER = ['| Change | Repository | Lockfile |', '| --- | --- | --- |']
  /** What a section compared with the file starts with, down to its counts table. */
  const LEAD = [HEADING, '', FROM_FILE, '']
  /** The counts table: [added, removed] of repositories and of lockfiles. */
  const counts = (repositories: [number, number], lockfiles: [number, number]): string[] => [
    '|  | Added | Removed |',
    '| --- | ---: | ---: |',
    `| Repositories | ${repositories[0]} | ${repositories[1]} |`,
    `| Lockfiles | ${lockfiles[0]} | ${lockfiles[1]} |`
  ]
  const wide = { failed: false, limit: 100, allowance: 100_000 }

  it('without a comparison says why, a given problem first, and is empty when there is no why', () => {
    expect(changesSection(undefined, wide)).toBe('')
    expect(changesSection(undefined, { ...wide, failed: true })).toBe(
      [
        HEADING,
        '',
        'Not compared: this run’s inventory is incomplete, so its changes would be wrong.'
      ].join('\n')
    )
    const warning = {
      level: 'warning',
      message: 'The previous inventory `x|y.json` is not JSON.'
    } as const
    expect(changesSection(undefined, { ...wide, failed: true, problem: warning })).toBe(
      [HEADING, '', '⚠️ The previous inventory <code>x&#124;y.json</code> is not JSON.'].join('\n')
    )
    const notice = { level: 'notice', message: 'No previous inventory yet.' } as const
    expect(changesSection(undefined, { ...wide, problem: notice })).toBe(
      [HEADING, '', 'ℹ️ No previous inventory yet.'].join('\n')
    )
  })

  it('with nothing changed gives the zero counts and no rows', () => {
    const rows: [number, string, string[]][] = [
      [1, 'acme/api', ['go.sum']],
      [2, 'acme/web', []]
    ]
    const changes = previous(rows).compare(current(rows), SOURCE)
    expect(changesSection(changes, wide)).toBe([...LEAD, ...counts([0, 0], [0, 0])].join('\n'))
  })

  it('renders a comparison: counts by kind, then repositories with their lockfile counts, renames and lockfiles of kept repositories', () => {
    const changes = previous([
      [1, 'acme/api', ['go.sum', 'tools/go.sum', 'a/yarn.lock']],
      [2, 'acme/old-name', []],
      [3, 'acme/billing', ['Gemfile.lock', 'x/Gemfile.lock', 'y/Gemfile.lock']],
      [4, 'acme/legacy', []]
    ]).compare(
      current([
        [10, 'acme/new', ['yarn.lock', 'web/yarn.lock']],
        [1, 'acme/api', ['go.sum', 'new/package-lock.json']],
        [11, 'acme/tiny', ['go.sum']],
        [2, 'acme/new-name', []],
        [12, 'acme/a|b', []]
      ]),
      SOURCE
    )
    expect(changesSection(changes, wide)).toBe(
      [
        ...LEAD,
        ...counts([3, 2], [4, 5]),
        '',
        '1 repository renamed (the same ID, so neither added nor removed).',
        '',
        'All 9 changes shown.',
        '',
        ...ROWS_HEADER,
        '| ➕ repository added | acme/new | 2 lockfiles |',
        '| ➕ repository added | acme/tiny | 1 lockfile |',
        '| ➕ repository added | acme/a&#124;b | no lockfile |',
        '| ➖ repository removed | acme/billing | 3 lockfiles |',
        '| ➖ repository removed | acme/legacy | no lockfile |',
        '| ✏️ repository renamed | acme/old-name → acme/new-name | |',
        '| ➕ lockfile added | acme/api | <code>new/package-lock.json</code> |',
        '| ➖ lockfile removed | acme/api | <code>tools/go.sum</code> |',
        '| ➖ lockfile removed | acme/api | <code>a/yarn.lock</code> |'
      ].join('\n')
    )
  })

  it('counts a single change in the singular', () => {
    const changes = previous([[7, 'acme/billing', ['poetry.lock']]]).compare(
      current([[7, 'acme/payments', ['poetry.lock']]]),
      SOURCE
    )
    expect(changesSection(changes, wide).split('\n').slice(-7)).toEqual([
      '1 repository renamed (the same ID, so neither added nor removed).',
      '',
      'All 1 change shown.',
      '',
      ...ROWS_HEADER,
      '| ✏️ repository renamed | acme/billing → acme/payments | |'
    ])
  })

  /** Changes built as plain lists (not by a comparison), from an incomplete artifact. */
  function listed(): InventoryChanges {
    const lockfile = (repositoryId: bigint, repository: string, lockfilePath: string) => ({
      repositoryId,
      repository,
      lockfilePath
    })
    return {
      previous: {
        artifact: {
          name: 'dependency-inventory',
          id: 99,
          workflowRunId: 4242,
          url: 'https://github.com/acme/infra/actions/runs/4242/artifacts/99'
        },
        complete: false
      },
      repositories: {
        added: [{ id: 10n, name: 'acme/new' }],
        removed: [
          { id: 20n, name: 'acme/gone' },
          { id: 21n, name: 'acme/gone-too' }
        ],
        renamed: [
          { id: 30n, name: 'acme/b', previousName: 'acme/a' },
          { id: 31n, name: 'acme/d', previousName: 'acme/c' }
        ]
      },
      lockfiles: {
        added: [
          lockfile(10n, 'acme/new', 'go.sum'),
          lockfile(40n, 'acme/kept', 'web/yarn.lock'),
          lockfile(10n, 'acme/new', 'tools/go.sum')
        ],
        removed: [
          lockfile(40n, 'acme/kept', 'a.lock'),
          lockfile(20n, 'acme/gone', 'Gemfile.lock'),
          lockfile(40n, 'acme/kept', 'b.lock'),
          lockfile(40n, 'acme/kept', 'c.lock')
        ]
      }
    }
  }

  it('renders plain lists the same way: an artifact source, an incomplete previous inventory, lockfiles of kept repositories only as rows', () => {
    expect(changesSection(listed(), wide)).toBe(
      [
        HEADING,
        '',
        'Compared with the artifact <a href="https://github.com/acme/infra/actions/runs/4242/artifacts/99">dependency-inventory</a> of run 4242; repositories matched by ID, lockfiles by repository and path.',
        '',
        '⚠️ The previous inventory is incomplete (<code>complete: false</code>): what that run did not reach counts as added now, so additions may be overstated.',
        '',
        ...counts([1, 2], [3, 4]),
        '',
        '2 repositories renamed (the same ID, so neither added nor removed).',
        '',
        'All 9 changes shown.',
        '',
        ...ROWS_HEADER,
        '| ➕ repository added | acme/new | 2 lockfiles |',
        '| ➖ repository removed | acme/gone | 1 lockfile |',
        '| ➖ repository removed | acme/gone-too | no lockfile |',
        '| ✏️ repository renamed | acme/a → acme/b | |',
        '| ✏️ repository renamed | acme/c → acme/d | |',
        '| ➕ lockfile added | acme/kept | <code>web/yarn.lock</code> |',
        '| ➖ lockfile removed | acme/kept | <code>a.lock</code> |',
        '| ➖ lockfile removed | acme/kept | <code>b.lock</code> |',
        '| ➖ lockfile removed | acme/kept | <code>c.lock</code> |'
      ].join('\n')
    )
  })

  it('shows at most `limit` rows in order, and counts them all', () => {
    const section = changesSection(listed(), { ...wide, limit: 4 }).split('\n')
    expect(section.slice(section.indexOf(ROWS_HEADER[1]!) - 3)).toEqual([
      '**4 of 9 changes shown** (<code>summary-limit: 4</code>); the rest are in the full inventory.',
      '',
      ...ROWS_HEADER,
      '| ➕ repository added | acme/new | 2 lockfiles |',
      '| ➖ repository removed | acme/gone | 1 lockfile |',
      '| ➖ repository removed | acme/gone-too | no lockfile |',
      '| ✏️ repository renamed | acme/a → acme/b | |'
    ])
  })
})
