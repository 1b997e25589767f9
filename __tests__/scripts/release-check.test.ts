/**
 * The release check (scripts/release-check.mjs) on small repositories made for each case: a version
 * commit needs its CHANGELOG section and an empty `[Unreleased]`; any other commit passes with
 * entries under `[Unreleased]`. A shallow clone of one commit is checked as a full one.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { changelogSection, checkRelease } from '../../scripts/release-check.mjs'
import { REPO_ROOT } from '../../scripts/lib/action-runner.js'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

const IDENTITY = ['-c', 'user.name=Release Check', '-c', 'user.email=check@example.com']
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8', stdio: 'pipe' }).trim()

type Commit = { version: string; changelog: string }

/** A repository with one commit per entry, in order; returns its folder. */
function repository(...commits: Commit[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-check-'))
  made.push(dir)
  git(dir, 'init', '--quiet', '--initial-branch=main')
  for (const [i, { version, changelog }] of commits.entries()) {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'a', version }))
    writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog)
    git(dir, 'add', '.')
    git(dir, 'commit', '--quiet', '-m', `commit ${i}`)
  }
  return dir
}

const changelog = (...sections: [string, string][]) =>
  ['# Changelog', ...sections.map(([name, body]) => `## [${name}]\n\n${body}\n`)].join('\n\n')

const released = changelog(['Unreleased', ''], ['1.1.0', '- The first feature.'])
/** 1.1.0, then a fix listed under Unreleased: where main stands between releases. */
const between: Commit[] = [
  { version: '1.1.0', changelog: released },
  {
    version: '1.1.0',
    changelog: changelog(['Unreleased', '- A fix.'], ['1.1.0', '- The first feature.'])
  }
]

describe('a version commit', () => {
  it('passes with its section and an empty [Unreleased], the section as its notes', () => {
    const bump = changelog(
      ['Unreleased', ''],
      ['1.2.0', '- A fix.'],
      ['1.1.0', '- The first feature.']
    )
    const result = checkRelease({
      cwd: repository(...between, { version: '1.2.0', changelog: bump })
    })
    expect(result).toMatchObject({ version: '1.2.0', previous: '1.1.0', release: true })
    expect(result.errors).toEqual([])
    expect(result.notes).toBe('- A fix.')
  })

  it('fails without its CHANGELOG section', () => {
    const unchanged = changelog(['Unreleased', ''], ['1.1.0', '- The first feature.'])
    const result = checkRelease({
      cwd: repository(between[0]!, { version: '1.2.0', changelog: unchanged })
    })
    expect(result.release).toBe(true)
    expect(result.errors).toEqual([expect.stringContaining('no section "## [1.2.0]"')])
  })

  it('passes with empty sub-headings left under [Unreleased]', () => {
    const bump = changelog(['Unreleased', '### Added\n\n### Fixed'], ['1.2.0', '- A fix.'])
    const result = checkRelease({
      cwd: repository(between[0]!, { version: '1.2.0', changelog: bump })
    })
    expect(result.errors).toEqual([])
  })

  it('fails while [Unreleased] still lists changes', () => {
    const both = changelog(
      ['Unreleased', '- A fix that came after.'],
      ['1.2.0', '- A fix.'],
      ['1.1.0', '- The first feature.']
    )
    const result = checkRelease({
      cwd: repository(...between, { version: '1.2.0', changelog: both })
    })
    expect(result.errors).toEqual([
      expect.stringContaining('"## [Unreleased]" is not empty at the version commit for 1.2.0')
    ])
  })

  it('fails when the version goes down or is not X.Y.Z', () => {
    const down = changelog(['Unreleased', ''], ['1.0.9', '- Back.'])
    expect(
      checkRelease({ cwd: repository(between[0]!, { version: '1.0.9', changelog: down }) }).errors
    ).toEqual([expect.stringContaining('1.0.9 is not above 1.1.0')])
    const pre = changelog(['Unreleased', ''], ['1.2.0-rc.1', '- Soon.'])
    expect(
      checkRelease({ cwd: repository(between[0]!, { version: '1.2.0-rc.1', changelog: pre }) })
        .errors
    ).toEqual([expect.stringContaining('1.2.0-rc.1 is not X.Y.Z')])
  })

  it('is found in a shallow clone of that one commit', () => {
    const bump = changelog(['Unreleased', '- Left behind.'], ['1.2.0', '- A fix.'])
    const origin = repository(...between, { version: '1.2.0', changelog: bump })
    const clone = mkdtempSync(path.join(tmpdir(), 'release-check-clone-'))
    made.push(clone)
    git(clone, 'clone', '--quiet', '--depth=1', `file://${origin}`, '.')
    const result = checkRelease({ cwd: clone })
    expect(result).toMatchObject({ version: '1.2.0', previous: '1.1.0', release: true })
    expect(result.errors).toHaveLength(1)
  })
})

