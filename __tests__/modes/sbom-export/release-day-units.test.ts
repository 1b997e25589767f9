/**
 * Pure units of release day: attestability exactly as actions/attest v4 decides it, and the scans
 * answer's check and look-up.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { attestationOf, MAX_ATTESTABLE_BYTES } from '../../../src/modes/sbom-export/attestation.js'
import { parseCycloneDx } from '../../../src/modes/sbom-export/sbom-file.js'
import { PlatformError } from '../../../src/platform/errors.js'
import {
  checkScansAnswer,
  latestFullScan,
  searchScansBody,
  type ScansAnswer
} from '../../../src/platform/scans.js'
import { TEST_SERIAL } from '../../support/index.js'

describe('attestationOf, as actions/attest v4 decides', () => {
  const document = (fields: Record<string, unknown>): Buffer =>
    Buffer.from(JSON.stringify({ bomFormat: 'CycloneDX', specVersion: '1.6', ...fields }))

  it('takes a file with the three fields, and hashes its bytes', () => {
    const bytes = document({ serialNumber: TEST_SERIAL })
    expect(attestationOf(bytes)).toEqual({
      sha256: `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
      serialNumber: TEST_SERIAL,
      attestable: true
    })
  })

  it.each<[string, Buffer, RegExp]>([
    ['no serialNumber', document({}), /^it has no serialNumber/],
    ['an empty serialNumber', document({ serialNumber: '' }), /^it has an empty serialNumber/],
    [
      'no specVersion and no serialNumber',
      Buffer.from('{"bomFormat":"CycloneDX"}'),
      /^it has no specVersion and no serialNumber/
    ],
    [
      'a byte-order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), document({ serialNumber: TEST_SERIAL })]),
      /byte-order mark/
    ],
    ['not JSON', Buffer.from('{"bomFormat":'), /not JSON/],
    ['null', Buffer.from('null'), /no bomFormat/]
  ])('refuses %s', (_, bytes, reason) => {
    const result = attestationOf(bytes)
    expect(result.attestable).toBe(false)
    expect(result.reason).toMatch(reason)
  })

  it('takes a truthy serialNumber that is not a string, and outputs no serial number for it', () => {
    const result = attestationOf(document({ serialNumber: 1 }))
    expect(result.attestable).toBe(true)
    expect(result.serialNumber).toBeUndefined()
  })

  it.each([
    ['without', document({ serialNumber: TEST_SERIAL })],
    [
      'with',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), document({ serialNumber: TEST_SERIAL })])
    ]
  ])("decides the same on the run's one parse (%s a byte-order mark)", (_, bytes) => {
    const parsed = parseCycloneDx(bytes.toString('utf8'))
    if ('problem' in parsed) throw new Error(parsed.problem)
    expect(attestationOf(bytes, parsed)).toEqual(attestationOf(bytes))
  })

  it('takes exactly 16 MiB and refuses one byte more', () => {
    // One buffer of the document padded with spaces to a byte over; the exact size is its start.
    const padded = Buffer.alloc(MAX_ATTESTABLE_BYTES + 1, 0x20)
    document({ serialNumber: TEST_SERIAL }).copy(padded)
    expect(attestationOf(padded.subarray(0, MAX_ATTESTABLE_BYTES)).attestable).toBe(true)
    const over = attestationOf(padded)
    expect(over.attestable).toBe(false)
    expect(over.reason).toContain('16,777,217 bytes')
  })
})

describe('SearchScans', () => {
  it('sends the contract body', () => {
    expect(searchScansBody({ repositoryId: 2n ** 63n - 1n, cursor: 'c1' })).toEqual({
      repository_id: 2n ** 63n - 1n,
      is_full_scan: 1,
      statuses: ['SCAN_STATUS_COMPLETED'],
      products: ['PRODUCT_SCA'],
      limit: 500,
      cursor: 'c1'
    })
  })

  it.each<[string, unknown]>([
    ['not an object', []],
    ['scans not a list', { scans: {} }],
    ['a cursor that is no string', { scans: [], cursor: 5 }],
    ['a scan without commit', { scans: [{ completed_at: '2025-01-01T00:00:00Z' }] }],
    [
      'a scan with a bad time',
      {
        scans: [
          {
            commit: 'abcdef1',
            is_full_scan: true,
            status: 'SCAN_STATUS_COMPLETED',
            completed_at: 'yesterday'
          }
        ]
      }
    ]
  ])('calls an answer of another shape so: %s', async (_, json) => {
    expect((await checkScansAnswer(json)).ok).toBe(false)
  })

  it('takes an empty answer (protobuf-JSON leaves empty lists out)', async () => {
    expect(await checkScansAnswer({})).toEqual({ ok: true, value: { scans: [] } })
  })

  it('ends on a cursor it has seen, keeping the latest scan', async () => {
    let calls = 0
    const pages: ScansAnswer[] = [
      { scans: [{ commit: 'aaaaaaa', completedAt: '2025-01-01T00:00:00Z' }], cursor: 'x' },
      { scans: [{ commit: 'bbbbbbb', completedAt: '2025-02-01T00:00:00Z' }], cursor: 'x' }
    ]
    const lookup = await latestFullScan(async () => pages[Math.min(calls++, 1)]!, 1n)
    expect(calls).toBe(2)
    expect(lookup).toMatchObject({ kind: 'found', scan: { commit: 'bbbbbbb' }, complete: true })
  })

  it('rethrows failures other than 404, 403 and another shape', async () => {
    const error = new PlatformError('Search scans', 500, 'server error')
    await expect(latestFullScan(() => Promise.reject(error), 1n)).rejects.toBe(error)
    const gone = new PlatformError('Search scans', 404, 'not found')
    expect(await latestFullScan(() => Promise.reject(gone), 1n)).toMatchObject({
      kind: 'unavailable'
    })
  })
})
