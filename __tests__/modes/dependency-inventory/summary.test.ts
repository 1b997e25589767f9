import { describe, expect, it } from '@jest/globals'
import { byteLength, code } from '../../../src/action/markdown.js'
import { digestOf } from '../../support/index.js'
import type { Inventory, RepositoryEntry } from '../../../src/modes/dependency-inventory/model.js'
import {
  DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES,
  renderInventorySummary
} from '../../../src/modes/dependency-inventory/summary.js'

const FILE = '/home/runner/work/_temp/dependency-inventory.json'

function repo(
  name: string,
  numDependencies: number,
  lockfiles: [string, number][] = [],
  extra: Partial<RepositoryEntry> = {}
): RepositoryEntry {
  return {
    id: BigInt(name.length),
    name,
    numDependencies,
    hasDependencyPathScan: false,
    lockfiles: lockfiles.map(([lockfilePath, n]) => ({ lockfilePath, numDependencies: n })),
    ...extra
  }
}

function inventory(repositories: RepositoryEntry[], overrides: Partial<Inventory> = {}): Inventory {
  return {
    deploymentId: '123',
    complete: true,
    digest: digestOf(repositories),
    ...overrides
  }
}

/** Table rows of the repositories table, in order. */
function rows(markdown: string): string[] {
  return markdown.split('\n').filter(line => /^\| \d+ \|/.test(line))
}

function bigInventory(count: number, lockfilesEach: number): Inventory {
  const repositories: RepositoryEntry[] = []
  for (let i = 0; i < count; i++) {
    const name = `organization-with-a-long-name/repository-${i}-${'x'.repeat(150)}<|>`
    repositories.push({
      id: 10n ** 18n + BigInt(i),
      name,
      numDependencies: (i * 7919) % 5000,
      hasDependencyPathScan: i % 3 === 0,
      lockfiles: Array.from({ length: lockfilesEach }, (_, j) => ({
        lockfilePath: `services/service-${j}/${'deep/'.repeat(20)}package-lock.json`,
        numDependencies: j * 10
      }))
    })
  }
  return inventory(repositories)
}

/** 20,000 repositories of 5 lockfiles, built once: two tests read it and neither changes it. */
let twentyThousand: Inventory | undefined
const twentyThousandRepositories = (): Inventory => (twentyThousand ??= bigInventory(20_000, 5))

