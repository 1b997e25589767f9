/**
 * The collector of ticket references: reads the texts of a pull request (title, head branch, body,
 * commit messages) with the lexer and keeps the tickets and findings that count, where each was
 * named, which ticket a finding's line binds it to, and what was ignored and why.
 *
 * Reading rules:
 * - The body and commit messages are read as Markdown (see `markdown-lines.ts`).
 * - A ticket key is `[A-Z][A-Z0-9_]+-[1-9][0-9]*`, at most 64 characters, between non-word
 *   characters. A URL that starts with `ticketBaseUrl` names the key after it (its case does not
 *   matter there).
 * - A finding is named by a `Finding:`/`Findings:` list at the start of a line (after a list
 *   marker, emphasis or the ticket it belongs to), or by a link on the platform host whose
 *   path holds `/findings/<digits>`, plus the explicit finding IDs.
 */
import { INT64_MAX, isDigits, normalizeId } from '../../platform/ids.js'
import {
  headOf,
  hostMatches,
  findingIdInPath,
  isUpper,
  isUpperProject,
  isWord,
  keyAt,
  labelEnd,
  mergeByPosition,
  mergeSpans,
  misplacedListAt,
  parseFindingList,
  SHOWN_LENGTH,
  SpanWalker,
  startsWithIgnoringCase,
  urlsIn,
  wordEnd,
  type FoundId,
  type Span
} from './lexer.js'
import { readableLines } from './markdown-lines.js'

/** The texts of a pull request that references are read from. */
export interface PullRequestText {
  title: string
  /** Head branch name, e.g. `feature/PROJ-42-fix`. */
  branch: string
  body: string
  /** Commit messages; `label` (e.g. the short sha) names the commit in the summary. */
  commits: { label: string; message: string }[]
}

/** Settings of the `ticket-link` mode that steer the reading. */
export interface ReferenceOptions {
  /** `ticket-base-url`: ticket URL = base (one `/` ensured) + key. */
  ticketBaseUrl?: string
  /** `ticket-projects`: allow-list of project keys; empty = all but {@link NON_TICKET_PREFIXES}. */
  ticketProjects: string[]
  /** `ticket-url`: when set, every finding goes to this ticket; keys in the text are not used. */
  explicitTicketUrl?: string
  /** `finding-ids`: explicit finding IDs (digits). */
  explicitFindingIds: string[]
  /** Host of `api-url` (e.g. `semgrep.dev`): links to findings are recognised on it only. */
  platformHost?: string
  /** More distinct finding IDs than this is an error. Default 1000. */
  maxFindingIds?: number
  /** Linking findings to more tickets than this is an error. Default 20. */
  maxTickets?: number
}

/** A reference that was seen but not used, with the reason. */
export interface IgnoredReference {
  reference: string
  where: string
  reason: string
}

