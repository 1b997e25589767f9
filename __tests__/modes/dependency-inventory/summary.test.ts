import { describe, expect, it } from '@jest/globals'
import { byteLength, code } from '../../../src/action/markdown.js'
import { digestOf } from '../../support/index.js'
import type {
  InventoryChanges,
  Listing,
  RepositoryEntry
} from '../../../src/modes/dependency-inventory/model.js'
import {
  DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES,
  renderInventorySummary,
  type InventoryResults
} from '../../../src/modes/dependency-inventory/summary.js'
import { IdSet } from '../../../src/platform/id-set.js'

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

/** The listing step's result for these repositories; `failure` when it stopped. */
function listing(repositories: RepositoryEntry[], extra: Partial<Listing> = {}): Listing {
  return { digest: digestOf(repositories), listed: new IdSet(), ...extra }
}

/** The steps' results of a run that listed `repositories` and wrote the file. */
function results(
  repositories: RepositoryEntry[],
  extra: Partial<InventoryResults> = {}
): InventoryResults {
  return { deploymentId: '123', listing: listing(repositories), inventoryFile: FILE, ...extra }
}

/** The results of a listing that stopped with `error` after these repositories. */
function stopped(
  repositories: RepositoryEntry[],
  error: string,
  extra: Partial<InventoryResults> = {}
): InventoryResults {
  return results(repositories, {
    listing: listing(repositories, { failure: new Error(error) }),
    ...extra
  })
}

/** Table rows of the repositories table, in order. */
function rows(markdown: string): string[] {
  return markdown.split('\n').filter(line => /^\| \d+ \|/.test(line))
}

function bigInventory(count: number, lockfilesEach: number): RepositoryEntry[] {
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
  return repositories
}

/** 20,000 repositories of 5 lockfiles, built once: two tests read it and neither changes it. */
let twentyThousand: InventoryResults | undefined
const twentyThousandRepositories = (): InventoryResults =>
  (twentyThousand ??= results(bigInventory(20_000, 5)))

