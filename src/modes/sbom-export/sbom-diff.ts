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
  /** Its versions, each once ('' for a component without one). */
  versions: string[]
  /** The purl the SBOM gives for each version ('' when the component has none). */
  purls: string[]
  /** The versions as a set, once there are many (a package in thousands of versions stays linear). */
  versionSet?: Set<string>
}

const MANY_VERSIONS = 16

function hasVersion(entry: IndexedPackage, version: string): boolean {
  return entry.versionSet ? entry.versionSet.has(version) : entry.versions.includes(version)
}

function addVersion(entry: IndexedPackage, version: string, purl: string): void {
  if (hasVersion(entry, version)) return
  entry.versions.push(version)
  entry.purls.push(purl)
  if (entry.versionSet) entry.versionSet.add(version)
  else if (entry.versions.length > MANY_VERSIONS) entry.versionSet = new Set(entry.versions)
}

/** An SBOM reduced to what the comparison reads. */
export interface SbomIndex {
  /** Keyed by the matching key (see {@link componentKey}). */
  packages: Map<string, IndexedPackage>
  /** Keyed by vulnerability `id`; duplicates merged. */
  vulnerabilities: Map<string, DiffVulnerability>
  /** The other IDs (`references[].id`) of a vulnerability, by its `id`; only those with any. */
  references: Map<string, string[]>
  /**
   * The entries of a vulnerability grouped by `analysis.state`, least reassuring first, by its
   * `id`; only those whose entries disagree (one component `not_affected`, another unanalysed).
   */
  states: Map<string, StateGroup[]>
}

/** The components that a vulnerability's entries with one `analysis.state` (or none) affect. */
export interface StateGroup {
  state?: string
  affects: string[]
}

/**
 * Analysis states, least reassuring first; a state not listed comes after `in_triage`, and no
 * analysis after that: where a vulnerability's entries disagree, the least reassuring one is its state.
 */
const STATE_ORDER = ['exploitable', 'in_triage']
const REASSURING_ORDER = ['resolved', 'resolved_with_pedigree', 'not_affected', 'false_positive']

/** The rank of an analysis state (lower is less reassuring). */
export function stateRank(state: string | undefined): number {
  if (state === undefined) return STATE_ORDER.length + 1
  const lower = state.toLowerCase()
  const early = STATE_ORDER.indexOf(lower)
  if (early >= 0) return early
  const late = REASSURING_ORDER.indexOf(lower)
  return late >= 0 ? STATE_ORDER.length + 2 + late : STATE_ORDER.length
}

/** Other IDs kept per vulnerability (a document may list thousands; aliases are a handful). */
const MAX_REFERENCES = 32

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
  // Written with index arithmetic rather than split/map/join: it runs once per component.
  let end = purl.length
  const hash = purl.indexOf('#')
  if (hash >= 0) end = hash
  const query = purl.lastIndexOf('?', end - 1)
  if (query >= 0) end = query
  // The version follows the last `@` after the last `/` (a scope's `@` comes before a `/`).
  const at = purl.lastIndexOf('@', end - 1)
  if (at >= 0 && at > purl.lastIndexOf('/', end - 1)) end = at
  const head = /^\s*pkg:\/*([^/]+)\//i.exec(purl)
  if (!head || head[0].length >= end) return undefined
  let path = purl.slice(head[0].length, end).trim()
  if (path.includes('%')) path = path.split('/').map(decodeSegment).join('/')
  if (path.includes('//') || path.startsWith('/') || path.endsWith('/')) {
    path = path
      .split('/')
      .filter(segment => segment !== '')
      .join('/')
  }
  if (path === '') return undefined
  return `pkg:${head[1]!.toLowerCase()}/${path}`
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
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
  const bom = isObject(document) ? document : {}
  const purlOfRef = new Map<string, string>()
  const packages = indexComponents(bom, purlOfRef)
  const references = new Map<string, string[]>()
  const states = new Map<string, StateGroup[]>()
  const vulnerabilities = indexVulnerabilities(bom, purlOfRef, references, states)
  return { packages, vulnerabilities, references, states }
}

/** Every component, nested ones included, by matching key; `purlOfRef` learns each bom-ref's purl. */
function indexComponents(bom: Json, purlOfRef: Map<string, string>): Map<string, IndexedPackage> {
  const packages = new Map<string, IndexedPackage>()
  const pending: unknown[][] = [ownArray(bom, 'components')]
  while (pending.length > 0) {
    for (const item of pending.pop()!) {
      if (!isObject(item)) continue
      const nested = ownArray(item, 'components')
      if (nested.length > 0) pending.push(nested)
      addComponent(packages, purlOfRef, item)
    }
  }
  return packages
}

