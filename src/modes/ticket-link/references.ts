/**
 * Reads ticket keys and finding IDs from the texts of a pull request and plans which ticket gets
 * which findings (mode `ticket-link`). Pure: no I/O. The text is scanned line by line with
 * character loops and literal patterns only, so hostile input (megabytes of near-matches) costs
 * linear time.
 *
 * Reading rules:
 * - Sources: title, head branch name, body, commit messages. The body and commit messages are read
 *   as Markdown: fenced code blocks (``` or ~~~) and HTML comments (`<!-- ... -->`, as left by pull
 *   request templates) are not read. Inline code is read.
 * - A ticket key is `[A-Z][A-Z0-9_]+-[1-9][0-9]*`, at most 64 characters, between non-word characters. A URL that starts
 *   with `ticketBaseUrl` names the key after it (its case does not matter there).
 * - A finding is named by a `Finding:`/`Findings:` list at the start of a line (after a list
 *   marker, emphasis or the ticket it belongs to), or by a link on the platform host whose
 *   path holds `/findings/<digits>`, plus the explicit finding IDs.
 * - One ticket: every finding goes to it. Several: a finding on a line that names exactly one of
 *   them goes to that one; a finding left unbound is an error. `explicitTicketUrl` overrides all this.
 */
import { INT64_MAX, isDigits, normalizeId } from '../../platform/ids.js'

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

/** One `POST .../tickets/link` to make. */
export interface TicketLink {
  ticketKey?: string
  ticketUrl: string
  findingIds: string[]
}

/** A ticket that counts, and where it was named. */
export interface TicketFound {
  key?: string
  url: string
  where: string[]
}

/** A finding ID, where it was named and, when planned, the ticket it goes to. */
export interface FindingFound {
  id: string
  where: string[]
  ticketUrl?: string
  /** The first link to this finding on the platform host in the text, if any. */
  url?: string
}

/** A reference that was seen but not used, with the reason. */
export interface IgnoredReference {
  reference: string
  where: string
  reason: string
}

/** What to link, plus what the summary needs to explain it. */
export interface TicketLinkPlan {
  /** One entry per ticket to link, in first-seen order; empty when there is nothing to link. */
  links: TicketLink[]
  tickets: TicketFound[]
  findings: FindingFound[]
  /** Distinct entries, at most {@link MAX_IGNORED_SHOWN}; the rest counted in `ignoredOmitted`. */
  ignored: IgnoredReference[]
  ignoredOmitted: number
  /** Why nothing is linked (set exactly when `links` is empty). */
  notice?: string
}

/** A reference problem the user has to fix (ambiguous or too many references). */
export class TicketReferenceError extends Error {
  /** Ticket keys (or URLs) the pull request references. */
  readonly tickets: string[]
  /** Finding IDs that could not be assigned to one ticket. */
  readonly findingIds: string[]
  /** The references found (no links planned), so that the summary can show them with the error. */
  readonly plan: TicketLinkPlan | undefined

  constructor(
    message: string,
    tickets: string[] = [],
    findingIds: string[] = [],
    plan?: TicketLinkPlan
  ) {
    super(message)
    this.name = 'TicketReferenceError'
    this.tickets = tickets
    this.findingIds = findingIds
    this.plan = plan
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

const DEFAULT_MAX_FINDING_IDS = 1000
const DEFAULT_MAX_TICKETS = 20
const SHOWN_LENGTH = 80
const LISTED_IN_ERRORS = 10

/** The URL of a ticket: `baseUrl` without trailing slashes, exactly one `/`, then `key`. */
export function ticketUrlForKey(baseUrl: string, key: string): string {
  let end = baseUrl.length
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 47) end--
  return `${baseUrl.slice(0, end)}/${key}`
}

/** Reads the pull request and plans the links; throws {@link TicketReferenceError} if ambiguous. */
export function planTicketLinks(
  pr: PullRequestText | undefined,
  options: ReferenceOptions
): TicketLinkPlan {
  const explicitUrl = options.explicitTicketUrl?.trim() || undefined
  const reader = new Reader(options, explicitUrl)
  if (pr !== undefined) {
    reader.readPlain(pr.title, 'title', true)
    reader.readPlain(pr.branch, 'branch', false)
    reader.readMarkdown(pr.body, 'body')
    for (const commit of pr.commits) reader.readMarkdown(commit.message, `commit ${commit.label}`)
  }
  reader.readExplicitFindings(options.explicitFindingIds)
  return reader.plan()
}

// ---------------------------------------------------------------------------------------------
// Character classes

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90
}

