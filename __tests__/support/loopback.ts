/**
 * Servers on loopback for one test file: started before its tests, and closed after them (a
 * hostile server with the kept-alive connections of every route).
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

/**
 * What `start` makes, before the file's tests, and `close`d after them. The answer reads its fields
 * once started, so a test file can hold it from the top; read fields, never spread it.
 */
export function forTestFile<T extends object>(
  start: () => Promise<T>,
  close: (started: T) => Promise<unknown>
): T {
  let value: T | undefined
  beforeAll(async () => {
    value = await start()
  })
  afterAll(async () => {
    if (value) await close(value)
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error('the servers start before the tests')
      return Reflect.get(value, key) as unknown
    }
  })
}
