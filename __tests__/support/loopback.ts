/**
 * A hostile server on loopback for one test file: started before its tests, and closed after them
 * with the kept-alive connections of every route.
 */
import { afterAll, beforeAll } from '@jest/globals'
import { startHostileServer, type HostileServer } from '../../emulator/hostile.js'
import { closeRoutes } from '../../src/network/proxy.js'

export function loopbackServer(): HostileServer {
  let server: HostileServer | undefined
  beforeAll(async () => {
    server = await startHostileServer()
  })
  afterAll(async () => {
    closeRoutes()
    await server?.close()
  })
  const started = (): HostileServer => {
    if (!server) throw new Error('the loopback server starts before the tests')
    return server
  }
  return {
    get url() {
      return started().url
    },
    get requests() {
      return started().requests
    },
    handle: handler => started().handle(handler),
    close: () => started().close()
  }
}
