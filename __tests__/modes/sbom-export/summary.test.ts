/**
 * The job summary of `mode: sbom-export`, rendered from literal step results (no run): the verdict
 * line of each outcome, each state of each step, and the details table.
 */
import { describe, expect, it } from '@jest/globals'
import { code, text } from '../../../src/action/markdown.js'
import { httpStatusError } from '../../../src/platform/errors.js'
import type { ExportDownload } from '../../../src/modes/sbom-export/download.js'
import type { GateOutcome } from '../../../src/modes/sbom-export/gate.js'
import type { ReleaseOutcome } from '../../../src/modes/sbom-export/release-asset.js'
import type { SbomDiff } from '../../../src/modes/sbom-export/sbom-diff.js'
import {
  renderSbomExportSummary,
  warningsOf,
  type SbomExportResults
} from '../../../src/modes/sbom-export/summary.js'
import { expectTablesWellFormed, HOSTILE, rowOf } from '../../support/index.js'
import { sbomExportInputs } from '../../support/sbom.js'

const INPUTS = sbomExportInputs('out', {
  repositoryId: 9007199254740993n,
  sbomFile: 'out/sbom.json',
  wait: false
})
const JOB = { taskToken: 'task-abc123' }
const DOWNLOADED: ExportDownload = {
  state: 'downloaded',
  status: 'SBOM_EXPORT_STATUS_COMPLETED',
  polls: 3,
  bytes: 1234
}
const READ = { file: 'out/sbom.json', readBack: { componentCount: 12_345, specVersion: '1.7' } }
const ATTACHED: ReleaseOutcome = {
  state: 'attached',
  tag: 'v1.2.0',
  asset: {
    name: 'web-app-v1.2.0.cdx.json',
    downloadUrl: 'https://github.example/download/sbom.json',
    releaseUrl: 'https://github.example/releases/v1.2.0',
    size: 2048,
    replaced: false,
    draft: true
  }
}
const ARTIFACT = { id: 5, name: 'sbom', size: 3072, url: 'https://github.example/artifacts/5' }
const SCAN = { commit: 'a'.repeat(40), completedAt: '2025-03-01T12:00:00Z' }
const CANCELLED = 'The run was cancelled (SIGINT) before it finished.'
const NOT_FOUND = httpStatusError({
  operation: 'Create SBOM export (POST /api/v1/sbom)',
  status: 404,
  statusText: 'Not Found',
  body: '{"error":"not found"}',
  attempts: 1
}).message

function results(parts: Partial<SbomExportResults> = {}): SbomExportResults {
  return { inputs: INPUTS, ...parts }
}

/** An SBOM downloaded and read back, with whatever else the test is about. */
function exported(parts: Partial<SbomExportResults> = {}): SbomExportResults {
  return results({ job: JOB, download: DOWNLOADED, read: READ, ...parts })
}

/** Not attached to the release of `v1.2.0`, with a warning saying why. */
function warnedRelease(message: string): ReleaseOutcome {
  return { state: 'not-attached', tag: 'v1.2.0', message, kind: 'refused', warning: message }
}

/** The verdict line: the first line of the summary. */
function verdictOf(markdown: string): string {
  return markdown.split('\n')[0] ?? ''
}

const SUBJECT = 'repository ID <code>9007199254740993</code> at <code>refs/tags/v1.2.0</code>'

