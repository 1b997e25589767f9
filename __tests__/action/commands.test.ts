/** The runner's interface: inputs read, commands and outputs written as the runner parses them. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { parseOutputFile } from '../../scripts/lib/action-runner.js'
import { stdoutOf } from '../support/run.js'
import {
  addMask,
  annotate,
  getInput,
  issueCommand,
  setOutput,
  writeLine
} from '../../src/action/commands.js'

describe('getInput', () => {
  afterEach(() => {
    delete process.env['INPUT_API-URL']
    delete process.env.INPUT_RELEASE_NAME
  })

  it('reads INPUT_<NAME> in upper case, spaces as underscores, hyphens kept, trimmed', () => {
    process.env['INPUT_API-URL'] = '  https://platform.example \n'
    process.env.INPUT_RELEASE_NAME = 'v1'
    expect(getInput('api-url')).toBe('https://platform.example')
    expect(getInput('release name')).toBe('v1')
  })

  it('is empty for an input the runner did not set', () => {
    expect(getInput('no-such-input')).toBe('')
  })
})

describe('workflow commands', () => {
  it('escapes %, CR and LF in the message, so that a command stays one line', () => {
    expect(stdoutOf(() => issueCommand('debug', '100%\r\n::error::x'))).toBe(
      '::debug::100%25%0D%0A::error::x\n'
    )
  })

  it('escapes the property separators in property values and leaves empty ones out', () => {
    expect(stdoutOf(() => issueCommand('warning', 'm', { title: 'a: b, c%\n', file: '' }))).toBe(
      '::warning title=a%3A b%2C c%25%0A::m\n'
    )
    expect(stdoutOf(() => annotate('error', 'failed', 'Tool: failed'))).toBe(
      '::error title=Tool%3A failed::failed\n'
    )
    expect(stdoutOf(() => annotate('notice', 'note'))).toBe('::notice::note\n')
  })

  it('masks a secret with add-mask and writes plain lines as they are', () => {
    expect(stdoutOf(() => addMask('s3cr%t'))).toBe('::add-mask::s3cr%25t\n')
    expect(stdoutOf(() => writeLine('plain 100%'))).toBe('plain 100%\n')
  })
})

describe('setOutput', () => {
  let work: string
  let saved: string | undefined
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'commands-'))
    saved = process.env.GITHUB_OUTPUT
  })
  afterEach(async () => {
    if (saved === undefined) delete process.env.GITHUB_OUTPUT
    else process.env.GITHUB_OUTPUT = saved
    await rm(work, { recursive: true, force: true })
  })

  it('appends a delimited block per output to $GITHUB_OUTPUT, values with line feeds intact', async () => {
    const file = path.join(work, 'output')
    await writeFile(file, '')
    process.env.GITHUB_OUTPUT = file
    setOutput('deployment-id', '7')
    setOutput('report', 'line 1\nname=other\nline 3')
    const written = await readFile(file, 'utf8')
    expect(parseOutputFile(written)).toEqual({
      'deployment-id': '7',
      report: 'line 1\nname=other\nline 3'
    })
    expect(written).toMatch(/^deployment-id<<ghadelimiter_[0-9a-f-]{36}\n7\nghadelimiter_/)
  })

  it('refuses a $GITHUB_OUTPUT that names no file', () => {
    process.env.GITHUB_OUTPUT = path.join(work, 'missing')
    expect(() => setOutput('a', 'b')).toThrow(`Missing file at path: ${path.join(work, 'missing')}`)
  })

  it('never writes the deprecated set-output command: without $GITHUB_OUTPUT it says so, once', () => {
    delete process.env.GITHUB_OUTPUT
    const said = stdoutOf(() => {
      setOutput('a', 'x\ny')
      setOutput('b', 'z')
    })
    expect(said).not.toContain('set-output')
    expect(said).toBe(
      'GITHUB_OUTPUT is not set, so the step outputs are not written: set it to an existing file ' +
        'to get them there (the runner does).\n'
    )
  })
})

describe('the bytes @actions/core writes for the same calls', () => {
  // The commands are written here to keep @actions/core out of the start (see commands.ts); the
  // runner parses what the toolkit writes, so the two must agree byte for byte.
  const samples = ['plain', '100%\r\n::error::x', 'a: b, c%', '', 'é😀 \t', '%0A%25 literal']

  it.each(samples)('annotations with titles, debug lines and masks of %j', async sample => {
    const core = await import('@actions/core')
    for (const level of ['error', 'warning', 'notice'] as const) {
      expect(stdoutOf(() => annotate(level, sample, `T: ${sample}`))).toBe(
        stdoutOf(() => core[level](sample, { title: `T: ${sample}` }))
      )
      expect(stdoutOf(() => annotate(level, sample))).toBe(stdoutOf(() => core[level](sample)))
    }
    expect(stdoutOf(() => issueCommand('debug', sample))).toBe(stdoutOf(() => core.debug(sample)))
    expect(stdoutOf(() => addMask(sample))).toBe(stdoutOf(() => core.setSecret(sample)))
    expect(stdoutOf(() => writeLine(sample))).toBe(stdoutOf(() => core.info(sample)))
  })

  it('output files as setOutput writes them, delimiters aside', async () => {
    const core = await import('@actions/core')
    const work = await mkdtemp(path.join(tmpdir(), 'commands-core-'))
    const saved = process.env.GITHUB_OUTPUT
    const written = async (set: (name: string, value: string) => void): Promise<string> => {
      const file = path.join(work, `output-${Math.random()}`)
      await writeFile(file, '')
      process.env.GITHUB_OUTPUT = file
      set('report', 'line 1\nname<<EOF\n%0A')
      set('count', '0')
      return (await readFile(file, 'utf8')).replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER')
    }
    try {
      expect(await written(setOutput)).toBe(await written((n, v) => core.setOutput(n, v)))
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT
      else process.env.GITHUB_OUTPUT = saved
      await rm(work, { recursive: true, force: true })
    }
  })

  it('inputs read as getInput reads them', async () => {
    const core = await import('@actions/core')
    process.env['INPUT_SOME_NAME-X'] = ' \n value with spaces \t'
    try {
      expect(getInput('some name-x')).toBe(core.getInput('some name-x'))
      expect(getInput('absent-input')).toBe(core.getInput('absent-input'))
    } finally {
      delete process.env['INPUT_SOME_NAME-X']
    }
  })
})
