import { describe, expect, it } from '@jest/globals'
import { parseAdvisories } from '../../../src/modes/dependency-search/advisories.js'
import { describeLine, PackageLinesError } from '../../../src/modes/dependency-search/lines.js'

/** A GitHub advisory in OSV form, cut to what the search reads. */
const ranged = {
  id: 'GHSA-jvc7-49x7-wqv6',
  aliases: ['CVE-2021-44228'],
  affected: [
    {
      package: { ecosystem: 'Maven', name: 'org.apache.logging.log4j:log4j-core' },
      ranges: [
        {
          type: 'ECOSYSTEM',
          events: [
            { introduced: '2.0.0' },
            { fixed: '2.15.0' },
            { introduced: '2.16.0' },
            { fixed: '2.17.1' }
          ]
        }
      ],
      versions: ['2.0.0', '2.1.0']
    }
  ]
}
const listed = {
  id: 'MAL-2025-47242',
  affected: [
    { package: { ecosystem: 'npm', name: '@ctrl/tinycolor' }, versions: ['4.1.1', '4.1.2'] }
  ]
}

const read = (text: string) =>
  parseAdvisories(text).packages.map(p => `${p.line} ${describeLine(p)}`)

describe('OSV advisories', () => {
  it('reads ranges as bounds (one package per interval), versions[] alone as exact versions', () => {
    expect(read(JSON.stringify([ranged, listed]))).toEqual([
      '1 maven:org.apache.logging.log4j:log4j-core@>=2.0.0,<2.15.0',
      '1 maven:org.apache.logging.log4j:log4j-core@>=2.16.0,<2.17.1',
      '2 npm:@ctrl/tinycolor@4.1.1',
      '2 npm:@ctrl/tinycolor@4.1.2'
    ])
  })

  it('reads one record, an array, or JSON Lines; keeps each package’s advisory', () => {
    expect(read(JSON.stringify(listed))).toHaveLength(2)
    const lines = parseAdvisories(`${JSON.stringify(ranged)}\n${JSON.stringify(listed)}\n`).packages
    expect(lines.map(l => l.line)).toEqual([1, 1, 2, 2])
    expect(lines[0]!.advisory).toEqual({ id: 'GHSA-jvc7-49x7-wqv6', aliases: ['CVE-2021-44228'] })
    expect(lines[0]!.text).toBe(
      'GHSA-jvc7-49x7-wqv6 maven:org.apache.logging.log4j:log4j-core@>=2.0.0,<2.15.0'
    )
    expect(lines[2]!.advisory).toEqual({ id: 'MAL-2025-47242', aliases: [] })
  })

  it('reads introduced 0 as no lower bound, last_affected as <=, an open interval as its lower bound', () => {
    const record = (events: object[]) =>
      JSON.stringify({
        id: 'X-1',
        affected: [
          {
            package: { ecosystem: 'PyPI', name: 'num2words' },
            ranges: [{ type: 'SEMVER', events }]
          }
        ]
      })
    expect(read(record([{ introduced: '0' }, { fixed: '0.5.16' }]))).toEqual([
      '1 pypi:num2words@<0.5.16'
    ])
    expect(read(record([{ introduced: '0.5.0' }, { last_affected: '0.5.15' }]))).toEqual([
      '1 pypi:num2words@>=0.5.0,<=0.5.15'
    ])
    expect(read(record([{ introduced: '0.5.14' }]))).toEqual(['1 pypi:num2words@>=0.5.14'])
    expect(read(record([{ introduced: '0' }]))).toEqual(['1 pypi:num2words'])
  })

  it('skips GIT ranges and ranges with a limit, with a notice each', () => {
    const advisories = parseAdvisories(
      JSON.stringify({
        id: 'OSV-2024-1',
        affected: [
          {
            package: { ecosystem: 'Go', name: 'github.com/gorilla/mux' },
            ranges: [
              {
                type: 'GIT',
                repo: 'https://github.com/gorilla/mux',
                events: [{ introduced: 'abc' }]
              },
              { type: 'SEMVER', events: [{ introduced: '1.0.0' }, { limit: '1.9.0' }] },
              { type: 'SEMVER', events: [{ introduced: '1.8.0' }, { fixed: '1.8.1' }] }
            ],
            versions: ['1.8.0']
          }
        ]
      })
    )
    expect(advisories.packages.map(describeLine)).toEqual([
      'gomod:github.com/gorilla/mux@>=1.8.0,<1.8.1'
    ])
    expect(advisories.notices).toEqual([
      'OSV-2024-1: a GIT range of gomod:github.com/gorilla/mux was skipped',
      'OSV-2024-1: a range of gomod:github.com/gorilla/mux with a "limit" event was skipped'
    ])
  })

  it('refuses what is not OSV, naming the record, and another ecosystem by its name', () => {
    const problems = (text: string): string[] => {
      try {
        parseAdvisories(text)
      } catch (error) {
        expect(error).toBeInstanceOf(PackageLinesError)
        return (error as PackageLinesError).problems
      }
      throw new Error('no error')
    }
    expect(
      problems(
        '{"id": "A-1", "affected": [{"package": {"ecosystem": "Debian:11", "name": "openssl"}}]}'
      )
    ).toEqual([
      'advisories-file record 1 ("A-1"): ecosystem "Debian:11" is not one searched (npm, PyPI, Maven, Go, crates.io, RubyGems, Packagist, NuGet, Pub, Hex, SwiftURL)'
    ])
    expect(problems('[{"summary": "no id"}]')[0]).toMatch(
      /^advisories-file record 1: not an OSV record/
    )
    expect(problems('{"id": 1\nnot json')[0]).toMatch(/^advisories-file line 1: not JSON/)
    // Lines are numbered as the file's, blank ones included.
    expect(problems(`\n\n${JSON.stringify(listed)}\n\n{bad`)[0]).toMatch(
      /^advisories-file line 5: not JSON/
    )
    expect(
      problems('{"id": "A-2", "affected": [{"package": {"ecosystem": "npm", "name": "a b"}}]}')[0]
    ).toMatch(/holds a blank/)
  })
})

