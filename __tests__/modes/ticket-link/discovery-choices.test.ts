/**
 * What the discovery of a pull request's own findings decides, without I/O: whether it runs, the
 * query and the ticket, how found findings sort by their current ticket, and the one link (or why
 * none) they make.
 */
import { describe, expect, it, jest } from '@jest/globals'
import type { PullRequestPayload } from '../../../src/action/event.js'
import type { ModeContext } from '../../../src/action/mode.js'
import {
  discoverFindings,
  discoveryOf,
  discoveryTicket,
  discoveryWanted,
  isThisTicket,
  linkOfFound,
  noneFound,
  repositoryOf,
  sortFindings,
  stoppedPlan
} from '../../../src/modes/ticket-link/discovery.js'
import {
  DEFAULT_FINDING_INPUTS,
  DEFAULT_TRUSTED_ASSOCIATIONS,
  type TicketLinkInputs
} from '../../../src/modes/ticket-link/inputs.js'
import type { TicketLinkPlan } from '../../../src/modes/ticket-link/planner.js'
import type { PlatformFinding } from '../../../src/platform/findings.js'
import { planOf } from '../../support/ticket-link.js'

const BASE = 'https://acme.atlassian.net/browse/'

function inputs(parts: Partial<TicketLinkInputs> = {}): TicketLinkInputs {
  return {
    ticketProjects: [],
    findingIds: [],
    platformHost: 'semgrep.dev',
    githubToken: '',
    githubApiUrl: 'https://api.github.com',
    trustedAssociations: DEFAULT_TRUSTED_ASSOCIATIONS,
    ...DEFAULT_FINDING_INPUTS,
    ...parts
  }
}

const pr = (parts: Partial<PullRequestPayload> = {}): PullRequestPayload => ({
  number: 7,
  ...parts
})

const finding = (
  id: string,
  ticket?: { slug: string; url: string; id?: bigint }
): PlatformFinding => ({
  id,
  type: 'sast',
  ruleName: 'r',
  severity: 'high',
  filePath: 'a.py',
  ...(ticket && { externalTicket: ticket })
})

const PROJ_7 = { key: 'PROJ-7', url: `${BASE}PROJ-7` }

describe('whether the pull request’s findings are listed', () => {
  it('always for pull-request, never for listed, and for auto only with no finding named', () => {
    const named = planOf({ findings: [{ id: '1', where: ['body'] }] })
    expect(discoveryWanted(inputs({ findings: 'pull-request' }), named)).toBe(true)
    expect(discoveryWanted(inputs({ findings: 'listed' }), planOf())).toBe(false)
    expect(discoveryWanted(inputs({ findings: 'auto' }), planOf())).toBe(true)
    expect(discoveryWanted(inputs({ findings: 'auto' }), named)).toBe(false)
  })
})

