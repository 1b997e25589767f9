/**
 * `mode: dependency-search` in process, against the emulator's search traps over loopback: exact
 * matches per ecosystem, the archived pass, range matches marked, a loose server's rows rejected,
 * `scanned-since`, the file and the summary's verdict, a failure part-way, and the requests
 * themselves (one ecosystem and one exact package filter each, every one conforming).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  SEARCH_TRAP_LINES,
  searchTrapOptions,
  startEmulator,
  TRAP_DEPENDENCIES,
  TRAP_REPOSITORIES,
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
  packages: { line: number; text: string; ecosystem: string; name: string; matches: FileMatch[] }[]
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
    ENV,
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
