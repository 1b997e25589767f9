/**
 * The VEX document (`vex`): what the SBOM's own analysis says of each vulnerability, for scanners
 * that read VEX (Trivy `--vex`, Grype, anchore/scan-action's `vex`). One statement per vulnerability
 * ID and affected component; where entries for the same pair disagree, the least reassuring status
 * stands. Pure: `vex-file.ts` writes what this builds and says what it left out.
 *
 * The SBOM comes from the platform, but is read as the comparison reads a base: only own, typed
 * fields, lengths clipped, nesting walked without recursion.
 */
import { createHash } from 'node:crypto'
import type { VexFormat } from './inputs.js'

/** OpenVEX statuses, least reassuring first: where two entries disagree, the first stands. */
export const VEX_STATUSES = ['affected', 'under_investigation', 'fixed', 'not_affected'] as const
export type VexStatus = (typeof VEX_STATUSES)[number]

/** OpenVEX justifications for the CycloneDX justifications that have one. */
export const JUSTIFICATIONS: Readonly<Record<string, string>> = {
  code_not_present: 'vulnerable_code_not_present',
  code_not_reachable: 'vulnerable_code_not_in_execute_path',
  protected_by_compiler: 'inline_mitigations_already_exist',
  protected_at_runtime: 'inline_mitigations_already_exist',
  protected_at_perimeter: 'inline_mitigations_already_exist',
  protected_by_mitigating_control: 'inline_mitigations_already_exist'
}

/** The OpenVEX status of a CycloneDX `analysis.state` (none, or one it does not define: under investigation). */
export function vexStatus(state: string | undefined): VexStatus {
  switch (state?.toLowerCase()) {
    case 'not_affected':
    case 'false_positive':
      return 'not_affected'
    case 'exploitable':
      return 'affected'
    case 'resolved':
    case 'resolved_with_pedigree':
      return 'fixed'
    default:
      return 'under_investigation'
  }
}

/** Characters of the analysis' `detail` or a recommendation quoted in a statement. */
const MAX_QUOTE = 500
/** Longest string read from the document (IDs, refs, purls). */
const MAX_FIELD = 1_000
/** Other IDs kept per vulnerability. */
const MAX_ALIASES = 32

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field(object: Json, key: string): string | undefined {
  if (!Object.hasOwn(object, key)) return undefined
  const value = object[key]
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return trimmed.length > MAX_FIELD ? trimmed.slice(0, MAX_FIELD) : trimmed
}

function ownArray(object: Json, key: string): unknown[] {
  if (!Object.hasOwn(object, key)) return []
  const value = object[key]
  return Array.isArray(value) ? value : []
}

function quote(value: string): string {
  // The value comes trimmed (`field`); its inner runs of blanks become one space.
  const line = value.replace(/\s+/g, ' ')
  return line.length > MAX_QUOTE ? `${line.slice(0, MAX_QUOTE - 1)}…` : line
}

/** One OpenVEX statement, as written. */
export interface VexStatement {
  vulnerability: { name: string; aliases?: string[] }
  products: [{ '@id': string; identifiers?: { purl: string } }]
  status: VexStatus
  justification?: string
  impact_statement?: string
  action_statement?: string
}

/** What the run needs besides the SBOM. */
export interface VexContext {
  format: VexFormat
  /** `owner/name` (or the repository ID), for the author. */
  repository: string
  /** `sha256:<hex>` of the SBOM's bytes: the document's ID where the SBOM has no serial number. */
  sha256: string
  /** When the SBOM was downloaded (ISO 8601): the timestamp where the SBOM gives none. */
  downloadedAt: string
}

/** Statements per status, for the summary. */
export type StatusCounts = Record<VexStatus, number>

export type VexOutcome =
  /** The SBOM holds no vulnerability: no document (OpenVEX needs one statement at least). */
  | { state: 'no-vulnerabilities' }
  /** It holds some, but none names a component a statement could be about (`leftOut` refs). */
  | { state: 'no-statements'; leftOut: number }
  /** `vex: cyclonedx` for an SBOM without `serialNumber`: a BOM-Link needs it. */
  | { state: 'no-serial-number' }
  | {
      state: 'written'
      format: VexFormat
      text: string
      statements: number
      counts: StatusCounts
      /** Products named by a BOM-Link (no purl). */
      bomLinked: number
      /** Affected refs left out: no purl, and no serial number to make a BOM-Link with. */
      leftOut: number
    }

/** What one affected component of one vulnerability became. */
interface Pair {
  id: string
  product: { '@id': string; identifiers?: { purl: string } }
  status: VexStatus
  entry: Json
  affect: Json
}

