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
    expect(
      problems('{"id": "A-2", "affected": [{"package": {"ecosystem": "npm", "name": "a b"}}]}')[0]
    ).toMatch(/holds a blank/)
  })
})
