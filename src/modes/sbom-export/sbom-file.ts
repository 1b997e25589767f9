/**
 * Reads the downloaded SBOM back: is it a CycloneDX JSON document at all, which spec version, how
 * many components (nested ones included). A file that is no CycloneDX document is refused
 * (`notSbom`): the download URL may have pointed anywhere, so nothing of it is quoted. Another spec
 * version than the one asked for is a warning (`problem`), as the document is still an SBOM.
 */
import { readFile } from 'node:fs/promises'

export interface SbomReadBack {
  /** `specVersion` of the document, when it is CycloneDX JSON. */
  specVersion?: string
  /** Components, nested ones included; undefined when the file is not CycloneDX JSON. */
  componentCount?: number
  /** Why the file is not what was asked for (another spec version). */
  problem?: string
  /** Why the file is no CycloneDX JSON document, in words that quote nothing of it. */
  notSbom?: string
}

/** Reads `file` and compares its spec version with `expectedVersion` (e.g. `1.7`). */
export async function readSbomFile(file: string, expectedVersion: string): Promise<SbomReadBack> {
  return readSbomText(await readFile(file, 'utf8'), expectedVersion)
}

/** {@link readSbomFile} of text already read. */
export function readSbomText(text: string, expectedVersion: string): SbomReadBack {
  const parsed = parseCycloneDx(text)
  if ('problem' in parsed) return { notSbom: parsed.problem }
  const { bom } = parsed
  const specVersion = bom.specVersion
  const result: SbomReadBack = { componentCount: countComponents(bom.components), specVersion }
  if (specVersion !== expectedVersion) {
    result.problem =
      `Check that the platform supports CycloneDX ${expectedVersion}: the SBOM it produced is ` +
      `CycloneDX ${specVersion}, not the ${expectedVersion} asked for.`
  }
  return result
}

/** A parsed CycloneDX JSON document (the fields read here; the rest is left as parsed). */
export interface CycloneDxDocument {
  bomFormat: 'CycloneDX'
  /** `1.7`: checked to be a CycloneDX version number. */
  specVersion: string
  /** A list when present. */
  components?: unknown[]
  [field: string]: unknown
}

/**
 * Parses text as a CycloneDX JSON document, or says why it is not one (`it is not JSON`, for a
 * sentence) without quoting any of it: the text may be anything a download URL pointed at.
 * `JSON.parse` keeps a `__proto__` key as an own field and copes with deep nesting; readers of the
 * result read own fields only.
 */
export function parseCycloneDx(text: string): { bom: CycloneDxDocument } | { problem: string } {
  let document: unknown
  try {
    // A byte-order mark is not JSON, but some tools write one.
    document = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch {
    // JSON.parse's message quotes the text.
    return { problem: 'it is not JSON' }
  }
  const bom = document as { bomFormat?: unknown; specVersion?: unknown; components?: unknown }
  if (!bom || typeof bom !== 'object' || Array.isArray(bom) || bom.bomFormat !== 'CycloneDX') {
    return { problem: 'it is JSON, but has no "bomFormat": "CycloneDX"' }
  }
  if (typeof bom.specVersion !== 'string' || !/^1\.[0-9]{1,2}$/.test(bom.specVersion)) {
    return { problem: 'it has no CycloneDX specVersion' }
  }
  if (bom.components !== undefined && !Array.isArray(bom.components)) {
    return { problem: 'its components are not a list' }
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