/** The VEX document of a parsed SBOM. */
export function buildVex(bom: unknown, context: VexContext): VexOutcome {
  const document = isObject(bom) ? bom : {}
  const entries = ownArray(document, 'vulnerabilities').filter(isObject)
  if (!entries.some(entry => field(entry, 'id') !== undefined)) {
    return { state: 'no-vulnerabilities' }
  }
  const serialNumber = field(document, 'serialNumber')
  if (context.format === 'cyclonedx' && serialNumber === undefined) {
    return { state: 'no-serial-number' }
  }
  const link = serialNumber !== undefined ? bomLinkPrefix(serialNumber, document) : undefined
  const { pairs, aliases, bomLinked, leftOut } = pairsOf(entries, purlsByRef(document), link)
  const sorted = [...pairs.values()].sort((a, b) =>
    a.id === b.id ? order(a.product['@id'], b.product['@id']) : order(a.id, b.id)
  )
  if (sorted.length === 0) return { state: 'no-statements', leftOut }
  const counts: StatusCounts = { affected: 0, under_investigation: 0, fixed: 0, not_affected: 0 }
  for (const pair of sorted) counts[pair.status]++
  const text =
    context.format === 'openvex'
      ? openVex(document, serialNumber, context, sorted, aliases)
      : cycloneDxVex(document, serialNumber!, sorted)
  return {
    state: 'written',
    format: context.format,
    text,
    statements: sorted.length,
    counts,
    bomLinked,
    leftOut
  }
}

/**
 * Each vulnerability ID and affected product once, with the least reassuring status of its entries;
 * the other IDs of each vulnerability; how many products were named by BOM-Link or left out.
 */
function pairsOf(
  entries: readonly Json[],
  purls: ReadonlyMap<string, string>,
  link: string | undefined
) {
  const pairs = new Map<string, Pair>()
  const aliases = new Map<string, Set<string>>()
  let bomLinked = 0
  let leftOut = 0
  for (const entry of entries) {
    const id = field(entry, 'id')
    if (id === undefined) continue
    addAliases(aliases, id, entry)
    const status = vexStatus(analysisOf(entry)?.state)
    for (const affect of ownArray(entry, 'affects').filter(isObject)) {
      const ref = field(affect, 'ref')
      if (ref === undefined) continue
      const purl = purls.get(ref) ?? (/^pkg:/i.test(ref) ? ref : undefined)
      let product: Pair['product']
      if (purl !== undefined) product = { '@id': purl, identifiers: { purl } }
      else if (link !== undefined) {
        product = { '@id': `${link}#${encodeURIComponent(ref)}` }
        bomLinked++
      } else {
        leftOut++
        continue
      }
      const key = `${id}\n${product['@id']}`
      const seen = pairs.get(key)
      if (seen && VEX_STATUSES.indexOf(seen.status) <= VEX_STATUSES.indexOf(status)) continue
      pairs.set(key, { id, product, status, entry, affect })
    }
  }
  return { pairs, aliases, bomLinked, leftOut }
}

function addAliases(aliases: Map<string, Set<string>>, id: string, entry: Json): void {
  const known = aliases.get(id) ?? new Set<string>()
  aliases.set(id, known)
  for (const reference of ownArray(entry, 'references')) {
    const other = isObject(reference) ? field(reference, 'id') : undefined
    if (other !== undefined && other !== id && known.size < MAX_ALIASES) known.add(other)
  }
}

function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The entry's analysis fields read (each undefined where absent); undefined without an analysis. */
function analysisOf(entry: Json): Analysis | undefined {
  const analysis = Object.hasOwn(entry, 'analysis') ? entry.analysis : undefined
  if (!isObject(analysis)) return undefined
  return {
    state: field(analysis, 'state'),
    justification: field(analysis, 'justification'),
    detail: field(analysis, 'detail')
  }
}

interface Analysis {
  state: string | undefined
  justification: string | undefined
  detail: string | undefined
}

/** Every component's purl by its bom-ref, nested ones included. */
function purlsByRef(document: Json): Map<string, string> {
  const purls = new Map<string, string>()
  const metadata = isObject(document.metadata) ? document.metadata : {}
  const pending: unknown[][] = [ownArray(document, 'components')]
  if (isObject(metadata.component)) pending.push([metadata.component])
  while (pending.length > 0) {
    for (const item of pending.pop()!) {
      if (!isObject(item)) continue
      const nested = ownArray(item, 'components')
      if (nested.length > 0) pending.push(nested)
      const ref = field(item, 'bom-ref')
      const purl = field(item, 'purl')
      if (ref !== undefined && purl !== undefined) purls.set(ref, purl)
    }
  }
  return purls
}

/** `urn:cdx:<serial without urn:uuid:>/<version>`: a BOM-Link to the SBOM, before `#<bom-ref>`. */
function bomLinkPrefix(serialNumber: string, document: Json): string {
  const version =
    typeof document.version === 'number' && document.version >= 1 ? document.version : 1
  return `urn:cdx:${serialNumber.replace(/^urn:uuid:/i, '')}/${version}`
}

