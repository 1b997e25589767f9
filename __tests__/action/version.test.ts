/** The User-Agent: the action and its version, and the runner's orchestration ID as the toolkit writes it. */
import { expect, it } from '@jest/globals'
import { ACTION_USER_AGENT, userAgent } from '../../src/action/version.js'

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
