import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { InputError } from '../../../src/action/inputs.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
import { ENV, inputError, reader, RUNNER_TEMP } from '../../support/index.js'

const NOW = Date.parse('2026-11-28T12:00:00Z')
const parse = (values: Record<string, string>, env = ENV) =>
  parseDependencySearchInputs(reader(values), env, NOW)

let workspace: string
beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'search-inputs-'))
})
afterAll(() => rm(workspace, { recursive: true, force: true }))

describe('dependency-search inputs', () => {
  it('has the contract’s defaults', () => {
    const inputs = parse({ packages: 'npm:a@1' })
    expect(inputs).toEqual({
      packages: [expect.objectContaining({ ecosystem: 'npm', name: 'a', line: 1 })],
      repeatedLines: 0,
      includeArchived: true,
      failOnMatch: false,
      searchFile: path.join(RUNNER_TEMP, 'dependency-search.json'),
      concurrency: 8,
      summaryLimit: 100
    })
  })

  it('joins packages and packages-file (a CSV, relative to the workspace) and searches a repeat once', async () => {
    await writeFile(
      path.join(workspace, 'wave.csv'),
      'dependency,version\n@ctrl/tinycolor,==4.1.1\nnum2words,0.5.15\n'
    )
    const inputs = parse(
      {
        packages: 'npm:@ctrl/tinycolor@4.1.1\npypi:x',
        'packages-file': 'wave.csv',
        'default-ecosystem': 'npm'
      },
      { ...ENV, GITHUB_WORKSPACE: workspace }
    )
    expect(inputs.packages.map(p => `${p.source}:${p.line} ${p.ecosystem}:${p.name}`)).toEqual([
      'packages:1 npm:@ctrl/tinycolor',
      'packages:2 pypi:x',
      'packages-file:3 npm:num2words'
    ])
    expect(inputs.repeatedLines).toBe(1)
  })

  it('names every line that does not parse, before any request', () => {
    const message = inputError(
      () => parse({ packages: 'npm:a@1\nleft-pad@1.3.0\nnpm:b@~1' }),
      'packages'
    )
    expect(message).toContain('packages line 2 ("left-pad@1.3.0"): no ecosystem')
    expect(message).toContain('packages line 3 ("npm:b@~1")')
  })

  it('needs one package, and a packages-file that can be read, from a checkout', () => {
    inputError(() => parse({ packages: '# nothing yet' }), 'packages')
    const message = inputError(
      () => parse({ 'packages-file': 'missing.txt' }, { ...ENV, GITHUB_WORKSPACE: workspace }),
      'packages-file'
    )
    expect(message).toContain('missing.txt')
    expect(message).toContain('after an actions/checkout step')
  })

  it('reads only regular files inside the workspace or RUNNER_TEMP, quoting none of them', async () => {
    const env = { ...ENV, GITHUB_WORKSPACE: workspace }
    const outside = await mkdtemp(path.join(tmpdir(), 'search-outside-'))
    try {
      await writeFile(path.join(outside, 'secret'), 'TOKEN=hunter2\n')
      await symlink(path.join(outside, 'secret'), path.join(workspace, 'linked-secret'))
      await symlink('/dev/zero', path.join(workspace, 'zero'))
      execFileSync('mkfifo', [path.join(workspace, 'fifo')])
      await mkdir(path.join(workspace, 'folder'))
      const refused = (file: string) =>
        inputError(() => parse({ 'packages-file': file }, env), 'packages-file')
      const secret = refused('linked-secret')
      expect(secret).toMatch(/outside the workspace and RUNNER_TEMP/)
      expect(secret).not.toContain('hunter2')
      expect(refused('zero')).toMatch(/outside the workspace and RUNNER_TEMP/)
      expect(refused(path.join(outside, 'secret'))).toMatch(/outside the workspace/)
      expect(refused('fifo')).toMatch(/it is a FIFO, not a regular file/)
      expect(refused('folder')).toMatch(/it is a directory, not a regular file/)
      // A name that starts with two dots is still a file of the workspace.
      await writeFile(path.join(workspace, '..list.txt'), 'npm:a\n')
      expect(parse({ 'packages-file': '..list.txt' }, env).packages).toHaveLength(1)
      // A file in RUNNER_TEMP (where a step before may write one) is read.
      const temp = await mkdtemp(path.join(tmpdir(), 'search-temp-'))
      await writeFile(path.join(temp, 'list.txt'), 'npm:a\n')
      expect(
        parse({ 'packages-file': path.join(temp, 'list.txt') }, { ...env, RUNNER_TEMP: temp })
          .packages
      ).toHaveLength(1)
      await rm(temp, { recursive: true, force: true })
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('takes scanned-since as a date or an age up to 30 days back, and refuses 40d', () => {
    expect(parse({ packages: 'npm:a', 'scanned-since': '7d' }).scannedSince).toEqual({
      since: '2026-11-21T12:00:00.000Z',
      label: '2026-11-21'
    })
    expect(parse({ packages: 'npm:a', 'scanned-since': '2026-11-20' }).scannedSince).toEqual({
      since: '2026-11-20T00:00:00.000Z',
      label: '2026-11-20'
    })
    expect(
      inputError(() => parse({ packages: 'npm:a', 'scanned-since': '40d' }), 'scanned-since')
    ).toContain('more than 30 days back')
    inputError(() => parse({ packages: 'npm:a', 'scanned-since': '2026-10-01' }), 'scanned-since')
    inputError(() => parse({ packages: 'npm:a', 'scanned-since': '2026-12-01' }), 'scanned-since')
    inputError(() => parse({ packages: 'npm:a', 'scanned-since': 'last week' }), 'scanned-since')
  })

  it('checks archived, default-ecosystem, fail-on-match, concurrency and summary-limit', () => {
    expect(parse({ packages: 'npm:a', archived: 'exclude' }).includeArchived).toBe(false)
    inputError(() => parse({ packages: 'npm:a', archived: 'only' }), 'archived')
    expect(parse({ packages: 'x', 'default-ecosystem': 'golang' }).packages[0]!.ecosystem).toBe(
      'gomod'
    )
    expect(parse({ packages: 'x', 'default-ecosystem': 'RubyGems' }).packages[0]!.ecosystem).toBe(
      'gem'
    )
    inputError(() => parse({ packages: 'x', 'default-ecosystem': 'conda' }), 'default-ecosystem')
    inputError(() => parse({ packages: 'npm:a', 'fail-on-match': 'yes' }), 'fail-on-match')
    inputError(() => parse({ packages: 'npm:a', concurrency: '33' }), 'concurrency')
    inputError(() => parse({ packages: 'npm:a', 'summary-limit': '0' }), 'summary-limit')
  })

  it('refuses more than 10,000 lines', () => {
    const packages = Array.from({ length: 10_001 }, (_, i) => `npm:p${i}`).join('\n')
    expect(() => parse({ packages })).toThrow(InputError)
  })

  it('keeps artifact-name when given, and only then', () => {
    expect(parse({ packages: 'npm:a', 'artifact-name': 'wave-2' }).artifactName).toBe('wave-2')
    expect(parse({ packages: 'npm:a' })).not.toHaveProperty('artifactName')
  })

  it('takes 10,000 lines, and says how many it holds when over', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `npm:p${i}`).join('\n')
    expect(parse({ packages: lines(10_000) }).packages).toHaveLength(10_000)
    expect(inputError(() => parse({ packages: lines(10_001) }), 'packages')).toContain(
      'hold 10001 package lines; at most 10000 are searched in one run: split the list over several steps.'
    )
  })

  it('says how to write a line, with every problem', () => {
    const message = inputError(() => parse({ packages: 'left-pad\nnpm:' }), 'packages')
    expect(message).toMatch(
      /^Fix these lines of input 'packages' \(packages as <ecosystem>:<name>\[@<version>\], e\.g\. npm:@ctrl\/tinycolor@4\.1\.1, a package URL or a pip spec, several a line between blanks, "," or ";"; or a CSV with a header row\): packages line 1 \("left-pad"\): no ecosystem.*; packages line 2 \("npm:"\): the name is empty\.$/
    )
    expect(inputError(() => parse({ packages: '' }), 'packages')).toContain(
      '`packages: npm:@ctrl/tinycolor@4.1.1 npm:debug@4.4.2`.'
    )
  })

  it('reads packages-file named with blanks around it, and refuses one over 8 MiB', async () => {
    await writeFile(path.join(workspace, 'one.txt'), 'npm:a@1\n')
    const env = { ...ENV, GITHUB_WORKSPACE: workspace }
    expect(parse({ 'packages-file': '  one.txt  ' }, env).packages).toHaveLength(1)
    await writeFile(path.join(workspace, 'big.txt'), Buffer.alloc(8 * 1024 * 1024 + 1, 0x0a))
    const message = inputError(() => parse({ 'packages-file': 'big.txt' }, env), 'packages-file')
    expect(message).toContain('it holds 8388609 bytes, more than the 8388608 read')
    expect(message).toContain('Give a file of package lines, or a CSV')
    await writeFile(path.join(workspace, 'full.txt'), Buffer.alloc(8 * 1024 * 1024, 0x20))
    expect(inputError(() => parse({ 'packages-file': 'full.txt' }, env), 'packages')).toContain(
      'must name at least one package'
    )
  })

  it('reads archived and default-ecosystem in any case and with blanks, and names a wrong value', () => {
    expect(parse({ packages: 'npm:a', archived: ' Include ' }).includeArchived).toBe(true)
    expect(parse({ packages: 'npm:a', archived: ' EXCLUDE ' }).includeArchived).toBe(false)
    expect(inputError(() => parse({ packages: 'npm:a', archived: ' only ' }), 'archived')).toBe(
      "Input 'archived' is 'only'. Use include or exclude."
    )
    expect(parse({ packages: 'x', 'default-ecosystem': ' npm ' }).packages[0]!.ecosystem).toBe(
      'npm'
    )
    expect(
      inputError(() => parse({ packages: 'x', 'default-ecosystem': ' gems ' }), 'default-ecosystem')
    ).toMatch(/^Input 'default-ecosystem' is 'gems'\. Use one of: no_package_manager, npm, pypi, /)
  })

  it('takes scanned-since from now back to exactly 30 days, written with blanks or a capital D', () => {
    const since = (value: string) =>
      parse({ packages: 'npm:a', 'scanned-since': value }).scannedSince
    expect(since(' 0D ')).toEqual({ since: '2026-11-28T12:00:00.000Z', label: '2026-11-28' })
    expect(since('30d')?.since).toBe('2026-10-29T12:00:00.000Z')
    expect(since(' 2026-11-28 ')?.label).toBe('2026-11-28')
    // 2026-11-31 is no day, not 1 December; 2026-11 no date, not 1 November.
    for (const wrong of ['x7d', '7dx', 'x2026-11-20', '2026-11-20x', '2026-11-31', '2026-11']) {
      expect(
        inputError(() => parse({ packages: 'npm:a', 'scanned-since': wrong }), 'scanned-since')
      ).toBe(
        `Input 'scanned-since' is '${wrong}'. Give a date (2026-11-20) or an age in days (7d).`
      )
    }
    expect(
      inputError(() => parse({ packages: 'npm:a', 'scanned-since': '31d' }), 'scanned-since')
    ).toBe(
      "Input 'scanned-since' is '31d', more than 30 days back: the platform's scan search covers " +
        'the past 30 days only. Give a later date or at most 30d.'
    )
  })
})
