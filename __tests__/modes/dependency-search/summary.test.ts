/**
 * The job summary of `mode: dependency-search`, rendered from literal step results (no run): each
 * verdict, each state of the search, the scan check, the file and the upload, and the cut tables.
 */
import { describe, expect, it } from '@jest/globals'
import { byteLength, code, link } from '../../../src/action/markdown.js'
import { parsePackageLines } from '../../../src/modes/dependency-search/lines.js'
import type { Match } from '../../../src/modes/dependency-search/match-list.js'
import {
  emptySearch,
  type SearchResult,
  type StaleCheck
} from '../../../src/modes/dependency-search/model.js'
import {
  MAX_SEARCH_SUMMARY_BYTES,
  renderSearchSummary,
  searchBudget,
  type SearchSummaryOptions,
  type SearchSummaryResults
} from '../../../src/modes/dependency-search/summary.js'
import { expectTablesWellFormed, rowOf } from '../../support/index.js'

/** The summary from its match tables on (the exposed repositories' table comes before). */
const matchPart = (markdown: string): string => markdown.slice(markdown.indexOf('### Matches'))

const FILE = '/runner/temp/dependency-search.json'
const options = { summaryLimit: 100, failOnMatch: false, serverUrl: 'https://github.com' }
const LABEL = '2026-11-20'

/** A match of repository `id`; the rest as a lockfile's direct dependency unless given. */
function match(id: number, fields: Partial<Match> = {}): Match {
  return {
    repositoryId: BigInt(id),
    archived: false,
    lockfilePath: 'package-lock.json',
    version: '4.1.1',
    transitivity: 'DIRECT',
    byRange: false,
    ...fields
  }
}

/**
 * A finished search of `lines` (package lines, one a line) over `active` and `archived`
 * repositories (IDs from 1, named `acme/r<id>`), with `matches[i]` the matches of line i.
 */
function search(
  lines: string,
  matches: Match[][] = [],
  active = 4,
  archived = 0,
  includeArchived = archived > 0
): SearchResult {
  const found = emptySearch(parsePackageLines(lines, 'packages', undefined), includeArchived)
  for (let id = 1; id <= active + archived; id++) {
    found.repositories.add(BigInt(id), `acme/r${id}`, id > active)
  }
  found.packages.forEach((result, i) => (matches[i] ?? []).forEach(m => result.matches.add(m)))
  return { ...found, complete: true }
}

const TWO = 'npm:@ctrl/tinycolor@4.1.1\npypi:num2words@0.5.15'
const EXPOSED = [[match(1), match(2, { lockfilePath: 'web/yarn.lock', line: 12 }), match(2)]]

function render(
  results: Partial<SearchSummaryResults>,
  failure?: string,
  cancelled?: boolean,
  more: Partial<SearchSummaryOptions> = {}
): string {
  return renderSearchSummary(
    { searchFilePath: FILE, ...results },
    { ...options, ...more },
    failure,
    cancelled
  )
}

const verdictOf = (markdown: string): string => markdown.split('\n')[0]!
const listed = (count: number): StaleCheck => ({
  kind: 'listed',
  label: LABEL,
  stale: Array.from({ length: count }, (_, i) => ({ id: BigInt(90 + i), name: `acme/old${i}` }))
})

