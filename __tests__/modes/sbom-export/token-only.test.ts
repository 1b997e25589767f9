/**
 * `mode: sbom-export` with nothing but `token` (and `repository` in some cases), in process through
 * `src/main.ts` against the emulator: the deployment and the repository's project are looked up, the
 * export job is created with exact IDs beyond 2^53, and every request conforms to the published file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../../emulator/index.js'
import { inputVariable } from '../../../scripts/lib/action-runner.js'
import { run } from '../../../src/main.js'
import { captureRun, withEnv } from '../../support/index.js'

const BIG_DEPLOYMENT = '9223372036854775807'
const BIG_REPOSITORY = 9007199254740993n // 2^53 + 1: a double would round it

let work: string
const emulators: Emulator[] = []

async function emulatorWith(options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = await startEmulator({
    dataset: {
      deploymentId: BIG_DEPLOYMENT,
      repositoryIdStart: BIG_REPOSITORY,
      repositories: 250,
      repositoryNames: ['Acme/Widgets', 'acme/tools']
    },
    ...options
  })
  emulators.push(emulator)
  return emulator
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sbom-token-only-'))
})

afterAll(async () => {
  await Promise.all(emulators.map(emulator => emulator.close()))
  await rm(work, { recursive: true, force: true })
})

interface Outcome {
  failed: boolean
  outputs: Record<string, string>
  stdout: string
}

/** Runs the action's `run()` as the runner would start it, with only these inputs set. */
async function runAction(emulator: Emulator, inputs: Record<string, string>): Promise<Outcome> {
  const stale = Object.keys(process.env).filter(name => name.startsWith('INPUT_'))
  const vars: Record<string, string | undefined> = {
    ...Object.fromEntries(stale.map(name => [name, undefined])),
    GITHUB_REPOSITORY: 'acme/widgets',
    GITHUB_REF: 'refs/tags/v1.2.0',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: undefined,
    RUNNER_TEMP: work,
    [inputVariable('api-url')]: emulator.url,
    [inputVariable('ref')]: 'refs/tags/v1.2.0',
    ...Object.fromEntries(Object.entries(inputs).map(([name, v]) => [inputVariable(name), v]))
  }
  const previousExitCode = process.exitCode
  process.exitCode = undefined
  try {
    const captured = await captureRun(() => withEnv(vars, async () => void (await run())))
    return { failed: process.exitCode === 1, outputs: captured.outputs, stdout: captured.log }
  } finally {
    process.exitCode = previousExitCode
  }
}

function operations(emulator: Emulator): string[] {
  return emulator.requests.filter(r => r.server === 'api').map(r => r.operation)
}

function expectConforming(emulator: Emulator): void {
  const bad = emulator.requests.filter(r => r.nonConformity !== undefined)
  expect(bad.map(r => `${r.method} ${r.path}: ${r.nonConformity}`)).toEqual([])
}

