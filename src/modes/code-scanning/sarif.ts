/**
 * The platform's findings as one SARIF 2.1.0 run that GitHub code scanning reads: one rule per
 * rule name, one result per finding, the most severe kept within GitHub's limits (5,000 results a
 * run; the file at most 10 MB gzipped). Pure: the same findings give the same bytes.
 *
 * Every text from the platform is bounded and written as plain text: SARIF reads `[text](n)` in a
 * message as a link, so brackets (and the backslash that escapes them) are escaped.
 */
import { gzipSync } from 'node:zlib'
import type { FindingType, PlatformFinding } from '../../platform/findings.js'

/** GitHub keeps at most 5,000 results of a run (and rejects more than 25,000). */
export const MAX_RESULTS = 5_000
/** GitHub's limit on the gzipped SARIF file. */
export const MAX_GZIPPED_BYTES = 10_000_000
export const MAX_MESSAGE_CHARS = 4_000
export const MAX_DESCRIPTION_CHARS = 1_024
export const MAX_RULE_NAME_CHARS = 255
/** GitHub keeps 10 tags of a rule and rejects a rule with more than 20. */
export const MAX_TAGS = 10
const MAX_TAG_CHARS = 100

export const TOOL_NAME = 'Semgrep AppSec Platform'
const INFORMATION_URI = 'https://semgrep.dev'
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'

/** Most severe first; a severity the platform does not name ranks last. */
export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const
export type Severity = (typeof SEVERITY_ORDER)[number]

/** As GitHub's examples write it, so that the alert shows the platform's severity. */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '2.0'
}
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note'
}

export function severityRank(severity: string): number {
  const index = (SEVERITY_ORDER as readonly string[]).indexOf(severity)
  return index === -1 ? SEVERITY_ORDER.length : index
}

function knownSeverity(severity: string): Severity | undefined {
  return (SEVERITY_ORDER as readonly string[]).includes(severity)
    ? (severity as Severity)
    : undefined
}

/** What the run says about where it came from. */
export interface RunMeta {
  /** The action's version, `tool.driver.semanticVersion`. */
  version: string
  /** `runAutomationDetails.id` is `<category>/`. */
  category: string
  /** `https://github.com/owner/name`. */
  repositoryUrl: string
  commit: string
  /** `refs/heads/main`. */
  ref: string
  /** The finding's page on the platform. */
  findingUrl: (id: string) => string
}

/** Why a finding got no result. */
export type SkipReason = 'no location' | 'path outside the repository'

/** A finding that went into the run. */
export interface KeptFinding {
  id: string
  type: FindingType
  severity: string
  ruleName: string
}

export interface SarifRun {
  /** The SARIF document as written and uploaded. */
  json: string
  /** `json` gzipped. */
  gzipped: Buffer
  kept: KeptFinding[]
  ruleCount: number
  /** Findings with no result, by reason. */
  skipped: Map<SkipReason, number>
  /** Findings left out by GitHub's limits (the least severe). */
  cut: number
  /** Which limit cut them: the result count, or the file's size. */
  cutBy?: 'results' | 'size'
}

/** The repository-relative path as a URI reference, or why it cannot be one. */
export function repositoryPath(filePath: string): { uri: string } | { skip: SkipReason } {
  if (filePath.trim() === '') return { skip: 'no location' }
  const relative = filePath.replace(/^(\.\/)+/, '')
  const outside = { skip: 'path outside the repository' } as const
  if (relative === '' || /^[/\\]/.test(relative) || /^[A-Za-z]:/.test(relative)) return outside
  const segments = relative.split('/')
  if (segments.some(s => s.split('\\').includes('..'))) return outside
  return { uri: segments.map(s => encodeURIComponent(s)).join('/') }
}