describe('the verdict of a finished search', () => {
  it('exposed: a warning with the matches, repositories and packages, each counted apart', () => {
    const markdown = render({ search: search(TWO, EXPOSED) })
    expect(verdictOf(markdown)).toBe(
      '⚠️ **Exposed: 3 matches in 2 repositories, 1 of 2 packages.**'
    )
    expectTablesWellFormed(markdown)
  })

  it('counts the archived repositories among the exposed ones', () => {
    const archived = [[match(1), match(5, { archived: true }), match(6, { archived: true })]]
    expect(verdictOf(render({ search: search(TWO, archived, 4, 2) }))).toBe(
      '⚠️ **Exposed: 3 matches in 3 repositories (2 archived), 1 of 2 packages.**'
    )
  })

  it('fail-on-match: the step fails, pointing to the tables', () => {
    expect(
      verdictOf(render({ search: search(TWO, EXPOSED) }, 'x', false, { failOnMatch: true }))
    ).toBe(
      '❌ **Exposed: 3 matches in 2 repositories, 1 of 2 packages.** The step fails ' +
        '(<code>fail-on-match: true</code>): see the tables below.'
    )
  })

  it('exposed, then a failure (the scan check): both, the advice first', () => {
    const markdown = render(
      { search: search(TWO, EXPOSED) },
      'Run it again. The scan check failed.'
    )
    expect(verdictOf(markdown)).toBe(
      '❌ **Exposed: 3 matches in 2 repositories, 1 of 2 packages. Then the step failed:** Run it again.'
    )
    expect(markdown).toContain('> [!CAUTION]\n> **Details:** The scan check failed.')
  })

  it('none: done, with the repositories searched, the archived ones counted apart', () => {
    expect(verdictOf(render({ search: search(TWO, [], 3, 2) }))).toBe(
      '✅ None of 2 packages is used in 5 repositories (2 archived).'
    )
    expect(verdictOf(render({ search: search('npm:a@1', [], 1) }))).toBe(
      '✅ The package is not used in 1 repository.'
    )
  })

  it('none, archived not searched: only the active repositories count', () => {
    expect(verdictOf(render({ search: search(TWO, [], 3, 2, false) }))).toBe(
      '✅ None of 2 packages is used in 3 repositories.'
    )
  })

  it('none, with repositories not scanned since the date: a warning that counts them', () => {
    const markdown = render({ search: search(TWO), stale: listed(3) })
    expect(verdictOf(markdown)).toBe(
      '⚠️ None of 2 packages is used in 4 repositories; 3 not scanned since 2026-11-20.'
    )
    expect(markdown).toContain('### Not scanned since 2026-11-20')
    expect(markdown).toContain(
      '3 repositories without a match have no completed full supply-chain scan since 2026-11-20'
    )
    expect(rowOf(markdown, 'acme/old1')).toBe('| acme/old1 | 91 |')
    expect(markdown).toContain('| Repository | ID |\n| --- | ---: |\n| acme/old0 | 90 |')
    expectTablesWellFormed(markdown)
  })

  it('none, every repository scanned since: done, and no stale section', () => {
    const markdown = render({ search: search(TWO), stale: listed(0) })
    expect(verdictOf(markdown)).toBe(
      '✅ None of 2 packages is used in 4 repositories; 0 not scanned since 2026-11-20.'
    )
    expect(markdown).not.toContain('### Not scanned')
  })

  it('one stale repository is said in the singular', () => {
    expect(render({ search: search(TWO), stale: listed(1) })).toContain(
      '1 repository without a match has no completed full supply-chain scan'
    )
  })

  it('none, the scan check unavailable: a warning, and a note that says why', () => {
    const stale: StaleCheck = {
      kind: 'unavailable',
      label: LABEL,
      problem: 'SearchScans answered 404'
    }
    const markdown = render({ search: search(TWO), stale })
    expect(verdictOf(markdown)).toBe('⚠️ None of 2 packages is used in 4 repositories.')
    expect(markdown).toContain(
      'ℹ️ Repositories not scanned since 2026-11-20 are not listed: SearchScans answered 404.'
    )
  })

  it('exposed with stale repositories: the count follows the exposure', () => {
    expect(verdictOf(render({ search: search(TWO, EXPOSED), stale: listed(2) }))).toBe(
      '⚠️ **Exposed: 3 matches in 2 repositories, 1 of 2 packages; 2 not scanned since 2026-11-20.**'
    )
  })

  it('none or exposed, then a failure: failed; cancelled: cancelled, whatever was found', () => {
    expect(verdictOf(render({ search: search(TWO) }, 'Check the disk. It is full.'))).toBe(
      '❌ **None of 2 packages is used in 4 repositories. Then the step failed:** Check the disk.'
    )
    expect(verdictOf(render({ search: search(TWO) }, 'Cancelled.', true))).toBe(
      '❌ **The run was cancelled.** None of 2 packages is used in 4 repositories.'
    )
    const exposed = { search: search(TWO, EXPOSED) }
    expect(verdictOf(render(exposed, 'Cancelled.', true, { failOnMatch: true }))).toBe(
      '❌ **The run was cancelled.** **Exposed: 3 matches in 2 repositories, 1 of 2 packages.**'
    )
  })
})

