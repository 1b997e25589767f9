/**
 * `mode: dependency-search` in process, against the emulator's search traps over loopback: exact
 * matches per ecosystem, the archived pass, range matches marked, a loose server's rows rejected,
 * `scanned-since`, the file and the summary's verdict, a failure part-way, and the requests
 * themselves (one ecosystem and one exact package filter each, every one conforming).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  SEARCH_TRAP_LINES,
  searchTrapOptions,
  startEmulator,
  TRAP_DEPENDENCIES,
  TRAP_REPOSITORIES,
  trapScans,
  type Emulator,
  type PlantedDependency
} from '../../../emulator/index.js'
import { parseExactJson } from '../../../src/platform/json.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
import {
  apiRequests,
  ENV,
  failEvery,
  reader,
  runModeInProcess,
  type ModeRun
} from '../../support/index.js'

interface FileMatch {
  repositoryId: bigint
  repository: string
  archived: boolean
  lockfilePath: string
  line?: number
  url?: string
  version: string
  transitivity: string
  byRange: boolean
}
interface SearchFile {
  deploymentId: string
  complete: boolean
  error?: string
  searched: { repositories: number; archived: number }
  packages: {
    line: number
    text: string
    ecosystem: string
    name: string
    advisory?: { id: string; aliases: string[] }
    matches: FileMatch[]
  }[]
  unmatched: string[]
  stale?: { id: bigint; name: string }[]
  rejected: { text: string; version: string; reason: string; repository: string }[]
  rejectedCount: number
}

const NOW = Date.now()
let emulator: Emulator
let loose: Emulator
let work: string

beforeAll(async () => {
  emulator = await startEmulator(searchTrapOptions(NOW))
  loose = await startEmulator({ ...searchTrapOptions(NOW), looseVersions: true })
  work = await mkdtemp(path.join(tmpdir(), 'dependency-search-'))
})

afterAll(async () => {
  await Promise.all([emulator.close(), loose.close()])
  await rm(work, { recursive: true, force: true })
})

let runs = 0

/** Runs the mode with these inputs (packages: the trap lines unless given); reads the file back. */
async function search(
  inputs: Record<string, string> = {},
  on: Emulator = emulator
): Promise<ModeRun & { file?: SearchFile }> {
  on.resetRequests()
  const searchFile = path.join(work, `search-${++runs}.json`)
  const parsed = parseDependencySearchInputs(
    reader({ packages: SEARCH_TRAP_LINES.join('\n'), 'search-file': searchFile, ...inputs }),
    { ...ENV, GITHUB_WORKSPACE: work },
    NOW
  )
  const run = await runModeInProcess('dependency-search', parsed, { emulator: on })
  const text = await readFile(searchFile, 'utf8').catch(() => undefined)
  return { ...run, ...(text !== undefined && { file: parseExactJson(text) as SearchFile }) }
}

/** The trap dependencies a line should find, from the planted list (archived ones when asked). */
function planted(test: (d: PlantedDependency) => boolean, archived = true): PlantedDependency[] {
  return TRAP_DEPENDENCIES.filter(d => test(d) && (archived || !d.archived))
}

const where = (d: PlantedDependency): string =>
  `${d.archived ? 'archived' : TRAP_REPOSITORIES[d.repository]}:${d.lockfilePath}:${d.line}@${d.version}`

const found = (file: SearchFile, text: string): string[] =>
  file.packages
    .find(p => p.text === text)!
    .matches.map(
      m => `${m.archived ? 'archived' : m.repository}:${m.lockfilePath}:${m.line}@${m.version}`
    )
    .sort()