describe('renderInventorySummary', () => {
  it('shows the verdict, the totals first, then the repositories', () => {
    const md = renderInventorySummary(
      results([
        repo('acme/web', 10, [['package-lock.json', 10]], { hasDependencyPathScan: true }),
        repo('acme/api', 3, [['go.sum', 3]])
      ])
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
      results([repo('b', 5), repo('c', 7), repo('a', 5), repo('d', 1_234_567), repo('A', 5)])
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
    const md = renderInventorySummary(results([few, many]))
    const [first, second] = rows(md)
    expect(first).toContain(
      '<details><summary>7 lockfiles</summary><code>lock-6</code> (6)<br><code>lock-5</code> (5)'
    )
    expect(first).toMatch(/<\/details> \|$/)
    expect(second).toContain('| <code>b.lock</code> (2)<br><code>a.lock</code> (1) |')
    expect(md).toContain('| 2 | few | 3 | no |')
  })

  it('says "none" for a repository without lockfiles', () => {
    const md = renderInventorySummary(results([repo('empty', 0)]))
    expect(rows(md)[0]).toBe('| 1 | empty | 0 | no | none |')
  })

  it('limits the lockfiles listed per repository and counts the rest', () => {
    const lockfiles = Array.from({ length: 75 }, (_, i): [string, number] => [`l${i}`, i])
    const md = renderInventorySummary(results([repo('huge', 1, lockfiles)]))
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
      stopped([hostile], 'x', { deploymentId: '<i>1</i>', inventoryFile: '/tmp/<x>|`.json' }),
      'lockfiles: <script>x</script> | [a](b)'
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
    const md = renderInventorySummary(
      stopped(repos, 'x'),
      'lockfiles of acme/broken: HTTP 503 after 5 attempts'
    )
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

  it('uses the listing’s own error when no failure is passed', () => {
    const md = renderInventorySummary(stopped([], 'repositories: HTTP 404 (token lacks Web API?)'))
    expect(md).toContain(
      '❌ **No inventory was collected.** repositories: HTTP 404 &#40;token lacks Web API?&#41;'
    )
    // Nothing collected: no all-zero totals, no pointer to an empty file.
    expect(md).not.toContain('| Repositories |')
    expect(md).not.toContain('incomplete')
  })

  it('warns about incomplete lockfile lists on an otherwise complete run', () => {
    const md = renderInventorySummary(results([repo('r', 1, [], { lockfilesError: 'timeout' })]))
    expect(md).toContain('⚠️ Listed 1 repository')
    expect(md).toContain('the lockfile listing did not finish for 1 repository')
    expect(md).not.toContain('the run failed')
    expect(rows(md)[0]).toBe('| 1 | r | 1 | no | ⚠️ listing incomplete: timeout |')
  })

  it('says when no repositories were found', () => {
    const md = renderInventorySummary(results([]))
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
    const md = renderInventorySummary(results(repositories))

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
    const md = renderInventorySummary(twentyThousandRepositories())
    expect(byteLength(md)).toBeLessThan(100_000)
    const shown = rows(md).length
    expect(shown).toBeGreaterThan(50)
    expect(md).toContain(`**${shown} of 20,000 repositories shown**`)
  })

  it('takes summary-limit, and still keeps to the byte budget', () => {
    const inv = twentyThousandRepositories()
    const ten = renderInventorySummary({ ...inv, summaryLimit: 10 })
    expect(rows(ten)).toHaveLength(10)
    expect(ten).toContain('**10 of 20,000 repositories shown**')
    const most = renderInventorySummary({ ...inv, summaryLimit: 1000 })
    expect(byteLength(most)).toBeLessThanOrEqual(DEFAULT_INVENTORY_SUMMARY_BUDGET_BYTES)
    const budgetBytes = 50_000
    const cut = renderInventorySummary({ ...inv, summaryLimit: 1000, budgetBytes })
    expect(byteLength(cut)).toBeLessThanOrEqual(budgetBytes)
    const shown = rows(cut).length
    expect(shown).toBeGreaterThan(10)
    expect(cut).toContain(`**${shown} of 20,000 repositories shown**`)
    expect(cut).toContain("as many as fit GitHub's summary size limit")
  })

  it('points to the artifact when the inventory was uploaded', () => {
    const md = renderInventorySummary(
      results([repo('r', 1)], {
        artifact: {
          id: 9,
          name: 'inventory',
          size: 2048,
          url: 'https://github.com/a/b/actions/runs/1/artifacts/9'
        }
      })
    )
    expect(md).toContain(
      '**The full inventory** is in the workflow artifact <a href="https://github.com/a/b/actions/runs/1/artifacts/9">inventory</a> (2.0 KB zip).'
    )
    expect(md).not.toContain(FILE)
  })

  it('never exceeds any budget, large or tiny', () => {
    const repositories = bigInventory(2_000, 5)
    const done = results(repositories)
    const failed = stopped(repositories, 'x')
    for (const budgetBytes of [0, 1, 10, 50, 100, 200, 400, 800, 1_500, 3_000, 10_000, 100_000]) {
      for (const [subject, failure] of [
        [done, undefined],
        [failed, 'x'.repeat(5_000)]
      ] as const) {
        const md = renderInventorySummary({ ...subject, budgetBytes }, failure)
        expect(byteLength(md)).toBeLessThanOrEqual(budgetBytes)
        if (budgetBytes >= 100) expect(md.length).toBeGreaterThan(0)
      }
    }
  })

  it('keeps a compact summary when the table does not fit', () => {
    const md = renderInventorySummary(results(bigInventory(50, 5), { budgetBytes: 300 }))
    expect(byteLength(md)).toBeLessThanOrEqual(300)
    expect(md).toContain('50 repositories, 250 lockfiles')
  })

  it('drops the table when no row fits but the totals do', () => {
    const inv = results([repo('r'.repeat(200), 1, [['p'.repeat(190), 1]])])
    const withTable = renderInventorySummary(inv)
    const budgetBytes = byteLength(withTable) - 1
    const md = renderInventorySummary({ ...inv, budgetBytes })
    expect(byteLength(md)).toBeLessThanOrEqual(budgetBytes)
    expect(md).toContain('| Repositories | 1 |')
    expect(md).toContain('**0 of 1 repository shown**')
  })

  it('fills the budget exactly up to the last row that fits', () => {
    const inv = results(Array.from({ length: 30 }, (_, i) => repo(`repo-${i}`, 100 - i)))
    const all = renderInventorySummary(inv)
    for (let cut = 1; cut < byteLength(all); cut += 37) {
      const budgetBytes = byteLength(all) - cut
      const md = renderInventorySummary({ ...inv, budgetBytes })
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

  function changed(added: number, removed: number): InventoryResults {
    const now = Array.from({ length: added }, (_, i) =>
      repo(`acme/new-${i}-${'y'.repeat(250)}`, 1, [['package-lock.json', 1]], {
        id: BigInt(10_000 + i)
      })
    )
    const changes: InventoryChanges = {
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
    return results(now, { compared: true, listing: listing(now, { changes }) })
  }

  it('shows at most summary-limit rows, counts all, and escapes names', () => {
    const markdown = renderInventorySummary({ ...changed(30, 20), summaryLimit: 10 })
    expect(markdown).toContain('| Repositories | 30 | 20 |')
    expect(markdown).toContain('| Lockfiles | 30 | 0 |')
    expect(markdown).toContain('**10 of 50 changes shown** (<code>summary-limit: 10</code>)')
    expect(markdown.split('\n').filter(line => /^\| (➕|➖) repository/.test(line))).toHaveLength(
      10
    )
    expect(markdown).not.toContain('<img')
  })

  it('stays within a small budget with 1000 rows of long names, saying why fewer are shown', () => {
    const uncovered = Array.from({ length: 3000 }, (_, i) => ({
      id: BigInt(i),
      name: `acme/unscanned-${i}-${'z'.repeat(250)}`
    }))
    const markdown = renderInventorySummary({
      ...changed(3000, 0),
      summaryLimit: 1000,
      uncovered: { projects: 5000, slug: 'acme', uncovered },
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
    const problem = {
      level: 'warning',
      message: 'The previous inventory `x.json` is not JSON.'
    } as const
    const markdown = renderInventorySummary(
      results([repo('a', 1)], { compared: true, previous: { ok: false, problem } })
    )
    expect(markdown).toMatch(/^⚠️ Listed 1 repository .*could not be compared with/m)
    expect(markdown).toContain('⚠️ The previous inventory <code>x.json</code> is not JSON.')
  })
})

describe('the verdict, from each step’s result', () => {
  const CANCELLED = 'The run was cancelled (SIGINT) before it finished.'
  const NOT_FOUND = 'Check that the token may use the Web API. GET /api/v1/x answered 404.'
  const verdictOf = (markdown: string): string => markdown.split('\n')[0] ?? ''
  const two = [
    repo('acme/web', 10, [
      ['a.lock', 6],
      ['b.lock', 4]
    ]),
    repo('acme/api', 3, [['go.sum', 3]])
  ]

  function changes(
    counts: { added: number; removed: number; lockfilesAdded: number; lockfilesRemoved: number },
    complete = true
  ): InventoryChanges {
    const refs = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ id: BigInt(from + i), name: `acme/r-${from + i}` }))
    const lockfiles = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        repositoryId: 1n,
        repository: 'acme/web',
        lockfilePath: `l-${from + i}`
      }))
    return {
      previous: { file: '/runner/previous.json', complete },
      repositories: {
        added: refs(counts.added, 100),
        removed: refs(counts.removed, 200),
        renamed: []
      },
      lockfiles: {
        added: lockfiles(counts.lockfilesAdded, 0),
        removed: lockfiles(counts.lockfilesRemoved, 50)
      }
    }
  }
  const compared = (c: InventoryChanges, extra: Partial<InventoryResults> = {}): InventoryResults =>
    results(two, { compared: true, listing: listing(two, { changes: c }), ...extra })

  it('done: the counts, in the deployment by its name, else its ID', () => {
    expect(verdictOf(renderInventorySummary(results(two, { deploymentName: 'acme' })))).toBe(
      '✅ Listed 2 repositories with 3 lockfiles and 13 dependencies in deployment <code>acme</code>.'
    )
    expect(verdictOf(renderInventorySummary(results([repo('a', 1, [['x.lock', 1]])])))).toBe(
      '✅ Listed 1 repository with 1 lockfile and 1 dependency in deployment <code>123</code>.'
    )
    expect(verdictOf(renderInventorySummary(results([]), undefined, true))).toBe(
      '✅ No repositories with dependencies were found in deployment <code>123</code>.'
    )
  })

  it('a bad token says no inventory was collected, without a zero table', () => {
    const md = renderInventorySummary(
      stopped([], NOT_FOUND, { inventoryFile: '/tmp/inv.json' }),
      NOT_FOUND
    )
    expect(verdictOf(md)).toMatch(/^❌ \*\*No inventory was collected\.\*\* Check that the token/)
    expect(md).not.toContain('| Repositories | 0 |')
    expect(md).not.toContain('incomplete')
    expect(md).not.toContain('/tmp/inv.json')
  })

  it('a failure before the listing (no listing result) collected nothing', () => {
    const md = renderInventorySummary({ deploymentId: '1' }, 'Check the free space of the runner.')
    expect(verdictOf(md)).toBe(
      '❌ **No inventory was collected.** Check the free space of the runner.'
    )
    expect(renderInventorySummary({ deploymentId: '1' })).toContain('no error was recorded.')
  })

  it('cancelled: nothing collected, or what was, and where it is', () => {
    const nothing = renderInventorySummary(
      stopped([], CANCELLED, { inventoryFile: '/tmp/inv.json' }),
      CANCELLED,
      true
    )
    expect(verdictOf(nothing)).toBe('❌ **The run was cancelled.** No inventory was collected.')
    expect(nothing).not.toMatch(/fail|CAUTION/i)
    const some = renderInventorySummary(stopped(two, CANCELLED), CANCELLED, true)
    expect(verdictOf(some)).toBe(
      '❌ **The run was cancelled.** The inventory is incomplete: what was collected is below and ' +
        'in the inventory file, marked <code>complete: false</code>.'
    )
    expect(some).toContain(
      'Collected before the run was cancelled: 2 repositories and 3 lockfiles; the totals and tables below cover only these.'
    )
    expect(some).toContain(
      `**The inventory collected so far** is in ${code(FILE)} (the <code>inventory-file</code> output)`
    )
    expect(some).toContain('All 2 repositories collected shown, by dependency count.')
  })

  it('a failure after the listing was written (its upload): complete, the upload failed and why, advice that fits', () => {
    const UPLOAD =
      "Artifact 'inv' was not uploaded: the artifact service answered HTTP 403. Ask an admin."
    const md = renderInventorySummary(results(two, { artifactName: 'inv' }), UPLOAD)
    expect(verdictOf(md)).toBe(
      '❌ **The inventory is complete (2 repositories with 3 lockfiles, in the inventory file), ' +
        'but its upload as the workflow artifact <code>inv</code> failed:** Artifact &#39;inv&#39; ' +
        'was not uploaded: the artifact service answered HTTP 403.'
    )
    expect(md).not.toMatch(/incomplete|collected|Collected/)
    expect(md).toContain(
      `**The full inventory** is in ${code(FILE)} (the <code>inventory-file</code> output), on the ` +
        'runner until the job ends: its upload as the workflow artifact <code>inv</code> did not ' +
        'finish: run the step again, or upload the file in a later step of this job.'
    )
    expect(md).not.toContain('set <code>artifact-name</code>')
    // another failure after the file, without artifact-name: that advice stands
    const other = renderInventorySummary(results(two), 'Check the runner. Output failed.')
    expect(verdictOf(other)).toBe(
      '❌ **The inventory is complete (2 repositories with 3 lockfiles, in the inventory file), ' +
        'but the step failed after it was written:** Check the runner.'
    )
    expect(other).toContain('set <code>artifact-name</code> to keep it as a workflow artifact')
    // cancelled during the upload
    const cancelled = renderInventorySummary(results(two, { artifactName: 'inv' }), CANCELLED, true)
    expect(verdictOf(cancelled)).toBe(
      '❌ **The run was cancelled.** The inventory is complete (2 repositories with 3 lockfiles, ' +
        'in the inventory file), but its upload as the workflow artifact <code>inv</code> was cancelled.'
    )
    // the shortest summary says the same: a failure, of a complete inventory
    const tiny = renderInventorySummary(
      { ...results(two, { artifactName: 'inv' }), budgetBytes: 90 },
      UPLOAD
    )
    expect(tiny).toBe(
      '❌ 2 repositories, 3 lockfiles, 13 dependencies (complete; the run failed after it).\n'
    )
    const one = renderInventorySummary(
      results([repo('a', 1, [['x.lock', 1]])], { artifactName: 'inv' }),
      UPLOAD
    )
    expect(verdictOf(one)).toMatch(
      /^❌ \*\*The inventory is complete \(1 repository with 1 lockfile,/
    )
    // a complete listing whose file was not written is no complete inventory
    const unwritten = renderInventorySummary(
      { ...results(two), inventoryFile: undefined },
      'Check the free space of the runner.'
    )
    expect(verdictOf(unwritten)).toMatch(
      /^❌ \*\*The inventory is incomplete: the run failed\.\*\*/
    )
    // a listing that stopped is still incomplete, whatever became of the upload
    const stoppedToo = renderInventorySummary(
      stopped(two, NOT_FOUND, { artifactName: 'inv' }),
      NOT_FOUND
    )
    expect(verdictOf(stoppedToo)).toMatch(
      /^❌ \*\*The inventory is incomplete: the run failed\.\*\*/
    )
  })

  it('a cancelled flag without a failure is no cancellation', () => {
    expect(verdictOf(renderInventorySummary(results(two), undefined, true))).toMatch(/^✅ Listed 2/)
  })

  it('compared: no change, or the changes with their singular and plural', () => {
    const none = changes({ added: 0, removed: 0, lockfilesAdded: 0, lockfilesRemoved: 0 })
    expect(verdictOf(renderInventorySummary(compared(none)))).toBe(
      '✅ Listed 2 repositories with 3 lockfiles and 13 dependencies in deployment <code>123</code>; ' +
        'no repository or lockfile was added or removed since the previous inventory.'
    )
    const one = changes({ added: 1, removed: 0, lockfilesAdded: 0, lockfilesRemoved: 1 })
    expect(verdictOf(renderInventorySummary(compared(one)))).toMatch(
      /; since the previous inventory 1 added and 0 removed repository, 0 added and 1 removed lockfile\.$/
    )
    const many = changes({ added: 2, removed: 1, lockfilesAdded: 4, lockfilesRemoved: 3 })
    expect(verdictOf(renderInventorySummary(compared(many)))).toMatch(
      /^✅ .*; since the previous inventory 2 added and 1 removed repositories, 4 added and 3 removed lockfiles\.$/
    )
    const lockfileOnly = changes({ added: 0, removed: 0, lockfilesAdded: 1, lockfilesRemoved: 0 })
    expect(verdictOf(renderInventorySummary(compared(lockfileOnly)))).toMatch(
      /0 added and 0 removed repositories, 1 added and 0 removed lockfile\.$/
    )
  })

  it('compared with an incomplete previous inventory: a warning', () => {
    const c = changes({ added: 0, removed: 0, lockfilesAdded: 0, lockfilesRemoved: 0 }, false)
    expect(verdictOf(renderInventorySummary(compared(c)))).toMatch(
      /^⚠️ Listed 2 .*no repository or lockfile/
    )
  })

  it('a previous inventory that does not exist yet is a notice: done, said in its section', () => {
    const problem = {
      level: 'notice',
      message: 'The previous inventory x.json does not exist yet.'
    } as const
    const md = renderInventorySummary(
      results(two, { compared: true, previous: { ok: false, problem } })
    )
    expect(verdictOf(md)).toBe(
      '✅ Listed 2 repositories with 3 lockfiles and 13 dependencies in deployment <code>123</code>.'
    )
    expect(md).toContain('ℹ️ The previous inventory x.json does not exist yet.')
    // Not asked to compare: no section, whatever the results hold.
    expect(
      renderInventorySummary(results(two, { previous: { ok: false, problem } }))
    ).not.toContain('does not exist yet')
  })

  it('uncovered projects: how many, singular and plural; a failed listing is a warning', () => {
    const project = (i: number) => ({ id: BigInt(i), name: `acme/p-${i}` })
    const one = { projects: 5, slug: 'acme', uncovered: [project(1)] }
    expect(verdictOf(renderInventorySummary(results(two, { uncovered: one })))).toMatch(
      /^✅ Listed 2 .*<code>123<\/code>; 1 project of the deployment has no dependency data\.$/
    )
    const three = { projects: 5, slug: 'acme', uncovered: [project(1), project(2), project(3)] }
    const md = renderInventorySummary(results(two, { uncovered: three }))
    expect(verdictOf(md)).toMatch(/; 3 projects of the deployment have no dependency data\.$/)
    expect(md).toContain('**3 of 5 projects** of deployment <code>acme</code>')
    const failed = { problem: 'Projects without dependency data are not reported: HTTP 500.' }
    const warned = renderInventorySummary(results(two, { uncovered: failed }))
    expect(verdictOf(warned)).toMatch(
      /^⚠️ Listed 2 .*; the projects without dependency data could not be listed \(below\)\.$/
    )
    expect(warned).toContain('⚠️ Projects without dependency data are not reported: HTTP 500.')
  })

  it('both additions, in order; none on a failed run', () => {
    const c = changes({ added: 0, removed: 0, lockfilesAdded: 0, lockfilesRemoved: 0 })
    const both = compared(c, { uncovered: { projects: 2, slug: 'acme', uncovered: [] } })
    expect(verdictOf(renderInventorySummary(both))).toMatch(
      /; no repository or lockfile was added or removed since the previous inventory; 0 projects of the deployment have no dependency data\.$/
    )
    const failed = renderInventorySummary(
      { ...both, listing: listing(two, { changes: c, failure: new Error('HTTP 500.') }) },
      'HTTP 500.'
    )
    expect(verdictOf(failed)).toBe('❌ **The inventory is incomplete: the run failed.** HTTP 500.')
  })

  it('where the inventory is: the artifact, the file, or nowhere before the file was written', () => {
    const artifact = {
      id: 9,
      name: 'inventory',
      size: 2048,
      url: 'https://github.com/a/b/actions/runs/1/artifacts/9'
    }
    expect(renderInventorySummary(stopped(two, 'HTTP 500.', { artifact }), 'HTTP 500.')).toContain(
      '**The inventory collected so far** is in the workflow artifact <a href="https://github.com/a/b/actions/runs/1/artifacts/9">inventory</a> (2.0 KB zip).'
    )
    const unwritten = results(two)
    delete unwritten.inventoryFile
    expect(renderInventorySummary(unwritten)).not.toContain('**The full inventory**')
    expect(renderInventorySummary(results(two))).toContain('**The full inventory**')
  })

  it('the compact fallback says how the run ended', () => {
    const fifty = bigInventory(50, 5)
    const done = renderInventorySummary(results(fifty, { budgetBytes: 300 }))
    expect(done).toMatch(
      /^✅ 50 repositories, 250 lockfiles, [\d,]+ dependencies\. Full inventory: <code>/
    )
    const failed = renderInventorySummary(stopped(fifty, 'x', { budgetBytes: 300 }), 'x')
    expect(failed).toMatch(
      /^❌ 50 repositories, 250 lockfiles, [\d,]+ dependencies \(incomplete: the run failed\)\./
    )
    const cancelled = renderInventorySummary(stopped(fifty, 'x', { budgetBytes: 300 }), 'x', true)
    expect(cancelled).toContain('(incomplete: the run was cancelled).')
    const unwritten = results(fifty, { budgetBytes: 300 })
    delete unwritten.inventoryFile
    expect(renderInventorySummary(unwritten)).toMatch(
      /^✅ 50 repositories, 250 lockfiles, [\d,]+ dependencies\.\n$/
    )
  })
})

describe('the summary’s edges', () => {
  const one = [repo('r', 1, [['x.lock', 1]])]
  const counts = '1 repository, 1 lockfile, 1 dependency.'

  it('the fallback takes the longest line that fits, then cuts after a word', () => {
    const first = `✅ ${counts} Full inventory: ${code(FILE)}.\n`
    const second = `✅ ${counts}\n`
    const at = (budgetBytes: number): string =>
      renderInventorySummary(results(one, { budgetBytes }))
    expect(at(byteLength(first))).toBe(first)
    expect(at(byteLength(first) - 1)).toBe(second)
    expect(at(byteLength(second))).toBe(second)
    // Below the shortest line, the plain one cut after its last whole word within the budget.
    expect(at(byteLength(second) - 1)).toBe('Dependency inventory: 1 repository, 1')
    expect(at(10)).toBe('Dependency')
    expect(at(5)).toBe('')
  })

  it('names the first five unfinished lockfile listings and counts the rest', () => {
    const unfinished = Array.from({ length: 7 }, (_, i) =>
      repo(`acme/r${i}`, 10 - i, [], { lockfilesError: 'timeout' })
    )
    const md = renderInventorySummary(results(unfinished))
    expect(md).toContain(
      'The lockfile listing did not finish for 7 repositories: <code>acme/r0</code>, ' +
        '<code>acme/r1</code>, <code>acme/r2</code>, <code>acme/r3</code>, <code>acme/r4</code> ' +
        'and 2 more; only the lockfiles received are counted for them.'
    )
    const five = renderInventorySummary(results(unfinished.slice(0, 5)))
    expect(five).toContain('<code>acme/r4</code>; only the lockfiles received')
  })

  it('lists three lockfiles inline, four in a details block, equal counts by path', () => {
    const three = repo('three', 3, [
      ['c.lock', 1],
      ['a.lock', 1],
      ['b.lock', 1]
    ])
    const four = repo('four', 4, [
      ['d.lock', 1],
      ['c.lock', 1],
      ['a.lock', 1],
      ['b.lock', 1]
    ])
    const [fourRow, threeRow] = rows(renderInventorySummary(results([three, four])))
    expect(threeRow).toContain(
      '| <code>a.lock</code> (1)<br><code>b.lock</code> (1)<br><code>c.lock</code> (1) |'
    )
    expect(fourRow).toContain(
      '<details><summary>4 lockfiles</summary><code>a.lock</code> (1)<br><code>b.lock</code> (1)'
    )
  })

  it('a done run says nothing of what was collected before a failure', () => {
    expect(renderInventorySummary(results(one))).not.toContain('Collected before')
    expect(renderInventorySummary(stopped(one, 'x.'), 'x.')).toContain(
      'Collected before the failure: 1 repository and 1 lockfile;'
    )
  })

  it('compared, but no listing: says why there are no changes', () => {
    const md = renderInventorySummary({ deploymentId: '1', compared: true }, 'No space left.')
    expect(md).toContain('Not compared: this run’s inventory is incomplete')
  })

  it('one addition that warns makes the verdict a warning; the last full stop only is replaced', () => {
    const none = { added: [], removed: [], renamed: [] }
    const changes: InventoryChanges = {
      previous: { file: 'p.json', complete: true },
      repositories: none,
      lockfiles: { added: [], removed: [] }
    }
    const md = renderInventorySummary(
      results(one, {
        deploymentName: 'acme.io',
        compared: true,
        listing: listing(one, { changes }),
        uncovered: { problem: 'HTTP 500.' }
      })
    )
    expect(md.split('\n')[0]).toBe(
      '⚠️ Listed 1 repository with 1 lockfile and 1 dependency in deployment <code>acme.io</code>; ' +
        'no repository or lockfile was added or removed since the previous inventory; ' +
        'the projects without dependency data could not be listed (below).'
    )
  })

  it('gives the changes and uncovered sections room of their own', () => {
    const plain = twentyThousandRepositories()
    const shown = rows(renderInventorySummary(plain)).length
    const withSections = renderInventorySummary({
      ...plain,
      uncovered: { projects: 0, slug: 'acme', uncovered: [] }
    })
    expect(rows(withSections).length).toBeGreaterThan(shown)
    const compared = renderInventorySummary({ ...plain, compared: true })
    expect(rows(compared).length).toBeGreaterThan(shown)
    expect(byteLength(compared)).toBeLessThanOrEqual(19_000 + 800 * 100 + 6_000 + 400 * 100)
  })
})