describe('the verdict of an unfinished search', () => {
  const stopped = (found: SearchResult, error?: string): SearchResult => ({
    ...found,
    complete: false,
    ...(error !== undefined && { failure: new Error(error) })
  })

  it('before the search returned: did not finish, never none', () => {
    const markdown = render({ searchFilePath: '' }, 'Check the path. It is outside.')
    expect(verdictOf(markdown)).toBe('❌ **The search did not finish.** Check the path.')
    expect(markdown).toContain('No verdict: not every package was searched.')
    expect(markdown).not.toMatch(/None of|is not used/)
  })

  it('stopped by its own error: that error, the matches so far, the file marked incomplete', () => {
    const markdown = render({ search: stopped(search(TWO, EXPOSED), 'Retry later. HTTP 503.') })
    expect(verdictOf(markdown)).toBe('❌ **The search did not finish.** Retry later.')
    expect(markdown).toContain(
      'Exposed: 3 matches in 2 repositories, 1 of 2 packages so far; the rest was not searched.'
    )
    expect(markdown).toContain(
      '**What was found before the search stopped** is in <code>/runner/temp/dependency-search.json</code> ' +
        '(the <code>search-file</code> output, marked <code>complete: false</code>)'
    )
    expect(markdown).not.toContain('matched nothing')
  })

  it('with no error recorded: says so', () => {
    expect(verdictOf(render({ search: stopped(search(TWO)) }))).toBe(
      '❌ **The search did not finish.** no error was recorded.'
    )
  })

  it('cancelled: what was found so far, or no verdict', () => {
    expect(verdictOf(render({ search: stopped(search(TWO, EXPOSED)) }, 'Cancelled.', true))).toBe(
      '❌ **The run was cancelled.** Exposed: 3 matches in 2 repositories, 1 of 2 packages so far; ' +
        'the rest was not searched.'
    )
    const none = render({ search: stopped(search(TWO)) }, 'Cancelled.', true)
    expect(verdictOf(none)).toBe(
      '❌ **The run was cancelled.** No verdict: not every package was searched.'
    )
    expect(none).not.toContain('[!CAUTION]')
  })
})

describe('where the result is, and the notes', () => {
  it('the artifact when uploaded, else the file, else nothing', () => {
    const artifact = {
      id: 7,
      name: 'search',
      url: 'https://github.com/a/b/artifacts/7',
      size: 2048
    }
    expect(render({ search: search(TWO), artifact })).toContain(
      `**The whole result** is in the workflow artifact ${link('search', artifact.url)} (2.0 KB zip).`
    )
    const file = render({ search: search(TWO) })
    expect(file).toContain(
      '**The whole result** is in <code>/runner/temp/dependency-search.json</code> (the ' +
        '<code>search-file</code> output), on the runner until the job ends: set ' +
        '<code>artifact-name</code> to keep it as a workflow artifact.'
    )
    expect(render({ search: search(TWO), searchFilePath: '' })).not.toContain('The whole result')
  })

  it('names a failed upload, not artifact-name, when artifact-name was given', () => {
    const summary = render(
      { search: search(TWO) },
      'Upload the search result as the artifact wave-2: quota',
      false,
      { artifactName: 'wave-2' }
    )
    expect(summary).toContain(
      '**The whole result** is in <code>/runner/temp/dependency-search.json</code> (the ' +
        '<code>search-file</code> output), on the runner until the job ends: its upload as the ' +
        'workflow artifact <code>wave-2</code> failed (the error above says why).'
    )
    expect(summary).not.toContain('set <code>artifact-name</code>')
  })

  it('says rejected dependencies in the singular and the plural, and none when there are none', () => {
    const one = render({ search: { ...search(TWO), rejectedCount: 1 } })
    expect(one).toContain(
      'ℹ️ 1 dependency the platform returned did not match its line (another name, ecosystem or ' +
        'version) and is not counted'
    )
    const three = render({ search: { ...search(TWO), rejectedCount: 3 } })
    expect(three).toContain('ℹ️ 3 dependencies the platform returned did not match their line')
    expect(three).toContain('and are not counted')
    expect(render({ search: search(TWO) })).not.toContain('ℹ️')
  })

  it('marks range matches and explains them, and counts repeated lines', () => {
    const markdown = render(
      { search: search('npm:a@>=1', [[match(1, { byRange: true, version: '1.2.0' })]]) },
      undefined,
      false,
      { repeatedLines: 2 }
    )
    expect(markdown).toContain('_Versions marked **range** matched a line’s bounds')
    expect(rowOf(matchPart(markdown), 'acme/r1')).toContain('| 1.2.0 (range) |')
    expect(markdown).toContain('2 repeated lines searched once.')
    expect(render({ search: search(TWO, EXPOSED) })).not.toMatch(/range|repeated/)
  })
})

