/**
 * Every summary opens the same way: `## Security platform · <mode>` (the step summary's), then the
 * mode's verdict line, which starts with ✅, ⚠️ or ❌; on failure its first sentence is the error's
 * advice. And every error annotation has a title.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { failedVerdict, StepSummary } from '../../src/action/summary.js'
import { firstSentence, formatBytes } from '../../src/action/text.js'
import { renderInventorySummary } from '../../src/modes/dependency-inventory/summary.js'
import { renderPoliciesSummary } from '../../src/modes/policies/summary.js'
import type { SbomExportInputs } from '../../src/modes/sbom-export/inputs.js'
import { renderSbomExportSummary } from '../../src/modes/sbom-export/summary.js'
import { httpStatusError } from '../../src/platform/errors.js'
import { digestOf } from '../support/index.js'

/** A mode's verdict line: the first line of what its renderer returns. */
function verdictOf(markdown: string): string {
  return markdown.split('\n')[0] ?? ''
}

/** Heading and verdict line of a whole step summary: the first two non-empty lines. */
function opening(markdown: string): [string, string] {
  const [heading = '', verdict = ''] = markdown.split('\n').filter(line => line !== '')
  return [heading, verdict]
}

const NOT_FOUND = httpStatusError({
  operation: 'List policies (GET /api/v1/deployments/1/policies)',
  status: 404,
  statusText: 'Not Found',
  body: '{"error":"not found"}',
  attempts: 1
}).message

const request: SbomExportInputs = {
  repositoryId: 17n,
  ref: 'refs/tags/v3.1.0',
  sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_6',
  metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_MACHINE_LEARNING_MODEL',
  wait: true,
  waitTimeoutSeconds: 600,
  sbomFile: '/runner/_temp/sbom-17.json',
  sbomFolder: '/runner/_temp',
  releaseAsset: 'auto',
  compareWith: { kind: 'none' },
  releaseNotes: 'none',
  scanCommit: 'warn',
  githubToken: 'x',
  githubApiUrl: 'https://api.github.com'
}

describe('the verdict line of each mode', () => {
  it('sbom-export: done, with the SBOM facts, values as the user wrote them', () => {
    const md = renderSbomExportSummary({
      request,
      taskToken: 'task-1',
      status: 'SBOM_EXPORT_STATUS_COMPLETED',
      polls: 2,
      sbomFile: request.sbomFile,
      bytes: 11_468,
      readBack: { componentCount: 1234, specVersion: '1.6' },
      warnings: []
    })
    expect(verdictOf(md)).toBe(
      '✅ Exported the SBOM of repository ID <code>17</code> at <code>refs/tags/v3.1.0</code>: 1,234 components, CycloneDX 1.6, 11.2 KB.'
    )
    expect(md).toContain(
      '| Requested format | <code>sbom-output-format: cyclonedx</code>, <code>cyclonedx-version: 1.6</code> |'
    )
    expect(md).toContain('| Component type | machine-learning-model |')
    expect(md).toContain('| Export job | <code>task-1</code> · completed after 2 polls |')
    expect(md).toContain('set <code>artifact-name</code> to keep it')
  })

  it('sbom-export: failed before the job existed, with the advice first', () => {
    const md = renderSbomExportSummary({ request, polls: 0, warnings: [] }, NOT_FOUND)
    const verdict = verdictOf(md)
    expect(verdict).toMatch(
      /^❌ \*\*No SBOM export job was created\.\*\* Check that the token was created with the &quot;Web API&quot; permission/
    )
    expect(verdict).not.toContain('HTTP 404')
    expect(md).toContain('> [!CAUTION]\n> **Details:** List policies')
    expect(md).toContain('HTTP 404')
  })

  it('dependency-inventory: a bad token says no inventory was collected, without a zero table', () => {
    const md = renderInventorySummary(
      { deploymentId: '1', complete: false, digest: digestOf([]) },
      { inventoryFilePath: '/tmp/inv.json', failure: NOT_FOUND }
    )
    const verdict = verdictOf(md)
    expect(verdict).toMatch(/^❌ \*\*No inventory was collected\.\*\* Check that the token/)
    expect(md).not.toContain('| Repositories | 0 |')
    expect(md).not.toContain('incomplete')
  })

  it('policies: done with the deprecation warning', () => {
    const md = renderPoliciesSummary('5', [])
    expect(verdictOf(md)).toBe(
      '⚠️ Deployment <code>5</code> has **0 policies**; the operation is deprecated (see the warning below).'
    )
    expect(verdictOf(renderPoliciesSummary('5', undefined, NOT_FOUND))).toMatch(
      /^❌ \*\*Listing the policies failed\.\*\* Check that the token/
    )
  })

  it('a failure before the mode started names the mode when known', () => {
    const summary = new StepSummary()
    expect(opening(summary.render("Input 'token' is empty. Pass a token.")).join('\n')).toBe(
      `## Security platform\n❌ **The step failed before it started.** Input &#39;token&#39; is empty.`
    )
    summary.setMode('ticket-link')
    expect(opening(summary.render('x'))[0]).toBe('## Security platform · ticket-link')
  })
})

