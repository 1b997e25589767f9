import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
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

  it('needs one package, and a packages-file that can be read', () => {
    inputError(() => parse({ packages: '# nothing yet' }), 'packages')
    const message = inputError(
      () => parse({ 'packages-file': path.join(workspace, 'missing.txt') }),
      'packages-file'
    )
    expect(message).toContain('missing.txt')
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
    inputError(() => parse({ packages: 'x', 'default-ecosystem': 'rubygems' }), 'default-ecosystem')
    inputError(() => parse({ packages: 'npm:a', 'fail-on-match': 'yes' }), 'fail-on-match')
    inputError(() => parse({ packages: 'npm:a', concurrency: '33' }), 'concurrency')
    inputError(() => parse({ packages: 'npm:a', 'summary-limit': '0' }), 'summary-limit')
  })

  it('refuses more than 10,000 lines', () => {
    const packages = Array.from({ length: 10_001 }, (_, i) => `npm:p${i}`).join('\n')
    expect(() => parse({ packages })).toThrow(InputError)
  })
})
