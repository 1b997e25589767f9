/**
 * Reads the downloaded SBOM back: is it CycloneDX JSON, which spec version, how many components
 * (nested ones included). What it finds is shown in the summary and the `component-count` output; a
 * problem is a warning, never a failure, as the export itself succeeded.
 */
import { readFile } from 'node:fs/promises'

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
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    return {
      problem: `Check the SBOM file before relying on it: it is not JSON (${error instanceof Error ? error.message : String(error)}).`
    }
  }
  const bom = document as { bomFormat?: unknown; specVersion?: unknown; components?: unknown }
  if (!bom || typeof bom !== 'object' || bom.bomFormat !== 'CycloneDX') {
    return {
      problem:
        'Check the SBOM file before relying on it: it is JSON but not a CycloneDX document (no "bomFormat": "CycloneDX").'
    }
  }
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