describe('OSV records of every shape', () => {
  const problems = (value: unknown): string[] => {
    try {
      parseAdvisories(typeof value === 'string' ? value : JSON.stringify(value))
    } catch (error) {
      expect(error).toBeInstanceOf(PackageLinesError)
      expect((error as PackageLinesError).source).toBe('advisories-file')
      return (error as PackageLinesError).problems
    }
    throw new Error('no error')
  }
  const one = (affected: unknown, id = 'A-1') => ({ id, affected: [affected] })
  const npm = { ecosystem: 'npm', name: 'left-pad' }

  it('reads a BOM, blank lines between JSON Lines, an empty file, a purl, aliases of strings only', () => {
    expect(parseAdvisories('').packages).toEqual([])
    expect(parseAdvisories(' \n ').packages).toEqual([])
    const lines = `\uFEFF${JSON.stringify(one({ package: npm, versions: ['1.0.0'] }))}\n\n ${JSON.stringify(
      {
        id: 'B-2',
        aliases: ['CVE-1', 7],
        affected: [{ package: { purl: 'pkg:npm/%40a/b@9' }, versions: ['2.0.0'] }]
      }
    )}\n`
    const read = parseAdvisories(lines).packages
    expect(read.map(p => [p.source, p.line, p.text, p.advisory])).toEqual([
      ['advisories-file', 1, 'A-1 npm:left-pad@1.0.0', { id: 'A-1', aliases: [] }],
      ['advisories-file', 2, 'B-2 npm:@a/b@2.0.0', { id: 'B-2', aliases: ['CVE-1'] }]
    ])
  })

  it('searches an entry with neither ranges nor versions at any version; ranges of no interval give none', () => {
    expect(
      parseAdvisories(JSON.stringify(one({ package: npm }))).packages.map(describeLine)
    ).toEqual(['npm:left-pad'])
    expect(parseAdvisories(JSON.stringify(one({ package: npm, ranges: [] }))).packages).toEqual([])
    expect(
      parseAdvisories(
        JSON.stringify(
          one({ package: npm, ranges: ['x', { type: 'SEMVER', events: ['y', { fixed: '2' }] }] })
        )
      ).packages.map(describeLine)
    ).toEqual(['npm:left-pad@<2'])
    const typeless = parseAdvisories(
      JSON.stringify(one({ package: npm, ranges: [{ events: [] }] }))
    )
    expect(typeless.notices).toEqual(['A-1: a typeless range of npm:left-pad was skipped'])
  })

  it('names each record that is not OSV, the first ten and a count of the rest', () => {
    expect(problems({ affected: [] })).toEqual([
      'advisories-file record 1: not an OSV record (an object with an "id" and "affected")'
    ])
    expect(problems({ id: '', affected: [] })[0]).toMatch(/not an OSV record/)
    expect(problems([[]])[0]).toMatch(/not an OSV record/)
    expect(problems({ id: 'A-1', affected: {} })).toEqual([
      'advisories-file record 1 ("A-1"): "affected" is not a list'
    ])
    expect(problems(one('x'))).toEqual([
      'advisories-file record 1 ("A-1"): an "affected" entry has no "package"'
    ])
    expect(problems(one({ package: 'npm' }))[0]).toMatch(/has no "package"/)
    expect(problems(one({ package: {} }))).toEqual([
      'advisories-file record 1 ("A-1"): a package has neither a name nor a purl'
    ])
    expect(problems(one({ package: { name: 'x' } }))[0]).toMatch(/ecosystem "" is not one searched/)
    expect(problems(one({ package: { ecosystem: 'conda', name: 'x' } }))[0]).toMatch(
      /ecosystem "conda" is not one searched/
    )
    expect(problems(one({ package: npm, versions: ['1 .0'] }))).toEqual([
      'advisories-file record 1 ("A-1"): version "1 .0" of npm:left-pad is not one'
    ])
    expect(problems(one({ package: npm, versions: [3] }))[0]).toMatch(/version "3" of npm:left-pad/)
    const ranged = (events: object[]) => one({ package: npm, ranges: [{ type: 'SEMVER', events }] })
    expect(problems(ranged([{ introduced: '>1' }]))).toEqual([
      'advisories-file record 1 ("A-1"): introduced ">1" is not a version'
    ])
    expect(problems(ranged([{ fixed: 2 }]))[0]).toMatch(/fixed "2" is not a version/)
    expect(problems(ranged([{ last_affected: '1,2' }]))[0]).toMatch(
      /last_affected "1,2" is not a version/
    )
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `X-${i}` }))
    const found = problems(many)
    expect(found).toHaveLength(11)
    expect(found.at(-1)).toBe('and 2 more')
    expect(problems('{"id": "A"}\n{oops')).toEqual([
      'advisories-file line 2: not JSON; give OSV JSON: one record, an array of records, or one record a line'
    ])
  })
})

describe('what a record carries into the file', () => {
  it('refuses an ID longer than 200 characters, and keeps 32 aliases of 200 at most', () => {
    const long = { ...listed, id: `MAL-${'9'.repeat(197)}` }
    expect(() => parseAdvisories(JSON.stringify(long))).toThrow(
      /record 1 \("MAL-9+.*"\): its "id" is longer than 200 characters/
    )
    expect(
      parseAdvisories(JSON.stringify({ ...listed, id: `MAL-${'9'.repeat(196)}` })).packages
    ).toHaveLength(2)
    const cves = Array.from({ length: 40 }, (_, i) => `CVE-2025-${1000 + i}`)
    const aliases = ['x'.repeat(201), 7, 'y'.repeat(200), ...cves]
    const [first] = parseAdvisories(JSON.stringify({ ...listed, aliases })).packages
    expect(first!.advisory!.aliases).toEqual(['y'.repeat(200), ...cves.slice(0, 31)])
  })
})
