import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { csvRecords } from '../../../src/modes/dependency-search/csv.js'
import { nameProblem } from '../../../src/modes/dependency-search/names.js'
import {
  describeLine,
  distinctLines,
  type VersionQuery,
  PackageLinesError,
  parsePackageLines,
  pep503,
  type PackageLine
} from '../../../src/modes/dependency-search/lines.js'

const parse = (text: string, fallback?: Parameters<typeof parsePackageLines>[2]) =>
  parsePackageLines(text, 'packages', fallback).map(({ ecosystem, name, version }) => ({
    ecosystem,
    name,
    version
  }))

/** A parsed line with an exact version, as `parse` gives it. */
const exactLine = (ecosystem: string, name: string, version: string) => ({
  ecosystem,
  name,
  version: { kind: 'exact', version }
})

const problems = (text: string, source: 'packages' | 'packages-file' = 'packages'): string[] => {
  try {
    parsePackageLines(text, source, undefined)
  } catch (error) {
    expect(error).toBeInstanceOf(PackageLinesError)
    return (error as PackageLinesError).problems
  }
  throw new Error('no error')
}

describe('package lines', () => {
  it('reads ecosystem:name@version, a scoped name, and no version as any', () => {
    expect(parse('npm:@ctrl/tinycolor@4.1.1\npypi:num2words@0.5.15\nnpm:@ctrl/tinycolor')).toEqual([
      { ecosystem: 'npm', name: '@ctrl/tinycolor', version: { kind: 'exact', version: '4.1.1' } },
      { ecosystem: 'pypi', name: 'num2words', version: { kind: 'exact', version: '0.5.15' } },
      { ecosystem: 'npm', name: '@ctrl/tinycolor', version: { kind: 'any' } }
    ])
  })

  it('reads bounds with their operators, a maven name with its colon, == as exact', () => {
    expect(parse('maven:org.apache.logging.log4j:log4j-core@>=2.0.0,<2.17.1')).toEqual([
      {
        ecosystem: 'maven',
        name: 'org.apache.logging.log4j:log4j-core',
        version: { kind: 'range', lower: '>=2.0.0', upper: '<2.17.1' }
      }
    ])
    expect(parse('cargo:rand@>0.7')[0]!.version).toEqual({ kind: 'range', lower: '>0.7' })
    expect(parse('gem:rack@<=2.2.3')[0]!.version).toEqual({ kind: 'range', upper: '<=2.2.3' })
    expect(parse('pypi:django@==4.2.1')[0]!.version).toEqual({ kind: 'exact', version: '4.2.1' })
  })

  it('reads package URLs, percent-decoded, with the published ecosystem names', () => {
    expect(
      parse(
        [
          'pkg:npm/%40ctrl/tinycolor@4.1.1',
          'pkg:golang/github.com/gorilla/mux@v1.8.0',
          'pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1?type=jar',
          'pkg:composer/laravel/framework@10.0.0',
          'pkg:swift/github.com/apple/swift-nio@2.0.0',
          'pkg:pypi/PyJWT'
        ].join('\n')
      )
    ).toEqual([
      exactLine('npm', '@ctrl/tinycolor', '4.1.1'),
      exactLine('gomod', 'github.com/gorilla/mux', 'v1.8.0'),
      exactLine('maven', 'org.apache.logging.log4j:log4j-core', '2.14.1'),
      exactLine('composer', 'laravel/framework', '10.0.0'),
      exactLine('swiftpm', 'github.com/apple/swift-nio', '2.0.0'),
      { ecosystem: 'pypi', name: 'PyJWT', version: { kind: 'any' } }
    ])
  })

  it('reads package URLs with slashes after pkg: and empty segments, as the purl spec allows', () => {
    expect(
      parse(['pkg://npm/left-pad@1.3.0', 'pkg:/npm//%40ctrl//tinycolor@4.1.1#lib'].join('\n'))
    ).toEqual([exactLine('npm', 'left-pad', '1.3.0'), exactLine('npm', '@ctrl/tinycolor', '4.1.1')])
  })

  it('skips blank lines and comments, keeps the line numbers and the text as written', () => {
    const lines = parsePackageLines(
      '# incident 42\n\n  npm:a@1  # the worm\nnpm:b',
      'packages',
      undefined
    )
    expect(lines.map(l => [l.line, l.text])).toEqual([
      [3, 'npm:a@1'],
      [4, 'npm:b']
    ])
  })

  it('takes the default ecosystem for lines that name none', () => {
    expect(parse('@ctrl/tinycolor@4.1.1\npypi:x', 'npm')).toEqual([
      { ecosystem: 'npm', name: '@ctrl/tinycolor', version: { kind: 'exact', version: '4.1.1' } },
      { ecosystem: 'pypi', name: 'x', version: { kind: 'any' } }
    ])
  })

  it('names every line that does not parse by its number and text', () => {
    expect(
      problems(
        [
          'npm:ok@1',
          'tinycolor@4.1.1',
          'rubygems:rails',
          'golang:github.com/x/y',
          'npm:',
          'npm:a@',
          'npm:a@>=1,>=2',
          'npm:a@~1.2',
          'npm:a@1,<2',
          'pkg:github/x/y',
          'npm:two words'
        ].join('\n')
      )
    ).toEqual([
      'packages line 2 ("tinycolor@4.1.1"): no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem',
      expect.stringMatching(
        /^packages line 3 \("rubygems:rails"\): unknown ecosystem "rubygems" \(the published name is gem\); use one of no_package_manager, npm/
      ),
      expect.stringMatching(
        /^packages line 4 .*unknown ecosystem "golang" \(the published name is gomod\)/
      ),
      'packages line 5 ("npm:"): the name is empty',
      'packages line 6 ("npm:a@"): the version after "@" is empty',
      'packages line 7 ("npm:a@>=1,>=2"): two lower bounds (>=1 and >=2); give one of each',
      'packages line 8 ("npm:a@~1.2"): "~1.2" is not a version or a bound (>=, >, <, <= and a version)' +
        '; a pip or npm range? ~=, !=, ^ and ~ are not searched: give the bounds they stand for',
      'packages line 9 ("npm:a@1,<2"): an exact version (1) cannot be combined with bounds',
      expect.stringMatching(/^packages line 10 .*package URL type "github" is not one searched/),
      'packages line 11 ("npm:two words"): no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem'
    ])
  })

  it('lists ten problems and counts the rest', () => {
    const found = problems(Array.from({ length: 25 }, (_, i) => `bad${i}`).join('\n'))
    expect(found).toHaveLength(11)
    expect(found.at(-1)).toBe('and 15 more')
  })
})

