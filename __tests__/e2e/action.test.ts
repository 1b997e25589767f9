/**
 * End-to-end: the bundled dist/index.js in a child process, with the environment a GitHub runner
 * gives it, against the emulator, under Node 20 (this process's node) and Node 24 (action.yml's).
 */
import { decodeEntities, expectNoTokenLeak, RUNTIMES } from '../support/index.js'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/index.js'
import { runAction, type RunOptions } from '../../scripts/lib/action-runner.js'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator({
    dataset: { repositories: 4, lockfilesPerRepository: { min: 1, max: 3 }, policies: 5 },
    exportPollsUntilDone: 0,
    failingExportRepositoryIds: ['1003']
  })
})

afterAll(async () => {
  await emulator.close()
})

async function run(
  options: Partial<RunOptions> & { inputs: Record<string, string> },
  node: string
) {
  return runAction({
    ...options,
    node,
    inputs: {
      token: emulator.token,
      'deployment-id': emulator.dataset.deploymentId,
      'api-url': emulator.url,
      ...options.inputs
    }
  })
}

describe.each(RUNTIMES)('dist/index.js under %s', (_name, node) => {
  it('lists policies: outputs, deprecation warning and summary', async () => {
    const result = await run({ inputs: { mode: 'policies' } }, node)
    try {
      expect(result.exitCode).toBe(0)
      expect(JSON.parse(result.outputs.policies!)).toEqual(emulator.dataset.policies)
      expect(result.outputs['policy-count']).toBe(String(emulator.dataset.policies.length))
      expect(result.stdout).toMatch(/^::warning::The list-policies operation .* deprecated/m)
      expect(result.summary).toContain('## Security platform: policies')
      const defaults = emulator.dataset.policies.filter(p => p.isDefault).length
      expect(result.summary.match(/✅ default/g)).toHaveLength(defaults)
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('creates an SBOM export job on a release tag, waits and downloads it', async () => {
    emulator.resetRequests()
    const result = await run(
      {
        inputs: {
          mode: 'sbom-export',
          'repository-id': '1002',
          wait: 'true',
          'supplier-name': 'Acme Corp',
          'supplier-contact-email': 'security@acme.example'
        },
        github: { ref: 'refs/tags/v1.2.0' },
        eventName: 'push'
      },
      node
    )
    try {
      expect(result.stderr).toBe('')
      expect(result.exitCode).toBe(0)
      expect(result.outputs['task-token']).toMatch(/\S+/)
      expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_COMPLETED')
      expect(result.outputs['sbom-file']).toBe(path.join(result.runnerTemp, 'sbom-1002.json'))
      const sbom = JSON.parse(await readFile(result.outputs['sbom-file']!, 'utf8'))
      expect(sbom.bomFormat).toBe('CycloneDX')
      expect(sbom.specVersion).toBe('1.7')
      const create = emulator.requests.find(r => r.operation === 'createSbomExport')!
      expect(JSON.parse(create.rawBody)).toEqual({
        deploymentId: Number(emulator.dataset.deploymentId),
        repositoryId: 1002,
        ref: 'refs/tags/v1.2.0',
        formatVersion: {
          format: 'SBOM_FORMAT_CYCLONEDX',
          cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7'
        },
        metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
        metadataSupplier: { name: 'Acme Corp', contact: { email: 'security@acme.example' } },
        sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX'
      })
      expect(result.summary).toContain(result.outputs['task-token'])
      expect(decodeEntities(result.summary)).toContain('SBOM_EXPORT_STATUS_COMPLETED')
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('without wait, only creates the job', async () => {
    emulator.resetRequests()
    const result = await run(
      { inputs: { mode: 'sbom-export', 'repository-id': '1001' }, github: { ref: 'refs/tags/v2' } },
      node
    )
    try {
      expect(result.exitCode).toBe(0)
      expect(Object.keys(result.outputs)).toEqual(['deployment-id', 'repository-id', 'task-token'])
      expect(emulator.requests.map(r => r.operation)).toEqual(['createSbomExport'])
    } finally {
      await result.cleanup()
    }
  })

  it('fails with the job error message when the export ends FAILED, and still writes the summary', async () => {
    const result = await run(
      {
        inputs: { mode: 'sbom-export', 'repository-id': '1003', wait: 'true' },
        github: { ref: 'refs/tags/v3' }
      },
      node
    )
    try {
      expect(result.exitCode).toBe(1)
      expect(result.outputs['sbom-status']).toBe('SBOM_EXPORT_STATUS_FAILED')
      expect(result.stdout).toMatch(/^::error::The SBOM export job \S+ failed on the platform: .+/m)
      expect(result.summary).toContain('SBOM export failed')
      expect(result.summary).toContain(result.outputs['task-token'])
      expectNoTokenLeak(result, { emulator })
    } finally {
      await result.cleanup()
    }
  })

  it('rejects a bad input before any request', async () => {
    emulator.resetRequests()
    const result = await run({ inputs: { mode: 'sbom-exports' } }, node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toContain(
        "::error::Input 'mode' is 'sbom-exports', which is not a mode. Set it to one of: sbom-export, ticket-link, dependency-inventory, policies."
      )
      expect(emulator.requests).toHaveLength(0)
      expect(result.summary).toContain('failed')
    } finally {
      await result.cleanup()
    }
  })

  it('explains a 404 for a token without the Web API permission, without printing the token', async () => {
    const result = await run({ inputs: { mode: 'policies', token: 'not-the-token' } }, node)
    try {
      expect(result.exitCode).toBe(1)
      expect(result.stdout).toMatch(/^::error::List policies .*HTTP 404.*Web API/m)
      expect(result.stdout).not.toMatch(/^(?!::add-mask::).*not-the-token/m)
      expect(result.summary).not.toContain('not-the-token')
    } finally {
      await result.cleanup()
    }
  })
})