describe('dependency-search against the traps', () => {
  let run: ModeRun & { file?: SearchFile }
  beforeAll(async () => {
    run = await search()
  })

  it('finds exact names only, per ecosystem, PyPI names as normalized', () => {
    const file = run.file!
    expect(run.failure).toBeUndefined()
    expect(file.complete).toBe(true)
    const tiny = (v: string) => (d: PlantedDependency) =>
      d.name === '@ctrl/tinycolor' && d.version === v
    expect(found(file, 'npm:@ctrl/tinycolor@4.1.1')).toEqual(
      planted(tiny('4.1.1')).map(where).sort()
    )
    expect(found(file, 'pypi:num2words@0.5.15')).toEqual(
      planted(d => d.name === 'num2words' && d.ecosystem === 'pypi').map(where)
    )
    expect(found(file, 'pypi:PyJWT@2.8.0')).toEqual(planted(d => d.name === 'pyjwt').map(where))
    expect(found(file, 'pkg:npm/tinycolor2@1.6.0')).toEqual(
      planted(d => d.name === 'tinycolor2')
        .map(where)
        .sort()
    )
    // `tinycolor` is in `tinycolor2` and `@ctrl/tinycolor`: an exact search finds neither.
    expect(file.unmatched).toEqual([
      'npm:tinycolor',
      'maven:org.apache.logging.log4j:log4j-core@>=2.0.0,<2.17.1'
    ])
  })

  it('marks range matches, and takes every version the bounds select', () => {
    const matches = run.file!.packages.find(p => p.text.includes('>=4.1.0'))!.matches
    expect(matches.map(m => m.byRange)).toEqual(matches.map(() => true))
    expect(matches.map(m => m.version).sort()).toEqual(
      planted(d => d.name === '@ctrl/tinycolor')
        .map(d => d.version)
        .sort()
    )
    const exact = run.file!.packages.find(p => p.text === 'npm:@ctrl/tinycolor@4.1.1')!.matches
    expect(exact.map(m => m.byRange)).toEqual(exact.map(() => false))
  })

  it('sends one ecosystem and one exact package filter per request, each conforming', () => {
    const listings = apiRequests(emulator, 'listDependencies')
    // Two passes per name; PyJWT is asked as written and as normalized.
    expect(listings).toHaveLength(2 * (SEARCH_TRAP_LINES.length + 1))
    for (const request of listings) {
      const body = JSON.parse(request.rawBody) as {
        dependencyFilter: { ecosystem: string[]; packageFilters: { exactNameMatch: boolean }[] }
      }
      expect(body.dependencyFilter.ecosystem).toHaveLength(1)
      expect(body.dependencyFilter.packageFilters).toHaveLength(1)
      expect(body.dependencyFilter.packageFilters[0]!.exactNameMatch).toBe(true)
    }
    const names = listings.map(
      r =>
        (JSON.parse(r.rawBody) as { dependencyFilter: { packageFilters: { name: string }[] } })
          .dependencyFilter.packageFilters[0]!.name
    )
    expect(names.filter(n => n.toLowerCase() === 'pyjwt').sort()).toEqual([
      'PyJWT',
      'PyJWT',
      'pyjwt',
      'pyjwt'
    ])
    expect(apiRequests(emulator).filter(r => r.nonConformity !== undefined)).toEqual([])
  })

  it('sets the outputs and opens the summary with the verdict and its counts', () => {
    const file = run.file!
    const matches = file.packages.reduce((n, p) => n + p.matches.length, 0)
    const repositories = new Set(file.packages.flatMap(p => p.matches.map(m => m.repositoryId)))
    const archived = new Set(
      file.packages.flatMap(p => p.matches.filter(m => m.archived).map(m => m.repositoryId))
    )
    expect(run.outputs['match-count']).toBe(String(matches))
    expect(run.outputs['exposed-repository-count']).toBe(String(repositories.size))
    expect(run.outputs['unmatched-count']).toBe('2')
    expect(run.outputs['stale-repository-count']).toBeUndefined()
    const verdict = run.summary.split('\n')[2]
    const matched = SEARCH_TRAP_LINES.length - 2
    expect(verdict).toBe(
      `⚠️ **Exposed: ${matches} matches in ${repositories.size} repositories (${archived.size} archived), ` +
        `${matched} of ${SEARCH_TRAP_LINES.length} packages.**`
    )
    expect(run.log).toMatch(/::warning title=.*::Exposed: /)
    expect(file.searched).toEqual({
      repositories: emulator.dataset.repositories.length,
      archived: emulator.dataset.archivedRepositories.length
    })
  })

  it('links a lockfile line on the GitHub host', () => {
    const d = planted(x => x.name === 'pyjwt')[0]!
    const url = `https://github.com/${TRAP_REPOSITORIES[d.repository]}/blob/main/${d.lockfilePath}#L${d.line}`
    expect(run.summary).toContain(`<a href="${url}">`)
  })
})

describe('archived repositories', () => {
  it('archived: exclude makes no archived pass and finds no archived match', async () => {
    const run = await search({ archived: 'exclude' })
    const bodies = apiRequests(emulator).map(r => r.rawBody)
    expect(bodies.filter(b => b.includes('"includeArchived":true'))).toEqual([])
    expect(run.file!.packages.flatMap(p => p.matches).filter(m => m.archived)).toEqual([])
    expect(run.file!.searched.archived).toBe(0)
  })
})

