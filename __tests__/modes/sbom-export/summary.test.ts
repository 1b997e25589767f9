/** The job summary of `mode: sbom-export`, rendered from what the run did. */
import { describe, expect, it } from '@jest/globals'
import { code, text } from '../../../src/action/markdown.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import {
  renderSbomExportSummary,
  type SbomExportModel
} from '../../../src/modes/sbom-export/summary.js'
import { expectTablesWellFormed, HOSTILE, rowOf } from '../../support/index.js'

const REQUEST: SbomExportInputs = {
  repositoryId: 9007199254740993n,
  ref: 'refs/tags/v1.2.0',
  sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
  metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
  wait: false,
  waitTimeoutSeconds: 600,
  sbomFile: 'out/sbom.json',
  sbomFolder: 'out',
  releaseAsset: 'auto',
  compareWith: { kind: 'none' },
  releaseNotes: 'none',
  scanCommit: 'warn',
  githubToken: '',
  githubApiUrl: 'https://api.github.com'
}

function model(overrides: Partial<SbomExportModel> = {}): SbomExportModel {
  return { request: REQUEST, polls: 0, warnings: [], ...overrides }
}

describe('renderSbomExportSummary', () => {
  it('before a job was created, with the failure', () => {
    const failure = 'Check the token. Create SBOM export failed with HTTP 404.'
    const out = renderSbomExportSummary(model(), failure)
    expect(out).toMatch(/^❌ \*\*No SBOM export job was created\.\*\* Check the token\.\n/)
    expect(rowOf(out, 'Export job')).toContain('not created')
    expect(rowOf(out, 'Repository ID')).toContain('<code>9007199254740993</code>')
    expect(rowOf(out, 'Ref')).toContain(code('refs/tags/v1.2.0'))
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('Create SBOM export failed with HTTP 404.'))
    expect(out).not.toContain('wait: true')
    expectTablesWellFormed(out)
  })

  it('with a task token and no wait: the token and how to download', () => {
    const out = renderSbomExportSummary(model({ taskToken: 'task-abc123' }))
    expect(out).toMatch(/^✅ Created the SBOM export job/)
    expect(rowOf(out, 'Export job')).toContain('<code>task-abc123</code>')
    expect(out).toContain('`wait: true`')
    expect(out).not.toContain('[!CAUTION]')
    expect(out).not.toContain('| SBOM |')
    expect(out).not.toContain('File on the runner')
    expectTablesWellFormed(out)
  })

  it('with the downloaded file: status, polls, file and size', () => {
    const out = renderSbomExportSummary(
      model({
        taskToken: 'task-abc123',
        status: 'SBOM_EXPORT_STATUS_COMPLETED',
        polls: 3,
        sbomFile: 'out/sbom.json',
        bytes: 1234,
        readBack: { componentCount: 12_345, specVersion: '1.7' }
      })
    )
    expect(rowOf(out, 'Export job')).toContain('completed after 3 polls')
    expect(rowOf(out, 'SBOM')).toContain('12,345 components, CycloneDX 1.7, 1.2 KB')
    expect(rowOf(out, 'File on the runner')).toContain(`${code('out/sbom.json')} (deleted when`)
    expect(out).not.toContain('`wait: true`')
    expect(out).not.toContain('[!CAUTION]')
    expectTablesWellFormed(out)
  })

  it('a job that failed on the platform: its error and the failure block', () => {
    const out = renderSbomExportSummary(
      model({
        taskToken: 'task-abc123',
        status: 'SBOM_EXPORT_STATUS_FAILED',
        polls: 2,
        errorMessage: 'no <dependencies> | found'
      }),
      'Check the repository. The SBOM export job task-abc123 failed on the platform.'
    )
    expect(rowOf(out, 'Platform error')).toContain(text('no <dependencies> | found'))
    expect(out).not.toContain('<dependencies>')
    expect(out).toContain('❌ **The SBOM export did not deliver an SBOM.** Check the repository.')
    expect(out).toContain('[!CAUTION]')
    expect(out).not.toContain('File on the runner')
    expectTablesWellFormed(out)
  })

  it('links an https supplier and shows a supplier without a URL as text', () => {
    const linked = renderSbomExportSummary(
      model({
        request: { ...REQUEST, metadataSupplier: { name: 'ACME', url: 'https://acme.example' } }
      })
    )
    expect(rowOf(linked, 'Supplier')).toContain('<a href="https://acme.example/">ACME</a>')
    const plain = renderSbomExportSummary(
      model({ request: { ...REQUEST, metadataSupplier: { name: 'ACME <Inc>' } } })
    )
    expect(rowOf(plain, 'Supplier')).toContain('ACME &lt;Inc&gt;')
    const contactOnly = renderSbomExportSummary(
      model({ request: { ...REQUEST, metadataSupplier: { contact: { email: 'a@b.example' } } } })
    )
    expect(contactOnly).not.toContain('Supplier')
  })

  it.each(HOSTILE)('escapes the hostile string %j wherever it comes from', hostile => {
    const out = renderSbomExportSummary(
      model({
        request: {
          ...REQUEST,
          ref: hostile,
          metadataSupplier: { name: hostile, url: 'javascript:alert(1)' }
        },
        taskToken: hostile,
        status: hostile,
        polls: 1,
        errorMessage: hostile,
        sbomFile: hostile,
        bytes: 1
      }),
      hostile
    )
    expect(out).not.toContain(hostile)
    expect(out).not.toMatch(/<script|<img|\]\(javascript|javascript:alert\(/)
    // The failure message's one URL is a proper link (prose); every other field shows it inert.
    const links = out.match(/<a [^>]*>/g) ?? []
    expect(links).toEqual(
      hostile.includes('https://') ? ['<a href="https://evil.example/x.png">'] : []
    )
    expect(out).toContain(text(hostile))
    expectTablesWellFormed(out)
  })
})
