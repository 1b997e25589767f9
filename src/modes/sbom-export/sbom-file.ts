/**
 * The downloaded SBOM: bounded as it is written and checked as written (MAX_SBOM_BYTES), then
 * parsed once for every reader. The read-back: is it a CycloneDX JSON document at all, which spec
 * version, how many components (nested ones included). A file that is no CycloneDX document is refused
 * (`notSbom`): the download URL may have pointed anywhere, so nothing of it is quoted. Another spec
 * version than the one asked for is a warning (`problem`), as the document is still an SBOM.
 */
import { readFile, stat } from 'node:fs/promises'
import { Transform, type Readable } from 'node:stream'
import { formatBytes, formatCount } from '../../action/text.js'

/**
 * The largest SBOM this action reads, decoded: the downloaded one and a previous release's alike,
 * so that an SBOM attached today can always be the base of the next release. It is parsed whole.
 */
export const MAX_SBOM_BYTES = 64 * 1024 * 1024

/** An SBOM larger than MAX_SBOM_BYTES; a local failure (the download itself went well), never retried. */
export class SbomTooLargeError extends Error {
  override name = 'SbomTooLargeError'
  readonly local = true
}

const BOUND = `${formatBytes(MAX_SBOM_BYTES)} (${formatCount(MAX_SBOM_BYTES)} bytes)`

/** `size`: how large the SBOM is, as far as it was read, as a clause (`is 70.0 MB (…), more than …`). */
function tooLarge(size: string): SbomTooLargeError {
  return new SbomTooLargeError(
    `Report this to the platform's administrators, or export a smaller part: the SBOM the ` +
      `platform delivered ${size}, so nothing of it was kept, attached, uploaded or compared.`
  )
}

/**
 * The download's body (decoded), stopped as soon as it passes MAX_SBOM_BYTES, whatever its
 * encoding or headers said: a few KB of gzip can decode to gigabytes.
 */
export function boundedSbom(body: Readable): Readable {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength
      if (bytes > MAX_SBOM_BYTES) {
        const words = `is more than ${BOUND}, the most this action reads (the download stopped there)`
        done(tooLarge(words))
      } else done(null, chunk)
    }
  })
  body.on('error', error => counter.destroy(error))
  return body.pipe(counter)
}

/**
 * The written file's bytes, its size checked first: the file is what is hashed and attached, so
 * the bound holds for it whatever wrote it.
 */
export async function readSbomBytes(file: string): Promise<Buffer> {
  const { size } = await stat(file)
  if (size > MAX_SBOM_BYTES) {
    const written = `${formatBytes(size)} (${formatCount(size)} bytes)`
    throw tooLarge(`is ${written}, more than the ${BOUND} this action reads`)
  }
  return readFile(file)
}

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

/** The read-back of text: is it CycloneDX, and of the version `expectedVersion` (e.g. `1.7`)? */
export function readSbomText(text: string, expectedVersion: string): SbomReadBack {
  const parsed = parseCycloneDx(text)
  return 'problem' in parsed ? { notSbom: parsed.problem } : readBackOf(parsed.bom, expectedVersion)
}

/** {@link readSbomText} of a document already parsed. */
export function readBackOf(bom: CycloneDxDocument, expectedVersion: string): SbomReadBack {
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
export function parseCycloneDx(
  text: string
): { bom: CycloneDxDocument; byteOrderMark: boolean } | { problem: string } {
  let document: unknown
  // A byte-order mark is not JSON, but some tools write one.
  const byteOrderMark = text.charCodeAt(0) === 0xfeff
  try {
    document = JSON.parse(byteOrderMark ? text.slice(1) : text)
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
  return { bom: bom as CycloneDxDocument, byteOrderMark }
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
