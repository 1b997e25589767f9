/** The inputs of `mode: code-scanning`: defaults, each rule, and what is accepted round-trips. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import * as path from 'node:path'
import type { InputEnvironment } from '../../../src/action/inputs.js'
import {
  DEFAULT_CATEGORY,
  isBranchRef,
  parseCodeScanningInputs
} from '../../../src/modes/code-scanning/inputs.js'
import {
  BOOLEAN_SPELLINGS,
  COMMON,
  inputError,
  reader,
  RUNNER_TEMP,
  WORKSPACE
} from '../../support/index.js'

const ENV: InputEnvironment = {
  RUNNER_TEMP,
  GITHUB_WORKSPACE: WORKSPACE,
  GITHUB_REPOSITORY: 'acme/widgets',
  GITHUB_API_URL: 'https://ghe.example/api/v3/',
  GITHUB_SERVER_URL: 'https://ghe.example'
}

const parse = (values: Record<string, string>, env: InputEnvironment = ENV) =>
  parseCodeScanningInputs(reader({ 'github-token': 'ghs_x', ...values }), env, COMMON)

describe('defaults', () => {
  it('as action.yml gives them', () => {
    expect(parse({})).toEqual({
      findingTypes: ['sast', 'sca'],
      findingSeverities: [],
      category: DEFAULT_CATEGORY,
      sarifFolder: RUNNER_TEMP,
      upload: true,
      waitForProcessing: true,
      processingTimeoutMs: 120_000,
      githubToken: 'ghs_x',
      githubApiUrl: 'https://ghe.example/api/v3',
      githubServerUrl: 'https://ghe.example',
      repository: 'acme/widgets',
      scanCommit: 'warn',
      apiUrl: 'https://semgrep.dev'
    })
  })

  it('github.com and api.github.com when the runner names no server', () => {
    const inputs = parse({}, { ...ENV, GITHUB_API_URL: undefined, GITHUB_SERVER_URL: 'not a url' })
    expect(inputs.githubApiUrl).toBe('https://api.github.com')
    expect(inputs.githubServerUrl).toBe('https://github.com')
  })
})

describe('finding-ref', () => {
  it('takes a branch ref', () => {
    expect(parse({ 'finding-ref': ' refs/heads/release/2.x ' }).findingRef).toBe(
      'refs/heads/release/2.x'
    )
  })

  it.each([
    'main',
    'refs/tags/v1',
    'refs/pull/7/merge',
    'refs/heads/',
    'refs/heads/a b',
    'refs/heads/a\u0007'
  ])('%j is not a branch: an input error', ref => {
    expect(() => parse({ 'finding-ref': ref })).toThrow(/^Set finding-ref to a branch/)
  })

  it('a branch ref is taken as written, anything else refused (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), name => {
        const ref = `refs/heads/${name}`
        const ok = name !== '' && !/[\s\p{Cc}]/u.test(name)
        expect(isBranchRef(ref)).toBe(ok)
        if (ok) expect(parse({ 'finding-ref': ref }).findingRef).toBe(ref)
        expect(isBranchRef(name)).toBe(false)
      })
    )
  })
})

describe('lists', () => {
  it('finding-types and finding-severities: any case and separator, de-duplicated, in order', () => {
    const inputs = parse({
      'finding-types': 'SCA,\nai_sast sca',
      'finding-severities': 'High, critical high'
    })
    expect(inputs.findingTypes).toEqual(['sca', 'ai_sast'])
    expect(inputs.findingSeverities).toEqual(['high', 'critical'])
  })

  it('what is accepted round-trips (property)', () => {
    const types = ['sast', 'sca', 'ai_sast'] as const
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...types), { minLength: 1 }),
        fc.constantFrom(', ', ',', ' ', '\n'),
        (list, separator) => {
          expect(parse({ 'finding-types': list.join(separator) }).findingTypes).toEqual(list)
        }
      )
    )
  })

  it.each([
    ['finding-types', 'secrets'],
    ['finding-severities', 'info'],
    ['scan-commit', 'always']
  ])('%s: %j is an input error listing what is allowed', (name, value) => {
    expect(inputError(() => parse({ [name]: value }), name)).toMatch(/Use one of: /)
  })
})

describe('category', () => {
  it('one trailing slash or more is the one the action adds', () => {
    expect(parse({ category: 'platform/main//' }).category).toBe('platform/main')
    expect(parse({ category: '  ' }).category).toBe(DEFAULT_CATEGORY)
  })

  it.each(['a\nb', 'x'.repeat(201)])('%j is an input error', category => {
    inputError(() => parse({ category }), 'category')
  })
})

describe('the upload', () => {
  it.each(BOOLEAN_SPELLINGS)('upload and wait-for-processing read %j as %s', (text, value) => {
    const inputs = parse({ upload: text, 'wait-for-processing': text })
    expect(inputs.upload).toBe(value)
    expect(inputs.waitForProcessing).toBe(value)
  })

  it('an empty github-token is an input error, unless upload: false', () => {
    expect(() => parse({ 'github-token': ' ' })).toThrow(/^Set github-token .*upload: false/)
    expect(parse({ 'github-token': '', upload: 'false' }).githubToken).toBe('')
  })

  it.each([
    ['10', 10_000],
    ['900', 900_000]
  ])('processing-timeout %s is %d ms', (text, ms) => {
    expect(parse({ 'processing-timeout': text }).processingTimeoutMs).toBe(ms)
  })

  it.each(['9', '901', '1.5', '-1', 'soon'])('processing-timeout %j is an input error', text => {
    expect(inputError(() => parse({ 'processing-timeout': text }), 'processing-timeout')).toContain(
      'from 10 to 900'
    )
  })

  it('sarif-file: a relative path is taken from the workspace', () => {
    expect(parse({ 'sarif-file': 'out/a.sarif' }).sarifFile).toBe(
      path.join(WORKSPACE, 'out/a.sarif')
    )
  })

  it('GITHUB_REPOSITORY must be owner/name', () => {
    expect(() => parse({}, { ...ENV, GITHUB_REPOSITORY: undefined })).toThrow(/GITHUB_REPOSITORY/)
    expect(() => parse({}, { ...ENV, GITHUB_REPOSITORY: 'a/b/c' })).toThrow(/GITHUB_REPOSITORY/)
  })
})
