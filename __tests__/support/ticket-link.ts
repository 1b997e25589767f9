/**
 * `mode: ticket-link` against the emulator and the fake GitHub API: the two servers of a test file,
 * the mode's inputs as the runner gives them, a checked run and the link requests it made; and the
 * step results its summary is rendered from, as literals.
 */
import { beforeEach, expect } from '@jest/globals'
import {
  startEmulator,
  startFakeGitHub,
  type Emulator,
  type EmulatorOptions,
  type FakeGitHub,
  type FindingBatch
} from '../../emulator/index.js'
import type { WorkflowEvent } from '../../src/action/event.js'
import {
  DEFAULT_FINDING_INPUTS,
  DEFAULT_TRUSTED_ASSOCIATIONS,
  type TicketLinkInputs
} from '../../src/modes/ticket-link/inputs.js'
import type { TicketLink, TicketLinkPlan } from '../../src/modes/ticket-link/planner.js'
import type {
  LinkOutcome,
  LinkProgress,
  PullRequestReading
} from '../../src/modes/ticket-link/results.js'
import type { TicketLinkResult } from '../../src/platform/schemas.js'
import { forTestFile } from './loopback.js'
import { runModeInProcess, type ModeRun, type ModeRunOptions } from './run.js'
import { expectNoTokenLeak } from './secrets.js'

export const TICKET_BASE = 'https://acme.atlassian.net/browse/'
export const TICKET_REPO = 'acme/widgets'
/** The ref a pull request's findings are recorded on. */
export const mergeRef = (n: number): string => `refs/pull/${n}/merge`

/** A batch of findings on pull request `number`'s merge ref, in the base repository unless named. */
export function pullRequestFindings(
  number: number,
  batch: Omit<FindingBatch, 'ref' | 'repository'>,
  repository = TICKET_REPO
): FindingBatch {
  return { ref: mergeRef(number), repository, ...batch }
}

export interface TicketLinkServers {
  readonly emulator: Emulator
  readonly github: FakeGitHub
}

/**
 * Starts both servers before the file's tests and closes them after; each test starts with no
 * fault and no recorded request. A file's own hooks, registered after this call, run after these.
 */
export function ticketLinkServers(options: EmulatorOptions): TicketLinkServers {
  const servers = forTestFile(
    async (): Promise<TicketLinkServers> => {
      const [emulator, github] = await Promise.all([startEmulator(options), startFakeGitHub()])
      return { emulator, github }
    },
    ({ emulator, github }) => Promise.all([emulator.close(), github.close()])
  )
  beforeEach(() => {
    servers.emulator.clearFaults()
    servers.emulator.resetRequests()
  })
  return servers
}

export interface TicketLinkHarness {
  servers: TicketLinkServers
  /** The inputs of a run against the servers, with no GitHub token: `parts` replace any of them. */
  inputs: (parts?: Partial<TicketLinkInputs>) => TicketLinkInputs
  /**
   * Runs the mode in process; checks that neither token leaked and, unless the harness was made
   * with `conformity: false`, that every request conformed to the published file.
   */
  runMode: (
    event: WorkflowEvent,
    inputs: TicketLinkInputs,
    options?: Pick<ModeRunOptions, 'clock' | 'signal'>
  ) => Promise<ModeRun>
  /** The bodies of the link requests the emulator received. */
  linkBodies: () => { ticket_url: string; issue_ids: string[] }[]
}

/** {@link ticketLinkServers}, and what a test file of the mode runs against them. */
export function ticketLinkHarness(
  options: EmulatorOptions,
  { conformity = true }: { conformity?: boolean } = {}
): TicketLinkHarness {
  const servers = ticketLinkServers(options)
  return {
    servers,
    inputs: (parts = {}) => ({
      ticketBaseUrl: TICKET_BASE,
      ticketProjects: [],
      findingIds: [],
      platformHost: new URL(servers.emulator.url).host,
      platformUrl: servers.emulator.url,
      githubToken: '',
      githubApiUrl: servers.github.url,
      repository: TICKET_REPO,
      trustedAssociations: DEFAULT_TRUSTED_ASSOCIATIONS,
      ...DEFAULT_FINDING_INPUTS,
      ...parts
    }),
    runMode: async (event, inputs, options = {}) => {
      const { emulator, github } = servers
      const result = await runModeInProcess('ticket-link', inputs, {
        ...options,
        emulator,
        event,
        github
      })
      expectNoTokenLeak(result, { emulator, github })
      if (conformity) {
        expect(emulator.requests.filter(r => r.nonConformity !== undefined)).toEqual([])
      }
      return result
    },
    linkBodies: () =>
      servers.emulator.requests
        .filter(r => r.operation === 'linkTicket')
        .map(r => JSON.parse(r.rawBody))
  }
}

/** A plan with no reference at all; `parts` replace any of its fields. */
export function planOf(parts: Partial<TicketLinkPlan> = {}): TicketLinkPlan {
  return { links: [], tickets: [], findings: [], ignored: [], ignoredOmitted: 0, ...parts }
}

/** The platform's answer to a link request for `link`, linking all its findings. */
export function linkOutcome(link: TicketLink, parts: Partial<TicketLinkResult> = {}): LinkOutcome {
  return {
    link,
    result: {
      external_slug: link.ticketKey ?? '',
      linked_issue_ids: link.findingIds,
      replaced_issue_ids: [],
      ticket_id: 7n,
      ticket_url: link.ticketUrl,
      ...parts
    }
  }
}

/** The link requests' step result: every outcome answered, and `attempted` made. */
export function linkProgress(
  outcomes: LinkOutcome[],
  parts: Partial<LinkProgress> = {}
): LinkProgress {
  return { attempted: outcomes.length, outcomes, warnings: [], ...parts }
}

/** Reading a pull request: empty texts; `parts` say what of its commits was read. */
export function readingOf(parts: Partial<PullRequestReading> = {}): PullRequestReading {
  return { text: { title: '', branch: '', body: '', commits: [] }, warnings: [], ...parts }
}
