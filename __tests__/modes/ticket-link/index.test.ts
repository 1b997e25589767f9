/**
 * `mode: ticket-link` in process, against the platform emulator and the fake GitHub API over
 * loopback: commit pagination and refusals, link requests, outputs, partial failures and the
 * summary (rendered from the model, escaped, with capped rows).
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  fakeSha,
  startEmulator,
  startFakeGitHub,
  type Emulator,
  type FakeGitHub
} from '../../../emulator/index.js'
import { parseOutputFile } from '../../../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { ModeContext } from '../../../src/action/mode.js'
import {
  DEFAULT_TRUSTED_ASSOCIATIONS,
  type TicketLinkInputs
} from '../../../src/modes/ticket-link/inputs.js'
import { runTicketLink } from '../../../src/modes/ticket-link/index.js'
import {
  MAX_IDS_PER_CELL,
  MAX_SUMMARY_ROWS,
  renderTicketLinkSummary,
  type TicketLinkModel
} from '../../../src/modes/ticket-link/summary.js'
import { PlatformClient } from '../../../src/platform/platform-client.js'
import { Transport } from '../../../src/platform/transport.js'
import { StepSummary } from '../../../src/action/summary.js'
import type { TicketLinkPlan } from '../../../src/modes/ticket-link/references.js'

const BASE = 'https://acme.atlassian.net/browse/'

let emulator: Emulator
let github: FakeGitHub
let work: string

beforeAll(async () => {
  emulator = await startEmulator({ dataset: { findings: 40, findingIdStart: 7001n } })
  github = await startFakeGitHub()
  work = await mkdtemp(path.join(tmpdir(), 'ticket-link-mode-'))
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close()])
  await rm(work, { recursive: true, force: true })
})

interface Outcome {
  failure?: string
  outputs: Record<string, string>
  /** What the mode wrote to stdout: log lines and workflow commands. */
  log: string
  summary: string
  githubRequests: FakeGitHub['requests']
}

let outputFile: string
let stdout: string
const transports: Transport[] = []

beforeEach(async () => {
  emulator.clearFaults()
  emulator.resetRequests()
  github.refuseCommits(false)
  outputFile = path.join(work, `output-${Date.now()}-${Math.random()}`)
  await writeFile(outputFile, '')
  process.env.GITHUB_OUTPUT = outputFile
  stdout = ''
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout += String(chunk)
    return true
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  delete process.env.GITHUB_OUTPUT
  while (transports.length) transports.pop()!.close()
})

function inputs(parts: Partial<TicketLinkInputs> = {}): TicketLinkInputs {
  return {
    ticketBaseUrl: BASE,
    ticketProjects: [],
    findingIds: [],
    platformHost: new URL(emulator.url).host,
    githubToken: github.token,
    githubApiUrl: github.url,
    trustedAssociations: DEFAULT_TRUSTED_ASSOCIATIONS,
    ...parts
  }
}

function prEvent(
  number: number,
  title: string,
  body: string,
  name = 'pull_request'
): WorkflowEvent {
  return {
    name,
    payload: pullRequestEvent({
      number,
      title,
      body,
      headRef: `topic-${number}`
    }) as WorkflowEvent['payload']
  }
}

async function runMode(event: WorkflowEvent, modeInputs: TicketLinkInputs): Promise<Outcome> {
  const transport = new Transport({
    apiUrl: emulator.url,
    token: emulator.token,
    userAgent: 'test',
    logger: { info: () => undefined, debug: () => undefined },
    retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxTotalWaitMs: 10 }
  })
  transports.push(transport)
  const summary = new StepSummary()
  const context: ModeContext = {
    client: new PlatformClient(transport, emulator.dataset.deploymentId),
    transport,
    summary,
    event,
    deploymentId: emulator.dataset.deploymentId
  }
  const before = github.requests.length
  let failure: string | undefined
  try {
    await runTicketLink(modeInputs, context)
  } catch (error) {
    failure = (error as Error).message
  }
  return {
    failure,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    log: stdout,
    summary: summary.render(failure),
    githubRequests: github.requests.slice(before)
  }
}

