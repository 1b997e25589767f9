/**
 * The bundled action against a hostile pull request and platform, as a runner runs it: no runner
 * command can come from their text. (Trusted authors on `pull_request_target`: in process.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  HOSTILE_STRINGS,
  sendJson,
  startHostileServer,
  type HostileServer
} from '../../emulator/hostile.js'
import { runAction } from '../../scripts/lib/action-runner.js'
import { pullRequestEvent } from '../../scripts/lib/pull-request-event.js'
import { injectedCommands } from '../support/hostile.js'
import { RUNTIMES } from '../support/runtimes.js'

let server: HostileServer

beforeAll(async () => {
  server = await startHostileServer((req, res) =>
    // the deployment's slug and the look-up of the named finding 7 come before its link
    req.path === '/api/v1/deployments'
      ? sendJson(res, { deployments: [{ id: '42', name: 'Acme', slug: 'acme' }] })
      : req.path.includes('/findings?')
        ? sendJson(res, {
            findings: [{ id: 7, severity: 'high', repository: { name: 'acme/widgets' } }]
          })
        : sendJson(res, {
            ticket_id: 5,
            external_slug: HOSTILE_STRINGS.newlineCommand,
            // Finding IDs that are not digits fail the run; the slug carries the hostile text instead.
            linked_issue_ids: ['7'],
            replaced_issue_ids: []
          })
  )
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

function run(node: string, eventName: string, association: string) {
  const event = pullRequestEvent({
    number: 3,
    title: 'Fix PROJ-1',
    body: `Findings: ${HOSTILE_STRINGS.setOutput}\nFinding: 7\n${HOSTILE_STRINGS.carriageReturnCommand}`,
    headRef: 'topic'
  })
  event.pull_request.author_association = association
  return runAction({
    node,
    eventName,
    event,
    inputs: {
      mode: 'ticket-link',
      token: 'tok_e2e_hostile',
      'deployment-id': '42',
      'api-url': server.url,
      'ticket-base-url': 'https://acme.atlassian.net/browse/',
      'github-token': ''
    }
  })
}

describe.each(RUNTIMES)('on %s', (_name, node) => {
  it('logs the hostile text without forming a command, and sets only its own outputs', async () => {
    const result = await run(node, 'pull_request', 'NONE')
    try {
      expect(result.exitCode).toBe(0)
      // the action's own mask of its token is the one command besides annotations and groups
      const own = '::add-mask::tok_e2e_hostile'
      expect(injectedCommands(result.stdout).filter(line => line !== own)).toEqual([])
      expect(result.outputs['ticket-url']).toBe('https://acme.atlassian.net/browse/PROJ-1')
      // One link request; the deployments list is read for the finding links' slug.
      expect(server.requests.filter(r => r.method === 'POST')).toHaveLength(1)
    } finally {
      await result.cleanup()
    }
  })
})
