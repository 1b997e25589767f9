/**
 * `uploadArtifact` with the real `@actions/artifact` client against the fake artifact service: a
 * proxy's refusal of the blob upload (with an HTML page, as squid sends) names its status and the
 * proxy and quotes no page; the name-clash advice comes only with the service's 409 for a name used
 * twice. The blob URLs name `blob.example`, which only the proxy could reach.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startArtifactService, type ArtifactService } from '../../emulator/artifact-service.js'
import { startConnectProxy } from '../../emulator/network/connect-proxy.js'
import { uploadArtifact } from '../../src/github/artifacts.js'
import { captureRun, withEnv } from '../support/index.js'
import { NO_PROXY_ENV } from '../support/network.js'

const SQUID_PAGE =
  '<!DOCTYPE html><html><head><title>ERROR: Cache Access Denied</title></head></html>'

let service: ArtifactService
let work: string
let file: string

beforeAll(async () => {
  service = await startArtifactService({ blobOrigin: 'https://blob.example' })
  work = await mkdtemp(path.join(tmpdir(), 'artifacts-'))
  file = path.join(work, 'inventory.json')
  await writeFile(file, '{}')
})

afterAll(async () => {
  await service.close()
  await rm(work, { recursive: true, force: true })
})

/** The upload's error message, with these variables over the service's, its log kept quiet. */
async function failureOf(name: string, env: Record<string, string | undefined> = {}) {
  let failure: unknown
  await captureRun(() =>
    withEnv({ ...NO_PROXY_ENV, ...service.env(), ...env }, async () => {
      failure = await uploadArtifact(name, file).then(
        () => undefined,
        (e: unknown) => e
      )
    })
  )
  expect(failure).toBeInstanceOf(Error)
  return (failure as Error).message
}

describe('a proxy that refuses the blob upload', () => {
  it.each([
    [407, 'check the user name and password in the proxy URL (percent-encoded)'],
    [403, 'ask the proxy administrator to allow this host']
  ])('HTTP %i names the status and the proxy, and quotes no page', async (status, advice) => {
    const proxy = await startConnectProxy({
      routes: {},
      refuseWith: status,
      refusalPage: SQUID_PAGE
    })
    try {
      const message = await failureOf(`refused-${status}`, {
        HTTPS_PROXY: proxy.urlWithCredentials
      })
      expect(message).toBe(
        `Check the proxy settings: the proxy ${proxy.url} answered HTTP ${status} to the upload of ` +
          `artifact 'refused-${status}' to blob.example; ${advice}.`
      )
      expect(proxy.tunnels.map(t => [t.target, t.status])).toEqual([['blob.example:443', status]])
    } finally {
      await proxy.close()
    }
  })
})

describe('a proxy that refuses the way to the artifact service', () => {
  it('names the proxy and the service (the toolkit reports the refusal as ECONNRESET)', async () => {
    const proxy = await startConnectProxy({ routes: {}, refuseWith: 403 })
    try {
      const message = await failureOf('service', {
        ACTIONS_RESULTS_URL: 'http://results.example/',
        HTTP_PROXY: proxy.url
      })
      expect(message).toBe(
        `Check the proxy settings: the artifact service results.example could not be reached ` +
          `through the proxy ${proxy.url} (Failed to CreateArtifact: Unable to make request: ECONNRESET); check that the ` +
          `proxy allows results.example.`
      )
      expect(proxy.tunnels.map(t => t.target)).toEqual(['results.example:80'])
    } finally {
      await proxy.close()
    }
  })
})

describe('answers of the artifact service and its storage', () => {
  it('a name used twice gets the name-clash advice, with the service words', async () => {
    await withEnv({ ...NO_PROXY_ENV, ...service.env() }, async () => {
      const stored = await startArtifactService({})
      try {
        await captureRun(() =>
          withEnv(stored.env(), async () => void (await uploadArtifact('twice', file)))
        )
        const message = await failureOf('twice', stored.env())
        expect(message).toMatch(
          /^Check that artifact-name 'twice' is not used twice in this workflow run \(each job of a matrix needs its own\): the artifact service answered HTTP 409: .*an artifact with this name already exists on the workflow run$/
        )
      } finally {
        await stored.close()
      }
    })
  })

  it('any other refusal of the service names its status, without the name-clash advice', async () => {
    service.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
    const message = await failureOf('quota')
    expect(message).toMatch(
      /^Artifact 'quota' was not uploaded: the artifact service answered HTTP 403: .*quota is disabled$/
    )
  })

  it("the storage's own error names its status and code, not a proxy", async () => {
    const loopback = await startArtifactService({})
    try {
      loopback.failNext('StageBlock', 403, { code: 'AuthenticationFailed', msg: 'no' })
      const message = await failureOf('storage', loopback.env())
      expect(message).toMatch(
        /^Run the step again: artifact 'storage' was not uploaded: the artifact storage 127\.0\.0\.1 answered HTTP 403 \(AuthenticationFailed\)\.$/
      )
    } finally {
      await loopback.close()
    }
  })
})
