/**
 * The previous run's artifact, against the fake GitHub API over loopback: this run → its workflow →
 * the workflow's successful runs, newest first → the run's artifacts, bounded to a few pages; each
 * reason for finding none told apart; the download through the toolkit's client, following the
 * redirect to the blob origin without the token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  startArtifactService,
  startFakeGitHub,
  type ArtifactService,
  type FakeGitHub,
  type FakeWorkflowRun
} from '../../emulator/index.js'
import { startConnectProxy } from '../../emulator/network/connect-proxy.js'
import { uploadArtifact } from '../../src/github/artifacts.js'
import {
  downloadPreviousArtifact,
  findPreviousArtifact,
  MAX_ARTIFACT_BYTES,
  MAX_RUNS,
  PreviousArtifactError,
  type PreviousArtifactRequest
} from '../../src/github/workflow-artifacts.js'
import {
  deflatedEntry,
  withEnv,
  zeroBombEntry,
  zipOf,
  type ZipFixtureEntry
} from '../support/index.js'
import { NO_PROXY_ENV } from '../support/network.js'

const REPOSITORY = 'acme/inventory'
const NAME = 'dependency-inventory'
const ZIP = Buffer.from('not read by the look-up')

let github: FakeGitHub
let work: string
let nextRun = 1_000

beforeAll(async () => {
  github = await startFakeGitHub()
  // The toolkit's own Octokit reads GITHUB_API_URL when @actions/github is first loaded.
  process.env.GITHUB_API_URL = github.url
  work = await mkdtemp(path.join(tmpdir(), 'workflow-artifacts-'))
})

afterAll(async () => {
  delete process.env.GITHUB_API_URL
  await github.close()
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  github.workflowRuns.refuse(false)
})

/** A workflow of its own for each test: its runs, oldest first, then this run (in progress). */
function workflow(runs: Omit<FakeWorkflowRun, 'id' | 'repository'>[]): PreviousArtifactRequest {
  const workflowId = nextRun
  for (const run of runs) {
    github.workflowRuns.addRun({ id: ++nextRun, repository: REPOSITORY, workflowId, ...run })
  }
  const runId = ++nextRun
  github.workflowRuns.addRun({ id: runId, repository: REPOSITORY, workflowId, conclusion: null })
  return {
    token: github.token,
    apiUrl: github.url,
    repository: REPOSITORY,
    runId,
    artifactName: NAME,
    serverUrl: 'https://github.com'
  }
}

