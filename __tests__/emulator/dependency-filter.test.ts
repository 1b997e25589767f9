import { describe, expect, it } from '@jest/globals'
import { compileDependencyFilter } from '../../emulator/dependency-filter.js'
import { generateDataset, lockfileDependencies } from '../../emulator/index.js'
import { parseVersionBound, satisfies } from '../../emulator/version-bounds.js'

const dataset = generateDataset({ repositories: 30, lockfilesPerRepository: { min: 1, max: 4 } })
const repository = dataset.repositories[0]!
const lockfile = repository.lockfiles[0]!
const dependencies = lockfileDependencies(dataset.seed, repository, lockfile)

function lockfileCount(filter: Parameters<typeof compileDependencyFilter>[0]): number | undefined {
  return compileDependencyFilter(filter, dataset.seed).lockfileCount(repository, lockfile)
}

describe('version bounds', () => {
  it('reads operators, a bare version per side, and compares numerically', () => {
    expect(parseVersionBound('>=1.0.0', 'lower')).toEqual({ operator: '>=', segments: [1, 0, 0] })
    expect(parseVersionBound('2.1', 'upper')).toEqual({ operator: '<=', segments: [2, 1] })
    expect(parseVersionBound('<1.0.0', 'lower')).toBeUndefined()
    expect(parseVersionBound('latest', 'upper')).toBeUndefined()
    expect(satisfies('1.10.0', parseVersionBound('>1.9', 'lower')!)).toBe(true)
    expect(satisfies('v2.0.0', parseVersionBound('<2', 'upper')!)).toBe(false)
    expect(satisfies('2.0.0', parseVersionBound('<=2', 'upper')!)).toBe(true)
  })
})

describe('compileDependencyFilter', () => {
  it('counts everything without a filter', () => {
    expect(lockfileCount(undefined)).toBe(lockfile.numDependencies)
    const matcher = compileDependencyFilter(undefined, dataset.seed)
    expect(matcher.repositoryCount(repository)).toBe(repository.numDependencies)
    expect(matcher.admits(repository, false)).toBe(true)
    expect(matcher.admits(repository, true)).toBe(false)
  })

  it('includeArchived: true admits only archived repositories', () => {
    const matcher = compileDependencyFilter({ includeArchived: true }, dataset.seed)
    expect(matcher.archived).toBe(true)
    expect(matcher.admits(repository, true)).toBe(true)
    expect(matcher.admits(repository, false)).toBe(false)
  })

  it('counts the dependencies each criterion keeps', () => {
    const count = (test: (item: (typeof dependencies)[number]) => boolean): number | undefined => {
      const kept = dependencies.filter(test).length
      return kept > 0 ? kept : undefined
    }
    expect(lockfileCount({ transitivity: ['DIRECT'] })).toBe(
      count(item => item.transitivity === 'DIRECT')
    )
    expect(lockfileCount({ license: ['MIT'] })).toBe(count(item => item.license === 'MIT'))
    expect(lockfileCount({ licensePolicySettings: ['LICENSE_POLICY_SETTING_BLOCK'] })).toBe(
      count(item => item.licensePolicySetting === 'LICENSE_POLICY_SETTING_BLOCK')
    )
    const first = dependencies[0]!
    expect(lockfileCount({ packageFilters: [{ name: first.name, exactNameMatch: true }] })).toBe(
      count(item => item.name === first.name)
    )
    expect(lockfileCount({ packageFilters: [{ exactVersion: first.version }] })).toBe(
      count(item => item.version === first.version)
    )
    expect(lockfileCount({ name: first.name.slice(0, 3).toUpperCase() })).toBe(
      count(item => item.name.toLowerCase().includes(first.name.slice(0, 3).toLowerCase()))
    )
    expect(lockfileCount({ version: first.version })).toBe(
      count(item => item.version === first.version)
    )
    expect(
      lockfileCount({ packageFilters: [{ versionLowerBound: '>=5', versionUpperBound: '<7' }] })
    ).toBe(count(item => /^v?[56]\./.test(item.version)))
    expect(lockfileCount({ packageFilters: [{ name: 'no-such-package-anywhere' }] })).toBe(
      undefined
    )
  })

  it('filters lockfiles by ecosystem (published names) and path', () => {
    const ecosystem = lockfile.ecosystem === 'golang' ? 'gomod' : lockfile.ecosystem
    expect(lockfileCount({ ecosystem: [ecosystem] })).toBe(lockfile.numDependencies)
    expect(lockfileCount({ ecosystem: ['opam'] })).toBeUndefined()
    expect(lockfileCount({ lockfilePath: lockfile.lockfilePath })).toBe(lockfile.numDependencies)
    expect(lockfileCount({ lockfilePath: 'nowhere.lock' })).toBeUndefined()
  })

  it('lets exactVersion take precedence over the bounds, as published', () => {
    const first = dependencies[0]!
    const count = (test: (item: (typeof dependencies)[number]) => boolean): number | undefined =>
      dependencies.filter(test).length || undefined
    // Bounds that exclude the exact version: ignored, since exactVersion is set.
    const beyond = { versionLowerBound: '>=999.0.0', versionUpperBound: '<999.1.0' }
    expect(lockfileCount({ packageFilters: [{ exactVersion: first.version, ...beyond }] })).toBe(
      count(item => item.version === first.version)
    )
    expect(lockfileCount({ packageFilters: [beyond] })).toBeUndefined()
  })

  it('refuses a bound it cannot read, naming the field', () => {
    expect(() => lockfileCount({ packageFilters: [{ versionLowerBound: '<1' }] })).toThrow(
      'dependencyFilter.packageFilters[0].versionLowerBound'
    )
  })
})
