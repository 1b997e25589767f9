/**
 * `GET /api/v1/deployments/{deploymentSlug}/findings` (FindingsService_ListFindings): the findings
 * of one `issue_type`, filtered by `ref`, `repos`, `status` and `severities`, by ascending ID, in
 * pages numbered from 0. Each finding carries the ticket it is linked to now (`external_ticket`).
 * The `endlessPages` fault makes every page full: page 0 again (a server that ignores `page`), or
 * findings made up beyond the data (a list that never ends).
 */
import type { Handler, HandlerContext } from '../context.js'
import type { DatasetFinding, FindingType } from '../findings.js'
import { jsonReply } from '../http.js'
import { int64 } from '../openapi/protobuf-json.js'
import { HttpError } from '../validation.js'
import { externalSlug, ticketIdFor } from './link-ticket.js'
import { scanRunning } from './search-scans.js'

/** The file's defaults. */
const DEFAULT_PAGE_SIZE = 100n
const DEFAULT_TYPE: FindingType = 'sast'
/** A fixed commit, so that line URLs are the same on every run. */
const COMMIT = '5f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6'

/** The repository a finding was found in, `owner/name`. */
function repositoryOf(finding: DatasetFinding, context: HandlerContext): string {
  return finding.repository ?? context.repositories.get(finding.repositoryId)?.repository.name ?? ''
}

function matches(
  finding: DatasetFinding,
  query: Record<string, unknown>,
  context: HandlerContext
): boolean {
  const type = (query.issue_type as FindingType | undefined) ?? DEFAULT_TYPE
  const repos = context.options.ignoreRepos ? undefined : (query.repos as string[] | undefined)
  const severities = query.severities as string[] | undefined
  return (
    finding.type === type &&
    (query.ref === undefined || finding.ref === query.ref) &&
    (repos === undefined || repos.includes(repositoryOf(finding, context))) &&
    (query.status === undefined || finding.status === query.status) &&
    (severities === undefined || severities.includes(finding.severity))
  )
}

export const listFindings: Handler = (request, context) => {
  const { query } = request
  const page = int64(query.page) ?? 0n
  const pageSize = int64(query.page_size) ?? DEFAULT_PAGE_SIZE
  if (page < 0n) throw new HttpError(400, 'invalid query parameter "page": must not be negative')
  if (request.path.deploymentSlug !== context.deploymentSlug)
    return jsonReply(200, { findings: [] })
  // A scan under way has not uploaded its findings yet.
  const running = new Set(
    (context.options.scans ?? [])
      .filter(scanRunning)
      .map(scan => `${scan.repositoryId} ${scan.branch ?? 'refs/heads/main'}`)
  )
  const selected = context.dataset.findings.filter(
    finding =>
      matches(finding, query, context) && !running.has(`${finding.repositoryId} ${finding.ref}`)
  )
  const fault = request.cursorFault
  let slice: DatasetFinding[]
  if (fault?.type === 'endlessPages' && fault.repeat) {
    slice = selected.slice(0, Number(pageSize))
  } else if (fault?.type === 'endlessPages') {
    slice = madeUpPage(selected[0], page, pageSize)
  } else {
    const start = page * pageSize
    slice =
      start >= BigInt(selected.length)
        ? []
        : selected.slice(Number(start), Number(start + pageSize))
  }
  const tickets = ticketsByUrl(context)
  return jsonReply(200, { findings: slice.map(f => findingJson(f, context, tickets)) })
}

/** A full page of findings like `model`, with IDs no page before it used. */
function madeUpPage(
  model: DatasetFinding | undefined,
  page: bigint,
  pageSize: bigint
): DatasetFinding[] {
  if (model === undefined) return []
  const first = 9_000_000_000n + page * pageSize
  return Array.from({ length: Number(pageSize) }, (_, i) => ({
    ...model,
    id: first + BigInt(i),
    ticketUrl: undefined
  }))
}

/** Ticket URL → the IDs linked to it, for `external_ticket.linked_issue_ids`. */
function ticketsByUrl(context: HandlerContext): Map<string, bigint[]> {
  const byUrl = new Map<string, bigint[]>()
  for (const [id, url] of context.links) {
    const list = byUrl.get(url)
    if (list === undefined) byUrl.set(url, [BigInt(id)])
    else list.push(BigInt(id))
  }
  return byUrl
}

/** The CWE and OWASP names a rule of this kind carries. */
function ruleNames(finding: DatasetFinding): Record<string, string[]> {
  if (finding.type === 'sca') {
    return {
      cwe_names: ['CWE-1321: Improperly Controlled Modification of Object Prototype Attributes']
    }
  }
  return {
    cwe_names: ['CWE-89: Improper Neutralization of Special Elements used in an SQL Command'],
    owasp_names: ['A03:2021 - Injection']
  }
}

function findingJson(
  finding: DatasetFinding,
  context: HandlerContext,
  tickets: Map<string, bigint[]>
): Record<string, unknown> {
  const ticketUrl = context.links.get(String(finding.id))
  const repository = repositoryOf(finding, context)
  const repositoryUrl = `https://github.com/${repository}`
  const json: Record<string, unknown> = {
    id: finding.id,
    ref: finding.ref,
    repository: { name: repository, url: repositoryUrl },
    rule_name: finding.ruleId,
    rule_message: finding.message ?? `${finding.ruleId} matched here`,
    rule: {
      name: finding.ruleId,
      message: finding.message ?? `${finding.ruleId} matched here`,
      ...ruleNames(finding)
    },
    severity: finding.severity,
    status: finding.status,
    state: finding.status === 'fixed' ? 'fixed' : 'unresolved',
    triage_state: 'untriaged',
    confidence: 'high',
    created_at: '2026-08-01T12:00:00Z',
    relevant_since: '2026-08-01T12:00:00Z',
    location: {
      file_path: finding.path,
      line: finding.line,
      column: 5,
      end_line: finding.line,
      end_column: 40
    },
    line_of_code_url: `${repositoryUrl}/blob/${COMMIT}/${finding.path}#L${finding.line}`,
    ...(finding.matchBasedId !== null && {
      match_based_id: finding.matchBasedId ?? `mb-${finding.id}`
    }),
    first_seen_scan_id: 880000n + (finding.id % 1000n)
  }
  // Each kind carries a field only its schema declares: the file's oneOf then matches one.
  if (finding.type === 'sca') {
    json.found_dependency = { package: 'lodash', version: '4.17.20', ecosystem: 'npm' }
    json.vulnerability_identifier = 'CVE-2021-23337'
    json.reachability = 'reachable'
    json.categories = ['security']
    json.fix_recommendations = [{ package: 'lodash', version: '4.17.21' }]
    json.usage = {
      location: {
        file_path: 'src/util/merge.js',
        line: 20 + Number(finding.id % 50n),
        column: 3,
        end_line: 20 + Number(finding.id % 50n),
        end_column: 28
      }
    }
  } else if (finding.type === 'sast') {
    json.categories = ['security']
    json.click_to_fix_prs = []
  } else {
    json.ai_impact = 'An attacker could read other users’ orders.'
  }
  if (ticketUrl !== undefined) {
    json.external_ticket = {
      id: ticketIdFor(context, ticketUrl),
      external_slug: externalSlug(new URL(ticketUrl)),
      url: ticketUrl,
      linked_issue_ids: tickets.get(ticketUrl) ?? []
    }
  }
  return json
}
