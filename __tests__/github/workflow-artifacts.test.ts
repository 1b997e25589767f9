/**
 * The previous run's artifact, against the fake GitHub API over loopback: this run → its workflow →
 * the workflow's successful runs, newest first → the run's artifacts, bounded to a few pages; each
 * reason for finding none told apart; the download through the toolkit's client, following the
 * redirect to the blob origin without the token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  startArtifactService,
  startFakeGitHub,
  type ArtifactService,
  type FakeGitHub,
  type FakeWorkflowRun
} from '../../emulator/index.js'
import { uploadArtifact } from '../../src/github/artifacts.js'
import {
  downloadPreviousArtifact,
  findPreviousArtifact,
  MAX_RUNS,
  PreviousArtifactError,
  type PreviousArtifactRequest
} from '../../src/github/workflow-artifacts.js'
import { withEnv } from '../support/index.js'

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
    await downloadPreviousArtifact(request, found, into)
    expect(await readdir(into)).toEqual(['dependency-inventory.json'])
    expect(await readFile(path.join(into, 'dependency-inventory.json'), 'utf8')).toBe(
      '{"deploymentId": "1234"}\n'
    )
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
})