describe('a server that matches versions loosely', () => {
  it('raises no false alarm: rows of other versions are rejected, counted and listed', async () => {
    const exact = await search({ packages: 'npm:@ctrl/tinycolor@4.1.1' })
    const run = await search({ packages: 'npm:@ctrl/tinycolor@4.1.1' }, loose)
    expect(run.outputs['match-count']).toBe(exact.outputs['match-count'])
    const others = planted(d => d.name === '@ctrl/tinycolor' && d.version !== '4.1.1')
    expect(run.file!.rejected.map(r => r.version).sort()).toEqual(others.map(d => d.version).sort())
    expect(run.file!.rejected.map(r => r.reason)).toEqual(
      run.file!.rejected.map(r => `version ${r.version}, not 4.1.1`)
    )
    expect(run.file!.rejectedCount).toBe(others.length)
    expect(run.log).toMatch(
      new RegExp(`::notice title=.*::${others.length} dependencies the platform returned`)
    )
    expect(run.summary).toContain('under <code>rejected</code>')
  })
})

describe('scanned-since', () => {
  it('lists the repositories without a match and without a full scan since then', async () => {
    const run = await search({ packages: 'npm:@ctrl/tinycolor@4.1.1', 'scanned-since': '7d' })
    const stale = ['acme/old-reports', 'acme/unscanned-tool']
    expect(run.file!.stale!.map(r => r.name).sort()).toEqual(stale)
    expect(run.outputs['stale-repository-count']).toBe('2')
    const scans = apiRequests(emulator, 'searchScans').map(
      r => JSON.parse(r.rawBody) as { since: string }
    )
    expect(new Set(scans.map(s => s.since))).toEqual(
      new Set([new Date(NOW - 7 * 86_400_000).toISOString()])
    )
    // Every active repository without a match is checked; matched and archived ones are not.
    expect(scans).toHaveLength(emulator.dataset.repositories.length - 1)
    expect(run.summary).toMatch(/### Not scanned since \d{4}-\d\d-\d\d/)
  })

  it('believes no scan the platform returns without checking it: repository, time, kind', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 1001n + BigInt(i))
    const unscanned = String(ids[TRAP_REPOSITORIES.indexOf('acme/unscanned-tool')])
    // A platform that ignores the filters lists every repository's scans for each one asked,
    // old-reports' 20-day-old scan, and a pull request's (diff) scan of unscanned-tool from today.
    const careless = await startEmulator({
      ...searchTrapOptions(NOW),
      looseScans: true,
      scans: [
        ...trapScans(ids, NOW),
        {
          repositoryId: unscanned,
          commit: 'f'.repeat(40),
          completedAt: new Date(NOW - 3_600_000).toISOString(),
          isFullScan: false,
          branch: 'refs/pull/7/merge'
        }
      ]
    })
    try {
      const run = await search(
        { packages: 'npm:@ctrl/tinycolor@4.1.1', 'scanned-since': '7d' },
        careless
      )
      expect(run.file!.stale!.map(r => r.name).sort()).toEqual([
        'acme/old-reports',
        'acme/unscanned-tool'
      ])
    } finally {
      await careless.close()
    }
  })

  it('where SearchScans is missing, gives a notice and no list', async () => {
    failEvery(emulator, 'searchScans', 404)
    try {
      const run = await search({ packages: 'npm:tinycolor', 'scanned-since': '7d' })
      expect(run.failure).toBeUndefined()
      expect(run.file!.stale).toBeUndefined()
      expect(run.outputs['stale-repository-count']).toBeUndefined()
      expect(run.log).toMatch(
        /::notice title=.*::Repositories not scanned since .* are not listed: the platform answered 404/
      )
      expect(apiRequests(emulator, 'searchScans')).toHaveLength(1 * 8)
    } finally {
      emulator.clearFaults()
    }
  })
})

describe('fail-on-match', () => {
  it('true: a match fails the step after the file is written', async () => {
    const run = await search({ packages: 'pypi:num2words@0.5.15', 'fail-on-match': 'true' })
    expect(run.failure).toMatch(
      /^Remove or update the packages found.*Exposed: 1 match in 1 repository/
    )
    expect(run.file!.complete).toBe(true)
    expect(run.summary.split('\n')[2]).toMatch(
      /^❌ \*\*Exposed: 1 match in 1 repository, 1 of 1 package\.\*\*/
    )
    // why it failed is in the error's first sentence, not a details block of its own
    expect(run.failure).toMatch(/^[^.]*\(fail-on-match: true\): /)
    expect(run.summary).not.toMatch(/\[!CAUTION\]\n> \*\*Details:\*\* \(fail-on-match: true\)/)
  })

  it('no match: done, and the verdict says none is used where', async () => {
    const run = await search({ packages: 'npm:tinycolor', 'fail-on-match': 'true' })
    expect(run.failure).toBeUndefined()
    const searched =
      emulator.dataset.repositories.length + emulator.dataset.archivedRepositories.length
    expect(run.summary.split('\n')[2]).toBe(
      `✅ The package is not used in ${searched} repositories (${emulator.dataset.archivedRepositories.length} archived).`
    )
  })
})