describe('any other commit', () => {
  it('passes with entries under [Unreleased]', () => {
    const result = checkRelease({ cwd: repository(...between) })
    expect(result).toMatchObject({ version: '1.1.0', previous: '1.1.0', release: false })
    expect(result.errors).toEqual([])
  })

  it("fails without the current version's section", () => {
    const none = changelog(['Unreleased', '- A fix.'])
    const result = checkRelease({
      cwd: repository(between[0]!, { version: '1.1.0', changelog: none })
    })
    expect(result.release).toBe(false)
    expect(result.errors).toEqual([expect.stringContaining('no section "## [1.1.0]"')])
  })
})

describe('the command', () => {
  const script = path.join(REPO_ROOT, 'scripts/release-check.mjs')
  const run = (cwd: string, ...args: string[]) => {
    const output = path.join(cwd, '.output')
    writeFileSync(output, '')
    try {
      const stdout = execFileSync(process.execPath, [script, ...args], {
        cwd,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, GITHUB_OUTPUT: output }
      })
      return { status: 0, stdout, output: readFileSync(output, 'utf8') }
    } catch (error) {
      const { status, stdout } = error as { status: number; stdout: string }
      return { status, stdout, output: readFileSync(output, 'utf8') }
    }
  }

  it('writes the notes and the outputs of a version commit', () => {
    const bump = changelog(['Unreleased', ''], ['1.2.0', '- A fix.'])
    const dir = repository(between[0]!, { version: '1.2.0', changelog: bump })
    const notes = path.join(dir, '.notes')
    expect(run(dir, '--notes', notes)).toMatchObject({
      status: 0,
      output: 'version=1.2.0\nrelease=true\n'
    })
    expect(readFileSync(notes, 'utf8')).toBe('- A fix.\n')
  })

  it('exits 1 with an annotation per fault, and writes no outputs', () => {
    const bump = changelog(['Unreleased', '- A fix.'])
    const failed = run(repository(between[0]!, { version: '1.2.0', changelog: bump }))
    expect(failed).toMatchObject({ status: 1, output: '' })
    expect(failed.stdout.match(/^::error::/gm)).toHaveLength(2)
  })

  it('checks the commit given rather than HEAD', () => {
    const bump = changelog(['Unreleased', ''], ['1.2.0', '- A fix.'])
    const dir = repository(between[0]!, { version: '1.2.0', changelog: bump }, between[1]!)
    expect(run(dir, '--commit', 'HEAD~1')).toMatchObject({
      status: 0,
      output: 'version=1.2.0\nrelease=true\n'
    })
  })
})

it('reads a section up to the next heading, whatever follows its name', () => {
  const text = '## [Unreleased]\n\n## [1.1.0] - 2026-11-28\n\n- One.\n\n## [1.0.0]\n\n- Zero.\n'
  expect(changelogSection(text, 'Unreleased')).toBe('')
  expect(changelogSection(text, '1.1.0')).toBe('- One.')
  expect(changelogSection(text, '1.0')).toBeUndefined()
})
