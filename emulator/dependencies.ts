/**
 * The dependencies of each lockfile, generated from the seed when asked for (never stored, so
 * datasets of 100,000 repositories stay small). The SBOM document and the dependency filters read
 * the same packages.
 */
import type {
  DatasetDependency,
  DatasetLockfile,
  DatasetRepository,
  Ecosystem,
  LicensePolicySetting
} from './dataset.js'
import { SeededRandom, hashString } from './random.js'

export type { DatasetDependency, LicensePolicySetting, Transitivity } from './dataset.js'

const PACKAGE_NAMES: Record<Ecosystem, readonly string[]> = {
  npm: ['lodash', 'express', 'react', 'axios', 'chalk', 'debug', 'semver', 'uuid', 'zod', 'yaml'],
  golang: [
    'github.com/gorilla/mux',
    'github.com/spf13/cobra',
    'github.com/stretchr/testify',
    'golang.org/x/crypto',
    'golang.org/x/net',
    'google.golang.org/grpc',
    'github.com/google/uuid',
    'go.uber.org/zap'
  ],
  pypi: ['requests', 'django', 'flask', 'urllib3', 'pyyaml', 'jinja2', 'numpy', 'certifi'],
  gem: ['rails', 'rack', 'nokogiri', 'puma', 'devise', 'sidekiq', 'json', 'rake'],
  cargo: ['serde', 'tokio', 'rand', 'regex', 'clap', 'hyper', 'anyhow', 'log'],
  maven: [
    'org.springframework/spring-core',
    'com.fasterxml.jackson.core/jackson-databind',
    'org.apache.commons/commons-lang3',
    'com.google.guava/guava',
    'org.slf4j/slf4j-api',
    'org.apache.logging.log4j/log4j-core'
  ],
  composer: ['laravel/framework', 'symfony/console', 'guzzlehttp/guzzle', 'monolog/monolog'],
  nuget: ['Newtonsoft.Json', 'Serilog', 'Dapper', 'AutoMapper', 'Polly', 'xunit'],
  hex: ['phoenix', 'ecto', 'plug', 'jason', 'telemetry', 'gettext']
}
const NAME_SUFFIXES = ['core', 'utils', 'client', 'plugin', 'types', 'extra', 'compat'] as const

/** Licenses with the policy setting the emulated deployment gives them. */
const LICENSES: readonly (readonly [string, LicensePolicySetting])[] = [
  ['MIT', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['MIT', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['Apache-2.0', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['Apache-2.0', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['BSD-3-Clause', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['ISC', 'LICENSE_POLICY_SETTING_ALLOW'],
  ['MPL-2.0', 'LICENSE_POLICY_SETTING_COMMENT'],
  ['LGPL-2.1-only', 'LICENSE_POLICY_SETTING_COMMENT'],
  ['GPL-3.0-only', 'LICENSE_POLICY_SETTING_BLOCK'],
  ['AGPL-3.0-only', 'LICENSE_POLICY_SETTING_BLOCK']
]

/**
 * Calls `visit` for each of the lockfile's `numDependencies` packages with its position: the
 * generated ones (distinct, stable per seed), then the planted ones. Names and versions come from
 * one PRNG (the SBOM's since before there were filters), the rest from another.
 */
export function forEachDependency(
  seed: number,
  repository: DatasetRepository,
  lockfile: DatasetLockfile,
  visit: (dependency: DatasetDependency, position: number) => void
): void {
  const planted = lockfile.planted ?? []
  const generated = lockfile.numDependencies - planted.length
  const key = `${seed}:${repository.id}:${lockfile.lockfilePath}`
  const random = new SeededRandom(hashString(`sbom:${key}`))
  const traits = new SeededRandom(hashString(`traits:${key}`))
  const pool = random.shuffle(PACKAGE_NAMES[lockfile.ecosystem])
  const direct = Math.max(1, Math.round(generated / 4))
  for (let index = 0; index < generated; index++) {
    const base = pool[index % pool.length] as string
    const round = Math.floor(index / pool.length)
    const suffix = round === 0 ? '' : `-${NAME_SUFFIXES[(round - 1) % NAME_SUFFIXES.length]}`
    const extra =
      round > NAME_SUFFIXES.length ? String(Math.ceil(round / NAME_SUFFIXES.length)) : ''
    const semver = `${random.integer(0, 9)}.${random.integer(0, 30)}.${random.integer(0, 20)}`
    const [license, licensePolicySetting] = traits.pick(LICENSES)
    visit(
      {
        name: `${base}${suffix}${extra}`,
        version: lockfile.ecosystem === 'golang' ? `v${semver}` : semver,
        transitivity:
          traits.next() < 0.05 ? 'UNKNOWN_TRANSITIVITY' : index < direct ? 'DIRECT' : 'TRANSITIVE',
        license,
        licensePolicySetting
      },
      index
    )
  }
  planted.forEach((dependency, index) => visit(dependency, generated + index))
}

/**
 * Whether a generated dependency can have this name: only names that start with a name of the
 * pools do. Other names are planted ones only, which the dependency listing finds without
 * generating every lockfile's packages.
 */
export function mayBeGenerated(name: string): boolean {
  return Object.values(PACKAGE_NAMES).some(pool => pool.some(base => name.startsWith(base)))
}

/** A lockfile's dependencies as a list. */
export function lockfileDependencies(
  seed: number,
  repository: DatasetRepository,
  lockfile: DatasetLockfile
): DatasetDependency[] {
  const dependencies: DatasetDependency[] = []
  forEachDependency(seed, repository, lockfile, dependency => dependencies.push(dependency))
  return dependencies
}

/** The published `ecosystem` value of a lockfile (the dataset names ecosystems as purl types). */
export function apiEcosystem(ecosystem: Ecosystem): string {
  return ecosystem === 'golang' ? 'gomod' : ecosystem
}
