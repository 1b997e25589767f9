/**
 * `mode: ticket-link` against hostile pull requests and a hostile platform: runner commands in the
 * pull request and in the API's answers, authors who may not relink findings on
 * `pull_request_target`, overlong ticket keys, a token echoed back, and outputs too large to set.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { HOSTILE_STRINGS, sendJson, type HostileServer } from '../../../emulator/hostile.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { runTicketLink } from '../../../src/modes/ticket-link/index.js'
import {
  DEFAULT_FINDING_INPUTS,
  DEFAULT_TRUSTED_ASSOCIATIONS,
  parseTicketLinkInputs,
  type TicketLinkInputs
} from '../../../src/modes/ticket-link/inputs.js'
import { captureHostileRun, contextFor, injectedCommands, TOKEN } from '../../support/hostile.js'
import { loopbackServer } from '../../support/loopback.js'
import { readFile } from 'node:fs/promises'

const server = loopbackServer()

beforeEach(() => {
  server.requests.length = 0
  handleLinks((_req, res) =>
    sendJson(res, { ticket_id: 5, ticket_url: '', linked_issue_ids: ['7'], replaced_issue_ids: [] })
  )
})

/**
 * The platform's answers: finding 7 of the base repository to the look-up of named findings (it
 * comes before any link), `answer` to everything else.
 */
function handleLinks(answer: Parameters<HostileServer['handle']>[0]): void {
  server.handle((req, res, index) =>
    req.path.includes('/findings?')
      ? sendJson(res, {
          findings: [
            { id: 7, severity: 'high', rule_name: 'r', repository: { name: 'acme/widgets' } }
          ]
        })
      : answer(req, res, index)
  )
}

const linkRequests = () => server.requests.filter(r => r.path.endsWith('/tickets/link'))

function inputs(parts: Partial<TicketLinkInputs> = {}): TicketLinkInputs {
  return {
    ticketBaseUrl: 'https://acme.atlassian.net/browse/',
    ticketProjects: [],
    findingIds: [],
    platformHost: new URL(server.url).host,
    githubToken: '',
    githubApiUrl: 'https://api.github.invalid',
    repository: 'acme/widgets',
    trustedAssociations: DEFAULT_TRUSTED_ASSOCIATIONS,
    ...DEFAULT_FINDING_INPUTS,
    ...parts
  }
}

function event(
  body: string,
  options: { name?: string; association?: string; title?: string } = {}
): WorkflowEvent {
  const payload = pullRequestEvent({
    number: 12,
    title: options.title ?? 'Fix PROJ-1',
    body,
    headRef: 'topic'
  })
  if (options.association !== undefined) {
    payload.pull_request.author_association = options.association
  }
  return { name: options.name ?? 'pull_request', payload: payload }
}

async function run(ev: WorkflowEvent, parts: Partial<TicketLinkInputs> = {}) {
  const context = contextFor(server.url, ev)
  try {
    return await captureHostileRun(async () => {
      try {
        await runTicketLink(inputs(parts), context)
      } finally {
        await context.summary.write()
      }
    })
  } finally {
    context.close()
  }
}

describe('runner commands in untrusted text', () => {
  it('cannot come from the pull request body', async () => {
    const outcome = await run(
      event(`Fixes PROJ-1\nFindings: ${HOSTILE_STRINGS.setOutput}\nFinding: 7`)
    )
    expect(outcome.failure).toBeUndefined()
    expect(outcome.stdout).toContain('evil.example') // logged as a reference not used…
    expect(injectedCommands(outcome.stdout)).toEqual([]) // …but not as a command
    expect(outcome.outputs['ticket-url']).toBe('https://acme.atlassian.net/browse/PROJ-1')
  })

  it('cannot come from the API answer (IDs, slugs, with newlines and escapes)', async () => {
    handleLinks((_req, res) =>
      sendJson(res, {
        ticket_id: 5,
        ticket_url: HOSTILE_STRINGS.newlineCommand,
        external_slug: HOSTILE_STRINGS.ansi,
        linked_issue_ids: ['7'],
        replaced_issue_ids: []
      })
    )
    const outcome = await run(event('Fixes PROJ-1\nFinding: 7'))
    expect(outcome.failure).toBeUndefined()
    expect(injectedCommands(outcome.stdout)).toEqual([])
    expect(outcome.stdout).not.toContain('\u001b')
    expect(outcome.summary).not.toContain('\u001b')
  })

  it('refuses finding IDs that are not digits, naming the answer as not what the API gives', async () => {
    handleLinks((_req, res) =>
      sendJson(res, {
        ticket_id: 5,
        linked_issue_ids: ['7', HOSTILE_STRINGS.setOutput],
        replaced_issue_ids: [HOSTILE_STRINGS.carriageReturnCommand]
      })
    )
    const outcome = await run(event('Fixes PROJ-1\nFinding: 7'))
    expect(outcome.failure).toMatch(
      /answered 200 but not with the expected JSON: .*expected finding IDs as digits/
    )
    expect(injectedCommands(outcome.stdout)).toEqual([])
    expect(outcome.outputs['linked-issue-ids']).toBeUndefined()
  })
})

