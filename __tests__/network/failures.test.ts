/**
 * What a failed connection means for the user: each certificate check named for what failed, with
 * the host and NODE_EXTRA_CA_CERTS, the code left for the caller to print once.
 */
import { describe, expect, it } from '@jest/globals'
import { describeConnectionFailure } from '../../src/network/failures.js'
import { ProxyError } from '../../src/network/proxy.js'

/** A TLS failure as fetch reports it: a TypeError whose cause carries the code. */
const tlsFailure = (code: string): Error =>
  new TypeError('fetch failed', { cause: Object.assign(new Error('tls'), { code }) })

describe('certificate failures', () => {
  it.each([
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'untrusted issuer', /^Set NODE_EXTRA_CA_CERTS/],
    ['SELF_SIGNED_CERT_IN_CHAIN', 'untrusted issuer', /^Set NODE_EXTRA_CA_CERTS/],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'name mismatch', /^Check the host name ghe\.example/],
    ['CERT_HAS_EXPIRED', 'expired', /^Renew the certificate of ghe\.example/],
    ['CERT_NOT_YET_VALID', 'not yet valid', /^Renew the certificate of ghe\.example/]
  ])('%s is called %s, names the host and NODE_EXTRA_CA_CERTS', (code, check, start) => {
    const failure = describeConnectionFailure(tlsFailure(code), 'ghe.example')
    expect(failure.code).toBe(code)
    expect(failure.certificate).toBe(true)
    expect(failure.message).toContain(check)
    expect(failure.message).toContain('ghe.example')
    expect(failure.advice).toMatch(start)
    expect(failure.advice).toContain('NODE_EXTRA_CA_CERTS')
    expect(failure.advice).toContain('ghe.example')
    // The code is the caller's to print, once; neither text repeats it.
    expect(failure.message + failure.advice).not.toContain(code)
    expect(failure.advice).not.toMatch(/run the step again/i)
  })

  it('through a proxy, an untrusted issuer may be the proxy’s CA: said, with the variable and the page', () => {
    const through = 'http://proxy.corp:3128'
    const failure = describeConnectionFailure(
      tlsFailure('SELF_SIGNED_CERT_IN_CHAIN'),
      'ghe.example',
      through
    )
    expect(failure.advice).toMatch(/^Set NODE_EXTRA_CA_CERTS .* \(untrusted issuer\)\. /)
    expect(failure.advice).toContain(
      'The request went through the proxy http://proxy.corp:3128: a TLS-inspecting proxy signs with its own CA, which may be the one missing (set NODE_EXTRA_CA_CERTS to its certificate; docs/networks.md).'
    )
    // direct, and for a name or a date, no word of a proxy
    expect(
      describeConnectionFailure(tlsFailure('SELF_SIGNED_CERT_IN_CHAIN'), 'ghe.example').advice
    ).not.toMatch(/proxy/)
    for (const code of ['ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_HAS_EXPIRED']) {
      expect(
        describeConnectionFailure(tlsFailure(code), 'ghe.example', through).advice
      ).not.toMatch(/proxy/)
    }
  })

  it('a name mismatch is not called untrusted', () => {
    const failure = describeConnectionFailure(tlsFailure('ERR_TLS_CERT_ALTNAME_INVALID'), 'x.test')
    expect(failure.message + failure.advice).not.toMatch(/not trusted|untrusted/)
  })
})

describe('other failures', () => {
  it('a host that does not resolve is named', () => {
    const failure = describeConnectionFailure(tlsFailure('ENOTFOUND'), 'platform.example')
    expect(failure.message).toBe('the host platform.example does not resolve (ENOTFOUND)')
    expect(failure.certificate).toBeUndefined()
  })

  it('a refused tunnel keeps its status as a number and the proxy without credentials', () => {
    const refused = new ProxyError(
      'Check the proxy settings: refused.',
      'http://proxy:3128',
      'ghe.example:443',
      undefined,
      403
    )
    const failure = describeConnectionFailure(
      new TypeError('fetch failed', { cause: refused }),
      'x'
    )
    expect(failure).toMatchObject({ code: 'EPROXY', proxyStatus: 403 })
    expect(failure.message).toBe(
      'the proxy http://proxy:3128 answered HTTP 403 to CONNECT ghe.example:443'
    )
  })

  it.each(['EAI_NONAME', 'EAI_FAIL'])('%s is a host that does not resolve too', code => {
    const failure = describeConnectionFailure(tlsFailure(code), 'platform.example')
    expect(failure.message).toBe(`the host platform.example does not resolve (${code})`)
    expect(failure.advice).toBe(
      "Check the host name platform.example and the runner's DNS: platform.example does not resolve."
    )
  })

  it('leaves a temporary DNS failure and other codes to the retries, with their own words', () => {
    const failure = describeConnectionFailure(tlsFailure('EAI_AGAIN'), 'platform.example')
    expect(failure).toEqual({ code: 'EAI_AGAIN', message: 'fetch failed' })
    const refused = describeConnectionFailure(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'x'
    )
    expect(refused).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })
  })

  it('describes what is not an error with a code as unknown', () => {
    expect(describeConnectionFailure('socket hang up', 'x')).toEqual({
      code: 'EUNKNOWN',
      message: 'socket hang up'
    })
    expect(describeConnectionFailure({ code: 7 }, 'x')).toEqual({
      code: 'EUNKNOWN',
      message: 'unknown error'
    })
    expect(describeConnectionFailure(null, 'x')).toEqual({
      code: 'EUNKNOWN',
      message: 'unknown error'
    })
  })

  it('ends on a cause chain that loops, or one that ends in null', () => {
    const looped = new Error('looped')
    Object.assign(looped, { cause: looped })
    expect(describeConnectionFailure(looped, 'x')).toEqual({ code: 'EUNKNOWN', message: 'looped' })
    const ended = new Error('outer', { cause: null })
    expect(describeConnectionFailure(ended, 'x').code).toBe('EUNKNOWN')
  })

  it('a proxy that could not be reached names why, or that no answer came', () => {
    const unreachable = (reason?: string) =>
      describeConnectionFailure(
        new TypeError('fetch failed', {
          cause: new ProxyError('Check the proxy.', 'http://proxy:3128', 'a:443', reason)
        }),
        'x'
      )
    expect(unreachable('ECONNREFUSED')).toEqual({
      code: 'EPROXY',
      message: 'the proxy http://proxy:3128 could not be reached (ECONNREFUSED)',
      advice: 'Check the proxy.',
      proxyStatus: undefined
    })
    expect(unreachable().message).toBe(
      'the proxy http://proxy:3128 could not be reached (no answer)'
    )
  })
})