describe('the field team’s CSV', () => {
  const csv = (text: string, fallback: 'npm' | undefined = 'npm') =>
    parsePackageLines(text, 'packages-file', fallback)

  it('reads the dependency (or name) and version columns in any case and order, == as exact', () => {
    const lines = csv(
      'Version,Notes,Dependency\n==4.1.1,"worm, wave 2",@ctrl/tinycolor\n,,left-pad\n'
    )
    expect(lines.map(l => [l.line, l.text, l.ecosystem, l.name, l.version])).toEqual([
      [
        2,
        '==4.1.1,"worm, wave 2",@ctrl/tinycolor',
        'npm',
        '@ctrl/tinycolor',
        { kind: 'exact', version: '4.1.1' }
      ],
      [3, ',,left-pad', 'npm', 'left-pad', { kind: 'any' }]
    ])
    expect(csv('name,version\nx,1.0.0')[0]!.name).toBe('x')
  })

  it('names a row without a name or ecosystem, by its line', () => {
    expect(() => csv('dependency,version\n,1.0.0')).toThrow(
      /packages-file line 2 .*the package column is empty/
    )
    expect(() =>
      parsePackageLines('dependency,version\nx,1.0.0', 'packages-file', undefined)
    ).toThrow(/packages-file line 2 .*no ecosystem/)
  })

  it('reads a file without such a header as package lines; a header alone is no package', () => {
    expect(csv('npm:a@1\npypi:b')).toHaveLength(2)
    expect(parsePackageLines('dependency,version', 'packages', 'npm')).toEqual([])
  })

  it('splits cells at commas outside quotes', () => {
    expect([...csvRecords('a,"b,c","say ""hi""",', ',')][0]!.cells).toEqual([
      'a',
      'b,c',
      'say "hi"',
      ''
    ])
  })
})

