/** The inputs of `mode: ticket-link`. */
import {
  githubApiUrl,
  InputError,
  parseBoolean,
  parseChoice,
  parseChoices,
  parseHttpUrl,
  parseInteger,
  splitList,
  type CommonInputs,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import { hasControlCharacters } from '../../action/text.js'
import {
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  FINDING_TYPES,
  type FindingSeverity,
  type FindingStatus,
  type FindingType
} from '../../platform/findings.js'
import { INT64_MAX, isDigits, normalizeId } from '../../platform/ids.js'

/** `findings`: where the findings come from. */
export type FindingsSource = 'auto' | 'listed' | 'pull-request'
const FINDINGS_SOURCES: readonly FindingsSource[] = ['auto', 'listed', 'pull-request']
export const DEFAULT_FINDING_TYPES: readonly FindingType[] = ['sast', 'sca']
/** `scan-commit`: whether the pull request's findings must come from the scan of its head. */
export type ScanCommitMode = 'warn' | 'require' | 'off'
const SCAN_COMMIT_MODES: readonly ScanCommitMode[] = ['warn', 'require', 'off']
/** `scan-wait`: minutes, at most an hour (a job's steps share its time limit). */
export const MAX_SCAN_WAIT_MINUTES = 60

/** The inputs of the pull request's own findings (the listing). */
type FindingInputs = Pick<
  TicketLinkInputs,
  | 'findings'
  | 'findingRef'
  | 'findingStatus'
  | 'findingSeverities'
  | 'findingTypes'
  | 'relink'
  | 'scanCommit'
  | 'scanWaitMinutes'
>

/** The inputs of the pull request's own findings when none is given (action.yml's defaults). */
export const DEFAULT_FINDING_INPUTS: Omit<FindingInputs, 'findingRef' | 'scanWaitMinutes'> = {
  findings: 'auto',
  findingStatus: 'open',
  findingSeverities: [],
  findingTypes: [...DEFAULT_FINDING_TYPES],
  relink: false,
  scanCommit: 'warn'
}

/** Inputs of `mode: ticket-link`; all optional. */
export interface TicketLinkInputs {
  /** `ticket-url`: every finding goes to this ticket. */
  ticketUrl?: string
  /** `ticket-base-url`: ticket URL = base (one `/` ensured) + key. */
  ticketBaseUrl?: string
  /** `ticket-projects`, upper-cased and de-duplicated; empty means all but well-known non-tickets. */
  ticketProjects: string[]
  /** `finding-ids`: digits without leading zeros, de-duplicated, in the order given. */
  findingIds: string[]
  /** Host (and port) of `api-url`: links to findings are recognised on it. */
  platformHost: string
  /** `api-url`, the platform's web origin: findings link to their page there. */
  platformUrl?: string
  /** `github-token`, to read the pull request's commit messages; '' skips them. */
  githubToken: string
  /** The runner's GitHub API URL (GITHUB_API_URL), where commit messages are read. */
  githubApiUrl: string
  /**
   * The origin of GITHUB_SERVER_URL (default https://github.com): the summary links a finding's line
   * only there.
   */
  githubServerOrigin?: string
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY), if known. */
  repository?: string
  /** `trusted-associations`: on `pull_request_target`, only these authors' pull requests are linked. */
  trustedAssociations: string[]
  /** `findings`: listed (named), the pull request's (listed by the platform), or auto. */
  findings: FindingsSource
  /** `finding-ref`: the ref whose findings are the pull request's; undefined: the merge ref. */
  findingRef?: string
  /** `finding-status`; undefined (`any`) sends none. Default open. */
  findingStatus?: FindingStatus
  /** `finding-severities`; empty: all. */
  findingSeverities: FindingSeverity[]
  /** `finding-types`: one listing each. Default sast, sca. */
  findingTypes: FindingType[]
  /** `relink`: move found findings linked to another ticket. */
  relink: boolean
  /** `scan-commit`: the pull request's findings must come from the scan of its head commit. */
  scanCommit: ScanCommitMode
  /**
   * `scan-wait`: minutes to wait for that scan, 0 … 60 (0 checks once); undefined (empty): 10, and
   * 0 on a fork's pull request.
   */
  scanWaitMinutes?: number
  /** Not an input: the listing's page size (100 … 3000); the action asks for the largest. */
  findingsPageSize?: number
}

/** The values GitHub gives `author_association`. */
export const AUTHOR_ASSOCIATIONS = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE'
]

export const DEFAULT_TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR']

/** How to link the tickets of pull requests from forks, where `pull_request` runs get no secrets. */
/** The notice (and verdict) of a pull request from a fork, whose run GitHub gives no secrets. */
export const FORK_PULL_REQUEST_NOTICE =
  'Nothing was linked: this pull request comes from a fork, and GitHub passes no secrets to ' +
  'workflows that pull requests from forks trigger, so the token is empty here. To link the ' +
  'tickets of pull requests from forks, run this mode on `pull_request_target` (it runs in the ' +
  'base repository and is given secrets), where it links only pull requests whose author is ' +
  'listed in `trusted-associations`; the mode reads only the event and the commit messages, so do ' +
  "not check out or run the fork's code in that workflow."

const PROJECT_KEY = /^[A-Z][A-Z0-9_]+$/

