/**
 * The `dependency-filter` input: a JSON or YAML object with exactly the fields of the API's
 * `dependencyFilter`, checked field by field so that a mistake is reported with its path.
 */
import { parseDocument, type YAMLError } from 'yaml'
import { z } from 'zod'
import {
  DEPRECATED_FILTER_FIELDS,
  ECOSYSTEMS,
  LICENSE_POLICY_SETTINGS,
  TRANSITIVITIES,
  type DependencyFilter
} from '../../platform/dependency-filter.js'
import { INT64_MAX } from '../../platform/ids.js'

/** The `dependency-filter` input is not valid; the message names the field and the problem. */
export class DependencyFilterError extends Error {
  /** One entry per problem found, each starting with the field path. */
  readonly problems: string[]

  constructor(problems: string[]) {
    super(problems.join('; '))
    this.name = 'DependencyFilterError'
    this.problems = problems
  }
}

const ROOT = 'dependency-filter'
const MAX_PROBLEMS = 10

/** Message of a strict object schema: unknown fields are listed with the allowed ones. */
function objectError(allowed: string[]) {
  return (issue: { code: string; keys?: string[] }): string =>
    issue.code === 'unrecognized_keys'
      ? unknownFields(issue.keys ?? [], allowed)
      : 'expected an object'
}

const repositoryIdSchema = z.unknown().transform((value, ctx): bigint => {
  const id = toRepositoryId(value)
  if (typeof id === 'string') {
    ctx.addIssue({ code: 'custom', message: id })
    return z.NEVER
  }
  return id
})

const PACKAGE_FILTER_FIELDS = [
  'exactNameMatch',
  'exactVersion',
  'name',
  'versionLowerBound',
  'versionUpperBound'
]

const packageFilterSchema = z
  .strictObject(
    {
      exactNameMatch: z.boolean({ error: 'expected a boolean (true or false)' }),
      exactVersion: z.string({ error: 'expected a string' }),
      name: z.string({ error: 'expected a string' }),
      versionLowerBound: z.string({ error: 'expected a string' }),
      versionUpperBound: z.string({ error: 'expected a string' })
    },
    { error: objectError(PACKAGE_FILTER_FIELDS) }
  )
  .partial()

const FILTER_FIELDS = [
  'ecosystem',
  'includeArchived',
  'license',
  'licensePolicySettings',
  'lockfilePath',
  'name',
  'packageFilters',
  'repositoryId',
  'transitivity',
  'version'
]

/**
 * An array of published enum values, sent exactly as written: a value outside the list is refused
 * with the allowed ones (and the nearest, for a slip like `direct` for `DIRECT`).
 */
function enumArray<const V extends readonly [string, ...string[]]>(values: V) {
  const allowed = values.join(', ')
  return z.array(
    z.enum(values, {
      error: issue => {
        const near = typeof issue.input === 'string' ? closest(issue.input, [...values]) : undefined
        return `is not one of the published values (${allowed})${near ? `; did you mean "${near}"?` : ''}`
      }
    }),
    { error: `expected an array of values from: ${allowed}` }
  )
}

const dependencyFilterSchema = z
  .strictObject(
    {
      ecosystem: enumArray(ECOSYSTEMS),
      includeArchived: z.boolean({ error: 'expected a boolean (true or false)' }),
      license: z.array(z.string({ error: 'expected a string' }), {
        error: 'expected an array of strings'
      }),
      licensePolicySettings: enumArray(LICENSE_POLICY_SETTINGS),
      lockfilePath: z.string({ error: 'expected a string' }),
      name: z.string({ error: 'expected a string' }),
      packageFilters: z.array(packageFilterSchema, {
        error: `expected an array of objects with the fields ${PACKAGE_FILTER_FIELDS.join(', ')}`
      }),
      repositoryId: z.array(repositoryIdSchema, {
        error: 'expected an array of repository IDs'
      }),
      transitivity: enumArray(TRANSITIVITIES),
      version: z.string({ error: 'expected a string' })
    },
    { error: objectError(FILTER_FIELDS) }
  )
  .partial()

// The schema's output must be exactly the declared interface.
type SchemaOutput = z.output<typeof dependencyFilterSchema>
const _sameShape: [SchemaOutput, DependencyFilter] extends [DependencyFilter, SchemaOutput]
  ? true
  : never = true
void _sameShape

