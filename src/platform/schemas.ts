/**
 * The shapes of the platform's 200 answers, as the spec describes them. Parsing is lenient where the
 * platform's gateway is known to vary (64-bit integers may arrive as digit strings, fields holding
 * their default value may be left out) and strict about everything else.
 */
import { z } from 'zod'
import { INT64_MAX, INT64_MIN } from './ids.js'

/**
 * A 64-bit integer sent as a JSON number (possibly beyond 2^53) or as a string of digits. Values
 * outside int64 are refused: they are no ID the API can hold, and some go into request paths.
 */
export const exactInteger = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^-?\d{1,20}$/, 'expected an integer')])
  .transform(value => BigInt(value))
  .refine(value => value >= INT64_MIN && value <= INT64_MAX, 'expected a 64-bit integer')

/** An ID (repository, ticket): an int64 that is not negative. */
export const exactId = exactInteger.refine(value => value >= 0n, 'expected an ID, not negative')

/** A count: a non-negative JSON integer. */
const count = z
  .union([z.number().int(), z.bigint(), z.string().regex(/^\d+$/)])
  .transform(value => Number(value))
  .pipe(z.number().int().nonnegative())

/** Finding IDs as the link operation carries them: strings of ASCII digits (int64). */
const findingIds = z.array(z.string().regex(/^[0-9]{1,19}$/, 'expected finding IDs as digits'))

export const ticketLinkResultSchema = z.object({
  external_slug: z.string().default(''),
  linked_issue_ids: findingIds.default([]),
  replaced_issue_ids: findingIds.default([]),
  ticket_id: exactId,
  ticket_url: z.string().default('')
})
export type TicketLinkResult = z.infer<typeof ticketLinkResultSchema>

export const repositorySummarySchema = z.object({
  id: exactId,
  name: z.string().default(''),
  numDependencies: count.default(0),
  hasDependencyPathScan: z.boolean().default(false)
})
export type RepositorySummary = z.infer<typeof repositorySummarySchema>

export const repositoriesPageSchema = z.object({
  cursor: exactInteger.optional(),
  hasMore: z.boolean().default(false),
  repositorySummaries: z.array(repositorySummarySchema).default([])
})
export type RepositoriesPage = z.infer<typeof repositoriesPageSchema>

export const lockfileSummarySchema = z.object({
  lockfilePath: z.string(),
  numDependencies: count.default(0)
})
export type LockfileSummary = z.infer<typeof lockfileSummarySchema>

export const lockfilesPageSchema = z.object({
  cursor: z.string().optional(),
  hasMore: z.boolean().default(false),
  lockfileSummaries: z.array(lockfileSummarySchema).default([])
})
export type LockfilesPage = z.infer<typeof lockfilesPageSchema>

/** Where a dependency is defined: the lockfile, its line (int64 digits, as a string) and a URL. */
const codeLocationSchema = z.object({
  path: z.string().default(''),
  startLine: z
    .union([z.string().regex(/^\d{1,19}$/), z.number().int().nonnegative()])
    .transform(value => Number(value))
    .optional(),
  url: z.string().optional()
})

/**
 * One dependency as ListDependencies returns it. Only what the search reads is checked; a field
 * left out holds its default (protobuf JSON leaves defaults out).
 */
export const foundDependencySchema = z.object({
  repositoryId: exactId,
  ecosystem: z.string().default('no_package_manager'),
  package: z
    .object({ name: z.string().default(''), versionSpecifier: z.string().default('') })
    .default({ name: '', versionSpecifier: '' }),
  transitivity: z.string().default('UNKNOWN_TRANSITIVITY'),
  definedAt: codeLocationSchema.optional()
})
export type FoundDependency = z.infer<typeof foundDependencySchema>

/** A page of ListDependencies: the cursor is an int64 the file types as a string. */
export const dependenciesPageSchema = z.object({
  cursor: z
    .union([z.string(), z.number().int(), z.bigint()])
    .transform(value => String(value))
    .optional(),
  hasMore: z.boolean().default(false),
  dependencies: z.array(foundDependencySchema).default([])
})

