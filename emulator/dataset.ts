/** The data the emulator serves: generated from a seed, so the same options give the same data. */
import { FINDING_TYPES, addFindings, type DatasetFinding, type FindingBatch } from './findings.js'
import { SeededRandom, hashString } from './random.js'

/** Transitivity values of the published `DependencyFilter`. */
export type Transitivity = 'DIRECT' | 'TRANSITIVE' | 'UNKNOWN_TRANSITIVITY'
/** License policy settings of the published `DependencyFilter`. */
export type LicensePolicySetting =
  'LICENSE_POLICY_SETTING_ALLOW' | 'LICENSE_POLICY_SETTING_COMMENT' | 'LICENSE_POLICY_SETTING_BLOCK'

/** One package a lockfile pins. */
export interface DatasetDependency {
  name: string
  version: string
  transitivity: Transitivity
  /** SPDX identifier. */
  license: string
  /** What the deployment's license policy says about `license`. */
  licensePolicySetting: LicensePolicySetting
  /** Planted ones: the lockfile line (else made from the position) and `definedAt.url`. */
  line?: number
  url?: string
}

/** Options of `generateDataset`; every field has a default. */
export interface DatasetOptions {
  /** PRNG seed; default 1. */
  seed?: number
  /** Numeric deployment ID (digits, may exceed 2^53); default '1234'. */
  deploymentId?: string
  /** Number of repositories; default 12. */
  repositories?: number
  /**
   * Names of the first repositories, in order; the rest are generated. Lets a project's name differ
   * in case from the GitHub repository (`Acme/Web-App` for `acme/web-app`).
   */
  repositoryNames?: string[]
  /** Number of archived repositories (IDs after the others'); default 2. */
  archivedRepositories?: number
  /**
   * Projects the platform has no dependency data for (never scanned for supply chain, or no
   * lockfile found): listed as projects, absent from the dependency lists. IDs after the archived
   * repositories'; default 0.
   */
  projectsWithoutDependencies?: number
  /** Lockfiles per repository; default { min: 0, max: 5 }. */
  lockfilesPerRepository?: { min: number; max: number }
  /** ID of the first repository; the others follow one by one. Default 1001n. */
  repositoryIdStart?: bigint
  /** Number of policies, alternating SAST and SECRETS; default 4. */
  policies?: number
  /** Number of findings; default 50. */
  findings?: number
  /** ID of the first finding; the others follow one by one. Default 5001n. */
  findingIdStart?: bigint
  /** Whether a ticketing integration is configured; default true (false: link answers an error). */
  ticketingIntegration?: boolean
  /** Findings added after the generated ones (a pull request's, say), IDs following theirs. */
  findingBatches?: FindingBatch[]
  /**
   * Dependencies put into chosen lockfiles after the generated ones (a compromised package, a name
   * that contains another, …), each listed by the dependency operations like any other.
   */
  plantedDependencies?: PlantedDependency[]
}

/** A dependency put into a repository's lockfile (made when the repository has none of that path). */
export interface PlantedDependency {
  /** Index into the active repositories, or with `archived` into the archived ones. */
  repository: number
  archived?: boolean
  lockfilePath: string
  ecosystem: Ecosystem
  name: string
  version: string
  /** Default DIRECT. */
  transitivity?: Transitivity
  /** The lockfile line it is defined on; default 1 + 3 × its position in the lockfile. */
  line?: number
  /** `definedAt.url`; default a GitHub blob URL of the line. */
  url?: string
}

/** Package ecosystem of a lockfile, as a package-URL type. */
export type Ecosystem =
  'npm' | 'golang' | 'pypi' | 'gem' | 'cargo' | 'maven' | 'composer' | 'nuget' | 'hex'

/** A lockfile of a repository. */
export interface DatasetLockfile {
  lockfilePath: string
  /** Generated dependencies and planted ones together. */
  numDependencies: number
  ecosystem: Ecosystem
  /** Planted dependencies, listed after the generated ones. */
  planted?: DatasetDependency[]
}

/** A repository with dependencies; `id` is exact (may exceed 2^53). */
export interface DatasetRepository {
  id: bigint
  name: string
  /** Sum of the lockfiles' numDependencies, or a positive number when there is no lockfile. */
  numDependencies: number
  hasDependencyPathScan: boolean
  lockfiles: DatasetLockfile[]
}

/** A project without dependency data: a name and an ID, nothing in the dependency lists. */
export interface DatasetProject {
  id: bigint
  name: string
}

