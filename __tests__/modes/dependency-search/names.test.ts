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
