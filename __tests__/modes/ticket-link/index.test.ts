/**
 * `mode: ticket-link` in process, against the platform emulator and the fake GitHub API over
 * loopback: commit pagination and refusals, link requests, outputs, partial failures and the
 * summary written on failure. Every run checks that neither token leaks.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { fakeSha, startEmulator } from '../../../emulator/index.js'
import { startConnectProxy } from '../../../emulator/network/connect-proxy.js'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { commitAdvice } from '../../../src/modes/ticket-link/index.js'
import type { TicketLinkInputs } from '../../../src/modes/ticket-link/inputs.js'
import { decodeEntities, runModeInProcess, withEnv } from '../../support/index.js'
import { NO_PROXY_ENV } from '../../support/network.js'
import { TICKET_BASE as BASE, ticketLinkHarness } from '../../support/ticket-link.js'

// one repository, the pull requests' base: the findings they name are its own
const {
  servers,
  inputs: defaultInputs,
  runMode,
  linkBodies
} = ticketLinkHarness(
  {
    dataset: {
      findings: 40,
      findingIdStart: 7001n,
      repositories: 1,
      repositoryNames: ['acme/widgets']
    }
  },
  { conformity: false }
)

beforeEach(() => {
  servers.github.refuseCommits(false)
})

// With the GitHub token, and no platform-url: these runs make no request for the deployment's slug.
const inputs = (parts: Partial<TicketLinkInputs> = {}): TicketLinkInputs =>
  defaultInputs({ platformUrl: undefined, githubToken: servers.github.token, ...parts })

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
    })
  }
}

describe('commit messages', () => {
  it('reads every page of the commits (Link header) and uses the findings of the last one', async () => {
    const commits = Array.from({ length: 230 }, (_, i) => ({
      sha: fakeSha(`page-${i}`),
      message: i === 229 ? 'Last fix\n\nFinding: 7003' : `Step ${i}`
    }))
    servers.github.setCommits('acme/widgets', 1, commits)
    const result = await runMode(prEvent(1, 'PROJ-1: fix', 'Findings: 7001'), inputs())
    expect(result.failure).toBeUndefined()
    expect(
      result.githubRequests.map(r => new URL(r.path, servers.github.url).searchParams.get('page'))
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
    expect(result.log).not.toMatch(/^::warning/m)
    expect(result.summary).toContain('Commit messages were not read: github-token is empty.')
    expect(linkBodies()).toHaveLength(1)
  })

  it('a token GitHub does not accept (401) is a warning, not a failure', async () => {
    servers.github.setCommits('acme/widgets', 3, [])
    const result = await runMode(
      prEvent(3, 'PROJ-3: fix', 'Findings: 7004'),
      inputs({ githubToken: 'ghs_wrong' })
    )
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A commit messages not read::Check the github-token input: GitHub did not accept the token.*The commit messages of pull request #3 are not read: .*HTTP 401: Bad credentials/m
    )
    expect(result.log).not.toContain('ghs_wrong')
    expect(linkBodies()).toHaveLength(1)
  })

  it('commits GitHub refuses (403) are a warning naming the permission; links from the PR text', async () => {
    servers.github.refuseCommits(true)
    const result = await runMode(
      prEvent(20, 'Fix path traversal', '* **Findings:** 7020 7021'),
      inputs({ ticketProjects: ['SEC'] })
    )
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A commit messages not read::Give the job `permissions: pull-requests: read`.*The commit messages of pull request #20 are not read: .*HTTP 403: Resource not accessible by integration/m
    )
    expect(result.summary).toMatch(
      /> - Give the job <code>permissions: pull-requests: read<\/code>.*are not read/
    )
    expect(linkBodies()).toEqual([])
  })

  it('a 404 from GitHub asks for a token that can see the repository, not for permissions', async () => {
    // No commits registered for #404: the fake answers 404, as GitHub does to a token without access.
    const result = await runMode(prEvent(404, 'PROJ-44: fix', 'Findings: 7006'), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A commit messages not read::Pass a github-token that can see this repository.*HTTP 404/m
    )
    expect(result.log).not.toMatch(/^::warning.*404.*pull-requests: read/m)
  })

  it.each([407, 403, 502])(
    'a proxy refusing GitHub (HTTP %i): its advice once, one full stop',
    async status => {
      const proxy = await startConnectProxy({ routes: {}, refuseWith: status })
      try {
        const result = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
          runMode(
            prEvent(30 + status, 'PROJ-3: fix', 'Findings: 7004'),
            inputs({ githubApiUrl: 'http://ghe.example' })
          )
        )
        const [warning = ''] = result.log.split('\n').filter(line => line.startsWith('::warning'))
        expect(warning).toMatch(
          new RegExp(
            `::Check the proxy settings: the proxy ${proxy.url} refused the tunnel to ghe\\.example:80 \\(HTTP ${status}\\); (check|ask) [^;]+?[a-z)]\\. The commit messages of pull request #${30 + status} are not read: GET /repos/acme/widgets/pulls/${30 + status}/commits failed: the proxy ${proxy.url} answered HTTP ${status} to CONNECT ghe\\.example:80\\. The title, branch and description still count\\.$`
          )
        )
        expect(warning.split('Check the proxy settings')).toHaveLength(2)
        expect(result.log + result.summary).not.toMatch(/\.\./)
      } finally {
        await proxy.close()
      }
    }
  )

  it('a GitHub failure without a refusal (no answer, a 5xx after retries) asks for another run', () => {
    // In process, an unanswered request costs the client's real retry backoff (14 s); the listing
    // itself is tested unreachable in github/commits.test.ts, and the warning path above.
    expect(commitAdvice(undefined)).toBe('Run the step again to have the commit messages read.')
    expect(commitAdvice(502)).toBe('Run the step again to have the commit messages read.')
  })

  it('on pull_request_target reads no commit message: only the title, branch and description count', async () => {
    servers.github.setCommits('acme/widgets', 5, [
      { sha: fakeSha('t'), message: 'OPS-1: Finding: 7007' }
    ])
    const result = await runMode(
      prEvent(5, 'SEC-5 fix', 'Findings: 7035', 'pull_request_target'),
      inputs()
    )
    expect(result.failure).toBeUndefined()
    expect(result.githubRequests).toEqual([])
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}SEC-5`, issue_ids: ['7035'] })
    ])
    expect(decodeEntities(result.summary)).toContain(
      'Commit messages were not read: on pull_request_target'
    )
  })
})

describe('links and outputs', () => {
  it('gives the ticket ID as its exact int64 digits', async () => {
    servers.emulator.addFault({
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
    servers.emulator.addFault({
      operation: 'linkTicket',
      after: 1,
      action: { type: 'status', status: 400, body: '{"error":"unknown finding IDs: 7036"}' }
    })
    const result = await runMode(
      prEvent(7, 'Two fixes', '- PROJ-7 Findings: 7009\n- PROJ-8 Findings: 7036'),
      inputs({ githubToken: '' })
    )
    expect(result.failure).toMatch(/Link ticket .*HTTP 400.*unknown finding IDs: 7036/)
    expect(linkBodies().map(b => b.ticket_url)).toEqual([`${BASE}PROJ-7`, `${BASE}PROJ-8`])
    expect(result.outputs).toEqual({})
    const summary = decodeEntities(result.summary)
    expect(summary).toContain(
      '## Security platform · ticket-link\n\n❌ **Linked 1 of 2 tickets, then a link request failed.**'
    )
    expect(summary).toMatch(/PROJ-7<\/a> \| <code>\d+<\/code> \| 7009 \| linked \|/)
    expect(summary).toMatch(/PROJ-8<\/a> \| — \| 7036 \| ❌ link request failed \|/)
    // The references agree with the link results.
    expect(summary).toMatch(/finding <code>7009<\/code> \| [^|]* \| linked to /)
    expect(summary).toMatch(
      /finding <code>7036<\/code> \| [^|]* \| ❌ not linked: the link request/
    )
    expect(summary).toContain('> [!CAUTION]')
  })

  it('a deployment without a ticketing integration fails with the platform message', async () => {
    const other = await startEmulator({
      dataset: { ticketingIntegration: false, repositories: 1, repositoryNames: ['acme/widgets'] }
    })
    try {
      const result = await runModeInProcess(
        'ticket-link',
        inputs({ ticketUrl: `${BASE}X-1`, findingIds: ['5001'] }),
        { emulator: other, github: servers.github }
      )
      expect(result.failure).toMatch(
        new RegExp(
          `^Set up a ticketing integration \\(e\\.g\\. Jira\\) for deployment acme-corp ` +
            'on the platform, under Settings → Integrations, then run the step again: linking a ' +
            'ticket needs one, and the platform says there is none\\. Link ticket .* failed with HTTP 400'
        )
      )
      expect(result.failure).toContain('no ticketing integration is configured')
      expect(result.failure).not.toContain('Check the inputs')
      expect(result.summary).toContain(
        '❌ **No ticket was linked: the deployment has no ticketing integration.** Set up a ' +
          'ticketing integration &#40;e.g. Jira&#41; for deployment'
      )
    } finally {
      await other.close()
    }
  })

  it('with ticket-url set, links every finding of the PR to it and reports the keys as not used', async () => {
    servers.github.setCommits('acme/widgets', 9, [])
    const result = await runMode(
      prEvent(9, 'PROJ-9 and SEC-9', 'Findings: 7036'),
      inputs({ ticketUrl: 'https://tracker.example/t/55', findingIds: ['7011'] })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({
        ticket_url: 'https://tracker.example/t/55',
        issue_ids: ['7036', '7011']
      })
    ])
    expect(decodeEntities(result.summary)).toMatch(/PROJ-9.*ticket-url is set/)
  })

  it('an ambiguous pull request fails before any link request', async () => {
    servers.github.setCommits('acme/widgets', 10, [])
    const result = await runMode(prEvent(10, 'PROJ-10 SEC-10', 'Findings: 7012'), inputs())
    expect(result.failure).toMatch(
      /^Put finding 7012 on a line that names exactly one ticket.*PROJ-10.*SEC-10.*7012 in body/
    )
    expect(linkBodies()).toEqual([])
    expect(result.summary).toContain('❌ **Nothing was linked: the references need fixing.**')
    expect(result.summary).toContain(
      '| finding <code>7012</code> | body | not linked: on no line with exactly one ticket |'
    )
  })

  it('with nothing referenced, says so in one line, sets empty list outputs and succeeds', async () => {
    servers.github.setCommits('acme/widgets', 21, [{ sha: fakeSha('n'), message: 'Tidy up' }])
    const result = await runMode(prEvent(21, 'Update the README', ''), inputs())
    expect(result.failure).toBeUndefined()
    expect(result.log).toMatch(
      /^Nothing to link: name one ticket in the pull request's title .*or set ticket-url/m
    )
    expect(result.log).not.toMatch(/^::(notice|warning|error)/m)
    expect(linkBodies()).toEqual([])
    expect(result.outputs).toEqual({
      links: '[]',
      'linked-issue-ids': '[]',
      'replaced-issue-ids': '[]'
    })
    expect(result.summary).toContain(
      '\n✅ Nothing to link: name one ticket in the pull request&#39;s title'
    )
    // no ticket: the platform is not asked for findings
    expect(servers.emulator.requests.filter(r => r.operation === 'listFindings')).toEqual([])
  })

  it('links several tickets, one request each, and warns about a finding that moved', async () => {
    // 7025 is linked to another ticket first, straight through the API.
    const previous = await fetch(
      `${servers.emulator.url}/api/v1/deployments/${servers.emulator.dataset.deploymentId}/tickets/link`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${servers.emulator.token}`,
          'content-type': 'application/json'
        },
        body: JSON.stringify({
          ticket_url: `${BASE}OLD-1`,
          issue_ids: ['7025'],
          deploymentId: servers.emulator.dataset.deploymentId
        })
      }
    )
    expect(previous.status).toBe(200)
    servers.emulator.resetRequests()
    servers.github.setCommits('acme/widgets', 22, [])
    const result = await runMode(
      prEvent(22, 'Security fixes', '- PROJ-50: Findings: 7025, 7026\n- SEC-51 Findings: 7027'),
      inputs({ relink: true })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: `${BASE}PROJ-50`, issue_ids: ['7025', '7026'] }),
      expect.objectContaining({ ticket_url: `${BASE}SEC-51`, issue_ids: ['7027'] })
    ])
    expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(['7025', '7026', '7027'])
    expect(JSON.parse(result.outputs['replaced-issue-ids']!)).toEqual(['7025'])
    expect(result.outputs['ticket-url']).toBeUndefined()
    expect(JSON.parse(result.outputs.links!)).toHaveLength(2)
    expect(result.log).toMatch(
      /^::warning title=Security platform%3A finding moved to another ticket::Check that finding 7025 belongs to PROJ-50: it was linked to OLD-1 before and is now linked to PROJ-50 instead/m
    )
    expect(result.summary).toContain(
      '| 7025, 7026 | linked; moved here from another ticket: 7025 |'
    )
  })

  it('links explicit ticket-url and finding-ids on an event that is not a pull request', async () => {
    const result = await runMode(
      { name: 'workflow_dispatch', payload: { inputs: {}, ref: 'refs/heads/main' } },
      inputs({ ticketUrl: 'https://tracker.example/issues/981', findingIds: ['7030', '7031'] })
    )
    expect(result.failure).toBeUndefined()
    expect(linkBodies()).toEqual([
      {
        ticket_url: 'https://tracker.example/issues/981',
        issue_ids: ['7030', '7031'],
        deploymentId: servers.emulator.dataset.deploymentId
      }
    ])
    expect(result.githubRequests).toEqual([])
    expect(result.outputs['ticket-url']).toBe('https://tracker.example/issues/981')
    expect(result.outputs['external-slug']).toBe('981')
    expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(['7030', '7031'])
    expect(result.summary).toContain('is not a pull request')
  })

  it('outside a pull request names what is missing', async () => {
    const result = await runMode(
      { name: 'schedule', payload: {} },
      inputs({ ticketUrl: 'https://tracker.example/t/1' })
    )
    expect(result.failure).toMatch(/'schedule' event.*finding-ids or finding-ref is not set/)
    expect(result.githubRequests).toEqual([])
  })
})

describe('a pull request full of references', () => {
  it('keeps and logs a bounded number of them, and says how many more', async () => {
    // 40 commits of about 60 KB, each naming 6,000 distinct ticket keys and 200 CVE IDs.
    const commits = Array.from({ length: 40 }, (_, c) => ({
      sha: fakeSha(`many-${c}`),
      message: [
        `Commit ${c}`,
        Array.from({ length: 6_000 }, (_, i) => `PROJ-${c * 6_000 + i + 1}`).join(' '),
        Array.from({ length: 200 }, (_, i) => `CVE-2024-${c * 200 + i + 1}`).join(' ')
      ].join('\n\n')
    }))
    servers.github.setCommits('acme/widgets', 91, commits)
    const result = await runMode(prEvent(91, 'Many', 'Findings: 7001'), inputs())
    expect(result.failure).toMatch(
      /^Link fewer tickets per pull request, or set ticket-url .* more than 1,000 distinct tickets \(PROJ-1, PROJ-2, .* and 990 more\)/
    )
    const group = result.log.slice(result.log.indexOf('::group::References found'))
    const lines = group.slice(0, group.indexOf('::endgroup::')).split('\n')
    expect(lines[0]).toBe(
      '::group::References found: 240,000 tickets (or more), 1 finding, 8,000 not used'
    )
    expect(lines).toContain('… and 239,950 more ticket references')
    expect(lines).toContain('… and 7,950 more not used')
    // The heading, 50 tickets, 1 finding, 50 not used, two "and more" lines, and the line end.
    expect(lines).toHaveLength(105)
    expect(linkBodies()).toEqual([])
  })
})
