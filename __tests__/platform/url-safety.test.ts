/** Which URLs may be contacted: https anywhere, plain http only to loopback. */
import { describe, expect, it } from '@jest/globals'
import { isAllowedScheme, isLoopbackHost } from '../../src/platform/url-safety.js'

describe('url-safety', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.0.0.5', true],
    ['127.1.2.3', true],
    ['127.255.255.255', true],
    ['127.0.0.0', true],
    ['[::1]', true],
    ['::1', true],
    ['128.0.0.1', false],
    ['126.255.255.255', false],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['127.0.0.1.2', false],
    ['127.0.0.1.nip.io', false],
    ['localhost.evil.com', false],
    ['evil-localhost', false],
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['[::2]', false],
    ['[::]', false],
    ['semgrep.dev', false],
    ['', false]
  ])('isLoopbackHost(%j) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })

  it.each([
    ['https://semgrep.dev/api/v1', true],
    ['https://storage.example.com/sbom?sig=abc', true],
    ['http://localhost:8080/x', true],
    ['http://127.0.0.1:1/', true],
    ['http://127.255.255.255/', true],
    ['http://[::1]:9000/', true],
    ['http://semgrep.dev/', false],
    ['http://128.0.0.1/', false],
    ['http://localhost.evil.com/', false],
    ['http://127.0.0.1.nip.io/', false],
    ['ftp://localhost/', false],
    ['file:///etc/passwd', false],
    ['ws://localhost/', false]
  ])('isAllowedScheme(%s) is %s with an api-url of http to loopback', (url, expected) => {
    expect(isAllowedScheme(new URL(url), new URL('http://127.0.0.1:8080'))).toBe(expected)
  })

  it.each([
    ['https://storage.example.com/sbom?sig=abc', true],
    ['http://127.0.0.1:1/', false],
    ['http://localhost:8080/x', false],
    ['http://[::1]:9000/', false]
  ])('isAllowedScheme(%s) is %s with an https api-url', (url, expected) => {
    expect(isAllowedScheme(new URL(url), new URL('https://semgrep.dev'))).toBe(expected)
  })
})