async function failure(request: PreviousArtifactRequest): Promise<PreviousArtifactError> {
  const error = await findPreviousArtifact(request).then(
    () => undefined,
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(PreviousArtifactError)
  return error as PreviousArtifactError
}

describe('findPreviousArtifact', () => {
  it('takes the newest earlier successful run that has the artifact', async () => {
    const request = workflow([
      { artifacts: [{ name: NAME, id: 71, zip: ZIP, digest: 'sha256:abc' }] },
      { conclusion: 'failure', artifacts: [{ name: NAME, id: 72, zip: ZIP }] },
      { artifacts: [{ name: 'other', id: 73, zip: ZIP }] }
    ])
    const found = await findPreviousArtifact(request)
    expect(found).toMatchObject({
      id: 71,
      name: NAME,
      size: ZIP.length,
      digest: 'sha256:abc',
      workflowRunId: request.runId - 3,
      url: `https://github.com/${REPOSITORY}/actions/runs/${request.runId - 3}/artifacts/71`
    })
    const paths = github.requests.filter(r => r.origin === 'api').map(r => r.path)
    expect(paths).toContain(`/repos/${REPOSITORY}/actions/runs/${request.runId}`)
    expect(paths.some(p => /\/actions\/workflows\/\d+\/runs\?.*status=success/.test(p))).toBe(true)
  })

  it('skips runs that started after this one', async () => {
    const request = workflow([{ artifacts: [{ name: NAME, id: 81, zip: ZIP }] }])
    github.workflowRuns.addRun({
      id: ++nextRun,
      repository: REPOSITORY,
      // the workflow's ID is the number before its first run's
      workflowId: request.runId - 2,
      artifacts: [{ name: NAME, id: 82, zip: ZIP }]
    })
    expect((await findPreviousArtifact(request)).id).toBe(81)
  })

  it('skips runs a pull request started, whose artifacts a contributor could shape', async () => {
    const request = workflow([
      { artifacts: [{ name: NAME, id: 91, zip: ZIP }] },
      { event: 'pull_request', artifacts: [{ name: NAME, id: 92, zip: ZIP }] },
      { event: 'pull_request_target', artifacts: [{ name: NAME, id: 93, zip: ZIP }] }
    ])
    expect((await findPreviousArtifact(request)).id).toBe(91)
  })

  it.each(['schedule', 'workflow_dispatch', 'push'])(
    'takes a run started by %s of the repository itself',
    async event => {
      const request = workflow([
        { event: 'schedule', artifacts: [{ name: NAME, id: 94, zip: ZIP }] },
        { event, artifacts: [{ name: NAME, id: 95, zip: ZIP }] }
      ])
      expect((await findPreviousArtifact(request)).id).toBe(95)
    }
  )

  it.each([
    'pull_request_review',
    'pull_request_review_comment',
    'repository_dispatch',
    'merge_group',
    'issue_comment',
    'workflow_run'
  ])('never takes a run started by %s, which may run code other than the branch’s', async event => {
    const request = workflow([
      { event: 'push', artifacts: [{ name: NAME, id: 101, zip: ZIP }] },
      { event, artifacts: [{ name: NAME, id: 102, zip: ZIP }] }
    ])
    expect((await findPreviousArtifact(request)).id).toBe(101)
  })

  it('never takes a run of a fork’s code, nor one whose head repository is gone', async () => {
    const request = workflow([
      { event: 'push', artifacts: [{ name: NAME, id: 111, zip: ZIP }] },
      {
        event: 'push',
        headRepository: 'contributor/inventory',
        artifacts: [{ name: NAME, id: 112, zip: ZIP }]
      },
      { event: 'schedule', headRepository: null, artifacts: [{ name: NAME, id: 113, zip: ZIP }] }
    ])
    expect((await findPreviousArtifact(request)).id).toBe(111)
  })

  it('a repository named in another case is the same repository', async () => {
    const request = workflow([
      {
        event: 'push',
        headRepository: 'ACME/Inventory',
        artifacts: [{ name: NAME, id: 121, zip: ZIP }]
      }
    ])
    expect((await findPreviousArtifact(request)).id).toBe(121)
  })

  it('no earlier successful run (the first run): not-found, saying so', async () => {
    const error = await failure(workflow([{ conclusion: 'failure' }]))
    expect(error.kind).toBe('not-found')
    expect(error.message).toMatch(/has no earlier successful run/)
  })

  it('earlier runs without that artifact: not-found, naming the artifact', async () => {
    const error = await failure(workflow([{}, { artifacts: [{ name: 'sbom', zip: ZIP }] }]))
    expect(error.kind).toBe('not-found')
    expect(error.message).toMatch(
      /None of the 2 most recent earlier successful runs .* dependency-inventory/
    )
  })

  it('one earlier run without that artifact: said of that one run', async () => {
    const error = await failure(workflow([{ artifacts: [{ name: 'sbom', zip: ZIP }] }]))
    expect(error.kind).toBe('not-found')
    expect(error.message).toMatch(
      /^The earlier successful run of workflow Dependency inventory uploaded no artifact named dependency-inventory: the next run compares with this one's\.$/
    )
  })

  it('a proxy refusing GitHub: its advice once, one full stop', async () => {
    const proxy = await startConnectProxy({ routes: {}, refuseWith: 403 })
    try {
      const request = { ...workflow([]), apiUrl: 'http://ghe.example', retryBaseMs: 1 }
      const error = await withEnv({ ...NO_PROXY_ENV, HTTP_PROXY: proxy.url }, () =>
        failure(request)
      )
      expect(error.message).toBe(
        `Check the proxy settings: the proxy ${proxy.url} refused the tunnel to ghe.example:80 ` +
          `(HTTP 403); ask the proxy administrator to allow this host. Looking up the previous ` +
          `inventory's artifact failed: GET /repos/${REPOSITORY}/actions/runs/${request.runId} ` +
          `failed: the proxy ${proxy.url} answered HTTP 403 to CONNECT ghe.example:80.`
      )
    } finally {
      await proxy.close()
    }
  })

  it('an expired artifact: expired, saying what to do', async () => {
    const error = await failure(
      workflow([{ artifacts: [{ name: NAME, zip: ZIP, expired: true }] }])
    )
    expect(error.kind).toBe('expired')
    expect(error.message).toMatch(
      /has expired: run the inventory more often than the artifact retention/
    )
  })

  it('a token without actions: read: refused, naming the permission', async () => {
    const request = workflow([{ artifacts: [{ name: NAME, zip: ZIP }] }])
    github.workflowRuns.refuse(true)
    const error = await failure(request)
    expect(error.kind).toBe('refused')
    expect(error.status).toBe(403)
    expect(error.message).toMatch(/^Give the job `permissions: actions: read`/)
    expect(error.message).toContain('HTTP 403')
  })

  it('a wrong token: refused, pointing at github-token', async () => {
    const request = { ...workflow([]), token: 'ghs_wrong' }
    const error = await failure(request)
    expect(error.kind).toBe('refused')
    expect(error.message).toMatch(/^Check the github-token input/)
  })

  it(`looks at the ${MAX_RUNS} most recent successful runs, one page`, async () => {
    const request = workflow(Array.from({ length: 45 }, () => ({})))
    const before = github.requests.length
    const error = await failure(request)
    expect(error.kind).toBe('not-found')
    const made = github.requests.slice(before).map(r => r.path)
    expect(made.filter(p => /\/actions\/workflows\//.test(p))).toHaveLength(1)
    expect(made.filter(p => /\/artifacts\?/.test(p))).toHaveLength(MAX_RUNS)
    expect(error.message).toContain(`None of the ${MAX_RUNS} most recent`)
  })
})

describe('downloadPreviousArtifact', () => {
  let service: ArtifactService

  beforeAll(async () => {
    service = await startArtifactService({ repository: REPOSITORY, runId: '7001' })
  })

  afterAll(async () => {
    await service.close()
  })

  it('downloads and unpacks an uploaded artifact, the blob origin getting no token', async () => {
    const file = path.join(work, 'upload', 'dependency-inventory.json')
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, '{"deploymentId": "1234"}\n')
    await withEnv(service.env(), () => uploadArtifact(NAME, file))
    const stored = service.artifacts().find(a => a.name === NAME)!
    const request = workflow([
      { artifacts: [{ name: NAME, id: stored.id, zip: stored.bytes, digest: stored.digest! }] }
    ])
    const found = await findPreviousArtifact(request)
    const into = await mkdtemp(path.join(work, 'download-'))
    const before = github.requests.length
    const unpacked = await downloadPreviousArtifact(request, found, into)
    expect(unpacked).toBe(path.join(into, 'inventory.json'))
    // The zip is gone once unpacked; the entry is written under a name of ours.
    expect(await readdir(into)).toEqual(['inventory.json'])
    expect(await readFile(unpacked!, 'utf8')).toBe('{"deploymentId": "1234"}\n')
    const made = github.requests.slice(before)
    const zip = made.find(r => r.path.endsWith(`/actions/artifacts/${stored.id}/zip`))!
    expect(zip.status).toBe(302)
    expect(zip.authorization).toContain(github.token)
    const blob = made.filter(r => r.origin === 'blob')
    expect(blob.map(r => r.status)).toEqual([200])
    expect(blob[0]!.authorization).toBeUndefined()
  })

  it('refuses an artifact whose digest does not match', async () => {
    const stored = service.artifacts().find(a => a.name === NAME)!
    const request = workflow([
      { artifacts: [{ name: NAME, zip: stored.bytes, digest: `sha256:${'0'.repeat(64)}` }] }
    ])
    const found = await findPreviousArtifact(request)
    const error = await downloadPreviousArtifact(
      request,
      found,
      await mkdtemp(path.join(work, 'download-'))
    ).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(PreviousArtifactError)
    expect((error as PreviousArtifactError).message).toMatch(/did not match its digest/)
  })

  /** A download whose blob origin sends half the zip and then nothing: the error it ends with. */
  async function stalled(bounds: {
    downloadTimeoutMs: number
    signal?: AbortSignal
  }): Promise<PreviousArtifactError> {
    const zip = zipOf([deflatedEntry('dependency-inventory.json', '{"deploymentId": "1"}\n')])
    const request = workflow([{ artifacts: [{ name: NAME, zip, stall: true }] }])
    const found = await findPreviousArtifact(request)
    const into = await mkdtemp(path.join(work, 'download-'))
    const error = await downloadPreviousArtifact({ ...request, ...bounds }, found, into).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(PreviousArtifactError)
    return error as PreviousArtifactError
  }

  it('gives up on a stalled download at its one deadline', async () => {
    // The client's idle timer is a minute; only the download's own deadline can end this one.
    const error = await stalled({ downloadTimeoutMs: 300 })
    expect(error.kind).toBe('failed')
    expect(error.message).toMatch(/did not finish within 0.3 s, so it was not used/)
  })

  it('stops a stalled download when the run is cancelled', async () => {
    // A deadline of an hour: only the run's cancellation can end the download.
    const controller = new AbortController()
    const aborting = setTimeout(() => controller.abort(), 100)
    const error = await stalled({ downloadTimeoutMs: 3_600_000, signal: controller.signal })
    clearTimeout(aborting)
    expect(error.kind).toBe('failed')
    expect(error.message).toMatch(/^Downloading the artifact dependency-inventory of run [0-9]+/)
    expect(error.message).not.toMatch(/did not finish within/)
  })

  /** Downloads a zip of `entries` as the previous run's artifact: the file, or the error. */
  async function download(
    entries: ZipFixtureEntry[],
    serverUrl = 'https://github.com',
    maxBytes?: number
  ): Promise<{ into: string; file?: string; error?: PreviousArtifactError; zipBytes: number }> {
    const zip = zipOf(entries)
    const request = {
      ...workflow([{ artifacts: [{ name: NAME, zip }] }]),
      serverUrl,
      ...(maxBytes !== undefined && { maxBytes })
    }
    const into = await mkdtemp(path.join(work, 'download-'))
    try {
      const file = await downloadPreviousArtifact(
        request,
        await findPreviousArtifact(request),
        into
      )
      return { into, ...(file && { file }), zipBytes: zip.length }
    } catch (error) {
      expect(error).toBeInstanceOf(PreviousArtifactError)
      return { into, error: error as PreviousArtifactError, zipBytes: zip.length }
    }
  }

  /** Bytes under `folder`, files at its top. */
  async function written(folder: string): Promise<number> {
    let total = 0
    for (const name of await readdir(folder)) total += (await stat(path.join(folder, name))).size
    return total
  }

  // The default bound once; the 2 GiB bomb under a smaller one, as writing 128 MiB twice only costs time.
  it.each([
    [
      'a 300 MiB entry whose headers claim 1 KB',
      [zeroBombEntry('dependency-inventory.json', 300)],
      MAX_ARTIFACT_BYTES,
      '128.0'
    ],
    // About 2 MB of zip; 2,000 MiB of zeros unpacked.
    [
      'a 2 MB zip that inflates to 2 GiB',
      [zeroBombEntry('dependency-inventory.json', 2000)],
      16 * 1024 * 1024,
      '16.0'
    ]
  ])(
    '%s: stops at the bound written, whatever the headers say',
    async (_n, entries, max, shown) => {
      const { into, error, zipBytes } = await download(entries, undefined, max)
      expect(zipBytes).toBeLessThan(2.5e6)
      expect(error?.kind).toBe('failed')
      expect(error?.message).toMatch(new RegExp(`unpacks to more than ${shown} MB, the most read`))
      // What reached the disk: the bound, not the 300 MiB or 2 GiB inside.
      const bytes = await written(into)
      expect(bytes).toBeGreaterThan(0)
      expect(bytes).toBeLessThanOrEqual(max)
      await rm(into, { recursive: true, force: true })
    }
  )

  it('unpacks the only top-level .json entry, whatever else the zip holds', async () => {
    const { file } = await download([
      deflatedEntry('notes/readme.json', '{}'),
      deflatedEntry('inventory-2026.json', '{"deploymentId":"77"}'),
      deflatedEntry('readme.txt', 'not read')
    ])
    expect(await readFile(file!, 'utf8')).toBe('{"deploymentId":"77"}')
  })

  it('gives no file where the zip holds no single top-level .json entry', async () => {
    const two = await download([deflatedEntry('a.json', '{}'), deflatedEntry('b.json', '{}')])
    expect(two.file).toBeUndefined()
    expect(two.error).toBeUndefined()
    const none = await download([deflatedEntry('../x.json', '{}')])
    expect(none.file).toBeUndefined()
    expect(await readdir(none.into)).toEqual([])
  })

  it('refuses an entry whose bytes do not match its CRC, and a file that is no zip', async () => {
    const entry = deflatedEntry('inventory.json', '{"a":1}')
    const { error } = await download([{ ...entry, crc32: entry.crc32 ^ 1 }])
    expect(error?.message).toMatch(/could not be unpacked \(its entry does not match its CRC-32\)/)
    const request = workflow([{ artifacts: [{ name: NAME, zip: Buffer.from('no zip') }] }])
    const notZip = await downloadPreviousArtifact(
      request,
      await findPreviousArtifact(request),
      await mkdtemp(path.join(work, 'download-'))
    ).catch((caught: unknown) => caught as PreviousArtifactError)
    expect((notZip as PreviousArtifactError).message).toMatch(/no end of central directory/)
  })

  it('on GitHub Enterprise Server: unsupported, pointing at a file path instead', async () => {
    const before = github.requests.length
    const { error } = await download([deflatedEntry('a.json', '{}')], 'https://ghe.example')
    expect(error?.kind).toBe('unsupported')
    expect(error?.message).toMatch(/^Give previous-inventory the path of an earlier inventory file/)
    expect(github.requests.slice(before).some(r => r.path.endsWith('/zip'))).toBe(false)
  })

  it('an artifact GitHub no longer has: failed, with its status', async () => {
    const request = workflow([{ artifacts: [{ name: NAME, zip: ZIP }] }])
    const found = await findPreviousArtifact(request)
    const error = await downloadPreviousArtifact(
      request,
      { ...found, id: 4_000_000_001 },
      await mkdtemp(path.join(work, 'download-'))
    ).catch((caught: unknown) => caught as PreviousArtifactError)
    expect((error as PreviousArtifactError).kind).toBe('failed')
    expect((error as PreviousArtifactError).status).toBe(404)
  })
})