describe('the query', () => {
  it('asks for the merge ref of the base repository, with the inputs’ filters', () => {
    const payload = pr({
      base: { repo: { full_name: 'acme/base' } },
      head: { ref: 'feature/x' }
    })
    const discovery = discoveryOf(
      payload,
      inputs({ repository: 'acme/workflow', findingSeverities: ['high'], findingTypes: ['sca'] })
    )
    expect(discovery).toEqual({
      query: {
        ref: 'refs/pull/7/merge',
        repository: 'acme/base',
        status: 'open',
        severities: ['high'],
        types: ['sca']
      },
      headBranch: 'feature/x'
    })
  })

  it('finding-ref wins; status any sends none; no head branch outside a pull request', () => {
    const discovery = discoveryOf(
      undefined,
      inputs({ repository: 'acme/workflow', findingRef: 'main', findingStatus: undefined })
    )
    expect(discovery).toEqual({
      query: { ref: 'main', repository: 'acme/workflow', severities: [], types: ['sast', 'sca'] }
    })
    // toEqual would take `status: undefined` for no status
    expect(discovery.query).not.toHaveProperty('status')
    expect(
      discoveryOf(pr({ head: { ref: '' } }), inputs({ repository: 'a/b' }))
    ).not.toHaveProperty('headBranch')
    expect(discoveryOf(pr(), inputs({ repository: 'a/b' }))).not.toHaveProperty('headBranch')
  })

  it('without a pull request or finding-ref, or without a repository, says what to set', () => {
    expect(() => discoveryOf(undefined, inputs({ repository: 'a/b' }))).toThrow(
      'Set finding-ref: this run is not for a pull request.'
    )
    expect(() => repositoryOf(pr(), inputs())).toThrow(
      'Run this step in a workflow (GITHUB_REPOSITORY names the repository whose findings are ' +
        'listed): neither the event nor the environment names a repository.'
    )
    expect(
      repositoryOf(pr({ base: { repo: { full_name: '' } } }), inputs({ repository: 'a/b' }))
    ).toBe('a/b')
    expect(repositoryOf(pr({ base: {} }), inputs({ repository: 'a/b' }))).toBe('a/b')
    // the payload is the runner's JSON: a name that is not a string is not used
    const odd = { base: { repo: { full_name: 42 } } } as unknown as Partial<PullRequestPayload>
    expect(repositoryOf(pr(odd), inputs({ repository: 'a/b' }))).toBe('a/b')
  })
})

describe('the ticket the found findings go to', () => {
  const title = { key: 'PROJ-7', url: `${BASE}PROJ-7`, where: ['title'] }
  const branch = { key: 'PROJ-8', url: `${BASE}PROJ-8`, where: ['branch'] }
  const body = { key: 'PROJ-9', url: `${BASE}PROJ-9`, where: ['body'] }

  it('ticket-url, else the one ticket of the title, else the one of the head branch', () => {
    expect(discoveryTicket(planOf({ tickets: [body] }), `${BASE}X-1`)).toEqual({ ticket: body })
    expect(discoveryTicket(planOf(), `${BASE}X-1`)).toEqual({
      ticket: { url: `${BASE}X-1`, where: ['ticket-url'] }
    })
    expect(discoveryTicket(planOf({ tickets: [body, branch, title] }), undefined)).toEqual({
      ticket: title
    })
    expect(discoveryTicket(planOf({ tickets: [body, branch] }), undefined)).toEqual({
      ticket: branch
    })
  })

  it('several in the title or the head branch: which names several', () => {
    const second = { ...title, key: 'PROJ-70', url: `${BASE}PROJ-70` }
    expect(discoveryTicket(planOf({ tickets: [title, second] }), undefined)).toEqual({
      notice:
        "Nothing to link: name one ticket in the pull request's title, or set ticket-url: the " +
        "title names several (PROJ-7, PROJ-70), and the pull request's findings go to one."
    })
    const url = { url: `${BASE}PROJ-80`, where: ['branch'] }
    expect(discoveryTicket(planOf({ tickets: [branch, url] }), undefined)).toEqual({
      notice:
        "Nothing to link: name one ticket in the pull request's title, or set ticket-url: the " +
        `head branch names several (PROJ-8, ${BASE}PROJ-80), and the pull request's findings go to one.`
    })
  })

  it('none: a key without ticket-base-url in the title or branch is a warning, else a notice', () => {
    const none = discoveryTicket(planOf({ tickets: [body] }), undefined)
    expect(none).toEqual({
      notice:
        "Nothing to link: name one ticket in the pull request's title (e.g. PROJ-42: …), or set " +
        'ticket-url: the title and head branch name no ticket to link its findings to.'
    })
    for (const where of ['title', 'branch']) {
      const ignored = [{ reference: 'PROJ-7', where, reason: 'set ticket-base-url to link it' }]
      expect(discoveryTicket(planOf({ ignored }), undefined)).toEqual({
        keyWithoutBase: true,
        notice:
          'Nothing to link: set ticket-base-url (or ticket-url): the title names a ticket key, ' +
          'but without ticket-base-url it has no URL to link the findings to.'
      })
    }
    const elsewhere = [{ reference: 'PROJ-7', where: 'body', reason: 'set ticket-base-url' }]
    expect(discoveryTicket(planOf({ ignored: elsewhere }), undefined)).not.toHaveProperty(
      'keyWithoutBase'
    )
    const other = [{ reference: 'PROJ-7', where: 'title', reason: 'not a project' }]
    expect(discoveryTicket(planOf({ ignored: other }), undefined)).not.toHaveProperty(
      'keyWithoutBase'
    )
  })
})

