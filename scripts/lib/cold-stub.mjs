/**
 * What stands in dist/index.js for a module that scripts/cold-chunk.mjs moved to the cold file.
 * `cold` is the expression that loads that file (an object of webpack's module factories by id).
 * The stub runs the real factory on the first require, or, for a module whose export is one
 * function (`call`), on the first call of that function, so that its own requires wait till then.
 */
export function coldStub(id, kind, cold) {
  const factory = `${cold}[${id}]`
  if (kind !== 'call') return `((module, exports, require) => ${factory}(module, exports, require))`
  return (
    '((module, exports, require) => { let loaded; module.exports = function (...args) { ' +
    `if (!loaded) { const real = { exports: {} }; ${factory}(real, real.exports, require); ` +
    'loaded = real.exports } return loaded.apply(this, args) } })'
  )
}
