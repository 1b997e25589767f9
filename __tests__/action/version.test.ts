/** The Node check at the start of a run, and the User-Agent. */
import { expect, it } from '@jest/globals'
import { ACTION_USER_AGENT, requireSupportedNode, userAgent } from '../../src/action/version.js'

it('refuses Node older than 22.19, naming the Node it needs and the one it found', () => {
  for (const version of ['20.20.2', '21.7.3', '18.0.0', '22.0.0', '22.18.9']) {
    expect(() => requireSupportedNode(version)).toThrow(
      `it needs Node 22.19 or later, and this is Node ${version}.`
    )
  }
})

it('runs on Node 22.19 and later', () => {
  for (const version of ['22.19.0', '22.20.1', '23.0.0', '24.11.1', '25.2.0']) {
    expect(() => requireSupportedNode(version)).not.toThrow()
  }
  expect(() => requireSupportedNode()).not.toThrow()
})

it('is the action and its version when the runner sets no orchestration ID', () => {
  expect(ACTION_USER_AGENT).toMatch(/^security-platform-action\/\d+\.\d+\.\d+/)
  expect([userAgent(undefined), userAgent(''), userAgent('  ')]).toEqual([
    ACTION_USER_AGENT,
    ACTION_USER_AGENT,
    ACTION_USER_AGENT
  ])
})

it('appends the orchestration ID, each character outside letters, digits, _ . - as _', () => {
  expect(userAgent('a1B2_c.d-e')).toBe(`${ACTION_USER_AGENT} actions_orchestration_id/a1B2_c.d-e`)
  expect(userAgent('run 7/job:é;x')).toBe(
    `${ACTION_USER_AGENT} actions_orchestration_id/run_7_job___x`
  )
})
