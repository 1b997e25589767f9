/** The inputs of `mode: ticket-link`. */
import { describe, expect, it } from '@jest/globals'
import { type CommonInputs, type InputEnvironment } from '../../../src/action/inputs.js'
import ticketLinkMode from '../../../src/modes/ticket-link/index.js'
import {
  parseTicketLinkInputs,
  type TicketLinkInputs
} from '../../../src/modes/ticket-link/inputs.js'
import { COMMON, ENV, inputError, reader } from '../../support/index.js'

function ticketLink(
  values: Record<string, string>,
  env: InputEnvironment = ENV,
  common: CommonInputs = COMMON
): TicketLinkInputs {
  return parseTicketLinkInputs(reader(values), env, common)
}

describe('parseTicketLinkInputs', () => {
  it('is the parser of the mode', () => {
    expect(ticketLinkMode.parseInputs).toBe(parseTicketLinkInputs)
  })

  it('all are optional; GitHub API URL and repository come from the runner', () => {
    expect(
      ticketLink({}, { GITHUB_API_URL: 'https://ghe.example/api/v3/', GITHUB_REPOSITORY: 'a/b' })
    ).toEqual({
      ticketProjects: [],
      findingIds: [],
      platformHost: 'semgrep.dev',
      platformUrl: 'https://semgrep.dev',
      githubToken: '',
      githubApiUrl: 'https://ghe.example/api/v3',
      githubServerOrigin: 'https://github.com',
      repository: 'a/b',
      trustedAssociations: ['OWNER', 'MEMBER', 'COLLABORATOR'],
      findings: 'auto',
      findingStatus: 'open',
      findingSeverities: [],
      findingTypes: ['sast', 'sca'],
      relink: false,
      scanCommit: 'warn',
      scanWaitMinutes: 10
    })
    expect(ticketLink({}).githubApiUrl).toBe('https://api.github.com')
  })

  it('takes the platform host, port included, from api-url', () => {
    expect(ticketLink({}, ENV, { ...COMMON, apiUrl: 'http://127.0.0.1:8787' }).platformHost).toBe(
      '127.0.0.1:8787'
    )
  })

  it.each(['https://acme.atlassian.net/browse/PROJ-42', 'http://tracker.local/issues/7'])(
    'accepts the ticket-url %j',
    value => {
      expect(ticketLink({ 'ticket-url': `  ${value} ` }).ticketUrl).toBe(value)
    }
  )

  it.each([
    'acme.atlassian.net/browse/PROJ-42',
    'PROJ-42',
    'ftp://tracker.example/1',
    'javascript:alert(1)',
    'https://',
    'https://tracker.example/a b'
  ])('rejects the ticket-url %j, naming the input and the form', value => {
    const message = inputError(() => ticketLink({ 'ticket-url': value }), 'ticket-url')
    expect(message).toContain('absolute http(s) URL')
  })

  it('rejects credentials in a URL without echoing them', () => {
    const message = inputError(
      () => ticketLink({ 'ticket-base-url': 'https://user:secret@tracker.example/browse/' }),
      'ticket-base-url'
    )
    expect(message).not.toContain('secret')
    expect(message).toContain('must not contain credentials (user:password@)')
  })

  it('ticket-base-url: a URL without query or fragment', () => {
    expect(
      ticketLink({ 'ticket-base-url': 'https://acme.atlassian.net/browse' }).ticketBaseUrl
    ).toBe('https://acme.atlassian.net/browse')
    inputError(
      () => ticketLink({ 'ticket-base-url': 'https://tracker.example/?id=' }),
      'ticket-base-url'
    )
  })

  it('ticket-projects: a list of keys, upper-cased and de-duplicated', () => {
    expect(ticketLink({ 'ticket-projects': 'proj, SEC\nsec  OPS_2' }).ticketProjects).toEqual([
      'PROJ',
      'SEC',
      'OPS_2'
    ])
  })

  it.each(['PROJ-1', 'P', '1AB', 'PROJ;SEC'])('ticket-projects: rejects %j', value => {
    const message = inputError(() => ticketLink({ 'ticket-projects': value }), 'ticket-projects')
    expect(message).toContain('PROJ, SEC')
  })

  it('finding-ids: commas, spaces or newlines; leading zeros dropped; de-duplicated', () => {
    expect(ticketLink({ 'finding-ids': '1001, 1002\n 1003 1001,,0042' }).findingIds).toEqual([
      '1001',
      '1002',
      '1003',
      '42'
    ])
    expect(ticketLink({ 'finding-ids': '9223372036854775807' }).findingIds).toEqual([
      '9223372036854775807'
    ])
  })

  it.each(['#1001', '10a', '-5', '1.5', '9223372036854775808'])(
    'finding-ids: rejects %j, naming the item',
    value => {
      const message = inputError(
        () => ticketLink({ 'finding-ids': `1000, ${value}` }),
        'finding-ids'
      )
      expect(message).toContain(value)
    }
  )

  it('scan-commit: warn, require or off in any case; scan-wait: whole minutes from 0 to 60', () => {
    expect(ticketLink({ 'scan-commit': ' REQUIRE ' }).scanCommit).toBe('require')
    expect(ticketLink({ 'scan-commit': 'off' }).scanCommit).toBe('off')
    expect(ticketLink({ 'scan-wait': '0' }).scanWaitMinutes).toBe(0)
    expect(ticketLink({ 'scan-wait': '60' }).scanWaitMinutes).toBe(60)
    expect(inputError(() => ticketLink({ 'scan-commit': 'strict' }), 'scan-commit')).toMatch(
      /'strict'.*warn, require, off/
    )
    for (const wait of ['61', '-1', '1.5', 'ten']) {
      expect(inputError(() => ticketLink({ 'scan-wait': wait }), 'scan-wait')).toMatch(
        /from 0 to 60/
      )
    }
  })

  it('github-token is trimmed; empty means no commit messages', () => {
    expect(ticketLink({ 'github-token': ' ghs_abc ' }).githubToken).toBe('ghs_abc')
  })

  it('a pull request from a fork is a notice that names pull_request_target and trusted-associations', () => {
    const notice = ticketLinkMode.forkPullRequestNotice ?? ''
    expect(notice.startsWith('Nothing was linked: this pull request comes from a fork')).toBe(true)
    expect(notice).toContain('`pull_request_target`')
    expect(notice).toContain('`trusted-associations`')
  })

  describe('the inputs of the pull request’s own findings', () => {
    it('reads each as the contract says', () => {
      expect(
        ticketLink({
          findings: ' Pull-Request ',
          'finding-ref': ' fix-login ',
          'finding-status': 'any',
          'finding-severities': 'High, critical high',
          'finding-types': 'ai_sast sca',
          relink: 'true'
        })
      ).toMatchObject({
        findings: 'pull-request',
        findingRef: 'fix-login',
        findingSeverities: ['high', 'critical'],
        findingTypes: ['ai_sast', 'sca'],
        relink: true
      })
      expect(ticketLink({ 'finding-status': 'any' })).not.toHaveProperty('findingStatus')
      expect(ticketLink({ 'finding-status': 'ignored' }).findingStatus).toBe('ignored')
      expect(ticketLink({ findings: 'listed' }).findings).toBe('listed')
    })

    it.each([
      ['findings', 'all', 'auto, listed, pull-request'],
      ['finding-status', 'closed', 'open, fixed'],
      ['finding-severities', 'high, urgent', 'low, medium, high, critical'],
      ['finding-types', 'sast, secrets', 'sast, sca, ai_sast'],
      ['relink', 'yes', 'true or false']
    ])('rejects %s: %j, naming what is allowed', (name, value, allowed) => {
      expect(inputError(() => ticketLink({ [name]: value }), name)).toContain(allowed)
    })

    it('refuses finding-ids with findings: pull-request, and a ref with blanks', () => {
      expect(
        inputError(
          () => ticketLink({ findings: 'pull-request', 'finding-ids': '1' }),
          'finding-ids'
        )
      ).toContain('pull-request')
      expect(inputError(() => ticketLink({ 'finding-ref': 'a b' }), 'finding-ref')).toContain(
        'without blanks'
      )
    })
  })
})