/** Product types the policies use. */
export type PolicyProductType = 'PRODUCT_TYPE_SAST' | 'PRODUCT_TYPE_SECRETS'

/** A policy as the list policies operation returns it. */
export interface DatasetPolicy {
  id: string
  isDefault: boolean
  name: string
  productType: PolicyProductType
  slug: string
}

/** Everything the emulator serves for one deployment. */
export interface Dataset {
  seed: number
  deploymentId: string
  ticketingIntegration: boolean
  /** Ordered by ascending id. */
  repositories: DatasetRepository[]
  /** Archived repositories, listed only with `includeArchived: true`; ordered by ascending id. */
  archivedRepositories: DatasetRepository[]
  /** Projects without dependency data (after the others in the project list); ascending id. */
  projectsWithoutDependencies: DatasetProject[]
  policies: DatasetPolicy[]
  /** Ordered by ascending id. */
  findings: DatasetFinding[]
}

const ORGANIZATIONS = ['acme', 'globex', 'initech', 'umbrella', 'hooli'] as const
const REPOSITORY_DOMAINS = [
  'payments',
  'billing',
  'checkout',
  'identity',
  'search',
  'inventory',
  'notifications',
  'ledger',
  'catalog',
  'shipping',
  'analytics',
  'onboarding',
  'gateway',
  'reporting'
] as const
const REPOSITORY_KINDS = ['api', 'web', 'service', 'worker', 'sdk', 'cli', 'infra', 'ui'] as const

/** Lockfile names with their ecosystem. */
const LOCKFILE_KINDS: readonly { file: string; ecosystem: Ecosystem }[] = [
  { file: 'package-lock.json', ecosystem: 'npm' },
  { file: 'yarn.lock', ecosystem: 'npm' },
  { file: 'pnpm-lock.yaml', ecosystem: 'npm' },
  { file: 'go.sum', ecosystem: 'golang' },
  { file: 'requirements.txt', ecosystem: 'pypi' },
  { file: 'poetry.lock', ecosystem: 'pypi' },
  { file: 'Pipfile.lock', ecosystem: 'pypi' },
  { file: 'Gemfile.lock', ecosystem: 'gem' },
  { file: 'Cargo.lock', ecosystem: 'cargo' },
  { file: 'pom.xml', ecosystem: 'maven' },
  { file: 'gradle.lockfile', ecosystem: 'maven' },
  { file: 'composer.lock', ecosystem: 'composer' },
  { file: 'packages.lock.json', ecosystem: 'nuget' },
  { file: 'mix.lock', ecosystem: 'hex' }
]
const LOCKFILE_DIRECTORIES = [
  '',
  '',
  'services/api/',
  'services/worker/',
  'web/',
  'frontend/',
  'backend/',
  'tools/',
  'packages/core/',
  'packages/ui/',
  'cmd/server/',
  'infra/lambda/'
] as const

const SAST_POLICY_NAMES = [
  'Default Code Policy',
  'Strict Code Policy',
  'Audit Code Rules',
  'Legacy Services Policy'
] as const
const SECRETS_POLICY_NAMES = [
  'Default Secrets Policy',
  'Validated Secrets Only',
  'Historical Secrets Scan',
  'Third-Party Tokens'
] as const
const RULE_IDS = [
  'javascript.express.security.audit.xss.direct-response-write',
  'python.django.security.injection.sql.sql-injection-using-raw',
  'go.lang.security.audit.crypto.use_of_weak_crypto',
  'java.lang.security.audit.xxe.documentbuilderfactory-disallow-doctype-decl-missing',
  'generic.secrets.security.detected-aws-access-key-id-value',
  'ruby.rails.security.audit.mass-assignment',
  'typescript.react.security.audit.react-dangerouslysetinnerhtml'
] as const
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function requireCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`dataset option ${name} must be a non-negative integer, got ${value}`)
  }
  return value
}

/** `count` unique names; `fixed` ones first, then generated ones (prefixed by `kindPrefix`). */
function generateRepositoryNames(
  random: SeededRandom,
  count: number,
  used: Set<string>,
  fixed: readonly string[] = [],
  kindPrefix = ''
): string[] {
  const names: string[] = []
  const nextSuffix = new Map<string, number>()
  for (const name of fixed.slice(0, count)) {
    if (used.has(name)) throw new RangeError(`dataset option repositoryNames: '${name}' twice`)
    used.add(name)
    names.push(name)
  }
  for (let index = 0; index < count; index++) {
    // drawn for every index, so fixed names leave the generated ones unchanged
    const base = `${random.pick(ORGANIZATIONS)}/${kindPrefix}${random.pick(REPOSITORY_DOMAINS)}-${random.pick(REPOSITORY_KINDS)}`
    if (index < names.length) continue
    // the next suffix per base name, so 100,000 names do not rescan each base's suffixes
    let suffix = nextSuffix.get(base) ?? 2
    let name = base
    while (used.has(name)) name = `${base}-${suffix++}`
    nextSuffix.set(base, suffix)
    used.add(name)
    names.push(name)
  }
  return names
}

