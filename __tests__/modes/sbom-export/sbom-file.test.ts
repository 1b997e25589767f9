/**
 * The downloaded SBOM's bound (64 MiB decoded, whatever the encoding or headers) and its one parse:
 * a decompression bomb stops at the bound with an error naming it and the summary written; an SBOM
 * just under the bound is attached and compared. Bodies are made by the emulator as they are sent.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { open, readdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import type { WorkflowEvent } from '../../../src/action/event.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import {
  boundedSbom,
  MAX_SBOM_BYTES,
  parseCycloneDx,
  readSbomBytes,
  SbomTooLargeError
} from '../../../src/modes/sbom-export/sbom-file.js'
import { cyclonedx, npmComponent, TEST_SERIAL, type ModeRun } from '../../support/index.js'
import { runSbomExport, sbomExportServers, sbomServerInputs } from '../../support/sbom.js'

const TAG = 'v1.2.0'
const REPOSITORY = 'acme/bounded'
const servers = sbomExportServers({ repositories: 1 }, 'sbom-bound-')

beforeEach(() => {
  servers.github.removeRelease(REPOSITORY, TAG)
  servers.github.removeRelease(REPOSITORY, 'v1.1.0')
})

function inputs(parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomServerInputs(servers, {
    sbomDiffFile: path.join(servers.work, `diff-${Math.random()}.json`),
    compareWith: { kind: 'previous' },
    releaseAsset: 'true',
    githubRepository: REPOSITORY,
    ...parts
  })
}

const tagPush: WorkflowEvent = { name: 'push', ref: `refs/tags/${TAG}`, payload: {} }

// Client and emulator share this process: on a busy machine 64 MiB can pause longer than the
// tests' short idle timeout, which is not what these tests are about.
const run = (modeInputs: SbomExportInputs): Promise<ModeRun> =>
  runSbomExport(servers, modeInputs, tagPush, { timeoutMs: 60_000 })

/** The export's download: `body`, then spaces up to `size` bytes, made as it is sent. */
function exportDelivers(body: string, size: number, encoding?: 'gzip'): void {
  servers.emulator.addFault({
    operation: 'downloadSbom',
    times: Infinity,
    action: { type: 'padded', body, size, ...(encoding && { encoding }) }
  })
}

const HEAD = cyclonedx(
  [npmComponent('lodash', '4.17.21'), npmComponent('express', '4.19.2')],
  [
    {
      id: 'CVE-2024-1',
      ratings: [{ severity: 'high' }],
      affects: [{ ref: 'pkg:npm/lodash@4.17.21' }]
    }
  ]
)
const BASE = cyclonedx([npmComponent('lodash', '4.17.20')])

describe('the bound on the downloaded SBOM', () => {
  it('stops a gzip-encoded download that decodes to 350 MB at 64 MiB, naming the size, with the summary written', async () => {
    servers.github.addRelease({ repository: REPOSITORY, tag: TAG, draft: true })
    exportDelivers(HEAD, 350_000_000, 'gzip')
    const modeInputs = inputs()
    const result = await run(modeInputs)
    expect(result.failure).toMatch(
      /^Report this to the platform's administrators, or export a smaller part/
    )
    expect(result.failure).toContain(
      'the SBOM the platform delivered is more than 64.0 MB (67,108,864 bytes), the most this action reads (the download stopped there)'
    )
    expect(result.failure).toContain('nothing of it was kept, attached, uploaded or compared')
    // One try: the platform delivered what it meant to, so a retry would deliver it again.
    expect(result.log).not.toMatch(/retrying/)
    expect(result.summary).toMatch(/^❌ /m)
    expect(result.summary).toContain('is more than 64.0 MB')
    expect(result.outputs['sbom-file']).toBeUndefined()
    expect(servers.github.releaseAssets(REPOSITORY, TAG)).toEqual([])
    // Neither the file nor a part of it is left behind.
    const left = await readdir(path.dirname(modeInputs.sbomFile!))
    expect(left.filter(name => name.includes(path.basename(modeInputs.sbomFile!)))).toEqual([])
  })

  it('attaches and compares an SBOM just under the bound', async () => {
    servers.github.addRelease({
      repository: REPOSITORY,
      tag: 'v1.1.0',
      createdAt: '2025-02-01T00:00:00Z',
      assets: [{ name: `bounded-v1.1.0.cdx.json`, data: BASE, contentType: 'application/json' }]
    })
    servers.github.addRelease({
      repository: REPOSITORY,
      tag: TAG,
      createdAt: '2025-03-01T00:00:00Z',
      draft: true
    })
    exportDelivers(HEAD, MAX_SBOM_BYTES)
    const result = await run(inputs({ failOnSeverity: 'critical' }))
    expect(result.failure).toBeUndefined()
    const [asset] = servers.github.releaseAssets(REPOSITORY, TAG)
    expect(asset!.bytes.length).toBe(MAX_SBOM_BYTES)
    expect(result.outputs['sbom-sha256']).toBe(
      `sha256:${createHash('sha256').update(asset!.bytes).digest('hex')}`
    )
    expect(result.outputs['component-count']).toBe('2')
    expect(result.outputs['sbom-diff-base']).toBe('v1.1.0')
    expect(result.outputs['components-added']).toBe('1')
    expect(result.outputs['components-changed']).toBe('1')
    expect(result.outputs['vulnerabilities-introduced']).toBe('1')
    // Over 16 MiB: attached, and said not to be attestable.
    expect(result.outputs.attestable).toBe('false')
  })
})

describe('boundedSbom', () => {
  const bytesOf = async (body: Readable): Promise<number> => {
    let count = 0
    for await (const chunk of body) count += (chunk as Buffer).length
    return count
  }

  it('passes a body of exactly the bound, and stops one byte more', async () => {
    const exact = Buffer.alloc(MAX_SBOM_BYTES)
    expect(await bytesOf(boundedSbom(Readable.from([exact])))).toBe(MAX_SBOM_BYTES)
    const over = boundedSbom(Readable.from([exact, Buffer.alloc(1)]))
    await expect(bytesOf(over)).rejects.toBeInstanceOf(SbomTooLargeError)
  })

  it("passes on the body's own failure", async () => {
    const failing = new Readable({ read() {} })
    const bounded = boundedSbom(failing)
    failing.destroy(new Error('connection closed mid-answer'))
    await expect(text(bounded)).rejects.toThrow('connection closed mid-answer')
  })
})

describe('readSbomBytes', () => {
  it('checks the written size before reading, naming it', async () => {
    const file = path.join(servers.work, 'large.json')
    const handle = await open(file, 'w')
    await handle.truncate(MAX_SBOM_BYTES + 10)
    await handle.close()
    await expect(readSbomBytes(file)).rejects.toThrow(
      /the SBOM the platform delivered is 64\.0 MB \(67,108,874 bytes\), more than the 64\.0 MB/
    )
    await writeFile(file, HEAD)
    expect((await readSbomBytes(file)).toString('utf8')).toBe(HEAD)
  })
})

describe('parseCycloneDx', () => {
  it('strips a byte-order mark and says it did, for the attestation check', () => {
    const parsed = parseCycloneDx(`\uFEFF${HEAD}`)
    expect(parsed).toMatchObject({ byteOrderMark: true, bom: { serialNumber: TEST_SERIAL } })
    expect(parseCycloneDx(HEAD)).toMatchObject({ byteOrderMark: false })
  })
})