/** The statement's fields beyond its status, as OpenVEX wants them. */
function details(
  pair: Pair
): Pick<VexStatement, 'justification' | 'impact_statement' | 'action_statement'> {
  if (pair.status === 'affected') return { action_statement: actionStatement(pair) }
  if (pair.status !== 'not_affected') return {}
  // A not_affected status comes from an analysis with a state.
  const analysis = analysisOf(pair.entry)!
  const key = analysis.justification?.toLowerCase() ?? ''
  const justification = Object.hasOwn(JUSTIFICATIONS, key) ? JUSTIFICATIONS[key] : undefined
  return {
    ...(justification !== undefined && { justification }),
    impact_statement: impactStatement(analysis)
  }
}

/**
 * Why not affected, in words: CycloneDX's justification (or the state, for `false_positive` or no
 * justification), the analysis' `detail` quoted; or, with neither, the platform's reachability.
 */
function impactStatement({ state, justification, detail }: Analysis): string {
  const reason =
    justification !== undefined
      ? `CycloneDX justification ${justification}`
      : `CycloneDX analysis state ${state!}`
  if (detail !== undefined) return `${reason}: ${quote(detail)}`
  if (justification !== undefined) return reason
  return `${reason}: the platform's reachability analysis found the product not affected.`
}

/** The fix the SBOM gives: its `recommendation`, else the versions marked unaffected, else none. */
function actionStatement(pair: Pair): string {
  const recommendation = field(pair.entry, 'recommendation')
  if (recommendation !== undefined) return quote(recommendation)
  const unaffected = ownArray(pair.affect, 'versions')
    .filter(isObject)
    .filter(v => field(v, 'status') === 'unaffected')
    .map(v => field(v, 'version') ?? field(v, 'range'))
    .filter(v => v !== undefined)
  if (unaffected.length > 0) {
    return quote(`Use a version the SBOM marks unaffected: ${unaffected.slice(0, 10).join(', ')}.`)
  }
  return 'No fix recorded in the SBOM.'
}

/** A stable ID for the document: the same SBOM gives the same one on every run. */
function documentId(format: VexFormat, sbom: string): string {
  const hash = createHash('sha256').update(`${format}\n${sbom}`).digest('hex')
  // A name-based UUID (version 5's layout, over SHA-256): `urn:uuid:` is an IRI every reader takes.
  const variant = ((parseInt(hash[16]!, 16) & 0x3) | 0x8).toString(16)
  return `urn:uuid:${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`
}

function timestampOf(document: Json, fallback: string): string {
  const metadata = isObject(document.metadata) ? document.metadata : {}
  const stamp = field(metadata, 'timestamp')
  return stamp !== undefined && !Number.isNaN(Date.parse(stamp)) ? stamp : fallback
}

function openVex(
  document: Json,
  serialNumber: string | undefined,
  context: VexContext,
  pairs: readonly Pair[],
  aliases: ReadonlyMap<string, ReadonlySet<string>>
): string {
  const statements: VexStatement[] = pairs.map(pair => {
    const others = [...(aliases.get(pair.id) ?? [])]
    return {
      vulnerability: { name: pair.id, ...(others.length > 0 && { aliases: others }) },
      products: [pair.product],
      status: pair.status,
      ...details(pair)
    }
  })
  const vex = {
    '@context': 'https://openvex.dev/ns/v0.2.0',
    '@id': documentId('openvex', serialNumber ?? context.sha256),
    author: `Semgrep AppSec Platform (${context.repository})`,
    timestamp: timestampOf(document, context.downloadedAt),
    version: 1,
    tooling: 'security-platform-action (mode: sbom-export), from the SBOM analysis',
    statements
  }
  return `${JSON.stringify(vex, null, 2)}\n`
}

/**
 * A CycloneDX document of the SBOM's spec version holding only its vulnerabilities: each entry's
 * `analysis` as the SBOM gives it, each `affects[].ref` a BOM-Link to the SBOM's component.
 */
function cycloneDxVex(document: Json, serialNumber: string, pairs: readonly Pair[]): string {
  const link = bomLinkPrefix(serialNumber, document)
  // One entry per entry of the SBOM that a statement stands on, its analysis as given.
  const entries = new Map<Json, { id: string; refs: string[] }>()
  for (const pair of pairs) {
    const ref = `${link}#${encodeURIComponent(field(pair.affect, 'ref')!)}`
    // Each pair is one product, so each ref comes once.
    const known = entries.get(pair.entry)
    if (known === undefined) entries.set(pair.entry, { id: pair.id, refs: [ref] })
    else known.refs.push(ref)
  }
  const vex = {
    bomFormat: 'CycloneDX',
    specVersion: field(document, 'specVersion') ?? '1.6',
    serialNumber: documentId('cyclonedx', serialNumber),
    version: 1,
    vulnerabilities: [...entries].map(([entry, { id, refs }]) => {
      const analysis = Object.hasOwn(entry, 'analysis') ? entry.analysis : undefined
      return {
        id,
        ...(isObject(analysis) && { analysis }),
        affects: refs.map(ref => ({ ref }))
      }
    })
  }
  return `${JSON.stringify(vex, null, 2)}\n`
}
