/**
 * End-to-end, `mode: ticket-link`: the bundled dist/index.js in a child process with a realistic
 * `pull_request` event payload, against the platform emulator and a fake GitHub API (for the commit
 * messages), on Node 24 (action.yml's runtime): one run that links, one that fails. The other
 * paths run in process (__tests__/modes/ticket-link/).
 */
import { decodeEntities } from '../support/markdown.js'
import { RUNTIMES } from '../support/runtimes.js'
import { expectNoTokenLeak } from '../support/secrets.js'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  fakeSha,
  startEmulator,
  startFakeGitHub,
  type Emulator,
  type FakeGitHub
} from '../../emulator/index.js'
import { runAction, type ActionRun, type RunOptions } from '../../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../../scripts/lib/pull-request-event.js'
import { emulatorInputs } from '../support/inputs.js'

const BASE = 'https://acme.atlassian.net/browse/'

let emulator: Emulator
let github: FakeGitHub

beforeAll(async () => {
  // one repository, the pull requests' base: the findings they name are its own
  emulator = await startEmulator({
    dataset: { findings: 60, repositories: 1, repositoryNames: ['acme/widgets'] }
  })
  github = await startFakeGitHub()
})

afterAll(async () => {
  await Promise.all([emulator.close(), github.close()])
})

type Inputs = Record<string, string>

/** Runs the action on a pull_request event (unless `eventName` says otherwise). */
async function run(options: Partial<RunOptions> & { inputs: Inputs }, node: string) {
  return runAction({
    eventName: 'pull_request',
    github: { token: github.token, ref: 'refs/pull/1/merge' },
    ...options,
    node,
    env: { GITHUB_API_URL: github.url, ...options.env },
    inputs: {
      mode: 'ticket-link',
      ...emulatorInputs(emulator),
      'ticket-base-url': BASE,
      ...options.inputs
    }
  })
}

function linkRequests() {
  return emulator.requests.filter(r => r.operation === 'linkTicket')
}

/** Lines the runner would read as workflow commands, other than masks, debug lines and groups. */
function commands(result: ActionRun): string[] {
  const own = ['::add-mask::', '::debug::', '::group::', '::endgroup::']
  return result.stdout
    .split('\n')
    .filter(l => l.startsWith('::') && !own.some(prefix => l.startsWith(prefix)))
}

let nextPullNumber = 100

describe.each(RUNTIMES)('ticket-link: dist/index.js under %s', (_name, node) => {
  it('links PROJ-42 from the title to the findings of the body and commits: one request', async () => {
    emulator.resetRequests()
    const number = nextPullNumber++
    github.setCommits('acme/widgets', number, [
      { sha: fakeSha(`${number}a`), message: 'PROJ-42: parameterise the query\n\nFinding: 5003' },
      { sha: fakeSha(`${number}b`), message: 'Add a test' }
    ])
    const event = pullRequestEvent({
      number,
      title: 'PROJ-42: fix SQL injection in the search endpoint',
      headRef: 'feature/PROJ-42-sqli',
      body: [
        '## What',
        'Parameterises the search query.',
        '',
        'Findings: 5001, #5002',
        `- ${emulator.url}/orgs/acme/findings/5001`,
        '',
        '```',
        'Findings: 5999',
        '```',
        '<!-- Findings: 5998 -->',
        'Bumps the parser to fix CVE-2024-1234 (UTF-8 handling, SHA-256 checks).'
      ].join('\n')
    })
    const result = await run({ event, inputs: {} }, node)
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      const requests = linkRequests()
      expect(requests).toHaveLength(1)
      expect(JSON.parse(requests[0]!.rawBody)).toEqual({
        ticket_url: `${BASE}PROJ-42`,
        issue_ids: ['5001', '5002', '5003'],
        deploymentId: emulator.dataset.deploymentId
      })
      expect(github.requests.at(-1)!.path).toBe(
        `/repos/acme/widgets/pulls/${number}/commits?per_page=100`
      )
      expect(github.requests.at(-1)!.authorization).toBe(`token ${github.token}`)

      const o = result.outputs
      expect(o['ticket-url']).toBe(`${BASE}PROJ-42`)
      expect(o['external-slug']).toBe('PROJ-42')
      expect(o['ticket-id']).toMatch(/^[1-9][0-9]*$/)
      expect(JSON.parse(o['linked-issue-ids']!)).toEqual(['5001', '5002', '5003'])
      expect(JSON.parse(o['replaced-issue-ids']!)).toEqual([])
      expect(JSON.parse(o.links!)).toEqual([
        {
          ticket_url: `${BASE}PROJ-42`,
          ticket_id: o['ticket-id'],
          external_slug: 'PROJ-42',
          linked_issue_ids: ['5001', '5002', '5003'],
          replaced_issue_ids: []
        }
      ])
      expect(emulator.ticketLinks()).toMatchObject({
        '5001': `${BASE}PROJ-42`,
        '5003': `${BASE}PROJ-42`
      })

      const summary = decodeEntities(result.summary)
      expect(summary).toContain('## Security platform · ticket-link\n\n✅ Linked ')
      expect(summary).toContain(`<a href="${BASE}PROJ-42">PROJ-42</a>`)
      expect(summary).toContain(`read its title, head branch, description and 2 commit messages`)
      // counted by severity, from the look-up of the named findings
      expect(summary).toMatch(
        new RegExp(`Linked <a href="${BASE}PROJ-42">PROJ-42</a> to 3 findings \\(\\d[^)]*\\)\\.`)
      )
      expect(summary).toContain(`<code>${o['ticket-id']}</code>`)
      // The finding linked in the body is shown as a link; CVE-2024-1234 as not used and why.
      expect(summary).toContain(`<a href="${emulator.url}/orgs/acme/findings/5001">5001</a>`)
      expect(summary).toMatch(/CVE-2024-1234.*well-known non-ticket prefix/)
      expect(summary).not.toContain('5999')
      expect(summary).not.toContain('5998')
      expect(commands(result)).toEqual([])
      // Both tokens are masked before anything is logged.
      const lines = result.stdout.split('\n')
      expect(lines).toContain(`::add-mask::${emulator.token}`)
      expect(lines).toContain(`::add-mask::${github.token}`)
      expectNoTokenLeak(result, { emulator, github })
    } finally {
      await result.cleanup()
    }
  })

  it('fails on ambiguous references, naming the tickets and how to fix the PR text', async () => {
    emulator.resetRequests()
    const number = nextPullNumber++
    github.setCommits('acme/widgets', number, [])
    const event = pullRequestEvent({
      number,
      title: 'PROJ-42 and SEC-7: harden the login',
      headRef: 'harden-login',
      body: 'Findings: 5010, 5011'
    })
    const result = await run({ event, inputs: {} }, node)
    try {
      expect(result.exitCode).toBe(1)
      const error = result.stdout
        .split('\n')
        .find(l => l.startsWith('::error title=Security platform%3A ticket-link failed::'))!
      expect(error).toContain('PROJ-42')
      expect(error).toContain('SEC-7')
      expect(error).toContain('5010')
      expect(error).toMatch(/line that names exactly one/)
      expect(linkRequests()).toHaveLength(0)
      expect(result.summary).toContain(
        '❌ **Nothing was linked: the references need fixing.** Put finding'
      )
      // The references found are shown with the error, with where each was found.
      expect(result.summary).toContain('### References found')
      expect(decodeEntities(result.summary)).toContain('SEC-7')
    } finally {
      await result.cleanup()
    }
  })
})
