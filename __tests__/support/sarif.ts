/** Every SARIF `mode: code-scanning` writes is checked against the SARIF 2.1.0 schema. */
import { expect } from '@jest/globals'
import { sarifProblems } from '../../scripts/lib/sarif-schema.js'

export { sarifProblems }

/** Fails the test with the schema's complaints when `document` is not valid SARIF 2.1.0. */
export function expectValidSarif(document: unknown): void {
  expect(sarifProblems(document)).toEqual([])
}
