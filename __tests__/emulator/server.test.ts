import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import {
  POLICIES,
  REPOSITORIES,
  call,
  deploymentPath,
  errorOf,
  lockfilesPath,
  waitFor,
  type LockfilesPage,
  type RepositoriesPage
} from './support.js'

describe('server', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({ dataset: { lockfilesPerRepository: { min: 1, max: 4 } } })
  })

  afterAll(async () => {
    await emulator.close()
  })

  describe('auth and routing', () => {
    it('answers 401 without a bearer header and 404 for a wrong token', async () => {
      const missing = await call(emulator, POLICIES, { token: null })
      expect(missing.status).toBe(401)
      expect(missing.json).toEqual({ error: expect.any(String) })
      const basic = await call(emulator, POLICIES, {
        token: null,
        headers: { authorization: 'Basic dXNlcjpwYXNz' }
      })
      expect(basic.status).toBe(401)
      const wrong = await call(emulator, POLICIES, { token: 'emu_wrong' })
      expect(wrong.status).toBe(404)
      expect(wrong.json).toEqual({ error: expect.any(String) })
    })

    it('answers 404 for an unknown deployment, 400 for an unpublished path or method', async () => {
      expect((await call(emulator, '/api/v1/deployments/999/policies')).status).toBe(404)
      expect((await call(emulator, '/api/v1/deployments/no-such-slug/projects')).status).toBe(404)
      const unknown = await call(emulator, deploymentPath('/nothing-here'))
      expect(unknown.status).toBe(400)
      expect(errorOf(unknown)).toContain('/nothing-here is not a published operation')
      const wrongMethod = await call(emulator, REPOSITORIES)
      expect(wrongMethod.status).toBe(400)
      expect(errorOf(wrongMethod)).toContain('the path takes POST')
    })

    it('answers 501 for a published operation it does not play', async () => {
      const answer = await call(emulator, '/api/v1/ping')
      expect(answer.status).toBe(501)
      expect(emulator.requests.at(-1)?.operation).toBe('unknown')
    })

    it('records requests and counts them', async () => {
      emulator.resetRequests()
      const answer = await call(emulator, POLICIES)
      expect(answer.status).toBe(200)
      expect(emulator.requests).toHaveLength(1)
      expect(emulator.requests[0]).toMatchObject({
        server: 'api',
        operation: 'listPolicies',
        method: 'GET',
        path: POLICIES,
        status: 200
      })
      expect(emulator.requests[0]).not.toHaveProperty('nonConformity')
      expect(emulator.requests[0]?.headers.authorization).toBe(`Bearer ${emulator.token}`)
      expect(emulator.stats()).toMatchObject({ requests: 1, peakInFlight: 1, inFlight: 0 })
    })

    it('requires Content-Type application/json on POST', async () => {
      expect((await call(emulator, REPOSITORIES, { body: {}, contentType: null })).status).toBe(415)
      expect(
        (await call(emulator, REPOSITORIES, { body: {}, contentType: 'text/plain' })).status
      ).toBe(415)
      const withCharset = await call(emulator, REPOSITORIES, {
        body: {},
        contentType: 'application/json; charset=utf-8'
      })
      expect(withCharset.status).toBe(200)
    })
  })

  describe('faults', () => {
    it('answers an injected status with Retry-After, after skipping N requests', async () => {
      emulator.clearFaults()
      emulator.addFault({
        operation: 'listPolicies',
        after: 1,
        times: 2,
        action: { type: 'status', status: 429, retryAfter: '2' }
      })
      const statuses: number[] = []
      let retryAfter: string | null = null
      for (let index = 0; index < 4; index++) {
        const answer = await call(emulator, POLICIES)
        statuses.push(answer.status)
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after')
      }
      expect(statuses).toEqual([200, 429, 429, 200])
      expect(retryAfter).toBe('2')
      // other operations are not affected
      emulator.addFault({ operation: 'listPolicies', action: { type: 'status', status: 503 } })
      expect((await call(emulator, REPOSITORIES, { body: {} })).status).toBe(200)
      emulator.clearFaults()
    })

    it('faults come before authentication and are recorded, conformance too', async () => {
      emulator.addFault({ action: { type: 'status', status: 502, body: 'Bad Gateway' } })
      emulator.resetRequests()
      const answer = await call(emulator, `${POLICIES}?page=1`, { token: null })
      expect(answer.status).toBe(502)
      expect(answer.text).toBe('Bad Gateway')
      expect(emulator.requests[0]).toMatchObject({
        status: 502,
        operation: 'listPolicies',
        nonConformity: expect.stringContaining('query parameter page')
      })
    })

    it('drops the connection', async () => {
      emulator.addFault({ operation: 'listRepositories', action: { type: 'drop' } })
      emulator.resetRequests()
      await expect(call(emulator, REPOSITORIES, { body: { pageSize: 1 } })).rejects.toThrow()
      await waitFor(() => emulator.stats().inFlight === 0)
      expect(emulator.requests[0]).toMatchObject({ status: 0, rawBody: '{"pageSize":1}' })
      expect((await call(emulator, REPOSITORIES, { body: { pageSize: 1 } })).status).toBe(200)
    })

    it('hangs for a while, then drops', async () => {
      emulator.addFault({ operation: 'listPolicies', action: { type: 'hang', ms: 100 } })
      emulator.resetRequests()
      const started = Date.now()
      await expect(call(emulator, POLICIES)).rejects.toThrow()
      expect(Date.now() - started).toBeGreaterThanOrEqual(90)
      await waitFor(() => emulator.requests[0]?.durationMs !== 0)
      expect(emulator.requests[0]?.status).toBe(0)
    })

    it('redirects', async () => {
      const location = `${emulator.storageUrl}/elsewhere`
      emulator.addFault({
        operation: 'listPolicies',
        action: { type: 'redirect', location, status: 302 }
      })
      const answer = await call(emulator, POLICIES, { redirect: 'manual' })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(location)
    })

    it('answers malformed bodies', async () => {
      emulator.addFault({ operation: 'listPolicies', action: { type: 'malformed' } })
      const truncated = await call(emulator, POLICIES)
      expect(truncated.status).toBe(200)
      expect(truncated.json).toBeUndefined()
      emulator.addFault({
        operation: 'listPolicies',
        action: { type: 'malformed', body: '<html>maintenance</html>', contentType: 'text/html' }
      })
      const html = await call(emulator, POLICIES)
      expect(html.headers.get('content-type')).toBe('text/html')
      expect(html.text).toBe('<html>maintenance</html>')
    })

    it('repeats or drops the cursor of a list page', async () => {
      const first = (await call(emulator, REPOSITORIES, { body: { pageSize: 2 } }))
        .json as RepositoriesPage
      emulator.addFault({ operation: 'listRepositories', action: { type: 'repeatCursor' } })
      const repeated = (
        await call(emulator, REPOSITORIES, { body: { pageSize: 2, cursor: first.cursor } })
      ).json as RepositoriesPage
      expect(repeated.hasMore).toBe(true)
      expect(repeated.cursor).toEqual(first.cursor)
      expect(repeated.repositorySummaries[0]?.id).toBe(1003)

      const repository = emulator.dataset.repositories[0]!
      emulator.addFault({ operation: 'listLockfiles', action: { type: 'dropCursor' } })
      const dropped = (
        await call(emulator, lockfilesPath(repository.id), { body: { pageSize: 100 } })
      ).json as LockfilesPage
      expect(dropped.hasMore).toBe(true)
      expect(dropped).not.toHaveProperty('cursor')
      expect(dropped.lockfileSummaries).toHaveLength(repository.lockfiles.length)
    })
  })
})

