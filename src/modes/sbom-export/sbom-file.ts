/**
 * Reads the downloaded SBOM back: is it CycloneDX JSON, which spec version, how many components
 * (nested ones included). What it finds is shown in the summary and the `component-count` output; a
 * problem is a warning, never a failure, as the export itself succeeded.
 */
import { readFile } from 'node:fs/promises'
import { truncate } from '../../action/text.js'

export interface SbomReadBack {
  /** `specVersion` of the document, when it is CycloneDX JSON. */
  specVersion?: string
  /** Components, nested ones included; undefined when the file is not CycloneDX JSON. */
  componentCount?: number
  /** Why the file is not what was asked for (not CycloneDX JSON, another spec version). */
  problem?: string
}

/** Reads `file` and compares its spec version with `expectedVersion` (e.g. `1.7`). */
export async function readSbomFile(file: string, expectedVersion: string): Promise<SbomReadBack> {
  const parsed = parseCycloneDx(await readFile(file, 'utf8'))
  if ('problem' in parsed) {
    return { problem: `Check the SBOM file before relying on it: ${parsed.problem}.` }
  }
  const { bom } = parsed
  const specVersion = typeof bom.specVersion === 'string' ? bom.specVersion : undefined
  const result: SbomReadBack = {
    componentCount: countComponents(bom.components),
    ...(specVersion !== undefined && { specVersion })
  }
  if (specVersion !== expectedVersion) {
    result.problem =
      `Check that the platform supports CycloneDX ${expectedVersion}: the SBOM it produced is ` +
      `CycloneDX ${specVersion ?? '(no specVersion)'}, not the ${expectedVersion} asked for.`
  }
  return result
}

/** A parsed CycloneDX JSON document (the fields read here; the rest is left as parsed). */
export interface CycloneDxDocument {
  bomFormat: 'CycloneDX'
  specVersion?: unknown
  components?: unknown
  [field: string]: unknown
}

/**
 * Parses text as a CycloneDX JSON document, or says why it is not one (`it is not JSON (…)`, for
 * a sentence). `JSON.parse` keeps a `__proto__` key as an own field and copes with deep nesting;
 * readers of the result read own fields only.
 */
export function parseCycloneDx(text: string): { bom: CycloneDxDocument } | { problem: string } {
  let document: unknown
  try {
    // A byte-order mark is not JSON, but some tools write one.
    document = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    return {
      problem: `it is not JSON (${error instanceof Error ? truncate(error.message, 200) : String(error)})`
    }
  }
  const bom = document as { bomFormat?: unknown }
  if (!bom || typeof bom !== 'object' || Array.isArray(bom) || bom.bomFormat !== 'CycloneDX') {
    return { problem: 'it is JSON but not a CycloneDX document (no "bomFormat": "CycloneDX")' }
  }
  return { bom: bom as CycloneDxDocument }
}

/** Components and their nested `components`, at any depth (iteratively: documents can be deep). */
export function countComponents(components: unknown): number {
  let count = 0
  const pending: unknown[] = [components]
  while (pending.length > 0) {
    const list = pending.pop()
    if (!Array.isArray(list)) continue
    for (const component of list) {
      if (!component || typeof component !== 'object') continue
      count++
      pending.push((component as { components?: unknown }).components)
    }
  }
  return count
}