function generateLockfiles(random: SeededRandom, count: number): DatasetLockfile[] {
  const lockfiles: DatasetLockfile[] = []
  const used = new Set<string>()
  for (let attempt = 0; lockfiles.length < count && attempt < count * 20; attempt++) {
    const kind = random.pick(LOCKFILE_KINDS)
    const lockfilePath = `${random.pick(LOCKFILE_DIRECTORIES)}${kind.file}`
    if (used.has(lockfilePath)) continue
    used.add(lockfilePath)
    lockfiles.push({
      lockfilePath,
      numDependencies: random.integer(1, 60),
      ecosystem: kind.ecosystem
    })
  }
  return lockfiles
}

function generatePolicies(random: SeededRandom, count: number): DatasetPolicy[] {
  const policies: DatasetPolicy[] = []
  const usedSlugs = new Set<string>()
  let nextId = random.integer(20000, 29000)
  for (let index = 0; index < count; index++) {
    const productType: PolicyProductType =
      index % 2 === 0 ? 'PRODUCT_TYPE_SAST' : 'PRODUCT_TYPE_SECRETS'
    const names = productType === 'PRODUCT_TYPE_SAST' ? SAST_POLICY_NAMES : SECRETS_POLICY_NAMES
    const ordinal = Math.floor(index / 2)
    const round = Math.floor(ordinal / names.length)
    const name = `${names[ordinal % names.length]}${round > 0 ? ` ${round + 1}` : ''}`
    let slug = slugify(name)
    while (usedSlugs.has(slug)) slug = `${slug}-x`
    usedSlugs.add(slug)
    policies.push({ id: String(nextId), isDefault: ordinal === 0, name, productType, slug })
    nextId += random.integer(1, 40)
  }
  return policies
}

