/**
 * An exchange ends only once undici has freed its socket for the next request: requests sent one
 * after another share one connection, directly and through a CONNECT proxy (one tunnel). Counted as
 * the emulator and the proxy accept them.
 */
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { startConnectProxy } from '../../emulator/network/connect-proxy.js'
import { exchange } from '../../src/network/http.js'
import { closeRoutes } from '../../src/network/proxy.js'
import { withEnv } from '../support/index.js'
import { NO_PROXY_ENV } from '../support/network.js'

const REQUESTS = 50
let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({})
})
afterAll(() => emulator.close())
afterEach(() => {
  closeRoutes()
  emulator.resetRequests()
})

async function oneAfterAnother(origin: string): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const url = new URL('/api/v1/deployments', origin)
    const headers = { authorization: `Bearer ${emulator.token}` }
    statuses.push((await exchange({ method: 'GET', url, headers })).status)
  }
  return statuses
}

it(`sends ${REQUESTS} requests one after another over one connection`, async () => {
  const statuses = await withEnv(NO_PROXY_ENV, () => oneAfterAnother(emulator.url))
  expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 200))
  expect(emulator.stats()).toMatchObject({ requests: REQUESTS, connections: 1 })
})

it(`sends ${REQUESTS} requests one after another through one tunnel of a proxy`, async () => {
  const proxy = await startConnectProxy({
    routes: { 'platform.example:80': Number(new URL(emulator.url).port) }
  })
  try {
    const env = { ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }
    const statuses = await withEnv(env, () => oneAfterAnother('http://platform.example'))
    expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 200))
    expect([proxy.tunnels.length, emulator.stats().connections]).toEqual([1, 1])
  } finally {
    await proxy.close()
  }
})