describe('renderSbomExportSummary', () => {
  it('before a job was created, with the failure', () => {
    const failure = 'Check the token. Create SBOM export failed with HTTP 404.'
    const out = renderSbomExportSummary(results(), failure)
    expect(out).toMatch(/^❌ \*\*No SBOM export job was created\.\*\* Check the token\.\n/)
    expect(rowOf(out, 'Export job')).toContain('not created')
    expect(rowOf(out, 'Repository ID')).toContain('<code>9007199254740993</code>')
    expect(rowOf(out, 'Ref')).toContain(code('refs/tags/v1.2.0'))
    expect(out).toContain('[!CAUTION]')
    expect(out).toContain(text('Create SBOM export failed with HTTP 404.'))
    expect(out).not.toContain('wait: true')
    expectTablesWellFormed(out)
  })

  it('failed before the job existed: the advice first, the HTTP status in the details', () => {
    const out = renderSbomExportSummary(results(), NOT_FOUND)
    expect(verdictOf(out)).toMatch(
      /^❌ \*\*No SBOM export job was created\.\*\* Check that the token was created with the &quot;Web API&quot; permission/
    )
    expect(verdictOf(out)).not.toContain('HTTP 404')
    expect(out).toContain('> [!CAUTION]\n> **Details:** Create SBOM export')
  })

  it('with a task token and no wait: the token and how to download', () => {
    const out = renderSbomExportSummary(results({ repositoryId: INPUTS.repositoryId, job: JOB }))
    expect(verdictOf(out)).toBe(
      `✅ Created the SBOM export job for ${SUBJECT}; it runs on the platform.`
    )
    expect(rowOf(out, 'Export job')).toBe('| Export job | <code>task-abc123</code> |')
    expect(out).toContain(
      '\n\nThe job runs on the platform; set `wait: true` to download the SBOM in this step and ' +
        'attach it to the release.\n\n| Item | Value |\n'
    )
    expect(out).not.toContain('[!CAUTION]')
    expect(out).not.toContain('| SBOM |')
    expect(out).not.toContain('File on the runner')
    expect(out).not.toContain('Attestation')
    expectTablesWellFormed(out)
  })

  it('with the downloaded file: status, polls, file and size', () => {
    const out = renderSbomExportSummary(exported())
    expect(verdictOf(out)).toBe(
      `✅ Exported the SBOM of ${SUBJECT}: 12,345 components, CycloneDX 1.7, 1.2 KB.`
    )
    expect(rowOf(out, 'Export job')).toBe(
      '| Export job | <code>task-abc123</code> · completed after 3 polls |'
    )
    expect(rowOf(out, 'SBOM')).toContain('12,345 components, CycloneDX 1.7, 1.2 KB')
    expect(rowOf(out, 'File on the runner')).toBe(
      `| File on the runner | ${code('out/sbom.json')} (deleted when the job ends; set <code>artifact-name</code> to keep it) |`
    )
    expect(out).not.toContain('`wait: true`')
    expect(out).not.toContain('[!CAUTION]')
    expect(out).not.toContain('Release asset')
    expect(out).not.toContain('Platform error')
    expectTablesWellFormed(out)
  })

  it('values as the user wrote them, and an SBOM of which nothing is known', () => {
    const inputs = {
      ...INPUTS,
      cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_6',
      metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_MACHINE_LEARNING_MODEL'
    }
    const out = renderSbomExportSummary(
      exported({ inputs, download: { ...DOWNLOADED, polls: 1 }, read: { ...READ, readBack: {} } })
    )
    expect(rowOf(out, 'Requested format')).toBe(
      '| Requested format | <code>sbom-output-format: cyclonedx</code>, <code>cyclonedx-version: 1.6</code> |'
    )
    expect(rowOf(out, 'Component type')).toBe('| Component type | machine-learning-model |')
    expect(rowOf(out, 'Export job')).toContain('completed after 1 poll |')
    expect(rowOf(out, 'SBOM')).toBe('| SBOM | 1.2 KB |')
  })

  it('a job that failed on the platform: its error and the failure block', () => {
    const download: ExportDownload = {
      state: 'failed',
      status: 'SBOM_EXPORT_STATUS_FAILED',
      polls: 2,
      errorMessage: 'no <dependencies> | found',
      failure: new Error('failed')
    }
    const out = renderSbomExportSummary(
      results({ job: JOB, download }),
      'Check the repository. The SBOM export job task-abc123 failed on the platform.'
    )
    expect(rowOf(out, 'Platform error')).toContain(text('no <dependencies> | found'))
    expect(rowOf(out, 'Export job')).toContain('failed after 2 polls')
    expect(out).not.toContain('<dependencies>')
    expect(out).toContain('❌ **The SBOM export did not deliver an SBOM.** Check the repository.')
    expect(out).toContain('[!CAUTION]')
    expect(out).not.toContain('File on the runner')
    expectTablesWellFormed(out)
  })

  it('a wait that failed before any status: the export failed, no status shown', () => {
    const download: ExportDownload = { state: 'failed', polls: 0, failure: new Error('x') }
    const out = renderSbomExportSummary(results({ job: JOB, download }), 'Run it again. Gone.')
    expect(verdictOf(out)).toBe('❌ **The SBOM export failed.** Run it again.')
    expect(rowOf(out, 'Export job')).toBe('| Export job | <code>task-abc123</code> |')
    expect(out).not.toContain('`wait: true`')
  })

  it('a failure after the job, before any wait: the export failed', () => {
    const out = renderSbomExportSummary(results({ job: JOB }), 'Run it again. Gone.')
    expect(verdictOf(out)).toBe('❌ **The SBOM export failed.** Run it again.')
  })

  it('a warning before the download: named after the job', () => {
    const scan = {
      outcome: { state: 'other' as const, scan: SCAN, released: 'b'.repeat(40), message: 'Tag.' },
      warning: 'Tag.'
    }
    const out = renderSbomExportSummary(results({ job: JOB, scan }))
    expect(verdictOf(out)).toBe(
      `⚠️ Created the SBOM export job for ${SUBJECT}; it runs on the platform, but the SBOM ` +
        'describes another commit than the released one (see the warning below).'
    )
  })

  it('an SBOM that failed after it was read: the export failed, its facts kept', () => {
    const out = renderSbomExportSummary(exported(), 'Run it again. Disk full.')
    expect(verdictOf(out)).toBe('❌ **The SBOM export failed.** Run it again.')
    expect(rowOf(out, 'SBOM')).toContain('12,345 components')
  })

  it('the repository by name: its row, and the ID found, or not found', () => {
    const inputs = { ...INPUTS, repositoryId: undefined, repository: 'acme/web-app' }
    const found = renderSbomExportSummary(results({ inputs, repositoryId: 42n, job: JOB }))
    expect(verdictOf(found)).toContain('job for repository <code>acme/web-app</code> at')
    expect(rowOf(found, 'Repository')).toBe('| Repository | <code>acme/web-app</code> |')
    expect(rowOf(found, 'Repository ID')).toBe('| Repository ID | <code>42</code> |')
    const lost = renderSbomExportSummary(results({ inputs }), 'Check the name. Not found.')
    expect(rowOf(lost, 'Repository ID')).toBe('| Repository ID | — (not found) |')
    const byId = renderSbomExportSummary(
      results({ inputs: { ...INPUTS, repositoryId: undefined } })
    )
    expect(verdictOf(byId)).toContain('repository ID <code></code> at')
    expect(byId).not.toContain('| Repository |')
  })

  it('links an https supplier and shows a supplier without a URL as text', () => {
    const linked = renderSbomExportSummary(
      results({
        inputs: { ...INPUTS, metadataSupplier: { name: 'ACME', url: 'https://acme.example' } }
      })
    )
    expect(rowOf(linked, 'Supplier')).toContain('<a href="https://acme.example/">ACME</a>')
    const urlOnly = renderSbomExportSummary(
      results({ inputs: { ...INPUTS, metadataSupplier: { url: 'https://acme.example' } } })
    )
    expect(rowOf(urlOnly, 'Supplier')).toContain(
      '<a href="https://acme.example/">https&#58;<wbr>//acme.example</a>'
    )
    const plain = renderSbomExportSummary(
      results({ inputs: { ...INPUTS, metadataSupplier: { name: 'ACME <Inc>' } } })
    )
    expect(rowOf(plain, 'Supplier')).toBe('| Supplier | ACME &lt;Inc&gt; |')
    const contactOnly = renderSbomExportSummary(
      results({ inputs: { ...INPUTS, metadataSupplier: { contact: { email: 'a@b.example' } } } })
    )
    expect(contactOnly).not.toContain('Supplier')
  })

  it.each(HOSTILE)('escapes the hostile string %j wherever it comes from', hostile => {
    const out = renderSbomExportSummary(
      results({
        inputs: {
          ...INPUTS,
          ref: hostile,
          metadataSupplier: { name: hostile, url: 'javascript:alert(1)' }
        },
        job: { taskToken: hostile },
        download: {
          state: 'failed',
          status: hostile,
          polls: 1,
          errorMessage: hostile,
          failure: new Error(hostile)
        },
        read: { file: hostile, readBack: {} }
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

describe('a cancelled run', () => {
  it('before the job: none was created', () => {
    const out = renderSbomExportSummary(results(), CANCELLED, true)
    expect(verdictOf(out)).toBe('❌ **The run was cancelled.** No SBOM export job was created.')
  })

  it('during the wait: the job keeps running on the platform, with its task token', () => {
    const inputs = { ...INPUTS, repositoryId: undefined, repository: 'acme/web-app' }
    const download: ExportDownload = { state: 'failed', polls: 3, failure: new Error('x') }
    const out = renderSbomExportSummary(
      results({ inputs, job: { taskToken: 'tok-9' }, download }),
      CANCELLED,
      true
    )
    expect(verdictOf(out)).toBe(
      '❌ **The run was cancelled.** The SBOM export job for repository <code>acme/web-app</code> at ' +
        '<code>refs/tags/v1.2.0</code> keeps running on the platform (task token <code>tok-9</code>, also ' +
        'the <code>task-token</code> output); this step stopped before downloading its SBOM.'
    )
    expect(out).not.toMatch(/fail|CAUTION/i)
  })

  it('after the download: what was downloaded, and that not every step finished', () => {
    const out = renderSbomExportSummary(exported(), CANCELLED, true)
    expect(verdictOf(out)).toBe(
      `❌ **The run was cancelled.** The SBOM of ${SUBJECT} was downloaded (12,345 components, ` +
        'CycloneDX 1.7, 1.2 KB), but not every step after that finished (below).'
    )
  })
})

describe('where the SBOM went', () => {
  it('attached to a draft release and uploaded as an artifact', () => {
    const out = renderSbomExportSummary(exported({ release: ATTACHED, artifact: ARTIFACT }))
    expect(verdictOf(out)).toBe(
      `✅ Exported the SBOM of ${SUBJECT}: 12,345 components, CycloneDX 1.7, 1.2 KB, attached to ` +
        'release <code>v1.2.0</code>, uploaded as artifact <code>sbom</code>.'
    )
    expect(rowOf(out, 'Release asset')).toBe(
      '| Release asset | <a href="https://github.example/download/sbom.json">web-app-v1.2.0.cdx.json</a> ' +
        'on release <a href="https://github.example/releases/v1.2.0">v1.2.0</a> (2.0 KB) |'
    )
    expect(rowOf(out, 'Artifact')).toBe(
      '| Artifact | <a href="https://github.example/artifacts/5">sbom</a> (3.0 KB zip) |'
    )
    expect(rowOf(out, 'File on the runner')).toContain('kept as the artifact above)')
  })

  it('attached, replacing the asset of an earlier run, and kept there', () => {
    const release = { ...ATTACHED, asset: { ...ATTACHED.asset, replaced: true } } as ReleaseOutcome
    const out = renderSbomExportSummary(exported({ release }))
    expect(rowOf(out, 'Release asset')).toContain('(2.0 KB, replacing the one of an earlier run)')
    expect(rowOf(out, 'File on the runner')).toContain('kept on the release above)')
  })

  it('skipped: why, in the table', () => {
    const release: ReleaseOutcome = { state: 'skipped', reason: 'github-token is <empty>' }
    const out = renderSbomExportSummary(exported({ release }))
    expect(rowOf(out, 'Release asset')).toBe(
      '| Release asset | not attached: github-token is &lt;empty&gt; |'
    )
    expect(verdictOf(out)).toMatch(/^✅ .*1\.2 KB\.$/)
  })

  it('no release for the tag (a notice): said in the verdict and the table, no warning', () => {
    const release: ReleaseOutcome = {
      state: 'not-attached',
      tag: 'v1.2.0',
      message: 'Create the release first.',
      kind: 'no-release'
    }
    const out = renderSbomExportSummary(exported({ release }))
    expect(verdictOf(out)).toBe(
      `✅ Exported the SBOM of ${SUBJECT}: 12,345 components, CycloneDX 1.7, 1.2 KB, not ` +
        'attached: <code>v1.2.0</code> has no release.'
    )
    expect(rowOf(out, 'Release asset')).toBe(
      '| Release asset | not attached to <code>v1.2.0</code>: Create the release first. |'
    )
    expect(out).not.toContain('WARNING')
    const warned = renderSbomExportSummary(
      exported({ release, attestation: { sha256: 's', attestable: false, warning: 'W.' } })
    )
    expect(verdictOf(warned)).toMatch(/, but it cannot be attested \(see the warning below\)\.$/)
  })

  it('not attached with a warning: the verdict names it, the table points up', () => {
    const message = 'Give the job contents: write. GitHub refused.'
    const release = warnedRelease(message)
    const out = renderSbomExportSummary(exported({ release }))
    expect(verdictOf(out)).toBe(
      `⚠️ Exported the SBOM of ${SUBJECT}: 12,345 components, CycloneDX 1.7, 1.2 KB, but it is ` +
        'not attached to release <code>v1.2.0</code> (see the warning below).'
    )
    expect(rowOf(out, 'Release asset')).toBe(
      '| Release asset | not attached to <code>v1.2.0</code> (see above) |'
    )
    expect(out).toContain(text(message))
  })

  it('failed with release-asset: true: the verdict says so, the table points up', () => {
    const release: ReleaseOutcome = {
      state: 'failed',
      tag: 'v1.2.0',
      message: 'Refused.',
      failure: new Error('Refused.')
    }
    const out = renderSbomExportSummary(exported({ release }), 'Give the job access. Refused.')
    expect(verdictOf(out)).toBe(
      '❌ **The SBOM was exported, but attaching it to the release failed.** Give the job access.'
    )
    expect(rowOf(out, 'Release asset')).toBe(
      '| Release asset | not attached to <code>v1.2.0</code> (see above) |'
    )
  })
})

describe('warnings: listed once each, named in the verdict', () => {
  const notCompared = { state: 'not-compared' as const, message: 'Run again: no list.' }

  it('another spec version than asked for', () => {
    const read = { file: 'out/sbom.json', readBack: { specVersion: '1.5', problem: 'Not 1.7.' } }
    const out = renderSbomExportSummary(exported({ read }))
    expect(verdictOf(out)).toBe(
      `⚠️ Exported the SBOM of ${SUBJECT}: CycloneDX 1.5, 1.2 KB, but it is CycloneDX 1.5, not ` +
        'the 1.7 asked for (see the warning below).'
    )
  })

  it('the commit the SBOM describes: another, or none known', () => {
    const other = renderSbomExportSummary(
      exported({
        scan: {
          outcome: { state: 'other', scan: SCAN, released: 'b'.repeat(40), message: 'Tag it.' },
          warning: 'Tag it.'
        }
      })
    )
    expect(verdictOf(other)).toContain(
      ', but the SBOM describes another commit than the released one (see the warning below).'
    )
    expect(rowOf(other, 'Scan it describes')).toBe(
      `| Scan it describes | full scan of ${code(SCAN.commit)} (not the released commit ` +
        `<code>bbbbbbbbbbbb</code>), completed 2025-03-01 12:00 UTC |`
    )
    const none = renderSbomExportSummary(
      exported({ scan: { outcome: { state: 'none', message: 'No scan.' }, warning: 'No scan.' } })
    )
    expect(verdictOf(none)).toContain(
      ', but no full scan says which commit the SBOM describes (see the warning below).'
    )
    expect(none).not.toContain('Scan it describes')
  })

  it('not attestable, not compared and notes not edited: all named, in order', () => {
    const attestation = {
      sha256: 'sha256:00',
      attestable: false,
      reason: 'it has no serialNumber',
      warning: 'Use it as it is.'
    }
    const out = renderSbomExportSummary(exported({ attestation, comparison: notCompared }))
    expect(verdictOf(out)).toContain(
      ', but it cannot be attested and it was not compared with an earlier release (see the warnings below).'
    )
    expect(out.indexOf(text('Use it as it is.'))).toBeLessThan(
      out.indexOf(text(notCompared.message))
    )
    expect(out).toContain(
      '**Attestation:** not attestable (it has no serialNumber): <code>sha256:00</code>'
    )
  })

  it('a warning of no known subject is counted', () => {
    const out = renderSbomExportSummary(
      exported({ scan: { outcome: { state: 'unchecked', message: 'x' }, warning: 'Odd.' } })
    )
    expect(verdictOf(out)).toMatch(/, but 1 warning \(see the warning below\)\.$/)
  })

  it('warningsOf: each step in the order they run, and none of a notice', () => {
    const message = 'Refused.'
    const release = warnedRelease(message)
    expect(
      warningsOf(
        exported({
          scan: { outcome: { state: 'none', message: 'A' }, warning: 'A' },
          read: { file: 'f', readBack: { problem: 'B' } },
          attestation: { sha256: 's', attestable: false, warning: 'C' },
          release,
          comparison: notCompared
        })
      )
    ).toEqual(['A', 'B', 'C', message, notCompared.message])
    expect(
      warningsOf(
        exported({
          scan: { outcome: { state: 'unchecked', message: 'notice' } },
          release: { ...release, kind: 'no-release', warning: undefined } as ReleaseOutcome,
          comparison: { state: 'first-release', message: 'notice' }
        })
      )
    ).toEqual([])
  })
})

describe('the comparison and the gate', () => {
  const diff = (introduced: number): SbomDiff => ({
    components: {
      added: [{ name: 'a', version: '1', purl: 'pkg:npm/a@1' }],
      removed: [],
      changed: []
    },
    vulnerabilities: {
      introduced: Array.from({ length: introduced }, (_, i) => ({
        id: `CVE-${i}`,
        severity: 'high' as const,
        affects: []
      })),
      resolved: []
    }
  })
  const base = {
    tag: 'v1.1.0',
    assetName: 'a.cdx.json',
    assetUrl: 'https://x/a',
    releaseUrl: 'https://x'
  }

  it('compared: the headline in the verdict, and release notes not edited a warning', () => {
    const comparison = { state: 'compared' as const, base, diff: diff(2), file: 'out/diff.json' }
    const out = renderSbomExportSummary(exported({ comparison }))
    expect(verdictOf(out)).toMatch(
      /^✅ Exported the SBOM of .*1\.2 KB; since <code>v1\.1\.0<\/code>: 2 vulnerabilities introduced, 0 resolved, 1 component change\.$/
    )
    // The changes come before the details table.
    expect(out.indexOf('### Changes since v1.1.0')).toBeGreaterThan(0)
    expect(out.indexOf('### Changes since v1.1.0')).toBeLessThan(out.indexOf('| Item | Value |'))
    const attestation = { sha256: 's', attestable: false, warning: 'W.' }
    expect(verdictOf(renderSbomExportSummary(exported({ comparison, attestation })))).toMatch(
      /, but it cannot be attested \(see the warning below\)\.$/
    )
    const notes = { state: 'failed' as const, message: 'Create the release.' }
    const failed = renderSbomExportSummary(exported({ comparison: { ...comparison, notes } }))
    expect(verdictOf(failed)).toContain(
      ', but the release notes were not edited (see the warning below).'
    )
  })

  it('a failing gate: its verdict, worded for the release it held back', () => {
    const gate: GateOutcome = {
      threshold: 'high',
      basis: { kind: 'base', tag: 'v1.1.0' },
      failing: diff(2).vulnerabilities.introduced,
      considered: 2,
      notCounted: [],
      unheldAllowed: [],
      release: { kind: 'draft', tag: 'v1.2.0' },
      trustAnalysis: true,
      states: new Map()
    }
    const out = renderSbomExportSummary(exported({ gate, release: ATTACHED }), 'Fix them. Gate.')
    expect(verdictOf(out)).toBe(
      '❌ **The gate held the draft release <code>v1.2.0</code> back.** Fix them.'
    )
    const detached = renderSbomExportSummary(exported({ gate }), 'Fix them. Gate.')
    expect(verdictOf(detached)).toContain('back.** Fix them.')
    expect(out).toContain('### Gate: <code>fail-on-severity: high</code>')
  })

  it('a passing gate: its section, and the failure is not the gate', () => {
    const gate: GateOutcome = {
      threshold: 'high',
      basis: { kind: 'base', tag: 'v1.1.0' },
      failing: [],
      considered: 0,
      notCounted: [],
      unheldAllowed: [],
      release: { kind: 'none' },
      trustAnalysis: true,
      states: new Map()
    }
    const out = renderSbomExportSummary(exported({ gate }), 'Run it again. Broken.')
    expect(verdictOf(out)).toBe('❌ **The SBOM export failed.** Run it again.')
    expect(out).toContain('Passed: no vulnerability at high or above')
  })
})

describe('the VEX line', () => {
  const counts = { affected: 1, under_investigation: 2, fixed: 3, not_affected: 4 }

  it('counts the statements by status, and says where the document is', () => {
    const attached = renderSbomExportSummary(
      exported({
        vex: {
          format: 'openvex',
          file: '/tmp/vex-7.json',
          statements: 10,
          counts,
          asset: { name: 'web-app-v1.2.0.openvex.json', url: 'https://x/v.json' }
        }
      })
    )
    expect(attached).toContain(
      '**VEX:** 10 statements (OpenVEX): 1 affected, 2 under investigation, 3 fixed, 4 not affected, attached as <a href="https://x/v.json">web-app-v1.2.0.openvex.json</a>.'
    )
    const kept = renderSbomExportSummary(
      exported({
        vex: { format: 'cyclonedx', file: '/tmp/vex-7.json', statements: 1, counts: { ...counts } }
      })
    )
    expect(kept).toContain('**VEX:** 1 statement (CycloneDX VEX): ')
    expect(kept).toContain(', 4 not affected in <code>/tmp/vex-7.json</code>.')
  })

  it('names a VEX problem in the verdict, as it does the other warnings', () => {
    const unattached = renderSbomExportSummary(
      exported({
        vex: {
          format: 'openvex',
          file: '/tmp/vex-7.json',
          statements: 1,
          counts,
          asset: { warning: 'The VEX document was not attached beside the SBOM: refused.' }
        }
      })
    )
    expect(verdictOf(unattached)).toMatch(
      /, but its VEX is not attached \(see the warning below\)\.$/
    )
    expect(unattached).toContain('not attached (see the warning above)')
    const none = renderSbomExportSummary(
      exported({
        vex: {
          format: 'cyclonedx',
          statements: 0,
          none: 'the SBOM has no serialNumber',
          warning: 'Ask for SBOMs with a serialNumber.'
        }
      })
    )
    expect(none).toContain('**VEX:** no CycloneDX VEX document: the SBOM has no serialNumber.')
    expect(none).toMatch(/, but no VEX document was written \(see the warning below\)\./)
    expect(none).toContain('Ask for SBOMs with a serialNumber.')
  })
})