function isLetter(c: number): boolean {
  return isUpper(c) || (c >= 97 && c <= 122)
}

function isWord(c: number): boolean {
  return isDigit(c) || isLetter(c) || c === 95
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9
}

/** Characters that end a bare URL in text (besides whitespace and control characters). */
const URL_END = new Set([...'<>"\'`()[]{}|\\'].map(ch => ch.charCodeAt(0)))
/** Start of a bare URL; global, so `lastIndex` is reset before each use. */
const URL_START = /https?:\/\//gi
/** Where a `Finding:` label may start; global, so `lastIndex` is reset before each use. */
const LABEL_WORD = /finding/gi
/** Punctuation that ends a sentence rather than a URL. */
const URL_TRAILING = new Set([...'.,;:!?*_~'].map(ch => ch.charCodeAt(0)))

// ---------------------------------------------------------------------------------------------
// Small helpers

interface Span {
  start: number
  end: number
}

function shorten(value: string): string {
  return value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH - 1)}…` : value
}

function listed(values: string[], separator = ', '): string {
  const head = values.slice(0, LISTED_IN_ERRORS).join(separator)
  return values.length > LISTED_IN_ERRORS
    ? `${head} and ${values.length - LISTED_IN_ERRORS} more`
    : head
}

function startsWithIgnoringCase(text: string, at: number, prefix: string): boolean {
  return text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase()
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

/** Index just past the run of word characters that starts at `i`. */
function wordEnd(line: string, i: number): number {
  let j = i
  while (j < line.length && isWord(line.charCodeAt(j))) j++
  return j
}

interface KeyAt {
  /** Project part as written. */
  project: string
  number: string
  /** End of the key. */
  end: number
  /** End of the key plus following `-<digits>` runs (`CVE-2024-1234`), bounded. */
  shownEnd: number
}

/** No tracker's keys come near this; longer key-shaped words are not keys. */
export const MAX_KEY_LENGTH = 64

/**
 * A key-shaped pair of words starting at `i` (a word start): a word of 2+ characters that starts
 * with a letter, `-`, then a word of digits without a leading zero. Case is checked by the caller.
 */
function keyAt(line: string, i: number, firstEnd: number): KeyAt | undefined {
  if (firstEnd - i < 2 || !isLetter(line.charCodeAt(i))) return undefined
  if (line.charCodeAt(firstEnd) !== 45) return undefined
  const secondEnd = wordEnd(line, firstEnd + 1)
  if (secondEnd - i > MAX_KEY_LENGTH) return undefined
  const number = line.slice(firstEnd + 1, secondEnd)
  if (!isDigits(number) || number.charCodeAt(0) === 48) return undefined
  let shownEnd = secondEnd
  while (shownEnd - i < SHOWN_LENGTH && line.charCodeAt(shownEnd) === 45) {
    const next = wordEnd(line, shownEnd + 1)
    if (!isDigits(line.slice(shownEnd + 1, next))) break
    shownEnd = next
  }
  return { project: line.slice(i, firstEnd), number, end: secondEnd, shownEnd }
}

function isUpperProject(project: string): boolean {
  if (!isUpper(project.charCodeAt(0))) return false
  for (let i = 1; i < project.length; i++) {
    const c = project.charCodeAt(i)
    if (!isUpper(c) && !isDigit(c) && c !== 95) return false
  }
  return true
}

/** Bare URLs (`http://` or `https://`) in a line, trailing sentence punctuation left out. */
function urlsIn(line: string): Span[] {
  const spans: Span[] = []
  if (!line.includes('://')) return spans
  const start = URL_START
  start.lastIndex = 0
  for (let m = start.exec(line); m !== null; m = start.exec(line)) {
    const from = m.index
    const schemeEnd = from + m[0].length
    let end = schemeEnd
    while (end < line.length) {
      const c = line.charCodeAt(end)
      if (c <= 32 || c === 127 || URL_END.has(c)) break
      end++
    }
    const next = end
    while (end > schemeEnd && URL_TRAILING.has(line.charCodeAt(end - 1))) end--
    if (end > schemeEnd) spans.push({ start: from, end })
    start.lastIndex = next
  }
  return spans
}