describe('sbom-export with only token', () => {
  it('looks up the deployment and the project, then creates the job with exact IDs', async () => {
    const emulator = await emulatorWith()
    const result = await runAction(emulator, { token: emulator.token, mode: 'sbom-export' })
    expect(result.stdout).not.toContain('::error')
    expect(result.failed).toBe(false)
    const widgets = emulator.dataset.repositories.find(r => r.name === 'Acme/Widgets')!
    expect(widgets.id).toBe(BIG_REPOSITORY)
    expect(result.outputs['deployment-id']).toBe(BIG_DEPLOYMENT)
    expect(result.outputs['deployment-slug']).toBe(emulator.deploymentSlug)
    expect(result.outputs['repository-id']).toBe(String(BIG_REPOSITORY))
    expect(result.outputs['task-token']).toBeTruthy()

    const ops = operations(emulator)
    expect(ops.filter(op => op === 'listDeployments')).toHaveLength(1)
    expect(ops[0]).toBe('listDeployments')
    expect(ops.at(-1)).toBe('createSbomExport')
    const create = emulator.requests.find(r => r.operation === 'createSbomExport')!
    expect(create.path).toBe(`/api/v1/deployments/${BIG_DEPLOYMENT}/sbom/export`)
    expect(create.rawBody).toContain(`"deploymentId":${BIG_DEPLOYMENT}`)
    expect(create.rawBody).toContain(`"repositoryId":${BIG_REPOSITORY}`)
    for (const r of emulator.requests.filter(
      r => r.operation.endsWith('Project') || r.operation === 'listProjects'
    )) {
      expect(r.path).toMatch(new RegExp(`^/api/v1/deployments/${emulator.deploymentSlug}/projects`))
    }
    expectConforming(emulator)
  })

  it('repository names a project whose case differs: found through the list', async () => {
    const emulator = await emulatorWith()
    const result = await runAction(emulator, {
      token: emulator.token,
      mode: 'sbom-export',
      repository: 'ACME/TOOLS'
    })
    expect(result.failed).toBe(false)
    expect(result.outputs['repository-id']).toBe(String(BIG_REPOSITORY + 1n))
    expect(operations(emulator)).toContain('listProjects')
    expectConforming(emulator)
  })

  it('no such project: an error that names the repository and says to set repository-id, no job', async () => {
    const emulator = await emulatorWith()
    const result = await runAction(emulator, {
      token: emulator.token,
      mode: 'sbom-export',
      repository: 'acme/missing'
    })
    expect(result.failed).toBe(true)
    expect(result.stdout).toMatch(/::error[^\n]*repository-id[^\n]*named acme\/missing/)
    expect(operations(emulator)).not.toContain('createSbomExport')
    expect(result.outputs['task-token']).toBeUndefined()
    expect(result.outputs['deployment-id']).toBe(BIG_DEPLOYMENT)
    expectConforming(emulator)
  })

  it('a token that reaches several deployments: lists them as slug (id), asks for deployment-id', async () => {
    const emulator = await emulatorWith({
      deployments: [
        { id: BIG_DEPLOYMENT, name: 'Acme', slug: 'acme-corp' },
        { id: '77', name: 'Beta', slug: 'beta' }
      ]
    })
    const result = await runAction(emulator, { token: emulator.token, mode: 'sbom-export' })
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(`acme-corp (${BIG_DEPLOYMENT}), beta (77)`)
    expect(result.stdout).toMatch(/::error[^\n]*deployment-id/)
    expect(operations(emulator)).toEqual(['listDeployments'])
  })

  it('a token that reaches none: says so', async () => {
    const emulator = await emulatorWith({ deployments: [] })
    const result = await runAction(emulator, { token: emulator.token, mode: 'policies' })
    expect(result.failed).toBe(true)
    expect(result.stdout).toMatch(/::error[^\n]*token reaches no deployment/)
  })

  it('deployment-id given: the list gives the slug, fetched once', async () => {
    const emulator = await emulatorWith({
      deployments: [
        { id: '77', name: 'Beta', slug: 'beta' },
        { id: BIG_DEPLOYMENT, name: 'Acme', slug: 'acme-corp' }
      ]
    })
    const result = await runAction(emulator, {
      token: emulator.token,
      mode: 'sbom-export',
      'deployment-id': BIG_DEPLOYMENT
    })
    expect(result.failed).toBe(false)
    expect(result.outputs['deployment-slug']).toBe('acme-corp')
    expect(operations(emulator).filter(op => op === 'listDeployments')).toHaveLength(1)
    expectConforming(emulator)
  })

  it('deployment-id not among those the token reaches: names it and them', async () => {
    const emulator = await emulatorWith()
    const result = await runAction(emulator, {
      token: emulator.token,
      mode: 'sbom-export',
      'deployment-id': '99'
    })
    expect(result.failed).toBe(true)
    expect(result.stdout).toMatch(
      new RegExp(
        `::error[^\\n]*'deployment-id' is 99[^\\n]*${emulator.deploymentSlug} \\(${BIG_DEPLOYMENT}\\)`
      )
    )
    expect(operations(emulator)).toEqual(['listDeployments'])
  })

  it('deployment-id and repository-id given: no look-up at all', async () => {
    const emulator = await emulatorWith()
    const result = await runAction(emulator, {
      token: emulator.token,
      mode: 'sbom-export',
      'deployment-id': BIG_DEPLOYMENT,
      'repository-id': String(BIG_REPOSITORY)
    })
    expect(result.failed).toBe(false)
    expect(operations(emulator)).toEqual(['searchScans', 'createSbomExport'])
    expect(result.outputs['deployment-slug']).toBeUndefined()
    expect(result.outputs['repository-id']).toBe(String(BIG_REPOSITORY))
  })
})