/**
 * Parses the `dependency-filter` input. JSON is read as YAML (of which it is a subset), with
 * integers kept as `bigint` so that repository IDs beyond 2^53 stay exact. Empty text, or text
 * with only comments, gives `undefined`. Throws `DependencyFilterError` for anything else that is
 * not a valid filter object.
 */
export function parseDependencyFilter(text: string): DependencyFilter | undefined {
  if (text.trim() === '') return undefined
  const doc = parseDocument(text, { intAsBigInt: true })
  const syntax = doc.errors[0] ?? doc.warnings[0]
  if (syntax) throw new DependencyFilterError([`${ROOT}: ${syntaxProblem(syntax)}`])
  if (doc.contents === null) return undefined

  let value: unknown
  try {
    value = doc.toJS()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new DependencyFilterError([`${ROOT}: cannot be read: ${message}`])
  }

  const result = dependencyFilterSchema.safeParse(value)
  if (result.success) return result.data

  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys')
  )
  const problems = issues.slice(0, MAX_PROBLEMS).map(issue => {
    const where = fieldPath(issue.path)
    if (issue.code === 'unrecognized_keys') return `${where}: ${issue.message}`
    // An enum value: the message reads after the value (see enumArray).
    if (issue.code === 'invalid_value') {
      return `${where}: ${describe(valueAt(value, issue.path))} ${issue.message}`
    }
    return `${where}: ${issue.message}, got ${describe(valueAt(value, issue.path))}`
  })
  if (issues.length > MAX_PROBLEMS) problems.push(`and ${issues.length - MAX_PROBLEMS} more`)
  throw new DependencyFilterError(problems)
}

/** The deprecated fields a filter sets (`name`, `version`); `packageFilters` replaces them. */
export function deprecatedFields(filter: DependencyFilter): string[] {
  return DEPRECATED_FILTER_FIELDS.filter(field => filter[field] !== undefined)
}

/** A repository ID from a YAML integer, an exact JSON number or a string of digits. */
function toRepositoryId(value: unknown): bigint | string {
  const expected = 'expected a repository ID (an integer, or a string of digits)'
  let id: bigint
  if (typeof value === 'bigint') id = value
  else if (typeof value === 'number' && Number.isSafeInteger(value)) id = BigInt(value)
  else if (typeof value === 'number' && Number.isInteger(value)) {
    return 'expected a repository ID written as an integer without a fraction or exponent (that number cannot be kept exact)'
  } else if (typeof value === 'string' && /^[0-9]+$/.test(value.trim())) id = BigInt(value.trim())
  else return expected
  if (id < 0n || id > INT64_MAX) {
    return `expected a repository ID from 0 to ${INT64_MAX}`
  }
  return id
}

function syntaxProblem(error: YAMLError): string {
  const pos = error.linePos?.[0]
  const at = pos ? ` at line ${pos.line}, column ${pos.col}` : ''
  const detail =
    error.code === 'MULTIPLE_DOCS'
      ? 'holds more than one YAML document (a "---" line); give a single object'
      : (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')
  return `not valid JSON or YAML${at}: ${detail}`
}

function unknownFields(keys: string[], allowed: string[]): string {
  const named = keys.map(k => JSON.stringify(k)).join(', ')
  const hints = keys.flatMap(k => {
    const near = closest(k, allowed)
    if (near === undefined) return []
    return [keys.length === 1 ? `"${near}"` : `"${near}" for "${k}"`]
  })
  const hint = hints.length > 0 ? `; did you mean ${hints.join(', ')}?` : ''
  const plural = keys.length === 1 ? '' : 's'
  return `unknown field${plural} ${named} (allowed: ${allowed.join(', ')})${hint}`
}

/** The allowed name a misspelt key most likely meant: same letters ignoring case, or 1–2 edits. */
function closest(key: string, allowed: string[]): string | undefined {
  const lower = key.toLowerCase()
  let best: string | undefined
  let bestDistance = 3
  for (const name of allowed) {
    const distance = name.toLowerCase() === lower ? 0 : editDistance(lower, name.toLowerCase())
    if (distance < bestDistance) {
      best = name
      bestDistance = distance
    }
  }
  return best
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    const name = String(key)
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`
  }, ROOT)
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** A short description of a value the user wrote, for error messages. */
function describe(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value
    return JSON.stringify(shown)
  }
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'an array'
  if (value instanceof Uint8Array) return 'binary data'
  if (value instanceof Map) return 'a map'
  if (value instanceof Set) return 'a set'
  if (value instanceof Date) return 'a date'
  return 'an object'
}
