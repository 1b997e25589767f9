/**
 * The shape of a ListFindings page. Only what the link and the summary read is checked; the
 * three finding kinds of the published file share these fields. Lenient where protobuf-JSON
 * varies (int64 as digit strings, fields at their default left out).
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
}

const externalTicketSchema = z.object({
  external_slug: z.string().default(''),
  url: z.string().default(''),
  id: exactInteger.optional()
})

const findingSchema = z
  .object({
    id: exactId,
    rule_name: z.string().default(''),
    severity: z.string().default(''),
    location: z
      .object({ file_path: z.string().default(''), line: exactInteger.optional() })
      .default({ file_path: '' }),
    line_of_code_url: z.string().optional(),
    repository: z.object({ name: z.string().optional() }).optional(),
    external_ticket: externalTicketSchema.optional()
  })
  .transform((f): PageFinding => {
    const line = f.location.line
    return {
      id: f.id.toString(),
      ruleName: f.rule_name,
      severity: f.severity,
      filePath: f.location.file_path,
      ...(line !== undefined && line > 0n && line <= 2n ** 31n && { line: Number(line) }),
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

export const findingsPageSchema: z.ZodType<PageFinding[]> = z
  .object({ findings: z.array(findingSchema).default([]) })
  .transform(page => page.findings)
