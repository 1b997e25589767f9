/** `sbom-export`'s repository inputs: `repository-id`, or `repository` to look up by name. */
import * as os from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { InputError, type InputEnvironment } from '../../../src/action/inputs.js'
import { parseSbomExportInputs, sbomFilePath } from '../../../src/modes/sbom-export/inputs.js'

const RUNNER_TEMP = path.join(os.tmpdir(), 'fake-runner-temp')
const ENV: InputEnvironment = { RUNNER_TEMP, GITHUB_REPOSITORY: 'acme/web-app' }

function parse(values: Record<string, string>, env: InputEnvironment = ENV) {
  const all: Record<string, string> = { ref: 'refs/tags/v1', ...values }
  return parseSbomExportInputs(name => all[name] ?? '', env)
}

function inputError(values: Record<string, string>, env?: InputEnvironment): string {
  try {
    parse(values, env)
  } catch (error) {
    if (error instanceof InputError) return error.message
    throw error
  }
  throw new Error('expected an InputError')
}

describe('the repository to export', () => {
  it('repository-id wins, exact beyond 2^53, and repository is not needed', () => {
    const inputs = parse({ 'repository-id': '09223372036854775807', repository: 'x/y' })
    expect(inputs.repositoryId).toBe(9223372036854775807n)
    expect(inputs.repository).toBeUndefined()
  })

  it('without repository-id: the repository input, as written', () => {
    const inputs = parse({ repository: 'Acme/Web-App' })
    expect(inputs.repository).toBe('Acme/Web-App')
    expect(inputs.repositoryId).toBeUndefined()
  })

  it('without either: the workflow repository (GITHUB_REPOSITORY)', () => {
    expect(parse({}).repository).toBe('acme/web-app')
  })

  it('nothing to go on: says to set repository or repository-id', () => {
    const message = inputError({}, { RUNNER_TEMP })
    expect(message).toContain("'repository-id' and 'repository' are empty")
    expect(message).toContain('`repository-id`')
  })

  it.each([
    'web-app',
    'acme/',
    '/web',
    'acme/..',
    './x',
    'acme/web app',
    'acme/we\nb',
    'acme/we\u0085b'
  ])('refuses the repository %j', name => {
    expect(inputError({ repository: name })).toMatch(/^Input 'repository' is .* owner\/name/s)
  })

  it('repository-id must be an int64', () => {
    expect(inputError({ 'repository-id': '9223372036854775808' })).toContain('repository-id')
  })
})

describe('sbom-file', () => {
  it('defaults to <RUNNER_TEMP>/sbom-<repository id>.json, with the ID found at run time', () => {
    const inputs = parse({})
    expect(sbomFilePath(inputs, 9007199254740993n)).toBe(
      path.join(RUNNER_TEMP, 'sbom-9007199254740993.json')
    )
  })

  it('an explicit file does not depend on the ID', () => {
    const file = path.join(os.tmpdir(), 'out.json')
    expect(sbomFilePath(parse({ 'sbom-file': file }), 1n)).toBe(file)
  })
})
