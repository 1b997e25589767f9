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
      scanCommit: 'warn'
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
    for (const url of ['https://tracker.example/?id=', 'https://tracker.example/browse#']) {
      expect(inputError(() => ticketLink({ 'ticket-base-url': url }), 'ticket-base-url')).toBe(
        `Input 'ticket-base-url' is '${url}': it must not have a query or fragment, as the ` +
          'ticket key is appended to it (e.g. https://acme.atlassian.net/browse/).'
      )
    }
  })

  it('an unset ticket-url or ticket-base-url is no field; each error gives an example', () => {
    const inputs = ticketLink({ 'ticket-url': ' ', 'ticket-base-url': '' })
    expect(inputs).not.toHaveProperty('ticketUrl')
    expect(inputs).not.toHaveProperty('ticketBaseUrl')
    expect(inputError(() => ticketLink({ 'ticket-url': 'PROJ-42' }), 'ticket-url')).toContain(
      'https://acme.atlassian.net/browse/PROJ-42'
    )
    expect(
      inputError(() => ticketLink({ 'ticket-base-url': 'browse/' }), 'ticket-base-url')
    ).toContain('https://acme.atlassian.net/browse/')
  })

  it('the repository and the server origin come from the runner, trimmed', () => {
    expect(ticketLink({}, { ...ENV, GITHUB_REPOSITORY: ' a/b ' }).repository).toBe('a/b')
    expect(ticketLink({}, { ...ENV, GITHUB_REPOSITORY: '  ' })).not.toHaveProperty('repository')
    const origin = (GITHUB_SERVER_URL: string): string | undefined =>
      ticketLink({}, { ...ENV, GITHUB_SERVER_URL }).githubServerOrigin
    expect(origin(' https://ghe.example/acme ')).toBe('https://ghe.example')
    expect(origin('http://ghe.local:8080/')).toBe('http://ghe.local:8080')
    expect(origin('ftp://ghe.example/')).toBe('https://github.com')
    expect(origin('not a url')).toBe('https://github.com')
  })

  it('trusted-associations: upper-cased and de-duplicated; empty is the default; others refused', () => {
    expect(
      ticketLink({ 'trusted-associations': 'member, Owner member' }).trustedAssociations
    ).toEqual(['MEMBER', 'OWNER'])
    expect(ticketLink({ 'trusted-associations': ' ' }).trustedAssociations).toEqual([
      'OWNER',
      'MEMBER',
      'COLLABORATOR'
    ])
    const message = inputError(
      () => ticketLink({ 'trusted-associations': 'owner, maintainer' }),
      'trusted-associations'
    )
    expect(message).toMatch(
      /^Input 'trusted-associations' holds 'MAINTAINER', which is not an author association\. Use [A-Z_]+(, [A-Z_]+)+ \(default: OWNER, MEMBER, COLLABORATOR\)\.$/
    )
    expect(message).toContain('FIRST_TIME_CONTRIBUTOR')
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

  it('finding-ids: says what an ID is written as', () => {
    expect(inputError(() => ticketLink({ 'finding-ids': '10a' }), 'finding-ids')).toBe(
      "Input 'finding-ids' holds '10a', which is not a finding ID. List the numeric IDs, digits " +
        'only, separated by commas, spaces or newlines (e.g. 1001, 1002).'
    )
  })

  it('scan-commit: warn, require or off in any case; scan-wait: whole minutes from 0 to 60', () => {
    expect(ticketLink({ 'scan-commit': ' REQUIRE ' }).scanCommit).toBe('require')
    expect(ticketLink({ 'scan-commit': 'off' }).scanCommit).toBe('off')
    expect(ticketLink({ 'scan-wait': '0' }).scanWaitMinutes).toBe(0)
    expect(ticketLink({ 'scan-wait': '60' }).scanWaitMinutes).toBe(60)
    // empty is not 10: it leaves the choice to the pull request (none on a fork's)
    expect(ticketLink({ 'scan-wait': ' ' })).not.toHaveProperty('scanWaitMinutes')
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
      expect(inputError(() => ticketLink({ 'finding-ref': 'a b' }), 'finding-ref')).toBe(
        "Input 'finding-ref' must be one ref as a scan records it (e.g. refs/pull/7/merge or " +
          'fix-login), without blanks or control characters.'
      )
      expect(ticketLink({ findings: 'pull-request', 'finding-ids': ' ' }).findings).toBe(
        'pull-request'
      )
      expect(
        inputError(
          () => ticketLink({ findings: 'pull-request', 'finding-ids': '1' }),
          'finding-ids'
        )
      ).toBe(
        "Input 'finding-ids' is set, but 'findings' is pull-request, which links only the findings " +
          'the platform lists for the pull request. Leave one of them empty (findings: auto links ' +
          'finding-ids when given).'
      )
    })

    it('a ref of 1,000 characters at most; the status trimmed', () => {
      const long = 'r'.repeat(1000)
      expect(ticketLink({ 'finding-ref': long }).findingRef).toBe(long)
      inputError(() => ticketLink({ 'finding-ref': `${long}r` }), 'finding-ref')
      expect(ticketLink({ 'finding-status': ' Fixed ' }).findingStatus).toBe('fixed')
      expect(ticketLink({ 'finding-status': ' ' }).findingStatus).toBe('open')
    })
  })
})
