import { describe, expect, it } from '@jest/globals'
import {
  DependencyFilterError,
  parseDependencyFilter
} from '../../../src/modes/dependency-inventory/filter.js'
import { ECOSYSTEMS, TRANSITIVITIES } from '../../../src/platform/dependency-filter.js'

const ALLOWED =
  'ecosystem, includeArchived, license, licensePolicySettings, lockfilePath, name, packageFilters, repositoryId, transitivity, version'

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

  it('treats text that is only Unicode white space as empty', () => {
    // A no-break space is white space to trim() but a plain scalar to YAML.
    expect(parseDependencyFilter('\u00a0\n')).toBeUndefined()
  })

  it('joins the problems with semicolons in the message', () => {
    const error = errorOf('{"name": 1, "version": true}')
    expect(error.message).toBe(
      'dependency-filter.name: expected a string, got 1; dependency-filter.version: expected a string, got true'
    )
  })

  it('lists several unknown fields, with a hint for each one that has a near name', () => {
    expect(errorOf('{"licence": [], "nmae": "x", "zzz": 1}').message).toBe(
      `dependency-filter: unknown fields "licence", "nmae", "zzz" (allowed: ${ALLOWED}); did you mean "license" for "licence", "name" for "nmae"?`
    )
  })

  it.each(['zz', 'zzzz', 'amezz', 'lixxnsez'])(
    'gives no hint for an unknown field three or more edits from every name: %s',
    key => {
      expect(errorOf(`${key}: 1`).message).toBe(
        `dependency-filter: unknown field "${key}" (allowed: ${ALLOWED})`
      )
    }
  )

  it.each([
    ['LICENSE', 'license'],
    ['licen', 'license'],
    ['nam', 'name'],
    ['lisence', 'license'],
    ['licensee', 'license'],
    ['Versoin', 'version']
  ])('hints the name within two edits, ignoring case: %s', (key, near) => {
    expect(errorOf(`${key}: 1`).message).toBe(
      `dependency-filter: unknown field "${key}" (allowed: ${ALLOWED}); did you mean "${near}"?`
    )
  })

  it('hints the first of two names at the same distance', () => {
    // "versionXBound" is one edit from both bounds; the earlier allowed name wins.
    expect(errorOf('packageFilters: [{versionXpperBound: a}]').message).toBe(
      'dependency-filter.packageFilters[0]: unknown field "versionXpperBound" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "versionUpperBound"?'
    )
    expect(errorOf('packageFilters: [{versionLowerBounds: a, versionXBound: b}]').message).toBe(
      'dependency-filter.packageFilters[0]: unknown fields "versionLowerBounds", "versionXBound" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "versionLowerBound" for "versionLowerBounds"?'
    )
  })

  it('puts unknown fields first, also those found after other problems', () => {
    expect(
      errorOf('{"name": 1, "packageFilters": [{"nmae": "x"}], "version": 2}').problems
    ).toEqual([
      'dependency-filter.packageFilters[0]: unknown field "nmae" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "name"?',
      'dependency-filter.name: expected a string, got 1',
      'dependency-filter.version: expected a string, got 2'
    ])
  })

  it('keeps unknown fields in the order found, before the other problems', () => {
    expect(
      errorOf('{"zzz": 1, "packageFilters": [{"nmae": "x"}, {"exactVersoin": "1"}], "name": 2}')
        .problems
    ).toEqual([
      'dependency-filter.packageFilters[0]: unknown field "nmae" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "name"?',
      'dependency-filter.packageFilters[1]: unknown field "exactVersoin" (allowed: exactNameMatch, exactVersion, name, versionLowerBound, versionUpperBound); did you mean "exactVersion"?',
      `dependency-filter: unknown field "zzz" (allowed: ${ALLOWED})`,
      'dependency-filter.name: expected a string, got 2'
    ])
  })

  it('reports the first ten problems and counts the rest', () => {
    const licenses = Array.from({ length: 13 }, (_, i) => i)
    const error = errorOf(`license: [${licenses.join(', ')}]`)
    expect(error.problems).toEqual([
      ...licenses
        .slice(0, 10)
        .map(i => `dependency-filter.license[${i}]: expected a string, got ${i}`),
      'and 3 more'
    ])
  })

  it('reports exactly ten problems without a count', () => {
    const error = errorOf(`license: [${Array.from({ length: 10 }, (_, i) => i).join(', ')}]`)
    expect(error.problems).toHaveLength(10)
    expect(error.problems[9]).toBe('dependency-filter.license[9]: expected a string, got 9')
  })

  it('names a value outside the published list, and the near one when there is one', () => {
    expect(errorOf('transitivity: [DIRECT, direct, sideways]').problems).toEqual([
      `dependency-filter.transitivity[1]: "direct" is not one of the published values (${TRANSITIVITIES.join(', ')}); did you mean "DIRECT"?`,
      `dependency-filter.transitivity[2]: "sideways" is not one of the published values (${TRANSITIVITIES.join(', ')})`
    ])
    expect(errorOf('ecosystem: [7]').message).toBe(
      `dependency-filter.ecosystem[0]: 7 is not one of the published values (${ECOSYSTEMS.join(', ')})`
    )
  })

  it('reads a repository ID written as a float with an integer value, or as padded digits', () => {
    expect(parseDependencyFilter('repositoryId: [7.0, 1e2, " 12 "]')?.repositoryId).toEqual([
      7n,
      100n,
      12n
    ])
  })

  it('rejects digits with other text before them', () => {
    expect(errorOf('repositoryId: ["a12"]').message).toBe(
      'dependency-filter.repositoryId[0]: expected a repository ID (an integer, or a string of digits), got "a12"'
    )
  })

  it.each([
    [
      '{"name": "x",\n  "license": [MIT\n}',
      'dependency-filter: not valid JSON or YAML at line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]'
    ],
    [
      '\n'.repeat(11) + '         name: a\n          license: [MIT\nversion: 1',
      'dependency-filter: not valid JSON or YAML at line 12, column 16: Nested mappings are not allowed in compact mappings'
    ],
    [
      '{"name": "a", "name": "b"}',
      'dependency-filter: not valid JSON or YAML at line 1, column 15: Map keys must be unique'
    ],
    [
      'name: a\n---\nname: b',
      'dependency-filter: not valid JSON or YAML at line 2, column 1: holds more than one YAML document (a "---" line); give a single object'
    ]
  ])('words a syntax error with its place and the parser first line: %#', (input, message) => {
    expect(errorOf(input).message).toBe(message)
  })

  it('reports a document that parses but cannot be turned into values', () => {
    expect(errorOf('name: *x').message).toBe(
      'dependency-filter: cannot be read: Unresolved alias (the anchor must be set before the alias): x'
    )
  })

  it.each([
    ['x'.repeat(60), JSON.stringify('x'.repeat(60))],
    ['y'.repeat(61), JSON.stringify(`${'y'.repeat(57)}...`)],
    ['!!binary aGVsbG8=', 'binary data'],
    ['!!set {a}', 'a set'],
    ['!!omap [a: 1]', 'a map'],
    ['!!timestamp 2001-12-14', 'a date'],
    ['[a]', 'an array'],
    ['{a: 1}', 'an object']
  ])('describes the value given: %s', (value, shown) => {
    expect(errorOf(`includeArchived: ${value}`).message).toBe(
      `dependency-filter.includeArchived: expected a boolean (true or false), got ${shown}`
    )
  })
})
