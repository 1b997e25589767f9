/**
 * Step outputs, bounded and clean. GitHub limits outputs (1 MB each, 50 MB a job); a value that could
 * pass that goes to a file instead, named by the output `<name>-file`. Secrets registered here are
 * replaced by `***` in every value: the runner masks them in the log, not in outputs.
 */
import * as os from 'node:os'
import * as path from 'node:path'
import * as core from '@actions/core'
import { writeFileSafely } from './files.js'

/** The largest value set as an output; larger ones go to a file. */
export const OUTPUT_LIMIT_BYTES = 1_000_000

const secrets = new Set<string>()

/** Keeps `secret` out of every output value set from now on. */
export function protectSecret(secret: string): void {
  if (secret) secrets.add(secret)
}

/** `value` with every registered secret replaced by `***`. */
export function withoutSecrets(value: string): string {
  let clean = value
  for (const secret of secrets) clean = clean.split(secret).join('***')
  return clean
}

/**
 * Sets output `name`. A value larger than {@link OUTPUT_LIMIT_BYTES} is written to
 * `$RUNNER_TEMP/<name>.<extension>` instead, `name` is set to '' and `<name>-file` names the file.
 */
export async function setOutput(name: string, value: string, extension = 'json'): Promise<void> {
  const clean = withoutSecrets(value)
  if (Buffer.byteLength(clean, 'utf8') <= OUTPUT_LIMIT_BYTES) {
    core.setOutput(name, clean)
    return
  }
  const file = path.join(process.env.RUNNER_TEMP || os.tmpdir(), `${name}.${extension}`)
  await writeFileSafely(file, clean)
  core.setOutput(name, '')
  core.setOutput(`${name}-file`, file)
  core.info(
    `Output ${name} is larger than ${OUTPUT_LIMIT_BYTES.toLocaleString('en-US')} bytes, so it is ` +
      `in the file named by output ${name}-file (${file}).`
  )
}