describe('server options', () => {
  it('delays answers without blocking and counts the peak in flight', async () => {
    const emulator = await startEmulator({
      latencyMs: 150,
      token: 'emu_fixed',
      dataset: { deploymentId: '18446744073709551615' }
    })
    try {
      expect(emulator.token).toBe('emu_fixed')
      const path = '/api/v1/deployments/18446744073709551615/policies'
      const started = Date.now()
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(emulator, path)))
      const elapsed = Date.now() - started
      expect(answers.map(answer => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
      // At least the latency; that the six ran side by side is peakInFlight's to show, not a time bound.
      expect(elapsed).toBeGreaterThanOrEqual(140)
      expect(emulator.stats()).toMatchObject({ requests: 6, peakInFlight: 6, inFlight: 0 })
      expect(
        Math.min(...emulator.requests.map(record => record.durationMs))
      ).toBeGreaterThanOrEqual(140)
    } finally {
      await emulator.close()
    }
  })

  it('close() ends a request that hangs forever', async () => {
    const emulator = await startEmulator({
      faults: [{ operation: 'listPolicies', action: { type: 'hang' } }]
    })
    const pending = call(emulator, POLICIES)
    const outcome = pending.then(
      () => 'answered',
      () => 'failed'
    )
    await waitFor(() => emulator.stats().inFlight === 1)
    await emulator.close()
    expect(await outcome).toBe('failed')
    expect(emulator.requests[0]?.status).toBe(0)
  })
})