/** Goes into the status request's path: never `.` or `..`, bounded, no control characters. */
export const sbomExportTaskSchema = z.object({
  taskToken: z
    .string()
    .min(1, 'taskToken is empty')
    .max(1024, 'taskToken is longer than 1024 characters')
    .refine(token => token !== '.' && token !== '..', 'taskToken is "." or ".."')
    // eslint-disable-next-line no-control-regex
    .refine(token => !/[\u0000-\u001f\u007f]/.test(token), 'taskToken holds control characters')
})

export const sbomExportStatusSchema = z.object({
  status: z.string().min(1),
  downloadUrl: z.string().optional(),
  errorMessage: z.string().optional()
})
export type SbomExportStatus = z.infer<typeof sbomExportStatusSchema>

export const policySchema = z.object({
  id: z.string(),
  isDefault: z.boolean().default(false),
  name: z.string().default(''),
  productType: z.string().default('PRODUCT_TYPE_UNSPECIFIED'),
  slug: z.string().default('')
})
export type Policy = z.infer<typeof policySchema>

export const policiesSchema = z.object({ policies: z.array(policySchema).default([]) })

/*
 * Unified Policies (v2, Beta). The answers are kept as returned (they become outputs), so unknown
 * fields are kept and nothing is defaulted; only the fields the summary reads are checked. No
 * field of more than one word is read: the published file names them in snake_case, a protobuf-JSON
 * gateway may send camelCase.
 */
const unifiedDetectionBundleSchema = z.looseObject({
  product: z.string().optional(),
  rulesets: z.array(z.string()).optional(),
  rules: z.array(z.string()).optional(),
  disabled: z.array(z.string()).optional(),
  exceptions: z.array(z.looseObject({ rule: z.string().optional() })).optional()
})
export type DetectionPolicyBundle = z.infer<typeof unifiedDetectionBundleSchema>

const unifiedDetectionStateSchema = z.looseObject({
  bundle: unifiedDetectionBundleSchema.optional()
})

/** `GET /api/policies/v2/deployments/{deploymentId}/detection-policy`: one state per product. */
export const detectionPolicySchema = z.looseObject({
  code: unifiedDetectionStateSchema.optional(),
  secrets: unifiedDetectionStateSchema.optional()
})
export type DetectionPolicy = z.infer<typeof detectionPolicySchema>

const remediationPolicySchema = z.looseObject({
  slug: z.string().optional(),
  name: z.string().optional(),
  active: z.boolean().optional(),
  actions: z.array(z.looseObject({ type: z.string().optional() })).optional()
})
export type RemediationPolicy = z.infer<typeof remediationPolicySchema>

/** `GET /api/policies/v2/deployments/{deploymentId}/remediation-policies`. */
export const remediationPoliciesSchema = z.looseObject({
  bundle: z.looseObject({ policies: z.array(remediationPolicySchema).optional() }).optional()
})
export type RemediationPolicies = z.infer<typeof remediationPoliciesSchema>

/** A project: a repository the platform knows, named `owner/name`; its `id` is the repository ID. */
export const projectSchema = z.object({
  id: exactInteger.pipe(z.bigint().nonnegative('expected a project ID of 0 or more')),
  name: z.string()
})
export type Project = z.infer<typeof projectSchema>

export const getProjectSchema = z.object({ project: projectSchema })

export const projectsPageSchema = z.object({ projects: z.array(projectSchema).default([]) })

/**
 * One line naming the first problems zod found: `policies[0].isDefault: expected boolean`. `at`:
 * where the value checked stands in the answer, when it is a part of it (`['dependencies', 3]`).
 */
export function describeSchemaIssues(error: z.ZodError, at: readonly PropertyKey[] = []): string {
  return error.issues
    .slice(0, 3)
    .map(issue => {
      const path = [...at, ...issue.path]
        .map((part, i) =>
          typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`
        )
        .join('')
      return `${path || '(body)'}: ${issue.message}`
    })
    .join('; ')
}
