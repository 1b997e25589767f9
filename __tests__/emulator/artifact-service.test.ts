/**
 * The fake artifact service, driven by the real `@actions/artifact` client: Twirp CreateArtifact,
 * the Azure block-blob upload to the signed URL on loopback, FinalizeArtifact, the stored zip, and
 * the Twirp validation and failures a test of the action can rely on.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { DefaultArtifactClient } from '@actions/artifact'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { deflateRawSync } from 'node:zlib'
import {
  readZip,
  startArtifactService,
  type ArtifactService
} from '../../emulator/artifact-service.js'

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService'

let service: ArtifactService
let work: string
let saved: Record<string, string | undefined>
let stdout: string[]

beforeAll(async () => {
  service = await startArtifactService({ repository: 'acme/web-app', runId: '4242' })
  work = await mkdtemp(path.join(tmpdir(), 'artifact-service-'))
})

afterAll(async () => {
  await service.close()
  await rm(work, { recursive: true, force: true })
})

// The client reads its configuration from process.env on every call (nothing is cached at import),
// so setting the environment per test is enough.
beforeEach(() => {
  const env = service.env()
  saved = Object.fromEntries(Object.keys(env).map(key => [key, process.env[key]]))
  Object.assign(process.env, env)
  // @actions/core writes its log (and ::add-mask::) to stdout; keep it out of the test output.
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    stdout.push(String(chunk))
    return true
  })
})

afterEach(() => {
  jest.restoreAllMocks()
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

async function twirp(method: string, body: unknown, token = service.runtimeToken) {
  const response = await fetch(new URL(`${TWIRP}/${method}`, service.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const ids = () => ({
  workflow_run_backend_id: service.workflowRunBackendId,
  workflow_job_run_backend_id: service.workflowJobRunBackendId
})

describe('with the real @actions/artifact client', () => {
  it('uploads a zipped file and stores it', async () => {
    const sbom = JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.7', components: [] })
    const file = path.join(work, 'sbom-17.json')
    await writeFile(file, sbom)
    const before = service.requests.length

    const result = await new DefaultArtifactClient().uploadArtifact('sbom', [file], work, {
      retentionDays: 5
    })

    const [stored] = service.artifacts()
    expect(stored).toBeDefined()
    expect(result.id).toBe(stored!.id)
    expect(result.size).toBe(stored!.size)
    expect(result.digest).toBe(createHash('sha256').update(stored!.bytes).digest('hex'))
    expect(stored).toMatchObject({
      name: 'sbom',
      finalized: true,
      mimeType: 'application/zip',
      digest: `sha256:${result.digest}`,
      url: `https://github.com/acme/web-app/actions/runs/4242/artifacts/${result.id}`
    })
    expect(Date.parse(stored!.expiresAt ?? '')).toBeGreaterThan(Date.now() + 4 * 86400_000)
    expect(stored!.files?.map(f => [f.path, f.bytes.toString('utf8')])).toEqual([
      ['sbom-17.json', sbom]
    ])

    const seen = service.requests.slice(before)
    expect(seen.map(r => `${r.service} ${r.operation} ${r.status}`)).toEqual([
      'twirp CreateArtifact 200',
      'blob StageBlock 201',
      'blob CommitBlockList 201',
      'twirp FinalizeArtifact 200'
    ])
    expect(seen[0]).toMatchObject({
      authorization: `Bearer ${service.runtimeToken}`,
      body: { ...ids(), name: 'sbom', version: 7, mime_type: 'application/zip' }
    })
    expect(seen[3]?.body).toEqual({
      ...ids(),
      name: 'sbom',
      size: String(stored!.size),
      hash: `sha256:${result.digest}`
    })
    // The signed URL is its own credential: the runtime token never goes to blob storage.
    expect(seen.filter(r => r.service === 'blob').every(r => r.authorization === undefined)).toBe(
      true
    )
    // The client masks the URL's signature.
    const sig = new URL(seen[1]!.path, service.url).searchParams.get('sig')
    expect(stdout.join('')).toContain(`::add-mask::${sig}`)
  })

  it('uploads a raw file with skipArchive', async () => {
    const file = path.join(work, 'inventory.json')
    await writeFile(file, '{"repositories":[]}')
    const result = await new DefaultArtifactClient().uploadArtifact('ignored', [file], work, {
      skipArchive: true
    })
    const stored = service.artifacts().find(a => a.id === result.id)
    expect(stored).toMatchObject({ name: 'inventory.json', mimeType: 'application/json' })
    expect(stored?.files).toBeUndefined()
    expect(stored?.bytes.toString()).toBe('{"repositories":[]}')
  })

  it('refuses a second artifact of the same name, as the service does', async () => {
    const file = path.join(work, 'again.json')
    await writeFile(file, '{}')
    await expect(new DefaultArtifactClient().uploadArtifact('sbom', [file], work)).rejects.toThrow(
      /409.*an artifact with this name already exists on the workflow run/
    )
  })

  it('fails fast on a non-retryable injected Twirp or blob failure', async () => {
    const file = path.join(work, 'failing.json')
    await writeFile(file, '{}')
    service.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
    await expect(new DefaultArtifactClient().uploadArtifact('f1', [file], work)).rejects.toThrow(
      /Failed to CreateArtifact: Received non-retryable error: Failed request: \(403\).*quota/
    )
    service.failNext('StageBlock', 403)
    await expect(new DefaultArtifactClient().uploadArtifact('f2', [file], work)).rejects.toThrow()
    expect(service.artifacts().find(a => a.name === 'f2')?.finalized).toBe(false)
  })

  it('needs GITHUB_SERVER_URL on github.com (or *.ghe.com, *.localhost): a GHES host is refused', async () => {
    process.env.GITHUB_SERVER_URL = 'http://127.0.0.1:1'
    await expect(
      new DefaultArtifactClient().uploadArtifact('ghes', [path.join(work, 'sbom-17.json')], work)
    ).rejects.toThrow(/GHES/)
  })
})

describe('Twirp validation', () => {
  it('answers 401 to a wrong token and 404 bad_route to an unknown method', async () => {
    expect(await twirp('CreateArtifact', { ...ids(), name: 'x', version: 7 }, 'wrong')).toEqual({
      status: 401,
      body: { code: 'unauthenticated', msg: 'missing or invalid runtime token' }
    })
    expect(await twirp('MigrateArtifact', {})).toMatchObject({
      status: 404,
      body: { code: 'bad_route' }
    })
  })

  it('answers 400 invalid_argument for missing or foreign IDs, a missing name or version', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'x', version: 7 }, /workflow_run_backend_id is required/],
      [{ ...ids(), workflow_job_run_backend_id: 'other', name: 'x', version: 7 }, /does not match/],
      [{ ...ids(), version: 7 }, /name is required/],
      [{ ...ids(), name: 'x' }, /version is required/],
      [{ ...ids(), name: 'x', version: 3 }, /unsupported artifact version/]
    ]
    for (const [body, msg] of cases) {
      const answer = await twirp('CreateArtifact', body)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('invalid_argument')
      expect(answer.body.msg).toMatch(msg)
    }
  })

  it('answers 404 not_found to finalizing an artifact never created or never uploaded', async () => {
    expect(await twirp('FinalizeArtifact', { ...ids(), name: 'nope', size: '1' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' }
    })
    expect((await twirp('CreateArtifact', { ...ids(), name: 'empty', version: 7 })).status).toBe(
      200
    )
    expect(await twirp('FinalizeArtifact', { ...ids(), name: 'empty', size: '0' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' }
    })
  })

  it('answers 403 to a blob URL with a wrong signature', async () => {
    const created = await twirp('CreateArtifact', { ...ids(), name: 'signed', version: 7 })
    const url = new URL(String(created.body.signed_upload_url))
    expect(url.origin).toBe(new URL(service.url).origin)
    url.searchParams.set('sig', 'forged')
    url.searchParams.set('comp', 'block')
    url.searchParams.set('blockid', 'AAAA')
    const response = await fetch(url, { method: 'PUT', body: 'x' })
    expect(response.status).toBe(403)
    expect(response.headers.get('x-ms-error-code')).toBe('AuthenticationFailed')
  })
})

describe('readZip', () => {
  it('reads stored and deflated entries and rejects a corrupt one', () => {
    const entry = (name: string, data: Buffer, method: 0 | 8, crc: number) => {
      const body = method === 8 ? deflateRawSync(data) : data
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(method, 8)
      local.writeUInt16LE(Buffer.byteLength(name), 26)
      const central = Buffer.alloc(46)
      central.writeUInt32LE(0x02014b50, 0)
      central.writeUInt16LE(method, 10)
      central.writeUInt32LE(crc, 16)
      central.writeUInt32LE(body.length, 20)
      central.writeUInt32LE(data.length, 24)
      central.writeUInt16LE(Buffer.byteLength(name), 28)
      return { local: Buffer.concat([local, Buffer.from(name), body]), central, name }
    }
    const build = (crcs: [number, number]) => {
      const a = entry('a.txt', Buffer.from('hello'), 0, crcs[0])
      const b = entry('dir/b.json', Buffer.from('{"b":1}'.repeat(20)), 8, crcs[1])
      b.central.writeUInt32LE(a.local.length, 42)
      const centrals = Buffer.concat([
        a.central,
        Buffer.from(a.name),
        b.central,
        Buffer.from(b.name)
      ])
      const end = Buffer.alloc(22)
      end.writeUInt32LE(0x06054b50, 0)
      end.writeUInt16LE(2, 10)
      end.writeUInt32LE(centrals.length, 12)
      end.writeUInt32LE(a.local.length + b.local.length, 16)
      return Buffer.concat([a.local, b.local, centrals, end])
    }
    const zip = build([0x3610a686, crc('{"b":1}'.repeat(20))])
    expect(readZip(zip).map(e => [e.path, e.bytes.toString()])).toEqual([
      ['a.txt', 'hello'],
      ['dir/b.json', '{"b":1}'.repeat(20)]
    ])
    expect(() => readZip(build([0, 0]))).toThrow(/corrupt zip entry a.txt/)
  })
})

/** Reference CRC-32, bit by bit. */
function crc(text: string): number {
  let value = 0xffffffff
  for (const byte of Buffer.from(text)) {
    value ^= byte
    for (let k = 0; k < 8; k++) value = value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1
  }
  return (value ^ 0xffffffff) >>> 0
}