describe('the match tables', () => {
  it('one table per package, the most exposed first, rows as the matches say', () => {
    const matches = [
      [match(1)],
      [
        match(2, {
          transitivity: 'TRANSITIVE',
          line: 40,
          url: 'https://github.com/acme/r2/blob/x#L40'
        }),
        match(3, {
          transitivity: 'UNKNOWN_TRANSITIVITY',
          archived: true,
          url: 'https://evil.example/x'
        })
      ]
    ]
    const markdown = render({ search: search(TWO, matches, 2, 1) })
    const headings = markdown.split('\n').filter(line => line.startsWith('#### '))
    expect(headings).toEqual([
      `#### ${code('pypi:num2words@0.5.15')} · 2 matches in 2 repositories`,
      `#### ${code('npm:@ctrl/tinycolor@4.1.1')} · 1 match in 1 repository`
    ])
    expect(rowOf(matchPart(markdown), 'acme/r1')).toBe(
      '| acme/r1 | package-lock.json | 4.1.1 | direct |  |'
    )
    expect(rowOf(matchPart(markdown), 'acme/r2')).toBe(
      `| acme/r2 | ${link('package-lock.json:40', 'https://github.com/acme/r2/blob/x#L40')} | 4.1.1 | transitive |  |`
    )
    expect(rowOf(matchPart(markdown), 'acme/r3')).toBe(
      '| acme/r3 | package-lock.json | 4.1.1 | unknown | archived |'
    )
    expect(markdown).toContain('All 3 matches shown.')
    expectTablesWellFormed(markdown)
  })

  it('renders a finished search whole: the verdict, the file, the matches, what matched nothing', () => {
    expect(render({ search: search(TWO, EXPOSED) })).toBe(
      [
        '⚠️ **Exposed: 3 matches in 2 repositories, 1 of 2 packages.**',
        '',
        `**The whole result** is in ${code(FILE)} (the ${code('search-file')} output), on the ` +
          `runner until the job ends: set ${code('artifact-name')} to keep it as a workflow artifact.`,
        '',
        '### Exposed repositories',
        '',
        'All 2 repositories shown.',
        '',
        '| Repository | Packages | Matches | Dependency | Archived |',
        '| --- | ---: | ---: | --- | --- |',
        '| acme/r2 | 1 | 2 | direct |  |',
        '| acme/r1 | 1 | 1 | direct |  |',
        '',
        '### Matches',
        '',
        'All 3 matches shown.',
        '',
        `#### ${code('npm:@ctrl/tinycolor@4.1.1')} · 3 matches in 2 repositories`,
        '',
        '| Repository | Lockfile and line | Version | Dependency | Archived |',
        '| --- | --- | --- | --- | --- |',
        '| acme/r1 | package-lock.json | 4.1.1 | direct |  |',
        '| acme/r2 | web/yarn.lock:12 | 4.1.1 | direct |  |',
        '| acme/r2 | package-lock.json | 4.1.1 | direct |  |',
        '',
        '<details><summary>1 of 2 packages matched nothing</summary>',
        '',
        `- ${code('pypi:num2words@0.5.15')}`,
        '',
        '</details>',
        ''
      ].join('\n')
    )
  })

  it('names a repository the listing did not return by its ID', () => {
    expect(render({ search: search(TWO, [[match(77)]], 1) })).toContain('| repository 77 |')
  })

  it('folds the lines that matched nothing, only once the search is complete', () => {
    const markdown = render({ search: search(TWO, EXPOSED) })
    expect(markdown).toContain('<details><summary>1 of 2 packages matched nothing</summary>')
    expect(markdown).toContain(`- ${code('pypi:num2words@0.5.15')}`)
    expect(render({ search: search(TWO, [EXPOSED[0]!, [match(3)]]) })).not.toContain(
      'matched nothing'
    )
  })

  it('keeps the listed order between equally exposed packages, and counts summary-limit across them', () => {
    const two = [
      [match(1), match(2)],
      [match(3), match(4)]
    ]
    const markdown = render({ search: search(TWO, two) }, undefined, false, { summaryLimit: 3 })
    expect(markdown.split('\n').filter(line => line.startsWith('#### '))).toEqual([
      `#### ${code('npm:@ctrl/tinycolor@4.1.1')} · 2 matches in 2 repositories`,
      `#### ${code('pypi:num2words@0.5.15')} · 2 matches in 2 repositories`
    ])
    expect(
      matchPart(markdown)
        .split('\n')
        .filter(line => line.startsWith('| acme/r'))
    ).toEqual([
      '| acme/r1 | package-lock.json | 4.1.1 | direct |  |',
      '| acme/r2 | package-lock.json | 4.1.1 | direct |  |',
      '| acme/r3 | package-lock.json | 4.1.1 | direct |  |'
    ])
  })

  it('cuts the rows at summary-limit and says how many more are in the file', () => {
    const many = [Array.from({ length: 5 }, (_, i) => match(i + 1))]
    const markdown = render({ search: search(TWO, many, 5) }, undefined, false, {
      summaryLimit: 3
    })
    expect(
      matchPart(markdown)
        .split('\n')
        .filter(line => line.startsWith('| acme/r'))
    ).toHaveLength(3)
    expect(markdown).toContain('… and 2 more matches of this package in the search file.')
    expectTablesWellFormed(markdown)
  })
})