describe('the ticket link target', () => {
  it('is the URL this run sent, not the ticket_url of the answer', async () => {
    handleLinks((_req, res) =>
      sendJson(res, {
        ticket_id: 5,
        ticket_url: 'https://phish.example/login',
        linked_issue_ids: ['7'],
        replaced_issue_ids: []
      })
    )
    const outcome = await run(event('Fixes PROJ-1\nFinding: 7'))
    expect(outcome.failure).toBeUndefined()
    expect(outcome.outputs['ticket-url']).toBe('https://acme.atlassian.net/browse/PROJ-1')
    expect(JSON.parse(outcome.outputs.links ?? '')).toEqual([
      expect.objectContaining({ ticket_url: 'https://acme.atlassian.net/browse/PROJ-1' })
    ])
    expect(outcome.summary).toContain(
      '<a href="https://acme.atlassian.net/browse/PROJ-1">PROJ-1</a>'
    )
    expect(outcome.summary).not.toContain('phish.example')
  })
})

describe('trusted-associations on pull_request_target', () => {
  it('links nothing for an author outside the list, with a notice', async () => {
    const outcome = await run(
      event('Fixes PROJ-1\nFinding: 7', { name: 'pull_request_target', association: 'CONTRIBUTOR' })
    )
    expect(outcome.failure).toBeUndefined()
    expect(server.requests).toHaveLength(0)
    expect(outcome.stdout).toMatch(
      /::notice title=[^:]*::Pull request #12 is not linked.*CONTRIBUTOR/
    )
    expect(outcome.outputs.links).toBe('[]')
    expect(outcome.summary).toContain('Nothing was linked')
  })

  it('links for a member, and for any author on pull_request', async () => {
    await run(
      event('Fixes PROJ-1\nFinding: 7', { name: 'pull_request_target', association: 'MEMBER' })
    )
    expect(linkRequests()).toHaveLength(1)
    await run(event('Fixes PROJ-1\nFinding: 7', { name: 'pull_request', association: 'NONE' }))
    expect(linkRequests()).toHaveLength(2)
  })

  it('reads the input: a list, any case; an unknown value is an error naming it', () => {
    const read = (value: string) => (name: string) => (name === 'trusted-associations' ? value : '')
    const common = { token: 't', deploymentId: '1', apiUrl: 'https://semgrep.dev' }
    expect(parseTicketLinkInputs(read(''), {}, common).trustedAssociations).toEqual([
      'OWNER',
      'MEMBER',
      'COLLABORATOR'
    ])
    expect(
      parseTicketLinkInputs(read('owner, contributor'), {}, common).trustedAssociations
    ).toEqual(['OWNER', 'CONTRIBUTOR'])
    expect(() => parseTicketLinkInputs(read('OWNER, admins'), {}, common)).toThrow(
      /trusted-associations.*ADMINS/
    )
  })
})

describe('values from the API', () => {
  it('keeps the token out of outputs when the API echoes it', async () => {
    handleLinks((_req, res) =>
      sendJson(res, {
        ticket_id: 5,
        ticket_url: `https://acme.atlassian.net/browse/PROJ-1?t=${TOKEN}`,
        external_slug: TOKEN,
        linked_issue_ids: ['7'],
        replaced_issue_ids: []
      })
    )
    const outcome = await run(event('Fixes PROJ-1\nFinding: 7'))
    expect(JSON.stringify(outcome.outputs)).not.toContain(TOKEN)
    expect(outcome.summary).not.toContain(TOKEN)
    expect(outcome.outputs['external-slug']).toBe('***')
  })

  it('puts an output above 1,000,000 bytes in a file named by <name>-file', async () => {
    const ids = Array.from({ length: 120_000 }, (_, i) => String(1_000_000_000 + i))
    handleLinks((_req, res) =>
      sendJson(res, { ticket_id: 5, linked_issue_ids: ids, replaced_issue_ids: [] })
    )
    let spilled = ''
    const outcome = await captureHostileRun(
      async () => {
        const context = contextFor(server.url, event('Fixes PROJ-1\nFinding: 7'))
        try {
          await runTicketLink(inputs(), context)
        } finally {
          context.close()
        }
      },
      async captured => {
        spilled = await readFile(captured.outputs['linked-issue-ids-file']!, 'utf8')
      }
    )
    expect(outcome.outputs['linked-issue-ids']).toBe('')
    expect(outcome.outputs.links).toBe('')
    expect(outcome.outputs['links-file']).toMatch(/links\.json$/)
    expect(JSON.parse(spilled)).toHaveLength(120_000)
  })
})

describe('ticket keys', () => {
  it('does not take a key longer than 64 characters (a 2-million-digit one neither)', async () => {
    const long = `PROJ-${'9'.repeat(2_000_000)}`
    const outcome = await run(event(`Fixes ${long}\nFinding: 7`, { title: `Fix ${long}` }))
    expect(server.requests).toHaveLength(0)
    expect(outcome.stdout).toMatch(/::notice title=[^:]*::Nothing to link/)
    expect(Buffer.byteLength(outcome.summary)).toBeLessThanOrEqual(1024 * 1024)
  })
})
