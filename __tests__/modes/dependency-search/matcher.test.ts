import { describe, expect, it } from '@jest/globals'
import type { VersionQuery } from '../../../src/modes/dependency-search/lines.js'
import {
  checkDependency,
  dependencyFilter,
  namesToAsk
} from '../../../src/modes/dependency-search/matcher.js'

const exact = (version: string): VersionQuery => ({ kind: 'exact', version })
const line = (
  ecosystem: 'npm' | 'pypi',
  name: string,
  version: VersionQuery = { kind: 'any' }
) => ({
  ecosystem,
  name,
  version
})

describe('checkDependency', () => {
  it('takes the same name, ecosystem and exact version', () => {
    const tiny = line('npm', '@ctrl/tinycolor', exact('4.1.1'))
    const found = { ecosystem: 'npm', name: '@ctrl/tinycolor', version: '4.1.1' }
    expect(checkDependency(tiny, found)).toEqual({ match: true, byRange: false })
  })

  it.each([
    ['name tinycolor2, not tinycolor', { ecosystem: 'npm', name: 'tinycolor2', version: '4.1.1' }],
    ['name TinyColor, not tinycolor', { ecosystem: 'npm', name: 'TinyColor', version: '4.1.1' }],
    ['ecosystem pypi, not npm', { ecosystem: 'pypi', name: 'tinycolor', version: '4.1.1' }],
    ['version 4.1.10, not 4.1.1', { ecosystem: 'npm', name: 'tinycolor', version: '4.1.10' }]
  ])('rejects what a loose server returns, saying why: %s', (reason, found) => {
    const tiny = line('npm', 'tinycolor', exact('4.1.1'))
    expect(checkDependency(tiny, found)).toEqual({ match: false, reason })
  })

  it('compares PyPI names as normalized, and marks bounds as matched by range', () => {
    const jwt = line('pypi', 'PyJWT', { kind: 'range', lower: '>=2.0.0' })
    expect(checkDependency(jwt, { ecosystem: 'pypi', name: 'py-jwt2', version: '2.8.0' })).toEqual({
      match: false,
      reason: 'name py-jwt2, not PyJWT'
    })
    expect(checkDependency(jwt, { ecosystem: 'pypi', name: 'PYJWT', version: '2.8.0' })).toEqual({
      match: true,
      byRange: true
    })
    expect(
      checkDependency(line('npm', 'x'), { ecosystem: 'npm', name: 'x', version: '9' })
    ).toEqual({
      match: true,
      byRange: false
    })
  })
})

describe('the request of a line', () => {
  it('asks a PyPI name as written and as normalized, others as written', () => {
    expect(namesToAsk(line('pypi', 'PyJWT'))).toEqual(['PyJWT', 'pyjwt'])
    expect(namesToAsk(line('pypi', 'num2words'))).toEqual(['num2words'])
    expect(namesToAsk(line('npm', 'Foo_Bar'))).toEqual(['Foo_Bar'])
  })

  it('is one ecosystem and one exact package filter, with the version fields of the line', () => {
    expect(dependencyFilter(line('npm', 'a', exact('1.0.0')), 'a', true)).toStrictEqual({
      ecosystem: ['npm'],
      packageFilters: [{ name: 'a', exactNameMatch: true, exactVersion: '1.0.0' }],
      includeArchived: true
    })
    // Strict: a field present as undefined would be sent as a filter the line did not ask.
    const filters = (version: VersionQuery) =>
      dependencyFilter(line('npm', 'a', version), 'a', false).packageFilters
    expect(filters({ kind: 'range', lower: '>1', upper: '<=2' })).toStrictEqual([
      { name: 'a', exactNameMatch: true, versionLowerBound: '>1', versionUpperBound: '<=2' }
    ])
    expect(filters({ kind: 'range', lower: '>=1' })).toStrictEqual([
      { name: 'a', exactNameMatch: true, versionLowerBound: '>=1' }
    ])
    expect(filters({ kind: 'range', upper: '<2' })).toStrictEqual([
      { name: 'a', exactNameMatch: true, versionUpperBound: '<2' }
    ])
    expect(filters({ kind: 'any' })).toStrictEqual([{ name: 'a', exactNameMatch: true }])
  })
})