describe('a failure part-way', () => {
  it('writes the file with complete: false, fails the step, and never says none', async () => {
    failEvery(emulator, 'listDependencies', 500, 3)
    try {
      const run = await search({
        packages: 'npm:tinycolor\nnpm:left-pad\nnpm:is-odd\nnpm:is-even\nnpm:noop',
        concurrency: '1'
      })
      expect(run.failure).toMatch(/List dependencies.*500/)
      expect(run.file!.complete).toBe(false)
      expect(run.file!.error).toMatch(/500/)
      expect(run.file!.unmatched).toEqual([])
      expect(run.outputs['search-file']).toBeDefined()
      expect(run.outputs['match-count']).toBeUndefined()
      expect(run.summary.split('\n')[2]).toMatch(/^❌ \*\*The search did not finish\.\*\*/)
      expect(run.summary).not.toMatch(/None of|is not used/)
      expect(run.summary).toContain('No verdict: not every package was searched.')
    } finally {
      emulator.clearFaults()
    }
  })
})

/** What one ListDependencies request asked: ecosystem, name and version fields. */
function asked(on: Emulator = emulator): string[] {
  return apiRequests(on, 'listDependencies')
    .map(r => {
      const filter = (
        JSON.parse(r.rawBody) as {
          dependencyFilter: { ecosystem: string[]; packageFilters: Record<string, unknown>[] }
        }
      ).dependencyFilter
      const { name, exactNameMatch, ...version } = filter.packageFilters[0]!
      expect(exactNameMatch).toBe(true)
      return `${filter.ecosystem.join('+')}:${String(name)} ${JSON.stringify(version)}`
    })
    .filter((entry, index, all) => all.indexOf(entry) === index)
    .sort()
}

describe('lists as incidents bring them, searched as meant', () => {
  const tinycolor = planted(d => d.name === '@ctrl/tinycolor' && d.version === '4.1.1').map(where)

  it('several packages on one line, as pasted into the one-line form field', async () => {
    const run = await search({ packages: 'npm:@ctrl/tinycolor@4.1.1,npm:debug@4.4.2' })
    expect(asked()).toEqual([
      'npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}',
      'npm:debug {"exactVersion":"4.4.2"}'
    ])
    expect(found(run.file!, 'npm:@ctrl/tinycolor@4.1.1')).toEqual(tinycolor.sort())
    expect(run.outputs['unmatched-count']).toBe('1')
    expect(run.file!.unmatched).toEqual(['npm:debug@4.4.2'])
  })

  it("pip's == spec", async () => {
    const run = await search({ packages: 'pypi:num2words==0.5.15' })
    expect(asked()).toEqual(['pypi:num2words {"exactVersion":"0.5.15"}'])
    expect(run.outputs['match-count']).toBe('1')
  })

  it('a CSV row without its header, with default-ecosystem', async () => {
    const run = await search({ packages: '@ctrl/tinycolor,4.1.1', 'default-ecosystem': 'npm' })
    expect(asked()).toEqual(['npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}'])
    expect(run.outputs['match-count']).toBe(String(tinycolor.length))
  })

  it.each([
    ['package,version\n@ctrl/tinycolor,4.1.1\ndebug,4.4.2\n'],
    ['Package,Version\r\n@ctrl/tinycolor,4.1.1\r\ndebug,4.4.2\r\n'],
    ['dependency;version\n@ctrl/tinycolor;4.1.1\ndebug;4.4.2\n']
  ])('a packages-file CSV %j on a schedule with fail-on-match fails on its match', async csv => {
    await writeFile(path.join(work, 'watch.csv'), csv)
    const run = await search({
      packages: '',
      'packages-file': 'watch.csv',
      'default-ecosystem': 'npm',
      'fail-on-match': 'true'
    })
    expect(asked()).toEqual([
      'npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}',
      'npm:debug {"exactVersion":"4.4.2"}'
    ])
    expect(run.failure).toMatch(/^Remove or update the packages found/)
    expect(run.file!.packages.map(p => p.line)).toEqual([2, 3])
  })

  it("the docs' own CSV pasted into packages", async () => {
    const run = await search({
      packages: 'dependency,version\n@ctrl/tinycolor,==4.1.1',
      'default-ecosystem': 'npm'
    })
    expect(asked()).toEqual(['npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}'])
    expect(run.outputs['match-count']).toBe(String(tinycolor.length))
  })

  it('a CSV with an ecosystem column searches each row in its own ecosystem', async () => {
    const run = await search({
      packages: 'name,version,ecosystem\n@ctrl/tinycolor,4.1.1,npm\nPyJWT,2.8.0,PyPI',
      'default-ecosystem': 'npm'
    })
    expect(asked()).toEqual([
      'npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}',
      'pypi:PyJWT {"exactVersion":"2.8.0"}',
      'pypi:pyjwt {"exactVersion":"2.8.0"}'
    ])
    expect(run.file!.unmatched).toEqual([])
    expect(found(run.file!, 'PyJWT,2.8.0,PyPI')).toEqual(
      planted(d => d.name === 'pyjwt').map(where)
    )
  })

  it('refuses an unknown header and a pip range it cannot search, before any request', () => {
    for (const packages of ['lodash,debug\nexpress,react', 'pypi:requests~=2.31']) {
      emulator.resetRequests()
      expect(() =>
        parseDependencySearchInputs(reader({ packages, 'default-ecosystem': 'npm' }), ENV, NOW)
      ).toThrow(/packages line 1/)
      expect(apiRequests(emulator)).toEqual([])
    }
  })
})