describe('a cancelled run reads as cancelled in every mode', () => {
  const CANCELLED = 'The run was cancelled (SIGINT) before it finished.'

  it('sbom-export: the export job keeps running on the platform, with its task token', () => {
    const md = renderSbomExportSummary(
      {
        request: { ...request, repositoryId: undefined, repository: 'acme/web-app' },
        taskToken: 'tok-9',
        polls: 3,
        warnings: []
      },
      CANCELLED,
      true
    )
    expect(verdictOf(md)).toBe(
      '❌ **The run was cancelled.** The SBOM export job for repository <code>acme/web-app</code> at ' +
        '<code>refs/tags/v3.1.0</code> keeps running on the platform (task token <code>tok-9</code>, also ' +
        'the <code>task-token</code> output); this step stopped before downloading its SBOM.'
    )
    expect(md).not.toMatch(/fail|CAUTION/i)
    const before = renderSbomExportSummary({ request, polls: 0, warnings: [] }, CANCELLED, true)
    expect(verdictOf(before)).toBe('❌ **The run was cancelled.** No SBOM export job was created.')
  })

  it('dependency-inventory: incomplete, collected before the cancellation', () => {
    const md = renderInventorySummary(
      { deploymentId: '1', complete: false, digest: digestOf([]) },
      { inventoryFilePath: '/tmp/inv.json', failure: CANCELLED, cancelled: true }
    )
    expect(verdictOf(md)).toBe('❌ **The run was cancelled.** No inventory was collected.')
    expect(md).not.toMatch(/fail|CAUTION/i)
  })

  it('before the mode started', () => {
    const summary = new StepSummary()
    summary.setMode('policies')
    summary.markCancelled()
    expect(opening(summary.render(CANCELLED))[1]).toBe(
      '❌ **The run was cancelled.** Nothing was done: it stopped before its mode started.'
    )
  })
})

describe('text helpers', () => {
  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [11_468, '11.2 KB'],
    [3.4 * 1024 * 1024, '3.4 MB']
  ])('formatBytes(%d) = %s', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown)
  })

  it('firstSentence keeps e.g. and dotted versions inside the sentence', () => {
    expect(firstSentence('Set it, e.g. `ref: refs/tags/v1.2.0`. Then run again.')).toBe(
      'Set it, e.g. `ref: refs/tags/v1.2.0`.'
    )
    expect(firstSentence('No full stop here')).toBe('No full stop here')
    expect(failedVerdict('It failed.', 'Do this. Details.').sentence).toBe(
      '**It failed.** Do this.'
    )
  })
})

describe('annotations', () => {
  let work: string | undefined
  afterEach(async () => {
    jest.restoreAllMocks()
    process.exitCode = 0
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('a failed step gives an error annotation with a title and exit code 1', async () => {
    work = await mkdtemp(path.join(tmpdir(), 'verdict-'))
    const summaryFile = path.join(work, 'summary.md')
    await (await import('node:fs/promises')).writeFile(summaryFile, '')
    const saved = { ...process.env }
    let stdout = ''
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      stdout += String(chunk)
      return true
    })
    try {
      process.env.GITHUB_STEP_SUMMARY = summaryFile
      process.env['INPUT_MODE'] = 'sbom-export'
      process.env['INPUT_TOKEN'] = ''
      const { run } = await import('../../src/main.js')
      await run()
    } finally {
      process.env = saved
    }
    expect(process.exitCode).toBe(1)
    expect(stdout).toMatch(
      /^::error title=Security platform%3A sbom-export failed::Pass a platform API token with the Web API permission from a secret \(`token: \$\{\{ secrets\.SEMGREP_APP_TOKEN \}\}`\): input 'token' is empty\./m
    )
    const summary = await readFile(summaryFile, 'utf8')
    expect(opening(summary)).toEqual([
      '## Security platform · sbom-export',
      '❌ **The step failed before it started.** Pass a platform API token with the Web API ' +
        'permission from a secret &#40;<code>token: &#36;{{ secrets.SEMGREP&#95;APP&#95;TOKEN }}</code>&#41;: ' +
        'input &#39;token&#39; is empty.'
    ])
  })
})
