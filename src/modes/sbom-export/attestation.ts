/**
 * "Ready for attestation": the digest of the SBOM as written and attached, its serial number, and
 * whether `actions/attest` v4 takes it as a CycloneDX predicate (`sbom-path`). That action reads the
 * file as UTF-8, refuses more than 16 MiB, parses it with `JSON.parse` (a byte-order mark is then a
 * syntax error) and wants `bomFormat`, `specVersion` and `serialNumber` truthy. The same test is
 * made here, on the same bytes; the file is never changed to pass it.
 */
import { createHash } from 'node:crypto'
import { code, text } from '../../action/markdown.js'
import { formatBytes, formatCount } from '../../action/text.js'
import { shortCommit, type ScanCommitOutcome } from './scan-commit.js'

/** The largest SBOM `actions/attest` accepts. */
export const MAX_ATTESTABLE_BYTES = 16 * 1024 * 1024

export interface Attestation {
  /** `sha256:<64 hex>` of the bytes. */
  sha256: string
  /** `serialNumber`, when it is a non-empty string. */
  serialNumber?: string
  attestable: boolean
  /** Why it is not attestable, as a clause: `it has no serialNumber`. */
  reason?: string
}

/** The attestation step's result: a `warning` (also an annotation) when it is not attestable. */
export interface AttestationReport extends Attestation {
  warning?: string
}

/**
 * The digest, serial number and attestability of these exact bytes. `read` is the run's one parse
 * of them (a byte-order mark stripped, as the read-back does); without it they are parsed here.
 */
export function attestationOf(
  bytes: Buffer,
  read?: { bom: Record<string, unknown>; byteOrderMark: boolean }
): Attestation {
  const sha256 = `sha256:${createHash('sha256').update(bytes).digest('hex')}`
  // Decoded as actions/attest decodes it: UTF-8, a leading byte-order mark kept, so JSON.parse
  // refuses it there; the run's parse stripped it, which is the same document otherwise.
  let document: unknown
  let parsed = true
  if (read !== undefined) {
    parsed = !read.byteOrderMark
    document = parsed ? read.bom : undefined
  } else {
    try {
      document = JSON.parse(bytes.toString('utf8'))
    } catch {
      parsed = false
    }
  }
  const bom = (typeof document === 'object' && document !== null ? document : {}) as Record<
    string,
    unknown
  >
  const serial = Object.hasOwn(bom, 'serialNumber') ? bom.serialNumber : undefined
  const serialNumber = typeof serial === 'string' && serial !== '' ? serial : undefined
  const reason = refusal(bytes, parsed, bom)
  return {
    sha256,
    ...(serialNumber !== undefined && { serialNumber }),
    attestable: reason === undefined,
    ...(reason !== undefined && { reason })
  }
}

/** Why actions/attest would refuse the file (in its order: size, JSON, fields); undefined if not. */
function refusal(bytes: Buffer, parsed: boolean, bom: Record<string, unknown>): string | undefined {
  if (bytes.length > MAX_ATTESTABLE_BYTES) {
    return (
      `it is ${formatBytes(bytes.length)} (${formatCount(bytes.length)} bytes), more ` +
      `than the ${formatCount(MAX_ATTESTABLE_BYTES)} bytes (16 MiB) actions/attest takes`
    )
  }
  if (!parsed) {
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'it starts with a byte-order mark, which JSON.parse in actions/attest refuses'
      : 'it is not JSON that JSON.parse in actions/attest reads'
  }
  const missing = ['bomFormat', 'specVersion', 'serialNumber'].filter(
    field => !(Object.hasOwn(bom, field) && bom[field])
  )
  if (missing.length === 0) return undefined
  const described = missing.map(field =>
    Object.hasOwn(bom, field) ? `an empty ${field}` : `no ${field}`
  )
  return `it has ${described.join(' and ')}, which actions/attest needs`
}

/**
 * The summary's one line on attestation: `attestable: sha256:…` or what is missing, and the commit
 * the SBOM describes. '' before an SBOM was downloaded.
 */
export function attestationLine(
  attestation: Attestation | undefined,
  scan: ScanCommitOutcome | undefined
): string {
  if (attestation === undefined) return ''
  const digest = code(attestation.sha256)
  const serial =
    attestation.serialNumber !== undefined
      ? `, serial number ${code(attestation.serialNumber)}`
      : ''
  const status = attestation.attestable
    ? `attestable: ${digest}${serial}`
    : `not attestable (${text(attestation.reason ?? '')}): ${digest}${serial}`
  return `**Attestation:** ${status}; ${commitWords(scan)}.`
}

function commitWords(scan: ScanCommitOutcome | undefined): string {
  switch (scan?.state) {
    case 'released':
      return `it describes the released commit ${code(shortCommit(scan.scan.commit))}`
    case 'other':
      return (
        `it describes commit ${code(shortCommit(scan.scan.commit))}, not the released commit ` +
        code(shortCommit(scan.released))
      )
    case 'unreleased':
      return `it describes commit ${code(shortCommit(scan.scan.commit))}`
    case 'none':
      return 'no completed full scan says which commit it describes'
    case 'unchecked':
      return 'which commit it describes could not be checked'
    case undefined:
      return 'which commit it describes was not checked (<code>scan-commit: off</code>)'
  }
}
