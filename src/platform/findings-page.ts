/**
 * The check of a ListFindings page. Kept apart from the schema: zod is loaded with the first page,
 * not when the client is built.
 */
import type { Checked } from './request-json.js'
import type { PageFinding } from './findings-schema.js'

export type { PageFinding } from './findings-schema.js'

/** One page of findings, as the platform answered it. */
export type FindingsPage = PageFinding[]

/** Checks a page against the schema (zod, loaded with the first page). */
export async function checkFindingsPage(json: unknown): Promise<Checked<FindingsPage>> {
  const { findingsPageSchema } = await import('./findings-schema.js')
  const { describeSchemaIssues } = await import('./schemas.js')
  const parsed = findingsPageSchema.safeParse(json)
  if (!parsed.success) return { ok: false, problem: describeSchemaIssues(parsed.error) }
  return { ok: true, value: parsed.data }
}
