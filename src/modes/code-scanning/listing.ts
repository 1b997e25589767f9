/**
 * The branch's findings still to fix: one ListFindings listing per status (`open`, `reviewing`,
 * `fixing`; the operation takes one) and type, a few at once, each paged and bounded as every
 * findings listing is (src/platform/findings.ts). Each finding is checked again here: its `ref`,
 * its repository (without regard to case, as GitHub names them) and its status; one that fails a
 * check is counted, never uploaded.
 */
import type { ModeContext } from '../../action/mode.js'
import { plural } from '../../action/text.js'
import {
  listFindings,
  TooManyFindingsError,
  type FindingSeverity,
  type FindingStatus,
  type FindingType,
  type PlatformFinding
} from '../../platform/findings.js'
import { IdSet } from '../../platform/id-set.js'
import { ResultCandidates } from './sarif.js'

/** The statuses still to fix; never `ignored`, `provisionally_ignored` or `fixed`. */
export const TO_FIX: readonly FindingStatus[] = ['open', 'reviewing', 'fixing']
/** The largest page the operation serves. */
export const PAGE_SIZE = 100
/** Listings in flight at once. */
export const LISTING_CONCURRENCY = 4
/** More distinct findings than this over every listing is an error that says how to narrow. */
export const MAX_BRANCH_FINDINGS = 50_000
/** Every listing together, every page and retry. */
export const LISTING_TIME_LIMIT_MS = 10 * 60_000

const NOTHING_UPLOADED = 'Nothing was uploaded.'

export interface BranchTarget {
  slug: string
  /** `owner/name`. */
  repository: string
  ref: string
  types: readonly FindingType[]
  severities: readonly FindingSeverity[]
}

/** Why a listed finding was not taken. */
export type MismatchReason = 'another ref' | 'another repository' | 'a status not to fix'

export interface BranchFindings {
  /** Distinct by ID, checked; the least severe beyond GitHub's limit only counted. */
  findings: ResultCandidates
  /** Findings the listings returned that failed a check, by reason. */
  mismatched: Map<MismatchReason, number>
  /** Pages requested. */
  pages: number
}

/** Every listing, {@link LISTING_CONCURRENCY} at a time; the first failure stops the others. */
export async function listBranchFindings(
  target: BranchTarget,
  context: Pick<ModeContext, 'client' | 'clock' | 'signal'>
): Promise<BranchFindings> {
  const stop = new AbortController()
  const signal = context.signal ? AbortSignal.any([context.signal, stop.signal]) : stop.signal
  const endsAt = context.clock.now() + LISTING_TIME_LIMIT_MS
  const tasks = TO_FIX.flatMap(status => target.types.map(type => ({ status, type })))
  const seen = new IdSet()
  const findings = new ResultCandidates()
  const mismatched = new Map<MismatchReason, number>()
  let pages = 0
  // Findings listed without their ref or repository: counted as another's, unless none is left.
  let unnamed = 0
  const take = (finding: PlatformFinding): void => {
    const reason = mismatch(finding, target)
    if (reason !== undefined) {
      mismatched.set(reason, (mismatched.get(reason) ?? 0) + 1)
      if (finding.ref === undefined || finding.repositoryName === undefined) unnamed++
      return
    }
    if (!seen.add(BigInt(finding.id))) return
    if (seen.size > MAX_BRANCH_FINDINGS) throw tooMany(target)
    findings.add(finding)
  }
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const { status, type } = tasks[next++]!
      const found = await listFindings(
        context.client,
        target.slug,
        {
          ref: target.ref,
          repository: target.repository,
          status,
          severities: target.severities,
          types: [type]
        },
        {
          pageSize: PAGE_SIZE,
          maxFindings: MAX_BRANCH_FINDINGS,
          timeLimitMs: Math.max(1, endsAt - context.clock.now()),
          now: () => context.clock.now(),
          signal,
          consequence: NOTHING_UPLOADED,
          // Each page as it comes: only the most severe are held (ResultCandidates).
          onPage: page => page.forEach(take)
        }
      )
      pages += found.pages
    }
  }
  const workers = Array.from({ length: Math.min(LISTING_CONCURRENCY, tasks.length) }, () =>
    worker().catch((error: unknown) => {
      stop.abort()
      throw error
    })
  )
  const settled = await Promise.allSettled(workers)
  const failed = settled.find(s => s.status === 'rejected')
  if (failed) {
    const reason = failed.reason as unknown
    throw reason instanceof TooManyFindingsError ? tooMany(target) : reason
  }
  // An empty run closes every open alert of its category: it is uploaded only when the findings
  // left out were shown to be another branch's or repository's, not merely unnamed.
  if (findings.count === 0 && unnamed > 0) throw unnamedFindings(target, unnamed)
  return { findings, mismatched, pages }
}

function mismatch(finding: PlatformFinding, target: BranchTarget): MismatchReason | undefined {
  if (finding.ref !== target.ref) return 'another ref'
  if (finding.repositoryName?.toLowerCase() !== target.repository.toLowerCase()) {
    return 'another repository'
  }
  if (finding.status !== undefined && !(TO_FIX as readonly string[]).includes(finding.status)) {
    return 'a status not to fix'
  }
  return undefined
}

function unnamedFindings(target: BranchTarget, count: number): Error {
  return new Error(
    `Ask the platform's support why its findings do not say where they are: it listed ` +
      `${plural(count, 'finding')} to fix on ${target.ref} in ${target.repository} without their ` +
      `ref or repository, and none with them. An empty upload would close every open alert of ` +
      `the category. ${NOTHING_UPLOADED}`
  )
}

function tooMany(target: BranchTarget): Error {
  return new Error(
    `Narrow the findings with finding-severities (e.g. high, critical) or finding-types: the ` +
      `platform lists more than ${MAX_BRANCH_FINDINGS} findings still to fix on ${target.ref} in ` +
      `${target.repository}, more than this step maps (code scanning keeps 5,000 of a run). ` +
      NOTHING_UPLOADED
  )
}