describe('renderInventorySummary', () => {
  it('shows the verdict, the totals first, then the repositories', () => {
    const md = renderInventorySummary(
      inventory([
        repo('acme/web', 10, [['package-lock.json', 10]], { hasDependencyPathScan: true }),
        repo('acme/api', 3, [['go.sum', 3]])
      ]),
      { inventoryFilePath: FILE }
    )
    expect(md.startsWith('✅ Listed 2 repositories')).toBe(true)
    const totals = md.indexOf('| Repositories | 2 |')
    expect(totals).toBeGreaterThan(0)
    expect(md).toContain('| Lockfiles | 2 |')
    expect(md).toContain('| Dependencies | 13 |')
    expect(md).toContain('| Repositories with dependency-path scans | 1 |')
    expect(md.indexOf('### Largest repositories')).toBeGreaterThan(totals)
    expect(md).toContain('All 2 repositories shown')
    expect(md).toContain('| npm | 1 | 1 | 10 |')
    expect(md).toContain('| gomod | 1 | 1 | 3 |')
    expect(rows(md)).toEqual([
      '| 1 | acme/web | 10 | yes | <code>package-lock.json</code> (10) |',
      '| 2 | acme/api | 3 | no | <code>go.sum</code> (3) |'
    ])
    expect(md).toContain(`**The full inventory** is in ${code(FILE)}`)
    expect(md).not.toContain('not shown')
    expect(md).not.toContain('incomplete')
  })

  it('orders by dependency count, descending, ties by name', () => {
    const md = renderInventorySummary(
      inventory([repo('b', 5), repo('c', 7), repo('a', 5), repo('d', 1_234_567), repo('A', 5)]),
      { inventoryFilePath: FILE }
    )
    expect(rows(md).map(r => r.split(' | ')[1])).toEqual(['d', 'c', 'A', 'a', 'b'])
    expect(md).toContain('| 1 | d | 1,234,567 |')
  })

  it('lists a few lockfiles inline and many in a details block, by dependency count', () => {
    const few = repo('few', 3, [
      ['a.lock', 1],
      ['b.lock', 2]
    ])
    const many = repo(
      'many',
      9,
      Array.from({ length: 7 }, (_, i): [string, number] => [`lock-${i}`, i])
    )
    const md = renderInventorySummary(inventory([few, many]), { inventoryFilePath: FILE })
    const [first, second] = rows(md)
    expect(first).toContain(
      '<details><summary>7 lockfiles</summary><code>lock-6</code> (6)<br><code>lock-5</code> (5)'
    )
    expect(first).toMatch(/<\/details> \|$/)
    expect(second).toContain('| <code>b.lock</code> (2)<br><code>a.lock</code> (1) |')
    expect(md).toContain('| 2 | few | 3 | no |')
  })

  it('says "none" for a repository without lockfiles', () => {
    const md = renderInventorySummary(inventory([repo('empty', 0)]), { inventoryFilePath: FILE })
    expect(rows(md)[0]).toBe('| 1 | empty | 0 | no | none |')
  })

  it('limits the lockfiles listed per repository and counts the rest', () => {
    const lockfiles = Array.from({ length: 75 }, (_, i): [string, number] => [`l${i}`, i])
    const md = renderInventorySummary(inventory([repo('huge', 1, lockfiles)]), {
      inventoryFilePath: FILE
    })
    expect(md).toContain('<summary>75 lockfiles</summary>')
    expect(md).toContain('… and 25 more in the full inventory')
    expect(md.match(/<code>l\d+<\/code>/g)).toHaveLength(50)
  })

  it('escapes hostile repository names, lockfile paths, errors and the file path', () => {
    const hostile = repo(
      '<img src=x onerror=alert(1)> | [x](javascript:alert(1)) `code` **b**\n# h',
      1,
      [['</code><script>alert(1)</script>|](', 1]],
      { lockfilesError: 'HTTP 500: <b>boom</b> | ](' }
    )
    const md = renderInventorySummary(
      inventory([hostile], { deploymentId: '<i>1</i>', complete: false }),
      { inventoryFilePath: '/tmp/<x>|`.json', failure: 'lockfiles: <script>x</script> | [a](b)' }
    )
    expect(md).not.toMatch(/<img|<script|<b>|<i>|<x>|\]\(|`|\*\*b/)
    expect(md).toContain('&lt;img src=x onerror=alert&#40;1&#41;&gt; &#124; &#91;x&#93;&#40;')
    expect(md).toContain(
      '<code>&lt;/code&gt;&lt;script&gt;alert&#40;1&#41;&lt;/script&gt;&#124;&#93;&#40;</code>'
    )
    expect(md).toContain('&lt;script&gt;x&lt;/script&gt; &#124; &#91;a&#93;&#40;b&#41;')
    expect(md).toContain('<code>/tmp/&lt;x&gt;&#124;&#96;.json</code>')
    const [row] = rows(md)
    // One line, five cells: the name's newline and pipes did not break the table.
    expect(row?.split(' | ')).toHaveLength(5)
    expect(md).not.toContain('\n# h')
  })

  it('states a failure, what was collected, and which lockfile lists are incomplete', () => {
    const repos = [
      repo('acme/ok', 10, [['package-lock.json', 10]]),
      repo('acme/broken', 4, [['yarn.lock', 4]], { lockfilesError: 'HTTP 503 after 5 attempts' })
    ]
    const md = renderInventorySummary(inventory(repos, { complete: false }), {
      inventoryFilePath: FILE,
      failure: 'lockfiles of acme/broken: HTTP 503 after 5 attempts'
    })
    expect(md).toContain(
      '❌ **The inventory is incomplete: the run failed.** lockfiles of acme/broken'
    )
    expect(md).toContain('Collected before the failure: 2 repositories and 2 lockfiles')
    expect(md).toContain(
      'The lockfile listing did not finish for 1 repository: <code>acme/broken</code>'
    )
    expect(md.indexOf('the run failed')).toBeLessThan(md.indexOf('| Repositories |'))
    expect(rows(md)[1]).toContain(
      '⚠️ listing incomplete: HTTP 503 after 5 attempts<br><code>yarn.lock</code> (4)'
    )
  })

  it('uses the inventory’s own error when no failure is passed', () => {
    const md = renderInventorySummary(
      inventory([], { complete: false, error: 'repositories: HTTP 404 (token lacks Web API?)' }),
      { inventoryFilePath: FILE }
    )
    expect(md).toContain(
      '❌ **No inventory was collected.** repositories: HTTP 404 &#40;token lacks Web API?&#41;'
    )
    // Nothing collected: no all-zero totals, no pointer to an empty file.
    expect(md).not.toContain('| Repositories |')
    expect(md).not.toContain('incomplete')
  })

  it('warns about incomplete lockfile lists on an otherwise complete run', () => {
    const md = renderInventorySummary(
      inventory([repo('r', 1, [], { lockfilesError: 'timeout' })]),
      { inventoryFilePath: FILE }
    )
    expect(md).toContain('⚠️ Listed 1 repository')
    expect(md).toContain('the lockfile listing did not finish for 1 repository')
    expect(md).not.toContain('the run failed')
    expect(rows(md)[0]).toBe('| 1 | r | 1 | no | ⚠️ listing incomplete: timeout |')
  })

  it('says when no repositories were found', () => {
    const md = renderInventorySummary(inventory([]), { inventoryFilePath: FILE })
    expect(md).toContain('✅ No repositories with dependencies were found')
    expect(md).not.toContain('### Largest repositories')
  })

  it('shows the 100 largest of 20,000 repositories by default, in under 100 KB', () => {
    const repositories = Array.from({ length: 20_000 }, (_, i) =>
      repo(`acme/service-${i}`, (i * 7919) % 5000, [
        ['package-lock.json', 40],
        ['services/api/go.sum', 30],
        ['web/yarn.lock', 20],
        ['tools/requirements.txt', 10],
        ['backend/Cargo.lock', 5]
      ])
    )
    const inv = inventory(repositories)
    const md = renderInventorySummary(inv, { inventoryFilePath: FILE })

    expect(byteLength(md)).toBeLessThan(100_000)
    expect(rows(md)).toHaveLength(100)
    const shownLine = md.indexOf('**100 of 20,000 repositories shown**')
    expect(shownLine).toBeGreaterThan(0)
    expect(shownLine).toBeLessThan(md.indexOf('| # | Repository |'))
    expect(md).toContain('<code>summary-limit: 100</code>')
    expect(md).toContain(`**The full inventory** is in ${code(FILE)}`)
    expect(md).toContain('| npm | 20,000 | 40,000 | 1,200,000 |')
    // The rows shown are the ones with the most dependencies.
    const counts = rows(md).map(r => Number((r.split(' | ')[2] ?? '').replace(/,/g, '')))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBe(Math.max(...repositories.map(r => r.numDependencies)))
  })

  it('stays under 100 KB by default even with very long names, and says how many it shows', () => {
    const md = renderInventorySummary(twentyThousandRepositories(), { inventoryFilePath: FILE })
    expect(byteLength(md)).toBeLessThan(100_000)
    const shown = rows(md).length
    expect(shown).toBeGreaterThan(50)
    expect(md).toContain(`**${shown} of 20,000 repositories shown**`)
  })

  it('takes summary-limit, and still keeps to the byte budget', () => {
    const inv = twentyThousandRepositories()
    const ten = renderInventorySummary(inv, { inventoryFilePath: FILE, summaryLimit: 10 })
    expect(rows(ten)).toHaveLength(10)
    expect(ten).toContain('**10 of 20,000 repositories shown**')
    const most = renderInventorySummary(inv, { inventoryFilePath: FILE, summaryLimit: 1000 })
    expect(byteLength(most)).toBeLessThanOrEqual(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES)
    const budgetBytes = 50_000
    const cut = renderInventorySummary(inv, {
      inventoryFilePath: FILE,
      summaryLimit: 1000,
      budgetBytes
    })
    expect(byteLength(cut)).toBeLessThanOrEqual(budgetBytes)
    const shown = rows(cut).length
    expect(shown).toBeGreaterThan(10)
    expect(cut).toContain(`**${shown} of 20,000 repositories shown**`)
    expect(cut).toContain("as many as fit GitHub's summary size limit")
  })

  it('points to the artifact when the inventory was uploaded', () => {
    const md = renderInventorySummary(inventory([repo('r', 1)]), {
      inventoryFilePath: FILE,
      artifact: {
        id: 9,
        name: 'inventory',
        size: 2048,
        url: 'https://github.com/a/b/actions/runs/1/artifacts/9'
      }
    })
    expect(md).toContain(
      '**The full inventory** is in the workflow artifact <a href="https://github.com/a/b/actions/runs/1/artifacts/9">inventory</a> (2.0 KB zip).'
    )
    expect(md).not.toContain(FILE)
  })

  it('never exceeds any budget, large or tiny', () => {
    const inv = bigInventory(2_000, 5)
    const failed = { ...inv, complete: false }
    for (const budgetBytes of [0, 1, 10, 50, 100, 200, 400, 800, 1_500, 3_000, 10_000, 100_000]) {
      for (const [subject, failure] of [
        [inv, undefined],
        [failed, 'x'.repeat(5_000)]
      ] as const) {
        const md = renderInventorySummary(subject, {
          inventoryFilePath: FILE,
          budgetBytes,
          failure
        })
        expect(byteLength(md)).toBeLessThanOrEqual(budgetBytes)
        if (budgetBytes >= 100) expect(md.length).toBeGreaterThan(0)
      }
    }
  })

  it('keeps a compact summary when the table does not fit', () => {
    const md = renderInventorySummary(bigInventory(50, 5), {
      inventoryFilePath: FILE,
      budgetBytes: 300
    })
    expect(byteLength(md)).toBeLessThanOrEqual(300)
    expect(md).toContain('50 repositories, 250 lockfiles')
  })

  it('drops the table when no row fits but the totals do', () => {
    const inv = inventory([repo('r'.repeat(200), 1, [['p'.repeat(190), 1]])])
    const withTable = renderInventorySummary(inv, { inventoryFilePath: FILE })
    const budgetBytes = byteLength(withTable) - 1
    const md = renderInventorySummary(inv, { inventoryFilePath: FILE, budgetBytes })
    expect(byteLength(md)).toBeLessThanOrEqual(budgetBytes)
    expect(md).toContain('| Repositories | 1 |')
    expect(md).toContain('**0 of 1 repository shown**')
  })

  it('fills the budget exactly up to the last row that fits', () => {
    const inv = inventory(Array.from({ length: 30 }, (_, i) => repo(`repo-${i}`, 100 - i)))
    const all = renderInventorySummary(inv, { inventoryFilePath: FILE })
    for (let cut = 1; cut < byteLength(all); cut += 37) {
      const budgetBytes = byteLength(all) - cut
      const md = renderInventorySummary(inv, { inventoryFilePath: FILE, budgetBytes })
      expect(byteLength(md)).toBeLessThanOrEqual(budgetBytes)
      const shown = rows(md).length
      if (shown > 0 && shown < 30) {
        expect(md).toContain(`**${shown} of 30 repositories shown**`)
      }
    }
  })
})

describe('the changes and uncovered sections', () => {
  const HOSTILE_NAME = 'acme/<img src=x>|`x`'

  function changed(added: number, removed: number): Inventory {
    const now = Array.from({ length: added }, (_, i) =>
      repo(`acme/new-${i}-${'y'.repeat(250)}`, 1, [['package-lock.json', 1]], {
        id: BigInt(10_000 + i)
      })
    )
    return inventory(now, {
      changes: {
        previous: { file: '/runner/previous.json', complete: true },
        repositories: {
          added: now.map(r => ({ id: r.id, name: r.name })),
          removed: Array.from({ length: removed }, (_, i) => ({
            id: BigInt(20_000 + i),
            name: i === 0 ? HOSTILE_NAME : `acme/old-${i}`
          })),
          renamed: []
        },
        lockfiles: {
          added: now.map(r => ({
            repositoryId: r.id,
            repository: r.name,
            lockfilePath: 'package-lock.json'
          })),
          removed: []
        }
      }
    })
  }

  it('shows at most summary-limit rows, counts all, and escapes names', () => {
    const markdown = renderInventorySummary(changed(30, 20), {
      inventoryFilePath: FILE,
      summaryLimit: 10,
      compared: true
    })
    expect(markdown).toContain('| Repositories | 30 | 20 |')
    expect(markdown).toContain('| Lockfiles | 30 | 0 |')
    expect(markdown).toContain('**10 of 50 changes shown** (<code>summary-limit: 10</code>)')
    expect(markdown.split('\n').filter(line => /^\| (➕|➖) repository/.test(line))).toHaveLength(
      10
    )
    expect(markdown).not.toContain('<img')
  })

  it('stays within a small budget with 1000 rows of long names, saying why fewer are shown', () => {
    const inv = changed(3000, 0)
    inv.uncovered = Array.from({ length: 3000 }, (_, i) => ({
      id: BigInt(i),
      name: `acme/unscanned-${i}-${'z'.repeat(250)}`
    }))
    const markdown = renderInventorySummary(inv, {
      inventoryFilePath: FILE,
      summaryLimit: 1000,
      compared: true,
      uncovered: { projects: 5000, slug: 'acme' },
      budgetBytes: 300_000
    })
    expect(byteLength(markdown)).toBeLessThanOrEqual(300_000)
    expect(markdown).toMatch(
      /\*\*\d+ of 3,000 changes shown\*\* \(as many as fit GitHub's summary size limit\)/
    )
    expect(markdown).toMatch(/\*\*\d+ of 3,000 projects shown\*\* \(as many as fit/)
    expect(markdown).toContain('**3,000 of 5,000 projects** of deployment <code>acme</code>')
  })

  it('says why a previous inventory was not compared, a warning as ⚠️ in the verdict', () => {
    const markdown = renderInventorySummary(inventory([repo('a', 1)]), {
      inventoryFilePath: FILE,
      compared: true,
      previousProblem: { level: 'warning', message: 'The previous inventory `x.json` is not JSON.' }
    })
    expect(markdown).toMatch(/^⚠️ Listed 1 repository .*could not be compared with/m)
    expect(markdown).toContain('⚠️ The previous inventory <code>x.json</code> is not JSON.')
  })
})
