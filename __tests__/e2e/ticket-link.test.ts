/**
 * End-to-end, `mode: ticket-link`: the bundled dist/index.js in a child process with a realistic
 * `pull_request` event payload, against the platform emulator and a fake GitHub API (for the commit
 * messages), under Node 20 (this process's node) and Node 24 (action.yml's runtime).
 */
import { decodeEntities, expectNoTokenLeak, RUNTIMES } from '../support/index.js'
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

const BASE = 'https://acme.atlassian.net/browse/'

let emulator: Emulator
let github: FakeGitHub

beforeAll(async () => {
  emulator = await startEmulator({ dataset: { findings: 60 } })
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
      token: emulator.token,
      'deployment-id': emulator.dataset.deploymentId,
      'api-url': emulator.url,
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
      expect(summary).toContain(`Linked <a href="${BASE}PROJ-42">PROJ-42</a> to 3 findings.`)
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

  it('with nothing referenced, says so in one line and succeeds', async () => {
    emulator.resetRequests()
    const number = nextPullNumber++
    github.setCommits('acme/widgets', number, [{ sha: fakeSha('n'), message: 'Tidy up' }])
    const event = pullRequestEvent({
      number,
      title: 'Update the README',
      headRef: 'docs/readme',
      body: null
    })
    const result = await run({ event, inputs: {} }, node)
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout).toMatch(/^Nothing to link: no ticket or finding is referenced\.$/m)
      expect(result.stdout).not.toMatch(/^::(notice|warning|error)/m)
      expect(linkRequests()).toHaveLength(0)
      expect(result.outputs.links).toBe('[]')
      expect(result.outputs['linked-issue-ids']).toBe('[]')
      expect(result.outputs['ticket-url']).toBeUndefined()
      expect(result.summary).toContain(
        '\n✅ Nothing to link: no ticket or finding is referenced.\n'
      )
    } finally {
      await result.cleanup()
    }
  })

  it('reads a hostile 1 MB body quickly, escapes it in the summary and injects no command', async () => {
    emulator.resetRequests()
    const number = nextPullNumber++
    github.setCommits('acme/widgets', number, [])
    const nearMisses = 'AB-0 A-1 ab-12 ABC- -1 Findings 12 https://x/findings/ '.repeat(18_000)
    const body = [
      'Findings: 5020',
      '::error::injected from the body',
      '::add-mask::',
      '<img src=x onerror=alert(1)> | table | break',
      '<script>alert(1)</script>',
      '[click](javascript:alert(1)) ![x](https://evil.example/x.png)',
      '@everyone ${{ secrets.X }} &amp; %0A::warning::x',
      nearMisses
    ].join('\n')
    const event = pullRequestEvent({
      number,
      title: 'PROJ-43: <b>bold</b> | `code` [link](https://evil.example) ::warning::x',
      headRef: 'fix/PROJ-43',
      body
    })
    const result = await run({ event, inputs: {} }, node)
    try {
      expect(result.stdout.split('\n').filter(l => l.startsWith('::error::'))).toEqual([])
      expect(result.exitCode).toBe(0)
      expect(JSON.parse(linkRequests()[0]!.rawBody).issue_ids).toEqual(['5020'])
      expect(result.outputs['external-slug']).toBe('PROJ-43')
      expect(commands(result)).toEqual([])
      expect(result.summary).not.toMatch(/<(img|script|b)\b/i)
      expect(result.summary).not.toContain('javascript:')
      expect(result.summary).not.toContain('](')
      expect(result.summary.length).toBeLessThan(200_000)
    } finally {
      await result.cleanup()
    }
  })

  it('on a pull request from a fork with an empty token, gives a notice and exits 0 without a request', async () => {
    emulator.resetRequests()
    const before = github.requests.length
    const event = pullRequestEvent({
      number: nextPullNumber++,
      title: 'PROJ-44: fix',
      headRef: 'patch-1',
      body: 'Findings: 5030',
      fromFork: true
    })
    const result = await run({ event, inputs: { token: '' } }, node)
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout).not.toMatch(/^::(error|warning)/m)
      const notice = result.stdout.split('\n').find(l => l.startsWith('::notice title='))!
      expect(notice).toContain('Nothing was linked: this pull request comes from a fork')
      expect(notice).toContain('`pull_request_target`')
      expect(emulator.requests).toHaveLength(0)
      expect(github.requests.length).toBe(before)
      expect(result.summary).toContain('✅ Nothing was linked: this pull request comes from a fork')
    } finally {
      await result.cleanup()
    }
  })

  it('links explicit ticket-url and finding-ids on an event that is not a pull request', async () => {
    emulator.resetRequests()
    const before = github.requests.length
    const result = await run(
      {
        eventName: 'workflow_dispatch',
        event: { inputs: {}, ref: 'refs/heads/main' },
        inputs: {
          'ticket-url': 'https://tracker.example/issues/981',
          'finding-ids': '5040, 5041\n5040'
        }
      },
      node
    )
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(linkRequests().map(r => JSON.parse(r.rawBody))).toEqual([
        {
          ticket_url: 'https://tracker.example/issues/981',
          issue_ids: ['5040', '5041'],
          deploymentId: emulator.dataset.deploymentId
        }
      ])
      expect(github.requests.length).toBe(before)
      expect(result.outputs['ticket-url']).toBe('https://tracker.example/issues/981')
      expect(result.outputs['external-slug']).toBe('981')
      expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(['5040', '5041'])
      expect(result.summary).toContain('is not a pull request')
    } finally {
      await result.cleanup()
    }
  })

  it('on an event that is not a pull request, without ticket-url and finding-ids, is an error', async () => {
    emulator.resetRequests()
    const result = await run(
      { eventName: 'push', event: { ref: 'refs/heads/main' }, inputs: {} },
      node
    )
    try {
      expect(result.exitCode).toBe(1)
      const error = result.stdout.split('\n').find(l => l.startsWith('::error title='))!
      expect(error).toContain("'push' event")
      expect(error).toContain('ticket-url and finding-ids')
      expect(linkRequests()).toHaveLength(0)
    } finally {
      await result.cleanup()
    }
  })

  it('when GitHub refuses the commits (403), warns and links from the PR text', async () => {
    emulator.resetRequests()
    github.refuseCommits(true)
    const number = nextPullNumber++
    const event = pullRequestEvent({
      number,
      title: 'Fix path traversal',
      headRef: 'feature/SEC-12-traversal',
      body: '* **Findings:** 5050 5051'
    })
    const result = await run({ event, inputs: { 'ticket-projects': 'sec' } }, node)
    github.refuseCommits(false)
    try {
      expect(result.exitCode).toBe(0)
      expect(result.stdout).toMatch(
        /^::warning title=Security platform%3A commit messages not read::Give the job `permissions: pull-requests: read`.*The commit messages of pull request #\d+ are not read: .*HTTP 403: Resource not accessible by integration/m
      )
      expect(JSON.parse(linkRequests()[0]!.rawBody)).toMatchObject({
        ticket_url: `${BASE}SEC-12`,
        issue_ids: ['5050', '5051']
      })
      expect(result.outputs['external-slug']).toBe('SEC-12')
      expect(result.summary).toMatch(
        /> - Give the job <code>permissions: pull-requests: read<\/code>.*are not read/
      )
      expectNoTokenLeak(result, { emulator, github })
    } finally {
      await result.cleanup()
    }
  })

  it('links several tickets, one request each, and warns about findings that moved', async () => {
    // 5055 is linked to another ticket first, straight through the API.
    const previous = await fetch(
      `${emulator.url}/api/v1/deployments/${emulator.dataset.deploymentId}/tickets/link`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${emulator.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ticket_url: `${BASE}OLD-1`,
          issue_ids: ['5055'],
          deploymentId: emulator.dataset.deploymentId
        })
      }
    )
    expect(previous.status).toBe(200)
    emulator.resetRequests()
    const number = nextPullNumber++
    github.setCommits('acme/widgets', number, [])
    const event = pullRequestEvent({
      number,
      title: 'Security fixes',
      headRef: 'security-fixes',
      body: ['- PROJ-50: Findings: 5055, 5056', '- SEC-51 Findings: 5057'].join('\n')
    })
    const result = await run({ event, inputs: {} }, node)
    try {
      expect(result.exitCode).toBe(0)
      expect(linkRequests().map(r => JSON.parse(r.rawBody))).toEqual([
        {
          ticket_url: `${BASE}PROJ-50`,
          issue_ids: ['5055', '5056'],
          deploymentId: emulator.dataset.deploymentId
        },
        {
          ticket_url: `${BASE}SEC-51`,
          issue_ids: ['5057'],
          deploymentId: emulator.dataset.deploymentId
        }
      ])
      expect(JSON.parse(result.outputs['linked-issue-ids']!)).toEqual(['5055', '5056', '5057'])
      expect(JSON.parse(result.outputs['replaced-issue-ids']!)).toEqual(['5055'])
      expect(result.stdout).toMatch(
        /^::warning title=Security platform%3A finding moved to another ticket::Check that finding 5055 belongs to PROJ-50: it was linked to another ticket before and is now linked to PROJ-50 instead/m
      )
      expect(result.outputs['ticket-url']).toBeUndefined()
      expect(JSON.parse(result.outputs.links!)).toHaveLength(2)
      // Finding IDs link to their platform page: the deployment's slug is known from the platform.
      expect(decodeEntities(result.summary)).toMatch(
        /moved here from another ticket: <a href="[^"]*\/orgs\/[^"]+\/findings\/5055">5055<\/a>/
      )
    } finally {
      await result.cleanup()
    }
  })
})
