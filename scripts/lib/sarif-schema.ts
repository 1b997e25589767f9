/**
 * The SARIF 2.1.0 schema (OASIS, JSON Schema draft-04, vendored in spec/schemas/sarif/ with its source),
 * compiled once: the tests and the demo check every SARIF `mode: code-scanning` writes against it.
 */
import type { ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

let validate: ValidateFunction | undefined

/** ajv for draft-04 (the schema's draft), with the formats it names (`uri`, `date-time`). */
function compile(): ValidateFunction {
  const schema = JSON.parse(
    readFileSync(
      new URL('../../spec/schemas/sarif/sarif-schema-2.1.0.json', import.meta.url),
      'utf8'
    )
  ) as object
  const load = createRequire(import.meta.url)
  const Ajv = (load('ajv-draft-04') as { default: typeof import('ajv').Ajv }).default
  const addFormats = (load('ajv-formats') as { default: (ajv: unknown) => unknown }).default
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}

/** The schema's complaints about `document` (a parsed SARIF log); empty when it is valid. */
export function sarifProblems(document: unknown): string[] {
  validate ??= compile()
  if (validate(document)) return []
  return (validate.errors ?? []).map(e => `${e.instancePath} ${e.message ?? ''}`)
}