/** The first `/findings/<digits>` segment of a path. */
function findingIdInPath(path: string): string | undefined {
  const marker = '/findings/'
  for (let p = path.indexOf(marker); p !== -1; p = path.indexOf(marker, p + marker.length - 1)) {
    const from = p + marker.length
    let to = from
    while (to < path.length && isDigit(path.charCodeAt(to))) to++
    if (to > from && (to === path.length || path.charCodeAt(to) === 47)) return path.slice(from, to)
  }
  return undefined
}

function hostMatches(url: URL, host: string): boolean {
  const wanted = host.toLowerCase()
  return url.host.toLowerCase() === wanted || url.hostname.toLowerCase() === wanted
}

/** Sorted, merged union of two sorted span lists. */
function mergeSpans(a: Span[], b: Span[]): Span[] {
  const all: Span[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const x = a[i]
    const y = b[j]
    let next: Span
    if (x !== undefined && (y === undefined || x.start <= y.start)) {
      next = x
      i++
    } else {
      next = y as Span
      j++
    }
    const last = all[all.length - 1]
    if (last !== undefined && next.start <= last.end) last.end = Math.max(last.end, next.end)
    else all.push({ start: next.start, end: next.end })
  }
  return all
}

// ---------------------------------------------------------------------------------------------
// `Finding:` lists

/** Index just past a `Finding:`/`Findings:` label (bold allowed) that starts at `i`, or -1. */
function labelEnd(line: string, i: number): number {
  if (i > 0 && isWord(line.charCodeAt(i - 1))) return -1
  if (!startsWithIgnoringCase(line, i, 'finding')) return -1
  let j = i + 7
  if (line.charCodeAt(j) === 115 || line.charCodeAt(j) === 83) j++
  if (isWord(line.charCodeAt(j))) return -1
  j = skipEmphasis(line, j)
  while (isBlank(line.charCodeAt(j))) j++
  if (line.charCodeAt(j) !== 58) return -1
  return skipEmphasis(line, j + 1)
}

function skipEmphasis(line: string, j: number): number {
  const c = line.charCodeAt(j)
  return (c === 42 || c === 95) && line.charCodeAt(j + 1) === c ? j + 2 : j
}

/**
 * Where a `Findings:` label may start: after leading punctuation (list markers, quotes, emphasis,
 * table pipes), a numbered-list marker, and any ticket keys or links (`neutral` spans).
 */
function headOf(line: string, neutral: Span[]): number {
  let p = 0
  const skipPunctuation = (): void => {
    while (p < line.length && !isLetter(line.charCodeAt(p)) && !isDigit(line.charCodeAt(p))) p++
  }
  skipPunctuation()
  let q = p
  while (q < line.length && q - p <= 9 && isDigit(line.charCodeAt(q))) q++
  const marker = line.charCodeAt(q)
  if (
    q > p &&
    (marker === 46 || marker === 41) &&
    (q + 1 >= line.length || isBlank(line.charCodeAt(q + 1)))
  ) {
    p = q + 1
  }
  let s = 0
  for (;;) {
    skipPunctuation()
    while (s < neutral.length && (neutral[s] as Span).end <= p) s++
    const span = neutral[s]
    if (span === undefined || span.start > p) return p
    p = span.end
  }
}

