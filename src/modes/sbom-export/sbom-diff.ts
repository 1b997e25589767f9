/**
 * What changed between two CycloneDX SBOMs: components added, removed or changed in version, and
 * vulnerabilities introduced or resolved. Pure functions over parsed documents.
 *
 * SBOMs hold tens of thousands of components, so each document is indexed once into maps (linear),
 * and the comparison walks the maps; nothing is matched pair by pair. The documents come from
 * whoever could upload a release asset: only own, typed fields are read, lengths are clipped, maps
 * (never plain objects) are keyed by their strings, and nesting is walked without recursion.
 */

/** A component as the diff reports it. */
export interface DiffComponent {
  name: string
  group?: string
  /** The component's purl as the SBOM gives it (version included), when it has one. */
  purl?: string
  version?: string
}

/** A package whose set of versions differs between the base and the new SBOM. */
export interface ChangedComponent {
  name: string
  group?: string
  /** The package's purl without version, qualifiers and subpath, when it has one. */
  purl?: string
  from: string[]
  to: string[]
}

/** CycloneDX severities, most severe first; `unknown` also stands for no rating at all. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info', 'none', 'unknown'] as const
export type Severity = (typeof SEVERITIES)[number]

export interface DiffVulnerability {
  id: string
  /** The highest `ratings[].severity`; `unknown` when none is rated. */
  severity: Severity
  /** `analysis.state` (e.g. `exploitable`, `not_affected`), when given. */
  state?: string
  /** purls (else bom-refs) of the components it affects. */
  affects: string[]
}

export interface SbomDiff {
  components: {
    added: DiffComponent[]
    removed: DiffComponent[]
    changed: ChangedComponent[]
  }
  vulnerabilities: {
    /** Most severe first. */
    introduced: DiffVulnerability[]
    resolved: DiffVulnerability[]
  }
}

/** One package (matching key) of an SBOM: how to show it, and its versions. */
interface IndexedPackage {
  name: string
  group?: string
  /** purl without version, qualifiers and subpath. */
  basePurl?: string
  /** version → the purl the SBOM gives for that version ('' when the component has none). */
  versions: Map<string, string>
}

/** An SBOM reduced to what the comparison reads. */
export interface SbomIndex {
  /** Keyed by the matching key (see {@link componentKey}). */
  packages: Map<string, IndexedPackage>
  /** Keyed by vulnerability `id`; duplicates merged. */
  vulnerabilities: Map<string, DiffVulnerability>
}

/** Longest string kept from the document; longer ones are cut (they are names, versions, IDs). */
const MAX_FIELD_LENGTH = 1_000

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An own string field, clipped; undefined when absent, empty or not a string. */
function field(object: Json, key: string): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(object, key)) return undefined
  const value = object[key]
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  return trimmed.length > MAX_FIELD_LENGTH ? trimmed.slice(0, MAX_FIELD_LENGTH) : trimmed
}

function ownArray(object: Json, key: string): unknown[] {
  if (!Object.prototype.hasOwnProperty.call(object, key)) return []
  const value = object[key]
  return Array.isArray(value) ? value : []
}

/**
 * A purl without its version, qualifiers and subpath, with the scheme and type in lower case and
 * percent-escapes decoded (`pkg:npm/%40scope/x` and `pkg:npm/@scope/x` are one package).
 */