/** At most `max` characters, never half a surrogate pair; a cut text ends with `…`. */
export function bounded(value: string, max: number): string {
  // Control characters but line breaks and tabs: no reader of an alert wants them.
  const clean = value.replace(/(?![\n\r\t])\p{Cc}/gu, '')
  if (clean.length <= max) return clean
  let cut = clean.slice(0, max - 1)
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** Plain text for a SARIF message: `[`, `]` and `\` escaped, so that nothing becomes a link. */
export function plain(value: string): string {
  return value.replace(/[\\[\]]/g, c => `\\${c}`)
}

/** A message from platform text: escaped, the whole at most `max` characters (a cut ends in `…`). */
function messageText(value: string, max: number): string {
  const whole = plain(bounded(value, Number.MAX_SAFE_INTEGER))
  if (whole.length <= max) return whole
  let text = ''
  // By code point, escape and all: a cut never splits either.
  for (const c of bounded(value, Number.MAX_SAFE_INTEGER)) {
    const piece = plain(c)
    if (text.length + piece.length > max - 1) break
    text += piece
  }
  return `${text}…`
}

type Region = { startLine: number; startColumn?: number; endLine?: number; endColumn?: number }

/** The region as given, 1-based; an end before the start is dropped. */
export function regionOf(place: {
  line?: number
  column?: number
  endLine?: number
  endColumn?: number
}): Region | undefined {
  if (place.line === undefined) return undefined
  const region: Region = { startLine: place.line }
  if (place.column !== undefined) region.startColumn = place.column
  let endLine = place.endLine
  let endColumn = place.endColumn
  if (endLine !== undefined && endLine < place.line) {
    endLine = undefined
    endColumn = undefined
  }
  if (endLine !== undefined) region.endLine = endLine
  const sameLine = (endLine ?? place.line) === place.line
  if (
    endColumn !== undefined &&
    sameLine &&
    place.column !== undefined &&
    endColumn < place.column
  ) {
    endColumn = undefined
  }
  if (endColumn !== undefined) region.endColumn = endColumn
  return region
}

/** A supply-chain finding's lead: advisory, `package@version`, reachability, fix. */
function supplyChainLead(finding: PlatformFinding): string {
  const sc = finding.supplyChain
  if (sc === undefined) return ''
  const parts: string[] = []
  const pkg = sc.package ? `${sc.package}${sc.version ? `@${sc.version}` : ''}` : ''
  if (sc.advisory && pkg) parts.push(`${sc.advisory} in ${pkg}`)
  else if (sc.advisory || pkg) parts.push(sc.advisory || pkg)
  if (sc.reachability) parts.push(sc.reachability)
  parts.push(sc.fixVersion ? `fixed in ${sc.fixVersion}` : 'no fixed version')
  return `${parts.join('; ')}. `
}

function ruleMessageOf(finding: PlatformFinding): string {
  return finding.ruleMessage || finding.ruleName || 'Finding'
}

/** The result's message text, with a link to the call site when there is one. */
function resultMessage(finding: PlatformFinding, hasCallSite: boolean): string {
  const link = hasCallSite ? ' See the [call site](1).' : ''
  const body = messageText(
    `${supplyChainLead(finding)}${ruleMessageOf(finding)}`,
    MAX_MESSAGE_CHARS - link.length
  )
  return `${body}${link}`
}

function tagsOf(finding: PlatformFinding): string[] {
  const tags = ['security', ...(finding.cweNames ?? []), ...(finding.owaspNames ?? [])]
    .map(tag => bounded(tag.trim(), MAX_TAG_CHARS))
    .filter(tag => tag !== '')
  return [...new Set(tags)].slice(0, MAX_TAGS)
}

/** Most severe first, then by ID (numerically), so that the cut is the same on every run. */
function compareFindings(a: PlatformFinding, b: PlatformFinding): number {
  const bySeverity = severityRank(a.severity) - severityRank(b.severity)
  if (bySeverity !== 0) return bySeverity
  const [x, y] = [BigInt(a.id), BigInt(b.id)]
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The findings of a listing as they arrive, holding at most about twice {@link MAX_RESULTS} of
 * those that can be results: the less severe beyond the 5,000 most severe are only counted, so
 * that memory does not grow with the branch's findings.
 */
export class ResultCandidates {
  private list: PlatformFinding[] = []
  private placeable = 0
  /** The least severe kept at the last pruning: anything less severe is only counted. */
  private worst: PlatformFinding | undefined
  /** Findings left out as less severe than {@link MAX_RESULTS} others. */
  dropped = 0

  add(finding: PlatformFinding): void {
    const placeable = 'uri' in repositoryPath(finding.filePath)
    // Dropped at once, so that it never outlives a young collection (see docs/performance.md).
    if (placeable && this.worst !== undefined && compareFindings(finding, this.worst) > 0) {
      this.dropped++
      return
    }
    this.list.push(finding)
    if (placeable && ++this.placeable >= 2 * MAX_RESULTS) this.prune()
  }

  get findings(): readonly PlatformFinding[] {
    return this.list
  }

  /** Every finding added, dropped ones included. */
  get count(): number {
    return this.list.length + this.dropped
  }

  private prune(): void {
    const placeable = this.list.filter(f => 'uri' in repositoryPath(f.filePath))
    const others = this.list.filter(f => !('uri' in repositoryPath(f.filePath)))
    placeable.sort(compareFindings)
    this.dropped += placeable.length - MAX_RESULTS
    this.list = [...others, ...placeable.slice(0, MAX_RESULTS)]
    this.placeable = MAX_RESULTS
    this.worst = placeable[MAX_RESULTS - 1]
  }
}

interface Placed {
  finding: PlatformFinding
  uri: string
  callSite?: { uri: string; region?: Region }
}

/**
 * The run for these findings: the skipped ones counted, the rest most severe first, at most
 * {@link MAX_RESULTS}, fewer when the file would pass {@link MAX_GZIPPED_BYTES} gzipped.
 */
export function buildSarif(
  findings: readonly PlatformFinding[] | ResultCandidates,
  meta: RunMeta,
  maxGzippedBytes = MAX_GZIPPED_BYTES
): SarifRun {
  const dropped = findings instanceof ResultCandidates ? findings.dropped : 0
  const all = findings instanceof ResultCandidates ? findings.findings : findings
  const skipped = new Map<SkipReason, number>()
  const placed: Placed[] = []
  for (const finding of all) {
    const place = repositoryPath(finding.filePath)
    if ('skip' in place) {
      skipped.set(place.skip, (skipped.get(place.skip) ?? 0) + 1)
      continue
    }
    const call = finding.supplyChain?.callSite
    const callPlace = call ? repositoryPath(call.filePath) : undefined
    const callSite =
      call && callPlace && 'uri' in callPlace
        ? { uri: callPlace.uri, ...withRegion(regionOf(call)) }
        : undefined
    placed.push({ finding, uri: place.uri, ...(callSite && { callSite }) })
  }
  placed.sort((a, b) => compareFindings(a.finding, b.finding))
  let keep = Math.min(placed.length, MAX_RESULTS)
  let cutBy: SarifRun['cutBy'] = keep < placed.length || dropped > 0 ? 'results' : undefined
  for (;;) {
    const { json, ruleCount } = render(placed.slice(0, keep), meta)
    const gzipped = gzipSync(json)
    if (gzipped.length <= maxGzippedBytes || keep === 0) {
      return {
        json,
        gzipped,
        kept: placed.slice(0, keep).map(({ finding: f }) => ({
          id: f.id,
          type: f.type,
          severity: f.severity,
          ruleName: f.ruleName
        })),
        ruleCount,
        skipped,
        cut: placed.length - keep + dropped,
        ...(cutBy && { cutBy })
      }
    }
    // Fewer results in proportion, with a margin, until the file fits.
    keep = Math.floor((keep * maxGzippedBytes * 0.9) / gzipped.length)
    cutBy = 'size'
  }
}

function withRegion(region: Region | undefined): { region?: Region } {
  return region ? { region } : {}
}

interface RuleEntry {
  index: number
  name: string
  message: string
  rank: number
  tags: string[]
}

/** The SARIF text of these results and their rules. */
function render(placed: readonly Placed[], meta: RunMeta): { json: string; ruleCount: number } {
  const rules = new Map<string, RuleEntry>()
  for (const { finding } of placed) {
    const entry = rules.get(finding.ruleName)
    if (entry === undefined) {
      rules.set(finding.ruleName, {
        index: rules.size,
        name: finding.ruleName,
        message: ruleMessageOf(finding),
        rank: severityRank(finding.severity),
        tags: tagsOf(finding)
      })
    } else {
      entry.rank = Math.min(entry.rank, severityRank(finding.severity))
    }
  }
  const document = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            informationUri: INFORMATION_URI,
            semanticVersion: meta.version,
            rules: [...rules.values()].map(ruleJson)
          }
        },
        automationDetails: { id: `${meta.category}/` },
        versionControlProvenance: [
          { repositoryUri: meta.repositoryUrl, revisionId: meta.commit, branch: meta.ref }
        ],
        results: placed.map(p => resultJson(p, rules.get(p.finding.ruleName)!.index, meta))
      }
    ]
  }
  return { json: JSON.stringify(document), ruleCount: rules.size }
}

function ruleJson(rule: RuleEntry): unknown {
  const severity = SEVERITY_ORDER[rule.rank]
  const description = bounded(rule.message, MAX_DESCRIPTION_CHARS)
  return {
    id: rule.name,
    name: bounded(rule.name, MAX_RULE_NAME_CHARS),
    shortDescription: { text: bounded(rule.name, MAX_DESCRIPTION_CHARS) },
    fullDescription: { text: description },
    help: { text: description },
    defaultConfiguration: { level: severity ? LEVEL[severity] : 'warning' },
    properties: {
      tags: rule.tags,
      ...(severity && { 'security-severity': SECURITY_SEVERITY[severity] })
    }
  }
}

function resultJson({ finding, uri, callSite }: Placed, ruleIndex: number, meta: RunMeta): unknown {
  const severity = knownSeverity(finding.severity)
  const region = regionOf(finding)
  return {
    ruleId: finding.ruleName,
    ruleIndex,
    level: severity ? LEVEL[severity] : 'warning',
    message: { text: resultMessage(finding, callSite !== undefined) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
          ...withRegion(region)
        }
      }
    ],
    ...(callSite && {
      relatedLocations: [
        {
          id: 1,
          physicalLocation: {
            artifactLocation: { uri: callSite.uri, uriBaseId: '%SRCROOT%' },
            ...withRegion(callSite.region)
          },
          message: { text: 'call site' }
        }
      ]
    }),
    partialFingerprints: {
      primaryLocationLineHash: finding.matchBasedId ?? `semgrepFindingId:${finding.id}`,
      ...(finding.matchBasedId !== undefined && {
        'semgrepMatchBasedId/v1': finding.matchBasedId
      }),
      'semgrepFindingId/v1': finding.id
    },
    properties: {
      semgrepFindingId: finding.id,
      semgrepFindingUrl: meta.findingUrl(finding.id),
      semgrepFindingType: finding.type
    }
  }
}