describe('repeated lines and names', () => {
  const line = (text: string): PackageLine => parsePackageLines(text, 'packages', undefined)[0]!

  it('searches a line once, PyPI names as PEP 503 normalizes them', () => {
    const lines = [
      'npm:a@1',
      'npm:a@1',
      'npm:A@1',
      'pypi:Py_JWT@2',
      'pypi:py.jwt@2',
      'npm:a@>=1'
    ].map(line)
    const distinct = distinctLines(lines)
    expect(distinct.lines.map(l => l.text)).toEqual([
      'npm:a@1',
      'npm:A@1',
      'pypi:Py_JWT@2',
      'npm:a@>=1'
    ])
    expect(distinct.repeated).toBe(2)
  })

  it('normalizes PyPI names and describes lines as the summary shows them', () => {
    expect(pep503('Py__JWT.-x')).toBe('py-jwt-x')
    expect(describeLine(line('pkg:npm/%40ctrl/tinycolor@>=4,<5'))).toBe(
      'npm:@ctrl/tinycolor@>=4,<5'
    )
  })
})

describe('what the lines ask, as keys and as the summary names them', () => {
  const line = (text: string): PackageLine => parsePackageLines(text, 'packages', undefined)[0]!

  it('names any version, an exact one and each bound alone', () => {
    expect(
      ['npm:a', 'npm:a@1.0.0', 'cargo:rand@>0.7', 'gem:rack@<=2.2.3'].map(t =>
        describeLine(line(t))
      )
    ).toEqual(['npm:a', 'npm:a@1.0.0', 'cargo:rand@>0.7', 'gem:rack@<=2.2.3'])
  })

  it('asks * as any, = as exact, and tells each bound, each side and each version apart', () => {
    const texts = [
      'npm:a',
      'npm:a@*',
      'npm:a@1',
      'npm:a@=1',
      'npm:a@2',
      'npm:a@>=1',
      'npm:a@>=2',
      'npm:a@<1',
      'npm:a@<3',
      'npm:a@>=1,<2',
      'npm:a@<2,>=1',
      'npm:a@>=1,<3'
    ]
    expect(distinctLines(texts.map(line)).lines.map(l => l.text)).toEqual([
      'npm:a',
      'npm:a@1',
      'npm:a@2',
      'npm:a@>=1',
      'npm:a@>=2',
      'npm:a@<1',
      'npm:a@<3',
      'npm:a@>=1,<2',
      'npm:a@>=1,<3'
    ])
  })
})

