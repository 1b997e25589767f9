/**
 * The floor of `npm run startup-time`: undici 8 as the action loads it (the dispatcher of
 * src/network/proxy.ts) sending one GET to the `api-url` input, and none of the action's own code.
 * With STARTUP_FLOOR_CRYPTO=1 it first loads `node:crypto`, as the action's random names do. The
 * script bundles this file as `npm run bundle` bundles src/, so the floor's excess over bare Node is
 * what the action's first request costs before any line of the action runs.
 */
import type { Dispatcher } from 'undici'
import { closeRoutes, routeFor } from '../src/network/proxy.js'

if (process.env.STARTUP_FLOOR_CRYPTO === '1') process.getBuiltinModule('node:crypto')
const url = new URL('/floor', process.env['INPUT_API-URL'])
const done = () => closeRoutes()
// undici 8 checks that a handler has each of these.
const handler: Dispatcher.DispatchHandler = {
  onRequestStart: () => undefined,
  onResponseStart: () => undefined,
  onResponseData: () => undefined,
  onResponseEnd: done,
  onResponseError: (_controller, error) => {
    console.error(error)
    done()
  }
}
routeFor(url).dispatch({ origin: url.origin, path: url.pathname, method: 'GET' }, handler)