function addComponent(
  packages: Map<string, IndexedPackage>,
  purlOfRef: Map<string, string>,
  item: Json
): void {
  const name = field(item, 'name')
  const group = field(item, 'group')
  const purl = field(item, 'purl')
  const version = field(item, 'version') ?? ''
  const ref = field(item, 'bom-ref')
  if (ref !== undefined && purl !== undefined) purlOfRef.set(ref, purl)
  const key = componentKey({ purl, group, name })
  if (key === undefined) return
  const entry = packages.get(key)
  if (entry) {
    addVersion(entry, version, purl ?? '')
    return
  }
  // A key that is no `name:` key is the purl without version. Arrays of one, made at their
  // size: at tens of thousands of packages, spare capacity is most of an index's memory.
  const basePurl = key.startsWith('name:') ? undefined : key
  packages.set(key, {
    name: name ?? nameFromPurl(basePurl ?? key),
    ...(group !== undefined && { group }),
    ...(basePurl !== undefined && { basePurl }),
    versions: [version],
    purls: [purl ?? '']
  })
}

/** The highest `ratings[].severity`; `unknown` when none is rated. */
function ratedSeverity(item: Json): Severity {
  let severity: Severity | undefined
  for (const rating of ownArray(item, 'ratings')) {
    if (!isObject(rating)) continue
    const s = severityOf(field(rating, 'severity'))
    severity = severity === undefined ? s : higher(severity, s)
  }
  return severity ?? 'unknown'
}

function analysisState(item: Json): string | undefined {
  const analysis = Object.prototype.hasOwnProperty.call(item, 'analysis')
    ? item.analysis
    : undefined
  return isObject(analysis) ? field(analysis, 'state') : undefined
}

/**
 * Every vulnerability by `id`, duplicates merged (the least reassuring state stands); affected refs
 * as purls where known; the IDs its `references` name go into `references`, and its entries by
 * state into `states` where they disagree.
 */
function indexVulnerabilities(
  bom: Json,
  purlOfRef: Map<string, string>,
  references: Map<string, string[]>,
  states: Map<string, StateGroup[]>
): Map<string, DiffVulnerability> {
  // Affected purls as sets while indexing, so that merging duplicates stays linear; the same per
  // state ('' for no analysis).
  const affected = new Map<string, Set<string>>()
  const byState = new Map<string, Map<string, Set<string>>>()
  const vulnerabilities = new Map<string, DiffVulnerability>()
  for (const item of ownArray(bom, 'vulnerabilities')) {
    if (!isObject(item)) continue
    const id = field(item, 'id')
    if (id === undefined) continue
    const severity = ratedSeverity(item)
    const state = analysisState(item)
    const seen = vulnerabilities.get(id)
    if (seen) {
      // One vulnerability listed more than once (once per component, as some tools do): merged.
      seen.severity = higher(seen.severity, severity)
      mergeState(seen, state)
    } else {
      vulnerabilities.set(id, { id, severity, ...(state !== undefined && { state }), affects: [] })
      affected.set(id, new Set())
      byState.set(id, new Map())
    }
    addReferences(references, id, item)
    const affects = affected.get(id)!
    const groups = byState.get(id)!
    let group = groups.get(state ?? '')
    if (group === undefined) groups.set(state ?? '', (group = new Set()))
    for (const entry of ownArray(item, 'affects')) {
      const ref = isObject(entry) ? field(entry, 'ref') : undefined
      if (ref === undefined) continue
      const purl = purlOfRef.get(ref) ?? ref
      affects.add(purl)
      group.add(purl)
    }
  }
  for (const [id, affects] of affected) vulnerabilities.get(id)!.affects = [...affects]
  keepDisagreeing(byState, states)
  return vulnerabilities
}

/** The other IDs an entry's `references` name, each once, at most MAX_REFERENCES per ID. */
function addReferences(references: Map<string, string[]>, id: string, item: Json): void {
  for (const entry of ownArray(item, 'references')) {
    const other = isObject(entry) ? field(entry, 'id') : undefined
    if (other === undefined || other === id) continue
    const known = references.get(id)
    if (known === undefined) references.set(id, [other])
    else if (known.length < MAX_REFERENCES && !known.includes(other)) known.push(other)
  }
}