/** A finding ID read from a line, with its position (to keep the order of the text). */
interface FoundId {
  at: number
  digits: string
  shown: string
  /** Set when the ID was read from a link to the finding. */
  url?: string
}

interface FindingList {
  ids: FoundId[]
  /** Text of the list when it holds something other than IDs. */
  invalid?: string
}

const LIST_TRIM = new Set([...'*_`()[]<>|'].map(ch => ch.charCodeAt(0)))

function isListSeparator(c: number): boolean {
  return c <= 32 || c === 44 || c === 59
}

/**
 * The finding IDs after a label: numbers (a leading `#` allowed) separated by commas, semicolons,
 * spaces or `and`. Links and ticket keys (`neutral` spans) are skipped: links are read elsewhere.
 */
function parseFindingList(line: string, from: number, neutral: Span[]): FindingList {
  const ids: FoundId[] = []
  let s = 0
  let i = from
  while (i < line.length) {
    while (s < neutral.length && (neutral[s] as Span).end <= i) s++
    const span = neutral[s]
    if (span !== undefined && span.start <= i) {
      i = span.end
      continue
    }
    if (isListSeparator(line.charCodeAt(i))) {
      i++
      continue
    }
    const stop = span === undefined ? line.length : span.start
    let j = i
    while (j < stop && !isListSeparator(line.charCodeAt(j))) j++
    let a = i
    let b = j
    i = j
    while (a < b && LIST_TRIM.has(line.charCodeAt(a))) a++
    while (b > a && (LIST_TRIM.has(line.charCodeAt(b - 1)) || line.charCodeAt(b - 1) === 46)) b--
    if (line.charCodeAt(a) === 35 && b > a + 1) a++
    const item = line.slice(a, b)
    if (item === '' || item.toLowerCase() === 'and') continue
    if (!isDigits(item)) return { ids: [], invalid: line.slice(from).trim() }
    ids.push({ at: a, digits: item, shown: `#${item}` })
  }
  return { ids }
}