describe('the budget', () => {
  /** A search of `lines` long package lines, the first `matched` matched in `perLine` repositories. */
  function large(lines: number, matched: number, perLine: number): SearchResult {
    const long = 'x'.repeat(400)
    const text = Array.from({ length: lines }, (_, i) => `npm:@scope/${long}-${i}@1.0.${i}`)
    const found = emptySearch(parsePackageLines(text.join('\n'), 'packages', undefined), true)
    for (let r = 0; r < perLine; r++) {
      found.repositories.add(BigInt(r + 1), `acme/${'r'.repeat(300)}-${r}`, false)
    }
    for (const result of found.packages.slice(0, matched)) {
      for (let r = 0; r < perLine; r++) {
        result.matches.add({
          repositoryId: BigInt(r + 1),
          archived: false,
          lockfilePath: `${'deep/'.repeat(60)}package-lock.json`,
          line: 10 + r,
          url: `https://github.com/acme/r/blob/main/package-lock.json#L${r}`,
          version: result.query.version.kind === 'exact' ? result.query.version.version : '',
          transitivity: 'TRANSITIVE',
          byRange: false
        })
      }
    }
    return { ...found, complete: true }
  }

  const manyStale = (count: number): StaleCheck => ({
    kind: 'listed',
    label: LABEL,
    stale: Array.from({ length: count }, (_, i) => ({
      id: BigInt(i),
      name: `acme/${'s'.repeat(300)}-${i}`
    }))
  })

  it.each([100, 1000])(
    'stays under 1 MiB for 10,000 long lines, 5,000 matches, summary-limit %i',
    limit => {
      const markdown = render(
        { search: large(10_000, 1_000, 5), stale: manyStale(5_000) },
        undefined,
        false,
        {
          summaryLimit: limit
        }
      )
      expect(byteLength(markdown)).toBeLessThan(1024 * 1024)
      expect(verdictOf(markdown)).toBe(
        '⚠️ **Exposed: 5,000 matches in 5 repositories, 1,000 of 10,000 packages; 5,000 not scanned since 2026-11-20.**'
      )
      expect(markdown).toMatch(/ of 5,000 matches shown\*\* .*; the rest are in the search file\./)
      expect(markdown).toContain(FILE)
      expectTablesWellFormed(markdown)
    }
  )

  it('folds the lines that matched nothing, and says how many more are in the file', () => {
    const markdown = render({ search: large(10_000, 1, 1) })
    expect(markdown).toContain(
      '<details><summary>9,999 of 10,000 packages matched nothing</summary>'
    )
    expect(markdown).toMatch(/- … and [\d,]+ more in the search file/)
    expect(byteLength(markdown)).toBeLessThan(200_000)
  })

  it('below the frame, the verdict and where the file is; below that, the verdict alone', () => {
    const results = { search: search(TWO, EXPOSED) }
    const verdict = '⚠️ **Exposed: 3 matches in 2 repositories, 1 of 2 packages.**'
    const withFile = `${verdict}\n Details: <code>${FILE}</code>.\n`
    expect(render(results, undefined, false, { budgetBytes: byteLength(withFile) })).toBe(withFile)
    expect(render(results, undefined, false, { budgetBytes: byteLength(withFile) - 1 })).toBe(
      `${verdict}\n`
    )
    expect(render(results, undefined, false, { budgetBytes: 10 })).toBe('')
  })
})