/** More distinct finding IDs are named than `limit`; reading stops there. */
export class FindingLimitReached extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} distinct finding IDs`)
    this.name = 'FindingLimitReached'
  }
}

/**
 * Project prefixes that look like ticket keys but name standards, algorithms, advisories, licences
 * and the like. Used only when `ticketProjects` is empty. A prefix followed by digits (`SHA3`,
 * `ISO8859`) is treated like the prefix.
 */
export const NON_TICKET_PREFIXES: ReadonlySet<string> = new Set(
  [
    // vulnerabilities, weaknesses, advisories
    'CVE CWE CAPEC GHSA OSV PYSEC RUSTSEC GO GSD MAL OWASP ASVS NVD BDSA SNYK DSA DLA USN RHSA',
    'RHBA RHEA ALAS ELSA SUSE MSRC KB ZDI EDB VU JVN CNVD CNNVD EUVD CERT TALOS',
    // standards and specifications
    'ISO IEC IEEE ANSI DIN EN RFC BCP STD ECMA ES W3C WCAG PEP JSR JEP PSR NIST SP FIPS PCI DSS',
    'SOC HIPAA GDPR CIS',
    // encodings, protocols, algorithms
    'UTF UCS ASCII LATIN CP SHA MD AES DES RSA ECDSA EDDSA HMAC PBKDF CRC TLS SSL DTLS HTTP HTTPS',
    'TCP UDP IP IPV',
    // licences, time zones, others
    'GPL LGPL AGPL MPL EPL BSD CDDL EUPL SSPL CC UTC GMT COVID'
  ]
    .join(' ')
    .split(' ')
)

/** How many ignored references the plan keeps. */
export const MAX_IGNORED_SHOWN = 200

/**
 * How many distinct tickets are kept; further ones are only counted. Far above the tickets one run
 * links, and it keeps memory and the log small whatever a pull request holds.
 */
export const MAX_TICKETS_KEPT = 1000

const DEFAULT_MAX_FINDING_IDS = 1000

/** The URL of a ticket: `baseUrl` without trailing slashes, exactly one `/`, then `key`. */
export function ticketUrlForKey(baseUrl: string, key: string): string {
  let end = baseUrl.length
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 47) end--
  return `${baseUrl.slice(0, end)}/${key}`
}

function shorten(value: string): string {
  return value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value
}

/** A deny-listed prefix, or a deny-listed prefix followed by digits (`SHA3`, `ISO8859`). */
function deniedPrefix(project: string): string | undefined {
  if (NON_TICKET_PREFIXES.has(project)) return project
  let i = 0
  while (i < project.length && isUpper(project.charCodeAt(i))) i++
  const letters = project.slice(0, i)
  return i < project.length && NON_TICKET_PREFIXES.has(letters) && isDigits(project.slice(i))
    ? letters
    : undefined
}

export interface TicketEntry {
  key: string
  url: string
  where: string[]
}

export interface FindingEntry {
  id: string
  where: string[]
  /** Tickets a line bound this finding to, first-seen order. */
  boundTo: string[]
  /** The first link to it on the platform host. */
  url?: string
}

function addWhere(list: string[], where: string): void {
  if (!list.includes(where)) list.push(where)
}

export class ReferenceCollector {
  readonly tickets = new Map<string, TicketEntry>()
  readonly findings = new Map<string, FindingEntry>()
  readonly ignored: IgnoredReference[] = []
  private readonly ignoredSeen = new Set<string>()
  ignoredOmitted = 0
  /** References to tickets beyond {@link MAX_TICKETS_KEPT} distinct ones, counted, not kept. */
  ticketsOmitted = 0
  private readonly allow: Set<string>
  private readonly base: string | undefined
  private readonly host: string | undefined
  private readonly maxFindings: number
  /** The key of `ticket-url`, when it is on the ticket base URL. */
  readonly explicitKey: string | undefined
  /** Where the key of `ticket-url` was named, `ticket-url` first. */
  readonly explicitWhere: string[] = ['ticket-url']
  /** Keys seen while no ticket base URL was set to build their URLs. */
  keysWithoutUrl = 0

  constructor(
    options: ReferenceOptions,
    readonly explicitUrl: string | undefined
  ) {
    this.allow = new Set(options.ticketProjects.map(p => p.trim().toUpperCase()).filter(Boolean))
    const base = options.ticketBaseUrl?.trim()
    this.base = base ? ticketUrlForKey(base, '') : undefined
    this.host = options.platformHost?.trim() || undefined
    this.maxFindings = options.maxFindingIds ?? DEFAULT_MAX_FINDING_IDS
    this.explicitKey =
      explicitUrl !== undefined && this.base !== undefined
        ? this.keyAfterBase(explicitUrl, 0, explicitUrl.length)?.key
        : undefined
  }

  /** A title (`withFindings`) or a branch name: read as-is, line by line. */
  readPlain(text: string, where: string, withFindings: boolean): void {
    for (const line of text.split('\n')) this.readLine(line, where, withFindings)
  }

  /** A body or commit message: fenced code blocks and HTML comments are not read. */
  readMarkdown(text: string, where: string): void {
    for (const line of readableLines(text)) this.readLine(line, where, true)
  }

  /** `finding-ids`, already checked and normalised by the mode's inputs. */
  readExplicitFindings(ids: string[]): void {
    for (const id of ids) this.addFinding(id, 'finding-ids', [])
  }

  private readLine(line: string, where: string, withFindings: boolean): void {
    if (line.length < 4) return // shorter than any key (`AB-1`), label or link
    const lineTickets = new Set<string>()
    let found: FoundId[] = []
    const urls = withFindings ? urlsIn(line) : []
    const ticketUrlSpans: Span[] = []
    for (const url of urls) {
      const key = this.base !== undefined ? this.keyAfterBase(line, url.start, url.end) : undefined
      const text = line.slice(url.start, url.end)
      if (key !== undefined) {
        ticketUrlSpans.push({ start: url.start, end: key.end })
        this.ticket(key.key, line.slice(url.start, key.end), where, true, lineTickets)
        continue
      }
      const digits = this.findingLink(text, where)
      if (digits !== undefined) found.push({ at: url.start, digits, shown: text, url: text })
    }
    const keySpans = this.readKeys(line, where, ticketUrlSpans, lineTickets)
    if (withFindings) {
      const listed = this.readFindingList(line, where, mergeSpans(urls, keySpans))
      if (listed.length > 0) found = found.length === 0 ? listed : mergeByPosition(found, listed)
    }
    const lineFindings: string[] = []
    for (const id of found) this.foundFindingId(id, where, lineFindings)
    if (lineTickets.size === 1 && lineFindings.length > 0) {
      const key = lineTickets.values().next().value as string
      for (const id of lineFindings) {
        const entry = this.findings.get(id)
        if (entry !== undefined && !entry.boundTo.includes(key)) entry.boundTo.push(key)
      }
    }
  }

  /** The key right after the ticket base URL at `start`, if the text there is one. */
  private keyAfterBase(
    text: string,
    start: number,
    end: number
  ): { key: string; end: number } | undefined {
    const base = this.base as string
    if (end - start <= base.length || !startsWithIgnoringCase(text, start, base)) return undefined
    const from = start + base.length
    const found = keyAt(text, from, wordEnd(text, from))
    if (found === undefined || found.end > end) return undefined
    return { key: `${found.project.toUpperCase()}-${found.number}`, end: found.end }
  }

  /** Scans the words of a line for keys; returns the spans of every key-shaped reference. */
  private readKeys(line: string, where: string, skip: Span[], lineTickets: Set<string>): Span[] {
    const spans: Span[] = []
    const skipping = new SpanWalker(skip)
    let i = 0
    while (i < line.length) {
      const skipped = skipping.from(i)
      if (skipped !== undefined && skipped.start <= i) {
        i = skipped.end
        continue
      }
      if (!isWord(line.charCodeAt(i))) {
        i++
        continue
      }
      const end = wordEnd(line, i)
      const found = keyAt(line, i, end)
      if (found !== undefined) {
        spans.push({ start: i, end: found.shownEnd })
        const shown = line.slice(i, found.shownEnd)
        if (isUpperProject(found.project)) {
          this.ticket(`${found.project}-${found.number}`, shown, where, false, lineTickets)
        } else if (this.allow.has(found.project.toUpperCase())) {
          this.ignore(shown, where, 'not upper case: ticket keys are read in upper case only')
        }
      }
      i = end
    }
    return spans
  }

  private ticket(
    key: string,
    shown: string,
    where: string,
    fromUrl: boolean,
    lineTickets: Set<string>
  ): void {
    const project = key.slice(0, key.lastIndexOf('-'))
    if (this.allow.size > 0 && !this.allow.has(project)) {
      const allowed = [...this.allow].join(', ')
      this.ignore(shown, where, `project ${project} is not in ticket-projects (${allowed})`)
      return
    }
    const denied = this.allow.size === 0 && !fromUrl ? deniedPrefix(project) : undefined
    if (denied !== undefined) {
      this.ignore(
        shown,
        where,
        `${denied} is a well-known non-ticket prefix (set ticket-projects to choose the projects)`
      )
      return
    }
    if (this.explicitUrl !== undefined) {
      if (key === this.explicitKey) addWhere(this.explicitWhere, where)
      else this.ignore(key, where, 'not used: ticket-url is set, so every finding goes to it')
      return
    }
    if (this.base === undefined) {
      this.keysWithoutUrl++
      this.ignore(key, where, 'no ticket-base-url is set to build its URL (or set ticket-url)')
      return
    }
    let entry = this.tickets.get(key)
    if (entry === undefined) {
      if (this.tickets.size >= MAX_TICKETS_KEPT) {
        this.ticketsOmitted++
        return
      }
      entry = { key, url: ticketUrlForKey(this.base, key), where: [] }
      this.tickets.set(key, entry)
    }
    addWhere(entry.where, where)
    lineTickets.add(key)
  }

  /** The finding ID a link on the platform host names; links elsewhere are reported. */
  private findingLink(url: string, where: string): string | undefined {
    if (!url.includes('/findings/')) return undefined
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return undefined
    }
    const id = findingIdInPath(parsed.pathname)
    if (id === undefined) return undefined
    if (this.host === undefined) {
      this.ignore(url, where, 'no platform host is known to recognise links to findings')
      return undefined
    }
    if (!hostMatches(parsed, this.host)) {
      this.ignore(url, where, `not a link to a finding on ${this.host}`)
      return undefined
    }
    return id
  }

  /** The IDs of a `Findings:` list on this line; a list in the wrong place is reported. */
  private readFindingList(line: string, where: string, neutral: Span[]): FoundId[] {
    const head = headOf(line, neutral)
    const atHead = labelEnd(line, head)
    if (atHead !== -1) {
      const list = parseFindingList(line, atHead, neutral)
      if (list.invalid === undefined) return list.ids
      this.ignore(
        `${line.slice(head, atHead)} ${list.invalid}`,
        where,
        'a Findings list holds only finding IDs separated by commas or spaces ' +
          '(e.g. Findings: 123, 456)'
      )
      return []
    }
    const misplaced = misplacedListAt(line, neutral)
    if (misplaced !== -1) {
      this.ignore(
        line.slice(misplaced).trim(),
        where,
        'a Findings list is read only at the start of a line ' +
          '(after a list marker or the ticket key)'
      )
    }
    return []
  }

  private foundFindingId(found: FoundId, where: string, lineFindings: string[]): void {
    const id = normalizeId(found.digits)
    if (id === undefined) {
      this.ignore(found.shown, where, `larger than the largest finding ID (${INT64_MAX})`)
      return
    }
    this.addFinding(id, where, lineFindings, found.url)
  }

  private addFinding(id: string, where: string, lineFindings: string[], url?: string): void {
    let entry = this.findings.get(id)
    if (entry === undefined) {
      if (this.findings.size >= this.maxFindings) throw new FindingLimitReached(this.maxFindings)
      entry = { id, where: [], boundTo: [] }
      this.findings.set(id, entry)
    }
    addWhere(entry.where, where)
    entry.url ??= url
    lineFindings.push(id)
  }

  private ignore(reference: string, where: string, reason: string): void {
    const shown = shorten(reference)
    const key = `${shown}\n${where}\n${reason}`
    if (this.ignoredSeen.has(key)) return
    // Once the list is full, further ones are only counted (each time they occur): remembering
    // them would grow with the text.
    if (this.ignored.length >= MAX_IGNORED_SHOWN) {
      this.ignoredOmitted++
      return
    }
    this.ignoredSeen.add(key)
    this.ignored.push({ reference: shown, where, reason })
  }
}