describe('sorting the found findings by their current ticket', () => {
  it('this ticket by key or by URL (trailing slash aside); another kept, or moving with relink', () => {
    expect(isThisTicket({ slug: 'PROJ-7', url: '' }, PROJ_7)).toBe(true)
    expect(isThisTicket({ slug: 'X', url: `${BASE}PROJ-7/` }, PROJ_7)).toBe(true)
    expect(isThisTicket({ slug: 'X', url: '' }, { url: '' })).toBe(false)
    expect(isThisTicket({ slug: 'PROJ-7', url: `${BASE}OTHER` }, { url: `${BASE}PROJ-7` })).toBe(
      false
    )
    expect(isThisTicket({ slug: 'x', url: 'not a url' }, { url: 'not a url' })).toBe(true)
    expect(isThisTicket({ slug: 'x', url: 'not a url' }, { url: 'another text' })).toBe(false)
    expect(isThisTicket({ slug: 'X', url: `${BASE}PROJ-7//` }, PROJ_7)).toBe(true)
    const found = [
      finding('1'),
      finding('2', { slug: 'PROJ-7', url: '' }),
      finding('3', { slug: 'OPS-1', url: `${BASE}OPS-1` })
    ]
    expect(sortFindings(found, PROJ_7, false)).toEqual({
      fresh: [found[0]],
      alreadyHere: [found[1]],
      kept: [found[2]],
      moving: []
    })
    expect(sortFindings(found, PROJ_7, true)).toEqual({
      fresh: [found[0]],
      alreadyHere: [found[1]],
      kept: [],
      moving: [found[2]]
    })
  })
})

describe('the one link of the found findings', () => {
  const referenced = planOf({ notice: 'Nothing to link: none.', referencesNothing: true })

  it('sends the new and moving ones, with those linked here already riding along', () => {
    const sorted = {
      fresh: [finding('1')],
      moving: [finding('2', { slug: 'OPS-1', url: '' })],
      alreadyHere: [finding('3', { slug: 'PROJ-7', url: '' })],
      kept: [finding('4', { slug: 'OPS-2', url: '' })]
    }
    const planned = linkOfFound(referenced, PROJ_7, sorted)
    expect(planned).toEqual({
      plan: planOf({
        links: [{ ticketKey: 'PROJ-7', ticketUrl: PROJ_7.url, findingIds: ['1', '2', '3'] }]
      })
    })
    const byUrl = linkOfFound(planOf(), { url: PROJ_7.url }, { ...sorted, alreadyHere: [] })
    expect(byUrl).toEqual({
      plan: planOf({ links: [{ ticketUrl: PROJ_7.url, findingIds: ['1', '2'] }] })
    })
    // toEqual would take `ticketKey: undefined` for no key
    expect(byUrl).not.toHaveProperty('plan.links.0.ticketKey')
  })

  it('every one linked here already: no request, the outcome as the platform would answer', () => {
    const here = [
      finding('3', { slug: 'PROJ-7', url: PROJ_7.url, id: 42n }),
      finding('5', { slug: 'PROJ-7', url: PROJ_7.url })
    ]
    const planned = linkOfFound(referenced, PROJ_7, {
      fresh: [],
      moving: [],
      alreadyHere: here,
      kept: []
    })
    const link = { ticketKey: 'PROJ-7', ticketUrl: PROJ_7.url, findingIds: ['3', '5'] }
    expect(planned).toEqual({
      plan: planOf({ links: [link] }),
      alreadyLinked: {
        link,
        result: {
          external_slug: 'PROJ-7',
          linked_issue_ids: ['3', '5'],
          replaced_issue_ids: [],
          ticket_id: 42n,
          ticket_url: PROJ_7.url
        },
        alreadyLinked: true
      }
    })
    const noId = linkOfFound(planOf(), PROJ_7, {
      fresh: [],
      moving: [],
      alreadyHere: [here[1]!],
      kept: []
    })
    expect(noId).toHaveProperty('alreadyLinked.result.ticket_id', 0n)
  })

  it('every one with another ticket: nothing to link, and how to move them', () => {
    const kept = [
      finding('4', { slug: 'OPS-2', url: '' }),
      finding('6', { slug: 'OPS-2', url: '' })
    ]
    const sorted = { fresh: [], moving: [], alreadyHere: [], kept }
    expect(linkOfFound(planOf(), PROJ_7, sorted)).toEqual({
      notice:
        'Nothing to link: every finding found (2) is linked to another ticket and stays there; ' +
        'set relink: true to move them to PROJ-7.'
    })
    expect(linkOfFound(planOf(), { url: PROJ_7.url }, sorted)).toEqual({
      notice: expect.stringMatching(new RegExp(`move them to ${PROJ_7.url}\\.$`))
    })
  })

  it('a stopped plan has no link and the notice; "references nothing" stays only when quiet', () => {
    const plan = planOf({
      links: [{ ticketUrl: PROJ_7.url, findingIds: ['1'] }],
      referencesNothing: true
    })
    expect(stoppedPlan(plan, 'why', true)).toEqual(
      planOf({ notice: 'why', referencesNothing: true })
    )
    expect(stoppedPlan(plan, 'why', false)).toEqual(planOf({ notice: 'why' }))
  })
})

