/**
 * `mode: dependency-search` against platform text that tries to act: workflow commands and table
 * syntax in lockfile paths, versions and repository names, a lockfile URL on another host than
 * GITHUB_SERVER_URL. None of it may become a command in the log, break a table, or be a link. And
 * platforms that answer endless pages of matching rows, or 100,000 matches with 1 KiB lockfile
 * paths: the search stops at its bounds (their memory is measured by `npm run bench`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
import { parseExactJson } from '../../../src/platform/json.js'
import {
  ENV,
  expectTablesWellFormed,
  reader,
  runModeInProcess,
  withEnv,
  type ModeRun
} from '../../support/index.js'

const PATH = 'svc|x/::error::pwned\n##[warning]x/<img src=x>/package-lock.json'
let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: {
      repositories: 3,
      repositoryNames: ['acme/a|b<script>alert(1)</script>', 'acme/plain', 'acme/mirror'],
      plantedDependencies: [
        {
          repository: 0,
          lockfilePath: PATH,
          ecosystem: 'npm',
          name: 'evil-pkg',
          version: '1.0|`x`',
          line: 3
        },
        {
          repository: 1,
          lockfilePath: 'package-lock.json',
          ecosystem: 'npm',
          name: 'evil-pkg',
          version: '2.0.0',
          url: 'https://evil.test/phish#L3'
        },
        {
          repository: 2,
          lockfilePath: 'package-lock.json',
          ecosystem: 'npm',
          name: 'evil-pkg',
          version: '3.0.0',
          url: 'https://ghe.example/acme/mirror/blob/main/package-lock.json#L1'
        }
      ]
    }
  })
})

afterAll(() => emulator.close())

async function search(): Promise<ModeRun> {
  const inputs = parseDependencySearchInputs(reader({ packages: 'npm:evil-pkg' }), ENV)
  return runModeInProcess('dependency-search', inputs, { emulator })
}

describe('platform text in the summary and the log', () => {
  let run: ModeRun
  beforeAll(async () => {
    run = await withEnv({ GITHUB_SERVER_URL: 'https://ghe.example' }, search)
  })

  it('finds the three, and keeps every table whole', () => {
    expect(run.outputs['match-count']).toBe('3')
    expectTablesWellFormed(run.summary)
    expect(run.summary).not.toContain('<script>')
    expect(run.summary).not.toContain('<img')
  })

  it('never lets platform text form a workflow command in the log', () => {
    expect(run.log).not.toMatch(/^::error::pwned/m)
    expect(run.log).not.toContain('##[warning]')
  })

  it('links a lockfile only on the GITHUB_SERVER_URL host; another host is text', () => {
    expect(run.summary).toContain(
      '<a href="https://ghe.example/acme/mirror/blob/main/package-lock.json#L1">'
    )
    expect(run.summary).not.toContain('href="https://evil.test')
    expect(run.summary).not.toContain('href="https://github.com')
    const matches = run.summary.slice(run.summary.indexOf('### Matches'))
    const row = matches.split('\n').find(line => line.startsWith('| acme/plain'))!
    expect(row).toContain('| package-lock.json:')
  })
})

describe('a platform that answers endless pages of matching rows', () => {
  it('refuses a page over 4 MiB, saying it is the answer, not the network', async () => {
    const endless = await startEmulator({
      dataset: { repositories: 2 },
      endlessDependencies: { rows: 480, pathChars: 65_536 }
    })
    const work = await mkdtemp(path.join(tmpdir(), 'search-huge-page-'))
    try {
      const searchFile = path.join(work, 'search.json')
      const inputs = parseDependencySearchInputs(
        reader({ packages: 'npm:left-pad', 'search-file': searchFile }),
        ENV
      )
      const run = await runModeInProcess('dependency-search', inputs, { emulator: endless })
      expect(run.failure).toMatch(
        /^Ask the platform's support why it answers this much: the answer is larger than this API's should be\. List dependencies \(POST [^)]+\) failed: the answer is larger than 4 MiB/
      )
      expect(run.failure).not.toContain('api-url')
      const file = parseExactJson(await readFile(searchFile, 'utf8')) as { complete: boolean }
      expect(file.complete).toBe(false)
    } finally {
      await endless.close()
      await rm(work, { recursive: true, force: true })
    }
  })

  it('stops at the bound with its summary, its file (complete: false) and a clear error', async () => {
    const endless = await startEmulator({
      dataset: { repositories: 2 },
      endlessDependencies: { rows: 480, pathChars: 8_192 }
    })
    const work = await mkdtemp(path.join(tmpdir(), 'search-endless-'))
    try {
      const searchFile = path.join(work, 'search.json')
      const inputs = parseDependencySearchInputs(
        reader({ packages: 'npm:left-pad', 'search-file': searchFile, archived: 'exclude' }),
        ENV
      )
      const run = await runModeInProcess('dependency-search', inputs, { emulator: endless })
      expect(run.failure).toMatch(
        /^List dependencies of npm:left-pad: the platform answered more than 64 MiB for one package \(page \d+\)/
      )
      const file = parseExactJson(await readFile(searchFile, 'utf8')) as {
        complete: boolean
        error: string
        packages: { matches: { lockfilePath: string }[] }[]
      }
      expect(file.complete).toBe(false)
      expect(file.error).toMatch(/more than 64 MiB/)
      const paths = file.packages[0]!.matches.map(m => m.lockfilePath)
      expect(paths.length).toBeGreaterThan(0)
      expect(Math.max(...paths.map(p => p.length))).toBe(1024)
      expect(run.summary.split('\n')[2]).toMatch(/^❌ \*\*The search did not finish\.\*\*/)
      expect(run.summary).not.toMatch(/None of|is not used/)
      // The listing stopped at the bound: pages of about 4 MB each, not endless.
      const listings = endless.requests.filter(r => r.operation === 'listDependencies')
      expect(listings.length).toBeLessThanOrEqual(18)
    } finally {
      await endless.close()
      await rm(work, { recursive: true, force: true })
    }
  })

  it('a platform answering 100,000 matches with 1 KiB lockfile paths: stops at 32 MiB of kept text', async () => {
    // Two packages of 50,000 matches each: each listing stays under its own 64 MiB bound.
    const many = await startEmulator({
      dataset: { repositories: 2 },
      endlessDependencies: { rows: 1000, pathChars: 1024, total: 50_000 }
    })
    const work = await mkdtemp(path.join(tmpdir(), 'search-many-'))
    try {
      const searchFile = path.join(work, 'search.json')
      const inputs = parseDependencySearchInputs(
        reader({
          packages: 'npm:left-pad\nnpm:right-pad',
          'search-file': searchFile,
          archived: 'exclude'
        }),
        ENV
      )
      const run = await runModeInProcess('dependency-search', inputs, { emulator: many })
      expect(run.failure).toMatch(
        /^The platform answered more than 32 MiB of lockfile paths, URLs and versions to keep; the search stopped there, and its file holds what was found before \(complete: false\)\./
      )
      const file = parseExactJson(await readFile(searchFile, 'utf8')) as {
        complete: boolean
        packages: { matches: { lockfilePath: string }[] }[]
      }
      expect(file.complete).toBe(false)
      const paths = file.packages.flatMap(p => p.matches.map(m => m.lockfilePath))
      expect(new Set(paths).size).toBe(paths.length)
      // About 1,010 bytes a path: 32 MiB hold about 33,000 of them.
      expect(paths.length).toBeGreaterThan(32_000)
      expect(paths.length).toBeLessThan(34_000)
      expect(file.packages.every(p => p.matches.length > 0)).toBe(true)
      expect(run.summary.split('\n')[2]).toMatch(/^❌ \*\*The search did not finish\.\*\*/)
    } finally {
      await many.close()
      await rm(work, { recursive: true, force: true })
    }
  })
})
