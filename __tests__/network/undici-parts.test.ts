/**
 * src/network/proxy.ts loads undici's dispatchers from their own files, not from its index, which
 * loads all of undici before the first request (docs/adr/0003-start-up.md). This breaks when an
 * update of undici moves one of those files or makes it something other than what the index exports:
 * then proxy.ts goes back to the index, or follows the files. The weekly undici-latest workflow runs it.
 */
import { expect, it } from '@jest/globals'
import * as undici from 'undici'
import Agent from 'undici/lib/dispatcher/agent.js'
import Pool from 'undici/lib/dispatcher/pool.js'
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js'
import connectThrough from 'undici/lib/api/api-connect.js'

it('each file proxy.ts loads is what undici exports under that name', () => {
  expect(Agent).toBe(undici.Agent)
  expect(Pool).toBe(undici.Pool)
  expect(ProxyAgent).toBe(undici.ProxyAgent)
})

it("the CONNECT proxy.ts calls on a tunnel's pool is the one the index gives every dispatcher", () => {
  expect(connectThrough).toBe(undici.Dispatcher.prototype.connect)
})
