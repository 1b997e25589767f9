/**
 * The findings the platform reports per ref and repository (what `ListFindings` filters), and the
 * batches of them a test or the demo adds: a pull request's findings of several types and
 * statuses, some already linked to a ticket.
 */
import { SeededRandom, hashString } from './random.js'

/** `issue_type` of a finding: code, supply chain, AI-found code. */
export type FindingType = 'sast' | 'sca' | 'ai_sast'
export type FindingStatus =
  'open' | 'fixed' | 'ignored' | 'reviewing' | 'fixing' | 'provisionally_ignored'

/** A finding that tickets can be linked to; `id` is an int64. */
export interface DatasetFinding {
  id: bigint
  repositoryId: bigint
  ruleId: string
  severity: 'low' | 'medium' | 'high' | 'critical'
  /** The repository it was found in, `owner/name`; left out: the one of `repositoryId`. */
  repository?: string
  /** The ref its scan recorded (`refs/heads/main`, `refs/pull/7/merge`, a bare branch name). */
  ref: string
  type: FindingType
  status: FindingStatus
  path: string
  line: number
  /** The ticket it was linked to before the emulator started. */
  ticketUrl?: string
  /** The rule's message; default `<rule> matched here`. */
  message?: string
  /** `match_based_id`; default `mb-<id>`, null: left out. */
  matchBasedId?: string | null
}

/** What {@link addFindings} reads and extends of a dataset. */
interface FindingsOf {
  findings: DatasetFinding[]
  repositories: readonly { id: bigint; name: string }[]
  archivedRepositories: readonly { id: bigint; name: string }[]
  projectsWithoutDependencies: { id: bigint; name: string }[]
}

export const FINDING_TYPES: readonly FindingType[] = ['sast', 'sca', 'ai_sast']
const SEVERITY_CYCLE = ['critical', 'high', 'medium', 'low'] as const

/** A run of findings on one ref of one repository; list values are cycled over the findings. */
export interface FindingBatch {
  count: number
  ref: string
  /** `owner/name`. */
  repository: string
  /** Default: sast, sca, ai_sast in turn. */
  types?: FindingType[]
  /** Default: all open. */
  statuses?: FindingStatus[]
  /** Default: critical, high, medium, low in turn. */
  severities?: DatasetFinding['severity'][]
  /** The batch's first findings are linked already, in this order: so many to each ticket URL. */
  linked?: { ticketUrl: string; count: number }[]
}

const RULES: Record<FindingType, readonly string[]> = {
  sast: ['python.lang.security.sqli', 'javascript.express.xss', 'go.lang.security.path-traversal'],
  sca: ['ssc-lodash-prototype-pollution', 'ssc-requests-cert-leak', 'ssc-log4j-jndi'],
  ai_sast: ['ai.idor-missing-owner-check', 'ai.auth-bypass-on-reset']
}
const FILES: Record<FindingType, readonly string[]> = {
  sast: ['src/search/query.py', 'web/routes/profile.js', 'internal/files/serve.go'],
  sca: ['package-lock.json', 'requirements.txt', 'go.sum'],
  ai_sast: ['api/orders/views.py', 'api/auth/reset.py']
}

/** The findings of `batch`, with IDs from `firstId` on. */
export function batchFindings(
  batch: FindingBatch,
  firstId: bigint,
  repositoryId: bigint
): DatasetFinding[] {
  const types = batch.types ?? FINDING_TYPES
  const statuses = batch.statuses ?? ['open']
  const severities = batch.severities ?? SEVERITY_CYCLE
  const links = (batch.linked ?? []).flatMap(l => Array<string>(l.count).fill(l.ticketUrl))
  return Array.from({ length: batch.count }, (_, index) => {
    const type = types[index % types.length] as FindingType
    const random = new SeededRandom(hashString(`finding:${batch.ref}:${index}`))
    const ticketUrl = links[index]
    return {
      id: firstId + BigInt(index),
      repositoryId,
      ruleId: random.pick(RULES[type]),
      severity: severities[index % severities.length] as DatasetFinding['severity'],
      repository: batch.repository,
      ref: batch.ref,
      type,
      status: statuses[index % statuses.length] as FindingStatus,
      path: random.pick(FILES[type]),
      line: random.integer(1, 400),
      ...(ticketUrl !== undefined && { ticketUrl })
    }
  })
}

/**
 * The ID of the project named `repository`: a repository scanned has a project, so one without
 * dependency data is added when no project has that name (IDs after every other project's).
 */
function projectFor(dataset: FindingsOf, repository: string): bigint {
  const projects = [
    ...dataset.repositories,
    ...dataset.archivedRepositories,
    ...dataset.projectsWithoutDependencies
  ]
  // Without regard to case, as GitHub names repositories (a scan of acme/widgets is Acme/Widgets').
  const found = projects.find(p => p.name.toLowerCase() === repository.toLowerCase())
  if (found !== undefined) return found.id
  const id = projects.reduce((max, p) => (p.id > max ? p.id : max), 1000n) + 1n
  dataset.projectsWithoutDependencies.push({ id, name: repository })
  return id
}

/** Appends batches to a dataset's findings, IDs after the largest one; returns the new findings. */
export function addFindings(
  dataset: FindingsOf,
  batches: readonly FindingBatch[]
): DatasetFinding[] {
  const added: DatasetFinding[] = []
  for (const batch of batches) {
    const last = dataset.findings.at(-1)?.id ?? 5000n
    const repositoryId = projectFor(dataset, batch.repository)
    const findings = batchFindings(batch, last + 1n, repositoryId)
    dataset.findings.push(...findings)
    added.push(...findings)
  }
  return added
}
