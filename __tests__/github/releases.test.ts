/** The release's upload URL gets the GitHub token only when it is on the same GitHub as the API. */
import { describe, expect, it } from '@jest/globals'
import { checkedUploadUrl, ReleaseAssetError } from '../../src/github/releases.js'

const TEMPLATE = '/repos/acme/web-app/releases/1/assets{?name,label}'

describe('checkedUploadUrl', () => {
  it.each([
    ['https://api.github.com', `https://uploads.github.com${TEMPLATE}`],
    ['https://api.acme.ghe.com', `https://uploads.acme.ghe.com${TEMPLATE}`],
    ['https://github.example.com/api/v3', `https://github.example.com/api/uploads${TEMPLATE}`],
    ['http://127.0.0.1:4000', `http://127.0.0.1:4001${TEMPLATE}`]
  ])('accepts the upload origin of %s', (apiUrl, template) => {
    expect(checkedUploadUrl(template, apiUrl)).toBe(template)
  })

  it.each([
    ['https://api.github.com', `https://uploads.evil.example${TEMPLATE}`],
    ['https://api.github.com', `http://uploads.github.com${TEMPLATE}`],
    ['https://github.example.com/api/v3', `https://other.example.com/api/uploads${TEMPLATE}`],
    ['https://api.github.com', 'not a url']
  ])('refuses, for %s, %s', (apiUrl, template) => {
    expect(() => checkedUploadUrl(template, apiUrl)).toThrow(ReleaseAssetError)
  })
})