describe('advisories-file', () => {
  it('searches listed versions exactly and SEMVER ranges as bounds, the advisory ID kept', async () => {
    const advisories = [
      {
        id: 'MAL-2025-47242',
        aliases: ['GHSA-xxxx-tiny'],
        affected: [
          { package: { ecosystem: 'npm', name: '@ctrl/tinycolor' }, versions: ['4.1.1', '4.1.2'] }
        ]
      },
      {
        id: 'PYSEC-2024-1',
        affected: [
          {
            package: { ecosystem: 'PyPI', name: 'num2words' },
            ranges: [
              { type: 'SEMVER', events: [{ introduced: '0.5.0' }, { fixed: '0.5.16' }] },
              { type: 'GIT', repo: 'https://github.com/savoirfairelinux/num2words', events: [] }
            ],
            versions: ['0.5.15']
          }
        ]
      }
    ]
    await writeFile(path.join(work, 'osv.jsonl'), advisories.map(a => JSON.stringify(a)).join('\n'))
    const run = await search({ packages: '', 'advisories-file': 'osv.jsonl', archived: 'exclude' })
    expect(asked()).toEqual([
      'npm:@ctrl/tinycolor {"exactVersion":"4.1.1"}',
      'npm:@ctrl/tinycolor {"exactVersion":"4.1.2"}',
      'pypi:num2words {"versionLowerBound":">=0.5.0","versionUpperBound":"<0.5.16"}'
    ])
    const file = run.file!
    expect(file.packages.map(p => [p.line, p.text, p.advisory?.id])).toEqual([
      [1, 'MAL-2025-47242 npm:@ctrl/tinycolor@4.1.1', 'MAL-2025-47242'],
      [1, 'MAL-2025-47242 npm:@ctrl/tinycolor@4.1.2', 'MAL-2025-47242'],
      [2, 'PYSEC-2024-1 pypi:num2words@>=0.5.0,<0.5.16', 'PYSEC-2024-1']
    ])
    expect(file.packages[0]!.advisory!.aliases).toEqual(['GHSA-xxxx-tiny'])
    const expected = planted(
      d => d.name === '@ctrl/tinycolor' && ['4.1.1', '4.1.2'].includes(d.version),
      false
    ).length
    expect(file.packages.slice(0, 2).flatMap(p => p.matches)).toHaveLength(expected)
    expect(found(file, 'PYSEC-2024-1 pypi:num2words@>=0.5.0,<0.5.16')).toEqual(
      planted(d => d.name === 'num2words' && d.ecosystem === 'pypi').map(where)
    )
    expect(run.summary).toContain('· MAL-2025-47242 ·')
    expect(run.summary).toContain('· PYSEC-2024-1 ·')
    expect(run.log).toMatch(
      /::notice title=.*::PYSEC-2024-1: a GIT range of pypi:num2words was skipped/
    )
  })
})
