/**
 * The shape of a ListFindings page. Only what the link, the summaries and the SARIF read is
 * checked; the three finding kinds of the published file share these fields (supply chain adds
 * its own). Lenient where protobuf-JSON varies (int64 as digit strings, fields at their default
 * left out); a field read only by the SARIF is set only when the answer gives it.
 */
import { z } from 'zod'
import { exactId, exactInteger } from './schemas.js'

/** A finding of a page, as the link and the summary read it. */
export interface PageFinding {
  /** Digits, as the link operation takes it. */
  id: string
  ruleName: string
  severity: string
  filePath: string
  line?: number
  lineUrl?: string
  /** `repository.name`, `owner/name`, where the answer names it. */
  repository?: string
  /** The ticket it is linked to now. */
  externalTicket?: { slug: string; url: string; id?: bigint }
  /** The ref the finding's scan recorded, as given. */
  ref?: string
  /** `repository.name`, `owner/name`. */
  repositoryName?: string
  /** Triage status (`open`, `reviewing`, …). */
  status?: string
  /** `rule.message`, else `rule_message`. */
  ruleMessage?: string
  cweNames?: string[]
  owaspNames?: string[]
  /** The rest of the location's region, 1-based as given. */
  column?: number
  endLine?: number
  endColumn?: number
  /** The platform's stable ID of the match (the same across line moves). */
  matchBasedId?: string
  /** A supply-chain finding's advisory, package and reachability. */
  supplyChain?: SupplyChainDetails
}

/** What a supply-chain finding adds: what is vulnerable, whether it is reached, the fix. */
export interface SupplyChainDetails {
  /** `vulnerability_identifier`, e.g. CVE-2021-23337. */
  advisory?: string
  package?: string
  version?: string
  /** `reachable`, `unreachable`, `no reachability analysis`, … */
  reachability?: string
  /** The first fix recommendation's version. */
  fixVersion?: string
  /** Where the vulnerable code is called (`usage.location`). */
  callSite?: {
    filePath: string
    line?: number
    column?: number
    endLine?: number
    endColumn?: number
  }
}

const externalTicketSchema = z.object({
  external_slug: z.string().default(''),
  url: z.string().default(''),
  id: exactInteger.optional()
})

const locationSchema = z.object({
  file_path: z.string().default(''),
  line: exactInteger.optional(),
  column: exactInteger.optional(),
  end_line: exactInteger.optional(),
  end_column: exactInteger.optional()
})

/** A line or column as a number: 1 … 2^31, else left out. */
function position(value: bigint | undefined): number | undefined {
  return value !== undefined && value > 0n && value <= 2n ** 31n ? Number(value) : undefined
}

/** The region of a location; only what it gives. */
function region(location: z.infer<typeof locationSchema>): {
  column?: number
  endLine?: number
  endColumn?: number
} {
  const column = position(location.column)
  const endLine = position(location.end_line)
  const endColumn = position(location.end_column)
  return {
    ...(column !== undefined && { column }),
    ...(endLine !== undefined && { endLine }),
    ...(endColumn !== undefined && { endColumn })
  }
}

const names = z.array(z.string()).optional()

const findingSchema = z
  .object({
    id: exactId,
    rule_name: z.string().default(''),
    severity: z.string().default(''),
    location: locationSchema.default({ file_path: '' }),
    line_of_code_url: z.string().optional(),
    external_ticket: externalTicketSchema.optional(),
    ref: z.string().optional(),
    repository: z.object({ name: z.string().optional() }).optional(),
    status: z.string().optional(),
    rule_message: z.string().optional(),
    rule: z
      .object({ message: z.string().optional(), cwe_names: names, owasp_names: names })
      .optional(),
    match_based_id: z.string().optional(),
    vulnerability_identifier: z.string().optional(),
    reachability: z.string().optional(),
    found_dependency: z
      .object({ package: z.string().optional(), version: z.string().optional() })
      .optional(),
    fix_recommendations: z.array(z.object({ version: z.string().optional() })).optional(),
    usage: z.object({ location: locationSchema.optional() }).optional()
  })
  .transform((f): PageFinding => {
    const line = position(f.location.line)
    return {
      id: f.id.toString(),
      ruleName: f.rule_name,
      severity: f.severity,
      filePath: f.location.file_path,
      ...(line !== undefined && { line }),
      ...region(f.location),
      ...(f.ref !== undefined && { ref: f.ref }),
      ...(f.repository?.name !== undefined && { repositoryName: f.repository.name }),
      ...(f.status !== undefined && { status: f.status }),
      ...ruleOf(f),
      ...(f.match_based_id && { matchBasedId: f.match_based_id }),
      ...supplyChainOf(f),
      ...(f.line_of_code_url && { lineUrl: f.line_of_code_url }),
      ...(f.repository?.name && { repository: f.repository.name }),
      ...(f.external_ticket && (f.external_ticket.url || f.external_ticket.external_slug)
        ? {
            externalTicket: {
              slug: f.external_ticket.external_slug,
              url: f.external_ticket.url,
              ...(f.external_ticket.id !== undefined && { id: f.external_ticket.id })
            }
          }
        : {})
    }
  })

/** The rule's message and its CWE and OWASP names, when given. */
function ruleOf(f: {
  rule_message?: string | undefined
  rule?:
    | {
        message?: string | undefined
        cwe_names?: string[] | undefined
        owasp_names?: string[] | undefined
      }
    | undefined
}): Pick<PageFinding, 'ruleMessage' | 'cweNames' | 'owaspNames'> {
  const message = f.rule?.message || f.rule_message
  return {
    ...(message && { ruleMessage: message }),
    ...(f.rule?.cwe_names?.length && { cweNames: f.rule.cwe_names }),
    ...(f.rule?.owasp_names?.length && { owaspNames: f.rule.owasp_names })
  }
}

/** The supply-chain part, when the finding has one. */
function supplyChainOf(f: {
  vulnerability_identifier?: string | undefined
  reachability?: string | undefined
  found_dependency?: { package?: string | undefined; version?: string | undefined } | undefined
  fix_recommendations?: { version?: string | undefined }[] | undefined
  usage?: { location?: z.infer<typeof locationSchema> | undefined } | undefined
}): { supplyChain?: SupplyChainDetails } {
  const fixVersion = f.fix_recommendations?.find(r => r.version)?.version
  const call = f.usage?.location
  const callLine = call && position(call.line)
  const details: SupplyChainDetails = {
    ...(f.vulnerability_identifier && { advisory: f.vulnerability_identifier }),
    ...(f.found_dependency?.package && { package: f.found_dependency.package }),
    ...(f.found_dependency?.version && { version: f.found_dependency.version }),
    ...(f.reachability && { reachability: f.reachability }),
    ...(fixVersion && { fixVersion }),
    ...(call?.file_path && {
      callSite: {
        filePath: call.file_path,
        ...(callLine !== undefined && { line: callLine }),
        ...region(call)
      }
    })
  }
  return Object.keys(details).length > 0 ? { supplyChain: details } : {}
}

export const findingsPageSchema: z.ZodType<PageFinding[]> = z
  .object({ findings: z.array(findingSchema).default([]) })
  .transform(page => page.findings)
