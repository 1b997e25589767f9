import { describe, expect, it } from '@jest/globals'
import {
  csvCells,
  describeLine,
  distinctLines,
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
        /^packages line 3 \("rubygems:rails"\): unknown ecosystem "rubygems"; use one of no_package_manager, npm/
      ),
      expect.stringMatching(
        /^packages line 4 .*unknown ecosystem "golang" \(the published name is gomod\)/
      ),
      'packages line 5 ("npm:"): the name is empty',
      'packages line 6 ("npm:a@"): the version after "@" is empty',
      'packages line 7 ("npm:a@>=1,>=2"): two lower bounds (>=1 and >=2); give one of each',
      'packages line 8 ("npm:a@~1.2"): "~1.2" is not a version or a bound (>=, >, <, <= and a version)',
      'packages line 9 ("npm:a@1,<2"): an exact version (1) cannot be combined with bounds',
      expect.stringMatching(/^packages line 10 .*package URL type "github" is not one searched/),
      'packages line 11 ("npm:two words"): the name holds a blank or a control character'
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
      /packages-file line 2 .*the name column is empty/
    )
    expect(() =>
      parsePackageLines('dependency,version\nx,1.0.0', 'packages-file', undefined)
    ).toThrow(/packages-file line 2 .*no ecosystem/)
  })

  it('reads a file without such a header as package lines', () => {
    expect(csv('npm:a@1\npypi:b')).toHaveLength(2)
    expect(parsePackageLines('dependency,version', 'packages', 'npm')).toHaveLength(1)
  })

  it('splits cells at commas outside quotes', () => {
    expect(csvCells('a,"b,c","say ""hi""",')).toEqual(['a', 'b,c', 'say "hi"', ''])
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
      `packages line 1 (${JSON.stringify(`npm:${'n'.repeat(113)}...`)}): the name is longer than 512 characters`
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

  it('needs both a name and a version column; without them the rows are package lines', () => {
    expect(csv('name,notes\na,1')).toHaveLength(2)
    expect(csv('notes,version\na,1')).toHaveLength(2)
    expect(csv('name\na')).toHaveLength(2)
  })

  it('names a row with an empty name column, and counts those past ten', () => {
    const rows = ['name,version', ...Array.from({ length: 12 }, () => ' ,1')].join('\n')
    const found = problems(rows, 'packages-file')
    expect(found[0]).toBe('packages-file line 2 (",1"): the name column is empty')
    expect(found).toHaveLength(11)
    expect(found.at(-1)).toBe('and 2 more')
  })

  it('starts a quoted cell only at its start', () => {
    expect(csvCells('a"b,"c"')).toEqual(['a"b', 'c'])
    expect(csvCells(' "x,y" ,z')).toEqual(['x,y ', 'z'])
  })
})
