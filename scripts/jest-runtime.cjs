/**
 * Jest's runtime (`runtime` in jest.config.js), with two changes for the CommonJS files of
 * node_modules (undici, @actions/core, ajv, jest's own expect, …): each is read once per worker,
 * not once per test file, and compiled so that V8 can reuse its code in the worker's next file.
 *
 * Jest compiles each CommonJS module again for every test file, in that file's context, and passes
 * a callback for `import()`; V8 caches compiled code by source, but a callback makes every compile
 * unique, so nothing was reused: a fifth to a quarter of the suite's CPU went to compiling the same
 * packages again. A file that never calls `import()` needs no callback. Everything else (the
 * project's files, a package that calls `import()`, a compile error) goes through jest's own compile.
 * Each test file still gets its own module instances and context: only the compiled code is shared.
 */
// CommonJS, as jest-runner loads a runtime with require()
/* eslint-disable @typescript-eslint/no-require-imports */
const vm = require('node:vm')
const Runtime = require('jest-runtime').default

/** The text of node_modules files, read once per worker rather than once per test file. */
const packageSources = new Map()

/**
 * Whether `import(` appears outside comments (JSDoc types such as `import('./client.js')` do not
 * count); a string holding it counts, which only means jest's own compile.
 */
function callsImport(source) {
  if (!source.includes('import(')) return false
  let found = importCallers.get(source)
  if (found === undefined) {
    found = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .includes('import(')
    importCallers.set(source, found)
  }
  return found
}
const importCallers = new Map()

class SharedCompileRuntime extends Runtime {
  constructor(...args) {
    super(...args)
    const files = this.fileCache
    if (typeof files?.readFile === 'function') {
      const readFile = files.readFile.bind(files)
      files.readFile = filename => {
        if (!filename.includes('/node_modules/')) return readFile(filename)
        let source = packageSources.get(filename)
        if (source === undefined) {
          source = readFile(filename)
          packageSources.set(filename, source)
        }
        return source
      }
    }
    const executor = this.executor
    // internals of jest-runtime 30; without them, jest's compile runs unchanged
    if (typeof executor?.compile !== 'function' || !executor.injectedModuleParameters) return
    const compile = executor.compile.bind(executor)
    executor.compile = (source, filename) => {
      if (!filename.includes('/node_modules/') || callsImport(source)) {
        return compile(source, filename)
      }
      const parsingContext = this._environment.getVmContext()
      if (!parsingContext) return null
      try {
        return vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          parsingContext
        })
      } catch {
        return compile(source, filename)
      }
    }
  }
}

module.exports = SharedCompileRuntime
