/** Reading inputs in tests: a reader over a plain object and a check of the InputError raised. */
import { expect } from '@jest/globals'
import * as os from 'node:os'
import * as path from 'node:path'
import type { Emulator } from '../../emulator/index.js'
import {
  InputError,
  type CommonInputs,
  type InputEnvironment,
  type InputReader
} from '../../src/action/inputs.js'

/** Reads inputs from a plain object; an input not in it reads as '' (as the runner does). */
export function reader(values: Record<string, string>): InputReader {
  return name => (Object.hasOwn(values, name) ? values[name]! : '')
}

export const RUNNER_TEMP = path.join(os.tmpdir(), 'fake-runner-temp')
export const WORKSPACE = path.join(os.tmpdir(), 'fake-workspace')
/** A runner's environment with a temp folder and a workspace. */
export const ENV: InputEnvironment = { RUNNER_TEMP, GITHUB_WORKSPACE: WORKSPACE }
/** The common inputs as `parseCommonInputs` gives them for the defaults. */
export const COMMON: CommonInputs = {
  token: 'test-token',
  deploymentId: '42',
  apiUrl: 'https://semgrep.dev'
}

/** The common inputs of a run against this emulator, as a step's `with:` gives them. */
export function emulatorInputs(emulator: Emulator): Record<string, string> {
  return {
    token: emulator.token,
    'deployment-id': emulator.dataset.deploymentId,
    'api-url': emulator.url
  }
}

/**
 * The spellings a boolean input is read in (the YAML 1.2 core booleans, spaces around allowed), each
 * with the value it means.
 */
export const BOOLEAN_SPELLINGS: ReadonlyArray<[string, boolean]> = [
  ...['true', 'True', 'TRUE', ' true '].map((text): [string, boolean] => [text, true]),
  ...['false', 'False', 'FALSE'].map((text): [string, boolean] => [text, false])
]

/** Runs `fn`, expects an InputError whose message names the input `name`, returns the message. */
export function inputError(fn: () => unknown, name: string): string {
  let caught: unknown
  try {
    fn()
  } catch (error) {
    caught = error
  }
  return namedInputError(caught, name)
}

/** As {@link inputError}, for a parser that answers with a promise. */
export async function rejectedInputError(parsed: Promise<unknown>, name: string): Promise<string> {
  const caught = await parsed.then(
    () => undefined,
    (error: unknown) => error
  )
  return namedInputError(caught, name)
}

function namedInputError(caught: unknown, name: string): string {
  expect(caught).toBeInstanceOf(InputError)
  const message = (caught as InputError).message
  expect(message).toContain(`'${name}'`)
  return message
}
