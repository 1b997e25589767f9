/** The Node check at the start of a run: older than 22 stops at once, saying which Node it needs. */
import { expect, it } from '@jest/globals'
import { requireSupportedNode } from '../../src/action/version.js'

it('refuses Node older than 22, naming the Node it needs and the one it found', () => {
  for (const version of ['20.20.2', '21.7.3', '18.0.0']) {
    expect(() => requireSupportedNode(version)).toThrow(
      `it needs Node 22 or later, and this is Node ${version}.`
    )
  }
})

it('runs on Node 22 and later', () => {
  for (const version of ['22.0.0', '24.11.1', '25.2.0']) {
    expect(() => requireSupportedNode(version)).not.toThrow()
  }
  expect(() => requireSupportedNode()).not.toThrow()
})