/** Keeps the less reassuring of the two states (no analysis is less reassuring than a ruling-out one). */
function mergeState(seen: DiffVulnerability, state: string | undefined): void {
  if (stateRank(state) >= stateRank(seen.state)) return
  if (state === undefined) delete seen.state
  else seen.state = state
}

/** The entries by state of the vulnerabilities whose entries disagree, least reassuring first. */
function keepDisagreeing(
  byState: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>,
  states: Map<string, StateGroup[]>
): void {
  for (const [id, groups] of byState) {
    if (groups.size < 2) continue
    const list = [...groups].map(([state, purls]) => ({
      ...(state !== '' && { state }),
      affects: [...purls]
    }))
    states.set(
      id,
      list.sort((a, b) => stateRank(a.state) - stateRank(b.state))
    )
  }
}

/** The last segment of a purl path (`pkg:npm/%40a/b` → `b`), for a component without a name. */
function nameFromPurl(purl: string): string {
  return purl.slice(purl.lastIndexOf('/') + 1)
}

/**
 * Natural order without regard to (ASCII) case: `pkg-9` before `pkg-10`, `1.9.0` before `1.10.0`.
 * Written out rather than `Intl.Collator`, which is several times slower on lists of this size.
 */
export function naturalCompare(a: string, b: string): number {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i)
    const cb = b.charCodeAt(j)
    if (isDigit(ca) && isDigit(cb)) {
      // Compare digit runs as numbers: leading zeros skipped, then the longer is larger.
      let si = i
      let sj = j
      while (si < a.length - 1 && a.charCodeAt(si) === 48 && isDigit(a.charCodeAt(si + 1))) si++
      while (sj < b.length - 1 && b.charCodeAt(sj) === 48 && isDigit(b.charCodeAt(sj + 1))) sj++
      let ei = si
      let ej = sj
      while (ei < a.length && isDigit(a.charCodeAt(ei))) ei++
      while (ej < b.length && isDigit(b.charCodeAt(ej))) ej++
      if (ei - si !== ej - sj) return ei - si - (ej - sj)
      for (let k = 0; k < ei - si; k++) {
        const d = a.charCodeAt(si + k) - b.charCodeAt(sj + k)
        if (d !== 0) return d
      }
      i = ei
      j = ej
      continue
    }
    const d = lower(ca) - lower(cb)
    if (d !== 0) return d
    i++
    j++
  }
  return a.length - i - (b.length - j)
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c
}

/** Natural order, then code units, so that the order is total and the same on every machine. */
function byText(x: string, y: string): number {
  return naturalCompare(x, y) || (x < y ? -1 : x > y ? 1 : 0)
}

function sortedVersions(versions: readonly string[]): string[] {
  return versions.filter(v => v !== '').sort(byText)
}

function byName(a: { name: string; group?: string }, b: { name: string; group?: string }): number {
  const x = a.group !== undefined ? `${a.group}/${a.name}` : a.name
  const y = b.group !== undefined ? `${b.group}/${b.name}` : b.name
  return byText(x, y)
}

/** Most severe first, then by ID. */
export function bySeverity(a: DiffVulnerability, b: DiffVulnerability): number {
  const rank = SEVERITY_RANK.get(a.severity)! - SEVERITY_RANK.get(b.severity)!
  if (rank !== 0) return rank
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Each version of a package as a listed component. */
function listed(entry: IndexedPackage): DiffComponent[] {
  const order = entry.versions.map((_, i) => i)
  if (order.length > 1) order.sort((x, y) => byText(entry.versions[x]!, entry.versions[y]!))
  return order.map(i => {
    const version = entry.versions[i]!
    const purl = entry.purls[i]!
    return {
      name: entry.name,
      ...(entry.group !== undefined && { group: entry.group }),
      ...(purl !== '' && { purl }),
      ...(version !== '' && { version })
    }
  })
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
      for (const component of listed(now)) added.push(component)
      continue
    }
    const same =
      before.versions.length === now.versions.length &&
      now.versions.every(v => hasVersion(before, v))
    if (same) continue
    changed.push({
      name: now.name,
      ...(now.group !== undefined && { group: now.group }),
      ...(now.basePurl !== undefined && { purl: now.basePurl }),
      from: sortedVersions(before.versions),
      to: sortedVersions(now.versions)
    })
  }
  for (const [key, before] of base.packages) {
    if (!head.packages.has(key)) for (const component of listed(before)) removed.push(component)
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