function linkBodies(): { ticket_url: string; issue_ids: string[] }[] {
  return emulator.requests.filter(r => r.operation === 'linkTicket').map(r => JSON.parse(r.rawBody))
}

function decodeEntities(markdown: string): string {
  return markdown.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
}

describe('commit messages', () => {
  it('reads every page of the commits (Link header) and uses the findings of the last one', async () => {
    const commits = Array.from({ length: 230 }, (_, i) => ({
      sha: fakeSha(`page-${i}`),
      message: i === 229 ? 'Last fix\n\nFinding: 7003' : `Step ${i}`
    }))
    github.setCommits('acme/widgets', 1, commits)
    const result = await runMode(prEvent(1, 'PROJ-1: fix', 'Findings: 7001'), inputs())
    expect(result.failure).toBeUndefined()
    expect(
      result.githubRequests.map(r => new URL(r.path, github.url).searchParams.get('page'))
    ).toEqual([null, '2', '3'])
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}PROJ-1`, issue_ids: ['7001', '7003'] })
    ])
    expect(result.log).toContain('230 commit messages')
    expect(result.summary).toContain('and 230 commit messages')
    expect(result.summary).toContain(`commit ${commits[229]!.sha.slice(0, 7)}`)
  })

  it('with an empty github-token, does not call GitHub and links from the PR text', async () => {
    const result = await runMode(
      prEvent(2, 'PROJ-2: fix', 'Findings: 7002'),
      inputs({ githubToken: '' })
    )
    expect(result.failure).toBeUndefined()
    expect(result.githubRequests).toEqual([])
    expect(result.log).toContain('github-token is empty')
    expect(result.log).not.toMatch(/^::warning::/m)
    expect(result.summary).toContain('Commit messages were not read: github-token is empty.')
    expect(linkBodies()).toHaveLength(1)
  })

  it('a token GitHub does not accept (401) is a warning, not a failure', async () => {
    github.setCommits('acme/widgets', 3, [])
    const result = await runMode(
      prEvent(3, 'PROJ-3: fix', 'Findings: 7004'),
      inputs({ githubToken: 'ghs_wrong' })
    )
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning::The commit messages of pull request #3 are not read: .*HTTP 401: Bad credentials/m
    )
    expect(result.log).not.toContain('ghs_wrong')
    expect(linkBodies()).toHaveLength(1)
  })

  it('an unreachable GitHub API is a warning, not a failure', async () => {
    const closedPort = await new Promise<number>(resolve => {
      const server = createServer()
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    const result = await runMode(
      prEvent(4, 'PROJ-4: fix', 'Findings: 7005'),
      inputs({ githubApiUrl: `http://127.0.0.1:${closedPort}` })
    )
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning::The commit messages of pull request #4 are not read: GET \/repos\/acme\/widgets\/pulls\/4\/commits failed/m
    )
    expect(result.summary).toContain('listing them failed')
    expect(linkBodies()).toHaveLength(1)
  })

  it('reads the pull request of a pull_request_target event as well', async () => {
    github.setCommits('acme/widgets', 5, [{ sha: fakeSha('t'), message: 'Finding: 7007' }])
    const result = await runMode(prEvent(5, 'SEC-5 fix', '', 'pull_request_target'), inputs())
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}SEC-5`, issue_ids: ['7007'] })
    ])
  })
})

describe('links and outputs', () => {
  it('gives the ticket ID as its exact int64 digits', async () => {
    emulator.addFault({
      operation: 'linkTicket',
      action: {
        type: 'malformed',
        contentType: 'application/json',
        body:
          '{"external_slug":"PROJ-6","linked_issue_ids":["7008"],"replaced_issue_ids":[],' +
          `"ticket_id":9223372036854775807,"ticket_url":"${BASE}PROJ-6"}`
      }
    })
    const result = await runMode(
      prEvent(6, 'PROJ-6', 'Findings: 7008'),
      inputs({ githubToken: '' })
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs['ticket-id']).toBe('9223372036854775807')
    expect(JSON.parse(result.outputs.links!)[0].ticket_id).toBe('9223372036854775807')
    expect(result.summary).toContain('<code>9223372036854775807</code>')
  })

  it('a link the platform rejects fails the step; the summary keeps the links already made', async () => {
    const result = await runMode(
      prEvent(7, 'Two fixes', '- PROJ-7 Findings: 7009\n- PROJ-8 Findings: 9999'),
      inputs({ githubToken: '' })
    )
    expect(result.failure).toMatch(/Link ticket .*HTTP 400.*unknown finding IDs: 9999/)
    expect(linkBodies().map(b => b.ticket_url)).toEqual([`${BASE}PROJ-7`, `${BASE}PROJ-8`])
    expect(result.outputs).toEqual({})
    const summary = decodeEntities(result.summary)
    expect(summary).toContain('ticket links (failed)')
    expect(summary).toMatch(/PROJ-7<\/a> \| <code>\d+<\/code> \| 7009 \| linked \|/)
    expect(summary).toMatch(/PROJ-8<\/a> \| — \| 9999 \| not linked \|/)
    expect(summary).toContain('The step failed')
  })

  it('a deployment without a ticketing integration fails with the platform message', async () => {
    const other = await startEmulator({ dataset: { ticketingIntegration: false } })
    const transport = new Transport({
      apiUrl: other.url,
      token: other.token,
      userAgent: 'test',
      logger: { info: () => undefined, debug: () => undefined }
    })
    transports.push(transport)
    try {
      const context: ModeContext = {
        client: new PlatformClient(transport, other.dataset.deploymentId),
        transport,
        summary: new StepSummary(),
        event: { name: 'workflow_dispatch', payload: {} },
        deploymentId: other.dataset.deploymentId
      }
      await expect(
        runTicketLink(inputs({ ticketUrl: `${BASE}X-1`, findingIds: ['5001'] }), context)
      ).rejects.toThrow(/no ticketing integration is configured/)
    } finally {
      await other.close()
    }
  })

  it('with ticket-url set, links every finding of the PR to it and reports the keys as not used', async () => {
    github.setCommits('acme/widgets', 9, [])
    const result = await runMode(
      prEvent(9, 'PROJ-9 and SEC-9', 'Findings: 7010'),
      inputs({ ticketUrl: 'https://tracker.example/t/55', findingIds: ['7011'] })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({
        ticket_url: 'https://tracker.example/t/55',
        issue_ids: ['7010', '7011']
      })
    ])
    expect(decodeEntities(result.summary)).toMatch(/PROJ-9.*ticket-url is set/)
  })

  it('an ambiguous pull request fails before any link request', async () => {
    github.setCommits('acme/widgets', 10, [])
    const result = await runMode(prEvent(10, 'PROJ-10 SEC-10', 'Findings: 7012'), inputs())
    expect(result.failure).toMatch(/Cannot tell which ticket.*PROJ-10.*SEC-10/)
    expect(linkBodies()).toEqual([])
    expect(result.summary).toContain('ticket links (failed)')
  })

  it('outside a pull request names what is missing', async () => {
    const result = await runMode(
      { name: 'schedule', payload: {} },
      inputs({ ticketUrl: 'https://tracker.example/t/1' })
    )
    expect(result.failure).toMatch(/'schedule' event.*finding-ids is not set/)
    expect(result.githubRequests).toEqual([])
  })
})

describe('renderTicketLinkSummary', () => {
  /** What is left of escaped text once its entities are removed. */
  function rawSpecials(escaped: string): string[] {
    const stripped = escaped.replace(/&(#\d+|amp|lt|gt|quot);/g, '')
    return stripped.match(/[&<>"'|\\`*_[\]()#!~$@]/g) ?? []
  }

  const hostile = '<img src=x onerror=alert(1)>|**bold**[x](javascript:alert(1))`code`'

  function bigModel(): TicketLinkModel {
    const links = Array.from({ length: 80 }, (_, t) => ({
      ticketKey: `PROJ-${t + 1}`,
      ticketUrl: `${BASE}PROJ-${t + 1}`,
      findingIds: Array.from({ length: 100 }, (_, f) => String(100000 + t * 100 + f))
    }))
    const plan: TicketLinkPlan = {
      links,
      tickets: links.map(l => ({ key: l.ticketKey, url: l.ticketUrl, where: ['body'] })),
      findings: links.flatMap(l =>
        l.findingIds.map(id => ({ id, where: ['body'], ticketUrl: l.ticketUrl }))
      ),
      ignored: Array.from({ length: 200 }, (_, i) => ({
        reference: `${hostile}${i}`,
        where: 'body',
        reason: 'not a ticket'
      })),
      ignoredOmitted: 1000
    }
    return {
      eventName: 'pull_request',
      pullRequest: { number: 3, url: 'https://github.com/acme/widgets/pull/3' },
      commitsRead: 2,
      plan,
      results: links.map(link => ({
        link,
        result: {
          external_slug: link.ticketKey,
          linked_issue_ids: link.findingIds,
          replaced_issue_ids: link.findingIds.slice(0, 40),
          ticket_id: 1n,
          ticket_url: link.ticketUrl
        }
      }))
    }
  }

  it('caps the rows of every table and the IDs of every cell, and says how many more', () => {
    const summary = renderTicketLinkSummary(bigModel())
    const tableRows = summary.split('\n').filter(l => l.startsWith('| ') && !l.startsWith('| ---'))
    // three tables (links, references, not used), each with a header row
    expect(tableRows.length).toBe(3 * (MAX_SUMMARY_ROWS + 1))
    expect(summary).toContain('_… and 30 more tickets, not shown._')
    expect(summary).toContain('_… and 8,030 more references, not shown._')
    expect(summary).toContain('_… and 1,150 more references, not shown._')
    expect(summary).toContain(`and ${100 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain(`and ${40 - MAX_IDS_PER_CELL} more`)
    expect(summary).toContain('1,200 references found but not used')
    expect(Buffer.byteLength(summary)).toBeLessThan(200_000)
  })

  it('escapes what came from the pull request and the platform', () => {
    const model = bigModel()
    model.results[0]!.result.ticket_url = 'javascript:alert(1)'
    model.commitsSkipped = hostile
    const summary = renderTicketLinkSummary(model, `failed: ${hostile}`)
    expect(summary).not.toMatch(/<img|<script|javascript:alert\(1\)"/)
    for (const line of summary.split('\n').filter(l => l.includes('onerror'))) {
      const cells = line.startsWith('|') ? line.split('|').slice(1, -1) : [line]
      for (const cell of cells) {
        const withoutTags = cell.replace(/<\/?(code|a|details|summary)( href="[^"]*")?>/g, '')
        expect(rawSpecials(withoutTags.replace(/^> \*\*The step failed:\*\* |^> /, ''))).toEqual([])
      }
    }
  })

  it('shows the notice when there is nothing to link, and the event when it is not a PR', () => {
    const plan: TicketLinkPlan = {
      links: [],
      tickets: [],
      findings: [],
      ignored: [],
      ignoredOmitted: 0,
      notice: 'Nothing to link: no ticket is referenced.'
    }
    const summary = renderTicketLinkSummary({ eventName: 'push', plan, results: [] })
    expect(summary).toContain('> [!NOTE]\n> Nothing to link: no ticket is referenced.')
    expect(summary).toContain('Event <code>push</code> is not a pull request')
    expect(summary).not.toContain('| Ticket |')
  })
})
