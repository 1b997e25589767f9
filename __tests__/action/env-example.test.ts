/**
 * .env.example, for running a mode with @github/local-action: it applies no action.yml defaults, so
 * the file sets every input whose default is not empty, and names a GITHUB_OUTPUT file (the action
 * writes outputs only there).
 */
import { expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { inputDefaults, inputVariable, REPO_ROOT } from '../../scripts/lib/action-runner.js'

/**
 * The file's `NAME=value` lines, comments aside, as dotenv (local-action's reader) takes them: a
 * name set twice has its later value. `uncomment` keeps the commented `# INPUT_…` examples too.
 */
function envExample(uncomment = false): Record<string, string> {
  const values: Record<string, string> = {}
  const text = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
  for (const raw of text.split('\n')) {
    const line = uncomment ? raw.replace(/^# (INPUT_[A-Z-]+=)/, '$1') : raw
    const match = /^([A-Z][\w.-]*)=(.*)$/.exec(line)
    if (match) values[match[1]!] = match[2]!
  }
  return values
}

it('sets every input that action.yml gives a default (api-url to the emulator)', () => {
  const env = envExample()
  // `${{ github.token }}` aside: only a runner has one, and ticket-link runs without it.
  const defaults = inputDefaults({ repository: 'acme/widgets', ref: 'refs/heads/main', token: '' })
  const defaulted = Object.keys(defaults).filter(name => defaults[name] !== '')
  expect(defaulted.length).toBeGreaterThan(10)
  const unset = defaulted.map(inputVariable).filter(variable => !/\S/.test(env[variable] ?? ''))
  expect(unset).toEqual([])
  expect(env['INPUT_REF']).toBe('refs/heads/main')
  expect(env['INPUT_PAGE-SIZE']).toBe(defaults['page-size'])
})

it('names a GITHUB_OUTPUT file and says to create it first', () => {
  expect(envExample().GITHUB_OUTPUT).toMatch(/\S/)
  expect(readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')).toMatch(/touch \.tmp\/output/)
})

it('its commented examples for other modes take effect when uncommented', () => {
  const examples = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
    .split('\n')
    .map(line => /^# (INPUT_[A-Z-]+)=(.*)$/.exec(line))
    .filter(match => match !== null)
  expect(examples.map(match => match[1])).toContain('INPUT_WAIT')
  const env = envExample(true)
  for (const [, name, value] of examples) expect([name, env[name!]]).toEqual([name, value])
})