describe('what a line may not be', () => {
  it('names a name too long, a purl without a name or type, and bad percent-encoding', () => {
    expect(problems(`npm:${'n'.repeat(513)}@1`)).toEqual([
      `packages line 1 (${JSON.stringify(`npm:${'n'.repeat(193)}...`)}): the name is longer than 512 characters`
    ])
    expect(parse(`npm:${'n'.repeat(512)}`)).toHaveLength(1)
    expect(problems('pkg:npm/\npkg:@1\npkg:npm/%E0%A4%A@1')).toEqual([
      'packages line 1 ("pkg:npm/"): the package URL has no name',
      expect.stringMatching(
        /^packages line 2 \("pkg:@1"\): package URL type "" is not one searched; use one of npm, pypi, /
      ),
      'packages line 3 ("pkg:npm/%E0%A4%A@1"): "%E0%A4%A" is not valid percent-encoding'
    ])
  })

  it('is one error named for its kind, the problems joined; ten are listed whole', () => {
    let caught: unknown
    try {
      parsePackageLines('x\ny', 'packages', undefined)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(PackageLinesError)
    expect((caught as Error).name).toBe('PackageLinesError')
    expect((caught as Error).message).toMatch(
      /^packages line 1 \("x"\): .*; packages line 2 \("y"\): /
    )
    expect(problems(Array.from({ length: 10 }, (_, i) => `bad${i}`).join('\n'))).toHaveLength(10)
    expect(problems(Array.from({ length: 11 }, (_, i) => `bad${i}`).join('\n')).at(-1)).toBe(
      'and 1 more'
    )
  })

  it('reads past a byte-order mark, CR line ends, a capital ecosystem and blanks around the version', () => {
    expect(parse('\uFEFFNPM:a @ 1\rPKG:npm/b@2')).toEqual([
      exactLine('npm', 'a', '1'),
      exactLine('npm', 'b', '2')
    ])
  })
})

describe('the CSV header', () => {
  const csv = (text: string) => parsePackageLines(text, 'packages-file', 'npm')

  it('is the first row that is not blank; rows below it that are blank or comments are skipped', () => {
    const lines = csv('\n  \nname , Version\n\n  # a note\n b , 2 \n')
    expect(lines.map(l => [l.line, l.text, l.name, l.version])).toEqual([
      [6, 'b , 2', 'b', { kind: 'exact', version: '2' }]
    ])
  })

  it('needs a package column; a version column is optional', () => {
    expect(csv('name,notes\na,1').map(l => [l.name, l.version])).toEqual([['a', { kind: 'any' }]])
    expect(csv('name\na').map(l => l.name)).toEqual(['a'])
    expect(() => csv('notes,version\na,1')).toThrow(/names no package column/)
  })

  it('names a row with an empty name column, and counts those past ten', () => {
    const rows = ['name,version', ...Array.from({ length: 12 }, () => ' ,1')].join('\n')
    const found = problems(rows, 'packages-file')
    expect(found[0]).toBe('packages-file line 2 (",1"): the package column is empty')
    expect(found).toHaveLength(11)
    expect(found.at(-1)).toBe('and 2 more')
  })

  it('starts a quoted cell only at its start', () => {
    const cells = (row: string) => [...csvRecords(row, ',')][0]!.cells
    expect(cells('a"b,"c"')).toEqual(['a"b', 'c'])
    expect(cells(' "x,y" ,z')).toEqual(['x,y ', 'z'])
  })
})

describe('lists as incidents bring them', () => {
  const read = (text: string, fallback?: Parameters<typeof parsePackageLines>[2]) =>
    parsePackageLines(text, 'packages', fallback).map(l => describeLine(l))

  it('reads several packages on a line, between blanks, commas and semicolons', () => {
    expect(read('npm:@ctrl/tinycolor@4.1.1,npm:debug@4.4.2')).toEqual([
      'npm:@ctrl/tinycolor@4.1.1',
      'npm:debug@4.4.2'
    ])
    expect(read('npm:a@1, npm:b@2 pypi:c==3;  cargo:rand')).toEqual([
      'npm:a@1',
      'npm:b@2',
      'pypi:c@3',
      'cargo:rand'
    ])
  })

  it('reads pip specs: == and === exact, bounds with a comma and blanks, extras dropped', () => {
    expect(read('pypi:num2words==0.5.15')).toEqual(['pypi:num2words@0.5.15'])
    expect(read('pypi:num2words===0.5.15')).toEqual(['pypi:num2words@0.5.15'])
    expect(read('pypi:requests>=2.0,<2.32')).toEqual(['pypi:requests@>=2.0,<2.32'])
    expect(read('pypi:requests >= 2.0, < 2.32  pypi:PyJWT')).toEqual([
      'pypi:requests@>=2.0,<2.32',
      'pypi:PyJWT'
    ])
    expect(read('requests[security,socks]==2.31.0', 'pypi')).toEqual(['pypi:requests@2.31.0'])
  })

  it('keeps a comma before a bound with the version, and reads npm’s blank between two bounds', () => {
    expect(read('maven:g:a@>=2.0.0,<2.17.1,npm:x')).toEqual(['maven:g:a@>=2.0.0,<2.17.1', 'npm:x'])
    expect(read('npm:a@>=1.0.0 <2.0.0')).toEqual(['npm:a@>=1.0.0,<2.0.0'])
  })

  it('reads a plain version after a package as its version: a CSV row without its header', () => {
    expect(read('@ctrl/tinycolor,4.1.1', 'npm')).toEqual(['npm:@ctrl/tinycolor@4.1.1'])
    expect(read('lodash,4.17.20,4.17.21', 'npm')).toEqual([
      'npm:lodash@4.17.20',
      'npm:lodash@4.17.21'
    ])
    expect(read('lodash 4.17.21', 'npm')).toEqual(['npm:lodash@4.17.21'])
    expect(read('7zip-bin v8-to-istanbul 2-thenable', 'npm')).toEqual([
      'npm:7zip-bin',
      'npm:v8-to-istanbul',
      'npm:2-thenable'
    ])
    expect(read('lodash,debug', 'npm')).toEqual(['npm:lodash', 'npm:debug'])
  })

  it('takes a prefix for an ecosystem only when it is a published one', () => {
    expect(read('org.apache.logging.log4j:log4j-core@2.14.1', 'maven')).toEqual([
      'maven:org.apache.logging.log4j:log4j-core@2.14.1'
    ])
  })

  it('gives each package of a line its own text, and a line of one package the line', () => {
    const lines = parsePackageLines('npm:a@1 npm:b\n  npm:c@2  # note', 'packages', undefined)
    expect(lines.map(l => [l.line, l.text])).toEqual([
      [1, 'npm:a@1'],
      [1, 'npm:b'],
      [2, 'npm:c@2']
    ])
  })

  it('refuses what it cannot read, naming the line and the likely intent', () => {
    expect(problems('pypi:foo~=1.0')).toEqual([
      expect.stringMatching(/^packages line 1 \("pypi:foo~=1.0"\): .*a pip or npm range\?/)
    ])
    expect(problems('npm:a|npm:b')).toEqual([
      expect.stringMatching(/several packages on one line\? Separate them with blanks/)
    ])
    expect(problems('npm:"lodash","4.17.21"')).toEqual([
      expect.stringMatching(/a CSV pasted without its header\?/)
    ])
    expect(problems('4.1.1 npm:a')).toEqual([
      expect.stringMatching(/"4.1.1" is a version with no package before it/)
    ])
    expect(problems('npm:a@>=1 2.0.0')).toEqual([
      expect.stringMatching(/"2.0.0" follows a package given with bounds/)
    ])
  })

  it('cuts a quoted line at 200 characters', () => {
    const [problem] = problems(`npm:${'x'.repeat(300)}|y`)
    expect(problem).toContain(`("npm:${'x'.repeat(193)}...")`)
    expect(problem!.length).toBeLessThan(600)
  })
})

describe('CSVs as teams write them', () => {
  const read = (text: string, fallback?: Parameters<typeof parsePackageLines>[2]) =>
    parsePackageLines(text, 'packages', fallback).map(l => describeLine(l))

  it('reads each header name of the contract, in any case', () => {
    for (const column of [
      'dependency',
      'Name',
      'Package',
      'package_name',
      'Package Name',
      'COMPONENT'
    ]) {
      expect(read(`${column},Version\n@ctrl/tinycolor,4.1.1`, 'npm')).toEqual([
        'npm:@ctrl/tinycolor@4.1.1'
      ])
    }
  })

  it('reads ; and tab separators, a BOM, CRLF and quoted cells', () => {
    expect(read('\uFEFFdependency;version\r\n@ctrl/tinycolor;4.1.1\r\n', 'npm')).toEqual([
      'npm:@ctrl/tinycolor@4.1.1'
    ])
    expect(read('package\tversion\n"debug"\t"4.4.2"', 'npm')).toEqual(['npm:debug@4.4.2'])
  })

  it('takes a row’s ecosystem from its ecosystem (or type) cell, OSV names and purl types too', () => {
    expect(
      read(
        'name,version,ecosystem\n@ctrl/tinycolor,4.1.1,npm\nPyJWT,2.8.0,PyPI\nrand,0.8.5,crates.io\nmux,,golang',
        'npm'
      )
    ).toEqual(['npm:@ctrl/tinycolor@4.1.1', 'pypi:PyJWT@2.8.0', 'cargo:rand@0.8.5', 'gomod:mux'])
    expect(read('type,package\nGo,github.com/gorilla/mux')).toEqual([
      'gomod:github.com/gorilla/mux'
    ])
    expect(() => read('name,ecosystem\nx,conda')).toThrow(/ecosystem "conda" is not one searched/)
  })

  it('reads a purl column, its version, or the version column', () => {
    expect(read('purl,version\npkg:npm/%40ctrl/tinycolor@4.1.1,\npkg:pypi/pyjwt,2.8.0')).toEqual([
      'npm:@ctrl/tinycolor@4.1.1',
      'pypi:pyjwt@2.8.0'
    ])
    expect(() => read('purl,ecosystem\npkg:npm/a,pypi')).toThrow(
      /the ecosystem column says pypi, the package says npm/
    )
  })

  it('reads a version cell of several versions, bounds, == and *', () => {
    expect(
      read(
        'package,versions\nlodash,"4.17.20, 4.17.21"\na,1.0.0 || 1.0.1\nb,>=2.0.0 <3\nc,==1.2.3\nd,*',
        'npm'
      )
    ).toEqual([
      'npm:lodash@4.17.20',
      'npm:lodash@4.17.21',
      'npm:a@1.0.0',
      'npm:a@1.0.1',
      'npm:b@>=2.0.0,<3',
      'npm:c@1.2.3',
      'npm:d'
    ])
  })

  it('refuses an unknown header, listing the known ones; a single such row is two packages', () => {
    expect(problems('lodash,debug\nexpress,react')).toEqual([
      'packages line 1 ("lodash,debug"): this first row reads as a CSV header but names no package ' +
        'column; name one of dependency, name, package, package_name, package name, component, purl ' +
        '(and optionally version, versions; ecosystem, type)'
    ])
    expect(problems('Library;Affected Version\nx;1.0.0')[0]).toMatch(/names no package column/)
    expect(read('lodash,debug', 'npm')).toEqual(['npm:lodash', 'npm:debug'])
  })

  it('reads the same CSV in packages as in packages-file', () => {
    const csv = 'package,version\n@ctrl/tinycolor,4.1.1\ndebug,4.4.2\n'
    const inFile = parsePackageLines(csv, 'packages-file', 'npm')
    const inInput = parsePackageLines(csv, 'packages', 'npm')
    expect(inInput.map(l => ({ ...l, source: 'packages-file' }))).toEqual(inFile)
  })

  it('counts a row’s line from where it starts, past quoted line ends', () => {
    const lines = parsePackageLines(
      'name,version,notes\na,1.0.0,"two\nlines"\nb,2.0.0,x',
      'packages-file',
      'npm'
    )
    expect(lines.map(l => [l.line, l.name])).toEqual([
      [2, 'a'],
      [4, 'b']
    ])
  })
})

describe('the line parser, on any text (property tests)', () => {
  const char = (chars: string) => fc.constantFrom(...chars.split(''))
  const word = (first: string, rest: string, max = 8) =>
    fc.tuple(char(first), fc.array(char(rest), { maxLength: max })).map(([a, b]) => a + b.join(''))
  const lower = 'abcdefghijklmnopqrstuvwxyz'
  const digits = '0123456789'
  const npmName = fc
    .tuple(
      fc.option(word(lower, lower + digits + '-._'), { nil: undefined }),
      word(lower, lower + digits + '-._')
    )
    .map(([scope, name]) => (scope === undefined ? name : `@${scope}/${name}`))
  const pypiName = word(lower + 'ABCXYZ', lower + 'ABC' + digits).map(name => name)
  const mavenName = fc
    .tuple(word(lower, lower + '.'), word(lower, lower + digits + '-'))
    .map(([group, artifact]) => `${group.replace(/\.+$/, '')}:${artifact}`)
  const cargoName = word(lower, lower + digits + '_-')
  const version = fc
    .tuple(
      fc.array(fc.nat(99), { minLength: 1, maxLength: 4 }),
      fc.constantFrom('', '-rc.1', '+build.5')
    )
    .map(([parts, tail]) => parts.join('.') + tail)
  const versionQuery: fc.Arbitrary<VersionQuery> = fc.oneof(
    fc.constant({ kind: 'any' } as const),
    version.map(v => ({ kind: 'exact', version: v }) as const),
    fc
      .tuple(fc.constantFrom('>=', '>'), version, fc.constantFrom('<', '<='), version, fc.nat(2))
      .map(([lo, a, hi, b, sides]): VersionQuery => {
        if (sides === 0) return { kind: 'range', lower: `${lo}${a}` }
        if (sides === 1) return { kind: 'range', upper: `${hi}${b}` }
        return { kind: 'range', lower: `${lo}${a}`, upper: `${hi}${b}` }
      })
  )
  const pkg = fc.oneof(
    fc.tuple(fc.constant('npm' as const), npmName, versionQuery),
    fc.tuple(fc.constant('pypi' as const), pypiName, versionQuery),
    fc.tuple(fc.constant('maven' as const), mavenName, versionQuery),
    fc.tuple(fc.constant('cargo' as const), cargoName, versionQuery)
  )
  /** The package as a user may write it: @, pip's == or bounds, a blank before an operator. */
  const written = fc.tuple(pkg, fc.nat(2)).map(([[ecosystem, name, v], style]) => {
    const line = { ecosystem, name, version: v }
    if (v.kind === 'exact' && ecosystem === 'pypi' && style === 1) {
      return { line, text: `pypi:${name}==${v.version}` }
    }
    if (v.kind === 'range' && style === 2) {
      const bounds = [v.lower, v.upper].filter(b => b !== undefined).join(', ')
      return { line, text: `${ecosystem}:${name} ${bounds.replace(/([<>]=?)/g, '$1 ')}` }
    }
    return { line, text: describeLine(line) }
  })
  const separator = fc.constantFrom(',', ';', ' ', ', ', ' ; ', '\n', '\t')

  it('reads back every list written from accepted packages, whatever separates them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(written, separator), { minLength: 1, maxLength: 6 }), items => {
        const text = items.map(([w, sep], i) => (i === 0 ? '' : sep) + w.text).join('')
        const read = parsePackageLines(text, 'packages', undefined)
        expect(read.map(describeLine)).toEqual(items.map(([w]) => describeLine(w.line)))
      })
    )
  })

  it('reads back any CSV written from accepted packages, with any separator and quoting', () => {
    fc.assert(
      fc.property(
        fc.array(pkg, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';', '\t'),
        fc.boolean(),
        (packages, sep, quote) => {
          const cell = (value: string) => (quote ? `"${value.replace(/"/g, '""')}"` : value)
          const versionCell = (v: VersionQuery) =>
            v.kind === 'any'
              ? ''
              : v.kind === 'exact'
                ? v.version
                : [v.lower, v.upper].filter(b => b !== undefined).join(',')
          const rows = packages.map(([ecosystem, name, v]) =>
            [ecosystem, name, versionCell(v)].map(cell).join(sep)
          )
          // An unquoted bound pair holds a comma: quote it when the separator is a comma.
          const safeRows =
            sep === ',' && !quote
              ? packages.map(([ecosystem, name, v]) =>
                  [ecosystem, name, `"${versionCell(v)}"`].join(sep)
                )
              : rows
          const text = [['Ecosystem', 'Package', 'Version'].join(sep), ...safeRows].join('\r\n')
          const read = parsePackageLines(text, 'packages-file', undefined)
          expect(read.map(describeLine)).toEqual(
            packages.map(([ecosystem, name, version]) => describeLine({ ecosystem, name, version }))
          )
        }
      )
    )
  })

  it('misreads nothing: any text is refused, or each name read is a valid name written in it', () => {
    const piece = fc.constantFrom(
      'a',
      'b1',
      '.',
      '-',
      '_',
      '@',
      '@s/',
      ':',
      'npm:',
      'pypi:',
      'maven:g:',
      'pkg:npm/',
      ',',
      ';',
      ' ',
      '==',
      '>=',
      '<',
      '>',
      '=',
      '"',
      '1.2.3',
      '4',
      '*',
      '[x]',
      '~',
      '^',
      '|',
      '\t'
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.constantFrom(undefined, 'npm' as const),
        (pieces, fallback) => {
          const text = pieces.join('')
          let read: ReturnType<typeof parsePackageLines>
          try {
            read = parsePackageLines(text, 'packages', fallback)
          } catch (error) {
            expect(error).toBeInstanceOf(PackageLinesError)
            return
          }
          for (const line of read) {
            expect(nameProblem(line.ecosystem, line.name)).toBeUndefined()
            expect(line.name).not.toMatch(/[\s,;=<>"|]/)
            const written = line.ecosystem === 'maven' ? line.name.split(':').pop()! : line.name
            expect(text).toContain(written.replace(/^@/, ''))
            if (line.version.kind === 'exact') expect(text).toContain(line.version.version)
          }
        }
      )
    )
  })
})

