/**
 * End-to-end, `mode: ticket-link` with no finding named: the bundled dist/index.js in a child
 * process lists the pull request's findings on the platform emulator (ListFindings) and links
 * them to the ticket of its title: the rules of the contract, each in one run.
 */
import { describe, expect, it } from '@jest/globals'
import type { DatasetFinding, FindingBatch } from '../../emulator/index.js'
import { runAction, type ActionRun, type RunOptions } from '../../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../../scripts/lib/pull-request-event.js'
import { decodeEntities } from '../support/markdown.js'
import { RUNTIMES } from '../support/runtimes.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import {
  TICKET_BASE as BASE,
  TICKET_REPO as REPO,
  mergeRef as merge,
  pullRequestFindings,
  ticketLinkServers
} from '../support/ticket-link.js'

const BATCHES: FindingBatch[] = [
  // #42: 2 sast, 1 sca, 1 ai_sast open, 1 fixed; one linked to OPS-9 already; noise elsewhere
  pullRequestFindings(42, {
    count: 5,
    types: ['sca', 'sast', 'sast', 'ai_sast', 'sast'],
    statuses: ['open', 'open', 'open', 'open', 'fixed'],
    linked: [{ ticketUrl: `${BASE}OPS-9`, count: 1 }]
  }),
  pullRequestFindings(43, { count: 3 }),
  pullRequestFindings(42, { count: 2 }, 'acme/other'),
  // #44: 450 code findings; #45: 1,001 over two types; #46: for relink
  pullRequestFindings(44, { count: 450, types: ['sast'] }),
  pullRequestFindings(45, { count: 700, types: ['sast'] }),
  pullRequestFindings(45, { count: 301, types: ['sca'] }),
  pullRequestFindings(46, {
    count: 2,
    types: ['sast'],
    linked: [{ ticketUrl: `${BASE}OPS-10`, count: 2 }]
  }),
  { count: 3, ref: 'refs/heads/main', repository: REPO, types: ['sca'] }
]

const servers = ticketLinkServers({ dataset: { findings: 5, findingBatches: BATCHES } })

async function run(
  options: Partial<RunOptions> & { inputs?: Record<string, string> },
  node: string
): Promise<ActionRun> {
  const result = await runAction({
    eventName: 'pull_request',
    ...options,
    github: { token: servers.github.token, ...options.github },
    node,
    env: { GITHUB_API_URL: servers.github.url, ...options.env },
    inputs: {
      mode: 'ticket-link',
      token: servers.emulator.token,
      'api-url': servers.emulator.url,
      'ticket-base-url': BASE,
      'github-token': '',
      ...options.inputs
    }
  })
  expectNoTokenLeak(result, servers)
  expect(servers.emulator.requests.filter(r => r.nonConformity !== undefined)).toEqual([])
  return result
}

function prRun(number: number, title: string, headRef = `topic-${number}`) {
  return {
    event: pullRequestEvent({ number, title, body: 'No IDs here.', headRef }),
    github: { token: servers.github.token, ref: merge(number) }
  }
}

const ids = (ref: string, where: (f: DatasetFinding) => boolean = () => true): string[] =>
  servers.emulator.dataset.findings
    .filter(f => f.ref === ref && f.repository === REPO && where(f))
    .map(f => String(f.id))
const linkBodies = (): { ticket_url: string; issue_ids: string[] }[] =>
  servers.emulator.requests
    .filter(r => r.operation === 'linkTicket')
    .map(r => JSON.parse(r.rawBody))
const listings = () => servers.emulator.requests.filter(r => r.operation === 'listFindings')