describe('none found', () => {
  const query = { ref: 'refs/pull/7/merge', repository: 'acme/widgets', severities: [] }

  it('names the status, the types, the ref and the repository asked', () => {
    expect(noneFound({ query: { ...query, status: 'open', types: ['sast', 'ai_sast'] } })).toBe(
      'Nothing to link: the platform lists no open findings (code, AI-found code) for ref ' +
        'refs/pull/7/merge in acme/widgets.'
    )
    expect(noneFound({ query: { ...query, types: ['sca'] } })).toBe(
      'Nothing to link: the platform lists no findings (supply chain) for ref refs/pull/7/merge in acme/widgets.'
    )
  })

  it('points to the head branch a pull_request_target scan records, where that differs', () => {
    const message = noneFound({ query: { ...query, types: ['sast'] }, headBranch: 'feature/x' })
    expect(message).toMatch(
      / in acme\/widgets\. Scans on pull_request_target record the bare head branch name: if yours run there, set finding-ref: feature\/x\.$/
    )
    const same = noneFound({
      query: { ...query, ref: 'feature/x', types: ['sast'] },
      headBranch: 'feature/x'
    })
    expect(same).toMatch(/ in acme\/widgets\.$/)
  })
})

describe('a discovery stopped before any request', () => {
  // It stops on the references alone: the context is never used.
  const unused = {} as ModeContext
  const NOTHING = "Nothing to link: name one ticket in the pull request's title"

  async function stopped(plan: TicketLinkPlan) {
    let stdout = ''
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      stdout += String(chunk)
      return true
    })
    try {
      const result = await discoverFindings(inputs({ repository: 'a/b' }), unused, plan, pr(), 0)
      return { result, stdout }
    } finally {
      spy.mockRestore()
    }
  }

  it('a pull request that references nothing keeps saying so, in a log line', async () => {
    const { result, stdout } = await stopped(planOf({ notice: 'n', referencesNothing: true }))
    expect(result.plan.referencesNothing).toBe(true)
    expect(result.plan.notice).toMatch(new RegExp(`^${NOTHING}`))
    expect(result.keyWithoutBase).toBe(false)
    expect(stdout).toMatch(new RegExp(`^${NOTHING}`, 'm'))
    expect(stdout).not.toMatch(/^::/m)
  })
})
