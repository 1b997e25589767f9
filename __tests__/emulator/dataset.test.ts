import { describe, expect, it } from '@jest/globals'
import { stringify } from 'lossless-json'
import { generateDataset, lockfileDependencies } from '../../emulator/index.js'

describe('generateDataset', () => {
  it('is deterministic and consistent', () => {
    const first = generateDataset({ seed: 7, repositories: 30 })
    const second = generateDataset({ seed: 7, repositories: 30 })
    expect(stringify(first)).toBe(stringify(second))
    expect(stringify(generateDataset({ seed: 8, repositories: 30 }))).not.toBe(stringify(first))
    for (const repository of first.repositories) {
      const sum = repository.lockfiles.reduce((total, file) => total + file.numDependencies, 0)
      if (repository.lockfiles.length > 0) expect(repository.numDependencies).toBe(sum)
      else expect(repository.numDependencies).toBeGreaterThan(0)
      expect(repository.name).toMatch(/^[a-z]+\/[a-z0-9-]+$/)
    }
    expect(new Set(first.repositories.map(repository => repository.name)).size).toBe(30)
  })

  it('uses the documented defaults', () => {
    const dataset = generateDataset()
    expect(dataset.deploymentId).toBe('1234')
    expect(dataset.repositories).toHaveLength(12)
    expect(dataset.repositories[0]?.id).toBe(1001n)
    expect(dataset.archivedRepositories.map(repository => repository.id)).toEqual([1013n, 1014n])
    expect(dataset.findings).toHaveLength(50)
    expect(dataset.findings[0]?.id).toBe(5001n)
    expect(dataset.policies.map(policy => [policy.productType, policy.isDefault])).toEqual([
      ['PRODUCT_TYPE_SAST', true],
      ['PRODUCT_TYPE_SECRETS', true],
      ['PRODUCT_TYPE_SAST', false],
      ['PRODUCT_TYPE_SECRETS', false]
    ])
  })

  it('adds archived repositories and fixed names without changing the rest', () => {
    const plain = generateDataset({ seed: 3, archivedRepositories: 0 })
    const dataset = generateDataset({
      seed: 3,
      archivedRepositories: 4,
      repositoryNames: ['Acme/Web-App']
    })
    expect(dataset.repositories[0]?.name).toBe('Acme/Web-App')
    expect(stringify(dataset.repositories.slice(1))).toBe(stringify(plain.repositories.slice(1)))
    expect(stringify(dataset.findings)).toBe(stringify(plain.findings))
    expect(dataset.archivedRepositories).toHaveLength(4)
    const names = [...dataset.repositories, ...dataset.archivedRepositories].map(item => item.name)
    expect(new Set(names).size).toBe(names.length)
    expect(() => generateDataset({ repositoryNames: ['a/b', 'a/b'] })).toThrow('twice')
  })

  it('generates each lockfile’s dependencies on demand, the same every time', () => {
    const dataset = generateDataset({ lockfilesPerRepository: { min: 1, max: 3 } })
    const repository = dataset.repositories[0]!
    const lockfile = repository.lockfiles[0]!
    const dependencies = lockfileDependencies(dataset.seed, repository, lockfile)
    expect(dependencies).toHaveLength(lockfile.numDependencies)
    expect(lockfileDependencies(dataset.seed, repository, lockfile)).toEqual(dependencies)
    expect(new Set(dependencies.map(item => item.name)).size).toBe(dependencies.length)
    expect(dependencies.some(item => item.transitivity === 'DIRECT')).toBe(true)
    for (const dependency of dependencies) {
      expect(dependency.version).toMatch(/^v?[0-9]+\.[0-9]+\.[0-9]+$/)
      expect(dependency.licensePolicySetting).toMatch(/^LICENSE_POLICY_SETTING_/)
    }
  })

  it('generates large organizations with distinct names', () => {
    const dataset = generateDataset({ repositories: 20_000 })
    expect(new Set(dataset.repositories.map(repository => repository.name)).size).toBe(20_000)
  })
})