describe.each(RUNTIMES)('ticket-link discovery: dist/index.js under %s', (_name, node) => {
  it('PROJ-42 in the title, no IDs: the open code and supply-chain findings, one link request', async () => {
    const result = await run(prRun(42, 'PROJ-42: harden checkout'), node)
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const [elsewhere, ...rest] = ids(merge(42))
      const expected = ids(
        merge(42),
        f => f.status === 'open' && f.type !== 'ai_sast' && f.ticketUrl === undefined
      )
      expect(expected).toHaveLength(2)
      expect(linkBodies()).toEqual([
        {
          ticket_url: `${BASE}PROJ-42`,
          issue_ids: expected,
          deploymentId: servers.emulator.dataset.deploymentId
        }
      ])
      expect(rest).toEqual(expect.arrayContaining(expected))
      // the finding linked to OPS-9 stays there, and the summary says so
      expect(servers.emulator.ticketLinks()[elsewhere!]).toBe(`${BASE}OPS-9`)
      expect(
        listings().map(r => new URL(r.path, servers.emulator.url).searchParams.get('issue_type'))
      ).toEqual(['sast', 'sca'])
      const summary = decodeEntities(result.summary)
      expect(summary).toMatch(
        new RegExp(
          `✅ <a href="${BASE}PROJ-42">PROJ-42</a> ← 2 findings found on this pull request ` +
            '\\(1 \\w+, 1 \\w+; 1 other finding left with other tickets\\)\\.'
        )
      )
      // the scan of the head commit the findings come from
      expect(summary).toContain('The findings come from the scan of head commit <code>c0ffee')
      expect(summary).toContain('### Left with other tickets (1)')
      expect(summary).toContain(`<a href="${BASE}OPS-9">OPS-9</a>`)
      expect(summary).toContain('2 code, 1 supply chain.')
      expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(expected)
    } finally {
      await result.cleanup()
    }
  })

  it('450 findings in one link request; finding-severities narrows them', async () => {
    const all = await run(prRun(44, 'PROJ-44: big change'), node)
    const narrow = await run(
      {
        ...prRun(44, 'PROJ-440: big change'),
        inputs: { 'finding-severities': 'critical', relink: 'true' }
      },
      node
    )
    try {
      expect(all.exitCode).toBe(0)
      expect(narrow.exitCode).toBe(0)
      const bodies = linkBodies()
      expect(bodies).toHaveLength(2)
      expect(bodies[0]!.issue_ids).toEqual(ids(merge(44)))
      expect(bodies[1]!.issue_ids).toEqual(ids(merge(44), f => f.severity === 'critical'))
      expect(bodies[1]!.issue_ids).toHaveLength(113)
      expect(
        Object.values(servers.emulator.ticketLinks()).filter(t => t === `${BASE}PROJ-44`)
      ).toHaveLength(337)
    } finally {
      await all.cleanup()
      await narrow.cleanup()
    }
  })

  it('more than 1,000 summed over the types: the contract’s error, no link', async () => {
    const result = await run(prRun(45, 'PROJ-45: huge'), node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(
        /^::error title=Security platform%3A ticket-link failed::Narrow the findings to link with finding-severities .*finding-types: the platform lists more than 1000 findings for ref refs\/pull\/45\/merge in acme\/widgets/m
      )
      expect(linkBodies()).toEqual([])
    } finally {
      await result.cleanup()
    }
  })

  it('a list that never ends is bounded: an error, no link', async () => {
    servers.emulator.addFault({
      operation: 'listFindings',
      times: Infinity,
      action: { type: 'endlessPages' }
    })
    const result = await run(prRun(44, 'PROJ-44: again'), node)
    try {
      expect(result.exitCode).toBe(1)
      // every page full (3,000 made-up findings): the count bound ends it at the first
      expect(result.stdout).toMatch(/more than 1000 findings/)
      expect(listings()).toHaveLength(1)
      expect(linkBodies()).toEqual([])
    } finally {
      await result.cleanup()
    }
  })

  it('relink: true moves findings from another ticket, with a warning', async () => {
    const moved = ids(merge(46))
    const result = await run({ ...prRun(46, 'PROJ-46: fix'), inputs: { relink: 'true' } }, node)
    try {
      expect(result.exitCode).toBe(0)
      expect(linkBodies()[0]!.issue_ids).toEqual(moved)
      expect(result.stdout).toMatch(
        /^::warning title=Security platform%3A finding moved to another ticket::/m
      )
      expect(JSON.parse(result.outputs['replaced-issue-ids']!)).toEqual(moved)
    } finally {
      await result.cleanup()
    }
  })

  it('nothing found: a notice naming the ref, the repository and the head branch; success', async () => {
    // no scan of #47 on the platform: checked once (no wait), a warning, never a ✅
    const result = await run(
      { ...prRun(47, 'PROJ-47: docs', 'fix-login'), inputs: { 'scan-wait': '0' } },
      node
    )
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout).toMatch(
        /^::warning title=[^:]*pull request's scan not seen::.*head commit c0ffee111111 on refs\/pull\/47\/merge/m
      )
      expect(result.summary).toMatch(/^⚠️ Nothing to link/m)
      expect(result.stdout).toMatch(
        /^::notice title=Security platform%3A nothing to link::Nothing to link: the platform lists no open findings \(code, supply chain\) for ref refs\/pull\/47\/merge in acme\/widgets\. .*set finding-ref: fix-login\.$/m
      )
      expect(linkBodies()).toEqual([])
    } finally {
      await result.cleanup()
    }
  })

  it('workflow_dispatch with ticket-url and finding-ref links that ref’s findings', async () => {
    const result = await run(
      {
        eventName: 'workflow_dispatch',
        event: {},
        github: { ref: 'refs/heads/main' },
        inputs: { 'ticket-url': `${BASE}REL-7`, 'finding-ref': 'refs/heads/main' }
      },
      node
    )
    try {
      expect(result.exitCode).toBe(0)
      expect(linkBodies()).toEqual([
        expect.objectContaining({ ticket_url: `${BASE}REL-7`, issue_ids: ids('refs/heads/main') })
      ])
      expect(decodeEntities(result.summary)).toContain(
        '← 3 findings found on ref <code>refs/heads/main</code> (1 critical, 1 high, 1 medium).'
      )
    } finally {
      await result.cleanup()
    }
  })
})
