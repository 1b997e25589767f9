/** The inputs of `mode: ticket-link`. */
import {
  githubApiUrl,
  InputError,
  parseHttpUrl,
  splitList,
  type CommonInputs,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import { INT64_MAX, isDigits, normalizeId } from '../../platform/ids.js'

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
  /** `owner/name` of the workflow's repository (GITHUB_REPOSITORY), if known. */
  repository?: string
  /** `trusted-associations`: on `pull_request_target`, only these authors' pull requests are linked. */
  trustedAssociations: string[]
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
    ...(repository && { repository }),
    trustedAssociations: parseTrustedAssociations(read('trusted-associations'))
  }
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