describe('lines and CSVs, case by case', () => {
  const read = (text: string, fallback: 'npm' | undefined = 'npm') =>
    parsePackageLines(text, 'packages', fallback).map(l => describeLine(l))
  const texts = (text: string) => parsePackageLines(text, 'packages', 'npm').map(l => l.text)

  it('keeps blanks of any length with the versions they belong to', () => {
    expect(read('npm:a@>=1.0.0  <2.0.0')).toEqual(['npm:a@>=1.0.0,<2.0.0'])
    expect(read('pypi:requests  >=  2.0 ,  <  2.32')).toEqual(['pypi:requests@>=2.0,<2.32'])
    expect(read('pypi:a>=1 ,<2')).toEqual(['pypi:a@>=1,<2'])
    expect(read('NPM:a  @  1')).toEqual(['npm:a@1'])
    expect(read('npm:a@  1 npm:b')).toEqual(['npm:a@1', 'npm:b'])
  })

  it('refuses npm ranges written apart from their package instead of reading them as names', () => {
    for (const range of ['~1.2', '^1.2']) {
      expect(problems(`npm:a ${range}`)).toEqual([
        `packages line 1 ("npm:a ${range}"): "${range}" is not a version or a bound (>=, >, <, <= and a version)` +
          '; a pip or npm range? ~=, !=, ^ and ~ are not searched: give the bounds they stand for'
      ])
    }
  })

  it('splits after pip extras, and between package URLs with qualifiers', () => {
    expect(read('pypi:a[x],pypi:b')).toEqual(['pypi:a', 'pypi:b'])
    expect(read('pkg:npm/a@1?checksums=sha1:x,sha256:y,pkg:npm/b@2')).toEqual([
      'npm:a@1',
      'npm:b@2'
    ])
    expect(problems('npm:a[x]')[0]).toMatch(/is not a npm name/)
  })

  it('gives a later plain version to a package with its own version as one more package', () => {
    expect(read('npm:a@1.0.0 2.0.0')).toEqual(['npm:a@1.0.0', 'npm:a@2.0.0'])
  })

  it('takes a prefix of other characters for no ecosystem', () => {
    expect(problems('foo-bar:baz', 'packages')).toEqual([
      'packages line 1 ("foo-bar:baz"): no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem'
    ])
  })

  it('quotes a line of 200 characters whole', () => {
    const line = `x${'y'.repeat(199)}`
    expect(problems(line)[0]).toContain(`(${JSON.stringify(line)})`)
  })

  it('reads a header below comments, a single cell as a package unless more rows follow', () => {
    expect(read('# the list\npackage,version\na,1.0.0')).toEqual(['npm:a@1.0.0'])
    expect(read('name')).toEqual(['npm:name'])
    expect(read('lodash\ndebug')).toEqual(['npm:lodash', 'npm:debug'])
    expect(read('foo,1.2.3\nx,y')).toEqual(['npm:foo@1.2.3', 'npm:x', 'npm:y'])
  })

  it('skips blank and comment rows of a CSV, and names a row of several packages by each', () => {
    expect(read('package,version\n,\n#x,1\na,1.0.0')).toEqual(['npm:a@1.0.0'])
    expect(texts('package,versions\nlodash,"1.0.0, 2.0.0"\nx,3')).toEqual([
      'npm:lodash@1.0.0',
      'npm:lodash@2.0.0',
      'x,3'
    ])
  })

  it('refuses a version given twice, a version cell of no version, an unknown ecosystem cell', () => {
    const csvProblems = (text: string) => {
      try {
        parsePackageLines(text, 'packages', 'npm')
      } catch (error) {
        return (error as PackageLinesError).problems
      }
      throw new Error('no error')
    }
    expect(csvProblems('package,version\nlodash@1.0.0,2.0.0')).toEqual([
      'packages line 2 ("lodash@1.0.0,2.0.0"): a version is given twice: in the package cell and in the version column'
    ])
    expect(csvProblems('package,version\na,||')).toEqual([
      'packages line 2 ("a,||"): the version cell "||" holds no version'
    ])
    expect(csvProblems('package,ecosystem\na,conda')[0]).toBe(
      'packages line 2 ("a,conda"): ecosystem "conda" is not one searched; use one of ' +
        'no_package_manager, npm, pypi, gomod, cargo, maven, gem, composer, nuget, pub, swiftpm, hex, ' +
        'cocoapods, mix, opam (or an OSV name such as PyPI, crates.io, Go)'
    )
  })
})
