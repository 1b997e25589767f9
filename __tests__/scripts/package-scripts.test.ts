/**
 * The npm scripts that run the emulator, `src/` or the bundle go through scripts/on-node24.mjs, so
 * that they run on Node 24 where the system Node is older than 22 (the emulator answered 500
 * "rawJSON is not a function" on Node 20). CONTRIBUTING explains the engine warnings `npm ci` gives
 * on the oldest Node the README allows.
 */
import { expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { REPO_ROOT } from '../../scripts/lib/action-runner.js'

const scripts = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

it.each(['emulator', 'demo', 'bench', 'test'])('npm run %s goes through on-node24', name => {
  expect(scripts[name]).toMatch(/^node scripts\/on-node24\.mjs '/)
})

/** Whether `version` ([major, minor, patch]) satisfies an `engines` range of the forms npm packages use. */
function satisfies(version: number[], range: string): boolean {
  const compare = (other: number[]): number => {
    for (let i = 0; i < 3; i++)
      if (version[i]! !== (other[i] ?? 0)) return version[i]! - (other[i] ?? 0)
    return 0
  }
  const parts = (text: string): number[] => text.split('.').map(Number)
  const accepts = (comparator: string): boolean => {
    const [, op = '', text = ''] = /^(>=|>|<=|<|\^|=)?(.*)$/.exec(comparator)!
    const bound = parts(text)
    if (op === '>=') return compare(bound) >= 0
    if (op === '>') return compare(bound) > 0
    if (op === '<') return compare(bound) < 0
    if (op === '<=') return compare(bound) <= 0
    if (op === '^') return version[0] === bound[0] && compare(bound) >= 0
    // `20` or `14.17`: that major (and minor), any rest
    return bound.every((n, i) => version[i] === n)
  }
  return range.split('||').some(clause =>
    clause
      .trim()
      .replace(/([<>=^]+)\s+/g, '$1')
      .split(/\s+/)
      .every(accepts)
  )
}

it('CONTRIBUTING explains the EBADENGINE warnings npm ci gives on the oldest Node the README allows', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
  const oldest = Number(/system's Node (\d+) or later/.exec(readme)![1])
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } }>
  }
  const refused = (key: string): boolean => {
    const range = lock.packages[key]?.engines?.node
    // a current release of that major: its later minors are what people have
    return range !== undefined && !satisfies([oldest, 99, 0], range)
  }
  expect(satisfies([20, 0, 0], '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(false)
  expect(satisfies([20, 9, 0], '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true)
  expect(satisfies([20, 0, 0], '>= 0.4')).toBe(true)
  const direct = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    name => refused(`node_modules/${name}`)
  )
  // the direct dependencies that need a newer Node are each named, with the warnings they bring
  const contributing = readFileSync(path.join(REPO_ROOT, 'CONTRIBUTING.md'), 'utf8')
  expect(direct.length + (refused('') ? 1 : 0)).toBeGreaterThan(0)
  expect(contributing).toContain('EBADENGINE')
  for (const name of direct) expect(contributing).toContain(`\`${name}\``)
  expect(readme).toContain('EBADENGINE')
})
