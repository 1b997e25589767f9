import { describe, expect, it } from '@jest/globals'
import {
  DependencyFilterError,
  parseDependencyFilter
} from '../../../src/modes/dependency-inventory/filter.js'

function errorOf(text: string): DependencyFilterError {
  try {
    parseDependencyFilter(text)
  } catch (error) {
    if (error instanceof DependencyFilterError) return error
    throw error
  }
  throw new Error(`expected a DependencyFilterError for ${JSON.stringify(text)}`)
}

describe('parseDependencyFilter', () => {
  it('gives undefined for empty input, blank lines or only comments', () => {
    expect(parseDependencyFilter('')).toBeUndefined()
    expect(parseDependencyFilter('  \n\t\n')).toBeUndefined()
    expect(parseDependencyFilter('# nothing yet\n')).toBeUndefined()
  })

  it('reads every field from JSON', () => {
    // Every field but the IDs reads back as given; the IDs come back exact, as bigint.
    const asGiven = {
      includeArchived: true,
      license: ['MIT', 'Apache-2.0'],
      lockfilePath: 'package-lock.json',
      name: 'lodash',
      packageFilters: [
        {
          exactNameMatch: true,
          exactVersion: '4.17.21',
          name: 'lodash',
          versionLowerBound: '4.0.0',
          versionUpperBound: '5.0.0'
        }
      ],
      version: '1.0'
    }
    const filter = parseDependencyFilter(JSON.stringify({ ...asGiven, repositoryId: [1, 2] }))
    expect(filter).toEqual({ ...asGiven, repositoryId: [1n, 2n] })
  })

  it('reads the same filter from YAML', () => {
    const yaml = [
      'includeArchived: false',
      'license: [MIT]',
      'packageFilters:',
      '  - name: "@types/node"',
      '    exactNameMatch: false',
      'repositoryId:',
      '  - 42'
    ].join('\n')
    expect(parseDependencyFilter(yaml)).toEqual({
      includeArchived: false,
      license: ['MIT'],
      packageFilters: [{ name: '@types/node', exactNameMatch: false }],
      repositoryId: [42n]
    })
  })

  it('keeps only the fields given, and accepts an empty object', () => {
    expect(parseDependencyFilter('{}')).toEqual({})
    expect(parseDependencyFilter('name: x')).toEqual({ name: 'x' })
  })

  it('keeps repository IDs beyond 2^53 exact, from JSON, YAML and digit strings', () => {
    const big = '9123456789012345678'
    expect(parseDependencyFilter(`{"repositoryId": [${big}, 9007199254740993]}`)).toEqual({
      repositoryId: [9123456789012345678n, 9007199254740993n]
    })
    expect(parseDependencyFilter(`repositoryId: [${big}]`)?.repositoryId).toEqual([BigInt(big)])
    expect(parseDependencyFilter(`{"repositoryId": ["${big}"]}`)?.repositoryId).toEqual([
      BigInt(big)
    ])
    expect(parseDependencyFilter('repositoryId: ["9223372036854775807", 0]')?.repositoryId).toEqual(
      [9223372036854775807n, 0n]
    )
  })

  it('reads JSON that uses tabs, escapes and no spaces as JSON.parse does', () => {
    const json =
      '{\t"name":"a\\/b\\u00e9\\ud83d\\ude00\\n\u2028#x",\n\t"license":["MIT", "a: b"],"version":"1E2"}'
    expect(parseDependencyFilter(json)).toEqual(JSON.parse(json))
  })

  it('names an unknown field, the allowed ones and the likely intended one', () => {
    const error = errorOf('{"licence": ["MIT"]}')
    expect(error.message).toBe(
      'dependency-filter: unknown field "licence" (allowed: ecosystem, includeArchived, license, licensePolicySettings, lockfilePath, name, packageFilters, repositoryId, transitivity, version); did you mean "license"?'
    )
    expect(error.name).toBe('DependencyFilterError')
  })

  it('names an unknown field inside a package filter with its path', () => {
    expect(errorOf('packageFilters:\n  - {nmae: lodash}').message).toBe(
      'dependency-filter.packageFilters[0]: unknown field "nmae" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "name"?'
    )
  })

  it.each([
    [
      '{"packageFilters": [{"exactNameMatch": "yes"}]}',
      'dependency-filter.packageFilters[0].exactNameMatch: expected a boolean (true or false), got "yes"'
    ],
    [
      'packageFilters: [{exactNameMatch: yes}]',
      'dependency-filter.packageFilters[0].exactNameMatch: expected a boolean (true or false), got "yes"'
    ],
    [
      'includeArchived: 1',
      'dependency-filter.includeArchived: expected a boolean (true or false), got 1'
    ],
    ['license: MIT', 'dependency-filter.license: expected an array of strings, got "MIT"'],
    ['license: [MIT, 3]', 'dependency-filter.license[1]: expected a string, got 3'],
    ['name:', 'dependency-filter.name: expected a string, got null'],
    ['packageFilters: [x]', 'dependency-filter.packageFilters[0]: expected an object, got "x"']
  ])('names a wrong type with its path and the value given: %s', (input, message) => {
    expect(errorOf(input).message).toBe(message)
  })

  it('names a wrong type of a list', () => {
    expect(errorOf('packageFilters: {name: x}').message).toMatch(
      /^dependency-filter\.packageFilters: expected an array of objects .*, got an object$/
    )
  })

  it('reports every problem, not only the first', () => {
    const error = errorOf('{"licence": [], "name": 1, "version": true}')
    expect(error.problems).toHaveLength(3)
    expect(error.problems[0]).toMatch(/^dependency-filter: unknown field "licence"/)
    expect(error.problems).toContain('dependency-filter.name: expected a string, got 1')
    expect(error.problems).toContain('dependency-filter.version: expected a string, got true')
  })

  it.each([
    [
      'repositoryId: [1.5]',
      'dependency-filter.repositoryId[0]: expected a repository ID (an integer, or a string of digits), got 1.5'
    ],
    [
      'repositoryId: [-1]',
      'dependency-filter.repositoryId[0]: expected a repository ID from 0 to 9223372036854775807, got -1'
    ],
    [
      'repositoryId: 5',
      'dependency-filter.repositoryId: expected an array of repository IDs, got 5'
    ],
    ['[1, 2]', 'dependency-filter: expected an object, got an array'],
    ['"name"', 'dependency-filter: expected an object, got "name"'],
    ['null', 'dependency-filter: expected an object, got null'],
    ['42', 'dependency-filter: expected an object, got 42']
  ])('rejects what is not an exact repository ID, or not an object: %s', (input, message) => {
    expect(errorOf(input).message).toBe(message)
  })

  it.each([
    ['repositoryId: ["12a"]', 'got "12a"'],
    ['repositoryId: [9223372036854775808]', 'from 0 to 9223372036854775807'],
    ['{"repositoryId": [9007199254740993.0]}', 'cannot be kept exact']
  ])('rejects a repository ID out of range or not exact: %s', (input, part) => {
    expect(errorOf(input).message).toContain(part)
  })

  it('reports a syntax error with its line and column', () => {
    expect(errorOf('{"name": "x",\n  "license": [MIT\n}').message).toMatch(
      /^dependency-filter: not valid JSON or YAML at line \d+, column \d+: /
    )
    expect(errorOf('name: a\nlicense: [MIT\nversion: 1').message).toMatch(
      /^dependency-filter: not valid JSON or YAML at line 3, column 1: /
    )
  })

  it('rejects duplicate keys, several documents and unknown tags', () => {
    expect(errorOf('{"name": "a", "name": "b"}').message).toContain('line 1')
    expect(errorOf('name: a\n---\nname: b').message).toContain('more than one YAML document')
    expect(errorOf('name: !custom x').message).toContain('not valid JSON or YAML at line 1')
  })

  it('does not let __proto__ through', () => {
    expect(errorOf('{"__proto__": {"name": "x"}}').message).toContain('unknown field "__proto__"')
  })
})