/** Two lists of IDs, each in text order, merged in text order. */
function mergeByPosition(a: FoundId[], b: FoundId[]): FoundId[] {
  const all: FoundId[] = []
  let i = 0
  let j = 0
  for (;;) {
    const x = a[i]
    const y = b[j]
    if (x === undefined && y === undefined) return all
    if (x !== undefined && (y === undefined || x.at <= y.at)) {
      all.push(x)
      i++
    } else {
      all.push(y as FoundId)
      j++
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Markdown structure

interface Fence {
  char: number
  length: number
}

/** Index after leading blanks and block-quote markers. */
function blockIndent(line: string): number {
  let i = 0
  while (i < line.length && (isBlank(line.charCodeAt(i)) || line.charCodeAt(i) === 62)) i++
  return i
}

function opensFence(line: string): Fence | undefined {
  const i = blockIndent(line)
  const c = line.charCodeAt(i)
  if (c !== 96 && c !== 126) return undefined
  let j = i
  while (line.charCodeAt(j) === c) j++
  if (j - i < 3) return undefined
  if (c === 96 && line.indexOf('`', j) !== -1) return undefined
  return { char: c, length: j - i }
}

function closesFence(line: string, fence: Fence): boolean {
  const i = blockIndent(line)
  let j = i
  while (line.charCodeAt(j) === fence.char) j++
  return j - i >= fence.length && line.slice(j).trim() === ''
}

// ---------------------------------------------------------------------------------------------
// The reader

interface TicketEntry {
  key: string
  url: string
  where: string[]
}

interface FindingEntry {
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

class Reader {
  private readonly tickets = new Map<string, TicketEntry>()
  private readonly findings = new Map<string, FindingEntry>()
  private readonly ignored: IgnoredReference[] = []
  private readonly ignoredSeen = new Set<string>()
  private ignoredOmitted = 0
  private readonly allow: Set<string>
  private readonly base: string | undefined
  private readonly host: string | undefined
  private readonly maxFindings: number
  private readonly maxTickets: number
  private readonly explicitKey: string | undefined
  private readonly explicitWhere: string[] = ['ticket-url']
  private keysWithoutUrl = 0

  constructor(
    options: ReferenceOptions,
    private readonly explicitUrl: string | undefined
  ) {
    this.allow = new Set(options.ticketProjects.map(p => p.trim().toUpperCase()).filter(Boolean))
    const base = options.ticketBaseUrl?.trim()
    this.base = base ? ticketUrlForKey(base, '') : undefined
    this.host = options.platformHost?.trim() || undefined
    this.maxFindings = options.maxFindingIds ?? DEFAULT_MAX_FINDING_IDS
    this.maxTickets = options.maxTickets ?? DEFAULT_MAX_TICKETS
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
    let fence: Fence | undefined
    let inComment = false
    for (const raw of text.split('\n')) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
      let from = 0
      if (inComment) {
        const close = line.indexOf('-->')
        if (close === -1) continue
        inComment = false
        from = close + 3
      } else if (fence !== undefined) {
        if (closesFence(line, fence)) fence = undefined
        continue
      } else {
        fence = opensFence(line)
        if (fence !== undefined) continue
      }
      let visible = ''
      for (;;) {
        const open = line.indexOf('<!--', from)
        if (open === -1) {
          visible += line.slice(from)
          break
        }
        visible += `${line.slice(from, open)} `
        const close = line.indexOf('-->', open + 4)
        if (close === -1) {
          inComment = true
          break
        }
        from = close + 3
      }
      this.readLine(visible, where, true)
    }
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
    let s = 0
    let i = 0
    while (i < line.length) {
      while (s < skip.length && (skip[s] as Span).end <= i) s++
      const skipped = skip[s]
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
    const label = LABEL_WORD
    label.lastIndex = 0
    for (let m = label.exec(line); m !== null; m = label.exec(line)) {
      const end = labelEnd(line, m.index)
      if (end === -1) continue
      const list = parseFindingList(line, end, neutral)
      if (list.invalid === undefined && list.ids.length > 0) {
        this.ignore(
          line.slice(m.index).trim(),
          where,
          'a Findings list is read only at the start of a line ' +
            '(after a list marker or the ticket key)'
        )
      }
      break
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
      if (this.findings.size >= this.maxFindings) {
        throw new TicketReferenceError(
          `Name fewer findings per pull request: more than ${this.maxFindings} distinct ` +
            `finding IDs are named (in the pull request and finding-ids), and at most ` +
            `${this.maxFindings} are linked in one run.`,
          this.ticketNames(),
          []
        )
      }
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
    this.ignoredSeen.add(key)
    if (this.ignored.length < MAX_IGNORED_SHOWN)
      this.ignored.push({ reference: shown, where, reason })
    else this.ignoredOmitted++
  }

  private ticketNames(): string[] {
    return [...this.tickets.keys()]
  }

  plan(): TicketLinkPlan {
    const findings = [...this.findings.values()]
    const ids = findings.map(f => f.id)

    if (this.explicitUrl !== undefined) {
      const key = this.explicitKey
      const ticket: TicketFound = {
        ...(key !== undefined && { key }),
        url: this.explicitUrl,
        where: this.explicitWhere
      }
      if (ids.length === 0) {
        return this.result(
          [],
          [ticket],
          'Nothing to link: the pull request names no finding and finding-ids is empty.'
        )
      }
      const link: TicketLink = {
        ...(key !== undefined && { ticketKey: key }),
        ticketUrl: this.explicitUrl,
        findingIds: ids
      }
      return this.result([link], [ticket])
    }

    const entries = [...this.tickets.values()]
    const tickets: TicketFound[] = entries.map(t => ({ key: t.key, url: t.url, where: t.where }))
    const only = entries[0]
    if (only === undefined || ids.length === 0) {
      return this.result([], tickets, this.nothingToLink(entries.length, ids.length))
    }
    if (entries.length === 1) {
      return this.result([{ ticketKey: only.key, ticketUrl: only.url, findingIds: ids }], tickets)
    }

    const keys = entries.map(t => t.key)
    const twice = findings.filter(f => f.boundTo.length > 1)
    const first = twice[0]
    if (first !== undefined) {
      throw new TicketReferenceError(
        `Name finding ${first.id} on the line of one ticket only, or set ticket-url to link ` +
          `every finding to one ticket: finding ${first.id} is bound to more than one ticket ` +
          `(${first.boundTo.join(', ')}) in ${first.where.join(', ')}, but a finding can be ` +
          'linked to only one ticket.',
        keys,
        twice.map(f => f.id),
        this.result([], tickets)
      )
    }
    const unboundFindings = findings.filter(f => f.boundTo.length === 0)
    const unbound = unboundFindings.map(f => f.id)
    if (unbound.length > 0) {
      const named = entries.map(t => `${t.key} in ${t.where.join(', ')}`)
      const where = unboundFindings.map(f => `${f.id} in ${f.where.join(', ')}`)
      const example = `${only.key}: Findings: ${unbound.slice(0, 3).join(', ')}`
      throw new TicketReferenceError(
        `Put finding${unbound.length > 1 ? 's' : ''} ${listed(unbound)} on a line that names ` +
          `exactly one ticket (e.g. "${example}"), or set ticket-url to link every finding to ` +
          `one ticket: the pull request references ${entries.length} tickets ` +
          `(${listed(named, '; ')}), and ${unbound.length > 1 ? 'these findings are' : 'this finding is'} ` +
          `on no line with one of them (${listed(where, '; ')}).`,
        keys,
        unbound,
        this.result([], tickets)
      )
    }
    const byTicket = new Map<string, string[]>()
    for (const finding of findings) {
      const key = finding.boundTo[0] as string
      const list = byTicket.get(key)
      if (list === undefined) byTicket.set(key, [finding.id])
      else list.push(finding.id)
    }
    const links: TicketLink[] = []
    for (const ticket of entries) {
      const bound = byTicket.get(ticket.key)
      if (bound !== undefined) {
        links.push({ ticketKey: ticket.key, ticketUrl: ticket.url, findingIds: bound })
      }
    }
    if (links.length > this.maxTickets) {
      const over = listed(links.map(l => l.ticketKey ?? l.ticketUrl))
      throw new TicketReferenceError(
        `Link fewer tickets per pull request: findings would be linked to ${links.length} ` +
          `tickets, more than the ${this.maxTickets} allowed in one run (${over}).`,
        keys,
        [],
        this.result([], tickets)
      )
    }
    return this.result(links, tickets)
  }

  private result(links: TicketLink[], tickets: TicketFound[], notice?: string): TicketLinkPlan {
    const target = new Map<string, string>()
    for (const link of links) for (const id of link.findingIds) target.set(id, link.ticketUrl)
    const findings = [...this.findings.values()].map(f => {
      const ticketUrl = target.get(f.id)
      return {
        id: f.id,
        where: f.where,
        ...(ticketUrl !== undefined && { ticketUrl }),
        ...(f.url !== undefined && { url: f.url })
      }
    })
    return {
      links,
      tickets,
      findings,
      ignored: this.ignored,
      ignoredOmitted: this.ignoredOmitted,
      ...(notice !== undefined && { notice })
    }
  }

  private nothingToLink(ticketCount: number, findingCount: number): string {
    const noTicket =
      this.keysWithoutUrl > 0
        ? 'ticket keys were found, but ticket-base-url is not set to build their URLs ' +
          '(set it, or set ticket-url)'
        : 'no ticket is referenced (name a key such as PROJ-42 in the title, branch, ' +
          'description or a commit message, or set ticket-url)'
    const noFinding =
      'no finding is named (add a line "Findings: 123, 456" to the description, link the ' +
      'findings, or set finding-ids)'
    if (ticketCount === 0 && findingCount === 0)
      return `Nothing to link: ${noTicket}, and ${noFinding}.`
    if (ticketCount === 0) return `Nothing to link: ${noTicket}.`
    return `Nothing to link: ${noFinding}.`
  }
}
