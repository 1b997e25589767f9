import { describe, expect, it } from '@jest/globals'
import { nameProblem, quoted } from '../../../src/modes/dependency-search/names.js'

describe('names per ecosystem', () => {
  it.each([
    ['npm', '@ctrl/tinycolor'],
    ['npm', 'JSONStream'],
    ['npm', 'v8-to-istanbul'],
    ['pypi', 'PyJWT'],
    ['pypi', 'zope.interface'],
    ['maven', 'org.apache.logging.log4j:log4j-core'],
    ['gomod', 'github.com/gorilla/mux'],
    ['gomod', 'gopkg.in/yaml.v3'],
    ['cargo', 'serde_json'],
    ['gem', 'rails-html-sanitizer'],
    ['composer', 'laravel/framework'],
    ['nuget', 'Newtonsoft.Json'],
    ['pub', 'http_parser'],
    ['swiftpm', 'github.com/apple/swift-nio'],
    ['hex', 'phoenix_live_view'],
    ['cocoapods', 'Firebase/Analytics'],
    ['opam', 'ppx_deriving'],
    ['no_package_manager', 'anything/goes:here']
  ] as const)('accepts %s name %s', (ecosystem, name) => {
    expect(nameProblem(ecosystem, name)).toBeUndefined()
  })

  it.each([
    ['npm', 'a,b', /holds ","/],
    ['npm', 'debug@4.4.2,npm', /holds ","/],
    ['npm', 'x@y', /holds "@"/],
    ['pypi', 'num2words==0.5.15', /holds "=".*pip or npm range/],
    ['pypi', '-leading', /is not a pypi name/],
    ['maven', 'log4j-core', /is not a maven name \(groupId:artifactId/],
    ['cargo', '9lives', /is not a cargo name/],
    ['composer', 'monolog', /is not a composer name \(vendor\/package/],
    ['hex', 'Phoenix-Live', /is not a hex name/],
    ['npm', 'two words', /holds a blank/],
    ['npm', '"quoted"', /a CSV pasted without its header/],
    ['npm', '', /the name is empty/]
  ] as const)('refuses %s name %j', (ecosystem, name, problem) => {
    expect(nameProblem(ecosystem, name)).toMatch(problem)
  })

  it('quotes at most 200 characters of a name', () => {
    expect(quoted('x'.repeat(1000))).toHaveLength(202)
    expect(nameProblem('npm', `${'x'.repeat(300)} y`)!.length).toBeLessThan(300)
  })
})

describe('what an error says of a name', () => {
  it('bounds the length at 512 and quotes at most 200 characters', () => {
    expect(nameProblem('npm', 'n'.repeat(512))).toBeUndefined()
    expect(nameProblem('npm', 'n'.repeat(513))).toBe('the name is longer than 512 characters')
    expect(quoted('q'.repeat(200))).toBe(JSON.stringify('q'.repeat(200)))
    expect(quoted('q'.repeat(201))).toBe(JSON.stringify(`${'q'.repeat(197)}...`))
  })

  it('allows an @ only as the first character of an npm scope', () => {
    expect(nameProblem('npm', '@scope/name')).toBeUndefined()
    expect(nameProblem('pypi', '@scope')).toBe(
      '"@scope" holds "@", which no pypi name does; one "@" separates the version: <ecosystem>:<name>@<version>'
    )
    expect(nameProblem('npm', '@scope/a@b')).toMatch(/holds "@"/)
  })

  it('gives the hint that fits what the text more likely is', () => {
    const csv =
      '; a CSV pasted without its header? Start it with a header row such as package,version'
    expect(nameProblem('npm', 'a,b')).toBe(`"a,b" holds ",", which no npm name does${csv}`)
    expect(nameProblem('npm', 'a;b')).toBe(`"a;b" holds ";", which no npm name does${csv}`)
    expect(nameProblem('npm', '"a"')).toBe(`"\\"a\\"" holds """, which no npm name does${csv}`)
    expect(nameProblem('npm', 'a\u0001')).toBe(
      '"a\\u0001" holds a control character, which no npm name does'
    )
    expect(nameProblem('pypi', 'a~=1')).toBe(
      '"a~=1" holds "=", which no pypi name does; a pip or npm range? Write name==1.2.3, or bounds ' +
        'as name>=1.0,<2.0 (~=, !=, ^ and ~ are not searched: give the bounds they stand for)'
    )
    const several = '; several packages on one line? Separate them with blanks, "," or ";"'
    expect(nameProblem('npm', 'a|npm:b')).toBe(
      `"a|npm:b" is not a npm name (letters, digits and - . _ ~, after an optional @scope/)${several}`
    )
    expect(nameProblem('cargo', 'pkg:npm')).toBe(
      `"pkg:npm" is not a cargo name (letters, digits, - and _, a letter first)${several}`
    )
    expect(nameProblem('cargo', 'xnpm:y')).toBe(
      '"xnpm:y" is not a cargo name (letters, digits, - and _, a letter first)'
    )
    expect(nameProblem('cargo', '9lives')).toBe(
      '"9lives" is not a cargo name (letters, digits, - and _, a letter first)'
    )
  })
})
