/**
 * The stubs scripts/cold-chunk.mjs leaves in dist/index.js for the modules it moves to dist/cold.cjs,
 * evaluated with a cold file of test factories. The bundle itself is run without that file, and with
 * what needs it, in __tests__/e2e/cold-chunk.test.ts.
 */
import { describe, expect, it, jest } from '@jest/globals'
import { coldStub } from '../../scripts/lib/cold-stub.mjs'

type Module = { exports: unknown }
type Factory = (module: Module, exports: unknown, require: unknown) => void

/** The stub for module 7 as a function, its cold file holding `factory` under that id. */
function stubFor(kind: 'call' | undefined, factory: Factory): Factory {
  const load = () => ({ 7: factory })
  // Strict, as the bundle's ES module is. The stub is source text: it is evaluated as such.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('load', `'use strict'; return ${coldStub(7, kind, 'load()')}`)(
    load
  ) as Factory
}

describe('coldStub', () => {
  it('runs the real factory with the module, its exports and the bundle require', () => {
    const seen: unknown[][] = []
    const factory = jest.fn<Factory>((module, exports, require) => {
      seen.push([module, exports, require])
      module.exports = 'loaded'
    })
    const module: Module = { exports: {} }
    const exports = module.exports
    const require = () => undefined
    stubFor(undefined, factory)(module, exports, require)
    expect(seen).toHaveLength(1)
    expect(seen[0]![0]).toBe(module)
    expect(seen[0]![1]).toBe(exports)
    expect(seen[0]![2]).toBe(require)
    expect(module.exports).toBe('loaded')
  })

  it("'call': loads nothing until the export is called, then once, passing arguments, this and the result", () => {
    const connect = jest.fn(function (this: unknown, a: number, b: number) {
      return { self: this, sum: a + b }
    })
    const factory = jest.fn<Factory>(module => {
      module.exports = connect
    })
    const module: Module = { exports: {} }
    stubFor('call', factory)(module, module.exports, () => undefined)
    expect(factory).not.toHaveBeenCalled()
    const exported = module.exports as (a: number, b: number) => unknown
    const self = { client: 1 }
    expect(exported.call(self, 2, 3)).toEqual({ self, sum: 5 })
    expect(exported(4, 5)).toEqual({ self: undefined, sum: 9 })
    expect(factory).toHaveBeenCalledTimes(1)
    expect(connect).toHaveBeenCalledTimes(2)
  })
})
