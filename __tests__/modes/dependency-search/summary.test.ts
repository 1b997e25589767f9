import { describe, expect, it } from '@jest/globals'
import { byteLength } from '../../../src/action/markdown.js'
import { parsePackageLines } from '../../../src/modes/dependency-search/lines.js'
import {
  addMatch,
  newPackageResult,
  RepositoryBook,
  type SearchModel
} from '../../../src/modes/dependency-search/model.js'
import { renderSearchSummary } from '../../../src/modes/dependency-search/summary.js'
import { expectTablesWellFormed } from '../../support/index.js'

/** A model of `lines` long package lines, the first `matched` matched in `perLine` repositories each. */
function model(lines: number, matched: number, perLine: number, stale = 0): SearchModel {
  const long = 'x'.repeat(400)
  const text = Array.from({ length: lines }, (_, i) => `npm:@scope/${long}-${i}@1.0.${i}`).join(
    '\n'
  )
  const packages = parsePackageLines(text, 'packages', undefined).map(newPackageResult)
  const repositories = new RepositoryBook()
  for (let r = 0; r < perLine; r++)
    repositories.add(BigInt(r + 1), `acme/${'r'.repeat(300)}-${r}`, false)
  packages.slice(0, matched).forEach(result => {
    for (let r = 0; r < perLine; r++) {
      addMatch(result, {
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
  })
  return {
    deploymentId: '1',
    complete: true,
    packages,
    repositories,
    includeArchived: true,
    rejected: [],
    rejectedCount: 0,
    scannedSince: { since: '2026-11-20T00:00:00Z', label: '2026-11-20' },
    stale: Array.from({ length: stale }, (_, i) => ({
      id: BigInt(i),
      name: `acme/${'s'.repeat(300)}-${i}`
    }))
  }
}

const options = {
  searchFilePath: '/runner/temp/dependency-search.json',
  failOnMatch: false,
  serverUrl: 'https://github.com'
}

describe('the search summary', () => {
  it.each([100, 1000])(
    'stays under 1 MiB for 10,000 long lines, 5,000 matches, summary-limit %i',
    limit => {
      const markdown = renderSearchSummary(model(10_000, 1_000, 5, 5_000), {
        ...options,
        summaryLimit: limit
      })
      expect(byteLength(markdown)).toBeLessThan(1024 * 1024)
      expect(markdown.split('\n')[0]).toMatch(
        /^⚠️ \*\*Exposed: 5,000 matches in 5 repositories, 1,000 of 10,000 packages; 5,000 not scanned since 2026-11-20\.\*\*$/
      )
      expect(markdown).toMatch(/ of 5,000 matches shown\*\* .*; the rest are in the search file\./)
      expect(markdown).toContain('/runner/temp/dependency-search.json')
      expectTablesWellFormed(markdown)
    }
  )

  it('folds the lines that matched nothing, and says how many more are in the file', () => {
    const markdown = renderSearchSummary(model(10_000, 1, 1), { ...options, summaryLimit: 100 })
    expect(markdown).toContain(
      '<details><summary>9,999 of 10,000 packages matched nothing</summary>'
    )
    expect(markdown).toMatch(/- … and [\d,]+ more in the search file/)
    expect(byteLength(markdown)).toBeLessThan(200_000)
  })

  it('says none, with the stale count, when nothing matched', () => {
    const markdown = renderSearchSummary(model(3, 0, 2, 1), { ...options, summaryLimit: 100 })
    expect(markdown.split('\n')[0]).toBe(
      '⚠️ None of 3 packages is used in 2 repositories; 1 not scanned since 2026-11-20.'
    )
  })
})
