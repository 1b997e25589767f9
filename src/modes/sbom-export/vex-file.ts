/**
 * The VEX step (`vex`): writes the document `vex.ts` builds to `vex-file`, sets its outputs, and says
 * in a notice or a warning what it could not state.
 */
import { notice, warn } from '../../action/annotations.js'
import { writeFileSafely } from '../../action/files.js'
import * as log from '../../action/log.js'
import { setOutput } from '../../action/outputs.js'
import type { VexFormat } from './inputs.js'
import { buildVex, type StatusCounts, type VexContext } from './vex.js'

/** The VEX step's result, for the summary. */
export interface VexReport {
  format: VexFormat
  /** Written: where, and how many statements of each status. */
  file?: string
  statements: number
  counts?: StatusCounts
  /** Why no document was written (a notice or a warning said so). */
  none?: string
  /** The warning given, when that was one. */
  warning?: string
  /** Set once it is attached beside the SBOM or failed to be. */
  asset?: { name: string; url: string } | { warning: string }
}

/**
 * Writes the VEX document of the SBOM to `file` and sets `vex-file` and `vex-statement-count`; no
 * vulnerabilities is a notice and an SBOM without serial number (CycloneDX) a warning, with no file.
 */
export async function writeVex(
  bom: unknown,
  file: string,
  context: VexContext
): Promise<{ report: VexReport; data?: Buffer }> {
  const outcome = buildVex(bom, context)
  const format = context.format
  switch (outcome.state) {
    case 'no-vulnerabilities':
    case 'no-statements': {
      const none =
        outcome.state === 'no-vulnerabilities'
          ? 'the SBOM holds no vulnerability, so there is nothing to state (an OpenVEX document needs one statement at least)'
          : `no vulnerability of the SBOM names a component a statement could be about (${outcome.leftOut} without a purl, and the SBOM has no serialNumber to name them by)`
      notice('no VEX document', `No VEX document was written: ${none}.`)
      await setOutput('vex-statement-count', '0', 'txt')
      return { report: { format, statements: 0, none } }
    }
    case 'no-serial-number': {
      const none =
        'the SBOM has no serialNumber, which a CycloneDX VEX needs to point at its components (BOM-Links); vex: openvex names them by purl'
      const warning =
        `Ask the platform's administrators for SBOMs with a serialNumber, or set vex: openvex: no ` +
        `CycloneDX VEX document was written, because ${none}.`
      warn('no VEX document', warning)
      return { report: { format, statements: 0, none, warning } }
    }
    case 'written': {
      await writeFileSafely(file, outcome.text)
      await setOutput('vex-file', file, 'txt')
      await setOutput('vex-statement-count', String(outcome.statements), 'txt')
      log.info(`Wrote the VEX document (${outcome.statements} statements) to ${file}`)
      if (outcome.bomLinked > 0) {
        notice(
          'VEX products without purl',
          `${outcome.bomLinked} statements of the VEX document name a component without a purl by its BOM-Link (urn:cdx:…#bom-ref); scanners that match by purl do not apply them.`
        )
      }
      if (outcome.leftOut > 0) {
        notice(
          'VEX products left out',
          `${outcome.leftOut} affected components have no purl, and the SBOM no serialNumber to name them by: the VEX document has no statement for them.`
        )
      }
      return {
        report: { format, file, statements: outcome.statements, counts: outcome.counts },
        data: Buffer.from(outcome.text, 'utf8')
      }
    }
  }
}
