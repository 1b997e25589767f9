/**
 * The SARIF 2.1.0 schema (OASIS, JSON Schema draft-04, vendored in schemas/sarif/ with its source):
 * every SARIF `mode: code-scanning` writes is checked against it.
 */
import { expect } from '@jest/globals'
import type { ValidateFunction } from 'ajv'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const schema = JSON.parse(
  readFileSync(new URL('../../schemas/sarif/sarif-schema-2.1.0.json', import.meta.url), 'utf8')
) as object

let validate: ValidateFunction | undefined

/** ajv for draft-04 (the schema's draft), with the formats it names (`uri`, `date-time`). */
function compile(): ValidateFunction {
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

/** Fails the test with the schema's complaints when `document` is not valid SARIF 2.1.0. */
export function expectValidSarif(document: unknown): void {
  expect(sarifProblems(document)).toEqual([])
}