export function parseTicketLinkInputs(
  read: InputReader,
  env: InputEnvironment,
  common: CommonInputs
): TicketLinkInputs {
  const ticketUrl = parseHttpUrl(
    'ticket-url',
    read('ticket-url'),
    'https://acme.atlassian.net/browse/PROJ-42'
  )
  const ticketBaseUrl = parseHttpUrl(
    'ticket-base-url',
    read('ticket-base-url'),
    'https://acme.atlassian.net/browse/'
  )
  if (ticketBaseUrl !== undefined && /[?#]/.test(ticketBaseUrl)) {
    throw new InputError(
      `Input 'ticket-base-url' is '${ticketBaseUrl}': it must not have a query or fragment, as the ` +
        `ticket key is appended to it (e.g. https://acme.atlassian.net/browse/).`
    )
  }
  const repository = env.GITHUB_REPOSITORY?.trim()
  return {
    ...(ticketUrl !== undefined && { ticketUrl }),
    ...(ticketBaseUrl !== undefined && { ticketBaseUrl }),
    ticketProjects: parseTicketProjects(read('ticket-projects')),
    findingIds: parseFindingIds(read('finding-ids')),
    platformHost: new URL(common.apiUrl).host,
    platformUrl: common.apiUrl,
    githubToken: read('github-token').trim(),
    githubApiUrl: githubApiUrl(env),
    githubServerOrigin: serverOrigin(env.GITHUB_SERVER_URL),
    ...(repository && { repository }),
    trustedAssociations: parseTrustedAssociations(read('trusted-associations')),
    ...parseFindingInputs(read)
  }
}

/** The inputs of the pull request's own findings (the listing); checked here, trusted later. */
function parseFindingInputs(read: InputReader): FindingInputs {
  const findings = parseChoice('findings', read('findings').trim() || 'auto', FINDINGS_SOURCES)
  if (findings === 'pull-request' && read('finding-ids').trim() !== '') {
    throw new InputError(
      "Input 'finding-ids' is set, but 'findings' is pull-request, which links only the findings " +
        'the platform lists for the pull request. Leave one of them empty (findings: auto links ' +
        'finding-ids when given).'
    )
  }
  const ref = read('finding-ref').trim()
  if (hasControlCharacters(ref) || /\s/.test(ref) || ref.length > 1000) {
    throw new InputError(
      `Input 'finding-ref' must be one ref as a scan records it (e.g. refs/pull/7/merge or ` +
        `fix-login), without blanks or control characters.`
    )
  }
  const status = read('finding-status').trim().toLowerCase() || 'open'
  const wait = read('scan-wait').trim()
  const types = parseChoices('finding-types', read('finding-types'), FINDING_TYPES)
  return {
    findings,
    ...(ref && { findingRef: ref }),
    ...(status !== 'any' && {
      findingStatus: parseChoice('finding-status', status, [
        ...FINDING_STATUSES,
        'any'
      ] as const) as FindingStatus
    }),
    findingSeverities: parseChoices(
      'finding-severities',
      read('finding-severities'),
      FINDING_SEVERITIES
    ),
    findingTypes: types.length > 0 ? types : [...DEFAULT_FINDING_TYPES],
    relink: parseBoolean('relink', read('relink'), false),
    scanCommit: parseChoice('scan-commit', read('scan-commit').trim() || 'warn', SCAN_COMMIT_MODES),
    ...(wait !== '' && {
      scanWaitMinutes: parseInteger('scan-wait', wait, 0, 0, MAX_SCAN_WAIT_MINUTES)
    })
  }
}

/** The origin of GITHUB_SERVER_URL; github.com's when unset or not a URL. */
function serverOrigin(value: string | undefined): string {
  try {
    const url = new URL((value ?? '').trim())
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  } catch {
    // not a URL: the default
  }
  return 'https://github.com'
}

/** Empty means the default; each item must be one of GitHub's association values. */
function parseTrustedAssociations(value: string): string[] {
  const items = splitList(value).map(item => item.toUpperCase())
  if (items.length === 0) return DEFAULT_TRUSTED_ASSOCIATIONS
  for (const item of items) {
    if (!AUTHOR_ASSOCIATIONS.includes(item)) {
      throw new InputError(
        `Input 'trusted-associations' holds '${item}', which is not an author association. Use ` +
          `${AUTHOR_ASSOCIATIONS.join(', ')} (default: ${DEFAULT_TRUSTED_ASSOCIATIONS.join(', ')}).`
      )
    }
  }
  return [...new Set(items)]
}

function parseTicketProjects(value: string): string[] {
  const projects: string[] = []
  for (const item of splitList(value)) {
    const project = item.toUpperCase()
    if (!PROJECT_KEY.test(project)) {
      throw new InputError(
        `Input 'ticket-projects' holds '${item}', which is not a project key. List keys such as ` +
          `PROJ, SEC (a letter, then letters, digits or _), separated by commas, spaces or newlines.`
      )
    }
    if (!projects.includes(project)) projects.push(project)
  }
  return projects
}

/** The one place finding IDs are checked: later code trusts them. */
function parseFindingIds(value: string): string[] {
  const ids: string[] = []
  for (const item of splitList(value)) {
    if (!isDigits(item)) {
      throw new InputError(
        `Input 'finding-ids' holds '${item}', which is not a finding ID. List the numeric IDs, ` +
          `digits only, separated by commas, spaces or newlines (e.g. 1001, 1002).`
      )
    }
    const id = normalizeId(item)
    if (id === undefined) {
      throw new InputError(
        `Input 'finding-ids' holds ${item}, above the largest finding ID (${INT64_MAX}).`
      )
    }
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}