/** Builds the dataset for the given options. Pure and deterministic. */
export function generateDataset(options: DatasetOptions = {}): Dataset {
  const seed = options.seed ?? 1
  const deploymentId = options.deploymentId ?? '1234'
  if (!/^[0-9]+$/.test(deploymentId)) {
    throw new RangeError(`dataset option deploymentId must be digits, got '${deploymentId}'`)
  }
  const repositoryCount = requireCount('repositories', options.repositories ?? 12)
  const lockfileRange = options.lockfilesPerRepository ?? { min: 0, max: 5 }
  requireCount('lockfilesPerRepository.min', lockfileRange.min)
  requireCount('lockfilesPerRepository.max', lockfileRange.max)
  if (lockfileRange.min > lockfileRange.max) {
    throw new RangeError('dataset option lockfilesPerRepository: min exceeds max')
  }
  const repositoryIdStart = options.repositoryIdStart ?? 1001n
  const findingIdStart = options.findingIdStart ?? 5001n
  if (repositoryIdStart < 1n || findingIdStart < 1n) {
    throw new RangeError('dataset options repositoryIdStart and findingIdStart must be positive')
  }

  const random = new SeededRandom(hashString(`dataset:${seed}`))
  const usedNames = new Set<string>()
  const names = generateRepositoryNames(random, repositoryCount, usedNames, options.repositoryNames)
  const makeRepository = (rng: SeededRandom, name: string, id: bigint): DatasetRepository => {
    const lockfiles = generateLockfiles(rng, rng.integer(lockfileRange.min, lockfileRange.max))
    const lockfileDependencies = lockfiles.reduce((sum, file) => sum + file.numDependencies, 0)
    return {
      id,
      name,
      numDependencies: lockfiles.length > 0 ? lockfileDependencies : rng.integer(1, 30),
      hasDependencyPathScan: rng.next() < 0.5,
      lockfiles
    }
  }
  const repositories = names.map((name, index) =>
    makeRepository(random, name, repositoryIdStart + BigInt(index))
  )
  // a PRNG of their own, so archived repositories leave the rest of the data as it was
  const archivedRandom = new SeededRandom(hashString(`archived:${seed}`))
  const archivedNames = generateRepositoryNames(
    archivedRandom,
    requireCount('archivedRepositories', options.archivedRepositories ?? 2),
    usedNames,
    [],
    'legacy-'
  )
  const archivedRepositories = archivedNames.map((name, index) =>
    makeRepository(archivedRandom, name, repositoryIdStart + BigInt(repositoryCount + index))
  )

  // a PRNG of their own too, so adding them changes nothing else
  const unscannedNames = generateRepositoryNames(
    new SeededRandom(hashString(`unscanned:${seed}`)),
    requireCount('projectsWithoutDependencies', options.projectsWithoutDependencies ?? 0),
    usedNames,
    [],
    'new-'
  )
  const firstUnscannedId = repositoryIdStart + BigInt(repositoryCount + archivedRepositories.length)
  const projectsWithoutDependencies = unscannedNames.map((name, index) => ({
    id: firstUnscannedId + BigInt(index),
    name
  }))

  const policies = generatePolicies(random, requireCount('policies', options.policies ?? 4))

  const findingCount = requireCount('findings', options.findings ?? 50)
  const findings: DatasetFinding[] = []
  // Where each finding was found comes from a PRNG of its own: the IDs, rules and severities of
  // a seed stay what they were before findings had a place.
  const placing = new SeededRandom(hashString(`finding-places:${seed}`))
  for (let index = 0; index < findingCount; index++) {
    const repository = repositories.length > 0 ? random.pick(repositories) : undefined
    const type = placing.pick(FINDING_TYPES)
    findings.push({
      id: findingIdStart + BigInt(index),
      repositoryId: repository?.id ?? repositoryIdStart,
      ruleId: random.pick(RULE_IDS),
      severity: random.pick(SEVERITIES),
      ref: 'refs/heads/main',
      type,
      status: placing.next() < 0.8 ? 'open' : 'fixed',
      path: `src/module-${placing.integer(1, 40)}.${type === 'sca' ? 'lock' : 'ts'}`,
      line: placing.integer(1, 500)
    })
  }

  plantDependencies(repositories, archivedRepositories, options.plantedDependencies ?? [])

  const dataset: Dataset = {
    seed,
    deploymentId,
    ticketingIntegration: options.ticketingIntegration ?? true,
    repositories,
    archivedRepositories,
    projectsWithoutDependencies,
    policies,
    findings
  }
  addFindings(dataset, options.findingBatches ?? [])
  return dataset
}

/** Puts each planted dependency into its lockfile, made when the repository has none of that path. */
function plantDependencies(
  repositories: DatasetRepository[],
  archived: DatasetRepository[],
  planted: readonly PlantedDependency[]
): void {
  for (const plant of planted) {
    const repository = (plant.archived ? archived : repositories)[plant.repository]
    if (repository === undefined) {
      throw new RangeError(`planted dependency ${plant.name}: no repository ${plant.repository}`)
    }
    let lockfile = repository.lockfiles.find(l => l.lockfilePath === plant.lockfilePath)
    if (lockfile === undefined) {
      if (repository.lockfiles.length === 0) repository.numDependencies = 0
      lockfile = {
        lockfilePath: plant.lockfilePath,
        numDependencies: 0,
        ecosystem: plant.ecosystem
      }
      repository.lockfiles.push(lockfile)
    }
    if (lockfile.ecosystem !== plant.ecosystem) {
      throw new RangeError(
        `planted dependency ${plant.name}: ${plant.lockfilePath} is not ${plant.ecosystem}`
      )
    }
    lockfile.planted ??= []
    lockfile.planted.push({
      name: plant.name,
      version: plant.version,
      transitivity: plant.transitivity ?? 'DIRECT',
      license: 'MIT',
      licensePolicySetting: 'LICENSE_POLICY_SETTING_ALLOW',
      ...(plant.line !== undefined && { line: plant.line }),
      ...(plant.url !== undefined && { url: plant.url })
    })
    lockfile.numDependencies++
    repository.numDependencies++
  }
}

/** Counts over a dataset, handy for assertions on an inventory. */
export function datasetTotals(dataset: Dataset): {
  repositories: number
  lockfiles: number
  dependencies: number
} {
  let lockfiles = 0
  let dependencies = 0
  for (const repository of dataset.repositories) {
    lockfiles += repository.lockfiles.length
    dependencies += repository.numDependencies
  }
  return { repositories: dataset.repositories.length, lockfiles, dependencies }
}
