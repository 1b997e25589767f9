/**
 * Answers as the client reads them: one nested thousands of levels deep is refused by name, before
 * anything walks it; and a page of dependencies is read row by row, each row checked and handed on.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { PlatformClient } from '../../src/platform/platform-client.js'
import type { FoundDependency } from '../../src/platform/schemas.js'
import { scriptedServerForFile } from '../support/scripted-server.js'

const server = scriptedServerForFile()

it('refuses an answer nested 20,000 levels deep, naming the operation', async () => {
  const depth = 20_000
  server.answer(() => ({ body: `{"policies":${'['.repeat(depth)}${']'.repeat(depth)}}` }))
  const client = new PlatformClient(server.transport(), '7')
  await expect(client.listPolicies()).rejects.toThrow(
    'List policies (GET /api/v1/deployments/7/policies) answered 200 but not with the expected ' +
      'JSON: nested deeper than 64 levels.'
  )
})

describe('an answer read row by row (List dependencies)', () => {
  const BIG = '9007199254740993' // 2^53 + 1
  const row = (id: string, path: string): object => ({
    repositoryId: id,
    ecosystem: 'npm',
    package: { name: 'left-pad', versionSpecifier: '1.3.0' },
    definedAt: { path, startLine: '4' }
  })
  const seen: FoundDependency[] = []
  const list = (token?: string) =>
    new PlatformClient(server.transport(token), '7').listDependencies({ pageSize: 3 }, d => {
      seen.push(d)
    })

  beforeEach(() => {
    seen.length = 0
  })

  it('hands each row on in order, exact beyond 2^53, with the cursor, hasMore and the count', async () => {
    server.answer(() => ({
      body: `{"cursor":"30","dependencies":[${JSON.stringify(row('5', 'a'))},{"repositoryId":${BIG},"definedAt":{"path":"b"}}],"hasMore":true}`
    }))
    await expect(list()).resolves.toEqual({ cursor: '30', hasMore: true, count: 2 })
    expect(seen.map(d => [d.repositoryId, d.definedAt?.path, d.package.name])).toEqual([
      [5n, 'a', 'left-pad'],
      [BigInt(BIG), 'b', '']
    ])
  })

  it('reads the rows however the member is written, and an answer without it as no rows', async () => {
    server.answer(() => ({ body: `{"dep\\u0065ndencies":[${JSON.stringify(row('5', 'a'))}]}` }))
    await expect(list()).resolves.toEqual({ hasMore: false, count: 1 })
    server.answer(() => ({ body: '{"hasMore":false}' }))
    await expect(list()).resolves.toEqual({ hasMore: false, count: 0 })
    expect(seen).toHaveLength(1)
  })

  it('names the first row that fails its check, after handing on those before it', async () => {
    server.answer(() => ({
      body: { dependencies: [row('5', 'a'), row('-1', 'b'), row('6', 'c')], hasMore: false }
    }))
    await expect(list()).rejects.toThrow(
      'List dependencies (POST /api/v1/deployments/7/dependencies) answered 200 but not with the ' +
        'expected JSON: dependencies[1].repositoryId: expected an ID, not negative.'
    )
    expect(seen.map(d => d.definedAt?.path)).toEqual(['a'])
  })

  it('names the rest of the answer when it is wrong, and refuses text that is not JSON', async () => {
    server.answer(() => ({ body: { dependencies: [], hasMore: 'yes' } }))
    await expect(list()).rejects.toThrow(
      /expected JSON: hasMore: Invalid input: expected boolean, received string\. Response: {/
    )
    server.answer(() => ({ body: `{"dependencies":[${JSON.stringify(row('5', 'a'))},}` }))
    await expect(list()).rejects.toThrow(/expected JSON: not JSON \(/)
    server.answer(() => ({ body: '{"dependencies":[],"dependencies":[]}' }))
    await expect(list()).rejects.toThrow(/not JSON \(the member dependencies appears twice\)/)
  })

  it('passes on what the taker of a row throws, as it is', async () => {
    const stop = new Error('bound reached')
    server.answer(() => ({ body: { dependencies: [row('5', 'a'), row('6', 'b')] } }))
    const client = new PlatformClient(server.transport(), '7')
    let taken = 0
    await expect(
      client.listDependencies({ pageSize: 3 }, () => {
        if (++taken === 2) throw stop
      })
    ).rejects.toBe(stop)
  })

  it('hands no row on with the token in it', async () => {
    const token = 'tok_row_secret_0123456789'
    server.answer(() => ({ body: { dependencies: [row('5', `leak/${token}/package-lock.json`)] } }))
    await list(token)
    expect(seen[0]!.definedAt?.path).toBe('leak/***/package-lock.json')
  })

  it('frees a large answer once its rows are read, and leaves a small one to the collector', async () => {
    const bodies: Buffer[] = []
    const transport = server.transport()
    const send = transport.request.bind(transport)
    transport.request = async request => {
      const answer = await send(request)
      bodies.push(answer.body)
      return answer
    }
    const rows = Array.from({ length: 400 }, (_, i) => row(String(i), `p/${'x'.repeat(200)}`))
    server.answer(() => ({ body: { dependencies: rows, hasMore: false } }))
    const client = new PlatformClient(transport, '7')
    await expect(
      client.listDependencies({ pageSize: 400 }, d => void seen.push(d))
    ).resolves.toEqual({ hasMore: false, count: 400 })
    expect(seen.map(d => d.repositoryId)).toEqual(rows.map((_, i) => BigInt(i)))
    expect(bodies[0]!.byteLength).toBe(0)
    expect(bodies[0]!.buffer.byteLength).toBe(0)
    server.answer(() => ({ body: { dependencies: rows.slice(0, 2), hasMore: false } }))
    await client.listDependencies({ pageSize: 2 }, () => undefined)
    expect(bodies[1]!.byteLength).toBeGreaterThan(0)
  })
})
