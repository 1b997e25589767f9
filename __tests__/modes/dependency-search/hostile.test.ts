/**
 * `mode: dependency-search` against platform text that tries to act: workflow commands and table
 * syntax in lockfile paths, versions and repository names, a lockfile URL on another host than
 * GITHUB_SERVER_URL. None of it may become a command in the log, break a table, or be a link.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
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
    const row = run.summary.split('\n').find(line => line.startsWith('| acme/plain'))!
    expect(row).toContain('| package-lock.json:')
  })
})