describe('the exact text of the rarer cases', () => {
  const A = 'npm:a@1.0.0'

  it('one match in one repository, in the singular throughout', () => {
    const markdown = render({ search: search(A, [[match(1)]], 1) })
    expect(verdictOf(markdown)).toBe('⚠️ **Exposed: 1 match in 1 repository, 1 of 1 package.**')
    expect(markdown).toContain(
      `### Matches\n\nAll 1 match shown.\n\n#### ${code(A)} · 1 match in 1 repository\n`
    )
  })

  it('none, archived repositories searched but none there: no archived count', () => {
    expect(verdictOf(render({ search: search(A, [], 3, 0, true) }))).toBe(
      '✅ The package is not used in 3 repositories.'
    )
  })

  it('every line matched, one stale repository, no file, a range in one of two packages', () => {
    const matches = [[match(1, { byRange: true, version: '1.2.0' })], [match(2)]]
    const markdown = render({
      search: search('npm:a@>=1\nnpm:b@2.0.0', matches, 2),
      stale: listed(1),
      searchFilePath: ''
    })
    expect(markdown).toBe(
      [
        '⚠️ **Exposed: 2 matches in 2 repositories, 2 of 2 packages; 1 not scanned since 2026-11-20.**',
        '',
        '_Versions marked **range** matched a line’s bounds as the platform orders versions, ' +
          'which it does not publish: check them against the advisory._',
        '',
        '### Exposed repositories',
        '',
        'All 2 repositories shown.',
        '',
        '| Repository | Packages | Matches | Dependency | Archived |',
        '| --- | ---: | ---: | --- | --- |',
        '| acme/r1 | 1 | 1 | direct |  |',
        '| acme/r2 | 1 | 1 | direct |  |',
        '',
        '### Matches',
        '',
        'All 2 matches shown.',
        '',
        `#### ${code('npm:a@>=1')} · 1 match in 1 repository`,
        '',
        '| Repository | Lockfile and line | Version | Dependency | Archived |',
        '| --- | --- | --- | --- | --- |',
        '| acme/r1 | package-lock.json | 1.2.0 (range) | direct |  |',
        '',
        `#### ${code('npm:b@2.0.0')} · 1 match in 1 repository`,
        '',
        '| Repository | Lockfile and line | Version | Dependency | Archived |',
        '| --- | --- | --- | --- | --- |',
        '| acme/r2 | package-lock.json | 4.1.1 | direct |  |',
        '',
        '### Not scanned since 2026-11-20',
        '',
        '1 repository without a match has no completed full supply-chain scan since 2026-11-20: ' +
          'their data may predate the incident.',
        '',
        'All 1 repository shown.',
        '',
        '| Repository | ID |',
        '| --- | ---: |',
        '| acme/old0 | 90 |',
        ''
      ].join('\n')
    )
  })

  it('none matched: no match section, and the lines folded one to a line', () => {
    expect(render({ search: search(`${A}\nnpm:b@2.0.0`), searchFilePath: '' })).toBe(
      [
        '✅ None of 2 packages is used in 4 repositories.',
        '',
        '<details><summary>2 of 2 packages matched nothing</summary>',
        '',
        `- ${code(A)}`,
        `- ${code('npm:b@2.0.0')}`,
        '',
        '</details>',
        ''
      ].join('\n')
    )
  })

  it('cuts the stale list at summary-limit and says where the rest is', () => {
    const markdown = render({ search: search(A), stale: listed(3) }, undefined, false, {
      summaryLimit: 2
    })
    expect(markdown).toContain(
      '**2 of 3 repositories shown** (<code>summary-limit: 2</code>); the rest are in the search file.'
    )
  })

  it('between packages in as many repositories, the one with more matches first', () => {
    const matches = [
      [match(1), match(2)],
      [match(3), match(4), match(3, { lockfilePath: 'b/package-lock.json' })]
    ]
    const headings = render({ search: search(`${A}\nnpm:b@2.0.0`, matches) })
      .split('\n')
      .filter(line => line.startsWith('#### '))
    expect(headings).toEqual([
      `#### ${code('npm:b@2.0.0')} · 3 matches in 2 repositories`,
      `#### ${code(A)} · 2 matches in 2 repositories`
    ])
  })

  it('one row cut: the one more match on a paragraph of its own', () => {
    const four = [Array.from({ length: 4 }, (_, i) => match(i + 1))]
    const markdown = render({ search: search(A, four) }, undefined, false, { summaryLimit: 3 })
    expect(markdown).toContain(
      '| acme/r3 | package-lock.json | 4.1.1 | direct |  |\n\n' +
        '… and 1 more match of this package in the search file.'
    )
    expect(markdown).toContain(
      '**3 of 4 matches shown** (<code>summary-limit: 3</code>); the rest are in the search file.'
    )
  })

  it("links a lockfile only to an http(s) URL on the server's host", () => {
    const rowFor = (serverUrl: string, url: string): string =>
      rowOf(
        matchPart(
          render({ search: search(A, [[match(1, { url })]], 1) }, undefined, false, { serverUrl })
        ),
        'acme/r1'
      )
    const ghes = 'http://ghes.example/acme/r1/blob/x#L1'
    expect(rowFor('http://ghes.example', ghes)).toContain(link('package-lock.json', ghes))
    const plain = '| acme/r1 | package-lock.json | 4.1.1 |'
    expect(rowFor('http://ghes.example', 'ftp://ghes.example/x')).toContain(plain)
    expect(rowFor('http://ghes.example', 'not a url')).toContain(plain)
    expect(rowFor('not a url', 'javascript:alert(1)')).toContain(plain)
  })

  it('a budget of about 700 bytes a row above a 60,000-byte frame, at most 1,000,000', () => {
    expect(searchBudget(1)).toBe(60_700)
    expect(searchBudget(100)).toBe(130_000)
    expect(searchBudget(2_000)).toBe(MAX_SEARCH_SUMMARY_BYTES)
  })

  it('below the frame without a file: the verdict alone, whatever room is left', () => {
    const verdict = '⚠️ **Exposed: 3 matches in 2 repositories, 1 of 2 packages.**\n'
    const results = { search: search(TWO, EXPOSED), searchFilePath: '' }
    for (const budget of [byteLength(verdict), byteLength(verdict) + 40]) {
      expect(render(results, undefined, false, { budgetBytes: budget })).toBe(verdict)
    }
  })
})

describe('the exposed repositories', () => {
  it('come first after the verdict: packages, matches, direct or only transitive, archived', () => {
    const markdown = render({
      search: search(TWO, [
        [
          match(1),
          match(2, { transitivity: 'TRANSITIVE' }),
          match(2, { transitivity: 'TRANSITIVE', lockfilePath: 'web/yarn.lock' }),
          match(3, { archived: true, transitivity: 'UNKNOWN_TRANSITIVITY' })
        ],
        [match(2, { transitivity: 'TRANSITIVE' })]
      ])
    })
    const exposed = markdown.slice(
      markdown.indexOf('### Exposed repositories'),
      markdown.indexOf('### Matches')
    )
    expect(markdown.indexOf('### Exposed repositories')).toBeLessThan(
      markdown.indexOf('### Matches')
    )
    expect(exposed.split('\n').filter(line => line.startsWith('| acme/'))).toEqual([
      '| acme/r2 | 2 | 3 | only transitive |  |',
      '| acme/r1 | 1 | 1 | direct |  |',
      '| acme/r3 | 1 | 1 | unknown | archived |'
    ])
    expectTablesWellFormed(markdown)
  })
})