export function purlWithoutVersion(purl: string): string | undefined {
  let rest = purl.trim()
  const hash = rest.indexOf('#')
  if (hash >= 0) rest = rest.slice(0, hash)
  const query = rest.indexOf('?')
  if (query >= 0) rest = rest.slice(0, query)
  // The version follows the last `@` after the last `/` (a scope's `@` comes before a `/`).
  const at = rest.lastIndexOf('@')
  if (at > rest.lastIndexOf('/')) rest = rest.slice(0, at)
  const match = /^(pkg):([^/]+)\/(.+)$/i.exec(rest.replace(/^pkg:\/+/i, 'pkg:'))
  if (!match) return undefined
  const [, scheme = '', type = '', path = ''] = match
  const decoded = path
    .split('/')
    .filter(segment => segment !== '')
    .map(segment => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
  if (decoded.length === 0) return undefined
  return `${scheme.toLowerCase()}:${type.toLowerCase()}/${decoded.join('/')}`
}

/** The key a component is matched by: its purl without version, else `group/name`. */
export function componentKey(component: {
  purl?: string
  group?: string
  name?: string
}): string | undefined {
  const purl = component.purl !== undefined ? purlWithoutVersion(component.purl) : undefined
  if (purl !== undefined) return purl
  if (component.name === undefined) return undefined
  // A prefix no purl starts with, so that a name never meets a purl.
  return `name:${component.group ?? ''}/${component.name}`
}

const SEVERITY_RANK = new Map<string, number>(SEVERITIES.map((s, i) => [s, i]))

function severityOf(value: string | undefined): Severity {
  const lower = value?.toLowerCase()
  return lower !== undefined && SEVERITY_RANK.has(lower) ? (lower as Severity) : 'unknown'
}

/** The more severe of two. */
function higher(a: Severity, b: Severity): Severity {
  return SEVERITY_RANK.get(a)! <= SEVERITY_RANK.get(b)! ? a : b
}

/**
 * Indexes a CycloneDX document (already parsed): every component, nested ones included (the root
 * `metadata.component`, the software itself, is not a dependency and is left out), and every
 * vulnerability. Anything that is not the expected shape is skipped.
 */
export function indexSbom(document: unknown): SbomIndex {
  const packages = new Map<string, IndexedPackage>()
  const purlOfRef = new Map<string, string>()
  const bom = isObject(document) ? document : {}
  const pending: unknown[][] = [ownArray(bom, 'components')]
  while (pending.length > 0) {
    for (const item of pending.pop()!) {
      if (!isObject(item)) continue
      const nested = ownArray(item, 'components')
      if (nested.length > 0) pending.push(nested)
      const name = field(item, 'name')
      const group = field(item, 'group')
      const purl = field(item, 'purl')
      const version = field(item, 'version') ?? ''
      const ref = field(item, 'bom-ref')
      if (ref !== undefined && purl !== undefined) purlOfRef.set(ref, purl)
      const key = componentKey({ purl, group, name })
      if (key === undefined) continue
      let entry = packages.get(key)
      if (!entry) {
        const basePurl = purl !== undefined ? purlWithoutVersion(purl) : undefined
        entry = {
          name: name ?? nameFromPurl(basePurl ?? key),
          ...(group !== undefined && { group }),
          ...(basePurl !== undefined && { basePurl }),
          versions: new Map()
        }
        packages.set(key, entry)
      }
      if (!entry.versions.has(version)) entry.versions.set(version, purl ?? '')
    }
  }

  // Affected purls as sets while indexing, so that merging duplicates stays linear.
  const affected = new Map<string, Set<string>>()
  const vulnerabilities = new Map<string, DiffVulnerability>()
  for (const item of ownArray(bom, 'vulnerabilities')) {
    if (!isObject(item)) continue
    const id = field(item, 'id')
    if (id === undefined) continue
    let severity: Severity = 'unknown'
    let rated = false
    for (const rating of ownArray(item, 'ratings')) {
      if (!isObject(rating)) continue
      const s = severityOf(field(rating, 'severity'))
      severity = rated ? higher(severity, s) : s
      rated = true
    }
    const analysis = Object.prototype.hasOwnProperty.call(item, 'analysis')
      ? item.analysis
      : undefined
    const state = isObject(analysis) ? field(analysis, 'state') : undefined
    let seen = vulnerabilities.get(id)
    let affects = affected.get(id)
    if (!seen || !affects) {
      seen = { id, severity, ...(state !== undefined && { state }), affects: [] }
      affects = new Set()
      vulnerabilities.set(id, seen)
      affected.set(id, affects)
    } else {
      // One vulnerability listed more than once (once per component, as some tools do): merged.
      seen.severity = higher(seen.severity, severity)
      if (seen.state === undefined && state !== undefined) seen.state = state
    }
    for (const entry of ownArray(item, 'affects')) {
      if (!isObject(entry)) continue
      const ref = field(entry, 'ref')
      if (ref !== undefined) affects.add(purlOfRef.get(ref) ?? ref)
    }
  }
  for (const [id, affects] of affected) vulnerabilities.get(id)!.affects = [...affects]
  return { packages, vulnerabilities }
}

/** The last segment of a purl path (`pkg:npm/%40a/b` → `b`), for a component without a name. */
function nameFromPurl(purl: string): string {
  return purl.slice(purl.lastIndexOf('/') + 1)
}

/** Natural order of versions: `1.9.0` before `1.10.0`. */
const versionOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' })

function sortedVersions(versions: Iterable<string>): string[] {
  return [...versions].filter(v => v !== '').sort(versionOrder.compare)
}

/** Names in natural order without regard to case: `pkg-9` before `pkg-10`. */
const nameOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function byName(a: { name: string; group?: string }, b: { name: string; group?: string }): number {
  const x = a.group !== undefined ? `${a.group}/${a.name}` : a.name
  const y = b.group !== undefined ? `${b.group}/${b.name}` : b.name
  return nameOrder.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0)
}

/** Most severe first, then by ID. */
export function bySeverity(a: DiffVulnerability, b: DiffVulnerability): number {
  const rank = SEVERITY_RANK.get(a.severity)! - SEVERITY_RANK.get(b.severity)!
  if (rank !== 0) return rank
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Each version of a package as a listed component. */
function listed(entry: IndexedPackage): DiffComponent[] {
  const versions = [...entry.versions.entries()].sort(([a], [b]) => versionOrder.compare(a, b))
  return versions.map(([version, purl]) => ({
    name: entry.name,
    ...(entry.group !== undefined && { group: entry.group }),
    ...(purl !== '' && { purl }),
    ...(version !== '' && { version })
  }))
}

/**
 * Compares two indexed SBOMs. A package only in `head` is added (each of its versions listed), one
 * only in `base` removed, one in both whose set of versions differs changed.
 */
export function diffSboms(base: SbomIndex, head: SbomIndex): SbomDiff {
  const added: DiffComponent[] = []
  const removed: DiffComponent[] = []
  const changed: ChangedComponent[] = []
  for (const [key, now] of head.packages) {
    const before = base.packages.get(key)
    if (!before) {
      added.push(...listed(now))
      continue
    }
    const same =
      before.versions.size === now.versions.size &&
      [...now.versions.keys()].every(v => before.versions.has(v))
    if (same) continue
    changed.push({
      name: now.name,
      ...(now.group !== undefined && { group: now.group }),
      ...(now.basePurl !== undefined && { purl: now.basePurl }),
      from: sortedVersions(before.versions.keys()),
      to: sortedVersions(now.versions.keys())
    })
  }
  for (const [key, before] of base.packages) {
    if (!head.packages.has(key)) removed.push(...listed(before))
  }
  const introduced = [...head.vulnerabilities.values()].filter(v => !base.vulnerabilities.has(v.id))
  const resolved = [...base.vulnerabilities.values()].filter(v => !head.vulnerabilities.has(v.id))
  return {
    components: {
      added: added.sort(byName),
      removed: removed.sort(byName),
      changed: changed.sort(byName)
    },
    vulnerabilities: {
      introduced: introduced.sort(bySeverity),
      resolved: resolved.sort(bySeverity)
    }
  }
}
